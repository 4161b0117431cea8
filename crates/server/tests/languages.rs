//! The server speaks the language a client asks for (`?lang=cs`, or a WebSocket's own): the
//! seat's choices, the log, the terms and the board come from the games' Czech translation
//! files, exactly as the games word them; the UI's own words too; an unknown language is
//! refused by name.

mod common;

use cathedra_core::i18n::Texts;
use cathedra_core::{GameInfo, Log, Observer, Record, Seat};
use common::{start, Pick, TestServer};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

fn info(id: &str) -> GameInfo {
    cathedra_games::games()
        .into_iter()
        .find(|g| g.id == id)
        .unwrap()
}

/// The game of `record` after its first `at` actions.
fn replayed(info: &GameInfo, record: &Record, at: usize) -> Box<dyn cathedra_core::AnyGame> {
    let mut record = record.clone();
    record.actions.truncate(at);
    record.scores = None;
    (info.replay)(&record, &mut Log::silent()).unwrap()
}

/// What a seat saw at one moment, in Czech and in English.
struct Seen {
    seq: u64,
    cs: Value,
    en: Value,
}

/// A game of `game` with a person at seat 0 (random choices over HTTP, in Czech) and random
/// bots elsewhere, played to its end; some of what the person saw on the way, and the final
/// Czech and English states.
async fn play_in_czech(
    s: &TestServer,
    game: &str,
    players: usize,
    seed: u64,
) -> (String, String, Vec<Seen>) {
    let mut seats = vec![json!({})];
    seats.extend((1..players).map(|_| json!({"bot": "random"})));
    let (id, made) = s.create(game, Value::Array(seats), json!({})).await;
    let token = made[0]["token"].as_str().unwrap().to_string();
    let mut pick = Pick(seed);
    let mut seen = Vec::new();
    let mut moves = 0;
    for _ in 0..20_000 {
        let cs = s
            .get(&format!("/api/games/{id}?token={token}&lang=cs"))
            .await;
        assert_eq!(cs.status, 200, "{}", cs.body);
        let cs = cs.body;
        if cs["over"] == json!(true) {
            return (id, token, seen);
        }
        let actions = cs["actions"].as_array().unwrap().clone();
        if actions.is_empty() {
            tokio::time::sleep(std::time::Duration::from_millis(2)).await;
            continue;
        }
        let seq = cs["seq"].as_u64().unwrap();
        if moves % 7 == 0 {
            let en = s.state(&id, Some(&token)).await;
            if en["seq"] == cs["seq"] {
                seen.push(Seen {
                    seq,
                    cs: cs.clone(),
                    en,
                });
            }
        }
        moves += 1;
        let choice = &actions[pick.below(actions.len())];
        let r = s.act(&id, &token, seq, &choice["action"]).await;
        assert!(
            r.status == 200 || r.kind() == "stale_sequence",
            "{}",
            r.body
        );
    }
    panic!("the {game} game did not end");
}

