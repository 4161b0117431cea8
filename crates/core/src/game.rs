use std::fmt::Debug;
use std::ops::RangeInclusive;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::{Error, Log, OptionSpec, Options};

/// Who decides now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "seat", rename_all = "lowercase")]
pub enum Turn {
    /// This seat (0-based) chooses among [`Game::legal_actions`].
    Seat(usize),
    /// Chance: the caller picks one of [`Game::chance_outcomes`].
    Chance,
    /// The game is over.
    Over,
}

/// One chance outcome and its weight; its probability is `weight / sum of weights`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome<A> {
    pub action: A,
    pub weight: u32,
}

/// An exact probability, in lowest terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Probability {
    pub num: u64,
    pub den: u64,
}

impl Probability {
    pub fn new(num: u64, den: u64) -> Self {
        let g = gcd(num, den).max(1);
        Probability {
            num: num / g,
            den: den / g,
        }
    }

    pub fn as_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

impl std::fmt::Display for Probability {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// A board game as a state machine. The state is the whole truth; views show a seat its part.
///
/// Contract (checked by [`crate::conformance`]):
/// - at `Turn::Seat`, `legal_actions` is not empty and every listed action applies;
/// - at `Turn::Chance`, `chance_outcomes` is not empty, with positive weights;
/// - `apply` of anything else returns an error and leaves the state exactly as it was;
/// - serialising and deserialising a reachable state gives an equal state that `validate`s;
/// - `view(seat)` does not change when only what `seat` may not know changes.
pub trait Game:
    Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// Every decision of the game, seats' and chance's alike.
    type Action: Copy + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync + 'static;

    /// Kebab-case id, e.g. `pillars-of-the-earth`.
    const ID: &'static str;
    const NAME: &'static str;
    const PLAYERS: RangeInclusive<usize>;
    const OPTIONS: &'static [OptionSpec];

    /// A new game at its first decision (usually chance: the setup draws).
    fn new(players: usize, options: &Options) -> Result<Self, Error>;
    fn players(&self) -> usize;
    fn turn(&self) -> Turn;
    /// Clears `out` and fills it with the deciding seat's legal actions (none at chance or over).
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// Clears `out` and fills it with chance's outcomes (none unless `Turn::Chance`).
    fn chance_outcomes(&self, out: &mut Vec<Outcome<Self::Action>>);
    /// Applies the decision of whoever decides now; on error the state is unchanged.
    fn apply(&mut self, action: Self::Action, log: &mut Log) -> Result<(), Error>;
    /// A short human text for an action in this state, e.g. "Buy 2 wood for 6 gold".
    fn describe(&self, action: Self::Action) -> String;
    /// What `seat` may know, as JSON (no hidden information of others).
    fn view(&self, seat: usize) -> serde_json::Value;
    /// Checks a loaded state: component counts, limits, consistency.
    fn validate(&self) -> Result<(), Error>;
    /// Current scores, one per seat (final once the game is over).
    fn scores(&self) -> Vec<i64>;
    /// Place per seat after the game's tie-breaks: 0 = winner; tied seats share a place.
    fn ranking(&self) -> Vec<usize>;
    /// A readable board for a terminal, as `seat` sees it (`None`: what everyone sees).
    fn render(&self, seat: Option<usize>) -> String;
    /// The seat's name in the game's own terms (a colour).
    fn seat_name(&self, seat: usize) -> String {
        format!("Seat {}", seat + 1)
    }
    /// States that differ from this one only in what `observer` may not know
    /// (another hand, a face-down choice, an unrevealed card). Used by the view test.
    fn hidden_variants(&self, _observer: usize) -> Vec<Self> {
        Vec::new()
    }
}

/// Refuses a player count outside `G::PLAYERS`; for `Game::new`.
pub fn check_players<G: Game>(players: usize) -> Result<(), Error> {
    if G::PLAYERS.contains(&players) {
        Ok(())
    } else {
        Err(Error::PlayerCount {
            game: G::NAME,
            min: *G::PLAYERS.start(),
            max: *G::PLAYERS.end(),
            got: players,
        })
    }
}
