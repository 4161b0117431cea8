//! Balance studies of cathedra's games, for designers: does each seat have a fair chance?
//!
//! A study plays many games of one game between the given agents and reports the seats' win
//! rates with 95 % intervals, their score distributions, the first player's advantage, the
//! games' length, and which actions winners take more often than the others. With a varied
//! option ([`Vary`]) the same study runs for each of its values. [`write`] puts a Markdown
//! report, SVG plots and the raw figures (CSV and JSON) in a folder.
//!
//! The games are reached through the registry's visitor: nothing here names a game.

pub mod cli;
mod plot;
pub mod progress;
mod report;
pub mod stats;
pub mod study;

use cathedra_ai::AgentSpec;
use cathedra_core::{Error, Evaluate, Game, Options};
use serde::Serialize;

/// A game that has not ended after this many decisions is stopped and left out of a study.
pub use cathedra_core::MAX_DECISIONS;
pub use report::write;
pub use study::{Plan, Study};

/// Why a study cannot run.
#[derive(Debug, thiserror::Error)]
pub enum BalanceError {
    #[error("{0}")]
    Usage(String),
    #[error(transparent)]
    Game(#[from] Error),
    #[error(transparent)]
    Agent(#[from] cathedra_ai::AiError),
    /// No game of a study ended within the limit of decisions.
    #[error(
        "no game of the study{with} ended within {limit} decisions (the games that ran past it, \
         numbered from 0: {list}), so it has no figures",
        with = if options.is_empty() { String::new() } else { format!(" with {options}") },
        limit = grouped(MAX_DECISIONS),
        list = numbers(games)
    )]
    Unfinished {
        /// The study's options, `key=value` separated by spaces.
        options: String,
        games: Vec<u64>,
    },
    #[error("{what}: {source}")]
    Io {
        what: String,
        source: std::io::Error,
    },
}

/// 1000000 as "1,000,000".
pub(crate) fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Game numbers as "0, 4, 9", the first ten and how many more.
pub(crate) fn numbers(games: &[u64]) -> String {
    const SHOWN: usize = 10;
    let mut text: Vec<String> = games.iter().take(SHOWN).map(u64::to_string).collect();
    if games.len() > SHOWN {
        text.push(format!("and {} more", games.len() - SHOWN));
    }
    text.join(", ")
}

impl From<cathedra_core::SetupError> for BalanceError {
    fn from(e: cathedra_core::SetupError) -> Self {
        BalanceError::Game(e.into())
    }
}

/// An option studied at several values: `--vary key=v1,v2`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Vary {
    pub key: String,
    pub values: Vec<String>,
}

impl Vary {
    /// Parses `key=v1,v2,...`.
    pub fn parse(text: &str) -> Result<Vary, BalanceError> {
        let bad = || {
            BalanceError::Usage(format!(
                "--vary '{text}' should look like option=value1,value2"
            ))
        };
        let (key, values) = text.split_once('=').ok_or_else(bad)?;
        let values: Vec<String> = values
            .split(',')
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
            .collect();
        if key.trim().is_empty() || values.is_empty() {
            return Err(bad());
        }
        Ok(Vary {
            key: key.trim().to_string(),
            values,
        })
    }
}

/// A whole balance study as asked for.
#[derive(Debug, Clone)]
pub struct Config {
    pub game: String,
    /// Number of players; `None`: as many as agents are named, else 2 where the game allows.
    pub players: Option<usize>,
    /// One agent for every seat, or one per seat.
    pub agents: Vec<AgentSpec>,
    pub games: u64,
    pub seed: u64,
    pub jobs: usize,
    /// `key=value` options held fixed.
    pub options: Vec<String>,
    pub vary: Option<Vary>,
}

impl Config {
    /// The command that runs this study (the number of threads left out: it changes nothing).
    pub fn command(&self, out: &str) -> String {
        let mut c = format!("cathedra balance {}", self.game);
        if let Some(p) = self.players {
            c += &format!(" --players {p}");
        }
        let agents: Vec<String> = self.agents.iter().map(ToString::to_string).collect();
        c += &format!(
            " --agents {} --games {} --seed {}",
            agents.join(","),
            self.games,
            self.seed
        );
        for o in &self.options {
            c += &format!(" -o {o}");
        }
        if let Some(v) = &self.vary {
            c += &format!(" --vary {}={}", v.key, v.values.join(","));
        }
        c + &format!(" --out {out}")
    }
}

