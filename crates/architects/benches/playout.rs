//! Random four-player playouts on one core.
//!
//! `cargo bench -p cathedra-architects --bench playout`; besides criterion's time per game
//! it prints decisions per second and games per second.

use cathedra_architects::Architects;
use cathedra_core::playouts::{bench_one_game, print_speed};
use cathedra_core::{Game, Options};
use criterion::{criterion_group, criterion_main, Criterion};

fn playouts(c: &mut Criterion) {
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    print_speed::<Architects>("architects 4p", 4, &options, 50, 2_000);
    bench_one_game::<Architects>(c, "architects_4p", 4, &options, 20);
}

criterion_group!(benches, playouts);
criterion_main!(benches);
