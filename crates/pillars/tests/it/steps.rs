//! Phase III steps 3-11 and 14: wool mill, Kingsbridge, priory, the pits, king's court,
//! Shiring, Shiring castle and the next start player.

use crate::common;

use cathedra_core::{Game, ToMove};
use cathedra_pillars::{Action, Craftsman, Event, Location, Privilege, ResourceCard, Stage};
use common::*;

fn round_one(players: usize, deal: Deal) -> Table {
    let mut d = deal;
    if d.event.is_none() {
        d.event = Some(Event::KingsVictory);
    }
    Table::dealt(players, RED, d)
}

// PIL-3.1, PIL-23.1
#[test]
fn pil_3_1_pil_23_1_one_gold_per_mill_worker_capped_at_30() {
    let mut t = round_one(2, Deal::event(Event::Volunteers));
    t.act(Action::TakeResource {
        card: ResourceCard::Wood4,
    });
    t.pass_offer();
    t.g.set_gold(RED, 25).unwrap();
    t.g.set_gold(BLUE, 5).unwrap();
    t.until(|g| g.mill_workers(RED) == 0);
    assert_eq!(t.g.gold(RED), 28, "3 workers: 25 + 3");
    assert_eq!(t.g.gold(BLUE), 17, "12 workers: 5 + 12");
    let mut t = round_one(2, Deal::event(Event::Volunteers));
    t.pass_offer();
    t.g.set_gold(RED, 25).unwrap();
    t.until(|g| g.mill_workers(RED) == 0);
    assert_eq!(t.g.gold(RED), 30, "25 + 12 is capped at 30");
    assert_eq!(t.g.uncommitted_workers(RED), 12, "the workers return");
}

// PIL-4.1, PIL-4.2, PIL-25.1, PIL-6.3, PIL-25.14
#[test]
fn pil_4_1_pil_25_14_privileges_immediate_ones_act_and_leave_permanent_ones_stay() {
    let mut t = round_one(2, Deal::privileges(Privilege::WoolFair, Privilege::Aliena));
    t.pass_offer();
    t.g.set_gold(BLUE, 10).unwrap();
    t.builders(&[
        (BLUE, Location::KingsbridgeLeft),
        (RED, Location::KingsbridgeRight),
    ]);
    t.until_stage(Stage::Tax);
    assert_eq!(
        t.g.gold(BLUE),
        10 - 7 + 5 + 12 + 8,
        "the wool fair: +8 gold at step 4"
    );
    assert_eq!(t.g.gold(RED), 30, "20 - 6 + 5 + 12 = 31 is capped at 30");
    assert!(
        t.g.privileges(BLUE).is_empty(),
        "an immediate card leaves the game"
    );
    assert!(
        t.g.privileges(RED).contains(Privilege::Aliena),
        "a permanent card stays"
    );
    assert_eq!(
        t.g.cubes(RED)[0],
        1,
        "Aliena's wood from this round on (PIL-6.3)"
    );
    assert_eq!(t.g.kingsbridge(), [None, None]);
}

// PIL-4.2
#[test]
fn pil_4_2_a_card_above_an_empty_space_leaves_the_game() {
    let mut t = round_one(2, Deal::privileges(Privilege::Jack, Privilege::Otto));
    t.pass_offer();
    t.builders(&[(RED, Location::KingsbridgeLeft)]);
    t.until_stage(Stage::Tax);
    assert!(t.g.privileges(RED).contains(Privilege::Jack));
    assert!(!t.g.privileges(BLUE).contains(Privilege::Otto));
    assert_eq!(t.g.kingsbridge(), [None, None]);
    t.play_to_round(2);
    let otto_again = t.outcomes().iter().any(|o| {
        matches!(o.action, Action::RevealPrivileges { left, right } if left == Privilege::Otto || right == Privilege::Otto)
    });
    assert!(!otto_again, "Otto is out of the game");
}

// PIL-5.1, EX-15
#[test]
fn pil_5_1_ex_15_priory_first_space_2_vp_second_1_vp() {
    let mut t = round_one(2, Deal::default());
    t.pass_offer();
    t.builders(&[(BLUE, Location::Priory), (RED, Location::Priory)]);
    t.until_stage(Stage::Tax);
    assert_eq!((t.g.vp(BLUE), t.g.vp(RED)), (4, 3));
}

