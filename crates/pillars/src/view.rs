//! What a seat may see (PIL-23.6): the view JSON, the terminal board and the hidden variants.

use std::fmt::Write;

use serde_json::{json, Value};

use crate::action::cube_list;
use crate::data::{Card, Event, Privilege};
use crate::set::Set;
use crate::state::{Location, Pillars, Stage};

impl Pillars {
    /// True when `seat` may know this round's event: revealed, or the seat holds Ellen.
    pub fn sees_event(&self, seat: usize) -> bool {
        self.event_shown
            || self
                .seats
                .get(seat)
                .is_some_and(|s| s.privileges.contains(Privilege::Ellen))
    }

    /// The full state less the unrevealed event, plus the viewer and a few derived figures.
    pub(crate) fn view_for(&self, seat: usize) -> Value {
        let mut v = serde_json::to_value(self).unwrap_or(Value::Null);
        if !self.sees_event(seat) {
            let mut seen = self.events_seen;
            if let Some(e) = self.event {
                seen.remove(e);
            }
            v["event"] = Value::Null;
            v["events_seen"] = json!(seen);
        }
        let free: Vec<u8> = (0..self.n()).map(|s| self.free_workers(s)).collect();
        let workers: Vec<u8> = (0..self.n()).map(|s| self.workers(s)).collect();
        v["viewer"] = json!(seat);
        v["colours"] = json!(&crate::data::COLOURS[..self.n()]);
        v["workers"] = json!(workers);
        v["free_workers"] = json!(free);
        v["event_visible"] = json!(self.sees_event(seat));
        v
    }

    /// Copies of this state with the unrevealed event swapped for each other unseen event.
    pub(crate) fn event_variants(&self, observer: usize) -> Vec<Pillars> {
        let Some(current) = self.event.filter(|_| !self.sees_event(observer)) else {
            return Vec::new();
        };
        let unseen = Set::<Event>::full().minus(self.events_seen);
        unseen
            .iter()
            .map(|other| {
                let mut v = self.clone();
                v.events_seen.remove(current);
                v.events_seen.insert(other);
                v.event = Some(other);
                v
            })
            .collect()
    }

