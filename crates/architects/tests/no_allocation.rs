//! The playout loop allocates nothing (the core's allocation check, 4 players).

use cathedra_architects::Architects;
use cathedra_core::conformance::{check_no_allocation, CountingAllocator};
use cathedra_core::{Game, Options};

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

#[test]
fn random_playouts_do_not_allocate() {
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    assert!(check_no_allocation::<Architects>(4, &options) > 1000);
}
