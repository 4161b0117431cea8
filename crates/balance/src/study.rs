//! A study: many games of one option set between the given agents, and its figures.

use std::collections::BTreeMap;

use cathedra_ai::tournament::{self, MatchConfig};
use cathedra_ai::AgentSpec;
use cathedra_core::{ActionSpace, Actor, Error, Evaluate, Game, Options, Seat, MAX_DECISIONS};
use rayon::prelude::*;
use serde::Serialize;

use crate::stats::{wilson, Histogram, Mean, Moments, Rate};
use crate::BalanceError;

/// What one study plays.
#[derive(Debug, Clone)]
pub struct Plan {
    pub players: usize,
    /// One agent per seat.
    pub agents: Vec<AgentSpec>,
    pub options: Options,
    pub games: u64,
    pub seed: u64,
    pub jobs: usize,
}

/// The figures of one seat.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SeatFigures {
    /// The seat's name in the game (a colour).
    pub name: String,
    /// Games won, a tie for first shared among those tied.
    pub wins: f64,
    pub win: Rate,
    pub score: Mean,
    pub scores: Histogram,
}

/// The figures of a place in the order of play: first the start player, then the seats after
/// it in seat order (see [`start_player`]).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct OrderFigures {
    /// 1 for the first player.
    pub position: usize,
    pub wins: f64,
    pub win: Rate,
    pub score: Mean,
}

/// How long the games ran.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Length {
    /// Decisions taken by seats per game.
    pub decisions: Mean,
    /// Every decision, chance's included.
    pub with_chance: Mean,
    pub histogram: Histogram,
}

/// How often winners and the others took actions of one kind, per seat and game.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ActionUse {
    /// The action as the game describes it, its numbers written N and players' names "a
    /// player"; or, for [`Grouping::Kind`], the kind of action.
    pub action: String,
    pub winners: Mean,
    pub others: Mean,
    /// Winners' uses per game less the others'.
    pub difference: f64,
    /// Half-width of the 95 % interval of the difference.
    pub difference_ci95: f64,
}

/// One study's figures.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Study {
    pub options: Options,
    /// Games that ended: every figure below is over these.
    pub games: u64,
    /// The games, numbered from 0 in the study (the same seed and number play the same game
    /// again), that did not end within [`MAX_DECISIONS`] decisions: left out of every figure.
    pub unfinished: Vec<u64>,
    pub seats: Vec<SeatFigures>,
    pub order: Vec<OrderFigures>,
    /// The first player's win rate less a fair share (1 / players), with its interval.
    pub first_player_advantage: Rate,
    pub length: Length,
    /// By kind of action (its name in the game's action list), most used by winners first.
    pub action_kinds: Vec<ActionUse>,
    /// By described action.
    pub actions: Vec<ActionUse>,
}

/// What one game gave the study.
struct GameFacts {
    scores: Vec<i64>,
    /// Win share per seat.
    win: Vec<f64>,
    /// The start player.
    first: usize,
    decisions: u64,
    seat_decisions: u64,
    /// Uses per seat of each kind and each described action.
    kinds: Vec<BTreeMap<String, u32>>,
    described: Vec<BTreeMap<String, u32>>,
}

/// The key that names an action's kind in the JSON of every action of the game (an internally
/// tagged list, such as `{"do": "take", "card": 3}`), if there is one.
pub fn tag_key<A: ActionSpace>() -> Option<String> {
    use serde_json::Value;
    let mut common: Option<Vec<String>> = None;
    for a in (0..A::NUM_ACTIONS).filter_map(A::from_index) {
        let Value::Object(map) = serde_json::to_value(a).ok()? else {
            return None;
        };
        let keys: Vec<String> = map
            .iter()
            .filter(|(_, v)| v.is_string())
            .map(|(k, _)| k.clone())
            .collect();
        common = Some(match common {
            None => keys,
            Some(c) => c.into_iter().filter(|k| keys.contains(k)).collect(),
        });
    }
    common.and_then(|c| c.into_iter().next())
}

