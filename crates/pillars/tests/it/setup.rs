//! Components (PIL-15), setup (PIL-16) and the round start (PIL-18).

use crate::common;

use cathedra_core::{Dealer, Game, Observer, Options, Seat, ToMove};
use cathedra_pillars::{
    Action, Card, Craftsman, Event, Location, Pillars, Privilege, ResourceCard, Set, Stage,
};
use common::*;

fn fresh(players: usize) -> Pillars {
    Pillars::new(players, &Options::default()).unwrap()
}

// PIL-15.1
#[test]
fn pil_15_1_components_of_the_base_game() {
    let g = fresh(4);
    assert_eq!(g.bag(), [3, 3, 3, 3], "12 master builders, 3 per colour");
    assert_eq!(g.castle_workers(), 4, "4 grey workers");
    for s in 0..4 {
        assert_eq!(
            g.uncommitted_workers(s),
            12,
            "7 small + 1 large (5) workers"
        );
        assert!(
            !g.privileges(s).contains(Privilege::Otto),
            "the black worker is beside the board"
        );
    }
    let market = g.market();
    let supply = g.supply();
    let totals: Vec<i16> = (0..4)
        .map(|k| {
            supply[k]
                + if k < 3 {
                    i16::from(market[k])
                } else {
                    i16::from(g.court_metal())
                }
        })
        .collect();
    assert_eq!(
        totals,
        vec![23, 23, 23, 13],
        "82 cubes: 23 wood, 23 stone, 23 sand, 13 metal"
    );
    assert_eq!(
        Craftsman::ALL.len(),
        27,
        "3 starting kinds + 24 round cards"
    );
    assert_eq!(
        Craftsman::ALL.iter().filter(|c| c.card().round > 0).count(),
        24
    );
    assert_eq!(ResourceCard::ALL.len(), 9);
    assert_eq!(Privilege::ALL.len(), 16);
    assert_eq!(Privilege::ALL.iter().filter(|p| p.is_final()).count(), 2);
    assert_eq!(Event::ALL.len(), 10);
    let mut t = Table::dealt(4, RED, Deal::default());
    t.pass_offer();
    t.builders(&[(RED, Location::Market), (BLUE, Location::Priory)]);
    t.until_stage(Stage::Tax);
    let faces: Vec<(Action, u32)> = t.outcomes().iter().map(|o| (o.action, o.weight)).collect();
    assert_eq!(
        faces,
        vec![
            (Action::RollTax { face: 2 }, 1),
            (Action::RollTax { face: 3 }, 2),
            (Action::RollTax { face: 4 }, 2),
            (Action::RollTax { face: 5 }, 1)
        ],
        "the tax die has faces 2, 3, 3, 4, 4, 5"
    );
}

// PIL-15.2
#[test]
fn pil_15_2_gold_is_capped_at_30_and_vp_has_no_limit() {
    let mut t = Table::dealt(2, RED, Deal::event(Event::KingsVictory));
    t.g.set_gold(RED, 28).unwrap();
    t.g.set_vp(BLUE, 500).unwrap();
    t.pass_offer();
    t.builders(&[(RED, Location::Priory), (BLUE, Location::Priory)]);
    t.until_stage(Stage::Tax);
    assert_eq!(t.g.gold(RED), 30, "28 + 12 mill + 5 event, capped at 30");
    assert_eq!(t.g.vp(BLUE), 501, "VP go past any track length");
    assert!(t.g.set_gold(RED, 31).is_err());
}

// PIL-15.3
#[test]
fn pil_15_3_cubes_are_conserved_with_a_signed_supply() {
    let mut t = Table::dealt(2, RED, Deal::default());
    t.g.set_cubes(RED, [25, 0, 0, 0]).unwrap();
    assert_eq!(t.g.supply()[0], 19 - 25, "the supply goes negative");
    t.g.validate().unwrap();
    let mut v = serde_json::to_value(&t.g).unwrap();
    v["supply"][0] = 0.into();
    let broken: Pillars = serde_json::from_value(v).unwrap();
    let e = broken.validate().unwrap_err();
    assert!(e.to_string().contains("wood cubes do not add up"), "{e}");
}

