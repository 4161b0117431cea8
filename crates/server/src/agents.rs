//! Bots: an agent chooses a seat's action. The server knows agents only by name through
//! [`agent`]; the stronger agents plug in here by name when they land.

use cathedra_core::{AnyGame, Dealer, Error, Seat};
use serde_json::Value;

/// Chooses actions for one seat.
pub trait Agent: Send {
    /// `seat`'s action in `game` (where `seat` owes a decision), drawing what it needs from
    /// `dealer`. An agent may use only what `seat` knows: its legal actions, its view, and
    /// states drawn by `determinize` for it.
    fn choose(
        &mut self,
        game: &dyn AnyGame,
        seat: Seat,
        dealer: &mut Dealer,
    ) -> Result<Value, Error>;
}

/// Every agent a seat may be given: its name and what it does, for the lobby.
pub const AGENTS: &[(&str, &str)] = &[("random", "chooses uniformly among its legal actions")];

/// The agent called `name`.
pub fn agent(name: &str) -> Option<Box<dyn Agent>> {
    match name {
        "random" => Some(Box::new(Random)),
        _ => None,
    }
}

/// Uniform among the legal actions.
struct Random;

impl Agent for Random {
    fn choose(
        &mut self,
        game: &dyn AnyGame,
        seat: Seat,
        dealer: &mut Dealer,
    ) -> Result<Value, Error> {
        let mut choices = game.choices(seat);
        if choices.is_empty() {
            return Err(Error::Stuck(format!("{seat} has no legal action")));
        }
        let i = dealer.below(choices.len() as u64) as usize;
        Ok(choices.swap_remove(i).action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cathedra_core::{Actor, DealerKey, Log, Options, ToMove};

    #[test]
    fn the_random_agent_plays_only_legal_actions_to_the_end() {
        for info in cathedra_games::games() {
            let mut game = (info.new)(2, &Options::default()).unwrap();
            let key = DealerKey::from_seed(5);
            let mut bot = agent("random").unwrap();
            let mut i = 0;
            while game.to_move() != ToMove::Over {
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
                    .unwrap();
                i += 1;
            }
            assert!(i > 10, "{}", info.id);
        }
        assert!(agent("grandmaster").is_none());
    }
}
