//! Step 1, the event (PIL-1, PIL-24), and step 2, the Bishop's seat (PIL-2): protection,
//! Archbishop Thomas, the ten events, and the bishop's cube.

use cathedra_core::{Event as LogEvent, Illegal, Log};

use crate::action::Action;
use crate::data::{Cube, Event, Privilege, ROUNDS};
use crate::resolution::Step;
use crate::state::{bit, refuse, seat_id, Pillars, Stage, Why, BISHOP};

impl Pillars {
    /// PIL-1.1: the start player reveals the event. Returns true when a decision is needed.
    pub(crate) fn reveal_event(&mut self, log: &mut Log) -> bool {
        self.event_shown = true;
        let Some(event) = self.event else {
            return false;
        };
        log.say(|| {
            let e = LogEvent::new("event_revealed").term("event", event.id());
            (e, format!("The event: {}", event.label()))
        });
        if event.positive() {
            return self.event_effect(event, log);
        }
        if let Some(b) = self.occupant(BISHOP) {
            self.stage = Stage::Protect;
            self.actor = b as u8;
            return true;
        }
        self.thomas_from(0, log)
    }

    /// D7 for each unprotected Thomas holder in turn order from position `i` (PIL-1.4).
    fn thomas_from(&mut self, i: usize, log: &mut Log) -> bool {
        for k in i..self.n() {
            let s = self.in_turn_order(k);
            if self.seats[s].privileges.contains(Privilege::Thomas) && !self.is_protected(s) {
                self.stage = Stage::Thomas;
                self.actor = s as u8;
                self.cursor = k as u8;
                return true;
            }
        }
        match self.event {
            Some(event) => self.event_effect(event, log),
            None => false,
        }
    }

    /// D6 (PIL-2.2).
    pub(crate) fn apply_protect(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let b = usize::from(self.actor);
        match action {
            Action::Protect => {
                self.bishop_protects = true;
                self.protected |= bit(b);
                log.say(|| {
                    let e = LogEvent::new("protects").seat("seat", seat_id(b));
                    (
                        e,
                        format!("{} takes the bishop's protection", self.colour(b)),
                    )
                });
            }
            Action::Decline => {
                log.say(|| {
                    let e = LogEvent::new("declines_protection").seat("seat", seat_id(b));
                    (
                        e,
                        format!("{} declines the bishop's protection", self.colour(b)),
                    )
                });
            }
            _ => return refuse("PIL-2.2", || Why::ProtectOrDecline.words()),
        }
        if !self.thomas_from(0, log) {
            self.resolve(Step::Bishop, log);
        }
        Ok(())
    }

    /// D7 (PIL-25.10).
    pub(crate) fn apply_thomas(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let s = usize::from(self.actor);
        match action {
            Action::UseThomas => {
                self.seats[s].privileges.remove(Privilege::Thomas);
                self.protected |= bit(s);
                log.say(|| {
                    let e = LogEvent::new("uses_privilege")
                        .seat("seat", seat_id(s))
                        .term("privilege", Privilege::Thomas.id());
                    let text = format!(
                        "{} gives up Archbishop Thomas and ignores the event",
                        self.colour(s)
                    );
                    (e, text)
                });
            }
            Action::Decline => {}
            _ => return refuse("PIL-25.10", || Why::ThomasOrKeep.words()),
        }
        if !self.thomas_from(usize::from(self.cursor) + 1, log) {
            self.resolve(Step::Bishop, log);
        }
        Ok(())
    }

    /// The event's immediate effect (PIL-24). Returns true when a collapse choice is needed.
    fn event_effect(&mut self, event: Event, log: &mut Log) -> bool {
        match event {
            Event::KingsVictory => {
                for s in 0..self.n() {
                    self.gain_gold(s, 5);
                }
            }
            Event::RichardConquers => {
                for s in 0..self.n() {
                    self.give_cubes(s, Cube::Metal, 1);
                }
            }
            Event::Collapse => return self.collapse_from(0, log),
            Event::Conflict => {
                for s in self.unprotected() {
                    let lost = self.lose_vp(s, 2);
                    log.say(|| {
                        let e = LogEvent::new("loses_vp")
                            .seat("seat", seat_id(s))
                            .num("vp", lost);
                        let text = match lost {
                            0 => format!("{} has no VP to lose", self.colour(s)),
                            _ => format!("{} loses {lost} VP", self.colour(s)),
                        };
                        (e, text)
                    });
                }
            }
            Event::CityWall if self.round < ROUNDS => {
                self.wall_next = self.unprotected().fold(0, |b, s| b | bit(s));
            }
            Event::WilliamTax => {
                for s in self.unprotected() {
                    let (paid, lost) = self.pay_forced(s, 4);
                    log.say(|| {
                        let e = LogEvent::new("pays")
                            .seat("seat", seat_id(s))
                            .num("gold", paid)
                            .num("vp_lost", lost);
                        let who = self.colour(s);
                        let text = match (paid, lost) {
                            (0, 0) => format!("{who} has no gold to pay"),
                            (0, _) => format!("{who} has no gold to pay and loses {lost} VP"),
                            (_, 0) => format!("{who} pays {paid} gold"),
                            _ => format!("{who} pays {paid} gold and loses {lost} VP"),
                        };
                        (e, text)
                    });
                }
            }
            _ => {}
        }
        false
    }

