//! The game's small vocabulary: resources, cards, buildings, spaces, carts, winter cards.

use serde::{Deserialize, Serialize};

/// A resource kind; the index orders every `[u8; 5]` of pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Res {
    Sand,
    Wood,
    Brick,
    Stone,
    Silver,
}

impl Res {
    pub const ALL: [Res; 5] = [Res::Sand, Res::Wood, Res::Brick, Res::Stone, Res::Silver];
    /// The four building resources (silver pays only through the smithy).
    pub const BUILDING: [Res; 4] = [Res::Sand, Res::Wood, Res::Brick, Res::Stone];

    pub fn name(self) -> &'static str {
        ["sand", "wood", "brick", "stone", "silver"][self as usize]
    }
}

/// A character card; its index is its bit in a seat's card masks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Messenger,
    Trader,
    Bricklayer,
    Stonemason,
    #[serde(rename = "worker_1")]
    Worker1,
    #[serde(rename = "worker_2")]
    Worker2,
    #[serde(rename = "worker_3")]
    Worker3,
    MasterBuilder,
}

impl Card {
    pub const ALL: [Card; 8] = [
        Card::Messenger,
        Card::Trader,
        Card::Bricklayer,
        Card::Stonemason,
        Card::Worker1,
        Card::Worker2,
        Card::Worker3,
        Card::MasterBuilder,
    ];
    pub const WORKERS: [Card; 3] = [Card::Worker1, Card::Worker2, Card::Worker3];
    /// Every card's bit.
    pub const DECK: u8 = 0xFF;
    /// The three worker cards' bits.
    pub const WORKER_BITS: u8 = 0b0111_0000;

    pub fn bit(self) -> u8 {
        1 << self as u8
    }

    pub fn from_index(i: usize) -> Card {
        Card::ALL[i & 7]
    }

    /// Worker I, II, III as 0, 1, 2.
    pub fn worker_index(self) -> Option<usize> {
        match self {
            Card::Worker1 => Some(0),
            Card::Worker2 => Some(1),
            Card::Worker3 => Some(2),
            _ => None,
        }
    }

    pub fn is_worker(self) -> bool {
        self.worker_index().is_some()
    }
}

/// Cards of a mask, in card order.
pub fn cards_in(mask: u8) -> impl Iterator<Item = Card> {
    Card::ALL.into_iter().filter(move |c| mask & c.bit() != 0)
}

/// A building tile kind on the board (Market and Smithy have no tile: built from the start).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Building {
    Keep,
    Tavern,
    GateBig,
    GateSmall,
    Stable,
    Servants,
    Palace,
    Well,
    Tower,
    House,
}

impl Building {
    pub const ALL: [Building; 10] = [
        Building::Keep,
        Building::Tavern,
        Building::GateBig,
        Building::GateSmall,
        Building::Stable,
        Building::Servants,
        Building::Palace,
        Building::Well,
        Building::Tower,
        Building::House,
    ];
}

/// A place where helpers may stand (CAS-15.5 counts these as "buildings").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Site {
    Keep,
    Tavern,
    GateBig,
    GateSmall,
    Stable,
    Servants,
    Market,
    Palace,
    Smithy,
    Granary,
    Inn,
}

impl Site {
    pub const ALL: [Site; 11] = [
        Site::Keep,
        Site::Tavern,
        Site::GateBig,
        Site::GateSmall,
        Site::Stable,
        Site::Servants,
        Site::Market,
        Site::Palace,
        Site::Smithy,
        Site::Granary,
        Site::Inn,
    ];

    pub fn bit(self) -> u16 {
        1 << self as u16
    }

    /// The site as players name it (its building, or the winter card's inn).
    pub fn name(self) -> &'static str {
        match self {
            Site::Keep => "the Keep",
            Site::Tavern => "the Tavern",
            Site::GateBig => "the Big Gate",
            Site::GateSmall => "the Small Gate",
            Site::Stable => "the Stable",
            Site::Servants => "the Servants' house",
            Site::Market => "the Market",
            Site::Palace => "the Palace",
            Site::Smithy => "the Smithy",
            Site::Granary => "the Granary",
            Site::Inn => "the Inn",
        }
    }
}

/// A helper target of an action; equal spaces (servants, market, palace, granary) form one
/// target whose next free slot is taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Space {
    Keep,
    #[serde(rename = "tavern_6")]
    Tavern6,
    #[serde(rename = "tavern_12")]
    Tavern12,
    GateBig,
    GateSmall,
    #[serde(rename = "stable_12")]
    Stable12,
    #[serde(rename = "stable_16")]
    Stable16,
    Servants,
    Market,
    Palace,
    #[serde(rename = "smithy_6")]
    Smithy6,
    #[serde(rename = "smithy_10")]
    Smithy10,
    Granary,
    Inn,
}

