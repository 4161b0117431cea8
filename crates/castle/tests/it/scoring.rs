//! The end of the game, final scoring building by building, the winner (CAS-17 to CAS-19).

use crate::common;

use cathedra_castle::{Action, Building, Card, Castle, Res, Spot};
use cathedra_core::{play_random, Game, ToMove};
use common::*;

/// 3 players, start 0, in the last round: every seat plays a Trader that places nothing,
/// after `prepare` has set the board.
fn final_round(prepare: impl FnOnce(&mut Fx)) -> Fx {
    let mut fx = Fx::new(3, false, 0);
    fx.make_last_round();
    prepare(&mut fx);
    fx.choose(&[Card::Trader, Card::Trader, Card::Trader]);
    for _ in 0..3 {
        fx.act(Action::Done);
    }
    fx
}

fn convert(kind: Res, silver: bool) -> Action {
    Action::Convert { kind, silver }
}

#[test]
fn cas_17_1_the_game_ends_after_its_rounds() {
    for (players, rounds) in [(2, 12), (3, 15), (4, 12)] {
        for seed in 0..3 {
            let (g, _) = play_random::<Castle>(players, &options(false), seed, 0).unwrap();
            assert_eq!(g.to_move(), ToMove::Over);
            let v = serde_json::to_value(&g).unwrap();
            let tiles: i64 = (0..10).map(|b| v["tiles"][b].as_i64().unwrap()).sum();
            assert!(v["round"] == rounds || tiles == 0, "{v}");
        }
    }
    let fx = final_round(|_| {});
    assert_eq!(fx.turn(), ToMove::Over);
    assert_eq!(fx.num("/round"), 15);
}

