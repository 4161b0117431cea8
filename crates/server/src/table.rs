//! One live game: a task (an actor) that owns the game's state, its dealer's key and its log,
//! and answers messages one at a time. Every change is committed to the store before it is
//! acknowledged or shown; after a change the table deals chance from the key, asks its bots,
//! and tells its watchers the new sequence number.

use std::time::{Duration, Instant};

use cathedra_core::{
    Actor, AnyGame, Dealer, DealerKey, Entry, Error, GameInfo, Log, Observer, Options, Participant,
    Record, Seat, SeatSet, Step, Term, ToMove, RECORD_FORMAT,
};
use serde::Serialize;
use serde_json::value::RawValue;
use serde_json::Value;
use tokio::sync::{broadcast, mpsc, oneshot, watch};

use crate::agents::{self, Bot};
use crate::error::ApiError;
use crate::speech::{self, Lang};
use crate::store::{SeatRow, Store, Write};
use crate::timings::{self, Stage};

/// The stream index a bot's draws are keyed by (far from chance's, which is the decision
/// index): bot choices are reproducible from the key, and independent of the deals.
const BOT_STREAM: u64 = 1 << 63;

/// The log entries a table keeps in memory: the latest, which the pushes to its watchers
/// carry. Older entries are read back from the record (the game replayed) when a client asks
/// for them, so a table's memory does not grow with its game's length.
const LOG_KEPT: usize = 16;

/// A seat as the lobby shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatSummary {
    pub seat: Seat,
    /// The player's name.
    pub name: String,
    /// The seat's colour or title in the game.
    pub title: String,
    /// The bot's agent, when a bot sits here.
    pub bot: Option<String>,
}

/// What the lobby shows of a game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    pub id: String,
    pub game: &'static str,
    pub name: &'static str,
    pub options: Options,
    pub seats: Vec<SeatSummary>,
    pub seq: u64,
    pub turn: ToMove,
    pub over: bool,
}

/// A snapshot as JSON text, and how many log entries it carries.
#[derive(Debug)]
pub struct Snapshot {
    pub json: String,
    pub log_entries: usize,
}

/// A snapshot's fields but its log, taken from the table's state.
#[derive(Serialize)]
struct Head {
    id: String,
    game: &'static str,
    name: &'static str,
    options: Options,
    seq: u64,
    you: Observer,
    seats: Vec<SeatSummary>,
    turn: ToMove,
    view: Box<RawValue>,
    actions: Box<RawValue>,
    over: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    turn_clock: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    clock_left_ms: Option<Vec<Option<u128>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    time_bank: Option<u64>,
    /// Each person's time bank left, in milliseconds, counting the decision at hand (null: a
    /// bot's seat).
    #[serde(skip_serializing_if = "Option::is_none")]
    bank_left_ms: Option<Vec<Option<u128>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    scores: Option<Vec<i64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ranking: Option<Vec<usize>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    participants: Option<Vec<Participant>>,
}

/// A snapshot as it is written: its head and the log entries it carries.
#[derive(Serialize)]
struct SnapshotOut<'a> {
    #[serde(flatten)]
    head: &'a Head,
    /// How many readable entries come before `log` (absent: `log` is the whole log).
    #[serde(skip_serializing_if = "Option::is_none")]
    log_from: Option<usize>,
    log: &'a [std::borrow::Cow<'a, Entry>],
}

impl Head {
    /// The snapshot of this head with `log`, the observer's entries from its `log_from`-th on.
    fn with_log(
        &self,
        log_from: usize,
        log: &[std::borrow::Cow<Entry>],
    ) -> Result<Snapshot, ApiError> {
        let out = SnapshotOut {
            head: self,
            log_from: (log_from > 0).then_some(log_from),
            log,
        };
        let json = serde_json::to_string(&out)
            .map_err(|e| ApiError::internal(format!("the state does not serialise: {e}")))?;
        Ok(Snapshot {
            json,
            log_entries: log.len(),
        })
    }
}

/// A table's answer to a snapshot: ready, or waiting for log entries the table no longer keeps,
/// which its caller reads from the record and replays off the table's task ([`Pending::finish`]),
/// so that the table goes on answering meanwhile.
pub enum Pending {
    Ready(Snapshot),
    Replay(Box<Replay>),
}

/// A snapshot whose log is read back from the record: the game replayed from its first
/// `seq` actions (the snapshot's own sequence), so the log matches the head whatever happened
/// in the game since.
pub struct Replay {
    head: Head,
    observer: Observer,
    log_from: usize,
    lang: Lang,
    game_id: String,
    info: GameInfo,
    players: usize,
    options: Options,
    seq: u64,
}

impl Pending {
    /// The snapshot, its older log entries read from the record in `store` and replayed on
    /// tokio's blocking pool if need be.
    pub async fn finish(self, store: &Store) -> Result<Snapshot, ApiError> {
        let replay = match self {
            Pending::Ready(snapshot) => return Ok(snapshot),
            Pending::Replay(replay) => replay,
        };
        let actions = store.actions(&replay.game_id, replay.seq).await?;
        if actions.len() as u64 != replay.seq {
            return Err(ApiError::internal(format!(
                "the record holds {} actions, the game {}",
                actions.len(),
                replay.seq
            )));
        }
        tokio::task::spawn_blocking(move || replay.run(actions))
            .await
            .map_err(|_| ApiError::internal("the game's log could not be read back"))?
    }
}

impl Replay {
    fn run(self, actions: Vec<Step>) -> Result<Snapshot, ApiError> {
        let record = Record {
            format: RECORD_FORMAT,
            game: self.info.id.to_string(),
            rules: self.info.rules_version,
            players: self.players,
            options: self.options,
            seed: None,
            actions,
            scores: None,
        };
        let mut log = Log::recording();
        let game = guarded(|| (self.info.replay)(&record, &mut log))?
            .map_err(|e| ApiError::internal(format!("the game's record does not replay: {e}")))?;
        let entries = log.take();
        let entries: Vec<_> = entries
            .iter()
            .filter(|e| e.audience.admits(self.observer))
            .skip(self.log_from)
            .map(|e| speech::entry(&*game, e, &self.lang))
            .collect();
        self.head.with_log(self.log_from, &entries)
    }
}

