//! Output that fits a terminal's width: a line longer than the width is broken between words,
//! its continuation indented under the line's text, so no word is cut by the terminal.

use std::io::{self, Write};

/// The width of the terminal `cathedra play` writes for.
pub const WIDTH: usize = 80;

/// `text` (one line, no newline) broken into lines of at most `width` characters between
/// words, keeping the spaces between the words of a line as they were; a word longer than a
/// whole line is cut.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    if text.chars().count() <= width {
        return vec![text.to_string()];
    }
    let lead = text.chars().take_while(|&c| c == ' ').count();
    // A continuation starts under the text, a little further in, but never past half a line.
    let indent = " ".repeat((lead + 2).min(width / 2));
    let mut lines = Vec::new();
    let mut line = " ".repeat(lead);
    let mut fresh = true;
    for (gap, word) in words(&text[lead..]) {
        let mut word = word.to_string();
        loop {
            let used = line.chars().count();
            let gap = if fresh { "" } else { gap };
            if used + gap.chars().count() + word.chars().count() <= width {
                line.push_str(gap);
                line.push_str(&word);
                fresh = false;
                break;
            }
            if !fresh {
                lines.push(std::mem::replace(&mut line, indent.clone()));
                fresh = true;
                continue;
            }
            // A word longer than a whole line: cut it.
            let room = width.saturating_sub(used).max(1);
            let head: String = word.chars().take(room).collect();
            word = word.chars().skip(room).collect();
            line.push_str(&head);
            lines.push(std::mem::replace(&mut line, indent.clone()));
            if word.is_empty() {
                break;
            }
        }
    }
    if !fresh || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// The words of `text`, each with the spaces before it.
fn words(text: &str) -> impl Iterator<Item = (&str, &str)> {
    let mut rest = text;
    std::iter::from_fn(move || {
        let start = rest.len() - rest.trim_start_matches(' ').len();
        if start == rest.len() {
            return None;
        }
        let end = rest[start..].find(' ').map_or(rest.len(), |e| start + e);
        let item = (&rest[..start], &rest[start..end]);
        rest = &rest[end..];
        Some(item)
    })
}

/// A writer that wraps every line it passes on at [`WIDTH`]; what is flushed before a line
/// ends (a prompt) passes as it is.
pub struct Fit<W: Write> {
    inner: W,
    line: Vec<u8>,
}

impl<W: Write> Fit<W> {
    pub fn new(inner: W) -> Self {
        Fit {
            inner,
            line: Vec::new(),
        }
    }
}

impl<W: Write> Write for Fit<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        for &byte in buf {
            if byte == b'\n' {
                let text = String::from_utf8_lossy(&self.line).into_owned();
                for line in wrap(&text, WIDTH) {
                    self.inner.write_all(line.trim_end().as_bytes())?;
                    self.inner.write_all(b"\n")?;
                }
                self.line.clear();
            } else {
                self.line.push(byte);
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.write_all(&self.line)?;
        self.line.clear();
        self.inner.flush()
    }
}

impl<W: Write> Drop for Fit<W> {
    fn drop(&mut self) {
        let _ = self.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_break_between_words_and_keep_every_word() {
        let text = "   [12] Build the chapter house for 3 stone and 2 wood, then take 4 victory points and the privilege of the bishop";
        let lines = wrap(text, 40);
        assert!(lines.iter().all(|l| l.chars().count() <= 40), "{lines:?}");
        assert!(
            lines[1].starts_with("     Build") || lines[1].starts_with("     "),
            "{lines:?}"
        );
        let words: Vec<&str> = text.split_whitespace().collect();
        let again: Vec<String> = lines
            .iter()
            .flat_map(|l| l.split_whitespace())
            .map(String::from)
            .collect();
        assert_eq!(words, again);
        assert_eq!(wrap("short", 40), ["short"]);
        let long = "x".repeat(90);
        assert_eq!(wrap(&long, 40).concat().replace(' ', ""), long);
        let spaced = format!("Red    gold 21  VP   2  {}", "word ".repeat(20));
        assert!(wrap(&spaced, 40)[0].starts_with("Red    gold 21  VP   2  word"));
    }

    #[test]
    fn the_writer_wraps_lines_and_passes_prompts() {
        let mut out = Vec::new();
        {
            let mut fit = Fit::new(&mut out);
            write!(fit, "{}\nprompt: ", "word ".repeat(30)).unwrap();
            fit.flush().unwrap();
        }
        let text = String::from_utf8(out).unwrap();
        assert!(text.lines().all(|l| l.chars().count() <= WIDTH), "{text}");
        assert!(text.ends_with("\nprompt: "), "{text:?}");
    }
}
