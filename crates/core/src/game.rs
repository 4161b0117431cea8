use std::fmt::Debug;
use std::hash::Hash;
use std::ops::RangeInclusive;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::{
    Actor, Dealer, Illegal, InvalidState, Log, Observer, OptionSpec, Options, Participant, Seat,
    SetupError, ToMove,
};

/// One chance outcome and its weight; its probability is `weight / sum of weights`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome<A> {
    pub action: A,
    pub weight: u32,
}

/// An exact probability, in lowest terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Probability {
    pub num: u64,
    pub den: u64,
}

impl Probability {
    pub fn new(num: u64, den: u64) -> Self {
        let g = gcd(num, den).max(1);
        Probability {
            num: num / g,
            den: den / g,
        }
    }

    pub fn as_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

impl std::fmt::Display for Probability {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Parses an action from its JSON: it must be an action of the game with no field the action
/// does not have (serde alone lets unknown fields of a fieldless variant pass).
pub fn parse_action<A: ActionSpace>(json: &serde_json::Value) -> Result<A, String> {
    let action = A::deserialize(json).map_err(|e| e.to_string())?;
    let written = serde_json::to_value(action).map_err(|e| e.to_string())?;
    if let Some(field) = unknown_field(json, &written) {
        return Err(format!("unknown field `{field}`"));
    }
    Ok(action)
}

/// A field of `given` that `written` does not have, at any depth.
fn unknown_field<'a>(given: &'a serde_json::Value, written: &serde_json::Value) -> Option<&'a str> {
    use serde_json::Value;
    match (given, written) {
        (Value::Object(g), Value::Object(w)) => g.iter().find_map(|(k, v)| match w.get(k) {
            None => Some(k.as_str()),
            Some(wv) => unknown_field(v, wv),
        }),
        (Value::Array(g), Value::Array(w)) => {
            g.iter().zip(w).find_map(|(gv, wv)| unknown_field(gv, wv))
        }
        _ => None,
    }
}

/// A game's actions as data for programs: value types with a stable index space.
///
/// Every action of the game, seats' and chance's alike, has one index below
/// [`ActionSpace::NUM_ACTIONS`], the same for every player count and option set; an index
/// that names no action has no `from_index`. The index of an action never changes within a
/// rules version of the game (each game's docs page gives its layout).
pub trait ActionSpace:
    Copy + Eq + Hash + Ord + Debug + Serialize + DeserializeOwned + Send + Sync + 'static
{
    const NUM_ACTIONS: usize;
    /// No seat's action has an index below this (chance's may): a terminal numbers a seat's
    /// choices from here, so their keys stay short and still stay with their options.
    const FIRST_SEAT_ACTION: usize = 0;
    /// The action's index, below `NUM_ACTIONS`.
    fn index(self) -> usize;
    /// The action at `index`, if one has it.
    fn from_index(index: usize) -> Option<Self>;
}

