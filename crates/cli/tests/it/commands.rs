//! `games`, `simulate`, `bench`, `replay` and the transcript tool on the dice-race fixture.

use std::path::{Path, PathBuf};

use cathedra_balance::progress::ProgressMode;
use cathedra_cli::{bench, catalog, replay, simulate, transcript, Cli, CliError, Command};
use cathedra_core::{info, play_random, Actor, Error, Game, GameInfo, Options, Record, Seat, Step};
use cathedra_toy::DiceRace;
use clap::Parser;
use serde_json::{json, Value};

fn games() -> Vec<GameInfo> {
    vec![info::<DiceRace>()]
}

fn simulate(args: &[&str]) -> Result<String, CliError> {
    let argv = ["cathedra", "simulate"].iter().chain(args);
    let Command::Simulate(args) = Cli::try_parse_from(argv).unwrap().command else {
        unreachable!()
    };
    let mut out = Vec::new();
    simulate::run(&games(), &args, &mut out, ProgressMode::Off)?;
    Ok(String::from_utf8(out).unwrap())
}

fn simulate_json(jobs: &str) -> Value {
    let out = simulate(&[
        "dice-race",
        "--players",
        "3",
        "--games",
        "600",
        "--seed",
        "9",
        "--jobs",
        jobs,
        "--json",
    ])
    .unwrap();
    assert_eq!(out.lines().count(), 1, "one JSON object: {out}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn simulate_json_has_the_figures_and_they_do_not_depend_on_jobs() {
    let one = simulate_json("1");
    let two = simulate_json("2");
    for key in [
        "games",
        "decisions",
        "seconds",
        "decisions_per_second",
        "games_per_second",
        "seats",
        "seed",
        "jobs",
        "options",
    ] {
        assert!(one.get(key).is_some(), "no {key} in {one}");
    }
    assert_eq!(one["games"], 600);
    assert_eq!(one["jobs"], 1);
    assert_eq!(two["jobs"], 2);
    let seats = one["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 3);
    assert_eq!(seats[2]["name"], "Seat 3");
    assert!(seats
        .iter()
        .all(|s| s["mean_score"].as_f64().unwrap() > 0.0));
    assert!(one["decisions"].as_u64().unwrap() > 600 * 10);
    let rates: f64 = seats.iter().map(|s| s["win_rate"].as_f64().unwrap()).sum();
    assert!((rates - 1.0).abs() < 1e-9, "win rates sum to one: {rates}");
    for key in ["games", "decisions", "seats", "options"] {
        assert_eq!(one[key], two[key], "{key}");
    }
    let other_seed = simulate(&[
        "dice-race",
        "--players",
        "3",
        "--games",
        "600",
        "--seed",
        "10",
        "--json",
    ])
    .unwrap();
    let other: Value = serde_json::from_str(&other_seed).unwrap();
    assert_ne!(one["decisions"], other["decisions"]);
}

#[test]
fn simulate_prints_speed_and_intervals_per_seat() {
    let out = simulate(&[
        "dice-race",
        "--players",
        "2",
        "--games",
        "200",
        "-o",
        "long=true",
    ])
    .unwrap();
    for expected in [
        "200 games",
        "seed 0",
        "games/s",
        "decisions/s",
        "Seat 1 ",
        "Seat 2 ",
        "±",
        "%",
    ] {
        assert!(out.contains(expected), "{expected:?} missing from:\n{out}");
    }
}

#[test]
fn simulate_refuses_unknown_games_options_and_counts() {
    for (args, expected) in [
        (
            &["chess", "--players", "2", "--games", "5"][..],
            "unknown game",
        ),
        (
            &["dice-race", "--players", "5", "--games", "5"],
            "1 to 4 players, not 5",
        ),
        (
            &["dice-race", "--players", "2", "--games", "5", "-o", "x=y"],
            "unknown option 'x'",
        ),
    ] {
        let message = simulate(args).expect_err("refused").to_string();
        assert!(message.contains(expected), "{args:?}: {message}");
    }
}

#[test]
fn bench_runs_and_is_deterministic() {
    let run = |only: Option<&str>| {
        let mut out = Vec::new();
        bench::run(&games(), only, &[], &mut out).unwrap();
        String::from_utf8(out).unwrap()
    };
    // Everything but the timings.
    let figures = |out: &str| -> Vec<Vec<String>> {
        out.lines()
            .map(|l| l.split_whitespace().take(4).map(String::from).collect())
            .collect()
    };
    let all = run(None);
    assert_eq!(all.lines().count(), 2, "{all}");
    assert!(
        all.lines().nth(1).unwrap().starts_with("dice-race "),
        "{all}"
    );
    assert_eq!(figures(&all), figures(&run(Some("dice-race"))));
    let mut out = Vec::new();
    let e = bench::run(&games(), Some("chess"), &[], &mut out).unwrap_err();
    assert!(matches!(e, CliError::Game(Error::UnknownGame(_))), "{e}");
    let long = ["long=true".to_string()];
    let mut out = Vec::new();
    bench::run(&games(), Some("dice-race"), &long, &mut out).unwrap();
    let one_set = String::from_utf8(out).unwrap();
    assert_ne!(
        figures(&one_set),
        figures(&all),
        "one option set plays fewer games"
    );
    let bad = ["summer=true".to_string()];
    let e = bench::run(&games(), Some("dice-race"), &bad, &mut Vec::new()).unwrap_err();
    assert!(e.to_string().contains("unknown option 'summer'"), "{e}");
}

#[test]
fn games_lists_counts_and_options() {
    let mut out = Vec::new();
    catalog::list(&games(), None, &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.starts_with("dice-race  Dice race, 1 to 4 players\n"),
        "{out}"
    );
    assert!(
        out.contains("--option long=false|true  (default false): play to 30"),
        "{out}"
    );
}

fn write_record(name: &str, record: &impl serde::Serialize) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("replay-{name}.json"));
    std::fs::write(&path, serde_json::to_string(record).unwrap()).unwrap();
    path
}

