//! Which payments can still be completed: a building's price is paid kind by kind, stone,
//! brick, wood, then sand, each kind with how many of its pieces are got for silver at the
//! smithy (CAS-13.3, CAS-14.1). A step is listed only if some complete payment follows it,
//! so every listed step leads to a payment and every legal payment is reached by exactly one
//! path. The exact payments of a price have few shapes (how many stone and brick, the rest in
//! wood and sand, wood bounded so that three kinds are paid), worked out once at compile time;
//! a purse is held against a price's shapes.

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
#[derive(Clone, Copy, Default)]
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

/// Silver bars the table of a [`Reach`] covers; a purse with more (rare: four bars in hand)
/// is answered from the shapes of its price ([`Purse::can_pay`]).
const TABLE_BARS: usize = 4;

/// Which totals the kinds from each position of [`ORDER`] on can pay, by silver bars left and
/// by how many kinds they bring (0, 1, 2, or 3 and more): `at[p][bars][kinds]` has bit `t`
/// when some payment of those kinds is worth exactly `t` building points, for totals up to
/// `limit` (below 32: the dearest price is 30). Built once per listing of the buildings,
/// bottom-up, so that it answers every price at once.
pub(crate) struct Reach {
    purse: Purse,
    limit: u8,
    at: [[[u32; 4]; TABLE_BARS]; 5],
}

impl Reach {
    /// An empty table for `purse` and totals up to `limit`: call [`Reach::fill`] on it.
    #[inline(always)]
    pub fn new(purse: Purse, limit: u8) -> Reach {
        Reach {
            purse,
            limit: limit.min(31),
            at: [[[0u32; 4]; TABLE_BARS]; 5],
        }
    }

