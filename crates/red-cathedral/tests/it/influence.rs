//! The influence actions whose text the rulebook prints (seed lines 1097-1144; table 3.5 of
//! the spec), one test each, named by their IDs: the craftsmen's CR-1 and CR-4, the carters'
//! CA-1 to CA-4, the merchants' ME-2 and ME-3 (ME-1 is worked example WX-4; ME-4 and ME-5 are in
//! `solo.rs`). The craftsmen's actions on a depicted material (CR-2, CR-3, CR-5, CR-6) have
//! their text in the rulebook but their material only on the card: the test reads it from the
//! data.

use crate::common;

use cathedra_red_cathedral::data::{GainKind, GiveKind};
use cathedra_red_cathedral::types::{Die, Material};
use cathedra_red_cathedral::{Action, Data, Pending, RedCathedral};
use common::*;

const W: usize = Material::Wood as usize;
const B: usize = Material::Brick as usize;
const G: usize = Material::Gold as usize;

/// A 2-player game whose active seat has moved the white die to space 4 (quadrant 3, whose
/// influence card is `card`), with 10 rubles; returns the seat.
fn at_card(card: &str) -> (RedCathedral, usize) {
    let mut g = game(2, &[]);
    g.market = [2, 3, 6, 1, 0, 4, 5, 7];
    g.influence[2] = influence_card(card);
    dice(&mut g, [(1, 3), (3, 1), (3, 2), (6, 1), (6, 2)]);
    let s = usize::from(seat(&g));
    g.seats[s].rubles = 10;
    ok(
        &mut g,
        Action::Move {
            die: Die::White,
            extra: 0,
        },
    );
    (g, s)
}

/// A claimed base of seat `s` in tower 0 that still needs `m`; returns the material.
fn own_card(g: &mut RedCathedral, s: usize) -> Material {
    g.site[0][0].banner = s as u8;
    let cost = Data::get().sections[usize::from(g.site[0][0].card)].cost;
    Material::ALL[(0..6).find(|&m| cost[m] > 0).unwrap()]
}

// CR-1 (seed 1097-1098): sell 1 material of any kind to the supply for 1 ruble, again and again.
#[test]
fn cr_1_sell_any_material_for_one_ruble() {
    let (mut g, s) = at_card("CR-A");
    give(&mut g, s, W, 1);
    give(&mut g, s, G, 1);
    let supply = g.supply;
    ok(&mut g, Action::Influence { action: 0 });
    ok(
        &mut g,
        Action::Give {
            material: Material::Wood,
        },
    );
    ok(&mut g, Action::Influence { action: 0 });
    ok(
        &mut g,
        Action::Give {
            material: Material::Gold,
        },
    );
    assert_eq!(g.seats[s].rubles, 12);
    assert_eq!(g.seats[s].held(), 0);
    assert_eq!((g.supply[W], g.supply[G]), (supply[W] + 1, supply[G] + 1));
}

// CR-4 (seed 1106-1107): buy 1 material of any kind from the supply for 2 rubles.
#[test]
fn cr_4_buy_any_material_for_two_rubles() {
    let (mut g, s) = at_card("CR-B");
    ok(&mut g, Action::Influence { action: 1 });
    ok(
        &mut g,
        Action::Gain {
            material: Material::Emerald,
        },
    );
    assert_eq!(g.seats[s].rubles, 8);
    assert_eq!(g.seats[s].inventory[Material::Emerald as usize], 1);
}

// CR-2, CR-3, CR-5, CR-6 (seed 1100-1115): buy or sell 1 of the card's depicted material for 1 or
// 2 rubles; the depicted material is read from the data (reconstructed).
#[test]
fn cr_2_3_5_6_the_depicted_material() {
    let d = Data::get();
    for (card, action, id, rubles, sells) in [
        ("CR-A", 1u8, "CR-2", 1u16, false),
        ("CR-B", 0, "CR-3", 1, true),
        ("CR-C", 0, "CR-5", 2, true),
        ("CR-C", 1, "CR-6", 2, false),
    ] {
        let a = &d.influence[usize::from(influence_card(card))].actions[usize::from(action)];
        assert_eq!(a.id, id);
        let m = match (sells, a.give_kind, a.gain_kind) {
            (true, GiveKind::Only(m), _) => m,
            (false, _, GainKind::Only(m)) => m,
            other => panic!("{id}: {other:?}"),
        };
        let (mut g, s) = at_card(card);
        if sells {
            give(&mut g, s, m as usize, 1);
            // Another material is not the depicted one.
            let other = Material::ALL.into_iter().find(|&o| o != m).unwrap();
            give(&mut g, s, other as usize, 1);
        }
        ok(&mut g, Action::Influence { action });
        match g.turn.pending {
            Pending::Give { .. } => ok(&mut g, Action::Give { material: m }),
            Pending::Gain { .. } => ok(&mut g, Action::Gain { material: m }),
            _ => {}
        }
        if sells {
            assert_eq!(g.seats[s].rubles, 10 + rubles, "{id}");
            assert_eq!(g.seats[s].inventory[m as usize], 0, "{id}");
        } else {
            assert_eq!(g.seats[s].rubles, 10 - rubles, "{id}");
            assert_eq!(g.seats[s].inventory[m as usize], 1, "{id}");
        }
    }
}

