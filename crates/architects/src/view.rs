//! What an observer may know, as a typed allow-list (AWK-1.3, spec §7.3): everything public,
//! and a seat's own hand, draft packet, drawn cards and the cards it put on the bottom of the
//! building deck. Undrawn cards have no order, so how many remain is all there is to know of
//! the building deck; which apprentices remain is public (every drawn one is face up).

use cathedra_core::{Observer, ToMove};
use serde::Serialize;

use crate::cards::{Cards, NOBODY};
use crate::data;
use crate::memory::Memory;
use crate::state::{Architects, Draws, Flags, Stage};

/// Cards as the game's terms name them (`Game::terms`): building card 10 is `B11`, apprentice
/// card 3 is `A4`, as the rules' tables number them.
pub(crate) mod ids {
    use serde::Serializer;

    use crate::cards::Cards;

    pub fn building(card: u8) -> String {
        format!("B{}", u16::from(card) + 1)
    }

    pub fn apprentice(card: u8) -> String {
        format!("A{}", u16::from(card) + 1)
    }

    pub fn buildings<S: Serializer>(cards: &Cards, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(cards.iter().map(building))
    }

    pub fn some_buildings<S: Serializer>(cards: &Option<Cards>, s: S) -> Result<S::Ok, S::Error> {
        match cards {
            Some(cards) => buildings(cards, s),
            None => s.serialize_none(),
        }
    }

    pub fn some_building<S: Serializer>(card: &Option<u8>, s: S) -> Result<S::Ok, S::Error> {
        match card {
            Some(card) => s.serialize_str(&building(*card)),
            None => s.serialize_none(),
        }
    }

    pub fn apprentices<S: Serializer>(cards: &Cards, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(cards.iter().map(apprentice))
    }

    pub fn apprentice_list<S: Serializer>(cards: &[u8], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(cards.iter().copied().map(apprentice))
    }

    /// A seat's memory with its cards named by id (`"B11"`), as the rest of the view names
    /// them; its places (`{"bottom": i}`, a position under the deck) stay numbers.
    pub fn some_memory<S: Serializer>(
        memory: &Option<crate::memory::Memory>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        use serde::Serialize;

        use crate::memory::{Lot, Memory};

        #[derive(Serialize)]
        struct Hand(#[serde(serialize_with = "buildings")] Cards);
        #[derive(Serialize)]
        struct Pass {
            #[serde(serialize_with = "buildings")]
            cards: Cards,
            lots: [Option<Lot>; 3],
        }
        #[derive(Serialize)]
        struct Named {
            in_hand: [Hand; 5],
            passed: [Pass; 2],
            in_seen: Hand,
            lost: Hand,
        }
        let named = |m: &Memory| Named {
            in_hand: m.in_hand.map(Hand),
            passed: m.passed.map(|p| Pass {
                cards: p.cards,
                lots: p.lots,
            }),
            in_seen: Hand(m.in_seen),
            lost: Hand(m.lost),
        };
        match memory {
            Some(m) => named(m).serialize(s),
            None => s.serialize_none(),
        }
    }

    pub fn apprentice_row<S: Serializer, const N: usize>(
        row: &[Option<u8>; N],
        s: S,
    ) -> Result<S::Ok, S::Error> {
        s.collect_seq(row.iter().map(|c| c.map(apprentice)))
    }
}

/// One player as an observer sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// The variable board played, by its name, a term of the game (AWK-21.1); `null`: the
    /// standard side.
    pub board: Option<&'static str>,
    pub silver: u16,
    /// Clay, wood, stone, gold, marble.
    pub resources: [u16; 5],
    pub virtue: u8,
    pub cathedral: u8,
    pub unpaid_debts: u8,
    pub paid_debts: u8,
    #[serde(serialize_with = "ids::apprentices")]
    pub apprentices: Cards,
    #[serde(serialize_with = "ids::buildings")]
    pub buildings: Cards,
    pub hand_size: u32,
    /// The cards in hand, for their owner only.
    #[serde(serialize_with = "ids::some_buildings")]
    pub hand: Option<Cards>,
    pub supply: u8,
    pub placed: [u8; 9],
    pub prison: u8,
    pub captured: [u8; 5],
    pub guildhall: u8,
    /// Cards in the draft packet held (setup only).
    pub packet_size: u32,
    /// The packet itself, for its holder only.
    #[serde(serialize_with = "ids::some_buildings")]
    pub packet: Option<Cards>,
    /// Has kept a card this draft round (which one only its owner sees).
    pub has_kept: bool,
    #[serde(serialize_with = "ids::some_building")]
    pub keeping: Option<u8>,
}

/// A card on the bottom of the building deck: who put it there, and which card, for them only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct BottomCard {
    pub by: u8,
    #[serde(serialize_with = "ids::some_building")]
    pub card: Option<u8>,
}

/// A level of the Cathedral as the board shows it (AWK-14.1, spec §5.5): its spaces, what it
/// scores at the end, and whose markers stand on it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CathedralLevel {
    /// How many markers the level holds; `None` below level 1, where every marker starts.
    pub spaces: Option<u8>,
    pub vp: i64,
    /// The seats whose marker is on this level, in seat order.
    pub seats: Vec<u8>,
}

