//! The event log: structured events (a kind and its parameters) with their English text, each
//! for an audience. A silent log costs nothing: nothing is built unless it records.

use serde::Serialize;

use crate::{Observer, Seat, SeatSet};

/// Who may read a log entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "to", content = "seats", rename_all = "lowercase")]
pub enum Audience {
    /// Every seat and every spectator.
    All,
    /// Only these seats (a secret deal, a card passed from one seat to another).
    Seats(SeatSet),
}

impl Audience {
    pub fn seat(seat: Seat) -> Audience {
        Audience::Seats(SeatSet::only(seat))
    }

    pub fn admits(self, observer: Observer) -> bool {
        match (self, observer) {
            (Audience::All, _) => true,
            (Audience::Seats(s), Observer::Seat(seat)) => s.contains(seat),
            (Audience::Seats(_), Observer::Spectator) => false,
        }
    }

    pub fn is_public(self) -> bool {
        self == Audience::All
    }
}

/// One parameter of an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Arg {
    /// A seat (rendered with the seat's name).
    Seat(Seat),
    /// A number (a count, an amount, a round).
    Num(i64),
    /// One of the game's own terms by its id (a card, a building, a space).
    Term(&'static str),
    /// Free text (a list already put in words).
    Text(String),
}

/// What happened, as data: `kind` names the event (e.g. `erects`), `args` its parameters.
/// Translations and the web UI render from this; `text` is the English rendering.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Event {
    pub kind: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Event {
    pub fn new(kind: &'static str) -> Event {
        Event {
            kind,
            args: Vec::new(),
        }
    }

    pub fn seat(mut self, name: &'static str, seat: Seat) -> Event {
        self.args.push((name, Arg::Seat(seat)));
        self
    }

    pub fn num(mut self, name: &'static str, n: impl Into<i64>) -> Event {
        self.args.push((name, Arg::Num(n.into())));
        self
    }

    pub fn term(mut self, name: &'static str, id: &'static str) -> Event {
        self.args.push((name, Arg::Term(id)));
        self
    }

    pub fn text(mut self, name: &'static str, text: impl Into<String>) -> Event {
        self.args.push((name, Arg::Text(text.into())));
        self
    }

    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// A log entry: who may read it, what happened, and its English text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Entry {
    pub audience: Audience,
    pub event: Event,
    pub text: String,
}

/// The event log. Texts and events are built only when recording.
#[derive(Debug, Default)]
pub struct Log {
    recording: bool,
    entries: Vec<Entry>,
}

impl Log {
    /// A log that drops everything (for playouts).
    pub fn silent() -> Self {
        Log {
            recording: false,
            entries: Vec::new(),
        }
    }

    pub fn recording() -> Self {
        Log {
            recording: true,
            entries: Vec::new(),
        }
    }

    pub fn is_recording(&self) -> bool {
        self.recording
    }

    /// An entry everyone may read.
    #[inline]
    pub fn say(&mut self, entry: impl FnOnce() -> (Event, String)) {
        self.push(Audience::All, entry);
    }

    /// An entry only `seat` may read.
    #[inline]
    pub fn tell(&mut self, seat: Seat, entry: impl FnOnce() -> (Event, String)) {
        self.push(Audience::seat(seat), entry);
    }

    #[inline]
    pub fn push(&mut self, audience: Audience, entry: impl FnOnce() -> (Event, String)) {
        if self.recording {
            self.record(audience, entry);
        }
    }

    #[cold]
    #[inline(never)]
    fn record(&mut self, audience: Audience, entry: impl FnOnce() -> (Event, String)) {
        let (event, text) = entry();
        self.entries.push(Entry {
            audience,
            event,
            text,
        });
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The entries `observer` may read.
    pub fn visible_to(&self, observer: Observer) -> impl Iterator<Item = &Entry> {
        self.entries
            .iter()
            .filter(move |e| e.audience.admits(observer))
    }

    /// Removes and returns the entries so far.
    pub fn take(&mut self) -> Vec<Entry> {
        std::mem::take(&mut self.entries)
    }
}
