//! `cathedra play` with scripted input on the dice-race fixture.

use std::path::PathBuf;

use cathedra_cli::{play, replay, save, Cli, CliError, Command};
use cathedra_core::{info, Actor, DealerKey, Error, Game, GameInfo, Log, Options, Record, ToMove};
use cathedra_toy::DiceRace;
use clap::Parser;

fn games() -> Vec<GameInfo> {
    vec![info::<DiceRace>()]
}

/// Runs `cathedra play <args>` with `typed` as the keyboard; returns the result and the output.
/// A game with a person and no --save is saved in a folder of the test's own.
fn play(args: &[&str], typed: &str) -> (Result<(), CliError>, String) {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("play-saves");
    let folder = folder.to_str().unwrap();
    let mut argv = vec!["cathedra", "play"];
    argv.extend(args);
    if !args
        .iter()
        .any(|a| a.starts_with("--save") || a.starts_with("--resume"))
    {
        argv.extend(["--save-dir", folder]);
    }
    let Command::Play(args) = Cli::try_parse_from(argv).unwrap().command else {
        unreachable!()
    };
    let mut out = Vec::new();
    let result = play::run(&games(), &args, typed.as_bytes(), &mut out);
    (result, String::from_utf8(out).unwrap())
}

/// The record in a file `play` saved.
fn saved(file: &std::path::Path) -> Record {
    save::read(file).unwrap().record().clone()
}

/// A fresh path to save a game to (`play` refuses to overwrite a file without --force).
fn temp(name: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("play-{name}.json"));
    let _ = std::fs::remove_file(&path);
    path
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

