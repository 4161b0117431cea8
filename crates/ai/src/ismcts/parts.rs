//! The replaceable parts of the search: selection, determinization, playout with evaluation,
//! and the final choice. Each is a small trait with the default that [`super::Ismcts`] uses; a
//! researcher swaps one by giving another type parameter.

use cathedra_core::{
    Actor, Dealer, Error, Evaluate, Game, Log, Outcome, Seat, ToMove, MAX_DECISIONS, MAX_SEATS,
};

use crate::greedy::margin;
use crate::{margin_rewards, AiError, Information};

/// How a decision node picks among its children, and when it may grow another.
pub trait Selection: Send + Sync {
    /// The score of a child for the deciding seat, from its mean reward for that seat, its
    /// visits, and how many times it was available (its action legal) when its parent was
    /// reached. The child with the highest score is followed.
    fn score(&self, mean: f64, visits: u32, available: u32) -> f64;
    /// May a node with `children` children and `visits` visits get another child?
    fn widen(&self, children: u32, visits: u32) -> bool;
}

/// Availability-aware UCB1 (Cowling, Powley & Whitehouse 2012): the exploration term uses the
/// number of times a child was available instead of its parent's visits. With `widening`, a
/// node has at most ⌈k · visits^alpha⌉ children (progressive widening), for branching too
/// large to try every action once.
#[derive(Debug, Clone, Copy)]
pub struct Ucb {
    pub exploration: f64,
    pub widening: Option<Widening>,
}

/// Progressive widening: at most ⌈k · visits^alpha⌉ children.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Widening {
    pub k: f64,
    pub alpha: f64,
}

impl Selection for Ucb {
    fn score(&self, mean: f64, visits: u32, available: u32) -> f64 {
        let n = f64::from(available.max(1));
        mean + self.exploration * (n.ln() / f64::from(visits.max(1))).sqrt()
    }

    fn widen(&self, children: u32, visits: u32) -> bool {
        match self.widening {
            None => true,
            Some(w) => f64::from(children) < (w.k * f64::from(visits.max(1)).powf(w.alpha)).ceil(),
        }
    }
}

/// How a state is drawn for one iteration.
pub trait Determinization<G: Game>: Send + Sync {
    fn sample(&self, info: &Information<'_, G>, dealer: &mut Dealer) -> G;
}

/// The game's own determinization: what the seat cannot see drawn with a perfect observer's
/// probabilities.
#[derive(Debug, Clone, Copy, Default)]
pub struct GameDeterminization;

impl<G: Game> Determinization<G> for GameDeterminization {
    fn sample(&self, info: &Information<'_, G>, dealer: &mut Dealer) -> G {
        info.determinize(dealer)
    }
}

/// Reusable buffers of a playout: nothing is allocated per iteration once they have grown.
pub struct Scratch<G: Game> {
    pub legal: Vec<G::Action>,
    pub outcomes: Vec<Outcome<G::Action>>,
    pub values: Vec<f64>,
    pub log: Log,
    /// The state a playout's candidate action is tried on (copied into with `clone_from`, so
    /// its buffers are reused).
    pub trial: Option<G>,
    /// The state after the best candidate tried so far: it becomes the playout's state once
    /// the decision is made (swapped, not copied, and the action not applied again).
    pub best: Option<G>,
}

impl<G: Game> Default for Scratch<G> {
    fn default() -> Self {
        Scratch {
            legal: Vec::with_capacity(256),
            outcomes: Vec::with_capacity(256),
            values: Vec::with_capacity(MAX_SEATS),
            log: Log::silent(),
            trial: None,
            best: None,
        }
    }
}

/// How a leaf is judged: the rewards per seat, in [0, 1].
pub trait Evaluation<G: Game + Evaluate>: Send + Sync {
    fn rewards(
        &self,
        game: &mut G,
        dealer: &mut Dealer,
        scratch: &mut Scratch<G>,
        rewards: &mut [f32; MAX_SEATS],
    ) -> Result<(), AiError>;
}

/// How a playout's seat decisions are made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayoutPolicy {
    /// Uniform among the legal actions.
    Random,
    /// One ply of the game's evaluation: the action after which the deciding seat's margin
    /// over the best other participant is largest (ties at random), except that one decision
    /// in `random_in` (if not 0) is uniform, so a playout does not always follow the same
    /// line. Simultaneous choices (a card laid face down) are uniform: one ply cannot judge
    /// them, since they change nothing until every seat has chosen.
    Greedy { random_in: u32 },
}