// CA-1 (seed 1119-1120): pay 1 ruble, then deliver 1 material to the construction site.
#[test]
fn ca_1_pay_one_ruble_deliver_one() {
    let (mut g, s) = at_card("CA-A");
    let m = own_card(&mut g, s);
    give(&mut g, s, m as usize, 2);
    ok(&mut g, Action::Influence { action: 0 });
    ok(
        &mut g,
        Action::Deliver {
            material: m,
            tower: 0,
            height: 0,
        },
    );
    assert_eq!(g.seats[s].rubles, 9);
    assert_eq!(g.site[0][0].delivered[m as usize], 1);
    assert_eq!(g.turn.pending, Pending::None, "one delivery only");
}

// CA-2 (seed 1122): gain 1 ruble.
#[test]
fn ca_2_gain_one_ruble() {
    let (mut g, s) = at_card("CA-A");
    ok(&mut g, Action::Influence { action: 1 });
    assert_eq!(g.seats[s].rubles, 11);
}

// CA-3 (seed 1124-1125): pay 3 rubles, then deliver 2 materials (RC-12.5: up to 2, at least 1).
#[test]
fn ca_3_pay_three_rubles_deliver_two() {
    let (mut g, s) = at_card("CA-B");
    let m = own_card(&mut g, s);
    give(&mut g, s, m as usize, 1);
    let cost = Data::get().sections[usize::from(g.site[0][0].card)].cost;
    let second = (0..6)
        .find(|&k| cost[k] > u8::from(k == m as usize))
        .unwrap();
    give(&mut g, s, second, 1);
    ok(&mut g, Action::Influence { action: 0 });
    assert_eq!(g.seats[s].rubles, 7);
    ok(
        &mut g,
        Action::Deliver {
            material: m,
            tower: 0,
            height: 0,
        },
    );
    ok(
        &mut g,
        Action::Deliver {
            material: Material::ALL[second],
            tower: 0,
            height: 0,
        },
    );
    assert_eq!(total(&g.site[0][0].delivered), 2);
    assert_eq!(g.turn.pending, Pending::None, "two deliveries at most");
}

// CA-4 (seed 1127-1128): pay 2 rubles, then swap any two resource tiles of the market.
#[test]
fn ca_4_pay_two_rubles_swap_two_tiles() {
    let (mut g, s) = at_card("CA-B");
    ok(&mut g, Action::Influence { action: 1 });
    ok(&mut g, Action::Swap { a: 1, b: 6 });
    assert_eq!(g.seats[s].rubles, 8);
    assert_eq!((g.market[1], g.market[6]), (5, 3));
}

// ME-2 (seed 1135-1136): give 1 material and 1 ruble, take 1 material of choice from the supply.
#[test]
fn me_2_one_material_and_a_ruble_for_one_of_choice() {
    let (mut g, s) = at_card("ME-A");
    give(&mut g, s, B, 1);
    ok(&mut g, Action::Influence { action: 1 });
    ok(
        &mut g,
        Action::Give {
            material: Material::Brick,
        },
    );
    ok(
        &mut g,
        Action::Gain {
            material: Material::Amethyst,
        },
    );
    assert_eq!(g.seats[s].rubles, 9);
    assert_eq!(g.seats[s].inventory[B], 0);
    assert_eq!(g.seats[s].inventory[Material::Amethyst as usize], 1);
}

// ME-3 (seed 1138-1139): give 4 identical materials, take 2 materials of choice.
#[test]
fn me_3_four_alike_for_two_of_choice() {
    let (mut g, s) = at_card("ME-B");
    give(&mut g, s, W, 4);
    ok(&mut g, Action::Influence { action: 0 });
    while matches!(g.turn.pending, Pending::Give { .. }) {
        ok(
            &mut g,
            Action::Give {
                material: Material::Wood,
            },
        );
    }
    ok(
        &mut g,
        Action::Gain {
            material: Material::Gold,
        },
    );
    ok(
        &mut g,
        Action::Gain {
            material: Material::Emerald,
        },
    );
    assert_eq!(g.seats[s].inventory[W], 0);
    assert_eq!(g.seats[s].inventory[G], 1);
    assert_eq!(g.seats[s].inventory[Material::Emerald as usize], 1);
    assert_eq!(g.seats[s].held(), 2);
}

fn total(units: &[u8; 6]) -> u8 {
    units.iter().sum()
}
