//! Rules by ID: setup, the draft, turns, locations, taxes, virtue, debts, resets, buildings,
//! scoring. Each test names the rule it checks.

mod common;

use cathedra_architects::data::*;
use cathedra_architects::{Action, Architects, Guard, Place, Stage};
use cathedra_core::{Actor, Game, Observer, Seat, ToMove};
use common::*;

fn place(p: Place) -> Action {
    Action::Place { place: p }
}

#[test]
fn awk_23_1_solo_is_refused_with_the_reason() {
    let e = Architects::new(1, &options()).unwrap_err().to_string();
    assert!(e.contains("solo") && e.contains("appendix"), "{e}");
    assert!(Architects::new(6, &options()).is_err());
}

#[test]
fn awk_2_2_reward_cards_by_player_count() {
    for (n, rewards) in [(2, 5), (3, 7), (4, 9), (5, 11)] {
        let g = Architects::new(n, &options()).unwrap();
        assert_eq!(g.rewards_left(), rewards);
        let v = serde_json::to_value(g.view(Observer::Spectator)).unwrap();
        assert_eq!(v["rewards_left"], rewards);
    }
}

#[test]
fn awk_12_1_guildhall_size_by_player_count() {
    for (n, spaces) in [(2, 12), (3, 16), (4, 20), (5, 24)] {
        let mut g = ready(n);
        edit(&mut g, |v| {
            for i in 0..spaces - 1 {
                let s = 1 + i % (n - 1);
                v["guild"][i] = s.into();
                let k = v["players"][s]["guildhall"].as_u64().unwrap();
                v["players"][s]["guildhall"] = (k + 1).into();
                let k = v["players"][s]["supply"].as_u64().unwrap();
                v["players"][s]["supply"] = (k - 1).into();
            }
        });
        g.give_building(0, 10);
        g.player_mut(0).resources = [0, 2, 2, 0, 0];
        act(&mut g, 0, Action::Build { card: 10 });
        assert_eq!(g.guildhall_filled(), spaces);
        assert_eq!(
            g.final_turns(),
            Some(n as u8),
            "one more turn each (AWK-12.3, AWK-19.2)"
        );
    }
}

#[test]
fn awk_2_11_silver_by_seat_from_the_start_player() {
    let mut g = Architects::new(4, &options()).unwrap();
    deal(&mut g, Action::StartPlayer { seat: 2 });
    let silver: Vec<u16> = (0..4).map(|s| g.player(s).silver).collect();
    assert_eq!(silver, [5, 6, 3, 4]);
    assert_eq!(g.turn(), 2);
}

#[test]
fn awk_2_10_the_draft_is_simultaneous_hidden_and_passes_left() {
    let mut g = Architects::new(3, &options()).unwrap();
    deal(&mut g, Action::StartPlayer { seat: 0 });
    chance(&mut g);
    assert!(matches!(g.to_move(), ToMove::Simultaneous { .. }));
    assert_eq!(g.stage(), Stage::Draft { round: 1 });
    let packet0 = legal(&g, 0);
    assert_eq!(packet0.len(), 4);
    // Seat 1 commits first; seat 0 does not see which card.
    let a = legal(&g, 1)[0];
    assert_eq!(
        g.observe(Actor::Seat(Seat(1)), a, Observer::Seat(Seat(0))),
        None
    );
    assert_eq!(
        g.observe(Actor::Seat(Seat(1)), a, Observer::Seat(Seat(1))),
        Some(a)
    );
    act(&mut g, 1, a);
    assert!(legal(&g, 1).is_empty(), "a seat that has chosen waits");
    act(&mut g, 0, packet0[3]);
    let c = legal(&g, 2)[0];
    act(&mut g, 2, c);
    // Seat 1 now holds the 3 cards seat 0 passed (all but the kept one).
    let passed: Vec<Action> = packet0[..3].to_vec();
    let got: Vec<Action> = legal(&g, 1);
    assert_eq!(got, passed);
    // Round 3: the last card goes to the bottom, seen only by its discarder.
    for _ in 0..2 {
        for s in 0..3 {
            let k = legal(&g, s)[0];
            act(&mut g, s, k);
        }
    }
    assert_eq!(g.stage(), Stage::Turn);
    assert_eq!(g.building_bottom().len(), 3);
    let mine = serde_json::to_value(g.view(Observer::Seat(Seat(0)))).unwrap();
    let cards: Vec<bool> = mine["building_bottom"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| !e["card"].is_null())
        .collect();
    assert_eq!(cards, [true, false, false]);
    for s in 0..3 {
        assert_eq!(g.player(s).hand.len(), 3);
    }
}

