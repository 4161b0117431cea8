//! The worked examples of the spec (AWK-EX-1 .. AWK-EX-25), each with its figures.

use crate::common;

use cathedra_architects::data::*;
use cathedra_architects::{Action, Architects, Guard, Place, Stage};
use cathedra_core::{Game, ToMove};
use common::*;

const ACOLYTE: u8 = 0;
const DEBT_COLLECTOR: u8 = 5;
const GATEKEEPER: u8 = 8;
const JEWELLER: u8 = 10;
const LABOURER: u8 = 12;
const MERCHANT_GOLD: u8 = 14;
const STONECUTTER: u8 = 28;
const SWINDLER: u8 = 30;
const TRADER_CLAY: u8 = 34;
const WOODCUTTER: [u8; 2] = [38, 39];

const TAVERN: u8 = 3;
const THIEVES_DEN: u8 = 4;
const TREASURY: u8 = 7;
const WELL: u8 = 10;
const CARPENTERS_HUT: u8 = 16;
const FACTORY: u8 = 24;
const KEEP: u8 = 29;
const MASONS_HUT: u8 = 33;
const SILVER_MARKET: u8 = 39;

fn place(p: Place) -> Action {
    Action::Place { place: p }
}

#[test]
fn awk_ex_1_forest_progression() {
    let mut g = ready(2);
    let mut wood = Vec::new();
    for _ in 0..3 {
        act(&mut g, 0, place(Place::Forest));
        wood.push(g.player(0).resources[WOOD]);
        round_to(&mut g, 0);
    }
    assert_eq!(wood, [1, 3, 6]);
}

#[test]
fn awk_ex_2_quarry_counts_only_own_workers() {
    let mut g = ready(2);
    put(&mut g, 0, QUARRY, 2);
    put(&mut g, 1, QUARRY, 5);
    act(&mut g, 0, place(Place::Quarry));
    assert_eq!(g.player(0).resources[STONE], 3);
}

#[test]
fn awk_ex_3_mines_clay_or_gold() {
    let mut g = ready(2);
    put(&mut g, 0, MINES, 4);
    let mut gold = g.clone();
    act(&mut g, 0, place(Place::MinesClay));
    assert_eq!(g.player(0).resources[CLAY], 6);
    act(&mut gold, 0, place(Place::MinesGold));
    assert_eq!(gold.player(0).resources[GOLD], 2);
    assert_eq!(gold.player(0).resources[CLAY], 0);

    let mut first = ready(2);
    assert_eq!(refused(&first, 0, place(Place::MinesGold)), "AWK-5.2");
    act(&mut first, 0, place(Place::MinesClay));
    assert_eq!(first.player(0).resources[CLAY], 2);
}

#[test]
fn awk_ex_4_silversmith() {
    let mut g = ready(2);
    put(&mut g, 0, SILVERSMITH, 3);
    let before = g.player(0).silver;
    act(&mut g, 0, place(Place::Silversmith));
    assert_eq!(g.player(0).silver, before + 5);
}

#[test]
fn awk_ex_5_kings_storehouse_five_trades() {
    let mut g = ready(2);
    put(&mut g, 0, STOREHOUSE, 4);
    g.give_apprentice(0, MERCHANT_GOLD);
    g.give_apprentice(0, TRADER_CLAY);
    {
        let p = g.player_mut(0);
        p.resources = [10, 10, 10, 0, 0];
        p.silver = 10;
    }
    act(&mut g, 0, place(Place::Storehouse));
    assert_eq!(g.stage(), Stage::Storehouse { left: 5 });
    // 2 C → 1 V; 1 W + 2 S → 1 M; 2 $ → 1 G twice; 3 C → 1 M.
    for trade in [0, 8, 11, 11, 19] {
        act(&mut g, 0, Action::Trade { trade });
    }
    let p = g.player(0);
    assert_eq!(p.resources, [5, 9, 8, 2, 2]);
    assert_eq!(p.silver, 6);
    assert_eq!(p.virtue, 8);
}

