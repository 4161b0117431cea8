use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use rayon::prelude::*;
use serde::Serialize;

use crate::{Actor, Dealer, Error, Game, Log, Options, Outcome, Record, ToMove, MAX_SEATS};

/// A game that runs past this many decisions is taken as not ending.
pub const MAX_DECISIONS: u64 = 1_000_000;
/// Win shares are counted in 1/WIN_UNITS of a win, so shared wins stay exact integers.
const WIN_UNITS: u64 = 840;

/// Reusable buffers for random playouts: after the first game nothing is allocated per decision.
pub struct Playout<G: Game> {
    legal: Vec<G::Action>,
    outcomes: Vec<Outcome<G::Action>>,
    log: Log,
}

impl<G: Game> Default for Playout<G> {
    fn default() -> Self {
        Playout {
            legal: Vec::with_capacity(256),
            outcomes: Vec::with_capacity(256),
            log: Log::silent(),
        }
    }
}

impl<G: Game> Playout<G> {
    /// Buffers whose log keeps every entry, for code that reads what was played.
    pub fn recording() -> Self {
        Playout {
            log: Log::recording(),
            ..Playout::default()
        }
    }

    /// The log of what was played (empty unless [`Playout::recording`]).
    pub fn into_log(self) -> Log {
        self.log
    }

    /// Plays `game` to its end: seats pick uniformly among legal actions, chance by its weights;
    /// of seats choosing simultaneously, the lowest commits first. `seen` gets every decision
    /// before it is applied. Returns the number of decisions.
    pub fn run(
        &mut self,
        game: &mut G,
        dealer: &mut Dealer,
        mut seen: impl FnMut(&G, Actor, G::Action),
    ) -> Result<u64, Error> {
        let mut decisions = 0u64;
        loop {
            let (actor, action) = match game.to_move() {
                ToMove::Over => return Ok(decisions),
                ToMove::Chance => {
                    game.chance_outcomes(&mut self.outcomes);
                    if self.outcomes.is_empty() {
                        return Err(Error::Stuck("chance has no outcome".into()));
                    }
                    (
                        Actor::Chance,
                        self.outcomes[dealer.pick(&self.outcomes)].action,
                    )
                }
                to_move => {
                    let seat = match to_move {
                        ToMove::Seat { seat } => seat,
                        other => other
                            .seats()
                            .first()
                            .ok_or_else(|| Error::Stuck("nobody decides".into()))?,
                    };
                    game.legal_actions(seat, &mut self.legal);
                    if self.legal.is_empty() {
                        return Err(Error::Stuck(format!("{seat} has no legal action")));
                    }
                    let a = self.legal[dealer.below(self.legal.len() as u64) as usize];
                    (Actor::Seat(seat), a)
                }
            };
            seen(game, actor, action);
            game.apply(actor, action, &mut self.log)?;
            decisions += 1;
            if decisions > MAX_DECISIONS {
                return Err(Error::Stuck(format!(
                    "no end after {MAX_DECISIONS} decisions"
                )));
            }
        }
    }
}

/// One random game from (seed, stream), with its record.
pub fn play_random<G: Game>(
    players: usize,
    options: &Options,
    seed: u64,
    stream: u64,
) -> Result<(G, Record), Error> {
    let mut game = G::new(players, options)?;
    let mut record = Record::new::<G>(players, options, Some(seed));
    let mut dealer = Dealer::new(seed, stream);
    Playout::default().run(&mut game, &mut dealer, |_, by, a| record.push(by, a))?;
    record.scores = Some(game.scores());
    Ok((game, record))
}

#[derive(Debug, Clone)]
pub struct SimConfig {
    pub players: usize,
    pub options: Options,
    pub games: u64,
    pub seed: u64,
    pub jobs: usize,
}

