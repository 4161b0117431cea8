//! The cathedra core: what every game is, and what the platform does with any game.
//!
//! A game is a state machine ([`Game`]): at each point one seat decides, several seats choose
//! at once, chance decides, or the game is over ([`ToMove`]). Every action names its
//! [`Actor`]. Chance never draws from a generator inside the rules; it lists its outcomes with
//! exact weights and the caller picks one ([`Dealer`] does so reproducibly). What an
//! [`Observer`] may know is a typed view, the log entries it may read, and the actions as it
//! observes them; [`Game::determinize`] draws a full state from that knowledge.

mod dynamic;
mod error;
mod game;
pub mod i18n;
mod log;
mod options;
mod record;
mod rng;
mod seat;
mod sim;

#[cfg(feature = "testkit")]
pub mod conformance;
#[cfg(feature = "testkit")]
pub mod playouts;

pub use dynamic::{info, load_state, AnyGame, Applied, BoxedGame, Choice, GameInfo, Progress};
pub use error::{Error, Illegal, InvalidState, RecordError, SetupError};
pub use game::{
    check_actor, check_players, compact_areas, legal_mask, parse_action, places_by,
    returns_from_ranking, ActionSpace, Evaluate, Game, Outcome, Probability, Term,
};
pub use log::{Arg, Audience, Entry, Event, Log};
pub use options::{OptionSpec, Options, StartMoney, START_MONEY};
pub use record::{
    observe_step, observe_step_in, observed_history, replay, replay_with, GoldenInvalid, Observed,
    Record, Step, RECORD_FORMAT,
};
pub use rng::{Dealer, DealerKey};
pub use seat::{Actor, Observer, Participant, Seat, SeatSet, ToMove, MAX_SEATS};
pub use sim::{
    bench, play_random, simulate, tally_report, BenchReport, Playout, SeatStats, SimConfig,
    SimReport, Tally, BENCH_SEEDS, MAX_DECISIONS,
};
