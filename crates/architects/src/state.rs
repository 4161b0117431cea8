//! The whole truth of a game: every player's board, the main board, the decks (undrawn cards
//! as unordered sets, cards put on the bottom as queues), and the step being played.

use serde::{Deserialize, Serialize};

use crate::cards::{Cards, Queue};
use crate::memory::Memory;
use crate::rules::ChanceStep;

/// One player's board and holdings (AWK-1.2, AWK-1.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub silver: u16,
    /// Clay, wood, stone, gold, marble.
    pub resources: [u16; 5],
    pub virtue: u8,
    pub cathedral: u8,
    pub unpaid_debts: u8,
    pub paid_debts: u8,
    /// Hired apprentices.
    pub apprentices: Cards,
    /// Constructed buildings.
    pub buildings: Cards,
    /// Building cards in hand (hidden from the others).
    pub hand: Cards,
    /// Workers in supply.
    pub supply: u8,
    /// Own workers at each large-circle location (order of `data::LOCATIONS`).
    pub placed: [u8; 9],
    /// Own workers in the Prison.
    pub prison: u8,
    /// Workers of each colour captured onto this board.
    pub captured: [u8; 5],
    /// Own workers in the Guildhall or set beside it in the final round.
    pub guildhall: u8,
    /// The variable board played (AWK-21, index into `data::BOARDS`); none: the standard side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<u8>,
}

/// Building cards being drawn for a seat: how many remain and where they go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Draws {
    pub seat: u8,
    pub left: u8,
    pub to: DrawTo,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawTo {
    #[default]
    Hand,
    /// The draft packet (setup, AWK-2.10).
    Packet,
    /// The cards seen at the Black Market draw (AWK-10.2).
    Seen,
}

/// Captures under way: at the Town Centre or from a building (AWK-8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Captures {
    pub left: u8,
    /// Free captures (buildings, AWK-8.7).
    pub free: bool,
    /// The first capture of the visit has been made (its cost is the taxed one).
    pub first_made: bool,
    /// Silver still to be saved by Conspirators this visit (AWK-R3).
    pub discount: u8,
    /// Locations captured from so far (AWK-8.3), `None` = not yet.
    pub from: [Option<u8>; 2],
}

/// The step being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case", deny_unknown_fields)]
// A plain tag byte, so that telling the step, asked several times a decision, is one load.
#[repr(u8)]
pub enum Stage {
    /// Variable boards (AWK-21.1): chance deals, or the seats choose in seat order, a board to
    /// each seat that has none yet.
    Boards,
    /// Chance draws the start player.
    StartPlayer,
    /// Setup: the draft packets are dealt (the draws say to whom).
    Deal,
    /// The building draft, round 1..=3: every seat still holding a packet keeps one card.
    Draft {
        round: u8,
    },
    /// AWK-21.2: after the draft, the building cards each variable board shows are drawn,
    /// `seat` the next to draw (automatic).
    BoardCards {
        seat: u8,
    },
    /// AWK-22.2: `Architects::turn` hires its free starting apprentice.
    StartingApprentice,
    /// A normal turn of `Architects::turn`: place a worker, or retrieve one.
    Turn,
    Storehouse {
        left: u8,
    },
    Capture(Captures),
    Guardhouse {
        left: u8,
    },
    /// Keep 1 of the cards seen at the Black Market draw.
    KeepSeen,
    /// Put the other seen cards on the bottom, one by one, in an order of one's choice.
    BottomSeen,
    /// The Cathedral advance: the building card to discard.
    CathedralDiscard,
    /// An either/or or optional effect of a building just constructed (building index); the
    /// Crane's Guildhall placement, the Graveyard's apprentice to discard (AWK-22.3).
    Effect {
        building: u8,
    },
    /// Lothaire (AWK-21.1, §5.8) builds `building`, whose cost has wood and stone: which of
    /// the two she pays 1 less of.
    Discount {
        building: u8,
    },
    /// Tavern: hire a face-up apprentice free, or not.
    Tavern,
    /// The action is resolved; a reset, if triggered, follows (automatic).
    EndAction,
    /// After the reset's market flip: reset steps 3 to 5 (automatic).
    ResetRest,
    /// End of turn: the hand limit, then the next turn (automatic).
    EndTurn,
    /// Hand limit: discard down to 6 (AWK-3.6).
    HandLimit,
    Over,
}

/// Edition and expansion flags of the spec (AWK-22), each a game option, all off by default
/// (the 2018 rulebook).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Flags {
    /// AWK-22.1, AWK-12.4, AWK-R1: a worker placed on column 3 of Guildhall rows 1 to 3 sends
    /// the two apprentices of the display's column 1 to the bottom of their deck.
    #[serde(default)]
    pub guildhall_apprentice_refresh: bool,
    /// AWK-22.2, AWK-R2: after the draft, in reverse order of play, each seat hires one
    /// face-up apprentice free; the display is refilled after the last.
    #[serde(default)]
    pub starting_apprentice: bool,
    /// AWK-21: the variable player boards (side 2), dealt by chance or chosen.
    #[serde(default, skip_serializing_if = "Boards::is_standard")]
    pub boards: Boards,
    /// AWK-22.4: the five promo boards join the variable boards.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub promo_boards: bool,
    /// AWK-22.3: the three promo apprentices and the three promo buildings join their decks.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub promo_cards: bool,
}

