use std::io;

use thiserror::Error;

/// Why a command failed, in words for stderr.
#[derive(Debug, Error)]
pub enum CliError {
    #[error(transparent)]
    Game(#[from] cathedra_core::Error),
    #[error("{what}: {source}")]
    Io { what: String, source: io::Error },
    #[error("{0}")]
    Usage(String),
    /// The server or the load test failed.
    #[error("{0}")]
    Server(String),
    /// A file that should hold a game record does not.
    #[error("{file} is not a game record: {message}")]
    NotARecord { file: String, message: String },
}

impl From<io::Error> for CliError {
    fn from(source: io::Error) -> Self {
        CliError::Io {
            what: "input/output".into(),
            source,
        }
    }
}

impl CliError {
    /// An input/output error on a named file.
    pub fn file(what: impl Into<String>, source: io::Error) -> Self {
        CliError::Io {
            what: what.into(),
            source,
        }
    }
}
