//! `cathedra replay`: checks a game record and prints its log and final scores, or steps
//! through it move by move (`--step`) and continues it from any move as a new game.

use std::io::{BufRead, Write};
use std::path::Path;

use cathedra_core::{AnyGame, Entry, GameInfo, Log, Observer, Record, Seat, ToMove};

use crate::args::{PlayArgs, ReplayArgs};
use crate::fit::Fit;
use crate::save::{Loaded, Save};
use crate::speech::Speech;
use crate::{report, CliError};

/// Replays the record in `file` (a record, or a game `play` saved); any illegal or malformed action is an error naming its index.
pub fn run(games: &[GameInfo], file: &Path, mut out: impl Write) -> Result<(), CliError> {
    let loaded = crate::save::read(file)?;
    let record = loaded.record();
    let info = crate::find(games, &record.game)?;
    let mut log = Log::recording();
    let game = (info.replay)(record, &mut log)?;
    let options: Vec<String> = record
        .options
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    let seed = record.seed.map_or(String::new(), |s| format!(", seed {s}"));
    writeln!(
        out,
        "{} (rules version {}), {} players{seed}, options: {}; {} actions, all legal.",
        info.name,
        record.rules,
        record.players,
        if options.is_empty() {
            "none".to_string()
        } else {
            options.join(" ")
        },
        record.actions.len()
    )?;
    writeln!(out, "Log:")?;
    for entry in log.entries() {
        report::entry(&mut out, &Speech::english(), &*game, entry)?;
    }
    if game.to_move() == ToMove::Over {
        writeln!(out, "Game over.\nFinal scores:")?;
    } else {
        writeln!(
            out,
            "The record stops before the end of the game.\nScores so far:"
        )?;
    }
    report::scores(&mut out, &Speech::english(), &*game)?;
    Ok(())
}

const STEP_HELP: &str = "Commands:
  next [N]     N moves on (Enter: one)
  prev [N]     N moves back
  go N         to the position after move N (go 0: the start)
  seat N|all   see as seat N saw the game, or everything
  play         continue from this position as a new game, you in seat 1
  quit         stop";

/// `cathedra replay FILE --step`: the game move by move, as a seat or a spectator saw it.
pub fn step(
    games: &[GameInfo],
    args: &ReplayArgs,
    mut input: impl BufRead,
    out: impl Write,
) -> Result<(), CliError> {
    let loaded = crate::save::read(&args.file)?;
    let record = loaded.record().clone();
    let info = crate::find(games, &record.game)?;
    // Every action is checked before the first is shown.
    (info.replay)(&record, &mut Log::silent())?;
    let mut out = Fit::new(out);
    let last = record.actions.len();
    let mut observer = match args.seat {
        None => Observer::Spectator,
        Some(n) if n <= record.players => Observer::Seat(Seat((n - 1) as u8)),
        Some(n) => {
            return Err(CliError::Usage(format!(
                "--seat {n}: the game has {} seats",
                record.players
            )))
        }
    };
    let mut at = args.at.unwrap_or(0).min(last);
    loop {
        let (game, entries) = position(info, &record, at)?;
        let seen = match observer {
            Observer::Seat(s) => format!("as {} saw it", game.seat_name(s)),
            _ => "everything".to_string(),
        };
        writeln!(out, "\n=== After move {at} of {last} ({seen}) ===")?;
        for entry in entries.iter().filter(|e| e.audience.admits(observer)) {
            report::entry(&mut out, &Speech::english(), &*game, entry)?;
        }
        writeln!(out, "{}", game.render(observer).trim_end())?;
        loop {
            write!(
                out,
                "Move {at} of {last} (next, prev, go N, seat N, play, help, quit): "
            )?;
            out.flush()?;
            let mut line = String::new();
            if input.read_line(&mut line)? == 0 {
                writeln!(out)?;
                return Ok(());
            }
            let line = line.trim().to_lowercase();
            let (word, rest) = line.split_once(' ').unwrap_or((&line, ""));
            let count = || rest.trim().parse::<usize>().ok();
            let to = match word {
                "" | "next" | "n" => Some((at + count().unwrap_or(1)).min(last)),
                "prev" | "p" => Some(at.saturating_sub(count().unwrap_or(1))),
                "go" | "g" => match count() {
                    Some(n) if n <= last => Some(n),
                    _ => {
                        writeln!(out, "Type go and a move from 0 to {last}.")?;
                        None
                    }
                },
                "seat" | "s" => {
                    match rest.trim() {
                        "all" | "spectator" => observer = Observer::Spectator,
                        n => match n.parse::<usize>() {
                            Ok(n) if (1..=record.players).contains(&n) => {
                                observer = Observer::Seat(Seat((n - 1) as u8));
                            }
                            _ => {
                                writeln!(
                                    out,
                                    "Type seat and a number from 1 to {}, or seat all.",
                                    record.players
                                )?;
                                continue;
                            }
                        },
                    }
                    Some(at)
                }
                "play" => {
                    out.flush()?;
                    return play_from(games, &loaded, at, input, out);
                }
                "help" | "h" | "?" => {
                    writeln!(out, "{STEP_HELP}")?;
                    None
                }
                "quit" | "q" | "exit" => return Ok(()),
                _ => {
                    writeln!(
                        out,
                        "'{}' is not a command: type help.",
                        crate::engine::clip(&line)
                    )?;
                    None
                }
            };
            if let Some(to) = to {
                at = to;
                break;
            }
        }
    }
}

/// The game after the first `at` moves of `record`, and what the last of them logged.
fn position(
    info: &GameInfo,
    record: &Record,
    at: usize,
) -> Result<(Box<dyn AnyGame>, Vec<Entry>), CliError> {
    let mut game = (info.new)(record.players, &record.options)?;
    let mut entries = Vec::new();
    for (i, step) in record.actions[..at].iter().enumerate() {
        let mut log = if i + 1 == at {
            Log::recording()
        } else {
            Log::silent()
        };
        game.apply_json(step.by, &step.action, &mut log)?;
        entries = log.take();
    }
    Ok((game, entries))
}

/// Continues the game of `loaded` after its first `at` moves as a new game: a new save in the
/// save folder, dealt from a new secret key, the seats as they were saved when a person played
/// (else a person in seat 1 and random bots).
fn play_from(
    games: &[GameInfo],
    loaded: &Loaded,
    at: usize,
    input: impl BufRead,
    mut out: impl Write,
) -> Result<(), CliError> {
    let mut record = loaded.record().clone();
    record.actions.truncate(at);
    record.scores = None;
    record.seed = None;
    let saved = match loaded {
        Loaded::Save(save) => Some(save.players().map_err(CliError::Usage)?),
        Loaded::Record(_) => None,
    };
    let players = match saved {
        Some(players) if players.contains(&crate::args::Seat::Human) => players,
        _ => crate::play::default_players(record.players),
    };
    let key = crate::dealer_key(None)?;
    let path = crate::save::new_file(&crate::save::folder(None)?, &record.game);
    let json = serde_json::to_string_pretty(&Save::new(&record, &players, &key))
        .map_err(|e| CliError::file(format!("cannot write {}", path.display()), e.into()))?;
    crate::save::write_atomically(&path, &(json + "\n"))?;
    writeln!(
        out,
        "A new game from move {at}, saved to {}.",
        path.display()
    )?;
    crate::play::run(games, &PlayArgs::resume(path, None), input, out)
}
