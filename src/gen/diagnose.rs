//! Caller/callee diagnosis, after Bailey and Davidson (PLDI 1996): build the caller and
//! the callee of a two-file calling-convention test each with the compiler under test
//! and with the reference, link the four combinations, run them, and read the table:
//!
//! | ref/ref | cut caller + ref callee | ref caller + cut callee | diagnosis |
//! |---|---|---|---|
//! | fails | - | - | the reference (or the test) is at fault |
//! | passes | fails | passes | the caller built by the compiler under test |
//! | passes | passes | fails | the callee built by the compiler under test |
//! | passes | fails | fails | both sides (the compiler under test follows another convention) |
//! | passes | passes | passes | cut/cut decides: no fault seen, or both (they fail only together) |
//!
//! From the bytes the failing checks received ([`super::callconv`]'s unique two-byte
//! windows) it then says what each argument got: another argument's value (swapped),
//! its own bytes shifted by n, a truncated value, or bytes it cannot place.

use crate::oracle::behaviour::Timeouts;
use crate::toolchain::compiler::COMPILE_TAIL;
use crate::toolchain::{run, CompilerSpec, Control, Exit, ProcessSpec};
use serde::Serialize;
use std::collections::HashMap;
use std::path::Path;

/// What one combination of caller and callee builds did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "outcome", rename_all = "kebab-case")]
pub enum PairOutcome {
    /// Printed OK.
    Pass,
    /// Failed checks: the `NG` lines (or the exit code and first line).
    Fail {
        /// What it printed.
        lines: Vec<String>,
    },
    /// Killed by a signal.
    Crash {
        /// The signal.
        signal: i32,
    },
    /// Ran past the run timeout.
    Hang,
    /// A side did not compile, or the objects did not link.
    BuildFailure {
        /// Which step, and its last message.
        message: String,
    },
}

impl PairOutcome {
    /// True unless it passed.
    pub fn failed(&self) -> bool {
        *self != PairOutcome::Pass
    }
    fn short(&self) -> String {
        match self {
            PairOutcome::Pass => "pass".into(),
            PairOutcome::Fail { lines } => format!("FAIL ({} checks)", lines.len()),
            PairOutcome::Crash { signal } => format!("CRASH (signal {signal})"),
            PairOutcome::Hang => "HANG".into(),
            PairOutcome::BuildFailure { message } => format!("BUILD FAILURE ({message})"),
        }
    }
}

/// The faulty side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fault {
    /// Every combination passes.
    None,
    /// The caller built by the compiler under test.
    Caller,
    /// The callee built by the compiler under test.
    Callee,
    /// Both sides built by the compiler under test.
    Both,
    /// The reference build fails on its own: the reference or the test.
    Reference,
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Fault::None => "no fault: every combination passes",
            Fault::Caller => "fault in the caller built by the compiler under test",
            Fault::Callee => "fault in the callee built by the compiler under test",
            Fault::Both => "fault in both caller and callee built by the compiler under test",
            Fault::Reference => "fault in the reference: its own build fails",
        })
    }
}

/// One row of the table.
#[derive(Clone, Debug, Serialize)]
pub struct Cell {
    /// Who built the caller: `cut` or `ref`.
    pub caller: &'static str,
    /// Who built the callee.
    pub callee: &'static str,
    /// What happened.
    pub outcome: PairOutcome,
}

/// What one failed check received, as far as the bytes tell.
#[derive(Clone, Debug, Serialize)]
pub struct Finding {
    /// The field (`f1 a2.m0`).
    pub field: String,
    /// Expected and received bytes, hex.
    pub expected: String,
    /// Received bytes.
    pub got: String,
    /// The explanation.
    pub received: String,
}

/// The whole diagnosis.
#[derive(Clone, Debug, Serialize)]
pub struct Diagnosis {
    /// The four combinations.
    pub table: Vec<Cell>,
    /// The faulty side.
    pub fault: Fault,
    /// The combination whose failed checks are explained.
    pub explained: Option<String>,
    /// What the failing checks received.
    pub findings: Vec<Finding>,
}

impl Diagnosis {
    /// The table and the diagnosis as text.
    pub fn render(&self, cut: &str, reference: &str) -> String {
        let mut s = format!("caller   callee   outcome      (cut = {cut}, ref = {reference})\n");
        for c in &self.table {
            s += &format!("{:<8} {:<8} {}\n", c.caller, c.callee, c.outcome.short());
        }
        s += &format!("diagnosis: {}\n", self.fault);
        if let Some(e) = &self.explained {
            s += &format!("checks that failed in {e}:\n");
        }
        for f in &self.findings {
            s += &format!("  {}: {}\n", f.field, f.received);
        }
        s
    }
}

