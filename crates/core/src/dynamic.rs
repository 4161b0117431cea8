//! Any game through JSON ([`AnyGame`]), for the command line and the engine protocol, and the
//! platform's entry per game ([`GameInfo`]).

use std::ops::RangeInclusive;

use serde::Serialize;
use serde_json::Value;

use crate::i18n::Texts;
use crate::log::{Arg, Entry};
use crate::record::{observe_step, observe_step_in};
use crate::{
    ActionSpace, Actor, BenchReport, Dealer, Error, Game, Illegal, InvalidState, Log, Observed,
    Observer, OptionSpec, Options, Participant, Probability, Record, Seat, SetupError, SimConfig,
    SimReport, Term, ToMove,
};

/// One choice: the action's JSON, its index, its text, and at chance its probability.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Choice {
    pub action: Value,
    /// The action's index in the game's action space.
    pub index: usize,
    pub text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub probability: Option<Probability>,
    /// At chance, the outcome's integer weight (what a [`Dealer`] picks by); 0 for seat actions.
    #[serde(skip)]
    pub weight: u32,
}

/// An action applied: its canonical JSON and its text.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Applied {
    pub by: Actor,
    pub action: Value,
    pub text: String,
}

/// Any game, through JSON: what the command line and the engine protocol use.
pub trait AnyGame: Send + Sync {
    fn id(&self) -> &'static str;
    fn players(&self) -> usize;
    fn participants(&self) -> Vec<Participant>;
    fn to_move(&self) -> ToMove;
    /// `seat`'s legal actions (none unless it owes a decision now).
    fn choices(&self, seat: Seat) -> Vec<Choice>;
    /// [`AnyGame::choices`] with their texts in the language of `texts` ([`Game::describe_in`]).
    fn choices_in(&self, seat: Seat, texts: &Texts) -> Vec<Choice>;
    /// [`Game::unused_in`] of an action given as JSON (None when it is not one).
    fn unused_in(&self, action: &Value, texts: &Texts) -> Option<String>;
    /// [`Game::only_because_in`] of an action given as JSON (None when it is not one).
    fn only_because_in(&self, action: &Value, texts: &Texts) -> Option<String>;
    /// Chance's outcomes with their probabilities (none unless chance decides).
    fn chance_choices(&self) -> Vec<Choice>;
    /// [`AnyGame::chance_choices`] with their texts in the language of `texts`.
    fn chance_choices_in(&self, texts: &Texts) -> Vec<Choice>;
    /// Why the rules refuse `actor` the action of index `index` now, in the language of
    /// `texts` ([`Game::refusal_in`]); None when no action has that index or it is legal.
    fn refusal_in(&self, actor: Actor, index: usize, texts: &Texts) -> Option<String>;
    /// A refusal this game gave, in the language of `texts` ([`Game::refusal_in`]).
    fn illegal_in(&self, error: &Illegal, texts: &Texts) -> String;
    /// An action's text in the language of `texts` ([`Game::describe_in`]).
    fn describe_json_in(&self, action: &Value, texts: &Texts) -> Result<String, Error>;
    /// Parses an action of this game (not checking that it is legal).
    fn parse_action(&self, action: &Value) -> Result<Value, Error>;
    /// What `observer` learns of `actor` taking `action` here, before it is applied.
    fn observe_json(
        &self,
        actor: Actor,
        action: &Value,
        observer: Observer,
    ) -> Result<Observed, Error>;
    /// [`AnyGame::observe_json`] with its text in the language of `texts`.
    fn observe_json_in(
        &self,
        actor: Actor,
        action: &Value,
        observer: Observer,
        texts: &Texts,
    ) -> Result<Observed, Error>;
    /// A log entry of this game in the language of `texts`: its event worded from the game's
    /// translation files, a participant (a seat or a rule-run opponent) by its name. None when
    /// no file words the event (the entry's own English text stands).
    fn entry_in(&self, entry: &Entry, texts: &Texts) -> Option<String> {
        let participants = self.participants();
        let mut event = entry.event.clone();
        for (name, arg) in &mut event.args {
            if let (&mut "participant", Arg::Num(i)) = (name, &*arg) {
                if let Some(&who) = usize::try_from(*i).ok().and_then(|i| participants.get(i)) {
                    *arg = Arg::Text(match who {
                        Participant::Player { seat } => texts.seat(&self.seat_name(seat)),
                        Participant::Automaton { name } => name.to_string(),
                    });
                }
            }
        }
        texts.event(&event, &|s| self.seat_name(s))
    }
    /// Applies an action given as JSON for `actor`. On error nothing changes.
    fn apply_json(&mut self, actor: Actor, action: &Value, log: &mut Log)
        -> Result<Applied, Error>;
    /// At chance: lets `dealer` pick an outcome by its weight and applies it.
    fn deal(&mut self, dealer: &mut Dealer, log: &mut Log) -> Result<Applied, Error>;
    /// A full state drawn from what `seat` knows.
    fn determinize(&self, seat: Seat, dealer: &mut Dealer) -> Result<Box<dyn AnyGame>, Error>;
    fn view(&self, observer: Observer) -> Result<Value, Error>;
    /// `observer`'s view and, for a seat, its legal actions (`[{"action","index","text"}]`,
    /// worded in the language of `texts`, English without), written as JSON to `view` and
    /// `choices` straight from the typed view and actions, no [`Value`] built (the server's
    /// pushes).
    fn write_view(
        &self,
        observer: Observer,
        texts: Option<&Texts>,
        view: &mut Vec<u8>,
        choices: &mut Vec<u8>,
    ) -> Result<(), Error>;
    fn state(&self) -> Value;
    fn scores(&self) -> Vec<i64>;
    fn ranking(&self) -> Vec<usize>;
    fn returns(&self) -> Vec<f64>;
    fn num_actions(&self) -> usize;
    fn render(&self, observer: Observer) -> String;
    /// The board in a few lines ([`Game::render_compact`]).
    fn render_compact(&self, observer: Observer) -> String;
    /// [`Game::render_in`]: the board in the language of `texts`.
    fn render_in(&self, observer: Observer, texts: &Texts) -> String;
    /// [`Game::render_compact_in`].
    fn render_compact_in(&self, observer: Observer, texts: &Texts) -> String;
    /// No seat's action has an index below this ([`ActionSpace::FIRST_SEAT_ACTION`]).
    fn first_seat_action(&self) -> usize;
    fn seat_name(&self, seat: Seat) -> String;
    /// The named things its views refer to by id ([`Game::terms`]).
    fn terms(&self) -> Vec<Term>;
    fn clone_box(&self) -> Box<dyn AnyGame>;
}

