//! `cathedra bench`: each game's fixed benchmark set, with its behaviour signature and speed,
//! and whether the behaviour is unchanged against the signature pinned for this version.

use std::io::Write;

use cathedra_core::{Evaluate, Game, GameInfo};
use cathedra_games::Visitor;

use crate::CliError;

/// The decision count and signature game `id` pins for its benchmark set (the default options
/// and each single option changed): [`cathedra_core::Game::BENCH_PIN`], which the game's own
/// `bench_signature` test checks too. None for an unknown game or one with no pin.
pub fn pinned(id: &str) -> Option<(u64, &'static str)> {
    struct Pin;
    impl Visitor for Pin {
        type Output = Option<(u64, &'static str)>;
        fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
            G::BENCH_PIN
        }
    }
    cathedra_games::visit(id, &mut Pin).flatten()
}

/// The benchmark against the pin: "unchanged", "changed" (with the pinned figures), or why
/// there is nothing to compare with.
pub fn against_pin(game: &str, options_given: bool, decisions: u64, signature: &str) -> String {
    if options_given {
        return "no pin for these options".into();
    }
    match pinned(game) {
        Some((d, sig)) if d == decisions && sig == signature => "unchanged".into(),
        Some((d, sig)) => format!("changed (pinned: {d} decisions, {sig})"),
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
