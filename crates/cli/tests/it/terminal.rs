//! `cathedra play` on the landed games as a person sees it: a keyboard that reads the screen
//! and answers, stable keys, card texts, undo, resume, and no internal code or over-long line
//! on the screen.

use std::cell::RefCell;
use std::collections::HashMap;
use std::io::{BufRead, Read, Write};
use std::path::PathBuf;
use std::rc::Rc;

use cathedra_cli::{play, registry, Cli, Command};
use cathedra_core::{Actor, DealerKey, Log, Observer, Seat, ToMove};
use clap::Parser;
use serde_json::Value;

/// The games players can play today.
const LANDED: [&str; 2] = ["pillars-of-the-earth", "castle-for-all-seasons"];

/// Every game of the registry, the two built after the landed ones included.
const ALL: [&str; 4] = [
    "pillars-of-the-earth",
    "castle-for-all-seasons",
    "red-cathedral",
    "architects-of-the-west-kingdom",
];

/// What a player would call an internal code: a card or rule ID, a `snake_case` key, or a
/// `key.number` space name.
fn code_in(text: &str) -> Option<String> {
    for prefix in ["RES-", "CR-", "EV-", "PR-"] {
        if text.contains(prefix) {
            return Some(prefix.into());
        }
    }
    let token = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.';
    for word in text.split(|c: char| !token(c)) {
        let word = word.trim_matches('.');
        let lower = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase());
        if word.contains('_') && word.split('_').all(|w| !w.is_empty()) {
            return Some(word.into());
        }
        if let Some((key, number)) = word.split_once('.') {
            if lower(key) && !number.is_empty() && number.chars().all(|c| c.is_ascii_digit()) {
                return Some(word.into());
            }
        }
    }
    None
}

#[test]
fn the_code_finder_finds_codes_and_passes_words() {
    for text in [
        "Take RES-SAND2",
        "gate_small.1",
        "on stable.12",
        "servants.1-3",
        "the CR-1A",
    ] {
        assert!(code_in(text).is_some(), "{text}");
    }
    for text in [
        "Take the 2-sand card (2 workers for 2 sand).",
        "1.5 VP",
        "Mason (1 stone → 1 VP, 2 a round)",
    ] {
        assert_eq!(code_in(text), None, "{text}");
    }
}

/// Plays `games` seeded random games of `id` through the dynamic interface and checks every
/// player-facing string on the way: each seat's board, the choices, the log and the terms. A
/// key (an action's index) names one action all game long.
fn check_player_texts(id: &str, seeds: std::ops::Range<u64>) -> Vec<String> {
    let games = registry::games();
    let info = games
        .iter()
        .find(|g| g.id == id)
        .expect("a registered game");
    let mut found: Vec<String> = Vec::new();
    let mut note = |what: &str, text: &str| {
        if let Some(code) = code_in(text) {
            if found.len() < 20 && !found.iter().any(|f| f.contains(&format!("'{code}'"))) {
                found.push(format!("{id}, {what}: '{code}' in: {text}"));
            }
        }
    };
    let options = info.options(&[]).unwrap();
    for seed in seeds {
        let players = 2 + (seed as usize % 3).min(*info.players.end() - 2);
        let mut game = (info.new)(players, &options).unwrap();
        for term in game.terms() {
            note("a term's name", &term.name);
            note("a term's text", &term.text);
        }
        let key = DealerKey::from_seed(seed);
        let mut keys: HashMap<usize, Value> = HashMap::new();
        for step in 0u64.. {
            assert!(step < 20_000, "{id} seed {seed} does not end");
            let mut dealer = key.at(step);
            let mut log = Log::recording();
            match game.to_move() {
                ToMove::Over => break,
                ToMove::Chance => {
                    game.deal(&mut dealer, &mut log).unwrap();
                }
                to_move => {
                    let seat = to_move.seats().first().unwrap();
                    let choices = game.choices(seat);
                    for c in &choices {
                        note("a choice", &c.text);
                        let same = keys.entry(c.index).or_insert_with(|| c.action.clone());
                        assert_eq!(*same, c.action, "{id}: key {} names two actions", c.index);
                    }
                    if step % 7 == 0 {
                        note("the board", &game.render(Observer::Seat(seat)));
                        note(
                            "the compact board",
                            &game.render_compact(Observer::Seat(seat)),
                        );
                    }
                    let pick = dealer.below(choices.len() as u64) as usize;
                    game.apply_json(Actor::Seat(seat), &choices[pick].action, &mut log)
                        .unwrap();
                }
            }
            for entry in log.take() {
                note("the log", &entry.text);
            }
        }
        for s in Seat::all(players) {
            note("the last board", &game.render(Observer::Seat(s)));
        }
    }
    found
}

