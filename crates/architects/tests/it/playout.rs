//! Random games end, for every player count (AWK-19).

use cathedra_architects::Architects;
use cathedra_core::{Dealer, Game, Options, Playout, ToMove};

#[test]
fn awk_19_random_games_end_for_2_to_5_players() {
    let options = Options::parse(Architects::OPTIONS, []).unwrap();
    let mut playout = Playout::<Architects>::default();
    for players in 2..=5 {
        for stream in 0..20 {
            let mut game = Architects::new(players, &options).unwrap();
            let mut dealer = Dealer::new(5, stream);
            let decisions = playout.run(&mut game, &mut dealer, |_, _, _| {}).unwrap();
            assert_eq!(game.to_move(), ToMove::Over);
            if stream == 0 {
                eprintln!(
                    "{players} players: {decisions} decisions, scores {:?}",
                    game.scores()
                );
            }
        }
    }
}