// PIL-16.1
#[test]
fn pil_16_1_each_colour_starts_with_builders_workers_and_three_craftsmen() {
    for players in 2..=4 {
        let g = fresh(players);
        let starting = Set::of(&Craftsman::STARTING);
        for s in 0..players {
            assert_eq!(g.bag()[s], 3);
            assert_eq!(g.uncommitted_workers(s), 12);
            assert_eq!(
                g.craftsmen(s),
                starting,
                "mortar mixer, woodworker, stonecutter"
            );
        }
        for s in players..4 {
            assert_eq!(g.bag()[s], 0, "unused colours stay in the box");
        }
    }
}

// PIL-16.2
#[test]
fn pil_16_2_start_player_is_uniform() {
    for players in 2..=4 {
        let g = fresh(players);
        assert_eq!(g.to_move(), ToMove::Chance);
        let mut out = Vec::new();
        g.chance_outcomes(&mut out);
        assert_eq!(out.len(), players);
        assert!(out.iter().all(|o| o.weight == 1));
        assert!(out
            .iter()
            .enumerate()
            .all(|(s, o)| o.action == Action::StartPlayer { seat: s as u8 }));
    }
}

// PIL-16.3
#[test]
fn pil_16_3_every_player_starts_with_2_vp() {
    let g = fresh(4);
    assert!((0..4).all(|s| g.vp(s) == 2));
}

// PIL-16.4, EX-01
#[test]
fn pil_16_4_ex_01_starting_gold_20_21_22_23_clockwise() {
    let t = Table::new(4, GREEN);
    assert_eq!(t.g.gold(GREEN), 20);
    assert_eq!(t.g.gold(YELLOW), 21);
    assert_eq!(t.g.gold(RED), 22);
    assert_eq!(t.g.gold(BLUE), 23);
    assert!((0..4).all(|s| t.g.vp(s) == 2));
    let t = Table::new(4, RED);
    assert_eq!(
        (0..4).map(|s| t.g.gold(s)).collect::<Vec<_>>(),
        vec![20, 21, 22, 23]
    );
    let t = Table::new(3, RED);
    assert_eq!(
        (0..3).map(|s| t.g.gold(s)).collect::<Vec<_>>(),
        vec![20, 21, 22]
    );
    let t = Table::new(2, BLUE);
    assert_eq!((t.g.gold(BLUE), t.g.gold(RED)), (20, 21));
}

/// The `start-money` option: the starting gold in order of play, the start player's first.
fn with_start_money(players: usize, start: usize, value: &str) -> Result<Pillars, String> {
    let options = Options::parse_pairs(Pillars::OPTIONS, &[format!("start-money={value}")])
        .map_err(|e| e.to_string())?;
    let mut g = Pillars::new(players, &options).map_err(|e| e.to_string())?;
    g.apply(
        cathedra_core::Actor::Chance,
        Action::StartPlayer { seat: start as u8 },
        &mut cathedra_core::Log::silent(),
    )
    .unwrap();
    Ok(g)
}

// PIL-16.4
#[test]
fn pil_16_4_start_money_option_sets_the_starting_gold_in_order_of_play() {
    let g = with_start_money(4, GREEN, "21/21/21/21").unwrap();
    assert_eq!((0..4).map(|s| g.gold(s)).collect::<Vec<_>>(), [21; 4]);
    let g = with_start_money(3, BLUE, "25/0/30").unwrap();
    assert_eq!(
        (g.gold(BLUE), g.gold(GREEN), g.gold(RED)),
        (25, 0, 30),
        "the start player's amount first, then clockwise"
    );
    g.validate().unwrap();
    let rulebook = with_start_money(2, BLUE, "rulebook").unwrap();
    assert_eq!((rulebook.gold(BLUE), rulebook.gold(RED)), (20, 21));
    let numbers = with_start_money(2, BLUE, "20/21").unwrap();
    assert_eq!((numbers.gold(BLUE), numbers.gold(RED)), (20, 21));
    // The option travels with a saved state, which loads and validates.
    let v = serde_json::to_value(&g).unwrap();
    let back: Pillars = serde_json::from_value(v.clone()).unwrap();
    assert_eq!(back, g);
    back.validate().unwrap();
    let mut broken = v.clone();
    broken["start_money"][1] = 31.into();
    let e = serde_json::from_value::<Pillars>(broken)
        .unwrap()
        .validate()
        .unwrap_err();
    assert!(e.to_string().contains("above 30"), "{e}");
    let mut broken = v;
    broken["start_money"][3] = 5.into();
    let e = serde_json::from_value::<Pillars>(broken)
        .unwrap()
        .validate()
        .unwrap_err();
    assert!(e.to_string().contains("does not play"), "{e}");
    // A rulebook game saves no such field.
    assert!(serde_json::to_value(&rulebook)
        .unwrap()
        .get("start_money")
        .is_none());
}

