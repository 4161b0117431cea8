//! Every text a player reads exists in every language cathedra speaks: the translation files
//! of the core, the terminal and each game have the same keys in every language; every event
//! kind that random games log and every term a game names has a message in each; and the
//! English term files say what the game's own data says.

use crate::common::{played_from_the_screen, save_dir};
use cathedra_core::i18n::{self, term_key, Texts};
use cathedra_core::{Evaluate, Game, Log, Options};
use cathedra_games::Visitor;

/// The terminal's own translation files, as its build script gathers them.
const CLI: i18n::Locales = include!(concat!(env!("OUT_DIR"), "/locales.rs"));

#[test]
fn every_key_of_the_terminal_and_the_games_is_in_every_language() {
    assert_eq!(i18n::missing_keys(&[CLI]), Vec::<String>::new());
    for info in cathedra_games::games() {
        assert!(
            i18n::languages(&[info.locales]).contains(&"cs"),
            "{} has no Czech texts",
            info.id
        );
        assert_eq!(
            i18n::missing_keys(&[info.locales]),
            Vec::<String>::new(),
            "{}",
            info.id
        );
        // The English name is the game's own.
        let english = Texts::english(&[info.locales]);
        assert_eq!(
            english.message("game-name", None).as_deref(),
            Some(info.name)
        );
    }
}

/// Every event kind of some random games, every term, in every language.
struct Covered;

impl Visitor for Covered {
    type Output = Vec<String>;
    fn visit<G: Game + Evaluate>(&mut self) -> Vec<String> {
        let mut missing = Vec::new();
        let langs = i18n::languages(&[G::LOCALES]);
        let texts: Vec<Texts> = langs
            .iter()
            .map(|l| Texts::new(l, &[G::LOCALES]).unwrap())
            .collect();
        let counts: Vec<usize> = G::PLAYERS.collect();
        let mut kinds = Vec::new();
        let mut terms = Vec::new();
        for seed in 0..8u64 {
            let players = counts[seed as usize % counts.len()];
            let (_, record) =
                cathedra_core::play_random::<G>(players, &Options::default(), seed, 7).unwrap();
            let mut log = Log::recording();
            let game = cathedra_core::replay::<G>(&record, &mut log).unwrap();
            for entry in log.entries() {
                if !kinds.contains(&entry.event.kind) {
                    kinds.push(entry.event.kind);
                }
            }
            if terms.is_empty() {
                terms = game.terms();
            }
        }
        for t in &texts {
            for kind in &kinds {
                if !t.has(&i18n::event_key(kind)) {
                    missing.push(format!("{} {}: event {kind}", G::ID, t.lang()));
                }
            }
            for term in &terms {
                if !t.has(&term_key(&term.id)) || t.term_text(&term.id).is_none() {
                    missing.push(format!("{} {}: term {}", G::ID, t.lang(), term.id));
                }
            }
        }
        // English says what the game's data says (the files were written from it).
        let english = &texts[0];
        for term in &terms {
            if english.has(&term_key(&term.id)) {
                let name = english.term_name(&term.id).unwrap();
                let text = english.term_text(&term.id).unwrap();
                if name != term.name || text != term.text {
                    missing.push(format!(
                        "{} en: term {} differs from the game's",
                        G::ID,
                        term.id
                    ));
                }
            }
        }
        // Two terms never share a key.
        for (i, a) in terms.iter().enumerate() {
            for b in &terms[i + 1..] {
                if a.id != b.id && term_key(&a.id) == term_key(&b.id) {
                    missing.push(format!("{}: {} and {} share a key", G::ID, a.id, b.id));
                }
            }
        }
        missing
    }
}

#[test]
fn every_event_random_games_log_and_every_term_has_a_message_in_every_language() {
    let missing: Vec<String> = cathedra_games::visit_all(&mut Covered)
        .into_iter()
        .flatten()
        .collect();
    assert_eq!(missing, Vec::<String>::new());
}

