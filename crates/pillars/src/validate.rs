//! Checks a loaded state: ranges, component conservation and the stage's own conditions, so
//! that `apply` and `legal_actions` never meet an impossible state.

use cathedra_core::InvalidState;

use crate::data::{
    Card, Craftsman, Cube, Event, Kind, Privilege, BUILDERS_PER_SEAT, GOLD_CAP, GREY_WORKERS,
    MARKET_STOCK, ROUNDS,
};
use crate::set::Set;
use crate::state::{bit, Holdings, Pillars, Stage, BISHOP, MARKET, MAX_SEATS, SHIRING};

type Check = Result<(), InvalidState>;

fn bad(message: impl Into<String>) -> Check {
    Err(InvalidState::new(message))
}

fn ensure(ok: bool, message: &str) -> Check {
    if ok {
        Ok(())
    } else {
        bad(message)
    }
}

/// The most cubes of one kind a player may hold in a loaded state.
const MAX_CUBES: u8 = crate::action::MOST_SOLD;

impl Pillars {
    pub(crate) fn check(&self) -> Check {
        self.check_counts()?;
        self.check_seats()?;
        self.check_cubes()?;
        self.check_builders()?;
        self.check_craftsmen()?;
        self.check_privileges()?;
        self.check_events()?;
        self.check_resources()?;
        self.check_stage()?;
        self.check_round_effects()
    }

    fn check_counts(&self) -> Check {
        ensure(
            (2..=4).contains(&self.players),
            "the player count must be 2 to 4",
        )?;
        ensure(self.round <= ROUNDS, "the round must be 0 to 6")?;
        ensure(
            (self.round == 0) == (self.stage == Stage::StartPlayer),
            "round 0 is the setup, before the start player is drawn",
        )?;
        ensure(
            self.stage != Stage::Over || self.round == ROUNDS,
            "the game ends after round 6",
        )?;
        let n = self.players;
        ensure(
            self.start < n && self.actor < n,
            "a seat number is out of range",
        )?;
        ensure(self.cursor < 8, "the stage position is out of range")?;
        let seat_bits = (1u16 << n) - 1;
        for (mask, what) in [
            (self.walled, "city-wall"),
            (self.wall_next, "city-wall"),
            (self.protected, "protection"),
            (self.exempt, "tax exemption"),
        ] {
            if u16::from(mask) & !seat_bits != 0 {
                return bad(format!("a {what} mark names a seat that does not play"));
            }
        }
        ensure(
            [0, 2, 3, 4, 5].contains(&self.tax),
            "the tax die shows 2 to 5",
        )?;
        ensure(self.cost <= 7, "the cost marker is between 0 and 7")?;
        if let Some(gold) = self.start_money {
            ensure(
                gold.iter().all(|&g| g <= GOLD_CAP),
                "a starting amount of gold is above 30",
            )?;
            ensure(
                gold[usize::from(n)..].iter().all(|&g| g == 0),
                "a starting amount of gold names a seat that does not play",
            )?;
        }
        Ok(())
    }

    fn check_seats(&self) -> Check {
        let n = self.n();
        for (s, seat) in self.seats.iter().enumerate() {
            if s >= n {
                ensure(
                    *seat == Holdings::default(),
                    "a seat that does not play holds something",
                )?;
                ensure(
                    self.bag[s] == 0 && self.set_aside[s] == 0,
                    "a seat that does not play has builders",
                )?;
                continue;
            }
            if seat.gold > GOLD_CAP {
                return bad(format!(
                    "{} has {} gold; the most is 30",
                    self.colour(s),
                    seat.gold
                ));
            }
            ensure(
                seat.cubes.iter().all(|&c| c <= MAX_CUBES),
                "a player holds too many cubes",
            )?;
            ensure(seat.bought < 8, "only wood, stone and sand can be bought")?;
            ensure(
                seat.grey <= 2 && seat.grey_next <= 2,
                "a player takes 2 grey workers at most",
            )?;
            ensure(
                seat.mill <= self.workers(s),
                "more workers in the wool mill than the player has",
            )?;
            ensure(
                self.committed(s) <= self.workers(s),
                "more workers committed than the player has",
            )?;
            if let Some(c) = seat.madonna {
                ensure(
                    seat.craftsmen.contains(c),
                    "the Madonna helps a craftsman the player lacks",
                )?;
            }
        }
        let grey: u16 = self
            .seats
            .iter()
            .map(|s| u16::from(s.grey) + u16::from(s.grey_next))
            .sum();
        ensure(
            grey + u16::from(self.castle) == u16::from(GREY_WORKERS),
            "there are 4 grey workers in all",
        )?;
        for (i, &u) in self.used.iter().enumerate() {
            let cap = Craftsman::ALL.get(i).map_or(0, |c| c.card().capacity);
            ensure(u <= cap + 1, "a craftsman was used more than its capacity")?;
        }
        Ok(())
    }

