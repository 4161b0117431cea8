//! `cathedra bench`: each game's fixed benchmark set, with its behaviour signature and speed.

use std::io::Write;

use cathedra_core::GameInfo;

use crate::CliError;

/// Benchmarks every game, or only the one named.
pub fn run(
    games: &[GameInfo],
    only: Option<&str>,
    options: &[String],
    mut out: impl Write,
) -> Result<(), CliError> {
    let chosen: Vec<&GameInfo> = match only {
        Some(id) => vec![crate::find(games, id)?],
        None => games.iter().collect(),
    };
    writeln!(
        out,
        "{:<24} {:>6} {:>10}  {:<16} {:>9} {:>12}",
        "game", "games", "decisions", "signature", "seconds", "decisions/s"
    )?;
    for info in chosen {
        let r = if options.is_empty() {
            (info.bench)(None)?
        } else {
            (info.bench)(Some(&info.options(options)?))?
        };
        let rate = if r.seconds > 0.0 {
            r.decisions as f64 / r.seconds
        } else {
            0.0
        };
        writeln!(
            out,
            "{:<24} {:>6} {:>10}  {:<16} {:>9.4} {:>12.0}",
            r.game, r.games, r.decisions, r.signature, r.seconds, rate
        )?;
    }
    Ok(())
}
