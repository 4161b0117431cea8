//! The `cathedra` command line: play in a terminal, simulate, match agents, replay, bench, and
//! the engine protocol. Every command takes the games it knows and its streams as parameters,
//! so the same code serves the binary and the tests.

pub mod agents;
pub mod args;
pub mod bench;
pub mod catalog;
pub mod engine;
mod error;
pub mod fit;
mod interrupt;
pub mod matches;
mod pick;
pub mod play;
pub mod registry;
pub mod replay;
mod report;
pub mod save;
pub mod simulate;
pub mod speech;
pub mod terms;
pub mod transcript;
pub mod usage;

use std::io::{BufRead, Write};

use cathedra_balance::progress::ProgressMode;
use cathedra_core::{DealerKey, Error, GameInfo, Options, Record, RECORD_FORMAT};

pub use args::{Cli, Command};
pub use error::CliError;

/// Runs one command of the command line.
pub fn run(
    games: &[GameInfo],
    cli: Cli,
    input: impl BufRead,
    output: impl Write,
) -> Result<(), CliError> {
    match cli.command {
        Command::Games(args) => catalog::list(games, args.lang.as_deref(), output),
        Command::Agents => agents::list(output),
        Command::Play(args) => play::run(games, &args, input, output),
        Command::Resume(args) => play::run(
            games,
            &args::PlayArgs {
                no_confirm: args.no_confirm,
                ..args::PlayArgs::resume(args.file, args.lang)
            },
            input,
            output,
        ),
        Command::Simulate(args) => simulate::run(games, &args, output, ProgressMode::for_stderr()),
        Command::Match(args) => matches::run(games, &args, output, ProgressMode::for_stderr()),
        Command::Replay(args) if args.step => replay::step(games, &args, input, output),
        Command::Replay(args) => replay::run(games, &args.file, args.lang.as_deref(), output),
        Command::Rules(args) => {
            terms::rules(games, &args.game, &args.topic, args.lang.as_deref(), output)
        }
        Command::Bench(args) => bench::run(games, args.game.as_deref(), &args.options, output),
        Command::Balance(args) => {
            cathedra_balance::cli::run(&args, output, ProgressMode::for_stderr())
                .map_err(|e| CliError::Usage(e.to_string()))
        }
        Command::Engine(args) => match &args.listen {
            None => engine::serve(games, input, output, args.max_line).map_err(CliError::from),
            #[cfg(unix)]
            Some(socket) => engine::serve_listening(games, socket, input, output, args.max_line)
                .map_err(|e| CliError::file("serve", socket, e)),
            #[cfg(not(unix))]
            Some(_) => Err(CliError::Usage(
                "--listen needs Unix sockets, which this system does not have".into(),
            )),
        },
        Command::Serve(args) => cathedra_server::run(cathedra_server::Config {
            db: args.db,
            addr: args.addr,
            durability: if args.fsync {
                cathedra_server::Durability::Disk
            } else {
                cathedra_server::Durability::Process
            },
        })
        .map_err(|e| CliError::Server(e.to_string())),
        Command::Loadtest(args) => {
            let config = cathedra_server::loadtest::Config {
                games: args.games,
                game: args.game,
                players: args.players,
                seconds: args.seconds,
                think_ms: args.think_ms,
                fsync: args.fsync,
                server: std::env::current_exe()?,
            };
            let report = cathedra_server::loadtest::run(&config)
                .map_err(|e| CliError::Server(e.to_string()))?;
            let mut output = output;
            writeln!(output, "{report}")?;
            Ok(())
        }
    }
}

/// The game with this id.
pub fn find<'a>(games: &'a [GameInfo], id: &str) -> Result<&'a GameInfo, Error> {
    games
        .iter()
        .find(|g| g.id == id)
        .ok_or_else(|| Error::UnknownGame(id.to_string()))
}

/// The dealer's key: from `seed` for a reproducible run, else 256 bits of the system's entropy
/// (then nobody, the program included, can predict or reproduce the deals).
pub fn dealer_key(seed: Option<u64>) -> Result<DealerKey, Error> {
    match seed {
        Some(seed) => Ok(DealerKey::from_seed(seed)),
        None => DealerKey::from_entropy()
            .map_err(|e| Error::System(format!("no entropy for the dealer's key: {e}"))),
    }
}

/// The record of a game about to start; `seed` only for a reproducible run.
fn empty_record(info: &GameInfo, players: usize, options: Options, seed: Option<u64>) -> Record {
    Record {
        format: RECORD_FORMAT,
        game: info.id.to_string(),
        rules: info.rules_version,
        players,
        options,
        seed,
        actions: Vec::new(),
        scores: None,
    }
}
