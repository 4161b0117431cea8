//! Which payments can still be completed: a building's price is paid kind by kind, stone,
//! brick, wood, then sand, each kind with how many of its pieces are got for silver at the
//! smithy (CAS-13.3, CAS-14.1). A step is listed only if some complete payment follows it,
//! so every listed step leads to a payment and every legal payment is reached by exactly one
//! path.

use crate::data;
use crate::state::Castle;
use crate::types::Res;

/// The order in which kinds are paid: dearest first, so the widest choice comes last.
pub(crate) const ORDER: [Res; 4] = [Res::Stone, Res::Brick, Res::Wood, Res::Sand];

/// The position of `kind` in [`ORDER`].
pub(crate) fn position(kind: Res) -> Option<usize> {
    ORDER.iter().position(|&k| k == kind)
}

/// What a seat can pay with: its own pieces, the general stock's (to get for silver) and its
/// silver bars, building kinds in `Res` order.
#[derive(Clone, Copy)]
pub(crate) struct Purse {
    pub own: [u8; 4],
    pub stock: [u8; 4],
    pub bars: u8,
}

/// A payment begun: pieces per kind (`Res` order) and how many of them got for silver.
#[derive(Clone, Copy)]
pub(crate) struct Partial {
    pub paid: [u8; 4],
    pub silver: [u8; 4],
}

impl Partial {
    /// Building points paid so far.
    pub fn value(&self) -> u16 {
        (0..4)
            .map(|k| u16::from(self.paid[k]) * u16::from(data::BP[k]))
            .sum()
    }

    pub fn kinds(&self) -> u8 {
        self.paid.iter().filter(|&&n| n > 0).count() as u8
    }

    pub fn bars(&self) -> u16 {
        self.silver.iter().map(|&n| u16::from(n)).sum()
    }
}

/// The cheapest building's price.
const CHEAPEST: u8 = price(true);

/// The dearest building's price.
pub(crate) const DEAREST: u8 = price(false);

const fn price(cheapest: bool) -> u8 {
    let mut found = data::BUILDINGS[0].cost;
    let mut b = 1;
    while b < data::BUILDINGS.len() {
        let cost = data::BUILDINGS[b].cost;
        if (cheapest && cost < found) || (!cheapest && cost > found) {
            found = cost;
        }
        b += 1;
    }
    found
}

// [`Purse::reach`] reads the last kind of [`ORDER`] as one building point a piece.
const _: () = assert!(data::BP[Res::Sand as usize] == 1 && matches!(ORDER[3], Res::Sand));

/// Silver bars the table of a [`Reach`] covers; a payment with more bars left (rare: it takes
/// four bars in hand) is answered by [`Purse::completes`]'s search.
const TABLE_BARS: usize = 4;

/// Which totals the kinds from each position of [`ORDER`] on can pay, by silver bars left and
/// by how many kinds they bring (0, 1, 2, or 3 and more): `at[p][bars][kinds]` has bit `t`
/// when some payment of those kinds is worth exactly `t` building points, for totals up to
/// `limit` (below 32: the dearest price is 30). Built once per listing or payment, bottom-up,
/// so no search is repeated.
pub(crate) struct Reach {
    purse: Purse,
    limit: u8,
    at: [[[u32; 4]; TABLE_BARS]; 5],
}

impl Reach {
    /// Can the kinds from position `p` on pay exactly `rest` building points with `bars`
    /// silver bars, bringing at least `kinds` more kinds into the payment?
    #[inline]
    pub fn completes(&self, p: usize, rest: u8, bars: u8, kinds: u8) -> bool {
        if rest > self.limit || usize::from(bars) >= TABLE_BARS {
            return self.purse.completes(p, rest, bars, kinds);
        }
        let by_kinds = &self.at[p][usize::from(bars)];
        let any = by_kinds[usize::from(kinds.min(3))..]
            .iter()
            .fold(0, |a, &m| a | m);
        any & (1 << rest) != 0
    }
}

impl Purse {
    /// The most pieces of kind `k` payable with `bars` silver bars.
    #[inline]
    fn most(&self, k: usize, bars: u8) -> u8 {
        self.own[k].saturating_add(self.stock[k].min(bars))
    }

    /// A quick bound: no payment is worth more than the answer, and none at all can be made
    /// (`None`) without three kinds to pay with and at least the cheapest price in all.
    pub fn most_payable(&self) -> Option<u8> {
        let mut kinds = 0;
        let mut worth = 0u16;
        for k in 0..4 {
            let n = self.most(k, self.bars);
            kinds += u8::from(n > 0);
            worth += u16::from(n) * u16::from(data::BP[k]);
        }
        (kinds >= data::MIN_KINDS && worth >= u16::from(CHEAPEST))
            .then(|| worth.min(u16::from(DEAREST)) as u8)
    }

