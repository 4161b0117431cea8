//! Random four-player playouts, summer and winter, on one core.
//!
//! `cargo bench -p cathedra-castle --bench playout`; besides criterion's time per game it
//! prints decisions per second and games per second.

use cathedra_castle::Castle;
use cathedra_core::playouts::{bench_one_game, print_speed};
use cathedra_core::{Game, Options};
use criterion::{criterion_group, criterion_main, Criterion};

fn playouts(c: &mut Criterion) {
    for season in ["summer", "winter"] {
        let winter = if season == "winter" { "true" } else { "false" };
        let options = Options::parse(Castle::OPTIONS, [("winter", winter)]).unwrap();
        print_speed::<Castle>(&format!("castle 4p {season}"), 4, &options, 200, 20_000);
        bench_one_game::<Castle>(c, &format!("castle_4p_{season}"), 4, &options, 100);
    }
}

criterion_group!(benches, playouts);
criterion_main!(benches);
