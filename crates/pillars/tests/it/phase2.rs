//! The board's spaces (PIL-17) and phase II, master builders (PIL-20).

use crate::common;

use cathedra_core::Game;
use cathedra_pillars::{Action, Event, Location, Privilege, Stage};
use common::*;

fn phase_two(players: usize, start: usize) -> Table {
    let mut t = Table::dealt(players, start, Deal::event(Event::KingsVictory));
    t.pass_offer();
    assert_eq!(t.g.stage(), Stage::Draw);
    t
}

fn total_gold(t: &Table) -> u32 {
    (0..t.g.players()).map(|s| u32::from(t.g.gold(s))).sum()
}

// PIL-17.1
#[test]
fn pil_17_1_seventeen_spaces_in_ten_locations() {
    let sizes: Vec<usize> = Location::ALL.iter().map(|l| l.spaces().len()).collect();
    assert_eq!(sizes, vec![1, 1, 1, 2, 4, 1, 1, 1, 4, 1]);
    assert_eq!(sizes.iter().sum::<usize>(), 17);
    let mut t = phase_two(4, RED);
    t.draw(RED);
    assert_eq!(t.g.free_locations().len(), 10);
    let places = t
        .legal()
        .iter()
        .filter(|a| matches!(a, Action::Place { .. }))
        .count();
    assert_eq!(places, 10);
}

// PIL-17.2
#[test]
fn pil_17_2_one_builder_per_space() {
    let mut t = phase_two(2, RED);
    t.place(RED, Location::Bishop);
    t.draw(BLUE);
    assert!(!t.is_legal(Action::Place {
        at: Location::Bishop
    }));
    assert_eq!(
        t.refused_rule(Action::Place {
            at: Location::Bishop
        }),
        "PIL-17.2"
    );
}

// PIL-17.3
#[test]
fn pil_17_3_ordered_locations_take_their_lowest_free_space() {
    let mut t = phase_two(4, RED);
    t.place(BLUE, Location::Priory).place(RED, Location::Priory);
    assert_eq!(t.g.at(Location::Priory), vec![Some(BLUE), Some(RED)]);
    t.place(GREEN, Location::KingsCourt)
        .place(RED, Location::KingsCourt);
    assert_eq!(
        t.g.at(Location::KingsCourt),
        vec![Some(GREEN), Some(RED), None, None]
    );
    t.place(YELLOW, Location::Market)
        .place(RED, Location::Market)
        .place(GREEN, Location::Market);
    assert_eq!(
        t.g.at(Location::Market),
        vec![Some(YELLOW), Some(RED), Some(GREEN), None]
    );
}

// PIL-17.4
#[test]
fn pil_17_4_kingsbridge_and_shiring_sides_are_chosen() {
    let mut t = phase_two(2, RED);
    t.place(RED, Location::KingsbridgeRight)
        .place(BLUE, Location::ShiringRight);
    assert_eq!(t.g.at(Location::KingsbridgeLeft), vec![None]);
    assert_eq!(t.g.at(Location::KingsbridgeRight), vec![Some(RED)]);
    assert_eq!(t.g.at(Location::ShiringRight), vec![Some(BLUE)]);
}

// PIL-17.5
#[test]
fn pil_17_5_a_player_may_use_several_spaces_of_a_location() {
    let mut t = phase_two(2, RED);
    t.place(RED, Location::Market)
        .place(RED, Location::Market)
        .place(RED, Location::Market);
    assert_eq!(
        t.g.at(Location::Market),
        vec![Some(RED), Some(RED), Some(RED), None]
    );
}

// PIL-20.1, PIL-20.2
#[test]
fn pil_20_1_and_20_2_all_builders_in_the_bag_each_equally_likely() {
    let mut t = phase_two(3, RED);
    let weights: Vec<(Action, u32)> = t.outcomes().iter().map(|o| (o.action, o.weight)).collect();
    assert_eq!(
        weights,
        vec![
            (Action::DrawBuilder { seat: 0 }, 3),
            (Action::DrawBuilder { seat: 1 }, 3),
            (Action::DrawBuilder { seat: 2 }, 3)
        ]
    );
    assert_eq!(t.g.cost_marker(), 7);
    t.place(BLUE, Location::Bishop);
    let w: Vec<u32> = t.outcomes().iter().map(|o| o.weight).collect();
    assert_eq!(w, vec![3, 2, 3], "a colour with k of the n builders: k/n");
    assert_eq!(t.refused_rule(Action::DrawBuilder { seat: 3 }), "PIL-20.2");
}

