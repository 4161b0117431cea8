//! The Red Cathedral (Sheila Santos, Israel Cendrero) for 1 to 4 players; one player plays
//! against the rule-run opponent Jakovlev.
//!
//! Rules: `shared/rules/red-cathedral.md` (rule IDs `RC-*`); rulings and the rules not yet
//! implemented in `docs/rulings.md`. Much of the printed card data is known from no public
//! text: it ships as a labelled reconstruction in `data/reconstructed.toml` ([`data`]), and a
//! record stores the data's name and hash (option `data`), so a replay with other data is
//! refused by name.

mod action;
mod advice;
mod bot;
pub mod data;
mod describe;
mod evaluate;
mod refusal;
mod scoring;
mod setup;
mod state;
mod track;
mod turn;
pub mod types;
mod validate;
pub mod view;

use cathedra_core::{
    check_actor, check_players, Actor, Dealer, Event, Game, Illegal, InvalidState, Log, Observer,
    OptionSpec, Options, Outcome, Participant, Seat, SetupError, ToMove,
};

pub use action::{Action, MAX_EXTRA, MAX_TAKE};
pub use bot::ORNAMENT_ORDER;
pub use data::{Data, DataError, DataRef, DATA_ID};
#[cfg(feature = "tuning")]
pub use evaluate::set_weights;
pub use evaluate::Weights;
pub use scoring::{tower_payouts, two_player_tower};
pub use setup::{MAX_START_MONEY, RULEBOOK_START_MONEY, START_POS};
pub use state::{
    AfterRoll, Bot, Main, Pending, Phase, Place, Player, RedCathedral, Tally, Turn, NONE,
};
pub use view::View;

/// Participant colours: the seats yellow, red, blue, green; the solo bot takes red.
const COLOURS: [&str; 4] = ["Yellow", "Red", "Blue", "Green"];

/// The bot's name (RC-15).
pub const BOT_NAME: &str = "Jakovlev";

pub(crate) fn colour(seat: u8) -> &'static str {
    COLOURS[usize::from(seat) % 4]
}

impl RedCathedral {
    pub(crate) fn participant_name(&self, p: u8) -> &'static str {
        if self.solo() && p == Self::BOT {
            BOT_NAME
        } else {
            colour(p)
        }
    }

    /// The seat that decides now, if one does.
    fn decider(&self) -> Option<u8> {
        match self.phase {
            Phase::Turn => Some(self.turn.seat),
            Phase::BotChoice { .. } => Some(0),
            _ => None,
        }
    }

    fn is_chance(&self) -> bool {
        !matches!(
            self.phase,
            Phase::Turn | Phase::BotChoice { .. } | Phase::Over
        )
    }
}

