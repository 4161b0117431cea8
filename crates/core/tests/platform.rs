//! The core's own tests, on the dice-race fixture.

use cathedra_core::{
    bench, conformance, info, play_random, replay, simulate, Error, Game, Log, Options, Record,
    SimConfig, Turn,
};
use cathedra_toy::{Action, DiceRace};

fn opts() -> Options {
    Options::parse(DiceRace::OPTIONS, []).unwrap()
}

#[test]
fn conformance_kit_passes_on_a_correct_game() {
    for players in 1..=4 {
        let r = conformance::check::<DiceRace>(players, &opts(), 20, 11);
        assert_eq!(r.games, 20);
        assert!(r.decisions > 100 && r.refusals > 100, "{r:?}");
        if players > 1 {
            assert!(r.hidden_variants > 0, "{r:?}");
        }
    }
}

#[test]
#[should_panic(expected = "shows hidden information")]
fn conformance_kit_catches_a_leaking_view() {
    #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Leaky(DiceRace);
    impl Game for Leaky {
        type Action = Action;
        const ID: &'static str = "leaky";
        const NAME: &'static str = "Leaky";
        const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;
        const OPTIONS: &'static [cathedra_core::OptionSpec] = DiceRace::OPTIONS;
        fn new(p: usize, o: &Options) -> Result<Self, Error> {
            DiceRace::new(p, o).map(Leaky)
        }
        fn players(&self) -> usize {
            self.0.players()
        }
        fn turn(&self) -> Turn {
            self.0.turn()
        }
        fn legal_actions(&self, out: &mut Vec<Action>) {
            self.0.legal_actions(out)
        }
        fn chance_outcomes(&self, out: &mut Vec<cathedra_core::Outcome<Action>>) {
            self.0.chance_outcomes(out)
        }
        fn apply(&mut self, a: Action, log: &mut Log) -> Result<(), Error> {
            self.0.apply(a, log)
        }
        fn describe(&self, a: Action) -> String {
            self.0.describe(a)
        }
        fn view(&self, _seat: usize) -> serde_json::Value {
            serde_json::to_value(&self.0).unwrap()
        }
        fn validate(&self) -> Result<(), Error> {
            self.0.validate()
        }
        fn scores(&self) -> Vec<i64> {
            self.0.scores()
        }
        fn ranking(&self) -> Vec<usize> {
            self.0.ranking()
        }
        fn render(&self, seat: Option<usize>) -> String {
            self.0.render(seat)
        }
        fn hidden_variants(&self, observer: usize) -> Vec<Self> {
            self.0
                .hidden_variants(observer)
                .into_iter()
                .map(Leaky)
                .collect()
        }
    }
    conformance::check::<Leaky>(3, &opts(), 2, 1);
}

#[test]
fn a_record_replays_and_a_tampered_one_is_refused() {
    let (game, record) = play_random::<DiceRace>(3, &opts(), 5, 0).unwrap();
    let text = serde_json::to_string(&record).unwrap();
    let back: Record = serde_json::from_str(&text).unwrap();
    let replayed: DiceRace = replay(&back, &mut Log::silent()).unwrap();
    assert_eq!(replayed, game);

    let mut bad = record.clone();
    bad.actions[0] = serde_json::json!({"do": "bank"});
    let e = replay::<DiceRace>(&bad, &mut Log::silent()).unwrap_err();
    assert!(matches!(e, Error::Record { index: 0, .. }), "{e}");
    assert_eq!(e.rule(), Some("TOY-2"));

    let mut bad = record.clone();
    bad.scores = Some(vec![99, 0, 0]);
    let e = replay::<DiceRace>(&bad, &mut Log::silent()).unwrap_err();
    assert!(e.to_string().contains("scores"), "{e}");

    let mut bad = record;
    bad.actions.push(serde_json::json!({"do": "nonsense"}));
    assert!(replay::<DiceRace>(&bad, &mut Log::silent()).is_err());
}

#[test]
fn simulate_figures_do_not_depend_on_jobs() {
    let cfg = |jobs| SimConfig {
        players: 3,
        options: opts(),
        games: 500,
        seed: 9,
        jobs,
    };
    let one = simulate::<DiceRace>(&cfg(1), &|_| {}).unwrap();
    let two = simulate::<DiceRace>(&cfg(2), &|_| {}).unwrap();
    assert_eq!(one.games, 500);
    assert_eq!(one.decisions, two.decisions);
    assert_eq!(one.mean_score, two.mean_score);
    assert_eq!(one.win_rate, two.win_rate);
    let total: f64 = one.win_rate.iter().sum();
    assert!(
        (total - 1.0).abs() < 1e-9,
        "win shares add up to one game each: {total}"
    );
}

#[test]
fn bench_signature_is_stable_and_follows_behaviour() {
    let a = bench::<DiceRace>(None).unwrap();
    let b = bench::<DiceRace>(None).unwrap();
    assert_eq!(a.signature, b.signature);
    assert_eq!(a.games, 4 * 2 * cathedra_core::BENCH_SEEDS);
}

#[test]
fn any_game_refuses_bad_input_and_keeps_its_state() {
    let entry = info::<DiceRace>();
    assert!(matches!(
        (entry.new)(9, &opts()),
        Err(Error::PlayerCount { got: 9, .. })
    ));
    let mut g = (entry.new)(2, &opts()).unwrap();
    let before = g.state();
    let mut log = Log::recording();
    for bad in [
        serde_json::json!(42),
        serde_json::json!({"do": "fly"}),
        serde_json::json!({"do": "bank"}),
    ] {
        assert!(g.apply_json(&bad, &mut log).is_err());
        assert_eq!(g.state(), before);
    }
    let choices = g.choices();
    assert_eq!(choices.len(), 3);
    assert_eq!(choices[0].probability.unwrap().to_string(), "1/3");
    assert!(matches!(g.view(5), Err(Error::NoSuchSeat(5))));
    let loaded = (entry.load)(before.clone()).unwrap();
    assert_eq!(loaded.state(), before);
    let mut impossible = before;
    impossible["seat"] = serde_json::json!(7);
    assert!(matches!(
        (entry.load)(impossible),
        Err(Error::InvalidState(_))
    ));
    assert!(matches!(
        (entry.load)(serde_json::json!("junk")),
        Err(Error::InvalidState(_))
    ));
}
