//! What players read about the cards and spaces: a short label for menus, the board and the
//! log (never a card's ID), and the full text of each for the game's terms (`card <name>` in the
//! terminal). Two cards that play differently never share a label.

use crate::data::{Craftsman, Cube, Event, Kind, Privilege, Recipe, ResourceCard, Trade};
use cathedra_core::Term;

use crate::state::{Location, Pillars};

/// "1 stone", "2 sand + 1 metal", "3 gold".
fn input(r: &Recipe) -> String {
    let mut parts: Vec<String> = Cube::ALL
        .iter()
        .filter(|k| r.cubes[k.index()] > 0)
        .map(|&k| format!("{} {}", r.cubes[k.index()], k.name()))
        .collect();
    if r.gold_in > 0 {
        parts.push(format!("{} gold", r.gold_in));
    }
    parts.join(" + ")
}

fn output(r: &Recipe) -> String {
    if r.gold_out > 0 {
        format!("{} gold", r.gold_out)
    } else {
        format!("{} VP", r.vp)
    }
}

impl ResourceCard {
    /// "the 3-sand card": its yield names it (no two cards yield alike).
    pub fn label(self) -> String {
        let d = self.data();
        format!("the {}-{} card", d.yield_, d.cube.name())
    }

    fn text(self) -> String {
        let d = self.data();
        format!(
            "A building-resource card. Taking it in phase I commits {} of your workers; in \
             production you take {} {} from the supply (1 more with the volunteers, 1 less in a \
             cold winter) and the workers come back.",
            d.workers,
            d.yield_,
            d.cube.name()
        )
    }
}

impl Craftsman {
    /// The craftsman's name as players say it ("Architect" for the Statiker).
    pub fn title(self) -> &'static str {
        match self.trade() {
            Trade::Statiker => "Architect",
            _ => self.name(),
        }
    }

    /// "Mason (1 stone → 1 VP, 2 a round)": the name and what it does, which tells apart the
    /// cards of one trade.
    pub fn label(self) -> String {
        let card = self.card();
        match card.recipe {
            Some(r) => format!(
                "{} ({} → {}, {} a round)",
                self.title(),
                input(&r),
                output(&r),
                card.capacity
            ),
            None => match self.trade() {
                Trade::ToolMaker => format!("{} (+2 gold a round with metal)", self.title()),
                _ => format!("{} (+1 VP a round)", self.title()),
            },
        }
    }

    fn text(self) -> String {
        let card = self.card();
        let origin = if card.round == 0 {
            "A starting craftsman: every player has one.".to_string()
        } else {
            format!(
                "A craftsman of round {}: costs {} gold in the offer, free from Shiring.",
                card.round, card.cost
            )
        };
        let effect = match card.recipe {
            Some(r) => format!(
                "In the cathedral step, each use turns {} into {}, up to {} times a round.",
                input(&r),
                output(&r),
                card.capacity
            ),
            None => match self.trade() {
                Trade::ToolMaker => "At the start of your cathedral step: +2 gold if you hold \
                                     at least 1 metal (the metal is kept)."
                    .into(),
                _ => "At the start of your cathedral step: +1 VP, with nothing paid. (The \
                      German edition calls it Statiker.)"
                    .into(),
            },
        };
        let extra = match self.trade() {
            Trade::Mason => " A mason can be used only by a player who owns a mortar mixer.",
            Trade::Woodworker | Trade::MasterWoodworker => {
                " Owning it lets you buy wood at the market."
            }
            Trade::Stonecutter => " Owning it lets you sell stone at the market.",
            _ => "",
        };
        format!("{origin} {effect}{extra}")
    }
}

impl Privilege {
    /// "Mathematics in Toledo (+2 metal)".
    pub fn label(self) -> String {
        format!("{} ({})", self.name(), self.data().text)
    }

    fn text(self) -> String {
        let kind = match self.kind() {
            Kind::Permanent => "Kept for the rest of the game",
            Kind::OneTime => "Kept until you use it once",
            Kind::Immediate => "Acts at once when taken, then leaves the game",
        };
        format!(
            "A privilege card, taken from above a Kingsbridge space: {}. {kind}.",
            self.data().text
        )
    }
}

impl Event {
    /// "Cold winter, famine (every resource card yields 1 less this round)".
    pub fn label(self) -> String {
        format!("{} ({})", self.name(), self.data().text)
    }

    fn text(self) -> String {
        let who = if self.positive() {
            "A good event: it affects every player."
        } else {
            "A bad event: the player on the Bishop's seat may take its protection, and \
             Archbishop Thomas lets his holder ignore it."
        };
        format!("The round's event: {}. {who}", self.data().text)
    }
}

