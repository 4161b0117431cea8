//! A Castle for All Seasons read by an agent: victory points now, what the helpers in the
//! castle would score if the game ended now (CAS-18), and what talers, resources and helpers
//! in supply are still worth while rounds remain.
//!
//! Once the game is over the estimate is the final score.

use cathedra_core::Evaluate;

use crate::data::{self, BP, GRANARY_VP, PALACE_PIECES};
use crate::state::{Castle, Phase};
use crate::types::Building;

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

/// VP a building point of resources is worth while rounds remain: a building costs about
/// 1.7 BP per VP it scores (table 3.2: the Keep 24 BP for 14 VP, a Tower 8 for 6).
const BP_VP: f64 = 0.55;
/// VP a taler is worth while rounds remain: it buys a piece (CAS price 1 taler) or a helper's
/// tuition.
const TALER_VP: f64 = 0.4;
/// VP a helper in supply is worth while rounds remain: it can still take a scoring space.
const HELPER_VP: f64 = 1.5;

impl Castle {
    /// What the castle's end scoring (CAS-18.3 to CAS-18.10, CAS-21.3) would give `seat` from
    /// its helpers as the board stands, talers and pieces as they are.
    fn end_scoring(&self, seat: u8) -> f64 {
        let on = |slot: usize| self.slots[slot] == Some(seat);
        let built = |b: Building| u16::from(b.data().tiles - self.tiles[b as usize]);
        let helpers = self.castle_helpers();
        let (towers, houses) = (built(Building::Tower), built(Building::House));
        let mut vp = 0u32;
        let mut add = |slot: usize, v: u16| {
            if on(slot) {
                vp += u32::from(v);
            }
        };
        add(
            KEEP,
            data::KEEP_VP_PER_FREE_SPACE * self.free_castle_spaces(),
        );
        add(TAVERN_12, helpers);
        add(TAVERN_6, helpers / 2);
        add(GATE_BIG, data::GATE_BIG_VP_PER_TOWER * towers);
        add(GATE_SMALL, data::GATE_SMALL_VP_PER_TOWER * towers);
        add(STABLE_16, data::STABLE_16_VP_PER_HOUSE * houses);
        add(STABLE_12, data::STABLE_12_VP_PER_HOUSE * houses);
        for slot in SERVANTS {
            add(slot, u16::from(self.tiles_left()));
        }
        let bars = u16::from(self.smithy);
        add(SMITHY_10, bars);
        add(SMITHY_6, bars / 2);
        let on_granary = GRANARY.iter().filter(|&&i| self.slots[i].is_some()).count();
        for slot in GRANARY {
            add(slot, GRANARY_VP[on_granary]);
        }
        let s = self.seat(seat);
        let market = MARKET.iter().filter(|&&i| on(i)).count();
        vp += match market {
            0 => 0,
            1 => u32::from(s.talers / 2),
            _ => u32::from(s.talers),
        };
        // The palace turns up to 5 pieces per helper into their BP, the best first.
        let mut left = PALACE.iter().filter(|&&i| on(i)).count() as u8 * PALACE_PIECES;
        for kind in (0..4).rev() {
            let n = s.pieces[kind].min(left);
            vp += u32::from(n) * u32::from(BP[kind]);
            left -= n;
        }
        f64::from(vp)
    }

    /// The estimate for one seat while the game goes on.
    fn worth(&self, seat: u8) -> f64 {
        let s = self.seat(seat);
        let vp = f64::from(s.vp);
        match self.phase {
            Phase::Over => return vp,
            // End scoring is under way: the palace owners convert, then smithy and granary.
            Phase::Palace { .. } => return vp + self.end_scoring(seat),
            _ => {}
        }
        let rounds = f64::from(self.rounds.max(1));
        let left = f64::from(self.rounds.saturating_sub(self.round)) + 1.0;
        let time = (left / rounds).min(1.0);
        let bp: f64 = (0..4)
            .map(|k| f64::from(s.pieces[k]) * f64::from(BP[k]))
            .sum();
        vp + self.end_scoring(seat)
            + time
                * (BP_VP * bp + TALER_VP * f64::from(s.talers) + HELPER_VP * f64::from(s.helpers))
    }
}

impl Evaluate for Castle {
    fn evaluate(&self, out: &mut Vec<f64>) {
        out.clear();
        out.extend((0..self.n()).map(|s| self.worth(s)));
    }
}

#[cfg(test)]
mod tests {
    use cathedra_core::{Dealer, Game, Options, Playout};

    use super::*;

    #[test]
    fn at_the_end_the_evaluation_is_the_final_score() {
        let mut out = Vec::new();
        for seed in 0..16 {
            let winter = if seed % 2 == 0 { "false" } else { "true" };
            let options = Options::parse(Castle::OPTIONS, [("winter", winter)]).unwrap();
            let mut game = Castle::new(2 + (seed as usize % 3), &options).unwrap();
            Playout::default()
                .run(&mut game, &mut Dealer::new(seed, 0), |_, _, _| {})
                .unwrap();
            game.evaluate(&mut out);
            let scores: Vec<f64> = game.scores().iter().map(|&s| s as f64).collect();
            assert_eq!(out, scores);
        }
    }

    #[test]
    fn end_scoring_as_it_stands_is_what_the_end_gives() {
        // CAS-18: at any point of a game, the projection of the helpers' scoring is what the
        // final scoring would add if it ran now (with no palace owner left to choose).
        let mut checked = 0;
        for seed in 0..12 {
            let mut game = Castle::new(2 + seed as usize % 3, &Options::default()).unwrap();
            Playout::default()
                .run(&mut game, &mut Dealer::new(seed, 0), |g, _, _| {
                    if PALACE.iter().any(|&i| g.slots[i].is_some()) || g.round == 0 {
                        return;
                    }
                    let mut end = g.clone();
                    end.final_scoring(&mut cathedra_core::Log::silent());
                    assert_eq!(end.phase, Phase::Over);
                    for s in 0..g.n() {
                        let gained = f64::from(end.seat(s).vp - g.seat(s).vp);
                        assert_eq!(gained, g.end_scoring(s), "seed {seed}, seat {s}");
                    }
                    checked += 1;
                })
                .unwrap();
        }
        assert!(checked > 100, "{checked}");
    }
}