/// A playout of at most `depth` seat decisions (chance by its weights) by its `policy`, then
/// the game's [`Evaluate`] turned into rewards by [`margin_rewards`] (at the end of the game,
/// mostly by the places). A full random playout of a 400-decision game says little; a short
/// one and the game's own reading of the position say more.
///
/// With `round`, a playout also stops at the first simultaneous choice that follows an open
/// seat decision (in Castle, the face-down cards of the next round): the leaf is read once the
/// round it began in has played out, before choices the playout could only make at random.
#[derive(Debug, Clone, Copy)]
pub struct TruncatedPlayout {
    pub depth: u32,
    pub policy: PlayoutPolicy,
    pub round: bool,
}

impl TruncatedPlayout {
    /// Makes `seat`'s decision in `game` (its legal actions in `scratch.legal`, not empty) and
    /// applies it; returns the action taken.
    ///
    /// Led by the evaluation, each candidate but the last is tried on `scratch.trial`, a copy
    /// of `game` made with `clone_from` (no allocation once its buffers have grown), and the
    /// last on `game` itself; the state after the best candidate so far is kept by swapping it
    /// into `scratch.best`, and becomes `game` at the end. So a decision among n actions makes
    /// n − 1 copies and n applications, and the chosen action is not applied again.
    pub(super) fn decide<G: Game + Evaluate>(
        &self,
        game: &mut G,
        seat: Seat,
        simultaneous: bool,
        dealer: &mut Dealer,
        scratch: &mut Scratch<G>,
    ) -> Result<G::Action, AiError> {
        let actor = Actor::Seat(seat);
        let Scratch {
            legal,
            values,
            log,
            trial,
            best,
            ..
        } = scratch;
        let n = legal.len();
        let led = match self.policy {
            PlayoutPolicy::Random => false,
            PlayoutPolicy::Greedy { random_in } => {
                !simultaneous
                    && n > 1
                    && (random_in == 0 || dealer.below(u64::from(random_in)) != 0)
            }
        };
        if !led {
            let a = legal[dealer.below(n as u64) as usize];
            game.apply(actor, a, log)?;
            return Ok(a);
        }
        let trial = trial.get_or_insert_with(|| game.clone());
        let kept = best.get_or_insert_with(|| game.clone());
        let (mut top, mut ties, mut pick) = (f64::NEG_INFINITY, 0u64, legal[0]);
        // Whether the candidate with margin `m` becomes the pick: a better margin, or an equal
        // one by reservoir sampling among equals.
        let mut better = |m: f64, dealer: &mut Dealer| {
            if m > top + 1e-9 {
                (top, ties) = (m, 1);
                true
            } else if m >= top - 1e-9 {
                ties += 1;
                dealer.below(ties) == 0
            } else {
                false
            }
        };
        for &a in &legal[..n - 1] {
            trial.clone_from(game);
            trial.apply(actor, a, log)?;
            trial.evaluate(values);
            if better(margin(values, seat.index()), dealer) {
                pick = a;
                std::mem::swap(trial, kept);
            }
        }
        let last = legal[n - 1];
        game.apply(actor, last, log)?;
        game.evaluate(values);
        if better(margin(values, seat.index()), dealer) {
            pick = last;
        } else {
            std::mem::swap(game, kept);
        }
        Ok(pick)
    }
}

impl<G: Game + Evaluate> Evaluation<G> for TruncatedPlayout {
    fn rewards(
        &self,
        game: &mut G,
        dealer: &mut Dealer,
        scratch: &mut Scratch<G>,
        rewards: &mut [f32; MAX_SEATS],
    ) -> Result<(), AiError> {
        let mut decisions = 0;
        let mut steps = 0u64;
        let mut open = false;
        loop {
            match game.to_move() {
                ToMove::Over => break,
                ToMove::Chance => {
                    game.chance_outcomes(&mut scratch.outcomes);
                    if scratch.outcomes.is_empty() {
                        return Err(Error::Stuck("chance has no outcome".into()).into());
                    }
                    let pick = dealer.pick(&scratch.outcomes);
                    game.apply(
                        Actor::Chance,
                        scratch.outcomes[pick].action,
                        &mut scratch.log,
                    )?;
                }
                to_move => {
                    if decisions >= self.depth {
                        break;
                    }
                    let seat = to_move
                        .seats()
                        .first()
                        .ok_or_else(|| Error::Stuck("nobody decides".into()))?;
                    game.legal_actions(seat, &mut scratch.legal);
                    if scratch.legal.is_empty() {
                        return Err(Error::Stuck(format!("{seat} has no legal action")).into());
                    }
                    let simultaneous = matches!(to_move, ToMove::Simultaneous { .. });
                    if simultaneous && open && self.round {
                        break;
                    }
                    open |= !simultaneous;
                    decisions += 1;
                    self.decide(game, seat, simultaneous, dealer, scratch)?;
                }
            }
            steps += 1;
            if steps > MAX_DECISIONS {
                return Err(Error::Stuck("a playout does not end".into()).into());
            }
        }
        game.evaluate(&mut scratch.values);
        margin_rewards(&scratch.values, game.players(), rewards);
        if game.to_move().is_over() {
            // At the end the places decide: three quarters of the reward is the place
            // ((returns + 1) / 2: 1 a sole win, 0 a sole last), a quarter the margin.
            for (r, p) in rewards.iter_mut().zip(game.returns()) {
                *r = 0.75 * ((p as f32 + 1.0) / 2.0) + 0.25 * *r;
            }
        }
        Ok(())
    }
}

