//! Dice race: a minimal game with chance, hidden deals, a simultaneous secret choice and seat
//! decisions, used to test the core and the platform without depending on a real game's rules.
//!
//! TOY-1: each seat is dealt a secret bonus of 0-2, face down. TOY-4: then every seat at once
//! picks a lucky face (2-6) in secret; the faces are revealed when the last seat has picked.
//! TOY-3: on a turn the seat rolls a die (chance) and then banks the turn's total or rolls
//! again; a 1 loses the turn's total, the lucky face adds 1. First to 20 banked, or the end of
//! turn 24, ends the game; the score is banked points plus the bonus.
//!
//! [`Race`] takes a flaw for the core's own tests of its conformance kit: [`DiceRace`] has
//! none; the others leak the bonuses through the view ([`LEAKY_VIEW`]), or determinize
//! wrongly ([`PEEKING_DETERMINIZER`], [`BIASED_DETERMINIZER`]).

mod evaluate;

use cathedra_core::{
    check_actor, check_players, places_by, ActionSpace, Actor, Dealer, Event, Game, Illegal,
    InvalidState, Log, Observer, OptionSpec, Options, Outcome, Seat, SeatSet, SetupError, ToMove,
};
use serde::{Deserialize, Serialize};

const TARGET: u8 = 20;
const LAST_TURN: u16 = 24;

/// No flaw.
pub const SOUND: u8 = 0;
/// The view shows every seat's bonus.
pub const LEAKY_VIEW: u8 = 1;
/// Determinization returns the true state (it peeks at the hidden bonuses).
pub const PEEKING_DETERMINIZER: u8 = 2;
/// Determinization draws others' bonuses with the wrong probabilities (0 twice as often).
pub const BIASED_DETERMINIZER: u8 = 3;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Chance: the next seat's secret bonus.
    Deal { bonus: u8 },
    /// Chance: a die roll.
    Roll { face: u8 },
    /// Seat: keep the turn's total.
    Bank,
    /// Seat: roll again.
    Again,
    /// Seat, simultaneous and secret: the lucky face.
    Lucky { face: u8 },
}

/// Indices: deals 0-2, rolls 3-8 (faces 1-6), bank 9, again 10, lucky faces 11-15 (2-6).
impl ActionSpace for Action {
    const NUM_ACTIONS: usize = 16;
    fn index(self) -> usize {
        match self {
            Action::Deal { bonus } => usize::from(bonus.min(2)),
            Action::Roll { face } => 2 + usize::from(face.clamp(1, 6)),
            Action::Bank => 9,
            Action::Again => 10,
            Action::Lucky { face } => 9 + usize::from(face.clamp(2, 6)),
        }
    }
    fn from_index(i: usize) -> Option<Self> {
        Some(match i {
            0..=2 => Action::Deal { bonus: i as u8 },
            3..=8 => Action::Roll { face: i as u8 - 2 },
            9 => Action::Bank,
            10 => Action::Again,
            11..=15 => Action::Lucky { face: i as u8 - 9 },
            _ => return None,
        })
    }
}

/// What an observer may know: everything but the other seats' bonuses and unrevealed faces.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    pub banked: Vec<u8>,
    pub pot: u8,
    pub seat: usize,
    pub turn: u16,
    /// The observer's own bonus, once dealt (none for a spectator).
    pub my_bonus: Option<u8>,
    /// The observer's own lucky face, once picked.
    pub my_lucky: Option<u8>,
    /// Seats that have picked their lucky face.
    pub picked: SeatSet,
    /// Every seat's lucky face, once revealed.
    pub lucky: Option<Vec<u8>>,
    /// Only with the [`LEAKY_VIEW`] flaw: every bonus.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub leak: Option<Vec<Option<u8>>>,
}

/// The dice race with flaw `FLAW` ([`SOUND`] for the real game).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Race<const FLAW: u8> {
    players: usize,
    bonus: Vec<Option<u8>>,
    lucky: Vec<Option<u8>>,
    revealed: bool,
    banked: Vec<u8>,
    seat: usize,
    pot: u8,
    rolling: bool,
    turn: u16,
    long: bool,
}

/// The dice race.
pub type DiceRace = Race<SOUND>;

