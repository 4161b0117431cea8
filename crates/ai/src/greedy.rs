//! The greedy agent: one ply, judged by the game's own evaluation once the choice is settled.
//!
//! A choice is judged where its effect can be read, not always right after it:
//! - a step of a turn that goes on (a die moved before the goods are taken, a card claimed
//!   before its tile is placed, a roll before the bank) is judged after the seat has finished
//!   its turn, each later step of the turn chosen by one ply of the evaluation and chance by
//!   its weights; otherwise the first step of a turn would be judged by what it alone does;
//! - a card laid face down among simultaneous choices changes nothing an evaluation can read
//!   until every seat has chosen and the choices resolve. Applied to a determinization, the last
//!   seat to choose would see its choice resolve (against the other seats' sampled cards) while
//!   every other seat would see no change at all. So a simultaneous commitment is judged alike
//!   from every seat: the other seats still to choose pick uniformly (as the determinization
//!   draws the cards already laid), and the choices are played out until the next simultaneous
//!   decision of the seat (or the end), every seat's decision on the way by one ply of the
//!   evaluation in that world and chance by its weights.

use cathedra_core::{Actor, Dealer, Error, Evaluate, Game, Log, Outcome, Seat, ToMove, MAX_SEATS};

use crate::{margin_rewards, Agent, AiError, Information};

/// For each legal action, applies it to a few determinizations and takes the one whose
/// evaluation gives the seat the best margin over the best other participant; ties are broken
/// at random.
#[derive(Debug)]
pub struct Greedy<A> {
    /// Determinizations each action is judged on (hidden information makes one not enough).
    pub samples: u32,
    legal: Vec<A>,
    totals: Vec<f64>,
    values: Vec<f64>,
    log: Log,
    /// Buffers of the play-out of a simultaneous commitment.
    others: Vec<A>,
    outcomes: Vec<Outcome<A>>,
}

/// At most this many decisions are played out after a simultaneous commitment (a round of
/// any game here takes far fewer).
const SETTLE_LIMIT: u32 = 400;

/// At most this many later steps of the seat's own turn (chance's included) are played out (a turn of any game here
/// takes fewer; a turn that could go on longer, an influence used again and again, is judged
/// where the limit stops it).
const TURN_LIMIT: u32 = 16;

/// What a choice is played out to before it is judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Settle {
    /// The seat's next simultaneous choice (or the end of the game).
    Round,
    /// The first decision of another seat (or a simultaneous one, or the end of the game).
    Turn,
}

impl<A> Greedy<A> {
    pub fn new(samples: u32) -> Self {
        Greedy {
            samples: samples.max(1),
            legal: Vec::new(),
            totals: Vec::new(),
            values: Vec::new(),
            log: Log::silent(),
            others: Vec::new(),
            outcomes: Vec::new(),
        }
    }
}

impl<A> Default for Greedy<A> {
    fn default() -> Self {
        Greedy::new(4)
    }
}

/// The seat's value less the best other participant's.
pub(crate) fn margin(values: &[f64], seat: usize) -> f64 {
    let best_other = values
        .iter()
        .enumerate()
        .filter(|&(o, _)| o != seat)
        .map(|(_, &v)| v)
        .fold(f64::NEG_INFINITY, f64::max);
    if best_other.is_finite() {
        values[seat] - best_other
    } else {
        values[seat]
    }
}

