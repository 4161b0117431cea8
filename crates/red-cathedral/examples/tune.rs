//! Tunes the weights of the position estimate (`Weights`) by self-play of `greedy` players that
//! differ only in their weights (docs/red-cathedral.md, "Tuning the estimate's weights").
//!
//! ```text
//! cargo run --release -p cathedra-red-cathedral --features tuning --example tune -- COMMAND ...
//!   match A B GAMES SEED PLAYERS      A in one seat against B in the others, seats rotated
//!   solo A GAMES SEED                 A alone against Jakovlev
//!   spsa A GAMES SEED PLAYERS STEPS NAME... tune the named weights from A by SPSA (PLAYERS 1:
//!                                     A+ and A- each alone against Jakovlev, by their margins)
//! ```
//!
//! A weight set is `shipped` (the set shipped for the player count), `solo` or `multiplayer`,
//! then changes to it as `name=value` pairs, comma-separated (`solo,r_needed=0.6`; a set with
//! no name is the shipped one changed). Game g of a run draws its chance and its agents' choices
//! from keys of (SEED, g), so a run is reproducible; the two sides of a match meet on the same
//! deals, each side in every seat.

use cathedra_ai::{AgentSpec, Information};
use cathedra_core::{Actor, DealerKey, Game, Log, Options, Outcome, Seat, ToMove};
use cathedra_red_cathedral::{set_weights, RedCathedral, Weights};

/// A game still running after this many decisions counts as lost by every seat: weights that
/// never end a game are bad weights.
const CAP: u64 = 20_000;

/// A weight's place in a set.
type Field = fn(&mut Weights) -> &mut f64;

/// Every weight by its name.
const FIELDS: [(&str, Field); 16] = [
    ("r_needed", |w| &mut w.r_needed),
    ("r_spare", |w| &mut w.r_spare),
    ("r_blocked", |w| &mut w.r_blocked),
    ("r_per_ruble", |w| &mut w.r_per_ruble),
    ("claim_share", |w| &mut w.claim_share),
    ("work_floor", |w| &mut w.work_floor),
    ("r_per_tile", |w| &mut w.r_per_tile),
    ("p_per_ornament", |w| &mut w.p_per_ornament),
    ("p_per_card", |w| &mut w.p_per_card),
    ("rubles_to_spend", |w| &mut w.rubles_to_spend),
    ("p_per_turn", |w| &mut w.p_per_turn),
    ("end_horizon", |w| &mut w.end_horizon),
    ("end_weight", |w| &mut w.end_weight),
    ("bot_claim_share", |w| &mut w.bot_claim_share),
    ("solo_player_r_per_turn", |w| &mut w.solo_player_r_per_turn),
    ("solo_bot_r_per_turn", |w| &mut w.solo_bot_r_per_turn),
];

/// The weight named `name`.
fn field<'a>(w: &'a mut Weights, name: &str) -> Option<&'a mut f64> {
    FIELDS.iter().find(|(n, _)| *n == name).map(|(_, f)| f(w))
}

/// A weight set: `shipped` (the set shipped for the player count), `solo` or `multiplayer`,
/// then `name=value` pairs that change it.
fn parse_weights(spec: &str, players: usize) -> Weights {
    let mut w = Weights::shipped(players == 1);
    for pair in spec.split(',').filter(|p| !p.is_empty()) {
        match pair {
            "shipped" => {}
            "solo" => w = Weights::SOLO,
            "multiplayer" => w = Weights::MULTIPLAYER,
            _ => {
                let (name, value) = pair.split_once('=').expect("NAME=VALUE");
                *field(&mut w, name).unwrap_or_else(|| panic!("no weight {name}")) =
                    value.parse().expect("a number");
            }
        }
    }
    w
}

/// The weights that differ from `base`, as `parse_weights` reads them.
fn show(w: &Weights, base: &Weights) -> String {
    let mut base = *base;
    let mut mine = *w;
    let mut out = Vec::new();
    for (name, f) in FIELDS {
        let (a, b) = (*f(&mut mine), *f(&mut base));
        if a != b {
            out.push(format!("{name}={a:.4}"));
        }
    }
    if out.is_empty() {
        "no change".to_string()
    } else {
        out.join(",")
    }
}

