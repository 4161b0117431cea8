//! What a seat remembers of building cards it no longer sees (AWK-1.3, AWK-2.10, spec §7.3).
//!
//! A seat knows the cards it passed left in the draft and where they can have gone since: the
//! neighbour kept one of them (which one it does not know), passed the rest on, and the last
//! one of a packet went to the bottom of the deck. A seat that put a card on the bottom of the
//! building deck knows who later draws it. This memory is part of the seat's view, and a
//! determinization for the seat deals only hands, packets and bottoms that agree with it.
//!
//! A card put on the bottom that another seat draws at the Black Market is followed into the
//! cards seen there. Memory is lost where the seat cannot follow a card any more: when the
//! holder puts a card from its hand on the bottom of the deck in secret (hand limit,
//! Cathedral, Library), or keeps one of the cards seen, the seat knows only that the cards it
//! knew there lie somewhere hidden but in the undrawn deck (see `docs/rulings.md`).

use serde::{Deserialize, Serialize};

use crate::cards::Cards;
use crate::state::{Architects, DrawTo};

/// A hidden place a remembered card can lie in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Spot {
    /// A seat's hand.
    Hand(u8),
    /// A seat's draft packet.
    Packet(u8),
    /// The cards the turn's player drew at the Black Market and looks at (AWK-10.2).
    Seen,
    /// The card at this position under the building deck (0 = drawn first).
    Bottom(u8),
}

impl Spot {
    /// The place's position in the order of places (that of `Ord`), as one number.
    fn rank(self) -> u16 {
        match self {
            Spot::Hand(t) => u16::from(t),
            Spot::Packet(t) => 0x100 | u16::from(t),
            Spot::Seen => 0x200,
            Spot::Bottom(i) => 0x300 | u16::from(i),
        }
    }
}

/// `count` cards of a pass lie in `spot`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lot {
    pub spot: Spot,
    pub count: u8,
}

/// The cards a seat passed left in one round of the draft, and how many of them lie in each
/// place it knows of; which of them lies where is hidden. Cards it has seen again since, or
/// that were built, are no longer listed; cards it lost track of are listed without a lot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pass {
    pub cards: Cards,
    pub lots: [Option<Lot>; 3],
}

impl Pass {
    /// Lots in the order of their places, so that equal knowledge is equal state.
    fn tidy(&mut self) {
        // Three lots: three compare-and-swaps sort them (no two lots share a place).
        let key = |l: &Option<Lot>| l.map_or(u16::MAX, |l| l.spot.rank());
        for (i, j) in [(0, 1), (1, 2), (0, 1)] {
            if key(&self.lots[i]) > key(&self.lots[j]) {
                self.lots.swap(i, j);
            }
        }
    }
}

/// One seat's memory of building cards it does not see now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Memory {
    /// Cards known to be in each seat's hand (its own bottom cards drawn by that seat).
    pub in_hand: [Cards; 5],
    /// The passes of draft rounds 1 and 2.
    pub passed: [Pass; 2],
    /// Cards it put on the bottom that the turn's player drew at the Black Market and looks at.
    #[serde(default)]
    pub in_seen: Cards,
    /// Cards it knew in a place that then put a card on the bottom in secret, or kept one of
    /// the cards seen: they lie somewhere hidden but in the undrawn deck.
    #[serde(default)]
    pub lost: Cards,
}

impl Memory {
    /// Every card the memory speaks of.
    pub fn cards(&self) -> Cards {
        let mut c = Cards(self.in_seen.0 | self.lost.0);
        for h in self.in_hand {
            c.0 |= h.0;
        }
        for p in self.passed {
            c.0 |= p.cards.0;
        }
        c
    }
}

impl Architects {
    /// Where a building card lies now, if in a hidden place a memory can name.
    fn spot_of(&self, card: u8) -> Option<Spot> {
        for t in 0..self.n() {
            if self.players[t].hand.has(card) {
                return Some(Spot::Hand(t as u8));
            }
            if self.packets[t].has(card) {
                return Some(Spot::Packet(t as u8));
            }
        }
        self.building_bottom
            .iter()
            .position(|(c, _)| c == card)
            .map(|i| Spot::Bottom(i as u8))
    }

    /// After a draft round (AWK-2.10): every pass is counted again by place, which its passer
    /// knows exactly (a packet always holds only the cards passed into it, so the neighbour's
    /// kept card is one of them), cards back in the passer's own packet are seen again, and the
    /// packets just passed are remembered (`round` 1 or 2).
    pub(crate) fn remember_draft(&mut self, round: u8) {
        let n = self.n();
        for s in 0..n {
            for i in 0..2 {
                let pass = self.memory[s].passed[i];
                if pass.cards.is_empty() {
                    continue;
                }
                self.memory[s].passed[i] = self.count_pass(s, pass.cards);
            }
            if round < 3 {
                let left = (s + 1) % n;
                self.memory[s].passed[usize::from(round) - 1] =
                    self.count_pass(s, self.packets[left]);
            }
        }
    }