/// A root action with its statistics summed over the trees.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RootChild<A> {
    pub action: A,
    pub visits: u64,
    /// Sum of the deciding seat's rewards.
    pub value: f64,
}

/// Which root action is played once the search is over.
pub trait FinalChoice: Send + Sync {
    /// An index into `children` (not empty, sorted by action).
    fn choose<A>(&self, children: &[RootChild<A>]) -> usize;
}

/// The most visited action (the robust child); ties go to the better mean, then the first.
#[derive(Debug, Clone, Copy, Default)]
pub struct MostVisited;

impl FinalChoice for MostVisited {
    fn choose<A>(&self, children: &[RootChild<A>]) -> usize {
        let mut best = 0;
        for (i, c) in children.iter().enumerate().skip(1) {
            let b = &children[best];
            let mean = |x: &RootChild<A>| x.value / x.visits.max(1) as f64;
            if c.visits > b.visits || (c.visits == b.visits && mean(c) > mean(b)) {
                best = i;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use cathedra_castle::Castle;
    use cathedra_core::Options;

    use super::*;

    #[test]
    fn a_playout_led_by_the_evaluation_takes_the_best_action_by_one_ply() {
        // Without random decisions, every seat decision of the playout is one whose result
        // gives the deciding seat the largest margin the evaluation reads.
        let playout = TruncatedPlayout {
            depth: 0,
            policy: PlayoutPolicy::Greedy { random_in: 0 },
            round: false,
        };
        let mut scratch = Scratch::<Castle>::default();
        let (mut dealer, mut log) = (Dealer::new(3, 0), Log::silent());
        let mut game = Castle::new(3, &Options::default()).unwrap();
        let mut checked = 0;
        while !game.to_move().is_over() {
            let (actor, action) = match game.to_move() {
                ToMove::Chance => {
                    game.chance_outcomes(&mut scratch.outcomes);
                    let pick = dealer.pick(&scratch.outcomes);
                    (Actor::Chance, scratch.outcomes[pick].action)
                }
                to_move => {
                    let seat = to_move.seats().first().unwrap();
                    game.legal_actions(seat, &mut scratch.legal);
                    let simultaneous = matches!(to_move, ToMove::Simultaneous { .. });
                    let mut decided = game.clone();
                    let a = playout
                        .decide(&mut decided, seat, simultaneous, &mut dealer, &mut scratch)
                        .unwrap();
                    let mut applied = game.clone();
                    applied
                        .apply(Actor::Seat(seat), a, &mut Log::silent())
                        .unwrap();
                    // The state the decision leaves is the state after its action.
                    assert_eq!(decided, applied);
                    if !simultaneous && scratch.legal.len() > 1 {
                        let mut values = Vec::new();
                        let mut worth = |a| {
                            let mut next = game.clone();
                            next.apply(Actor::Seat(seat), a, &mut Log::silent())
                                .unwrap();
                            next.evaluate(&mut values);
                            margin(&values, seat.index())
                        };
                        let best = scratch
                            .legal
                            .clone()
                            .into_iter()
                            .map(&mut worth)
                            .fold(f64::NEG_INFINITY, f64::max);
                        assert!(worth(a) >= best - 1e-9);
                        checked += 1;
                    }
                    (Actor::Seat(seat), a)
                }
            };
            game.apply(actor, action, &mut log).unwrap();
        }
        assert!(checked > 20, "{checked}");
    }
}