/// Builds and runs in `dir`.
struct Bench<'a> {
    dir: &'a Path,
    t: Timeouts,
    cancel: &'a dyn Control,
}

impl Bench<'_> {
    fn compile(&self, cc: &CompilerSpec, src: &str, obj: &str) -> Result<(), String> {
        let o = cc
            .compile(
                self.dir,
                src,
                obj,
                COMPILE_TAIL,
                self.t.compile,
                self.cancel,
            )
            .map_err(|e| format!("cannot run `{}`: {e}", cc.name))?;
        if o.exit.success() && self.dir.join(obj).is_file() {
            Ok(())
        } else {
            Err(format!("`{}` on {src}: {}", cc.name, o.exit))
        }
    }

    fn link(&self, linker: &CompilerSpec, objs: [&str; 2], exe: &str) -> Result<(), String> {
        for extra in [&[][..], &["-no-pie"][..]] {
            let mut args: Vec<String> = linker
                .args
                .iter()
                .filter(|a| !a.contains("{src}") && !a.contains("{out}"))
                .cloned()
                .collect();
            args.extend(extra.iter().map(|s| s.to_string()));
            args.extend([objs[0], objs[1], "-o", exe, "-lm"].map(String::from));
            let spec = ProcessSpec::new(&linker.program, self.dir)
                .args(args)
                .timeout(self.t.compile);
            let o = run(&spec, self.cancel).map_err(|e| format!("cannot link: {e}"))?;
            if o.exit.success() {
                return Ok(());
            }
        }
        Err(format!("linking {} and {} failed", objs[0], objs[1]))
    }

    fn run(&self, exe: &str, args: &[&str]) -> Result<PairOutcome, String> {
        let o = run(
            &ProcessSpec::new(format!("./{exe}"), self.dir)
                .args(args.iter().copied())
                .timeout(self.t.run)
                .fixed_env(),
            self.cancel,
        )
        .map_err(|e| format!("cannot run {exe}: {e}"))?;
        let text = String::from_utf8_lossy(&o.stdout).into_owned();
        Ok(match o.exit {
            // Exit 0 and no failed check (a reduced test may no longer print OK).
            Exit::Code(0) if !text.lines().any(|l| l.starts_with("NG")) => PairOutcome::Pass,
            Exit::Code(c) => {
                let mut lines: Vec<String> = text
                    .lines()
                    .filter(|l| l.starts_with("NG "))
                    .map(String::from)
                    .collect();
                if lines.is_empty() {
                    lines.push(format!("exit {c}: {}", text.lines().next().unwrap_or("")));
                }
                PairOutcome::Fail { lines }
            }
            Exit::Signal(signal) => PairOutcome::Crash { signal },
            Exit::Timeout => PairOutcome::Hang,
            Exit::Cancelled => return Err("interrupted".into()),
        })
    }
}

