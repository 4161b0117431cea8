//! The spec's worked examples EX-1 to EX-12, with their figures.

use crate::common;

use cathedra_castle::{Action, Building, Card, Res, Space, Spot, WinterCard};
use cathedra_core::{Game, ToMove};
use common::*;

/// 3 players, start 0: seat 0 resolves `card` and stands at its build step holding `pieces`.
fn building_with(card: Card, pieces: [i64; 5]) -> Fx {
    let mut fx = Fx::new(3, false, 0);
    fx.choose(&[card, Card::Messenger, Card::Trader]);
    fx.act(Action::Done); // seat 2's Trader
    match card {
        Card::Bricklayer => fx.act(Action::Tower { kind: Res::Silver }),
        Card::Stonemason => fx.act(Action::Done),
        _ => {}
    }
    fx.set_pieces(0, pieces);
    assert_eq!(fx.step(), "build");
    fx
}

/// EX-1 Stable payment: 2 stone + 1 brick + 4 sand = 18 in 3 kinds.
#[test]
fn ex_1_stable_payment() {
    let mut fx = building_with(Card::Stonemason, [4, 0, 1, 2, 0]);
    let stock = fx.stock();
    let stable = build(Building::Stable, [4, 0, 1, 2]);
    assert!(fx.can_erect(stable));
    fx.erect(stable);
    assert_eq!(fx.pieces(0), [0; 5]);
    let after = fx.stock();
    assert_eq!(
        [0, 1, 2, 3, 4].map(|k| after[k] - stock[k]),
        [4, 0, 1, 2, 0]
    );
    assert_eq!(fx.num("/tiles/4"), 0);
    assert_eq!(fx.vp(0), 14);
    // With a Bricklayer: +7 talers, no VP.
    let mut fx = building_with(Card::Bricklayer, [4, 0, 1, 2, 0]);
    let talers = fx.talers(0);
    fx.erect(stable);
    assert_eq!((fx.talers(0) - talers, fx.vp(0)), (7, 0));
    // With a Worker: +7 VP.
    let mut fx = building_with(Card::Worker2, [4, 0, 1, 2, 0]);
    fx.erect(stable);
    assert_eq!(fx.vp(0), 7);
}

/// 3 players, start 0, last round: every seat plays a Trader that places nothing.
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

/// EX-2 Tavern: 11 helpers in the castle; A on tavern.12 scores 11, B on tavern.6 scores 5.
#[test]
fn ex_2_tavern() {
    let mut fx = final_round(|fx| {
        for b in [
            Building::Tavern,
            Building::GateBig,
            Building::GateSmall,
            Building::Stable,
            Building::Palace,
        ] {
            fx.set_tiles(b, 0);
        }
        fx.put_helper(0, slot::TAVERN_12);
        fx.put_helper(0, slot::SMITHY_10);
        fx.put_helper(0, slot::PALACE);
        fx.put_helper(1, slot::TAVERN_6);
        fx.put_helper(1, slot::SMITHY_6);
        for s in [
            slot::GATE_BIG,
            slot::GATE_SMALL,
            slot::STABLE_12,
            slot::STABLE_16,
            slot::MARKET,
            slot::MARKET + 1,
        ] {
            fx.put_helper(2, s);
        }
        fx.set_pieces(0, [0; 5]);
    });
    assert_eq!(fx.step(), "palace");
    fx.act(Action::Done);
    assert_eq!(fx.turn(), ToMove::Over);
    assert_eq!(fx.vp(0), 11);
    assert_eq!(fx.vp(1), 5);
}

/// EX-3 Smithy: 9 bars, one seat on smithy.10 and smithy.6: 9 + 4 = 13.
#[test]
fn ex_3_smithy() {
    let fx = final_round(|fx| {
        fx.put_helper(1, slot::SMITHY_10);
        fx.put_helper(1, slot::SMITHY_6);
        fx.edit(|v| {
            v["smithy"] = 9.into();
            v["stock"][4] = (v["stock"][4].as_i64().unwrap() - 9).into();
        });
    });
    assert_eq!(fx.vp(1), 13);
}

