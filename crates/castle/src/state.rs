//! The whole game state: fixed-size arrays of small integers, `Copy` parts, no allocation.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::types::{Building, Card, Res};

/// One player's board: its score, purse, supply and cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub vp: u16,
    pub talers: u8,
    /// Resources in supply, `Res` order.
    pub pieces: [u8; 5],
    /// Helpers in supply.
    pub helpers: u8,
    /// Character cards still owned (winter may take some), one bit per `Card`.
    pub owned: u8,
    /// The played pile.
    pub played: u8,
    /// Cards chosen this round and not yet resolved (face down before the reveal).
    pub chosen: u8,
    /// Cards revealed this round.
    pub shown: u8,
    /// Buildings erected this round (Master Builders of others score them).
    pub built: u8,
    /// Sites where a helper was placed this round (CAS-15.5), one bit per `Site`.
    pub sites: u16,
    /// Winter took the last card of its played pile while its cards lay face down: the Master
    /// Builder was among its choices when it chose (CAS-4.2). Cleared at the reveal.
    #[serde(default, skip_serializing_if = "is_false")]
    pub emptied: bool,
    /// How it answered this round's Snowdrift while its cards lay face down (CAS-21.6), which
    /// tells the other seats something of them. Cleared at the reveal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drift: Option<Drift>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A seat's answer to the Snowdrift, as the other seats saw it: what a perfect observer
/// weighs its face-down cards by (its options were its worker cards not face down, and paying
/// if it had 3 talers or no such card).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Drift {
    /// It paid 3 talers.
    Paid,
    /// It paid fewer than 3 talers (all it had): it had no worker card to give, so every worker
    /// card it owns lies face down.
    PaidShort,
    /// It gave a worker card although it could have paid 3 talers.
    Gave,
    /// It gave a worker card, having fewer than 3 talers.
    GaveForced,
}

impl Player {
    /// Cards in hand: owned, not played, not chosen.
    pub fn hand(&self) -> u8 {
        self.owned & !self.played & !self.chosen
    }

    /// Cards it may choose now: in hand, and the Master Builder only with a played pile
    /// (CAS-4.1, CAS-4.2).
    pub(crate) fn choosable(&self) -> u8 {
        let master_builder = if self.played == 0 {
            Card::MasterBuilder.bit()
        } else {
            0
        };
        self.hand() & !master_builder
    }

    /// Does it still owe a card: fewer than `per_round` chosen, and one to choose (a seat
    /// holding a single card plays that one, Q-18)?
    pub(crate) fn owes_card(&self, per_round: u8) -> bool {
        let fewer = match per_round {
            // Three or four players: one card a round.
            1 => self.chosen == 0,
            _ => (self.chosen.count_ones() as u8) < per_round,
        };
        fewer && self.choosable() != 0
    }

    pub fn has(&self, r: Res) -> u8 {
        self.pieces[r as usize]
    }
}

/// The players of the game (2 to 4); serialised as a list of exactly that many.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Players {
    len: u8,
    all: [Player; 4],
}

impl Players {
    pub fn new(len: usize, seat: Player) -> Self {
        let mut all = [Player::default(); 4];
        for s in all.iter_mut().take(len) {
            *s = seat;
        }
        Players {
            len: len as u8,
            all,
        }
    }

    /// The number of seats.
    pub fn count(&self) -> usize {
        usize::from(self.len)
    }

    pub fn iter(&self) -> impl Iterator<Item = &Player> {
        self.all[..self.count()].iter()
    }
}

impl std::ops::Index<usize> for Players {
    type Output = Player;
    fn index(&self, i: usize) -> &Player {
        &self.all[i]
    }
}

impl std::ops::IndexMut<usize> for Players {
    fn index_mut(&mut self, i: usize) -> &mut Player {
        &mut self.all[i]
    }
}

impl Serialize for Players {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.all[..self.count()].serialize(s)
    }
}

