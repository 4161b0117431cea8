//! Agents on every game: legal choices only, decisions that depend on the seat's information
//! alone, reproducible matches, a known best move, and match statistics on a known case.

use cathedra_ai::tournament::{self, MatchConfig};
use cathedra_ai::{Agent, AgentSpec, Information, Ismcts, IsmctsConfig};
use cathedra_castle::Castle;
use cathedra_core::{Actor, Dealer, Evaluate, Game, Log, Options, Outcome, Seat, ToMove};
use cathedra_pillars::Pillars;
use cathedra_toy::{Action, DiceRace};

fn spec(name: &str) -> AgentSpec {
    AgentSpec::parse(name).unwrap()
}

fn options<G: Game>(pairs: &[(&str, &str)]) -> Options {
    Options::parse(G::OPTIONS, pairs.iter().copied()).unwrap()
}

/// Plays `games` games of `agents` (one per seat); every choice is applied by the rules,
/// which refuse an illegal one and fail the match.
fn play<G: Game + Evaluate>(agents: &[&str], options: Options, games: u64) {
    let cfg = MatchConfig {
        agents: agents.iter().map(|a| spec(a)).collect(),
        options,
        games,
        seed: 5,
        jobs: 2,
        rotate: true,
    };
    let report = tournament::run::<G>(&cfg, &|_| {}).unwrap();
    assert_eq!(report.games, games);
}

#[test]
fn no_agent_submits_an_illegal_action_in_the_dice_race() {
    play::<DiceRace>(&["random", "greedy"], Options::default(), 2000);
    play::<DiceRace>(&["greedy", "random", "ismcts:30"], Options::default(), 1000);
    play::<DiceRace>(
        &["easy", "greedy", "random", "ismcts:10"],
        Options::default(),
        200,
    );
}

#[test]
fn no_agent_submits_an_illegal_action_in_pillars() {
    play::<Pillars>(&["random", "greedy"], Options::default(), 1000);
    play::<Pillars>(
        &["greedy", "random", "greedy", "random"],
        Options::default(),
        500,
    );
    play::<Pillars>(&["ismcts:8", "greedy", "random"], Options::default(), 200);
    play::<Pillars>(&["ismcts:20", "ismcts:8"], Options::default(), 100);
    play::<Pillars>(
        &["ismcts:20:reuse", "easy", "greedy"],
        Options::default(),
        60,
    );
}

#[test]
fn no_agent_submits_an_illegal_action_in_castle() {
    for winter in ["false", "true"] {
        let o = || options::<Castle>(&[("winter", winter)]);
        play::<Castle>(&["random", "greedy"], o(), 1000);
        play::<Castle>(&["greedy", "random", "greedy", "random"], o(), 500);
        play::<Castle>(&["ismcts:8", "greedy", "random"], o(), 200);
        play::<Castle>(&["ismcts:20", "ismcts:8", "random", "greedy"], o(), 100);
        play::<Castle>(&["ismcts:20:reuse", "easy", "greedy"], o(), 60);
    }
}

