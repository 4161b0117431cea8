//! The `cathedra` command line: play in a terminal, simulate, replay, bench, and the engine
//! protocol. Every command takes the games it knows and its streams as parameters, so the same
//! code serves the binary and the tests.

pub mod args;
pub mod bench;
pub mod catalog;
pub mod engine;
mod error;
mod pick;
pub mod play;
pub mod registry;
pub mod replay;
mod report;
pub mod simulate;
pub mod transcript;

use std::io::{BufRead, IsTerminal, Write};
use std::time::{SystemTime, UNIX_EPOCH};

use cathedra_core::{Error, GameInfo, Options, Record};

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
        Command::Games => catalog::list(games, output),
        Command::Play(args) => play::run(games, &args, input, output),
        Command::Simulate(args) => {
            simulate::run(games, &args, output, std::io::stderr().is_terminal())
        }
        Command::Replay(args) => replay::run(games, &args.file, output),
        Command::Bench(args) => bench::run(games, args.game.as_deref(), &args.options, output),
        Command::Engine => engine::serve(games, input, output).map_err(CliError::from),
    }
}

/// The game with this id.
pub fn find<'a>(games: &'a [GameInfo], id: &str) -> Result<&'a GameInfo, Error> {
    games
        .iter()
        .find(|g| g.id == id)
        .ok_or_else(|| Error::UnknownGame(id.to_string()))
}

/// The record of a game about to start, its chance dealt by a dealer seeded with `seed`.
fn empty_record(info: &GameInfo, players: usize, options: Options, seed: u64) -> Record {
    Record {
        game: info.id.to_string(),
        players,
        options,
        seed: Some(seed),
        actions: Vec::new(),
        scores: None,
    }
}

/// A seed from the clock, for games the user did not seed (it is always printed or recorded).
pub fn clock_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    // Keep the low bits, which change fastest; a seed only has to differ between runs.
    nanos as u64
}
