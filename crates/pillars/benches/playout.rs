//! Random 4-player playouts: `cargo bench -p cathedra-pillars`.

use cathedra_core::{Dealer, Game, Options, Playout};
use cathedra_pillars::Pillars;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

const GAMES: u64 = 200;

fn playouts(c: &mut Criterion) {
    let options = Options::default();
    let mut playout = Playout::<Pillars>::default();
    // Decisions in the fixed batch, so the throughput is in decisions per second.
    let mut decisions = 0;
    for stream in 0..GAMES {
        let mut game = Pillars::new(4, &options).unwrap();
        decisions += playout
            .run(&mut game, &mut Dealer::new(7, stream), |_, _| {})
            .unwrap();
    }
    let mut group = c.benchmark_group("pillars");
    group.throughput(Throughput::Elements(decisions));
    group.bench_function("200 random 4-player games (decisions)", |b| {
        b.iter(|| {
            for stream in 0..GAMES {
                let mut game = Pillars::new(4, &options).unwrap();
                playout
                    .run(&mut game, &mut Dealer::new(7, stream), |_, _| {})
                    .unwrap();
            }
        })
    });
    group.throughput(Throughput::Elements(GAMES));
    group.bench_function("200 random 4-player games (games)", |b| {
        b.iter(|| {
            for stream in 0..GAMES {
                let mut game = Pillars::new(4, &options).unwrap();
                playout
                    .run(&mut game, &mut Dealer::new(7, stream), |_, _| {})
                    .unwrap();
            }
        })
    });
    group.finish();
}

criterion_group!(benches, playouts);
criterion_main!(benches);
