//! Saved games: what `cathedra play` writes after every decision and `--resume` reads back.
//! A save holds the game record (what `cathedra replay` checks), who played each seat, and the
//! dealer's key, so a resumed game is dealt exactly as it would have been (quitting and
//! resuming cannot draw chance again). The key lets anyone holding the file foresee the deals,
//! as the record already shows the bots' secret choices: a save belongs to its players.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use cathedra_core::{DealerKey, Event, Record};
use serde::{Deserialize, Serialize};

use crate::args::Seat as Player;
use crate::CliError;

/// The format number of a save file.
pub const SAVE_FORMAT: u32 = 1;

/// A saved game, as JSON.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Save {
    /// [`SAVE_FORMAT`].
    pub save: u32,
    /// Who plays each seat: `human` or an agent's name.
    pub seats: Vec<String>,
    /// The dealer's key, 64 hexadecimal digits.
    pub key: String,
    pub record: Record,
}

impl Save {
    pub fn new(record: &Record, players: &[Player], key: &DealerKey) -> Save {
        Save {
            save: SAVE_FORMAT,
            seats: players.iter().map(seat_name).collect(),
            key: key.bytes().iter().map(|b| format!("{b:02x}")).collect(),
            record: record.clone(),
        }
    }

    pub fn players(&self) -> Result<Vec<Player>, String> {
        self.seats
            .iter()
            .map(|s| crate::args::parse_seat(s))
            .collect()
    }

    pub fn key(&self) -> Result<DealerKey, String> {
        let bad = || {
            format!(
                "the dealer's key '{}' is not 64 hexadecimal digits",
                self.key
            )
        };
        if self.key.len() != 64 || !self.key.is_ascii() {
            return Err(bad());
        }
        let mut bytes = [0u8; 32];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&self.key[2 * i..2 * i + 2], 16).map_err(|_| bad())?;
        }
        Ok(DealerKey::from_bytes(bytes))
    }
}

fn seat_name(player: &Player) -> String {
    match player {
        Player::Human => "human".into(),
        Player::Bot(agent) => agent.to_string(),
    }
}

/// Reads `file` as a save, or as a bare game record (then with no seats and no key).
pub fn read(file: &Path) -> Result<Loaded, CliError> {
    let text = fs::read_to_string(file).map_err(|e| CliError::file("read", file, e))?;
    let not = |detail: String| not_a_record(file, detail);
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| not(e.to_string()))?;
    if value.get("save").is_some() {
        let save: Save = serde_json::from_value(value).map_err(|e| not(e.to_string()))?;
        if save.save != SAVE_FORMAT {
            return Err(CliError::Said(
                Event::new("save-format")
                    .text("path", file.display().to_string())
                    .num("got", save.save)
                    .num("expected", SAVE_FORMAT),
            ));
        }
        Ok(Loaded::Save(save))
    } else {
        let record: Record = serde_json::from_value(value).map_err(|e| not(e.to_string()))?;
        Ok(Loaded::Record(record))
    }
}

/// `file` is not a game record: `detail` says why (in the words of the file's reader).
pub(crate) fn not_a_record(file: &Path, detail: String) -> CliError {
    CliError::Said(
        Event::new("not-a-record")
            .text("path", file.display().to_string())
            .text("detail", detail),
    )
}

/// What a file held.
pub enum Loaded {
    Save(Save),
    Record(Record),
}

impl Loaded {
    pub fn record(&self) -> &Record {
        match self {
            Loaded::Save(save) => &save.record,
            Loaded::Record(record) => record,
        }
    }
}

/// Writes `text` to `path` whole or not at all: into a temporary file beside it, flushed to
/// the disk, then renamed over it, so a process killed mid-write leaves the last save intact.
pub fn write_atomically(path: &Path, text: &str) -> Result<(), CliError> {
    let cannot = |e| CliError::file("write", path, e);
    let temp = temp_beside(path);
    let mut file = fs::File::create(&temp).map_err(cannot)?;
    file.write_all(text.as_bytes()).map_err(cannot)?;
    file.sync_all().map_err(cannot)?;
    drop(file);
    fs::rename(&temp, path).map_err(|e| {
        let _ = fs::remove_file(&temp);
        cannot(e)
    })
}

