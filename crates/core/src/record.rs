use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{Error, Game, Log, Options, Turn};

/// A complete game record: every decision in order, chance outcomes included.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub game: String,
    pub players: usize,
    #[serde(default)]
    pub options: Options,
    /// The dealer's seed, when a dealer played chance (informative only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Every action, seats' and chance's, as the game's action JSON.
    pub actions: Vec<Value>,
    /// Final scores per seat, when the game was finished; a replay must give the same.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<i64>>,
}

/// A golden record that must be refused: the error's text must contain `expect_error`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GoldenInvalid {
    pub expect_error: String,
    pub record: Record,
}

impl Record {
    pub fn new<G: Game>(players: usize, options: &Options, seed: Option<u64>) -> Self {
        Record {
            game: G::ID.to_string(),
            players,
            options: options.clone(),
            seed,
            actions: Vec::new(),
            scores: None,
        }
    }

    pub fn push<G: Game>(&mut self, action: G::Action) {
        self.actions
            .push(serde_json::to_value(action).expect("actions serialise"));
    }
}

/// Replays `record`: every action must be legal where it stands, and recorded scores must match.
pub fn replay<G: Game>(record: &Record, log: &mut Log) -> Result<G, Error> {
    if record.game != G::ID {
        return Err(Error::InvalidRecord(format!(
            "the record is of '{}', not '{}'",
            record.game,
            G::ID
        )));
    }
    let options = Options::parse(G::OPTIONS, record.options.iter())?;
    let mut game = G::new(record.players, &options)?;
    for (index, json) in record.actions.iter().enumerate() {
        let wrap = |e: Error| Error::Record {
            index,
            source: Box::new(e),
        };
        if game.turn() == Turn::Over {
            return Err(wrap(Error::GameOver));
        }
        let action: G::Action = serde_json::from_value(json.clone())
            .map_err(|e| wrap(Error::MalformedAction(format!("{json}: {e}"))))?;
        game.apply(action, log).map_err(wrap)?;
    }
    if let Some(expected) = &record.scores {
        if game.turn() != Turn::Over {
            return Err(Error::InvalidRecord(
                "the record has final scores but its actions stop before the game ends".into(),
            ));
        }
        let got = game.scores();
        if &got != expected {
            return Err(Error::InvalidRecord(format!(
                "the record says the scores are {expected:?}, the replay gives {got:?}"
            )));
        }
    }
    Ok(game)
}
