//! `cathedra games`: what can be played, by how many, with which options.

use std::io::Write;

use cathedra_core::GameInfo;
use serde_json::{json, Value};

use crate::CliError;

/// Writes the games with their player counts and options: the names in one column, lines
/// broken between words at 80 columns.
pub fn list(games: &[GameInfo], out: impl Write) -> Result<(), CliError> {
    let mut out = crate::fit::Fit::new(out);
    let width = games.iter().map(|g| g.id.len()).max().unwrap_or(0);
    for info in games {
        writeln!(
            out,
            "{:<width$}  {}, {} to {} players",
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
    out.flush()?;
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
