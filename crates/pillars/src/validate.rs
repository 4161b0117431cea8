//! Checks a loaded state: ranges, component conservation and the stage's own conditions, so
//! that `apply` and `legal_actions` never meet an impossible state.

use cathedra_core::Error;

use crate::data::{
    Card, Craftsman, Cube, Event, Kind, Privilege, BUILDERS_PER_SEAT, GOLD_CAP, GREY_WORKERS,
    MARKET_STOCK, ROUNDS,
};
use crate::set::Set;
use crate::state::{bit, Pillars, Seat, Stage, BISHOP, MARKET, MAX_SEATS};

type Check = Result<(), Error>;

fn bad(message: impl Into<String>) -> Check {
    Err(Error::InvalidState(message.into()))
}

fn ensure(ok: bool, message: &str) -> Check {
    if ok {
        Ok(())
    } else {
        bad(message)
    }
}

/// The most cubes of one kind a player may hold in a loaded state.
const MAX_CUBES: u8 = 120;

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
        self.check_stage()
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
        ensure(self.cost <= 7, "the cost marker is between 0 and 7")
    }

    fn check_seats(&self) -> Check {
        let n = self.n();
        for (s, seat) in self.seats.iter().enumerate() {
            if s >= n {
                ensure(
                    *seat == Seat::default(),
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
            if self.walled & bit(s) != 0 && placed > 2 {
                return bad("a player under the city wall uses more than 2 builders");
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
        let in_turn = self.in_turn_order(usize::from(self.cursor)) == a;
        let event = self.shown_event();
        match self.stage {
            Stage::Offer => ensure(self.passed & bit(a) == 0, "the player to move has passed"),
            Stage::Draw => ensure(self.bag_total() > 0, "a draw from an empty bag"),
            Stage::Redraw => ensure(
                a == usize::from(self.start) && !self.redraw_used,
                "only the start player redraws, once",
            ),
            Stage::Place => ensure(
                self.drawn == Some(self.actor),
                "the drawn builder is not the mover's",
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
                    && in_turn
                    && event.is_some_and(|e| !e.positive()),
                "only a Thomas holder decides on a negative event",
            ),
            Stage::Collapse => ensure(
                event == Some(Event::Collapse) && in_turn && !actor.craftsmen.is_empty(),
                "a collapse choice needs the collapse event and a craftsman",
            ),
            Stage::BishopCube => ensure(
                self.occupant(BISHOP) == Some(a) && self.market.iter().any(|&m| m > 0),
                "the bishop's cube goes to the Bishop's seat",
            ),
            Stage::Tax => ensure(self.tax == 0, "the tax die is already rolled"),
            Stage::Exemption => ensure(
                self.tax > 0 && actor.privileges.contains(Privilege::Loyalty) && in_turn,
                "only a holder of the exemption card decides after the roll",
            ),
            Stage::ShiringDismiss => ensure(self.cursor < 2, "Shiring has two spaces"),
            Stage::Market => ensure(
                usize::from(self.cursor) < MARKET.len()
                    && self.occupant(MARKET.start + usize::from(self.cursor)) == Some(a)
                    && self.passed & (1 << self.cursor) == 0,
                "the market seat to move is not the mover's",
            ),
            Stage::Madonna => ensure(
                event == Some(Event::Madonna) && in_turn,
                "no Madonna this round",
            ),
            Stage::Build => ensure(in_turn, "the builder to move is out of turn order"),
            Stage::Discard => ensure(
                in_turn && self.over_cube_limit(a),
                "only a player over 5 cubes returns cubes",
            ),
            _ => Ok(()),
        }
    }
}
