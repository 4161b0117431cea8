//! Erecting buildings, silver at the smithy, placing helpers, limited supplies
//! (CAS-13 to CAS-16).

use crate::common;

use cathedra_castle::{data, Action, Building, Card, Res, Source, Space, Spot};
use cathedra_core::Game;
use common::*;

/// 3 players, start 0: seat 0's Stonemason is at its build step holding `pieces`.
fn stonemason_building(pieces: [i64; 5]) -> Fx {
    let mut fx = Fx::new(3, false, 0);
    fx.choose(&[Card::Stonemason, Card::Messenger, Card::Trader]);
    fx.act(Action::Done);
    fx.act(Action::Done);
    fx.set_pieces(0, pieces);
    assert_eq!(fx.step(), "build");
    fx
}

#[test]
fn cas_13_1_at_most_two_buildings_per_card() {
    let mut fx = stonemason_building([6, 3, 3, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    assert_eq!(fx.step(), "build");
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    assert_eq!(fx.step(), "helpers", "the build step ends after two");
    // A third building breaks the two-building limit, whatever step the card is at.
    fx.refuse_erect(build(Building::Tower, [2, 1, 1, 0]), "CAS-13.1");
    assert_eq!(fx.num("/tiles/8"), 7);
}

#[test]
fn cas_13_2_only_tiles_still_on_the_board() {
    let mut fx = stonemason_building([2, 1, 3, 0, 0]);
    fx.set_tiles(Building::GateSmall, 0);
    assert!(!fx.legal().iter().any(|a| matches!(
        a,
        Action::Build {
            building: Building::GateSmall,
            ..
        }
    )));
    fx.refuse_erect(build(Building::GateSmall, [2, 1, 2, 0]), "CAS-13.2");
}

#[test]
fn cas_13_3_exact_price_in_three_kinds() {
    let mut fx = stonemason_building([10, 5, 3, 3, 0]);
    // Overpayment: 2 stone = 10, not the tower's 8.
    fx.refuse_erect(build(Building::Tower, [0, 0, 0, 2]), "CAS-13.3");
    // Two kinds only: 4 sand and 4 wood = 12 for the small gate (no stone, then no brick).
    fx.refuse_erect(build(Building::GateSmall, [4, 4, 0, 0]), "CAS-13.3");
    // More than the supply holds: after 1 stone and no brick, 13 sand with 10 in hand.
    fx.refuse_erect(build(Building::Stable, [13, 0, 0, 1]), "CAS-13.3");
    // Every listed payment step can be completed to an exact payment in three kinds.
    fx.act(Action::Build {
        building: Building::Tower,
    });
    for a in fx.legal() {
        if let Action::Spend { kind, count, .. } = a {
            assert!(
                u32::from(count) * u32::from(data::BP[kind as usize]) <= 8,
                "{a:?}"
            );
        }
    }
    // Pieces the seat lacks are paid only through the smithy: 1 brick without silver is
    // refused, with a bar for it the gate stands.
    let mut fx = stonemason_building([4, 2, 0, 0, 2]);
    fx.refuse_erect(build(Building::GateSmall, [4, 2, 1, 0]), "CAS-13.3");
    fx.erect(build_ex(Building::GateSmall, [4, 2, 1, 0], [0, 0, 1, 0]));
}

/// Naming a building is binding (ruling): a building with no exact payment is not offered;
/// once named, only payment steps are, each of which leads on to a finished payment, so the
/// seat can neither drop the building nor get stuck, and the game never returns to a state.
#[test]
fn naming_a_building_is_binding() {
    // 2 sand + 1 wood pays nothing exactly: no building is offered, only `done`.
    let fx = stonemason_building([2, 1, 0, 0, 0]);
    assert_eq!(fx.legal(), vec![Action::Done]);
    let mut fx = stonemason_building([6, 3, 3, 0, 0]);
    fx.act(Action::Build {
        building: Building::GateSmall,
    });
    let mut steps = 0;
    while fx.step() == "pay" {
        let legal = fx.legal();
        assert!(legal.len() >= 2, "a step with one answer is taken at once");
        assert!(
            legal.iter().all(|a| matches!(a, Action::Spend { .. })),
            "{legal:?}"
        );
        fx.refuse(Action::Done);
        fx.act(*legal.last().unwrap());
        steps += 1;
    }
    assert!((1..=4).contains(&steps));
    assert_eq!(fx.num("/tiles/3"), 0, "the small gate stands");
}

/// A payment step with one possible answer is no decision: the game takes it at once (ruling).
/// Here the seat has no stone, so the stone step is taken as none; a brick then leaves the
/// rest of the tower to one wood and two sand, taken too.
#[test]
fn payment_steps_with_one_answer_are_taken_at_once() {
    let mut fx = stonemason_building([6, 3, 3, 0, 0]);
    fx.act(Action::Build {
        building: Building::Tower,
    });
    assert_eq!(fx.step(), "build", "the whole payment was forced");
    assert_eq!(fx.pieces(0), [4, 2, 2, 0, 0]);
    assert_eq!(fx.num("/tiles/8"), 8);
    let mut fx = stonemason_building([6, 3, 3, 0, 0]);
    fx.act(Action::Build {
        building: Building::GateSmall,
    });
    assert_eq!(fx.val("/phase/next"), serde_json::json!("brick"));
    assert_eq!(fx.legal().len(), 2);
}

/// The small gate of docs/castle-for-all-seasons.md, step by step with each step's choices.
#[test]
fn the_documented_small_gate_payment() {
    let mut fx = stonemason_building([4, 2, 0, 0, 2]);
    let spend = |kind, count, silver| Action::Spend {
        kind,
        count,
        silver,
    };
    fx.act(Action::Build {
        building: Building::GateSmall,
    });
    assert_eq!(
        fx.legal(),
        vec![spend(Res::Stone, 0, 0), spend(Res::Stone, 1, 1)]
    );
    fx.act(spend(Res::Stone, 0, 0));
    assert_eq!(
        fx.legal(),
        vec![spend(Res::Brick, 1, 1), spend(Res::Brick, 2, 2)]
    );
    fx.act(spend(Res::Brick, 1, 1));
    assert_eq!(
        fx.legal(),
        vec![
            spend(Res::Wood, 2, 0),
            spend(Res::Wood, 2, 1),
            spend(Res::Wood, 3, 1)
        ]
    );
    fx.act(spend(Res::Wood, 2, 1));
    assert_eq!(fx.step(), "build", "the 4 sand were paid at once");
    assert_eq!(fx.pieces(0), [0, 1, 0, 0, 0]);
    assert_eq!(fx.num("/tiles/3"), 0);
}

#[test]
fn cas_13_4_paid_pieces_return_to_the_carts() {
    let mut fx = stonemason_building([4, 0, 1, 2, 0]);
    let stock = fx.stock();
    fx.erect(build(Building::Stable, [4, 0, 1, 2]));
    let after = fx.stock();
    assert_eq!(
        [0, 1, 2, 3, 4].map(|k| after[k] - stock[k]),
        [4, 0, 1, 2, 0]
    );
    assert_eq!(fx.pieces(0), [0; 5]);
}

#[test]
fn cas_13_5_reward_by_card_and_master_builders() {
    // Stonemason: the crown (14) here; Bricklayer and Worker in cards.rs (CAS-9.2, CAS-11.2).
    let mut fx = stonemason_building([4, 0, 1, 2, 0]);
    fx.erect(build(Building::Stable, [4, 0, 1, 2]));
    assert_eq!(fx.vp(0), 14);
    assert_eq!(fx.talers(0), 4, "no talers for a Stonemason");
}

#[test]
fn cas_13_6_the_tile_leaves_the_board() {
    let mut fx = stonemason_building([2, 2, 1, 0, 0]);
    fx.erect(build(Building::House, [2, 2, 1, 0]));
    assert_eq!(fx.num("/tiles/9"), 5);
    fx.set_pieces(0, [2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    assert_eq!(
        fx.num("/tiles/8"),
        8,
        "towers and houses are counted by what is gone"
    );
    let view = fx.view(1);
    assert_eq!(view["tiles"][8]["building"], "tower");
    assert_eq!(view["tiles"][8]["left"], 8);
}

#[test]
fn cas_13_7_odd_totals_never_build() {
    // EX-6 in examples.rs; here with more pieces of odd total: 1 sand + 1 wood + 1 stone...
    let mut fx = stonemason_building([1, 1, 0, 1, 0]);
    assert_eq!(fx.legal().len(), 2, "8 is exact: only the tower");
    fx.set_pieces(0, [1, 0, 1, 1, 0]);
    assert_eq!(fx.legal().len(), 2, "10 is exact: only the house");
    fx.set_pieces(0, [1, 1, 1, 0, 0]);
    assert_eq!(fx.legal(), vec![Action::Done], "7 is odd");
    assert!(cathedra_castle::data::BUILDINGS
        .iter()
        .all(|b| b.cost % 2 == 0));
}

#[test]
fn cas_14_1_silver_for_any_piece_in_stock() {
    let mut fx = stonemason_building([2, 1, 0, 0, 2]);
    fx.put_trader(1, Spot::CartBrick);
    let smithy = fx.smithy();
    fx.erect(build_ex(Building::Tower, [2, 1, 1, 0], [0, 0, 1, 0]));
    assert_eq!(fx.smithy(), smithy + 1, "the bar lies on the smithy");
    assert_eq!(fx.pieces(0), [0, 0, 0, 0, 1]);
    // The kind must be in the stock.
    let mut fx = stonemason_building([4, 2, 2, 0, 2]);
    fx.set_stock(BRICK, 0);
    fx.refuse_erect(
        build_ex(Building::GateSmall, [4, 2, 1, 0], [0, 0, 1, 0]),
        "CAS-14.1",
    );
    // Not more bars than held: two stone for two bars with one in hand.
    let mut fx = stonemason_building([4, 2, 2, 0, 1]);
    fx.refuse_erect(
        build_ex(Building::GateSmall, [2, 0, 0, 2], [0, 0, 0, 2]),
        "CAS-14.1",
    );
    // Any own piece may be replaced by silver, too.
    let fx = stonemason_building([2, 1, 1, 0, 1]);
    for ex in [[0, 0, 0, 0], [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]] {
        assert!(
            fx.can_erect(build_ex(Building::Tower, [2, 1, 1, 0], ex)),
            "{ex:?}"
        );
    }
}

#[test]
fn cas_14_2_silver_stays_on_the_smithy() {
    let mut fx = stonemason_building([2, 1, 0, 0, 1]);
    fx.erect(build_ex(Building::Tower, [2, 1, 1, 0], [0, 0, 1, 0]));
    fx.act(Action::Done);
    fx.act(Action::Done);
    assert_eq!(fx.num("/round"), 2);
    assert_eq!(fx.smithy(), 1);
}

#[test]
fn cas_14_3_exchange_only_within_a_payment() {
    let mut fx = stonemason_building([2, 1, 0, 0, 2]);
    // A refused step exchanges nothing (the state is unchanged: `refuse_erect` checks it):
    // two stone for two bars are worth 10, not the tower's 8.
    fx.refuse_erect(
        build_ex(Building::Tower, [0, 0, 0, 2], [0, 0, 0, 2]),
        "CAS-13.3",
    );
    // Silver is exchanged only for pieces of the payment, never to keep: two bars for one
    // stone.
    fx.refuse_erect(
        build_ex(Building::Tower, [2, 1, 0, 1], [0, 0, 0, 2]),
        "CAS-14.3",
    );
    assert_eq!(fx.smithy(), 0);
}

#[test]
fn cas_15_1_up_to_two_helpers_after_building() {
    let mut fx = stonemason_building([2, 1, 1, 0, 0]);
    fx.set_talers(0, 30);
    // No helper before a building: the helpers' own condition is broken.
    fx.refuse_rule(place(Space::Market), "CAS-15.1");
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.act(Action::Done);
    fx.act(place(Space::Market));
    fx.act(place(Space::Smithy6));
    assert_eq!(fx.num("/round"), 2, "after two helpers the card is done");
}

/// `stonemason_building`, after a tower, at the helper step with 60 talers.
fn placing() -> Fx {
    let mut fx = stonemason_building([2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.act(Action::Done);
    fx.set_talers(0, 60);
    fx
}

#[test]
fn cas_15_2_free_copper_spaces_of_built_buildings() {
    let mut fx = placing();
    fx.refuse_rule(place(Space::Keep), "CAS-15.2");
    fx.set_tiles(Building::Keep, 0);
    fx.put_helper(1, slot::SMITHY_10);
    fx.refuse_rule(place(Space::Smithy10), "CAS-15.2");
    let spaces: Vec<Space> = fx
        .legal()
        .iter()
        .filter_map(|a| match a {
            Action::Place { space, .. } => Some(*space),
            _ => None,
        })
        .collect();
    assert_eq!(spaces, vec![Space::Keep, Space::Market, Space::Smithy6]);
    fx.act(place(Space::Keep));
    assert_eq!(fx.val("/slots/0"), 0);
}

#[test]
fn cas_15_3_tuition_to_the_bank() {
    let mut fx = placing();
    let bank = fx.bank();
    fx.act(place(Space::Smithy10));
    assert_eq!(fx.talers(0), 50);
    assert_eq!(fx.bank(), bank + 10);
    let mut fx = placing();
    fx.set_talers(0, 9);
    fx.refuse_rule(place(Space::Smithy10), "CAS-15.3");
    fx.act(place(Space::Smithy6));
}

#[test]
fn cas_15_4_a_trader_helper_may_move_into_a_building() {
    let mut fx = placing();
    fx.put_trader(0, Spot::CartWood);
    fx.act(Action::Place {
        space: Space::Market,
        from: Source::CartWood,
    });
    assert_eq!(fx.val("/spots/1"), serde_json::Value::Null);
    assert_eq!(fx.val("/slots/10"), 0);
    assert_eq!(fx.helpers(0), 5, "the supply is untouched");
    fx.refuse_rule(
        Action::Place {
            space: Space::Smithy6,
            from: Source::CartSand,
        },
        "CAS-15.4",
    );
}

#[test]
fn cas_15_5_one_helper_per_building_per_round() {
    let mut fx = placing();
    fx.act(place(Space::Market));
    fx.refuse_rule(place(Space::Market), "CAS-15.5");
    fx.act(place(Space::Smithy6));
    // The next round the same building may take another (2 players: a seat's 2 cards share
    // the round).
    let mut fx = Fx::new(2, false, 0);
    fx.choose(&[
        Card::Bricklayer,
        Card::Stonemason,
        Card::Messenger,
        Card::Trader,
    ]);
    fx.act(Action::Done);
    fx.act(Action::Tower { kind: Res::Sand });
    fx.set_pieces(0, [4, 2, 2, 0, 0]);
    fx.set_talers(0, 60);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.act(Action::Done);
    fx.act(place(Space::Market));
    fx.act(Action::Done);
    fx.act(Action::Done);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.act(Action::Done);
    fx.refuse_rule(place(Space::Market), "CAS-15.5");
    fx.act(place(Space::Smithy10));
}

#[test]
fn cas_15_6_building_helpers_stay_for_good() {
    let mut fx = placing();
    fx.act(place(Space::Market));
    // Whatever is played afterwards, the helper stays on its space to the end.
    let mut dealer = cathedra_core::Dealer::new(5, 0);
    let mut playout = cathedra_core::Playout::default();
    let mut checked = 0;
    playout
        .run(&mut fx.g, &mut dealer, |g, _, _| {
            let v = serde_json::to_value(g).unwrap();
            assert_eq!(v["slots"][10], 0);
            checked += 1;
        })
        .unwrap();
    assert!(checked > 50);
    assert_eq!(fx.val("/slots/10"), 0);
}

#[test]
fn cas_16_1_the_bank_is_finite() {
    // Messenger and Bricklayer: cards.rs (CAS-7.1, CAS-9.2). Tuition refills it.
    let mut fx = placing();
    fx.set_bank(0);
    fx.act(place(Space::Market));
    assert_eq!(fx.bank(), 10);
}

#[test]
fn cas_16_2_the_stock_is_finite() {
    // Delivery and stocking: cards.rs and setup_and_round.rs (CAS-8.7, CAS-6.3).
    let mut fx = stonemason_building([2, 1, 0, 0, 1]);
    fx.set_stock(BRICK, 0);
    fx.set_stock(STONE, 0);
    assert_eq!(
        fx.legal(),
        vec![Action::Done],
        "no brick or stone to get for silver"
    );
}

#[test]
fn cas_16_3_only_six_or_seven_helpers() {
    let mut fx = placing();
    fx.set_tiles(Building::Servants, 0);
    for slot in [7, 8, 10, 11, 14, 15] {
        fx.put_helper(0, slot);
    }
    assert_eq!(fx.helpers(0), 0);
    assert_eq!(
        fx.legal(),
        vec![Action::Done],
        "a free servants' space, but no helper"
    );
    fx.refuse_rule(place(Space::Servants), "CAS-15.4");
    // Seven with two players; an eighth is an impossible state.
    let two = Fx::new(2, false, 0);
    assert_eq!(two.helpers(1), 7);
    let mut v = two.state();
    v["seats"][1]["helpers"] = 8.into();
    let bad: cathedra_castle::Castle = serde_json::from_value(v).unwrap();
    let e = bad.validate().unwrap_err();
    assert!(e.to_string().contains("should have 7 helpers"), "{e}");
}

#[test]
fn cas_16_4_no_limit_on_holdings() {
    let mut fx = placing();
    fx.set_talers(0, 70);
    fx.set_pieces(0, [16, 14, 14, 14, 14]);
    assert!(fx.g.validate().is_ok());
}
