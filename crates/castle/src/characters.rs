//! Choosing character cards face down, one seat after another from the start player, and
//! what the other seats may not know about it (CAS-4, H-1).

use cathedra_core::{Error, Log};

use crate::action::Action;
use crate::data;
use crate::state::{Castle, Phase};
use crate::types::Card;

impl Castle {
    /// The first seat (from the start player) chooses (CAS-3.1 step 3).
    pub(crate) fn begin_choosing(&mut self) {
        self.revealed = false;
        self.phase = Phase::Choose { seat: self.start };
    }

    /// Cards `seat` may choose now: in hand, and the Master Builder only with a played pile
    /// (CAS-4.1, CAS-4.2). Depends on nothing another seat chose.
    pub(crate) fn choosable(&self, seat: u8) -> u8 {
        let s = self.seat(seat);
        let mut cards = s.hand();
        if s.played == 0 {
            cards &= !Card::MasterBuilder.bit();
        }
        cards
    }

    pub(crate) fn legal_choose(&self, seat: u8, out: &mut Vec<Action>) {
        let mut cards = self.choosable(seat);
        while cards != 0 {
            let card = Card::from_index(cards.trailing_zeros() as usize);
            out.push(Action::Choose { card });
            cards &= cards - 1;
        }
    }

    pub(crate) fn choose(&mut self, seat: u8, card: Card, log: &mut Log) -> Result<(), Error> {
        let s = self.seat(seat);
        if s.hand() & card.bit() == 0 {
            let why = if s.chosen & card.bit() != 0 {
                "you have already chosen that card this round"
            } else if s.owned & card.bit() == 0 {
                "that card was lost in winter"
            } else {
                "that card is in your played pile until you play the Master Builder"
            };
            return Err(Error::illegal("CAS-4.4", why));
        }
        if self.choosable(seat) & card.bit() == 0 {
            return Err(Error::illegal(
                "CAS-4.2",
                "you hold all your cards, so you may not choose the Master Builder",
            ));
        }
        self.seat_mut(seat).chosen |= card.bit();
        log.tell(seat as usize, || {
            format!("You choose the {} face down", card.data().name)
        });
        log.say(|| format!("{} has chosen", self.name(seat)));
        self.next_chooser(seat, log);
        Ok(())
    }

    /// The same seat chooses its second card (two players), or the next seat, or all chose.
    fn next_chooser(&mut self, seat: u8, log: &mut Log) {
        let chosen = self.seat(seat).chosen.count_ones() as u8;
        if chosen < data::cards_per_round(self.seats.count()) && self.choosable(seat) != 0 {
            return;
        }
        let next = self.offset_of(seat) + 1;
        if next < self.n() {
            self.phase = Phase::Choose {
                seat: self.seat_at(next),
            };
        } else {
            self.after_choosing(log);
        }
    }

    /// Variants of this state for `observer`: every other seat's face-down cards swapped for
    /// other cards it could have chosen (H-1).
    pub(crate) fn choice_variants(&self, observer: u8) -> Vec<Castle> {
        let mut out = Vec::new();
        if self.revealed {
            return out;
        }
        for s in (0..self.n()).filter(|&s| s != observer) {
            let seat = self.seat(s);
            if seat.chosen == 0 {
                continue;
            }
            let pool = seat.owned & !seat.played;
            let allowed = if seat.played == 0 {
                pool & !Card::MasterBuilder.bit()
            } else {
                pool
            };
            for other in swaps(seat.chosen, allowed) {
                let mut v = self.clone();
                v.seat_mut(s).chosen = other;
                out.push(v);
            }
        }
        out
    }
}

/// Up to two other masks with as many cards as `chosen`, drawn from `allowed`.
fn swaps(chosen: u8, allowed: u8) -> impl Iterator<Item = u8> {
    let k = chosen.count_ones();
    (1..=u8::MAX)
        .filter(move |&m| m != chosen && m & !allowed == 0 && m.count_ones() == k)
        .take(2)
}
