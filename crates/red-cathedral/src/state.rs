//! The whole state of a game: market, construction site, workshops, track, the turn in
//! progress, and the solo bot. Fixed arrays only, so a state is small and copied without the
//! heap.

use serde::{Deserialize, Serialize};

use crate::data::{Data, DataRef, MAX_HEIGHT, MAX_TOWERS};
use crate::types::{Die, SectionKind};

/// Units in a set of materials (saturating: a loaded state is checked before it is trusted).
pub fn total(units: &[u8; 6]) -> u8 {
    units.iter().fold(0u8, |a, &b| a.saturating_add(b))
}

/// "Nothing here" in byte fields (no card, no tile, no banner, no die tile).
pub const NONE: u8 = 255;

/// One place of the construction site: the cathedral card lying there and what is on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Place {
    /// The card (index into the data's cards); [`NONE`] before it is dealt.
    pub card: u8,
    /// The workshop tile lying on it; [`NONE`] when none (taken by the claim, or none dealt).
    pub tile: u8,
    /// The participant whose banner it carries.
    pub banner: u8,
    /// Completed (flipped).
    pub done: bool,
    /// The participant whose ornament decorates it.
    pub ornament: u8,
    /// Materials delivered so far (supply order).
    pub delivered: [u8; 6],
}

impl Place {
    pub const EMPTY: Place = Place {
        card: NONE,
        tile: NONE,
        banner: NONE,
        done: false,
        ornament: NONE,
        delivered: [0; 6],
    };

    pub fn claimed(&self) -> bool {
        self.banner != NONE
    }
}

/// A player's workshop board and purse (RC-11, RC-13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub rubles: u16,
    /// Materials in the inventory (supply order).
    pub inventory: [u8; 6],
    /// Banners still on inventory places (4 at the start).
    pub inventory_banners: u8,
    /// Banners in the reserve below the inventory (basic side, 2 at the start).
    pub reserve_banners: u8,
    /// Advanced side: white workshop spaces still blocked by a banner (bit 0, bit 1).
    pub white_blocked: u8,
    /// The workshop tile on each space (white 1, white 2, yellow, red, blue, green).
    pub tiles: [u8; 6],
    /// Spaces whose tile lies face up (bits).
    pub face_up: u8,
    /// The advanced side of the board.
    pub advanced: bool,
    /// Ornaments usable and not yet placed: door, arches, cross.
    pub ornaments: [u8; 3],
}

impl Player {
    /// Inventory capacity (RC-11.2): 6 plus one per banner taken from an inventory place.
    pub fn capacity(&self) -> u8 {
        6 + 4u8.saturating_sub(self.inventory_banners)
    }

    pub fn held(&self) -> u8 {
        total(&self.inventory)
    }

    pub fn free(&self) -> u8 {
        self.capacity().saturating_sub(self.held())
    }

    /// Banners still on the board (inventory, reserve, white spaces).
    pub fn banners(&self) -> u8 {
        self.inventory_banners + self.reserve_banners + self.white_blocked.count_ones() as u8
    }
}

/// One participant's marker and counts (players and the bot alike).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tally {
    /// Absolute track position (RC-4.2): lap × positions per lap + local position.
    pub pos: u16,
    /// Cards completed under this participant's banner.
    pub completed: u8,
    /// Ornaments placed.
    pub ornaments: u8,
}

/// The solo bot Jakovlev (RC-15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bot {
    /// The row of solo cards, left to right ([`NONE`] until dealt): `SoloCard` order.
    pub cards: [u8; 5],
    /// The die tile on each solo card (`Die` order, [`NONE`] until dealt).
    pub tiles: [u8; 5],
    /// Solo cards whose tile lies face up (bits).
    pub face_up: u8,
    /// Materials on SC-INV.
    pub stock: [u8; 6],
    /// Materials on SC-BLD.
    pub build: [u8; 6],
    /// Banners left on SC-CLM.
    pub banners: u8,
    /// Ornaments placed, in the order door, arch, arch, cross.
    pub placed: u8,
    /// The market space the bot's die moved to this turn ([`NONE`]: no move).
    pub moved_to: u8,
}

/// The main action of the turn so far (RC-5.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Main {
    None,
    Claim,
    /// Build with this many units delivered (RC-7.1: at most 3).
    Build {
        units: u8,
    },
    /// Market: the die moved to `space`; which market actions are done (RC-10.6).
    Market {
        space: u8,
        die: Die,
        took: bool,
        influenced: bool,
        activated: bool,
    },
}

/// A step the player must finish before anything else.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Pending {
    None,
    /// RC-6.5: place the claimed card's tile.
    Tile {
        tile: u8,
    },
    /// An influence action: materials still to give (`given`: kinds given so far, bits).
    Give {
        action: u8,
        left: u8,
        given: u8,
    },
    /// An influence action: materials of choice still to take.
    Gain {
        action: u8,
        left: u8,
    },
    /// A carters' delivery: units left, units made.
    Deliver {
        left: u8,
        made: u8,
    },
    /// A carters' tile swap.
    Swap,
}