/// Over HTTP, in Czech, for every game: the seat's choices are the game's own `choices_in`
/// under its Czech files, the log entries are its events worded in Czech (and differ from the
/// English ones), the terms are the Czech terms, the board is the game's Czech board.
#[tokio::test]
async fn czech_over_http_gives_every_games_choices_log_terms_and_board_from_its_czech_files() {
    let s = start("lang-http").await;
    for (k, info) in cathedra_games::games().into_iter().enumerate() {
        let players = (*info.players.start()).max(2);
        let cs = Texts::new("cs", &[info.locales]).unwrap();
        let (id, token, seen) = play_in_czech(&s, info.id, players, 7 + k as u64).await;
        let record: Record =
            serde_json::from_value(s.get(&format!("/api/games/{id}/record")).await.body).unwrap();
        assert!(!seen.is_empty(), "{}: the person chose", info.id);
        // The choices, as the game words them in Czech at that moment; the same actions and
        // order as in English.
        for moment in seen.iter().take(6) {
            let game = replayed(&info, &record, moment.seq as usize);
            let expected = game.choices_in(Seat(0), &cs);
            let got = moment.cs["actions"].as_array().unwrap();
            assert_eq!(got.len(), expected.len(), "{}", info.id);
            for (g, e) in got.iter().zip(&expected) {
                assert_eq!(g["action"], e.action, "{}", info.id);
                assert_eq!(g["text"], json!(e.text), "{}", info.id);
            }
            let en = moment.en["actions"].as_array().unwrap();
            let actions = |l: &[Value]| l.iter().map(|c| c["action"].clone()).collect::<Vec<_>>();
            assert_eq!(actions(got), actions(en), "{}", info.id);
        }
        // The log: every entry with a Czech message is worded from it; many differ from
        // the English text.
        let cs_end = s.state_in(&id, Some(&token), "cs").await;
        let en_end = s.state(&id, Some(&token)).await;
        let cs_log = cs_end["log"].as_array().unwrap();
        let en_log = en_end["log"].as_array().unwrap();
        assert_eq!(cs_log.len(), en_log.len(), "{}", info.id);
        let differ = cs_log
            .iter()
            .zip(en_log)
            .filter(|(c, e)| c["text"] != e["text"])
            .count();
        // Architects' events still carry the game's English sentences as their text
        // (its translation files say so): its log is as the game words it.
        let english_events = info.id == "architects-of-the-west-kingdom";
        assert!(
            english_events || differ * 2 > cs_log.len(),
            "{}: only {differ} of {} log lines are in Czech",
            info.id,
            cs_log.len()
        );
        for (c, e) in cs_log.iter().zip(en_log) {
            assert_eq!(c["event"], e["event"], "{}", info.id);
            assert_eq!(c["audience"], e["audience"], "{}", info.id);
        }
        // Each line as the core words the game's event in Czech (a participant aside, which
        // the log names by seat).
        let mut log = Log::recording();
        let game = (info.replay)(&record, &mut log).unwrap();
        let mine: Vec<_> = log
            .take()
            .into_iter()
            .filter(|e| e.audience.admits(Observer::Seat(Seat(0))))
            .collect();
        assert_eq!(mine.len(), cs_log.len(), "{}", info.id);
        let mut checked = 0;
        for (entry, served) in mine.iter().zip(cs_log) {
            if entry.event.args.iter().any(|(n, _)| *n == "participant") {
                continue;
            }
            let want = cs
                .event(&entry.event, &|s| game.seat_name(s))
                .unwrap_or_else(|| entry.text.clone());
            assert_eq!(served["text"], json!(want), "{}", info.id);
            checked += 1;
        }
        assert!(checked > 0, "{}", info.id);
        // The terms.
        let terms = s.get(&format!("/api/games/{id}/terms?lang=cs")).await.body;
        let english = s.get(&format!("/api/games/{id}/terms")).await.body;
        let game = replayed(&info, &record, record.actions.len());
        let want: Vec<Value> = game
            .terms()
            .iter()
            .map(|t| serde_json::to_value(cs.term(t)).unwrap())
            .collect();
        // The game's own terms first, then what the board names that the game does not.
        let served = terms["terms"].as_array().unwrap();
        assert_eq!(served[..want.len()], want[..], "{}", info.id);
        assert_ne!(terms["terms"], english["terms"], "{}", info.id);
        // The board in words.
        let board = s
            .get(&format!("/api/games/{id}/board?token={token}&lang=cs"))
            .await
            .body;
        assert_eq!(
            board["board"],
            json!(game.render_in(Observer::Seat(Seat(0)), &cs)),
            "{}",
            info.id
        );
        let board_en = s
            .get(&format!("/api/games/{id}/board?token={token}"))
            .await
            .body;
        assert_eq!(
            board_en["board"],
            json!(game.render(Observer::Seat(Seat(0)))),
            "{}",
            info.id
        );
        // The replay viewer's log in Czech.
        let steps = s
            .get(&format!("/api/games/{id}/replay?at=1000000&lang=cs"))
            .await
            .body;
        let replay_log = steps["log"].as_array().unwrap();
        let spectator = s.state_in(&id, None, "cs").await;
        assert_eq!(
            replay_log,
            spectator["log"].as_array().unwrap(),
            "{}",
            info.id
        );
    }
}

