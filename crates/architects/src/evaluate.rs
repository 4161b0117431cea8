//! The game's own reading of a position for agents that stop looking ahead: each player's final
//! score if the game ended now (end-game building effects applied, AWK-20), plus what their
//! holdings are still worth in points, less of it the fewer turns they have left.

use cathedra_core::Evaluate;

use crate::data::{self, BUILDINGS, GOLD, MARBLE};
use crate::state::{Architects, Stage};

/// Points per clay, wood and stone with the whole game ahead: a building turns roughly one
/// resource into one point, but it takes turns to gather the rest and to build (AWK-13).
/// Wood and stone also pay for Cathedral levels 2 and 4 (§5.5), clay does not.
const BASIC: [f64; 3] = [0.4, 0.5, 0.5];
/// Gold and marble already score 1 point each (AWK-20.2 item 5); with time left they also pay
/// for the Cathedral (1 gold: 2 points at level 1) and the dearest buildings.
const PRECIOUS: f64 = 0.6;
/// Silver beyond its end value of 1 point per 10: it hires apprentices (2 to 4 silver) and
/// buys at the Black Market (1 to 3 silver for 1 to 4 resources).
const SILVER: f64 = 0.2;
/// A hired apprentice: the skills that unlock buildings (AWK-13.1) and its ability.
const APPRENTICE: f64 = 1.5;
/// A building card in hand: the option to build it (a share of its points) or to discard it
/// for a Cathedral advance (AWK-14.3).
const CARD_BASE: f64 = 0.6;
const CARD_SHARE: f64 = 0.25;
/// A card whose skills the player lacks is worth this share of a buildable one.
const CARD_UNSKILLED: f64 = 0.6;
/// An own worker in the Prison: a lost placement until released, lost virtue with 3 or more
/// and a debt (2 points) at a reset for the most prisoners (AWK-17.2).
///
/// Captures, prisoners and their release are weighed by what they change for good, which is
/// little: a worker comes back for one Guardhouse action, and a capture is worth the silver it
/// fetches at the Prison. Weighed higher than a visit to a resource location, a capture and the
/// victim's release were each the best single move, and two one-step players captured and
/// released each other's workers for ever, with the Guildhall never filling.
const PRISONER: f64 = 0.3;
/// An own worker on an opponent's board: a lost placement until freed (3 silver and 2 tax, or a
/// debt) (AWK-11.1).
const CAPTIVE: f64 = 0.15;
/// An opponent's worker on this board: 1 silver when sent to the Prison (AWK-11.1), and a
/// prisoner that may cost its owner.
const CAPTURED: f64 = 0.15;
/// An unpaid debt can still be paid off (3 silver and 3 tax for 1 virtue, AWK-16.3): with time
/// ahead it costs this much less than its 2 points.
const DEBT_RELIEF: f64 = 0.5;
/// With 4 or less virtue the Cathedral is closed (AWK-15.6): what that costs with the game ahead.
const CATHEDRAL_CLOSED: f64 = 2.0;
/// Until the game is over, holdings beyond what buildings
/// and the Cathedral can use (a building costs at most a few of each resource, a Cathedral level
/// at most 2 gold or marble) count for nothing, in the score now as in what they are still
/// worth: with 20 workers at the Mines a player takes one back and places it again for 10
/// gold or 21 clay every two turns, and an estimate that paid for every unit led one-step players to do
/// that for ever instead of building (the Guildhall is the game's clock, AWK-12.3). The cap holds
/// through the final round too: lifted when the final round began, it made the end reveal at
/// once what a hoarding opponent's pile is worth, and a player ahead would not fill the last
/// Guildhall space for fear of it, so that the game did not end.
const USEFUL: [u16; 5] = [8, 8, 8, 6, 6];
/// Silver counted in full until the game is over, for the same reason (the Silversmith pays
/// one more for each worker there): enough for several hires, freeings and Black Market buys.
const USEFUL_SILVER: u16 = 40;
/// Share of the holdings' value left to a player who still has one turn in the final round.
const LAST_TURN: f64 = 0.1;

