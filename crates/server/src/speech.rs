//! The languages the server speaks: a request's `?lang=` (a WebSocket's for its connection)
//! gives its choices, log, terms and board in that language, from the games' translation
//! files (`crates/<game>/locales/`), and the browser UI's own words from the server's
//! (`crates/server/locales/`), with the board's terms that a game does not name itself yet
//! (`web-<game>-<id>` in `terms.ftl`). English is the games' own text; a language no file is written
//! in is refused by name.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Arc;

use cathedra_core::i18n::{self, Locales, Texts, CORE_LOCALES, ENGLISH};
use cathedra_core::{AnyGame, Entry, GameInfo, Term};
use serde_json::{json, Map, Value};

use crate::error::{clip, ApiError};

/// The browser UI's own words, in every language it speaks.
const LOCALES: Locales = include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// A game's texts in the language a client asked for; `None` is English, the game's own
/// words (nothing to translate).
pub type Lang = Option<Arc<Texts>>;

/// Every game's texts in every language, built once when the server starts.
pub struct Speech {
    /// The languages spoken, English first.
    languages: Vec<&'static str>,
    /// (game id, language) → the game's texts (with the core's).
    games: HashMap<(&'static str, &'static str), Arc<Texts>>,
    /// Language → the UI's words (with the core's seat names).
    ui: HashMap<&'static str, Texts>,
    /// (game id, language) → the board's terms the game does not name itself.
    extra: HashMap<(&'static str, &'static str), Vec<Term>>,
}

impl Speech {
    /// The texts of `games` in every language the UI and the games have files in.
    pub fn new(games: &[GameInfo]) -> Speech {
        let mut sets: Vec<Locales> = vec![CORE_LOCALES, LOCALES];
        sets.extend(games.iter().map(|g| g.locales));
        let languages = i18n::languages(&sets);
        let mut by_game = HashMap::new();
        let mut ui = HashMap::new();
        for &lang in &languages {
            for g in games {
                match Texts::new(lang, &[g.locales]) {
                    Ok(texts) => {
                        by_game.insert((g.id, lang), Arc::new(texts));
                    }
                    Err(e) => eprintln!("{}: no texts in {lang}: {e}", g.id),
                }
            }
            match Texts::new(lang, &[LOCALES]) {
                Ok(texts) => {
                    ui.insert(lang, texts);
                }
                Err(e) => eprintln!("the web UI has no texts in {lang}: {e}"),
            }
        }
        let mut extra = HashMap::new();
        for g in games {
            // The terms the game itself names and explains.
            let named: Vec<String> = (g.new)(*g.players.start(), &Default::default())
                .map(|game| game.terms())
                .unwrap_or_default()
                .into_iter()
                .filter(|t| t.text != t.name)
                .map(|t| i18n::term_key(&t.id)["term-".len()..].to_string())
                .collect();
            let prefix = format!("web-{}-", g.id);
            for (&lang, texts) in &ui {
                let terms: Vec<Term> = ui_keys()
                    .iter()
                    .filter_map(|k| k.strip_prefix(&prefix).map(|id| (k, id)))
                    .filter(|(k, _)| !k.contains('.'))
                    .filter(|(_, id)| !named.iter().any(|n| n == id))
                    .map(|(k, id)| Term {
                        id: id.to_string(),
                        name: texts.get(k, None),
                        text: texts.get(&format!("{k}.text"), None),
                    })
                    .collect();
                extra.insert((g.id, lang), terms);
            }
        }
        Speech {
            languages,
            games: by_game,
            ui,
            extra,
        }
    }

    /// The board's terms of game `game` in `lang` that the game does not name itself.
    pub fn extra_terms(&self, game: &str, lang: &Lang) -> Vec<Term> {
        let code = lang.as_ref().map_or(ENGLISH, |t| t.lang());
        self.extra
            .iter()
            .find(|((g, l), _)| *g == game && *l == code)
            .map(|(_, terms)| terms.clone())
            .unwrap_or_default()
    }