    /// Works out the totals up to its limit that each tail of [`ORDER`] can pay.
    #[inline(always)]
    pub fn fill(&mut self) {
        let (purse, limit) = (self.purse, self.limit);
        let top = usize::from(purse.bars).min(TABLE_BARS - 1);
        self.at[4] = [[1, 0, 0, 0]; TABLE_BARS];
        for p in (0..4).rev() {
            let k = ORDER[p] as usize;
            let bp = data::BP[k];
            let own = purse.own[k];
            let (rows, after) = self.at.split_at_mut(p + 1);
            let (row, next) = (&mut rows[p], &after[0]);
            for b in 0..=top {
                let most = purse.most(k, b as u8).min(limit / bp);
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
    }

    /// Can the whole price `cost` be paid, in at least three kinds (CAS-13.3)?
    #[inline]
    pub fn can_pay(&self, cost: u8) -> bool {
        let bars = usize::from(self.purse.bars);
        if cost > self.limit || bars >= TABLE_BARS {
            return self.purse.can_pay(cost);
        }
        self.at[0][bars][usize::from(data::MIN_KINDS)] & (1 << cost) != 0
    }

    /// The totals up to its limit that can be paid in at least three kinds, bit `t` for `t`
    /// building points, if the table covers the purse's bars (else ask [`Reach::can_pay`]).
    #[inline]
    pub fn payable(&self) -> Option<u32> {
        let bars = usize::from(self.purse.bars);
        let upto = (2u64 << self.limit) - 1;
        (bars < TABLE_BARS).then(|| self.at[0][bars][usize::from(data::MIN_KINDS)] & upto as u32)
    }
}

/// The shape of exact payments of a price: `stone` and `brick` pieces, and the `rest` in wood
/// and sand with between `wood_lo` and `wood_hi` wood, so that at least three kinds are paid.
#[derive(Clone, Copy)]
struct Shape {
    stone: u8,
    brick: u8,
    rest: u8,
    wood_lo: u8,
    wood_hi: u8,
}

/// The shape with `stone` and `brick` of a price `cost`, if it has one (CAS-13.3).
const fn shape(cost: u8, stone: u8, brick: u8) -> Option<Shape> {
    let rest = cost - 5 * stone - 4 * brick;
    let (wood_lo, wood_hi) = match (stone > 0) as u8 + (brick > 0) as u8 {
        // Stone and brick: any wood, sand for the rest (wood alone if it is all wood).
        2 if rest > 0 => (0, rest / 2),
        // One of them: both wood and sand.
        1 if rest >= 3 => (1, (rest - 1) / 2),
        _ => return None,
    };
    Some(Shape {
        stone,
        brick,
        rest,
        wood_lo,
        wood_hi,
    })
}

/// The highest price with shapes: every building's price lies below.
const PRICES: usize = 32;

/// Every price's shapes in order of price, then stone, then brick, and where each price's
/// shapes start (`N` is the number of shapes, the second result).
const fn shapes<const N: usize>() -> ([Shape; N], usize, [u16; PRICES + 1]) {
    let none = Shape {
        stone: 0,
        brick: 0,
        rest: 0,
        wood_lo: 1,
        wood_hi: 0,
    };
    let mut out = [none; N];
    let mut first = [0u16; PRICES + 1];
    let mut n = 0;
    let mut cost = 0;
    while cost < PRICES {
        first[cost] = n as u16;
        let mut stone = 0;
        while 5 * stone <= cost {
            let mut brick = 0;
            while 5 * stone + 4 * brick <= cost {
                if let Some(s) = shape(cost as u8, stone as u8, brick as u8) {
                    if n < N {
                        out[n] = s;
                    }
                    n += 1;
                }
                brick += 1;
            }
            stone += 1;
        }
        cost += 1;
    }
    first[PRICES] = n as u16;
    (out, n, first)
}

const SHAPE_COUNT: usize = shapes::<0>().1;
const SHAPES: [Shape; SHAPE_COUNT] = shapes::<SHAPE_COUNT>().0;
const FIRST: [u16; PRICES + 1] = shapes::<0>().2;

const _: () = assert!((DEAREST as usize) < PRICES && data::MIN_KINDS == 3);

/// `Res` indices of the building kinds, as [`ORDER`] pays them.
const STONE: usize = Res::Stone as usize;
const BRICK: usize = Res::Brick as usize;
const WOOD: usize = Res::Wood as usize;
const SAND: usize = Res::Sand as usize;

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

    /// Bars needed for `n` pieces of kind `k` beyond the seat's own, if the stock has them.
    #[inline]
    fn need(&self, k: usize, n: u8) -> Option<u8> {
        let need = n.saturating_sub(self.own[k]);
        (need <= self.stock[k]).then_some(need)
    }

    /// Calls `f(way)` for each way to finish paying `cost` after `partial` (the kinds before
    /// position `p` of [`ORDER`] paid) while `f` returns true.
    #[inline]
    fn each_way(&self, cost: u8, partial: &Partial, p: usize, mut f: impl FnMut(Way) -> bool) {
        let c = usize::from(cost);
        if p >= 4 || c >= PRICES {
            return;
        }
        let mut shapes = &SHAPES[usize::from(FIRST[c])..usize::from(FIRST[c + 1])];
        let Some(Ok(bars)) = u16::from(self.bars)
            .checked_sub(partial.bars())
            .map(u8::try_from)
        else {
            return;
        };
        let paid = partial.paid;
        // The shapes with the stone paid, and the brick paid (in order of stone, then brick).
        if p > 0 {
            let stone = paid[STONE];
            let from = shapes.partition_point(|s| s.stone < stone);
            shapes = &shapes[from..from + shapes[from..].partition_point(|s| s.stone == stone)];
        }
        if p > 1 {
            let brick = paid[BRICK];
            let from = shapes.partition_point(|s| s.brick < brick);
            shapes = &shapes[from..from + shapes[from..].partition_point(|s| s.brick == brick)];
        }
        let most_stone = self.most(STONE, bars);
        for shape in shapes {
            // Stone and brick: as paid, or bars at their fewest.
            let mut left = bars;
            let mut need = [0u8; 4];
            if p > 0 {
                if shape.stone != paid[STONE] {
                    continue;
                }
            } else {
                if shape.stone > most_stone {
                    break;
                }
                let Some(n) = self.need(STONE, shape.stone) else {
                    continue;
                };
                need[0] = n;
                left -= n;
            }
            if p > 1 {
                if shape.brick != paid[BRICK] {
                    continue;
                }
            } else {
                let Some((n, left_after)) = self
                    .need(BRICK, shape.brick)
                    .and_then(|n| Some((n, left.checked_sub(n)?)))
                else {
                    continue;
                };
                need[1] = n;
                left = left_after;
            }
            // Wood, as paid or each amount the shape and the purse allow; sand the rest.
            let (lo, hi) = if p > 2 {
                (paid[WOOD], paid[WOOD])
            } else {
                let sand_most = u16::from(self.most(SAND, left));
                let lo = (u16::from(shape.rest).saturating_sub(sand_most)).div_ceil(2);
                (
                    shape.wood_lo.max(lo as u8),
                    shape.wood_hi.min(self.most(WOOD, left)),
                )
            };
            if lo < shape.wood_lo || hi > shape.wood_hi {
                continue;
            }
            for wood in lo..=hi {
                let sand = shape.rest - 2 * wood;
                let wood_need = if p > 2 {
                    Some(0)
                } else {
                    self.need(WOOD, wood)
                };
                let (Some(wood_need), Some(sand_need)) = (wood_need, self.need(SAND, sand)) else {
                    continue;
                };
                let Some(spare) = left.checked_sub(wood_need + sand_need) else {
                    continue;
                };
                need[2] = wood_need;
                need[3] = sand_need;
                let way = Way {
                    counts: [shape.stone, shape.brick, wood, sand],
                    need,
                    spare,
                };
                if !f(way) {
                    return;
                }
            }
        }
    }

    /// The most pieces of the kind at position `p` of [`ORDER`] that `way` may get for silver.
    #[inline]
    fn most_silver(&self, way: &Way, p: usize) -> u8 {
        let count = way.counts[p];
        count
            .min(self.stock[ORDER[p] as usize])
            .min(way.need[p] + way.spare)
    }

    /// Calls `f(count, least, most)` for each way to finish paying `cost` after `partial`
    /// (the kinds before position `p` of [`ORDER`] paid) while `f` returns true: `count` is
    /// that way's pieces of the kind at `p`, of which any number from `least` to `most` may be
    /// got for silver (the later kinds' with as few bars as they can).
    pub fn each_finish(
        &self,
        cost: u8,
        partial: &Partial,
        p: usize,
        mut f: impl FnMut(u8, u8, u8) -> bool,
    ) {
        self.each_way(cost, partial, p, |way| {
            f(way.counts[p], way.need[p], self.most_silver(&way, p))
        });
    }

    /// Can the whole price `cost` be paid (CAS-13.3)?
    pub fn can_pay(&self, cost: u8) -> bool {
        self.finishes(cost, &Partial::default(), 0)
    }

    /// Can `partial` (the kinds before position `p` paid) be finished to an exact payment of
    /// `cost`?
    pub fn finishes(&self, cost: u8, partial: &Partial, p: usize) -> bool {
        let mut found = false;
        self.each_way(cost, partial, p, |_| {
            found = true;
            false
        });
        found
    }
}

/// One exact payment still open: pieces per position of [`ORDER`], the bars each kind from
/// the step under way on needs at its fewest (none for kinds paid), and the bars left beyond
/// those.
#[derive(Clone, Copy, Default)]
struct Way {
    counts: [u8; 4],
    need: [u8; 4],
    spare: u8,
}

/// What a payment step leads to: whether some exact payment follows it, and the steps after
/// it, in order of [`ORDER`], as far as each has exactly one possible answer.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub(crate) struct Settled {
    /// Some exact payment follows.
    pub payable: bool,
    /// Position in [`ORDER`] of the first step to take.
    pub from: usize,
    /// How many steps from `from` on have exactly one answer.
    pub forced: usize,
    /// Those steps' pieces and pieces got for silver, by position.
    pub steps: [(u8, u8); 4],
}

