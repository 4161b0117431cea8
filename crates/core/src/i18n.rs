//! Texts in a player's language, through Project Fluent.
//!
//! Every crate with player texts keeps them in translation files, `locales/<language>/*.ftl`,
//! that a translator edits without Rust; its build script (`crates/core/build.rs`) gathers them
//! into [`Locales`]. A game gives its own with [`Game::LOCALES`](crate::Game::LOCALES): a
//! message `event-<kind>` per log event kind (its arguments are the event's), and a message
//! `term-<id>` per term (its value is the name, its attribute `.text` what it does; see
//! [`term_key`]). [`Texts`] renders them in one language, falling back to English for a key
//! the language lacks. A language is added by adding its folder of files.

use std::borrow::Cow;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::FluentResource;
use fluent_syntax::ast;

pub use fluent_bundle::{FluentArgs, FluentValue};

use crate::{
    Actor, Arg, Error, Event, Illegal, InvalidState, RecordError, Seat, SetupError, Term, ToMove,
};

/// Translation files: (language code, Fluent source), as a crate's build script gathers them.
pub type Locales = &'static [(&'static str, &'static str)];

/// The language every text exists in, and the one a missing key falls back to.
pub const ENGLISH: &str = "en";

/// The core's own texts (seat colours, what a hidden move shows).
pub const CORE_LOCALES: Locales = include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// A text that cannot be had in a language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TextsError {
    #[error("there are no texts in '{asked}'; the languages are {}", .known.join(", "))]
    UnknownLanguage { asked: String, known: Vec<String> },
    #[error("the {lang} translation files are broken: {message}")]
    Broken { lang: String, message: String },
}

/// The languages `sets` have texts in, English first, then by code.
pub fn languages(sets: &[Locales]) -> Vec<&'static str> {
    let mut langs: Vec<&'static str> = sets.iter().flat_map(|s| s.iter().map(|l| l.0)).collect();
    langs.push(ENGLISH);
    langs.sort_by_key(|&l| (l != ENGLISH, l));
    langs.dedup();
    langs
}

/// The language the environment asks for (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, as POSIX
/// orders them), as a code: `cs_CZ.UTF-8` is `cs`. None for `C`, `POSIX` or nothing set.
pub fn language_from_env() -> Option<String> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty())
        .and_then(|v| language_of_locale(&v))
}

/// The language code of a POSIX locale name (`cs_CZ.UTF-8` → `cs`); None for `C` and `POSIX`.
pub fn language_of_locale(locale: &str) -> Option<String> {
    let code = locale
        .split(['_', '.', '@', '-'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    match code.as_str() {
        "" | "c" | "posix" => None,
        _ => Some(code),
    }
}

/// The message key of term `id`: `term-` and the id with every character that a Fluent
/// identifier cannot hold (anything but ASCII letters, digits, `-` and `_`) as `-`.
pub fn term_key(id: &str) -> String {
    let mut key = String::with_capacity(id.len() + 5);
    key.push_str("term-");
    key.extend(id.chars().map(|c| {
        if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
            c
        } else {
            '-'
        }
    }));
    key
}

/// The message key of an event kind: `event-<kind>`.
pub fn event_key(kind: &str) -> String {
    format!("event-{kind}")
}

/// The message key of a refusal's kind: `refusal-<kind>` (see [`Illegal::Rule`]).
pub fn refusal_key(kind: &str) -> String {
    format!("refusal-{kind}")
}

/// The message key of a kind of refused setup: `setup-<kind>` (see [`SetupError::BadOption`]).
pub fn setup_key(kind: &str) -> String {
    format!("setup-{kind}")
}

/// The core's own English texts (built once), for what the core words itself.
pub fn core_english() -> &'static Texts {
    static ENGLISH: std::sync::OnceLock<Texts> = std::sync::OnceLock::new();
    ENGLISH.get_or_init(|| Texts::english(&[]))
}

/// A refusal of rule `rule` given as data (`words`, kind and arguments), with its English
/// message from `english`, the game's English texts (`seat_name` names a seat in English).
/// A kind no file has is said by its key, which the games' tests forbid.
pub fn refuse(
    rule: &'static str,
    words: Event,
    english: &Texts,
    seat_name: &dyn Fn(Seat) -> String,
) -> Illegal {
    let message = english
        .event_as(&refusal_key(words.kind), &words, seat_name)
        .unwrap_or_else(|| refusal_key(words.kind));
    Illegal::worded(rule, words, message)
}

