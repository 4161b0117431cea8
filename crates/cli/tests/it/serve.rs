//! `cathedra serve` as a process: killed with SIGKILL while many games have actions in flight,
//! restarted on the same database, it has every action it acknowledged, in its place, and
//! plays on.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// A server process and its address.
struct Serving {
    child: Child,
    base: String,
}

impl Drop for Serving {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(db: &Path) -> Serving {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cathedra"))
        .args(["serve", "--addr", "127.0.0.1:0", "--db"])
        .arg(db)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .unwrap()
        .split('/')
        .next()
        .unwrap();
    Serving {
        child,
        base: format!("http://{addr}"),
    }
}

/// An action the server acknowledged: the game, the sequence it is recorded at (as the
/// acknowledgement says), the seat and the action.
#[derive(Debug, Clone)]
struct Acked {
    game: String,
    seq: u64,
    seat: u64,
    action: Value,
}

async fn create(http: &reqwest::Client, base: &str, game: &str) -> (String, Vec<String>) {
    let r: Value = http
        .post(format!("{base}/api/games"))
        .json(&json!({"game": game, "seats": [{}, {}, {}]}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let tokens = r["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["token"].as_str().unwrap().to_string())
        .collect();
    (r["id"].as_str().unwrap().to_string(), tokens)
}

/// One seat's client: looks, acts at random when it may, notes every acknowledgement, until
/// the server stops answering.
async fn seat_client(
    base: String,
    game: String,
    token: String,
    seat: u64,
    acked: Arc<Mutex<Vec<Acked>>>,
) {
    let http = reqwest::Client::new();
    let mut x = seat * 7919 + game.len() as u64 + 1;
    loop {
        let Ok(r) = http
            .get(format!("{base}/api/games/{game}?token={token}"))
            .send()
            .await
        else {
            return;
        };
        let Ok(state) = r.json::<Value>().await else {
            return;
        };
        let actions = state["actions"].as_array().cloned().unwrap_or_default();
        if state["over"] == json!(true) {
            return;
        }
        if actions.is_empty() {
            tokio::time::sleep(Duration::from_millis(2)).await;
            continue;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let action = actions[(x % actions.len() as u64) as usize]["action"].clone();
        let seq = state["seq"].as_u64().unwrap();
        let Ok(r) = http
            .post(format!("{base}/api/games/{game}/actions"))
            .json(&json!({"token": token, "seq": seq, "action": action}))
            .send()
            .await
        else {
            return;
        };
        if r.status() == 200 {
            // Acknowledged only once the whole reply is read.
            if let Ok(ack) = r.json::<Value>().await {
                let at = ack["at"].as_u64().expect("the place of the action");
                // Sent for the game's sequence, or an older one only another seat's face-down
                // choice has passed since.
                assert!(
                    at >= seq && ack["seq"].as_u64() > Some(at),
                    "{ack} for {seq}"
                );
                acked.lock().unwrap().push(Acked {
                    game: game.clone(),
                    seq: at,
                    seat,
                    action,
                });
            } else {
                return;
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_mid_game_loses_no_acknowledged_action_and_every_game_resumes() {
    let dir = std::env::temp_dir().join(format!("cathedra-kill-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("games.sqlite");
    let http = reqwest::Client::new();

    let server = serve(&db);
    let acked: Arc<Mutex<Vec<Acked>>> = Arc::default();
    let mut games = Vec::new();
    let mut all_tokens = Vec::new();
    let mut clients = Vec::new();
    for i in 0..24 {
        let game = if i % 2 == 0 {
            "castle-for-all-seasons"
        } else {
            "pillars-of-the-earth"
        };
        let (id, tokens) = create(&http, &server.base, game).await;
        all_tokens.push(tokens.clone());
        for (seat, token) in tokens.into_iter().enumerate() {
            clients.push(tokio::spawn(seat_client(
                server.base.clone(),
                id.clone(),
                token,
                seat as u64,
                Arc::clone(&acked),
            )));
        }
        games.push(id);
    }
    // Let the games run until plenty is acknowledged, then kill the server mid-flight.
    let start = Instant::now();
    while acked.lock().unwrap().len() < 600 && start.elapsed() < Duration::from_secs(60) {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    drop(server); // SIGKILL: Child::kill sends SIGKILL on Unix.
    for c in clients {
        let _ = tokio::time::timeout(Duration::from_secs(10), c).await;
    }
    let acked = acked.lock().unwrap().clone();
    assert!(
        acked.len() >= 600,
        "only {} actions acknowledged",
        acked.len()
    );

    // Every acknowledged action is in the record, at the place its acknowledgement names.
    let conn = rusqlite::Connection::open(&db).unwrap();
    for a in &acked {
        let (actor, action): (String, String) = conn
            .query_row(
                "SELECT actor, action FROM actions WHERE game_id = ?1 AND seq = ?2",
                rusqlite::params![a.game, a.seq],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap_or_else(|e| panic!("acknowledged {a:?} is not in the record: {e}"));
        assert_eq!(actor, a.seat.to_string());
        assert_eq!(serde_json::from_str::<Value>(&action).unwrap(), a.action);
    }
    drop(conn);

    // A restarted server resumes every game where its record ends, and plays on.
    let server = serve(&db);
    let list: Value = http
        .get(format!("{}/api/games", server.base))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(list["games"].as_array().unwrap().len(), games.len());
    let mut played_on = 0;
    for (id, tokens) in games.iter().zip(&all_tokens) {
        let last = acked.iter().filter(|a| &a.game == id).map(|a| a.seq).max();
        let state: Value = http
            .get(format!("{}/api/games/{id}", server.base))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let seq = state["seq"].as_u64().unwrap();
        if let Some(last) = last {
            assert!(
                seq > last,
                "game {id} resumed at {seq}, before its acknowledged {last}"
            );
        }
        if state["over"] != json!(true) {
            // The resumed game takes its next action.
            for token in tokens {
                let mine: Value = http
                    .get(format!("{}/api/games/{id}?token={token}", server.base))
                    .send()
                    .await
                    .unwrap()
                    .json()
                    .await
                    .unwrap();
                let Some(action) = mine["actions"].get(0) else {
                    continue;
                };
                let r = http
                    .post(format!("{}/api/games/{id}/actions", server.base))
                    .json(&json!({"token": token, "seq": mine["seq"], "action": action["action"]}))
                    .send()
                    .await
                    .unwrap();
                assert_eq!(r.status(), 200, "{}", r.text().await.unwrap());
                played_on += 1;
                break;
            }
        }
    }
    assert!(played_on > 0);
    // And new games start.
    let (id, tokens) = create(&http, &server.base, "castle-for-all-seasons").await;
    let state: Value = http
        .get(format!(
            "{}/api/games/{id}?token={}",
            server.base, tokens[0]
        ))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(!state["actions"].as_array().unwrap().is_empty());
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `cathedra loadtest` on a handful of games: every seat's WebSocket connects before play
/// starts, the clients act at their varied pace, and the server acknowledges their actions.
#[test]
fn a_small_load_test_connects_every_seat_then_plays() {
    let out = Command::new(env!("CARGO_BIN_EXE_cathedra"))
        .args([
            "loadtest",
            "--games",
            "5",
            "--seconds",
            "3",
            "--think-ms",
            "20",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(text.contains("their 10 WebSockets connected in"), "{text}");
    let acknowledged: u64 = text
        .lines()
        .find_map(|l| l.strip_prefix("actions"))
        .and_then(|l| l.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no count of actions: {text}"));
    assert!(acknowledged >= 20, "{text}");
}
