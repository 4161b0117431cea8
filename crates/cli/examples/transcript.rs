//! Prints a real engine conversation for docs/protocol.md:
//! `cargo run -p cathedra-cli --example transcript -- <game> [players] [seed] [keep]`
//! (`keep`: show only the first and last that many decisions).

use std::process::ExitCode;

use cathedra_cli::{registry, transcript};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u64| -> Result<u64, String> {
        args.get(i).map_or(Ok(default), |a| {
            a.parse().map_err(|_| format!("'{a}' is not a number"))
        })
    };
    let (Some(game), Ok(players), Ok(seed), Ok(keep)) =
        (args.first(), number(1, 2), number(2, 1), number(3, 0))
    else {
        eprintln!("usage: transcript <game> [players] [seed] [keep]");
        return ExitCode::FAILURE;
    };
    let keep = (keep > 0).then_some(keep as usize);
    match transcript::generate(&registry::games(), game, players as usize, seed, keep) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("transcript: {e}");
            ExitCode::FAILURE
        }
    }
}
