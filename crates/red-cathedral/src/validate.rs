//! `validate`: a loaded state must be one that play can reach.

use crate::data::{MAX_HEIGHT, MAX_TOWERS};
use crate::state::{AfterRoll, Main, Pending, Phase, Place, RedCathedral, NONE};
use crate::types::Ornament;

/// Most rubles a state may hold (no game comes near; keeps arithmetic far from overflow).
const MAX_RUBLES: u16 = 2000;

macro_rules! ensure {
    ($cond:expr, $($msg:tt)+) => {
        if !$cond {
            return Err(format!($($msg)+));
        }
    };
}

impl RedCathedral {
    pub(crate) fn check_state(&self) -> Result<(), String> {
        let data = self.data();
        let n = self.n();
        ensure!((1..=4).contains(&n), "{n} players (1 to 4)");
        let parts = self.participants_count();
        let stage = self.stage();

        // Market tiles (RC-3.4).
        let laid = self.market.iter().take_while(|&&t| t != NONE).count();
        ensure!(
            self.market[laid..].iter().all(|&t| t == NONE),
            "resource tiles laid out of order"
        );
        ensure!(
            self.market[..laid].iter().all(|&t| t < 8),
            "no such resource tile"
        );
        for i in 0..laid {
            ensure!(
                !self.market[..i].contains(&self.market[i]),
                "a resource tile lies twice"
            );
        }
        ensure!(
            (laid == 8) == (stage > 0),
            "resource tiles do not fit the setup step"
        );

        // Influence cards (RC-3.5).
        let cards = self.influence.iter().take_while(|&&c| c != NONE).count();
        ensure!(
            self.influence[cards..].iter().all(|&c| c == NONE),
            "influence cards out of order"
        );
        for i in 0..cards {
            let c = self.influence[i];
            ensure!(
                usize::from(c) < data.influence.len(),
                "no such influence card"
            );
            let g = data.influence[usize::from(c)].group;
            ensure!(
                !self.influence[..i]
                    .iter()
                    .any(|&o| data.influence[usize::from(o)].group == g),
                "two influence cards of one group"
            );
            if self.first_game {
                ensure!(
                    data.influence[usize::from(c)].first_game,
                    "not the first-game set"
                );
            }
        }
        ensure!(
            (cards == 4) == (stage > 1),
            "influence cards do not fit the setup step"
        );
        ensure!(
            !self.first_game || stage != 1,
            "the first-game set is laid at once"
        );

        // Dice (RC-3.6, RC-10.4).
        let placed = self.die_face.iter().filter(|&&f| f != 0).count();
        ensure!(self.die_face.iter().all(|&f| f <= 6), "a die face above 6");
        ensure!(
            self.die_space.iter().all(|&s| s < 8),
            "a die off the market"
        );
        ensure!(
            (placed == 5) == (stage > 2),
            "dice do not fit the setup step"
        );
        if stage <= 2 {
            ensure!(
                self.die_space
                    .iter()
                    .zip(self.die_face)
                    .all(|(&s, f)| f != 0 || s == 0),
                "a die not yet dropped has a space"
            );
            if let Some(rec) = self.recognition_space() {
                let mut seen = 0u8;
                for d in 0..5 {
                    if self.die_face[d] != 0 {
                        let k = (self.die_space[d] + 8 - rec) % 8;
                        ensure!(
                            usize::from(k) < placed && seen & (1 << k) == 0,
                            "dice dropped out of order"
                        );
                        seen |= 1 << k;
                    }
                }
            }
        }
        for s in 0..8 {
            ensure!(
                self.dice_on(s) <= 3,
                "more than 3 dice on market space {}",
                s + 1
            );
        }

        // Plan (RC-3.8).
        if stage > 3 {
            let plan = data
                .plans
                .get(usize::from(self.plan))
                .ok_or("no such plan card")?;
            ensure!(
                usize::from(plan.players) == self.rule_players(),
                "a plan for another player count"
            );
            ensure!(
                usize::from(self.towers) == plan.heights.len(),
                "towers do not fit the plan"
            );
            for t in 0..MAX_TOWERS {
                let h = plan.heights.get(t).copied().unwrap_or(0);
                ensure!(self.heights[t] == h, "tower heights do not fit the plan");
            }
        } else {
            ensure!(
                self.plan == NONE && self.towers == 0 && self.heights == [0; MAX_TOWERS],
                "a plan before its draw"
            );
        }

        // Construction site.
        let mut dealt = 0u64;
        let mut tiles_seen = 0u64;
        let note_tile = |seen: &mut u64, t: u8, what: &str| -> Result<(), String> {
            ensure!(
                self.tile_eligible(usize::from(t)),
                "workshop tile {t} is not in play ({what})"
            );
            ensure!(*seen & (1 << t) == 0, "workshop tile {t} lies twice");
            *seen |= 1 << t;
            Ok(())
        };
        let mut ornaments = [[0u8; 3]; 4];
        let mut claims = [0u8; 4];
        let mut completed = [0u8; 4];
        let mut on_cards = [0u16; 6];
        let mut all_cards = true;
        let mut all_tiles = true;
        for t in 0..MAX_TOWERS {
            for h in 0..MAX_HEIGHT {
                let p = &self.site[t][h];
                if t >= usize::from(self.towers) || h >= usize::from(self.heights[t]) {
                    ensure!(*p == Place::EMPTY, "a card outside the plan");
                    continue;
                }
                if p.card == NONE {
                    all_cards = false;
                    ensure!(*p == Place::EMPTY, "an undealt place holds something");
                    continue;
                }
                let c = usize::from(p.card);
                ensure!(
                    data.kind_range(self.kind_at(t, h)).contains(&c),
                    "a card of the wrong kind at tower {}",
                    t + 1
                );
                ensure!(dealt & (1 << c) == 0, "a cathedral card lies twice");
                dealt |= 1 << c;
                if p.tile != NONE {
                    note_tile(&mut tiles_seen, p.tile, "on a card")?;
                    ensure!(!p.claimed(), "a claimed card still holds its tile");
                } else if !p.claimed() {
                    all_tiles = false;
                }
                if p.claimed() {
                    ensure!(usize::from(p.banner) < parts, "a banner of nobody");
                    ensure!(
                        h == 0 || self.site[t][h - 1].claimed(),
                        "a claim above an unclaimed card (RC-6.3)"
                    );
                    claims[usize::from(p.banner)] += 1;
                }
                ensure!(!p.done || p.claimed(), "a completed card without banner");
                let cost = &data.sections[c].cost;
                let bot_card = self.solo() && p.banner == Self::BOT;
                if p.done {
                    completed[usize::from(p.banner)] += 1;
                    ensure!(p.delivered == [0; 6], "materials on a completed card");
                } else if bot_card {
                    ensure!(
                        crate::state::total(&p.delivered) < data.sections[c].units(),
                        "a complete card not flipped"
                    );
                } else {
                    ensure!(
                        p.delivered.iter().zip(cost).all(|(d, c)| d <= c),
                        "more delivered than a card costs"
                    );
                    ensure!(
                        p.delivered != *cost || *cost == [0; 6],
                        "a complete card not flipped"
                    );
                    ensure!(
                        p.claimed() || p.delivered == [0; 6],
                        "materials on an unclaimed card"
                    );
                }
                for (i, &d) in p.delivered.iter().enumerate() {
                    on_cards[i] += u16::from(d);
                }
                if p.ornament != NONE {
                    ensure!(usize::from(p.ornament) < parts, "an ornament of nobody");
                    ensure!(p.done, "an ornament on an unfinished card");
                    ornaments[usize::from(p.ornament)][self.kind_at(t, h).ornament() as usize] += 1;
                }
            }
        }
        let planned = self.towers > 0;
        ensure!(
            (planned && all_cards) == (stage > 4),
            "cards do not fit the setup step"
        );
        ensure!(
            (planned && all_cards && all_tiles) == (stage > 5),
            "workshop tiles do not fit the setup step"
        );
        if stage <= 4 {
            ensure!(tiles_seen == 0, "workshop tiles before the cards");
        }
        if stage <= 5 {
            ensure!(
                claims.iter().all(|&c| c == 0) || (self.solo() && stage >= 6),
                "a claim during setup"
            );
        }

        // Players.
        ensure!(
            self.start_money[..n]
                .iter()
                .all(|&m| m <= crate::setup::MAX_START_MONEY),
            "starting rubles above {}",
            crate::setup::MAX_START_MONEY
        );
        // RC-3.11: the starting rubles are given when the first player is known.
        let before_rubles = stage < 6 || self.phase == Phase::FirstPlayer;
        let solo_start = self.solo()
            && matches!(
                self.phase,
                Phase::SoloCards | Phase::SoloTiles { reset: false }
            );
        let mut held = [0u16; 6];
        for s in 0..4 {
            let p = &self.seats[s];
            if s >= n {
                let blank = crate::state::Player {
                    rubles: 0,
                    inventory: [0; 6],
                    inventory_banners: 0,
                    reserve_banners: 0,
                    white_blocked: 0,
                    tiles: [NONE; 6],
                    face_up: 0,
                    advanced: self.advanced,
                    ornaments: [0; 3],
                };
                ensure!(*p == blank, "a seat beyond the players holds something");
                continue;
            }
            ensure!(p.advanced == self.advanced, "a board on the other side");
            ensure!(p.rubles <= MAX_RUBLES, "more than {MAX_RUBLES} rubles");
            ensure!(
                !before_rubles || p.rubles == 0,
                "rubles before the starting rubles are given"
            );
            ensure!(
                !solo_start || p.rubles == self.start_money[0],
                "rubles other than the starting rubles before the first turn"
            );
            ensure!(p.inventory_banners <= 4, "more than 4 inventory banners");
            if p.advanced {
                ensure!(
                    p.reserve_banners == 0 && p.white_blocked <= 3,
                    "banners on the advanced side"
                );
            } else {
                ensure!(
                    p.reserve_banners <= 2 && p.white_blocked == 0,
                    "banners on the basic side"
                );
            }
            ensure!(
                p.held() <= p.capacity(),
                "an inventory over its capacity (RC-11.2)"
            );
            ensure!(p.banners() + claims[s] == 6, "banners do not add up to 6");
            for (i, &m) in p.inventory.iter().enumerate() {
                held[i] += u16::from(m);
            }
            let mut on_board = 0;
            for w in 0..6 {
                let tile = p.tiles[w];
                if tile == NONE {
                    ensure!(
                        p.face_up & (1 << w) == 0,
                        "a face-up tile that is not there"
                    );
                    continue;
                }
                on_board += 1;
                note_tile(&mut tiles_seen, tile, "on a workshop")?;
                ensure!(
                    w >= 2 || p.white_blocked & (1 << w) == 0,
                    "a tile on a blocked white space"
                );
            }
            ensure!(p.face_up < 64, "no such workshop space");
            let pending_tile = matches!(self.turn.pending, Pending::Tile { .. })
                && usize::from(self.turn.seat) == s
                && stage == 7;
            ensure!(
                on_board + u8::from(pending_tile) == claims[s],
                "workshop tiles do not match the claims"
            );
            for o in Ornament::ALL {
                let placed = ornaments[s][o as usize];
                let usable = if p.advanced {
                    (0..6)
                        .filter(|&w| p.face_up & (1 << w) != 0 && data.unlocks[w] == Some(o))
                        .count() as u8
                } else {
                    o.owned()
                };
                ensure!(
                    placed <= usable && p.ornaments[o as usize] == usable - placed,
                    "ornaments do not add up"
                );
            }
        }
        if let Pending::Tile { tile } = self.turn.pending {
            ensure!(stage == 7, "a tile to place outside a turn");
            note_tile(&mut tiles_seen, tile, "to be placed")?;
        }

        // Supply conservation (RC-11.4).
        for i in 0..6 {
            let bot = u16::from(self.bot.stock[i]) + u16::from(self.bot.build[i]);
            ensure!(
                u16::from(self.supply[i]) + held[i] + on_cards[i] + bot
                    == u16::from(data.supply[i]),
                "{} does not add up to the box",
                crate::types::Material::ALL[i].name()
            );
        }

        // Track and tallies.
        let max = data.max_pos();
        for p in 0..4 {
            let t = &self.tally[p];
            if p >= parts {
                ensure!(
                    t.pos == crate::START_POS && t.completed == 0 && t.ornaments == 0,
                    "a participant beyond the game"
                );
                continue;
            }
            ensure!(t.pos <= max, "a marker beyond the track");
            ensure!(
                stage >= 7 || t.pos == crate::START_POS,
                "a marker moved before play"
            );
            ensure!(t.completed == completed[p], "completed cards do not match");
            ensure!(
                t.ornaments == ornaments[p].iter().sum::<u8>(),
                "ornaments placed do not match"
            );
        }
        let six = completed.iter().any(|&c| c >= 6);
        ensure!(
            self.ending == six,
            "the end trigger does not match the cards (RC-14.1)"
        );
        ensure!(usize::from(self.last_turns) < parts, "too many last turns");
        ensure!(
            self.ending || self.last_turns == 0,
            "last turns without the end trigger"
        );
        if self.phase != Phase::Over {
            ensure!(self.final_prestige == [0; 4], "final scores before the end");
        } else {
            ensure!(
                self.ending && self.last_turns == 0,
                "over without the end (RC-14.1)"
            );
            for p in 0..4 {
                let want = if p < parts {
                    data.prestige_floor(self.tally[p].pos)
                } else {
                    0
                };
                ensure!(
                    self.final_prestige[p] == want,
                    "final scores do not match the track"
                );
                ensure!(
                    p >= parts || data.is_prestige(self.tally[p].pos),
                    "a final marker off a prestige space"
                );
            }
        }
        ensure!(usize::from(self.first) < n, "no such first player");

        if let Phase::Rolling { mask, .. } = self.phase {
            ensure!(mask != 0 && mask < 32, "no die to roll");
            ensure!(
                (0..5).all(|d| mask & (1 << d) == 0 || self.die_face[d] != 0),
                "a roll of a die not on the market"
            );
        }
        self.check_bot(stage, &claims, &ornaments)?;
        self.check_turn(stage)?;
        self.check_can_act()
    }