    /// PIL-15.3: players + supply + market + court = 23/23/23/13.
    fn check_cubes(&self) -> Check {
        ensure(
            self.market.iter().all(|&m| m <= MARKET_STOCK),
            "the market holds at most 4 of a kind",
        )?;
        ensure(self.court_metal <= 1, "the court holds at most 1 metal")?;
        for cube in Cube::ALL {
            let i = cube.index();
            let held: i32 = self.seats.iter().map(|s| i32::from(s.cubes[i])).sum();
            let board = match cube {
                Cube::Metal => i32::from(self.court_metal),
                _ => i32::from(self.market[i]),
            };
            if held + board + i32::from(self.supply[i]) != i32::from(Cube::TOTAL[i]) {
                return bad(format!(
                    "the {} cubes do not add up to {}",
                    cube.name(),
                    Cube::TOTAL[i]
                ));
            }
        }
        Ok(())
    }

    fn check_builders(&self) -> Check {
        let n = self.players;
        let on_board = self
            .spaces
            .iter()
            .chain(self.track.iter())
            .chain([&self.drawn]);
        ensure(
            on_board.flatten().all(|&s| s < n),
            "a master builder belongs to no player",
        )?;
        ensure(self.track[0].is_none(), "no builder waits at cost 0")?;
        for s in 0..self.n() {
            let placed = self
                .spaces
                .iter()
                .chain(self.track.iter())
                .filter(|&&o| o == Some(s as u8))
                .count();
            let total = placed
                + usize::from(self.bag[s])
                + usize::from(self.set_aside[s])
                + usize::from(self.drawn == Some(s as u8));
            if total != usize::from(BUILDERS_PER_SEAT) {
                return bad(format!(
                    "{} must have 3 master builders, not {total}",
                    self.colour(s)
                ));
            }
            let used = placed + usize::from(self.drawn == Some(s as u8));
            if self.walled & bit(s) != 0 && used > 2 {
                return bad("a player under the city wall uses more than 2 builders");
            }
            if self.walled & bit(s) == 0 && self.set_aside[s] > 0 {
                return bad("only the city wall sets a master builder aside");
            }
        }
        Ok(())
    }

    /// Rounds whose privilege cards are revealed, and whose event is drawn.
    fn dealt(&self) -> (u8, u8) {
        let r = self.round;
        match self.stage {
            Stage::StartPlayer => (0, 0),
            Stage::Privileges => (r - 1, r - 1),
            Stage::Craftsmen | Stage::Resources | Stage::Event => (r, r - 1),
            _ => (r, r),
        }
    }

    fn check_craftsmen(&self) -> Check {
        let mut owned = Set::<Craftsman>::EMPTY;
        for s in 0..self.n() {
            let c = self.seats[s].craftsmen;
            let round_cards = c.minus(Set::of(&Craftsman::STARTING));
            ensure(
                !owned.intersects(round_cards),
                "a craftsman card is owned twice",
            )?;
            owned = owned.union(round_cards);
            let mut limit = self.craftsman_limit(s);
            if matches!(self.stage, Stage::HireDismiss | Stage::ShiringDismiss)
                && usize::from(self.actor) == s
            {
                limit += 1;
            }
            if c.len() > limit {
                return bad(format!(
                    "{} has {} craftsmen; the limit is {limit}",
                    self.colour(s),
                    c.len()
                ));
            }
        }
        let (dealt, _) = self.dealt();
        let craftsmen_dealt = if self.stage == Stage::Craftsmen {
            dealt.saturating_sub(1)
        } else {
            dealt
        };
        ensure(
            owned.iter().all(|c| c.card().round <= craftsmen_dealt),
            "a player owns a craftsman of a later round",
        )?;
        let current = if craftsmen_dealt == self.round && self.round > 0 {
            Set::of(&Craftsman::of_round(self.round))
        } else {
            Set::EMPTY
        };
        let mut shown = self.offer_craftsmen;
        for c in self.shiring.iter().flatten() {
            ensure(!shown.contains(*c), "a craftsman lies in two places")?;
            shown.insert(*c);
        }
        ensure(
            shown.minus(current).is_empty(),
            "the offer or Shiring holds a craftsman of another round",
        )?;
        ensure(
            !shown.intersects(owned),
            "an offered craftsman is also owned",
        )
    }

