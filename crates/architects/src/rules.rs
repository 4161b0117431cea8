//! The rules: setup, the draft, the turn and every location, resets, the end. Each function
//! names the rule it follows (spec `architects-of-the-west-kingdom.md`, AWK-*).

use cathedra_core::Illegal;

use crate::action::{Action, Guard, Place};
use crate::cards::{Cards, Queue, NOBODY};
use crate::data::{self, Ability, Effect, APPRENTICES, BOARDS, BUILDINGS};
use crate::memory::Memory;
use crate::refusal::{refuse, refuse_with, Refusal, Why};
use crate::state::{Architects, Boards, Captures, ChanceMemo, DrawTo, Draws, Flags, Player, Stage};

/// What chance decides now, if anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ChanceStep {
    Board,
    StartPlayer,
    Apprentice,
    Building,
    MarketTop,
    MarketCard,
    Reward,
}

/// Why an action is not legal, as static data (no text is built unless it is refused).
pub(crate) type Check = Result<(), Refusal>;

fn no(rule: &'static str, why: Why) -> Check {
    Err(refuse(rule, why))
}

impl Architects {
    /// What the Black Market's first space gives: the small side on top of the pile, else the
    /// board's printed small market (AWK-10.4, AWK-R10).
    pub(crate) fn small_offer(&self) -> [u8; 5] {
        match self.market_top {
            Some(side) => data::SMALL_SIDES[usize::from(side.min(4))],
            None => data::DEFAULT_SMALL,
        }
    }

    /// What the Black Market's last space gives: the large side beside the pile, else the
    /// board's printed large market.
    pub(crate) fn large_offer(&self) -> [u8; 5] {
        match self.market_large {
            Some(card) => data::LARGE_SIDES[usize::from(card.min(9))],
            None => data::DEFAULT_LARGE,
        }
    }

    pub(crate) fn setup(seats: usize, flags: Flags, start_silver: Option<[u16; 5]>) -> Architects {
        let player = Player {
            virtue: 7,
            supply: data::WORKERS,
            ..Player::default()
        };
        let mut players = [Player::default(); 5];
        for p in players.iter_mut().take(seats) {
            *p = player;
        }
        Architects {
            seats: seats as u8,
            start: 0,
            turn: 0,
            stage: if flags.boards.is_standard() {
                Stage::StartPlayer
            } else {
                Stage::Boards
            },
            players,
            tax: 4,
            display: [None; 8],
            coins: [0; 8],
            apprentice_deck: Cards::first(flags.cards()),
            apprentice_bottom: Queue::default(),
            building_deck: Cards::first(flags.cards()),
            building_bottom: Queue::default(),
            packets: [Cards::EMPTY; 5],
            keeping: [None; 5],
            seen: Cards::EMPTY,
            draws: Draws::default(),
            market_pile: 0x3ff,
            market_top: None,
            market_large: None,
            market_used: 0,
            flip_pending: false,
            black_market: [None; 3],
            rewards_taken: [0; 6],
            rewards_left: (2 * seats + 1) as u8,
            reward_pending: false,
            guild: [None; 24],
            reset_pending: false,
            final_turns: None,
            memory: [Memory::default(); 5],
            flags,
            start_silver,
            chance: ChanceMemo::default(),
        }
    }

    #[inline]
    pub(crate) fn n(&self) -> usize {
        usize::from(self.seats)
    }

    /// Usable Guildhall columns (AWK-12.1).
    pub(crate) fn columns(&self) -> usize {
        (self.n() + 1).max(3)
    }

    pub(crate) fn guild_filled(&self) -> usize {
        self.guild.iter().take_while(|g| g.is_some()).count()
    }

    pub(crate) fn count_ability(&self, seat: usize, f: impl Fn(Ability) -> bool) -> u16 {
        self.players[seat]
            .apprentices
            .iter()
            .filter(|&a| f(APPRENTICES[usize::from(a)].ability))
            .count() as u16
    }

    pub(crate) fn skills(&self, seat: usize) -> u8 {
        self.players[seat]
            .apprentices
            .iter()
            .fold(0, |s, a| s | APPRENTICES[usize::from(a)].skills)
    }

    /// Silver to the Tax Stand for a payment with `tax` tax coins, after evasion (AWK-9.3);
    /// Ada ignores one tax more (AWK-9.3, §5.8).
    pub(crate) fn tax_due(&self, seat: usize, tax: u16) -> u16 {
        let ada = u8::from(self.board_is(seat, data::ADA));
        tax.saturating_sub(u16::from(data::evasion(self.players[seat].virtue) + ada))
    }

    /// Does `seat` play the variable board `board` (AWK-21.1)?
    #[inline]
    pub(crate) fn board_is(&self, seat: usize, board: u8) -> bool {
        self.players[seat].board == Some(board)
    }

    /// How many apprentices `seat` may hold: 5, Rudolf 6 (AWK-18.2).
    pub(crate) fn apprentice_limit(&self, seat: usize) -> u32 {
        data::APPRENTICE_LIMIT + u32::from(self.board_is(seat, data::RUDOLF))
    }

    /// Can `seat` pay `cost` (clay, wood, stone, gold, marble)? Therese pays gold and marble
    /// from one pool (AWK-13.2, §5.8).
    pub(crate) fn can_pay(&self, seat: usize, cost: [u16; 5]) -> bool {
        let r = self.players[seat].resources;
        if self.board_is(seat, data::THERESE) {
            (0..3).all(|i| r[i] >= cost[i]) && r[3] + r[4] >= cost[3] + cost[4]
        } else {
            // Without a branch per resource: asked for every card of a hand at every turn.
            (0..5).fold(true, |ok, i| ok & (r[i] >= cost[i]))
        }
    }

    /// Pays `cost` (which `can_pay` allows). Therese pays the gold or marble named first and
    /// the other for what she lacks of it: both are one resource to her, so the mix never
    /// matters (ruling in `docs/rulings.md`).
    fn pay(&mut self, seat: usize, cost: [u16; 5]) {
        let therese = self.board_is(seat, data::THERESE);
        let r = &mut self.players[seat].resources;
        for i in 0..3 {
            r[i] -= cost[i];
        }
        if therese {
            let gold = cost[data::GOLD].min(r[data::GOLD]);
            let marble = cost[data::MARBLE].min(r[data::MARBLE]);
            r[data::GOLD] -= gold;
            r[data::MARBLE] -= marble;
            r[data::MARBLE] -= cost[data::GOLD] - gold;
            r[data::GOLD] -= cost[data::MARBLE] - marble;
        } else {
            r[data::GOLD] -= cost[data::GOLD];
            r[data::MARBLE] -= cost[data::MARBLE];
        }
    }

    /// Gold (or marble, `kind`) as `seat`'s end-game effects count it: Therese counts both
    /// together (§5.8).
    fn count_of(&self, seat: usize, kind: usize) -> u16 {
        let r = self.players[seat].resources;
        if self.board_is(seat, data::THERESE) {
            r[data::GOLD] + r[data::MARBLE]
        } else {
            r[kind]
        }
    }

    /// What building `card` costs `seat`: its printed cost, with Lothaire's 1 wood (`less` 0)
    /// or 1 stone (`less` 1) less (AWK-13.2, §5.8).
    pub(crate) fn building_cost(&self, card: u8, less: Option<u8>) -> [u16; 5] {
        let mut cost = BUILDINGS[usize::from(card)].cost.map(u16::from);
        match less {
            Some(0) => cost[data::WOOD] = cost[data::WOOD].saturating_sub(1),
            Some(_) => cost[data::STONE] = cost[data::STONE].saturating_sub(1),
            None => {}
        }
        cost
    }

    /// Lothaire's ways to pay building `card`: 1 wood less, 1 stone less (each where the cost
    /// has it and she can pay the rest); none for the other boards.
    pub(crate) fn discounts(&self, seat: usize, card: u8) -> [bool; 2] {
        if !self.board_is(seat, data::LOTHAIRE) {
            return [false; 2];
        }
        let cost = BUILDINGS[usize::from(card)].cost;
        [data::WOOD, data::STONE].map(|r| {
            let less = (r == data::STONE) as u8;
            cost[r] > 0 && self.can_pay(seat, self.building_cost(card, Some(less)))
        })
    }

    /// Can `seat` pay for building `card` (Therese, Lothaire included)?
    pub(crate) fn can_pay_building(&self, seat: usize, card: u8) -> bool {
        let cost = BUILDINGS[usize::from(card)].cost;
        if self.board_is(seat, data::LOTHAIRE) && (cost[data::WOOD] > 0 || cost[data::STONE] > 0) {
            self.discounts(seat, card).contains(&true)
        } else {
            self.can_pay(seat, self.building_cost(card, None))
        }
    }

    /// The cost of the next Cathedral level `level` for `seat` with `wood` wood: Lothaire pays
    /// 1 of the wood and stone less (AWK-14.3, §5.5, §5.8).
    pub(crate) fn cathedral_price(&self, seat: usize, level: u8, wood: u8) -> Option<[u16; 5]> {
        let less = u16::from(self.board_is(seat, data::LOTHAIRE));
        match level {
            2 | 4 => {
                let total = if level == 2 { 4 - less } else { 8 - less };
                let w = u16::from(wood);
                (w <= total).then(|| [0, w, total - w, 0, 0])
            }
            _ => Self::cathedral_cost(level, wood),
        }
    }

    /// Gains virtue one point at a time; above 14 each point destroys an unpaid debt
    /// (AWK-15.2, AWK-15.7, AWK-R21).
    pub(crate) fn gain_virtue(&mut self, seat: usize, k: u8) {
        let p = &mut self.players[seat];
        for _ in 0..k {
            if p.virtue < 14 {
                p.virtue += 1;
            } else if p.unpaid_debts > 0 {
                p.unpaid_debts -= 1;
            }
        }
    }

