//! A table for rule tests: chance is chosen by the test, seats act by script, and a quiet
//! policy (pass, accept, decline, finish) fills in whatever a test does not care about.
#![allow(dead_code)]

use cathedra_core::{Actor, Game, Illegal, Log, Observer, Options, Seat, ToMove};
use cathedra_pillars::{
    Action, Card, Craftsman, Event, Location, Pillars, Privilege, ResourceCard, Stage,
};

pub const RED: usize = 0;
pub const BLUE: usize = 1;
pub const GREEN: usize = 2;
pub const YELLOW: usize = 3;

/// Events that change nothing for players without resource cards, in the order the quiet
/// policy draws them.
const QUIET_EVENTS: [Event; 10] = [
    Event::Volunteers,
    Event::CloisterGoods,
    Event::Madonna,
    Event::KingsVictory,
    Event::RichardConquers,
    Event::ColdWinter,
    Event::Conflict,
    Event::CityWall,
    Event::WilliamTax,
    Event::Collapse,
];

/// Where the quiet policy puts a builder that must be placed: harmless places first.
const QUIET_PLACES: [Location; 10] = [
    Location::Market,
    Location::Castle,
    Location::Cathedral,
    Location::KingsCourt,
    Location::ShiringLeft,
    Location::ShiringRight,
    Location::KingsbridgeLeft,
    Location::KingsbridgeRight,
    Location::Priory,
    Location::Bishop,
];

pub struct Table {
    pub g: Pillars,
    pub log: Log,
    /// Events the quiet policy keeps for later rounds.
    pub reserve: Vec<Event>,
}

/// The round-start draws a test may choose (None: the quiet choice).
#[derive(Default, Clone, Copy)]
pub struct Deal {
    pub privileges: Option<(Privilege, Privilege)>,
    pub craftsmen: Option<(Craftsman, Craftsman)>,
    pub unused: Option<(ResourceCard, ResourceCard)>,
    pub event: Option<Event>,
}

impl Deal {
    pub fn event(event: Event) -> Deal {
        Deal {
            event: Some(event),
            ..Deal::default()
        }
    }

    pub fn privileges(left: Privilege, right: Privilege) -> Deal {
        Deal {
            privileges: Some((left, right)),
            ..Deal::default()
        }
    }
}

impl Table {
    /// A new game whose start player is `start`, before round 1's cards are dealt.
    pub fn new(players: usize, start: usize) -> Table {
        let g = Pillars::new(players, &Options::default()).unwrap();
        let mut t = Table {
            g,
            log: Log::recording(),
            reserve: Vec::new(),
        };
        t.act(Action::StartPlayer { seat: start as u8 });
        t
    }

    /// A new game in round 1's phase I, dealt with `deal`.
    pub fn dealt(players: usize, start: usize, deal: Deal) -> Table {
        let mut t = Table::new(players, start);
        t.deal(deal);
        t
    }

    /// Who acts now: chance, or the seat that decides (seat 0 once the game is over).
    pub fn actor(&self) -> Actor {
        match self.g.to_move() {
            ToMove::Chance => Actor::Chance,
            t => Actor::Seat(t.seats().first().unwrap_or(Seat(0))),
        }
    }

    /// Applies an action that must be legal, by whoever acts now.
    pub fn act(&mut self, a: Action) -> &mut Self {
        if let Err(e) = self.g.apply(self.actor(), a, &mut self.log) {
            panic!(
                "{a:?} refused at {:?}: {e}\n{}",
                self.g.stage(),
                self.g.render(Observer::Spectator)
            );
        }
        self
    }

    /// Applies an action by whoever acts now that must be refused, and checks the state did
    /// not change.
    pub fn refuse(&mut self, a: Action) -> Illegal {
        let before = self.g.clone();
        let e = self
            .g
            .apply(self.actor(), a, &mut self.log)
            .expect_err(&format!("{a:?} was accepted"));
        assert_eq!(self.g, before, "refusing {a:?} changed the state");
        e
    }

