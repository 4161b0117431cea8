//! The search's speed on positions of random games: iterations a second on one core (by the
//! thread's CPU time, so other programs on a shared machine do not slow it, and by the clock),
//! nodes and bytes of tree per iteration, and the shares of time in determinization, selection
//! (walking and growing the tree) and playout with evaluation.
//!
//!     cargo run --release -p cathedra-ai --example speed -- [ITERATIONS] [POSITIONS]

use cathedra_ai::{Agent, Information, Ismcts, IsmctsConfig, SearchStats};
use cathedra_castle::Castle;
use cathedra_core::{Actor, Dealer, Evaluate, Game, Log, Options, Outcome, Seat, ToMove};
use cathedra_pillars::Pillars;

/// Positions at seat decisions with a choice, from random games.
fn positions<G: Game>(players: usize, options: &Options, wanted: usize) -> Vec<(G, Seat)> {
    let mut out = Vec::new();
    let mut legal = Vec::new();
    let mut outcomes: Vec<Outcome<G::Action>> = Vec::new();
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
                    let seat = to_move.seats().first().unwrap();
                    game.legal_actions(seat, &mut legal);
                    if step % 29 == 5 && legal.len() > 1 && out.len() < wanted {
                        out.push((game.clone(), seat));
                    }
                    (
                        Actor::Seat(seat),
                        legal[dealer.below(legal.len() as u64) as usize],
                    )
                }
            };
            game.apply(actor, action, &mut log).unwrap();
            step += 1;
        }
    }
    out
}

/// This thread's time on a processor so far, in seconds (Linux's schedstat), so that the rate
/// counts the time the search ran, not the time other programs held the cores.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

fn measure<G: Game + Evaluate>(
    name: &str,
    players: usize,
    options: Options,
    iterations: u64,
    n: usize,
) {
    let config = IsmctsConfig {
        iterations,
        ..IsmctsConfig::default()
    };
    let mut agent = Ismcts::<G>::new(config);
    let mut total = SearchStats::default();
    let positions = positions::<G>(players, &options, n);
    let cpu_start = cpu_seconds();
    for (i, (game, seat)) in positions.iter().enumerate() {
        let info = Information::new(game, *seat).unwrap();
        agent.choose(&info, &mut Dealer::new(i as u64, 0)).unwrap();
        let s = agent.last_stats();
        total.iterations += s.iterations;
        total.nodes += s.nodes;
        total.node_bytes = s.node_bytes;
        total.seconds += s.seconds;
        total.determinize_seconds += s.determinize_seconds;
        total.select_seconds += s.select_seconds;
        total.playout_seconds += s.playout_seconds;
    }
    let it = total.iterations.max(1) as f64;
    // On a processor: by the thread's CPU time where the system tells it, else by the clock.
    let on_cpu = cpu_start
        .zip(cpu_seconds())
        .map_or(total.seconds, |(a, b)| b - a);
    let parts = total.determinize_seconds + total.select_seconds + total.playout_seconds;
    println!(
        "| {name} | {players} | {:.0} | {:.1} | {:.0} | {:.2} | {:.0} | {:.0} % | {:.0} % | {:.0} % |",
        it / on_cpu,
        1e3 * on_cpu / n as f64,
        it / total.seconds,
        total.nodes as f64 / it,
        total.nodes as f64 * total.node_bytes as f64 / it,
        100.0 * total.determinize_seconds / parts,
        100.0 * total.select_seconds / parts,
        100.0 * total.playout_seconds / parts,
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let iterations: u64 = args
        .next()
        .map_or(2_000, |a| a.parse().expect("iterations"));
    let n: usize = args.next().map_or(40, |a| a.parse().expect("positions"));
    let castle = |winter: &str| Options::parse(Castle::OPTIONS, [("winter", winter)]).unwrap();
    println!("{iterations} iterations a search, {n} positions of random games each, one core");
    println!();
    println!("| game | players | iterations per CPU second | CPU ms a search | iterations per second of the clock | nodes/iteration | tree bytes/iteration | determinize | select | playout + evaluate |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for players in [2, 4] {
        measure::<Pillars>("Pillars", players, Options::default(), iterations, n);
        measure::<Castle>("Castle, summer", players, castle("false"), iterations, n);
        measure::<Castle>("Castle, winter", players, castle("true"), iterations, n);
    }
}