#[test]
fn no_internal_code_reaches_a_player_in_the_landed_games() {
    let found: Vec<String> = LANDED
        .iter()
        .flat_map(|id| check_player_texts(id, 0..6))
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn no_internal_code_reaches_a_player_in_the_red_cathedral_and_architects() {
    let found: Vec<String> = ALL[2..]
        .iter()
        .flat_map(|id| check_player_texts(id, 0..3))
        .collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The compact boards of a screen: at each prompt that follows a list of choices, the lines
/// between the last choice and the prompt.
fn compact_boards(screen: &str) -> Vec<Vec<&str>> {
    let mut boards = Vec::new();
    for part in screen.split("your choice (a key, or help): ") {
        let Some(at) = part.rfind("Choices:\n") else {
            continue;
        };
        let mut lines: Vec<&str> = part[at + 9..]
            .lines()
            .skip_while(|l| l.starts_with("  [") || l.starts_with("    "))
            .collect();
        // The last line is the start of the prompt ("Red, ").
        lines.pop();
        boards.push(lines);
    }
    boards
}

#[test]
fn the_compact_board_closes_every_screen_with_the_header_and_the_own_area_in_24_lines() {
    for (id, seat, players) in [
        (ALL[0], "Red", "4"),
        (ALL[1], "Blue", "4"),
        (ALL[2], "Yellow", "4"),
        (ALL[3], "Blue", "5"),
    ] {
        let name = ["The Pillars", "A Castle", "The Red Cathedral", "Architects"]
            [ALL.iter().position(|g| *g == id).unwrap()];
        let file = save_path(&format!("compact-{id}"));
        let out = play_screen(
            &[
                id,
                "--players",
                players,
                "--seed",
                "5",
                "--save",
                file.to_str().unwrap(),
            ],
            &[(25, "quit")],
        );
        let boards = compact_boards(&out);
        assert!(boards.len() >= 10, "{id}: {} screens:\n{out}", boards.len());
        for board in boards {
            let text = board.join("\n");
            assert!(
                board[0].starts_with(name),
                "{id}: the header first:\n{text}"
            );
            assert!(
                board.iter().any(|l| l.starts_with(seat)),
                "{id}: {seat}'s own area:\n{text}"
            );
            // With the prompt, at most 16 of the 24 lines: 8 are left for the choices.
            assert!(board.len() < 16, "{id}: {} lines:\n{text}", board.len());
            for line in &board {
                assert!(line.chars().count() <= 80, "{id}: too long: {line}");
            }
        }
        // The whole board is one command away.
        assert!(
            !out.contains("Market (wood"),
            "{id}: no whole board unasked"
        );
    }
}

#[test]
fn pillars_keys_are_short_and_stay_with_their_options() {
    let file = save_path("short-keys");
    let out = play_screen(
        &[LANDED[0], "--seed", "7", "--save", file.to_str().unwrap()],
        &[(60, "quit")],
    );
    let mut seen: HashMap<String, String> = HashMap::new();
    let mut keys = 0;
    for line in out.lines().filter(|l| l.starts_with("  [")) {
        let Some(end) = line.find(']') else { continue };
        let key = line[3..end].trim().to_string();
        if !key.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        assert!(key.len() <= 3, "a short key: {line}");
        let text = line[end + 2..].to_string();
        // The same option keeps its key; a key never names two options of one kind.
        if let Some(before) = seen.insert(key.clone(), text.clone()) {
            let kind = |t: &str| t.split(' ').next().unwrap_or("").to_string();
            assert_eq!(
                kind(&before),
                kind(&text),
                "key {key}: '{before}' then '{text}'"
            );
        }
        keys += 1;
    }
    assert!(keys > 30, "{out}");
}

#[test]
fn castle_says_the_talers_to_pay_and_what_a_helper_space_scores() {
    let games = registry::games();
    let info = games.iter().find(|g| g.id == LANDED[1]).unwrap();
    let options = info.options(&["winter=true".to_string()]).unwrap();
    let (mut pays, mut places) = (0, 0);
    for seed in 0..4u64 {
        let mut game = (info.new)(2, &options).unwrap();
        let key = DealerKey::from_seed(seed);
        for step in 0u64..20_000 {
            let mut dealer = key.at(step);
            let mut log = Log::recording();
            match game.to_move() {
                ToMove::Over => break,
                ToMove::Chance => {
                    game.deal(&mut dealer, &mut log).unwrap();
                }
                to_move => {
                    let seat = to_move.seats().first().unwrap();
                    let choices = game.choices(seat);
                    for c in &choices {
                        if c.text.starts_with("Pay ") && c.text.ends_with(" instead") {
                            assert!(c.text.contains(" taler"), "{}", c.text);
                            assert!(c.text.chars().any(|ch| ch.is_ascii_digit()), "{}", c.text);
                            pays += 1;
                        }
                        if c.text.starts_with("Place a helper") && c.text.contains(" on ") {
                            assert!(c.text.contains("(at the end: "), "{}", c.text);
                            places += 1;
                        }
                    }
                    let pick = dealer.below(choices.len() as u64) as usize;
                    game.apply_json(Actor::Seat(seat), &choices[pick].action, &mut log)
                        .unwrap();
                }
            }
            for entry in log.take() {
                assert!(!entry.text.contains(" 1 talers"), "{}", entry.text);
            }
        }
    }
    assert!(
        pays > 0 && places > 0,
        "{pays} payments, {places} placements"
    );
}

/// The screen `play` writes, shared with the keyboard that reads it.
#[derive(Clone, Default)]
struct Screen(Rc<RefCell<Vec<u8>>>);

impl Write for Screen {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Screen {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.borrow()).into_owned()
    }
}

/// A person at the keyboard: types `script` line by line where it says so, else reads the
/// screen and takes one of the listed keys in turn; presses Enter at a hand-over and confirms
/// a choice that leaves something unused.
struct Keyboard {
    screen: Screen,
    /// (the number of the prompt to answer, the line typed there instead of a key).
    script: Vec<(usize, String)>,
    prompts: usize,
    line: Vec<u8>,
    at: usize,
}

impl Keyboard {
    fn new(screen: &Screen, script: &[(usize, &str)]) -> Self {
        Keyboard {
            screen: screen.clone(),
            script: script.iter().map(|(n, s)| (*n, s.to_string())).collect(),
            prompts: 0,
            line: Vec::new(),
            at: 0,
        }
    }

    fn next_line(&mut self) -> Option<String> {
        let text = self.screen.text();
        let last = text.rsplit('\n').next().unwrap_or("");
        if last.starts_with("Pass the keyboard") {
            return Some(String::new());
        }
        // A choice that leaves something unused: done anyway.
        if last.ends_with("Do it anyway (yes/no)? ") {
            return Some("yes".into());
        }
        self.prompts += 1;
        if self.prompts > 3000 {
            return None;
        }
        if let Some(i) = self.script.iter().position(|(n, _)| *n == self.prompts) {
            return Some(self.script.remove(i).1);
        }
        let block = &text[text.rfind("Choices:\n")? + 9..];
        let keys: Vec<&str> = block
            .lines()
            .take_while(|l| l.starts_with("  ["))
            .filter_map(|l| Some(l[3..l.find(']')?].trim()))
            .collect();
        Some(keys[self.prompts % keys.len()].to_string())
    }
}

impl Read for Keyboard {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.fill_buf()?.len().min(buf.len());
        buf[..n].copy_from_slice(&self.line[self.at..self.at + n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Keyboard {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at == self.line.len() {
            self.line = match self.next_line() {
                Some(line) => format!("{line}\n").into_bytes(),
                None => Vec::new(),
            };
            // What is typed shows on the screen, as a terminal echoes it.
            self.screen.0.borrow_mut().extend_from_slice(&self.line);
            self.at = 0;
        }
        Ok(&self.line[self.at..])
    }
    fn consume(&mut self, n: usize) {
        self.at += n;
    }
}

fn save_path(name: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("terminal-{name}.json"));
    let _ = std::fs::remove_file(&path);
    path
}

/// Plays `cathedra play <args>` with a keyboard that follows `script`; returns the screen.
fn play_screen(args: &[&str], script: &[(usize, &str)]) -> String {
    let mut argv = vec!["cathedra", "play"];
    argv.extend(args);
    let Command::Play(args) = Cli::try_parse_from(argv).unwrap().command else {
        unreachable!()
    };
    let screen = Screen::default();
    let keyboard = Keyboard::new(&screen, script);
    play::run(&registry::games(), &args, keyboard, screen.clone()).unwrap();
    screen.text()
}

#[test]
fn a_whole_landed_game_fits_80_columns_and_shows_no_codes() {
    for (id, seed) in [(LANDED[0], "4"), (LANDED[1], "6")] {
        let file = save_path(&format!("whole-{id}"));
        let out = play_screen(
            &[id, "--seed", seed, "--save", file.to_str().unwrap()],
            &[(2, "rules"), (3, "card a"), (5, "explain 0"), (7, "help")],
        );
        assert!(out.contains("Game over."), "{id}:\n{out}");
        if id == LANDED[0] {
            assert!(out.contains("Type card NAME"), "{id}: the rules list");
        }
        for line in out.lines() {
            assert!(line.chars().count() <= 80, "{id}: too long: {line}");
            assert_eq!(code_in(line), None, "{id}: {line}");
        }
    }
}

#[test]
fn card_shows_what_a_pillars_card_does_and_explain_adds_the_cards_of_a_choice() {
    let file = save_path("cards");
    let out = play_screen(
        &[LANDED[0], "--seed", "2", "--save", file.to_str().unwrap()],
        &[(1, "card mathematics"), (2, "card statiker"), (3, "quit")],
    );
    assert!(out.contains("Mathematics in Toledo"), "{out}");
    assert!(out.contains("+2 metal"), "{out}");
    assert!(
        out.contains("No card, tile or space is called 'statiker'") || out.contains("Architect")
    );
    let mut rules = Vec::new();
    let cli = Cli::try_parse_from(["cathedra", "rules", LANDED[0], "toledo"]).unwrap();
    cathedra_cli::run(&registry::games(), cli, &b""[..], &mut rules).unwrap();
    let rules = String::from_utf8(rules).unwrap();
    assert!(
        rules.contains("Mathematics in Toledo") && rules.contains("+2 metal"),
        "{rules}"
    );
}

#[test]
fn card_shows_what_a_castle_card_building_and_space_does() {
    let file = save_path("castle-cards");
    let out = play_screen(
        &[LANDED[1], "--seed", "2", "--save", file.to_str().unwrap()],
        &[
            (1, "card stonemason"),
            (2, "card keep"),
            (3, "card tavern, 12"),
            (4, "explain 0"),
            (5, "quit"),
        ],
    );
    assert!(!out.contains("no card texts"), "{out}");
    assert!(out.contains("full VP"), "the Stonemason:\n{out}");
    assert!(out.contains("24 building points"), "the Keep:\n{out}");
    assert!(out.contains("Tavern, 12-taler space"), "{out}");
    for line in out.lines() {
        assert!(line.chars().count() <= 80, "too long: {line}");
        assert_eq!(code_in(line), None, "{line}");
    }
}

#[test]
fn undo_takes_back_a_decision_followed_only_by_public_moves() {
    // Typed undo at every prompt from the second on: some prompt comes after a decision that
    // only public moves of the bot followed, and takes it back.
    let file = save_path("undo");
    let script: Vec<(usize, &str)> = (2..40).map(|n| (n, "undo")).collect();
    let out = play_screen(
        &[LANDED[0], "--seed", "3", "--save", file.to_str().unwrap()],
        &script,
    );
    let at = out.find("Taken back: ").unwrap_or_else(|| panic!("{out}"));
    let taken = out[at + 12..].lines().next().unwrap();
    let taken = taken
        .split(" and the ")
        .next()
        .unwrap()
        .trim_end_matches('.');
    let after = &out[at..];
    let choices = &after[after.find("Choices:\n").unwrap()..];
    assert!(
        choices.lines().any(|l| l.contains(taken)),
        "'{taken}' is offered again:\n{after}"
    );
}

#[test]
fn games_lists_the_names_in_one_column_within_80_columns() {
    let mut out = Vec::new();
    let cli = Cli::try_parse_from(["cathedra", "games"]).unwrap();
    cathedra_cli::run(&registry::games(), cli, &b""[..], &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    let columns: Vec<usize> = out
        .lines()
        .filter(|l| !l.starts_with(' '))
        .map(|l| l.find("  ").unwrap() + l[l.find("  ").unwrap()..].find(|c| c != ' ').unwrap())
        .collect();
    assert!(
        columns.len() >= 2 && columns.iter().all(|&c| c == columns[0]),
        "{out}"
    );
    assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");
}

#[test]
fn every_game_pins_its_benchmark_and_bench_reads_that_pin() {
    for id in cathedra_games::IDS {
        let pin = cathedra_cli::bench::pinned(id).unwrap_or_else(|| panic!("{id} has no pin"));
        assert_eq!(
            cathedra_cli::bench::against_pin(id, false, pin.0, pin.1),
            "unchanged",
            "{id}"
        );
        assert_eq!(
            cathedra_cli::bench::against_pin(id, false, pin.0 + 1, pin.1),
            format!("changed (pinned: {} decisions, {})", pin.0, pin.1),
            "{id}"
        );
    }
    assert_eq!(cathedra_cli::bench::pinned("no-such-game"), None);
    assert_eq!(
        cathedra_cli::bench::against_pin("no-such-game", false, 1, "0000000000000000"),
        "no pin"
    );
}

#[test]
fn bench_says_unchanged_against_the_pin_and_changed_otherwise() {
    let mut out = Vec::new();
    let cli = Cli::try_parse_from(["cathedra", "bench", LANDED[1]]).unwrap();
    cathedra_cli::run(&registry::games(), cli, &b""[..], &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.lines().nth(1).unwrap().ends_with("  unchanged"),
        "{out}"
    );
    let (decisions, signature) = cathedra_cli::bench::pinned(LANDED[1]).unwrap();
    assert_eq!(
        cathedra_cli::bench::against_pin(LANDED[1], false, decisions, "0000000000000000"),
        format!("changed (pinned: {decisions} decisions, {signature})")
    );
    assert_eq!(
        cathedra_cli::bench::against_pin(LANDED[1], true, decisions, signature),
        "no pin for these options"
    );
}
