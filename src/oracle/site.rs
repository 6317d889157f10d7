//! The site of a compiler's error or crash: its own call stack where it reported the
//! error or died, recorded by a small `LD_PRELOAD` library (`native/site.c`, built by
//! `build.rs` and embedded here). It follows child processes (the environment passes
//! on), needs no setting of the host (no `core_pattern`, no ptrace), and costs one
//! compile, where valgrind cost one compile ten times slower.
//!
//! Each process that dies of a fatal signal, or that wrote to stderr, appends one record
//! to the site file: `PID signal N FRAMES` or `PID message FRAMES`, each frame
//! `OBJECT+0xOFFSET` (an offset within its binary, the same from run to run). The site
//! is the first signal record (else the first message record: the innermost process
//! ends first), with the frames of the recorder, the C library, the loader and the
//! unwinder left out, cut to [`SIGNAL_FRAMES`] or [`MESSAGE_FRAMES`] frames.

use super::signature::CompileFailure;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The recorder's bytes.
const LIBRARY: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/creduce-rs-site.so"));

/// The environment variable naming the site file.
pub const SITE_FILE_ENV: &str = "CREDUCE_RS_SITE_FILE";

/// Frames kept of a crash: the faulting function and its caller.
pub const SIGNAL_FRAMES: usize = 2;
/// Frames kept of a message: the reporting functions (`error_tok`, `verror_at` in
/// chibicc; `tcc_error`, `error1` in tcc), the helper that printed (`skip`, `expect`)
/// and its caller, which tells the places that print one message apart.
pub const MESSAGE_FRAMES: usize = 4;

/// Objects whose frames say nothing about where the compiler was.
const NOISE: &[&str] = &[
    "creduce-rs-site",
    "libc.so",
    "libc-",
    "ld-linux",
    "libgcc_s",
    "libstdc++",
    "?",
];

/// A message printed from several places of a compiler: the words alone do not name
/// the bug (chibicc's `expected '}'`, tcc's `',' expected (got ...)`).
pub fn ambiguous(message: &str) -> bool {
    message.contains("expected")
}

/// Set to `off` to leave sites out of every signature (the benchmark of their cost).
pub const SITES_ENV: &str = "CREDUCE_RS_SITES";

/// The recorder, written once per user into the cache directory
/// (`$XDG_CACHE_HOME/creduce-rs`, `~/.cache/creduce-rs`, else the temporary directory)
/// under a name holding its hash. `None` when it cannot be written, or when
/// `CREDUCE_RS_SITES=off`.
pub fn library() -> Option<&'static Path> {
    static PATH: OnceLock<Option<PathBuf>> = OnceLock::new();
    PATH.get_or_init(|| {
        if std::env::var(SITES_ENV).as_deref() == Ok("off") {
            return None;
        }
        crate::toolchain::native::installed("creduce-rs-site", "so", LIBRARY, false)
    })
    .as_deref()
}

/// What the records say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    /// The fatal signal, or `None` for a message.
    pub signal: Option<i32>,
    /// The frames kept, innermost first.
    pub frames: Vec<String>,
}

impl Site {
    /// The frames as one string, as the signature keeps them.
    pub fn joined(&self) -> String {
        self.frames.join(" ")
    }
}

/// The site the records show (see the module's documentation).
pub fn parse(records: &str) -> Option<Site> {
    let mut message = None;
    for l in records.lines() {
        // A line cut short (a process killed while writing) is skipped, as the
        // script's awk skips it.
        let mut words = l.split_whitespace();
        let (Some(_pid), Some(kind)) = (words.next(), words.next()) else {
            continue;
        };
        let signal = match kind {
            "signal" => match words.next().and_then(|n| n.parse().ok()) {
                Some(n) => Some(n),
                None => continue,
            },
            "message" => None,
            _ => continue,
        };
        let keep = if signal.is_some() {
            SIGNAL_FRAMES
        } else {
            MESSAGE_FRAMES
        };
        let frames: Vec<String> = words
            .filter(|f| !NOISE.iter().any(|n| f.starts_with(n)))
            .take(keep)
            .map(String::from)
            .collect();
        if frames.is_empty() {
            continue;
        }
        let site = Site { signal, frames };
        if signal.is_some() {
            return Some(site);
        }
        message.get_or_insert(site);
    }
    message
}