/// The kind of an action, in words: the value of the game's tag key (see [`tag_key`]), else
/// its variant's name (a unit variant's string, or the only key of its JSON); `take_resource`
/// reads "Take resource".
pub fn kind<A: Serialize>(action: &A, tag: Option<&str>) -> String {
    use serde_json::Value;
    let json = serde_json::to_value(action).unwrap_or(Value::Null);
    let name = match (&json, tag) {
        (Value::Object(map), Some(tag)) if map.get(tag).is_some_and(Value::is_string) => {
            map[tag].as_str().unwrap_or_default().to_string()
        }
        (Value::String(s), _) => s.clone(),
        (Value::Object(map), _) if map.len() == 1 => map.keys().next().cloned().unwrap_or_default(),
        (other, _) => other.to_string(),
    };
    words(&name)
}

/// `take_resource` and `TakeResource` as "Take resource".
fn words(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c == '_' || c == '-' {
            out.push(' ');
        } else if c.is_uppercase() && i > 0 {
            out.push(' ');
            out.extend(c.to_lowercase());
        } else if i == 0 {
            out.extend(c.to_uppercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A description grouped with others of its kind: numbers become N and the players' names
/// (whole words) "a player".
pub fn group(description: &str, seat_names: &[String]) -> String {
    let mut out = String::with_capacity(description.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        if word.is_empty() {
            return;
        }
        if word.chars().all(|c| c.is_ascii_digit()) {
            out.push('N');
        } else if seat_names.iter().any(|n| n == word) {
            out.push_str("a player");
        } else {
            out.push_str(word);
        }
        word.clear();
    };
    for c in description.chars() {
        if c.is_alphanumeric() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// The seats a description names (whole words).
fn named_seats(description: &str, seat_names: &[String]) -> Vec<usize> {
    description
        .split(|c: char| !c.is_alphanumeric())
        .filter_map(|w| seat_names.iter().position(|n| n == w))
        .collect()
}

/// The start player, if `action` at this chance decision draws it: the decision has one
/// outcome per seat, equally likely, each described naming a different seat (as "Red
/// starts"), and `action` names the drawn one. A game that draws no start player before any
/// seat decides starts with seat 1.
pub fn start_player<G: Game>(
    game: &G,
    action: G::Action,
    seat_names: &[String],
    outcomes: &mut Vec<cathedra_core::Outcome<G::Action>>,
) -> Option<usize> {
    game.chance_outcomes(outcomes);
    let n = seat_names.len();
    if n < 2 || outcomes.len() != n || outcomes.iter().any(|o| o.weight != outcomes[0].weight) {
        return None;
    }
    let mut seen = vec![false; n];
    for o in outcomes.iter() {
        match named_seats(&game.describe(o.action), seat_names)[..] {
            [s] if !seen[s] => seen[s] = true,
            _ => return None,
        }
    }
    match named_seats(&game.describe(action), seat_names)[..] {
        [s] => Some(s),
        _ => None,
    }
}

/// Whether every seat has the same agent (then no rotation is needed, and every game gets a
/// deal of its own).
fn same_agents(agents: &[AgentSpec]) -> bool {
    agents.windows(2).all(|w| w[0] == w[1])
}

/// How one game went: to its end, or on past the limit of decisions.
enum Played {
    Ended(GameFacts),
    Unfinished(u64),
}

fn play<G: Game + Evaluate>(cfg: &MatchConfig, g: u64) -> Result<Played, BalanceError> {
    let n = cfg.agents.len();
    // With one agent everywhere, game g is game g·n of the match: its own deal and no
    // rotation. With several, the match's rotation: each agent sits at each seat in turn with
    // the same deal.
    let index = if same_agents(&cfg.agents) {
        g * n as u64
    } else {
        g
    };
    let mut kinds = vec![BTreeMap::<String, u32>::new(); n];
    let mut described = vec![BTreeMap::<String, u32>::new(); n];
    let mut first: Option<usize> = None;
    let mut seat_decided = false;
    let mut outcomes = Vec::new();
    let mut names: Vec<String> = Vec::new();
    let tag = tag_key::<G::Action>();
    let mut decisions = 0u64;
    let played = tournament::play_game::<G>(cfg, index, |game, actor, action| {
        decisions += 1;
        if names.is_empty() {
            names = Seat::all(n).map(|s| game.seat_name(s)).collect();
        }
        let Actor::Seat(seat) = actor else {
            if !seat_decided && first.is_none() {
                first = start_player(game, action, &names, &mut outcomes);
            }
            return;
        };
        seat_decided = true;
        let s = seat.index();
        *kinds[s].entry(kind(&action, tag.as_deref())).or_default() += 1;
        *described[s]
            .entry(group(&game.describe(action), &names))
            .or_default() += 1;
    });
    let played = match played {
        Ok(played) => played,
        // The match stops a game that runs past its limit of decisions as stuck; any other
        // failure is a fault of the game or an agent and stops the study.
        Err(cathedra_ai::AiError::Game(Error::Stuck(_))) if decisions > MAX_DECISIONS => {
            return Ok(Played::Unfinished(g))
        }
        Err(e) => return Err(e.into()),
    };
    let scores: Vec<i64> = played.game.scores().into_iter().take(n).collect();
    let ranking = played.game.ranking();
    let winners = ranking.iter().filter(|&&r| r == 0).count().max(1) as f64;
    let win = (0..n)
        .map(|s| if ranking[s] == 0 { 1.0 / winners } else { 0.0 })
        .collect();
    Ok(Played::Ended(GameFacts {
        scores,
        win,
        first: first.unwrap_or(0),
        decisions: played.decisions,
        seat_decisions: played.moves.iter().sum(),
        kinds,
        described,
    }))
}

/// Plays the study on `plan.jobs` threads. Each game's chance and agents draw from keys of
/// (seed, game) and the figures are summed in game order, so they do not depend on the
/// number of threads. `progress` is called once per finished game.
///
/// A game that runs past [`MAX_DECISIONS`] decisions is left out of the figures and listed in
/// [`Study::unfinished`], and the study goes on; a study none of whose games ends is refused
/// ([`BalanceError::Unfinished`]).
pub fn run<G: Game + Evaluate>(
    plan: &Plan,
    progress: &(dyn Fn() + Sync),
) -> Result<Study, BalanceError> {
    let n = plan.players;
    if plan.agents.len() != n {
        return Err(BalanceError::Usage(format!(
            "{} agents for {n} players: name one agent, or one per seat",
            plan.agents.len()
        )));
    }
    let first = G::new(n, &plan.options).map_err(Error::from)?;
    let cfg = MatchConfig {
        agents: plan.agents.clone(),
        options: plan.options.clone(),
        games: plan.games,
        seed: plan.seed,
        jobs: plan.jobs,
        // The match's rotation: with several agents each sits at every seat on the same deal.
        rotate: true,
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(plan.jobs.max(1))
        .build()
        .map_err(|e| Error::System(format!("cannot start threads: {e}")))?;
    let played: Vec<Played> = pool.install(|| {
        (0..plan.games)
            .into_par_iter()
            .map(|g| {
                let f = play::<G>(&cfg, g);
                progress();
                f
            })
            .collect::<Result<Vec<_>, BalanceError>>()
    })?;
    let mut facts = Vec::with_capacity(played.len());
    let mut unfinished = Vec::new();
    for p in played {
        match p {
            Played::Ended(f) => facts.push(f),
            Played::Unfinished(g) => unfinished.push(g),
        }
    }
    if facts.is_empty() {
        return Err(BalanceError::Unfinished {
            options: plan
                .options
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join(" "),
            games: unfinished,
        });
    }
    let names: Vec<String> = Seat::all(n).map(|s| first.seat_name(s)).collect();
    Ok(figures(plan, &names, &facts, unfinished))
}

fn figures(plan: &Plan, names: &[String], facts: &[GameFacts], unfinished: Vec<u64>) -> Study {
    let n = plan.players;
    let games = facts.len() as f64;
    let seats = (0..n)
        .map(|s| {
            let wins: f64 = facts.iter().map(|f| f.win[s]).sum();
            let mut score = Moments::default();
            for f in facts {
                score.add(f.scores[s] as f64);
            }
            SeatFigures {
                name: names[s].clone(),
                wins,
                win: wilson(wins, games),
                score: score.mean(),
                scores: Histogram::of(facts.iter().map(|f| f.scores[s])),
            }
        })
        .collect();
    let order: Vec<OrderFigures> = (0..n)
        .map(|p| {
            let mut wins = 0.0;
            let mut score = Moments::default();
            for f in facts {
                let s = (f.first + p) % n;
                wins += f.win[s];
                score.add(f.scores[s] as f64);
            }
            OrderFigures {
                position: p + 1,
                wins,
                win: wilson(wins, games),
                score: score.mean(),
            }
        })
        .collect();
    let fair = 1.0 / n as f64;
    let first = order[0].win;
    let first_player_advantage = Rate {
        rate: first.rate - fair,
        low: first.low - fair,
        high: first.high - fair,
    };
    let mut length = Moments::default();
    let mut with_chance = Moments::default();
    for f in facts {
        length.add(f.seat_decisions as f64);
        with_chance.add(f.decisions as f64);
    }
    let length = Length {
        decisions: length.mean(),
        with_chance: with_chance.mean(),
        histogram: Histogram::of(facts.iter().map(|f| f.seat_decisions as i64)),
    };
    Study {
        options: plan.options.clone(),
        games: facts.len() as u64,
        unfinished,
        seats,
        order,
        first_player_advantage,
        length,
        action_kinds: uses(facts, |f| &f.kinds),
        actions: uses(facts, |f| &f.described),
    }
}

/// Uses per seat and game of each action, winners' (a first place, shared or not) against the
/// others', largest difference first.
fn uses(
    facts: &[GameFacts],
    of: impl Fn(&GameFacts) -> &Vec<BTreeMap<String, u32>>,
) -> Vec<ActionUse> {
    let mut actions: Vec<&String> = facts
        .iter()
        .flat_map(|f| of(f).iter())
        .flat_map(|m| m.keys())
        .collect();
    actions.sort();
    actions.dedup();
    let mut out: Vec<ActionUse> = actions
        .into_iter()
        .map(|action| {
            let mut winners = Moments::default();
            let mut others = Moments::default();
            for f in facts {
                for (s, m) in of(f).iter().enumerate() {
                    let count = f64::from(m.get(action).copied().unwrap_or(0));
                    if f.win[s] > 0.0 {
                        winners.add(count);
                    } else {
                        others.add(count);
                    }
                }
            }
            let (w, o) = (winners.mean(), others.mean());
            ActionUse {
                action: action.clone(),
                winners: w,
                others: o,
                difference: w.mean - o.mean,
                difference_ci95: (w.ci95.powi(2) + o.ci95.powi(2)).sqrt(),
            }
        })
        .collect();
    out.sort_by(|a, b| {
        b.difference
            .total_cmp(&a.difference)
            .then_with(|| a.action.cmp(&b.action))
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptions_group_by_their_words() {
        let names = ["Blue".to_string(), "Red".to_string()];
        assert_eq!(
            group("Buy a wood from Red's Worker III for a taler", &names),
            "Buy a wood from a player's Worker III for a taler"
        );
        assert_eq!(
            group("Place a helper on Keep for 14 talers", &names),
            "Place a helper on Keep for N talers"
        );
        assert_eq!(group("Reduce 2 Redwood", &names), "Reduce N Redwood");
    }

    #[test]
    fn kinds_are_variant_names() {
        #[derive(Serialize)]
        enum A {
            Pass,
            Take { card: u8 },
        }
        #[derive(Serialize)]
        #[serde(tag = "do")]
        enum B {
            Bank,
            Roll { face: u8 },
        }
        assert_eq!(kind(&A::Pass, None), "Pass");
        assert_eq!(kind(&A::Take { card: 3 }, None), "Take");
        assert_eq!(kind(&B::Bank, Some("do")), "Bank");
        assert_eq!(kind(&B::Roll { face: 2 }, Some("do")), "Roll");
        assert_eq!(
            tag_key::<cathedra_toy::Action>().as_deref(),
            Some("do"),
            "the dice race's actions are tagged by `do`"
        );
        assert_eq!(
            kind(&cathedra_toy::Action::Lucky { face: 3 }, Some("do")),
            "Lucky"
        );
        assert_eq!(words("take_resource"), "Take resource");
        assert_eq!(words("PlaceWithRemigius"), "Place with remigius");
    }
}
