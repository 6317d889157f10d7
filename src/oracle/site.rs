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
//!
//! Given the names of the functions through which a compiler reports an internal error
//! ([`REPORTERS_ENV`], [`super::crash_state::REPORTERS`]), the recorder also appends
//! `PID report FRAMES`: the frames outside the outermost such function, innermost
//! first. Their first [`super::crash_state::FRAMES`] are the reporting function and its
//! callers ([`Site::report`]).

use super::signature::CompileFailure;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The recorder's bytes.
const LIBRARY: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/creduce-rs-site.so"));

/// The environment variable naming the site file.
pub const SITE_FILE_ENV: &str = "CREDUCE_RS_SITE_FILE";

/// The environment variable giving the recorder the words of the reporting functions'
/// symbols ([`super::crash_state::reporter_words`]).
pub const REPORTERS_ENV: &str = "CREDUCE_RS_SITE_REPORTERS";

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
    /// For a message printed by the compiler's own handler of a fatal signal (gcc's
    /// `internal compiler error: Segmentation fault`): the faulting frame and its caller,
    /// the compiler's frames after the signal trampoline (a C library frame below the
    /// handler's own frames). Empty otherwise.
    pub fault: Vec<String>,
    /// For a message printed through a function of [`super::crash_state::REPORTERS`]
    /// (gcc's `fancy_abort`): the function that reported it and its callers, the first
    /// [`super::crash_state::FRAMES`] of the first `report` record. Empty otherwise.
    pub report: Vec<String>,
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
    let mut report = None;
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
            "report" => {
                if report.is_none() {
                    report = Some(own_frames(words, super::crash_state::FRAMES));
                }
                continue;
            }
            _ => continue,
        };
        let keep = if signal.is_some() {
            SIGNAL_FRAMES
        } else {
            MESSAGE_FRAMES
        };
        let words: Vec<&str> = words.collect();
        let frames = own_frames(words.iter().copied(), keep);
        if frames.is_empty() {
            continue;
        }
        let fault = if signal.is_none() {
            fault(&words)
        } else {
            Vec::new()
        };
        let site = Site {
            signal,
            frames,
            fault,
            report: Vec::new(),
        };
        if signal.is_some() {
            return Some(site);
        }
        message.get_or_insert(site);
    }
    message.map(|m| Site {
        report: report.unwrap_or_default(),
        ..m
    })
}

/// The first `keep` of `words` that are the compiler's own frames.
fn own_frames<'a>(words: impl Iterator<Item = &'a str>, keep: usize) -> Vec<String> {
    words
        .filter(|f| !noise(f))
        .take(keep)
        .map(str::to_string)
        .collect()
}

fn noise(frame: &str) -> bool {
    NOISE.iter().any(|n| frame.starts_with(n))
}

/// The fault a message's stack shows, when a signal handler printed it: the first
/// [`SIGNAL_FRAMES`] of the compiler's frames after the first C library frame that
/// follows the compiler's own (the signal trampoline), or none if fewer follow (the
/// bottom of an ordinary stack: `__libc_start_main`, then `_start`).
fn fault(words: &[&str]) -> Vec<String> {
    let Some(own) = words.iter().position(|w| !noise(w)) else {
        return Vec::new();
    };
    let Some(trampoline) = words[own..].iter().position(|w| noise(w)) else {
        return Vec::new();
    };
    let after: Vec<String> = words[own + trampoline..]
        .iter()
        .filter(|w| !noise(w))
        .take(SIGNAL_FRAMES)
        .map(|w| w.to_string())
        .collect();
    if after.len() < SIGNAL_FRAMES {
        return Vec::new();
    }
    after
}

/// `f` with the site the recorder saw, where its words need one: a crash's site for a
/// silent crash, a message's for an ambiguous message, the fault for an internal error
/// a signal caused that names no pass (gcc's bare `Segmentation fault`), the reporting
/// function and its callers for any other internal error (gcc's `in unify, at
/// cp/pt.cc:24832`: several bugs reach one assertion).
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
        (
            CompileFailure::Ice {
                message,
                pass,
                line,
                site,
            },
            None,
        ) if site.is_empty() => {
            let site = if super::crash_state::is_weak(&message) {
                if pass.is_empty() {
                    s.fault.join(" ")
                } else {
                    String::new()
                }
            } else {
                s.report.join(" ")
            };
            CompileFailure::Ice {
                message,
                pass,
                line,
                site,
            }
        }
        (f, _) => f,
    }
}

