//! A player's turn (RC-5 .. RC-13): the optional actions, the three main actions and every
//! step within them. Listing and applying share the same checks; every check runs before the
//! state changes, so a refusal leaves the state exactly as it was.

use cathedra_core::{Event, Illegal, Log};

use crate::action::{Action, MAX_EXTRA};
use crate::data::{GainKind, GiveKind, InfluenceAction, TileGain};
use crate::refusal::{refuse, Why};
use crate::state::{AfterRoll, Main, Pending, Phase, RedCathedral, Turn, NONE};
use crate::types::{BannerFrom, Die, Jewels, Material, Ornament, Resource, Workshop};

/// Why an influence action cannot be used (RC-12.4, RC-12.5).
pub(crate) enum InfluenceBlocker {
    Rubles,
    Materials,
    Set,
    NoGain,
    NoDelivery,
}

/// The refusal of `action` taken while a step of the turn waits (a claimed card's tile, an
/// influence action's payment, choice, delivery or swap): the rule it breaks, with what to do
/// first. `rule` and `first` are the waiting step's.
#[cold]
#[inline(never)]
fn interrupting(rule: &'static str, first: Why, action: Action) -> Illegal {
    match action {
        // RC-5.4: the optional actions never interrupt a step.
        Action::SellPrestige | Action::Reroll { .. } => refuse("RC-5.4", first.words()),
        // RC-5.1: a step waits only after the turn's main action.
        Action::Claim { .. } | Action::Move { .. } => {
            refuse("RC-5.1", Why::MainActionTaken.words())
        }
        Action::Deliver { .. } | Action::Ornament { .. } => {
            refuse("RC-5.1", Why::OtherMainAction.words())
        }
        Action::BotTarget { .. }
        | Action::ResourceTile { .. }
        | Action::InfluenceCard { .. }
        | Action::PlaceDie { .. }
        | Action::Plan { .. }
        | Action::Section { .. }
        | Action::WorkshopTile { .. }
        | Action::FirstPlayer { .. }
        | Action::SoloCard { .. }
        | Action::SoloTile { .. }
        | Action::Roll { .. } => not_a_seat_s(action),
        _ => refuse(rule, first.words()),
    }
}

/// The refusal of a choice no seat makes in its turn: Jakovlev's target, or chance's outcome.
#[cold]
#[inline(never)]
fn not_a_seat_s(action: Action) -> Illegal {
    match action {
        Action::BotTarget { .. } => refuse("RC-15.3", Why::NoBotChoice.words()),
        _ => refuse("RC-3", Why::ChanceOutcome.words()),
    }
}

/// Most units one Build delivers (RC-7.1).
pub const BUILD_UNITS: u8 = 3;

impl RedCathedral {
    pub(crate) fn start_turn(&mut self, seat: u8) {
        self.turn = Turn {
            seat,
            main: Main::None,
            pending: Pending::None,
            sold: 0,
            rerolled: false,
            chain: NONE,
        };
        self.phase = Phase::Turn;
    }

    // ----- the track -----

    pub(crate) fn gain_recognition(&mut self, p: u8, n: u16) {
        let max = self.data().max_pos();
        let t = &mut self.tally[usize::from(p)];
        t.pos = t.pos.saturating_add(n).min(max);
    }

    /// RC-4.3: lose recognition, not below 0.
    pub(crate) fn lose_recognition(&mut self, p: u8, n: u16) {
        let t = &mut self.tally[usize::from(p)];
        t.pos = t.pos.saturating_sub(n);
    }

    pub(crate) fn gain_prestige(&mut self, p: u8, n: u16) {
        let data = self.data();
        let t = &mut self.tally[usize::from(p)];
        t.pos = data.gain_prestige(t.pos, n).min(data.max_pos());
    }

    /// Can `seat` lose 1 prestige (RC-4.4)?
    pub(crate) fn can_lose_prestige(&self, seat: u8) -> bool {
        self.data()
            .has_prev_prestige(self.tally[usize::from(seat)].pos)
    }

    // ----- gains -----

    /// Gains up to `n` of `r` within supply and inventory (RC-11.3, RC-11.4); returns the
    /// amount received.
    pub(crate) fn gain_resource(&mut self, seat: u8, r: Resource, n: u8) -> u8 {
        match r {
            Resource::Material(m) => {
                let k = n
                    .min(self.supply[m as usize])
                    .min(self.seats[usize::from(seat)].free());
                self.supply[m as usize] -= k;
                self.seats[usize::from(seat)].inventory[m as usize] += k;
                k
            }
            Resource::Rubles => {
                let p = &mut self.seats[usize::from(seat)];
                p.rubles = p.rubles.saturating_add(u16::from(n));
                n
            }
            Resource::Recognition => {
                self.gain_recognition(seat, u16::from(n));
                n
            }
        }
    }

    /// The most of a tile's resource the player could receive now.
    fn receivable(&self, seat: u8, r: Resource, n: u8) -> u8 {
        match r {
            Resource::Material(m) => n
                .min(self.supply[m as usize])
                .min(self.seats[usize::from(seat)].free()),
            _ => n,
        }
    }

    /// RC-13.3: a workshop tile's benefit, once.
    pub(crate) fn tile_benefit(&mut self, seat: u8, tile: u8, log: &mut Log) {
        let data = self.data();
        let Some(t) = data.workshop_tiles.get(usize::from(tile)) else {
            return;
        };
        let (r, n) = match t.gain {
            TileGain::Die(d) => {
                let space = self.die_space[d as usize];
                let rt = &data.resource_tiles[usize::from(self.market[usize::from(space)])];
                (rt.gives, rt.amount)
            }
            TileGain::Rubles(n) => (Resource::Rubles, n),
            TileGain::Recognition(n) => (Resource::Recognition, n),
            TileGain::Material(m, n) => (Resource::Material(m), n),
        };
        let got = self.gain_resource(seat, r, n);
        log.say(|| {
            (
                Event::new("tile_benefit")
                    .seat("seat", cathedra_core::Seat(seat))
                    .term("tile", t.id)
                    .term("resource", r.name())
                    .num("amount", got),
                format!(
                    "{} gains {got} {} from a workshop tile",
                    crate::colour(seat),
                    r.name()
                ),
            )
        });
    }

