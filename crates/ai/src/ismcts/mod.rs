//! Information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).
//!
//! One tree over the deciding seat's information sets. Each iteration draws a fresh
//! determinization, then walks the tree: at the searching seat's decisions and at other seats'
//! decisions it observes, availability-aware UCB picks among the actions legal in this
//! determinization (values are max^n vectors: each seat maximises its own); chance is sampled
//! by its weights; another seat's secret choice is drawn uniformly, or by that seat's own
//! statistics ([`SecretChoice`]), and followed along one edge (the tree branches only on what
//! the searching seat observes, so it never learns a hidden choice). A new node is added (an
//! untried action, at random or the one that one ply of the evaluation reads best,
//! [`Expansion`]), a truncated playout finished by the game's evaluation judges it, and the
//! rewards go back up the path.
//!
//! Budgets are iterations or time; root parallelism runs several trees (with rayon) and sums
//! their root statistics; nodes live in an arena of bounded capacity.

mod parts;
mod tree;

use std::time::{Duration, Instant};

use cathedra_core::{
    Actor, Dealer, Error, Evaluate, Game, Observer, Seat, SeatSet, ToMove, MAX_SEATS,
};
use rayon::prelude::*;
use serde::Serialize;

pub use parts::{
    Determinization, Evaluation, FinalChoice, GameDeterminization, MostVisited, PlayoutPolicy,
    RootChild, Scratch, Selection, TruncatedPlayout, Ucb, Widening,
};
use tree::{Node, Tree};

use crate::{Agent, AiError, Information};

/// The search's budget and shape.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct IsmctsConfig {
    /// Iterations in all, shared among the trees.
    pub iterations: u64,
    /// A time limit per move, besides the iterations (a move under a time limit depends on the
    /// machine's speed, so it is not reproducible).
    pub time: Option<Duration>,
    /// Trees searched independently and summed at the root (root parallelism).
    pub trees: usize,
    /// Nodes a tree may hold; past it, iterations go on without growing the tree.
    pub max_nodes: usize,
    /// UCB's exploration constant (rewards are in [0, 1]).
    pub exploration: f64,
    /// Seat decisions of random play before the evaluation judges a leaf.
    pub playout_depth: u32,
    /// How the playout's seat decisions are made.
    pub playout: PlayoutPolicy,
    /// Playouts stop at the next round's simultaneous choices (see [`TruncatedPlayout`]).
    pub playout_round: bool,
    /// A simultaneous choice (a card laid face down) is searched with this many times the
    /// iterations (1: as every other decision).
    pub simultaneous_factor: u32,
    /// Progressive widening, if any.
    pub widening: Option<Widening>,
    /// How another seat's secret choice is drawn.
    pub secret: SecretChoice,
    /// How another seat's open decision in the tree is made.
    pub others: OtherSeats,
    /// Which untried action a node grows first.
    pub expansion: Expansion,
    /// Tree reuse: a search starts from the subtree of the last search that the seat's
    /// observations since then (told through [`Agent::observe`]) lead to, when the tree has
    /// it, and adds `iterations` to it.
    pub reuse: bool,
    /// A search that starts a tree anew makes the root's children at once, each with
    /// [`Greedy`](crate::Greedy)'s reading of its action (the mean reward of 4
    /// determinizations, the rest of the seat's turn by one ply) counted as this many visits
    /// already made (a prior, Gelly & Silver 2007); 0: none, the children grown by the
    /// iterations.
    pub prior: u32,
}

impl Default for IsmctsConfig {
    fn default() -> Self {
        IsmctsConfig {
            iterations: 2_000,
            time: None,
            trees: 1,
            max_nodes: 1 << 20,
            exploration: 0.7,
            playout_depth: 8,
            playout: PlayoutPolicy::Random,
            playout_round: false,
            simultaneous_factor: 1,
            widening: None,
            secret: SecretChoice::Uniform,
            others: OtherSeats::Ucb,
            expansion: Expansion::Uniform,
            reuse: false,
            prior: 0,
        }
    }
}

/// How the search draws another seat's secret choice (a card laid face down), which the
/// searching seat does not observe and its tree does not branch on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SecretChoice {
    /// Uniformly among the seat's legal actions.
    #[default]
    Uniform,
    /// By availability-aware UCB on that seat's own rewards, over statistics kept per action
    /// at the node where the round of simultaneous choices began (before the searching seat's
    /// own choice, so that the other seats do not answer a choice they cannot see): the other
    /// seats choose as well as the search lets them, as in decoupled UCT for simultaneous
    /// moves. A seat's statistics there hold only the iterations that reached the node.
    Ucb,
}

