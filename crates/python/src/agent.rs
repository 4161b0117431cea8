//! Agents by name. An agent is built for one game type through the registry's visitor, so an
//! agent generic over `G: Game` (as the agents crate's are) plugs in with one entry in
//! [`agents`], its name and its constructor; it reads the game it is asked about as its own
//! type.

use cathedra_core::{Dealer, Error, Game, Seat};
use cathedra_games::Visitor;

use crate::play::{Play, Typed};

/// Chooses an action index for a seat that owes a decision.
pub trait Policy: Send + Sync {
    fn act(&mut self, game: &dyn Play, seat: Seat) -> Result<usize, Error>;
}

/// Makes a seeded agent for one game type.
type Make = fn(u64) -> Box<dyn Policy>;

/// Every agent of this build, by name, with its constructor for games of type `G`: the one
/// place an agent is added.
fn agents<G: Game>() -> [(&'static str, Make); 1] {
    [("random", |seed| Box::new(Random::<G>::new(seed)))]
}

/// The agent `name` for games of type `G`, seeded; `None` if no agent has that name.
pub fn build<G: Game>(name: &str, seed: u64) -> Option<Box<dyn Policy>> {
    agents::<G>()
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, make)| make(seed))
}

/// Every agent name this build knows (the same for every game).
pub fn names() -> Vec<&'static str> {
    struct Names;
    impl Visitor for Names {
        type Output = Vec<&'static str>;
        fn visit<G: Game>(&mut self) -> Self::Output {
            agents::<G>().iter().map(|(name, _)| *name).collect()
        }
    }
    cathedra_games::visit(cathedra_games::IDS[0], &mut Names).unwrap_or_default()
}

/// The game as `G`, or why it is not one.
fn typed<G: Game>(game: &dyn Play) -> Result<&G, Error> {
    game.as_any()
        .downcast_ref::<Typed<G>>()
        .map(|t| &t.game)
        .ok_or_else(|| Error::System(format!("this agent plays {}, not {}", G::ID, game.id())))
}

/// Uniform among the seat's legal actions, from its own seeded dealer.
struct Random<G: Game> {
    dealer: Dealer,
    legal: Vec<G::Action>,
}

impl<G: Game> Random<G> {
    fn new(seed: u64) -> Self {
        Random {
            dealer: Dealer::new(seed, 0),
            legal: Vec::new(),
        }
    }
}

impl<G: Game> Policy for Random<G> {
    fn act(&mut self, game: &dyn Play, seat: Seat) -> Result<usize, Error> {
        use cathedra_core::ActionSpace as _;
        let game = typed::<G>(game)?;
        game.legal_actions(seat, &mut self.legal);
        if self.legal.is_empty() {
            return Err(Error::Illegal(cathedra_core::Illegal::NotYourDecision {
                actor: cathedra_core::Actor::Seat(seat),
                to_move: game.to_move(),
            }));
        }
        let pick = self.dealer.below(self.legal.len() as u64) as usize;
        Ok(self.legal[pick].index())
    }
}
