//! `--option data=FILE`: a corrected data file is played without recompiling, a malformed one
//! is refused with its file and line, and a record stores the data's name and hash so that a
//! replay with other data is refused by name.

use std::path::PathBuf;

use cathedra_core::{info, load_state, replay, Game, Log, Options, Record};
use cathedra_red_cathedral::data::EMBEDDED;
use cathedra_red_cathedral::{Data, RedCathedral, DATA_ID};

/// A file of this test's own in the temporary directory.
fn file(name: &str, text: &str) -> String {
    let path: PathBuf =
        std::env::temp_dir().join(format!("red-cathedral-{}-{name}.toml", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

fn options(pairs: &[&str]) -> Result<Options, cathedra_core::Error> {
    let pairs: Vec<String> = pairs.iter().map(|p| p.to_string()).collect();
    info::<RedCathedral>().options(&pairs)
}

fn corrected() -> String {
    EMBEDDED.replacen("wood = 20", "wood = 17", 1)
}

#[test]
fn the_embedded_data_is_the_default_and_its_id_is_recorded() {
    let o = options(&[]).unwrap();
    assert_eq!(o.get("data"), Some(DATA_ID));
    let g = RedCathedral::new(2, &o).unwrap();
    assert_eq!(g.data().id, DATA_ID);
    assert_eq!(g.supply[0], 20);
}

#[test]
fn a_corrected_file_changes_the_game() {
    let path = file("corrected", &corrected());
    let o = options(&[&format!("data={path}")]).unwrap();
    // The record stores the data's name and hash with the file it came from.
    let stored = o.get("data").unwrap();
    let id = cathedra_red_cathedral::data::data_id(&corrected());
    assert_eq!(stored, format!("{id}@{path}"));
    assert_ne!(id, DATA_ID);
    let g = RedCathedral::new(2, &o).unwrap();
    assert_eq!(g.data().id, id);
    assert_eq!(g.supply[0], 17, "the corrected wood supply");
    // The state names its data, and loads back while that data is loaded.
    let state = serde_json::to_value(&g).unwrap();
    assert_eq!(state["data"], serde_json::json!(id));
    assert_eq!(load_state::<RedCathedral>(&state).unwrap(), g);
    // The same content loaded twice is the same data, parsed once.
    assert!(std::ptr::eq(
        Data::load(&path).unwrap(),
        Data::load(&path).unwrap()
    ));
}

#[test]
fn a_malformed_file_is_refused_with_its_line() {
    let text = EMBEDDED.replacen("wood = 20", "wood = -20", 1);
    let line = text.lines().position(|l| l == "wood = -20").unwrap() + 1;
    let path = file("malformed", &text);
    let e = options(&[&format!("data={path}")]).unwrap_err().to_string();
    assert!(e.contains(&format!("{path}, line {line}")), "{e}");
    let e = options(&["data=/nonexistent/red-cathedral.toml"])
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("/nonexistent/red-cathedral.toml: cannot be read"),
        "{e}"
    );
}

#[test]
fn a_record_made_with_other_data_is_refused_on_replay() {
    let path = file("replayed", &corrected());
    let o = options(&[&format!("data={path}")]).unwrap();
    let record = Record::new::<RedCathedral>(2, &o, None);
    assert!(replay::<RedCathedral>(&record, &mut Log::silent()).is_ok());
    // The file changes: the replay names both data.
    let other = EMBEDDED.replacen("wood = 20", "wood = 16", 1);
    std::fs::write(&path, &other).unwrap();
    let e = replay::<RedCathedral>(&record, &mut Log::silent())
        .unwrap_err()
        .to_string();
    let was = cathedra_red_cathedral::data::data_id(&corrected());
    let now = cathedra_red_cathedral::data::data_id(&other);
    assert!(e.contains(&was) && e.contains(&now), "{e}");
    // A record of data this build does not have is refused by that data's name.
    let mut record = Record::new::<RedCathedral>(2, &options(&[]).unwrap(), None);
    let foreign = "reconstructed-0123456789abcdef";
    let mut o = options(&[]).unwrap();
    o.set("data", foreign.into());
    record.options = o;
    let e = replay::<RedCathedral>(&record, &mut Log::silent())
        .unwrap_err()
        .to_string();
    assert!(e.contains(foreign), "{e}");
}

#[test]
fn a_state_of_data_not_loaded_is_refused() {
    let g = RedCathedral::new(2, &options(&[]).unwrap()).unwrap();
    let mut state = serde_json::to_value(&g).unwrap();
    state["data"] = serde_json::json!("reconstructed-fedcba9876543210");
    let e = load_state::<RedCathedral>(&state).unwrap_err().to_string();
    assert!(e.contains("reconstructed-fedcba9876543210"), "{e}");
}
