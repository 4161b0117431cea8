//! The playout loop allocates nothing: once its buffers have grown over some warm-up games,
//! whole random games run without a single heap allocation (counted by a global allocator).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use cathedra_castle::Castle;
use cathedra_core::{Dealer, Game, Options, Playout};

struct Counting;

thread_local! {
    /// Allocations made by this thread (the test harness's own threads do not count).
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn random_playouts_do_not_allocate() {
    for options in option_sets() {
        let mut playout = Playout::<Castle>::default();
        for stream in 100..150 {
            let mut warm = Castle::new(4, &options).unwrap();
            playout
                .run(&mut warm, &mut Dealer::new(1, stream), |_, _| {})
                .unwrap();
        }
        for stream in 1..20 {
            let mut game = Castle::new(4, &options).unwrap();
            let mut dealer = Dealer::new(1, stream);
            let before = ALLOCATIONS.with(Cell::get);
            let decisions = playout.run(&mut game, &mut dealer, |_, _| {}).unwrap();
            let allocations = ALLOCATIONS.with(Cell::get) - before;
            assert!(decisions > 50);
            assert_eq!(
                allocations, 0,
                "{decisions} decisions made {allocations} allocations"
            );
        }
    }
}

fn option_sets() -> Vec<Options> {
    ["false", "true"]
        .into_iter()
        .map(|w| Options::parse(Castle::OPTIONS, [("winter", w)]).unwrap())
        .collect()
}