    /// The rule ID an action is refused with.
    pub fn refused_rule(&mut self, a: Action) -> &'static str {
        self.refuse(a).rule_id().unwrap_or("none")
    }

    /// The legal actions of the seat that decides now (none at chance).
    pub fn legal(&self) -> Vec<Action> {
        let mut v = Vec::new();
        if let Actor::Seat(s) = self.actor() {
            self.g.legal_actions(s, &mut v);
        }
        v
    }

    pub fn outcomes(&self) -> Vec<cathedra_core::Outcome<Action>> {
        let mut v = Vec::new();
        self.g.chance_outcomes(&mut v);
        v
    }

    pub fn is_legal(&self, a: Action) -> bool {
        self.legal().contains(&a)
    }

    pub fn turn(&self) -> ToMove {
        self.g.to_move()
    }

    /// Deals the round's cards and event (PIL-18.2-18.5).
    pub fn deal(&mut self, d: Deal) {
        assert_eq!(self.g.stage(), Stage::Privileges);
        let (left, right) = d.privileges.unwrap_or_else(|| self.first_privileges());
        self.act(Action::RevealPrivileges { left, right });
        let stack = Craftsman::of_round(self.g.round());
        let (left, right) = d.craftsmen.unwrap_or((stack[0], stack[1]));
        self.act(Action::DealCraftsmen { left, right });
        let (first, second) = d
            .unused
            .unwrap_or((ResourceCard::Stone3, ResourceCard::Stone4));
        self.act(Action::SetAsideResources { first, second });
        let event = d.event.unwrap_or_else(|| self.quiet_event());
        self.act(Action::DrawEvent { event });
    }

    fn first_privileges(&self) -> (Privilege, Privilege) {
        let mut out = Vec::new();
        self.g.chance_outcomes(&mut out);
        match out[0].action {
            Action::RevealPrivileges { left, right } => (left, right),
            a => panic!("not a privilege draw: {a:?}"),
        }
    }

    fn quiet_event(&self) -> Event {
        let mut out = Vec::new();
        self.g.chance_outcomes(&mut out);
        let unseen: Vec<Event> = out
            .iter()
            .filter_map(|o| match o.action {
                Action::DrawEvent { event } => Some(event),
                _ => None,
            })
            .collect();
        QUIET_EVENTS
            .into_iter()
            .find(|e| unseen.contains(e) && !self.reserve.contains(e))
            .expect("an unseen event")
    }

    /// Every seat passes in phase I.
    pub fn pass_offer(&mut self) {
        while self.g.stage() == Stage::Offer {
            self.act(Action::Pass);
        }
    }

    /// Draws a builder of `seat` and accepts it (if the redraw is offered).
    pub fn draw(&mut self, seat: usize) -> &mut Self {
        self.act(Action::DrawBuilder { seat: seat as u8 });
        if self.g.stage() == Stage::Redraw {
            self.act(Action::Accept);
        }
        self
    }

    /// Draws a builder of `seat` and places it at `at`, paying the current cost.
    pub fn place(&mut self, seat: usize, at: Location) -> &mut Self {
        self.draw(seat);
        self.act(Action::Place { at })
    }

    /// Phase II by plan: each (seat, location) is drawn and placed in order.
    pub fn builders(&mut self, plan: &[(usize, Location)]) -> &mut Self {
        for &(seat, at) in plan {
            self.place(seat, at);
        }
        self
    }

    /// The quiet choice: pass, accept, decline or finish when possible, else the first action;
    /// chance takes its first outcome (the tax die 2, a quiet event).
    pub fn quiet_step(&mut self) {
        match self.g.to_move() {
            ToMove::Over => panic!("the game is over"),
            ToMove::Chance => {
                let a = match self.g.stage() {
                    Stage::Privileges => {
                        let (left, right) = self.first_privileges();
                        Action::RevealPrivileges { left, right }
                    }
                    Stage::Event => Action::DrawEvent {
                        event: self.quiet_event(),
                    },
                    _ => {
                        let mut out = Vec::new();
                        self.g.chance_outcomes(&mut out);
                        out[0].action
                    }
                };
                self.act(a);
            }
            _ => {
                let legal = self.legal();
                let quiet = [
                    Action::Pass,
                    Action::Accept,
                    Action::Decline,
                    Action::Finish,
                ];
                let places = QUIET_PLACES.map(|at| Action::Place { at });
                let a = quiet
                    .into_iter()
                    .chain(places)
                    .find(|a| legal.contains(a))
                    .unwrap_or(legal[0]);
                self.act(a);
            }
        }
    }

    /// Quiet steps until `done` holds.
    pub fn until(&mut self, done: impl Fn(&Pillars) -> bool) -> &mut Self {
        let mut steps = 0;
        while !done(&self.g) {
            self.quiet_step();
            steps += 1;
            assert!(steps < 10_000, "never reached");
        }
        self
    }

    /// Quiet play to the given stage.
    pub fn until_stage(&mut self, stage: Stage) -> &mut Self {
        self.until(|g| g.stage() == stage)
    }

    /// Quiet play to the start of round `round` (its cards not yet dealt).
    pub fn play_to_round(&mut self, round: u8) -> &mut Self {
        self.until(|g| g.round() == round && g.stage() == Stage::Privileges)
    }

    /// The log so far, as one text.
    pub fn log_text(&mut self) -> String {
        self.log
            .take()
            .into_iter()
            .map(|e| e.text)
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// The decision of `seat`.
pub fn to_move(seat: usize) -> ToMove {
    ToMove::seat(Seat(seat as u8))
}

/// The observer at `seat`.
pub fn observer(seat: usize) -> Observer {
    Observer::Seat(Seat(seat as u8))
}

/// All cards of a kind, for loops in tests.
pub fn all<T: Card>() -> &'static [T] {
    T::ALL
}

/// A 2-player game at the market of round `round` (event `event`): the start player `p` has
/// the only market builder and is to move; both players are at the court (no tax) and nobody
/// took a card. Returns the table and (p, the other seat).
pub fn at_market(round: u8, event: Event) -> (Table, usize, usize) {
    let mut t = Table::new(2, RED);
    t.reserve.push(event);
    if round > 1 {
        t.play_to_round(round);
    }
    t.deal(Deal::event(event));
    let p = t.g.start_player();
    let q = 1 - p;
    t.pass_offer();
    for s in [p, q] {
        t.g.set_gold(s, 20).unwrap();
    }
    t.builders(&[
        (p, Location::Market),
        (q, Location::Priory),
        (p, Location::Castle),
        (q, Location::KingsCourt),
        (p, Location::KingsCourt),
        (q, Location::Cathedral),
    ]);
    t.until_stage(Stage::Market);
    assert_eq!(t.g.round(), round);
    assert_eq!(t.turn(), to_move(p));
    (t, p, q)
}

/// Like [`at_market`], with every cube of both players returned to the supply and only
/// the given craftsmen kept for `p` (`q` keeps its own).
pub fn cathedral_setup(round: u8, event: Event, craftsmen: &[Craftsman]) -> (Table, usize, usize) {
    let (mut t, p, q) = at_market(round, event);
    for s in [p, q] {
        t.g.set_cubes(s, [0; 4]).unwrap();
    }
    for c in t.g.craftsmen(p).iter() {
        t.g.remove_craftsman(p, c).unwrap();
    }
    for &c in craftsmen {
        t.g.give_craftsman(p, c).unwrap();
    }
    (t, p, q)
}