    fn check_privileges(&self) -> Check {
        let mut held = Set::<Privilege>::EMPTY;
        for s in 0..self.n() {
            let p = self.seats[s].privileges;
            ensure(!held.intersects(p), "a privilege card is held twice")?;
            ensure(
                p.iter().all(|c| c.kind() != Kind::Immediate),
                "an immediate privilege is kept",
            )?;
            held = held.union(p);
        }
        let mut shown = Set::<Privilege>::EMPTY;
        for p in self.kingsbridge.iter().flatten() {
            ensure(
                !shown.contains(*p),
                "the same privilege lies on both Kingsbridge spaces",
            )?;
            shown.insert(*p);
        }
        ensure(
            !shown.intersects(held),
            "a privilege in Kingsbridge is also held",
        )?;
        ensure(
            held.union(shown).minus(self.privileges_seen).is_empty(),
            "a privilege card is held but was never revealed",
        )?;
        let (dealt, _) = self.dealt();
        let finals = Set::of(&[Privilege::KingsVisit, Privilege::NearlyComplete]);
        let regular = self.privileges_seen.minus(finals).len();
        ensure(
            regular == 2 * dealt.min(5),
            "two privilege cards are revealed each round",
        )?;
        let finals_seen = self.privileges_seen.intersects(finals);
        ensure(
            finals_seen == (dealt == ROUNDS),
            "the final-round cards come out in round 6",
        )?;
        ensure(
            self.privileges_seen.len() == 2 * dealt,
            "two privilege cards are revealed each round",
        )
    }

    fn check_events(&self) -> Check {
        let (_, drawn) = self.dealt();
        ensure(
            self.events_seen.len() == drawn,
            "one event is drawn each round",
        )?;
        let live = drawn == self.round && self.round > 0 && self.stage != Stage::Over;
        ensure(
            self.event.is_some() == live,
            "the round's event is missing or left over",
        )?;
        if let Some(e) = self.event {
            ensure(
                self.events_seen.contains(e),
                "the round's event is not among the drawn events",
            )?;
        }
        ensure(
            self.event.is_some() || !self.event_shown,
            "no event to reveal",
        )?;
        let shown_stage = !matches!(
            self.stage,
            Stage::Offer
                | Stage::HireDismiss
                | Stage::Draw
                | Stage::Redraw
                | Stage::Place
                | Stage::PlacePassed
        );
        ensure(
            !self.event_shown || shown_stage,
            "the event is revealed only in phase III",
        )?;
        ensure(
            self.event_shown || !shown_stage || self.event.is_none(),
            "the event must be revealed in phase III",
        )
    }

    fn check_resources(&self) -> Check {
        let mut taken = self.offer_resources;
        for s in 0..self.n() {
            let r = self.seats[s].resources;
            ensure(!taken.intersects(r), "a resource card lies in two places")?;
            taken = taken.union(r);
        }
        let offered = matches!(self.stage, Stage::Event | Stage::Offer | Stage::HireDismiss);
        ensure(
            offered || self.offer_resources.is_empty(),
            "resource cards are offered only in phase I",
        )?;
        let milling = matches!(
            self.stage,
            Stage::Draw
                | Stage::Redraw
                | Stage::Place
                | Stage::PlacePassed
                | Stage::Protect
                | Stage::Thomas
                | Stage::Collapse
                | Stage::BishopCube
        );
        let working = milling || matches!(self.stage, Stage::Offer | Stage::HireDismiss);
        for seat in &self.seats {
            ensure(
                working || seat.resources.is_empty(),
                "resource cards are held only until production",
            )?;
            ensure(
                milling || seat.mill == 0,
                "workers are in the wool mill only until step 3",
            )?;
        }
        Ok(())
    }

