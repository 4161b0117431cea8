use std::io;

use cathedra_core::Event;
use thiserror::Error;

use crate::speech::Speech;

/// Why a command failed, in words for stderr. The terminal's own refusals are data (an
/// [`Event`] naming the message `error-<kind>` of `crates/cli/locales`), so that the commands a
/// player uses (`play`, `resume`, `replay`, `rules`, `games`) say them in the player's language
/// ([`CliError::in_language`]); in English they read as they are.
#[derive(Debug, Error)]
pub enum CliError {
    #[error(transparent)]
    Game(#[from] cathedra_core::Error),
    /// The terminal refuses: a save path that exists, a game already over, seats that do not
    /// match.
    #[error("{}", english(.0))]
    Said(Event),
    /// Reading or writing failed: `what` the terminal tried (`error-<kind>`), `source` what the
    /// system said.
    #[error("{}: {source}", english(.what))]
    Io { what: Event, source: io::Error },
    /// A researcher's command was given something it cannot use (English).
    #[error("{0}")]
    Usage(String),
    /// The server or the load test failed.
    #[error("{0}")]
    Server(String),
    /// An error said in a player's language (`text`), and the error itself.
    #[error("{text}")]
    Worded { text: String, source: Box<CliError> },
}

/// An `error-<kind>` message in English (the terminal's English texts, built once).
fn english(words: &Event) -> String {
    static ENGLISH: std::sync::OnceLock<Speech> = std::sync::OnceLock::new();
    ENGLISH.get_or_init(Speech::english).error(words)
}

impl From<io::Error> for CliError {
    fn from(source: io::Error) -> Self {
        CliError::Io {
            what: Event::new("io"),
            source,
        }
    }
}

impl CliError {
    /// Reading or writing `path` failed: `kind` is `read`, `write` or `make` (a folder).
    pub fn file(kind: &'static str, path: &std::path::Path, source: io::Error) -> Self {
        CliError::Io {
            what: Event::new(kind).text("path", path.display().to_string()),
            source,
        }
    }

    /// The error as `speech` says it; in English it is already in words.
    pub fn in_language(self, speech: &Speech) -> CliError {
        if speech.is_english() || matches!(self, CliError::Worded { .. }) {
            return self;
        }
        let text = match &self {
            CliError::Game(e) => speech.core_error(e),
            CliError::Said(words) => speech.error(words),
            CliError::Io { what, source } => {
                format!("{}: {}", speech.error(what), speech.io_error(source))
            }
            CliError::Usage(_) | CliError::Server(_) | CliError::Worded { .. } => {
                return self;
            }
        };
        CliError::Worded {
            text,
            source: Box::new(self),
        }
    }

    /// The error itself, under the words it is said in.
    pub fn inner(&self) -> &CliError {
        match self {
            CliError::Worded { source, .. } => source.inner(),
            e => e,
        }
    }
}