#[tokio::test]
async fn the_log_in_czech_is_each_event_worded_by_the_games_czech_message() {
    let s = start("lang-log").await;
    let info = info("pillars-of-the-earth");
    let (id, token, _) = play_in_czech(&s, info.id, 2, 3).await;
    let cs = Texts::new("cs", &[info.locales]).unwrap();
    let end = s.state_in(&id, Some(&token), "cs").await;
    let mut worded = 0;
    for entry in end["log"].as_array().unwrap() {
        let kind = entry["event"]["kind"].as_str().unwrap();
        if cs.has(&format!("event-{kind}")) {
            assert!(!entry["text"].as_str().unwrap().is_empty());
            worded += 1;
        }
    }
    assert!(worded > 10, "{worded} entries worded in Czech");
    // Seats by their Czech colour.
    let text: Vec<&str> = end["log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["text"].as_str().unwrap())
        .collect();
    assert!(
        text.iter()
            .any(|t| t.contains("Červený") || t.contains("Modrý")),
        "{text:?}"
    );
}

/// The games list the lobby offers says what every option does in the language asked for,
/// as the game's own files say it (`option-<key>`; in English the game's own help), and names
/// each value the files name (`option-<key>.<value>`): Czech and English differ.
#[tokio::test]
async fn the_catalog_says_every_option_in_the_language_asked_for() {
    let s = start("lang-catalog").await;
    let en = s.get("/api/catalog?lang=en").await;
    let cs = s.get("/api/catalog?lang=cs").await;
    assert_eq!((en.status, cs.status), (200, 200));
    assert_eq!(s.get("/api/catalog").await.body, en.body);
    let (mut options, mut words) = (0, 0);
    for info in cathedra_games::games() {
        let czech = Texts::new("cs", &[info.locales]).unwrap();
        let game = |body: &Value| {
            body["games"]
                .as_array()
                .unwrap()
                .iter()
                .find(|g| g["id"] == info.id)
                .unwrap()["options"]
                .clone()
        };
        let (e, c) = (game(&en.body), game(&cs.body));
        assert_eq!(
            e.as_array().unwrap().len(),
            info.options.len(),
            "{}",
            info.id
        );
        for (k, spec) in info.options.iter().enumerate() {
            let (e, c) = (&e[k], &c[k]);
            assert_eq!((&e["key"], &c["key"]), (&json!(spec.key), &json!(spec.key)));
            assert_eq!(e["description"], spec.help, "{}: {}", info.id, spec.key);
            let option = format!("option-{}", spec.key);
            assert_eq!(c["description"], czech.get(&option, None));
            assert_ne!(
                c["description"], e["description"],
                "{}: {}",
                info.id, spec.key
            );
            options += 1;
            let (ew, cw) = (
                e["words"].as_object().unwrap(),
                c["words"].as_object().unwrap(),
            );
            assert_eq!(
                ew.keys().collect::<Vec<_>>(),
                cw.keys().collect::<Vec<_>>(),
                "{}: {}",
                info.id,
                spec.key
            );
            for (value, word) in ew {
                assert!(spec.values.contains(&value.as_str()));
                assert_eq!(cw[value], czech.get(&format!("{option}.{value}"), None));
                assert_ne!(&cw[value], word, "{}: {} {value}", info.id, spec.key);
                words += 1;
            }
        }
    }
    assert!(
        options >= 10 && words >= 7,
        "{options} options, {words} words"
    );
}

#[tokio::test]
async fn an_unknown_language_is_refused_by_name_everywhere() {
    let s = start("lang-refused").await;
    let (id, seats) = s
        .create("castle-for-all-seasons", json!([{}, {}]), json!({}))
        .await;
    let t = seats[0]["token"].as_str().unwrap();
    for path in [
        format!("/api/games/{id}?token={t}&lang=xx"),
        format!("/api/games/{id}?lang=xx"),
        format!("/api/games/{id}/terms?lang=xx"),
        format!("/api/games/{id}/board?lang=xx"),
        "/api/texts?lang=xx".to_string(),
        "/api/catalog?lang=xx".to_string(),
    ] {
        let r = s.get(&path).await;
        assert_eq!((r.status, r.kind()), (400, "unknown_language"), "{path}");
        let message = r.body["error"]["message"].as_str().unwrap();
        assert!(
            message.contains("'xx'") && message.contains("en, cs"),
            "{message}"
        );
    }
    let ws = format!(
        "{}/api/games/{id}/ws?token={t}&lang=xx",
        s.base.replacen("http", "ws", 1)
    );
    let refused = tokio_tungstenite::connect_async(ws).await;
    assert!(refused.is_err(), "the socket is refused");
    let r = s
        .http
        .get(s.url(&format!("/api/games/{id}/ws?token={t}&lang=xx")))
        .header("connection", "upgrade")
        .header("upgrade", "websocket")
        .header("sec-websocket-version", "13")
        .header("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ==")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 400);
}