    fn check_stage(&self) -> Check {
        let a = usize::from(self.actor);
        let actor = &self.seats[a % MAX_SEATS];
        let waiting = matches!(self.stage, Stage::Redraw | Stage::Place);
        ensure(
            self.drawn.is_some() == waiting,
            "a drawn master builder waits only for its decision",
        )?;
        self.check_cost_marker()?;
        let in_turn = self.in_turn_order(usize::from(self.cursor)) == a;
        let event = self.shown_event();
        match self.stage {
            Stage::Offer => ensure(
                self.passed & bit(a) == 0 && self.can_take_a_card(a),
                "the player to move in phase I has passed or can take no card",
            ),
            Stage::HireDismiss => ensure(
                self.passed & bit(a) == 0 && actor.craftsmen.len() == self.craftsman_limit(a) + 1,
                "only a player one craftsman over the limit removes one in phase I",
            ),
            Stage::Draw => ensure(self.bag_total() > 0, "a draw from an empty bag"),
            Stage::Redraw => ensure(
                a == usize::from(self.start)
                    && self
                        .drawn
                        .is_some_and(|d| self.redraw_offered(usize::from(d))),
                "only the start player redraws, once, while another colour is in the bag",
            ),
            Stage::Place => ensure(
                self.drawn == Some(self.actor)
                    && (actor.gold >= self.cost || actor.privileges.contains(Privilege::Remigius)),
                "the drawn builder is not the mover's, or the mover can only pass",
            ),
            Stage::PlacePassed => ensure(
                self.bag_total() == 0
                    && self.track.get(usize::from(self.cursor)) == Some(&Some(self.actor)),
                "no waiting builder of the mover at that cost",
            ),
            Stage::Protect => ensure(
                self.occupant(BISHOP) == Some(a) && event.is_some_and(|e| !e.positive()),
                "protection is chosen by the Bishop's seat against a negative event",
            ),
            Stage::Thomas => ensure(
                actor.privileges.contains(Privilege::Thomas)
                    && !self.is_protected(a)
                    && in_turn
                    && event.is_some_and(|e| !e.positive()),
                "only a Thomas holder decides on a negative event",
            ),
            Stage::Collapse => ensure(
                event == Some(Event::Collapse)
                    && in_turn
                    && !self.is_protected(a)
                    && actor.craftsmen.len() >= 2,
                "a collapse choice needs the collapse event and a craftsman",
            ),
            Stage::BishopCube => ensure(
                self.occupant(BISHOP) == Some(a)
                    && !self.bishop_protects
                    && self.market.iter().filter(|&&m| m > 0).count() >= 2,
                "the bishop's cube goes to the Bishop's seat",
            ),
            Stage::Tax => ensure(self.tax == 0, "the tax die is already rolled"),
            Stage::Exemption => ensure(
                self.tax > 0
                    && actor.privileges.contains(Privilege::Loyalty)
                    && self.tax_owed(a) > 0
                    && in_turn,
                "only a holder of the exemption card decides after the roll",
            ),
            Stage::ShiringDismiss => ensure(
                usize::from(self.cursor) < SHIRING.len()
                    && self.shiring[usize::from(self.cursor)].is_none()
                    && self.occupant(SHIRING[usize::from(self.cursor)]) == Some(a)
                    && actor.craftsmen.len() == self.craftsman_limit(a) + 1,
                "only the Shiring player one craftsman over the limit removes one",
            ),
            Stage::Market => ensure(
                usize::from(self.cursor) < MARKET.len()
                    && self.occupant(MARKET.start + usize::from(self.cursor)) == Some(a)
                    && self.passed & (1 << self.cursor) == 0
                    && self.can_trade(a),
                "the market seat to move is not the mover's",
            ),
            Stage::Madonna => ensure(
                event == Some(Event::Madonna)
                    && in_turn
                    && actor.madonna.is_none()
                    && actor
                        .craftsmen
                        .iter()
                        .filter(|c| c.madonna_eligible())
                        .count()
                        >= 2,
                "no Madonna this round",
            ),
            Stage::Build => ensure(
                in_turn && self.can_build(a),
                "the builder to move is out of turn order, or has no craftsman to use",
            ),
            Stage::Discard => ensure(
                in_turn
                    && self.over_cube_limit(a)
                    && actor.cubes.iter().filter(|&&c| c > 0).count() >= 2,
                "only a player over 5 cubes returns cubes",
            ),
            _ => Ok(()),
        }
    }