// PIL-5.2, PIL-25.4
#[test]
fn pil_5_2_pil_25_4_prior_philip_adds_1_vp_per_priory_builder_from_the_same_round() {
    let mut t = round_one(2, Deal::privileges(Privilege::PriorPhilip, Privilege::Jack));
    t.pass_offer();
    t.builders(&[
        (RED, Location::KingsbridgeLeft),
        (RED, Location::Priory),
        (RED, Location::Priory),
    ]);
    t.until_stage(Stage::Tax);
    assert_eq!(t.g.vp(RED), 2 + (2 + 1) + (1 + 1));
}

// PIL-6.1, PIL-7.1, PIL-8.1, PIL-25.2, PIL-25.3, PIL-23.5
#[test]
fn pil_6_1_to_8_1_the_pits_deliver_from_the_supply_with_tom_and_richard() {
    let mut t = round_one(
        2,
        Deal {
            privileges: Some((Privilege::TomBuilder, Privilege::Richard)),
            unused: Some((ResourceCard::Sand3, ResourceCard::Sand4)),
            ..Deal::default()
        },
    );
    t.act(Action::TakeResource {
        card: ResourceCard::Wood4,
    });
    t.act(Action::TakeResource {
        card: ResourceCard::Stone4,
    });
    t.act(Action::TakeResource {
        card: ResourceCard::Sand2,
    });
    t.pass_offer();
    t.builders(&[
        (RED, Location::KingsbridgeLeft),
        (BLUE, Location::KingsbridgeRight),
    ]);
    t.until_stage(Stage::Tax);
    assert_eq!(t.g.cubes(RED), [4, 1, 2, 0], "4 wood, Tom's stone, 2 sand");
    assert_eq!(t.g.cubes(BLUE), [0, 4, 1, 0], "4 stone, Richard's sand");
    assert_eq!(t.g.market(), [4, 4, 4], "never from the market");
    assert_eq!(&t.g.supply()[..3], &[15, 14, 16]);
    assert_eq!(t.g.uncommitted_workers(RED), 12, "the workers come back");
    // An empty supply still delivers in full (PIL-23.5).
    let mut t = round_one(2, Deal::default());
    t.act(Action::TakeResource {
        card: ResourceCard::Wood4,
    });
    t.pass_offer();
    t.g.set_cubes(BLUE, [19, 0, 0, 0]).unwrap();
    t.until_stage(Stage::Tax);
    assert_eq!(t.g.cubes(RED)[0], 4);
    assert_eq!(t.g.supply()[0], -4);
    t.g.validate().unwrap();
}

fn court_round(players: usize, deal: Deal, plan: &[(usize, Location)]) -> Table {
    let mut t = round_one(players, deal);
    t.pass_offer();
    t.builders(plan);
    t.until_stage(Stage::Tax);
    t
}

// PIL-9.1
#[test]
fn pil_9_1_the_tax_die_shows_2_3_3_4_4_5() {
    let mut t = court_round(2, Deal::default(), &[(RED, Location::Priory)]);
    assert_eq!(t.turn(), ToMove::Chance);
    let w: Vec<(Action, u32)> = t.outcomes().iter().map(|o| (o.action, o.weight)).collect();
    assert_eq!(
        w,
        vec![
            (Action::RollTax { face: 2 }, 1),
            (Action::RollTax { face: 3 }, 2),
            (Action::RollTax { face: 4 }, 2),
            (Action::RollTax { face: 5 }, 1)
        ]
    );
    assert_eq!(t.refused_rule(Action::RollTax { face: 6 }), "PIL-9.1");
}

