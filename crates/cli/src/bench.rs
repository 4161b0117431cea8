//! `cathedra bench`: each game's fixed benchmark set, with its behaviour signature and speed,
//! and whether the behaviour is unchanged against the signature pinned for this version.

use std::io::Write;

use cathedra_core::GameInfo;

use crate::CliError;

/// Each game's pinned decision count and signature of its whole benchmark set (the default
/// options and each single option changed), as its crate's `bench_signature` test pins them;
/// the test `bench_pins_are_the_game_crates_pins` keeps the two alike.
pub const PINNED: [(&str, u64, &str); 4] = [
    ("pillars-of-the-earth", 7072, "3539ebeaeed3f690"),
    ("castle-for-all-seasons", 6923, "34927c3bf0f89cb6"),
    ("red-cathedral", 104735, "7daa903e32de1363"),
    ("architects-of-the-west-kingdom", 214950, "16d58633ad3a1374"),
];

/// The benchmark against the pin: "unchanged", "changed" (with the pinned figures), or why
/// there is nothing to compare with.
pub fn against_pin(game: &str, options_given: bool, decisions: u64, signature: &str) -> String {
    if options_given {
        return "no pin for these options".into();
    }
    match PINNED.iter().find(|(id, ..)| *id == game) {
        Some((_, d, sig)) if *d == decisions && *sig == signature => "unchanged".into(),
        Some((_, d, sig)) => format!("changed (pinned: {d} decisions, {sig})"),
        None => "no pin".into(),
    }
}

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
        "{:<30} {:>5} {:>9}  {:<16} {:>8} {:>11}  behaviour",
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
        let pin = against_pin(&r.game, !options.is_empty(), r.decisions, &r.signature);
        writeln!(
            out,
            "{:<30} {:>5} {:>9}  {:<16} {:>8.3} {:>11.0}  {pin}",
            r.game, r.games, r.decisions, r.signature, r.seconds, rate
        )?;
    }
    Ok(())
}