/// Diagnose the pair: `caller` (with `main`) and `callee` sources, the compiler under
/// test and the reference (which links). `dir` is scratch space.
pub fn diagnose(
    caller: &str,
    callee: &str,
    cut: &CompilerSpec,
    reference: &CompilerSpec,
    t: Timeouts,
    dir: &Path,
    cancel: &dyn Control,
) -> Result<Diagnosis, String> {
    let w = |name: &str, text: &str| {
        std::fs::write(dir.join(name), text).map_err(|e| format!("{}: {e}", dir.display()))
    };
    w("caller.c", caller)?;
    w("callee.c", callee)?;
    let b = Bench { dir, t, cancel };
    let sides = [("cut", cut), ("ref", reference)];
    let mut built: HashMap<(&str, &str), Result<(), String>> = HashMap::new();
    for (who, cc) in sides {
        for file in ["caller", "callee"] {
            let r = b.compile(cc, &format!("{file}.c"), &format!("{file}-{who}.o"));
            built.insert((who, file), r);
        }
    }
    let mut table = Vec::new();
    for (a, _) in sides {
        for (c, _) in sides {
            let outcome = match (&built[&(a, "caller")], &built[&(c, "callee")]) {
                (Err(m), _) | (_, Err(m)) => PairOutcome::BuildFailure { message: m.clone() },
                _ => {
                    let exe = format!("{a}-{c}.exe");
                    let objs = [format!("caller-{a}.o"), format!("callee-{c}.o")];
                    match b.link(reference, [&objs[0], &objs[1]], &exe) {
                        Err(message) => PairOutcome::BuildFailure { message },
                        Ok(()) => b.run(&exe, &[])?,
                    }
                }
            };
            table.push(Cell {
                caller: a,
                callee: c,
                outcome,
            });
        }
    }
    let get = |a: &str, c: &str| {
        &table
            .iter()
            .find(|x| x.caller == a && x.callee == c)
            .expect("four cells")
            .outcome
    };
    let (cc, cr, rc, rr) = (
        get("cut", "cut"),
        get("cut", "ref"),
        get("ref", "cut"),
        get("ref", "ref"),
    );
    let (fault, explained) = if rr.failed() {
        (Fault::Reference, Some("ref/ref"))
    } else {
        match (cr.failed(), rc.failed(), cc.failed()) {
            (false, false, false) => (Fault::None, None),
            (true, false, _) => (Fault::Caller, Some("cut/ref")),
            (false, true, _) => (Fault::Callee, Some("ref/cut")),
            (true, true, _) => (Fault::Both, Some("cut/ref")),
            (false, false, true) => (Fault::Both, Some("cut/cut")),
        }
    };
    let mut findings = Vec::new();
    if let Some(e) = explained {
        let (a, c) = e.split_once('/').expect("a/b");
        if let PairOutcome::Fail { lines } = get(a, c) {
            let layout = if fault == Fault::Reference {
                Vec::new()
            } else {
                layout_of(&b).unwrap_or_default()
            };
            findings = lines.iter().map(|l| explain(l, &layout)).collect();
        }
    }
    Ok(Diagnosis {
        table,
        fault,
        explained: explained.map(String::from),
        findings,
    })
}

/// The reference build's `--layout`: every field's bytes, in the generator's order.
fn layout_of(b: &Bench) -> Result<Vec<(String, Vec<u8>)>, String> {
    let o = run(
        &ProcessSpec::new("./ref-ref.exe", b.dir)
            .args(["--layout"])
            .timeout(b.t.run)
            .fixed_env(),
        b.cancel,
    )
    .map_err(|e| format!("cannot run the layout: {e}"))?;
    Ok(String::from_utf8_lossy(&o.stdout)
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix("ARG ")?;
            let (field, h) = rest.rsplit_once(' ')?;
            Some((field.to_string(), unhex(h)?))
        })
        .collect())
}

fn unhex(h: &str) -> Option<Vec<u8>> {
    if h.len() % 2 != 0 {
        return None;
    }
    (0..h.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(h.get(i..i + 2)?, 16).ok())
        .collect()
}

/// Explain one `NG` line with the layout.
pub fn explain(line: &str, layout: &[(String, Vec<u8>)]) -> Finding {
    let parsed = line.strip_prefix("NG ").and_then(|r| {
        let (field, rest) = r.split_once(" expected ")?;
        let (e, g) = rest.split_once(" got ")?;
        Some((
            field.to_string(),
            e.trim().to_string(),
            g.trim().to_string(),
        ))
    });
    let Some((field, e, g)) = parsed else {
        return Finding {
            field: line.trim_start_matches("NG ").to_string(),
            expected: String::new(),
            got: String::new(),
            received: "wrong value".into(),
        };
    };
    let received = match (unhex(&e), unhex(&g)) {
        (Some(eb), Some(gb)) => received(&field, &eb, &gb, layout),
        _ => format!("expected {e}, got {g}"),
    };
    Finding {
        field,
        expected: e,
        got: g,
        received,
    }
}