/// An `awk` program that prints the fault of a site file's first message as [`parse`]
/// reads it ([`Site::fault`]), for `--emit-script`.
pub fn fault_awk_program() -> String {
    format!(
        r#"function fault(keep,   i, n, own, tr, out) {{ out = ""; n = 0; own = 0; tr = 0; for (i = 3; i <= NF && n < keep; i++) {{ if ($i ~ /{noise}/) {{ if (own) tr = 1 }} else if (tr) {{ out = out (n ? " " : "") $i; n++ }} else own = 1 }} return n == keep ? out : "" }}
$2 == "message" && NF >= 3 {{ print fault({SIGNAL_FRAMES}); exit }}"#,
        noise = noise_pattern()
    )
}

/// An `awk` program that prints the reporting function and its callers of a site file
/// as [`parse`] reads them ([`Site::report`]), for `--emit-script`.
///
/// As [`parse`] does, it prints nothing when a process died of a signal (the site is
/// that crash) or none wrote a message with frames of its own.
pub fn report_awk_program() -> String {
    format!(
        r#"function own(first,   i, n) {{ n = 0; for (i = first; i <= NF; i++) if ($i !~ /{noise}/) n++; return n }}
$2 == "signal" && $3 ~ /^-?[0-9]+$/ && own(4) > 0 {{ sig = 1 }}
$2 == "message" && own(3) > 0 {{ msg = 1 }}
$2 == "report" && !seen {{ seen = 1; n = 0; for (i = 3; i <= NF && n < {keep}; i++) if ($i !~ /{noise}/) {{ rep = rep (n ? " " : "") $i; n++ }} }}
END {{ if (!sig && msg) print rep }}"#,
        keep = super::crash_state::FRAMES,
        noise = noise_pattern()
    )
}

/// The `awk` program that prints the site an internal error with `message` keeps:
/// [`fault_awk_program`] for a message of a signal, else [`report_awk_program`].
pub fn ice_awk_program(message: &str) -> String {
    if super::crash_state::is_weak(message) {
        fault_awk_program()
    } else {
        report_awk_program()
    }
}

/// The [`NOISE`] objects as an `awk` pattern.
fn noise_pattern() -> String {
    NOISE
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
        .join("|")
}