#[test]
fn awk_ex_6_workshop_hire_with_skips() {
    let mut g = ready(2);
    let x = 12; // any apprentice in column 3
    let mut display = g.display();
    display[..4].copy_from_slice(&[Some(ACOLYTE), Some(SWINDLER), Some(x), Some(DEBT_COLLECTOR)]);
    g.set_display(display, [0; 8]);
    put(&mut g, 0, WORKSHOP, 1);
    g.player_mut(0).silver = 10;
    let tax = g.tax_stand();
    act(&mut g, 0, Action::Hire { slot: 3 });
    assert_eq!(g.player(0).silver, 4, "2 silver + 2 tax + 2 skip coins");
    assert_eq!(g.tax_stand(), tax + 2);
    assert!(g.player(0).apprentices.has(DEBT_COLLECTOR));
    assert_eq!(&g.display()[..3], &[Some(ACOLYTE), Some(SWINDLER), Some(x)]);
    assert_eq!(&g.display_coins()[..3], &[1, 1, 0]);
    // The empty column 4 of that row is refilled from the deck.
    assert_eq!(g.to_move(), ToMove::Chance);
    chance(&mut g);
    assert!(g.display()[3].is_some());
}

#[test]
fn awk_ex_7_workshop_draw() {
    let mut g = ready(2);
    put(&mut g, 0, WORKSHOP, 1);
    let before = g.player(0).hand.len();
    act(&mut g, 0, place(Place::WorkshopDraw));
    chance(&mut g);
    assert_eq!(g.player(0).hand.len(), before + 2);
}

#[test]
fn awk_ex_8_town_centre_four_players_one_location() {
    let mut g = ready(4);
    put(&mut g, 0, TOWN_CENTRE, 1);
    put(&mut g, 1, FOREST, 3);
    put(&mut g, 2, FOREST, 2);
    put(&mut g, 3, QUARRY, 2);
    g.player_mut(0).silver = 5;
    let tax = g.tax_stand();
    act(&mut g, 0, place(Place::TownCentre));
    act(
        &mut g,
        0,
        Action::Capture {
            location: FOREST as u8,
            colour: 1,
        },
    );
    // AWK-8.3: with 4 players the second capture must come from the Forest too.
    assert!(!legal(&g, 0).contains(&Action::Capture {
        location: QUARRY as u8,
        colour: 3
    }));
    assert_eq!(
        refused(
            &g,
            0,
            Action::Capture {
                location: QUARRY as u8,
                colour: 3
            }
        ),
        "AWK-8.3"
    );
    act(
        &mut g,
        0,
        Action::Capture {
            location: FOREST as u8,
            colour: 2,
        },
    );
    assert_eq!(g.player(0).silver, 3);
    assert_eq!(g.tax_stand(), tax + 1);
    assert_eq!(g.player(0).captured, [0, 3, 2, 0, 0]);

    // With 3 players the second capture may come from another location.
    let mut h = ready(3);
    put(&mut h, 0, TOWN_CENTRE, 1);
    put(&mut h, 1, FOREST, 3);
    put(&mut h, 2, QUARRY, 2);
    act(&mut h, 0, place(Place::TownCentre));
    act(
        &mut h,
        0,
        Action::Capture {
            location: FOREST as u8,
            colour: 1,
        },
    );
    assert!(legal(&h, 0).contains(&Action::Capture {
        location: QUARRY as u8,
        colour: 2
    }));
}

#[test]
fn awk_ex_9_town_centre_own_group_returns_to_supply() {
    let mut g = ready(3);
    put(&mut g, 0, TOWN_CENTRE, 2);
    put(&mut g, 0, SILVERSMITH, 2);
    put(&mut g, 1, SILVERSMITH, 1);
    put(&mut g, 2, SILVERSMITH, 4);
    g.player_mut(0).silver = 5;
    let supply = g.player(0).supply;
    let tax = g.tax_stand();
    act(&mut g, 0, place(Place::TownCentre));
    for colour in 0..3 {
        act(
            &mut g,
            0,
            Action::Capture {
                location: SILVERSMITH as u8,
                colour,
            },
        );
    }
    assert_eq!(g.player(0).silver, 2, "1 tax + 2 silver");
    assert_eq!(g.tax_stand(), tax + 1);
    assert_eq!(g.player(0).captured, [0, 1, 4, 0, 0]);
    assert_eq!(g.player(0).supply, supply - 1 + 2);
}

