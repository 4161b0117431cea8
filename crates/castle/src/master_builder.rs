//! The Master Builder: 5 VP for every building others erect this round (paid as they are
//! erected), then every played card back to hand (CAS-12).

use cathedra_core::{Event, Log, Seat};

use crate::data;
use crate::state::Castle;
use crate::types::Card;

impl Castle {
    /// Every Master Builder revealed this round by a seat other than `builder` scores for
    /// the building `builder` just erected (CAS-12.3, CAS-13.5).
    pub(crate) fn master_builder_bonus(&mut self, builder: u8, log: &mut Log) {
        for s in 0..self.n() {
            if s != builder && self.seat(s).shown & Card::MasterBuilder.bit() != 0 {
                self.add_vp(s, data::MASTER_BUILDER_VP);
                log.say(|| {
                    let e = Event::new("master_builder_scores")
                        .seat("seat", Seat(s))
                        .num("vp", data::MASTER_BUILDER_VP);
                    let text = format!(
                        "{}'s Master Builder scores {} VP",
                        self.name(s),
                        data::MASTER_BUILDER_VP
                    );
                    (e, text)
                });
            }
        }
    }

    /// The Master Builder resolves: the played pile, itself included, returns to the hand
    /// (CAS-12.4).
    pub(crate) fn master_builder(&mut self, seat: u8, log: &mut Log) {
        let s = self.seat_mut(seat);
        s.chosen &= !Card::MasterBuilder.bit();
        s.played = 0;
        log.say(|| {
            let e = Event::new("takes_cards_back").seat("seat", Seat(seat));
            (
                e,
                format!("{} takes the played cards back", self.name(seat)),
            )
        });
    }
}