#[test]
fn cas_17_2_the_last_building_ends_the_game_after_the_round() {
    let mut fx = Fx::new(3, false, 0);
    for b in Building::ALL {
        fx.set_tiles(b, 0);
    }
    fx.set_tiles(Building::Tower, 1);
    fx.choose(&[Card::Stonemason, Card::Worker1, Card::Messenger]);
    fx.act(Action::Done);
    fx.set_pieces(0, [2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    assert_eq!(fx.num("/tiles/8"), 0);
    fx.act(Action::Done);
    assert_eq!(fx.step(), "helpers");
    fx.act(Action::Done);
    // The round goes on: seat 1's worker still resolves.
    assert_eq!(fx.step(), "build");
    assert_eq!(fx.deciding(), 1);
    assert_eq!(fx.legal(), vec![Action::Done], "nothing is left to build");
    fx.act(Action::Done);
    assert_eq!(fx.turn(), ToMove::Over, "round 1 was the last");
    assert_eq!(fx.num("/round"), 1);
}

#[test]
fn cas_17_3_talers_left_on_the_track_belong_to_nobody() {
    let mut fx = Fx::new(3, false, 0);
    for b in Building::ALL {
        fx.set_tiles(b, 0);
    }
    fx.set_tiles(Building::House, 1);
    fx.choose(&[Card::Worker1, Card::Messenger, Card::Messenger]);
    fx.set_pieces(0, [2, 2, 1, 0, 0]);
    fx.erect(build(Building::House, [2, 2, 1, 0]));
    let talers: Vec<i64> = (0..3).map(|s| fx.talers(s)).collect();
    fx.act(Action::Done);
    assert_eq!(fx.turn(), ToMove::Over);
    assert_eq!(
        fx.num("/track"),
        14,
        "no taler is taken after the last round"
    );
    assert_eq!((0..3).map(|s| fx.talers(s)).collect::<Vec<_>>(), talers);
    assert!(fx.g.validate().is_ok());
}

#[test]
fn cas_18_1_trader_helpers_go_home_and_score_nothing() {
    let fx = final_round(|fx| {
        fx.put_trader(1, Spot::CartSand);
        fx.put_trader(1, Spot::Rider);
    });
    assert_eq!(fx.turn(), ToMove::Over);
    assert_eq!(
        fx.val("/spots"),
        serde_json::json!([null, null, null, null, null])
    );
    assert_eq!(fx.helpers(1), 6);
    assert_eq!(fx.vp(1), 0);
}

#[test]
fn cas_18_2_buildings_score_in_order() {
    // The palace's silver exchange comes before the smithy counts its bars.
    let mut fx = final_round(|fx| {
        fx.set_tiles(Building::Palace, 0);
        fx.put_helper(0, slot::PALACE);
        fx.put_helper(1, slot::SMITHY_10);
        fx.set_pieces(0, [0, 0, 0, 0, 2]);
        fx.edit(|v| {
            v["smithy"] = 3.into();
            v["stock"][4] = (v["stock"][4].as_i64().unwrap() - 3).into();
        });
    });
    assert_eq!(fx.step(), "palace");
    fx.act(convert(Res::Stone, true));
    fx.act(convert(Res::Stone, true));
    fx.act(Action::Done);
    assert_eq!(fx.turn(), ToMove::Over);
    assert_eq!(fx.vp(0), 10);
    assert_eq!(fx.vp(1), 5, "the smithy counted 5 bars");
    // The market converts talers before the palace: the palace cannot use them anyway,
    // and the tie-break counts what is left.
    let fx = final_round(|fx| {
        fx.put_helper(2, slot::MARKET);
        fx.set_talers(2, 7);
    });
    assert_eq!(fx.vp(2), 3);
    assert_eq!(fx.talers(2), 1);
}

#[test]
fn cas_18_3_keep_scores_free_copper_spaces() {
    let fx = final_round(|fx| {
        fx.set_tiles(Building::Keep, 0);
        fx.put_helper(0, slot::KEEP);
        fx.put_helper(1, slot::MARKET);
    });
    // Built: keep (taken), market (1 of 2 free), smithy (2 free); the others are not built.
    assert_eq!(fx.vp(0), 3 * 3);
}

#[test]
fn cas_18_4_tavern_counts_castle_helpers() {
    let fx = final_round(|fx| {
        fx.set_tiles(Building::Tavern, 0);
        fx.put_helper(0, slot::TAVERN_12);
        fx.put_helper(1, slot::TAVERN_6);
        fx.put_helper(2, slot::MARKET);
        fx.put_helper(2, slot::MARKET + 1);
        fx.put_helper(1, slot::SMITHY_6);
    });
    assert_eq!(fx.vp(0), 5);
    assert_eq!(fx.vp(1), 2);
}

#[test]
fn cas_18_5_gates_count_towers() {
    let fx = final_round(|fx| {
        fx.set_tiles(Building::GateBig, 0);
        fx.set_tiles(Building::GateSmall, 0);
        fx.set_tiles(Building::Tower, 6);
        fx.put_helper(0, slot::GATE_BIG);
        fx.put_helper(1, slot::GATE_SMALL);
    });
    assert_eq!(fx.vp(0), 6);
    assert_eq!(fx.vp(1), 3);
}

#[test]
fn cas_18_6_stable_counts_houses() {
    let fx = final_round(|fx| {
        fx.set_tiles(Building::Stable, 0);
        fx.set_tiles(Building::House, 4);
        fx.put_helper(0, slot::STABLE_16);
        fx.put_helper(1, slot::STABLE_12);
    });
    assert_eq!(fx.vp(0), 6);
    assert_eq!(fx.vp(1), 4);
}

#[test]
fn cas_18_7_servants_count_tiles_left() {
    let fx = final_round(|fx| {
        fx.set_tiles(Building::Servants, 0);
        fx.set_tiles(Building::Tower, 4);
        fx.put_helper(0, slot::SERVANTS);
        fx.put_helper(0, slot::SERVANTS + 1);
        fx.put_helper(1, slot::SERVANTS + 2);
    });
    // Left: keep, tavern, 2 gates, stable, palace, well = 7, + 4 towers + 6 houses = 17.
    assert_eq!(fx.vp(0), 2 * 17);
    assert_eq!(fx.vp(1), 17);
}

#[test]
fn cas_18_8_market_converts_talers() {
    let fx = final_round(|fx| {
        fx.put_helper(0, slot::MARKET);
        fx.set_talers(0, 9);
        fx.put_helper(1, slot::SMITHY_6);
    });
    assert_eq!(fx.vp(0), 4, "2 talers a VP");
    assert_eq!(fx.talers(0), 1, "the odd taler stays");
    assert_eq!(fx.num("/boxed/talers"), 8);
    let fx = final_round(|fx| {
        fx.put_helper(0, slot::MARKET);
        fx.put_helper(0, slot::MARKET + 1);
        fx.set_talers(0, 9);
    });
    assert_eq!(fx.vp(0), 9, "1 taler a VP with both");
    assert_eq!(fx.talers(0), 0);
}

#[test]
fn cas_18_9_palace_converts_pieces() {
    let mut fx = final_round(|fx| {
        fx.set_tiles(Building::Palace, 0);
        fx.put_helper(1, slot::PALACE);
        fx.set_pieces(1, [3, 2, 1, 2, 1]);
    });
    assert_eq!(fx.step(), "palace");
    assert_eq!(fx.deciding(), 1);
    let legal = fx.legal();
    assert!(legal.contains(&convert(Res::Stone, false)));
    assert!(legal.contains(&convert(Res::Brick, true)));
    fx.refuse_rule(convert(Res::Silver, false), "CAS-18.9");
    for _ in 0..2 {
        fx.act(convert(Res::Stone, false));
    }
    fx.act(convert(Res::Brick, false));
    fx.act(convert(Res::Stone, true));
    fx.act(convert(Res::Wood, false));
    assert_eq!(fx.turn(), ToMove::Over, "five pieces with one helper");
    assert_eq!(fx.vp(1), 5 + 5 + 4 + 5 + 2);
    assert_eq!(fx.pieces(1), [3, 1, 0, 0, 0]);
    assert_eq!(fx.smithy(), 1);
    // Both helpers: ten pieces.
    let mut fx = final_round(|fx| {
        fx.set_tiles(Building::Palace, 0);
        fx.put_helper(1, slot::PALACE);
        fx.put_helper(1, slot::PALACE + 1);
        fx.set_pieces(1, [12, 0, 0, 0, 0]);
    });
    for _ in 0..10 {
        fx.act(convert(Res::Sand, false));
    }
    assert_eq!(fx.turn(), ToMove::Over);
    assert_eq!(fx.vp(1), 10);
}

#[test]
fn cas_18_10_smithy_counts_bars() {
    let fx = final_round(|fx| {
        fx.put_helper(0, slot::SMITHY_10);
        fx.put_helper(1, slot::SMITHY_6);
        fx.edit(|v| {
            v["smithy"] = 5.into();
            v["stock"][4] = (v["stock"][4].as_i64().unwrap() - 5).into();
        });
    });
    assert_eq!(fx.vp(0), 5);
    assert_eq!(fx.vp(1), 2);
}

fn ranked(vp: [i64; 3], talers: [i64; 3], pieces: [[i64; 5]; 3]) -> Vec<usize> {
    let mut fx = Fx::new(3, false, 0);
    for s in 0..3 {
        fx.edit(|v| v["seats"][s]["vp"] = vp[s].into());
        fx.set_talers(s, talers[s]);
        fx.set_pieces(s, pieces[s]);
    }
    fx.g.ranking()
}

#[test]
fn cas_19_1_most_vp_wins() {
    assert_eq!(ranked([10, 30, 20], [0; 3], [[0; 5]; 3]), vec![2, 0, 1]);
}

#[test]
fn cas_19_2_then_most_talers() {
    assert_eq!(ranked([30, 30, 20], [5, 6, 60], [[0; 5]; 3]), vec![1, 0, 2]);
}

#[test]
fn cas_19_3_then_resource_value_with_silver_5() {
    let r = ranked(
        [30, 30, 30],
        [5; 3],
        [[0, 0, 1, 0, 0], [0, 0, 0, 1, 0], [0, 0, 0, 0, 1]],
    );
    assert_eq!(r, vec![2, 0, 0], "brick 4 < stone 5 = silver 5");
    assert_eq!(cathedra_castle::data::SILVER_TIE_VALUE, 5);
}

#[test]
fn cas_19_4_still_tied_share_the_victory() {
    let r = ranked(
        [30, 30, 12],
        [5, 5, 5],
        [[2, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0; 5]],
    );
    assert_eq!(r, vec![0, 0, 2]);
}
