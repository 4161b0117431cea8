//! `cathedra match`: agents against each other with the seats rotated.

use std::io::Write;

use cathedra_ai::tournament::{MatchConfig, MatchReport};
use cathedra_balance::progress::{Progress, ProgressMode};
use cathedra_core::{GameInfo, Options};
use serde::Serialize;

use crate::args::MatchArgs;
use crate::CliError;

/// The `--json` output: the report and how it was made.
#[derive(Serialize)]
struct Output<'a> {
    #[serde(flatten)]
    report: &'a MatchReport,
    jobs: usize,
    options: &'a Options,
}

/// Runs a match, its progress on stderr as `progress` says.
pub fn run(
    games: &[GameInfo],
    args: &MatchArgs,
    out: impl Write,
    progress: ProgressMode,
) -> Result<(), CliError> {
    if args.agents.len() < 2 {
        return Err(CliError::Usage(
            "a match needs at least two agents, one per seat".into(),
        ));
    }
    let cfg = MatchConfig {
        agents: args.agents.clone(),
        options: crate::find(games, &args.game)?.options(&args.options)?,
        games: args.games,
        seed: args.seed,
        jobs: crate::simulate::jobs(args.jobs),
        rotate: true,
    };
    run_config(
        games,
        &args.game,
        &cfg,
        args.json,
        out,
        progress,
        "games of the match",
    )
}

/// Plays `cfg` and prints its report: a table, or one JSON object. Its progress goes to stderr
/// as `progress` says, counting `what`.
pub fn run_config(
    games: &[GameInfo],
    game: &str,
    cfg: &MatchConfig,
    json: bool,
    mut out: impl Write,
    progress: ProgressMode,
    what: &str,
) -> Result<(), CliError> {
    let info = crate::find(games, game)?;
    (info.new)(cfg.agents.len(), &cfg.options)?;
    let bar = Progress::new(progress, what, cfg.games);
    let report = crate::agents::play_match(info.id, cfg, &|n| bar.set_position(n));
    bar.finish();
    let report = report?;
    if json {
        let output = Output {
            report: &report,
            jobs: cfg.jobs,
            options: &cfg.options,
        };
        let line = serde_json::to_string(&output).map_err(std::io::Error::from)?;
        writeln!(out, "{line}")?;
        return Ok(());
    }
    let seating = if cfg.rotate {
        "seats rotated"
    } else {
        "one agent per seat, in seat order"
    };
    writeln!(
        out,
        "{}, {} players, {} games, seed {}, {} jobs, {seating}: {:.1} s",
        info.name, report.players, report.games, report.seed, cfg.jobs, report.seconds
    )?;
    let width = report
        .entries
        .iter()
        .map(|e| e.name.chars().count())
        .max()
        .unwrap_or(5)
        .max(5);
    writeln!(
        out,
        "{:<width$}  {:>8} {:>13}  {:>8} {:>6}  {:>8} {:>6}  {:>6}  {:>9}",
        "agent", "win rate", "95% interval", "score", "±", "margin", "±", "rating", "ms a move"
    )?;
    for (e, secs) in report.entries.iter().zip(&report.seconds_per_move) {
        let interval = format!("{:.1}-{:.1}%", 100.0 * e.win_low, 100.0 * e.win_high);
        writeln!(
            out,
            "{:<width$}  {:>7.1}% {:>13}  {:>8.2} {:>6.2}  {:>+8.2} {:>6.2}  {:>+6.0}  {:>9.2}",
            e.name,
            100.0 * e.win_rate,
            interval,
            e.mean_score,
            e.score_ci95,
            e.mean_margin,
            e.margin_ci95,
            e.rating,
            1000.0 * secs
        )?;
    }
    writeln!(
        out,
        "(a tie for first is shared; the win rate's interval is Wilson's; ± is the half-width of \
         the 95% interval; the margin is the score less the best other score; the rating is \
         Bradley-Terry on the Elo scale from the placings)"
    )?;
    Ok(())
}