    /// PIL-20.4, PIL-20.5: in phase II the marker starts at 7 and falls by 1 for every builder
    /// placed or passed (never below 0; 0 at once for the last builder of 2 players), and a
    /// passed builder waits at the cost it was drawn at, above the marker.
    fn check_cost_marker(&self) -> Check {
        if !matches!(self.stage, Stage::Draw | Stage::Redraw | Stage::Place) {
            return Ok(());
        }
        let waiting = self.track.iter().flatten().count();
        let placed = self.spaces.iter().flatten().count();
        let last_of_two = self.players == 2 && self.drawn.is_some() && self.bag_total() == 0;
        let expected = if last_of_two {
            0
        } else {
            7usize.saturating_sub(placed + waiting) as u8
        };
        ensure(
            self.cost == expected,
            "the cost marker does not match the builders placed and waiting",
        )?;
        ensure(
            (0..self.track.len()).all(|c| self.track[c].is_none() || c > usize::from(self.cost)),
            "a builder waits at a cost the marker has not passed",
        )
    }

    /// This round's effects exist only from the step that makes them (PIL-1, PIL-9, PIL-12,
    /// PIL-13) until the round ends (PIL-21.5).
    fn check_round_effects(&self) -> Check {
        let at_market_or_later = matches!(
            self.stage,
            Stage::Market | Stage::Madonna | Stage::Build | Stage::Discard
        );
        let after_court =
            at_market_or_later || matches!(self.stage, Stage::Exemption | Stage::ShiringDismiss);
        let building = matches!(self.stage, Stage::Build | Stage::Discard);
        ensure(
            self.tax == 0 || after_court,
            "the tax die is rolled only at the King's court",
        )?;
        ensure(
            self.exempt == 0 || after_court,
            "tax exemptions are used only at the King's court",
        )?;
        ensure(
            self.event_shown || (self.protected == 0 && !self.bishop_protects),
            "protection is chosen only once the event is revealed",
        )?;
        ensure(
            !self.bishop_protects || self.occupant(BISHOP).is_some_and(|b| self.is_protected(b)),
            "the bishop's protection protects the Bishop's seat",
        )?;
        ensure(
            self.event_shown || self.wall_next == 0,
            "the city wall comes with the revealed event",
        )?;
        ensure(
            self.wall_next == 0 || self.shown_event() == Some(Event::CityWall),
            "only the city wall limits next round's builders",
        )?;
        ensure(
            building || self.used.iter().all(|&u| u == 0),
            "craftsmen are used only in a cathedral turn",
        )?;
        let actor = &self.seats[usize::from(self.actor) % MAX_SEATS];
        ensure(
            Craftsman::ALL.iter().all(|&c| {
                let used = self.used[c as usize];
                let cap = c.card().capacity + u8::from(actor.madonna == Some(c));
                used == 0
                    || (self.stage != Stage::Madonna && actor.craftsmen.contains(c) && used <= cap)
            }),
            "only the builder to move has used craftsmen, within their capacity",
        )?;
        let cathedral = matches!(self.stage, Stage::Madonna | Stage::Build | Stage::Discard);
        for k in 0..self.n() {
            let later = !cathedral || k > usize::from(self.cursor);
            let seat = &self.seats[self.in_turn_order(k)];
            ensure(
                !later || seat.madonna.is_none(),
                "the Madonna helps a player whose cathedral turn has not come",
            )?;
        }
        for seat in &self.seats {
            ensure(
                at_market_or_later || seat.bought == 0,
                "cubes are bought only at the market",
            )?;
            ensure(
                seat.madonna.is_none()
                    || (at_market_or_later && self.shown_event() == Some(Event::Madonna)),
                "the Madonna helps only in the cathedral step of her round",
            )?;
        }
        Ok(())
    }
}
