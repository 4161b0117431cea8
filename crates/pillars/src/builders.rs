//! Phase II (PIL-20): master builders drawn from the bag at a falling price, the start
//! player's redraw, passing, Brother Remigius, the city wall and the 2-player rule.

use cathedra_core::{Event as LogEvent, Illegal, Log, Outcome};

use crate::action::Action;
use crate::data::Privilege;
use crate::resolution::Step;
use crate::state::{bit, refuse, seat_id, Location, Pillars, Stage, Why};
use crate::texts::Words;

impl Pillars {
    pub(crate) fn begin_builders(&mut self, log: &mut Log) {
        self.cost = 7;
        self.redraw_used = false;
        self.drawn = None;
        log.say(|| {
            let e = LogEvent::new("phase_two");
            (e, "Phase II: master builders are drawn from the bag".into())
        });
        self.next_draw(log);
    }

    pub(crate) fn bag_total(&self) -> u8 {
        self.bag.iter().sum()
    }

    fn next_draw(&mut self, log: &mut Log) {
        if self.bag_total() > 0 {
            self.stage = Stage::Draw;
        } else {
            self.place_next_passed(log);
        }
    }

    /// C6: each builder in the bag is equally likely.
    pub(crate) fn draw_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        for s in 0..self.n() {
            if self.bag[s] > 0 {
                out.push(Outcome {
                    action: Action::DrawBuilder { seat: s as u8 },
                    weight: u32::from(self.bag[s]),
                });
            }
        }
    }

    /// Builders of `seat` placed or waiting on the cost track.
    fn builders_out(&self, seat: usize) -> usize {
        let on_board = self
            .spaces
            .iter()
            .filter(|&&o| o == Some(seat as u8))
            .count();
        let passed = self
            .track
            .iter()
            .filter(|&&o| o == Some(seat as u8))
            .count();
        on_board + passed
    }

    pub(crate) fn apply_draw(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let seat = match action {
            Action::DrawBuilder { seat }
                if seat < self.players && self.bag[usize::from(seat)] > 0 =>
            {
                usize::from(seat)
            }
            Action::DrawBuilder { .. } => return refuse("PIL-20.2", || Why::NoSuchBuilder.words()),
            _ => return refuse("PIL-20.2", || Why::DrawBuilderNow.words()),
        };
        self.bag[seat] -= 1;
        if self.walled & bit(seat) != 0 && self.builders_out(seat) >= 2 {
            self.set_aside[seat] += 1;
            log.say(|| {
                let e = LogEvent::new("builder_set_aside").seat("seat", seat_id(seat));
                let text = format!(
                    "The city wall: {}'s third master builder is set aside",
                    self.colour(seat)
                );
                (e, text)
            });
            self.next_draw(log);
            return Ok(());
        }
        self.drawn = Some(seat as u8);
        if self.players == 2 && self.bag_total() == 0 {
            self.cost = 0;
        }
        log.say(|| {
            let e = LogEvent::new("builder_drawn")
                .seat("seat", seat_id(seat))
                .num("cost", self.cost);
            let text = format!(
                "A {} master builder is drawn (cost {})",
                self.colour(seat),
                self.cost
            );
            (e, text)
        });
        if self.redraw_offered(seat) {
            self.stage = Stage::Redraw;
            self.actor = self.start;
        } else {
            self.offer_placement(seat, log);
        }
        Ok(())
    }

    /// D4 for the drawn builder's owner; a player who can only pass passes.
    fn offer_placement(&mut self, seat: usize, log: &mut Log) {
        self.stage = Stage::Place;
        self.actor = seat as u8;
        let s = &self.seats[seat];
        if self.cost > s.gold && !s.privileges.contains(Privilege::Remigius) {
            self.pass_builder(seat, true, log);
        }
    }

    /// PIL-20.4: the builder waits on the cost track; the marker moves down. A pass the
    /// owner's gold forces (`poor`) is logged with its reason.
    fn pass_builder(&mut self, seat: usize, poor: bool, log: &mut Log) {
        let cost = self.cost;
        self.track[usize::from(cost).min(7)] = Some(seat as u8);
        log.say(|| {
            let e = LogEvent::new("builder_waits")
                .seat("seat", seat_id(seat))
                .num("cost", cost);
            if poor {
                let e = LogEvent::new("builder_waits_poor")
                    .seat("seat", seat_id(seat))
                    .num("gold", self.seats[seat].gold)
                    .num("cost", cost);
                let name = |s: cathedra_core::Seat| self.colour(s.index()).to_string();
                let text = crate::texts::english().event(&e, &name).unwrap_or_default();
                return (e, text);
            }
            let text = format!(
                "{} passes; the master builder waits at {cost}",
                self.colour(seat)
            );
            (e, text)
        });
        self.drawn = None;
        self.cost = self.cost.saturating_sub(1);
        self.next_draw(log);
    }

    /// PIL-20.3: once per phase; not offered when the bag holds no other colour, since the
    /// redraw could only give the same colour again (docs/rulings.md, R-03).
    pub(crate) fn redraw_offered(&self, drawn: usize) -> bool {
        !self.redraw_used && (0..self.n()).any(|o| o != drawn && self.bag[o] > 0)
    }

    pub(crate) fn apply_redraw(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let Some(drawn) = self.drawn.map(usize::from) else {
            return refuse("PIL-20.3", || Why::NoBuilderWaiting.words());
        };
        match action {
            Action::Accept => self.offer_placement(drawn, log),
            Action::Redraw => {
                self.bag[drawn] += 1;
                self.drawn = None;
                self.redraw_used = true;
                self.stage = Stage::Draw;
                log.say(|| {
                    let e = LogEvent::new("redraws").seat("seat", seat_id(self.start.into()));
                    let text = format!(
                        "{} puts the master builder back to draw again",
                        self.colour(self.start.into())
                    );
                    (e, text)
                });
            }
            _ => return refuse("PIL-20.3", || Why::AcceptOrRedraw.words()),
        }
        Ok(())
    }

    /// The lowest free space of a location (PIL-17.2, PIL-17.3).
    pub(crate) fn free_space(&self, at: Location) -> Option<usize> {
        at.spaces().find(|&s| self.spaces[s].is_none())
    }

    /// One bit per occupied space.
    fn occupied(&self) -> u32 {
        self.spaces
            .iter()
            .enumerate()
            .fold(0, |m, (i, o)| m | (u32::from(o.is_some()) << i))
    }

    pub(crate) fn place_actions(&self, out: &mut Vec<Action>) {
        let s = usize::from(self.actor);
        let cost = if self.stage == Stage::Place {
            self.cost
        } else {
            0
        };
        let affordable = self.seat(s).gold >= cost;
        let remigius = cost > 0 && self.seat(s).privileges.contains(Privilege::Remigius);
        let occupied = self.occupied();
        for at in Location::ALL {
            let spaces = at.space_bits();
            if occupied & spaces == spaces {
                continue;
            }
            if affordable {
                out.push(Action::Place { at });
            }
            if remigius {
                out.push(Action::PlaceWithRemigius { at });
            }
        }
        if cost > 0 {
            out.push(Action::Pass);
        }
    }

    fn check_free(&self, at: Location) -> Result<usize, Illegal> {
        match self.free_space(at) {
            Some(space) => Ok(space),
            None => refuse("PIL-17.2", || {
                Why::SpacesTaken.words().term("location", at.id())
            }),
        }
    }

    pub(crate) fn apply_place(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let s = usize::from(self.actor);
        let cost = self.cost;
        match action {
            Action::Place { at } => {
                let space = self.check_free(at)?;
                let gold = self.seat(s).gold;
                if gold < cost {
                    return refuse("PIL-20.4", || {
                        Why::TooPoorToPlace
                            .words()
                            .num("gold", gold)
                            .num("cost", cost)
                    });
                }
                self.seats[s].gold -= cost;
                self.put(s, space);
                log.say(|| {
                    let e = LogEvent::new("places")
                        .seat("seat", seat_id(s))
                        .term("location", at.id())
                        .num("gold", cost);
                    let place = self.describe_action(Action::Place { at }, Words::english());
                    let text = format!(
                        "{} {}",
                        self.colour(s),
                        place.replacen("Place", "places", 1)
                    );
                    (e, text)
                });
            }
            Action::PlaceWithRemigius { at } => {
                if cost == 0 || !self.seat(s).privileges.contains(Privilege::Remigius) {
                    return refuse("PIL-20.9", || Why::RemigiusCosts.words());
                }
                let space = self.check_free(at)?;
                self.seats[s].privileges.remove(Privilege::Remigius);
                self.put(s, space);
                log.say(|| {
                    let e = LogEvent::new("places_with_remigius")
                        .seat("seat", seat_id(s))
                        .term("location", at.id());
                    let text = format!(
                        "{} gives up Brother Remigius and places at {} for free",
                        self.colour(s),
                        at.name()
                    );
                    (e, text)
                });
            }
            Action::Pass => {
                if cost == 0 {
                    return refuse("PIL-20.6", || Why::MustPlaceFree.words());
                }
                self.pass_builder(s, false, log);
                return Ok(());
            }
            Action::Accept | Action::Redraw => {
                return refuse("PIL-20.3", || Why::RedrawOnce.words())
            }
            _ => return refuse("PIL-20.4", || Why::PlaceOrPass.words()),
        }
        self.drawn = None;
        self.cost = self.cost.saturating_sub(1);
        self.next_draw(log);
        Ok(())
    }

    fn put(&mut self, seat: usize, space: usize) {
        self.spaces[space] = Some(seat as u8);
    }

    /// PIL-20.8: passed builders are placed free, highest cost first.
    fn place_next_passed(&mut self, log: &mut Log) {
        match (1..8).rev().find(|&c| self.track[c].is_some()) {
            Some(c) => {
                self.stage = Stage::PlacePassed;
                self.cursor = c as u8;
                self.actor = self.track[c].unwrap_or(0);
            }
            None => self.resolve(Step::Event, log),
        }
    }

    pub(crate) fn apply_place_passed(
        &mut self,
        action: Action,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        let s = usize::from(self.actor);
        let Action::Place { at } = action else {
            return refuse("PIL-20.8", || Why::WaitingBuilderFree.words());
        };
        let space = self.check_free(at)?;
        self.track[usize::from(self.cursor).min(7)] = None;
        self.put(s, space);
        log.say(|| {
            let e = LogEvent::new("places_waiting")
                .seat("seat", seat_id(s))
                .term("location", at.id());
            let text = format!(
                "{} places a waiting master builder at {} for free",
                self.colour(s),
                at.name()
            );
            (e, text)
        });
        self.place_next_passed(log);
        Ok(())
    }
}