/// How the search makes another seat's open decision in the tree (one the searching seat
/// observes: a building bought, a worker placed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OtherSeats {
    /// By availability-aware UCB on that seat's own rewards (max^n): the tree branches on
    /// every answer the seat tries.
    #[default]
    Ucb,
    /// By one ply of the game's evaluation while the decision's node has been visited fewer
    /// than `until` times, as a playout led by the evaluation decides (the action after which
    /// that seat's margin over the best other participant is largest, ties at random), and by
    /// UCB from then on. Deep in the tree, where a node is visited a few times, the seat
    /// answers as a sensible player would in each determinization and the iterations go to
    /// the searching seat's own decisions, not to answers that seat would not give; near the
    /// root, where the visits are many, its answers are searched as the searching seat's are.
    OnePly { until: u32 },
}

/// Which of its untried actions a decision node in the tree grows next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Expansion {
    /// Uniformly among them.
    #[default]
    Uniform,
    /// The one after which the deciding seat's margin is largest by one ply of the evaluation
    /// in this iteration's determinization (ties at random): with progressive widening, the
    /// children a node has are the actions one ply reads best, not a random few of them
    /// (progressive unpruning, Chaslot et al. 2008).
    OnePly,
}

/// Figures of the last search.
#[derive(Debug, Clone, Copy, Default, Serialize)]
pub struct SearchStats {
    pub iterations: u64,
    pub nodes: u64,
    /// Bytes of one node.
    pub node_bytes: usize,
    /// Nodes kept from the last search (tree reuse).
    pub reused_nodes: u64,
    pub seconds: f64,
    pub determinize_seconds: f64,
    /// Walking and growing the tree (the actions applied along the way included).
    pub select_seconds: f64,
    /// Playout, evaluation and backpropagation.
    pub playout_seconds: f64,
}

impl SearchStats {
    fn add(&mut self, o: &SearchStats) {
        self.iterations += o.iterations;
        self.nodes += o.nodes;
        self.reused_nodes += o.reused_nodes;
        self.node_bytes = o.node_bytes;
        self.determinize_seconds += o.determinize_seconds;
        self.select_seconds += o.select_seconds;
        self.playout_seconds += o.playout_seconds;
    }
}

/// One tree with its buffers.
struct Worker<G: Game> {
    tree: Tree<G::Action>,
    scratch: Scratch<G>,
    path: Vec<u32>,
    unexpanded: Vec<G::Action>,
    stats: SearchStats,
}

impl<G: Game> Default for Worker<G> {
    fn default() -> Self {
        Worker {
            tree: Tree::new(),
            scratch: Scratch::default(),
            path: Vec::with_capacity(1024),
            unexpanded: Vec::with_capacity(256),
            stats: SearchStats::default(),
        }
    }
}

/// The ISMCTS agent, generic in its parts.
pub struct Ismcts<
    G: Game + Evaluate,
    S = Ucb,
    D = GameDeterminization,
    E = TruncatedPlayout,
    F = MostVisited,
> {
    pub config: IsmctsConfig,
    pub selection: S,
    pub determinization: D,
    pub evaluation: E,
    pub final_choice: F,
    workers: Vec<Worker<G>>,
    last: SearchStats,
    legal: Vec<G::Action>,
    /// What the seat observed since its last search, for tree reuse.
    history: Vec<(Actor, Option<G::Action>)>,
    /// Whether the workers' trees are those of the seat's last search.
    kept: bool,
    /// The root's actions with their prior rewards ([`IsmctsConfig::prior`]).
    prior: Vec<(G::Action, f64)>,
    /// The agent that reads the prior, kept with its buffers from move to move.
    greedy: crate::Greedy<G::Action>,
}

/// The longest run of observations a kept tree follows; past it the next search starts anew.
const MAX_HISTORY: usize = 4096;

/// Another seat's open decision under [`OtherSeats::OnePly`]: the action after which that
/// seat's margin is largest by one ply of the evaluation, ties at random, as a playout led by
/// the evaluation decides.
const ONE_PLY: TruncatedPlayout = TruncatedPlayout {
    depth: 0,
    policy: PlayoutPolicy::Greedy { random_in: 0 },
    round: false,
};

