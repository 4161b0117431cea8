//! Any game behind one object-safe trait, written once generic over `G: Game` and built for the
//! game a user names through the registry's visitor. Actions cross it as their indices.

use std::any::Any;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};

use cathedra_core::{
    load_state, replay, ActionSpace, Actor, Dealer, Error, Game, Log, Observer, Options, Outcome,
    Record, Seat, ToMove, MAX_SEATS,
};
use serde_json::Value;

use crate::observation;

/// One game in play, its history as action indices, and scratch lists.
pub trait Play: Send + Sync {
    fn id(&self) -> &'static str;
    fn players(&self) -> usize;
    fn num_actions(&self) -> usize;
    fn to_move(&self) -> ToMove;
    /// `seat`'s legal actions as indices (none unless it owes a decision now).
    fn legal(&mut self, seat: Seat, out: &mut Vec<usize>);
    /// Chance's outcomes as (index, weight).
    fn chance(&mut self, out: &mut Vec<(usize, u32)>);
    /// Applies the action of this index for `actor`; on error nothing changes.
    fn apply_index(&mut self, actor: Actor, index: usize) -> Result<(), Error>;
    /// Parses an action's JSON into its index (not checking that it is legal).
    fn index_of(&self, action: &Value) -> Result<usize, Error>;
    fn action_json(&self, index: usize) -> Option<Value>;
    fn describe(&self, index: usize) -> Option<String>;
    /// What `observer` sees of `actor` taking action `index` here: its index, or `None`.
    fn observe(&self, actor: Actor, index: usize, observer: Observer) -> Option<Option<usize>>;
    /// At chance: lets `dealer` pick an outcome by its weight and applies it.
    fn deal(&mut self, dealer: &mut Dealer) -> Result<usize, Error>;
    fn view(&self, observer: Observer) -> Value;
    /// Adds `observer`'s observation tensor into `out` (zeros, little-endian float32 bytes).
    fn encode(&self, observer: Observer, out: &mut [u8]);
    /// The named features of `observer`'s observation.
    fn features(&self, observer: Observer, feature: &mut dyn FnMut(&str, usize, f32));
    fn determinize(&self, seat: Seat, dealer: &mut Dealer) -> Box<dyn Play>;
    fn scores(&self) -> Vec<i64>;
    fn ranking(&self) -> Vec<usize>;
    fn returns(&self) -> Vec<f64>;
    fn state(&self) -> Value;
    /// The record of the game so far, if it was played from its start.
    fn record(&self) -> Option<Record>;
    fn render(&self, observer: Observer) -> String;
    fn clone_box(&self) -> Box<dyn Play>;
    fn as_any(&self) -> &dyn Any;
}

/// The decisions applied to one game object since it was made, in order, each with its actor
/// and what every seat observed of it ([`Game::observe`] on the state before it): what an agent
/// that follows the game is told between two of its choices. A copy, a game loaded from a record
/// or a state, and a drawn one are each a line of their own (a new `id`), so an agent never
/// takes one game's decisions for another's. Only the last [`Line::KEPT`] are kept.
pub struct Line {
    id: u64,
    /// Decisions no longer kept (the first of `decisions` is the line's decision `dropped`).
    dropped: u64,
    decisions: VecDeque<Decision>,
}

/// One decision of a [`Line`].
#[derive(Clone, Copy)]
pub struct Decision {
    pub actor: Actor,
    /// The action index each seat observed, [`Decision::UNSEEN`] where it learned only that
    /// `actor` acted.
    seen: [u32; MAX_SEATS],
}

impl Decision {
    const UNSEEN: u32 = u32::MAX;

    /// The index of the action `seat` observed, or `None` when it learned only that the actor
    /// acted.
    pub fn seen_by(&self, seat: Seat) -> Option<usize> {
        let seen = self.seen[seat.index()];
        (seen != Self::UNSEEN).then_some(seen as usize)
    }
}

/// The next line's id: every game object's line is told apart from every other's.
static NEXT_LINE: AtomicU64 = AtomicU64::new(0);

