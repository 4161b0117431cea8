//! A Castle for All Seasons (Inka and Markus Brand), summer and winter, for 2 to 4 players.
//!
//! Rules: `shared/rules/castle-for-all-seasons.md` (rule IDs `CAS-*`); data with sources in
//! [`data`]; rulings and unverified values in `docs/rulings.md`. The simultaneous face-down
//! choice of character cards is played as one seat after another from the start player,
//! each choice hidden from the others until the reveal.

mod action;
mod bricklayer;
mod building;
mod characters;
pub mod data;
mod describe;
mod helpers;
mod lady;
mod master_builder;
mod messenger;
mod payments;
mod refusal;
mod render;
mod round;
mod scoring;
mod smithy;
mod state;
mod stonemason;
mod trader;
mod types;
mod validate;
mod view;
mod winter;
mod worker;
mod worker_cards;

use cathedra_core::{check_players, Error, Game, Log, OptionSpec, Options, Outcome, Turn};

pub use action::Action;
pub use state::{Act, Boxed, Castle, Lady, Phase, Seat, Seats};
pub use types::{Building, Card, Item, Pieces, Res, Site, Source, Space, Spot, WinterCard};

/// Seat colours (SEED "Herní materiál": blue, red, yellow, green helpers).
const COLOURS: [&str; 4] = ["Blue", "Red", "Yellow", "Green"];