#[test]
fn awk_ex_10_tax_stand() {
    let mut g = ready(2);
    g.set_tax_stand(11);
    let silver = g.player(0).silver;
    act(&mut g, 0, place(Place::TaxStand));
    assert_eq!(g.player(0).silver, silver + 11);
    assert_eq!(g.player(0).virtue, 5);
    assert_eq!(g.tax_stand(), 0);
}

#[test]
fn awk_ex_11_black_market_spaces() {
    let mut g = ready(3);
    edit(&mut g, |v| {
        v["market_top"] = 2.into(); // 1 marble + 1 stone
        v["market_large"] = 3.into(); // K4: 1 gold, 1 stone, 2 wood
        let pile = v["market_pile"].as_u64().unwrap();
        v["market_pile"] = (pile & !(1 << 3)).into();
    });
    g.player_mut(0).silver = 10;
    // The view says what spaces A and C give, as they then give it.
    let offers = g.view(cathedra_core::Observer::Spectator).market_offers;
    assert_eq!(offers, [[0, 0, 1, 0, 1], [0, 2, 1, 1, 0]]);
    let mut a = g.clone();
    act(&mut a, 0, place(Place::BlackMarketA));
    assert_eq!(a.player(0).silver, 9);
    assert_eq!(a.player(0).virtue, 6);
    assert_eq!(a.player(0).resources, [0, 0, 1, 0, 1]);

    let mut c = g.clone();
    act(&mut c, 0, place(Place::BlackMarketC));
    assert_eq!(c.player(0).silver, 7);
    assert_eq!(c.player(0).virtue, 6);
    assert_eq!(c.player(0).resources, [0, 2, 1, 1, 0]);

    let mut b = g.clone();
    let hand = b.player(0).hand.len();
    act(&mut b, 0, place(Place::BlackMarketDraw));
    chance(&mut b);
    assert_eq!(b.stage(), Stage::KeepSeen);
    let keep = legal(&b, 0);
    assert_eq!(keep.len(), 5);
    act(&mut b, 0, keep[2]);
    for _ in 0..4 {
        let d = legal(&b, 0)[0];
        act(&mut b, 0, d);
    }
    assert_eq!(b.player(0).hand.len(), hand + 1);
    assert_eq!(b.player(0).silver, 8);
    assert_eq!(b.player(0).virtue, 6);
    assert_eq!(b.building_bottom().len(), 3 + 4);

    let mut hire = g.clone();
    act(&mut hire, 0, Action::HireAny { slot: 7 });
    assert_eq!(hire.player(0).silver, 8);
    assert_eq!(hire.player(0).apprentices.len(), 1);
}

#[test]
fn awk_ex_12_guardhouse() {
    let mut g = ready(4);
    put(&mut g, 0, GUARDHOUSE, 2);
    {
        // Red (seat 0) holds 3 of seat 2's and 2 of seat 3's workers; 2 red in the Prison.
        g.player_mut(2).supply -= 3;
        g.player_mut(3).supply -= 2;
        let p = g.player_mut(0);
        p.captured = [0, 0, 3, 2, 0];
        p.supply -= 2;
        p.prison = 2;
    }
    let silver = g.player(0).silver;
    act(&mut g, 0, place(Place::Guardhouse));
    act(
        &mut g,
        0,
        Action::Guard {
            action: Guard::SendToPrison,
        },
    );
    act(
        &mut g,
        0,
        Action::Guard {
            action: Guard::Release,
        },
    );
    act(&mut g, 0, Action::Stop);
    assert_eq!(g.player(0).silver, silver + 5);
    assert_eq!(g.player(0).prison, 0);
    assert_eq!(g.player(0).captured, [0; 5]);
    assert_eq!((g.player(2).prison, g.player(3).prison), (3, 2));
    g.validate().unwrap();
}