async fn next_state(
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

/// A WebSocket speaks its connection's language: the first state and every push in Czech, as
/// HTTP gives them; a `lang` message switches it (the state at once in the new language); an
/// unknown one is refused by name and the connection keeps its language.
#[tokio::test]
async fn a_websocket_speaks_its_connections_language_and_switches_on_request() {
    let s = start("lang-ws").await;
    let (id, seats) = s
        .create("pillars-of-the-earth", json!([{}, {}]), json!({}))
        .await;
    let t0 = seats[0]["token"].as_str().unwrap();
    let t1 = seats[1]["token"].as_str().unwrap();
    let url = format!(
        "{}/api/games/{id}/ws?token={t0}&lang=cs",
        s.base.replacen("http", "ws", 1)
    );
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let first = next_state(&mut ws).await;
    assert_eq!(first["state"], s.state_in(&id, Some(t0), "cs").await);
    assert_ne!(first["state"]["log"], s.state(&id, Some(t0)).await["log"]);
    // A change is pushed in Czech.
    let mut now = first["state"].clone();
    for _ in 0..40 {
        let mut acted = false;
        for t in [t0, t1] {
            let st = s.state(&id, Some(t)).await;
            if let Some(a) = st["actions"].as_array().and_then(|a| a.first()) {
                let r = s
                    .act(&id, t, st["seq"].as_u64().unwrap(), &a["action"])
                    .await;
                assert_eq!(r.status, 200, "{}", r.body);
                acted = true;
                break;
            }
        }
        assert!(acted);
        let pushed = next_state(&mut ws).await;
        now = common::whole(&now, &pushed["state"]);
        if now["seq"] == s.state(&id, None).await["seq"] && now["log"].as_array().unwrap().len() > 4
        {
            break;
        }
    }
    assert_eq!(now, s.state_in(&id, Some(t0), "cs").await);
    // Switched to English, and back.
    ws.send(Message::text(r#"{"type":"lang","lang":"en"}"#))
        .await
        .unwrap();
    let en = next_state(&mut ws).await;
    assert_eq!(en["state"], s.state(&id, Some(t0)).await);
    ws.send(Message::text(r#"{"type":"lang","lang":"xx"}"#))
        .await
        .unwrap();
    let refused = next_state(&mut ws).await;
    assert_eq!(refused["type"], "refused");
    assert_eq!(refused["error"]["kind"], "unknown_language");
    ws.send(Message::text(r#"{"type":"sync"}"#)).await.unwrap();
    assert_eq!(
        next_state(&mut ws).await["state"],
        s.state(&id, Some(t0)).await
    );
    ws.send(Message::text(r#"{"type":"lang","lang":"cs"}"#))
        .await
        .unwrap();
    assert_eq!(
        next_state(&mut ws).await["state"],
        s.state_in(&id, Some(t0), "cs").await
    );
}

#[tokio::test]
async fn the_ui_words_come_from_the_servers_translation_files() {
    let s = start("lang-ui").await;
    let cs = s.get("/api/texts?lang=cs").await;
    assert_eq!(cs.status, 200);
    assert_eq!(cs.body["lang"], "cs");
    assert_eq!(cs.body["languages"], json!(["en", "cs"]));
    assert_eq!(cs.body["ui"]["yourTurn"], "Jste na tahu");
    assert_eq!(cs.body["seats"]["Blue"], "Modrý");
    assert_eq!(
        cs.body["games"]["castle-for-all-seasons"],
        "Pod ochranou hradu"
    );
    let en = s.get("/api/texts").await.body;
    assert_eq!(en["lang"], "en");
    assert_eq!(en["ui"]["yourTurn"], "Your turn");
    let keys = |v: &Value| {
        let mut k: Vec<String> = v["ui"].as_object().unwrap().keys().cloned().collect();
        k.sort();
        k
    };
    assert_eq!(keys(&cs.body), keys(&en));
}

/// An action the rules refuse is refused in the language of the request (`?lang=cs` over
/// HTTP, the socket's own), naming the same rule; the game is as it was.
#[tokio::test]
async fn a_refused_action_is_worded_in_the_language_of_the_request() {
    let s = start("lang-refusal").await;
    let (id, seats) = s
        .create("castle-for-all-seasons", json!([{}, {}]), json!({}))
        .await;
    let t = seats[0]["token"].as_str().unwrap();
    let mut st = s.state(&id, Some(t)).await;
    for _ in 0..200 {
        if st["actions"].as_array().is_some_and(|a| !a.is_empty()) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        st = s.state(&id, Some(t)).await;
    }
    let seq = st["seq"].as_u64().unwrap();
    // Done while every seat chooses its card face down: not now.
    let done = json!({"token": t, "seq": seq, "action": {"do": "done"}});
    let en = s.post(&format!("/api/games/{id}/actions"), &done).await;
    let cs = s
        .post(&format!("/api/games/{id}/actions?lang=cs"), &done)
        .await;
    assert_eq!(
        (en.status, en.kind()),
        (422, "illegal_action"),
        "{}",
        en.body
    );
    assert_eq!(
        (cs.status, cs.kind()),
        (422, "illegal_action"),
        "{}",
        cs.body
    );
    assert_eq!(en.body["error"]["rule"], cs.body["error"]["rule"]);
    let english = en.body["error"]["message"].as_str().unwrap();
    let czech = cs.body["error"]["message"].as_str().unwrap();
    assert!(english.starts_with("not now"), "{english}");
    assert!(czech.starts_with("teď ne"), "{czech}");
    assert_eq!(s.state(&id, Some(t)).await["seq"], json!(seq));

    let url = format!(
        "{}/api/games/{id}/ws?token={t}&lang=cs",
        s.base.replacen("http", "ws", 1)
    );
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    next_state(&mut ws).await;
    let act = json!({"type": "act", "seq": seq, "action": {"do": "done"}});
    ws.send(Message::text(act.to_string())).await.unwrap();
    let refused = next_state(&mut ws).await;
    assert_eq!(refused["type"], "refused", "{refused}");
    assert_eq!(refused["error"]["message"], json!(czech));
}
