//! The calibration study of the reconstructed card data (docs/red-cathedral.md): plays games
//! between `cathedra-ai` agents and reports where each participant's prestige comes from, how
//! the seats, the towers and the groups of cards fare.
//!
//! ```text
//! cargo run --release -p cathedra-red-cathedral --example calibrate -- AGENTS GAMES SEED [KEY=VALUE ...]
//! ```
//!
//! `AGENTS` is one agent per seat, comma-separated (`greedy` is the solo game against
//! Jakovlev, `greedy,greedy` a 2-player game); the options are the game's (`data=FILE`,
//! `side=advanced`, …). Game g draws its chance and its agents' choices from keys of
//! (SEED, g), so a run is reproducible.

use std::collections::BTreeMap;

use cathedra_ai::{AgentSpec, Information};
use cathedra_core::{
    Actor, Arg, DealerKey, Entry, Game, Log, Options, Outcome, Seat, ToMove, MAX_DECISIONS,
};
use cathedra_red_cathedral::{Action, RedCathedral};

/// Sums by name, per participant.
#[derive(Default)]
struct Sums(BTreeMap<String, [f64; 4]>);

impl Sums {
    fn add(&mut self, key: impl Into<String>, p: usize, v: f64) {
        self.0.entry(key.into()).or_default()[p] += v;
    }
}

fn num(e: &Entry, name: &str) -> i64 {
    match e.event.arg(name) {
        Some(Arg::Num(n)) => *n,
        Some(Arg::Seat(s)) => s.index() as i64,
        _ => 0,
    }
}

