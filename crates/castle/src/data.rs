//! Every card, building, helper space, winter card, cart and constant of the game, each with
//! its source. Sources: `SEED` = the Czech rulebook (seed `001_e169316d97d4efb6.txt`, chapter
//! named), other keys = the spec's source table (`shared/rules/castle-for-all-seasons.md`).
//! Entries whose `gap` is set are unverified values the spec proposes (its section 6); each is
//! listed in `docs/rulings.md` and is corrected by editing the one value here.

use crate::types::{Building, Card, Res, Site, Space, Spot, WinterCard};

/// A value no source settles: the spec's question that proposes it.
pub type Gap = Option<&'static str>;

/// Total pieces of each resource in the box, `Res` order (SEED "Herní materiál": 20 sand,
/// 18 wood, 15 brick, 15 stone, 15 silver).
pub const RESOURCE_TOTAL: [u8; 5] = [20, 18, 15, 15, 15];

/// Building points per piece, `Res` order; silver has none (SEED summary card, RING; brick 4
/// per spec Q-6, the OCR shows 3 but the seed's own examples need 4).
pub const BP: [u8; 5] = [1, 2, 4, 5, 0];

/// Talers in the box: 51 x 1 + 8 x 3 + 6 x 5 (SEED "Herní materiál").
pub const TALERS_TOTAL: u8 = 105;

/// Helpers per seat: 7 with two players, else 6 (SEED "Příprava hry" 2).
pub const fn helpers_per_seat(players: usize) -> u8 {
    if players == 2 {
        7
    } else {
        6
    }
}

/// Rounds: 15 with three players, else 12 (SEED "Příprava hry", "Poslední kolo").
pub const fn rounds(players: usize) -> u8 {
    if players == 3 {
        15
    } else {
        12
    }
}

/// Character cards chosen per round: two with two players (SEED "Výběr karet postav").
pub const fn cards_per_round(players: usize) -> u8 {
    if players == 2 {
        2
    } else {
        1
    }
}

/// Each seat's starting talers and pieces (SEED "Příprava hry" 2: 3 talers, 1 sand, 1 wood).
pub const START_TALERS: u8 = 3;
pub const START_PIECES: [u8; 5] = [1, 1, 0, 0, 0];
/// The tower's starting pieces: one of each kind (SEED "Příprava hry").
pub const TOWER_START: [u8; 5] = [1, 1, 1, 1, 1];
/// Messenger: talers from the bank (SEED "Posel").
pub const MESSENGER_TALERS: u8 = 8;
/// Master builder: VP per building others erect this round (SEED "Stavitel").
pub const MASTER_BUILDER_VP: u16 = 5;
/// Buildings per card action, helpers per Bricklayer/Stonemason action (SEED "Zedník").
pub const MAX_BUILDS: u8 = 2;
pub const MAX_HELPERS: u8 = 2;
/// Kinds of resources a building's payment needs at least (SEED "Platba v surovinách").
pub const MIN_KINDS: u8 = 3;
/// Stonemason: talers per piece bought from a worker card (SEED "Kameník").
pub const PIECE_PRICE: u8 = 1;
/// Resource value of a silver bar in the second tie-break: spec Q-11 (GAP; alternative 0).
pub const SILVER_TIE_VALUE: u8 = 5;
pub const SILVER_TIE_GAP: Gap = Some("Q-11");

/// A character card (SEED "Karty postav", card order "Pořadí"; EN-RULES names).
pub struct CardData {
    pub name: &'static str,
    pub rank: u8,
    /// What the card is stocked with when revealed (worker cards), `Res` order; worker III's
    /// two free pieces are [`WORKER_3_CHOICES`].
    pub stock: [u8; 5],
    pub source: &'static str,
}

pub const CARDS: [CardData; 8] = [
    card("Messenger", 1, [0; 5], "SEED Karty postav 1, Posel"),
    card("Trader", 2, [0; 5], "SEED Karty postav 2, Obchodník"),
    card("Bricklayer", 3, [0; 5], "SEED Karty postav 3, Zedník"),
    card("Stonemason", 4, [0; 5], "SEED Karty postav 4, Kameník"),
    card(
        "Worker I",
        5,
        [0, 2, 0, 0, 1],
        "SEED Zásobení karty dělníka",
    ),
    card(
        "Worker II",
        5,
        [2, 0, 1, 0, 0],
        "SEED Zásobení karty dělníka",
    ),
    card(
        "Worker III",
        5,
        [0, 0, 0, 1, 0],
        "SEED Zásobení karty dělníka",
    ),
    card("Master Builder", 6, [0; 5], "SEED Karty postav 6, Stavitel"),
];

const fn card(name: &'static str, rank: u8, stock: [u8; 5], source: &'static str) -> CardData {
    CardData {
        name,
        rank,
        stock,
        source,
    }
}

/// Worker III's two free pieces: any mix of these (SEED "Zásobení karty dělníka").
pub const WORKER_3_CHOICES: [Res; 3] = [Res::Sand, Res::Brick, Res::Wood];
pub const WORKER_3_FREE: u8 = 2;

