//! Every endpoint of docs/server.md, and every refusal.

mod common;

use cathedra_core::{replay, Log, Observer, Record};
use common::{start, whole, Pick};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

const CASTLE: &str = "castle-for-all-seasons";
const PILLARS: &str = "pillars-of-the-earth";
const RED: &str = "red-cathedral";

#[tokio::test]
async fn the_catalog_lists_every_game_with_its_options_and_the_bots() {
    let s = start("catalog").await;
    let r = s.get("/api/catalog").await;
    assert_eq!(r.status, 200);
    let ids: Vec<&str> = r.body["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, cathedra_games::IDS);
    let castle = &r.body["games"][1];
    assert_eq!(castle["options"][0]["key"], "winter");
    assert_eq!(castle["players"], json!({"min": 2, "max": 4}));
    assert_eq!(r.body["bots"][0]["name"], "random");
}

#[tokio::test]
async fn creating_a_game_gives_a_secret_token_and_link_per_person_and_none_for_bots() {
    let s = start("create").await;
    let (id, seats) = s
        .create(
            CASTLE,
            json!([{"name": "Ann"}, {"bot": "random"}, {}]),
            json!({"winter": true}),
        )
        .await;
    assert_eq!(id.len(), 20);
    assert_eq!(seats.len(), 3);
    assert_eq!(seats[0]["name"], "Ann");
    assert_eq!(seats[1]["bot"], "random");
    assert!(seats[1].get("token").is_none(), "a bot's seat has no token");
    assert_eq!(
        seats[2]["name"], "Yellow",
        "a person without a name is their colour"
    );
    let t0 = seats[0]["token"].as_str().unwrap();
    let t2 = seats[2]["token"].as_str().unwrap();
    assert_eq!(t0.len(), 64);
    assert_ne!(t0, t2);
    assert_eq!(seats[0]["link"], format!("/g/{id}#{t0}"));
    let list = s.get("/api/games").await;
    assert_eq!(list.status, 200);
    let listed = &list.body["games"][0];
    assert_eq!(listed["id"], id);
    assert_eq!(listed["options"]["winter"], "true");
    assert!(
        !list.body.to_string().contains(t0),
        "the list shows no token"
    );
}

#[tokio::test]
async fn bad_creations_are_refused_with_json_errors() {
    let s = start("bad-create").await;
    let cases = [
        (
            json!({"game": "chess", "seats": [{}, {}]}),
            400,
            "unknown_game",
        ),
        (json!({"game": CASTLE, "seats": [{}]}), 400, "player_count"),
        (
            json!({"game": CASTLE, "seats": [{}, {}, {}, {}, {}]}),
            400,
            "player_count",
        ),
        (
            json!({"game": CASTLE, "seats": [{}, {}], "options": {"summer": "x"}}),
            400,
            "bad_option",
        ),
        (
            json!({"game": CASTLE, "seats": [{}, {}], "options": {"winter": [1]}}),
            400,
            "bad_option",
        ),
        (
            json!({"game": CASTLE, "seats": [{}, {"bot": "grandmaster"}]}),
            400,
            "unknown_bot",
        ),
        (
            json!({"game": CASTLE, "seats": [{"name": ""}, {}]}),
            400,
            "bad_name",
        ),
        (
            json!({"game": CASTLE, "seats": [{"name": "x".repeat(41)}, {}]}),
            400,
            "bad_name",
        ),
        (
            json!({"game": CASTLE, "seats": [{}, {}], "abandon_after": 0}),
            400,
            "bad_abandon_after",
        ),
        (
            json!({"game": CASTLE, "seats": [{}, {}], "turn_clock": 0}),
            400,
            "bad_turn_clock",
        ),
        (
            json!({"game": CASTLE, "seats": [{}, {}], "time_bank": 0}),
            400,
            "bad_time_bank",
        ),
        (
            json!({"game": CASTLE, "seats": [{}, {}], "colour": "red"}),
            400,
            "malformed_request",
        ),
        (json!({"game": CASTLE}), 400, "malformed_request"),
        (json!([1, 2]), 400, "malformed_request"),
    ];
    for (body, status, kind) in cases {
        let r = s.post("/api/games", &body).await;
        assert_eq!((r.status, r.kind()), (status, kind), "{body}: {}", r.body);
        assert!(r.body["error"]["message"].as_str().unwrap().len() > 5);
    }
    let r = s.post_raw("/api/games", "{not json".into()).await;
    assert_eq!((r.status, r.kind()), (400, "malformed_json"));
    let huge = format!(r#"{{"game":"{}","seats":[]}}"#, "x".repeat(100_000));
    let r = s.post_raw("/api/games", huge).await;
    assert_eq!((r.status, r.kind()), (413, "body_too_large"), "{}", r.body);
    let r = s.get("/api/games").await;
    assert_eq!(r.body["games"], json!([]), "no refused request made a game");
}

#[tokio::test]
async fn a_seat_sees_its_view_and_legal_actions_a_spectator_only_the_public_view() {
    let s = start("view").await;
    let (id, seats) = s.create(CASTLE, json!([{}, {}]), json!({})).await;
    let t0 = seats[0]["token"].as_str().unwrap();
    let mine = s.state(&id, Some(t0)).await;
    assert_eq!(mine["you"], 0);
    assert_eq!(mine["turn"]["kind"], "simultaneous");
    let actions = mine["actions"].as_array().unwrap();
    assert!(!actions.is_empty());
    assert!(actions
        .iter()
        .all(|a| a["text"].as_str().unwrap().starts_with("Choose")));
    assert!(
        mine["seq"].as_u64().unwrap() >= 1,
        "the start player is dealt at once"
    );
    assert!(mine["log"][0]["text"]
        .as_str()
        .unwrap()
        .contains("start player"));
    let spectator = s.state(&id, None).await;
    assert_eq!(spectator["you"], "spectator");
    assert_eq!(spectator["actions"], json!([]));
    assert!(spectator["view"]["seats"][0].get("hand").is_none());
    // The token may also come as a bearer header.
    let r = s
        .http
        .get(s.url(&format!("/api/games/{id}")))
        .bearer_auth(t0)
        .send()
        .await
        .unwrap();
    let by_header: Value = r.json().await.unwrap();
    assert_eq!(by_header["you"], 0);
    let r = s.get(&format!("/api/games/{id}?token=nope")).await;
    assert_eq!((r.status, r.kind()), (403, "bad_token"));
    let r = s.get(&format!("/api/games/{id}?tokn=x")).await;
    assert_eq!((r.status, r.kind()), (400, "malformed_query"));
    let r = s.get("/api/games/0123456789abcdef0123").await;
    assert_eq!((r.status, r.kind()), (404, "no_such_game"));
    let r = s.get("/api/nothing/here").await;
    assert_eq!((r.status, r.kind()), (404, "no_such_endpoint"));
}

#[tokio::test]
async fn actions_are_taken_once_and_every_wrong_one_is_refused_by_name() {
    let s = start("act").await;
    let (id, seats) = s.create(CASTLE, json!([{}, {}]), json!({})).await;
    let t0 = seats[0]["token"].as_str().unwrap().to_string();
    let state = s.state(&id, Some(&t0)).await;
    let seq = state["seq"].as_u64().unwrap();
    let choose = state["actions"][0]["action"].clone();
    let path = format!("/api/games/{id}/actions");

    // An action out of its step names the rule it breaks, and changes nothing.
    let place = json!({"do": "place", "space": "keep", "from": "supply"});
    let r = s.act(&id, &t0, seq, &place).await;
    assert_eq!((r.status, r.kind()), (422, "illegal_action"), "{}", r.body);
    assert!(r.body["error"]["rule"]
        .as_str()
        .unwrap()
        .starts_with("CAS-"));
    assert_eq!(s.state(&id, Some(&t0)).await, state);

    let r = s.act(&id, &t0, seq, &json!({"do": "fly"})).await;
    assert_eq!((r.status, r.kind()), (400, "malformed_action"));
    let r = s.act(&id, "0000", seq, &choose).await;
    assert_eq!((r.status, r.kind()), (403, "bad_token"));
    let r = s.post(&path, &json!({"seq": seq, "action": choose})).await;
    assert_eq!((r.status, r.kind()), (400, "malformed_request"), "no token");
    let r = s
        .post(&path, &json!({"token": t0, "seq": -1, "action": choose}))
        .await;
    assert_eq!((r.status, r.kind()), (400, "malformed_request"));
    let r = s.act(&id, &t0, seq + 7, &choose).await;
    assert_eq!(
        (r.status, r.kind()),
        (409, "stale_sequence"),
        "a future sequence"
    );

    let r = s.act(&id, &t0, seq, &choose).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let next = r.body["seq"].as_u64().unwrap();
    assert!(next > seq);
    // The same action again, for the sequence it was sent for: refused as stale, not applied
    // to the new turn.
    let r = s.act(&id, &t0, seq, &choose).await;
    assert_eq!((r.status, r.kind()), (409, "stale_sequence"));
    assert!(r.body["error"]["message"]
        .as_str()
        .unwrap()
        .contains(&seq.to_string()));
    assert_eq!(s.state(&id, Some(&t0)).await["seq"].as_u64().unwrap(), next);

    let r = s
        .post(
            &format!("/api/games/{}/actions", "f".repeat(20)),
            &json!({"token": t0, "seq": 0, "action": choose}),
        )
        .await;
    assert_eq!((r.status, r.kind()), (404, "no_such_game"));
    let r = s
        .post_raw(
            &path,
            format!(
                r#"{{"token":"{}","seq":0,"action":"{}"}}"#,
                t0,
                "a".repeat(70_000)
            ),
        )
        .await;
    assert_eq!((r.status, r.kind()), (413, "body_too_large"));
}

/// A sequence number guards a seat against acting on what it no longer sees: another seat's
/// face-down choice in the same simultaneous choice changes nothing a seat sees, so a choice
/// sent for the number before it stands; anything the seat sees since makes it stale.
#[tokio::test]
async fn a_choice_sent_while_another_seat_chose_face_down_stands_and_one_after_a_seen_move_is_stale(
) {
    let s = start("unseen").await;
    let (id, seats) = s.create(CASTLE, json!([{}, {}]), json!({})).await;
    let (t0, t1) = (
        seats[0]["token"].as_str().unwrap(),
        seats[1]["token"].as_str().unwrap(),
    );
    let seen = s.state(&id, Some(t0)).await;
    let seq = seen["seq"].as_u64().unwrap();
    let theirs = s.state(&id, Some(t1)).await["actions"][0]["action"].clone();
    let r = s.act(&id, t1, seq, &theirs).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body["at"], seq, "recorded where it was sent for");
    let now = r.body["seq"].as_u64().unwrap();
    assert!(now > seq);
    // Seat 0 saw only that Red chose: its actions are those it saw.
    let mine = s.state(&id, Some(t0)).await;
    assert_eq!(mine["actions"], seen["actions"]);
    let choose = seen["actions"][0]["action"].clone();
    let r = s.act(&id, t0, seq, &choose).await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.body["at"], now, "recorded after seat 1's choice");
    let after = r.body["seq"].as_u64().unwrap();
    let record = s.state(&id, None).await;
    assert!(record["log"].to_string().contains("Blue has chosen"));
    // Its own choice is a change it sees: the numbers before it are stale now (CAS-4.1: a
    // 2-player seat chooses a second card).
    let second = s.state(&id, Some(t0)).await["actions"][0]["action"].clone();
    for old in [seq, now] {
        let r = s.act(&id, t0, old, &second).await;
        assert_eq!((r.status, r.kind()), (409, "stale_sequence"), "{old}");
    }
    assert_eq!(s.state(&id, Some(t0)).await["seq"].as_u64().unwrap(), after);

    // A seat that did not decide when it looked saw the move that made it decide.
    let (id, seats) = s.create(PILLARS, json!([{}, {}]), json!({})).await;
    let spectator = s.state(&id, None).await;
    let to_move = spectator["turn"]["seat"].as_u64().unwrap() as usize;
    let mover = seats[to_move]["token"].as_str().unwrap();
    let other = seats[1 - to_move]["token"].as_str().unwrap();
    let mut seq = spectator["seq"].as_u64().unwrap();
    let before = seq;
    // The mover plays on until the other seat decides.
    while s.state(&id, None).await["turn"]["seat"].as_u64() == Some(to_move as u64) {
        let state = s.state(&id, Some(mover)).await;
        let r = s.act(&id, mover, seq, &state["actions"][0]["action"]).await;
        assert_eq!(r.status, 200, "{}", r.body);
        seq = r.body["seq"].as_u64().unwrap();
    }
    let theirs = s.state(&id, Some(other)).await["actions"][0]["action"].clone();
    let r = s.act(&id, other, before, &theirs).await;
    assert_eq!((r.status, r.kind()), (409, "stale_sequence"), "{}", r.body);
    let r = s.act(&id, other, seq, &theirs).await;
    assert_eq!(r.status, 200, "{}", r.body);
}

