//! The built `cathedra` binary, end to end. These tests name no game: they play the first game
//! the binary lists, whatever the registry holds.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::{json, Value};

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn cathedra(args: &[&str], stdin: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cathedra"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let run = Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    run
}

/// The first game the binary knows, and a player count it allows (2 where it can).
fn first_game() -> (String, usize) {
    let run = cathedra(&["engine"], "{\"cmd\":\"games\"}\n");
    let reply: Value = serde_json::from_str(run.stdout.trim()).unwrap();
    let game = &reply["games"][0];
    let (min, max) = (
        game["players"]["min"].as_u64().unwrap(),
        game["players"]["max"].as_u64().unwrap(),
    );
    (
        game["id"].as_str().unwrap().to_string(),
        2.max(min).min(max) as usize,
    )
}

/// A fresh path to save a game to (`play` refuses to overwrite a file without --force).
fn temp(name: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("binary-{name}.json"));
    let _ = std::fs::remove_file(&path);
    path
}

fn bots(players: usize) -> String {
    vec!["random"; players].join(",")
}

#[test]
fn games_lists_what_the_engine_lists() {
    let (id, _) = first_game();
    let run = cathedra(&["games"], "");
    assert_eq!(run.code, 0);
    assert!(run.stdout.starts_with(&format!("{id}  ")), "{}", run.stdout);
}

#[test]
fn a_saved_bots_game_replays_and_a_tampered_one_is_refused() {
    let (id, players) = first_game();
    let file = temp("saved");
    let path = file.to_str().unwrap();
    let played = cathedra(
        &[
            "play",
            &id,
            "--seats",
            &bots(players),
            "--seed",
            "12",
            "--save",
            path,
        ],
        "",
    );
    assert_eq!(played.code, 0, "{}", played.stderr);
    assert!(played.stdout.contains("Final scores:"), "{}", played.stdout);
    let replayed = cathedra(&["replay", path], "");
    assert_eq!(replayed.code, 0, "{}", replayed.stderr);
    let scores = |out: &str| {
        out[out.find("Final scores:").unwrap()..]
            .lines()
            .take(players + 1)
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(scores(&replayed.stdout), scores(&played.stdout));

    let mut saved: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    saved["record"]["actions"][1]["action"] = json!("not an action");
    std::fs::write(&file, saved.to_string()).unwrap();
    let refused = cathedra(&["replay", path], "");
    assert_eq!(refused.code, 1);
    assert!(refused.stderr.contains("action 1"), "{}", refused.stderr);
}

#[test]
fn the_engine_serves_until_quit() {
    let (id, players) = first_game();
    let new = json!({"cmd": "new", "game": id, "players": players, "seed": 1});
    let input = format!(
        "garbage\n\n{new}\n{{\"cmd\":\"legal\"}}\n{{\"cmd\":\"quit\"}}\n{{\"cmd\":\"legal\"}}\n"
    );
    let run = cathedra(&["engine"], &input);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let replies: Vec<Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(replies.len(), 4, "{}", run.stdout);
    assert_eq!(replies[0]["error"]["kind"], "malformed_json");
    assert!(
        replies[1..].iter().all(|r| r["ok"] == true),
        "{}",
        run.stdout
    );
    let run = cathedra(&["engine"], "");
    assert_eq!((run.code, run.stdout.as_str()), (0, ""));
}

#[test]
fn simulate_and_bench_run() {
    let (id, players) = first_game();
    let n = players.to_string();
    let run = cathedra(
        &["simulate", &id, "--players", &n, "--games", "10", "--json"],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let report: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(report["games"], 10);
    let bench = |_| {
        let run = cathedra(&["bench", &id], "");
        assert_eq!(run.code, 0, "{}", run.stderr);
        let row: Vec<String> = run
            .stdout
            .lines()
            .nth(1)
            .unwrap()
            .split_whitespace()
            .take(4)
            .map(String::from)
            .collect();
        row
    };
    assert_eq!(bench(0), bench(1));
}

#[test]
fn mistakes_are_errors_in_words_with_a_failing_exit() {
    let run = cathedra(&["play", "no-such-game"], "");
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.contains("unknown game 'no-such-game'"),
        "{}",
        run.stderr
    );
    let run = cathedra(&["replay", "/nonexistent/game.json"], "");
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("cannot read"), "{}", run.stderr);
    let (id, _) = first_game();
    let run = cathedra(&["simulate", &id, "--players", "99", "--games", "3"], "");
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("not 99"), "{}", run.stderr);
    let run = cathedra(&["simulate", &id], "");
    assert_eq!(run.code, 2, "usage errors come from the argument parser");
    let run = cathedra(&["play", &id, "--option", "no-such-option=1"], "");
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("unknown option"), "{}", run.stderr);
}

