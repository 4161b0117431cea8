//! No seat's responses or WebSocket messages carry what that seat may not know: every view,
//! list of legal actions and log a seat or spectator gets, over HTTP and pushed, is exactly the
//! game's own view, legal actions and readable log for that observer (the contracts the
//! conformance kit checks), at the sequence it names; the dealer's key is never sent.

mod common;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use cathedra_core::{Actor, Log, Observer, Options, Record, Seat};
use common::{start, whole, Pick};
use futures_util::StreamExt;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

/// What the game's contracts say `observer` may see after the record's first `k` actions,
/// for every k.
/// Also how many seat decisions were hidden from some other seat (observed as `None`).
fn expected(record: &Record) -> (Vec<HashMap<Observer, Value>>, usize) {
    let info = cathedra_games::games()
        .into_iter()
        .find(|g| g.id == record.game)
        .unwrap();
    let options = Options::parse(info.options, record.options.iter()).unwrap();
    let mut game = (info.new)(record.players, &options).unwrap();
    let mut log = Log::recording();
    let observers: Vec<Observer> = Seat::all(record.players)
        .map(Observer::Seat)
        .chain([Observer::Spectator])
        .collect();
    let mut out = Vec::new();
    let mut hidden = 0;
    for k in 0..=record.actions.len() {
        let mut at = HashMap::new();
        for &o in &observers {
            let actions: Vec<Value> = match o {
                Observer::Seat(s) => game
                    .choices(s)
                    .into_iter()
                    .map(|c| json!({"action": c.action, "index": c.index, "text": c.text}))
                    .collect(),
                Observer::Spectator => Vec::new(),
            };
            let entries: Vec<Value> = log.visible_to(o).map(|e| json!(e)).collect();
            at.insert(
                o,
                json!({"view": game.view(o).unwrap(), "actions": actions, "log": entries, "turn": game.to_move()}),
            );
        }
        out.push(at);
        if let Some(step) = record.actions.get(k) {
            if let Actor::Seat(by) = step.by {
                let unseen = Seat::all(record.players).filter(|&s| s != by).any(|s| {
                    let seen = game.observe_json(step.by, &step.action, Observer::Seat(s));
                    seen.unwrap().action.is_none()
                });
                hidden += usize::from(unseen);
            }
            game.apply_json(step.by, &step.action, &mut log).unwrap();
        }
    }
    (out, hidden)
}

fn observer_of(v: &Value) -> Observer {
    serde_json::from_value(v.clone()).unwrap()
}

/// The parts of a snapshot the contracts decide.
fn known(snapshot: &Value) -> Value {
    json!({
        "view": snapshot["view"],
        "actions": snapshot["actions"],
        "log": snapshot["log"],
        "turn": snapshot["turn"],
    })
}

/// The texts pushed to each watcher (a seat, or `None`: a spectator).
type Pushed = Arc<Mutex<Vec<(Option<usize>, String)>>>;

