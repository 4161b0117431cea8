//! The conformance kit: the checks every game's tests run on random games (feature `testkit`).
//!
//! Each check panics with the seed, game and decision number that broke the contract, so the
//! failure replays with the same arguments.
//!
//! Knowledge is checked from its definition. What an observer learns is exactly what
//! [`Game::observe`] shows it of each action and the log entries it may read. The kit follows,
//! for every observer, the set of states the history could have led to given those
//! observations (its *information set*), weighted as a perfect observer weights them: chance by
//! its weights, other seats' choices uniform among their legal actions. Every state of that set
//! must give the observer the same view, the same legal actions and the same [`ToMove`];
//! [`Game::determinize`] must draw only states of the set, with the set's probabilities (a
//! chi-square test where the set is small).

use serde_json::Value;

use crate::{
    load_state, replay, ActionSpace, Actor, Dealer, Entry, Game, Illegal, Log, Observer, Options,
    Outcome, Record, Seat, ToMove,
};

/// What a kit run covered, so a game's test can assert that it checked something.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Report {
    pub games: u64,
    /// Decisions taken (every one a checked state).
    pub decisions: u64,
    /// Illegal actions (and actions by actors who owe nothing) refused with the state as it was.
    pub refusals: u64,
    /// States of observers' information sets, other than the true one, whose views, legal
    /// actions and turn were compared with the true state's.
    pub hidden_variants: u64,
    /// Determinizations checked (view, legal actions, membership of the information set).
    pub determinizations: u64,
    /// Chi-square tests of determinization frequencies against the exact information set.
    pub posterior_tests: u64,
}

/// Most actions kept in the pool of candidate illegal actions.
const POOL: usize = 512;
/// Pool actions tried against each state.
const TRIES_PER_STATE: usize = 12;
/// Information sets larger than this are followed on a sample of their states only (by
/// [`check`]; [`check_with`] takes another bound).
pub const FRONTIER_CAP: usize = 48;
/// Chi-square tests per seat and game, at most.
const POSTERIOR_TESTS_PER_GAME: u32 = 3;
/// One eligible position in this many is tested, so the tests spread over the whole game.
const POSTERIOR_SPREAD: u64 = 12;

/// Plays `games` random games (streams 0.. of `seed`) and checks at every state:
/// the lists agree with [`ToMove`]; every legal action and chance outcome applies for its
/// actor, has an index that maps back to it, and is seen by its actor; actions by actors who
/// owe no decision, and actions seen elsewhere but not legal here, are refused and leave the
/// state equal; the state's JSON round trip is exact and validates, and someone can act;
/// knowledge (module docs). At the end: the game ended, scores and places are per participant,
/// and the record replays to it.
pub fn check<G: Game>(players: usize, options: &Options, games: u64, seed: u64) -> Report {
    check_with::<G>(players, options, games, seed, FRONTIER_CAP)
}

