//! Final scoring, building by building in the printed order, and the winner with its
//! tie-breaks (CAS-18, CAS-19, CAS-21.3).

use cathedra_core::{Event, Illegal, Log, Seat};

use crate::action::Action;
use crate::data;
use crate::refusal::{refuse, refuse_with, Why};
use crate::state::{Castle, Phase};
use crate::types::{Building, Res};

/// Castle slots by role (see `data::SPACES`).
const KEEP: usize = 0;
const TAVERN_6: usize = 1;
const TAVERN_12: usize = 2;
const GATE_BIG: usize = 3;
const GATE_SMALL: usize = 4;
const STABLE_12: usize = 5;
const STABLE_16: usize = 6;
const SERVANTS: [usize; 3] = [7, 8, 9];
const MARKET: [usize; 2] = [10, 11];
const PALACE: [usize; 2] = [12, 13];
const SMITHY_6: usize = 14;
const SMITHY_10: usize = 15;
const GRANARY: [usize; 3] = [16, 17, 18];

impl Castle {
    /// After the last round: trader helpers go home, then the buildings score up to the
    /// palace, whose owners decide (CAS-18.1, CAS-18.2).
    pub(crate) fn final_scoring(&mut self, log: &mut Log) {
        for spot in 0..5 {
            if let Some(owner) = self.spots[spot].take() {
                self.seat_mut(owner).helpers += 1;
            }
        }
        self.fresh = 0;
        self.score_keep(log);
        self.score_tavern(log);
        self.score_gates_and_stable(log);
        self.score_servants(log);
        self.score_market(log);
        self.next_palace(0, log);
    }

    fn score_slot(&mut self, slot: usize, vp: u16, what: &'static str, log: &mut Log) {
        if let Some(owner) = self.slots[slot] {
            self.add_vp(owner, vp);
            log.say(|| {
                let e = Event::new("scores")
                    .seat("seat", Seat(owner))
                    .num("vp", vp)
                    .term("building", site_id(what));
                (
                    e,
                    format!("{} scores {vp} VP for the {what}", self.name(owner)),
                )
            });
        }
    }

    /// Helpers on copper spaces of the castle (not granary, not innkeeper).
    pub(crate) fn castle_helpers(&self) -> u16 {
        self.slots[..data::CASTLE_SLOTS]
            .iter()
            .filter(|s| s.is_some())
            .count() as u16
    }

    /// Free copper spaces of built buildings.
    pub(crate) fn free_castle_spaces(&self) -> u16 {
        let mut free = 0;
        for d in &data::SPACES {
            if usize::from(d.first) >= data::CASTLE_SLOTS || !self.site_usable(d.site) {
                continue;
            }
            let range = usize::from(d.first)..usize::from(d.first + d.count);
            free += self.slots[range].iter().filter(|s| s.is_none()).count() as u16;
        }
        free
    }

    /// CAS-18.3.
    fn score_keep(&mut self, log: &mut Log) {
        let vp = data::KEEP_VP_PER_FREE_SPACE * self.free_castle_spaces();
        self.score_slot(KEEP, vp, "keep", log);
    }

    /// CAS-18.4.
    fn score_tavern(&mut self, log: &mut Log) {
        let helpers = self.castle_helpers();
        self.score_slot(TAVERN_12, helpers, "tavern", log);
        self.score_slot(TAVERN_6, helpers / 2, "tavern", log);
    }

    /// CAS-18.5, CAS-18.6.
    fn score_gates_and_stable(&mut self, log: &mut Log) {
        let built = |b: Building| u16::from(b.data().tiles - self.tiles[b as usize]);
        let (towers, houses) = (built(Building::Tower), built(Building::House));
        self.score_slot(
            GATE_BIG,
            data::GATE_BIG_VP_PER_TOWER * towers,
            "big gate",
            log,
        );
        self.score_slot(
            GATE_SMALL,
            data::GATE_SMALL_VP_PER_TOWER * towers,
            "small gate",
            log,
        );
        self.score_slot(
            STABLE_16,
            data::STABLE_16_VP_PER_HOUSE * houses,
            "stable",
            log,
        );
        self.score_slot(
            STABLE_12,
            data::STABLE_12_VP_PER_HOUSE * houses,
            "stable",
            log,
        );
    }

    /// CAS-18.7.
    fn score_servants(&mut self, log: &mut Log) {
        let left = u16::from(self.tiles_left());
        for slot in SERVANTS {
            self.score_slot(slot, left, "servants' house", log);
        }
    }

    /// Helpers `seat` has on these slots.
    fn held(&self, seat: u8, slots: &[usize]) -> u8 {
        slots
            .iter()
            .filter(|&&i| self.slots[i] == Some(seat))
            .count() as u8
    }

