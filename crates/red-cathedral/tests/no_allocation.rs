//! The playout loop allocates nothing (the core's allocation check), for every player count
//! and both sides of the workshop boards.

use cathedra_core::conformance::{check_no_allocation, CountingAllocator};
use cathedra_core::{Game, Options};
use cathedra_red_cathedral::RedCathedral;

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

#[test]
fn random_playouts_do_not_allocate() {
    for side in ["basic", "advanced"] {
        let options = Options::parse(RedCathedral::OPTIONS, [("side", side)]).unwrap();
        for players in [4, 1] {
            assert!(check_no_allocation::<RedCathedral>(players, &options) > 1000);
        }
    }
}
