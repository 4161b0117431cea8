//! Sets of cards as bitsets and the bottom of a deck as a fixed queue: no heap in play.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A set of cards of one deck by index (bit `i` = card `i`). JSON: the ascending list of
/// card indices, 0-based (`[10, 29]` = B11 and B30, or A11 and A30).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cards(pub u64);

impl Cards {
    pub const EMPTY: Cards = Cards(0);

    pub fn first(n: usize) -> Cards {
        Cards((1u64 << n) - 1)
    }
    #[inline]
    pub fn has(self, card: u8) -> bool {
        card < 64 && self.0 >> card & 1 == 1
    }
    #[inline]
    pub fn add(&mut self, card: u8) {
        self.0 |= 1 << card;
    }
    #[inline]
    pub fn remove(&mut self, card: u8) {
        self.0 &= !(1 << card);
    }
    #[inline]
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn iter(self) -> impl Iterator<Item = u8> + Clone {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(i)
        })
    }
    /// The `k`-th card (0-based, ascending).
    pub fn nth(self, k: u32) -> Option<u8> {
        self.iter().nth(k as usize)
    }
}

impl Serialize for Cards {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let list = Vec::<u8>::deserialize(d)?;
        let mut c = Cards::EMPTY;
        for n in list {
            if n >= 64 || c.has(n) {
                return Err(serde::de::Error::custom(format!("no card {n}, or twice")));
            }
            c.add(n);
        }
        Ok(c)
    }
}

/// Cards put on the bottom of a deck, in order (front = drawn first), each with the seat that
/// put it there. JSON: a list of `{"card": n, "by": seat}` (card 0-based; `by` absent for the
/// apprentice deck, whose bottom is public).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Queue {
    len: u8,
    cards: [u8; 48],
    by: [u8; 48],
}

impl Default for Queue {
    fn default() -> Self {
        Queue {
            len: 0,
            cards: [0; 48],
            by: [0; 48],
        }
    }
}

pub const NOBODY: u8 = u8::MAX;

impl Queue {
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn push(&mut self, card: u8, by: u8) {
        let i = usize::from(self.len);
        if i < 48 {
            self.cards[i] = card;
            self.by[i] = by;
            self.len += 1;
        }
    }
    /// Takes the front card: (card, who put it there).
    pub fn pop(&mut self) -> Option<(u8, u8)> {
        if self.len == 0 {
            return None;
        }
        let front = (self.cards[0], self.by[0]);
        let n = usize::from(self.len);
        self.cards.copy_within(1..n, 0);
        self.by.copy_within(1..n, 0);
        self.cards[n - 1] = 0;
        self.by[n - 1] = 0;
        self.len -= 1;
        Some(front)
    }
    pub fn iter(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        (0..self.len()).map(|i| (self.cards[i], self.by[i]))
    }
    pub fn set_card(&mut self, i: usize, card: u8) {
        self.cards[i] = card;
    }
    pub fn cards(&self) -> Cards {
        let mut c = Cards::EMPTY;
        for (card, _) in self.iter() {
            c.add(card);
        }
        c
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    card: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    by: Option<u8>,
}

impl Serialize for Queue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter().map(|(card, by)| Entry {
            card,
            by: (by != NOBODY).then_some(by),
        }))
    }
}

impl<'de> Deserialize<'de> for Queue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let list = Vec::<Entry>::deserialize(d)?;
        if list.len() > 48 {
            return Err(serde::de::Error::custom("too many cards under a deck"));
        }
        let mut q = Queue::default();
        for e in list {
            if e.card >= 64 || e.by == Some(NOBODY) {
                return Err(serde::de::Error::custom("no such card"));
            }
            q.push(e.card, e.by.unwrap_or(NOBODY));
        }
        Ok(q)
    }
}