    /// CAS-18.8: talers into VP, 2 for 1 with one helper, 1 for 1 with both.
    fn score_market(&mut self, log: &mut Log) {
        for o in 0..self.n() {
            let seat = self.seat_at(o);
            let talers = self.seat(seat).talers;
            let (converted, vp) = match self.held(seat, &MARKET) {
                0 => continue,
                1 => (talers - talers % 2, u16::from(talers / 2)),
                _ => (talers, u16::from(talers)),
            };
            self.seat_mut(seat).talers -= converted;
            self.boxed.talers += converted;
            self.add_vp(seat, vp);
            log.say(|| {
                let e = Event::new("market_converts")
                    .seat("seat", Seat(seat))
                    .num("talers", converted)
                    .num("vp", vp);
                let text = format!(
                    "{} converts {} into {vp} VP",
                    self.name(seat),
                    crate::texts::talers(converted)
                );
                (e, text)
            });
        }
    }

    /// The next palace owner from `offset` on converts (D-15), or the rest scores.
    fn next_palace(&mut self, offset: u8, log: &mut Log) {
        for o in offset..self.n() {
            let seat = self.seat_at(o);
            let helpers = self.held(seat, &PALACE);
            if helpers > 0 {
                self.phase = Phase::Palace {
                    seat,
                    left: helpers * data::PALACE_PIECES,
                };
                return;
            }
        }
        self.score_smithy_and_granary(log);
    }

    #[inline(never)]
    pub(crate) fn legal_palace(&self, seat: u8, left: u8, out: &mut Vec<Action>) {
        if left > 0 {
            let s = self.seat(seat);
            for kind in Res::BUILDING {
                if s.has(kind) > 0 {
                    out.push(Action::Convert {
                        kind,
                        silver: false,
                    });
                }
                if s.has(Res::Silver) > 0 && self.stock[kind as usize] > 0 {
                    out.push(Action::Convert { kind, silver: true });
                }
            }
        }
        out.push(Action::Done);
    }

    /// CAS-18.9: one piece (got for silver at the smithy, if asked) into its BP as VP.
    pub(crate) fn convert(
        &mut self,
        seat: u8,
        left: u8,
        kind: Res,
        silver: bool,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        if left == 0 {
            return Err(Illegal::from(refuse("CAS-18.9", Why::PalaceLimit)));
        }
        if kind == Res::Silver {
            return Err(Illegal::from(refuse("CAS-18.9", Why::SilverNoValue)));
        }
        if silver {
            self.check_exchange(seat, kind, 1)?;
            self.exchange(seat, kind, 1);
        } else if self.seat(seat).has(kind) == 0 {
            return Err(refuse_with(
                "CAS-18.9",
                Why::NoPieceOf.words().term("kind", kind.name()),
            ));
        }
        self.seat_mut(seat).pieces[kind as usize] -= 1;
        self.boxed.pieces[kind as usize] += 1;
        let vp = u16::from(data::BP[kind as usize]);
        self.add_vp(seat, vp);
        log.say(|| {
            let e = Event::new("palace_converts")
                .seat("seat", Seat(seat))
                .term("kind", kind.name())
                .num("vp", vp);
            let text = format!(
                "{} converts a {} into {vp} VP",
                self.name(seat),
                kind.name()
            );
            (e, text)
        });
        if left > 1 {
            self.phase = Phase::Palace {
                seat,
                left: left - 1,
            };
        } else {
            self.stop_converting(seat, log);
        }
        Ok(())
    }

    pub(crate) fn stop_converting(&mut self, seat: u8, log: &mut Log) {
        let next = self.offset_of(seat) + 1;
        self.next_palace(next, log);
    }

    /// CAS-18.10, CAS-21.3; then the game is over.
    fn score_smithy_and_granary(&mut self, log: &mut Log) {
        let bars = u16::from(self.smithy);
        self.score_slot(SMITHY_10, bars, "smithy", log);
        self.score_slot(SMITHY_6, bars / 2, "smithy", log);
        let on_granary = GRANARY.iter().filter(|&&i| self.slots[i].is_some()).count();
        let vp = data::GRANARY_VP[on_granary];
        for slot in GRANARY {
            self.score_slot(slot, vp, "granary", log);
        }
        self.phase = Phase::Over;
    }

    /// Resource value for the second tie-break (CAS-19.3; silver Q-11).
    pub(crate) fn resource_value(&self, seat: u8) -> u16 {
        let s = self.seat(seat);
        (0..4)
            .map(|k| u16::from(s.pieces[k]) * u16::from(data::BP[k]))
            .sum::<u16>()
            + u16::from(s.has(Res::Silver)) * u16::from(data::SILVER_TIE_VALUE)
    }

    /// Places after VP, then talers, then resource value; equal seats share (CAS-19).
    pub(crate) fn places(&self) -> Vec<usize> {
        let key = |s: u8| (self.seat(s).vp, self.seat(s).talers, self.resource_value(s));
        (0..self.n())
            .map(|s| (0..self.n()).filter(|&o| key(o) > key(s)).count())
            .collect()
    }
}

/// The id of a scored building from its name in the texts.
fn site_id(what: &'static str) -> &'static str {
    match what {
        "big gate" => "gate_big",
        "small gate" => "gate_small",
        "servants' house" => "servants",
        other => other,
    }
}
