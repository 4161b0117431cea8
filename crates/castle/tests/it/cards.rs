//! The character cards: Messenger, Trader, Bricklayer, Stonemason, Worker, Master Builder
//! (CAS-7 to CAS-12).

use crate::common;

use cathedra_castle::{Action, Building, Card, Res, Source, Space, Spot};
use common::*;

// --- Messenger ---

#[test]
fn cas_7_1_messenger_takes_eight_or_what_the_bank_has() {
    let mut fx = Fx::new(3, false, 0);
    fx.choose(&[Card::Messenger, Card::Trader, Card::Trader]);
    assert_eq!(fx.talers(0), 4 + 8);
    let mut fx = Fx::new(3, false, 0);
    fx.set_bank(5);
    fx.choose(&[Card::Messenger, Card::Messenger, Card::Trader]);
    assert_eq!(fx.talers(0), 4 + 5, "the bank held 5");
    assert_eq!(fx.talers(1), 3, "nothing left for the second");
    assert_eq!(fx.bank(), 0);
}

// --- Trader ---

/// A 4-player game (start 0) where seat 0's Trader is about to place.
fn trader_ready() -> Fx {
    let mut fx = Fx::new(4, false, 0);
    fx.choose(&[
        Card::Trader,
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
    ]);
    assert_eq!(fx.step(), "trade");
    fx
}

#[test]
fn cas_8_1_a_helper_next_to_a_cart() {
    let mut fx = trader_ready();
    fx.act(trade(Spot::CartWood));
    assert_eq!(fx.val("/spots/1"), 0);
    assert_eq!(fx.helpers(0), 5);
    let mut fx = trader_ready();
    fx.put_trader(1, Spot::CartWood);
    assert!(
        !fx.legal().contains(&trade(Spot::CartWood)),
        "one helper a cart"
    );
    fx.refuse_rule(
        Action::Trade {
            spot: Spot::CartWood,
            from: Source::CartSand,
        },
        "CAS-8.1",
    );
}

#[test]
fn cas_8_2_a_free_cart_must_be_taken() {
    let mut fx = trader_ready();
    fx.put_trader(1, Spot::CartSand);
    fx.put_trader(2, Spot::CartWood);
    fx.put_trader(3, Spot::CartBrick);
    fx.refuse_rule(trade(Spot::Rider), "CAS-8.2");
    fx.refuse_rule(trade(Spot::CartSand), "CAS-8.2");
    assert_eq!(fx.legal(), vec![trade(Spot::CartStone), Action::Done]);
}

#[test]
fn cas_8_3_rider_or_displacement_when_all_carts_are_taken() {
    let mut fx = trader_ready();
    fx.put_trader(1, Spot::CartSand);
    fx.put_trader(2, Spot::CartWood);
    fx.put_trader(3, Spot::CartBrick);
    fx.put_trader(0, Spot::CartStone);
    let legal = fx.legal();
    assert!(legal.contains(&trade(Spot::Rider)));
    assert!(legal.contains(&trade(Spot::CartSand)));
    fx.refuse_rule(trade(Spot::CartStone), "CAS-8.3");
    fx.act(trade(Spot::CartSand));
    assert_eq!(fx.val("/spots/0"), 0);
    assert_eq!(fx.helpers(1), 6, "the displaced helper went home");
    // A helper placed this round cannot be displaced this round.
    let mut fx = Fx::new(3, false, 0);
    fx.put_trader(2, Spot::CartSand);
    fx.put_trader(2, Spot::CartWood);
    fx.put_trader(2, Spot::CartBrick);
    fx.choose(&[Card::Trader, Card::Trader, Card::Messenger]);
    fx.act(trade(Spot::CartStone));
    assert!(fx.legal().contains(&trade(Spot::CartSand)));
    fx.refuse_rule(trade(Spot::CartStone), "CAS-8.3");
}