/// The message key of a seat's colour as the game names it in English (`Red` → `seat-red`).
pub fn seat_key(english_name: &str) -> String {
    format!(
        "seat-{}",
        english_name.to_ascii_lowercase().replace(' ', "-")
    )
}

/// The message ids (and `id.attribute` for each attribute) of one Fluent source, or what is
/// broken in it.
pub fn message_keys(source: &str) -> Result<Vec<String>, String> {
    let resource = parse(source)?;
    let mut keys = Vec::new();
    for entry in resource.entries() {
        if let ast::Entry::Message(m) = entry {
            if m.value.is_some() {
                keys.push(m.id.name.to_string());
            }
            for a in &m.attributes {
                keys.push(format!("{}.{}", m.id.name, a.id.name));
            }
        }
    }
    Ok(keys)
}

fn parse(source: &str) -> Result<FluentResource, String> {
    let resource = FluentResource::try_new(source.to_string()).map_err(|(_, errors)| {
        errors
            .iter()
            .map(|e| format!("{e:?}"))
            .collect::<Vec<_>>()
            .join("; ")
    })?;
    // A line the parser could not read is kept as junk, not an error.
    if let Some(ast::Entry::Junk { content }) = resource
        .entries()
        .find(|e| matches!(e, ast::Entry::Junk { .. }))
    {
        return Err(format!("cannot read: {}", content.trim()));
    }
    Ok(resource)
}

/// The texts of some crates in one language, with English behind every missing key.
pub struct Texts {
    lang: &'static str,
    /// The language's bundle, then English's (the same one when the language is English).
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl std::fmt::Debug for Texts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Texts").field("lang", &self.lang).finish()
    }
}

impl Texts {
    /// The texts of `sets` (and the core's own) in `lang`, which one of them must have.
    pub fn new(lang: &str, sets: &[Locales]) -> Result<Texts, TextsError> {
        let mut all: Vec<Locales> = vec![CORE_LOCALES];
        all.extend_from_slice(sets);
        let known = languages(&all);
        let Some(&lang) = known.iter().find(|&&l| l == lang) else {
            return Err(TextsError::UnknownLanguage {
                asked: lang.to_string(),
                known: known.iter().map(|l| l.to_string()).collect(),
            });
        };
        let mut bundles = vec![bundle(lang, &all)?];
        if lang != ENGLISH {
            bundles.push(bundle(ENGLISH, &all)?);
        }
        Ok(Texts { lang, bundles })
    }