/// Who asks: a seat's token, or nobody (a spectator).
#[derive(Debug, Clone)]
pub enum Who {
    Token(String),
    Spectator,
}

pub enum Msg {
    /// What `who` may see now, in `lang`.
    Snapshot {
        who: Who,
        lang: Lang,
        reply: oneshot::Sender<Result<Pending, ApiError>>,
    },
    /// What `observer` may see now (for a watcher already admitted).
    View {
        observer: Observer,
        /// How many of the observer's readable log entries it has already: the snapshot
        /// carries only the later ones (and `log_from`), 0 for the whole log.
        log_from: usize,
        lang: Lang,
        reply: oneshot::Sender<Result<Pending, ApiError>>,
    },
    /// A seat's action, sent for sequence `seq`; a refusal of the rules is worded in `lang`.
    Act {
        token: String,
        seq: u64,
        action: Value,
        lang: Lang,
        reply: oneshot::Sender<Result<Acted, ApiError>>,
    },
    /// Admits a watcher: its observer and the channel of new sequence numbers.
    Watch {
        who: Who,
        reply: oneshot::Sender<Result<(Observer, broadcast::Receiver<u64>), ApiError>>,
    },
    /// The named things the game's views refer to by id, in `lang`.
    Terms {
        lang: Lang,
        reply: oneshot::Sender<Vec<Term>>,
    },
    /// The board in words as `who` sees it, in `lang`.
    Board {
        who: Who,
        lang: Lang,
        reply: oneshot::Sender<Result<String, ApiError>>,
    },
    /// The finished game's record without its actions, and how many actions it has: the
    /// caller reads them from the store.
    Record {
        reply: oneshot::Sender<Result<(Record, u64), ApiError>>,
    },
    /// A bot's choice for `seat`, made at sequence `seq`, and the bot, back from thinking.
    BotMove {
        seat: Seat,
        seq: u64,
        choice: Result<Value, Error>,
        bot: Box<Bot>,
    },
}

/// The handle the server keeps of a table.
#[derive(Clone)]
pub struct Handle {
    pub tx: mpsc::Sender<Msg>,
    pub summary: watch::Receiver<Summary>,
}

/// A table's seat: its secret and who sits there.
struct Chair {
    name: String,
    token: String,
    agent: Option<String>,
    /// Since when a person owes a decision here.
    waiting: Option<Instant>,
    /// Since when a person owes the decision at hand (reset by each of the seat's own actions).
    deciding: Option<Instant>,
    /// The first sequence number at which the seat owed the decision at hand and from which
    /// it has seen nothing happen but other seats acting unseen (in a simultaneous choice): an
    /// action sent for any number from it on was chosen on what the seat sees now.
    unchanged_since: Option<u64>,
    /// The time bank the seat has used (the decision at hand not counted).
    bank_used: Duration,
    /// The bot seated here, kept from move to move (none while it thinks, or before its first
    /// move).
    bot: Option<Box<Bot>>,
    /// The decisions the seat observed that its bot has not been told yet, in order.
    seen: Vec<(Actor, Option<Value>)>,
    /// The bot lost track of the game (more unseen decisions than it is told at once): the next
    /// move is made by a fresh bot.
    restart: bool,
    /// The bot's moves at the decision at hand that did not commit (a storage error, a
    /// refusal): it tries again after a pause that doubles with each.
    failed: u32,
}

/// A person's action taken: the sequence number it is recorded at (the game's when it
/// arrived, which may be later than the one it was sent for, [`Table::unchanged_for`]) and the
/// game's after it and the chance it led to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Acted {
    pub at: u64,
    pub seq: u64,
}

/// The most observed decisions kept for a bot that does not decide; past it, the bot starts
/// afresh at its next move (a fresh search, which is always correct).
const SEEN_MAX: usize = 256;

/// The pause before a table tries again what did not commit (a bot's move, chance's deal),
/// doubling with each failure up to [`RETRY_MAX`].
const RETRY_FIRST: Duration = Duration::from_millis(50);
const RETRY_MAX: Duration = Duration::from_secs(5);

/// From this many failed moves at one decision on, a bot's move is made by the random agent
/// (a bot whose own choice is refused would choose it again).
const BOT_FAILURES_TO_RANDOM: u32 = 2;

pub struct Table {
    id: String,
    info: GameInfo,
    game: Box<dyn AnyGame>,
    key: DealerKey,
    options: Options,
    chairs: Vec<Chair>,
    abandon_after: Option<Duration>,
    /// The time a person has for each decision; then a random move is made for it.
    turn_clock: Option<Duration>,
    /// The time a person has for all their decisions; then a random bot takes the seat.
    time_bank: Option<Duration>,
    /// Actions in the record so far.
    seq: u64,
    /// The latest log entries (at most `2 * LOG_KEPT`).
    log: Vec<Entry>,
    /// Per observer (each seat, then the spectator): how many entries it may read were
    /// dropped from `log`.
    log_dropped: Vec<usize>,
    /// Bot seats whose choice is being worked out.
    thinking: SeatSet,
    /// When the table tries again what did not commit (chance's deal, bots' moves).
    retry: Option<Instant>,
    /// The table's own writes (deals, bots' moves) that failed since the last that committed.
    failures: u32,
    store: Store,
    updates: broadcast::Sender<u64>,
    summary: watch::Sender<Summary>,
    me: mpsc::WeakSender<Msg>,
}

/// The inputs of a table: a game at its start or replayed from its record.
pub struct Setup {
    pub id: String,
    pub info: GameInfo,
    pub game: Box<dyn AnyGame>,
    pub log: Vec<Entry>,
    pub seq: u64,
    pub key: DealerKey,
    pub options: Options,
    pub seats: Vec<SeatRow>,
    pub abandon_after: Option<u64>,
    pub turn_clock: Option<u64>,
    pub time_bank: Option<u64>,
}

