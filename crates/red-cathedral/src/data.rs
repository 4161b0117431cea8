//! The component data: score track, resource tiles, workshop, workshop tiles, cathedral cards,
//! plan cards and influence cards. Most of it is printed only on the components, so it ships as
//! a labelled reconstruction, `data/reconstructed.toml`, embedded at build time; every row says
//! whether it is from the rulebook (`seed`), a public source (`source`) or a proposal
//! (`reconstructed`). [`Data::parse`] checks a file and names file and line of what is wrong.

use std::sync::{Mutex, OnceLock};

use serde::Deserialize;

use crate::types::{Die, Material, Ornament, Resource, SectionKind};

/// The embedded data file.
pub const EMBEDDED: &str = include_str!("../data/reconstructed.toml");
/// Its name, for messages.
pub const EMBEDDED_FILE: &str = "data/reconstructed.toml";

/// FNV-1a of the embedded file, at compile time.
const fn fnv(bytes: &[u8]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    let mut i = 0;
    while i < bytes.len() {
        h ^= bytes[i] as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
        i += 1;
    }
    h
}

const HASH: u64 = fnv(EMBEDDED.as_bytes());

const fn hex_id() -> [u8; 30] {
    let mut out = *b"reconstructed-0000000000000000";
    let digits = b"0123456789abcdef";
    let mut i = 0;
    while i < 16 {
        out[14 + i] = digits[((HASH >> (60 - 4 * i)) & 0xf) as usize];
        i += 1;
    }
    out
}

const ID_BYTES: [u8; 30] = hex_id();

/// The data's name and hash as a record stores it (option `data`): a replay with other data
/// is refused by this name.
pub const DATA_ID: &str = match std::str::from_utf8(&ID_BYTES) {
    Ok(s) => s,
    Err(_) => panic!("the data id is ASCII"),
};

/// Most towers of any plan, most cards in a tower.
pub const MAX_TOWERS: usize = 6;
pub const MAX_HEIGHT: usize = 6;

/// Where a value comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Seed,
    Source,
    Reconstructed,
}

/// A resource tile: what it gives per die.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResourceTile {
    pub id: &'static str,
    pub gives: Resource,
    pub amount: u8,
    pub status: Status,
}

/// What a workshop tile gives when placed face up or activated (RC-13.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TileGain {
    /// The resource of the space where this die stands, amount a.
    Die(Die),
    Rubles(u8),
    Recognition(u8),
    Material(Material, u8),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WorkshopTile {
    pub id: &'static str,
    pub gain: TileGain,
    /// Only in games of 3 or 4 players.
    pub three_four: bool,
    pub status: Status,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Section {
    pub id: &'static str,
    pub kind: SectionKind,
    /// Units of each material (supply order).
    pub cost: [u8; 6],
    pub recognition: u8,
    pub rubles: u8,
    pub status: Status,
}

impl Section {
    pub fn units(&self) -> u8 {
        crate::state::total(&self.cost)
    }

    /// The card in a player's words: its cost and reward, e.g. "base: 2 wood, 1 brick; 3
    /// recognition".
    pub fn text(&self) -> String {
        let cost: Vec<String> = Material::ALL
            .iter()
            .filter(|&&m| self.cost[m as usize] > 0)
            .map(|&m| format!("{} {}", self.cost[m as usize], m.name()))
            .collect();
        let rubles = match self.rubles {
            0 => String::new(),
            1 => ", 1 ruble".into(),
            n => format!(", {n} rubles"),
        };
        format!(
            "{}: {}; {} recognition{rubles}",
            self.kind.name(),
            cost.join(", "),
            self.recognition
        )
    }
}

impl WorkshopTile {
    /// What the tile gives, in a player's words.
    pub fn text(&self) -> String {
        match self.gain {
            TileGain::Die(d) => format!("the resource where the {} die stands", d.name()),
            TileGain::Rubles(1) => "1 ruble".into(),
            TileGain::Rubles(n) => format!("{n} rubles"),
            TileGain::Recognition(n) => format!("{n} recognition"),
            TileGain::Material(m, n) => format!("{n} {}", m.name()),
        }
    }
}

/// "1 ruble", "3 rubles".
pub fn rubles(n: impl Into<u16>) -> String {
    match n.into() {
        1 => "1 ruble".into(),
        n => format!("{n} rubles"),
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    pub id: &'static str,
    pub players: u8,
    pub heights: Vec<u8>,
    pub status: Status,
}

/// How the materials of an influence action are given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GiveKind {
    /// One unit at a time, any kinds.
    Any,
    /// All of one kind.
    Same,
    /// All of different kinds.
    Different,
    Only(Material),
}

/// How gained materials are chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GainKind {
    Choice,
    Only(Material),
}