async fn play_and_compare(game: &str, players: usize, options: Value, seed: u64) {
    let s = start("knowledge").await;
    let seats: Vec<Value> = (0..players).map(|_| json!({})).collect();
    let (id, seats) = s.create(game, json!(seats), options).await;
    let tokens: Vec<String> = seats
        .iter()
        .map(|s| s["token"].as_str().unwrap().to_string())
        .collect();
    // Every message pushed to each seat's socket and a spectator's.
    let pushed: Pushed = Arc::default();
    let mut watchers = Vec::new();
    for who in (0..players).map(Some).chain([None]) {
        let q = who.map_or(String::new(), |i| format!("?token={}", tokens[i]));
        let url = format!("{}/api/games/{id}/ws{q}", s.base.replacen("http", "ws", 1));
        let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        let pushed = Arc::clone(&pushed);
        watchers.push(tokio::spawn(async move {
            while let Some(Ok(msg)) = ws.next().await {
                if let Message::Text(t) = msg {
                    let over = t.as_str().contains(r#""over":true"#);
                    pushed.lock().unwrap().push((who, t.as_str().to_string()));
                    if over {
                        return;
                    }
                }
            }
        }));
    }
    let mut responses: Vec<String> = Vec::new();
    let mut pick = Pick(seed);
    let mut decisions = 0;
    loop {
        let spectator = s.state(&id, None).await;
        responses.push(spectator.to_string());
        if spectator["over"] == json!(true) {
            break;
        }
        let mut states = Vec::new();
        for t in &tokens {
            let st = s.state(&id, Some(t)).await;
            responses.push(st.to_string());
            states.push(st);
        }
        let owing: Vec<usize> = (0..players)
            .filter(|&i| !states[i]["actions"].as_array().unwrap().is_empty())
            .collect();
        assert!(!owing.is_empty(), "somebody decides: {}", spectator["turn"]);
        let i = owing[pick.below(owing.len())];
        let actions = states[i]["actions"].as_array().unwrap();
        let action = &actions[pick.below(actions.len())]["action"];
        let r = s
            .act(&id, &tokens[i], states[i]["seq"].as_u64().unwrap(), action)
            .await;
        assert_eq!(r.status, 200, "{}", r.body);
        responses.push(r.body.to_string());
        decisions += 1;
        assert!(decisions < 20_000, "the game ends");
    }
    for w in watchers {
        tokio::time::timeout(std::time::Duration::from_secs(20), w)
            .await
            .expect("every watcher sees the end")
            .unwrap();
    }
    let record: Record =
        serde_json::from_value(s.get(&format!("/api/games/{id}/record")).await.body).unwrap();
    let (expected, hidden) = expected(&record);

    let mut checked = 0;
    for text in &responses {
        let v: Value = serde_json::from_str(text).unwrap();
        if v.get("view").is_none() {
            continue;
        }
        let k = v["seq"].as_u64().unwrap() as usize;
        assert_eq!(
            known(&v),
            expected[k][&observer_of(&v["you"])],
            "HTTP at {k} for {}",
            v["you"]
        );
        checked += 1;
    }
    // Each socket's pushes after its first carry only the log entries it has not had.
    let mut had: std::collections::HashMap<Option<usize>, Value> = Default::default();
    for (who, text) in pushed.lock().unwrap().iter() {
        let v: Value = serde_json::from_str(text).unwrap();
        assert_eq!(v["type"], "state");
        let st = &whole(had.get(who).unwrap_or(&json!({"log": []})), &v["state"]);
        had.insert(*who, st.clone());
        let observer = who.map_or(Observer::Spectator, |i| Observer::Seat(Seat(i as u8)));
        assert_eq!(
            observer_of(&st["you"]),
            observer,
            "a socket gets its own seat's state"
        );
        let k = st["seq"].as_u64().unwrap() as usize;
        assert_eq!(
            known(st),
            expected[k][&observer],
            "pushed at {k} to {observer}"
        );
        checked += 1;
    }
    assert!(checked > 3 * decisions, "{checked} responses checked");

    // The dealer's key is in the database and nowhere in what was sent.
    let key: String = rusqlite::Connection::open(&s.db)
        .unwrap()
        .query_row("SELECT lower(hex(dealer_key)) FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(key.len(), 64);
    let everything: String = responses
        .iter()
        .chain(pushed.lock().unwrap().iter().map(|(_, t)| t))
        .map(|t| t.to_lowercase())
        .collect();
    assert!(!everything.contains(&key[..16]));
    assert!(!everything.contains("dealer"));
    // Hidden information was at stake: Castle's face-down cards are chosen unseen.
    if game == "castle-for-all-seasons" {
        assert!(hidden > 20, "{hidden} hidden decisions");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn castle_seats_never_see_face_down_cards_they_may_not_know() {
    play_and_compare("castle-for-all-seasons", 3, json!({"winter": "true"}), 11).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pillars_seats_and_spectators_see_only_their_own_view_and_log() {
    play_and_compare("pillars-of-the-earth", 2, json!({}), 12).await;
}
