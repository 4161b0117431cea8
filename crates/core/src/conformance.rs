//! The conformance kit: checks every game's tests run on random games.
//!
//! Each check panics with the seed, game and decision number that broke the contract, so the
//! failure replays with the same arguments.

use serde_json::Value;

use crate::{replay, Dealer, Game, Log, Options, Outcome, Record, Turn};

/// What a kit run covered, so a game's test can assert that it checked something.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Report {
    pub games: u64,
    /// Decisions taken (every one a checked state).
    pub decisions: u64,
    /// Illegal actions refused with the state left as it was.
    pub refusals: u64,
    /// Hidden-information variants whose views were compared.
    pub hidden_variants: u64,
}

/// Most actions kept in the pool of candidate illegal actions.
const POOL: usize = 512;
/// Pool actions tried against each state.
const TRIES_PER_STATE: usize = 12;

/// Plays `games` random games (streams 0.. of `seed`) and checks at every state:
/// the turn's lists are consistent; every legal action (and chance outcome) applies;
/// actions seen elsewhere but not legal here are refused and leave the state equal;
/// the state's JSON round trip is exact and validates; each seat's view survives changes
/// of what it may not know. At the end: the game ended, and its record replays to it.
pub fn check<G: Game>(players: usize, options: &Options, games: u64, seed: u64) -> Report {
    let mut report = Report::default();
    let mut pool: Vec<G::Action> = Vec::new();
    let mut legal = Vec::new();
    let mut outcomes: Vec<Outcome<G::Action>> = Vec::new();
    let mut log = Log::silent();
    for stream in 0..games {
        let at = |step: u64| format!("seed {seed} game {stream} decision {step}");
        let mut game = G::new(players, options).unwrap_or_else(|e| panic!("new game: {e}"));
        let mut record = Record::new::<G>(players, options, Some(seed));
        let mut dealer = Dealer::new(seed, stream);
        let mut step = 0u64;
        loop {
            check_round_trip(&game, &at(step));
            report.hidden_variants += check_views(&game, &at(step));
            game.legal_actions(&mut legal);
            game.chance_outcomes(&mut outcomes);
            let listed: Vec<G::Action> = match game.turn() {
                Turn::Over => {
                    assert!(
                        legal.is_empty() && outcomes.is_empty(),
                        "{}: lists after the end",
                        at(step)
                    );
                    Vec::new()
                }
                Turn::Chance => {
                    assert!(legal.is_empty(), "{}: legal actions at chance", at(step));
                    assert!(
                        !outcomes.is_empty(),
                        "{}: chance without outcomes",
                        at(step)
                    );
                    assert!(
                        outcomes.iter().all(|o| o.weight > 0),
                        "{}: zero weight",
                        at(step)
                    );
                    outcomes.iter().map(|o| o.action).collect()
                }
                Turn::Seat(s) => {
                    assert!(s < players, "{}: seat {s} out of range", at(step));
                    assert!(
                        outcomes.is_empty(),
                        "{}: outcomes at a seat's turn",
                        at(step)
                    );
                    assert!(
                        !legal.is_empty(),
                        "{}: seat {s} has no legal action",
                        at(step)
                    );
                    legal.clone()
                }
            };
            for &a in &listed {
                let mut copy = game.clone();
                if let Err(e) = copy.apply(a, &mut log) {
                    panic!("{}: listed action {a:?} refused: {e}", at(step));
                }
                if !pool.contains(&a) && pool.len() < POOL {
                    pool.push(a);
                }
            }
            report.refusals += check_refusals(&game, &pool, &listed, step as usize, &at(step));
            if game.turn() == Turn::Over {
                break;
            }
            let action = if game.turn() == Turn::Chance {
                outcomes[dealer.pick(&outcomes)].action
            } else {
                legal[dealer.below(legal.len() as u64) as usize]
            };
            record.push::<G>(action);
            game.apply(action, &mut log).unwrap();
            step += 1;
            assert!(
                step < crate::sim::MAX_DECISIONS,
                "{}: the game does not end",
                at(step)
            );
        }
        report.decisions += step;
        report.games += 1;
        let scores = game.scores();
        let ranking = game.ranking();
        assert_eq!(scores.len(), players, "{}: one score per seat", at(step));
        assert_eq!(ranking.len(), players, "{}: one place per seat", at(step));
        assert!(ranking.contains(&0), "{}: nobody ranked first", at(step));
        record.scores = Some(scores);
        let replayed: G = replay(&record, &mut Log::silent())
            .unwrap_or_else(|e| panic!("{}: replay failed: {e}", at(step)));
        assert!(
            replayed == game,
            "{}: the replay differs from the game",
            at(step)
        );
    }
    report
}

/// JSON round trip of the full state is exact and the loaded state validates.
pub fn check_round_trip<G: Game>(game: &G, at: &str) {
    let text = serde_json::to_string(game).unwrap_or_else(|e| panic!("{at}: serialise: {e}"));
    let back: G = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{at}: load: {e}"));
    assert!(&back == game, "{at}: the JSON round trip changed the state");
    if let Err(e) = back.validate() {
        panic!("{at}: a reachable state does not validate: {e}");
    }
}

