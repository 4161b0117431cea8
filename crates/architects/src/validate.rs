//! `validate`: a loaded state must be one that play can reach — every worker and card in
//! exactly one place, every track in range, the step consistent with the board, someone able
//! to act.

use cathedra_core::{Game, Seat, ToMove};

use crate::cards::{Cards, NOBODY};
use crate::data::{self, Effect, BOARDS, BUILDINGS};
use crate::state::{Architects, Boards, DrawTo, Player, Stage};

use crate::data::MOST;

fn ensure(ok: bool, what: &str) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(what.to_string())
    }
}

impl Architects {
    pub(crate) fn check_state(&self) -> Result<(), String> {
        let n = self.n();
        ensure((2..=5).contains(&n), "2 to 5 players")?;
        ensure(
            usize::from(self.start) < n && usize::from(self.turn) < n,
            "no such seat",
        )?;
        ensure(self.tax <= MOST, "too much silver on the Tax Stand")?;
        ensure(
            self.start_silver.is_none_or(|a| {
                a[..n].iter().all(|&x| x <= MOST) && a[n..].iter().all(|&x| x == 0)
            }),
            "starting silver for each seat, at most 5000 (option start-money)",
        )?;
        self.check_memory()?;
        // The memo of what chance decides is never loaded; one kept in play must be true.
        ensure(
            self.chance
                .get()
                .is_none_or(|known| known == self.find_chance_step()),
            "a remembered chance step that is not the state's",
        )?;
        for s in n..5 {
            ensure(
                self.players[s] == Player::default(),
                "a player beyond the seats",
            )?;
            ensure(
                self.packets[s].is_empty() && self.keeping[s].is_none(),
                "a packet beyond the seats",
            )?;
        }
        let k = self.columns();
        let filled = self.guild_filled();
        ensure(
            self.guild[filled..].iter().all(Option::is_none) && filled <= 4 * k,
            "Guildhall spaces are filled in order (AWK-12.1)",
        )?;
        ensure(
            self.guild.iter().flatten().all(|&s| usize::from(s) < n),
            "a Guildhall worker of no seat",
        )?;
        let mut beside = 0usize;
        for s in 0..n {
            let p = &self.players[s];
            ensure(p.virtue <= 14, "virtue runs 0 to 14 (AWK-15.1)")?;
            ensure(p.cathedral <= 5, "the Cathedral has 5 levels")?;
            ensure(
                p.silver <= MOST && p.resources.iter().all(|&r| r <= MOST),
                "too many goods",
            )?;
            ensure(
                p.paid_debts <= data::DEBTS_MOST && p.unpaid_debts <= data::DEBTS_MOST,
                "more than 100 unpaid or 100 paid debts",
            )?;
            ensure(
                p.apprentices.len() <= self.apprentice_limit(s),
                "more than 5 apprentices (6 for Rudolf) (AWK-18.2)",
            )?;
            ensure(
                p.captured[s] == 0,
                "own workers are never captured onto one's own board (AWK-8.5)",
            )?;
            ensure(
                p.captured[n..].iter().all(|&x| x == 0),
                "captured workers of no seat",
            )?;
            let in_guild = self.guild.iter().filter(|g| **g == Some(s as u8)).count();
            ensure(
                usize::from(p.guildhall) >= in_guild,
                "Guildhall workers miscounted",
            )?;
            beside += usize::from(p.guildhall) - in_guild;
            let on_boards: u16 = (0..n).map(|t| u16::from(self.players[t].captured[s])).sum();
            let market = self
                .black_market
                .iter()
                .filter(|b| **b == Some(s as u8))
                .count() as u16;
            let total = u16::from(p.supply)
                + p.placed.iter().map(|&x| u16::from(x)).sum::<u16>()
                + u16::from(p.prison)
                + u16::from(p.guildhall)
                + on_boards
                + market;
            ensure(
                total == u16::from(data::WORKERS),
                "every player has 20 workers, each in one place (AWK-1.2)",
            )?;
        }
        ensure(
            beside == 0 || filled == 4 * k,
            "workers beside the Guildhall before it is full (AWK-19.3)",
        )?;
        ensure(
            self.black_market
                .iter()
                .flatten()
                .all(|&s| usize::from(s) < n),
            "a black market worker of no seat",
        )?;
        ensure(
            self.black_market.iter().any(Option::is_none) || self.reset_pending,
            "three black market workers without a reset (AWK-17.1)",
        )?;
        for level in 1..=5u8 {
            let there = (0..n)
                .filter(|&s| self.players[s].cathedral == level)
                .count();
            ensure(
                there <= usize::from(data::CATHEDRAL_SPACES[usize::from(level)]),
                "a Cathedral level holds more markers than it has spaces (AWK-14.2)",
            )?;
        }
        self.check_boards()?;
        self.check_cards()?;
        self.check_market()?;
        let taken: u16 = self.rewards_taken.iter().map(|&x| u16::from(x)).sum();
        ensure(
            (0..6).all(|r| self.rewards_taken[r] <= data::REWARDS[r].1)
                && usize::from(taken) + usize::from(self.rewards_left) == 2 * n + 1,
            "reward cards miscounted (AWK-2.2)",
        )?;
        ensure(
            !self.reward_pending
                || (self.rewards_left > 0 && matches!(self.stage, Stage::EndAction)),
            "a reward to reveal outside a Cathedral advance",
        )?;
        ensure(
            self.draws.left == 0
                || matches!(
                    self.stage,
                    Stage::Deal | Stage::KeepSeen | Stage::EndAction | Stage::BoardCards { .. }
                )
                // Clovis's card after a building whose effect asks a choice (AWK-13.4).
                || (matches!(
                    self.stage,
                    Stage::Effect { .. } | Stage::Tavern | Stage::Capture(_)
                ) && self.board_is(usize::from(self.turn), data::CLOVIS)
                    && self.draws.left == 1
                    && self.draws.seat == self.turn
                    && self.draws.to == DrawTo::Hand),
            "cards drawn outside an action that draws",
        )?;
        match self.final_turns {
            Some(f) => ensure(
                filled == 4 * k && f >= 1 && usize::from(f) <= n + 1,
                "the final round (AWK-19.2)",
            )?,
            None => ensure(filled < 4 * k, "a full Guildhall ends the game (AWK-19.1)")?,
        }
        self.check_stage()?;
        self.check_can_act()
    }

