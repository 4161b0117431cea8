//! `cathedra replay`: checks a game record and prints its log and final scores, or steps
//! through it move by move (`--step`) and continues it from any move as a new game.

use std::io::{BufRead, Write};
use std::path::Path;

use cathedra_core::{AnyGame, Entry, Event, GameInfo, Log, Observer, Record, Seat, ToMove};

use crate::args::{PlayArgs, ReplayArgs};
use crate::fit::Fit;
use crate::save::{Loaded, Save};
use crate::speech::Speech;
use crate::{report, CliError};

/// Replays the record in `file` (a record, or a game `play` saved) in language `lang` (see
/// [`Speech::new`]); any illegal or malformed action is an error naming its index.
pub fn run(
    games: &[GameInfo],
    file: &Path,
    lang: Option<&str>,
    out: impl Write,
) -> Result<(), CliError> {
    let speech = errors_speech(games, file, lang)?;
    show(games, file, lang, out).map_err(|e| e.in_language(&speech))
}

/// The speech for the errors of a command on `file`: the language's, with the words of the
/// file's game when the file names one.
fn errors_speech(games: &[GameInfo], file: &Path, lang: Option<&str>) -> Result<Speech, CliError> {
    let game = crate::save::read(file)
        .ok()
        .and_then(|loaded| crate::find(games, &loaded.record().game).ok());
    Speech::for_errors(lang, game)
}

fn show(
    games: &[GameInfo],
    file: &Path,
    lang: Option<&str>,
    mut out: impl Write,
) -> Result<(), CliError> {
    let loaded = crate::save::read(file)?;
    let record = loaded.record();
    let info = crate::find(games, &record.game)?;
    let speech = Speech::new(lang, info.locales)?;
    let mut log = Log::recording();
    let game = (info.replay)(record, &mut log)?;
    let options: Vec<String> = record
        .options
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    let seed = record.seed.map_or(String::new(), |s| {
        speech.with("replay-seed", [("seed", s.to_string().into())])
    });
    let options = if options.is_empty() {
        speech.t("replay-no-options")
    } else {
        options.join(" ")
    };
    let head = speech.with(
        "replay-head",
        [
            ("game", speech.game_name(info).into()),
            ("rules", record.rules.to_string().into()),
            ("players", record.players.into()),
            ("seed", seed.into()),
            ("options", options.into()),
            ("actions", record.actions.len().into()),
        ],
    );
    writeln!(out, "{head}")?;
    writeln!(out, "{}", speech.t("log"))?;
    for entry in log.entries() {
        report::entry(&mut out, &speech, &*game, entry)?;
    }
    if game.to_move() == ToMove::Over {
        writeln!(
            out,
            "{}\n{}",
            speech.t("replay-over"),
            speech.t("final-scores")
        )?;
    } else {
        writeln!(
            out,
            "{}\n{}",
            speech.t("replay-stops"),
            speech.t("replay-scores-so-far")
        )?;
    }
    report::scores(&mut out, &speech, &*game)?;
    Ok(())
}

/// `cathedra replay FILE --step`: the game move by move, as a seat or a spectator saw it.
pub fn step(
    games: &[GameInfo],
    args: &ReplayArgs,
    input: impl BufRead,
    out: impl Write,
) -> Result<(), CliError> {
    let speech = errors_speech(games, &args.file, args.lang.as_deref())?;
    stepping(games, args, input, out).map_err(|e| e.in_language(&speech))
}

