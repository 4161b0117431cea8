//! Step 4, Kingsbridge (PIL-4), and the privilege cards' immediate effects (PIL-25).

use cathedra_core::{Event as LogEvent, Log};

use crate::data::{Cube, Kind, Privilege};
use crate::state::{seat_id, Pillars, KINGSBRIDGE};

impl Pillars {
    /// Step 4: each occupant takes the card above; unclaimed cards leave the game.
    pub(crate) fn kingsbridge_step(&mut self, log: &mut Log) -> bool {
        for (side, space) in KINGSBRIDGE.into_iter().enumerate() {
            let Some(card) = self.kingsbridge[side].take() else {
                continue;
            };
            match self.occupant(space) {
                Some(o) => self.gain_privilege(o, card, log),
                None => log.say(|| {
                    let e = LogEvent::new("privilege_unclaimed").term("privilege", card.id());
                    (
                        e,
                        format!("Nobody takes {}; it leaves the game", card.name()),
                    )
                }),
            }
        }
        false
    }

    /// A privilege card comes to `seat`: immediate cards act and leave (PIL-4.1).
    pub(crate) fn gain_privilege(&mut self, seat: usize, card: Privilege, log: &mut Log) {
        log.say(|| {
            let e = LogEvent::new("takes_privilege")
                .seat("seat", seat_id(seat))
                .term("privilege", card.id());
            (e, format!("{} takes {}", self.colour(seat), card.name()))
        });
        if card.kind() != Kind::Immediate {
            self.seats[seat].privileges.insert(card);
            return;
        }
        match card {
            Privilege::Toledo => self.give_cubes(seat, Cube::Metal, 2),
            Privilege::WeepingMadonna => self.gain_vp(seat, 3),
            Privilege::WoolFair => {
                self.gain_gold(seat, 8);
            }
            Privilege::KingsVisit => self.give_cubes(seat, Cube::Metal, 1),
            Privilege::NearlyComplete => {
                self.give_cubes(seat, Cube::Stone, 1);
                self.give_cubes(seat, Cube::Wood, 1);
            }
            _ => {}
        }
    }
}
