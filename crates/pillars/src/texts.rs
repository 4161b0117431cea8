//! What players read, in their language, from the game's translation files
//! (`locales/<language>/*.ftl`): the names and full texts of the cards and spaces (the game's
//! terms, `card <name>` in the terminal), the amounts, places and effects that choices and the
//! board are worded with. The English files are the one source of the English texts: the
//! English `describe`, `render` and `terms` are these messages in English. Two cards that play
//! differently never share a name.

use std::sync::OnceLock;

use cathedra_core::i18n::{term_key, FluentValue, Texts};
use cathedra_core::{Actor, Game, Term};

use crate::action::Action;

use crate::data::{Card, Craftsman, Cube, Event, Privilege, ResourceCard};
use crate::state::{Location, Pillars};

/// The game's texts in English, built once.
pub(crate) fn english() -> &'static Texts {
    static ENGLISH: OnceLock<Texts> = OnceLock::new();
    ENGLISH.get_or_init(|| Texts::english(&[<Pillars as Game>::LOCALES]))
}

/// The game's words in one language.
#[derive(Clone, Copy)]
pub(crate) struct Words<'t> {
    pub texts: &'t Texts,
}

impl Words<'static> {
    pub(crate) fn english() -> Words<'static> {
        Words { texts: english() }
    }
}

impl<'t> Words<'t> {
    /// Message `id` with its arguments.
    pub(crate) fn say(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        self.texts.with(id, args.iter().cloned())
    }

    /// A term's name (its id if no file names it, which the tests forbid).
    pub(crate) fn term(&self, id: &str) -> String {
        self.texts.term_name(id).unwrap_or_else(|| id.to_string())
    }

    /// "Mason (1 stone → 1 VP, 2 a round)": the name tells apart the cards of one trade.
    pub(crate) fn craftsman(&self, c: Craftsman) -> String {
        self.term(c.id())
    }

    /// "the 3-sand card".
    pub(crate) fn resource(&self, r: ResourceCard) -> String {
        self.term(r.id())
    }

    /// "Mathematics in Toledo".
    pub(crate) fn privilege_name(&self, p: Privilege) -> String {
        self.term(p.id())
    }

    /// "Mathematics in Toledo (+2 metal)".
    pub(crate) fn privilege(&self, p: Privilege) -> String {
        self.labelled(p.id())
    }

    /// "Cold winter, famine (every resource card yields 1 less this round)".
    pub(crate) fn event(&self, e: Event) -> String {
        self.labelled(e.id())
    }

    fn labelled(&self, id: &str) -> String {
        let effect = self
            .texts
            .message(&format!("{}.effect", term_key(id)), None)
            .unwrap_or_default();
        self.say(
            "privilege-label",
            &[("name", self.term(id).into()), ("effect", effect.into())],
        )
    }

    /// "wood".
    pub(crate) fn cube(&self, cube: Cube) -> String {
        self.term(cube.name())
    }

    /// "2 sand".
    pub(crate) fn cubes(&self, n: impl Into<u32>, cube: Cube) -> String {
        self.say(
            "cubes",
            &[("n", n.into().into()), ("cube", self.cube(cube).into())],
        )
    }

    /// "3 wood, 2 sand" (or "nothing").
    pub(crate) fn cube_list(&self, c: [u8; 4]) -> String {
        let parts: Vec<String> = Cube::ALL
            .iter()
            .filter(|k| c[k.index()] > 0)
            .map(|&k| self.cubes(c[k.index()], k))
            .collect();
        if parts.is_empty() {
            self.say("cubes-none", &[])
        } else {
            parts.join(", ")
        }
    }

    /// "3 gold".
    pub(crate) fn gold(&self, n: impl Into<u32>) -> String {
        self.say("gold", &[("n", n.into().into())])
    }

    /// "2 VP".
    pub(crate) fn vp(&self, n: impl Into<u32>) -> String {
        self.say("vp", &[("n", n.into().into())])
    }

    /// A seat by its colour.
    pub(crate) fn seat(&self, game: &Pillars, seat: usize) -> String {
        self.texts.seat(game.colour(seat))
    }

    /// A place as a choice names it: "the priory".
    pub(crate) fn location(&self, at: Location) -> String {
        self.say(&format!("location-{}", at.id()), &[])
    }

