//! A playout allocates nothing per decision: `medium`'s playouts (each decision led by one ply
//! of the evaluation, its candidates tried on reused states) and random ones, counted by a
//! counting allocator, in Pillars and both sides of Castle.

use std::cell::Cell;

use cathedra_ai::ismcts::{Evaluation, Scratch, TruncatedPlayout};
use cathedra_ai::PlayoutPolicy;
use cathedra_castle::Castle;
use cathedra_core::{Actor, Dealer, Evaluate, Game, Log, Options, ToMove, MAX_SEATS};
use cathedra_pillars::Pillars;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

/// The system allocator, counting this thread's allocations.
struct Counting;

// SAFETY: every call is forwarded unchanged to the system allocator.
unsafe impl std::alloc::GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { std::alloc::System.alloc(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { std::alloc::System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        unsafe { std::alloc::System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
}

/// Positions at every seventh step of the first `steps` steps of random games.
fn positions<G: Game>(players: usize, options: &Options, games: u64, steps: u64) -> Vec<G> {
    let mut out = Vec::new();
    let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
    for g in 0..games {
        let mut game = G::new(players, options).unwrap();
        let mut dealer = Dealer::new(11, g);
        for step in 0..steps {
            let (actor, action) = match game.to_move() {
                ToMove::Over => break,
                ToMove::Chance => {
                    game.chance_outcomes(&mut outcomes);
                    (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
                }
                to_move => {
                    let seat = to_move.seats().first().unwrap();
                    game.legal_actions(seat, &mut legal);
                    let a = legal[dealer.below(legal.len() as u64) as usize];
                    (Actor::Seat(seat), a)
                }
            };
            game.apply(actor, action, &mut Log::silent()).unwrap();
            if step % 7 == 3 {
                out.push(game.clone());
            }
        }
    }
    out
}

/// Plays a playout from every position twice (the first to let the buffers grow) and returns
/// the allocations of the second pass's playouts that stopped before the game's end, and how
/// many those were. (A playout that ends the game reads the places with `Game::returns`, one
/// allocation a playout, not a decision.)
fn second_pass<G: Game + Evaluate>(positions: &[G], playout: TruncatedPlayout) -> (u64, usize) {
    let mut scratch = Scratch::<G>::default();
    let mut rewards = [0.0f32; MAX_SEATS];
    let mut world = positions[0].clone();
    let mut counted = 0;
    let mut stopped = 0;
    for pass in 0..2 {
        let mut dealer = Dealer::new(5, pass);
        for p in positions {
            world.clone_from(p);
            let before = allocations();
            playout
                .rewards(&mut world, &mut dealer, &mut scratch, &mut rewards)
                .unwrap();
            if pass == 1 && !world.to_move().is_over() {
                counted += allocations() - before;
                stopped += 1;
            }
        }
    }
    (counted, stopped)
}

fn no_allocation_in<G: Game + Evaluate>(name: &str, players: usize, options: &Options) {
    let positions = positions::<G>(players, options, 6, 120);
    assert!(positions.len() > 60, "{name}: {}", positions.len());
    for policy in [
        PlayoutPolicy::Greedy { random_in: 4 },
        PlayoutPolicy::Greedy { random_in: 0 },
        PlayoutPolicy::Random,
    ] {
        for round in [false, true] {
            let playout = TruncatedPlayout {
                depth: 16,
                policy,
                round,
            };
            let (allocated, stopped) = second_pass(&positions, playout);
            assert!(stopped > 50, "{name}: {stopped}");
            assert_eq!(
                allocated, 0,
                "{name} {players} players, {policy:?}: {allocated} allocations in {stopped} playouts"
            );
        }
    }
}

#[test]
fn playouts_allocate_nothing_per_decision_in_pillars() {
    for players in [2, 4] {
        no_allocation_in::<Pillars>("Pillars", players, &Options::default());
    }
}

#[test]
fn playouts_allocate_nothing_per_decision_in_castle() {
    for winter in ["false", "true"] {
        let options = Options::parse(Castle::OPTIONS, [("winter", winter)]).unwrap();
        for players in [2, 4] {
            no_allocation_in::<Castle>("Castle", players, &options);
        }
    }
}
