//! A Castle for All Seasons (Inka and Markus Brand), summer and winter, for 2 to 4 players.
//!
//! Rules: `shared/rules/castle-for-all-seasons.md` (rule IDs `CAS-*`); data with sources in
//! [`data`]; rulings and unverified values in `docs/rulings.md`. The face-down choice of
//! character cards is truly simultaneous: every seat that still owes a card may commit it, in
//! any order, each choice hidden from the others until the reveal.

mod action;
mod bricklayer;
mod building;
mod characters;
pub mod data;
mod describe;
mod evaluate;
mod helpers;
mod lady;
mod master_builder;
mod messenger;
mod options;
mod payments;
mod refusal;
mod render;
mod round;
mod scoring;
mod smithy;
mod state;
mod stonemason;
mod texts;
mod trader;
mod types;
mod validate;
pub mod view;
mod winter;
mod worker;
mod worker_cards;

use cathedra_core::{
    check_actor, check_players, Actor, Dealer, Game, Illegal, InvalidState, Log, Observer,
    OptionSpec, Options, Outcome, Seat, SetupError, ToMove,
};

pub use action::{Action, MOST_SPENT};
pub use state::{Act, Boxed, Castle, Drift, Lady, Phase, Player, Players};
pub use types::{Building, Card, Item, Res, Site, Source, Space, Spot, WinterCard};
pub use view::View;

/// Seat colours (SEED "Herní materiál": blue, red, yellow, green helpers).
pub(crate) const COLOURS: [&str; 4] = ["Blue", "Red", "Yellow", "Green"];