    fn phase_name(&self) -> &'static str {
        match self.stage {
            Stage::StartPlayer => "setup",
            Stage::Privileges | Stage::Craftsmen | Stage::Resources | Stage::Event => "round start",
            Stage::Offer | Stage::HireDismiss => "phase I: resource cards and craftsmen",
            Stage::Draw | Stage::Redraw | Stage::Place | Stage::PlacePassed => {
                "phase II: master builders"
            }
            Stage::Protect | Stage::Thomas | Stage::Collapse => "phase III, step 1: event",
            Stage::BishopCube => "phase III, step 2: Bishop's seat",
            Stage::Tax | Stage::Exemption => "phase III, step 9: King's court",
            Stage::ShiringDismiss => "phase III, step 10: Shiring",
            Stage::Market => "phase III, step 12: market",
            Stage::Madonna | Stage::Build | Stage::Discard => "phase III, step 13: cathedral",
            Stage::Over => "game over",
        }
    }

    fn names<T: Card>(set: Set<T>, name: fn(T) -> String) -> String {
        let v: Vec<String> = set.iter().map(name).collect();
        if v.is_empty() {
            "-".into()
        } else {
            v.join(", ")
        }
    }

    fn who(&self, space: usize) -> &'static str {
        self.occupant(space).map_or("-", |s| self.colour(s))
    }

    /// A readable board for a terminal.
    pub(crate) fn render_board(&self, seat: Option<usize>) -> String {
        let mut out = String::new();
        let to_move = match self.stage {
            Stage::Over => String::new(),
            s if s.is_chance() => ", chance draws".into(),
            _ => format!(", to move: {}", self.colour(self.actor.into())),
        };
        let _ = writeln!(
            out,
            "The Pillars of the Earth: round {}/6, {}{to_move}",
            self.round,
            self.phase_name()
        );
        let _ = writeln!(out, "Start player: {}", self.colour(self.start.into()));
        self.render_event(&mut out, seat);
        for s in 0..self.n() {
            self.render_seat(&mut out, s);
        }
        self.render_spaces(&mut out);
        self.render_builders(&mut out);
        out
    }

    fn render_event(&self, out: &mut String, seat: Option<usize>) {
        let visible = self.event_shown || seat.is_some_and(|s| self.sees_event(s));
        let text = match self.event {
            None => "-".to_string(),
            Some(e) if visible => format!("{} ({})", e.name(), e.data().text),
            Some(_) => "face down".to_string(),
        };
        let _ = writeln!(out, "Event: {text}");
    }

    fn render_seat(&self, out: &mut String, s: usize) {
        let seat = &self.seats[s];
        let _ = writeln!(
            out,
            "{:<6} gold {:>2}  VP {:>3}  cubes: {}  workers {} (free {}, mill {}, grey next {})",
            self.colour(s),
            seat.gold,
            seat.vp,
            cube_list(seat.cubes),
            self.workers(s),
            self.free_workers(s),
            seat.mill,
            seat.grey_next
        );
        let _ = writeln!(
            out,
            "       craftsmen: {}",
            Self::names(seat.craftsmen, |c| format!("{} ({})", c.name(), c.id()))
        );
        let _ = writeln!(
            out,
            "       privileges: {}  resource cards: {}",
            Self::names(seat.privileges, |p| p.name().to_string()),
            Self::names(seat.resources, |r| r.id().to_string())
        );
    }

    fn render_spaces(&self, out: &mut String) {
        let card = |p: Option<Privilege>| p.map_or("-", |p| p.name());
        let craft = |c: Option<crate::data::Craftsman>| c.map_or("-", |c| c.name());
        let list = |at: Location| -> String {
            at.spaces()
                .map(|s| self.who(s))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let _ = writeln!(out, "Board:");
        let _ = writeln!(out, "  Bishop's seat: {}", self.who(0));
        let _ = writeln!(
            out,
            "  Kingsbridge: [{}] {} | [{}] {}",
            card(self.kingsbridge[0]),
            self.who(1),
            card(self.kingsbridge[1]),
            self.who(2)
        );
        let _ = writeln!(out, "  Priory (2 VP, 1 VP): {}", list(Location::Priory));
        let _ = writeln!(
            out,
            "  King's court (metal {}): {}",
            self.court_metal,
            list(Location::KingsCourt)
        );
        let _ = writeln!(
            out,
            "  Shiring: [{}] {} | [{}] {}",
            craft(self.shiring[0]),
            self.who(9),
            craft(self.shiring[1]),
            self.who(10)
        );
        let _ = writeln!(
            out,
            "  Shiring castle (grey workers {}): {}",
            self.castle,
            self.who(11)
        );
        let _ = writeln!(
            out,
            "  Market (wood {}, stone {}, sand {}): {}",
            self.market[0],
            self.market[1],
            self.market[2],
            list(Location::Market)
        );
        let _ = writeln!(out, "  Cathedral (next start player): {}", self.who(16));
        let _ = writeln!(
            out,
            "Offer: {}  craftsmen: {}",
            Self::names(self.offer_resources, |r| r.id().to_string()),
            Self::names(self.offer_craftsmen, |c| format!(
                "{} ({} gold)",
                c.name(),
                c.card().cost
            ))
        );
    }

    fn render_builders(&self, out: &mut String) {
        let bag: Vec<String> = (0..self.n())
            .map(|s| format!("{} {}", self.colour(s), self.bag[s]))
            .collect();
        let waiting: Vec<String> = (1..8)
            .rev()
            .filter_map(|c| self.track[c].map(|s| format!("{} at {c}", self.colour(s.into()))))
            .collect();
        let _ = writeln!(
            out,
            "Cost marker: {}  bag: {}  waiting: {}{}",
            self.cost,
            bag.join(", "),
            if waiting.is_empty() {
                "-".into()
            } else {
                waiting.join(", ")
            },
            self.drawn
                .map(|s| format!("  drawn: {}", self.colour(s.into())))
                .unwrap_or_default()
        );
    }
}