/// `cathedra play` with `args`, typed input, and its screen.
fn play(args: &[&str], typed: &str) -> String {
    use cathedra_cli::{play, Cli, Command};
    use clap::Parser;
    let folder = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("language-saves");
    let mut argv = vec!["cathedra", "play"];
    argv.extend(args);
    argv.extend(["--save-dir", folder.to_str().unwrap()]);
    let Command::Play(args) = Cli::try_parse_from(argv).unwrap().command else {
        unreachable!()
    };
    let mut out = Vec::new();
    play::run(&cathedra_games::games(), &args, typed.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// `screen` without the paths of the save files in `dir`, which `play` names and wraps at any
/// character: they hold whatever the build folder's name holds, in no language.
fn without_save_paths(screen: &str, dir: &str) -> String {
    let paths: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .collect();
    let of_a_path = |word: &str| {
        let word = word.trim_matches(|c| "()`.,;:".contains(c));
        word.len() >= 4 && paths.iter().any(|p| p.contains(word))
    };
    screen
        .lines()
        .map(|l| {
            l.split(' ')
                .filter(|w| !of_a_path(w))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The screen up to the end of play (the final board is the game's English `render`).
fn before_the_end<'s>(screen: &'s str, end: &str) -> &'s str {
    screen.split(end).next().unwrap()
}

#[test]
fn a_person_plays_in_czech_menus_help_cards_refusals_and_the_log() {
    let first_term = |id: &str| {
        let info = cathedra_games::games()
            .into_iter()
            .find(|g| g.id == id)
            .unwrap();
        let texts = Texts::new("cs", &[info.locales]).unwrap();
        let game = (info.new)(2, &info.options(&[]).unwrap()).unwrap();
        let term = game.terms().remove(0);
        (
            texts.term_name(&term.id).unwrap(),
            texts.term_text(&term.id).unwrap(),
        )
    };
    for id in cathedra_games::IDS {
        let (name, text) = first_term(id);
        let typed = format!("pomoc\npravidla\nkarta {name}\n99999\nzaznam\nkonec\n");
        let screen = play(
            &[id, "--lang", "cs", "--seed", "4", "--players", "2"],
            &typed,
        );
        for czech in [
            "2 hráči (",
            ": člověk",
            "Na tahu je",
            "Volby:",
            "vaše volba (klíč, nebo pomoc):",
            "Napište klíč volby",
            "Napište karta JMÉNO",
            "'99999' teď není klíč žádné volby",
            "Hra zastavena.",
            "Dosavadní hra je uložena do",
        ] {
            assert!(screen.contains(czech), "{id}: no '{czech}' in\n{screen}");
        }
        // The card's Czech text, as the screen wraps it.
        let first_words: String = text
            .split_whitespace()
            .take(4)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            screen.contains(&first_words),
            "{id}: no '{first_words}' in\n{screen}"
        );
        for english in [
            "to play ===",
            "Choices:",
            "your choice (a key",
            "Game stopped.",
            "Type the key",
        ] {
            assert!(!screen.contains(english), "{id}: '{english}' in\n{screen}");
        }
    }
}

#[test]
fn the_key_of_an_action_the_rules_refuse_now_is_refused_in_czech_by_its_rule() {
    use cathedra_core::ActionSpace;
    fn key<A: ActionSpace>(action: A) -> String {
        (action.index() - A::FIRST_SEAT_ACTION).to_string()
    }
    for (id, key, czech, english) in [
        (
            "pillars-of-the-earth",
            key(cathedra_pillars::Action::UseThomas),
            "teď zvolit nelze: ve fázi I si vezmete jednu kartu z nabídky, nebo pasujete \
             (PIL-19.3). Napište jeden z",
            "cannot be chosen now: in phase I you take one card from the offer or pass \
             (PIL-19.3). Type one of",
        ),
        (
            "castle-for-all-seasons",
            key(cathedra_castle::Action::Done),
            "teď zvolit nelze: teď ne (teď se nedělá nic nepovinného): Modrý, Červený volí \
             lícem dolů kartu postavy (CAS-4.1). Napište jeden z",
            "cannot be chosen now: not now (nothing optional is being done now): Blue, Red \
             choose a character card face down (CAS-4.1). Type one of",
        ),
    ] {
        for (lang, words) in [("cs", czech), ("en", english)] {
            let screen = play(
                &[id, "--lang", lang, "--seed", "4", "--players", "2"],
                &format!("{key}\nkonec\nquit\n"),
            );
            // The screen wraps long lines.
            let flat = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
            let refused = flat(&format!("'{key}' {words}"));
            assert!(
                flat(&screen).contains(&refused),
                "{id}: no\n{refused}\nin\n{screen}"
            );
        }
    }
}

#[test]
fn a_spectated_game_in_czech_logs_every_entry_in_czech() {
    for id in [
        "pillars-of-the-earth",
        "castle-for-all-seasons",
        "red-cathedral",
        "architects-of-the-west-kingdom",
    ] {
        let args = |lang| {
            play(
                &[
                    id,
                    "--lang",
                    lang,
                    "--seed",
                    "11",
                    "--seats",
                    "random,random",
                ],
                "",
            )
        };
        let czech = args("cs");
        let english = args("en");
        let czech = before_the_end(&czech, "Konec hry.");
        let english = before_the_end(&english, "Game over.");
        assert!(czech.lines().count() > 50, "{id}: a short game?\n{czech}");
        let same: Vec<&str> = czech
            .lines()
            .skip(1)
            .filter(|l| l.trim().len() > 12 && english.lines().any(|e| e == *l))
            .collect();
        assert_eq!(
            same,
            Vec::<&str>::new(),
            "{id}: English lines on a Czech screen"
        );
    }
}

#[test]
fn a_person_plays_every_game_to_the_end_in_czech_with_no_english_line() {
    for (id, words) in [
        (
            "pillars-of-the-earth",
            &[
                " VP",
                " gold",
                "Round ",
                "workers",
                "Pass",
                "master builder",
            ][..],
        ),
        (
            "castle-for-all-seasons",
            &[" VP", "talers", "Round ", "helpers", "Choose the", "Done"][..],
        ),
        (
            "red-cathedral",
            &[
                "prestige",
                "rubles",
                "recognition",
                "inventory",
                "End your turn",
                "market space",
                "Final",
            ][..],
        ),
        (
            "architects-of-the-west-kingdom",
            &[
                " VP",
                " silver",
                "virtue",
                "workers",
                "apprentice",
                "Guildhall",
            ][..],
        ),
    ] {
        let czech = played_from_the_screen(id, "cs", 5, &[]);
        let english = played_from_the_screen(id, "en", 5, &[]);
        let czech = without_save_paths(&czech, &save_dir(&format!("{id}-cs")));
        let english = without_save_paths(&english, &save_dir(&format!("{id}-en")));
        assert!(czech.contains("Konec hry."), "{id}: {czech}");
        assert!(english.contains("Game over."), "{id}: {english}");
        // The same game in both languages: the same number of screens.
        assert_eq!(
            czech.matches("Volby:").count(),
            english.matches("Choices:").count(),
            "{id}"
        );
        assert!(czech.matches("Volby:").count() > 20, "{id}");
        let same: Vec<&str> = czech
            .lines()
            .skip(1)
            .filter(|l| l.trim().len() > 12 && !l.contains("cathedra"))
            .filter(|l| english.lines().any(|e| e == *l))
            .collect();
        assert_eq!(
            same,
            Vec::<&str>::new(),
            "{id}: English lines on a Czech screen"
        );
        for word in words {
            assert!(!czech.contains(word), "{id}: '{word}' on a Czech screen");
        }
    }
}

#[test]
fn a_choice_that_leaves_something_unused_is_confirmed_unless_turned_off() {
    for (lang, asked, not_done, lone) in [
        (
            "en",
            "Do it anyway (yes/no)?",
            "Not done: choose again.",
            "taken for you: ",
        ),
        (
            "cs",
            "Přesto to udělat (ano/ne)?",
            "Neprovedeno: zvolte znovu.",
            "provedena za vás: ",
        ),
    ] {
        for id in [
            "pillars-of-the-earth",
            "castle-for-all-seasons",
            "red-cathedral",
            "architects-of-the-west-kingdom",
        ] {
            let screen = played_from_the_screen(id, lang, 5, &[]);
            assert!(screen.contains(asked), "{id} {lang}: never asked\n{screen}");
            assert!(
                screen.contains(not_done),
                "{id} {lang}: never declined\n{screen}"
            );
            // Castle and The Red Cathedral take a lone choice for the player and say why;
            // Pillars takes its lone steps itself and its log says why.
            if ["castle-for-all-seasons", "red-cathedral"].contains(&id) {
                assert!(
                    screen.contains(lone),
                    "{lang}: no lone choice with its reason\n{screen}"
                );
            }
            let unasked = played_from_the_screen(id, lang, 5, &["--no-confirm"]);
            assert!(
                !unasked.contains(asked),
                "{id} {lang}: asked under --no-confirm"
            );
        }
    }
}

/// `cathedra <argv>`'s output.
fn cathedra(argv: &[&str]) -> String {
    use clap::Parser;
    let cli = cathedra_cli::Cli::try_parse_from(argv).unwrap();
    let mut out = Vec::new();
    cathedra_cli::run(&cathedra_games::games(), cli, &b""[..], &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn games_and_simulate_speak_czech() {
    let games = cathedra(&["cathedra", "games", "--lang", "cs"]);
    assert!(
        games.contains("Pod ochranou hradu, 2 až 4 hráči"),
        "{games}"
    );
    assert!(games.contains("hrát zimní stranu"), "{games}");
    assert!(games.contains("(výchozí false)"), "{games}");
    let english = cathedra(&["cathedra", "games", "--lang", "en"]);
    assert!(english.contains("A Castle for All Seasons, 2 to 4 players"));
    assert!(english.contains("play the winter side with"), "{english}");
    let id = "castle-for-all-seasons";
    let simulated = cathedra(&[
        "cathedra", "simulate", id, "--games", "3", "--jobs", "1", "--lang", "cs",
    ]);
    assert!(
        simulated.starts_with("Pod ochranou hradu, 2 hráči, 3 hry, semínko 0, 1 vlákno"),
        "{simulated}"
    );
    for czech in [
        "rozhodnutí/s",
        "průměr bodů",
        "Modrý",
        "Červený",
        "polovina šířky",
    ] {
        assert!(simulated.contains(czech), "no '{czech}' in {simulated}");
    }
}

#[test]
fn replay_speaks_czech_and_steps_by_czech_commands() {
    use clap::Parser;
    let id = "castle-for-all-seasons";
    let file = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("replay-in-czech.json");
    let path = file.to_str().unwrap();
    cathedra(&[
        "cathedra",
        "play",
        id,
        "--seats",
        "random,random",
        "--seed",
        "8",
        "--save",
        path,
        "--force",
    ]);
    let replayed = cathedra(&["cathedra", "replay", path, "--lang", "cs"]);
    assert!(
        replayed.starts_with("Pod ochranou hradu (verze pravidel"),
        "{replayed}"
    );
    assert!(replayed.contains("všechny podle pravidel."), "{replayed}");
    assert!(replayed.contains("Konečné skóre:"), "{replayed}");
    let cli =
        cathedra_cli::Cli::try_parse_from(["cathedra", "replay", path, "--step", "--lang", "cs"])
            .unwrap();
    let mut out = Vec::new();
    let typed = "dal 3\nhrac 1\nnesmysl\npomoc\nkonec\n";
    cathedra_cli::run(&cathedra_games::games(), cli, typed.as_bytes(), &mut out).unwrap();
    let stepped = String::from_utf8(out).unwrap();
    for czech in [
        "=== Po tahu 0 z ",
        "=== Po tahu 3 z ",
        "(jak ji viděl Modrý) ===",
        "'nesmysl' není příkaz: napište pomoc.",
        "jdi N         na pozici po tahu N",
        "Nyní: ",
    ] {
        assert!(stepped.contains(czech), "no '{czech}' in\n{stepped}");
    }
    assert!(!stepped.contains("Now: "), "an English board:\n{stepped}");
}

#[test]
fn explain_shows_a_castle_choice_and_its_card_in_czech() {
    let screen = play(
        &[
            "castle-for-all-seasons",
            "--lang",
            "cs",
            "--seed",
            "4",
            "--players",
            "2",
        ],
        "vysvetli 26\nkonec\n",
    );
    assert!(screen.contains("[26] Zvolit kartu: Kameník"), "{screen}");
    assert!(
        screen.contains("Kameník\n  Karta postavy pořadí 4"),
        "the card's Czech text:\n{screen}"
    );
}

#[test]
fn at_a_hand_over_the_czech_quit_word_stops_the_game() {
    let screen = play(
        &[
            "castle-for-all-seasons",
            "--lang",
            "cs",
            "--seed",
            "4",
            "--seats",
            "human,human",
        ],
        "23\n24\nkonec\n",
    );
    assert!(
        screen.contains("Předejte klávesnici, hraje Červený"),
        "{screen}"
    );
    assert!(screen.contains("Hra zastavena."), "{screen}");
    assert!(!screen.contains("Na tahu je Červený"), "{screen}");
}

/// `cathedra <argv>`'s error, as the terminal says it.
fn refused(argv: &[&str]) -> String {
    use clap::Parser;
    let cli = cathedra_cli::Cli::try_parse_from(argv).unwrap();
    let mut out = Vec::new();
    match cathedra_cli::run(&cathedra_games::games(), cli, &b""[..], &mut out) {
        Ok(()) => panic!("{argv:?} ran"),
        Err(e) => e.to_string(),
    }
}

/// The terminal's own refusals (a game it does not know, a player count or an option the game
/// refuses, a save that exists or cannot be written, a saved game it cannot resume) are said in
/// the player's language, and in English as they always were.
#[test]
fn the_terminal_s_own_errors_are_said_in_czech() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("czech-errors");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = |name: &str| dir.join(name).display().to_string();
    std::fs::write(path("empty.json"), "{}").unwrap();
    // A finished game of two bots, saved.
    let over = path("over.json");
    cathedra(&[
        "cathedra",
        "play",
        "castle-for-all-seasons",
        "--seats",
        "r,r",
        "--seed",
        "1",
        "--save",
        &over,
    ]);
    let missing = path("missing.json");
    let empty = path("empty.json");
    let folder = dir.display().to_string();
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["play", "nothing"],
            "neznámá hra 'nothing' (viz `cathedra games`)",
            "unknown game 'nothing'",
        ),
        (
            &["rules", "nothing"],
            "neznámá hra 'nothing'",
            "unknown game 'nothing'",
        ),
        (
            &["play", "pillars-of-the-earth", "--players", "7"],
            "Pilíře země: počet hráčů může být 2 až 4, ne 7",
            "is played by 2 to 4 players, not 7",
        ),
        (
            &["play", "architects-of-the-west-kingdom", "--players", "1"],
            "Architekty Západního království zde nelze hrát sólo",
            "cannot be played solo here",
        ),
        (
            &["play", "castle-for-all-seasons", "--option", "winter=maybe"],
            "volba 'winter' nemůže být 'maybe' (možnosti: false, true)",
            "option 'winter' cannot be 'maybe' (one of: false, true)",
        ),
        (
            &["play", "castle-for-all-seasons", "--option", "summer=1"],
            "neznámá volba 'summer' (volby: ",
            "unknown option 'summer' (options: ",
        ),
        (
            &["play", "castle-for-all-seasons", "--option", "winter"],
            "volba 'winter' má mít tvar klíč=hodnota",
            "option 'winter' should look like key=value",
        ),
        (
            &[
                "play",
                "castle-for-all-seasons",
                "--players",
                "3",
                "--option",
                "start-money=1/2",
            ],
            "udává 2 částky pro 3 hráče; zadejte 'rulebook' nebo 3 celá čísla",
            "it names 2 amounts for 3 players; give 'rulebook' or 3 whole amounts of talers",
        ),
        (
            &[
                "play",
                "red-cathedral",
                "--option",
                "data=reconstructed-0000000000000000",
            ],
            "tato hra se hrála s daty karet 'reconstructed-0000000000000000'",
            "this game was played with card data 'reconstructed-0000000000000000'",
        ),
        (
            &[
                "play",
                "architects-of-the-west-kingdom",
                "--option",
                "boards=variable",
                "--option",
                "start-money=5/5",
            ],
            "volba 'start-money' určuje stříbro základních desek",
            "option 'start-money' sets the silver of the standard boards",
        ),
        (
            &[
                "play",
                "pillars-of-the-earth",
                "--players",
                "3",
                "--seats",
                "h,r",
            ],
            "--players říká 3, ale --seats jmenuje 2 místa",
            "--players says 3 but --seats names 2 seats",
        ),
        (
            &["play", "pillars-of-the-earth", "--save", &empty],
            "už existuje: hru v něm dohrajete přes --resume",
            "exists: continue it with --resume",
        ),
        (
            &["play", "pillars-of-the-earth", "--save", &folder, "--force"],
            "je složka, ne soubor pro uložení hry",
            "is a folder, not a file to save to",
        ),
        (
            &[
                "play",
                "pillars-of-the-earth",
                "--save",
                "/nonexistent/dir/x.json",
            ],
            "nelze zapsat /nonexistent/dir/x.json: takový soubor ani složka neexistuje",
            "cannot write /nonexistent/dir/x.json: No such file",
        ),
        (&["play", "--resume", &missing], "nelze číst", "cannot read"),
        (
            &["play", "--resume", &empty],
            "není záznam hry: missing field",
            "is not a game record: missing field",
        ),
        (
            &["play", "--resume", &over],
            "skončila: prohlédněte si ji přes `cathedra replay",
            "is over: see it with `cathedra replay",
        ),
        (&["replay", &missing], "nelze číst", "cannot read"),
        (
            &["replay", &over, "--step", "--seat", "9"],
            "--seat 9: hra má 2 místa",
            "--seat 9: the game has 2 seats",
        ),
    ];
    for (argv, czech, english) in cases {
        let run = |lang: &str| {
            let mut all = vec!["cathedra"];
            all.extend_from_slice(argv);
            all.extend_from_slice(&["--lang", lang]);
            refused(&all)
        };
        let (cs, en) = (run("cs"), run("en"));
        assert!(cs.contains(czech), "{argv:?} in Czech: {cs}");
        assert!(en.contains(english), "{argv:?} in English: {en}");
        for word in [
            "cannot", "option '", " players", "record", "exists", "unknown",
        ] {
            assert!(!cs.contains(word), "{argv:?}: English '{word}' in {cs}");
        }
    }
}

/// The argument parser's common refusals in Czech, with its suggestion and the values it
/// takes; in English the parser's own words stand.
#[test]
fn the_argument_parser_s_refusals_are_said_in_czech() {
    use cathedra_cli::usage;
    use clap::Parser;
    let said = |argv: &[&str]| {
        let args: Vec<std::ffi::OsString> = argv.iter().map(Into::into).collect();
        let error = cathedra_cli::Cli::try_parse_from(&args).unwrap_err();
        assert_eq!(usage::refusal(&error, Some("en")), None);
        usage::refusal(&error, usage::language_of(&args).as_deref()).expect("worded")
    };
    for (argv, czech) in [
        (
            &["cathedra", "play", "--lang", "cs", "--bogus"][..],
            "neznámý argument '--bogus'",
        ),
        (
            &["cathedra", "hraj", "--lang=cs"][..],
            "neznámý příkaz 'hraj'",
        ),
        (
            &["cathedra", "pley", "--lang", "cs"][..],
            "neznámý příkaz 'pley' (mysleli jste 'replay', 'play'?)",
        ),
        (
            &[
                "cathedra",
                "play",
                "castle-for-all-seasons",
                "--players",
                "x",
                "--lang",
                "cs",
            ][..],
            "'x' není hodnota pro --players",
        ),
        (&["cathedra", "replay", "--lang", "cs"][..], "chybí: <FILE>"),
    ] {
        let text = said(argv);
        assert!(text.contains(czech), "{argv:?}: {text}");
        assert!(text.ends_with("Viz `cathedra --help` nebo `cathedra PŘÍKAZ --help`."));
    }
    assert_eq!(
        usage::language_of(&["cathedra".into(), "--lang".into(), "cs".into()]),
        Some("cs".into())
    );
}

/// `cathedra games` explains every option of every game in every language: the game's files
/// have `option-<key>` in each, and the English one is the game's own help.
#[test]
fn every_option_of_every_game_is_explained_in_every_language() {
    for info in cathedra_games::games() {
        for lang in ["en", "cs"] {
            let texts = Texts::new(lang, &[info.locales]).unwrap();
            for spec in info.options {
                let id = format!("option-{}", spec.key);
                assert!(texts.has(&id), "{}: no {id} in {lang}", info.id);
                if lang == "en" {
                    assert_eq!(texts.get(&id, None), spec.help, "{}: {id}", info.id);
                }
            }
        }
    }
}
