//! The agents of `cathedra-ai` on the games of the registry: a move for a seat of any running
//! game, and matches. The command line knows the games only as [`AnyGame`]s; a game's state
//! crosses to its own type through its JSON and the registry's visitor.

use std::io::Write;

use cathedra_ai::tournament::{self, MatchConfig, MatchReport};
use cathedra_ai::{Agent, AgentSpec, AiError, Information, AGENT_NAMES};
use cathedra_core::{Actor, AnyGame, Dealer, Error, Evaluate, Game, Observer, Seat};
use cathedra_games::Visitor;
use serde_json::Value;

use crate::CliError;

impl From<AiError> for CliError {
    fn from(e: AiError) -> Self {
        match e {
            AiError::Game(e) => CliError::Game(e),
            other => CliError::Usage(other.to_string()),
        }
    }
}

/// `cathedra agents`: every name an agent is known by, with what it is.
pub fn list(out: impl Write) -> Result<(), CliError> {
    let mut out = crate::fit::Fit::new(out);
    writeln!(
        out,
        "Agents by name, for --seats, --agents and the engine's think. In ismcts:N… N is the \
         iterations a move, and each part after it changes the medium search in one way; parts \
         combine in the order listed, e.g. ismcts:5000:d8:g2:reuse."
    )?;
    for (name, what) in AGENT_NAMES {
        writeln!(out)?;
        writeln!(out, "{name}")?;
        writeln!(out, "    {what}")?;
    }
    out.flush()?;
    Ok(())
}

/// An agent kept for one seat of a running game from move to move (by `cathedra play` and the
/// engine's `think`): told every decision as its seat observes it, so a search that keeps its
/// tree (`ismcts:N:reuse`) reuses it from one of its moves to the next.
pub trait SeatAgent: Send {
    /// The action (JSON) the agent chooses for its seat in `game`.
    fn choose(&mut self, game: &dyn AnyGame, dealer: &mut Dealer) -> Result<Value, CliError>;
    /// Tells the agent of a decision about to be applied to `game`, as its seat observes it.
    fn observe(&mut self, game: &dyn AnyGame, actor: Actor, action: &Value)
        -> Result<(), CliError>;
    /// Nodes of its search tree that its last choice kept from the one before (0 when it
    /// does not search, or searched a new tree).
    fn kept_nodes(&self) -> u64;
}

/// A fresh [`SeatAgent`] of kind `agent` for `seat` of the game `id`.
pub fn seat_agent(id: &str, seat: Seat, agent: AgentSpec) -> Result<Box<dyn SeatAgent>, CliError> {
    struct Typed<G: Game> {
        seat: Seat,
        agent: Box<dyn Agent<G>>,
    }
    impl<G: Game + Evaluate> SeatAgent for Typed<G> {
        fn choose(&mut self, game: &dyn AnyGame, dealer: &mut Dealer) -> Result<Value, CliError> {
            let game = G::deserialize(&game.state())
                .map_err(|e| Error::System(format!("the game's state does not read back: {e}")))?;
            let info = Information::new(&game, self.seat)?;
            let action = self.agent.choose(&info, dealer)?;
            Ok(serde_json::to_value(action).expect("actions serialise"))
        }
        fn observe(
            &mut self,
            game: &dyn AnyGame,
            actor: Actor,
            action: &Value,
        ) -> Result<(), CliError> {
            let seen = game.observe_json(actor, action, Observer::Seat(self.seat))?;
            let action = match seen.action {
                Some(a) => Some(serde_json::from_value::<G::Action>(a).map_err(|e| {
                    Error::System(format!("an observed action does not read back: {e}"))
                })?),
                None => None,
            };
            self.agent.observe(actor, action);
            Ok(())
        }
        fn kept_nodes(&self) -> u64 {
            self.agent.kept_nodes()
        }
    }
    struct Build {
        seat: Seat,
        agent: AgentSpec,
    }
    impl Visitor for Build {
        type Output = Box<dyn SeatAgent>;
        fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
            Box::new(Typed::<G> {
                seat: self.seat,
                agent: self.agent.build::<G>(),
            })
        }
    }
    cathedra_games::visit(id, &mut Build { seat, agent })
        .ok_or_else(|| Error::UnknownGame(id.to_string()).into())
}

/// Plays a match of the game `id`.
pub fn play_match(
    id: &str,
    cfg: &MatchConfig,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<MatchReport, CliError> {
    struct Run<'a> {
        cfg: &'a MatchConfig,
        progress: &'a (dyn Fn(u64) + Sync),
    }
    impl Visitor for Run<'_> {
        type Output = Result<MatchReport, AiError>;
        fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
            tournament::run::<G>(self.cfg, self.progress)
        }
    }
    cathedra_games::visit(id, &mut Run { cfg, progress })
        .ok_or_else(|| Error::UnknownGame(id.to_string()))?
        .map_err(CliError::from)
}

#[cfg(test)]
mod tests {
    use cathedra_core::{Log, Options, ToMove};

    use super::*;

    #[test]
    fn a_kept_seat_agent_reuses_its_tree_after_the_moves_it_observed() {
        // The bots of `cathedra play` are kept from move to move and told each decision as
        // their seat observes it: a searching bot that keeps its tree starts from the subtree
        // its seat's observations lead into.
        let agent = AgentSpec::parse("ismcts:200:d4:reuse").unwrap();
        for id in ["castle-for-all-seasons", "pillars-of-the-earth"] {
            let info = cathedra_games::games()
                .into_iter()
                .find(|g| g.id == id)
                .unwrap();
            let mut game = (info.new)(2, &Options::default()).unwrap();
            let mut bots: Vec<Box<dyn SeatAgent>> = Seat::all(2)
                .map(|seat| seat_agent(id, seat, agent).unwrap())
                .collect();
            let mut dealer = Dealer::new(7, 0);
            let (mut searches, mut kept) = (0, 0);
            while searches < 24 {
                let (actor, action) = match game.to_move() {
                    ToMove::Over => break,
                    ToMove::Chance => {
                        let mut choices = game.chance_choices();
                        let pick = crate::pick::chance(&mut dealer, &choices).unwrap();
                        (Actor::Chance, choices.swap_remove(pick).action)
                    }
                    to_move => {
                        let seat = to_move.seats().first().unwrap();
                        let bot = &mut bots[seat.index()];
                        let action = bot.choose(&*game, &mut dealer).unwrap();
                        if game.choices(seat).len() > 1 {
                            searches += 1;
                            kept += u64::from(bot.kept_nodes() > 0);
                        }
                        (Actor::Seat(seat), action)
                    }
                };
                for bot in &mut bots {
                    bot.observe(&*game, actor, &action).unwrap();
                }
                game.apply_json(actor, &action, &mut Log::silent()).unwrap();
            }
            assert!(kept > 0, "{id}: no search of {searches} kept a subtree");
        }
    }
}
