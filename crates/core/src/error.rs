use thiserror::Error;

/// Every way a request can be refused. The game state is unchanged after any of them.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// The action breaks a rule; `rule` is the rule ID of the game's spec (e.g. `PIL-19.4`).
    #[error("{message} ({rule})")]
    Illegal { rule: &'static str, message: String },
    /// The action's JSON is not an action of this game.
    #[error("that is not an action of this game: {0}")]
    MalformedAction(String),
    /// The request is not valid JSON, or misses a field.
    #[error("malformed request: {0}")]
    MalformedRequest(String),
    /// A loaded state is impossible (broken JSON shape, or component counts and limits).
    #[error("impossible state: {0}")]
    InvalidState(String),
    #[error("unknown game '{0}' (see `cathedra games`)")]
    UnknownGame(String),
    #[error("{0}")]
    BadOption(String),
    #[error("{game} is played by {min} to {max} players, not {got}")]
    PlayerCount {
        game: &'static str,
        min: usize,
        max: usize,
        got: usize,
    },
    #[error("there is no seat {0} in this game")]
    NoSuchSeat(usize),
    #[error("the game is over; no more actions")]
    GameOver,
    #[error("the game is not over yet")]
    NotOver,
    /// A game record could not be replayed; `index` is the 0-based action that failed.
    #[error("record, action {index}: {source}")]
    Record { index: usize, source: Box<Error> },
    #[error("invalid record: {0}")]
    InvalidRecord(String),
}

impl Error {
    /// A refusal naming the rule it breaks.
    pub fn illegal(rule: &'static str, message: impl Into<String>) -> Self {
        Error::Illegal {
            rule,
            message: message.into(),
        }
    }

    /// A short machine-readable name, used as `kind` in the engine protocol.
    pub fn kind(&self) -> &'static str {
        match self {
            Error::Illegal { .. } => "illegal_action",
            Error::MalformedAction(_) => "malformed_action",
            Error::MalformedRequest(_) => "malformed_request",
            Error::InvalidState(_) => "invalid_state",
            Error::UnknownGame(_) => "unknown_game",
            Error::BadOption(_) => "bad_option",
            Error::PlayerCount { .. } => "player_count",
            Error::NoSuchSeat(_) => "no_such_seat",
            Error::GameOver => "game_over",
            Error::NotOver => "not_over",
            Error::Record { .. } | Error::InvalidRecord(_) => "invalid_record",
        }
    }

    /// The rule ID for an illegal action (looking through a record error).
    pub fn rule(&self) -> Option<&'static str> {
        match self {
            Error::Illegal { rule, .. } => Some(rule),
            Error::Record { source, .. } => source.rule(),
            _ => None,
        }
    }
}
