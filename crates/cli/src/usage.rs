//! The argument parser's refusals in the player's language. The parser (clap) words its own
//! errors in English; in another language the common ones (an unknown argument or command, a
//! value it does not take, a missing or conflicting argument) are said from
//! `locales/*/errors.ftl` (`usage-<kind>`), with the values it takes and its suggestion.
//! Help and version output, and rarer refusals, stay the parser's.

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::speech::Speech;

/// The language a command line asks for: its `--lang` (the last one given), else none.
pub fn language_of(args: &[OsString]) -> Option<String> {
    let mut lang = None;
    let mut words = args.iter().map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        if word == "--lang" {
            lang = words.next().map(|w| w.into_owned());
        } else if let Some(value) = word.strip_prefix("--lang=") {
            lang = Some(value.to_string());
        }
    }
    lang
}

/// `error` in `lang` (else the locale's language), when that is not English and the terminal
/// has words for the error's kind.
pub fn refusal(error: &clap::Error, lang: Option<&str>) -> Option<String> {
    let speech = Speech::new(lang, &[]).ok()?;
    if speech.is_english() {
        return None;
    }
    let text = |kind: ContextKind| match error.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) if !v.is_empty() => Some(v.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        _ => None,
    };
    let arg = || text(ContextKind::InvalidArg).unwrap_or_default().into();
    let mut line = match error.kind() {
        ErrorKind::UnknownArgument => speech.with("usage-unknown-argument", [("arg", arg())]),
        ErrorKind::InvalidSubcommand => speech.with(
            "usage-unknown-command",
            [(
                "command",
                text(ContextKind::InvalidSubcommand)
                    .unwrap_or_default()
                    .into(),
            )],
        ),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => speech.with(
            "usage-value",
            [
                (
                    "value",
                    text(ContextKind::InvalidValue).unwrap_or_default().into(),
                ),
                ("arg", arg()),
            ],
        ),
        ErrorKind::MissingRequiredArgument => speech.with("usage-missing", [("arg", arg())]),
        ErrorKind::ArgumentConflict => speech.with(
            "usage-conflict",
            [
                ("arg", arg()),
                (
                    "prior",
                    text(ContextKind::PriorArg).unwrap_or_default().into(),
                ),
            ],
        ),
        _ => return None,
    };
    if let Some(values) = text(ContextKind::ValidValue) {
        line.push(' ');
        line.push_str(&speech.with("usage-valid", [("values", values.into())]));
    }
    // Each suggestion quoted: "'replay', 'play'".
    let quoted = |kind: ContextKind| match error.get(kind)? {
        ContextValue::String(s) => Some(format!("'{s}'")),
        ContextValue::Strings(v) if !v.is_empty() => Some(
            v.iter()
                .map(|s| format!("'{s}'"))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        _ => None,
    };
    let suggested =
        quoted(ContextKind::SuggestedArg).or_else(|| quoted(ContextKind::SuggestedSubcommand));
    if let Some(suggested) = suggested {
        line.push(' ');
        line.push_str(&speech.with("usage-suggested", [("suggested", suggested.into())]));
    }
    line.push('\n');
    line.push_str(&speech.t("usage-help"));
    Some(line)
}
