//! Who takes part, who decides, who acts and who looks: seats, seat sets, [`ToMove`], [`Actor`],
//! [`Observer`] and [`Participant`].

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The most seats any game has (seat sets are one byte).
pub const MAX_SEATS: usize = 8;

/// A player's seat, 0-based (`Seat(0)` is the first player). JSON: the number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat as an index into per-seat arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Seat number `i`, if a game could have it.
    pub fn new(i: usize) -> Option<Seat> {
        (i < MAX_SEATS).then_some(Seat(i as u8))
    }

    /// Every seat of an `n`-seat game, in seat order.
    pub fn all(n: usize) -> impl Iterator<Item = Seat> + Clone {
        (0..n.min(MAX_SEATS) as u8).map(Seat)
    }

    /// The next seat clockwise in an `n`-seat game.
    #[inline]
    pub fn next(self, n: usize) -> Seat {
        Seat(((self.index() + 1) % n.max(1)) as u8)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// A set of seats. JSON: the list of seat numbers, ascending.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct SeatSet(u8);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Every seat of an `n`-seat game.
    pub fn all(n: usize) -> SeatSet {
        SeatSet(if n >= MAX_SEATS {
            u8::MAX
        } else {
            (1u8 << n) - 1
        })
    }

    pub fn only(seat: Seat) -> SeatSet {
        SeatSet(1 << seat.0)
    }

    /// The set of these bits (bit `i` = seat `i`).
    pub const fn from_bits(bits: u8) -> SeatSet {
        SeatSet(bits)
    }

    pub const fn bits(self) -> u8 {
        self.0
    }

    #[inline]
    pub fn contains(self, seat: Seat) -> bool {
        seat.0 < 8 && self.0 & (1 << seat.0) != 0
    }

    #[inline]
    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat.0;
    }

    #[inline]
    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !(1 << seat.0);
    }

    pub fn with(mut self, seat: Seat) -> SeatSet {
        self.insert(seat);
        self
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The lowest seat in the set.
    pub fn first(self) -> Option<Seat> {
        (self.0 != 0).then(|| Seat(self.0.trailing_zeros() as u8))
    }

    pub fn iter(self) -> impl Iterator<Item = Seat> + Clone {
        (0..8u8).filter(move |i| self.0 & (1 << i) != 0).map(Seat)
    }

    /// True when every seat is below `n`.
    pub fn within(self, n: usize) -> bool {
        self.0 & !SeatSet::all(n).0 == 0
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut s = SeatSet::EMPTY;
        for seat in iter {
            s.insert(seat);
        }
        s
    }
}

impl Serialize for SeatSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for SeatSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let seats = Vec::<u8>::deserialize(d)?;
        let mut set = SeatSet::EMPTY;
        for s in seats {
            if usize::from(s) >= MAX_SEATS {
                return Err(serde::de::Error::custom(format!("no seat {s}")));
            }
            let seat = Seat(s);
            if set.contains(seat) {
                return Err(serde::de::Error::custom(format!("seat {s} twice")));
            }
            set.insert(seat);
        }
        Ok(set)
    }
}

/// Who decides now. JSON: `{"kind":"seat","seat":0}`, `{"kind":"simultaneous","seats":[0,2]}`,
/// `{"kind":"chance"}` or `{"kind":"over"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum ToMove {
    /// This seat chooses among its legal actions.
    Seat { seat: Seat },
    /// Each of these seats still owes a choice; any of them may commit, in any order.
    Simultaneous { seats: SeatSet },
    /// Chance: the caller picks one of the chance outcomes.
    Chance,
    /// The game is over.
    Over,
}

impl ToMove {
    /// One seat decides.
    pub const fn seat(seat: Seat) -> ToMove {
        ToMove::Seat { seat }
    }

    /// The seats that owe a decision now (empty at chance and at the end).
    pub fn seats(self) -> SeatSet {
        match self {
            ToMove::Seat { seat } => SeatSet::only(seat),
            ToMove::Simultaneous { seats } => seats,
            ToMove::Chance | ToMove::Over => SeatSet::EMPTY,
        }
    }

    /// True when `actor` may act now.
    pub fn admits(self, actor: Actor) -> bool {
        match actor {
            Actor::Chance => self == ToMove::Chance,
            Actor::Seat(s) => self.seats().contains(s),
        }
    }

    pub fn is_over(self) -> bool {
        self == ToMove::Over
    }
}

/// Who takes an action: a seat, or chance. JSON: the seat number, or `"chance"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Actor {
    Seat(Seat),
    Chance,
}