impl<G: Game + Evaluate> Ismcts<G> {
    /// The search with the default parts: UCB, the game's determinization, truncated playouts
    /// with the game's evaluation, the most visited action.
    pub fn new(config: IsmctsConfig) -> Self {
        Ismcts::with_parts(
            config,
            Ucb {
                exploration: config.exploration,
                widening: config.widening,
            },
            GameDeterminization,
            TruncatedPlayout {
                depth: config.playout_depth,
                policy: config.playout,
                round: config.playout_round,
            },
            MostVisited,
        )
    }
}

impl<G, S, D, E, F> Ismcts<G, S, D, E, F>
where
    G: Game + Evaluate,
    S: Selection,
    D: Determinization<G>,
    E: Evaluation<G>,
    F: FinalChoice,
{
    pub fn with_parts(
        config: IsmctsConfig,
        selection: S,
        determinization: D,
        evaluation: E,
        final_choice: F,
    ) -> Self {
        Ismcts {
            config,
            selection,
            determinization,
            evaluation,
            final_choice,
            workers: Vec::new(),
            last: SearchStats::default(),
            legal: Vec::new(),
            history: Vec::new(),
            kept: false,
            prior: Vec::new(),
            greedy: crate::Greedy::new(4),
        }
    }

    /// Figures of the last search.
    pub fn last_stats(&self) -> SearchStats {
        self.last
    }

    /// Searches and returns the root's actions with their statistics summed over the trees,
    /// sorted by action: only actions legal now, even where a kept tree holds others (what a
    /// seat learns by no decision, such as cards laid face down revealed together, its edges do
    /// not tell apart).
    pub fn search(
        &mut self,
        info: &Information<'_, G>,
        dealer: &mut Dealer,
    ) -> Result<Vec<RootChild<G::Action>>, AiError> {
        let start = Instant::now();
        let trees = self.config.trees.max(1);
        let seeds: Vec<u64> = (0..trees).map(|_| dealer.below(u64::MAX)).collect();
        self.workers.resize_with(trees, Worker::default);
        let iterations = match info.to_move() {
            ToMove::Simultaneous { .. } => self
                .config
                .iterations
                .saturating_mul(u64::from(self.config.simultaneous_factor.max(1))),
            _ => self.config.iterations,
        };
        let per_tree = iterations.div_ceil(trees as u64).max(1);
        let deadline = self.config.time.map(|t| start + t);
        // An iteration adds at most one edge, and with the other seats' statistics usually at
        // most one node of those for each other seat besides.
        let per_iteration = match self.config.secret {
            SecretChoice::Uniform => 1,
            SecretChoice::Ucb => info.players().max(1) as u64,
        };
        let capacity = self.config.max_nodes.min(
            usize::try_from(per_tree.saturating_mul(per_iteration).saturating_add(1))
                .unwrap_or(usize::MAX),
        );
        let kept = std::mem::take(&mut self.kept);
        let reuse_capacity = self.config.max_nodes.min(
            self.workers
                .iter()
                .map(|w| w.tree.nodes.len())
                .max()
                .unwrap_or(0)
                .saturating_add(capacity),
        );
        let parts = Parts {
            secret: self.config.secret,
            one_ply_until: match self.config.others {
                OtherSeats::Ucb => None,
                OtherSeats::OnePly { until } => Some(until),
            },
            expansion: self.config.expansion,
            selection: &self.selection,
            determinization: &self.determinization,
            evaluation: &self.evaluation,
        };
        let history = &self.history;
        let prior = self.config.prior;
        if prior > 0 {
            self.greedy.rewards(info, dealer, &mut self.prior)?;
        }
        let priors = &self.prior;
        let grow = |(worker, &seed): (&mut Worker<G>, &u64)| {
            let mut dealer = Dealer::new(seed, 0);
            let reused = kept && worker.tree.reroot(history, reuse_capacity);
            if !reused {
                worker.tree.reset(capacity, Actor::Seat(info.seat()));
                worker.tree.seed_root(info.seat(), priors, prior);
            }
            worker.grow(info, &parts, &mut dealer, per_tree, deadline)
        };
        if trees == 1 {
            grow((&mut self.workers[0], &seeds[0]))?;
        } else {
            self.workers
                .par_iter_mut()
                .zip(seeds.par_iter())
                .map(grow)
                .collect::<Result<Vec<()>, AiError>>()?;
        }
        let me = info.seat().index();
        let mut children: Vec<RootChild<G::Action>> = Vec::new();
        let mut stats = SearchStats::default();
        for w in &self.workers {
            stats.add(&w.stats);
            for c in w.tree.children(0) {
                let n: &Node<G::Action> = &w.tree.nodes[c as usize];
                if n.secret {
                    continue;
                }
                let Some(action) = n.action else { continue };
                let value = f64::from(n.value[me]);
                match children.iter_mut().find(|x| x.action == action) {
                    Some(x) => {
                        x.visits += u64::from(n.visits);
                        x.value += value;
                    }
                    None => children.push(RootChild {
                        action,
                        visits: u64::from(n.visits),
                        value,
                    }),
                }
            }
        }
        if kept {
            info.legal_actions(&mut self.legal);
            children.retain(|c| self.legal.contains(&c.action));
        }
        children.sort_by_key(|a| a.action);
        stats.seconds = start.elapsed().as_secs_f64();
        self.last = stats;
        self.history.clear();
        self.kept = self.config.reuse;
        Ok(children)
    }
}

