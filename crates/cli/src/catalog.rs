//! `cathedra games`: what can be played, by how many, with which options.

use std::io::Write;

use cathedra_core::GameInfo;
use serde_json::{json, Value};

use crate::CliError;

/// Writes the games with their player counts and options.
pub fn list(games: &[GameInfo], mut out: impl Write) -> Result<(), CliError> {
    for info in games {
        writeln!(
            out,
            "{}  {}, {} to {} players",
            info.id,
            info.name,
            info.players.start(),
            info.players.end()
        )?;
        for spec in info.options {
            writeln!(
                out,
                "    --option {}={}  (default {}): {}",
                spec.key,
                if spec.is_free() {
                    "TEXT".to_string()
                } else {
                    spec.values.join("|")
                },
                spec.default,
                spec.help
            )?;
        }
    }
    Ok(())
}

/// One game's facts as JSON, for the engine's `games` reply.
pub fn json(info: &GameInfo) -> Value {
    let options: Vec<Value> = info
        .options
        .iter()
        .map(|s| json!({"key": s.key, "values": s.values, "default": s.default, "help": s.help}))
        .collect();
    json!({
        "id": info.id,
        "name": info.name,
        "players": {"min": info.players.start(), "max": info.players.end()},
        "options": options,
    })
}
