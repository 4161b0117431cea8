//! Card and board data of Architects of the West Kingdom, each table with its source (spec
//! §5: BGA `material.inc.php` and `modules/*`, checked against the card art; SEED = Czech
//! rulebook page).

/// Skills of apprentices and building requirements (spec §5.1, §5.2).
pub const CARPENTRY: u8 = 1;
pub const TILING: u8 = 2;
pub const MASONRY: u8 = 4;

/// Resource kinds held by a player, in this order: clay, wood, stone, gold, marble.
pub const CLAY: usize = 0;
pub const WOOD: usize = 1;
pub const STONE: usize = 2;
pub const GOLD: usize = 3;
pub const MARBLE: usize = 4;
pub const RESOURCE_NAMES: [&str; 5] = ["clay", "wood", "stone", "gold", "marble"];

/// What a hired apprentice does (spec §5.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ability {
    /// Acolyte: on each Cathedral advance, +1 building card.
    CathedralCard,
    /// Acolyte: on each Cathedral advance, +2 clay.
    CathedralClay,
    /// Acolyte: on each Cathedral advance, +2 silver.
    CathedralSilver,
    /// Conspirator: Town Centre captures cost 1 silver less per visit (AWK-R3).
    Conspirator,
    /// Debt Collector: on paying off a debt, +2 of a resource.
    DebtCollector(usize),
    /// Gatekeeper: each reset, release up to 2 own workers from the Prison.
    Gatekeeper,
    /// Illusionist: Black Market actions cost no virtue.
    Illusionist,
    /// Jeweller: Silversmith +1 silver.
    Jeweller,
    /// Labourer: all three skills, no ability.
    Labourer,
    /// An extra King's Storehouse trade (index into [`TRADES`]).
    Trade(u8),
    /// Miner: Mines +1 clay (either choice).
    Miner,
    /// Pickpocket: Tax Stand +1 gold.
    Pickpocket,
    /// Squire: each reset with no own worker in the Prison, gain gold, marble or 2 virtue.
    Squire(u8),
    /// Stonecutter: Quarry +1 stone.
    Stonecutter,
    /// Swindler: any Black Market action, + this resource in this amount.
    Swindler(usize, u8),
    /// Thief: the Tax Stand costs 1 virtue less.
    Thief,
    /// Trickster: Black Market actions cost 1 silver less.
    Trickster,
    /// Woodcutter: Forest +1 wood.
    Woodcutter,
    /// Enforcer (promo): Guardhouse action 1 (captured workers to the Prison), +1 gold.
    Enforcer,
    /// Overseer (promo): the King's Storehouse counts 1 more own worker.
    Overseer,
    /// Peddler (promo): each Black Market reset, +2 silver.
    Peddler,
}

/// An apprentice card: name, skills, virtue on hire, ability.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Apprentice {
    pub name: &'static str,
    pub skills: u8,
    pub virtue: i8,
    pub ability: Ability,
}

const fn app(name: &'static str, skills: u8, virtue: i8, ability: Ability) -> Apprentice {
    Apprentice {
        name,
        skills,
        virtue,
        ability,
    }
}

/// The cards of each deck in the base game: the promo cards (AWK-22.3) follow them.
pub const BASE_CARDS: usize = 40;