// PIL-20.3
#[test]
fn pil_20_3_the_start_player_may_redraw_once() {
    let mut t = phase_two(3, BLUE);
    t.act(Action::DrawBuilder { seat: RED as u8 });
    assert_eq!(t.g.stage(), Stage::Redraw);
    assert_eq!(t.turn(), to_move(BLUE), "the start player decides");
    t.act(Action::Redraw);
    assert_eq!(t.g.bag(), [3, 3, 3, 0], "the builder is back in the bag");
    assert_eq!(t.g.cost_marker(), 7, "the marker does not move");
    assert!(t.g.redraw_used());
    t.act(Action::DrawBuilder { seat: RED as u8 });
    assert_eq!(t.g.stage(), Stage::Place, "no second redraw in this phase");
    assert_eq!(t.turn(), to_move(RED));
    t.act(Action::Place {
        at: Location::Priory,
    });
    t.until(|g| g.round() == 2 && g.stage() == Stage::Draw);
    t.act(Action::DrawBuilder { seat: GREEN as u8 });
    assert_eq!(
        t.g.stage(),
        Stage::Redraw,
        "available again next round (PIL-21.4)"
    );
}

// PIL-20.3: a second redraw in the same phase is refused by PIL-20.3 itself.
#[test]
fn pil_20_3_a_second_redraw_is_refused() {
    let mut t = phase_two(3, BLUE);
    t.act(Action::DrawBuilder { seat: RED as u8 });
    t.act(Action::Redraw);
    t.act(Action::DrawBuilder { seat: BLUE as u8 });
    assert_eq!((t.g.stage(), t.turn()), (Stage::Place, to_move(BLUE)));
    assert!(!t.is_legal(Action::Redraw));
    assert_eq!(t.refused_rule(Action::Redraw), "PIL-20.3");
    assert_eq!(t.refused_rule(Action::Accept), "PIL-20.3");
    t.act(Action::Place {
        at: Location::Priory,
    });
    t.act(Action::DrawBuilder { seat: GREEN as u8 });
    assert_eq!((t.g.stage(), t.turn()), (Stage::Place, to_move(GREEN)));
    assert_eq!(t.refused_rule(Action::Redraw), "PIL-20.3");
}

// PIL-20.3: the redraw may be used on a cost-0 draw too.
#[test]
fn pil_20_3_redraw_at_cost_zero() {
    let mut t = phase_two(4, RED);
    for seat in [RED, BLUE, GREEN, YELLOW, RED, BLUE, GREEN] {
        t.act(Action::DrawBuilder { seat: seat as u8 });
        if t.g.stage() == Stage::Redraw {
            t.act(Action::Accept);
        }
        t.act(Action::Pass);
    }
    assert_eq!(t.g.cost_marker(), 0);
    t.act(Action::DrawBuilder { seat: YELLOW as u8 });
    assert_eq!(t.g.stage(), Stage::Redraw);
    t.act(Action::Redraw);
}

// PIL-20.4, EX-05
#[test]
fn pil_20_4_ex_05_place_and_pay_or_pass_onto_the_cost_track() {
    let mut t = phase_two(4, RED);
    let before = t.g.gold(RED);
    t.draw(RED);
    t.act(Action::Pass);
    assert_eq!(
        t.g.waiting()[7],
        Some(RED as u8),
        "red's builder stands on 7"
    );
    assert_eq!(t.g.cost_marker(), 6);
    assert_eq!(t.g.gold(RED), before, "red pays nothing");
    t.draw(BLUE);
    let gold = t.g.gold(BLUE);
    t.act(Action::Place {
        at: Location::Castle,
    });
    assert_eq!(t.g.gold(BLUE), gold - 6);
    // A player who cannot pay can only pass, so the pass happens by itself.
    t.g.set_gold(GREEN, 4).unwrap();
    t.draw(GREEN);
    assert_eq!(t.g.waiting()[5], Some(GREEN as u8));
    assert_eq!(t.g.cost_marker(), 4);
}

