//! Step 1, the event (PIL-1, PIL-24), step 2, the Bishop's seat (PIL-2), Archbishop Thomas
//! (PIL-25.10) and Ellen (PIL-25.6).

use crate::common;

use cathedra_core::Game;
use cathedra_pillars::{Action, Craftsman, Cube, Event, Location, Privilege, ResourceCard, Stage};
use common::*;

/// Round 1 with `event`, Thomas and Ellen revealed; `setup` runs in phase I, then every
/// player passes, the plan is placed, and play goes on quietly until the event is revealed.
fn step_one(
    players: usize,
    event: Event,
    setup: impl FnOnce(&mut Table),
    plan: &[(usize, Location)],
) -> Table {
    let mut t = Table::dealt(
        players,
        RED,
        Deal {
            privileges: Some((Privilege::Thomas, Privilege::Ellen)),
            event: Some(event),
            ..Deal::default()
        },
    );
    setup(&mut t);
    t.pass_offer();
    t.builders(plan);
    t.until(|g| g.event_revealed());
    t
}

fn no_setup(_: &mut Table) {}

// PIL-1.1, PIL-1.5
#[test]
fn pil_1_1_pil_1_5_the_event_is_revealed_at_step_1_and_happens_once() {
    let mut t = Table::dealt(2, RED, Deal::event(Event::KingsVictory));
    assert!(!t.g.event_revealed());
    t.pass_offer();
    t.builders(&[(RED, Location::Priory)]);
    t.until(|g| g.event_revealed());
    assert!(t
        .log_text()
        .contains("The event: The king celebrates a victory"));
    t.play_to_round(2);
    t.quiet_step();
    t.quiet_step();
    t.quiet_step();
    assert_eq!(
        t.g.event(),
        None,
        "the event card is discarded at round end"
    );
    assert!(!t.outcomes().iter().any(|o| o.action
        == Action::DrawEvent {
            event: Event::KingsVictory
        }));
    assert_eq!(
        t.refused_rule(Action::DrawEvent {
            event: Event::KingsVictory
        }),
        "PIL-1.5"
    );
}

// PIL-1.2, PIL-24.1, PIL-2.3
#[test]
fn pil_1_2_pil_24_1_a_positive_event_affects_everyone_even_the_bishop() {
    let t = step_one(
        3,
        Event::KingsVictory,
        |t| t.g.set_gold(GREEN, 28).unwrap(),
        &[(RED, Location::Bishop)],
    );
    // Red paid 7 for the bishop; the event gives 5 to all (cap 30). The mill comes at step 3.
    assert_eq!(
        t.g.stage(),
        Stage::BishopCube,
        "a positive event: the bishop takes a cube"
    );
    assert_eq!(t.g.gold(RED), 20 - 7 + 5);
    assert_eq!(t.g.gold(GREEN), 30, "28 + 5, capped at 30");
    assert!(!t.is_legal(Action::Protect));
}

// PIL-1.3, PIL-2.2, PIL-24.7, PIL-23.4
#[test]
fn pil_1_3_pil_24_7_a_negative_event_spares_the_protected() {
    let mut t = step_one(
        3,
        Event::Conflict,
        |t| t.g.set_vp(GREEN, 1).unwrap(),
        &[(RED, Location::Bishop)],
    );
    assert_eq!(t.g.stage(), Stage::Protect);
    assert_eq!(t.turn(), to_move(RED));
    assert_eq!(t.legal(), vec![Action::Protect, Action::Decline]);
    t.act(Action::Protect);
    assert_eq!(t.g.vp(RED), 2, "protected");
    assert_eq!(t.g.vp(BLUE), 0, "2 - 2");
    assert_eq!(t.g.vp(GREEN), 0, "1 - 2, but never below 0");
    assert_ne!(
        t.g.stage(),
        Stage::BishopCube,
        "protection instead of the cube"
    );
}

// PIL-1.4, PIL-25.10, Q-17
#[test]
fn pil_1_4_bishop_first_then_thomas_holders_in_turn_order() {
    let mut t = step_one(
        3,
        Event::Conflict,
        |t| t.g.give_privilege(GREEN, Privilege::Thomas).unwrap(),
        &[(BLUE, Location::Bishop)],
    );
    assert_eq!((t.g.stage(), t.turn()), (Stage::Protect, to_move(BLUE)));
    t.act(Action::Decline);
    assert_eq!((t.g.stage(), t.turn()), (Stage::Thomas, to_move(GREEN)));
    assert_eq!(t.legal(), vec![Action::UseThomas, Action::Decline]);
    t.act(Action::UseThomas);
    assert!(
        !t.g.privileges(GREEN).contains(Privilege::Thomas),
        "used once, then gone"
    );
    assert_eq!((t.g.vp(RED), t.g.vp(BLUE), t.g.vp(GREEN)), (0, 0, 2));
    assert_eq!(
        t.g.stage(),
        Stage::BishopCube,
        "blue declined: blue takes the cube"
    );
}