    /// Loses virtue one point at a time; below 0 each point is a debt (AWK-15.3).
    pub(crate) fn lose_virtue(&mut self, seat: usize, k: u8) {
        for _ in 0..k {
            if self.players[seat].virtue > 0 {
                self.players[seat].virtue -= 1;
            } else {
                self.take_debt(seat);
            }
        }
    }

    /// One unpaid debt (AWK-16.1), up to the most the game keeps (`DEBTS_MOST`). Hugo pays
    /// 2 silver instead whenever he has them (§5.8; ruling in `docs/rulings.md`).
    pub(crate) fn take_debt(&mut self, seat: usize) {
        let hugo = self.board_is(seat, data::HUGO);
        let p = &mut self.players[seat];
        if hugo && p.silver >= 2 {
            p.silver -= 2;
            return;
        }
        p.unpaid_debts = (p.unpaid_debts + 1).min(data::DEBTS_MOST);
    }

    /// Goods and silver beyond the most the game keeps (`MOST`, AWK-1.1) are not taken: after
    /// each step every holding is brought back within it. One step gains far less than the
    /// room between `MOST` and `u16::MAX`, so no sum overflows on the way.
    pub(crate) fn keep_holdings_within_most(&mut self) {
        let n = self.n();
        for p in &mut self.players[..n] {
            p.silver = p.silver.min(data::MOST);
            for r in &mut p.resources {
                *r = (*r).min(data::MOST);
            }
        }
        self.tax = self.tax.min(data::MOST);
    }

    pub(crate) fn change_virtue(&mut self, seat: usize, delta: i8) {
        if delta >= 0 {
            self.gain_virtue(seat, delta as u8);
        } else {
            self.lose_virtue(seat, delta.unsigned_abs());
        }
    }

    fn add_resources(&mut self, seat: usize, r: [u8; 5]) {
        for (have, g) in self.players[seat].resources.iter_mut().zip(r) {
            *have = have.saturating_add(u16::from(g));
        }
    }

    // ------------------------------------------------------------------ chance

    /// What chance decides now (its steps come before any seat's).
    #[inline]
    pub(crate) fn chance_step(&self) -> Option<ChanceStep> {
        match self.chance.get() {
            Some(known) => known,
            None => self.find_chance_step(),
        }
    }

    /// What chance decides now, worked out from the state.
    pub(crate) fn find_chance_step(&self) -> Option<ChanceStep> {
        match self.stage {
            Stage::Boards => {
                return (self.flags.boards == Boards::Variable).then_some(ChanceStep::Board)
            }
            Stage::StartPlayer => return Some(ChanceStep::StartPlayer),
            Stage::Over => return None,
            Stage::StartingApprentice => {}
            _ => {
                if self.display_has_room() && !self.apprentice_deck.is_empty() {
                    return Some(ChanceStep::Apprentice);
                }
            }
        }
        if self.draws.left > 0 && !self.building_deck.is_empty() {
            return Some(ChanceStep::Building);
        }
        if self.market_top.is_none() && self.market_pile != 0 {
            return Some(ChanceStep::MarketTop);
        }
        if self.flip_pending {
            return Some(ChanceStep::MarketCard);
        }
        if self.reward_pending {
            return Some(ChanceStep::Reward);
        }
        None
    }

    /// Whether a Workshop display slot is empty (without a branch per slot: asked before
    /// every decision).
    fn display_has_room(&self) -> bool {
        self.display
            .iter()
            .fold(false, |room, slot| room | slot.is_none())
    }

    pub(crate) fn outcomes(&self, out: &mut Vec<cathedra_core::Outcome<Action>>) {
        use cathedra_core::Outcome;
        let one = |action| Outcome { action, weight: 1 };
        match self.chance_step() {
            None => {}
            Some(ChanceStep::Board) => {
                out.extend(self.boards_left().map(|board| one(Action::Board { board })));
            }
            Some(ChanceStep::StartPlayer) => {
                out.extend((0..self.seats).map(|seat| one(Action::StartPlayer { seat })));
            }
            Some(ChanceStep::Apprentice) => out.extend(
                self.apprentice_deck
                    .iter()
                    .map(|card| one(Action::Apprentice { card })),
            ),
            Some(ChanceStep::Building) => out.extend(
                self.building_deck
                    .iter()
                    .map(|card| one(Action::Building { card })),
            ),
            Some(ChanceStep::MarketTop) => {
                for side in 0..5u8 {
                    let weight = (0..10)
                        .filter(|&c| {
                            self.market_pile >> c & 1 == 1 && data::MARKET_SMALL_OF[c] == side
                        })
                        .count() as u32;
                    if weight > 0 {
                        out.push(Outcome {
                            action: Action::MarketTop { side },
                            weight,
                        });
                    }
                }
            }
            Some(ChanceStep::MarketCard) => {
                for card in 0..10u8 {
                    if self.market_pile >> card & 1 == 1
                        && Some(data::MARKET_SMALL_OF[usize::from(card)]) == self.market_top
                    {
                        out.push(one(Action::MarketCard { card }));
                    }
                }
            }
            Some(ChanceStep::Reward) => {
                for r in 0..6u8 {
                    let weight =
                        data::REWARDS[usize::from(r)].1 - self.rewards_taken[usize::from(r)];
                    if weight > 0 {
                        out.push(Outcome {
                            action: Action::Reward { reward: r },
                            weight: u32::from(weight),
                        });
                    }
                }
            }
        }
    }

    pub(crate) fn apply_chance(&mut self, action: Action) -> Result<(), Illegal> {
        let step = self.chance_step();
        self.chance.forget();
        match (step, action) {
            (Some(ChanceStep::Board), Action::Board { board }) if self.board_left(board) => {
                self.take_board(board);
            }
            (Some(ChanceStep::StartPlayer), Action::StartPlayer { seat }) if seat < self.seats => {
                // AWK-2.11: silver 3, 4, 5, ... clockwise from the start player (or the
                // option start-money's amounts).
                self.start = seat;
                self.turn = seat;
                for i in 0..self.n() {
                    let s = (usize::from(seat) + i) % self.n();
                    self.players[s].silver = self.start_silver()[i];
                }
                self.stage = Stage::Deal;
                self.draws = Draws {
                    seat: 0,
                    left: 4,
                    to: DrawTo::Packet,
                };
            }
            (Some(ChanceStep::Apprentice), Action::Apprentice { card })
                if self.apprentice_deck.has(card) =>
            {
                self.apprentice_deck.remove(card);
                self.fill_slot(card);
            }
            (Some(ChanceStep::Building), Action::Building { card })
                if self.building_deck.has(card) =>
            {
                self.building_deck.remove(card);
                self.receive(card);
            }
            (Some(ChanceStep::MarketTop), Action::MarketTop { side })
                if (0..10).any(|c| {
                    self.market_pile >> c & 1 == 1 && data::MARKET_SMALL_OF[c] == side
                }) =>
            {
                self.market_top = Some(side);
            }
            (Some(ChanceStep::MarketCard), Action::MarketCard { card })
                if card < 10
                    && self.market_pile >> card & 1 == 1
                    && Some(data::MARKET_SMALL_OF[usize::from(card)]) == self.market_top =>
            {
                // AWK-17.2 step 2: the top card goes large side up onto the large market.
                self.market_pile &= !(1 << card);
                if let Some(old) = self.market_large {
                    self.market_used |= 1 << old;
                }
                self.market_large = Some(card);
                self.market_top = None;
                self.flip_pending = false;
            }
            (Some(ChanceStep::Reward), Action::Reward { reward })
                if reward < 6
                    && self.rewards_taken[usize::from(reward)]
                        < data::REWARDS[usize::from(reward)].1 =>
            {
                // AWK-14.3: gain the revealed reward.
                self.rewards_taken[usize::from(reward)] += 1;
                self.rewards_left -= 1;
                self.reward_pending = false;
                let seat = usize::from(self.turn);
                let [v, silver, wood, stone, cards, gold] = data::REWARDS[usize::from(reward)].0;
                self.gain_virtue(seat, v);
                let p = &mut self.players[seat];
                p.silver += u16::from(silver);
                p.resources[data::WOOD] += u16::from(wood);
                p.resources[data::STONE] += u16::from(stone);
                p.resources[data::GOLD] += u16::from(gold);
                self.draw_to_hand(seat, cards);
            }
            _ => {
                // The rule of the draw chance makes now.
                let rule = match step {
                    Some(ChanceStep::Board) => "AWK-21.1",
                    Some(ChanceStep::StartPlayer) => "AWK-2.11",
                    Some(ChanceStep::Apprentice) => "AWK-7.4",
                    Some(ChanceStep::Building) => "AWK-2.5",
                    Some(ChanceStep::MarketTop | ChanceStep::MarketCard) => "AWK-17.2",
                    Some(ChanceStep::Reward) | None => "AWK-14.3",
                };
                return Err(refuse(rule, Why::NotAnOutcome).into());
            }
        }
        self.settle();
        Ok(())
    }

    /// A drawn building card goes where the draw says.
    fn receive(&mut self, card: u8) {
        let seat = usize::from(self.draws.seat);
        match self.draws.to {
            DrawTo::Hand => self.players[seat].hand.add(card),
            DrawTo::Packet => self.packets[seat].add(card),
            DrawTo::Seen => self.seen.add(card),
        }
        self.draws.left -= 1;
    }

    fn fill_slot(&mut self, card: u8) {
        if let Some(i) = self.display.iter().position(Option::is_none) {
            self.display[i] = Some(card);
            self.coins[i] = 0;
        }
    }

    fn draw_to_hand(&mut self, seat: usize, k: u8) {
        if k == 0 {
            return;
        }
        if self.draws.left > 0
            && usize::from(self.draws.seat) == seat
            && self.draws.to == DrawTo::Hand
        {
            self.draws.left += k;
        } else {
            self.draws = Draws {
                seat: seat as u8,
                left: k,
                to: DrawTo::Hand,
            };
        }
    }