    /// What a master builder placed at `at` gives, with the cards now on the board.
    pub(crate) fn effect(&self, game: &Pillars, at: Location) -> String {
        let privilege = |p: Option<Privilege>| match p {
            Some(p) => self.say(
                "effect-privilege",
                &[("privilege", self.privilege(p).into())],
            ),
            None => self.say("effect-no-privilege", &[]),
        };
        let craftsman = |c: Option<Craftsman>| match c {
            Some(c) => self.say(
                "effect-craftsman",
                &[("craftsman", self.craftsman(c).into())],
            ),
            None => self.say("effect-no-craftsman", &[]),
        };
        let last = game.is_last_round();
        match at {
            Location::KingsbridgeLeft => privilege(game.kingsbridge[0]),
            Location::KingsbridgeRight => privilege(game.kingsbridge[1]),
            Location::ShiringLeft => craftsman(game.shiring[0]),
            Location::ShiringRight => craftsman(game.shiring[1]),
            Location::Castle if last => self.say("effect-castle-last", &[]),
            Location::Cathedral if last => self.say("effect-cathedral-last", &[]),
            _ => self.say(&format!("effect-{}", at.id()), &[]),
        }
    }
}

/// The English names the log and the refusals use.
impl Craftsman {
    pub(crate) fn label(self) -> String {
        Words::english().craftsman(self)
    }
}

impl ResourceCard {
    pub(crate) fn label(self) -> String {
        Words::english().resource(self)
    }
}

impl Privilege {
    pub(crate) fn label(self) -> String {
        Words::english().privilege(self)
    }
}

impl Event {
    pub(crate) fn label(self) -> String {
        Words::english().event(self)
    }
}

impl Pillars {
    /// Every card and space by the id its view and log use, with its name and full text from
    /// the English translation files.
    pub(crate) fn card_terms(&self) -> Vec<Term> {
        let en = english();
        let term = |id: &str| {
            Term::new(
                id,
                en.term_name(id).unwrap_or_default(),
                en.term_text(id).unwrap_or_default(),
            )
        };
        let mut ids: Vec<&'static str> = Vec::new();
        ids.extend(<Craftsman as Card>::ALL.iter().map(|c| c.id()));
        ids.extend(<ResourceCard as Card>::ALL.iter().map(|r| r.id()));
        ids.extend(<Privilege as Card>::ALL.iter().map(|p| p.id()));
        ids.extend(<Event as Card>::ALL.iter().map(|e| e.id()));
        ids.extend(Location::ALL.iter().map(|at| at.id()));
        ids.into_iter().map(term).collect()
    }

    /// What an observer who may not see `action` reads of it: the event is drawn face down
    /// (C3); the core says the rest.
    pub(crate) fn hidden_text(&self, actor: Actor, action: Action, words: Words) -> String {
        match (actor, action) {
            (Actor::Chance, Action::DrawEvent { .. }) => words.say("choice-draw-event", &[]),
            (Actor::Seat(s), _) => words.say(
                "hidden-seat",
                &[("seat", words.seat(self, s.index()).into())],
            ),
            (Actor::Chance, _) => words.say("hidden-chance", &[]),
        }
    }

