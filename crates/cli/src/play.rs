//! `cathedra play`: a game in the terminal. People type the key of a choice, bots choose by
//! their agent (random ones uniformly), and the dealer plays chance: from a secret key by
//! default, or from `--seed` for a game that can be played again. Each decision draws from the
//! key at its own index, so a saved game goes on from its record and key alone.
//!
//! A choice's key is its action's index in the game's action space, counted from the game's
//! first seat action: the same key names the same option on every screen of a game. The screen
//! of a decision ends with the choices and then a compact board (the round or turn, the
//! person's own area, a line for each other seat), so these stay in view on an 80x24
//! terminal; `board` shows the whole board. A step with one possible answer is taken at once
//! and said. When a person plays, the game is saved after every decision (atomically), and
//! `--resume` continues it; `undo` takes back a person's own decisions while nothing hidden
//! was revealed since. A choice that leaves something unused for good (finishing with
//! conversions left) is confirmed first, unless `--no-confirm` or the `confirm` command turned
//! that off; a step taken for a person says why it was the only one where the game says it.

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

use cathedra_core::{
    Actor, AnyGame, Choice, DealerKey, Entry, Event, GameInfo, Log, Observer, Record, Seat,
    SeatSet, ToMove, RECORD_FORMAT,
};

use cathedra_ai::AgentSpec;

use crate::agents::SeatAgent;

use crate::args::{PlayArgs, Seat as Player};
use crate::fit::Fit;
use crate::save::{self, Loaded, Save};
use crate::speech::Speech;
use crate::{pick, report, terms, CliError};

/// Plays one game; `input` carries what the people at the terminal type. Its errors are said
/// in the game's language.
pub fn run(
    games: &[GameInfo],
    args: &PlayArgs,
    input: impl BufRead,
    out: impl Write,
) -> Result<(), CliError> {
    // The game the command names, or the saved game's, if it can be known.
    let game = match &args.resume {
        Some(file) => save::read(file)
            .ok()
            .and_then(|loaded| crate::find(games, &loaded.record().game).ok()),
        None => args
            .game
            .as_deref()
            .and_then(|id| crate::find(games, id).ok()),
    };
    let speech = Speech::for_errors(args.lang.as_deref(), game)?;
    play(games, args, input, out).map_err(|e| e.in_language(&speech))
}

fn play(
    games: &[GameInfo],
    args: &PlayArgs,
    input: impl BufRead,
    out: impl Write,
) -> Result<(), CliError> {
    let mut out = Fit::new(out);
    let setup = match &args.resume {
        Some(file) => resume(games, args, file)?,
        None => start(games, args)?,
    };
    let Setup {
        info,
        players,
        key,
        record,
        save,
    } = setup;
    let speech = Speech::new(args.lang.as_deref(), info.locales)?;
    let game = (info.new)(record.players, &record.options)?;
    let names: Vec<String> = Seat::all(record.players)
        .map(|s| speech.seat(&*game, s))
        .collect();
    let header = intro(&speech, info, &record, &players, &names);
    let continued = record.actions.len();
    writeln!(out, "{header}")?;
    let mut table = Table {
        english_terms: game.terms(),
        terms: speech.terms(game.terms()),
        speech,
        base: game.first_seat_action(),
        record: Record {
            actions: Vec::new(),
            scores: None,
            ..record.clone()
        },
        game,
        key,
        entries: Vec::new(),
        shown: vec![0; players.len()],
        spectating: !players.contains(&Player::Human),
        hot_seat: players.iter().filter(|&&p| p == Player::Human).count() > 1,
        confirm: !args.no_confirm,
        clear: std::io::stdout().is_terminal(),
        last_asked: None,
        snapshots: Vec::new(),
        barrier: 0,
        pending: None,
        save,
        saved: None,
        quiet: true,
        bots: Vec::new(),
        players,
        input,
        out,
    };
    table.new_bots()?;
    for step in &record.actions {
        if let Actor::Seat(seat) = step.by {
            let choices = table.speech.choices(&*table.game, seat);
            if table.is_human(seat) && choices.len() > 1 {
                let text = choices
                    .iter()
                    .find(|c| c.action == step.action)
                    .map_or_else(String::new, |c| c.text.clone());
                table.remember(seat, text);
            }
        }
        table.apply(step.by, step.action.clone())?;
    }
    table.quiet = false;
    if continued > 0 {
        let text = table
            .speech
            .with("resumed", [("decisions", continued.into())]);
        writeln!(table.out, "{text}")?;
        let humans = table.humans();
        for s in humans {
            table.shown[s] = table.entries.len();
        }
    }
    if let Some(path) = &table.save {
        let path = path.display().to_string();
        let text = table
            .speech
            .with("saved-every", [("path", path.as_str().into())]);
        writeln!(table.out, "{text}")?;
        let stopped = table
            .speech
            .with("stopped-saved", [("path", path.as_str().into())]);
        let lines = crate::fit::wrap(&stopped, crate::fit::WIDTH);
        crate::interrupt::say_on_interrupt(format!("\n{}\n", lines.join("\n")));
    }
    let over = table.play()?;
    if over {
        table.finish()?;
    } else {
        writeln!(table.out, "{}", table.speech.t("game-stopped"))?;
    }
    table.autosave()?;
    if let Some(path) = &table.save {
        let id = if over { "saved-over" } else { "saved-so-far" };
        let path = path.display().to_string();
        let text = table.speech.with(id, [("path", path.as_str().into())]);
        writeln!(table.out, "{text}")?;
    }
    table.out.flush()?;
    crate::interrupt::forget();
    Ok(())
}

