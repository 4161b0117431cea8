//! `cathedra._native`: the games for Python. The Python package (`python/cathedra`) wraps it
//! with NumPy arrays and dictionaries; `docs/python.md` is its guide.

mod agent;
mod batch;
mod observation;
mod play;

use std::collections::BTreeMap;

use cathedra_ai::tournament::{self as matches, GameResult, MatchConfig, MatchReport};
use cathedra_ai::{AgentSpec, AiError};
use cathedra_core::{
    Actor, Dealer, DealerKey, Error, Evaluate, Game, Observer, Options, Probability, Record, Seat,
    SimConfig, SimReport, ToMove,
};
use cathedra_games::Visitor;
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use serde_json::Value;

use crate::agent::Policy;
use crate::play::{Play, Typed};

create_exception!(
    _native,
    CathedraError,
    PyValueError,
    "A refusal of cathedra: the game is exactly as it was."
);
create_exception!(
    _native,
    IllegalAction,
    CathedraError,
    "The rules refuse the action (the message names the rule), or it is no action of the game."
);

/// The seat-less players of `current_player`, as OpenSpiel numbers them.
const CHANCE: i64 = -1;
const SIMULTANEOUS: i64 = -2;
const TERMINAL: i64 = -4;

fn err(e: Error) -> PyErr {
    match e {
        Error::Illegal(_) | Error::MalformedAction(_) => IllegalAction::new_err(e.to_string()),
        e => CathedraError::new_err(e.to_string()),
    }
}

fn bad(message: impl Into<String>) -> PyErr {
    CathedraError::new_err(message.into())
}

fn parse_json(text: &str) -> PyResult<Value> {
    serde_json::from_str(text).map_err(|e| bad(format!("not JSON: {e}")))
}

fn to_json(v: &impl serde::Serialize) -> String {
    serde_json::to_string(v).expect("values serialise")
}

fn info(id: &str) -> PyResult<cathedra_core::GameInfo> {
    cathedra_games::games()
        .into_iter()
        .find(|g| g.id == id)
        .ok_or_else(|| err(Error::UnknownGame(id.to_string())))
}

fn options_of(id: &str, given: Option<BTreeMap<String, String>>) -> PyResult<Options> {
    let info = info(id)?;
    let given = given.unwrap_or_default();
    Options::parse(
        info.options,
        given.iter().map(|(k, v)| (k.as_str(), v.as_str())),
    )
    .and_then(info.canonical_options)
    .map_err(|e| err(e.into()))
}

fn seat_of(players: usize, seat: i64) -> PyResult<Seat> {
    usize::try_from(seat)
        .ok()
        .filter(|&s| s < players)
        .and_then(Seat::new)
        .ok_or_else(|| err(Error::NoSuchSeat(seat.max(0) as usize)))
}

/// Runs a visitor for the game `id`, or says there is no such game.
fn visit<V: Visitor>(id: &str, v: &mut V) -> PyResult<V::Output> {
    cathedra_games::visit(id, v).ok_or_else(|| err(Error::UnknownGame(id.to_string())))
}

enum Source<'a> {
    New(usize, Options, Option<u64>),
    Record(&'a Record),
    State(&'a Value),
}

struct Make<'a>(Source<'a>);

impl Visitor for Make<'_> {
    type Output = Result<Box<dyn Play>, Error>;
    fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
        Ok(match &self.0 {
            Source::New(players, options, seed) => {
                Box::new(Typed::<G>::new(*players, options.clone(), *seed)?)
            }
            Source::Record(r) => Box::new(Typed::<G>::from_record(r)?),
            Source::State(s) => Box::new(Typed::<G>::from_state(s)?),
        })
    }
}

/// A game in play. Seats are numbered from 0; chance acts as seat `-1`.
#[pyclass(name = "Game", subclass, module = "cathedra._native")]
struct NativeGame {
    play: Box<dyn Play>,
    dealer: Dealer,
    indices: Vec<usize>,
    outcomes: Vec<(usize, u32)>,
}

