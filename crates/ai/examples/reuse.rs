//! How often tree reuse finds its subtree: games of a search with reuse (`ismcts:N:reuse`) at
//! one seat against the same search without it at the others, the seats rotated; per game kind,
//! the share of its searches that started from a kept subtree, and the nodes kept against the
//! nodes of the tree at the end of a search.
//!
//!     cargo run --release -p cathedra-ai --example reuse -- [ITERATIONS] [GAMES]

use cathedra_ai::{Agent, Information, Ismcts, IsmctsConfig};
use cathedra_castle::Castle;
use cathedra_core::{Actor, Dealer, Evaluate, Game, Log, Observer, Options, Outcome, Seat, ToMove};
use cathedra_pillars::Pillars;

/// Searches of the reusing seat, those that kept a subtree, nodes kept, nodes at the end.
#[derive(Default)]
struct Tally {
    searches: u64,
    reused: u64,
    kept_nodes: u64,
    nodes: u64,
}

fn play<G: Game + Evaluate>(
    players: usize,
    options: &Options,
    iterations: u64,
    g: u64,
    t: &mut Tally,
) {
    let config = IsmctsConfig {
        iterations,
        ..IsmctsConfig::default()
    };
    let reuser = Seat((g % players as u64) as u8);
    let mut agents: Vec<Ismcts<G>> = Seat::all(players)
        .map(|s| {
            Ismcts::new(IsmctsConfig {
                reuse: s == reuser,
                ..config
            })
        })
        .collect();
    let mut game = G::new(players, options).unwrap();
    let mut dealer = Dealer::new(2026, g);
    let mut log = Log::silent();
    let mut outcomes: Vec<Outcome<G::Action>> = Vec::new();
    let mut legal = Vec::new();
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
                let info = Information::new(&game, seat).unwrap();
                let agent = &mut agents[seat.index()];
                let action = agent.choose(&info, &mut dealer).unwrap();
                if seat == reuser && legal.len() > 1 {
                    let stats = agent.last_stats();
                    t.searches += 1;
                    t.reused += u64::from(stats.reused_nodes > 0);
                    t.kept_nodes += stats.reused_nodes;
                    t.nodes += stats.nodes;
                }
                (Actor::Seat(seat), action)
            }
        };
        for (seat, agent) in Seat::all(players).zip(agents.iter_mut()) {
            let seen = game.observe(actor, action, Observer::Seat(seat));
            Agent::<G>::observe(agent, actor, seen);
        }
        game.apply(actor, action, &mut log).unwrap();
    }
}

fn report<G: Game + Evaluate>(
    name: &str,
    players: usize,
    options: &Options,
    iterations: u64,
    games: u64,
) {
    let mut t = Tally::default();
    for g in 0..games {
        play::<G>(players, options, iterations, g, &mut t);
    }
    let searches = t.searches.max(1) as f64;
    println!(
        "| {name} | {players} | {} | {:.0} % | {:.0} | {:.0} |",
        t.searches,
        100.0 * t.reused as f64 / searches,
        t.kept_nodes as f64 / searches,
        t.nodes as f64 / searches,
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let iterations = args.next().map_or(2000, |a| a.parse().expect("ITERATIONS"));
    let games = args.next().map_or(4, |a| a.parse().expect("GAMES"));
    let winter = Options::parse(Castle::OPTIONS, [("winter", "true")]).unwrap();
    println!(
        "| game | players | searches | kept a subtree | nodes kept a search | nodes a search |"
    );
    println!("|---|---|---|---|---|---|");
    for players in [2, 4] {
        report::<Pillars>("Pillars", players, &Options::default(), iterations, games);
        report::<Castle>(
            "Castle, summer",
            players,
            &Options::default(),
            iterations,
            games,
        );
        report::<Castle>("Castle, winter", players, &winter, iterations, games);
    }
}