#[test]
fn awk_3_2_forced_retrieval_and_awk_r5_fallbacks() {
    let mut g = ready(2);
    {
        let p = g.player_mut(0);
        p.supply = 0;
        p.placed[FOREST] = 15;
        p.prison = 5;
    }
    let l = legal(&g, 0);
    assert_eq!(l, vec![Action::Retrieve { from: FOREST as u8 }]);
    assert_eq!(refused(&g, 0, place(Place::Quarry)), "AWK-3.2");
    assert_eq!(refused(&g, 0, Action::Retrieve { from: 9 }), "AWK-3.2");
    let mut h = g.clone();
    act(&mut h, 0, Action::Retrieve { from: FOREST as u8 });
    assert_eq!((h.player(0).supply, h.player(0).placed[FOREST]), (1, 14));
    assert_eq!(h.turn(), 1, "the whole turn is spent");
    // AWK-R5: with no worker at a location, the Prison.
    g.player_mut(0).placed[FOREST] = 0;
    g.player_mut(0).prison = 20;
    assert_eq!(legal(&g, 0), vec![Action::Retrieve { from: 9 }]);
    // Everything in the Guildhall: the turn passes.
    g.player_mut(0).prison = 0;
    g.player_mut(0).guildhall = 20;
    assert_eq!(legal(&g, 0), vec![Action::Pass]);
}

#[test]
fn awk_3_4_and_awk_18_5_dismissing_an_apprentice() {
    let mut g = ready(2);
    g.give_apprentice(0, 20);
    assert!(legal(&g, 0).contains(&Action::Dismiss { card: 20 }));
    act(&mut g, 0, Action::Dismiss { card: 20 });
    assert!(g.player(0).apprentices.is_empty());
    assert_eq!(g.turn(), 0, "a free action: the turn goes on");
    let v = serde_json::to_value(g.view(Observer::Spectator)).unwrap();
    assert_eq!(v["apprentice_bottom"], serde_json::json!([20]));
}

#[test]
fn awk_3_6_hand_limit_at_turn_end() {
    let mut g = ready(2);
    for c in 30..36 {
        g.give_building(0, c);
    }
    assert_eq!(g.player(0).hand.len(), 9);
    act(&mut g, 0, place(Place::Quarry));
    assert_eq!(g.stage(), Stage::HandLimit);
    for _ in 0..3 {
        let d = legal(&g, 0)[0];
        assert!(matches!(d, Action::Discard { .. }));
        act(&mut g, 0, d);
    }
    assert_eq!(g.player(0).hand.len(), 6);
    assert_eq!(g.turn(), 1);
}

#[test]
fn awk_9_4_empty_tax_stand_and_awk_1_1_unpayable_costs() {
    let mut g = ready(2);
    g.set_tax_stand(0);
    assert_eq!(refused(&g, 0, place(Place::TaxStand)), "AWK-9.4");
    g.player_mut(0).silver = 0;
    assert_eq!(refused(&g, 0, place(Place::BlackMarketA)), "AWK-1.1");
    assert_eq!(refused(&g, 0, Action::Hire { slot: 0 }), "AWK-7.2");
}

#[test]
fn awk_5_3_apprentice_bonuses_add_per_copy() {
    let mut g = ready(2);
    g.give_apprentice(0, 28);
    g.give_apprentice(0, 29); // two Stonecutters
    g.give_apprentice(0, 18); // Miner
    let mut q = g.clone();
    act(&mut q, 0, place(Place::Quarry));
    assert_eq!(q.player(0).resources[STONE], 3);
    put(&mut g, 0, MINES, 1);
    act(&mut g, 0, place(Place::MinesGold));
    assert_eq!(
        (g.player(0).resources[GOLD], g.player(0).resources[CLAY]),
        (1, 1)
    );
}

