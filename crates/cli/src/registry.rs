//! The games this build of cathedra knows. Nothing else in the command line names a game.

use cathedra_core::GameInfo;

/// Every game, in the order `cathedra games` lists them.
pub fn games() -> Vec<GameInfo> {
    vec![
        cathedra_core::info::<cathedra_pillars::Pillars>(),
        cathedra_core::info::<cathedra_castle::Castle>(),
    ]
}