/// What the lobby shows of the game of `setup`, without starting its table.
pub fn summary(setup: Setup, store: Store) -> Summary {
    let (tx, _rx) = mpsc::channel(1);
    let (_table, summary) = Table::new(setup, store, &tx);
    let shown = summary.borrow().clone();
    shown
}

/// Starts the table's task; returns its handle.
pub fn spawn(setup: Setup, store: Store) -> Handle {
    let (tx, rx) = mpsc::channel(64);
    let (table, summary) = Table::new(setup, store, &tx);
    tokio::spawn(table.run(rx));
    Handle { tx, summary }
}

impl Table {
    /// The table of `setup`, answering on `tx`, and the receiver of its lobby summary.
    fn new(
        setup: Setup,
        store: Store,
        tx: &mpsc::Sender<Msg>,
    ) -> (Table, watch::Receiver<Summary>) {
        let (updates, _) = broadcast::channel(16);
        let players = setup.seats.len();
        let chairs = setup
            .seats
            .into_iter()
            .map(|s| Chair {
                name: s.name,
                token: s.token,
                agent: s.agent,
                waiting: None,
                deciding: None,
                unchanged_since: None,
                bank_used: Duration::from_millis(s.bank_used_ms),
                bot: None,
                seen: Vec::new(),
                restart: false,
                failed: 0,
            })
            .collect();
        let mut table = Table {
            id: setup.id,
            info: setup.info,
            game: setup.game,
            key: setup.key,
            options: setup.options,
            chairs,
            abandon_after: setup.abandon_after.map(Duration::from_secs),
            turn_clock: setup.turn_clock.map(Duration::from_secs),
            time_bank: setup.time_bank.map(Duration::from_secs),
            seq: setup.seq,
            log: Vec::new(),
            log_dropped: vec![0; players + 1],
            thinking: SeatSet::EMPTY,
            retry: None,
            failures: 0,
            store,
            updates,
            summary: watch::channel(placeholder()).0,
            me: tx.downgrade(),
        };
        let (summary, summary_rx) = watch::channel(table.make_summary());
        table.summary = summary;
        table.keep_log(setup.log);
        (table, summary_rx)
    }
}

fn placeholder() -> Summary {
    Summary {
        id: String::new(),
        game: "",
        name: "",
        options: Options::default(),
        seats: Vec::new(),
        seq: 0,
        turn: ToMove::Over,
        over: false,
    }
}

/// Compares secrets in time that does not depend on where they differ.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

impl Table {
    async fn run(mut self, mut rx: mpsc::Receiver<Msg>) {
        // A game stored before its chance was dealt (a stop between the two writes) deals now.
        self.deal().await;
        self.after_change();
        loop {
            let deadline = [
                self.next_abandonment(),
                self.next_clock(),
                self.next_bank(),
                self.retry,
            ]
            .into_iter()
            .flatten()
            .min();
            let msg = tokio::select! {
                msg = rx.recv() => match msg {
                    Some(msg) => msg,
                    None => return,
                },
                () = sleep_until(deadline) => {
                    self.abandon_overdue().await;
                    self.bank_overdue().await;
                    self.clock_overdue().await;
                    self.retry_overdue().await;
                    continue;
                }
            };
            self.handle(msg).await;
        }
    }

    async fn handle(&mut self, msg: Msg) {
        match msg {
            Msg::Snapshot { who, lang, reply } => {
                let started = timings::start();
                let answer = self
                    .observer(&who)
                    .and_then(|observer| self.snapshot(observer, 0, lang));
                timings::done(Stage::Snapshot, started);
                let _ = reply.send(answer);
            }
            Msg::View {
                observer,
                log_from,
                lang,
                reply,
            } => {
                let started = timings::start();
                let answer = self.snapshot(observer, log_from, lang);
                timings::done(Stage::Snapshot, started);
                let _ = reply.send(answer);
            }
            Msg::Act {
                token,
                seq,
                action,
                lang,
                reply,
            } => {
                let started = timings::start();
                let answer = self.act(&token, seq, &action, &lang).await;
                timings::done(Stage::Table, started);
                let _ = reply.send(answer);
            }
            Msg::Watch { who, reply } => {
                let answer = self.observer(&who).map(|o| (o, self.updates.subscribe()));
                let _ = reply.send(answer);
            }
            Msg::Record { reply } => {
                let _ = reply.send(self.record());
            }
            Msg::Terms { lang, reply } => {
                let _ = reply.send(speech::terms(&*self.game, &lang));
            }
            Msg::Board { who, lang, reply } => {
                let answer = self
                    .observer(&who)
                    .map(|observer| speech::board(&*self.game, observer, &lang));
                let _ = reply.send(answer);
            }
            Msg::BotMove {
                seat,
                seq,
                choice,
                bot,
            } => {
                self.thinking.remove(seat);
                let chair = &mut self.chairs[seat.index()];
                if chair.agent.is_some() && !std::mem::take(&mut chair.restart) {
                    chair.bot = Some(bot);
                }
                if !self.unchanged_for(seat, seq) || self.chairs[seat.index()].agent.is_none() {
                    // The game moved on in a way the seat sees while the bot thought: it
                    // thinks again.
                    self.ask_bots();
                    return;
                }
                let result = match choice {
                    Ok(action) => self.commit(seat, &action, &None).await.map(|_| ()),
                    Err(e) => Err(ApiError::from(e)),
                };
                if let Err(e) = result {
                    eprintln!(
                        "game {}: the bot at {seat} could not act: {}",
                        self.id, e.message
                    );
                    self.chairs[seat.index()].failed += 1;
                    self.try_again();
                }
            }
        }
    }

    /// The observer a token names; no token is a spectator.
    fn observer(&self, who: &Who) -> Result<Observer, ApiError> {
        match who {
            Who::Spectator => Ok(Observer::Spectator),
            Who::Token(token) => self
                .chairs
                .iter()
                .position(|c| same_secret(&c.token, token))
                .and_then(Seat::new)
                .map(Observer::Seat)
                .ok_or_else(ApiError::bad_token),
        }
    }