#[test]
fn awk_6_3_apprentice_trades_need_the_apprentice() {
    let mut g = ready(2);
    g.player_mut(0).silver = 10;
    act(&mut g, 0, place(Place::Storehouse));
    assert!(!legal(&g, 0).contains(&Action::Trade { trade: 11 }));
    assert_eq!(refused(&g, 0, Action::Trade { trade: 11 }), "AWK-6.2");
    act(&mut g, 0, Action::Stop);
    assert_eq!(g.turn(), 1);
}

#[test]
fn awk_7_2_reach_and_awk_7_3_coins_on_the_hired_card() {
    let mut g = ready(2);
    put(&mut g, 0, WORKSHOP, 4);
    let mut coins = [0; 8];
    coins[7] = 3;
    g.set_display(g.display(), coins);
    g.player_mut(0).silver = 4;
    // Reach 4 (5 workers): no skip coins for column 4; its 3 coins are taken.
    act(&mut g, 0, Action::Hire { slot: 7 });
    assert_eq!(g.player(0).silver, 3);
}

#[test]
fn awk_9_3_tax_evasion_by_virtue() {
    let mut g = ready(2);
    g.player_mut(0).virtue = 2;
    g.player_mut(0).silver = 10;
    let tax = g.tax_stand();
    act(&mut g, 0, Action::Hire { slot: 0 });
    assert_eq!(g.player(0).silver, 7, "2 silver + 1 of the 2 taxes");
    assert_eq!(g.tax_stand(), tax + 1);
}

#[test]
fn awk_8_2_conspirator_saves_silver_per_visit_awk_r3() {
    let mut g = ready(3);
    g.give_apprentice(0, 3);
    put(&mut g, 0, TOWN_CENTRE, 2);
    put(&mut g, 1, FOREST, 1);
    put(&mut g, 2, FOREST, 1);
    put(&mut g, 1, QUARRY, 1);
    g.player_mut(0).silver = 5;
    act(&mut g, 0, place(Place::TownCentre));
    for (l, c) in [(FOREST, 1), (FOREST, 2), (QUARRY, 1)] {
        act(
            &mut g,
            0,
            Action::Capture {
                location: l as u8,
                colour: c,
            },
        );
    }
    assert_eq!(
        g.player(0).silver,
        3,
        "1 tax, then 1 silver saved, then 1 silver"
    );
}

#[test]
fn awk_8_7_armoury_free_capture_awk_r4() {
    let mut g = ready(2);
    g.give_building(0, 13);
    g.give_apprentice(0, 12);
    g.player_mut(0).resources = [0, 3, 5, 1, 0];
    put(&mut g, 1, FOREST, 4);
    let silver = g.player(0).silver;
    act(&mut g, 0, Action::Build { card: 13 });
    act(
        &mut g,
        0,
        Action::Capture {
            location: FOREST as u8,
            colour: 1,
        },
    );
    assert_eq!(g.player(0).captured[1], 4);
    assert_eq!(g.player(0).silver, silver);
}

#[test]
fn awk_10_3_black_market_modifiers_and_awk_10_4_printed_markets() {
    let mut g = ready(2);
    for a in [9, 37, 30] {
        g.give_apprentice(0, a); // Illusionist, Trickster, Swindler (+2 clay)
    }
    edit(&mut g, |v| {
        v["market_large"] = serde_json::Value::Null;
    });
    g.player_mut(0).silver = 5;
    act(&mut g, 0, place(Place::BlackMarketC));
    assert_eq!(g.player(0).silver, 3, "Trickster: 1 less");
    assert_eq!(g.player(0).virtue, 7, "Illusionist: no virtue lost");
    assert_eq!(
        g.player(0).resources,
        [2, 1, 1, 0, 2],
        "printed large market + Swindler"
    );
}

