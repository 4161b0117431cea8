//! Matches between agents: many games with the seats rotated, wins, scores, margins and
//! Bradley-Terry ratings, the same whatever the number of threads.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use cathedra_core::{
    Actor, DealerKey, Error, Evaluate, Game, Log, Observer, Options, Outcome, Seat, ToMove,
    MAX_DECISIONS,
};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::{Agent, AgentSpec, AiError, Information};

/// A match: one agent per seat, `games` games.
#[derive(Debug, Clone)]
pub struct MatchConfig {
    pub agents: Vec<AgentSpec>,
    pub options: Options,
    pub games: u64,
    pub seed: u64,
    pub jobs: usize,
    /// Rotate the agents round the seats from game to game (a match); without it each agent
    /// keeps its seat (a simulation of one seating).
    pub rotate: bool,
}

/// One entry of the agent list over the match.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct EntryStats {
    /// The agent's name (with its place in the list when a name is listed twice).
    pub name: String,
    pub games: u64,
    /// Wins, a tie for first shared among those tied.
    pub wins: f64,
    pub win_rate: f64,
    /// Half-width of the 95 % interval of the win rate (normal approximation).
    pub win_ci95: f64,
    /// The 95 % Wilson score interval of the win rate: unlike the normal approximation it
    /// stays honest near 0 and 1 (100 wins in 100 games give 0.963 to 1, not 1 ± 0).
    pub win_low: f64,
    pub win_high: f64,
    pub mean_score: f64,
    pub score_ci95: f64,
    /// Own score less the best other participant's.
    pub mean_margin: f64,
    pub margin_ci95: f64,
    /// Bradley-Terry rating from the pairwise placings, on the Elo scale (mean 0).
    pub rating: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct MatchReport {
    pub game: String,
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    pub entries: Vec<EntryStats>,
    pub seconds: f64,
    /// Mean thinking time per decision of each entry, in seconds (not reproducible).
    pub seconds_per_move: Vec<f64>,
}

/// What one game of a match gave each entry (indexed by entry, not seat): what [`play`]
/// returns and [`merge`] tallies, so a match cut into ranges of games (on other threads,
/// processes or machines) merges to the report [`run`] gives.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    /// Each entry's score.
    pub score: Vec<f64>,
    /// Each entry's score less the best other participant's.
    pub margin: Vec<f64>,
    /// Each entry's share of the win (a tie for first shared).
    pub win: Vec<f64>,
    /// Each entry's place (0 first).
    pub place: Vec<usize>,
    /// Each entry's decisions.
    pub moves: Vec<u64>,
    /// Each entry's thinking time in seconds (not reproducible).
    pub think: Vec<f64>,
}

/// The entry at `seat` in game `g` of an `n`-seat match: the list rotated by `g`, so over
/// every `n` games each entry plays each seat once.
pub fn entry_at(seat: usize, g: u64, n: usize) -> usize {
    (seat + (g % n as u64) as usize) % n
}

impl MatchConfig {
    fn entry(&self, seat: usize, g: u64) -> usize {
        if self.rotate {
            entry_at(seat, g, self.agents.len())
        } else {
            seat
        }
    }
}