impl fmt::Display for Actor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Actor::Seat(s) => s.fmt(f),
            Actor::Chance => f.write_str("chance"),
        }
    }
}

/// Who looks: a seat, or a spectator who sees only what is public. JSON: the seat number, or
/// `"spectator"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Observer {
    Seat(Seat),
    Spectator,
}

impl Observer {
    /// The observer's seat, if it has one.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Observer::Seat(s) => Some(s),
            Observer::Spectator => None,
        }
    }

    /// True when this observer is `seat`.
    pub fn is(self, seat: Seat) -> bool {
        self == Observer::Seat(seat)
    }
}

impl fmt::Display for Observer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Observer::Seat(s) => s.fmt(f),
            Observer::Spectator => f.write_str("spectator"),
        }
    }
}

/// A seat number or one fixed word, as JSON.
fn seat_or_word<S: Serializer>(seat: Option<Seat>, word: &str, s: S) -> Result<S::Ok, S::Error> {
    match seat {
        Some(seat) => s.serialize_u8(seat.0),
        None => s.serialize_str(word),
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum SeatOrWord {
    Seat(u8),
    Word(String),
}

fn parse_seat_or_word<'de, D: Deserializer<'de>>(
    d: D,
    word: &str,
) -> Result<Option<Seat>, D::Error> {
    match SeatOrWord::deserialize(d)? {
        SeatOrWord::Seat(s) if usize::from(s) < MAX_SEATS => Ok(Some(Seat(s))),
        SeatOrWord::Seat(s) => Err(serde::de::Error::custom(format!("no seat {s}"))),
        SeatOrWord::Word(w) if w == word => Ok(None),
        SeatOrWord::Word(w) => Err(serde::de::Error::custom(format!(
            "expected a seat number or \"{word}\", not \"{w}\""
        ))),
    }
}

impl Serialize for Actor {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let seat = match self {
            Actor::Seat(seat) => Some(*seat),
            Actor::Chance => None,
        };
        seat_or_word(seat, "chance", s)
    }
}

impl<'de> Deserialize<'de> for Actor {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(parse_seat_or_word(d, "chance")?.map_or(Actor::Chance, Actor::Seat))
    }
}

impl Serialize for Observer {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        seat_or_word(self.seat(), "spectator", s)
    }
}

impl<'de> Deserialize<'de> for Observer {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(parse_seat_or_word(d, "spectator")?.map_or(Observer::Spectator, Observer::Seat))
    }
}

/// Who is scored and ranked: a player at a seat, or an opponent run by the rules (The Red
/// Cathedral's solo bot) that is neither a seat nor chance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Participant {
    Player { seat: Seat },
    Automaton { name: &'static str },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_sets_hold_seats_and_serialise_as_lists() {
        let s = SeatSet::EMPTY.with(Seat(2)).with(Seat(0));
        assert_eq!(s.len(), 2);
        assert_eq!(s.first(), Some(Seat(0)));
        assert_eq!(serde_json::to_string(&s).unwrap(), "[0,2]");
        let back: SeatSet = serde_json::from_str("[2,0]").unwrap();
        assert_eq!(back, s);
        assert!(serde_json::from_str::<SeatSet>("[0,0]").is_err());
        assert!(serde_json::from_str::<SeatSet>("[9]").is_err());
        assert_eq!(SeatSet::all(3).bits(), 0b111);
        assert!(s.within(3) && !s.within(2));
    }

    #[test]
    fn to_move_actor_and_observer_json() {
        let t = ToMove::Simultaneous {
            seats: SeatSet::all(2),
        };
        assert_eq!(
            serde_json::to_string(&t).unwrap(),
            r#"{"kind":"simultaneous","seats":[0,1]}"#
        );
        assert_eq!(
            serde_json::to_string(&ToMove::seat(Seat(1))).unwrap(),
            r#"{"kind":"seat","seat":1}"#
        );
        assert!(t.admits(Actor::Seat(Seat(1))) && !t.admits(Actor::Chance));
        assert_eq!(
            serde_json::to_string(&Actor::Chance).unwrap(),
            r#""chance""#
        );
        assert_eq!(
            serde_json::from_str::<Actor>("3").unwrap(),
            Actor::Seat(Seat(3))
        );
        assert!(serde_json::from_str::<Actor>(r#""dealer""#).is_err());
        assert_eq!(
            serde_json::from_str::<Observer>(r#""spectator""#).unwrap(),
            Observer::Spectator
        );
    }
}
