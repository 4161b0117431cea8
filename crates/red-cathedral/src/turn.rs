//! A player's turn (RC-5 .. RC-13): the optional actions, the three main actions and every
//! step within them. Listing and applying share the same checks; every check runs before the
//! state changes, so a refusal leaves the state exactly as it was.

use cathedra_core::{Event, Illegal, Log};

use crate::action::{Action, MAX_EXTRA};
use crate::data::{GainKind, GiveKind, InfluenceAction, TileGain};
use crate::state::{AfterRoll, Main, Pending, Phase, RedCathedral, Turn, NONE};
use crate::types::{BannerFrom, Die, Jewels, Material, Ornament, Resource, Workshop};

fn rule(id: &'static str, message: impl Into<String>) -> Illegal {
    Illegal::rule(id, message)
}

/// Why an influence action cannot be used (RC-12.4, RC-12.5).
enum InfluenceBlocker {
    Rubles,
    Materials,
    Set,
    NoGain,
    NoDelivery,
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
    fn can_lose_prestige(&self, seat: u8) -> bool {
        self.data()
            .prev_prestige(self.tally[usize::from(seat)].pos)
            .is_some()
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

    fn space_open(&self, seat: u8, space: Workshop) -> bool {
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

    fn has_delivery(&self, seat: u8, budget: u8) -> bool {
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
    fn take_limit(&self, seat: u8, space: u8) -> u8 {
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
            InfluenceBlocker::Rubles => rule(
                "RC-12.4",
                format!("{} needs {}", a.text, crate::data::rubles(a.pay_rubles)),
            ),
            InfluenceBlocker::Materials => {
                rule("RC-12.4", format!("you lack the materials to {}", a.text))
            }
            InfluenceBlocker::Set => rule(
                "RC-12.4",
                "you need a completed base, middle section and dome of your own",
            ),
            InfluenceBlocker::NoGain => rule(
                "RC-12.4",
                "nothing of that gain could be received (inventory full or supply empty)",
            ),
            InfluenceBlocker::NoDelivery => rule("RC-12.5", "you have nothing you could deliver"),
        })
    }

    /// What keeps `seat` from this influence action, if anything (no allocation: listing asks
    /// this at every market decision).
    fn influence_blocker(&self, seat: u8, space: u8, action: u8) -> Option<InfluenceBlocker> {
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
            return Err(rule(
                "RC-5.1",
                "that action names a place the game does not have",
            ));
        }
        let before = self.turn;
        let was_pending = before.pending != Pending::None;
        match (before.pending, action) {
            (Pending::Tile { tile }, Action::PlaceTile { space, face_up }) => {
                self.place_tile(seat, tile, space, face_up, log)?
            }
            (Pending::Tile { .. }, _) => {
                return Err(rule(
                    "RC-6.5",
                    "first place the claimed card's workshop tile on your workshop board",
                ))
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
                return Err(rule(
                    "RC-12.4",
                    "first give the materials this action costs",
                ))
            }
            (Pending::Gain { action: ia, left }, Action::Gain { material }) => {
                self.gain_choice(seat, ia, left, material, log)?
            }
            (Pending::Gain { .. }, _) => {
                return Err(rule("RC-12.2", "first take the materials of your choice"))
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
                    return Err(rule("RC-12.5", "deliver at least one material"));
                }
                self.turn.pending = Pending::None;
                self.finish_influence();
            }
            (Pending::Deliver { .. }, _) => {
                return Err(rule(
                    "RC-12.5",
                    "finish the delivery of the carters' action first",
                ))
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
            (Pending::Swap, _) => {
                return Err(rule("RC-12.6", "choose the two resource tiles to swap"))
            }
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
                    return Err(rule(
                        "RC-5.2",
                        "prestige is sold in one uninterrupted block per turn",
                    ));
                }
                let Some(prev) = self.data().prev_prestige(self.tally[usize::from(seat)].pos)
                else {
                    return Err(rule("RC-4.4", "you have no prestige to lose"));
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
                    return Err(rule("RC-5.3", "you may reroll only once per turn"));
                }
                let mask = self.dice_mask(space);
                if mask == 0 {
                    return Err(rule("RC-5.3", "that market space holds no die"));
                }
                let Some(prev) = self.data().prev_prestige(self.tally[usize::from(seat)].pos)
                else {
                    return Err(rule("RC-4.4", "you have no prestige to lose"));
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
                    return Err(rule("RC-5.1", "you have already taken your main action"));
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
                    _ => return Err(rule("RC-5.1", "you have already taken another main action")),
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
                    _ => return Err(rule("RC-5.1", "you have already taken another main action")),
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
                    return Err(rule("RC-5.1", "you have already taken your main action"));
                }
                self.move_die(seat, die, extra, log)
            }
            Action::Take { amount } => {
                let Main::Market { space, took, .. } = main else {
                    return Err(rule("RC-10.6", "resources are taken after a market move"));
                };
                if took {
                    return Err(rule(
                        "RC-10.6",
                        "you have already taken resources this turn",
                    ));
                }
                if amount > self.take_limit(seat, space) {
                    return Err(rule(
                        "RC-10.7",
                        format!(
                            "you can take at most {} here (dice, supply and inventory space)",
                            self.take_limit(seat, space)
                        ),
                    ));
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
                    return Err(rule("RC-12.1", "influence is used after a market move"));
                };
                if influenced && self.turn.chain != action {
                    return Err(rule(
                        "RC-12.2",
                        "you have used influence this turn (only a repeatable action, again in a row)",
                    ));
                }
                self.influence_feasible(seat, space, action)?;
                self.use_influence(seat, space, action, log);
                Ok(())
            }
            Action::Activate { space: w } => {
                let Main::Market { die, activated, .. } = main else {
                    return Err(rule(
                        "RC-13.4",
                        "a workshop is activated after a market move",
                    ));
                };
                if activated {
                    return Err(rule(
                        "RC-13.4",
                        "you have already activated a workshop this turn",
                    ));
                }
                if w.die() != die {
                    return Err(rule(
                        "RC-13.4",
                        format!(
                            "the {} is activated by the {} die",
                            w.name(),
                            w.die().name()
                        ),
                    ));
                }
                let p = &self.seats[usize::from(seat)];
                if p.face_up & (1 << w as u8) == 0 {
                    return Err(rule(
                        "RC-13.4",
                        format!("your {} has no face-up tile", w.name()),
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
                    return Err(rule("RC-5.1", "take a main action before ending your turn"));
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
            Action::PlaceTile { .. } => Err(rule("RC-6.5", "there is no workshop tile to place")),
            Action::Give { .. } | Action::Gain { .. } => Err(rule(
                "RC-12.2",
                "no influence action asks for materials now",
            )),
            Action::Swap { .. } => Err(rule("RC-12.6", "no influence action swaps tiles now")),
            Action::Done => Err(rule("RC-12.5", "there is no delivery to stop")),
            Action::BotTarget { .. } => Err(rule("RC-15.3", "Jakovlev needs no choice now")),
            _ => Err(rule("RC-3", "that is a chance outcome")),
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
            return Err(rule("RC-6.3", "that tower has no available card"));
        };
        if !self.has_banner(seat, from) {
            return Err(rule(
                "RC-6.2",
                match from {
                    BannerFrom::Inventory => "you have no banner left on your inventory",
                    BannerFrom::Reserve => "you have no banner left in the reserve",
                    BannerFrom::White => "no banner blocks a white workshop space",
                },
            ));
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
            return Err(rule(
                "RC-6.5",
                format!("your {} is taken or blocked", space.name()),
            ));
        }
        let price = self.tile_price(seat, space);
        if face_up && self.seats[usize::from(seat)].rubles < price {
            return Err(rule(
                "RC-6.5",
                format!("a face-up tile there costs {}", crate::data::rubles(price)),
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
            return Err(rule("RC-7.1", "a Build delivers at most 3 materials"));
        }
        if tower >= self.towers || height >= self.heights[usize::from(tower)] {
            return Err(rule("RC-7.2", "there is no card there"));
        }
        let place = &self.site[usize::from(tower)][usize::from(height)];
        if place.banner != seat {
            return Err(rule(
                "RC-7.4",
                "you build only on cards with your own banner",
            ));
        }
        if place.done {
            return Err(rule("RC-7.2", "that card is already completed"));
        }
        let cost = &self.data().sections[usize::from(place.card)].cost;
        if cost[m as usize] <= place.delivered[m as usize] {
            return Err(rule(
                "RC-7.2",
                format!("that card needs no more {}", m.name()),
            ));
        }
        if self.seats[usize::from(seat)].inventory[m as usize] == 0 {
            return Err(rule(
                "RC-7.1",
                format!("you have no {} in your inventory", m.name()),
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

    fn check_ornament(
        &self,
        seat: u8,
        tower: u8,
        height: u8,
        jewels: Jewels,
        budget: u8,
    ) -> Result<(), Illegal> {
        if tower >= self.towers || height >= self.heights[usize::from(tower)] {
            return Err(rule("RC-9.2", "there is no card there"));
        }
        let place = &self.site[usize::from(tower)][usize::from(height)];
        if !place.done {
            return Err(rule("RC-9.2", "ornaments go only on completed cards"));
        }
        if place.ornament != NONE {
            return Err(rule("RC-9.2", "that card already has an ornament"));
        }
        let kind = self.kind_at(usize::from(tower), usize::from(height));
        let o = kind.ornament();
        if self.seats[usize::from(seat)].ornaments[o as usize] == 0 {
            return Err(rule(
                if self.seats[usize::from(seat)].advanced {
                    "RC-13.5"
                } else {
                    "RC-9.1"
                },
                format!("you have no usable {} for a {}", o.name(), kind.name()),
            ));
        }
        if 1 + jewels.units() > budget {
            return Err(rule(
                "RC-9.3",
                "the ornament's materials exceed the deliveries left in this action",
            ));
        }
        if !self.ornament_payable(seat, o, jewels) {
            return Err(rule(
                "RC-9.3",
                format!(
                    "a {} needs 1 {} and {} from your inventory",
                    o.name(),
                    o.material().name(),
                    jewels.describe()
                ),
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
            return Err(rule(
                "RC-10.3",
                "extra steps are bought only for the white die or your own colour",
            ));
        }
        if u16::from(extra) > self.seats[usize::from(seat)].rubles {
            return Err(rule(
                "RC-10.3",
                format!("{extra} extra steps cost {}", crate::data::rubles(extra)),
            ));
        }
        let to = self.destination(die, extra);
        if self.dice_on_except(to, die) >= 3 {
            return Err(rule("RC-10.4", "that market space already holds 3 dice"));
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
            return Err(rule("RC-12.1", "influence is used after a market move"));
        };
        if !self.give_ok(seat, space, action, left, given, m) {
            return Err(rule(
                "RC-12.4",
                format!("you cannot give {} for this action", m.name()),
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
            return Err(rule("RC-11.4", format!("the supply has no {}", m.name())));
        }
        if self.seats[usize::from(seat)].free() == 0 {
            return Err(rule("RC-11.3", "your inventory is full"));
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
