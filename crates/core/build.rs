//! Gathers a crate's translation files, `locales/<language>/*.ftl`, into
//! `$OUT_DIR/locales.rs`: a list of (language code, Fluent source) that the crate includes
//! with `include!`. A language is added by adding its folder; no Rust changes.
//!
//! The core's own build script, and the one of every crate with player texts (their
//! Cargo.toml names this file as `build`).

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let locales = Path::new(&dir).join("locales");
    println!("cargo:rerun-if-changed={}", locales.display());
    let mut files = Vec::new();
    if let Ok(languages) = std::fs::read_dir(&locales) {
        for language in languages.flatten() {
            let lang = language.file_name().to_string_lossy().into_owned();
            let Ok(entries) = std::fs::read_dir(language.path()) else {
                continue;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.extension().is_some_and(|e| e == "ftl") {
                    println!("cargo:rerun-if-changed={}", path.display());
                    files.push((lang.clone(), path));
                }
            }
        }
    }
    files.sort();
    let mut out = String::from("&[\n");
    for (lang, path) in files {
        writeln!(
            out,
            "    ({lang:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .expect("writing to a string");
    }
    out.push(']');
    let target =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("locales.rs");
    std::fs::write(target, out).expect("OUT_DIR is writable");
}