#[test]
fn cas_8_4_trader_without_placing_still_delivers() {
    let mut fx = trader_ready();
    fx.put_trader(1, Spot::CartSand);
    let sand = fx.pieces(1)[SAND];
    fx.act(Action::Done);
    assert_eq!(fx.pieces(1)[SAND], sand + 3);
    // With no helper in supply only `done` is left.
    let mut fx = trader_ready();
    fx.set_tiles(Building::Servants, 0);
    for slot in [7, 8, 9, 10, 11, 14] {
        fx.put_helper(0, slot);
    }
    assert_eq!(fx.helpers(0), 0);
    assert_eq!(fx.legal(), vec![Action::Done]);
}

#[test]
fn cas_8_5_trader_helpers_stay() {
    let mut fx = trader_ready();
    fx.act(trade(Spot::CartBrick));
    assert_eq!(fx.num("/round"), 2);
    assert_eq!(fx.val("/spots/2"), 0, "still there next round");
    assert_eq!(fx.num("/fresh"), 0, "no longer placed this round");
}

#[test]
fn cas_8_6_one_delivery_after_the_last_trader() {
    let mut fx = Fx::new(3, false, 0);
    fx.put_trader(2, Spot::CartSand);
    fx.choose(&[Card::Trader, Card::Trader, Card::Messenger]);
    fx.act(trade(Spot::CartWood));
    assert_eq!(fx.pieces(2)[SAND], 1, "no delivery before the last Trader");
    fx.act(trade(Spot::CartBrick));
    assert_eq!(fx.pieces(2)[SAND], 1 + 3, "the sand cart delivered once");
    assert_eq!(fx.pieces(0)[WOOD], 1 + 2);
    assert_eq!(fx.pieces(1)[BRICK], 1);
    // A round without a Trader delivers nothing.
    let before = fx.pieces(2);
    fx.choose(&[
        Card::MasterBuilder,
        Card::MasterBuilder,
        Card::MasterBuilder,
    ]);
    assert_eq!(fx.num("/round"), 3);
    assert_eq!(fx.pieces(2)[SAND], before[SAND]);
}

#[test]
fn cas_8_7_amounts_and_the_tower_fee_first() {
    let mut fx = trader_ready();
    fx.put_trader(1, Spot::CartSand);
    fx.put_trader(2, Spot::CartWood);
    fx.put_trader(3, Spot::CartBrick);
    fx.put_trader(1, Spot::CartStone);
    let tower = fx.tower();
    let stock = fx.stock();
    fx.act(trade(Spot::Rider));
    assert_eq!(fx.pieces(1), [1 + 3, 1, 0, 1, 0]);
    assert_eq!(fx.pieces(2), [1, 1 + 2, 0, 0, 0]);
    assert_eq!(fx.pieces(3), [1, 1, 1, 0, 0]);
    assert_eq!(fx.pieces(0), [1, 1, 0, 0, 1]);
    let t = fx.tower();
    assert_eq!([0, 1, 2, 3, 4].map(|k| t[k] - tower[k]), [1; 5]);
    let s = fx.stock();
    assert_eq!([0, 1, 2, 3, 4].map(|k| stock[k] - s[k]), [4, 3, 2, 2, 2]);
    // Short stock: the tower's piece first (EX-10 has the stone cart's figures).
    let mut fx = trader_ready();
    fx.put_trader(1, Spot::CartSand);
    fx.set_stock(SAND, 2);
    fx.act(Action::Done);
    assert_eq!(fx.tower()[SAND], 2);
    assert_eq!(fx.pieces(1)[SAND], 1 + 1);
    assert_eq!(fx.stock()[SAND], 0);
}

// --- Bricklayer ---

/// A 3-player game (start 0) where seat 0's Bricklayer is at the tower.
fn bricklayer_at_tower() -> Fx {
    let mut fx = Fx::new(3, false, 0);
    fx.choose(&[Card::Bricklayer, Card::Messenger, Card::Messenger]);
    assert_eq!(fx.step(), "tower");
    fx
}

