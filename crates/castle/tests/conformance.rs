//! The platform's conformance kit on every player count, summer and winter.

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
