//! The board's plain steps: wool mill (PIL-3), priory (PIL-5), the three pits (PIL-6 … PIL-8),
//! Shiring (PIL-10) and Shiring castle (PIL-11).

use cathedra_core::{Event as LogEvent, Illegal, Log};

use crate::action::Action;
use crate::data::{Cube, Event, Privilege, CUBE_LIMIT};
use crate::resolution::Step;
use crate::state::{seat_id, Pillars, Stage, CASTLE, PRIORY, SHIRING};
use crate::texts::Words;

impl Pillars {
    /// Step 3: 1 gold per mill worker, 2 for up to 5 of them under Prior Philip's event.
    pub(crate) fn wool_mill(&mut self, log: &mut Log) -> bool {
        let double = self.shown_event() == Some(Event::CloisterGoods);
        for s in 0..self.n() {
            let workers = self.seats[s].mill;
            let bonus = if double { workers.min(5) } else { 0 };
            let gained = self.gain_gold(s, workers + bonus);
            self.seats[s].mill = 0;
            if gained == 0 {
                continue;
            }
            log.say(|| {
                let e = LogEvent::new("wool_mill")
                    .seat("seat", seat_id(s))
                    .num("gold", gained);
                (
                    e,
                    format!("{} earns {gained} gold in the wool mill", self.colour(s)),
                )
            });
        }
        false
    }

    /// Step 5: 2 VP and 1 VP, each +1 with the Prior Philip privilege.
    pub(crate) fn priory(&mut self, log: &mut Log) -> bool {
        for (i, space) in PRIORY.into_iter().enumerate() {
            if let Some(o) = self.occupant(space) {
                let bonus = u16::from(self.seats[o].privileges.contains(Privilege::PriorPhilip));
                let vp = 2 - i as u16 + bonus;
                self.gain_vp(o, vp);
                log.say(|| {
                    let e = LogEvent::new("priory")
                        .seat("seat", seat_id(o))
                        .num("vp", vp);
                    (
                        e,
                        format!("{} scores {vp} VP in the priory", self.colour(o)),
                    )
                });
            }
        }
        false
    }

    /// The yield change of this round's event for `seat` (PIL-6.2).
    fn yield_change(&self, seat: usize) -> i8 {
        match self.shown_event() {
            Some(Event::Volunteers) => 1,
            Some(Event::ColdWinter) if !self.is_protected(seat) => -1,
            _ => 0,
        }
    }

    /// Steps 6-8: every resource card and the income privileges, from the supply.
    pub(crate) fn production(&mut self, log: &mut Log) -> bool {
        const INCOME: [(Privilege, Cube); 3] = [
            (Privilege::Aliena, Cube::Wood),
            (Privilege::TomBuilder, Cube::Stone),
            (Privilege::Richard, Cube::Sand),
        ];
        for s in 0..self.n() {
            let change = self.yield_change(s);
            let mut got = [0u8; 4];
            for card in self.seats[s].resources.iter() {
                let d = card.data();
                got[d.cube.index()] += (d.yield_ as i8 + change).max(0) as u8;
            }
            for (privilege, cube) in INCOME {
                if self.seats[s].privileges.contains(privilege) {
                    got[cube.index()] += 1;
                }
            }
            for cube in Cube::ALL {
                self.give_cubes(s, cube, got[cube.index()]);
            }
            self.seats[s].resources = Default::default();
            if got == [0; 4] {
                continue;
            }
            log.say(|| {
                let [wood, stone, sand, metal] = got;
                let e = LogEvent::new("produces")
                    .seat("seat", seat_id(s))
                    .num("wood", wood)
                    .num("stone", stone)
                    .num("sand", sand)
                    .num("metal", metal);
                (
                    e,
                    format!(
                        "{} produces {}",
                        self.colour(s),
                        Words::english().cube_list(got)
                    ),
                )
            });
        }
        false
    }

    /// Step 10 from side `side`: each occupant takes the craftsman below, free.
    pub(crate) fn shiring_from(&mut self, side: usize, log: &mut Log) -> bool {
        for (side, space) in SHIRING.into_iter().enumerate().skip(side) {
            let Some(card) = self.shiring[side].take() else {
                continue;
            };
            let Some(o) = self.occupant(space) else {
                log.say(|| {
                    let e = LogEvent::new("craftsman_unclaimed").term("craftsman", card.id());
                    (
                        e,
                        format!("Nobody takes the {}; it leaves the game", card.name()),
                    )
                });
                continue;
            };
            self.seats[o].craftsmen.insert(card);
            log.say(|| {
                let e = LogEvent::new("takes_shiring_craftsman")
                    .seat("seat", seat_id(o))
                    .term("craftsman", card.id());
                (
                    e,
                    format!("{} takes the {} in Shiring", self.colour(o), card.name()),
                )
            });
            if self.seats[o].craftsmen.len() > self.craftsman_limit(o) {
                self.stage = Stage::ShiringDismiss;
                self.actor = o as u8;
                self.cursor = side as u8;
                return true;
            }
        }
        false
    }

    pub(crate) fn apply_shiring_dismiss(
        &mut self,
        action: Action,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        self.dismiss(action, "PIL-19.6", log)?;
        if !self.shiring_from(usize::from(self.cursor) + 1, log) {
            self.resolve(Step::Castle, log);
        }
        Ok(())
    }

    /// Step 11: the castle's occupant takes 2 grey workers for the next round.
    pub(crate) fn castle_step(&mut self, log: &mut Log) -> bool {
        if let Some(o) = self.occupant(CASTLE) {
            let n = self.castle.min(2);
            self.castle -= n;
            self.seats[o].grey_next += n;
            log.say(|| {
                let last = self.is_last_round();
                let kind = if last {
                    "takes_grey_workers_unused"
                } else {
                    "takes_grey_workers"
                };
                let e = LogEvent::new(kind)
                    .seat("seat", seat_id(o))
                    .num("workers", n);
                let text = if last {
                    format!(
                        "{} takes {n} grey workers (of no use: this is the last round)",
                        self.colour(o)
                    )
                } else {
                    format!(
                        "{} takes {n} grey workers for the next round",
                        self.colour(o)
                    )
                };
                (e, text)
            });
        }
        false
    }

    /// The 5-cube limit (PIL-13.9).
    pub(crate) fn over_cube_limit(&self, seat: usize) -> bool {
        self.cube_total(seat) > u16::from(CUBE_LIMIT)
    }
}
