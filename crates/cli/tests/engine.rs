//! The engine protocol on the dice-race fixture: typed refusals that change nothing, and a
//! whole game from `new` to the final scores.

use cathedra_cli::engine::{serve, Engine};
use cathedra_core::{info, replay, Error, Game, GameInfo, Log, Options, Record, Turn};
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

/// Everything a client can observe of the game.
fn snapshot(engine: &mut Engine) -> Vec<Value> {
    ["state", "legal", "scores", "record"]
        .iter()
        .map(|cmd| send(engine, &json!({ "cmd": cmd }).to_string()))
        .collect()
}

const NEW: &str = r#"{"cmd":"new","game":"dice-race","players":2,"seed":7}"#;

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
        (r#"{"cmd":"view","player":0}"#, "no_game"),
        (r#"{"cmd":"apply","action":{"do":"bank"}}"#, "no_game"),
        (r#"{"cmd":"chance"}"#, "no_game"),
        (r#"{"cmd":"scores"}"#, "no_game"),
        (r#"{"cmd":"record"}"#, "no_game"),
        (
            r#"{"cmd":"new","game":"chess","players":2}"#,
            "unknown_game",
        ),
        (r#"{"cmd":"new","players":2}"#, "missing_field"),
        (r#"{"cmd":"new","game":"dice-race"}"#, "missing_field"),
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
    // Deal both bonuses and roll once: seat 1 decides.
    for _ in 0..3 {
        ok(&mut e, r#"{"cmd":"chance"}"#);
    }
    let legal = ok(&mut e, r#"{"cmd":"legal"}"#);
    assert_eq!(legal["turn"], json!({"kind": "seat", "seat": 0}), "{legal}");
    for (line, expected) in [
        ("not json at all", "malformed_json"),
        ("[\"apply\"]", "malformed_request"),
        (r#"{"action":{"do":"bank"}}"#, "missing_field"),
        (r#"{"cmd":"fold"}"#, "unknown_command"),
        (r#"{"cmd":"apply"}"#, "missing_field"),
        (r#"{"cmd":"apply","action":null}"#, "missing_field"),
        (
            r#"{"cmd":"apply","action":{"do":"roll","face":3}}"#,
            "illegal_action",
        ),
        (
            r#"{"cmd":"apply","action":{"do":"deal","bonus":1}}"#,
            "illegal_action",
        ),
        (
            r#"{"cmd":"apply","action":{"do":"fly"}}"#,
            "malformed_action",
        ),
        (r#"{"cmd":"apply","action":5}"#, "malformed_action"),
        (r#"{"cmd":"apply","action":"bank"}"#, "malformed_action"),
        (
            r#"{"cmd":"apply","action":{"do":"bank"},"seat":0}"#,
            "malformed_request",
        ),
        (r#"{"cmd":"chance"}"#, "not_chance"),
        (r#"{"cmd":"view"}"#, "missing_field"),
        (r#"{"cmd":"view","player":2}"#, "no_such_seat"),
        (r#"{"cmd":"view","player":-1}"#, "malformed_request"),
        (r#"{"cmd":"view","player":"me"}"#, "malformed_request"),
        (r#"{"cmd":"view","player":0.5}"#, "malformed_request"),
        (r#"{"cmd":"render","player":9}"#, "no_such_seat"),
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
        (
            r#"{"cmd":"new","game":"dice-race","players":2,"options":{"long":[]}}"#,
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
    let mut turn = new["turn"].clone();
    assert_eq!(turn, json!({"kind": "chance"}));

    // The first deal, chosen by the client: chance's outcomes carry exact probabilities.
    let legal = ok(&mut e, r#"{"cmd":"legal"}"#);
    let outcomes = legal["actions"].as_array().unwrap();
    assert_eq!(outcomes.len(), 3);
    for o in outcomes {
        assert_eq!(o["probability"], "1/3", "{o}");
        assert!((o["p"].as_f64().unwrap() - 1.0 / 3.0).abs() < 1e-12);
    }
    let dealt = ok(
        &mut e,
        &json!({"cmd": "apply", "action": outcomes[2]["action"]}).to_string(),
    );
    assert_eq!(dealt["text"], "Deal a bonus of 2");
    assert_eq!(
        dealt["log"],
        json!([{"seat": 0, "text": "Your secret bonus is 2"}])
    );
    let view = ok(&mut e, r#"{"cmd":"view","player":0}"#);
    assert_eq!(view["view"]["my_bonus"], 2);
    let other = ok(&mut e, r#"{"cmd":"view","player":1}"#);
    assert_eq!(other["view"]["my_bonus"], Value::Null, "hidden from seat 2");

    // Then chance by the engine's dealer, seats by the client, until the end.
    let (mut seat_moves, mut chance_moves) = (0, 1);
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
    assert!(seat_moves > 0 && chance_moves > 3);
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
    assert_eq!(kind(&send(&mut e, r#"{"cmd":"chance"}"#)), "game_over");
    assert_eq!(snapshot(&mut e), after);

    let scores = ok(&mut e, r#"{"cmd":"scores"}"#);
    assert_eq!(scores["final"], true);
    // The record replays to the same game and scores.
    let record: Record =
        serde_json::from_value(ok(&mut e, r#"{"cmd":"record"}"#)["record"].clone()).unwrap();
    assert_eq!(record.seed, Some(11));
    assert_eq!(record.actions.len(), seat_moves + chance_moves);
    let game: DiceRace = replay(&record, &mut Log::silent()).unwrap();
    assert_eq!(json!(game.scores()), scores["scores"]);
    assert_eq!(json!(game.ranking()), scores["ranking"]);
    assert_eq!(json!(game), ok(&mut e, r#"{"cmd":"state"}"#)["state"]);

    let quit = e.handle(br#"{"cmd":"quit"}"#).unwrap();
    assert!(quit.quit);
    assert_eq!(quit.line, r#"{"ok":true}"#);
}

#[test]
fn the_dealer_follows_the_seed() {
    let games = games();
    let deals = |seed: u64| {
        let mut e = Engine::new(&games);
        ok(
            &mut e,
            &json!({"cmd": "new", "game": "dice-race", "players": 3, "seed": seed}).to_string(),
        );
        (0..4)
            .map(|_| ok(&mut e, r#"{"cmd":"chance"}"#)["action"].clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(deals(5), deals(5));
    assert_ne!(deals(5), deals(6));
}

#[test]
fn a_loaded_state_plays_on_but_has_no_record() {
    let games = games();
    let mut e = Engine::new(&games);
    ok(&mut e, NEW);
    for _ in 0..3 {
        ok(&mut e, r#"{"cmd":"chance"}"#);
    }
    let state = ok(&mut e, r#"{"cmd":"state"}"#)["state"].clone();
    let legal = ok(&mut e, r#"{"cmd":"legal"}"#);

    let mut fresh = Engine::new(&games);
    let load = json!({"cmd": "load", "game": "dice-race", "state": state, "seed": 3});
    let loaded = ok(&mut fresh, &load.to_string());
    assert_eq!(loaded["turn"], legal["turn"]);
    assert_eq!(loaded["players"], 2);
    assert_eq!(ok(&mut fresh, r#"{"cmd":"state"}"#)["state"], state);
    assert_eq!(ok(&mut fresh, r#"{"cmd":"legal"}"#), legal);
    assert_eq!(kind(&send(&mut fresh, r#"{"cmd":"record"}"#)), "no_record");
    ok(&mut fresh, r#"{"cmd":"apply","action":{"do":"bank"}}"#);
}

#[test]
fn options_accept_plain_json_values_and_refusals_echo_the_id() {
    let games = games();
    let mut e = Engine::new(&games);
    let new = ok(
        &mut e,
        r#"{"cmd":"new","game":"dice-race","players":1,"options":{"long":true}}"#,
    );
    assert_eq!(new["options"]["long"], "true");
    assert!(
        new["seed"].is_u64(),
        "an unseeded game reports its seed: {new}"
    );
    let reply = send(&mut e, r#"{"cmd":"view","player":4,"id":[1,"x"]}"#);
    assert_eq!(reply["id"], json!([1, "x"]));
    assert_eq!(kind(&reply), "no_such_seat");
    let games_reply = ok(&mut e, r#"{"cmd":"games"}"#);
    assert_eq!(games_reply["games"][0]["id"], "dice-race");
    assert_eq!(
        games_reply["games"][0]["players"],
        json!({"min": 1, "max": 4})
    );
    assert_eq!(games_reply["games"][0]["options"][0]["key"], "long");
    let render = ok(&mut e, r#"{"cmd":"render","player":0}"#);
    assert!(render["text"].as_str().unwrap().contains("Seat 1"));
}

#[test]
fn serve_reads_until_quit_or_the_end_of_input() {
    let games = games();
    let input =
        format!("\n   \n{NEW}\r\n{{\"cmd\":\"legal\"}}\nnonsense\n{{\"cmd\":\"quit\"}}\n{NEW}\n");
    let mut out = Vec::new();
    serve(&games, input.as_bytes(), &mut out).unwrap();
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
    )
    .unwrap();
    assert_eq!(String::from_utf8(out).unwrap().lines().count(), 2);
}

/// Dice race whose banking fails halfway, after the state has changed: a defect the engine
/// must survive without losing the game.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
struct Fragile(DiceRace);

impl Game for Fragile {
    type Action = Action;
    const ID: &'static str = "fragile";
    const NAME: &'static str = "Fragile";
    const PLAYERS: std::ops::RangeInclusive<usize> = DiceRace::PLAYERS;
    const OPTIONS: &'static [cathedra_core::OptionSpec] = DiceRace::OPTIONS;
    fn new(players: usize, options: &Options) -> Result<Self, Error> {
        DiceRace::new(players, options).map(Fragile)
    }
    fn players(&self) -> usize {
        self.0.players()
    }
    fn turn(&self) -> Turn {
        self.0.turn()
    }
    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.0.legal_actions(out)
    }
    fn chance_outcomes(&self, out: &mut Vec<cathedra_core::Outcome<Action>>) {
        self.0.chance_outcomes(out)
    }
    fn apply(&mut self, action: Action, log: &mut Log) -> Result<(), Error> {
        self.0.apply(action, log)?;
        assert!(action != Action::Bank, "banking is broken");
        Ok(())
    }
    fn describe(&self, action: Action) -> String {
        self.0.describe(action)
    }
    fn view(&self, seat: usize) -> Value {
        self.0.view(seat)
    }
    fn validate(&self) -> Result<(), Error> {
        self.0.validate()
    }
    fn scores(&self) -> Vec<i64> {
        self.0.scores()
    }
    fn ranking(&self) -> Vec<usize> {
        self.0.ranking()
    }
    fn render(&self, seat: Option<usize>) -> String {
        self.0.render(seat)
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
    for _ in 0..3 {
        ok(&mut e, r#"{"cmd":"chance"}"#);
    }
    let before = snapshot(&mut e);
    let reply = send(&mut e, r#"{"cmd":"apply","action":{"do":"bank"}}"#);
    assert_eq!(kind(&reply), "internal_error");
    assert_eq!(snapshot(&mut e), before);
    ok(&mut e, r#"{"cmd":"apply","action":{"do":"again"}}"#);
}
