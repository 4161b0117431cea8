//! The observation tensor: one generic encoding of any game's view, documented in
//! `docs/python.md`. The view's JSON is read as named features, and each feature's value is
//! added to the slot its name hashes to.
//!
//! Names: object keys joined by `.`; array elements by their position (`seats.1.gold`), except
//! that an array of strings is a set (`seats.1.craftsmen=C3`). A number gives `name` = its value
//! and `name?` = 1 (so a zero is told from an absent value); `true` gives `name` = 1; a string
//! gives `name=string` = 1; `null` and `false` give nothing.

use serde_json::Value;

/// Slots of the observation tensor, for every game.
pub const SIZE: usize = 8192;

/// Calls `feature(name, value)` for every feature of `view`.
pub fn features(view: &Value, feature: &mut impl FnMut(&str, f32)) {
    let mut path = String::with_capacity(64);
    walk(view, &mut path, feature);
}

fn walk(v: &Value, path: &mut String, feature: &mut impl FnMut(&str, f32)) {
    let len = path.len();
    match v {
        Value::Null | Value::Bool(false) => {}
        Value::Bool(true) => feature(path, 1.0),
        Value::Number(n) => {
            feature(path, n.as_f64().unwrap_or(0.0) as f32);
            path.push('?');
            feature(path, 1.0);
        }
        Value::String(s) => {
            path.push('=');
            path.push_str(s);
            feature(path, 1.0);
        }
        Value::Array(items) if !items.is_empty() && items.iter().all(Value::is_string) => {
            for item in items {
                walk(item, path, feature);
                path.truncate(len);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                push_key(path, &i.to_string());
                walk(item, path, feature);
                path.truncate(len);
            }
        }
        Value::Object(map) => {
            for (k, item) in map {
                push_key(path, k);
                walk(item, path, feature);
                path.truncate(len);
            }
        }
    }
    path.truncate(len);
}

fn push_key(path: &mut String, key: &str) {
    if !path.is_empty() {
        path.push('.');
    }
    path.push_str(key);
}

/// The slot of a feature: FNV-1a (64 bits) of its name, modulo [`SIZE`].
pub fn slot(name: &str) -> usize {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in name.as_bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    (h % SIZE as u64) as usize
}

/// Writes the tensor of `view` into `out` (length [`SIZE`]).
pub fn encode(view: &Value, out: &mut [f32]) {
    out.fill(0.0);
    features(view, &mut |name, value| out[slot(name)] += value);
}