/// One action of an influence card (table 3.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InfluenceAction {
    pub id: &'static str,
    pub text: &'static str,
    pub pay_rubles: u8,
    pub give: u8,
    pub give_kind: GiveKind,
    pub gain_rubles: u8,
    pub gain_recognition: u8,
    pub gain_prestige: u8,
    pub gain: u8,
    pub gain_kind: GainKind,
    pub deliver: u8,
    pub swap_tiles: bool,
    pub requires_set: bool,
    /// Infinity symbol: may be repeated in a row (RC-12.3).
    pub repeat: bool,
    pub bot_recognition: u8,
    pub status: Status,
}

/// The four influence groups (RC-3.5).
pub const GROUPS: [&str; 4] = ["craftsmen", "carters", "merchants", "clergy"];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InfluenceCard {
    pub id: &'static str,
    pub group: u8,
    pub first_game: bool,
    pub actions: [InfluenceAction; 2],
    pub status: Status,
}

/// Every table of one edition's data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Data {
    pub edition: String,
    /// The data's name and hash (option `data`).
    pub id: String,
    pub positions_per_lap: u16,
    /// Track positions of prestige 1..40 within one lap.
    pub prestige: [u16; 40],
    pub track_status: Status,
    pub supply: [u8; 6],
    /// Indexed by [`Resource::index`].
    pub resource_tiles: [ResourceTile; 8],
    pub basic_price: [u8; 6],
    pub advanced_price: u8,
    pub unlocks: [Option<Ornament>; 6],
    pub workshop_tiles: Vec<WorkshopTile>,
    /// Bases, middle sections, domes, each in file order.
    pub sections: Vec<Section>,
    pub plans: Vec<Plan>,
    pub influence: Vec<InfluenceCard>,
}

impl Data {
    /// Every card and tile by the id the view gives it, with its name and what it does.
    pub fn terms(&self) -> Vec<cathedra_core::Term> {
        use cathedra_core::Term;
        let mut terms = Vec::new();
        // A card has no printed name: players name it by what it is, costs and pays.
        for c in &self.sections {
            terms.push(Term::new(c.id, capitalised(&c.text()), c.text()));
        }
        for t in &self.workshop_tiles {
            terms.push(Term::new(
                t.id,
                format!("Workshop tile: {}", t.text()),
                format!(
                    "On a workshop face up, or when activated, gives {}.",
                    t.text()
                ),
            ));
        }
        for c in &self.influence {
            let group = GROUPS
                .get(usize::from(c.group))
                .copied()
                .unwrap_or("influence");
            // Two cards of a group may share one of their actions: both name each.
            terms.push(Term::new(
                c.id,
                capitalised(&format!(
                    "{group} card: {}, or {}",
                    c.actions[0].text, c.actions[1].text
                )),
                format!(
                    "Influence of the {group}: {} — or {}.",
                    c.actions[0].text, c.actions[1].text
                ),
            ));
        }
        for t in &self.resource_tiles {
            terms.push(Term::new(
                t.id,
                format!("{} {}", t.amount, t.gives.name()),
                format!(
                    "Resource tile: each die on its market space takes {} {}.",
                    t.amount,
                    t.gives.name()
                ),
            ));
        }
        terms
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A problem with a data file: the file, the line and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataError {
    pub file: String,
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for DataError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{}, line {}: {}", self.file, self.line, self.message)
        }
    }
}

