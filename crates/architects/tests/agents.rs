//! The bot agents of `cathedra-ai` play whole games: the greedy agent, which judges every move
//! by the position estimate alone, must be led by it to fill the Guildhall or the Cathedral's
//! goal (a game that does not end is refused by the tournament at its decision limit).

use cathedra_ai::tournament::{self, MatchConfig};
use cathedra_ai::AgentSpec;
use cathedra_architects::Architects;
use cathedra_core::{Game, Options};

fn play(agents: &[&str], games: u64, seed: u64) {
    let cfg = MatchConfig {
        agents: agents
            .iter()
            .map(|a| AgentSpec::parse(a).unwrap())
            .collect(),
        options: Options::parse(Architects::OPTIONS, []).unwrap(),
        games,
        seed,
        jobs: 1,
        rotate: false,
    };
    let report = tournament::run::<Architects>(&cfg, &|_| {})
        .unwrap_or_else(|e| panic!("{agents:?} seed {seed}: {e}"));
    assert_eq!(report.games, games);
}

#[test]
fn greedy_games_end_for_two_to_five_players() {
    for seed in 1..=3 {
        play(&["greedy"; 2], 4, seed);
        play(&["greedy"; 3], 3, seed);
        play(&["greedy"; 4], 2, seed);
        play(&["greedy"; 5], 2, seed);
    }
}
