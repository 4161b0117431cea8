//! Random four-player playouts on one core.
//!
//! `cargo bench -p cathedra-red-cathedral --bench playout`; besides criterion's time per game
//! it prints decisions per second and games per second.

use cathedra_core::playouts::{bench_one_game, print_speed};
use cathedra_core::{Game, Options};
use cathedra_red_cathedral::RedCathedral;
use criterion::{criterion_group, criterion_main, Criterion};

fn playouts(c: &mut Criterion) {
    let options = Options::parse(RedCathedral::OPTIONS, []).unwrap();
    print_speed::<RedCathedral>("red-cathedral 4p", 4, &options, 50, 2_000);
    bench_one_game::<RedCathedral>(c, "red_cathedral_4p", 4, &options, 20);
}

criterion_group!(benches, playouts);
criterion_main!(benches);