impl NativeGame {
    fn with(play: Box<dyn Play>, seed: Option<u64>) -> PyResult<Self> {
        let dealer = match seed {
            Some(s) => Dealer::new(s, 0),
            None => DealerKey::from_entropy()
                .map_err(|e| bad(format!("no entropy from the system: {e}")))?
                .at(0),
        };
        Ok(NativeGame {
            play,
            dealer,
            indices: Vec::new(),
            outcomes: Vec::new(),
        })
    }

    /// The actor of an action: `seat`, chance for -1, or whoever alone decides now.
    fn actor(&self, seat: Option<i64>) -> PyResult<Actor> {
        match seat {
            Some(CHANCE) => Ok(Actor::Chance),
            Some(s) => Ok(Actor::Seat(seat_of(self.play.players(), s)?)),
            None => match self.play.to_move() {
                ToMove::Seat { seat } => Ok(Actor::Seat(seat)),
                ToMove::Chance => Ok(Actor::Chance),
                ToMove::Simultaneous { .. } => Err(bad(
                    "several seats choose at once: say which seat acts (seat=...)",
                )),
                ToMove::Over => Err(err(cathedra_core::Illegal::GameOver.into())),
            },
        }
    }

    fn observer(&self, seat: Option<i64>) -> PyResult<Observer> {
        match seat {
            None => Ok(Observer::Spectator),
            Some(s) => Ok(Observer::Seat(seat_of(self.play.players(), s)?)),
        }
    }

    fn fill_legal(&mut self, actor: Actor) {
        match actor {
            Actor::Seat(s) => self.play.legal(s, &mut self.indices),
            Actor::Chance => {
                self.play.chance(&mut self.outcomes);
                self.indices.clear();
                self.indices.extend(self.outcomes.iter().map(|o| o.0));
            }
        }
    }
}

#[pymethods]
impl NativeGame {
    /// A new game of `game` (an id of `games()`), at its first decision.
    #[new]
    #[pyo3(signature = (game, players=None, options=None, seed=None))]
    fn new(
        game: &str,
        players: Option<usize>,
        options: Option<BTreeMap<String, String>>,
        seed: Option<u64>,
    ) -> PyResult<Self> {
        let options = options_of(game, options)?;
        let players = players.unwrap_or(*(info(game)?.players_allowed)(&options).start());
        let play = visit(game, &mut Make(Source::New(players, options, seed)))?.map_err(err)?;
        Self::with(play, seed)
    }

    /// The game a record (format 2, as JSON text) replays to.
    #[staticmethod]
    #[pyo3(signature = (record, seed=None))]
    fn from_record_json(record: &str, seed: Option<u64>) -> PyResult<Self> {
        let record: Record =
            serde_json::from_str(record).map_err(|e| bad(format!("not a record: {e}")))?;
        let play = visit(&record.game.clone(), &mut Make(Source::Record(&record)))?;
        Self::with(play.map_err(err)?, seed.or(record.seed))
    }

    /// A full state of `game` (its JSON text, as `state_json` writes it), checked.
    #[staticmethod]
    #[pyo3(signature = (game, state, seed=None))]
    fn from_state_json(game: &str, state: &str, seed: Option<u64>) -> PyResult<Self> {
        let state = parse_json(state)?;
        let play = visit(game, &mut Make(Source::State(&state)))?.map_err(err)?;
        Self::with(play, seed)
    }