/// A board game as a state machine. The state is the whole truth; views show an observer its
/// part.
///
/// Contract (checked by the conformance kit, `conformance` with the `testkit` feature):
/// - `legal_actions(seat)` is not empty exactly for the seats [`ToMove`] names, and every
///   listed action applies for that seat;
/// - at `ToMove::Chance`, `chance_outcomes` is not empty, with positive weights;
/// - `apply` of anything else, or by an actor that owes no decision, returns an error and
///   leaves the state exactly as it was;
/// - serialising and deserialising a reachable state gives an equal state that `validate`s, and
///   every state that validates has a legal action or a chance outcome, or is over;
/// - `view(o)`, the log entries `o` may read and `observe(.., o)` do not change when only what
///   `o` may not know changes; `determinize(seat)` draws exactly among those states.
pub trait Game:
    Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// Every decision of the game, seats' and chance's alike.
    type Action: ActionSpace;
    /// What one observer may know: a typed allow-list, never the state with fields blanked.
    type View: Clone + PartialEq + Debug + Serialize + Send + Sync;

    /// Kebab-case id, e.g. `pillars-of-the-earth`.
    const ID: &'static str;
    const NAME: &'static str;
    /// Bumped whenever a ruling or a fix changes what a record replays to.
    const RULES_VERSION: u32;
    /// Every player count of some option set (for listings); see [`Game::players_allowed`].
    const PLAYERS: RangeInclusive<usize>;
    const OPTIONS: &'static [OptionSpec];
    /// The game's translation files ([`crate::i18n`]): a message per log event kind and per
    /// term, in every language it has. Gathered by `crates/core/build.rs` from the crate's
    /// `locales/` folder. The default has none (the game's texts stay in English).
    const LOCALES: crate::i18n::Locales = &[];
    /// The decision count and behaviour signature of [`crate::bench`] with no options
    /// (`cathedra bench`), pinned for this version: the game's own test and `cathedra bench`
    /// compare with it. None for a game with no pin.
    const BENCH_PIN: Option<(u64, &'static str)> = None;

    /// The player counts these options allow.
    fn players_allowed(_options: &Options) -> RangeInclusive<usize> {
        Self::PLAYERS
    }

    /// The options as a record stores them, from options as given: a game whose free-text
    /// option names something outside the record (a data file) writes what identifies it
    /// (its hash), so that a replay can refuse other contents by name. The default keeps them.
    fn canonical_options(options: Options) -> Result<Options, SetupError> {
        Ok(options)
    }

    /// A new game at its first decision (usually chance: the setup draws).
    fn new(players: usize, options: &Options) -> Result<Self, SetupError>;
    fn players(&self) -> usize;
    /// Who is scored and ranked: the seats in order, then any rule-run opponents.
    fn participants(&self) -> Vec<Participant> {
        Seat::all(self.players())
            .map(|seat| Participant::Player { seat })
            .collect()
    }
    /// Who decides now.
    fn to_move(&self) -> ToMove;
    /// Clears `out` and fills it with `seat`'s legal actions (none unless `seat` owes a
    /// decision now).
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Self::Action>);
    /// Clears `out` and fills it with chance's outcomes (none unless `ToMove::Chance`).
    fn chance_outcomes(&self, out: &mut Vec<Outcome<Self::Action>>);
    /// Applies `actor`'s decision; on error the state is unchanged.
    fn apply(&mut self, actor: Actor, action: Self::Action, log: &mut Log) -> Result<(), Illegal>;
    /// What `observer` learns of `action` by `actor`, taken in this state (before it is
    /// applied): the action itself, or `None` when it learns only that `actor` acted.
    fn observe(
        &self,
        actor: Actor,
        action: Self::Action,
        observer: Observer,
    ) -> Option<Self::Action>;
    /// The text of an action for those who may not see it ("Blue chooses a card face down").
    fn describe_hidden(&self, actor: Actor, _action: Self::Action) -> String {
        match actor {
            Actor::Seat(s) => format!("{} decides in secret", self.seat_name(s)),
            Actor::Chance => "Chance deals face down".into(),
        }
    }
    /// [`Game::describe_hidden`] in the language of `texts`. The default is the English text.
    fn describe_hidden_in(
        &self,
        actor: Actor,
        action: Self::Action,
        _texts: &crate::i18n::Texts,
    ) -> String {
        self.describe_hidden(actor, action)
    }
    /// A refusal of this game ([`Game::apply`]'s error) in the language of `texts`, naming the
    /// rule it breaks. The default words a refusal the game gave as data
    /// ([`Illegal::worded`]) and the core's own refusals in the language, any other in English
    /// ([`crate::i18n::Texts::refusal`]); a game whose refusal needs the state to be worded
    /// (what the current step asks for) words it here.
    fn refusal_in(&self, error: &Illegal, texts: &crate::i18n::Texts) -> String {
        texts.refusal(error, &|s| self.seat_name(s))
    }
    /// A full state drawn from what `seat` knows: every part hidden from it is drawn again,
    /// consistently with everything it has seen, with the probabilities a perfect observer
    /// assigns (chance by its weights, other seats' hidden choices uniform among their options).
    fn determinize(&self, seat: Seat, rng: &mut Dealer) -> Self;
    /// A short human text for an action in this state, e.g. "Buy 2 wood for 6 gold".
    fn describe(&self, action: Self::Action) -> String;
    /// [`Game::describe`] in the language of `texts`, which hold the game's translation files
    /// ([`Game::LOCALES`]). The default is the English text in every language.
    fn describe_in(&self, action: Self::Action, _texts: &crate::i18n::Texts) -> String {
        self.describe(action)
    }
    /// What `action` would leave unused for good (finishing with conversions left, passing
    /// with workers idle), in the language of `texts`: an interface asks the player to confirm
    /// it. None when it leaves nothing unused (the default).
    fn unused_in(&self, _action: Self::Action, _texts: &crate::i18n::Texts) -> Option<String> {
        None
    }
    /// Why `action` is the only legal action of the seat owing it ("4 gold, the builder costs
    /// 6"), in the language of `texts`, for an interface that takes it for the player. None
    /// when the game says no reason (the default).
    fn only_because_in(
        &self,
        _action: Self::Action,
        _texts: &crate::i18n::Texts,
    ) -> Option<String> {
        None
    }
    /// What `observer` may know.
    fn view(&self, observer: Observer) -> Self::View;
    /// Checks a loaded state: component counts, limits, consistency, someone able to act.
    fn validate(&self) -> Result<(), InvalidState>;
    /// Current scores, one per participant (final once the game is over).
    fn scores(&self) -> Vec<i64>;
    /// Place per participant after the game's tie-breaks: 0 = first; tied ones share a place.
    fn ranking(&self) -> Vec<usize>;
    /// One number per seat for learning code: see [`returns_from_ranking`].
    fn returns(&self) -> Vec<f64> {
        returns_from_ranking(&self.ranking(), self.players())
    }
    /// A readable board for a terminal, as `observer` sees it.
    fn render(&self, observer: Observer) -> String;
    /// The board in a few lines for an 80x24 terminal, as `observer` sees it: the round or
    /// turn and phase first, then the observing seat's own area, then a line for each other
    /// seat. The default is the whole board.
    fn render_compact(&self, observer: Observer) -> String {
        self.render(observer)
    }
    /// [`Game::render`] in the language of `texts` (see [`Game::describe_in`]). The default is
    /// the English board.
    fn render_in(&self, observer: Observer, _texts: &crate::i18n::Texts) -> String {
        self.render(observer)
    }
    /// [`Game::render_compact`] in the language of `texts`. The default is the English board.
    fn render_compact_in(&self, observer: Observer, _texts: &crate::i18n::Texts) -> String {
        self.render_compact(observer)
    }
    /// The seat's name in the game's own terms (a colour).
    fn seat_name(&self, seat: Seat) -> String {
        format!("Seat {}", seat.0 + 1)
    }
    /// The named things (cards, tiles, spaces) that this game's views refer to by an id, each
    /// with its name and what it does in a player's words: an interface that draws any game
    /// from its view shows these instead of ids. The default names none.
    fn terms(&self) -> Vec<Term> {
        Vec::new()
    }
}

