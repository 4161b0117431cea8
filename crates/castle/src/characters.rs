//! Choosing character cards face down, all seats at once, and what the other seats may not
//! know about it (CAS-4, H-1).

use cathedra_core::{Dealer, Event, Illegal, Log, Seat, SeatSet};

use crate::action::Action;
use crate::data;
use crate::refusal::{refuse, Why};
use crate::state::{Castle, Drift, Phase};
use crate::types::Card;

impl Castle {
    /// Every seat chooses, in any order (CAS-3.1 step 3, CAS-4.3).
    pub(crate) fn begin_choosing(&mut self) {
        self.revealed = false;
        self.phase = Phase::Choose;
    }

    /// Cards `seat` may choose now: in hand, and the Master Builder only with a played pile
    /// (CAS-4.1, CAS-4.2). Depends on nothing another seat chose.
    pub(crate) fn choosable(&self, seat: u8) -> u8 {
        self.seat(seat).choosable()
    }

    /// Does `seat` still owe a card: fewer chosen than the round asks, and one to choose
    /// (a seat holding a single card plays that one, Q-18)?
    pub(crate) fn owes_card(&self, seat: u8) -> bool {
        self.seat(seat)
            .owes_card(data::cards_per_round(self.seats.count()))
    }

    /// The seats that still owe a card.
    pub(crate) fn choosers(&self) -> SeatSet {
        let per_round = data::cards_per_round(self.seats.count());
        let bits = self.seats.iter().enumerate().fold(0u8, |bits, (s, p)| {
            bits | u8::from(p.owes_card(per_round)) << s
        });
        SeatSet::from_bits(bits)
    }

    pub(crate) fn legal_choose(&self, seat: u8, out: &mut Vec<Action>) {
        let mut cards = self.choosable(seat);
        while cards != 0 {
            let card = Card::from_index(cards.trailing_zeros() as usize);
            out.push(Action::Choose { card });
            cards &= cards - 1;
        }
    }

    pub(crate) fn choose(&mut self, seat: u8, card: Card, log: &mut Log) -> Result<(), Illegal> {
        if self.choosable(seat) & card.bit() == 0 {
            return Err(self.choice_refusal(seat, card));
        }
        self.seat_mut(seat).chosen |= card.bit();
        log.tell(Seat(seat), || {
            let e = Event::new("chooses")
                .seat("seat", Seat(seat))
                .term("card", card.id());
            (e, format!("You choose the {} face down", card.data().name))
        });
        log.say(|| {
            let e = Event::new("has_chosen").seat("seat", Seat(seat));
            (e, format!("{} has chosen", self.name(seat)))
        });
        // The last seat to choose is most often a later one: ask those first.
        if !(0..self.n()).rev().any(|s| self.owes_card(s)) {
            self.after_choosing(log);
        }
        Ok(())
    }

    /// Why choosing `card` is refused, naming the rule it breaks.
    #[cold]
    fn choice_refusal(&self, seat: u8, card: Card) -> Illegal {
        let s = self.seat(seat);
        if s.chosen & card.bit() != 0 {
            Illegal::from(refuse("CAS-4.1", Why::ChosenTwice))
        } else if s.owned & card.bit() == 0 {
            Illegal::from(refuse("CAS-21.7", Why::LostInWinter))
        } else if s.played & card.bit() != 0 {
            Illegal::from(refuse("CAS-4.4", Why::InPlayedPile))
        } else {
            Illegal::from(refuse("CAS-4.2", Why::MasterBuilderNotNow))
        }
    }

    /// Cards `seat` could have laid face down this round: its cards neither played nor lost,
    /// the Master Builder only if its played pile was not empty when it chose (winter may have
    /// emptied it since). A card winter took was not face down (its options were cards in hand
    /// or played).
    fn could_have_chosen(&self, seat: u8) -> u8 {
        let s = self.seat(seat);
        let mut pool = s.owned & !s.played;
        if s.played == 0 && !s.emptied {
            pool &= !Card::MasterBuilder.bit();
        }
        pool
    }

    /// How likely `seat`'s public answers since it chose are had it laid `cards` face down, in
    /// twelfths of the likeliest (0: they rule `cards` out). Only the Snowdrift depends on the
    /// face-down cards: its options were the seat's worker cards not face down, and paying
    /// if it had 3 talers or no such card; each option as likely as any other.
    pub(crate) fn likelihood(&self, seat: u8, cards: u8) -> u64 {
        let s = self.seat(seat);
        let open = u64::from((s.owned & Card::WORKER_BITS & !cards).count_ones());
        match s.drift {
            None => 12,
            Some(Drift::PaidShort) => 12 * u64::from(open == 0),
            Some(Drift::Paid) => 12 / (open + 1),
            Some(Drift::Gave) => 12 / (open + 2),
            Some(Drift::GaveForced) => 12 / (open + 1),
        }
    }

    /// What `seat` may know: every other seat's face-down cards drawn again (H-1), among the
    /// sets of as many cards it could have chosen, each as likely as a perfect observer holds
    /// it: uniform, weighed by how likely the seat's later public answers were with it.
    /// Everything else is public.
    pub(crate) fn redraw_choices(&mut self, seat: u8, rng: &mut Dealer) {
        if self.revealed {
            return;
        }
        for s in (0..self.n()).filter(|&s| s != seat) {
            let chosen = self.seat(s).chosen;
            if chosen == 0 {
                continue;
            }
            let pool = self.could_have_chosen(s);
            let k = chosen.count_ones();
            let drawn = if self.seat(s).drift.is_none() {
                draw_subset(pool, k, rng)
            } else {
                self.draw_weighted(s, pool, k, rng).unwrap_or(chosen)
            };
            self.seat_mut(s).chosen = drawn;
        }
    }

    /// A `k`-card subset of `pool` for `seat`, drawn in proportion to its likelihood; `None`
    /// if every subset is ruled out (never in a valid state).
    fn draw_weighted(&self, seat: u8, pool: u8, k: u32, rng: &mut Dealer) -> Option<u8> {
        let weight = |sub: u8| {
            if sub.count_ones() == k {
                self.likelihood(seat, sub)
            } else {
                0
            }
        };
        let total: u64 = subsets(pool).map(weight).sum();
        if total == 0 {
            return None;
        }
        let mut r = rng.below(total);
        subsets(pool).find(|&sub| {
            let w = weight(sub);
            if r < w {
                true
            } else {
                r -= w;
                false
            }
        })
    }
}

/// Every subset of `set`, the empty one included.
fn subsets(set: u8) -> impl Iterator<Item = u8> {
    let mut next = Some(set);
    std::iter::from_fn(move || {
        let sub = next?;
        next = (sub != 0).then(|| (sub - 1) & set);
        Some(sub)
    })
}

/// A uniform `k`-card subset of `pool`: each card in turn, kept with probability
/// (cards still wanted) / (cards still to see).
fn draw_subset(pool: u8, k: u32, rng: &mut Dealer) -> u8 {
    let mut want = u64::from(k);
    let mut left = u64::from(pool.count_ones());
    let mut out = 0;
    let mut rest = pool;
    while rest != 0 && want > 0 {
        let bit = rest & rest.wrapping_neg();
        if rng.below(left) < want {
            out |= bit;
            want -= 1;
        }
        left -= 1;
        rest &= rest - 1;
    }
    out
}