/// One participant's figures over a simulation.
#[derive(Debug, Clone, Serialize)]
pub struct SeatStats {
    /// The participant: a seat's name, or a rule-run opponent's.
    pub name: String,
    pub mean_score: f64,
    /// Half-width of the 95% interval of the mean score.
    pub score_ci95: f64,
    pub win_rate: f64,
    /// Half-width of the 95% interval of the win rate (normal approximation).
    pub win_ci95: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct SimReport {
    pub game: String,
    pub players: usize,
    pub games: u64,
    pub decisions: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    pub decisions_per_second: f64,
    /// One entry per participant: the seats, then any rule-run opponents.
    pub seats: Vec<SeatStats>,
}

/// The integer sums a simulation keeps: games, decisions, and per participant the score, its
/// square and the wins (in 1/840 of a win, so shared wins stay exact). Tallies of disjoint
/// batches of games merge exactly, whatever the order, so a run split over threads or machines
/// gives the same report as one run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    games: u64,
    decisions: u64,
    score: [i64; MAX_SEATS],
    score_sq: [i128; MAX_SEATS],
    wins: [u64; MAX_SEATS],
}

impl Default for Tally {
    fn default() -> Self {
        Tally::zero()
    }
}

impl Tally {
    /// No game yet.
    pub fn zero() -> Self {
        Tally {
            games: 0,
            decisions: 0,
            score: [0; MAX_SEATS],
            score_sq: [0; MAX_SEATS],
            wins: [0; MAX_SEATS],
        }
    }

    /// The tally of both batches.
    pub fn merge(mut self, o: Tally) -> Tally {
        self.games += o.games;
        self.decisions += o.decisions;
        for s in 0..MAX_SEATS {
            self.score[s] += o.score[s];
            self.score_sq[s] += o.score_sq[s];
            self.wins[s] += o.wins[s];
        }
        self
    }

    fn add_game<G: Game>(&mut self, game: &G, decisions: u64) {
        self.add(&game.scores(), &game.ranking(), decisions);
    }

    /// Adds one finished game: its scores and places per participant (as [`Game::scores`] and
    /// [`Game::ranking`] give them) and its number of decisions.
    pub fn add(&mut self, scores: &[i64], ranking: &[usize], decisions: u64) {
        self.games += 1;
        self.decisions += decisions;
        let winners = ranking.iter().filter(|&&r| r == 0).count().max(1) as u64;
        for (s, &score) in scores.iter().enumerate().take(MAX_SEATS) {
            self.score[s] += score;
            self.score_sq[s] += i128::from(score) * i128::from(score);
            if ranking.get(s) == Some(&0) {
                self.wins[s] += WIN_UNITS / winners;
            }
        }
    }

    pub fn games(&self) -> u64 {
        self.games
    }
}

/// The report of a tally of `G` games with these players and options, as [`simulate`] gives it
/// (`seconds` is only for the rates).
pub fn tally_report<G: Game>(
    players: usize,
    options: &Options,
    tally: Tally,
    seconds: f64,
) -> Result<SimReport, Error> {
    Ok(report(&G::new(players, options)?, tally, seconds))
}