/// Random games stopped at seat decisions: `(state, seat)` pairs.
fn positions<G: Game>(players: usize, options: &Options, games: u64) -> Vec<(G, Seat)> {
    let mut out = Vec::new();
    let mut legal = Vec::new();
    let mut outcomes: Vec<Outcome<G::Action>> = Vec::new();
    let mut log = Log::silent();
    for g in 0..games {
        let mut game = G::new(players, options).unwrap();
        let mut dealer = Dealer::new(77, g);
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
                    if step % 23 == 7 && legal.len() > 1 {
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

/// Each agent, from a position and from siblings drawn by `determinize` (the same information,
/// other hidden truths), chooses the same with the same seed.
fn invariant<G: Game + Evaluate>(players: usize, options: Options, games: u64, agents: &[&str]) {
    let mut differ = 0;
    let positions = positions::<G>(players, &options, games);
    assert!(positions.len() > 20, "{}", positions.len());
    for (i, (state, seat)) in positions.iter().enumerate() {
        for name in agents {
            let choose = |game: &G| {
                let info = Information::new(game, *seat).unwrap();
                spec(name)
                    .build::<G>()
                    .choose(&info, &mut Dealer::new(1000 + i as u64, 0))
                    .unwrap()
            };
            let chosen = choose(state);
            for k in 0..3 {
                let sibling = state.determinize(*seat, &mut Dealer::new(i as u64, k));
                differ += usize::from(sibling != *state);
                assert_eq!(
                    choose(&sibling),
                    chosen,
                    "{name} at position {i}, sibling {k}"
                );
            }
        }
    }
    assert!(
        differ > 0,
        "no sibling differed from its position: the test would prove nothing"
    );
}

#[test]
fn decisions_are_invariant_to_hidden_information_in_the_dice_race() {
    // Other seats' bonuses are dealt face down (TOY-1), lucky faces picked in secret (TOY-4).
    invariant::<DiceRace>(
        3,
        Options::default(),
        30,
        &[
            "random",
            "greedy",
            "ismcts:60",
            "ismcts:60:u",
            "ismcts:60:o",
        ],
    );
}

#[test]
fn decisions_are_invariant_to_hidden_information_in_pillars() {
    // The round's event lies face down until step 1.
    invariant::<Pillars>(3, Options::default(), 3, &["random", "greedy", "ismcts:40"]);
}

#[test]
fn decisions_are_invariant_to_hidden_information_in_castle() {
    // Character cards are chosen face down (CAS-4).
    for winter in ["false", "true"] {
        let o = options::<Castle>(&[("winter", winter)]);
        invariant::<Castle>(
            3,
            o,
            10,
            &[
                "random",
                "greedy",
                "ismcts:40",
                "ismcts:40:u",
                "ismcts:40:o",
            ],
        );
    }
}

#[test]
fn a_fixed_seed_match_is_the_same_whatever_the_threads() {
    let run = |jobs| {
        let cfg = MatchConfig {
            agents: vec![
                spec("ismcts:30"),
                spec("ismcts:30:reuse"),
                spec("greedy"),
                spec("random"),
            ],
            options: Options::default(),
            games: 8,
            seed: 42,
            jobs,
            rotate: true,
        };
        tournament::run::<Pillars>(&cfg, &|_| {}).unwrap().entries
    };
    let one = run(1);
    assert_eq!(one, run(2));
    assert_eq!(one, run(1));
}

/// A dice-race position from its JSON.
fn race(json: &str) -> DiceRace {
    cathedra_core::load_state::<DiceRace>(&serde_json::from_str(json).unwrap()).unwrap()
}

#[test]
fn the_search_banks_the_winning_points_and_gambles_when_banking_loses() {
    // Seat 1 has 17 banked and 4 in the pot after a roll; banking reaches 21 and ends the
    // race (TOY-3) with seat 1 ahead whatever the bonuses; rolling again risks the pot.
    let win_now = race(
        r#"{"players":2,"bonus":[1,2],"lucky":[3,4],"revealed":true,"banked":[18,17],
            "seat":1,"pot":4,"rolling":false,"turn":9,"long":false}"#,
    );
    // Seat 1 has 6 banked and 5 in the pot in the last turn; seat 0 has 18: banking loses for
    // sure, only rolling on can still win.
    let must_gamble = race(
        r#"{"players":2,"bonus":[0,0],"lucky":[3,4],"revealed":true,"banked":[18,6],
            "seat":1,"pot":5,"rolling":false,"turn":23,"long":false}"#,
    );
    let config = IsmctsConfig {
        iterations: 3000,
        playout_depth: 200,
        ..IsmctsConfig::default()
    };
    for seed in 0..5 {
        let mut agent = Ismcts::<DiceRace>::new(config);
        let info = Information::new(&win_now, Seat(1)).unwrap();
        assert_eq!(
            agent.choose(&info, &mut Dealer::new(seed, 0)).unwrap(),
            Action::Bank
        );
        let info = Information::new(&must_gamble, Seat(1)).unwrap();
        assert_eq!(
            agent.choose(&info, &mut Dealer::new(seed, 0)).unwrap(),
            Action::Again
        );
    }
}

#[test]
fn match_statistics_find_an_even_split_between_equal_agents() {
    // Two random agents in the dice race: by symmetry each wins half (ties shared), and the
    // rotation gives each both seats equally.
    let cfg = MatchConfig {
        agents: vec![spec("random"), spec("random")],
        options: Options::default(),
        games: 4000,
        seed: 3,
        jobs: 2,
        rotate: true,
    };
    let r = tournament::run::<DiceRace>(&cfg, &|_| {}).unwrap();
    for e in &r.entries {
        assert!((e.win_rate - 0.5).abs() < e.win_ci95, "{e:?}");
        let binomial = 1.96 * (0.25f64 / 4000.0).sqrt();
        assert!((e.win_ci95 - binomial).abs() < 0.002, "{e:?}");
        assert!(e.rating.abs() < 30.0, "{e:?}");
    }
    assert!((r.entries[0].wins + r.entries[1].wins - 4000.0).abs() < 1e-9);
    assert!((r.entries[0].mean_margin + r.entries[1].mean_margin).abs() < 1e-9);
}

#[test]
fn greedy_beats_random_in_the_dice_race() {
    // A sanity check of the whole chain (evaluation, agent, match): the greedy agent, which
    // banks when the pot is worth it, wins well over half against a random one.
    let cfg = MatchConfig {
        agents: vec![spec("greedy"), spec("random")],
        options: Options::default(),
        games: 1000,
        seed: 9,
        jobs: 2,
        rotate: true,
    };
    let r = tournament::run::<DiceRace>(&cfg, &|_| {}).unwrap();
    assert!(
        r.entries[0].win_rate - r.entries[0].win_ci95 > 0.5,
        "{:?}",
        r.entries
    );
    assert!(r.entries[0].rating > r.entries[1].rating);
}

#[test]
fn a_match_cut_into_ranges_of_games_merges_to_the_whole_run() {
    // Ranges played apart (as on other processes) and concatenated in game order give the
    // report of the match played at once, the timings excepted.
    let cfg = MatchConfig {
        agents: vec![spec("greedy"), spec("random"), spec("random")],
        options: Options::default(),
        games: 30,
        seed: 11,
        jobs: 1,
        rotate: true,
    };
    let whole = tournament::run::<DiceRace>(&cfg, &|_| {}).unwrap();
    let mut results = Vec::new();
    for (first, count) in [(0, 7), (7, 1), (8, 22)] {
        let part = tournament::play::<DiceRace>(&cfg, first, count, &|_| {}).unwrap();
        assert_eq!(part.len() as u64, count);
        results.extend(part);
    }
    let merged = tournament::merge::<DiceRace>(&cfg, &results, 0.0);
    assert_eq!(merged.entries, whole.entries);
    assert_eq!(merged.games, 30);
}

#[test]
fn greedy_judges_a_step_of_a_turn_by_the_whole_turn_and_beats_random_in_pillars() {
    // A worker placed or a card taken is judged after the seat's turn is over; judged by the
    // step alone greedy won about three 2-player Pillars games in four against random (74.1 %,
    // 400 games), judged by the turn about 98 %.
    let cfg = MatchConfig {
        agents: vec![spec("greedy"), spec("random")],
        options: Options::default(),
        games: 60,
        seed: 3,
        jobs: 2,
        rotate: true,
    };
    let r = tournament::run::<Pillars>(&cfg, &|_| {}).unwrap();
    assert!(
        r.entries[0].win_rate - r.entries[0].win_ci95 > 0.8,
        "{:?}",
        r.entries
    );
}

/// Plays one game with a searching agent (`config`) at seat 0 and random play elsewhere,
/// telling the agent what its seat observes; returns the nodes each of its searches kept
/// from the last one and the most nodes a tree held.
fn kept_nodes<G: Game + Evaluate>(
    players: usize,
    options: &Options,
    config: IsmctsConfig,
) -> (Vec<u64>, u64) {
    let mut game = G::new(players, options).unwrap();
    let mut agent = Ismcts::<G>::new(config);
    let mut dealer = Dealer::new(7, 0);
    let mut log = Log::silent();
    let mut legal = Vec::new();
    let mut outcomes: Vec<Outcome<G::Action>> = Vec::new();
    let (mut kept, mut most) = (Vec::new(), 0);
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
                let action = if seat == Seat(0) && legal.len() > 1 {
                    let info = Information::new(&game, seat).unwrap();
                    let a = agent.choose(&info, &mut dealer).unwrap();
                    let stats = agent.last_stats();
                    kept.push(stats.reused_nodes);
                    most = most.max(stats.nodes);
                    a
                } else {
                    legal[dealer.below(legal.len() as u64) as usize]
                };
                (Actor::Seat(seat), action)
            }
        };
        Agent::<G>::observe(
            &mut agent,
            actor,
            game.observe(actor, action, cathedra_core::Observer::Seat(Seat(0))),
        );
        game.apply(actor, action, &mut log).unwrap();
    }
    (kept, most)
}