/// The 40 apprentice cards A01..A40 (index 0..39) — spec §5.1, BGA `apprenticeT.php`, ART —
/// then the 3 promo apprentices P41..P43 (index 40..42, in play only with the option
/// `promo_cards`, AWK-22.3).
pub const APPRENTICES: [Apprentice; 43] = {
    use Ability as A;
    const C: u8 = CARPENTRY;
    const T: u8 = TILING;
    const M: u8 = MASONRY;
    [
        app("Acolyte", C, 1, A::CathedralCard),
        app("Acolyte", T, 1, A::CathedralClay),
        app("Acolyte", M, 1, A::CathedralSilver),
        app("Conspirator", C, 0, A::Conspirator),
        app("Conspirator", C, 0, A::Conspirator),
        app("Debt Collector", T, 0, A::DebtCollector(CLAY)),
        app("Debt Collector", M, 0, A::DebtCollector(STONE)),
        app("Debt Collector", C, 0, A::DebtCollector(WOOD)),
        app("Gatekeeper", M, -1, A::Gatekeeper),
        app("Illusionist", C, -1, A::Illusionist),
        app("Jeweller", T, 0, A::Jeweller),
        app("Jeweller", T, 0, A::Jeweller),
        app("Labourer", C | T | M, 0, A::Labourer),
        app("Merchant", T, 0, A::Trade(10)),
        app("Merchant", M, 0, A::Trade(11)),
        app("Merchant", T, 0, A::Trade(12)),
        app("Merchant", M, 0, A::Trade(13)),
        app("Merchant", C, 0, A::Trade(14)),
        app("Miner", T, 0, A::Miner),
        app("Miner", T, 0, A::Miner),
        app("Patron", T, 0, A::Trade(15)),
        app("Patron", M, 0, A::Trade(16)),
        app("Patron", M, 0, A::Trade(17)),
        app("Patron", C, 0, A::Trade(18)),
        app("Pickpocket", T, -1, A::Pickpocket),
        app("Squire", T, 1, A::Squire(0)),
        app("Squire", M, 1, A::Squire(1)),
        app("Squire", C, 1, A::Squire(2)),
        app("Stonecutter", M, 0, A::Stonecutter),
        app("Stonecutter", M, 0, A::Stonecutter),
        app("Swindler", T, -1, A::Swindler(CLAY, 2)),
        app("Swindler", M, -1, A::Swindler(STONE, 1)),
        app("Swindler", C, -1, A::Swindler(WOOD, 1)),
        app("Thief", C, 0, A::Thief),
        app("Trader", T, 0, A::Trade(19)),
        app("Trader", M, 0, A::Trade(20)),
        app("Trader", C, 0, A::Trade(21)),
        app("Trickster", M, -1, A::Trickster),
        app("Woodcutter", C, 0, A::Woodcutter),
        app("Woodcutter", C, 0, A::Woodcutter),
        // P41 Enforcer (promo): BGA `apprentice41.php` (tiling, Guardhouse action 1 +1
        // gold), ART (star).
        app("Enforcer", T, 0, A::Enforcer),
        // P42 Overseer (promo): BGA `apprentice42.php` (masonry) and `arcplayer.php` (the
        // Storehouse counts one worker more), ART (star).
        app("Overseer", M, 0, A::Overseer),
        // P43 Peddler (promo): BGA `apprentice43.php` (carpentry, -1 virtue, each reset
        // +2 silver), ART (star).
        app("Peddler", C, -1, A::Peddler),
    ]
};

/// A King's Storehouse trade: pay (clay, wood, stone, gold, marble, silver), gain (clay, wood,
/// stone, gold, marble, silver, virtue).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Trade {
    pub pay: [u8; 6],
    pub gain: [u8; 7],
}

const fn trade(pay: [u8; 6], gain: [u8; 7]) -> Trade {
    Trade { pay, gain }
}

const V1: [u8; 7] = [0, 0, 0, 0, 0, 0, 1];
const M1: [u8; 7] = [0, 0, 0, 0, 1, 0, 0];

