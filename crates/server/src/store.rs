//! The database: SQLite in WAL mode, schema migrations from `migrations/` applied in order by
//! `PRAGMA user_version`, and one writer thread that commits what the games send it. Each
//! write is one transaction; writes that arrive together share a commit (group commit), and
//! none is acknowledged before its commit returns. Reads (a game's record) run on connections
//! of their own on tokio's blocking pool, never on the writer's thread: in WAL mode a reader
//! sees every commit made before its read began and never holds up a commit.

use std::path::{Path, PathBuf};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::Duration;

use cathedra_core::{Actor, DealerKey, Options, Seat, Step};
use rusqlite::{params, Connection, OpenFlags, OptionalExtension, TransactionBehavior};
use tokio::sync::oneshot;

use crate::error::StoreError;
use crate::timings::{self, Stage};

/// The migrations, in order: migration `i` takes the schema from version `i` to `i + 1`.
const MIGRATIONS: &[&str] = &[
    include_str!("../migrations/001_games.sql"),
    include_str!("../migrations/002_turn_clock.sql"),
    include_str!("../migrations/003_time_bank.sql"),
];

/// The most writes committed together.
const GROUP_MAX: usize = 256;

/// How often the checkpointer copies the WAL's committed pages into the database.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(250);

/// WAL pages (4 KiB each) past which the checkpointer holds the writer back for one checkpoint
/// that finishes, so the WAL starts again from its beginning instead of growing.
const WAL_PAGES_MAX: i64 = 8192;

/// When a commit counts as done (SQLite's `synchronous` in WAL mode).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Durability {
    /// `synchronous=NORMAL`: a commit returns once its WAL frames are written to the
    /// operating system, without waiting for the disk. A killed server (`kill -9`) loses
    /// nothing acknowledged; an operating-system crash or power loss can lose the last
    /// commits (never corrupt the database). The WAL is synced at each checkpoint.
    #[default]
    Process,
    /// `synchronous=FULL`: the WAL is synced to the disk at every commit, so an acknowledged
    /// action also survives a power loss; each commit waits for the disk.
    Disk,
}

impl Durability {
    fn pragma(self) -> &'static str {
        match self {
            Durability::Process => "NORMAL",
            Durability::Disk => "FULL",
        }
    }
}

/// A game as it was created.
#[derive(Debug, Clone)]
pub struct NewGame {
    pub id: String,
    pub game: String,
    pub rules: u32,
    pub options: Options,
    pub key: DealerKey,
    pub abandon_after: Option<u64>,
    /// Seconds a person has for each decision before a random move is made for it.
    pub turn_clock: Option<u64>,
    /// Seconds each person has for all their decisions in the game.
    pub time_bank: Option<u64>,
    pub seats: Vec<SeatRow>,
}

/// One seat: its name, its secret, and its bot's agent if a bot sits there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatRow {
    pub name: String,
    pub token: String,
    pub agent: Option<String>,
    /// Milliseconds of the time bank the seat has used.
    pub bank_used_ms: u64,
}

/// A stored game, read back at start.
#[derive(Debug)]
pub struct StoredGame {
    pub new: NewGame,
    pub actions: Vec<Step>,
}

/// One write: a game created, or actions appended (from `seq` on), or a seat changing hands.
#[derive(Debug)]
pub enum Write {
    Create(Box<NewGame>),
    Append {
        game_id: String,
        seq: u64,
        steps: Vec<Step>,
        over: bool,
        /// A seat's time bank used so far (ms), written with its action.
        bank_used: Option<(Seat, u64)>,
    },
    SeatAgent {
        game_id: String,
        seat: Seat,
        agent: Option<String>,
    },
}

/// Counters of what the writer did (for the load report).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct WriteStats {
    pub commits: u64,
    pub writes: u64,
    pub actions: u64,
}

enum Job {
    Write(Write, oneshot::Sender<Result<(), StoreError>>),
    Stats(oneshot::Sender<WriteStats>),
}

/// The most idle read connections kept open for the next reads.
const READERS_KEPT: usize = 4;

/// The connections reads run on, opened as they are needed.
struct Readers {
    path: PathBuf,
    idle: Mutex<Vec<Connection>>,
}