#[cfg(unix)]
#[test]
fn engine_listen_serves_more_connections_to_the_same_game() {
    use std::io::{BufRead, BufReader};
    use std::os::unix::net::UnixStream;

    let (id, players) = first_game();
    let socket = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("binary-listen.sock");
    let _ = std::fs::remove_file(&socket);
    let mut child = Command::new(env!("CARGO_BIN_EXE_cathedra"))
        .args(["engine", "--listen"])
        .arg(&socket)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut referee_in = child.stdin.take().unwrap();
    let mut referee_out = BufReader::new(child.stdout.take().unwrap());
    let mut ask = |line: String| {
        writeln!(referee_in, "{line}").unwrap();
        let mut reply = String::new();
        referee_out.read_line(&mut reply).unwrap();
        serde_json::from_str::<Value>(&reply).unwrap()
    };
    let new = json!({"cmd": "new", "game": id, "players": players, "seed": 1});
    assert_eq!(ask(new.to_string())["ok"], true);
    let stream = (0..500)
        .find_map(|_| {
            UnixStream::connect(&socket).ok().or_else(|| {
                std::thread::sleep(std::time::Duration::from_millis(10));
                None
            })
        })
        .expect("the socket is served");
    let mut seat_out = BufReader::new(stream.try_clone().unwrap());
    let mut seat_in = stream;
    let mut seat = |line: &str| {
        writeln!(seat_in, "{line}").unwrap();
        let mut reply = String::new();
        seat_out.read_line(&mut reply).unwrap();
        serde_json::from_str::<Value>(&reply).unwrap()
    };
    let bound = seat(r#"{"cmd":"seat","seat":1}"#);
    assert_eq!(
        (bound["ok"].clone(), bound["seat"].clone()),
        (json!(true), json!(1))
    );
    assert!(bound.get("seed").is_none(), "{bound}");
    assert_eq!(seat(r#"{"cmd":"state"}"#)["error"]["kind"], "seat_mode");
    // The seat's connection deals chance; the referee sees the same game move on.
    let dealt = seat(r#"{"cmd":"chance"}"#);
    assert_eq!(dealt["ok"], true, "{dealt}");
    let record = ask(r#"{"cmd":"record"}"#.into());
    assert_eq!(record["record"]["actions"].as_array().unwrap().len(), 1);
    drop(referee_in);
    assert!(child.wait().unwrap().success());
    assert!(!socket.exists(), "the socket is removed at the end");
    let mut rest = String::new();
    let _ = seat_out.read_line(&mut rest);
    assert_eq!(rest, "", "the other connections are closed");
}

#[test]
fn a_game_killed_mid_play_resumes_from_its_save() {
    let (id, players) = first_game();
    let file = temp("killed");
    let path = file.to_str().unwrap();
    let seats = format!("human,{}", bots(players - 1));
    let mut child = Command::new(env!("CARGO_BIN_EXE_cathedra"))
        .args([
            "play", &id, "--seats", &seats, "--seed", "3", "--save", path,
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // The game is saved before the person is first asked: then the process is killed.
    let start = std::time::Instant::now();
    while !file.exists() {
        assert!(start.elapsed().as_secs() < 120, "no save appeared");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let saved = std::fs::read_to_string(&file).unwrap();
    let resumed = cathedra(&["play", "--resume", path], "quit\n");
    assert_eq!(resumed.code, 0, "{}", resumed.stderr);
    assert!(
        resumed.stdout.contains("Resumed after "),
        "{}",
        resumed.stdout
    );
    assert!(
        resumed.stdout.contains("Saved the game so far"),
        "{}",
        resumed.stdout
    );
    let record = |text: &str| serde_json::from_str::<Value>(text).unwrap()["record"].clone();
    assert_eq!(
        record(&saved),
        record(&std::fs::read_to_string(&file).unwrap())
    );
}
