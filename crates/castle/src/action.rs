//! Every decision of the game, seats' and chance's, and its text.

use serde::{Deserialize, Serialize};

use crate::types::{Building, Card, Item, Pieces, Res, Source, Space, Spot, WinterCard};

/// One decision. JSON: `{"do": "choose", "card": "trader"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
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
    /// Erect a building paying `pay`; `silver` of those pieces are first got for silver
    /// bars at the smithy.
    Build {
        building: Building,
        pay: Pieces,
        #[serde(default, skip_serializing_if = "Pieces::is_empty")]
        silver: Pieces,
    },
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