    // ----- listing -----

    pub(crate) fn legal_turn(&self, seat: u8, out: &mut Vec<Action>) {
        let t = self.turn;
        match t.pending {
            Pending::Tile { .. } => self.list_tile_places(seat, out),
            Pending::Give {
                action,
                left,
                given,
            } => self.list_gives(seat, action, left, given, out),
            Pending::Gain { .. } => {
                for m in Material::ALL {
                    if self.supply[m as usize] > 0 && self.seats[usize::from(seat)].free() > 0 {
                        out.push(Action::Gain { material: m });
                    }
                }
            }
            Pending::Deliver { left, made } => {
                self.list_deliveries(seat, left, out);
                if made > 0 {
                    out.push(Action::Done);
                }
            }
            Pending::Swap => {
                for a in 0..8u8 {
                    for b in a + 1..8 {
                        out.push(Action::Swap { a, b });
                    }
                }
            }
            Pending::None => {
                if t.sold != 2 && self.can_lose_prestige(seat) {
                    out.push(Action::SellPrestige);
                }
                if !t.rerolled && self.can_lose_prestige(seat) {
                    for space in 0..8u8 {
                        if self.dice_on(space) > 0 {
                            out.push(Action::Reroll { space });
                        }
                    }
                }
                match t.main {
                    Main::None => {
                        self.list_claims(seat, out);
                        self.list_deliveries(seat, BUILD_UNITS, out);
                        self.list_moves(seat, out);
                    }
                    Main::Claim => out.push(Action::EndTurn),
                    Main::Build { units } => {
                        self.list_deliveries(seat, BUILD_UNITS - units.min(BUILD_UNITS), out);
                        out.push(Action::EndTurn);
                    }
                    Main::Market {
                        space,
                        die,
                        took,
                        influenced,
                        activated,
                    } => {
                        if !took {
                            for amount in 1..=self.take_limit(seat, space) {
                                out.push(Action::Take { amount });
                            }
                        }
                        for action in 0..2u8 {
                            if (!influenced || t.chain == action)
                                && self.influence_blocker(seat, space, action).is_none()
                            {
                                out.push(Action::Influence { action });
                            }
                        }
                        if !activated {
                            for w in Workshop::ALL {
                                if w.die() == die
                                    && self.seats[usize::from(seat)].face_up & (1 << w as u8) != 0
                                {
                                    out.push(Action::Activate { space: w });
                                }
                            }
                        }
                        out.push(Action::EndTurn);
                    }
                }
            }
        }
    }

    fn list_claims(&self, seat: u8, out: &mut Vec<Action>) {
        for tower in 0..self.towers {
            if self.available(usize::from(tower)).is_none() {
                continue;
            }
            for banner in BannerFrom::ALL {
                if self.has_banner(seat, banner) {
                    out.push(Action::Claim { tower, banner });
                }
            }
        }
    }

    fn has_banner(&self, seat: u8, from: BannerFrom) -> bool {
        let p = &self.seats[usize::from(seat)];
        match from {
            BannerFrom::Inventory => p.inventory_banners > 0,
            BannerFrom::Reserve => p.reserve_banners > 0,
            BannerFrom::White => p.white_blocked != 0,
        }
    }

    /// The price of a face-up tile on a workshop space (RC-13.2).
    pub fn tile_price(&self, seat: u8, space: Workshop) -> u16 {
        let data = self.data();
        if self.seats[usize::from(seat)].advanced {
            u16::from(data.advanced_price)
        } else {
            u16::from(data.basic_price[space as usize])
        }
    }

    pub(crate) fn space_open(&self, seat: u8, space: Workshop) -> bool {
        let p = &self.seats[usize::from(seat)];
        let blocked = space.is_white() && p.white_blocked & (1 << space as u8) != 0;
        p.tiles[space as usize] == NONE && !blocked
    }

    fn list_tile_places(&self, seat: u8, out: &mut Vec<Action>) {
        let rubles = self.seats[usize::from(seat)].rubles;
        for space in Workshop::ALL {
            if self.space_open(seat, space) {
                out.push(Action::PlaceTile {
                    space,
                    face_up: false,
                });
                if rubles >= self.tile_price(seat, space) {
                    out.push(Action::PlaceTile {
                        space,
                        face_up: true,
                    });
                }
            }
        }
    }

    /// Deliveries (building and ornaments) of at most `budget` units.
    fn list_deliveries(&self, seat: u8, budget: u8, out: &mut Vec<Action>) {
        self.deliveries(seat, budget, |a| out.push(a));
    }

    pub(crate) fn has_delivery(&self, seat: u8, budget: u8) -> bool {
        let mut any = false;
        self.deliveries(seat, budget, |_| any = true);
        any
    }

    fn deliveries(&self, seat: u8, budget: u8, mut out: impl FnMut(Action)) {
        if budget == 0 {
            return;
        }
        let p = &self.seats[usize::from(seat)];
        let data = self.data();
        for tower in 0..self.towers {
            for height in 0..self.heights[usize::from(tower)] {
                let place = &self.site[usize::from(tower)][usize::from(height)];
                if place.card == NONE {
                    continue;
                }
                if place.banner == seat && !place.done {
                    let cost = &data.sections[usize::from(place.card)].cost;
                    for m in Material::ALL {
                        let i = m as usize;
                        if cost[i] > place.delivered[i] && p.inventory[i] > 0 {
                            out(Action::Deliver {
                                material: m,
                                tower,
                                height,
                            });
                        }
                    }
                }
                if place.done && place.ornament == NONE {
                    let o = self
                        .kind_at(usize::from(tower), usize::from(height))
                        .ornament();
                    if p.ornaments[o as usize] == 0 || p.inventory[o.material() as usize] == 0 {
                        continue;
                    }
                    for jewels in Jewels::ALL {
                        if self.ornament_payable(seat, o, jewels) && jewels.units() < budget {
                            out(Action::Ornament {
                                tower,
                                height,
                                jewels,
                            });
                        }
                    }
                }
            }
        }
    }

