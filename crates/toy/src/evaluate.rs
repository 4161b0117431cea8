//! The dice race read by an agent: banked points and the bonus, and most of the pot of the
//! seat whose turn it is (one roll in six loses it).

use cathedra_core::{Evaluate, Game};

use crate::Race;

/// The share of the pot a seat can expect to bank: it survives the next roll five times in six.
const POT_KEPT: f64 = 5.0 / 6.0;

impl<const FLAW: u8> Evaluate for Race<FLAW> {
    fn evaluate(&self, out: &mut Vec<f64>) {
        out.clear();
        out.extend((0..self.players).map(|s| {
            let pot = if s == self.seat && !self.is_over() {
                f64::from(self.pot) * POT_KEPT
            } else {
                0.0
            };
            f64::from(self.banked[s]) + f64::from(self.bonus[s].unwrap_or(0)) + pot
        }));
    }
}

#[cfg(test)]
mod tests {
    use cathedra_core::{Actor, Dealer, Log, Options, Playout};

    use super::*;
    use crate::{Action, DiceRace};

    #[test]
    fn at_the_end_the_evaluation_is_the_final_score() {
        let mut out = Vec::new();
        for seed in 0..20 {
            let mut game = DiceRace::new(3, &Options::default()).unwrap();
            Playout::default()
                .run(&mut game, &mut Dealer::new(seed, 0), |_, _, _| {})
                .unwrap();
            game.evaluate(&mut out);
            let scores: Vec<f64> = game.scores().iter().map(|&s| s as f64).collect();
            assert_eq!(out, scores);
        }
    }

    #[test]
    fn the_pot_counts_for_the_seat_at_turn_only() {
        let mut game = DiceRace::new(2, &Options::default()).unwrap();
        let mut log = Log::silent();
        for bonus in [1, 2] {
            game.apply(Actor::Chance, Action::Deal { bonus }, &mut log)
                .unwrap();
        }
        for s in 0..2 {
            game.apply(
                Actor::Seat(cathedra_core::Seat(s)),
                Action::Lucky { face: 6 },
                &mut log,
            )
            .unwrap();
        }
        game.apply(Actor::Chance, Action::Roll { face: 6 }, &mut log)
            .unwrap();
        let mut out = Vec::new();
        game.evaluate(&mut out);
        assert_eq!(out, vec![1.0 + 7.0 * POT_KEPT, 2.0]);
    }
}
