//! A set of cards as a bit set; its JSON is the list of card IDs.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::data::Card;

pub struct Set<T> {
    bits: u32,
    card: PhantomData<T>,
}

impl<T> Clone for Set<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Set<T> {}
impl<T> PartialEq for Set<T> {
    fn eq(&self, o: &Self) -> bool {
        self.bits == o.bits
    }
}
impl<T> Eq for Set<T> {}
impl<T> Default for Set<T> {
    fn default() -> Self {
        Set::EMPTY
    }
}

impl<T> Set<T> {
    pub const EMPTY: Set<T> = Set {
        bits: 0,
        card: PhantomData,
    };

    pub fn len(self) -> u8 {
        self.bits.count_ones() as u8
    }

    pub fn is_empty(self) -> bool {
        self.bits == 0
    }

    pub const fn bits(self) -> u32 {
        self.bits
    }

    /// The set with one bit per card index.
    pub(crate) const fn from_bits(bits: u32) -> Set<T> {
        Set {
            bits,
            card: PhantomData,
        }
    }

    pub fn union(self, o: Set<T>) -> Set<T> {
        Set {
            bits: self.bits | o.bits,
            card: PhantomData,
        }
    }

    pub fn intersects(self, o: Set<T>) -> bool {
        self.bits & o.bits != 0
    }

    pub fn minus(self, o: Set<T>) -> Set<T> {
        Set {
            bits: self.bits & !o.bits,
            card: PhantomData,
        }
    }
}

impl<T: Card> Set<T> {
    pub fn of(cards: &[T]) -> Set<T> {
        let mut s = Set::EMPTY;
        for &c in cards {
            s.insert(c);
        }
        s
    }

    pub fn contains(self, c: T) -> bool {
        self.bits & (1 << c.index()) != 0
    }

    /// Holds at least one of `cards`.
    pub fn any_of(self, cards: &[T]) -> bool {
        cards.iter().any(|&c| self.contains(c))
    }

    pub fn insert(&mut self, c: T) {
        self.bits |= 1 << c.index();
    }

    pub fn remove(&mut self, c: T) {
        self.bits &= !(1 << c.index());
    }

    /// The cards in index order, without allocating.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = T> {
        let mut bits = self.bits;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            T::ALL.get(i).copied()
        })
    }

    /// The same cards as [`Set::iter`], with the length known up front, so that
    /// `Vec::extend` reserves once and writes without a capacity check per card.
    #[inline]
    pub fn iter_counted(self) -> impl Iterator<Item = T> {
        let mut bits = self.bits & Self::full().bits;
        (0..bits.count_ones()).map(move |_| {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            T::ALL[i]
        })
    }

    /// The cards that are in both sets.
    #[inline]
    pub fn and(self, o: Set<T>) -> Set<T> {
        Set::from_bits(self.bits & o.bits)
    }

    /// Every card of the type.
    pub fn full() -> Set<T> {
        Set {
            bits: ((1u64 << T::ALL.len()) - 1) as u32,
            card: PhantomData,
        }
    }
}

impl<T: Card> fmt::Debug for Set<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Card> Serialize for Set<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, T: Card> Deserialize<'de> for Set<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<T>(PhantomData<T>);
        impl<'de, T: Card> Visitor<'de> for V<T> {
            type Value = Set<T>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a list of card IDs")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Set<T>, A::Error> {
                let mut set = Set::EMPTY;
                while let Some(c) = seq.next_element::<T>()? {
                    set.insert(c);
                }
                Ok(set)
            }
        }
        d.deserialize_seq(V(PhantomData))
    }
}