/// A building tile kind (spec table 3.2).
pub struct BuildingData {
    pub name: &'static str,
    pub tiles: u8,
    pub cost: u8,
    /// Crown VP for a Stonemason; a Worker scores half.
    pub vp: u8,
    pub gap: Gap,
    pub source: &'static str,
}

pub const BUILDINGS: [BuildingData; 10] = [
    building("Keep", 1, 24, 14, None, "BSW-DE cost/VP"),
    building("Tavern", 1, 22, 12, None, "BSW-DE cost/VP"),
    building("Big Gate", 1, 18, 10, None, "BSW-DE, SEED Brána"),
    building("Small Gate", 1, 12, 6, None, "BSW-DE, SEED Brána"),
    building("Stable", 1, 18, 14, None, "BSW-DE; SEED example Chlév 18"),
    building("Servants' house", 1, 18, 14, None, "BSW-DE"),
    building("Palace", 1, 30, 18, None, "BSW-DE"),
    building("Well", 1, 12, 10, Some("Q-3"), "BSW-SPZ values, count"),
    building("Tower", 9, 8, 6, Some("Q-3"), "KNOB count, BSW-SPZ values"),
    building("House", 6, 10, 8, Some("Q-3"), "BSW-SPZ values, count"),
];

const fn building(
    name: &'static str,
    tiles: u8,
    cost: u8,
    vp: u8,
    gap: Gap,
    source: &'static str,
) -> BuildingData {
    BuildingData {
        name,
        tiles,
        cost,
        vp,
        gap,
        source,
    }
}

/// A helper target (spec table 3.3): its building, slot range, tuition and scoring role.
pub struct SpaceData {
    pub id: &'static str,
    pub site: Site,
    /// Slots `first .. first + count` of the state's slot array; equal slots fill in order.
    pub first: u8,
    pub count: u8,
    pub tuition: u8,
    pub gap: Gap,
    pub source: &'static str,
}

pub const SPACES: [SpaceData; 14] = [
    space(
        "keep.1",
        Site::Keep,
        0,
        1,
        14,
        None,
        "AID tuition; SEED Hradní věž",
    ),
    space(
        "tavern.6",
        Site::Tavern,
        1,
        1,
        6,
        None,
        "SEED Hostinec, AID",
    ),
    space(
        "tavern.12",
        Site::Tavern,
        2,
        1,
        12,
        None,
        "SEED Hostinec, AID",
    ),
    space(
        "gate_big.1",
        Site::GateBig,
        3,
        1,
        10,
        None,
        "AID tuition; SEED Brána",
    ),
    space(
        "gate_small.1",
        Site::GateSmall,
        4,
        1,
        5,
        None,
        "AID tuition",
    ),
    space(
        "stable.12",
        Site::Stable,
        5,
        1,
        12,
        None,
        "SEED Chlév, BSW-SPZ",
    ),
    space(
        "stable.16",
        Site::Stable,
        6,
        1,
        16,
        None,
        "SEED Chlév, BSW-SPZ",
    ),
    space(
        "servants.1-3",
        Site::Servants,
        7,
        3,
        8,
        Some("Q-2"),
        "SEED Čeledník: 3 spaces",
    ),
    space(
        "market.1-2",
        Site::Market,
        10,
        2,
        10,
        Some("Q-2"),
        "SEED Tržiště, BSW-DE",
    ),
    space(
        "palace.1-2",
        Site::Palace,
        12,
        2,
        17,
        None,
        "SEED Předloha: 17 tuition",
    ),
    space(
        "smithy.6",
        Site::Smithy,
        14,
        1,
        6,
        None,
        "SEED Kovárna, BSW-DE (Q-5)",
    ),
    space(
        "smithy.10",
        Site::Smithy,
        15,
        1,
        10,
        None,
        "SEED Kovárna, BSW-DE (Q-5)",
    ),
    space("granary.1-3", Site::Granary, 16, 3, 5, None, "SEED Sýpka"),
    space("inn.1", Site::Inn, 19, 1, 3, None, "SEED Krčma; BSW-SPZ"),
];

const fn space(
    id: &'static str,
    site: Site,
    first: u8,
    count: u8,
    tuition: u8,
    gap: Gap,
    source: &'static str,
) -> SpaceData {
    SpaceData {
        id,
        site,
        first,
        count,
        tuition,
        gap,
        source,
    }
}

/// Slots in the state: 16 copper castle spaces, 3 granary, 1 innkeeper.
pub const SLOTS: usize = 20;
/// Slots `0..CASTLE_SLOTS` are the castle's copper spaces (Keep, Tavern count these).
pub const CASTLE_SLOTS: usize = 16;

