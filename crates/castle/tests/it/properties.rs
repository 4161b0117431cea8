//! Random games on random seeds: the game ends after its rounds or its last building;
//! pieces, talers and helpers are conserved; every building is paid exactly; every state
//! survives its JSON round trip; a replay reproduces the game; the listed builds are exactly
//! the builds the rules accept.

use crate::common;

use cathedra_castle::{data, Action, Building, Castle, Phase};
use cathedra_core::{replay, Actor, Arg, Dealer, Game, Log, Playout, Record, Seat};
use common::options;
use proptest::prelude::*;
use serde_json::Value;

fn sum(v: &Value) -> i64 {
    match v {
        Value::Number(n) => n.as_i64().unwrap(),
        Value::Array(a) => a.iter().map(sum).sum(),
        _ => 0,
    }
}

/// Every piece of `kind` in the game, wherever it lies.
fn pieces_of(v: &Value, kind: usize) -> i64 {
    let seats: i64 = v["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["pieces"][kind].as_i64().unwrap())
        .sum();
    let loads: i64 = v["loads"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|seat| seat.as_array().unwrap().iter())
        .map(|card| card[kind].as_i64().unwrap())
        .sum();
    let smithy = if kind == 4 {
        v["smithy"].as_i64().unwrap()
    } else {
        0
    };
    seats
        + loads
        + smithy
        + v["stock"][kind].as_i64().unwrap()
        + v["tower"][kind].as_i64().unwrap()
        + v["lady"]["pile"][kind].as_i64().unwrap()
        + v["boxed"]["pieces"][kind].as_i64().unwrap()
}

/// Every taler in the game.
fn talers(v: &Value) -> i64 {
    let seats: i64 = v["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["talers"].as_i64().unwrap())
        .sum();
    seats
        + v["bank"].as_i64().unwrap()
        + v["track"].as_i64().unwrap()
        + v["inn_talers"].as_i64().unwrap()
        + v["lady"]["pile"][5].as_i64().unwrap()
        + v["boxed"]["talers"].as_i64().unwrap()
}

fn check_conservation(g: &Castle) {
    let v = serde_json::to_value(g).unwrap();
    for k in 0..5 {
        assert_eq!(
            pieces_of(&v, k),
            i64::from(data::RESOURCE_TOTAL[k]),
            "kind {k}"
        );
    }
    assert_eq!(talers(&v), 105);
    let n = g.players();
    let limit = i64::from(data::helpers_per_seat(n));
    for s in 0..n {
        let placed = v["spots"]
            .as_array()
            .unwrap()
            .iter()
            .chain(v["slots"].as_array().unwrap())
            .filter(|o| o.as_u64() == Some(s as u64))
            .count() as i64;
        let supply = v["seats"][s]["helpers"].as_i64().unwrap();
        assert!(supply <= limit);
        assert_eq!(supply + placed, limit, "seat {s} has its {limit} helpers");
    }
}

/// The payment `log` tells of a building erected, if one was: the building, pieces per kind
/// and how many of them got for silver (`Res` order).
fn erected(log: &Log) -> Option<Payment> {
    let e = &log
        .entries()
        .iter()
        .find(|e| e.event.kind == "erects")?
        .event;
    let num = |name: &str| match e.arg(name) {
        Some(Arg::Num(n)) => *n as u8,
        other => panic!("{name}: {other:?}"),
    };
    let building = match e.arg("building") {
        Some(Arg::Term(id)) => *Building::ALL.iter().find(|b| b.id() == *id).unwrap(),
        other => panic!("building: {other:?}"),
    };
    let kinds = ["sand", "wood", "brick", "stone"];
    Some((
        building,
        kinds.map(num),
        kinds.map(|k| num(&format!("{k}_for_silver"))),
    ))
}

/// `a` applied to a copy of `g`, with the log it wrote.
fn applied(g: &Castle, actor: Actor, a: Action) -> (Castle, Log) {
    let (mut next, mut log) = (g.clone(), Log::recording());
    next.apply(actor, a, &mut log).unwrap();
    (next, log)
}

/// A build changes exactly what its price says.
fn check_build(g: &Castle, actor: Actor, a: Action) {
    if !matches!(a, Action::Build { .. } | Action::Spend { .. }) {
        return;
    }
    let (after, log) = applied(g, actor, a);
    let Some((building, p, e)) = erected(&log) else {
        return;
    };
    let Actor::Seat(seat) = actor else {
        panic!("a build by chance")
    };
    let seat = seat.index();
    assert!(p.iter().filter(|&&n| n > 0).count() >= 3);
    let before = serde_json::to_value(g).unwrap();
    let after = serde_json::to_value(&after).unwrap();
    let b = building as usize;
    assert_eq!(sum(&before["tiles"][b]) - 1, sum(&after["tiles"][b]));
    for k in 0..4 {
        let own =
            sum(&before["seats"][seat]["pieces"][k]) - sum(&after["seats"][seat]["pieces"][k]);
        // A seat's second worker (two players) may resolve right after and bring its pieces.
        let card = |v: &Value, w: usize| sum(&v["loads"][seat][w][k]);
        let brought: i64 = (0..3).map(|w| card(&before, w) - card(&after, w)).sum();
        assert_eq!(
            own + brought,
            i64::from(p[k]) - i64::from(e[k]),
            "own pieces of kind {k}"
        );
        let stock = sum(&after["stock"][k]) - sum(&before["stock"][k]);
        assert_eq!(
            stock,
            i64::from(p[k]) - i64::from(e[k]),
            "stock of kind {k}"
        );
    }
    let bars: i64 = e.iter().map(|&n| i64::from(n)).sum();
    assert_eq!(sum(&after["smithy"]) - sum(&before["smithy"]), bars);
}

type Payment = (Building, [u8; 4], [u8; 4]);

/// Every complete payment reachable through listed steps from `g`, the state after a build
/// or a payment step: erected at once (the rest of the payment had one answer a step), or
/// reached through the steps listed next, each of which leads to at least one. A step
/// that is asked has two answers at least.
fn reachable(g: &Castle, log: &Log, seat: Seat, out: &mut Vec<Payment>) {
    if let Some(done) = erected(log) {
        out.push(done);
        return;
    }
    assert!(matches!(g.phase(), Phase::Pay { .. }), "{:?}", g.phase());
    let mut legal = Vec::new();
    g.legal_actions(seat, &mut legal);
    assert!(
        legal.len() >= 2 && legal.iter().all(|a| matches!(a, Action::Spend { .. })),
        "a payment step asked with {legal:?}"
    );
    for &a in &legal {
        let before = out.len();
        let (next, log) = applied(g, Actor::Seat(seat), a);
        reachable(&next, &log, seat, out);
        assert!(out.len() > before, "{a:?} leads to no payment");
    }
}

/// The complete payments reachable through the listed steps are exactly the payments the
/// rules accept, found by brute force over every payment the seat could possibly make.
fn check_build_list(g: &Castle) -> usize {
    let Phase::Build { seat, .. } = g.phase() else {
        return 0;
    };
    let seat = Seat(seat);
    let v = serde_json::to_value(g).unwrap();
    let own: Vec<u8> = (0..5)
        .map(|k| v["seats"][seat.index()]["pieces"][k].as_u64().unwrap() as u8)
        .collect();
    let stock: Vec<u8> = (0..4)
        .map(|k| v["stock"][k].as_u64().unwrap() as u8)
        .collect();
    let silver = own[4];
    let mut legal = Vec::new();
    g.legal_actions(seat, &mut legal);
    let mut listed = Vec::new();
    for &a in &legal {
        if let Action::Build { .. } = a {
            let (paying, log) = applied(g, Actor::Seat(seat), a);
            let before = listed.len();
            reachable(&paying, &log, seat, &mut listed);
            assert!(listed.len() > before, "{a:?} leads to no payment");
        }
    }
    let mut accepted = Vec::new();
    for building in Building::ALL {
        if v["tiles"][building as usize].as_u64().unwrap() == 0 {
            continue;
        }
        let cost = data::BUILDINGS[building as usize].cost;
        for stone in 0..=(cost / 5).min(own[3] + silver) {
            for brick in 0..=((cost - 5 * stone) / 4).min(own[2] + silver) {
                for wood in 0..=((cost - 5 * stone - 4 * brick) / 2).min(own[1] + silver) {
                    let sand = cost - 5 * stone - 4 * brick - 2 * wood;
                    if sand > own[0] + silver {
                        continue;
                    }
                    let pay = [sand, wood, brick, stone];
                    if pay.iter().filter(|&&n| n > 0).count() < 3 {
                        continue;
                    }
                    for ex in splits(pay, silver) {
                        let ok = (0..4).all(|k| ex[k] <= stock[k] && pay[k] - ex[k] <= own[k]);
                        if ok {
                            accepted.push((building, pay, ex));
                        }
                    }
                }
            }
        }
    }
    let mut unique = listed.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), listed.len(), "a payment is reached twice");
    accepted.sort();
    assert_eq!(
        unique, accepted,
        "reachable payments differ from the accepted ones"
    );
    listed.len()
}

