//! What a choice leaves unused for good, for an interface to ask the player to confirm it,
//! and why a lone choice is the only one, for an interface that takes it for the player; in
//! the words of `locales/<language>/choices.ftl`.

use cathedra_core::i18n::Texts;

use crate::action::Action;
use crate::describe::{amount, num, rubles, term, text};
use crate::state::{Main, Pending, Phase, RedCathedral};
use crate::turn::BUILD_UNITS;
use crate::types::Workshop;

impl RedCathedral {
    /// What `action` leaves unused for good: ending the turn with market actions left
    /// (resources to take, influence to use, a workshop to activate: each once a turn, after
    /// the die's move, RC-10.6), ending a Build with deliveries left (RC-7.1), or stopping a
    /// carters' delivery with deliveries left (RC-12.5).
    pub(crate) fn unused(&self, action: Action, t: &Texts) -> Option<String> {
        if self.phase != Phase::Turn {
            return None;
        }
        let seat = self.turn.seat;
        match (self.turn.pending, self.turn.main, action) {
            (Pending::None, Main::Market { .. }, Action::EndTurn) => {
                let left = self.market_actions_left(t);
                (!left.is_empty())
                    .then(|| t.with("unused-market", [("actions", text(listed(t, left)))]))
            }
            (Pending::None, Main::Build { units }, Action::EndTurn) => {
                let left = BUILD_UNITS.saturating_sub(units);
                self.has_delivery(seat, left)
                    .then(|| t.with("unused-build", [("left", num(left))]))
            }
            (Pending::Deliver { left, .. }, _, Action::Done) => self
                .has_delivery(seat, left)
                .then(|| t.with("unused-carters", [("left", num(left))])),
            _ => None,
        }
    }

    /// The market actions still open after this turn's move, each in words.
    fn market_actions_left(&self, t: &Texts) -> Vec<String> {
        let Main::Market {
            space,
            die,
            took,
            influenced,
            activated,
        } = self.turn.main
        else {
            return Vec::new();
        };
        let seat = self.turn.seat;
        let mut left = Vec::new();
        let most = if took {
            0
        } else {
            self.take_limit(seat, space)
        };
        if most > 0 {
            let tile = &self.data().resource_tiles[usize::from(self.market[usize::from(space)])];
            left.push(t.with("unused-take", [("what", text(amount(t, most, tile.gives)))]));
        }
        let usable = |action: u8| {
            (!influenced || self.turn.chain == action)
                && self.influence_blocker(seat, space, action).is_none()
        };
        if (0..2).any(usable) {
            left.push(t.get(
                if influenced {
                    "unused-influence-again"
                } else {
                    "unused-influence"
                },
                None,
            ));
        }
        let face_up = self.seats[usize::from(seat)].face_up;
        if let Some(w) = Workshop::ALL
            .into_iter()
            .find(|w| !activated && w.die() == die && face_up & (1 << *w as u8) != 0)
        {
            left.push(t.with("unused-activate", [("workshop", text(term(t, w.name())))]));
        }
        left
    }

    /// Why `action` is the only choice of the seat owing it: a turn that can only end, a tile
    /// that fits one workshop space and cannot be paid face up, the one material an influence
    /// action can take or give, the one delivery or the end of a carters' action.
    pub(crate) fn only_because(&self, action: Action, t: &Texts) -> Option<String> {
        if self.phase != Phase::Turn {
            return None;
        }
        let seat = self.turn.seat;
        match (self.turn.pending, action) {
            (Pending::None, Action::EndTurn) => {
                let done = match self.turn.main {
                    Main::Claim => "claim",
                    Main::Build { .. } => "build",
                    Main::Market { .. } => "market",
                    Main::None => return None,
                };
                let optional = if self.can_lose_prestige(seat) {
                    "used"
                } else {
                    "no-prestige"
                };
                Some(t.with(
                    "only-end-turn",
                    [("done", done.into()), ("optional", optional.into())],
                ))
            }
            (Pending::Tile { .. }, Action::PlaceTile { space, .. }) => Some(t.with(
                "only-tile-face-down",
                [
                    ("workshop", text(term(t, space.name()))),
                    ("price", text(rubles(t, self.tile_price(seat, space)))),
                ],
            )),
            (Pending::Give { .. }, Action::Give { material }) => {
                Some(t.with("only-give", [("material", text(term(t, material.name())))]))
            }
            (Pending::Gain { .. }, Action::Gain { material }) => {
                Some(t.with("only-gain", [("material", text(term(t, material.name())))]))
            }
            (Pending::Deliver { .. }, Action::Deliver { .. } | Action::Ornament { .. }) => {
                Some(t.get("only-carters-deliver", None))
            }
            (Pending::Deliver { .. }, Action::Done) => Some(t.get("only-carters-done", None)),
            _ => None,
        }
    }
}

