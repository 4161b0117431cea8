//! The winter game: the deck, its draws, and the six winter cards (CAS-20, CAS-21), and the
//! two-player summary (CAS-22).

use crate::common;

use cathedra_castle::{data, Action, Building, Card, Item, Res, Source, Space, Spot, WinterCard};
use cathedra_core::{Dealer, Game, Observer, Seat, ToMove};
use common::*;
use serde_json::json;
use std::collections::BTreeMap;

fn draw(fx: &mut Fx, card: WinterCard) {
    assert_eq!(fx.turn(), ToMove::Chance, "a winter card is due");
    fx.act(Action::DrawWinter { card });
}

/// 4 players in winter, start 0: round 1 (marked) with these cards, then `card` drawn.
fn winter_round(cards: [Card; 4], card: WinterCard) -> Fx {
    let mut fx = Fx::new(4, true, 0);
    fx.choose(&cards);
    draw(&mut fx, card);
    fx
}

#[test]
fn cas_20_1_winter_board_has_the_summer_values() {
    let summer = Fx::new(4, false, 0);
    let winter = Fx::new(4, true, 0);
    for key in ["/tiles", "/stock", "/tower", "/bank", "/track"] {
        assert_eq!(summer.val(key), winter.val(key), "{key}");
    }
    assert_eq!(summer.view(0)["spaces"], winter.view(0)["spaces"]);
}

#[test]
fn cas_20_2_the_deck_is_shuffled() {
    let mut fx = Fx::new(4, true, 0);
    fx.choose(&[
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
        Card::Trader,
    ]);
    let outcomes = fx.outcomes();
    assert_eq!(outcomes.len(), 6);
    assert!(
        outcomes.iter().all(|&(_, w)| w == 1),
        "each card equally likely"
    );
    draw(&mut fx, WinterCard::Granary);
    assert_eq!(fx.num("/deck"), 0b11_1011);
    // The undrawn cards have no order anywhere in the state or a view.
    assert_eq!(
        fx.view(1)["winter_cards"]["deck"].as_array().unwrap().len(),
        5
    );
}

#[test]
fn cas_20_3_one_card_in_each_marked_round() {
    // 4 players: round r takes space 13 - r; even spaces are marked: rounds 1, 3, 5...
    let mut fx = Fx::new(4, true, 0);
    fx.choose(&[
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
        Card::Trader,
    ]);
    draw(&mut fx, WinterCard::Granary);
    fx.act(Action::Done);
    assert_eq!(fx.num("/round"), 2);
    fx.choose(&[
        Card::Trader,
        Card::Trader,
        Card::MasterBuilder,
        Card::Trader,
    ]);
    assert_ne!(fx.turn(), ToMove::Chance, "round 2 takes space 11: no card");
    assert_eq!(fx.val("/revealed"), true);
    // 3 players: 15 rounds, the first draw comes in round 4 (space 12).
    let mut fx = Fx::new(3, true, 0);
    fx.choose(&[Card::Messenger, Card::Messenger, Card::Messenger]);
    assert_eq!(fx.num("/round"), 2, "round 1 takes space 15");
    // An empty deck draws nothing.
    let mut fx = Fx::new(4, true, 0);
    fx.edit(|v| {
        v["deck"] = 0.into();
        v["open"] = 0b101.into();
    });
    fx.choose(&[
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
    ]);
    assert_eq!(fx.num("/round"), 2);
    assert_eq!(data::WINTER_SPACES, [2, 4, 6, 8, 10, 12]);
}

#[test]
fn cas_20_4_silver_may_be_exchanged_for_winter_payments() {
    let mut fx = Fx::new(4, true, 0);
    fx.set_pieces(1, [1, 1, 0, 1, 2]);
    fx.choose(&[
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
        Card::Trader,
    ]);
    draw(&mut fx, WinterCard::WallBreach);
    fx.act(Action::Breach {
        stone: 0,
        silver: 0,
    });
    assert_eq!(fx.deciding(), 1);
    assert!(fx.legal().contains(&Action::Breach {
        stone: 1,
        silver: 2
    }));
    fx.act(Action::Breach {
        stone: 1,
        silver: 2,
    });
    assert_eq!(fx.vp(1), 9);
    assert_eq!(fx.smithy(), 2);
    assert_eq!(fx.pieces(1), [1, 1, 0, 0, 0]);
}