/// Plays `cfg.games` random games on `cfg.jobs` threads. Game `i` uses stream `i` of the seed,
/// and the tallies are integers, so the figures (but the timings) do not depend on `jobs`.
/// `progress` is called now and then with the number of games finished.
pub fn simulate<G: Game>(
    cfg: &SimConfig,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<SimReport, Error> {
    let players = cfg.players;
    let first = G::new(players, &cfg.options)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(cfg.jobs.max(1))
        .build()
        .map_err(|e| Error::System(format!("cannot start threads: {e}")))?;
    let done = AtomicU64::new(0);
    let start = Instant::now();
    let tally = pool.install(|| {
        (0..cfg.games as usize)
            .into_par_iter()
            .with_min_len(32)
            .map_init(Playout::<G>::default, |playout, i| {
                let mut game = G::new(players, &cfg.options)?;
                let mut dealer = Dealer::new(cfg.seed, i as u64);
                let decisions = playout.run(&mut game, &mut dealer, |_, _, _| {})?;
                let mut t = Tally::zero();
                t.add_game(&game, decisions);
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if n.is_multiple_of(256) {
                    progress(n);
                }
                Ok::<_, Error>(t)
            })
            .try_reduce(Tally::zero, |a, b| Ok(a.merge(b)))
    })?;
    progress(cfg.games);
    let seconds = start.elapsed().as_secs_f64();
    Ok(report(&first, tally, seconds))
}

fn report<G: Game>(game: &G, t: Tally, seconds: f64) -> SimReport {
    let n = t.games.max(1) as f64;
    let seats: Vec<SeatStats> = game
        .participants()
        .into_iter()
        .take(MAX_SEATS)
        .enumerate()
        .map(|(s, who)| {
            let mean = t.score[s] as f64 / n;
            let var = (t.score_sq[s] as f64 / n - mean * mean).max(0.0);
            let p = t.wins[s] as f64 / WIN_UNITS as f64 / n;
            SeatStats {
                name: match who {
                    crate::Participant::Player { seat } => game.seat_name(seat),
                    crate::Participant::Automaton { name } => name.to_string(),
                },
                mean_score: mean,
                score_ci95: 1.96 * (var / n).sqrt(),
                win_rate: p,
                win_ci95: 1.96 * (p * (1.0 - p) / n).sqrt(),
            }
        })
        .collect();
    let per_sec = |x: u64| {
        if seconds > 0.0 {
            x as f64 / seconds
        } else {
            0.0
        }
    };
    SimReport {
        game: G::ID.to_string(),
        players: game.players(),
        games: t.games,
        decisions: t.decisions,
        seconds,
        games_per_second: per_sec(t.games),
        decisions_per_second: per_sec(t.decisions),
        seats,
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct BenchReport {
    pub game: String,
    pub games: u64,
    pub decisions: u64,
    /// FNV-1a over every action's JSON and every final score: changes exactly when behaviour does.
    pub signature: String,
    pub seconds: f64,
}

/// Seeds per (player count, option set) in [`bench`].
pub const BENCH_SEEDS: u64 = 8;

/// Plays a fixed set of seeded games, `BENCH_SEEDS` for every player count and option set:
/// with `None`, the default options and each single option changed; else just `options`.
pub fn bench<G: Game>(options: Option<&Options>) -> Result<BenchReport, Error> {
    let option_sets = match options {
        Some(o) => vec![o.clone()],
        None => {
            let mut sets = vec![Options::parse(G::OPTIONS, [])?];
            for spec in G::OPTIONS {
                for v in spec.values.iter().filter(|v| **v != spec.default) {
                    sets.push(Options::parse(G::OPTIONS, [(spec.key, *v)])?);
                }
            }
            sets
        }
    };
    let start = Instant::now();
    let mut hash = Fnv::default();
    let (mut games, mut decisions) = (0u64, 0u64);
    let mut playout = Playout::<G>::default();
    for players in G::PLAYERS {
        for options in option_sets
            .iter()
            .filter(|o| G::players_allowed(o).contains(&players))
        {
            for seed in 0..BENCH_SEEDS {
                let mut game = G::new(players, options)?;
                let mut dealer = Dealer::new(seed, 0);
                decisions += playout.run(&mut game, &mut dealer, |_, _, a| {
                    hash.write(
                        serde_json::to_string(&a)
                            .expect("actions serialise")
                            .as_bytes(),
                    )
                })?;
                for s in game.scores() {
                    hash.write(&s.to_le_bytes());
                }
                games += 1;
            }
        }
    }
    Ok(BenchReport {
        game: G::ID.to_string(),
        games,
        decisions,
        signature: format!("{:016x}", hash.0),
        seconds: start.elapsed().as_secs_f64(),
    })
}

struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
        self.0 ^= 0xff;
        self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
    }
}