/// Storehouse trades. 0..=5: any 2 of clay/wood/stone for 1 virtue (AWK-6.2a, each mix);
/// 6..=9: any 3 of wood/stone for 1 marble (AWK-6.2b); 10..=21: apprentices' trades (§5.1).
pub const TRADES: [Trade; 22] = [
    trade([2, 0, 0, 0, 0, 0], V1),
    trade([0, 2, 0, 0, 0, 0], V1),
    trade([0, 0, 2, 0, 0, 0], V1),
    trade([1, 1, 0, 0, 0, 0], V1),
    trade([1, 0, 1, 0, 0, 0], V1),
    trade([0, 1, 1, 0, 0, 0], V1),
    trade([0, 3, 0, 0, 0, 0], M1),
    trade([0, 2, 1, 0, 0, 0], M1),
    trade([0, 1, 2, 0, 0, 0], M1),
    trade([0, 0, 3, 0, 0, 0], M1),
    // Merchants A14..A18
    trade([0, 0, 0, 0, 0, 1], [3, 0, 0, 0, 0, 0, 0]),
    trade([0, 0, 0, 0, 0, 2], [0, 0, 0, 1, 0, 0, 0]),
    trade([0, 0, 0, 0, 0, 3], M1),
    trade([0, 0, 0, 0, 0, 1], [0, 0, 2, 0, 0, 0, 0]),
    trade([0, 0, 0, 0, 0, 1], [0, 2, 0, 0, 0, 0, 0]),
    // Patrons A21..A24
    trade([1, 0, 0, 0, 0, 0], V1),
    trade([0, 0, 0, 0, 0, 2], V1),
    trade([0, 0, 1, 0, 0, 0], V1),
    trade([0, 1, 0, 0, 0, 0], V1),
    // Traders A35..A37
    trade([3, 0, 0, 0, 0, 0], M1),
    trade([0, 0, 2, 0, 0, 0], M1),
    trade([0, 2, 0, 0, 0, 0], M1),
];

/// What a building does (spec §5.2): immediate effects on construction, end-game effects at
/// final scoring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// Gain resources (clay, wood, stone, gold, marble) and silver.
    Gain([u8; 5], u8),
    /// Tavern: may hire any face-up apprentice free.
    Tavern,
    /// Treasury: 1 gold or 3 silver.
    Treasury,
    /// Clay Pit: 1 gold or 1 marble.
    ClayPit,
    /// Watchtower: every player with 3+ workers in the Prison loses 1 virtue.
    Watchtower,
    /// Free captures (Armoury 1, Fortress 2).
    Captures(u8),
    /// Barracks: free own workers from opponents' boards, or 1 free capture.
    Barracks,
    /// Betting House: take 1 unpaid debt.
    BettingHouse,
    /// Church: may destroy 1 own unpaid debt.
    Church,
    /// Drafting Room: draw 2 building cards.
    Draw(u8),
    /// Hideout: own workers in the Prison return to supply.
    Hideout,
    /// Library: may discard 1 building card for 2 gold.
    Library,
    /// Monument: every player gains 1 virtue.
    Monument,
    /// Palace: 1 gold per 4 virtue.
    Palace,
    /// End: +2 VP if strictly highest Cathedral level (Steeple).
    Steeple,
    /// End: +2 VP if strictly most of a resource (Stone/Wood/Clay Market).
    MostResource(usize),
    /// End: +2 VP if strictly most silver (Silver Market).
    MostSilver,
    /// End: +1 VP per own apprentice with the skill (huts).
    PerSkill(u8),
    /// End: +1 virtue per 4 clay+wood+stone (Trading Post).
    TradingPost,
    /// End: +2 VP with no unpaid debt (University).
    University,
    /// End: +1 VP per own building (Aqueduct).
    Aqueduct,
    /// End: +1 virtue per 2 gold (Castle).
    Castle,
    /// End: +2 virtue if strictly highest Cathedral level (Chapel).
    Chapel,
    /// End: lose 2 virtue (Dungeon).
    Dungeon,
    /// End: each unpaid debt costs 1 VP less (Fountain).
    Fountain,
    /// End: each unpaid debt costs 1 VP more (Gambler's Den).
    GamblersDen,
    /// End: +1 VP per 3 captured workers on own board (Keep).
    Keep,
    /// End: +1 VP per 4 virtue (Lighthouse).
    Lighthouse,
    /// End: +1 VP per paid debt (Moneylender).
    Moneylender,
    /// End: +1 virtue per 2 marble (Observatory).
    Observatory,
    /// End: +1 virtue per 2 paid debts (Reservoir).
    Reservoir,
    /// Crane (promo): place another worker in the Guildhall and construct a building or
    /// advance on the Cathedral.
    Crane,
    /// Graveyard (promo): discard 1 own apprentice.
    Graveyard,
    /// End: +1 virtue per 2 own buildings (Museum, promo).
    Museum,
}