impl<A: Copy> Greedy<A> {
    /// Plays `world` on from a choice of `seat` until the choice is settled (see [`Settle`]):
    /// after a simultaneous commitment, the other seats still to choose pick uniformly and every
    /// later seat decision is one ply of the evaluation; in a turn, the seat's own later steps
    /// are one ply of the evaluation. Chance goes by its weights.
    fn settle<G>(
        &mut self,
        world: &mut G,
        seat: Seat,
        until: Settle,
        dealer: &mut Dealer,
    ) -> Result<(), Error>
    where
        G: Game<Action = A> + Evaluate,
    {
        let limit = match until {
            Settle::Round => SETTLE_LIMIT,
            Settle::Turn => TURN_LIMIT,
        };
        for _ in 0..limit {
            let (actor, action) = match (world.to_move(), until) {
                (ToMove::Over, _) => return Ok(()),
                (ToMove::Chance, _) => {
                    world.chance_outcomes(&mut self.outcomes);
                    if self.outcomes.is_empty() {
                        return Err(Error::Stuck("chance has no outcome".into()));
                    }
                    let i = dealer.pick(&self.outcomes);
                    (Actor::Chance, self.outcomes[i].action)
                }
                (ToMove::Simultaneous { seats }, Settle::Round) if !seats.contains(seat) => {
                    // The rest of this simultaneous choice: uniform, like a sampled card.
                    let other = seats
                        .first()
                        .ok_or_else(|| Error::Stuck("nobody decides".into()))?;
                    world.legal_actions(other, &mut self.others);
                    if self.others.is_empty() {
                        return Err(Error::Stuck(format!("{other} has no legal action")));
                    }
                    let i = dealer.below(self.others.len() as u64) as usize;
                    (Actor::Seat(other), self.others[i])
                }
                (ToMove::Simultaneous { .. }, _) => return Ok(()),
                (ToMove::Seat { seat: decider }, until)
                    if until == Settle::Round || decider == seat =>
                {
                    (Actor::Seat(decider), self.one_ply(world, decider)?)
                }
                (ToMove::Seat { .. }, _) => return Ok(()),
            };
            world.apply(actor, action, &mut self.log)?;
        }
        Ok(())
    }

    /// The action of `decider` whose result the evaluation likes best (the first of equals).
    fn one_ply<G>(&mut self, world: &G, decider: Seat) -> Result<A, Error>
    where
        G: Game<Action = A> + Evaluate,
    {
        world.legal_actions(decider, &mut self.others);
        let mut best = (f64::NEG_INFINITY, None);
        for &a in &self.others {
            let mut next = world.clone();
            next.apply(Actor::Seat(decider), a, &mut self.log)?;
            next.evaluate(&mut self.values);
            let m = margin(&self.values, decider.index());
            if m > best.0 {
                best = (m, Some(a));
            }
        }
        best.1
            .ok_or_else(|| Error::Stuck(format!("{decider} has no legal action")))
    }
}

/// How [`Greedy::judge`] reads a settled choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reading {
    /// The seat's margin over the best other participant.
    Margin,
    /// The seat's reward in [0, 1], as a search reads a leaf ([`margin_rewards`]).
    Reward,
}

impl<A: Copy> Greedy<A> {
    /// Sums, in `totals`, each of `legal`'s readings over the samples.
    fn judge<G: Game<Action = A> + Evaluate>(
        &mut self,
        info: &Information<'_, G>,
        dealer: &mut Dealer,
        reading: Reading,
    ) -> Result<(), AiError> {
        let seat = info.seat();
        let until = match info.to_move() {
            ToMove::Simultaneous { .. } => Settle::Round,
            _ => Settle::Turn,
        };
        self.totals.clear();
        self.totals.resize(self.legal.len(), 0.0);
        let mut rewards = [0.0f32; MAX_SEATS];
        for _ in 0..self.samples {
            let world = info.determinize(dealer);
            for i in 0..self.legal.len() {
                let action = self.legal[i];
                let mut next = world.clone();
                next.apply(Actor::Seat(seat), action, &mut self.log)?;
                self.settle(&mut next, seat, until, dealer)?;
                next.evaluate(&mut self.values);
                self.totals[i] += match reading {
                    Reading::Margin => margin(&self.values, seat.index()),
                    Reading::Reward => {
                        margin_rewards(&self.values, info.players(), &mut rewards);
                        f64::from(rewards[seat.index()])
                    }
                };
            }
        }
        Ok(())
    }

