//! Every decision of the game, seats' and chance's, and its stable index (the layout is the
//! table in `docs/castle-for-all-seasons.md`).

use cathedra_core::ActionSpace;
use serde::{Deserialize, Serialize};

use crate::data;
use crate::types::{Building, Card, Item, Res, Source, Space, Spot, WinterCard};

/// One decision. JSON: `{"do": "choose", "card": "trader"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Chance: the start player of round 1.
    StartPlayer { seat: u8 },
    /// Chance: the winter card drawn from the deck.
    DrawWinter { card: WinterCard },
    /// Lay a piece or a taler on the lady's card.
    Court { item: Item },
    /// Leave the courtship for good.
    DropOut,
    /// Take a piece or taler from the won lady's card.
    Take { item: Item },
    /// Choose a character card face down.
    Choose { card: Card },
    /// Plague: lose this played card; Snowdrift: give this worker card.
    Lose { card: Card },
    /// Plague or Snowdrift: pay talers instead.
    Pay,
    /// Wall breach: discard `stone` from supply plus `silver` stone got at the smithy.
    Breach { stone: u8, silver: u8 },
    /// Put a piece of this kind on your Worker III.
    Stock { kind: Res },
    /// Resolve this worker card first.
    Work { card: Card },
    /// Village inn unpaid: take your trader's helper back from this spot.
    Return { spot: Spot },
    /// Trader: put a helper at this cart or the rider (displacing whoever stands there).
    Trade { spot: Spot, from: Source },
    /// Bricklayer: take every piece of this kind from the tower.
    Tower { kind: Res },
    /// Stonemason: buy a piece of `kind` from `seat`'s worker `card`.
    Buy { seat: u8, card: Card, kind: Res },
    /// Agree to sell the last piece of your worker card.
    Sell,
    /// Keep the last piece of your worker card.
    Refuse,
    /// Start erecting this building; its payment follows kind by kind.
    Build { building: Building },
    /// Pay `count` pieces of `kind` for the building being erected, `silver` of them first got
    /// for silver bars at the smithy. Kinds are paid stone, brick, wood, sand.
    Spend { kind: Res, count: u8, silver: u8 },
    /// Place a helper on a space, paying its tuition.
    Place { space: Space, from: Source },
    /// Palace: convert one piece of `kind` (got for a silver bar if `silver`) into VP.
    Convert {
        kind: Res,
        #[serde(default)]
        silver: bool,
    },
    /// End an optional step (no placement, no more buying, building or helpers).
    Done,
}

/// The most pieces of each building kind one payment can hold: the dearest building's price
/// in that kind alone, or all the box holds of it, `Res` order (sand 20, wood 15, brick 7,
/// stone 6).
pub const MOST_SPENT: [u8; 4] = most_spent();

const fn most_spent() -> [u8; 4] {
    let mut dearest = 0;
    let mut b = 0;
    while b < data::BUILDINGS.len() {
        if data::BUILDINGS[b].cost > dearest {
            dearest = data::BUILDINGS[b].cost;
        }
        b += 1;
    }
    let mut out = [0; 4];
    let mut k = 0;
    while k < 4 {
        let by_price = dearest / data::BP[k];
        let in_box = data::RESOURCE_TOTAL[k];
        out[k] = if by_price < in_box { by_price } else { in_box };
        k += 1;
    }
    out
}

/// Where each kind's `Spend` indices start: the pairs (count, silver), silver at most count,
/// count at most `MOST_SPENT`, in rows of count.
const SPEND_BASE: [usize; 5] = spend_base();

const fn triangle(n: usize) -> usize {
    n * (n + 1) / 2
}

const fn spend_base() -> [usize; 5] {
    let mut out = [0; 5];
    let mut k = 0;
    while k < 4 {
        out[k + 1] = out[k] + triangle(MOST_SPENT[k] as usize + 1);
        k += 1;
    }
    out
}

/// First index of each action kind, in declaration order; the last entry is the total.
mod at {
    pub const START_PLAYER: usize = 0;
    pub const DRAW_WINTER: usize = START_PLAYER + 4;
    pub const COURT: usize = DRAW_WINTER + 6;
    pub const DROP_OUT: usize = COURT + 6;
    pub const TAKE: usize = DROP_OUT + 1;
    pub const CHOOSE: usize = TAKE + 6;
    pub const LOSE: usize = CHOOSE + 8;
    pub const PAY: usize = LOSE + 8;
    pub const BREACH: usize = PAY + 1;
    pub const STOCK: usize = BREACH + 16;
    pub const WORK: usize = STOCK + 5;
    pub const RETURN: usize = WORK + 8;
    pub const TRADE: usize = RETURN + 5;
    pub const TOWER: usize = TRADE + 5 * 7;
    pub const BUY: usize = TOWER + 5;
    pub const SELL: usize = BUY + 4 * 8 * 5;
    pub const REFUSE: usize = SELL + 1;
    pub const BUILD: usize = REFUSE + 1;
    pub const SPEND: usize = BUILD + 10;
    pub const PLACE: usize = SPEND + super::SPEND_BASE[4];
    pub const CONVERT: usize = PLACE + 14 * 7;
    pub const DONE: usize = CONVERT + 5 * 2;
    pub const END: usize = DONE + 1;
}

