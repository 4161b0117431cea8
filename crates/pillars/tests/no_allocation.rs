//! The playout loop allocates nothing (the core's allocation check, 4 players).

use cathedra_core::conformance::{check_no_allocation, CountingAllocator};
use cathedra_core::{Game, Options};
use cathedra_pillars::Pillars;

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

#[test]
fn random_playouts_do_not_allocate() {
    let options = Options::parse(Pillars::OPTIONS, []).unwrap();
    assert!(check_no_allocation::<Pillars>(4, &options) > 1000);
}
