//! The engine protocol on the dice race: typed refusals that change nothing, actors, seat
//! mode, records, sampling, limits and request ids, and a whole game from `new` to the end.

use cathedra_cli::engine::{serve, Engine};
use cathedra_core::{
    info, replay, Actor, Dealer, Game, GameInfo, Illegal, InvalidState, Log, Observer, Options,
    Outcome, Record, Seat, SetupError, ToMove,
};
use cathedra_toy::{Action, DiceRace};
use serde_json::{json, Value};

fn games() -> Vec<GameInfo> {
    vec![info::<DiceRace>()]
}

fn send(engine: &mut Engine, line: &str) -> Value {
    let reply = engine.handle(line.as_bytes()).expect("a reply");
    serde_json::from_str(&reply.line).expect("replies are JSON")
}

fn ok(engine: &mut Engine, line: &str) -> Value {
    let reply = send(engine, line);
    assert_eq!(reply["ok"], true, "{line} -> {reply}");
    reply
}

fn kind(reply: &Value) -> &str {
    assert_eq!(reply["ok"], false, "{reply}");
    let message = reply["error"]["message"].as_str().unwrap_or("");
    assert!(!message.is_empty(), "a refusal says why in words: {reply}");
    reply["error"]["kind"].as_str().unwrap_or("")
}

/// Everything an unbound client can observe of the game.
fn snapshot(engine: &mut Engine) -> Vec<Value> {
    ["state", "legal", "scores", "record", "log"]
        .iter()
        .map(|cmd| send(engine, &json!({ "cmd": cmd }).to_string()))
        .collect()
}

const NEW: &str = r#"{"cmd":"new","game":"dice-race","players":2,"seed":7}"#;