fn received(field: &str, e: &[u8], g: &[u8], layout: &[(String, Vec<u8>)]) -> String {
    // Another field's whole value.
    if let Some((other, _)) = layout.iter().find(|(f, b)| f != field && b == g) {
        return format!("received {other}'s value (swapped with {other})");
    }
    // Positions of every field in the whole sequence, and of every two-byte window.
    let mut seq = Vec::new();
    let mut starts = Vec::new();
    for (f, b) in layout {
        starts.push((f.as_str(), seq.len(), b.len()));
        seq.extend_from_slice(b);
    }
    let own = starts.iter().find(|(f, _, _)| *f == field).map(|s| s.1);
    let mut at: HashMap<(u8, u8), usize> = HashMap::new();
    for (i, w) in seq.windows(2).enumerate() {
        at.entry((w[0], w[1])).or_insert(i);
    }
    // The source most windows of the received bytes agree on (windows holding 00 or
    // ff, padding or sign fill, are in no value).
    let mut votes: HashMap<isize, usize> = HashMap::new();
    for (i, w) in g.windows(2).enumerate() {
        if let Some(&p) = at.get(&(w[0], w[1])) {
            *votes.entry(p as isize - i as isize).or_default() += 1;
        }
    }
    let best = votes
        .into_iter()
        .max_by_key(|&(start, n)| (n, std::cmp::Reverse(start)));
    if let Some((start, n)) = best {
        if Some(start) != own.map(|o| o as isize) {
            let fill = g.iter().filter(|&&b| b == 0 || b == 0xff).count();
            let partly = if n + 1 < g.len() {
                format!(
                    " ({} of {} bytes placed{})",
                    n + 1,
                    g.len(),
                    if fill > 0 {
                        "; the others 00 or ff, padding or fill"
                    } else {
                        ""
                    }
                )
            } else {
                String::new()
            };
            // The first received byte placed, and the field it comes from.
            let first = (0..g.len().saturating_sub(1))
                .find(|&i| at.get(&(g[i], g[i + 1])) == Some(&((start + i as isize) as usize)))
                .unwrap_or(0);
            let pos = start + first as isize;
            let src = starts
                .iter()
                .find(|(_, s, len)| (*s as isize) <= pos && pos < (*s + *len) as isize);
            let at_byte = if first == 0 {
                String::new()
            } else {
                format!(" from its byte {first}")
            };
            let text = match src {
                Some((f, s, _)) if *f == field => {
                    let k = start - *s as isize;
                    if k > 0 {
                        format!("received its own bytes shifted by {k:+} (from its byte {k} on)")
                    } else {
                        format!(
                            "received its own bytes shifted by {k:+} ({} other bytes, then its own)",
                            -k
                        )
                    }
                }
                Some((f, s, _)) => {
                    let off = pos - *s as isize;
                    let of = if off == 0 {
                        String::new()
                    } else {
                        format!(" (its byte {off} on)")
                    };
                    format!("received the bytes of {f}{of}{at_byte}")
                }
                None => "received bytes of no argument".to_string(),
            };
            return format!("{text}{partly}");
        }
    }
    // A prefix kept, the rest zero- or sign-filled.
    let keep = e.iter().zip(g).take_while(|(a, b)| a == b).count();
    if keep > 0 && keep < e.len() {
        let rest = &g[keep..];
        if rest.iter().all(|&b| b == 0) || rest.iter().all(|&b| b == 0xff) {
            return format!(
                "received its value truncated to {keep} of {} bytes (the rest {})",
                e.len(),
                if rest[0] == 0 { "zero" } else { "0xff" }
            );
        }
        return format!(
            "received its first {keep} of {} bytes, then others",
            e.len()
        );
    }
    "received bytes that belong to no argument".into()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout() -> Vec<(String, Vec<u8>)> {
        vec![
            ("f0 a0".into(), vec![0x11, 0x22, 0x33, 0x44]),
            ("f0 a1".into(), vec![0x55, 0x66]),
            ("f0 a2".into(), vec![0x77, 0x88, 0x99, 0xaa]),
        ]
    }

    #[test]
    fn names_swapped_shifted_and_truncated_values() {
        let l = layout();
        let f = explain("NG f0 a0 expected 11223344 got 778899aa", &l);
        assert!(f.received.contains("swapped with f0 a2"), "{}", f.received);
        let f = explain("NG f0 a2 expected 778899aa got 66778899", &l);
        assert!(
            f.received.contains("the bytes of f0 a1 (its byte 1 on)"),
            "{}",
            f.received
        );
        let f = explain("NG f0 a2 expected 778899aa got 8899aa00", &l);
        assert!(
            f.received.contains("its own bytes shifted by +1"),
            "{}",
            f.received
        );
        assert!(f.received.contains("3 of 4 bytes placed"), "{}", f.received);
        let f = explain("NG f0 a2 expected 778899aa got 00007788", &l);
        assert!(
            f.received.contains("shifted by -2 (2 other bytes"),
            "{}",
            f.received
        );
        let f = explain("NG f0 a0 expected 11223344 got 11220000", &l);
        assert!(f.received.contains("truncated to 2 of 4"), "{}", f.received);
        let f = explain("NG f0 a1 pointer", &l);
        assert_eq!(f.field, "f0 a1 pointer");
    }
}
