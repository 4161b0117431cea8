//! The platform's conformance kit on every player count: lists, actors, refusals, indices,
//! round trips, knowledge (views, legal actions and turn equal across each observer's
//! information set, determinizations drawn from it), replays; and mutated states refused or
//! played on to the end.

use cathedra_architects::Architects;
use cathedra_core::{conformance, Game, Options};

fn options() -> Options {
    Options::parse(Architects::OPTIONS, []).unwrap()
}

/// Every option of AWK-22 that exists switched on, and other starting silver.
fn options_on(players: usize) -> Options {
    let money = ["9", "0", "4", "12", "1"][..players].join("/");
    Options::parse(
        Architects::OPTIONS,
        [
            ("guildhall_apprentice_refresh", "true"),
            ("starting_apprentice", "true"),
            ("promo_cards", "true"),
            ("start-money", money.as_str()),
        ],
    )
    .unwrap()
}

/// Games of each kit test: two under the release-test profile (`scripts/test` runs the game
/// crates' tests again with it), one in the unoptimised run, where a random Architects game
/// with the knowledge checks at every decision takes minutes.
const GAMES: u64 = if cfg!(debug_assertions) { 1 } else { 2 };

fn kit(players: usize) {
    kit_with(players, GAMES, &options());
}

fn kit_with(players: usize, games: u64, options: &Options) {
    let r = conformance::check::<Architects>(players, options, games, 11 + players as u64);
    assert_eq!(r.games, games);
    assert!(r.refusals > 0, "{r:?}");
    assert!(r.hidden_variants > 0, "{r:?}");
    assert!(r.determinizations > 0, "{r:?}");
    eprintln!("{players} players: {r:?}");
}

#[test]
fn two_players() {
    kit(2);
}

#[test]
fn three_players() {
    kit(3);
}

#[test]
fn four_players() {
    kit(4);
}

#[test]
fn five_players() {
    kit(5);
}

#[test]
fn every_player_count_with_every_option() {
    for players in 2..=5 {
        kit_with(players, 1, &options_on(players));
    }
}

/// AWK-21, AWK-22.3, AWK-22.4: the variable boards, dealt at random with the promo boards,
/// the promo cards and every other option, and chosen.
fn boards(how: &str, promo: &str) -> Options {
    Options::parse(
        Architects::OPTIONS,
        [
            ("boards", how),
            ("promo_boards", promo),
            ("guildhall_apprentice_refresh", "true"),
            ("starting_apprentice", "true"),
            ("promo_cards", "true"),
        ],
    )
    .unwrap()
}

#[test]
fn every_player_count_with_variable_boards() {
    for players in 2..=5 {
        kit_with(players, 1, &boards("variable", "true"));
        // The chosen boards under the release-test profile only (see GAMES).
        if GAMES > 1 {
            kit_with(players, 1, &boards("chosen", "false"));
        }
    }
}

/// Mutated states refused or played on to the end: one game for each player count, with no
/// option and with every option of `options_on`, each its own test so that the eight run side
/// by side (they are independent, and each plays every accepted mutation to its end).
fn mutations(players: usize, options: &Options) {
    let r = conformance::check_mutations::<Architects>(players, options, 1, 31);
    assert!(r.accepted > 0 && r.refused > 0, "{r:?}");
}

#[test]
fn mutated_states_are_refused_or_play_on_2_players() {
    mutations(2, &options());
}

#[test]
fn mutated_states_are_refused_or_play_on_2_players_every_option() {
    mutations(2, &options_on(2));
}

#[test]
fn mutated_states_are_refused_or_play_on_3_players() {
    mutations(3, &options());
}

#[test]
fn mutated_states_are_refused_or_play_on_3_players_every_option() {
    mutations(3, &options_on(3));
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "played under the release-test profile (see GAMES)"
)]
fn mutated_states_are_refused_or_play_on_4_players() {
    mutations(4, &options());
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "played under the release-test profile (see GAMES)"
)]
fn mutated_states_are_refused_or_play_on_4_players_every_option() {
    mutations(4, &options_on(4));
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "played under the release-test profile (see GAMES)"
)]
fn mutated_states_are_refused_or_play_on_5_players() {
    mutations(5, &options());
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "played under the release-test profile (see GAMES)"
)]
fn mutated_states_are_refused_or_play_on_5_players_every_option() {
    mutations(5, &options_on(5));
}
