use std::ops::RangeInclusive;

use serde::Serialize;
use serde_json::Value;

use crate::{
    BenchReport, Dealer, Error, Game, Log, OptionSpec, Options, Probability, Record, SimConfig,
    SimReport, Turn,
};

/// One choice of the decider: the action's JSON, its text, and at chance its probability.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Choice {
    pub action: Value,
    pub text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub probability: Option<Probability>,
    /// At chance, the outcome's integer weight (what a [`Dealer`] picks by); 0 for seat actions.
    #[serde(skip)]
    pub weight: u32,
}

/// Any game, through JSON: what the command line and the engine protocol use.
pub trait AnyGame: Send + Sync {
    fn id(&self) -> &'static str;
    fn players(&self) -> usize;
    fn turn(&self) -> Turn;
    /// The decider's choices: a seat's legal actions or chance's outcomes.
    fn choices(&self) -> Vec<Choice>;
    /// Applies an action given as JSON; returns its text. On error nothing changes.
    fn apply_json(&mut self, action: &Value, log: &mut Log) -> Result<String, Error>;
    /// At chance: lets `dealer` pick an outcome by its weight and applies it; returns its text.
    fn deal(&mut self, dealer: &mut Dealer, log: &mut Log) -> Result<String, Error>;
    fn view(&self, seat: usize) -> Result<Value, Error>;
    fn state(&self) -> Value;
    fn scores(&self) -> Vec<i64>;
    fn ranking(&self) -> Vec<usize>;
    fn render(&self, seat: Option<usize>) -> String;
    fn seat_name(&self, seat: usize) -> String;
    fn clone_box(&self) -> Box<dyn AnyGame>;
}

impl<G: Game> AnyGame for G {
    fn id(&self) -> &'static str {
        G::ID
    }
    fn players(&self) -> usize {
        Game::players(self)
    }
    fn turn(&self) -> Turn {
        Game::turn(self)
    }
    fn choices(&self) -> Vec<Choice> {
        let json = |a: &G::Action| serde_json::to_value(a).expect("actions serialise");
        match Game::turn(self) {
            Turn::Over => Vec::new(),
            Turn::Seat(_) => {
                let mut legal = Vec::new();
                self.legal_actions(&mut legal);
                legal
                    .iter()
                    .map(|a| Choice {
                        action: json(a),
                        text: self.describe(*a),
                        probability: None,
                        weight: 0,
                    })
                    .collect()
            }
            Turn::Chance => {
                let mut outcomes = Vec::new();
                self.chance_outcomes(&mut outcomes);
                let total: u64 = outcomes.iter().map(|o| u64::from(o.weight)).sum();
                outcomes
                    .iter()
                    .map(|o| Choice {
                        action: json(&o.action),
                        text: self.describe(o.action),
                        probability: Some(Probability::new(u64::from(o.weight), total)),
                        weight: o.weight,
                    })
                    .collect()
            }
        }
    }
    fn apply_json(&mut self, action: &Value, log: &mut Log) -> Result<String, Error> {
        if Game::turn(self) == Turn::Over {
            return Err(Error::GameOver);
        }
        let action: G::Action = serde_json::from_value(action.clone())
            .map_err(|e| Error::MalformedAction(format!("{action}: {e}")))?;
        let text = self.describe(action);
        self.apply(action, log)?;
        Ok(text)
    }
    fn deal(&mut self, dealer: &mut Dealer, log: &mut Log) -> Result<String, Error> {
        if Game::turn(self) != Turn::Chance {
            return Err(Error::illegal("chance", "it is not chance's turn"));
        }
        let mut outcomes = Vec::new();
        self.chance_outcomes(&mut outcomes);
        let action = outcomes[dealer.pick(&outcomes)].action;
        let text = self.describe(action);
        self.apply(action, log)?;
        Ok(text)
    }
    fn view(&self, seat: usize) -> Result<Value, Error> {
        if seat >= Game::players(self) {
            return Err(Error::NoSuchSeat(seat));
        }
        Ok(Game::view(self, seat))
    }
    fn state(&self) -> Value {
        serde_json::to_value(self).expect("states serialise")
    }
    fn scores(&self) -> Vec<i64> {
        Game::scores(self)
    }
    fn ranking(&self) -> Vec<usize> {
        Game::ranking(self)
    }
    fn render(&self, seat: Option<usize>) -> String {
        Game::render(self, seat)
    }
    fn seat_name(&self, seat: usize) -> String {
        Game::seat_name(self, seat)
    }
    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }
}

/// A boxed game, or why there is none.
pub type BoxedGame = Result<Box<dyn AnyGame>, Error>;
/// Progress callback: games finished so far.
pub type Progress<'a> = &'a (dyn Fn(u64) + Sync);

/// A game as the platform knows it: its facts and its entry points, monomorphised.
#[derive(Clone)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub players: RangeInclusive<usize>,
    pub options: &'static [OptionSpec],
    pub new: fn(usize, &Options) -> BoxedGame,
    /// Loads a full state from JSON and validates it.
    pub load: fn(Value) -> BoxedGame,
    pub replay: fn(&Record, &mut Log) -> BoxedGame,
    pub simulate: fn(&SimConfig, Progress) -> Result<SimReport, Error>,
    /// The fixed bench games (`None`: every option set) with their signature.
    pub bench: fn(Option<&Options>) -> Result<BenchReport, Error>,
}

impl std::fmt::Debug for GameInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameInfo")
            .field("id", &self.id)
            .finish_non_exhaustive()
    }
}

impl GameInfo {
    /// Options from `key=value` pairs, checked against this game's.
    pub fn options(&self, pairs: &[String]) -> Result<Options, Error> {
        Options::parse_pairs(self.options, pairs)
    }
}

fn new_game<G: Game>(players: usize, options: &Options) -> BoxedGame {
    crate::check_players::<G>(players)?;
    Ok(Box::new(G::new(players, options)?))
}

fn load<G: Game>(state: Value) -> BoxedGame {
    let game: G = serde_json::from_value(state).map_err(|e| Error::InvalidState(e.to_string()))?;
    game.validate()?;
    Ok(Box::new(game))
}

fn replay_any<G: Game>(record: &Record, log: &mut Log) -> BoxedGame {
    Ok(Box::new(crate::replay::<G>(record, log)?))
}

/// The platform's entry for game `G`.
pub fn info<G: Game>() -> GameInfo {
    GameInfo {
        id: G::ID,
        name: G::NAME,
        players: G::PLAYERS,
        options: G::OPTIONS,
        new: new_game::<G>,
        load: load::<G>,
        replay: replay_any::<G>,
        simulate: crate::simulate::<G>,
        bench: crate::bench::<G>,
    }
}