impl Purse {
    /// The ways to finish paying `cost` after `partial` (the kinds before position `p` of
    /// [`ORDER`] paid), with the step at `p` taken as `taken` (pieces, pieces got for silver)
    /// if it is given: whether any way follows, and the steps from there on that have exactly
    /// one possible answer. A step with one answer keeps every way open and spends the same
    /// bars on each, so one pass over the ways answers for every later step; it stops once the
    /// first step is known to have more than one answer.
    pub fn settle(
        &self,
        cost: u8,
        partial: &Partial,
        p: usize,
        taken: Option<(u8, u8)>,
    ) -> Settled {
        let from = p + usize::from(taken.is_some());
        // A step taken before the last kind: its own pieces and silver checked here, the
        // ways after it are those with it paid, found among the shapes that pay it (the same
        // bars left beyond their fewest: the step spends `silver` of them).
        if let (Some((count, silver)), true) = (taken, p < 3) {
            let k = ORDER[p] as usize;
            let bars = u16::from(silver) + partial.bars();
            if silver > count
                || count - silver > self.own[k]
                || silver > self.stock[k]
                || bars > u16::from(self.bars)
            {
                return Settled {
                    from,
                    ..Settled::default()
                };
            }
            let mut after = *partial;
            after.paid[k] = count;
            after.silver[k] = silver;
            return self.settle(cost, &after, from, None);
        }
        let mut out = Settled {
            from,
            ..Settled::default()
        };
        // `first[q]` is the one answer at position `q` of the ways seen so far, for the
        // positions from `from` up to `until`; at `until` another answer (or a choice of
        // silver) has been seen, so no step from there on is taken.
        let mut first = [(0u8, 0u8); 4];
        let mut until = 4;
        let stock = ORDER.map(|k| self.stock[k as usize]);
        self.each_way(cost, partial, p, |way| {
            // Bars left for the later kinds beyond their fewest: the step taken spends `silver`
            // of the bars its kind's fewest and the spare left.
            let spare = match taken {
                None => way.spare,
                Some((count, silver)) => {
                    if way.counts[p] != count
                        || !(way.need[p]..=self.most_silver(&way, p)).contains(&silver)
                    {
                        return true;
                    }
                    way.spare + way.need[p] - silver
                }
            };
            let seen = out.payable;
            out.payable = true;
            let mut q = from;
            while q < until {
                let step = (way.counts[q], way.need[q]);
                let most = step.0.min(stock[q]).min(step.1 + spare);
                if most != step.1 || (seen && first[q] != step) {
                    until = q;
                    break;
                }
                first[q] = step;
                q += 1;
            }
            // A way found, and more than one answer at the first step (or none to take): no
            // step is taken.
            until > from
        });
        if out.payable {
            out.forced = until - from;
            out.steps[from..until].copy_from_slice(&first[from..until]);
        }
        out
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
    use std::collections::{BTreeMap, BTreeSet};

    use super::*;

    /// (position, pieces and silver of the kinds before it) -> the next steps.
    type Steps = BTreeMap<(usize, [u8; 8]), BTreeSet<(u8, u8)>>;

    /// Every exact payment of `cost` the purse can make, by brute force: pieces and pieces got
    /// for silver per kind (`Res` order).
    fn payments(purse: &Purse, cost: u8) -> Vec<([u8; 4], [u8; 4])> {
        let mut out = Vec::new();
        for stone in 0..=cost / 5 {
            for brick in 0..=(cost - 5 * stone) / 4 {
                for wood in 0..=(cost - 5 * stone - 4 * brick) / 2 {
                    let sand = cost - 5 * stone - 4 * brick - 2 * wood;
                    let n = [sand, wood, brick, stone];
                    if n.iter().filter(|&&c| c > 0).count() < 3 {
                        continue;
                    }
                    let mut x = [0u8; 4];
                    loop {
                        let fits = (0..4).all(|k| {
                            x[k] <= n[k] && x[k] <= purse.stock[k] && n[k] - x[k] <= purse.own[k]
                        });
                        if fits && x.iter().map(|&b| u16::from(b)).sum::<u16>() <= purse.bars.into()
                        {
                            out.push((n, x));
                        }
                        // The next silver split, as an odometer over x[k] in 0..=n[k].
                        let Some(k) = (0..4).find(|&k| x[k] < n[k]) else {
                            break;
                        };
                        x[k] += 1;
                        x[..k].fill(0);
                    }
                }
            }
        }
        out
    }

    /// CAS-13.3, CAS-14.1: for random purses and many prices, the steps offered after every
    /// payment begun are exactly the next (pieces, silver) of the exact payments that begin
    /// so, a step leads to a payment exactly when it is offered, a step has one possible answer
    /// exactly when one is offered, the steps forced after a step are those of the payment
    /// with it paid, and a price is payable (by its shapes, and by the table of all prices)
    /// exactly when some exact payment exists.
    #[test]
    fn steps_are_exactly_those_of_exact_payments() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = |below: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % below) as u8
        };
        let mut prefixes = 0;
        for _ in 0..400 {
            let purse = Purse {
                own: [next(7), next(5), next(4), next(3)],
                stock: [next(5), next(4), next(3), next(3)],
                bars: next(5),
            };
            for cost in [4, 5, 8, 10, 13, 15, 17, 20, 30] {
                let mut steps: Steps = BTreeMap::new();
                for (n, x) in payments(&purse, cost) {
                    let mut prefix = [0u8; 8];
                    for (p, &kind) in ORDER.iter().enumerate() {
                        let k = kind as usize;
                        steps.entry((p, prefix)).or_default().insert((n[k], x[k]));
                        prefix[k] = n[k];
                        prefix[4 + k] = x[k];
                        if (0..4).all(|q| prefix[q] == n[q]) {
                            break;
                        }
                    }
                }
                let payable = steps.contains_key(&(0, [0; 8]));
                assert_eq!(purse.can_pay(cost), payable);
                // The table of all prices at once, up to a random bound at or above the price.
                let limit = cost + next(32 - u64::from(cost));
                let mut reach = Reach::new(purse, limit);
                reach.fill();
                assert_eq!(reach.can_pay(cost), payable, "{:?}", purse.own);
                for ((p, prefix), want) in &steps {
                    let p = *p;
                    prefixes += 1;
                    let partial = Partial {
                        paid: [prefix[0], prefix[1], prefix[2], prefix[3]],
                        silver: [prefix[4], prefix[5], prefix[6], prefix[7]],
                    };
                    let mut got = BTreeSet::new();
                    purse.each_finish(cost, &partial, p, |count, least, most| {
                        got.extend((least..=most).map(|s| (count, s)));
                        true
                    });
                    assert_eq!(
                        &got, want,
                        "{:?} cost {cost} at {p} after {prefix:?}",
                        purse.own
                    );
                    let settled = purse.settle(cost, &partial, p, None);
                    let sole = want.first().filter(|_| want.len() == 1).copied();
                    assert!(settled.payable);
                    assert_eq!((settled.forced > 0).then_some(settled.steps[p]), sole);
                    for count in 0..=cost {
                        for silver in 0..=count {
                            let step = Some((count, silver));
                            let taken = purse.settle(cost, &partial, p, step);
                            assert_eq!(
                                taken.payable,
                                want.contains(&(count, silver)),
                                "{:?} cost {cost} at {p} after {prefix:?}",
                                purse.own
                            );
                            if !taken.payable || p == 3 {
                                continue;
                            }
                            // The step after it is forced exactly when the exact payments
                            // that begin so have one next step (nothing, if none is left to
                            // pay).
                            let k = ORDER[p] as usize;
                            let mut next_prefix = *prefix;
                            next_prefix[k] = count;
                            next_prefix[4 + k] = silver;
                            let sole_next = match steps.get(&(p + 1, next_prefix)) {
                                None => Some((0, 0)),
                                Some(w) => w.first().filter(|_| w.len() == 1).copied(),
                            };
                            assert_eq!(
                                (taken.forced > 0).then_some(taken.steps[p + 1]),
                                sole_next,
                                "{:?} cost {cost} at {p} after {prefix:?}",
                                purse.own
                            );
                            // Each forced step taken in turn leaves the rest forced.
                            let mut after = partial;
                            after.paid[k] = count;
                            after.silver[k] = silver;
                            if taken.forced > 0 {
                                let step = Some(taken.steps[p + 1]);
                                let next = purse.settle(cost, &after, p + 1, step);
                                assert!(next.payable);
                                assert_eq!(next.forced, taken.forced - 1);
                            }
                        }
                    }
                }
                if !payable {
                    let none = purse.settle(cost, &Partial::default(), 0, None);
                    assert_eq!(none, Settled::default());
                }
            }
        }
        assert!(prefixes > 10_000, "{prefixes}");
    }
}
