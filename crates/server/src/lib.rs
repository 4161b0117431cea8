//! The cathedra server: every landed game in the browser and over a documented HTTP and
//! WebSocket API (docs/server.md). A game is its record in SQLite; one task per live game owns
//! its state; seats are bound to secret tokens; bots think off the async runtime.

pub mod agents;
mod api;
pub mod error;
pub mod loadtest;
mod socket;
mod speech;
pub mod store;
mod table;
mod timings;
mod web;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock, Weak};
use std::time::Duration;

use axum::serve::ListenerExt;
use cathedra_core::{GameInfo, Log, Record, RECORD_FORMAT};
use rand_core::{OsRng, RngCore};

pub use api::router;
pub use error::{ApiError, StoreError};
use speech::Speech;
pub use store::Durability;
use store::{Store, StoredGame};
use table::{Handle, Setup, Summary};

/// The most games one server keeps; creating more is refused until it restarts with a larger
/// database budget.
pub const MAX_GAMES: usize = 100_000;

/// How `cathedra serve` runs.
#[derive(Debug, Clone)]
pub struct Config {
    pub db: PathBuf,
    pub addr: SocketAddr,
    pub durability: Durability,
}

/// How often the server lets go of finished games nobody follows (see [`Server::retire_finished`]).
const RETIRE_EVERY: Duration = Duration::from_secs(10);

/// The server's state: the games it knows, the live tables, the store.
pub struct Server {
    games: Vec<GameInfo>,
    /// The games in memory: every game still played, and finished games someone follows or
    /// asked for lately.
    tables: RwLock<HashMap<String, Handle>>,
    /// Finished games not in memory: what the lobby shows of them. A request for one reads
    /// it back from the store ([`Server::table`]).
    ended: RwLock<HashMap<String, Summary>>,
    store: Store,
    /// The games' texts and the UI's words in every language.
    speech: Speech,
}

/// Why the server cannot start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

impl Server {
    /// Opens the database and resumes every game still played from its record; of finished
    /// games it keeps only what the lobby shows until one is asked for. Must run inside a
    /// tokio runtime. Games whose record cannot be replayed are reported and left out.
    pub fn open(
        db: &Path,
        games: Vec<GameInfo>,
        durability: Durability,
    ) -> Result<Arc<Server>, StartError> {
        let (store, stored) = store::open(db, durability)?;
        let mut tables = HashMap::new();
        let mut ended = HashMap::new();
        for stored in stored {
            let Some(setup) = setup_of(&games, stored) else {
                continue;
            };
            if setup.game.to_move().is_over() {
                ended.insert(setup.id.clone(), table::summary(setup, store.clone()));
            } else {
                tables.insert(setup.id.clone(), table::spawn(setup, store.clone()));
            }
        }
        let server = Arc::new(Server {
            speech: Speech::new(&games),
            games,
            tables: RwLock::new(tables),
            ended: RwLock::new(ended),
            store,
        });
        tokio::spawn(retire_every(Arc::downgrade(&server)));
        Ok(server)
    }

    /// How many games are in memory (every game still played among them).
    pub fn live_games(&self) -> usize {
        self.tables.read().map_or(0, |t| t.len())
    }

    /// How many games the server holds, in memory or not.
    pub fn games_held(&self) -> usize {
        self.live_games() + self.ended.read().map_or(0, |e| e.len())
    }

    /// Lets go of every finished game that nobody follows or is asking about (no WebSocket,
    /// no request under way): its state leaves memory, its summary stays for the lobby, and
    /// the next request for it reads it back from its record. The server does this every 10
    /// seconds, so that memory holds the games being played, not every game ever finished.
    /// Returns how many it let go.
    pub fn retire_finished(&self) -> usize {
        let Ok(mut tables) = self.tables.write() else {
            return 0;
        };
        let Ok(mut ended) = self.ended.write() else {
            return 0;
        };
        let before = tables.len();
        tables.retain(|id, h| {
            // Only the server's own handle: no socket or request holds the table.
            let idle = h.summary.borrow().over && h.tx.strong_count() == 1;
            if idle {
                ended.insert(id.clone(), h.summary.borrow().clone());
            }
            !idle
        });
        before - tables.len()
    }