    /// Everything `observer` may know now, in `lang`, as JSON text, with the number of log
    /// entries in it; or, when it asks for entries the table no longer keeps, all but the log,
    /// for its caller to read the log back from the record.
    fn snapshot(
        &self,
        observer: Observer,
        log_from: usize,
        lang: Lang,
    ) -> Result<Pending, ApiError> {
        let game = &self.game;
        let turn = game.to_move();
        // The view and the legal actions written straight from the game's types.
        let (mut view, mut actions) = (Vec::with_capacity(4096), Vec::with_capacity(1024));
        if game
            .write_view(observer, lang.as_deref(), &mut view, &mut actions)
            .is_err()
        {
            (view, actions) = (b"null".to_vec(), b"[]".to_vec());
        }
        let raw = |json: Vec<u8>| {
            String::from_utf8(json)
                .ok()
                .and_then(|text| RawValue::from_string(text).ok())
                .ok_or_else(|| ApiError::internal("the view does not write as JSON"))
        };
        let (turn_clock, clock_left_ms) = match self.turn_clock {
            // Each person's time left for the decision at hand, in milliseconds (null: none).
            Some(clock) => {
                let now = Instant::now();
                let left = self
                    .chairs
                    .iter()
                    .map(|c| {
                        c.deciding
                            .map(|since| (since + clock).saturating_duration_since(now).as_millis())
                    })
                    .collect();
                (Some(clock.as_secs()), Some(left))
            }
            None => (None, None),
        };
        let bank_left_ms = self.time_bank.map(|bank| {
            let now = Instant::now();
            self.chairs
                .iter()
                .map(|c| {
                    let deciding = c.deciding.map_or(Duration::ZERO, |since| now - since);
                    c.agent
                        .is_none()
                        .then(|| bank.saturating_sub(c.bank_used + deciding).as_millis())
                })
                .collect()
        });
        let over = turn.is_over();
        let head = Head {
            id: self.id.clone(),
            game: self.info.id,
            name: self.info.name,
            options: self.options.clone(),
            seq: self.seq,
            you: observer,
            seats: self.seat_summaries(),
            turn,
            view: raw(view)?,
            actions: raw(actions)?,
            over,
            turn_clock,
            clock_left_ms,
            time_bank: self.time_bank.map(|b| b.as_secs()),
            bank_left_ms,
            scores: over.then(|| game.scores()),
            ranking: over.then(|| game.ranking()),
            participants: over.then(|| game.participants()),
        };
        let dropped = self.log_dropped[self.observer_index(observer)];
        if log_from < dropped {
            // Entries no longer kept: read back from the record, off this task.
            return Ok(Pending::Replay(Box::new(Replay {
                head,
                observer,
                log_from,
                lang,
                game_id: self.id.clone(),
                info: self.info.clone(),
                players: self.game.players(),
                options: self.options.clone(),
                seq: self.seq,
            })));
        }
        let log: Vec<std::borrow::Cow<Entry>> = self
            .log
            .iter()
            .filter(|e| e.audience.admits(observer))
            .skip(log_from - dropped)
            .map(|e| speech::entry(&**game, e, &lang))
            .collect();
        head.with_log(log_from, &log).map(Pending::Ready)
    }

    /// Where `observer`'s count of dropped entries is kept.
    fn observer_index(&self, observer: Observer) -> usize {
        match observer {
            Observer::Seat(seat) => seat.index(),
            Observer::Spectator => self.chairs.len(),
        }
    }

    /// Adds `entries` to the log kept in memory, dropping the oldest past `LOG_KEPT`.
    fn keep_log(&mut self, entries: Vec<Entry>) {
        self.log.extend(entries);
        if self.log.len() <= 2 * LOG_KEPT {
            return;
        }
        let drop = self.log.len() - LOG_KEPT;
        let players = self.chairs.len();
        for entry in self.log.drain(..drop) {
            for (i, dropped) in self.log_dropped.iter_mut().enumerate() {
                let observer = if i < players {
                    Observer::Seat(Seat(i as u8))
                } else {
                    Observer::Spectator
                };
                if entry.audience.admits(observer) {
                    *dropped += 1;
                }
            }
        }
    }

