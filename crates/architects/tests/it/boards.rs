//! The variable player boards (AWK-21.1–21.3, AWK-R17) as the option `boards` (dealt at random
//! or chosen), the promo boards (AWK-22.4) and every board's ability (spec §5.8), Clovis's
//! draw among them (AWK-13.4).

use crate::common;

use cathedra_architects::data::{
    BOARDS, BUILDINGS, CAROLINE, CLOVIS, FARA, FREDERICK, HUGO, LOTHAIRE, RUDOLF, THERESE,
};
use cathedra_architects::{data, Action, Architects, Place, Stage};
use cathedra_core::{Actor, Game, Illegal, Log, Options, Seat, ToMove};
use common::*;

fn place(p: Place) -> Action {
    Action::Place { place: p }
}

fn with(pairs: &[(&str, &str)]) -> Options {
    Options::parse(Architects::OPTIONS, pairs.iter().copied()).unwrap()
}

/// A game where the seats chose `boards` in seat order (promo boards allowed), played through
/// the draft (each seat keeping its first card) and the boards' cards: at the first turn.
fn ready_boards(boards: &[u8]) -> Architects {
    let players = boards.len();
    let mut g = Architects::new(
        players,
        &with(&[("boards", "chosen"), ("promo_boards", "true")]),
    )
    .unwrap();
    for (s, &b) in boards.iter().enumerate() {
        act(&mut g, s, Action::Board { board: b });
    }
    chance(&mut g);
    while let Stage::Draft { .. } = g.stage() {
        for s in 0..players {
            if let Some(&a) = legal(&g, s).first() {
                act(&mut g, s, a);
            }
        }
        chance(&mut g);
    }
    assert_eq!(g.stage(), Stage::Turn);
    g.validate().unwrap();
    g
}

/// A building card still in the undrawn deck with no skills whose cost has wood and stone.
fn plain_wood_and_stone_building(g: &Architects) -> u8 {
    (0..40u8)
        .find(|&c| {
            let b = &BUILDINGS[usize::from(c)];
            g.building_deck().has(c) && b.skills == 0 && b.cost[1] > 0 && b.cost[2] > 0
        })
        .expect("such a card in the deck")
}

#[test]
fn awk_21_1_boards_are_an_option_off_by_default() {
    let g = Architects::new(3, &options()).unwrap();
    assert_eq!(g.stage(), Stage::StartPlayer);
    assert!((0..3).all(|s| g.board(s).is_none()));
    let spec = Architects::OPTIONS
        .iter()
        .find(|o| o.key == "boards")
        .unwrap();
    assert_eq!(spec.default, "standard");
    assert_eq!(spec.values, ["standard", "variable", "chosen"]);
    // The starting silver of the standard boards does not go with variable ones.
    assert!(Architects::new(2, &with(&[("boards", "variable"), ("start-money", "5/5")])).is_err());
}

/// AWK-21.1, AWK-21.3, AWK-R17: chance deals a board to each seat in seat order among the five
/// of the base game, each equally likely; each board sets its seat up and the highest starting
/// virtue starts.
#[test]
fn awk_21_1_awk_21_3_awk_r17_boards_dealt_at_random() {
    let mut g = Architects::new(4, &with(&[("boards", "variable")])).unwrap();
    let mut out = Vec::new();
    for (s, board) in [THERESE, CAROLINE, data::ADA, RUDOLF]
        .into_iter()
        .enumerate()
    {
        assert_eq!(g.to_move(), ToMove::Chance);
        g.chance_outcomes(&mut out);
        assert_eq!(out.len(), 5 - s, "the boards left of the base five");
        assert!(out.iter().all(|o| o.weight == 1
            && matches!(o.action, Action::Board { board } if !BOARDS[usize::from(board)].promo)));
        deal(&mut g, Action::Board { board });
        g.validate().unwrap();
    }
    assert_eq!(g.stage(), Stage::Deal);
    let holdings = |s: usize| {
        let p = g.player(s);
        (
            p.silver,
            p.virtue,
            p.prison,
            p.supply,
            p.unpaid_debts,
            p.resources,
        )
    };
    assert_eq!(holdings(0), (5, 5, 4, 16, 0, [0; 5]), "Therese");
    assert_eq!(holdings(1), (10, 3, 8, 12, 1, [0, 0, 0, 0, 1]), "Caroline");
    assert_eq!(holdings(2), (0, 11, 0, 20, 0, [0, 0, 0, 1, 0]), "Ada");
    assert_eq!(holdings(3), (3, 9, 0, 20, 0, [0, 1, 0, 0, 0]), "Rudolf");
    // AWK-21.3: Ada has the highest virtue (11) and starts.
    chance(&mut g);
    let view = serde_json::to_value(g.view(cathedra_core::Observer::Spectator)).unwrap();
    assert_eq!(view["players"][2]["board"], "Ada");
    assert!(g.terms().iter().any(|t| t.id == "Ada"));
    while let Stage::Draft { .. } = g.stage() {
        for s in 0..4 {
            if let Some(&a) = legal(&g, s).first() {
                act(&mut g, s, a);
            }
        }
        chance(&mut g);
    }
    assert_eq!((g.stage(), g.turn()), (Stage::Turn, 2));
}

