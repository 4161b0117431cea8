//! Random four-player playouts, summer and winter, on one core.
//!
//! `cargo bench -p cathedra-castle --bench playout`; besides criterion's time per game it
//! prints decisions per second and games per second.

use std::time::Instant;

use cathedra_castle::Castle;
use cathedra_core::{Dealer, Game, Options, Playout};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn options(winter: bool) -> Options {
    let w = if winter { "true" } else { "false" };
    Options::parse(Castle::OPTIONS, [("winter", w)]).unwrap()
}

/// Plays `games` games from `first`; returns the decisions taken.
fn play(playout: &mut Playout<Castle>, options: &Options, first: u64, games: u64) -> u64 {
    let mut decisions = 0;
    for stream in first..first + games {
        let mut game = Castle::new(4, options).unwrap();
        let mut dealer = Dealer::new(42, stream);
        decisions += playout.run(&mut game, &mut dealer, |_, _, _| {}).unwrap();
    }
    decisions
}

/// Decisions and games per second over a fixed run, printed once per season.
fn report(season: &str, options: &Options) {
    let mut playout = Playout::default();
    play(&mut playout, options, 0, 200);
    let games = 20_000;
    let start = Instant::now();
    let decisions = play(&mut playout, options, 1_000, games);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "castle 4p {season}: {games} games, {decisions} decisions in {secs:.2}s: \
         {:.2} M decisions/s, {:.0} games/s",
        decisions as f64 / secs / 1e6,
        games as f64 / secs
    );
}

fn playouts(c: &mut Criterion) {
    for (season, winter) in [("summer", false), ("winter", true)] {
        let options = options(winter);
        report(season, &options);
        let mut playout = Playout::default();
        let per_game = play(&mut playout, &options, 0, 100) / 100;
        let mut group = c.benchmark_group(format!("castle_4p_{season}"));
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
}

criterion_group!(benches, playouts);
criterion_main!(benches);