fn json<A: Serialize>(a: &A) -> Value {
    serde_json::to_value(a).expect("actions serialise")
}

fn parse<G: Game>(action: &Value) -> Result<G::Action, Error> {
    crate::parse_action(action).map_err(Error::MalformedAction)
}

/// `seat`'s legal actions as choices, each worded by `describe`.
fn seat_choices<G: Game>(
    game: &G,
    seat: Seat,
    describe: impl Fn(G::Action) -> String,
) -> Vec<Choice> {
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    legal
        .iter()
        .map(|a| Choice {
            action: json(a),
            index: a.index(),
            text: describe(*a),
            probability: None,
            weight: 0,
        })
        .collect()
}

/// Chance's outcomes with their probabilities, each worded by `describe`.
fn chance_choices<G: Game>(game: &G, describe: impl Fn(G::Action) -> String) -> Vec<Choice> {
    let mut outcomes = Vec::new();
    game.chance_outcomes(&mut outcomes);
    let total: u64 = outcomes.iter().map(|o| u64::from(o.weight)).sum();
    outcomes
        .iter()
        .map(|o| Choice {
            action: json(&o.action),
            index: o.action.index(),
            text: describe(o.action),
            probability: Some(Probability::new(u64::from(o.weight), total)),
            weight: o.weight,
        })
        .collect()
}

fn check_observer<G: Game>(game: &G, observer: Observer) -> Result<(), Error> {
    match observer {
        Observer::Seat(s) if s.index() >= game.players() => Err(Error::NoSuchSeat(s.index())),
        _ => Ok(()),
    }
}