impl Castle {
    pub(crate) fn name(&self, seat: u8) -> &'static str {
        COLOURS[usize::from(seat) % 4]
    }

    /// The seat that decides now, if any.
    fn decider(&self) -> Option<u8> {
        match self.phase {
            Phase::StartPlayer | Phase::WinterDraw | Phase::Over => None,
            Phase::Court { seat }
            | Phase::Share { seat }
            | Phase::Choose { seat }
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
            | Phase::Helpers { seat, .. }
            | Phase::Palace { seat, .. } => Some(seat),
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
}

impl Game for Castle {
    type Action = Action;
    const ID: &'static str = "castle-for-all-seasons";
    const NAME: &'static str = "A Castle for All Seasons";
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=4;
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        key: "winter",
        values: &["false", "true"],
        default: "false",
        help: "play the winter side with the six winter cards",
    }];

    fn new(players: usize, options: &Options) -> Result<Self, Error> {
        check_players::<Self>(players)?;
        Ok(Castle::setup(players, options.flag("winter")))
    }

    fn players(&self) -> usize {
        self.seats.count()
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::StartPlayer | Phase::WinterDraw => Turn::Chance,
            Phase::Over => Turn::Over,
            _ => Turn::Seat(usize::from(self.decider().unwrap_or(0))),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::StartPlayer | Phase::WinterDraw | Phase::Over => {}
            Phase::Court { seat } => self.legal_court(seat, out),
            Phase::Share { .. } => self.legal_share(out),
            Phase::Choose { seat } => self.legal_choose(seat, out),
            Phase::Plague { seat } => self.legal_plague(seat, out),
            Phase::Snowdrift { seat } => self.legal_snowdrift(seat, out),
            Phase::Breach { seat } => self.legal_breach(seat, out),
            Phase::Stock { .. } => self.legal_stock(out),
            Phase::WorkerOrder { seat } => self.legal_worker_order(seat, out),
            Phase::InnReturn { seat } => self.legal_inn_return(seat, out),
            Phase::Trade { seat } => self.legal_trade(seat, out),
            Phase::Tower { .. } => self.legal_tower(out),
            Phase::Buy { seat } => self.legal_buy(seat, out),
            Phase::Consent { .. } => out.extend([Action::Sell, Action::Refuse]),
            Phase::Build { seat, .. } => self.legal_build(seat, out),
            Phase::Helpers { seat, .. } => self.legal_place(seat, out),
            Phase::Palace { seat, left } => self.legal_palace(seat, left, out),
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

    fn apply(&mut self, action: Action, log: &mut Log) -> Result<(), Error> {
        use Action as A;
        use Phase as P;
        match (self.phase, action) {
            (P::Over, _) => Err(Error::GameOver),
            (P::StartPlayer, A::StartPlayer { seat }) => self.draw_start_player(seat, log),
            (P::WinterDraw, A::DrawWinter { card }) => self.draw_winter(card, log),
            (P::Court { seat }, A::Court { item }) => self.court(seat, item, log),
            (P::Court { seat }, A::DropOut) => {
                self.drop_out(seat, log);
                Ok(())
            }
            (P::Share { seat }, A::Take { item }) => self.take_share(seat, item, log),
            (P::Choose { seat }, A::Choose { card }) => self.choose(seat, card, log),
            (P::Plague { seat }, a @ (A::Lose { .. } | A::Pay)) => self.plague(seat, a, log),
            (P::Snowdrift { seat }, a @ (A::Lose { .. } | A::Pay)) => self.snowdrift(seat, a, log),
            (P::Breach { seat }, A::Breach { stone, silver }) => {
                self.breach(seat, stone, silver, log)
            }
            (P::Stock { seat, left }, A::Stock { kind }) => {
                self.stock_worker3(seat, left, kind, log)
            }
            (P::WorkerOrder { seat }, A::Work { card }) => self.pick_worker(seat, card, log),
            (P::InnReturn { seat }, A::Return { spot }) => self.inn_return(seat, spot, log),
            (P::Trade { seat }, A::Trade { spot, from }) => self.trade(seat, spot, from, log),
            (P::Trade { seat }, A::Done) => {
                self.trade_without_helper(seat, log);
                Ok(())
            }
            (P::Tower { seat }, A::Tower { kind }) => {
                self.take_tower(seat, kind, log);
                Ok(())
            }
            (
                P::Buy { seat },
                A::Buy {
                    seat: from,
                    card,
                    kind,
                },
            ) => self.buy(seat, from, card, kind, log),
            (P::Buy { seat }, A::Done) => {
                self.stop_buying(seat);
                Ok(())
            }
            (P::Consent { seat, .. }, A::Sell) => {
                self.consent(seat, true, log);
                Ok(())
            }
            (P::Consent { seat, .. }, A::Refuse) => {
                self.consent(seat, false, log);
                Ok(())
            }
            (
                P::Build { seat, card },
                A::Build {
                    building,
                    pay,
                    silver,
                },
            ) => self.build(seat, card, building, pay, silver, log),
            (P::Build { seat, card }, A::Done) => {
                self.end_building(seat, card, log);
                Ok(())
            }
            (P::Helpers { seat, card }, A::Place { space, from }) => {
                self.place(seat, card, space, from, log)
            }
            (P::Helpers { seat, card }, A::Done) => {
                self.finish_card(seat, card, log);
                Ok(())
            }
            (P::Palace { seat, left }, A::Convert { kind, silver }) => {
                self.convert(seat, left, kind, silver, log)
            }
            (P::Palace { seat, .. }, A::Done) => {
                self.stop_converting(seat, log);
                Ok(())
            }
            _ => Err(self.wrong_time()),
        }
    }

    fn describe(&self, action: Action) -> String {
        self.describe_action(action)
    }

    fn view(&self, seat: usize) -> serde_json::Value {
        self.view_for(seat)
    }

    fn validate(&self) -> Result<(), Error> {
        self.check_state().map_err(Error::InvalidState)
    }

    fn scores(&self) -> Vec<i64> {
        self.seats.iter().map(|s| i64::from(s.vp)).collect()
    }

    fn ranking(&self) -> Vec<usize> {
        self.places()
    }

    fn render(&self, seat: Option<usize>) -> String {
        self.render_board(seat)
    }

    fn seat_name(&self, seat: usize) -> String {
        COLOURS.get(seat).copied().unwrap_or("Nobody").to_string()
    }

    fn hidden_variants(&self, observer: usize) -> Vec<Self> {
        match u8::try_from(observer) {
            Ok(o) if o < self.n() => self.choice_variants(o),
            _ => Vec::new(),
        }
    }
}