/// A building card (spec §5.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Building {
    pub name: &'static str,
    pub vp: u8,
    /// Clay, wood, stone, gold, marble.
    pub cost: [u8; 5],
    pub skills: u8,
    pub virtue: i8,
    pub effect: Effect,
}

const fn bld(
    name: &'static str,
    vp: u8,
    cost: [u8; 5],
    skills: u8,
    virtue: i8,
    effect: Effect,
) -> Building {
    Building {
        name,
        vp,
        cost,
        skills,
        virtue,
        effect,
    }
}

/// The 40 building cards B01..B40 (index 0..39) — spec §5.2, BGA `buildingT.php`, ART —
/// then the 3 promo buildings P41..P43 (index 40..42, in play only with the option
/// `promo_cards`, AWK-22.3).
pub const BUILDINGS: [Building; 43] = {
    use Effect as E;
    const C: u8 = CARPENTRY;
    const T: u8 = TILING;
    const M: u8 = MASONRY;
    const ALL: u8 = C | T | M;
    [
        bld(
            "Smithy",
            3,
            [4, 2, 0, 0, 0],
            0,
            0,
            E::Gain([0, 0, 4, 0, 0], 0),
        ),
        bld("Steeple", 4, [0, 2, 0, 2, 0], 0, 1, E::Steeple),
        bld(
            "Stone Market",
            7,
            [2, 0, 4, 0, 1],
            M,
            0,
            E::MostResource(STONE),
        ),
        bld("Tavern", 6, [0, 3, 2, 1, 0], C, 0, E::Tavern),
        bld(
            "Thieves' Den",
            8,
            [1, 2, 3, 0, 0],
            M,
            -2,
            E::Gain([0; 5], 4),
        ),
        bld("Tiler's Hut", 5, [2, 1, 2, 0, 0], 0, 0, E::PerSkill(T)),
        bld("Trading Post", 7, [0, 1, 3, 2, 0], M, 0, E::TradingPost),
        bld("Treasury", 6, [0, 1, 3, 1, 0], T, 0, E::Treasury),
        bld("University", 11, [4, 2, 3, 0, 2], ALL, 1, E::University),
        bld("Watchtower", 11, [3, 4, 0, 1, 1], ALL, -1, E::Watchtower),
        bld(
            "Well",
            3,
            [0, 2, 2, 0, 0],
            0,
            0,
            E::Gain([4, 0, 0, 0, 0], 0),
        ),
        bld(
            "Wood Market",
            7,
            [2, 4, 0, 1, 0],
            C,
            0,
            E::MostResource(WOOD),
        ),
        bld("Aqueduct", 3, [2, 3, 0, 1, 0], 0, 0, E::Aqueduct),
        bld("Armoury", 9, [0, 3, 5, 1, 0], C | M, 0, E::Captures(1)),
        bld("Barracks", 10, [2, 6, 0, 2, 0], ALL, 0, E::Barracks),
        bld("Betting House", 7, [1, 0, 2, 1, 0], 0, -1, E::BettingHouse),
        bld("Carpenter's Hut", 5, [3, 1, 1, 0, 0], 0, 0, E::PerSkill(C)),
        bld("Castle", 10, [2, 4, 0, 1, 2], ALL, 0, E::Castle),
        bld("Chapel", 6, [2, 1, 4, 0, 0], C, 1, E::Chapel),
        bld("Church", 5, [3, 0, 3, 0, 0], 0, 1, E::Church),
        bld(
            "Clay Market",
            6,
            [3, 0, 2, 1, 0],
            T,
            0,
            E::MostResource(CLAY),
        ),
        bld("Clay Pit", 3, [4, 1, 0, 0, 0], 0, 0, E::ClayPit),
        bld("Drafting Room", 8, [0, 0, 4, 3, 0], C | T, 0, E::Draw(2)),
        bld("Dungeon", 14, [0, 0, 4, 2, 2], ALL, -1, E::Dungeon),
        bld(
            "Factory",
            7,
            [0, 2, 2, 3, 0],
            M,
            0,
            E::Gain([0, 0, 0, 0, 2], 0),
        ),
        bld("Fortress", 12, [3, 0, 4, 1, 2], ALL, -2, E::Captures(2)),
        bld("Fountain", 4, [0, 0, 3, 0, 1], 0, 1, E::Fountain),
        bld(
            "Gambler's Den",
            10,
            [0, 0, 1, 1, 3],
            C | T,
            -2,
            E::GamblersDen,
        ),
        bld("Hideout", 8, [1, 3, 2, 0, 0], C | M, -2, E::Hideout),
        bld("Keep", 12, [0, 5, 2, 2, 0], ALL, -2, E::Keep),
        bld("Library", 8, [0, 4, 2, 0, 1], C | T, 0, E::Library),
        bld("Lighthouse", 6, [0, 3, 1, 0, 2], T, 0, E::Lighthouse),
        bld(
            "Lumber Camp",
            3,
            [4, 0, 2, 0, 0],
            0,
            0,
            E::Gain([0, 4, 0, 0, 0], 0),
        ),
        bld("Mason's Hut", 5, [0, 2, 4, 0, 0], 0, 0, E::PerSkill(M)),
        bld("Moneylender", 5, [4, 2, 0, 1, 0], M, -1, E::Moneylender),
        bld("Monument", 9, [0, 2, 3, 0, 2], T | M, 1, E::Monument),
        bld("Observatory", 7, [1, 3, 1, 1, 0], C, 0, E::Observatory),
        bld("Palace", 9, [0, 3, 3, 0, 2], T | M, 0, E::Palace),
        bld("Reservoir", 4, [6, 1, 0, 0, 0], 0, 0, E::Reservoir),
        bld("Silver Market", 6, [0, 2, 0, 1, 1], T, 0, E::MostSilver),
        // P41 Crane (promo): BGA `building41.php` (3 VP, 3 wood and 1 stone), ART (star).
        bld("Crane", 3, [0, 3, 1, 0, 0], 0, 0, E::Crane),
        // P42 Graveyard (promo): BGA `building42.php` (12 VP, 4 clay, 1 wood, 2 stone and
        // 2 marble, all three skills, -1 virtue), ART (star).
        bld("Graveyard", 12, [4, 1, 2, 0, 2], ALL, -1, E::Graveyard),
        // P43 Museum (promo): BGA `building43.php` (4 VP, 1 clay, 5 wood and 1 stone; at
        // the end 1 virtue per 2 own buildings), ART (star).
        bld("Museum", 4, [1, 5, 1, 0, 0], 0, 0, E::Museum),
    ]
};