/// Each seat's view is unchanged by variants of what it may not know. Returns variants seen.
pub fn check_views<G: Game>(game: &G, at: &str) -> u64 {
    let mut n = 0;
    for seat in 0..game.players() {
        let view: Value = game.view(seat);
        for variant in game.hidden_variants(seat) {
            assert!(
                &variant != game,
                "{at}: a hidden variant equal to the state tests nothing"
            );
            assert_eq!(
                view,
                variant.view(seat),
                "{at}: seat {seat}'s view shows hidden information"
            );
            n += 1;
        }
    }
    n
}

/// Pool actions not listed here are refused and leave the state equal. Returns refusals.
fn check_refusals<G: Game>(
    game: &G,
    pool: &[G::Action],
    listed: &[G::Action],
    offset: usize,
    at: &str,
) -> u64 {
    let mut n = 0;
    if pool.is_empty() {
        return 0;
    }
    for i in 0..TRIES_PER_STATE.min(pool.len()) {
        let a = pool[(offset * TRIES_PER_STATE + i) % pool.len()];
        if listed.contains(&a) {
            continue;
        }
        let mut copy = game.clone();
        let result = copy.apply(a, &mut Log::silent());
        assert!(result.is_err(), "{at}: unlisted action {a:?} was accepted");
        assert!(&copy == game, "{at}: refusing {a:?} changed the state");
        n += 1;
    }
    n
}

/// Golden records: every `dir/valid/*.json` ([`crate::Record`]) replays (to its recorded scores,
/// if any) and every `dir/invalid/*.json` ([`crate::GoldenInvalid`]) is refused with an error
/// whose text contains its `expect_error`. Returns (valid, invalid) counts.
pub fn check_golden<G: Game>(dir: &std::path::Path) -> (usize, usize) {
    let files = |sub: &str| -> Vec<std::path::PathBuf> {
        let mut v: Vec<_> = std::fs::read_dir(dir.join(sub))
            .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        v.retain(|p| p.extension().is_some_and(|x| x == "json"));
        v.sort();
        v
    };
    let read = |p: &std::path::Path| {
        std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
    };
    let valid = files("valid");
    for path in &valid {
        let record: Record = serde_json::from_str(&read(path))
            .unwrap_or_else(|e| panic!("{}: not a record: {e}", path.display()));
        if let Err(e) = replay::<G>(&record, &mut Log::silent()) {
            panic!("{}: a valid record is refused: {e}", path.display());
        }
    }
    let invalid = files("invalid");
    for path in &invalid {
        let golden: crate::GoldenInvalid = serde_json::from_str(&read(path))
            .unwrap_or_else(|e| panic!("{}: not a golden invalid record: {e}", path.display()));
        match replay::<G>(&golden.record, &mut Log::silent()) {
            Ok(_) => panic!("{}: an invalid record replays", path.display()),
            Err(e) => assert!(
                e.to_string().contains(&golden.expect_error),
                "{}: expected an error containing {:?}, got: {e}",
                path.display(),
                golden.expect_error
            ),
        }
    }
    (valid.len(), invalid.len())
}

thread_local! {
    /// Heap allocations made by this thread while [`CountingAllocator`] is the global allocator.
    static ALLOCATIONS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The system allocator, counting each thread's allocations. A test binary installs it with
/// `#[global_allocator] static A: CountingAllocator = CountingAllocator;` to run
/// [`check_no_allocation`].
pub struct CountingAllocator;

// SAFETY: every call is forwarded unchanged to the system allocator.
unsafe impl std::alloc::GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { std::alloc::System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        unsafe { std::alloc::System.dealloc(ptr, layout) }
    }
}

fn allocations() -> u64 {
    ALLOCATIONS.with(std::cell::Cell::get)
}

/// Random playouts allocate nothing once the [`crate::Playout`] buffers have grown: after 50
/// warm-up games, 20 more whole games make no heap allocation. Needs [`CountingAllocator`]
/// installed as the global allocator. Returns the decisions checked.
pub fn check_no_allocation<G: Game>(players: usize, options: &Options) -> u64 {
    let before = allocations();
    drop(std::hint::black_box(Box::new(0u64)));
    assert!(
        allocations() > before,
        "install CountingAllocator as the #[global_allocator]"
    );
    let mut playout = crate::Playout::<G>::default();
    let mut play = |stream: u64| {
        let mut game = G::new(players, options).expect("a new game");
        let mut dealer = Dealer::new(1, stream);
        let before = allocations();
        let decisions = playout
            .run(&mut game, &mut dealer, |_, _| {})
            .expect("a random game");
        (decisions, allocations() - before)
    };
    for stream in 100..150 {
        play(stream);
    }
    let mut checked = 0;
    for stream in 1..21 {
        let (decisions, made) = play(stream);
        assert_eq!(
            made, 0,
            "game {stream}: {decisions} decisions made {made} allocations"
        );
        checked += decisions;
    }
    checked
}
