//! The Pillars of the Earth read by an agent: victory points now, plus what each seat's gold,
//! cubes, resource cards, craftsmen and privileges are still worth in the cathedral turns
//! (PIL step 13) left.
//!
//! The figures are estimates in VP, from the game's own exchange rates: the goldsmith turns 3
//! gold into 1 VP (PIL-13.6), the market buys and sells cubes at fixed prices (PIL-12.3,
//! PIL-12.4), and a craftsman turns cubes into VP at its recipe's rate up to its capacity
//! every round (PIL-13.2). Once the game is over only VP count (PIL-22), so the estimate is
//! the final score.

use cathedra_core::Evaluate;

use crate::data::{Craftsman, Cube, Privilege, Trade, ROUNDS};
use crate::state::{Holdings, Pillars, Stage};

/// VP a gold piece is worth while cathedral turns remain: craftsmen and cubes cost gold, and
/// the goldsmith pays 1 VP for 3 (PIL-13.6).
const GOLD_VP: f64 = 0.3;
/// The share of a cube's best craftsman rate it is worth (a cube still has to be used).
const CUBE_SHARE: f64 = 0.85;
/// The share of a craftsman's full use each later round that it is worth (cubes must be got).
const CRAFTSMAN_SHARE: f64 = 0.3;
/// VP of an income privilege's cube each round, of the black worker each round, and of a
/// one-time privilege not yet used.
const INCOME_VP: f64 = 0.6;
const WORKER_VP: f64 = 0.4;
const ONE_TIME_VP: f64 = 1.0;
/// VP of a master builder standing on a board space while builders are still being placed
/// (phase II, PIL-20): what the space will give when the locations are resolved (a privilege,
/// cubes, a craftsman, grey workers, VP), which the gold paid for the place bought. Once
/// resolution begins its yield is in the holdings, so it counts no more.
const PLACED_VP: f64 = 2.0;
/// A passed builder on the cost track is placed free on a space left over (PIL-20.8).
const PASSED_VP: f64 = 1.0;

impl Pillars {
    /// Cathedral turns still to come, this round's included while it has not passed.
    fn cathedral_turns_left(&self) -> u8 {
        match self.stage {
            Stage::Over => 0,
            _ if self.round == 0 => ROUNDS,
            Stage::Discard => ROUNDS - self.round.min(ROUNDS),
            _ => ROUNDS + 1 - self.round.min(ROUNDS),
        }
    }

    /// The estimate for one seat.
    fn worth(&self, h: &Holdings, turns: u8) -> f64 {
        let vp = f64::from(h.vp);
        if turns == 0 {
            return vp;
        }
        let turns = f64::from(turns);
        let later = turns - 1.0;
        // The best VP per cube of each kind its craftsmen give, their capacity for it, and the
        // gold's worth (more with a goldsmith, whose rate is 1 VP for 3 gold).
        let mut rate = [0.0f64; 4];
        let mut capacity = [0.0f64; 4];
        let mut gold = GOLD_VP;
        let mut craftsmen = 0.0;
        for c in h.craftsmen.iter() {
            let card = Craftsman::card(c);
            match (card.trade, card.recipe) {
                (Trade::Goldsmith, _) => {
                    gold = gold.max(CUBE_SHARE / 3.0);
                    craftsmen += CRAFTSMAN_SHARE * f64::from(card.capacity) * later / 3.0;
                }
                (Trade::MasterWoodworker, Some(r)) => {
                    let per_wood = f64::from(r.gold_out) * GOLD_VP;
                    rate[0] = rate[0].max(per_wood);
                    capacity[0] += f64::from(card.capacity);
                }
                (_, Some(r)) => {
                    let used: u8 = r.cubes.iter().sum();
                    let per_cube = f64::from(r.vp) / f64::from(used.max(1));
                    for (k, &n) in r.cubes.iter().enumerate() {
                        if n > 0 {
                            rate[k] = rate[k].max(per_cube);
                            capacity[k] += f64::from(card.capacity) * f64::from(n);
                        }
                    }
                    craftsmen +=
                        CRAFTSMAN_SHARE * f64::from(card.capacity) * f64::from(r.vp) * later;
                }
                // Tool maker and Statiker: a fixed gain each round.
                (_, None) => craftsmen += CRAFTSMAN_SHARE * 2.0 * later,
            }
        }
        // Cubes held and cubes the round's resource cards will yield (steps 6-8).
        let mut cubes = h.cubes.map(f64::from);
        for card in h.resources.iter() {
            let d = card.data();
            cubes[d.cube.index()] += f64::from(d.yield_);
        }
        let mut worth = vp + gold * f64::from(h.gold) + craftsmen;
        for cube in Cube::ALL {
            let k = cube.index();
            let sold = f64::from(cube.sell_price()) * gold;
            let used = cubes[k].min(capacity[k] * turns);
            worth += used * (CUBE_SHARE * rate[k]).max(sold) + (cubes[k] - used) * sold;
        }
        for p in h.privileges.iter() {
            worth += match p {
                Privilege::Aliena | Privilege::TomBuilder | Privilege::Richard => INCOME_VP * later,
                Privilege::Otto => WORKER_VP * later,
                Privilege::Remigius | Privilege::Thomas | Privilege::Loyalty => ONE_TIME_VP,
                _ => 0.0,
            };
        }
        worth
    }
}

impl Evaluate for Pillars {
    fn evaluate(&self, out: &mut Vec<f64>) {
        let turns = self.cathedral_turns_left();
        out.clear();
        out.extend(self.seats[..self.n()].iter().map(|h| self.worth(h, turns)));
        if matches!(
            self.stage,
            Stage::Draw | Stage::Redraw | Stage::Place | Stage::PlacePassed
        ) {
            for owner in self.spaces.iter().flatten() {
                out[usize::from(*owner)] += PLACED_VP;
            }
            for owner in self.track.iter().flatten() {
                out[usize::from(*owner)] += PASSED_VP;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use cathedra_core::{Dealer, Game, Options, Playout};

    use super::*;

    #[test]
    fn at_the_end_the_evaluation_is_the_final_score() {
        let mut out = Vec::new();
        for (seed, players) in (0..12).zip([2, 3, 4].into_iter().cycle()) {
            let mut game = Pillars::new(players, &Options::default()).unwrap();
            Playout::default()
                .run(&mut game, &mut Dealer::new(seed, 0), |_, _, _| {})
                .unwrap();
            game.evaluate(&mut out);
            let scores: Vec<f64> = game.scores().iter().map(|&s| s as f64).collect();
            assert_eq!(out, scores);
        }
    }

    #[test]
    fn gold_cubes_and_craftsmen_are_worth_more_with_more_rounds_to_go() {
        // PIL-13.2, PIL-13.6: what a seat holds is worth VP only while cathedral turns remain.
        let mut game = Pillars::new(2, &Options::default()).unwrap();
        let mut seen = Vec::new();
        let mut out = Vec::new();
        Playout::default()
            .run(&mut game, &mut Dealer::new(3, 0), |g, _, _| {
                g.evaluate(&mut out);
                seen.push((g.cathedral_turns_left(), out[0] - f64::from(g.seats[0].vp)));
            })
            .unwrap();
        let first = seen.iter().find(|(t, _)| *t == ROUNDS).unwrap().1;
        assert!(
            first > 5.0,
            "a new seat's 20 gold and 3 craftsmen are worth VP: {first}"
        );
        assert!(seen.iter().all(|&(t, extra)| t > 0 || extra == 0.0));
        assert!(seen.iter().all(|&(_, extra)| extra >= 0.0));
    }
}
