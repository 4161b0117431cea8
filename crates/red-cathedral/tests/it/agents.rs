//! The bot agents of `cathedra-ai` play whole games: the greedy agent, which judges every move
//! by the position estimate alone, must be led by it to build the cathedral (a game that does
//! not end is refused by the tournament at its decision limit).

use crate::common;

use cathedra_ai::tournament::{self, MatchConfig};
use cathedra_ai::AgentSpec;
use cathedra_red_cathedral::RedCathedral;
use common::options;

fn play(agents: &[&str], pairs: &[(&str, &str)], games: u64, seed: u64) {
    let cfg = MatchConfig {
        agents: agents
            .iter()
            .map(|a| AgentSpec::parse(a).unwrap())
            .collect(),
        options: options(pairs),
        games,
        seed,
        jobs: 1,
        rotate: false,
    };
    let report = tournament::run::<RedCathedral>(&cfg, &|_| {})
        .unwrap_or_else(|e| panic!("{agents:?} {pairs:?} seed {seed}: {e}"));
    assert_eq!(report.games, games);
}

#[test]
fn greedy_games_end_for_one_to_four_players() {
    for seed in 1..=3 {
        play(&["greedy"], &[], 4, seed);
        play(&["greedy", "greedy"], &[], 4, seed);
        play(&["greedy", "greedy", "greedy"], &[], 3, seed);
        play(&["greedy", "greedy", "greedy", "greedy"], &[], 2, seed);
    }
}

#[test]
fn greedy_games_end_on_the_advanced_side_and_with_other_agents() {
    play(&["greedy", "greedy"], &[("side", "advanced")], 4, 7);
    play(&["greedy", "random", "greedy"], &[], 3, 7);
    play(&["ismcts:10", "greedy"], &[], 2, 7);
}