    /// The totals up to `limit` building points that each tail of [`ORDER`] from position
    /// `first` on can pay (see [`Reach`]); the positions before `first` are left empty.
    #[inline(always)]
    pub fn reach(&self, first: usize, limit: u8) -> Reach {
        let limit = limit.min(31);
        let top = usize::from(self.bars).min(TABLE_BARS - 1);
        let mut reach = Reach {
            purse: *self,
            limit,
            at: [[[0u32; 4]; TABLE_BARS]; 5],
        };
        reach.at[4] = [[1, 0, 0, 0]; TABLE_BARS];
        for p in (first..4).rev() {
            let k = ORDER[p] as usize;
            let bp = data::BP[k];
            let own = self.own[k];
            let (rows, after) = reach.at.split_at_mut(p + 1);
            let (row, next) = (&mut rows[p], &after[0]);
            for b in 0..=top {
                let most = self.most(k, b as u8).min(limit / bp);
                if p == 3 {
                    // Sand, the last kind, one point a piece: any total from 1 to `most`
                    // in one more kind, and nothing paid in none.
                    row[b] = [1, ((1u64 << (most + 1)) - 2) as u32, 0, 0];
                    continue;
                }
                let mut here = next[b];
                let mut shift = 0u32;
                for n in 1..=most {
                    shift += u32::from(bp);
                    let after = next[b - usize::from(n.saturating_sub(own))];
                    here[1] |= after[0] << shift;
                    here[2] |= after[1] << shift;
                    here[3] |= (after[2] | after[3]) << shift;
                }
                row[b] = here;
            }
        }
        reach
    }

    /// Can the kinds from position `p` of [`ORDER`] on pay exactly `rest` building points with
    /// `bars` silver bars, bringing `kinds` more kinds into the payment? A search that stops
    /// at the first payment found (for single checks; listings use [`Purse::reach`]).
    pub fn completes(&self, p: usize, rest: u8, bars: u8, kinds: u8) -> bool {
        if p == 4 || usize::from(kinds) > 4 - p {
            return p == 4 && rest == 0 && kinds == 0;
        }
        if p == 3 {
            return rest <= self.most(0, bars) && kinds <= u8::from(rest > 0);
        }
        let k = ORDER[p] as usize;
        let bp = data::BP[k];
        let most = (rest / bp).min(self.most(k, bars));
        (0..=most).rev().any(|n| {
            let used = n.saturating_sub(self.own[k]);
            let more = kinds.saturating_sub(u8::from(n > 0));
            self.completes(p + 1, rest - n * bp, bars - used, more)
        })
    }

    /// Can `partial` (kinds before position `p` paid) go on with `count` pieces of the kind
    /// at `p`, `silver` of them got for silver, to a complete payment of `cost`?
    pub fn spend_ok(
        &self,
        cost: u8,
        partial: &Partial,
        p: usize,
        count: u8,
        silver: u8,
    ) -> bool {
        let k = ORDER[p] as usize;
        let Some(rest) = u16::from(cost).checked_sub(partial.value()) else {
            return false;
        };
        let value = u16::from(count) * u16::from(data::BP[k]);
        let Some(bars) = u16::from(self.bars).checked_sub(partial.bars()) else {
            return false;
        };
        if silver > count
            || value > rest
            || (p == 3 && value != rest)
            || u16::from(silver) > bars
            || silver > self.stock[k]
            || count - silver > self.own[k]
        {
            return false;
        }
        let kinds = 3u8.saturating_sub(partial.kinds() + u8::from(count > 0));
        let (rest, bars) = ((rest - value) as u8, bars as u8 - silver);
        self.completes(p + 1, rest, bars, kinds)
    }
}

impl Castle {
    pub(crate) fn purse(&self, seat: u8) -> Purse {
        let s = self.seat(seat);
        Purse {
            own: [s.pieces[0], s.pieces[1], s.pieces[2], s.pieces[3]],
            stock: [self.stock[0], self.stock[1], self.stock[2], self.stock[3]],
            bars: s.has(Res::Silver),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// CAS-13.3, CAS-14.1: the table of a [`Reach`] (and its search beyond four bars) answers
    /// exactly as the search over every payment, for every tail, total, bars and kinds asked.
    #[test]
    fn reach_answers_as_the_search() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = |below: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % below) as u8
        };
        for _ in 0..3000 {
            let purse = Purse {
                own: [next(8), next(6), next(4), next(4)],
                stock: [next(6), next(5), next(4), next(3)],
                bars: next(7),
            };
            let first = usize::from(next(4));
            let limit = next(32);
            let reach = purse.reach(first, limit);
            for p in first..=4 {
                for rest in 0..=31 {
                    for bars in 0..=purse.bars {
                        for kinds in 0..=3 {
                            assert_eq!(
                                reach.completes(p, rest, bars, kinds),
                                purse.completes(p, rest, bars, kinds),
                                "{:?} {:?} {} from {first} up to {limit}: {p} {rest} {bars} {kinds}",
                                purse.own,
                                purse.stock,
                                purse.bars,
                            );
                        }
                    }
                }
            }
        }
    }
}