    /// Runs the automatic steps until a seat or chance decides.
    pub(crate) fn settle(&mut self) {
        let chance = loop {
            // Decks whose undrawn part is empty deal from their bottoms (AWK-R11).
            if self.apprentice_deck.is_empty()
                && !matches!(self.stage, Stage::StartingApprentice)
                && self.display_has_room()
            {
                if let Some((card, _)) = self.apprentice_bottom.pop() {
                    self.fill_slot(card);
                    continue;
                }
            }
            if self.draws.left > 0 && self.building_deck.is_empty() {
                match self.building_bottom.pop() {
                    Some((card, by)) => {
                        self.remember_bottom_draw(card, by);
                        self.receive(card)
                    }
                    None => self.draws.left = 0,
                }
                continue;
            }
            if self.flip_pending && self.market_pile == 0 && self.market_top.is_none() {
                // AWK-17.2 step 2: an empty pile is formed again from the large market cards.
                self.market_pile = 0x3ff;
                self.market_large = None;
                self.market_used = 0;
                continue;
            }
            // Only these steps go on by themselves, once chance has nothing to draw.
            let automatic = matches!(
                self.stage,
                Stage::Deal
                    | Stage::BoardCards { .. }
                    | Stage::EndAction
                    | Stage::ResetRest
                    | Stage::EndTurn
            );
            let chance = self.find_chance_step();
            if !automatic || chance.is_some() {
                break chance;
            }
            match self.stage {
                Stage::Deal => {
                    if usize::from(self.draws.seat) + 1 < self.n() {
                        self.draws = Draws {
                            seat: self.draws.seat + 1,
                            left: 4,
                            to: DrawTo::Packet,
                        };
                    } else {
                        self.draws = Draws::default();
                        self.stage = Stage::Draft { round: 1 };
                    }
                }
                Stage::BoardCards { seat } => {
                    // AWK-21.2: each board's building cards, seat after seat.
                    if usize::from(seat) < self.n() {
                        self.stage = Stage::BoardCards { seat: seat + 1 };
                        let cards = self.players[usize::from(seat)]
                            .board
                            .map_or(0, |b| BOARDS[usize::from(b)].cards);
                        self.draw_to_hand(usize::from(seat), cards);
                    } else {
                        self.begin_play();
                    }
                }
                Stage::EndAction => {
                    if self.reset_pending {
                        self.reset_pending = false;
                        // AWK-17.2 step 1: black market workers go to the Prison.
                        for space in &mut self.black_market {
                            if let Some(s) = space.take() {
                                self.players[usize::from(s)].prison += 1;
                            }
                        }
                        self.flip_pending = true;
                        self.stage = Stage::ResetRest;
                    } else if self.end_turn() {
                        // Ending the action changes nothing chance draws from: the turn ends
                        // at once.
                        break chance;
                    }
                }
                Stage::ResetRest => {
                    self.reset_rest();
                    self.stage = Stage::EndTurn;
                }
                Stage::EndTurn => {
                    if self.end_turn() {
                        break chance;
                    }
                }
                _ => break chance,
            }
        };
        self.chance = ChanceMemo::known(chance);
    }

    /// The end of a turn: the hand limit (AWK-3.6), else the next turn. Whether a seat
    /// decides now (the hand limit's discard).
    fn end_turn(&mut self) -> bool {
        if self.players[usize::from(self.turn)].hand.len() > data::HAND_LIMIT {
            self.stage = Stage::HandLimit;
            return true;
        }
        self.next_turn();
        false
    }

    /// AWK-17.2 steps 3 to 5 (abilities in the order of AWK-R8: releases first, then the
    /// Squires and the Peddler).
    #[cold]
    fn reset_rest(&mut self) {
        for s in 0..self.n() {
            let gatekeepers = self.count_ability(s, |a| a == Ability::Gatekeeper);
            let fara = u16::from(self.board_is(s, data::FARA));
            let p = &mut self.players[s];
            let freed = p.prison.min((2 * gatekeepers + fara).min(255) as u8);
            p.prison -= freed;
            p.supply += freed;
        }
        for s in 0..self.n() {
            if self.players[s].prison == 0 {
                for a in self.players[s].apprentices.iter() {
                    match APPRENTICES[usize::from(a)].ability {
                        Ability::Squire(0) => self.players[s].resources[data::GOLD] += 1,
                        Ability::Squire(1) => self.players[s].resources[data::MARBLE] += 1,
                        Ability::Squire(_) => self.gain_virtue(s, 2),
                        _ => {}
                    }
                }
            }
            // The Peddler (promo, AWK-22.3): 2 silver at every reset.
            let peddlers = self.count_ability(s, |a| a == Ability::Peddler);
            self.players[s].silver += 2 * peddlers;
        }
        for s in 0..self.n() {
            if self.players[s].prison >= 3 {
                self.lose_virtue(s, 1);
            }
        }
        let most = (0..self.n())
            .map(|s| self.players[s].prison)
            .max()
            .unwrap_or(0);
        if most > 0 {
            for s in 0..self.n() {
                if self.players[s].prison == most {
                    self.take_debt(s);
                }
            }
        }
    }

    fn next_turn(&mut self) {
        if let Some(f) = self.final_turns {
            if f <= 1 {
                self.finish();
                return;
            }
            self.final_turns = Some(f - 1);
        }
        self.turn = ((usize::from(self.turn) + 1) % self.n()) as u8;
        self.stage = Stage::Turn;
    }

    // ------------------------------------------------------------------ seats

    /// The seats that owe a decision now (several only in the draft).
    pub(crate) fn owes(&self, seat: usize) -> bool {
        if seat >= self.n() || self.chance_step().is_some() {
            return false;
        }
        match self.stage {
            Stage::Draft { .. } => self.keeping[seat].is_none() && !self.packets[seat].is_empty(),
            Stage::Boards => seat == usize::from(self.turn),
            Stage::StartingApprentice
            | Stage::Discount { .. }
            | Stage::Turn
            | Stage::Storehouse { .. }
            | Stage::Capture(_)
            | Stage::Guardhouse { .. }
            | Stage::KeepSeen
            | Stage::BottomSeen
            | Stage::CathedralDiscard
            | Stage::Effect { .. }
            | Stage::Tavern
            | Stage::HandLimit => seat == usize::from(self.turn),
            _ => false,
        }
    }

    pub(crate) fn list(&self, seat: usize, out: &mut Vec<Action>) {
        let p = &self.players[seat];
        match self.stage {
            Stage::Draft { .. } => {
                out.extend(self.packets[seat].iter().map(|card| Action::Keep { card }))
            }
            Stage::Boards => out.extend(self.boards_left().map(|board| Action::Board { board })),
            Stage::Discount { .. } => {
                out.extend([Action::Choose { option: 0 }, Action::Choose { option: 1 }])
            }
            Stage::StartingApprentice => self.list_hire_any(seat, out),
            Stage::Turn => self.list_turn(seat, out),
            Stage::Storehouse { .. } => {
                for t in 0..data::TRADES.len() as u8 {
                    if self.trade_ok(seat, t) {
                        out.push(Action::Trade { trade: t });
                    }
                }
                out.push(Action::Stop);
            }
            Stage::Capture(c) => {
                for location in 0..data::LOCATIONS as u8 {
                    for colour in 0..self.seats {
                        if self.capture_ok(seat, c, location, colour) {
                            out.push(Action::Capture { location, colour });
                        }
                    }
                }
                out.push(Action::Stop);
            }
            Stage::Guardhouse { .. } => {
                for g in Guard::ALL {
                    if self.guard_ok(seat, g) {
                        out.push(Action::Guard { action: g });
                    }
                }
                out.push(Action::Stop);
            }
            Stage::KeepSeen => out.extend(self.seen.iter().map(|card| Action::Keep { card })),
            Stage::BottomSeen => out.extend(self.seen.iter().map(|card| Action::Discard { card })),
            Stage::CathedralDiscard | Stage::HandLimit => {
                out.extend(p.hand.iter().map(|card| Action::Discard { card }))
            }
            Stage::Effect { building } => match BUILDINGS[usize::from(building)].effect {
                Effect::Library => {
                    out.extend(p.hand.iter().map(|card| Action::Discard { card }));
                    out.push(Action::Stop);
                }
                Effect::Crane => {
                    let before = out.len();
                    self.list_guildhall(seat, out);
                    if out.len() == before {
                        out.push(Action::Stop);
                    }
                }
                Effect::Graveyard => {
                    out.extend(p.apprentices.iter().map(|card| Action::Dismiss { card }))
                }
                _ => out.extend([Action::Choose { option: 0 }, Action::Choose { option: 1 }]),
            },
            Stage::Tavern => {
                self.list_hire_any(seat, out);
                out.push(Action::Stop);
            }
            _ => {}
        }
    }