/// What a game starts from: the game, who plays, the dealer's key, the record so far, and
/// where it is saved.
struct Setup<'g> {
    info: &'g GameInfo,
    players: Vec<Player>,
    key: DealerKey,
    record: Record,
    save: Option<PathBuf>,
}

fn start<'g>(games: &'g [GameInfo], args: &PlayArgs) -> Result<Setup<'g>, CliError> {
    let id = args
        .game
        .as_deref()
        .ok_or_else(|| CliError::Said(Event::new("no-game")))?;
    let info = crate::find(games, id)?;
    let options = info.options(&args.options)?;
    let players = players(info, args)?;
    // Refused here, before anything is played: a bad player count or option.
    (info.new)(players.len(), &options)?;
    let save = save_path(args, info, &players)?;
    Ok(Setup {
        info,
        key: crate::dealer_key(args.seed)?,
        record: crate::empty_record(info, players.len(), options, args.seed),
        players,
        save,
    })
}

/// Where the game is saved: --save (checked now), else a new file in the save folder when a
/// person plays, else nowhere.
fn save_path(
    args: &PlayArgs,
    info: &GameInfo,
    players: &[Player],
) -> Result<Option<PathBuf>, CliError> {
    match &args.save {
        Some(path) => {
            save::check_writable(path, args.force)?;
            Ok(Some(path.clone()))
        }
        None if players.contains(&Player::Human) => {
            let folder = save::folder(args.save_dir.as_deref())?;
            Ok(Some(save::new_file(&folder, info.id)?))
        }
        None => Ok(None),
    }
}

fn resume<'g>(
    games: &'g [GameInfo],
    args: &PlayArgs,
    file: &std::path::Path,
) -> Result<Setup<'g>, CliError> {
    let loaded = save::read(file)?;
    let record = loaded.record().clone();
    let not = |detail: String| save::not_a_record(file, detail);
    let path = file.display().to_string();
    if record.format != RECORD_FORMAT {
        return Err(CliError::Said(
            Event::new("resume-format")
                .text("path", path)
                .num("got", record.format)
                .num("expected", RECORD_FORMAT),
        ));
    }
    let info = crate::find(games, &record.game)?;
    if record.rules != info.rules_version {
        return Err(CliError::Said(
            Event::new("resume-rules")
                .text("path", path)
                .num("got", record.rules)
                .num("expected", info.rules_version),
        ));
    }
    if record.scores.is_some() {
        return Err(CliError::Said(Event::new("game-over").text("path", path)));
    }
    let (saved_players, key) = match &loaded {
        Loaded::Save(save) => (Some(save.players().map_err(not)?), save.key().map_err(not)?),
        Loaded::Record(record) => (None, crate::dealer_key(record.seed)?),
    };
    let players = if !args.seats.is_empty() {
        args.seats.clone()
    } else if let Some(players) = saved_players {
        players
    } else {
        default_players(record.players)
    };
    if players.len() != record.players {
        return Err(CliError::Said(
            Event::new("resume-seats")
                .num("seats", count(record.players))
                .num("named", count(players.len())),
        ));
    }
    let save = match &args.save {
        Some(path) => {
            save::check_writable(path, args.force)?;
            path.clone()
        }
        None => {
            save::check_writable(file, true)?;
            file.to_path_buf()
        }
    };
    Ok(Setup {
        info,
        players,
        key,
        record,
        save: Some(save),
    })
}

