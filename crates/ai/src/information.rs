//! What a deciding seat may know, and nothing more.

use cathedra_core::{Dealer, Game, Observer, Seat, ToMove};

use crate::AiError;

/// The information set of a seat that owes a decision: its view, its legal actions, and
/// determinizations (full states drawn from what it knows). The true state stays private to
/// this type: an agent can reach it only through these methods, each of which gives the same
/// answer for every state the seat cannot tell apart.
pub struct Information<'a, G: Game> {
    game: &'a G,
    seat: Seat,
}

impl<'a, G: Game> Information<'a, G> {
    /// The information of `seat`, which must owe a decision in `game`.
    pub fn new(game: &'a G, seat: Seat) -> Result<Self, AiError> {
        if !game.to_move().seats().contains(seat) {
            return Err(AiError::NotDeciding { seat });
        }
        Ok(Information { game, seat })
    }

    /// The deciding seat.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn players(&self) -> usize {
        self.game.players()
    }

    /// Who decides now (public).
    pub fn to_move(&self) -> ToMove {
        self.game.to_move()
    }

    /// What the seat sees.
    pub fn view(&self) -> G::View {
        self.game.view(Observer::Seat(self.seat))
    }

    /// The seat's legal actions (the same in every state it cannot tell apart).
    pub fn legal_actions(&self, out: &mut Vec<G::Action>) {
        self.game.legal_actions(self.seat, out);
    }

    /// A full state drawn from what the seat knows, with the probabilities of a perfect
    /// observer.
    pub fn determinize(&self, dealer: &mut Dealer) -> G {
        self.game.determinize(self.seat, dealer)
    }

    /// The text of one of the seat's actions.
    pub fn describe(&self, action: G::Action) -> String {
        self.game.describe(action)
    }
}