/// `f` with the site the recorder saw, where its words need one: a crash's site for a
/// silent crash, a message's for an ambiguous message.
pub fn with_site(f: CompileFailure, s: Option<Site>, messages: bool) -> CompileFailure {
    let Some(s) = s else { return f };
    match (f, s.signal) {
        (
            CompileFailure::Signal { .. } | CompileFailure::Exit { message: None, .. },
            Some(signal),
        ) => CompileFailure::ChildCrash {
            signal,
            site: s.joined(),
        },
        (CompileFailure::Error { message }, None) if messages && ambiguous(&message) => {
            CompileFailure::ErrorAt {
                message,
                site: s.joined(),
            }
        }
        (f, _) => f,
    }
}

/// An `awk` program that prints the site of a site file as [`parse`] does, for
/// `--emit-script`.
pub fn awk_program() -> String {
    let noise = NOISE
        .iter()
        .map(|n| {
            let escaped: String = n
                .chars()
                .flat_map(|c| match c {
                    '.' | '+' | '?' => vec!['\\', c],
                    c => vec![c],
                })
                .collect();
            format!("^{escaped}")
        })
        .collect::<Vec<_>>()
        .join("|");
    format!(
        r#"function frames(first, keep,   i, out, n) {{ out = ""; n = 0; for (i = first; i <= NF && n < keep; i++) if ($i !~ /{noise}/) {{ out = out (n ? " " : "") $i; n++ }} return out }}
$2 == "signal" {{ s = frames(4, {SIGNAL_FRAMES}); if (s != "") {{ print "signal " $3 " " s; found = 1; exit }} }}
$2 == "message" && m == "" {{ m = frames(3, {MESSAGE_FRAMES}) }}
END {{ if (!found && m != "") print "message " m }}"#
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const CRASH: &str = "9814 signal 11 creduce-rs-site-0123.so+0x1534 libc.so.6+0x3c050 chibicc+0x9464 chibicc+0x95e3 chibicc+0xcd74 libc.so.6+0x2724a\n";
    const MESSAGES: &str = "9841 message creduce-rs-site-0123.so+0x1825 tcc+0x5168 tcc+0x55a0 tcc+0xbd27 tcc+0xc71d tcc+0xed7d libc.so.6+0x2724a\n\
                            9840 message creduce-rs-site-0123.so+0x1825 tcc+0x9999 libc.so.6+0x2724a\n";

    #[test]
    fn a_crash_is_its_faulting_frame_and_the_caller() {
        let s = parse(CRASH).unwrap();
        assert_eq!(s.signal, Some(11));
        assert_eq!(s.joined(), "chibicc+0x9464 chibicc+0x95e3");
    }

    #[test]
    fn a_message_is_the_innermost_process_s_four_frames() {
        let s = parse(MESSAGES).unwrap();
        assert_eq!(s.signal, None);
        assert_eq!(s.joined(), "tcc+0x5168 tcc+0x55a0 tcc+0xbd27 tcc+0xc71d");
        // A crash anywhere wins over messages.
        let s = parse(&format!("{MESSAGES}{CRASH}")).unwrap();
        assert_eq!(s.signal, Some(11));
        assert!(parse("").is_none());
        // A line cut short does not hide the others.
        assert_eq!(
            parse(&format!("12\n13 signal\n{CRASH}")).unwrap().signal,
            Some(11)
        );
        assert!(parse("12 message libc.so.6+0x1\n").is_none());
    }

    #[test]
    fn the_script_s_awk_agrees_with_the_parser() {
        let dir = tempfile::tempdir().unwrap();
        let run = |records: &str| {
            std::fs::write(dir.path().join("site.txt"), records).unwrap();
            let spec = crate::toolchain::ProcessSpec::new("awk", dir.path())
                .args([awk_program().as_str(), "site.txt"])
                .timeout(std::time::Duration::from_secs(10));
            let o = crate::toolchain::run(&spec, &|| false).unwrap();
            String::from_utf8_lossy(&o.stdout).trim().to_string()
        };
        assert_eq!(run(CRASH), "signal 11 chibicc+0x9464 chibicc+0x95e3");
        assert_eq!(
            run(MESSAGES),
            "message tcc+0x5168 tcc+0x55a0 tcc+0xbd27 tcc+0xc71d"
        );
        assert_eq!(
            run(&format!("{MESSAGES}{CRASH}")),
            "signal 11 chibicc+0x9464 chibicc+0x95e3"
        );
    }
}