/// The first line: the game, its seats, the seed.
fn intro(
    speech: &Speech,
    info: &GameInfo,
    record: &Record,
    players: &[Player],
    names: &[String],
) -> String {
    let seats: Vec<String> = players
        .iter()
        .zip(names)
        .map(|(p, name)| match p {
            Player::Human => speech.with("intro-person", [("seat", name.as_str().into())]),
            Player::Bot(agent) => speech.with(
                "intro-bot",
                [
                    ("seat", name.as_str().into()),
                    ("agent", agent.to_string().into()),
                ],
            ),
        })
        .collect();
    let mut line = speech.with(
        "intro",
        [
            ("game", speech.game_name(info).into()),
            ("players", record.players.into()),
            ("seats", seats.join(", ").into()),
        ],
    );
    if let Some(seed) = record.seed {
        // As text: a seed is an identifier, not a number to group in thousands.
        line += &speech.with("intro-seed", [("seed", seed.to_string().into())]);
    }
    line
}

/// A count of seats or players as an event's number.
pub(crate) fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Who plays each seat: --seats, else a person in seat 1 and bots in the others.
fn players(info: &GameInfo, args: &PlayArgs) -> Result<Vec<Player>, CliError> {
    let named = args.seats.len();
    match args.players {
        Some(n) if named > 0 && named != n => Err(CliError::Said(
            Event::new("players-seats")
                .num("players", count(n))
                .num("seats", count(named)),
        )),
        _ if named > 0 => Ok(args.seats.clone()),
        players => {
            let (min, max) = (*info.players.start(), *info.players.end());
            Ok(default_players(
                players.unwrap_or_else(|| 2.max(min).min(max)),
            ))
        }
    }
}

pub(crate) fn default_players(n: usize) -> Vec<Player> {
    (0..n)
        .map(|s| {
            if s == 0 {
                Player::Human
            } else {
                Player::RANDOM
            }
        })
        .collect()
}

/// The table before a person's decision, to go back to with `undo`.
struct Snapshot {
    seat: Seat,
    game: Box<dyn AnyGame>,
    /// The record's length then.
    actions: usize,
    entries: usize,
    shown: Vec<usize>,
    pending: Option<SeatSet>,
    /// The decision's text, once made.
    text: String,
}

/// What a person answered.
enum Answer {
    Pick(usize),
    /// Go back to this snapshot.
    Undo(usize),
    Quit,
}

struct Table<I, O: Write> {
    game: Box<dyn AnyGame>,
    /// The game's cards, tiles and spaces with what they do, in the player's language.
    terms: Vec<cathedra_core::Term>,
    /// The same in the game's English, which a choice names where the game has no words of
    /// the language for it.
    english_terms: Vec<cathedra_core::Term>,
    /// The language of the texts.
    speech: Speech,
    /// A choice's key is its action's index less this (the game's first seat action).
    base: usize,
    players: Vec<Player>,
    /// The bots that search, one per seat, kept from move to move and told every decision as
    /// their seat observes it (so a search that keeps its tree reuses it).
    bots: Vec<Option<Box<dyn SeatAgent>>>,
    key: DealerKey,
    record: Record,
    /// Every log entry so far.
    entries: Vec<Entry>,
    /// How many entries each seat has been shown.
    shown: Vec<usize>,
    /// No person plays: the whole log is printed as it happens.
    spectating: bool,
    /// A choice that leaves something unused for good is confirmed first (`--no-confirm`
    /// and the `confirm` command turn it off).
    confirm: bool,
    /// Several people share the keyboard: the screen is handed over between them.
    hot_seat: bool,
    /// The output is a terminal, whose screen can be cleared at a hand-over.
    clear: bool,
    /// The person asked last.
    last_asked: Option<Seat>,
    /// The tables before people's decisions, oldest first.
    snapshots: Vec<Snapshot>,
    /// No decision before this many actions can be taken back: chance or a secret was
    /// revealed after it.
    barrier: usize,
    /// A seat acted in secret (a person saw only that it acted) in a step that these seats
    /// owe, not yet revealed.
    pending: Option<SeatSet>,
    /// Where the game is saved after every decision.
    save: Option<PathBuf>,
    /// The record's length at the last save.
    saved: Option<usize>,
    /// Replaying a saved game: nothing is printed.
    quiet: bool,
    input: I,
    out: Fit<O>,
}