impl Space {
    pub const ALL: [Space; 14] = [
        Space::Keep,
        Space::Tavern6,
        Space::Tavern12,
        Space::GateBig,
        Space::GateSmall,
        Space::Stable12,
        Space::Stable16,
        Space::Servants,
        Space::Market,
        Space::Palace,
        Space::Smithy6,
        Space::Smithy10,
        Space::Granary,
        Space::Inn,
    ];
}

/// A cart or the rider, where traders' helpers stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Spot {
    CartSand,
    CartWood,
    CartBrick,
    CartStone,
    Rider,
}

impl Spot {
    pub const ALL: [Spot; 5] = [
        Spot::CartSand,
        Spot::CartWood,
        Spot::CartBrick,
        Spot::CartStone,
        Spot::Rider,
    ];
    pub const CARTS: [Spot; 4] = [
        Spot::CartSand,
        Spot::CartWood,
        Spot::CartBrick,
        Spot::CartStone,
    ];
}

/// Where a placed helper comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    Supply,
    CartSand,
    CartWood,
    CartBrick,
    CartStone,
    Rider,
    /// The seat's own innkeeper on the village inn card.
    Inn,
}

impl Source {
    pub const ALL: [Source; 7] = [
        Source::Supply,
        Source::CartSand,
        Source::CartWood,
        Source::CartBrick,
        Source::CartStone,
        Source::Rider,
        Source::Inn,
    ];

    pub fn spot(self) -> Option<Spot> {
        match self {
            Source::CartSand => Some(Spot::CartSand),
            Source::CartWood => Some(Spot::CartWood),
            Source::CartBrick => Some(Spot::CartBrick),
            Source::CartStone => Some(Spot::CartStone),
            Source::Rider => Some(Spot::Rider),
            Source::Supply | Source::Inn => None,
        }
    }

    pub fn of_spot(spot: Spot) -> Source {
        Source::ALL[spot as usize + 1]
    }
}

/// Something laid on the lady's card or taken from it: a resource or a taler.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Item {
    Sand,
    Wood,
    Brick,
    Stone,
    Silver,
    Taler,
}

impl Item {
    pub const ALL: [Item; 6] = [
        Item::Sand,
        Item::Wood,
        Item::Brick,
        Item::Stone,
        Item::Silver,
        Item::Taler,
    ];

    pub fn res(self) -> Option<Res> {
        Res::ALL.get(self as usize).copied()
    }

    pub fn name(self) -> &'static str {
        self.res().map_or("taler", Res::name)
    }
}

/// A winter card; its index is its bit in the deck mask.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinterCard {
    VillageInn,
    Plague,
    Granary,
    WallBreach,
    Lady,
    Snowdrift,
}

impl WinterCard {
    pub const ALL: [WinterCard; 6] = [
        WinterCard::VillageInn,
        WinterCard::Plague,
        WinterCard::Granary,
        WinterCard::WallBreach,
        WinterCard::Lady,
        WinterCard::Snowdrift,
    ];
    pub const DECK: u8 = 0b11_1111;

    pub fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// Ids as in the JSON of actions and states, for log events.
impl Card {
    pub fn id(self) -> &'static str {
        [
            "messenger",
            "trader",
            "bricklayer",
            "stonemason",
            "worker_1",
            "worker_2",
            "worker_3",
            "master_builder",
        ][self as usize]
    }
}

impl Building {
    pub fn id(self) -> &'static str {
        [
            "keep",
            "tavern",
            "gate_big",
            "gate_small",
            "stable",
            "servants",
            "palace",
            "well",
            "tower",
            "house",
        ][self as usize]
    }
}

impl Site {
    pub fn id(self) -> &'static str {
        [
            "keep",
            "tavern",
            "gate_big",
            "gate_small",
            "stable",
            "servants",
            "market",
            "palace",
            "smithy",
            "granary",
            "inn",
        ][self as usize]
    }
}

impl Spot {
    pub fn id(self) -> &'static str {
        [
            "cart_sand",
            "cart_wood",
            "cart_brick",
            "cart_stone",
            "rider",
        ][self as usize]
    }
}

impl WinterCard {
    pub fn id(self) -> &'static str {
        [
            "village_inn",
            "plague",
            "granary",
            "wall_breach",
            "lady",
            "snowdrift",
        ][self as usize]
    }
}
