//! `cathedra games`: what can be played, by how many, with which options.

use std::io::Write;

use cathedra_core::GameInfo;
use serde_json::{json, Value};

use crate::speech::Speech;
use crate::CliError;

/// Writes the games with their player counts and options in language `lang` (see
/// [`Speech::new`]): the names in one column, lines broken between words at 80 columns. An
/// option's help is the game's `option-<key>` message, else its own English text.
pub fn list(games: &[GameInfo], lang: Option<&str>, out: impl Write) -> Result<(), CliError> {
    let mut out = crate::fit::Fit::new(out);
    let width = games.iter().map(|g| g.id.len()).max().unwrap_or(0);
    for info in games {
        let speech = Speech::new(lang, info.locales)?;
        let line = speech.with(
            "games-line",
            [
                ("game", speech.game_name(info).into()),
                ("min", (*info.players.start()).into()),
                ("max", (*info.players.end()).into()),
            ],
        );
        writeln!(out, "{:<width$}  {line}", info.id)?;
        for spec in info.options {
            let values = if spec.is_free() {
                speech.t("games-free-value")
            } else {
                spec.values.join("|")
            };
            let help = speech
                .texts()
                .message(&format!("option-{}", spec.key), None)
                .unwrap_or_else(|| spec.help.to_string());
            let text = speech.with(
                "games-option",
                [
                    ("key", spec.key.into()),
                    ("values", values.into()),
                    ("default", spec.default.into()),
                    ("help", help.into()),
                ],
            );
            writeln!(out, "{text}")?;
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