impl<'de> Deserialize<'de> for Players {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let list = Vec::<Player>::deserialize(d)?;
        if !(2..=4).contains(&list.len()) {
            return Err(D::Error::custom("a game has 2 to 4 seats"));
        }
        let mut seats = Players::new(list.len(), Player::default());
        seats.all[..list.len()].copy_from_slice(&list);
        Ok(seats)
    }
}

/// Who decides now, and on what.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case", deny_unknown_fields)]
pub enum Phase {
    /// Chance: the start player of round 1 (C-1).
    StartPlayer,
    /// Winter: `seat` courts the lady or drops out (CAS-21.5).
    Court { seat: u8 },
    /// Winter: `seat` takes a piece from the won lady's card.
    Share { seat: u8 },
    /// Every seat that still owes a card chooses one face down, in any order (CAS-4).
    Choose,
    /// Chance: the winter card drawn this round (C-2, CAS-20.3).
    WinterDraw,
    /// Winter: `seat` loses a played card or pays (CAS-21.2).
    Plague { seat: u8 },
    /// Winter: `seat` gives a worker card or pays (CAS-21.6).
    Snowdrift { seat: u8 },
    /// Winter: `seat` discards up to 3 stone (CAS-21.4).
    Breach { seat: u8 },
    /// `seat` picks the free pieces of its Worker III, `left` to go (CAS-6.1).
    Stock { seat: u8, left: u8 },
    /// Two-player game: `seat` picks which of its two workers resolves first (CAS-5.3).
    WorkerOrder { seat: u8 },
    /// Winter: `seat` cannot pay the inn and returns a trader's helper (CAS-21.1).
    InnReturn { seat: u8 },
    /// `seat`'s Trader places a helper or not (CAS-8).
    Trade { seat: u8 },
    /// `seat`'s Bricklayer takes one kind from the tower (CAS-9.1).
    Tower { seat: u8 },
    /// `seat`'s Stonemason buys from worker cards (CAS-10.1).
    Buy { seat: u8 },
    /// `seat` owns a worker card whose last piece `buyer` wants (CAS-10.2).
    Consent {
        seat: u8,
        buyer: u8,
        card: Card,
        kind: Res,
    },
    /// `seat` erects buildings with `card` (CAS-13).
    Build { seat: u8, card: Card },
    /// `seat` pays for `building`, erected with `card`: kind `next` now, the kinds before it
    /// as `paid` (`Res` order, `silver` of them got for silver bars); nothing has moved yet
    /// (CAS-13.3, CAS-14.1).
    Pay {
        seat: u8,
        card: Card,
        building: Building,
        next: Res,
        paid: [u8; 4],
        silver: [u8; 4],
    },
    /// `seat` places helpers after building with `card` (CAS-15).
    Helpers { seat: u8, card: Card },
    /// Final scoring: `seat` converts up to `left` more pieces at the palace (CAS-18.9).
    Palace { seat: u8, left: u8 },
    /// The game is over.
    Over,
}

/// Progress of the card action being resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Act {
    /// Buildings erected in this action.
    pub built: u8,
    /// Helpers placed in this action.
    pub placed: u8,
    /// Worker cards this Stonemason has bought from or asked for (bit `3 * seat + worker`).
    pub asked: u16,
    /// The helper returned for not paying the inn may not be placed again (CAS-21.1).
    pub held_back: bool,
}

/// The lady of the castle (CAS-21.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lady {
    /// The card lies open, not yet won.
    pub open: bool,
    /// The round it was drawn; courting starts the round after.
    pub drawn: u8,
    /// Seats still courting.
    pub courters: u8,
    /// Pieces and talers on the card: `Res` order, then talers.
    pub pile: [u8; 6],
}

/// What left the game: talers converted at the market, pieces converted at the palace.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Boxed {
    pub talers: u8,
    pub pieces: [u8; 5],
}