    /// 0 resource tiles, 1 influence, 2 dice, 3 plan, 4 cards, 5 tiles, 6 first player / solo
    /// row, 7 play, 8 over.
    fn stage(&self) -> u8 {
        match self.phase {
            Phase::ResourceTiles => 0,
            Phase::InfluenceCards => 1,
            Phase::Dice => 2,
            Phase::Plan => 3,
            Phase::Sections => 4,
            Phase::WorkshopTiles => 5,
            Phase::FirstPlayer | Phase::SoloCards | Phase::SoloTiles { reset: false } => 6,
            Phase::SoloTiles { reset: true }
            | Phase::Turn
            | Phase::Rolling { .. }
            | Phase::BotChoice { .. } => 7,
            Phase::Over => 8,
        }
    }

    fn check_bot(
        &self,
        stage: u8,
        claims: &[u8; 4],
        ornaments: &[[u8; 3]; 4],
    ) -> Result<(), String> {
        let b = &self.bot;
        if !self.solo() {
            let blank = crate::state::Bot {
                cards: [NONE; 5],
                tiles: [NONE; 5],
                face_up: 0,
                stock: [0; 6],
                build: [0; 6],
                banners: 0,
                placed: 0,
                moved_to: NONE,
            };
            ensure!(*b == blank, "a solo bot in a game of several players");
            ensure!(
                !matches!(
                    self.phase,
                    Phase::SoloCards | Phase::SoloTiles { .. } | Phase::BotChoice { .. }
                ),
                "a solo step in a game of several players"
            );
            ensure!(
                !matches!(
                    self.phase,
                    Phase::Rolling {
                        then: AfterRoll::BotEnd,
                        ..
                    }
                ),
                "a bot roll in a game of several players"
            );
            return Ok(());
        }
        ensure!(
            self.phase != Phase::FirstPlayer,
            "the human starts a solo game"
        );
        ensure!(
            self.seats[1].ornaments == [0; 3],
            "the bot has no workshop board"
        );
        let dealt = b.cards.iter().take_while(|&&c| c != NONE).count();
        ensure!(
            b.cards[dealt..].iter().all(|&c| c == NONE),
            "solo cards out of order"
        );
        for i in 0..dealt {
            ensure!(
                b.cards[i] < 5 && !b.cards[..i].contains(&b.cards[i]),
                "solo cards repeat"
            );
        }
        let tiles = b.tiles.iter().take_while(|&&c| c != NONE).count();
        ensure!(
            b.tiles[tiles..].iter().all(|&c| c == NONE),
            "solo tiles out of order"
        );
        for i in 0..tiles {
            ensure!(
                b.tiles[i] < 5 && !b.tiles[..i].contains(&b.tiles[i]),
                "solo tiles repeat"
            );
        }
        let setup_row = matches!(self.phase, Phase::SoloCards);
        ensure!(
            (dealt == 5) == (stage >= 6 && !setup_row),
            "solo cards do not fit the setup step"
        );
        let tiles_step = matches!(self.phase, Phase::SoloTiles { .. });
        ensure!(
            (tiles == 5) == (stage >= 6 && !setup_row && !tiles_step),
            "solo tiles do not fit the step"
        );
        ensure!(
            tiles_step || setup_row || stage < 6 || tiles == 5,
            "solo tiles missing"
        );
        ensure!(b.face_up < 32, "no such solo card");
        ensure!(tiles == 5 || b.face_up == 0, "a face-up tile not dealt");
        if stage >= 7 {
            ensure!(
                usize::from(b.banners) + usize::from(claims[1]) == 6,
                "the bot's banners do not add up"
            );
        } else {
            ensure!(
                b.banners == 5 && claims[1] == 0,
                "the bot's banners before setup"
            );
        }
        ensure!(
            stage < 7 || claims[1] >= 1,
            "the bot's first claim is missing"
        );
        ensure!(b.placed <= 4, "the bot has 4 ornaments");
        let order = crate::bot::ORNAMENT_ORDER;
        let mut want = [0u8; 3];
        for o in order.iter().take(usize::from(b.placed)) {
            want[*o as usize] += 1;
        }
        ensure!(
            ornaments[1] == want,
            "the bot's ornaments are out of their order"
        );
        let bot_moving = matches!(
            self.phase,
            Phase::Rolling {
                then: AfterRoll::BotEnd,
                ..
            }
        ) || self.phase == Phase::BotChoice { ornament: false };
        ensure!(
            b.moved_to == NONE || (bot_moving && b.moved_to < 8),
            "a bot move outside its turn"
        );
        if let Phase::Rolling {
            then: AfterRoll::BotEnd,
            mask,
        } = self.phase
        {
            ensure!(
                b.moved_to != NONE && mask & !self.dice_mask(b.moved_to) == 0,
                "a bot roll of other dice"
            );
        }
        if let Phase::BotChoice { ornament } = self.phase {
            ensure!(
                !ornament || (b.face_up == 0 && tiles == 5),
                "the bot's ornament is chosen at a reset"
            );
            let mut count = 0;
            if ornament {
                self.bot_ornament_targets(|_, _| count += 1);
            } else {
                ensure!(b.banners > 0, "the bot has no banner to claim with");
                self.bot_claim_targets(|_, _| count += 1);
            }
            ensure!(count >= 2, "the bot's choice has one answer or none");
        }
        if let Phase::SoloTiles { reset: true } = self.phase {
            ensure!(b.face_up == 0, "a reset with face-up tiles");
        }
        Ok(())
    }

