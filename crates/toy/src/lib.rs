//! Dice race: a minimal game with chance, a hidden deal and a seat decision, used to test the
//! core and the platform without depending on a real game's rules.
//!
//! Each seat is dealt a secret bonus of 0-2. On a turn the seat rolls a die (chance) and then
//! banks the roll or rolls again; a 1 loses the turn's total. First to 20 banked, or the end of
//! turn 24, ends the game; the score is banked points plus the bonus.

use cathedra_core::{check_players, Error, Game, Log, OptionSpec, Options, Outcome, Turn};
use serde::{Deserialize, Serialize};

const TARGET: u8 = 20;
const LAST_TURN: u16 = 24;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    /// Chance: the next seat's secret bonus.
    Deal { bonus: u8 },
    /// Chance: a die roll.
    Roll { face: u8 },
    /// Seat: keep the turn's total.
    Bank,
    /// Seat: roll again.
    Again,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceRace {
    players: usize,
    bonus: Vec<Option<u8>>,
    banked: Vec<u8>,
    seat: usize,
    pot: u8,
    rolling: bool,
    turn: u16,
    long: bool,
}

impl Game for DiceRace {
    type Action = Action;
    const ID: &'static str = "dice-race";
    const NAME: &'static str = "Dice race";
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        key: "long",
        values: &["false", "true"],
        default: "false",
        help: "play to 30 instead of 20",
    }];

    fn new(players: usize, options: &Options) -> Result<Self, Error> {
        check_players::<Self>(players)?;
        Ok(DiceRace {
            players,
            bonus: vec![None; players],
            banked: vec![0; players],
            seat: 0,
            pot: 0,
            rolling: true,
            turn: 0,
            long: options.flag("long"),
        })
    }
    fn players(&self) -> usize {
        self.players
    }
    fn turn(&self) -> Turn {
        if self.bonus.iter().any(Option::is_none) || self.rolling {
            if self.is_over() {
                return Turn::Over;
            }
            Turn::Chance
        } else {
            Turn::Seat(self.seat)
        }
    }
    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Turn::Seat(_) = self.turn() {
            out.extend([Action::Bank, Action::Again]);
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        out.clear();
        if self.turn() != Turn::Chance {
            return;
        }
        if self.bonus.iter().any(Option::is_none) {
            out.extend((0..3).map(|bonus| Outcome {
                action: Action::Deal { bonus },
                weight: 1,
            }));
        } else {
            out.extend((1..=6).map(|face| Outcome {
                action: Action::Roll { face },
                weight: 1,
            }));
        }
    }
    fn apply(&mut self, action: Action, log: &mut Log) -> Result<(), Error> {
        let turn = self.turn();
        match (turn, action) {
            (Turn::Over, _) => return Err(Error::GameOver),
            (Turn::Chance, Action::Deal { bonus }) if bonus < 3 => {
                let Some(slot) = self.bonus.iter().position(Option::is_none) else {
                    return Err(Error::illegal("TOY-1", "every bonus is dealt"));
                };
                self.bonus[slot] = Some(bonus);
                log.tell(slot, || format!("Your secret bonus is {bonus}"));
            }
            (Turn::Chance, Action::Roll { face }) if (1..=6).contains(&face) => {
                if self.bonus.iter().any(Option::is_none) {
                    return Err(Error::illegal("TOY-1", "deal the bonuses first"));
                }
                log.say(|| format!("Seat {} rolls {face}", self.seat + 1));
                self.rolling = false;
                if face == 1 {
                    self.pot = 0;
                    self.next_seat();
                } else {
                    self.pot = self.pot.saturating_add(face);
                }
            }
            (Turn::Seat(_), Action::Bank) => {
                self.banked[self.seat] = self.banked[self.seat].saturating_add(self.pot);
                self.pot = 0;
                self.next_seat();
            }
            (Turn::Seat(_), Action::Again) => self.rolling = true,
            (Turn::Chance, _) => return Err(Error::illegal("TOY-2", "chance decides now")),
            (Turn::Seat(s), _) => {
                return Err(Error::illegal(
                    "TOY-3",
                    format!("seat {} must bank or roll", s + 1),
                ))
            }
        }
        Ok(())
    }
    fn describe(&self, action: Action) -> String {
        match action {
            Action::Deal { bonus } => format!("Deal a bonus of {bonus}"),
            Action::Roll { face } => format!("Roll {face}"),
            Action::Bank => format!("Bank {} points", self.pot),
            Action::Again => "Roll again".into(),
        }
    }
    fn view(&self, seat: usize) -> serde_json::Value {
        serde_json::json!({
            "banked": self.banked, "pot": self.pot, "seat": self.seat, "turn": self.turn,
            "my_bonus": self.bonus.get(seat).copied().flatten(),
        })
    }
    fn validate(&self) -> Result<(), Error> {
        let bad = |m: &str| Err(Error::InvalidState(m.to_string()));
        if !Self::PLAYERS.contains(&self.players) {
            return bad("the player count is out of range");
        }
        if self.bonus.len() != self.players || self.banked.len() != self.players {
            return bad("one bonus and one bank per seat");
        }
        if self.seat >= self.players || self.bonus.iter().flatten().any(|&b| b > 2) {
            return bad("a seat or bonus is out of range");
        }
        if self.turn > LAST_TURN {
            return bad("the turn is past the last turn");
        }
        Ok(())
    }
    fn scores(&self) -> Vec<i64> {
        (0..self.players)
            .map(|s| i64::from(self.banked[s]) + i64::from(self.bonus[s].unwrap_or(0)))
            .collect()
    }
    fn ranking(&self) -> Vec<usize> {
        let scores = self.scores();
        scores
            .iter()
            .map(|s| scores.iter().filter(|o| *o > s).count())
            .collect()
    }
    fn render(&self, seat: Option<usize>) -> String {
        let mut out = format!("Turn {}, pot {}\n", self.turn, self.pot);
        for s in 0..self.players {
            out += &format!("Seat {}: {} banked\n", s + 1, self.banked[s]);
        }
        if let Some(b) = seat.and_then(|s| self.bonus[s]) {
            out += &format!("Your bonus: {b}\n");
        }
        out
    }
    fn hidden_variants(&self, observer: usize) -> Vec<Self> {
        let mut out = Vec::new();
        for s in (0..self.players).filter(|&s| s != observer) {
            if let Some(b) = self.bonus[s] {
                let mut v = self.clone();
                v.bonus[s] = Some((b + 1) % 3);
                out.push(v);
            }
        }
        out
    }
}

impl DiceRace {
    fn is_over(&self) -> bool {
        let target = if self.long { TARGET + 10 } else { TARGET };
        self.turn >= LAST_TURN || self.banked.iter().any(|&b| b >= target)
    }

    fn next_seat(&mut self) {
        self.seat = (self.seat + 1) % self.players;
        self.turn += 1;
        self.rolling = true;
    }
}
