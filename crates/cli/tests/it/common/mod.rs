//! A person at the terminal for screen tests of `cathedra play`: reads the screen as `play`
//! writes it and types what a player would, in any language.
#![allow(dead_code)]

use std::cell::RefCell;
use std::io::{BufRead, Read, Write};
use std::rc::Rc;

use cathedra_cli::{play, Cli, Command};
use clap::Parser;

/// The screen of a game, shared by the person typing and `play` writing.
#[derive(Clone, Default)]
pub struct Screen(Rc<RefCell<Vec<u8>>>);

impl Write for Screen {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Screen {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.borrow()).into_owned()
    }
}

/// A person who reads the screen and types the key of a choice of the last menu, drawn from
/// a seeded sequence (so a game in two languages takes the same choices); asked to confirm,
/// answers yes or no by the same sequence; asked to take the keyboard, presses Enter. At the
/// answers `script` names, types its line instead.
pub struct Typist {
    screen: Screen,
    read: usize,
    state: u64,
    /// The keys of the last menu.
    keys: Vec<String>,
    answers: usize,
    script: Vec<(usize, String)>,
    line: Vec<u8>,
    at: usize,
}

impl Typist {
    pub fn new(screen: &Screen, script: &[(usize, &str)]) -> Typist {
        Typist {
            screen: screen.clone(),
            read: 0,
            state: 7,
            keys: Vec::new(),
            answers: 0,
            script: script.iter().map(|(n, s)| (*n, s.to_string())).collect(),
            line: Vec::new(),
            at: 0,
        }
    }

    fn draw(&mut self, n: usize) -> usize {
        self.state = self
            .state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.state >> 33) as usize % n
    }

    fn answer(&mut self) -> Option<String> {
        let text = {
            let screen = self.screen.0.borrow();
            let text = String::from_utf8_lossy(&screen[self.read..]).into_owned();
            self.read = screen.len();
            text
        };
        if text.is_empty() || self.answers > 5000 {
            return None;
        }
        self.answers += 1;
        let keys: Vec<String> = text
            .lines()
            .filter_map(|l| l.trim_start().strip_prefix('['))
            .filter_map(|l| l.split_once(']').map(|(k, _)| k.trim().to_string()))
            .filter(|k| k.parse::<usize>().is_ok())
            .collect();
        if !keys.is_empty() {
            self.keys = keys;
        }
        if let Some(i) = self.script.iter().position(|(n, _)| *n == self.answers) {
            return Some(self.script.remove(i).1);
        }
        let asked = text.trim_end();
        if asked.ends_with("(yes/no)?") || asked.ends_with("(ano/ne)?") {
            let yes = self.draw(2) == 0;
            let english = asked.ends_with("(yes/no)?");
            return Some(
                match (yes, english) {
                    (true, true) => "yes",
                    (false, true) => "no",
                    (true, false) => "ano",
                    (false, false) => "ne",
                }
                .into(),
            );
        }
        if self.keys.is_empty() {
            // A hand-over, or nothing asked yet: Enter.
            return Some(String::new());
        }
        let pick = self.draw(self.keys.len());
        Some(self.keys[pick].clone())
    }
}

impl Read for Typist {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = {
            let line = self.fill_buf()?;
            let n = line.len().min(buf.len());
            buf[..n].copy_from_slice(&line[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Typist {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at == self.line.len() {
            self.line = match self.answer() {
                Some(answer) => format!("{answer}\n").into_bytes(),
                None => Vec::new(),
            };
            // What is typed shows on the screen, as a terminal echoes it.
            self.screen.0.borrow_mut().extend_from_slice(&self.line);
            self.read += self.line.len();
            self.at = 0;
        }
        Ok(&self.line[self.at..])
    }
    fn consume(&mut self, n: usize) {
        self.at += n;
    }
}

/// `cathedra play <args>` with a typist following `script`; the screen.
pub fn play_screen(args: &[&str], script: &[(usize, &str)]) -> String {
    let mut argv = vec!["cathedra", "play"];
    argv.extend(args);
    let Command::Play(args) = Cli::try_parse_from(argv).unwrap().command else {
        unreachable!()
    };
    let screen = Screen::default();
    let typist = Typist::new(&screen, script);
    play::run(&cathedra_games::games(), &args, typist, screen.clone()).unwrap();
    screen.text()
}

/// A save folder of a test's own (games started in the same second by other tests would take
/// the same file name).
pub fn save_dir(name: &str) -> String {
    std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("screen-saves-{name}"))
        .to_str()
        .unwrap()
        .to_string()
}

/// A game of `id` a person plays to the end against a random bot, choosing from the screen;
/// `more` are further arguments of `play`.
pub fn played_from_the_screen(id: &str, lang: &str, seed: u64, more: &[&str]) -> String {
    let seed = seed.to_string();
    let dir = save_dir(&format!("{id}-{lang}"));
    let mut args = vec![
        id,
        "--lang",
        lang,
        "--seed",
        &seed,
        "--players",
        "2",
        "--save-dir",
        &dir,
    ];
    args.extend(more);
    play_screen(&args, &[])
}
