//! The games this build of cathedra knows. The command line, the server, the agents' front
//! ends and the Python package name no game: they write their generic code once as a
//! [`Visitor`] and run it for the game a user named, or for every game.
//!
//! Adding a game is one line in [`visit`] and one in [`IDS`].

use cathedra_architects::Architects;
use cathedra_castle::Castle;
use cathedra_core::{Evaluate, Game, GameInfo};
use cathedra_pillars::Pillars;
use cathedra_red_cathedral::RedCathedral;

/// Generic code over one game type, run by [`visit`] or [`visit_all`]. Every game gives its
/// own [`Evaluate`], so agents can play any of them; a visitor that needs only the rules may
/// ask for `G: Game` alone.
pub trait Visitor {
    type Output;
    fn visit<G: Game + Evaluate>(&mut self) -> Self::Output;
}

/// Every game's id, in the order `cathedra games` lists them.
pub const IDS: &[&str] = &[Pillars::ID, Castle::ID, RedCathedral::ID, Architects::ID];

/// Runs `visitor` for the game `id`; `None` when no game has that id.
pub fn visit<V: Visitor>(id: &str, visitor: &mut V) -> Option<V::Output> {
    match id {
        Pillars::ID => Some(visitor.visit::<Pillars>()),
        Castle::ID => Some(visitor.visit::<Castle>()),
        Architects::ID => Some(visitor.visit::<Architects>()),
        RedCathedral::ID => Some(visitor.visit::<RedCathedral>()),
        _ => None,
    }
}

/// Runs `visitor` for every game, in the order of [`IDS`].
pub fn visit_all<V: Visitor>(visitor: &mut V) -> Vec<V::Output> {
    IDS.iter()
        .map(|id| visit(id, visitor).expect("every id in IDS is a game"))
        .collect()
}

struct Info;

impl Visitor for Info {
    type Output = GameInfo;
    fn visit<G: Game + Evaluate>(&mut self) -> GameInfo {
        cathedra_core::info::<G>()
    }
}

/// Every game's platform entry, in the order of [`IDS`].
pub fn games() -> Vec<GameInfo> {
    visit_all(&mut Info)
}