impl Flags {
    /// The cards of each deck in play: the base game's 40, and the 3 promo cards with
    /// `promo_cards` (AWK-22.3).
    pub fn cards(&self) -> usize {
        crate::data::BASE_CARDS + if self.promo_cards { 3 } else { 0 }
    }
}

/// Which side of the player boards is played (AWK-2.8, AWK-21.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Boards {
    /// Side 1 for everyone: virtue 7, silver by seat (AWK-2.9, AWK-2.11).
    #[default]
    Standard,
    /// Side 2, one board a seat dealt at random.
    Variable,
    /// Side 2, each seat choosing its board in seat order among those left.
    Chosen,
}

impl Boards {
    pub fn is_standard(&self) -> bool {
        *self == Boards::Standard
    }
}

/// Architects of the West Kingdom, the whole state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Architects {
    pub(crate) seats: u8,
    pub(crate) start: u8,
    /// The seat whose turn it is.
    pub(crate) turn: u8,
    pub(crate) stage: Stage,
    pub(crate) players: [Player; 5],
    /// Silver on the Tax Stand.
    pub(crate) tax: u16,
    /// Workshop display: apprentice card per slot (row * 4 + column), `None` = empty.
    pub(crate) display: [Option<u8>; 8],
    /// Silver lying on each display slot's card.
    pub(crate) coins: [u8; 8],
    /// Apprentice cards not yet drawn (order undecided).
    pub(crate) apprentice_deck: Cards,
    /// Apprentices discarded to the bottom of their deck (public).
    pub(crate) apprentice_bottom: Queue,
    /// Building cards not yet drawn (order undecided).
    pub(crate) building_deck: Cards,
    /// Building cards put on the bottom, each known only to the seat that put it there.
    pub(crate) building_bottom: Queue,
    /// Draft packets (hidden from the others).
    pub(crate) packets: [Cards; 5],
    /// The card each seat has chosen to keep in the current draft round (hidden).
    pub(crate) keeping: [Option<u8>; 5],
    /// Cards seen at the Black Market draw by the turn's player (hidden from the others).
    pub(crate) seen: Cards,
    pub(crate) draws: Draws,
    /// Black market cards in the small market pile (order undecided).
    pub(crate) market_pile: u16,
    /// The small side showing on top of the pile, `None` once the pile is empty or not yet
    /// turned.
    pub(crate) market_top: Option<u8>,
    /// The card on the large market space, `None` = the board's printed market.
    pub(crate) market_large: Option<u8>,
    /// Cards flipped to the large market before the current one (a stack, public).
    pub(crate) market_used: u16,
    pub(crate) flip_pending: bool,
    /// Workers on the three black market spaces.
    pub(crate) black_market: [Option<u8>; 3],
    /// Reward cards revealed so far, by kind; `rewards_left` still face down.
    pub(crate) rewards_taken: [u8; 6],
    pub(crate) rewards_left: u8,
    /// A reward is to be revealed for the turn's player.
    pub(crate) reward_pending: bool,
    /// Guildhall spaces filled, in order (owner seat per position).
    pub(crate) guild: [Option<u8>; 24],
    pub(crate) reset_pending: bool,
    /// Turns left once the end is triggered: the triggering turn and one per player.
    pub(crate) final_turns: Option<u8>,
    /// What each seat remembers of building cards it no longer sees (hidden from the others).
    #[serde(default)]
    pub(crate) memory: [Memory; 5],
    /// The options played with (AWK-22).
    #[serde(default)]
    pub(crate) flags: Flags,
    /// The silver of each seat in order of play from the start player, given when the start
    /// player is drawn, 0 beyond the seats (option `start-money`); none: the rulebook's 3, 4,
    /// 5, ... (AWK-2.11).
    #[serde(default)]
    pub(crate) start_silver: Option<[u16; 5]>,
    /// What chance decides now, as the end of the last step found it (see [`ChanceMemo`]).
    #[serde(skip)]
    pub(crate) chance: ChanceMemo,
}

/// What chance decides now, as found at the end of the last step, so that the decision loop
/// does not work it out again each time it asks whose decision it is. Known only from the end
/// of a step to the next change of the state (`Architects::settle` writes it, every change
/// forgets it first); never saved, and no part of what makes two states equal. One byte: the
/// outer `None` (unknown) and the inner one (chance decides nothing) fill spare values of the
/// step's.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct ChanceMemo(Option<Option<ChanceStep>>);

impl ChanceMemo {
    /// Remembers `step` (what `Architects::find_chance_step` found).
    pub(crate) fn known(step: Option<ChanceStep>) -> ChanceMemo {
        ChanceMemo(Some(step))
    }

    /// Nothing remembered: the state is being changed.
    pub(crate) fn forget(&mut self) {
        self.0 = None;
    }

    /// The step remembered, if known.
    #[inline]
    pub(crate) fn get(self) -> Option<Option<ChanceStep>> {
        self.0
    }
}

/// A memo of the rest of the state: always equal.
impl PartialEq for ChanceMemo {
    fn eq(&self, _: &ChanceMemo) -> bool {
        true
    }
}

impl Eq for ChanceMemo {}
