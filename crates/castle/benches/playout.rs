//! Random four-player playouts, summer and winter, on one core.
//!
//! `cargo bench -p cathedra-castle --bench playout`; besides criterion's time per game it
//! prints decisions per second and games per second.

use cathedra_castle::Castle;
use cathedra_core::playouts::{print_speed, random_games};
use cathedra_core::{Game, Options, Playout};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn options(winter: bool) -> Options {
    let w = if winter { "true" } else { "false" };
    Options::parse(Castle::OPTIONS, [("winter", w)]).unwrap()
}

fn playouts(c: &mut Criterion) {
    for (season, winter) in [("summer", false), ("winter", true)] {
        let options = options(winter);
        print_speed::<Castle>(&format!("castle 4p {season}"), 4, &options, 200, 20_000);
        let mut playout = Playout::<Castle>::default();
        let per_game = random_games(&mut playout, 4, &options, (42, 0), 100) / 100;
        let mut group = c.benchmark_group(format!("castle_4p_{season}"));
        group.throughput(Throughput::Elements(per_game));
        let mut stream = 0;
        group.bench_function("random_playout", |b| {
            b.iter(|| {
                stream += 1;
                random_games(&mut playout, 4, &options, (42, stream), 1)
            })
        });
        group.finish();
    }
}

criterion_group!(benches, playouts);
criterion_main!(benches);
