//! The dice race read by an agent: banked points and the bonus, and what the pot of the seat
//! whose turn it is is worth (TOY-3): a roll keeps it five times in six and adds 4 on average,
//! plus 1 when the lucky face comes (one roll in five of those that do not lose).

use cathedra_core::Evaluate;

use crate::Race;

/// The chance that a roll keeps the pot (it is not a 1).
const POT_KEPT: f64 = 5.0 / 6.0;
/// The mean gain of a roll that keeps the pot: faces 2-6, and 1 more for the lucky one.
const ROLL_GAIN: f64 = 4.0 + 1.0 / 5.0;

/// The pot's worth: about to roll, the roll's expectation; deciding, the better of banking it
/// and rolling once more.
fn pot_worth(pot: u8, rolling: bool) -> f64 {
    let pot = f64::from(pot);
    let roll = POT_KEPT * (pot + ROLL_GAIN);
    if rolling {
        roll
    } else {
        roll.max(pot)
    }
}

impl<const FLAW: u8> Evaluate for Race<FLAW> {
    fn evaluate(&self, out: &mut Vec<f64>) {
        out.clear();
        out.extend((0..self.players).map(|s| {
            let pot = if s == self.seat && !self.is_over() {
                pot_worth(self.pot, self.rolling)
            } else {
                0.0
            };
            f64::from(self.banked[s]) + f64::from(self.bonus[s].unwrap_or(0)) + pot
        }));
    }
}

#[cfg(test)]
mod tests {
    use cathedra_core::{Actor, Dealer, Game, Log, Options, Playout};

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
        // Deciding with 7 in the pot: rolling on is worth 5/6 · (7 + 4.2) = 9.33 > 7.
        assert_eq!(out, vec![1.0 + POT_KEPT * (7.0 + ROLL_GAIN), 2.0]);
        assert_eq!(pot_worth(30, false), 30.0);
        assert_eq!(pot_worth(30, true), POT_KEPT * (30.0 + ROLL_GAIN));
    }
}
