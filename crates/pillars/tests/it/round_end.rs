//! End of round (PIL-21), end of game (PIL-22) and the general limits (PIL-23).

use crate::common;

use cathedra_core::{Actor, Game, Illegal, Log, Observer, Seat, ToMove};
use cathedra_pillars::{Action, Event, Location, Pillars, Stage};
use common::*;

/// A 4-player round 1 stopped at the market (the quiet policy fills the board).
fn four_at_market() -> Table {
    let mut t = Table::dealt(4, RED, Deal::event(Event::Volunteers));
    t.pass_offer();
    t.until_stage(Stage::Market);
    assert_eq!(t.g.round(), 1);
    t
}

// PIL-21.1, PIL-21.2, PIL-23.5
#[test]
fn pil_21_1_pil_21_2_refills_use_only_cubes_in_the_supply() {
    let mut t = four_at_market();
    assert_eq!(t.g.court_metal(), 0, "the first court space took the metal");
    t.g.set_market([3, 2, 4]).unwrap();
    for s in 0..4 {
        t.g.set_cubes(s, [5, 0, 0, 0]).unwrap();
    }
    assert_eq!(t.g.supply()[0], 0);
    t.play_to_round(2);
    assert_eq!(
        t.g.market(),
        [3, 4, 4],
        "no wood in the supply: the market keeps 3"
    );
    let mut t = four_at_market();
    for (s, cubes) in [[0, 0, 0, 5], [0, 0, 0, 5], [0, 0, 0, 3], [0, 0, 0, 0]]
        .into_iter()
        .enumerate()
    {
        t.g.set_cubes(s, cubes).unwrap();
    }
    assert_eq!(t.g.supply()[3], 0);
    t.play_to_round(2);
    assert_eq!(
        t.g.court_metal(),
        0,
        "no metal in the supply: the court stays empty"
    );
    // With cubes in the supply both are refilled.
    let mut t = four_at_market();
    t.g.set_market([1, 0, 4]).unwrap();
    t.play_to_round(2);
    assert_eq!(t.g.market(), [4, 4, 4]);
    assert_eq!(t.g.court_metal(), 1);
}

// PIL-21.3
#[test]
fn pil_21_3_grey_workers_of_this_round_return_new_ones_stay() {
    let mut t = Table::dealt(2, RED, Deal::default());
    t.g.give_grey_workers(BLUE).unwrap();
    t.pass_offer();
    t.builders(&[(RED, Location::Castle)]);
    t.play_to_round(2);
    assert_eq!(
        t.g.grey_workers(BLUE),
        (0, 0),
        "used this round: back to the castle"
    );
    assert_eq!(
        t.g.grey_workers(RED),
        (2, 0),
        "taken this round: kept for the next"
    );
    assert_eq!(t.g.castle_workers(), 2);
}

// PIL-21.4
#[test]
fn pil_21_4_builders_return_the_marker_resets_the_redraw_is_back() {
    let mut t = Table::dealt(3, RED, Deal::default());
    t.pass_offer();
    t.act(Action::DrawBuilder { seat: 1 });
    t.act(Action::Redraw);
    t.until(|g| g.stage() == Stage::Market || g.round() == 2);
    t.play_to_round(2);
    assert_eq!(t.g.bag(), [3, 3, 3, 0]);
    assert_eq!(t.g.cost_marker(), 7);
    assert!(!t.g.redraw_used());
    assert!(Location::ALL
        .iter()
        .all(|&l| t.g.at(l).iter().all(Option::is_none)));
}

// PIL-21.5
#[test]
fn pil_21_5_this_round_effects_end() {
    let mut t = Table::dealt(2, RED, Deal::event(Event::ColdWinter));
    t.pass_offer();
    t.builders(&[(RED, Location::Bishop), (BLUE, Location::Market)]);
    t.until_stage(Stage::Protect);
    t.act(Action::Protect);
    assert_eq!(t.g.protected_seats(), 0b01);
    t.until_stage(Stage::Market);
    t.act(Action::Buy {
        cube: cathedra_pillars::Cube::Sand,
        n: 1,
    });
    let state = serde_json::to_value(&t.g).unwrap();
    assert_eq!(state["seats"][BLUE]["bought"], 4, "the sand lock");
    t.play_to_round(2);
    let state = serde_json::to_value(&t.g).unwrap();
    assert_eq!(t.g.protected_seats(), 0, "protection ends");
    assert_eq!(state["seats"][BLUE]["bought"], 0, "buy-then-sell locks end");
    assert!(state["event"].is_null(), "cold winter is over");
    assert_eq!(state["bishop_protects"], false);
}

