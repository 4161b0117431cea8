//! Texts: what an action does, what the current step asks for.

use cathedra_core::Error;

use crate::action::Action;
use crate::state::{Castle, Phase};
use crate::types::{Pieces, Res};

/// "2 stone, 1 brick and 4 sand".
fn pieces_text(p: Pieces) -> String {
    let parts: Vec<String> = Res::BUILDING
        .iter()
        .zip(p.get())
        .filter(|(_, n)| *n > 0)
        .map(|(r, n)| format!("{n} {}", r.name()))
        .collect();
    match parts.split_last() {
        None => "nothing".into(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

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
            Action::Pay => "Pay talers instead".into(),
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
            Action::Build {
                building,
                pay,
                silver,
            } => {
                let ex = if silver.is_empty() {
                    String::new()
                } else {
                    format!(" ({} got for silver)", pieces_text(silver))
                };
                format!(
                    "Erect the {} with {}{ex}",
                    building.data().name,
                    pieces_text(pay)
                )
            }
            Action::Place { space, from } => {
                let d = space.data();
                let src = match from.spot() {
                    Some(spot) => format!(" from the {}", spot.data().name),
                    None if from == crate::types::Source::Inn => " (your innkeeper)".into(),
                    None => String::new(),
                };
                format!("Place a helper{src} on {} for {} talers", d.id, d.tuition)
            }
            Action::Convert { kind, silver } => {
                let via = if silver { " got for silver" } else { "" };
                format!("Convert a {}{via} into VP", kind.name())
            }
            Action::Done => "Done".into(),
        }
    }

    /// The refusal of an action that does not fit the current step.
    pub(crate) fn wrong_time(&self) -> Error {
        let who = |s: u8| self.name(s);
        let (rule, text) = match self.phase {
            Phase::StartPlayer => ("CAS-2.8", "chance draws the start player now".to_string()),
            Phase::WinterDraw => ("CAS-20.3", "chance draws a winter card now".to_string()),
            Phase::Over => return Error::GameOver,
            Phase::Court { seat } => (
                "CAS-21.5",
                format!(
                    "{} courts the lady with a piece or taler, or drops out",
                    who(seat)
                ),
            ),
            Phase::Share { seat } => (
                "CAS-21.5",
                format!("{} takes a piece from the lady's card", who(seat)),
            ),
            Phase::Choose { seat } => (
                "CAS-4.1",
                format!("{} chooses a character card face down", who(seat)),
            ),
            Phase::Plague { seat } => (
                "CAS-21.2",
                format!("{} loses a played card or pays for the plague", who(seat)),
            ),
            Phase::Snowdrift { seat } => (
                "CAS-21.6",
                format!("{} gives up a worker card or pays 3 talers", who(seat)),
            ),
            Phase::Breach { seat } => (
                "CAS-21.4",
                format!("{} discards up to 3 stone for the wall breach", who(seat)),
            ),
            Phase::Stock { seat, .. } => (
                "CAS-6.1",
                format!("{} picks a piece for Worker III", who(seat)),
            ),
            Phase::WorkerOrder { seat } => (
                "CAS-5.3",
                format!("{} picks which worker card resolves first", who(seat)),
            ),
            Phase::InnReturn { seat } => (
                "CAS-21.1",
                format!(
                    "{} cannot pay the inn and takes a trader's helper back",
                    who(seat)
                ),
            ),
            Phase::Trade { seat } => (
                "CAS-8.1",
                format!(
                    "{}'s Trader places a helper at a cart or the rider, or is done",
                    who(seat)
                ),
            ),
            Phase::Tower { seat } => (
                "CAS-9.1",
                format!("{}'s Bricklayer takes one kind from the tower", who(seat)),
            ),
            Phase::Buy { seat } => (
                "CAS-10.1",
                format!(
                    "{}'s Stonemason buys from worker cards, or is done",
                    who(seat)
                ),
            ),
            Phase::Consent { seat, .. } => (
                "CAS-10.2",
                format!(
                    "{} sells the last piece of a worker card or refuses",
                    who(seat)
                ),
            ),
            Phase::Build { seat, card } => (
                "CAS-13.1",
                format!(
                    "{} erects buildings with the {}, or is done",
                    who(seat),
                    card.data().name
                ),
            ),
            Phase::Helpers { seat, .. } => (
                "CAS-15.1",
                format!("{} places helpers, or is done", who(seat)),
            ),
            Phase::Palace { seat, .. } => (
                "CAS-18.9",
                format!("{} converts pieces at the palace, or is done", who(seat)),
            ),
        };
        Error::illegal(rule, format!("not now: {text}"))
    }
}