#[test]
fn awk_ex_13_guildhall_fills_row_by_row() {
    let mut g = ready(4);
    edit(&mut g, |v| {
        for i in 0..6 {
            v["guild"][i] = 1.into();
        }
        v["players"][1]["guildhall"] = 6.into();
        let s = v["players"][1]["supply"].as_u64().unwrap();
        v["players"][1]["supply"] = (s - 6).into();
    });
    g.player_mut(0).resources = [0, 2, 2, 0, 0];
    g.give_building(0, WELL);
    act(&mut g, 0, Action::Build { card: WELL });
    assert_eq!(
        g.guildhall_filled(),
        7,
        "position 7 = row 2, column 2 (k = 5)"
    );
}

#[test]
fn awk_ex_14_well() {
    let mut g = ready(2);
    g.give_building(0, WELL);
    g.player_mut(0).resources = [0, 2, 2, 0, 0];
    act(&mut g, 0, Action::Build { card: WELL });
    assert_eq!(g.player(0).resources, [4, 0, 0, 0, 0]);
    assert_eq!(g.score_breakdown(0)[0], 3);
}

#[test]
fn awk_ex_15_keep() {
    let mut g = ready(2);
    g.give_building(0, KEEP);
    g.player_mut(0).resources = [0, 5, 2, 2, 0];
    assert_eq!(refused(&g, 0, Action::Build { card: KEEP }), "AWK-13.1");
    g.give_apprentice(0, LABOURER);
    act(&mut g, 0, Action::Build { card: KEEP });
    assert_eq!(g.player(0).resources, [0; 5]);
    assert_eq!(g.player(0).virtue, 5);
    g.player_mut(1).supply -= 3;
    g.player_mut(0).captured[1] = 3;
    assert_eq!(g.score_breakdown(0)[0], 13);
}

#[test]
fn awk_ex_16_cathedral_level_one() {
    let mut g = ready(2);
    g.player_mut(0).resources[GOLD] = 1;
    let card = g.player(0).hand.iter().next().unwrap();
    let hand = g.player(0).hand.len();
    act(&mut g, 0, Action::Cathedral { wood: 0 });
    act(&mut g, 0, Action::Discard { card });
    assert_eq!(g.player(0).cathedral, 1);
    deal(&mut g, Action::Reward { reward: 5 }); // 1 virtue and 1 gold
    assert_eq!(g.player(0).resources[GOLD], 1);
    assert_eq!(g.player(0).virtue, 8);
    assert_eq!(g.player(0).hand.len(), hand - 1);
    assert_eq!(g.rewards_left(), 4);
    assert_eq!(g.score_breakdown(0)[1], 2);
}

#[test]
fn awk_ex_17_cathedral_level_full() {
    let mut g = ready(3);
    g.player_mut(0).cathedral = 2;
    g.player_mut(1).cathedral = 3;
    g.player_mut(2).cathedral = 3;
    g.player_mut(0).resources[MARBLE] = 1;
    assert_eq!(refused(&g, 0, Action::Cathedral { wood: 0 }), "AWK-14.2");
    g.player_mut(1).cathedral = 4;
    act(&mut g, 0, Action::Cathedral { wood: 0 });
}

#[test]
fn awk_ex_18_virtue_above_fourteen_destroys_debts() {
    let mut g = ready(2);
    {
        let p = g.player_mut(0);
        p.virtue = 13;
        p.unpaid_debts = 2;
        p.resources[CLAY] = 6;
    }
    assert_eq!(refused(&g, 0, place(Place::BlackMarketA)), "AWK-15.5");
    put(&mut g, 0, STOREHOUSE, 2);
    act(&mut g, 0, place(Place::Storehouse));
    for _ in 0..3 {
        act(&mut g, 0, Action::Trade { trade: 0 });
    }
    assert_eq!(g.player(0).virtue, 14);
    assert_eq!(g.player(0).unpaid_debts, 0);
    assert_eq!(g.player(0).paid_debts, 0);
}