    /// The lobby's summaries of every game held, in memory or not.
    fn summaries(&self) -> Vec<Summary> {
        let mut all: Vec<Summary> = self
            .tables
            .read()
            .map(|t| t.values().map(|h| h.summary.borrow().clone()).collect())
            .unwrap_or_default();
        if let Ok(ended) = self.ended.read() {
            all.extend(ended.values().cloned());
        }
        all
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Game `id`'s table, read back from its record if the game was let go.
    async fn table(&self, id: &str) -> Option<Handle> {
        if let Some(h) = self.tables.read().ok()?.get(id) {
            return Some(h.clone());
        }
        if !self.ended.read().ok()?.contains_key(id) {
            // Another request may have just read it back (into `tables`, then out of `ended`).
            return self.tables.read().ok()?.get(id).cloned();
        }
        let stored = match self.store.game(id).await {
            Ok(stored) => stored?,
            Err(e) => {
                eprintln!("game {id}: cannot be read back: {e}");
                return None;
            }
        };
        let setup = setup_of(&self.games, stored)?;
        let mut tables = self.tables.write().ok()?;
        // Another request may have read it back meanwhile: one table a game.
        let handle = tables
            .entry(id.to_string())
            .or_insert_with(|| table::spawn(setup, self.store.clone()))
            .clone();
        if let Ok(mut ended) = self.ended.write() {
            ended.remove(id);
        }
        Some(handle)
    }
}

/// Every [`RETIRE_EVERY`], lets go of the finished games nobody follows, while the server is.
async fn retire_every(server: Weak<Server>) {
    let mut tick = tokio::time::interval(RETIRE_EVERY);
    tick.tick().await;
    loop {
        tick.tick().await;
        let Some(server) = server.upgrade() else {
            return;
        };
        server.retire_finished();
    }
}

/// A stored game replayed from its record, ready for a table; none (reported) if this
/// cathedra has no such game or its record does not replay.
fn setup_of(games: &[GameInfo], stored: StoredGame) -> Option<Setup> {
    let new = stored.new;
    let Some(info) = games.iter().find(|g| g.id == new.game).cloned() else {
        eprintln!("game {}: this cathedra has no game '{}'", new.id, new.game);
        return None;
    };
    let record = Record {
        format: RECORD_FORMAT,
        game: new.game.clone(),
        rules: new.rules,
        players: new.seats.len(),
        options: new.options.clone(),
        seed: None,
        actions: stored.actions,
        scores: None,
    };
    let mut log = Log::recording();
    let game = match (info.replay)(&record, &mut log) {
        Ok(game) => game,
        Err(e) => {
            eprintln!("game {}: its record does not replay: {e}", new.id);
            return None;
        }
    };
    Some(Setup {
        id: new.id.clone(),
        info,
        game,
        log: log.take(),
        seq: record.actions.len() as u64,
        key: new.key,
        options: new.options,
        seats: new.seats,
        abandon_after: new.abandon_after,
        turn_clock: new.turn_clock,
        time_bank: new.time_bank,
    })
}

/// A secret of `bytes` random bytes from the operating system, in hex.
pub(crate) fn secret(bytes: usize) -> Result<String, ApiError> {
    let mut buf = vec![0u8; bytes];
    OsRng
        .try_fill_bytes(&mut buf)
        .map_err(|e| ApiError::internal(format!("no entropy for a secret: {e}")))?;
    Ok(buf.iter().map(|b| format!("{b:02x}")).collect())
}

/// `cathedra serve`: opens the database, resumes its games, and serves until Ctrl-C.
pub async fn serve(config: Config) -> Result<(), StartError> {
    let server = Server::open(&config.db, cathedra_games::games(), config.durability)?;
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|source| StartError::Bind {
            addr: config.addr,
            source,
        })?;
    let addr = listener.local_addr()?;
    println!(
        "cathedra serves http://{addr}/ ({} games from {})",
        server.games_held(),
        config.db.display()
    );
    // Each push and reply is one small write that a client waits for: sent at once, not held
    // back by Nagle's algorithm until the previous segment is acknowledged (the peer may delay
    // that acknowledgement by 40 ms).
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    axum::serve(listener, router(server))
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await?;
    Ok(())
}

/// [`serve`] on a runtime of its own, for the command line.
pub fn run(config: Config) -> Result<(), StartError> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(serve(config))
}
