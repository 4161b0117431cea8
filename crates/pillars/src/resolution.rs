//! Phase III (PIL-1 … PIL-14): the 14 steps in board order. Each step runs until it needs a
//! decision; the decision's handler then continues from where the step stopped.

use cathedra_core::Log;

use crate::state::Pillars;

/// A step of phase III that starts afresh (PIL-1 … PIL-14).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Step {
    Event,
    Bishop,
    Mill,
    Kingsbridge,
    Priory,
    Production,
    Court,
    Shiring,
    Castle,
    Market,
    Cathedral,
    NextStart,
}

impl Step {
    fn next(self) -> Step {
        match self {
            Step::Event => Step::Bishop,
            Step::Bishop => Step::Mill,
            Step::Mill => Step::Kingsbridge,
            Step::Kingsbridge => Step::Priory,
            Step::Priory => Step::Production,
            Step::Production => Step::Court,
            Step::Court => Step::Shiring,
            Step::Shiring => Step::Castle,
            Step::Castle => Step::Market,
            Step::Market => Step::Cathedral,
            Step::Cathedral | Step::NextStart => Step::NextStart,
        }
    }
}

impl Pillars {
    /// Runs phase III from `from` until a decision or chance is needed, or the round ends.
    pub(crate) fn resolve(&mut self, from: Step, log: &mut Log) {
        let mut step = from;
        loop {
            let waiting = match step {
                Step::Event => self.reveal_event(log),
                Step::Bishop => self.bishop(log),
                Step::Mill => self.wool_mill(log),
                Step::Kingsbridge => self.kingsbridge_step(log),
                Step::Priory => self.priory(log),
                Step::Production => self.production(log),
                Step::Court => self.begin_court(log),
                Step::Shiring => self.shiring_from(0, log),
                Step::Castle => self.castle_step(log),
                Step::Market => self.begin_market(log),
                Step::Cathedral => self.cathedral_from(0, log),
                Step::NextStart => {
                    self.next_start_player(log);
                    self.end_round(log);
                    return;
                }
            };
            if waiting {
                return;
            }
            step = step.next();
        }
    }
}
