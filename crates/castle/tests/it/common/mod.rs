//! A fixture for rule tests: a game driven by actions, read and adjusted through its
//! full-state JSON (adjustments keep every count conserved, so states stay valid).
#![allow(dead_code)]

use cathedra_castle::{data, Action, Building, Card, Castle, Res, Source, Space, Spot};
use cathedra_core::{Actor, Audience, Game, Illegal, Log, Options, Seat, ToMove};
use serde_json::{json, Value};

pub fn options(winter: bool) -> Options {
    let w = if winter { "true" } else { "false" };
    Options::parse(Castle::OPTIONS, [("winter", w)]).unwrap()
}

pub const SAND: usize = 0;
pub const WOOD: usize = 1;
pub const BRICK: usize = 2;
pub const STONE: usize = 3;
pub const SILVER: usize = 4;

pub struct Fx {
    pub g: Castle,
    pub log: Log,
}

impl Fx {
    /// A new game whose round 1 is started by `start`.
    pub fn new(players: usize, winter: bool, start: u8) -> Fx {
        let mut fx = Fx {
            g: Castle::new(players, &options(winter)).unwrap(),
            log: Log::recording(),
        };
        fx.act(Action::StartPlayer { seat: start });
        fx
    }

    /// `seat`'s view as JSON.
    pub fn view(&self, seat: u8) -> Value {
        serde_json::to_value(self.g.view(cathedra_core::Observer::Seat(Seat(seat)))).unwrap()
    }

    pub fn state(&self) -> Value {
        serde_json::to_value(&self.g).unwrap()
    }

    pub fn val(&self, ptr: &str) -> Value {
        self.state()
            .pointer(ptr)
            .unwrap_or_else(|| panic!("no {ptr} in the state"))
            .clone()
    }

    pub fn num(&self, ptr: &str) -> i64 {
        self.val(ptr)
            .as_i64()
            .unwrap_or_else(|| panic!("{ptr} is not a number"))
    }

    /// Changes the state through its JSON; the result must validate.
    pub fn edit(&mut self, f: impl FnOnce(&mut Value)) {
        let mut v = self.state();
        f(&mut v);
        self.g = serde_json::from_value(v).unwrap();
        if let Err(e) = self.g.validate() {
            panic!("the edited state does not validate: {e}");
        }
    }

    /// Who acts now: chance, the deciding seat, or of seats choosing at once the first from
    /// the start player.
    pub fn actor(&self) -> Actor {
        match self.g.to_move() {
            ToMove::Chance | ToMove::Over => Actor::Chance,
            ToMove::Seat { seat } => Actor::Seat(seat),
            ToMove::Simultaneous { seats } => {
                let start = self.num("/start") as u8;
                let n = self.g.players() as u8;
                let first = (0..n)
                    .map(|o| Seat((start + o) % n))
                    .find(|&s| seats.contains(s))
                    .unwrap();
                Actor::Seat(first)
            }
        }
    }

    pub fn act(&mut self, a: Action) {
        let actor = self.actor();
        self.act_as(actor, a);
    }

    pub fn act_as(&mut self, actor: Actor, a: Action) {
        if let Err(e) = self.g.apply(actor, a, &mut self.log) {
            panic!("{a:?} by {actor} refused: {e}");
        }
    }

    /// `a` is refused, the state is unchanged, and the error is returned.
    pub fn refuse(&mut self, a: Action) -> Illegal {
        let actor = self.actor();
        self.refuse_as(actor, a)
    }

    pub fn refuse_as(&mut self, actor: Actor, a: Action) -> Illegal {
        let before = self.g.clone();
        let e = self.g.apply(actor, a, &mut self.log).unwrap_err();
        assert_eq!(self.g, before, "a refusal changed the state");
        e
    }

    /// `a` is refused naming `rule`.
    pub fn refuse_rule(&mut self, a: Action, rule: &str) -> Illegal {
        let e = self.refuse(a);
        assert_eq!(e.rule_id(), Some(rule), "{a:?}: {e}");
        e
    }

    /// The legal actions of whoever acts now (none at chance).
    pub fn legal(&self) -> Vec<Action> {
        let mut v = Vec::new();
        if let Actor::Seat(s) = self.actor() {
            self.g.legal_actions(s, &mut v);
        }
        v
    }

    pub fn turn(&self) -> ToMove {
        self.g.to_move()
    }

    pub fn step(&self) -> String {
        self.val("/phase/step").as_str().unwrap().to_string()
    }

    pub fn deciding(&self) -> usize {
        match self.actor() {
            Actor::Seat(s) => s.index(),
            Actor::Chance => panic!("no seat decides: {:?}", self.turn()),
        }
    }

    /// True unless `a` is a payment step the game no longer asks: it took it at once, the
    /// step having one possible answer.
    pub fn asked(&self, a: &Action) -> bool {
        match a {
            Action::Spend { kind, .. } => {
                self.step() == "pay" && self.val("/phase/next") == serde_json::json!(kind)
            }
            _ => true,
        }
    }

