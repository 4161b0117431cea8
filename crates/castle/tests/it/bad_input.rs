//! Bad input never hurts: malformed actions, impossible loaded states and actions at the
//! wrong time get typed errors, leave the state as it was, and never panic.

use crate::common;

use cathedra_castle::{Action, Card, Castle, Res, Spot, WinterCard};
use cathedra_core::{
    play_random, Actor, Dealer, Error, Game, Illegal, Log, Observer, Playout, Seat, ToMove,
};
use common::*;
use proptest::prelude::*;
use serde_json::{json, Value};

#[test]
fn malformed_action_json_is_refused() {
    for text in [
        json!({"do": "fly"}),
        json!({"do": "choose", "card": "jester"}),
        json!({"do": "choose"}),
        json!({"do": "choose", "card": "trader", "also": "messenger"}),
        json!({"do": "build", "building": "castle"}),
        json!({"do": "build", "building": "tower", "pay": {"sand": 4}}),
        json!({"do": "spend", "kind": "gold", "count": 1, "silver": 0}),
        json!({"do": "spend", "kind": "sand", "count": -1, "silver": 0}),
        json!({"do": "spend", "kind": "sand", "count": 300, "silver": 0}),
        json!({"do": "breach", "stone": 300, "silver": 0}),
        json!({"card": "trader"}),
        json!("done"),
        json!(null),
    ] {
        assert!(
            serde_json::from_value::<Action>(text.clone()).is_err(),
            "{text}"
        );
        let mut fx = Fx::new(3, false, 0);
        let before = fx.g.clone();
        let e = cathedra_core::AnyGame::apply_json(
            &mut fx.g,
            Actor::Seat(Seat(0)),
            &text,
            &mut Log::silent(),
        )
        .unwrap_err();
        assert!(matches!(e, Error::MalformedAction(_)), "{text}: {e}");
        assert_eq!(fx.g, before);
    }
    // The documented forms parse.
    for text in [
        json!({"do": "choose", "card": "worker_3"}),
        json!({"do": "build", "building": "stable"}),
        json!({"do": "spend", "kind": "brick", "count": 1, "silver": 1}),
        json!({"do": "place", "space": "tavern_12", "from": "cart_wood"}),
        json!({"do": "trade", "spot": "rider", "from": "inn"}),
        json!({"do": "convert", "kind": "stone"}),
        json!({"do": "draw_winter", "card": "lady"}),
    ] {
        assert!(
            serde_json::from_value::<Action>(text.clone()).is_ok(),
            "{text}"
        );
    }
}

#[test]
fn actions_at_the_wrong_time_are_refused() {
    // A seat's action while chance draws the start player: that seat owes nothing.
    let mut g = Castle::new(3, &options(true)).unwrap();
    let before = g.clone();
    let e = g
        .apply(
            Actor::Seat(Seat(0)),
            Action::Choose { card: Card::Trader },
            &mut Log::silent(),
        )
        .unwrap_err();
    assert!(matches!(e, Illegal::NotYourDecision { .. }), "{e}");
    assert_eq!(g, before);
    // Out of its step, an action is refused by the rule that says when it is taken.
    let mut fx = Fx::new(3, false, 0);
    fx.refuse_rule(Action::StartPlayer { seat: 1 }, "CAS-2.8");
    fx.refuse_rule(
        Action::DrawWinter {
            card: WinterCard::Plague,
        },
        "CAS-20.3",
    );
    fx.refuse_rule(Action::Tower { kind: Res::Sand }, "CAS-9.1");
    fx.refuse_rule(Action::Sell, "CAS-10.2");
    fx.refuse_rule(Action::Done, "CAS-4.1");
    // Chance may not choose for a seat.
    let e = fx.refuse_as(Actor::Chance, Action::Choose { card: Card::Trader });
    assert!(matches!(e, Illegal::NotYourDecision { .. }), "{e}");
    fx.choose(&[Card::Trader, Card::Messenger, Card::Messenger]);
    assert_eq!(fx.step(), "trade");
    fx.refuse_rule(
        Action::Choose {
            card: Card::Bricklayer,
        },
        "CAS-4.1",
    );
    fx.refuse_rule(
        Action::Buy {
            seat: 200,
            card: Card::Worker1,
            kind: Res::Sand,
        },
        "CAS-10.1",
    );
    fx.refuse_rule(
        Action::Trade {
            spot: Spot::CartSand,
            from: cathedra_castle::Source::Rider,
        },
        "CAS-8.1",
    );
    // Another seat's action while seat 0's Trader decides.
    let e = fx.refuse_as(Actor::Seat(Seat(1)), Action::Done);
    assert!(matches!(e, Illegal::NotYourDecision { .. }), "{e}");
    // Out-of-range numbers inside a well-formed action.
    let mut fx4 = Fx::new(4, true, 0);
    fx4.choose(&[
        Card::Messenger,
        Card::Messenger,
        Card::Messenger,
        Card::Trader,
    ]);
    fx4.act(Action::DrawWinter {
        card: WinterCard::WallBreach,
    });
    fx4.refuse_rule(
        Action::Breach {
            stone: 255,
            silver: 255,
        },
        "CAS-21.4",
    );
    // After the end.
    let (mut over, _) = play_random::<Castle>(2, &options(false), 3, 0).unwrap();
    let before = over.clone();
    assert_eq!(
        over.apply(Actor::Seat(Seat(0)), Action::Done, &mut Log::silent()),
        Err(Illegal::GameOver)
    );
    assert_eq!(over, before);
    let mut chance = Castle::new(4, &options(false)).unwrap();
    assert!(chance
        .apply(
            Actor::Chance,
            Action::StartPlayer { seat: 4 },
            &mut Log::silent()
        )
        .is_err());
}

