//! Every card of the game, each with its source.
//!
//! Sources: `CS` = seed `000_1342a7f207649b3c.txt` (Czech rulebook with the German/English/Czech
//! card texts), `IT` = seed `003_64eaabe9ae2c0545.txt` (Italian rulebook), `EN8` / `UBG` / `SAU`
//! as in §0 of the rules specification (`pillars-of-the-earth.md`). An entry whose values rest on
//! SAU alone (spec confidence `S`) or on a GAP is marked `verified: false`; correcting such a card
//! is one edit of its row here.

use serde::{Deserialize, Serialize};

/// Where a value comes from, and whether a rulebook confirms it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Source {
    pub cite: &'static str,
    /// False where a value rests only on SAU or is a GAP of the spec (unconfirmed by a rulebook).
    pub verified: bool,
}

const fn src(cite: &'static str, verified: bool) -> Source {
    Source { cite, verified }
}

/// A kind of building resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cube {
    Wood,
    Stone,
    Sand,
    Metal,
}

impl Cube {
    pub const ALL: [Cube; 4] = [Cube::Wood, Cube::Stone, Cube::Sand, Cube::Metal];
    /// The cubes of the market and the bishop's cube (metal is never sold there).
    pub const MARKET: [Cube; 3] = [Cube::Wood, Cube::Stone, Cube::Sand];
    /// Cubes in the supply at the start: 23 wood, 23 stone, 23 sand, 13 metal (PIL-15.1).
    pub const TOTAL: [i16; 4] = [23, 23, 23, 13];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["wood", "stone", "sand", "metal"][self as usize]
    }

    /// Market purchase price per cube (PIL-12.3); metal cannot be bought.
    pub fn buy_price(self) -> Option<u8> {
        [Some(3), Some(4), Some(2), None][self as usize]
    }

    /// Market sale price per cube (PIL-12.4).
    pub fn sell_price(self) -> u8 {
        [3, 4, 2, 5][self as usize]
    }
}

/// Cards kept as bit sets: each card has a fixed index below 32.
pub trait Card:
    Copy + Eq + std::fmt::Debug + Serialize + for<'de> Deserialize<'de> + 'static
{
    const ALL: &'static [Self];
    fn index(self) -> usize;
}

macro_rules! card_enum {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $v:ident = $id:literal,)* }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        pub enum $name {
            $($(#[$vm])* #[serde(rename = $id)] $v,)*
        }
        impl Card for $name {
            const ALL: &'static [Self] = &[$($name::$v,)*];
            fn index(self) -> usize {
                self as usize
            }
        }
        impl $name {
            /// The card's ID in the rules specification.
            pub fn id(self) -> &'static str {
                match self { $($name::$v => $id,)* }
            }
        }
    };
}

// ---------------------------------------------------------------------------------------------
// Craftsmen (spec §4.1)

card_enum! {
    /// A craftsman card. The three starting cards exist once per colour; a seat owns its own.
    Craftsman {
        MortarMixer = "CR-S1",
        Woodworker = "CR-S2",
        Stonecutter = "CR-S3",
        Mason1 = "CR-1A",
        ToolMaker = "CR-1B",
        MortarMixer1 = "CR-1C",
        MasterWoodworker = "CR-1D",
        Potter2 = "CR-2A",
        Statiker = "CR-2B",
        Mason2 = "CR-2C",
        Carpenter2 = "CR-2D",
        Potter3 = "CR-3A",
        Sculptor3 = "CR-3B",
        Carpenter3 = "CR-3C",
        Mason3 = "CR-3D",
        Mason4 = "CR-4A",
        Sculptor4 = "CR-4B",
        Carpenter4 = "CR-4C",
        Glassblower4 = "CR-4D",
        Carpenter5 = "CR-5A",
        Goldsmith5 = "CR-5B",
        Sculptor5 = "CR-5C",
        Glassblower5 = "CR-5D",
        BellMaker = "CR-6A",
        OrganBuilder = "CR-6B",
        Sculptor6 = "CR-6C",
        Goldsmith6 = "CR-6D",
    }
}