/// A named thing of a game as its views refer to it: its id there, its name, and what it does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Term {
    pub id: String,
    pub name: String,
    pub text: String,
}

impl Term {
    pub fn new(id: impl Into<String>, name: impl Into<String>, text: impl Into<String>) -> Term {
        Term {
            id: id.into(),
            name: name.into(),
            text: text.into(),
        }
    }
}

/// A game's own reading of a position, in its own terms, for agents that stop looking ahead
/// before the end (greedy one-ply choices, truncated search playouts).
///
/// Written in each game's crate (Pillars: victory points plus what gold, resources and
/// craftsmen are still worth by round; Castle: points plus buildings' and helpers' value), so
/// that no agent learns any game.
pub trait Evaluate: Game {
    /// Clears `out` and fills it with one estimate per participant, in the order of
    /// [`Game::participants`]: the final score it can expect from here, in the game's points.
    /// At the end of the game it is the final score. It reads only the state it is given (an
    /// agent calls it on determinized states), and allocates nothing beyond `out`.
    fn evaluate(&self, out: &mut Vec<f64>);
}
/// The seats' areas of a compact board (`Game::render_compact`): the observing seat's area
/// whole, every other seat's by its first line.
pub fn compact_areas(
    out: &mut String,
    own: Option<usize>,
    areas: impl IntoIterator<Item = String>,
) {
    for (s, area) in areas.into_iter().enumerate() {
        if own == Some(s) {
            out.push_str(&area);
        } else {
            out.push_str(area.lines().next().unwrap_or_default());
            out.push('\n');
        }
    }
}

