//! The command line's arguments.

use std::path::PathBuf;

use cathedra_ai::{agent_names, AgentSpec};
use clap::builder::RangedU64ValueParser;
use clap::{Args, Parser, Subcommand};

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
    Games(GamesArgs),
    /// List the agents that can take a seat (bots and searches) by name, with what each is.
    Agents,
    /// Play a game in the terminal, against random bots or with friends at one keyboard.
    Play(PlayArgs),
    /// Play many games (random bots, or the agents of --agents); report speed, mean scores
    /// and win rates.
    Simulate(SimulateArgs),
    /// Play agents against each other with the seats rotated; report wins, scores, margins and
    /// ratings.
    Match(MatchArgs),
    /// Continue a saved game (as `play --resume FILE`).
    Resume(ResumeArgs),
    /// Check a saved game record, then print its log and final scores.
    Replay(ReplayArgs),
    /// What a game's cards, tiles and spaces do: the list of names, or one in full.
    Rules(RulesArgs),
    /// Play each game's fixed benchmark set; print its signature and speed.
    Bench(BenchArgs),
    /// Serve the engine protocol: one JSON request per line on stdin, one reply per line on
    /// stdout (see docs/protocol.md).
    Engine(EngineArgs),
    /// Serve the games in the browser and over HTTP/WebSocket (see docs/server.md).
    Serve(ServeArgs),
    /// Play many games against a server on this machine through its API; report latency,
    /// throughput and memory (see docs/performance.md).
    Loadtest(LoadtestArgs),
    /// Study whether a game is fair: seats' win rates, scores, first player, length and what
    /// winners do, over games between agents; writes a report with plots to a folder.
    Balance(cathedra_balance::cli::BalanceArgs),
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The SQLite database that holds every game (created if missing).
    #[arg(long, value_name = "FILE", default_value = "cathedra.sqlite")]
    pub db: PathBuf,
    /// The address to listen on.
    #[arg(long, value_name = "IP:PORT", default_value = "127.0.0.1:8080")]
    pub addr: std::net::SocketAddr,
    /// Sync every commit to the disk before acknowledging it, so acknowledged actions survive
    /// a power loss too (without it they survive a killed server; each commit then waits for
    /// the disk).
    #[arg(long)]
    pub fsync: bool,
}

#[derive(Debug, Args)]
pub struct LoadtestArgs {
    /// Concurrent games, each played by bot-like clients at every seat.
    #[arg(long, default_value_t = 1000, value_parser = RangedU64ValueParser::<usize>::new().range(1..=20_000))]
    pub games: usize,
    /// The game to play.
    #[arg(long, default_value = "castle-for-all-seasons")]
    pub game: String,
    /// Players per game.
    #[arg(long, default_value_t = 2)]
    pub players: usize,
    /// Stop after this many seconds of play.
    #[arg(long, default_value_t = 20, value_parser = RangedU64ValueParser::<u64>::new().range(1..=600))]
    pub seconds: u64,
    /// Each client's pause between seeing its turn and acting, in milliseconds (0: at once).
    #[arg(long, default_value_t = 0, value_parser = RangedU64ValueParser::<u64>::new().range(0..=60_000))]
    pub think_ms: u64,
    /// Start the server with `--fsync` (every commit synced to the disk).
    #[arg(long)]
    pub fsync: bool,
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
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Seat {
    /// A person at this terminal.
    Human,
    /// A bot: an agent of [`cathedra_ai::AGENT_NAMES`], or `r` and `bot` for `random`.
    Bot(AgentSpec),
}

impl Seat {
    pub const RANDOM: Seat = Seat::Bot(AgentSpec::Random);
}

/// A seat of --seats: `human` (or `h`) or an agent's name.
pub(crate) fn parse_seat(text: &str) -> Result<Seat, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "human" | "h" => Ok(Seat::Human),
        "r" | "bot" => Ok(Seat::RANDOM),
        name => AgentSpec::parse(name).map(Seat::Bot).map_err(|_| {
            format!(
                "'{text}' is neither human nor an agent ({})",
                known_agents()
            )
        }),
    }
}

/// An agent of --agents.
fn parse_agent(text: &str) -> Result<AgentSpec, String> {
    AgentSpec::parse(text).map_err(|_| format!("'{text}' is not an agent ({})", known_agents()))
}