/// [`check`], following information sets exactly up to `frontier_cap` states (a larger bound
/// tests determinization in positions with more hidden choices, at a cost in time).
pub fn check_with<G: Game>(
    players: usize,
    options: &Options,
    games: u64,
    seed: u64,
    frontier_cap: usize,
) -> Report {
    let mut report = Report::default();
    let mut pool: Vec<G::Action> = Vec::new();
    let mut dealer_for_kit = Dealer::new(seed ^ 0x6b69_7421, u64::MAX);
    for stream in 0..games {
        let at = |step: u64| format!("seed {seed} game {stream} decision {step}");
        let mut game = G::new(players, options).unwrap_or_else(|e| panic!("new game: {e}"));
        let mut record = Record::new::<G>(players, options, Some(seed));
        let mut dealer = Dealer::new(seed, stream);
        let observers: Vec<Observer> = Seat::all(players)
            .map(Observer::Seat)
            .chain([Observer::Spectator])
            .collect();
        let mut sets: Vec<InfoSet<G>> = observers
            .iter()
            .map(|&o| InfoSet::new(o, game.clone(), frontier_cap))
            .collect();
        let mut posterior_tests = vec![0u32; players];
        let mut step = 0u64;
        loop {
            let here = at(step);
            check_round_trip(&game, &here);
            let listed = check_lists(&game, players, &here);
            for &(actor, a) in &listed {
                check_listed(&game, actor, a, &here);
                if !pool.contains(&a) && pool.len() < POOL {
                    pool.push(a);
                }
            }
            report.refusals += check_actors(&game, &listed, &here);
            report.refusals += check_refusals(&game, &pool, &listed, step as usize, &here);
            for set in &sets {
                report.hidden_variants += set.check_same(&game, &here);
            }
            for seat in Seat::all(players) {
                let set = &sets[seat.index()];
                report.determinizations +=
                    check_determinize(&game, seat, set, &mut dealer_for_kit, &here);
                if posterior_tests[seat.index()] < POSTERIOR_TESTS_PER_GAME
                    && set.exact
                    && (2..=24).contains(&set.states.len())
                    && (report.posterior_tests == 0 || dealer_for_kit.below(POSTERIOR_SPREAD) == 0)
                {
                    check_posterior(&game, seat, set, &mut dealer_for_kit, &here);
                    posterior_tests[seat.index()] += 1;
                    report.posterior_tests += 1;
                }
            }
            if game.to_move() == ToMove::Over {
                break;
            }
            let (actor, action) = pick(&game, &mut dealer);
            for set in &mut sets {
                set.advance(&game, actor, action, &here);
            }
            record.push(actor, action);
            game.apply(actor, action, &mut Log::silent())
                .unwrap_or_else(|e| panic!("{here}: the chosen action {action:?} is refused: {e}"));
            step += 1;
            assert!(
                step < crate::MAX_DECISIONS,
                "{}: the game does not end",
                at(step)
            );
        }
        report.decisions += step;
        report.games += 1;
        let scores = game.scores();
        let ranking = game.ranking();
        let n = game.participants().len();
        assert!(n >= players, "{}: fewer participants than seats", at(step));
        assert_eq!(scores.len(), n, "{}: one score per participant", at(step));
        assert_eq!(ranking.len(), n, "{}: one place per participant", at(step));
        assert!(ranking.contains(&0), "{}: nobody ranked first", at(step));
        let returns = game.returns();
        assert_eq!(returns.len(), players, "{}: one return per seat", at(step));
        record.scores = Some(scores);
        let replayed: G = replay(&record, &mut Log::silent())
            .unwrap_or_else(|e| panic!("{}: replay failed: {e}", at(step)));
        assert!(
            replayed == game,
            "{}: the replay differs from the game",
            at(step)
        );
    }
    report
}

/// A random decision: chance by its weights; else the lowest seat that owes one, uniformly.
fn pick<G: Game>(game: &G, dealer: &mut Dealer) -> (Actor, G::Action) {
    if game.to_move() == ToMove::Chance {
        let mut outcomes = Vec::new();
        game.chance_outcomes(&mut outcomes);
        return (Actor::Chance, outcomes[dealer.pick(&outcomes)].action);
    }
    let seat = game.to_move().seats().first().expect("someone decides");
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    (
        Actor::Seat(seat),
        legal[dealer.below(legal.len() as u64) as usize],
    )
}

/// The lists agree with `ToMove`; returns every (actor, action) listed.
fn check_lists<G: Game>(game: &G, players: usize, at: &str) -> Vec<(Actor, G::Action)> {
    let to_move = game.to_move();
    let mut legal = Vec::new();
    let mut outcomes: Vec<Outcome<G::Action>> = Vec::new();
    let mut listed = Vec::new();
    game.chance_outcomes(&mut outcomes);
    if to_move == ToMove::Chance {
        assert!(!outcomes.is_empty(), "{at}: chance without outcomes");
        assert!(outcomes.iter().all(|o| o.weight > 0), "{at}: zero weight");
        listed.extend(outcomes.iter().map(|o| (Actor::Chance, o.action)));
    } else {
        assert!(outcomes.is_empty(), "{at}: chance outcomes at {to_move:?}");
    }
    assert!(
        to_move.seats().within(players),
        "{at}: {to_move:?} names a seat the game does not have"
    );
    if let ToMove::Simultaneous { seats } = to_move {
        assert!(!seats.is_empty(), "{at}: a simultaneous decision of nobody");
    }
    for seat in Seat::all(players) {
        game.legal_actions(seat, &mut legal);
        if to_move.seats().contains(seat) {
            assert!(
                !legal.is_empty(),
                "{at}: {seat} owes a decision but has no legal action"
            );
            listed.extend(legal.iter().map(|&a| (Actor::Seat(seat), a)));
        } else {
            assert!(
                legal.is_empty(),
                "{at}: {seat} has legal actions at {to_move:?}"
            );
        }
    }
    if to_move == ToMove::Over {
        assert!(listed.is_empty(), "{at}: lists after the end");
    }
    listed
}