#[test]
fn pil_16_4_start_money_option_refuses_other_shapes() {
    for (players, value, expect) in [
        (4, "21/21/21", "3 amounts for 4 players"),
        (2, "21/21/21", "3 amounts for 2 players"),
        (2, "21", "1 amount for 2 players"),
        (2, "20/x", "'x' is not a whole amount"),
        (2, "20/-1", "'-1' is not a whole amount"),
        (2, "20/2.5", "'2.5' is not a whole amount"),
        (2, "20//", "3 amounts"),
        (3, "20/31/22", "more than 30 gold"),
        (2, "20/99999999999", "more than 30 gold"),
        (2, "lots", "1 amount for 2 players"),
        (2, "lots/20", "'lots' is not a whole amount"),
    ] {
        let e = with_start_money(players, RED, value).unwrap_err();
        assert!(
            e.contains("start-money") && e.contains(expect),
            "{value}: expected {expect:?}, got {e:?}"
        );
        assert!(
            e.contains("'rulebook'"),
            "the error names the expected shape: {e}"
        );
    }
    let e = with_start_money(4, RED, "1/2/3").unwrap_err();
    assert!(e.contains("e.g. 20/21/22/23"), "{e}");
    let e = with_start_money(2, RED, "").unwrap_err();
    assert!(e.contains("start-money"), "{e}");
}

// PIL-16.5
#[test]
fn pil_16_5_round_craftsmen_come_from_their_round_stack() {
    let mut t = Table::new(3, RED);
    for round in 1..=6u8 {
        t.play_to_round(round);
        t.quiet_step(); // privileges
        let outcomes = t.outcomes();
        assert_eq!(
            outcomes.len(),
            12,
            "an ordered pair of the 4 cards: 12 outcomes"
        );
        let stack = Craftsman::of_round(round);
        for o in &outcomes {
            let Action::DealCraftsmen { left, right } = o.action else {
                panic!()
            };
            assert!(stack.contains(&left) && stack.contains(&right) && left != right);
            assert_eq!(left.card().round, round);
            assert_eq!(o.weight, 1);
        }
        assert!(
            t.refused_rule(Action::DealCraftsmen {
                left: stack[0],
                right: stack[0]
            }) == "PIL-18.3"
        );
    }
}

// PIL-16.6
#[test]
fn pil_16_6_the_nine_resource_cards_are_one_deck_every_round() {
    let mut t = Table::new(2, RED);
    for round in 1..=3u8 {
        t.play_to_round(round);
        t.quiet_step();
        t.quiet_step();
        let outcomes = t.outcomes();
        assert_eq!(
            outcomes.len(),
            36,
            "any 2 of the 9 cards are left out: 36 outcomes"
        );
        t.quiet_step();
        assert_eq!(t.g.offered_resources().len(), 7);
    }
}