    #[getter]
    fn id(&self) -> &'static str {
        self.play.id()
    }
    #[getter]
    fn players(&self) -> usize {
        self.play.players()
    }
    #[getter]
    fn num_actions(&self) -> usize {
        self.play.num_actions()
    }

    /// The seat that decides, or -1 (chance), -2 (several seats at once), -4 (over).
    fn current_player(&self) -> i64 {
        match self.play.to_move() {
            ToMove::Seat { seat } => seat.index() as i64,
            ToMove::Simultaneous { .. } => SIMULTANEOUS,
            ToMove::Chance => CHANCE,
            ToMove::Over => TERMINAL,
        }
    }
    /// The seats that owe a decision now.
    fn pending(&self) -> Vec<usize> {
        self.play
            .to_move()
            .seats()
            .iter()
            .map(Seat::index)
            .collect()
    }
    fn is_terminal(&self) -> bool {
        self.play.to_move() == ToMove::Over
    }
    fn to_move_json(&self) -> String {
        to_json(&self.play.to_move())
    }

    /// Legal action indices of `seat` (-1: chance's outcomes; `None`: whoever decides alone).
    #[pyo3(signature = (seat=None))]
    fn legal(&mut self, seat: Option<i64>) -> PyResult<Vec<usize>> {
        if self.play.to_move() == ToMove::Over && seat.is_none() {
            return Ok(Vec::new());
        }
        let actor = self.actor(seat)?;
        self.fill_legal(actor);
        Ok(self.indices.clone())
    }

    /// One byte per action index: 1 where the action is legal for `seat`.
    #[pyo3(signature = (seat=None))]
    fn mask<'py>(&mut self, py: Python<'py>, seat: Option<i64>) -> PyResult<Bound<'py, PyBytes>> {
        let mut mask = vec![0u8; self.play.num_actions()];
        if !(self.play.to_move() == ToMove::Over && seat.is_none()) {
            let actor = self.actor(seat)?;
            self.fill_legal(actor);
            for &i in &self.indices {
                mask[i] = 1;
            }
        }
        Ok(PyBytes::new(py, &mask))
    }

    /// Chance's outcomes: (index, numerator, denominator) of each exact probability.
    fn chance(&mut self) -> Vec<(usize, u64, u64)> {
        self.play.chance(&mut self.outcomes);
        let total: u64 = self.outcomes.iter().map(|o| u64::from(o.1)).sum();
        self.outcomes
            .iter()
            .map(|&(i, w)| {
                let p = Probability::new(u64::from(w), total);
                (i, p.num, p.den)
            })
            .collect()
    }

    /// Applies the action of `index` for `seat` (-1: chance; `None`: whoever decides alone).
    #[pyo3(signature = (index, seat=None))]
    fn apply(&mut self, index: usize, seat: Option<i64>) -> PyResult<()> {
        let actor = self.actor(seat)?;
        self.play.apply_index(actor, index).map_err(err)
    }

    /// Applies an action given as its JSON text; returns its index.
    #[pyo3(signature = (action, seat=None))]
    fn apply_json(&mut self, action: &str, seat: Option<i64>) -> PyResult<usize> {
        let actor = self.actor(seat)?;
        let index = self.play.index_of(&parse_json(action)?).map_err(err)?;
        self.play.apply_index(actor, index).map_err(err)?;
        Ok(index)
    }

    /// At chance: draws an outcome by its weight from the game's own seeded dealer, applies it
    /// and returns its index.
    fn deal(&mut self) -> PyResult<usize> {
        self.play.deal(&mut self.dealer).map_err(err)
    }

    /// The index of an action given as JSON text (not checking that it is legal).
    fn index_of(&self, action: &str) -> PyResult<usize> {
        self.play.index_of(&parse_json(action)?).map_err(err)
    }
    /// The JSON text of the action of `index`.
    fn action_json(&self, index: usize) -> PyResult<String> {
        self.play
            .action_json(index)
            .map(|v| to_json(&v))
            .ok_or_else(|| {
                err(Error::MalformedAction(format!(
                    "no action has index {index}"
                )))
            })
    }
    /// The action's text in this state.
    fn describe(&self, index: usize) -> PyResult<String> {
        self.play.describe(index).ok_or_else(|| {
            err(Error::MalformedAction(format!(
                "no action has index {index}"
            )))
        })
    }
    /// What `observer` sees of `actor` taking action `index` now: the index it sees, or `None`
    /// when it learns only that `actor` acted.
    #[pyo3(signature = (index, actor, observer))]
    fn observe(&self, index: usize, actor: i64, observer: Option<i64>) -> PyResult<Option<usize>> {
        let actor = self.actor(Some(actor))?;
        let observer = self.observer(observer)?;
        self.play.observe(actor, index, observer).ok_or_else(|| {
            err(Error::MalformedAction(format!(
                "no action has index {index}"
            )))
        })
    }

    /// The observation tensor of `seat` (`None`: a spectator), as little-endian float32 bytes.
    #[pyo3(signature = (seat=None))]
    fn observation<'py>(
        &self,
        py: Python<'py>,
        seat: Option<i64>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let observer = self.observer(seat)?;
        PyBytes::new_with(py, 4 * observation::SIZE, |out| {
            self.play.encode(observer, out);
            Ok(())
        })
    }
    /// The named features of `seat`'s observation: (name, slot, value).
    #[pyo3(signature = (seat=None))]
    fn features(&self, seat: Option<i64>) -> PyResult<Vec<(String, usize, f32)>> {
        let observer = self.observer(seat)?;
        let mut out = Vec::new();
        self.play.features(observer, &mut |name, slot, value| {
            out.push((name.to_string(), slot, value));
        });
        Ok(out)
    }
    /// The typed view of `seat` (`None`: a spectator) as JSON text.
    #[pyo3(signature = (seat=None))]
    fn view_json(&self, seat: Option<i64>) -> PyResult<String> {
        Ok(to_json(&self.play.view(self.observer(seat)?)))
    }
    #[pyo3(signature = (seat=None))]
    fn render(&self, seat: Option<i64>) -> PyResult<String> {
        Ok(self.play.render(self.observer(seat)?))
    }

    /// A full state drawn from what `seat` knows (determinization), from `seed` or else the
    /// game's own dealer.
    #[pyo3(signature = (seat, seed=None))]
    fn sample(&mut self, seat: i64, seed: Option<u64>) -> PyResult<Self> {
        let seat = seat_of(self.play.players(), seat)?;
        let mut dealer = match seed {
            Some(s) => Dealer::new(s, 0),
            None => self.dealer.clone(),
        };
        let play = self.play.determinize(seat, &mut dealer);
        if seed.is_none() {
            self.dealer = dealer.clone();
        }
        Ok(NativeGame {
            play,
            dealer,
            indices: Vec::new(),
            outcomes: Vec::new(),
        })
    }

    fn scores(&self) -> Vec<i64> {
        self.play.scores()
    }
    fn ranking(&self) -> Vec<usize> {
        self.play.ranking()
    }
    fn returns(&self) -> Vec<f64> {
        self.play.returns()
    }
    /// The full state as JSON text (it holds every hidden part).
    fn state_json(&self) -> String {
        to_json(&self.play.state())
    }
    /// The record (format 2) as JSON text, or `None` for a game drawn by `sample` or loaded from
    /// a state, which has no history.
    fn record_json(&self) -> Option<String> {
        self.play.record().map(|r| to_json(&r))
    }
    /// An independent copy (its dealer too).
    fn clone_game(&self) -> Self {
        NativeGame {
            play: self.play.clone_box(),
            dealer: self.dealer.clone(),
            indices: Vec::new(),
            outcomes: Vec::new(),
        }
    }
}

