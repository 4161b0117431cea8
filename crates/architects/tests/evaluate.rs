//! `Evaluate` as an agent uses it: a player that takes, at each decision, the action whose
//! resulting position it rates best beats players that choose at random.

use cathedra_architects::Architects;
use cathedra_core::{Actor, Dealer, Evaluate, Game, Log, Options, Seat, ToMove};

/// One game: seat 0 greedy by `evaluate`, the others random. Returns seat 0's place.
fn game(players: usize, seed: u64) -> usize {
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    let mut g = Architects::new(players, &options).unwrap();
    let mut dealer = Dealer::new(seed, 0);
    let (mut legal, mut outcomes, mut values) = (Vec::new(), Vec::new(), Vec::new());
    while g.to_move() != ToMove::Over {
        let (actor, action) = match g.to_move() {
            ToMove::Chance => {
                g.chance_outcomes(&mut outcomes);
                (Actor::Chance, outcomes[dealer.pick(&outcomes)].action)
            }
            t => {
                let seat = t.seats().first().unwrap();
                g.legal_actions(seat, &mut legal);
                let pick = if seat == Seat(0) {
                    let mut best = (f64::MIN, 0);
                    for (i, &a) in legal.iter().enumerate() {
                        let mut next = g.clone();
                        next.apply(Actor::Seat(seat), a, &mut Log::silent())
                            .unwrap();
                        next.evaluate(&mut values);
                        let mine = values[0] - values[1..].iter().cloned().fold(f64::MIN, f64::max);
                        if mine > best.0 {
                            best = (mine, i);
                        }
                    }
                    best.1
                } else {
                    dealer.below(legal.len() as u64) as usize
                };
                (Actor::Seat(seat), legal[pick])
            }
        };
        g.apply(actor, action, &mut Log::silent()).unwrap();
    }
    g.ranking()[0]
}

#[test]
fn a_greedy_player_by_evaluate_beats_random_players() {
    for players in [2, 4] {
        let wins = (0..6).filter(|&seed| game(players, seed) == 0).count();
        assert!(wins >= 5, "{players} players: {wins} wins of 6");
    }
}
