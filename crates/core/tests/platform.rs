//! The core's own tests, on the dice-race fixture.

use cathedra_core::conformance;
use cathedra_core::{
    bench, info, observed_history, play_random, replay, simulate, tally_report, Actor, Error, Game,
    Illegal, Log, Observer, Options, Record, RecordError, Seat, SetupError, SimConfig, Tally,
    ToMove,
};
use cathedra_toy::{Action, DiceRace, Race, BIASED_DETERMINIZER, LEAKY_VIEW, PEEKING_DETERMINIZER};

fn opts() -> Options {
    Options::parse(DiceRace::OPTIONS, []).unwrap()
}

#[test]
fn conformance_kit_passes_on_a_correct_game() {
    for players in 1..=4 {
        let r = conformance::check::<DiceRace>(players, &opts(), 20, 11);
        assert_eq!(r.games, 20);
        assert!(r.decisions > 100 && r.refusals > 100, "{r:?}");
        assert!(r.determinizations > 100, "{r:?}");
        if players > 1 {
            assert!(r.hidden_variants > 0 && r.posterior_tests > 0, "{r:?}");
        }
    }
}

#[test]
#[should_panic(expected = "view shows hidden information")]
fn conformance_kit_catches_a_leaking_view() {
    conformance::check::<Race<LEAKY_VIEW>>(3, &opts(), 2, 1);
}

#[test]
#[should_panic(expected = "do not follow the posterior")]
fn conformance_kit_catches_a_determinizer_that_peeks() {
    conformance::check::<Race<PEEKING_DETERMINIZER>>(2, &opts(), 2, 1);
}

#[test]
#[should_panic(expected = "do not follow the posterior")]
fn conformance_kit_catches_a_biased_determinizer() {
    conformance::check::<Race<BIASED_DETERMINIZER>>(2, &opts(), 4, 1);
}

#[test]
fn mutated_states_are_refused_or_load_unchanged_and_play_on() {
    let r = conformance::check_mutations::<DiceRace>(3, &opts(), 3, 5);
    assert!(r.accepted > 0 && r.refused > 0, "{r:?}");
}

#[test]
fn simultaneous_choices_come_in_any_order_and_reveal_after_the_last() {
    let mut g = DiceRace::new(3, &opts()).unwrap();
    let mut log = Log::recording();
    for bonus in [0, 1, 2] {
        g.apply(Actor::Chance, Action::Deal { bonus }, &mut log)
            .unwrap();
    }
    assert_eq!(
        g.to_move(),
        ToMove::Simultaneous {
            seats: Seat::all(3).collect()
        }
    );
    // TOY-4: seat 2 commits first, then seat 0; seat 1 still owes.
    g.apply(Actor::Seat(Seat(2)), Action::Lucky { face: 5 }, &mut log)
        .unwrap();
    g.apply(Actor::Seat(Seat(0)), Action::Lucky { face: 3 }, &mut log)
        .unwrap();
    let before = g.clone();
    let e = g
        .apply(Actor::Seat(Seat(0)), Action::Lucky { face: 4 }, &mut log)
        .unwrap_err();
    assert!(matches!(e, Illegal::NotYourDecision { .. }), "{e}");
    assert_eq!(g, before);
    assert!(g.view(Observer::Seat(Seat(1))).lucky.is_none());
    g.apply(Actor::Seat(Seat(1)), Action::Lucky { face: 6 }, &mut log)
        .unwrap();
    assert_eq!(g.view(Observer::Spectator).lucky, Some(vec![3, 6, 5]));
    assert_eq!(g.to_move(), ToMove::Chance);
}

#[test]
fn an_action_by_a_seat_that_does_not_decide_is_refused_by_name() {
    let (mut g, _) = play_random::<DiceRace>(2, &opts(), 3, 0).unwrap();
    assert_eq!(g.to_move(), ToMove::Over);
    assert_eq!(
        g.apply(Actor::Seat(Seat(0)), Action::Bank, &mut Log::silent()),
        Err(Illegal::GameOver)
    );
    let mut g = DiceRace::new(2, &opts()).unwrap();
    let e = g
        .apply(Actor::Seat(Seat(1)), Action::Bank, &mut Log::silent())
        .unwrap_err();
    assert!(e.to_string().contains("seat 1 does not decide now"), "{e}");
}