/// The trade of a craftsman: what the rules say about it beyond its recipe.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trade {
    MortarMixer,
    Woodworker,
    MasterWoodworker,
    Stonecutter,
    Mason,
    ToolMaker,
    Potter,
    Statiker,
    Carpenter,
    Sculptor,
    Glassblower,
    Goldsmith,
    BellMaker,
    OrganBuilder,
}

/// What one use of a craftsman consumes and gives (PIL-13.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recipe {
    /// Cubes consumed per use: wood, stone, sand, metal.
    pub cubes: [u8; 4],
    /// Gold paid per use (goldsmith).
    pub gold_in: u8,
    pub vp: u8,
    /// Gold gained per use (master woodworker).
    pub gold_out: u8,
}

const fn recipe(cubes: [u8; 4], vp: u8) -> Recipe {
    Recipe {
        cubes,
        gold_in: 0,
        vp,
        gold_out: 0,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CraftsmanCard {
    pub name: &'static str,
    /// 0 for the starting cards, else the round it comes into play.
    pub round: u8,
    /// Gold in phase I (Shiring is free); 0 for the starting cards.
    pub cost: u8,
    pub trade: Trade,
    /// `None` for the tool maker and the Statiker (fixed once-per-round effects).
    pub recipe: Option<Recipe>,
    /// Uses per round; 0 where there is no capacity number.
    pub capacity: u8,
    pub source: Source,
}

/// A recipe that pays or earns gold (goldsmith, master woodworker).
const fn trade_gold(cubes: [u8; 4], gold_in: u8, vp: u8, gold_out: u8) -> Recipe {
    Recipe {
        cubes,
        gold_in,
        vp,
        gold_out,
    }
}

const W: [u8; 4] = [1, 0, 0, 0];
const S: [u8; 4] = [0, 1, 0, 0];
const SA: [u8; 4] = [0, 0, 1, 0];
const M: [u8; 4] = [0, 0, 0, 1];

const fn card(
    name: &'static str,
    round: u8,
    cost: u8,
    trade: Trade,
    recipe: Option<Recipe>,
    capacity: u8,
    source: Source,
) -> CraftsmanCard {
    CraftsmanCard {
        name,
        round,
        cost,
        trade,
        recipe,
        capacity,
        source,
    }
}

const SAU: &str = "SAU Craftsman.kt (spec §4.1, Q-02)";

/// The craftsman table, in the order of [`Craftsman`]. Seed lines are of `000_…` (CS).
#[rustfmt::skip]
pub static CRAFTSMEN: [CraftsmanCard; 27] = {
    use Trade::*;
    [
        card("Mortar mixer", 0, 0, MortarMixer, Some(recipe([0, 0, 3, 0], 1)), 3,
            src("CR-S1: ratio CS line 452 (cathedral example); capacity SAU", false)),
        card("Woodworker", 0, 0, Woodworker, Some(recipe([2, 0, 0, 0], 1)), 4,
            src("CR-S2: CS line 510 (2 wood → 1 VP, capacity 4), IT, EN8, UBG", true)),
        card("Stonecutter", 0, 0, Stonecutter, Some(recipe([0, 2, 0, 0], 1)), 4,
            src("CR-S3: ratio CS lines 515-516, IT, EN8; capacity SAU", false)),
        card("Mason", 1, 5, Mason, Some(recipe(S, 1)), 2, src(SAU, false)),
        card("Tool maker", 1, 2, ToolMaker, None, 0,
            src("CR-1B: effect CS line 530, IT, EN8, UBG; cost SAU", false)),
        card("Mortar mixer", 1, 4, MortarMixer, Some(recipe([0, 0, 2, 0], 1)), 3, src(SAU, false)),
        card("Master woodworker", 1, 3, MasterWoodworker, Some(trade_gold(W, 0, 0, 4)), 2,
            src("CR-1D: effect and capacity CS line 536, IT, EN8, UBG; cost SAU", false)),
        card("Potter", 2, 5, Potter, Some(recipe(SA, 1)), 2, src(SAU, false)),
        card("Statiker", 2, 6, Statiker, None, 0,
            src("CR-2B: effect CS line 525, IT, EN8; cost SAU", false)),
        card("Mason", 2, 4, Mason, Some(recipe(S, 1)), 3, src(SAU, false)),
        card("Carpenter", 2, 3, Carpenter, Some(recipe(W, 1)), 2, src(SAU, false)),
        card("Potter", 3, 7, Potter, Some(recipe(SA, 1)), 3, src(SAU, false)),
        card("Sculptor", 3, 6, Sculptor, Some(recipe(S, 2)), 1, src(SAU, false)),
        card("Carpenter", 3, 5, Carpenter, Some(recipe(W, 1)), 3, src(SAU, false)),
        card("Mason", 3, 4, Mason, Some(recipe(S, 1)), 4, src(SAU, false)),
        card("Mason", 4, 5, Mason, Some(recipe(S, 1)), 5, src(SAU, false)),
        card("Sculptor", 4, 7, Sculptor, Some(recipe(S, 2)), 2, src(SAU, false)),
        card("Carpenter", 4, 6, Carpenter, Some(recipe(W, 1)), 4, src(SAU, false)),
        card("Glassblower", 4, 8, Glassblower, Some(recipe([0, 0, 1, 1], 3)), 1, src(SAU, false)),
        card("Carpenter", 5, 6, Carpenter, Some(recipe(W, 1)), 5, src(SAU, false)),
        card("Goldsmith", 5, 7, Goldsmith, Some(trade_gold([0; 4], 3, 1, 0)), 6,
            src("CR-5B: ratio CS line 521, IT, EN8, UBG; cost and capacity SAU", false)),
        card("Sculptor", 5, 8, Sculptor, Some(recipe(S, 2)), 3, src(SAU, false)),
        card("Glassblower", 5, 9, Glassblower, Some(recipe([0, 0, 1, 1], 3)), 2, src(SAU, false)),
        card("Bell maker", 6, 10, BellMaker, Some(recipe(M, 4)), 2, src(SAU, false)),
        card("Organ builder", 6, 9, OrganBuilder, Some(recipe([1, 0, 0, 1], 6)), 1, src(SAU, false)),
        card("Sculptor", 6, 8, Sculptor, Some(recipe(S, 2)), 4, src(SAU, false)),
        card("Goldsmith", 6, 7, Goldsmith, Some(trade_gold([0; 4], 3, 1, 0)), 8,
            src("CR-6D: ratio CS line 521, IT, EN8; cost and capacity SAU", false)),
    ]
};

impl Craftsman {
    pub fn card(self) -> &'static CraftsmanCard {
        &CRAFTSMEN[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.card().name
    }

    pub fn trade(self) -> Trade {
        self.card().trade
    }

    /// The three cards every colour starts with (PIL-16.1).
    pub const STARTING: [Craftsman; 3] = [
        Craftsman::MortarMixer,
        Craftsman::Woodworker,
        Craftsman::Stonecutter,
    ];

    /// The four cards of a round's stack (PIL-16.5), round 1..=6.
    pub fn of_round(round: u8) -> [Craftsman; 4] {
        let first = 3 + 4 * (usize::from(round.clamp(1, 6)) - 1);
        let all = <Craftsman as Card>::ALL;
        [all[first], all[first + 1], all[first + 2], all[first + 3]]
    }

    /// The cards that count as a woodworker for buying wood (PIL-12.6, Q-05).
    pub const WOODWORKERS: [Craftsman; 2] = [Craftsman::Woodworker, Craftsman::MasterWoodworker];
    /// The cards that count as a mortar mixer for masons (PIL-13.3, Q-05).
    pub const MORTAR_MIXERS: [Craftsman; 2] = [Craftsman::MortarMixer, Craftsman::MortarMixer1];

    /// May take the Madonna's extra use (PIL-24.5): has a capacity, and is not the organ
    /// builder or bell maker.
    pub fn madonna_eligible(self) -> bool {
        self.card().recipe.is_some()
            && !matches!(self.trade(), Trade::OrganBuilder | Trade::BellMaker)
    }
}

// ---------------------------------------------------------------------------------------------
// Resource cards (spec §4.2)

card_enum! {
    /// A building-resource card.
    ResourceCard {
        Sand2 = "RES-SAND2",
        Sand3 = "RES-SAND3",
        Sand4 = "RES-SAND4",
        Wood2 = "RES-WOOD2",
        Wood3 = "RES-WOOD3",
        Wood4 = "RES-WOOD4",
        Stone2 = "RES-STONE2",
        Stone3 = "RES-STONE3",
        Stone4 = "RES-STONE4",
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResourceData {
    pub cube: Cube,
    /// Workers committed in phase I.
    pub workers: u8,
    /// Cubes at steps 6-8, before event changes.
    pub yield_: u8,
    pub source: Source,
}

const fn res(cube: Cube, workers: u8, yield_: u8, source: Source) -> ResourceData {
    ResourceData {
        cube,
        workers,
        yield_,
        source,
    }
}

const SAU_RES: &str = "SAU Production.kt (spec §4.2); yields 2/3/4 CS lines 188-189, IT, EN";

/// The resource-card table, in the order of [`ResourceCard`].
#[rustfmt::skip]
pub const RESOURCES: [ResourceData; 9] = [
    res(Cube::Sand, 2, 2, src("RES-SAND2: CS lines 197-198 (2 workers → 2 sand), IT, EN, SAU", true)),
    res(Cube::Sand, 4, 3, src(SAU_RES, false)),
    res(Cube::Sand, 7, 4, src(SAU_RES, false)),
    res(Cube::Wood, 3, 2, src(SAU_RES, false)),
    res(Cube::Wood, 6, 3, src(SAU_RES, false)),
    res(Cube::Wood, 9, 4, src(SAU_RES, false)),
    res(Cube::Stone, 5, 2, src(SAU_RES, false)),
    res(Cube::Stone, 8, 3, src(SAU_RES, false)),
    res(Cube::Stone, 10, 4, src("RES-STONE4: CS lines 197-198 (10 workers → 4 stone), IT, EN, SAU", true)),
];

impl ResourceCard {
    pub fn data(self) -> &'static ResourceData {
        &RESOURCES[self as usize]
    }
}

// ---------------------------------------------------------------------------------------------
// Events (spec §3.1, PIL-24)

card_enum! {
    /// An event card.
    Event {
        KingsVictory = "EV-01",
        RichardConquers = "EV-02",
        CloisterGoods = "EV-03",
        Volunteers = "EV-04",
        Madonna = "EV-05",
        Collapse = "EV-06",
        Conflict = "EV-07",
        ColdWinter = "EV-08",
        CityWall = "EV-09",
        WilliamTax = "EV-10",
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EventData {
    pub name: &'static str,
    /// A seal on the card: affects every player; otherwise protection applies (PIL-1.3).
    pub positive: bool,
    pub text: &'static str,
    pub source: Source,
}

const fn ev(name: &'static str, positive: bool, text: &'static str) -> EventData {
    EventData {
        name,
        positive,
        text,
        source: src(
            "CS card texts (KARTY UDÁLOSTÍ); sign by effect, as SAU Event.kt",
            true,
        ),
    }
}

/// The event table, in the order of [`Event`] (texts: CS lines 622-687).
#[rustfmt::skip]
pub static EVENTS: [EventData; 10] = [
    ev("The king celebrates a victory", true, "every player gains 5 gold"),
    ev("Richard conquers the castle", true, "every player gains 1 metal"),
    ev("Prior Philip opens the cloister goods", true, "up to 5 wool-mill workers of each player earn double"),
    ev("Crowds of volunteers", true, "every resource card yields 1 more this round"),
    ev("The archbishop donates a Madonna statue", true, "each player raises the capacity of one craftsman by 1 this round"),
    ev("Parts of the cathedral collapse", false, "each player removes one craftsman"),
    ev("Conflict between Prior Philip and Bishop Waleran", false, "each player loses 2 VP"),
    ev("Cold winter, famine", false, "every resource card yields 1 less this round"),
    ev("A city wall must be built", false, "next round each player may use only 2 builders"),
    ev("William Hamleigh levies a tax", false, "each player pays 4 gold"),
];

impl Event {
    pub fn data(self) -> &'static EventData {
        &EVENTS[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.data().name
    }

    pub fn positive(self) -> bool {
        self.data().positive
    }
}

// ---------------------------------------------------------------------------------------------
// Privileges (spec §3.2, PIL-25)

card_enum! {
    /// A privilege card ("advantage card").
    Privilege {
        Aliena = "PR-01",
        TomBuilder = "PR-02",
        Richard = "PR-03",
        PriorPhilip = "PR-04",
        Francis = "PR-05",
        Ellen = "PR-06",
        Jack = "PR-07",
        Otto = "PR-08",
        Remigius = "PR-09",
        Thomas = "PR-10",
        Loyalty = "PR-11",
        Toledo = "PR-12",
        WeepingMadonna = "PR-13",
        WoolFair = "PR-14",
        KingsVisit = "PR-15",
        NearlyComplete = "PR-16",
    }
}

/// How a privilege card acts (CS "Karty výhod": ∞, 1x, lightning).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Permanent,
    OneTime,
    Immediate,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PrivilegeData {
    pub name: &'static str,
    pub kind: Kind,
    pub text: &'static str,
    pub source: Source,
}

const fn pr(name: &'static str, kind: Kind, text: &'static str, verified: bool) -> PrivilegeData {
    PrivilegeData {
        name,
        kind,
        text,
        source: src(
            "CS card texts (KARTY VÝHOD); type by text (spec §3.2)",
            verified,
        ),
    }
}

/// The privilege table, in the order of [`Privilege`] (texts: CS lines 688-801).
#[rustfmt::skip]
pub static PRIVILEGES: [PrivilegeData; 16] = {
    use Kind::*;
    [
        pr("Aliena", Permanent, "+1 wood every round", true),
        pr("Tom Builder", Permanent, "+1 stone every round", true),
        pr("Richard", Permanent, "+1 sand every round", true),
        pr("Prior Philip", Permanent, "+1 VP per own builder in the priory", true),
        pr("Brother Francis", Permanent, "tax is 2 gold when not at the king's court", true),
        pr("Ellen", Permanent, "sees the round's event at round start", true),
        // the card symbol is not verified (SAU books Jack and Otto as immediate).
        pr("Jack", Permanent, "may keep 6 craftsmen", false),
        pr("Otto Blackface", Permanent, "the black worker: +1 worker every round", false),
        pr("Brother Remigius", OneTime, "place one drawn builder for free", true),
        pr("Archbishop Thomas", OneTime, "ignore one negative event", true),
        pr("Loyalty rewarded", OneTime, "pay no tax in one round", true),
        pr("Mathematics in Toledo", Immediate, "+2 metal", true),
        pr("The weeping Madonna", Immediate, "+3 VP", true),
        pr("The wool fair", Immediate, "+8 gold", true),
        pr("The king's visit", Immediate, "+1 metal (final round)", true),
        pr("The cathedral nearly complete", Immediate, "+1 stone and +1 wood (final round)", true),
    ]
};

impl Privilege {
    pub fn data(self) -> &'static PrivilegeData {
        &PRIVILEGES[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.data().name
    }

    pub fn kind(self) -> Kind {
        self.data().kind
    }

    /// The two cards reserved for round 6 (PIL-16.7).
    pub fn is_final(self) -> bool {
        matches!(self, Privilege::KingsVisit | Privilege::NearlyComplete)
    }
}

// ---------------------------------------------------------------------------------------------
// Other fixed numbers

/// Starting gold of the start player; each next seat clockwise has 1 more (PIL-16.4).
pub const START_GOLD: u8 = 20;
pub const START_VP: u16 = 2;
/// Own workers per colour: 7 small + 1 large worth 5 (PIL-16.1).
pub const OWN_WORKERS: u8 = 12;
pub const BUILDERS_PER_SEAT: u8 = 3;
pub const GREY_WORKERS: u8 = 4;
pub const GOLD_CAP: u8 = 30;
pub const CRAFTSMAN_LIMIT: u8 = 5;
pub const CUBE_LIMIT: u8 = 5;
pub const ROUNDS: u8 = 6;
pub const MARKET_STOCK: u8 = 4;
/// Tax die faces and weights: 2, 3, 3, 4, 4, 5 (SRS, CS component list).
pub const TAX_DIE: [(u8, u32); 4] = [(2, 1), (3, 2), (4, 2), (5, 1)];
/// Seat colours, in seat order.
pub const COLOURS: [&str; 4] = ["Red", "Blue", "Green", "Yellow"];