#[test]
fn awk_ex_19_tax_stand_brings_virtue_below_ten() {
    let mut g = ready(2);
    g.player_mut(0).virtue = 11;
    act(&mut g, 0, place(Place::TaxStand));
    assert_eq!(g.player(0).virtue, 9);
    round_to(&mut g, 0);
    g.player_mut(0).silver = 5;
    act(&mut g, 0, place(Place::BlackMarketA));
}

#[test]
fn awk_ex_20_low_virtue_ignores_taxes() {
    // AWK-15.4: virtue 1 ignores two taxes.
    let mut g = ready(2);
    g.player_mut(0).virtue = 1;
    g.player_mut(0).silver = 5;
    assert_eq!(refused(&g, 0, Action::Cathedral { wood: 0 }), "AWK-15.6");
    let tax = g.tax_stand();
    act(&mut g, 0, Action::Hire { slot: 0 });
    assert_eq!(g.player(0).silver, 3);
    assert_eq!(g.tax_stand(), tax);
}

#[test]
fn awk_ex_21_black_market_reset() {
    // AWK-17.1 (a): the third black market space triggers the reset.
    // Red 0, Blue 1, Yellow 2.
    let mut g = ready(3);
    g.give_apprentice(1, GATEKEEPER);
    edit(&mut g, |v| {
        v["black_market"] = serde_json::json!([0, 1, null]);
        for (s, prison, market) in [(0, 0, 1), (1, 2, 1), (2, 2, 0)] {
            v["players"][s]["prison"] = prison.into();
            let supply = v["players"][s]["supply"].as_u64().unwrap();
            v["players"][s]["supply"] = (supply - prison - market).into();
        }
    });
    g.validate().unwrap();
    g.player_mut(0).silver = 5;
    act(&mut g, 0, place(Place::BlackMarketC));
    assert_eq!(g.to_move(), ToMove::Chance, "step 2: the market flips");
    chance(&mut g);
    assert_eq!(g.black_market(), [None; 3]);
    assert_eq!(
        (g.player(0).prison, g.player(1).prison, g.player(2).prison),
        (2, 1, 2)
    );
    assert_eq!(
        (g.player(0).virtue, g.player(1).virtue, g.player(2).virtue),
        (6, 7, 7)
    );
    assert_eq!(
        (
            g.player(0).unpaid_debts,
            g.player(1).unpaid_debts,
            g.player(2).unpaid_debts
        ),
        (1, 0, 1)
    );
}

#[test]
fn awk_ex_22_end_trigger_and_final_round() {
    let mut g = ready(3);
    round_to(&mut g, 1);
    edit(&mut g, |v| {
        for i in 0..15 {
            v["guild"][i] = 2.into();
        }
        v["players"][2]["guildhall"] = 15.into();
        let s = v["players"][2]["supply"].as_u64().unwrap();
        v["players"][2]["supply"] = (s - 15).into();
    });
    g.give_building(1, WELL);
    g.player_mut(1).resources = [0, 4, 4, 0, 0];
    act(&mut g, 1, Action::Build { card: WELL });
    // AWK-19.1: the last usable position (16 with 3 players) triggers the end.
    assert_eq!(g.guildhall_filled(), 16);
    chance(&mut g);
    // AWK-19.2: seat 2, seat 0, then seat 1 (Blue) again; AWK-19.3: seat 0 builds beside the
    // full Guildhall, which triggers nothing.
    act(&mut g, 2, place(Place::Quarry));
    g.give_building(0, 12); // Aqueduct: no skills needed
    g.player_mut(0).resources = [2, 3, 0, 1, 0];
    act(&mut g, 0, Action::Build { card: 12 });
    assert_eq!(g.guildhall_filled(), 16);
    assert_eq!(g.player(0).guildhall, 1);
    chance(&mut g);
    assert_eq!(g.turn(), 1);
    act(&mut g, 1, place(Place::Quarry));
    chance(&mut g);
    assert_eq!(g.to_move(), ToMove::Over);
}

