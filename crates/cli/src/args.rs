//! The command line's arguments.

use std::path::PathBuf;

use clap::builder::RangedU64ValueParser;
use clap::{Args, Parser, Subcommand, ValueEnum};

#[derive(Debug, Parser)]
#[command(
    name = "cathedra",
    version,
    about = "Play, simulate, replay and drive cathedra's board games"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the games with their player counts and options.
    Games,
    /// Play a game in the terminal, against random bots or with friends at one keyboard.
    Play(PlayArgs),
    /// Play many random games; report speed, mean scores and win rates.
    Simulate(SimulateArgs),
    /// Check a saved game record, then print its log and final scores.
    Replay(ReplayArgs),
    /// Play each game's fixed benchmark set; print its signature and speed.
    Bench(BenchArgs),
    /// Serve the engine protocol: one JSON request per line on stdin, one reply per line on
    /// stdout (see docs/protocol.md).
    Engine(EngineArgs),
    /// Study whether a game is fair: seats' win rates, scores, first player, length and what
    /// winners do, over games between agents; writes a report with plots to a folder.
    Balance(cathedra_balance::cli::BalanceArgs),
}

#[derive(Debug, Args)]
pub struct EngineArgs {
    /// The longest request line taken, in bytes; a longer one is refused unread.
    #[arg(long, value_name = "BYTES", default_value_t = crate::engine::MAX_LINE,
          value_parser = RangedU64ValueParser::<usize>::new().range(2..))]
    pub max_line: usize,
    /// Also serve connections to the same game on a Unix socket at PATH (a referee on stdin,
    /// each seat's program on its own connection, bound with "seat").
    #[arg(long, value_name = "PATH")]
    pub listen: Option<PathBuf>,
}

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Seat {
    /// A person at this terminal.
    #[value(alias = "h")]
    Human,
    /// A bot choosing uniformly among the legal actions.
    #[value(alias = "r", alias = "bot")]
    Random,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game's id (see `cathedra games`).
    pub game: String,
    /// Number of players (default: as many as --seats names, else 2 where the game allows).
    #[arg(long)]
    pub players: Option<usize>,
    /// Who sits where, in seat order, e.g. human,random,random (default: you in seat 1,
    /// random bots in the others).
    #[arg(long, value_delimiter = ',', value_name = "SEAT,...")]
    pub seats: Vec<Seat>,
    /// Seed for chance and the bots, for a reproducible game (default: a secret key from the
    /// system's entropy).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Write the game record (JSON) to FILE, for `cathedra replay`.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// A game option (repeatable; see `cathedra games`).
    #[arg(long = "option", short = 'o', value_name = "KEY=VALUE")]
    pub options: Vec<String>,
}

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The game's id (see `cathedra games`).
    pub game: String,
    /// Number of players.
    #[arg(long)]
    pub players: usize,
    /// Number of games to play.
    #[arg(long, value_parser = RangedU64ValueParser::<u64>::new().range(1..))]
    pub games: u64,
    /// Seed of the run; game i uses stream i, so the figures do not depend on --jobs.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Threads (default: the available cores).
    #[arg(long, value_parser = RangedU64ValueParser::<usize>::new().range(1..))]
    pub jobs: Option<usize>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// A game option (repeatable; see `cathedra games`).
    #[arg(long = "option", short = 'o', value_name = "KEY=VALUE")]
    pub options: Vec<String>,
}

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// A game record (JSON), as `cathedra play --save` or the engine's `record` writes it.
    pub file: PathBuf,
}

#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Only this game (default: every game).
    pub game: Option<String>,
    /// Bench only this option set of the named game (repeatable; default: every option set).
    #[arg(
        long = "option",
        short = 'o',
        value_name = "KEY=VALUE",
        requires = "game"
    )]
    pub options: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arguments_are_consistent() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }

    #[test]
    fn seats_and_repeated_options_parse() {
        let cli = Cli::try_parse_from([
            "cathedra",
            "play",
            "g",
            "--seats",
            "human,r,bot",
            "-o",
            "a=b",
            "--option",
            "c=d",
        ])
        .unwrap();
        let Command::Play(args) = cli.command else {
            panic!("not play: {cli:?}")
        };
        assert_eq!(args.seats, [Seat::Human, Seat::Random, Seat::Random]);
        assert_eq!(args.options, ["a=b", "c=d"]);
    }

    #[test]
    fn nonsense_is_refused_by_the_parser() {
        for argv in [
            &["cathedra", "play", "g", "--seats", "human,alien"][..],
            &[
                "cathedra",
                "simulate",
                "g",
                "--players",
                "2",
                "--games",
                "0",
            ],
            &[
                "cathedra",
                "simulate",
                "g",
                "--players",
                "2",
                "--games",
                "5",
                "--jobs",
                "0",
            ],
            &["cathedra", "simulate", "g", "--games", "5"],
            &["cathedra", "play", "g", "--seed", "-3"],
        ] {
            assert!(Cli::try_parse_from(argv).is_err(), "{argv:?}");
        }
    }
}
