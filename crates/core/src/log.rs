/// Who may read a log entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    All,
    /// Only this seat (a hidden choice, a secret look at a card).
    Seat(usize),
}

impl Audience {
    pub fn admits(self, seat: usize) -> bool {
        match self {
            Audience::All => true,
            Audience::Seat(s) => s == seat,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub audience: Audience,
    pub text: String,
}

/// The event log in words. A silent log costs nothing: texts are built only when recording.
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

    /// An entry every seat may read.
    #[inline]
    pub fn say(&mut self, text: impl FnOnce() -> String) {
        self.push(Audience::All, text);
    }

    /// An entry only `seat` may read.
    #[inline]
    pub fn tell(&mut self, seat: usize, text: impl FnOnce() -> String) {
        self.push(Audience::Seat(seat), text);
    }

    #[inline]
    pub fn push(&mut self, audience: Audience, text: impl FnOnce() -> String) {
        if self.recording {
            self.entries.push(Entry {
                audience,
                text: text(),
            });
        }
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Removes and returns the entries so far.
    pub fn take(&mut self) -> Vec<Entry> {
        std::mem::take(&mut self.entries)
    }
}
