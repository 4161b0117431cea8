//! Placing helpers after building with a Bricklayer or Stonemason: free copper spaces of
//! built buildings (or the winter granary and inn), tuition to the bank, at most two per
//! action and one per building per round (CAS-15, CAS-21.1, CAS-21.3).

use cathedra_core::{Event, Illegal, Log, Seat};

use crate::action::Action;
use crate::data;
use crate::refusal::{refuse, Refusal, Why};
use crate::state::Castle;
use crate::trader::INN_SLOT;
use crate::types::{Card, Site, Source, Space, WinterCard};

impl Castle {
    /// Is the site there to take helpers: its building erected, or its winter card open?
    pub(crate) fn site_usable(&self, site: Site) -> bool {
        match site {
            Site::Granary => self.open & WinterCard::Granary.bit() != 0,
            Site::Inn => self.open & WinterCard::VillageInn.bit() != 0,
            _ => match data::site_building(site) {
                Some(b) => self.tiles[b as usize] == 0,
                None => true,
            },
        }
    }

    /// The first free slot of a space.
    pub(crate) fn free_slot(&self, space: Space) -> Option<usize> {
        let d = space.data();
        let range = usize::from(d.first)..usize::from(d.first + d.count);
        range.into_iter().find(|&i| self.slots[i].is_none())
    }

    /// Can `seat` put a helper on `space` now (CAS-15.2, 15.3, 15.5), the sites in `usable`
    /// there to take helpers? The answer of [`Castle::check_space`] without the reason.
    fn space_open(&self, seat: u8, space: Space, usable: u16) -> bool {
        let d = space.data();
        let s = self.seat(seat);
        usable & d.site.bit() != 0
            && s.sites & d.site.bit() == 0
            && s.talers >= d.tuition
            && self.free_slot(space).is_some()
    }

    /// Can `seat` put a helper on `space` now (CAS-15.2, 15.3, 15.5)? Returns the slot.
    fn check_space(&self, seat: u8, space: Space) -> Result<usize, Refusal> {
        let d = space.data();
        if !self.site_usable(d.site) {
            return Err(refuse("CAS-15.2", Why::SiteNotUsable));
        }
        let Some(slot) = self.free_slot(space) else {
            return Err(refuse("CAS-15.2", Why::SpaceTaken));
        };
        if self.seat(seat).sites & d.site.bit() != 0 {
            return Err(refuse("CAS-15.5", Why::PlacedHereThisRound));
        }
        if self.seat(seat).talers < d.tuition {
            return Err(refuse("CAS-15.3", Why::CannotPayTuition));
        }
        Ok(slot)
    }

    /// Does `seat` have a helper at `from` to place on `space` (CAS-15.4, CAS-16.3)?
    fn check_helper_source(&self, seat: u8, space: Space, from: Source) -> Result<(), Refusal> {
        let ok = match from {
            Source::Supply => self.seat(seat).helpers > 0,
            Source::Inn => space != Space::Inn && self.slots[INN_SLOT] == Some(seat),
            _ => from
                .spot()
                .is_some_and(|spot| self.spots[spot as usize] == Some(seat)),
        };
        if ok {
            Ok(())
        } else {
            Err(refuse("CAS-15.4", Why::NoHelperThere))
        }
    }

    pub(crate) fn legal_place(&self, seat: u8, out: &mut Vec<Action>) {
        if self.act.placed < data::MAX_HELPERS {
            let mut from = [Source::Supply; 7];
            let mut n = 0;
            for source in Source::ALL {
                if self.check_helper_source(seat, Space::Keep, source).is_ok() {
                    from[n] = source;
                    n += 1;
                }
            }
            let usable = Site::ALL
                .iter()
                .filter(|&&site| self.site_usable(site))
                .fold(0, |bits, site| bits | site.bit());
            for space in Space::ALL {
                if !self.space_open(seat, space, usable) {
                    continue;
                }
                for &from in &from[..n] {
                    if from != Source::Inn || space != Space::Inn {
                        out.push(Action::Place { space, from });
                    }
                }
            }
        }
        out.push(Action::Done);
    }

    pub(crate) fn place(
        &mut self,
        seat: u8,
        card: Card,
        space: Space,
        from: Source,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        if self.act.placed >= data::MAX_HELPERS {
            return Err(Illegal::from(refuse("CAS-15.1", Why::TwoHelpers)));
        }
        let slot = self.check_space(seat, space)?;
        self.check_helper_source(seat, space, from)?;
        match from {
            Source::Supply => self.seat_mut(seat).helpers -= 1,
            Source::Inn => self.slots[INN_SLOT] = None,
            _ => {
                if let Some(spot) = from.spot() {
                    self.spots[spot as usize] = None;
                    self.fresh &= !(1 << spot as u8);
                }
            }
        }
        let d = space.data();
        self.pays_bank(seat, d.tuition);
        self.slots[slot] = Some(seat);
        if space == Space::Inn {
            let talers = std::mem::take(&mut self.inn_talers);
            self.seat_mut(seat).talers += talers;
        }
        self.seat_mut(seat).sites |= d.site.bit();
        self.act.placed += 1;
        log.say(|| {
            let e = Event::new("places_helper")
                .seat("seat", Seat(seat))
                .term("space", d.id)
                .num("tuition", d.tuition);
            let text = format!(
                "{} places a helper on {} for {}",
                self.name(seat),
                d.site.name(),
                crate::texts::talers(d.tuition)
            );
            (e, text)
        });
        if self.act.placed >= data::MAX_HELPERS {
            self.finish_card(seat, card, log);
        }
        Ok(())
    }
}