    /// Seats not protected from this round's negative event.
    fn unprotected(&self) -> impl Iterator<Item = usize> {
        let protected = self.protected;
        (0..self.n()).filter(move |&s| protected & bit(s) == 0)
    }

    /// D8 for each unprotected seat with a craftsman, in turn order from position `i`.
    fn collapse_from(&mut self, i: usize, log: &mut Log) -> bool {
        for k in i..self.n() {
            let s = self.in_turn_order(k);
            let craftsmen = self.seats[s].craftsmen;
            if self.is_protected(s) || craftsmen.is_empty() {
                continue;
            }
            let mut cards = craftsmen.iter();
            if let (Some(only), None) = (cards.next(), cards.next()) {
                self.seats[s].craftsmen.remove(only);
                log.say(|| {
                    let e = LogEvent::new("loses_craftsman")
                        .seat("seat", seat_id(s))
                        .term("craftsman", only.id());
                    (e, format!("{} loses the {}", self.colour(s), only.name()))
                });
                continue;
            }
            self.stage = Stage::Collapse;
            self.actor = s as u8;
            self.cursor = k as u8;
            return true;
        }
        false
    }

    pub(crate) fn apply_collapse(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
        self.dismiss(action, "PIL-24.6", log)?;
        if !self.collapse_from(usize::from(self.cursor) + 1, log) {
            self.resolve(Step::Bishop, log);
        }
        Ok(())
    }

    /// Step 2 (PIL-2.1, PIL-2.3): the bishop's cube, unless protection was chosen; with one
    /// kind left on the market it is taken without asking.
    pub(crate) fn bishop(&mut self, log: &mut Log) -> bool {
        let Some(b) = self.occupant(BISHOP) else {
            return false;
        };
        let mut kinds = Cube::MARKET
            .into_iter()
            .filter(|c| self.market[c.index()] > 0);
        let (first, second) = (kinds.next(), kinds.next());
        match (first, second) {
            _ if self.bishop_protects => false,
            (Some(only), None) => {
                self.take_bishop_cube(b, only, log);
                false
            }
            (Some(_), Some(_)) => {
                self.stage = Stage::BishopCube;
                self.actor = b as u8;
                true
            }
            _ => false,
        }
    }

    fn take_bishop_cube(&mut self, b: usize, cube: Cube, log: &mut Log) {
        let i = cube.index();
        self.market[i] -= 1;
        self.seats[b].cubes[i] += 1;
        log.say(|| {
            let e = LogEvent::new("takes_cube")
                .seat("seat", seat_id(b))
                .term("cube", cube.name());
            (
                e,
                format!("{} takes 1 {} from the market", self.colour(b), cube.name()),
            )
        });
    }

    pub(crate) fn bishop_actions(&self, out: &mut Vec<Action>) {
        for cube in Cube::MARKET {
            if self.market[cube.index()] > 0 {
                out.push(Action::TakeCube { cube });
            }
        }
    }

    /// D9 (PIL-2.3, PIL-2.4).
    pub(crate) fn apply_bishop_cube(
        &mut self,
        action: Action,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        let b = usize::from(self.actor);
        let Action::TakeCube { cube } = action else {
            return refuse("PIL-2.3", || Why::BishopTakesCube.words());
        };
        if cube == Cube::Metal {
            return refuse("PIL-2.4", || Why::MarketNoMetal.words());
        }
        if self.market[cube.index()] == 0 {
            return refuse("PIL-2.3", || {
                Why::MarketHasNone.words().term("cube", cube.name())
            });
        }
        self.take_bishop_cube(b, cube, log);
        self.resolve(Step::Mill, log);
        Ok(())
    }
}
