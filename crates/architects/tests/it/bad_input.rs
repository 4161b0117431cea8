//! Bad input never hurts: malformed actions, illegal actions and impossible states give a typed
//! error naming the rule, with the state exactly as it was.

use crate::common;

use cathedra_architects::{Action, Architects, Place};
use cathedra_core::{load_state, parse_action, Actor, Game, Illegal, Log, Seat};
use common::*;
use serde_json::json;

#[test]
fn malformed_actions_are_not_actions() {
    for bad in [
        json!({"kind": "place", "place": "castle"}),
        json!({"kind": "build"}),
        json!({"kind": "build", "card": 300}),
        json!({"kind": "stop", "now": true}),
        json!("quarry"),
        json!(null),
    ] {
        assert!(parse_action::<Action>(&bad).is_err(), "{bad}");
    }
    let ok: Action = parse_action(&json!({"kind": "place", "place": "quarry"})).unwrap();
    assert_eq!(
        ok,
        Action::Place {
            place: Place::Quarry
        }
    );
}

#[test]
fn wrong_actors_and_steps_are_refused_unchanged() {
    let g = ready(3);
    let mut copy = g.clone();
    let e = copy
        .apply(
            Actor::Seat(Seat(1)),
            Action::Place {
                place: Place::Quarry,
            },
            &mut Log::silent(),
        )
        .unwrap_err();
    assert!(matches!(e, Illegal::NotYourDecision { .. }), "{e}");
    assert_eq!(copy, g);
    let e = copy
        .apply(
            Actor::Chance,
            Action::Building { card: 3 },
            &mut Log::silent(),
        )
        .unwrap_err();
    assert!(matches!(e, Illegal::NotYourDecision { .. }), "{e}");
    // Out of step: names the rule of what the action tried, in a player's words.
    assert_eq!(refused(&g, 0, Action::Trade { trade: 0 }), "AWK-6.1");
    assert_eq!(refused(&g, 0, Action::Keep { card: 0 }), "AWK-2.10");
    assert_eq!(
        refused(
            &g,
            0,
            Action::Guard {
                action: cathedra_architects::Guard::Release
            }
        ),
        "AWK-11.1"
    );
    assert_eq!(refused(&g, 0, Action::Build { card: 39 }), "AWK-12.5");
    assert_eq!(refused(&g, 0, Action::Hire { slot: 9 }), "AWK-7.1");
    assert_eq!(refused(&g, 0, Action::Dismiss { card: 1 }), "AWK-18.5");
    let e = try_act(&mut g.clone(), 0, Action::Cathedral { wood: 0 }).unwrap_err();
    assert!(e.to_string().contains("Cathedral"), "{e}");
}

#[test]
fn impossible_states_are_refused() {
    let g = ready(2);
    let good = serde_json::to_value(&g).unwrap();
    assert!(load_state::<Architects>(&good).is_ok());
    type Mutation = Box<dyn Fn(&mut serde_json::Value)>;
    let cases: Vec<(&str, Mutation)> = vec![
        (
            "virtue",
            Box::new(|v| v["players"][0]["virtue"] = 15.into()),
        ),
        (
            "workers",
            Box::new(|v| v["players"][0]["supply"] = 19.into()),
        ),
        (
            "building",
            Box::new(|v| v["players"][1]["hand"] = json!([0, 1, 2, 3])),
        ),
        ("apprentice", Box::new(|v| v["display"][0] = 45.into())),
        (
            "cathedral",
            Box::new(|v| {
                for s in 0..2 {
                    v["players"][s]["cathedral"] = 5.into();
                }
            }),
        ),
        ("seat", Box::new(|v| v["turn"] = 4.into())),
        ("market", Box::new(|v| v["market_large"] = 0.into())),
        ("rewards", Box::new(|v| v["rewards_left"] = 9.into())),
        ("unknown field", Box::new(|v| v["weather"] = "rain".into())),
    ];
    for (name, f) in cases {
        let mut v = good.clone();
        f(&mut v);
        assert!(load_state::<Architects>(&v).is_err(), "{name} was accepted");
    }
}