impl Line {
    /// The decisions kept: an agent that last chose more than this many decisions ago starts
    /// anew (a search keeps no longer a run of observations either).
    pub const KEPT: usize = 4096;

    fn new() -> Self {
        Line {
            id: NEXT_LINE.fetch_add(1, Ordering::Relaxed),
            dropped: 0,
            decisions: VecDeque::new(),
        }
    }

    pub fn id(&self) -> u64 {
        self.id
    }

    /// Decisions applied on this line so far.
    pub fn applied(&self) -> u64 {
        self.dropped + self.decisions.len() as u64
    }

    /// The decisions from the line's decision `from` on, or `None` when some of them are no
    /// longer kept or `from` is beyond the line's end.
    pub fn since(&self, from: u64) -> Option<impl Iterator<Item = &Decision>> {
        let skip = usize::try_from(from.checked_sub(self.dropped)?).ok()?;
        (skip <= self.decisions.len()).then(|| self.decisions.range(skip..))
    }

    fn push(&mut self, decision: Decision) {
        if self.decisions.len() == Self::KEPT {
            self.decisions.pop_front();
            self.dropped += 1;
        }
        self.decisions.push_back(decision);
    }
}

/// What a game was built from: its start (so it has a record) or a state (it has none).
#[derive(Clone)]
struct History {
    options: Options,
    seed: Option<u64>,
    steps: Vec<(Actor, usize)>,
}

/// A `G` in play.
pub struct Typed<G: Game> {
    pub game: G,
    history: Option<History>,
    /// The decisions applied to this object, for agents that follow it.
    pub line: Line,
    legal: Vec<G::Action>,
    outcomes: Vec<Outcome<G::Action>>,
    log: Log,
}

/// A copy is a line of its own, which starts where it is copied.
impl<G: Game> Clone for Typed<G> {
    fn clone(&self) -> Self {
        Self::wrap(self.game.clone(), self.history.clone())
    }
}

impl<G: Game> Typed<G> {
    fn wrap(game: G, history: Option<History>) -> Self {
        // Every action index fits a decision's slot, below `UNSEEN`.
        const { assert!(G::Action::NUM_ACTIONS <= Decision::UNSEEN as usize) };
        Typed {
            game,
            history,
            line: Line::new(),
            legal: Vec::with_capacity(256),
            outcomes: Vec::with_capacity(256),
            log: Log::silent(),
        }
    }

    pub fn new(players: usize, options: Options, seed: Option<u64>) -> Result<Self, Error> {
        let game = G::new(players, &options)?;
        Ok(Self::wrap(
            game,
            Some(History {
                options,
                seed,
                steps: Vec::new(),
            }),
        ))
    }

    pub fn from_record(record: &Record) -> Result<Self, Error> {
        let game = replay::<G>(record, &mut Log::silent())?;
        let steps = record
            .actions
            .iter()
            .map(|s| {
                let a: G::Action =
                    cathedra_core::parse_action(&s.action).map_err(Error::MalformedAction)?;
                Ok((s.by, a.index()))
            })
            .collect::<Result<Vec<_>, Error>>()?;
        Ok(Self::wrap(
            game,
            Some(History {
                options: record.options.clone(),
                seed: record.seed,
                steps,
            }),
        ))
    }

    pub fn from_state(state: &Value) -> Result<Self, Error> {
        Ok(Self::wrap(load_state::<G>(state)?, None))
    }

    fn action(index: usize) -> Result<G::Action, Error> {
        G::Action::from_index(index).ok_or_else(|| {
            Error::MalformedAction(format!(
                "no action has index {index} (indices are below {})",
                G::Action::NUM_ACTIONS
            ))
        })
    }
}

