//! The platform's conformance kit on every player count, summer and winter: knowledge from
//! its definition (views, legal actions and turn equal across each observer's information
//! set, determinizations drawn from it with its probabilities), refusals, round trips; and
//! mutated states refused or played on to the end.

use cathedra_castle::Castle;
use cathedra_core::{conformance, Game, Options};

fn options(winter: bool) -> Options {
    let w = if winter { "true" } else { "false" };
    Options::parse(Castle::OPTIONS, [("winter", w)]).unwrap()
}

fn kit(players: usize, winter: bool, games: u64) {
    let r = conformance::check::<Castle>(players, &options(winter), games, 7 + players as u64);
    assert_eq!(r.games, games);
    assert!(r.refusals > 0, "{r:?}");
    assert!(r.hidden_variants > 0, "{r:?}");
    assert!(r.determinizations > 0, "{r:?}");
    assert!(r.posterior_tests > 0, "{r:?}");
}

#[test]
fn summer_two_players() {
    kit(2, false, 6);
}

#[test]
fn summer_three_players() {
    kit(3, false, 6);
}

#[test]
fn summer_four_players() {
    kit(4, false, 6);
}

#[test]
fn winter_two_players() {
    kit(2, true, 6);
}

#[test]
fn winter_three_players() {
    kit(3, true, 6);
}

#[test]
fn winter_four_players() {
    kit(4, true, 6);
}

fn mutations(players: usize, winter: bool) {
    let r = conformance::check_mutations::<Castle>(players, &options(winter), 2, 31);
    assert!(r.accepted > 0 && r.refused > 0, "{r:?}");
}

#[test]
fn mutated_summer_states_are_refused_or_play_on() {
    for players in 2..=4 {
        mutations(players, false);
    }
}

#[test]
fn mutated_winter_states_are_refused_or_play_on() {
    for players in 2..=4 {
        mutations(players, true);
    }
}