impl Architects {
    /// How much of the game a seat still has to use its holdings: the unfilled share of the
    /// Guildhall (AWK-12.3), then in the final round a small share if the seat still has its
    /// last turn (AWK-19.2), 0 once the game is over.
    fn time_left(&self, seat: usize) -> f64 {
        if matches!(self.stage, Stage::Over) {
            return 0.0;
        }
        match self.final_turns {
            Some(f) => {
                let n = self.n();
                let after = (seat + n - usize::from(self.turn)) % n;
                if after < usize::from(f) {
                    LAST_TURN
                } else {
                    0.0
                }
            }
            None => {
                let total = 4 * self.columns();
                1.0 - self.guild_filled() as f64 / total as f64
            }
        }
    }

    /// What a seat's holdings are still worth in points with `t` of the game ahead (0..=1);
    /// only the useful part of its resources and silver counts.
    fn holdings_value(&self, seat: usize, t: f64) -> f64 {
        let p = &self.players[seat];
        let mut r = p.resources;
        for (r, cap) in r.iter_mut().zip(USEFUL) {
            *r = (*r).min(cap);
        }
        let silver = p.silver.min(USEFUL_SILVER);
        let mut v = 0.0;
        for (k, w) in BASIC.iter().enumerate() {
            v += w * f64::from(r[k]);
        }
        v += PRECIOUS * f64::from(r[GOLD] + r[MARBLE]);
        v += SILVER * f64::from(silver);
        v += APPRENTICE * f64::from(p.apprentices.len());
        let skills = self.skills(seat);
        for card in p.hand.iter().take(data::HAND_LIMIT as usize) {
            let b = &BUILDINGS[usize::from(card)];
            let share = if skills & b.skills == b.skills {
                1.0
            } else {
                CARD_UNSKILLED
            };
            v += share * (CARD_BASE + CARD_SHARE * f64::from(b.vp));
        }
        v -= PRISONER * f64::from(p.prison);
        v -= CAPTIVE
            * (0..self.n())
                .filter(|&s| s != seat)
                .map(|s| f64::from(self.players[s].captured[seat]))
                .sum::<f64>();
        v += CAPTURED
            * (0..self.n())
                .filter(|&s| s != seat)
                .map(|s| f64::from(p.captured[s]))
                .sum::<f64>();
        v += DEBT_RELIEF * f64::from(p.unpaid_debts);
        if p.virtue < 5 && p.cathedral < 5 {
            v -= CATHEDRAL_CLOSED;
        }
        t * v
    }
}

