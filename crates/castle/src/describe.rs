//! Texts: what an action does, what the current step asks for, and the refusal of an action
//! taken out of its step (naming the rule of the action, not of the step).

use cathedra_core::i18n::{refusal_key, FluentValue, Texts};
use cathedra_core::Illegal;

use crate::action::Action;
use crate::refusal::Why;
use crate::state::{Castle, Phase};
use crate::texts::Say;
use crate::types::{Card, Res};
use cathedra_core::{Actor, Game, Seat};

impl Castle {
    /// An action's text in English (the messages of `locales/en/choices.ftl`).
    pub(crate) fn describe_action(&self, action: Action) -> String {
        self.describe_in_language(action, crate::texts::english())
    }

    /// An action's text in the language of `texts`: its `choice-` message with the cards,
    /// spaces and pieces it names by their names in that language.
    pub(crate) fn describe_in_language(&self, action: Action, texts: &Texts) -> String {
        let say = Say::new(self, texts);
        let term = |id: &str| say.term(id);
        match action {
            Action::StartPlayer { seat } => {
                say.msg("choice-start-player", [("seat", say.seat(seat))])
            }
            Action::DrawWinter { card } => {
                say.msg("choice-draw-winter", [("card", term(card.id()))])
            }
            Action::Court { item } => say.msg("choice-court", [("item", term(item.name()))]),
            Action::DropOut => say.msg("choice-drop-out", []),
            Action::Take { item } => say.msg("choice-take", [("item", term(item.name()))]),
            Action::Choose { card } => say.msg("choice-choose", [("card", term(card.id()))]),
            Action::Lose { card } => say.msg("choice-lose", [("card", term(card.id()))]),
            Action::Pay => {
                let fee = match self.phase {
                    Phase::Plague { seat } => Some(self.plague_fee(seat)),
                    Phase::Snowdrift { seat } => {
                        Some(self.seat(seat).talers.min(crate::data::SNOWDRIFT_FEE))
                    }
                    _ => None,
                };
                match fee {
                    Some(fee) => say.msg("choice-pay-instead", [("talers", fee.into())]),
                    None => say.msg("choice-pay-talers-instead", []),
                }
            }
            Action::Breach { stone, silver } if silver > 0 => say.msg(
                "choice-breach-silver",
                [("stone", stone.into()), ("silver", silver.into())],
            ),
            Action::Breach { stone, .. } => say.msg("choice-breach", [("stone", stone.into())]),
            Action::Stock { kind } => say.msg("choice-stock", [("kind", term(kind.name()))]),
            Action::Work { card } => say.msg("choice-work", [("card", term(card.id()))]),
            Action::Return { spot } => say.msg("choice-return", [("spot", term(spot.id()))]),
            Action::Trade { spot, from } => {
                let from = if from == crate::types::Source::Inn {
                    "inn"
                } else {
                    "supply"
                };
                match self.spots.get(spot as usize).copied().flatten() {
                    Some(o) => say.msg(
                        "choice-trade-displacing",
                        [
                            ("spot", term(spot.id())),
                            ("from", from.into()),
                            ("seat", say.seat(o)),
                        ],
                    ),
                    None => say.msg(
                        "choice-trade",
                        [("spot", term(spot.id())), ("from", from.into())],
                    ),
                }
            }
            Action::Tower { kind } => say.msg(
                "choice-tower",
                [
                    ("count", self.tower[kind as usize].into()),
                    ("kind", term(kind.name())),
                ],
            ),
            Action::Buy { seat, card, kind } => say.msg(
                "choice-buy",
                [
                    ("kind", term(kind.name())),
                    ("seat", say.seat(seat)),
                    ("card", term(card.id())),
                ],
            ),
            Action::Sell => say.msg("choice-sell", []),
            Action::Refuse => say.msg("choice-refuse", []),
            Action::Build { building } => {
                say.msg("choice-build", [("building", term(building.id()))])
            }
            Action::Spend {
                kind,
                count,
                silver,
            } if silver > 0 => say.msg(
                "choice-spend-silver",
                [
                    ("count", count.into()),
                    ("kind", term(kind.name())),
                    ("silver", silver.into()),
                ],
            ),
            Action::Spend { kind, count, .. } => say.msg(
                "choice-spend",
                [("count", count.into()), ("kind", term(kind.name()))],
            ),
            Action::Place { space, from } => {
                let d = space.data();
                let (from, spot) = match from.spot() {
                    Some(spot) => ("spot", term(spot.id())),
                    None if from == crate::types::Source::Inn => ("inn", FluentValue::None),
                    None => ("supply", FluentValue::None),
                };
                say.msg(
                    "choice-place",
                    [
                        ("from", from.into()),
                        ("spot", spot),
                        ("site", term(d.site.id())),
                        ("talers", d.tuition.into()),
                        ("scoring", crate::texts::space_scoring(space, texts).into()),
                    ],
                )
            }
            Action::Convert { kind, silver } => say.msg(
                if silver {
                    "choice-convert-silver"
                } else {
                    "choice-convert"
                },
                [("kind", term(kind.name()))],
            ),
            Action::Done => say.msg("choice-done", []),
        }
    }

