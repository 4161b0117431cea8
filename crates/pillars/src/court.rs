//! Step 9, the king's court (PIL-9): the tax die, exemptions, payment and the court's metal.

use cathedra_core::{Event as LogEvent, Illegal, Log, Outcome};

use crate::action::Action;
use crate::data::{Privilege, TAX_DIE};
use crate::resolution::Step;
use crate::state::{bit, refuse, seat_id, Pillars, Stage, Why, COURT};

impl Pillars {
    /// Rolls the die unless every seat is at the court (then nobody pays).
    pub(crate) fn begin_court(&mut self, log: &mut Log) -> bool {
        if (0..self.n()).all(|s| self.has_builder(s, COURT)) {
            self.finish_court(log);
            return false;
        }
        self.stage = Stage::Tax;
        true
    }

    /// C7: the tax die, faces 2, 3, 3, 4, 4, 5.
    pub(crate) fn tax_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        out.extend(TAX_DIE.iter().map(|&(face, weight)| Outcome {
            action: Action::RollTax { face },
            weight,
        }));
    }

    pub(crate) fn apply_roll(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
        match action {
            Action::RollTax { face } if TAX_DIE.iter().any(|&(f, _)| f == face) => {
                self.tax = face;
                log.say(|| {
                    let e = LogEvent::new("tax_rolled").num("face", face);
                    (e, format!("The tax die shows {face}"))
                });
                if !self.exemption_from(0) {
                    self.finish_court(log);
                    self.resolve(Step::Shiring, log);
                }
                Ok(())
            }
            Action::RollTax { .. } => refuse("PIL-9.1", || Why::TaxDieFaces.words()),
            _ => refuse("PIL-9.1", || Why::TaxDieNow.words()),
        }
    }

    /// The tax `seat` owes this round (PIL-9.2, 9.3, 9.5, 9.6).
    pub(crate) fn tax_owed(&self, seat: usize) -> u8 {
        if self.has_builder(seat, COURT) || self.exempt & bit(seat) != 0 {
            0
        } else if self.seats[seat].privileges.contains(Privilege::Francis) {
            2
        } else {
            self.tax
        }
    }

    /// D10 for holders of the exemption card who would pay, in turn order from position `i`.
    fn exemption_from(&mut self, i: usize) -> bool {
        for k in i..self.n() {
            let s = self.in_turn_order(k);
            if self.tax_owed(s) > 0 && self.seats[s].privileges.contains(Privilege::Loyalty) {
                self.stage = Stage::Exemption;
                self.actor = s as u8;
                self.cursor = k as u8;
                return true;
            }
        }
        false
    }

    pub(crate) fn apply_exemption(&mut self, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let s = usize::from(self.actor);
        match action {
            Action::UseExemption => {
                self.seats[s].privileges.remove(Privilege::Loyalty);
                self.exempt |= bit(s);
                log.say(|| {
                    let e = LogEvent::new("uses_privilege")
                        .seat("seat", seat_id(s))
                        .term("privilege", Privilege::Loyalty.id());
                    let text = format!(
                        "{} gives up the exemption card and pays no tax",
                        self.colour(s)
                    );
                    (e, text)
                });
            }
            Action::Decline => {}
            _ => return refuse("PIL-9.6", || Why::ExemptionOrKeep.words()),
        }
        if !self.exemption_from(usize::from(self.cursor) + 1) {
            self.finish_court(log);
            self.resolve(Step::Shiring, log);
        }
        Ok(())
    }

    /// PIL-9.2 and PIL-9.4: taxes are paid; the first court space takes the metal.
    fn finish_court(&mut self, log: &mut Log) {
        for k in 0..self.n() {
            let s = self.in_turn_order(k);
            let owed = self.tax_owed(s);
            if owed > 0 {
                let (paid, lost) = self.pay_forced(s, owed);
                log.say(|| {
                    let e = LogEvent::new("pays_tax")
                        .seat("seat", seat_id(s))
                        .num("gold", paid)
                        .num("vp_lost", lost);
                    let who = self.colour(s);
                    let text = match (paid, lost) {
                        (0, 0) => format!("{who} has no gold for the tax"),
                        (0, _) => format!("{who} has no gold for the tax and loses {lost} VP"),
                        (_, 0) => format!("{who} pays {paid} gold tax"),
                        _ => format!("{who} pays {paid} gold tax and loses {lost} VP"),
                    };
                    (e, text)
                });
            }
        }
        if let Some(o) = self.occupant(COURT.start) {
            if self.court_metal > 0 {
                self.court_metal -= 1;
                self.seats[o].cubes[3] += 1;
                log.say(|| {
                    let e = LogEvent::new("takes_court_metal").seat("seat", seat_id(o));
                    (
                        e,
                        format!("{} takes the metal at the King's court", self.colour(o)),
                    )
                });
            }
        }
    }
}