#[test]
fn a_record_replays_and_a_tampered_one_is_refused() {
    let (game, record) = play_random::<DiceRace>(3, &opts(), 5, 0).unwrap();
    let text = serde_json::to_string(&record).unwrap();
    let back: Record = serde_json::from_str(&text).unwrap();
    assert_eq!(back.format, cathedra_core::RECORD_FORMAT);
    let replayed: DiceRace = replay(&back, &mut Log::silent()).unwrap();
    assert_eq!(replayed, game);

    let mut bad = record.clone();
    bad.actions[0].action = serde_json::json!({"do": "bank"});
    let e = replay::<DiceRace>(&bad, &mut Log::silent()).unwrap_err();
    assert!(matches!(e, RecordError::Action { index: 0, .. }), "{e}");
    assert_eq!(e.rule(), Some("TOY-2"));

    let mut bad = record.clone();
    bad.actions[0].by = Actor::Seat(Seat(0));
    let e = replay::<DiceRace>(&bad, &mut Log::silent()).unwrap_err();
    assert!(e.to_string().contains("does not decide now"), "{e}");

    let mut bad = record.clone();
    bad.rules += 1;
    let e = replay::<DiceRace>(&bad, &mut Log::silent()).unwrap_err();
    assert!(matches!(e, RecordError::RulesVersion { .. }), "{e}");

    let mut bad = record.clone();
    bad.scores = Some(vec![99, 0, 0]);
    let e = replay::<DiceRace>(&bad, &mut Log::silent()).unwrap_err();
    assert!(e.to_string().contains("scores"), "{e}");

    let mut bad = record;
    bad.actions.push(cathedra_core::Step {
        by: Actor::Chance,
        action: serde_json::json!({"do": "nonsense"}),
    });
    assert!(replay::<DiceRace>(&bad, &mut Log::silent()).is_err());
}

#[test]
fn an_observer_sees_its_own_secrets_and_only_that_others_acted() {
    let (_, record) = play_random::<DiceRace>(2, &opts(), 5, 0).unwrap();
    let seat0 = observed_history::<DiceRace>(&record, Observer::Seat(Seat(0))).unwrap();
    let spectator = observed_history::<DiceRace>(&record, Observer::Spectator).unwrap();
    assert_eq!(seat0.len(), record.actions.len());
    // Deals: seat 0 sees its own bonus, not seat 1's; the spectator sees neither.
    assert_eq!(seat0[0].action, Some(record.actions[0].action.clone()));
    assert_eq!(seat0[1].action, None);
    assert_eq!(seat0[1].text, "Deal a secret bonus");
    assert!(spectator[..2].iter().all(|o| o.action.is_none()));
    // Lucky faces: each seat's pick is hidden from the spectator.
    assert!(spectator[2..4].iter().all(|o| o.action.is_none()));
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
    let means = |r: &cathedra_core::SimReport| -> Vec<f64> {
        r.seats.iter().map(|s| s.mean_score).collect()
    };
    assert_eq!(means(&one), means(&two));
    let total: f64 = one.seats.iter().map(|s| s.win_rate).sum();
    assert!(
        (total - 1.0).abs() < 1e-9,
        "win shares add up to one game each: {total}"
    );
}