#[test]
fn cas_20_5_winter_choices_in_seat_order_from_the_start_player() {
    let mut fx = Fx::new(4, true, 2);
    fx.choose(&[
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
        Card::Trader,
    ]);
    draw(&mut fx, WinterCard::Snowdrift);
    let mut order = Vec::new();
    while fx.step() == "snowdrift" {
        order.push(fx.deciding());
        fx.act(Action::Lose {
            card: Card::Worker1,
        });
    }
    assert_eq!(order, vec![2, 3, 0, 1]);
}

// --- Village inn ---

/// 4 players, start 0, round 1 draws the inn; seat 0's Stonemason can build a tower.
fn inn_in_play() -> Fx {
    winter_round(
        [
            Card::Stonemason,
            Card::Trader,
            Card::Messenger,
            Card::Messenger,
        ],
        WinterCard::VillageInn,
    )
}

/// Round 1 of `inn_in_play` to its end: seat 0, holding `pieces`, builds a Tower and places the
/// innkeeper.
fn innkeeper_placed(pieces: [i64; 5]) -> Fx {
    let mut fx = inn_in_play();
    fx.act(Action::Done);
    fx.act(Action::Done);
    fx.set_pieces(0, pieces);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.act(Action::Done);
    fx.act(place(Space::Inn));
    fx.act(Action::Done);
    fx
}

