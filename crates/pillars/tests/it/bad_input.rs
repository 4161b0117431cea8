//! Bad input never hurts: malformed actions, actions at the wrong time and impossible loaded
//! states get typed errors, leave the state as it was, and never panic.

use crate::common;

use cathedra_core::{
    load_state, replay, Actor, Dealer, Game, Illegal, Log, Observer, Options, Record, RecordError,
    Seat, ToMove,
};
use cathedra_pillars::{
    Action, Craftsman, Cube, Event, Location, Pillars, Privilege, ResourceCard,
};
use common::*;
use proptest::prelude::*;
use serde_json::{json, Value};

#[test]
fn malformed_action_json_is_a_typed_error() {
    for text in [
        r#"{"do":"fly"}"#,
        r#"{"do":"buy","cube":"gold","n":1}"#,
        r#"{"do":"buy","cube":"wood","n":-1}"#,
        r#"{"do":"place","at":"moon"}"#,
        r#"{"do":"hire","craftsman":"CR-9Z"}"#,
        r#"{"do":"keep","cubes":[1,2,3]}"#,
        r#"{"do":"pass","junk":1}"#,
        r#"{"do":"buy","cube":"wood","n":1,"junk":1}"#,
        r#"{"place":"bishop"}"#,
        r#"[1,2]"#,
        r#"not json"#,
    ] {
        let parsed = serde_json::from_str::<Value>(text)
            .map_err(|e| e.to_string())
            .and_then(|v| cathedra_core::parse_action::<Action>(&v));
        assert!(parsed.is_err(), "{text}");
    }
    let mut record = Record::new::<Pillars>(2, &Options::default(), None);
    record.push(Actor::Chance, json!({"do": "fly"}));
    let e = replay::<Pillars>(&record, &mut Log::silent()).unwrap_err();
    assert!(
        matches!(e, RecordError::Malformed { index: 0, .. }),
        "{e:?}"
    );
    assert!(e.to_string().contains("not an action of this game"), "{e}");
}

#[test]
fn actions_round_trip_as_json() {
    let a = Action::Buy {
        cube: Cube::Wood,
        n: 2,
    };
    assert_eq!(
        serde_json::to_value(a).unwrap(),
        json!({"do": "buy", "cube": "wood", "n": 2})
    );
    let a = Action::Place {
        at: Location::KingsCourt,
    };
    assert_eq!(
        serde_json::to_value(a).unwrap(),
        json!({"do": "place", "at": "kings_court"})
    );
    let a = Action::Hire {
        craftsman: Craftsman::Potter2,
    };
    assert_eq!(
        serde_json::to_value(a).unwrap(),
        json!({"do": "hire", "craftsman": "CR-2A"})
    );
}

/// Every kind of action, for wrong-time checks.
fn every_kind() -> Vec<Action> {
    vec![
        Action::StartPlayer { seat: 0 },
        Action::RevealPrivileges {
            left: Privilege::Aliena,
            right: Privilege::Ellen,
        },
        Action::DealCraftsmen {
            left: Craftsman::Mason1,
            right: Craftsman::ToolMaker,
        },
        Action::SetAsideResources {
            first: ResourceCard::Sand2,
            second: ResourceCard::Sand3,
        },
        Action::DrawEvent {
            event: Event::Conflict,
        },
        Action::DrawBuilder { seat: 0 },
        Action::RollTax { face: 3 },
        Action::TakeResource {
            card: ResourceCard::Sand2,
        },
        Action::Hire {
            craftsman: Craftsman::ToolMaker,
        },
        Action::Pass,
        Action::Dismiss {
            craftsman: Craftsman::Woodworker,
        },
        Action::Accept,
        Action::Redraw,
        Action::Place {
            at: Location::Castle,
        },
        Action::PlaceWithRemigius {
            at: Location::Castle,
        },
        Action::Protect,
        Action::UseThomas,
        Action::UseExemption,
        Action::Decline,
        Action::TakeCube { cube: Cube::Wood },
        Action::Buy {
            cube: Cube::Sand,
            n: 1,
        },
        Action::Sell {
            cube: Cube::Metal,
            n: 1,
        },
        Action::Madonna {
            craftsman: Craftsman::Woodworker,
        },
        Action::Use {
            craftsman: Craftsman::Woodworker,
            times: 1,
        },
        Action::Finish,
        Action::Keep {
            cubes: [5, 0, 0, 0],
        },
    ]
}