/// Refuses, before a game starts, a save path that exists (unless `force`) or cannot be
/// written (its folder missing or read-only).
pub fn check_writable(path: &Path, force: bool) -> Result<(), CliError> {
    if !force && path.exists() {
        return Err(CliError::Said(
            Event::new("save-exists").text("path", path.display().to_string()),
        ));
    }
    if path.is_dir() {
        return Err(CliError::Said(
            Event::new("save-folder").text("path", path.display().to_string()),
        ));
    }
    let temp = temp_beside(path);
    fs::File::create(&temp).map_err(|e| CliError::file("write", path, e))?;
    let _ = fs::remove_file(&temp);
    Ok(())
}

fn temp_beside(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(|| "save".into(), |n| n.to_string_lossy().into_owned());
    // Each writer its own temporary file, so that two writers never rename one another's.
    static WRITES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let write = WRITES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    path.with_file_name(format!(".{name}.{}-{write}.tmp", std::process::id()))
}

/// The folder of saves: `dir` if given, else $CATHEDRA_SAVE_DIR, $XDG_DATA_HOME/cathedra/saves
/// or ~/.local/share/cathedra/saves; created if missing.
pub fn folder(dir: Option<&Path>) -> Result<PathBuf, CliError> {
    let env = |name| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    let folder = match dir {
        Some(dir) => dir.to_path_buf(),
        None => env("CATHEDRA_SAVE_DIR")
            .or_else(|| env("XDG_DATA_HOME").map(|d| d.join("cathedra/saves")))
            .or_else(|| env("HOME").map(|h| h.join(".local/share/cathedra/saves")))
            .ok_or_else(|| CliError::Said(Event::new("no-save-folder")))?,
    };
    fs::create_dir_all(&folder).map_err(|e| CliError::file("make", &folder, e))?;
    Ok(folder)
}

/// A new file in `folder` for a game of `game`, named by the game and the time, never an
/// existing file's: the name is claimed by creating the file, so two games started in the same
/// second (in two terminals) never share one.
pub fn new_file(folder: &Path, game: &str) -> Result<PathBuf, CliError> {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    for n in 0u32.. {
        let suffix = if n == 0 {
            String::new()
        } else {
            format!("-{n}")
        };
        let path = folder.join(format!("{game}-{secs}{suffix}.json"));
        match fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(_) => return Ok(path),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(CliError::file("write", &path, e)),
        }
    }
    unreachable!("some name is free")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_atomic_write_replaces_the_file_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("cathedra-save-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("g.json");
        write_atomically(&path, "one").unwrap();
        write_atomically(&path, "two").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "two");
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["g.json"], "no temporary file is left");
        assert!(check_writable(&path, false).is_err(), "exists");
        check_writable(&path, true).unwrap();
        assert!(check_writable(&dir.join("no/such/dir.json"), true).is_err());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn games_started_in_the_same_second_never_share_a_file() {
        let dir = std::env::temp_dir().join(format!("cathedra-new-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let claimed: Vec<PathBuf> = std::thread::scope(|s| {
            let takers: Vec<_> = (0..8)
                .map(|_| s.spawn(|| new_file(&dir, "castle").unwrap()))
                .collect();
            takers.into_iter().map(|t| t.join().unwrap()).collect()
        });
        let distinct: std::collections::BTreeSet<_> = claimed.iter().collect();
        assert_eq!(distinct.len(), 8, "{claimed:?}");
        assert!(
            claimed.iter().all(|p| p.exists()),
            "each name is claimed on disk"
        );
        assert!(new_file(&dir.join("no/such"), "castle").is_err());
        fs::remove_dir_all(&dir).unwrap();
    }
}
