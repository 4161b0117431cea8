//! The lady of the castle: courting at the start of each round from the round after her
//! draw, the winner's 8 VP and the sharing of her card (CAS-21.5).

use cathedra_core::{Event, Illegal, Log, Seat};

use crate::action::Action;
use crate::data;
use crate::refusal::{refuse_with, Why};
use crate::state::{Castle, Phase};
use crate::types::{Item, WinterCard};

impl Castle {
    /// The lady is drawn: every seat is a courter (courting starts next round, Q-16).
    pub(crate) fn open_lady(&mut self) {
        self.lady.open = true;
        self.lady.drawn = self.round;
        self.lady.courters = (1u8 << self.n()) - 1;
    }

    pub(crate) fn courting_now(&self) -> bool {
        self.lady.open && self.round > self.lady.drawn
    }

    pub(crate) fn begin_courting(&mut self) {
        self.next_courter(0);
    }

    fn next_courter(&mut self, offset: u8) {
        for o in offset..self.n() {
            let seat = self.seat_at(o);
            if self.lady.courters & (1 << seat) != 0 {
                self.phase = Phase::Court { seat };
                return;
            }
        }
        self.begin_choosing();
    }

    /// How many of `item` `seat` holds.
    fn holding(&self, seat: u8, item: Item) -> u8 {
        match item.res() {
            Some(r) => self.seat(seat).has(r),
            None => self.seat(seat).talers,
        }
    }

    fn holding_mut(&mut self, seat: u8, item: Item) -> &mut u8 {
        let s = self.seat_mut(seat);
        match item.res() {
            Some(r) => &mut s.pieces[r as usize],
            None => &mut s.talers,
        }
    }

    #[inline(never)]
    pub(crate) fn legal_court(&self, seat: u8, out: &mut Vec<Action>) {
        for item in Item::ALL {
            if self.holding(seat, item) > 0 {
                out.push(Action::Court { item });
            }
        }
        out.push(Action::DropOut);
    }

    pub(crate) fn court(&mut self, seat: u8, item: Item, log: &mut Log) -> Result<(), Illegal> {
        if self.holding(seat, item) == 0 {
            return Err(refuse_with(
                "CAS-21.5",
                Why::NothingToLay.words().term("item", item.name()),
            ));
        }
        *self.holding_mut(seat, item) -= 1;
        self.lady.pile[item as usize] += 1;
        log.say(|| {
            let e = Event::new("courts")
                .seat("seat", Seat(seat))
                .term("item", item.name());
            let text = format!("{} courts the lady with a {}", self.name(seat), item.name());
            (e, text)
        });
        let next = self.offset_of(seat) + 1;
        self.next_courter(next);
        Ok(())
    }

    pub(crate) fn drop_out(&mut self, seat: u8, log: &mut Log) {
        self.lady.courters &= !(1 << seat);
        log.say(|| {
            let e = Event::new("drops_out").seat("seat", Seat(seat));
            (e, format!("{} stops courting the lady", self.name(seat)))
        });
        if self.lady.courters.count_ones() == 1 {
            let winner = self.lady.courters.trailing_zeros() as u8;
            return self.win_lady(winner, log);
        }
        let next = self.offset_of(seat) + 1;
        self.next_courter(next);
    }

    /// The last courter wins at once; the others share her card (CAS-21.5).
    fn win_lady(&mut self, winner: u8, log: &mut Log) {
        self.add_vp(winner, data::LADY_VP);
        self.lady.open = false;
        log.say(|| {
            let e = Event::new("wins_lady")
                .seat("seat", Seat(winner))
                .num("vp", data::LADY_VP);
            let text = format!(
                "{} wins the {} and scores {} VP",
                self.name(winner),
                WinterCard::Lady.data().name,
                data::LADY_VP
            );
            (e, text)
        });
        self.next_sharer(0);
    }

    /// The next seat (cyclically from the start player) that takes a piece, while any lie
    /// on the card; the winner takes none.
    fn next_sharer(&mut self, offset: u8) {
        if self.lady.pile == [0; 6] {
            self.lady.courters = 0;
            return self.begin_choosing();
        }
        for o in offset..offset + self.n() {
            let seat = self.seat_at(o % self.n());
            if self.lady.courters & (1 << seat) == 0 {
                self.phase = Phase::Share { seat };
                return;
            }
        }
    }

    #[inline(never)]
    pub(crate) fn legal_share(&self, out: &mut Vec<Action>) {
        for item in Item::ALL {
            if self.lady.pile[item as usize] > 0 {
                out.push(Action::Take { item });
            }
        }
    }

    pub(crate) fn take_share(
        &mut self,
        seat: u8,
        item: Item,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        if self.lady.pile[item as usize] == 0 {
            return Err(refuse_with(
                "CAS-21.5",
                Why::NoneOnLady.words().term("item", item.name()),
            ));
        }
        self.lady.pile[item as usize] -= 1;
        *self.holding_mut(seat, item) += 1;
        log.say(|| {
            let e = Event::new("takes_share")
                .seat("seat", Seat(seat))
                .term("item", item.name());
            (e, format!("{} takes a {}", self.name(seat), item.name()))
        });
        let next = self.offset_of(seat) + 1;
        self.next_sharer(next);
        Ok(())
    }
}