    /// `cards`, counted by their places now, without those seat `s` sees.
    fn count_pass(&self, s: usize, cards: Cards) -> Pass {
        let mut pass = Pass::default();
        for card in cards.iter() {
            let Some(spot) = self.spot_of(card) else {
                continue;
            };
            let own = match spot {
                Spot::Hand(t) | Spot::Packet(t) => usize::from(t) == s,
                Spot::Seen => usize::from(self.turn) == s,
                Spot::Bottom(i) => {
                    self.building_bottom.iter().nth(usize::from(i)).map(|x| x.1) == Some(s as u8)
                }
            };
            if own {
                continue;
            }
            pass.cards.add(card);
            match pass.lots.iter_mut().flatten().find(|l| l.spot == spot) {
                Some(l) => l.count += 1,
                None => {
                    if let Some(free) = pass.lots.iter_mut().find(|l| l.is_none()) {
                        *free = Some(Lot { spot, count: 1 });
                    }
                }
            }
        }
        pass.tidy();
        pass
    }

    /// A card leaves `seat`'s hand face up (built): every seat sees which.
    pub(crate) fn remember_built(&mut self, seat: usize, card: u8) {
        let n = self.n();
        for m in self.memory.iter_mut().take(n) {
            m.in_hand[seat].remove(card);
            m.lost.remove(card);
            for pass in &mut m.passed {
                if !pass.cards.has(card) {
                    continue;
                }
                pass.cards.remove(card);
                let lot = pass
                    .lots
                    .iter_mut()
                    .find(|l| l.is_some_and(|l| l.spot == Spot::Hand(seat as u8) && l.count > 0));
                if let Some(lot) = lot {
                    let l = lot.as_mut().expect("found a lot");
                    l.count -= 1;
                    if l.count == 0 {
                        *lot = None;
                        pass.tidy();
                    }
                }
            }
        }
    }

    /// `seat` puts a card of its hand on the bottom in secret: the others lose track of the
    /// cards they knew in that hand.
    pub(crate) fn forget_hand(&mut self, seat: usize) {
        self.forget(seat, Spot::Hand(seat as u8));
    }

    /// `seat` keeps one of the cards it drew at the Black Market, unseen by the others: they
    /// lose track of the cards they knew among them.
    pub(crate) fn forget_seen(&mut self, seat: usize) {
        self.forget(seat, Spot::Seen);
    }

    /// The seats but `seat` lose track of the cards they knew in `spot`: those cards are lost.
    fn forget(&mut self, seat: usize, spot: Spot) {
        let n = self.n();
        for (s, m) in self.memory.iter_mut().enumerate().take(n) {
            if s == seat {
                continue;
            }
            match spot {
                Spot::Hand(_) => {
                    m.lost.0 |= m.in_hand[seat].0;
                    m.in_hand[seat] = Cards::EMPTY;
                }
                _ => {
                    m.lost.0 |= m.in_seen.0;
                    m.in_seen = Cards::EMPTY;
                }
            }
            for pass in &mut m.passed {
                // A pass has at most one lot in a place.
                if let Some(i) = pass
                    .lots
                    .iter()
                    .position(|l| l.is_some_and(|l| l.spot == spot))
                {
                    pass.lots[i] = None;
                    pass.tidy();
                }
            }
        }
    }

    /// The front card under the building deck, `card` put there by `by`, is drawn for the
    /// draw's seat (AWK-R11): its discarder learns who holds it, or that it is among the cards
    /// seen at the Black Market; a pass's bottom lot moves to that hand or to the cards seen;
    /// the positions behind it move up.
    #[cold]
    pub(crate) fn remember_bottom_draw(&mut self, card: u8, by: u8) {
        let to = self.draws.seat;
        let into_hand = self.draws.to == DrawTo::Hand;
        let n = self.n();
        for (s, m) in self.memory.iter_mut().enumerate().take(n) {
            if usize::from(by) == s && to != by {
                if into_hand {
                    m.in_hand[usize::from(to)].add(card);
                } else {
                    m.in_seen.add(card);
                }
            }
            if usize::from(to) == s {
                m.lost.remove(card);
            }
            for pass in &mut m.passed {
                if pass.cards.has(card) && usize::from(to) == s {
                    pass.cards.remove(card);
                }
                let mut drawn = None;
                for lot in &mut pass.lots {
                    let Some(l) = lot else { continue };
                    if let Spot::Bottom(i) = l.spot {
                        if i == 0 {
                            drawn = lot.take();
                        } else {
                            l.spot = Spot::Bottom(i - 1);
                        }
                    }
                }
                if drawn.is_none() {
                    // The lots at the bottom moved up together: their order holds.
                    continue;
                }
                if usize::from(to) == s {
                    pass.tidy();
                    continue;
                }
                let spot = if into_hand {
                    Spot::Hand(to)
                } else {
                    Spot::Seen
                };
                match pass.lots.iter_mut().flatten().find(|l| l.spot == spot) {
                    Some(l) => l.count += 1,
                    None => {
                        if let Some(free) = pass.lots.iter_mut().find(|l| l.is_none()) {
                            *free = Some(Lot { spot, count: 1 });
                        }
                    }
                }
                pass.tidy();
            }
        }
    }
}