// PIL-20.5, EX-04
#[test]
fn pil_20_5_ex_04_prices_fall_7_to_1_then_free() {
    let mut t = phase_two(4, RED);
    let start = total_gold(&t);
    let mut prices = Vec::new();
    let order = [RED, BLUE, GREEN, YELLOW];
    let spots = [
        Location::Bishop,
        Location::KingsbridgeLeft,
        Location::KingsbridgeRight,
        Location::Priory,
        Location::Priory,
        Location::KingsCourt,
        Location::KingsCourt,
        Location::ShiringLeft,
        Location::ShiringRight,
        Location::Castle,
        Location::Market,
        Location::Cathedral,
    ];
    for (i, at) in spots.into_iter().enumerate() {
        let seat = order[i % 4];
        t.draw(seat);
        prices.push(t.g.cost_marker());
        if i == 11 {
            // The last placement ends phase II; phase III pays the mill at once.
            assert_eq!(start - total_gold(&t), 28, "total paid 28");
        }
        let before = t.g.gold(seat);
        t.act(Action::Place { at });
        if i < 11 {
            assert_eq!(
                before - t.g.gold(seat),
                prices[i],
                "the owner pays the marker's price"
            );
        }
    }
    assert_eq!(prices, vec![7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0, 0]);
}

// PIL-20.6
#[test]
fn pil_20_6_at_cost_zero_a_builder_must_be_placed() {
    let mut t = phase_two(4, RED);
    for seat in [RED, BLUE, GREEN, YELLOW, RED, BLUE, GREEN] {
        t.draw(seat);
        t.act(Action::Pass);
    }
    t.draw(YELLOW);
    assert_eq!(t.g.cost_marker(), 0);
    assert!(!t.is_legal(Action::Pass));
    assert_eq!(t.refused_rule(Action::Pass), "PIL-20.6");
    t.act(Action::Place {
        at: Location::Castle,
    });
}

// PIL-20.7, EX-17
#[test]
fn pil_20_7_ex_17_two_players_the_sixth_draw_is_free() {
    let mut t = phase_two(2, RED);
    let mut paid = Vec::new();
    let plan = [
        (RED, Some(Location::Bishop)),
        (BLUE, None),
        (RED, Some(Location::Castle)),
        (BLUE, Some(Location::Market)),
        (RED, Some(Location::Priory)),
    ];
    for (seat, at) in plan {
        t.draw(seat);
        let (before, cost) = (t.g.gold(seat), t.g.cost_marker());
        match at {
            Some(at) => {
                t.act(Action::Place { at });
                paid.push(before - t.g.gold(seat));
            }
            None => {
                t.act(Action::Pass);
                assert_eq!(cost, 6);
            }
        }
    }
    assert_eq!(paid, vec![7, 5, 4, 3], "7, (6 passed), 5, 4, 3");
    t.act(Action::DrawBuilder { seat: BLUE as u8 });
    assert_eq!(
        t.g.cost_marker(),
        0,
        "the last builder out of the bag costs 0"
    );
    assert_eq!(t.turn(), to_move(BLUE));
    assert!(!t.is_legal(Action::Pass), "and cannot pass");
    let gold = t.g.gold(BLUE);
    t.act(Action::Place {
        at: Location::KingsCourt,
    });
    assert_eq!(t.g.gold(BLUE), gold);
    assert_eq!(
        t.g.stage(),
        Stage::PlacePassed,
        "then the passed builder is placed free"
    );
    assert_eq!(t.turn(), to_move(BLUE));
    t.act(Action::Place {
        at: Location::Cathedral,
    });
    assert!(t
        .log_text()
        .contains("Blue places a waiting master builder at the cathedral for free"));
}

