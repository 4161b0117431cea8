//! The playout loop allocates nothing (the core's allocation check, 4 players).

use cathedra_castle::Castle;
use cathedra_core::conformance::{check_no_allocation, CountingAllocator};
use cathedra_core::{Game, Options};

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

#[test]
fn random_playouts_do_not_allocate() {
    for options in ["false", "true"]
        .into_iter()
        .map(|w| Options::parse(Castle::OPTIONS, [("winter", w)]).unwrap())
        .collect::<Vec<_>>()
    {
        assert!(check_no_allocation::<Castle>(4, &options) > 1000);
    }
}