#[test]
fn awk_11_1_freeing_captured_workers_and_paying_debts() {
    let mut g = ready(2);
    g.give_apprentice(0, 6); // Debt Collector: +2 stone
    g.player_mut(0).supply -= 4;
    g.player_mut(1).captured[0] = 4;
    put(&mut g, 0, GUARDHOUSE, 2);
    {
        let p = g.player_mut(0);
        p.unpaid_debts = 1;
        p.silver = 20;
    }
    let mut debt = g.clone();
    act(&mut g, 0, place(Place::Guardhouse));
    act(
        &mut g,
        0,
        Action::Guard {
            action: Guard::FreePaying,
        },
    );
    assert_eq!(g.player(0).silver, 15);
    assert_eq!(g.player(1).captured[0], 0);
    act(
        &mut g,
        0,
        Action::Guard {
            action: Guard::PayDebt,
        },
    );
    assert_eq!(g.player(0).silver, 9);
    assert_eq!((g.player(0).unpaid_debts, g.player(0).paid_debts), (0, 1));
    assert_eq!(g.player(0).virtue, 8);
    assert_eq!(g.player(0).resources[STONE], 2);
    act(&mut debt, 0, place(Place::Guardhouse));
    act(
        &mut debt,
        0,
        Action::Guard {
            action: Guard::FreeInDebt,
        },
    );
    assert_eq!((debt.player(0).unpaid_debts, debt.player(0).virtue), (2, 6));
}

#[test]
fn awk_12_2_guildhall_reset_position() {
    let mut g = ready(2);
    edit(&mut g, |v| {
        for i in 0..6 {
            v["guild"][i] = 1.into();
        }
        v["players"][1]["guildhall"] = 6.into();
        let s = v["players"][1]["supply"].as_u64().unwrap();
        v["players"][1]["supply"] = (s - 6).into();
        v["black_market"] = serde_json::json!([1, null, null]);
        v["players"][1]["supply"] = (s - 7).into();
    });
    g.give_building(0, 10);
    g.player_mut(0).resources = [0, 2, 2, 0, 0];
    act(&mut g, 0, Action::Build { card: 10 });
    assert_eq!(
        g.to_move(),
        ToMove::Chance,
        "position 7 resets the Black Market"
    );
    chance(&mut g);
    assert_eq!(g.black_market(), [None; 3]);
    assert_eq!(g.player(1).prison, 1);
}

#[test]
fn awk_14_3_cathedral_wood_and_stone_mix_and_empty_reward_pile() {
    let mut g = ready(2);
    g.player_mut(0).cathedral = 1;
    g.player_mut(0).resources = [0, 1, 3, 0, 0];
    assert_eq!(refused(&g, 0, Action::Cathedral { wood: 2 }), "AWK-14.3");
    let l = legal(&g, 0);
    assert!(l.contains(&Action::Cathedral { wood: 1 }));
    edit(&mut g, |v| {
        v["rewards_left"] = 0.into();
        v["rewards_taken"] = serde_json::json!([2, 2, 1, 0, 0, 0]);
    });
    let card = g.player(0).hand.iter().next().unwrap();
    act(&mut g, 0, Action::Cathedral { wood: 1 });
    act(&mut g, 0, Action::Discard { card });
    assert_eq!(g.player(0).cathedral, 2);
    assert_eq!(g.player(0).virtue, 8, "no reward left: 1 virtue");
    assert_eq!(g.player(0).resources, [0; 5]);
}

#[test]
fn awk_15_3_virtue_below_zero_is_debt() {
    let mut g = ready(2);
    g.player_mut(0).virtue = 1;
    act(&mut g, 0, place(Place::TaxStand));
    assert_eq!((g.player(0).virtue, g.player(0).unpaid_debts), (0, 1));
}

#[test]
fn awk_18_2_apprentice_limit() {
    let mut g = ready(2);
    for a in 20..25 {
        g.give_apprentice(0, a);
    }
    g.player_mut(0).silver = 10;
    assert_eq!(refused(&g, 0, Action::Hire { slot: 0 }), "AWK-18.2");
    act(&mut g, 0, Action::Dismiss { card: 20 });
    act(&mut g, 0, Action::Hire { slot: 0 });
}