/// Dense indices, the same for every player count (table in the game's docs page). Numbers
/// beyond their range (a seat 7, 30 stone) share the index of the largest value.
impl ActionSpace for Action {
    const NUM_ACTIONS: usize = at::END;

    fn index(self) -> usize {
        let small = |n: u8, most: u8| usize::from(n.min(most));
        match self {
            Action::StartPlayer { seat } => at::START_PLAYER + small(seat, 3),
            Action::DrawWinter { card } => at::DRAW_WINTER + card as usize,
            Action::Court { item } => at::COURT + item as usize,
            Action::DropOut => at::DROP_OUT,
            Action::Take { item } => at::TAKE + item as usize,
            Action::Choose { card } => at::CHOOSE + card as usize,
            Action::Lose { card } => at::LOSE + card as usize,
            Action::Pay => at::PAY,
            Action::Breach { stone, silver } => at::BREACH + 4 * small(stone, 3) + small(silver, 3),
            Action::Stock { kind } => at::STOCK + kind as usize,
            Action::Work { card } => at::WORK + card as usize,
            Action::Return { spot } => at::RETURN + spot as usize,
            Action::Trade { spot, from } => at::TRADE + 7 * spot as usize + from as usize,
            Action::Tower { kind } => at::TOWER + kind as usize,
            Action::Buy { seat, card, kind } => {
                at::BUY + 40 * small(seat, 3) + 5 * card as usize + kind as usize
            }
            Action::Sell => at::SELL,
            Action::Refuse => at::REFUSE,
            Action::Build { building } => at::BUILD + building as usize,
            Action::Spend {
                kind,
                count,
                silver,
            } => {
                // Silver is no building kind: its spends share sand's indices.
                let k = if kind == Res::Silver {
                    0
                } else {
                    kind as usize
                };
                let count = small(count, MOST_SPENT[k]);
                let silver = usize::from(silver).min(count);
                at::SPEND + SPEND_BASE[k] + triangle(count) + silver
            }
            Action::Place { space, from } => at::PLACE + 7 * space as usize + from as usize,
            Action::Convert { kind, silver } => {
                at::CONVERT + 2 * kind as usize + usize::from(silver)
            }
            Action::Done => at::DONE,
        }
    }

    fn from_index(i: usize) -> Option<Self> {
        let within =
            |start: usize, len: usize| (start..start + len).contains(&i).then(|| i - start);
        let a = if let Some(j) = within(at::START_PLAYER, 4) {
            Action::StartPlayer { seat: j as u8 }
        } else if let Some(j) = within(at::DRAW_WINTER, 6) {
            Action::DrawWinter {
                card: WinterCard::ALL[j],
            }
        } else if let Some(j) = within(at::COURT, 6) {
            Action::Court { item: Item::ALL[j] }
        } else if i == at::DROP_OUT {
            Action::DropOut
        } else if let Some(j) = within(at::TAKE, 6) {
            Action::Take { item: Item::ALL[j] }
        } else if let Some(j) = within(at::CHOOSE, 8) {
            Action::Choose { card: Card::ALL[j] }
        } else if let Some(j) = within(at::LOSE, 8) {
            Action::Lose { card: Card::ALL[j] }
        } else if i == at::PAY {
            Action::Pay
        } else if let Some(j) = within(at::BREACH, 16) {
            Action::Breach {
                stone: (j / 4) as u8,
                silver: (j % 4) as u8,
            }
        } else if let Some(j) = within(at::STOCK, 5) {
            Action::Stock { kind: Res::ALL[j] }
        } else if let Some(j) = within(at::WORK, 8) {
            Action::Work { card: Card::ALL[j] }
        } else if let Some(j) = within(at::RETURN, 5) {
            Action::Return { spot: Spot::ALL[j] }
        } else if let Some(j) = within(at::TRADE, 35) {
            Action::Trade {
                spot: Spot::ALL[j / 7],
                from: Source::ALL[j % 7],
            }
        } else if let Some(j) = within(at::TOWER, 5) {
            Action::Tower { kind: Res::ALL[j] }
        } else if let Some(j) = within(at::BUY, 160) {
            Action::Buy {
                seat: (j / 40) as u8,
                card: Card::ALL[j % 40 / 5],
                kind: Res::ALL[j % 5],
            }
        } else if i == at::SELL {
            Action::Sell
        } else if i == at::REFUSE {
            Action::Refuse
        } else if let Some(j) = within(at::BUILD, 10) {
            Action::Build {
                building: Building::ALL[j],
            }
        } else if let Some(j) = within(at::SPEND, SPEND_BASE[4]) {
            let k = (0..4).rev().find(|&k| SPEND_BASE[k] <= j)?;
            let j = j - SPEND_BASE[k];
            let count = (0..=usize::from(MOST_SPENT[k]))
                .rev()
                .find(|&c| triangle(c) <= j)?;
            Action::Spend {
                kind: Res::ALL[k],
                count: count as u8,
                silver: (j - triangle(count)) as u8,
            }
        } else if let Some(j) = within(at::PLACE, 98) {
            Action::Place {
                space: Space::ALL[j / 7],
                from: Source::ALL[j % 7],
            }
        } else if let Some(j) = within(at::CONVERT, 10) {
            Action::Convert {
                kind: Res::ALL[j / 2],
                silver: j % 2 == 1,
            }
        } else if i == at::DONE {
            Action::Done
        } else {
            return None;
        };
        Some(a)
    }
}
