//! The speed of `medium`'s playouts (16 seat decisions, each led by one ply of the game's
//! evaluation but one in four at random, then the evaluation) on positions of random games:
//! playouts a second on one core, by the thread's CPU time, and the bytes of the state that
//! trying a candidate action copies.
//!
//!     cargo run --profile release-test -p cathedra-ai --example playouts -- [POSITIONS] [ROUNDS]

use cathedra_ai::ismcts::{Evaluation, Scratch, TruncatedPlayout};
use cathedra_ai::PlayoutPolicy;
use cathedra_castle::Castle;
use cathedra_core::{
    Actor, Dealer, Evaluate, Game, Log, Options, Outcome, Seat, ToMove, MAX_SEATS,
};
use cathedra_pillars::Pillars;

/// Positions at seat decisions, from random games.
fn positions<G: Game>(players: usize, options: &Options, wanted: usize) -> Vec<G> {
    let mut out = Vec::new();
    let (mut legal, mut outcomes): (Vec<G::Action>, Vec<Outcome<G::Action>>) = (vec![], vec![]);
    let mut log = Log::silent();
    let mut g = 0;
    while out.len() < wanted {
        let mut game = G::new(players, options).unwrap();
        let mut dealer = Dealer::new(2026, g);
        g += 1;
        let mut step = 0u64;
        loop {
            let (actor, action) = match game.to_move() {
                ToMove::Over => break,
                ToMove::Chance => {
                    game.chance_outcomes(&mut outcomes);
                    (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
                }
                to_move => {
                    let seat: Seat = to_move.seats().first().unwrap();
                    game.legal_actions(seat, &mut legal);
                    if step % 29 == 5 && out.len() < wanted {
                        out.push(game.clone());
                    }
                    let a = legal[dealer.below(legal.len() as u64) as usize];
                    (Actor::Seat(seat), a)
                }
            };
            game.apply(actor, action, &mut log).unwrap();
            step += 1;
        }
    }
    out
}

/// This thread's time on a processor so far, in seconds (Linux's schedstat).
fn cpu_seconds() -> f64 {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    let ns: f64 = text
        .split_whitespace()
        .next()
        .and_then(|t| t.parse().ok())
        .unwrap_or(0.0);
    ns / 1e9
}

fn measure<G: Game + Evaluate>(
    name: &str,
    players: usize,
    options: Options,
    n: usize,
    rounds: u64,
) {
    let playout = TruncatedPlayout {
        depth: 16,
        policy: PlayoutPolicy::Greedy { random_in: 4 },
        round: false,
    };
    let positions = positions::<G>(players, &options, n);
    let mut scratch = Scratch::<G>::default();
    let mut rewards = [0.0f32; MAX_SEATS];
    let mut dealer = Dealer::new(7, 0);
    let mut world = positions[0].clone();
    let start = cpu_seconds();
    let mut playouts = 0u64;
    for _ in 0..rounds {
        for p in &positions {
            world.clone_from(p);
            playout
                .rewards(&mut world, &mut dealer, &mut scratch, &mut rewards)
                .unwrap();
            playouts += 1;
        }
    }
    let cpu = cpu_seconds() - start;
    println!(
        "| {name} | {players} | {:.0} | {:.1} | {} |",
        playouts as f64 / cpu,
        1e6 * cpu / playouts as f64,
        std::mem::size_of::<G>(),
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().map_or(200, |a| a.parse().expect("positions"));
    let rounds: u64 = args.next().map_or(20, |a| a.parse().expect("rounds"));
    let castle = |winter: &str| Options::parse(Castle::OPTIONS, [("winter", winter)]).unwrap();
    println!("medium's playouts from {n} positions of random games, {rounds} times each, one core");
    println!();
    println!("| game | players | playouts per CPU second | CPU µs a playout | state bytes |");
    println!("|---|---|---|---|---|");
    for players in [2, 4] {
        measure::<Pillars>("Pillars", players, Options::default(), n, rounds);
        measure::<Castle>("Castle, summer", players, castle("false"), n, rounds);
        measure::<Castle>("Castle, winter", players, castle("true"), n, rounds);
    }
}