impl<I: BufRead, O: Write> Table<I, O> {
    fn humans(&self) -> Vec<usize> {
        (0..self.players.len())
            .filter(|&s| self.players[s] == Player::Human)
            .collect()
    }

    fn is_human(&self, seat: Seat) -> bool {
        self.players.get(seat.index()) == Some(&Player::Human)
    }

    /// Plays until the game is over (true) or a person quits (false). At a simultaneous
    /// decision the seats commit one after another, the lowest first: each person is asked in
    /// turn at the keyboard, and sees only what their own seat may know.
    fn play(&mut self) -> Result<bool, CliError> {
        loop {
            // Chance and the bots draw from the key at this decision's index.
            let mut dealer = self.key.at(self.record.actions.len() as u64);
            let (actor, mut choices) = match self.game.to_move() {
                ToMove::Over => return Ok(true),
                ToMove::Chance => (Actor::Chance, self.game.chance_choices()),
                to_move => {
                    let seat = to_move
                        .seats()
                        .first()
                        .ok_or_else(|| cathedra_core::Error::Stuck("nobody decides".into()))?;
                    (Actor::Seat(seat), self.speech.choices(&*self.game, seat))
                }
            };
            let pick = match actor {
                Actor::Chance => pick::chance(&mut dealer, &choices)?,
                Actor::Seat(seat) if self.is_human(seat) && choices.len() == 1 => {
                    self.say_automatic(seat, &choices[0])?;
                    0
                }
                Actor::Seat(seat) if self.is_human(seat) => {
                    self.autosave()?;
                    match self.ask(seat, &choices)? {
                        Answer::Quit => return Ok(false),
                        Answer::Undo(to) => {
                            self.undo(to)?;
                            continue;
                        }
                        Answer::Pick(pick) => {
                            let text = self.speech.with(
                                "you-chose",
                                [("choice", choices[pick].text.as_str().into())],
                            );
                            writeln!(self.out, "  {text}")?;
                            self.remember(seat, choices[pick].text.clone());
                            pick
                        }
                    }
                }
                Actor::Seat(seat) => match self.players.get(seat.index()) {
                    Some(Player::Bot(agent)) if *agent != AgentSpec::Random => {
                        let bot = self.bots[seat.index()].as_mut().ok_or_else(|| {
                            cathedra_core::Error::Stuck(format!("no {agent} bot"))
                        })?;
                        let action = bot.choose(&*self.game, &mut dealer)?;
                        choices
                            .iter()
                            .position(|c| c.action == action)
                            .ok_or_else(|| {
                                cathedra_core::Error::Stuck(format!(
                                    "the {agent} bot chose an action that is not legal: {action}"
                                ))
                            })?
                    }
                    // The random bot draws as it always has, so seeded games stay the same.
                    _ => pick::uniform(&mut dealer, choices.len())?,
                },
            };
            let human = matches!(actor, Actor::Seat(s) if self.is_human(s));
            self.apply(actor, choices.swap_remove(pick).action)?;
            if human {
                self.autosave()?;
            }
        }
    }

    /// A person's step with one possible answer: taken at once and said, where the other
    /// people at the keyboard may see it.
    fn say_automatic(&mut self, seat: Seat, choice: &Choice) -> Result<(), CliError> {
        let public = self
            .game
            .observe_json(Actor::Seat(seat), &choice.action, Observer::Spectator)
            .map(|o| o.action.is_some())
            .unwrap_or(false);
        if !self.hot_seat || public {
            let name = self.speech.seat(&*self.game, seat);
            let why = self
                .game
                .only_because_in(&choice.action, self.speech.texts());
            let text = self.speech.with(
                if why.is_some() {
                    "automatic-because"
                } else {
                    "automatic"
                },
                [
                    ("seat", name.as_str().into()),
                    ("choice", choice.text.as_str().into()),
                    ("why", why.unwrap_or_default().into()),
                ],
            );
            writeln!(self.out, "  {text}")?;
        }
        Ok(())
    }

