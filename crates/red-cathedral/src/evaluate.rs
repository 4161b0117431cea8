//! A position estimate in prestige for the bots (`cathedra_core::Evaluate`).

use cathedra_core::Evaluate;

use crate::scoring::PER_PRESTIGE;
use crate::state::{Phase, RedCathedral};

impl Evaluate for RedCathedral {
    /// Prestige so far, plus what the marker's recognition beyond the last prestige space, the
    /// hoard of materials and rubles and the towers as they stand would add at the end. Cards
    /// claimed but not completed count half their recognition.
    fn evaluate(&self, out: &mut Vec<f64>) {
        out.clear();
        let n = self.participants_count();
        if self.phase == Phase::Over {
            out.extend((0..n).map(|p| f64::from(self.final_prestige[p])));
            return;
        }
        let data = self.data();
        let mut towers = [0f64; 4];
        for t in 0..usize::from(self.towers) {
            let pts = self.tower_points(t);
            for p in 0..n {
                towers[p] += f64::from(pts[p]);
            }
        }
        for p in 0..n {
            let pos = self.tally[p].pos;
            let floor = f64::from(data.prestige_floor(pos));
            let hoard = if self.solo() && p == usize::from(Self::BOT) {
                self.bot_materials()
            } else {
                u16::from(self.seats[p].held()) + self.seats[p].rubles
            };
            let mut pending = 0f64;
            for t in 0..usize::from(self.towers) {
                for h in 0..usize::from(self.heights[t]) {
                    let pl = &self.site[t][h];
                    if usize::from(pl.banner) == p && !pl.done {
                        pending += f64::from(data.sections[usize::from(pl.card)].recognition) / 2.0;
                    }
                }
            }
            // About 2 recognition per prestige in the middle of the track.
            let partial = f64::from(pos.saturating_sub(data.prev_prestige(pos + 1).unwrap_or(0)));
            out.push(
                floor
                    + f64::from(hoard / PER_PRESTIGE)
                    + towers[p]
                    + (partial + pending) / 2.5,
            );
        }
    }
}