fn mix(seed: u64, x: u64, salt: u64) -> u64 {
    let mut z = seed ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ x.rotate_left(17);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One game of a match as it was played.
#[derive(Debug, Clone)]
pub struct PlayedGame<G> {
    /// The final state.
    pub game: G,
    /// Decisions taken, chance's included.
    pub decisions: u64,
    /// Decisions each seat took.
    pub moves: Vec<u64>,
    /// Seconds each seat spent choosing (not reproducible).
    pub think: Vec<f64>,
}

/// Plays game `g` of the match, `cfg.agents[cfg.entry(seat, g)]` at each seat; `seen` gets
/// every decision before it is applied. The `n` rotations of one deal share its chance key,
/// so each entry meets the same luck from every seat; the agents draw from a key of `g`.
pub fn play_game<G: Game + Evaluate>(
    cfg: &MatchConfig,
    g: u64,
    mut seen: impl FnMut(&G, Actor, G::Action),
) -> Result<PlayedGame<G>, AiError> {
    let n = cfg.agents.len();
    let mut game = G::new(n, &cfg.options).map_err(Error::from)?;
    let deal = if cfg.rotate { g / n as u64 } else { g };
    let chance_key = DealerKey::from_seed(mix(cfg.seed, deal, 1));
    let agent_key = DealerKey::from_seed(mix(cfg.seed, g, 2));
    let mut agents: Vec<Box<dyn Agent<G>>> = (0..n)
        .map(|s| cfg.agents[cfg.entry(s, g)].build::<G>())
        .collect();
    let mut log = Log::silent();
    let mut outcomes: Vec<Outcome<G::Action>> = Vec::new();
    let mut moves = vec![0u64; n];
    let mut think = vec![0f64; n];
    let mut decision = 0u64;
    loop {
        let (actor, action) = match game.to_move() {
            ToMove::Over => break,
            ToMove::Chance => {
                game.chance_outcomes(&mut outcomes);
                if outcomes.is_empty() {
                    return Err(Error::Stuck("chance has no outcome".into()).into());
                }
                let pick = chance_key.at(decision).pick(&outcomes);
                (Actor::Chance, outcomes[pick].action)
            }
            to_move => {
                let seat: Seat = to_move
                    .seats()
                    .first()
                    .ok_or_else(|| Error::Stuck("nobody decides".into()))?;
                let info = Information::new(&game, seat)?;
                let start = Instant::now();
                let action = agents[seat.index()].choose(&info, &mut agent_key.at(decision))?;
                think[seat.index()] += start.elapsed().as_secs_f64();
                moves[seat.index()] += 1;
                (Actor::Seat(seat), action)
            }
        };
        seen(&game, actor, action);
        for (seat, agent) in Seat::all(n).zip(agents.iter_mut()) {
            agent.observe(actor, game.observe(actor, action, Observer::Seat(seat)));
        }
        game.apply(actor, action, &mut log)?;
        decision += 1;
        if decision > MAX_DECISIONS {
            return Err(Error::Stuck("the game does not end".into()).into());
        }
    }
    Ok(PlayedGame {
        game,
        decisions: decision,
        moves,
        think,
    })
}

/// Plays game `g` of the match and gives each entry its part.
fn play_one<G: Game + Evaluate>(cfg: &MatchConfig, g: u64) -> Result<GameResult, AiError> {
    let n = cfg.agents.len();
    let PlayedGame {
        game, moves, think, ..
    } = play_game::<G>(cfg, g, |_, _, _| {})?;
    let scores = game.scores();
    let ranking = game.ranking();
    let winners = ranking.iter().filter(|&&r| r == 0).count().max(1) as f64;
    let mut r = GameResult {
        score: vec![0.0; n],
        margin: vec![0.0; n],
        win: vec![0.0; n],
        place: vec![0; n],
        moves: vec![0; n],
        think: vec![0.0; n],
    };
    for s in 0..n {
        let e = cfg.entry(s, g);
        r.moves[e] = moves[s];
        r.think[e] = think[s];
        let best_other = (0..scores.len())
            .filter(|&o| o != s)
            .map(|o| scores[o])
            .max()
            .unwrap_or(0);
        r.score[e] = scores[s] as f64;
        r.margin[e] = (scores[s] - best_other) as f64;
        r.win[e] = if ranking[s] == 0 { 1.0 / winners } else { 0.0 };
        r.place[e] = ranking[s];
    }
    Ok(r)
}

/// Plays the match on `cfg.jobs` threads. Every game's chance and agents draw from keys of
/// (seed, game), and the tallies are summed in game order, so the figures (the timings
/// excepted) do not depend on `jobs`. `progress` gets the number of games finished.
pub fn run<G: Game + Evaluate>(
    cfg: &MatchConfig,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<MatchReport, AiError> {
    let start = Instant::now();
    let results = play::<G>(cfg, 0, cfg.games, progress)?;
    Ok(merge::<G>(cfg, &results, start.elapsed().as_secs_f64()))
}

/// Plays games `first .. first + count` of the match on `cfg.jobs` threads (each game exactly
/// as [`run`] plays it), their results in game order. `progress` gets the number finished.
pub fn play<G: Game + Evaluate>(
    cfg: &MatchConfig,
    first: u64,
    count: u64,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Vec<GameResult>, AiError> {
    let n = cfg.agents.len();
    let allowed = G::players_allowed(&cfg.options);
    if !allowed.contains(&n) {
        G::new(n, &cfg.options).map_err(Error::from)?;
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(cfg.jobs.max(1))
        .build()
        .map_err(|e| Error::System(format!("cannot start threads: {e}")))?;
    let done = AtomicU64::new(0);
    pool.install(|| {
        (first..first + count)
            .into_par_iter()
            .map(|g| {
                let r = play_one::<G>(cfg, g);
                progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                r
            })
            .collect::<Result<Vec<_>, AiError>>()
    })
}

/// Mean and half-width of its 95 % interval.
fn mean_ci(xs: impl Iterator<Item = f64>) -> (f64, f64) {
    let v: Vec<f64> = xs.collect();
    let n = v.len().max(1) as f64;
    let mean = v.iter().sum::<f64>() / n;
    let var = if v.len() > 1 {
        v.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
    } else {
        0.0
    };
    (mean, 1.96 * (var / n).sqrt())
}

/// The 95 % Wilson score interval of a rate `p` over `n` trials.
fn wilson(p: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let z2 = 1.96f64 * 1.96;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = 1.96 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The report of a match from its games' results in game order (`seconds`: the time taken).
/// [`run`]'s report is `merge` of [`play`] of every game; any cut into ranges played apart
/// and concatenated in order gives the same figures.
pub fn merge<G: Game>(cfg: &MatchConfig, results: &[GameResult], seconds: f64) -> MatchReport {
    let n = cfg.agents.len();
    let names: Vec<String> = cfg.agents.iter().map(ToString::to_string).collect();
    let ratings = bradley_terry(n, results);
    let entries = (0..n)
        .map(|e| {
            let twice = names.iter().filter(|x| **x == names[e]).count() > 1;
            let (win_rate, win_ci95) = mean_ci(results.iter().map(|r| r.win[e]));
            let (win_low, win_high) = wilson(win_rate, results.len());
            let (mean_score, score_ci95) = mean_ci(results.iter().map(|r| r.score[e]));
            let (mean_margin, margin_ci95) = mean_ci(results.iter().map(|r| r.margin[e]));
            EntryStats {
                name: if twice {
                    format!("{} #{}", names[e], e + 1)
                } else {
                    names[e].clone()
                },
                games: results.len() as u64,
                wins: results.iter().map(|r| r.win[e]).sum(),
                win_rate,
                win_ci95,
                win_low,
                win_high,
                mean_score,
                score_ci95,
                mean_margin,
                margin_ci95,
                rating: ratings[e],
            }
        })
        .collect();
    let seconds_per_move = (0..n)
        .map(|e| {
            let moves: u64 = results.iter().map(|r| r.moves[e]).sum();
            results.iter().map(|r| r.think[e]).sum::<f64>() / moves.max(1) as f64
        })
        .collect();
    MatchReport {
        game: G::ID.to_string(),
        players: n,
        games: results.len() as u64,
        seed: cfg.seed,
        entries,
        seconds,
        seconds_per_move,
    }
}

/// Bradley-Terry strengths from every pair of entries' placings in every game (a better place
/// is a win, an equal one half a win each), fitted by minorization-maximization with one
/// drawn game between every pair as a prior (so an entry that never wins has a finite
/// rating), on the Elo scale: 400 · log10(strength), centred on 0.
fn bradley_terry(n: usize, results: &[GameResult]) -> Vec<f64> {
    // wins[i][j]: entry i's wins over entry j, with the prior's half win each way.
    let mut wins: Vec<Vec<f64>> = (0..n)
        .map(|i| (0..n).map(|j| if i == j { 0.0 } else { 0.5 }).collect())
        .collect();
    for r in results {
        for (i, row) in wins.iter_mut().enumerate() {
            for (j, w) in row.iter_mut().enumerate() {
                if i != j {
                    *w += match r.place[i].cmp(&r.place[j]) {
                        std::cmp::Ordering::Less => 1.0,
                        std::cmp::Ordering::Equal => 0.5,
                        std::cmp::Ordering::Greater => 0.0,
                    };
                }
            }
        }
    }
    let mut p = vec![1.0f64; n];
    for _ in 0..500 {
        let mut next = vec![0.0; n];
        for i in 0..n {
            let w: f64 = wins[i].iter().sum();
            let d: f64 = (0..n)
                .filter(|&j| j != i)
                .map(|j| (wins[i][j] + wins[j][i]) / (p[i] + p[j]))
                .sum();
            next[i] = if d > 0.0 { w / d } else { 1.0 };
        }
        let g = next.iter().map(|x| x.ln()).sum::<f64>() / n as f64;
        p = next.iter().map(|x| (x.ln() - g).exp()).collect();
    }
    p.iter().map(|x| 400.0 * x.log10()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(places: &[usize]) -> GameResult {
        let n = places.len();
        GameResult {
            score: vec![0.0; n],
            margin: vec![0.0; n],
            win: vec![0.0; n],
            place: places.to_vec(),
            moves: vec![0; n],
            think: vec![0.0; n],
        }
    }

    #[test]
    #[allow(clippy::needless_range_loop)] // seats and entries index the same table
    fn every_entry_plays_every_seat_equally() {
        for n in 2..=4 {
            let mut count = vec![vec![0; n]; n];
            for g in 0..(3 * n as u64) {
                let mut seen = vec![false; n];
                for (s, e) in (0..n).map(|s| (s, entry_at(s, g, n))) {
                    assert!(!seen[e]);
                    seen[e] = true;
                    count[e][s] += 1;
                }
            }
            assert!(count.iter().flatten().all(|&c| c == 3), "{count:?}");
        }
    }

    #[test]
    fn wilson_intervals_stay_open_at_the_edges() {
        let (low, high) = wilson(1.0, 100);
        assert!(
            (low - 0.963).abs() < 0.001 && (high - 1.0).abs() < 1e-9,
            "{low} {high}"
        );
        let (low, high) = wilson(0.0, 100);
        assert!(
            low.abs() < 1e-9 && (high - 0.037).abs() < 0.001,
            "{low} {high}"
        );
        // Near one half it is the normal interval: 0.5 ± 1.96 · 0.05 for 100 trials.
        let (low, high) = wilson(0.5, 100);
        assert!((low - 0.404).abs() < 0.002 && (high - 0.596).abs() < 0.002);
    }

    #[test]
    fn bradley_terry_recovers_a_three_to_one_record() {
        // A beats B 3 times in 4: strength ratio 3, 400·log10(3) ≈ 191 Elo apart. With the
        // prior of one draw the ratio is (300.5)/(100.5) for 400 games.
        let mut results = Vec::new();
        for g in 0..400 {
            results.push(result(if g % 4 == 0 { &[1, 0] } else { &[0, 1] }));
        }
        let r = bradley_terry(2, &results);
        let expect = 400.0 * (300.5f64 / 100.5).log10();
        assert!((r[0] - r[1] - expect).abs() < 0.5, "{r:?} {expect}");
        assert!((r[0] + r[1]).abs() < 1e-9);
    }

    #[test]
    fn intervals_are_those_of_a_known_sample() {
        let (m, ci) = mean_ci([0.0, 1.0, 0.0, 1.0].into_iter());
        assert_eq!(m, 0.5);
        // Sample variance 1/3, n = 4: 1.96 · sqrt(1/12).
        assert!((ci - 1.96 * (1.0f64 / 12.0).sqrt()).abs() < 1e-12);
    }
}
