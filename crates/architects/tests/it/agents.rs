//! The bot agents of `cathedra-ai` play whole games: the greedy agent, which judges every move
//! by the position estimate alone, must be led by it to fill the Guildhall (AWK-19.1) within a
//! bound, for every player count.

use cathedra_ai::tournament::{play_game, MatchConfig};
use cathedra_ai::AgentSpec;
use cathedra_architects::Architects;
use cathedra_core::{Game, Options};

/// Decisions (chance's included) a greedy game may take at most. Greedy games take at most 878
/// (seeds 1..=200 for each player count, 2,500 two-player deals of seed 0, and 60 seeds for
/// each count with every option on); a game that goes round in circles (captures and releases
/// for ever) passes it.
const BOUND: u64 = 3_000;

/// Plays game `g` of a match of greedy agents (seeds and games as `cathedra simulate` and
/// `cathedra balance` number them) and returns its decisions, failing as soon as it passes
/// [`BOUND`].
fn greedy_game(players: usize, seed: u64, g: u64, rotate: bool) -> u64 {
    let cfg = MatchConfig {
        agents: vec![AgentSpec::parse("greedy").unwrap(); players],
        options: Options::parse(Architects::OPTIONS, []).unwrap(),
        games: g + 1,
        seed,
        jobs: 1,
        rotate,
    };
    let mut decisions = 0u64;
    let played = play_game::<Architects>(&cfg, g, |_, _, _| {
        decisions += 1;
        assert!(
            decisions <= BOUND,
            "{players} players, seed {seed}, game {g}: no end after {BOUND} decisions"
        );
    })
    .unwrap_or_else(|e| panic!("{players} players, seed {seed}, game {g}: {e}"));
    assert_eq!(played.decisions, decisions);
    decisions
}

#[test]
fn awk_19_1_greedy_games_end_within_a_bound_for_two_to_five_players() {
    for players in 2..=5 {
        let games = [6, 4, 3, 2][players - 2];
        let most = (1..=games)
            .map(|seed| greedy_game(players, seed, 0, false))
            .max()
            .unwrap();
        eprintln!("{players} players: at most {most} decisions");
    }
}

/// Two deals of a two-player balance study (seed 0, games 1,241 and 1,677) on which greedy
/// players once went on for ever: ahead, one would not fill the last Guildhall space while the
/// end would reveal the worth of the other's hoard of silver, gold and marble; in the other,
/// both captured each other's workers and released their own, turn after turn.
#[test]
fn awk_19_1_greedy_games_of_two_deals_that_went_round_in_circles_end() {
    for g in [1_241, 1_677] {
        greedy_game(2, 0, g, true);
    }
}
