//! The platform's conformance kit on every player count and option: refusals, round trips,
//! indices, knowledge (nothing is hidden: every observer's information set is the true state),
//! and mutated states refused or played on to the end.

use cathedra_core::{conformance, Game, Options};
use cathedra_red_cathedral::RedCathedral;

fn options(pairs: &[(&str, &str)]) -> Options {
    Options::parse(RedCathedral::OPTIONS, pairs.iter().copied()).unwrap()
}

fn kit(players: usize, pairs: &[(&str, &str)], games: u64) {
    let r = conformance::check::<RedCathedral>(players, &options(pairs), games, 7 + players as u64);
    assert_eq!(r.games, games);
    assert!(r.decisions > 100 * games, "{r:?}");
    assert!(r.refusals > 0, "{r:?}");
    assert!(r.determinizations > 0, "{r:?}");
}

#[test]
fn solo_against_jakovlev() {
    kit(1, &[], 4);
}

#[test]
fn two_players() {
    kit(2, &[], 4);
}

#[test]
fn three_players() {
    kit(3, &[], 3);
}

#[test]
fn four_players() {
    kit(4, &[], 3);
}

#[test]
fn advanced_side_every_count() {
    for players in 1..=4 {
        kit(players, &[("side", "advanced")], 2);
    }
}

#[test]
fn first_game_influence_every_count() {
    for players in 1..=4 {
        kit(players, &[("influence", "first-game")], 2);
    }
}

#[test]
fn start_money_every_count() {
    for (players, money) in [(1, "6"), (2, "0/9"), (3, "5/5/5"), (4, "7/6/5/4")] {
        kit(players, &[("start-money", money)], 2);
    }
}

fn mutations(players: usize, pairs: &[(&str, &str)]) {
    let r = conformance::check_mutations::<RedCathedral>(players, &options(pairs), 1, 31);
    assert!(r.accepted > 0 && r.refused > 0, "{r:?}");
}

#[test]
fn mutated_solo_states_are_refused_or_play_on() {
    mutations(1, &[]);
    mutations(1, &[("side", "advanced")]);
}

/// Random games of several players are long (a thousand decisions and more), and every accepted
/// mutation is played to its end with `validate` at each step: run these with
/// `cargo test --profile release-test -p cathedra-red-cathedral --test it conformance:: -- --ignored`.
#[test]
#[ignore]
fn mutated_states_of_two_to_four_players_are_refused_or_play_on() {
    for players in 2..=4 {
        mutations(players, &[]);
        mutations(players, &[("side", "advanced")]);
    }
}