/// A listed action applies for its actor, its index maps back to it, and its actor sees it.
fn check_listed<G: Game>(game: &G, actor: Actor, a: G::Action, at: &str) {
    let mut copy = game.clone();
    if let Err(e) = copy.apply(actor, a, &mut Log::silent()) {
        panic!("{at}: listed action {a:?} of {actor} refused: {e}");
    }
    let i = a.index();
    assert!(
        i < G::Action::NUM_ACTIONS,
        "{at}: {a:?} has index {i}, beyond NUM_ACTIONS"
    );
    assert_eq!(
        G::Action::from_index(i),
        Some(a),
        "{at}: index {i} does not map back to {a:?}"
    );
    if let Actor::Seat(s) = actor {
        assert_eq!(
            game.observe(actor, a, Observer::Seat(s)),
            Some(a),
            "{at}: {s} does not see its own action {a:?}"
        );
    }
}

/// Listed actions applied by actors who owe nothing are refused by name, the state unchanged.
fn check_actors<G: Game>(game: &G, listed: &[(Actor, G::Action)], at: &str) -> u64 {
    let to_move = game.to_move();
    let mut n = 0;
    let actors = Seat::all(game.players())
        .map(Actor::Seat)
        .chain([Actor::Chance]);
    for wrong in actors.filter(|&a| !to_move.admits(a)) {
        for &(_, a) in listed.iter().take(4) {
            let mut copy = game.clone();
            match copy.apply(wrong, a, &mut Log::silent()) {
                Err(Illegal::NotYourDecision { .. }) => {}
                other => panic!("{at}: {a:?} by {wrong}, who owes nothing, gave {other:?}"),
            }
            assert!(
                &copy == game,
                "{at}: refusing {wrong}'s action changed the state"
            );
            n += 1;
        }
    }
    n
}

/// JSON round trip of the full state is exact, the state loads unchanged, validates, and
/// someone can act unless the game is over.
pub fn check_round_trip<G: Game>(game: &G, at: &str) {
    let value = serde_json::to_value(game).unwrap_or_else(|e| panic!("{at}: serialise: {e}"));
    let back: G =
        load_state(&value).unwrap_or_else(|e| panic!("{at}: a reachable state does not load: {e}"));
    assert!(&back == game, "{at}: the JSON round trip changed the state");
    check_can_act(game, at);
}

/// Someone can act: a seat that owes a decision has a legal action, chance has an outcome.
pub fn check_can_act<G: Game>(game: &G, at: &str) {
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    match game.to_move() {
        ToMove::Over => {}
        ToMove::Chance => {
            game.chance_outcomes(&mut outcomes);
            assert!(
                !outcomes.is_empty() && outcomes.iter().all(|o| o.weight > 0),
                "{at}: a valid state where chance has no outcome"
            );
        }
        t => {
            assert!(
                !t.seats().is_empty(),
                "{at}: a valid state where nobody decides"
            );
            assert!(
                t.seats().within(game.players()),
                "{at}: {t:?} names a seat the game does not have"
            );
            for seat in t.seats().iter() {
                game.legal_actions(seat, &mut legal);
                assert!(
                    !legal.is_empty(),
                    "{at}: a valid state where {seat} owes a decision but has none"
                );
            }
        }
    }
}

/// Pool actions not listed here are refused and leave the state equal. Returns refusals.
fn check_refusals<G: Game>(
    game: &G,
    pool: &[G::Action],
    listed: &[(Actor, G::Action)],
    offset: usize,
    at: &str,
) -> u64 {
    let mut n = 0;
    let actor = match game.to_move() {
        ToMove::Chance => Actor::Chance,
        t => match t.seats().first() {
            Some(s) => Actor::Seat(s),
            None => Actor::Chance,
        },
    };
    for i in 0..TRIES_PER_STATE.min(pool.len()) {
        let a = pool[(offset * TRIES_PER_STATE + i) % pool.len()];
        if listed.contains(&(actor, a)) {
            continue;
        }
        let mut copy = game.clone();
        let result = copy.apply(actor, a, &mut Log::silent());
        assert!(
            result.is_err(),
            "{at}: unlisted action {a:?} by {actor} was accepted"
        );
        assert!(&copy == game, "{at}: refusing {a:?} changed the state");
        n += 1;
    }
    n
}

/// An observer's information set: the states the history could have led to, given what the
/// observer saw, with their probabilities.
struct InfoSet<G: Game> {
    observer: Observer,
    states: Vec<(G, f64)>,
    /// False once the set outgrew `cap` and only a sample of it is followed.
    exact: bool,
    cap: usize,
}

impl<G: Game> InfoSet<G> {
    fn new(observer: Observer, start: G, cap: usize) -> Self {
        InfoSet {
            observer,
            states: vec![(start, 1.0)],
            exact: true,
            cap: cap.max(2),
        }
    }

