//! Errors, one type per layer: [`StoreError`] from the database, [`ApiError`] for a client
//! (a kind for programs, a message for people, an HTTP status, and the rule an action breaks).

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use cathedra_core::{AnyGame, Error, Illegal, SetupError};

use crate::speech::Lang;
use serde::Serialize;
use thiserror::Error;

/// Why the database refused.
#[derive(Debug, Clone, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Sql(String),
    #[error("database file: {0}")]
    Io(String),
    #[error("database schema: {0}")]
    Schema(String),
    #[error("database holds an impossible record: {0}")]
    Corrupt(String),
    #[error("the database writer has stopped")]
    Closed,
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError::Sql(e.to_string())
    }
}

/// A refusal as a client gets it: `{"error":{"kind":…,"message":…,"rule":…}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ApiError {
    #[serde(skip)]
    pub status: StatusCode,
    pub kind: &'static str,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<&'static str>,
}

impl ApiError {
    pub fn new(status: StatusCode, kind: &'static str, message: impl Into<String>) -> Self {
        ApiError {
            status,
            kind,
            message: message.into(),
            rule: None,
        }
    }

    pub fn bad_request(kind: &'static str, message: impl Into<String>) -> Self {
        ApiError::new(StatusCode::BAD_REQUEST, kind, message)
    }

    pub fn no_game(id: &str) -> Self {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "no_such_game",
            format!("there is no game '{}' on this server", clip(id)),
        )
    }

    pub fn bad_token() -> Self {
        ApiError::new(
            StatusCode::FORBIDDEN,
            "bad_token",
            "that token is no seat of this game (check the invite link)",
        )
    }

    pub fn spectator() -> Self {
        ApiError::new(
            StatusCode::FORBIDDEN,
            "spectator",
            "a spectator takes no action: act with a seat's token",
        )
    }

    pub fn stale(sent: u64, now: u64) -> Self {
        ApiError::new(
            StatusCode::CONFLICT,
            "stale_sequence",
            format!(
                "the action was sent for sequence {sent}, but the game is at {now}: \
                 look at the game again and choose anew"
            ),
        )
    }

    pub fn not_over() -> Self {
        ApiError::new(
            StatusCode::CONFLICT,
            "not_over",
            "the record is given once the game is over",
        )
    }

    pub fn internal(message: impl Into<String>) -> Self {
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal_error", message)
    }

    pub fn body(&self) -> serde_json::Value {
        serde_json::json!({ "error": self })
    }
}

impl ApiError {
    /// `e` for a client reading `lang`: a refusal of the rules (an illegal action, a decision
    /// not owed, a game over) worded in it by `game`'s translation files.
    pub fn worded(e: Error, game: &dyn AnyGame, lang: &Lang) -> Self {
        let message = match (&e, lang) {
            (Error::Illegal(illegal), Some(texts)) => Some(game.illegal_in(illegal, texts)),
            _ => None,
        };
        let mut error = ApiError::from(e);
        if let Some(message) = message {
            error.message = clip_to(&message, 1000);
        }
        error
    }
}

impl From<Error> for ApiError {
    fn from(e: Error) -> Self {
        let (status, kind) = match &e {
            Error::Illegal(Illegal::Rule { .. }) => {
                (StatusCode::UNPROCESSABLE_ENTITY, "illegal_action")
            }
            Error::Illegal(Illegal::NotYourDecision { .. }) => {
                (StatusCode::CONFLICT, "not_your_decision")
            }
            Error::Illegal(Illegal::GameOver) => (StatusCode::CONFLICT, "game_over"),
            Error::Setup(SetupError::PlayerCount { .. }) => {
                (StatusCode::BAD_REQUEST, "player_count")
            }
            Error::Setup(SetupError::BadOption { .. }) => (StatusCode::BAD_REQUEST, "bad_option"),
            Error::MalformedAction(_) => (StatusCode::BAD_REQUEST, "malformed_action"),
            Error::UnknownGame(_) => (StatusCode::BAD_REQUEST, "unknown_game"),
            Error::NoSuchSeat(_) => (StatusCode::BAD_REQUEST, "no_such_seat"),
            Error::InvalidState(_) | Error::Record(_) | Error::Stuck(_) | Error::System(_) => {
                (StatusCode::INTERNAL_SERVER_ERROR, "internal_error")
            }
        };
        ApiError {
            status,
            kind,
            message: clip_to(&e.to_string(), 1000),
            rule: e.rule(),
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "storage",
            format!("the action could not be saved, so it was not taken: {e}"),
        )
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, Json(self.body())).into_response()
    }
}

/// Input quoted back is cut after 80 characters.
pub fn clip(text: &str) -> String {
    clip_to(text, 80)
}

fn clip_to(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}