fn replay(path: &Path) -> Result<String, CliError> {
    let mut out = Vec::new();
    replay::run(&games(), path, None, &mut out)?;
    Ok(String::from_utf8(out).unwrap())
}

fn a_record() -> Record {
    let options = Options::parse(DiceRace::OPTIONS, []).unwrap();
    play_random::<DiceRace>(2, &options, 4, 0).unwrap().1
}

#[test]
fn replay_prints_every_log_entry_and_the_final_scores() {
    let record = a_record();
    let out = replay(&write_record("good", &record)).unwrap();
    assert!(
        out.contains("(rules version 2)") && out.contains("all legal"),
        "{out}"
    );
    assert!(out.contains("[Seat 1 only] Your secret bonus"), "{out}");
    assert!(out.contains("[Seat 2 only] Your secret bonus"), "{out}");
    let scores = record.scores.unwrap();
    assert!(
        out.contains(&format!("{:>5}", scores[0])) && out.contains("Final scores:"),
        "{out}"
    );
}

#[test]
fn a_tampered_record_fails_with_the_index_of_the_bad_action() {
    let mut record = a_record();
    let bank = || Step {
        by: Actor::Seat(Seat(0)),
        action: json!({"do": "bank"}),
    };
    record.actions.insert(4, bank());
    record.actions.insert(1, bank());
    let e = replay(&write_record("tampered", &record)).unwrap_err();
    assert!(
        e.to_string()
            .contains("action 1: seat 0 does not decide now (chance decides)"),
        "{e}"
    );

    let mut record = a_record();
    record.actions[5].action = json!({"do": "teleport"});
    let e = replay(&write_record("malformed", &record)).unwrap_err();
    assert!(e.to_string().contains("action 5"), "{e}");

    let mut record = a_record();
    record.scores = Some(vec![99, 0]);
    let e = replay(&write_record("scores", &record)).unwrap_err();
    assert!(e.to_string().contains("the replay gives"), "{e}");

    let mut record = a_record();
    record.actions.push(bank());
    let e = replay(&write_record("too-long", &record)).unwrap_err();
    assert!(e.to_string().contains("game is over"), "{e}");

    let mut record = a_record();
    record.game = "chess".into();
    let e = replay(&write_record("chess", &record)).unwrap_err();
    assert!(e.to_string().contains("unknown game 'chess'"), "{e}");

    let e = replay(&write_record("not-a-record", &json!({"moves": []}))).unwrap_err();
    assert!(e.to_string().contains("is not a game record"), "{e}");
    let e = replay(Path::new("/nonexistent/record.json")).unwrap_err();
    assert!(
        e.to_string()
            .contains("cannot read /nonexistent/record.json"),
        "{e}"
    );
}

#[test]
fn the_transcript_tool_plays_a_whole_game() {
    let text = transcript::generate(&games(), "dice-race", 2, 1, None).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() > 20, "{text}");
    for pair in lines.chunks(2) {
        assert!(
            pair[0].starts_with("> ") && pair[1].starts_with("< "),
            "{pair:?}"
        );
        let _: Value = serde_json::from_str(&pair[1][2..]).unwrap();
    }
    assert!(text.contains(r#"{"kind":"over"}"#), "{text}");
    assert!(
        text.contains(r#""kind":"no_such_seat""#) && text.contains(r#""kind":"malformed_action""#)
    );
    assert!(
        text.contains(r#""kind":"simultaneous""#) && text.contains(r#""by":1"#),
        "{text}"
    );
    assert!(lines.last().unwrap().ends_with(r#"< {"ok":true}"#));
    assert_eq!(
        text,
        transcript::generate(&games(), "dice-race", 2, 1, None).unwrap()
    );

    let short = transcript::generate(&games(), "dice-race", 2, 1, Some(2)).unwrap();
    assert!(
        short.contains("decisions left out") && short.len() < text.len(),
        "{short}"
    );
    assert!(transcript::generate(&games(), "chess", 2, 1, None).is_err());
}

#[test]
fn simulate_plays_two_players_where_no_count_is_given_as_play_does() {
    let out = simulate(&["dice-race", "--games", "4", "--seed", "1"]).unwrap();
    assert!(out.contains("2 players, 4 games"), "{out}");
}