#[test]
fn cas_9_1_all_pieces_of_one_kind_from_the_tower() {
    let mut fx = bricklayer_at_tower();
    fx.edit(|v| {
        v["tower"][2] = 3.into();
        v["stock"][2] = 12.into();
        v["tower"][3] = 0.into();
        v["stock"][3] = 15.into();
    });
    assert_eq!(fx.legal().len(), 5, "any kind, even an empty one");
    fx.act(Action::Tower { kind: Res::Brick });
    assert_eq!(fx.pieces(0)[BRICK], 3);
    assert_eq!(fx.tower(), [1, 1, 0, 0, 1]);
    let mut fx = bricklayer_at_tower();
    fx.edit(|v| {
        v["tower"][3] = 0.into();
        v["stock"][3] = 15.into();
    });
    fx.act(Action::Tower { kind: Res::Stone });
    assert_eq!(fx.pieces(0)[STONE], 0, "an empty kind gives nothing");
    assert_eq!(fx.step(), "build");
}

#[test]
fn cas_9_2_a_taler_per_piece_built() {
    let mut fx = bricklayer_at_tower();
    fx.act(Action::Tower { kind: Res::Sand });
    fx.set_pieces(0, [4, 0, 1, 2, 0]);
    let talers = fx.talers(0);
    fx.erect(build(Building::Stable, [4, 0, 1, 2]));
    assert_eq!(fx.talers(0), talers + 7, "seven pieces");
    assert_eq!(fx.vp(0), 0, "no VP for a Bricklayer");
    // Limited by the bank.
    let mut fx = bricklayer_at_tower();
    fx.act(Action::Tower { kind: Res::Sand });
    fx.set_pieces(0, [4, 0, 1, 2, 0]);
    fx.set_bank(3);
    let talers = fx.talers(0);
    fx.erect(build(Building::Stable, [4, 0, 1, 2]));
    assert_eq!(fx.talers(0), talers + 3);
    assert_eq!(fx.bank(), 0);
}

#[test]
fn cas_9_3_helpers_only_after_building() {
    let mut fx = bricklayer_at_tower();
    fx.act(Action::Tower { kind: Res::Sand });
    fx.set_talers(0, 20);
    fx.act(Action::Done);
    assert_ne!(fx.step(), "helpers", "no building, no helpers");
    let mut fx = bricklayer_at_tower();
    fx.act(Action::Tower { kind: Res::Sand });
    fx.set_pieces(0, [2, 1, 1, 0, 0]);
    fx.set_talers(0, 20);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.act(Action::Done);
    assert_eq!(fx.step(), "helpers");
    fx.act(place(Space::Smithy10));
    fx.act(place(Space::Market));
    assert_ne!(fx.step(), "helpers", "two helpers at most");
    assert_eq!(fx.helpers(0), 4);
}

// --- Stonemason ---

/// 4 players, start 0: seat 0 Stonemason, seats 1-3 Workers I-III (III stocked with sand).
fn stonemason_buying() -> Fx {
    let mut fx = Fx::new(4, false, 0);
    fx.choose(&[
        Card::Stonemason,
        Card::Worker1,
        Card::Worker2,
        Card::Worker3,
    ]);
    fx.stock_with(Res::Sand);
    assert_eq!(fx.step(), "buy");
    fx
}

fn buy(seat: u8, card: Card, kind: Res) -> Action {
    Action::Buy { seat, card, kind }
}

#[test]
fn cas_10_1_one_piece_from_each_worker_card() {
    let mut fx = stonemason_buying();
    fx.act(buy(1, Card::Worker1, Res::Wood));
    assert_eq!(fx.talers(0), 4 - 1);
    assert_eq!(fx.talers(1), 3 + 1, "paid to the card's owner");
    assert_eq!(fx.pieces(0)[WOOD], 2);
    fx.refuse_rule(buy(1, Card::Worker1, Res::Silver), "CAS-10.1");
    fx.act(buy(2, Card::Worker2, Res::Brick));
    fx.act(buy(3, Card::Worker3, Res::Stone));
    assert_eq!(fx.legal(), vec![Action::Done]);
    // A second Stonemason buys after the first (2 players).
    let mut fx = Fx::new(2, false, 0);
    fx.choose(&[
        Card::Stonemason,
        Card::Messenger,
        Card::Worker1,
        Card::Stonemason,
    ]);
    fx.act(buy(1, Card::Worker1, Res::Wood));
    fx.act(Action::Done);
    fx.act(Action::Done);
    assert_eq!(fx.step(), "buy");
    assert_eq!(fx.deciding(), 1);
    assert!(
        !fx.legal().iter().any(|a| matches!(a, Action::Buy { .. })),
        "not from its own worker"
    );
}