/// The parts a tree grows with, shared by the trees.
struct Parts<'p, S, D, E> {
    secret: SecretChoice,
    /// With [`OtherSeats::OnePly`]: the visits of another seat's decision node below which
    /// [`ONE_PLY`] makes that decision.
    one_ply_until: Option<u32>,
    expansion: Expansion,
    selection: &'p S,
    determinization: &'p D,
    evaluation: &'p E,
}

impl<G: Game + Evaluate> Worker<G> {
    fn grow<S: Selection, D: Determinization<G>, E: Evaluation<G>>(
        &mut self,
        info: &Information<'_, G>,
        parts: &Parts<'_, S, D, E>,
        dealer: &mut Dealer,
        iterations: u64,
        deadline: Option<Instant>,
    ) -> Result<(), AiError> {
        let me = info.seat();
        let players = info.players().min(MAX_SEATS);
        self.stats = SearchStats {
            node_bytes: std::mem::size_of::<Node<G::Action>>(),
            reused_nodes: self.tree.nodes.len() as u64 - 1,
            ..SearchStats::default()
        };
        let mut rewards = [0.0f32; MAX_SEATS];
        for i in 0..iterations {
            if i > 0 && i % 8 == 0 && deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
            let t0 = Instant::now();
            let mut world = parts.determinization.sample(info, dealer);
            let t1 = Instant::now();
            self.descend(&mut world, me, parts, dealer)?;
            let t2 = Instant::now();
            parts
                .evaluation
                .rewards(&mut world, dealer, &mut self.scratch, &mut rewards)?;
            for &id in &self.path {
                let n = &mut self.tree.nodes[id as usize];
                n.visits += 1;
                for (v, r) in n.value.iter_mut().zip(&rewards).take(players) {
                    *v += r;
                }
            }
            let t3 = Instant::now();
            self.stats.iterations += 1;
            self.stats.determinize_seconds += (t1 - t0).as_secs_f64();
            self.stats.select_seconds += (t2 - t1).as_secs_f64();
            self.stats.playout_seconds += (t3 - t2).as_secs_f64();
        }
        self.stats.nodes = self.tree.nodes.len() as u64;
        Ok(())
    }