#[test]
fn a_search_keeps_the_subtree_its_seat_observed_its_way_into_and_stays_bounded() {
    let config = IsmctsConfig {
        iterations: 300,
        max_nodes: 700,
        reuse: true,
        ..IsmctsConfig::default()
    };
    for (name, (kept, most)) in [
        (
            "pillars",
            kept_nodes::<Pillars>(2, &Options::default(), config),
        ),
        (
            "castle",
            kept_nodes::<Castle>(3, &options::<Castle>(&[]), config),
        ),
        (
            "castle winter",
            kept_nodes::<Castle>(2, &options::<Castle>(&[("winter", "true")]), config),
        ),
    ] {
        let reused = kept.iter().filter(|&&k| k > 0).count();
        assert!(
            reused * 4 > kept.len(),
            "{name}: {reused} of {} searches kept a subtree",
            kept.len()
        );
        assert!(most <= 700, "{name}: a tree of {most} nodes");
    }
    let fresh = IsmctsConfig {
        reuse: false,
        ..config
    };
    let (kept, _) = kept_nodes::<Pillars>(2, &Options::default(), fresh);
    assert!(kept.iter().all(|&k| k == 0));
}

#[test]
fn a_kept_tree_offers_only_the_actions_legal_now() {
    // In Castle the cards laid face down are revealed together, by no decision: the edges a
    // kept tree follows do not tell apart the cards another seat may have laid, so the subtree
    // reached can hold actions the seat can no longer take (buying from a worker card it now
    // knows was not laid). A search offers only the actions legal now.
    let config = IsmctsConfig {
        iterations: 200,
        playout_depth: 4,
        reuse: true,
        ..IsmctsConfig::default()
    };
    let mut game = Castle::new(2, &options::<Castle>(&[])).unwrap();
    let mut agents: Vec<Ismcts<Castle>> = (0..2).map(|_| Ismcts::new(config)).collect();
    let mut dealer = Dealer::new(3, 0);
    let mut log = Log::silent();
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    let mut kept = 0;
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
                let action = if legal.len() > 1 {
                    let agent = &mut agents[seat.index()];
                    let info = Information::new(&game, seat).unwrap();
                    let children = agent.search(&info, &mut dealer).unwrap();
                    kept += usize::from(agent.last_stats().reused_nodes > 0);
                    for c in &children {
                        assert!(legal.contains(&c.action), "{:?} is not legal", c.action);
                    }
                    children.iter().max_by_key(|c| c.visits).unwrap().action
                } else {
                    legal[0]
                };
                (Actor::Seat(seat), action)
            }
        };
        for (seat, agent) in Seat::all(2).zip(&mut agents) {
            Agent::<Castle>::observe(
                agent,
                actor,
                game.observe(actor, action, cathedra_core::Observer::Seat(seat)),
            );
        }
        game.apply(actor, action, &mut log).unwrap();
    }
    assert!(kept > 0);
}