impl Readers {
    /// Runs `read` on an idle connection (or a new one), then keeps it for the next read.
    fn with<T>(
        &self,
        read: impl FnOnce(&Connection) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let idle = self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let conn = match idle {
            Some(conn) => conn,
            None => {
                let conn = Connection::open_with_flags(
                    &self.path,
                    OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
                )?;
                conn.busy_timeout(Duration::from_secs(5))?;
                conn
            }
        };
        let result = read(&conn);
        let mut idle = self.idle.lock().unwrap_or_else(|e| e.into_inner());
        if idle.len() < READERS_KEPT {
            idle.push(conn);
        }
        result
    }
}

/// The handle the games write and read through.
#[derive(Clone)]
pub struct Store {
    jobs: mpsc::Sender<Job>,
    readers: Arc<Readers>,
}

/// Opens (creating if need be) the database at `path`, migrates it, and reads every game.
pub fn open(path: &Path, durability: Durability) -> Result<(Store, Vec<StoredGame>), StoreError> {
    open_gated(path, durability).map(|(store, games, _)| (store, games))
}

/// [`open`], and the gate the writer holds while it commits (a test holding it holds every
/// commit back).
#[allow(clippy::type_complexity)]
fn open_gated(
    path: &Path,
    durability: Durability,
) -> Result<(Store, Vec<StoredGame>, Arc<Mutex<()>>), StoreError> {
    let mut conn = Connection::open(path)?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", durability.pragma())?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    // Checkpoints run on their own thread (below), never inside a commit.
    conn.pragma_update(None, "wal_autocheckpoint", 0)?;
    migrate(&mut conn)?;
    let games = read_games(&conn, None)?;
    let readers = Arc::new(Readers {
        path: path.to_path_buf(),
        idle: Mutex::new(Vec::new()),
    });
    let checkpoints = Connection::open(path)?;
    checkpoints.pragma_update(None, "synchronous", durability.pragma())?;
    checkpoints.busy_timeout(Duration::from_secs(5))?;
    let gate = Arc::new(Mutex::new(()));
    let (jobs, rx) = mpsc::channel();
    let (alive, stopped) = mpsc::channel::<()>();
    let writer_gate = Arc::clone(&gate);
    thread::Builder::new()
        .name("cathedra-db".into())
        .spawn(move || writer(conn, rx, &writer_gate, alive))
        .map_err(|e| StoreError::Io(e.to_string()))?;
    let checkpoint_gate = Arc::clone(&gate);
    thread::Builder::new()
        .name("cathedra-checkpoint".into())
        .spawn(move || checkpointer(&checkpoints, &checkpoint_gate, &stopped))
        .map_err(|e| StoreError::Io(e.to_string()))?;
    Ok((Store { jobs, readers }, games, gate))
}

impl Store {
    /// Commits `write`; returns once it is durable.
    pub async fn write(&self, write: Write) -> Result<(), StoreError> {
        let (tx, rx) = oneshot::channel();
        self.jobs
            .send(Job::Write(write, tx))
            .map_err(|_| StoreError::Closed)?;
        rx.await.map_err(|_| StoreError::Closed)?
    }

    /// A game's first `count` actions (fewer if it has fewer), in order, read on a blocking
    /// thread of tokio's off the writer's thread.
    pub async fn actions(&self, game_id: &str, count: u64) -> Result<Vec<Step>, StoreError> {
        let (readers, id) = (Arc::clone(&self.readers), game_id.to_string());
        tokio::task::spawn_blocking(move || readers.with(|conn| read_actions(conn, &id, count)))
            .await
            .map_err(|_| StoreError::Closed)?
    }

    /// Game `id` with its record (none if there is no such game), read on a blocking thread
    /// of tokio's off the writer's thread.
    pub async fn game(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        let (readers, id) = (Arc::clone(&self.readers), id.to_string());
        tokio::task::spawn_blocking(move || {
            readers.with(|conn| Ok(read_games(conn, Some(&id))?.pop()))
        })
        .await
        .map_err(|_| StoreError::Closed)?
    }

    pub async fn stats(&self) -> Result<WriteStats, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.jobs
            .send(Job::Stats(tx))
            .map_err(|_| StoreError::Closed)?;
        rx.await.map_err(|_| StoreError::Closed)
    }
}

/// The schema version the migrations lead to.
pub fn schema_version() -> u32 {
    MIGRATIONS.len() as u32
}

