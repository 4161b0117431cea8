//! Agents for cathedra's games that choose from what their seat may know.
//!
//! An [`Agent`] is handed an [`Information`]: the deciding seat's view, its legal actions, and
//! determinizations drawn from what it knows, never the true state. Every choice draws only
//! from the [`Dealer`] it is given, so a move is reproducible from (information, seed, budget).
//!
//! Agents by name ([`AgentSpec`]): `random`, `greedy` (one ply with the game's own
//! [`Evaluate`]), `ismcts` (information-set Monte Carlo tree search), and the strength levels
//! `easy`, `medium` and `hard`. [`tournament`] plays agents against each other with seats
//! rotated and reports wins, scores, margins and ratings.

mod agents;
mod greedy;
mod information;
pub mod ismcts;
mod random;
mod reward;
pub mod tournament;

pub use agents::{agent_names, AgentSpec, AGENT_NAMES, LEVELS};
pub use greedy::Greedy;
pub use information::Information;
pub use ismcts::{
    Expansion, Ismcts, IsmctsConfig, OtherSeats, PlayoutPolicy, SearchStats, SecretChoice,
};
pub use random::Random;
pub use reward::margin_rewards;

use cathedra_core::{Actor, Dealer, Evaluate, Game, Seat};

/// A player that chooses from what its seat may know.
pub trait Agent<G: Game + Evaluate>: Send {
    /// One of `info`'s legal actions. Draws only from `dealer`: the same information, seed
    /// and budget give the same choice (a time budget excepted, which depends on the clock).
    fn choose(
        &mut self,
        info: &Information<'_, G>,
        dealer: &mut Dealer,
    ) -> Result<G::Action, AiError>;

    /// Told of each decision of the game, its own included, as this agent's seat observes it
    /// (`action` is `None` when the seat learns only that `actor` acted), before the next
    /// choice. An agent may use it to carry what it learned from one move to the next (the
    /// ISMCTS agent's tree reuse); ignoring it is always correct.
    fn observe(&mut self, _actor: Actor, _action: Option<G::Action>) {}

    /// Nodes of its search tree that its last choice kept from the one before (tree reuse); 0
    /// for an agent that keeps none.
    fn kept_nodes(&self) -> u64 {
        0
    }
}

/// Why an agent cannot choose.
#[derive(Debug, thiserror::Error)]
pub enum AiError {
    #[error("{seat} owes no decision now")]
    NotDeciding { seat: Seat },
    #[error(
        "unknown agent '{0}' (agents: {agents}; N iterations a move, playouts of D decisions)",
        agents = agent_names()
    )]
    UnknownAgent(String),
    #[error(transparent)]
    Game(#[from] cathedra_core::Error),
}

impl From<cathedra_core::Illegal> for AiError {
    fn from(e: cathedra_core::Illegal) -> Self {
        AiError::Game(e.into())
    }
}
