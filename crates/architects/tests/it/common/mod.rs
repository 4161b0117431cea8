//! Shared helpers: a game played through its setup, actions applied by seat, chance taken by a
//! named outcome, and states edited through their JSON.

#![allow(dead_code)]

use cathedra_architects::{Action, Architects, Place, Stage};
use cathedra_core::{Actor, Game, Illegal, Log, Options, Seat, ToMove};
use serde_json::Value;

pub fn options() -> Options {
    Options::parse(Architects::OPTIONS, []).unwrap()
}

/// Applies every pending chance step, taking its first outcome.
pub fn chance(g: &mut Architects) {
    let mut out = Vec::new();
    while g.to_move() == ToMove::Chance {
        g.chance_outcomes(&mut out);
        g.apply(Actor::Chance, out[0].action, &mut Log::silent())
            .unwrap();
    }
}

/// Chance takes this outcome (it must be one).
pub fn deal(g: &mut Architects, action: Action) {
    assert_eq!(g.to_move(), ToMove::Chance);
    g.apply(Actor::Chance, action, &mut Log::silent()).unwrap();
}

/// A new game with seat 0 starting, the first outcome of every draw, each seat keeping the
/// first card of every packet: at seat 0's first turn.
pub fn ready(players: usize) -> Architects {
    ready_with(players, &options())
}

/// `ready` with these options.
pub fn ready_with(players: usize, options: &Options) -> Architects {
    let mut g = Architects::new(players, options).unwrap();
    deal(&mut g, Action::StartPlayer { seat: 0 });
    chance(&mut g);
    while let Stage::Draft { .. } = g.stage() {
        for s in 0..players {
            let mut legal = Vec::new();
            g.legal_actions(Seat(s as u8), &mut legal);
            if let Some(&a) = legal.first() {
                g.apply(Actor::Seat(Seat(s as u8)), a, &mut Log::silent())
                    .unwrap();
            }
        }
        chance(&mut g);
    }
    assert_eq!(g.stage(), Stage::Turn);
    g
}

pub fn act(g: &mut Architects, seat: usize, action: Action) {
    g.apply(Actor::Seat(Seat(seat as u8)), action, &mut Log::silent())
        .unwrap_or_else(|e| panic!("{action:?} by seat {seat}: {e}"));
}

pub fn try_act(g: &mut Architects, seat: usize, action: Action) -> Result<(), Illegal> {
    g.apply(Actor::Seat(Seat(seat as u8)), action, &mut Log::silent())
}

/// The rule a refused action names; the state must be unchanged.
pub fn refused(g: &Architects, seat: usize, action: Action) -> &'static str {
    let mut copy = g.clone();
    let e = try_act(&mut copy, seat, action).expect_err("the action should be refused");
    assert_eq!(&copy, g, "a refusal changed the state");
    e.rule_id().unwrap_or("")
}

pub fn legal(g: &Architects, seat: usize) -> Vec<Action> {
    let mut out = Vec::new();
    g.legal_actions(Seat(seat as u8), &mut out);
    out
}

/// Edits the state through its JSON (for setting up examples), without validation.
pub fn edit(g: &mut Architects, f: impl FnOnce(&mut Value)) {
    let mut v = serde_json::to_value(&*g).unwrap();
    f(&mut v);
    *g = serde_json::from_value(v).unwrap();
}

/// Moves `k` of `seat`'s supply workers to location `loc`.
pub fn put(g: &mut Architects, seat: usize, loc: usize, k: u8) {
    let p = g.player_mut(seat);
    p.supply -= k;
    p.placed[loc] += k;
}

/// Every other seat places at the Quarry until it is `seat`'s turn again.
pub fn round_to(g: &mut Architects, seat: usize) {
    chance(g);
    while g.turn() != seat {
        let s = g.turn();
        act(
            g,
            s,
            Action::Place {
                place: Place::Quarry,
            },
        );
        chance(g);
    }
}
