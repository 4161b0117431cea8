//! Rules by ID: setup, the draft, turns, locations, taxes, virtue, debts, resets, buildings,
//! scoring. Each test names the rule it checks.

use crate::common;

use cathedra_architects::data::*;
use cathedra_architects::{Action, Architects, Guard, Place, Stage};
use cathedra_core::{Actor, Game, Observer, Options, Seat, ToMove};
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
fn awk_23_2_the_solo_setup_row_is_not_offered_while_solo_is_refused() {
    // AWK-23.2 names the setup a solo game would use (AWK-2.12 row "1"); with solo refused
    // (AWK-23.1) no player count reaches it: the game offers 2 to 5 players, whatever the options.
    assert_eq!(Architects::PLAYERS, 2..=5);
    let variable = Options::parse(Architects::OPTIONS, [("boards", "variable")]).unwrap();
    for o in [options(), variable] {
        assert!(Architects::new(1, &o).is_err());
        assert!(Architects::new(2, &o).is_ok());
    }
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
    // The view names apprentice card 20 by its number in the rules' table.
    assert_eq!(v["apprentice_bottom"], serde_json::json!(["A21"]));
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
    assert_eq!(refused(&g, 0, Action::Hire { slot: 0 }), "AWK-7.1");
}

#[test]
fn awk_5_3_apprentice_bonuses_add_per_copy() {
    // AWK-18.3: duplicate apprentices add up.
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
    assert_eq!(refused(&g, 0, Action::Trade { trade: 11 }), "AWK-6.3");
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
    // AWK-15.4: one evasion icon at virtue 2 (two at 0 and 1: AWK-EX-20).
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
    // AWK-17.1 (b): a reset position of the Guildhall triggers the reset.
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
fn awk_r13_most_x_is_strictly_more_than_every_other_player() {
    // AWK-R13 rules "most X" as met when no other player is there (solo); with solo refused
    // (AWK-23.1) there always is one, and "most X" means strictly more X than every other
    // player at scoring, ties giving no bonus (the building table's note).
    let market = |name: &str| BUILDINGS.iter().position(|b| b.name == name).unwrap() as u8;
    let (stone, silver) = (market("Stone Market"), market("Silver Market"));
    let mut g = ready(3);
    for s in 0..3 {
        let p = g.player_mut(s);
        p.hand = Default::default();
        p.resources = [0; 5];
        p.silver = 4;
    }
    g.player_mut(0).buildings.add(stone);
    g.player_mut(0).buildings.add(silver);
    let base = g.score_breakdown(0)[0];
    // Equal stone and silver everywhere: no bonus.
    g.player_mut(0).resources[STONE] = 2;
    g.player_mut(2).resources[STONE] = 2;
    assert_eq!(g.score_breakdown(0)[0], base);
    // More than one other player but not the third: still none.
    g.player_mut(0).resources[STONE] = 3;
    g.player_mut(1).resources[STONE] = 4;
    assert_eq!(g.score_breakdown(0)[0], base);
    // Strictly the most of each: 2 VP each.
    g.player_mut(1).resources[STONE] = 1;
    assert_eq!(g.score_breakdown(0)[0], base + 2);
    g.player_mut(0).silver = 5;
    assert_eq!(g.score_breakdown(0)[0], base + 4);
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

#[test]
fn awk_1_3_public_holdings_and_private_hands() {
    let g = ready(3);
    let other = serde_json::to_value(g.view(Observer::Seat(Seat(1)))).unwrap();
    let own = serde_json::to_value(g.view(Observer::Seat(Seat(0)))).unwrap();
    let p0 = &other["players"][0];
    // Public: silver, resources, virtue, Cathedral, debts, apprentices, buildings, workers,
    // the number of cards in hand.
    for key in [
        "silver",
        "resources",
        "virtue",
        "cathedral",
        "unpaid_debts",
        "paid_debts",
        "apprentices",
        "buildings",
        "supply",
        "placed",
        "prison",
        "captured",
        "guildhall",
    ] {
        assert_eq!(p0[key], own["players"][0][key], "{key}");
    }
    assert_eq!(p0["hand_size"], 3);
    // Private: which cards.
    assert!(p0["hand"].is_null());
    assert_eq!(own["players"][0]["hand"].as_array().unwrap().len(), 3);
}

#[test]
fn awk_1_4_the_worker_just_placed_counts() {
    let mut g = ready(2);
    act(&mut g, 0, place(Place::Quarry));
    assert_eq!(
        g.player(0).resources[STONE],
        1,
        "n = 1 with no worker before"
    );
    assert_eq!(g.player(0).placed[QUARRY], 1);
}

#[test]
fn awk_2_1_market_pile_and_printed_large_market() {
    let g = Architects::new(2, &options()).unwrap();
    let v = serde_json::to_value(g.view(Observer::Spectator)).unwrap();
    assert_eq!(v["market_pile_size"], 10);
    assert!(
        v["market_large"].is_null(),
        "the large market space is empty"
    );
    let g = ready(2);
    let v = serde_json::to_value(g.view(Observer::Spectator)).unwrap();
    assert!(!v["market_top"].is_null(), "the pile's small side shows");
    assert!(v["market_large"].is_null());
}

#[test]
fn awk_2_3_awk_2_6_and_awk_16_1_debts_and_supply_are_unlimited() {
    let mut g = ready(2);
    for s in 0..2 {
        assert_eq!((g.player(s).unpaid_debts, g.player(s).paid_debts), (0, 0));
    }
    // AWK-2.6 / AWK-1.1: the general supply never runs out.
    g.player_mut(0).resources[STONE] = 900;
    act(&mut g, 0, place(Place::Quarry));
    assert_eq!(g.player(0).resources[STONE], 901);
    // AWK-16.1: a debt is taken unpaid side up and stays; any number of them.
    g.player_mut(1).virtue = 0;
    g.player_mut(1).unpaid_debts = 40;
    act(&mut g, 1, place(Place::TaxStand));
    assert_eq!((g.player(1).unpaid_debts, g.player(1).paid_debts), (42, 0));
}

#[test]
fn awk_2_4_awk_2_5_awk_2_7_awk_2_8_awk_2_9_setup_counts() {
    for n in 2..=5 {
        let g = ready(n);
        // AWK-2.4: 8 apprentices face up, the rest in the deck.
        let shown = g.display().iter().flatten().count();
        assert_eq!(shown, 8);
        let v = serde_json::to_value(g.view(Observer::Spectator)).unwrap();
        assert_eq!(v["apprentice_deck"].as_array().unwrap().len(), 32);
        // AWK-2.5: the other 40 - 3n building cards are in the deck (n of them at the bottom).
        let held: u32 = (0..n).map(|s| g.player(s).hand.len()).sum();
        assert_eq!(held, 3 * n as u32);
        assert_eq!(
            g.building_deck().len() as usize + g.building_bottom().len(),
            40 - 3 * n
        );
        // AWK-2.7: 4 silver on the Tax Stand.
        assert_eq!(g.tax_stand(), 4);
        for s in 0..n {
            let p = g.player(s);
            // AWK-2.8: 20 workers in supply; AWK-2.9: Cathedral 0, virtue 7.
            assert_eq!((p.supply, p.cathedral, p.virtue), (20, 0, 7));
        }
    }
}

#[test]
fn awk_2_12_player_count_table() {
    for (n, rewards, spaces, locations) in
        [(2, 5, 12, 2), (3, 7, 16, 2), (4, 9, 20, 1), (5, 11, 24, 1)]
    {
        let mut g = ready(n);
        assert_eq!(g.rewards_left(), rewards);
        let v = serde_json::to_value(g.view(Observer::Spectator)).unwrap();
        assert_eq!(v["guildhall"].as_array().unwrap().len(), 0);
        assert_eq!(spaces, 4 * (n + 1).max(3));
        // Capture locations per Town Centre visit.
        put(&mut g, 0, TOWN_CENTRE, 1);
        put(&mut g, 1, FOREST, 1);
        put(&mut g, 1, QUARRY, 1);
        g.player_mut(0).silver = 9;
        act(&mut g, 0, place(Place::TownCentre));
        act(
            &mut g,
            0,
            Action::Capture {
                location: FOREST as u8,
                colour: 1,
            },
        );
        let second = Action::Capture {
            location: QUARRY as u8,
            colour: 1,
        };
        assert_eq!(
            legal(&g, 0).contains(&second),
            locations == 2,
            "{n} players"
        );
    }
}

#[test]
fn awk_3_1_turns_go_clockwise_from_the_start_player() {
    let mut g = Architects::new(4, &options()).unwrap();
    deal(&mut g, Action::StartPlayer { seat: 2 });
    chance(&mut g);
    while let Stage::Draft { .. } = g.stage() {
        for s in 0..4 {
            if let Some(&a) = legal(&g, s).first() {
                act(&mut g, s, a);
            }
        }
        chance(&mut g);
    }
    let mut order = Vec::new();
    for _ in 0..6 {
        let s = g.turn();
        order.push(s);
        act(&mut g, s, place(Place::Forest));
        chance(&mut g);
    }
    assert_eq!(order, [2, 3, 0, 1, 2, 3]);
}

#[test]
fn awk_3_3_and_awk_3_7_a_turn_places_exactly_one_worker_and_never_passes() {
    let mut g = ready(2);
    let l = legal(&g, 0);
    assert!(!l.contains(&Action::Pass), "no voluntary pass");
    for p in [
        Place::Quarry,
        Place::Forest,
        Place::Silversmith,
        Place::MinesClay,
    ] {
        assert!(l.contains(&place(p)), "{p:?} is always open");
    }
    assert_eq!(refused(&g, 0, Action::Pass), "AWK-3.7");
    act(&mut g, 0, place(Place::Forest));
    assert_eq!(g.player(0).supply, 19);
    assert_eq!(g.turn(), 1);
}

#[test]
fn awk_3_5_a_reset_waits_until_its_action_is_resolved() {
    let mut g = ready(3);
    edit(&mut g, |v| {
        v["black_market"] = serde_json::json!([1, 2, null]);
        for s in [1, 2] {
            let k = v["players"][s]["supply"].as_u64().unwrap();
            v["players"][s]["supply"] = (k - 1).into();
        }
        v["black_market"] = serde_json::json!([1, null, 2]);
    });
    g.player_mut(0).silver = 5;
    // The third space: the draw of 5 cards is resolved before the reset.
    act(&mut g, 0, place(Place::BlackMarketDraw));
    chance(&mut g);
    assert_eq!(g.stage(), Stage::KeepSeen);
    assert_eq!(g.black_market(), [Some(1), Some(0), Some(2)]);
    let k = legal(&g, 0)[0];
    act(&mut g, 0, k);
    for _ in 0..4 {
        let d = legal(&g, 0)[0];
        act(&mut g, 0, d);
    }
    chance(&mut g);
    assert_eq!(g.black_market(), [None; 3]);
    assert_eq!(g.player(0).prison, 1);
}

#[test]
fn awk_4_1_large_circle_locations_take_any_number_of_workers() {
    let mut g = ready(3);
    for (s, loc) in [(1, QUARRY), (2, QUARRY), (1, GUARDHOUSE), (2, STOREHOUSE)] {
        put(&mut g, s, loc, 5);
    }
    put(&mut g, 0, QUARRY, 6);
    g.set_tax_stand(1);
    let l = legal(&g, 0);
    for p in [
        Place::Quarry,
        Place::Forest,
        Place::MinesClay,
        Place::Silversmith,
        Place::Storehouse,
        Place::WorkshopDraw,
        Place::TownCentre,
        Place::TaxStand,
        Place::Guardhouse,
    ] {
        assert!(l.contains(&place(p)), "{p:?}");
    }
    act(&mut g, 0, place(Place::Quarry));
    assert_eq!(g.player(0).placed[QUARRY], 7);
}

#[test]
fn awk_4_2_awk_10_1_a_black_market_space_holds_one_worker() {
    let mut g = ready(2);
    g.player_mut(0).silver = 9;
    act(&mut g, 0, place(Place::BlackMarketA));
    round_to(&mut g, 0);
    assert!(!legal(&g, 0).contains(&place(Place::BlackMarketA)));
    assert_eq!(refused(&g, 0, place(Place::BlackMarketA)), "AWK-10.1");
    assert!(legal(&g, 0).contains(&place(Place::BlackMarketC)));
}

#[test]
fn awk_4_3_awk_4_4_awk_8_4_guildhall_prison_and_market_workers_cannot_be_captured() {
    let mut g = ready(2);
    edit(&mut g, |v| {
        v["guild"][0] = 1.into();
        v["black_market"] = serde_json::json!([1, null, null]);
        let p = &mut v["players"][1];
        p["guildhall"] = 1.into();
        p["prison"] = 3.into();
        let k = p["supply"].as_u64().unwrap();
        p["supply"] = (k - 5).into();
    });
    g.validate().unwrap();
    put(&mut g, 0, TOWN_CENTRE, 1);
    act(&mut g, 0, place(Place::TownCentre));
    // Only the Town Centre group of seat 0 itself can be captured: nothing of seat 1.
    let l = legal(&g, 0);
    assert!(
        l.iter()
            .all(|a| !matches!(a, Action::Capture { colour: 1, .. })),
        "{l:?}"
    );
    // AWK-4.3: Guildhall workers are never retrieved.
    let mut h = ready(2);
    edit(&mut h, |v| {
        for i in 0..2 {
            v["guild"][i] = 0.into();
        }
        let p = &mut v["players"][0];
        p["guildhall"] = 2.into();
        p["placed"][0] = 18.into();
        p["supply"] = 0.into();
    });
    h.validate().unwrap();
    assert_eq!(legal(&h, 0), vec![Action::Retrieve { from: QUARRY as u8 }]);
}

#[test]
fn awk_4_5_opponents_workers_never_change_a_yield() {
    let mut g = ready(3);
    put(&mut g, 1, SILVERSMITH, 6);
    put(&mut g, 2, SILVERSMITH, 2);
    let silver = g.player(0).silver;
    act(&mut g, 0, place(Place::Silversmith));
    assert_eq!(g.player(0).silver, silver + 2);
}

#[test]
fn awk_1_1_goods_and_silver_stop_at_the_most_the_game_keeps() {
    let mut g = ready(2);
    g.player_mut(0).silver = MOST - 1;
    put(&mut g, 0, SILVERSMITH, 4);
    act(&mut g, 0, place(Place::Silversmith));
    assert_eq!(g.player(0).silver, MOST);
    g.validate().unwrap();
    let mut g = ready(2);
    g.player_mut(0).resources[CLAY] = MOST;
    put(&mut g, 0, MINES, 4);
    act(&mut g, 0, place(Place::MinesClay));
    assert_eq!(g.player(0).resources[CLAY], MOST);
    g.validate().unwrap();
}

#[test]
fn awk_7_5_a_workshop_draw_by_every_worker_is_a_state_of_play() {
    let mut g = ready(2);
    let supply = g.player(0).supply;
    put(&mut g, 0, WORKSHOP, supply - 1);
    act(&mut g, 0, place(Place::WorkshopDraw));
    // 1 + 20 / 2 cards to draw, more than any other step draws.
    assert_eq!(g.to_move(), ToMove::Chance);
    g.validate().unwrap();
    let hand = g.player(0).hand.len();
    chance(&mut g);
    assert_eq!(g.player(0).hand.len(), hand + 1 + u32::from(supply) / 2);
}

#[test]
fn awk_4_6_illegal_placements_name_their_rule() {
    let mut g = ready(2);
    g.set_tax_stand(0);
    assert_eq!(refused(&g, 0, place(Place::TaxStand)), "AWK-9.4");
    assert_eq!(refused(&g, 0, place(Place::MinesGold)), "AWK-5.2");
    g.player_mut(0).virtue = 10;
    assert_eq!(refused(&g, 0, place(Place::BlackMarketA)), "AWK-15.5");
    g.player_mut(0).virtue = 7;
    g.player_mut(0).silver = 1;
    assert_eq!(refused(&g, 0, place(Place::BlackMarketC)), "AWK-1.1");
    assert_eq!(refused(&g, 0, Action::Hire { slot: 0 }), "AWK-7.1");
    // The Guildhall with nothing to build and no Cathedral advance (AWK-R6).
    g.player_mut(0).resources = [0; 5];
    g.give_apprentice(0, 12); // Labourer: every skill
    let card = g.player(0).hand.iter().next().unwrap();
    assert_eq!(refused(&g, 0, Action::Build { card }), "AWK-13.2");
    assert_eq!(refused(&g, 0, Action::Cathedral { wood: 0 }), "AWK-14.3");
    let l = legal(&g, 0);
    assert!(l.iter().all(|a| !matches!(
        a,
        Action::Build { .. } | Action::Cathedral { .. } | Action::Hire { .. }
    )));
}

#[test]
fn awk_5_1_quarry_forest_and_silversmith_yields() {
    let mut g = ready(2);
    put(&mut g, 0, QUARRY, 2);
    put(&mut g, 0, FOREST, 3);
    put(&mut g, 0, SILVERSMITH, 4);
    let mut q = g.clone();
    act(&mut q, 0, place(Place::Quarry));
    assert_eq!(q.player(0).resources[STONE], 3);
    let mut f = g.clone();
    act(&mut f, 0, place(Place::Forest));
    assert_eq!(f.player(0).resources[WOOD], 4);
    let silver = g.player(0).silver;
    act(&mut g, 0, place(Place::Silversmith));
    assert_eq!(g.player(0).silver, silver + 6);
}

#[test]
fn awk_6_4_the_storehouse_may_stop_at_any_time() {
    let mut g = ready(2);
    put(&mut g, 0, STOREHOUSE, 2);
    g.player_mut(0).resources = [4, 4, 4, 0, 0];
    act(&mut g, 0, place(Place::Storehouse));
    assert!(legal(&g, 0).contains(&Action::Stop));
    act(&mut g, 0, Action::Trade { trade: 0 });
    act(&mut g, 0, Action::Stop);
    assert_eq!(g.player(0).virtue, 8, "one trade of three");
    assert_eq!(g.turn(), 1);
}

#[test]
fn awk_7_4_the_row_slides_left_with_its_coins_and_is_refilled() {
    let mut g = ready(2);
    let d = g.display();
    let mut coins = [0; 8];
    coins[2] = 2;
    coins[3] = 1;
    coins[5] = 4;
    g.set_display(d, coins);
    g.player_mut(0).silver = 10;
    act(&mut g, 0, Action::Hire { slot: 1 });
    assert_eq!(&g.display()[..3], &[d[0], d[2], d[3]]);
    // Reach 1: 1 skip coin on column 1; the cards right of the gap slide with their coins.
    assert_eq!(&g.display_coins()[..3], &[1, 2, 1]);
    assert_eq!(&g.display()[4..], &d[4..], "the other row is untouched");
    assert_eq!(g.display_coins()[5], 4);
    assert!(g.display()[3].is_none());
    chance(&mut g);
    assert!(g.display()[3].is_some());
    assert_eq!(g.display_coins()[3], 0);
}

#[test]
fn awk_7_5_a_short_deck_draws_what_there_is_awk_r11() {
    let mut g = ready(2);
    put(&mut g, 0, WORKSHOP, 3);
    edit(&mut g, |v| {
        // All but one undrawn card go to seat 1's hand (the bottom queue is emptied too).
        let mut deck: Vec<u64> = serde_json::from_value(v["building_deck"].clone()).unwrap();
        let bottom: Vec<u64> = v["building_bottom"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["card"].as_u64().unwrap())
            .collect();
        let keep = deck.pop().unwrap();
        let mut hand: Vec<u64> = serde_json::from_value(v["players"][1]["hand"].clone()).unwrap();
        hand.extend(deck);
        hand.extend(bottom);
        hand.sort();
        v["players"][1]["hand"] = serde_json::json!(hand);
        v["building_deck"] = serde_json::json!([keep]);
        v["building_bottom"] = serde_json::json!([]);
    });
    let hand = g.player(0).hand.len();
    act(&mut g, 0, place(Place::WorkshopDraw));
    chance(&mut g);
    assert_eq!(g.player(0).hand.len(), hand + 1, "3 due, 1 left");
    assert_eq!(g.turn(), 1);
}

#[test]
fn awk_7_6_awk_18_1_and_awk_18_4_three_ways_to_hire_and_virtue_once() {
    // Workshop, Black Market space B, Tavern; all under the limit of 5 (AWK-18.2).
    let mut g = ready(2);
    let acolyte = 0u8; // +1 virtue on hire
    let mut d = g.display();
    d[0] = Some(acolyte);
    g.set_display(d, [0; 8]);
    g.player_mut(0).silver = 10;
    let mut w = g.clone();
    act(&mut w, 0, Action::Hire { slot: 0 });
    assert!(w.player(0).apprentices.has(acolyte));
    assert_eq!(w.player(0).virtue, 8);
    // Dismissing does not take the virtue back (AWK-18.5).
    round_to(&mut w, 0);
    act(&mut w, 0, Action::Dismiss { card: acolyte });
    assert_eq!(w.player(0).virtue, 8);
    let mut b = g.clone();
    act(&mut b, 0, Action::HireAny { slot: 0 });
    assert!(b.player(0).apprentices.has(acolyte));
    assert_eq!(b.player(0).virtue, 7, "+1 on hire, -1 at the Black Market");
    let mut t = g.clone();
    t.give_apprentice(0, 12);
    t.give_building(0, 3); // Tavern
    t.player_mut(0).resources = [0, 3, 2, 1, 0];
    act(&mut t, 0, Action::Build { card: 3 });
    assert_eq!(t.stage(), Stage::Tavern);
    act(&mut t, 0, Action::HireAny { slot: 0 });
    assert!(t.player(0).apprentices.has(acolyte));
    // AWK-7.6: with 5 apprentices the Workshop cannot hire.
    for a in 20..25 {
        g.give_apprentice(0, a);
    }
    assert!(!legal(&g, 0)
        .iter()
        .any(|a| matches!(a, Action::Hire { .. })));
}

#[test]
fn awk_8_1_awk_8_5_and_awk_8_6_captures_up_to_n_own_ones_return() {
    let mut g = ready(2);
    put(&mut g, 0, TOWN_CENTRE, 1);
    put(&mut g, 0, FOREST, 2);
    put(&mut g, 1, FOREST, 3);
    put(&mut g, 1, QUARRY, 1);
    g.player_mut(0).silver = 9;
    let supply = g.player(0).supply;
    act(&mut g, 0, place(Place::TownCentre));
    // n = 2: own Forest group (back to supply), then the opponent's Forest group.
    act(
        &mut g,
        0,
        Action::Capture {
            location: FOREST as u8,
            colour: 0,
        },
    );
    assert_eq!(
        g.player(0).supply,
        supply - 1 + 2,
        "own workers return at once"
    );
    act(
        &mut g,
        0,
        Action::Capture {
            location: FOREST as u8,
            colour: 1,
        },
    );
    assert_eq!(g.player(0).captured[1], 3, "the opponent's go on the board");
    assert_eq!(g.turn(), 1, "two captures used: the visit is over");
    // AWK-8.6: fewer captures, even none.
    let mut h = ready(2);
    put(&mut h, 1, FOREST, 3);
    act(&mut h, 0, place(Place::TownCentre));
    assert!(legal(&h, 0).contains(&Action::Stop));
    act(&mut h, 0, Action::Stop);
    assert_eq!(h.player(1).placed[FOREST], 3);
}

#[test]
fn awk_9_1_and_awk_9_2_taxed_payments_go_to_the_tax_stand() {
    // Workshop hire: 2 of 4 taxed.
    let mut g = ready(2);
    g.player_mut(0).silver = 10;
    let tax = g.tax_stand();
    act(&mut g, 0, Action::Hire { slot: 0 });
    assert_eq!((g.player(0).silver, g.tax_stand()), (6, tax + 2));
    // Guardhouse debt payment: 3 of 6 taxed.
    let mut d = ready(2);
    d.player_mut(0).silver = 10;
    d.player_mut(0).unpaid_debts = 1;
    let tax = d.tax_stand();
    act(&mut d, 0, place(Place::Guardhouse));
    act(
        &mut d,
        0,
        Action::Guard {
            action: Guard::PayDebt,
        },
    );
    assert_eq!((d.player(0).silver, d.tax_stand()), (4, tax + 3));
    // Black Market: untaxed.
    let mut b = ready(2);
    b.player_mut(0).silver = 10;
    let tax = b.tax_stand();
    act(&mut b, 0, place(Place::BlackMarketC));
    assert_eq!((b.player(0).silver, b.tax_stand()), (7, tax));
}

#[test]
fn awk_10_2_and_awk_10_5_the_third_worker_resets_the_market() {
    let mut g = ready(3);
    g.player_mut(0).silver = 9;
    g.player_mut(1).silver = 9;
    g.player_mut(2).silver = 9;
    act(&mut g, 0, place(Place::BlackMarketA));
    act(&mut g, 1, place(Place::BlackMarketC));
    chance(&mut g);
    assert_eq!(g.black_market(), [Some(0), None, Some(1)]);
    act(&mut g, 2, Action::HireAny { slot: 5 });
    assert_eq!(g.player(2).silver, 7, "space B costs 2");
    assert_eq!(g.to_move(), ToMove::Chance);
    chance(&mut g);
    assert_eq!(g.black_market(), [None; 3]);
    assert_eq!(
        (g.player(0).prison, g.player(1).prison, g.player(2).prison),
        (1, 1, 1)
    );
}

#[test]
fn awk_11_2_unmet_guardhouse_actions_are_not_offered() {
    let mut g = ready(2);
    put(&mut g, 0, GUARDHOUSE, 3);
    act(&mut g, 0, place(Place::Guardhouse));
    assert_eq!(legal(&g, 0), vec![Action::Stop]);
    assert_eq!(
        refused(
            &g,
            0,
            Action::Guard {
                action: Guard::Release
            }
        ),
        "AWK-11.2"
    );
}

#[test]
fn awk_12_5_the_guildhall_builds_or_advances() {
    let mut g = ready(2);
    g.give_building(0, 10); // Well
    g.player_mut(0).resources = [0, 2, 2, 1, 0];
    let mut c = g.clone();
    act(&mut g, 0, Action::Build { card: 10 });
    assert_eq!((g.player(0).guildhall, g.guildhall_filled()), (1, 1));
    assert!(g.player(0).buildings.has(10));
    let card = c.player(0).hand.iter().next().unwrap();
    act(&mut c, 0, Action::Cathedral { wood: 0 });
    act(&mut c, 0, Action::Discard { card });
    assert_eq!((c.player(0).guildhall, c.player(0).cathedral), (1, 1));
}

#[test]
fn awk_13_2_the_building_cost_is_paid() {
    let mut g = ready(2);
    g.give_building(0, 0); // Smithy: 4 clay, 2 wood; +4 stone
    g.player_mut(0).resources = [5, 3, 0, 1, 1];
    act(&mut g, 0, Action::Build { card: 0 });
    assert_eq!(g.player(0).resources, [1, 1, 4, 1, 1]);
}

#[test]
fn awk_14_1_and_awk_14_4_cathedral_costs_and_points_and_no_way_down() {
    let mut g = ready(2);
    edit(&mut g, |v| {
        // No reward left: each advance gains exactly 1 virtue (AWK-14.3).
        v["rewards_left"] = 0.into();
        v["rewards_taken"] = serde_json::json!([1, 1, 1, 1, 1, 0]);
    });
    g.player_mut(0).resources = [0, 20, 20, 10, 10];
    g.player_mut(0).virtue = 5;
    let more: Vec<u8> = g.building_deck().iter().take(2).collect();
    for c in more {
        g.give_building(0, c);
    }
    assert_eq!(g.player(0).hand.len(), 5);
    let levels = [
        (0, [0, 0, 0, 1, 0], 2),
        (4, [0, 4, 0, 0, 0], 4),
        (0, [0, 0, 0, 0, 1], 7),
        (0, [0, 0, 8, 0, 0], 12),
        (0, [0, 0, 0, 2, 2], 20),
    ];
    for (level, (wood, cost, vp)) in levels.into_iter().enumerate() {
        let before = g.player(0).resources;
        act(&mut g, 0, Action::Cathedral { wood });
        let card = g.player(0).hand.iter().next().unwrap();
        act(&mut g, 0, Action::Discard { card });
        chance(&mut g);
        let after = g.player(0).resources;
        let paid: Vec<u16> = (0..5).map(|r| before[r] - after[r]).collect();
        assert_eq!(paid, cost, "level {}", level + 1);
        assert_eq!(g.player(0).cathedral, level as u8 + 1);
        assert_eq!(g.score_breakdown(0)[1], vp);
        round_to(&mut g, 0);
    }
    // AWK-14.4: at the top the marker stays.
    assert_eq!(refused(&g, 0, Action::Cathedral { wood: 0 }), "AWK-14.2");
    assert_eq!(g.player(0).cathedral, 5);
}

/// AWK-14.1, spec §5.5: the view carries the Cathedral as the board shows it (each level's
/// spaces and end points, whose markers stand on it), the same for every observer (AWK-1.3).
#[test]
fn awk_14_1_the_view_carries_the_cathedral() {
    let mut g = ready(3);
    g.player_mut(1).cathedral = 3;
    g.player_mut(2).cathedral = 3;
    let spectator = g.view(Observer::Spectator);
    assert_eq!(
        serde_json::to_value(&spectator).unwrap()["cathedral"],
        serde_json::json!([
            {"spaces": null, "vp": 0, "seats": [0]},
            {"spaces": 3, "vp": 2, "seats": []},
            {"spaces": 3, "vp": 4, "seats": []},
            {"spaces": 2, "vp": 7, "seats": [1, 2]},
            {"spaces": 2, "vp": 12, "seats": []},
            {"spaces": 1, "vp": 20, "seats": []},
        ])
    );
    for s in 0..3 {
        assert_eq!(
            g.view(Observer::Seat(Seat(s))).cathedral,
            spectator.cathedral
        );
    }
}

#[test]
fn awk_15_7_virtue_moves_one_point_at_a_time() {
    // Virtue 1, the Tax Stand costs 2: one point to 0, the next a debt (AWK-15.3).
    let mut g = ready(2);
    g.player_mut(0).virtue = 1;
    act(&mut g, 0, place(Place::TaxStand));
    assert_eq!((g.player(0).virtue, g.player(0).unpaid_debts), (0, 1));
    // Virtue 13, Monument gives 2: one to 14, the next destroys a debt (AWK-15.2).
    let mut m = ready(2);
    m.give_apprentice(0, 12);
    m.give_building(0, 35);
    m.player_mut(0).resources = [0, 2, 3, 0, 2];
    m.player_mut(0).virtue = 13;
    m.player_mut(0).unpaid_debts = 3;
    act(&mut m, 0, Action::Build { card: 35 });
    assert_eq!((m.player(0).virtue, m.player(0).unpaid_debts), (14, 2));
}

#[test]
fn awk_16_2_debt_sources() {
    // Virtue below 0 (AWK-15.3), the Guardhouse's free-in-debt (AWK-11.1), the Betting House
    // (AWK-13.3) and reset step 5 (AWK-17.2) each have their own test; here all four in one game.
    let mut g = ready(2);
    g.player_mut(0).virtue = 0;
    act(&mut g, 0, place(Place::TaxStand));
    assert_eq!(g.player(0).unpaid_debts, 2, "2 virtue below 0");
    round_to(&mut g, 0);
    g.player_mut(0).supply -= 2;
    g.player_mut(1).captured[0] = 2;
    act(&mut g, 0, place(Place::Guardhouse));
    act(
        &mut g,
        0,
        Action::Guard {
            action: Guard::FreeInDebt,
        },
    );
    assert_eq!(g.player(0).unpaid_debts, 4, "a debt, and 1 virtue below 0");
    round_to(&mut g, 0);
    g.give_building(0, 15); // Betting House
    g.player_mut(0).resources = [1, 0, 2, 1, 0];
    act(&mut g, 0, Action::Build { card: 15 });
    assert_eq!(g.player(0).unpaid_debts, 6, "a debt, and 1 virtue below 0");
}

#[test]
fn awk_16_3_and_awk_16_4_paying_off_against_destroying() {
    let mut g = ready(2);
    g.player_mut(0).unpaid_debts = 2;
    g.player_mut(0).silver = 12;
    let mut church = g.clone();
    act(&mut g, 0, place(Place::Guardhouse));
    act(
        &mut g,
        0,
        Action::Guard {
            action: Guard::PayDebt,
        },
    );
    let p = g.player(0);
    assert_eq!((p.unpaid_debts, p.paid_debts, p.virtue), (1, 1, 8));
    // A paid debt stays and counts for the Moneylender.
    g.player_mut(0).buildings.add(34);
    assert_eq!(g.score_breakdown(0)[0], 5 + 1);
    // The Church destroys one: not paid, no virtue for it.
    church.give_building(0, 19);
    church.player_mut(0).resources = [3, 0, 3, 0, 0];
    act(&mut church, 0, Action::Build { card: 19 });
    act(&mut church, 0, Action::Choose { option: 0 });
    let p = church.player(0);
    assert_eq!((p.unpaid_debts, p.paid_debts, p.virtue), (1, 0, 8));
}

#[test]
fn awk_20_1_end_game_virtue_effects_come_before_scoring() {
    let mut g = ready(2);
    {
        let p = g.player_mut(0);
        p.buildings.add(23); // Dungeon: lose 2 virtue
        p.buildings.add(17); // Castle: +1 virtue per 2 gold
        p.resources[GOLD] = 4;
        p.virtue = 1;
    }
    // Gains first (AWK-R9): 1 + 2 = 3, then the Dungeon's loss: 1, no debt.
    edit(&mut g, |v| {
        for i in 0..11 {
            v["guild"][i] = 1.into();
        }
        v["players"][1]["guildhall"] = 11.into();
        let s = v["players"][1]["supply"].as_u64().unwrap();
        v["players"][1]["supply"] = (s - 11).into();
    });
    g.give_building(0, 10);
    g.player_mut(0).resources[WOOD] = 2;
    g.player_mut(0).resources[STONE] = 2;
    act(&mut g, 0, Action::Build { card: 10 });
    assert_eq!(g.final_turns(), Some(2));
    round_to(&mut g, 1);
    act(&mut g, 1, place(Place::Quarry));
    chance(&mut g);
    act(&mut g, 0, place(Place::Quarry));
    chance(&mut g);
    assert_eq!(g.to_move(), ToMove::Over);
    let p = g.player(0);
    assert_eq!((p.virtue, p.unpaid_debts), (1, 0));
    assert_eq!(g.score_breakdown(0)[2], -8);
}

/// Seat 1 with `prison` workers in the Prison and one on Black Market space A; seat 0 takes
/// space C and space B is filled by seat 1 too, so seat 0's placement on C resets the market.
fn reset_with(g: &mut Architects, prison: [u8; 2]) {
    edit(g, |v| {
        v["black_market"] = serde_json::json!([1, 1, null]);
        for (s, k) in prison.iter().enumerate() {
            let p = &mut v["players"][s];
            p["prison"] = (*k).into();
            let market = if s == 1 { 2 } else { 0 };
            let supply = p["supply"].as_u64().unwrap();
            p["supply"] = (supply - u64::from(*k) - market).into();
        }
    });
    g.validate().unwrap();
    g.player_mut(0).silver = 5;
    act(g, 0, place(Place::BlackMarketC));
    chance(g);
}

#[test]
fn awk_r7_nobody_in_the_prison_takes_no_debt() {
    // A Guildhall reset (position 7 with 2 players) with the Black Market and the Prison empty.
    let mut g = ready(2);
    edit(&mut g, |v| {
        for i in 0..6 {
            v["guild"][i] = 1.into();
        }
        v["players"][1]["guildhall"] = 6.into();
        let s = v["players"][1]["supply"].as_u64().unwrap();
        v["players"][1]["supply"] = (s - 6).into();
    });
    g.give_building(0, 10);
    g.player_mut(0).resources = [0, 2, 2, 0, 0];
    act(&mut g, 0, Action::Build { card: 10 });
    assert_eq!(g.to_move(), ToMove::Chance, "the reset's market flip");
    chance(&mut g);
    assert_eq!((g.player(0).prison, g.player(1).prison), (0, 0));
    assert_eq!((g.player(0).unpaid_debts, g.player(1).unpaid_debts), (0, 0));
}

#[test]
fn awk_r8_releases_come_before_the_squire_check_and_awk_r20_step_1_counts() {
    // Seat 1: Gatekeeper and Squire (gold). Its 2 black market workers are jailed in step 1
    // (AWK-R20: they count), then released (AWK-R8), so the Squire pays.
    let mut g = ready(2);
    g.give_apprentice(1, 8);
    g.give_apprentice(1, 25);
    reset_with(&mut g, [0, 0]);
    assert_eq!(g.player(1).prison, 0);
    assert_eq!(g.player(1).resources[GOLD], 1);
    // Without the Gatekeeper the jailed workers stop the Squire.
    let mut h = ready(2);
    h.give_apprentice(1, 25);
    reset_with(&mut h, [0, 0]);
    assert_eq!(h.player(1).prison, 2);
    assert_eq!(h.player(1).resources[GOLD], 0);
}

#[test]
fn awk_r10_an_empty_pile_shows_the_printed_small_market() {
    let mut g = ready(2);
    edit(&mut g, |v| {
        v["market_pile"] = 0.into();
        v["market_top"] = serde_json::Value::Null;
        v["market_large"] = 9.into();
        v["market_used"] = 511.into();
    });
    g.validate().unwrap();
    g.player_mut(0).silver = 5;
    act(&mut g, 0, place(Place::BlackMarketA));
    assert_eq!(g.player(0).resources, [0, 0, 0, 1, 1], "1 marble + 1 gold");
}

#[test]
fn awk_r12_the_bottom_order_is_chosen_and_hidden() {
    let mut g = ready(2);
    g.player_mut(0).silver = 5;
    act(&mut g, 0, place(Place::BlackMarketDraw));
    chance(&mut g);
    let k = legal(&g, 0)[0];
    act(&mut g, 0, k);
    // Put the four back highest first: the order is the player's.
    let mut order = Vec::new();
    for _ in 0..4 {
        let d = *legal(&g, 0).last().unwrap();
        if let Action::Discard { card } = d {
            order.push(card);
        }
        act(&mut g, 0, d);
    }
    assert!(order.windows(2).all(|w| w[0] > w[1]));
    let own = serde_json::to_value(g.view(Observer::Seat(Seat(0)))).unwrap();
    let other = serde_json::to_value(g.view(Observer::Seat(Seat(1)))).unwrap();
    let tail = |v: &serde_json::Value| -> Vec<serde_json::Value> {
        let b = v["building_bottom"].as_array().unwrap();
        b[b.len() - 4..].iter().map(|e| e["card"].clone()).collect()
    };
    let own: Vec<String> = tail(&own)
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    let named: Vec<String> = order.iter().map(|&c| format!("B{}", c + 1)).collect();
    assert_eq!(own, named);
    assert!(tail(&other).iter().all(|c| c.is_null()));
}

#[test]
fn awk_r14_tax_evasion_is_counted_per_payment() {
    // Virtue 3 evades 1 tax; paying off the first debt raises it to 4, which evades none.
    let mut g = ready(2);
    put(&mut g, 0, GUARDHOUSE, 1);
    let p = g.player_mut(0);
    p.virtue = 3;
    p.unpaid_debts = 2;
    p.silver = 20;
    let tax = g.tax_stand();
    act(&mut g, 0, place(Place::Guardhouse));
    for _ in 0..2 {
        act(
            &mut g,
            0,
            Action::Guard {
                action: Guard::PayDebt,
            },
        );
    }
    assert_eq!(g.player(0).silver, 20 - (3 + 2) - (3 + 3));
    assert_eq!(g.tax_stand(), tax + 5);
}

#[test]
fn awk_r15_hiring_at_the_limit_needs_a_discard_first() {
    let mut g = ready(2);
    for a in 20..25 {
        g.give_apprentice(0, a);
    }
    g.player_mut(0).silver = 10;
    assert!(!legal(&g, 0)
        .iter()
        .any(|a| matches!(a, Action::Hire { .. } | Action::HireAny { .. })));
    assert!(legal(&g, 0).contains(&Action::Dismiss { card: 20 }));
    act(&mut g, 0, Action::Dismiss { card: 20 });
    assert!(legal(&g, 0).contains(&Action::Hire { slot: 0 }));
}

#[test]
fn awk_r18_apprentices_are_dismissed_only_on_their_owners_turn() {
    let mut g = ready(2);
    g.give_apprentice(1, 20);
    assert!(legal(&g, 1).is_empty());
    let mut copy = g.clone();
    assert!(try_act(&mut copy, 1, Action::Dismiss { card: 20 }).is_err());
    assert_eq!(copy, g);
}

#[test]
fn awk_r19_the_black_market_at_virtue_0_is_a_debt() {
    let mut g = ready(2);
    g.player_mut(0).virtue = 0;
    assert!(legal(&g, 0).contains(&place(Place::BlackMarketA)));
    act(&mut g, 0, place(Place::BlackMarketA));
    assert_eq!((g.player(0).virtue, g.player(0).unpaid_debts), (0, 1));
}

#[test]
fn awk_r21_virtue_above_14_destroys_debts_automatically() {
    let mut g = ready(2);
    g.player_mut(0).virtue = 14;
    g.player_mut(0).unpaid_debts = 1;
    g.player_mut(0).resources[CLAY] = 2;
    put(&mut g, 0, STOREHOUSE, 1);
    act(&mut g, 0, place(Place::Storehouse));
    act(&mut g, 0, Action::Trade { trade: 0 });
    let p = g.player(0);
    assert_eq!((p.virtue, p.unpaid_debts, p.paid_debts), (14, 0, 0));
}

#[test]
fn awk_r22_capturing_the_own_town_centre_group_keeps_the_count() {
    let mut g = ready(2);
    put(&mut g, 0, TOWN_CENTRE, 1);
    put(&mut g, 1, FOREST, 2);
    g.player_mut(0).silver = 5;
    act(&mut g, 0, place(Place::TownCentre));
    act(
        &mut g,
        0,
        Action::Capture {
            location: TOWN_CENTRE as u8,
            colour: 0,
        },
    );
    assert_eq!(g.player(0).placed[TOWN_CENTRE], 0);
    assert!(matches!(g.stage(), Stage::Capture(c) if c.left == 1));
    act(
        &mut g,
        0,
        Action::Capture {
            location: FOREST as u8,
            colour: 1,
        },
    );
    assert_eq!(g.player(0).captured[1], 2);
}

/// A game with the Guildhall's first `filled` positions taken by the other seats, seat 0 to
/// construct: the display before and after seat 0's Guildhall action, and the bottom of the
/// apprentice deck after it.
fn guildhall_action(players: usize, filled: usize, refresh: bool) -> ([Option<u8>; 8], Architects) {
    let value = if refresh { "true" } else { "false" };
    let options = Options::parse(
        Architects::OPTIONS,
        [("guildhall_apprentice_refresh", value)],
    )
    .unwrap();
    let mut g = ready_with(players, &options);
    assert_eq!(g.flags().guildhall_apprentice_refresh, refresh);
    edit(&mut g, |v| {
        for i in 0..filled {
            let seat = 1 + i % (players - 1);
            v["guild"][i] = seat.into();
            let g = v["players"][seat]["guildhall"].as_u64().unwrap();
            v["players"][seat]["guildhall"] = (g + 1).into();
            let s = v["players"][seat]["supply"].as_u64().unwrap();
            v["players"][seat]["supply"] = (s - 1).into();
        }
        v["coins"][0] = 2.into();
        v["coins"][5] = 1.into();
    });
    g.validate().unwrap();
    let before = g.display();
    g.give_building(0, 10);
    g.player_mut(0).resources = [0, 2, 2, 0, 0];
    act(&mut g, 0, Action::Build { card: 10 });
    (before, g)
}

#[test]
fn awk_12_4_awk_22_1_awk_r1_guildhall_refresh_clears_column_1() {
    for players in 2..=5 {
        let k = (players + 1).max(3);
        for position in 1..=4 * k - 1 {
            let (before, mut g) = guildhall_action(players, position - 1, true);
            let refresh = [3, k + 3, 2 * k + 3].contains(&position);
            let silver = g.player(0).silver;
            if refresh {
                // AWK-22.1: both column-1 cards to the bottom, in row order; rows slide left
                // with their coins; the coins on the discarded cards leave the game (AWK-R1
                // GAP); chance deals two new cards to column 4.
                let bottom = g.view(Observer::Spectator).apprentice_bottom;
                assert_eq!(
                    g.display()[..3],
                    before[1..4],
                    "{players}p position {position}"
                );
                assert_eq!(g.display()[4..7], before[5..8]);
                assert_eq!(g.display_coins()[..4], [0, 0, 0, 0]);
                assert_eq!(g.display_coins()[4..8], [1, 0, 0, 0]);
                assert_eq!((g.display()[3], g.display()[7]), (None, None));
                assert_eq!(bottom, [before[0].unwrap(), before[4].unwrap()]);
                assert_eq!(g.to_move(), ToMove::Chance, "column 4 is dealt again");
                chance(&mut g);
                assert!(g.display().iter().all(Option::is_some));
                for card in [before[0].unwrap(), before[4].unwrap()] {
                    assert!(!g.display().contains(&Some(card)));
                }
            } else {
                chance(&mut g);
                assert_eq!(g.display(), before, "{players}p position {position}");
                assert_eq!(g.display_coins()[0], 2);
            }
            assert_eq!(g.player(0).silver, silver, "the builder gains no coins");
        }
    }
}

#[test]
fn awk_22_1_awk_r1_refresh_is_off_by_default() {
    // AWK-R1: without the flag (the 2018 rulebook) position 3 clears nothing.
    assert!(!ready(2).flags().guildhall_apprentice_refresh);
    let (before, mut g) = guildhall_action(2, 2, false);
    chance(&mut g);
    assert_eq!(g.display(), before);
}

#[test]
fn awk_16_1_awk_16_3_debts_are_kept_up_to_100_of_each_kind() {
    // Debts are unlimited (AWK-1.1); the game keeps at most DEBTS_MOST of each kind, so that
    // every state play reaches is one `validate` accepts.
    assert_eq!(DEBTS_MOST, 100);
    let mut g = ready(2);
    put(&mut g, 0, GUARDHOUSE, 1);
    {
        let p = g.player_mut(0);
        p.unpaid_debts = DEBTS_MOST;
        p.paid_debts = DEBTS_MOST - 1;
        p.silver = 30;
        p.virtue = 0;
    }
    g.validate().unwrap();
    let pay = Action::Guard {
        action: Guard::PayDebt,
    };
    act(&mut g, 0, place(Place::Guardhouse));
    act(&mut g, 0, pay);
    assert_eq!(
        (g.player(0).unpaid_debts, g.player(0).paid_debts),
        (DEBTS_MOST - 1, DEBTS_MOST)
    );
    g.validate().unwrap();
    assert!(
        !legal(&g, 0).contains(&pay),
        "the 101st debt is not paid off"
    );
    assert_eq!(refused(&g, 0, pay), "AWK-16.3");
    // A debt taken at the most kept is not recorded (AWK-15.3: virtue lost below 0).
    g.player_mut(0).unpaid_debts = DEBTS_MOST;
    act(&mut g, 0, Action::Stop);
    round_to(&mut g, 0);
    act(&mut g, 0, place(Place::TaxStand));
    assert_eq!(g.player(0).unpaid_debts, DEBTS_MOST);
    g.validate().unwrap();
    // validate refuses more than that of either kind.
    for field in ["paid_debts", "unpaid_debts"] {
        let mut h = g.clone();
        edit(&mut h, |v| v["players"][0][field] = 101.into());
        assert!(h.validate().is_err(), "{field}");
    }
}

/// A game with these options, the start player `start` drawn.
fn started(players: usize, given: &[(&str, &str)], start: u8) -> Result<Architects, String> {
    let options =
        Options::parse(Architects::OPTIONS, given.iter().copied()).map_err(|e| e.to_string())?;
    let mut g = Architects::new(players, &options).map_err(|e| e.to_string())?;
    deal(&mut g, Action::StartPlayer { seat: start });
    Ok(g)
}

#[test]
fn awk_2_11_start_money_option_sets_the_silver_in_order_of_play() {
    // The rulebook's 3, 4, 5, ... from the start player, by default and by name.
    for given in [&[][..], &[("start-money", "rulebook")][..]] {
        let g = started(4, given, 2).unwrap();
        let silver: Vec<u16> = (0..4).map(|s| g.player(s).silver).collect();
        assert_eq!(silver, [5, 6, 3, 4]);
    }
    // Amounts in order of play: the start player's first.
    let g = started(4, &[("start-money", "21/0/13/8")], 2).unwrap();
    let silver: Vec<u16> = (0..4).map(|s| g.player(s).silver).collect();
    assert_eq!(silver, [13, 8, 21, 0]);
    assert_eq!(g.start_silver(), [21, 0, 13, 8, 0]);
    g.validate().unwrap();
    let g = started(2, &[("start-money", " 5 / 5 ")], 1).unwrap();
    assert_eq!((g.player(0).silver, g.player(1).silver), (5, 5));
    // The saved state carries the amounts.
    let saved = serde_json::to_string(&g).unwrap();
    let loaded: Architects = serde_json::from_str(&saved).unwrap();
    assert_eq!(loaded, g);
}

#[test]
fn awk_2_11_start_money_option_refuses_bad_values() {
    for bad in [
        "",
        "5/5/5",
        "5/5/5/5/5",
        "5/5/5/x",
        "5/5/5/-1",
        "5/5/5/2.5",
        "5/5//5",
        "5,5,5,5",
        "5/5/5/5001",
        "5/5/5/99999",
        "Rulebook",
    ] {
        let e = started(4, &[("start-money", bad)], 0).expect_err(bad);
        assert!(e.contains("start-money"), "{bad}: {e}");
        if !bad.is_empty() {
            assert!(e.contains("4 whole amounts"), "{bad}: {e}");
        }
    }
    // A loaded state with starting silver for a seat that does not play is refused.
    let mut g = started(2, &[("start-money", "4/4")], 0).unwrap();
    edit(&mut g, |v| v["start_silver"][3] = 4.into());
    assert!(g.validate().is_err());
    let mut g = started(2, &[("start-money", "4/4")], 0).unwrap();
    edit(&mut g, |v| v["start_silver"][0] = 5001.into());
    assert!(g.validate().is_err());
}

/// A game with the free starting apprentice (AWK-22.2), seat `start` starting, through the
/// draft (each seat keeping the first card of every packet).
fn after_draft_with_starting_apprentice(players: usize, start: u8) -> Architects {
    let options = Options::parse(Architects::OPTIONS, [("starting_apprentice", "true")]).unwrap();
    let mut g = Architects::new(players, &options).unwrap();
    deal(&mut g, Action::StartPlayer { seat: start });
    chance(&mut g);
    while let Stage::Draft { .. } = g.stage() {
        for s in 0..players {
            if let Some(&a) = legal(&g, s).first() {
                act(&mut g, s, a);
            }
        }
        chance(&mut g);
    }
    g
}

#[test]
fn awk_22_2_starting_apprentices_in_reverse_order_then_the_refill() {
    for players in 2..=5usize {
        let start = 1u8;
        let mut g = after_draft_with_starting_apprentice(players, start);
        assert_eq!(g.stage(), Stage::StartingApprentice);
        let display = g.display();
        let mut order = Vec::new();
        for j in 0..players {
            let seat = (usize::from(start) + players - 1 - j) % players;
            assert_eq!(g.turn(), seat, "{players}p: reverse order of play");
            assert_eq!(
                g.to_move(),
                ToMove::Seat {
                    seat: Seat(seat as u8)
                },
                "no refill before the last hire"
            );
            assert_eq!(g.display().iter().filter(|d| d.is_none()).count(), j);
            let options = legal(&g, seat);
            assert_eq!(options.len(), 8 - j, "any face-up apprentice");
            assert_eq!(
                refused(&g, seat, place(Place::Quarry)),
                "AWK-3.3",
                "no worker before the starting apprentices"
            );
            // An empty slot (the first row's last, once a card left it) or no slot at all.
            let empty = if j == 0 { 8 } else { 3 };
            assert_eq!(
                refused(&g, seat, Action::HireAny { slot: empty }),
                "AWK-22.2"
            );
            g.validate().unwrap();
            let virtue = g.player(seat).virtue;
            let silver = g.player(seat).silver;
            let first = if j < 4 { 0 } else { 4 };
            act(&mut g, seat, Action::HireAny { slot: first });
            let hired = g.player(seat).apprentices.iter().next().unwrap();
            order.push(hired);
            // Free, with the card's virtue (AWK-18.4).
            assert_eq!(g.player(seat).silver, silver);
            assert_eq!(
                i16::from(g.player(seat).virtue),
                i16::from(virtue) + i16::from(APPRENTICES[usize::from(hired)].virtue)
            );
        }
        // Each took the first card of the first row that had one, the row closing up.
        assert_eq!(
            order,
            display[..players]
                .iter()
                .map(|d| d.unwrap())
                .collect::<Vec<_>>()
        );
        assert_eq!(g.to_move(), ToMove::Chance, "the display is refilled");
        chance(&mut g);
        assert!(g.display().iter().all(Option::is_some));
        assert_eq!((g.stage(), g.turn()), (Stage::Turn, usize::from(start)));
        g.validate().unwrap();
    }
}

#[test]
fn awk_22_2_awk_r2_the_starting_apprentice_is_off_by_default() {
    // AWK-R2: without the option the first turn follows the draft, nobody has an apprentice.
    let g = ready(3);
    assert!(!g.flags().starting_apprentice);
    assert_eq!(g.stage(), Stage::Turn);
    assert!((0..3).all(|s| g.player(s).apprentices.is_empty()));
}

#[test]
fn awk_22_2_validate_refuses_starting_apprentices_out_of_order() {
    let mut g = after_draft_with_starting_apprentice(3, 0);
    act(&mut g, 2, Action::HireAny { slot: 0 });
    g.validate().unwrap();
    // Seat 1 (next to hire) already holding one, or seat 2 without its own.
    for (seat, card) in [(1usize, Some(30u8)), (2, None)] {
        let mut h = g.clone();
        edit(&mut h, |v| {
            v["players"][seat]["apprentices"] = match card {
                Some(c) => serde_json::json!([c]),
                None => serde_json::json!([]),
            };
        });
        assert!(h.validate().is_err(), "seat {seat}");
    }
    // The display refilled before the last hire.
    let mut h = g.clone();
    edit(&mut h, |v| v["display"][3] = 30.into());
    assert!(h.validate().is_err());
    // The stage without the option.
    let mut h = g.clone();
    edit(&mut h, |v| v["flags"]["starting_apprentice"] = false.into());
    assert!(h.validate().is_err());
}

#[test]
fn awk_7_4_a_display_emptied_by_hand_or_a_state_loaded_waits_for_chance_as_worked_out_anew() {
    // Whose decision it is follows the state as it is now, not as the last step left it:
    // a slot emptied by the test tools waits for an apprentice draw (AWK-7.4) at once.
    let mut g = ready(2);
    assert_eq!(g.to_move(), ToMove::seat(Seat(0)));
    let mut d = g.display();
    d[3] = None; // the end of the first row (rows slide left)
    g.set_display(d, [0; 8]);
    assert_eq!(g.to_move(), ToMove::Chance);
    let mut legal = Vec::new();
    g.legal_actions(Seat(0), &mut legal);
    assert!(legal.is_empty(), "no seat decides while chance draws");
    // The same state saved and loaded asks the same, and equals the state it was saved from.
    let loaded: Architects = serde_json::from_value(serde_json::to_value(&g).unwrap()).unwrap();
    assert_eq!(loaded, g);
    assert_eq!(loaded.to_move(), ToMove::Chance);
    assert_eq!(loaded.validate().map_err(|e| e.to_string()), Ok(()));
    chance(&mut g);
    assert_eq!(g.to_move(), ToMove::seat(Seat(0)));
    assert!(g.display().iter().all(Option::is_some));
}

#[test]
fn awk_6_2_base_trades_need_no_apprentice() {
    // (a) any 2 of clay, wood and stone for 1 virtue; (b) any 3 of wood and stone for 1
    // marble: every mix, each in a storehouse visit of its own.
    let mixes: [([u8; 3], u8, u8); 10] = [
        ([2, 0, 0], 1, 0),
        ([0, 2, 0], 1, 0),
        ([0, 0, 2], 1, 0),
        ([1, 1, 0], 1, 0),
        ([1, 0, 1], 1, 0),
        ([0, 1, 1], 1, 0),
        ([0, 3, 0], 0, 1),
        ([0, 2, 1], 0, 1),
        ([0, 1, 2], 0, 1),
        ([0, 0, 3], 0, 1),
    ];
    for (trade, (pay, virtue, marble)) in mixes.into_iter().enumerate() {
        let mut g = ready(2);
        g.player_mut(0).resources = [3, 3, 3, 0, 0];
        let before = g.player(0).virtue;
        act(&mut g, 0, place(Place::Storehouse));
        act(&mut g, 0, Action::Trade { trade: trade as u8 });
        let p = g.player(0);
        let left = pay.map(|n| 3 - u16::from(n));
        assert_eq!(p.resources[..3], left, "trade {trade}");
        assert_eq!(p.resources[MARBLE], u16::from(marble), "trade {trade}");
        assert_eq!(p.virtue, before + virtue, "trade {trade}");
    }
    // A mix the seat cannot pay for is refused by the trade's own rule.
    let mut g = ready(2);
    g.player_mut(0).resources = [1, 0, 2, 0, 0];
    act(&mut g, 0, place(Place::Storehouse));
    assert_eq!(refused(&g, 0, Action::Trade { trade: 0 }), "AWK-6.2");
    assert_eq!(refused(&g, 0, Action::Trade { trade: 9 }), "AWK-6.2");
    act(&mut g, 0, Action::Trade { trade: 4 });
    assert_eq!(g.player(0).resources, [0, 0, 1, 0, 0]);
}
