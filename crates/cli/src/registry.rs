//! The games this build of cathedra knows, from `cathedra-games`. Nothing else in the command
//! line names a game.

use cathedra_core::GameInfo;

/// Every game, in the order `cathedra games` lists them.
pub fn games() -> Vec<GameInfo> {
    cathedra_games::games()
}