/// The agents' names for a refusal, and where to read what each is.
fn known_agents() -> String {
    format!("{}; `cathedra agents` says what each is", agent_names())
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game's id (see `cathedra games`); not with --resume, whose file names it.
    #[arg(required_unless_present = "resume", conflicts_with = "resume")]
    pub game: Option<String>,
    /// Continue the game saved in FILE (as play saves it after every decision); --seats may
    /// give its seats to other players.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["players", "seed", "options"])]
    pub resume: Option<PathBuf>,
    /// Number of players (default: as many as --seats names, else 2 where the game allows).
    #[arg(long)]
    pub players: Option<usize>,
    /// Who sits where, in seat order: human, or an agent (random, greedy, easy, medium, hard, or
    /// a search of its own shape, ismcts:N…; `cathedra agents` lists every name and what it
    /// does), e.g. human,hard,medium,greedy (default: you in seat 1, random bots in the others).
    #[arg(long, value_delimiter = ',', value_name = "SEAT,...", value_parser = parse_seat)]
    pub seats: Vec<Seat>,
    /// Seed for chance and the bots, for a reproducible game (default: a secret key from the
    /// system's entropy).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Save the game to FILE after every decision, for `--resume` and `cathedra replay`
    /// (default: a new file in --save-dir when a person plays).
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// The folder of saved games when no --save names a file (default: $CATHEDRA_SAVE_DIR,
    /// else $XDG_DATA_HOME/cathedra/saves, else ~/.local/share/cathedra/saves).
    #[arg(long, value_name = "DIR")]
    pub save_dir: Option<PathBuf>,
    /// Overwrite the --save file if it exists.
    #[arg(long)]
    pub force: bool,
    /// Do not ask to confirm a choice that leaves something unused for good (finishing with
    /// conversions left); the `confirm` command turns asking on and off during play.
    #[arg(long)]
    pub no_confirm: bool,
    /// A game option (repeatable; see `cathedra games`).
    #[arg(long = "option", short = 'o', value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// The language of the texts: en or cs (default: the locale's, from LC_ALL, LC_MESSAGES
    /// or LANG, where cathedra has texts in it; else English).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
}

impl PlayArgs {
    /// `play --resume FILE` and nothing else.
    pub fn resume(file: PathBuf, lang: Option<String>) -> PlayArgs {
        PlayArgs {
            game: None,
            resume: Some(file),
            players: None,
            seats: Vec::new(),
            seed: None,
            save: None,
            save_dir: None,
            force: false,
            no_confirm: false,
            options: Vec::new(),
            lang,
        }
    }
}

#[derive(Debug, Args)]
pub struct GamesArgs {
    /// The language of the texts: en or cs (default: the locale's, from LC_ALL, LC_MESSAGES
    /// or LANG, where cathedra has texts in it; else English).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
}

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The game's id (see `cathedra games`).
    pub game: String,
    /// Number of players (default: as many as --agents names, else 2 where the game allows,
    /// as for play).
    #[arg(long)]
    pub players: Option<usize>,
    /// One agent per seat, in seat order (default: random bots): random, greedy, easy, medium,
    /// hard, or a search of its own shape, ismcts:N… (`cathedra agents` lists every name and what
    /// it does).
    #[arg(long, value_delimiter = ',', value_name = "AGENT,...", value_parser = parse_agent)]
    pub agents: Vec<AgentSpec>,
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
    /// The language of the table: en or cs (default: the locale's, from LC_ALL, LC_MESSAGES
    /// or LANG, where cathedra has texts in it; else English); --json is the same in all.
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
}

