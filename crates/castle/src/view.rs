//! What an observer may know, as a typed allow-list: everything public, and a seat's own
//! face-down cards; never another seat's face-down cards before the reveal (H-1). The winter
//! deck has no order until a card is drawn, so which cards remain is public (H-2).

use cathedra_core::{Observer, ToMove};
use serde::Serialize;

use crate::data;
use crate::state::{Act, Castle, Lady, Phase};
use crate::types::{cards_in, Building, Card, Res, Site, Space, Spot, WinterCard};

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// Pieces by kind; kinds with none are left out of the JSON (`{"sand": 1}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct PieceCount {
    #[serde(skip_serializing_if = "is_zero")]
    pub sand: u8,
    #[serde(skip_serializing_if = "is_zero")]
    pub wood: u8,
    #[serde(skip_serializing_if = "is_zero")]
    pub brick: u8,
    #[serde(skip_serializing_if = "is_zero")]
    pub stone: u8,
    #[serde(skip_serializing_if = "is_zero")]
    pub silver: u8,
}

impl PieceCount {
    pub fn of(p: &[u8; 5]) -> Self {
        PieceCount {
            sand: p[Res::Sand as usize],
            wood: p[Res::Wood as usize],
            brick: p[Res::Brick as usize],
            stone: p[Res::Stone as usize],
            silver: p[Res::Silver as usize],
        }
    }
}

/// What an observer may know of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    pub game: &'static str,
    /// The observer's seat; none for a spectator.
    pub you: Option<u8>,
    pub winter: bool,
    pub round: u8,
    pub rounds: u8,
    pub start_player: u8,
    /// The step being played.
    pub now: Phase,
    pub to_move: ToMove,
    /// This round's cards are face up.
    pub revealed: bool,
    pub carts_still_deliver: bool,
    /// Buildings erected and helpers placed by the card being resolved.
    pub action: Act,
    pub bank: u8,
    pub round_track: u8,
    pub tower: PieceCount,
    pub stock: PieceCount,
    pub smithy: u8,
    pub carts: Vec<Cart>,
    pub tiles: Vec<Tiles>,
    pub spaces: Vec<SpaceView>,
    /// Pieces on each seat's worker cards I, II, III.
    pub worker_cards: Vec<[PieceCount; 3]>,
    /// Winter only.
    pub winter_cards: Option<WinterView>,
    pub boxed: Boxed,
    pub seats: Vec<SeatView>,
}

/// A cart or the rider and the trader's helper standing there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cart {
    pub spot: Spot,
    pub helper: Option<u8>,
    pub placed_this_round: bool,
}

/// Tiles of a building still on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Tiles {
    pub building: Building,
    pub left: u8,
    pub cost: u8,
    pub vp: u8,
}

/// A helper space (equal spaces together) and who stands on it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SpaceView {
    pub space: Space,
    pub tuition: u8,
    pub usable: bool,
    pub helpers: Vec<Option<u8>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WinterView {
    /// Cards still in the deck (it has no order).
    pub deck: Vec<WinterCard>,
    pub marked_spaces: &'static [u8],
    pub in_play: Vec<WinterCard>,
    pub inn_talers: u8,
    pub lady: Lady,
}

/// What left the game: talers at the market, pieces at the palace.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Boxed {
    pub talers: u8,
    pub pieces: PieceCount,
}

/// One seat as the observer sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub name: &'static str,
    pub vp: u16,
    pub talers: u8,
    pub pieces: PieceCount,
    pub helpers: u8,
    pub owned: Vec<Card>,
    pub played: Vec<Card>,
    pub not_played: Vec<Card>,
    /// Cards revealed this round.
    pub revealed: Vec<Card>,
    pub built_this_round: u8,
    pub placed_in_this_round: Vec<Site>,
    /// Before the reveal: how many cards lie face down.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub face_down: Option<u8>,
    /// After the reveal: the cards still to resolve.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_resolve: Option<Vec<Card>>,
    /// The observer's own seat only: its hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<Vec<Card>>,
    /// The observer's own seat only: its cards of this round, face down or not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chosen: Option<Vec<Card>>,
}

fn cards(mask: u8) -> Vec<Card> {
    cards_in(mask).collect()
}

impl Castle {
    pub(crate) fn view_for(&self, observer: Observer) -> View {
        let me = observer.seat().map(|s| s.0).filter(|&s| s < self.n());
        View {
            game: "castle-for-all-seasons",
            you: me,
            winter: self.winter,
            round: self.round,
            rounds: self.rounds,
            start_player: self.start,
            now: self.phase,
            to_move: cathedra_core::Game::to_move(self),
            revealed: self.revealed,
            carts_still_deliver: self.trading,
            action: self.act,
            bank: self.bank,
            round_track: self.track,
            tower: PieceCount::of(&self.tower),
            stock: PieceCount::of(&self.stock),
            smithy: self.smithy,
            carts: Spot::ALL
                .iter()
                .map(|&spot| Cart {
                    spot,
                    helper: self.spots[spot as usize],
                    placed_this_round: self.fresh & (1 << spot as u8) != 0,
                })
                .collect(),
            tiles: Building::ALL
                .iter()
                .map(|&b| Tiles {
                    building: b,
                    left: self.tiles[b as usize],
                    cost: b.data().cost,
                    vp: b.data().vp,
                })
                .collect(),
            spaces: Space::ALL
                .iter()
                .map(|&space| {
                    let d = space.data();
                    let range = usize::from(d.first)..usize::from(d.first + d.count);
                    SpaceView {
                        space,
                        tuition: d.tuition,
                        usable: self.site_usable(d.site),
                        helpers: self.slots[range].to_vec(),
                    }
                })
                .collect(),
            worker_cards: (0..self.n())
                .map(|s| [0, 1, 2].map(|w| PieceCount::of(self.load(s, w))))
                .collect(),
            winter_cards: self.winter.then(|| WinterView {
                deck: WinterCard::ALL
                    .into_iter()
                    .filter(|c| self.deck & c.bit() != 0)
                    .collect(),
                marked_spaces: &data::WINTER_SPACES,
                in_play: WinterCard::ALL
                    .into_iter()
                    .filter(|c| self.open & c.bit() != 0)
                    .collect(),
                inn_talers: self.inn_talers,
                lady: self.lady,
            }),
            boxed: Boxed {
                talers: self.boxed.talers,
                pieces: PieceCount::of(&self.boxed.pieces),
            },
            seats: (0..self.n()).map(|s| self.seat_view(s, me)).collect(),
        }
    }

    /// One seat as `viewer` sees it: its face-down cards only if it is the viewer's.
    fn seat_view(&self, s: u8, viewer: Option<u8>) -> SeatView {
        let seat = self.seat(s);
        let own = viewer == Some(s);
        SeatView {
            name: self.name(s),
            vp: seat.vp,
            talers: seat.talers,
            pieces: PieceCount::of(&seat.pieces),
            helpers: seat.helpers,
            owned: cards(seat.owned),
            played: cards(seat.played),
            not_played: cards(seat.owned & !seat.played),
            revealed: cards(seat.shown),
            built_this_round: seat.built,
            placed_in_this_round: Site::ALL
                .into_iter()
                .filter(|site| seat.sites & site.bit() != 0)
                .collect(),
            face_down: (!self.revealed).then(|| seat.chosen.count_ones() as u8),
            to_resolve: self.revealed.then(|| cards(seat.chosen)),
            hand: own.then(|| cards(seat.hand())),
            chosen: own.then(|| cards(seat.chosen)),
        }
    }
}