impl Castle {
    pub(crate) fn name(&self, seat: u8) -> &'static str {
        COLOURS[usize::from(seat) % 4]
    }

    /// The one seat that decides now, if one does.
    pub(crate) fn decider(&self) -> Option<u8> {
        match self.phase {
            Phase::StartPlayer | Phase::WinterDraw | Phase::Over | Phase::Choose => None,
            Phase::Court { seat }
            | Phase::Share { seat }
            | Phase::Plague { seat }
            | Phase::Snowdrift { seat }
            | Phase::Breach { seat }
            | Phase::Stock { seat, .. }
            | Phase::WorkerOrder { seat }
            | Phase::InnReturn { seat }
            | Phase::Trade { seat }
            | Phase::Tower { seat }
            | Phase::Buy { seat }
            | Phase::Consent { seat, .. }
            | Phase::Build { seat, .. }
            | Phase::Pay { seat, .. }
            | Phase::Helpers { seat, .. }
            | Phase::Palace { seat, .. } => Some(seat),
        }
    }

    /// Does `actor` owe a decision now? The same answer as `to_move().admits(actor)`, without
    /// building the set of seats that still choose.
    #[inline]
    fn owes(&self, actor: Actor) -> bool {
        match (self.phase, actor) {
            (Phase::StartPlayer | Phase::WinterDraw, Actor::Chance) => true,
            (Phase::Choose, Actor::Seat(s)) => s.0 < self.n() && self.owes_card(s.0),
            (_, Actor::Seat(s)) => self.decider() == Some(s.0),
            _ => false,
        }
    }

    /// The round being played (1-based) and the game's number of rounds.
    pub fn round(&self) -> (u8, u8) {
        (self.round, self.rounds)
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn is_winter(&self) -> bool {
        self.winter
    }

    /// `seat`'s legal actions, whoever decides (for `legal_actions` and checks).
    fn list(&self, seat: u8, out: &mut Vec<Action>) {
        match self.phase {
            Phase::StartPlayer | Phase::WinterDraw | Phase::Over => {}
            Phase::Court { .. } => self.legal_court(seat, out),
            Phase::Share { .. } => self.legal_share(out),
            Phase::Choose => self.legal_choose(seat, out),
            Phase::Plague { .. } => self.legal_plague(seat, out),
            Phase::Snowdrift { .. } => self.legal_snowdrift(seat, out),
            Phase::Breach { .. } => self.legal_breach(seat, out),
            Phase::Stock { .. } => self.legal_stock(out),
            Phase::WorkerOrder { .. } => self.legal_worker_order(seat, out),
            Phase::InnReturn { .. } => self.legal_inn_return(seat, out),
            Phase::Trade { .. } => self.legal_trade(seat, out),
            Phase::Tower { .. } => self.legal_tower(out),
            Phase::Buy { .. } => self.legal_buy(seat, out),
            Phase::Consent { .. } => out.extend([Action::Sell, Action::Refuse]),
            Phase::Build { .. } => self.legal_build(seat, out),
            Phase::Pay { .. } => self.legal_pay(seat, out),
            Phase::Helpers { .. } => self.legal_place(seat, out),
            Phase::Palace { seat, left } => self.legal_palace(seat, left, out),
        }
    }

    /// Applies `seat`'s action (the caller checked that `seat` decides now).
    fn act(&mut self, seat: u8, action: Action, log: &mut Log) -> Result<(), Illegal> {
        use Action as A;
        use Phase as P;
        match (self.phase, action) {
            (P::Court { .. }, A::Court { item }) => self.court(seat, item, log),
            (P::Court { .. }, A::DropOut) => {
                self.drop_out(seat, log);
                Ok(())
            }
            (P::Share { .. }, A::Take { item }) => self.take_share(seat, item, log),
            (P::Choose, A::Choose { card }) => self.choose(seat, card, log),
            (P::Plague { .. }, a @ (A::Lose { .. } | A::Pay)) => self.plague(seat, a, log),
            (P::Snowdrift { .. }, a @ (A::Lose { .. } | A::Pay)) => self.snowdrift(seat, a, log),
            (P::Breach { .. }, A::Breach { stone, silver }) => {
                self.breach(seat, stone, silver, log)
            }
            (P::Stock { left, .. }, A::Stock { kind }) => self.stock_worker3(seat, left, kind, log),
            (P::WorkerOrder { .. }, A::Work { card }) => self.pick_worker(seat, card, log),
            (P::InnReturn { .. }, A::Return { spot }) => self.inn_return(seat, spot, log),
            (P::Trade { .. }, A::Trade { spot, from }) => self.trade(seat, spot, from, log),
            (P::Trade { .. }, A::Done) => {
                self.trade_without_helper(seat, log);
                Ok(())
            }
            (P::Tower { .. }, A::Tower { kind }) => {
                self.take_tower(seat, kind, log);
                Ok(())
            }
            (
                P::Buy { .. },
                A::Buy {
                    seat: from,
                    card,
                    kind,
                },
            ) => self.buy(seat, from, card, kind, log),
            (P::Buy { .. }, A::Done) => {
                self.stop_buying(seat);
                Ok(())
            }
            (P::Consent { .. }, A::Sell) => {
                self.consent(seat, true, log);
                Ok(())
            }
            (P::Consent { .. }, A::Refuse) => {
                self.consent(seat, false, log);
                Ok(())
            }
            (P::Build { card, .. }, A::Build { building }) => {
                self.start_building(seat, card, building, log)
            }
            (P::Build { card, .. }, A::Done) => {
                self.end_building(seat, card, log);
                Ok(())
            }
            (
                P::Pay { .. },
                A::Spend {
                    kind,
                    count,
                    silver,
                },
            ) => self.spend(seat, kind, count, silver, log),
            (P::Helpers { card, .. }, A::Place { space, from }) => {
                self.place(seat, card, space, from, log)
            }
            (P::Helpers { card, .. }, A::Done) => {
                self.finish_card(seat, card, log);
                Ok(())
            }
            (P::Palace { left, .. }, A::Convert { kind, silver }) => {
                self.convert(seat, left, kind, silver, log)
            }
            (P::Palace { .. }, A::Done) => {
                self.stop_converting(seat, log);
                Ok(())
            }
            _ => Err(self.out_of_step(action)),
        }
    }
}