    /// The variable boards (AWK-21.1): only with the option, one a seat once dealt or chosen
    /// (in seat order), no board twice, promo boards only with `promo_boards` (AWK-22.4).
    fn check_boards(&self) -> Result<(), String> {
        let n = self.n();
        let boards: Vec<Option<u8>> = (0..n).map(|s| self.players[s].board).collect();
        if self.flags.boards.is_standard() {
            return ensure(
                boards.iter().all(Option::is_none),
                "a variable board without the option (AWK-21.1)",
            );
        }
        let dealt = boards.iter().take_while(|b| b.is_some()).count();
        ensure(
            boards[dealt..].iter().all(Option::is_none)
                && matches!(self.stage, Stage::Boards) == (dealt < n),
            "boards are dealt or chosen in seat order before the game (AWK-21.1)",
        )?;
        let mut seen = 0u16;
        for b in boards.iter().flatten() {
            ensure(
                usize::from(*b) < BOARDS.len()
                    && seen >> b & 1 == 0
                    && (!BOARDS[usize::from(*b)].promo || self.flags.promo_boards),
                "each seat a different board among those in play (AWK-21.1, AWK-22.4)",
            )?;
            seen |= 1 << b;
        }
        if matches!(self.stage, Stage::Boards) {
            ensure(
                self.flags.boards == Boards::Variable || usize::from(self.turn) == dealt,
                "the seats choose their boards in seat order",
            )?;
        } else {
            let start = (0..n)
                .max_by_key(|&s| BOARDS[usize::from(boards[s].unwrap_or_default())].virtue)
                .unwrap_or_default();
            ensure(
                usize::from(self.start) == start,
                "the highest starting virtue starts (AWK-21.3, AWK-R17)",
            )?;
        }
        Ok(())
    }

    /// What seat `s` starts the game with before any turn: silver, virtue, goods, unpaid
    /// debts, workers in the Prison (AWK-2.9, AWK-2.11; a variable board's, AWK-21.1).
    fn start_holdings(&self, s: usize) -> (u16, u8, [u16; 5], u8, u8) {
        let n = self.n();
        if matches!(self.stage, Stage::StartPlayer | Stage::Boards) {
            return (0, 7, [0; 5], 0, 0);
        }
        match self.players[s].board {
            Some(b) => {
                let b = BOARDS[usize::from(b)];
                (
                    b.silver,
                    b.virtue,
                    b.resources.map(u16::from),
                    b.debts,
                    b.prison,
                )
            }
            None => {
                let order = (s + n - usize::from(self.start)) % n;
                (self.start_silver()[order], 7, [0; 5], 0, 0)
            }
        }
    }