    /// Did `seat` pay exactly `e`'s pieces and silver, holding `before` until then?
    fn paid(&self, seat: usize, before: [i64; 5], e: &Erect) -> bool {
        let after = self.pieces(seat);
        let bars: i64 = e.silver.iter().map(|&n| i64::from(n)).sum();
        (0..4).all(|k| before[k] - after[k] == i64::from(e.pay[k] - e.silver[k]))
            && before[4] - after[4] == bars
    }

    /// Erects a building through its steps, each listed before it is taken (or taken by the
    /// game at once, having one possible answer), and checks that exactly its payment was made.
    pub fn erect(&mut self, e: Erect) {
        let (seat, before) = (self.deciding(), self.pieces(self.deciding()));
        for a in e.steps() {
            if !self.asked(&a) {
                continue;
            }
            assert!(self.legal().contains(&a), "{a:?} of {e:?} is not listed");
            self.act(a);
        }
        assert!(self.paid(seat, before, &e), "{e:?} was not paid as given");
    }

    /// Can the building be erected with that payment: every step listed and accepted? The
    /// state is unchanged.
    pub fn can_erect(&self, e: Erect) -> bool {
        let mut fx = Fx {
            g: self.g.clone(),
            log: Log::silent(),
        };
        let (seat, before) = (fx.deciding(), fx.pieces(fx.deciding()));
        for a in e.steps() {
            if !fx.asked(&a) {
                continue;
            }
            if !fx.legal().contains(&a) {
                return false;
            }
            fx.act(a);
        }
        fx.paid(seat, before, &e)
    }

    /// Some step of the building and its payment is refused, naming `rule`, and not listed;
    /// the steps before it are accepted. The state is unchanged.
    pub fn refuse_erect(&mut self, e: Erect, rule: &str) -> Illegal {
        let mut fx = Fx {
            g: self.g.clone(),
            log: Log::silent(),
        };
        for a in e.steps() {
            if !fx.asked(&a) {
                continue;
            }
            let listed = fx.legal().contains(&a);
            let actor = fx.actor();
            let before = fx.g.clone();
            match fx.g.apply(actor, a, &mut fx.log) {
                Ok(()) => assert!(listed, "{a:?} of {e:?} is accepted but not listed"),
                Err(err) => {
                    assert!(!listed, "{a:?} of {e:?} is listed but refused: {err}");
                    assert_eq!(fx.g, before, "a refusal changed the state");
                    assert_eq!(err.rule_id(), Some(rule), "{a:?} of {e:?}: {err}");
                    return err;
                }
            }
        }
        panic!("{e:?} is accepted");
    }

    /// Each card in turn is chosen by whoever chooses now.
    pub fn choose(&mut self, cards: &[Card]) {
        for &card in cards {
            assert_eq!(self.step(), "choose", "not choosing now");
            self.act(Action::Choose { card });
        }
    }

    /// Worker III's free pieces are stocked with this kind while asked.
    pub fn stock_with(&mut self, kind: Res) {
        while self.step() == "stock" {
            self.act(Action::Stock { kind });
        }
    }

    pub fn pieces(&self, seat: usize) -> [i64; 5] {
        let v = self.val(&format!("/seats/{seat}/pieces"));
        std::array::from_fn(|k| v[k].as_i64().unwrap())
    }

    pub fn stock(&self) -> [i64; 5] {
        let v = self.val("/stock");
        std::array::from_fn(|k| v[k].as_i64().unwrap())
    }

    pub fn tower(&self) -> [i64; 5] {
        let v = self.val("/tower");
        std::array::from_fn(|k| v[k].as_i64().unwrap())
    }

    pub fn talers(&self, seat: usize) -> i64 {
        self.num(&format!("/seats/{seat}/talers"))
    }

    pub fn vp(&self, seat: usize) -> i64 {
        self.num(&format!("/seats/{seat}/vp"))
    }

    pub fn helpers(&self, seat: usize) -> i64 {
        self.num(&format!("/seats/{seat}/helpers"))
    }

    pub fn bank(&self) -> i64 {
        self.num("/bank")
    }

    pub fn smithy(&self) -> i64 {
        self.num("/smithy")
    }

    /// Sets a seat's pieces, taking the difference from (or giving it to) the general stock.
    pub fn set_pieces(&mut self, seat: usize, pieces: [i64; 5]) {
        let old = self.pieces(seat);
        self.edit(|v| {
            for k in 0..5 {
                let s = v["stock"][k].as_i64().unwrap() - (pieces[k] - old[k]);
                assert!(s >= 0, "the stock cannot give that many");
                v["stock"][k] = json!(s);
                v["seats"][seat]["pieces"][k] = json!(pieces[k]);
            }
        });
    }

    /// Sets the general stock of a kind, moving the difference to or from the box's
    /// palace pile (so totals stay whole).
    pub fn set_stock(&mut self, kind: usize, n: i64) {
        self.edit(|v| {
            let old = v["stock"][kind].as_i64().unwrap();
            let boxed = v["boxed"]["pieces"][kind].as_i64().unwrap() + old - n;
            v["boxed"]["pieces"][kind] = json!(boxed);
            v["stock"][kind] = json!(n);
        });
    }