struct Batch {
    players: usize,
    options: Options,
    seed: u64,
    first: u64,
    count: u64,
    jobs: usize,
}

impl Visitor for Batch {
    type Output = Result<batch::Batch, Error>;
    fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
        batch::run::<G>(
            self.players,
            &self.options,
            self.seed,
            self.first,
            self.count,
            self.jobs,
        )
    }
}

fn le_bytes<T: Copy, const N: usize>(xs: &[T], f: fn(T) -> [u8; N]) -> Vec<u8> {
    xs.iter().flat_map(|&x| f(x)).collect()
}

/// Plays games `first .. first + count` of the random run seeded with `seed` on `jobs` threads
/// (0: every core), without the GIL. Returns (participants, scores, ranking, returns,
/// decisions), the arrays as little-endian bytes (int64, int64, float64, uint64).
#[pyfunction]
#[pyo3(signature = (game, players, seed, first, count, options=None, jobs=0))]
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn simulate_batch<'py>(
    py: Python<'py>,
    game: &str,
    players: usize,
    seed: u64,
    first: u64,
    count: u64,
    options: Option<BTreeMap<String, String>>,
    jobs: usize,
) -> PyResult<(
    usize,
    Bound<'py, PyBytes>,
    Bound<'py, PyBytes>,
    Bound<'py, PyBytes>,
    Bound<'py, PyBytes>,
)> {
    let options = options_of(game, options)?;
    let id = info(game)?.id;
    let b = py
        .detach(|| {
            cathedra_games::visit(
                id,
                &mut Batch {
                    players,
                    options,
                    seed,
                    first,
                    count,
                    jobs,
                },
            )
            .expect("the id is a game's")
        })
        .map_err(err)?;
    Ok((
        b.participants,
        PyBytes::new(py, &le_bytes(&b.scores, i64::to_le_bytes)),
        PyBytes::new(py, &le_bytes(&b.ranking, i64::to_le_bytes)),
        PyBytes::new(py, &le_bytes(&b.returns, f64::to_le_bytes)),
        PyBytes::new(py, &le_bytes(&b.decisions, u64::to_le_bytes)),
    ))
}