    fn check_turn(&self, stage: u8) -> Result<(), String> {
        let t = &self.turn;
        let data = self.data();
        let fresh = crate::state::Turn {
            seat: t.seat,
            main: Main::None,
            pending: Pending::None,
            sold: 0,
            rerolled: false,
            chain: NONE,
        };
        ensure!(usize::from(t.seat) < self.n(), "no such seat to move");
        let in_turn = matches!(self.phase, Phase::Turn)
            || matches!(
                self.phase,
                Phase::Rolling {
                    then: AfterRoll::Turn | AfterRoll::EndTurn,
                    ..
                }
            );
        if !in_turn {
            // Between turns the last turn's record may remain; nothing may be pending.
            ensure!(t.pending == Pending::None, "a step pending outside a turn");
            if stage < 7 {
                ensure!(*t == fresh && t.seat == 0, "a turn before play starts");
            }
            if self.solo() {
                ensure!(t.seat == 0, "only seat 0 plays solo");
            }
            return Ok(());
        }
        ensure!(t.sold <= 2, "no such sell state");
        ensure!(t.chain == NONE || t.chain < 2, "no such influence action");
        match t.main {
            Main::None => ensure!(
                t.pending == Pending::None && t.chain == NONE,
                "a step before the main action"
            ),
            Main::Claim => ensure!(
                matches!(t.pending, Pending::None | Pending::Tile { .. }) && t.chain == NONE,
                "a claim with another step"
            ),
            Main::Build { units } => {
                ensure!((1..=3).contains(&units), "a Build delivers 1 to 3 (RC-7.1)");
                ensure!(
                    t.pending == Pending::None && t.chain == NONE,
                    "a Build with another step"
                );
            }
            Main::Market {
                space,
                die,
                influenced,
                ..
            } => {
                ensure!(
                    space < 8 && self.die_space[die as usize] == space,
                    "the moved die is elsewhere"
                );
                ensure!(t.chain == NONE || influenced, "a repeat without influence");
                if t.chain != NONE {
                    let card = &data.influence[usize::from(self.influence[usize::from(space / 2)])];
                    ensure!(
                        card.actions[usize::from(t.chain)].repeat,
                        "a repeat of a once-only action"
                    );
                }
                let card = &data.influence[usize::from(self.influence[usize::from(space / 2)])];
                match t.pending {
                    Pending::None => {}
                    Pending::Tile { .. } => {
                        return Err("a tile to place after a market move".into())
                    }
                    Pending::Give {
                        action,
                        left,
                        given,
                    } => {
                        ensure!(
                            influenced && action < 2 && t.chain == NONE,
                            "a give without influence"
                        );
                        let a = &card.actions[usize::from(action)];
                        ensure!(left >= 1 && left <= a.give, "a give of the wrong size");
                        ensure!(
                            (given.count_ones() as u8) == a.give - left && given < 64,
                            "gives do not add up"
                        );
                        ensure!(
                            !matches!(a.give_kind, crate::data::GiveKind::Only(_))
                                && (a.give_kind != crate::data::GiveKind::Same || given == 0),
                            "that give is made at once"
                        );
                        let mut any = false;
                        for m in crate::types::Material::ALL {
                            let inv = self.seats[usize::from(t.seat)].inventory[m as usize];
                            any |= match a.give_kind {
                                crate::data::GiveKind::Same => inv >= left,
                                crate::data::GiveKind::Different => {
                                    inv > 0 && given & (1 << m as u8) == 0
                                }
                                _ => inv > 0,
                            };
                        }
                        ensure!(any, "nothing left to give");
                    }
                    Pending::Gain { action, left } => {
                        ensure!(
                            influenced && action < 2 && t.chain == NONE,
                            "a gain without influence"
                        );
                        let a = &card.actions[usize::from(action)];
                        ensure!(
                            a.gain_kind == crate::data::GainKind::Choice,
                            "that gain is fixed"
                        );
                        ensure!(left >= 1 && left <= a.gain, "a gain of the wrong size");
                    }
                    Pending::Deliver { left, made } => {
                        ensure!(
                            influenced && t.chain == NONE,
                            "a delivery without influence"
                        );
                        let most = card.actions.iter().map(|a| a.deliver).max().unwrap_or(0);
                        ensure!(
                            left >= 1 && u16::from(left) + u16::from(made) <= u16::from(most),
                            "a delivery of the wrong size"
                        );
                        ensure!(
                            card.actions.iter().any(|a| a.deliver == left + made),
                            "no such delivery action"
                        );
                    }
                    Pending::Swap => ensure!(
                        influenced && t.chain == NONE && card.actions.iter().any(|a| a.swap_tiles),
                        "a swap without its action"
                    ),
                }
            }
        }
        if let Pending::Tile { .. } = t.pending {
            ensure!(t.main == Main::Claim, "a tile without a claim");
        }
        if let Phase::Rolling { mask, then } = self.phase {
            ensure!(mask != 0 && mask < 32, "no die to roll");
            ensure!(t.pending == Pending::None, "a roll with a step pending");
            match then {
                AfterRoll::Turn => ensure!(t.rerolled, "a reroll not paid"),
                AfterRoll::EndTurn => {
                    let Main::Market { space, .. } = t.main else {
                        return Err("an end-of-turn roll without a market move".into());
                    };
                    ensure!(mask & !self.dice_mask(space) == 0, "a roll of other dice");
                }
                AfterRoll::BotEnd => {}
            }
            if then == AfterRoll::Turn {
                let spaces = (0..8u8).filter(|&s| self.dice_mask(s) & mask != 0).count();
                ensure!(spaces == 1, "a reroll of one space only");
            }
        }
        Ok(())
    }

    fn check_can_act(&self) -> Result<(), String> {
        use cathedra_core::{Game, Seat, ToMove};
        match self.to_move() {
            ToMove::Over => Ok(()),
            ToMove::Chance => {
                let mut out = Vec::new();
                self.chance_outcomes(&mut out);
                ensure!(!out.is_empty(), "chance has no outcome");
                Ok(())
            }
            _ => {
                let seat = self.decider().unwrap_or(0);
                let mut out = Vec::new();
                self.legal_actions(Seat(seat), &mut out);
                ensure!(!out.is_empty(), "the player to move has no legal action");
                Ok(())
            }
        }
    }
}
