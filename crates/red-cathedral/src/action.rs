//! Every decision of the game, seats' and chance's, and its stable index (the layout is the
//! table in `docs/red-cathedral.md`).

use cathedra_core::ActionSpace;
use serde::{Deserialize, Serialize};

use crate::types::{BannerFrom, Die, Jewels, Material, SoloCard, Workshop};

/// One decision. JSON: `{"do": "move", "die": "white", "extra": 1}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Chance (RC-3.4): the resource tile laid on the next market space (index by resource).
    ResourceTile { tile: u8 },
    /// Chance (RC-3.5): the influence card laid on the next quadrant.
    InfluenceCard { card: u8 },
    /// Chance (RC-3.6): the die dropped next to the next market space, with its face.
    PlaceDie { die: Die, face: u8 },
    /// Chance (RC-3.8): the plan card.
    Plan { plan: u8 },
    /// Chance (RC-3.9): the cathedral card laid on the next place of the construction site.
    Section { card: u8 },
    /// Chance (RC-3.10): the workshop tile laid on the next cathedral card.
    WorkshopTile { tile: u8 },
    /// Chance (RC-3.11): the first player.
    FirstPlayer { seat: u8 },
    /// Chance (RC-15.1): the next solo card of the bot's row.
    SoloCard { card: SoloCard },
    /// Chance (RC-15.1, RC-15.3): the die tile laid on the next solo card.
    SoloTile { die: Die },
    /// Chance (RC-10.8, RC-5.3): the face rolled by the next die being rerolled.
    Roll { face: u8 },
    /// RC-5.2: lose 1 prestige, take 2 rubles.
    SellPrestige,
    /// RC-5.3: lose 1 prestige, reroll every die on this market space.
    Reroll { space: u8 },
    /// RC-6: claim the available card of this tower with a banner taken from here.
    Claim { tower: u8, banner: BannerFrom },
    /// RC-6.5: put the claimed card's workshop tile on this space, face up or face down.
    PlaceTile { space: Workshop, face_up: bool },
    /// RC-7.2 a: deliver one material to the own card at (tower, height).
    Deliver {
        material: Material,
        tower: u8,
        height: u8,
    },
    /// RC-9: decorate the completed card at (tower, height) with its ornament and these jewels.
    Ornament {
        tower: u8,
        height: u8,
        jewels: Jewels,
    },
    /// RC-10.2/3: move this die its face value plus `extra` paid steps.
    Move { die: Die, extra: u8 },
    /// RC-10.7: take this many of the destination's resource.
    Take { amount: u8 },
    /// RC-12: use this action (0 or 1) of the quadrant's influence card (again, if repeatable).
    Influence { action: u8 },
    /// An influence action: give one material of this kind (or, for "same", all of this kind).
    Give { material: Material },
    /// An influence action: take one material of this kind.
    Gain { material: Material },
    /// RC-12.6: swap the resource tiles of market spaces a and b.
    Swap { a: u8, b: u8 },
    /// RC-13.4: activate the tile on this workshop space.
    Activate { space: Workshop },
    /// Stop delivering for an influence action (after at least one delivery).
    Done,
    /// RC-5.5: end the turn.
    EndTurn,
    /// RC-15.3/15.4: choose the bot's target card at (tower, height) where its rules let the
    /// player choose.
    BotTarget { tower: u8, height: u8 },
}

/// First index of each action kind, in declaration order; the last entry is the total.
mod at {
    pub const RESOURCE_TILE: usize = 0;
    pub const INFLUENCE_CARD: usize = RESOURCE_TILE + 8;
    pub const PLACE_DIE: usize = INFLUENCE_CARD + 16;
    pub const PLAN: usize = PLACE_DIE + 30;
    pub const SECTION: usize = PLAN + 16;
    pub const WORKSHOP_TILE: usize = SECTION + 40;
    pub const FIRST_PLAYER: usize = WORKSHOP_TILE + 32;
    pub const SOLO_CARD: usize = FIRST_PLAYER + 4;
    pub const SOLO_TILE: usize = SOLO_CARD + 5;
    pub const ROLL: usize = SOLO_TILE + 5;
    pub const SELL: usize = ROLL + 6;
    pub const REROLL: usize = SELL + 1;
    pub const CLAIM: usize = REROLL + 8;
    pub const PLACE_TILE: usize = CLAIM + 6 * 3;
    pub const DELIVER: usize = PLACE_TILE + 12;
    pub const ORNAMENT: usize = DELIVER + 6 * 36;
    pub const MOVE: usize = ORNAMENT + 36 * 6;
    pub const TAKE: usize = MOVE + 5 * 8;
    pub const INFLUENCE: usize = TAKE + 18;
    pub const GIVE: usize = INFLUENCE + 2;
    pub const GAIN: usize = GIVE + 6;
    pub const SWAP: usize = GAIN + 6;
    pub const ACTIVATE: usize = SWAP + 28;
    pub const DONE: usize = ACTIVATE + 6;
    pub const END_TURN: usize = DONE + 1;
    pub const BOT_TARGET: usize = END_TURN + 1;
    pub const TOTAL: usize = BOT_TARGET + 36;
}