#[test]
fn awk_ex_23_final_scoring() {
    let mut g = ready(2);
    {
        let red = g.player_mut(0);
        red.apprentices = Default::default();
        red.buildings = Default::default();
        red.hand = Default::default();
    }
    for a in [LABOURER, WOODCUTTER[0], WOODCUTTER[1]] {
        g.give_apprentice(0, a);
    }
    for a in [STONECUTTER, JEWELLER] {
        g.give_apprentice(1, a);
    }
    let built = |g: &mut Architects, seat: usize, cards: &[u8]| {
        for &c in cards {
            g.player_mut(seat).buildings.add(c);
        }
    };
    built(&mut g, 0, &[KEEP, CARPENTERS_HUT, TAVERN, WELL]);
    built(
        &mut g,
        1,
        &[MASONS_HUT, SILVER_MARKET, FACTORY, TREASURY, THIEVES_DEN],
    );
    {
        let red = g.player_mut(0);
        red.captured = [0, 3, 0, 0, 0];
        red.cathedral = 3;
        red.virtue = 12;
        red.unpaid_debts = 2;
        red.resources = [0, 0, 0, 2, 1];
        red.silver = 6;
        red.prison = 3;
        let blue = g.player_mut(1);
        blue.cathedral = 2;
        blue.virtue = 6;
        blue.unpaid_debts = 0;
        blue.resources = [0, 0, 0, 1, 0];
        blue.silver = 22;
        blue.prison = 4;
    }
    assert_eq!(g.score_breakdown(0), [30, 7, 3, -4, 3, 0, -1]);
    assert_eq!(g.score_breakdown(1), [35, 4, 0, 0, 1, 2, -2]);
    assert_eq!(g.scores(), vec![38, 40]);
    assert_eq!(g.ranking(), vec![1, 0]);
}

#[test]
fn awk_ex_24_yield_table() {
    for n in 1..=4u8 {
        let yields = |p: Place, f: fn(&cathedra_architects::Player) -> u16, loc: usize| {
            let mut g = ready(2);
            put(&mut g, 0, loc, n - 1);
            let before = f(g.player(0));
            if p == Place::MinesGold && n == 1 {
                return None;
            }
            act(&mut g, 0, Action::Place { place: p });
            chance(&mut g);
            Some(f(g.player(0)) - before)
        };
        let k = u16::from(n);
        assert_eq!(
            yields(Place::Silversmith, |p| p.silver, SILVERSMITH),
            Some(k + 1)
        );
        assert_eq!(
            yields(Place::MinesClay, |p| p.resources[CLAY], MINES),
            Some(k + 1)
        );
        assert_eq!(
            yields(Place::MinesGold, |p| p.resources[GOLD], MINES),
            (n > 1).then_some(k / 2)
        );
        assert_eq!(
            yields(Place::Forest, |p| p.resources[WOOD], FOREST),
            Some(k)
        );
        assert_eq!(
            yields(Place::Quarry, |p| p.resources[STONE], QUARRY),
            Some(k)
        );
        assert_eq!(
            yields(Place::WorkshopDraw, |p| p.hand.len() as u16, WORKSHOP),
            Some(1 + k / 2)
        );
    }
}

#[test]
fn awk_ex_25_setup_four_players() {
    let g = ready(4);
    assert_eq!(g.rewards_left(), 9);
    assert_eq!(g.display().iter().flatten().count(), 8);
    assert_eq!(g.tax_stand(), 4);
    assert_eq!(g.building_bottom().len(), 4);
    for s in 0..4 {
        let p = g.player(s);
        assert_eq!(
            (p.supply, p.virtue, p.cathedral, p.hand.len()),
            (20, 7, 0, 3)
        );
        assert_eq!(p.silver, [3, 4, 5, 6][s]);
    }
    g.validate().unwrap();
}
