//! Writes the seed corpus under fuzz/corpus/: real states of seeded random games (for the
//! `load_*` targets) and real engine sessions (for `engine`). Deterministic; rerun with
//! `cargo run --example seed_corpus` from fuzz/ after a change of a game's state format.

use std::fs;
use std::path::Path;

use cathedra_castle::Castle;
use cathedra_cli::engine::Engine;
use cathedra_core::{play_random, Dealer, Game, Options, Playout};
use cathedra_pillars::Pillars;
use serde_json::{json, Value};

const MAX_FILE: usize = 20_000;

fn write(dir: &Path, name: &str, bytes: &[u8]) -> bool {
    if bytes.len() >= MAX_FILE {
        return false;
    }
    fs::write(dir.join(name), bytes).unwrap();
    true
}

/// States of seeded random games: the start, a few points along the way, and the end.
fn states<G: Game>(dir: &Path, options: &[Options], per_game: usize) -> Vec<Value> {
    fs::create_dir_all(dir).unwrap();
    let mut kept = Vec::new();
    for (i, opts) in options.iter().enumerate() {
        for players in 2..=4 {
            let seed = (i * 10 + players) as u64;
            let (end, record) = play_random::<G>(players, opts, seed, 0).unwrap();
            let total = record.actions.len();
            let points: Vec<usize> = (0..per_game).map(|k| k * total / per_game).collect();
            let mut game = G::new(players, opts).unwrap();
            let mut at = 0;
            let mut dealer = Dealer::new(seed, 0);
            Playout::default()
                .run(&mut game, &mut dealer, |g, _, _| {
                    if points.contains(&at) {
                        kept.push(serde_json::to_value(g).unwrap());
                    }
                    at += 1;
                })
                .unwrap();
            assert_eq!(game, end);
            kept.push(serde_json::to_value(&end).unwrap());
        }
    }
    let mut n = 0;
    for state in &kept {
        if write(dir, &format!("state-{n:02}.json"), state.to_string().as_bytes()) {
            n += 1;
        }
    }
    println!("{}: {n} states", dir.display());
    kept
}

fn send(engine: &mut Engine, line: &str, session: &mut Vec<String>) -> Value {
    session.push(line.to_string());
    serde_json::from_str(&engine.handle(line.as_bytes()).unwrap().line).unwrap()
}

/// A real session: the `new` the target sends for `first`, then real requests, moving the game
/// on with its legal actions and `chance`.
fn session(games: &[cathedra_core::GameInfo], first: u8, seed: u64, load: Option<&Value>) -> Vec<u8> {
    let mut engine = Engine::new(games);
    let mut lines = Vec::new();
    let new = cathedra_fuzz::new_request(games, first);
    engine.handle(new.as_bytes()).unwrap();
    let game = games[usize::from(first) % games.len()].id;
    let mut d = Dealer::new(seed, 1);
    if let Some(state) = load {
        let req = json!({"cmd":"load","game":game,"state":state,"id":"l"}).to_string();
        send(&mut engine, &req, &mut lines);
    }
    let others = [
        r#"{"cmd":"games"}"#.to_string(),
        r#"{"cmd":"state","id":1}"#.into(),
        r#"{"cmd":"view","observer":1}"#.into(),
        r#"{"cmd":"view","observer":"spectator"}"#.into(),
        r#"{"cmd":"render","observer":0}"#.into(),
        r#"{"cmd":"log","observer":1}"#.into(),
        r#"{"cmd":"log"}"#.into(),
        r#"{"cmd":"scores"}"#.into(),
        r#"{"cmd":"returns"}"#.into(),
        r#"{"cmd":"record"}"#.into(),
        r#"{"cmd":"sample","seat":0,"seed":3}"#.into(),
        format!(r#"{{"cmd":"new","game":"{game}","players":3,"seed":9,"id":[1]}}"#),
    ];
    let steps = 20 + d.below(40);
    for _ in 0..steps {
        if d.below(4) == 0 {
            let line = &others[d.below(others.len() as u64) as usize];
            send(&mut engine, line, &mut lines);
            continue;
        }
        let legal = send(&mut engine, r#"{"cmd":"legal"}"#, &mut lines);
        let line = match legal["turn"]["kind"].as_str() {
            Some("chance") => r#"{"cmd":"chance"}"#.to_string(),
            Some("over") | None => break,
            _ => {
                let actions = legal["actions"].as_array().cloned().unwrap_or_default();
                let a = &actions[d.below(actions.len() as u64) as usize];
                json!({"cmd":"apply","by":a["by"],"action":a["action"]}).to_string()
            }
        };
        send(&mut engine, &line, &mut lines);
    }
    if d.below(3) == 0 {
        send(&mut engine, r#"{"cmd":"seat","seat":1}"#, &mut lines);
        send(&mut engine, r#"{"cmd":"legal"}"#, &mut lines);
        send(&mut engine, r#"{"cmd":"view","observer":1}"#, &mut lines);
    }
    send(&mut engine, r#"{"cmd":"quit"}"#, &mut lines);
    let mut bytes = vec![first];
    bytes.extend_from_slice(lines.join("\n").as_bytes());
    bytes
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let pillars = states::<Pillars>(&root.join("load_pillars"), &[Options::default()], 4);
    let winter = [
        Options::parse(Castle::OPTIONS, []).unwrap(),
        Options::parse(Castle::OPTIONS, [("winter", "true")]).unwrap(),
    ];
    let castle = states::<Castle>(&root.join("load_castle"), &winter, 2);

    let games = cathedra_cli::registry::games();
    let dir = root.join("engine");
    fs::create_dir_all(&dir).unwrap();
    let mut n = 0;
    for first in 0..6u8 {
        for k in 0..2u64 {
            let bytes = session(&games, first, u64::from(first) * 10 + k, None);
            n += usize::from(write(&dir, &format!("session-{n:02}"), &bytes));
        }
    }
    // Sessions that load a real state mid-game.
    for (first, state) in [(0u8, &pillars[1]), (0, &pillars[6]), (1, &castle[1]), (1, &castle[7])] {
        let bytes = session(&games, first, 99, Some(state));
        n += usize::from(write(&dir, &format!("session-{n:02}"), &bytes));
    }
    println!("{}: {n} sessions", dir.display());
}
