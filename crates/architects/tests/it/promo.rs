//! AWK-22.3: the promo cards (apprentices P41–P43, buildings P41–P43; card indices 40–42 of
//! each deck, ids A41–A43 and B41–B43), in play only with the option `promo_cards`.

use crate::common;

use cathedra_architects::data::*;
use cathedra_architects::{Action, Architects, Guard, Place, Stage};
use cathedra_core::{Actor, Game, Log, Options, Seat, ToMove};
use common::*;

const ENFORCER: u8 = 40;
const OVERSEER: u8 = 41;
const PEDDLER: u8 = 42;
const CRANE: u8 = 40;
const GRAVEYARD: u8 = 41;
const MUSEUM: u8 = 42;
const WELL: u8 = 10;
const LABOURER: u8 = 12;
const WOODCUTTER: u8 = 38;

fn promo() -> Options {
    Options::parse(Architects::OPTIONS, [("promo_cards", "true")]).unwrap()
}

fn place(p: Place) -> Action {
    Action::Place { place: p }
}

/// The apprentices chance may deal into the empty display, and the buildings it may deal into
/// the first draft packet.
fn first_draws(options: &Options) -> (Vec<u8>, Vec<u8>) {
    let mut g = Architects::new(2, options).unwrap();
    deal(&mut g, Action::StartPlayer { seat: 0 });
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    let apprentices = out
        .iter()
        .filter_map(|o| match o.action {
            Action::Apprentice { card } => Some(card),
            _ => None,
        })
        .collect();
    chance_until_building(&mut g);
    g.chance_outcomes(&mut out);
    let buildings = out
        .iter()
        .filter_map(|o| match o.action {
            Action::Building { card } => Some(card),
            _ => None,
        })
        .collect();
    (apprentices, buildings)
}

fn chance_until_building(g: &mut Architects) {
    let mut out = Vec::new();
    loop {
        g.chance_outcomes(&mut out);
        if matches!(out[0].action, Action::Building { .. }) {
            return;
        }
        g.apply(Actor::Chance, out[0].action, &mut Log::silent())
            .unwrap();
    }
}

#[test]
fn awk_22_3_the_decks_hold_the_promo_cards_only_with_the_option() {
    let g = Architects::new(3, &options()).unwrap();
    assert!(!g.flags().promo_cards, "off by default (AWK-22)");
    assert_eq!(g.building_deck().len(), 40);
    let (apprentices, buildings) = first_draws(&options());
    assert_eq!(apprentices, (0..40).collect::<Vec<u8>>());
    assert_eq!(buildings, (0..40).collect::<Vec<u8>>());

    let g = Architects::new(3, &promo()).unwrap();
    assert!(g.flags().promo_cards);
    assert_eq!(g.building_deck().len(), 43);
    let (apprentices, buildings) = first_draws(&promo());
    assert_eq!(apprentices, (0..43).collect::<Vec<u8>>());
    assert_eq!(buildings, (0..43).collect::<Vec<u8>>());
}

#[test]
fn awk_22_3_the_promo_cards_are_the_specs_rows() {
    // §5.1: P41 Enforcer (Til, 0), P42 Overseer (Mas, 0), P43 Peddler (Car, -1).
    let rows = [
        ("Enforcer", TILING, 0, Ability::Enforcer),
        ("Overseer", MASONRY, 0, Ability::Overseer),
        ("Peddler", CARPENTRY, -1, Ability::Peddler),
    ];
    for (i, (name, skills, virtue, ability)) in rows.into_iter().enumerate() {
        let a = APPRENTICES[BASE_CARDS + i];
        assert_eq!(
            (a.name, a.skills, a.virtue, a.ability),
            (name, skills, virtue, ability)
        );
    }
    // §5.2: P41 Crane (3 VP, 3W 1S), P42 Graveyard (12 VP, 4C 1W 2S 2M, all skills, -1),
    // P43 Museum (4 VP, 1C 5W 1S).
    let rows = [
        ("Crane", 3, [0, 3, 1, 0, 0], 0, 0, Effect::Crane),
        (
            "Graveyard",
            12,
            [4, 1, 2, 0, 2],
            CARPENTRY | TILING | MASONRY,
            -1,
            Effect::Graveyard,
        ),
        ("Museum", 4, [1, 5, 1, 0, 0], 0, 0, Effect::Museum),
    ];
    for (i, (name, vp, cost, skills, virtue, effect)) in rows.into_iter().enumerate() {
        let b = BUILDINGS[BASE_CARDS + i];
        assert_eq!(
            (b.name, b.vp, b.cost, b.skills, b.virtue, b.effect),
            (name, vp, cost, skills, virtue, effect)
        );
    }
    assert_eq!((APPRENTICES.len(), BUILDINGS.len()), (43, 43));
}