/// Most paid extra steps of a die move worth listing (a full lap changes nothing, RULING).
pub const MAX_EXTRA: u8 = 7;
/// Most resources one Take can list (a × d with a ≤ 6, d ≤ 3).
pub const MAX_TAKE: u8 = 18;

/// Index of the unordered pair a < b of market spaces among the 28 pairs.
fn pair_index(a: u8, b: u8) -> usize {
    let (a, b) = (usize::from(a), usize::from(b));
    // Pairs (0,1)..(0,7), (1,2).. in order.
    a * (15 - a) / 2 + (b - a - 1)
}

fn pair_at(i: usize) -> Option<(u8, u8)> {
    (0..8u8)
        .flat_map(|a| (a + 1..8).map(move |b| (a, b)))
        .nth(i)
}

impl ActionSpace for Action {
    const NUM_ACTIONS: usize = at::TOTAL;

    fn index(self) -> usize {
        use Action as A;
        let u = usize::from;
        match self {
            A::ResourceTile { tile } => at::RESOURCE_TILE + u(tile),
            A::InfluenceCard { card } => at::INFLUENCE_CARD + u(card),
            A::PlaceDie { die, face } => {
                at::PLACE_DIE + die as usize * 6 + u(face).saturating_sub(1)
            }
            A::Plan { plan } => at::PLAN + u(plan),
            A::Section { card } => at::SECTION + u(card),
            A::WorkshopTile { tile } => at::WORKSHOP_TILE + u(tile),
            A::FirstPlayer { seat } => at::FIRST_PLAYER + u(seat),
            A::SoloCard { card } => at::SOLO_CARD + card as usize,
            A::SoloTile { die } => at::SOLO_TILE + die as usize,
            A::Roll { face } => at::ROLL + u(face).saturating_sub(1),
            A::SellPrestige => at::SELL,
            A::Reroll { space } => at::REROLL + u(space),
            A::Claim { tower, banner } => at::CLAIM + u(tower) * 3 + banner as usize,
            A::PlaceTile { space, face_up } => {
                at::PLACE_TILE + space as usize * 2 + usize::from(face_up)
            }
            A::Deliver {
                material,
                tower,
                height,
            } => at::DELIVER + material as usize * 36 + u(tower) * 6 + u(height),
            A::Ornament {
                tower,
                height,
                jewels,
            } => at::ORNAMENT + (u(tower) * 6 + u(height)) * 6 + jewels as usize,
            A::Move { die, extra } => at::MOVE + die as usize * 8 + u(extra),
            A::Take { amount } => at::TAKE + u(amount).saturating_sub(1),
            A::Influence { action } => at::INFLUENCE + u(action),
            A::Give { material } => at::GIVE + material as usize,
            A::Gain { material } => at::GAIN + material as usize,
            A::Swap { a, b } => at::SWAP + pair_index(a, b),
            A::Activate { space } => at::ACTIVATE + space as usize,
            A::Done => at::DONE,
            A::EndTurn => at::END_TURN,
            A::BotTarget { tower, height } => at::BOT_TARGET + u(tower) * 6 + u(height),
        }
    }

