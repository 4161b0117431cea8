//! Bots: the agents of `cathedra-ai`, known to the server by name. An agent sees a game only
//! through its seat's [`Information`] (view, legal actions, determinizations); the server
//! knows the games only as [`AnyGame`]s, so the state crosses to its own type through its JSON
//! and the registry's visitor.
//!
//! A bot seated at a table is a [`Bot`]: one agent kept from move to move and told every
//! decision its seat observes, so a searching agent carries its tree from one move to the next
//! (tree reuse) instead of starting again.

use std::sync::{Mutex, PoisonError};

use cathedra_ai::{AgentSpec, AiError, Information, Ismcts};
use cathedra_core::{parse_action, Actor, AnyGame, Dealer, Error, Evaluate, Game, Seat};
use cathedra_games::Visitor;
use serde_json::Value;

/// Every agent a seat may be given, weakest first: its name and what it does, for the lobby.
pub const AGENTS: &[(&str, &str)] = &[
    ("random", "chooses uniformly among its legal actions"),
    ("greedy", "takes the action that looks best one move ahead"),
    (
        "easy",
        "searches 100 positions ahead from what it may know, judged by the game's evaluation",
    ),
    ("medium", "searches 2,000 games ahead from what it may know"),
    (
        "hard",
        "searches 20,000 games ahead (two searches, at most 2 seconds a move)",
    ),
];

/// A kind of bot: one of the [`AGENTS`].
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

/// `game`'s state as its own type.
fn typed<G: Game>(game: &dyn AnyGame) -> Result<G, Error> {
    G::deserialize(&game.state())
        .map_err(|e| Error::System(format!("the game's state does not read back: {e}")))
}

fn action_json<A: serde::Serialize>(action: A) -> Result<Value, Error> {
    serde_json::to_value(action)
        .map_err(|e| Error::System(format!("an action does not write: {e}")))
}

impl Agent {
    /// `seat`'s action (JSON) in `game`, where `seat` owes a decision, chosen from what
    /// `seat` may know and drawing only from `dealer`, by a fresh agent (one that remembers
    /// nothing of earlier moves).
    pub fn choose(
        &self,
        game: &dyn AnyGame,
        seat: Seat,
        dealer: &mut Dealer,
    ) -> Result<Value, Error> {
        self.seat(game.id())
            .ok_or_else(|| Error::UnknownGame(game.id().to_string()))?
            .choose(game, seat, dealer)
    }

    /// A bot of this kind for a seat of game `game_id`, kept for the whole game. A searching
    /// agent keeps its tree between moves (tree reuse).
    pub fn seat(&self, game_id: &str) -> Option<Bot> {
        struct Build(AgentSpec);
        impl Visitor for Build {
            type Output = Box<dyn SeatAgent>;
            fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
                match self.0 {
                    AgentSpec::Ismcts { mut config, .. } => {
                        config.reuse = true;
                        Box::new(Searching(Ismcts::<G>::new(config)))
                    }
                    other => Box::new(Plain(other.build::<G>())),
                }
            }
        }
        cathedra_games::visit(game_id, &mut Build(self.spec)).map(|agent| Bot {
            agent: Mutex::new(agent),
        })
    }
}

/// A bot at a seat: its agent, kept from move to move. (The lock is never contended: a bot
/// is used by one thread at a time; it lets a table that holds its bot be shared.)
pub struct Bot {
    agent: Mutex<Box<dyn SeatAgent>>,
}

impl Bot {
    /// `seat`'s action (JSON) in `game`, where `seat` owes a decision, chosen from what
    /// `seat` may know and drawing only from `dealer`.
    pub fn choose(
        &mut self,
        game: &dyn AnyGame,
        seat: Seat,
        dealer: &mut Dealer,
    ) -> Result<Value, Error> {
        self.agent_mut().choose(game, seat, dealer)
    }

    fn agent_mut(&mut self) -> &mut dyn SeatAgent {
        &mut **self.agent.get_mut().unwrap_or_else(PoisonError::into_inner)
    }

    /// Tells the bot of one decision as its seat observed it (`action` is `None` when the
    /// seat knows only that `actor` acted), in the order of play, its own included.
    pub fn observe(&mut self, actor: Actor, action: Option<&Value>) -> Result<(), Error> {
        self.agent_mut().observe(actor, action)
    }

    /// Nodes the bot's last search started with, kept from the search before (tree reuse);
    /// `None` for a bot that does not search.
    pub fn reused_nodes(&self) -> Option<u64> {
        self.agent
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .reused_nodes()
    }
}

/// An agent of one game behind the server's untyped games.
trait SeatAgent: Send {
    fn choose(
        &mut self,
        game: &dyn AnyGame,
        seat: Seat,
        dealer: &mut Dealer,
    ) -> Result<Value, Error>;
    fn observe(&mut self, actor: Actor, action: Option<&Value>) -> Result<(), Error>;
    fn reused_nodes(&self) -> Option<u64>;
}

/// An agent that does not search.
struct Plain<G: Game + Evaluate>(Box<dyn cathedra_ai::Agent<G>>);

/// The searching agent, whose figures tell how much of its tree it kept.
struct Searching<G: Game + Evaluate>(Ismcts<G>);

fn choose_with<G: Game + Evaluate>(
    agent: &mut dyn cathedra_ai::Agent<G>,
    game: &dyn AnyGame,
    seat: Seat,
    dealer: &mut Dealer,
) -> Result<Value, Error> {
    let game = typed::<G>(game)?;
    let info = Information::new(&game, seat).map_err(ai_error)?;
    action_json(agent.choose(&info, dealer).map_err(ai_error)?)
}

