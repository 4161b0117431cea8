//! `cathedra simulate`: many games on all cores, random or with agents; speed, mean scores and
//! win rates.

use std::io::Write;

use cathedra_ai::tournament::MatchConfig;
use cathedra_balance::progress::{Progress, ProgressMode};
use cathedra_core::{GameInfo, Options, SimConfig, SimReport};
use serde::Serialize;

use crate::args::SimulateArgs;
use crate::speech::Speech;
use crate::CliError;

/// Simulations of this many games or more show their progress (a match always does).
const PROGRESS_FROM: u64 = 10_000;

/// The `--json` output: the core's report and how it was made.
#[derive(Serialize)]
struct Output<'a> {
    #[serde(flatten)]
    report: &'a SimReport,
    seed: u64,
    jobs: usize,
    options: &'a Options,
}

/// Threads: as asked, else the available cores.
pub(crate) fn jobs(asked: Option<usize>) -> usize {
    asked.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    })
}

/// Simulates, its progress on stderr as `progress` says (from `PROGRESS_FROM` games). With
/// `--agents`, the agents play (each keeps its seat) and the report is a match's.
pub fn run(
    games: &[GameInfo],
    args: &SimulateArgs,
    mut out: impl Write,
    progress: ProgressMode,
) -> Result<(), CliError> {
    let info = crate::find(games, &args.game)?;
    let options = info.options(&args.options)?;
    let jobs = jobs(args.jobs);
    if !args.agents.is_empty() {
        if args.players.is_some_and(|n| n != args.agents.len()) {
            return Err(CliError::Usage(format!(
                "--players says {} but --agents names {} agents",
                args.players.unwrap_or(0),
                args.agents.len()
            )));
        }
        let cfg = MatchConfig {
            agents: args.agents.clone(),
            options,
            games: args.games,
            seed: args.seed,
            jobs,
            rotate: false,
        };
        return crate::matches::run_config(
            games, &args.game, &cfg, args.json, out, progress, "games",
        );
    }
    let players = args.players.unwrap_or_else(|| {
        let allowed = (info.players_allowed)(&options);
        2.max(*allowed.start()).min(*allowed.end())
    });
    let cfg = SimConfig {
        players,
        options,
        games: args.games,
        seed: args.seed,
        jobs,
    };
    let mode = if args.games >= PROGRESS_FROM {
        progress
    } else {
        ProgressMode::Off
    };
    let bar = Progress::new(mode, "games", args.games);
    let report = (info.simulate)(&cfg, &|n| bar.set_position(n));
    bar.finish();
    let report = report?;
    if args.json {
        let output = Output {
            report: &report,
            seed: cfg.seed,
            jobs,
            options: &cfg.options,
        };
        let line = serde_json::to_string(&output).map_err(std::io::Error::from)?;
        writeln!(out, "{line}")?;
        return Ok(());
    }
    let speech = Speech::new(args.lang.as_deref(), info.locales)?;
    let head = speech.with(
        "simulate-head",
        [
            ("game", speech.game_name(info).into()),
            ("players", report.players.into()),
            ("games", report.games.into()),
            // As text: a seed is an identifier, not a number to group in thousands.
            ("seed", cfg.seed.to_string().into()),
            ("jobs", jobs.into()),
        ],
    );
    writeln!(out, "{head}")?;
    let speed = speech.with(
        "simulate-speed",
        [
            ("seconds", format!("{:.3}", report.seconds).into()),
            ("per_game", format!("{:.0}", report.games_per_second).into()),
            (
                "per_decision",
                format!("{:.0}", report.decisions_per_second).into(),
            ),
            (
                "decisions",
                format!(
                    "{:.1}",
                    report.decisions as f64 / report.games.max(1) as f64
                )
                .into(),
            ),
        ],
    );
    writeln!(out, "{speed}")?;
    let names: Vec<String> = report
        .seats
        .iter()
        .map(|s| speech.seat_named(&s.name))
        .collect();
    let (player, mean, win_rate) = (
        speech.t("simulate-player"),
        speech.t("simulate-mean"),
        speech.t("simulate-win-rate"),
    );
    let width = names
        .iter()
        .chain([&player])
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(6)
        .max(6);
    writeln!(
        out,
        "{player:<width$}  {mean:>10}  {:>6}  {win_rate:>8}  {:>6}",
        "±", "±"
    )?;
    // One row per participant: the seats, then any opponent the rules run.
    for (s, name) in report.seats.iter().zip(&names) {
        writeln!(
            out,
            "{name:<width$}  {:>10.2}  {:>6.2}  {:>7.2}%  {:>5.2}%",
            s.mean_score,
            s.score_ci95,
            100.0 * s.win_rate,
            100.0 * s.win_ci95
        )?;
    }
    writeln!(out, "{}", speech.t("simulate-note"))?;
    Ok(())
}
