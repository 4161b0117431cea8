//! The game's own terms: materials, resources, dice, workshop spaces, ornaments.

use serde::{Deserialize, Serialize};

/// A material (table 3.2), in supply order: wood, brick, stone, gold, emerald, amethyst.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Material {
    Wood,
    Brick,
    Stone,
    Gold,
    Emerald,
    Amethyst,
}

impl Material {
    pub const ALL: [Material; 6] = [
        Material::Wood,
        Material::Brick,
        Material::Stone,
        Material::Gold,
        Material::Emerald,
        Material::Amethyst,
    ];

    pub fn from_index(i: usize) -> Option<Material> {
        Material::ALL.get(i).copied()
    }

    pub fn name(self) -> &'static str {
        ["wood", "brick", "stone", "gold", "emerald", "amethyst"][self as usize]
    }

    pub fn parse(s: &str) -> Option<Material> {
        Material::ALL.into_iter().find(|m| m.name() == s)
    }

    pub fn is_jewel(self) -> bool {
        matches!(self, Material::Emerald | Material::Amethyst)
    }
}

/// What a resource tile gives: a material, rubles or recognition (table 3.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    Material(Material),
    Rubles,
    Recognition,
}

impl Resource {
    /// Tiles' order: the six materials, rubles, recognition.
    pub fn index(self) -> usize {
        match self {
            Resource::Material(m) => m as usize,
            Resource::Rubles => 6,
            Resource::Recognition => 7,
        }
    }

    pub fn from_index(i: usize) -> Option<Resource> {
        match i {
            0..=5 => Material::from_index(i).map(Resource::Material),
            6 => Some(Resource::Rubles),
            7 => Some(Resource::Recognition),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Resource::Material(m) => m.name(),
            Resource::Rubles => "rubles",
            Resource::Recognition => "recognition",
        }
    }

    pub fn parse(s: &str) -> Option<Resource> {
        (0..8)
            .filter_map(Resource::from_index)
            .find(|r| r.name() == s)
    }
}

/// A die (table 3.4): white and the four player colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Die {
    White,
    Yellow,
    Red,
    Blue,
    Green,
}

impl Die {
    pub const ALL: [Die; 5] = [Die::White, Die::Yellow, Die::Red, Die::Blue, Die::Green];

    pub fn from_index(i: usize) -> Option<Die> {
        Die::ALL.get(i).copied()
    }

    pub fn name(self) -> &'static str {
        ["white", "yellow", "red", "blue", "green"][self as usize]
    }

    pub fn parse(s: &str) -> Option<Die> {
        Die::ALL.into_iter().find(|d| d.name() == s)
    }

    /// The die of a participant's colour (yellow, red, blue, green by seat).
    pub fn of_colour(participant: usize) -> Die {
        Die::ALL[1 + participant % 4]
    }
}

/// A workshop space (RC-13.1): two white ones and one per player colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Workshop {
    White1,
    White2,
    Yellow,
    Red,
    Blue,
    Green,
}

impl Workshop {
    pub const ALL: [Workshop; 6] = [
        Workshop::White1,
        Workshop::White2,
        Workshop::Yellow,
        Workshop::Red,
        Workshop::Blue,
        Workshop::Green,
    ];

    pub fn from_index(i: usize) -> Option<Workshop> {
        Workshop::ALL.get(i).copied()
    }

    pub fn name(self) -> &'static str {
        [
            "white workshop 1",
            "white workshop 2",
            "yellow workshop",
            "red workshop",
            "blue workshop",
            "green workshop",
        ][self as usize]
    }

    /// The die that activates this space.
    pub fn die(self) -> Die {
        match self {
            Workshop::White1 | Workshop::White2 => Die::White,
            Workshop::Yellow => Die::Yellow,
            Workshop::Red => Die::Red,
            Workshop::Blue => Die::Blue,
            Workshop::Green => Die::Green,
        }
    }

    pub fn is_white(self) -> bool {
        matches!(self, Workshop::White1 | Workshop::White2)
    }
}

/// An ornament kind (RC-9): door on a base, arch on a middle section, cross on a dome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ornament {
    Door,
    Arch,
    Cross,
}

