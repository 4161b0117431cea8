//! Random four-player playouts on one core.
//!
//! `cargo bench -p cathedra-architects --bench playout`; besides criterion's time per game
//! it prints decisions per second and games per second.

use cathedra_architects::Architects;
use cathedra_core::playouts::{print_speed, random_games};
use cathedra_core::{Game, Options, Playout};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn playouts(c: &mut Criterion) {
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    print_speed::<Architects>("architects 4p", 4, &options, 50, 2_000);
    let mut playout = Playout::<Architects>::default();
    let per_game = random_games(&mut playout, 4, &options, (42, 0), 20) / 20;
    let mut group = c.benchmark_group("architects_4p");
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

criterion_group!(benches, playouts);
criterion_main!(benches);
