//! `cathedra play` with scripted input on the dice-race fixture.

use std::path::PathBuf;

use cathedra_cli::{play, replay, Cli, CliError, Command};
use cathedra_core::{info, play_random, Error, Game, GameInfo, Options, Record};
use cathedra_toy::DiceRace;
use clap::Parser;

fn games() -> Vec<GameInfo> {
    vec![info::<DiceRace>()]
}

/// Runs `cathedra play <args>` with `typed` as the keyboard; returns the result and the output.
fn play(args: &[&str], typed: &str) -> (Result<(), CliError>, String) {
    let argv = ["cathedra", "play"].iter().chain(args);
    let Command::Play(args) = Cli::try_parse_from(argv).unwrap().command else {
        unreachable!()
    };
    let mut out = Vec::new();
    let result = play::run(&games(), &args, typed.as_bytes(), &mut out);
    (result, String::from_utf8(out).unwrap())
}

fn temp(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("play-{name}.json"))
}

/// The score lines under "Final scores:".
fn final_scores(out: &str) -> Vec<&str> {
    let start = out
        .find("Final scores:\n")
        .unwrap_or_else(|| panic!("no scores in:\n{out}"));
    out[start..]
        .lines()
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .collect()
}

#[test]
fn bots_alone_play_the_whole_game_and_print_the_log_and_scores() {
    let (result, out) = play(
        &["dice-race", "--seats", "random,random", "--seed", "3"],
        "",
    );
    result.unwrap();
    assert!(out.contains("seed 3"), "{out}");
    assert!(out.contains("[Seat 1 only] Your secret bonus is"), "{out}");
    assert!(out.contains("Seat 2 rolls"), "{out}");
    assert!(out.contains("Game over."), "{out}");
    assert_eq!(final_scores(&out).len(), 2, "{out}");
    let (_, again) = play(
        &["dice-race", "--seats", "random,random", "--seed", "3"],
        "",
    );
    assert_eq!(out, again, "a seed is a game");
}

#[test]
fn a_bots_game_is_the_cores_random_game_of_the_same_seed() {
    let file = temp("core");
    let path = file.to_str().unwrap();
    play(
        &[
            "dice-race",
            "--seats",
            "r,r,r",
            "--seed",
            "41",
            "--save",
            path,
        ],
        "",
    )
    .0
    .unwrap();
    let saved: Record = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let options = Options::parse(DiceRace::OPTIONS, []).unwrap();
    let (_, expected) = play_random::<DiceRace>(3, &options, 41, 0).unwrap();
    assert_eq!(saved, expected);
}

#[test]
fn a_saved_game_replays_to_the_same_scores() {
    let file = temp("saved");
    let path = file.to_str().unwrap();
    let (result, out) = play(
        &[
            "dice-race",
            "--seats",
            "random,random",
            "--seed",
            "8",
            "-o",
            "long=true",
            "--save",
            path,
        ],
        "",
    );
    result.unwrap();
    assert!(out.contains("Saved the game to"), "{out}");
    let mut replayed = Vec::new();
    replay::run(&games(), &file, &mut replayed).unwrap();
    let replayed = String::from_utf8(replayed).unwrap();
    assert!(
        replayed.contains("long=true") && replayed.contains("seed 8"),
        "{replayed}"
    );
    assert_eq!(final_scores(&replayed), final_scores(&out));
}

#[test]
fn a_person_gets_help_and_short_answers_to_nonsense() {
    let typed = "help\nbanana\n0\n99\n-1\n\n   \nboard\nlog\n1\n\u{fffd}\nquit\n1\n";
    let (result, out) = play(
        &["dice-race", "--seats", "human,random", "--seed", "1"],
        typed,
    );
    result.unwrap();
    for expected in [
        "=== Seat 1 to play ===",
        "board  show the board",
        "'banana' is not one of the choices: type a number from 1 to 2, or help.",
        "'0' is not one of the choices",
        "'99' is not one of the choices",
        "'-1' is not one of the choices",
        "Choices:\n   1. Bank",
        "   2. Roll again",
        "You chose: Bank",
        "Seat 1, your choice (1-2, or help): ",
        "Game stopped.",
    ] {
        assert!(out.contains(expected), "{expected:?} missing from:\n{out}");
    }
    assert!(!out.contains("Final scores"), "{out}");
    assert_eq!(out.matches("You chose").count(), 1, "{out}");
}

#[test]
fn a_person_plays_to_the_end_and_sees_only_their_own_secrets() {
    // Always bank: the game ends by turn 24 at the latest.
    let (result, out) = play(&["dice-race", "--seed", "5"], &"1\n".repeat(40));
    result.unwrap();
    let (during, end) = out.split_at(out.find("Game over.").expect("the game ends"));
    assert!(
        during.contains("[Seat 1 only] Your secret bonus is"),
        "{out}"
    );
    assert!(
        !during.contains("[Seat 2 only]"),
        "seat 2's bonus leaked:\n{out}"
    );
    assert_eq!(during.matches("Your secret bonus").count(), 1, "{out}");
    assert!(end.contains("Final scores:"), "{out}");
}

#[test]
fn the_end_of_input_stops_the_game_and_saves_it_so_far() {
    let file = temp("stopped");
    let path = file.to_str().unwrap();
    let (result, out) = play(&["dice-race", "--seed", "2", "--save", path], "2\n");
    result.unwrap();
    assert!(
        out.contains("Game stopped.") && out.contains("Saved the game so far"),
        "{out}"
    );
    let saved: Record = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(saved.scores, None);
    let mut replayed = Vec::new();
    replay::run(&games(), &file, &mut replayed).unwrap();
    let replayed = String::from_utf8(replayed).unwrap();
    assert!(replayed.contains("stops before the end"), "{replayed}");
}

#[test]
fn an_unseeded_game_prints_a_seed_that_replays_it() {
    let (result, out) = play(&["dice-race", "--seats", "random,random"], "");
    result.unwrap();
    let seed = out
        .split("seed ")
        .nth(1)
        .and_then(|s| s.split(' ').next())
        .expect("the seed is printed");
    let (_, again) = play(
        &["dice-race", "--seats", "random,random", "--seed", seed],
        "",
    );
    assert_eq!(out, again);
}

#[test]
fn wrong_games_counts_and_options_are_errors_in_words() {
    let cases: [(&[&str], &str); 6] = [
        (&["chess"], "unknown game 'chess'"),
        (&["dice-race", "--players", "9"], "1 to 4 players, not 9"),
        (
            &["dice-race", "--players", "3", "--seats", "human"],
            "--seats names 1",
        ),
        (&["dice-race", "-o", "fast=true"], "unknown option 'fast'"),
        (
            &["dice-race", "-o", "long=sometimes"],
            "cannot be 'sometimes'",
        ),
        (&["dice-race", "-o", "long"], "key=value"),
    ];
    for (args, expected) in cases {
        let (result, _) = play(args, "");
        let message = result.expect_err("refused").to_string();
        assert!(message.contains(expected), "{args:?}: {message}");
    }
    let (result, _) = play(
        &[
            "dice-race",
            "--save",
            "/nonexistent/dir/x.json",
            "--seats",
            "r",
        ],
        "",
    );
    assert!(matches!(result, Err(CliError::Io { .. })), "{result:?}");
    let (result, _) = play(&["nothing"], "");
    assert!(matches!(result, Err(CliError::Game(Error::UnknownGame(_)))));
}
