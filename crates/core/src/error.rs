//! Errors, one type per layer: [`Illegal`] from the rules, [`SetupError`] from starting a game,
//! [`InvalidState`] from loading one, [`RecordError`] from replaying a record, and [`Error`],
//! which carries any of them through the platform (the command line, the engine protocol).
//! After any of them the game is exactly as it was.

use thiserror::Error;

use crate::{Actor, Event, ToMove};

/// Why the rules refuse an action. The state is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Illegal {
    /// The action breaks a rule; `rule` is the rule ID of the game's spec (e.g. `PIL-19.4`),
    /// `message` the refusal in English. `words`, when the game gives them, are the refusal as
    /// data: the message `refusal-<kind>` of the game's translation files with its arguments,
    /// from which [`crate::i18n::Texts::refusal`] words it in any language.
    #[error("{message} ({rule})")]
    Rule {
        rule: &'static str,
        message: String,
        words: Option<Box<Event>>,
    },
    /// The actor owes no decision now (an action sent late, or for another seat).
    #[error("{actor} does not decide now ({})", describe_to_move(*.to_move))]
    NotYourDecision { actor: Actor, to_move: ToMove },
    #[error("the game is over; no more actions")]
    GameOver,
}

fn describe_to_move(t: ToMove) -> String {
    match t {
        ToMove::Seat { seat } => format!("{seat} decides"),
        ToMove::Simultaneous { seats } if seats.len() == 1 => {
            let seat = seats.first().map_or(0, |s| s.0);
            format!("only seat {seat} still chooses")
        }
        ToMove::Simultaneous { seats } => {
            let list: Vec<String> = seats.iter().map(|s| s.0.to_string()).collect();
            format!("seats {} still choose", list.join(", "))
        }
        ToMove::Chance => "chance decides".into(),
        ToMove::Over => "the game is over".into(),
    }
}

impl Illegal {
    /// A refusal naming the rule it breaks.
    pub fn rule(rule: &'static str, message: impl Into<String>) -> Self {
        Illegal::Rule {
            rule,
            message: message.into(),
            words: None,
        }
    }

    /// A refusal naming the rule it breaks, as data (`words`, see [`Illegal::Rule`]) and in
    /// English (`english`, the same message of the game's English translation files).
    pub fn worded(rule: &'static str, words: Event, english: impl Into<String>) -> Self {
        Illegal::Rule {
            rule,
            message: english.into(),
            words: Some(Box::new(words)),
        }
    }

    /// The refusal as data, when the game gives it.
    pub fn words(&self) -> Option<&Event> {
        match self {
            Illegal::Rule { words, .. } => words.as_deref(),
            _ => None,
        }
    }

    /// The rule ID, for a refusal by rule.
    pub fn rule_id(&self) -> Option<&'static str> {
        match self {
            Illegal::Rule { rule, .. } => Some(rule),
            _ => None,
        }
    }
}

/// Why a game cannot start.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("{game} is played by {min} to {max} players, not {got}")]
    PlayerCount {
        game: &'static str,
        min: usize,
        max: usize,
        got: usize,
    },
    /// An option the game refuses; `message` in English. `words`, when given, are the refusal
    /// as data: the message `setup-<kind>` of the core's or the game's translation files with
    /// its arguments, from which [`crate::i18n::Texts::setup`] words it in any language.
    #[error("{message}")]
    BadOption {
        message: String,
        words: Option<Box<Event>>,
    },
}

impl SetupError {
    /// A refused option, as data (`words`, see [`SetupError::BadOption`]) with its English
    /// message from `english`, the English texts that hold `setup-<kind>`. A kind no file
    /// has is said by its key, which the tests forbid.
    pub fn worded(words: Event, english: &crate::i18n::Texts) -> Self {
        let message = english
            .plain(&crate::i18n::setup_key(words.kind), &words)
            .unwrap_or_else(|| crate::i18n::setup_key(words.kind));
        SetupError::BadOption {
            message,
            words: Some(Box::new(words)),
        }
    }