    /// The code of `asked` as spoken here, or a refusal naming it and the languages there are.
    fn code(&self, asked: &str) -> Result<&'static str, ApiError> {
        self.languages
            .iter()
            .copied()
            .find(|&l| l == asked)
            .ok_or_else(|| {
                ApiError::bad_request(
                    "unknown_language",
                    format!(
                        "there are no texts in '{}'; the languages are {}",
                        clip(asked),
                        self.languages.join(", ")
                    ),
                )
            })
    }

    /// Game `game`'s texts in language `asked` (none or English: the game's own words).
    pub fn lang(&self, game: &str, asked: Option<&str>) -> Result<Lang, ApiError> {
        let Some(asked) = asked else {
            return Ok(None);
        };
        let code = self.code(asked)?;
        if code == ENGLISH {
            return Ok(None);
        }
        Ok(self
            .games
            .iter()
            .find(|((g, l), _)| *g == game && *l == code)
            .map(|(_, texts)| texts.clone()))
    }

    /// The UI's words in `asked` (English when none), with each seat colour's name and each
    /// game's name in that language: what `GET /api/texts` answers.
    pub fn ui(&self, asked: Option<&str>, games: &[GameInfo]) -> Result<Value, ApiError> {
        let code = match asked {
            Some(a) => self.code(a)?,
            None => ENGLISH,
        };
        let texts = self
            .ui
            .get(code)
            .ok_or_else(|| ApiError::internal("the UI's translation files are broken"))?;
        let mut words = Map::new();
        for key in ui_keys().iter().filter(|k| !k.starts_with("web-")) {
            words.insert(key.clone(), json!(texts.get(key, None)));
        }
        let mut seats = Map::new();
        for colour in ["Red", "Blue", "Green", "Yellow", "Purple"] {
            seats.insert(colour.into(), json!(texts.seat(colour)));
        }
        let mut names = Map::new();
        for g in games {
            let name = self
                .games
                .get(&(g.id, code))
                .and_then(|t| t.message("game-name", None))
                .unwrap_or_else(|| g.name.to_string());
            names.insert(g.id.into(), json!(name));
        }
        Ok(json!({
            "lang": code,
            "languages": self.languages,
            "ui": words,
            "seats": seats,
            "games": names,
        }))
    }

    /// Game `game`'s options as the lobby offers them, in `asked` (none: English): besides
    /// the key, values, default and the game's own English `help`, its `description` (the
    /// game's `option-<key>` message) and `words`, each value's name where the game's files
    /// name it (attribute `option-<key>.<value>`).
    pub fn options(&self, game: &GameInfo, asked: Option<&str>) -> Result<Vec<Value>, ApiError> {
        let code = match asked {
            Some(a) => self.code(a)?,
            None => ENGLISH,
        };
        let texts = self.games.get(&(game.id, code));
        let said = |id: &str| texts.and_then(|t| t.message(id, None));
        Ok(game
            .options
            .iter()
            .map(|o| {
                let key = format!("option-{}", o.key);
                let words: Map<String, Value> = o
                    .values
                    .iter()
                    .filter_map(|v| said(&format!("{key}.{v}")).map(|w| (v.to_string(), w.into())))
                    .collect();
                json!({
                    "key": o.key,
                    "values": o.values,
                    "default": o.default,
                    "help": o.help,
                    "description": said(&key).unwrap_or_else(|| o.help.to_string()),
                    "words": words,
                })
            })
            .collect())
    }
}

/// The message keys of the UI's English files (attributes as `key.attribute`).
fn ui_keys() -> Vec<String> {
    LOCALES
        .iter()
        .filter(|(l, _)| *l == ENGLISH)
        .flat_map(|(_, source)| i18n::message_keys(source).unwrap_or_default())
        .collect()
}

/// The game's terms in `lang`.
pub fn terms(game: &dyn AnyGame, lang: &Lang) -> Vec<Term> {
    let terms = game.terms();
    match lang {
        Some(texts) => terms.iter().map(|t| texts.term(t)).collect(),
        None => terms,
    }
}