/// Deals the bonuses, picks lucky faces 3 and 4, and lets chance roll until a seat decides.
fn to_a_seat_decision(e: &mut Engine) -> Value {
    ok(e, r#"{"cmd":"chance"}"#);
    ok(e, r#"{"cmd":"chance"}"#);
    ok(
        e,
        r#"{"cmd":"apply","by":0,"action":{"do":"lucky","face":3}}"#,
    );
    let mut turn = ok(
        e,
        r#"{"cmd":"apply","by":1,"action":{"do":"lucky","face":4}}"#,
    )["turn"]
        .clone();
    while turn["kind"] == "chance" {
        turn = ok(e, r#"{"cmd":"chance"}"#)["turn"].clone();
    }
    assert_eq!(turn["kind"], "seat", "{turn}");
    turn
}

#[test]
fn garbage_before_any_game_gets_typed_errors() {
    let games = games();
    let mut e = Engine::new(&games);
    for (line, expected) in [
        ("hello", "malformed_json"),
        ("{", "malformed_json"),
        ("{\"cmd\":\"legal\"", "malformed_json"),
        ("\u{fffd}\u{0}", "malformed_json"),
        ("[1,2]", "malformed_request"),
        ("42", "malformed_request"),
        ("\"legal\"", "malformed_request"),
        ("null", "malformed_request"),
        ("{}", "missing_field"),
        (r#"{"cmd":5}"#, "malformed_request"),
        (r#"{"cmd":"dance"}"#, "unknown_command"),
        (r#"{"cmd":"LEGAL"}"#, "unknown_command"),
        (r#"{"cmd":"legal"}"#, "no_game"),
        (r#"{"cmd":"state"}"#, "no_game"),
        (r#"{"cmd":"view","observer":0}"#, "no_game"),
        (r#"{"cmd":"seat","seat":0}"#, "no_game"),
        (r#"{"cmd":"apply","action":{"do":"bank"}}"#, "no_game"),
        (r#"{"cmd":"chance"}"#, "no_game"),
        (r#"{"cmd":"sample","seat":0}"#, "no_game"),
        (r#"{"cmd":"scores"}"#, "no_game"),
        (r#"{"cmd":"returns"}"#, "no_game"),
        (r#"{"cmd":"record"}"#, "no_game"),
        (r#"{"cmd":"log"}"#, "no_game"),
        (
            r#"{"cmd":"new","game":"chess","players":2}"#,
            "unknown_game",
        ),
        (r#"{"cmd":"new","players":2}"#, "missing_field"),
        (r#"{"cmd":"new","game":"dice-race"}"#, "missing_field"),
        (r#"{"cmd":"legal","cmd":"legal"}"#, "malformed_request"),
    ] {
        assert_eq!(kind(&send(&mut e, line)), expected, "{line}");
    }
    // Invalid UTF-8 is not JSON either.
    let reply = e.handle(b"\xff\xfe{}").unwrap();
    assert!(reply.line.contains("malformed_json"), "{}", reply.line);
    assert_eq!(kind(&send(&mut e, r#"{"cmd":"legal"}"#)), "no_game");
    ok(&mut e, NEW);
}

#[test]
fn every_refusal_leaves_the_game_as_it_was() {
    let games = games();
    let mut e = Engine::new(&games);
    ok(&mut e, NEW);
    let turn = to_a_seat_decision(&mut e);
    let me = turn["seat"].as_u64().unwrap();
    let other = 1 - me;
    let not_mine = format!(r#"{{"cmd":"apply","by":{other},"action":{{"do":"bank"}}}}"#);
    for (line, expected) in [
        ("not json at all", "malformed_json"),
        ("[\"apply\"]", "malformed_request"),
        (r#"{"action":{"do":"bank"}}"#, "missing_field"),
        (r#"{"cmd":"fold"}"#, "unknown_command"),
        (r#"{"cmd":"apply"}"#, "missing_field"),
        (r#"{"cmd":"apply","action":null}"#, "missing_field"),
        (not_mine.as_str(), "not_your_decision"),
        (
            r#"{"cmd":"apply","by":"chance","action":{"do":"roll","face":3}}"#,
            "not_your_decision",
        ),
        (
            r#"{"cmd":"apply","action":{"do":"roll","face":3}}"#,
            "illegal_action",
        ),
        (
            r#"{"cmd":"apply","action":{"do":"lucky","face":3}}"#,
            "illegal_action",
        ),
        (
            r#"{"cmd":"apply","action":{"do":"fly"}}"#,
            "malformed_action",
        ),
        (r#"{"cmd":"apply","action":5}"#, "malformed_action"),
        (r#"{"cmd":"apply","action":"bank"}"#, "malformed_action"),
        (
            r#"{"cmd":"apply","action":{"do":"bank","do":"again"}}"#,
            "malformed_request",
        ),
        (
            r#"{"cmd":"apply","action":{"do":"bank"},"seat":0}"#,
            "malformed_request",
        ),
        (
            r#"{"cmd":"apply","by":"dealer","action":{"do":"bank"}}"#,
            "malformed_request",
        ),
        (
            r#"{"cmd":"apply","by":9,"action":{"do":"bank"}}"#,
            "malformed_request",
        ),
        (r#"{"cmd":"chance"}"#, "not_chance"),
        (r#"{"cmd":"view"}"#, "missing_field"),
        (r#"{"cmd":"view","observer":2}"#, "no_such_seat"),
        (r#"{"cmd":"view","observer":-1}"#, "malformed_request"),
        (r#"{"cmd":"view","observer":"me"}"#, "malformed_request"),
        (r#"{"cmd":"view","observer":0.5}"#, "malformed_request"),
        (r#"{"cmd":"render","observer":7}"#, "no_such_seat"),
        (r#"{"cmd":"log","observer":3}"#, "no_such_seat"),
        (r#"{"cmd":"sample"}"#, "missing_field"),
        (r#"{"cmd":"sample","seat":2}"#, "no_such_seat"),
        (
            r#"{"cmd":"sample","seat":"spectator"}"#,
            "malformed_request",
        ),
        (r#"{"cmd":"seat","seat":5}"#, "no_such_seat"),
        (r#"{"cmd":"seat"}"#, "missing_field"),
        (
            r#"{"cmd":"new","game":"chess","players":2}"#,
            "unknown_game",
        ),
        (
            r#"{"cmd":"new","game":"dice-race","players":9}"#,
            "player_count",
        ),
        (
            r#"{"cmd":"new","game":"dice-race","players":0}"#,
            "player_count",
        ),
        (
            r#"{"cmd":"new","game":"dice-race","players":2,"seat":2}"#,
            "no_such_seat",
        ),
        (
            r#"{"cmd":"new","game":"dice-race","players":"two"}"#,
            "malformed_request",
        ),
        (
            r#"{"cmd":"new","game":"dice-race","players":2,"seed":-1}"#,
            "malformed_request",
        ),
        (
            r#"{"cmd":"new","game":"dice-race","players":2,"options":{"short":"true"}}"#,
            "bad_option",
        ),
        (
            r#"{"cmd":"new","game":"dice-race","players":2,"options":{"long":"maybe"}}"#,
            "bad_option",
        ),
        (
            r#"{"cmd":"new","game":"dice-race","players":2,"options":["long"]}"#,
            "malformed_request",
        ),
        (r#"{"cmd":"load","game":"dice-race"}"#, "missing_field"),
        (
            r#"{"cmd":"load","game":"chess","state":{}}"#,
            "unknown_game",
        ),
        (
            r#"{"cmd":"load","game":"dice-race","state":"full"}"#,
            "invalid_state",
        ),
        (
            r#"{"cmd":"load","game":"dice-race","state":{"players":2}}"#,
            "invalid_state",
        ),
    ] {
        let before = snapshot(&mut e);
        assert_eq!(kind(&send(&mut e, line)), expected, "{line}");
        assert_eq!(snapshot(&mut e), before, "{line} changed the game");
    }
}

#[test]
fn impossible_loaded_states_are_refused_and_change_nothing() {
    let games = games();
    let mut e = Engine::new(&games);
    ok(&mut e, NEW);
    let state = ok(&mut e, r#"{"cmd":"state"}"#)["state"].clone();
    let broken = [
        ("players", json!(9)),
        ("players", json!(0)),
        ("seat", json!(5)),
        ("bonus", json!([7, null])),
        ("banked", json!([0])),
        ("banked", json!("lots")),
        ("lucky", json!([9, null])),
    ];
    for (field, value) in broken {
        let mut bad = state.clone();
        bad[field] = value;
        let line = json!({"cmd": "load", "game": "dice-race", "state": bad}).to_string();
        let before = snapshot(&mut e);
        assert_eq!(kind(&send(&mut e, &line)), "invalid_state", "{field}");
        assert_eq!(snapshot(&mut e), before);
    }
}

#[test]
fn a_whole_game_from_new_to_final_scores() {
    let games = games();
    let mut e = Engine::new(&games);
    let new = ok(
        &mut e,
        r#"{"cmd":"new","game":"dice-race","players":2,"seed":11,"options":{"long":true},"id":"a"}"#,
    );
    assert_eq!(new["id"], "a");
    assert_eq!(new["options"], json!({"long": "true"}));
    assert_eq!(new["seats"], json!(["Seat 1", "Seat 2"]));
    assert_eq!(new["seed"], 11);
    assert_eq!(new["num_actions"], 16);
    let mut turn = new["turn"].clone();
    assert_eq!(turn, json!({"kind": "chance"}));

    // The first deal, chosen by the client: chance's outcomes carry exact probabilities.
    let legal = ok(&mut e, r#"{"cmd":"legal"}"#);
    let outcomes = legal["actions"].as_array().unwrap();
    assert_eq!(outcomes.len(), 3);
    for (i, o) in outcomes.iter().enumerate() {
        assert_eq!(o["probability"], "1/3", "{o}");
        assert_eq!(o["by"], "chance", "{o}");
        assert_eq!(o["index"], i, "{o}");
        assert!((o["p"].as_f64().unwrap() - 1.0 / 3.0).abs() < 1e-12);
    }
    let dealt = ok(
        &mut e,
        &json!({"cmd": "apply", "action": outcomes[2]["action"]}).to_string(),
    );
    assert_eq!(dealt["by"], "chance");
    assert_eq!(dealt["text"], "Deal a bonus of 2");
    assert_eq!(dealt["log"][0]["text"], "Your secret bonus is 2");
    assert_eq!(
        dealt["log"][0]["audience"],
        json!({"to": "seats", "seats": [0]})
    );
    assert_eq!(dealt["log"][0]["event"]["kind"], "bonus");
    let view = ok(&mut e, r#"{"cmd":"view","observer":0}"#);
    assert_eq!(view["view"]["my_bonus"], 2);
    let other = ok(&mut e, r#"{"cmd":"view","observer":1}"#);
    assert_eq!(other["view"]["my_bonus"], Value::Null, "hidden from seat 2");
    ok(&mut e, r#"{"cmd":"chance"}"#);

    // The secret choice: both seats owe one, so `apply` needs `by`.
    let legal = ok(&mut e, r#"{"cmd":"legal"}"#);
    assert_eq!(
        legal["turn"],
        json!({"kind": "simultaneous", "seats": [0, 1]})
    );
    let bys: Vec<&Value> = legal["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| &a["by"])
        .collect();
    assert_eq!(bys.len(), 10);
    assert_eq!((bys[0], bys[9]), (&json!(0), &json!(1)));
    let lucky = r#"{"cmd":"apply","action":{"do":"lucky","face":5}}"#;
    assert_eq!(kind(&send(&mut e, lucky)), "missing_field");
    ok(
        &mut e,
        r#"{"cmd":"apply","by":1,"action":{"do":"lucky","face":5}}"#,
    );
    // One seat left: it is the one actor, `by` may be left out.
    turn = ok(&mut e, lucky)["turn"].clone();

    // Then chance by the engine's dealer, seats by the client, until the end.
    let (mut seat_moves, mut chance_moves) = (2, 2);
    while turn["kind"] != "over" {
        let legal = ok(&mut e, r#"{"cmd":"legal"}"#);
        assert_eq!(legal["turn"], turn);
        let reply = if turn["kind"] == "chance" {
            chance_moves += 1;
            ok(&mut e, r#"{"cmd":"chance"}"#)
        } else {
            seat_moves += 1;
            let actions = legal["actions"].as_array().unwrap();
            assert!(actions.iter().all(|a| a.get("probability").is_none()));
            assert!(actions.iter().all(|a| a["by"] == turn["seat"]));
            // Roll again on the first decision of a turn, bank on the second.
            let action = &actions[if seat_moves % 2 == 0 { 0 } else { 1 }]["action"];
            ok(
                &mut e,
                &json!({"cmd": "apply", "action": action}).to_string(),
            )
        };
        assert!(
            reply["text"].is_string() && reply["log"].is_array(),
            "{reply}"
        );
        turn = reply["turn"].clone();
        let scores = ok(&mut e, r#"{"cmd":"scores"}"#);
        assert_eq!(scores["final"], turn["kind"] == "over");
    }
    let legal = ok(&mut e, r#"{"cmd":"legal"}"#);
    assert_eq!(
        legal,
        json!({"ok": true, "turn": {"kind": "over"}, "actions": []})
    );
    let after = snapshot(&mut e);
    assert_eq!(
        kind(&send(&mut e, r#"{"cmd":"apply","action":{"do":"bank"}}"#)),
        "game_over"
    );
    assert_eq!(
        kind(&send(
            &mut e,
            r#"{"cmd":"apply","by":0,"action":{"do":"bank"}}"#
        )),
        "game_over"
    );
    assert_eq!(kind(&send(&mut e, r#"{"cmd":"chance"}"#)), "game_over");
    assert_eq!(snapshot(&mut e), after);

    let scores = ok(&mut e, r#"{"cmd":"scores"}"#);
    assert_eq!(scores["final"], true);
    let returns = ok(&mut e, r#"{"cmd":"returns"}"#);
    let sum: f64 = returns["returns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_f64().unwrap())
        .sum();
    assert!(sum.abs() < 1e-12 && returns["final"] == true, "{returns}");
    // The record replays to the same game and scores.
    let record: Record =
        serde_json::from_value(ok(&mut e, r#"{"cmd":"record"}"#)["record"].clone()).unwrap();
    assert_eq!((record.format, record.rules, record.seed), (2, 2, Some(11)));
    assert_eq!(record.actions.len(), seat_moves + chance_moves);
    assert_eq!(record.actions[0].by, Actor::Chance);
    assert_eq!(record.actions[2].by, Actor::Seat(Seat(1)));
    assert_eq!(record.actions[3].by, Actor::Seat(Seat(0)));
    let game: DiceRace = replay(&record, &mut Log::silent()).unwrap();
    assert_eq!(json!(game.scores()), scores["scores"]);
    assert_eq!(json!(game.ranking()), scores["ranking"]);
    assert_eq!(json!(game), ok(&mut e, r#"{"cmd":"state"}"#)["state"]);

    let quit = e.handle(br#"{"cmd":"quit"}"#).unwrap();
    assert!(quit.quit);
    assert_eq!(quit.line, r#"{"ok":true}"#);
}

#[test]
fn records_hold_canonical_actions_with_their_actors_and_no_key() {
    let games = games();
    let mut e = Engine::new(&games);
    let new = ok(&mut e, r#"{"cmd":"new","game":"dice-race","players":2}"#);
    assert!(
        new.get("seed").is_none(),
        "an entropy game has no seed: {new}"
    );
    ok(&mut e, r#"{"cmd":"chance"}"#);
    ok(
        &mut e,
        r#"{"cmd":"apply","action":{ "bonus" : 1 ,"do":"deal"}}"#,
    );
    ok(
        &mut e,
        r#"{"cmd":"apply","by":1,"action":{ "face" :6, "do":"lucky"}}"#,
    );
    let record = ok(&mut e, r#"{"cmd":"record"}"#)["record"].clone();
    let text = record.to_string();
    assert!(!text.contains("seed") && !text.contains("key"), "{text}");
    assert_eq!(record["format"], 2);
    assert_eq!(record["rules"], DiceRace::RULES_VERSION);
    assert_eq!(
        record["actions"][1],
        json!({"by": "chance", "action": {"do": "deal", "bonus": 1}})
    );
    assert_eq!(
        record["actions"][2],
        json!({"by": 1, "action": {"do": "lucky", "face": 6}})
    );
    assert!(
        text.contains(r#"{"action":{"do":"lucky","face":6},"by":1}"#),
        "{text}"
    );
    let record: Record = serde_json::from_value(record).unwrap();
    let game: DiceRace = replay(&record, &mut Log::silent()).unwrap();
    assert_eq!(json!(game), ok(&mut e, r#"{"cmd":"state"}"#)["state"]);
}

#[test]
fn each_draw_is_keyed_by_its_decision_index_alone() {
    let games = games();
    let deals = |first: Option<u8>| {
        let mut e = Engine::new(&games);
        ok(
            &mut e,
            r#"{"cmd":"new","game":"dice-race","players":4,"seed":5}"#,
        );
        let mut deals = Vec::new();
        if let Some(bonus) = first {
            let line = json!({"cmd": "apply", "action": {"do": "deal", "bonus": bonus}});
            deals.push(ok(&mut e, &line.to_string())["action"].clone());
        }
        while deals.len() < 4 {
            deals.push(ok(&mut e, r#"{"cmd":"chance"}"#)["action"].clone());
        }
        deals
    };
    let dealt = deals(None);
    assert_eq!(dealt, deals(None), "a seed is a game");
    // Whatever decision 0 was, decisions 1 to 3 draw the same: the key at their index.
    for bonus in 0..3 {
        assert_eq!(deals(Some(bonus))[1..], dealt[1..]);
    }
    let mut other = Engine::new(&games);
    ok(
        &mut other,
        r#"{"cmd":"new","game":"dice-race","players":4,"seed":6}"#,
    );
    let others: Vec<Value> = (0..4)
        .map(|_| ok(&mut other, r#"{"cmd":"chance"}"#)["action"].clone())
        .collect();
    assert_ne!(others, dealt);
}

/// The state after both deals and seat 1's lucky face, with seat 1's secrets replaced.
fn secret_state(e: &mut Engine, bonus: u8, lucky: u8) -> Value {
    ok(e, NEW);
    ok(e, r#"{"cmd":"chance"}"#);
    ok(e, r#"{"cmd":"chance"}"#);
    ok(
        e,
        r#"{"cmd":"apply","by":1,"action":{"do":"lucky","face":2}}"#,
    );
    let mut state = ok(e, r#"{"cmd":"state"}"#)["state"].clone();
    state["bonus"][1] = json!(bonus);
    state["lucky"][1] = json!(lucky);
    state
}

#[test]
fn a_bound_observer_learns_nothing_of_anothers_secrets() {
    let games = games();
    let requests = [
        r#"{"cmd":"view"}"#,
        r#"{"cmd":"render"}"#,
        r#"{"cmd":"log"}"#,
        r#"{"cmd":"legal"}"#,
        r#"{"cmd":"scores"}"#,
        r#"{"cmd":"returns"}"#,
        r#"{"cmd":"state"}"#,
        r#"{"cmd":"record"}"#,
        r#"{"cmd":"chance"}"#,
        r#"{"cmd":"view","observer":1}"#,
        r#"{"cmd":"sample","seat":1}"#,
        r#"{"cmd":"seat","seat":1}"#,
        r#"{"cmd":"apply","by":1,"action":{"do":"lucky","face":3}}"#,
    ];
    for observer in [json!("spectator"), json!(0)] {
        // The same requests on states that differ only in seat 1's bonus and lucky face.
        let transcripts: Vec<Vec<String>> = [(0, 2), (2, 6), (1, 4)]
            .iter()
            .map(|&(bonus, lucky)| {
                let mut e = Engine::new(&games);
                let state = secret_state(&mut e, bonus, lucky);
                let load =
                    json!({"cmd": "load", "game": "dice-race", "state": state, "seat": observer});
                let mut lines = vec![e.handle(load.to_string().as_bytes()).unwrap().line];
                for r in requests {
                    lines.push(e.handle(r.as_bytes()).unwrap().line);
                }
                lines
            })
            .collect();
        assert_eq!(transcripts[0], transcripts[1], "{observer}");
        assert_eq!(transcripts[0], transcripts[2], "{observer}");
        let replies: Vec<Value> = transcripts[0]
            .iter()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(replies[0]["seat"], observer);
        assert!(replies[0].get("seed").is_none(), "{}", replies[0]);
        for (reply, request) in replies[5..].iter().zip(&requests[4..]) {
            let expected = if request.contains("chance") {
                "not_chance"
            } else {
                "seat_mode"
            };
            assert_eq!(kind(reply), expected, "{request}");
        }
        let actions = &replies[4]["actions"];
        if observer == 0 {
            assert_eq!(actions.as_array().unwrap().len(), 5, "seat 0 still picks");
            assert!(actions.as_array().unwrap().iter().all(|a| a["by"] == 0));
        } else {
            assert_eq!(actions, &json!([]), "a spectator decides nothing");
        }
    }
}

#[test]
fn a_bound_seat_plays_only_for_itself_and_sees_chance_as_it_may() {
    let games = games();
    let mut e = Engine::new(&games);
    let new = ok(
        &mut e,
        r#"{"cmd":"new","game":"dice-race","players":2,"seat":1}"#,
    );
    assert_eq!(new["seat"], 1);
    // The first deal is seat 0's bonus, face down: hidden from seat 1.
    let hidden = ok(&mut e, r#"{"cmd":"chance"}"#);
    assert_eq!(hidden["by"], "chance");
    assert_eq!(hidden["action"], Value::Null, "{hidden}");
    assert_eq!(hidden["text"], "Deal a secret bonus");
    assert_eq!(hidden["log"], json!([]));
    let mine = ok(&mut e, r#"{"cmd":"chance"}"#);
    assert_eq!(mine["action"]["do"], "deal", "{mine}");
    assert!(mine["log"][0]["text"]
        .as_str()
        .unwrap()
        .starts_with("Your secret bonus is"));
    let legal = ok(&mut e, r#"{"cmd":"legal"}"#);
    assert_eq!(legal["actions"].as_array().unwrap().len(), 5);
    assert!(legal["actions"]
        .as_array()
        .unwrap()
        .iter()
        .all(|a| a["by"] == 1));
    assert_eq!(
        kind(&send(
            &mut e,
            r#"{"cmd":"apply","by":0,"action":{"do":"lucky","face":3}}"#
        )),
        "seat_mode"
    );
    assert_eq!(
        kind(&send(
            &mut e,
            r#"{"cmd":"apply","by":"chance","action":{"do":"roll","face":3}}"#
        )),
        "seat_mode"
    );
    assert_eq!(
        kind(&send(&mut e, r#"{"cmd":"sample","seed":4}"#)),
        "seat_mode"
    );
    assert_eq!(
        kind(&send(&mut e, r#"{"cmd":"seat","seat":0}"#)),
        "seat_mode"
    );
    assert_eq!(
        kind(&send(
            &mut e,
            r#"{"cmd":"new","game":"dice-race","players":2,"seat":0}"#
        )),
        "seat_mode"
    );
    ok(&mut e, r#"{"cmd":"seat","seat":1}"#);
    let picked = ok(
        &mut e,
        r#"{"cmd":"apply","action":{"do":"lucky","face":6}}"#,
    );
    assert_eq!(
        picked["action"],
        json!({"do": "lucky", "face": 6}),
        "its own choice: {picked}"
    );
    // Seat 1 owes nothing more: its list is empty and its actions are refused by the rules.
    let legal = ok(&mut e, r#"{"cmd":"legal"}"#);
    assert_eq!(legal["turn"], json!({"kind": "simultaneous", "seats": [0]}));
    assert_eq!(legal["actions"], json!([]));
    let reply = send(
        &mut e,
        r#"{"cmd":"apply","action":{"do":"lucky","face":2}}"#,
    );
    assert_eq!(kind(&reply), "not_your_decision");
    // A sample for itself keeps its own secrets.
    let mine = ok(&mut e, r#"{"cmd":"view"}"#)["view"].clone();
    let sample = ok(&mut e, r#"{"cmd":"sample"}"#);
    assert_eq!(sample["seat"], 1);
    assert_eq!(sample["state"]["bonus"][1], mine["my_bonus"]);
    assert_eq!(sample["state"]["lucky"][1], 6);
    // A new game keeps the binding.
    let again = ok(&mut e, r#"{"cmd":"new","game":"dice-race","players":3}"#);
    assert_eq!(again["seat"], 1);
    assert_eq!(
        kind(&send(
            &mut e,
            r#"{"cmd":"new","game":"dice-race","players":1}"#
        )),
        "no_such_seat"
    );
    assert_eq!(
        ok(&mut e, r#"{"cmd":"legal"}"#)["actions"],
        json!([]),
        "never chance's outcomes"
    );
}

#[test]
fn sample_draws_what_a_seat_may_not_know_and_follows_its_seed() {
    let games = games();
    let mut e = Engine::new(&games);
    let truth = secret_state(&mut e, 2, 6);
    ok(
        &mut e,
        &json!({"cmd": "load", "game": "dice-race", "state": truth}).to_string(),
    );
    let sample = |e: &mut Engine, seed: u64| {
        ok(
            e,
            &json!({"cmd": "sample", "seat": 0, "seed": seed}).to_string(),
        )["state"]
            .clone()
    };
    let samples: Vec<Value> = (0..40).map(|seed| sample(&mut e, seed)).collect();
    assert_eq!(samples[3], sample(&mut e, 3), "a seed is a sample");
    for s in &samples {
        assert_eq!(
            s["bonus"][0], truth["bonus"][0],
            "seat 0 knows its own bonus"
        );
        assert_eq!(s["lucky"][0], Value::Null);
        assert_eq!(s["banked"], truth["banked"]);
        let loaded = json!({"cmd": "load", "game": "dice-race", "state": s});
        ok(&mut Engine::new(&games), &loaded.to_string());
    }
    let bonuses: std::collections::BTreeSet<String> =
        samples.iter().map(|s| s["bonus"][1].to_string()).collect();
    let faces: std::collections::BTreeSet<String> =
        samples.iter().map(|s| s["lucky"][1].to_string()).collect();
    assert_eq!(bonuses.len(), 3, "{bonuses:?}");
    assert_eq!(faces.len(), 5, "{faces:?}");
    assert_eq!(
        ok(&mut e, r#"{"cmd":"state"}"#)["state"],
        truth,
        "sampling changes nothing"
    );
}

#[test]
fn ids_come_back_exactly_as_sent() {
    let games = games();
    let mut e = Engine::new(&games);
    for id in [
        "1e2",
        "100",
        "-0.50",
        r#""a\u0041""#,
        r#"{"b": [1, 2.0], "c":null}"#,
        "[]",
        "null",
    ] {
        for line in [
            format!(r#"{{"cmd":"games","id":{id}}}"#),
            format!(r#"{{"id":{id},"cmd":"legal"}}"#),
            format!(r#"{{"id":{id},"cmd":"legal","x":1}}"#),
            format!(r#"{{"id":{id},"cmd":"legal","cmd":"legal"}}"#),
        ] {
            let reply = e.handle(line.as_bytes()).unwrap().line;
            assert!(
                reply.starts_with(&format!(r#"{{"ok":true,"id":{id},"#))
                    || reply.starts_with(&format!(r#"{{"ok":false,"id":{id},"#)),
                "{line} -> {reply}"
            );
        }
    }
    // Two ids: none is echoed.
    let reply = e.handle(br#"{"cmd":"games","id":1,"id":2}"#).unwrap().line;
    let reply: Value = serde_json::from_str(&reply).unwrap();
    assert_eq!(kind(&reply), "malformed_request");
    assert!(reply.get("id").is_none(), "{reply}");
}

#[test]
fn duplicate_keys_are_refused_at_any_depth() {
    let games = games();
    let mut e = Engine::new(&games);
    ok(&mut e, NEW);
    let before = snapshot(&mut e);
    for line in [
        r#"{"cmd":"chance","cmd":"chance"}"#,
        r#"{"cmd":"apply","action":{"do":"deal","bonus":1,"bonus":2}}"#,
        r#"{"cmd":"apply","action":{"do":"deal","bonus":1},"action":{"do":"deal","bonus":2}}"#,
        r#"{"cmd":"new","game":"dice-race","players":2,"options":{"long":"true","long":"false"}}"#,
        r#"{"cmd":"games","id":{"a":1,"a":1}}"#,
    ] {
        assert_eq!(kind(&send(&mut e, line)), "malformed_request", "{line}");
    }
    assert_eq!(snapshot(&mut e), before);
}

#[test]
fn long_input_is_never_echoed_back() {
    let games = games();
    let mut e = Engine::new(&games);
    ok(&mut e, NEW);
    let long = "x".repeat(100_000);
    for line in [
        format!(r#"{{"cmd":"apply","action":{{"do":"{long}"}}}}"#),
        format!(r#"{{"cmd":"apply","action":"{long}"}}"#),
        format!(r#"{{"cmd":"{long}"}}"#),
        format!(r#"{{"cmd":"legal","{long}":1}}"#),
        format!(r#"{{"cmd":"view","observer":"{long}"}}"#),
        format!(r#"{{"cmd":"new","game":"{long}","players":2}}"#),
        format!(r#"{{"cmd":"apply","action":[{}0]}}"#, "1,".repeat(50_000)),
        format!(r#"{{"cmd":"load","game":"dice-race","state":{{"players":"{long}"}}}}"#),
    ] {
        let reply = e.handle(line.as_bytes()).unwrap().line;
        assert!(
            reply.len() < 1500,
            "{} bytes back for {} sent",
            reply.len(),
            line.len()
        );
        let reply: Value = serde_json::from_str(&reply).unwrap();
        assert_eq!(reply["ok"], false);
    }
}

#[test]
fn a_line_over_the_limit_is_refused_and_the_next_is_served() {
    let games = games();
    let huge = format!(r#"{{"cmd":"games","pad":"{}"}}"#, "y".repeat(2 << 20));
    let input = format!("{NEW}\n{huge}\n{{\"cmd\":\"legal\",\"id\":3}}\n{huge}");
    let mut out = Vec::new();
    serve(&games, input.as_bytes(), &mut out, 1 << 20).unwrap();
    let replies: Vec<Value> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(replies.len(), 4, "{replies:?}");
    assert_eq!(kind(&replies[1]), "line_too_long");
    assert_eq!(replies[2]["id"], 3);
    assert_eq!(replies[2]["ok"], true);
    assert_eq!(
        kind(&replies[3]),
        "line_too_long",
        "even without a final newline"
    );
    // The limit is the caller's: a tiny one refuses an ordinary request.
    let mut out = Vec::new();
    serve(
        &games,
        format!("{NEW}\n{{\"cmd\":\"games\"}}\n").as_bytes(),
        &mut out,
        20,
    )
    .unwrap();
    let text = String::from_utf8(out).unwrap();
    let kinds: Vec<&str> = text
        .lines()
        .map(|l| {
            if l.contains("line_too_long") {
                "long"
            } else {
                "ok"
            }
        })
        .collect();
    assert_eq!(kinds, ["long", "ok"], "{text}");
}

#[test]
fn serve_reads_until_quit_or_the_end_of_input() {
    let games = games();
    let input =
        format!("\n   \n{NEW}\r\n{{\"cmd\":\"legal\"}}\nnonsense\n{{\"cmd\":\"quit\"}}\n{NEW}\n");
    let mut out = Vec::new();
    serve(&games, input.as_bytes(), &mut out, 1 << 20).unwrap();
    let lines: Vec<Value> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(lines[2]["error"]["kind"], "malformed_json");
    assert_eq!(lines[3], json!({"ok": true}));

    let mut out = Vec::new();
    serve(
        &games,
        format!("{NEW}\n{{\"cmd\":\"legal\"}}").as_bytes(),
        &mut out,
        1 << 20,
    )
    .unwrap();
    assert_eq!(String::from_utf8(out).unwrap().lines().count(), 2);
}

#[test]
fn games_lists_counts_and_options_and_render_shows_the_board() {
    let games = games();
    let mut e = Engine::new(&games);
    let games_reply = ok(&mut e, r#"{"cmd":"games"}"#);
    assert_eq!(games_reply["games"][0]["id"], "dice-race");
    assert_eq!(
        games_reply["games"][0]["players"],
        json!({"min": 1, "max": 4})
    );
    assert_eq!(games_reply["games"][0]["options"][0]["key"], "long");
    ok(&mut e, NEW);
    ok(&mut e, r#"{"cmd":"chance"}"#);
    let render = ok(&mut e, r#"{"cmd":"render","observer":0}"#);
    assert!(
        render["text"].as_str().unwrap().contains("Your bonus"),
        "{render}"
    );
    let public = ok(&mut e, r#"{"cmd":"render"}"#);
    assert_eq!(public["observer"], "spectator");
    assert!(
        !public["text"].as_str().unwrap().contains("Your bonus"),
        "{public}"
    );
    assert_eq!(
        ok(&mut e, r#"{"cmd":"log","observer":1}"#)["log"],
        json!([])
    );
    assert_eq!(
        ok(&mut e, r#"{"cmd":"log"}"#)["log"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

/// Dice race whose banking fails halfway, after the state has changed: a defect the engine
/// must survive without losing the game.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
struct Fragile(DiceRace);

impl Game for Fragile {
    type Action = Action;
    type View = <DiceRace as Game>::View;
    const ID: &'static str = "fragile";
    const NAME: &'static str = "Fragile";
    const RULES_VERSION: u32 = 1;
    const PLAYERS: std::ops::RangeInclusive<usize> = DiceRace::PLAYERS;
    const OPTIONS: &'static [cathedra_core::OptionSpec] = DiceRace::OPTIONS;
    fn new(players: usize, options: &Options) -> Result<Self, SetupError> {
        DiceRace::new(players, options).map(Fragile)
    }
    fn players(&self) -> usize {
        self.0.players()
    }
    fn to_move(&self) -> ToMove {
        self.0.to_move()
    }
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        self.0.legal_actions(seat, out)
    }
    fn chance_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        self.0.chance_outcomes(out)
    }
    fn apply(&mut self, actor: Actor, action: Action, log: &mut Log) -> Result<(), Illegal> {
        self.0.apply(actor, action, log)?;
        assert!(action != Action::Bank, "banking is broken");
        Ok(())
    }
    fn observe(&self, actor: Actor, action: Action, observer: Observer) -> Option<Action> {
        self.0.observe(actor, action, observer)
    }
    fn determinize(&self, seat: Seat, rng: &mut Dealer) -> Self {
        Fragile(self.0.determinize(seat, rng))
    }
    fn describe(&self, action: Action) -> String {
        self.0.describe(action)
    }
    fn view(&self, observer: Observer) -> Self::View {
        self.0.view(observer)
    }
    fn validate(&self) -> Result<(), InvalidState> {
        self.0.validate()
    }
    fn scores(&self) -> Vec<i64> {
        self.0.scores()
    }
    fn ranking(&self) -> Vec<usize> {
        self.0.ranking()
    }
    fn render(&self, observer: Observer) -> String {
        self.0.render(observer)
    }
}

#[test]
fn a_game_that_fails_inside_is_an_internal_error_and_the_game_survives() {
    let games = vec![info::<Fragile>()];
    let mut e = Engine::new(&games);
    ok(
        &mut e,
        r#"{"cmd":"new","game":"fragile","players":2,"seed":7}"#,
    );
    let turn = to_a_seat_decision(&mut e);
    let before = snapshot(&mut e);
    let reply = send(&mut e, r#"{"cmd":"apply","action":{"do":"bank"}}"#);
    assert_eq!(kind(&reply), "internal_error");
    assert_eq!(snapshot(&mut e), before);
    let again = json!({"cmd": "apply", "by": turn["seat"], "action": {"do": "again"}});
    ok(&mut e, &again.to_string());
}

#[test]
fn connections_share_one_game_and_a_shared_bound_one_starts_none() {
    let games = games();
    let mut referee = Engine::new(&games);
    let mut seat = referee.connect();
    assert_eq!(kind(&send(&mut seat, r#"{"cmd":"legal"}"#)), "no_game");
    ok(&mut referee, NEW);
    assert_eq!(ok(&mut seat, r#"{"cmd":"seat","seat":1}"#)["seat"], 1);
    ok(&mut seat, r#"{"cmd":"chance"}"#);
    let record = ok(&mut referee, r#"{"cmd":"record"}"#);
    assert_eq!(record["record"]["actions"].as_array().unwrap().len(), 1);
    assert_eq!(kind(&send(&mut seat, NEW)), "seat_mode");
    // The referee's new game is the seat's too; a game without its seat is refused to it.
    ok(
        &mut referee,
        r#"{"cmd":"new","game":"dice-race","players":1}"#,
    );
    assert_eq!(kind(&send(&mut seat, r#"{"cmd":"legal"}"#)), "no_such_seat");
}

/// Every text of a reply (`text` and `message` fields, at any depth), in order.
fn texts_of(reply: &Value, out: &mut Vec<String>) {
    match reply {
        Value::Object(fields) => {
            for (key, value) in fields {
                match (key.as_str(), value) {
                    ("text" | "message", Value::String(text)) => out.push(text.clone()),
                    _ => texts_of(value, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| texts_of(v, out)),
        _ => {}
    }
}

/// `lang` words what a person reads (choices, chance's outcomes, log entries, boards, what a
/// move was, refusals) from the games' translation files; everything else is the same reply.
#[test]
fn a_connection_reads_a_game_in_the_language_it_asks_for() {
    let games = cathedra_games::games();
    let mut en = Engine::new(&games);
    let mut cs = Engine::new(&games);
    let unknown = send(&mut cs, r#"{"cmd":"lang","lang":"xx"}"#);
    assert_eq!(kind(&unknown), "unknown_language");
    assert!(
        unknown["error"]["message"]
            .as_str()
            .unwrap()
            .contains("en, cs"),
        "{unknown}"
    );
    let spoken = ok(&mut cs, r#"{"cmd":"lang","lang":"cs"}"#);
    assert_eq!(spoken["lang"], "cs");
    assert_eq!(spoken["languages"], json!(["en", "cs"]));
    for (game, players, seed) in [
        ("castle-for-all-seasons", 3, 2),
        ("pillars-of-the-earth", 2, 5),
        ("red-cathedral", 2, 3),
        ("architects-of-the-west-kingdom", 3, 4),
    ] {
        let new = json!({"cmd": "new", "game": game, "players": players, "seed": seed});
        assert_eq!(ok(&mut en, &new.to_string()), ok(&mut cs, &new.to_string()));
        let (mut english, mut czech) = (Vec::new(), Vec::new());
        let mut dealer = Dealer::new(seed, 0);
        let (mut refused, mut seen) = (0, Vec::<Value>::new());
        // Each game to its end, or its first 600 decisions.
        for decision in 0..600 {
            let requests = [
                json!({"cmd": "legal"}),
                json!({"cmd": "render", "observer": decision % players}),
            ];
            let mut legal = Value::Null;
            for request in requests {
                let (e, c) = (
                    ok(&mut en, &request.to_string()),
                    ok(&mut cs, &request.to_string()),
                );
                texts_of(&e, &mut english);
                texts_of(&c, &mut czech);
                legal = if legal.is_null() { e } else { legal };
            }
            let turn = &legal["turn"];
            if turn["kind"] == "over" {
                break;
            }
            let actions = legal["actions"].as_array().unwrap();
            // An action legal earlier and not now: the same refusal, with the same rule, in
            // each language.
            if turn["kind"] == "seat" {
                let by = &actions[0]["by"];
                let listed: Vec<&Value> = actions.iter().map(|a| &a["action"]).collect();
                if let Some(earlier) = seen.iter().find(|a| !listed.contains(a)) {
                    let wrong = json!({"cmd": "apply", "by": by, "action": earlier}).to_string();
                    let (e, c) = (send(&mut en, &wrong), send(&mut cs, &wrong));
                    assert_eq!(kind(&e), kind(&c));
                    assert_eq!(e["error"]["rule"], c["error"]["rule"]);
                    refused += usize::from(kind(&e) == "illegal_action");
                    texts_of(&e, &mut english);
                    texts_of(&c, &mut czech);
                }
                seen.extend(actions.iter().map(|a| a["action"].clone()));
            }
            let pick = &actions[usize::try_from(dealer.below(actions.len() as u64)).unwrap()];
            let step = if turn["kind"] == "chance" {
                json!({"cmd": "chance"})
            } else {
                json!({"cmd": "apply", "by": pick["by"], "action": pick["action"]})
            };
            let (e, c) = (
                ok(&mut en, &step.to_string()),
                ok(&mut cs, &step.to_string()),
            );
            assert_eq!(e["action"], c["action"]);
            texts_of(&e, &mut english);
            texts_of(&c, &mut czech);
        }
        assert!(refused > 10, "{game}: {refused} refusals");
        let log = json!({"cmd": "log"}).to_string();
        texts_of(&ok(&mut en, &log), &mut english);
        texts_of(&ok(&mut cs, &log), &mut czech);
        assert_eq!(english.len(), czech.len(), "{game}");
        assert!(english.len() > 1000, "{game}: {}", english.len());
        let same: Vec<&String> = english
            .iter()
            .zip(&czech)
            .filter(|(e, c)| e == c && e.len() > 12)
            .map(|(e, _)| e)
            .collect();
        assert_eq!(
            same,
            Vec::<&String>::new(),
            "{game}: English on a Czech connection"
        );
    }
}
