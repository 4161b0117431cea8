//! Phase I (PIL-19): resource cards and craftsmen from the offer, the craftsman limit, and the
//! workers left for the wool mill.

use cathedra_core::{Error, Log};

use crate::action::Action;
use crate::data::Craftsman;
use crate::set::Set;
use crate::state::{bit, refuse, say, Pillars, Stage};

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
                let s = (first + k) % n;
                if self.passed & bit(s) != 0 {
                    continue;
                }
                if self.can_take_a_card(s) {
                    self.stage = Stage::Offer;
                    self.actor = s as u8;
                    return;
                }
                self.passed |= bit(s);
                say(log, || {
                    format!("{} cannot take a card and passes", self.colour(s))
                });
            }
        }
        self.end_offer(log);
    }

    fn can_take_a_card(&self, s: usize) -> bool {
        let free = self.free_workers(s);
        let gold = self.seat(s).gold;
        self.offer_resources
            .iter()
            .any(|c| c.data().workers <= free)
            || self.offer_craftsmen.iter().any(|c| c.card().cost <= gold)
    }

    pub(crate) fn offer_actions(&self, out: &mut Vec<Action>) {
        let s = usize::from(self.actor);
        let free = self.free_workers(s);
        let gold = self.seat(s).gold;
        for card in self.offer_resources.iter() {
            if card.data().workers <= free {
                out.push(Action::TakeResource { card });
            }
        }
        for craftsman in self.offer_craftsmen.iter() {
            if craftsman.card().cost <= gold {
                out.push(Action::Hire { craftsman });
            }
        }
        out.push(Action::Pass);
    }

    pub(crate) fn apply_offer(&mut self, action: Action, log: &mut Log) -> Result<(), Error> {
        let s = usize::from(self.actor);
        match action {
            Action::TakeResource { card } => {
                if !self.offer_resources.contains(card) {
                    return refuse("PIL-19.1", || format!("{} is not in the offer", card.id()));
                }
                let (free, need) = (self.free_workers(s), card.data().workers);
                if need > free {
                    return refuse("PIL-19.4", || {
                        format!("you have {free} free workers, {} needs {need}", card.id())
                    });
                }
                self.offer_resources.remove(card);
                self.seats[s].resources.insert(card);
                say(log, || {
                    format!("{} takes {} with {need} workers", self.colour(s), card.id())
                });
            }
            Action::Hire { craftsman } => {
                self.check_hire(s, craftsman)?;
                let cost = craftsman.card().cost;
                self.offer_craftsmen.remove(craftsman);
                self.seats[s].gold -= cost;
                self.seats[s].craftsmen.insert(craftsman);
                say(log, || {
                    format!(
                        "{} takes the {} for {cost} gold",
                        self.colour(s),
                        craftsman.name()
                    )
                });
                if self.seats[s].craftsmen.len() > self.craftsman_limit(s) {
                    self.stage = Stage::HireDismiss;
                    return Ok(());
                }
            }
            Action::Pass => {
                self.passed |= bit(s);
                say(log, || format!("{} passes", self.colour(s)));
            }
            _ => {
                return refuse("PIL-19.3", || {
                    "in phase I you take one card from the offer or pass"
                })
            }
        }
        self.offer_turn_from(s + 1, log);
        Ok(())
    }

    fn check_hire(&self, s: usize, craftsman: Craftsman) -> Result<(), Error> {
        if !self.offer_craftsmen.contains(craftsman) {
            return refuse("PIL-19.1", || {
                format!("the {} is not in the offer", craftsman.name())
            });
        }
        let (gold, cost) = (self.seat(s).gold, craftsman.card().cost);
        if cost > gold {
            return refuse("PIL-19.5", || {
                format!(
                    "you have {gold} gold, the {} costs {cost}",
                    craftsman.name()
                )
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
                .iter()
                .map(|craftsman| Action::Dismiss { craftsman }),
        );
    }

    /// Checks and removes one of the actor's craftsmen (PIL-19.6, PIL-24.6).
    pub(crate) fn dismiss(
        &mut self,
        action: Action,
        rule: &'static str,
        log: &mut Log,
    ) -> Result<(), Error> {
        let s = usize::from(self.actor);
        let Action::Dismiss { craftsman } = action else {
            return refuse(rule, || "you must remove one of your craftsmen now");
        };
        if !self.seat(s).craftsmen.contains(craftsman) {
            return refuse(rule, || format!("you have no {}", craftsman.name()));
        }
        self.seats[s].craftsmen.remove(craftsman);
        say(log, || {
            format!(
                "{} removes the {} from the game",
                self.colour(s),
                craftsman.name()
            )
        });
        Ok(())
    }

    pub(crate) fn apply_hire_dismiss(
        &mut self,
        action: Action,
        log: &mut Log,
    ) -> Result<(), Error> {
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
            say(log, || {
                format!(
                    "{} sends {mill} worker{} to the wool mill",
                    self.colour(s),
                    if mill == 1 { "" } else { "s" }
                )
            });
        }
        self.begin_builders(log);
    }
}