/// EX-4 Palace: 17 talers tuition from 20 leaves 3; one brick converts to 4 VP.
#[test]
fn ex_4_palace() {
    let mut fx = building_with(Card::Stonemason, [2, 2, 1, 4, 0]);
    fx.erect(build(Building::Palace, [2, 2, 1, 4]));
    fx.act(Action::Done);
    fx.set_talers(0, 20);
    let bank = fx.bank();
    fx.act(place(Space::Palace));
    assert_eq!(fx.talers(0), 3);
    assert_eq!(fx.bank(), bank + 17);
    fx.act(Action::Done);
    fx.make_last_round();
    fx.set_pieces(0, [0, 0, 1, 0, 0]);
    let vp = fx.vp(0);
    fx.choose(&[Card::Trader, Card::Messenger, Card::Worker1]);
    fx.act(Action::Done);
    fx.set_pieces(0, [0, 0, 1, 0, 0]);
    fx.act(Action::Done);
    assert_eq!(fx.step(), "palace");
    assert_eq!(fx.deciding(), 0);
    fx.act(Action::Convert {
        kind: Res::Brick,
        silver: false,
    });
    fx.act(Action::Done);
    assert_eq!(fx.turn(), ToMove::Over);
    assert_eq!(fx.vp(0), vp + 4);
    assert_eq!(fx.pieces(0)[BRICK], 0);
    assert_eq!(fx.num("/boxed/pieces/2"), 1, "the brick left the game");
}

/// EX-5 Silver in winter: 2 silver become the 2 pieces to hand over (wall breach stone here;
/// the rulebook's fireplace card is not among the base cards, Q-20).
#[test]
fn ex_5_silver_in_winter() {
    let mut fx = Fx::new(4, true, 0);
    fx.set_pieces(0, [1, 1, 0, 0, 2]);
    fx.choose(&[
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
        Card::Trader,
    ]);
    fx.act(Action::DrawWinter {
        card: WinterCard::WallBreach,
    });
    let stone_cart = fx.stock()[STONE];
    fx.act(Action::Breach {
        stone: 0,
        silver: 2,
    });
    assert_eq!(fx.pieces(0)[SILVER], 0, "silver -2");
    assert_eq!(fx.smithy(), 2, "smithy +2");
    assert_eq!(fx.pieces(0)[STONE], 0, "back to 0");
    assert_eq!(fx.stock()[STONE], stone_cart);
}

/// EX-6 Odd totals: sand 1, wood 1, brick 1 (7 BP) can build nothing.
#[test]
fn ex_6_odd_totals() {
    let fx = building_with(Card::Stonemason, [1, 1, 1, 0, 0]);
    assert_eq!(fx.legal(), vec![Action::Done]);
}

/// EX-7 Game length: 15 round talers with 3 players, 12 with 2 or 4.
#[test]
fn ex_7_game_length() {
    let fx = Fx::new(3, false, 1);
    assert_eq!((fx.num("/rounds"), fx.num("/track")), (15, 14));
    assert_eq!(fx.talers(1), 4, "round 1 takes the taler of space 15");
    let fx = final_round(|_| {});
    assert_eq!(fx.turn(), ToMove::Over, "after round 15");
    for players in [2, 4] {
        let fx = Fx::new(players, false, 0);
        assert_eq!((fx.num("/rounds"), fx.num("/track")), (12, 11));
    }
}

/// EX-8 Ties: A, C Traders, B, D Messengers, start player C: D, B, C, A.
#[test]
fn ex_8_ties() {
    let mut fx = Fx::new(4, false, 2);
    fx.public_texts();
    // Choosing goes C, D, A, B.
    fx.choose(&[Card::Trader, Card::Messenger, Card::Trader, Card::Messenger]);
    let texts = fx.public_texts();
    let d = texts
        .iter()
        .position(|t| t == "Green's Messenger brings 8 talers");
    let b = texts
        .iter()
        .position(|t| t == "Red's Messenger brings 8 talers");
    assert!(d.unwrap() < b.unwrap(), "{texts:?}");
    assert_eq!(fx.deciding(), 2, "C's Trader");
    fx.act(Action::Done);
    assert_eq!(fx.deciding(), 0, "A's Trader");
}