impl std::error::Error for DataError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    edition: String,
    track: RawTrack,
    supply: RawSupply,
    resource_tile: Vec<RawResourceTile>,
    workshop: RawWorkshop,
    workshop_tile: Vec<RawWorkshopTile>,
    section: Vec<RawSection>,
    plan: Vec<RawPlan>,
    influence: Vec<RawInfluence>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTrack {
    status: Status,
    positions_per_lap: u16,
    prestige: Vec<u16>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSupply {
    #[allow(dead_code)]
    status: Status,
    wood: u8,
    brick: u8,
    stone: u8,
    gold: u8,
    emerald: u8,
    amethyst: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawResourceTile {
    id: String,
    gives: String,
    amount: u8,
    status: Status,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWorkshop {
    basic_price: Vec<u8>,
    #[allow(dead_code)]
    basic_price_status: Vec<Status>,
    advanced_price: u8,
    #[allow(dead_code)]
    advanced_price_status: Status,
    unlocks: Vec<String>,
    #[allow(dead_code)]
    unlocks_status: Vec<Status>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWorkshopTile {
    id: String,
    die: Option<String>,
    rubles: Option<u8>,
    recognition: Option<u8>,
    material: Option<String>,
    amount: Option<u8>,
    players: Option<String>,
    status: Status,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSection {
    id: String,
    kind: String,
    cost: String,
    recognition: u8,
    #[serde(default)]
    rubles: u8,
    status: Status,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlan {
    id: String,
    players: u8,
    heights: Vec<u8>,
    status: Status,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawInfluence {
    id: String,
    group: String,
    #[serde(default)]
    first_game: bool,
    status: Status,
    actions: Vec<RawAction>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAction {
    id: String,
    text: String,
    #[serde(default)]
    pay_rubles: u8,
    #[serde(default)]
    give: u8,
    give_kind: Option<String>,
    #[serde(default)]
    gain_rubles: u8,
    #[serde(default)]
    gain_recognition: u8,
    #[serde(default)]
    gain_prestige: u8,
    #[serde(default)]
    gain: u8,
    gain_kind: Option<String>,
    #[serde(default)]
    deliver: u8,
    #[serde(default)]
    swap_tiles: bool,
    #[serde(default)]
    requires_set: bool,
    symbol: String,
    #[serde(default)]
    bot_recognition: u8,
    status: Status,
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// The data a game is played with: a pointer to data parsed once (never freed), so the state
/// stays small and cloning it allocates nothing; written in a state as the data's id.
#[derive(Clone, Copy)]
pub struct DataRef(pub &'static Data);

impl DataRef {
    pub fn embedded() -> DataRef {
        DataRef(Data::get())
    }
}

impl PartialEq for DataRef {
    fn eq(&self, other: &DataRef) -> bool {
        std::ptr::eq(self.0, other.0) || self.0.id == other.0.id
    }
}

impl Eq for DataRef {}

impl std::fmt::Debug for DataRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "DataRef({})", self.0.id)
    }
}

impl serde::Serialize for DataRef {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0.id)
    }
}

impl<'de> Deserialize<'de> for DataRef {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<DataRef, D::Error> {
        let id = String::deserialize(d)?;
        Data::by_id(&id).map(DataRef).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "card data '{id}' is neither the built-in '{DATA_ID}' nor a loaded file"
            ))
        })
    }
}

/// Data files loaded with `--option data=FILE`, once per distinct content (by id, which holds
/// the content's hash): each is leaked once into a `&'static Data`, so a state holds a pointer
/// and playouts never allocate. A process loads a handful of files at most.
static LOADED: Mutex<Vec<&'static Data>> = Mutex::new(Vec::new());

/// The id (name and hash) of a data file's text.
pub fn data_id(text: &str) -> String {
    format!("{}-{:016x}", "reconstructed", fnv(text.as_bytes()))
}

impl Data {
    /// The data of an id: the embedded data or a file loaded in this process.
    pub fn by_id(id: &str) -> Option<&'static Data> {
        if id == DATA_ID {
            return Some(Data::get());
        }
        let loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
        loaded.iter().copied().find(|d| d.id == id)
    }

    /// Reads and checks a data file, once per distinct content.
    pub fn load(path: &str) -> Result<&'static Data, DataError> {
        let text = std::fs::read_to_string(path).map_err(|e| DataError {
            file: path.to_string(),
            line: 0,
            message: format!("cannot be read: {e}"),
        })?;
        let id = data_id(&text);
        if let Some(d) = Data::by_id(&id) {
            return Ok(d);
        }
        let data: &'static Data = Box::leak(Box::new(Data::parse(&text, path)?));
        let mut loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(d) = loaded.iter().copied().find(|d| d.id == id) {
            return Ok(d);
        }
        loaded.push(data);
        Ok(data)
    }

    /// The embedded data, parsed once.
    pub fn get() -> &'static Data {
        static DATA: OnceLock<Data> = OnceLock::new();
        DATA.get_or_init(|| match Data::parse(EMBEDDED, EMBEDDED_FILE) {
            Ok(d) => d,
            Err(e) => panic!("the embedded data file is checked by the tests: {e}"),
        })
    }

    /// Parses and checks a data file. Text is leaked into `'static` strings, so parse a file
    /// once per process.
    pub fn parse(text: &str, file: &str) -> Result<Data, DataError> {
        let err_at = |needle: &str, message: String| {
            let line = text
                .lines()
                .position(|l| l.contains(needle))
                .map_or(0, |i| i + 1);
            DataError {
                file: file.to_string(),
                line,
                message,
            }
        };
        let id_err = |id: &str, message: String| err_at(&format!("\"{id}\""), message);
        let raw: RawFile = toml::from_str(text).map_err(|e| {
            let line = e.span().map_or(0, |s| {
                text[..s.start.min(text.len())].lines().count().max(1)
            });
            DataError {
                file: file.to_string(),
                line,
                message: e.message().to_string(),
            }
        })?;

        // Track.
        let t = &raw.track;
        if t.prestige.len() != 40 {
            return Err(err_at(
                "prestige =",
                format!(
                    "the track needs 40 prestige spaces, not {}",
                    t.prestige.len()
                ),
            ));
        }
        let mut prestige = [0u16; 40];
        for (i, &p) in t.prestige.iter().enumerate() {
            if p == 0 || p >= t.positions_per_lap || (i > 0 && p <= prestige[i - 1]) {
                return Err(err_at(
                    "prestige =",
                    format!(
                        "prestige space {} at position {p}: positions must rise, start above 0 \
                         and stay below positions_per_lap ({})",
                        i + 1,
                        t.positions_per_lap
                    ),
                ));
            }
            prestige[i] = p;
        }
        if t.positions_per_lap > 1000 {
            return Err(err_at(
                "positions_per_lap",
                "a lap of more than 1000 positions".into(),
            ));
        }
        let s = &raw.supply;
        let supply = [s.wood, s.brick, s.stone, s.gold, s.emerald, s.amethyst];
        if supply.iter().any(|&n| n == 0 || n > 60) {
            return Err(err_at(
                "[supply]",
                "each material needs 1 to 60 pieces".into(),
            ));
        }

        // Resource tiles: one per resource.
        let mut tiles: [Option<ResourceTile>; 8] = [None; 8];
        for r in &raw.resource_tile {
            let gives = Resource::parse(&r.gives).ok_or_else(|| {
                id_err(
                    &r.id,
                    format!("unknown resource '{}' on tile {}", r.gives, r.id),
                )
            })?;
            if r.amount == 0 || r.amount > 6 {
                return Err(id_err(
                    &r.id,
                    format!("tile {} gives 1 to 6 per die, not {}", r.id, r.amount),
                ));
            }
            let slot = &mut tiles[gives.index()];
            if slot.is_some() {
                return Err(id_err(
                    &r.id,
                    format!("a second resource tile for {}", r.gives),
                ));
            }
            *slot = Some(ResourceTile {
                id: leak(r.id.clone()),
                gives,
                amount: r.amount,
                status: r.status,
            });
        }
        let mut resource_tiles = Vec::with_capacity(8);
        for (i, t) in tiles.iter().enumerate() {
            match t {
                Some(t) => resource_tiles.push(*t),
                None => {
                    return Err(err_at(
                        "[[resource_tile]]",
                        format!(
                            "no resource tile for {}",
                            Resource::from_index(i).map_or("?", Resource::name)
                        ),
                    ))
                }
            }
        }
        let resource_tiles: [ResourceTile; 8] = resource_tiles
            .try_into()
            .map_err(|_| err_at("[[resource_tile]]", "8 resource tiles".into()))?;

        // Workshop.
        let w = &raw.workshop;
        let basic_price: [u8; 6] = w.basic_price.clone().try_into().map_err(|_| {
            err_at(
                "basic_price",
                "six basic prices (white 1, white 2, yellow, red, blue, green)".into(),
            )
        })?;
        let mut unlocks = [None; 6];
        if w.unlocks.len() != 6 {
            return Err(err_at("unlocks =", "six workshop links".into()));
        }
        for (i, u) in w.unlocks.iter().enumerate() {
            unlocks[i] =
                match u.as_str() {
                    "none" => None,
                    other => Some(Ornament::parse(other).ok_or_else(|| {
                        err_at("unlocks =", format!("unknown ornament '{other}'"))
                    })?),
                };
        }
        if unlocks[0].is_some() || unlocks[1].is_some() {
            return Err(err_at(
                "unlocks =",
                "white workshops unlock nothing (RC-13.5)".into(),
            ));
        }
        for o in Ornament::ALL {
            let n = unlocks.iter().filter(|u| **u == Some(o)).count();
            if n != usize::from(o.owned()) {
                return Err(err_at(
                    "unlocks =",
                    format!(
                        "the coloured workshops must unlock each ornament once (two arches), \
                         but the {} is linked {n} times",
                        o.name()
                    ),
                ));
            }
        }

        // Workshop tiles.
        let mut workshop_tiles = Vec::new();
        for t in &raw.workshop_tile {
            let given = [
                t.die.is_some(),
                t.rubles.is_some(),
                t.recognition.is_some(),
                t.material.is_some(),
            ];
            if given.iter().filter(|g| **g).count() != 1 {
                return Err(id_err(
                    &t.id,
                    format!(
                        "workshop tile {} needs exactly one of die, rubles, recognition, material",
                        t.id
                    ),
                ));
            }
            let positive = |n: u8, what: &str| {
                if n == 0 || n > 6 {
                    Err(id_err(
                        &t.id,
                        format!("workshop tile {}: {what} must be 1 to 6", t.id),
                    ))
                } else {
                    Ok(n)
                }
            };
            let gain = if let Some(d) = &t.die {
                TileGain::Die(Die::parse(d).ok_or_else(|| {
                    id_err(&t.id, format!("workshop tile {}: unknown die '{d}'", t.id))
                })?)
            } else if let Some(n) = t.rubles {
                TileGain::Rubles(positive(n, "rubles")?)
            } else if let Some(n) = t.recognition {
                TileGain::Recognition(positive(n, "recognition")?)
            } else {
                let m = t.material.as_deref().unwrap_or_default();
                let m = Material::parse(m).ok_or_else(|| {
                    id_err(
                        &t.id,
                        format!("workshop tile {}: unknown material '{m}'", t.id),
                    )
                })?;
                TileGain::Material(m, positive(t.amount.unwrap_or(1), "amount")?)
            };
            if t.amount.is_some() && t.material.is_none() {
                return Err(id_err(
                    &t.id,
                    format!("workshop tile {}: amount without material", t.id),
                ));
            }
            let three_four = match t.players.as_deref() {
                None | Some("all") => false,
                Some("3-4") => true,
                Some(other) => {
                    return Err(id_err(
                        &t.id,
                        format!(
                            "workshop tile {}: players is \"all\" or \"3-4\", not \"{other}\"",
                            t.id
                        ),
                    ))
                }
            };
            workshop_tiles.push(WorkshopTile {
                id: leak(t.id.clone()),
                gain,
                three_four,
                status: t.status,
            });
        }
        if workshop_tiles.len() > 32 {
            return Err(err_at(
                "[[workshop_tile]]",
                "at most 32 workshop tiles".into(),
            ));
        }
        for d in Die::ALL {
            if !workshop_tiles
                .iter()
                .any(|t| t.three_four && t.gain == TileGain::Die(d))
            {
                return Err(err_at(
                    "[[workshop_tile]]",
                    format!(
                        "the 3-4 player tiles need a {} die tile (the solo game uses them, RC-15.1)",
                        d.name()
                    ),
                ));
            }
        }

        // Cathedral cards.
        let mut sections = Vec::new();
        for want in [SectionKind::Base, SectionKind::Middle, SectionKind::Dome] {
            for c in &raw.section {
                let kind = match c.kind.as_str() {
                    "base" => SectionKind::Base,
                    "middle" => SectionKind::Middle,
                    "dome" => SectionKind::Dome,
                    other => {
                        return Err(id_err(
                            &c.id,
                            format!("card {}: kind is base, middle or dome, not '{other}'", c.id),
                        ))
                    }
                };
                if kind != want {
                    continue;
                }
                let mut cost = [0u8; 6];
                for ch in c.cost.chars() {
                    let m = match ch {
                        'W' => Material::Wood,
                        'B' => Material::Brick,
                        'S' => Material::Stone,
                        'G' => Material::Gold,
                        'E' => Material::Emerald,
                        'A' => Material::Amethyst,
                        other => {
                            return Err(id_err(
                                &c.id,
                                format!(
                                    "card {}: unknown material letter '{other}' (W B S G E A)",
                                    c.id
                                ),
                            ))
                        }
                    };
                    cost[m as usize] = cost[m as usize].saturating_add(1);
                }
                let units: u16 = cost.iter().map(|&n| u16::from(n)).sum();
                if !(1..=6).contains(&units) {
                    return Err(id_err(
                        &c.id,
                        format!("card {} must cost 1 to 6 materials", c.id),
                    ));
                }
                if sections.iter().any(|s: &Section| s.id == c.id) {
                    return Err(id_err(&c.id, format!("card {} twice", c.id)));
                }
                sections.push(Section {
                    id: leak(c.id.clone()),
                    kind,
                    cost,
                    recognition: c.recognition,
                    rubles: c.rubles,
                    status: c.status,
                });
            }
        }
        let count = |k| sections.iter().filter(|s| s.kind == k).count();
        for (k, n) in [
            (SectionKind::Base, 10),
            (SectionKind::Middle, 20),
            (SectionKind::Dome, 10),
        ] {
            if count(k) != n {
                return Err(err_at(
                    "[[section]]",
                    format!(
                        "{n} cards of kind {} are needed, the file has {}",
                        k.name(),
                        count(k)
                    ),
                ));
            }
        }

        // Plans.
        let mut plans = Vec::new();
        for p in &raw.plan {
            let towers = match p.players {
                2 => 4,
                3 => 5,
                4 => 6,
                n => {
                    return Err(id_err(
                        &p.id,
                        format!("plan {}: players 2, 3 or 4, not {n}", p.id),
                    ))
                }
            };
            if p.heights.len() != towers {
                return Err(id_err(
                    &p.id,
                    format!(
                        "plan {}: {towers} towers with {} players (RC-3.8)",
                        p.id, p.players
                    ),
                ));
            }
            if p.heights
                .iter()
                .any(|&h| !(2..=MAX_HEIGHT as u8).contains(&h))
            {
                return Err(id_err(
                    &p.id,
                    format!(
                        "plan {}: a tower has 2 to {MAX_HEIGHT} cards (base and dome)",
                        p.id
                    ),
                ));
            }
            let middles: u32 = p.heights.iter().map(|&h| u32::from(h) - 2).sum();
            if middles > 20 {
                return Err(id_err(
                    &p.id,
                    format!("plan {}: more than 20 middle sections", p.id),
                ));
            }
            plans.push(Plan {
                id: leak(p.id.clone()),
                players: p.players,
                heights: p.heights.clone(),
                status: p.status,
            });
        }
        for n in 2..=4 {
            if !plans.iter().any(|p| p.players == n) {
                return Err(err_at("[[plan]]", format!("no plan card for {n} players")));
            }
        }
        if plans.len() > 16 {
            return Err(err_at("[[plan]]", "at most 16 plan cards".into()));
        }
        let tiles_for = |n: u8| {
            workshop_tiles
                .iter()
                .filter(|t| n >= 3 || !t.three_four)
                .count()
        };
        for p in &plans {
            let cards: usize = p.heights.iter().map(|&h| usize::from(h)).sum();
            let have = tiles_for(p.players);
            if have < cards {
                return Err(id_err(
                    p.id,
                    format!("plan {} has {cards} cards but only {have} workshop tiles fit its player count", p.id),
                ));
            }
        }

        // Influence cards.
        let mut influence = Vec::new();
        for c in &raw.influence {
            let group = GROUPS.iter().position(|g| *g == c.group).ok_or_else(|| {
                id_err(
                    &c.id,
                    format!("influence card {}: unknown group '{}'", c.id, c.group),
                )
            })? as u8;
            if c.actions.len() != 2 {
                return Err(id_err(
                    &c.id,
                    format!("influence card {} needs two actions", c.id),
                ));
            }
            let mut actions = Vec::with_capacity(2);
            for a in &c.actions {
                actions.push(parse_action(a).map_err(|m| id_err(&a.id, m))?);
            }
            influence.push(InfluenceCard {
                id: leak(c.id.clone()),
                group,
                first_game: c.first_game,
                actions: [actions[0], actions[1]],
                status: c.status,
            });
        }
        for (g, name) in GROUPS.iter().enumerate() {
            let cards = influence
                .iter()
                .filter(|c| usize::from(c.group) == g)
                .count();
            if cards == 0 {
                return Err(err_at(
                    "[[influence]]",
                    format!("no influence card of the {name}"),
                ));
            }
            let first = influence
                .iter()
                .filter(|c| usize::from(c.group) == g && c.first_game)
                .count();
            if first != 1 {
                return Err(err_at(
                    "[[influence]]",
                    format!("the {name} need exactly one first-game card, not {first}"),
                ));
            }
        }
        if influence.len() > 16 {
            return Err(err_at("[[influence]]", "at most 16 influence cards".into()));
        }

        Ok(Data {
            edition: raw.edition,
            id: data_id(text),
            positions_per_lap: t.positions_per_lap,
            prestige,
            track_status: t.status,
            supply,
            resource_tiles,
            basic_price,
            advanced_price: w.advanced_price,
            unlocks,
            workshop_tiles,
            sections,
            plans,
            influence,
        })
    }

    pub fn tile_amount(&self, r: Resource) -> u8 {
        self.resource_tiles[r.index()].amount
    }

    /// Index of the first card of each kind in `sections`, and one past the last.
    pub fn kind_range(&self, kind: SectionKind) -> std::ops::Range<usize> {
        let bases = self
            .sections
            .iter()
            .filter(|s| s.kind == SectionKind::Base)
            .count();
        let middles = self
            .sections
            .iter()
            .filter(|s| s.kind == SectionKind::Middle)
            .count();
        match kind {
            SectionKind::Base => 0..bases,
            SectionKind::Middle => bases..bases + middles,
            SectionKind::Dome => bases + middles..self.sections.len(),
        }
    }
}