impl<G: Game> AnyGame for G {
    fn id(&self) -> &'static str {
        G::ID
    }
    fn players(&self) -> usize {
        Game::players(self)
    }
    fn participants(&self) -> Vec<Participant> {
        Game::participants(self)
    }
    fn to_move(&self) -> ToMove {
        Game::to_move(self)
    }
    fn choices(&self, seat: Seat) -> Vec<Choice> {
        seat_choices(self, seat, |a| self.describe(a))
    }
    fn choices_in(&self, seat: Seat, texts: &Texts) -> Vec<Choice> {
        seat_choices(self, seat, |a| self.describe_in(a, texts))
    }
    fn unused_in(&self, action: &Value, texts: &Texts) -> Option<String> {
        Game::unused_in(self, parse::<G>(action).ok()?, texts)
    }
    fn only_because_in(&self, action: &Value, texts: &Texts) -> Option<String> {
        Game::only_because_in(self, parse::<G>(action).ok()?, texts)
    }
    fn chance_choices(&self) -> Vec<Choice> {
        chance_choices(self, |a| self.describe(a))
    }
    fn chance_choices_in(&self, texts: &Texts) -> Vec<Choice> {
        chance_choices(self, |a| self.describe_in(a, texts))
    }
    fn refusal_in(&self, actor: Actor, index: usize, texts: &Texts) -> Option<String> {
        let action = G::Action::from_index(index)?;
        let error = self
            .clone()
            .apply(actor, action, &mut Log::silent())
            .err()?;
        Some(Game::refusal_in(self, &error, texts))
    }
    fn illegal_in(&self, error: &Illegal, texts: &Texts) -> String {
        Game::refusal_in(self, error, texts)
    }
    fn describe_json_in(&self, action: &Value, texts: &Texts) -> Result<String, Error> {
        Ok(self.describe_in(parse::<G>(action)?, texts))
    }
    fn parse_action(&self, action: &Value) -> Result<Value, Error> {
        Ok(json(&parse::<G>(action)?))
    }
    fn observe_json(
        &self,
        actor: Actor,
        action: &Value,
        observer: Observer,
    ) -> Result<Observed, Error> {
        check_observer(self, observer)?;
        Ok(observe_step(self, actor, parse::<G>(action)?, observer))
    }
    fn observe_json_in(
        &self,
        actor: Actor,
        action: &Value,
        observer: Observer,
        texts: &Texts,
    ) -> Result<Observed, Error> {
        check_observer(self, observer)?;
        let action = parse::<G>(action)?;
        Ok(observe_step_in(self, actor, action, observer, texts))
    }
    fn apply_json(
        &mut self,
        actor: Actor,
        action: &Value,
        log: &mut Log,
    ) -> Result<Applied, Error> {
        let action = parse::<G>(action)?;
        let text = self.describe(action);
        self.apply(actor, action, log)?;
        Ok(Applied {
            by: actor,
            action: json(&action),
            text,
        })
    }
    fn deal(&mut self, dealer: &mut Dealer, log: &mut Log) -> Result<Applied, Error> {
        crate::check_actor(Game::to_move(self), Actor::Chance)?;
        let mut outcomes = Vec::new();
        self.chance_outcomes(&mut outcomes);
        if outcomes.is_empty() {
            return Err(Error::Stuck("chance has no outcome".into()));
        }
        let action = outcomes[dealer.pick(&outcomes)].action;
        let text = self.describe(action);
        self.apply(Actor::Chance, action, log)?;
        Ok(Applied {
            by: Actor::Chance,
            action: json(&action),
            text,
        })
    }
    fn determinize(&self, seat: Seat, dealer: &mut Dealer) -> Result<Box<dyn AnyGame>, Error> {
        check_observer(self, Observer::Seat(seat))?;
        Ok(Box::new(Game::determinize(self, seat, dealer)))
    }
    fn view(&self, observer: Observer) -> Result<Value, Error> {
        check_observer(self, observer)?;
        Ok(serde_json::to_value(Game::view(self, observer)).expect("views serialise"))
    }
    fn write_view(
        &self,
        observer: Observer,
        texts: Option<&Texts>,
        view: &mut Vec<u8>,
        choices: &mut Vec<u8>,
    ) -> Result<(), Error> {
        #[derive(Serialize)]
        struct Out<A> {
            action: A,
            index: usize,
            text: String,
        }
        check_observer(self, observer)?;
        let system = |e: serde_json::Error| Error::System(format!("a view does not write: {e}"));
        serde_json::to_writer(&mut *view, &Game::view(self, observer)).map_err(system)?;
        let mut legal = Vec::new();
        if let Observer::Seat(seat) = observer {
            self.legal_actions(seat, &mut legal);
        }
        let out: Vec<Out<G::Action>> = legal
            .into_iter()
            .map(|a| Out {
                action: a,
                index: a.index(),
                text: match texts {
                    Some(texts) => self.describe_in(a, texts),
                    None => self.describe(a),
                },
            })
            .collect();
        serde_json::to_writer(choices, &out).map_err(system)
    }
    fn state(&self) -> Value {
        serde_json::to_value(self).expect("states serialise")
    }
    fn scores(&self) -> Vec<i64> {
        Game::scores(self)
    }
    fn ranking(&self) -> Vec<usize> {
        Game::ranking(self)
    }
    fn returns(&self) -> Vec<f64> {
        Game::returns(self)
    }
    fn num_actions(&self) -> usize {
        G::Action::NUM_ACTIONS
    }
    fn render(&self, observer: Observer) -> String {
        Game::render(self, observer)
    }
    fn render_in(&self, observer: Observer, texts: &Texts) -> String {
        Game::render_in(self, observer, texts)
    }
    fn render_compact_in(&self, observer: Observer, texts: &Texts) -> String {
        Game::render_compact_in(self, observer, texts)
    }
    fn render_compact(&self, observer: Observer) -> String {
        Game::render_compact(self, observer)
    }
    fn first_seat_action(&self) -> usize {
        G::Action::FIRST_SEAT_ACTION
    }
    fn seat_name(&self, seat: Seat) -> String {
        Game::seat_name(self, seat)
    }
    fn terms(&self) -> Vec<Term> {
        Game::terms(self)
    }
    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }
}