impl Evaluate for Architects {
    /// Each seat's score as if the game ended now, with its end-game building effects applied
    /// (AWK-20.1), plus what its resources, silver, apprentices, building cards, captured
    /// workers and debts are still worth by how much of the game is left; prisoners and own
    /// workers held by opponents count against it. Until the game is over, resources and silver
    /// beyond what can be used count for nothing. At the end it is the final score.
    fn evaluate(&self, out: &mut Vec<f64>) {
        out.clear();
        let mut ended = self.clone();
        if !matches!(ended.stage, Stage::Over) {
            for p in ended.players.iter_mut() {
                for (r, cap) in p.resources.iter_mut().zip(USEFUL) {
                    *r = (*r).min(cap);
                }
                p.silver = p.silver.min(USEFUL_SILVER);
            }
            ended.finish();
        }
        for s in 0..self.n() {
            let now = ended.score(s) as f64;
            out.push(now + self.holdings_value(s, self.time_left(s)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Cards;
    use cathedra_core::{Game, Options};

    fn game(players: usize) -> Architects {
        let options = Options::parse(Architects::OPTIONS, []).unwrap();
        let mut g = Architects::new(players, &options).unwrap();
        g.stage = Stage::Turn;
        g
    }

    fn estimate(g: &Architects) -> Vec<f64> {
        let mut out = vec![99.0];
        g.evaluate(&mut out);
        out
    }

    #[test]
    fn ranks_an_obviously_better_position_higher() {
        let mut g = game(3);
        // Seat 0: a Cathedral level, two buildings, resources, silver, two apprentices.
        let p = &mut g.players[0];
        p.cathedral = 2;
        p.buildings = Cards(1 << 10 | 1 << 32); // Well, Lumber Camp
        p.resources = [3, 4, 4, 1, 1];
        p.silver = 12;
        p.apprentices = Cards(1 << 12 | 1 << 28); // Labourer, Stonecutter
                                                  // Seat 1: nothing, three workers in the Prison and a debt.
        let p = &mut g.players[1];
        p.prison = 3;
        p.supply -= 3;
        p.unpaid_debts = 1;
        let e = estimate(&g);
        assert_eq!(e.len(), 3);
        assert!(e[0] > e[2] && e[2] > e[1], "{e:?}");
    }

    #[test]
    fn holdings_count_less_the_nearer_the_end() {
        let mut g = game(2);
        g.players[0].resources = [4, 4, 4, 0, 0];
        let early = estimate(&g)[0] - estimate(&g)[1];
        for i in 0..9 {
            g.guild[i] = Some(1);
        }
        let late = estimate(&g)[0] - estimate(&g)[1];
        assert!(early > late && late > 0.0, "{early} {late}");
    }

    #[test]
    fn end_game_building_effects_count_now() {
        let mut g = game(2);
        // Dungeon: 14 points and 2 virtue lost at the end (7 -> 5: 0 -> -1 point).
        g.players[0].buildings = Cards(1 << 23);
        let e = estimate(&g);
        let mut ended = g.clone();
        ended.finish();
        assert_eq!(ended.score(0), 13);
        assert!(e[0] - e[1] > 12.0, "{e:?}");
    }

    #[test]
    fn at_the_end_it_is_the_final_score() {
        let mut g = game(4);
        g.players[2].resources = [5, 5, 5, 2, 1];
        g.players[2].silver = 23;
        g.players[3].buildings = Cards(1 << 31); // Lighthouse
        g.finish();
        let e = estimate(&g);
        let scores = g.scores();
        assert_eq!(e, scores.iter().map(|&s| s as f64).collect::<Vec<_>>());
    }

    #[test]
    fn a_pile_beyond_use_is_worth_nothing_until_the_end() {
        let mut g = game(2);
        g.players[0].resources = [8, 8, 8, 6, 6];
        g.players[0].silver = 40;
        let useful = estimate(&g)[0];
        g.players[0].resources = [27, 8, 8, 16, 6];
        g.players[0].silver = 90;
        assert_eq!(estimate(&g)[0], useful, "more clay, gold and silver");
        // The final round does not lift the cap: filling the last Guildhall space does not
        // reveal an opponent's hoard.
        g.final_turns = Some(2);
        let in_final_round = estimate(&g)[0];
        g.players[0].resources[GOLD] = 6;
        assert_eq!(
            estimate(&g)[0],
            in_final_round,
            "more gold in the final round"
        );
        // At the end every unit counts: 10 more gold, 10 points.
        g.players[0].resources[GOLD] = 16;
        let mut over = g.clone();
        over.finish();
        let last = estimate(&over)[0];
        over.players[0].resources[GOLD] = 6;
        assert_eq!(last - estimate(&over)[0], 10.0);
    }

    #[test]
    fn in_the_final_round_only_seats_with_a_turn_left_use_their_holdings() {
        let mut g = game(3);
        g.final_turns = Some(2);
        g.turn = 1;
        assert_eq!(g.time_left(1), LAST_TURN);
        assert_eq!(g.time_left(2), LAST_TURN);
        assert_eq!(g.time_left(0), 0.0);
    }
}
