//! `cathedra replay`: checks a game record and prints its log and final scores.

use std::fs;
use std::io::Write;
use std::path::Path;

use cathedra_core::{GameInfo, Log, Record, ToMove};

use crate::{report, CliError};

/// Replays the record in `file`; any illegal or malformed action is an error naming its index.
pub fn run(games: &[GameInfo], file: &Path, mut out: impl Write) -> Result<(), CliError> {
    let text = fs::read_to_string(file)
        .map_err(|e| CliError::file(format!("cannot read {}", file.display()), e))?;
    let record: Record = serde_json::from_str(&text).map_err(|e| CliError::NotARecord {
        file: file.display().to_string(),
        message: e.to_string(),
    })?;
    let info = crate::find(games, &record.game)?;
    let mut log = Log::recording();
    let game = (info.replay)(&record, &mut log)?;
    let options: Vec<String> = record
        .options
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    let seed = record.seed.map_or(String::new(), |s| format!(", seed {s}"));
    writeln!(
        out,
        "{} (rules version {}), {} players{seed}, options: {}; {} actions, all legal.",
        info.name,
        record.rules,
        record.players,
        if options.is_empty() {
            "none".to_string()
        } else {
            options.join(" ")
        },
        record.actions.len()
    )?;
    writeln!(out, "Log:")?;
    for entry in log.entries() {
        report::entry(&mut out, &*game, entry)?;
    }
    if game.to_move() == ToMove::Over {
        writeln!(out, "Game over.\nFinal scores:")?;
    } else {
        writeln!(
            out,
            "The record stops before the end of the game.\nScores so far:"
        )?;
    }
    report::scores(&mut out, &*game)?;
    Ok(())
}