    fn list_turn(&self, seat: usize, out: &mut Vec<Action>) {
        let p = &self.players[seat];
        out.extend(p.apprentices.iter().map(|card| Action::Dismiss { card }));
        if p.supply == 0 {
            let before = out.len();
            for from in 0..9u8 {
                if self.retrieve_ok(seat, from) {
                    out.push(Action::Retrieve { from });
                }
            }
            if out.len() == before {
                for from in 9..11 + self.seats {
                    if self.retrieve_ok(seat, from) {
                        out.push(Action::Retrieve { from });
                    }
                }
            }
            if out.len() == before {
                out.push(Action::Pass);
            }
            return;
        }
        // The same checks as `place_ok`, `hire_ok`, `build_ok` and `cathedral_ok` (which
        // `act` uses), each computed once for the whole listing.
        let tricksters = self.count_ability(seat, |a| a == Ability::Trickster);
        let market_open = p.virtue < 10;
        let market = |space: usize| {
            market_open
                && self.black_market[space].is_none()
                && p.silver >= (space as u16 + 1).saturating_sub(tricksters)
        };
        let can_draw = !(self.building_deck.is_empty() && self.building_bottom.is_empty());
        // In the order of `Place::ALL`, the places open to every worker added together.
        let place = |place| Action::Place { place };
        out.extend_from_slice(&[
            place(Place::Quarry),
            place(Place::Forest),
            place(Place::MinesClay),
        ]);
        if p.placed[data::MINES] > 0 {
            out.push(place(Place::MinesGold));
        }
        out.extend_from_slice(&[
            place(Place::Silversmith),
            place(Place::Storehouse),
            place(Place::WorkshopDraw),
            place(Place::TownCentre),
        ]);
        if self.tax > 0 {
            out.push(place(Place::TaxStand));
        }
        out.push(place(Place::Guardhouse));
        if market(0) {
            out.push(place(Place::BlackMarketA));
        }
        if market(1) && can_draw {
            out.push(place(Place::BlackMarketDraw));
        }
        if market(2) {
            out.push(place(Place::BlackMarketC));
        }
        let room = p.apprentices.len() < self.apprentice_limit(seat);
        if room {
            let reach = (p.placed[data::WORKSHOP] + 1).min(4);
            let base = 2 - u16::from(self.board_is(seat, data::RUDOLF)) + self.tax_due(seat, 2);
            for slot in 0..8u8 {
                let skips = u16::from((slot % 4 + 1).saturating_sub(reach));
                if self.display[usize::from(slot)].is_some() && p.silver >= base + skips {
                    out.push(Action::Hire { slot });
                }
            }
            if market(1) {
                self.list_hire_any(seat, out);
            }
        }
        self.list_guildhall(seat, out);
    }

    /// A worker placed in the Guildhall: the buildings `seat` can construct and the ways it
    /// can pay the next Cathedral level (AWK-12.5, AWK-13, AWK-14).
    fn list_guildhall(&self, seat: usize, out: &mut Vec<Action>) {
        let p = &self.players[seat];
        let skills = self.skills(seat);
        for card in p.hand.iter() {
            let b = &BUILDINGS[usize::from(card)];
            if skills & b.skills == b.skills && self.can_pay_building(seat, card) {
                out.push(Action::Build { card });
            }
        }
        let frederick = self.board_is(seat, data::FREDERICK);
        if p.virtue >= 5 && p.cathedral < 5 && (frederick || !p.hand.is_empty()) {
            let level = p.cathedral + 1;
            let there = (0..self.n())
                .filter(|&s| self.players[s].cathedral == level)
                .count();
            if there < usize::from(data::CATHEDRAL_SPACES[usize::from(level)]) {
                // A level takes no more wood once one amount is beyond it.
                for wood in 0..=8u8 {
                    let Some(cost) = self.cathedral_price(seat, level, wood) else {
                        break;
                    };
                    if self.can_pay(seat, cost) {
                        out.push(Action::Cathedral { wood });
                    }
                }
            }
        }
    }

    fn list_hire_any(&self, seat: usize, out: &mut Vec<Action>) {
        if self.players[seat].apprentices.len() < self.apprentice_limit(seat) {
            for slot in 0..8u8 {
                if self.display[usize::from(slot)].is_some() {
                    out.push(Action::HireAny { slot });
                }
            }
        }
    }

    // ------------------------------------------------------------------ legality

    /// Retrieval sources (AWK-3.2, AWK-R5): locations first; the others only without one.
    fn retrieve_ok(&self, seat: usize, from: u8) -> bool {
        let p = &self.players[seat];
        if p.supply > 0 {
            return false;
        }
        if from < 9 {
            return p.placed[usize::from(from)] > 0;
        }
        if p.placed.iter().any(|&x| x > 0) {
            return false;
        }
        match from {
            9 => p.prison > 0,
            10 => self.black_market.contains(&Some(seat as u8)),
            f => {
                let s = usize::from(f - 11);
                s < self.n() && s != seat && self.players[s].captured[seat] > 0
            }
        }
    }

    fn place_ok(&self, seat: usize, place: Place) -> Check {
        let p = &self.players[seat];
        match place {
            Place::MinesGold if p.placed[data::MINES] == 0 => no("AWK-5.2", Why::MinesGoldAlone),
            Place::TaxStand if self.tax == 0 => no("AWK-9.4", Why::TaxStandEmpty),
            Place::BlackMarketA => self.black_market_ok(seat, 0),
            Place::BlackMarketDraw => {
                self.black_market_ok(seat, 1)?;
                if self.building_deck.is_empty() && self.building_bottom.is_empty() {
                    return no("AWK-10.2", Why::DeckEmpty);
                }
                Ok(())
            }
            Place::BlackMarketC => self.black_market_ok(seat, 2),
            _ => Ok(()),
        }
    }

    pub(crate) fn black_market_cost(&self, seat: usize, space: usize) -> u16 {
        let tricksters = self.count_ability(seat, |a| a == Ability::Trickster);
        (space as u16 + 1).saturating_sub(tricksters)
    }

    fn black_market_ok(&self, seat: usize, space: usize) -> Check {
        let p = &self.players[seat];
        if p.virtue >= 10 {
            return no("AWK-15.5", Why::MarketVirtue);
        }
        if self.black_market[space].is_some() {
            return no("AWK-10.1", Why::MarketSpaceTaken);
        }
        if p.silver < self.black_market_cost(seat, space) {
            return no("AWK-1.1", Why::MarketCost);
        }
        Ok(())
    }

    /// Silver a Workshop hire of `slot` costs: (to the supply, to the Tax Stand, skip coins).
    pub(crate) fn hire_cost(&self, seat: usize, slot: u8) -> (u16, u16, u8) {
        let n = self.players[seat].placed[data::WORKSHOP] + 1;
        let reach = n.min(4);
        let column = slot % 4 + 1;
        let skips = column.saturating_sub(reach);
        let rudolf = u16::from(self.board_is(seat, data::RUDOLF));
        (2 - rudolf, self.tax_due(seat, 2), skips)
    }

    fn hire_ok(&self, seat: usize, slot: u8) -> Check {
        let p = &self.players[seat];
        if slot >= 8 || self.display[usize::from(slot)].is_none() {
            return no("AWK-7.1", Why::NoApprenticeThere);
        }
        if p.apprentices.len() >= self.apprentice_limit(seat) {
            return no("AWK-18.2", Why::ApprenticeLimit);
        }
        let (s, t, k) = self.hire_cost(seat, slot);
        if p.silver < s + t {
            return no("AWK-7.1", Why::HireCost);
        }
        if p.silver < s + t + u16::from(k) {
            return no("AWK-7.2", Why::SkipCoins);
        }
        Ok(())
    }

    fn build_ok(&self, seat: usize, card: u8) -> Check {
        let p = &self.players[seat];
        if !p.hand.has(card) {
            return no("AWK-12.5", Why::NotInHand);
        }
        let b = &BUILDINGS[usize::from(card)];
        if self.skills(seat) & b.skills != b.skills {
            return no("AWK-13.1", Why::SkillsMissing);
        }
        if !self.can_pay_building(seat, card) {
            return no("AWK-13.2", Why::BuildingCost);
        }
        Ok(())
    }

    /// The cost of the next Cathedral level with `wood` wood (AWK-14, §5.5).
    pub(crate) fn cathedral_cost(level: u8, wood: u8) -> Option<[u16; 5]> {
        let w = u16::from(wood);
        match (level, wood) {
            (1, 0) => Some([0, 0, 0, 1, 0]),
            (2, 0..=4) => Some([0, w, 4 - w, 0, 0]),
            (3, 0) => Some([0, 0, 0, 0, 1]),
            (4, 0..=8) => Some([0, w, 8 - w, 0, 0]),
            (5, 0) => Some([0, 0, 0, 2, 2]),
            _ => None,
        }
    }

    fn cathedral_ok(&self, seat: usize, wood: u8) -> Check {
        let p = &self.players[seat];
        if p.virtue < 5 {
            return no("AWK-15.6", Why::CathedralVirtue);
        }
        if p.cathedral >= 5 {
            return no("AWK-14.2", Why::CathedralTop);
        }
        let level = p.cathedral + 1;
        let there = (0..self.n())
            .filter(|&s| self.players[s].cathedral == level)
            .count();
        if there >= usize::from(data::CATHEDRAL_SPACES[usize::from(level)]) {
            return no("AWK-14.2", Why::CathedralFull);
        }
        if p.hand.is_empty() && !self.board_is(seat, data::FREDERICK) {
            return no("AWK-14.2", Why::CathedralNoCard);
        }
        let Some(cost) = self.cathedral_price(seat, level, wood) else {
            return no("AWK-14.1", Why::CathedralNoSuchPayment);
        };
        if !self.can_pay(seat, cost) {
            return no("AWK-14.3", Why::CathedralCost);
        }
        Ok(())
    }

    pub(crate) fn trade_ok(&self, seat: usize, t: u8) -> bool {
        let Some(tr) = data::TRADES.get(usize::from(t)) else {
            return false;
        };
        if t >= 10 && self.count_ability(seat, |a| a == Ability::Trade(t)) == 0 {
            return false;
        }
        let p = &self.players[seat];
        (0..5).all(|r| p.resources[r] >= u16::from(tr.pay[r])) && p.silver >= u16::from(tr.pay[5])
    }

    /// What the next capture costs: (silver to the supply, silver to the Tax Stand) (AWK-8.2).
    pub(crate) fn capture_cost(&self, seat: usize, c: Captures) -> (u16, u16) {
        if c.free {
            (0, 0)
        } else if !c.first_made {
            (0, self.tax_due(seat, 1))
        } else if c.discount > 0 {
            (0, 0)
        } else {
            (1, 0)
        }
    }