#[test]
fn awk_22_3_promo_cards_are_refused_in_a_game_without_the_option() {
    let mut g = ready(2);
    g.give_building(0, MUSEUM);
    assert!(g.validate().is_err(), "a promo building without the option");
    let mut g = ready(2);
    g.give_apprentice(0, PEDDLER);
    assert!(
        g.validate().is_err(),
        "a promo apprentice without the option"
    );
    let mut g = ready_with(2, &promo());
    g.give_building(0, MUSEUM);
    g.give_apprentice(0, PEDDLER);
    g.validate().unwrap();
}

#[test]
fn awk_22_3_and_awk_11_1_the_enforcer_gains_1_gold_sending_captured_workers_to_prison() {
    let mut g = ready_with(2, &promo());
    g.give_apprentice(0, ENFORCER);
    g.player_mut(1).supply -= 3;
    g.player_mut(0).captured[1] = 3;
    let silver = g.player(0).silver;
    act(&mut g, 0, place(Place::Guardhouse));
    act(
        &mut g,
        0,
        Action::Guard {
            action: Guard::SendToPrison,
        },
    );
    assert_eq!(g.player(0).silver, silver + 3);
    assert_eq!(g.player(0).resources[GOLD], 1);
    assert_eq!(g.player(1).prison, 3);
    g.validate().unwrap();
}

#[test]
fn awk_22_3_and_awk_6_1_the_overseer_counts_one_more_worker_at_the_storehouse() {
    let mut g = ready_with(2, &promo());
    let mut without = g.clone();
    g.give_apprentice(0, OVERSEER);
    act(&mut g, 0, place(Place::Storehouse));
    assert_eq!(g.stage(), Stage::Storehouse { left: 2 });
    act(&mut without, 0, place(Place::Storehouse));
    assert_eq!(without.stage(), Stage::Storehouse { left: 1 });
    // The choice says so.
    let mut h = ready_with(2, &promo());
    h.give_apprentice(0, OVERSEER);
    let text = h.describe(place(Place::Storehouse));
    assert!(text.contains("up to 2 trades"), "{text}");
}

#[test]
fn awk_22_3_and_awk_17_2_the_peddler_gains_2_silver_at_every_reset() {
    // Seat 1 holds the Peddler; seat 0's third black market worker resets the market.
    let mut g = ready_with(2, &promo());
    g.give_apprentice(1, PEDDLER);
    edit(&mut g, |v| {
        v["black_market"] = serde_json::json!([1, 1, null]);
        let s = v["players"][1]["supply"].as_u64().unwrap();
        v["players"][1]["supply"] = (s - 2).into();
    });
    g.validate().unwrap();
    let silver = g.player(1).silver;
    g.player_mut(0).silver = 5;
    act(&mut g, 0, place(Place::BlackMarketC));
    chance(&mut g);
    // Step 3 (the Peddler, whatever the Prison holds), then step 5: seat 1 has the most
    // workers in the Prison and takes a debt.
    assert_eq!(g.player(1).prison, 2);
    assert_eq!(g.player(1).silver, silver + 2);
    assert_eq!(g.player(1).unpaid_debts, 1);
    g.validate().unwrap();
}