    /// The refusal as data, when it is given.
    pub fn words(&self) -> Option<&Event> {
        match self {
            SetupError::BadOption { words, .. } => words.as_deref(),
            SetupError::PlayerCount { .. } => None,
        }
    }
}

/// A loaded state that cannot occur in play (broken JSON shape, counts, limits, a stage that
/// nobody can act in).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("impossible state: {0}")]
pub struct InvalidState(pub String);

impl InvalidState {
    pub fn new(message: impl Into<String>) -> Self {
        InvalidState(message.into())
    }
}

/// Why a game record cannot be replayed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error("the record is of '{got}', not '{expected}'")]
    WrongGame { expected: &'static str, got: String },
    #[error("the record is in format {got}; this cathedra reads format {expected}")]
    Format { expected: u32, got: u32 },
    #[error("the record was played under rules version {got} of {game}; this cathedra has version {expected}")]
    RulesVersion {
        game: &'static str,
        expected: u32,
        got: u32,
    },
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// Action `index` (0-based) is refused.
    #[error("record, action {index}: {source}")]
    Action { index: usize, source: Illegal },
    /// Action `index` is not an action of this game.
    #[error("record, action {index}: that is not an action of this game: {message}")]
    Malformed { index: usize, message: String },
    #[error("invalid record: {0}")]
    Scores(String),
}

impl RecordError {
    /// The rule ID of a refused action.
    pub fn rule(&self) -> Option<&'static str> {
        match self {
            RecordError::Action { source, .. } => source.rule_id(),
            _ => None,
        }
    }
}

/// Any refusal the platform passes on: the layers' errors and the platform's own.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    #[error(transparent)]
    Illegal(#[from] Illegal),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error(transparent)]
    InvalidState(#[from] InvalidState),
    #[error(transparent)]
    Record(#[from] RecordError),
    /// The action's JSON is not an action of this game.
    #[error("that is not an action of this game: {0}")]
    MalformedAction(String),
    #[error("unknown game '{0}' (see `cathedra games`)")]
    UnknownGame(String),
    #[error("there is no seat {0} in this game")]
    NoSuchSeat(usize),
    /// A random game could not be played to its end (a defect of the game).
    #[error("the game cannot go on: {0}")]
    Stuck(String),
    /// The machine refused (threads).
    #[error("{0}")]
    System(String),
}

impl Error {
    /// The rule ID of a refusal by rule (looking through a record error).
    pub fn rule(&self) -> Option<&'static str> {
        match self {
            Error::Illegal(i) => i.rule_id(),
            Error::Record(r) => r.rule(),
            _ => None,
        }
    }
}

/// Declares a game's kinds of refusal (see [`Illegal::Rule`]): an enum whose every variant is
/// one message `refusal-<kind>` of the game's translation files, with `kind()`, `words()` (an
/// [`Event`](crate::Event) of that kind, for the arguments) and, in the game's tests, `ALL`,
/// so that a test can check that every kind has its message in every language.
///
/// ```
/// cathedra_core::refusals! {
///     pub enum Why {
///         TooPoor = "too-poor",
///         Taken = "taken",
///     }
/// }
/// assert_eq!(Why::TooPoor.words().num("gold", 3).kind, "too-poor");
/// ```
#[macro_export]
macro_rules! refusals {
    ($(#[$meta:meta])* $vis:vis enum $name:ident {
        $($(#[$vmeta:meta])* $variant:ident = $kind:literal),* $(,)?
    }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        $vis enum $name {
            $($(#[$vmeta])* $variant),*
        }

        impl $name {
            /// Every kind of refusal.
            #[cfg(test)]
            $vis const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The kind: the refusal's message is `refusal-<kind>`.
            $vis const fn kind(self) -> &'static str {
                match self {
                    $($name::$variant => $kind),*
                }
            }

            /// The refusal as data, to which its arguments are added.
            $vis fn words(self) -> $crate::Event {
                $crate::Event::new(self.kind())
            }
        }
    };
}
