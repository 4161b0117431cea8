//! The Pillars of the Earth (Kosmos 2006) for 2-4 players, rule-exact: the rules specification
//! `pillars-of-the-earth.md` (rule IDs `PIL-…`) is the contract, `docs/rulings.md` the rulings.
//!
//! The state ([`Pillars`]) is plain fixed-size data; chance (setup, the round's cards, the bag,
//! the tax die) is explicit; the round's event stays hidden until step 1.

mod action;
mod advice;
mod board;
mod builders;
mod cathedral;
mod court;
pub mod data;
mod evaluate;
mod events;
mod market;
mod offer;
mod options;
mod privileges;
mod resolution;
mod round;
mod scenario;
mod set;
mod state;
mod texts;
mod validate;
mod view;

use cathedra_core::{
    check_actor, check_players, Actor, Dealer, Game, Illegal, InvalidState, Log, Observer,
    OptionSpec, Options, Outcome, Seat, SetupError, ToMove,
};

pub use action::{Action, MOST_BOUGHT, MOST_SOLD, MOST_USES};
pub use data::{Card, Craftsman, Cube, Event, Privilege, ResourceCard};
pub use set::Set;
pub use state::{Location, Pillars, Stage};
pub use view::{HoldingsView, PillarsView};

impl Game for Pillars {
    type Action = Action;
    type View = PillarsView;
    const ID: &'static str = "pillars-of-the-earth";
    const NAME: &'static str = "The Pillars of the Earth";
    const RULES_VERSION: u32 = 1;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=4;
    const LOCALES: cathedra_core::i18n::Locales = include!(concat!(env!("OUT_DIR"), "/locales.rs"));
    const BENCH_PIN: Option<(u64, &'static str)> = Some((7072, "3539ebeaeed3f690"));
    const OPTIONS: &'static [OptionSpec] = options::OPTIONS;

    fn new(players: usize, options: &Options) -> Result<Self, SetupError> {
        check_players::<Self>(players, options)?;
        let start_money = options::start_money(options, players)?;
        Ok(Pillars::setup(players as u8, start_money))
    }

    fn players(&self) -> usize {
        self.n()
    }

    fn to_move(&self) -> ToMove {
        match self.stage {
            Stage::Over => ToMove::Over,
            s if s.is_chance() => ToMove::Chance,
            _ => ToMove::seat(Seat(self.actor)),
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if self.stage.is_chance() || seat.0 != self.actor {
            return;
        }
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

    fn apply(&mut self, actor: Actor, action: Action, log: &mut Log) -> Result<(), Illegal> {
        check_actor(self.to_move(), actor)?;
        match self.stage {
            Stage::Over => Err(Illegal::GameOver),
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

    /// Every action is public but the event draw (C3): it lies face down, seen by the seats
    /// that may see the round's event (Ellen holders, PIL-18.5).
    fn observe(&self, _actor: Actor, action: Action, observer: Observer) -> Option<Action> {
        match action {
            Action::DrawEvent { .. } => {
                let sees = observer.seat().is_some_and(|s| {
                    self.seats
                        .get(s.index())
                        .is_some_and(|h| h.privileges.contains(Privilege::Ellen))
                });
                sees.then_some(action)
            }
            _ => Some(action),
        }
    }

    fn describe_hidden(&self, actor: Actor, action: Action) -> String {
        self.hidden_text(actor, action, texts::Words::english())
    }

    fn describe_hidden_in(
        &self,
        actor: Actor,
        action: Action,
        texts: &cathedra_core::i18n::Texts,
    ) -> String {
        self.hidden_text(actor, action, texts::Words { texts })
    }

    fn determinize(&self, seat: Seat, rng: &mut Dealer) -> Self {
        self.determinize_for(seat.index(), rng)
    }

    fn describe(&self, action: Action) -> String {
        self.describe_action(action, texts::Words::english())
    }

    fn describe_in(&self, action: Action, texts: &cathedra_core::i18n::Texts) -> String {
        self.describe_action(action, texts::Words { texts })
    }

    fn unused_in(&self, action: Action, texts: &cathedra_core::i18n::Texts) -> Option<String> {
        self.unused(action, texts::Words { texts })
    }

    fn view(&self, observer: Observer) -> PillarsView {
        self.view_for(observer, self.to_move())
    }

    fn validate(&self) -> Result<(), InvalidState> {
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

    fn render(&self, observer: Observer) -> String {
        self.render_board(observer, texts::Words::english())
    }

    fn render_compact(&self, observer: Observer) -> String {
        self.render_compact(observer, texts::Words::english())
    }

    fn render_in(&self, observer: Observer, texts: &cathedra_core::i18n::Texts) -> String {
        self.render_board(observer, texts::Words { texts })
    }

    fn render_compact_in(&self, observer: Observer, texts: &cathedra_core::i18n::Texts) -> String {
        self.render_compact(observer, texts::Words { texts })
    }

    fn seat_name(&self, seat: Seat) -> String {
        self.colour(seat.index()).to_string()
    }

    fn terms(&self) -> Vec<cathedra_core::Term> {
        self.card_terms()
    }
}
