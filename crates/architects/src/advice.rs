//! What a step would leave unused, for an interface to ask the player to confirm it, and why a
//! lone choice is the only one, for an interface that takes it for the player.

use cathedra_core::i18n::Texts;

use crate::action::{Action, Guard};
use crate::data::{self, Effect, BUILDINGS};
use crate::state::{Architects, Captures, Stage};

impl Architects {
    /// What `action` leaves unused for good, in the language of `texts`: ending a visit to the
    /// King's Storehouse, the Town Centre or the Guardhouse while one of its actions is still
    /// possible (unused actions are lost, AWK-6.4, AWK-8.6, AWK-11.2), hiring nobody at the
    /// Tavern or keeping the cards at the Library, keeping a debt the Church would destroy,
    /// discarding a hired apprentice (its skills and ability are lost, AWK-18.5), and placing
    /// at the Storehouse or the Guardhouse with nothing to do there (AWK-R6).
    pub(crate) fn unused(&self, action: Action, texts: &Texts) -> Option<String> {
        let seat = usize::from(self.turn).min(self.n().saturating_sub(1));
        let num = |n: u8| u32::from(n).into();
        match (self.stage, action) {
            (Stage::Storehouse { left }, Action::Stop) => self
                .any_trade(seat)
                .then(|| texts.with("unused-trades", [("left", num(left))])),
            (Stage::Capture(c), Action::Stop) => self
                .any_capture(seat, c)
                .then(|| texts.with("unused-captures", [("left", num(c.left))])),
            (Stage::Guardhouse { left }, Action::Stop) => self
                .any_guard(seat)
                .then(|| texts.with("unused-guardhouse", [("left", num(left))])),
            (Stage::Tavern, Action::Stop) => Some(texts.get("unused-tavern", None)),
            (Stage::Effect { building }, Action::Stop)
                if BUILDINGS[usize::from(building)].effect == Effect::Library =>
            {
                Some(texts.get("unused-library", None))
            }
            (Stage::Effect { building }, Action::Choose { option: 1 })
                if BUILDINGS[usize::from(building)].effect == Effect::Church =>
            {
                Some(texts.get("unused-church", None))
            }
            (Stage::Turn, Action::Dismiss { card }) => Some(
                texts.with(
                    "unused-dismiss",
                    [(
                        "card",
                        texts
                            .term_name(&crate::view::ids::apprentice(card))
                            .unwrap_or_default()
                            .into(),
                    )],
                ),
            ),
            (Stage::Turn, Action::Place { place }) => {
                let idle = match place {
                    crate::action::Place::Storehouse => !self.any_trade(seat),
                    crate::action::Place::Guardhouse => !self.any_guard(seat),
                    _ => false,
                };
                idle.then(|| texts.get("unused-idle-place", None))
            }
            _ => None,
        }
    }

    /// Why `action` is the only choice of the seat owing it, in the language of `texts`, when
    /// the step offers more in other states.
    pub(crate) fn only_because(&self, action: Action, texts: &Texts) -> Option<String> {
        let id = match (self.stage, action) {
            (Stage::Turn, Action::Retrieve { .. }) => "only-retrieve",
            (Stage::Turn, Action::Pass) => "only-pass",
            (Stage::Storehouse { .. }, Action::Stop) => "only-stop-trades",
            (Stage::Capture(_), Action::Stop) => "only-stop-captures",
            (Stage::Guardhouse { .. }, Action::Stop) => "only-stop-guardhouse",
            (Stage::KeepSeen, Action::Keep { .. }) => "only-keep-seen",
            (Stage::BottomSeen, Action::Discard { .. }) => "only-bottom-seen",
            (Stage::CathedralDiscard, Action::Discard { .. }) => "only-cathedral-discard",
            (Stage::Boards, Action::Board { .. }) => "only-board",
            (Stage::StartingApprentice, Action::HireAny { .. }) => "only-starting-apprentice",
            _ => return None,
        };
        Some(texts.get(id, None))
    }

    /// Can `seat` make a King's Storehouse trade now?
    fn any_trade(&self, seat: usize) -> bool {
        (0..data::TRADES.len() as u8).any(|t| self.trade_ok(seat, t))
    }

    /// Can `seat` make a capture of the visit `c` now?
    fn any_capture(&self, seat: usize, c: Captures) -> bool {
        (0..data::LOCATIONS as u8)
            .any(|l| (0..self.seats).any(|colour| self.capture_ok(seat, c, l, colour)))
    }

    /// Can `seat` take a Guardhouse action now?
    fn any_guard(&self, seat: usize) -> bool {
        Guard::ALL.iter().any(|&g| self.guard_ok(seat, g))
    }
}

#[cfg(test)]
mod tests {
    use cathedra_core::i18n::Texts;
    use cathedra_core::{Actor, Dealer, Game, Log, Options, Seat, ToMove};

    use crate::action::{Action, Place};
    use crate::state::{Architects, Stage};

    fn texts() -> [Texts; 2] {
        ["en", "cs"].map(|l| Texts::new(l, &[<Architects as Game>::LOCALES]).unwrap())
    }

