//! The greedy agent: one ply, judged by the game's own evaluation.

use cathedra_core::{Actor, Dealer, Error, Evaluate, Game, Log};

use crate::{Agent, AiError, Information};

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
}

impl<A> Greedy<A> {
    pub fn new(samples: u32) -> Self {
        Greedy {
            samples: samples.max(1),
            legal: Vec::new(),
            totals: Vec::new(),
            values: Vec::new(),
            log: Log::silent(),
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
        self.totals.clear();
        self.totals.resize(self.legal.len(), 0.0);
        for _ in 0..self.samples {
            let world = info.determinize(dealer);
            for (i, &action) in self.legal.iter().enumerate() {
                let mut next = world.clone();
                next.apply(Actor::Seat(seat), action, &mut self.log)?;
                next.evaluate(&mut self.values);
                self.totals[i] += margin(&self.values, seat.index());
            }
        }
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
