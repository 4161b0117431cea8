//! Random 4-player playouts: `cargo bench -p cathedra-pillars`.

use cathedra_core::playouts::random_games;
use cathedra_core::{Options, Playout};
use cathedra_pillars::Pillars;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

const GAMES: u64 = 200;

/// Plays the fixed batch of games; returns the decisions made.
fn batch(playout: &mut Playout<Pillars>, options: &Options) -> u64 {
    random_games(playout, 4, options, (7, 0), GAMES)
}

fn playouts(c: &mut Criterion) {
    let options = Options::default();
    let mut playout = Playout::<Pillars>::default();
    let decisions = batch(&mut playout, &options);
    let mut group = c.benchmark_group("pillars");
    group.throughput(Throughput::Elements(decisions));
    group.bench_function("200 random 4-player games (decisions)", |b| {
        b.iter(|| batch(&mut playout, &options))
    });
    group.throughput(Throughput::Elements(GAMES));
    group.bench_function("200 random 4-player games (games)", |b| {
        b.iter(|| batch(&mut playout, &options))
    });
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
