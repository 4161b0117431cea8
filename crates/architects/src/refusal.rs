//! A rule break found by a check, as static data: the checks `act` runs cost no allocation;
//! an action that is refused turns it into the core's refusal, worded from the translation
//! files (`locales/<language>/refusals.ftl`).

use cathedra_core::i18n::{refusal_key, Texts};
use cathedra_core::{Event, Game, Illegal, Seat};

use crate::state::{Architects, Stage};

cathedra_core::refusals! {
    /// Every kind of refusal of the game: each is a message `refusal-<kind>`. The `When…`
    /// kinds say when an action taken out of its step is taken; the refusal adds what the
    /// step asks for instead (`refusal-not-now`).
    pub(crate) enum Why {
        NotAnOutcome = "not-an-outcome",
        MinesGoldAlone = "mines-gold-alone",
        TaxStandEmpty = "tax-stand-empty",
        DeckEmpty = "deck-empty",
        MarketVirtue = "market-virtue",
        MarketSpaceTaken = "market-space-taken",
        MarketCost = "market-cost",
        NoApprenticeThere = "no-apprentice-there",
        ApprenticeLimit = "apprentice-limit",
        HireCost = "hire-cost",
        SkipCoins = "skip-coins",
        NotInHand = "not-in-hand",
        SkillsMissing = "skills-missing",
        BuildingCost = "building-cost",
        CathedralVirtue = "cathedral-virtue",
        CathedralTop = "cathedral-top",
        CathedralFull = "cathedral-full",
        CathedralNoCard = "cathedral-no-card",
        CathedralNoSuchPayment = "cathedral-no-such-payment",
        CathedralCost = "cathedral-cost",
        BoardTaken = "board-taken",
        NoSuchDiscount = "no-such-discount",
        NotInPacket = "not-in-packet",
        NotHired = "not-hired",
        CannotRetrieve = "cannot-retrieve",
        NoPassing = "no-passing",
        SupplyEmpty = "supply-empty",
        NoSuchTrade = "no-such-trade",
        TradeApprentice = "trade-apprentice",
        TradeCost = "trade-cost",
        NoWorkersThere = "no-workers-there",
        CaptureLocations = "capture-locations",
        CaptureCost = "capture-cost",
        DebtsMost = "debts-most",
        GuardUnmet = "guard-unmet",
        KeepDrawn = "keep-drawn",
        BottomDrawn = "bottom-drawn",
        DiscardFromHand = "discard-from-hand",
        NotAnEffectChoice = "not-an-effect-choice",
        StartingSlotEmpty = "starting-slot-empty",
        WhenTrade = "when-trade",
        WhenCapture = "when-capture",
        WhenGuard = "when-guard",
        WhenPlace = "when-place",
        WhenDismiss = "when-dismiss",
        WhenRetrieve = "when-retrieve",
        WhenChoose = "when-choose",
        WhenDiscard = "when-discard",
        WhenKeep = "when-keep",
        WhenBoard = "when-board",
        WhenStop = "when-stop",
        WhenChance = "when-chance",
    }
}

/// A refusal of rule `rule` for reason `why`, with no arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Refusal {
    pub rule: &'static str,
    pub why: Why,
}

pub(crate) const fn refuse(rule: &'static str, why: Why) -> Refusal {
    Refusal { rule, why }
}

/// A refusal of rule `rule` with its words and their English message.
#[cold]
#[inline(never)]
pub(crate) fn refuse_with(rule: &'static str, words: Event) -> Illegal {
    cathedra_core::i18n::refuse(rule, words, crate::describe::english(), &english_seat)
}

/// A seat's English name.
fn english_seat(seat: Seat) -> String {
    crate::COLOURS
        .get(seat.index())
        .copied()
        .unwrap_or("Nobody")
        .to_string()
}

impl From<Refusal> for Illegal {
    fn from(r: Refusal) -> Illegal {
        refuse_with(r.rule, r.why.words())
    }
}

impl Architects {
    /// The refusal of an action taken out of its step (`when`, the rule of what it tried):
    /// worded with what the step asks for now.
    #[cold]
    #[inline(never)]
    pub(crate) fn not_now(&self, rule: &'static str, when: Why) -> Illegal {
        Illegal::worded(
            rule,
            when.words(),
            self.not_now_in(when.kind(), crate::describe::english()),
        )
    }

    /// "why the action is not now; now you must …", in the language of `texts`.
    fn not_now_in(&self, when: &str, texts: &Texts) -> String {
        let step = match self.stage {
            Stage::Boards => "now-must-boards",
            Stage::Discount { .. } => "now-must-discount",
            Stage::Draft { .. } => "now-must-draft",
            Stage::StartingApprentice => "now-must-starting-apprentice",
            Stage::Turn => "now-must-turn",
            Stage::Storehouse { .. } => "now-must-storehouse",
            Stage::Capture(_) => "now-must-capture",
            Stage::Guardhouse { .. } => "now-must-guardhouse",
            Stage::KeepSeen => "now-must-keep-seen",
            Stage::BottomSeen => "now-must-bottom-seen",
            Stage::CathedralDiscard => "now-must-cathedral-discard",
            Stage::Effect { .. } => "now-must-effect",
            Stage::Tavern => "now-must-tavern",
            Stage::HandLimit => "now-must-hand-limit",
            _ => "now-must-wait",
        };
        texts.with(
            "refusal-not-now",
            [
                ("when", texts.get(&refusal_key(when), None).into()),
                ("now", texts.get(step, None).into()),
            ],
        )
    }

    /// A refusal of this game in the language of `texts`: an action taken out of its step
    /// with what the step asks for now, any other by its words.
    pub(crate) fn refusal_text(&self, error: &Illegal, texts: &Texts) -> String {
        match (error, error.words()) {
            (Illegal::Rule { rule, .. }, Some(words)) if words.kind.starts_with("when-") => {
                format!("{} ({rule})", self.not_now_in(words.kind, texts))
            }
            _ => texts.refusal(error, &|s| self.seat_name(s)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Chance's outcomes and the face-down choices are worded in every language.
    #[test]
    fn chance_and_hidden_moves_are_worded_in_every_language() {
        for players in [2, 5] {
            let problems = cathedra_core::conformance::check_chance_and_hidden_worded::<Architects>(
                players, 2, 5,
            );
            assert_eq!(problems, Vec::<String>::new());
        }
    }

    /// Every refusal has its message in every language, and every refusal of random games is
    /// worded in each with its arguments and its rule (an action out of its step with what
    /// the step asks for).
    #[test]
    fn every_refusal_is_worded_in_every_language() {
        let kinds: Vec<&str> = Why::ALL.iter().map(|w| w.kind()).collect();
        for players in [2, 5] {
            let problems = cathedra_core::conformance::check_refusals_worded::<Architects>(
                &kinds, players, 2, 17, 7,
            );
            assert_eq!(problems, Vec::<String>::new());
        }
        let cs = Texts::new("cs", &[<Architects as Game>::LOCALES]).unwrap();
        assert!(cs.has("refusal-not-now"));
    }
}
