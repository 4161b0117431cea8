//! Helpers: a game set up by the first chance outcome of each draw, and short ways to act.
#![allow(dead_code)]

use cathedra_core::{Actor, Game, Illegal, Log, Options, Outcome, Seat, ToMove};
use cathedra_red_cathedral::{Action, Phase, RedCathedral};

pub fn options(pairs: &[(&str, &str)]) -> Options {
    Options::parse(RedCathedral::OPTIONS, pairs.iter().copied()).unwrap()
}

/// Plays chance with its first outcome until a seat decides.
pub fn settle(g: &mut RedCathedral) {
    let mut out: Vec<Outcome<Action>> = Vec::new();
    while g.to_move() == ToMove::Chance {
        g.chance_outcomes(&mut out);
        let a = out[0].action;
        g.apply(Actor::Chance, a, &mut Log::silent()).unwrap();
    }
}

pub fn game(players: usize, pairs: &[(&str, &str)]) -> RedCathedral {
    let mut g = RedCathedral::new(players, &options(pairs)).unwrap();
    settle(&mut g);
    assert_eq!(g.phase, Phase::Turn);
    g
}

pub fn act(g: &mut RedCathedral, a: Action) -> Result<(), Illegal> {
    let seat = match g.to_move() {
        ToMove::Seat { seat } => seat,
        other => panic!("nobody decides: {other:?}"),
    };
    g.apply(Actor::Seat(seat), a, &mut Log::silent())
}

/// Applies and expects success.
pub fn ok(g: &mut RedCathedral, a: Action) {
    act(g, a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
}

/// Applies and expects a refusal naming `rule`, the state unchanged.
pub fn refused(g: &mut RedCathedral, a: Action, rule: &str) {
    let before = g.clone();
    let e = act(g, a).expect_err("refused");
    assert_eq!(e.rule_id(), Some(rule), "{a:?}: {e}");
    assert_eq!(*g, before);
}

pub fn legal(g: &RedCathedral) -> Vec<Action> {
    let mut out = Vec::new();
    if let ToMove::Seat { seat } = g.to_move() {
        g.legal_actions(seat, &mut out);
    }
    out
}

pub fn seat(g: &RedCathedral) -> u8 {
    match g.to_move() {
        ToMove::Seat { seat: Seat(s) } => s,
        _ => panic!("no seat decides"),
    }
}

/// Index of a card by id in the data.
pub fn card(id: &str) -> u8 {
    cathedra_red_cathedral::Data::get()
        .sections
        .iter()
        .position(|c| c.id == id)
        .unwrap() as u8
}

/// Index of an influence card by id in the data.
pub fn influence_card(id: &str) -> u8 {
    cathedra_red_cathedral::Data::get()
        .influence
        .iter()
        .position(|c| c.id == id)
        .unwrap() as u8
}

pub fn tile(id: &str) -> u8 {
    cathedra_red_cathedral::Data::get()
        .workshop_tiles
        .iter()
        .position(|c| c.id == id)
        .unwrap() as u8
}

/// Puts the dice where the test wants them, everything else off the given spaces.
pub fn dice(g: &mut RedCathedral, at: [(u8, u8); 5]) {
    for (d, (space, face)) in at.into_iter().enumerate() {
        g.die_space[d] = space;
        g.die_face[d] = face;
    }
}

/// Gives materials to a seat from the supply.
pub fn give(g: &mut RedCathedral, seat: usize, m: usize, n: u8) {
    g.supply[m] -= n;
    g.seats[seat].inventory[m] += n;
}
