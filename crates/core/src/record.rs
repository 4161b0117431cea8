//! Game records: every decision in order with its actor, chance outcomes included, so a record
//! replays without any generator; and the same history as one observer may know it.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{Actor, Game, Log, Observer, Options, RecordError, ToMove};

/// The record format this cathedra writes and reads.
pub const RECORD_FORMAT: u32 = 2;

/// One decision of a record: who took it and the game's action JSON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub by: Actor,
    pub action: Value,
}

/// A complete game record.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// [`RECORD_FORMAT`].
    pub format: u32,
    pub game: String,
    /// The game's [`Game::RULES_VERSION`] the record was played under.
    pub rules: u32,
    pub players: usize,
    #[serde(default)]
    pub options: Options,
    /// The seed of a reproducible run, when a seeded dealer played chance (informative only; a
    /// game dealt from a secret key never writes it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Every action, seats' and chance's, in the canonical JSON of the game's actions.
    pub actions: Vec<Step>,
    /// Final scores per participant, when the game was finished; a replay must give the same.
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
            format: RECORD_FORMAT,
            game: G::ID.to_string(),
            rules: G::RULES_VERSION,
            players,
            options: options.clone(),
            seed,
            actions: Vec::new(),
            scores: None,
        }
    }

    pub fn push<A: Serialize>(&mut self, by: Actor, action: A) {
        self.actions.push(Step {
            by,
            action: serde_json::to_value(action).expect("actions serialise"),
        });
    }
}

/// Replays `record`: every action must be legal for its actor where it stands, and recorded
/// scores must match.
pub fn replay<G: Game>(record: &Record, log: &mut Log) -> Result<G, RecordError> {
    replay_with::<G>(record, log, |_, _, _| {})
}

/// [`replay`], calling `seen(state, actor, action)` before each action is applied.
pub fn replay_with<G: Game>(
    record: &Record,
    log: &mut Log,
    mut seen: impl FnMut(&G, Actor, G::Action),
) -> Result<G, RecordError> {
    if record.game != G::ID {
        return Err(RecordError::WrongGame {
            expected: G::ID,
            got: record.game.clone(),
        });
    }
    if record.format != RECORD_FORMAT {
        return Err(RecordError::Format {
            expected: RECORD_FORMAT,
            got: record.format,
        });
    }
    if record.rules != G::RULES_VERSION {
        return Err(RecordError::RulesVersion {
            game: G::NAME,
            expected: G::RULES_VERSION,
            got: record.rules,
        });
    }
    let options = Options::parse(G::OPTIONS, record.options.iter())?;
    let mut game = G::new(record.players, &options)?;
    for (index, step) in record.actions.iter().enumerate() {
        let action: G::Action =
            crate::parse_action(&step.action).map_err(|e| RecordError::Malformed {
                index,
                message: format!("{}: {e}", step.action),
            })?;
        seen(&game, step.by, action);
        game.apply(step.by, action, log)
            .map_err(|source| RecordError::Action { index, source })?;
    }
    if let Some(expected) = &record.scores {
        if game.to_move() != ToMove::Over {
            return Err(RecordError::Scores(
                "the record has final scores but its actions stop before the game ends".into(),
            ));
        }
        let got = game.scores();
        if &got != expected {
            return Err(RecordError::Scores(format!(
                "the record says the scores are {expected:?}, the replay gives {got:?}"
            )));
        }
    }
    Ok(game)
}

/// One decision as an observer knows it: who acted, the action if the observer may see it,
/// and its text.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Observed {
    pub by: Actor,
    /// `None`: the observer knows only that `by` acted.
    pub action: Option<Value>,
    pub text: String,
}

/// What `observer` may know of one decision of `game` (before it is applied).
pub fn observe_step<G: Game>(
    game: &G,
    by: Actor,
    action: G::Action,
    observer: Observer,
) -> Observed {
    observed(
        game,
        by,
        action,
        observer,
        |a| game.describe(a),
        |a| game.describe_hidden(by, a),
    )
}

/// [`observe_step`] with its text in the language of `texts` ([`Game::describe_in`],
/// [`Game::describe_hidden_in`]).
pub fn observe_step_in<G: Game>(
    game: &G,
    by: Actor,
    action: G::Action,
    observer: Observer,
    texts: &crate::i18n::Texts,
) -> Observed {
    observed(
        game,
        by,
        action,
        observer,
        |a| game.describe_in(a, texts),
        |a| game.describe_hidden_in(by, a, texts),
    )
}

fn observed<G: Game>(
    game: &G,
    by: Actor,
    action: G::Action,
    observer: Observer,
    describe: impl Fn(G::Action) -> String,
    hidden: impl Fn(G::Action) -> String,
) -> Observed {
    match game.observe(by, action, observer) {
        Some(seen) => Observed {
            by,
            action: Some(serde_json::to_value(seen).expect("actions serialise")),
            text: describe(seen),
        },
        None => Observed {
            by,
            action: None,
            text: hidden(action),
        },
    }
}

/// The record as `observer` knows it: each decision through [`Game::observe`].
pub fn observed_history<G: Game>(
    record: &Record,
    observer: Observer,
) -> Result<Vec<Observed>, RecordError> {
    let mut out = Vec::with_capacity(record.actions.len());
    replay_with::<G>(record, &mut Log::silent(), |game, by, action| {
        out.push(observe_step(game, by, action, observer));
    })?;
    Ok(out)
}
