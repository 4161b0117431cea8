//! What an observer may know. The Red Cathedral has no hidden information (spec section 5.2:
//! every tile, card and die is open), so every observer sees the same board; the view is still
//! an allow-list in the game's terms.

use cathedra_core::{Observer, ToMove};
use serde::Serialize;

use crate::state::{Main, Pending, Phase, RedCathedral, NONE};
use crate::types::{Die, Resource, SoloCard};

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    pub game: &'static str,
    /// The observer's seat; none for a spectator.
    pub you: Option<u8>,
    pub data: &'static str,
    pub now: Phase,
    pub to_move: ToMove,
    pub market: Vec<MarketSpace>,
    /// Influence card id per quadrant.
    pub influence: Vec<&'static str>,
    pub towers: Vec<Vec<CardView>>,
    pub supply: [u8; 6],
    pub players: Vec<PlayerView>,
    /// Track position, prestige so far, completed cards, ornaments placed per participant.
    pub track: Vec<TrackView>,
    pub turn: Option<TurnView>,
    pub ending: bool,
    pub bot: Option<BotView>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MarketSpace {
    pub resource: Option<Resource>,
    pub amount: u8,
    /// (die, face) standing here.
    pub dice: Vec<(Die, u8)>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CardView {
    pub card: Option<&'static str>,
    pub tile: Option<&'static str>,
    pub banner: Option<u8>,
    pub completed: bool,
    pub ornament: Option<u8>,
    pub delivered: [u8; 6],
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    pub rubles: u16,
    pub inventory: [u8; 6],
    pub capacity: u8,
    pub banners_left: u8,
    pub workshop: Vec<WorkshopView>,
    pub ornaments: [u8; 3],
    pub advanced: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WorkshopView {
    pub tile: Option<&'static str>,
    pub face_up: bool,
    pub blocked: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TrackView {
    pub position: u16,
    pub prestige: i64,
    pub completed: u8,
    pub ornaments: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TurnView {
    pub seat: u8,
    pub main: Main,
    pub pending: Pending,
    pub sold_prestige: u8,
    pub rerolled: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BotView {
    pub row: Vec<(Option<SoloCard>, Option<Die>, bool)>,
    pub inventory_card: [u8; 6],
    pub build_card: [u8; 6],
    pub banners: u8,
    pub ornaments_placed: u8,
}

impl RedCathedral {
    pub(crate) fn view_for(&self, observer: Observer) -> View {
        use cathedra_core::Game;
        let data = self.data();
        let market = (0..8u8)
            .map(|s| {
                let t = self.market[usize::from(s)];
                MarketSpace {
                    resource: (t != NONE).then(|| data.resource_tiles[usize::from(t)].gives),
                    amount: if t == NONE {
                        0
                    } else {
                        data.resource_tiles[usize::from(t)].amount
                    },
                    dice: Die::ALL
                        .into_iter()
                        .filter(|&d| {
                            self.die_face[d as usize] != 0 && self.die_space[d as usize] == s
                        })
                        .map(|d| (d, self.die_face[d as usize]))
                        .collect(),
                }
            })
            .collect();
        let prestige = self.prestige();
        View {
            game: "red-cathedral",
            you: observer.seat().map(|s| s.0),
            data: &data.id,
            now: self.phase,
            to_move: self.to_move(),
            market,
            influence: self
                .influence
                .iter()
                .filter(|&&c| c != NONE)
                .map(|&c| data.influence[usize::from(c)].id)
                .collect(),
            towers: (0..usize::from(self.towers))
                .map(|t| {
                    (0..usize::from(self.heights[t]))
                        .map(|h| {
                            let p = &self.site[t][h];
                            let opt = |v: u8| (v != NONE).then_some(v);
                            CardView {
                                card: opt(p.card).map(|c| data.sections[usize::from(c)].id),
                                tile: opt(p.tile).map(|c| data.workshop_tiles[usize::from(c)].id),
                                banner: opt(p.banner),
                                completed: p.done,
                                ornament: opt(p.ornament),
                                delivered: p.delivered,
                            }
                        })
                        .collect()
                })
                .collect(),
            supply: self.supply,
            players: (0..self.n())
                .map(|s| {
                    let p = &self.seats[s];
                    PlayerView {
                        rubles: p.rubles,
                        inventory: p.inventory,
                        capacity: p.capacity(),
                        banners_left: p.banners(),
                        workshop: (0..6)
                            .map(|w| WorkshopView {
                                tile: (p.tiles[w] != NONE)
                                    .then(|| data.workshop_tiles[usize::from(p.tiles[w])].id),
                                face_up: p.face_up & (1 << w) != 0,
                                blocked: w < 2 && p.white_blocked & (1 << w) != 0,
                            })
                            .collect(),
                        ornaments: p.ornaments,
                        advanced: p.advanced,
                    }
                })
                .collect(),
            track: (0..self.participants_count())
                .map(|p| TrackView {
                    position: self.tally[p].pos,
                    prestige: prestige[p],
                    completed: self.tally[p].completed,
                    ornaments: self.tally[p].ornaments,
                })
                .collect(),
            turn: matches!(self.phase, Phase::Turn).then_some(TurnView {
                seat: self.turn.seat,
                main: self.turn.main,
                pending: self.turn.pending,
                sold_prestige: self.turn.sold,
                rerolled: self.turn.rerolled,
            }),
            ending: self.ending,
            bot: self.solo().then(|| BotView {
                row: (0..5)
                    .map(|i| {
                        (
                            SoloCard::ALL.get(usize::from(self.bot.cards[i])).copied(),
                            Die::from_index(usize::from(self.bot.tiles[i])),
                            self.bot.face_up & (1 << i) != 0,
                        )
                    })
                    .collect(),
                inventory_card: self.bot.stock,
                build_card: self.bot.build,
                banners: self.bot.banners,
                ornaments_placed: self.bot.placed,
            }),
        }
    }
}