    /// What `action` leaves unused for good, for a player to confirm: finishing at the
    /// palace with pieces left to convert (CAS-18.9), or ending a card's building with a
    /// building that could still be erected (CAS-13.1).
    pub(crate) fn unused(&self, action: Action, texts: &Texts) -> Option<String> {
        if action != Action::Done {
            return None;
        }
        let say = Say::new(self, texts);
        match self.phase {
            Phase::Palace { seat, left } => {
                let s = self.seat(seat);
                let mut pieces: u8 = Res::BUILDING.iter().map(|&k| s.has(k)).sum();
                if Res::BUILDING.iter().any(|&k| self.stock[k as usize] > 0) {
                    pieces += s.has(Res::Silver);
                }
                let pieces = pieces.min(left);
                (pieces > 0).then(|| say.msg("unused-palace", [("pieces", pieces.into())]))
            }
            Phase::Build { seat, card } => {
                let mut legal = Vec::new();
                self.legal_actions(Seat(seat), &mut legal);
                let buildings = legal
                    .iter()
                    .filter(|a| matches!(a, Action::Build { .. }))
                    .count();
                (buildings > 0).then(|| {
                    say.msg(
                        "unused-build",
                        [
                            ("buildings", buildings.into()),
                            ("card", say.term(card.id())),
                        ],
                    )
                })
            }
            _ => None,
        }
    }

    /// Why `action` is the only choice of the seat owing it, when the step offers more in
    /// other states.
    pub(crate) fn only_because(&self, action: Action, texts: &Texts) -> Option<String> {
        let say = Say::new(self, texts);
        let id = match (self.phase, action) {
            (Phase::Build { .. }, Action::Done) => "only-build",
            (Phase::Helpers { seat, .. }, Action::Done) if self.seat(seat).helpers == 0 => {
                "only-no-helpers"
            }
            (Phase::Helpers { .. }, Action::Done) => "only-helpers",
            (Phase::Buy { .. }, Action::Done) => "only-buy",
            (Phase::Trade { .. }, Action::Done) => "only-trade",
            (Phase::Palace { left: 0, .. }, Action::Done) => "only-palace-done",
            (Phase::Palace { .. }, Action::Done) => "only-palace-pieces",
            (Phase::Pay { building, .. }, Action::Spend { .. }) => {
                return Some(say.msg("only-pay", [("building", say.term(building.id()))]))
            }
            (Phase::Breach { .. }, Action::Breach { .. }) => "only-breach",
            (Phase::Plague { .. } | Phase::Snowdrift { .. }, Action::Pay) => "only-pay-talers",
            (Phase::Plague { .. } | Phase::Snowdrift { .. }, Action::Lose { .. }) => "only-lose",
            _ => return None,
        };
        Some(say.msg(id, []))
    }

