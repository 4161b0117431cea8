//! What a final step would leave unused, for an interface to ask the player to confirm it.
//! (The game takes a step that is the only one left itself, and its log says why: a pass
//! that gold forces in phase II, `builder_waits_poor`; a pass in phase I, `passes_unable`.)

use cathedra_core::{Game, Seat};

use crate::action::Action;
use crate::state::{Pillars, Stage};
use crate::texts::Words;

impl Pillars {
    /// What `action` leaves unused for good: passing in phase I while a card of the offer is
    /// still within the seat's workers or gold (passing is final, PIL-19.3; the free workers
    /// go to the wool mill, PIL-19.9), leaving the market while a trade is possible (PIL-12.2),
    /// finishing building while a craftsman could still work (PIL-13.2).
    pub(crate) fn unused(&self, action: Action, words: Words) -> Option<String> {
        let legal = self.legal_of_actor();
        match (self.stage, action) {
            (Stage::Offer, Action::Pass) => {
                let cards = legal.iter().filter(|a| **a != Action::Pass).count();
                let workers = self.free_workers(usize::from(self.actor));
                (cards > 0).then(|| {
                    words.say(
                        "unused-offer",
                        &[("cards", cards.into()), ("workers", workers.into())],
                    )
                })
            }
            (Stage::Market, Action::Pass) => {
                let trades = legal.iter().filter(|a| **a != Action::Pass).count();
                (trades > 0).then(|| words.say("unused-market", &[]))
            }
            (Stage::Build, Action::Finish) => {
                let uses = legal
                    .iter()
                    .filter(|a| matches!(a, Action::Use { .. }))
                    .count();
                (uses > 0).then(|| words.say("unused-build", &[("uses", uses.into())]))
            }
            _ => None,
        }
    }

    /// The legal actions of the seat owing a decision (none at chance or at the end).
    fn legal_of_actor(&self) -> Vec<Action> {
        let mut legal = Vec::new();
        self.legal_actions(Seat(self.actor), &mut legal);
        legal
    }
}

#[cfg(test)]
mod tests {
    use cathedra_core::i18n::Texts;
    use cathedra_core::{Actor, Dealer, Game, Options, Playout, Seat};

    use crate::action::Action;
    use crate::state::{Pillars, Stage};
    use crate::texts::{english, Words};

    /// Random games: passing in phase I or at the market and finishing building while
    /// something is still within reach say what they leave unused, in both languages; a pass
    /// that gold forces is logged with the gold and the price (PIL-20.4).
    #[test]
    fn passing_and_finishing_with_value_left_are_said_and_forced_passes_give_their_reason() {
        let cs = Texts::new("cs", &[<Pillars as Game>::LOCALES]).unwrap();
        let (mut unused, mut logged, mut legal) = (Vec::new(), Vec::new(), Vec::new());
        for seed in 0..6 {
            let mut game = Pillars::new(2 + seed as usize % 3, &Options::default()).unwrap();
            let mut playout = Playout::recording();
            playout
                .run(&mut game, &mut Dealer::new(seed, 0), |game, actor, _| {
                    let Actor::Seat(seat) = actor else { return };
                    game.legal_actions(seat, &mut legal);
                    for &a in &legal {
                        for (texts, lang) in [(english(), "en"), (&cs, "cs")] {
                            if let Some(u) = game.unused(a, Words { texts }) {
                                unused.push((game.stage, a, lang, u));
                            }
                        }
                    }
                })
                .unwrap();
            for entry in playout.into_log().take() {
                if entry.event.kind == "builder_waits_poor" {
                    let name = |s: Seat| game.seat_name(s);
                    let en = english().event(&entry.event, &name).unwrap();
                    assert_eq!(en, entry.text);
                    logged.push(en);
                    logged.push(cs.event(&entry.event, &name).unwrap());
                }
            }
        }
        for (stage, action) in [
            (Stage::Offer, Action::Pass),
            (Stage::Market, Action::Pass),
            (Stage::Build, Action::Finish),
        ] {
            for lang in ["en", "cs"] {
                assert!(
                    unused
                        .iter()
                        .any(|u| u.0 == stage && u.1 == action && u.2 == lang),
                    "{stage:?} {action:?} {lang}: never said unused"
                );
            }
        }
        for (_, _, _, text) in &unused {
            assert!(!text.contains('{') && !text.is_empty(), "{text}");
        }
        assert!(logged
            .iter()
            .any(|l| l.contains(", the master builder costs ")));
        assert!(logged.iter().any(|l| l.contains(", stavitel stojí ")));
    }
}