/// What an observer may know of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    pub game: &'static str,
    pub you: Option<u8>,
    pub seats: u8,
    pub start_player: u8,
    pub turn: u8,
    pub stage: Stage,
    pub to_move: ToMove,
    pub players: Vec<PlayerView>,
    pub tax_stand: u16,
    #[serde(serialize_with = "ids::apprentice_row")]
    pub display: [Option<u8>; 8],
    pub coins: [u8; 8],
    #[serde(serialize_with = "ids::apprentices")]
    pub apprentice_deck: Cards,
    #[serde(serialize_with = "ids::apprentice_list")]
    pub apprentice_bottom: Vec<u8>,
    pub building_deck_size: u32,
    pub building_bottom: Vec<BottomCard>,
    /// Cards drawn at the Black Market: how many, and which for the drawer.
    pub seen_size: u32,
    #[serde(serialize_with = "ids::some_buildings")]
    pub seen: Option<Cards>,
    pub draws: Draws,
    pub market_pile_size: u32,
    pub market_top: Option<u8>,
    pub market_large: Option<u8>,
    /// What the Black Market's first and last spaces give now (clay, wood, stone, gold,
    /// marble): the small side on top of the pile and the large side beside it, or the
    /// board's printed markets where no card lies (AWK-10.4, AWK-R10).
    pub market_offers: [[u8; 5]; 2],
    pub black_market: [Option<u8>; 3],
    pub rewards_left: u8,
    pub rewards_taken: [u8; 6],
    pub guildhall: Vec<u8>,
    /// The Cathedral's levels 0 to 5 (the index is the level), public as the board is.
    pub cathedral: Vec<CathedralLevel>,
    pub final_turns: Option<u8>,
    /// Scores so far (final once the game is over).
    pub scores: Vec<i64>,
    /// What the observing seat remembers of building cards it no longer sees: the cards it
    /// knows in each hand and among the cards seen at the Black Market, its draft passes
    /// counted by place, and the cards it lost track of (`memory` module). JSON names
    /// the cards by id (`"B11"`), as everywhere in the view.
    #[serde(serialize_with = "ids::some_memory")]
    pub memory: Option<Memory>,
    /// The options played with (AWK-22).
    pub flags: Flags,
}

impl Architects {
    pub(crate) fn view_for(&self, observer: Observer, to_move: ToMove) -> View {
        let me = observer.seat().map(|s| s.0);
        let mine = |s: usize| me == Some(s as u8);
        let players = (0..self.n())
            .map(|s| {
                let p = &self.players[s];
                PlayerView {
                    board: p
                        .board
                        .and_then(|b| data::BOARDS.get(usize::from(b)))
                        .map(|b| b.name),
                    silver: p.silver,
                    resources: p.resources,
                    virtue: p.virtue,
                    cathedral: p.cathedral,
                    unpaid_debts: p.unpaid_debts,
                    paid_debts: p.paid_debts,
                    apprentices: p.apprentices,
                    buildings: p.buildings,
                    hand_size: p.hand.len(),
                    hand: mine(s).then_some(p.hand),
                    supply: p.supply,
                    placed: p.placed,
                    prison: p.prison,
                    captured: p.captured,
                    guildhall: p.guildhall,
                    packet_size: self.packets[s].len(),
                    packet: mine(s).then_some(self.packets[s]),
                    has_kept: self.keeping[s].is_some(),
                    keeping: if mine(s) { self.keeping[s] } else { None },
                }
            })
            .collect();
        View {
            game: "architects-of-the-west-kingdom",
            you: me,
            seats: self.seats,
            start_player: self.start,
            turn: self.turn,
            stage: self.stage,
            to_move,
            players,
            tax_stand: self.tax,
            display: self.display,
            coins: self.coins,
            apprentice_deck: self.apprentice_deck,
            apprentice_bottom: self.apprentice_bottom.iter().map(|(c, _)| c).collect(),
            building_deck_size: self.building_deck.len(),
            building_bottom: self
                .building_bottom
                .iter()
                .map(|(card, by)| BottomCard {
                    by,
                    card: (by != NOBODY && me == Some(by)).then_some(card),
                })
                .collect(),
            seen_size: self.seen.len(),
            seen: (me == Some(self.turn)).then_some(self.seen),
            draws: self.draws,
            market_pile_size: self.market_pile.count_ones(),
            market_top: self.market_top,
            market_large: self.market_large,
            market_offers: [self.small_offer(), self.large_offer()],
            black_market: self.black_market,
            rewards_left: self.rewards_left,
            rewards_taken: self.rewards_taken,
            guildhall: self.guild.iter().flatten().copied().collect(),
            cathedral: (0..data::CATHEDRAL_SPACES.len())
                .map(|level| CathedralLevel {
                    spaces: (level > 0).then_some(data::CATHEDRAL_SPACES[level]),
                    vp: data::CATHEDRAL_VP[level],
                    seats: (0..self.seats)
                        .filter(|&s| usize::from(self.players[usize::from(s)].cathedral) == level)
                        .collect(),
                })
                .collect(),
            final_turns: self.final_turns,
            scores: (0..self.n()).map(|s| self.score(s)).collect(),
            memory: me.map(|s| self.memory[usize::from(s)]),
            flags: self.flags,
        }
    }
}
