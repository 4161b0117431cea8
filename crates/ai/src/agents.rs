//! Agents by name, for the command line and the engine protocol.

use std::fmt;
use std::time::Duration;

use cathedra_core::{Evaluate, Game};

use crate::ismcts::Widening;
use crate::{
    Agent, AiError, Expansion, Greedy, Ismcts, IsmctsConfig, OtherSeats, PlayoutPolicy, Random,
    SecretChoice,
};

/// The strength levels a player picks by name, weakest first, with what each is.
pub const LEVELS: &[(&str, &str)] = &[
    (
        "easy",
        "ISMCTS, 100 iterations a move, untried actions tried in the order one ply reads them, \
         each leaf judged by the evaluation alone (no playout)",
    ),
    (
        "medium",
        "ISMCTS, 2,000 iterations a move (8,000 for a card laid face down), untried actions \
         tried in the order one ply reads them, playouts of 16 decisions led by the evaluation, \
         the other seats' hidden choices by their own statistics",
    ),
    (
        "hard",
        "ISMCTS, 20,000 iterations a move in 2 trees, playouts of 32 decisions led by the \
         evaluation, medium's order of untried actions, at most 2 seconds a move",
    ),
];

/// Every form of an agent's name that [`AgentSpec::parse`] accepts, with what it is, for
/// `cathedra agents` and messages. In `ismcts:N…` the parts after `N` come in this order, each at
/// most once, and each changes the `medium` search in one way.
pub const AGENT_NAMES: &[(&str, &str)] = &[
    ("random", "uniform among the legal actions"),
    (
        "greedy",
        "one ply: each legal action judged by the game's own evaluation in 4 determinizations, \
         the best margin over the best other seat",
    ),
    ("easy", LEVELS[0].1),
    ("medium", LEVELS[1].1),
    ("hard", LEVELS[2].1),
    ("ismcts", "the medium search"),
    ("ismcts:N", "the medium search with N iterations a move"),
    (
        "ismcts:N:dD",
        "playouts of D seat decisions before the evaluation (d0: the evaluation alone)",
    ),
    (
        "ismcts:N:dD:gK",
        "playouts led by the evaluation, one decision in K at random (g0: none; medium's: g4)",
    ),
    ("ismcts:N:dD:r", "wholly random playouts"),
    (
        "ismcts:N:dD:gK:s",
        "a playout also stops at the next round's face-down choices",
    ),
    (
        "ismcts:N:wK",
        "progressive widening: a node has at most K times the square root of its visits children",
    ),
    (
        "ismcts:N:e",
        "a node's untried actions grown in random order, not in the order one ply reads them",
    ),
    (
        "ismcts:N:xF",
        "a face-down choice searched with F times the iterations (medium's: x4; x1: as any other)",
    ),
    (
        "ismcts:N:u",
        "the other seats' face-down choices drawn uniformly, not by their own statistics",
    ),
    (
        "ismcts:N:o",
        "the other seats' open decisions made by one ply of the evaluation where the tree has \
         visited them fewer than 100 times, not by their own statistics",
    ),
    (
        "ismcts:N:pP",
        "the root's actions start with greedy's reading of each (its mean reward in 4 \
         determinizations) counted as P visits already made",
    ),
    (
        "ismcts:N:reuse",
        "the search tree kept from move to move where the seat's observations lead into it",
    ),
    (
        "ismcts:N:dD:reuse",
        "playouts of D decisions and the tree kept",
    ),
];

/// The names of [`AGENT_NAMES`], separated by commas.
pub fn agent_names() -> String {
    let names: Vec<&str> = AGENT_NAMES.iter().map(|(name, _)| *name).collect();
    names.join(", ")
}

/// An agent as named on the command line and in the engine protocol: one of the forms of
/// [`AGENT_NAMES`], `ismcts`'s with numbers for `N`, `D`, `K` and `F`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum AgentSpec {
    Random,
    Greedy,
    Ismcts {
        /// The name it was given by.
        level: Option<&'static str>,
        config: IsmctsConfig,
    },
}