struct Merge<'a> {
    players: usize,
    options: Options,
    participants: usize,
    scores: &'a [i64],
    ranking: &'a [i64],
    decisions: &'a [u64],
}

impl Visitor for Merge<'_> {
    type Output = Result<SimReport, Error>;
    fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
        batch::merge::<G>(
            self.players,
            &self.options,
            self.participants,
            self.scores,
            self.ranking,
            self.decisions,
        )
    }
}

/// The report of games given per game (scores and places `games × participants`, decisions),
/// merged exactly as `cathedra simulate` merges its games; JSON text.
#[pyfunction]
#[pyo3(signature = (game, players, participants, scores, ranking, decisions, options=None))]
fn merge_report(
    game: &str,
    players: usize,
    participants: usize,
    scores: Vec<i64>,
    ranking: Vec<i64>,
    decisions: Vec<u64>,
    options: Option<BTreeMap<String, String>>,
) -> PyResult<String> {
    let options = options_of(game, options)?;
    let report = visit(
        game,
        &mut Merge {
            players,
            options,
            participants,
            scores: &scores,
            ranking: &ranking,
            decisions: &decisions,
        },
    )?
    .map_err(err)?;
    Ok(to_json(&report))
}

struct Simulate(SimConfig);

impl Visitor for Simulate {
    type Output = Result<SimReport, Error>;
    fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
        batch::simulate::<G>(&self.0)
    }
}

/// `cathedra simulate` itself, without the GIL: its report as JSON text.
#[pyfunction]
#[pyo3(signature = (game, players, games, seed, options=None, jobs=0))]
fn simulate(
    py: Python<'_>,
    game: &str,
    players: usize,
    games: u64,
    seed: u64,
    options: Option<BTreeMap<String, String>>,
    jobs: usize,
) -> PyResult<String> {
    let options = options_of(game, options)?;
    let id = info(game)?.id;
    let jobs = if jobs == 0 {
        std::thread::available_parallelism().map_or(1, usize::from)
    } else {
        jobs
    };
    let cfg = SimConfig {
        players,
        options,
        games,
        seed,
        jobs,
    };
    let report = py
        .detach(|| cathedra_games::visit(id, &mut Simulate(cfg)).expect("the id is a game's"))
        .map_err(err)?;
    Ok(to_json(&report))
}