/// A change to a state's JSON.
type Edit = Box<dyn FnOnce(&mut Value)>;

fn loaded(edit: impl FnOnce(&mut Value)) -> Result<Castle, String> {
    let mut fx = Fx::new(3, true, 1);
    fx.choose(&[Card::Worker1, Card::Trader]);
    let mut v = fx.state();
    edit(&mut v);
    let g: Castle = serde_json::from_value(v).map_err(|e| e.to_string())?;
    g.validate().map_err(|e| e.to_string())?;
    Ok(g)
}

#[test]
fn impossible_loaded_states_are_refused_with_a_reason() {
    assert!(loaded(|_| {}).is_ok());
    let cases: Vec<(&str, Edit)> = vec![
        (
            "2 to 4 seats",
            Box::new(|v| v["seats"] = json!([v["seats"][0]])),
        ),
        ("talers do not add up", Box::new(|v| v["bank"] = json!(3))),
        (
            "sand pieces do not add up",
            Box::new(|v| v["stock"][0] = json!(0)),
        ),
        ("helpers", Box::new(|v| v["seats"][0]["helpers"] = json!(2))),
        (
            "helper belongs to no seat",
            Box::new(|v| v["spots"][0] = json!(3)),
        ),
        ("start player", Box::new(|v| v["start"] = json!(9))),
        ("round", Box::new(|v| v["round"] = json!(40))),
        ("more tiles", Box::new(|v| v["tiles"][0] = json!(2))),
        (
            "not built",
            Box::new(|v| {
                v["slots"][0] = json!(0);
                v["seats"][0]["helpers"] = json!(5);
            }),
        ),
        (
            "Master Builder",
            Box::new(|v| v["seats"][2]["owned"] = json!(127)),
        ),
        (
            "deciding seat",
            Box::new(|v| v["phase"] = json!({"step": "trade", "seat": 7})),
        ),
        (
            "expected u8",
            Box::new(|v| v["seats"][0]["talers"] = json!(-4)),
        ),
        (
            "unknown variant",
            Box::new(|v| v["phase"] = json!({"step": "nap"})),
        ),
        ("unknown field", Box::new(|v| v["extra"] = json!(1))),
        (
            "winter cards",
            Box::new(|v| {
                v["winter"] = json!(false);
            }),
        ),
        (
            "Stonemason asks",
            Box::new(|v| {
                v["phase"] = json!({"step": "consent", "seat": 1, "buyer": 1,
                                 "card": "worker_1", "kind": "sand"});
            }),
        ),
    ];
    for (why, edit) in cases {
        let e = loaded(edit).unwrap_err();
        assert!(e.contains(why), "expected {why:?} in {e:?}");
    }
}

