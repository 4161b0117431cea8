//! Random games on random seeds for 1-4 players and both board sides: every game ends; the
//! dice, the supply, the inventories and the track keep their invariants at every step; every
//! state survives its JSON round trip and `validate`; a replay reproduces the game.

use crate::common;

use cathedra_core::{replay, Actor, Arg, Dealer, Game, Log, Playout, Record, ToMove};
use cathedra_red_cathedral::{Action, Data, Main, Pending, Phase, RedCathedral};
use common::options;
use proptest::prelude::*;

/// Every material in the game, wherever it lies, per kind.
fn materials(g: &RedCathedral) -> [u16; 6] {
    let mut all = [0u16; 6];
    for (m, n) in all.iter_mut().enumerate() {
        *n += u16::from(g.supply[m]);
        for s in 0..g.players() {
            *n += u16::from(g.seats[s].inventory[m]);
        }
        for tower in &g.site {
            for place in tower {
                *n += u16::from(place.delivered[m]);
            }
        }
        *n += u16::from(g.bot.stock[m]) + u16::from(g.bot.build[m]);
    }
    all
}

fn check_state(g: &RedCathedral) {
    // Supply conservation (RC-11.4, table 3.2).
    assert_eq!(materials(g), Data::get().supply.map(u16::from));
    // Inventory limits (RC-11.2, RC-11.3).
    for s in 0..g.players() {
        let p = &g.seats[s];
        assert!(p.held() <= p.capacity() && p.capacity() <= 10, "seat {s}");
    }
    // Dice (RC-3.6, RC-10.4): five dice on the ring, at most 3 on a space, faces 1-6.
    if !matches!(
        g.phase,
        Phase::ResourceTiles | Phase::InfluenceCards | Phase::Dice
    ) {
        for d in 0..5 {
            assert!(g.die_space[d] < 8);
            assert!((1..=6).contains(&g.die_face[d]), "die {d}");
        }
        let on: u8 = (0..8).map(|s| g.dice_on(s)).sum();
        assert_eq!(on, 5);
        assert!((0..8).all(|s| g.dice_on(s) <= 3));
    }
    // Completed cards per participant match the site.
    for p in 0..g.participants_count() {
        let done = g
            .site
            .iter()
            .flatten()
            .filter(|pl| pl.done && usize::from(pl.banner) == p)
            .count();
        assert_eq!(done, usize::from(g.tally[p].completed), "participant {p}");
    }
}

/// `a` applied to a copy of `g`, with the log it wrote.
fn applied(g: &RedCathedral, actor: Actor, a: Action) -> (RedCathedral, Log) {
    let (mut next, mut log) = (g.clone(), Log::recording());
    next.apply(actor, a, &mut log).unwrap();
    (next, log)
}

/// The track (RC-4): a marker goes back only when its seat sells prestige or rerolls, or by
/// a penalty (RC-8.3) the log tells of; completed cards never go away.
fn check_step(g: &RedCathedral, actor: Actor, a: Action) {
    let (next, log) = applied(g, actor, a);
    for p in 0..g.participants_count() {
        assert!(next.tally[p].completed >= g.tally[p].completed);
        if next.tally[p].pos >= g.tally[p].pos {
            continue;
        }
        let own_cost = matches!(actor, Actor::Seat(s) if s.index() == p)
            && matches!(a, Action::SellPrestige | Action::Reroll { .. });
        let penalised = log.entries().iter().any(|e| {
            e.event.kind == "penalty"
                && matches!(e.event.arg("participant"), Some(Arg::Num(n)) if *n == p as i64)
        });
        assert!(
            own_cost || penalised,
            "participant {p} went back from {} to {} on {a:?}",
            g.tally[p].pos,
            next.tally[p].pos
        );
    }
}

/// RC-6.6, RC-10.9: the deciding seat always has an action; with no main action yet, a market
/// move is always among them.
fn check_choices(g: &RedCathedral, legal: &mut Vec<Action>) {
    if let ToMove::Seat { seat } = g.to_move() {
        g.legal_actions(seat, legal);
        assert!(!legal.is_empty());
        if g.phase == Phase::Turn && g.turn.main == Main::None && g.turn.pending == Pending::None {
            assert!(legal.iter().any(|a| matches!(a, Action::Move { .. })));
        }
    }
}

fn play(players: usize, advanced: bool, seed: u64) {
    let side = if advanced { "advanced" } else { "basic" };
    let opts = options(&[("side", side)]);
    let mut game = RedCathedral::new(players, &opts).unwrap();
    let mut record = Record::new::<RedCathedral>(players, &opts, Some(seed));
    let mut dealer = Dealer::new(seed, 0);
    let mut legal = Vec::new();
    let mut step = 0u64;
    let decisions = Playout::default()
        .run(&mut game, &mut dealer, |g, actor, a| {
            check_state(g);
            check_choices(g, &mut legal);
            check_step(g, actor, a);
            if step.is_multiple_of(7) {
                let text = serde_json::to_string(g).unwrap();
                let back: RedCathedral = serde_json::from_str(&text).unwrap();
                assert!(&back == g, "JSON round trip");
                assert!(back.validate().is_ok(), "{:?}", back.validate());
            }
            step += 1;
            record.push(actor, a);
        })
        .expect("every game ends");
    assert!(decisions > 0);
    assert_eq!(game.phase, Phase::Over);
    check_state(&game);
    let scores = game.scores();
    assert_eq!(scores.len(), game.participants().len());
    record.scores = Some(scores);
    let replayed: RedCathedral = replay(&record, &mut Log::silent()).unwrap();
    assert!(replayed == game, "the replay differs");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_games_keep_every_invariant(players in 1usize..=4, advanced: bool, seed: u64) {
        play(players, advanced, seed);
    }
}

#[test]
fn the_state_is_small() {
    let size = std::mem::size_of::<RedCathedral>();
    println!(
        "RedCathedral: {size} bytes, Action: {} bytes",
        std::mem::size_of::<Action>()
    );
    assert!(size < 4096, "{size} bytes");
    assert!(std::mem::size_of::<Action>() <= 8);
}
