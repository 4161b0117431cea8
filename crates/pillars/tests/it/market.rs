//! Step 12, the Kingsbridge market (PIL-12).

use crate::common;

use cathedra_pillars::{Action, Craftsman, Cube, Event, Location, Stage};
use common::*;

/// 3 players: green on market space 1, red on space 2, blue elsewhere; the market's first
/// turn is green's.
fn two_market_seats() -> Table {
    let mut t = Table::dealt(3, RED, Deal::event(Event::Volunteers));
    t.pass_offer();
    for s in 0..3 {
        t.g.set_gold(s, 30).unwrap();
    }
    t.builders(&[
        (GREEN, Location::Market),
        (RED, Location::Market),
        (BLUE, Location::Priory),
        (RED, Location::Castle),
        (GREEN, Location::Cathedral),
        (BLUE, Location::KingsCourt),
        (RED, Location::KingsCourt),
        (GREEN, Location::KingsCourt),
        (BLUE, Location::KingsCourt),
    ]);
    t.until_stage(Stage::Market);
    assert_eq!(t.turn(), to_move(GREEN));
    t
}

// EX-07, PIL-12.1, PIL-12.3, PIL-12.4, PIL-12.5
#[test]
fn ex_07_the_market_example() {
    let mut t = two_market_seats();
    t.g.set_gold(GREEN, 7).unwrap();
    t.g.set_cubes(GREEN, [0, 0, 0, 1]).unwrap();
    t.g.set_gold(RED, 2).unwrap();
    t.g.set_cubes(RED, [0, 1, 0, 0]).unwrap();
    assert_eq!(t.g.market(), [4, 4, 4]);
    t.act(Action::Buy {
        cube: Cube::Wood,
        n: 2,
    });
    assert_eq!(
        (t.g.gold(GREEN), t.g.market()[0]),
        (1, 2),
        "1. green pays 6"
    );
    assert_eq!(t.turn(), to_move(RED));
    let stone_supply = t.g.supply()[1];
    t.act(Action::Sell {
        cube: Cube::Stone,
        n: 1,
    });
    assert_eq!(t.g.gold(RED), 6, "2. red +4");
    assert_eq!(t.g.market()[1], 4, "the stone goes to the supply");
    assert_eq!(t.g.supply()[1], stone_supply + 1);
    t.act(Action::Sell {
        cube: Cube::Metal,
        n: 1,
    });
    assert_eq!(t.g.gold(GREEN), 6, "3. green +5");
    t.act(Action::Buy {
        cube: Cube::Wood,
        n: 2,
    });
    assert_eq!((t.g.gold(RED), t.g.market()[0]), (0, 0), "4. red pays 6");
    assert!(!t.legal().iter().any(|a| matches!(
        a,
        Action::Buy {
            cube: Cube::Wood,
            ..
        }
    )));
    assert_eq!(
        t.refused_rule(Action::Buy {
            cube: Cube::Wood,
            n: 1
        }),
        "PIL-12.3"
    );
    t.act(Action::Buy {
        cube: Cube::Sand,
        n: 3,
    });
    // 6, 7: red and green can do nothing more and leave the market.
    assert_ne!(t.g.stage(), Stage::Market);
    assert_eq!((t.g.gold(GREEN), t.g.cubes(GREEN)), (0, [2, 0, 3, 0]));
    assert_eq!((t.g.gold(RED), t.g.cubes(RED)), (0, [2, 0, 0, 0]));
    assert_eq!(t.g.market(), [0, 4, 1]);
}

// PIL-12.1, PIL-12.8
#[test]
fn pil_12_1_pil_12_8_market_seats_act_in_space_order_one_seat_per_builder() {
    let mut t = Table::dealt(3, RED, Deal::event(Event::Volunteers));
    t.pass_offer();
    t.builders(&[
        (BLUE, Location::Market),
        (RED, Location::Market),
        (BLUE, Location::Market),
        (RED, Location::Castle),
        (GREEN, Location::Cathedral),
        (GREEN, Location::KingsCourt),
        (RED, Location::KingsCourt),
        (GREEN, Location::KingsCourt),
        (BLUE, Location::KingsCourt),
    ]);
    t.until_stage(Stage::Market);
    let mut order = Vec::new();
    for cube in [
        Cube::Sand,
        Cube::Sand,
        Cube::Sand,
        Cube::Sand,
        Cube::Stone,
        Cube::Stone,
    ] {
        let s = t.turn().seats().first().expect("a seat decides").index();
        order.push(s);
        t.act(Action::Buy { cube, n: 1 });
    }
    assert_eq!(
        order,
        vec![BLUE, RED, BLUE, BLUE, RED, BLUE],
        "spaces 1, 2, 3, round and round"
    );
    assert_eq!(
        t.g.at(Location::Market),
        vec![Some(BLUE), Some(RED), Some(BLUE), None]
    );
    // Green has no market builder and never trades.
    assert!(!order.contains(&GREEN));
}

