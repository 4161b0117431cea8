//! Balance studies end to end: a report on a small budget, figures independent of the number
//! of threads, and the win-rate interval against a known rate.

use std::fs;
use std::path::Path;

use cathedra_ai::AgentSpec;
use cathedra_balance::cli::{self, BalanceArgs};
use cathedra_balance::progress::ProgressMode;
use cathedra_balance::{run, study_game, write, Balance, Config, Vary};
use cathedra_core::{simulate, Game, Options, SimConfig};
use cathedra_toy::DiceRace;
use clap::Parser;

#[derive(Parser)]
struct Cmd {
    #[command(flatten)]
    args: BalanceArgs,
}

fn args(argv: &[&str]) -> BalanceArgs {
    Cmd::try_parse_from(std::iter::once("balance").chain(argv.iter().copied()))
        .unwrap()
        .args
}

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("cathedra-balance-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}

fn assert_svg(path: &Path) {
    let svg = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(svg.starts_with("<svg"), "{}", path.display());
    assert!(svg.trim_end().ends_with("</svg>"), "{}", path.display());
    // Something is drawn beyond the background and the axes: bars, lines or polylines.
    let marks = svg.matches("<rect").count() + svg.matches("<polyline").count();
    assert!(marks > 3, "{} has {marks} marks", path.display());
    assert!(svg.contains("<text"), "{} has no labels", path.display());
}

/// A PNG plot: it decodes, has the plots' size, and more than a background and an axis drawn on
/// it (text, bars or lines in several colours).
fn assert_png(path: &Path) {
    let file = fs::File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut reader = png::Decoder::new(file).read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut pixels).unwrap();
    assert_eq!((info.width, info.height), (720, 420), "{}", path.display());
    let step = info.color_type.samples();
    let px: Vec<&[u8]> = pixels[..info.buffer_size()].chunks(step).collect();
    let white = px.iter().filter(|p| p[..3] == [255, 255, 255]).count();
    let dark = px.iter().filter(|p| p[..3].iter().all(|&c| c < 80)).count();
    let colours: std::collections::BTreeSet<&[u8]> = px.iter().copied().collect();
    assert!(
        white > px.len() / 4,
        "{}: a white background",
        path.display()
    );
    assert!(
        dark > 2000,
        "{}: {dark} dark pixels (text, axes)",
        path.display()
    );
    assert!(
        colours.len() > 20,
        "{}: {} colours",
        path.display(),
        colours.len()
    );
}

fn csv_rows(path: &Path) -> Vec<String> {
    let text = fs::read_to_string(path).unwrap();
    let rows: Vec<String> = text.lines().map(str::to_string).collect();
    let columns = rows[0].split(',').count();
    assert!(rows.len() > 1, "{} has no figures", path.display());
    for r in &rows[1..] {
        if !r.contains('"') {
            assert_eq!(r.split(',').count(), columns, "{}: {r}", path.display());
        }
    }
    rows
}

#[test]
fn a_balance_report_on_a_small_budget_has_its_markdown_csv_json_and_plots() {
    let game = cathedra_games::IDS[1];
    let dir = scratch("small");
    let a = args(&[
        game,
        "--players",
        "3",
        "--agents",
        "random",
        "--games",
        "20",
        "--vary",
        "winter=false,true",
        "--seed",
        "7",
        "--jobs",
        "2",
        "--out",
        dir.to_str().unwrap(),
    ]);
    let mut printed = Vec::new();
    cli::run(&a, &mut printed, ProgressMode::Off).unwrap();
    let printed = String::from_utf8(printed).unwrap();
    assert!(printed.contains("report.md"), "{printed}");

    let md = fs::read_to_string(dir.join("report.md")).unwrap();
    assert!(md.contains(&format!(
        "cathedra balance {game} --players 3 --agents random --games 20 --seed 7 --vary winter=false,true"
    )), "{md}");
    for part in [
        "## Across `winter`",
        "## winter = false",
        "## winter = true",
        "first player",
        "Game length",
        "What winners do",
        "![win rates](win-rates-winter-true.svg)",
        "By place in the order of play",
        "![win rate by order of play and winter](vary-winter-order.svg)",
    ] {
        assert!(md.contains(part), "the report lacks {part:?}:\n{md}");
    }

    let json: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(dir.join("balance.json")).unwrap()).unwrap();
    let studies = json["studies"].as_array().unwrap();
    assert_eq!(studies.len(), 2);
    for s in studies {
        let seats = s["seats"].as_array().unwrap();
        assert_eq!(seats.len(), 3);
        let wins: f64 = seats.iter().map(|x| x["wins"].as_f64().unwrap()).sum();
        assert!(
            (wins - 20.0).abs() < 1e-9,
            "every game has one win to share: {wins}"
        );
        assert!(!s["actions"].as_array().unwrap().is_empty());
    }

    assert_eq!(csv_rows(&dir.join("seats.csv")).len(), 1 + 2 * 3);
    assert_eq!(csv_rows(&dir.join("order.csv")).len(), 1 + 2 * 3);
    for f in ["scores.csv", "length.csv", "actions.csv"] {
        csv_rows(&dir.join(f));
    }
    for value in ["false", "true"] {
        for stem in ["win-rates", "order", "scores", "length"] {
            assert_svg(&dir.join(format!("{stem}-winter-{value}.svg")));
            assert_png(&dir.join(format!("{stem}-winter-{value}.png")));
        }
    }
    for stem in ["vary-winter", "vary-winter-order"] {
        assert_svg(&dir.join(format!("{stem}.svg")));
        assert_png(&dir.join(format!("{stem}.png")));
    }
    fs::remove_dir_all(&dir).unwrap();
}