fn term(e: &Entry, name: &str) -> &'static str {
    match e.event.arg(name) {
        Some(Arg::Term(t)) => t,
        _ => "",
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: calibrate AGENTS GAMES SEED [KEY=VALUE ...]";
    let agents: Vec<AgentSpec> = args
        .first()
        .expect(usage)
        .split(',')
        .map(|a| AgentSpec::parse(a).expect("an agent"))
        .collect();
    let games: u64 = args.get(1).expect(usage).parse().expect(usage);
    let seed: u64 = args.get(2).expect(usage).parse().expect(usage);
    let pairs: Vec<(String, String)> = args[3..]
        .iter()
        .map(|kv| {
            let (k, v) = kv.split_once('=').expect("KEY=VALUE");
            (k.to_string(), v.to_string())
        })
        .collect();
    let options = Options::parse(
        RedCathedral::OPTIONS,
        pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())),
    )
    .expect("options");
    let n = agents.len();
    let parts = if n == 1 { 2 } else { n };
    let names: Vec<String> = (0..parts)
        .map(|p| {
            if n == 1 && p == 1 {
                "Jakovlev".to_string()
            } else {
                format!("seat {}", p + 1)
            }
        })
        .collect();

    // Per participant: prestige by source and recognition by source (sums over games).
    let mut prestige = Sums::default();
    let mut recognition = Sums::default();
    let mut wins = [0f64; 4];
    let mut score = [0f64; 4];
    let mut completed = [0f64; 4];
    let mut turns = 0f64;
    // Sales of prestige: how many, the recognition given up, the share of a span given up.
    let mut sales = (0f64, 0f64, 0f64);
    // What the seller does next, by kind (a paid move: `Move` with extra steps), and the sales
    // that leave the seller more than 8 rubles (beyond what the estimate counts as spendable).
    let mut after_sale: BTreeMap<String, f64> = BTreeMap::new();
    let mut hoarding_sales = 0f64;
    // Towers: by height (cards), value and points paid; the winner's share.
    let mut tower_value: BTreeMap<u8, (f64, f64, f64)> = BTreeMap::new();
    // Towers by plan card and place: (count, value, the winner's points).
    let mut by_plan: BTreeMap<(&'static str, usize), (f64, f64, f64)> = BTreeMap::new();
    let mut plan_games: BTreeMap<&'static str, f64> = BTreeMap::new();
    // Card groups: uses / completions / face-up tiles by winners and by the others.
    let mut by_winner: BTreeMap<String, (f64, f64)> = BTreeMap::new();
    // Cathedral cards: (games completed, completer won).
    let mut card_wins: BTreeMap<&'static str, (f64, f64)> = BTreeMap::new();

    for g in 0..games {
        let chance_key = DealerKey::from_seed(seed.wrapping_mul(0x9E37_79B9) ^ (g << 1));
        let agent_key = DealerKey::from_seed(seed.wrapping_mul(0x85EB_CA6B) ^ (g << 1 | 1));
        let mut game = RedCathedral::new(n, &options).expect("setup");
        let mut bots: Vec<_> = agents.iter().map(|a| a.build::<RedCathedral>()).collect();
        let mut log = Log::recording();
        let mut outcomes: Vec<Outcome<_>> = Vec::new();
        let mut decision = 0u64;
        let mut entries: Vec<Entry> = Vec::new();
        let mut sold_by: Option<usize> = None;
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
                    let info = Information::new(&game, seat).expect("information");
                    let a = bots[seat.index()]
                        .choose(&info, &mut agent_key.at(decision))
                        .expect("a choice");
                    (Actor::Seat(seat), a)
                }
            };
            // A sale of prestige (RC-5.2) moves the marker back to the prestige space behind it
            // (RC-4.4): from between two spaces it gives up only the recognition since the
            // last one.
            let selling = match actor {
                Actor::Seat(s) if action == Action::SellPrestige => {
                    Some((s.index(), game.tally[s.index()].pos))
                }
                _ => None,
            };
            game.apply(actor, action, &mut log).expect("a legal action");
            if let (Some(s), Actor::Seat(by)) = (sold_by, actor) {
                if s == by.index() && action != Action::SellPrestige {
                    let kind = match action {
                        Action::Move { extra, .. } if extra > 0 => "Move (paid steps)".to_string(),
                        a => format!("{a:?}")
                            .split([' ', '{'])
                            .next()
                            .unwrap_or_default()
                            .to_string(),
                    };
                    *after_sale.entry(kind).or_default() += 1.0;
                    sold_by = None;
                }
            }
            if let Some((s, was)) = selling {
                sold_by = Some(s);
                if game.seats[s].rubles > 8 {
                    hoarding_sales += 1.0;
                }
                let now = game.tally[s].pos;
                let span = game.data().next_prestige(now).saturating_sub(now).max(1);
                sales.0 += 1.0;
                sales.1 += f64::from(was - now);
                sales.2 += f64::from(was - now) / f64::from(span);
            }
            entries.extend(log.take());
            decision += 1;
            assert!(decision <= MAX_DECISIONS, "game {g} does not end");
        }
        let scores = game.scores();
        let ranking = game.ranking();
        let winners: Vec<usize> = (0..parts).filter(|&p| ranking[p] == 0).collect();
        for &w in &winners {
            wins[w] += 1.0 / winners.len() as f64;
        }
        let mut end_bonus = [0f64; 4];
        let mut ornament_p = [0f64; 4];
        let mut final_extra = [0f64; 4];
        for e in &entries {
            let kind = e.event.kind;
            match kind {
                "end_turn" => turns += 1.0 / n as f64,
                "bot_recognition" => recognition.add(
                    "market (tile or influence)",
                    1,
                    num(e, "recognition") as f64,
                ),
                "bot_card" if term(e, "card") == "Recognition" => {
                    recognition.add("Recognition card", 1, 4.0)
                }
                "bot_claim" => recognition.add("claimed tile", 1, num(e, "recognition") as f64),
                "complete" => {
                    let p = num(e, "participant") as usize;
                    recognition.add("completed cards", p, num(e, "recognition") as f64);
                    completed[p] += 1.0;
                    let c = card_wins.entry(term(e, "card")).or_default();
                    c.0 += 1.0;
                    if ranking[p] == 0 {
                        c.1 += 1.0 / winners.len() as f64;
                    }
                    let kind = &term(e, "card")[..1];
                    let key = format!("completes a card of kind {kind}");
                    let w = by_winner.entry(key).or_default();
                    if ranking[p] == 0 {
                        w.0 += 1.0;
                    } else {
                        w.1 += 1.0;
                    }
                }
                "penalty" => recognition.add(
                    "penalties",
                    num(e, "participant") as usize,
                    -(num(e, "recognition") as f64),
                ),
                "bot_ornament" => ornament_p[1] += 1.0,
                "ornament" => ornament_p[num(e, "seat") as usize] += num(e, "prestige") as f64,
                "hoard" | "tower_points" => {
                    let p = num(e, "participant") as usize;
                    let v = num(e, "prestige") as f64;
                    final_extra[p] += v;
                    let key = if kind == "hoard" {
                        "final: materials and rubles (1 per 5)"
                    } else {
                        "final: towers"
                    };
                    prestige.add(key, p, v);
                }
                "end_triggered" if n > 1 => {
                    end_bonus[num(e, "participant") as usize] = 3.0;
                }
                "influence" | "place_tile" | "sell_prestige" | "reroll" => {
                    let key = if kind == "sell_prestige" || kind == "reroll" {
                        kind.to_string()
                    } else if kind == "influence" {
                        format!("influence {}", term(e, "action"))
                    } else if num(e, "face_up") == 1 {
                        "tile face up".to_string()
                    } else {
                        "tile face down".to_string()
                    };
                    let p = num(e, "seat") as usize;
                    let w = by_winner.entry(key).or_default();
                    if ranking[p] == 0 {
                        w.0 += 1.0;
                    } else {
                        w.1 += 1.0;
                    }
                }
                _ => {}
            }
        }
        for p in 0..parts {
            score[p] += scores[p] as f64;
            prestige.add("(of the track: the end trigger)", p, end_bonus[p]);
            prestige.add("(of the track: ornaments)", p, ornament_p[p]);
            // The track when the last turn ends, converted (RC-4.5): the final prestige less
            // the extra scoring, which adds prestige space by prestige space.
            let extra: f64 = final_extra[p];
            prestige.add("track before final scoring", p, scores[p] as f64 - extra);
        }
        let plan = game.data().plans[usize::from(game.plan)].id;
        *plan_games.entry(plan).or_default() += 1.0;
        for t in 0..usize::from(game.towers) {
            let (v, _) = game.tower_presence(t);
            let pts = game.tower_points(t);
            let won =
                winners.iter().map(|&w| f64::from(pts[w])).sum::<f64>() / winners.len() as f64;
            let e = by_plan.entry((plan, t)).or_default();
            e.0 += 1.0;
            e.1 += f64::from(v);
            e.2 += won;
            let e = tower_value.entry(game.heights[t]).or_default();
            e.0 += 1.0;
            e.1 += f64::from(v);
            e.2 += winners.iter().map(|&w| f64::from(pts[w])).sum::<f64>() / winners.len() as f64;
        }
    }

    let gf = games as f64;
    println!(
        "{games} games, agents {}, seed {seed}, options {pairs:?}",
        args[0]
    );
    println!("turns a seat: {:.1}", turns / gf);
    if sales.0 > 0.0 {
        println!(
            "prestige sold (RC-5.2): {:.1} a seat a game; a sale gave up {:.2} recognition, \
             {:.2} of the span between the two prestige spaces, on average",
            sales.0 / gf / n as f64,
            sales.1 / sales.0,
            sales.2 / sales.0
        );
        println!(
            "  {:.0}% of sales leave the seller more than 8 rubles; what the seller does next:",
            100.0 * hoarding_sales / sales.0
        );
        let next: f64 = after_sale.values().sum();
        for (k, v) in &after_sale {
            println!("    {k:20} {:5.1}%", 100.0 * v / next);
        }
    }
    for p in 0..parts {
        println!(
            "{}: mean prestige {:.2}, wins {:.1}%, completed cards {:.2}",
            names[p],
            score[p] / gf,
            100.0 * wins[p] / gf,
            completed[p] / gf
        );
    }
    println!("\nprestige by source (mean a game):");
    for (k, v) in &prestige.0 {
        let row: Vec<String> = (0..parts).map(|p| format!("{:7.2}", v[p] / gf)).collect();
        println!("  {k:40} {}", row.join(" "));
    }
    println!("recognition by source (mean a game; ornaments and prestige moves not included):");
    for (k, v) in &recognition.0 {
        let row: Vec<String> = (0..parts).map(|p| format!("{:7.2}", v[p] / gf)).collect();
        println!("  {k:40} {}", row.join(" "));
    }
    println!("\ntowers by height: count a game, mean value, mean points to the winner");
    for (h, (c, v, w)) in &tower_value {
        println!(
            "  {h} cards: {:.2} a game, value {:.2}, winner gets {:.2}",
            c / gf,
            v / c,
            w / c
        );
    }
    println!("\ntowers by plan card, left to right: value / the winner's points");
    for (plan, g) in &plan_games {
        let row: Vec<String> = by_plan
            .iter()
            .filter(|((p, _), _)| p == plan)
            .map(|(_, (c, v, w))| format!("{:.2}/{:.2}", v / c, w / c))
            .collect();
        println!("  {plan} ({g} games): {}", row.join("  "));
    }
    println!("\nwhat winners do (a game: winners, each other participant; ratio):");
    let losers = (parts - 1) as f64;
    for (k, (w, o)) in &by_winner {
        let (w, o) = (w / gf, o / gf / losers);
        println!(
            "  {k:40} {w:6.2} {o:6.2} {:5.2}",
            if o > 0.0 { w / o } else { f64::NAN }
        );
    }
    println!("\ncathedral cards: completed in % of games, the completer's win rate");
    let base = 100.0 / parts as f64;
    let mut rows: Vec<_> = card_wins.iter().collect();
    rows.sort_by(|a, b| (b.1 .1 / b.1 .0).total_cmp(&(a.1 .1 / a.1 .0)));
    for (id, (c, w)) in rows {
        println!(
            "  {id}: {:5.1}% of games, completer wins {:5.1}% (even: {base:.1}%)",
            100.0 * c / gf,
            100.0 * w / c
        );
    }
}