/// A reachable state with one number changed: deserialise, validate, and if valid, list and
/// apply actions; nothing may panic.
fn poke(players: usize, winter: bool, seed: u64, steps: u64, field: usize, value: i64) -> bool {
    let mut g = Castle::new(players, &options(winter)).unwrap();
    let mut dealer = Dealer::new(seed, 0);
    let mut n = 0;
    let mut legal = Vec::new();
    while n < steps && g.to_move() != ToMove::Over {
        let (actor, a) = pick(&g, &mut dealer, &mut legal);
        g.apply(actor, a, &mut Log::silent()).unwrap();
        n += 1;
    }
    let mut v = serde_json::to_value(&g).unwrap();
    let mut numbers = Vec::new();
    collect_numbers(&v, String::new(), &mut numbers);
    let path = &numbers[field % numbers.len()];
    *v.pointer_mut(path).unwrap() = json!(value);
    let Ok(h) = serde_json::from_value::<Castle>(v) else {
        return false;
    };
    if h.validate().is_err() {
        return false;
    }
    let _ = h.view(Observer::Seat(Seat(0)));
    let _ = h.view(Observer::Spectator);
    let _ = h.render(Observer::Spectator);
    let _ = h.scores();
    let _ = h.ranking();
    for seat in h.to_move().seats().iter() {
        h.legal_actions(seat, &mut legal);
        for &a in &legal {
            let mut c = h.clone();
            c.apply(Actor::Seat(seat), a, &mut Log::silent()).unwrap();
        }
    }
    let mut c = h.clone();
    let _ = Playout::default().run(&mut c, &mut Dealer::new(seed, 1), |_, _, _| {});
    true
}

/// A random decision: chance by its weights, else the first seat that decides.
fn pick(g: &Castle, dealer: &mut Dealer, legal: &mut Vec<Action>) -> (Actor, Action) {
    let mut outcomes = Vec::new();
    g.chance_outcomes(&mut outcomes);
    if !outcomes.is_empty() {
        return (Actor::Chance, outcomes[dealer.pick(&outcomes)].action);
    }
    let seat = g.to_move().seats().first().unwrap();
    g.legal_actions(seat, legal);
    (
        Actor::Seat(seat),
        legal[dealer.below(legal.len() as u64) as usize],
    )
}

#[test]
fn many_changed_states_still_validate_and_play() {
    let valid = (0..400)
        .filter(|&i| {
            poke(
                2 + i % 3,
                i % 2 == 0,
                i as u64,
                (i * 7 % 200) as u64,
                i * 13,
                (i % 4) as i64,
            )
        })
        .count();
    assert!(valid > 40, "only {valid} of 400 changed states were valid");
}

fn collect_numbers(v: &Value, at: String, out: &mut Vec<String>) {
    match v {
        Value::Number(_) => out.push(at),
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                collect_numbers(x, format!("{at}/{i}"), out);
            }
        }
        Value::Object(m) => {
            for (k, x) in m {
                collect_numbers(x, format!("{at}/{k}"), out);
            }
        }
        _ => {}
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn a_changed_number_never_makes_the_game_panic(
        players in 2usize..=4,
        winter: bool,
        seed in 0u64..1000,
        steps in 0u64..250,
        field in 0usize..1000,
        value in prop_oneof![0i64..=3, 0i64..=255, Just(-1i64), Just(65535i64)],
    ) {
        poke(players, winter, seed, steps, field, value);
    }
}

/// Found by the coverage-guided fuzzer: the bricklayer's tower step with the record of a
/// previous card's two buildings loaded, whose one legal move led to a state that failed
/// `validate`. A card's record starts empty (CAS-5), so the state itself is refused.
#[test]
fn a_tower_step_carrying_another_cards_buildings_is_refused() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fuzz/regressions/load_castle-tower-sand-after-two-built.json"
    );
    let state: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let e = cathedra_core::load_state::<Castle>(&state).unwrap_err();
    assert!(e.to_string().contains("does not fit the step"), "{e}");
    let mut fixed = state;
    fixed["act"]["built"] = json!(0);
    let mut g = cathedra_core::load_state::<Castle>(&fixed).unwrap();
    let seat = g.to_move().seats().first().unwrap();
    let mut legal = Vec::new();
    g.legal_actions(seat, &mut legal);
    g.apply(
        Actor::Seat(seat),
        legal[0],
        &mut cathedra_core::Log::silent(),
    )
    .unwrap();
    g.validate().unwrap();
}