/// Black market cards K1..K10 (spec §5.3): small side type (index into [`SMALL_SIDES`]) and
/// large side (clay, wood, stone, gold, marble).
pub const MARKET_SMALL_OF: [u8; 10] = [0, 1, 2, 3, 4, 0, 1, 2, 3, 4];
pub const SMALL_SIDES: [[u8; 5]; 5] = [
    [0, 0, 0, 0, 1],
    [0, 0, 0, 2, 0],
    [0, 0, 1, 0, 1],
    [0, 1, 0, 1, 0],
    [0, 1, 0, 0, 1],
];
pub const LARGE_SIDES: [[u8; 5]; 10] = [
    [0, 2, 0, 0, 2],
    [0, 1, 1, 1, 1],
    [0, 0, 2, 0, 2],
    [0, 2, 1, 1, 0],
    [0, 1, 2, 0, 1],
    [0, 0, 2, 0, 2],
    [0, 1, 2, 0, 1],
    [0, 2, 1, 1, 0],
    [0, 1, 1, 1, 1],
    [0, 2, 0, 0, 2],
];
/// The board's printed markets when no card lies there (AWK-10.4, AWK-R10).
pub const DEFAULT_SMALL: [u8; 5] = [0, 0, 0, 1, 1];
pub const DEFAULT_LARGE: [u8; 5] = [0, 1, 1, 0, 2];

