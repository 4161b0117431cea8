//! A server on 127.0.0.1 with a fresh database, and a client for it.
#![allow(dead_code)] // each test file uses its own part of the helpers

use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

use cathedra_server::{router, Server};
use serde_json::{json, Value};

pub struct TestServer {
    pub base: String,
    pub db: PathBuf,
    pub http: reqwest::Client,
    pub server: Arc<Server>,
}

static NEXT: AtomicU32 = AtomicU32::new(0);

/// A fresh database path under the build's folder for test files (`target/tmp`), not the
/// system's temporary folder, which no test run cleans.
pub fn temp_db(name: &str) -> PathBuf {
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cathedra-{name}-{}-{n}.sqlite", std::process::id()));
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    path
}

/// Starts a server in this process on a database at `db`.
pub async fn start_on(db: PathBuf) -> TestServer {
    let server =
        Server::open(&db, cathedra_games::games(), Default::default()).expect("server opens");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let served = Arc::clone(&server);
    tokio::spawn(async move { axum::serve(listener, router(served)).await });
    TestServer {
        base: format!("http://{addr}"),
        db,
        http: reqwest::Client::new(),
        server,
    }
}

pub async fn start(name: &str) -> TestServer {
    start_on(temp_db(name)).await
}

/// A reply: its status and JSON body.
pub struct Reply {
    pub status: u16,
    pub body: Value,
}

impl Reply {
    /// The error kind of a refusal.
    pub fn kind(&self) -> &str {
        self.body["error"]["kind"].as_str().unwrap_or("")
    }
}

impl TestServer {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub async fn get(&self, path: &str) -> Reply {
        let r = self.http.get(self.url(path)).send().await.unwrap();
        reply(r).await
    }

    pub async fn post(&self, path: &str, body: &Value) -> Reply {
        self.post_raw(path, body.to_string()).await
    }

    pub async fn post_raw(&self, path: &str, body: String) -> Reply {
        let r = self
            .http
            .post(self.url(path))
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .unwrap();
        reply(r).await
    }

    /// Creates a game; its id and the reply's seats.
    pub async fn create(&self, game: &str, seats: Value, options: Value) -> (String, Vec<Value>) {
        let r = self
            .post(
                "/api/games",
                &json!({"game": game, "seats": seats, "options": options}),
            )
            .await;
        assert_eq!(r.status, 201, "{}", r.body);
        let id = r.body["id"].as_str().unwrap().to_string();
        (id, r.body["seats"].as_array().unwrap().clone())
    }

    pub async fn state(&self, id: &str, token: Option<&str>) -> Value {
        let path = match token {
            Some(t) => format!("/api/games/{id}?token={t}"),
            None => format!("/api/games/{id}"),
        };
        let r = self.get(&path).await;
        assert_eq!(r.status, 200, "{}", r.body);
        r.body
    }

    /// What `token` (or a spectator) sees now, in language `lang`.
    pub async fn state_in(&self, id: &str, token: Option<&str>, lang: &str) -> Value {
        let path = match token {
            Some(t) => format!("/api/games/{id}?token={t}&lang={lang}"),
            None => format!("/api/games/{id}?lang={lang}"),
        };
        let r = self.get(&path).await;
        assert_eq!(r.status, 200, "{}", r.body);
        r.body
    }

    pub async fn act(&self, id: &str, token: &str, seq: u64, action: &Value) -> Reply {
        self.post(
            &format!("/api/games/{id}/actions"),
            &json!({"token": token, "seq": seq, "action": action}),
        )
        .await
    }

    /// Waits until the game is over (bots at every seat); its final state.
    pub async fn until_over(&self, id: &str) -> Value {
        for _ in 0..2000 {
            let s = self.state(id, None).await;
            if s["over"] == json!(true) {
                return s;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        panic!("game {id} did not end");
    }
}

async fn reply(r: reqwest::Response) -> Reply {
    let status = r.status().as_u16();
    let text = r.text().await.unwrap();
    let body = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("not JSON ({e}), status {status}: {text}"));
    Reply { status, body }
}

/// A small xorshift for tests' random choices.
pub struct Pick(pub u64);

impl Pick {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A pushed state made whole: the log entries it left out (those before its `log_from`) taken
/// from the state this socket had before.
pub fn whole(before: &Value, pushed: &Value) -> Value {
    let mut out = pushed.clone();
    if let Some(from) = pushed.get("log_from").and_then(Value::as_u64) {
        let had = before["log"]
            .as_array()
            .expect("the state before has a log");
        assert!(
            from as usize <= had.len(),
            "a push starts its log within what was sent"
        );
        let mut log = had[..from as usize].to_vec();
        log.extend(pushed["log"].as_array().unwrap().iter().cloned());
        out["log"] = Value::Array(log);
        out.as_object_mut().unwrap().remove("log_from");
    }
    out
}
