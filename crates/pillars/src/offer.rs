//! Phase I (PIL-19): resource cards and craftsmen from the offer, the craftsman limit, and the
//! workers left for the wool mill.

use cathedra_core::{Event as LogEvent, Illegal, Log};

use crate::action::Action;
use crate::data::{Craftsman, ResourceCard, CRAFTSMEN, RESOURCES};
use crate::set::Set;
use crate::state::{bit, refuse, seat_id, wrap, Pillars, Stage, Why};

impl Pillars {
    /// PIL-19.2: phase I starts with the start player.
    pub(crate) fn begin_offer(&mut self, log: &mut Log) {
        self.passed = 0;
        self.offer_turn_from(usize::from(self.start), log);
    }

    /// Gives the turn to `first` or the next seat that has not passed. A seat that cannot take
    /// any card passes (PIL-19.3). Ends phase I when the offer is empty or all passed (PIL-19.7).
    fn offer_turn_from(&mut self, first: usize, log: &mut Log) {
        let n = self.n();
        let offer_empty = self.offer_resources.is_empty() && self.offer_craftsmen.is_empty();
        if !offer_empty {
            for k in 0..n {
                let s = wrap(first + k, n);
                if self.passed & bit(s) != 0 {
                    continue;
                }
                if self.can_take_a_card(s) {
                    self.stage = Stage::Offer;
                    self.actor = s as u8;
                    return;
                }
                self.passed |= bit(s);
                log.say(|| {
                    let (workers, gold) = (self.free_workers(s), self.seat(s).gold);
                    let e = LogEvent::new("passes_unable")
                        .seat("seat", seat_id(s))
                        .num("workers", workers)
                        .num("gold", gold);
                    let name = |seat: cathedra_core::Seat| self.colour(seat.index()).to_string();
                    let text = crate::texts::english().event(&e, &name).unwrap_or_default();
                    (e, text)
                });
            }
        }
        self.end_offer(log);
    }

    pub(crate) fn can_take_a_card(&self, s: usize) -> bool {
        !self.takeable_resources(s).is_empty() || !self.hireable_craftsmen(s).is_empty()
    }

    /// Offered resource cards that the seat's free workers can take (PIL-19.4).
    #[inline]
    fn takeable_resources(&self, s: usize) -> Set<ResourceCard> {
        let free = usize::from(self.free_workers(s));
        self.offer_resources
            .and(TAKEABLE[free.min(TAKEABLE.len() - 1)])
    }

    /// Offered craftsmen that the seat's gold can pay for (PIL-19.5).
    #[inline]
    fn hireable_craftsmen(&self, s: usize) -> Set<Craftsman> {
        let gold = usize::from(self.seat(s).gold);
        self.offer_craftsmen
            .and(AFFORDABLE[gold.min(AFFORDABLE.len() - 1)])
    }

    pub(crate) fn offer_actions(&self, out: &mut Vec<Action>) {
        let s = usize::from(self.actor);
        let resources = self.takeable_resources(s).iter_counted();
        out.extend(resources.map(|card| Action::TakeResource { card }));
        let craftsmen = self.hireable_craftsmen(s).iter_counted();
        out.extend(craftsmen.map(|craftsman| Action::Hire { craftsman }));
        out.push(Action::Pass);
    }

    pub(crate) fn apply_offer(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let s = usize::from(self.actor);
        match action {
            Action::TakeResource { card } => {
                if !self.offer_resources.contains(card) {
                    return refuse("PIL-19.1", || {
                        Why::ResourceNotOffered.words().term("card", card.id())
                    });
                }
                let (free, need) = (self.free_workers(s), card.data().workers);
                if need > free {
                    return refuse("PIL-19.4", || {
                        Why::TooFewWorkers
                            .words()
                            .num("free", free)
                            .term("card", card.id())
                            .num("need", need)
                    });
                }
                self.offer_resources.remove(card);
                self.seats[s].resources.insert(card);
                log.say(|| {
                    let e = LogEvent::new("takes_resource")
                        .seat("seat", seat_id(s))
                        .term("card", card.id())
                        .num("workers", need);
                    let text = format!(
                        "{} takes {} with {need} workers",
                        self.colour(s),
                        card.label()
                    );
                    (e, text)
                });
            }
            Action::Hire { craftsman } => {
                self.check_hire(s, craftsman)?;
                let cost = craftsman.card().cost;
                self.offer_craftsmen.remove(craftsman);
                self.seats[s].gold -= cost;
                self.seats[s].craftsmen.insert(craftsman);
                log.say(|| {
                    let e = LogEvent::new("hires")
                        .seat("seat", seat_id(s))
                        .term("craftsman", craftsman.id())
                        .num("gold", cost);
                    let text = format!(
                        "{} takes the {} for {cost} gold",
                        self.colour(s),
                        craftsman.name()
                    );
                    (e, text)
                });
                if self.seats[s].craftsmen.len() > self.craftsman_limit(s) {
                    self.stage = Stage::HireDismiss;
                    return Ok(());
                }
            }
            Action::Pass => {
                self.passed |= bit(s);
                log.say(|| {
                    let e = LogEvent::new("passes").seat("seat", seat_id(s));
                    (e, format!("{} passes", self.colour(s)))
                });
            }
            _ => return refuse("PIL-19.3", || Why::TakeOrPass.words()),
        }
        self.offer_turn_from(s + 1, log);
        Ok(())
    }