fn migrate(conn: &mut Connection) -> Result<(), StoreError> {
    let version: u32 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    if version as usize > MIGRATIONS.len() {
        return Err(StoreError::Schema(format!(
            "the database has schema version {version}; this cathedra knows up to {}",
            MIGRATIONS.len()
        )));
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(version as usize) {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", (i + 1) as u32)?;
        tx.commit()?;
    }
    Ok(())
}

fn actor_text(actor: Actor) -> String {
    serde_json::to_string(&actor).expect("actors serialise")
}

/// Every game with its actions, or only game `only`.
fn read_games(conn: &Connection, only: Option<&str>) -> Result<Vec<StoredGame>, StoreError> {
    let mut games = conn.prepare_cached(
        "SELECT id, game, rules, options, dealer_key, abandon_after, turn_clock, time_bank FROM games WHERE ?1 IS NULL OR id = ?1 ORDER BY created, id",
    )?;
    let mut seats = conn.prepare_cached(
        "SELECT name, token, agent, bank_used_ms FROM seats WHERE game_id = ?1 ORDER BY seat",
    )?;
    let rows = games
        .query_map([only], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, u32>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, Vec<u8>>(4)?,
                r.get::<_, Option<u64>>(5)?,
                r.get::<_, Option<u64>>(6)?,
                r.get::<_, Option<u64>>(7)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut out = Vec::with_capacity(rows.len());
    for (id, game, rules, options, key, abandon_after, turn_clock, time_bank) in rows {
        let bad = |what: &str| StoreError::Corrupt(format!("game {id}: {what}"));
        let options: Options =
            serde_json::from_str(&options).map_err(|e| bad(&format!("options: {e}")))?;
        let key: [u8; 32] = key
            .try_into()
            .map_err(|_| bad("the dealer's key is not 32 bytes"))?;
        let seat_rows = seats
            .query_map([&id], |r| {
                Ok(SeatRow {
                    name: r.get(0)?,
                    token: r.get(1)?,
                    agent: r.get(2)?,
                    bank_used_ms: r.get(3)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let steps = read_actions(conn, &id, u64::MAX)?;
        out.push(StoredGame {
            new: NewGame {
                id,
                game,
                rules,
                options,
                key: DealerKey::from_bytes(key),
                abandon_after,
                turn_clock,
                time_bank,
                seats: seat_rows,
            },
            actions: steps,
        });
    }
    Ok(out)
}

/// Game `id`'s first `count` actions, in order.
fn read_actions(conn: &Connection, id: &str, count: u64) -> Result<Vec<Step>, StoreError> {
    let bad = |what: &str| StoreError::Corrupt(format!("game {id}: {what}"));
    let mut actions = conn.prepare_cached(
        "SELECT seq, actor, action FROM actions WHERE game_id = ?1 AND seq < ?2 ORDER BY seq",
    )?;
    let mut steps = Vec::new();
    // SQLite's integers are signed: a count past them is every action.
    let count = i64::try_from(count).unwrap_or(i64::MAX);
    let mut rows = actions.query(params![id, count])?;
    while let Some(r) = rows.next()? {
        let seq: u64 = r.get(0)?;
        if seq != steps.len() as u64 {
            return Err(bad(&format!("action {seq} follows action {}", steps.len())));
        }
        let by: Actor = serde_json::from_str(&r.get::<_, String>(1)?)
            .map_err(|e| bad(&format!("actor of action {seq}: {e}")))?;
        let action = serde_json::from_str(&r.get::<_, String>(2)?)
            .map_err(|e| bad(&format!("action {seq}: {e}")))?;
        steps.push(Step { by, action });
    }
    Ok(steps)
}

/// Copies committed WAL pages into the database every `CHECKPOINT_EVERY` without holding up
/// the writer (a passive checkpoint), until the writer stops. A checkpoint that cannot finish
/// while commits keep coming leaves the WAL growing; past `WAL_PAGES_MAX` pages one checkpoint
/// runs with the writer held back, and the next commit starts the WAL again from its beginning.
/// Checkpoint errors are left for the next round: the WAL holds every commit until then.
fn checkpointer(conn: &Connection, gate: &Mutex<()>, writer_alive: &mpsc::Receiver<()>) {
    let passive = || -> rusqlite::Result<(i64, i64)> {
        conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| {
            Ok((r.get(1)?, r.get(2)?))
        })
    };
    while let Err(mpsc::RecvTimeoutError::Timeout) = writer_alive.recv_timeout(CHECKPOINT_EVERY) {
        if let Ok((wal, _)) = passive() {
            if wal > WAL_PAGES_MAX {
                let _held = gate.lock().unwrap_or_else(|e| e.into_inner());
                let _ = passive();
            }
        }
    }
}

/// Commits what the games send, in groups, until every `Store` is dropped; `_alive` tells the
/// checkpointer when it stops.
fn writer(
    mut conn: Connection,
    jobs: mpsc::Receiver<Job>,
    gate: &Mutex<()>,
    _alive: mpsc::Sender<()>,
) {
    let mut stats = WriteStats::default();
    while let Ok(first) = jobs.recv() {
        let mut group = Vec::new();
        let mut job = Some(first);
        while let Some(j) = job.take() {
            match j {
                Job::Write(w, reply) => group.push((w, reply)),
                Job::Stats(reply) => {
                    let _ = reply.send(stats);
                }
            }
            if group.len() < GROUP_MAX {
                job = jobs.try_recv().ok();
            }
        }
        if group.is_empty() {
            continue;
        }
        let results = {
            let _open = gate.lock().unwrap_or_else(|e| e.into_inner());
            let started = timings::start();
            let results = commit(&mut conn, &group);
            timings::done(Stage::Group, started);
            results
        };
        stats.commits += 1;
        for ((w, reply), result) in group.into_iter().zip(results) {
            if result.is_ok() {
                stats.writes += 1;
                if let Write::Append { steps, .. } = &w {
                    stats.actions += steps.len() as u64;
                }
            }
            let _ = reply.send(result);
        }
    }
}

/// Commits the group in one transaction, each write under a savepoint so a failing write
/// fails alone. Every write's result, in order.
fn commit(
    conn: &mut Connection,
    group: &[(Write, oneshot::Sender<Result<(), StoreError>>)],
) -> Vec<Result<(), StoreError>> {
    let run = |conn: &mut Connection| -> Result<Vec<Result<(), StoreError>>, StoreError> {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut results = Vec::with_capacity(group.len());
        // Savepoints through cached statements: `Transaction::savepoint` parses its SQL
        // again for every write.
        for (w, _) in group {
            tx.prepare_cached("SAVEPOINT write")?.execute([])?;
            let result = apply(&tx, w);
            if result.is_err() {
                tx.prepare_cached("ROLLBACK TO write")?.execute([])?;
            }
            tx.prepare_cached("RELEASE write")?.execute([])?;
            results.push(result);
        }
        tx.commit()?;
        Ok(results)
    };
    match run(conn) {
        Ok(results) => results,
        Err(e) => group.iter().map(|_| Err(e.clone())).collect(),
    }
}

fn apply(conn: &Connection, write: &Write) -> Result<(), StoreError> {
    match write {
        Write::Create(g) => {
            let created = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            conn.execute(
                "INSERT INTO games (id, game, rules, players, options, dealer_key, created, abandon_after, turn_clock, time_bank)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                params![
                    g.id,
                    g.game,
                    g.rules,
                    g.seats.len() as u32,
                    serde_json::to_string(&g.options).expect("options serialise"),
                    g.key.bytes().as_slice(),
                    created,
                    g.abandon_after,
                    g.turn_clock,
                    g.time_bank,
                ],
            )?;
            let mut insert = conn.prepare_cached(
                "INSERT INTO seats (game_id, seat, name, token, agent, bank_used_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            for (i, s) in g.seats.iter().enumerate() {
                insert.execute(params![
                    g.id,
                    i as u32,
                    s.name,
                    s.token,
                    s.agent,
                    s.bank_used_ms
                ])?;
            }
        }
        Write::Append {
            game_id,
            seq,
            steps,
            over,
            bank_used,
        } => {
            let next: Option<u64> = conn
                .prepare_cached("SELECT MAX(seq) + 1 FROM actions WHERE game_id = ?1")?
                .query_row([game_id], |r| r.get(0))
                .optional()?
                .flatten();
            if next.unwrap_or(0) != *seq {
                return Err(StoreError::Corrupt(format!(
                    "game {game_id}: appending at {seq}, the record has {}",
                    next.unwrap_or(0)
                )));
            }
            let mut insert = conn.prepare_cached(
                "INSERT INTO actions (game_id, seq, actor, action) VALUES (?1, ?2, ?3, ?4)",
            )?;
            for (i, step) in steps.iter().enumerate() {
                insert.execute(params![
                    game_id,
                    seq + i as u64,
                    actor_text(step.by),
                    step.action.to_string()
                ])?;
            }
            if *over {
                conn.prepare_cached("UPDATE games SET over = 1 WHERE id = ?1")?
                    .execute([game_id])?;
            }
            if let Some((seat, used)) = bank_used {
                conn.prepare_cached(
                    "UPDATE seats SET bank_used_ms = ?3 WHERE game_id = ?1 AND seat = ?2",
                )?
                .execute(params![game_id, seat.0, used])?;
            }
        }
        Write::SeatAgent {
            game_id,
            seat,
            agent,
        } => {
            conn.execute(
                "UPDATE seats SET agent = ?3 WHERE game_id = ?1 AND seat = ?2",
                params![game_id, seat.0, agent],
            )?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(id: &str) -> NewGame {
        NewGame {
            id: id.into(),
            game: "castle-for-all-seasons".into(),
            rules: 1,
            options: Options::default(),
            key: DealerKey::from_seed(3),
            abandon_after: Some(60),
            turn_clock: Some(30),
            time_bank: Some(600),
            seats: vec![
                SeatRow {
                    name: "Ann".into(),
                    token: format!("{id}-a"),
                    agent: None,
                    bank_used_ms: 0,
                },
                SeatRow {
                    name: "Bot".into(),
                    token: format!("{id}-b"),
                    agent: Some("random".into()),
                    bank_used_ms: 0,
                },
            ],
        }
    }

    fn temp(name: &str) -> std::path::PathBuf {
        let path =
            std::env::temp_dir().join(format!("cathedra-store-{name}-{}", std::process::id()));
        remove(&path);
        path
    }

    fn remove(path: &Path) {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
    }

    fn append(game: &str, seq: u64) -> Write {
        Write::Append {
            game_id: game.into(),
            seq,
            steps: vec![Step {
                by: Actor::Seat(Seat(0)),
                action: serde_json::json!({"do": "x", "seq": seq}),
            }],
            over: false,
            bank_used: None,
        }
    }

    /// The actions of many games queued while a commit is under way are committed together
    /// (group commit) and each is acknowledged only once its commit is done: until then no
    /// other connection sees it, so a server that died then would lose only actions it had not
    /// acknowledged. Every acknowledged action is in the database when it is opened again.
    // Holding the writer's gate across awaits, to hold its commits back, is the test.
    #[allow(clippy::await_holding_lock)]
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn actions_queued_together_commit_together_and_none_is_acknowledged_before_its_commit() {
        const GAMES: usize = 100;
        let path = temp("group");
        let (store, _, gate) = open_gated(&path, Durability::Process).unwrap();
        for g in 0..GAMES {
            store
                .write(Write::Create(Box::new(sample(&format!("g{g}")))))
                .await
                .unwrap();
        }
        let before = store.stats().await.unwrap();
        let seen = Connection::open(&path).unwrap();
        let committed = || -> i64 {
            seen.query_row("SELECT COUNT(*) FROM actions", [], |r| r.get(0))
                .unwrap()
        };
        // Every commit held back: the games' actions queue up.
        let held = gate.lock().unwrap();
        let (acks, mut acked) = tokio::sync::mpsc::unbounded_channel();
        for g in 0..GAMES {
            let (store, acks) = (store.clone(), acks.clone());
            tokio::spawn(async move {
                let result = store.write(append(&format!("g{g}"), 0)).await;
                let _ = acks.send((g, result));
            });
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(
            acked.try_recv().is_err(),
            "nothing is acknowledged before its commit"
        );
        assert_eq!(committed(), 0, "nothing queued is in the database yet");
        drop(held);
        let mut done = [false; GAMES];
        for _ in 0..GAMES {
            let (g, result) = acked.recv().await.unwrap();
            result.unwrap();
            // Acknowledged: committed, seen by another connection.
            let here: i64 = seen
                .query_row(
                    "SELECT COUNT(*) FROM actions WHERE game_id = ?1",
                    [format!("g{g}")],
                    |r| r.get(0),
                )
                .unwrap();
            assert_eq!(
                here, 1,
                "game g{g}'s action was acknowledged before its commit"
            );
            done[g] = true;
        }
        assert!(done.iter().all(|&d| d));
        let after = store.stats().await.unwrap();
        assert_eq!(after.writes - before.writes, GAMES as u64);
        assert_eq!(after.actions - before.actions, GAMES as u64);
        // The one write the writer may have taken before the gate, then all the others at once.
        assert!(
            after.commits - before.commits <= 2,
            "{before:?} → {after:?}"
        );
        drop(store);
        let (_, games) = open(&path, Durability::Process).unwrap();
        assert_eq!(games.len(), GAMES);
        assert!(games.iter().all(|g| g.actions.len() == 1));
        remove(&path);
    }

    /// A commit waits for a lock another connection holds for a moment (a backup, the sqlite3
    /// shell), rather than failing with "database is locked": every connection waits up to
    /// five seconds (rusqlite's default, which the readers and the checkpointer also set).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_commit_waits_for_another_connection_s_write_lock() {
        let path = temp("busy");
        let (store, _) = open(&path, Durability::Process).unwrap();
        let other = Connection::open(&path).unwrap();
        other.execute_batch("BEGIN IMMEDIATE").unwrap();
        let release = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            other.execute_batch("COMMIT").unwrap();
        });
        store
            .write(Write::Create(Box::new(sample("busy"))))
            .await
            .expect("the commit waited for the lock");
        release.join().unwrap();
        drop(store);
        remove(&path);
    }

    /// A game's actions are read on connections of their own: they come back while the writer
    /// is held in the middle of a commit, and a reader asked for the first `count` gets those.
    // Holding the writer's gate across awaits, to hold its commits back, is the test.
    #[allow(clippy::await_holding_lock)]
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn reads_do_not_wait_for_the_writer() {
        let path = temp("reads");
        let (store, _, gate) = open_gated(&path, Durability::Process).unwrap();
        store
            .write(Write::Create(Box::new(sample("g"))))
            .await
            .unwrap();
        for seq in 0..5 {
            store.write(append("g", seq)).await.unwrap();
        }
        let held = gate.lock().unwrap();
        let pending = {
            let store = store.clone();
            tokio::spawn(async move { store.write(append("g", 5)).await })
        };
        let read = tokio::time::timeout(Duration::from_secs(5), store.actions("g", 3))
            .await
            .expect("a read does not wait for the writer")
            .unwrap();
        assert_eq!(read.len(), 3);
        assert_eq!(read[2].action["seq"], 2);
        assert_eq!(store.actions("g", u64::MAX).await.unwrap().len(), 5);
        drop(held);
        pending.await.unwrap().unwrap();
        assert_eq!(store.actions("g", u64::MAX).await.unwrap().len(), 6);
        remove(&path);
    }

    #[tokio::test]
    async fn games_and_actions_come_back_as_written_and_gaps_are_refused() {
        let dir = std::env::temp_dir().join(format!("cathedra-store-{}", std::process::id()));
        let _ = std::fs::remove_file(&dir);
        {
            let (store, games) = open(&dir, Durability::Disk).unwrap();
            assert!(games.is_empty());
            store
                .write(Write::Create(Box::new(sample("g1"))))
                .await
                .unwrap();
            let step = Step {
                by: Actor::Chance,
                action: serde_json::json!({"do": "x"}),
            };
            store
                .write(Write::Append {
                    game_id: "g1".into(),
                    seq: 0,
                    steps: vec![step.clone(), step.clone()],
                    over: false,
                    bank_used: Some((Seat(0), 1234)),
                })
                .await
                .unwrap();
            // A write that would leave a gap in the record is refused and changes nothing.
            let gap = store
                .write(Write::Append {
                    game_id: "g1".into(),
                    seq: 5,
                    steps: vec![step],
                    over: false,
                    bank_used: Some((Seat(0), 99_999)),
                })
                .await;
            assert!(matches!(gap, Err(StoreError::Corrupt(_))), "{gap:?}");
            store
                .write(Write::SeatAgent {
                    game_id: "g1".into(),
                    seat: Seat(0),
                    agent: Some("random".into()),
                })
                .await
                .unwrap();
            let stats = store.stats().await.unwrap();
            assert_eq!(stats.actions, 2);
        }
        let (_, games) = open(&dir, Durability::Process).unwrap();
        assert_eq!(games.len(), 1);
        let g = &games[0];
        assert_eq!(g.actions.len(), 2);
        assert_eq!(g.new.key, DealerKey::from_seed(3));
        assert_eq!(g.new.seats[0].agent.as_deref(), Some("random"));
        assert_eq!(g.new.abandon_after, Some(60));
        assert_eq!(g.new.turn_clock, Some(30));
        assert_eq!(g.new.time_bank, Some(600));
        // The time bank used is written with the seat's action; a refused write changes none.
        assert_eq!(g.new.seats[0].bank_used_ms, 1234);
        assert_eq!(g.new.seats[1].bank_used_ms, 0);
        let version: u32 = Connection::open(&dir)
            .unwrap()
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(version, schema_version());
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", dir.display()));
        }
    }
}
