//! Architects of the West Kingdom (Shem Phillips & S J Macdonald), for 2 to 5 players.
//!
//! Rules: `shared/rules/architects-of-the-west-kingdom.md` (rule IDs `AWK-*`); card data with
//! sources in [`data`]; rulings and what is not yet implemented in `docs/rulings.md`. The
//! building draft is simultaneous and hidden; undrawn cards have no order until chance draws
//! one; cards put on the bottom of the building deck are known only to whoever put them there
//! and come only after the rest.

mod action;
mod advice;
mod cards;
pub mod data;
mod describe;
mod evaluate;
mod hidden;
pub mod memory;
mod refusal;
mod rules;
mod state;
mod validate;
pub mod view;

use cathedra_core::{
    check_actor, Actor, Dealer, Event, Game, Illegal, InvalidState, Log, Observer, OptionSpec,
    Options, Outcome, Seat, SeatSet, SetupError, StartMoney, ToMove, START_MONEY,
};

pub use action::{Action, Guard, Place};
pub use cards::{Cards, Queue};
pub use state::{Architects, Boards, Captures, DrawTo, Draws, Flags, Player, Stage};
pub use view::View;

/// Seat colours (SEED p3: blue, red, green, yellow, purple... in the order of the box).
const COLOURS: [&str; 5] = ["Blue", "Red", "Green", "Yellow", "Purple"];

impl Architects {
    pub fn stage(&self) -> Stage {
        self.stage
    }
    pub fn player(&self, seat: usize) -> &Player {
        &self.players[seat]
    }
    /// Tests and tools: change a player's holdings.
    pub fn player_mut(&mut self, seat: usize) -> &mut Player {
        self.chance.forget();
        &mut self.players[seat]
    }
    pub fn turn(&self) -> usize {
        usize::from(self.turn)
    }
    pub fn tax_stand(&self) -> u16 {
        self.tax
    }
    pub fn set_tax_stand(&mut self, silver: u16) {
        self.chance.forget();
        self.tax = silver;
    }
    pub fn display(&self) -> [Option<u8>; 8] {
        self.display
    }
    pub fn display_coins(&self) -> [u8; 8] {
        self.coins
    }
    /// Tests and tools: lay out the workshop display (cards with their coins).
    pub fn set_display(&mut self, display: [Option<u8>; 8], coins: [u8; 8]) {
        self.chance.forget();
        for card in self.display.iter().flatten() {
            self.apprentice_deck.add(*card);
        }
        for card in display.iter().flatten() {
            self.apprentice_deck.remove(*card);
        }
        self.display = display;
        self.coins = coins;
    }
    /// Tests and tools: give `seat` the apprentice `card` from the deck.
    pub fn give_apprentice(&mut self, seat: usize, card: u8) {
        self.chance.forget();
        self.apprentice_deck.remove(card);
        self.players[seat].apprentices.add(card);
    }
    /// Tests and tools: give `seat` the building `card` from the deck.
    pub fn give_building(&mut self, seat: usize, card: u8) {
        self.chance.forget();
        self.building_deck.remove(card);
        self.players[seat].hand.add(card);
    }
    /// Tests and tools: the building `card` leaves the deck and lies built on `seat`'s board
    /// (a smaller deck, for positions whose hidden cards can be counted).
    pub fn build_from_deck(&mut self, seat: usize, card: u8) {
        self.chance.forget();
        self.building_deck.remove(card);
        self.players[seat].buildings.add(card);
    }
    /// The variable board `seat` plays (AWK-21.1, index into [`data::BOARDS`]), if any.
    pub fn board(&self, seat: usize) -> Option<u8> {
        self.players[seat].board
    }
    /// What `seat` remembers of building cards it no longer sees.
    pub fn memory(&self, seat: usize) -> &memory::Memory {
        &self.memory[seat]
    }
    pub fn black_market(&self) -> [Option<u8>; 3] {
        self.black_market
    }
    pub fn guildhall_filled(&self) -> usize {
        self.guild_filled()
    }
    pub fn final_turns(&self) -> Option<u8> {
        self.final_turns
    }
    pub fn building_bottom(&self) -> &Queue {
        &self.building_bottom
    }
    /// The building cards the turn's player drew at the Black Market and looks at (AWK-10.2).
    pub fn seen(&self) -> Cards {
        self.seen
    }
    pub fn building_deck(&self) -> Cards {
        self.building_deck
    }
    /// The options played with (AWK-22).
    pub fn flags(&self) -> Flags {
        self.flags
    }
    /// The silver of each seat in order of play from the start player (AWK-2.11, option
    /// `start-money`).
    pub fn start_silver(&self) -> [u16; 5] {
        self.start_silver.unwrap_or(data::START_SILVER)
    }
    pub fn rewards_left(&self) -> u8 {
        self.rewards_left
    }
    /// The seven items of final scoring (AWK-20.2) for `seat`.
    pub fn score_breakdown(&self, seat: usize) -> [i64; 7] {
        self.score_items(seat)
    }