#[test]
fn awk_22_3_and_awk_18_4_the_peddler_costs_1_virtue_when_hired() {
    let mut g = ready_with(2, &promo());
    let mut display = [None; 8];
    display[0] = Some(PEDDLER);
    for (i, c) in [0u8, 1, 2, 3, 4, 5, 6].into_iter().enumerate() {
        display[i + 1] = Some(c);
    }
    g.set_display(display, [0; 8]);
    g.player_mut(0).silver = 4;
    act(&mut g, 0, Action::Hire { slot: 0 });
    assert!(g.player(0).apprentices.has(PEDDLER));
    assert_eq!(g.player(0).virtue, 6);
}

/// Seat 0 holds the Crane and the Well with the goods for both.
fn crane_and_well() -> Architects {
    let mut g = ready_with(2, &promo());
    g.give_building(0, CRANE);
    g.give_building(0, WELL);
    g.player_mut(0).resources = [0, 5, 3, 0, 0];
    g
}

#[test]
fn awk_22_3_and_awk_12_5_the_crane_places_another_worker_in_the_guildhall() {
    let mut g = crane_and_well();
    let supply = g.player(0).supply;
    act(&mut g, 0, Action::Build { card: CRANE });
    assert_eq!(g.stage(), Stage::Effect { building: CRANE });
    assert_eq!(g.to_move(), ToMove::seat(Seat(0)));
    // No gold for the Cathedral: the Well is the one choice, and the turn cannot move on.
    assert_eq!(legal(&g, 0), vec![Action::Build { card: WELL }]);
    assert_eq!(refused(&g, 0, Action::Stop), "AWK-13.3");
    assert_eq!(refused(&g, 0, place(Place::Quarry)), "AWK-3.3");
    act(&mut g, 0, Action::Build { card: WELL });
    let p = g.player(0);
    assert_eq!((p.guildhall, p.supply), (2, supply - 2));
    assert_eq!(p.resources, [4, 0, 0, 0, 0]);
    assert!(p.buildings.has(CRANE) && p.buildings.has(WELL));
    assert_eq!(g.guildhall_filled(), 2);
    g.validate().unwrap();
    assert_eq!(g.turn(), 1, "the turn is over");
}

#[test]
fn awk_22_3_the_crane_may_advance_on_the_cathedral_instead() {
    let mut g = crane_and_well();
    g.player_mut(0).resources[GOLD] = 1;
    act(&mut g, 0, Action::Build { card: CRANE });
    assert_eq!(
        legal(&g, 0),
        vec![Action::Build { card: WELL }, Action::Cathedral { wood: 0 }]
    );
    act(&mut g, 0, Action::Cathedral { wood: 0 });
    assert_eq!(g.stage(), Stage::CathedralDiscard);
    act(&mut g, 0, Action::Discard { card: WELL });
    chance(&mut g);
    assert_eq!(g.player(0).cathedral, 1);
    assert_eq!(g.player(0).guildhall, 2);
    g.validate().unwrap();
}

#[test]
fn awk_22_3_the_crane_does_nothing_without_a_worker_or_anything_to_do() {
    // Nothing left to construct or advance with: the builder is asked all the same (the
    // others do not see why), and stopping is its one choice (AWK-R6).
    let mut g = ready_with(2, &promo());
    g.give_building(0, CRANE);
    g.player_mut(0).resources = [0, 3, 1, 0, 0];
    act(&mut g, 0, Action::Build { card: CRANE });
    assert_eq!(g.stage(), Stage::Effect { building: CRANE });
    assert_eq!(legal(&g, 0), vec![Action::Stop]);
    let text = g.describe(Action::Stop);
    assert!(
        text.contains("Crane's worker stays in your supply"),
        "{text}"
    );
    act(&mut g, 0, Action::Stop);
    chance(&mut g);
    assert_eq!((g.player(0).guildhall, g.turn()), (1, 1));
    // The Crane built with the last worker of the supply: no second worker.
    let mut g = crane_and_well();
    let supply = g.player(0).supply;
    put(&mut g, 0, QUARRY, supply - 1);
    act(&mut g, 0, Action::Build { card: CRANE });
    chance(&mut g);
    assert_eq!((g.player(0).guildhall, g.turn()), (1, 1));
    assert!(g.player(0).hand.has(WELL));
    g.validate().unwrap();
}

