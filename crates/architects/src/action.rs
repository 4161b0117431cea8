//! Every decision of the game as a value, with its dense index (docs/architects-of-the-west-kingdom.md
//! gives the layout).

use cathedra_core::ActionSpace;
use serde::{Deserialize, Serialize};

/// Where a worker is placed on a normal turn, for the placements that need no card (AWK-3.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    Quarry,
    Forest,
    MinesClay,
    MinesGold,
    Silversmith,
    Storehouse,
    WorkshopDraw,
    TownCentre,
    TaxStand,
    Guardhouse,
    BlackMarketA,
    BlackMarketDraw,
    BlackMarketC,
}

impl Place {
    pub const ALL: [Place; 13] = [
        Place::Quarry,
        Place::Forest,
        Place::MinesClay,
        Place::MinesGold,
        Place::Silversmith,
        Place::Storehouse,
        Place::WorkshopDraw,
        Place::TownCentre,
        Place::TaxStand,
        Place::Guardhouse,
        Place::BlackMarketA,
        Place::BlackMarketDraw,
        Place::BlackMarketC,
    ];
}

/// A Guardhouse action (AWK-11.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Guard {
    /// 1: captured workers on own board to the Prison, 1 silver each.
    SendToPrison,
    /// 2: own workers in the Prison back to supply.
    Release,
    /// 3: own workers on opponents' boards back, paying 3 silver + 2 tax.
    FreePaying,
    /// 3: the same, taking 1 debt and losing 1 virtue.
    FreeInDebt,
    /// 4: pay 3 silver + 3 tax to pay off one debt.
    PayDebt,
}

impl Guard {
    pub const ALL: [Guard; 5] = [
        Guard::SendToPrison,
        Guard::Release,
        Guard::FreePaying,
        Guard::FreeInDebt,
        Guard::PayDebt,
    ];
}

/// Every decision: chance's (setup and draws) and the seats'. Card fields are 0-based card
/// indices (`card: 10` of a building is B11, the Well).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Chance: the start player (AWK-2.11).
    StartPlayer { seat: u8 },
    /// Chance: the apprentice drawn into the workshop display (AWK-2.4, AWK-7.4).
    Apprentice { card: u8 },
    /// Chance: the building card drawn (draft deal, Workshop, Black Market, rewards, effects).
    Building { card: u8 },
    /// Chance: the small side shown on top of the black market pile (AWK-2.1).
    MarketTop { side: u8 },
    /// Chance: which card of the pile is flipped onto the large market (AWK-17.2 step 2).
    MarketCard { card: u8 },
    /// Chance: the reward card revealed on a Cathedral advance (AWK-14.3).
    Reward { reward: u8 },
    /// Keep this building card (draft AWK-2.10; black market draw AWK-10.2).
    Keep { card: u8 },
    /// Put this building card face down on the bottom of the deck.
    Discard { card: u8 },
    /// Discard this hired apprentice (AWK-3.4, AWK-18.5).
    Dismiss { card: u8 },
    /// Place a worker (AWK-3.3).
    Place { place: Place },
    /// Place at the Workshop and hire the apprentice of display slot `slot` (row * 4 + column).
    Hire { slot: u8 },
    /// Hire any face-up apprentice free (Black Market space B, Tavern).
    HireAny { slot: u8 },
    /// Place in the Guildhall and construct this building (AWK-13).
    Build { card: u8 },
    /// Place in the Guildhall and advance on the Cathedral, paying `wood` wood for levels 2 and 4
    /// (the rest in stone) (AWK-14).
    Cathedral { wood: u8 },
    /// A King's Storehouse trade (index into the trade table, AWK-6).
    Trade { trade: u8 },
    /// Capture all workers of `colour` (a seat) at `location` (AWK-8).
    Capture { location: u8, colour: u8 },
    /// A Guardhouse action (AWK-11).
    Guard { action: Guard },
    /// Forced retrieval (AWK-3.2): 0..=8 a location, 9 the Prison, 10 the Black Market,
    /// 11.. an opponent's board (11 + that seat).
    Retrieve { from: u8 },
    /// The turn passes: every worker is in the Guildhall (AWK-R5).
    Pass,
    /// End the current series of actions (Storehouse, captures, Guardhouse, optional effects).
    Stop,
    /// An either/or effect: Treasury (0 gold, 1 silver), Clay Pit (0 gold, 1 marble), Church
    /// (0 destroy a debt, 1 keep it), Barracks (0 free workers, 1 capture).
    Choose { option: u8 },
    /// The variable board of the seat without one that comes first (AWK-21.1): dealt by
    /// chance, or chosen by that seat (index into `data::BOARDS`).
    Board { board: u8 },
}

/// Indices per kind of action, in the order of [`Action`] (the docs give the layout).
const SIZES: [usize; 22] = [
    5, 40, 40, 5, 10, 6, 40, 40, 40, 13, 8, 8, 40, 9, 22, 45, 5, 16, 1, 1, 2, 10,
];

const BASES: [usize; 23] = {
    let mut b = [0; 23];
    let mut i = 1;
    while i < 23 {
        b[i] = b[i - 1] + SIZES[i - 1];
        i += 1;
    }
    b
};

/// The kinds of action whose field is a card (apprentice, building, keep, discard, dismiss,
/// build): the base game's cards have their index in the kind's block; the promo cards
/// (AWK-22.3), which came later, have theirs after the last block, three a kind in this order,
/// so that every other index stayed as it was.
const CARD_KINDS: [usize; 6] = [1, 2, 6, 7, 8, 12];
const BASE_CARDS: usize = crate::data::BASE_CARDS;
const PROMO_CARDS: usize = crate::data::BUILDINGS.len() - BASE_CARDS;
const PROMO_BASE: usize = BASES[22];