#[test]
fn cas_10_2_limits_on_buying() {
    let mut fx = stonemason_buying();
    // Not from a supply: seat 1's own pieces are not on a worker card.
    fx.refuse_rule(buy(1, Card::Worker2, Res::Sand), "CAS-10.2");
    // Bought pieces are not replaced; the last piece needs its owner's consent.
    fx.edit(|v| {
        v["loads"][1][0] = serde_json::json!([0, 0, 0, 0, 1]);
        v["stock"][1] = (v["stock"][1].as_i64().unwrap() + 2).into();
    });
    fx.act(buy(1, Card::Worker1, Res::Silver));
    assert_eq!(fx.step(), "consent");
    assert_eq!(fx.deciding(), 1);
    fx.act(Action::Refuse);
    assert_eq!(fx.step(), "buy");
    assert_eq!(fx.pieces(0)[SILVER], 0);
    fx.refuse_rule(buy(1, Card::Worker1, Res::Silver), "CAS-10.1");
    fx.act(buy(2, Card::Worker2, Res::Brick));
    assert_eq!(fx.val("/loads/2/1"), serde_json::json!([2, 0, 0, 0, 0]));
    // Sold with consent.
    let mut fx = stonemason_buying();
    fx.edit(|v| {
        v["loads"][1][0] = serde_json::json!([0, 0, 0, 0, 1]);
        v["stock"][1] = (v["stock"][1].as_i64().unwrap() + 2).into();
    });
    fx.act(buy(1, Card::Worker1, Res::Silver));
    fx.act(Action::Sell);
    assert_eq!(fx.pieces(0)[SILVER], 1);
    // No taler, no purchase.
    let mut fx = stonemason_buying();
    fx.set_talers(0, 0);
    assert_eq!(fx.legal(), vec![Action::Done]);
    fx.refuse_rule(buy(1, Card::Worker1, Res::Wood), "CAS-10.2");
}

#[test]
fn cas_10_3_stonemason_scores_the_crown() {
    let mut fx = stonemason_buying();
    fx.act(Action::Done);
    fx.set_pieces(0, [4, 0, 1, 2, 0]);
    fx.erect(build(Building::Servants, [4, 0, 1, 2]));
    assert_eq!(fx.vp(0), 14);
}