    /// English texts of `sets`: these always exist.
    pub fn english(sets: &[Locales]) -> Texts {
        Texts::new(ENGLISH, sets).expect("the English translation files are well formed")
    }

    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// Whether the language itself (not its English fallback) has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundles[0].has_message(id)
    }

    /// Message `id` (or its attribute, `id.attribute`) with `args`; None when no language has it.
    pub fn message(&self, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        let (id, attribute) = match id.split_once('.') {
            Some((id, a)) => (id, Some(a)),
            None => (id, None),
        };
        self.bundles.iter().find_map(|b| {
            let message = b.get_message(id)?;
            let pattern = match attribute {
                Some(a) => message.get_attribute(a)?.value(),
                None => message.value()?,
            };
            let mut errors = Vec::new();
            let text = b.format_pattern(pattern, args, &mut errors);
            Some(text.into_owned())
        })
    }

    /// Message `id` with `args`, or the id itself when no language has it (never empty).
    pub fn get(&self, id: &str, args: Option<&FluentArgs>) -> String {
        self.message(id, args).unwrap_or_else(|| id.to_string())
    }

    /// A message with arguments given as pairs.
    pub fn with<'a>(
        &self,
        id: &str,
        args: impl IntoIterator<Item = (&'a str, FluentValue<'a>)>,
    ) -> String {
        let mut fa = FluentArgs::new();
        for (k, v) in args {
            fa.set(k, v);
        }
        self.get(id, Some(&fa))
    }

    /// A seat's name in this language, from its English name (the game's `seat_name`).
    pub fn seat(&self, english_name: &str) -> String {
        self.message(&seat_key(english_name), None)
            .unwrap_or_else(|| english_name.to_string())
    }

    /// A term's name in this language, or None when no translation file names it.
    pub fn term_name(&self, id: &str) -> Option<String> {
        self.message(&term_key(id), None)
    }

    /// What a term does in this language, or None.
    pub fn term_text(&self, id: &str) -> Option<String> {
        self.message(&format!("{}.text", term_key(id)), None)
    }

    /// `term` in this language: each of its name and text translated where a file has it.
    pub fn term(&self, term: &Term) -> Term {
        Term {
            id: term.id.clone(),
            name: self
                .term_name(&term.id)
                .unwrap_or_else(|| term.name.clone()),
            text: self
                .term_text(&term.id)
                .unwrap_or_else(|| term.text.clone()),
        }
    }

    /// An event in this language: message `event-<kind>` with the event's arguments (a seat by
    /// its name, a term by its name, a list of term ids as their names, numbers as numbers for
    /// plurals, and each number `n` also as `n_1`, one more, for what events count from 0).
    /// None when no file has the message.
    pub fn event(&self, event: &Event, seat_name: &dyn Fn(Seat) -> String) -> Option<String> {
        self.event_as(&event_key(event.kind), event, seat_name)
    }

    /// Message `id` with `event`'s arguments, rendered as [`Texts::event`] renders them: how a
    /// game words its choices (`choice-<kind>`) or its board's lines from the same data.
    pub fn event_as(
        &self,
        id: &str,
        event: &Event,
        seat_name: &dyn Fn(Seat) -> String,
    ) -> Option<String> {
        self.render(id, event, seat_name, true)
    }

    /// Message `id` with `event`'s arguments, its texts as they are (not read as term ids):
    /// what a refused setup quotes (an option's key or value) is the player's own text.
    pub fn plain(&self, id: &str, event: &Event) -> Option<String> {
        self.render(id, event, &|s| s.to_string(), false)
    }

    fn render(
        &self,
        id: &str,
        event: &Event,
        seat_name: &dyn Fn(Seat) -> String,
        term_lists: bool,
    ) -> Option<String> {
        let mut args = FluentArgs::new();
        for (name, arg) in &event.args {
            let value: FluentValue = match arg {
                Arg::Seat(s) => self.seat(&seat_name(*s)).into(),
                Arg::Num(n) => (*n).into(),
                Arg::Term(id) => self
                    .term_name(id)
                    .map_or(Cow::Borrowed(*id), Cow::Owned)
                    .into(),
                Arg::Text(t) if term_lists => self
                    .term_list(t)
                    .map_or(Cow::Borrowed(t.as_str()), Cow::Owned)
                    .into(),
                Arg::Text(t) => t.as_str().into(),
            };
            args.set(*name, value);
            // Events count towers, spaces and cards from 0; players count from 1.
            if let Arg::Num(n) = arg {
                args.set(format!("{name}_1"), n + 1);
            }
        }
        self.message(id, Some(&args))
    }
}

impl Texts {
    /// A refusal in this language, naming the rule it breaks: a game's refusal by its words
    /// (message `refusal-<kind>`), the core's own (an actor that owes no decision, a game that
    /// is over) by the core's messages; a game's refusal given without words stays English.
    pub fn refusal(&self, error: &Illegal, seat_name: &dyn Fn(Seat) -> String) -> String {
        let seat = |s: Seat| self.seat(&seat_name(s));
        match error {
            Illegal::Rule {
                rule,
                words: Some(words),
                ..
            } => match self.event_as(&refusal_key(words.kind), words, seat_name) {
                Some(text) => format!("{text} ({rule})"),
                None => error.to_string(),
            },
            Illegal::Rule { .. } => error.to_string(),
            Illegal::NotYourDecision { actor, to_move } => {
                let actor = match actor {
                    Actor::Seat(s) => seat(*s),
                    Actor::Chance => self.get("actor-chance", None),
                };
                let now = match to_move {
                    ToMove::Seat { seat: s } => self.with("now-seat", [("seat", seat(*s).into())]),
                    ToMove::Simultaneous { seats } => {
                        let names: Vec<String> = seats.iter().map(seat).collect();
                        self.with(
                            "now-choosing",
                            [
                                ("seats", names.join(", ").into()),
                                ("count", names.len().into()),
                            ],
                        )
                    }
                    ToMove::Chance => self.get("now-chance", None),
                    ToMove::Over => self.get("now-over", None),
                };
                self.with(
                    "refusal-not-your-decision",
                    [("actor", actor.into()), ("now", now.into())],
                )
            }
            Illegal::GameOver => self.get("refusal-game-over", None),
        }
    }

