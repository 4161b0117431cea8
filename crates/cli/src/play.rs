//! `cathedra play`: a game in the terminal. People type the number of a choice, bots choose
//! by their agent (random ones uniformly), and the dealer plays chance: from a secret key by
//! default, or from `--seed` for a game that can be played again. Each decision draws from the
//! key at its own index, so a saved game goes on from its record alone.

use std::fs;
use std::io::{BufRead, IsTerminal, Write};
use std::path::Path;

use cathedra_core::{
    Actor, AnyGame, Choice, DealerKey, Entry, GameInfo, Log, Observer, Record, Seat, ToMove,
};

use cathedra_ai::AgentSpec;

use crate::args::{PlayArgs, Seat as Player};
use crate::{pick, report, CliError};

const HELP: &str = "Type the number of a choice to make it, or one of:
  board  show the board and your choices again
  log    show everything the log has told you so far
  help   show this help
  quit   stop the game (with --save, the game so far is saved)";

/// Plays one game; `input` carries what the people at the terminal type.
pub fn run(
    games: &[GameInfo],
    args: &PlayArgs,
    input: impl BufRead,
    mut out: impl Write,
) -> Result<(), CliError> {
    let info = crate::find(games, &args.game)?;
    let options = info.options(&args.options)?;
    let players = players(info, args)?;
    let key = crate::dealer_key(args.seed)?;
    let game = (info.new)(players.len(), &options)?;
    match args.seed {
        Some(seed) => writeln!(
            out,
            "{}, {} players, seed {seed} (play the same game again with --seed {seed})",
            info.name,
            players.len()
        )?,
        None => writeln!(out, "{}, {} players", info.name, players.len())?,
    }
    let mut table = Table {
        record: crate::empty_record(info, players.len(), options, args.seed),
        game,
        key,
        entries: Vec::new(),
        shown: vec![0; players.len()],
        spectating: !players.contains(&Player::Human),
        hot_seat: players.iter().filter(|&&p| p == Player::Human).count() > 1,
        clear: std::io::stdout().is_terminal(),
        last_asked: None,
        players,
        input,
        out,
    };
    let over = table.play()?;
    if over {
        table.finish()?;
    } else {
        writeln!(table.out, "Game stopped.")?;
    }
    if let Some(path) = &args.save {
        table.save(path, over)?;
    }
    Ok(())
}

/// Who plays each seat: --seats, else a person in seat 1 and bots in the others.
fn players(info: &GameInfo, args: &PlayArgs) -> Result<Vec<Player>, CliError> {
    let named = args.seats.len();
    match args.players {
        Some(n) if named > 0 && named != n => Err(CliError::Usage(format!(
            "--players says {n} but --seats names {named} seats"
        ))),
        _ if named > 0 => Ok(args.seats.clone()),
        players => {
            let (min, max) = (*info.players.start(), *info.players.end());
            let n = players.unwrap_or_else(|| 2.max(min).min(max));
            Ok((0..n)
                .map(|s| {
                    if s == 0 {
                        Player::Human
                    } else {
                        Player::RANDOM
                    }
                })
                .collect())
        }
    }
}

struct Table<I, O> {
    game: Box<dyn AnyGame>,
    players: Vec<Player>,
    key: DealerKey,
    record: Record,
    /// Every log entry so far.
    entries: Vec<Entry>,
    /// How many entries each seat has been shown.
    shown: Vec<usize>,
    /// No person plays: the whole log is printed as it happens.
    spectating: bool,
    /// Several people share the keyboard: the screen is handed over between them.
    hot_seat: bool,
    /// The output is a terminal, whose screen can be cleared at a hand-over.
    clear: bool,
    /// The person asked last.
    last_asked: Option<Seat>,
    input: I,
    out: O,
}