// PIL-9.2, PIL-9.3, PIL-9.4, EX-08, PIL-23.2
#[test]
fn pil_9_2_ex_08_tax_paid_with_vp_when_short_court_builders_pay_nothing() {
    let mut t = round_one(
        2,
        Deal {
            unused: Some((ResourceCard::Sand3, ResourceCard::Wood3)),
            event: Some(Event::Volunteers),
            ..Deal::default()
        },
    );
    t.act(Action::Pass);
    t.act(Action::TakeResource {
        card: ResourceCard::Stone4,
    });
    t.act(Action::TakeResource {
        card: ResourceCard::Sand2,
    });
    t.g.set_gold(BLUE, 2).unwrap();
    t.pass_offer();
    assert_eq!(t.g.mill_workers(BLUE), 0);
    t.builders(&[(RED, Location::KingsCourt)]);
    t.until_stage(Stage::Tax);
    assert_eq!(t.g.gold(BLUE), 2, "no mill income, no placement paid");
    t.act(Action::RollTax { face: 5 });
    assert_eq!(
        (t.g.gold(BLUE), t.g.vp(BLUE)),
        (0, 1),
        "pays 2, 3 unpaid: 1 VP"
    );
    assert_eq!(t.g.gold(RED), 20 - 7 + 12, "at the court: no tax (PIL-9.3)");
    assert_eq!(
        t.g.cubes(RED)[3],
        1,
        "the first court space takes the metal (PIL-9.4)"
    );
    assert_eq!(t.g.court_metal(), 0);
}

// PIL-9.4: only the first court space.
#[test]
fn pil_9_4_only_the_first_court_space_takes_the_metal() {
    let mut t = court_round(
        3,
        Deal::default(),
        &[
            (BLUE, Location::KingsCourt),
            (RED, Location::KingsCourt),
            (GREEN, Location::Priory),
            (RED, Location::Market),
            (BLUE, Location::Market),
            (GREEN, Location::Market),
            (RED, Location::Market),
            (BLUE, Location::Castle),
            (GREEN, Location::Cathedral),
        ],
    );
    assert_eq!(t.g.round(), 1);
    t.act(Action::RollTax { face: 2 });
    assert_eq!((t.g.cubes(BLUE)[3], t.g.cubes(RED)[3]), (1, 0));
}

// PIL-9.5, PIL-25.5
#[test]
fn pil_9_5_pil_25_5_brother_francis_pays_exactly_2() {
    let mut t = court_round(
        2,
        Deal::privileges(Privilege::Francis, Privilege::Jack),
        &[(BLUE, Location::KingsbridgeLeft)],
    );
    let gold = t.g.gold(BLUE);
    let red = t.g.gold(RED);
    t.act(Action::RollTax { face: 5 });
    assert_eq!(t.g.gold(BLUE), gold - 2);
    assert_eq!(t.g.gold(RED), red - 5);
}

// PIL-9.6, PIL-25.11
#[test]
fn pil_9_6_pil_25_11_the_exemption_card_after_the_roll() {
    let mut t = court_round(
        3,
        Deal::privileges(Privilege::Loyalty, Privilege::Jack),
        &[
            (GREEN, Location::KingsbridgeLeft),
            (BLUE, Location::KingsCourt),
        ],
    );
    assert!(
        t.g.privileges(GREEN).contains(Privilege::Loyalty),
        "usable in the same round"
    );
    let gold = t.g.gold(GREEN);
    t.act(Action::RollTax { face: 4 });
    assert_eq!((t.g.stage(), t.turn()), (Stage::Exemption, to_move(GREEN)));
    assert_eq!(t.refused_rule(Action::UseThomas), "PIL-9.6");
    t.act(Action::UseExemption);
    assert_eq!(t.g.gold(GREEN), gold, "no tax this round");
    assert!(
        !t.g.privileges(GREEN).contains(Privilege::Loyalty),
        "the card is used up"
    );
    // A holder at the court is not asked.
    let mut t = court_round(
        2,
        Deal::privileges(Privilege::Loyalty, Privilege::Jack),
        &[
            (RED, Location::KingsbridgeLeft),
            (RED, Location::KingsCourt),
        ],
    );
    t.act(Action::RollTax { face: 4 });
    assert_ne!(t.g.stage(), Stage::Exemption);
    assert!(t.g.privileges(RED).contains(Privilege::Loyalty));
}