    fn apply(&mut self, actor: Actor, action: serde_json::Value) -> Result<(), CliError> {
        // What the people learn: chance, or a secret move, closes what they may take back.
        let before = self.game.to_move();
        let secret = match actor {
            Actor::Chance => None,
            Actor::Seat(by) => {
                let mut secret = false;
                for seat in Seat::all(self.players.len()) {
                    if self.is_human(seat) && seat != by {
                        let seen = self
                            .game
                            .observe_json(actor, &action, Observer::Seat(seat))?;
                        secret |= seen.action.as_ref() != Some(&self.game.parse_action(&action)?);
                    }
                }
                Some(secret)
            }
        };
        for bot in self.bots.iter_mut().flatten() {
            bot.observe(&*self.game, actor, &action)?;
        }
        let mut log = Log::recording();
        let applied = self.game.apply_json(actor, &action, &mut log)?;
        self.record.actions.push(cathedra_core::Step {
            by: applied.by,
            action: applied.action,
        });
        match secret {
            None => {
                self.barrier = self.record.actions.len();
                self.pending = None;
            }
            Some(true) => self.pending = Some(before.seats()),
            Some(false) => {}
        }
        if let Some(owing) = self.pending {
            let still = match self.game.to_move() {
                ToMove::Simultaneous { seats } => seats.iter().all(|s| owing.contains(s)),
                _ => false,
            };
            if still {
                self.pending = Some(self.game.to_move().seats());
            } else {
                self.barrier = self.record.actions.len();
                self.pending = None;
            }
        }
        let start = self.entries.len();
        self.entries.extend(log.take());
        if self.spectating && !self.quiet {
            for entry in &self.entries[start..] {
                report::entry(&mut self.out, &self.speech, &*self.game, entry)?;
            }
        }
        Ok(())
    }

    /// A fresh search bot for every seat a searching agent plays.
    fn new_bots(&mut self) -> Result<(), CliError> {
        self.bots = Seat::all(self.players.len())
            .map(|seat| match self.players[seat.index()] {
                Player::Bot(agent) if agent != AgentSpec::Random => {
                    crate::agents::seat_agent(self.game.id(), seat, agent).map(Some)
                }
                _ => Ok(None),
            })
            .collect::<Result<_, _>>()?;
        Ok(())
    }

    /// Keeps the table before `seat`'s decision (`text`), to go back to with `undo`.
    fn remember(&mut self, seat: Seat, text: String) {
        self.snapshots.push(Snapshot {
            seat,
            game: self.game.clone_box(),
            actions: self.record.actions.len(),
            entries: self.entries.len(),
            shown: self.shown.clone(),
            pending: self.pending,
            text,
        });
    }

