//! A game that never ends does not stop a study: it is stopped at the limit of decisions, left
//! out of the figures and named in the report; a study none of whose games ends is refused.

use std::fs;

use cathedra_ai::AgentSpec;
use cathedra_balance::{study_game, write, BalanceError, Config, MAX_DECISIONS};
use cathedra_core::{
    check_actor, check_players, places_by, ActionSpace, Actor, Dealer, Evaluate, Game, Illegal,
    InvalidState, Log, Observer, OptionSpec, Options, Outcome, Seat, SetupError, ToMove,
};
use serde::{Deserialize, Serialize};

/// Stalemate: chance draws whether the game can end; if it can, the first seat to move ends
/// it and wins; if not, the seats pass for ever.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Stalemate {
    players: usize,
    /// Chance's draw: `Some(true)` when the game can never end.
    endless: Option<bool>,
    /// Every deal is endless (option `endless=all`), else half of them (`some`).
    all_endless: bool,
    turn: u64,
    winner: Option<usize>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
enum Move {
    /// Chance: the game can end.
    Ending,
    /// Chance: it cannot.
    Endless,
    Finish,
    Pass,
}

impl ActionSpace for Move {
    const NUM_ACTIONS: usize = 4;
    fn index(self) -> usize {
        self as usize
    }
    fn from_index(index: usize) -> Option<Self> {
        [Move::Ending, Move::Endless, Move::Finish, Move::Pass]
            .get(index)
            .copied()
    }
}

impl Stalemate {
    fn seat(&self) -> Seat {
        Seat((self.turn % self.players as u64) as u8)
    }
}

impl Game for Stalemate {
    type Action = Move;
    type View = (Option<bool>, u64);
    const ID: &'static str = "stalemate";
    const NAME: &'static str = "Stalemate";
    const RULES_VERSION: u32 = 1;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=2;
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        key: "endless",
        values: &["some", "all"],
        default: "some",
        help: "whether half the games or all of them never end",
    }];

    fn new(players: usize, options: &Options) -> Result<Self, SetupError> {
        check_players::<Self>(players, options)?;
        Ok(Stalemate {
            players,
            endless: None,
            all_endless: options.get("endless") == Some("all"),
            turn: 0,
            winner: None,
        })
    }
    fn players(&self) -> usize {
        self.players
    }
    fn to_move(&self) -> ToMove {
        match (self.endless, self.winner) {
            (None, _) => ToMove::Chance,
            (_, Some(_)) => ToMove::Over,
            _ => ToMove::seat(self.seat()),
        }
    }
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Move>) {
        out.clear();
        if self.to_move() == ToMove::seat(seat) {
            out.push(if self.endless == Some(true) {
                Move::Pass
            } else {
                Move::Finish
            });
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<Outcome<Move>>) {
        out.clear();
        if self.to_move() == ToMove::Chance {
            if !self.all_endless {
                out.push(Outcome {
                    action: Move::Ending,
                    weight: 1,
                });
            }
            out.push(Outcome {
                action: Move::Endless,
                weight: 1,
            });
        }
    }
    fn apply(&mut self, actor: Actor, action: Move, _log: &mut Log) -> Result<(), Illegal> {
        check_actor(self.to_move(), actor)?;
        match (actor, action) {
            (Actor::Chance, Move::Ending) if !self.all_endless => self.endless = Some(false),
            (Actor::Chance, Move::Endless) => self.endless = Some(true),
            (Actor::Seat(s), Move::Finish) if self.endless == Some(false) => {
                self.winner = Some(s.index());
                self.turn += 1;
            }
            (Actor::Seat(_), Move::Pass) if self.endless == Some(true) => self.turn += 1,
            _ => return Err(Illegal::rule("STALE-1", "not now")),
        }
        Ok(())
    }
    fn observe(&self, _actor: Actor, action: Move, _observer: Observer) -> Option<Move> {
        Some(action)
    }
    fn determinize(&self, _seat: Seat, _rng: &mut Dealer) -> Self {
        self.clone()
    }
    fn describe(&self, action: Move) -> String {
        format!("{action:?}")
    }
    fn view(&self, _observer: Observer) -> Self::View {
        (self.endless, self.turn)
    }
    fn validate(&self) -> Result<(), InvalidState> {
        Ok(())
    }
    fn scores(&self) -> Vec<i64> {
        (0..self.players)
            .map(|s| i64::from(self.winner == Some(s)))
            .collect()
    }
    fn ranking(&self) -> Vec<usize> {
        places_by(&self.scores())
    }
    fn render(&self, _observer: Observer) -> String {
        format!("turn {}", self.turn)
    }
}

impl Evaluate for Stalemate {
    fn evaluate(&self, out: &mut Vec<f64>) {
        out.clear();
        out.extend(self.scores().into_iter().map(|s| s as f64));
    }
}

fn config(games: u64, endless: &str) -> Config {
    Config {
        game: Stalemate::ID.into(),
        players: Some(2),
        agents: vec![AgentSpec::parse("random").unwrap()],
        games,
        seed: 3,
        jobs: 2,
        options: vec![format!("endless={endless}")],
        vary: None,
    }
}

#[test]
fn a_game_past_the_limit_of_decisions_is_left_out_and_named_and_the_study_goes_on() {
    let games = 4;
    let balance = study_game::<Stalemate>(&config(games, "some"), &|_| {}, &|| {}).unwrap();
    let study = &balance.studies[0];
    assert!(
        !study.unfinished.is_empty() && study.games > 0,
        "this seed deals both kinds of game: {} ended, {:?} did not",
        study.games,
        study.unfinished
    );
    assert_eq!(study.games + study.unfinished.len() as u64, games);
    assert!(study.unfinished.iter().all(|&g| g < games));
    assert!(study.unfinished.windows(2).all(|w| w[0] < w[1]));
    // The figures are over the games that ended: each was won by its first seat to move.
    let wins: f64 = study.seats.iter().map(|s| s.wins).sum();
    assert_eq!(wins, study.games as f64);
    assert_eq!(study.length.decisions.mean, 1.0);

    let dir = std::env::temp_dir().join(format!("cathedra-balance-stalled-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    write(&balance, "cathedra balance stalemate", 1.0, 2, &dir).unwrap();
    let report = fs::read_to_string(dir.join("report.md")).unwrap();
    let numbers: Vec<String> = study.unfinished.iter().map(u64::to_string).collect();
    assert!(
        report.contains(&format!(
            "**Games that did not end: {} of the {games} played** ran past the limit of 1,000,000",
            study.unfinished.len()
        )),
        "{report}"
    );
    assert!(
        report.contains(&format!(
            "**{} of the {games} games did not end** within 1,000,000 decisions and are left out \
             of the figures of this study: games {}.",
            study.unfinished.len(),
            numbers.join(", ")
        )),
        "{report}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(dir.join("balance.json")).unwrap()).unwrap();
    assert_eq!(
        json["studies"][0]["unfinished"],
        serde_json::json!(study.unfinished)
    );
    assert_eq!(json["studies"][0]["games"], serde_json::json!(study.games));
    fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        MAX_DECISIONS, 1_000_000,
        "the report's words name this limit"
    );
}

#[test]
fn a_study_none_of_whose_games_ends_is_refused_in_words() {
    let err = study_game::<Stalemate>(&config(1, "all"), &|_| {}, &|| {}).unwrap_err();
    assert!(matches!(&err, BalanceError::Unfinished { games, .. } if games == &[0]));
    assert_eq!(
        err.to_string(),
        "no game of the study with endless=all ended within 1,000,000 decisions (the games that \
         ran past it, numbered from 0: 0), so it has no figures"
    );
}