// PIL-12.2
#[test]
fn pil_12_2_one_action_per_turn_passing_is_final() {
    let mut t = two_market_seats();
    assert_eq!(
        t.refused_rule(Action::Buy {
            cube: Cube::Sand,
            n: 0
        }),
        "PIL-12.2"
    );
    assert_eq!(t.refused_rule(Action::Finish), "PIL-12.2");
    t.act(Action::Pass);
    assert_eq!(t.turn(), to_move(RED));
    t.act(Action::Buy {
        cube: Cube::Sand,
        n: 1,
    });
    assert_eq!(t.turn(), to_move(RED), "green passed for good");
}

// PIL-12.3
#[test]
fn pil_12_3_buy_prices_and_limits() {
    let mut t = two_market_seats();
    t.g.set_gold(GREEN, 11).unwrap();
    assert_eq!(
        t.refused_rule(Action::Buy {
            cube: Cube::Metal,
            n: 1
        }),
        "PIL-12.3"
    );
    assert_eq!(
        t.refused_rule(Action::Buy {
            cube: Cube::Stone,
            n: 3
        }),
        "PIL-23.3",
        "12 > 11 gold"
    );
    assert_eq!(
        t.refused_rule(Action::Buy {
            cube: Cube::Sand,
            n: 5
        }),
        "PIL-12.3",
        "only 4 there"
    );
    t.act(Action::Buy {
        cube: Cube::Stone,
        n: 2,
    });
    assert_eq!(t.g.gold(GREEN), 3, "stone 4 each");
    t.act(Action::Pass);
    t.act(Action::Buy {
        cube: Cube::Wood,
        n: 1,
    });
    assert_eq!(t.g.gold(GREEN), 0, "wood 3");
    let mut t = two_market_seats();
    t.act(Action::Buy {
        cube: Cube::Sand,
        n: 4,
    });
    assert_eq!(t.g.gold(GREEN), 30 - 8, "sand 2");
}

// PIL-12.4, PIL-23.1
#[test]
fn pil_12_4_sell_prices_any_amount_capped_gold() {
    let mut t = two_market_seats();
    t.g.set_gold(GREEN, 0).unwrap();
    t.g.set_cubes(GREEN, [2, 2, 2, 2]).unwrap();
    t.act(Action::Sell {
        cube: Cube::Metal,
        n: 2,
    });
    t.act(Action::Pass);
    t.act(Action::Sell {
        cube: Cube::Stone,
        n: 2,
    });
    t.act(Action::Sell {
        cube: Cube::Wood,
        n: 2,
    });
    assert_eq!(t.g.gold(GREEN), 10 + 8 + 6);
    t.act(Action::Sell {
        cube: Cube::Sand,
        n: 2,
    });
    assert_eq!(t.g.gold(GREEN), 28);
    assert_eq!(t.g.market(), [4, 4, 4], "sold cubes go to the supply");
    assert_eq!(
        t.refused_rule(Action::Sell {
            cube: Cube::Sand,
            n: 1
        }),
        "PIL-12.4"
    );
    t.g.set_cubes(GREEN, [0, 0, 0, 1]).unwrap();
    t.act(Action::Sell {
        cube: Cube::Metal,
        n: 1,
    });
    assert_eq!(t.g.gold(GREEN), 30, "28 + 5: the excess is lost");
}

// PIL-12.5
#[test]
fn pil_12_5_no_selling_a_kind_bought_this_step_but_sell_then_buy_is_fine() {
    let mut t = two_market_seats();
    t.g.set_cubes(GREEN, [0, 0, 3, 0]).unwrap();
    t.act(Action::Sell {
        cube: Cube::Sand,
        n: 1,
    });
    t.act(Action::Pass);
    t.act(Action::Buy {
        cube: Cube::Sand,
        n: 2,
    });
    assert_eq!(
        t.refused_rule(Action::Sell {
            cube: Cube::Sand,
            n: 1
        }),
        "PIL-12.5"
    );
    assert!(!t.legal().iter().any(|a| matches!(
        a,
        Action::Sell {
            cube: Cube::Sand,
            ..
        }
    )));
}

// PIL-12.6, Q-05
#[test]
fn pil_12_6_buying_wood_needs_a_woodworker_either_one() {
    let mut t = two_market_seats();
    t.g.remove_craftsman(GREEN, Craftsman::Woodworker).unwrap();
    assert_eq!(
        t.refused_rule(Action::Buy {
            cube: Cube::Wood,
            n: 1
        }),
        "PIL-12.6"
    );
    t.g.give_craftsman(GREEN, Craftsman::MasterWoodworker)
        .unwrap();
    t.act(Action::Buy {
        cube: Cube::Wood,
        n: 1,
    });
}

// PIL-12.7
#[test]
fn pil_12_7_selling_stone_needs_a_stonecutter() {
    let mut t = two_market_seats();
    t.g.set_cubes(GREEN, [0, 2, 0, 0]).unwrap();
    t.g.remove_craftsman(GREEN, Craftsman::Stonecutter).unwrap();
    assert_eq!(
        t.refused_rule(Action::Sell {
            cube: Cube::Stone,
            n: 1
        }),
        "PIL-12.7"
    );
    t.g.give_craftsman(GREEN, Craftsman::Stonecutter).unwrap();
    t.act(Action::Sell {
        cube: Cube::Stone,
        n: 2,
    });
}
