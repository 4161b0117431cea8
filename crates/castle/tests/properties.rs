//! Random games on random seeds: the game ends after its rounds or its last building;
//! pieces, talers and helpers are conserved; every building is paid exactly; every state
//! survives its JSON round trip; a replay reproduces the game; the listed builds are exactly
//! the builds the rules accept.

mod common;

use cathedra_castle::{data, Action, Building, Castle, Phase};
use cathedra_core::{replay, Actor, Dealer, Game, Log, Playout, Record, Seat};
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

/// The complete payment `a` finishes, if `a` is the last step of one: the building, pieces
/// per kind and how many of them got for silver (`Res` order).
fn finished_payment(g: &Castle, a: Action) -> Option<(Building, [u8; 4], [u8; 4])> {
    let (
        Phase::Pay {
            building,
            paid,
            silver,
            ..
        },
        Action::Spend {
            kind,
            count,
            silver: spent,
        },
    ) = (g.phase(), a)
    else {
        return None;
    };
    let (mut p, mut e) = (paid, silver);
    p[kind as usize] = count;
    e[kind as usize] = spent;
    let value: u32 = (0..4)
        .map(|k| u32::from(p[k]) * u32::from(data::BP[k]))
        .sum();
    (value == u32::from(data::BUILDINGS[building as usize].cost)).then_some((building, p, e))
}

/// A build changes exactly what its price says.
fn check_build(g: &Castle, actor: Actor, a: Action) {
    let Some((building, p, e)) = finished_payment(g, a) else {
        return;
    };
    let Actor::Seat(seat) = actor else {
        panic!("a build by chance")
    };
    let seat = seat.index();
    assert!(p.iter().filter(|&&n| n > 0).count() >= 3);
    let before = serde_json::to_value(g).unwrap();
    let mut after = g.clone();
    after.apply(actor, a, &mut Log::silent()).unwrap();
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

/// Every complete payment reachable from `g` (a payment step) through listed steps; each
/// listed step leads to at least one.
fn reachable(g: &Castle, seat: Seat, out: &mut Vec<Payment>) {
    let mut legal = Vec::new();
    g.legal_actions(seat, &mut legal);
    let mut spends = 0;
    for &a in legal.iter().filter(|a| matches!(a, Action::Spend { .. })) {
        spends += 1;
        if let Some(done) = finished_payment(g, a) {
            out.push(done);
            continue;
        }
        let mut next = g.clone();
        next.apply(Actor::Seat(seat), a, &mut Log::silent())
            .unwrap();
        assert!(matches!(next.phase(), Phase::Pay { .. }));
        reachable(&next, seat, out);
    }
    assert!(spends > 0, "a payment step leads nowhere: {:?}", g.phase());
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
            let mut paying = g.clone();
            paying
                .apply(Actor::Seat(seat), a, &mut Log::silent())
                .unwrap();
            let before = listed.len();
            reachable(&paying, seat, &mut listed);
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
