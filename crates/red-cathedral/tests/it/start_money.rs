//! The option `start-money`: the starting rubles by position in the order of play (RC-3.11 by
//! default), one whole amount per player, anything else refused at setup.

use crate::common;

use cathedra_core::{Actor, Game, Log, Outcome, SetupError, ToMove};
use cathedra_red_cathedral::{Action, Phase, RedCathedral, MAX_START_MONEY};
use common::options;

/// Sets a game up with chance's first outcomes, except that `first` starts (`money` empty: the
/// option left at its default).
fn started(players: usize, money: &str, first: u8) -> RedCathedral {
    let pairs: &[(&str, &str)] = if money.is_empty() {
        &[]
    } else {
        &[("start-money", money)]
    };
    let mut g = RedCathedral::new(players, &options(pairs)).unwrap();
    let mut out: Vec<Outcome<Action>> = Vec::new();
    while g.to_move() == ToMove::Chance {
        g.chance_outcomes(&mut out);
        let a = if g.phase == Phase::FirstPlayer {
            Action::FirstPlayer { seat: first }
        } else {
            out[0].action
        };
        g.apply(Actor::Chance, a, &mut Log::silent()).unwrap();
    }
    assert_eq!(g.phase, Phase::Turn);
    g
}

fn refusal(players: usize, money: &str) -> String {
    match RedCathedral::new(players, &options(&[("start-money", money)])) {
        Err(SetupError::BadOption { message, .. }) => message,
        Err(other) => panic!("{money}: refused for another reason: {other}"),
        Ok(_) => panic!("{money} with {players} players was accepted"),
    }
}

#[test]
fn rc_3_11_rulebook_amounts_by_default_and_by_name() {
    for money in ["", "rulebook"] {
        let g = started(4, money, 2);
        // Order of play from the start player (seat 3 of 4, index 2): 3, 4, 4, 5.
        assert_eq!(
            [2, 3, 0, 1].map(|s| g.seats[s].rubles),
            [3, 4, 4, 5],
            "{money}"
        );
    }
    let g = RedCathedral::new(2, &options(&[])).unwrap();
    assert_eq!(g.start_money, cathedra_red_cathedral::RULEBOOK_START_MONEY);
}

#[test]
fn start_money_gives_each_position_in_the_order_of_play_its_amount() {
    let g = started(4, "21/22/23/24", 1);
    assert_eq!([1, 2, 3, 0].map(|s| g.seats[s].rubles), [21, 22, 23, 24]);
    let g = started(3, "0/7/100", 2);
    assert_eq!([2, 0, 1].map(|s| g.seats[s].rubles), [0, 7, 100]);
    let g = started(2, "5/5", 1);
    assert_eq!([g.seats[0].rubles, g.seats[1].rubles], [5, 5]);
    assert!(g.validate().is_ok());
}

#[test]
fn start_money_in_the_solo_game_is_the_players_alone() {
    let g = started(1, "9", 0);
    assert_eq!(g.seats[0].rubles, 9);
    assert!(g.validate().is_ok());
    let g = started(1, "rulebook", 0);
    assert_eq!(g.seats[0].rubles, 3, "Q-20: the solo player gets 3");
}

#[test]
fn start_money_of_another_shape_is_refused_by_name() {
    for (players, money) in [
        (4, "3/4/4"),
        (2, "3/4/4"),
        (1, "3/4"),
        (4, "3/4/4/5/6"),
        (2, "a/b"),
        (2, "-1/3"),
        (2, "3.5/4"),
        (2, "3//4"),
        (2, "3,4"),
        (2, "101/4"),
        (3, "random"),
    ] {
        let text = refusal(players, money);
        assert!(text.contains("start-money"), "{text}");
        assert!(text.contains(&format!("{players} whole amount")), "{text}");
        assert!(text.contains(&MAX_START_MONEY.to_string()), "{text}");
    }
    // An empty value is refused with the option's help before the game sees it.
    let empty = cathedra_core::Options::parse(RedCathedral::OPTIONS, [("start-money", "")]);
    assert!(
        matches!(empty, Err(SetupError::BadOption { message, .. }) if message.contains("start-money"))
    );
}

#[test]
fn a_loaded_state_keeps_to_the_starting_rubles_of_its_option() {
    // Before the first player is known nobody holds a ruble.
    let mut g = RedCathedral::new(3, &options(&[("start-money", "6/6/6")])).unwrap();
    let mut out: Vec<Outcome<Action>> = Vec::new();
    while g.phase != Phase::FirstPlayer {
        g.chance_outcomes(&mut out);
        g.apply(Actor::Chance, out[0].action, &mut Log::silent())
            .unwrap();
    }
    assert!(g.validate().is_ok());
    let mut early = g.clone();
    early.seats[0].rubles = 6;
    assert!(early.validate().is_err());

    // A solo game before its first turn holds exactly the option's amount.
    let mut solo = RedCathedral::new(1, &options(&[("start-money", "8")])).unwrap();
    while solo.phase != Phase::SoloCards {
        solo.chance_outcomes(&mut out);
        solo.apply(Actor::Chance, out[0].action, &mut Log::silent())
            .unwrap();
    }
    assert_eq!(solo.seats[0].rubles, 8);
    assert!(solo.validate().is_ok());
    let mut other = solo.clone();
    other.seats[0].rubles = 3;
    assert!(
        other.validate().is_err(),
        "the rulebook's 3 is not this game's"
    );

    // Amounts beyond the option's limit cannot come from setup.
    let mut rich = started(2, "5/5", 0);
    rich.start_money[1] = MAX_START_MONEY + 1;
    assert!(rich.validate().is_err());
}