#[test]
fn tallies_of_batches_in_any_order_give_the_report_of_the_whole_run() {
    let cfg = SimConfig {
        players: 3,
        options: opts(),
        games: 200,
        seed: 4,
        jobs: 1,
    };
    let whole = simulate::<DiceRace>(&cfg, &|_| {}).unwrap();
    let batch = |games: std::ops::Range<u64>| {
        let mut t = Tally::zero();
        for i in games.rev() {
            let (game, record) = play_random::<DiceRace>(3, &opts(), 4, i).unwrap();
            t.add(&game.scores(), &game.ranking(), record.actions.len() as u64);
        }
        t
    };
    let merged = batch(120..200).merge(batch(0..120));
    assert_eq!(merged.games(), 200);
    let report = tally_report::<DiceRace>(3, &opts(), merged, 1.0).unwrap();
    assert_eq!(report.decisions, whole.decisions);
    let figures = |r: &cathedra_core::SimReport| -> Vec<(String, f64, f64, f64, f64)> {
        r.seats
            .iter()
            .map(|s| {
                (
                    s.name.clone(),
                    s.mean_score,
                    s.score_ci95,
                    s.win_rate,
                    s.win_ci95,
                )
            })
            .collect()
    };
    assert_eq!(figures(&report), figures(&whole));
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
        Err(Error::Setup(SetupError::PlayerCount { got: 9, .. }))
    ));
    let mut g = (entry.new)(2, &opts()).unwrap();
    let before = g.state();
    let mut log = Log::recording();
    for bad in [
        serde_json::json!(42),
        serde_json::json!({"do": "fly"}),
        serde_json::json!({"do": "bank"}),
        serde_json::json!({"do": "bank", "junk": 1}),
    ] {
        assert!(g.apply_json(Actor::Chance, &bad, &mut log).is_err());
        assert_eq!(g.state(), before);
    }
    let choices = g.chance_choices();
    assert_eq!(choices.len(), 3);
    assert_eq!(choices[0].probability.unwrap().to_string(), "1/3");
    assert!(g.choices(Seat(0)).is_empty());
    assert!(matches!(
        g.view(Observer::Seat(Seat(5))),
        Err(Error::NoSuchSeat(5))
    ));
    let loaded = (entry.load)(before.clone()).unwrap();
    assert_eq!(loaded.state(), before);
    let mut impossible = before.clone();
    impossible["seat"] = serde_json::json!(7);
    assert!(matches!(
        (entry.load)(impossible),
        Err(Error::InvalidState(_))
    ));
    let mut unknown = before;
    unknown["extra"] = serde_json::json!(1);
    assert!(matches!((entry.load)(unknown), Err(Error::InvalidState(_))));
    assert!(matches!(
        (entry.load)(serde_json::json!("junk")),
        Err(Error::InvalidState(_))
    ));
}

#[test]
fn determinize_keeps_what_the_seat_knows() {
    let mut g = DiceRace::new(3, &opts()).unwrap();
    for bonus in [2, 1, 0] {
        g.apply(Actor::Chance, Action::Deal { bonus }, &mut Log::silent())
            .unwrap();
    }
    let mut dealer = cathedra_core::Dealer::new(4, 0);
    let mut seen_other = [false; 3];
    for _ in 0..200 {
        let d = g.determinize(Seat(0), &mut dealer);
        assert_eq!(
            d.view(Observer::Seat(Seat(0))),
            g.view(Observer::Seat(Seat(0)))
        );
        let other = d.view(Observer::Seat(Seat(1))).my_bonus.unwrap();
        seen_other[usize::from(other)] = true;
    }
    assert_eq!(seen_other, [true; 3]);
}

#[test]
fn an_action_with_a_field_it_does_not_have_is_refused() {
    let entry = info::<DiceRace>();
    let mut g = (entry.new)(1, &opts()).unwrap();
    let mut log = Log::silent();
    g.apply_json(
        Actor::Chance,
        &serde_json::json!({"do": "deal", "bonus": 1}),
        &mut log,
    )
    .unwrap();
    let before = g.state();
    for bad in [
        serde_json::json!({"do": "lucky", "face": 3, "junk": 1}),
        serde_json::json!({"do": "bank", "junk": 1}),
    ] {
        let e = g
            .apply_json(Actor::Seat(Seat(0)), &bad, &mut log)
            .unwrap_err();
        assert!(e.to_string().contains("unknown field"), "{e}");
        assert_eq!(g.state(), before);
    }
}