/// Phrases as a list: "a, b and c".
fn listed(t: &Texts, mut items: Vec<String>) -> String {
    let Some(last) = items.pop() else {
        return String::new();
    };
    if items.is_empty() {
        return last;
    }
    t.with(
        "list-and",
        [("rest", text(items.join(", "))), ("last", text(last))],
    )
}

#[cfg(test)]
mod tests {
    use cathedra_core::i18n::Texts;
    use cathedra_core::{Actor, Dealer, Game, Log, Options, Outcome, ToMove};

    use crate::action::Action;
    use crate::state::{Pending, RedCathedral};
    use crate::types::{Die, Material};

    fn texts(lang: &str) -> Texts {
        Texts::new(lang, &[RedCathedral::LOCALES]).unwrap()
    }

    fn act(g: &mut RedCathedral, action: Action) {
        let ToMove::Seat { seat } = g.to_move() else {
            panic!("no seat decides");
        };
        g.apply(Actor::Seat(seat), action, &mut Log::silent())
            .unwrap_or_else(|e| panic!("{action:?}: {e}"));
    }

    /// A 2-player game whose seat to move has 10 rubles and has moved the white die alone
    /// onto market space 5 (the wood tile), in the quadrant of influence card `card`.
    fn at_market(card: &str) -> (RedCathedral, usize) {
        let mut g = RedCathedral::new(2, &Options::default()).unwrap();
        let mut outcomes: Vec<Outcome<Action>> = Vec::new();
        while g.to_move() == ToMove::Chance {
            g.chance_outcomes(&mut outcomes);
            g.apply(Actor::Chance, outcomes[0].action, &mut Log::silent())
                .unwrap();
        }
        let data = g.data();
        g.market = [2, 3, 6, 1, 0, 4, 5, 7];
        g.influence[2] = data.influence.iter().position(|c| c.id == card).unwrap() as u8;
        for (d, (space, face)) in [(1, 3), (3, 1), (3, 2), (6, 1), (6, 2)]
            .into_iter()
            .enumerate()
        {
            g.die_space[d] = space;
            g.die_face[d] = face;
        }
        let s = usize::from(g.turn.seat);
        g.seats[s].rubles = 10;
        act(
            &mut g,
            Action::Move {
                die: Die::White,
                extra: 0,
            },
        );
        (g, s)
    }

    /// A claimed, unfinished base of seat `s` in tower 1, and materials for two of its
    /// deliveries in the seat's inventory.
    fn own_base(g: &mut RedCathedral, s: usize) {
        g.site[0][0].banner = s as u8;
        let cost = g.data().sections[usize::from(g.site[0][0].card)].cost;
        for m in Material::ALL {
            let n = cost[m as usize].min(2 - g.seats[s].held().min(2));
            g.supply[m as usize] -= n;
            g.seats[s].inventory[m as usize] += n;
        }
        assert_eq!(g.seats[s].held(), 2);
    }

    /// Ending the turn after a market move with resources to take and influence to use asks
    /// first, in both languages; once nothing is left, it does not.
    #[test]
    fn ending_the_turn_with_market_actions_left_is_confirmed() {
        let (mut g, _) = at_market("CA-A");
        let (en, cs) = (texts("en"), texts("cs"));
        assert_eq!(
            g.unused_in(Action::EndTurn, &en).as_deref(),
            Some("you could still take up to 2 wood and use influence")
        );
        assert_eq!(
            g.unused_in(Action::EndTurn, &cs).as_deref(),
            Some("ještě byste mohli vzít až 2× dřevo a využít vliv")
        );
        // Taking fewer than the most leaves the rest for good: no second take (RC-10.6).
        act(&mut g, Action::Take { amount: 1 });
        assert_eq!(
            g.unused_in(Action::EndTurn, &en).as_deref(),
            Some("you could still use influence")
        );
        // CA-2: gain 1 ruble; not repeatable, so nothing is left.
        act(&mut g, Action::Influence { action: 1 });
        assert_eq!(g.unused_in(Action::EndTurn, &en), None);
        assert_eq!(g.unused_in(Action::EndTurn, &cs), None);
        // Other choices never ask.
        assert_eq!(g.unused_in(Action::SellPrestige, &en), None);
    }