/// One game of `greedy` players, seat s playing with `weights[s]`: each seat's share of the
/// win (ties shared) and its margin (its score less the best other participant's), or `None`
/// when the game did not end within [`CAP`] decisions.
fn play(weights: &[Weights], seed: u64, g: u64) -> Option<(Vec<f64>, Vec<f64>)> {
    let n = weights.len();
    let chance_key = DealerKey::from_seed(seed.wrapping_mul(0x9E37_79B9) ^ (g << 1));
    let agent_key = DealerKey::from_seed(seed.wrapping_mul(0x85EB_CA6B) ^ (g << 1 | 1));
    let mut game = RedCathedral::new(n, &Options::default()).expect("setup");
    let greedy = AgentSpec::parse("greedy").expect("greedy");
    let mut bots: Vec<_> = (0..n).map(|_| greedy.build::<RedCathedral>()).collect();
    let mut log = Log::silent();
    let mut outcomes: Vec<Outcome<_>> = Vec::new();
    let mut decision = 0u64;
    loop {
        let (actor, action) = match game.to_move() {
            ToMove::Over => break,
            ToMove::Chance => {
                game.chance_outcomes(&mut outcomes);
                let pick = chance_key.at(decision).pick(&outcomes);
                (Actor::Chance, outcomes[pick].action)
            }
            to_move => {
                let seat: Seat = to_move.seats().first().expect("a seat");
                set_weights(Some(weights[seat.index()]));
                let info = Information::new(&game, seat).expect("information");
                let a = bots[seat.index()]
                    .choose(&info, &mut agent_key.at(decision))
                    .expect("a choice");
                (Actor::Seat(seat), a)
            }
        };
        game.apply(actor, action, &mut log).expect("a legal action");
        decision += 1;
        if decision > CAP {
            return None;
        }
    }
    let scores = game.scores();
    let ranking = game.ranking();
    let parts = scores.len();
    let winners = ranking.iter().filter(|&&r| r == 0).count() as f64;
    let wins = (0..n)
        .map(|p| if ranking[p] == 0 { 1.0 / winners } else { 0.0 })
        .collect();
    let margins = (0..n)
        .map(|p| {
            let best = (0..parts)
                .filter(|&q| q != p)
                .map(|q| scores[q])
                .max()
                .unwrap_or(0);
            (scores[p] - best) as f64
        })
        .collect();
    Some((wins, margins))
}

/// What side A did over a run: its win share, its mean margin, the games that did not end.
struct Tally {
    games: f64,
    wins: f64,
    margin: f64,
    unended: u64,
}

impl Tally {
    fn new() -> Tally {
        Tally {
            games: 0.0,
            wins: 0.0,
            margin: 0.0,
            unended: 0,
        }
    }

    fn rate(&self) -> f64 {
        self.wins / self.games.max(1.0)
    }

    fn mean_margin(&self) -> f64 {
        self.margin / self.games.max(1.0)
    }
}

/// A in one seat, B in every other, `games` games with A rotated through the seats (with one
/// player: A against Jakovlev).
fn duel(a: &Weights, b: &Weights, games: u64, seed: u64, players: usize) -> Tally {
    let mut t = Tally::new();
    for g in 0..games {
        let seat = (g as usize) % players;
        let deal = g / players as u64;
        let weights: Vec<Weights> = (0..players)
            .map(|s| if s == seat { *a } else { *b })
            .collect();
        t.games += 1.0;
        match play(&weights, seed, deal) {
            Some((wins, margins)) => {
                t.wins += wins[seat];
                t.margin += margins[seat];
            }
            None => t.unended += 1,
        }
    }
    t
}