    pub(crate) fn capture_ok(&self, seat: usize, c: Captures, location: u8, colour: u8) -> bool {
        if location >= 9 || colour >= self.seats {
            return false;
        }
        if self.players[usize::from(colour)].placed[usize::from(location)] == 0 {
            return false;
        }
        let limit = if self.n() <= 3 { 2 } else { 1 };
        let used = c.from.iter().flatten().count();
        if !c.from.contains(&Some(location)) && used >= limit {
            return false;
        }
        let (s, t) = self.capture_cost(seat, c);
        self.players[seat].silver >= s + t
    }

    fn captured_elsewhere(&self, seat: usize) -> u8 {
        (0..self.n())
            .filter(|&s| s != seat)
            .map(|s| self.players[s].captured[seat])
            .sum()
    }

    pub(crate) fn guard_ok(&self, seat: usize, g: Guard) -> bool {
        let p = &self.players[seat];
        match g {
            Guard::SendToPrison => p.captured.iter().any(|&x| x > 0),
            Guard::Release => p.prison > 0,
            Guard::FreePaying => {
                self.captured_elsewhere(seat) > 0 && p.silver >= 3 + self.tax_due(seat, 2)
            }
            Guard::FreeInDebt => self.captured_elsewhere(seat) > 0,
            Guard::PayDebt => {
                p.unpaid_debts > 0
                    && p.paid_debts < data::DEBTS_MOST
                    && p.silver >= 3 + self.tax_due(seat, 3)
            }
        }
    }

    // ------------------------------------------------------------------ acting

    /// Applies a seat's action (the caller checked that it owes a decision).
    pub(crate) fn act(&mut self, seat: usize, action: Action) -> Result<(), Illegal> {
        self.chance.forget();
        match (self.stage, action) {
            (Stage::Boards, Action::Board { board }) => {
                if !self.board_left(board) {
                    return Err(refuse("AWK-21.1", Why::BoardTaken).into());
                }
                self.take_board(board);
            }
            (Stage::Discount { building }, Action::Choose { option }) if option < 2 => {
                self.construct(seat, building, Some(option));
            }
            (Stage::Discount { .. }, Action::Choose { .. }) => {
                return Err(refuse("AWK-13.2", Why::NoSuchDiscount).into());
            }
            (Stage::Draft { round }, Action::Keep { card }) => {
                if !self.packets[seat].has(card) {
                    return Err(refuse("AWK-2.10", Why::NotInPacket).into());
                }
                self.keeping[seat] = Some(card);
                if (0..self.n()).all(|s| self.keeping[s].is_some()) {
                    self.end_draft_round(round);
                }
            }
            (Stage::Turn, Action::Dismiss { card }) => {
                if !self.players[seat].apprentices.has(card) {
                    return Err(refuse("AWK-18.5", Why::NotHired).into());
                }
                self.players[seat].apprentices.remove(card);
                self.apprentice_bottom.push(card, NOBODY);
            }
            (Stage::Turn, Action::Retrieve { from }) => {
                if !self.retrieve_ok(seat, from) {
                    return Err(refuse("AWK-3.2", Why::CannotRetrieve).into());
                }
                self.retrieve(seat, from);
                self.stage = Stage::EndTurn;
            }
            (Stage::Turn, Action::Pass) => {
                if self.players[seat].supply > 0
                    || (0..11 + self.seats).any(|f| self.retrieve_ok(seat, f))
                {
                    return Err(refuse("AWK-3.7", Why::NoPassing).into());
                }
                self.stage = Stage::EndTurn;
            }
            (Stage::Turn, _) if self.players[seat].supply == 0 => {
                return Err(refuse("AWK-3.2", Why::SupplyEmpty).into());
            }
            (Stage::Turn, Action::Place { place }) => {
                self.place_ok(seat, place)?;
                self.place(seat, place);
            }
            (Stage::Turn, Action::Hire { slot }) => {
                self.hire_ok(seat, slot)?;
                self.hire_at_workshop(seat, slot);
            }
            (Stage::Turn, Action::HireAny { slot }) => {
                self.black_market_ok(seat, 1)?;
                self.hire_any_ok(seat, slot, "AWK-10.2")?;
                self.players[seat].supply -= 1;
                self.pay_black_market(seat, 1);
                self.hire(seat, slot);
                self.stage = Stage::EndAction;
                self.caroline_card(seat);
            }
            (Stage::Turn, a @ (Action::Build { .. } | Action::Cathedral { .. })) => {
                self.guildhall(seat, a)?;
            }
            (Stage::Effect { building }, a @ (Action::Build { .. } | Action::Cathedral { .. }))
                if BUILDINGS[usize::from(building)].effect == Effect::Crane =>
            {
                self.guildhall(seat, a)?;
            }
            (Stage::Storehouse { left }, Action::Trade { trade }) => {
                if !self.trade_ok(seat, trade) {
                    return Err(self.trade_refusal(seat, trade).into());
                }
                let tr = data::TRADES[usize::from(trade)];
                let p = &mut self.players[seat];
                for r in 0..5 {
                    p.resources[r] = p.resources[r] - u16::from(tr.pay[r]) + u16::from(tr.gain[r]);
                }
                p.silver = p.silver - u16::from(tr.pay[5]) + u16::from(tr.gain[5]);
                self.gain_virtue(seat, tr.gain[6]);
                self.stage = if left > 1 {
                    Stage::Storehouse { left: left - 1 }
                } else {
                    Stage::EndAction
                };
            }
            (Stage::Capture(c), Action::Capture { location, colour }) => {
                if !self.capture_ok(seat, c, location, colour) {
                    return Err(self.capture_refusal(c, location, colour));
                }
                self.capture(seat, c, location, colour);
            }
            (Stage::Guardhouse { left }, Action::Guard { action }) => {
                if action == Guard::PayDebt && self.players[seat].paid_debts >= data::DEBTS_MOST {
                    return Err(refuse("AWK-16.3", Why::DebtsMost).into());
                }
                if !self.guard_ok(seat, action) {
                    return Err(refuse("AWK-11.2", Why::GuardUnmet).into());
                }
                self.guard(seat, action);
                self.stage = if left > 1 {
                    Stage::Guardhouse { left: left - 1 }
                } else {
                    Stage::EndAction
                };
            }
            (
                Stage::Storehouse { .. }
                | Stage::Capture(_)
                | Stage::Guardhouse { .. }
                | Stage::Tavern,
                Action::Stop,
            ) => {
                self.stage = Stage::EndAction;
            }
            (Stage::KeepSeen, Action::Keep { card }) => {
                if !self.seen.has(card) {
                    return Err(refuse("AWK-10.2", Why::KeepDrawn).into());
                }
                self.seen.remove(card);
                self.players[seat].hand.add(card);
                self.forget_seen(seat);
                if self.seen.is_empty() {
                    self.stage = Stage::EndAction;
                    self.caroline_card(seat);
                } else {
                    self.stage = Stage::BottomSeen;
                }
            }
            (Stage::BottomSeen, Action::Discard { card }) => {
                if !self.seen.has(card) {
                    return Err(refuse("AWK-10.2", Why::BottomDrawn).into());
                }
                self.seen.remove(card);
                self.building_bottom.push(card, seat as u8);
                if self.seen.is_empty() {
                    self.stage = Stage::EndAction;
                    self.caroline_card(seat);
                }
            }
            (Stage::CathedralDiscard, Action::Discard { card }) => {
                if !self.players[seat].hand.has(card) {
                    return Err(refuse("AWK-14.3", Why::DiscardFromHand).into());
                }
                self.advance_cathedral(seat, Some(card));
            }
            (Stage::HandLimit, Action::Discard { card }) => {
                if !self.players[seat].hand.has(card) {
                    return Err(refuse("AWK-3.6", Why::DiscardFromHand).into());
                }
                self.players[seat].hand.remove(card);
                self.building_bottom.push(card, seat as u8);
                self.forget_hand(seat);
                if self.players[seat].hand.len() <= data::HAND_LIMIT {
                    self.stage = Stage::EndTurn;
                }
            }
            (
                Stage::Effect { building },
                a @ (Action::Choose { .. }
                | Action::Discard { .. }
                | Action::Dismiss { .. }
                | Action::Stop),
            ) => self.effect_choice(seat, building, a)?,
            (Stage::StartingApprentice, Action::HireAny { slot }) => {
                if slot >= 8 || self.display[usize::from(slot)].is_none() {
                    return Err(refuse("AWK-22.2", Why::StartingSlotEmpty).into());
                }
                // AWK-22.2: free, with its virtue (AWK-18.4); the row closes up, and the
                // display is refilled once every seat has hired.
                self.hire(seat, slot);
                if self.turn == self.start {
                    self.stage = Stage::Turn;
                } else {
                    self.turn = ((usize::from(self.turn) + self.n() - 1) % self.n()) as u8;
                }
            }
            (Stage::Tavern, Action::HireAny { slot }) => {
                self.hire_any_ok(seat, slot, "AWK-13.3")?;
                self.hire(seat, slot);
                self.stage = Stage::EndAction;
            }
            (_, a) => return Err(self.out_of_step(a)),
        }
        self.settle();
        Ok(())
    }

