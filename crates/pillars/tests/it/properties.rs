//! Random legal games on random seeds (proptest): the game ends after round 6, components are
//! conserved, limits hold, every state survives a JSON round trip, and a replay reproduces
//! the game.

use cathedra_core::{replay, Actor, Dealer, Game, Log, Options, Playout, Record, Seat, ToMove};
use cathedra_pillars::{Action, Craftsman, Location, Pillars, Privilege, Set, Stage};
use proptest::prelude::*;

/// Cubes of each kind: players + supply + market + king's court.
fn cube_totals(g: &Pillars) -> [i32; 4] {
    let mut t = [0i32; 4];
    for (k, total) in t.iter_mut().enumerate() {
        let held: i32 = (0..g.players()).map(|s| i32::from(g.cubes(s)[k])).sum();
        let board = if k < 3 {
            i32::from(g.market()[k])
        } else {
            i32::from(g.court_metal())
        };
        *total = held + board + i32::from(g.supply()[k]);
    }
    t
}

/// Builders per seat: bag + board + cost track + drawn + set aside.
fn builders(g: &Pillars, seat: usize) -> usize {
    let on_board: usize = Location::ALL
        .iter()
        .map(|&l| g.at(l).iter().filter(|&&o| o == Some(seat)).count())
        .sum();
    let waiting = g
        .waiting()
        .iter()
        .filter(|&&o| o == Some(seat as u8))
        .count();
    on_board
        + waiting
        + usize::from(g.bag()[seat])
        + usize::from(g.set_aside()[seat])
        + usize::from(g.drawn() == Some(seat))
}

fn check_state(g: &Pillars) {
    g.validate().unwrap();
    assert_eq!(cube_totals(g), [23, 23, 23, 13], "cubes are conserved");
    let grey: u8 = (0..g.players())
        .map(|s| g.grey_workers(s).0 + g.grey_workers(s).1)
        .sum();
    assert_eq!(grey + g.castle_workers(), 4, "grey workers are conserved");
    let black = (0..g.players())
        .filter(|&s| g.privileges(s).contains(Privilege::Otto))
        .count();
    assert!(black <= 1, "one black worker");
    let mut round_cards = Set::<Craftsman>::EMPTY;
    let mut privileges = Set::<Privilege>::EMPTY;
    for s in 0..g.players() {
        assert_eq!(builders(g, s), 3, "3 master builders per seat");
        assert!(g.gold(s) <= 30, "gold stays within 0..=30");
        let limit = 5 + usize::from(g.privileges(s).contains(Privilege::Jack));
        let dismissing = matches!(g.stage(), Stage::HireDismiss | Stage::ShiringDismiss)
            && g.to_move() == ToMove::seat(Seat(s as u8));
        assert!(
            usize::from(g.craftsmen(s).len()) <= limit + usize::from(dismissing),
            "no seat holds more craftsmen than its slots"
        );
        let own = g.craftsmen(s).minus(Set::of(&Craftsman::STARTING));
        assert!(
            !round_cards.intersects(own),
            "each craftsman card is in one place"
        );
        round_cards = round_cards.union(own);
        assert!(
            !privileges.intersects(g.privileges(s)),
            "each privilege card is in one place"
        );
        privileges = privileges.union(g.privileges(s));
        if g.stage() == Stage::Privileges || g.stage() == Stage::Over {
            let cubes: u8 = g.cubes(s).iter().sum();
            assert!(cubes <= 5, "at round end no seat keeps more than 5 cubes");
        }
    }
    let offered = g.offered_craftsmen().union(Set::of(
        &g.shiring().iter().flatten().copied().collect::<Vec<_>>(),
    ));
    assert!(!offered.intersects(round_cards));
    let mut resource_cards = g.offered_resources();
    for s in 0..g.players() {
        assert!(
            !resource_cards.intersects(g.resource_cards(s)),
            "each resource card in one place"
        );
        resource_cards = resource_cards.union(g.resource_cards(s));
    }
    let value = serde_json::to_value(g).unwrap();
    let back: Pillars = cathedra_core::load_state(&value).unwrap();
    assert!(&back == g, "the JSON round trip is exact");
}

fn play(players: usize, seed: u64) {
    let options = Options::default();
    let mut game = Pillars::new(players, &options).unwrap();
    let mut record = Record::new::<Pillars>(players, &options, Some(seed));
    let mut dealer = Dealer::new(seed, 0);
    let mut rounds_seen = Vec::new();
    Playout::default()
        .run(
            &mut game,
            &mut dealer,
            |g: &Pillars, by: Actor, a: Action| {
                check_state(g);
                if rounds_seen.last() != Some(&g.round()) {
                    rounds_seen.push(g.round());
                }
                record.push(by, a);
            },
        )
        .unwrap();
    check_state(&game);
    assert_eq!(game.to_move(), ToMove::Over);
    assert_eq!(game.stage(), Stage::Over);
    assert_eq!(
        rounds_seen,
        vec![0, 1, 2, 3, 4, 5, 6],
        "the game ends after round 6"
    );
    record.scores = Some(game.scores());
    let replayed: Pillars = replay(&record, &mut Log::silent()).unwrap();
    assert!(replayed == game, "a replay reproduces the game");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(players in 2usize..=4, seed in any::<u64>()) {
        play(players, seed);
    }
}

#[test]
fn the_state_is_small_and_actions_are_tiny() {
    assert!(
        std::mem::size_of::<Pillars>() < 4096,
        "{}",
        std::mem::size_of::<Pillars>()
    );
    assert!(
        std::mem::size_of::<Action>() <= 8,
        "{}",
        std::mem::size_of::<Action>()
    );
}
