//! The visitor reaches every game by its own id, and no game by another.

use cathedra_core::{Evaluate, Game};
use cathedra_games::{games, visit, visit_all, Visitor, IDS};

#[test]
fn every_id_visits_its_own_game_and_unknown_ids_none() {
    struct Id;
    impl Visitor for Id {
        type Output = &'static str;
        fn visit<G: Game + Evaluate>(&mut self) -> &'static str {
            G::ID
        }
    }
    assert_eq!(visit_all(&mut Id), IDS.to_vec());
    assert_eq!(visit("chess", &mut Id), None);
    let ids: Vec<_> = games().iter().map(|g| g.id).collect();
    assert_eq!(ids, IDS.to_vec());
}