impl<I: BufRead, O: Write> Table<I, O> {
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
                    (Actor::Seat(seat), self.game.choices(seat))
                }
            };
            let pick = match actor {
                Actor::Chance => pick::chance(&mut dealer, &choices)?,
                Actor::Seat(seat) if self.players.get(seat.index()) == Some(&Player::Human) => {
                    let Some(pick) = self.ask(seat, &choices)? else {
                        return Ok(false);
                    };
                    writeln!(self.out, "  You chose: {}", choices[pick].text)?;
                    pick
                }
                Actor::Seat(seat) => match self.players.get(seat.index()) {
                    Some(Player::Bot(agent)) if *agent != AgentSpec::Random => {
                        let action = crate::agents::choose(&*self.game, seat, *agent, &mut dealer)?;
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
            self.apply(actor, choices.swap_remove(pick).action)?;
        }
    }

    fn apply(&mut self, actor: Actor, action: serde_json::Value) -> Result<(), CliError> {
        let mut log = Log::recording();
        let applied = self.game.apply_json(actor, &action, &mut log)?;
        self.record.push(applied.by, applied.action);
        let start = self.entries.len();
        self.entries.extend(log.take());
        if self.spectating {
            for entry in &self.entries[start..] {
                report::entry(&mut self.out, &*self.game, entry)?;
            }
        }
        Ok(())
    }

    /// Asks the person at `seat` for a choice; None when they quit or the input ends.
    fn ask(&mut self, seat: Seat, choices: &[Choice]) -> Result<Option<usize>, CliError> {
        let name = self.game.seat_name(seat);
        if self.hot_seat
            && self.last_asked.is_some_and(|last| last != seat)
            && !self.hand_over(&name)?
        {
            return Ok(None);
        }
        self.last_asked = Some(seat);
        writeln!(self.out, "\n=== {name} to play ===")?;
        let news = self.shown.get(seat.index()).copied().unwrap_or(0);
        self.show_log(seat, news)?;
        self.show_board(seat, choices)?;
        let n = choices.len();
        loop {
            let range = if n == 1 {
                "1".to_string()
            } else {
                format!("1-{n}")
            };
            write!(self.out, "{name}, your choice ({range}, or help): ")?;
            self.out.flush()?;
            let Some(line) = self.read_line()? else {
                writeln!(self.out)?;
                return Ok(None);
            };
            match line.trim().to_lowercase().as_str() {
                "" => {}
                "help" | "h" | "?" => writeln!(self.out, "{HELP}")?,
                "board" | "b" => self.show_board(seat, choices)?,
                "log" | "l" => self.show_log(seat, 0)?,
                "quit" | "q" | "exit" => return Ok(None),
                text => match text.parse::<usize>() {
                    Ok(k) if (1..=n).contains(&k) => return Ok(Some(k - 1)),
                    _ => writeln!(
                        self.out,
                        "'{}' is not one of the choices: type a number from 1 to {n}, or help.",
                        crate::engine::clip(text)
                    )?,
                },
            }
        }
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
        write!(self.out, "Pass the keyboard to {name}, then press Enter. ")?;
        self.out.flush()?;
        let line = self.read_line()?;
        if self.clear {
            write!(self.out, "\x1b[2J\x1b[3J\x1b[H")?;
        }
        Ok(
            line.is_some_and(|l| {
                !matches!(l.trim().to_lowercase().as_str(), "quit" | "q" | "exit")
            }),
        )
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
            writeln!(self.out, "Log:")?;
            for entry in readable {
                report::entry(&mut self.out, &*self.game, entry)?;
            }
        }
        if let Some(shown) = self.shown.get_mut(seat.index()) {
            *shown = self.entries.len();
        }
        Ok(())
    }

    fn show_board(&mut self, seat: Seat, choices: &[Choice]) -> Result<(), CliError> {
        let board = self.game.render(Observer::Seat(seat));
        writeln!(self.out, "{}", board.trim_end())?;
        writeln!(self.out, "Choices:")?;
        for (i, choice) in choices.iter().enumerate() {
            writeln!(self.out, "  {:>2}. {}", i + 1, choice.text)?;
        }
        Ok(())
    }

    /// The end: what no person has read yet (nothing is secret any more), board and scores.
    fn finish(&mut self) -> Result<(), CliError> {
        if !self.spectating {
            let humans = (0..self.players.len()).filter(|&s| self.players[s] == Player::Human);
            let unread = humans.filter_map(|s| self.shown.get(s)).min().copied();
            let unread = &self.entries[unread.unwrap_or(0).min(self.entries.len())..];
            if !unread.is_empty() {
                writeln!(self.out, "\nLog:")?;
                for entry in unread {
                    report::entry(&mut self.out, &*self.game, entry)?;
                }
            }
        }
        writeln!(self.out, "\nGame over.")?;
        let board = self.game.render(Observer::Spectator);
        writeln!(self.out, "{}", board.trim_end())?;
        writeln!(self.out, "Final scores:")?;
        report::scores(&mut self.out, &*self.game)?;
        Ok(())
    }

    fn save(&mut self, path: &Path, over: bool) -> Result<(), CliError> {
        if over {
            self.record.scores = Some(self.game.scores());
        }
        let json = serde_json::to_string_pretty(&self.record)
            .map_err(|e| CliError::file(format!("cannot write {}", path.display()), e.into()))?;
        fs::write(path, json + "\n")
            .map_err(|e| CliError::file(format!("cannot write {}", path.display()), e))?;
        let what = if over { "game" } else { "game so far" };
        writeln!(
            self.out,
            "Saved the {what} to {} (check it with `cathedra replay {}`).",
            path.display(),
            path.display()
        )?;
        Ok(())
    }
}
