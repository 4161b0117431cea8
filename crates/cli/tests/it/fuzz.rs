//! A bounded fuzz run of the engine: thousands of request lines, real ones from a corpus and
//! the current legal actions, and mutations of them (bytes flipped, cut, spliced, keys doubled,
//! numbers out of range, deep nesting, long strings). Each line must get exactly one reply,
//! valid JSON with `ok` true or false, no panic, and a refusal must leave the game as it was.
//!
//! `FUZZ_ITERATIONS` (default 4000) and `FUZZ_SEED` (default 1) choose the run, e.g.
//! `FUZZ_ITERATIONS=200000 FUZZ_SEED=7 cargo test --release -p cathedra-cli --test it fuzz::`.

use cathedra_cli::engine::{serve, Engine};
use cathedra_core::{info, Dealer, GameInfo};
use cathedra_toy::DiceRace;
use serde_json::{json, Value};

const NEW: &str = r#"{"cmd":"new","game":"dice-race","players":3,"seed":5}"#;

const CORPUS: &[&str] = &[
    r#"{"cmd":"games"}"#,
    NEW,
    r#"{"cmd":"new","game":"dice-race","players":2,"options":{"long":"true"},"id":1}"#,
    r#"{"cmd":"chance","id":"x"}"#,
    r#"{"cmd":"legal"}"#,
    r#"{"cmd":"state"}"#,
    r#"{"cmd":"view","observer":1}"#,
    r#"{"cmd":"view","observer":"spectator"}"#,
    r#"{"cmd":"render","observer":0}"#,
    r#"{"cmd":"log","observer":2}"#,
    r#"{"cmd":"log"}"#,
    r#"{"cmd":"scores"}"#,
    r#"{"cmd":"returns"}"#,
    r#"{"cmd":"record"}"#,
    r#"{"cmd":"sample","seat":1,"seed":3}"#,
    r#"{"cmd":"apply","action":{"do":"bank"}}"#,
    r#"{"cmd":"apply","by":0,"action":{"do":"again"}}"#,
    r#"{"cmd":"apply","by":2,"action":{"do":"lucky","face":4}}"#,
    r#"{"cmd":"apply","by":"chance","action":{"do":"roll","face":6}}"#,
    r#"{"cmd":"apply","action":{"do":"deal","bonus":2},"id":[1,{"a":null}]}"#,
    r#"{"cmd":"load","game":"dice-race","state":{"banked":[0,0],"bonus":[1,null],"long":false,"lucky":[null,null],"players":2,"pot":0,"revealed":false,"rolling":true,"seat":0,"turn":0}}"#,
    r#"{"cmd":"seat","seat":1}"#,
    r#"{"cmd":"new","game":"dice-race","players":2,"seat":"spectator"}"#,
];

const TOKENS: &[&str] = &[
    "\"",
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "null",
    "true",
    "1e999",
    "-1",
    "0.5",
    "18446744073709551616",
    "\"spectator\"",
    "\"chance\"",
    "\\u0000",
    "\\ud800",
    "\"cmd\":\"apply\",",
    "\"by\":1,",
    "\"id\":1e2,",
    "\u{fffd}",
    "\u{0}",
    "\r",
    "\t",
    " ",
];

fn rand(d: &mut Dealer, n: usize) -> usize {
    d.below(n.max(1) as u64) as usize
}

fn mutate(d: &mut Dealer, line: &str) -> Vec<u8> {
    let mut bytes = line.as_bytes().to_vec();
    for _ in 0..1 + rand(d, 3) {
        let at = rand(d, bytes.len() + 1);
        match rand(d, 8) {
            0 if !bytes.is_empty() => {
                let i = at.min(bytes.len() - 1);
                bytes[i] = rand(d, 256) as u8;
            }
            1 => {
                let end = (at + rand(d, 12)).min(bytes.len());
                bytes.drain(at..end);
            }
            2 => {
                let token = TOKENS[rand(d, TOKENS.len())].as_bytes();
                bytes.splice(at..at, token.iter().copied());
            }
            3 => {
                let other = CORPUS[rand(d, CORPUS.len())].as_bytes();
                let from = rand(d, other.len());
                bytes.truncate(at);
                bytes.extend_from_slice(&other[from..]);
            }
            4 => {
                if let Some(open) = bytes.iter().position(|&b| b == b'{') {
                    let key = ["\"cmd\":\"legal\",", "\"id\":0,", "\"action\":5,"][rand(d, 3)];
                    bytes.splice(open + 1..open + 1, key.bytes());
                }
            }
            5 => {
                let depth = 1 + rand(d, 300);
                let nest = "[".repeat(depth) + &"]".repeat(depth);
                bytes.splice(at..at, nest.bytes());
            }
            6 => {
                let long = format!("\"{}\"", "z".repeat(rand(d, 5000)));
                bytes.splice(at..at, long.bytes());
            }
            _ => {
                if let Some(i) = bytes.iter().position(u8::is_ascii_digit) {
                    let n = ["9", "255", "65536", "-3", "1.5", "99999999999999999999"][rand(d, 6)];
                    bytes.splice(i..=i, n.bytes());
                }
            }
        }
    }
    for b in &mut bytes {
        if *b == b'\n' {
            *b = b' ';
        }
    }
    bytes
}