/// AWK-22.4: the promo boards are dealt only with `promo_boards`.
#[test]
fn awk_22_4_promo_boards_join_the_deal_with_the_option() {
    let mut out = Vec::new();
    let g = Architects::new(
        2,
        &with(&[("boards", "variable"), ("promo_boards", "true")]),
    )
    .unwrap();
    g.chance_outcomes(&mut out);
    assert_eq!(out.len(), 10);
    let g = Architects::new(2, &with(&[("boards", "chosen")])).unwrap();
    assert_eq!(legal(&g, 0).len(), 5);
    assert_eq!(
        refused(&g, 0, Action::Board { board: HUGO }),
        "AWK-21.1",
        "a promo board without the option"
    );
}

/// AWK-21.1 (chosen): the seats choose in seat order, each among the boards left.
#[test]
fn awk_21_1_boards_chosen_in_seat_order() {
    let mut g =
        Architects::new(3, &with(&[("boards", "chosen"), ("promo_boards", "true")])).unwrap();
    assert_eq!(g.to_move(), ToMove::seat(Seat(0)));
    assert_eq!(legal(&g, 0).len(), 10);
    let e = g
        .clone()
        .apply(
            Actor::Seat(Seat(1)),
            Action::Board { board: HUGO },
            &mut Log::silent(),
        )
        .unwrap_err();
    assert!(matches!(e, Illegal::NotYourDecision { .. }), "{e}");
    act(&mut g, 0, Action::Board { board: HUGO });
    assert_eq!(g.to_move(), ToMove::seat(Seat(1)));
    assert!(!legal(&g, 1).contains(&Action::Board { board: HUGO }));
    assert_eq!(refused(&g, 1, Action::Board { board: HUGO }), "AWK-21.1");
    act(&mut g, 1, Action::Board { board: CLOVIS });
    act(&mut g, 2, Action::Board { board: FARA });
    // Clovis (virtue 10) starts; the packets are dealt.
    assert_eq!(g.stage(), Stage::Deal);
    assert_eq!(g.to_move(), ToMove::Chance);
    g.validate().unwrap();
    assert_eq!(
        (g.player(0).silver, g.player(0).prison, g.player(0).virtue),
        (12, 10, 2),
        "Hugo"
    );
    assert_eq!(
        (
            g.player(1).silver,
            g.player(1).virtue,
            g.player(1).resources
        ),
        (1, 10, [1, 0, 0, 0, 1]),
        "Clovis"
    );
    assert_eq!(
        (g.player(2).prison, g.player(2).resources),
        (2, [0, 1, 1, 0, 0]),
        "Fara"
    );
}

/// AWK-21.2: the building cards a board shows are drawn after the draft.
#[test]
fn awk_21_2_board_cards_are_drawn_after_the_draft() {
    let g = ready_boards(&[THERESE, HUGO, data::BERTHA]);
    let hands: Vec<u32> = (0..3).map(|s| g.player(s).hand.len()).collect();
    assert_eq!(hands, [4, 5, 4]);
    // Bertha (virtue 8) starts, before Therese (5) and Hugo (2).
    assert_eq!(g.turn(), 2);
}

/// AWK-9.3, §5.8 Ada: one tax fewer on every payment.
#[test]
fn awk_9_3_ada_ignores_one_more_tax() {
    let mut g = ready_boards(&[data::ADA, RUDOLF]);
    assert_eq!(g.turn(), 0, "Ada (11) starts");
    g.player_mut(0).silver = 10;
    act(&mut g, 0, Action::Hire { slot: 0 });
    assert_eq!((g.player(0).silver, g.tax_stand()), (7, 5));
}

