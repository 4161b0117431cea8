//! Any game behind one object-safe trait, written once generic over `G: Game` and built for the
//! game a user names through the registry's visitor. Actions cross it as their indices.

use std::any::Any;

use cathedra_core::{
    load_state, replay, ActionSpace, Actor, Dealer, Error, Game, Log, Observer, Options, Outcome,
    Record, Seat, ToMove,
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
    legal: Vec<G::Action>,
    outcomes: Vec<Outcome<G::Action>>,
    log: Log,
}

impl<G: Game> Clone for Typed<G> {
    fn clone(&self) -> Self {
        Self::wrap(self.game.clone(), self.history.clone())
    }
}

impl<G: Game> Typed<G> {
    fn wrap(game: G, history: Option<History>) -> Self {
        Typed {
            game,
            history,
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
        self.game.apply(actor, action, &mut self.log)?;
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
