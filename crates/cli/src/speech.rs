//! The language the terminal speaks: `--lang`, else the locale (`LC_ALL`, `LC_MESSAGES`,
//! `LANG`), else English. Its own texts are in `crates/cli/locales/`, a game's in its crate's
//! (rendered through [`cathedra_core::i18n::Texts`]).
//!
//! In English, a game's log entries and terms are the game's own English texts; in another
//! language they are rendered from the game's translation files (an event or term that no
//! file names keeps its English text). Choices and boards are the game's own
//! ([`AnyGame::choices_in`], [`AnyGame::render_in`], [`AnyGame::render_compact_in`]), worded
//! from the same texts.

use cathedra_core::i18n::{self, FluentValue, Locales, Texts, ENGLISH};
use std::io;

use cathedra_core::{
    AnyGame, Audience, Choice, Entry, Error, Event, GameInfo, Observer, Participant, Seat, Term,
};

use crate::CliError;

/// The terminal's own texts, in every language it speaks.
const LOCALES: Locales = include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// The terminal's texts and a game's, in one language.
#[derive(Debug)]
pub struct Speech {
    texts: Texts,
}

impl Speech {
    /// The language `lang` asks for (refused by name when nothing is written in it), else
    /// the locale's when there are texts in it, else English.
    pub fn new(lang: Option<&str>, game: Locales) -> Result<Speech, CliError> {
        let sets = [LOCALES, game];
        let texts = match lang {
            Some(lang) => Texts::new(lang, &sets).map_err(|e| CliError::Usage(e.to_string()))?,
            None => i18n::language_from_env()
                .and_then(|lang| Texts::new(&lang, &sets).ok())
                .unwrap_or_else(|| Texts::english(&sets)),
        };
        Ok(Speech { texts })
    }

    /// English, for code that has no language chosen.
    pub fn english() -> Speech {
        Speech {
            texts: Texts::english(&[LOCALES]),
        }
    }

    pub fn is_english(&self) -> bool {
        self.texts.lang() == ENGLISH
    }

    /// The terminal's texts and the game's, for the game's choices and boards.
    pub fn texts(&self) -> &Texts {
        &self.texts
    }

    /// `seat`'s choices, worded in this language.
    pub fn choices(&self, game: &dyn AnyGame, seat: Seat) -> Vec<Choice> {
        game.choices_in(seat, &self.texts)
    }

    /// The whole board as `observer` sees it, in this language.
    pub fn board(&self, game: &dyn AnyGame, observer: Observer) -> String {
        game.render_in(observer, &self.texts)
    }

    /// The board in a few lines, in this language.
    pub fn compact_board(&self, game: &dyn AnyGame, observer: Observer) -> String {
        game.render_compact_in(observer, &self.texts)
    }

    /// A text of the terminal's.
    pub fn t(&self, id: &str) -> String {
        self.texts.get(id, None)
    }

    /// A text of the terminal's, with arguments.
    pub fn with<'a>(
        &self,
        id: &str,
        args: impl IntoIterator<Item = (&'a str, FluentValue<'a>)>,
    ) -> String {
        self.texts.with(id, args)
    }

    /// The game's name in this language (its `game-name` message), else its own.
    pub fn game_name(&self, info: &GameInfo) -> String {
        self.texts
            .message("game-name", None)
            .unwrap_or_else(|| info.name.to_string())
    }

    /// Whether `word` (lower case) is the command `id`: its English word, or the language's.
    pub fn is_command(&self, word: &str, id: &str, english: &[&str]) -> bool {
        english.contains(&word) || (!self.is_english() && word == self.t(id))
    }

    /// A seat's (or a rule-run opponent's) name in this language, from its English name.
    pub fn seat_named(&self, english: &str) -> String {
        self.texts.seat(english)
    }

    pub fn seat(&self, game: &dyn AnyGame, seat: Seat) -> String {
        self.texts.seat(&game.seat_name(seat))
    }

    /// A participant's name: a seat's, or a rule-run opponent's.
    pub fn participant(&self, game: &dyn AnyGame, who: Participant) -> String {
        match who {
            Participant::Player { seat } => self.seat(game, seat),
            Participant::Automaton { name } => name.to_string(),
        }
    }

    /// A log entry's text in this language.
    pub fn event(&self, game: &dyn AnyGame, entry: &Entry) -> String {
        if self.is_english() {
            return entry.text.clone();
        }
        game.entry_in(entry, &self.texts)
            .unwrap_or_else(|| entry.text.clone())
    }

    /// A log entry as the terminal prints it; a private one names the seats that may read it.
    pub fn entry(&self, game: &dyn AnyGame, entry: &Entry) -> String {
        let text = self.event(game, entry);
        match entry.audience {
            Audience::All => text,
            Audience::Seats(seats) => {
                let names: Vec<String> = seats.iter().map(|s| self.seat(game, s)).collect();
                self.with(
                    "log-only",
                    [("seats", names.join(", ").into()), ("text", text.into())],
                )
            }
        }
    }

    /// A game's terms in this language.
    pub fn terms(&self, terms: Vec<Term>) -> Vec<Term> {
        if self.is_english() {
            return terms;
        }
        terms.iter().map(|t| self.texts.term(t)).collect()
    }

    /// The terminal's speech for the errors of a command that runs `game` (when it is known):
    /// its own texts and the game's, in `lang` or the locale's language.
    pub fn for_errors(lang: Option<&str>, game: Option<&GameInfo>) -> Result<Speech, CliError> {
        Speech::new(lang, game.map_or(&[][..], |g| g.locales))
    }

    /// One of the terminal's refusals, message `error-<kind>` with `words`' arguments as they
    /// are (paths and numbers).
    pub fn error(&self, words: &Event) -> String {
        let id = format!("error-{}", words.kind);
        self.texts.plain(&id, words).unwrap_or(id)
    }

    /// An error of the games or the core, in this language.
    pub fn core_error(&self, error: &Error) -> String {
        self.texts.error(error, &|s| s.to_string())
    }

    /// What the system said of a file, in this language where the terminal has words for its
    /// kind, else in the system's own words.
    pub fn io_error(&self, error: &io::Error) -> String {
        let id = match error.kind() {
            io::ErrorKind::NotFound => "io-not-found",
            io::ErrorKind::PermissionDenied => "io-permission-denied",
            io::ErrorKind::AlreadyExists => "io-already-exists",
            io::ErrorKind::NotADirectory => "io-not-a-directory",
            io::ErrorKind::IsADirectory => "io-is-a-directory",
            io::ErrorKind::ReadOnlyFilesystem => "io-read-only",
            io::ErrorKind::StorageFull => "io-storage-full",
            _ => return error.to_string(),
        };
        self.t(id)
    }
}