    /// Walks the tree from the root in `world`, applying the actions taken, until a node is
    /// added, the arena is full, or the game ends. `path` gets the nodes visited.
    fn descend<S: Selection, D, E>(
        &mut self,
        world: &mut G,
        me: Seat,
        parts: &Parts<'_, S, D, E>,
        dealer: &mut Dealer,
    ) -> Result<(), AiError> {
        let watcher = Observer::Seat(me);
        self.path.clear();
        self.path.push(0);
        let mut node = 0u32;
        // The node where the current round of simultaneous choices began, and the seats that
        // owed a choice at the last step of it.
        let mut round: Option<(u32, SeatSet)> = None;
        loop {
            let to_move = world.to_move();
            round = match (to_move, round) {
                // The same round while no seat is added to those that owe a choice.
                (ToMove::Simultaneous { seats }, Some((start, owed)))
                    if seats.bits() & !owed.bits() == 0 =>
                {
                    Some((start, seats))
                }
                (ToMove::Simultaneous { seats }, _) => Some((node, seats)),
                _ => None,
            };
            let mut applied = false;
            let (actor, action, key) = match to_move {
                ToMove::Over => return Ok(()),
                ToMove::Chance => {
                    let outcomes = &mut self.scratch.outcomes;
                    world.chance_outcomes(outcomes);
                    if outcomes.is_empty() {
                        return Err(Error::Stuck("chance has no outcome".into()).into());
                    }
                    let a = outcomes[dealer.pick(outcomes)].action;
                    (Actor::Chance, a, world.observe(Actor::Chance, a, watcher))
                }
                to_move => {
                    let seats = to_move.seats();
                    let seat = if seats.contains(me) {
                        me
                    } else {
                        seats
                            .first()
                            .ok_or_else(|| Error::Stuck("nobody decides".into()))?
                    };
                    let actor = Actor::Seat(seat);
                    let legal = &mut self.scratch.legal;
                    world.legal_actions(seat, legal);
                    if legal.is_empty() {
                        return Err(Error::Stuck(format!("{seat} has no legal action")).into());
                    }
                    let hidden = seat != me
                        && legal
                            .iter()
                            .any(|&a| world.observe(actor, a, watcher).is_none());
                    if hidden {
                        // A secret choice, followed along the edge of what the searching
                        // seat observes.
                        let a = match parts.secret {
                            SecretChoice::Uniform => {
                                legal[dealer.below(legal.len() as u64) as usize]
                            }
                            SecretChoice::Ucb => {
                                let anchor = round.map_or(node, |(start, _)| start);
                                self.select_secret(anchor, seat, parts.selection, dealer)
                            }
                        };
                        (actor, a, world.observe(actor, a, watcher))
                    } else if parts.one_ply_until.is_some_and(|until| {
                        seat != me && self.tree.nodes[node as usize].visits < until
                    }) {
                        // Decided and applied to `world` at once, on the scratch states.
                        let a = ONE_PLY.decide(world, seat, false, dealer, &mut self.scratch)?;
                        applied = true;
                        (actor, a, Some(a))
                    } else {
                        let a = match self.select(node, seat, parts.selection) {
                            Some(a) => a,
                            None => {
                                let (a, done) =
                                    self.untried(world, seat, parts.expansion, dealer)?;
                                applied = done;
                                a
                            }
                        };
                        (actor, a, Some(a))
                    }
                }
            };
            if !applied {
                world.apply(actor, action, &mut self.scratch.log)?;
            }
            match self.tree.child(node, actor, key, false) {
                Some(c) => {
                    node = c;
                    self.path.push(c);
                }
                // A new node ends the walk; with the arena full, the playout goes on from here.
                None => {
                    if let Some(c) = self.tree.add(node, actor, key, false) {
                        self.path.push(c);
                    }
                    return Ok(());
                }
            }
        }
    }

    /// At a decision of `seat` observed by the searching seat, with its legal actions in
    /// `scratch.legal`: the best by availability-aware UCB among the children whose action is
    /// legal here, or `None` when one of the untried actions (left in `unexpanded`) is to be
    /// tried (while the node may widen). Counts the availability of every legal child.
    fn select<S: Selection>(&mut self, node: u32, seat: Seat, selection: &S) -> Option<G::Action> {
        let (best, tried) = self.score_children(node, seat, false, selection);
        let visits = self.tree.nodes[node as usize].visits;
        let may_widen = !self.tree.is_full() && selection.widen(tried, visits);
        match best {
            Some((_, a, _)) if !may_widen || self.unexpanded.is_empty() => Some(a),
            // No child legal here (the legal actions are never none), or room for another.
            _ => None,
        }
    }

    /// The untried action (in `unexpanded`, not empty) that `seat` tries next, by `expansion`,
    /// and whether it was applied to `world` already (one ply applies the action it picks).
    fn untried(
        &mut self,
        world: &mut G,
        seat: Seat,
        expansion: Expansion,
        dealer: &mut Dealer,
    ) -> Result<(G::Action, bool), AiError> {
        match expansion {
            Expansion::Uniform => {
                let i = dealer.below(self.unexpanded.len() as u64) as usize;
                Ok((self.unexpanded[i], false))
            }
            Expansion::OnePly => {
                // One ply decides among the actions in `scratch.legal`: the untried ones, lent.
                std::mem::swap(&mut self.scratch.legal, &mut self.unexpanded);
                let a = ONE_PLY.decide(world, seat, false, dealer, &mut self.scratch);
                std::mem::swap(&mut self.scratch.legal, &mut self.unexpanded);
                Ok((a?, true))
            }
        }
    }

