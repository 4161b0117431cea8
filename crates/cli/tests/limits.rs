//! Memory stays bounded whatever the input: a request line far over the limit is read and
//! dropped as it comes, never kept whole. Its own test binary, to count the heap alone.

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::{BufReader, Read};
use std::sync::atomic::{AtomicUsize, Ordering};

use cathedra_cli::engine::serve;
use cathedra_core::info;
use cathedra_toy::DiceRace;
use serde_json::Value;

/// The system allocator, keeping the most bytes ever held at once.
struct Peak;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded unchanged to the system allocator.
unsafe impl GlobalAlloc for Peak {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let held = HELD.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(held, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static A: Peak = Peak;

/// A request line of `pad` bytes and then an ordinary request, made as they are read.
struct Huge {
    head: &'static [u8],
    pad: usize,
    tail: &'static [u8],
}

impl Read for Huge {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if !self.head.is_empty() {
            let n = self.head.len().min(buf.len());
            buf[..n].copy_from_slice(&self.head[..n]);
            self.head = &self.head[n..];
            return Ok(n);
        }
        if self.pad > 0 {
            let n = self.pad.min(buf.len());
            buf[..n].fill(b'y');
            self.pad -= n;
            return Ok(n);
        }
        let n = self.tail.len().min(buf.len());
        buf[..n].copy_from_slice(&self.tail[..n]);
        self.tail = &self.tail[n..];
        Ok(n)
    }
}

#[test]
fn a_line_of_64_mib_is_refused_in_bounded_memory() {
    let games = vec![info::<DiceRace>()];
    let input = BufReader::new(Huge {
        head: br#"{"cmd":"games","pad":""#,
        pad: 64 << 20,
        tail: b"\"}\n{\"cmd\":\"games\",\"id\":2}\n",
    });
    let mut out = Vec::new();
    let before = HELD.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    serve(&games, input, &mut out, 1 << 20).unwrap();
    let extra = PEAK.load(Ordering::Relaxed) - before;
    assert!(
        extra < 4 << 20,
        "{extra} bytes held at once for a 64 MiB line"
    );
    let replies: Vec<Value> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(replies.len(), 2, "{replies:?}");
    assert_eq!(replies[0]["error"]["kind"], "line_too_long");
    assert_eq!(
        (&replies[1]["ok"], &replies[1]["id"]),
        (&Value::Bool(true), &Value::from(2))
    );
}