    /// The sixth round: nothing follows it.
    pub(crate) fn is_last_round(&self) -> bool {
        self.round >= crate::data::ROUNDS
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::{Kind, Trade};

    /// Every refusal has its message in every language, and every refusal of random games is
    /// worded in each with its arguments and its rule.
    #[test]
    fn every_refusal_is_worded_in_every_language() {
        let kinds: Vec<&str> = crate::state::Why::ALL.iter().map(|w| w.kind()).collect();
        for players in [2, 4] {
            let problems = cathedra_core::conformance::check_refusals_worded::<Pillars>(
                &kinds, players, 2, 17, 11,
            );
            assert_eq!(problems, Vec::<String>::new());
        }
    }

    /// Chance's outcomes and the face-down event draw are worded in every language.
    #[test]
    fn chance_and_hidden_moves_are_worded_in_every_language() {
        let problems =
            cathedra_core::conformance::check_chance_and_hidden_worded::<Pillars>(3, 2, 5);
        assert_eq!(problems, Vec::<String>::new());
    }

    #[test]
    fn a_refusal_in_czech_names_its_rule() {
        use cathedra_core::{Dealer, Log, ToMove};
        let mut game = Pillars::setup(2, None);
        let (mut log, mut dealer, mut outcomes) = (Log::silent(), Dealer::new(3, 0), Vec::new());
        while game.to_move() == ToMove::Chance {
            game.chance_outcomes(&mut outcomes);
            let pick = dealer.pick(&outcomes);
            game.apply(Actor::Chance, outcomes[pick].action, &mut log)
                .unwrap();
        }
        let ToMove::Seat { seat } = game.to_move() else {
            panic!("{:?}", game.to_move())
        };
        let err = game
            .apply(Actor::Seat(seat), Action::UseThomas, &mut log)
            .unwrap_err();
        assert_eq!(err.rule_id(), Some("PIL-19.3"));
        assert_eq!(
            game.refusal_in(&err, &cs()),
            "ve fázi I si vezmete jednu kartu z nabídky, nebo pasujete (PIL-19.3)"
        );
        assert_eq!(game.refusal_in(&err, english()), err.to_string());
        let late = game
            .apply(
                Actor::Seat(cathedra_core::Seat(1 - seat.0)),
                Action::Pass,
                &mut log,
            )
            .unwrap_err();
        assert!(game.refusal_in(&late, &cs()).contains("teď nerozhoduje"));
    }

    fn cs() -> Texts {
        Texts::new("cs", &[<Pillars as Game>::LOCALES]).unwrap()
    }

    #[test]
    fn no_two_cards_that_play_differently_share_a_name_in_either_language() {
        for texts in [english(), &cs()] {
            let words = Words { texts };
            let all = <Craftsman as Card>::ALL;
            for (i, &a) in all.iter().enumerate() {
                for &b in &all[i + 1..] {
                    let same = a.card().recipe == b.card().recipe
                        && a.card().capacity == b.card().capacity
                        && a.trade() == b.trade();
                    assert_eq!(
                        words.craftsman(a) == words.craftsman(b),
                        same,
                        "{a:?} {b:?}"
                    );
                }
            }
            let labels: Vec<String> = <ResourceCard as Card>::ALL
                .iter()
                .map(|&r| words.resource(r))
                .collect();
            for (i, l) in labels.iter().enumerate() {
                assert!(!labels[i + 1..].contains(l), "{l}");
            }
        }
    }

    #[test]
    fn the_terms_name_every_card_and_space_once_without_codes() {
        let game = Pillars::setup(2, None);
        let terms = game.card_terms();
        for (i, t) in terms.iter().enumerate() {
            assert!(!t.name.is_empty() && !t.text.is_empty(), "{} unnamed", t.id);
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
            .any(|t| t.name == "Mathematics in Toledo" && t.text.contains("+2 metal")));
    }

    /// The English files are the texts' one source; they must say what the game's data says.
    #[test]
    fn the_english_terms_say_what_the_data_says() {
        let words = Words::english();
        let en = english();
        for &c in <Craftsman as Card>::ALL {
            let card = c.card();
            let (name, text) = (words.craftsman(c), en.term_text(c.id()).unwrap());
            match card.recipe {
                Some(r) => {
                    let mut input: Vec<String> = Cube::ALL
                        .iter()
                        .filter(|k| r.cubes[k.index()] > 0)
                        .map(|&k| words.cubes(r.cubes[k.index()], k))
                        .collect();
                    if r.gold_in > 0 {
                        input.push(words.gold(r.gold_in));
                    }
                    let output = match r.gold_out {
                        0 => words.vp(r.vp),
                        g => words.gold(g),
                    };
                    let recipe = format!(
                        "{} → {output}, {} a round)",
                        input.join(" + "),
                        card.capacity
                    );
                    assert!(name.ends_with(&recipe), "{name} / {recipe}");
                    let uses = format!("up to {} times a round", card.capacity);
                    assert!(text.contains(&uses), "{text}");
                }
                None if c.trade() == Trade::ToolMaker => assert!(name.contains("+2 gold")),
                None => assert!(name.contains("+1 VP"), "{name}"),
            }
            let origin = match card.round {
                0 => "A starting craftsman".to_string(),
                r => format!("round {r}: costs {} gold", card.cost),
            };
            assert!(text.contains(&origin), "{text}");
        }
        for &r in <ResourceCard as Card>::ALL {
            let d = r.data();
            let text = en.term_text(r.id()).unwrap();
            assert_eq!(
                words.resource(r),
                format!("the {}-{} card", d.yield_, d.cube.name())
            );
            assert!(text.contains(&format!("commits {} of your workers", d.workers)));
            assert!(text.contains(&format!("you take {}", words.cubes(d.yield_, d.cube))));
        }
        for &p in <Privilege as Card>::ALL {
            assert_eq!(words.privilege_name(p), p.name());
            assert_eq!(
                words.privilege(p),
                format!("{} ({})", p.name(), p.data().text)
            );
            let kind = match p.kind() {
                Kind::Permanent => "Kept for the rest of the game.",
                Kind::OneTime => "Kept until you use it once.",
                Kind::Immediate => "Acts at once when taken",
            };
            assert!(en.term_text(p.id()).unwrap().contains(kind), "{p:?}");
        }
        for &e in <Event as Card>::ALL {
            assert_eq!(words.term(e.id()), e.name());
            assert_eq!(words.event(e), format!("{} ({})", e.name(), e.data().text));
            let sign = if e.positive() {
                "A good event"
            } else {
                "A bad event"
            };
            assert!(en.term_text(e.id()).unwrap().contains(sign), "{e:?}");
        }
    }
}