/// The turn in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Turn {
    pub seat: u8,
    pub main: Main,
    pub pending: Pending,
    /// Sell-prestige block (RC-5.2): 0 not used, 1 open (the last thing done), 2 closed.
    pub sold: u8,
    /// The optional reroll was used (RC-5.3).
    pub rerolled: bool,
    /// The repeatable influence action just completed and repeatable again ([`NONE`]: none).
    pub chain: u8,
}

/// What follows a reroll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AfterRoll {
    /// The turn goes on (the optional reroll).
    Turn,
    /// The player's turn ends (RC-10.8).
    EndTurn,
    /// The bot's turn ends (RC-15.3 step 6).
    BotEnd,
}

/// Where the game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case", deny_unknown_fields)]
pub enum Phase {
    /// Setup draws, in this order (RC-3.4 .. RC-3.11, RC-15.1).
    ResourceTiles,
    InfluenceCards,
    Dice,
    Plan,
    Sections,
    WorkshopTiles,
    FirstPlayer,
    SoloCards,
    /// Die tiles onto the solo cards: at setup, or at a reset in the bot's turn.
    SoloTiles {
        reset: bool,
    },
    /// A player's turn.
    Turn,
    /// Dice of `mask` (bits by die) still to be rolled, lowest first.
    Rolling {
        mask: u8,
        then: AfterRoll,
    },
    /// The human chooses the bot's target (RC-15.3 step 1 a, or RC-15.4 SC-CLM).
    BotChoice {
        ornament: bool,
    },
    Over,
}

/// A game of The Red Cathedral.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RedCathedral {
    /// Seats (1 = the solo game against the bot).
    pub players: u8,
    /// Option: every workshop board on its advanced side.
    pub advanced: bool,
    /// Option: the first-game influence set (RC-3.5).
    pub first_game: bool,
    /// Option: the card data (the embedded file or a loaded one), written as its id.
    pub data: DataRef,
    /// Option `start-money`: the rubles of each position in the order of play, the start
    /// player's first (RC-3.11: 3, 4, 4, 5); only the first `players` count.
    #[serde(default = "crate::setup::rulebook_start_money")]
    pub start_money: [u16; 4],
    pub phase: Phase,
    /// Resource tile on each market space (by resource index), [`NONE`] before it is laid.
    pub market: [u8; 8],
    /// Influence card of each quadrant.
    pub influence: [u8; 4],
    /// Market space of each die (`Die` order), and its face (0 before it is dropped).
    pub die_space: [u8; 5],
    pub die_face: [u8; 5],
    /// The plan card, [`NONE`] before it is drawn.
    pub plan: u8,
    pub towers: u8,
    pub heights: [u8; MAX_TOWERS],
    /// Construction site: `site[tower][height]`, height 0 = base.
    pub site: [[Place; MAX_HEIGHT]; MAX_TOWERS],
    /// Materials in the supply.
    pub supply: [u8; 6],
    pub seats: [Player; 4],
    /// Per participant (the bot is participant 1 of a solo game).
    pub tally: [Tally; 4],
    pub first: u8,
    pub turn: Turn,
    /// After the end trigger (RC-14.1): turns still to play after the current one.
    pub last_turns: u8,
    pub ending: bool,
    /// Final scoring done: each participant's final prestige.
    pub final_prestige: [u16; 4],
    pub bot: Bot,
}

impl RedCathedral {
    pub fn data(&self) -> &'static Data {
        self.data.0
    }

    pub fn n(&self) -> usize {
        usize::from(self.players)
    }

    pub fn solo(&self) -> bool {
        self.players == 1
    }

    /// Players and the bot.
    pub fn participants_count(&self) -> usize {
        if self.solo() {
            2
        } else {
            self.n()
        }
    }

    /// The bot's participant number.
    pub const BOT: u8 = 1;

    /// Players counted for the rules: a solo game follows the 2-player rules (RC-15.1).
    pub fn rule_players(&self) -> usize {
        self.n().max(2)
    }

    /// The kind of card at a height of a tower.
    pub fn kind_at(&self, tower: usize, height: usize) -> SectionKind {
        if height == 0 {
            SectionKind::Base
        } else if height + 1 == usize::from(self.heights[tower]) {
            SectionKind::Dome
        } else {
            SectionKind::Middle
        }
    }

    /// Number of dice on a market space.
    pub fn dice_on(&self, space: u8) -> u8 {
        (0..5)
            .filter(|&d| self.die_face[d] != 0 && self.die_space[d] == space)
            .count() as u8
    }

    /// Dice on a market space, as bits by die.
    pub fn dice_mask(&self, space: u8) -> u8 {
        (0..5)
            .filter(|&d| self.die_face[d] != 0 && self.die_space[d] == space)
            .fold(0, |m, d| m | 1 << d)
    }

    /// The market space of the recognition tile.
    pub fn recognition_space(&self) -> Option<u8> {
        self.market.iter().position(|&t| t == 7).map(|i| i as u8)
    }

    /// The available (lowest unclaimed) height of a tower, if any (RC-6.3).
    pub fn available(&self, tower: usize) -> Option<usize> {
        if tower >= usize::from(self.towers) {
            return None;
        }
        (0..usize::from(self.heights[tower])).find(|&h| !self.site[tower][h].claimed())
    }
}