/// What the option `data` names.
enum DataChoice<'a> {
    /// A data id alone: the embedded data, or a file loaded in this process.
    Id(&'a str),
    /// A data id and the file it was read from, as a record stores a loaded file.
    IdOfFile(&'a str, &'a str),
    /// A file as given.
    File(&'a str),
}

impl<'a> DataChoice<'a> {
    fn of(value: &'a str) -> DataChoice<'a> {
        let is_id = |s: &str| {
            s.strip_prefix("reconstructed-")
                .is_some_and(|h| h.len() == 16 && h.bytes().all(|b| b.is_ascii_hexdigit()))
        };
        match value.split_once('@') {
            Some((id, file)) if is_id(id) => DataChoice::IdOfFile(id, file),
            _ if is_id(value) => DataChoice::Id(value),
            _ => DataChoice::File(value),
        }
    }

    fn data(&self) -> Result<DataRef, SetupError> {
        let refuse = |words: Event| SetupError::worded(words, describe::english());
        match *self {
            DataChoice::Id(id) => Data::by_id(id).map(DataRef).ok_or_else(|| {
                refuse(
                    Event::new("data-other")
                        .text("id", id)
                        .text("build", DATA_ID),
                )
            }),
            DataChoice::IdOfFile(id, file) => {
                let data = Data::load(file).map_err(data_file)?;
                if data.id != id {
                    return Err(refuse(
                        Event::new("data-changed")
                            .text("id", id)
                            .text("file", file)
                            .text("now", data.id.as_str()),
                    ));
                }
                Ok(DataRef(data))
            }
            DataChoice::File(file) => Data::load(file).map(DataRef).map_err(data_file),
        }
    }
}

/// A card data file that cannot be read or is not card data, as a refused option.
fn data_file(e: data::DataError) -> SetupError {
    let words = Event::new("data-file")
        .text("file", e.file)
        .num("line", i64::try_from(e.line).unwrap_or(i64::MAX))
        .text("detail", e.message);
    SetupError::worded(words, describe::english())
}

impl Game for RedCathedral {
    type Action = Action;
    type View = View;
    const ID: &'static str = "red-cathedral";
    const NAME: &'static str = "The Red Cathedral (reconstructed card data)";
    const RULES_VERSION: u32 = 1;
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=4;
    const LOCALES: cathedra_core::i18n::Locales = include!(concat!(env!("OUT_DIR"), "/locales.rs"));
    const BENCH_PIN: Option<(u64, &'static str)> = Some((104735, "7daa903e32de1363"));
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "side",
            values: &["basic", "advanced"],
            default: "basic",
            help: "the side of every workshop board: basic, or advanced with ornaments \
                   unlocked by face-up tiles",
        },
        OptionSpec {
            key: "influence",
            values: &["random", "first-game"],
            default: "random",
            help: "influence cards: one of each group at random, or the set recommended for a \
                   first game",
        },
        OptionSpec {
            key: "start-money",
            values: &[],
            default: "rulebook",
            help: "starting rubles by position in the order of play, the start player's first: \
                   'rulebook' (3, 4, 4, 5; solo 3) or one whole amount per player separated by \
                   '/', e.g. 4/4/4/4",
        },
        OptionSpec {
            key: "data",
            values: &[],
            default: DATA_ID,
            help: "the card data: the embedded reconstruction, or a corrected data file \
                   (a record stores the file's name and hash)",
        },
    ];

    fn canonical_options(mut options: Options) -> Result<Options, SetupError> {
        let value = options.get("data").unwrap_or(DATA_ID).to_string();
        if matches!(DataChoice::of(&value), DataChoice::File(_)) {
            let data = Data::load(&value).map_err(data_file)?;
            options.set("data", format!("{}@{value}", data.id));
        }
        Ok(options)
    }

    fn new(players: usize, options: &Options) -> Result<Self, SetupError> {
        check_players::<Self>(players, options)?;
        let data = DataChoice::of(options.get("data").unwrap_or(DATA_ID)).data()?;
        let start_money = setup::start_money(options, players)?;
        let mut game = RedCathedral::setup_with(
            players,
            options.get("side") == Some("advanced"),
            options.get("influence") == Some("first-game"),
            data,
        );
        game.start_money = start_money;
        Ok(game)
    }

    fn players(&self) -> usize {
        self.n()
    }

    fn participants(&self) -> Vec<Participant> {
        let mut v: Vec<Participant> = Seat::all(self.n())
            .map(|seat| Participant::Player { seat })
            .collect();
        if self.solo() {
            v.push(Participant::Automaton { name: BOT_NAME });
        }
        v
    }

    fn to_move(&self) -> ToMove {
        match self.phase {
            Phase::Over => ToMove::Over,
            Phase::Turn => ToMove::seat(Seat(self.turn.seat)),
            Phase::BotChoice { .. } => ToMove::seat(Seat(0)),
            _ => ToMove::Chance,
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        if self.decider() != Some(seat.0) {
            return;
        }
        match self.phase {
            Phase::Turn => self.legal_turn(seat.0, out),
            Phase::BotChoice { ornament } => self.legal_bot_choice(ornament, out),
            _ => {}
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<Outcome<Action>>) {
        out.clear();
        self.setup_outcomes(out);
    }

    fn apply(&mut self, actor: Actor, action: Action, log: &mut Log) -> Result<(), Illegal> {
        let owes = match actor {
            Actor::Chance => self.is_chance(),
            Actor::Seat(s) => self.decider() == Some(s.0),
        };
        if !owes {
            check_actor(self.to_move(), actor)?;
        }
        match (actor, self.phase) {
            (Actor::Chance, _) => self.apply_chance(action, log),
            (Actor::Seat(_), Phase::BotChoice { ornament }) => {
                self.bot_choice(ornament, action, log)
            }
            (Actor::Seat(s), _) => self.act(s.0, action, log),
        }
    }

    fn observe(&self, _actor: Actor, action: Action, _observer: Observer) -> Option<Action> {
        Some(action)
    }

    fn determinize(&self, _seat: Seat, _rng: &mut Dealer) -> Self {
        // Nothing is hidden (section 5.2): the state is the only one any seat can be in.
        self.clone()
    }

    fn describe(&self, action: Action) -> String {
        self.describe_action(action, describe::english())
    }

    fn describe_in(&self, action: Action, texts: &cathedra_core::i18n::Texts) -> String {
        self.describe_action(action, texts)
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
        self.prestige()
    }

    fn ranking(&self) -> Vec<usize> {
        self.places()
    }

    fn render(&self, observer: Observer) -> String {
        self.render_board(observer, describe::english())
    }

    fn render_in(&self, observer: Observer, texts: &cathedra_core::i18n::Texts) -> String {
        self.render_board(observer, texts)
    }

    fn render_compact(&self, observer: Observer) -> String {
        RedCathedral::render_compact(self, observer, describe::english())
    }

    fn render_compact_in(&self, observer: Observer, texts: &cathedra_core::i18n::Texts) -> String {
        RedCathedral::render_compact(self, observer, texts)
    }

    fn seat_name(&self, seat: Seat) -> String {
        COLOURS
            .get(seat.index())
            .copied()
            .unwrap_or("Nobody")
            .to_string()
    }

    /// The cathedral cards, workshop tiles, influence cards and resource tiles of this game's
    /// data, as its view names them by id.
    fn terms(&self) -> Vec<cathedra_core::Term> {
        self.data().terms()
    }
}