    /// Another seat's secret choice by that seat's statistics at `anchor` (see
    /// [`SecretChoice::Ucb`]), with its legal actions in `scratch.legal`: an action it has not
    /// tried there, else the best by availability-aware UCB on its rewards. The node of the
    /// statistics joins the path; with the arena full, an untried action is drawn uniformly.
    /// The statistics are the children of one secret node per seat at `anchor` (the edge
    /// `(seat, None)` of a secret node), so that finding a seat's statistics, or the anchor's
    /// own edges, walks past no other seat's.
    fn select_secret<S: Selection>(
        &mut self,
        anchor: u32,
        seat: Seat,
        selection: &S,
        dealer: &mut Dealer,
    ) -> G::Action {
        let actor = Actor::Seat(seat);
        let Some(holder) = self
            .tree
            .child(anchor, actor, None, true)
            .or_else(|| self.tree.add(anchor, actor, None, true))
        else {
            let legal = &self.scratch.legal;
            return legal[dealer.below(legal.len() as u64) as usize];
        };
        let (best, _) = self.score_children(holder, seat, true, selection);
        match best {
            Some((_, a, id)) if self.unexpanded.is_empty() => {
                self.path.push(id);
                a
            }
            _ => {
                let a = self.unexpanded[dealer.below(self.unexpanded.len() as u64) as usize];
                if let Some(id) = self.tree.add(holder, actor, Some(a), true) {
                    self.path.push(id);
                }
                a
            }
        }
    }

    /// Scores by the selection the children of `node` (`secret`: its secret nodes) whose
    /// action by `seat` is legal here (in `scratch.legal`), counting their availability, and
    /// puts the legal actions without a child in `unexpanded`. The best (score, action, node)
    /// and the number of children scored.
    fn score_children<S: Selection>(
        &mut self,
        node: u32,
        seat: Seat,
        secret: bool,
        selection: &S,
    ) -> (Option<(f64, G::Action, u32)>, u32) {
        let actor = Actor::Seat(seat);
        self.unexpanded.clear();
        let mut best: Option<(f64, G::Action, u32)> = None;
        let mut tried = 0u32;
        for &a in &self.scratch.legal {
            match self.tree.child(node, actor, Some(a), secret) {
                None => self.unexpanded.push(a),
                Some(c) => {
                    tried += 1;
                    let n = &mut self.tree.nodes[c as usize];
                    n.available += 1;
                    let mean = f64::from(n.value[seat.index()]) / f64::from(n.visits.max(1));
                    let score = selection.score(mean, n.visits, n.available);
                    if best.is_none_or(|(b, _, _)| score > b) {
                        best = Some((score, a, c));
                    }
                }
            }
        }
        (best, tried)
    }
}

