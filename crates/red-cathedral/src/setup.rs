//! Setup (RC-3, RC-15.1): each draw is a chance decision with its outcomes listed, in the
//! order of the rulebook.

use cathedra_core::{Illegal, Log, Options, Outcome, SetupError, StartMoney};

use crate::action::Action;
use crate::data::{DataRef, MAX_HEIGHT, MAX_TOWERS};
use crate::refusal::{refuse, Why};
use crate::state::{
    AfterRoll, Bot, Main, Pending, Phase, Place, Player, RedCathedral, Tally, Turn, NONE,
};
use crate::types::{Die, SectionKind, SoloCard};

/// Track position of the markers at the start (RC-3.3).
pub const START_POS: u16 = 2;

/// RC-3.11: starting rubles by position in the order of play, the start player's first (solo:
/// the first amount, Q-20).
pub const RULEBOOK_START_MONEY: [u16; 4] = [3, 4, 4, 5];

/// Most rubles the option `start-money` gives a player.
pub const MAX_START_MONEY: u16 = 100;

/// The arguments of the event `solo_row`: Jakovlev's solo cards from left to right, and the
/// die of the tile on each.
const ROW_CARDS: [&str; 5] = ["card1", "card2", "card3", "card4", "card5"];
const ROW_DICE: [&str; 5] = ["die1", "die2", "die3", "die4", "die5"];

pub(crate) fn rulebook_start_money() -> [u16; 4] {
    RULEBOOK_START_MONEY
}

/// Reads the option `start-money`: `rulebook`, or one whole amount per player in the order of
/// play separated by `/` (e.g. `5/5` for two players).
pub(crate) fn start_money(options: &Options, players: usize) -> Result<[u16; 4], SetupError> {
    let amounts = StartMoney {
        money: "rubles",
        rulebook: &RULEBOOK_START_MONEY,
        most: MAX_START_MONEY,
        in_all: None,
    }
    .read(options, players)?;
    Ok(amounts.unwrap_or(RULEBOOK_START_MONEY))
}

impl RedCathedral {
    /// A new game on the embedded card data.
    pub fn setup(players: usize, advanced: bool, first_game: bool) -> RedCathedral {
        Self::setup_with(players, advanced, first_game, DataRef::embedded())
    }

    /// A new game on the given card data.
    pub fn setup_with(
        players: usize,
        advanced: bool,
        first_game: bool,
        data_ref: DataRef,
    ) -> RedCathedral {
        let data = data_ref.0;
        let player = Player {
            rubles: 0,
            inventory: [0; 6],
            inventory_banners: 4,
            reserve_banners: if advanced { 0 } else { 2 },
            white_blocked: if advanced { 0b11 } else { 0 },
            tiles: [NONE; 6],
            face_up: 0,
            advanced,
            ornaments: if advanced { [0; 3] } else { [1, 2, 1] },
        };
        let mut g = RedCathedral {
            players: players as u8,
            advanced,
            first_game,
            data: data_ref,
            start_money: RULEBOOK_START_MONEY,
            phase: Phase::ResourceTiles,
            market: [NONE; 8],
            influence: [NONE; 4],
            die_space: [0; 5],
            die_face: [0; 5],
            plan: NONE,
            towers: 0,
            heights: [0; MAX_TOWERS],
            site: [[Place::EMPTY; MAX_HEIGHT]; MAX_TOWERS],
            supply: data.supply,
            seats: [player; 4],
            tally: [Tally {
                pos: START_POS,
                completed: 0,
                ornaments: 0,
            }; 4],
            first: 0,
            turn: Turn {
                seat: 0,
                main: Main::None,
                pending: Pending::None,
                sold: 0,
                rerolled: false,
                chain: NONE,
            },
            last_turns: 0,
            ending: false,
            final_prestige: [0; 4],
            bot: Bot {
                cards: [NONE; 5],
                tiles: [NONE; 5],
                face_up: 0,
                stock: [0; 6],
                build: [0; 6],
                banners: 0,
                placed: 0,
                moved_to: NONE,
            },
        };
        for s in g.n()..4 {
            g.seats[s] = Player {
                inventory_banners: 0,
                reserve_banners: 0,
                white_blocked: 0,
                ornaments: [0; 3],
                ..player
            };
        }
        if g.solo() {
            // RC-15.1 step 2: the bot has no workshop board.
            g.seats[1].ornaments = [0; 3];
            g.bot.banners = 5;
        }
        g
    }

