//! Agents by name: the agents crate's (`random`, `greedy`, the ISMCTS levels `easy`, `medium`,
//! `hard` and `ismcts:N`), found by its own lookup ([`AgentSpec::parse`]) and built for one
//! game type through the registry's visitor, so each reads the game it is asked about as its
//! own type and chooses only from the deciding seat's information.

use std::sync::Mutex;
use std::time::Duration;

use cathedra_ai::{Agent, AgentSpec, Information, LEVELS};
use cathedra_core::{Dealer, Error, Evaluate, Game, Seat};

use crate::play::{Play, Typed};

/// Chooses an action index for a seat that owes a decision.
pub trait Policy: Send + Sync {
    fn act(&mut self, game: &dyn Play, seat: Seat) -> Result<usize, Error>;
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
        agent: Mutex::new(spec.build::<G>()),
        dealer: Dealer::new(seed, 0),
    }))
}

/// Every agent name this build knows (the same for every game); `ismcts:N` stands for any
/// number of iterations a move.
pub fn names() -> Vec<&'static str> {
    let mut names = vec!["random", "greedy"];
    names.extend(LEVELS.iter().map(|(level, _)| *level));
    names.push("ismcts:N");
    names
}

/// The game as `G`, or why it is not one.
fn typed<G: Game>(game: &dyn Play) -> Result<&G, Error> {
    game.as_any()
        .downcast_ref::<Typed<G>>()
        .map(|t| &t.game)
        .ok_or_else(|| Error::System(format!("this agent plays {}, not {}", G::ID, game.id())))
}

/// An agents-crate agent with its own seeded dealer, which every choice draws from. (The lock
/// only makes it shareable as Python requires; `act` holds it exclusively.)
struct Seated<G: Game + Evaluate> {
    agent: Mutex<Box<dyn Agent<G>>>,
    dealer: Dealer,
}

impl<G: Game + Evaluate> Policy for Seated<G> {
    fn act(&mut self, game: &dyn Play, seat: Seat) -> Result<usize, Error> {
        use cathedra_core::ActionSpace as _;
        let game = typed::<G>(game)?;
        let info = Information::new(game, seat).map_err(|_| {
            Error::Illegal(cathedra_core::Illegal::NotYourDecision {
                actor: cathedra_core::Actor::Seat(seat),
                to_move: game.to_move(),
            })
        })?;
        let action = self
            .agent
            .get_mut()
            .map_err(|_| Error::System("an earlier choice of this agent failed midway".into()))?
            .choose(&info, &mut self.dealer)
            .map_err(|e| match e {
                cathedra_ai::AiError::Game(e) => e,
                e => Error::System(e.to_string()),
            })?;
        Ok(action.index())
    }
}