impl Architects {
    /// Is `spot` a place seat `s` cannot see, and which cards lie there now?
    fn hidden_cards(&self, s: usize, spot: Spot) -> Option<Cards> {
        match spot {
            Spot::Hand(t) if usize::from(t) < self.n() && usize::from(t) != s => {
                Some(self.players[usize::from(t)].hand)
            }
            Spot::Packet(t) if usize::from(t) < self.n() && usize::from(t) != s => {
                Some(self.packets[usize::from(t)])
            }
            Spot::Seen if usize::from(self.turn) != s => Some(self.seen),
            Spot::Bottom(i) => match self.building_bottom.iter().nth(usize::from(i)) {
                Some((card, by)) if usize::from(by) != s => {
                    let mut c = Cards::EMPTY;
                    c.add(card);
                    Some(c)
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// Every memory is true and about cards its seat cannot see: the cards known in a hand are
    /// there, a pass has at most as many cards in each place as its lots say lie there, no card
    /// is remembered twice.
    pub(crate) fn check_memory(&self) -> Result<(), String> {
        let n = self.n();
        for (s, m) in self.memory.iter().enumerate() {
            if s >= n {
                if *m != Memory::default() {
                    return Err("a memory beyond the seats".into());
                }
                continue;
            }
            let mut seen = Cards::EMPTY;
            let mut twice = false;
            let mut note = |c: Cards| {
                twice |= seen.0 & c.0 != 0;
                seen.0 |= c.0;
            };
            for (t, h) in m.in_hand.iter().enumerate() {
                let fits = h.is_empty() || (t < n && t != s && h.0 & !self.players[t].hand.0 == 0);
                if !fits {
                    return Err("a seat remembers a card in a hand that does not hold it".into());
                }
                note(*h);
            }
            let seen_fits = m.in_seen.is_empty()
                || (usize::from(self.turn) != s && m.in_seen.0 & !self.seen.0 == 0);
            if !seen_fits {
                return Err("a seat remembers a card among the cards seen that are not".into());
            }
            note(m.in_seen);
            note(m.lost);
            for pass in &m.passed {
                note(pass.cards);
                let mut spots = [None; 3];
                for (i, lot) in pass.lots.iter().enumerate() {
                    let Some(lot) = lot else { continue };
                    let there = self
                        .hidden_cards(s, lot.spot)
                        .map_or(0, |c| (c.0 & pass.cards.0).count_ones());
                    if lot.count == 0
                        || u32::from(lot.count) > there
                        || spots.contains(&Some(lot.spot))
                    {
                        return Err("a seat remembers passed cards where they are not".into());
                    }
                    spots[i] = Some(lot.spot);
                }
                let mut tidy = *pass;
                tidy.tidy();
                if tidy != *pass {
                    return Err("a pass's places are out of order".into());
                }
                if pass.cards.0 >= 1 << crate::data::BUILDINGS.len() {
                    return Err("no such building card".into());
                }
            }
            if twice {
                return Err("a seat remembers a card in two places".into());
            }
            // Remembered cards were drawn once, so they are never among the undrawn.
            let mut hidden = Cards::EMPTY;
            if usize::from(self.turn) != s {
                hidden.0 |= self.seen.0;
            }
            for t in (0..n).filter(|&t| t != s) {
                hidden.0 |= self.players[t].hand.0 | self.packets[t].0;
            }
            for (card, by) in self.building_bottom.iter() {
                if usize::from(by) != s {
                    hidden.add(card);
                }
            }
            if seen.0 & !hidden.0 != 0 {
                return Err("a seat remembers a card it can see".into());
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn places() -> Vec<Spot> {
        (0..5)
            .map(Spot::Hand)
            .chain((0..5).map(Spot::Packet))
            .chain([Spot::Seen])
            .chain((0..48).map(Spot::Bottom))
            .collect()
    }

    #[test]
    fn a_places_rank_follows_the_order_of_places() {
        let places = places();
        for a in &places {
            for b in &places {
                assert_eq!(a.cmp(b), a.rank().cmp(&b.rank()), "{a:?} {b:?}");
            }
        }
    }

    #[test]
    fn tidy_lots_lie_in_the_order_of_their_places_with_the_empty_ones_last() {
        let lot = |i: usize| {
            let places = places();
            (i < places.len()).then(|| Lot {
                spot: places[i],
                count: 1,
            })
        };
        // Distinct places (a pass never holds two lots of one place); 99: an empty lot.
        for a in [0, 3, 6, 9, 12] {
            for b in [20, 25, 99] {
                for c in [2, 11, 50, 99] {
                    for order in [
                        [a, b, c],
                        [c, b, a],
                        [b, a, c],
                        [a, c, b],
                        [c, a, b],
                        [b, c, a],
                    ] {
                        let mut pass = Pass {
                            cards: Cards::EMPTY,
                            lots: order.map(lot),
                        };
                        let mut want = pass.lots;
                        want.sort_by_key(|l| (l.is_none(), l.map(|l| l.spot)));
                        pass.tidy();
                        assert_eq!(pass.lots, want, "{order:?}");
                    }
                }
            }
        }
    }
}