    /// Every state of the set gives the observer the true state's view, turn and legal
    /// actions. Returns the states compared besides the true one.
    fn check_same(&self, game: &G, at: &str) -> u64 {
        let o = self.observer;
        let view = game.view(o);
        let to_move = game.to_move();
        let mut legal = Vec::new();
        let mut other = Vec::new();
        if let Some(seat) = o.seat() {
            game.legal_actions(seat, &mut legal);
        }
        let mut n = 0;
        for (s, _) in &self.states {
            if s == game {
                continue;
            }
            n += 1;
            assert_eq!(view, s.view(o), "{at}: {o}'s view shows hidden information");
            assert_eq!(
                to_move,
                s.to_move(),
                "{at}: who decides depends on what {o} cannot know"
            );
            if let Some(seat) = o.seat() {
                s.legal_actions(seat, &mut other);
                assert_eq!(
                    legal, other,
                    "{at}: {seat}'s legal actions depend on what it cannot know"
                );
            }
        }
        n
    }

    /// Follows the set through `actor`'s `action` in `game` (the true state).
    fn advance(&mut self, game: &G, actor: Actor, action: G::Action, at: &str) {
        let o = self.observer;
        let seen = game.observe(actor, action, o);
        let seen_log = visible(&apply_logged(game, actor, action), o);
        let truth = {
            let mut g = game.clone();
            g.apply(actor, action, &mut Log::silent())
                .expect("the true action applies");
            g
        };
        let mut next: Vec<(G, f64)> = Vec::new();
        let mut legal = Vec::new();
        let mut outcomes = Vec::new();
        for (state, p) in &self.states {
            let alternatives: Vec<(G::Action, f64)> = match actor {
                Actor::Chance => {
                    state.chance_outcomes(&mut outcomes);
                    let total: f64 = outcomes.iter().map(|o| f64::from(o.weight)).sum();
                    outcomes
                        .iter()
                        .map(|o| (o.action, f64::from(o.weight) / total))
                        .collect()
                }
                Actor::Seat(s) => {
                    state.legal_actions(s, &mut legal);
                    let w = 1.0 / legal.len().max(1) as f64;
                    legal.iter().map(|&a| (a, w)).collect()
                }
            };
            for (alt, w) in alternatives {
                if state.observe(actor, alt, o) != seen {
                    continue;
                }
                let mut log = Log::recording();
                let mut after = state.clone();
                if after.apply(actor, alt, &mut log).is_err() {
                    continue;
                }
                if visible(&log, o) != seen_log {
                    continue;
                }
                match next.iter_mut().find(|(s, _)| *s == after) {
                    Some((_, q)) => *q += p * w,
                    None => next.push((after, p * w)),
                }
            }
        }
        let Some(i) = next.iter().position(|(s, _)| *s == truth) else {
            panic!("{at}: the true history is not among those {o} can consider (observe or log differ between equal states?)");
        };
        if next.len() > self.cap {
            // Keep the truth and a spread of the others; the set is no longer exact.
            let truth = next.swap_remove(i);
            let stride = next.len().div_ceil(self.cap - 1);
            let mut kept: Vec<(G, f64)> = next.into_iter().step_by(stride).collect();
            kept.push(truth);
            next = kept;
            self.exact = false;
        }
        let total: f64 = next.iter().map(|(_, p)| p).sum();
        for (_, p) in &mut next {
            *p /= total;
        }
        self.states = next;
    }
}

fn apply_logged<G: Game>(game: &G, actor: Actor, action: G::Action) -> Log {
    let mut log = Log::recording();
    game.clone()
        .apply(actor, action, &mut log)
        .expect("the true action applies");
    log
}

fn visible(log: &Log, o: Observer) -> Vec<Entry> {
    log.visible_to(o).cloned().collect()
}

/// A determinization for `seat` keeps its view, turn and legal actions, validates, and (where
/// the information set is exact) is one of its states.
fn check_determinize<G: Game>(
    game: &G,
    seat: Seat,
    set: &InfoSet<G>,
    rng: &mut Dealer,
    at: &str,
) -> u64 {
    let d = game.determinize(seat, rng);
    let o = Observer::Seat(seat);
    if let Err(e) = d.validate() {
        panic!("{at}: a determinization for {seat} does not validate: {e}");
    }
    assert_eq!(
        game.view(o),
        d.view(o),
        "{at}: a determinization for {seat} changes its view"
    );
    assert_eq!(
        game.to_move(),
        d.to_move(),
        "{at}: a determinization for {seat} changes who decides"
    );
    let (mut a, mut b) = (Vec::new(), Vec::new());
    game.legal_actions(seat, &mut a);
    d.legal_actions(seat, &mut b);
    assert_eq!(
        a, b,
        "{at}: a determinization for {seat} changes its legal actions"
    );
    if set.exact {
        assert!(
            set.states.iter().any(|(s, _)| *s == d),
            "{at}: a determinization for {seat} drew a state its observations rule out"
        );
    }
    1
}