    fn check_hire(&self, s: usize, craftsman: Craftsman) -> Result<(), Illegal> {
        if !self.offer_craftsmen.contains(craftsman) {
            return refuse("PIL-19.1", || {
                Why::CraftsmanNotOffered
                    .words()
                    .term("craftsman", craftsman.id())
            });
        }
        let (gold, cost) = (self.seat(s).gold, craftsman.card().cost);
        if cost > gold {
            return refuse("PIL-19.5", || {
                Why::TooPoorToHire
                    .words()
                    .num("gold", gold)
                    .term("craftsman", craftsman.id())
                    .num("cost", cost)
            });
        }
        Ok(())
    }

    /// D2, D8: the craftsmen the actor may remove.
    pub(crate) fn dismiss_actions(&self, out: &mut Vec<Action>) {
        let s = usize::from(self.actor);
        out.extend(
            self.seat(s)
                .craftsmen
                .iter_counted()
                .map(|craftsman| Action::Dismiss { craftsman }),
        );
    }

    /// Checks and removes one of the actor's craftsmen (PIL-19.6, PIL-24.6).
    pub(crate) fn dismiss(
        &mut self,
        action: Action,
        rule: &'static str,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        let s = usize::from(self.actor);
        let Action::Dismiss { craftsman } = action else {
            return refuse(rule, || Why::RemoveCraftsman.words());
        };
        if !self.seat(s).craftsmen.contains(craftsman) {
            return refuse(rule, || {
                Why::NoSuchCraftsman
                    .words()
                    .term("craftsman", craftsman.id())
            });
        }
        self.seats[s].craftsmen.remove(craftsman);
        log.say(|| {
            let e = LogEvent::new("dismisses")
                .seat("seat", seat_id(s))
                .term("craftsman", craftsman.id());
            let text = format!(
                "{} removes the {} from the game",
                self.colour(s),
                craftsman.name()
            );
            (e, text)
        });
        Ok(())
    }

    pub(crate) fn apply_hire_dismiss(
        &mut self,
        action: Action,
        log: &mut Log,
    ) -> Result<(), Illegal> {
        self.dismiss(action, "PIL-19.6", log)?;
        self.offer_turn_from(usize::from(self.actor) + 1, log);
        Ok(())
    }

    /// PIL-19.8, PIL-19.9: leftovers leave the offer; free workers go to the wool mill.
    fn end_offer(&mut self, log: &mut Log) {
        self.offer_resources = Set::EMPTY;
        self.offer_craftsmen = Set::EMPTY;
        for s in 0..self.n() {
            let mill = self.free_workers(s);
            self.seats[s].mill = mill;
            if mill == 0 {
                continue;
            }
            log.say(|| {
                let e = LogEvent::new("to_wool_mill")
                    .seat("seat", seat_id(s))
                    .num("workers", mill);
                let text = format!(
                    "{} sends {mill} worker{} to the wool mill",
                    self.colour(s),
                    if mill == 1 { "" } else { "s" }
                );
                (e, text)
            });
        }
        self.begin_builders(log);
    }
}

/// The resource cards that `i` free workers can take, for every `i` up to all of them.
static TAKEABLE: [Set<ResourceCard>; 16] = {
    let mut t = [Set::EMPTY; 16];
    let mut free = 0;
    while free < t.len() {
        let mut bits = 0;
        let mut card = 0;
        while card < RESOURCES.len() {
            if RESOURCES[card].workers as usize <= free {
                bits |= 1 << card;
            }
            card += 1;
        }
        t[free] = Set::from_bits(bits);
        free += 1;
    }
    t
};

/// The craftsmen that `i` gold pays for, for every `i` up to the gold cap.
static AFFORDABLE: [Set<Craftsman>; 32] = {
    let mut t = [Set::EMPTY; 32];
    let mut gold = 0;
    while gold < t.len() {
        let mut bits = 0;
        let mut card = 0;
        while card < CRAFTSMEN.len() {
            if CRAFTSMEN[card].cost as usize <= gold {
                bits |= 1 << card;
            }
            card += 1;
        }
        t[gold] = Set::from_bits(bits);
        gold += 1;
    }
    t
};