#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The game's id (see `cathedra games`).
    pub game: String,
    /// One agent per seat (2 or more): random, greedy, easy, medium, hard, or a search of its
    /// own shape, ismcts:N… (`cathedra agents` lists every name and what it does). The seats
    /// rotate from game to game, so every agent plays every seat equally often.
    #[arg(long, value_delimiter = ',', value_name = "AGENT,...", value_parser = parse_agent,
          num_args = 1.., required = true)]
    pub agents: Vec<AgentSpec>,
    /// Number of games (a multiple of the number of agents gives each every seat equally).
    #[arg(long, value_parser = RangedU64ValueParser::<u64>::new().range(1..))]
    pub games: u64,
    /// Threads (default: the available cores). The figures do not depend on it.
    #[arg(long, value_parser = RangedU64ValueParser::<usize>::new().range(1..))]
    pub jobs: Option<usize>,
    /// Seed of the match.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// A game option (repeatable; see `cathedra games`).
    #[arg(long = "option", short = 'o', value_name = "KEY=VALUE")]
    pub options: Vec<String>,
}

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// A saved game or a game record (JSON), as `cathedra play` or the engine's `record`
    /// writes it.
    pub file: PathBuf,
    /// Step through the game move by move (next, prev, go N, seat, play from there).
    #[arg(long)]
    pub step: bool,
    /// With --step: see the board and log as this seat (1, 2, ...) saw them (default: as a
    /// spectator).
    #[arg(long, requires = "step", value_parser = RangedU64ValueParser::<usize>::new().range(1..))]
    pub seat: Option<usize>,
    /// With --step: start after this many moves (default: 0, the start).
    #[arg(long, requires = "step", value_name = "N")]
    pub at: Option<usize>,
    /// The language of the texts: en or cs (default: the locale's, from LC_ALL, LC_MESSAGES
    /// or LANG, where cathedra has texts in it; else English).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
}

#[derive(Debug, Args)]
pub struct ResumeArgs {
    /// The saved game, as `cathedra play` writes it after every decision.
    pub file: PathBuf,
    /// Do not ask to confirm a choice that leaves something unused for good (as for play).
    #[arg(long)]
    pub no_confirm: bool,
    /// The language of the texts: en or cs (default: the locale's, from LC_ALL, LC_MESSAGES
    /// or LANG, where cathedra has texts in it; else English).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
}

#[derive(Debug, Args)]
pub struct RulesArgs {
    /// The game's id (see `cathedra games`).
    pub game: String,
    /// A card, tile or space (its name or the start of it); without one, the list of names.
    pub topic: Vec<String>,
    /// The language of the texts: en or cs (default: the locale's, from LC_ALL, LC_MESSAGES
    /// or LANG, where cathedra has texts in it; else English).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
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
    fn the_help_names_the_levels_and_where_every_agent_is_listed() {
        use clap::CommandFactory;
        let mut cli = Cli::command();
        for (command, arg) in [
            ("play", "seats"),
            ("simulate", "agents"),
            ("match", "agents"),
            ("balance", "agents"),
        ] {
            let sub = cli.find_subcommand_mut(command).unwrap();
            let help = sub
                .get_arguments()
                .find(|a| a.get_id() == arg)
                .and_then(|a| a.get_help())
                .unwrap()
                .to_string();
            let words: Vec<&str> = help
                .split(|c: char| c.is_whitespace() || ",;()".contains(c))
                .collect();
            for name in ["random", "greedy", "easy", "medium", "hard", "ismcts:N…"] {
                assert!(
                    words.contains(&name),
                    "{command} --{arg} lacks {name}: {help}"
                );
            }
            assert!(
                help.contains("`cathedra agents` lists every name"),
                "{command} --{arg}: {help}"
            );
        }
    }

    #[test]
    fn seats_and_repeated_options_parse() {
        let cli = Cli::try_parse_from([
            "cathedra",
            "play",
            "g",
            "--seats",
            "human,r,bot,hard,ismcts:50",
            "-o",
            "a=b",
            "--option",
            "c=d",
        ])
        .unwrap();
        let Command::Play(args) = cli.command else {
            panic!("not play: {cli:?}")
        };
        assert_eq!(
            args.seats,
            [
                Seat::Human,
                Seat::RANDOM,
                Seat::RANDOM,
                Seat::Bot(AgentSpec::parse("hard").unwrap()),
                Seat::Bot(AgentSpec::parse("ismcts:50").unwrap()),
            ]
        );
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
            &["cathedra", "play", "g", "--seed", "-3"],
            &[
                "cathedra",
                "match",
                "g",
                "--agents",
                "hard,alien",
                "--games",
                "2",
            ],
            &["cathedra", "match", "g", "--games", "2"],
            &[
                "cathedra", "simulate", "g", "--agents", "ismcts:0", "--games", "2",
            ],
        ] {
            assert!(Cli::try_parse_from(argv).is_err(), "{argv:?}");
        }
    }
}