// PIL-25.10: only against a negative event; a protected holder is not asked.
#[test]
fn pil_25_10_thomas_only_for_unprotected_players_and_negative_events() {
    let t = step_one(
        2,
        Event::KingsVictory,
        |t| t.g.give_privilege(BLUE, Privilege::Thomas).unwrap(),
        &[(RED, Location::Priory)],
    );
    assert_ne!(
        t.g.stage(),
        Stage::Thomas,
        "a positive event: nothing to escape"
    );
    let mut t = step_one(
        2,
        Event::Conflict,
        |t| t.g.give_privilege(RED, Privilege::Thomas).unwrap(),
        &[(RED, Location::Bishop)],
    );
    t.act(Action::Protect);
    assert_ne!(
        t.g.stage(),
        Stage::Thomas,
        "the bishop protects red already"
    );
    assert!(
        t.g.privileges(RED).contains(Privilege::Thomas),
        "so red keeps the card"
    );
}

// PIL-2.1
#[test]
fn pil_2_1_an_empty_bishops_seat_does_nothing() {
    let t = step_one(2, Event::Conflict, no_setup, &[(RED, Location::Priory)]);
    assert_ne!(t.g.stage(), Stage::Protect);
    assert_ne!(t.g.stage(), Stage::BishopCube);
    assert_eq!(t.g.market(), [4, 4, 4]);
}

// PIL-2.3, PIL-2.4
#[test]
fn pil_2_3_pil_2_4_the_bishop_takes_one_cube_of_choice_no_craftsman_needed() {
    let mut t = step_one(
        2,
        Event::Volunteers,
        |t| t.g.remove_craftsman(RED, Craftsman::Woodworker).unwrap(),
        &[(RED, Location::Bishop)],
    );
    assert_eq!(t.g.stage(), Stage::BishopCube);
    let legal = t.legal();
    assert_eq!(legal.len(), 3, "wood, stone or sand");
    assert_eq!(
        t.refused_rule(Action::TakeCube { cube: Cube::Metal }),
        "PIL-2.4"
    );
    t.act(Action::TakeCube { cube: Cube::Wood });
    assert_eq!(t.g.cubes(RED), [1, 0, 0, 0], "wood without a woodworker");
    assert_eq!(t.g.market(), [3, 4, 4], "from the market, free");
}

// PIL-2.3: negative event without protection: the cube.
#[test]
fn pil_2_3_declined_protection_takes_the_cube() {
    let mut t = step_one(2, Event::Conflict, no_setup, &[(RED, Location::Bishop)]);
    t.act(Action::Decline);
    assert_eq!(t.g.vp(RED), 0, "red suffers the event");
    assert_eq!(t.g.stage(), Stage::BishopCube);
    t.act(Action::TakeCube { cube: Cube::Stone });
    assert_eq!(t.g.cubes(RED)[1], 1);
}

// PIL-2.5, Q-24
#[test]
fn pil_2_5_declining_the_bishop_then_using_thomas_gives_both() {
    let mut t = step_one(
        2,
        Event::Conflict,
        |t| t.g.give_privilege(RED, Privilege::Thomas).unwrap(),
        &[(RED, Location::Bishop)],
    );
    t.act(Action::Decline);
    assert_eq!(t.turn(), to_move(RED));
    t.act(Action::UseThomas);
    assert_eq!(t.g.vp(RED), 2, "Thomas protects");
    assert_eq!(
        t.g.stage(),
        Stage::BishopCube,
        "and the declined bishop still gives a cube"
    );
    t.act(Action::TakeCube { cube: Cube::Sand });
    assert_eq!(t.g.cubes(RED)[2], 1);
}

// PIL-24.2
#[test]
fn pil_24_2_richard_conquers_every_player_gets_a_metal() {
    let t = step_one(
        3,
        Event::RichardConquers,
        no_setup,
        &[(RED, Location::Priory)],
    );
    assert!((0..3).all(|s| t.g.cubes(s)[3] == 1));
    assert_eq!(t.g.supply()[3], 12 - 3);
}