/// AWK-7.1, AWK-18.2, §5.8 Rudolf: a Workshop hire costs 1 silver less (never the tax) and
/// he may hold 6 apprentices.
#[test]
fn awk_7_1_awk_18_2_rudolf_hires_for_less_and_holds_six() {
    let mut g = ready_boards(&[data::ADA, RUDOLF]);
    act(&mut g, 0, place(Place::Quarry));
    chance(&mut g);
    assert_eq!(g.turn(), 1);
    act(&mut g, 1, Action::Hire { slot: 0 });
    assert_eq!((g.player(1).silver, g.tax_stand()), (0, 6));
    chance(&mut g);
    let spare: Vec<u8> = (0..40u8)
        .filter(|&c| {
            !g.display().contains(&Some(c))
                && !g.player(0).apprentices.has(c)
                && !g.player(1).apprentices.has(c)
        })
        .take(4)
        .collect();
    for c in spare {
        g.give_apprentice(1, c);
    }
    assert_eq!(g.player(1).apprentices.len(), 5);
    g.player_mut(1).silver = 10;
    g.validate().unwrap();
    round_to(&mut g, 1);
    assert!(legal(&g, 1).contains(&Action::Hire { slot: 0 }));
    act(&mut g, 1, Action::Hire { slot: 0 });
    assert_eq!(g.player(1).apprentices.len(), 6);
    g.validate().unwrap();
}

/// AWK-14.2, AWK-14.3, §5.8 Frederick: a Cathedral advance with no building card, and none
/// discarded.
#[test]
fn awk_14_3_frederick_advances_without_a_card() {
    let mut g = ready_boards(&[FREDERICK, CAROLINE]);
    assert_eq!(g.turn(), 0, "Frederick (7) starts");
    g.player_mut(0).resources[data::GOLD] = 1;
    let hand = g.player(0).hand;
    act(&mut g, 0, Action::Cathedral { wood: 0 });
    assert_ne!(g.stage(), Stage::CathedralDiscard);
    assert_eq!(g.player(0).hand, hand);
    assert_eq!(g.player(0).cathedral, 1);
    assert_eq!(g.building_bottom().len(), 2, "only the draft's cards");
    // With no card in hand he may still advance (the hand's cards set aside).
    let mut g = ready_boards(&[FREDERICK, CAROLINE]);
    let p = g.player_mut(0);
    p.buildings = p.hand;
    p.hand = Default::default();
    p.resources[data::GOLD] = 1;
    assert!(legal(&g, 0).contains(&Action::Cathedral { wood: 0 }));
}

/// AWK-13.2, §5.8 Therese: gold and marble are one resource for her costs and counts.
#[test]
fn awk_13_2_therese_pays_marble_for_gold() {
    let mut g = ready_boards(&[THERESE, HUGO]);
    assert_eq!(g.turn(), 0, "Therese (5) starts");
    g.player_mut(0).resources[data::MARBLE] = 1;
    assert!(legal(&g, 0).contains(&Action::Cathedral { wood: 0 }));
    act(&mut g, 0, Action::Cathedral { wood: 0 });
    let card = g.player(0).hand.iter().next().unwrap();
    act(&mut g, 0, Action::Discard { card });
    assert_eq!(g.player(0).resources[data::MARBLE], 0);
    assert_eq!(g.player(0).cathedral, 1);
}

/// AWK-10.3, §5.8 Caroline: a building card on every Black Market action.
#[test]
fn awk_10_3_caroline_draws_on_the_black_market() {
    let mut g = ready_boards(&[CAROLINE, data::ADA]);
    assert_eq!(g.turn(), 1, "Ada (11) starts");
    act(&mut g, 1, place(Place::Quarry));
    chance(&mut g);
    let before = g.player(0).hand.len();
    act(&mut g, 0, place(Place::BlackMarketA));
    assert_eq!(g.to_move(), ToMove::Chance, "her card is drawn");
    chance(&mut g);
    assert_eq!(g.player(0).hand.len(), before + 1);
    assert_eq!(g.player(0).silver, 9);
}