#[test]
fn actions_at_the_wrong_time_are_refused_and_change_nothing() {
    let mut t = Table::new(3, RED);
    let mut checked = 0;
    while t.g.to_move() != ToMove::Over {
        let (legal, outcomes) = (t.legal(), t.outcomes());
        for a in every_kind() {
            if legal.contains(&a) || outcomes.iter().any(|o| o.action == a) {
                continue;
            }
            let e = t.refuse(a);
            assert!(matches!(e, Illegal::Rule { .. }), "{a:?}: {e:?}");
            assert!(e.rule_id().unwrap().starts_with("PIL-"));
            checked += 1;
        }
        t.quiet_step();
    }
    assert!(checked > 1000, "{checked}");
    assert_eq!(
        t.g.clone()
            .apply(Actor::Seat(Seat(0)), Action::Pass, &mut Log::silent()),
        Err(Illegal::GameOver)
    );
}

/// A reachable 3-player state in phase I of round 2 (offer, cards and builders in play).
fn sample() -> Value {
    let mut t = Table::new(3, RED);
    t.play_to_round(2);
    t.deal(Deal::default());
    t.act(Action::TakeResource {
        card: ResourceCard::Sand2,
    });
    serde_json::to_value(&t.g).unwrap()
}

fn load(v: &Value) -> Result<Pillars, String> {
    load_state::<Pillars>(v).map_err(|e| e.to_string())
}

