//! Listing every legal build: each building on the board, each exact payment in at least
//! three kinds, each split of it between own pieces and pieces got for silver (CAS-13.3,
//! CAS-14.1). Written for speed: payments are enumerated once per distinct cost, and every
//! loop runs only over counts that can still lead to a payment.

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

/// The least `n` such that the cheaper kinds (worth `cheaper` at most) make up the rest.
fn least(rest: u32, cheaper: u32, unit: u32) -> u32 {
    rest.saturating_sub(cheaper).div_ceil(unit)
}

/// The same payment for every building of `group`.
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

/// What a seat can pay with: its own pieces and, per kind, pieces got for silver.
struct Purse {
    own: [u32; 4],
    /// Pieces of each kind the silver could buy: the stock's, at most one per bar.
    cap: [u32; 4],
    silver: u32,
}

impl Purse {
    /// The most pieces of kind `k` payable while `silver` bars are left.
    fn most(&self, k: usize, silver: u32) -> u32 {
        self.own[k] + self.cap[k].min(silver)
    }

    /// Silver left after paying `n` pieces of kind `k` out of `silver`.
    fn after(&self, k: usize, n: u32, silver: u32) -> u32 {
        silver - n.saturating_sub(self.own[k])
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
        let silver = u32::from(s.has(Res::Silver));
        let purse = Purse {
            own: [0, 1, 2, 3].map(|k| u32::from(s.pieces[k])),
            cap: [0, 1, 2, 3].map(|k| u32::from(self.stock[k]).min(silver)),
            silver,
        };
        let most = [0, 1, 2, 3].map(|k| purse.most(k, silver));
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
        for &(cost, group) in &COSTS {
            let cost = u32::from(cost);
            if cost > worth {
                break;
            }
            if group & on_board == 0 {
                continue;
            }
            if silver == 0 {
                push_own(purse.own, cost, group & on_board, out);
            } else {
                self.push_with_silver(seat, &purse, cost, group & on_board, out);
            }
        }
    }

    /// Payments with silver: each loop runs over counts the purse can still pay (silver
    /// spent on the dearer kinds first) and the cheaper kinds can still complete.
    fn push_with_silver(&self, seat: u8, p: &Purse, cost: u32, group: u16, out: &mut Vec<Action>) {
        let s0 = p.silver;
        let cheaper2 = p.most(0, s0) + 2 * p.most(1, s0) + 4 * p.most(2, s0);
        for stone in least(cost, cheaper2, 5)..=p.most(3, s0).min(cost / 5) {
            let (r1, s1) = (cost - 5 * stone, p.after(3, stone, s0));
            let cheaper1 = p.most(0, s1) + 2 * p.most(1, s1);
            for brick in least(r1, cheaper1, 4)..=p.most(2, s1).min(r1 / 4) {
                let (r2, s2) = (r1 - 4 * brick, p.after(2, brick, s1));
                for wood in least(r2, p.most(0, s2), 2)..=p.most(1, s2).min(r2 / 2) {
                    let sand = r2 - 2 * wood;
                    let s3 = p.after(1, wood, s2);
                    let kinds = [sand, wood, brick, stone]
                        .iter()
                        .filter(|&&n| n > 0)
                        .count();
                    if sand <= p.most(0, s3) && kinds >= usize::from(data::MIN_KINDS) {
                        let pay = [sand as u8, wood as u8, brick as u8, stone as u8];
                        self.push_exchanges(seat, group, pay, out);
                    }
                }
            }
        }
    }

    /// Every split of `pay` into own pieces and pieces got for silver (CAS-14.1).
    fn push_exchanges(&self, seat: u8, group: u16, pay: [u8; 4], out: &mut Vec<Action>) {
        let s = self.seat(seat);
        let silver = s.has(Res::Silver);
        let mut lo = [0u8; 4];
        let mut hi = [0u8; 4];
        for k in 0..4 {
            lo[k] = pay[k].saturating_sub(s.pieces[k]);
            hi[k] = pay[k].min(self.stock[k]);
            if lo[k] > hi[k] {
                return;
            }
        }
        let Some(spare) = silver.checked_sub(lo.iter().sum::<u8>()) else {
            return;
        };
        let pay = Pieces::new(pay);
        push_group(group, pay, Pieces::new(lo), out);
        if spare == 0 {
            return;
        }
        if spare == 1 {
            for k in 0..4 {
                if hi[k] > lo[k] {
                    let mut one = lo;
                    one[k] += 1;
                    push_group(group, pay, Pieces::new(one), out);
                }
            }
            return;
        }
        push_splits(group, pay, lo, hi, spare, out);
    }
}

/// Payments from own pieces only: for each count of stone and brick the wood counts that
/// work form one range, so the innermost loop only lists.
fn push_own(own: [u32; 4], cost: u32, group: u16, out: &mut Vec<Action>) {
    let [o0, o1, o2, o3] = own;
    for stone in least(cost, o0 + 2 * o1 + 4 * o2, 5)..=o3.min(cost / 5) {
        let r1 = cost - 5 * stone;
        for brick in least(r1, o0 + 2 * o1, 4)..=o2.min(r1 / 4) {
            let r2 = r1 - 4 * brick;
            let (mut lo, mut hi) = (least(r2, o0, 2), o1.min(r2 / 2));
            match u32::from(stone > 0) + u32::from(brick > 0) {
                // Stone and brick: sand or wood makes the third kind.
                2 if r2 > 0 => {}
                // One of them: both sand and wood are needed.
                1 if r2 > 0 => {
                    lo = lo.max(1);
                    hi = hi.min((r2 - 1) / 2);
                }
                _ => continue,
            }
            for wood in lo..=hi {
                let pay = [(r2 - 2 * wood) as u8, wood as u8, brick as u8, stone as u8];
                push_group(group, Pieces::new(pay), Pieces::default(), out);
            }
        }
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