/// The building whose tile must be gone for a site's spaces to be usable (`None`: built
/// from the start, Market and Smithy, SEED "Nasazování pomocníků"; or a winter card).
pub const fn site_building(site: Site) -> Option<Building> {
    match site {
        Site::Keep => Some(Building::Keep),
        Site::Tavern => Some(Building::Tavern),
        Site::GateBig => Some(Building::GateBig),
        Site::GateSmall => Some(Building::GateSmall),
        Site::Stable => Some(Building::Stable),
        Site::Servants => Some(Building::Servants),
        Site::Palace => Some(Building::Palace),
        Site::Market | Site::Smithy | Site::Granary | Site::Inn => None,
    }
}

/// A cart or the rider: its kind and pieces delivered, one to the tower first (POEP amounts;
/// SEED "Poplatek na ochrannou věž").
pub struct SpotData {
    pub name: &'static str,
    pub kind: Res,
    pub delivers: u8,
    pub source: &'static str,
}

pub const SPOTS: [SpotData; 5] = [
    spot("sand cart", Res::Sand, 4, "POEP"),
    spot("wood cart", Res::Wood, 3, "POEP"),
    spot("brick cart", Res::Brick, 2, "POEP"),
    spot("stone cart", Res::Stone, 2, "POEP"),
    spot("rider", Res::Silver, 2, "POEP"),
];

const fn spot(name: &'static str, kind: Res, delivers: u8, source: &'static str) -> SpotData {
    SpotData {
        name,
        kind,
        delivers,
        source,
    }
}

/// Pieces of each delivery that go to the tower first (SEED "Poplatek na ochrannou věž").
pub const TOWER_FEE: u8 = 1;

/// A winter card (SEED "Význam zimních karet"; spec table 3.4).
pub struct WinterData {
    pub name: &'static str,
    pub source: &'static str,
}

pub const WINTER_CARDS: [WinterData; 6] = [
    winter("Village Inn", "SEED Krčma"),
    winter("Plague", "SEED Mor"),
    winter("Granary", "SEED Sýpka"),
    winter("Wall Breach", "SEED Zřícená zeď"),
    winter("Lady of the Castle", "SEED Komorná"),
    winter("Snowdrift", "SEED Sněhová závěj"),
];

const fn winter(name: &'static str, source: &'static str) -> WinterData {
    WinterData { name, source }
}

/// Round spaces marked for a winter card: spec Q-1 (GAP), the even spaces.
pub const WINTER_SPACES: [u8; 6] = [2, 4, 6, 8, 10, 12];
pub const WINTER_SPACES_GAP: Gap = Some("Q-1");

/// Village inn: talers a Trader pays (SEED Krčma).
pub const INN_FEE: u8 = 1;
/// Plague: talers per card in the played pile (SEED Mor).
pub const PLAGUE_FEE: u8 = 1;
/// Snowdrift: talers instead of a Worker card (SEED Sněhová závěj).
pub const SNOWDRIFT_FEE: u8 = 3;
/// Wall breach: at most this many stone, VP each (SEED Zřícená zeď).
pub const BREACH_MAX: u8 = 3;
pub const BREACH_VP: u16 = 3;
/// Lady of the castle: VP for the winner (SEED Komorná).
pub const LADY_VP: u16 = 8;
/// Granary VP per helper by the number of helpers there (SEED Sýpka: 10 / 7 / 3).
pub const GRANARY_VP: [u16; 4] = [0, 10, 7, 3];

/// Final scoring factors (SEED "Seznam budov pro závěrečné bodování").
pub const KEEP_VP_PER_FREE_SPACE: u16 = 3;
pub const GATE_BIG_VP_PER_TOWER: u16 = 2;
pub const GATE_SMALL_VP_PER_TOWER: u16 = 1;
pub const STABLE_16_VP_PER_HOUSE: u16 = 3;
pub const STABLE_12_VP_PER_HOUSE: u16 = 2;
/// Palace: pieces converted per Palace helper (SEED Palác: 5, both helpers 10).
pub const PALACE_PIECES: u8 = 5;

impl Card {
    pub fn data(self) -> &'static CardData {
        &CARDS[self as usize]
    }
}

impl Building {
    pub fn data(self) -> &'static BuildingData {
        &BUILDINGS[self as usize]
    }
}

impl Space {
    pub fn data(self) -> &'static SpaceData {
        &SPACES[self as usize]
    }
}

impl Spot {
    pub fn data(self) -> &'static SpotData {
        &SPOTS[self as usize]
    }
}

impl WinterCard {
    pub fn data(self) -> &'static WinterData {
        &WINTER_CARDS[self as usize]
    }
}

/// Every GAP value used, by question: what `docs/rulings.md` must list.
pub fn gaps() -> Vec<(&'static str, &'static str)> {
    let mut out: Vec<(&str, &str)> = Vec::new();
    for b in &BUILDINGS {
        if let Some(q) = b.gap {
            out.push((q, b.name));
        }
    }
    for s in &SPACES {
        if let Some(q) = s.gap {
            out.push((q, s.id));
        }
    }
    out.extend(WINTER_SPACES_GAP.map(|q| (q, "winter round spaces")));
    out.extend(SILVER_TIE_GAP.map(|q| (q, "silver in the tie-break")));
    out
}