// PIL-20.8, EX-06
#[test]
fn pil_20_8_ex_06_passed_builders_are_placed_free_highest_cost_first() {
    let mut t = phase_two(3, RED);
    for seat in [RED, BLUE, RED] {
        t.draw(seat);
        t.act(Action::Pass);
    }
    let spots = [
        Location::Market,
        Location::Castle,
        Location::Cathedral,
        Location::Bishop,
    ];
    for (seat, at) in [
        (GREEN, spots[0]),
        (GREEN, spots[1]),
        (GREEN, spots[2]),
        (BLUE, spots[3]),
    ] {
        t.place(seat, at);
    }
    t.place(BLUE, Location::Market);
    t.place(RED, Location::Market);
    assert_eq!(t.g.stage(), Stage::PlacePassed);
    let mut order = Vec::new();
    for at in [Location::Priory, Location::Priory, Location::KingsCourt] {
        let s = t.turn().seats().first().expect("a seat decides").index();
        order.push(s);
        assert!(!t.is_legal(Action::Pass));
        assert_eq!(t.refused_rule(Action::Pass), "PIL-20.8");
        t.act(Action::Place { at });
    }
    assert_eq!(order, vec![RED, BLUE, RED], "7 first, then 6, then 5");
    let log = t.log_text();
    assert_eq!(log.matches("places a waiting master builder").count(), 3);
    assert!(log.contains("at the priory for free"));
}

// PIL-20.9, PIL-25.9
#[test]
fn pil_20_9_pil_25_9_remigius_places_one_drawn_builder_free() {
    let mut t = Table::dealt(
        2,
        RED,
        Deal::privileges(Privilege::Remigius, Privilege::Jack),
    );
    t.pass_offer();
    t.builders(&[(RED, Location::KingsbridgeLeft)]);
    assert!(
        !t.g.privileges(RED).contains(Privilege::Remigius),
        "not before step 4"
    );
    t.play_to_round(2);
    t.deal(Deal::default());
    assert!(t.g.privileges(RED).contains(Privilege::Remigius));
    t.pass_offer();
    t.draw(RED);
    assert!(t.is_legal(Action::PlaceWithRemigius {
        at: Location::Bishop
    }));
    let gold = t.g.gold(RED);
    t.act(Action::PlaceWithRemigius {
        at: Location::Bishop,
    });
    assert_eq!(t.g.gold(RED), gold, "placed for 0 gold");
    assert_eq!(t.g.cost_marker(), 6, "the marker still moves");
    assert!(
        !t.g.privileges(RED).contains(Privilege::Remigius),
        "the card is given up"
    );
    t.draw(RED);
    assert_eq!(
        t.refused_rule(Action::PlaceWithRemigius {
            at: Location::Castle
        }),
        "PIL-20.9"
    );
}

// PIL-20.9: not at cost 0.
#[test]
fn pil_20_9_no_remigius_at_cost_zero() {
    let mut t = Table::dealt(
        2,
        RED,
        Deal::privileges(Privilege::Remigius, Privilege::Jack),
    );
    t.pass_offer();
    t.builders(&[(RED, Location::KingsbridgeLeft)]);
    t.play_to_round(2);
    t.deal(Deal::default());
    t.pass_offer();
    for seat in [RED, RED, BLUE, BLUE, BLUE] {
        t.draw(seat);
        t.act(Action::Pass);
    }
    t.draw(RED);
    assert_eq!(t.g.cost_marker(), 0);
    assert!(!t
        .legal()
        .iter()
        .any(|a| matches!(a, Action::PlaceWithRemigius { .. })));
    assert_eq!(
        t.refused_rule(Action::PlaceWithRemigius {
            at: Location::Bishop
        }),
        "PIL-20.9"
    );
}

// PIL-20.10
#[test]
fn pil_20_10_placement_never_fails_for_lack_of_space() {
    let mut t = phase_two(4, RED);
    // Fill the single spaces and the small locations first; 12 builders still find room.
    let plan = [
        Location::Bishop,
        Location::KingsbridgeLeft,
        Location::KingsbridgeRight,
        Location::Priory,
        Location::Priory,
        Location::ShiringLeft,
        Location::ShiringRight,
        Location::Castle,
        Location::Cathedral,
        Location::KingsCourt,
        Location::KingsCourt,
    ];
    for (i, at) in plan.into_iter().enumerate() {
        t.draw([RED, BLUE, GREEN, YELLOW][i % 4]);
        if t.g.stage() == Stage::Place {
            t.g.set_gold(t.g.drawn().unwrap(), 30).unwrap();
        }
        t.act(Action::Place { at });
    }
    t.draw(YELLOW);
    assert_eq!(
        t.g.free_locations(),
        vec![Location::KingsCourt, Location::Market]
    );
    assert!(!t.legal().is_empty());
}
