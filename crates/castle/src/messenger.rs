//! The Messenger: eight talers from the bank, or what it holds (CAS-7).

use cathedra_core::{Event, Log, Seat};

use crate::data;
use crate::state::Castle;
use crate::types::Card;

impl Castle {
    pub(crate) fn messenger(&mut self, seat: u8, log: &mut Log) {
        let got = self.bank_pays(seat, data::MESSENGER_TALERS);
        log.say(|| {
            let e = Event::new("messenger_brings")
                .seat("seat", Seat(seat))
                .num("talers", got);
            (
                e,
                format!(
                    "{}'s Messenger brings {}",
                    self.name(seat),
                    crate::texts::talers(got)
                ),
            )
        });
        let s = self.seat_mut(seat);
        s.chosen &= !Card::Messenger.bit();
        s.played |= Card::Messenger.bit();
    }
}