/// Determinization frequencies match the exact information set: a chi-square test at
/// p < 10⁻⁴, and a failed test is drawn again and fails only if the second sample fails too. A
/// biased determinizer fails both (its deviation is systematic); a fair one fails both with
/// probability 10⁻⁸, so the hundreds of tests of a run do not fail by chance.
fn check_posterior<G: Game>(game: &G, seat: Seat, set: &InfoSet<G>, rng: &mut Dealer, at: &str) {
    let k = set.states.len();
    let min_p = set.states.iter().map(|(_, p)| *p).fold(1.0, f64::min);
    let draws = ((20.0 / min_p).ceil() as usize).clamp(400, 20_000);
    let limit = chi_square_limit(k - 1);
    let mut samples = Vec::new();
    for _ in 0..2 {
        let (chi2, counts) = posterior_sample(game, seat, set, rng, draws, at);
        samples.push(format!("chi-square {chi2:.1}, drew {counts:?}"));
        if chi2 < limit {
            return;
        }
    }
    let n = draws as f64;
    panic!(
        "{at}: determinizations for {seat} do not follow the posterior over {k} states (limit \
         {limit:.1}, twice); expected {:?}; {}",
        set.states
            .iter()
            .map(|(_, p)| (p * n).round())
            .collect::<Vec<_>>(),
        samples.join("; ")
    );
}

/// `draws` determinizations for `seat`, counted by state of `set`: the chi-square statistic
/// against the set's probabilities, and the counts.
fn posterior_sample<G: Game>(
    game: &G,
    seat: Seat,
    set: &InfoSet<G>,
    rng: &mut Dealer,
    draws: usize,
    at: &str,
) -> (f64, Vec<u64>) {
    let mut counts = vec![0u64; set.states.len()];
    for _ in 0..draws {
        let d = game.determinize(seat, rng);
        let i = set
            .states
            .iter()
            .position(|(s, _)| *s == d)
            .unwrap_or_else(|| {
                panic!("{at}: a determinization for {seat} drew a state its observations rule out")
            });
        counts[i] += 1;
    }
    let n = draws as f64;
    let chi2 = set
        .states
        .iter()
        .zip(&counts)
        .map(|((_, p), &c)| {
            let e = p * n;
            (c as f64 - e).powi(2) / e
        })
        .sum();
    (chi2, counts)
}

/// The chi-square value exceeded with probability 10⁻⁴ at `df` degrees of freedom (tables
/// to 10, Wilson–Hilferty beyond).
fn chi_square_limit(df: usize) -> f64 {
    const TABLE: [f64; 10] = [
        15.137, 18.421, 21.108, 23.513, 25.745, 27.856, 29.878, 31.828, 33.720, 35.564,
    ];
    if let Some(&x) = TABLE.get(df.max(1) - 1) {
        return x;
    }
    let k = df as f64;
    let z = 3.719; // the standard normal's 1 - 10⁻⁴ quantile
    let t = 1.0 - 2.0 / (9.0 * k) + z * (2.0 / (9.0 * k)).sqrt();
    k * t.powi(3)
}

/// What [`check_mutations`] did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MutationReport {
    pub states: u64,
    pub mutations: u64,
    /// Mutations that loaded (each was then played on to the end, checked at every step).
    pub accepted: u64,
    pub refused: u64,
}

/// Mutations of reachable states' JSON (numbers nudged and replaced, booleans flipped, strings
/// swapped, list items dropped, repeated and swapped, fields removed and added): each is
/// refused by [`load_state`], or loads unchanged, lets someone act, and plays on to the end
/// with every state on the way valid and round-tripping.
pub fn check_mutations<G: Game>(
    players: usize,
    options: &Options,
    games: u64,
    seed: u64,
) -> MutationReport {
    let mut report = MutationReport::default();
    let mut rng = Dealer::new(seed, 0xfeed);
    for stream in 0..games {
        let mut game = G::new(players, options).expect("a new game");
        let mut dealer = Dealer::new(seed, stream);
        let mut step = 0u64;
        while game.to_move() != ToMove::Over {
            if step.is_multiple_of(7) {
                let value = serde_json::to_value(&game).expect("states serialise");
                report.states += 1;
                for m in mutations(&value, &mut rng, 24) {
                    report.mutations += 1;
                    let at = format!("seed {seed} game {stream} decision {step}, mutation {m}");
                    match load_state::<G>(&m) {
                        Err(_) => report.refused += 1,
                        Ok(loaded) => {
                            report.accepted += 1;
                            assert_eq!(
                                serde_json::to_value(&loaded).unwrap(),
                                m,
                                "{at}: load changed the state"
                            );
                            play_on(loaded, &mut rng, &at);
                        }
                    }
                }
            }
            let (actor, action) = pick(&game, &mut dealer);
            game.apply(actor, action, &mut Log::silent())
                .expect("a listed action applies");
            step += 1;
        }
    }
    report
}

