//! A rule break found by a check, as static data: checks used while listing legal actions
//! cost no allocation; an action that is refused turns it into the core's refusal, worded
//! from the translation files (`locales/<language>/refusals.ftl`).

use cathedra_core::{Event, Illegal, Seat};

cathedra_core::refusals! {
    /// Every kind of refusal of the game: each is a message `refusal-<kind>`. The `When…`
    /// kinds say when an action taken out of its step is taken; the refusal adds what the
    /// step asks for instead (`refusal-not-now`).
    pub(crate) enum Why {
        SiteNotUsable = "site-not-usable",
        SpaceTaken = "space-taken",
        PlacedHereThisRound = "placed-here-this-round",
        CannotPayTuition = "cannot-pay-tuition",
        NoHelperThere = "no-helper-there",
        TwoHelpers = "two-helpers",
        Worker3Kinds = "worker-3-kinds",
        NoSuchSeat = "no-such-seat",
        BuyFromWorkers = "buy-from-workers",
        OwnWorkerCard = "own-worker-card",
        BoughtFromCard = "bought-from-card",
        NoTaler = "no-taler",
        NoPayment = "no-payment",
        TwoBuildings = "two-buildings",
        SilverForPayment = "silver-for-payment",
        TooFewSilver = "too-few-silver",
        ThreeKinds = "three-kinds",
        ChosenTwice = "chosen-twice",
        LostInWinter = "lost-in-winter",
        InPlayedPile = "in-played-pile",
        MasterBuilderNotNow = "master-builder-not-now",
        WinterNotInDeck = "winter-not-in-deck",
        PlagueFromPlayed = "plague-from-played",
        GiveWorkerCard = "give-worker-card",
        MustGiveWorker = "must-give-worker",
        BreachMax = "breach-max",
        TooLittleStone = "too-little-stone",
        PickWorker = "pick-worker",
        TraderSource = "trader-source",
        NoInnkeeper = "no-innkeeper",
        InnHelperBack = "inn-helper-back",
        NoHelperInSupply = "no-helper-in-supply",
        RiderNotYet = "rider-not-yet",
        CartFree = "cart-free",
        OwnHelper = "own-helper",
        FreshHelper = "fresh-helper",
        PalaceLimit = "palace-limit",
        SilverNoValue = "silver-no-value",
        WhenStartPlayer = "when-start-player",
        WhenWinterDraw = "when-winter-draw",
        WhenCourt = "when-court",
        WhenShare = "when-share",
        WhenChoose = "when-choose",
        WhenLoseOrPay = "when-lose-or-pay",
        WhenBreach = "when-breach",
        WhenStock = "when-stock",
        WhenWork = "when-work",
        WhenReturn = "when-return",
        WhenTrade = "when-trade",
        WhenTower = "when-tower",
        WhenBuyingOver = "when-buying-over",
        WhenBuy = "when-buy",
        WhenConsent = "when-consent",
        WhenBuildBeforeHelpers = "when-build-before-helpers",
        WhenBuild = "when-build",
        WhenPlace = "when-place",
        WhenConvert = "when-convert",
        WhenDone = "when-done",
        StockEmpty = "stock-empty",
        CardHoldsNone = "card-holds-none",
        NoTileLeft = "no-tile-left",
        CannotPayBuilding = "cannot-pay-building",
        PayInOrder = "pay-in-order",
        PaymentWorth = "payment-worth",
        StockShort = "stock-short",
        TooFewPieces = "too-few-pieces",
        RestUnpayable = "rest-unpayable",
        MustLoseCard = "must-lose-card",
        NothingToLay = "nothing-to-lay",
        NoneOnLady = "none-on-lady",
        NoHelperAtSpot = "no-helper-at-spot",
        NoPieceOf = "no-piece-of",
    }
}

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
    cathedra_core::i18n::refuse(rule, words, crate::texts::english(), &english_seat)
}

/// A seat's English name (refusals name none today; the words would take one).
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Castle;

    /// Chance's outcomes and the face-down choices are worded in every language.
    #[test]
    fn chance_and_hidden_moves_are_worded_in_every_language() {
        let problems =
            cathedra_core::conformance::check_chance_and_hidden_worded::<Castle>(3, 2, 5);
        assert_eq!(problems, Vec::<String>::new());
    }

    /// Every refusal has its message in every language, and every refusal of random games is
    /// worded in each with its arguments and its rule (an action out of its step with what
    /// the step asks for).
    #[test]
    fn every_refusal_is_worded_in_every_language() {
        let kinds: Vec<&str> = Why::ALL.iter().map(|w| w.kind()).collect();
        for players in [2, 4] {
            let problems = cathedra_core::conformance::check_refusals_worded::<Castle>(
                &kinds, players, 2, 17, 7,
            );
            assert_eq!(problems, Vec::<String>::new());
        }
        let cs = cathedra_core::i18n::Texts::new("cs", &[<Castle as cathedra_core::Game>::LOCALES])
            .unwrap();
        assert!(cs.has("refusal-not-now"));
    }
}
