//! Agents by name: the agents crate's (`random`, `greedy`, the ISMCTS levels `easy`, `medium`,
//! `hard` and the `ismcts:N…` forms of its `AGENT_NAMES`), found by its own lookup
//! ([`AgentSpec::parse`]) and built for one game type through the registry's visitor, so each
//! reads the game it is asked about as its own type and chooses only from the deciding seat's
//! information.
//!
//! An agent follows the game it chooses in: at its next choice in the same game object it is
//! told each decision applied since, as its seat observed it (the game's [`Line`]), so a search
//! that keeps its tree (`ismcts:N:reuse`) starts from the subtree its seat's observations lead
//! into. In any other game, another seat, or after decisions no longer kept, it starts anew.

use std::sync::Mutex;
use std::time::Duration;

use cathedra_ai::{Agent, AgentSpec, Information};
use cathedra_core::{Dealer, Error, Evaluate, Game, Seat};

use crate::play::{Line, Play, Typed};

/// Chooses an action index for a seat that owes a decision.
pub trait Policy: Send + Sync {
    fn act(&mut self, game: &dyn Play, seat: Seat) -> Result<usize, Error>;
    /// Nodes of its search tree that its last choice kept from the one before (0 for an agent
    /// that keeps none, and for a choice that searched a new tree).
    fn kept_nodes(&self) -> u64;
}

/// The agent `name` for games of type `G`, seeded, with an optional other search budget
/// (iterations a move, seconds a move); `Err` says which names there are.
pub fn build<G: Game + Evaluate>(
    name: &str,
    seed: u64,
    iterations: Option<u64>,
    seconds: Option<f64>,
) -> Result<Box<dyn Policy>, String> {
    let spec = AgentSpec::parse(name).map_err(|e| e.to_string())?;
    let time = match seconds {
        Some(s) if !(s.is_finite() && s > 0.0) => {
            return Err(format!(
                "a time budget is a positive number of seconds, not {s}"
            ))
        }
        s => s.map(Duration::from_secs_f64),
    };
    let spec = spec.with_budget(iterations, time);
    Ok(Box::new(Seated::<G> {
        spec,
        agent: Mutex::new(spec.build::<G>()),
        fresh: true,
        followed: None,
        dealer: Dealer::new(seed, 0),
    }))
}

/// The game as `G`, or why it is not one.
fn typed<G: Game>(game: &dyn Play) -> Result<&Typed<G>, Error> {
    game.as_any()
        .downcast_ref::<Typed<G>>()
        .ok_or_else(|| Error::System(format!("this agent plays {}, not {}", G::ID, game.id())))
}

/// An agents-crate agent with its own seeded dealer, which every choice draws from. (The lock
/// only makes it shareable as Python requires; `act` holds it exclusively.)
struct Seated<G: Game + Evaluate> {
    spec: AgentSpec,
    agent: Mutex<Box<dyn Agent<G>>>,
    /// Whether `agent` has neither chosen nor been told anything since it was built.
    fresh: bool,
    /// Where the agent's last choice was made, if it succeeded.
    followed: Option<Followed>,
    dealer: Dealer,
}

/// A choice's place: the seat, the game's line and how many decisions it had applied.
#[derive(Clone, Copy)]
struct Followed {
    seat: Seat,
    line: u64,
    applied: u64,
}

impl<G: Game + Evaluate> Policy for Seated<G> {
    fn act(&mut self, game: &dyn Play, seat: Seat) -> Result<usize, Error> {
        use cathedra_core::ActionSpace as _;
        let typed = typed::<G>(game)?;
        let info = Information::new(&typed.game, seat).map_err(|_| {
            Error::Illegal(cathedra_core::Illegal::NotYourDecision {
                actor: cathedra_core::Actor::Seat(seat),
                to_move: typed.game.to_move(),
            })
        })?;
        let agent = self
            .agent
            .get_mut()
            .map_err(|_| Error::System("an earlier choice of this agent failed midway".into()))?;
        let line: &Line = &typed.line;
        let since = self
            .followed
            .take()
            .filter(|f| f.seat == seat && f.line == line.id())
            .and_then(|f| line.since(f.applied));
        match since {
            // The same seat in the same game, every decision since still kept: the agent is
            // told each as its seat observed it, its own first.
            Some(decisions) => {
                for d in decisions {
                    agent.observe(d.actor, d.seen_by(seat).and_then(G::Action::from_index));
                }
            }
            None if !self.fresh => *agent = self.spec.build::<G>(),
            None => {}
        }
        self.fresh = false;
        let action = agent.choose(&info, &mut self.dealer).map_err(|e| match e {
            cathedra_ai::AiError::Game(e) => e,
            e => Error::System(e.to_string()),
        })?;
        self.followed = Some(Followed {
            seat,
            line: line.id(),
            applied: line.applied(),
        });
        Ok(action.index())
    }

    fn kept_nodes(&self) -> u64 {
        self.agent.lock().map_or(0, |agent| agent.kept_nodes())
    }
}