    /// Asks the person at `seat` for a choice.
    fn ask(&mut self, seat: Seat, choices: &[Choice]) -> Result<Answer, CliError> {
        let name = self.speech.seat(&*self.game, seat);
        if self.hot_seat
            && self.last_asked.is_some_and(|last| last != seat)
            && !self.hand_over(&name)?
        {
            return Ok(Answer::Quit);
        }
        self.last_asked = Some(seat);
        let heading = self
            .speech
            .with("to-play", [("seat", name.as_str().into())]);
        writeln!(self.out, "\n{heading}")?;
        let news = self.shown.get(seat.index()).copied().unwrap_or(0);
        self.show_log(seat, news)?;
        self.show_board(seat, choices, false)?;
        loop {
            let prompt = self.speech.with("prompt", [("seat", name.as_str().into())]);
            write!(self.out, "{prompt}")?;
            self.out.flush()?;
            let Some(line) = self.read_line()? else {
                writeln!(self.out)?;
                return Ok(Answer::Quit);
            };
            let line = line.trim().to_lowercase();
            let (word, rest) = line.split_once(' ').unwrap_or((&line, ""));
            let rest = rest.trim();
            let is = |id: &str, english: &[&str]| self.speech.is_command(word, id, english);
            if word.is_empty() {
                continue;
            } else if is("cmd-help", &["help", "h", "?"]) {
                writeln!(self.out, "{}", self.speech.t("play-help"))?;
            } else if is("cmd-board", &["board", "b"]) {
                self.show_board(seat, choices, true)?;
            } else if is("cmd-log", &["log", "l"]) {
                self.show_log(seat, 0)?;
            } else if is("cmd-quit", &["quit", "q", "exit"]) {
                return Ok(Answer::Quit);
            } else if is("cmd-undo", &["undo", "u"]) {
                if let Some(to) = self.undoable(seat)? {
                    return Ok(Answer::Undo(to));
                }
            } else if is("cmd-explain", &["explain", "e"]) {
                let refused = |index| self.refused(seat, index);
                match find_choice(&self.speech, choices, rest, self.base, &refused) {
                    Ok(i) => {
                        let key = choices[i].index.saturating_sub(self.base);
                        writeln!(self.out, "  [{key}] {}", choices[i].text)?;
                        // A choice names the game's terms in the language, or in English
                        // where the game has no words of the language for it: each is shown
                        // in the language.
                        let mut named = terms::mentioned(&self.terms, &choices[i].text);
                        for english in terms::mentioned(&self.english_terms, &choices[i].text) {
                            if let Some(term) = self.terms.iter().find(|t| t.id == english.id) {
                                if !named.iter().any(|t| t.id == term.id) {
                                    named.push(term);
                                }
                            }
                        }
                        for term in named {
                            terms::write_term(&mut self.out, term)?;
                        }
                    }
                    Err(why) => writeln!(self.out, "{why}")?,
                }
            } else if is("cmd-card", &["card", "c"]) {
                terms::card(&mut self.out, &self.speech, &self.terms, rest)?;
            } else if is("cmd-rules", &["rules", "r"]) {
                terms::list(&mut self.out, &self.speech, &self.terms)?;
            } else if is("cmd-confirm", &["confirm"]) {
                self.confirm = !self.confirm;
                let id = if self.confirm {
                    "confirm-on"
                } else {
                    "confirm-off"
                };
                writeln!(self.out, "{}", self.speech.t(id))?;
            } else {
                let refused = |index| self.refused(seat, index);
                match find_choice(&self.speech, choices, &line, self.base, &refused) {
                    Ok(i) if self.confirmed(&choices[i])? => return Ok(Answer::Pick(i)),
                    Ok(_) => writeln!(self.out, "{}", self.speech.t("not-done"))?,
                    Err(why) => writeln!(self.out, "{why}")?,
                }
            }
        }
    }

    /// Why the action of `index` is not `seat`'s choice now, in the person's language.
    fn refused(&self, seat: Seat, index: usize) -> Option<String> {
        self.game
            .refusal_in(Actor::Seat(seat), index, self.speech.texts())
    }

    /// Whether the person goes on with `choice`: at once when it leaves nothing unused (or
    /// confirmations are off), else when they answer yes to what it leaves unused.
    fn confirmed(&mut self, choice: &Choice) -> Result<bool, CliError> {
        if !self.confirm {
            return Ok(true);
        }
        let Some(unused) = self.game.unused_in(&choice.action, self.speech.texts()) else {
            return Ok(true);
        };
        let unused = self.speech.with(
            "confirm-unused",
            [
                ("choice", choice.text.as_str().into()),
                ("unused", unused.into()),
            ],
        );
        writeln!(self.out, "{unused}")?;
        write!(self.out, "{}", self.speech.t("confirm-anyway"))?;
        self.out.flush()?;
        Ok(self.read_line()?.is_some_and(|l| {
            let answer = l.trim().to_lowercase();
            self.speech.is_command(&answer, "cmd-yes", &["yes", "y"])
        }))
    }