fn observe_with<G: Game + Evaluate>(
    agent: &mut dyn cathedra_ai::Agent<G>,
    actor: Actor,
    action: Option<&Value>,
) -> Result<(), Error> {
    let action = action
        .map(parse_action::<G::Action>)
        .transpose()
        .map_err(Error::MalformedAction)?;
    agent.observe(actor, action);
    Ok(())
}

impl<G: Game + Evaluate> SeatAgent for Plain<G> {
    fn choose(
        &mut self,
        game: &dyn AnyGame,
        seat: Seat,
        dealer: &mut Dealer,
    ) -> Result<Value, Error> {
        choose_with(&mut *self.0, game, seat, dealer)
    }
    fn observe(&mut self, actor: Actor, action: Option<&Value>) -> Result<(), Error> {
        observe_with(&mut *self.0, actor, action)
    }
    fn reused_nodes(&self) -> Option<u64> {
        None
    }
}

impl<G: Game + Evaluate> SeatAgent for Searching<G> {
    fn choose(
        &mut self,
        game: &dyn AnyGame,
        seat: Seat,
        dealer: &mut Dealer,
    ) -> Result<Value, Error> {
        choose_with(&mut self.0, game, seat, dealer)
    }
    fn observe(&mut self, actor: Actor, action: Option<&Value>) -> Result<(), Error> {
        observe_with(&mut self.0, actor, action)
    }
    fn reused_nodes(&self) -> Option<u64> {
        Some(self.0.last_stats().reused_nodes)
    }
}

fn ai_error(e: AiError) -> Error {
    match e {
        AiError::Game(e) => e,
        other => Error::Stuck(other.to_string()),
    }
}

/// What `seat` observes of `actor` taking `action` in `before` (the state before the action):
/// the action, or `None` when the seat learns only that `actor` acted.
pub fn observed(
    before: &dyn AnyGame,
    actor: Actor,
    action: &Value,
    seat: Seat,
) -> Result<Option<Value>, Error> {
    Ok(before
        .observe_json(actor, action, cathedra_core::Observer::Seat(seat))?
        .action)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cathedra_core::{Actor, DealerKey, Log, Options, ToMove};

    /// Plays `name` at every seat of every game for at most `limit` decisions, each seat's bot
    /// kept for the game and told what its seat observes; returns, per game, the most nodes a
    /// search started with from the search before.
    fn plays_legally(name: &str, limit: usize) -> Vec<(&'static str, Option<u64>)> {
        let mut reused = Vec::new();
        for info in cathedra_games::games() {
            let mut game = (info.new)(2, &Options::default()).unwrap();
            let key = DealerKey::from_seed(5);
            let kind = agent(name).unwrap();
            let mut bots: Vec<Bot> = (0..2).map(|_| kind.seat(info.id).unwrap()).collect();
            let mut most: Option<u64> = None;
            let mut i = 0;
            while game.to_move() != ToMove::Over && (i as usize) < limit {
                let mut dealer = key.at(i);
                let before = game.clone_box();
                let applied = match game.to_move() {
                    ToMove::Chance => game.deal(&mut dealer, &mut Log::silent()).unwrap(),
                    t => {
                        let seat = t.seats().first().unwrap();
                        let bot = &mut bots[seat.index()];
                        let action = bot.choose(&*game, seat, &mut dealer).unwrap();
                        if let Some(n) = bot.reused_nodes() {
                            most = Some(most.unwrap_or(0).max(n));
                        }
                        game.apply_json(Actor::Seat(seat), &action, &mut Log::silent())
                            .unwrap_or_else(|e| panic!("{name} in {}: {e}", info.id))
                    }
                };
                for (s, bot) in bots.iter_mut().enumerate() {
                    let seen =
                        observed(&*before, applied.by, &applied.action, Seat(s as u8)).unwrap();
                    bot.observe(applied.by, seen.as_ref()).unwrap();
                }
                i += 1;
            }
            assert!(i > 10, "{}", info.id);
            reused.push((info.id, most));
        }
        reused
    }

    #[test]
    fn the_random_agent_plays_only_legal_actions_to_the_end() {
        for (_, reused) in plays_legally("random", usize::MAX) {
            assert_eq!(reused, None);
        }
    }

    #[test]
    fn the_greedy_agent_plays_only_legal_actions() {
        plays_legally("greedy", 60);
    }

    /// A searching bot seated for a game keeps the part of its tree its seat's observations
    /// lead to: in every game some search starts from nodes of the search before.
    #[test]
    fn a_seated_searching_bot_reuses_its_tree_between_moves() {
        for (game, reused) in plays_legally("easy", 200) {
            assert!(reused.is_some_and(|n| n > 0), "{game}: {reused:?}");
        }
    }

    /// A bot told of an action that is not one of the game's is refused, by name.
    #[test]
    fn a_bot_told_a_malformed_action_refuses_it() {
        let mut bot = agent("easy")
            .unwrap()
            .seat("castle-for-all-seasons")
            .unwrap();
        let e = bot
            .observe(Actor::Seat(Seat(1)), Some(&serde_json::json!({"no": 1})))
            .unwrap_err();
        assert!(matches!(e, Error::MalformedAction(_)), "{e}");
    }

    #[test]
    fn every_listed_agent_exists_and_no_other() {
        for (name, _) in AGENTS {
            assert!(agent(name).is_some(), "{name}");
            for id in cathedra_games::IDS {
                assert!(agent(name).unwrap().seat(id).is_some(), "{name} {id}");
            }
        }
        assert!(agent("random").unwrap().seat("no-such-game").is_none());
        for bad in ["grandmaster", "", "ismcts:5", "Medium "] {
            assert!(agent(bad).is_none(), "{bad}");
        }
    }
}