#[tokio::test]
async fn a_seat_that_does_not_decide_now_is_refused_and_a_bot_seat_takes_no_person() {
    let s = start("turns").await;
    let (id, seats) = s.create(PILLARS, json!([{}, {}]), json!({})).await;
    let spectator = s.state(&id, None).await;
    let to_move = spectator["turn"]["seat"]
        .as_u64()
        .expect("one seat decides") as usize;
    let mover = seats[to_move]["token"].as_str().unwrap();
    let other = seats[1 - to_move]["token"].as_str().unwrap();
    let state = s.state(&id, Some(mover)).await;
    let action = state["actions"][0]["action"].clone();
    let r = s
        .act(&id, other, state["seq"].as_u64().unwrap(), &action)
        .await;
    assert_eq!(
        (r.status, r.kind()),
        (409, "not_your_decision"),
        "{}",
        r.body
    );

    let (id, seats) = s
        .create(CASTLE, json!([{}, {"bot": "random"}]), json!({}))
        .await;
    let t0 = seats[0]["token"].as_str().unwrap();
    let mut chosen = false;
    for _ in 0..500 {
        let mine = s.state(&id, Some(t0)).await;
        assert_eq!(mine["seats"][1]["bot"], "random");
        if mine["log"].to_string().contains("Red has chosen") {
            chosen = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    assert!(chosen, "the bot chose by itself");
}

#[tokio::test]
async fn the_record_is_given_once_the_game_is_over_and_replays_to_its_scores() {
    let s = start("record").await;
    let (id, _) = s
        .create(
            CASTLE,
            json!([{"bot": "random"}, {"bot": "random"}, {"bot": "random"}]),
            json!({"winter": "true"}),
        )
        .await;
    let (live, _) = s.create(CASTLE, json!([{}, {}]), json!({})).await;
    let r = s.get(&format!("/api/games/{live}/record")).await;
    assert_eq!((r.status, r.kind()), (409, "not_over"));
    let r = s.get(&format!("/api/games/{live}/replay?at=1")).await;
    assert_eq!((r.status, r.kind()), (409, "not_over"));

    let end = s.until_over(&id).await;
    assert!(end["scores"].as_array().unwrap().len() == 3);
    let r = s.get(&format!("/api/games/{id}/record")).await;
    assert_eq!(r.status, 200);
    let record: Record = serde_json::from_value(r.body.clone()).unwrap();
    assert_eq!(record.actions.len() as u64, end["seq"].as_u64().unwrap());
    assert_eq!(record.seed, None);
    let game: cathedra_castle::Castle = replay(&record, &mut Log::silent()).unwrap();
    assert_eq!(json!(cathedra_core::Game::scores(&game)), end["scores"]);

    // The replay viewer's steps: the start, a middle, the end.
    let total = record.actions.len();
    let first = s.get(&format!("/api/games/{id}/replay?at=0")).await;
    assert_eq!(first.status, 200);
    assert_eq!(first.body["total"], total);
    assert_eq!(first.body["log"], json!([]));
    let mid = s
        .get(&format!("/api/games/{id}/replay?at={}", total / 2))
        .await;
    assert_eq!(mid.body["at"], total / 2);
    assert!(mid.body["view"]["round"].as_u64().is_some());
    let last = s
        .get(&format!("/api/games/{id}/replay?at={}", total + 50))
        .await;
    assert_eq!(last.body["at"], total, "past the end is the end");
    assert_eq!(last.body["scores"], end["scores"]);
    let r = s.get(&format!("/api/games/{id}/replay?at=x")).await;
    assert_eq!((r.status, r.kind()), (400, "malformed_query"));
}

async fn next_text(
    ws: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
) -> Value {
    loop {
        let msg = tokio::time::timeout(std::time::Duration::from_secs(10), ws.next())
            .await
            .expect("a message in time")
            .expect("the socket is open")
            .unwrap();
        if let Message::Text(t) = msg {
            return serde_json::from_str(t.as_str()).unwrap();
        }
    }
}

#[tokio::test]
async fn the_websocket_pushes_each_change_takes_actions_and_resyncs() {
    let s = start("ws").await;
    let (id, seats) = s.create(CASTLE, json!([{}, {}]), json!({})).await;
    let t0 = seats[0]["token"].as_str().unwrap();
    let t1 = seats[1]["token"].as_str().unwrap();
    let ws_url = |q: &str| format!("{}/api/games/{id}/ws{q}", s.base.replacen("http", "ws", 1));
    let (mut ws0, _) = tokio_tungstenite::connect_async(ws_url(&format!("?token={t0}")))
        .await
        .unwrap();
    let (mut spec, _) = tokio_tungstenite::connect_async(ws_url("")).await.unwrap();
    let first = next_text(&mut ws0).await;
    assert_eq!(first["type"], "state");
    assert_eq!(first["state"], s.state(&id, Some(t0)).await);
    let seq = first["state"]["seq"].as_u64().unwrap();
    let spec_first = next_text(&mut spec).await;
    assert_eq!(spec_first["state"], s.state(&id, None).await);

    // Seat 1 acts over HTTP: both watchers are told.
    let s1 = s.state(&id, Some(t1)).await;
    let r = s.act(&id, t1, seq, &s1["actions"][0]["action"]).await;
    assert_eq!(r.status, 200);
    let pushed = next_text(&mut ws0).await;
    assert_eq!(pushed["state"]["seq"], r.body["seq"]);
    // A push carries only the log entries the socket has not had.
    assert_eq!(
        pushed["state"]["log_from"],
        json!(first["state"]["log"].as_array().unwrap().len())
    );
    assert_eq!(
        whole(&first["state"], &pushed["state"]),
        s.state(&id, Some(t0)).await
    );
    assert_eq!(next_text(&mut spec).await["state"]["seq"], r.body["seq"]);

    // Seat 0 acts over its socket (for the sequence before seat 1's face-down choice, which
    // changed nothing it sees); the same sequence again, after its own action, is refused by
    // name.
    let action = pushed["state"]["actions"][0]["action"].clone();
    ws0.send(Message::text(
        json!({"type": "act", "seq": seq, "action": action}).to_string(),
    ))
    .await
    .unwrap();
    let acted = next_text(&mut ws0).await;
    assert_eq!(acted["type"], "acted", "{acted}");
    assert_eq!(
        acted["at"], pushed["state"]["seq"],
        "recorded after seat 1's choice"
    );
    let after = next_text(&mut ws0).await;
    assert_eq!(after["state"]["seq"], acted["seq"]);
    let second = after["state"]["actions"][0]["action"].clone();
    ws0.send(Message::text(
        json!({"type": "act", "seq": seq, "action": second}).to_string(),
    ))
    .await
    .unwrap();
    let refused = next_text(&mut ws0).await;
    assert_eq!(refused["type"], "refused");
    assert_eq!(refused["error"]["kind"], "stale_sequence");
    // Resync on request; nonsense and a spectator's action are refused.
    ws0.send(Message::text(r#"{"type":"sync"}"#)).await.unwrap();
    assert_eq!(
        next_text(&mut ws0).await["state"],
        s.state(&id, Some(t0)).await
    );
    ws0.send(Message::text(r#"{"type":"dance"}"#))
        .await
        .unwrap();
    assert_eq!(
        next_text(&mut ws0).await["error"]["kind"],
        "malformed_request"
    );
    let _ = next_text(&mut spec).await;
    spec.send(Message::text(
        json!({"type": "act", "seq": acted["seq"], "action": action}).to_string(),
    ))
    .await
    .unwrap();
    assert_eq!(next_text(&mut spec).await["error"]["kind"], "spectator");

    // A reconnecting client gets the current state at once.
    drop(ws0);
    let (mut again, _) = tokio_tungstenite::connect_async(ws_url(&format!("?token={t0}")))
        .await
        .unwrap();
    assert_eq!(
        next_text(&mut again).await["state"],
        s.state(&id, Some(t0)).await
    );
    let r = s
        .http
        .get(ws_url("?token=bad").replacen("ws", "http", 1))
        .header("connection", "upgrade")
        .header("upgrade", "websocket")
        .header("sec-websocket-version", "13")
        .header("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ==")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
}

#[tokio::test]
async fn a_person_who_keeps_a_decision_too_long_is_replaced_by_a_bot() {
    let s = start("abandon").await;
    let r = s
        .post(
            "/api/games",
            &json!({"game": CASTLE, "seats": [{}, {"bot": "random"}], "abandon_after": 1}),
        )
        .await;
    let id = r.body["id"].as_str().unwrap().to_string();
    let t0 = r.body["seats"][0]["token"].as_str().unwrap();
    let before = s.state(&id, Some(t0)).await;
    let mut pick = Pick(7);
    for _ in 0..1000 {
        let st = s.state(&id, None).await;
        if st["seats"][0]["bot"] == "random" {
            // The person's token still shows the seat, but the bot plays it now.
            let action = &before["actions"][0]["action"];
            let r = s.act(&id, t0, st["seq"].as_u64().unwrap(), action).await;
            assert_eq!((r.status, r.kind()), (409, "bot_seat"), "{}", r.body);
            assert_eq!(s.state(&id, Some(t0)).await["you"], 0);
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5 + pick.below(5) as u64)).await;
    }
    panic!("no bot took the abandoned seat");
}

#[tokio::test]
async fn a_person_whose_turn_clock_runs_out_gets_a_random_move_and_keeps_the_seat() {
    let s = start("clock").await;
    let r = s
        .post(
            "/api/games",
            &json!({"game": CASTLE, "seats": [{}, {"bot": "random"}], "turn_clock": 1}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.body["id"].as_str().unwrap().to_string();
    let t0 = r.body["seats"][0]["token"].as_str().unwrap();
    let first = s.state(&id, Some(t0)).await;
    assert_eq!(first["turn_clock"], 1);
    let left = first["clock_left_ms"][0]
        .as_u64()
        .expect("the person decides");
    assert!(left <= 1000, "{left}");
    // Nobody acts for the person: the clock does, and the seat stays the person's.
    for _ in 0..600 {
        let st = s.state(&id, Some(t0)).await;
        let mine = st["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["text"] == "Blue has chosen")
            .count();
        if mine > 0 {
            assert_eq!(st["seats"][0]["bot"], Value::Null, "still a person's seat");
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    panic!("the clock made no move");
}

#[tokio::test]
async fn a_person_plays_a_medium_bot_to_the_end_over_the_api() {
    let s = start("medium").await;
    let (id, seats) = s
        .create(
            CASTLE,
            json!([{"name": "Ann"}, {"bot": "medium"}]),
            json!({}),
        )
        .await;
    assert_eq!(seats[1]["bot"], "medium");
    let token = seats[0]["token"].as_str().unwrap();
    let mut pick = Pick(0x9e37_79b9);
    let started = std::time::Instant::now();
    loop {
        let mine = s.state(&id, Some(token)).await;
        assert_eq!(mine["seats"][1]["bot"], "medium");
        if mine["over"] == json!(true) {
            assert_eq!(mine["scores"].as_array().unwrap().len(), 2);
            let r = s.get(&format!("/api/games/{id}/record")).await;
            assert_eq!(r.status, 200);
            let record: Record = serde_json::from_value(r.body).unwrap();
            let game: cathedra_castle::Castle = replay(&record, &mut Log::silent()).unwrap();
            assert_eq!(json!(cathedra_core::Game::scores(&game)), mine["scores"]);
            return;
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(900),
            "the game with a medium bot did not end"
        );
        let actions = mine["actions"].as_array().unwrap();
        if actions.is_empty() {
            // The bot thinks (off the runtime: the server still answers meanwhile).
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            continue;
        }
        let action = actions[pick.below(actions.len())]["action"].clone();
        let r = s
            .act(&id, token, mine["seq"].as_u64().unwrap(), &action)
            .await;
        assert!(
            r.status == 200 || r.kind() == "stale_sequence",
            "{} {}",
            r.status,
            r.body
        );
    }
}

#[tokio::test]
async fn every_bot_level_is_offered_and_an_unknown_agent_is_refused_by_name() {
    let s = start("levels").await;
    let r = s.get("/api/catalog").await;
    let names: Vec<&str> = r.body["bots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["random", "greedy", "easy", "medium", "hard"]);
    for level in &names {
        let (id, seats) = s
            .create(PILLARS, json!([{}, {"bot": level}]), json!({}))
            .await;
        assert_eq!(seats[1]["bot"], *level, "{id}");
    }
    for bad in ["alphago", "ismcts:5", "Medium", ""] {
        let r = s
            .post(
                "/api/games",
                &json!({"game": PILLARS, "seats": [{}, {"bot": bad}]}),
            )
            .await;
        assert_eq!(
            (r.status, r.kind()),
            (400, "unknown_bot"),
            "{bad}: {}",
            r.body
        );
        assert!(
            r.body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("medium"),
            "the refusal names the bots there are: {}",
            r.body
        );
    }
}

#[tokio::test]
async fn a_long_game_log_pushed_piece_by_piece_is_the_log_read_back_from_the_record() {
    // A table keeps only its latest log entries; a client that asks for the whole log gets it
    // from the game replayed from its record, and it is the log the pushes carried.
    let s = start("long-log").await;
    let (id, seats) = s
        .create(
            CASTLE,
            json!([{"name": "Ann"}, {"bot": "random"}, {"bot": "random"}]),
            json!({}),
        )
        .await;
    let token = seats[0]["token"].as_str().unwrap();
    let ws_url = |q: &str| format!("{}/api/games/{id}/ws{q}", s.base.replacen("http", "ws", 1));
    let (mut mine, _) = tokio_tungstenite::connect_async(ws_url(&format!("?token={token}")))
        .await
        .unwrap();
    let (mut spec, _) = tokio_tungstenite::connect_async(ws_url("")).await.unwrap();
    let mut pick = Pick(0x5eed_1234);
    let mut state = next_text(&mut mine).await["state"].clone();
    while state["over"] != json!(true) {
        let actions = state["actions"].as_array().unwrap();
        if !actions.is_empty() {
            let action = actions[pick.below(actions.len())]["action"].clone();
            let r = s
                .act(&id, token, state["seq"].as_u64().unwrap(), &action)
                .await;
            assert!(
                r.status == 200 || r.kind() == "stale_sequence",
                "{}",
                r.body
            );
        }
        let pushed = next_text(&mut mine).await;
        state = whole(&state, &pushed["state"]);
    }
    let log = state["log"].as_array().unwrap();
    assert!(log.len() > 100, "a whole game logs more than a table keeps");
    assert_eq!(state, s.state(&id, Some(token)).await);

    // The spectator's pushes, stitched, are the spectator's log read back.
    let mut watched = next_text(&mut spec).await["state"].clone();
    while watched["over"] != json!(true) {
        let pushed = next_text(&mut spec).await;
        watched = whole(&watched, &pushed["state"]);
    }
    assert_eq!(watched, s.state(&id, None).await);
}

/// Every string anywhere in `value`.
fn strings<'a>(value: &'a Value, out: &mut Vec<&'a str>) {
    match value {
        Value::String(s) => out.push(s),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(fields) => fields.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

#[tokio::test]
async fn the_terms_name_every_card_a_view_names_by_id() {
    // The plain view names things by the game's own terms: every card or tile a view refers to
    // (every string in these fields) is one of them, with a name and what it does.
    let s = start("terms").await;
    let cases = [
        // (game, the view's fields that hold cards by id)
        ("red-cathedral", vec!["/towers", "/influence", "/players"]),
        (
            "architects-of-the-west-kingdom",
            vec!["/players", "/display", "/apprentice_deck"],
        ),
    ];
    for (game, fields) in cases {
        let (id, seats) = s
            .create(game, json!([{"name": "Ann"}, {"name": "Bo"}]), json!({}))
            .await;
        let terms = s.get(&format!("/api/games/{id}/terms")).await;
        assert_eq!(terms.status, 200, "{}", terms.body);
        let terms = terms.body["terms"].as_array().unwrap().clone();
        assert!(terms.len() > 20, "{game}: {} terms", terms.len());
        for t in &terms {
            assert!(!t["name"].as_str().unwrap().is_empty(), "{t}");
            assert!(!t["text"].as_str().unwrap().is_empty(), "{t}");
        }
        let known: std::collections::HashSet<&str> =
            terms.iter().map(|t| t["id"].as_str().unwrap()).collect();
        // A few moves in, so that cards have been dealt and drafted.
        let tokens: Vec<&str> = seats.iter().map(|s| s["token"].as_str().unwrap()).collect();
        let mut pick = Pick(0x7e12_0001);
        for _ in 0..6 {
            let Some((token, state)) = futures_util::future::join_all(
                tokens
                    .iter()
                    .map(|t| async { (*t, s.state(&id, Some(t)).await) }),
            )
            .await
            .into_iter()
            .find(|(_, st)| !st["actions"].as_array().unwrap().is_empty()) else {
                break;
            };
            let actions = state["actions"].as_array().unwrap();
            let action = actions[pick.below(actions.len())]["action"].clone();
            let r = s
                .act(&id, token, state["seq"].as_u64().unwrap(), &action)
                .await;
            assert_eq!(r.status, 200, "{}", r.body);
        }
        let mut named = 0;
        for token in [Some(tokens[0]), None] {
            let view = s.state(&id, token).await["view"].clone();
            for field in &fields {
                let mut found = Vec::new();
                strings(view.pointer(field).unwrap(), &mut found);
                for card in &found {
                    assert!(
                        known.contains(card),
                        "{game}: {field} names {card}, not a term"
                    );
                    named += 1;
                }
            }
        }
        assert!(named > 5, "{game}: {named} cards named in the views");
    }
    let r = s.get("/api/games/nope/terms").await;
    assert_eq!((r.status, r.kind()), (404, "no_such_game"));
}

/// A bot whose move does not commit (here the database refuses its seat's actions for a
/// while, as a full disk would) tries again: once the store takes writes again the game goes
/// on without anyone acting. Before, the seat stalled until some other change woke it.
#[tokio::test]
async fn a_bot_whose_move_fails_to_commit_tries_again_and_the_game_goes_on() {
    let s = start("retry").await;
    let db = rusqlite::Connection::open(&s.db).unwrap();
    db.execute_batch(
        "CREATE TRIGGER refuse_seat_1 BEFORE INSERT ON actions WHEN NEW.actor = '1'
         BEGIN SELECT RAISE(ABORT, 'the disk is full'); END;",
    )
    .unwrap();
    let bot_actions = || -> i64 {
        db.query_row("SELECT COUNT(*) FROM actions WHERE actor = '1'", [], |r| {
            r.get(0)
        })
        .unwrap()
    };
    let (id, seats) = s
        .create(CASTLE, json!([{}, {"bot": "random"}]), json!({}))
        .await;
    let t0 = seats[0]["token"].as_str().unwrap();
    // Both seats choose their characters at once: the person's choices commit, the bot's do
    // not, until the game waits for the bot alone.
    let mut acted = 0;
    loop {
        let mine = s.state(&id, Some(t0)).await;
        let Some(action) = mine["actions"].get(0).map(|c| c["action"].clone()) else {
            break;
        };
        let r = s.act(&id, t0, mine["seq"].as_u64().unwrap(), &action).await;
        assert_eq!(r.status, 200, "{}", r.body);
        acted += 1;
        assert!(acted < 50, "the person kept deciding");
    }
    assert!(acted > 0);
    tokio::time::sleep(std::time::Duration::from_millis(400)).await;
    assert_eq!(bot_actions(), 0, "the store refused the bot's moves");
    let now = s.state(&id, Some(t0)).await;
    assert_eq!(now["actions"], json!([]), "the game waits for the bot");

    db.execute_batch("DROP TRIGGER refuse_seat_1").unwrap();
    for _ in 0..500 {
        if bot_actions() > 0 {
            let after = s.state(&id, Some(t0)).await;
            assert!(after["seq"].as_u64() > now["seq"].as_u64());
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!("the bot never tried again");
}

/// The Red Cathedral played to its end by bots over the API: the finished state carries the
/// scores, the ranking and, in its log, the final scoring's breakdown that the web UI lists per
/// player (each participant's hoard converted, each tower's points), each line as the record
/// replayed gives it. Bounded by a timeout: a game that does not end fails the test.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_red_cathedrals_finished_game_shows_its_scoring_breakdown() {
    use cathedra_red_cathedral::RedCathedral;
    let limit = std::time::Duration::from_secs(240);
    tokio::time::timeout(limit, async {
        let s = start("red-scores").await;
        let (id, _) = s
            .create(
                RED,
                json!([{"bot": "random"}, {"bot": "random"}]),
                json!({}),
            )
            .await;
        let end = loop {
            let st = s.state(&id, None).await;
            if st["over"] == json!(true) {
                break st;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        };
        let r = s.get(&format!("/api/games/{id}/record")).await;
        assert_eq!(r.status, 200);
        let record: Record = serde_json::from_value(r.body).unwrap();
        let mut log = Log::recording();
        let game: RedCathedral = replay(&record, &mut log).unwrap();
        assert_eq!(json!(cathedra_core::Game::scores(&game)), end["scores"]);
        assert_eq!(json!(cathedra_core::Game::ranking(&game)), end["ranking"]);
        let arg = |e: &Value, key: &str| -> Option<i64> {
            e["event"]["args"]
                .as_array()?
                .iter()
                .find(|a| a[0] == key)
                .and_then(|a| a[1].as_i64())
        };
        let events = |kind: &str| -> Vec<Value> {
            end["log"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|e| e["event"]["kind"] == kind)
                .cloned()
                .collect()
        };
        // The whole log, its oldest entries read back from the record: what was logged.
        assert_eq!(
            end["log"],
            json!(log.visible_to(Observer::Spectator).collect::<Vec<_>>())
        );
        // RC-14.3: each participant's hoard converted into prestige.
        let hoards = events("hoard");
        assert_eq!(hoards.len(), 2);
        for (p, hoard) in hoards.iter().enumerate() {
            assert_eq!(arg(hoard, "participant"), Some(p as i64));
            assert!(hoard["text"].as_str().unwrap().contains("prestige"));
        }
        // RC-14.4 .. RC-14.6: every tower's points for each participant who scores there.
        let towers = events("tower_points");
        let mut expected = Vec::new();
        for t in 0..usize::from(game.towers) {
            for (p, &pts) in game.tower_points(t).iter().enumerate().take(2) {
                if pts > 0 {
                    expected.push((p as i64, t as i64, i64::from(pts)));
                }
            }
        }
        let logged: Vec<(i64, i64, i64)> = towers
            .iter()
            .map(|e| {
                (
                    arg(e, "participant").unwrap(),
                    arg(e, "tower").unwrap(),
                    arg(e, "prestige").unwrap(),
                )
            })
            .collect();
        assert_eq!(logged, expected);
        assert!(!logged.is_empty(), "some tower scored");
        // The last line names every participant's final prestige.
        let last = end["log"].as_array().unwrap().last().unwrap();
        assert_eq!(last["event"]["kind"], "final_scores");
        for (i, score) in end["scores"].as_array().unwrap().iter().enumerate() {
            let title = end["seats"][i]["title"].as_str().unwrap();
            let line = format!("{title} {score}");
            assert!(
                last["text"].as_str().unwrap().contains(&line),
                "{line}: {last}"
            );
        }
    })
    .await
    .expect("the bots' game of The Red Cathedral ended within the time limit");
}

/// A person's time bank counts all their decisions in the game: the time each took is spent
/// (and stored with the action), every state says what is left, and once it is spent a random
/// bot takes the seat for the rest of the game.
#[tokio::test]
async fn a_person_whose_time_bank_is_spent_is_replaced_by_a_bot() {
    let s = start("bank").await;
    let created = std::time::Instant::now();
    let r = s
        .post(
            "/api/games",
            &json!({"game": CASTLE, "seats": [{}, {}], "time_bank": 2}),
        )
        .await;
    assert_eq!(r.status, 201, "{}", r.body);
    let id = r.body["id"].as_str().unwrap().to_string();
    let t0 = r.body["seats"][0]["token"].as_str().unwrap().to_string();
    let t1 = r.body["seats"][1]["token"].as_str().unwrap().to_string();
    let st = s.state(&id, Some(&t0)).await;
    assert_eq!(st["time_bank"], 2);
    let left = st["bank_left_ms"][0].as_u64().unwrap();
    assert!(left > 1000 && left <= 2000, "{left}");

    // Seat 1 takes half a second over its decision: that much of its bank is spent, and stored.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let mine = s.state(&id, Some(&t1)).await;
    let action = mine["actions"][0]["action"].clone();
    let r = s
        .act(&id, &t1, mine["seq"].as_u64().unwrap(), &action)
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let db = rusqlite::Connection::open(&s.db).unwrap();
    let used: u64 = db
        .query_row(
            "SELECT bank_used_ms FROM seats WHERE game_id = ?1 AND seat = 1",
            [&id],
            |r| r.get(0),
        )
        .unwrap();
    assert!((500..2000).contains(&used), "{used}");
    let st = s.state(&id, Some(&t0)).await;
    assert!(st["bank_left_ms"][1].as_u64().unwrap() <= 2000 - used);

    // Seat 0 never decides: once its two seconds are spent, a random bot plays it. Seat 1
    // decides at once whenever it may.
    for _ in 0..500 {
        let mine = s.state(&id, Some(&t1)).await;
        if let Some(choice) = mine["actions"].get(0) {
            let seq = mine["seq"].as_u64().unwrap();
            let r = s.act(&id, &t1, seq, &choice["action"]).await;
            assert!(
                r.status == 200 || r.kind() == "stale_sequence",
                "{}",
                r.body
            );
            continue;
        }
        let st = s.state(&id, None).await;
        if st["seats"][0]["bot"] == "random" {
            assert!(created.elapsed() >= std::time::Duration::from_millis(1900));
            assert_eq!(st["seats"][1]["bot"], Value::Null, "seat 1 had time left");
            assert_eq!(st["bank_left_ms"][0], Value::Null);
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!("the spent time bank handed the seat to no bot");
}

/// What no seat asks for (the catalog, the UI's texts) takes only `?lang=`: a seat's token or a
/// sequence number there is a mistake of the caller's, said as such, not silently ignored.
#[tokio::test]
async fn the_catalog_and_the_texts_refuse_a_seat_s_query() {
    let s = start("lang-only").await;
    for path in ["/api/catalog", "/api/texts"] {
        assert_eq!(
            s.get(&format!("{path}?lang=cs")).await.status,
            200,
            "{path}"
        );
        for extra in ["token=abc", "at=3", "lang=cs&token=abc"] {
            let r = s.get(&format!("{path}?{extra}")).await;
            assert_eq!(
                (r.status, r.kind()),
                (400, "malformed_query"),
                "{path}?{extra}"
            );
        }
    }
}

/// A finished game that nobody follows leaves the server's memory (the lobby still lists it),
/// and comes back from its record, the same, when someone asks for it; a game still played
/// never leaves, nor does a finished one while a WebSocket follows it. A restarted server
/// holds finished games only as what the lobby shows.
#[tokio::test]
async fn a_finished_game_nobody_follows_leaves_memory_and_comes_back_from_its_record() {
    let s = start("retire").await;
    let (done, _) = s
        .create(
            CASTLE,
            json!([{"bot": "random"}, {"bot": "random"}]),
            json!({}),
        )
        .await;
    let (watched, _) = s
        .create(
            PILLARS,
            json!([{"bot": "random"}, {"bot": "random"}]),
            json!({}),
        )
        .await;
    let (played, _) = s.create(CASTLE, json!([{}, {}]), json!({})).await;
    let end = s.until_over(&done).await;
    s.until_over(&watched).await;
    let ws = format!(
        "{}/api/games/{watched}/ws",
        s.base.replacen("http", "ws", 1)
    );
    let (mut follower, _) = tokio_tungstenite::connect_async(ws).await.unwrap();
    follower.next().await.unwrap().unwrap();
    let record = s.get(&format!("/api/games/{done}/record")).await.body;
    let lobby = s.get("/api/games").await.body;
    assert_eq!((s.server.live_games(), s.server.games_held()), (3, 3));

    assert_eq!(
        s.server.retire_finished(),
        1,
        "only the finished game nobody follows"
    );
    assert_eq!((s.server.live_games(), s.server.games_held()), (2, 3));
    assert_eq!(
        s.get("/api/games").await.body,
        lobby,
        "the lobby lists it as before"
    );

    assert_eq!(s.state(&done, None).await, end, "read back from its record");
    assert_eq!(
        s.get(&format!("/api/games/{done}/record")).await.body,
        record
    );
    assert_eq!((s.server.live_games(), s.server.games_held()), (3, 3));

    drop(follower);
    let mut left = 0;
    for _ in 0..200 {
        left += s.server.retire_finished();
        if left == 2 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    assert_eq!(left, 2, "both finished games, once nobody follows");
    assert_eq!((s.server.live_games(), s.server.games_held()), (1, 3));
    assert_eq!(s.state(&played, None).await["over"], false);

    let again = common::start_on(s.db.clone()).await;
    assert_eq!(
        (again.server.live_games(), again.server.games_held()),
        (1, 3)
    );
    assert_eq!(again.get("/api/games").await.body, lobby);
    assert_eq!(again.state(&done, None).await, end);
    let r = again.get("/api/games/0123456789abcdef0123").await;
    assert_eq!((r.status, r.kind()), (404, "no_such_game"));
}