    fn pending(&self) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        for s in 0..self.n() {
            if self.owes(s) {
                set.insert(Seat(s as u8));
            }
        }
        set
    }
}

/// The silver of each seat in order of play from the start player, the rest 0: none for the
/// rulebook's 3, 4, 5, ... (AWK-2.11), or the option `start-money`'s amounts, exactly one a seat.
fn start_money(players: usize, options: &Options) -> Result<Option<[u16; 5]>, SetupError> {
    StartMoney {
        money: "silver",
        rulebook: &data::START_SILVER,
        most: data::MOST,
        in_all: None,
    }
    .read(options, players)
}

impl Game for Architects {
    type Action = Action;
    type View = View;
    const ID: &'static str = "architects-of-the-west-kingdom";
    const NAME: &'static str = "Architects of the West Kingdom";
    const RULES_VERSION: u32 = 1;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=5;
    const LOCALES: cathedra_core::i18n::Locales = include!(concat!(env!("OUT_DIR"), "/locales.rs"));
    const BENCH_PIN: Option<(u64, &'static str)> = Some((251942, "f0e6c787825e229b"));
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "guildhall_apprentice_refresh",
            values: &["false", "true"],
            default: "false",
            help: "a worker placed on the third Guildhall space of rows 1 to 3 sends the two \
                   apprentices nearest the Workshop to the bottom of their deck (the icon of \
                   the board art, absent from the 2018 rulebook)",
        },
        OptionSpec {
            key: "starting_apprentice",
            values: &["false", "true"],
            default: "false",
            help: "after the draft, in reverse order of play, each player hires one face-up \
                   apprentice free, and the display is refilled after the last (a rule of the \
                   Age of Artisans expansion)",
        },
        OptionSpec {
            key: "boards",
            values: &["standard", "variable", "chosen"],
            default: "standard",
            help: "the side of the player boards: standard (virtue 7, silver 3/4/5/6/7 from the \
                   start player), variable (side 2, a character board dealt at random to each \
                   seat, with its own start and ability; the highest starting virtue starts) \
                   or chosen (side 2, each seat choosing its board in seat order)",
        },
        OptionSpec {
            key: "promo_boards",
            values: &["false", "true"],
            default: "false",
            help: "with variable or chosen boards, the five promo boards (Lothaire, Hugo, \
                   Clovis, Fara, Bertha) join the five of the base game",
        },
        OptionSpec {
            key: "promo_cards",
            values: &["false", "true"],
            default: "false",
            help: "the promo apprentices (Enforcer, Overseer, Peddler) and the promo buildings \
                   (Crane, Graveyard, Museum) join their decks: 43 cards each instead of 40",
        },
        OptionSpec {
            key: START_MONEY,
            values: &[],
            default: "rulebook",
            help: "the silver each seat starts with, in order of play from the start player, \
                   one whole amount a seat separated by '/' (e.g. 5/5/5/5 for 4 players); \
                   rulebook: 3/4/5/6/7, the start player 3 and each next seat 1 more (AWK-2.11)",
        },
    ];

    fn new(players: usize, options: &Options) -> Result<Self, SetupError> {
        if players == 1 {
            return Err(SetupError::worded(Event::new("solo"), describe::english()));
        }
        cathedra_core::check_players::<Self>(players, options)?;
        let boards = match options.get("boards").unwrap_or("standard") {
            "variable" => Boards::Variable,
            "chosen" => Boards::Chosen,
            _ => Boards::Standard,
        };
        let silver = start_money(players, options)?;
        if silver.is_some() && !boards.is_standard() {
            return Err(SetupError::worded(
                Event::new("start-money-boards"),
                describe::english(),
            ));
        }
        Ok(Architects::setup(
            players,
            Flags {
                guildhall_apprentice_refresh: options.flag("guildhall_apprentice_refresh"),
                starting_apprentice: options.flag("starting_apprentice"),
                boards,
                promo_boards: options.flag("promo_boards"),
                promo_cards: options.flag("promo_cards"),
            },
            silver,
        ))
    }

    fn players(&self) -> usize {
        self.n()
    }

    fn to_move(&self) -> ToMove {
        if matches!(self.stage, Stage::Over) {
            return ToMove::Over;
        }
        if self.chance_step().is_some() {
            return ToMove::Chance;
        }
        match self.stage {
            Stage::Draft { .. } => ToMove::Simultaneous {
                seats: self.pending(),
            },
            _ => ToMove::seat(Seat(self.turn)),
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if self.owes(seat.index()) {
            self.list(seat.index(), out);
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        out.clear();
        self.outcomes(out);
    }

    fn apply(&mut self, actor: Actor, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let allowed = match actor {
            Actor::Chance => self.chance_step().is_some(),
            Actor::Seat(s) => self.owes(s.index()),
        };
        if !allowed {
            check_actor(self.to_move(), actor)?;
            return Err(Illegal::NotYourDecision {
                actor,
                to_move: self.to_move(),
            });
        }
        let told = log
            .is_recording()
            .then(|| (self.log_texts(actor, action), self.holdings()));
        match actor {
            Actor::Chance => self.apply_chance(action)?,
            Actor::Seat(s) => self.act(s.index(), action)?,
        }
        self.keep_holdings_within_most();
        if let Some(((public, private), before)) = told {
            self.write_log(log, public, private);
            self.log_received(log, before, action);
            if matches!(self.stage, Stage::Over) {
                self.log_final_scores(log);
            }
        }
        Ok(())
    }

    fn observe(&self, actor: Actor, action: Action, observer: Observer) -> Option<Action> {
        match self.private_to(actor, action) {
            Some(seat) if !observer.is(Seat(seat)) => None,
            _ => Some(action),
        }
    }

    fn describe_hidden(&self, actor: Actor, action: Action) -> String {
        self.hidden_text(actor, action)
    }

    fn describe_hidden_in(
        &self,
        actor: Actor,
        action: Action,
        texts: &cathedra_core::i18n::Texts,
    ) -> String {
        self.hidden_text_in(actor, action, texts)
    }

    fn refusal_in(&self, error: &Illegal, texts: &cathedra_core::i18n::Texts) -> String {
        self.refusal_text(error, texts)
    }

    fn determinize(&self, seat: Seat, rng: &mut Dealer) -> Self {
        self.redraw_hidden(seat.index(), rng)
    }

    fn describe(&self, action: Action) -> String {
        self.describe_action(action)
    }

    fn describe_in(&self, action: Action, texts: &cathedra_core::i18n::Texts) -> String {
        self.describe_choice_in(action, texts)
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
        self.view_for(observer, self.to_move())
    }

    fn validate(&self) -> Result<(), InvalidState> {
        self.check_state().map_err(InvalidState::new)
    }

    fn scores(&self) -> Vec<i64> {
        (0..self.n()).map(|s| self.score(s)).collect()
    }

    fn ranking(&self) -> Vec<usize> {
        self.places()
    }

    fn render(&self, observer: Observer) -> String {
        self.render_board_in(observer, describe::english())
    }

    fn render_in(&self, observer: Observer, texts: &cathedra_core::i18n::Texts) -> String {
        self.render_board_in(observer, texts)
    }

    fn render_compact(&self, observer: Observer) -> String {
        self.render_compact_board_in(observer, describe::english())
    }

    fn render_compact_in(&self, observer: Observer, texts: &cathedra_core::i18n::Texts) -> String {
        self.render_compact_board_in(observer, texts)
    }

    /// The building and apprentice cards, as the view names them by id.
    fn terms(&self) -> Vec<cathedra_core::Term> {
        describe::terms()
    }

    fn seat_name(&self, seat: Seat) -> String {
        COLOURS
            .get(seat.index())
            .copied()
            .unwrap_or("Nobody")
            .to_string()
    }
}
