//! The uniform random agent.

use cathedra_core::{Dealer, Error, Evaluate, Game};

use crate::{Agent, AiError, Information};

/// Chooses uniformly among the legal actions.
#[derive(Debug)]
pub struct Random<A> {
    legal: Vec<A>,
}

impl<A> Default for Random<A> {
    fn default() -> Self {
        Random { legal: Vec::new() }
    }
}

impl<G: Game + Evaluate> Agent<G> for Random<G::Action> {
    fn choose(
        &mut self,
        info: &Information<'_, G>,
        dealer: &mut Dealer,
    ) -> Result<G::Action, AiError> {
        info.legal_actions(&mut self.legal);
        if self.legal.is_empty() {
            return Err(Error::Stuck(format!("{} has no legal action", info.seat())).into());
        }
        Ok(self.legal[dealer.below(self.legal.len() as u64) as usize])
    }
}
