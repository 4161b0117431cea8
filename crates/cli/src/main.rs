use std::io;
use std::process::ExitCode;

use cathedra_cli::{registry, run, usage, Cli, CliError};
use clap::Parser;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(e) => match usage::refusal(&e, usage::language_of(&args).as_deref()) {
            Some(text) => {
                eprintln!("cathedra: {text}");
                return ExitCode::from(2);
            }
            None => e.exit(),
        },
    };
    let games = registry::games();
    match run(&games, cli, io::stdin().lock(), io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stops early (`cathedra play ... | head`) is not a failure.
        Err(e)
            if matches!(e.inner(), CliError::Io { source, .. }
                if source.kind() == io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("cathedra: {e}");
            ExitCode::FAILURE
        }
    }
}