fn parse_action(a: &RawAction) -> Result<InfluenceAction, String> {
    let give_kind = match a.give_kind.as_deref() {
        None if a.give == 0 => GiveKind::Any,
        None => return Err(format!("action {}: give without give_kind", a.id)),
        Some("any") => GiveKind::Any,
        Some("same") => GiveKind::Same,
        Some("different") => GiveKind::Different,
        Some(m) => GiveKind::Only(
            Material::parse(m)
                .ok_or_else(|| format!("action {}: unknown give_kind '{m}'", a.id))?,
        ),
    };
    let gain_kind = match a.gain_kind.as_deref() {
        None if a.gain == 0 => GainKind::Choice,
        None => return Err(format!("action {}: gain without gain_kind", a.id)),
        Some("choice") => GainKind::Choice,
        Some(m) => GainKind::Only(
            Material::parse(m)
                .ok_or_else(|| format!("action {}: unknown gain_kind '{m}'", a.id))?,
        ),
    };
    let repeat = match a.symbol.as_str() {
        "once" => false,
        "repeat" => true,
        other => {
            return Err(format!(
                "action {}: symbol is once or repeat, not '{other}'",
                a.id
            ))
        }
    };
    if a.give > 6 || a.gain > 6 || a.deliver > 3 {
        return Err(format!(
            "action {}: at most 6 given, 6 gained, 3 delivered",
            a.id
        ));
    }
    if give_kind == GiveKind::Different && a.give > 6 {
        return Err(format!("action {}: more different kinds than exist", a.id));
    }
    let gains = [
        a.gain_rubles,
        a.gain_recognition,
        a.gain_prestige,
        a.gain,
        a.deliver,
    ]
    .iter()
    .any(|&n| n > 0);
    if !gains && !a.swap_tiles {
        return Err(format!("action {}: the action gains nothing", a.id));
    }
    if a.deliver > 0 && (a.gain > 0 || a.give > 0 || a.swap_tiles) {
        return Err(format!(
            "action {}: a delivery action only pays rubles",
            a.id
        ));
    }
    if a.repeat_unbounded() {
        return Err(format!(
            "action {}: a repeatable action must cost rubles or materials, or it never ends",
            a.id
        ));
    }
    Ok(InfluenceAction {
        id: leak(a.id.clone()),
        text: leak(a.text.clone()),
        pay_rubles: a.pay_rubles,
        give: a.give,
        give_kind,
        gain_rubles: a.gain_rubles,
        gain_recognition: a.gain_recognition,
        gain_prestige: a.gain_prestige,
        gain: a.gain,
        gain_kind,
        deliver: a.deliver,
        swap_tiles: a.swap_tiles,
        requires_set: a.requires_set,
        repeat,
        bot_recognition: a.bot_recognition,
        status: a.status,
    })
}

impl RawAction {
    /// A repeatable action that costs nothing, or whose materials come back (give n, gain ≥ n).
    fn repeat_unbounded(&self) -> bool {
        self.symbol == "repeat"
            && self.pay_rubles == 0
            && (self.give == 0 || self.gain >= self.give)
    }
}
