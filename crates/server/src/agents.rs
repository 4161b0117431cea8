//! Bots: the agents of `cathedra-ai`, known to the server by name. An agent sees a game only
//! through its seat's [`Information`] (view, legal actions, determinizations); the server
//! knows the games only as [`AnyGame`]s, so the state crosses to its own type through its JSON
//! and the registry's visitor.

use cathedra_ai::{AgentSpec, AiError, Information};
use cathedra_core::{AnyGame, Dealer, Error, Evaluate, Game, Seat};
use cathedra_games::Visitor;
use serde_json::Value;

/// Every agent a seat may be given, weakest first: its name and what it does, for the lobby.
pub const AGENTS: &[(&str, &str)] = &[
    ("random", "chooses uniformly among its legal actions"),
    ("greedy", "takes the action that looks best one move ahead"),
    ("easy", "searches 200 games ahead from what it may know"),
    ("medium", "searches 2,000 games ahead from what it may know"),
    (
        "hard",
        "searches 20,000 games ahead (two searches, at most 2 seconds a move)",
    ),
];

/// A bot: one of the [`AGENTS`].
#[derive(Debug, Clone, Copy)]
pub struct Agent {
    spec: AgentSpec,
}

/// The agent called `name` (one of [`AGENTS`]).
pub fn agent(name: &str) -> Option<Agent> {
    if !AGENTS.iter().any(|(n, _)| *n == name) {
        return None;
    }
    AgentSpec::parse(name).ok().map(|spec| Agent { spec })
}

impl Agent {
    /// `seat`'s action (JSON) in `game`, where `seat` owes a decision, chosen from what
    /// `seat` may know and drawing only from `dealer`.
    pub fn choose(
        &self,
        game: &dyn AnyGame,
        seat: Seat,
        dealer: &mut Dealer,
    ) -> Result<Value, Error> {
        struct Choose<'a> {
            state: Value,
            seat: Seat,
            spec: AgentSpec,
            dealer: &'a mut Dealer,
        }
        impl Visitor for Choose<'_> {
            type Output = Result<Value, Error>;
            fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
                let game = G::deserialize(&self.state).map_err(|e| {
                    Error::System(format!("the game's state does not read back: {e}"))
                })?;
                let info = Information::new(&game, self.seat).map_err(ai_error)?;
                let action = self
                    .spec
                    .build::<G>()
                    .choose(&info, self.dealer)
                    .map_err(ai_error)?;
                serde_json::to_value(action)
                    .map_err(|e| Error::System(format!("an action does not write: {e}")))
            }
        }
        let mut visitor = Choose {
            state: game.state(),
            seat,
            spec: self.spec,
            dealer,
        };
        cathedra_games::visit(game.id(), &mut visitor)
            .unwrap_or_else(|| Err(Error::UnknownGame(game.id().to_string())))
    }
}

fn ai_error(e: AiError) -> Error {
    match e {
        AiError::Game(e) => e,
        other => Error::Stuck(other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cathedra_core::{Actor, DealerKey, Log, Options, ToMove};

    /// Plays `name` at every seat of every game for at most `limit` decisions.
    fn plays_legally(name: &str, limit: usize) {
        for info in cathedra_games::games() {
            let mut game = (info.new)(2, &Options::default()).unwrap();
            let key = DealerKey::from_seed(5);
            let bot = agent(name).unwrap();
            let mut i = 0;
            while game.to_move() != ToMove::Over && (i as usize) < limit {
                let mut dealer = key.at(i);
                let seat = match game.to_move() {
                    ToMove::Chance => {
                        game.deal(&mut dealer, &mut Log::silent()).unwrap();
                        i += 1;
                        continue;
                    }
                    t => t.seats().first().unwrap(),
                };
                let action = bot.choose(&*game, seat, &mut dealer).unwrap();
                game.apply_json(Actor::Seat(seat), &action, &mut Log::silent())
                    .unwrap_or_else(|e| panic!("{name} in {}: {e}", info.id));
                i += 1;
            }
            assert!(i > 10, "{}", info.id);
        }
    }

    #[test]
    fn the_random_agent_plays_only_legal_actions_to_the_end() {
        plays_legally("random", usize::MAX);
    }

    #[test]
    fn the_greedy_agent_plays_only_legal_actions() {
        plays_legally("greedy", 60);
    }

    #[test]
    fn every_listed_agent_exists_and_no_other() {
        for (name, _) in AGENTS {
            assert!(agent(name).is_some(), "{name}");
        }
        for bad in ["grandmaster", "", "ismcts:5", "Medium "] {
            assert!(agent(bad).is_none(), "{bad}");
        }
    }
}
