//! The agents of `cathedra-ai` on the games of the registry: a move for a seat of any running
//! game, and matches. The command line knows the games only as [`AnyGame`]s; a game's state
//! crosses to its own type through its JSON and the registry's visitor.

use cathedra_ai::tournament::{self, MatchConfig, MatchReport};
use cathedra_ai::{AgentSpec, AiError, Information};
use cathedra_core::{AnyGame, Dealer, Error, Evaluate, Game, Seat};
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

/// The action (JSON) that `agent` chooses for `seat` from what the seat knows in `game`.
pub fn choose(
    game: &dyn AnyGame,
    seat: Seat,
    agent: AgentSpec,
    dealer: &mut Dealer,
) -> Result<Value, CliError> {
    struct Choose<'a> {
        state: Value,
        seat: Seat,
        agent: AgentSpec,
        dealer: &'a mut Dealer,
    }
    impl Visitor for Choose<'_> {
        type Output = Result<Value, CliError>;
        fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
            let game = G::deserialize(&self.state)
                .map_err(|e| Error::System(format!("the game's state does not read back: {e}")))?;
            let info = Information::new(&game, self.seat)?;
            let action = self.agent.build::<G>().choose(&info, self.dealer)?;
            Ok(serde_json::to_value(action).expect("actions serialise"))
        }
    }
    let mut visitor = Choose {
        state: game.state(),
        seat,
        agent,
        dealer,
    };
    cathedra_games::visit(game.id(), &mut visitor)
        .unwrap_or_else(|| Err(Error::UnknownGame(game.id().to_string()).into()))
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
