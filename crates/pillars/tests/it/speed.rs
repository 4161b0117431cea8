//! A quick throughput figure: `cargo test -p cathedra-pillars --release --test speed -- --ignored --nocapture`.
//! (The measured figures come from `cargo bench -p cathedra-pillars`.)

use std::time::Instant;

use cathedra_core::{Dealer, Game, Options, Playout};
use cathedra_pillars::Pillars;

#[test]
#[ignore]
fn random_four_player_playouts() {
    let options = Options::default();
    let mut playout = Playout::<Pillars>::default();
    let games: u64 = std::env::var("PILLARS_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(20_000);
    let start = Instant::now();
    let mut decisions = 0;
    for stream in 0..games {
        let mut game = Pillars::new(4, &options).unwrap();
        decisions += playout
            .run(&mut game, &mut Dealer::new(1, stream), |_, _, _| {})
            .unwrap();
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{games} games, {decisions} decisions ({:.0} per game) in {secs:.2} s: {:.0} games/s, {:.0} decisions/s",
        decisions as f64 / games as f64,
        games as f64 / secs,
        decisions as f64 / secs
    );
}
