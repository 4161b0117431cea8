//! Phase I: resource cards, craftsmen, the craftsman limit and the wool mill (PIL-19).

use crate::common;

use cathedra_pillars::{Action, Craftsman, Event, Location, Privilege, ResourceCard, Stage};
use common::*;

fn deal_with(unused: (ResourceCard, ResourceCard), event: Event) -> Deal {
    Deal {
        unused: Some(unused),
        event: Some(event),
        ..Deal::default()
    }
}

// PIL-19.1
#[test]
fn pil_19_1_the_offer_is_seven_resource_cards_and_two_craftsmen() {
    let t = Table::dealt(2, RED, Deal::default());
    let legal = t.legal();
    let cards = legal
        .iter()
        .filter(|a| matches!(a, Action::TakeResource { .. }))
        .count();
    let hires = legal
        .iter()
        .filter(|a| matches!(a, Action::Hire { .. }))
        .count();
    assert_eq!((cards, hires), (7, 2));
    assert!(legal.contains(&Action::Pass));
    assert_eq!(
        t.g.offered_resources().len() + t.g.offered_craftsmen().len(),
        9
    );
}

// PIL-19.2
#[test]
fn pil_19_2_turns_go_clockwise_from_the_start_player_skipping_passed() {
    let mut t = Table::dealt(3, BLUE, Deal::default());
    assert_eq!(t.turn(), to_move(BLUE));
    t.act(Action::TakeResource {
        card: ResourceCard::Sand2,
    });
    assert_eq!(t.turn(), to_move(GREEN));
    t.act(Action::Pass);
    assert_eq!(t.turn(), to_move(RED));
    t.act(Action::TakeResource {
        card: ResourceCard::Wood2,
    });
    assert_eq!(t.turn(), to_move(BLUE), "round and round");
    t.act(Action::TakeResource {
        card: ResourceCard::Sand3,
    });
    assert_eq!(t.turn(), to_move(RED), "green has passed and is skipped");
}

// PIL-19.3
#[test]
fn pil_19_3_one_card_or_pass_passing_is_final_and_forced_when_nothing_fits() {
    let mut t = Table::dealt(
        2,
        RED,
        deal_with(
            (ResourceCard::Sand3, ResourceCard::Wood3),
            Event::Volunteers,
        ),
    );
    assert_eq!(
        t.refused_rule(Action::Buy {
            cube: cathedra_pillars::Cube::Wood,
            n: 1
        }),
        "PIL-19.3"
    );
    t.act(Action::Pass);
    t.act(Action::TakeResource {
        card: ResourceCard::Stone4,
    });
    assert_eq!(t.turn(), to_move(BLUE), "red passed for good: blue again");
    t.g.set_gold(BLUE, 0).unwrap();
    t.act(Action::TakeResource {
        card: ResourceCard::Sand2,
    });
    // Blue has 0 free workers and 0 gold: no card fits, so blue passes; everyone has passed.
    assert_eq!(t.g.stage(), Stage::Draw, "phase I is over");
    assert!(t.log_text().contains("Blue cannot take a card and passes"));
}

// PIL-19.4, EX-02
#[test]
fn pil_19_4_ex_02_resource_cards_need_workers_and_yield_at_steps_6_to_8() {
    let mut t = Table::dealt(
        2,
        RED,
        deal_with(
            (ResourceCard::Sand3, ResourceCard::Wood3),
            Event::KingsVictory,
        ),
    );
    t.act(Action::TakeResource {
        card: ResourceCard::Stone4,
    });
    assert_eq!(
        t.g.uncommitted_workers(RED),
        2,
        "the large quarry commits 10 workers"
    );
    t.act(Action::Pass);
    assert_eq!(
        t.refused_rule(Action::TakeResource {
            card: ResourceCard::Wood2
        }),
        "PIL-19.4",
        "3 workers needed, 2 free"
    );
    t.act(Action::TakeResource {
        card: ResourceCard::Sand2,
    });
    assert_eq!(
        t.g.uncommitted_workers(RED),
        0,
        "the small gravel pit commits 2 workers"
    );
    t.pass_offer();
    t.builders(&[(RED, Location::Priory), (BLUE, Location::Priory)]);
    t.until_stage(Stage::Tax);
    assert_eq!(t.g.cubes(RED), [0, 4, 2, 0], "4 stone and 2 sand");
    assert_eq!(
        t.g.resource_cards(RED).len(),
        0,
        "the cards go back to the deck"
    );
    assert_eq!(t.g.supply()[1], 19 - 4);
}

// PIL-19.5
#[test]
fn pil_19_5_craftsmen_cost_gold_and_join_at_once() {
    let mut t = Table::dealt(2, RED, Deal::default());
    // Round 1 offer: the mortar mixer (4) and the master woodworker (3).
    t.g.set_gold(RED, 3).unwrap();
    assert_eq!(
        t.refused_rule(Action::Hire {
            craftsman: Craftsman::MortarMixer1
        }),
        "PIL-19.5"
    );
    t.act(Action::Hire {
        craftsman: Craftsman::MasterWoodworker,
    });
    assert_eq!(t.g.gold(RED), 0);
    assert!(t.g.craftsmen(RED).contains(Craftsman::MasterWoodworker));
    assert_eq!(
        t.refused_rule(Action::Hire {
            craftsman: Craftsman::MasterWoodworker
        }),
        "PIL-19.1",
        "the card left the offer"
    );
}