// PIL-10.1, PIL-10.2
#[test]
fn pil_10_1_pil_10_2_shiring_craftsmen_are_free_unclaimed_ones_leave() {
    let mut t = round_one(2, Deal::default());
    t.pass_offer();
    // Shiring: left the round-1 mason, right the tool maker.
    t.builders(&[(RED, Location::ShiringLeft)]);
    t.until_stage(Stage::Tax);
    let gold = t.g.gold(RED);
    t.act(Action::RollTax { face: 2 });
    assert!(t.g.craftsmen(RED).contains(Craftsman::Mason1));
    assert!(
        gold - t.g.gold(RED) <= 2,
        "only the tax was paid, the craftsman is free"
    );
    assert!(!t.g.craftsmen(BLUE).contains(Craftsman::ToolMaker));
    assert_eq!(
        t.g.shiring(),
        [None, None],
        "the unclaimed tool maker leaves the game"
    );
}

// PIL-10.1, PIL-19.6: the limit applies at Shiring.
#[test]
fn pil_10_1_the_craftsman_limit_applies_at_shiring() {
    let mut t = round_one(2, Deal::default());
    t.g.give_craftsman(RED, Craftsman::MortarMixer1).unwrap();
    t.g.give_craftsman(RED, Craftsman::MasterWoodworker)
        .unwrap();
    t.pass_offer();
    t.builders(&[(RED, Location::ShiringLeft), (RED, Location::ShiringRight)]);
    t.until_stage(Stage::Tax);
    t.act(Action::RollTax { face: 2 });
    assert_eq!(
        (t.g.stage(), t.turn()),
        (Stage::ShiringDismiss, to_move(RED))
    );
    t.act(Action::Dismiss {
        craftsman: Craftsman::Mason1,
    });
    assert_eq!(
        t.g.stage(),
        Stage::ShiringDismiss,
        "and again for the right card"
    );
    t.act(Action::Dismiss {
        craftsman: Craftsman::Stonecutter,
    });
    assert_eq!(t.g.craftsmen(RED).len(), 5);
    assert!(t.g.craftsmen(RED).contains(Craftsman::ToolMaker));
}

// PIL-25.7
#[test]
fn pil_25_7_jack_allows_six_craftsmen_at_once() {
    let mut t = round_one(2, Deal::privileges(Privilege::Jack, Privilege::Otto));
    t.g.give_craftsman(RED, Craftsman::MortarMixer1).unwrap();
    t.g.give_craftsman(RED, Craftsman::MasterWoodworker)
        .unwrap();
    t.pass_offer();
    t.builders(&[
        (RED, Location::KingsbridgeLeft),
        (RED, Location::ShiringLeft),
    ]);
    t.until_stage(Stage::Tax);
    t.act(Action::RollTax { face: 2 });
    assert_ne!(t.g.stage(), Stage::ShiringDismiss);
    assert_eq!(t.g.craftsmen(RED).len(), 6);
}

// PIL-11.1, PIL-11.2, PIL-21.3
#[test]
fn pil_11_1_pil_11_2_castle_grey_workers_serve_the_next_round_only() {
    let mut t = round_one(2, Deal::default());
    t.pass_offer();
    t.builders(&[(BLUE, Location::Castle)]);
    t.until_stage(Stage::Tax);
    t.act(Action::RollTax { face: 2 });
    assert_eq!(t.g.grey_workers(BLUE), (0, 2));
    assert_eq!(t.g.castle_workers(), 2);
    assert_eq!(t.g.uncommitted_workers(BLUE), 12, "not this round");
    t.play_to_round(2);
    t.deal(Deal::default());
    assert_eq!(t.g.grey_workers(BLUE), (2, 0));
    assert_eq!(t.g.uncommitted_workers(BLUE), 14, "next round: 12 + 2");
    t.pass_offer();
    t.builders(&[(RED, Location::Castle)]);
    t.play_to_round(3);
    assert_eq!(
        t.g.grey_workers(BLUE),
        (0, 0),
        "back to the castle after that round"
    );
    assert_eq!(t.g.grey_workers(RED), (2, 0));
    let all: u8 = (0..2)
        .map(|s| t.g.grey_workers(s).0 + t.g.grey_workers(s).1)
        .sum();
    assert_eq!(all + t.g.castle_workers(), 4);
}

// PIL-11.2: taken in round 6 they have no use.
#[test]
fn pil_11_2_grey_workers_taken_in_round_six_are_useless() {
    let mut t = Table::new(2, RED);
    t.play_to_round(6);
    t.deal(Deal::default());
    t.pass_offer();
    t.builders(&[(RED, Location::Castle)]);
    t.until(|g| g.stage() == Stage::Over);
    assert_eq!(
        t.g.grey_workers(RED).1,
        2,
        "held when the game ends, never used"
    );
}