    fn seat_summaries(&self) -> Vec<SeatSummary> {
        self.chairs
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let seat = Seat(i as u8);
                SeatSummary {
                    seat,
                    name: c.name.clone(),
                    title: self.game.seat_name(seat),
                    bot: c.agent.clone(),
                }
            })
            .collect()
    }

    fn make_summary(&self) -> Summary {
        let turn = self.game.to_move();
        Summary {
            id: self.id.clone(),
            game: self.info.id,
            name: self.info.name,
            options: self.options.clone(),
            seats: self.seat_summaries(),
            seq: self.seq,
            turn,
            over: turn.is_over(),
        }
    }

    /// A person's action, through its token, for sequence `seq`.
    async fn act(
        &mut self,
        token: &str,
        seq: u64,
        action: &Value,
        lang: &Lang,
    ) -> Result<Acted, ApiError> {
        let seat = match self.observer(&Who::Token(token.to_string()))? {
            Observer::Seat(seat) => seat,
            Observer::Spectator => return Err(ApiError::spectator()),
        };
        if let Some(agent) = &self.chairs[seat.index()].agent {
            return Err(ApiError::new(
                axum::http::StatusCode::CONFLICT,
                "bot_seat",
                format!("a bot ({agent}) plays this seat now"),
            ));
        }
        if !self.unchanged_for(seat, seq) {
            return Err(ApiError::stale(seq, self.seq));
        }
        let at = self.seq;
        let seq = self.commit(seat, action, lang).await?;
        Ok(Acted { at, seq })
    }

    /// Whether an action of `seat` chosen at sequence `seq` was chosen on what the seat sees
    /// now: `seq` is the game's, or the seat owed the decision at hand at `seq` and has seen
    /// nothing happen since but other seats acting unseen (in a simultaneous choice, which
    /// their choices cannot change).
    fn unchanged_for(&self, seat: Seat, seq: u64) -> bool {
        seq == self.seq
            || self.chairs[seat.index()]
                .unchanged_since
                .is_some_and(|since| since <= seq && seq < self.seq)
    }

    /// Applies `seat`'s action and the chance that follows, commits them, then tells.
    async fn commit(&mut self, seat: Seat, action: &Value, lang: &Lang) -> Result<u64, ApiError> {
        let mut log = Log::recording();
        let before = self.game.clone_box();
        let applied = match guarded(|| self.game.apply_json(Actor::Seat(seat), action, &mut log)) {
            Ok(applied) => applied.map_err(|e| ApiError::worded(e, &*before, lang))?,
            Err(e) => {
                self.game = before;
                return Err(e);
            }
        };
        let seen = self.observations(&*before, applied.by, &applied.action);
        // The seats that learn only that this seat acted.
        let unseen = seen
            .iter()
            .filter(|(to, _, action)| *to != seat && action.is_none())
            .fold(SeatSet::EMPTY, |set, (to, _, _)| set.with(*to));
        let steps = vec![Step {
            by: applied.by,
            action: applied.action,
        }];
        // A person's time bank spends the time the decision took, written with the action.
        let chair = &self.chairs[seat.index()];
        let used = match (self.time_bank, chair.deciding) {
            (Some(_), Some(since)) if chair.agent.is_none() => {
                Some(chair.bank_used + since.elapsed())
            }
            _ => None,
        };
        let bank_used = used.map(|u| (seat, u.as_millis().min(u128::from(u64::MAX)) as u64));
        if let Err(e) = self.advance(steps, seen, unseen, bank_used, &mut log).await {
            self.game = before;
            return Err(e);
        }
        let chair = &mut self.chairs[seat.index()];
        chair.deciding = None;
        chair.failed = 0;
        if let Some(used) = used {
            chair.bank_used = used;
        }
        self.after_change();
        Ok(self.seq)
    }

    /// Deals chance while it decides and commits the deals (nothing when chance does not decide).
    async fn advance_chance(&mut self) -> Result<(), ApiError> {
        let mut log = Log::recording();
        self.advance(Vec::new(), Vec::new(), SeatSet::EMPTY, None, &mut log)
            .await
    }

    /// Deals chance while it decides, then commits `steps` and the deals as one write and
    /// keeps their log; then tells the bots what their seats observed of them (`seen`: of
    /// `steps`, every seat's). `unseen`: the seats that saw nothing of `steps` but that a seat
    /// acted (which a deal undoes). On error the caller restores the game.
    async fn advance(
        &mut self,
        mut steps: Vec<Step>,
        mut seen: Vec<(Seat, Actor, Option<Value>)>,
        unseen: SeatSet,
        bank_used: Option<(Seat, u64)>,
        log: &mut Log,
    ) -> Result<(), ApiError> {
        let bots = self.chairs.iter().any(|c| c.agent.is_some());
        let given = steps.len();
        while self.game.to_move() == ToMove::Chance {
            let mut dealer = self.key.at(self.seq + steps.len() as u64);
            let before = bots.then(|| self.game.clone_box());
            let dealt = guarded(|| self.game.deal(&mut dealer, log))??;
            if let Some(before) = before {
                seen.extend(self.observations(&*before, dealt.by, &dealt.action));
            }
            steps.push(Step {
                by: dealt.by,
                action: dealt.action,
            });
        }
        if steps.is_empty() {
            return Ok(());
        }
        let added = steps.len() as u64;
        let chance_dealt = steps.len() > given;
        let started = timings::start();
        self.store
            .write(Write::Append {
                game_id: self.id.clone(),
                seq: self.seq,
                steps,
                over: self.game.to_move().is_over(),
                bank_used,
            })
            .await?;
        timings::done(Stage::Commit, started);
        self.seq += added;
        self.failures = 0;
        self.keep_log(log.take());
        for (i, chair) in self.chairs.iter_mut().enumerate() {
            if chance_dealt || !unseen.contains(Seat(i as u8)) {
                chair.unchanged_since = None;
            }
        }
        for (seat, actor, action) in seen {
            let chair = &mut self.chairs[seat.index()];
            if chair.agent.is_none() {
                continue;
            }
            if chair.seen.len() < SEEN_MAX {
                chair.seen.push((actor, action));
            } else {
                chair.seen.clear();
                chair.bot = None;
                chair.restart = true;
            }
        }
        Ok(())
    }

    /// What each seat observes of `actor` taking `action` in `before` (the state before it).
    fn observations(
        &self,
        before: &dyn AnyGame,
        actor: Actor,
        action: &Value,
    ) -> Vec<(Seat, Actor, Option<Value>)> {
        let mut out = Vec::new();
        for i in 0..self.chairs.len() {
            let seat = Seat(i as u8);
            match agents::observed(before, actor, action, seat) {
                Ok(action) => out.push((seat, actor, action)),
                Err(e) => eprintln!("game {}: {seat} cannot observe an action: {e}", self.id),
            }
        }
        out
    }

    /// After a change: the lobby's summary, the watchers, the clocks, the bots.
    fn after_change(&mut self) {
        self.summary.send_replace(self.make_summary());
        let _ = self.updates.send(self.seq);
        let owing = self.game.to_move().seats();
        let now = Instant::now();
        for (i, chair) in self.chairs.iter_mut().enumerate() {
            let owes = owing.contains(Seat(i as u8)) && chair.agent.is_none();
            chair.waiting = match (owes, chair.waiting) {
                (true, Some(since)) => Some(since),
                (true, None) => Some(now),
                (false, _) => None,
            };
            chair.deciding = if owes {
                chair.deciding.or(Some(now))
            } else {
                None
            };
        }
        let seq = self.seq;
        for (i, chair) in self.chairs.iter_mut().enumerate() {
            chair.unchanged_since = match owing.contains(Seat(i as u8)) {
                true => chair.unchanged_since.or(Some(seq)),
                false => None,
            };
        }
        self.ask_bots();
    }

    /// Lets every bot that owes a decision think, off the async runtime.
    fn ask_bots(&mut self) {
        let owing = self.game.to_move().seats();
        for seat in owing.iter() {
            let Some(name) = self.chairs[seat.index()].agent.clone() else {
                continue;
            };
            // A bot whose moves failed waits for the table's next try (`retry_overdue`).
            let failed = self.chairs[seat.index()].failed;
            if self.thinking.contains(seat)
                || self.retry.is_some()
                || failed >= BOT_FAILURES_TO_RANDOM
            {
                continue;
            }
            let Some(me) = self.me.upgrade() else {
                return;
            };
            let chair = &mut self.chairs[seat.index()];
            let bot = chair.bot.take().or_else(|| {
                // A fresh bot knows nothing of what was observed before it.
                chair.seen.clear();
                chair.restart = false;
                agents::agent(&name)
                    .and_then(|a| a.seat(self.info.id))
                    .map(Box::new)
            });
            let Some(mut bot) = bot else {
                eprintln!("game {}: no agent called {name}", self.id);
                continue;
            };
            let seen = std::mem::take(&mut chair.seen);
            self.thinking.insert(seat);
            let game = self.game.clone_box();
            let seq = self.seq;
            let mut dealer = Dealer::keyed(&self.key, BOT_STREAM | (seq << 3) | u64::from(seat.0));
            tokio::task::spawn_blocking(move || {
                let choice = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    for (actor, action) in &seen {
                        bot.observe(*actor, action.as_ref())?;
                    }
                    bot.choose(&*game, seat, &mut dealer)
                }))
                .unwrap_or_else(|_| Err(Error::Stuck(format!("the bot at {seat} failed"))));
                let _ = me.blocking_send(Msg::BotMove {
                    seat,
                    seq,
                    choice,
                    bot,
                });
            });
        }
    }

    fn next_abandonment(&self) -> Option<Instant> {
        let after = self.abandon_after?;
        self.chairs
            .iter()
            .filter_map(|c| c.waiting)
            .min()
            .map(|since| since + after)
    }

    fn next_clock(&self) -> Option<Instant> {
        let clock = self.turn_clock?;
        self.chairs
            .iter()
            .filter_map(|c| c.deciding)
            .min()
            .map(|since| since + clock)
    }

    /// When the first person's time bank runs out, counting the decision at hand (none while
    /// a seat that could not be handed to a bot waits for the table's next try).
    fn next_bank(&self) -> Option<Instant> {
        let bank = self.time_bank?;
        if self.retry.is_some() {
            return None;
        }
        self.chairs
            .iter()
            .filter(|c| c.agent.is_none())
            .filter_map(|c| {
                c.deciding
                    .map(|since| since + bank.saturating_sub(c.bank_used))
            })
            .min()
    }

    /// A random bot takes every seat whose person spent their time bank.
    async fn bank_overdue(&mut self) {
        let Some(bank) = self.time_bank else {
            return;
        };
        let now = Instant::now();
        let mut handed = false;
        for i in 0..self.chairs.len() {
            let chair = &self.chairs[i];
            let spent = chair
                .deciding
                .is_some_and(|since| chair.bank_used + (now - since) >= bank);
            if chair.agent.is_none() && spent {
                if self.hand_to_bot(i, now).await {
                    handed = true;
                } else {
                    self.try_again();
                }
            }
        }
        if handed {
            self.after_change();
        }
    }

    /// A random bot takes seat `i` for the rest of the game (stored with it); whether it did.
    async fn hand_to_bot(&mut self, i: usize, now: Instant) -> bool {
        let seat = Seat(i as u8);
        let write = Write::SeatAgent {
            game_id: self.id.clone(),
            seat,
            agent: Some("random".into()),
        };
        match self.store.write(write).await {
            Ok(()) => {
                self.chairs[i].agent = Some("random".into());
                self.chairs[i].waiting = None;
                true
            }
            Err(e) => {
                eprintln!("game {}: cannot hand {seat} to a bot: {e}", self.id);
                self.chairs[i].waiting = Some(now);
                false
            }
        }
    }

    /// A random move is made for every person whose turn clock ran out (the seat stays theirs).
    async fn clock_overdue(&mut self) {
        let Some(clock) = self.turn_clock else {
            return;
        };
        let now = Instant::now();
        for i in 0..self.chairs.len() {
            let chair = &self.chairs[i];
            let overdue = chair.deciding.is_some_and(|since| since + clock <= now);
            if chair.agent.is_some() || !overdue {
                continue;
            }
            let seat = Seat(i as u8);
            if let Err(e) = self.random_move(seat).await {
                eprintln!(
                    "game {}: no move for {seat} when its clock ran out: {}",
                    self.id, e.message
                );
                self.chairs[i].deciding = Some(now);
            }
        }
    }

    /// A move for `seat` by the random agent, committed.
    async fn random_move(&mut self, seat: Seat) -> Result<(), ApiError> {
        let mut dealer = Dealer::keyed(&self.key, BOT_STREAM | (self.seq << 3) | u64::from(seat.0));
        let action = match agents::agent("random") {
            Some(agent) => guarded(|| agent.choose(&*self.game, seat, &mut dealer))??,
            None => return Err(ApiError::internal("no random agent")),
        };
        self.commit(seat, &action, &None).await.map(|_| ())
    }

    /// Deals chance if it decides (at the table's start, or again after a deal that did not
    /// commit); a failure is tried again later.
    async fn deal(&mut self) {
        let before = self.game.clone_box();
        if let Err(e) = self.advance_chance().await {
            eprintln!("game {}: cannot deal chance: {}", self.id, e.message);
            self.game = before;
            self.try_again();
        }
    }

    /// Schedules the next try of what did not commit, after a pause that doubles with each
    /// failure in a row.
    fn try_again(&mut self) {
        let pause = RETRY_FIRST
            .saturating_mul(1 << self.failures.min(16))
            .min(RETRY_MAX);
        self.failures += 1;
        self.retry = Some(Instant::now() + pause);
    }

    /// Tries again what did not commit: chance's deal, then each bot that owes a decision
    /// (by the random agent once it failed [`BOT_FAILURES_TO_RANDOM`] times there). A game
    /// whose store fails waits; it goes on once the store takes writes again.
    async fn retry_overdue(&mut self) {
        if self.retry.is_none_or(|at| at > Instant::now()) {
            return;
        }
        self.retry = None;
        if self.game.to_move() == ToMove::Chance {
            self.deal().await;
            if self.retry.is_some() {
                return;
            }
            self.after_change();
        }
        let seq = self.seq;
        for seat in self.game.to_move().seats().iter() {
            let chair = &self.chairs[seat.index()];
            // A bot that failed fewer times thinks again (`ask_bots`).
            if chair.agent.is_none()
                || chair.failed < BOT_FAILURES_TO_RANDOM
                || self.thinking.contains(seat)
                || self.seq != seq
            {
                continue;
            }
            if let Err(e) = self.random_move(seat).await {
                eprintln!(
                    "game {}: no move for the bot at {seat}: {}",
                    self.id, e.message
                );
                self.chairs[seat.index()].failed += 1;
                self.try_again();
                return;
            }
        }
        self.ask_bots();
    }

    /// A bot takes every seat whose person kept a decision past the creator's limit.
    async fn abandon_overdue(&mut self) {
        let Some(after) = self.abandon_after else {
            return;
        };
        let now = Instant::now();
        for i in 0..self.chairs.len() {
            let overdue = self.chairs[i]
                .waiting
                .is_some_and(|since| since + after <= now);
            if overdue {
                self.hand_to_bot(i, now).await;
            }
        }
        self.after_change();
    }

    /// The finished game's record but its actions (which the caller reads from the store,
    /// off this task), and how many there are.
    fn record(&self) -> Result<(Record, u64), ApiError> {
        if !self.game.to_move().is_over() {
            return Err(ApiError::not_over());
        }
        let record = Record {
            format: RECORD_FORMAT,
            game: self.info.id.to_string(),
            rules: self.info.rules_version,
            players: self.game.players(),
            options: self.options.clone(),
            seed: None,
            actions: Vec::new(),
            scores: Some(self.game.scores()),
        };
        Ok((record, self.seq))
    }
}