// PIL-19.6
#[test]
fn pil_19_6_craftsman_limit_five_then_remove_one_of_choice() {
    let mut t = Table::new(2, RED);
    t.play_to_round(2);
    t.deal(Deal::default());
    let p = t.g.start_player();
    t.g.give_craftsman(p, Craftsman::Mason1).unwrap();
    // Round 2 offer: the mason (4) and the carpenter (3); Shiring has the potter and Statiker.
    t.act(Action::Hire {
        craftsman: Craftsman::Mason2,
    });
    assert_eq!(t.g.craftsmen(p).len(), 5, "5 is the limit");
    t.act(Action::Pass);
    t.act(Action::Hire {
        craftsman: Craftsman::Carpenter2,
    });
    assert_eq!(t.g.stage(), Stage::HireDismiss);
    assert_eq!(t.legal().len(), 6, "any of the 6, the new one included");
    assert_eq!(t.refused_rule(Action::Pass), "PIL-19.6");
    t.act(Action::Dismiss {
        craftsman: Craftsman::Woodworker,
    });
    assert_eq!(t.g.craftsmen(p).len(), 5);
    assert!(
        !t.g.craftsmen(p).contains(Craftsman::Woodworker),
        "a starting card may go"
    );
    assert!(t.g.craftsmen(p).contains(Craftsman::Carpenter2));
}

// PIL-19.7
#[test]
fn pil_19_7_phase_one_ends_when_the_offer_is_empty() {
    let mut t = Table::dealt(4, RED, Deal::default());
    for s in 0..4 {
        t.g.set_gold(s, 30).unwrap();
        t.g.give_grey_workers(s).ok();
    }
    let mut taken = 0;
    while t.g.stage() == Stage::Offer {
        let a = *t
            .legal()
            .iter()
            .find(|a| !matches!(a, Action::Pass))
            .unwrap_or(&Action::Pass);
        t.act(a);
        if a != Action::Pass {
            taken += 1;
        }
        while t.g.stage() == Stage::HireDismiss {
            let first = t.legal()[0];
            t.act(first);
        }
    }
    assert!(taken >= 1);
    assert_eq!(t.g.stage(), Stage::Draw);
    let all_passed = Table::dealt(2, RED, Deal::default());
    let mut all_passed = all_passed;
    all_passed.pass_offer();
    assert_eq!(
        all_passed.g.stage(),
        Stage::Draw,
        "or when every player has passed"
    );
}

// PIL-19.8
#[test]
fn pil_19_8_leftover_resource_cards_return_and_leftover_craftsmen_leave() {
    let mut t = Table::dealt(2, RED, Deal::default());
    t.pass_offer();
    assert!(t.g.offered_resources().is_empty());
    assert!(t.g.offered_craftsmen().is_empty());
    t.play_to_round(2);
    t.quiet_step();
    t.quiet_step();
    assert_eq!(t.outcomes().len(), 36, "all 9 resource cards are back");
    assert!(
        (0..2).all(|s| !t.g.craftsmen(s).contains(Craftsman::ToolMaker)),
        "gone for good"
    );
    assert_eq!(
        t.g.clone()
            .give_craftsman(RED, Craftsman::ToolMaker)
            .map(|_| ()),
        Ok(()),
        "a removed card is nowhere in play"
    );
}

// PIL-19.9
#[test]
fn pil_19_9_unused_workers_go_to_the_wool_mill() {
    let mut t = Table::dealt(2, RED, Deal::event(Event::KingsVictory));
    t.act(Action::TakeResource {
        card: ResourceCard::Wood4,
    });
    t.pass_offer();
    assert_eq!(t.g.mill_workers(RED), 3);
    assert_eq!(t.g.mill_workers(BLUE), 12);
}

// PIL-19.10
#[test]
fn pil_19_10_workers_are_twelve_plus_grey_plus_black_and_divisible() {
    let mut t = Table::dealt(
        2,
        RED,
        Deal {
            privileges: Some((Privilege::Otto, Privilege::Jack)),
            unused: Some((ResourceCard::Sand3, ResourceCard::Sand4)),
            ..Deal::default()
        },
    );
    let (first, second) = (RED, BLUE);
    t.g.give_privilege(first, Privilege::Otto).unwrap();
    t.g.give_grey_workers(second).unwrap();
    assert_eq!(t.g.uncommitted_workers(first), 13, "12 + the black worker");
    assert_eq!(t.g.uncommitted_workers(second), 14, "12 + 2 grey workers");
    // The large worker counts as 5 units: every split of the units is allowed.
    t.act(Action::TakeResource {
        card: ResourceCard::Stone4,
    }); // 10 of 13
    t.act(Action::TakeResource {
        card: ResourceCard::Stone3,
    }); // 8 of 14
    t.act(Action::TakeResource {
        card: ResourceCard::Wood2,
    }); // 3: 13 of 13
    t.act(Action::TakeResource {
        card: ResourceCard::Wood3,
    }); // 6: 14 of 14
    assert_eq!(t.g.uncommitted_workers(first), 0);
    assert_eq!(t.g.uncommitted_workers(second), 0);
}
