//! What an observer may know (PIL-23.6): everything on the table and in every hand is
//! public; only the round's event lies face down until step 1, seen by Ellen holders
//! (PIL-18.5). Here: the typed view, the determinization and the terminal board.

use std::fmt::Write;

use cathedra_core::{Dealer, Observer, ToMove};
use serde::Serialize;

use crate::action::cube_list;
use crate::data::{Card, Craftsman, Cube, Event, Privilege, ResourceCard, COLOURS};
use crate::set::Set;
use crate::state::{Location, Pillars, Stage, SPACES};

/// One player's holdings and figures, as everyone sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HoldingsView {
    pub colour: &'static str,
    pub gold: u8,
    pub vp: u16,
    /// Wood, stone, sand, metal.
    pub cubes: [u8; 4],
    pub craftsmen: Set<Craftsman>,
    /// Permanent cards and unused one-time cards.
    pub privileges: Set<Privilege>,
    /// Resource cards taken this round.
    pub resources: Set<ResourceCard>,
    /// Workers this round: 12 own, grey ones and the black one (PIL-19.10).
    pub workers: u8,
    /// Workers not committed to resource cards.
    pub free_workers: u8,
    /// Workers in the wool mill until step 3.
    pub mill: u8,
    pub grey: u8,
    pub grey_next: u8,
    /// Cube kinds bought at the market this round.
    pub bought: Vec<Cube>,
    pub madonna: Option<Craftsman>,
    /// This player may see the round's event (revealed, or Ellen).
    pub sees_event: bool,
}

/// What one observer may know of a game: the whole table, less the face-down event unless the
/// observer may see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PillarsView {
    pub observer: Observer,
    pub round: u8,
    pub stage: Stage,
    pub to_move: ToMove,
    pub start_player: u8,
    /// Turn-order index, Shiring side, market space or waiting cost of the stage.
    pub cursor: u8,
    /// Bits: seats that passed in phase I, or market spaces that left the market.
    pub passed: u8,
    /// One entry per seat, in seat order.
    pub seats: Vec<HoldingsView>,
    /// Wood, stone, sand, metal in the general supply (negative: owed, PIL-23.5).
    pub supply: [i16; 4],
    /// Wood, stone, sand on the market.
    pub market: [u8; 3],
    pub court_metal: u8,
    pub castle_workers: u8,
    /// The owner of the builder on each of the 17 spaces.
    pub spaces: [Option<u8>; SPACES],
    pub bag: Vec<u8>,
    pub set_aside: Vec<u8>,
    /// Waiting builders by cost (index 1..=7).
    pub waiting: [Option<u8>; 8],
    pub drawn: Option<u8>,
    pub cost: u8,
    pub redraw_used: bool,
    /// Bits: seats limited to two builders this round, and next round.
    pub walled: u8,
    pub wall_next: u8,
    pub kingsbridge: [Option<Privilege>; 2],
    pub shiring: [Option<Craftsman>; 2],
    pub offer_craftsmen: Set<Craftsman>,
    pub offer_resources: Set<ResourceCard>,
    pub privileges_seen: Set<Privilege>,
    /// The events this observer knows to be drawn (the face-down one only if it may see it).
    pub events_known: Set<Event>,
    /// This round's event lies face down (drawn, not yet revealed at step 1).
    pub event_face_down: bool,
    /// This round's event, if the observer may see it.
    pub event: Option<Event>,
    pub bishop_protects: bool,
    /// Bits: seats protected from this round's negative event.
    pub protected: u8,
    /// Bits: seats exempt from this round's tax.
    pub exempt: u8,
    /// This round's tax die (0 before the roll).
    pub tax: u8,
    /// Uses of each craftsman in the current cathedral turn, in card order.
    pub used: [u8; 27],
}

impl Pillars {
    /// True when `seat` may know this round's event: revealed, or the seat holds Ellen.
    pub fn sees_event(&self, seat: usize) -> bool {
        self.event_shown
            || self
                .seats
                .get(seat)
                .is_some_and(|s| s.privileges.contains(Privilege::Ellen))
    }

    /// True when `observer` may know this round's event.
    pub(crate) fn observer_sees_event(&self, observer: Observer) -> bool {
        match observer {
            Observer::Seat(s) => self.sees_event(s.index()),
            Observer::Spectator => self.event_shown,
        }
    }