fn stepping(
    games: &[GameInfo],
    args: &ReplayArgs,
    mut input: impl BufRead,
    out: impl Write,
) -> Result<(), CliError> {
    let loaded = crate::save::read(&args.file)?;
    let record = loaded.record().clone();
    let info = crate::find(games, &record.game)?;
    let speech = Speech::new(args.lang.as_deref(), info.locales)?;
    // Every action is checked before the first is shown.
    (info.replay)(&record, &mut Log::silent())?;
    let mut out = Fit::new(out);
    let last = record.actions.len();
    let mut observer = match args.seat {
        None => Observer::Spectator,
        Some(n) if n <= record.players => Observer::Seat(Seat((n - 1) as u8)),
        Some(n) => {
            return Err(CliError::Said(
                Event::new("replay-seat")
                    .num("seat", crate::play::count(n))
                    .num("seats", crate::play::count(record.players)),
            ))
        }
    };
    let mut at = args.at.unwrap_or(0).min(last);
    loop {
        let (game, entries) = position(info, &record, at)?;
        let seen = match observer {
            Observer::Seat(s) => {
                speech.with("replay-as-seat", [("seat", speech.seat(&*game, s).into())])
            }
            _ => speech.t("replay-everything"),
        };
        let heading = speech.with(
            "replay-position",
            [
                ("at", at.into()),
                ("last", last.into()),
                ("seen", seen.into()),
            ],
        );
        writeln!(out, "\n{heading}")?;
        for entry in entries.iter().filter(|e| e.audience.admits(observer)) {
            report::entry(&mut out, &speech, &*game, entry)?;
        }
        writeln!(out, "{}", speech.board(&*game, observer).trim_end())?;
        loop {
            let prompt = speech.with("replay-prompt", [("at", at.into()), ("last", last.into())]);
            write!(out, "{prompt}")?;
            out.flush()?;
            let mut line = String::new();
            if input.read_line(&mut line)? == 0 {
                writeln!(out)?;
                return Ok(());
            }
            let line = line.trim().to_lowercase();
            let (word, rest) = line.split_once(' ').unwrap_or((&line, ""));
            let rest = rest.trim();
            let count = || rest.parse::<usize>().ok();
            let is = |id: &str, english: &[&str]| speech.is_command(word, id, english);
            let to = if word.is_empty() || is("replay-cmd-next", &["next", "n"]) {
                Some((at + count().unwrap_or(1)).min(last))
            } else if is("replay-cmd-prev", &["prev", "p"]) {
                Some(at.saturating_sub(count().unwrap_or(1)))
            } else if is("replay-cmd-go", &["go", "g"]) {
                match count() {
                    Some(n) if n <= last => Some(n),
                    _ => {
                        writeln!(out, "{}", speech.with("replay-go", [("last", last.into())]))?;
                        None
                    }
                }
            } else if is("replay-cmd-seat", &["seat", "s"]) {
                if speech.is_command(rest, "replay-cmd-all", &["all", "spectator"]) {
                    observer = Observer::Spectator;
                } else {
                    match rest.parse::<usize>() {
                        Ok(n) if (1..=record.players).contains(&n) => {
                            observer = Observer::Seat(Seat((n - 1) as u8));
                        }
                        _ => {
                            let text =
                                speech.with("replay-seat", [("players", record.players.into())]);
                            writeln!(out, "{text}")?;
                            continue;
                        }
                    }
                }
                Some(at)
            } else if is("replay-cmd-play", &["play"]) {
                out.flush()?;
                return play_from(
                    games,
                    &args.file,
                    &loaded,
                    at,
                    args.lang.clone(),
                    input,
                    out,
                );
            } else if is("cmd-help", &["help", "h", "?"]) {
                writeln!(out, "{}", speech.t("replay-help"))?;
                None
            } else if is("cmd-quit", &["quit", "q", "exit"]) {
                return Ok(());
            } else {
                let text = speech.with(
                    "replay-not-a-command",
                    [("text", crate::engine::clip(&line).into())],
                );
                writeln!(out, "{text}")?;
                None
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
    file: &Path,
    loaded: &Loaded,
    at: usize,
    lang: Option<String>,
    input: impl BufRead,
    mut out: impl Write,
) -> Result<(), CliError> {
    let mut record = loaded.record().clone();
    record.actions.truncate(at);
    record.scores = None;
    record.seed = None;
    let saved = match loaded {
        Loaded::Save(save) => Some(
            save.players()
                .map_err(|e| crate::save::not_a_record(file, e))?,
        ),
        Loaded::Record(_) => None,
    };
    let players = match saved {
        Some(players) if players.contains(&crate::args::Seat::Human) => players,
        _ => crate::play::default_players(record.players),
    };
    let key = crate::dealer_key(None)?;
    let path = crate::save::new_file(&crate::save::folder(None)?, &record.game)?;
    let json = serde_json::to_string_pretty(&Save::new(&record, &players, &key))
        .map_err(|e| CliError::file("write", &path, e.into()))?;
    crate::save::write_atomically(&path, &(json + "\n"))?;
    let info = crate::find(games, &record.game)?;
    let speech = Speech::new(lang.as_deref(), info.locales)?;
    let text = speech.with(
        "replay-new-game",
        [
            ("at", at.into()),
            ("path", path.display().to_string().into()),
        ],
    );
    writeln!(out, "{text}")?;
    crate::play::run(games, &PlayArgs::resume(path, lang), input, out)
}