    /// Building cards a seat's board adds after the draft (AWK-21.2).
    fn board_cards(&self, s: usize) -> u32 {
        self.players[s]
            .board
            .map_or(0, |b| u32::from(BOARDS[usize::from(b)].cards))
    }

    fn check_cards(&self) -> Result<(), String> {
        let n = self.n();
        // 40 cards a deck, 43 with the promo cards (AWK-22.3).
        let cards = self.flags.cards();
        let mut all = 0u64;
        let mut count = 0u32;
        let mut add = |c: Cards| {
            all |= c.0;
            count += c.len();
        };
        add(self.building_deck);
        add(self.seen);
        for s in 0..n {
            add(self.players[s].hand);
            add(self.players[s].buildings);
            add(self.packets[s]);
        }
        add(self.building_bottom.cards());
        ensure(
            self.building_bottom
                .iter()
                .all(|(_, by)| usize::from(by) < n),
            "a card on the bottom of the building deck put there by no seat",
        )?;
        ensure(
            all == Cards::first(cards).0
                && count as usize == cards
                && self.building_bottom.cards().len() as usize == self.building_bottom.len(),
            "each building card in play is in exactly one place (40, 43 with the promo cards)",
        )?;
        let mut all = 0u64;
        let mut count = 0u32;
        let mut add = |c: Cards| {
            all |= c.0;
            count += c.len();
        };
        ensure(
            self.display
                .iter()
                .flatten()
                .all(|&c| usize::from(c) < cards),
            "no such apprentice card",
        )?;
        add(self.apprentice_deck);
        add(self.apprentice_bottom.cards());
        let mut display = Cards::EMPTY;
        for c in self.display.iter().flatten() {
            display.add(*c);
        }
        add(display);
        for s in 0..n {
            add(self.players[s].apprentices);
        }
        ensure(
            self.apprentice_bottom.iter().all(|(_, by)| by == NOBODY),
            "the apprentice deck's bottom is public",
        )?;
        ensure(
            all == Cards::first(cards).0
                && count as usize == cards
                && self.display.iter().flatten().count() == display.len() as usize
                && self.apprentice_bottom.cards().len() as usize == self.apprentice_bottom.len(),
            "each apprentice card in play is in exactly one place (40, 43 with the promo cards)",
        )?;
        for row in 0..2 {
            let slots = &self.display[row * 4..row * 4 + 4];
            let empty_from = slots.iter().position(Option::is_none).unwrap_or(4);
            ensure(
                slots[empty_from..].iter().all(Option::is_none),
                "display rows slide left (AWK-7.4)",
            )?;
        }
        ensure(
            (0..8).all(|i| self.display[i].is_some() || self.coins[i] == 0),
            "coins on an empty display slot",
        )?;
        ensure(
            self.coins.iter().all(|&c| c < 100),
            "too many coins on a card",
        )?;
        ensure(
            !self.display.contains(&None)
                || !self.apprentice_deck.is_empty()
                || self.apprentice_bottom.is_empty(),
            "an empty display slot while apprentices remain (AWK-7.4)",
        )?;
        Ok(())
    }

    fn check_market(&self) -> Result<(), String> {
        ensure(
            self.market_large.is_none_or(|c| c < 10),
            "no such black market card",
        )?;
        ensure(
            self.market_top.is_none_or(|c| c < 5),
            "no such small market side",
        )?;
        let large = self.market_large.map_or(0u16, |c| 1 << c);
        ensure(
            self.market_large.is_none_or(|c| c < 10)
                && self.market_pile & !0x3ff == 0
                && self.market_used & !0x3ff == 0
                && self.market_pile & (self.market_used | large) == 0
                && self.market_used & large == 0
                && self.market_pile | self.market_used | large == 0x3ff,
            "each black market card is in exactly one place",
        )?;
        ensure(
            self.market_used == 0 || self.market_large.is_some(),
            "the large market stack",
        )?;
        if let Some(side) = self.market_top {
            ensure(
                (0..10).any(|c| self.market_pile >> c & 1 == 1 && data::MARKET_SMALL_OF[c] == side),
                "the small market shows a side no card of the pile has",
            )?;
        }
        ensure(
            !self.flip_pending || matches!(self.stage, Stage::ResetRest),
            "a market flip outside a reset",
        )?;
        Ok(())
    }