impl Location {
    /// What a master builder placed here gives, with the cards now on the board.
    pub(crate) fn effect(self, game: &Pillars) -> String {
        let privilege = |p: Option<Privilege>| {
            p.map_or("nothing (no card is there)".into(), |p| {
                format!("the privilege {}", p.label())
            })
        };
        let craftsman = |c: Option<Craftsman>| {
            c.map_or("nothing (no craftsman is there)".into(), |c| {
                format!("the {} for free", c.label())
            })
        };
        match self {
            Location::Bishop => "protection from a bad event, and 1 cube from the market".into(),
            Location::KingsbridgeLeft => privilege(game.kingsbridge[0]),
            Location::KingsbridgeRight => privilege(game.kingsbridge[1]),
            Location::Priory => "2 VP on the first space, 1 VP on the second".into(),
            Location::KingsCourt => {
                "no tax this round; the first space also takes the court's metal".into()
            }
            Location::ShiringLeft => craftsman(game.shiring[0]),
            Location::ShiringRight => craftsman(game.shiring[1]),
            Location::Castle => "2 grey workers for the next round".into(),
            Location::Market => "buying and selling cubes at the market".into(),
            Location::Cathedral => "the start player of the next round".into(),
        }
    }

    fn text(self) -> &'static str {
        match self {
            Location::Bishop => {
                "One space. Its builder may protect its owner from the round's bad event, and \
                 takes 1 wood, stone or sand from the market."
            }
            Location::KingsbridgeLeft | Location::KingsbridgeRight => {
                "Its builder takes the privilege card above it; a card above an empty space \
                 leaves the game."
            }
            Location::Priory => "Two spaces: the first scores 2 VP, the second 1 VP.",
            Location::KingsCourt => {
                "Four spaces. Whoever has a builder here pays no tax this round; the first \
                 space also takes the court's metal cube."
            }
            Location::ShiringLeft | Location::ShiringRight => {
                "Its builder takes the craftsman below it without paying; a craftsman below an \
                 empty space leaves the game."
            }
            Location::Castle => {
                "One space: its builder takes 2 grey workers, who work for the owner in the \
                 next round."
            }
            Location::Market => {
                "Four spaces: each builder gives one seat at the market, where wood (3 gold), \
                 stone (4) and sand (2) are bought and metal (5), stone (4), wood (3) and sand \
                 (2) sold."
            }
            Location::Cathedral => "One space: its owner is the start player of the next round.",
        }
    }
}

impl Pillars {
    /// Every card and space by the id its view and log use, with its label and full text.
    pub(crate) fn card_terms(&self) -> Vec<Term> {
        let mut terms = Vec::new();
        for &c in <Craftsman as crate::Card>::ALL {
            terms.push(Term::new(c.id(), c.label(), c.text()));
        }
        for &r in <ResourceCard as crate::Card>::ALL {
            terms.push(Term::new(r.id(), r.label(), r.text()));
        }
        for &p in <Privilege as crate::Card>::ALL {
            terms.push(Term::new(p.id(), p.name(), p.text()));
        }
        for &e in <Event as crate::Card>::ALL {
            terms.push(Term::new(e.id(), e.name(), e.text()));
        }
        for at in Location::ALL {
            let name = at.name().trim_start_matches("the ");
            terms.push(Term::new(at.id(), name, at.text()));
        }
        terms
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Card;

    #[test]
    fn no_two_cards_that_play_differently_share_a_label() {
        let all = <Craftsman as Card>::ALL;
        for (i, &a) in all.iter().enumerate() {
            for &b in &all[i + 1..] {
                let same = a.card().recipe == b.card().recipe
                    && a.card().capacity == b.card().capacity
                    && a.trade() == b.trade();
                assert_eq!(a.label() == b.label(), same, "{a:?} {b:?}");
            }
        }
        let labels: Vec<String> = <ResourceCard as Card>::ALL
            .iter()
            .map(|r| r.label())
            .collect();
        for (i, l) in labels.iter().enumerate() {
            assert!(!labels[i + 1..].contains(l), "{l}");
        }
    }

    #[test]
    fn the_terms_name_every_card_and_space_once_without_codes() {
        let game = Pillars::setup(2, None);
        let terms = game.card_terms();
        for (i, t) in terms.iter().enumerate() {
            assert!(
                !terms[i + 1..].iter().any(|u| u.id == t.id),
                "{} twice",
                t.id
            );
            // One name, one text: two cards that play differently never share a name.
            for u in &terms[i + 1..] {
                assert!(
                    u.name != t.name || u.text == t.text,
                    "{} and {}",
                    t.id,
                    u.id
                );
            }
            for code in ["CR-", "RES-", "EV-", "PR-", "_"] {
                assert!(!t.name.contains(code) && !t.text.contains(code), "{t:?}");
            }
        }
        assert!(terms
            .iter()
            .any(|t| t.name.starts_with("Mathematics in Toledo") && t.text.contains("+2 metal")));
    }
}