/// Every game: id, name, rules version, player counts, options (key, values, default, help).
#[pyfunction]
fn games_json() -> String {
    let list: Vec<Value> = cathedra_games::games()
        .iter()
        .map(|g| {
            serde_json::json!({
                "id": g.id,
                "name": g.name,
                "rules_version": g.rules_version,
                "players": [g.players.start(), g.players.end()],
                "options": g.options.iter().map(|o| serde_json::json!({
                    "key": o.key, "values": o.values, "default": o.default, "help": o.help,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    to_json(&list)
}

struct MakeAgent<'a> {
    name: &'a str,
    seed: u64,
    iterations: Option<u64>,
    seconds: Option<f64>,
}

impl Visitor for MakeAgent<'_> {
    type Output = Result<Box<dyn Policy>, String>;
    fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
        agent::build::<G>(self.name, self.seed, self.iterations, self.seconds)
    }
}

/// A built-in agent for one game, by name (`agent_names()`), seeded; `iterations` and `seconds`
/// replace a search agent's budget a move.
#[pyclass(module = "cathedra._native")]
struct Agent {
    name: String,
    game: &'static str,
    policy: Box<dyn Policy>,
}

#[pymethods]
impl Agent {
    #[new]
    #[pyo3(signature = (name, game, seed=0, iterations=None, seconds=None))]
    fn new(
        name: &str,
        game: &str,
        seed: u64,
        iterations: Option<u64>,
        seconds: Option<f64>,
    ) -> PyResult<Self> {
        let id = info(game)?.id;
        let policy = visit(
            id,
            &mut MakeAgent {
                name,
                seed,
                iterations,
                seconds,
            },
        )?
        .map_err(bad)?;
        Ok(Agent {
            name: name.to_string(),
            game: id,
            policy,
        })
    }
    #[getter]
    fn name(&self) -> &str {
        &self.name
    }
    #[getter]
    fn game(&self) -> &'static str {
        self.game
    }
    /// Nodes of its search tree that its last choice kept from the one before: more than 0
    /// only for a search that keeps its tree (`:reuse`) and found the subtree its seat's
    /// observations since its last choice lead into.
    #[getter]
    fn kept_nodes(&self) -> u64 {
        self.policy.kept_nodes()
    }
    /// The action index this agent chooses for `seat` (`None`: whoever decides alone).
    #[pyo3(signature = (game, seat=None))]
    fn act(
        &mut self,
        py: Python<'_>,
        game: PyRef<'_, NativeGame>,
        seat: Option<i64>,
    ) -> PyResult<usize> {
        let seat = match game.actor(seat)? {
            Actor::Seat(s) => s,
            Actor::Chance => return Err(bad("chance decides now, not a seat")),
        };
        let play = game.play.as_ref();
        let policy = &mut self.policy;
        py.detach(|| policy.act(play, seat)).map_err(err)
    }
}

/// A match between built-in agents by name, one per seat (with the seats rotated from game to
/// game when `rotate`), as the agents crate plays it.
fn match_config(
    game: &str,
    agents: Vec<String>,
    games: u64,
    seed: u64,
    options: Option<BTreeMap<String, String>>,
    jobs: usize,
    rotate: bool,
) -> PyResult<(&'static str, MatchConfig)> {
    let options = options_of(game, options)?;
    let id = info(game)?.id;
    let (agents, jobs) = agents_and_jobs(&agents, jobs)?;
    let cfg = MatchConfig {
        agents,
        options,
        games,
        seed,
        jobs,
        rotate,
    };
    Ok((id, cfg))
}

fn ai_err(e: AiError) -> PyErr {
    match e {
        AiError::Game(e) => err(e),
        e => bad(e.to_string()),
    }
}

struct PlayMatch<'a> {
    cfg: &'a MatchConfig,
    first: u64,
    count: u64,
}

impl Visitor for PlayMatch<'_> {
    type Output = Result<Vec<GameResult>, AiError>;
    fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
        matches::play::<G>(self.cfg, self.first, self.count, &|_| {})
    }
}

