//! Reading a game's figures, and setting up positions for tests and puzzles. Every setter keeps
//! the components conserved (cubes come from or go to the supply, cards move from wherever
//! they are), so the result still validates when the position is possible.

use cathedra_core::{Error, InvalidState};

use crate::data::{Craftsman, Cube, Kind, Privilege, ResourceCard, GOLD_CAP};
use crate::set::Set;
use crate::state::{Location, Pillars, Stage};

fn no_seat(seat: usize) -> Error {
    Error::NoSuchSeat(seat)
}

/// A position that cannot occur in play.
fn impossible(message: impl Into<String>) -> Error {
    InvalidState::new(message).into()
}

impl Pillars {
    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    pub fn start_player(&self) -> usize {
        usize::from(self.start)
    }

    pub fn gold(&self, seat: usize) -> u8 {
        self.seats.get(seat).map_or(0, |s| s.gold)
    }

    pub fn vp(&self, seat: usize) -> u16 {
        self.seats.get(seat).map_or(0, |s| s.vp)
    }

    /// Wood, stone, sand, metal.
    pub fn cubes(&self, seat: usize) -> [u8; 4] {
        self.seats.get(seat).map_or([0; 4], |s| s.cubes)
    }

    pub fn craftsmen(&self, seat: usize) -> Set<Craftsman> {
        self.seats.get(seat).map_or(Set::EMPTY, |s| s.craftsmen)
    }

    pub fn privileges(&self, seat: usize) -> Set<Privilege> {
        self.seats.get(seat).map_or(Set::EMPTY, |s| s.privileges)
    }

    pub fn resource_cards(&self, seat: usize) -> Set<ResourceCard> {
        self.seats.get(seat).map_or(Set::EMPTY, |s| s.resources)
    }

    /// (grey workers usable this round, grey workers for next round).
    pub fn grey_workers(&self, seat: usize) -> (u8, u8) {
        self.seats
            .get(seat)
            .map_or((0, 0), |s| (s.grey, s.grey_next))
    }

    pub fn mill_workers(&self, seat: usize) -> u8 {
        self.seats.get(seat).map_or(0, |s| s.mill)
    }

    /// Workers not committed to resource cards (phase I).
    pub fn uncommitted_workers(&self, seat: usize) -> u8 {
        if seat < self.n() {
            self.free_workers(seat)
        } else {
            0
        }
    }

    /// Wood, stone, sand on the market.
    pub fn market(&self) -> [u8; 3] {
        self.market
    }

    /// The general supply; negative when cubes are owed (PIL-23.5).
    pub fn supply(&self) -> [i16; 4] {
        self.supply
    }

    pub fn court_metal(&self) -> u8 {
        self.court_metal
    }

    pub fn castle_workers(&self) -> u8 {
        self.castle
    }

    pub fn cost_marker(&self) -> u8 {
        self.cost
    }

    pub fn bag(&self) -> [u8; 4] {
        self.bag
    }

    pub fn set_aside(&self) -> [u8; 4] {
        self.set_aside
    }

    /// Passed builders on the cost track, by cost (index 1..=7).
    pub fn waiting(&self) -> [Option<u8>; 8] {
        self.track
    }

    pub fn drawn(&self) -> Option<usize> {
        self.drawn.map(usize::from)
    }

    /// The owners of the builders at a location, in space order (`None`: free space).
    pub fn at(&self, at: Location) -> Vec<Option<usize>> {
        at.spaces().map(|s| self.occupant(s)).collect()
    }

    pub fn kingsbridge(&self) -> [Option<Privilege>; 2] {
        self.kingsbridge
    }

    pub fn shiring(&self) -> [Option<Craftsman>; 2] {
        self.shiring
    }

    pub fn offered_resources(&self) -> Set<ResourceCard> {
        self.offer_resources
    }

    pub fn offered_craftsmen(&self) -> Set<Craftsman> {
        self.offer_craftsmen
    }

    /// This round's event, revealed or not (the view hides it; this is the whole truth).
    pub fn event(&self) -> Option<crate::data::Event> {
        self.event
    }

    pub fn event_revealed(&self) -> bool {
        self.event_shown
    }

    pub fn tax_die(&self) -> u8 {
        self.tax
    }