fn config(game: &str, agents: &[&str], games: u64, jobs: usize) -> Config {
    Config {
        game: game.to_string(),
        players: Some(agents.len().max(3)),
        agents: agents
            .iter()
            .map(|a| AgentSpec::parse(a).unwrap())
            .collect(),
        games,
        seed: 11,
        jobs,
        options: Vec::new(),
        vary: None,
    }
}

fn study(cfg: &Config) -> Balance {
    run(cfg, &|_| {}, &|| {}).unwrap()
}

/// The written figures (the Markdown, which gives the time taken, left out).
fn written(b: &Balance, dir: &Path) -> Vec<(String, Vec<u8>)> {
    write(b, "cathedra balance", 0.0, 1, dir).unwrap();
    let mut files: Vec<(String, Vec<u8>)> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension()
                .is_some_and(|x| x == "csv" || x == "json" || x == "svg" || x == "png")
        })
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into(),
                fs::read(&p).unwrap(),
            )
        })
        .collect();
    files.sort();
    files
}

#[test]
fn the_figures_are_the_same_for_one_and_two_jobs() {
    for (game, agents, games) in [
        (cathedra_games::IDS[0], &["random"][..], 12),
        (cathedra_games::IDS[1], &["greedy"][..], 4),
        (
            cathedra_games::IDS[1],
            &["random", "greedy", "random"][..],
            6,
        ),
    ] {
        let one = study(&config(game, agents, games, 1));
        let two = study(&config(game, agents, games, 2));
        assert_eq!(one, two, "{game} {agents:?}");
        let (d1, d2) = (scratch("jobs1"), scratch("jobs2"));
        assert_eq!(written(&one, &d1), written(&two, &d2), "{game} {agents:?}");
        fs::remove_dir_all(&d1).unwrap();
        fs::remove_dir_all(&d2).unwrap();
        // Another seed plays other games.
        let mut other = config(game, agents, games, 2);
        other.seed += 1;
        assert_ne!(study(&other).studies, one.studies, "{game} {agents:?}");
    }
}

#[test]
fn the_win_rate_interval_covers_the_dice_race_s_rate_from_a_large_run() {
    // The rate each seat of a two-seat dice race wins between random players, known to about
    // ±0.5 % from 40,000 random games of the core's simulation (which picks uniformly among
    // legal actions, as the random agent does, but from other draws).
    let options = Options::parse(DiceRace::OPTIONS, []).unwrap();
    let known = simulate::<DiceRace>(
        &SimConfig {
            players: 2,
            options,
            games: 40_000,
            seed: 3,
            jobs: 2,
        },
        &|_| {},
    )
    .unwrap();
    let cfg = Config {
        game: DiceRace::ID.into(),
        players: Some(2),
        agents: vec![AgentSpec::Random],
        games: 600,
        seed: 5,
        jobs: 2,
        options: Vec::new(),
        vary: None,
    };
    let b = study_game::<DiceRace>(&cfg, &|_| {}, &|| {}).unwrap();
    let s = &b.studies[0];
    for (seat, figures) in s.seats.iter().enumerate() {
        let p = known.seats[seat].win_rate;
        let w = figures.win;
        assert!(w.low < p && p < w.high, "seat {seat}: {p} outside {w:?}");
        // The interval is as wide as 600 games allow: about ±4 %.
        assert!((0.06..0.09).contains(&(w.high - w.low)), "{w:?}");
    }
    // The dice race draws no start player: seat 1 rolls first.
    assert_eq!(s.order[0].wins, s.seats[0].wins);
    assert_eq!(s.order[1].wins, s.seats[1].wins);
}