    fn from_index(i: usize) -> Option<Self> {
        use Action as A;
        let b = |n: usize| n as u8;
        Some(match i {
            _ if i < at::INFLUENCE_CARD => A::ResourceTile { tile: b(i) },
            _ if i < at::PLACE_DIE => A::InfluenceCard {
                card: b(i - at::INFLUENCE_CARD),
            },
            _ if i < at::PLAN => {
                let k = i - at::PLACE_DIE;
                A::PlaceDie {
                    die: Die::from_index(k / 6)?,
                    face: b(k % 6 + 1),
                }
            }
            _ if i < at::SECTION => A::Plan {
                plan: b(i - at::PLAN),
            },
            _ if i < at::WORKSHOP_TILE => A::Section {
                card: b(i - at::SECTION),
            },
            _ if i < at::FIRST_PLAYER => A::WorkshopTile {
                tile: b(i - at::WORKSHOP_TILE),
            },
            _ if i < at::SOLO_CARD => A::FirstPlayer {
                seat: b(i - at::FIRST_PLAYER),
            },
            _ if i < at::SOLO_TILE => A::SoloCard {
                card: SoloCard::ALL[i - at::SOLO_CARD],
            },
            _ if i < at::ROLL => A::SoloTile {
                die: Die::from_index(i - at::SOLO_TILE)?,
            },
            _ if i < at::SELL => A::Roll {
                face: b(i - at::ROLL + 1),
            },
            _ if i < at::REROLL => A::SellPrestige,
            _ if i < at::CLAIM => A::Reroll {
                space: b(i - at::REROLL),
            },
            _ if i < at::PLACE_TILE => {
                let k = i - at::CLAIM;
                A::Claim {
                    tower: b(k / 3),
                    banner: BannerFrom::ALL[k % 3],
                }
            }
            _ if i < at::DELIVER => {
                let k = i - at::PLACE_TILE;
                A::PlaceTile {
                    space: Workshop::from_index(k / 2)?,
                    face_up: k % 2 == 1,
                }
            }
            _ if i < at::ORNAMENT => {
                let k = i - at::DELIVER;
                A::Deliver {
                    material: Material::from_index(k / 36)?,
                    tower: b(k % 36 / 6),
                    height: b(k % 6),
                }
            }
            _ if i < at::MOVE => {
                let k = i - at::ORNAMENT;
                A::Ornament {
                    tower: b(k / 36),
                    height: b(k / 6 % 6),
                    jewels: Jewels::ALL[k % 6],
                }
            }
            _ if i < at::TAKE => {
                let k = i - at::MOVE;
                A::Move {
                    die: Die::from_index(k / 8)?,
                    extra: b(k % 8),
                }
            }
            _ if i < at::INFLUENCE => A::Take {
                amount: b(i - at::TAKE + 1),
            },
            _ if i < at::GIVE => A::Influence {
                action: b(i - at::INFLUENCE),
            },
            _ if i < at::GAIN => A::Give {
                material: Material::from_index(i - at::GIVE)?,
            },
            _ if i < at::SWAP => A::Gain {
                material: Material::from_index(i - at::GAIN)?,
            },
            _ if i < at::ACTIVATE => {
                let (a, bb) = pair_at(i - at::SWAP)?;
                A::Swap { a, b: bb }
            }
            _ if i < at::DONE => A::Activate {
                space: Workshop::from_index(i - at::ACTIVATE)?,
            },
            _ if i == at::DONE => A::Done,
            _ if i == at::END_TURN => A::EndTurn,
            _ if i < at::TOTAL => {
                let k = i - at::BOT_TARGET;
                A::BotTarget {
                    tower: b(k / 6),
                    height: b(k % 6),
                }
            }
            _ => return None,
        })
    }
}

impl Action {
    /// True when the action's numbers are within its index range (a parsed action may not be).
    pub fn in_range(self) -> bool {
        use Action as A;
        match self {
            A::ResourceTile { tile } => tile < 8,
            A::InfluenceCard { card } => card < 16,
            A::PlaceDie { face, .. } | A::Roll { face } => (1..=6).contains(&face),
            A::Plan { plan } => plan < 16,
            A::Section { card } => card < 40,
            A::WorkshopTile { tile } => tile < 32,
            A::FirstPlayer { seat } => seat < 4,
            A::Reroll { space } => space < 8,
            A::Claim { tower, .. } => tower < 6,
            A::Deliver { tower, height, .. }
            | A::Ornament { tower, height, .. }
            | A::BotTarget { tower, height } => tower < 6 && height < 6,
            A::Move { extra, .. } => extra <= MAX_EXTRA,
            A::Take { amount } => (1..=MAX_TAKE).contains(&amount),
            A::Influence { action } => action < 2,
            A::Swap { a, b } => a < b && b < 8,
            _ => true,
        }
    }
}