    /// The card kind to deal next and its place, during `Phase::Sections`.
    pub(crate) fn next_section_place(&self) -> Option<(usize, usize)> {
        (0..usize::from(self.towers)).find_map(|t| {
            (0..usize::from(self.heights[t]))
                .find(|&h| self.site[t][h].card == NONE)
                .map(|h| (t, h))
        })
    }

    pub(crate) fn next_tile_place(&self) -> Option<(usize, usize)> {
        (0..usize::from(self.towers)).find_map(|t| {
            (0..usize::from(self.heights[t]))
                .find(|&h| self.site[t][h].tile == NONE)
                .map(|h| (t, h))
        })
    }

    fn section_dealt(&self, card: usize) -> bool {
        self.site
            .iter()
            .flatten()
            .any(|p| usize::from(p.card) == card)
    }

    fn tile_dealt(&self, tile: usize) -> bool {
        self.site
            .iter()
            .flatten()
            .any(|p| usize::from(p.tile) == tile)
    }

    /// Workshop tiles in play for this player count (RC-3.10).
    pub(crate) fn tile_eligible(&self, tile: usize) -> bool {
        self.data()
            .workshop_tiles
            .get(tile)
            .is_some_and(|t| self.n() >= 3 || !t.three_four)
    }

    pub(crate) fn setup_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        let data = self.data();
        let one = |action| Outcome { action, weight: 1 };
        match self.phase {
            Phase::ResourceTiles => out.extend(
                (0..8u8)
                    .filter(|t| !self.market.contains(t))
                    .map(|tile| one(Action::ResourceTile { tile })),
            ),
            Phase::InfluenceCards => {
                let used = |g: u8| {
                    self.influence
                        .iter()
                        .any(|&c| c != NONE && data.influence[usize::from(c)].group == g)
                };
                out.extend(
                    data.influence
                        .iter()
                        .enumerate()
                        .filter(|(_, c)| !used(c.group))
                        .map(|(i, _)| one(Action::InfluenceCard { card: i as u8 })),
                )
            }
            Phase::Dice => {
                for die in Die::ALL {
                    if self.die_face[die as usize] == 0 {
                        out.extend((1..=6).map(|face| one(Action::PlaceDie { die, face })));
                    }
                }
            }
            Phase::Plan => out.extend(
                data.plans
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| usize::from(p.players) == self.rule_players())
                    .map(|(i, _)| one(Action::Plan { plan: i as u8 })),
            ),
            Phase::Sections => {
                if let Some((t, h)) = self.next_section_place() {
                    let kind = self.kind_at(t, h);
                    out.extend(
                        data.kind_range(kind)
                            .filter(|&c| !self.section_dealt(c))
                            .map(|c| one(Action::Section { card: c as u8 })),
                    );
                }
            }
            Phase::WorkshopTiles => out.extend(
                (0..data.workshop_tiles.len())
                    .filter(|&t| self.tile_eligible(t) && !self.tile_dealt(t))
                    .map(|t| one(Action::WorkshopTile { tile: t as u8 })),
            ),
            Phase::FirstPlayer => {
                out.extend((0..self.players).map(|seat| one(Action::FirstPlayer { seat })))
            }
            Phase::SoloCards => out.extend(
                SoloCard::ALL
                    .into_iter()
                    .filter(|c| !self.bot.cards.contains(&(*c as u8)))
                    .map(|card| one(Action::SoloCard { card })),
            ),
            Phase::SoloTiles { .. } => out.extend(
                Die::ALL
                    .into_iter()
                    .filter(|d| !self.bot.tiles.contains(&(*d as u8)))
                    .map(|die| one(Action::SoloTile { die })),
            ),
            Phase::Rolling { .. } => out.extend((1..=6).map(|face| one(Action::Roll { face }))),
            Phase::Turn | Phase::BotChoice { .. } | Phase::Over => {}
        }
    }

    /// Applies a chance outcome; refuses one that is not listed now.
    pub(crate) fn apply_chance(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let data = self.data();
        let not_now = || refuse("RC-3", Why::NotAnOutcome.words());
        match (self.phase, action) {
            (Phase::ResourceTiles, Action::ResourceTile { tile }) => {
                if tile >= 8 || self.market.contains(&tile) {
                    return Err(not_now());
                }
                let space = self
                    .market
                    .iter()
                    .position(|&t| t == NONE)
                    .ok_or_else(not_now)?;
                self.market[space] = tile;
                log.say(|| {
                    let name = data.resource_tiles[usize::from(tile)].gives.name();
                    (
                        cathedra_core::Event::new("resource_tile")
                            .num("space", space as i64)
                            .term("resource", name),
                        format!("The {name} tile is laid on market space {}", space + 1),
                    )
                });
                if space == 7 {
                    self.phase = if self.first_game {
                        self.lay_first_game_influence();
                        Phase::Dice
                    } else {
                        Phase::InfluenceCards
                    };
                }
            }
            (Phase::InfluenceCards, Action::InfluenceCard { card }) => {
                let c = data.influence.get(usize::from(card)).ok_or_else(not_now)?;
                let group_used = self
                    .influence
                    .iter()
                    .any(|&i| i != NONE && data.influence[usize::from(i)].group == c.group);
                if group_used {
                    return Err(not_now());
                }
                let q = self
                    .influence
                    .iter()
                    .position(|&i| i == NONE)
                    .ok_or_else(not_now)?;
                self.influence[q] = card;
                log.say(|| {
                    (
                        cathedra_core::Event::new("influence_card")
                            .num("quadrant", q as i64)
                            .term("card", c.id),
                        format!(
                            "The {} card goes to quadrant {} ({} / {})",
                            crate::data::GROUPS[usize::from(c.group)],
                            q + 1,
                            c.actions[0].text,
                            c.actions[1].text
                        ),
                    )
                });
                if q == 3 {
                    self.phase = Phase::Dice;
                }
            }
            (Phase::Dice, Action::PlaceDie { die, face }) => {
                let d = die as usize;
                if self.die_face[d] != 0 || !(1..=6).contains(&face) {
                    return Err(not_now());
                }
                let placed = self.die_face.iter().filter(|&&f| f != 0).count() as u8;
                let start = self.recognition_space().ok_or_else(not_now)?;
                let space = (start + placed) % 8;
                self.die_space[d] = space;
                self.die_face[d] = face;
                log.say(|| {
                    (
                        cathedra_core::Event::new("die_placed")
                            .term("die", die.name())
                            .num("face", face)
                            .num("space", space),
                        format!(
                            "The {} die shows {face} next to market space {}",
                            die.name(),
                            space + 1
                        ),
                    )
                });
                if placed == 4 {
                    self.phase = Phase::Plan;
                }
            }
            (Phase::Plan, Action::Plan { plan }) => {
                let p = data.plans.get(usize::from(plan)).ok_or_else(not_now)?;
                if usize::from(p.players) != self.rule_players() {
                    return Err(not_now());
                }
                self.plan = plan;
                self.towers = p.heights.len() as u8;
                for (t, &h) in p.heights.iter().enumerate() {
                    self.heights[t] = h;
                }
                log.say(|| {
                    (
                        cathedra_core::Event::new("plan").term("plan", p.id),
                        format!(
                            "The plan card: towers of {} cards",
                            p.heights
                                .iter()
                                .map(u8::to_string)
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    )
                });
                self.phase = Phase::Sections;
            }
            (Phase::Sections, Action::Section { card }) => {
                let (t, h) = self.next_section_place().ok_or_else(not_now)?;
                let c = usize::from(card);
                if !data.kind_range(self.kind_at(t, h)).contains(&c) || self.section_dealt(c) {
                    return Err(not_now());
                }
                self.site[t][h].card = card;
                if self.next_section_place().is_none() {
                    self.phase = Phase::WorkshopTiles;
                }
            }
            (Phase::WorkshopTiles, Action::WorkshopTile { tile }) => {
                let (t, h) = self.next_tile_place().ok_or_else(not_now)?;
                if !self.tile_eligible(usize::from(tile)) || self.tile_dealt(usize::from(tile)) {
                    return Err(not_now());
                }
                self.site[t][h].tile = tile;
                if self.next_tile_place().is_none() {
                    log.say(|| {
                        (
                            cathedra_core::Event::new("site_dealt"),
                            "The cathedral cards and their workshop tiles are laid out".into(),
                        )
                    });
                    if self.solo() {
                        self.first = 0;
                        self.give_starting_rubles();
                        self.phase = Phase::SoloCards;
                    } else {
                        self.phase = Phase::FirstPlayer;
                    }
                }
            }
            (Phase::FirstPlayer, Action::FirstPlayer { seat }) => {
                if seat >= self.players {
                    return Err(not_now());
                }
                self.first = seat;
                self.give_starting_rubles();
                log.say(|| {
                    (
                        cathedra_core::Event::new("first_player")
                            .seat("seat", cathedra_core::Seat(seat)),
                        format!("{} starts", crate::colour(seat)),
                    )
                });
                self.start_turn(seat);
            }
            (Phase::SoloCards, Action::SoloCard { card }) => {
                if self.bot.cards.contains(&(card as u8)) {
                    return Err(not_now());
                }
                let i = self
                    .bot
                    .cards
                    .iter()
                    .position(|&c| c == NONE)
                    .ok_or_else(not_now)?;
                self.bot.cards[i] = card as u8;
                if i == 4 {
                    self.phase = Phase::SoloTiles { reset: false };
                }
            }
            (Phase::SoloTiles { reset }, Action::SoloTile { die }) => {
                if self.bot.tiles.contains(&(die as u8)) {
                    return Err(not_now());
                }
                let i = self
                    .bot
                    .tiles
                    .iter()
                    .position(|&c| c == NONE)
                    .ok_or_else(not_now)?;
                self.bot.tiles[i] = die as u8;
                if i == 4 {
                    self.bot.face_up = 0b11111;
                    log.say(|| {
                        let mut event = cathedra_core::Event::new("solo_row");
                        let mut row = Vec::new();
                        for k in 0..5 {
                            let card = SoloCard::ALL[usize::from(self.bot.cards[k])].name();
                            let die = Die::ALL[usize::from(self.bot.tiles[k])].name();
                            event = event.term(ROW_CARDS[k], card).term(ROW_DICE[k], die);
                            row.push(format!("{card} ({die} die)"));
                        }
                        (event, format!("Jakovlev's row: {}", row.join(", ")))
                    });
                    if reset {
                        self.bot_select(log);
                    } else {
                        self.bot_first_claim(log);
                        self.start_turn(0);
                    }
                }
            }
            (Phase::Rolling { mask, then }, Action::Roll { face }) => {
                if !(1..=6).contains(&face) || mask == 0 {
                    return Err(not_now());
                }
                let d = mask.trailing_zeros() as usize;
                self.die_face[d] = face;
                log.say(|| {
                    (
                        cathedra_core::Event::new("roll")
                            .term("die", Die::ALL[d].name())
                            .num("face", face),
                        format!("The {} die is rolled: {face}", Die::ALL[d].name()),
                    )
                });
                let rest = mask & !(1 << d);
                if rest != 0 {
                    self.phase = Phase::Rolling { mask: rest, then };
                } else {
                    match then {
                        AfterRoll::Turn => self.phase = Phase::Turn,
                        AfterRoll::EndTurn => self.after_turn(self.turn.seat, log),
                        AfterRoll::BotEnd => self.after_turn(Self::BOT, log),
                    }
                }
            }
            _ => return Err(not_now()),
        }
        Ok(())
    }

    fn lay_first_game_influence(&mut self) {
        let data = self.data();
        for (q, g) in (0..4u8).enumerate() {
            if let Some(i) = data
                .influence
                .iter()
                .position(|c| c.group == g && c.first_game)
            {
                self.influence[q] = i as u8;
            }
        }
    }

    /// RC-3.11: 3, 4, 4, 5 rubles in seat order from the first player (solo: 3, Q-20), or the
    /// amounts of the option `start-money`.
    fn give_starting_rubles(&mut self) {
        let start = self.start_money;
        for (k, &rubles) in start.iter().enumerate().take(self.n()) {
            let seat = (usize::from(self.first) + k) % self.n();
            self.seats[seat].rubles = rubles;
        }
    }

    /// The card kinds a plan's tower holds at each height.
    pub fn kinds(&self, tower: usize) -> impl Iterator<Item = SectionKind> + '_ {
        (0..usize::from(self.heights[tower])).map(move |h| self.kind_at(tower, h))
    }
}
