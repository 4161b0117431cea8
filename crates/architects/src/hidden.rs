//! Hidden information: who alone sees an action, and determinization (spec §7.3).
//!
//! What a seat cannot see of the building cards is a set of places: the other seats' hands and
//! draft packets, the cards the turn's player drew at the Black Market, each card others put
//! on the bottom of the deck, and the undrawn deck (which has no order). A determinization
//! first puts the cards the seat remembers where its memory says (`memory`): the cards it knows
//! in a hand or among the cards seen stay there, and each draft pass is dealt uniformly over the
//! places it knows of, so many cards to each; the cards it lost track of are dealt anywhere
//! hidden but in the undrawn deck, and the other cards it cannot see uniformly over what is
//! left.
//! Each other seat's pending draft choice is drawn uniformly from its packet, and the other
//! seats' memories follow their cards to the cards dealt in their place, alike cards of a place
//! standing for each other in a random order.

use cathedra_core::{Actor, Dealer};

use crate::action::Action;
use crate::cards::Cards;
use crate::memory::Spot;
use crate::state::{Architects, Stage};

/// A hidden place of the building cards, as a determinization deals it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Where {
    Hand(usize),
    Packet(usize),
    Seen,
    Bottom(usize),
    Deck,
}

fn shuffle<T>(items: &mut [T], rng: &mut Dealer) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

impl Architects {
    /// The one seat that sees `action`, when it is hidden from the others.
    pub(crate) fn private_to(&self, actor: Actor, action: Action) -> Option<u8> {
        match (actor, action) {
            (Actor::Seat(s), Action::Keep { .. } | Action::Discard { .. }) => Some(s.0),
            (Actor::Chance, Action::Building { .. }) => Some(self.draws.seat),
            _ => None,
        }
    }

    /// The places hidden from `seat`, each with the cards in it now.
    fn hidden_places(&self, seat: usize) -> ([(Where, Cards); 64], usize) {
        let mut places = [(Where::Deck, Cards::EMPTY); 64];
        let mut k = 0;
        let mut add = |w: Where, c: Cards| {
            places[k] = (w, c);
            k += 1;
        };
        for t in (0..self.n()).filter(|&t| t != seat) {
            let hand = self.players[t].hand.0 & !self.shown_in_hand(t).0;
            add(Where::Hand(t), Cards(hand));
            add(Where::Packet(t), self.packets[t]);
        }
        if usize::from(self.turn) != seat {
            add(Where::Seen, self.seen);
        }
        for (i, (card, by)) in self.building_bottom.iter().enumerate() {
            if usize::from(by) != seat {
                let mut c = Cards::EMPTY;
                c.add(card);
                add(Where::Bottom(i), c);
            }
        }
        add(Where::Deck, self.building_deck);
        (places, k)
    }

    /// The card of `t`'s hand every seat sees: the building Lothaire is choosing how to pay.
    fn shown_in_hand(&self, t: usize) -> Cards {
        let mut c = Cards::EMPTY;
        if let Stage::Discount { building } = self.stage {
            if usize::from(self.turn) == t {
                c.add(building);
            }
        }
        c
    }

