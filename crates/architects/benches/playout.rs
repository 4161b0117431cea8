//! Random four-player playouts on one core.
//!
//! `cargo bench -p cathedra-architects --bench playout`; besides criterion's time per game
//! it prints decisions per second and games per second.

use std::time::Instant;

use cathedra_architects::Architects;
use cathedra_core::{Dealer, Game, Options, Playout};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

/// Plays `games` games from `first`; returns the decisions taken.
fn play(playout: &mut Playout<Architects>, options: &Options, first: u64, games: u64) -> u64 {
    let mut decisions = 0;
    for stream in first..first + games {
        let mut game = Architects::new(4, options).unwrap();
        let mut dealer = Dealer::new(42, stream);
        decisions += playout.run(&mut game, &mut dealer, |_, _, _| {}).unwrap();
    }
    decisions
}

fn playouts(c: &mut Criterion) {
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    let mut playout = Playout::default();
    play(&mut playout, &options, 0, 50);
    let games = 2_000;
    let start = Instant::now();
    let decisions = play(&mut playout, &options, 1_000, games);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "architects 4p: {games} games, {decisions} decisions in {secs:.2}s: \
         {:.2} M decisions/s, {:.0} games/s",
        decisions as f64 / secs / 1e6,
        games as f64 / secs
    );
    let per_game = play(&mut playout, &options, 0, 20) / 20;
    let mut group = c.benchmark_group("architects_4p");
    group.throughput(Throughput::Elements(per_game));
    let mut stream = 0;
    group.bench_function("random_playout", |b| {
        b.iter(|| {
            stream += 1;
            play(&mut playout, &options, stream, 1)
        })
    });
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
