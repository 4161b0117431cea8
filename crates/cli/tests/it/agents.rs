//! The agents on the command line and in the engine: `match`, `simulate --agents`,
//! `play --seats` with bots of every kind, and the engine's `think`.

use cathedra_balance::progress::ProgressMode;
use cathedra_cli::engine::Engine;
use cathedra_cli::{matches, play, registry, simulate, Cli, Command};
use clap::Parser;
use serde_json::{json, Value};

fn run(argv: &[&str]) -> String {
    let cli = Cli::try_parse_from(["cathedra"].iter().chain(argv)).unwrap();
    let games = registry::games();
    let mut out = Vec::new();
    match cli.command {
        Command::Match(args) => matches::run(&games, &args, &mut out, ProgressMode::Off).unwrap(),
        Command::Simulate(args) => {
            simulate::run(&games, &args, &mut out, ProgressMode::Off).unwrap()
        }
        Command::Play(args) => play::run(&games, &args, std::io::empty(), &mut out).unwrap(),
        Command::Agents => cathedra_cli::agents::list(&mut out).unwrap(),
        other => panic!("not a command of this test: {other:?}"),
    }
    String::from_utf8(out).unwrap()
}

#[test]
fn agents_lists_every_name_a_seat_takes_with_what_it_is() {
    let out = run(&["agents"]);
    let lines: Vec<&str> = out.lines().collect();
    for (name, what) in cathedra_ai::AGENT_NAMES {
        let at = lines
            .iter()
            .position(|l| l == name)
            .unwrap_or_else(|| panic!("{name} not listed:\n{out}"));
        // The description follows, indented, broken to the terminal's width.
        let mut text = String::new();
        for line in &lines[at + 1..] {
            if !line.starts_with("    ") {
                break;
            }
            text.push_str(line.trim());
            text.push(' ');
        }
        assert_eq!(text.trim_end(), *what, "{name}");
        // Every name listed is one that --agents and --seats take.
        let concrete = name
            .replace('N', "40")
            .replace('D', "3")
            .replace(['K', 'F'], "2")
            .replace('P', "30");
        let agents = format!("{concrete},greedy");
        let args = [
            "cathedra", "match", "castle", "--games", "2", "--agents", &agents,
        ];
        assert!(Cli::try_parse_from(args).is_ok(), "{name}");
        let seats = format!("human,{concrete}");
        let args = ["cathedra", "play", "castle", "--seats", &seats];
        assert!(Cli::try_parse_from(args).is_ok(), "{name}");
    }
    assert!(lines.iter().all(|l| l.chars().count() <= 80), "{out}");
    let args = [
        "cathedra",
        "match",
        "castle",
        "--games",
        "2",
        "--agents",
        "clever,greedy",
    ];
    let refused = Cli::try_parse_from(args).unwrap_err().to_string();
    assert!(
        refused.contains("ismcts:N:dD:reuse; `cathedra agents`"),
        "{refused}"
    );
}

fn match_json(jobs: &str) -> Value {
    let out = run(&[
        "match",
        "pillars-of-the-earth",
        "--agents",
        "ismcts:10,greedy,random",
        "--games",
        "6",
        "--seed",
        "4",
        "--jobs",
        jobs,
        "--json",
    ]);
    serde_json::from_str(&out).unwrap()
}

#[test]
fn a_match_reports_every_agent_and_does_not_depend_on_jobs() {
    let one = match_json("1");
    let two = match_json("2");
    assert_eq!(one["entries"], two["entries"]);
    let entries = one["entries"].as_array().unwrap();
    let names: Vec<&str> = entries
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["ismcts:10", "greedy", "random"]);
    let wins: f64 = entries.iter().map(|e| e["wins"].as_f64().unwrap()).sum();
    assert!((wins - 6.0).abs() < 1e-9, "{one}");
    for key in [
        "win_rate",
        "win_ci95",
        "win_low",
        "win_high",
        "mean_score",
        "score_ci95",
        "mean_margin",
        "rating",
    ] {
        assert!(entries[0].get(key).is_some(), "no {key}");
    }
    assert_eq!(one["games"], 6);
    assert_eq!(one["jobs"], 1);
}

#[test]
fn a_match_table_names_its_agents() {
    let out = run(&[
        "match",
        "castle-for-all-seasons",
        "--agents",
        "greedy,random",
        "--games",
        "4",
        "-o",
        "winter=true",
    ]);
    assert!(out.contains("seats rotated"), "{out}");
    assert!(out.lines().any(|l| l.starts_with("greedy")), "{out}");
    assert!(out.lines().any(|l| l.starts_with("random")), "{out}");
}

#[test]
fn simulate_with_agents_keeps_each_agent_in_its_seat() {
    let out = run(&[
        "simulate",
        "castle-for-all-seasons",
        "--agents",
        "greedy,random,random",
        "--games",
        "3",
    ]);
    assert!(out.contains("3 players"), "{out}");
    assert!(out.contains("one agent per seat"), "{out}");
    assert!(
        out.contains("random #2") && out.contains("random #3"),
        "{out}"
    );
}

#[test]
fn bots_of_every_kind_play_a_seeded_game_the_same_way_twice() {
    let argv = [
        "play",
        "castle-for-all-seasons",
        "--seats",
        "greedy,ismcts:20,random",
        "--seed",
        "11",
    ];
    let first = run(&argv);
    assert!(first.contains("Game over."), "{first}");
    assert_eq!(first, run(&argv));
}