#[test]
fn impossible_states_are_refused_with_a_reason() {
    let base = sample();
    load(&base).unwrap();
    let cases: Vec<(&str, Value, &str)> = vec![
        ("/players", json!(5), "player count"),
        ("/round", json!(7), "round must be 0 to 6"),
        ("/round", json!(0), "round 0 is the setup"),
        ("/stage", json!("over"), "ends after round 6"),
        ("/start", json!(3), "out of range"),
        ("/actor", json!(9), "out of range"),
        ("/cursor", json!(40), "position is out of range"),
        ("/walled", json!(8), "does not play"),
        ("/tax", json!(6), "tax die"),
        ("/cost", json!(8), "cost marker"),
        ("/seats/0/gold", json!(31), "the most is 30"),
        ("/seats/3/gold", json!(5), "does not play"),
        ("/bag/3", json!(1), "does not play"),
        ("/seats/1/cubes/2", json!(200), "too many cubes"),
        ("/seats/1/cubes/2", json!(3), "sand cubes do not add up"),
        ("/supply/3", json!(1), "metal cubes do not add up"),
        ("/market/0", json!(5), "at most 4"),
        ("/court_metal", json!(2), "at most 1 metal"),
        ("/castle", json!(3), "4 grey workers"),
        ("/seats/0/mill", json!(20), "wool mill"),
        ("/seats/0/bought", json!(8), "can be bought"),
        ("/bag/0", json!(2), "3 master builders"),
        ("/spaces/0", json!(7), "belongs to no player"),
        ("/track/0", json!(1), "cost 0"),
        ("/drawn", json!(1), "3 master builders"),
        ("/used/3", json!(9), "capacity"),
        (
            "/seats/0/craftsmen",
            json!(["CR-S1", "CR-S2", "CR-S3", "CR-1A", "CR-1B", "CR-1C"]),
            "the limit is 5",
        ),
        ("/seats/0/craftsmen", json!(["CR-6A"]), "later round"),
        ("/seats/0/madonna", json!("CR-6A"), "Madonna"),
        ("/seats/0/privileges", json!(["PR-13"]), "immediate"),
        ("/offer_craftsmen", json!(["CR-1A"]), "another round"),
        (
            "/events_seen",
            json!(["EV-01"]),
            "one event is drawn each round",
        ),
        ("/event", Value::Null, "event is missing"),
        ("/event_shown", json!(true), "revealed only in phase III"),
        ("/stage", json!("start_player"), "setup"),
        ("/stage", json!("market"), "must be revealed in phase III"),
        ("/kingsbridge/0", json!("PR-10"), "never revealed"),
    ];
    for (path, value, expect) in cases {
        let mut v = base.clone();
        *v.pointer_mut(path).unwrap_or_else(|| panic!("{path}")) = value;
        let e = load(&v).expect_err(path);
        assert!(e.contains(expect), "{path}: expected {expect:?}, got {e:?}");
    }
    // Stage conditions, from a state at the market (phase III).
    let mut t = Table::new(3, RED);
    t.until(|g| g.stage() == cathedra_pillars::Stage::Market);
    let market = serde_json::to_value(&t.g).unwrap();
    load(&market).unwrap();
    for (path, value, expect) in [
        ("/stage", json!("discard"), "over 5 cubes"),
        ("/stage", json!("madonna"), "no Madonna"),
        ("/stage", json!("protect"), "protection is chosen"),
        ("/stage", json!("thomas"), "Thomas holder"),
        ("/stage", json!("exemption"), "exemption card"),
        ("/stage", json!("over"), "ends after round 6"),
        ("/passed", json!(255), "not the mover's"),
        ("/event_shown", json!(false), "must be revealed"),
    ] {
        let mut v = market.clone();
        *v.pointer_mut(path).unwrap() = value;
        let e = load(&v).expect_err(path);
        assert!(
            e.contains(expect),
            "{path} {}: expected {expect:?}, got {e:?}",
            v["stage"]
        );
    }
    let mut v = market.clone();
    v["stage"] = json!("place");
    v["event_shown"] = json!(false);
    assert!(load(&v).unwrap_err().contains("drawn master builder"));
    v["stage"] = json!("draw");
    assert!(load(&v).unwrap_err().contains("empty bag"));
    // Two players owning the same round card; a resource card in two places.
    let mut v = base.clone();
    v["seats"][0]["craftsmen"] = json!(["CR-S1", "CR-1A"]);
    v["seats"][1]["craftsmen"] = json!(["CR-S1", "CR-1A"]);
    assert!(load(&v).unwrap_err().contains("owned twice"));
    let mut v = base.clone();
    v["seats"][1]["resources"] = json!(["RES-SAND3"]);
    assert!(load(&v).unwrap_err().contains("two places"));
    let mut v = base.clone();
    v["seats"][1]["privileges"] = v["seats"][0]["privileges"].clone();
    v["seats"][0]["privileges"] = json!(["PR-07"]);
    assert!(load(&v).unwrap_err().contains("never revealed"));
    // A missing field is a shape error, not a panic; so are an unknown field, a card listed
    // twice (sets are written once each, in card order) and a list out of card order.
    let mut v = base.clone();
    v.as_object_mut().unwrap().remove("market");
    assert!(load(&v).unwrap_err().contains("missing field"));
    let mut v = base.clone();
    v["junk"] = json!(1);
    assert!(load(&v).unwrap_err().contains("unknown field"));
    let mut v = base.clone();
    v["seats"][0]["craftsmen"] = json!(["CR-S1", "CR-S1", "CR-S2", "CR-S3"]);
    assert!(load(&v).unwrap_err().contains("not as the game writes it"));
    let mut v = base.clone();
    v["seats"][0]["craftsmen"] = json!(["CR-S2", "CR-S1", "CR-S3"]);
    assert!(load(&v).unwrap_err().contains("not as the game writes it"));
}

/// Every numeric leaf of a JSON value, as pointers.
fn leaves(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => m
            .iter()
            .for_each(|(k, x)| leaves(x, format!("{at}/{k}"), out)),
        Value::Array(a) => a
            .iter()
            .enumerate()
            .for_each(|(i, x)| leaves(x, format!("{at}/{i}"), out)),
        _ => out.push(at),
    }
}

const STAGES: [&str; 23] = [
    "start_player",
    "privileges",
    "craftsmen",
    "resources",
    "event",
    "offer",
    "hire_dismiss",
    "draw",
    "redraw",
    "place",
    "place_passed",
    "protect",
    "thomas",
    "collapse",
    "bishop_cube",
    "tax",
    "exemption",
    "shiring_dismiss",
    "market",
    "madonna",
    "build",
    "discard",
    "over",
];