/// The index of the card `card` for the action kind `k` (one of `CARD_KINDS`, at `slot`).
fn card_index(k: usize, slot: usize, card: u8) -> usize {
    let c = usize::from(card);
    if c < BASE_CARDS {
        BASES[k] + c
    } else {
        PROMO_BASE + slot * PROMO_CARDS + (c - BASE_CARDS).min(PROMO_CARDS - 1)
    }
}

/// A field value within `0..size`: a value beyond it (never legal) shares the index of the
/// largest one, so every action has an index below `NUM_ACTIONS`.
fn at_most(value: u8, size: usize) -> usize {
    usize::from(value).min(size - 1)
}

impl ActionSpace for Action {
    const NUM_ACTIONS: usize = PROMO_BASE + CARD_KINDS.len() * PROMO_CARDS;

    fn index(self) -> usize {
        use Action as A;
        let (k, i) = match self {
            A::StartPlayer { seat } => (0, at_most(seat, SIZES[0])),
            A::Apprentice { card } => return card_index(1, 0, card),
            A::Building { card } => return card_index(2, 1, card),
            A::MarketTop { side } => (3, at_most(side, SIZES[3])),
            A::MarketCard { card } => (4, at_most(card, SIZES[4])),
            A::Reward { reward } => (5, at_most(reward, SIZES[5])),
            A::Keep { card } => return card_index(6, 2, card),
            A::Discard { card } => return card_index(7, 3, card),
            A::Dismiss { card } => return card_index(8, 4, card),
            A::Place { place } => (9, place as usize),
            A::Hire { slot } => (10, at_most(slot, SIZES[10])),
            A::HireAny { slot } => (11, at_most(slot, SIZES[11])),
            A::Build { card } => return card_index(12, 5, card),
            A::Cathedral { wood } => (13, at_most(wood, SIZES[13])),
            A::Trade { trade } => (14, at_most(trade, SIZES[14])),
            A::Capture { location, colour } => (15, at_most(location, 9) * 5 + at_most(colour, 5)),
            A::Guard { action } => (16, action as usize),
            A::Retrieve { from } => (17, at_most(from, SIZES[17])),
            A::Pass => (18, 0),
            A::Stop => (19, 0),
            A::Choose { option } => (20, at_most(option, SIZES[20])),
            A::Board { board } => (21, at_most(board, SIZES[21])),
        };
        BASES[k] + i
    }

    fn from_index(index: usize) -> Option<Self> {
        use Action as A;
        if index >= Self::NUM_ACTIONS {
            return None;
        }
        let (k, i) = if index >= PROMO_BASE {
            let j = index - PROMO_BASE;
            (CARD_KINDS[j / PROMO_CARDS], BASE_CARDS + j % PROMO_CARDS)
        } else {
            let k = (0..22).rev().find(|&k| index >= BASES[k])?;
            (k, index - BASES[k])
        };
        let b = i as u8;
        Some(match k {
            0 => A::StartPlayer { seat: b },
            1 => A::Apprentice { card: b },
            2 => A::Building { card: b },
            3 => A::MarketTop { side: b },
            4 => A::MarketCard { card: b },
            5 => A::Reward { reward: b },
            6 => A::Keep { card: b },
            7 => A::Discard { card: b },
            8 => A::Dismiss { card: b },
            9 => A::Place {
                place: Place::ALL[i],
            },
            10 => A::Hire { slot: b },
            11 => A::HireAny { slot: b },
            12 => A::Build { card: b },
            13 => A::Cathedral { wood: b },
            14 => A::Trade { trade: b },
            15 => A::Capture {
                location: b / 5,
                colour: b % 5,
            },
            16 => A::Guard {
                action: Guard::ALL[i],
            },
            17 => A::Retrieve { from: b },
            18 => A::Pass,
            19 => A::Stop,
            20 => A::Choose { option: b },
            _ => A::Board { board: b },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_index_maps_back() {
        for i in 0..Action::NUM_ACTIONS {
            let a = Action::from_index(i).unwrap();
            assert_eq!(a.index(), i, "{a:?}");
        }
        assert_eq!(Action::from_index(Action::NUM_ACTIONS), None);
        assert_eq!(Action::NUM_ACTIONS, 424);
        // The base game's indices are those of rules version 1; the promo cards' follow.
        assert_eq!(Action::Board { board: 9 }.index(), 405);
        assert_eq!(Action::Build { card: 39 }.index(), 294);
        assert_eq!(Action::Apprentice { card: 40 }.index(), 406);
        assert_eq!(Action::Build { card: 42 }.index(), 423);
    }

    #[test]
    fn values_out_of_range_still_index_below_num_actions() {
        let far = [
            Action::StartPlayer { seat: 255 },
            Action::Building { card: 200 },
            Action::Dismiss { card: 63 },
            Action::Hire { slot: 9 },
            Action::Capture {
                location: 0,
                colour: 7,
            },
            Action::Capture {
                location: 255,
                colour: 255,
            },
            Action::Retrieve { from: 255 },
            Action::Choose { option: 255 },
        ];
        for a in far {
            assert!(a.index() < Action::NUM_ACTIONS, "{a:?}");
        }
        // No collision with another kind's or another location's index.
        assert_eq!(
            Action::Capture {
                location: 0,
                colour: 7
            }
            .index(),
            Action::Capture {
                location: 0,
                colour: 4
            }
            .index()
        );
        assert_eq!(
            Action::Hire { slot: 9 }.index(),
            Action::Hire { slot: 7 }.index()
        );
    }
}