    fn ornament_payable(&self, seat: u8, o: Ornament, jewels: Jewels) -> bool {
        let inv = &self.seats[usize::from(seat)].inventory;
        let (e, a) = jewels.counts();
        inv[o.material() as usize] >= 1
            && inv[Material::Emerald as usize] >= e
            && inv[Material::Amethyst as usize] >= a
    }

    /// Destination of a die moved with `extra` paid steps.
    pub fn destination(&self, die: Die, extra: u8) -> u8 {
        let d = die as usize;
        (self.die_space[d] + self.die_face[d] % 8 + extra % 8) % 8
    }

    fn dice_on_except(&self, space: u8, die: Die) -> u8 {
        self.dice_on(space) - u8::from(self.die_space[die as usize] == space)
    }

    fn list_moves(&self, seat: u8, out: &mut Vec<Action>) {
        let rubles = self.seats[usize::from(seat)].rubles;
        for die in Die::ALL {
            let max = if die == Die::White || die == Die::of_colour(usize::from(seat)) {
                rubles.min(u16::from(MAX_EXTRA)) as u8
            } else {
                0
            };
            for extra in 0..=max {
                if self.dice_on_except(self.destination(die, extra), die) < 3 {
                    out.push(Action::Move { die, extra });
                }
            }
        }
    }

    /// RC-10.7: the most the player may take at `space`.
    pub(crate) fn take_limit(&self, seat: u8, space: u8) -> u8 {
        let data = self.data();
        let tile = &data.resource_tiles[usize::from(self.market[usize::from(space)])];
        let max = tile.amount * self.dice_on(space);
        self.receivable(seat, tile.gives, max)
    }