/// Reward cards (spec §5.4): (virtue, silver, wood, stone, building cards, gold) and copies.
pub const REWARDS: [([u8; 6], u8); 6] = [
    ([1, 3, 0, 0, 0, 0], 2),
    ([1, 0, 2, 0, 0, 0], 2),
    ([1, 0, 0, 2, 0, 0], 2),
    ([1, 0, 0, 0, 1, 0], 2),
    ([2, 0, 0, 0, 0, 0], 2),
    ([1, 0, 0, 0, 0, 1], 1),
];
pub const REWARD_NAMES: [&str; 6] = [
    "1 virtue and 3 silver",
    "1 virtue and 2 wood",
    "1 virtue and 2 stone",
    "1 virtue and 1 building card",
    "2 virtue",
    "1 virtue and 1 gold",
];

/// Cathedral levels 1..5 (spec §5.5): spaces and end VP (index = level).
pub const CATHEDRAL_SPACES: [u8; 6] = [0, 3, 3, 2, 2, 1];
pub const CATHEDRAL_VP: [i64; 6] = [0, 2, 4, 7, 12, 20];

/// Virtue track VP (spec §5.6).
pub const VIRTUE_VP: [i64; 15] = [-9, -8, -7, -5, -3, -1, 0, 0, 0, 0, 1, 2, 3, 5, 7];

/// Taxes ignored at a virtue (AWK-9.3).
pub const fn evasion(virtue: u8) -> u8 {
    match virtue {
        0 | 1 => 2,
        2 | 3 => 1,
        _ => 0,
    }
}

/// The large-circle locations (AWK-4.1).
pub const LOCATIONS: usize = 9;
pub const QUARRY: usize = 0;
pub const FOREST: usize = 1;
pub const MINES: usize = 2;
pub const SILVERSMITH: usize = 3;
pub const STOREHOUSE: usize = 4;
pub const WORKSHOP: usize = 5;
pub const TOWN_CENTRE: usize = 6;
pub const TAX_STAND: usize = 7;
pub const GUARDHOUSE: usize = 8;
pub const LOCATION_NAMES: [&str; 9] = [
    "Quarry",
    "Forest",
    "Mines",
    "Silversmith",
    "King's Storehouse",
    "Workshop",
    "Town Centre",
    "Tax Stand",
    "Guardhouse",
];

/// Starting silver by seat from the start player (AWK-2.11).
pub const START_SILVER: [u16; 5] = [3, 4, 5, 6, 7];
/// Goods and silver are unlimited (AWK-1.1), but the game keeps at most this much of each good
/// and of silver a player, and of silver on the Tax Stand: what a gain would add beyond is not
/// taken (ruling in `docs/rulings.md`), and `validate` refuses more (and it bounds starting
/// silver), so that no sum overflows. Only a player who takes back one worker and places it
/// again at the same location turn after turn gets there.
pub const MOST: u16 = 5000;
/// Workers per player (AWK-2.8).
pub const WORKERS: u8 = 20;

/// Debts are unlimited (AWK-1.1, SEED p5: multiplier cards stand in when the 22 cards run out).
/// The game keeps at most this many unpaid and this many paid debts per player: a debt taken
/// beyond it is not recorded, and a debt is not paid off beyond it (ruling in `docs/rulings.md`).
/// A player reaches it only after 100 debts, each a lost virtue point at 0, a reset, a release
/// in debt or the Betting House, and 100 paid ones cost 100 Guardhouse actions and 400 silver.
pub const DEBTS_MOST: u8 = 100;
/// Hand limit (AWK-3.6).
pub const HAND_LIMIT: u32 = 6;
/// Apprentice limit (AWK-18.2).
pub const APPRENTICE_LIMIT: u32 = 5;

