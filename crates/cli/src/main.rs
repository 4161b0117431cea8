use std::io;
use std::process::ExitCode;

use cathedra_cli::{registry, run, Cli, CliError};
use clap::Parser;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let games = registry::games();
    match run(&games, cli, io::stdin().lock(), io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stops early (`cathedra play ... | head`) is not a failure.
        Err(CliError::Io { source, .. }) if source.kind() == io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("cathedra: {e}");
            ExitCode::FAILURE
        }
    }
}