    /// The snapshot `undo` by `seat` goes back to, or None (said why) when there is none or
    /// the other people at the keyboard do not agree.
    fn undoable(&mut self, seat: Seat) -> Result<Option<usize>, CliError> {
        let Some(to) = self
            .snapshots
            .iter()
            .rposition(|s| s.seat == seat && s.actions >= self.barrier)
        else {
            let any = self.snapshots.iter().any(|s| s.seat == seat);
            let why = self.speech.t(if any {
                "nothing-to-undo-revealed"
            } else {
                "nothing-to-undo"
            });
            writeln!(self.out, "{why}")?;
            return Ok(None);
        };
        // The other people whose decisions would be taken back must agree.
        let mut others: Vec<Seat> = self.snapshots[to..]
            .iter()
            .map(|s| s.seat)
            .filter(|&s| s != seat)
            .collect();
        others.dedup();
        others.sort();
        others.dedup();
        for other in others {
            let name = self.speech.seat(&*self.game, seat);
            let theirs = self.speech.seat(&*self.game, other);
            let ask = self.speech.with(
                "undo-consent",
                [
                    ("seat", name.as_str().into()),
                    ("other", theirs.as_str().into()),
                ],
            );
            write!(self.out, "{ask}")?;
            self.out.flush()?;
            let agreed = self.read_line()?.is_some_and(|l| {
                let answer = l.trim().to_lowercase();
                self.speech.is_command(&answer, "cmd-yes", &["yes", "y"])
            });
            if !agreed {
                writeln!(self.out, "{}", self.speech.t("not-taken-back"))?;
                return Ok(None);
            }
        }
        Ok(Some(to))
    }

    /// Goes back to the table before snapshot `to`'s decision; the record keeps only what is
    /// played from there.
    fn undo(&mut self, to: usize) -> Result<(), CliError> {
        let snapshot = self.snapshots.swap_remove(to);
        self.snapshots.truncate(to);
        let undone = self.record.actions.len() - snapshot.actions;
        self.game = snapshot.game;
        self.record.actions.truncate(snapshot.actions);
        self.entries.truncate(snapshot.entries);
        self.shown = snapshot.shown;
        self.pending = snapshot.pending;
        // The bots' trees followed the moves taken back.
        self.new_bots()?;
        let after = undone.saturating_sub(1);
        let text = self.speech.with(
            "taken-back",
            [
                ("choice", snapshot.text.as_str().into()),
                ("after", after.into()),
            ],
        );
        writeln!(self.out, "{text}")?;
        // The screen of the decision again, as it was first shown.
        self.last_asked = Some(snapshot.seat);
        self.saved = None;
        self.autosave()
    }

    /// Between two people at one keyboard: hides what the last one saw (clearing a terminal's
    /// screen and scrollback, else printing a divider) and waits until the next one is there.
    /// False when the input ends.
    fn hand_over(&mut self, name: &str) -> Result<bool, CliError> {
        if self.clear {
            write!(self.out, "\x1b[2J\x1b[3J\x1b[H")?;
        } else {
            writeln!(self.out, "\n{}", "-".repeat(40))?;
        }
        let text = self.speech.with("pass-keyboard", [("seat", name.into())]);
        write!(self.out, "{text}")?;
        self.out.flush()?;
        let line = self.read_line()?;
        if self.clear {
            write!(self.out, "\x1b[2J\x1b[3J\x1b[H")?;
        }
        Ok(line.is_some_and(|l| {
            let word = l.trim().to_lowercase();
            !self
                .speech
                .is_command(&word, "cmd-quit", &["quit", "q", "exit"])
        }))
    }

    fn read_line(&mut self) -> Result<Option<String>, CliError> {
        let mut bytes = Vec::new();
        if self.input.read_until(b'\n', &mut bytes)? == 0 {
            return Ok(None);
        }
        Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
    }

    /// The log entries `seat` may read, from entry `from` on.
    fn show_log(&mut self, seat: Seat, from: usize) -> Result<(), CliError> {
        let readable: Vec<&Entry> = self.entries[from.min(self.entries.len())..]
            .iter()
            .filter(|e| e.audience.admits(Observer::Seat(seat)))
            .collect();
        if !readable.is_empty() {
            writeln!(self.out, "{}", self.speech.t("log"))?;
            for entry in readable {
                report::entry(&mut self.out, &self.speech, &*self.game, entry)?;
            }
        }
        if let Some(shown) = self.shown.get_mut(seat.index()) {
            *shown = self.entries.len();
        }
        Ok(())
    }