#[test]
fn cas_21_1_village_inn() {
    let mut fx = inn_in_play();
    // Seat 1's Trader pays a taler onto the card: nobody keeps the inn yet.
    assert_eq!(fx.step(), "trade");
    assert_eq!(fx.talers(1), 2);
    assert_eq!(fx.num("/inn_talers"), 1);
    fx.act(trade(Spot::CartSand));
    // Seat 0 builds and places an innkeeper for 3 talers, taking the taler on the card.
    fx.act(Action::Done);
    fx.set_pieces(0, [2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.act(Action::Done);
    let talers = fx.talers(0);
    fx.act(place(Space::Inn));
    assert_eq!(fx.talers(0), talers - 3 + 1);
    assert_eq!(fx.num("/inn_talers"), 0);
    assert_eq!(fx.val("/slots/19"), 0);
    // One innkeeper at most, and it counts as a building for CAS-15.5.
    fx.refuse_rule(place(Space::Inn), "CAS-15.2");
    fx.act(Action::Done);
    // Next round: a Trader pays the innkeeper's owner.
    assert_eq!(fx.num("/round"), 2);
    fx.choose(&[
        Card::MasterBuilder,
        Card::Trader,
        Card::Worker1,
        Card::MasterBuilder,
    ]);
    assert_eq!(fx.deciding(), 2);
    assert_eq!(fx.talers(2), 3 + 8 - 1, "seat 2 paid seat 0");
    assert_eq!(fx.talers(0), talers - 3 + 1 + 1);
}

#[test]
fn cas_21_1_unpaid_inn_returns_a_trader_helper() {
    let mut fx = Fx::new(4, true, 0);
    fx.set_talers(1, 0);
    fx.put_trader(1, Spot::CartWood);
    fx.put_trader(1, Spot::CartStone);
    for slot in [10, 11, 14, 15] {
        fx.put_helper(1, slot);
    }
    fx.choose(&[
        Card::Stonemason,
        Card::Trader,
        Card::Messenger,
        Card::Messenger,
    ]);
    draw(&mut fx, WinterCard::VillageInn);
    assert_eq!(fx.step(), "inn_return");
    assert_eq!(
        fx.legal(),
        vec![
            Action::Return {
                spot: Spot::CartWood
            },
            Action::Return {
                spot: Spot::CartStone
            }
        ]
    );
    fx.act(Action::Return {
        spot: Spot::CartStone,
    });
    assert_eq!(fx.helpers(1), 1);
    // That helper may not be placed again in this Trader action.
    assert_eq!(fx.legal(), vec![Action::Done]);
    fx.refuse_rule(trade(Spot::CartSand), "CAS-21.1");
    fx.act(Action::Done);
    // Without a taler and without trader helpers nothing happens.
    let mut fx = Fx::new(4, true, 0);
    fx.set_talers(1, 0);
    fx.choose(&[
        Card::Stonemason,
        Card::Trader,
        Card::Messenger,
        Card::Messenger,
    ]);
    draw(&mut fx, WinterCard::VillageInn);
    assert_eq!(fx.step(), "trade");
    assert_eq!(fx.num("/inn_talers"), 0);
}

#[test]
fn cas_21_1_innkeeper_may_leave() {
    let mut fx = innkeeper_placed([4, 2, 2, 0, 0]);
    // Round 2: seat 0's Trader takes its innkeeper to a cart.
    fx.choose(&[
        Card::Messenger,
        Card::MasterBuilder,
        Card::MasterBuilder,
        Card::Trader,
    ]);
    assert_eq!(fx.deciding(), 0);
    let legal = fx.legal();
    assert!(legal.contains(&Action::Trade {
        spot: Spot::CartWood,
        from: Source::Inn
    }));
    fx.act(Action::Trade {
        spot: Spot::CartWood,
        from: Source::Inn,
    });
    assert_eq!(fx.val("/slots/19"), serde_json::Value::Null);
    assert_eq!(fx.val("/spots/1"), 0);
    assert_eq!(fx.helpers(0), 5, "the supply was not used");
    // A Bricklayer's helper may come from the innkeeper as well.
    let mut fx = innkeeper_placed([4, 2, 2, 0, 0]);
    fx.choose(&[
        Card::Messenger,
        Card::MasterBuilder,
        Card::MasterBuilder,
        Card::Bricklayer,
    ]);
    fx.act(Action::Tower { kind: Res::Sand });
    fx.set_pieces(0, [2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.act(Action::Done);
    fx.set_talers(0, 20);
    let from_inn = Action::Place {
        space: Space::Market,
        from: Source::Inn,
    };
    assert!(fx.legal().contains(&from_inn));
    fx.act(from_inn);
    assert_eq!(fx.val("/slots/10"), 0);
    assert_eq!(fx.val("/slots/19"), serde_json::Value::Null);
}

#[test]
fn cas_21_1_innkeeper_is_no_castle_helper() {
    let mut fx = innkeeper_placed([2, 1, 1, 0, 0]);
    fx.make_last_round();
    fx.set_tiles(Building::Tavern, 0);
    fx.put_helper(2, slot::TAVERN_12);
    fx.choose(&[
        Card::Messenger,
        Card::MasterBuilder,
        Card::Trader,
        Card::Messenger,
    ]);
    fx.act(Action::Done);
    assert_eq!(fx.turn(), ToMove::Over);
    assert_eq!(fx.vp(2), 1, "the tavern counts itself only");
    assert_eq!(
        fx.val("/slots/19"),
        0,
        "the innkeeper scores nothing and stays"
    );
}

// --- Plague ---

#[test]
fn cas_21_2_plague() {
    let mut fx = Fx::new(4, true, 0);
    fx.choose(&[
        Card::Messenger,
        Card::Messenger,
        Card::Trader,
        Card::Messenger,
    ]);
    draw(&mut fx, WinterCard::Granary);
    fx.act(Action::Done);
    // Round 2 (no draw), round 3 draws the plague.
    fx.choose(&[
        Card::Trader,
        Card::MasterBuilder,
        Card::Trader,
        Card::Trader,
    ]);
    for _ in 0..3 {
        fx.act(Action::Done);
    }
    assert_eq!(fx.num("/round"), 3);
    fx.set_talers(3, 1);
    fx.choose(&[
        Card::Bricklayer,
        Card::Bricklayer,
        Card::Bricklayer,
        Card::Bricklayer,
    ]);
    draw(&mut fx, WinterCard::Plague);
    // Seat 2 (start) played its Master Builder: its pile is empty, it is not affected.
    assert_eq!(fx.deciding(), 3);
    // Seat 3: 2 played cards, 1 taler: it must lose a card.
    assert_eq!(
        fx.legal(),
        vec![
            Action::Lose {
                card: Card::Messenger
            },
            Action::Lose { card: Card::Trader }
        ]
    );
    fx.refuse_rule(Action::Pay, "CAS-21.2");
    fx.refuse_rule(
        Action::Lose {
            card: Card::Bricklayer,
        },
        "CAS-21.2",
    );
    fx.act(Action::Lose { card: Card::Trader });
    assert_eq!(fx.num("/seats/3/owned"), 0xFF & !(1 << 1));
    // Seat 0 pays 1 taler per played card.
    let t = fx.talers(0);
    fx.act(Action::Pay);
    assert_eq!(fx.talers(0), t - 2);
    fx.act(Action::Lose {
        card: Card::Messenger,
    });
    assert_eq!(fx.step(), "tower", "then the reveal");
}

// --- Granary ---

#[test]
fn cas_21_3_granary() {
    let mut fx = winter_round(
        [
            Card::Stonemason,
            Card::Messenger,
            Card::Messenger,
            Card::Messenger,
        ],
        WinterCard::Granary,
    );
    fx.act(Action::Done);
    fx.set_pieces(0, [2, 1, 1, 0, 0]);
    fx.erect(build(Building::Tower, [2, 1, 1, 0]));
    fx.act(Action::Done);
    fx.set_talers(0, 20);
    fx.act(place(Space::Granary));
    let t = 20;
    assert_eq!(fx.talers(0), t - 5, "5 talers to the bank");
    fx.refuse_rule(place(Space::Granary), "CAS-15.5");
    // Up to three helpers, owners irrelevant; scoring in examples.rs (EX-11).
    fx.put_helper(0, slot::GRANARY + 1);
    fx.put_helper(2, slot::GRANARY + 2);
    fx.act(Action::Done);
    assert_eq!(fx.num("/round"), 2);
}

// --- Wall breach ---

#[test]
fn cas_21_4_wall_breach() {
    let mut fx = Fx::new(4, true, 0);
    fx.set_pieces(0, [0, 0, 0, 5, 0]);
    fx.choose(&[
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
        Card::Trader,
    ]);
    draw(&mut fx, WinterCard::WallBreach);
    let stock = fx.stock()[STONE];
    fx.refuse_rule(
        Action::Breach {
            stone: 4,
            silver: 0,
        },
        "CAS-21.4",
    );
    assert_eq!(fx.legal().len(), 4, "0 to 3 stone");
    fx.act(Action::Breach {
        stone: 3,
        silver: 0,
    });
    assert_eq!(fx.vp(0), 9);
    assert_eq!(fx.pieces(0)[STONE], 2);
    assert_eq!(fx.stock()[STONE], stock + 3);
    assert_eq!(fx.num("/deck") & (1 << 3), 0, "a one-shot card");
}

// --- Lady of the castle ---

#[test]
fn cas_21_5_lady_of_the_castle() {
    let mut fx = winter_round(
        [
            Card::Messenger,
            Card::Messenger,
            Card::Messenger,
            Card::Trader,
        ],
        WinterCard::Lady,
    );
    fx.act(Action::Done);
    // Round 2 starts with courting, from the start player (seat 1).
    assert_eq!(fx.step(), "court");
    assert_eq!(fx.deciding(), 1);
    fx.act(Action::Court { item: Item::Taler });
    fx.act(Action::Court { item: Item::Wood });
    fx.refuse_rule(Action::Court { item: Item::Stone }, "CAS-21.5");
    fx.act(Action::DropOut);
    fx.act(Action::Court { item: Item::Sand });
    assert_eq!(fx.step(), "choose", "nobody has won yet");
    fx.choose(&[
        Card::Trader,
        Card::Trader,
        Card::MasterBuilder,
        Card::Trader,
    ]);
    for _ in 0..3 {
        fx.act(Action::Done);
    }
    // Round 3: seat 3 dropped out and cannot court; seat 2 drops: 1 and 0 court on.
    assert_eq!(fx.deciding(), 2);
    fx.act(Action::DropOut);
    assert_eq!(fx.deciding(), 0);
    fx.act(Action::Court { item: Item::Taler });
    assert_eq!(fx.deciding(), 1);
    let vp = fx.vp(1);
    fx.act(Action::DropOut);
    // Seat 0 wins at once; the others share the card from the start player (seat 2).
    assert_eq!(fx.vp(0), 8);
    assert_eq!(fx.vp(1), vp);
    assert_eq!(fx.step(), "share");
    let mut takers = Vec::new();
    while fx.step() == "share" {
        takers.push(fx.deciding());
        let a = fx.legal()[0];
        fx.act(a);
    }
    assert_eq!(
        takers,
        vec![2, 3, 1, 2],
        "four pieces, seat order from the start player"
    );
    assert_eq!(fx.val("/lady/pile"), serde_json::json!([0, 0, 0, 0, 0, 0]));
    assert_eq!(fx.step(), "choose");
}

// --- Snowdrift ---

#[test]
fn cas_21_6_snowdrift() {
    let mut fx = Fx::new(4, true, 0);
    fx.set_talers(1, 2);
    fx.choose(&[
        Card::Worker1,
        Card::Messenger,
        Card::Messenger,
        Card::Trader,
    ]);
    draw(&mut fx, WinterCard::Snowdrift);
    // Seat 0 chose Worker I face down: it may give Worker II or III, or pay.
    assert_eq!(
        fx.legal(),
        vec![
            Action::Lose {
                card: Card::Worker2
            },
            Action::Lose {
                card: Card::Worker3
            },
            Action::Pay
        ]
    );
    fx.refuse_rule(
        Action::Lose {
            card: Card::Worker1,
        },
        "CAS-21.6",
    );
    fx.act(Action::Pay);
    assert_eq!(fx.talers(0), 4 - 3);
    // Seat 1 has 2 talers: it must give a worker.
    fx.refuse_rule(Action::Pay, "CAS-21.6");
    fx.act(Action::Lose {
        card: Card::Worker3,
    });
    assert_eq!(fx.num("/seats/1/owned"), 0xFF & !(1 << 6));
    fx.act(Action::Lose {
        card: Card::Worker2,
    });
    fx.act(Action::Pay);
    assert_eq!(fx.step(), "trade", "then the reveal");
    // A seat without a worker card pays what it has (a loaded position: in the base game
    // a seat always keeps one).
    let mut fx = Fx::new(4, true, 0);
    fx.choose(&[
        Card::Worker1,
        Card::Messenger,
        Card::Messenger,
        Card::Trader,
    ]);
    draw(&mut fx, WinterCard::Snowdrift);
    let mut v = fx.state();
    v["seats"][0]["owned"] = (0xFF & !0b0110_0000).into();
    v["seats"][0]["talers"] = 2.into();
    v["bank"] = (v["bank"].as_i64().unwrap() + 2).into();
    fx.g = serde_json::from_value(v).unwrap();
    assert_eq!(fx.legal(), vec![Action::Pay]);
    fx.act(Action::Pay);
    assert_eq!(fx.talers(0), 0);
}

#[test]
fn cas_21_7_lost_cards_are_gone_for_good() {
    let mut fx = Fx::new(4, true, 0);
    fx.choose(&[
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
        Card::Trader,
    ]);
    draw(&mut fx, WinterCard::Snowdrift);
    for _ in 0..4 {
        fx.act(Action::Lose {
            card: Card::Worker1,
        });
    }
    fx.act(Action::Done);
    assert_eq!(fx.num("/round"), 2);
    fx.refuse_rule(
        Action::Choose {
            card: Card::Worker1,
        },
        "CAS-21.7",
    );
    // The Master Builder rule looks at the seven cards still owned: with all of them in
    // hand it is refused.
    fx.edit(|v| v["seats"][1]["played"] = 0.into());
    fx.refuse_rule(
        Action::Choose {
            card: Card::MasterBuilder,
        },
        "CAS-4.2",
    );
    fx.edit(|v| v["seats"][1]["played"] = 1.into());
    fx.choose(&[
        Card::Trader,
        Card::Trader,
        Card::MasterBuilder,
        Card::Trader,
    ]);
    for _ in 0..3 {
        fx.act(Action::Done);
    }
    // Seat 3's Master Builder took its pile back; Worker I did not come back.
    assert_eq!(fx.num("/round"), 3);
    assert_eq!(fx.num("/seats/3/played"), 0);
    assert_eq!(fx.num("/seats/3/owned"), 0xFF & !(1 << 4));
}

#[test]
fn cas_18_11_granary_scores_inn_and_lady_do_not() {
    let mut fx = Fx::new(4, true, 0);
    fx.make_last_round();
    fx.edit(|v| {
        v["deck"] = 0b10_1010.into();
        v["open"] = 0b101.into();
        v["lady"] = serde_json::json!({"open": true, "drawn": 1, "courters": 15,
                                        "pile": [1, 0, 0, 0, 0, 2]});
        v["stock"][0] = (v["stock"][0].as_i64().unwrap() - 1).into();
        v["bank"] = (v["bank"].as_i64().unwrap() - 2).into();
    });
    fx.put_helper(1, slot::GRANARY);
    fx.put_helper(2, slot::INN);
    fx.choose(&[Card::Trader, Card::Trader, Card::Trader, Card::Trader]);
    for _ in 0..4 {
        fx.act(Action::Done);
    }
    assert_eq!(fx.turn(), ToMove::Over);
    assert_eq!(fx.vp(1), 10, "the granary scores after the castle");
    assert_eq!(fx.vp(2), 0, "the innkeeper scores nothing");
    assert_eq!(fx.talers(2), 3 + 3, "but it was paid by three Traders");
    assert_eq!(
        fx.val("/lady/pile"),
        serde_json::json!([1, 0, 0, 0, 0, 2]),
        "nobody won her"
    );
}

#[test]
fn cas_22_two_player_summary() {
    let mut fx = Fx::new(2, false, 0);
    assert_eq!(fx.helpers(0), 7);
    assert_eq!(fx.num("/rounds"), 12);
    fx.refuse_rule(
        Action::Choose {
            card: Card::MasterBuilder,
        },
        "CAS-4.2",
    );
    fx.choose(&[Card::Worker1, Card::Stonemason]);
    assert_eq!(fx.deciding(), 1, "two cards, then the other seat");
    fx.choose(&[Card::Messenger, Card::Trader]);
    fx.act(Action::Done);
    assert!(
        !fx.legal().iter().any(|a| matches!(a, Action::Buy { .. })),
        "never from one's own worker"
    );
}

// --- What the winter answers tell of the face-down cards (H-1, determinization) ---

/// `of`'s face-down cards (bits) in `draws` determinizations for `observer`, counted; each
/// determinization keeps the observer's view.
fn redrawn(fx: &Fx, observer: u8, of: usize, draws: usize) -> BTreeMap<u64, usize> {
    let mut dealer = Dealer::new(17, u64::from(observer));
    let me = Observer::Seat(Seat(observer));
    let mut seen = BTreeMap::new();
    for _ in 0..draws {
        let d = fx.g.determinize(Seat(observer), &mut dealer);
        d.validate().unwrap();
        assert_eq!(d.view(me), fx.g.view(me));
        let chosen = serde_json::to_value(&d).unwrap()["seats"][of]["chosen"]
            .as_u64()
            .unwrap();
        *seen.entry(chosen).or_insert(0) += 1;
    }
    seen
}

fn bits(cards: &[Card]) -> u64 {
    cards.iter().map(|&c| 1u64 << c as u32).sum()
}

/// Case (a): a seat that pays the Snowdrift short had no worker card to give, so every
/// worker card it owns lies face down. Two players, the Plague drawn before (Blue lost its
/// Worker III to it): Blue lays Worker I and II down, has 2 talers and pays them; Red, still to
/// answer, knows Blue's two cards, where it would otherwise guess among 15 pairs.
#[test]
fn a_short_snowdrift_payment_shows_the_worker_cards_face_down() {
    let mut fx = Fx::new(2, true, 0);
    fx.edit(|v| {
        let deck = v["deck"].as_u64().unwrap();
        v["deck"] = json!(deck & !(1 << WinterCard::Plague as u32));
        v["seats"][0]["owned"] = json!(0xFF & !(1 << Card::Worker3 as u32));
    });
    fx.set_talers(0, 2);
    fx.choose(&[Card::Worker1, Card::Worker2, Card::Messenger, Card::Trader]);
    draw(&mut fx, WinterCard::Snowdrift);
    assert_eq!(fx.deciding(), 0);
    assert_eq!(fx.legal(), vec![Action::Pay]);
    fx.act(Action::Pay);
    assert_eq!(fx.talers(0), 0);
    assert_eq!(
        fx.deciding(),
        1,
        "Red answers next, Blue's cards still face down"
    );
    assert_eq!(fx.val("/seats/0/drift"), json!("paid_short"));
    let seen = redrawn(&fx, 1, 0, 300);
    assert_eq!(
        seen.keys().copied().collect::<Vec<_>>(),
        vec![bits(&[Card::Worker1, Card::Worker2])],
        "{seen:?}"
    );
    // Before it paid, Red could only guess: any 2 of Blue's 6 cards (no Master Builder
    // without a played pile, no Worker III).
    let mut fx = Fx::new(2, true, 0);
    fx.edit(|v| {
        let deck = v["deck"].as_u64().unwrap();
        v["deck"] = json!(deck & !(1 << WinterCard::Plague as u32));
        v["seats"][0]["owned"] = json!(0xFF & !(1 << Card::Worker3 as u32));
    });
    fx.choose(&[Card::Worker1, Card::Worker2, Card::Messenger, Card::Trader]);
    draw(&mut fx, WinterCard::Snowdrift);
    assert_eq!(redrawn(&fx, 1, 0, 1500).len(), 15);
}

/// A seat that pays 3 talers to the Snowdrift was more likely to do so with a worker card face
/// down (it had one option fewer): a perfect observer of uniformly random seats weighs each
/// card by 1 / (options it left). Four players: Blue paid, holding 4 talers; a worker card face
/// down left 3 options, any other card 4; so each worker card weighs 4/24, each other 3/24.
#[test]
fn a_snowdrift_answer_weighs_the_face_down_card_by_its_options() {
    let mut fx = winter_round(
        [
            Card::Worker2,
            Card::Messenger,
            Card::Messenger,
            Card::Trader,
        ],
        WinterCard::Snowdrift,
    );
    fx.act(Action::Pay);
    assert_eq!(fx.val("/seats/0/drift"), json!("paid"));
    let draws = 24_000;
    let seen = redrawn(&fx, 1, 0, draws);
    let pool: Vec<Card> = Card::ALL
        .into_iter()
        .filter(|&c| c != Card::MasterBuilder)
        .collect();
    assert_eq!(seen.len(), pool.len(), "{seen:?}");
    for card in pool {
        let weight = if card.is_worker() { 4 } else { 3 };
        let expected = (draws * weight / 24) as f64;
        let got = seen[&bits(&[card])] as f64;
        assert!(
            (got - expected).abs() < 5.0 * expected.sqrt(),
            "{card:?}: {got} drawn, {expected} expected ({seen:?})"
        );
    }
}

/// Case (b): the Plague takes a seat's only played card after it chose; the Master Builder
/// was among its choices then (its played pile was not empty) and stays among the cards it
/// may have laid down. Four players, round 1 with Blue and Red each holding one played card
/// (loaded): Blue lays the Trader down, loses its Messenger to the Plague; Red, answering next,
/// must consider all 7 of Blue's cards in hand, the Master Builder included, and no other.
#[test]
fn the_plague_emptying_a_played_pile_keeps_the_master_builder_among_the_choices() {
    let mut fx = Fx::new(4, true, 0);
    fx.edit(|v| {
        v["seats"][0]["played"] = json!(1 << Card::Messenger as u32);
        v["seats"][1]["played"] = json!(1 << Card::Messenger as u32);
    });
    fx.set_talers(0, 0);
    fx.choose(&[Card::Trader, Card::Trader, Card::Trader, Card::Trader]);
    draw(&mut fx, WinterCard::Plague);
    assert_eq!(fx.deciding(), 0);
    fx.act(Action::Lose {
        card: Card::Messenger,
    });
    assert_eq!(
        fx.deciding(),
        1,
        "Red answers next, Blue's card still face down"
    );
    assert_eq!(fx.num("/seats/0/played"), 0);
    assert_eq!(fx.val("/seats/0/emptied"), json!(true));
    let draws = 7000;
    let seen = redrawn(&fx, 1, 0, draws);
    let pool: Vec<Card> = Card::ALL
        .into_iter()
        .filter(|&c| c != Card::Messenger)
        .collect();
    assert_eq!(
        seen.keys().copied().collect::<Vec<_>>(),
        pool.iter().map(|&c| bits(&[c])).collect::<Vec<_>>(),
        "{seen:?}"
    );
    assert!(
        seen.values().all(|&n| (850..=1150).contains(&n)),
        "{seen:?}"
    );
    // The mark goes with the reveal.
    fx.act(Action::Lose {
        card: Card::Messenger,
    });
    assert!(fx.val("/seats/0").get("emptied").is_none());
}

/// `validate` on the state `fx` holds with `f` applied to its JSON.
fn validates_with(fx: &Fx, f: impl FnOnce(&mut serde_json::Value)) -> Result<(), String> {
    let mut v = fx.state();
    f(&mut v);
    let g: cathedra_castle::Castle = serde_json::from_value(v).unwrap();
    g.validate().map_err(|e| e.to_string())
}

/// The Snowdrift and the Plague ask the seats in seat order from the start player (CAS-20.5):
/// a loaded state may not have a seat after the asked one answered already, nor one before it
/// not yet.
#[test]
fn a_winter_card_asks_in_seat_order_from_the_start_player() {
    let w1 = 1u64 << Card::Worker1 as u32;
    // Start player Yellow (seat 2): Yellow answered, Green (3) is asked, Blue and Red follow.
    let mut fx = Fx::new(4, true, 2);
    fx.set_talers(2, 4);
    fx.choose(&[
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
    ]);
    draw(&mut fx, WinterCard::Snowdrift);
    assert_eq!(fx.deciding(), 2);
    fx.act(Action::Lose {
        card: Card::Worker1,
    });
    assert_eq!(fx.deciding(), 3);
    assert_eq!(fx.val("/seats/2/drift"), json!("gave"));
    assert_eq!(validates_with(&fx, |_| {}), Ok(()));
    // Blue, still to be asked, cannot have given its worker card already.
    let e = validates_with(&fx, |v| {
        v["seats"][0]["owned"] = json!(0xFF ^ w1);
        v["seats"][0]["drift"] = json!("gave");
    })
    .unwrap_err();
    assert!(e.contains("not asked yet"), "{e}");
    let e = validates_with(&fx, |v| v["seats"][0]["owned"] = json!(0xFF ^ w1)).unwrap_err();
    assert!(e.contains("not asked yet"), "{e}");
    // Yellow has answered: its answer is kept, and a seat that gave lacks a worker card.
    let e = validates_with(&fx, |v| {
        v["seats"][2]["drift"] = serde_json::Value::Null;
    })
    .unwrap_err();
    assert!(e.contains("snowdrift"), "{e}");
    let e = validates_with(&fx, |v| {
        v["seats"][2]["owned"] = json!(0xFF ^ (1 << Card::Messenger as u32));
        v["seats"][2]["chosen"] = json!(1 << Card::Trader as u32);
    })
    .unwrap_err();
    assert!(e.contains("worker"), "{e}");
}

/// The Plague asks only seats with a played card and takes a played card: a seat after the
/// asked one has lost none to it, and a pile it surely emptied is marked.
#[test]
fn a_loaded_plague_step_fits_the_seat_order() {
    let m = 1u64 << Card::Messenger as u32;
    let mut fx = Fx::new(4, true, 0);
    fx.edit(|v| {
        for s in 0..4 {
            v["seats"][s]["played"] = json!(m);
        }
    });
    fx.choose(&[Card::Trader, Card::Trader, Card::Trader, Card::Trader]);
    draw(&mut fx, WinterCard::Plague);
    fx.act(Action::Lose {
        card: Card::Messenger,
    });
    assert_eq!(fx.deciding(), 1);
    assert_eq!(validates_with(&fx, |_| {}), Ok(()));
    let e = validates_with(&fx, |v| {
        v["seats"][2]["owned"] = json!(0xFF ^ m);
        v["seats"][2]["played"] = json!(0);
    })
    .unwrap_err();
    assert!(e.contains("not asked yet"), "{e}");
    let e = validates_with(&fx, |v| {
        v["seats"][0].as_object_mut().unwrap().remove("emptied");
    })
    .unwrap_err();
    assert!(e.contains("emptied"), "{e}");
}

/// CAS-20: the board says in which rounds the winter cards come, not the round track's
/// marked spaces.
#[test]
fn cas_20_the_board_names_the_rounds_of_the_winter_cards() {
    let fx = Fx::new(2, true, 0);
    let board = fx.g.render(Observer::Spectator);
    assert!(
        board.contains("(one drawn in rounds 1, 3, 5, 7, 9, 11)"),
        "{board}"
    );
    assert!(!board.contains("spaces ["), "{board}");
}
