//! What an observer may know (PIL-23.6): everything on the table and in every hand is
//! public; only the round's event lies face down until step 1, seen by Ellen holders
//! (PIL-18.5). Here: the typed view, the determinization and the terminal board.

use std::fmt::Write;

use cathedra_core::{Dealer, Observer, ToMove};
use serde::Serialize;

use cathedra_core::i18n::FluentValue;

use crate::data::{Card, Craftsman, Cube, Event, Privilege, ResourceCard, COLOURS};
use crate::set::Set;
use crate::state::{Location, Pillars, Stage, SPACES};
use crate::texts::Words;

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

    fn phase_key(&self) -> &'static str {
        match self.stage {
            Stage::StartPlayer => "phase-setup",
            Stage::Privileges | Stage::Craftsmen | Stage::Resources | Stage::Event => {
                "phase-round-start"
            }
            Stage::Offer | Stage::HireDismiss => "phase-offer",
            Stage::Draw | Stage::Redraw | Stage::Place | Stage::PlacePassed => "phase-builders",
            Stage::Protect | Stage::Thomas | Stage::Collapse => "phase-event",
            Stage::BishopCube => "phase-bishop",
            Stage::Tax | Stage::Exemption => "phase-court",
            Stage::ShiringDismiss => "phase-shiring",
            Stage::Market => "phase-market",
            Stage::Madonna | Stage::Build | Stage::Discard => "phase-cathedral",
            Stage::Over => "phase-over",
        }
    }

    /// The names of a set's cards, or "-".
    fn names<T: Card>(w: Words<'_>, set: Set<T>, name: impl Fn(T) -> String) -> String {
        let v: Vec<String> = set.iter().map(name).collect();
        if v.is_empty() {
            w.say("board-none", &[])
        } else {
            v.join(", ")
        }
    }

    /// Who has a builder on `space`, or "-".
    fn who(&self, w: Words<'_>, space: usize) -> String {
        match self.occupant(space) {
            Some(s) => w.seat(self, s),
            None => w.say("board-none", &[]),
        }
    }

    /// A readable board for a terminal, as `observer` sees it, in the language of `w`.
    pub(crate) fn render_board(&self, observer: Observer, w: Words<'_>) -> String {
        let mut out = String::new();
        self.render_header(&mut out, w);
        let start = w.seat(self, self.start.into());
        line(
            &mut out,
            w.say("board-start-player", &[("seat", start.into())]),
        );
        self.render_event(&mut out, observer, w);
        for s in 0..self.n() {
            self.render_seat(&mut out, s, w);
        }
        self.render_spaces(&mut out, w);
        self.render_builders(&mut out, w);
        fit(&out)
    }

    /// The board in a few lines: the round and phase, the start player and the event, the
    /// observing seat's own area, then a line for each other seat.
    pub(crate) fn render_compact(&self, observer: Observer, w: Words<'_>) -> String {
        let mut out = String::new();
        self.render_header(&mut out, w);
        let start = w.seat(self, self.start.into());
        let _ = write!(
            out,
            "{}. ",
            w.say("board-start-player", &[("seat", start.into())])
        );
        self.render_event(&mut out, observer, w);
        let own = observer.seat().map(|s| s.index());
        let areas = (0..self.n()).map(|s| {
            let mut area = String::new();
            self.render_seat(&mut area, s, w);
            area
        });
        cathedra_core::compact_areas(&mut out, own, areas);
        fit(&out)
    }

    fn render_header(&self, out: &mut String, w: Words<'_>) {
        let to_move = match self.stage {
            Stage::Over => String::new(),
            s if s.is_chance() => w.say("board-chance", &[]),
            _ => w.say(
                "board-to-move",
                &[("seat", w.seat(self, self.actor.into()).into())],
            ),
        };
        let header = w.say(
            "board-header",
            &[
                ("round", u32::from(self.round).into()),
                ("phase", w.say(self.phase_key(), &[]).into()),
            ],
        );
        line(out, format!("{header}{to_move}"));
    }

    fn render_event(&self, out: &mut String, observer: Observer, w: Words<'_>) {
        let visible = self.observer_sees_event(observer);
        let text = match self.event {
            None => w.say("board-none", &[]),
            Some(e) if visible => w.event(e),
            Some(_) => w.say("board-event-face-down", &[]),
        };
        line(out, w.say("board-event", &[("event", text.into())]));
    }

    fn render_seat(&self, out: &mut String, s: usize, w: Words<'_>) {
        let seat = &self.seats[s];
        let n = |x: u8| FluentValue::from(u32::from(x));
        let mut first = w.say(
            "board-seat",
            &[
                ("seat", w.seat(self, s).into()),
                ("gold", n(seat.gold)),
                ("vp", u32::from(seat.vp).into()),
                ("workers", n(self.workers(s))),
                ("free", n(self.free_workers(s))),
                ("cubes", w.cube_list(seat.cubes).into()),
            ],
        );
        if seat.mill > 0 {
            let _ = write!(
                first,
                ", {}",
                w.say("board-mill", &[("workers", n(seat.mill))])
            );
        }
        if seat.grey_next > 0 && !self.is_last_round() {
            let grey = w.say("board-grey-next", &[("workers", n(seat.grey_next))]);
            let _ = write!(first, ", {grey}");
        }
        line(out, first);
        let craftsmen = Self::names(w, seat.craftsmen, |c| w.craftsman(c));
        line(
            out,
            format!(
                "{INDENT}{}",
                w.say("board-craftsmen", &[("craftsmen", craftsmen.into())])
            ),
        );
        let privileges = Self::names(w, seat.privileges, |p| w.privilege_name(p));
        let resources = Self::names(w, seat.resources, |r| w.resource(r));
        line(
            out,
            format!(
                "{INDENT}{}  {}",
                w.say("board-privileges", &[("privileges", privileges.into())]),
                w.say("board-resource-cards", &[("cards", resources.into())])
            ),
        );
    }

    fn render_spaces(&self, out: &mut String, w: Words<'_>) {
        let card = |p: Option<Privilege>| p.map_or(w.say("board-none", &[]), |p| w.privilege(p));
        let craft = |c: Option<Craftsman>| c.map_or(w.say("board-none", &[]), |c| w.craftsman(c));
        let list = |at: Location| -> String {
            at.spaces()
                .map(|s| self.who(w, s))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let who = |s: usize| FluentValue::from(self.who(w, s));
        line(out, w.say("board-spaces", &[]));
        let mut space = |id: &str, args: &[(&str, FluentValue<'_>)]| {
            line(out, format!("  {}", w.say(id, args)));
        };
        space("board-bishop", &[("who", who(0))]);
        space(
            "board-kingsbridge",
            &[
                ("left", card(self.kingsbridge[0]).into()),
                ("left_who", who(1)),
                ("right", card(self.kingsbridge[1]).into()),
                ("right_who", who(2)),
            ],
        );
        space("board-priory", &[("who", list(Location::Priory).into())]);
        space(
            "board-court",
            &[
                ("metal", u32::from(self.court_metal).into()),
                ("who", list(Location::KingsCourt).into()),
            ],
        );
        space(
            "board-shiring",
            &[
                ("left", craft(self.shiring[0]).into()),
                ("left_who", who(9)),
                ("right", craft(self.shiring[1]).into()),
                ("right_who", who(10)),
            ],
        );
        space(
            "board-castle",
            &[("workers", u32::from(self.castle).into()), ("who", who(11))],
        );
        space(
            "board-market",
            &[
                ("wood", u32::from(self.market[0]).into()),
                ("stone", u32::from(self.market[1]).into()),
                ("sand", u32::from(self.market[2]).into()),
                ("who", list(Location::Market).into()),
            ],
        );
        let cathedral = if self.is_last_round() {
            "board-cathedral-last"
        } else {
            "board-cathedral"
        };
        space(cathedral, &[("who", who(16))]);
        let offer = Self::names(w, self.offer_resources, |r| w.resource(r));
        let craftsmen = Self::names(w, self.offer_craftsmen, |c| {
            w.say(
                "board-craftsman-cost",
                &[
                    ("craftsman", w.craftsman(c).into()),
                    ("gold", u32::from(c.card().cost).into()),
                ],
            )
        });
        line(
            out,
            format!(
                "{}  {}",
                w.say("board-offer", &[("cards", offer.into())]),
                w.say("board-offer-craftsmen", &[("craftsmen", craftsmen.into())])
            ),
        );
    }

    fn render_builders(&self, out: &mut String, w: Words<'_>) {
        let bag: Vec<String> = (0..self.n())
            .map(|s| format!("{} {}", w.seat(self, s), self.bag[s]))
            .collect();
        let waiting: Vec<String> = (1..8u32)
            .rev()
            .filter_map(|c| {
                self.track[c as usize].map(|s| {
                    w.say(
                        "board-waits-at",
                        &[("seat", w.seat(self, s.into()).into()), ("cost", c.into())],
                    )
                })
            })
            .collect();
        let waiting = if waiting.is_empty() {
            w.say("board-none", &[])
        } else {
            waiting.join(", ")
        };
        let mut text = format!(
            "{}  {}  {}",
            w.say("board-cost", &[("cost", u32::from(self.cost).into())]),
            w.say("board-bag", &[("bag", bag.join(", ").into())]),
            w.say("board-waiting", &[("waiting", waiting.into())]),
        );
        if let Some(s) = self.drawn {
            let seat = w.seat(self, s.into());
            let _ = write!(text, "  {}", w.say("board-drawn", &[("seat", seat.into())]));
        }
        line(out, text);
    }
}

/// The indent of a seat's second and third lines, and of a line's continuation.
const INDENT: &str = "       ";

/// The widest line a terminal shows without wrapping.
pub const COLUMNS: usize = 80;

fn line(out: &mut String, text: String) {
    out.push_str(&text);
    out.push('\n');
}

/// Every line of `text` no wider than [`COLUMNS`]: a longer line is broken at its last space
/// that fits, and goes on indented.
fn fit(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for l in text.lines() {
        let mut rest = l;
        let mut first = true;
        loop {
            let indent = if first { "" } else { INDENT };
            let room = COLUMNS - indent.chars().count();
            out.push_str(indent);
            if rest.chars().count() <= room {
                out.push_str(rest);
                out.push('\n');
                break;
            }
            let at = |n: usize| rest.char_indices().nth(n).map_or(rest.len(), |(i, _)| i);
            let fits = &rest[..at(room + 1)];
            // A break between two items, else after a comma, else at any space; a word
            // longer than the line is cut.
            let (head, tail) = ["  ", ", ", " "]
                .iter()
                .find_map(|sep| {
                    let i = fits.rfind(sep)?;
                    let least = if *sep == " " { 1 } else { room / 2 };
                    (i >= least)
                        .then(|| (&rest[..i + sep.trim_end().len()], &rest[i + sep.len()..]))
                })
                .unwrap_or_else(|| rest.split_at(at(room)));
            out.push_str(head.trim_end());
            out.push('\n');
            rest = tail.trim_start();
            first = false;
            if rest.is_empty() {
                break;
            }
        }
    }
    out
}