/// Returns from places: for each of the first `seats` participants, (participants ranked below
/// it − participants ranked above it) / (participants − 1). Two participants: +1 win, 0 tie,
/// −1 loss; more: +1 for a sole first, −1 for a sole last, ties share; the sum over all
/// participants is 0. A lone participant gets 0.
pub fn returns_from_ranking(ranking: &[usize], seats: usize) -> Vec<f64> {
    let n = ranking.len();
    (0..seats.min(n))
        .map(|i| {
            if n < 2 {
                return 0.0;
            }
            let below = ranking.iter().filter(|&&r| r > ranking[i]).count();
            let above = ranking.iter().filter(|&&r| r < ranking[i]).count();
            (below as f64 - above as f64) / (n - 1) as f64
        })
        .collect()
}

/// Places from keys where larger is better: 0 for the best, ties share the place.
pub fn places_by<K: Ord>(keys: &[K]) -> Vec<usize> {
    keys.iter()
        .map(|k| keys.iter().filter(|o| *o > k).count())
        .collect()
}

/// Refuses a player count that `options` do not allow; for `Game::new`.
pub fn check_players<G: Game>(players: usize, options: &Options) -> Result<(), SetupError> {
    let allowed = G::players_allowed(options);
    if allowed.contains(&players) {
        Ok(())
    } else {
        Err(SetupError::PlayerCount {
            game: G::NAME,
            min: *allowed.start(),
            max: *allowed.end(),
            got: players,
        })
    }
}

/// Refuses an actor that owes no decision now; the first check of every `Game::apply`.
#[inline(always)]
pub fn check_actor(to_move: ToMove, actor: Actor) -> Result<(), Illegal> {
    match (to_move, actor) {
        (ToMove::Seat { seat }, Actor::Seat(s)) if seat == s => Ok(()),
        (ToMove::Chance, Actor::Chance) => Ok(()),
        _ => actor_refused(to_move, actor),
    }
}

#[cold]
#[inline(never)]
fn actor_refused(to_move: ToMove, actor: Actor) -> Result<(), Illegal> {
    if to_move.admits(actor) {
        Ok(())
    } else if to_move == ToMove::Over {
        Err(Illegal::GameOver)
    } else {
        Err(Illegal::NotYourDecision { actor, to_move })
    }
}

/// The legal-action mask of `seat`: `mask[i]` is true when the action of index `i` is legal.
/// `mask` is cleared and resized to `NUM_ACTIONS`; `buf` is scratch space.
pub fn legal_mask<G: Game>(game: &G, seat: Seat, buf: &mut Vec<G::Action>, mask: &mut Vec<bool>) {
    use crate::ActionSpace as _;
    game.legal_actions(seat, buf);
    mask.clear();
    mask.resize(<G::Action as ActionSpace>::NUM_ACTIONS, false);
    for a in buf.iter() {
        mask[a.index()] = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn returns_share_ties_and_sum_to_zero() {
        assert_eq!(returns_from_ranking(&[0, 1], 2), vec![1.0, -1.0]);
        assert_eq!(returns_from_ranking(&[0, 0], 2), vec![0.0, 0.0]);
        // A solo player who loses to a rule-run opponent.
        assert_eq!(returns_from_ranking(&[1, 0], 1), vec![-1.0]);
        let r = returns_from_ranking(&[0, 1, 1, 3], 4);
        assert_eq!(r[0], 1.0);
        assert_eq!(r[3], -1.0);
        assert_eq!(r[1], r[2]);
        assert!(r.iter().sum::<f64>().abs() < 1e-12);
        assert_eq!(returns_from_ranking(&[0], 1), vec![0.0]);
    }

    #[test]
    fn places_share_ties() {
        assert_eq!(places_by(&[3, 5, 5, 1]), vec![2, 0, 0, 3]);
    }
}