impl Ornament {
    pub const ALL: [Ornament; 3] = [Ornament::Door, Ornament::Arch, Ornament::Cross];

    pub fn name(self) -> &'static str {
        ["door", "arch", "cross"][self as usize]
    }

    /// The base material of the ornament (RC-9.3).
    pub fn material(self) -> Material {
        match self {
            Ornament::Door => Material::Wood,
            Ornament::Arch => Material::Stone,
            Ornament::Cross => Material::Gold,
        }
    }

    /// How many of this kind each player owns (RC-9.1).
    pub fn owned(self) -> u8 {
        match self {
            Ornament::Arch => 2,
            _ => 1,
        }
    }

    pub fn parse(s: &str) -> Option<Ornament> {
        Ornament::ALL.into_iter().find(|o| o.name() == s)
    }
}

/// A cathedral card's kind (RC-3.9): base, middle section or dome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SectionKind {
    Base,
    Middle,
    Dome,
}

impl SectionKind {
    /// The ornament that decorates this kind (RC-9.2).
    pub fn ornament(self) -> Ornament {
        match self {
            SectionKind::Base => Ornament::Door,
            SectionKind::Middle => Ornament::Arch,
            SectionKind::Dome => Ornament::Cross,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            SectionKind::Base => "base",
            SectionKind::Middle => "middle section",
            SectionKind::Dome => "dome",
        }
    }
}

/// The jewels added to an ornament (RC-9.3): none, one or two of emerald/amethyst.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Jewels {
    None,
    Emerald,
    Amethyst,
    TwoEmeralds,
    TwoAmethysts,
    EmeraldAmethyst,
}

impl Jewels {
    pub const ALL: [Jewels; 6] = [
        Jewels::None,
        Jewels::Emerald,
        Jewels::Amethyst,
        Jewels::TwoEmeralds,
        Jewels::TwoAmethysts,
        Jewels::EmeraldAmethyst,
    ];

    /// (emeralds, amethysts).
    pub fn counts(self) -> (u8, u8) {
        match self {
            Jewels::None => (0, 0),
            Jewels::Emerald => (1, 0),
            Jewels::Amethyst => (0, 1),
            Jewels::TwoEmeralds => (2, 0),
            Jewels::TwoAmethysts => (0, 2),
            Jewels::EmeraldAmethyst => (1, 1),
        }
    }

    pub fn units(self) -> u8 {
        let (e, a) = self.counts();
        e + a
    }

    /// Immediate prestige (RC-9.4): 1 per jewel, 3 for two different ones.
    pub fn prestige(self) -> u8 {
        match self {
            Jewels::None => 0,
            Jewels::Emerald | Jewels::Amethyst => 1,
            Jewels::TwoEmeralds | Jewels::TwoAmethysts => 2,
            Jewels::EmeraldAmethyst => 3,
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Jewels::None => "no jewel",
            Jewels::Emerald => "an emerald",
            Jewels::Amethyst => "an amethyst",
            Jewels::TwoEmeralds => "two emeralds",
            Jewels::TwoAmethysts => "two amethysts",
            Jewels::EmeraldAmethyst => "an emerald and an amethyst",
        }
    }
}

/// Where a claiming player takes the banner from (RC-6.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BannerFrom {
    /// An inventory banner place: one more free inventory slot.
    Inventory,
    /// The reserve below the inventory (basic side).
    Reserve,
    /// A white workshop space (advanced side): the space becomes usable.
    White,
}

impl BannerFrom {
    pub const ALL: [BannerFrom; 3] = [
        BannerFrom::Inventory,
        BannerFrom::Reserve,
        BannerFrom::White,
    ];
}

/// The five solo cards (table 3.10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SoloCard {
    Recognition,
    Inventory,
    Delivery,
    Claim,
    Build,
}

impl SoloCard {
    pub const ALL: [SoloCard; 5] = [
        SoloCard::Recognition,
        SoloCard::Inventory,
        SoloCard::Delivery,
        SoloCard::Claim,
        SoloCard::Build,
    ];

    pub fn name(self) -> &'static str {
        ["Recognition", "Inventory", "Delivery", "Claim", "Build"][self as usize]
    }
}
