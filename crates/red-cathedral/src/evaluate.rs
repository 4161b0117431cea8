//! A position estimate for the bots (`cathedra_core::Evaluate`): the prestige each participant
//! (seats and, in a solo game, Jakovlev) can expect to end with.
//!
//! The estimate adds, per participant:
//! - the marker now, read between its two prestige spaces (the final conversion, RC-4.5, moves
//!   it forward to the next one, so partial recognition is worth a fraction of a prestige);
//! - recognition still to come, moved along the track at the rate the track has there: cards
//!   under the participant's banner and not yet completed (their printed recognition, by how much
//!   is delivered and how much of the game is left), materials and rubles that can still be built
//!   with, face-up workshop tiles that can still be activated; less the penalties (RC-8.3) its
//!   unfinished cards can still take from other banners completed above them;
//! - what materials and rubles give at the end (RC-14.3 a, 1 per 5), weighted by how far the game is;
//! - ornaments that can still be placed, the tower points as the towers stand now (RC-14.4 to
//!   RC-14.6) plus a share for its cards under way, and the end trigger's 3 prestige (RC-14.1) by
//!   how near the participant is to its sixth card.
//!
//! How far the game is: the larger of the leader's completed cards out of six (the end trigger)
//! and the share of the cathedral completed. At the end of the game it is the final prestige.

use cathedra_core::Evaluate;

use crate::scoring::PER_PRESTIGE;
use crate::state::{total, Phase, RedCathedral};

/// Cards a participant completes to trigger the end (RC-14.1).
const TRIGGER_CARDS: f64 = 6.0;
/// Prestige for the end trigger (RC-14.1).
const TRIGGER_BONUS: f64 = 3.0;
/// Recognition a material or ruble is worth while it can still be built with (cards cost 3 or 4
/// materials and give 3 to 7 recognition; a ruble buys about a material).
const R_PER_UNIT: f64 = 0.7;
/// Recognition a face-up workshop tile still brings over a whole game of activations.
const R_PER_TILE: f64 = 3.0;
/// Prestige an unplaced, usable ornament is worth early on (0 to 3 by jewels, RC-9.4, plus a
/// point of tower value).
const P_PER_ORNAMENT: f64 = 1.5;
/// Tower points a card under way adds once completed (2 tower value, RC-14.4, most of it to its owner).
const P_PER_CARD: f64 = 1.0;

impl RedCathedral {
    /// Prestige at a track position read continuously: the prestige space at or below it plus
    /// the fraction of the way to the next one.
    fn prestige_between(&self, pos: f64) -> f64 {
        let data = self.data();
        let max = f64::from(data.max_pos());
        let pos = pos.clamp(0.0, max);
        let here = pos as u16;
        let floor = f64::from(data.prestige_floor(here));
        let below = if data.is_prestige(here) {
            here
        } else {
            data.prev_prestige(here).unwrap_or(0)
        };
        let above = data.next_prestige(here);
        let span = f64::from(above.saturating_sub(below)).max(1.0);
        floor + (pos - f64::from(below)) / span
    }

    /// How far the game is, 0 at the start to 1 at its end.
    fn progress(&self) -> f64 {
        let n = self.participants_count();
        let leader = (0..n).map(|p| self.tally[p].completed).max().unwrap_or(0);
        let mut cards = 0u16;
        let mut done = 0u16;
        for t in 0..usize::from(self.towers) {
            for h in 0..usize::from(self.heights[t]) {
                cards += 1;
                done += u16::from(self.site[t][h].done);
            }
        }
        let built = if cards == 0 {
            0.0
        } else {
            f64::from(done) / f64::from(cards)
        };
        let p = (f64::from(leader) / TRIGGER_CARDS).max(built);
        if self.ending {
            p.max(0.95)
        } else {
            p.min(1.0)
        }
    }

    /// Chance that the card at (tower, height) is completed before the end.
    fn completion_chance(&self, t: usize, h: usize, late: f64) -> f64 {
        let place = &self.site[t][h];
        let units = f64::from(self.data().sections[usize::from(place.card)].units()).max(1.0);
        let delivered = (f64::from(total(&place.delivered)) / units).min(1.0);
        (1.0 - late) * (0.6 + 0.4 * delivered)
    }
}

impl Evaluate for RedCathedral {
    fn evaluate(&self, out: &mut Vec<f64>) {
        out.clear();
        let n = self.participants_count();
        if self.phase == Phase::Over {
            out.extend((0..n).map(|p| f64::from(self.final_prestige[p])));
            return;
        }
        let data = self.data();
        let late = self.progress();
        let early = 1.0 - late;

        let mut towers = [0f64; 4];
        for t in 0..usize::from(self.towers) {
            let points = self.tower_points(t);
            for (sum, &pts) in towers.iter_mut().zip(points.iter()).take(n) {
                *sum += f64::from(pts);
            }
        }

        for (p, &tower_points) in towers.iter().enumerate().take(n) {
            let bot = self.solo() && p == usize::from(Self::BOT);
            // Cards under way and the penalties they can still take.
            let mut coming_r = 0.0;
            let mut coming_cards = 0.0;
            for t in 0..usize::from(self.towers) {
                for h in 0..usize::from(self.heights[t]) {
                    let place = &self.site[t][h];
                    if usize::from(place.banner) != p || place.done {
                        continue;
                    }
                    let chance = self.completion_chance(t, h, late);
                    let card = &data.sections[usize::from(place.card)];
                    coming_r += chance * f64::from(card.recognition);
                    coming_cards += chance;
                    let mut done_above = 0.0;
                    for above in h + 1..usize::from(self.heights[t]) {
                        let a = &self.site[t][above];
                        if usize::from(a.banner) == p {
                            continue;
                        }
                        if a.done {
                            done_above += 1.0;
                        } else if a.claimed() {
                            // RC-8.3: its completion costs one R per completed card above.
                            coming_r -= self.completion_chance(t, above, late) * (1.0 + done_above);
                        }
                    }
                }
            }
            // Materials, rubles, tiles and ornaments.
            let (hoard, tiles, ornaments) = if bot {
                let left = 4u8.saturating_sub(self.bot.placed);
                (self.bot_materials(), 0u32, f64::from(left) * 0.5)
            } else {
                let s = &self.seats[p];
                let up = (0..6)
                    .filter(|&w| s.face_up & (1 << w) != 0 && s.tiles[w] != crate::state::NONE)
                    .count() as u32;
                let usable: u8 = s.ornaments.iter().sum();
                (u16::from(s.held()) + s.rubles, up, f64::from(usable))
            };
            coming_r += early * (f64::from(hoard) * R_PER_UNIT + f64::from(tiles) * R_PER_TILE);
            let end_hoard = late * f64::from(hoard / PER_PRESTIGE);

            let pos = f64::from(self.tally[p].pos);
            let track = self.prestige_between(pos + coming_r.max(-pos));
            let trigger = if self.solo() || self.ending {
                0.0
            } else {
                let share = f64::from(self.tally[p].completed) / TRIGGER_CARDS;
                TRIGGER_BONUS * share * share
            };
            out.push(
                track
                    + end_hoard
                    + early * ornaments * P_PER_ORNAMENT
                    + tower_points
                    + coming_cards * P_PER_CARD
                    + trigger,
            );
        }
    }
}