    /// Sets a seat's talers, taking the difference from (or giving it to) the bank.
    pub fn set_talers(&mut self, seat: usize, n: i64) {
        let old = self.talers(seat);
        self.edit(|v| {
            let bank = v["bank"].as_i64().unwrap() - (n - old);
            assert!(bank >= 0, "the bank cannot give that many");
            v["bank"] = json!(bank);
            v["seats"][seat]["talers"] = json!(n);
        });
    }

    /// Sets the bank, moving the difference to or from the market's box pile.
    pub fn set_bank(&mut self, n: i64) {
        self.edit(|v| {
            let old = v["bank"].as_i64().unwrap();
            let boxed = v["boxed"]["talers"].as_i64().unwrap() + old - n;
            v["boxed"]["talers"] = json!(boxed);
            v["bank"] = json!(n);
        });
    }

    /// Removes every tile of `b` from the board (as if built by nobody in particular).
    pub fn set_tiles(&mut self, b: Building, n: i64) {
        let i = b as usize;
        self.edit(|v| v["tiles"][i] = json!(n));
    }

    /// Puts `seat`'s helper from its supply on slot `slot` (see `data::SPACES`).
    pub fn put_helper(&mut self, seat: usize, slot: usize) {
        self.edit(|v| {
            let h = v["seats"][seat]["helpers"].as_i64().unwrap();
            v["seats"][seat]["helpers"] = json!(h - 1);
            v["slots"][slot] = json!(seat);
        });
    }

    /// Puts `seat`'s helper from its supply at a cart or the rider.
    pub fn put_trader(&mut self, seat: usize, spot: Spot) {
        let i = spot as usize;
        self.edit(|v| {
            let h = v["seats"][seat]["helpers"].as_i64().unwrap();
            v["seats"][seat]["helpers"] = json!(h - 1);
            v["spots"][i] = json!(seat);
        });
    }

    /// The current round becomes the last one (the round track's talers go to the bank).
    pub fn make_last_round(&mut self) {
        self.edit(|v| {
            let track = v["track"].as_i64().unwrap();
            v["bank"] = json!(v["bank"].as_i64().unwrap() + track);
            v["track"] = json!(0);
            v["round"] = v["rounds"].clone();
        });
    }

    /// Log texts every seat may read, since the last call.
    pub fn public_texts(&mut self) -> Vec<String> {
        self.log
            .take()
            .into_iter()
            .filter(|e| e.audience == Audience::All)
            .map(|e| e.text)
            .collect()
    }

    /// Whether a chance outcome lists `a`.
    pub fn outcomes(&self) -> Vec<(Action, u32)> {
        let mut v = Vec::new();
        self.g.chance_outcomes(&mut v);
        v.into_iter().map(|o| (o.action, o.weight)).collect()
    }
}

/// A building with its payment: pieces per kind and how many of them got for silver, both in
/// `Res` order (sand, wood, brick, stone).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Erect {
    pub building: Building,
    pub pay: [u8; 4],
    pub silver: [u8; 4],
}

impl Erect {
    /// The building, then each kind stone, brick, wood, sand, until the price is reached.
    pub fn steps(&self) -> Vec<Action> {
        let mut out = vec![Action::Build {
            building: self.building,
        }];
        let cost = u32::from(data::BUILDINGS[self.building as usize].cost);
        let mut value = 0u32;
        for kind in [Res::Stone, Res::Brick, Res::Wood, Res::Sand] {
            let k = kind as usize;
            out.push(Action::Spend {
                kind,
                count: self.pay[k],
                silver: self.silver[k],
            });
            value += u32::from(self.pay[k]) * u32::from(data::BP[k]);
            if value == cost {
                break;
            }
        }
        out
    }
}

pub fn build(building: Building, pay: [u8; 4]) -> Erect {
    Erect {
        building,
        pay,
        silver: [0; 4],
    }
}

pub fn build_ex(building: Building, pay: [u8; 4], silver: [u8; 4]) -> Erect {
    Erect {
        building,
        pay,
        silver,
    }
}

pub fn place(space: Space) -> Action {
    Action::Place {
        space,
        from: Source::Supply,
    }
}

pub fn trade(spot: Spot) -> Action {
    Action::Trade {
        spot,
        from: Source::Supply,
    }
}

/// Slots of the state's slot array (see `data::SPACES`).
pub mod slot {
    pub const KEEP: usize = 0;
    pub const TAVERN_6: usize = 1;
    pub const TAVERN_12: usize = 2;
    pub const GATE_BIG: usize = 3;
    pub const GATE_SMALL: usize = 4;
    pub const STABLE_12: usize = 5;
    pub const STABLE_16: usize = 6;
    pub const SERVANTS: usize = 7;
    pub const MARKET: usize = 10;
    pub const PALACE: usize = 12;
    pub const SMITHY_6: usize = 14;
    pub const SMITHY_10: usize = 15;
    pub const GRANARY: usize = 16;
    pub const INN: usize = 19;
}