    /// The refusal of an action that does not fit the current step: the rule that says when
    /// that action is taken, and what the step asks for instead.
    pub(crate) fn out_of_step(&self, action: Action) -> Illegal {
        let (rule, when) = match action {
            Action::StartPlayer { .. } => ("CAS-2.8", Why::WhenStartPlayer),
            Action::DrawWinter { .. } => ("CAS-20.3", Why::WhenWinterDraw),
            Action::Court { .. } | Action::DropOut => ("CAS-21.5", Why::WhenCourt),
            Action::Take { .. } => ("CAS-21.5", Why::WhenShare),
            Action::Choose { .. } => ("CAS-4.1", Why::WhenChoose),
            Action::Lose { .. } | Action::Pay => ("CAS-20.5", Why::WhenLoseOrPay),
            Action::Breach { .. } => ("CAS-21.4", Why::WhenBreach),
            Action::Stock { .. } => ("CAS-6.1", Why::WhenStock),
            Action::Work { .. } => ("CAS-5.3", Why::WhenWork),
            Action::Return { .. } => ("CAS-21.1", Why::WhenReturn),
            Action::Trade { .. } => ("CAS-8.1", Why::WhenTrade),
            Action::Tower { .. } => ("CAS-9.1", Why::WhenTower),
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
                ("CAS-10.5", Why::WhenBuyingOver)
            }
            Action::Buy { .. } => ("CAS-10.1", Why::WhenBuy),
            Action::Sell | Action::Refuse => ("CAS-10.2", Why::WhenConsent),
            Action::Build { .. } if matches!(self.phase, Phase::Helpers { .. }) => {
                ("CAS-13.1", Why::WhenBuildBeforeHelpers)
            }
            Action::Build { .. } | Action::Spend { .. } => ("CAS-13.1", Why::WhenBuild),
            Action::Place { .. } => ("CAS-15.1", Why::WhenPlace),
            Action::Convert { .. } => ("CAS-18.9", Why::WhenConvert),
            Action::Done => (self.step_rule(), Why::WhenDone),
        };
        let english = Say::new(self, crate::texts::english());
        Illegal::worded(rule, when.words(), self.not_now(when.kind(), &english))
    }

    /// "not now (when the action is taken): what the step asks for", in the language of `say`.
    fn not_now(&self, when: &str, say: &Say) -> String {
        let when = say.texts.get(&refusal_key(when), None);
        say.msg(
            "refusal-not-now",
            [
                ("when", when.into()),
                ("step", self.step_text_in(say).into()),
            ],
        )
    }

    /// A refusal of this game in the language of `texts`: an action taken out of its step
    /// with what the step asks for now, any other by its words.
    pub(crate) fn refusal_text(&self, error: &Illegal, texts: &Texts) -> String {
        match (error, error.words()) {
            (Illegal::Rule { rule, .. }, Some(words)) if words.kind.starts_with("when-") => {
                let text = self.not_now(words.kind, &Say::new(self, texts));
                format!("{text} ({rule})")
            }
            _ => texts.refusal(error, &|s| self.seat_name(s)),
        }
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

    /// What an observer who may not see `action` reads of it, in the language of `texts`.
    pub(crate) fn hidden_text(&self, actor: Actor, _action: Action, texts: &Texts) -> String {
        let say = Say::new(self, texts);
        match actor {
            Actor::Seat(s) => say.msg("hidden-card-chosen", [("seat", say.seat(s.0))]),
            Actor::Chance => say.msg("hidden-decided", []),
        }
    }

    /// What the current step asks for, in the language of `say`.
    pub(crate) fn step_text_in(&self, say: &Say) -> String {
        let seat = |id: &str, s: u8| say.msg(id, [("seat", say.seat(s))]);
        match self.phase {
            Phase::StartPlayer => say.msg("step-start-player", []),
            Phase::WinterDraw => say.msg("step-winter-draw", []),
            Phase::Over => say.msg("step-over", []),
            Phase::Court { seat: s } => seat("step-court", s),
            Phase::Share { seat: s } => seat("step-share", s),
            Phase::Choose => {
                let names: Vec<String> =
                    self.choosers().iter().map(|s| say.seat_name(s.0)).collect();
                say.msg("step-choose", [("seats", names.join(", ").into())])
            }
            Phase::Plague { seat: s } => seat("step-plague", s),
            Phase::Snowdrift { seat: s } => say.msg(
                "step-snowdrift",
                [
                    ("seat", say.seat(s)),
                    ("talers", crate::data::SNOWDRIFT_FEE.into()),
                ],
            ),
            Phase::Breach { seat: s } => say.msg(
                "step-breach",
                [
                    ("seat", say.seat(s)),
                    ("stone", crate::data::BREACH_MAX.into()),
                ],
            ),
            Phase::Stock { seat: s, .. } => seat("step-stock", s),
            Phase::WorkerOrder { seat: s } => seat("step-worker-order", s),
            Phase::InnReturn { seat: s } => seat("step-inn-return", s),
            Phase::Trade { seat: s } => seat("step-trade", s),
            Phase::Tower { seat: s } => seat("step-tower", s),
            Phase::Buy { seat: s } => seat("step-buy", s),
            Phase::Consent { seat: s, .. } => seat("step-consent", s),
            Phase::Build { seat: s, card } => say.msg(
                "step-build",
                [("seat", say.seat(s)), ("card", say.term(card.id()))],
            ),
            Phase::Pay {
                seat: s,
                building,
                next,
                ..
            } => say.msg(
                "step-pay",
                [
                    ("seat", say.seat(s)),
                    ("kind", say.term(next.name())),
                    ("building", say.term(building.id())),
                ],
            ),
            Phase::Helpers { seat: s, .. } => seat("step-helpers", s),
            Phase::Palace { seat: s, .. } => seat("step-palace", s),
        }
    }
}