    fn check_stage(&self) -> Result<(), String> {
        let n = self.n();
        let turn = usize::from(self.turn);
        let p = &self.players[turn];
        let setup = matches!(
            self.stage,
            Stage::Boards | Stage::StartPlayer | Stage::Deal | Stage::Draft { .. }
        );
        if !matches!(self.stage, Stage::Deal | Stage::Draft { .. }) {
            ensure(
                (0..n).all(|s| self.packets[s].is_empty()),
                "draft packets after the draft",
            )?;
        }
        if !matches!(self.stage, Stage::Draft { .. }) {
            ensure(
                self.keeping.iter().all(Option::is_none),
                "a draft choice after the draft",
            )?;
        }
        if setup {
            ensure(
                self.building_bottom.is_empty()
                    && self.guild_filled() == 0
                    && !self.reset_pending
                    && (0..n).all(|s| {
                        let q = &self.players[s];
                        q.supply + q.prison == data::WORKERS
                            && q.buildings.is_empty()
                            && q.apprentices.is_empty()
                    }),
                "a setup step with play already under way",
            )?;
            self.check_setup_holdings()?;
        }
        if self.draws.left > 0 {
            ensure(usize::from(self.draws.seat) < n, "cards drawn by no seat")?;
        }
        match self.draws.to {
            DrawTo::Packet => ensure(
                matches!(self.stage, Stage::Deal) || self.draws.left == 0,
                "packet draws outside the deal",
            )?,
            DrawTo::Seen => ensure(
                matches!(self.stage, Stage::KeepSeen | Stage::BottomSeen) || self.draws.left == 0,
                "black market draws outside the Black Market",
            )?,
            DrawTo::Hand => {}
        }
        ensure(
            self.draws.left == 0
                || self.draws.to != DrawTo::Seen
                || usize::from(self.draws.seat) == turn,
            "black market draws for another seat",
        )?;
        ensure(
            // The most one step draws: a Workshop draw with every worker there (AWK-7.5).
            self.draws.left <= 1 + data::WORKERS / 2
                && (self.draws.to != DrawTo::Seen
                    || self.seen.len() + u32::from(self.draws.left) <= 5),
            "too many cards drawn",
        )?;
        if !matches!(self.stage, Stage::KeepSeen | Stage::BottomSeen) {
            ensure(
                self.seen.is_empty(),
                "black market cards outside the Black Market",
            )?;
        }
        match self.stage {
            Stage::StartPlayer | Stage::Boards => ensure(
                self.display.iter().all(Option::is_none)
                    && self.market_pile == 0x3ff
                    && self.market_top.is_none()
                    && self.draws.left == 0
                    && (0..n).all(|s| {
                        self.players[s].hand.is_empty()
                            && self.packets[s].is_empty()
                            && self.players[s].silver == 0
                    }),
                "nothing is dealt before the start player",
            )?,
            Stage::Deal => {
                let seat = usize::from(self.draws.seat);
                ensure(self.draws.to == DrawTo::Packet, "the deal fills packets")?;
                for s in 0..n {
                    let want = if s < seat {
                        4
                    } else if s == seat {
                        4 - u32::from(self.draws.left)
                    } else {
                        0
                    };
                    ensure(
                        self.packets[s].len() == want && self.players[s].hand.is_empty(),
                        "the deal is 4 cards a seat (AWK-2.10)",
                    )?;
                }
            }
            Stage::Draft { round } => {
                ensure((1..=3).contains(&round), "the draft has three rounds")?;
                for s in 0..n {
                    ensure(
                        self.packets[s].len() == 5 - u32::from(round)
                            && self.players[s].hand.len() == u32::from(round) - 1
                            && self.keeping[s].is_none_or(|c| self.packets[s].has(c)),
                        "draft packets of 4, 3, 2 cards (AWK-2.10)",
                    )?;
                }
                ensure(
                    self.keeping[..n].iter().any(Option::is_none),
                    "a finished draft round",
                )?;
            }
            Stage::Storehouse { left } | Stage::Guardhouse { left } => {
                ensure(left >= 1, "no actions left")?
            }
            Stage::Capture(c) => ensure(
                c.left >= 1
                    && c.from.iter().flatten().all(|&l| l < 9)
                    && (c.from[0].is_some() || c.from[1].is_none())
                    && (c.from[0] != c.from[1] || c.from[0].is_none())
                    && (n <= 3 || c.from[1].is_none())
                    && (c.first_made || c.from[0].is_none())
                    && (!c.free || (c.first_made && c.discount == 0)),
                "captures under way (AWK-8)",
            )?,
            Stage::KeepSeen => ensure(
                !self.seen.is_empty() || self.draws.left > 0,
                "nothing drawn to keep",
            )?,
            Stage::BottomSeen => ensure(
                !self.seen.is_empty() && self.draws.left == 0,
                "nothing left to put under the deck",
            )?,
            Stage::CathedralDiscard => ensure(
                !p.hand.is_empty() && p.cathedral < 5,
                "a Cathedral advance without a card",
            )?,
            Stage::HandLimit => ensure(
                p.hand.len() > data::HAND_LIMIT,
                "the hand limit with 6 cards or fewer",
            )?,
            Stage::Effect { building } => {
                let ok = usize::from(building) < self.flags.cards()
                    && p.buildings.has(building)
                    && match BUILDINGS[usize::from(building)].effect {
                        Effect::Treasury | Effect::ClayPit | Effect::Barracks => true,
                        Effect::Church => p.unpaid_debts > 0,
                        Effect::Library => !p.hand.is_empty(),
                        Effect::Crane => p.supply > 0,
                        Effect::Graveyard => !p.apprentices.is_empty(),
                        _ => false,
                    };
                ensure(ok, "a building choice of no building constructed")?;
            }
            Stage::Tavern => ensure(
                p.apprentices.len() < self.apprentice_limit(turn),
                "a Tavern hire at the apprentice limit",
            )?,
            Stage::EndAction | Stage::EndTurn | Stage::ResetRest => ensure(
                self.chance_step().is_some(),
                "an automatic step with nothing to wait for",
            )?,
            Stage::Over => ensure(
                self.final_turns == Some(1) && !self.reset_pending && self.draws.left == 0,
                "the game ended early",
            )?,
            Stage::StartingApprentice => self.check_starting_apprentice()?,
            Stage::BoardCards { seat } => {
                let drawer = usize::from(seat).wrapping_sub(1);
                ensure(
                    !self.flags.boards.is_standard()
                        && (1..=n).contains(&usize::from(seat))
                        && self.draws.left > 0
                        && usize::from(self.draws.seat) == drawer
                        && self.draws.to == DrawTo::Hand
                        && u32::from(self.draws.left) <= self.board_cards(drawer),
                    "a board's building cards drawn after the draft (AWK-21.2)",
                )?;
                for s in 0..n {
                    let q = &self.players[s];
                    let (silver, virtue, resources, debts, prison) = self.start_holdings(s);
                    let cards = if s < drawer {
                        3 + self.board_cards(s)
                    } else if s == drawer {
                        3 + self.board_cards(s) - u32::from(self.draws.left)
                    } else {
                        3
                    };
                    ensure(
                        q.silver == silver
                            && q.virtue == virtue
                            && q.resources == resources
                            && q.unpaid_debts == debts
                            && q.paid_debts == 0
                            && q.prison == prison
                            && q.supply == data::WORKERS - prison
                            && q.cathedral == 0
                            && q.apprentices.is_empty()
                            && q.buildings.is_empty()
                            && q.hand.len() == cards,
                        "each board as set up, with its building cards (AWK-21.1, AWK-21.2)",
                    )?;
                }
                ensure(
                    self.building_bottom.len() == n
                        && self.guild_filled() == 0
                        && self.tax == 4
                        && self.coins == [0; 8]
                        && self.apprentice_bottom.is_empty()
                        && self.black_market.iter().all(Option::is_none),
                    "a board's building cards drawn after the draft (AWK-21.2)",
                )?;
            }
            Stage::Discount { building } => ensure(
                usize::from(building) < self.flags.cards()
                    && p.hand.has(building)
                    && self.discounts(turn, building) == [true, true]
                    && (self.skills(turn) & BUILDINGS[usize::from(building)].skills)
                        == BUILDINGS[usize::from(building)].skills
                    && p.guildhall > 0,
                "Lothaire's choice of a building she can pay either way (AWK-13.2)",
            )?,
            Stage::Turn => {}
        }
        if self.flip_pending {
            ensure(
                matches!(self.stage, Stage::ResetRest),
                "a flip outside a reset",
            )?;
        }
        if matches!(self.stage, Stage::ResetRest) {
            ensure(
                self.black_market.iter().all(Option::is_none),
                "reset steps out of order",
            )?;
        }
        Ok(())
    }