struct MergeMatch<'a> {
    cfg: &'a MatchConfig,
    results: &'a [GameResult],
    seconds: f64,
}

impl Visitor for MergeMatch<'_> {
    type Output = MatchReport;
    fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
        matches::merge::<G>(self.cfg, self.results, self.seconds)
    }
}

/// Plays games `first .. first + count` of the match seeded with `seed` between the agents
/// named (entry `e` at seat `e` in game 0), on `jobs` threads (0: every core), without the
/// GIL. Returns the games' results in game order as JSON text, for `merge_tournament`.
#[pyfunction]
#[pyo3(signature = (game, agents, seed, first, count, options=None, jobs=0, rotate=true))]
#[allow(clippy::too_many_arguments)]
fn tournament_games(
    py: Python<'_>,
    game: &str,
    agents: Vec<String>,
    seed: u64,
    first: u64,
    count: u64,
    options: Option<BTreeMap<String, String>>,
    jobs: usize,
    rotate: bool,
) -> PyResult<String> {
    let (id, cfg) = match_config(game, agents, first + count, seed, options, jobs, rotate)?;
    let results = py
        .detach(|| {
            cathedra_games::visit(
                id,
                &mut PlayMatch {
                    cfg: &cfg,
                    first,
                    count,
                },
            )
            .expect("the id is a game's")
        })
        .map_err(ai_err)?;
    Ok(to_json(&results))
}

/// The report of a match (wins, scores, margins with 95 % intervals, ratings per entry) from
/// its games' results (JSON text: `tournament_games`' lists concatenated in game order), as
/// the agents crate tallies a whole match; JSON text.
#[pyfunction]
#[pyo3(signature = (game, agents, seed, results, options=None, rotate=true, seconds=0.0))]
#[allow(clippy::too_many_arguments)]
fn merge_tournament(
    game: &str,
    agents: Vec<String>,
    seed: u64,
    results: &str,
    options: Option<BTreeMap<String, String>>,
    rotate: bool,
    seconds: f64,
) -> PyResult<String> {
    let results: Vec<GameResult> =
        serde_json::from_str(results).map_err(|e| bad(format!("not a match's results: {e}")))?;
    let n = agents.len();
    if let Some(r) = results.iter().find(|r| r.score.len() != n) {
        return Err(bad(format!(
            "a game's results have {} entries, the match {n}",
            r.score.len()
        )));
    }
    let games = results.len() as u64;
    let (id, cfg) = match_config(game, agents, games, seed, options, 1, rotate)?;
    let report = visit(
        id,
        &mut MergeMatch {
            cfg: &cfg,
            results: &results,
            seconds,
        },
    )?;
    Ok(to_json(&report))
}

struct RunMatch<'a>(&'a MatchConfig);

impl Visitor for RunMatch<'_> {
    type Output = Result<MatchReport, AiError>;
    fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
        matches::run::<G>(self.0, &|_| {})
    }
}

/// A whole match between the agents named on `jobs` threads (0: every core), without the
/// GIL, as `cathedra match` plays it; its report as JSON text.
#[pyfunction]
#[pyo3(signature = (game, agents, games, seed, options=None, jobs=0, rotate=true))]
#[allow(clippy::too_many_arguments)]
fn tournament(
    py: Python<'_>,
    game: &str,
    agents: Vec<String>,
    games: u64,
    seed: u64,
    options: Option<BTreeMap<String, String>>,
    jobs: usize,
    rotate: bool,
) -> PyResult<String> {
    let (id, cfg) = match_config(game, agents, games, seed, options, jobs, rotate)?;
    let report = py
        .detach(|| cathedra_games::visit(id, &mut RunMatch(&cfg)).expect("the id is a game's"))
        .map_err(ai_err)?;
    Ok(to_json(&report))
}