    /// The choices with the compact board after them (last, so that the round and the
    /// person's own area stay in view), or the whole board and then the choices.
    fn show_board(&mut self, seat: Seat, choices: &[Choice], full: bool) -> Result<(), CliError> {
        if full {
            let board = self.speech.board(&*self.game, Observer::Seat(seat));
            writeln!(self.out, "{}", board.trim_end())?;
        }
        writeln!(self.out, "{}", self.speech.t("choices"))?;
        let width = choices
            .iter()
            .map(|c| (c.index.saturating_sub(self.base)).to_string().len())
            .max()
            .unwrap_or(1);
        for choice in choices {
            let key = choice.index.saturating_sub(self.base);
            writeln!(self.out, "  [{key:>width$}] {}", choice.text)?;
        }
        if !full {
            let board = self.speech.compact_board(&*self.game, Observer::Seat(seat));
            writeln!(self.out, "{}", board.trim_end())?;
        }
        Ok(())
    }

    /// The end: what no person has read yet (nothing is secret any more), board and scores.
    fn finish(&mut self) -> Result<(), CliError> {
        if !self.spectating {
            let unread = self
                .humans()
                .iter()
                .filter_map(|&s| self.shown.get(s))
                .min()
                .copied();
            let unread = &self.entries[unread.unwrap_or(0).min(self.entries.len())..];
            if !unread.is_empty() {
                writeln!(self.out, "\n{}", self.speech.t("log"))?;
                for entry in unread {
                    report::entry(&mut self.out, &self.speech, &*self.game, entry)?;
                }
            }
        }
        writeln!(self.out, "\n{}", self.speech.t("game-over"))?;
        let board = self.speech.board(&*self.game, Observer::Spectator);
        writeln!(self.out, "{}", board.trim_end())?;
        writeln!(self.out, "{}", self.speech.t("final-scores"))?;
        report::scores(&mut self.out, &self.speech, &*self.game)?;
        Ok(())
    }

    /// Writes the save file (if any) when the record changed since the last save.
    fn autosave(&mut self) -> Result<(), CliError> {
        let Some(path) = &self.save else {
            return Ok(());
        };
        let over = self.game.to_move() == ToMove::Over;
        if self.saved == Some(self.record.actions.len()) && !over {
            return Ok(());
        }
        let mut record = self.record.clone();
        if over {
            record.scores = Some(self.game.scores());
        }
        let save = Save::new(&record, &self.players, &self.key);
        let json = serde_json::to_string_pretty(&save)
            .map_err(|e| CliError::file("write", path, e.into()))?;
        save::write_atomically(path, &(json + "\n"))?;
        self.saved = Some(self.record.actions.len());
        Ok(())
    }
}

/// The choice a person means by `text`: a key (its action's index less `base`), or the start
/// of exactly one choice's text. The key of an action that is not a choice now is refused
/// with the rule it breaks (`refused` of its index).
fn find_choice(
    speech: &Speech,
    choices: &[Choice],
    text: &str,
    base: usize,
    refused: &dyn Fn(usize) -> Option<String>,
) -> Result<usize, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(speech.t("name-a-choice"));
    }
    let clipped = crate::engine::clip(text);
    let refusal = |id: &str| {
        speech.with(
            id,
            [
                ("text", clipped.as_str().into()),
                ("keys", keys(choices, base).into()),
            ],
        )
    };
    if let Ok(key) = text.parse::<usize>() {
        let index = key.checked_add(base);
        return choices
            .iter()
            .position(|c| Some(c.index) == index)
            .ok_or_else(|| match index.and_then(refused) {
                Some(why) => speech.with(
                    "refused-key",
                    [
                        ("text", clipped.as_str().into()),
                        ("why", why.into()),
                        ("keys", keys(choices, base).into()),
                    ],
                ),
                None => refusal("not-a-key"),
            });
    }
    let starting: Vec<usize> = (0..choices.len())
        .filter(|&i| choices[i].text.to_lowercase().starts_with(text))
        .collect();
    match starting[..] {
        [one] => Ok(one),
        [] => Err(refusal("not-a-choice")),
        _ => Err(speech.with(
            "starts-many",
            [
                ("text", clipped.as_str().into()),
                ("count", starting.len().into()),
            ],
        )),
    }
}

/// The keys of `choices`, for a reminder: all of them, or the first and last of a long list.
fn keys(choices: &[Choice], base: usize) -> String {
    let keys: Vec<String> = choices
        .iter()
        .map(|c| c.index.saturating_sub(base).to_string())
        .collect();
    if keys.len() <= 8 {
        keys.join(", ")
    } else {
        format!("{}, ... {}", keys[..3].join(", "), keys[keys.len() - 1])
    }
}