    /// Each of the seat's legal actions with its mean reward in [0, 1] by this agent's reading
    /// (settled and judged as [`Agent::choose`] judges it, as a search's leaf is rewarded), in
    /// `out`: the prior a search can start its root with. Empty where the seat has one legal
    /// action or none.
    pub fn rewards<G: Game<Action = A> + Evaluate>(
        &mut self,
        info: &Information<'_, G>,
        dealer: &mut Dealer,
        out: &mut Vec<(A, f64)>,
    ) -> Result<(), AiError> {
        out.clear();
        info.legal_actions(&mut self.legal);
        if self.legal.len() < 2 {
            return Ok(());
        }
        self.judge(info, dealer, Reading::Reward)?;
        let n = f64::from(self.samples);
        out.extend(
            self.legal
                .iter()
                .zip(&self.totals)
                .map(|(&a, &t)| (a, t / n)),
        );
        Ok(())
    }
}

impl<G: Game + Evaluate> Agent<G> for Greedy<G::Action> {
    fn choose(
        &mut self,
        info: &Information<'_, G>,
        dealer: &mut Dealer,
    ) -> Result<G::Action, AiError> {
        let seat = info.seat();
        info.legal_actions(&mut self.legal);
        if self.legal.is_empty() {
            return Err(Error::Stuck(format!("{seat} has no legal action")).into());
        }
        if self.legal.len() == 1 {
            return Ok(self.legal[0]);
        }
        self.judge(info, dealer, Reading::Margin)?;
        let best = self
            .totals
            .iter()
            .copied()
            .fold(f64::NEG_INFINITY, f64::max);
        let ties = self.totals.iter().filter(|&&t| t >= best - 1e-9).count();
        let mut k = dealer.below(ties as u64) as usize;
        for (i, &t) in self.totals.iter().enumerate() {
            if t >= best - 1e-9 {
                if k == 0 {
                    return Ok(self.legal[i]);
                }
                k -= 1;
            }
        }
        unreachable!("one total is the best")
    }
}

#[cfg(test)]
mod tests {
    use cathedra_castle::Castle;
    use cathedra_core::{Options, Outcome};

    use super::*;

    /// The first summer Castle decision where every seat lays a card face down.
    fn first_choice(seed: u64) -> Castle {
        let mut game = Castle::new(3, &Options::default()).unwrap();
        let (mut dealer, mut log) = (Dealer::new(seed, 0), Log::silent());
        let (mut legal, mut outcomes) = (Vec::new(), Vec::<Outcome<_>>::new());
        loop {
            match game.to_move() {
                ToMove::Simultaneous { .. } => return game,
                ToMove::Chance => {
                    game.chance_outcomes(&mut outcomes);
                    let a = outcomes[dealer.pick(&outcomes)].action;
                    game.apply(Actor::Chance, a, &mut log).unwrap();
                }
                to_move => {
                    let seat = to_move.seats().first().unwrap();
                    game.legal_actions(seat, &mut legal);
                    let a = legal[dealer.below(legal.len() as u64) as usize];
                    game.apply(Actor::Seat(seat), a, &mut log).unwrap();
                }
            }
        }
    }

    #[test]
    fn a_face_down_choice_is_judged_by_its_outcome_from_every_seat() {
        // Laid alone, a card changes nothing the evaluation reads; only its resolution does.
        // Every seat, the first to choose as much as the last, must tell its cards apart.
        for seed in 0..4 {
            let game = first_choice(seed);
            let seats = game.to_move().seats();
            for seat in [seats.first().unwrap(), Seat(2)] {
                let mut world = game.clone();
                let mut log = Log::silent();
                let mut legal = Vec::new();
                // Seats before `seat` have laid their cards: `seat` is the last to choose
                // when it is seat 2, the first otherwise.
                for other in seats.iter().filter(|&o| o < seat) {
                    world.legal_actions(other, &mut legal);
                    world.apply(Actor::Seat(other), legal[0], &mut log).unwrap();
                }
                let info = Information::new(&world, seat).unwrap();
                let mut greedy = Greedy::default();
                greedy.choose(&info, &mut Dealer::new(seed, 1)).unwrap();
                let (lo, hi) = greedy
                    .totals
                    .iter()
                    .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &t| {
                        (lo.min(t), hi.max(t))
                    });
                assert!(hi > lo, "seed {seed}, {seat}: every card judged alike");
            }
        }
    }
}
