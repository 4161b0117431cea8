//! Texts: what an action does, what the current step asks for, and the refusal of an action
//! taken out of its step (naming the rule of the action, not of the step).

use cathedra_core::Illegal;

use crate::action::Action;
use crate::state::{Castle, Phase};
use crate::types::Card;

impl Castle {
    pub(crate) fn describe_action(&self, action: Action) -> String {
        match action {
            Action::StartPlayer { seat } => format!("{} starts", self.name(seat)),
            Action::DrawWinter { card } => format!("Draw the winter card {}", card.data().name),
            Action::Court { item } => format!("Court the lady with a {}", item.name()),
            Action::DropOut => "Stop courting the lady".into(),
            Action::Take { item } => format!("Take a {} from the lady's card", item.name()),
            Action::Choose { card } => format!("Choose the {}", card.data().name),
            Action::Lose { card } => format!("Give up the {}", card.data().name),
            Action::Pay => match self.phase {
                Phase::Plague { seat } => format!(
                    "Pay {} instead",
                    crate::texts::talers(self.plague_fee(seat))
                ),
                Phase::Snowdrift { seat } => format!(
                    "Pay {} instead",
                    crate::texts::talers(self.seat(seat).talers.min(crate::data::SNOWDRIFT_FEE))
                ),
                _ => "Pay talers instead".into(),
            },
            Action::Breach { stone, silver } if silver > 0 => {
                format!("Discard {stone} stone and {silver} stone got for silver")
            }
            Action::Breach { stone, .. } => format!("Discard {stone} stone"),
            Action::Stock { kind } => format!("Put a {} on Worker III", kind.name()),
            Action::Work { card } => format!("Resolve the {} first", card.data().name),
            Action::Return { spot } => {
                format!("Take your helper back from the {}", spot.data().name)
            }
            Action::Trade { spot, from } => {
                let whom = match self.spots.get(spot as usize).copied().flatten() {
                    Some(o) => format!(", displacing {}", self.name(o)),
                    None => String::new(),
                };
                let src = if from == crate::types::Source::Inn {
                    " (your innkeeper)"
                } else {
                    ""
                };
                format!("Place a helper{src} at the {}{whom}", spot.data().name)
            }
            Action::Tower { kind } => format!(
                "Take {} {} from the tower",
                self.tower[kind as usize],
                kind.name()
            ),
            Action::Buy { seat, card, kind } => format!(
                "Buy a {} from {}'s {} for a taler",
                kind.name(),
                self.name(seat),
                card.data().name
            ),
            Action::Sell => "Sell the last piece".into(),
            Action::Refuse => "Keep the last piece".into(),
            Action::Build { building } => format!("Erect the {}", building.data().name),
            Action::Spend {
                kind,
                count,
                silver,
            } if silver > 0 => format!("Pay {count} {} ({silver} got for silver)", kind.name()),
            Action::Spend { kind, count, .. } => format!("Pay {count} {}", kind.name()),
            Action::Place { space, from } => {
                let d = space.data();
                let src = match from.spot() {
                    Some(spot) => format!(" from the {}", spot.data().name),
                    None if from == crate::types::Source::Inn => " (your innkeeper)".into(),
                    None => String::new(),
                };
                format!(
                    "Place a helper{src} on {} for {} (at the end: {})",
                    d.site.name(),
                    crate::texts::talers(d.tuition),
                    crate::texts::space_scoring(space)
                )
            }
            Action::Convert { kind, silver } => {
                let via = if silver { " got for silver" } else { "" };
                format!("Convert a {}{via} into VP", kind.name())
            }
            Action::Done => "Done".into(),
        }
    }

    /// The refusal of an action that does not fit the current step: the rule that says when
    /// that action is taken, and what the step asks for instead.
    pub(crate) fn out_of_step(&self, action: Action) -> Illegal {
        let (rule, when) = match action {
            Action::StartPlayer { .. } => {
                ("CAS-2.8", "the start player is drawn once, before round 1")
            }
            Action::DrawWinter { .. } => (
                "CAS-20.3",
                "a winter card is drawn in a marked round, after every seat has chosen",
            ),
            Action::Court { .. } | Action::DropOut => (
                "CAS-21.5",
                "the lady is courted at the start of a round after she is drawn",
            ),
            Action::Take { .. } => ("CAS-21.5", "the won lady's card is shared when she is won"),
            Action::Choose { .. } => (
                "CAS-4.1",
                "character cards are chosen at the start of the round",
            ),
            Action::Lose { .. } | Action::Pay => (
                "CAS-20.5",
                "cards are lost or talers paid when the Plague or Snowdrift is drawn",
            ),
            Action::Breach { .. } => (
                "CAS-21.4",
                "stone is discarded when the Wall breach is drawn",
            ),
            Action::Stock { .. } => ("CAS-6.1", "Worker III is stocked when it is revealed"),
            Action::Work { .. } => (
                "CAS-5.3",
                "the first of two workers is picked when the workers resolve",
            ),
            Action::Return { .. } => (
                "CAS-21.1",
                "a helper is taken back when a Trader cannot pay the village inn",
            ),
            Action::Trade { .. } => (
                "CAS-8.1",
                "a Trader's helper is placed when the Trader resolves",
            ),
            Action::Tower { .. } => (
                "CAS-9.1",
                "the tower is emptied when the Bricklayer resolves",
            ),
            Action::Buy { .. }
                if matches!(
                    self.phase,
                    Phase::Build {
                        card: Card::Stonemason,
                        ..
                    } | Phase::Pay {
                        card: Card::Stonemason,
                        ..
                    } | Phase::Helpers {
                        card: Card::Stonemason,
                        ..
                    }
                ) =>
            {
                (
                    "CAS-10.5",
                    "buying is over once the Stonemason starts building",
                )
            }
            Action::Buy { .. } => ("CAS-10.1", "a Stonemason buys when it resolves"),
            Action::Sell | Action::Refuse => (
                "CAS-10.2",
                "the last piece of a worker card is sold or kept when a Stonemason asks for it",
            ),
            Action::Build { .. } if matches!(self.phase, Phase::Helpers { .. }) => (
                "CAS-13.1",
                "one card erects at most two buildings, before its helpers",
            ),
            Action::Build { .. } | Action::Spend { .. } => (
                "CAS-13.1",
                "buildings are erected in a Bricklayer, Stonemason or Worker action",
            ),
            Action::Place { .. } => (
                "CAS-15.1",
                "helpers are placed only after erecting a building with a Bricklayer or Stonemason",
            ),
            Action::Convert { .. } => (
                "CAS-18.9",
                "pieces are converted at the palace in the final scoring",
            ),
            Action::Done => (self.step_rule(), "nothing optional is being done now"),
        };
        Illegal::rule(rule, format!("not now ({when}): {}", self.step_text()))
    }