/// Plays a loaded state on to its end, checking every state on the way.
fn play_on<G: Game>(mut game: G, rng: &mut Dealer, at: &str) {
    let mut steps = 0u64;
    loop {
        let here = format!("{at}, {steps} steps on");
        check_round_trip(&game, &here);
        if game.to_move() == ToMove::Over {
            return;
        }
        let (actor, action) = pick(&game, rng);
        if let Err(e) = game.apply(actor, action, &mut Log::silent()) {
            panic!("{here}: listed action {action:?} refused: {e}");
        }
        if let Err(e) = game.validate() {
            panic!("{here}: a state reached from a loaded one does not validate: {e}");
        }
        steps += 1;
        assert!(
            steps < crate::MAX_DECISIONS,
            "{here}: the game does not end"
        );
    }
}

/// Up to `n` mutations of `value`.
fn mutations(value: &Value, rng: &mut Dealer, n: usize) -> Vec<Value> {
    let mut paths = Vec::new();
    leaves(value, &mut Vec::new(), &mut paths);
    let mut strings = Vec::new();
    collect_strings(value, &mut strings);
    let mut out = Vec::new();
    if paths.is_empty() {
        return out;
    }
    for _ in 0..n {
        let path = &paths[rng.below(paths.len() as u64) as usize];
        let mut m = value.clone();
        let Some(target) = get_mut(&mut m, path) else {
            continue;
        };
        let choice = rng.below(4);
        match target {
            Value::Number(x) => {
                let v = x.as_i64().unwrap_or(0);
                *target = Value::from(match choice {
                    0 => v + 1,
                    1 => v - 1,
                    2 => 0,
                    _ => [2, 5, 9, 30, 255, 256, 65_536][rng.below(7) as usize],
                });
            }
            Value::Bool(b) => *b = !*b,
            Value::String(_) if !strings.is_empty() => {
                *target = Value::String(strings[rng.below(strings.len() as u64) as usize].clone());
            }
            Value::Array(items) if !items.is_empty() => {
                let i = rng.below(items.len() as u64) as usize;
                match choice {
                    0 => {
                        items.remove(i);
                    }
                    1 => {
                        let x = items[i].clone();
                        items.push(x);
                    }
                    _ => {
                        let j = rng.below(items.len() as u64) as usize;
                        items.swap(i, j);
                    }
                }
            }
            Value::Object(map) if !map.is_empty() => {
                if choice == 0 {
                    map.insert("unknown".into(), Value::from(1));
                } else {
                    let key = map
                        .keys()
                        .nth(rng.below(map.len() as u64) as usize)
                        .cloned();
                    if let Some(k) = key {
                        map.remove(&k);
                    }
                }
            }
            _ => *target = Value::Null,
        }
        if &m != value {
            out.push(m);
        }
    }
    out
}

#[derive(Clone)]
enum Key {
    Field(String),
    Item(usize),
}