    pub(crate) fn redraw_hidden(&self, seat: usize, rng: &mut Dealer) -> Architects {
        let memory = self.memory[seat];
        let (places, k) = self.hidden_places(seat);
        let places = &places[..k];
        // The cards each place gets from the seat's memory.
        let mut fixed = [Cards::EMPTY; 64];
        // The class of each card for the seat: 0 free, 1 known in a place, 2 + pass.
        let mut class = [0u8; 64];
        for (i, &(w, _)) in places.iter().enumerate() {
            let known = match w {
                Where::Hand(t) => memory.in_hand[t],
                Where::Seen => memory.in_seen,
                _ => continue,
            };
            fixed[i] = known;
            for c in known.iter() {
                class[usize::from(c)] = 1;
            }
        }
        let mut lost = memory.lost;
        for (p, pass) in memory.passed.iter().enumerate() {
            let mut cards = [0u8; 64];
            let mut m = 0;
            for c in pass.cards.iter() {
                cards[m] = c;
                m += 1;
            }
            shuffle(&mut cards[..m], rng);
            let mut next = 0;
            for lot in pass.lots.iter().flatten() {
                let w = match lot.spot {
                    Spot::Hand(t) => Where::Hand(usize::from(t)),
                    Spot::Packet(t) => Where::Packet(usize::from(t)),
                    Spot::Seen => Where::Seen,
                    Spot::Bottom(i) => Where::Bottom(usize::from(i)),
                };
                let Some(i) = places.iter().position(|&(x, _)| x == w) else {
                    continue;
                };
                for _ in 0..lot.count {
                    if next < m {
                        fixed[i].add(cards[next]);
                        class[usize::from(cards[next])] = 2 + p as u8;
                        next += 1;
                    }
                }
            }
            // Cards of the pass it lost track of (class 0) are dealt with the others.
            for &c in &cards[next..m] {
                lost.add(c);
            }
        }
        // Cards it lost track of were drawn once, so they lie anywhere hidden but in the deck
        // (the last place): they are dealt among the first positions, with as many others.
        let mut open = 0;
        for (i, &(w, cards)) in places.iter().enumerate() {
            if w != Where::Deck {
                open += (cards.len() - fixed[i].len().min(cards.len())) as usize;
            }
        }
        let mut others = [0u8; 64];
        let mut k = 0;
        let mut free = [0u8; 64];
        let mut m = 0;
        for &(_, cards) in places {
            for c in cards.iter() {
                if class[usize::from(c)] == 0 {
                    if lost.has(c) {
                        free[m] = c;
                        m += 1;
                    } else {
                        others[k] = c;
                        k += 1;
                    }
                }
            }
        }
        shuffle(&mut others[..k], rng);
        for &c in &others[..k] {
            free[m] = c;
            m += 1;
        }
        let front = open.min(m);
        shuffle(&mut free[..front], rng);
        let mut d = self.clone();
        // The cards the other seats' memories name.
        let mut named = Cards::EMPTY;
        for t in (0..self.n()).filter(|&t| t != seat) {
            named.0 |= self.memory[t].cards().0;
        }
        // Which card takes the place of which, for the other seats' memories.
        let mut map = [0u8; 64];
        for (c, x) in map.iter_mut().enumerate() {
            *x = c as u8;
        }
        let mut next = 0;
        for (i, &(w, old)) in places.iter().enumerate() {
            let mut new = fixed[i];
            while new.len() < old.len() && next < m {
                new.add(free[next]);
                next += 1;
            }
            match w {
                Where::Hand(t) => d.players[t].hand = Cards(new.0 | self.shown_in_hand(t).0),
                Where::Packet(t) => d.packets[t] = new,
                Where::Seen => d.seen = new,
                Where::Bottom(b) => d
                    .building_bottom
                    .set_card(b, new.iter().next().unwrap_or(0)),
                Where::Deck => d.building_deck = new,
            }
            let by_class = |c: Cards| {
                let mut v = [(0u8, 0u8); 64];
                let mut n = 0;
                for card in c.iter() {
                    v[n] = (class[usize::from(card)], card);
                    n += 1;
                }
                v[..n].sort_unstable();
                (v, n)
            };
            let ((a, n), (mut b, _)) = (by_class(old), by_class(new));
            // The cards of one class stand for each other in a uniformly random order, so that
            // a card another seat remembers here is any of them alike, as likely as the others.
            // A card the seat knows in a place (class 1) stands for itself.
            let mut j = 0;
            while j < n {
                let class = a[j].0;
                let mut e = j;
                while e < n && a[e].0 == class && b[e].0 == class {
                    e += 1;
                }
                if class != 1 && a[j..e].iter().any(|&(_, card)| named.has(card)) {
                    shuffle(&mut b[j..e], rng);
                }
                j = e.max(j + 1);
            }
            for j in 0..n {
                map[usize::from(a[j].1)] = b[j].1;
            }
        }
        for t in (0..self.n()).filter(|&t| t != seat) {
            if self.keeping[t].is_some() {
                let k = rng.below(u64::from(d.packets[t].len())) as u32;
                d.keeping[t] = d.packets[t].nth(k);
            }
            let mem = &mut d.memory[t];
            let moved = |c: Cards| {
                let mut out = Cards::EMPTY;
                for card in c.iter() {
                    out.add(map[usize::from(card)]);
                }
                out
            };
            for h in &mut mem.in_hand {
                *h = moved(*h);
            }
            mem.in_seen = moved(mem.in_seen);
            mem.lost = moved(mem.lost);
            for pass in &mut mem.passed {
                pass.cards = moved(pass.cards);
            }
        }
        d
    }
}