/// A boxed game, or why there is none.
pub type BoxedGame = Result<Box<dyn AnyGame>, Error>;
/// Progress callback: games finished so far.
pub type Progress<'a> = &'a (dyn Fn(u64) + Sync);

/// A game as the platform knows it: its facts and its entry points, monomorphised.
#[derive(Clone)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub rules_version: u32,
    /// Every player count of some option set.
    pub players: RangeInclusive<usize>,
    pub players_allowed: fn(&Options) -> RangeInclusive<usize>,
    pub options: &'static [OptionSpec],
    /// The game's translation files ([`Game::LOCALES`]).
    pub locales: crate::i18n::Locales,
    /// [`Game::canonical_options`].
    pub canonical_options: fn(Options) -> Result<Options, SetupError>,
    pub new: fn(usize, &Options) -> BoxedGame,
    /// Loads a full state from JSON: it must be this game's state exactly as the game writes
    /// it, and possible in play.
    pub load: fn(Value) -> BoxedGame,
    pub replay: fn(&Record, &mut Log) -> BoxedGame,
    pub simulate: fn(&SimConfig, Progress) -> Result<SimReport, Error>,
    /// The fixed bench games (`None`: every option set) with their signature.
    pub bench: fn(Option<&Options>) -> Result<BenchReport, Error>,
}

impl std::fmt::Debug for GameInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameInfo")
            .field("id", &self.id)
            .finish_non_exhaustive()
    }
}

impl GameInfo {
    /// Options from `key=value` pairs, checked against this game's, as a record stores them
    /// ([`Game::canonical_options`]).
    pub fn options(&self, pairs: &[String]) -> Result<Options, Error> {
        Ok((self.canonical_options)(Options::parse_pairs(
            self.options,
            pairs,
        )?)?)
    }
}

fn new_game<G: Game>(players: usize, options: &Options) -> BoxedGame {
    Ok(Box::new(G::new(players, options)?))
}

/// Loads `state` as a `G`: refused unless it is `G`'s JSON exactly as `G` writes it (no
/// unknown field, no duplicate merged, no list reordered) and it validates. Never changes it.
pub fn load_state<G: Game>(state: &Value) -> Result<G, InvalidState> {
    let game = G::deserialize(state).map_err(|e| InvalidState(e.to_string()))?;
    let written = serde_json::to_value(&game).expect("states serialise");
    if &written != state {
        return Err(InvalidState::new(
            "the state is not as the game writes it (an unknown field, a duplicate, \
             a value out of order or out of range)",
        ));
    }
    game.validate()?;
    Ok(game)
}

fn load<G: Game>(state: Value) -> BoxedGame {
    Ok(Box::new(load_state::<G>(&state)?))
}

fn replay_any<G: Game>(record: &Record, log: &mut Log) -> BoxedGame {
    Ok(Box::new(crate::replay::<G>(record, log)?))
}

/// The platform's entry for game `G`.
pub fn info<G: Game>() -> GameInfo {
    GameInfo {
        id: G::ID,
        name: G::NAME,
        rules_version: G::RULES_VERSION,
        players: G::PLAYERS,
        players_allowed: G::players_allowed,
        options: G::OPTIONS,
        locales: G::LOCALES,
        canonical_options: G::canonical_options,
        new: new_game::<G>,
        load: load::<G>,
        replay: replay_any::<G>,
        simulate: crate::simulate::<G>,
        bench: crate::bench::<G>,
    }
}
