//! The platform's conformance kit on 2, 3 and 4 players: the contract, knowledge (the
//! face-down event), determinization, and mutated states.

use cathedra_core::{conformance, Game, Options};
use cathedra_pillars::Pillars;

fn run(players: usize, games: u64, seed: u64) {
    let options = Options::parse(Pillars::OPTIONS, []).unwrap();
    let report = conformance::check::<Pillars>(players, &options, games, seed);
    assert_eq!(report.games, games);
    assert!(report.refusals > 0, "{report:?}");
    assert!(report.hidden_variants > 0, "{report:?}");
    assert!(report.determinizations > 0, "{report:?}");
    assert!(report.posterior_tests > 0, "{report:?}");
}

#[test]
fn conformance_two_players() {
    run(2, 8, 1);
}

#[test]
fn conformance_three_players() {
    run(3, 8, 2);
}

#[test]
fn conformance_four_players() {
    run(4, 8, 3);
}

fn mutate(players: usize, seed: u64) {
    let options = Options::parse(Pillars::OPTIONS, []).unwrap();
    let report = conformance::check_mutations::<Pillars>(players, &options, 3, seed);
    assert!(report.mutations > 100, "{report:?}");
    assert!(report.refused > 0 && report.accepted > 0, "{report:?}");
}

#[test]
fn mutated_states_are_refused_or_play_on_two_players() {
    mutate(2, 11);
}

#[test]
fn mutated_states_are_refused_or_play_on_three_players() {
    mutate(3, 12);
}

#[test]
fn mutated_states_are_refused_or_play_on_four_players() {
    mutate(4, 13);
}
