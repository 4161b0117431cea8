//! The Pillars of the Earth (Kosmos 2006) for 2-4 players, rule-exact: the rules specification
//! `pillars-of-the-earth.md` (rule IDs `PIL-…`) is the contract, `docs/rulings.md` the rulings.
//!
//! The state ([`Pillars`]) is plain fixed-size data; chance (setup, the round's cards, the bag,
//! the tax die) is explicit; the round's event stays hidden until step 1.

mod action;
mod board;
mod builders;
mod cathedral;
mod court;
pub mod data;
mod events;
mod market;
mod offer;
mod privileges;
mod resolution;
mod round;
mod scenario;
mod set;
mod state;
mod validate;
mod view;

use cathedra_core::{check_players, Error, Game, Log, OptionSpec, Options, Outcome, Turn};

pub use action::Action;
pub use data::{Card, Craftsman, Cube, Event, Privilege, ResourceCard};
pub use set::Set;
pub use state::{Location, Pillars, Stage};

impl Game for Pillars {
    type Action = Action;
    const ID: &'static str = "pillars-of-the-earth";
    const NAME: &'static str = "The Pillars of the Earth";
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=4;
    const OPTIONS: &'static [OptionSpec] = &[];

    fn new(players: usize, _options: &Options) -> Result<Self, Error> {
        check_players::<Self>(players)?;
        Ok(Pillars::setup(players as u8))
    }

    fn players(&self) -> usize {
        self.n()
    }

    fn turn(&self) -> Turn {
        match self.stage {
            Stage::Over => Turn::Over,
            s if s.is_chance() => Turn::Chance,
            _ => Turn::Seat(usize::from(self.actor)),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.stage {
            Stage::Offer => self.offer_actions(out),
            Stage::HireDismiss | Stage::Collapse | Stage::ShiringDismiss => {
                self.dismiss_actions(out)
            }
            Stage::Redraw => out.extend([Action::Accept, Action::Redraw]),
            Stage::Place | Stage::PlacePassed => self.place_actions(out),
            Stage::Protect => out.extend([Action::Protect, Action::Decline]),
            Stage::Thomas => out.extend([Action::UseThomas, Action::Decline]),
            Stage::BishopCube => self.bishop_actions(out),
            Stage::Exemption => out.extend([Action::UseExemption, Action::Decline]),
            Stage::Market => self.market_actions(out),
            Stage::Madonna => self.madonna_actions(out),
            Stage::Build => self.build_actions(out),
            Stage::Discard => self.discard_actions(out),
            _ => {}
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        out.clear();
        match self.stage {
            Stage::Draw => self.draw_outcomes(out),
            Stage::Tax => self.tax_outcomes(out),
            _ => self.round_outcomes(out),
        }
    }

    fn apply(&mut self, action: Action, log: &mut Log) -> Result<(), Error> {
        match self.stage {
            Stage::Over => Err(Error::GameOver),
            Stage::StartPlayer
            | Stage::Privileges
            | Stage::Craftsmen
            | Stage::Resources
            | Stage::Event => self.apply_round_chance(action, log),
            Stage::Draw => self.apply_draw(action, log),
            Stage::Tax => self.apply_roll(action, log),
            Stage::Offer => self.apply_offer(action, log),
            Stage::HireDismiss => self.apply_hire_dismiss(action, log),
            Stage::Redraw => self.apply_redraw(action, log),
            Stage::Place => self.apply_place(action, log),
            Stage::PlacePassed => self.apply_place_passed(action, log),
            Stage::Protect => self.apply_protect(action, log),
            Stage::Thomas => self.apply_thomas(action, log),
            Stage::Collapse => self.apply_collapse(action, log),
            Stage::BishopCube => self.apply_bishop_cube(action, log),
            Stage::Exemption => self.apply_exemption(action, log),
            Stage::ShiringDismiss => self.apply_shiring_dismiss(action, log),
            Stage::Market => self.apply_market(action, log),
            Stage::Madonna => self.apply_madonna(action, log),
            Stage::Build => self.apply_build(action, log),
            Stage::Discard => self.apply_discard(action, log),
        }
    }

    fn describe(&self, action: Action) -> String {
        self.describe_action(action)
    }

    fn view(&self, seat: usize) -> serde_json::Value {
        self.view_for(seat)
    }

    fn validate(&self) -> Result<(), Error> {
        self.check()
    }

    fn scores(&self) -> Vec<i64> {
        (0..self.n()).map(|s| i64::from(self.seats[s].vp)).collect()
    }

    /// PIL-22: most VP, then most gold; still tied seats share the place.
    fn ranking(&self) -> Vec<usize> {
        let key = |s: usize| (self.seats[s].vp, self.seats[s].gold);
        (0..self.n())
            .map(|s| (0..self.n()).filter(|&o| key(o) > key(s)).count())
            .collect()
    }

    fn render(&self, seat: Option<usize>) -> String {
        self.render_board(seat)
    }

    fn seat_name(&self, seat: usize) -> String {
        self.colour(seat).to_string()
    }

    fn hidden_variants(&self, observer: usize) -> Vec<Self> {
        self.event_variants(observer)
    }
}