impl AgentSpec {
    pub fn parse(name: &str) -> Result<AgentSpec, AiError> {
        let unknown = || AiError::UnknownAgent(name.to_string());
        let lower = name.trim().to_ascii_lowercase();
        Ok(match lower.as_str() {
            "random" => AgentSpec::Random,
            "greedy" => AgentSpec::Greedy,
            "easy" => AgentSpec::level("easy"),
            "medium" | "ismcts" => AgentSpec::level("medium"),
            "hard" => AgentSpec::level("hard"),
            other => {
                let rest = other.strip_prefix("ismcts:").ok_or_else(unknown)?;
                let mut parts = rest.split(':');
                let n = parts.next().unwrap_or_default();
                let iterations: u64 = n.replace('_', "").parse().map_err(|_| unknown())?;
                if iterations == 0 {
                    return Err(unknown());
                }
                let mut config = IsmctsConfig {
                    iterations,
                    ..Self::medium()
                };
                // The parts come in this order, each at most once: dD, gK or r, s, wK, e, xF,
                // u, o, pP, reuse.
                let mut lowest = 0;
                for part in parts {
                    let rank = match part {
                        "reuse" => 9,
                        _ if part.starts_with('p') => 8,
                        "o" => 7,
                        "u" => 6,
                        _ if part.starts_with('x') => 5,
                        "e" => 4,
                        _ if part.starts_with('w') => 3,
                        "s" => 2,
                        "r" => 1,
                        _ if part.starts_with('g') => 1,
                        _ => 0,
                    };
                    if rank < lowest {
                        return Err(unknown());
                    }
                    lowest = rank + 1;
                    match rank {
                        9 => config.reuse = true,
                        8 => {
                            config.prior = part[1..].parse().map_err(|_| unknown())?;
                            if config.prior == 0 {
                                return Err(unknown());
                            }
                        }
                        7 => config.others = OtherSeats::OnePly { until: 100 },
                        6 => config.secret = SecretChoice::Uniform,
                        5 => {
                            config.simultaneous_factor =
                                part[1..].parse().map_err(|_| unknown())?;
                            if config.simultaneous_factor == 0 {
                                return Err(unknown());
                            }
                        }
                        4 => config.expansion = Expansion::Uniform,
                        3 => {
                            let k: f64 = part[1..].parse().map_err(|_| unknown())?;
                            if !(k.is_finite() && k > 0.0) {
                                return Err(unknown());
                            }
                            config.widening = Some(Widening { k, alpha: 0.5 });
                        }
                        2 => config.playout_round = true,
                        1 if part == "r" => config.playout = PlayoutPolicy::Random,
                        1 => {
                            let random_in = part[1..].parse().map_err(|_| unknown())?;
                            config.playout = PlayoutPolicy::Greedy { random_in };
                        }
                        _ => {
                            let depth = part.strip_prefix('d').ok_or_else(unknown)?;
                            config.playout_depth = depth.parse().map_err(|_| unknown())?;
                        }
                    }
                }
                AgentSpec::Ismcts {
                    level: None,
                    config,
                }
            }
        })
    }

    fn medium() -> IsmctsConfig {
        IsmctsConfig {
            iterations: 2_000,
            playout_depth: 16,
            playout: PlayoutPolicy::Greedy { random_in: 4 },
            simultaneous_factor: 4,
            secret: SecretChoice::Ucb,
            expansion: Expansion::OnePly,
            ..IsmctsConfig::default()
        }
    }

    fn level(level: &'static str) -> AgentSpec {
        let config = match level {
            "easy" => IsmctsConfig {
                iterations: 100,
                playout_depth: 0,
                ..Self::medium()
            },
            "hard" => IsmctsConfig {
                iterations: 20_000,
                trees: 2,
                playout_depth: 32,
                time: Some(Duration::from_secs(2)),
                ..Self::medium()
            },
            _ => Self::medium(),
        };
        AgentSpec::Ismcts {
            level: Some(level),
            config,
        }
    }

    /// The same agent with another budget: `iterations` a move and at most `time`.
    pub fn with_budget(self, iterations: Option<u64>, time: Option<Duration>) -> AgentSpec {
        match self {
            AgentSpec::Ismcts { level, mut config } => {
                if let Some(n) = iterations {
                    config.iterations = n.max(1);
                }
                if time.is_some() {
                    config.time = time;
                }
                AgentSpec::Ismcts { level, config }
            }
            other => other,
        }
    }

