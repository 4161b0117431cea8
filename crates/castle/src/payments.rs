//! Listing every legal build: each building on the board, each exact payment in at least
//! three kinds, each split of it between own pieces and pieces got for silver (CAS-13.3,
//! CAS-14.1). Written for speed: the payments of every cost are laid out once, at compile
//! time, as rows of stone and brick counts with the wood counts that complete them; a seat's
//! purse then only narrows each row's wood range.

use crate::action::Action;
use crate::data;
use crate::state::Castle;
use crate::types::{Building, Pieces, Res};

/// Distinct building costs, cheapest first, each with the buildings that cost it; unused
/// entries cost `u8::MAX`.
const COSTS: [(u8, u16); 10] = costs();

const fn costs() -> [(u8, u16); 10] {
    let mut out = [(u8::MAX, 0u16); 10];
    let (mut n, mut last) = (0, 0u8);
    loop {
        let mut best = u8::MAX;
        let mut i = 0;
        while i < 10 {
            let c = data::BUILDINGS[i].cost;
            if c > last && c < best {
                best = c;
            }
            i += 1;
        }
        if best == u8::MAX {
            return out;
        }
        let mut mask = 0u16;
        let mut j = 0;
        while j < 10 {
            if data::BUILDINGS[j].cost == best {
                mask |= 1 << j;
            }
            j += 1;
        }
        out[n] = (best, mask);
        n += 1;
        last = best;
    }
}

/// Payments of one cost with this many stone and brick: sand and wood make up `rest`
/// building points, with `wood_lo..=wood_hi` wood giving at least three kinds.
#[derive(Clone, Copy)]
struct Row {
    stone: u8,
    brick: u8,
    rest: u8,
    wood_lo: u8,
    wood_hi: u8,
}

const NO_ROW: Row = Row {
    stone: 0,
    brick: 0,
    rest: 0,
    wood_lo: 1,
    wood_hi: 0,
};

/// The row of `stone` and `brick` for `cost`, if any of its payments has three kinds.
const fn row(cost: u8, stone: u8, brick: u8) -> Option<Row> {
    let rest = cost - 5 * stone - 4 * brick;
    let (wood_lo, wood_hi) = match (stone > 0) as u8 + (brick > 0) as u8 {
        // Stone and brick: sand or wood makes the third kind.
        2 if rest > 0 => (0, rest / 2),
        // One of them: both sand and wood are needed.
        1 if rest >= 3 => (1, (rest - 1) / 2),
        _ => return None,
    };
    Some(Row {
        stone,
        brick,
        rest,
        wood_lo,
        wood_hi,
    })
}

/// The rows of every cost of `COSTS`, stone then brick ascending: the first `N` of them,
/// and how many there are in all.
const fn walk_rows<const N: usize>() -> ([Row; N], usize) {
    let mut rows = [NO_ROW; N];
    let mut n = 0;
    let mut c = 0;
    while c < COSTS.len() && COSTS[c].0 != u8::MAX {
        let cost = COSTS[c].0;
        let mut stone = 0;
        while 5 * stone <= cost {
            let mut brick = 0;
            while 5 * stone + 4 * brick <= cost {
                if let Some(r) = row(cost, stone, brick) {
                    if n < N {
                        rows[n] = r;
                    }
                    n += 1;
                }
                brick += 1;
            }
            stone += 1;
        }
        c += 1;
    }
    (rows, n)
}

const ROW_COUNT: usize = walk_rows::<0>().1;

/// The rows of all costs, in `COSTS` order.
const ROWS: [Row; ROW_COUNT] = walk_rows::<ROW_COUNT>().0;

/// Where each cost's rows start in `ROWS` (and the last one's end).
const STARTS: [usize; 11] = starts();

const fn starts() -> [usize; 11] {
    let mut out = [ROW_COUNT; 11];
    let (mut c, mut i) = (0, 0);
    while c < COSTS.len() {
        out[c] = i;
        let cost = COSTS[c].0;
        while i < ROW_COUNT && 5 * ROWS[i].stone + 4 * ROWS[i].brick + ROWS[i].rest == cost {
            i += 1;
        }
        c += 1;
    }
    out[COSTS.len()] = i;
    out
}

/// The same payment for every building of `group`.
#[inline]
fn push_group(group: u16, pay: Pieces, silver: Pieces, out: &mut Vec<Action>) {
    let mut rest = group;
    while rest != 0 {
        let building = Building::ALL[rest.trailing_zeros() as usize % 10];
        out.push(Action::Build {
            building,
            pay,
            silver,
        });
        rest &= rest - 1;
    }
}

/// What a seat can pay with: its own pieces, the stock's pieces and its silver bars.
struct Purse {
    own: [u8; 4],
    stock: [u8; 4],
    silver: u8,
}

impl Purse {
    /// Bars needed to pay `n` pieces of kind `k`: one per piece beyond its own.
    #[inline]
    fn bars(&self, k: usize, n: u8) -> u8 {
        n.saturating_sub(self.own[k])
    }