/// Every silver split of `pay` with at most `silver` bars.
fn splits(pay: [u8; 4], silver: u8) -> Vec<[u8; 4]> {
    let mut out = Vec::new();
    for a in 0..=pay[0].min(silver) {
        for b in 0..=pay[1].min(silver - a) {
            for c in 0..=pay[2].min(silver - a - b) {
                for d in 0..=pay[3].min(silver - a - b - c) {
                    out.push([a, b, c, d]);
                }
            }
        }
    }
    out
}

fn play(players: usize, winter: bool, seed: u64, deep: bool) {
    let opts = options(winter);
    let mut game = Castle::new(players, &opts).unwrap();
    let mut record = Record::new::<Castle>(players, &opts, Some(seed));
    let mut dealer = Dealer::new(seed, 0);
    let (mut builds, mut listed) = (0, 0);
    let decisions = Playout::default()
        .run(&mut game, &mut dealer, |g, actor, a| {
            check_conservation(g);
            let text = serde_json::to_string(g).unwrap();
            let back: Castle = serde_json::from_str(&text).unwrap();
            assert!(&back == g, "JSON round trip");
            assert!(back.validate().is_ok());
            check_build(g, actor, a);
            if deep && matches!(g.phase(), Phase::Build { .. }) && builds % 3 == 0 {
                listed += check_build_list(g);
            }
            builds += usize::from(matches!(g.phase(), Phase::Build { .. }));
            record.push(actor, a);
        })
        .unwrap();
    assert!(decisions > 0);
    assert!(!deep || listed > 0, "no build was ever listed");
    check_conservation(&game);
    let v = serde_json::to_value(&game).unwrap();
    let tiles: i64 = sum(&v["tiles"]);
    let rounds = i64::from(data::rounds(players));
    let round = v["round"].as_i64().unwrap();
    assert!(
        round == rounds || (tiles == 0 && round < rounds),
        "ends after its rounds ({round}/{rounds}) or at its last building ({tiles} left)"
    );
    record.scores = Some(game.scores());
    let replayed: Castle = replay(&record, &mut Log::silent()).unwrap();
    assert!(replayed == game, "the replay differs");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn random_games_keep_every_invariant(players in 2usize..=4, winter: bool, seed: u64) {
        play(players, winter, seed, false);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10))]

    #[test]
    fn listed_builds_are_exactly_the_accepted_ones(players in 2usize..=4, winter: bool, seed: u64) {
        play(players, winter, seed, true);
    }
}

#[test]
fn the_state_is_small() {
    assert!(std::mem::size_of::<Castle>() < 4096);
    assert!(std::mem::size_of::<Action>() <= 16);
}

/// Paying kind by kind keeps every menu short (the one-step build listed up to 955 payments
/// at once).
#[test]
fn menus_stay_short() {
    let mut most = (0, None);
    let mut legal = Vec::new();
    for (i, winter) in (0..60u64).zip([false, true].into_iter().cycle()) {
        let players = 2 + (i % 3) as usize;
        let mut game = Castle::new(players, &options(winter)).unwrap();
        Playout::default()
            .run(&mut game, &mut Dealer::new(i, 0), |g, actor, a| {
                if let Actor::Seat(s) = actor {
                    g.legal_actions(s, &mut legal);
                    if legal.len() > most.0 {
                        most = (legal.len(), Some(a));
                    }
                }
            })
            .unwrap();
    }
    println!("most legal actions at one decision: {most:?}");
    assert!(most.0 <= 64, "{most:?}");
}