    pub(crate) fn view_for(&self, observer: Observer, to_move: ToMove) -> PillarsView {
        let n = self.n();
        let hidden = self.event.filter(|_| !self.observer_sees_event(observer));
        let mut events_known = self.events_seen;
        if let Some(e) = hidden {
            events_known.remove(e);
        }
        let seats = (0..n)
            .map(|s| {
                let h = &self.seats[s];
                HoldingsView {
                    colour: COLOURS[s],
                    gold: h.gold,
                    vp: h.vp,
                    cubes: h.cubes,
                    craftsmen: h.craftsmen,
                    privileges: h.privileges,
                    resources: h.resources,
                    workers: self.workers(s),
                    free_workers: self.free_workers(s),
                    mill: h.mill,
                    grey: h.grey,
                    grey_next: h.grey_next,
                    bought: Cube::ALL
                        .into_iter()
                        .filter(|c| h.bought & (1 << c.index()) != 0)
                        .collect(),
                    madonna: h.madonna,
                    sees_event: self.sees_event(s),
                }
            })
            .collect();
        PillarsView {
            observer,
            round: self.round,
            stage: self.stage,
            to_move,
            start_player: self.start,
            cursor: self.cursor,
            passed: self.passed,
            seats,
            supply: self.supply,
            market: self.market,
            court_metal: self.court_metal,
            castle_workers: self.castle,
            spaces: self.spaces,
            bag: self.bag[..n].to_vec(),
            set_aside: self.set_aside[..n].to_vec(),
            waiting: self.track,
            drawn: self.drawn,
            cost: self.cost,
            redraw_used: self.redraw_used,
            walled: self.walled,
            wall_next: self.wall_next,
            kingsbridge: self.kingsbridge,
            shiring: self.shiring,
            offer_craftsmen: self.offer_craftsmen,
            offer_resources: self.offer_resources,
            privileges_seen: self.privileges_seen,
            events_known,
            event_face_down: self.event.is_some() && !self.event_shown,
            event: self.event.filter(|_| hidden.is_none()),
            bishop_protects: self.bishop_protects,
            protected: self.protected,
            exempt: self.exempt,
            tax: self.tax,
            used: self.used,
        }
    }

    /// A state drawn from what `seat` knows: the face-down event it may not see is drawn
    /// again, uniformly among the events it has not seen (C3's weights); nothing else is
    /// hidden from a seat.
    pub(crate) fn determinize_for(&self, seat: usize, rng: &mut Dealer) -> Pillars {
        let mut d = self.clone();
        let Some(current) = self.event.filter(|_| !self.sees_event(seat)) else {
            return d;
        };
        let mut unseen = Set::<Event>::full().minus(self.events_seen);
        unseen.insert(current);
        let pick = rng.below(u64::from(unseen.len())) as usize;
        let event = unseen.iter().nth(pick).unwrap_or(current);
        d.events_seen.remove(current);
        d.events_seen.insert(event);
        d.event = Some(event);
        d
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

    /// A readable board for a terminal, as `observer` sees it.
    pub(crate) fn render_board(&self, observer: Observer) -> String {
        let mut out = String::new();
        self.render_header(&mut out);
        let _ = writeln!(out, "Start player: {}", self.colour(self.start.into()));
        self.render_event(&mut out, observer);
        for s in 0..self.n() {
            self.render_seat(&mut out, s);
        }
        self.render_spaces(&mut out);
        self.render_builders(&mut out);
        out
    }

    /// The board in a few lines: the round and phase, the start player and the event, the
    /// observing seat's own area, then a line for each other seat.
    pub(crate) fn render_compact(&self, observer: Observer) -> String {
        let mut out = String::new();
        self.render_header(&mut out);
        let _ = write!(out, "Start player: {}. ", self.colour(self.start.into()));
        self.render_event(&mut out, observer);
        let own = observer.seat().map(|s| s.index());
        let areas = (0..self.n()).map(|s| {
            let mut area = String::new();
            self.render_seat(&mut area, s);
            area
        });
        cathedra_core::compact_areas(&mut out, own, areas);
        out
    }

    fn render_header(&self, out: &mut String) {
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
    }

    fn render_event(&self, out: &mut String, observer: Observer) {
        let visible = self.observer_sees_event(observer);
        let text = match self.event {
            None => "-".to_string(),
            Some(e) if visible => e.label(),
            Some(_) => "face down".to_string(),
        };
        let _ = writeln!(out, "Event: {text}");
    }

    fn render_seat(&self, out: &mut String, s: usize) {
        let seat = &self.seats[s];
        let _ = writeln!(
            out,
            "{}: gold {}, VP {}, workers {} (free {}, mill {}, grey next {}), cubes: {}",
            self.colour(s),
            seat.gold,
            seat.vp,
            self.workers(s),
            self.free_workers(s),
            seat.mill,
            seat.grey_next,
            cube_list(seat.cubes)
        );
        let _ = writeln!(
            out,
            "       craftsmen: {}",
            Self::names(seat.craftsmen, |c| c.label())
        );
        let _ = writeln!(
            out,
            "       privileges: {}  resource cards: {}",
            Self::names(seat.privileges, |p| p.name().to_string()),
            Self::names(seat.resources, |r| r.label())
        );
    }

    fn render_spaces(&self, out: &mut String) {
        let card = |p: Option<Privilege>| p.map_or("-".into(), |p| p.label());
        let craft = |c: Option<Craftsman>| c.map_or("-".into(), |c| c.label());
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
            Self::names(self.offer_resources, |r| r.label()),
            Self::names(self.offer_craftsmen, |c| format!(
                "{} for {} gold",
                c.label(),
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