impl<const FLAW: u8> Game for Race<FLAW> {
    type Action = Action;
    type View = View;
    const ID: &'static str = if FLAW == SOUND {
        "dice-race"
    } else {
        "flawed-dice-race"
    };
    const NAME: &'static str = "Dice race";
    const RULES_VERSION: u32 = 2;
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        key: "long",
        values: &["false", "true"],
        default: "false",
        help: "play to 30 instead of 20",
    }];

    fn new(players: usize, options: &Options) -> Result<Self, SetupError> {
        check_players::<Self>(players, options)?;
        Ok(Race {
            players,
            bonus: vec![None; players],
            lucky: vec![None; players],
            revealed: false,
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
    fn to_move(&self) -> ToMove {
        if self.bonus.iter().any(Option::is_none) {
            ToMove::Chance
        } else if !self.revealed {
            ToMove::Simultaneous {
                seats: Seat::all(self.players)
                    .filter(|s| self.lucky[s.index()].is_none())
                    .collect(),
            }
        } else if self.is_over() {
            ToMove::Over
        } else if self.rolling {
            ToMove::Chance
        } else {
            ToMove::seat(Seat(self.seat as u8))
        }
    }
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        match self.to_move() {
            ToMove::Seat { seat: s } if s == seat => out.extend([Action::Bank, Action::Again]),
            ToMove::Simultaneous { seats } if seats.contains(seat) => {
                out.extend((2..=6).map(|face| Action::Lucky { face }));
            }
            _ => {}
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        out.clear();
        if self.to_move() != ToMove::Chance {
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
    fn apply(&mut self, actor: Actor, action: Action, log: &mut Log) -> Result<(), Illegal> {
        check_actor(self.to_move(), actor)?;
        match (actor, action) {
            (Actor::Chance, Action::Deal { bonus }) if bonus < 3 => {
                let Some(slot) = self.bonus.iter().position(Option::is_none) else {
                    return Err(Illegal::rule("TOY-1", "every bonus is dealt"));
                };
                self.bonus[slot] = Some(bonus);
                let seat = Seat(slot as u8);
                log.tell(seat, || {
                    let e = Event::new("bonus").seat("seat", seat).num("bonus", bonus);
                    (e, format!("Your secret bonus is {bonus}"))
                });
            }
            (Actor::Chance, Action::Roll { face }) if (1..=6).contains(&face) => {
                if self.bonus.iter().any(Option::is_none) {
                    return Err(Illegal::rule("TOY-1", "deal the bonuses first"));
                }
                let seat = Seat(self.seat as u8);
                log.say(|| {
                    let e = Event::new("roll").seat("seat", seat).num("face", face);
                    (e, format!("Seat {} rolls {face}", self.seat + 1))
                });
                self.rolling = false;
                if face == 1 {
                    self.pot = 0;
                    self.next_seat();
                } else {
                    let extra = u8::from(self.lucky[self.seat] == Some(face));
                    self.pot = self.pot.saturating_add(face + extra);
                }
            }
            (Actor::Seat(s), Action::Lucky { face })
                if !self.revealed && (2..=6).contains(&face) =>
            {
                self.lucky[s.index()] = Some(face);
                log.tell(s, || {
                    let e = Event::new("lucky").seat("seat", s).num("face", face);
                    (e, format!("Your lucky face is {face}"))
                });
                log.say(|| {
                    let e = Event::new("picked").seat("seat", s);
                    (e, format!("Seat {} has picked a lucky face", s.0 + 1))
                });
                if self.lucky.iter().all(Option::is_some) {
                    self.revealed = true;
                    log.say(|| {
                        let faces: Vec<String> =
                            self.lucky.iter().flatten().map(u8::to_string).collect();
                        let faces = faces.join(", ");
                        let e = Event::new("reveal").text("faces", faces.clone());
                        (e, format!("Lucky faces: {faces}"))
                    });
                }
            }
            (Actor::Seat(_), Action::Bank) if self.revealed => {
                self.banked[self.seat] = self.banked[self.seat].saturating_add(self.pot);
                self.pot = 0;
                self.next_seat();
            }
            (Actor::Seat(_), Action::Again) if self.revealed => self.rolling = true,
            (Actor::Chance, _) => return Err(Illegal::rule("TOY-2", "chance deals or rolls")),
            (Actor::Seat(_), _) if !self.revealed => {
                return Err(Illegal::rule("TOY-4", "pick a lucky face from 2 to 6"))
            }
            (Actor::Seat(s), _) => {
                return Err(Illegal::rule(
                    "TOY-3",
                    format!("seat {} must bank or roll", s.0 + 1),
                ))
            }
        }
        Ok(())
    }
    fn observe(&self, actor: Actor, action: Action, observer: Observer) -> Option<Action> {
        match action {
            // TOY-1: a bonus is dealt face down to its seat.
            Action::Deal { .. } => {
                let slot = self.bonus.iter().position(Option::is_none)?;
                (actor == Actor::Chance && observer.is(Seat(slot as u8))).then_some(action)
            }
            // TOY-4: a lucky face is picked in secret.
            Action::Lucky { .. } => match actor {
                Actor::Seat(s) if observer.is(s) => Some(action),
                _ => None,
            },
            _ => Some(action),
        }
    }
    fn describe_hidden(&self, actor: Actor, _action: Action) -> String {
        match actor {
            Actor::Seat(s) => format!("Seat {} picks a lucky face", s.0 + 1),
            Actor::Chance => "Deal a secret bonus".into(),
        }
    }
    fn determinize(&self, seat: Seat, rng: &mut Dealer) -> Self {
        let mut d = self.clone();
        if FLAW == PEEKING_DETERMINIZER {
            return d;
        }
        for (s, b) in d.bonus.iter_mut().enumerate() {
            if s != seat.index() && b.is_some() {
                *b = Some(if FLAW == BIASED_DETERMINIZER {
                    [0, 0, 1, 2][rng.below(4) as usize]
                } else {
                    rng.below(3) as u8
                });
            }
        }
        if !d.revealed {
            for (s, l) in d.lucky.iter_mut().enumerate() {
                if s != seat.index() && l.is_some() {
                    *l = Some(2 + rng.below(5) as u8);
                }
            }
        }
        d
    }
    fn describe(&self, action: Action) -> String {
        match action {
            Action::Deal { bonus } => format!("Deal a bonus of {bonus}"),
            Action::Roll { face } => format!("Roll {face}"),
            Action::Bank => format!("Bank {} points", self.pot),
            Action::Again => "Roll again".into(),
            Action::Lucky { face } => format!("Pick {face} as the lucky face"),
        }
    }
    fn view(&self, observer: Observer) -> View {
        let own = |v: &[Option<u8>]| observer.seat().and_then(|s| v[s.index()]);
        View {
            banked: self.banked.clone(),
            pot: self.pot,
            seat: self.seat,
            turn: self.turn,
            my_bonus: own(&self.bonus),
            my_lucky: own(&self.lucky),
            picked: Seat::all(self.players)
                .filter(|s| self.lucky[s.index()].is_some())
                .collect(),
            lucky: self
                .revealed
                .then(|| self.lucky.iter().flatten().copied().collect()),
            leak: (FLAW == LEAKY_VIEW).then(|| self.bonus.clone()),
        }
    }
    fn validate(&self) -> Result<(), InvalidState> {
        let bad = |m: &str| Err(InvalidState::new(m));
        if !Self::PLAYERS.contains(&self.players) {
            return bad("the player count is out of range");
        }
        let n = self.players;
        if self.bonus.len() != n || self.banked.len() != n || self.lucky.len() != n {
            return bad("one bonus, lucky face and bank per seat");
        }
        if self.seat >= n || self.bonus.iter().flatten().any(|&b| b > 2) {
            return bad("a seat or bonus is out of range");
        }
        if self.lucky.iter().flatten().any(|f| !(2..=6).contains(f)) {
            return bad("a lucky face is out of range");
        }
        if self.turn > LAST_TURN {
            return bad("the turn is past the last turn");
        }
        let dealt = self.bonus.iter().take_while(|b| b.is_some()).count();
        if self.bonus[dealt..].iter().any(Option::is_some) {
            return bad("bonuses are dealt in seat order");
        }
        if dealt < n && self.lucky.iter().any(Option::is_some) {
            return bad("lucky faces are picked once every bonus is dealt");
        }
        if self.revealed != self.lucky.iter().all(Option::is_some) {
            return bad("the lucky faces are revealed exactly when every seat has picked");
        }
        let started = self.pot > 0 || self.turn > 0 || !self.rolling;
        if !self.revealed && (started || self.banked.iter().any(|&b| b > 0)) {
            return bad("the race starts once the lucky faces are revealed");
        }
        Ok(())
    }
    fn scores(&self) -> Vec<i64> {
        (0..self.players)
            .map(|s| i64::from(self.banked[s]) + i64::from(self.bonus[s].unwrap_or(0)))
            .collect()
    }
    fn ranking(&self) -> Vec<usize> {
        places_by(&self.scores())
    }
    fn render(&self, observer: Observer) -> String {
        let mut out = format!("Turn {}, pot {}\n", self.turn, self.pot);
        for s in 0..self.players {
            out += &format!("Seat {}: {} banked\n", s + 1, self.banked[s]);
        }
        if let Some(b) = observer.seat().and_then(|s| self.bonus[s.index()]) {
            out += &format!("Your bonus: {b}\n");
        }
        out
    }
}

impl<const FLAW: u8> Race<FLAW> {
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