/// The complete state of a game of A Castle for All Seasons.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Castle {
    pub(crate) winter: bool,
    /// Rounds of this game (12 or 15).
    pub(crate) rounds: u8,
    /// The current round, 1-based (0 before the start player is drawn).
    pub(crate) round: u8,
    pub(crate) start: u8,
    pub(crate) phase: Phase,
    /// This round's chosen cards are face up.
    pub(crate) revealed: bool,
    pub(crate) act: Act,
    pub(crate) seats: Players,
    /// The general stock: the four carts and the rider's silver, `Res` order.
    pub(crate) stock: [u8; 5],
    /// The trader's helper at each cart and the rider (`Spot` order).
    pub(crate) spots: [Option<u8>; 5],
    /// Spots whose helper was placed this round (cannot be displaced), one bit per `Spot`.
    pub(crate) fresh: u8,
    pub(crate) tower: [u8; 5],
    /// Silver bars on the smithy.
    pub(crate) smithy: u8,
    pub(crate) bank: u8,
    /// Talers still on the round track.
    pub(crate) track: u8,
    /// Tiles still on the board per `Building`.
    pub(crate) tiles: [u8; 10],
    /// Helper slots (see `data::SPACES`): owner seat or empty.
    pub(crate) slots: [Option<u8>; 20],
    /// Pieces on each seat's worker cards I-III this round, `Res` order.
    pub(crate) loads: [[[u8; 5]; 3]; 4],
    /// A Trader was revealed this round and the carts have not delivered yet.
    pub(crate) trading: bool,
    /// Winter cards not yet drawn, one bit per `WinterCard`.
    pub(crate) deck: u8,
    /// Winter cards that stay in play (village inn, granary), one bit per `WinterCard`.
    pub(crate) open: u8,
    /// Talers lying on the village inn card while it has no innkeeper.
    pub(crate) inn_talers: u8,
    pub(crate) lady: Lady,
    pub(crate) boxed: Boxed,
    /// Starting talers in order of play (the start player's first) when the `start-money`
    /// option departs from the rulebook's 3 each (CAS-2.5); paid by the bank once the start
    /// player is drawn. Absent: the rulebook's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) start_money: Option<[u8; 4]>,
}

impl Castle {
    pub(crate) fn n(&self) -> u8 {
        self.seats.count() as u8
    }

    /// The seat `offset` places after the start player.
    pub(crate) fn seat_at(&self, offset: u8) -> u8 {
        let s = self.start + offset;
        if s >= self.n() {
            s - self.n()
        } else {
            s
        }
    }

    /// How many places after the start player `seat` sits.
    pub(crate) fn offset_of(&self, seat: u8) -> u8 {
        if seat >= self.start {
            seat - self.start
        } else {
            seat + self.n() - self.start
        }
    }

    pub(crate) fn seat(&self, s: u8) -> &Player {
        &self.seats[usize::from(s)]
    }

    pub(crate) fn seat_mut(&mut self, s: u8) -> &mut Player {
        &mut self.seats[usize::from(s)]
    }

    /// The bank pays `seat` up to `n` talers, what it holds (CAS-16.1); returns how many.
    pub(crate) fn bank_pays(&mut self, seat: u8, n: u8) -> u8 {
        let got = n.min(self.bank);
        self.bank -= got;
        self.seat_mut(seat).talers += got;
        got
    }

    /// `seat` pays `n` talers to the bank (the caller checked it has them).
    pub(crate) fn pays_bank(&mut self, seat: u8, n: u8) {
        self.seat_mut(seat).talers -= n;
        self.bank += n;
    }

    pub(crate) fn add_vp(&mut self, seat: u8, vp: u16) {
        let s = self.seat_mut(seat);
        s.vp = s.vp.saturating_add(vp);
    }

    /// Tiles still on the board.
    pub(crate) fn tiles_left(&self) -> u8 {
        self.tiles.iter().sum()
    }
}