// PIL-24.3, PIL-3.2, EX-16
#[test]
fn pil_24_3_pil_3_2_ex_16_prior_philips_goods_double_five_mill_workers() {
    let mut t = Table::dealt(3, RED, Deal::event(Event::CloisterGoods));
    t.act(Action::TakeResource {
        card: ResourceCard::Sand4,
    }); // red: 12 - 7 = 5
    t.act(Action::TakeResource {
        card: ResourceCard::Wood2,
    }); // blue: 12 - 3
    t.act(Action::TakeResource {
        card: ResourceCard::Wood4,
    }); // green: 12 - 9 = 3
    t.act(Action::Pass);
    t.act(Action::TakeResource {
        card: ResourceCard::Sand2,
    }); // blue: 9 - 2 = 7
    t.pass_offer();
    assert_eq!(
        [
            t.g.mill_workers(RED),
            t.g.mill_workers(BLUE),
            t.g.mill_workers(GREEN)
        ],
        [5, 7, 3]
    );
    for s in 0..3 {
        t.g.set_gold(s, 0).unwrap();
    }
    t.until(|g| g.mill_workers(RED) == 0);
    let log = t.log_text();
    assert!(
        log.contains("Red earns 10 gold in the wool mill"),
        "5 → 10: {log}"
    );
    assert!(
        log.contains("Blue earns 12 gold in the wool mill"),
        "7 → 7 + 5 = 12: {log}"
    );
    assert!(
        log.contains("Green earns 6 gold in the wool mill"),
        "3 → 6: {log}"
    );
}

// PIL-24.4, PIL-24.8, PIL-6.2, EX-03
#[test]
fn pil_24_4_pil_24_8_ex_03_volunteers_and_cold_winter_change_every_card_by_one() {
    for (event, wood) in [
        (Event::Volunteers, 5),
        (Event::ColdWinter, 3),
        (Event::KingsVictory, 4),
    ] {
        let mut t = Table::dealt(2, RED, Deal::event(event));
        t.act(Action::TakeResource {
            card: ResourceCard::Wood4,
        });
        t.act(Action::TakeResource {
            card: ResourceCard::Sand2,
        });
        t.pass_offer();
        t.builders(&[(RED, Location::Priory)]);
        t.until_stage(Stage::Tax);
        assert_eq!(t.g.cubes(RED)[0], wood, "{event:?}: a 4-wood card");
        let sand = match event {
            Event::Volunteers => 3,
            Event::ColdWinter => 1,
            _ => 2,
        };
        assert_eq!(t.g.cubes(BLUE)[2], sand, "{event:?}: a 2-sand card");
    }
    // Cold winter spares the protected bishop.
    let mut t = Table::dealt(2, RED, Deal::event(Event::ColdWinter));
    t.act(Action::TakeResource {
        card: ResourceCard::Wood4,
    });
    t.pass_offer();
    t.builders(&[(RED, Location::Bishop)]);
    t.until_stage(Stage::Protect);
    t.act(Action::Protect);
    t.until_stage(Stage::Tax);
    assert_eq!(t.g.cubes(RED)[0], 4);
}

// PIL-24.6
#[test]
fn pil_24_6_the_collapse_each_unprotected_player_removes_a_craftsman_in_turn_order() {
    let mut t = step_one(3, Event::Collapse, no_setup, &[(GREEN, Location::Bishop)]);
    t.act(Action::Protect);
    assert_eq!((t.g.stage(), t.turn()), (Stage::Collapse, to_move(RED)));
    assert_eq!(t.legal().len(), 3);
    t.act(Action::Dismiss {
        craftsman: Craftsman::Stonecutter,
    });
    assert_eq!(t.turn(), to_move(BLUE));
    assert_eq!(
        t.refused_rule(Action::Dismiss {
            craftsman: Craftsman::Mason1
        }),
        "PIL-24.6"
    );
    t.act(Action::Dismiss {
        craftsman: Craftsman::MortarMixer,
    });
    assert_ne!(t.g.stage(), Stage::Collapse);
    assert_eq!(t.g.craftsmen(RED).len(), 2);
    assert_eq!(t.g.craftsmen(BLUE).len(), 2);
    assert_eq!(t.g.craftsmen(GREEN).len(), 3, "protected");
}