    /// Before the first turn: the boards, the Tax Stand and the display's coins as set up
    /// (AWK-2.7, AWK-2.9), the starting silver once the start player is known (AWK-2.11).
    fn check_setup_holdings(&self) -> Result<(), String> {
        let n = self.n();
        for s in 0..n {
            let p = &self.players[s];
            let (silver, virtue, resources, debts, prison) = self.start_holdings(s);
            ensure(
                p.virtue == virtue
                    && p.silver == silver
                    && p.resources == resources
                    && p.cathedral == 0
                    && p.unpaid_debts == debts
                    && p.paid_debts == 0
                    && p.prison == prison
                    && p.supply == data::WORKERS - prison,
                "each board starts with virtue 7, no resources, no debts and its starting \
                 silver (AWK-2.9, AWK-2.11), or as its variable side shows (AWK-21.1)",
            )?;
        }
        ensure(
            self.tax == 4
                && self.coins == [0; 8]
                && self.apprentice_bottom.is_empty()
                && self.black_market.iter().all(Option::is_none),
            "the Tax Stand holds 4 silver and the display no coins at setup (AWK-2.7)",
        )
    }

    /// AWK-22.2: between the draft and the first turn, the seats after `turn` in reverse
    /// order of play have hired one apprentice each, the display not yet refilled.
    fn check_starting_apprentice(&self) -> Result<(), String> {
        let n = self.n();
        let (start, turn) = (usize::from(self.start), usize::from(self.turn));
        ensure(
            self.flags.starting_apprentice,
            "a starting apprentice without the option (AWK-22.2)",
        )?;
        let picked = (start + n - 1 + n - turn) % n;
        for s in 0..n {
            let p = &self.players[s];
            let (silver, start_virtue, resources, debts, prison) = self.start_holdings(s);
            let has_picked = (0..picked).any(|j| (start + n - 1 - j) % n == s);
            let virtue = p
                .apprentices
                .iter()
                .map(|a| i16::from(data::APPRENTICES[usize::from(a)].virtue))
                .sum::<i16>();
            ensure(
                p.apprentices.len() == u32::from(has_picked)
                    && i16::from(p.virtue) == i16::from(start_virtue) + virtue
                    && p.silver == silver
                    && p.hand.len() == 3 + self.board_cards(s)
                    && p.resources == resources
                    && p.cathedral == 0
                    && p.unpaid_debts == debts
                    && p.paid_debts == 0
                    && p.buildings.is_empty()
                    && p.prison == prison
                    && p.supply == data::WORKERS - prison,
                "the starting apprentices are hired in reverse order of play after the \
                 draft (AWK-22.2)",
            )?;
        }
        ensure(
            self.display.iter().filter(|d| d.is_none()).count() == picked
                && self.coins == [0; 8]
                && self.apprentice_bottom.is_empty()
                && self.building_bottom.len() == n
                && self.draws.left == 0
                && self.guild_filled() == 0
                && self.tax == 4
                && self.black_market.iter().all(Option::is_none),
            "the display is refilled only after every starting apprentice (AWK-22.2)",
        )
    }

    fn check_can_act(&self) -> Result<(), String> {
        match self.to_move() {
            ToMove::Over => Ok(()),
            ToMove::Chance => {
                let mut out = Vec::new();
                self.chance_outcomes(&mut out);
                ensure(!out.is_empty(), "chance has nothing to draw")
            }
            t => {
                let mut out = Vec::new();
                ensure(!t.seats().is_empty(), "nobody decides")?;
                for s in t.seats().iter() {
                    self.legal_actions(Seat(s.0), &mut out);
                    ensure(!out.is_empty(), "a seat owes a decision but has none")?;
                }
                Ok(())
            }
        }
    }
}