    /// A fresh agent of this kind.
    pub fn build<G: Game + Evaluate>(&self) -> Box<dyn Agent<G>> {
        match *self {
            AgentSpec::Random => Box::new(Random::<G::Action>::default()),
            AgentSpec::Greedy => Box::new(Greedy::<G::Action>::default()),
            AgentSpec::Ismcts { config, .. } => Box::new(Ismcts::<G>::new(config)),
        }
    }
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentSpec::Random => f.write_str("random"),
            AgentSpec::Greedy => f.write_str("greedy"),
            AgentSpec::Ismcts {
                level: Some(level), ..
            } => f.write_str(level),
            AgentSpec::Ismcts {
                level: None,
                config,
            } => {
                write!(f, "ismcts:{}", config.iterations)?;
                if config.playout_depth != Self::medium().playout_depth {
                    write!(f, ":d{}", config.playout_depth)?;
                }
                if config.playout != Self::medium().playout {
                    match config.playout {
                        PlayoutPolicy::Greedy { random_in } => write!(f, ":g{random_in}")?,
                        PlayoutPolicy::Random => f.write_str(":r")?,
                    }
                }
                if config.playout_round {
                    f.write_str(":s")?;
                }
                if let Some(w) = config.widening {
                    write!(f, ":w{}", w.k)?;
                }
                if config.expansion != Self::medium().expansion {
                    f.write_str(":e")?;
                }
                if config.simultaneous_factor != Self::medium().simultaneous_factor {
                    write!(f, ":x{}", config.simultaneous_factor)?;
                }
                if config.secret != Self::medium().secret {
                    f.write_str(":u")?;
                }
                if config.others != Self::medium().others {
                    f.write_str(":o")?;
                }
                if config.prior > 0 {
                    write!(f, ":p{}", config.prior)?;
                }
                if config.reuse {
                    f.write_str(":reuse")?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_and_print_back() {
        for name in [
            "random",
            "greedy",
            "easy",
            "medium",
            "hard",
            "ismcts:500",
            "ismcts:500:d0",
            "ismcts:500:reuse",
            "ismcts:500:d24:reuse",
            "ismcts:500:d8:g2",
            "ismcts:500:g0",
            "ismcts:500:d24:r",
            "ismcts:500:d8:g0:reuse",
            "ismcts:500:d32:s",
            "ismcts:500:d32:g2:s:reuse",
            "ismcts:500:x1",
            "ismcts:500:d8:g2:s:x3:reuse",
            "ismcts:500:u",
            "ismcts:500:d24:x2:u:reuse",
            "ismcts:500:o",
            "ismcts:500:u:o",
            "ismcts:500:d24:x2:u:o:reuse",
            "ismcts:500:w2",
            "ismcts:500:w1.5",
            "ismcts:500:d8:g2:s:w2:x3:u:o:reuse",
            "ismcts:500:e",
            "ismcts:500:w2:e",
            "ismcts:500:d8:g2:s:w2:e:x3:u:o:reuse",
            "ismcts:500:p100",
            "ismcts:500:o:p30:reuse",
            "ismcts:500:d8:g2:s:w2:e:x3:u:o:p30:reuse",
        ] {
            assert_eq!(AgentSpec::parse(name).unwrap().to_string(), name);
        }
        assert_eq!(AgentSpec::parse("ismcts").unwrap().to_string(), "medium");
        for (form, _) in AGENT_NAMES {
            let name = form
                .replace('N', "40")
                .replace('D', "3")
                .replace(['K', 'F'], "2")
                .replace('P', "30");
            assert!(AgentSpec::parse(&name).is_ok(), "{form}");
        }
        for (level, _) in LEVELS {
            assert!(AGENT_NAMES.iter().any(|(f, _)| f == level), "{level}");
        }
        for bad in [
            "",
            "alien",
            "ismcts:",
            "ismcts:0",
            "ismcts:-5",
            "ismcts:x",
            "ismcts:5:x",
            "ismcts:5:d",
            "ismcts:5:reuse:reuse",
            "ismcts:5:reused",
            "ismcts:5:g",
            "ismcts:5:gx",
            "ismcts:5:g2:g2",
            "ismcts:5:g2:d8",
            "ismcts:5:reuse:d8",
            "ismcts:5:d8:d8",
            "ismcts:5:r:g2",
            "ismcts:5:s:s",
            "ismcts:5:s:d8",
            "ismcts:5:s:g4",
            "ismcts:5:reuse:s",
            "ismcts:5:x0",
            "ismcts:5:x",
            "ismcts:5:x2:x2",
            "ismcts:5:x2:d8",
            "ismcts:5:reuse:x2",
            "ismcts:5:u:u",
            "ismcts:5:u:x2",
            "ismcts:5:u:d8",
            "ismcts:5:reuse:u",
            "ismcts:5:o:o",
            "ismcts:5:o:u",
            "ismcts:5:o:x2",
            "ismcts:5:o:d8",
            "ismcts:5:reuse:o",
            "ismcts:5:w",
            "ismcts:5:w0",
            "ismcts:5:w-1",
            "ismcts:5:winf",
            "ismcts:5:wNaN",
            "ismcts:5:w2:w2",
            "ismcts:5:w2:s",
            "ismcts:5:x2:w2",
            "ismcts:5:e:e",
            "ismcts:5:e:w2",
            "ismcts:5:x2:e",
            "ismcts:5:e2",
            "ismcts:5:n",
            "ismcts:5:q",
            "ismcts:5:p",
            "ismcts:5:p0",
            "ismcts:5:px",
            "ismcts:5:p-3",
            "ismcts:5:p2:p2",
            "ismcts:5:p2:o",
            "ismcts:5:reuse:p2",
        ] {
            assert!(AgentSpec::parse(bad).is_err(), "{bad}");
        }
    }
}