// PIL-24.9, PIL-20.1, Q-16
#[test]
fn pil_24_9_city_wall_next_round_only_two_builders() {
    let mut t = step_one(2, Event::CityWall, no_setup, &[(RED, Location::Bishop)]);
    t.act(Action::Protect);
    assert_eq!(t.g.city_wall(), (0, 0b10), "blue is restricted next round");
    t.play_to_round(2);
    t.deal(Deal::default());
    t.pass_offer();
    assert_eq!(t.g.bag(), [3, 3, 0, 0], "all builders go in the bag");
    t.place(BLUE, Location::Market);
    t.place(BLUE, Location::Market);
    let cost = t.g.cost_marker();
    let redraw = t.g.redraw_used();
    t.act(Action::DrawBuilder { seat: BLUE as u8 });
    assert_eq!(
        t.g.set_aside(),
        [0, 1, 0, 0],
        "blue's third builder is set aside"
    );
    assert_eq!(t.g.cost_marker(), cost, "no marker move");
    assert_eq!(t.g.redraw_used(), redraw, "no redraw offer");
    assert_eq!(t.g.stage(), Stage::Draw, "no decision");
    t.play_to_round(3);
    assert_eq!(t.g.city_wall(), (0, 0), "one round only");
    assert_eq!(t.g.bag(), [3, 3, 0, 0]);
}

// PIL-24.9: drawn in round 6 it has no effect.
#[test]
fn pil_24_9_city_wall_in_round_six_does_nothing() {
    let mut t = Table::new(2, RED);
    t.play_to_round(6);
    t.deal(Deal::event(Event::CityWall));
    t.until(|g| g.event_revealed());
    assert_eq!(t.g.city_wall(), (0, 0));
}

// PIL-24.10, PIL-23.2
#[test]
fn pil_24_10_william_hamleigh_takes_4_gold_with_the_shortfall_rule() {
    let t = step_one(
        3,
        Event::WilliamTax,
        |t| {
            t.g.set_gold(BLUE, 9).unwrap();
            t.g.set_gold(GREEN, 1).unwrap();
        },
        &[(RED, Location::Priory)],
    );
    // After the event the mill pays 12 each (all workers were idle).
    assert_eq!(t.g.gold(RED), 20 - 7 - 4 + 12);
    assert_eq!(t.g.gold(BLUE), 9 - 4 + 12);
    assert_eq!(
        (t.g.gold(GREEN), t.g.vp(GREEN)),
        (12, 1),
        "1 paid, 3 unpaid: 1 VP"
    );
}

// PIL-25.6
#[test]
fn pil_25_6_ellen_shows_the_event_from_the_next_round() {
    let mut t = step_one(
        2,
        Event::KingsVictory,
        no_setup,
        &[(BLUE, Location::KingsbridgeRight)],
    );
    t.play_to_round(2);
    t.deal(Deal::event(Event::Conflict));
    assert!(t.g.privileges(BLUE).contains(Privilege::Ellen));
    assert!(t.g.sees_event(BLUE) && !t.g.sees_event(RED));
    assert_eq!(t.g.view(observer(BLUE)).event, Some(Event::Conflict));
    assert!(t.g.view(observer(RED)).event.is_none());
    let log = t.log.entries().to_vec();
    assert!(log.iter().any(|e| e.text.contains("Ellen shows you")
        && e.event.kind == "event_seen"
        && !e.audience.admits(observer(RED))
        && e.audience.admits(observer(BLUE))));
    // The draw itself is seen only by the Ellen holder; step 1 names the event to everyone.
    t.pass_offer();
    t.until(|g| g.event_revealed());
    let revealed = t.log.entries().iter().any(|e| {
        e.audience.is_public()
            && e.event.kind == "event_revealed"
            && e.event.arg("event") == Some(&cathedra_core::Arg::Term("EV-07"))
    });
    assert!(revealed, "step 1 reveals the event to everyone");
}

// PIL-24.6, R-01: a single craftsman is lost without a question.
#[test]
fn pil_24_6_a_single_craftsman_is_lost_by_itself() {
    let t = step_one(
        2,
        Event::Collapse,
        |t| {
            t.g.remove_craftsman(RED, Craftsman::Woodworker).unwrap();
            t.g.remove_craftsman(RED, Craftsman::Stonecutter).unwrap();
        },
        &[(BLUE, Location::Priory)],
    );
    assert!(t.g.craftsmen(RED).is_empty());
    assert_eq!(t.g.craftsmen(BLUE).len(), 3, "blue has a choice to make");
    assert_eq!((t.g.stage(), t.turn()), (Stage::Collapse, to_move(BLUE)));
}

// PIL-2.3, R-01: one kind left on the market: the bishop's cube is that kind.
#[test]
fn pil_2_3_the_only_kind_on_the_market_is_taken_by_itself() {
    let mut t = Table::dealt(2, RED, Deal::event(Event::KingsVictory));
    t.pass_offer();
    t.g.set_market([0, 0, 2]).unwrap();
    t.builders(&[(RED, Location::Bishop)]);
    t.until(|g| g.event_revealed());
    assert_eq!(t.g.cubes(RED)[2], 1);
    assert_eq!(t.g.market()[2], 1);
}