impl<G, S, D, E, F> Agent<G> for Ismcts<G, S, D, E, F>
where
    G: Game + Evaluate,
    S: Selection,
    D: Determinization<G>,
    E: Evaluation<G>,
    F: FinalChoice,
{
    fn choose(
        &mut self,
        info: &Information<'_, G>,
        dealer: &mut Dealer,
    ) -> Result<G::Action, AiError> {
        info.legal_actions(&mut self.legal);
        match self.legal.len() {
            0 => return Err(Error::Stuck(format!("{} has no legal action", info.seat())).into()),
            1 => {
                self.last = SearchStats::default();
                return Ok(self.legal[0]);
            }
            _ => {}
        }
        let children = self.search(info, dealer)?;
        if children.is_empty() {
            return Ok(self.legal[dealer.below(self.legal.len() as u64) as usize]);
        }
        let pick = self.final_choice.choose(&children);
        Ok(children[pick].action)
    }

    fn kept_nodes(&self) -> u64 {
        self.last.reused_nodes
    }

    fn observe(&mut self, actor: Actor, action: Option<G::Action>) {
        if self.kept {
            if self.history.len() < MAX_HISTORY {
                self.history.push((actor, action));
            } else {
                self.kept = false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use cathedra_toy::{Action, DiceRace};

    use super::*;

    /// The dice race's first step: three seats pick their lucky faces in secret (TOY-4).
    fn lucky_faces() -> DiceRace {
        let json = r#"{"players":3,"bonus":[1,2,0],"lucky":[null,null,null],"revealed":false,
            "banked":[0,0,0],"seat":0,"pot":0,"rolling":true,"turn":0,"long":false}"#;
        cathedra_core::load_state(&serde_json::from_str(json).unwrap()).unwrap()
    }

    /// Two seats of the dice race, lucky faces revealed, seat 0 to bank `pot` or roll again.
    fn banking(pot: u8) -> DiceRace {
        let json = format!(
            r#"{{"players":2,"bonus":[1,2],"lucky":[3,4],"revealed":true,
            "banked":[0,0],"seat":0,"pot":{pot},"rolling":false,"turn":0,"long":false}}"#
        );
        cathedra_core::load_state(&serde_json::from_str(&json).unwrap()).unwrap()
    }

    fn search(secret: SecretChoice) -> (Ismcts<DiceRace>, Vec<RootChild<Action>>) {
        let game = lucky_faces();
        let info = Information::new(&game, Seat(0)).unwrap();
        let mut agent = Ismcts::<DiceRace>::new(IsmctsConfig {
            iterations: 600,
            secret,
            ..IsmctsConfig::default()
        });
        let children = agent.search(&info, &mut Dealer::new(7, 0)).unwrap();
        (agent, children)
    }

    #[test]
    fn other_seats_secret_choices_keep_their_statistics_where_the_round_began() {
        let (agent, children) = search(SecretChoice::Ucb);
        let tree = &agent.workers[0].tree;
        // The searching seat is offered its five faces, never another seat's statistics.
        let faces: Vec<Action> = (2..=6).map(|face| Action::Lucky { face }).collect();
        assert_eq!(children.iter().map(|c| c.action).collect::<Vec<_>>(), faces);
        assert_eq!(children.iter().map(|c| c.visits).sum::<u64>(), 600);
        // Seats 1 and 2 choose after seat 0, by statistics kept at the root (where the round
        // began, before seat 0's choice), under one secret node each, one node per face, in
        // every iteration that reaches them in the tree: all but the 5 that add seat 0's faces
        // and, for seat 2, the 5 more that add seat 1's unseen choice below each face. No other
        // secret node lies anywhere, and the statistics have no children.
        let mut secret = 0;
        for (seat, iterations) in [(Seat(1), 595), (Seat(2), 590)] {
            let holder = tree.child(0, Actor::Seat(seat), None, true).unwrap();
            let stats: Vec<&Node<Action>> = tree
                .children(holder)
                .map(|c| &tree.nodes[c as usize])
                .collect();
            assert_eq!(stats.len(), 5, "{seat}");
            assert!(stats
                .iter()
                .all(|n| n.secret && n.actor == Actor::Seat(seat)));
            assert_eq!(
                stats.iter().map(|n| n.visits).sum::<u32>(),
                iterations,
                "{seat}"
            );
            assert!(tree
                .children(holder)
                .all(|c| tree.children(c).next().is_none()));
            secret += 1 + stats.len();
        }
        assert_eq!(tree.nodes.iter().filter(|n| n.secret).count(), secret);
        // Uniform draws keep no statistics.
        let (agent, _) = search(SecretChoice::Uniform);
        assert!(agent.workers[0].tree.nodes.iter().all(|n| !n.secret));
    }

    #[test]
    fn untried_actions_are_grown_in_the_order_one_ply_reads_them() {
        // Deciding with 30 in the pot, one ply banks (a roll is worth 5/6 · 34.2 = 28.5); with
        // 2, it rolls again (5/6 · 6.2 = 5.2). Widening so narrow that the root keeps one
        // child: under `OnePly` it is that action for every seed; under `Uniform`, either.
        let root_child = |pot: u8, expansion: Expansion, seed: u64| {
            let game = banking(pot);
            let info = Information::new(&game, Seat(0)).unwrap();
            let mut agent = Ismcts::<DiceRace>::new(IsmctsConfig {
                iterations: 200,
                widening: Some(Widening {
                    k: 0.01,
                    alpha: 0.5,
                }),
                expansion,
                ..IsmctsConfig::default()
            });
            let children = agent.search(&info, &mut Dealer::new(seed, 0)).unwrap();
            assert_eq!(children.len(), 1);
            children[0].action
        };
        for seed in 0..10 {
            assert_eq!(root_child(30, Expansion::OnePly, seed), Action::Bank);
            assert_eq!(root_child(2, Expansion::OnePly, seed), Action::Again);
        }
        let uniform: Vec<Action> = (0..10)
            .map(|seed| root_child(30, Expansion::Uniform, seed))
            .collect();
        assert!(uniform.contains(&Action::Bank) && uniform.contains(&Action::Again));
    }

    #[test]
    fn a_prior_starts_the_root_with_greedys_reading_of_each_action() {
        // With 30 in the pot greedy reads banking better than rolling again; with 2, the other
        // way round (the test above). Under a prior of 10,000 visits the root holds both
        // actions before the first iteration, each valued at greedy's mean reward as the
        // search read it (the search's dealer draws the tree's seed, then greedy's chance),
        // and 50 iterations cannot undo it.
        for (pot, best) in [(30u8, Action::Bank), (2, Action::Again)] {
            let game = banking(pot);
            let info = Information::new(&game, Seat(0)).unwrap();
            let mut bests = Vec::new();
            for seed in 0..8 {
                let mut read = Vec::new();
                let mut dealer = Dealer::new(seed, 0);
                dealer.below(u64::MAX);
                crate::Greedy::new(4)
                    .rewards(&info, &mut dealer, &mut read)
                    .unwrap();
                assert_eq!(read.len(), 2);
                assert!(read.iter().all(|&(_, r)| (0.0..=1.0).contains(&r)));
                let top = read.iter().map(|r| r.1).fold(0.0, f64::max);
                let prior_of = |a: Action| read.iter().find(|r| r.0 == a).unwrap().1;
                bests.push(prior_of(best) >= top);
                let mut agent = Ismcts::<DiceRace>::new(IsmctsConfig {
                    iterations: 50,
                    prior: 10_000,
                    ..IsmctsConfig::default()
                });
                let children = agent.search(&info, &mut Dealer::new(seed, 0)).unwrap();
                assert_eq!(children.len(), 2);
                assert_eq!(children.iter().map(|c| c.visits).sum::<u64>(), 20_050);
                for c in &children {
                    assert!(c.visits >= 10_000);
                    let prior = prior_of(c.action);
                    let mean = c.value / c.visits as f64;
                    assert!(
                        (mean - prior).abs() < 0.01,
                        "{:?}: {mean} {prior}",
                        c.action
                    );
                }
                let most = children.iter().max_by_key(|c| c.visits).unwrap().action;
                assert_eq!(prior_of(most), top, "pot {pot}, seed {seed}: {read:?}");
            }
            // Greedy's reading, over the seeds, puts the better action first (or level).
            let right = bests.iter().filter(|&&b| b).count();
            assert!(right >= 6, "pot {pot}: {right} of 8");
        }
    }

    #[test]
    fn other_seats_open_decisions_follow_one_ply_of_the_evaluation_until_visited_often() {
        // From the dice race's first turn, searched for seat 0: under `OnePly` another seat
        // banks or rolls again as one ply of the evaluation says (its bonus, which seat 0
        // does not see, moves the margins only a little), so its decision nodes hardly ever
        // branch until they have been visited `until` times; under `Ucb` it tries both
        // wherever the tree is visited often enough.
        let json = r#"{"players":3,"bonus":[1,2,0],"lucky":[3,4,5],"revealed":true,
            "banked":[0,0,0],"seat":0,"pot":7,"rolling":false,"turn":0,"long":false}"#;
        let game: DiceRace =
            cathedra_core::load_state(&serde_json::from_str(json).unwrap()).unwrap();
        let info = Information::new(&game, Seat(0)).unwrap();
        // Of the other seats' decision nodes visited `visits` times, how many branch.
        let branching = |others: OtherSeats, visits: std::ops::Range<u32>| {
            let mut agent = Ismcts::<DiceRace>::new(IsmctsConfig {
                iterations: 2_000,
                others,
                ..IsmctsConfig::default()
            });
            agent.search(&info, &mut Dealer::new(11, 0)).unwrap();
            let tree = &agent.workers[0].tree;
            let (mut nodes, mut branching) = (0, 0);
            for (id, n) in tree.nodes.iter().enumerate() {
                let children: Vec<&Node<Action>> = tree
                    .children(id as u32)
                    .map(|c| &tree.nodes[c as usize])
                    .collect();
                let decider = children.first().map(|c| c.actor);
                if visits.contains(&n.visits)
                    && matches!(decider, Some(Actor::Seat(s)) if s != Seat(0))
                {
                    nodes += 1;
                    branching += usize::from(children.len() > 1);
                }
            }
            (branching, nodes)
        };
        let (one_ply, nodes) = branching(OtherSeats::OnePly { until: u32::MAX }, 8..u32::MAX);
        assert!(nodes >= 20 && one_ply * 10 <= nodes, "{one_ply} of {nodes}");
        let (ucb, nodes) = branching(OtherSeats::Ucb, 8..u32::MAX);
        assert!(nodes >= 20 && ucb * 10 >= nodes * 8, "{ucb} of {nodes}");
        // From the 21st visit on, UCB tries the other answer at once.
        let until = OtherSeats::OnePly { until: 20 };
        let (few, nodes) = branching(until, 8..21);
        assert!(nodes >= 10 && few * 10 <= nodes, "{few} of {nodes}");
        let (many, nodes) = branching(until, 22..u32::MAX);
        assert!(nodes >= 10 && many == nodes, "{many} of {nodes}");
    }
}
