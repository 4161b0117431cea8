//! `cathedra balance`: the command line's arguments and its run, kept here so the command
//! line only names them.

use std::path::PathBuf;
use std::time::Instant;

use cathedra_ai::AgentSpec;
use clap::builder::RangedU64ValueParser;

use crate::progress::{Progress, ProgressMode};
use crate::{BalanceError, Config, Vary};

/// Which seats win, by how much, how long games last and what winners do, over many games
/// between agents; a Markdown report, SVG plots, CSV and JSON in a folder.
#[derive(Debug, clap::Args)]
pub struct BalanceArgs {
    /// The game's id (see `cathedra games`).
    pub game: String,
    /// Number of players (default: as many as --agents names, else 2 where the game allows).
    #[arg(long)]
    pub players: Option<usize>,
    /// The agents: one for every seat, or one per seat (random, greedy, easy, medium, hard, or a
    /// search of its own shape, ismcts:N…; `cathedra agents` lists every name and what it does).
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "AGENT,...",
        default_value = "greedy"
    )]
    pub agents: Vec<String>,
    /// Games per study (per value of --vary).
    #[arg(long, default_value_t = 1000, value_parser = RangedU64ValueParser::<u64>::new().range(1..))]
    pub games: u64,
    /// Run the study once per value of this game option, e.g. winter=false,true.
    #[arg(long, value_name = "OPTION=V1,V2,...")]
    pub vary: Option<String>,
    /// Seed of the study: the same seed gives the same figures whatever --jobs.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Threads (default: the available cores).
    #[arg(long, value_parser = RangedU64ValueParser::<usize>::new().range(1..))]
    pub jobs: Option<usize>,
    /// A game option held fixed (repeatable; see `cathedra games`).
    #[arg(long = "option", short = 'o', value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// The folder to write the report into.
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
}

/// Runs the study and writes its report, its progress on stderr as `progress` says. Prints
/// where the report is to `out`.
pub fn run(
    args: &BalanceArgs,
    mut out: impl std::io::Write,
    progress: ProgressMode,
) -> Result<(), BalanceError> {
    let agents = args
        .agents
        .iter()
        .map(|a| AgentSpec::parse(a))
        .collect::<Result<Vec<_>, _>>()?;
    let jobs = args.jobs.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let cfg = Config {
        game: args.game.clone(),
        players: args.players,
        agents,
        games: args.games,
        seed: args.seed,
        jobs,
        options: args.options.clone(),
        vary: args.vary.as_deref().map(Vary::parse).transpose()?,
    };
    let bar = Progress::new(progress, "games of the study", 0);
    let start = Instant::now();
    let balance = crate::run(&cfg, &|total| bar.set_length(total), &|| bar.inc());
    bar.finish();
    let balance = balance?;
    let seconds = start.elapsed().as_secs_f64();
    let command = cfg.command(&args.out.display().to_string());
    let files = crate::write(&balance, &command, seconds, jobs, &args.out)?;
    let io = |source| BalanceError::Io {
        what: "cannot print".into(),
        source,
    };
    writeln!(
        out,
        "{} files written to {} in {seconds:.1} s; the report is {}",
        files.len(),
        args.out.display(),
        args.out.join("report.md").display()
    )
    .map_err(io)?;
    let unfinished: usize = balance.studies.iter().map(|s| s.unfinished.len()).sum();
    if unfinished > 0 {
        writeln!(
            out,
            "{unfinished} games did not end within {} decisions and are left out of the \
             figures (the report lists them)",
            crate::grouped(crate::MAX_DECISIONS)
        )
        .map_err(io)?;
    }
    Ok(())
}
