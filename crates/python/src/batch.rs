//! Seeded batches of random games on all cores, and their exact merge: game `i` of a run with
//! seed `s` is dealt by stream `i` of `s` and played as `cathedra simulate` plays it, so a run
//! cut into batches (on threads, processes or machines) gives the figures of the run whole.

use cathedra_core::{
    tally_report, Dealer, Error, Game, Options, Playout, SimConfig, SimReport, Tally,
};
use rayon::prelude::*;

/// Per game of a batch, in game order.
pub struct Batch {
    pub participants: usize,
    /// `games × participants`.
    pub scores: Vec<i64>,
    /// `games × participants`, 0 = first.
    pub ranking: Vec<i64>,
    /// `games × players`.
    pub returns: Vec<f64>,
    pub decisions: Vec<u64>,
}

fn pool(jobs: usize) -> Result<rayon::ThreadPool, Error> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| Error::System(format!("cannot start threads: {e}")))
}

/// Games `first .. first + count` of the run seeded with `seed`, on `jobs` threads (0: all
/// cores).
pub fn run<G: Game>(
    players: usize,
    options: &Options,
    seed: u64,
    first: u64,
    count: u64,
    jobs: usize,
) -> Result<Batch, Error> {
    let start = G::new(players, options)?;
    let participants = start.participants().len();
    let games: Vec<(G, u64)> = pool(jobs)?.install(|| {
        (0..count as usize)
            .into_par_iter()
            .with_min_len(8)
            .map_init(Playout::<G>::default, |playout, k| {
                let mut game = start.clone();
                let mut dealer = Dealer::new(seed, first + k as u64);
                let decisions = playout.run(&mut game, &mut dealer, |_, _, _| {})?;
                Ok((game, decisions))
            })
            .collect::<Result<Vec<_>, Error>>()
    })?;
    let mut batch = Batch {
        participants,
        scores: Vec::with_capacity(games.len() * participants),
        ranking: Vec::with_capacity(games.len() * participants),
        returns: Vec::with_capacity(games.len() * players),
        decisions: Vec::with_capacity(games.len()),
    };
    for (game, decisions) in &games {
        batch.scores.extend(game.scores());
        batch
            .ranking
            .extend(game.ranking().into_iter().map(|r| r as i64));
        batch.returns.extend(game.returns());
        batch.decisions.push(*decisions);
    }
    Ok(batch)
}

/// The report of games given by their scores, places and decisions (`participants` numbers a
/// game), exactly as `simulate` would report them.
pub fn merge<G: Game>(
    players: usize,
    options: &Options,
    participants: usize,
    scores: &[i64],
    ranking: &[i64],
    decisions: &[u64],
) -> Result<SimReport, Error> {
    let games = decisions.len();
    if participants == 0
        || scores.len() != games * participants
        || ranking.len() != games * participants
    {
        return Err(Error::System(format!(
            "{games} games need {} scores and places, got {} and {}",
            games * participants,
            scores.len(),
            ranking.len()
        )));
    }
    let mut tally = Tally::zero();
    let mut places = vec![0usize; participants];
    for (g, &d) in decisions.iter().enumerate() {
        let row = g * participants..(g + 1) * participants;
        for (p, &r) in places.iter_mut().zip(&ranking[row.clone()]) {
            *p = usize::try_from(r).map_err(|_| Error::System(format!("place {r}")))?;
        }
        tally.add(&scores[row], &places, d);
    }
    tally_report::<G>(players, options, tally, 0.0)
}

/// The native run: `cathedra simulate`'s own code.
pub fn simulate<G: Game>(cfg: &SimConfig) -> Result<SimReport, Error> {
    cathedra_core::simulate::<G>(cfg, &|_| {})
}
