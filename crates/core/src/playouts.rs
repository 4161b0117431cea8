//! Random playouts for the games' speed benchmarks (`benches/playout.rs` of each game): the
//! batch every bench times, one timed run printed in decisions and games a second, and (feature
//! `bench`) criterion's time for one game.

use std::time::Instant;

use crate::{Dealer, Game, Options, Playout};

/// Plays `games` random games of `players` from dealer stream `first` on (dealer seed `seed`),
/// reusing `playout`'s buffers; returns the decisions taken.
pub fn random_games<G: Game>(
    playout: &mut Playout<G>,
    players: usize,
    options: &Options,
    (seed, first): (u64, u64),
    games: u64,
) -> u64 {
    (first..first + games)
        .map(|stream| {
            let mut game = G::new(players, options).expect("a bench's setup is valid");
            playout
                .run(&mut game, &mut Dealer::new(seed, stream), |_, _, _| {})
                .expect("a random game ends")
        })
        .sum()
}

/// Plays `warm` games, then times `games` more (streams from 1,000, dealer seed 42) and
/// prints `label: N games, D decisions in S s: X M decisions/s, Y games/s`.
pub fn print_speed<G: Game>(label: &str, players: usize, options: &Options, warm: u64, games: u64) {
    let mut playout = Playout::default();
    random_games::<G>(&mut playout, players, options, (42, 0), warm);
    let start = Instant::now();
    let decisions = random_games::<G>(&mut playout, players, options, (42, 1_000), games);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{label}: {games} games, {decisions} decisions in {secs:.2}s: \
         {:.2} M decisions/s, {:.0} games/s",
        decisions as f64 / secs / 1e6,
        games as f64 / secs
    );
}

/// Criterion's group `group`: the time of one random game of `players` (a new dealer stream
/// each time), its throughput in decisions (the mean of `calibrate` games).
#[cfg(feature = "bench")]
pub fn bench_one_game<G: Game>(
    c: &mut criterion::Criterion,
    group: &str,
    players: usize,
    options: &Options,
    calibrate: u64,
) {
    let mut playout = Playout::<G>::default();
    let per_game = random_games(&mut playout, players, options, (42, 0), calibrate) / calibrate;
    let mut group = c.benchmark_group(group);
    group.throughput(criterion::Throughput::Elements(per_game));
    let mut stream = 0;
    group.bench_function("random_playout", |b| {
        b.iter(|| {
            stream += 1;
            random_games(&mut playout, players, options, (42, stream), 1)
        })
    });
    group.finish();
}
