//! `Evaluate` as an agent uses it: a player that takes, at each decision, the action whose
//! resulting position it rates best beats players that choose at random; and an evaluation
//! allocates nothing beyond its output.

use cathedra_architects::Architects;
use cathedra_core::{Actor, Dealer, Evaluate, Game, Log, Options, Seat, ToMove};

thread_local! {
    static ALLOCATIONS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The system allocator, counting this thread's allocations.
struct Counting;

// SAFETY: every call is forwarded unchanged to the system allocator.
unsafe impl std::alloc::GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { std::alloc::System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        unsafe { std::alloc::System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn allocations() -> u64 {
    ALLOCATIONS.with(std::cell::Cell::get)
}

/// One game: seat 0 greedy by `evaluate`, the others random. Returns seat 0's place.
fn game(players: usize, seed: u64) -> usize {
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    let mut g = Architects::new(players, &options).unwrap();
    let mut dealer = Dealer::new(seed, 0);
    let (mut legal, mut outcomes, mut values) = (Vec::new(), Vec::new(), Vec::new());
    while g.to_move() != ToMove::Over {
        let (actor, action) = match g.to_move() {
            ToMove::Chance => {
                g.chance_outcomes(&mut outcomes);
                (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
            }
            t => {
                let seat = t.seats().first().unwrap();
                g.legal_actions(seat, &mut legal);
                let pick = if seat == Seat(0) {
                    let mut best = (f64::MIN, 0);
                    for (i, &a) in legal.iter().enumerate() {
                        let mut next = g.clone();
                        next.apply(Actor::Seat(seat), a, &mut Log::silent())
                            .unwrap();
                        next.evaluate(&mut values);
                        let mine = values[0] - values[1..].iter().cloned().fold(f64::MIN, f64::max);
                        if mine > best.0 {
                            best = (mine, i);
                        }
                    }
                    best.1
                } else {
                    dealer.below(legal.len() as u64) as usize
                };
                (Actor::Seat(seat), legal[pick])
            }
        };
        g.apply(actor, action, &mut Log::silent()).unwrap();
    }
    g.ranking()[0]
}

#[test]
fn a_greedy_player_by_evaluate_beats_random_players() {
    for players in [2, 4] {
        let wins = (0..6).filter(|&seed| game(players, seed) == 0).count();
        assert!(wins >= 5, "{players} players: {wins} wins of 6");
    }
}

#[test]
fn an_evaluation_allocates_nothing_beyond_its_output() {
    let before = allocations();
    drop(std::hint::black_box(Box::new(0u64)));
    assert!(allocations() > before, "the counting allocator counts");
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    let mut g = Architects::new(4, &options).unwrap();
    let mut dealer = Dealer::new(7, 0);
    let (mut legal, mut outcomes) = (Vec::with_capacity(512), Vec::with_capacity(64));
    let mut values = Vec::with_capacity(5);
    let mut evaluated = 0;
    while g.to_move() != ToMove::Over {
        let before = allocations();
        g.evaluate(&mut values);
        assert_eq!(allocations(), before, "an evaluation allocated");
        assert_eq!(values.len(), 4);
        evaluated += 1;
        let (actor, action) = match g.to_move() {
            ToMove::Chance => {
                g.chance_outcomes(&mut outcomes);
                (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
            }
            t => {
                let seat = t.seats().first().unwrap();
                g.legal_actions(seat, &mut legal);
                (
                    Actor::Seat(seat),
                    legal[dealer.below(legal.len() as u64) as usize],
                )
            }
        };
        g.apply(actor, action, &mut Log::silent()).unwrap();
    }
    assert!(evaluated > 500);
}