fn leaves(v: &Value, path: &mut Vec<Key>, out: &mut Vec<Vec<Key>>) {
    out.push(path.clone());
    match v {
        Value::Array(items) => {
            for (i, x) in items.iter().enumerate() {
                path.push(Key::Item(i));
                leaves(x, path, out);
                path.pop();
            }
        }
        Value::Object(map) => {
            for (k, x) in map {
                path.push(Key::Field(k.clone()));
                leaves(x, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn collect_strings(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) if !out.contains(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|x| collect_strings(x, out)),
        Value::Object(map) => map.values().for_each(|x| collect_strings(x, out)),
        _ => {}
    }
}

fn get_mut<'a>(v: &'a mut Value, path: &[Key]) -> Option<&'a mut Value> {
    let mut at = v;
    for k in path {
        at = match k {
            Key::Field(f) => at.get_mut(f.as_str())?,
            Key::Item(i) => at.get_mut(*i)?,
        };
    }
    Some(at)
}

/// Golden records: every `dir/valid/*.json` ([`crate::Record`]) replays (to its recorded scores,
/// if any) and every `dir/invalid/*.json` ([`crate::GoldenInvalid`]) is refused with an error
/// whose text contains its `expect_error`. Returns (valid, invalid) counts.
pub fn check_golden<G: Game>(dir: &std::path::Path) -> (usize, usize) {
    let files = |sub: &str| -> Vec<std::path::PathBuf> {
        let mut v: Vec<_> = std::fs::read_dir(dir.join(sub))
            .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        v.retain(|p| p.extension().is_some_and(|x| x == "json"));
        v.sort();
        v
    };
    let read = |p: &std::path::Path| {
        std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
    };
    let valid = files("valid");
    for path in &valid {
        let record: Record = serde_json::from_str(&read(path))
            .unwrap_or_else(|e| panic!("{}: not a record: {e}", path.display()));
        if let Err(e) = replay::<G>(&record, &mut Log::silent()) {
            panic!("{}: a valid record is refused: {e}", path.display());
        }
    }
    let invalid = files("invalid");
    for path in &invalid {
        let golden: crate::GoldenInvalid = serde_json::from_str(&read(path))
            .unwrap_or_else(|e| panic!("{}: not a golden invalid record: {e}", path.display()));
        match replay::<G>(&golden.record, &mut Log::silent()) {
            Ok(_) => panic!("{}: an invalid record replays", path.display()),
            Err(e) => assert!(
                e.to_string().contains(&golden.expect_error),
                "{}: expected an error containing {:?}, got: {e}",
                path.display(),
                golden.expect_error
            ),
        }
    }
    (valid.len(), invalid.len())
}

thread_local! {
    /// Heap allocations made by this thread while [`CountingAllocator`] is the global allocator.
    static ALLOCATIONS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The system allocator, counting each thread's allocations. A test binary installs it with
/// `#[global_allocator] static A: CountingAllocator = CountingAllocator;` to run
/// [`check_no_allocation`].
pub struct CountingAllocator;

// SAFETY: every call is forwarded unchanged to the system allocator.
unsafe impl std::alloc::GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { std::alloc::System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        unsafe { std::alloc::System.dealloc(ptr, layout) }
    }
}

fn allocations() -> u64 {
    ALLOCATIONS.with(std::cell::Cell::get)
}

/// Random playouts allocate nothing once the [`crate::Playout`] buffers have grown: after 50
/// warm-up games, 20 more whole games make no heap allocation. Needs [`CountingAllocator`]
/// installed as the global allocator. Returns the decisions checked.
pub fn check_no_allocation<G: Game>(players: usize, options: &Options) -> u64 {
    let before = allocations();
    drop(std::hint::black_box(Box::new(0u64)));
    assert!(
        allocations() > before,
        "install CountingAllocator as the #[global_allocator]"
    );
    let mut playout = crate::Playout::<G>::default();
    let mut play = |stream: u64| {
        let mut game = G::new(players, options).expect("a new game");
        let mut dealer = Dealer::new(1, stream);
        let before = allocations();
        let decisions = playout
            .run(&mut game, &mut dealer, |_, _, _| {})
            .expect("a random game");
        (decisions, allocations() - before)
    };
    for stream in 100..150 {
        play(stream);
    }
    let mut checked = 0;
    for stream in 1..21 {
        let (decisions, made) = play(stream);
        assert_eq!(
            made, 0,
            "game {stream}: {decisions} decisions made {made} allocations"
        );
        checked += decisions;
    }
    checked
}

/// Checks that the game words its refusals in every language it has, and returns what is
/// wrong (empty when nothing is). `kinds` are every kind of refusal the game has (its
/// [`refusals!`](crate::refusals) enum's `ALL`). Each must have its message `refusal-<kind>` in
/// every language. Then `games` random games are played (`players`, streams 0.. of `seed`), and
/// at every `spread`-th state every action of the game that is refused, to the seat that owes
/// the decision or to chance, must be refused with words of one of those kinds (or be one of
/// the core's own refusals), worded in every language by [`Game::refusal_in`] with every
/// argument filled, the rule it breaks named, and no language but English saying it in English.
pub fn check_refusals_worded<G: Game>(
    kinds: &[&str],
    players: usize,
    games: u64,
    seed: u64,
    spread: usize,
) -> Vec<String> {
    use crate::i18n::{languages, refusal_key, Texts};
    let mut problems = Vec::new();
    let texts: Vec<Texts> = languages(&[G::LOCALES])
        .iter()
        .map(|l| Texts::new(l, &[G::LOCALES]).expect("the translation files parse"))
        .collect();
    for t in &texts {
        for kind in kinds {
            if !t.has(&refusal_key(kind)) {
                problems.push(format!("{}: no message {}", t.lang(), refusal_key(kind)));
            }
        }
    }
    let mut refused = 0u64;
    for stream in 0..games {
        let (_, record) = crate::play_random::<G>(players, &Options::default(), seed, stream)
            .expect("a random game plays to its end");
        let mut step = 0usize;
        let checked = crate::replay_with::<G>(&record, &mut Log::silent(), |game, by, _| {
            step += 1;
            if !step.is_multiple_of(spread) {
                return;
            }
            for index in 0..<G::Action as ActionSpace>::NUM_ACTIONS {
                let Some(action) = <G::Action as ActionSpace>::from_index(index) else {
                    continue;
                };
                let Err(error) = game.clone().apply(by, action, &mut Log::silent()) else {
                    continue;
                };
                refused += 1;
                let at = format!("stream {stream}, decision {step}, {action:?}");
                if let Illegal::Rule { rule, .. } = &error {
                    match error.words() {
                        Some(w) if kinds.contains(&w.kind) => {}
                        Some(w) => problems.push(format!("{at}: unknown kind {}", w.kind)),
                        None => problems.push(format!("{at}: refused without words: {error}")),
                    }
                    let english = game.refusal_in(&error, &texts[0]);
                    for t in &texts {
                        let text = game.refusal_in(&error, t);
                        let broken = text.contains('{')
                            || text.contains("refusal-")
                            || !text.ends_with(&format!("({rule})"));
                        if broken || (t.lang() != texts[0].lang() && text == english) {
                            problems.push(format!("{at}: {}: {text}", t.lang()));
                        }
                    }
                }
            }
        });
        if let Err(e) = checked {
            problems.push(format!("stream {stream}: the record does not replay: {e}"));
        }
    }
    if refused == 0 {
        problems.push("no action was refused: nothing was checked".into());
    }
    problems
}

/// Checks that chance's outcomes and what an observer reads of a move it may not see are
/// worded in every language of the game, and returns what is wrong (empty when nothing is):
/// in `games` random games, each outcome's [`Game::describe_in`] and each hidden move's
/// [`Game::describe_hidden_in`] has every argument filled and, in a language other than
/// English, is not the English text.
pub fn check_chance_and_hidden_worded<G: Game>(
    players: usize,
    games: u64,
    seed: u64,
) -> Vec<String> {
    use crate::i18n::{languages, Texts, ENGLISH};
    let mut problems = Vec::new();
    let english = Texts::english(&[G::LOCALES]);
    let others: Vec<Texts> = languages(&[G::LOCALES])
        .iter()
        .filter(|l| **l != ENGLISH)
        .map(|l| Texts::new(l, &[G::LOCALES]).expect("the translation files parse"))
        .collect();
    let (mut outcomes, mut hidden) = (0u64, 0u64);
    let mut list = Vec::new();
    for stream in 0..games {
        let (_, record) = crate::play_random::<G>(players, &Options::default(), seed, stream)
            .expect("a random game plays to its end");
        let checked = crate::replay_with::<G>(&record, &mut Log::silent(), |game, by, action| {
            let mut texts = Vec::new();
            if by == Actor::Chance {
                game.chance_outcomes(&mut list);
                for o in &list {
                    outcomes += 1;
                    texts.push((
                        game.describe_in(o.action, &english),
                        others
                            .iter()
                            .map(|t| game.describe_in(o.action, t))
                            .collect::<Vec<_>>(),
                    ));
                }
            }
            let seats = Seat::all(game.players()).map(Observer::Seat);
            for observer in seats.chain([Observer::Spectator]) {
                if game.observe(by, action, observer).is_none() {
                    hidden += 1;
                    texts.push((
                        game.describe_hidden_in(by, action, &english),
                        others
                            .iter()
                            .map(|t| game.describe_hidden_in(by, action, t))
                            .collect(),
                    ));
                }
            }
            for (en, worded) in texts {
                for text in worded.iter().chain([&en]) {
                    if text.contains('{') || text.is_empty() {
                        problems.push(format!("stream {stream}, {action:?}: {text}"));
                    }
                }
                if worded.contains(&en) {
                    problems.push(format!("stream {stream}, {action:?}: English: {en}"));
                }
            }
        });
        if let Err(e) = checked {
            problems.push(format!("stream {stream}: the record does not replay: {e}"));
        }
    }
    if outcomes == 0 || hidden == 0 {
        problems.push(format!(
            "{outcomes} outcomes and {hidden} hidden moves checked: nothing to check"
        ));
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chi_square_limits_are_near_the_tables() {
        // Tables: df 1 → 15.14, df 10 → 35.56 at p = 10⁻⁴.
        assert!((chi_square_limit(1) - 15.1).abs() < 0.1);
        assert!((chi_square_limit(10) - 35.6).abs() < 0.1);
        // Wilson–Hilferty beyond the table: df 20 → 52.62, df 40 → 82.06.
        assert!((chi_square_limit(20) - 52.6).abs() < 0.5);
        assert!((chi_square_limit(40) - 82.1).abs() < 0.5);
    }
}