#[test]
fn cas_10_4_stonemason_helpers_only_after_building() {
    let mut fx = stonemason_buying();
    fx.act(Action::Done);
    fx.act(Action::Done);
    assert_ne!(fx.step(), "helpers");
    let mut fx = stonemason_buying();
    fx.act(Action::Done);
    fx.set_pieces(0, [2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.act(Action::Done);
    assert_eq!(fx.step(), "helpers");
}

#[test]
fn cas_10_5_buying_comes_before_building() {
    let mut fx = stonemason_buying();
    fx.act(Action::Done);
    assert_eq!(fx.step(), "build");
    fx.refuse_rule(buy(1, Card::Worker1, Res::Wood), "CAS-10.5");
}

// --- Worker ---

#[test]
fn cas_11_1_worker_takes_what_is_left_on_its_card() {
    let mut fx = stonemason_buying();
    fx.act(buy(1, Card::Worker1, Res::Wood));
    fx.act(Action::Done);
    fx.act(Action::Done);
    assert_eq!(fx.deciding(), 1);
    assert_eq!(fx.pieces(1), [1, 1 + 1, 0, 0, 1], "one wood was sold");
}

#[test]
fn cas_11_2_worker_scores_half_the_crown() {
    let mut fx = Fx::new(3, false, 0);
    fx.choose(&[Card::Worker1, Card::Messenger, Card::Messenger]);
    fx.set_pieces(0, [4, 0, 1, 2, 0]);
    fx.erect(build(Building::Stable, [4, 0, 1, 2]));
    assert_eq!(fx.vp(0), 7);
}

#[test]
fn cas_11_3_worker_places_no_helpers() {
    let mut fx = Fx::new(3, false, 0);
    fx.choose(&[Card::Worker1, Card::Messenger, Card::Trader]);
    fx.act(Action::Done);
    fx.set_pieces(0, [2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.refuse_rule(place(Space::Market), "CAS-15.1");
    fx.act(Action::Done);
    assert_eq!(fx.step(), "choose", "the round is over, no helper step");
}

// --- Master Builder ---

/// Two players: seat 0 plays the Master Builder (its played pile is not empty).
fn master_builder_round(second: Card, theirs: [Card; 2]) -> Fx {
    let mut fx = Fx::new(2, false, 0);
    fx.choose(&[Card::Messenger, Card::Trader, Card::Messenger, Card::Trader]);
    fx.act(Action::Done);
    fx.act(Action::Done);
    // Round 2: seat 1 starts.
    fx.choose(&[theirs[0], theirs[1], Card::MasterBuilder, second]);
    fx
}

#[test]
fn cas_12_1_master_builder_needs_a_played_pile() {
    let mut fx = Fx::new(3, false, 0);
    fx.refuse_rule(
        Action::Choose {
            card: Card::MasterBuilder,
        },
        "CAS-4.2",
    );
    let fx = master_builder_round(Card::Worker2, [Card::Bricklayer, Card::Worker1]);
    assert_eq!(fx.num("/seats/0/shown") & (1 << 7), 1 << 7);
}

#[test]
fn cas_12_2_master_builder_builds_nothing() {
    let mut fx = master_builder_round(Card::Stonemason, [Card::Bricklayer, Card::Worker1]);
    fx.act(Action::Tower { kind: Res::Sand });
    fx.act(Action::Done);
    assert_eq!(fx.step(), "buy");
    fx.act(Action::Done);
    fx.act(Action::Done);
    assert_eq!(fx.deciding(), 1, "seat 1's worker");
    fx.act(Action::Done);
    assert_eq!(
        fx.step(),
        "choose",
        "the Master Builder resolved without a build step"
    );
}

#[test]
fn cas_12_3_five_vp_per_building_of_the_others() {
    let mut fx = master_builder_round(Card::Worker2, [Card::Stonemason, Card::Worker1]);
    fx.act(Action::Done);
    fx.set_pieces(1, [2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    assert_eq!(fx.vp(0), 5, "at once for the opponent's building");
    fx.set_pieces(1, [2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    assert_eq!(fx.vp(0), 10);
    fx.act(Action::Done);
    // Seat 1's worker, then seat 0's worker: its own building gives it nothing.
    assert_eq!(fx.deciding(), 1);
    fx.act(Action::Done);
    assert_eq!(fx.deciding(), 0);
    fx.set_pieces(0, [2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    assert_eq!(fx.vp(0), 10 + 3, "half the tower's crown only");
    // Several Master Builders each score in full (four players).
    let mut fx = Fx::new(4, false, 0);
    fx.choose(&[
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
    ]);
    fx.choose(&[
        Card::MasterBuilder,
        Card::MasterBuilder,
        Card::Worker1,
        Card::Trader,
    ]);
    fx.act(Action::Done);
    assert_eq!(fx.deciding(), 3);
    fx.set_pieces(3, [2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    assert_eq!((fx.vp(1), fx.vp(2)), (5, 5));
    assert_eq!(fx.vp(0), 0, "no Master Builder, no bonus");
}

#[test]
fn cas_12_4_played_cards_return_to_the_hand() {
    let mut fx = master_builder_round(Card::Worker2, [Card::Stonemason, Card::Worker1]);
    for _ in 0..4 {
        fx.act(Action::Done);
    }
    assert_eq!(fx.num("/round"), 3);
    assert_eq!(fx.num("/seats/0/played"), 0, "this round's Worker II too");
    assert_eq!(
        fx.num("/seats/1/played"),
        0b1_1011,
        "the other keeps its pile"
    );
}