    /// The game's name in this language (its `game-name` message, where these texts hold
    /// the game's), else its English name.
    fn game_name(&self, english: &str) -> String {
        self.message("game-name", None)
            .unwrap_or_else(|| english.to_string())
    }

    /// Why a game cannot start, in this language: a player count the game is not played by,
    /// or an option it refuses by its words (message `setup-<kind>` of the core's or the
    /// game's files); an option refused without words stays English. The game's name is its
    /// `game-name` message where these texts hold the game's.
    pub fn setup(&self, error: &SetupError) -> String {
        match error {
            SetupError::PlayerCount {
                game,
                min,
                max,
                got,
            } => self.with(
                "setup-player-count",
                [
                    ("game", self.game_name(game).into()),
                    ("min", (*min).into()),
                    ("max", (*max).into()),
                    ("got", (*got).into()),
                ],
            ),
            SetupError::BadOption {
                words: Some(words),
                message,
            } => self
                .plain(&setup_key(words.kind), words)
                .unwrap_or_else(|| message.clone()),
            SetupError::BadOption { message, .. } => message.clone(),
        }
    }

    /// Why a record cannot be replayed, in this language. What a file holds that is not a
    /// record at all (its JSON's own error) is quoted as it is.
    pub fn record_error(&self, error: &RecordError, seat_name: &dyn Fn(Seat) -> String) -> String {
        match error {
            RecordError::WrongGame { expected, got } => self.with(
                "error-record-game",
                [
                    ("got", got.as_str().into()),
                    ("expected", (*expected).into()),
                ],
            ),
            RecordError::Format { expected, got } => self.with(
                "error-record-format",
                [("got", (*got).into()), ("expected", (*expected).into())],
            ),
            RecordError::RulesVersion {
                game,
                expected,
                got,
            } => self.with(
                "error-record-rules",
                [
                    ("game", self.game_name(game).into()),
                    ("got", (*got).into()),
                    ("expected", (*expected).into()),
                ],
            ),
            RecordError::Setup(e) => self.setup(e),
            RecordError::Action { index, source } => self.with(
                "error-record-action",
                [
                    ("index", (*index).into()),
                    ("why", self.refusal(source, seat_name).into()),
                ],
            ),
            RecordError::Malformed { index, message } => self.with(
                "error-record-malformed",
                [
                    ("index", (*index).into()),
                    ("detail", message.as_str().into()),
                ],
            ),
            RecordError::Scores(detail) => {
                self.with("error-record-scores", [("detail", detail.as_str().into())])
            }
        }
    }

    /// Any error the platform passes on, in this language (`seat_name` names a seat in
    /// English). Details that only a file or the machine gives (a state's broken field, a JSON
    /// error, the system's words) are quoted as they are.
    pub fn error(&self, error: &Error, seat_name: &dyn Fn(Seat) -> String) -> String {
        match error {
            Error::Illegal(e) => self.refusal(e, seat_name),
            Error::Setup(e) => self.setup(e),
            Error::Record(e) => self.record_error(e, seat_name),
            Error::InvalidState(InvalidState(detail)) => {
                self.with("error-invalid-state", [("detail", detail.as_str().into())])
            }
            Error::MalformedAction(detail) => self.with(
                "error-malformed-action",
                [("detail", detail.as_str().into())],
            ),
            Error::UnknownGame(id) => {
                self.with("error-unknown-game", [("game", id.as_str().into())])
            }
            Error::NoSuchSeat(seat) => self.with("error-no-such-seat", [("seat", (*seat).into())]),
            Error::Stuck(detail) => self.with("error-stuck", [("detail", detail.as_str().into())]),
            Error::System(detail) => detail.clone(),
        }
    }

    /// A text argument that is a comma-separated list of term ids, as the terms' names.
    fn term_list(&self, text: &str) -> Option<String> {
        if text.is_empty() || text.contains(' ') {
            return None;
        }
        let names: Option<Vec<String>> = text.split(',').map(|id| self.term_name(id)).collect();
        names.map(|n| n.join(", "))
    }
}