impl<G: Game> Play for Typed<G> {
    fn id(&self) -> &'static str {
        G::ID
    }
    fn players(&self) -> usize {
        self.game.players()
    }
    fn num_actions(&self) -> usize {
        G::Action::NUM_ACTIONS
    }
    fn to_move(&self) -> ToMove {
        self.game.to_move()
    }
    fn legal(&mut self, seat: Seat, out: &mut Vec<usize>) {
        out.clear();
        if seat.index() < self.game.players() {
            self.game.legal_actions(seat, &mut self.legal);
            out.extend(self.legal.iter().map(|a| a.index()));
        }
    }
    fn chance(&mut self, out: &mut Vec<(usize, u32)>) {
        self.game.chance_outcomes(&mut self.outcomes);
        out.clear();
        out.extend(self.outcomes.iter().map(|o| (o.action.index(), o.weight)));
    }
    fn apply_index(&mut self, actor: Actor, index: usize) -> Result<(), Error> {
        if let Actor::Seat(s) = actor {
            if s.index() >= self.game.players() {
                return Err(Error::NoSuchSeat(s.index()));
            }
        }
        let action = Self::action(index)?;
        let mut seen = [Decision::UNSEEN; MAX_SEATS];
        for seat in Seat::all(self.game.players()) {
            if let Some(a) = self.game.observe(actor, action, Observer::Seat(seat)) {
                seen[seat.index()] = a.index() as u32;
            }
        }
        self.game.apply(actor, action, &mut self.log)?;
        self.line.push(Decision { actor, seen });
        if let Some(h) = &mut self.history {
            h.steps.push((actor, index));
        }
        Ok(())
    }
    fn index_of(&self, action: &Value) -> Result<usize, Error> {
        let a: G::Action = cathedra_core::parse_action(action).map_err(Error::MalformedAction)?;
        Ok(a.index())
    }
    fn action_json(&self, index: usize) -> Option<Value> {
        G::Action::from_index(index).map(|a| serde_json::to_value(a).expect("actions serialise"))
    }
    fn describe(&self, index: usize) -> Option<String> {
        G::Action::from_index(index).map(|a| self.game.describe(a))
    }
    fn observe(&self, actor: Actor, index: usize, observer: Observer) -> Option<Option<usize>> {
        let action = G::Action::from_index(index)?;
        Some(
            self.game
                .observe(actor, action, observer)
                .map(ActionSpace::index),
        )
    }
    fn deal(&mut self, dealer: &mut Dealer) -> Result<usize, Error> {
        cathedra_core::check_actor(self.game.to_move(), Actor::Chance)?;
        self.game.chance_outcomes(&mut self.outcomes);
        if self.outcomes.is_empty() {
            return Err(Error::Stuck("chance has no outcome".into()));
        }
        let index = self.outcomes[dealer.pick(&self.outcomes)].action.index();
        self.apply_index(Actor::Chance, index)?;
        Ok(index)
    }
    fn view(&self, observer: Observer) -> Value {
        serde_json::to_value(self.game.view(observer)).expect("views serialise")
    }
    fn encode(&self, observer: Observer, out: &mut [u8]) {
        observation::encode_le(&self.game.view(observer), out);
    }
    fn features(&self, observer: Observer, feature: &mut dyn FnMut(&str, usize, f32)) {
        observation::features(&self.game.view(observer), feature);
    }
    fn determinize(&self, seat: Seat, dealer: &mut Dealer) -> Box<dyn Play> {
        Box::new(Self::wrap(self.game.determinize(seat, dealer), None))
    }
    fn scores(&self) -> Vec<i64> {
        self.game.scores()
    }
    fn ranking(&self) -> Vec<usize> {
        self.game.ranking()
    }
    fn returns(&self) -> Vec<f64> {
        self.game.returns()
    }
    fn state(&self) -> Value {
        serde_json::to_value(&self.game).expect("states serialise")
    }
    fn record(&self) -> Option<Record> {
        let h = self.history.as_ref()?;
        let mut record = Record::new::<G>(self.game.players(), &h.options, h.seed);
        for &(by, index) in &h.steps {
            record.push(
                by,
                Self::action(index).expect("applied actions have indices"),
            );
        }
        if self.game.to_move() == ToMove::Over {
            record.scores = Some(self.game.scores());
        }
        Some(record)
    }
    fn render(&self, observer: Observer) -> String {
        self.game.render(observer)
    }
    fn clone_box(&self) -> Box<dyn Play> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