/// The game's board in words, as `observer` sees it, in `lang`.
pub fn board(game: &dyn AnyGame, observer: cathedra_core::Observer, lang: &Lang) -> String {
    match lang {
        Some(texts) => game.render_in(observer, texts),
        None => game.render(observer),
    }
}

/// A log entry in `lang`: its event worded from the game's translation files (an event no
/// file words keeps its English text).
pub fn entry<'a>(game: &dyn AnyGame, entry: &'a Entry, lang: &Lang) -> Cow<'a, Entry> {
    match lang.as_ref().and_then(|texts| game.entry_in(entry, texts)) {
        Some(text) => Cow::Owned(Entry {
            audience: entry.audience,
            event: entry.event.clone(),
            text,
        }),
        None => Cow::Borrowed(entry),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ui_has_every_word_in_every_language() {
        assert_eq!(i18n::missing_keys(&[LOCALES]), Vec::<String>::new());
    }

    /// Every word the page asks for by a literal key (`t("key")`, `tt("key"`) is in the UI's
    /// translation files: the page never shows a key.
    #[test]
    fn every_word_the_page_asks_for_is_in_the_translation_files() {
        let keys = ui_keys();
        let pages = [
            include_str!("../../../web/app.js"),
            include_str!("../../../web/boards.js"),
            include_str!("../../../web/i18n.js"),
        ];
        let mut asked = 0;
        for page in pages {
            for call in ["t(\"", "tt(\""] {
                for (at, _) in page.match_indices(call) {
                    let before = page[..at].chars().next_back();
                    if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
                        continue;
                    }
                    let rest = &page[at + call.len()..];
                    let key = &rest[..rest.find('"').unwrap()];
                    assert!(keys.iter().any(|k| k == key), "no message {key}");
                    asked += 1;
                }
            }
        }
        assert!(asked > 150, "{asked} words asked for");
    }

    /// The lobby says what every option a creator may set does, and names the values of each
    /// that is not a tick box, in every language, from the game's own files.
    #[test]
    fn every_option_the_lobby_offers_is_said_in_every_language() {
        let games = cathedra_games::games();
        let speech = Speech::new(&games);
        for g in &games {
            for &lang in &speech.languages {
                let texts = &speech.games[&(g.id, lang)];
                for o in g.options.iter().filter(|o| !o.is_free()) {
                    let option = format!("option-{}", o.key);
                    assert!(texts.has(&option), "{}: no {option} in {lang}", g.id);
                    if o.values != ["false", "true"] {
                        for v in o.values {
                            let word = format!("{option}.{v}");
                            assert!(
                                texts.message(&word, None).is_some(),
                                "{}: no {word} in {lang}",
                                g.id
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn an_unknown_language_is_refused_by_name_with_the_languages_there_are() {
        let games = cathedra_games::games();
        let speech = Speech::new(&games);
        let e = speech.lang(games[0].id, Some("xx")).unwrap_err();
        assert_eq!(e.kind, "unknown_language");
        assert!(
            e.message.contains("'xx'") && e.message.contains("en, cs"),
            "{}",
            e.message
        );
        assert!(speech.lang(games[0].id, Some("en")).unwrap().is_none());
        assert!(speech.lang(games[0].id, Some("cs")).unwrap().is_some());
    }

    #[test]
    fn the_ui_words_are_served_in_czech_with_seat_and_game_names() {
        let games = cathedra_games::games();
        let speech = Speech::new(&games);
        let cs = speech.ui(Some("cs"), &games).unwrap();
        assert_eq!(cs["ui"]["newGame"], "Nová hra");
        assert_eq!(cs["seats"]["Red"], "Červený");
        assert_eq!(cs["games"]["pillars-of-the-earth"], "Pilíře země");
        let en = speech.ui(None, &games).unwrap();
        assert_eq!(en["ui"]["newGame"], "New game");
        assert_eq!(
            en["ui"].as_object().unwrap().len(),
            cs["ui"].as_object().unwrap().len()
        );
    }
}