    /// The most pieces of kind `k` payable with `silver` bars.
    #[inline]
    fn most(&self, k: usize, silver: u8) -> u8 {
        self.own[k].saturating_add(self.stock[k].min(silver))
    }
}

impl Castle {
    pub(crate) fn legal_build(&self, seat: u8, out: &mut Vec<Action>) {
        if self.act.built < data::MAX_BUILDS {
            self.push_builds(seat, out);
        }
        out.push(Action::Done);
    }

    fn push_builds(&self, seat: u8, out: &mut Vec<Action>) {
        let s = self.seat(seat);
        let purse = Purse {
            own: [s.pieces[0], s.pieces[1], s.pieces[2], s.pieces[3]],
            stock: [self.stock[0], self.stock[1], self.stock[2], self.stock[3]],
            silver: s.has(Res::Silver),
        };
        let most = [0, 1, 2, 3].map(|k| u32::from(purse.most(k, purse.silver)));
        if most.iter().filter(|&&n| n > 0).count() < usize::from(data::MIN_KINDS) {
            return;
        }
        let worth = (0..4)
            .map(|k| most[k] * u32::from(data::BP[k]))
            .sum::<u32>();
        let mut on_board = 0u16;
        for (b, &n) in self.tiles.iter().enumerate() {
            on_board |= u16::from(n > 0) << b;
        }
        for (c, &(cost, group)) in COSTS.iter().enumerate() {
            if u32::from(cost) > worth {
                break;
            }
            if group & on_board != 0 {
                let rows = ROWS.get(STARTS[c]..STARTS[c + 1]).unwrap_or(&[]);
                self.push_payments(&purse, rows, group & on_board, out);
            }
        }
    }

    /// The payments of a cost's rows the purse can make, each with its splits.
    fn push_payments(&self, p: &Purse, rows: &[Row], group: u16, out: &mut Vec<Action>) {
        let (most_stone, most_brick) = (p.most(3, p.silver), p.most(2, p.silver));
        // What sand and wood could make up at most, all silver spent on them.
        let fill = u16::from(p.most(0, p.silver)) + 2 * u16::from(p.most(1, p.silver));
        for r in rows {
            if r.stone > most_stone {
                break;
            }
            if r.brick > most_brick || u16::from(r.rest) > fill {
                continue;
            }
            let Some(left) = p
                .silver
                .checked_sub(p.bars(3, r.stone) + p.bars(2, r.brick))
            else {
                continue;
            };
            // Sand (at most what the silver left allows) bounds wood from below.
            let sand_most = p.most(0, left);
            let lo = r.wood_lo.max(r.rest.saturating_sub(sand_most).div_ceil(2));
            let hi = r.wood_hi.min(p.most(1, left));
            for wood in lo..=hi {
                let sand = r.rest - 2 * wood;
                let bars = [p.bars(0, sand), p.bars(1, wood)];
                if let Some(spare) = left.checked_sub(bars[0] + bars[1]) {
                    let pay = [sand, wood, r.brick, r.stone];
                    let lo = [bars[0], bars[1], p.bars(2, r.brick), p.bars(3, r.stone)];
                    push_exchanges(group, pay, lo, p.stock, spare, out);
                }
            }
        }
    }
}

/// Every split of `pay` into own pieces and pieces got for silver (CAS-14.1): at least `lo`
/// bars a kind, at most the stock's, `spare` bars beyond `lo` in all.
#[inline]
fn push_exchanges(
    group: u16,
    pay: [u8; 4],
    lo: [u8; 4],
    stock: [u8; 4],
    spare: u8,
    out: &mut Vec<Action>,
) {
    let hi = [0, 1, 2, 3].map(|k| pay[k].min(stock[k]));
    let pay = Pieces::new(pay);
    push_group(group, pay, Pieces::new(lo), out);
    match spare {
        0 => {}
        1 => {
            for k in 0..4 {
                if hi[k] > lo[k] {
                    let mut one = lo;
                    one[k] += 1;
                    push_group(group, pay, Pieces::new(one), out);
                }
            }
        }
        _ => push_splits(group, pay, lo, hi, spare, out),
    }
}

/// Every split with `lo[k]..=hi[k]` bars a kind and at most `spare` more than `lo` in all,
/// but `lo` itself.
fn push_splits(
    group: u16,
    pay: Pieces,
    lo: [u8; 4],
    hi: [u8; 4],
    spare: u8,
    out: &mut Vec<Action>,
) {
    // Silver left for the later kinds after their minimum: every innermost step is legal.
    let mut a = lo[0];
    while a <= hi[0].min(lo[0] + spare) {
        let spare = spare - (a - lo[0]);
        let mut b = lo[1];
        while b <= hi[1].min(lo[1] + spare) {
            let spare = spare - (b - lo[1]);
            let mut c = lo[2];
            while c <= hi[2].min(lo[2] + spare) {
                let spare = spare - (c - lo[2]);
                let mut d = lo[3];
                while d <= hi[3].min(lo[3] + spare) {
                    if [a, b, c, d] != lo {
                        push_group(group, pay, Pieces::new([a, b, c, d]), out);
                    }
                    d += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
}
