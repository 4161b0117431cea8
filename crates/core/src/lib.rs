//! The cathedra core: what every game is, and what the platform does with any game.
//!
//! A game is a state machine ([`Game`]): at each point a seat decides, chance decides, or the
//! game is over ([`Turn`]). Chance never draws from a generator inside the rules; it lists its
//! outcomes with exact weights and the caller picks one ([`Dealer`] does so reproducibly).

mod dynamic;
mod error;
mod game;
mod log;
mod options;
mod record;
mod rng;
mod sim;

pub mod conformance;

pub use dynamic::{info, AnyGame, BoxedGame, Choice, GameInfo, Progress};
pub use error::Error;
pub use game::{check_players, Game, Outcome, Probability, Turn};
pub use log::{Audience, Entry, Log};
pub use options::{OptionSpec, Options};
pub use record::{replay, GoldenInvalid, Record};
pub use rng::Dealer;
pub use sim::{
    bench, play_random, simulate, BenchReport, Playout, SeatStats, SimConfig, SimReport,
    BENCH_SEEDS,
};