/// A balance study written into `out` as `cathedra balance` writes it (Markdown, SVG and PNG
/// plots, CSV, JSON), played on `jobs` threads (0: every core) without the GIL. Returns JSON
/// text: the report's path, every file written, and the figures (`balance.json`).
#[pyfunction]
#[pyo3(signature = (game, out, agents, games, seed, players=None, options=None, vary=None, jobs=0))]
#[allow(clippy::too_many_arguments)]
fn balance(
    py: Python<'_>,
    game: &str,
    out: std::path::PathBuf,
    agents: Vec<String>,
    games: u64,
    seed: u64,
    players: Option<usize>,
    options: Option<BTreeMap<String, String>>,
    vary: Option<String>,
    jobs: usize,
) -> PyResult<String> {
    let (agents, jobs) = agents_and_jobs(&agents, jobs)?;
    let cfg = cathedra_balance::Config {
        game: game.to_string(),
        players,
        agents,
        games,
        seed,
        jobs,
        options: options
            .unwrap_or_default()
            .into_iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect(),
        vary: vary
            .as_deref()
            .map(cathedra_balance::Vary::parse)
            .transpose()
            .map_err(|e| bad(e.to_string()))?,
    };
    let (figures, files) = py
        .detach(|| {
            let start = std::time::Instant::now();
            let figures = cathedra_balance::run(&cfg, &|_| {}, &|| {})?;
            let seconds = start.elapsed().as_secs_f64();
            let command = cfg.command(&out.display().to_string());
            let files = cathedra_balance::write(&figures, &command, seconds, jobs, &out)?;
            Ok::<_, cathedra_balance::BalanceError>((figures, files))
        })
        .map_err(|e| bad(e.to_string()))?;
    Ok(to_json(&serde_json::json!({
        "report": out.join("report.md"),
        "files": files,
        "figures": figures,
    })))
}

/// Every form of an agent's name with what it is, as JSON: `[{"name", "description"}]` (the
/// agents crate's own table, which `cathedra agents` lists too).
#[pyfunction]
fn agents_json() -> String {
    let list: Vec<Value> = cathedra_ai::AGENT_NAMES
        .iter()
        .map(|(name, what)| serde_json::json!({ "name": name, "description": what }))
        .collect();
    to_json(&list)
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<NativeGame>()?;
    m.add_class::<Agent>()?;
    m.add_function(wrap_pyfunction!(simulate_batch, m)?)?;
    m.add_function(wrap_pyfunction!(merge_report, m)?)?;
    m.add_function(wrap_pyfunction!(simulate, m)?)?;
    m.add_function(wrap_pyfunction!(games_json, m)?)?;
    m.add_function(wrap_pyfunction!(agents_json, m)?)?;
    m.add_function(wrap_pyfunction!(tournament, m)?)?;
    m.add_function(wrap_pyfunction!(tournament_games, m)?)?;
    m.add_function(wrap_pyfunction!(merge_tournament, m)?)?;
    m.add_function(wrap_pyfunction!(balance, m)?)?;
    m.add("OBSERVATION_SIZE", observation::SIZE)?;
    m.add("CathedraError", m.py().get_type::<CathedraError>())?;
    m.add("IllegalAction", m.py().get_type::<IllegalAction>())?;
    Ok(())
}

/// Agents named as the command line names them, and the threads to use (0: every core).
fn agents_and_jobs(agents: &[String], jobs: usize) -> PyResult<(Vec<AgentSpec>, usize)> {
    let agents = agents
        .iter()
        .map(|name| AgentSpec::parse(name).map_err(|e| bad(e.to_string())))
        .collect::<PyResult<Vec<_>>>()?;
    let jobs = if jobs == 0 {
        std::thread::available_parallelism().map_or(1, usize::from)
    } else {
        jobs
    };
    Ok((agents, jobs))
}