// PIL-14.1, PIL-14.2
#[test]
fn pil_14_1_pil_14_2_the_next_start_player() {
    let mut t = round_one(3, Deal::default());
    t.pass_offer();
    t.builders(&[(GREEN, Location::Cathedral)]);
    t.play_to_round(2);
    assert_eq!(t.g.start_player(), GREEN);
    t.deal(Deal::default());
    t.pass_offer();
    t.builders(&[
        (GREEN, Location::Priory),
        (RED, Location::Priory),
        (BLUE, Location::Castle),
    ]);
    t.builders(&[
        (GREEN, Location::Market),
        (RED, Location::Market),
        (BLUE, Location::Market),
    ]);
    t.builders(&[
        (GREEN, Location::Market),
        (RED, Location::KingsCourt),
        (BLUE, Location::KingsCourt),
    ]);
    t.play_to_round(3);
    assert_eq!(
        t.g.start_player(),
        RED,
        "empty cathedral: the left neighbour of green"
    );
}

// PIL-25.8
#[test]
fn pil_25_8_otto_brings_the_black_worker_from_the_next_phase_one() {
    let mut t = round_one(2, Deal::privileges(Privilege::Otto, Privilege::Jack));
    t.pass_offer();
    t.builders(&[(BLUE, Location::KingsbridgeLeft)]);
    t.until_stage(Stage::Tax);
    assert!(
        t.g.privileges(BLUE).contains(Privilege::Otto),
        "the black worker at once"
    );
    t.play_to_round(2);
    t.deal(Deal::default());
    assert_eq!(t.g.uncommitted_workers(BLUE), 13 + t.g.grey_workers(BLUE).0);
    t.pass_offer();
    assert_eq!(
        t.g.mill_workers(BLUE),
        13 + t.g.grey_workers(BLUE).0,
        "it works in the mill too"
    );
}

// PIL-25.12, PIL-25.13
#[test]
fn pil_25_12_pil_25_13_toledo_and_the_weeping_madonna() {
    let mut t = court_round(
        2,
        Deal::privileges(Privilege::Toledo, Privilege::WeepingMadonna),
        &[
            (RED, Location::KingsbridgeLeft),
            (BLUE, Location::KingsbridgeRight),
        ],
    );
    assert_eq!(t.g.cubes(RED)[3], 2, "+2 metal");
    assert_eq!(t.g.vp(BLUE), 5, "+3 VP");
    assert!(t.g.privileges(RED).is_empty() && t.g.privileges(BLUE).is_empty());
    t.act(Action::RollTax { face: 2 });
}

// PIL-25.15, PIL-25.16
#[test]
fn pil_25_15_pil_25_16_the_final_round_cards() {
    let mut t = Table::new(2, RED);
    t.play_to_round(6);
    t.deal(Deal::privileges(
        Privilege::KingsVisit,
        Privilege::NearlyComplete,
    ));
    let p = t.g.start_player();
    let q = 1 - p;
    t.pass_offer();
    t.g.set_cubes(p, [0; 4]).unwrap();
    t.g.set_cubes(q, [0; 4]).unwrap();
    t.builders(&[
        (p, Location::KingsbridgeLeft),
        (q, Location::KingsbridgeRight),
    ]);
    t.until(|g| g.mill_workers(0) == 0 && g.stage() != Stage::Draw);
    let log = t.log_text();
    assert!(
        log.contains(&format!(
            "{} takes The king's visit",
            t.g.seat_name(cathedra_core::Seat(p as u8))
        )),
        "{log}"
    );
    assert!(log.contains(&format!(
        "{} takes The cathedral nearly complete",
        t.g.seat_name(cathedra_core::Seat(q as u8))
    )));
    let (mp, mq) = (t.g.cubes(p), t.g.cubes(q));
    assert!(mp[3] >= 1, "+1 metal: {mp:?}");
    assert!(mq[0] >= 1 && mq[1] >= 1, "+1 wood, +1 stone: {mq:?}");
}