/// EX-9 Master Builder: refused in round 1; in 2 players P's Master Builder scores 10 for the
/// opponent's two buildings and nothing for its own, and the pile returns.
#[test]
fn ex_9_master_builder() {
    let mut fx = Fx::new(3, false, 0);
    fx.refuse_rule(
        Action::Choose {
            card: Card::MasterBuilder,
        },
        "CAS-4.2",
    );
    let mut fx = Fx::new(2, false, 0);
    fx.choose(&[Card::Messenger, Card::Trader, Card::Messenger, Card::Trader]);
    fx.act(Action::Done);
    fx.act(Action::Done);
    // Round 2: seat 1 (opponent) starts; seat 0 is P.
    fx.choose(&[
        Card::Stonemason,
        Card::Worker1,
        Card::Bricklayer,
        Card::MasterBuilder,
    ]);
    fx.act(Action::Tower { kind: Res::Sand });
    fx.set_pieces(0, [2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.act(Action::Done);
    fx.act(Action::Done);
    assert_eq!(fx.vp(0), 0, "nothing for its own building");
    fx.act(Action::Done); // the opponent buys nothing
    fx.set_pieces(1, [4, 2, 2, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.act(Action::Done);
    fx.act(Action::Done); // the opponent's worker
    assert_eq!(fx.vp(0), 10);
    assert_eq!(fx.num("/round"), 3);
    assert_eq!(
        fx.num("/seats/0/played"),
        0,
        "this round's Bricklayer came back too"
    );
}

/// EX-10 Delivery with shortage: 1 stone in stock: the tower gets it, P nothing.
#[test]
fn ex_10_delivery_with_shortage() {
    let mut fx = Fx::new(3, false, 0);
    fx.put_trader(1, Spot::CartStone);
    fx.set_stock(STONE, 1);
    fx.choose(&[Card::Trader, Card::Messenger, Card::Messenger]);
    let tower = fx.tower()[STONE];
    fx.act(Action::Done);
    assert_eq!(fx.tower()[STONE], tower + 1);
    assert_eq!(fx.pieces(1)[STONE], 0);
}

/// EX-11 Granary: 1, 2 or 3 helpers score 10, 7 each, 3 each.
#[test]
fn ex_11_granary() {
    for (helpers, each) in [(1, 10), (2, 7), (3, 3)] {
        let mut fx = Fx::new(4, true, 0);
        fx.choose(&[
            Card::Messenger,
            Card::Messenger,
            Card::Messenger,
            Card::Trader,
        ]);
        fx.act(Action::DrawWinter {
            card: WinterCard::Granary,
        });
        fx.act(Action::Done);
        fx.make_last_round();
        for h in 0..helpers {
            fx.put_helper(h, slot::GRANARY + h);
        }
        fx.choose(&[
            Card::Trader,
            Card::Trader,
            Card::MasterBuilder,
            Card::Trader,
        ]);
        for _ in 0..3 {
            fx.act(Action::Done);
        }
        assert_eq!(fx.turn(), ToMove::Over);
        for h in 0..helpers {
            assert_eq!(fx.vp(h), each, "{helpers} helpers");
        }
    }
}

/// EX-12 VP track: P at 88 scores 5: 93.
#[test]
fn ex_12_vp_track() {
    let mut fx = Fx::new(4, false, 0);
    fx.choose(&[
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
    ]);
    fx.edit(|v| v["seats"][2]["vp"] = 88.into());
    // Round 2 (start 1): seat 2's Master Builder scores 5 for seat 3's tower.
    fx.choose(&[
        Card::Trader,
        Card::MasterBuilder,
        Card::Worker1,
        Card::Trader,
    ]);
    fx.act(Action::Done);
    fx.act(Action::Done);
    fx.set_pieces(3, [2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    assert_eq!(fx.vp(2), 93);
    assert_eq!(fx.g.scores()[2], 93);
}