    /// The rule of the current step.
    fn step_rule(&self) -> &'static str {
        match self.phase {
            Phase::StartPlayer => "CAS-2.8",
            Phase::WinterDraw => "CAS-20.3",
            Phase::Court { .. } | Phase::Share { .. } => "CAS-21.5",
            Phase::Choose => "CAS-4.1",
            Phase::Plague { .. } => "CAS-21.2",
            Phase::Snowdrift { .. } => "CAS-21.6",
            Phase::Breach { .. } => "CAS-21.4",
            Phase::Stock { .. } => "CAS-6.1",
            Phase::WorkerOrder { .. } => "CAS-5.3",
            Phase::InnReturn { .. } => "CAS-21.1",
            Phase::Trade { .. } => "CAS-8.1",
            Phase::Tower { .. } => "CAS-9.1",
            Phase::Buy { .. } => "CAS-10.1",
            Phase::Consent { .. } => "CAS-10.2",
            Phase::Build { .. } => "CAS-13.1",
            Phase::Pay { .. } => "CAS-13.3",
            Phase::Helpers { .. } => "CAS-15.1",
            Phase::Palace { .. } | Phase::Over => "CAS-18.9",
        }
    }

    /// What the current step asks for.
    pub(crate) fn step_text(&self) -> String {
        let who = |s: u8| self.name(s);
        match self.phase {
            Phase::StartPlayer => "chance draws the start player".into(),
            Phase::WinterDraw => "chance draws a winter card".into(),
            Phase::Over => "the game is over".into(),
            Phase::Court { seat } => format!(
                "{} courts the lady with a piece or taler, or drops out",
                who(seat)
            ),
            Phase::Share { seat } => format!("{} takes a piece from the lady's card", who(seat)),
            Phase::Choose => {
                let names: Vec<&str> = self.choosers().iter().map(|s| who(s.0)).collect();
                format!("{} choose a character card face down", names.join(", "))
            }
            Phase::Plague { seat } => {
                format!("{} loses a played card or pays for the plague", who(seat))
            }
            Phase::Snowdrift { seat } => {
                format!("{} gives up a worker card or pays 3 talers", who(seat))
            }
            Phase::Breach { seat } => {
                format!("{} discards up to 3 stone for the wall breach", who(seat))
            }
            Phase::Stock { seat, .. } => format!("{} picks a piece for Worker III", who(seat)),
            Phase::WorkerOrder { seat } => {
                format!("{} picks which worker card resolves first", who(seat))
            }
            Phase::InnReturn { seat } => format!(
                "{} cannot pay the inn and takes a trader's helper back",
                who(seat)
            ),
            Phase::Trade { seat } => format!(
                "{}'s Trader places a helper at a cart or the rider, or is done",
                who(seat)
            ),
            Phase::Tower { seat } => {
                format!("{}'s Bricklayer takes one kind from the tower", who(seat))
            }
            Phase::Buy { seat } => format!(
                "{}'s Stonemason buys from worker cards, or is done",
                who(seat)
            ),
            Phase::Consent { seat, .. } => format!(
                "{} sells the last piece of a worker card or refuses",
                who(seat)
            ),
            Phase::Build { seat, card } => format!(
                "{} erects buildings with the {}, or is done",
                who(seat),
                card.data().name
            ),
            Phase::Pay {
                seat,
                building,
                next,
                ..
            } => format!(
                "{} pays the {} for the {}",
                who(seat),
                next.name(),
                building.data().name
            ),
            Phase::Helpers { seat, .. } => format!("{} places helpers, or is done", who(seat)),
            Phase::Palace { seat, .. } => {
                format!("{} converts pieces at the palace, or is done", who(seat))
            }
        }
    }
}
