//! The feature `tuning`: a thread sets the weights its estimates use (`set_weights`), for the
//! example `tune` (docs/red-cathedral.md, "Tuning the estimate's weights").

use cathedra_core::{Evaluate, Game, Options};
use cathedra_red_cathedral::{set_weights, RedCathedral, Weights};

fn estimate(g: &RedCathedral) -> Vec<f64> {
    let mut out = Vec::new();
    g.evaluate(&mut out);
    out
}

#[test]
fn weights_set_on_a_thread_change_its_estimates_and_no_others() {
    let mut g = RedCathedral::new(2, &Options::default()).expect("setup");
    g.seats[0].rubles = 3;
    g.seats[1].rubles = 4;
    let shipped = estimate(&g);

    // Rubles count while they can be spent: a ruble worth twice as much raises the estimate
    // of every seat holding some.
    let mut dear = Weights::MULTIPLAYER;
    dear.r_per_ruble *= 2.0;
    set_weights(Some(dear));
    let raised = estimate(&g);
    assert!(raised[0] > shipped[0], "{shipped:?} -> {raised:?}");
    assert!(raised[1] > shipped[1], "{shipped:?} -> {raised:?}");

    // Another thread keeps the shipped weights.
    let other = std::thread::scope(|s| s.spawn(|| estimate(&g)).join().expect("a thread"));
    assert_eq!(other, shipped);

    // The shipped weights set again give the shipped estimate exactly.
    set_weights(Some(Weights::MULTIPLAYER));
    assert_eq!(estimate(&g), shipped);
    set_weights(None);
    assert_eq!(estimate(&g), shipped);
}

#[test]
fn the_solo_game_and_games_of_two_to_four_players_ship_their_own_weights() {
    let solo = RedCathedral::new(1, &Options::default()).expect("setup");
    let pair = RedCathedral::new(2, &Options::default()).expect("setup");
    let (solo_shipped, pair_shipped) = (estimate(&solo), estimate(&pair));
    set_weights(Some(Weights::SOLO));
    assert_eq!(estimate(&solo), solo_shipped);
    assert_ne!(estimate(&pair), pair_shipped);
    set_weights(Some(Weights::MULTIPLAYER));
    assert_ne!(estimate(&solo), solo_shipped);
    assert_eq!(estimate(&pair), pair_shipped);
    set_weights(None);
}