/// AWK-13.2, AWK-14.3, §5.8 Lothaire: 1 wood or 1 stone less, her choice where both fit.
#[test]
fn awk_13_2_lothaire_pays_one_wood_or_stone_less() {
    let mut g = ready_boards(&[LOTHAIRE, FARA]);
    assert_eq!(g.turn(), 1, "Fara (6) starts");
    act(&mut g, 1, place(Place::Quarry));
    chance(&mut g);
    let card = plain_wood_and_stone_building(&g);
    g.give_building(0, card);
    let cost = BUILDINGS[usize::from(card)].cost.map(u16::from);
    g.player_mut(0).resources = cost;
    act(&mut g, 0, Action::Build { card });
    assert_eq!(g.stage(), Stage::Discount { building: card });
    assert_eq!(
        legal(&g, 0),
        [Action::Choose { option: 0 }, Action::Choose { option: 1 }]
    );
    g.validate().unwrap();
    act(&mut g, 0, Action::Choose { option: 1 });
    assert_eq!(g.player(0).resources[data::STONE], 1, "1 stone less");
    assert_eq!(g.player(0).resources[data::WOOD], 0);
    assert!(g.player(0).buildings.has(card));
    // One short of wood: only the wood discount pays, and it is taken without asking.
    let mut g = ready_boards(&[LOTHAIRE, FARA]);
    act(&mut g, 1, place(Place::Quarry));
    chance(&mut g);
    let card = plain_wood_and_stone_building(&g);
    g.give_building(0, card);
    let mut have = BUILDINGS[usize::from(card)].cost.map(u16::from);
    have[data::WOOD] -= 1;
    g.player_mut(0).resources = have;
    act(&mut g, 0, Action::Build { card });
    assert!(g.player(0).buildings.has(card));
    let r = g.player(0).resources;
    assert_eq!((r[data::WOOD], r[data::STONE]), (0, 0), "1 wood less");
    // The Cathedral's level 2 costs her 3 of wood and stone.
    let mut g = ready_boards(&[LOTHAIRE, FARA]);
    act(&mut g, 1, place(Place::Quarry));
    chance(&mut g);
    let p = g.player_mut(0);
    p.virtue = 5;
    p.resources = [0, 3, 0, 0, 0];
    assert!(!legal(&g, 0).contains(&Action::Cathedral { wood: 3 }));
    g.player_mut(0).cathedral = 1;
    let l = legal(&g, 0);
    assert!(l.contains(&Action::Cathedral { wood: 3 }));
    assert!(!l.contains(&Action::Cathedral { wood: 4 }));
}

/// AWK-16.2, §5.8 Hugo: 2 silver instead of a debt, while he has them.
#[test]
fn awk_16_2_hugo_pays_silver_instead_of_a_debt() {
    let mut g = ready_boards(&[HUGO, FARA]);
    assert_eq!(g.turn(), 1, "Fara (6) starts");
    act(&mut g, 1, place(Place::Quarry));
    chance(&mut g);
    g.player_mut(0).virtue = 1;
    let tax = g.tax_stand();
    act(&mut g, 0, place(Place::TaxStand));
    let p = g.player(0);
    assert_eq!((p.virtue, p.unpaid_debts, p.silver), (0, 0, 12 + tax - 2));
}

/// AWK-13.4, §5.8 Clovis: a building card after each building he constructs.
#[test]
fn awk_13_4_clovis_draws_after_each_building() {
    let mut g = ready_boards(&[CLOVIS, HUGO]);
    assert_eq!(g.turn(), 0, "Clovis (10) starts");
    let card = plain_wood_and_stone_building(&g);
    g.give_building(0, card);
    g.player_mut(0).resources = BUILDINGS[usize::from(card)].cost.map(u16::from);
    let before = g.player(0).hand.len();
    act(&mut g, 0, Action::Build { card });
    assert_eq!(g.to_move(), ToMove::Chance);
    chance(&mut g);
    assert!(g.player(0).buildings.has(card));
    assert_eq!(g.player(0).hand.len(), before, "one built, one drawn");
}

/// AWK-17.2 step 3, AWK-R8, §5.8 Fara: one of her workers leaves the Prison at each reset;
/// AWK-11.1, §5.8 Bertha: 2 silver more for Guardhouse action 1.
#[test]
fn awk_17_2_fara_releases_one_and_awk_11_1_bertha_gains_two_more() {
    let mut g = ready_boards(&[FARA, data::BERTHA]);
    assert_eq!(g.turn(), 1, "Bertha (8) starts");
    edit(&mut g, |v| {
        v["black_market"] = serde_json::json!([1, 1, null]);
        let supply = v["players"][1]["supply"].as_u64().unwrap();
        v["players"][1]["supply"] = (supply - 2).into();
    });
    // Bertha's board holds 2 of Fara's workers.
    g.player_mut(0).supply -= 2;
    g.player_mut(1).captured[0] = 2;
    g.validate().unwrap();
    act(&mut g, 1, place(Place::Guardhouse));
    act(
        &mut g,
        1,
        Action::Guard {
            action: cathedra_architects::Guard::SendToPrison,
        },
    );
    assert_eq!(g.player(1).silver, 3 + 2 + 2);
    assert_eq!(g.player(0).prison, 2 + 2);
    chance(&mut g);
    assert_eq!(g.turn(), 0);
    // Fara takes the third black market space: the reset jails her worker (5 in the Prison)
    // and she releases 1 (4).
    let supply = g.player(0).supply;
    act(&mut g, 0, place(Place::BlackMarketC));
    chance(&mut g);
    assert_eq!(g.player(0).prison, 4);
    assert_eq!(g.player(0).supply, supply - 1 + 1);
    g.validate().unwrap();
}