/// An `awk` program that prints the site of a site file as [`parse`] does, for
/// `--emit-script`.
pub fn awk_program() -> String {
    let noise = noise_pattern();
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

    /// cc1plus's record of its `internal compiler error: Segmentation fault` (Debian's
    /// g++ 12 on GCC's concepts-throw1.C): the diagnostic's frames, gcc's handler, the
    /// signal trampoline in the C library, then the faulting frame and its callers.
    const ICE_BY_SIGNAL: &str = "8935 message creduce-rs-site-71b5.so+0x1955 cc1plus+0x16f96c9 cc1plus+0x16fb4de cc1plus+0x980100 libc.so.6+0x3c050 cc1plus+0x468838 cc1plus+0x341c25 cc1plus+0x40c1aa libc.so.6+0x2724a libc.so.6+0x27305 cc1plus+0x9f71\n\
                                 8934 message creduce-rs-site-71b5.so+0x1955 g++-12+0x1234 libc.so.6+0x2724a\n";

    #[test]
    fn an_internal_error_by_a_signal_shows_where_it_faulted() {
        let s = parse(ICE_BY_SIGNAL).unwrap();
        assert_eq!(s.signal, None);
        assert_eq!(s.fault, ["cc1plus+0x468838", "cc1plus+0x341c25"]);
        // An ordinary stack ends in the C library and `_start`: no fault.
        assert_eq!(parse(MESSAGES).unwrap().fault, Vec::<String>::new());
        assert_eq!(
            parse("1 message tcc+0x1 libc.so.6+0x2724a libc.so.6+0x27305 tcc+0x9f71\n")
                .unwrap()
                .fault,
            Vec::<String>::new()
        );
        let ice = |site: &str| CompileFailure::Ice {
            message: "Segmentation fault".into(),
            pass: String::new(),
            line: 0,
            site: site.into(),
        };
        assert_eq!(
            with_site(ice(""), parse(ICE_BY_SIGNAL), false),
            ice("cc1plus+0x468838 cc1plus+0x341c25")
        );
    }

    #[test]
    fn the_script_s_awk_agrees_with_the_parser() {
        let dir = tempfile::tempdir().unwrap();
        let awk = |program: String, records: &str| {
            std::fs::write(dir.path().join("site.txt"), records).unwrap();
            let spec = crate::toolchain::ProcessSpec::new("awk", dir.path())
                .args([program.as_str(), "site.txt"])
                .timeout(std::time::Duration::from_secs(10));
            let o = crate::toolchain::run(&spec, &|| false).unwrap();
            String::from_utf8_lossy(&o.stdout).trim().to_string()
        };
        let run = |records: &str| awk(awk_program(), records);
        assert_eq!(run(CRASH), "signal 11 chibicc+0x9464 chibicc+0x95e3");
        assert_eq!(
            run(MESSAGES),
            "message tcc+0x5168 tcc+0x55a0 tcc+0xbd27 tcc+0xc71d"
        );
        assert_eq!(
            run(&format!("{MESSAGES}{CRASH}")),
            "signal 11 chibicc+0x9464 chibicc+0x95e3"
        );
        let fault = |records: &str| awk(fault_awk_program(), records);
        assert_eq!(
            fault(ICE_BY_SIGNAL),
            parse(ICE_BY_SIGNAL).unwrap().fault.join(" ")
        );
        assert_eq!(fault(MESSAGES), "");
        let report = |records: &str| awk(report_awk_program(), records);
        assert_eq!(
            report(ICE_BY_ASSERTION),
            parse(ICE_BY_ASSERTION).unwrap().report.join(" ")
        );
        assert_eq!(report(MESSAGES), "");
        // The C library's frames are skipped, and fewer than three frames are kept as
        // they are, by both.
        for records in [
            "8 message cc1+0x9\n8 report cc1+0x1 libc.so.6+0x2 cc1+0x3 cc1+0x4\n",
            "8 message cc1+0x9\n8 report cc1+0x1\n",
        ] {
            let parsed = parse(records).unwrap().report.join(" ");
            assert!(parsed.starts_with("cc1+0x1") && !parsed.contains("libc"));
            assert_eq!(report(records), parsed);
        }
        // A crash of any process is the site, and a report needs a message: no stack.
        for records in [
            format!("{ICE_BY_ASSERTION}{CRASH}"),
            "8 report cc1+0x1\n".to_string(),
        ] {
            assert!(parse(&records).is_none_or(|s| s.report.is_empty()));
            assert_eq!(report(&records), "");
        }
    }

    /// cc1plus's records of `internal compiler error: in unify, at cp/pt.cc:24832`
    /// (Debian's g++ 12 on GCC's nontype-float3.C): the diagnostic's frames, then
    /// `fancy_abort`'s, then `unify` and its callers; the `report` record starts at
    /// `unify`.
    const ICE_BY_ASSERTION: &str = "8935 message creduce-rs-site-71b5.so+0x1955 cc1plus+0x16f96c9 cc1plus+0x16faeb7 cc1plus+0x29ec5b cc1plus+0x25fbed cc1plus+0x41207a cc1plus+0x429b4f cc1plus+0x411c1c libc.so.6+0x2724a cc1plus+0x2a3a71\n\
                                    8935 report cc1plus+0x25fbed cc1plus+0x41207a cc1plus+0x429b4f cc1plus+0x411c1c libc.so.6+0x2724a cc1plus+0x2a3a71\n\
                                    8934 message creduce-rs-site-71b5.so+0x1955 g++-12+0x1234 libc.so.6+0x2724a\n";

    #[test]
    fn an_assertion_is_the_reporting_function_and_two_callers() {
        let s = parse(ICE_BY_ASSERTION).unwrap();
        assert_eq!(
            s.report,
            ["cc1plus+0x25fbed", "cc1plus+0x41207a", "cc1plus+0x429b4f"]
        );
        assert_eq!(parse(MESSAGES).unwrap().report, Vec::<String>::new());
        // A report record before its message record (another order of processes).
        let s = parse("8 report cc1+0x1 cc1+0x2\n8 message cc1+0x9 cc1+0x1\n").unwrap();
        assert_eq!(s.report, ["cc1+0x1", "cc1+0x2"]);
        let ice = |message: &str, pass: &str, site: &str| CompileFailure::Ice {
            message: message.into(),
            pass: pass.into(),
            line: 24832,
            site: site.into(),
        };
        let unify = "in unify, at cp/pt.cc:N";
        let callers = "cc1plus+0x25fbed cc1plus+0x41207a cc1plus+0x429b4f";
        assert_eq!(
            with_site(ice(unify, "", ""), parse(ICE_BY_ASSERTION), false),
            ice(unify, "", callers)
        );
        // With a pass too: the pass names the phase, the callers the way in.
        assert_eq!(
            with_site(
                ice(unify, "IPA pass: inline", ""),
                parse(ICE_BY_ASSERTION),
                false
            ),
            ice(unify, "IPA pass: inline", callers)
        );
        // A signal's message keeps its fault, never the report (its frames are the
        // handler's), and with a pass, nothing.
        let segv = "Segmentation fault";
        assert_eq!(
            with_site(ice(segv, "", ""), parse(ICE_BY_ASSERTION), false),
            ice(segv, "", "")
        );
        assert_eq!(
            with_site(
                ice(segv, "RTL pass: cprop", ""),
                parse(ICE_BY_SIGNAL),
                false
            ),
            ice(segv, "RTL pass: cprop", "")
        );
    }
}
