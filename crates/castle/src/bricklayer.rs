//! The Bricklayer: one kind from the tower, then up to two buildings for a taler a piece,
//! then helpers (CAS-9).

use cathedra_core::{Event, Log, Seat};

use crate::action::Action;
use crate::state::{Castle, Phase};
use crate::types::{Card, Res};

impl Castle {
    pub(crate) fn legal_tower(&self, out: &mut Vec<Action>) {
        out.extend(Res::ALL.map(|kind| Action::Tower { kind }));
    }

    /// Takes every piece of `kind` from the tower, none is allowed (CAS-9.1).
    pub(crate) fn take_tower(&mut self, seat: u8, kind: Res, log: &mut Log) {
        let n = std::mem::take(&mut self.tower[kind as usize]);
        self.seat_mut(seat).pieces[kind as usize] += n;
        log.say(|| {
            let e = Event::new("takes_from_tower")
                .seat("seat", Seat(seat))
                .num("count", n)
                .term("kind", kind.name());
            let text = if n == 0 {
                format!(
                    "{} takes nothing from the tower: it holds no {}",
                    self.name(seat),
                    kind.name()
                )
            } else {
                format!(
                    "{} takes {n} {} from the tower",
                    self.name(seat),
                    kind.name()
                )
            };
            (e, text)
        });
        self.phase = Phase::Build {
            seat,
            card: Card::Bricklayer,
        };
    }
}