// PIL-16.7
#[test]
fn pil_16_7_privilege_deck_ten_regular_then_the_two_final_cards() {
    let mut t = Table::new(2, RED);
    let outcomes = t.outcomes();
    assert_eq!(
        outcomes.len(),
        14 * 13,
        "an ordered pair of the 14 regular cards"
    );
    for o in &outcomes {
        let Action::RevealPrivileges { left, right } = o.action else {
            panic!()
        };
        assert!(!left.is_final() && !right.is_final());
    }
    for round in 1..=5u8 {
        t.play_to_round(round);
        let left_in_deck = 14 - 2 * (usize::from(round) - 1);
        assert_eq!(t.outcomes().len(), left_in_deck * (left_in_deck - 1));
    }
    t.play_to_round(6);
    let finals: Vec<Action> = t.outcomes().iter().map(|o| o.action).collect();
    assert_eq!(
        finals,
        vec![
            Action::RevealPrivileges {
                left: Privilege::KingsVisit,
                right: Privilege::NearlyComplete
            },
            Action::RevealPrivileges {
                left: Privilege::NearlyComplete,
                right: Privilege::KingsVisit
            },
        ]
    );
    assert_eq!(
        t.refused_rule(Action::RevealPrivileges {
            left: Privilege::Aliena,
            right: Privilege::Ellen
        }),
        "PIL-18.2",
        "4 regular cards are never revealed"
    );
}

// PIL-16.8
#[test]
fn pil_16_8_six_of_ten_events_one_per_round() {
    let mut t = Table::new(2, RED);
    let mut seen = Vec::new();
    for round in 1..=6u8 {
        t.play_to_round(round);
        t.quiet_step();
        t.quiet_step();
        t.quiet_step();
        let events: Vec<Action> = t.outcomes().iter().map(|o| o.action).collect();
        assert_eq!(
            events.len(),
            10 - seen.len(),
            "uniform over the events not yet drawn"
        );
        t.quiet_step();
        let e = t.g.event().unwrap();
        assert!(!seen.contains(&e));
        seen.push(e);
    }
    t.until(|g| g.stage() == Stage::Over);
    assert_eq!(seen.len(), 6, "4 events stay unseen");
}

// PIL-16.9, PIL-16.10, PIL-16.11, PIL-16.12
#[test]
fn pil_16_9_to_16_12_market_court_castle_and_cost_marker() {
    let g = fresh(3);
    assert_eq!(g.market(), [4, 4, 4]); // PIL-16.9
    assert_eq!(&g.supply()[..3], &[19, 19, 19]);
    assert_eq!(g.court_metal(), 1); // PIL-16.10
    assert_eq!(g.supply()[3], 12);
    assert_eq!(g.castle_workers(), 4); // PIL-16.11
    assert!((0..3).all(|s| g.grey_workers(s) == (0, 0)));
    assert_eq!(g.cost_marker(), 7); // PIL-16.12
}

// PIL-16.13
#[test]
fn pil_16_13_player_counts_differ_only_in_gold_builders_and_the_2_player_price() {
    for (players, builders) in [(2, 6), (3, 9), (4, 12)] {
        let g = fresh(players);
        assert_eq!(g.bag().iter().sum::<u8>(), builders);
    }
    // The 2-player price rule: see pil_20_7 and ex_17. With 3 players the 6th draw costs 2.
    let mut t = Table::dealt(3, RED, Deal::default());
    t.pass_offer();
    for seat in [RED, BLUE, GREEN, RED, BLUE] {
        t.draw(seat);
        t.act(Action::Pass);
    }
    t.draw(GREEN);
    assert_eq!(t.g.cost_marker(), 2);
}

// PIL-18.1
#[test]
fn pil_18_1_six_rounds_of_three_phases() {
    let mut t = Table::new(4, RED);
    let mut rounds = Vec::new();
    let mut last = 0;
    while t.g.stage() != Stage::Over {
        if t.g.round() != last {
            last = t.g.round();
            rounds.push(last);
        }
        t.quiet_step();
    }
    assert_eq!(rounds, vec![1, 2, 3, 4, 5, 6]);
}

// PIL-18.2
#[test]
fn pil_18_2_two_privileges_go_to_kingsbridge() {
    let mut t = Table::new(2, RED);
    t.act(Action::RevealPrivileges {
        left: Privilege::Ellen,
        right: Privilege::Jack,
    });
    assert_eq!(
        t.g.kingsbridge(),
        [Some(Privilege::Ellen), Some(Privilege::Jack)]
    );
    t.play_to_round(6);
    t.act(Action::RevealPrivileges {
        left: Privilege::NearlyComplete,
        right: Privilege::KingsVisit,
    });
    assert_eq!(
        t.g.kingsbridge(),
        [Some(Privilege::NearlyComplete), Some(Privilege::KingsVisit)]
    );
}