#[test]
fn bad_requests_are_refused_before_any_game() {
    let game = cathedra_games::IDS[1];
    let refused = |cfg: Config| run(&cfg, &|_| panic!("a game was started"), &|| {}).unwrap_err();
    let mut c = config(game, &["random"], 5, 1);
    c.vary = Some(Vary::parse("winter=false,spring").unwrap());
    assert!(refused(c).to_string().contains("spring"));
    let mut c = config(game, &["random"], 5, 1);
    c.players = Some(9);
    refused(c);
    let c = config(game, &["random", "greedy"], 5, 1);
    let mut c2 = c.clone();
    c2.players = Some(3);
    assert!(refused(c2).to_string().contains("2 agents for 3 players"));
    let mut c = config("chess", &["random"], 5, 1);
    c.players = Some(2);
    refused(c);
    assert!(Vary::parse("winter").is_err());
    assert!(Vary::parse("=a,b").is_err());
    assert_eq!(
        Vary::parse("winter=false, true").unwrap().values,
        ["false", "true"]
    );
}

#[test]
fn every_registered_game_s_start_player_draw_is_found() {
    use cathedra_ai::tournament::{play_game, MatchConfig};
    use cathedra_balance::study::start_player;
    use cathedra_core::{Actor, Evaluate, Seat};
    struct Draws;
    impl cathedra_games::Visitor for Draws {
        type Output = Vec<usize>;
        fn visit<G: Game + Evaluate>(&mut self) -> Vec<usize> {
            let cfg = MatchConfig {
                agents: vec![AgentSpec::Random; 3],
                options: Options::parse(G::OPTIONS, []).unwrap(),
                games: 1,
                seed: 2,
                jobs: 1,
                rotate: true,
            };
            let mut starts = vec![0; 3];
            for g in 0..30 {
                let mut found = Vec::new();
                let mut decided = false;
                let mut buf = Vec::new();
                play_game::<G>(&cfg, g * 3, |game, actor, action| {
                    let names: Vec<String> = Seat::all(3).map(|s| game.seat_name(s)).collect();
                    match actor {
                        Actor::Chance if !decided => {
                            found.extend(start_player(game, action, &names, &mut buf))
                        }
                        _ => decided = true,
                    }
                })
                .unwrap();
                assert_eq!(found.len(), 1, "{}: one start player a game", G::ID);
                starts[found[0]] += 1;
            }
            starts
        }
    }
    for starts in cathedra_games::visit_all(&mut Draws) {
        // Each seat starts some of the 30 games.
        assert!(starts.iter().all(|&s| s > 0), "{starts:?}");
    }
    // The dice race draws no start player (its deals name no seat).
    let mut none = Vec::new();
    let cfg = MatchConfig {
        agents: vec![AgentSpec::Random; 3],
        options: Options::parse(DiceRace::OPTIONS, []).unwrap(),
        games: 1,
        seed: 2,
        jobs: 1,
        rotate: true,
    };
    play_game::<DiceRace>(&cfg, 0, |game, actor, action| {
        if actor == Actor::Chance {
            let names: Vec<String> = Seat::all(3).map(|s| game.seat_name(s)).collect();
            none.extend(start_player(game, action, &names, &mut Vec::new()));
        }
    })
    .unwrap();
    assert!(none.is_empty(), "{none:?}");
}

#[test]
fn the_starting_money_is_varied_by_place_in_the_order_of_play() {
    // The Pillars of the Earth: the rulebook's 20/21 against equal amounts.
    let dir = scratch("start-money");
    let a = args(&[
        cathedra_games::IDS[0],
        "--agents",
        "random",
        "--games",
        "8",
        "--vary",
        "start-money=rulebook,21/21,0/30",
        "--jobs",
        "1",
        "--out",
        dir.to_str().unwrap(),
    ]);
    cli::run(&a, &mut Vec::new(), ProgressMode::Off).unwrap();
    let md = fs::read_to_string(dir.join("report.md")).unwrap();
    for part in [
        "--vary start-money=rulebook,21/21,0/30",
        // An option of free text is said to be one, not listed with no values.
        "- `start-money` (free text; default rulebook): ",
        "## start-money = 21/21",
        "| start-money | 1st player | 2nd player | mean score by place |",
        "| 0/30 |",
    ] {
        assert!(md.contains(part), "the report lacks {part:?}:\n{md}");
    }
    for stem in [
        "win-rates-start-money-21_21",
        "order-start-money-0_30",
        "vary-start-money-order",
    ] {
        assert_svg(&dir.join(format!("{stem}.svg")));
        assert_png(&dir.join(format!("{stem}.png")));
    }
    // A shape the game refuses stops the study before any game, naming the option.
    let mut c = config(cathedra_games::IDS[0], &["random"], 4, 1);
    c.players = Some(2);
    c.vary = Some(Vary::parse("start-money=rulebook,21/21/21").unwrap());
    let e = run(&c, &|_| panic!("a game was started"), &|| {}).unwrap_err();
    assert!(e.to_string().contains("start-money"), "{e}");
    fs::remove_dir_all(&dir).unwrap();
}