    /// Ending a Build with deliveries left asks first (RC-7.1: up to 3).
    #[test]
    fn ending_a_build_with_deliveries_left_is_confirmed() {
        let mut g = RedCathedral::new(2, &Options::default()).unwrap();
        let mut outcomes: Vec<Outcome<Action>> = Vec::new();
        while g.to_move() == ToMove::Chance {
            g.chance_outcomes(&mut outcomes);
            g.apply(Actor::Chance, outcomes[0].action, &mut Log::silent())
                .unwrap();
        }
        let s = usize::from(g.turn.seat);
        own_base(&mut g, s);
        let first = Material::ALL
            .into_iter()
            .find(|&m| g.seats[s].inventory[m as usize] > 0)
            .unwrap();
        act(
            &mut g,
            Action::Deliver {
                material: first,
                tower: 0,
                height: 0,
            },
        );
        let (en, cs) = (texts("en"), texts("cs"));
        assert_eq!(
            g.unused_in(Action::EndTurn, &en).as_deref(),
            Some("you could still deliver up to 2 more materials in this Build")
        );
        assert_eq!(
            g.unused_in(Action::EndTurn, &cs).as_deref(),
            Some("při této práci na katedrále byste ještě mohli dodat až 2 další materiály")
        );
        let second = Material::ALL
            .into_iter()
            .find(|&m| g.seats[s].inventory[m as usize] > 0)
            .unwrap();
        act(
            &mut g,
            Action::Deliver {
                material: second,
                tower: 0,
                height: 0,
            },
        );
        // Nothing left to deliver: the inventory is empty.
        assert_eq!(g.unused_in(Action::EndTurn, &en), None);
    }

    /// Stopping a carters' delivery (CA-3: up to 2) after one with a second possible asks
    /// first.
    #[test]
    fn stopping_a_carters_delivery_with_one_left_is_confirmed() {
        let (mut g, s) = at_market("CA-B");
        own_base(&mut g, s);
        act(&mut g, Action::Influence { action: 0 });
        let first = Material::ALL
            .into_iter()
            .find(|&m| g.seats[s].inventory[m as usize] > 0)
            .unwrap();
        act(
            &mut g,
            Action::Deliver {
                material: first,
                tower: 0,
                height: 0,
            },
        );
        assert!(matches!(g.turn.pending, Pending::Deliver { left: 1, .. }));
        assert_eq!(
            g.unused_in(Action::Done, &texts("en")).as_deref(),
            Some("the carters' action could still deliver 1 more material")
        );
        assert_eq!(
            g.unused_in(Action::Done, &texts("cs")).as_deref(),
            Some("akce povozníků by ještě mohla dodat 1 další materiál")
        );
    }

    /// Random games: every lone choice of a seat says why it is the only one, and every
    /// choice that leaves something unused says what, in both languages.
    #[test]
    fn lone_choices_say_why_and_choices_leaving_value_say_what() {
        let (en, cs) = (texts("en"), texts("cs"));
        let (mut lone, mut unused) = (Vec::new(), 0);
        let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
        for seed in 0..4u64 {
            let players = 1 + seed as usize % 4;
            let mut g = RedCathedral::new(players, &Options::default()).unwrap();
            let mut dealer = Dealer::new(seed, 3);
            while g.to_move() != ToMove::Over {
                let (actor, action) = match g.to_move() {
                    ToMove::Seat { seat } => {
                        g.legal_actions(seat, &mut legal);
                        for &a in &legal {
                            let said = (g.unused_in(a, &en), g.unused_in(a, &cs));
                            if let (Some(e), Some(c)) = &said {
                                assert!(!e.contains('{') && !c.contains('{') && e != c);
                                unused += 1;
                            }
                            assert_eq!(said.0.is_some(), said.1.is_some(), "{a:?}");
                        }
                        if let [only] = legal[..] {
                            let why = (g.only_because_in(only, &en), g.only_because_in(only, &cs));
                            let (Some(e), Some(c)) = why else {
                                panic!("{only:?} is alone with no reason: {g:?}");
                            };
                            assert!(!e.contains('{') && !c.contains('{') && e != c, "{e} / {c}");
                            lone.push(c);
                        }
                        let pick = legal[dealer.below(legal.len() as u64) as usize];
                        (Actor::Seat(seat), pick)
                    }
                    ToMove::Chance => {
                        g.chance_outcomes(&mut outcomes);
                        (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
                    }
                    other => panic!("{other:?}"),
                };
                g.apply(actor, action, &mut Log::silent()).unwrap();
            }
        }
        assert!(unused > 10, "{unused}");
        assert!(
            lone.iter()
                .any(|c| c.starts_with("zamluvení karty bylo hlavní akcí tohoto tahu a ")),
            "{lone:?}"
        );
    }
}