// PIL-18.3
#[test]
fn pil_18_3_two_craftsmen_to_shiring_two_to_the_offer() {
    let mut t = Table::new(2, RED);
    t.quiet_step();
    t.act(Action::DealCraftsmen {
        left: Craftsman::MasterWoodworker,
        right: Craftsman::Mason1,
    });
    assert_eq!(
        t.g.shiring(),
        [Some(Craftsman::MasterWoodworker), Some(Craftsman::Mason1)]
    );
    assert_eq!(
        t.g.offered_craftsmen(),
        Set::of(&[Craftsman::ToolMaker, Craftsman::MortarMixer1])
    );
}

// PIL-18.4
#[test]
fn pil_18_4_seven_resource_cards_are_offered() {
    let mut t = Table::new(2, RED);
    t.quiet_step();
    t.quiet_step();
    t.act(Action::SetAsideResources {
        first: ResourceCard::Sand2,
        second: ResourceCard::Wood4,
    });
    let offered = t.g.offered_resources();
    assert_eq!(offered.len(), 7);
    assert!(!offered.contains(ResourceCard::Sand2) && !offered.contains(ResourceCard::Wood4));
    let mut t = Table::new(2, RED);
    t.quiet_step();
    t.quiet_step();
    assert_eq!(
        t.refused_rule(Action::SetAsideResources {
            first: ResourceCard::Wood4,
            second: ResourceCard::Sand2
        }),
        "PIL-18.4"
    );
}

// PIL-18.5, PIL-23.6
#[test]
fn pil_18_5_the_event_is_hidden_until_step_1_but_ellen_sees_it() {
    let mut t = Table::dealt(2, RED, Deal::privileges(Privilege::Ellen, Privilege::Jack));
    let view = t.g.view(observer(BLUE));
    assert!(
        view.event.is_none() && view.event_face_down,
        "the event is face down"
    );
    assert_eq!(t.g.view(Observer::Spectator).event, None);
    t.pass_offer();
    t.builders(&[(RED, Location::KingsbridgeLeft), (BLUE, Location::Priory)]);
    t.until(|g| g.round() == 2 && g.stage() == Stage::Offer);
    assert!(t.g.privileges(RED).contains(Privilege::Ellen));
    let event = t.g.event().unwrap();
    assert_eq!(t.g.view(observer(RED)).event, Some(event), "Ellen sees it");
    assert!(t.g.view(observer(BLUE)).event.is_none());
    let mut dealer = Dealer::new(1, 0);
    for _ in 0..20 {
        assert_eq!(
            t.g.determinize(Seat(RED as u8), &mut dealer),
            t.g,
            "nothing is hidden from Ellen's holder"
        );
    }
    assert!(
        (0..50).any(|_| t.g.determinize(Seat(BLUE as u8), &mut dealer).event() != Some(event)),
        "the event is drawn again for blue"
    );
    let text = t.log_text();
    assert!(
        text.contains("Ellen shows you this round's event"),
        "{text}"
    );
    // After step 1 everyone sees it.
    t.pass_offer();
    t.until(|g| g.event_revealed());
    assert_eq!(t.g.view(observer(BLUE)).event, Some(event));
    assert_eq!(t.g.view(Observer::Spectator).event, Some(event));
}

#[test]
fn render_shows_round_seats_board_market_and_offer() {
    let t = Table::dealt(3, BLUE, Deal::privileges(Privilege::Ellen, Privilege::Jack));
    // Lines wrapped at 80 columns go on indented: read them joined.
    let text = t.g.render(observer(RED)).replace("\n       ", " ");
    for part in [
        "round 1/6",
        "to move: Blue",
        "Event: face down",
        "Red ",
        "Green ",
        "gold 22",
        "craftsmen: Mortar mixer (3 sand → 1 VP, 3 a round)",
        "Kingsbridge: [Ellen (sees the round's event at round start)] - | [Jack (may keep 6 craftsmen)] -",
        "King's court (metal 1)",
        "Market (wood 4, stone 4, sand 4)",
        "Offer: the 2-sand card,",
        "Cost marker: 7",
    ] {
        assert!(text.contains(part), "{part:?} missing in:\n{text}");
    }
}