/// A small generator for SPSA's signs (SplitMix64).
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Simultaneous perturbation stochastic approximation (Spall 1992) on the named weights, each
/// scaled by its start value: every step plays A+ (every weight moved by c of itself, up or
/// down at random) against A- (moved the other way) and moves A along the direction that won.
fn spsa(start: Weights, games: u64, seed: u64, players: usize, steps: u64, names: &[String]) {
    let mut w = start;
    let scale: Vec<f64> = names
        .iter()
        .map(|n| field(&mut w, n).expect("a weight").abs().max(0.1))
        .collect();
    // Unit-free coordinates: x = weight / scale.
    let mut x: Vec<f64> = names
        .iter()
        .zip(&scale)
        .map(|(n, s)| *field(&mut w, n).expect("a weight") / s)
        .collect();
    let mut rng = seed ^ 0x5EED;
    // The weights after each of the last third of the steps, averaged at the end (Polyak
    // averaging: SPSA's last steps wander with the noise of their games).
    let tail = (steps / 3).max(1);
    let mut sum = vec![0.0; names.len()];
    for k in 0..steps {
        let c = 0.2 / ((k + 1) as f64).powf(0.101);
        let a = 1.0 / ((k + 1 + 10) as f64).powf(0.602);
        let delta: Vec<f64> = names
            .iter()
            .map(|_| if next(&mut rng) & 1 == 0 { 1.0 } else { -1.0 })
            .collect();
        let at = |sign: f64| {
            let mut v = w;
            for (i, n) in names.iter().enumerate() {
                *field(&mut v, n).expect("a weight") =
                    ((x[i] + sign * c * delta[i]) * scale[i]).max(0.0);
            }
            v
        };
        let (plus, minus) = (at(1.0), at(-1.0));
        let step_seed = seed.wrapping_add(k * 7_919);
        let (t, diff) = if players == 1 {
            // Alone against Jakovlev, where the player seldom wins: the mean margins of A+ and
            // A- on the same deals, a point of margin read as 2.5 % of a win.
            let t = duel(&plus, &plus, games, step_seed, 1);
            let u = duel(&minus, &minus, games, step_seed, 1);
            let diff = (t.mean_margin() - u.mean_margin()) * 0.025 / 2.0;
            (t, diff)
        } else {
            // The fair share is 1/players: a positive difference means A+ did better.
            let t = duel(&plus, &minus, games, step_seed, players);
            let diff = t.rate() - 1.0 / players as f64;
            (t, diff)
        };
        for i in 0..names.len() {
            x[i] += a * diff / (c * delta[i]);
            x[i] = x[i].max(0.0);
        }
        for (i, n) in names.iter().enumerate() {
            *field(&mut w, n).expect("a weight") = x[i] * scale[i];
            if k >= steps - tail {
                sum[i] += x[i] * scale[i];
            }
        }
        println!(
            "step {k}: A+ won {:.1} % (margin {:+.2}, {} unended); now {}",
            100.0 * t.rate(),
            t.mean_margin(),
            t.unended,
            show(&w, &start)
        );
    }
    let mut mean = w;
    for (i, n) in names.iter().enumerate() {
        *field(&mut mean, n).expect("a weight") = sum[i] / tail as f64;
    }
    println!("the mean of the last {tail} steps: {}", show(&mean, &start));
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: tune match A B GAMES SEED PLAYERS | solo A GAMES SEED | spsa A GAMES SEED PLAYERS STEPS NAME...";
    let arg = |i: usize| args.get(i).expect(usage).as_str();
    let num = |i: usize| arg(i).parse::<u64>().expect(usage);
    match arg(0) {
        "match" => {
            let players = num(5) as usize;
            let (a, b) = (
                parse_weights(arg(1), players),
                parse_weights(arg(2), players),
            );
            let t = duel(&a, &b, num(3), num(4), players);
            println!(
                "A won {:.1} % of {} games (fair share {:.1} %), mean margin {:+.2}, {} unended",
                100.0 * t.rate(),
                t.games,
                100.0 / players as f64,
                t.mean_margin(),
                t.unended
            );
        }
        "solo" => {
            let a = parse_weights(arg(1), 1);
            let t = duel(&a, &a, num(2), num(3), 1);
            println!(
                "the player won {:.1} % of {} games against Jakovlev, mean margin {:+.2}, {} unended",
                100.0 * t.rate(),
                t.games,
                t.mean_margin(),
                t.unended
            );
        }
        "spsa" => {
            let names: Vec<String> = args[6..].to_vec();
            for n in &names {
                assert!(FIELDS.iter().any(|(name, _)| name == n), "no weight {n}");
            }
            spsa(
                parse_weights(arg(1), num(4) as usize),
                num(2),
                num(3),
                num(4) as usize,
                num(5),
                &names,
            );
        }
        _ => panic!("{usage}"),
    }
}
