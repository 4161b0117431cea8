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
const CHEAPEST: u8 = cheapest();

const fn cheapest() -> u8 {
    let mut least = u8::MAX;
    let mut b = 0;
    while b < data::BUILDINGS.len() {
        if data::BUILDINGS[b].cost < least {
            least = data::BUILDINGS[b].cost;
        }
        b += 1;
    }
    least
}

/// Which totals the kinds from each position of [`ORDER`] on can pay, by silver bars left and
/// by how many kinds they bring (0, 1, 2, or 3 and more): `at[p][bars][kinds]` has bit `t`
/// (totals stay below 32: the dearest price is 30)
/// when some payment of those kinds is worth exactly `t` building points. Built once per
/// listing, bottom-up, so no search is repeated.
pub(crate) struct Reach {
    at: [[[u32; 4]; 16]; 5],
}

impl Reach {
    /// Can the kinds from position `p` on pay exactly `rest` building points with `bars`
    /// silver bars, bringing at least `kinds` more kinds into the payment?
    #[inline]
    pub fn completes(&self, p: usize, rest: u8, bars: u8, kinds: u8) -> bool {
        if rest >= 32 || usize::from(bars) >= 16 {
            return false;
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

    /// A quick bound: three kinds to pay with and at least the cheapest price in all.
    pub fn might_pay(&self) -> bool {
        let mut kinds = 0;
        let mut worth = 0u16;
        for k in 0..4 {
            let n = self.most(k, self.bars);
            kinds += u8::from(n > 0);
            worth += u16::from(n) * u16::from(data::BP[k]);
        }
        kinds >= data::MIN_KINDS && worth >= u16::from(CHEAPEST)
    }

    /// The totals each tail of [`ORDER`] from position `first` on can pay (see [`Reach`]);
    /// the positions before `first` are left empty.
    #[inline]
    pub fn reach(&self, first: usize) -> Reach {
        let bars = usize::from(self.bars.min(15));
        let mut reach = Reach {
            at: [[[0u32; 4]; 16]; 5],
        };
        for b in 0..=bars {
            reach.at[4][b][0] = 1;
        }
        for p in (first..4).rev() {
            let k = ORDER[p] as usize;
            let bp = u32::from(data::BP[k]);
            for b in 0..=bars {
                let most = u32::from(self.most(k, b as u8)).min(31 / bp);
                let mut here = [0u32; 4];
                for n in 0..=most {
                    let used = (n as u8).saturating_sub(self.own[k]);
                    let after = reach.at[p + 1][b - usize::from(used)];
                    let shift = n * bp;
                    if n == 0 {
                        here = after;
                    } else {
                        here[1] |= after[0] << shift;
                        here[2] |= after[1] << shift;
                        here[3] |= (after[2] | after[3]) << shift;
                    }
                }
                reach.at[p][b] = here;
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
    #[allow(clippy::too_many_arguments)]
    pub fn spend_ok(
        &self,
        reach: Option<&Reach>,
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
        match reach {
            Some(reach) => reach.completes(p + 1, rest, bars, kinds),
            None => self.completes(p + 1, rest, bars, kinds),
        }
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