/// Sends a line, returns the reply.
fn send(engine: &mut Engine<'_>, line: Value) -> Value {
    let reply = engine.handle(line.to_string().as_bytes()).unwrap().line;
    serde_json::from_str(&reply).unwrap()
}

#[test]
fn think_gives_a_legal_move_from_the_seat_information() {
    let games = registry::games();
    let mut referee = Engine::new(&games);
    let mut seat1 = referee.connect();
    let new = json!({"cmd":"new","game":"pillars-of-the-earth","players":2,"seed":7});
    assert_eq!(send(&mut referee, new)["ok"], true);
    while send(&mut referee, json!({"cmd":"legal"}))["turn"]["kind"] == "chance" {
        assert_eq!(send(&mut referee, json!({"cmd":"chance"}))["ok"], true);
    }
    let turn = send(&mut referee, json!({"cmd":"legal"}));
    let seat = turn["turn"]["seat"].as_u64().unwrap();
    let think = json!({"cmd":"think","agent":"greedy","seed":3});
    let hint = send(&mut referee, think.clone());
    assert_eq!(hint["ok"], true, "{hint}");
    assert_eq!(hint["seat"], seat);
    assert_eq!(hint, send(&mut referee, think), "same seed, same move");
    let legal: Vec<Value> = turn["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["action"].clone())
        .collect();
    assert!(legal.contains(&hint["action"]), "{hint}");
    let budget = json!({"cmd":"think","agent":"ismcts","iterations":50,"seed":3});
    let searched = send(&mut referee, budget);
    assert_eq!(searched["ok"], true, "{searched}");
    assert_eq!(searched["agent"], "medium");

    // Bound to the other seat: it owes nothing now, may not think for another seat, and
    // never from a chosen seed.
    let other = 1 - seat;
    assert_eq!(
        send(&mut seat1, json!({"cmd":"seat","seat":other}))["ok"],
        true
    );
    let refused = [
        (json!({"cmd":"think"}), "not_your_decision"),
        (json!({"cmd":"think","seat":seat}), "seat_mode"),
        (json!({"cmd":"think","seed":1}), "seat_mode"),
    ];
    for (line, kind) in refused {
        let reply = send(&mut seat1, line.clone());
        assert_eq!(reply["error"]["kind"], kind, "{line} -> {reply}");
    }
    let bad = [
        (json!({"cmd":"think","agent":"alien"}), "unknown_agent"),
        (json!({"cmd":"think","iterations":0}), "malformed_request"),
        (json!({"cmd":"think","millis":"soon"}), "malformed_request"),
        (json!({"cmd":"think","seat":5}), "no_such_seat"),
        (json!({"cmd":"think","seat":9}), "malformed_request"),
    ];
    for (line, kind) in bad {
        let reply = send(&mut referee, line.clone());
        assert_eq!(reply["error"]["kind"], kind, "{line} -> {reply}");
    }
}

#[test]
fn think_keeps_each_seats_agent_and_its_tree_between_moves() {
    // Every move is asked of `think` for the seat to move and applied: each seat's agent is
    // kept and told the decisions its seat observes, so a search that keeps its tree starts
    // its next `think` from the subtree they lead into; another agent for the seat, or the
    // same name after a new game, starts anew.
    let games = registry::games();
    let mut engine = Engine::new(&games);
    for id in ["pillars-of-the-earth", "castle-for-all-seasons"] {
        let new = json!({"cmd":"new","game":id,"players":2,"seed":5});
        assert_eq!(send(&mut engine, new)["ok"], true);
        let think = json!({"cmd":"think","agent":"ismcts:200:d4:reuse","seed":2});
        let (mut searches, mut kept) = (0, 0);
        while searches < 24 {
            let turn = send(&mut engine, json!({"cmd":"legal"}));
            match turn["turn"]["kind"].as_str().unwrap() {
                "over" => break,
                "chance" => {
                    assert_eq!(send(&mut engine, json!({"cmd":"chance"}))["ok"], true);
                    continue;
                }
                _ => {}
            }
            let seat = turn["actions"][0]["by"].clone();
            let mut ask = think.clone();
            ask["seat"] = seat.clone();
            let hint = send(&mut engine, ask);
            assert_eq!(hint["ok"], true, "{hint}");
            if turn["actions"].as_array().unwrap().len() > 1 {
                searches += 1;
                kept += u64::from(hint["kept_nodes"].as_u64().unwrap() > 0);
            }
            let apply = json!({"cmd":"apply","action":hint["action"],"by":seat});
            let applied = send(&mut engine, apply);
            assert_eq!(applied["ok"], true, "{applied}");
        }
        assert!(kept > 0, "{id}: no think of {searches} kept a subtree");
    }
    let new = json!({"cmd":"new","game":"pillars-of-the-earth","players":2,"seed":5});
    assert_eq!(send(&mut engine, new)["ok"], true);
    while send(&mut engine, json!({"cmd":"legal"}))["turn"]["kind"] == "chance" {
        assert_eq!(send(&mut engine, json!({"cmd":"chance"}))["ok"], true);
    }
    let fresh = send(
        &mut engine,
        json!({"cmd":"think","agent":"ismcts:200:d4:reuse","seed":2}),
    );
    assert_eq!(fresh["kept_nodes"], 0, "{fresh}");
}