    /// Random games: every kind of step that leaves something unused says so, and every lone
    /// choice of the kinds that have a reason gives it, in English and in Czech, each text
    /// filled and the Czech one not the English one.
    #[test]
    fn unused_value_and_lone_choices_are_said_in_both_languages() {
        let [en, cs] = texts();
        let (mut unused, mut lone) = (Vec::new(), Vec::new());
        let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
        for seed in 0..12u64 {
            let players = 2 + seed as usize % 4;
            let mut game = Architects::new(players, &Options::default()).unwrap();
            let mut dealer = Dealer::new(seed, 3);
            while game.to_move() != ToMove::Over {
                let (actor, action) = if game.to_move() == ToMove::Chance {
                    game.chance_outcomes(&mut outcomes);
                    (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
                } else {
                    let seat = game.to_move().seats().first().unwrap();
                    game.legal_actions(seat, &mut legal);
                    for &a in &legal {
                        let said = [&en, &cs].map(|t| game.unused_in(a, t));
                        assert_eq!(said[0].is_some(), said[1].is_some(), "{a:?}");
                        if let [Some(e), Some(c)] = said {
                            unused.push((game.stage, a, e, c));
                        }
                    }
                    if let [a] = legal[..] {
                        let said = [&en, &cs].map(|t| game.only_because_in(a, t));
                        if let [Some(e), Some(c)] = said {
                            lone.push((a, e, c));
                        }
                    }
                    let pick = legal[dealer.below(legal.len() as u64) as usize];
                    (Actor::Seat(seat), pick)
                };
                game.apply(actor, action, &mut Log::silent()).unwrap();
            }
        }
        for (_, _, e, c) in &unused {
            assert!(!e.contains('{') && !c.contains('{') && e != c, "{e} / {c}");
        }
        for (_, e, c) in &lone {
            assert!(!e.contains('{') && !c.contains('{') && e != c, "{e} / {c}");
        }
        let said = |f: &dyn Fn(Stage, Action) -> bool| unused.iter().any(|u| f(u.0, u.1));
        assert!(said(
            &|s, a| matches!(s, Stage::Storehouse { .. }) && a == Action::Stop
        ));
        assert!(said(
            &|s, a| matches!(s, Stage::Capture(_)) && a == Action::Stop
        ));
        assert!(said(
            &|s, a| matches!(s, Stage::Guardhouse { .. }) && a == Action::Stop
        ));
        assert!(said(&|_, a| matches!(a, Action::Dismiss { .. })));
        assert!(said(&|_, a| matches!(
            a,
            Action::Place {
                place: Place::Storehouse | Place::Guardhouse
            }
        )));
        assert!(lone.iter().any(|l| matches!(l.0, Action::Retrieve { .. })));
        assert!(lone.iter().any(|l| l.0 == Action::Stop));
        assert!(lone.iter().any(|l| matches!(l.0, Action::Discard { .. })));
    }

    /// The checks behind the words: a Storehouse visit with a trade still payable asks,
    /// one with none does not; a lone retrieval says the supply is empty.
    #[test]
    fn a_storehouse_stop_asks_only_while_a_trade_is_payable() {
        let [en, cs] = texts();
        let mut game = Architects::new(2, &Options::default()).unwrap();
        let mut dealer = Dealer::new(5, 0);
        let mut outcomes = Vec::new();
        // Through the draft, to the first turn.
        while !matches!(game.stage, Stage::Turn) {
            if game.to_move() == ToMove::Chance {
                game.chance_outcomes(&mut outcomes);
                let a = outcomes[dealer.pick(&outcomes)].action;
                game.apply(Actor::Chance, a, &mut Log::silent()).unwrap();
            } else {
                for seat in game.to_move().seats().iter() {
                    let mut legal = Vec::new();
                    game.legal_actions(seat, &mut legal);
                    game.apply(Actor::Seat(seat), legal[0], &mut Log::silent())
                        .unwrap();
                }
            }
        }
        let seat = game.turn();
        game.player_mut(seat).resources = [2, 0, 0, 0, 0];
        let mut at_store = game.clone();
        at_store
            .apply(
                Actor::Seat(Seat(seat as u8)),
                Action::Place {
                    place: Place::Storehouse,
                },
                &mut Log::silent(),
            )
            .unwrap();
        assert_eq!(
            at_store.unused_in(Action::Stop, &en).as_deref(),
            Some("you could still make 1 trade at the King's Storehouse: unused trades are lost")
        );
        assert!(at_store.unused_in(Action::Stop, &cs).is_some());
        game.player_mut(seat).resources = [1, 0, 0, 0, 0];
        let poor = Action::Place {
            place: Place::Storehouse,
        };
        assert!(
            game.unused_in(poor, &en).is_some(),
            "no trade to make there"
        );
        game.apply(Actor::Seat(Seat(seat as u8)), poor, &mut Log::silent())
            .unwrap();
        assert_eq!(game.unused_in(Action::Stop, &en), None);
        assert_eq!(
            game.only_because_in(Action::Stop, &en).as_deref(),
            Some("you can pay for no trade")
        );
    }
}