/// The record of a bots' game as the core would play it: decision `i` drawn from the key at `i`.
fn keyed_game(players: usize, seed: u64) -> Record {
    let options = Options::parse(DiceRace::OPTIONS, []).unwrap();
    let key = DealerKey::from_seed(seed);
    let mut game = DiceRace::new(players, &options).unwrap();
    let mut record = Record::new::<DiceRace>(players, &options, Some(seed));
    let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
    loop {
        let mut dealer = key.at(record.actions.len() as u64);
        let (by, action) = match game.to_move() {
            ToMove::Over => break,
            ToMove::Chance => {
                game.chance_outcomes(&mut outcomes);
                (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
            }
            to_move => {
                let seat = to_move.seats().first().unwrap();
                game.legal_actions(seat, &mut legal);
                let i = dealer.below(legal.len() as u64) as usize;
                (Actor::Seat(seat), legal[i])
            }
        };
        record.push(by, action);
        game.apply(by, action, &mut Log::silent()).unwrap();
    }
    record.scores = Some(game.scores());
    record
}

#[test]
fn a_bots_game_draws_each_decision_from_the_key_at_its_index() {
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
    let saved = saved(&file);
    assert_eq!(saved, keyed_game(3, 41));
    assert_eq!((saved.format, saved.rules), (2, DiceRace::RULES_VERSION));
    assert_ne!(saved, keyed_game(3, 42));
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
    replay::run(&games(), &file, None, &mut replayed).unwrap();
    let replayed = String::from_utf8(replayed).unwrap();
    assert!(
        replayed.contains("long=true") && replayed.contains("seed 8"),
        "{replayed}"
    );
    assert_eq!(final_scores(&replayed), final_scores(&out));
}

#[test]
fn a_person_gets_help_and_short_answers_to_nonsense() {
    let typed = "help\nbanana\n0\n99\n-1\n\n   \nboard\nlog\n11\n\u{fffd}\nquit\n1\n";
    let (result, out) = play(
        &["dice-race", "--seats", "human,random", "--seed", "1"],
        typed,
    );
    result.unwrap();
    for expected in [
        "=== Seat 1 to play ===",
        "board        the whole board and your choices",
        "'banana' is not one of the choices: type one of 11, 12, 13, 14, 15, or help.",
        // 0 is an action of the game that its rules refuse now: the refusal names the rule.
        "'0' cannot be chosen now: pick a lucky face from 2 to 6 (TOY-4).",
        "'99' is not the key of a choice now",
        "'-1' is not one of the choices",
        "Choices:\n  [11] Pick 2 as the lucky face",
        "  [15] Pick 6 as the lucky face",
        "You chose: Pick 2 as the lucky face",
        "Seat 1, your choice (a key, or help): ",
        "'\u{fffd}' is not one of the choices: type one of 9, 10, or help.",
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
    let (result, out) = play(&["dice-race", "--seed", "5"], &"11\n9\n".repeat(40));
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
    let (result, out) = play(&["dice-race", "--seed", "2", "--save", path], "12\n");
    result.unwrap();
    assert!(
        out.contains("Game stopped.") && out.contains("Saved the game so far"),
        "{out}"
    );
    assert_eq!(saved(&file).scores, None);
    let mut replayed = Vec::new();
    replay::run(&games(), &file, None, &mut replayed).unwrap();
    let replayed = String::from_utf8(replayed).unwrap();
    assert!(replayed.contains("stops before the end"), "{replayed}");
}

#[test]
fn an_unseeded_game_is_dealt_from_a_secret_key_and_saves_no_seed() {
    let run = |name: &str| {
        let file = temp(name);
        let (result, out) = play(
            &[
                "dice-race",
                "--seats",
                "random,random,random",
                "--save",
                file.to_str().unwrap(),
            ],
            "",
        );
        result.unwrap();
        assert!(!out.contains("seed"), "{out}");
        let saved = saved(&file);
        assert_eq!(saved.seed, None);
        let mut replayed = Vec::new();
        replay::run(&games(), &file, None, &mut replayed).unwrap();
        saved
    };
    assert_ne!(run("entropy-1").actions, run("entropy-2").actions);
}

#[test]
fn people_at_one_keyboard_choose_in_secret_in_turn() {
    // Seat 1 picks 4 (key 13), hands the keyboard over, then seat 2 is asked, then the game
    // stops.
    let (result, out) = play(
        &["dice-race", "--seats", "human,human", "--seed", "9"],
        "13\n\n15\n\n",
    );
    result.unwrap();
    let second = out.find("=== Seat 2 to play ===").expect("seat 2 is asked");
    let (first, second) = out.split_at(second);
    assert!(
        first.contains("=== Seat 1 to play ===")
            && first.contains("[Seat 1 only] Your secret bonus"),
        "{out}"
    );
    assert!(second.contains("[Seat 2 only] Your secret bonus"), "{out}");
    assert!(second.contains("Seat 1 has picked a lucky face"), "{out}");
    let asked = &second[..second.find("You chose").unwrap()];
    assert!(
        !asked.contains("[Seat 1 only]") && !asked.contains("Your lucky face is 4"),
        "{out}"
    );
    assert!(second.contains("Lucky faces: 4, 6"), "{out}");
    let handed = out
        .find("Pass the keyboard to Seat 2")
        .expect("a hand-over");
    assert!(out.find("You chose").unwrap() < handed, "{out}");
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

/// Runs `cathedra <argv>` on the dice-race fixture with `typed` as the keyboard.
fn cathedra(argv: &[&str], typed: &str) -> String {
    let cli = Cli::try_parse_from(std::iter::once("cathedra").chain(argv.iter().copied())).unwrap();
    let mut out = Vec::new();
    cathedra_cli::run(&games(), cli, typed.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn replay_steps_through_a_game_as_one_seat_saw_it_and_plays_on_from_a_move() {
    let file = temp("step");
    let path = file.to_str().unwrap();
    play(
        &["dice-race", "--seats", "r,r", "--seed", "4", "--save", path],
        "",
    )
    .0
    .unwrap();
    let out = cathedra(
        &["replay", path, "--step", "--seat", "1"],
        "next\nnext\n\nprev\ngo 4\nseat 2\ngo 99\nbanana\nquit\n",
    );
    for expected in [
        "=== After move 0 of ",
        "=== After move 1 of ",
        "=== After move 2 of ",
        "=== After move 3 of ",
        "=== After move 4 of ",
        "(as Seat 1 saw it)",
        "(as Seat 2 saw it)",
        "Type go and a move from 0 to ",
        "'banana' is not a command",
    ] {
        assert!(out.contains(expected), "{expected:?} missing from:\n{out}");
    }
    let as_one = &out[..out.find("(as Seat 2 saw it)").unwrap()];
    assert!(!as_one.contains("[Seat 2 only]"), "{out}");

    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("replay-saves");
    std::env::set_var("CATHEDRA_SAVE_DIR", &folder);
    let out = cathedra(&["replay", path, "--step"], "go 3\nplay\n");
    assert!(out.contains("A new game from move 3, saved to"), "{out}");
    assert!(out.contains("Resumed after 3 decisions"), "{out}");
    assert!(out.contains("Seat 1: a person"), "{out}");
}

#[test]
fn a_game_stopped_and_resumed_ends_as_the_same_game_played_through() {
    let typed = "11\n9\n".repeat(40);
    let file = temp("through");
    let (result, through) = play(
        &["dice-race", "--seed", "6", "--save", file.to_str().unwrap()],
        &typed,
    );
    result.unwrap();
    let file = temp("resumed");
    let path = file.to_str().unwrap();
    let (result, first) = play(&["dice-race", "--seed", "6", "--save", path], "11\nquit\n");
    result.unwrap();
    assert!(first.contains("Saved the game so far"), "{first}");
    let (result, refused) = play(&["dice-race", "--seed", "6", "--save", path], "");
    assert!(
        result.unwrap_err().to_string().contains("--force"),
        "{refused}"
    );
    let rest = cathedra(&["resume", path], &typed[3..]);
    assert!(rest.contains("Resumed after "), "{rest}");
    assert_eq!(final_scores(&rest), final_scores(&through));
}

#[test]
fn a_key_names_the_same_choice_on_every_screen() {
    let (result, out) = play(&["dice-race", "--seed", "5"], &"11\n9\n10\n".repeat(40));
    result.unwrap();
    let banks: Vec<&str> = out.lines().filter(|l| l.contains("] Bank")).collect();
    let agains: Vec<&str> = out.lines().filter(|l| l.contains("] Roll again")).collect();
    assert!(banks.len() > 1 && agains.len() > 1, "{out}");
    assert!(banks.iter().all(|l| l.starts_with("  [ 9] Bank")), "{out}");
    assert!(
        agains.iter().all(|l| l.starts_with("  [10] Roll again")),
        "{out}"
    );
}

#[test]
fn undo_is_refused_after_chance_and_says_why() {
    let (result, out) = play(&["dice-race", "--seed", "5"], "undo\n11\nundo\nquit\n");
    result.unwrap();
    assert!(
        out.contains("Nothing to take back: you have made no decision that can be taken back."),
        "{out}"
    );
    assert!(
        out.contains(
            "Nothing to take back: chance or a secret was revealed after your last decision."
        ),
        "{out}"
    );
}