/// Loads a mutated state; if it validates, everything a caller can do must work without panic.
fn exercise(v: &Value) {
    let Ok(g) = load_state::<Pillars>(v) else {
        return;
    };
    let actor = match g.to_move() {
        ToMove::Chance => Actor::Chance,
        t => Actor::Seat(t.seats().first().unwrap_or(Seat(0))),
    };
    let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
    if let Actor::Seat(s) = actor {
        g.legal_actions(s, &mut legal);
    }
    g.chance_outcomes(&mut outcomes);
    let _ = (
        g.scores(),
        g.ranking(),
        g.render(Observer::Spectator),
        g.render(Observer::Seat(Seat(0))),
    );
    let mut dealer = Dealer::new(1, 0);
    for s in Seat::all(g.players()) {
        let _ = g.view(Observer::Seat(s));
        g.determinize(s, &mut dealer).validate().unwrap();
    }
    let tries = legal
        .iter()
        .copied()
        .chain(outcomes.iter().map(|o| o.action))
        .chain(every_kind());
    for a in tries {
        let mut copy = g.clone();
        let _ = g.describe(a);
        if copy.apply(actor, a, &mut Log::recording()).is_ok() {
            let mut rest = copy;
            cathedra_core::Playout::default()
                .run(&mut rest, &mut dealer, |_, _, _| {})
                .expect("a valid state plays on to the end");
        }
    }
}

/// A random reachable state: `steps` random decisions from a new game.
fn reached(seed: u64, steps: usize) -> Pillars {
    let mut g = Pillars::new(2 + (seed % 3) as usize, &Options::default()).unwrap();
    let mut dealer = Dealer::new(seed, 0);
    let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
    for _ in 0..steps {
        let (actor, a) = match g.to_move() {
            ToMove::Over => break,
            ToMove::Chance => {
                g.chance_outcomes(&mut outcomes);
                (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
            }
            t => {
                let seat = t.seats().first().unwrap();
                g.legal_actions(seat, &mut legal);
                (
                    Actor::Seat(seat),
                    legal[dealer.below(legal.len() as u64) as usize],
                )
            }
        };
        g.apply(actor, a, &mut Log::silent()).unwrap();
    }
    g
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, failure_persistence: None, ..ProptestConfig::default() })]

    /// Small changes of any field, or another stage: loading never panics, and a state that
    /// validates can be played on.
    #[test]
    fn mutated_states_never_panic(
        seed in any::<u64>(),
        steps in 0usize..400,
        edits in proptest::collection::vec((any::<usize>(), -3i64..=3, 0u8..8), 1..4),
    ) {
        let g = reached(seed, steps);
        let mut v = serde_json::to_value(&g).unwrap();
        let mut paths = Vec::new();
        leaves(&v, String::new(), &mut paths);
        for (pick, delta, kind) in edits {
            if kind == 0 {
                v["stage"] = json!(STAGES[pick % STAGES.len()]);
                continue;
            }
            let path = &paths[pick % paths.len()];
            if let Some(x) = v.pointer_mut(path) {
                *x = match x.as_i64() {
                    Some(n) => json!(n + delta),
                    None if x.is_null() => json!(delta.unsigned_abs()),
                    None => Value::Null,
                };
            }
        }
        exercise(&v);
    }

    /// Holdings changed through the position setters stay valid and playable.
    #[test]
    fn edited_positions_stay_playable(
        seed in any::<u64>(),
        steps in 0usize..400,
        gold in 0u8..=30,
        cubes in proptest::array::uniform4(0u8..12),
        card in 0usize..27,
    ) {
        let mut g = reached(seed, steps);
        let seat = (seed % g.players() as u64) as usize;
        g.set_gold(seat, gold).unwrap();
        g.set_cubes(seat, cubes).unwrap();
        let _ = g.give_craftsman(seat, <Craftsman as cathedra_pillars::Card>::ALL[card]);
        exercise(&serde_json::to_value(&g).unwrap());
    }
}