fn finished(players: usize) -> Table {
    let mut t = Table::new(players, RED);
    t.until(|g| g.stage() == Stage::Over);
    t
}

// PIL-22.1
#[test]
fn pil_22_1_the_game_ends_after_round_6() {
    let mut t = Table::new(2, RED);
    t.play_to_round(6);
    assert_eq!(t.turn(), ToMove::Chance);
    t.until(|g| g.stage() == Stage::Over);
    assert_eq!(t.turn(), ToMove::Over);
    assert_eq!(t.g.round(), 6);
    assert!(t.legal().is_empty() && t.outcomes().is_empty());
    let before = t.g.clone();
    assert_eq!(
        t.g.apply(Actor::Seat(Seat(0)), Action::Pass, &mut Log::silent()),
        Err(Illegal::GameOver)
    );
    assert_eq!(t.g, before);
    assert!(t.log_text().contains("The cathedral is complete"));
}

// PIL-22.2, PIL-22.3, PIL-22.4
#[test]
fn pil_22_2_to_22_4_most_vp_then_most_gold_then_shared() {
    let mut t = finished(4);
    for (s, (vp, gold)) in [(30, 5), (30, 9), (28, 30), (12, 0)]
        .into_iter()
        .enumerate()
    {
        t.g.set_vp(s, vp).unwrap();
        t.g.set_gold(s, gold).unwrap();
    }
    assert_eq!(t.g.scores(), vec![30, 30, 28, 12]);
    assert_eq!(t.g.ranking(), vec![1, 0, 2, 3], "VP, then gold (PIL-22.3)");
    t.g.set_gold(RED, 9).unwrap();
    assert_eq!(
        t.g.ranking(),
        vec![0, 0, 2, 3],
        "still tied: shared (PIL-22.4)"
    );
    t.g.set_vp(GREEN, 31).unwrap();
    assert_eq!(t.g.ranking(), vec![1, 1, 0, 3], "most VP wins (PIL-22.2)");
}

// PIL-23.3
#[test]
fn pil_23_3_voluntary_payments_need_enough_gold() {
    let mut t = Table::dealt(2, RED, Deal::default());
    t.g.set_gold(RED, 2).unwrap();
    assert!(!t.legal().iter().any(|a| matches!(a, Action::Hire { .. })));
    t.act(Action::Pass);
    t.act(Action::Pass);
    t.g.set_gold(RED, 6).unwrap();
    t.draw(RED);
    // 6 gold < 7: red can only pass, and does so by itself.
    assert_eq!(t.g.waiting()[7], Some(0));
    t.draw(RED);
    assert!(
        t.is_legal(Action::Place {
            at: Location::Castle
        }),
        "6 gold pays 6"
    );
}

// PIL-23.6
#[test]
fn pil_23_6_views_show_all_public_holdings_and_hide_the_event() {
    let mut t = Table::dealt(3, RED, Deal::event(Event::Conflict));
    t.act(Action::TakeResource {
        card: cathedra_pillars::ResourceCard::Sand2,
    });
    let v = t.g.view(observer(BLUE));
    let json = serde_json::to_value(&v).unwrap();
    for key in [
        "seats",
        "market",
        "supply",
        "spaces",
        "offer_resources",
        "offer_craftsmen",
        "kingsbridge",
        "shiring",
        "bag",
        "cost",
    ] {
        assert!(!json[key].is_null(), "{key} is public");
    }
    assert_eq!(
        v.seats[RED].resources.iter().collect::<Vec<_>>(),
        vec![cathedra_pillars::ResourceCard::Sand2],
        "others' cards are public"
    );
    assert_eq!(v.seats[GREEN].gold, 22);
    assert_eq!(v.seats[RED].free_workers, 10, "12 workers, 2 committed");
    assert_eq!(v.event, None, "the event is hidden");
    assert!(v.event_face_down);
    assert!(!v.events_known.contains(Event::Conflict));
    assert_eq!(t.g.view(Observer::Spectator).event, None);
    // Determinizations for blue redraw the event among the 10 it has not seen, and keep its
    // view.
    let mut dealer = cathedra_core::Dealer::new(5, 0);
    let mut drawn = cathedra_pillars::Set::<Event>::EMPTY;
    for _ in 0..400 {
        let d = t.g.determinize(Seat(BLUE as u8), &mut dealer);
        assert_eq!(d.view(observer(BLUE)), v);
        d.validate().unwrap();
        drawn.insert(d.event().unwrap());
    }
    assert_eq!(drawn.len(), 10, "any of the 10 events not yet seen");
    let _: Pillars = serde_json::from_value(serde_json::to_value(&t.g).unwrap()).unwrap();
}