fn bundle(
    lang: &'static str,
    sets: &[Locales],
) -> Result<FluentBundle<FluentResource>, TextsError> {
    let broken = |message: String| TextsError::Broken {
        lang: lang.to_string(),
        message,
    };
    let id: unic_langid::LanguageIdentifier = lang
        .parse()
        .map_err(|e| broken(format!("'{lang}' is not a language code: {e}")))?;
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: a terminal would show them.
    bundle.set_use_isolating(false);
    for set in sets {
        for &(l, source) in set.iter() {
            if l == lang {
                let resource = parse(source).map_err(&broken)?;
                bundle.add_resource(resource).map_err(|errors| {
                    broken(
                        errors
                            .iter()
                            .map(|e| e.to_string())
                            .collect::<Vec<_>>()
                            .join("; "),
                    )
                })?;
            }
        }
    }
    Ok(bundle)
}

/// What is missing between the languages of `sets` (with the core's): for each language, the
/// message keys (attributes too) that English has and it lacks, or that it has and English
/// lacks; and any file that does not parse. Empty when every key is in every language.
pub fn missing_keys(sets: &[Locales]) -> Vec<String> {
    let mut all: Vec<Locales> = vec![CORE_LOCALES];
    all.extend_from_slice(sets);
    let mut problems = Vec::new();
    let keys_of = |lang: &str, problems: &mut Vec<String>| {
        let mut keys = Vec::new();
        for set in &all {
            for &(l, source) in set.iter() {
                if l == lang {
                    match message_keys(source) {
                        Ok(k) => keys.extend(k),
                        Err(e) => problems.push(format!("{lang}: {e}")),
                    }
                }
            }
        }
        keys.sort();
        keys
    };
    let english = keys_of(ENGLISH, &mut problems);
    for w in english.windows(2) {
        if w[0] == w[1] {
            problems.push(format!("{ENGLISH}: {} twice", w[0]));
        }
    }
    for lang in languages(&all) {
        if lang == ENGLISH {
            continue;
        }
        let keys = keys_of(lang, &mut problems);
        for k in &english {
            if keys.binary_search(k).is_err() {
                problems.push(format!("{lang}: {k} is missing"));
            }
        }
        for k in &keys {
            if english.binary_search(k).is_err() {
                problems.push(format!("{lang}: {k} is not an English key"));
            }
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: Locales = &[
        (
            "en",
            "event-pays = { $seat } pays { $gold ->\n    [one] 1 gold\n   *[other] { $gold } gold\n  } for { $card }\n\
             term-CR-1A = Mason\n    .text = 1 stone to 1 VP\n",
        ),
        (
            "cs",
            "event-pays = { $seat } platí { $gold ->\n    [one] 1 zlaťák\n    [few] { $gold } zlaťáky\n   *[other] { $gold } zlaťáků\n  } za { $card }\n\
             term-CR-1A = Zedník\n    .text = 1 kámen na 1 VB\n",
        ),
    ];

    #[test]
    fn an_event_renders_in_czech_with_czech_plurals_seat_and_term_names() {
        let cs = Texts::new("cs", &[GAME]).unwrap();
        let name = |_: Seat| "Red".to_string();
        let event = |gold: i64| {
            Event::new("pays")
                .seat("seat", Seat(0))
                .num("gold", gold)
                .term("card", "CR-1A")
        };
        assert_eq!(
            cs.event(&event(1), &name).unwrap(),
            "Červený platí 1 zlaťák za Zedník"
        );
        assert_eq!(
            cs.event(&event(3), &name).unwrap(),
            "Červený platí 3 zlaťáky za Zedník"
        );
        assert_eq!(
            cs.event(&event(5), &name).unwrap(),
            "Červený platí 5 zlaťáků za Zedník"
        );
        let en = Texts::new("en", &[GAME]).unwrap();
        assert_eq!(
            en.event(&event(1), &name).unwrap(),
            "Red pays 1 gold for Mason"
        );
        assert_eq!(cs.term_text("CR-1A").unwrap(), "1 kámen na 1 VB");
        assert_eq!(cs.event(&Event::new("unknown"), &name), None);
    }

    #[test]
    fn a_choice_is_worded_from_its_own_message_with_an_event_s_arguments() {
        const CHOICES: Locales = &[
            ("en", "choice-hire = Hire { $card } for { $gold } gold\n"),
            ("cs", "choice-hire = Najmout { $card } za { $gold } zl.\n"),
        ];
        let cs = Texts::new("cs", &[GAME, CHOICES]).unwrap();
        let hire = Event::new("hire").term("card", "CR-1A").num("gold", 4);
        let name = |_: Seat| "Red".to_string();
        assert_eq!(
            cs.event_as("choice-hire", &hire, &name).unwrap(),
            "Najmout Zedník za 4 zl."
        );
        assert_eq!(cs.event(&hire, &name), None, "no event-hire message");
    }

    #[test]
    fn a_key_missing_in_czech_falls_back_to_english_and_is_reported() {
        const PARTIAL: Locales = &[
            ("en", "hello = Hello\nbye = Bye\n"),
            ("cs", "hello = Ahoj\n"),
        ];
        let cs = Texts::new("cs", &[PARTIAL]).unwrap();
        assert_eq!(cs.get("hello", None), "Ahoj");
        assert_eq!(cs.get("bye", None), "Bye");
        assert!(!cs.has("bye"));
        assert_eq!(
            missing_keys(&[PARTIAL]),
            vec!["cs: bye is missing".to_string()]
        );
        assert!(missing_keys(&[GAME]).is_empty());
    }

    #[test]
    fn a_refusal_is_worded_in_the_language_with_its_rule_and_the_core_s_own_too() {
        const REFUSALS: Locales = &[
            (
                "en",
                "refusal-too-poor = you have { $gold } gold, the { $card } costs { $cost }\n",
            ),
            (
                "cs",
                "refusal-too-poor = máte { $gold } zl., { $card } stojí { $cost }\n",
            ),
        ];
        let en = Texts::english(&[GAME, REFUSALS]);
        let cs = Texts::new("cs", &[GAME, REFUSALS]).unwrap();
        let name = |s: Seat| ["Red", "Blue"][s.index()].to_string();
        let words = Event::new("too-poor")
            .num("gold", 3)
            .term("card", "CR-1A")
            .num("cost", 5);
        let refused = refuse("PIL-19.5", words, &en, &name);
        assert_eq!(
            refused.to_string(),
            "you have 3 gold, the Mason costs 5 (PIL-19.5)"
        );
        assert_eq!(refused.rule_id(), Some("PIL-19.5"));
        assert_eq!(
            cs.refusal(&refused, &name),
            "máte 3 zl., Zedník stojí 5 (PIL-19.5)"
        );
        // A refusal without words stays as the game gave it.
        let plain = Illegal::rule("PIL-1.1", "no");
        assert_eq!(cs.refusal(&plain, &name), "no (PIL-1.1)");
        let late = Illegal::NotYourDecision {
            actor: Actor::Seat(Seat(1)),
            to_move: ToMove::seat(Seat(0)),
        };
        assert_eq!(
            cs.refusal(&late, &name),
            "Modrý teď nerozhoduje (rozhoduje Červený)"
        );
        assert_eq!(
            en.refusal(&late, &name),
            "Blue does not decide now (Red decides)"
        );
        assert_eq!(
            cs.refusal(&Illegal::GameOver, &name),
            "hra skončila, další tahy už nejsou"
        );
    }

    #[test]
    fn the_core_texts_have_every_key_in_every_language() {
        assert_eq!(missing_keys(&[]), Vec::<String>::new());
        assert!(languages(&[CORE_LOCALES]).contains(&"cs"));
    }

    #[test]
    fn an_unknown_language_or_a_broken_file_is_refused_by_name() {
        let err = Texts::new("it", &[GAME]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "there are no texts in 'it'; the languages are en, cs"
        );
        const BROKEN: Locales = &[("en", "hello = Hello\n= nothing\n")];
        assert!(matches!(
            Texts::new("en", &[BROKEN]),
            Err(TextsError::Broken { .. })
        ));
        assert_eq!(missing_keys(&[BROKEN]).len(), 1);
    }

    #[test]
    fn the_language_of_a_locale_is_its_first_part() {
        assert_eq!(language_of_locale("cs_CZ.UTF-8").as_deref(), Some("cs"));
        assert_eq!(language_of_locale("en_GB").as_deref(), Some("en"));
        assert_eq!(language_of_locale("de"), Some("de".into()));
        assert_eq!(language_of_locale("C.UTF-8"), None);
        assert_eq!(language_of_locale("POSIX"), None);
        assert_eq!(term_key("tavern.12"), "term-tavern-12");
        assert_eq!(term_key("RES-SAND2"), "term-RES-SAND2");
        assert_eq!(seat_key("Red"), "seat-red");
    }
}
