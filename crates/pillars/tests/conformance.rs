//! The platform's conformance kit on 2, 3 and 4 players.

use cathedra_core::{conformance, Game, Options};
use cathedra_pillars::Pillars;

fn run(players: usize, games: u64, seed: u64) {
    let options = Options::parse(Pillars::OPTIONS, []).unwrap();
    let report = conformance::check::<Pillars>(players, &options, games, seed);
    assert_eq!(report.games, games);
    assert!(report.refusals > 0, "{report:?}");
    assert!(report.hidden_variants > 0, "{report:?}");
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