    /// Seats (bits) limited to two builders this round and next round.
    pub fn city_wall(&self) -> (u8, u8) {
        (self.walled, self.wall_next)
    }

    pub fn protected_seats(&self) -> u8 {
        self.protected
    }

    pub fn redraw_used(&self) -> bool {
        self.redraw_used
    }

    fn check_seat(&self, seat: usize) -> Result<(), Error> {
        if seat < self.n() {
            Ok(())
        } else {
            Err(no_seat(seat))
        }
    }

    pub fn set_gold(&mut self, seat: usize, gold: u8) -> Result<(), Error> {
        self.check_seat(seat)?;
        if gold > GOLD_CAP {
            return Err(impossible("no player has more than 30 gold"));
        }
        self.seats[seat].gold = gold;
        Ok(())
    }

    pub fn set_vp(&mut self, seat: usize, vp: u16) -> Result<(), Error> {
        self.check_seat(seat)?;
        self.seats[seat].vp = vp;
        Ok(())
    }

    /// Sets a player's cubes; the supply gives or takes the difference.
    pub fn set_cubes(&mut self, seat: usize, cubes: [u8; 4]) -> Result<(), Error> {
        self.check_seat(seat)?;
        for cube in Cube::ALL {
            let i = cube.index();
            self.supply[i] += i16::from(self.seats[seat].cubes[i]) - i16::from(cubes[i]);
        }
        self.seats[seat].cubes = cubes;
        Ok(())
    }

    /// Sets the market's wood, stone and sand (at most 4 each); the supply gives or takes the
    /// difference.
    pub fn set_market(&mut self, market: [u8; 3]) -> Result<(), Error> {
        if market.iter().any(|&m| m > crate::data::MARKET_STOCK) {
            return Err(impossible("the market holds at most 4 of a kind"));
        }
        for (i, &m) in market.iter().enumerate() {
            self.supply[i] += i16::from(self.market[i]) - i16::from(m);
        }
        self.market = market;
        Ok(())
    }

    /// Moves a craftsman card (of this or an earlier round) to a player, from wherever it is.
    pub fn give_craftsman(&mut self, seat: usize, card: Craftsman) -> Result<(), Error> {
        self.check_seat(seat)?;
        if card.card().round > self.round {
            return Err(impossible(format!(
                "the {} comes into play in round {}",
                card.name(),
                card.card().round
            )));
        }
        if card.card().round > 0 {
            for s in self.seats.iter_mut() {
                s.craftsmen.remove(card);
            }
        }
        self.offer_craftsmen.remove(card);
        for side in self.shiring.iter_mut() {
            if *side == Some(card) {
                *side = None;
            }
        }
        self.seats[seat].craftsmen.insert(card);
        Ok(())
    }

    pub fn remove_craftsman(&mut self, seat: usize, card: Craftsman) -> Result<(), Error> {
        self.check_seat(seat)?;
        self.seats[seat].craftsmen.remove(card);
        Ok(())
    }

    /// Moves a revealed permanent or one-time privilege card to a player, from wherever it is.
    pub fn give_privilege(&mut self, seat: usize, card: Privilege) -> Result<(), Error> {
        self.check_seat(seat)?;
        if !self.privileges_seen.contains(card) || card.kind() == Kind::Immediate {
            return Err(impossible(format!(
                "{} is not a revealed card a player can keep",
                card.name()
            )));
        }
        for s in self.seats.iter_mut() {
            s.privileges.remove(card);
        }
        for side in self.kingsbridge.iter_mut() {
            if *side == Some(card) {
                *side = None;
            }
        }
        self.seats[seat].privileges.insert(card);
        Ok(())
    }

    /// Gives a player the grey workers of the castle for this round (as if taken last round).
    pub fn give_grey_workers(&mut self, seat: usize) -> Result<(), Error> {
        self.check_seat(seat)?;
        if self.castle < 2 {
            return Err(impossible("the castle has no 2 grey workers"));
        }
        self.castle -= 2;
        self.seats[seat].grey += 2;
        Ok(())
    }

    /// The locations with a free space.
    pub fn free_locations(&self) -> Vec<Location> {
        Location::ALL
            .into_iter()
            .filter(|&l| self.free_space(l).is_some())
            .collect()
    }
}