/// A variable player board, side 2 (AWK-21, spec §5.8). Source on every row: BGA
/// `material.inc.php` (`asymetricStart`: Prison workers, silver, virtue, extra items) and
/// `modules/archelper.js` (`bosses`: name and ability), ART `img/PlayerBoards.png` (each board
/// checked); the five promo boards are listed by EPB.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    pub name: &'static str,
    /// A promo board (AWK-22.4): dealt or chosen only with the option `promo_boards`.
    pub promo: bool,
    /// Own workers starting in the Prison (taken from the 20).
    pub prison: u8,
    pub silver: u16,
    pub virtue: u8,
    /// Building cards drawn after the draft (AWK-21.2).
    pub cards: u8,
    /// Unpaid debts at the start.
    pub debts: u8,
    /// Clay, wood, stone, gold, marble at the start.
    pub resources: [u8; 5],
    /// The ability, in a player's words.
    pub ability: &'static str,
}

const fn board(
    name: &'static str,
    promo: bool,
    (prison, silver, virtue): (u8, u16, u8),
    (cards, debts, resources): (u8, u8, [u8; 5]),
    ability: &'static str,
) -> Board {
    Board {
        name,
        promo,
        prison,
        silver,
        virtue,
        cards,
        debts,
        resources,
        ability,
    }
}

/// Board indices (the order of §5.8).
pub const THERESE: u8 = 0;
pub const CAROLINE: u8 = 1;
pub const ADA: u8 = 2;
pub const FREDERICK: u8 = 3;
pub const RUDOLF: u8 = 4;
pub const LOTHAIRE: u8 = 5;
pub const HUGO: u8 = 6;
pub const CLOVIS: u8 = 7;
pub const FARA: u8 = 8;
pub const BERTHA: u8 = 9;

/// The ten variable boards, the five of the base game first (§5.8; BGA/ART, promo list EPB).
pub const BOARDS: [Board; 10] = [
    // BGA/ART
    board(
        "Therese",
        false,
        (4, 5, 5),
        (1, 0, [0; 5]),
        "gold and marble are one resource for her: she pays either for the other, and counts \
         them together",
    ),
    // BGA/ART
    board(
        "Caroline",
        false,
        (8, 10, 3),
        (0, 1, [0, 0, 0, 0, 1]),
        "draws 1 building card on every Black Market action",
    ),
    // BGA/ART
    board(
        "Ada",
        false,
        (0, 0, 11),
        (1, 0, [0, 0, 0, 1, 0]),
        "ignores 1 tax more on every payment",
    ),
    // BGA/ART
    board(
        "Frederick",
        false,
        (0, 4, 7),
        (0, 0, [0, 0, 1, 0, 0]),
        "advances on the Cathedral without discarding a building card, and needs none in hand",
    ),
    // BGA/ART
    board(
        "Rudolf",
        false,
        (0, 3, 9),
        (0, 0, [0, 1, 0, 0, 0]),
        "hires at the Workshop for 1 silver less (never the tax) and may hold 6 apprentices",
    ),
    // BGA/ART, EPB
    board(
        "Lothaire",
        true,
        (6, 6, 4),
        (0, 0, [2, 0, 0, 0, 0]),
        "pays 1 wood or 1 stone less for a building or a Cathedral level",
    ),
    // BGA/ART, EPB
    board(
        "Hugo",
        true,
        (10, 12, 2),
        (2, 0, [0; 5]),
        "pays 2 silver instead of taking a debt, whenever he has them",
    ),
    // BGA/ART, EPB
    board(
        "Clovis",
        true,
        (0, 1, 10),
        (0, 0, [1, 0, 0, 0, 1]),
        "draws 1 building card after each building he constructs",
    ),
    // BGA/ART, EPB
    board(
        "Fara",
        true,
        (2, 5, 6),
        (0, 0, [0, 1, 1, 0, 0]),
        "at each Black Market reset, 1 of her workers leaves the Prison for her supply",
    ),
    // BGA/ART, EPB
    board(
        "Bertha",
        true,
        (0, 3, 8),
        (1, 0, [0; 5]),
        "gains 2 silver more when she sends captured workers to the Prison at the Guardhouse",
    ),
];