    fn influence_action(&self, space: u8, action: u8) -> &'static InfluenceAction {
        let card = self.influence[usize::from(space / 2)];
        &self.data().influence[usize::from(card)].actions[usize::from(action & 1)]
    }

    /// RC-12.4: can `seat` pay this influence action and receive something of it? A refusal
    /// in a player's words, for applying.
    fn influence_feasible(&self, seat: u8, space: u8, action: u8) -> Result<(), Illegal> {
        let Some(blocker) = self.influence_blocker(seat, space, action) else {
            return Ok(());
        };
        let a = self.influence_action(space, action);
        Err(match blocker {
            InfluenceBlocker::Rubles => refuse(
                "RC-12.4",
                Why::InfluenceRubles
                    .words()
                    .term("action", a.id)
                    .num("rubles", a.pay_rubles),
            ),
            InfluenceBlocker::Materials => refuse(
                "RC-12.4",
                Why::InfluenceMaterials.words().term("action", a.id),
            ),
            InfluenceBlocker::Set => refuse("RC-12.4", Why::InfluenceSet.words()),
            InfluenceBlocker::NoGain => refuse("RC-12.4", Why::InfluenceNoGain.words()),
            InfluenceBlocker::NoDelivery => refuse("RC-12.5", Why::InfluenceNoDelivery.words()),
        })
    }

    /// What keeps `seat` from this influence action, if anything (no allocation: listing asks
    /// this at every market decision).
    pub(crate) fn influence_blocker(
        &self,
        seat: u8,
        space: u8,
        action: u8,
    ) -> Option<InfluenceBlocker> {
        let a = self.influence_action(space, action);
        let p = &self.seats[usize::from(seat)];
        if p.rubles < u16::from(a.pay_rubles) {
            return Some(InfluenceBlocker::Rubles);
        }
        let give_ok = match a.give_kind {
            _ if a.give == 0 => true,
            GiveKind::Any => p.held() >= a.give,
            GiveKind::Same => p.inventory.iter().any(|&n| n >= a.give),
            GiveKind::Different => {
                p.inventory.iter().filter(|&&n| n > 0).count() >= usize::from(a.give)
            }
            GiveKind::Only(m) => p.inventory[m as usize] >= a.give,
        };
        if !give_ok {
            return Some(InfluenceBlocker::Materials);
        }
        if a.requires_set && !self.has_completed_set(seat) {
            return Some(InfluenceBlocker::Set);
        }
        if a.gain > 0 && a.gain_rubles == 0 && a.gain_recognition == 0 && a.gain_prestige == 0 {
            let room = p.free() + a.give;
            let stock = match a.gain_kind {
                GainKind::Only(m) => u16::from(self.supply[m as usize]),
                GainKind::Choice => self.supply.iter().map(|&n| u16::from(n)).sum(),
            } + u16::from(a.give);
            if room == 0 || stock == 0 {
                return Some(InfluenceBlocker::NoGain);
            }
        }
        if a.deliver > 0 && !self.has_delivery(seat, a.deliver) {
            return Some(InfluenceBlocker::NoDelivery);
        }
        None
    }

    fn has_completed_set(&self, seat: u8) -> bool {
        let mut kinds = [false; 3];
        for t in 0..usize::from(self.towers) {
            for h in 0..usize::from(self.heights[t]) {
                let p = &self.site[t][h];
                if p.done && p.banner == seat {
                    kinds[self.kind_at(t, h) as usize] = true;
                }
            }
        }
        kinds.iter().all(|k| *k)
    }

    fn list_gives(&self, seat: u8, action: u8, left: u8, given: u8, out: &mut Vec<Action>) {
        let Main::Market { space, .. } = self.turn.main else {
            return;
        };
        for m in Material::ALL {
            if self.give_ok(seat, space, action, left, given, m) {
                out.push(Action::Give { material: m });
            }
        }
    }

    fn give_ok(&self, seat: u8, space: u8, action: u8, left: u8, given: u8, m: Material) -> bool {
        let a = self.influence_action(space, action);
        let inv = &self.seats[usize::from(seat)].inventory;
        let i = m as usize;
        match a.give_kind {
            GiveKind::Any => inv[i] > 0,
            GiveKind::Same => inv[i] >= left,
            GiveKind::Different => inv[i] > 0 && given & (1 << i) == 0,
            GiveKind::Only(k) => k == m && inv[i] > 0,
        }
    }

    // ----- applying -----

    pub(crate) fn act(&mut self, seat: u8, action: Action, log: &mut Log) -> Result<(), Illegal> {
        if !action.in_range() {
            return Err(refuse("RC-5.1", Why::NoSuchPlace.words()));
        }
        let before = self.turn;
        let was_pending = before.pending != Pending::None;
        match (before.pending, action) {
            (Pending::Tile { tile }, Action::PlaceTile { space, face_up }) => {
                self.place_tile(seat, tile, space, face_up, log)?
            }
            (Pending::Tile { .. }, _) => {
                return Err(interrupting("RC-6.5", Why::PlaceTileFirst, action))
            }
            (
                Pending::Give {
                    action: ia,
                    left,
                    given,
                },
                Action::Give { material },
            ) => self.give(seat, ia, left, given, material, log)?,
            (Pending::Give { .. }, _) => {
                return Err(interrupting("RC-12.4", Why::GiveFirst, action))
            }
            (Pending::Gain { action: ia, left }, Action::Gain { material }) => {
                self.gain_choice(seat, ia, left, material, log)?
            }
            (Pending::Gain { .. }, _) => {
                return Err(interrupting("RC-12.2", Why::GainFirst, action))
            }
            (
                Pending::Deliver { left, made },
                Action::Deliver {
                    material,
                    tower,
                    height,
                },
            ) => {
                self.check_delivery(seat, material, tower, height, left)?;
                self.deliver(seat, material, tower, height, log);
                self.after_carter(left - 1, made + 1);
            }
            (
                Pending::Deliver { left, made },
                Action::Ornament {
                    tower,
                    height,
                    jewels,
                },
            ) => {
                self.check_ornament(seat, tower, height, jewels, left)?;
                self.ornament(seat, tower, height, jewels, log);
                let u = 1 + jewels.units();
                self.after_carter(left - u, made + u);
            }
            (Pending::Deliver { made, .. }, Action::Done) => {
                if made == 0 {
                    return Err(refuse("RC-12.5", Why::DeliverAtLeastOne.words()));
                }
                self.turn.pending = Pending::None;
                self.finish_influence();
            }
            (Pending::Deliver { .. }, _) => {
                return Err(interrupting("RC-12.5", Why::FinishDelivery, action))
            }
            (Pending::Swap, Action::Swap { a, b }) => {
                self.market.swap(usize::from(a), usize::from(b));
                log.say(|| {
                    (
                        Event::new("swap_tiles").num("a", a).num("b", b),
                        format!(
                            "{} swaps the resource tiles of market spaces {} and {}",
                            crate::colour(seat),
                            a + 1,
                            b + 1
                        ),
                    )
                });
                self.turn.pending = Pending::None;
                self.finish_influence();
            }
            (Pending::Swap, _) => return Err(interrupting("RC-12.6", Why::SwapFirst, action)),
            (Pending::None, _) => self.act_free(seat, action, log)?,
        }
        // RC-5.2: the sell-prestige block closes when anything else is done.
        if action != Action::SellPrestige && self.turn.sold == 1 {
            self.turn.sold = 2;
        }
        // RC-12.3: a repeatable influence action repeats only in a row.
        if !was_pending && !matches!(action, Action::Influence { .. }) && self.phase == Phase::Turn
        {
            self.turn.chain = NONE;
        }
        Ok(())
    }

    fn act_free(&mut self, seat: u8, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let main = self.turn.main;
        match action {
            Action::SellPrestige => {
                if self.turn.sold == 2 {
                    return Err(refuse("RC-5.2", Why::SoldInOneBlock.words()));
                }
                let Some(prev) = self.data().prev_prestige(self.tally[usize::from(seat)].pos)
                else {
                    return Err(refuse("RC-4.4", Why::NoPrestigeToLose.words()));
                };
                self.tally[usize::from(seat)].pos = prev;
                let p = &mut self.seats[usize::from(seat)];
                p.rubles = p.rubles.saturating_add(2);
                self.turn.sold = 1;
                log.say(|| {
                    (
                        Event::new("sell_prestige").seat("seat", cathedra_core::Seat(seat)),
                        format!("{} sells 1 prestige for 2 rubles", crate::colour(seat)),
                    )
                });
                Ok(())
            }
            Action::Reroll { space } => {
                if self.turn.rerolled {
                    return Err(refuse("RC-5.3", Why::RerollOnce.words()));
                }
                let mask = self.dice_mask(space);
                if mask == 0 {
                    return Err(refuse("RC-5.3", Why::NoDieThere.words()));
                }
                let Some(prev) = self.data().prev_prestige(self.tally[usize::from(seat)].pos)
                else {
                    return Err(refuse("RC-4.4", Why::NoPrestigeToLose.words()));
                };
                self.tally[usize::from(seat)].pos = prev;
                self.turn.rerolled = true;
                log.say(|| {
                    (
                        Event::new("reroll")
                            .seat("seat", cathedra_core::Seat(seat))
                            .num("space", space),
                        format!(
                            "{} pays 1 prestige to reroll the dice of market space {}",
                            crate::colour(seat),
                            space + 1
                        ),
                    )
                });
                self.phase = Phase::Rolling {
                    mask,
                    then: AfterRoll::Turn,
                };
                Ok(())
            }
            Action::Claim { tower, banner } => {
                if main != Main::None {
                    return Err(refuse("RC-5.1", Why::MainActionTaken.words()));
                }
                self.claim(seat, tower, banner, log)
            }
            Action::Deliver {
                material,
                tower,
                height,
            } => {
                let units = match main {
                    Main::None => 0,
                    Main::Build { units } => units,
                    _ => return Err(refuse("RC-5.1", Why::OtherMainAction.words())),
                };
                self.check_delivery(
                    seat,
                    material,
                    tower,
                    height,
                    BUILD_UNITS.saturating_sub(units),
                )?;
                self.turn.main = Main::Build { units: units + 1 };
                self.deliver(seat, material, tower, height, log);
                Ok(())
            }
            Action::Ornament {
                tower,
                height,
                jewels,
            } => {
                let units = match main {
                    Main::None => 0,
                    Main::Build { units } => units,
                    _ => return Err(refuse("RC-5.1", Why::OtherMainAction.words())),
                };
                self.check_ornament(
                    seat,
                    tower,
                    height,
                    jewels,
                    BUILD_UNITS.saturating_sub(units),
                )?;
                self.turn.main = Main::Build {
                    units: units + 1 + jewels.units(),
                };
                self.ornament(seat, tower, height, jewels, log);
                Ok(())
            }
            Action::Move { die, extra } => {
                if main != Main::None {
                    return Err(refuse("RC-5.1", Why::MainActionTaken.words()));
                }
                self.move_die(seat, die, extra, log)
            }
            Action::Take { amount } => {
                let Main::Market { space, took, .. } = main else {
                    return Err(refuse("RC-10.6", Why::TakeAfterMove.words()));
                };
                if took {
                    return Err(refuse("RC-10.6", Why::TakenAlready.words()));
                }
                let most = self.take_limit(seat, space);
                if amount > most {
                    return Err(refuse("RC-10.7", Why::TakeAtMost.words().num("most", most)));
                }
                let r =
                    self.data().resource_tiles[usize::from(self.market[usize::from(space)])].gives;
                self.gain_resource(seat, r, amount);
                if let Main::Market { took, .. } = &mut self.turn.main {
                    *took = true;
                }
                log.say(|| {
                    (
                        Event::new("take")
                            .seat("seat", cathedra_core::Seat(seat))
                            .term("resource", r.name())
                            .num("amount", amount),
                        format!("{} takes {amount} {}", crate::colour(seat), r.name()),
                    )
                });
                Ok(())
            }
            Action::Influence { action } => {
                let Main::Market {
                    space, influenced, ..
                } = main
                else {
                    return Err(refuse("RC-12.1", Why::InfluenceAfterMove.words()));
                };
                if influenced && self.turn.chain != action {
                    return Err(refuse("RC-12.2", Why::InfluenceUsed.words()));
                }
                self.influence_feasible(seat, space, action)?;
                self.use_influence(seat, space, action, log);
                Ok(())
            }
            Action::Activate { space: w } => {
                let Main::Market { die, activated, .. } = main else {
                    return Err(refuse("RC-13.4", Why::ActivateAfterMove.words()));
                };
                if activated {
                    return Err(refuse("RC-13.4", Why::ActivatedAlready.words()));
                }
                if w.die() != die {
                    return Err(refuse(
                        "RC-13.4",
                        Why::ActivatedByDie
                            .words()
                            .term("workshop", w.name())
                            .term("die", w.die().name()),
                    ));
                }
                let p = &self.seats[usize::from(seat)];
                if p.face_up & (1 << w as u8) == 0 {
                    return Err(refuse(
                        "RC-13.4",
                        Why::NoFaceUpTile.words().term("workshop", w.name()),
                    ));
                }
                let tile = p.tiles[w as usize];
                if let Main::Market { activated, .. } = &mut self.turn.main {
                    *activated = true;
                }
                self.tile_benefit(seat, tile, log);
                Ok(())
            }
            Action::EndTurn => {
                if main == Main::None {
                    return Err(refuse("RC-5.1", Why::MainActionFirst.words()));
                }
                log.say(|| {
                    (
                        Event::new("end_turn").seat("seat", cathedra_core::Seat(seat)),
                        format!("{} ends the turn", crate::colour(seat)),
                    )
                });
                if let Main::Market { space, .. } = main {
                    // RC-10.8: the dice of the destination are rerolled.
                    self.phase = Phase::Rolling {
                        mask: self.dice_mask(space),
                        then: AfterRoll::EndTurn,
                    };
                } else {
                    self.after_turn(seat, log);
                }
                Ok(())
            }
            Action::PlaceTile { .. } => Err(refuse("RC-6.5", Why::NoTileToPlace.words())),
            Action::Give { .. } | Action::Gain { .. } => {
                Err(refuse("RC-12.2", Why::NoMaterialsAsked.words()))
            }
            Action::Swap { .. } => Err(refuse("RC-12.6", Why::NoSwapNow.words())),
            Action::Done => Err(refuse("RC-12.5", Why::NoDeliveryToStop.words())),
            _ => Err(not_a_seat_s(action)),
        }
    }

    fn claim(
        &mut self,
        seat: u8,
        tower: u8,
        from: BannerFrom,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        let Some(height) = self.available(usize::from(tower)) else {
            return Err(refuse("RC-6.3", Why::NoAvailableCard.words()));
        };
        if !self.has_banner(seat, from) {
            let why = match from {
                BannerFrom::Inventory => Why::NoInventoryBanner,
                BannerFrom::Reserve => Why::NoReserveBanner,
                BannerFrom::White => Why::NoWhiteBanner,
            };
            return Err(refuse("RC-6.2", why.words()));
        }
        let p = &mut self.seats[usize::from(seat)];
        match from {
            BannerFrom::Inventory => p.inventory_banners -= 1,
            BannerFrom::Reserve => p.reserve_banners -= 1,
            BannerFrom::White => p.white_blocked &= p.white_blocked - 1,
        }
        let data = self.data();
        let place = &mut self.site[usize::from(tower)][height];
        place.banner = seat;
        let tile = place.tile;
        place.tile = NONE;
        let card = data.sections[usize::from(place.card)];
        self.turn.main = Main::Claim;
        if tile != NONE {
            self.turn.pending = Pending::Tile { tile };
        }
        log.say(|| {
            (
                Event::new("claim")
                    .seat("seat", cathedra_core::Seat(seat))
                    .term("card", card.id)
                    .num("tower", tower)
                    .num("height", height as i64),
                format!(
                    "{} claims the card of tower {} ({})",
                    crate::colour(seat),
                    tower + 1,
                    card.text()
                ),
            )
        });
        Ok(())
    }

    fn place_tile(
        &mut self,
        seat: u8,
        tile: u8,
        space: Workshop,
        face_up: bool,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        if !self.space_open(seat, space) {
            return Err(refuse(
                "RC-6.5",
                Why::WorkshopTaken.words().term("workshop", space.name()),
            ));
        }
        let price = self.tile_price(seat, space);
        if face_up && self.seats[usize::from(seat)].rubles < price {
            return Err(refuse(
                "RC-6.5",
                Why::FaceUpCosts.words().num("rubles", price),
            ));
        }
        let unlocks = self.data().unlocks[space as usize];
        let p = &mut self.seats[usize::from(seat)];
        p.tiles[space as usize] = tile;
        self.turn.pending = Pending::None;
        log.say(|| {
            (
                Event::new("place_tile")
                    .seat("seat", cathedra_core::Seat(seat))
                    .term("space", space.name())
                    .num("face_up", i64::from(face_up)),
                format!(
                    "{} puts the tile on the {} {}",
                    crate::colour(seat),
                    space.name(),
                    if face_up {
                        format!("face up for {}", crate::data::rubles(price))
                    } else {
                        "face down".into()
                    }
                ),
            )
        });
        if face_up {
            let p = &mut self.seats[usize::from(seat)];
            p.rubles -= price;
            p.face_up |= 1 << space as u8;
            if p.advanced {
                if let Some(o) = unlocks {
                    p.ornaments[o as usize] += 1;
                }
            }
            self.tile_benefit(seat, tile, log);
        }
        Ok(())
    }

    fn check_delivery(
        &self,
        seat: u8,
        m: Material,
        tower: u8,
        height: u8,
        budget: u8,
    ) -> Result<(), Illegal> {
        if budget == 0 {
            return Err(refuse("RC-7.1", Why::BuildAtMostThree.words()));
        }
        if tower >= self.towers || height >= self.heights[usize::from(tower)] {
            return Err(refuse("RC-7.2", Why::NoCardThere.words()));
        }
        let place = &self.site[usize::from(tower)][usize::from(height)];
        if place.banner != seat {
            return Err(refuse("RC-7.4", Why::OwnBannerOnly.words()));
        }
        if place.done {
            return Err(refuse("RC-7.2", Why::CardCompleted.words()));
        }
        let cost = &self.data().sections[usize::from(place.card)].cost;
        if cost[m as usize] <= place.delivered[m as usize] {
            return Err(refuse(
                "RC-7.2",
                Why::NeedsNoMore.words().term("material", m.name()),
            ));
        }
        if self.seats[usize::from(seat)].inventory[m as usize] == 0 {
            return Err(refuse(
                "RC-7.1",
                Why::NoMaterial.words().term("material", m.name()),
            ));
        }
        Ok(())
    }

    /// One material onto an own card; completion at once (RC-7.3).
    fn deliver(&mut self, seat: u8, m: Material, tower: u8, height: u8, log: &mut Log) {
        self.seats[usize::from(seat)].inventory[m as usize] -= 1;
        let place = &mut self.site[usize::from(tower)][usize::from(height)];
        place.delivered[m as usize] += 1;
        log.say(|| {
            (
                Event::new("deliver")
                    .seat("seat", cathedra_core::Seat(seat))
                    .term("material", m.name())
                    .num("tower", tower)
                    .num("height", height),
                format!(
                    "{} delivers {} to tower {}, card {}",
                    crate::colour(seat),
                    m.name(),
                    tower + 1,
                    height + 1
                ),
            )
        });
        if self.is_complete(usize::from(tower), usize::from(height)) {
            self.complete(usize::from(tower), usize::from(height), log);
        }
    }

    /// Ornaments of kind `o` the seat has placed on the site (RC-9.5: they stay in its colour).
    fn ornaments_placed(&self, seat: u8, o: Ornament) -> u8 {
        let mut placed = 0;
        for t in 0..usize::from(self.towers) {
            for h in 0..usize::from(self.heights[t]) {
                if self.site[t][h].ornament == seat && self.kind_at(t, h).ornament() == o {
                    placed += 1;
                }
            }
        }
        placed
    }

    fn check_ornament(
        &self,
        seat: u8,
        tower: u8,
        height: u8,
        jewels: Jewels,
        budget: u8,
    ) -> Result<(), Illegal> {
        if tower >= self.towers || height >= self.heights[usize::from(tower)] {
            return Err(refuse("RC-9.2", Why::NoCardThere.words()));
        }
        let place = &self.site[usize::from(tower)][usize::from(height)];
        if !place.done {
            return Err(refuse("RC-9.2", Why::OrnamentOnCompleted.words()));
        }
        if place.ornament != NONE {
            return Err(refuse("RC-9.2", Why::HasOrnament.words()));
        }
        let kind = self.kind_at(usize::from(tower), usize::from(height));
        let o = kind.ornament();
        if self.seats[usize::from(seat)].ornaments[o as usize] == 0 {
            // Every one of this kind placed: none is used again (RC-9.1). Otherwise one is
            // still locked on the advanced side (RC-13.5).
            let placed = self.ornaments_placed(seat, o);
            return Err(refuse(
                if self.seats[usize::from(seat)].advanced && placed < o.owned() {
                    "RC-13.5"
                } else {
                    "RC-9.1"
                },
                Why::NoUsableOrnament
                    .words()
                    .term("ornament", o.name())
                    .num("kind", kind as u8),
            ));
        }
        if 1 + jewels.units() > budget {
            return Err(refuse("RC-9.3", Why::OrnamentOverBudget.words()));
        }
        if !self.ornament_payable(seat, o, jewels) {
            let (emeralds, amethysts) = jewels.counts();
            return Err(refuse(
                "RC-9.3",
                Why::OrnamentUnpaid
                    .words()
                    .term("ornament", o.name())
                    .term("material", o.material().name())
                    .num("emeralds", emeralds)
                    .num("amethysts", amethysts),
            ));
        }
        Ok(())
    }

    fn ornament(&mut self, seat: u8, tower: u8, height: u8, jewels: Jewels, log: &mut Log) {
        let o = self
            .kind_at(usize::from(tower), usize::from(height))
            .ornament();
        let (e, a) = jewels.counts();
        let p = &mut self.seats[usize::from(seat)];
        p.ornaments[o as usize] -= 1;
        for (m, n) in [
            (o.material(), 1),
            (Material::Emerald, e),
            (Material::Amethyst, a),
        ] {
            p.inventory[m as usize] -= n;
            self.supply[m as usize] += n;
        }
        self.site[usize::from(tower)][usize::from(height)].ornament = seat;
        self.tally[usize::from(seat)].ornaments += 1;
        self.gain_prestige(seat, u16::from(jewels.prestige()));
        log.say(|| {
            (
                Event::new("ornament")
                    .seat("seat", cathedra_core::Seat(seat))
                    .term("ornament", o.name())
                    .num("tower", tower)
                    .num("height", height)
                    .num("prestige", jewels.prestige()),
                format!(
                    "{} places a {} with {} on tower {}: +{} prestige",
                    crate::colour(seat),
                    o.name(),
                    jewels.describe(),
                    tower + 1,
                    jewels.prestige()
                ),
            )
        });
    }

    fn move_die(&mut self, seat: u8, die: Die, extra: u8, log: &mut Log) -> Result<(), Illegal> {
        let own = die == Die::White || die == Die::of_colour(usize::from(seat));
        if extra > 0 && !own {
            return Err(refuse("RC-10.3", Why::ExtraOwnDie.words()));
        }
        if u16::from(extra) > self.seats[usize::from(seat)].rubles {
            return Err(refuse(
                "RC-10.3",
                Why::ExtraStepsCost.words().num("extra", extra),
            ));
        }
        let to = self.destination(die, extra);
        if self.dice_on_except(to, die) >= 3 {
            return Err(refuse("RC-10.4", Why::SpaceFull.words()));
        }
        self.seats[usize::from(seat)].rubles -= u16::from(extra);
        self.die_space[die as usize] = to;
        self.turn.main = Main::Market {
            space: to,
            die,
            took: false,
            influenced: false,
            activated: false,
        };
        log.say(|| {
            (
                Event::new("move_die")
                    .seat("seat", cathedra_core::Seat(seat))
                    .term("die", die.name())
                    .num("extra", extra)
                    .num("space", to),
                format!(
                    "{} moves the {} die to market space {}{}",
                    crate::colour(seat),
                    die.name(),
                    to + 1,
                    if extra > 0 {
                        format!(" ({extra} paid step{})", if extra == 1 { "" } else { "s" })
                    } else {
                        String::new()
                    }
                ),
            )
        });
        Ok(())
    }

    fn use_influence(&mut self, seat: u8, space: u8, action: u8, log: &mut Log) {
        let a = self.influence_action(space, action);
        if let Main::Market { influenced, .. } = &mut self.turn.main {
            *influenced = true;
        }
        self.turn.chain = NONE;
        self.seats[usize::from(seat)].rubles -= u16::from(a.pay_rubles);
        log.say(|| {
            (
                Event::new("influence")
                    .seat("seat", cathedra_core::Seat(seat))
                    .term("action", a.id),
                format!("{} uses influence: {}", crate::colour(seat), a.text),
            )
        });
        match a.give_kind {
            _ if a.give == 0 => self.influence_gains(seat, action, log),
            GiveKind::Only(m) => {
                self.seats[usize::from(seat)].inventory[m as usize] -= a.give;
                self.supply[m as usize] += a.give;
                self.influence_gains(seat, action, log);
            }
            GiveKind::Same => {
                self.turn.pending = Pending::Give {
                    action,
                    left: a.give,
                    given: 0,
                }
            }
            GiveKind::Any | GiveKind::Different => {
                self.turn.pending = Pending::Give {
                    action,
                    left: a.give,
                    given: 0,
                }
            }
        }
    }

    fn give(
        &mut self,
        seat: u8,
        action: u8,
        left: u8,
        given: u8,
        m: Material,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        let Main::Market { space, .. } = self.turn.main else {
            return Err(refuse("RC-12.1", Why::InfluenceAfterMove.words()));
        };
        if !self.give_ok(seat, space, action, left, given, m) {
            return Err(refuse(
                "RC-12.4",
                Why::CannotGive.words().term("material", m.name()),
            ));
        }
        let a = self.influence_action(space, action);
        let n = if a.give_kind == GiveKind::Same {
            left
        } else {
            1
        };
        self.seats[usize::from(seat)].inventory[m as usize] -= n;
        self.supply[m as usize] += n;
        log.say(|| {
            (
                Event::new("give")
                    .term("material", m.name())
                    .num("amount", n),
                format!("{} gives {n} {}", crate::colour(seat), m.name()),
            )
        });
        let rest = left - n;
        if rest > 0 {
            self.turn.pending = Pending::Give {
                action,
                left: rest,
                given: given | 1 << m as u8,
            };
        } else {
            self.turn.pending = Pending::None;
            self.influence_gains(seat, action, log);
        }
        Ok(())
    }

    /// After paying: the fixed gains, then choices, deliveries or the swap.
    fn influence_gains(&mut self, seat: u8, action: u8, log: &mut Log) {
        let Main::Market { space, .. } = self.turn.main else {
            return;
        };
        let a = self.influence_action(space, action);
        if a.gain_rubles > 0 {
            self.gain_resource(seat, Resource::Rubles, a.gain_rubles);
        }
        if a.gain_recognition > 0 {
            self.gain_recognition(seat, u16::from(a.gain_recognition));
        }
        if a.gain_prestige > 0 {
            self.gain_prestige(seat, u16::from(a.gain_prestige));
        }
        self.turn.pending = Pending::None;
        if a.gain > 0 {
            match a.gain_kind {
                GainKind::Only(m) => {
                    let got = self.gain_resource(seat, Resource::Material(m), a.gain);
                    log.say(|| {
                        (
                            Event::new("gain")
                                .term("material", m.name())
                                .num("amount", got),
                            format!("{} takes {got} {}", crate::colour(seat), m.name()),
                        )
                    });
                }
                GainKind::Choice => {
                    if self.can_gain_any(seat) {
                        self.turn.pending = Pending::Gain {
                            action,
                            left: a.gain,
                        };
                        return;
                    }
                }
            }
        }
        if a.deliver > 0 {
            self.turn.pending = Pending::Deliver {
                left: a.deliver,
                made: 0,
            };
            return;
        }
        if a.swap_tiles {
            self.turn.pending = Pending::Swap;
            return;
        }
        self.finish_influence_as(action);
    }

    fn can_gain_any(&self, seat: u8) -> bool {
        self.seats[usize::from(seat)].free() > 0 && self.supply.iter().any(|&n| n > 0)
    }

    fn gain_choice(
        &mut self,
        seat: u8,
        action: u8,
        left: u8,
        m: Material,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        if self.supply[m as usize] == 0 {
            return Err(refuse(
                "RC-11.4",
                Why::SupplyEmpty.words().term("material", m.name()),
            ));
        }
        if self.seats[usize::from(seat)].free() == 0 {
            return Err(refuse("RC-11.3", Why::InventoryFull.words()));
        }
        self.gain_resource(seat, Resource::Material(m), 1);
        log.say(|| {
            (
                Event::new("gain")
                    .term("material", m.name())
                    .num("amount", 1),
                format!("{} takes 1 {}", crate::colour(seat), m.name()),
            )
        });
        if left > 1 && self.can_gain_any(seat) {
            self.turn.pending = Pending::Gain {
                action,
                left: left - 1,
            };
        } else {
            self.turn.pending = Pending::None;
            self.finish_influence_as(action);
        }
        Ok(())
    }

    fn after_carter(&mut self, left: u8, made: u8) {
        if left == 0 {
            self.turn.pending = Pending::None;
            self.finish_influence();
        } else {
            self.turn.pending = Pending::Deliver { left, made };
        }
    }

    /// A carters' action is never repeatable in this data; the chain closes.
    fn finish_influence(&mut self) {
        self.turn.chain = NONE;
    }

    /// RC-12.3: a repeatable action may follow itself.
    fn finish_influence_as(&mut self, action: u8) {
        let Main::Market { space, .. } = self.turn.main else {
            return;
        };
        self.turn.chain = if self.influence_action(space, action).repeat {
            action
        } else {
            NONE
        };
    }

    // ----- completion -----

    /// RC-8.1 (and RC-15.4: the bot's cards count units only).
    pub(crate) fn is_complete(&self, t: usize, h: usize) -> bool {
        let place = &self.site[t][h];
        let card = &self.data().sections[usize::from(place.card)];
        if self.solo() && place.banner == Self::BOT {
            crate::state::total(&place.delivered) >= card.units()
        } else {
            place.delivered == card.cost
        }
    }

    /// RC-8.2: completion steps, penalties, end check.
    pub(crate) fn complete(&mut self, t: usize, h: usize, log: &mut Log) {
        let place = self.site[t][h];
        let owner = place.banner;
        let card = self.data().sections[usize::from(place.card)];
        for (i, n) in place.delivered.iter().enumerate() {
            self.supply[i] += n;
        }
        self.site[t][h].delivered = [0; 6];
        self.site[t][h].done = true;
        self.gain_recognition(owner, u16::from(card.recognition));
        let bot = self.solo() && owner == Self::BOT;
        if !bot {
            let p = &mut self.seats[usize::from(owner)];
            p.rubles = p.rubles.saturating_add(u16::from(card.rubles));
        }
        log.say(|| {
            (
                Event::new("complete")
                    .num("participant", owner)
                    .term("card", card.id)
                    .num("recognition", card.recognition)
                    .num("rubles", if bot { 0 } else { card.rubles }),
                format!(
                    "{} completes the {} of tower {}: +{} recognition{}",
                    self.participant_name(owner),
                    card.kind.name(),
                    t + 1,
                    card.recognition,
                    if bot || card.rubles == 0 {
                        String::new()
                    } else {
                        format!(", +{}", crate::data::rubles(card.rubles))
                    }
                ),
            )
        });
        // RC-8.3: every unfinished claimed card below.
        for below in 0..h {
            let u = self.site[t][below];
            if !u.claimed() || u.done {
                continue;
            }
            let loss = (below + 1..usize::from(self.heights[t]))
                .filter(|&k| self.site[t][k].done && self.site[t][k].banner != u.banner)
                .count() as u16;
            if loss > 0 {
                self.lose_recognition(u.banner, loss);
                log.say(|| {
                    (
                        Event::new("penalty")
                            .num("participant", u.banner)
                            .num("recognition", loss),
                        format!(
                            "{} loses {loss} recognition for an unfinished card below",
                            self.participant_name(u.banner)
                        ),
                    )
                });
            }
        }
        let tally = &mut self.tally[usize::from(owner)];
        tally.completed += 1;
        if tally.completed == 6 && !self.ending {
            // RC-14.1 / RC-15.6.
            self.ending = true;
            self.last_turns = (self.participants_count() - 1) as u8;
            if !self.solo() {
                self.gain_prestige(owner, 3);
            }
            log.say(|| {
                (
                    Event::new("end_triggered").num("participant", owner),
                    format!(
                        "{} completes a sixth card{}: everyone else plays one more turn",
                        self.participant_name(owner),
                        if self.solo() {
                            ""
                        } else {
                            " and gains 3 prestige"
                        }
                    ),
                )
            });
        }
    }

    /// The end of a participant's turn: the last turns, then the next turn (RC-5.5, RC-14.1).
    pub(crate) fn after_turn(&mut self, who: u8, log: &mut Log) {
        if self.solo() && who == Self::BOT {
            self.bot.moved_to = NONE;
        }
        if self.ending {
            if self.last_turns == 0 {
                self.final_scoring(log);
                return;
            }
            self.last_turns -= 1;
        }
        if self.solo() {
            if who == 0 {
                self.bot_turn(log);
            } else {
                self.start_turn(0);
            }
        } else {
            self.start_turn((who + 1) % self.players);
        }
    }
}