impl Game for Castle {
    type Action = Action;
    type View = View;
    const ID: &'static str = "castle-for-all-seasons";
    const NAME: &'static str = "A Castle for All Seasons";
    const RULES_VERSION: u32 = 2;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=4;
    const LOCALES: cathedra_core::i18n::Locales = include!(concat!(env!("OUT_DIR"), "/locales.rs"));
    const BENCH_PIN: Option<(u64, &'static str)> = Some((6923, "34927c3bf0f89cb6"));
    const OPTIONS: &'static [OptionSpec] = options::OPTIONS;

    fn new(players: usize, options: &Options) -> Result<Self, SetupError> {
        check_players::<Self>(players, options)?;
        let start_money = options::start_money(options, players)?;
        Ok(Castle::setup(
            players,
            options.flag(options::WINTER),
            start_money,
        ))
    }

    fn players(&self) -> usize {
        self.seats.count()
    }

    fn to_move(&self) -> ToMove {
        match self.phase {
            Phase::StartPlayer | Phase::WinterDraw => ToMove::Chance,
            Phase::Over => ToMove::Over,
            Phase::Choose => ToMove::Simultaneous {
                seats: self.choosers(),
            },
            _ => ToMove::seat(Seat(self.decider().unwrap_or(0))),
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        let owes = match self.phase {
            Phase::Choose => seat.0 < self.n() && self.owes_card(seat.0),
            _ => self.decider() == Some(seat.0),
        };
        if owes {
            self.list(seat.0, out);
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        out.clear();
        match self.phase {
            Phase::StartPlayer => out.extend((0..self.n()).map(|seat| Outcome {
                action: Action::StartPlayer { seat },
                weight: 1,
            })),
            Phase::WinterDraw => self.winter_outcomes(out),
            _ => {}
        }
    }

    fn apply(&mut self, actor: Actor, action: Action, log: &mut Log) -> Result<(), Illegal> {
        if !self.owes(actor) {
            check_actor(self.to_move(), actor)?;
        }
        match (actor, self.phase, action) {
            (Actor::Chance, Phase::StartPlayer, Action::StartPlayer { seat }) => {
                self.draw_start_player(seat, log)
            }
            (Actor::Chance, Phase::WinterDraw, Action::DrawWinter { card }) => {
                self.draw_winter(card, log)
            }
            (Actor::Chance, _, _) => Err(self.out_of_step(action)),
            (Actor::Seat(seat), _, _) => self.act(seat.0, action, log),
        }
    }

    fn observe(&self, actor: Actor, action: Action, observer: Observer) -> Option<Action> {
        match (actor, action) {
            // CAS-4.3: a card is chosen face down; only its chooser sees which.
            (Actor::Seat(s), Action::Choose { .. }) if !observer.is(s) => None,
            _ => Some(action),
        }
    }

    fn describe_hidden(&self, actor: Actor, action: Action) -> String {
        self.hidden_text(actor, action, texts::english())
    }

    fn describe_hidden_in(
        &self,
        actor: Actor,
        action: Action,
        texts: &cathedra_core::i18n::Texts,
    ) -> String {
        self.hidden_text(actor, action, texts)
    }

    fn refusal_in(&self, error: &Illegal, texts: &cathedra_core::i18n::Texts) -> String {
        self.refusal_text(error, texts)
    }

    fn determinize(&self, seat: Seat, rng: &mut Dealer) -> Self {
        let mut d = self.clone();
        d.redraw_choices(seat.0, rng);
        d
    }

    fn describe(&self, action: Action) -> String {
        self.describe_action(action)
    }

    fn describe_in(&self, action: Action, texts: &cathedra_core::i18n::Texts) -> String {
        self.describe_in_language(action, texts)
    }

    fn unused_in(&self, action: Action, texts: &cathedra_core::i18n::Texts) -> Option<String> {
        self.unused(action, texts)
    }

    fn only_because_in(
        &self,
        action: Action,
        texts: &cathedra_core::i18n::Texts,
    ) -> Option<String> {
        self.only_because(action, texts)
    }

    fn view(&self, observer: Observer) -> View {
        self.view_for(observer)
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.check_state().map_err(InvalidState::new)
    }

    fn scores(&self) -> Vec<i64> {
        self.seats.iter().map(|s| i64::from(s.vp)).collect()
    }

    fn ranking(&self) -> Vec<usize> {
        self.places()
    }

    fn render(&self, observer: Observer) -> String {
        self.render_in(observer, texts::english())
    }

    fn render_compact(&self, observer: Observer) -> String {
        self.render_compact_in(observer, texts::english())
    }

    fn render_in(&self, observer: Observer, texts: &cathedra_core::i18n::Texts) -> String {
        self.render_board(observer.seat().map(|s| s.0), texts)
    }

    fn render_compact_in(&self, observer: Observer, texts: &cathedra_core::i18n::Texts) -> String {
        Castle::render_compact(self, observer.seat().map(|s| s.0), texts)
    }

    fn seat_name(&self, seat: Seat) -> String {
        COLOURS
            .get(seat.index())
            .copied()
            .unwrap_or("Nobody")
            .to_string()
    }

    fn terms(&self) -> Vec<cathedra_core::Term> {
        texts::terms()
    }
}
