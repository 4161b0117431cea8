//! Why an action is refused, as data: each kind is a message `refusal-<kind>` of
//! `locales/<language>/refusals.ftl`, its arguments the event's. The words are built only when
//! an action is refused; listing the legal actions asks the same questions without them.

use cathedra_core::{Event, Illegal, Seat};

cathedra_core::refusals! {
    /// Every kind of refusal of the game: each is a message `refusal-<kind>`.
    pub(crate) enum Why {
        NoSuchPlace = "no-such-place",
        PlaceTileFirst = "place-tile-first",
        GiveFirst = "give-first",
        GainFirst = "gain-first",
        FinishDelivery = "finish-delivery",
        SwapFirst = "swap-first",
        DeliverAtLeastOne = "deliver-at-least-one",
        SoldInOneBlock = "sold-in-one-block",
        NoPrestigeToLose = "no-prestige-to-lose",
        RerollOnce = "reroll-once",
        NoDieThere = "no-die-there",
        MainActionTaken = "main-action-taken",
        OtherMainAction = "other-main-action",
        MainActionFirst = "main-action-first",
        TakeAfterMove = "take-after-move",
        TakenAlready = "taken-already",
        TakeAtMost = "take-at-most",
        InfluenceAfterMove = "influence-after-move",
        InfluenceUsed = "influence-used",
        InfluenceRubles = "influence-rubles",
        InfluenceMaterials = "influence-materials",
        InfluenceSet = "influence-set",
        InfluenceNoGain = "influence-no-gain",
        InfluenceNoDelivery = "influence-no-delivery",
        CannotGive = "cannot-give",
        NoMaterialsAsked = "no-materials-asked",
        NoSwapNow = "no-swap-now",
        NoDeliveryToStop = "no-delivery-to-stop",
        SupplyEmpty = "supply-empty",
        InventoryFull = "inventory-full",
        ActivateAfterMove = "activate-after-move",
        ActivatedAlready = "activated-already",
        ActivatedByDie = "activated-by-die",
        NoFaceUpTile = "no-face-up-tile",
        NoAvailableCard = "no-available-card",
        NoInventoryBanner = "no-inventory-banner",
        NoReserveBanner = "no-reserve-banner",
        NoWhiteBanner = "no-white-banner",
        NoTileToPlace = "no-tile-to-place",
        WorkshopTaken = "workshop-taken",
        FaceUpCosts = "face-up-costs",
        BuildAtMostThree = "build-at-most-three",
        NoCardThere = "no-card-there",
        OwnBannerOnly = "own-banner-only",
        CardCompleted = "card-completed",
        NeedsNoMore = "needs-no-more",
        NoMaterial = "no-material",
        OrnamentOnCompleted = "ornament-on-completed",
        HasOrnament = "has-ornament",
        NoUsableOrnament = "no-usable-ornament",
        OrnamentOverBudget = "ornament-over-budget",
        OrnamentUnpaid = "ornament-unpaid",
        ExtraOwnDie = "extra-own-die",
        ExtraStepsCost = "extra-steps-cost",
        SpaceFull = "space-full",
        ChooseForJakovlev = "choose-for-jakovlev",
        JakovlevRefuses = "jakovlev-refuses",
        NoBotChoice = "no-bot-choice",
        ChanceOutcome = "chance-outcome",
        NotAnOutcome = "not-an-outcome",
    }
}

/// A refusal of rule `rule`, with its words and their English message.
#[cold]
#[inline(never)]
pub(crate) fn refuse(rule: &'static str, words: Event) -> Illegal {
    cathedra_core::i18n::refuse(rule, words, crate::describe::english(), &english_seat)
}

/// A seat's English name (no refusal names one today; the words would take one).
fn english_seat(seat: Seat) -> String {
    crate::colour(seat.0).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RedCathedral;
    use cathedra_core::i18n::Texts;
    use cathedra_core::Game;

    /// Every refusal has its message in every language, and every refusal of random games
    /// (each action the rules refuse at a decision, a seat's, chance's or one taken for
    /// Jakovlev) is worded in each with its arguments and its rule.
    #[test]
    fn every_refusal_is_worded_in_every_language() {
        let kinds: Vec<&str> = Why::ALL.iter().map(|w| w.kind()).collect();
        for players in [1, 2, 4] {
            let problems = cathedra_core::conformance::check_refusals_worded::<RedCathedral>(
                &kinds, players, 2, 17, 7,
            );
            assert_eq!(problems, Vec::<String>::new(), "{players} players");
        }
    }

    /// Chance's outcomes are worded in every language. Nothing is hidden in this game (no
    /// move is ever shown face down), so the check finds outcomes only.
    #[test]
    fn chance_and_hidden_moves_are_worded_in_every_language() {
        for players in [1, 2, 4] {
            let problems = cathedra_core::conformance::check_chance_and_hidden_worded::<RedCathedral>(
                players, 2, 5,
            );
            assert_eq!(problems.len(), 1, "{problems:?}");
            let only = &problems[0];
            assert!(
                only.ends_with(" outcomes and 0 hidden moves checked: nothing to check")
                    && !only.starts_with("0 "),
                "{only}"
            );
        }
    }

    /// A refusal's arguments are worded in the language: a term by its name, a number with
    /// its plural, the rule after it.
    #[test]
    fn a_refusal_names_its_terms_and_numbers_in_the_language() {
        let game = RedCathedral::new(2, &cathedra_core::Options::default()).unwrap();
        let cs = Texts::new("cs", &[RedCathedral::LOCALES]).unwrap();
        let no_gold = refuse("RC-7.1", Why::NoMaterial.words().term("material", "gold"));
        assert_eq!(
            no_gold.to_string(),
            "you have no gold in your inventory (RC-7.1)"
        );
        assert_eq!(
            game.refusal_in(&no_gold, &cs),
            "ve svém inventáři nemáte: zlato (RC-7.1)"
        );
        let steps = |n: i64| refuse("RC-10.3", Why::ExtraStepsCost.words().num("extra", n));
        assert_eq!(steps(1).to_string(), "1 extra step costs 1 ruble (RC-10.3)");
        assert_eq!(
            steps(3).to_string(),
            "3 extra steps cost 3 rubles (RC-10.3)"
        );
        assert_eq!(
            game.refusal_in(&steps(3), &cs),
            "3 kroky navíc stojí 3 rubly (RC-10.3)"
        );
        assert_eq!(
            game.refusal_in(&steps(5), &cs),
            "5 kroků navíc stojí 5 rublů (RC-10.3)"
        );
    }
}