/// Runs a step of the game's rules; a defect that panics there is a refusal, not a lost table
/// (the caller restores the state from before the step).
fn guarded<T>(step: impl FnOnce() -> T) -> Result<T, ApiError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(step)).map_err(|_| {
        ApiError::internal(
            "the game failed on this action (a defect in cathedra; please report it); \
             the game is as it was before",
        )
    })
}

async fn sleep_until(deadline: Option<Instant>) {
    match deadline {
        Some(at) => tokio::time::sleep_until(at.into()).await,
        None => std::future::pending().await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{self, Durability};

    /// A table of Castle for two people, its game created in `store`.
    async fn two_people(store: &Store, id: &str) -> (Table, mpsc::Sender<Msg>) {
        let info = cathedra_games::games()
            .into_iter()
            .find(|g| g.id == "castle-for-all-seasons")
            .unwrap();
        let game = (info.new)(2, &Options::default()).unwrap();
        let seats: Vec<SeatRow> = ["ann", "ben"]
            .into_iter()
            .map(|name| SeatRow {
                name: name.into(),
                token: name.into(),
                agent: None,
                bank_used_ms: 0,
            })
            .collect();
        let key = DealerKey::from_seed(5);
        store
            .write(Write::Create(Box::new(crate::store::NewGame {
                id: id.into(),
                game: info.id.into(),
                rules: info.rules_version,
                options: Options::default(),
                key: key.clone(),
                abandon_after: None,
                turn_clock: None,
                time_bank: None,
                seats: seats.clone(),
            })))
            .await
            .unwrap();
        let (tx, _rx) = mpsc::channel(64);
        let setup = Setup {
            id: id.into(),
            info,
            game,
            log: Vec::new(),
            seq: 0,
            key,
            options: Options::default(),
            seats,
            abandon_after: None,
            turn_clock: None,
            time_bank: None,
        };
        let (mut table, _) = Table::new(setup, store.clone(), &tx);
        table.advance_chance().await.unwrap();
        (table, tx)
    }

    /// One person's first legal action, taken.
    async fn act_once(table: &mut Table) {
        let seat = table.game.to_move().seats().iter().next().unwrap();
        let token = ["ann", "ben"][seat.index()];
        let action = table.game.choices(seat)[0].action.clone();
        table.act(token, table.seq, &action, &None).await.unwrap();
    }

    /// A snapshot that asks for log entries the table no longer keeps is handed back unfinished
    /// (the table reads no record and replays nothing); finished later, off the table and after
    /// the game moved on, its log is the log of the game at the snapshot's own sequence, read
    /// back from the record: the same log as the pushes carried.
    #[tokio::test]
    async fn a_full_log_is_read_back_off_the_table_at_the_snapshots_own_sequence() {
        let path = std::env::temp_dir().join(format!("cathedra-table-log-{}", std::process::id()));
        let (store, _) = store::open(&path, Durability::Process).unwrap();
        let (mut table, _tx) = two_people(&store, "long").await;
        let spectator = table.chairs.len();
        // What a spectator's pushes carried, kept before the table drops it.
        let mut pushed: Vec<Value> = Vec::new();
        while table.log_dropped[spectator] == 0 {
            let had = pushed.len();
            let Pending::Ready(now) = table.snapshot(Observer::Spectator, had, None).unwrap()
            else {
                panic!("entries the table keeps are given at once");
            };
            let now: Value = serde_json::from_str(&now.json).unwrap();
            pushed.extend(now["log"].as_array().unwrap().iter().cloned());
            act_once(&mut table).await;
        }
        let Pending::Ready(last) = table
            .snapshot(Observer::Spectator, table.log_dropped[spectator], None)
            .unwrap()
        else {
            panic!("entries the table keeps are given at once");
        };
        let Pending::Replay(whole) = table.snapshot(Observer::Spectator, 0, None).unwrap() else {
            panic!("entries the table dropped are read back off the table");
        };
        let seq = table.seq;
        for _ in 0..5 {
            act_once(&mut table).await;
        }
        assert!(table.seq > seq);
        drop(table);
        let whole: Value =
            serde_json::from_str(&Pending::Replay(whole).finish(&store).await.unwrap().json)
                .unwrap();
        assert_eq!(
            whole["seq"], seq,
            "the snapshot is of the game when it was asked for"
        );
        let log = whole["log"].as_array().unwrap();
        let last: Value = serde_json::from_str(&last.json).unwrap();
        let kept = last["log"].as_array().unwrap();
        assert!(log.len() > pushed.len());
        assert_eq!(
            &log[..pushed.len()],
            &pushed[..],
            "the older entries as pushed"
        );
        assert_eq!(
            &log[log.len() - kept.len()..],
            &kept[..],
            "the latest as the table keeps them"
        );
        assert_eq!(whole.get("log_from"), None);
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }

    /// A bot's choice made while a person chose face down in the same simultaneous choice
    /// (CAS-4.3) is committed as it comes back: nothing its seat sees changed. One made before
    /// a change its seat saw (its own choice) is not: the bot thinks again.
    #[tokio::test]
    async fn a_bots_choice_made_while_a_person_chose_face_down_stands() {
        let path = std::env::temp_dir().join(format!("cathedra-table-bot-{}", std::process::id()));
        let (store, _) = store::open(&path, Durability::Process).unwrap();
        let (mut table, _tx) = two_people(&store, "unseen").await;
        table.chairs[1].agent = Some("random".into());
        // As the table starts: both seats owe their choice from here.
        table.after_change();
        let asked = table.seq;
        let bot = || {
            Box::new(
                agents::agent("random")
                    .unwrap()
                    .seat(table.info.id)
                    .unwrap(),
            )
        };
        let choice = table.game.choices(Seat(1))[0].action.clone();
        act_once(&mut table).await;
        assert_eq!(table.seq, asked + 1, "the person chose at once");
        table
            .handle(Msg::BotMove {
                seat: Seat(1),
                seq: asked,
                choice: Ok(choice.clone()),
                bot: bot(),
            })
            .await;
        assert_eq!(table.seq, asked + 2, "the bot's choice stands");
        let steps = table.store.actions("unseen", u64::MAX).await.unwrap();
        assert_eq!(steps.last().unwrap().by, Actor::Seat(Seat(1)));
        assert_eq!(steps.last().unwrap().action, choice);
        // Its second card (CAS-4.1), chosen before its first was committed: stale.
        let second = table.game.choices(Seat(1))[0].action.clone();
        table
            .handle(Msg::BotMove {
                seat: Seat(1),
                seq: asked,
                choice: Ok(second),
                bot: bot(),
            })
            .await;
        assert_eq!(table.seq, asked + 2, "a choice on an outdated view waits");
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }

    /// A bot seat's table tells its bot every decision as the seat observes it, in the order
    /// of play (chance's deals included), and only decisions that were committed.
    #[tokio::test]
    async fn a_bot_seat_is_told_every_committed_decision_as_its_seat_observes_it() {
        let path = std::env::temp_dir().join(format!("cathedra-table-{}", std::process::id()));
        let (store, _) = store::open(&path, Durability::Process).unwrap();
        let info = cathedra_games::games()
            .into_iter()
            .find(|g| g.id == "castle-for-all-seasons")
            .unwrap();
        let game = (info.new)(2, &Options::default()).unwrap();
        let seats = vec![
            SeatRow {
                name: "Ann".into(),
                token: "ann".into(),
                agent: None,
                bank_used_ms: 0,
            },
            SeatRow {
                name: "Bot".into(),
                token: "bot".into(),
                agent: Some("easy".into()),
                bank_used_ms: 0,
            },
        ];
        let key = DealerKey::from_seed(11);
        store
            .write(Write::Create(Box::new(crate::store::NewGame {
                id: "t".into(),
                game: info.id.into(),
                rules: info.rules_version,
                options: Options::default(),
                key: key.clone(),
                abandon_after: None,
                turn_clock: None,
                time_bank: None,
                seats: seats.clone(),
            })))
            .await
            .unwrap();
        let (tx, _rx) = mpsc::channel(64);
        let setup = Setup {
            id: "t".into(),
            info,
            game,
            log: Vec::new(),
            seq: 0,
            key,
            options: Options::default(),
            seats,
            abandon_after: None,
            turn_clock: None,
            time_bank: None,
        };
        let (mut table, _) = Table::new(setup, store, &tx);
        // No sender is left: the table asks no bot to think (which would hand it what it was
        // told), so what it was told stays to be read here.
        drop(tx);
        // The opening deals, then the person's decisions (the bot, never asked here, only
        // watches): what the bot is told is what its seat observes, step by step.
        let mut expected = Vec::new();
        let mut shadow = table.game.clone_box();
        table.advance_chance().await.unwrap();
        let mut steps = table.store.actions("t", u64::MAX).await.unwrap();
        for step in &steps {
            let seen = agents::observed(&*shadow, step.by, &step.action, Seat(1)).unwrap();
            expected.push((step.by, seen));
            shadow
                .apply_json(step.by, &step.action, &mut Log::silent())
                .unwrap();
        }
        let mut acted = 0;
        while acted < 6 && table.game.to_move().seats().contains(Seat(0)) {
            let action = table.game.choices(Seat(0))[0].action.clone();
            // A refused action tells the bot nothing.
            assert!(table
                .act("ann", table.seq + 1, &action, &None)
                .await
                .is_err());
            table.act("ann", table.seq, &action, &None).await.unwrap();
            let all = table.store.actions("t", u64::MAX).await.unwrap();
            for step in &all[steps.len()..] {
                let seen = agents::observed(&*shadow, step.by, &step.action, Seat(1)).unwrap();
                expected.push((step.by, seen));
                shadow
                    .apply_json(step.by, &step.action, &mut Log::silent())
                    .unwrap();
            }
            steps = all;
            acted += 1;
        }
        assert!(acted > 0, "the person decided");
        assert!(!expected.is_empty());
        assert_eq!(table.chairs[1].seen, expected);
        // A person's seat keeps no observations.
        assert!(table.chairs[0].seen.is_empty());
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }
}