fn send(e: &mut Engine, line: &str) -> Value {
    serde_json::from_str(&e.handle(line.as_bytes()).unwrap().line).unwrap()
}

/// Everything an unbound client can observe of the game.
fn snapshot(e: &mut Engine) -> Vec<Value> {
    ["state", "legal", "scores", "record", "log"]
        .iter()
        .map(|cmd| send(e, &json!({ "cmd": cmd }).to_string()))
        .collect()
}

/// A real request that moves the game on: chance, or one of the legal actions.
fn progress(d: &mut Dealer, e: &mut Engine) -> String {
    let legal = send(e, r#"{"cmd":"legal"}"#);
    match legal["turn"]["kind"].as_str() {
        Some("chance") if rand(d, 2) == 0 => r#"{"cmd":"chance"}"#.to_string(),
        Some("over") | None => NEW.to_string(),
        _ => {
            let actions = legal["actions"].as_array().cloned().unwrap_or_default();
            let a = &actions[rand(d, actions.len())];
            json!({"cmd": "apply", "by": a["by"], "action": a["action"]}).to_string()
        }
    }
}

fn check_reply(line: &[u8], reply: &str) -> Value {
    assert!(reply.starts_with(r#"{"ok":"#), "{reply}");
    let reply: Value = serde_json::from_str(reply).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {reply}\nfor {}",
            String::from_utf8_lossy(line)
        )
    });
    match reply["ok"].as_bool() {
        Some(true) => {}
        Some(false) => {
            assert!(
                reply["error"]["kind"]
                    .as_str()
                    .is_some_and(|k| !k.is_empty()),
                "{reply}"
            );
            assert!(
                reply["error"]["message"]
                    .as_str()
                    .is_some_and(|m| !m.is_empty()),
                "{reply}"
            );
        }
        None => panic!("no ok: {reply}"),
    }
    reply
}

#[test]
fn the_engine_survives_random_and_mutated_requests() {
    let iterations: usize = std::env::var("FUZZ_ITERATIONS").map_or(4000, |v| v.parse().unwrap());
    let seed: u64 = std::env::var("FUZZ_SEED").map_or(1, |v| v.parse().unwrap());
    let games: Vec<GameInfo> = vec![info::<DiceRace>()];
    let mut d = Dealer::new(seed, 0);
    let mut e = Engine::new(&games);
    send(&mut e, NEW);
    let mut lines: Vec<Vec<u8>> = Vec::new();
    let (mut refused, mut accepted) = (0, 0);
    for _ in 0..iterations {
        let line = match rand(&mut d, 10) {
            0..=3 => progress(&mut d, &mut e).into_bytes(),
            4 => CORPUS[rand(&mut d, CORPUS.len())].as_bytes().to_vec(),
            _ => {
                let base = if rand(&mut d, 2) == 0 {
                    progress(&mut d, &mut e)
                } else {
                    CORPUS[rand(&mut d, CORPUS.len())].to_string()
                };
                mutate(&mut d, &base)
            }
        };
        let before = snapshot(&mut e);
        let Some(reply) = e.handle(&line) else {
            assert!(
                line.trim_ascii().is_empty(),
                "no reply to {}",
                String::from_utf8_lossy(&line)
            );
            continue;
        };
        let value = check_reply(&line, &reply.line);
        if value["ok"] == false {
            refused += 1;
            assert_eq!(
                snapshot(&mut e),
                before,
                "{} changed the game",
                String::from_utf8_lossy(&line)
            );
        } else {
            accepted += 1;
        }
        if reply.quit {
            e = Engine::new(&games);
            send(&mut e, NEW);
        } else if send(&mut e, r#"{"cmd":"state"}"#)["error"]["kind"] == "seat_mode" {
            // Bound by the request: go on with an unbound connection.
            e = Engine::new(&games);
            send(&mut e, NEW);
        }
        lines.push(line);
    }
    assert!(
        refused > iterations / 10 && accepted > iterations / 10,
        "{refused} refused, {accepted} accepted"
    );

    // The same lines through `serve`: one reply per line up to the first `quit`.
    let until_quit = lines
        .iter()
        .position(|l| Engine::new(&games).handle(l).is_some_and(|r| r.quit))
        .map_or(lines.len(), |i| i + 1);
    let expected = lines[..until_quit]
        .iter()
        .filter(|l| !l.trim_ascii().is_empty())
        .count();
    let input = lines.join(&b'\n');
    let mut out = Vec::new();
    serve(&games, &input[..], &mut out, 1 << 20).unwrap();
    let out = String::from_utf8(out).expect("replies are UTF-8");
    assert_eq!(out.lines().count(), expected);
    for reply in out.lines() {
        check_reply(b"(serve)", reply);
    }
}