#[test]
fn awk_13_3_immediate_effects() {
    // Treasury: gold or silver.
    let mut g = ready(2);
    g.give_apprentice(0, 12);
    g.give_building(0, 7);
    g.player_mut(0).resources = [0, 1, 3, 1, 0];
    act(&mut g, 0, Action::Build { card: 7 });
    assert_eq!(g.stage(), Stage::Effect { building: 7 });
    let silver = g.player(0).silver;
    act(&mut g, 0, Action::Choose { option: 1 });
    assert_eq!(g.player(0).silver, silver + 3);
    // Monument: every player +1 virtue, the builder +2 in all.
    let mut m = ready(2);
    m.give_apprentice(0, 12);
    m.give_building(0, 35);
    m.player_mut(0).resources = [0, 2, 3, 0, 2];
    act(&mut m, 0, Action::Build { card: 35 });
    assert_eq!((m.player(0).virtue, m.player(1).virtue), (9, 8));
    // Betting House: a debt.
    let mut b = ready(2);
    b.give_building(0, 15);
    b.player_mut(0).resources = [1, 0, 2, 1, 0];
    act(&mut b, 0, Action::Build { card: 15 });
    assert_eq!((b.player(0).unpaid_debts, b.player(0).virtue), (1, 6));
    // Church: destroy a debt (never counted as paid, AWK-R16).
    let mut c = ready(2);
    c.give_building(0, 19);
    c.player_mut(0).resources = [3, 0, 3, 0, 0];
    c.player_mut(0).unpaid_debts = 1;
    act(&mut c, 0, Action::Build { card: 19 });
    act(&mut c, 0, Action::Choose { option: 0 });
    assert_eq!((c.player(0).unpaid_debts, c.player(0).paid_debts), (0, 0));
    // Palace: 1 gold per 4 virtue.
    let mut p = ready(2);
    p.give_apprentice(0, 12);
    p.give_building(0, 37);
    p.player_mut(0).resources = [0, 3, 3, 0, 2];
    p.player_mut(0).virtue = 9;
    act(&mut p, 0, Action::Build { card: 37 });
    assert_eq!(p.player(0).resources[GOLD], 2);
}

#[test]
fn awk_20_2_end_bonuses_and_awk_16_5_debt_modifiers() {
    let mut g = ready(2);
    let p = g.player_mut(0);
    p.hand = Default::default();
    p.buildings.add(8); // University: +2 without debts
    p.buildings.add(12); // Aqueduct: +1 per building
    p.buildings.add(31); // Lighthouse: +1 per 4 virtue
    p.virtue = 8;
    assert_eq!(g.score_breakdown(0)[0], 11 + 2 + 3 + 3 + 6 + 2);
    g.player_mut(0).unpaid_debts = 2;
    assert_eq!(g.score_breakdown(0)[3], -4);
    g.player_mut(0).buildings.add(27); // Gambler's Den
    assert_eq!(g.score_breakdown(0)[3], -6);
    g.player_mut(0).buildings.add(26); // Fountain
    assert_eq!(g.score_breakdown(0)[3], -4);
}

#[test]
fn awk_20_3_ties_break_by_virtue_then_silver() {
    let mut g = ready(2);
    for s in 0..2 {
        let p = g.player_mut(s);
        p.hand = Default::default();
        p.silver = 5;
        p.virtue = 7;
    }
    assert_eq!(g.ranking(), vec![0, 0]);
    g.player_mut(1).silver = 6;
    assert_eq!(g.ranking(), vec![1, 0]);
    g.player_mut(0).virtue = 8;
    assert_eq!(g.ranking(), vec![0, 1]);
}

#[test]
fn awk_17_2_an_empty_pile_is_formed_again_from_the_large_markets() {
    let mut g = ready(2);
    edit(&mut g, |v| {
        v["market_pile"] = 0.into();
        v["market_top"] = serde_json::Value::Null;
        v["market_large"] = 9.into();
        v["market_used"] = 511.into();
        v["black_market"] = serde_json::json!([1, 1, null]);
        let s = v["players"][1]["supply"].as_u64().unwrap();
        v["players"][1]["supply"] = (s - 2).into();
    });
    g.validate().unwrap();
    g.player_mut(0).silver = 5;
    act(&mut g, 0, place(Place::BlackMarketC));
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    let total: u32 = out.iter().map(|o| o.weight).sum();
    assert_eq!(total, 10, "all ten cards are shuffled into the new pile");
    chance(&mut g);
    assert_eq!(g.player(1).prison, 2);
    assert_eq!(
        g.player(1).unpaid_debts,
        1,
        "most workers in the Prison (AWK-17.2 step 5)"
    );
}
