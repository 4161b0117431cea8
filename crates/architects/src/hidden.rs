//! Hidden information: who alone sees an action, and determinization (spec §7.3).
//!
//! What a seat cannot see of the building cards is a set of slots: the other seats' hands and
//! draft packets, the cards the turn's player drew at the Black Market, the cards others put
//! on the bottom of the deck, and the undrawn deck (which has no order). A determinization
//! deals the cards the seat cannot see uniformly over those slots, then draws each other
//! seat's pending draft choice uniformly from its packet. See `docs/rulings.md` for the
//! knowledge it does not yet keep (cards passed in the draft, own bottom cards drawn by others).

use cathedra_core::{Actor, Dealer};

use crate::action::Action;
use crate::cards::Cards;
use crate::state::Architects;

impl Architects {
    /// The one seat that sees `action`, when it is hidden from the others.
    pub(crate) fn private_to(&self, actor: Actor, action: Action) -> Option<u8> {
        match (actor, action) {
            (Actor::Seat(s), Action::Keep { .. } | Action::Discard { .. }) => Some(s.0),
            (Actor::Chance, Action::Building { .. }) => Some(self.draws.seat),
            _ => None,
        }
    }

    pub(crate) fn redraw_hidden(&self, seat: usize, rng: &mut Dealer) -> Architects {
        let mut d = self.clone();
        let mut pool = [0u8; 64];
        let mut m = 0;
        let mut put = |c: Cards| {
            for card in c.iter() {
                pool[m] = card;
                m += 1;
            }
        };
        put(self.building_deck);
        let others = (0..self.n()).filter(|&t| t != seat);
        for t in others.clone() {
            put(self.players[t].hand);
            put(self.packets[t]);
        }
        let seen_hidden = usize::from(self.turn) != seat;
        if seen_hidden {
            put(self.seen);
        }
        for (card, by) in self.building_bottom.iter() {
            if usize::from(by) != seat {
                pool[m] = card;
                m += 1;
            }
        }
        for i in (1..m).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            pool.swap(i, j);
        }
        let mut next = 0;
        let mut take = |k: u32| {
            let mut c = Cards::EMPTY;
            for _ in 0..k {
                c.add(pool[next]);
                next += 1;
            }
            c
        };
        for t in others {
            d.players[t].hand = take(self.players[t].hand.len());
            d.packets[t] = take(self.packets[t].len());
            if self.keeping[t].is_some() {
                let k = rng.below(u64::from(d.packets[t].len())) as u32;
                d.keeping[t] = d.packets[t].nth(k);
            }
        }
        if seen_hidden {
            d.seen = take(self.seen.len());
        }
        for (i, (_, by)) in self.building_bottom.iter().enumerate() {
            if usize::from(by) != seat {
                d.building_bottom
                    .set_card(i, take(1).iter().next().unwrap_or(0));
            }
        }
        d.building_deck = take(self.building_deck.len());
        d
    }
}