#[test]
fn awk_22_3_and_awk_12_2_the_cranes_worker_fills_the_next_guildhall_space() {
    // Positions 1 to 5 filled: the Crane takes 6, its worker 7, a reset position (2 players).
    let mut g = crane_and_well();
    edit(&mut g, |v| {
        for i in 0..5 {
            v["guild"][i] = 1.into();
        }
        v["players"][1]["guildhall"] = 5.into();
        let s = v["players"][1]["supply"].as_u64().unwrap();
        v["players"][1]["supply"] = (s - 5).into();
    });
    act(&mut g, 0, Action::Build { card: CRANE });
    act(&mut g, 0, Action::Build { card: WELL });
    assert_eq!(g.guildhall_filled(), 7);
    assert_eq!(g.to_move(), ToMove::Chance, "the reset's market flip");
}

#[test]
fn awk_22_3_and_awk_18_5_the_graveyard_discards_one_of_the_builders_apprentices() {
    let mut g = ready_with(2, &promo());
    g.give_apprentice(0, LABOURER);
    g.give_apprentice(0, WOODCUTTER);
    g.give_building(0, GRAVEYARD);
    g.player_mut(0).resources = [4, 1, 2, 0, 2];
    act(&mut g, 0, Action::Build { card: GRAVEYARD });
    assert_eq!(
        g.stage(),
        Stage::Effect {
            building: GRAVEYARD
        }
    );
    assert_eq!(
        legal(&g, 0),
        vec![
            Action::Dismiss { card: LABOURER },
            Action::Dismiss { card: WOODCUTTER }
        ]
    );
    assert_eq!(refused(&g, 0, Action::Stop), "AWK-13.3");
    assert_eq!(refused(&g, 0, Action::Choose { option: 0 }), "AWK-13.3");
    act(&mut g, 0, Action::Dismiss { card: WOODCUTTER });
    let p = g.player(0);
    assert!(p.apprentices.has(LABOURER) && !p.apprentices.has(WOODCUTTER));
    assert_eq!(p.virtue, 6, "-1 virtue (§5.2)");
    assert_eq!(p.resources, [0; 5]);
    g.validate().unwrap();
    let v = serde_json::to_value(&g).unwrap();
    assert_eq!(v["apprentice_bottom"][0]["card"], WOODCUTTER);
}

#[test]
fn awk_22_3_and_awk_20_1_the_museum_gives_1_virtue_per_2_buildings_at_the_end() {
    let mut g = ready_with(2, &promo());
    for b in [MUSEUM, 0, 1, 2, 3] {
        g.build_from_deck(0, b);
    }
    g.player_mut(0).virtue = 5;
    edit(&mut g, |v| {
        for i in 0..11 {
            v["guild"][i] = 1.into();
        }
        v["players"][1]["guildhall"] = 11.into();
        let s = v["players"][1]["supply"].as_u64().unwrap();
        v["players"][1]["supply"] = (s - 11).into();
    });
    g.give_building(0, WELL);
    g.player_mut(0).resources[WOOD] = 2;
    g.player_mut(0).resources[STONE] = 2;
    // The Well is the sixth building: 3 virtue at the end.
    act(&mut g, 0, Action::Build { card: WELL });
    assert_eq!(g.final_turns(), Some(2));
    round_to(&mut g, 1);
    act(&mut g, 1, place(Place::Quarry));
    chance(&mut g);
    act(&mut g, 0, place(Place::Quarry));
    chance(&mut g);
    assert_eq!(g.to_move(), ToMove::Over);
    assert_eq!(g.player(0).virtue, 5 + 3);
}
