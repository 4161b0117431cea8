use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::SetupError;

/// One game option (`--option key=value`, `options` in the protocol).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    pub key: &'static str,
    /// The allowed values; empty: free text (a file name, say), checked by the game's
    /// [`Game::canonical_options`](crate::Game::canonical_options) and `new`.
    pub values: &'static [&'static str],
    pub default: &'static str,
    pub help: &'static str,
}

impl OptionSpec {
    /// Free text rather than one of a list.
    pub fn is_free(&self) -> bool {
        self.values.is_empty()
    }
}

/// Validated option values: every key of the game's specs, each with an allowed value.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Options(BTreeMap<String, String>);

impl Options {
    /// Checks `given` against `specs` and fills in the defaults.
    pub fn parse<'a>(
        specs: &[OptionSpec],
        given: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Self, SetupError> {
        let mut map: BTreeMap<String, String> = specs
            .iter()
            .map(|s| (s.key.to_string(), s.default.to_string()))
            .collect();
        for (key, value) in given {
            let spec = specs.iter().find(|s| s.key == key).ok_or_else(|| {
                let known: Vec<_> = specs.iter().map(|s| s.key).collect();
                SetupError::BadOption(if known.is_empty() {
                    format!("unknown option '{key}': this game has no options")
                } else {
                    format!("unknown option '{key}' (options: {})", known.join(", "))
                })
            })?;
            if spec.is_free() && value.is_empty() {
                return Err(SetupError::BadOption(format!(
                    "option '{key}' needs a value ({})",
                    spec.help
                )));
            }
            if !spec.is_free() && !spec.values.contains(&value) {
                return Err(SetupError::BadOption(format!(
                    "option '{key}' cannot be '{value}' (one of: {})",
                    spec.values.join(", ")
                )));
            }
            map.insert(key.to_string(), value.to_string());
        }
        Ok(Options(map))
    }

    /// Parses `key=value` strings.
    pub fn parse_pairs(specs: &[OptionSpec], pairs: &[String]) -> Result<Self, SetupError> {
        let mut split = Vec::with_capacity(pairs.len());
        for p in pairs {
            let (k, v) = p.split_once('=').ok_or_else(|| {
                SetupError::BadOption(format!("option '{p}' should look like key=value"))
            })?;
            split.push((k.trim(), v.trim()));
        }
        Self::parse(specs, split)
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key).map(String::as_str)
    }

    /// A yes/no option; absent or not "true" is false.
    pub fn flag(&self, key: &str) -> bool {
        self.get(key) == Some("true")
    }

    /// Sets one value (a game's [`Game::canonical_options`](crate::Game::canonical_options)).
    pub fn set(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[OptionSpec] = &[OptionSpec {
        key: "winter",
        values: &["false", "true"],
        default: "false",
        help: "",
    }];

    #[test]
    fn defaults_fill_and_unknown_keys_are_refused() {
        let o = Options::parse(SPECS, []).unwrap();
        assert!(!o.flag("winter"));
        let o = Options::parse_pairs(SPECS, &["winter=true".into()]).unwrap();
        assert!(o.flag("winter"));
        let e = Options::parse_pairs(SPECS, &["summer=true".into()]).unwrap_err();
        assert!(e.to_string().contains("unknown option 'summer'"), "{e}");
        let e = Options::parse_pairs(SPECS, &["winter=maybe".into()]).unwrap_err();
        assert!(e.to_string().contains("cannot be 'maybe'"), "{e}");
        assert!(Options::parse_pairs(SPECS, &["winter".into()]).is_err());
    }

    #[test]
    fn a_free_text_option_takes_any_value_but_an_empty_one() {
        const FREE: &[OptionSpec] = &[OptionSpec {
            key: "data",
            values: &[],
            default: "built-in",
            help: "",
        }];
        assert_eq!(
            Options::parse(FREE, []).unwrap().get("data"),
            Some("built-in")
        );
        let o = Options::parse_pairs(FREE, &["data=my file.toml".into()]).unwrap();
        assert_eq!(o.get("data"), Some("my file.toml"));
        assert!(Options::parse_pairs(FREE, &["data=".into()]).is_err());
    }
}