    /// A worker placed in the Guildhall constructs a building or advances on the Cathedral
    /// (AWK-12.5, AWK-13, AWK-14): on a turn, or for the Crane (AWK-22.3).
    fn guildhall(&mut self, seat: usize, action: Action) -> Result<(), Illegal> {
        match action {
            Action::Build { card } => {
                self.build_ok(seat, card)?;
                self.enter_guildhall(seat);
                match self.discounts(seat, card) {
                    [true, true] => {
                        // The building is shown: no seat remembers it hidden any more.
                        self.remember_built(seat, card);
                        self.stage = Stage::Discount { building: card };
                    }
                    [true, false] => self.construct(seat, card, Some(0)),
                    [false, true] => self.construct(seat, card, Some(1)),
                    [false, false] => self.construct(seat, card, None),
                }
            }
            Action::Cathedral { wood } => {
                self.cathedral_ok(seat, wood)?;
                self.enter_guildhall(seat);
                let level = self.players[seat].cathedral + 1;
                let cost = self.cathedral_price(seat, level, wood).unwrap_or_default();
                self.pay(seat, cost);
                if self.board_is(seat, data::FREDERICK) {
                    // Frederick discards no building card (AWK-14.3, §5.8).
                    self.advance_cathedral(seat, None);
                } else {
                    self.stage = Stage::CathedralDiscard;
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Can `seat` construct a building or advance on the Cathedral now (AWK-12.5, AWK-R6)?
    pub(crate) fn can_use_guildhall(&self, seat: usize) -> bool {
        let p = &self.players[seat];
        p.hand.iter().any(|card| self.build_ok(seat, card).is_ok())
            || (0..=8).any(|wood| self.cathedral_ok(seat, wood).is_ok())
    }

    /// An action that does not fit the step: the rule of what the action tried, and what the
    /// step asks for instead.
    fn out_of_step(&self, action: Action) -> Illegal {
        let (rule, when) = match action {
            Action::Trade { .. } => ("AWK-6.1", Why::WhenTrade),
            Action::Capture { .. } => ("AWK-8.1", Why::WhenCapture),
            Action::Guard { .. } => ("AWK-11.1", Why::WhenGuard),
            Action::Place { .. }
            | Action::Hire { .. }
            | Action::Build { .. }
            | Action::Cathedral { .. }
            | Action::HireAny { .. } => ("AWK-3.3", Why::WhenPlace),
            Action::Dismiss { .. } => ("AWK-3.4", Why::WhenDismiss),
            Action::Retrieve { .. } | Action::Pass => ("AWK-3.2", Why::WhenRetrieve),
            Action::Choose { .. } => ("AWK-13.3", Why::WhenChoose),
            Action::Discard { .. } => ("AWK-3.6", Why::WhenDiscard),
            Action::Keep { .. } => ("AWK-2.10", Why::WhenKeep),
            Action::Board { .. } => ("AWK-21.1", Why::WhenBoard),
            Action::Stop => ("AWK-6.4", Why::WhenStop),
            Action::StartPlayer { .. } => ("AWK-2.11", Why::WhenChance),
            Action::Apprentice { .. } => ("AWK-7.4", Why::WhenChance),
            Action::Building { .. } => ("AWK-2.5", Why::WhenChance),
            Action::MarketTop { .. } | Action::MarketCard { .. } => ("AWK-17.2", Why::WhenChance),
            Action::Reward { .. } => ("AWK-14.3", Why::WhenChance),
        };
        self.not_now(rule, when)
    }

    /// Why trade `t` cannot be made (`trade_ok` said no): no such trade, an apprentice's trade
    /// without the apprentice (AWK-6.3), or one the seat cannot pay for (AWK-6.2).
    #[cold]
    fn trade_refusal(&self, seat: usize, t: u8) -> Refusal {
        if usize::from(t) >= data::TRADES.len() {
            refuse("AWK-6.2", Why::NoSuchTrade)
        } else if t >= 10 && self.count_ability(seat, |a| a == Ability::Trade(t)) == 0 {
            refuse("AWK-6.3", Why::TradeApprentice)
        } else {
            refuse("AWK-6.2", Why::TradeCost)
        }
    }

    /// Why a capture cannot be made (`capture_ok` said no): nobody of that colour there
    /// (AWK-8.1), a location beyond the visit's limit (AWK-8.3), or its cost (AWK-8.2).
    #[cold]
    fn capture_refusal(&self, c: Captures, location: u8, colour: u8) -> Illegal {
        let there = location < 9
            && colour < self.seats
            && self.players[usize::from(colour)].placed[usize::from(location)] > 0;
        let limit = if self.n() <= 3 { 2 } else { 1 };
        if !there {
            refuse("AWK-8.1", Why::NoWorkersThere).into()
        } else if !c.from.contains(&Some(location)) && c.from.iter().flatten().count() >= limit {
            refuse_with(
                "AWK-8.3",
                Why::CaptureLocations
                    .words()
                    .num("most", limit as i64)
                    .num("players", self.n() as i64),
            )
        } else {
            refuse("AWK-8.2", Why::CaptureCost).into()
        }
    }

    fn end_draft_round(&mut self, round: u8) {
        let n = self.n();
        for s in 0..n {
            if let Some(card) = self.keeping[s].take() {
                self.packets[s].remove(card);
                self.players[s].hand.add(card);
            }
        }
        if round < 3 {
            // AWK-2.10: the rest passes to the left neighbour.
            let old = self.packets;
            for (s, packet) in old.iter().enumerate().take(n) {
                self.packets[(s + 1) % n] = *packet;
            }
            self.stage = Stage::Draft { round: round + 1 };
        } else {
            // The last card goes to the bottom of the deck, in seat order (ruling).
            for s in 0..n {
                if let Some(card) = self.packets[s].iter().next() {
                    self.building_bottom.push(card, s as u8);
                }
                self.packets[s] = Cards::EMPTY;
            }
            if self.flags.boards.is_standard() {
                self.begin_play();
            } else {
                self.stage = Stage::BoardCards { seat: 0 };
            }
        }
        self.remember_draft(round);
    }

    /// After the draft (and the boards' cards): the starting apprentices (AWK-22.2) or the
    /// first turn.
    #[cold]
    fn begin_play(&mut self) {
        let n = self.n();
        if self.flags.starting_apprentice {
            // AWK-22.2: the last seat in order of play hires first.
            self.turn = ((usize::from(self.start) + n - 1) % n) as u8;
            self.stage = Stage::StartingApprentice;
        } else {
            self.turn = self.start;
            self.stage = Stage::Turn;
        }
    }

    /// The boards in play (the five promo boards with `promo_boards`) no seat has yet.
    pub(crate) fn boards_left(&self) -> impl Iterator<Item = u8> + '_ {
        (0..BOARDS.len() as u8).filter(|&b| self.board_left(b))
    }

    pub(crate) fn board_left(&self, board: u8) -> bool {
        BOARDS
            .get(usize::from(board))
            .is_some_and(|b| !b.promo || self.flags.promo_boards)
            && !self.players[..self.n()]
                .iter()
                .any(|p| p.board == Some(board))
    }

    /// The seat without a board that comes first gets `board` (AWK-21.1); once every seat has
    /// one, the boards set the seats up (AWK-21.1), the highest starting virtue starts
    /// (AWK-21.3, AWK-R17) and the draft packets are dealt.
    fn take_board(&mut self, board: u8) {
        let n = self.n();
        let Some(seat) = (0..n).find(|&s| self.players[s].board.is_none()) else {
            return;
        };
        self.players[seat].board = Some(board);
        if seat + 1 < n {
            self.turn = (seat + 1) as u8;
            return;
        }
        for p in self.players[..n].iter_mut() {
            let b = BOARDS[usize::from(p.board.unwrap_or_default())];
            p.silver = b.silver;
            p.virtue = b.virtue;
            p.prison = b.prison;
            p.supply = data::WORKERS - b.prison;
            p.unpaid_debts = b.debts;
            p.resources = b.resources.map(u16::from);
        }
        let start = (0..n)
            .max_by_key(|&s| self.players[s].virtue)
            .unwrap_or_default();
        self.start = start as u8;
        self.turn = start as u8;
        self.stage = Stage::Deal;
        self.draws = Draws {
            seat: 0,
            left: 4,
            to: DrawTo::Packet,
        };
    }

    /// Caroline draws a building card on every Black Market action (AWK-10.3, §5.8).
    fn caroline_card(&mut self, seat: usize) {
        if self.board_is(seat, data::CAROLINE) {
            self.draw_to_hand(seat, 1);
        }
    }

    fn retrieve(&mut self, seat: usize, from: u8) {
        match from {
            0..=8 => self.players[seat].placed[usize::from(from)] -= 1,
            9 => self.players[seat].prison -= 1,
            10 => {
                if let Some(space) = self
                    .black_market
                    .iter_mut()
                    .find(|s| **s == Some(seat as u8))
                {
                    *space = None;
                }
            }
            f => self.players[usize::from(f - 11)].captured[seat] -= 1,
        }
        self.players[seat].supply += 1;
    }

    fn place(&mut self, seat: usize, place: Place) {
        let location = match place {
            Place::Quarry => Some(data::QUARRY),
            Place::Forest => Some(data::FOREST),
            Place::MinesClay | Place::MinesGold => Some(data::MINES),
            Place::Silversmith => Some(data::SILVERSMITH),
            Place::Storehouse => Some(data::STOREHOUSE),
            Place::WorkshopDraw => Some(data::WORKSHOP),
            Place::TownCentre => Some(data::TOWN_CENTRE),
            Place::TaxStand => Some(data::TAX_STAND),
            Place::Guardhouse => Some(data::GUARDHOUSE),
            _ => None,
        };
        self.players[seat].supply -= 1;
        let n = match location {
            Some(l) => {
                self.players[seat].placed[l] += 1;
                u16::from(self.players[seat].placed[l])
            }
            None => 0,
        };
        let count = |s: &Self, a: Ability| s.count_ability(seat, |x| x == a);
        self.stage = Stage::EndAction;
        match place {
            // AWK-5.1, AWK-5.3
            Place::Quarry => {
                let k = n + count(self, Ability::Stonecutter);
                self.players[seat].resources[data::STONE] += k;
            }
            Place::Forest => {
                let k = n + count(self, Ability::Woodcutter);
                self.players[seat].resources[data::WOOD] += k;
            }
            Place::Silversmith => {
                let k = n + 1 + count(self, Ability::Jeweller);
                self.players[seat].silver += k;
            }
            // AWK-5.2
            Place::MinesClay => {
                let k = n + 1 + count(self, Ability::Miner);
                self.players[seat].resources[data::CLAY] += k;
            }
            Place::MinesGold => {
                let miners = count(self, Ability::Miner);
                let p = &mut self.players[seat];
                p.resources[data::GOLD] += n / 2;
                p.resources[data::CLAY] += miners;
            }
            // AWK-6.1: the Overseer (promo, AWK-22.3) counts one worker more.
            Place::Storehouse => {
                let k = n + count(self, Ability::Overseer);
                self.stage = Stage::Storehouse {
                    left: k.min(255) as u8,
                }
            }
            // AWK-7.5
            Place::WorkshopDraw => self.draw_to_hand(seat, (1 + n / 2) as u8),
            // AWK-8
            Place::TownCentre => {
                self.stage = Stage::Capture(Captures {
                    left: n as u8,
                    free: false,
                    first_made: false,
                    discount: count(self, Ability::Conspirator).min(255) as u8,
                    from: [None; 2],
                })
            }
            // AWK-9.4
            Place::TaxStand => {
                let thief = count(self, Ability::Thief).min(2) as u8;
                let pick = count(self, Ability::Pickpocket);
                self.players[seat].silver += self.tax;
                self.tax = 0;
                self.players[seat].resources[data::GOLD] += pick;
                self.lose_virtue(seat, 2 - thief);
            }
            Place::Guardhouse => self.stage = Stage::Guardhouse { left: n as u8 },
            Place::BlackMarketA => {
                self.pay_black_market(seat, 0);
                self.add_resources(seat, self.small_offer());
                self.caroline_card(seat);
            }
            Place::BlackMarketC => {
                self.pay_black_market(seat, 2);
                self.add_resources(seat, self.large_offer());
                self.caroline_card(seat);
            }
            Place::BlackMarketDraw => {
                self.pay_black_market(seat, 1);
                self.draws = Draws {
                    seat: seat as u8,
                    left: 5,
                    to: DrawTo::Seen,
                };
                self.stage = Stage::KeepSeen;
            }
        }
    }

    /// A Black Market placement: the worker, the cost, the virtue, the Swindlers, the reset
    /// trigger (AWK-10.2, AWK-10.3, AWK-10.5).
    fn pay_black_market(&mut self, seat: usize, space: usize) {
        self.black_market[space] = Some(seat as u8);
        self.players[seat].silver -= self.black_market_cost(seat, space);
        if self.count_ability(seat, |a| a == Ability::Illusionist) == 0 {
            self.lose_virtue(seat, 1);
        }
        for a in self.players[seat].apprentices.iter() {
            if let Ability::Swindler(r, k) = APPRENTICES[usize::from(a)].ability {
                self.players[seat].resources[r] += u16::from(k);
            }
        }
        if self.black_market.iter().all(Option::is_some) {
            self.reset_pending = true;
        }
    }

    /// A hire of any face-up apprentice, by the rule `rule` that offers it (the Black Market,
    /// the Tavern).
    fn hire_any_ok(&self, seat: usize, slot: u8, rule: &'static str) -> Check {
        if slot >= 8 || self.display[usize::from(slot)].is_none() {
            return no(rule, Why::NoApprenticeThere);
        }
        if self.players[seat].apprentices.len() >= self.apprentice_limit(seat) {
            return no("AWK-18.2", Why::ApprenticeLimit);
        }
        Ok(())
    }

    /// AWK-7.1 to AWK-7.4.
    fn hire_at_workshop(&mut self, seat: usize, slot: u8) {
        let (s, t, skips) = self.hire_cost(seat, slot);
        let p = &mut self.players[seat];
        p.supply -= 1;
        p.placed[data::WORKSHOP] += 1;
        p.silver -= s + t + u16::from(skips);
        self.tax += t;
        let row = usize::from(slot / 4) * 4;
        for c in 0..usize::from(skips) {
            self.coins[row + c] += 1;
        }
        self.hire(seat, slot);
        self.stage = Stage::EndAction;
    }

    /// Takes the card of `slot` with its coins; its row slides left (AWK-7.3, AWK-7.4).
    fn hire(&mut self, seat: usize, slot: u8) {
        let i = usize::from(slot);
        let Some(card) = self.display[i] else { return };
        self.players[seat].silver += u16::from(self.coins[i]);
        self.players[seat].apprentices.add(card);
        let row_end = i / 4 * 4 + 3;
        for j in i..row_end {
            self.display[j] = self.display[j + 1];
            self.coins[j] = self.coins[j + 1];
        }
        self.display[row_end] = None;
        self.coins[row_end] = 0;
        self.change_virtue(seat, APPRENTICES[usize::from(card)].virtue);
    }

    fn capture(&mut self, seat: usize, mut c: Captures, location: u8, colour: u8) {
        let (s, t) = self.capture_cost(seat, c);
        self.players[seat].silver -= s + t;
        self.tax += t;
        if c.first_made && !c.free && c.discount > 0 {
            c.discount -= 1;
        }
        let (l, col) = (usize::from(location), usize::from(colour));
        let k = std::mem::take(&mut self.players[col].placed[l]);
        if col == seat {
            self.players[seat].supply += k;
        } else {
            self.players[seat].captured[col] += k;
        }
        if !c.from.contains(&Some(location)) {
            if let Some(f) = c.from.iter_mut().find(|f| f.is_none()) {
                *f = Some(location);
            }
        }
        c.first_made = true;
        c.left -= 1;
        self.stage = if c.left == 0 {
            Stage::EndAction
        } else {
            Stage::Capture(c)
        };
    }

    fn free_captured(&mut self, seat: usize) {
        for s in 0..self.n() {
            if s != seat {
                let k = std::mem::take(&mut self.players[s].captured[seat]);
                self.players[seat].supply += k;
            }
        }
    }

    fn guard(&mut self, seat: usize, g: Guard) {
        match g {
            Guard::SendToPrison => {
                let captured = std::mem::take(&mut self.players[seat].captured);
                let mut total = 0u16;
                for (s, k) in captured.iter().enumerate() {
                    self.players[s].prison += k;
                    total += u16::from(*k);
                }
                // Bertha: 2 silver more (§5.8); the Enforcer (promo, AWK-22.3): 1 gold.
                let bertha = 2 * u16::from(self.board_is(seat, data::BERTHA));
                let enforcers = self.count_ability(seat, |a| a == Ability::Enforcer);
                self.players[seat].silver += total + bertha;
                self.players[seat].resources[data::GOLD] += enforcers;
            }
            Guard::Release => {
                let p = &mut self.players[seat];
                p.supply += std::mem::take(&mut p.prison);
            }
            Guard::FreePaying => {
                let t = self.tax_due(seat, 2);
                self.players[seat].silver -= 3 + t;
                self.tax += t;
                self.free_captured(seat);
            }
            Guard::FreeInDebt => {
                self.take_debt(seat);
                self.lose_virtue(seat, 1);
                self.free_captured(seat);
            }
            Guard::PayDebt => {
                // AWK-16.3
                let t = self.tax_due(seat, 3);
                self.players[seat].silver -= 3 + t;
                self.tax += t;
                self.players[seat].unpaid_debts -= 1;
                self.players[seat].paid_debts += 1;
                self.gain_virtue(seat, 1);
                for a in self.players[seat].apprentices.iter() {
                    if let Ability::DebtCollector(r) = APPRENTICES[usize::from(a)].ability {
                        self.players[seat].resources[r] += 2;
                    }
                }
            }
        }
    }

    /// A worker enters the Guildhall (or beside it in the final round): AWK-12.
    fn enter_guildhall(&mut self, seat: usize) {
        self.players[seat].supply -= 1;
        self.players[seat].guildhall += 1;
        let k = self.columns();
        let filled = self.guild_filled();
        if filled < 4 * k {
            self.guild[filled] = Some(seat as u8);
            let position = filled + 1;
            if position == 2 * k + 1 || position == 3 * k + 1 {
                self.reset_pending = true;
            }
            if position == 4 * k {
                self.final_turns = Some(self.seats + 1);
            }
            if self.refreshes_next_at(position) {
                self.refresh_display();
            }
        }
    }

    /// Does a worker entering Guildhall position `position` (1-based) refresh the display
    /// (AWK-12.4)?
    pub(crate) fn refreshes_next_at(&self, position: usize) -> bool {
        let k = self.columns();
        self.flags.guildhall_apprentice_refresh && [3, k + 3, 2 * k + 3].contains(&position)
    }

    /// AWK-22.1, AWK-12.4: the two apprentices of the display's column 1 go to the bottom of
    /// their deck, in row order; their coins go to the general supply (GAP, AWK-R1); each row
    /// slides left and chance fills column 4.
    fn refresh_display(&mut self) {
        for row in [0, 4] {
            let Some(card) = self.display[row] else {
                continue;
            };
            self.apprentice_bottom.push(card, NOBODY);
            for j in row..row + 3 {
                self.display[j] = self.display[j + 1];
                self.coins[j] = self.coins[j + 1];
            }
            self.display[row + 3] = None;
            self.coins[row + 3] = 0;
        }
    }

    /// AWK-13.2, AWK-13.3, paying `less` as `building_cost` says; Clovis then draws a card
    /// (AWK-13.4).
    fn construct(&mut self, seat: usize, card: u8, less: Option<u8>) {
        let b = BUILDINGS[usize::from(card)];
        self.pay(seat, self.building_cost(card, less));
        let p = &mut self.players[seat];
        p.hand.remove(card);
        p.buildings.add(card);
        self.remember_built(seat, card);
        self.change_virtue(seat, b.virtue);
        self.stage = Stage::EndAction;
        match b.effect {
            Effect::Gain(r, silver) => {
                self.add_resources(seat, r);
                self.players[seat].silver += u16::from(silver);
            }
            Effect::Tavern
                if self.display.iter().any(Option::is_some)
                    && self.players[seat].apprentices.len() < self.apprentice_limit(seat) =>
            {
                self.stage = Stage::Tavern;
            }
            Effect::Treasury | Effect::ClayPit | Effect::Barracks => {
                self.stage = Stage::Effect { building: card }
            }
            Effect::Church if self.players[seat].unpaid_debts > 0 => {
                self.stage = Stage::Effect { building: card };
            }
            Effect::Library if !self.players[seat].hand.is_empty() => {
                self.stage = Stage::Effect { building: card };
            }
            // The Crane (promo, AWK-22.3): another worker from the supply, when there is one
            // (ruling in `docs/rulings.md`). Whether it can construct or advance depends on
            // the hand, which the others do not see: the builder is asked even when it cannot,
            // and then stops.
            Effect::Crane if self.players[seat].supply > 0 => {
                self.stage = Stage::Effect { building: card };
            }
            // The Graveyard (promo, AWK-22.3): one of the builder's apprentices is discarded.
            Effect::Graveyard if !self.players[seat].apprentices.is_empty() => {
                self.stage = Stage::Effect { building: card };
            }
            Effect::Watchtower => {
                for s in 0..self.n() {
                    if self.players[s].prison >= 3 {
                        self.lose_virtue(s, 1);
                    }
                }
            }
            Effect::Captures(k) => self.start_free_captures(k),
            Effect::BettingHouse => self.take_debt(seat),
            Effect::Draw(k) => self.draw_to_hand(seat, k),
            Effect::Hideout => {
                let p = &mut self.players[seat];
                p.supply += std::mem::take(&mut p.prison);
            }
            Effect::Monument => {
                for s in 0..self.n() {
                    self.gain_virtue(s, 1);
                }
            }
            Effect::Palace => {
                let g = u16::from(self.players[seat].virtue / 4);
                self.players[seat].resources[data::GOLD] += g;
            }
            _ => {}
        }
        if self.board_is(seat, data::CLOVIS) {
            self.draw_to_hand(seat, 1);
        }
    }

    fn start_free_captures(&mut self, k: u8) {
        self.stage = Stage::Capture(Captures {
            left: k,
            free: true,
            first_made: true,
            discount: 0,
            from: [None; 2],
        });
    }

    fn effect_choice(&mut self, seat: usize, building: u8, action: Action) -> Result<(), Illegal> {
        let effect = BUILDINGS[usize::from(building)].effect;
        self.stage = Stage::EndAction;
        match (effect, action) {
            (Effect::Treasury, Action::Choose { option: 0 }) => {
                self.players[seat].resources[data::GOLD] += 1
            }
            (Effect::Treasury, Action::Choose { option: 1 }) => self.players[seat].silver += 3,
            (Effect::ClayPit, Action::Choose { option: 0 }) => {
                self.players[seat].resources[data::GOLD] += 1
            }
            (Effect::ClayPit, Action::Choose { option: 1 }) => {
                self.players[seat].resources[data::MARBLE] += 1
            }
            (Effect::Church, Action::Choose { option: 0 }) => {
                self.players[seat].unpaid_debts -= 1;
            }
            (Effect::Church, Action::Choose { option: 1 }) => {}
            (Effect::Barracks, Action::Choose { option: 0 }) => self.free_captured(seat),
            (Effect::Barracks, Action::Choose { option: 1 }) => self.start_free_captures(1),
            (Effect::Library, Action::Discard { card }) if self.players[seat].hand.has(card) => {
                self.players[seat].hand.remove(card);
                self.building_bottom.push(card, seat as u8);
                self.forget_hand(seat);
                self.players[seat].resources[data::GOLD] += 2;
            }
            (Effect::Library, Action::Stop) => {}
            (Effect::Crane, Action::Stop) if !self.can_use_guildhall(seat) => {}
            (Effect::Graveyard, Action::Dismiss { card })
                if self.players[seat].apprentices.has(card) =>
            {
                // AWK-18.5: to the bottom of the apprentice deck.
                self.players[seat].apprentices.remove(card);
                self.apprentice_bottom.push(card, NOBODY);
            }
            _ => {
                self.stage = Stage::Effect { building };
                return Err(refuse_with(
                    "AWK-13.3",
                    Why::NotAnEffectChoice
                        .words()
                        .text("building", crate::view::ids::building(building)),
                ));
            }
        }
        Ok(())
    }

    /// AWK-14.3: discard (none for Frederick), move up, reward, Acolytes.
    fn advance_cathedral(&mut self, seat: usize, card: Option<u8>) {
        self.players[seat].cathedral += 1;
        if let Some(card) = card {
            self.players[seat].hand.remove(card);
            self.building_bottom.push(card, seat as u8);
            self.forget_hand(seat);
        }
        if self.rewards_left > 0 {
            self.reward_pending = true;
        } else {
            self.gain_virtue(seat, 1);
        }
        let mut cards = 0;
        for a in self.players[seat].apprentices.iter() {
            match APPRENTICES[usize::from(a)].ability {
                Ability::CathedralCard => cards += 1,
                Ability::CathedralClay => self.players[seat].resources[data::CLAY] += 2,
                Ability::CathedralSilver => self.players[seat].silver += 2,
                _ => {}
            }
        }
        self.draw_to_hand(seat, cards);
        self.stage = Stage::EndAction;
    }

    // ------------------------------------------------------------------ the end

    /// AWK-20.1: end-game virtue effects (gains before losses, AWK-R9), then the game is over.
    #[cold]
    pub(crate) fn finish(&mut self) {
        for s in 0..self.n() {
            let top = self.top_cathedral(s);
            let p = self.players[s];
            let mut gain = 0u8;
            let mut loss = 0u8;
            for b in p.buildings.iter() {
                match BUILDINGS[usize::from(b)].effect {
                    Effect::TradingPost => {
                        let r = p.resources;
                        gain += ((r[0] + r[1] + r[2]) / 4).min(50) as u8;
                    }
                    Effect::Castle => gain += (self.count_of(s, data::GOLD) / 2).min(50) as u8,
                    Effect::Observatory => {
                        gain += (self.count_of(s, data::MARBLE) / 2).min(50) as u8
                    }
                    Effect::Reservoir => gain += p.paid_debts / 2,
                    Effect::Museum => gain += (p.buildings.len() / 2) as u8,
                    Effect::Chapel if top => gain += 2,
                    Effect::Dungeon => loss += 2,
                    _ => {}
                }
            }
            self.gain_virtue(s, gain);
            self.lose_virtue(s, loss);
        }
        self.stage = Stage::Over;
    }

    /// Strictly the highest Cathedral level.
    fn top_cathedral(&self, seat: usize) -> bool {
        let me = self.players[seat].cathedral;
        (0..self.n()).all(|s| s == seat || self.players[s].cathedral < me)
    }

    fn strictly_most(&self, seat: usize, f: impl Fn(&Player) -> u16) -> bool {
        let me = f(&self.players[seat]);
        (0..self.n()).all(|s| s == seat || f(&self.players[s]) < me)
    }

    /// Score items of AWK-20.2: buildings, cathedral, virtue, debts, gold and marble, silver,
    /// prison.
    pub(crate) fn score_items(&self, seat: usize) -> [i64; 7] {
        let p = &self.players[seat];
        let mut buildings = 0i64;
        let mut debt_each = 2i64;
        for b in p.buildings.iter() {
            let card = BUILDINGS[usize::from(b)];
            buildings += i64::from(card.vp);
            let skill_count = |skill: u8| {
                p.apprentices
                    .iter()
                    .filter(|&a| APPRENTICES[usize::from(a)].skills & skill != 0)
                    .count() as i64
            };
            buildings += match card.effect {
                Effect::Steeple if self.top_cathedral(seat) => 2,
                Effect::MostResource(r) if self.strictly_most(seat, |q| q.resources[r]) => 2,
                Effect::MostSilver if self.strictly_most(seat, |q| q.silver) => 2,
                Effect::PerSkill(skill) => skill_count(skill),
                Effect::University if p.unpaid_debts == 0 => 2,
                Effect::Aqueduct => i64::from(p.buildings.len()),
                Effect::Keep => {
                    i64::from(p.captured.iter().map(|&x| u16::from(x)).sum::<u16>() / 3)
                }
                Effect::Lighthouse => i64::from(p.virtue / 4),
                Effect::Moneylender => i64::from(p.paid_debts),
                _ => 0,
            };
            match card.effect {
                Effect::Fountain => debt_each -= 1,
                Effect::GamblersDen => debt_each += 1,
                _ => {}
            }
        }
        [
            buildings,
            data::CATHEDRAL_VP[usize::from(p.cathedral.min(5))],
            data::VIRTUE_VP[usize::from(p.virtue.min(14))],
            -debt_each * i64::from(p.unpaid_debts),
            i64::from(p.resources[data::GOLD]) + i64::from(p.resources[data::MARBLE]),
            i64::from(p.silver / 10),
            -i64::from(p.prison / 2),
        ]
    }

    pub(crate) fn score(&self, seat: usize) -> i64 {
        self.score_items(seat).iter().sum()
    }

    /// AWK-20.3: score, then virtue, then silver; still tied share.
    pub(crate) fn places(&self) -> Vec<usize> {
        let keys: Vec<(i64, u8, u16)> = (0..self.n())
            .map(|s| {
                (
                    self.score(s),
                    self.players[s].virtue,
                    self.players[s].silver,
                )
            })
            .collect();
        cathedra_core::places_by(&keys)
    }
}