/// Every study of a [`Config`]: one per value of the varied option, or one.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Balance {
    pub game: String,
    pub name: String,
    pub players: usize,
    pub agents: Vec<String>,
    pub games: u64,
    pub seed: u64,
    pub vary: Option<Vary>,
    pub studies: Vec<Study>,
    /// Each option of the game with its values and what it does, for the report.
    pub game_options: Vec<GameOption>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct GameOption {
    pub key: String,
    pub values: Vec<String>,
    pub default: String,
    pub help: String,
}

struct Runner<'a> {
    cfg: &'a Config,
    /// Called with the number of games in all, before the first is played.
    start: &'a dyn Fn(u64),
    /// Called once per finished game.
    tick: &'a (dyn Fn() + Sync),
}

impl cathedra_games::Visitor for Runner<'_> {
    type Output = Result<Balance, BalanceError>;
    fn visit<G: Game + Evaluate>(&mut self) -> Self::Output {
        study_game::<G>(self.cfg, self.start, self.tick)
    }
}

/// Runs the study of `cfg` for the game it names (see [`study_game`]).
pub fn run(
    cfg: &Config,
    start: &dyn Fn(u64),
    tick: &(dyn Fn() + Sync),
) -> Result<Balance, BalanceError> {
    let mut runner = Runner { cfg, start, tick };
    cathedra_games::visit(&cfg.game, &mut runner)
        .unwrap_or_else(|| Err(Error::UnknownGame(cfg.game.clone()).into()))
}

/// Runs the study of `cfg` on the game `G`: every option set is checked before any game is
/// played; `start` gets the number of games in all and `tick` is called per finished game.
pub fn study_game<G: Game + Evaluate>(
    cfg: &Config,
    start: &dyn Fn(u64),
    tick: &(dyn Fn() + Sync),
) -> Result<Balance, BalanceError> {
    if cfg.agents.is_empty() {
        return Err(BalanceError::Usage("name at least one agent".into()));
    }
    if cfg.games == 0 {
        return Err(BalanceError::Usage(
            "a study needs at least one game".into(),
        ));
    }
    let option_sets: Vec<Options> = match &cfg.vary {
        None => vec![Options::parse_pairs(G::OPTIONS, &cfg.options)?],
        Some(v) => {
            if cfg
                .options
                .iter()
                .any(|o| o.split('=').next() == Some(v.key.as_str()))
            {
                return Err(BalanceError::Usage(format!(
                    "option '{}' is both fixed and varied",
                    v.key
                )));
            }
            v.values
                .iter()
                .map(|value| {
                    let mut pairs = cfg.options.clone();
                    pairs.push(format!("{}={value}", v.key));
                    Options::parse_pairs(G::OPTIONS, &pairs)
                })
                .collect::<Result<_, _>>()?
        }
    };
    let players = match (cfg.players, cfg.agents.len()) {
        (Some(p), _) => p,
        (None, a) if a > 1 => a,
        (None, _) => {
            let allowed = G::players_allowed(&option_sets[0]);
            2.clamp(*allowed.start(), *allowed.end())
        }
    };
    let agents = match cfg.agents.len() {
        1 => vec![cfg.agents[0]; players],
        a if a == players => cfg.agents.clone(),
        a => {
            return Err(BalanceError::Usage(format!(
                "{a} agents for {players} players: name one agent, or one per seat"
            )))
        }
    };
    for options in &option_sets {
        G::new(players, options)?;
    }
    start(cfg.games * option_sets.len() as u64);
    let studies = option_sets
        .into_iter()
        .map(|options| {
            let plan = Plan {
                players,
                agents: agents.clone(),
                options,
                games: cfg.games,
                seed: cfg.seed,
                jobs: cfg.jobs,
            };
            study::run::<G>(&plan, tick)
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Balance {
        game: G::ID.to_string(),
        name: G::NAME.to_string(),
        players,
        agents: agents.iter().map(ToString::to_string).collect(),
        games: cfg.games,
        seed: cfg.seed,
        vary: cfg.vary.clone(),
        studies,
        game_options: G::OPTIONS
            .iter()
            .map(|o| GameOption {
                key: o.key.to_string(),
                values: o.values.iter().map(ToString::to_string).collect(),
                default: o.default.to_string(),
                help: o.help.to_string(),
            })
            .collect(),
    })
}
