//! A fuzz campaign: generate programs, build and run them, judge each with its
//! generator's oracle, and save every failure in the layout `triage` reads (a folder per
//! failure with its program and a `failure.json` sidecar: the typed oracle
//! configuration that reproduces it and how it was generated).
//!
//! Program `i` of a run is the generator's program of seed `seed + i`, and a failure's
//! folder is named after that seed and the failing compiler, so with `count` the
//! campaign is the same whatever `jobs` is; with `minutes` it holds what the time
//! allowed.
//!
//! Oracles: `arith` and `callconv` programs check themselves (`expect`): the reference
//! build must print `OK` (else the program is counted invalid, a generator bug), and
//! each compiler under test that does not is a failure. `csmith` programs are voted on
//! (`vote`) by the reference and the compilers under test; a failure must also run clean
//! under gcc's UBSan and ASan, or it is counted invalid (Csmith's programs are not
//! always free of undefined behaviour).

use super::{csmith, generate_builtin, Files, Generator, GeneratorKind};
use crate::lang::Lang;
use crate::oracle::behaviour::{build_and_run, Behaviour, Timeouts};
use crate::oracle::readings::check_failure;
use crate::oracle::{OracleConfig, OracleKind, UbGuard, VoteOracle, Workspace};
use crate::toolchain::compiler::COMPILE_TAIL;
use crate::toolchain::{run, CompilerSpec, Control, Exit, ProcessSpec};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How a failure was made: recorded in its sidecar so the program can be made again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Generated {
    /// The generator and its options.
    pub generator: Generator,
    /// The program's seed.
    pub seed: u64,
    /// Csmith's command-line options, for `csmith`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub csmith_options: Vec<String>,
}

/// When a run stops.
#[derive(Clone, Copy, Debug)]
pub enum Stop {
    /// After this many programs.
    Count(u64),
    /// When this much time has passed (programs started are finished).
    Time(Duration),
}

/// A fuzz run.
#[derive(Clone, Debug)]
pub struct FuzzOptions {
    /// The generator.
    pub generator: Generator,
    /// Compilers under test.
    pub cc: Vec<CompilerSpec>,
    /// The reference.
    pub reference: CompilerSpec,
    /// The first seed.
    pub seed: u64,
    /// When to stop.
    pub stop: Stop,
    /// Programs built and run at once.
    pub jobs: usize,
    /// Build and run timeouts.
    pub timeouts: Timeouts,
    /// The campaign folder.
    pub out: PathBuf,
}

/// What a run found.
#[derive(Clone, Debug, Default, Serialize)]
pub struct FuzzSummary {
    /// Programs generated and judged.
    pub programs: u64,
    /// Failures saved.
    pub failures: u64,
    /// Failures by compiler and kind (`chibicc: wrong output`).
    pub by_kind: BTreeMap<String, u64>,
    /// Programs the reference did not pass (or Csmith programs with undefined
    /// behaviour): not failures.
    pub invalid: u64,
    /// Programs the generator could not make.
    pub generator_errors: u64,
    /// Wall time, seconds.
    pub seconds: f64,
    /// Programs per second of wall time.
    pub per_second: f64,
}

/// Progress, as programs finish (called from worker threads).
pub trait FuzzEvents: Sync {
    /// One more program judged; `found` failures so far.
    fn program_done(&self, programs: u64, failures: u64);
}

/// Sink for runs nobody watches.
#[derive(Debug)]
pub struct Quiet;
impl FuzzEvents for Quiet {
    fn program_done(&self, _: u64, _: u64) {}
}

/// One failure found in one program.
struct Found {
    id: String,
    kind: String,
    oracle: OracleConfig,
    /// A `test.sh` to save beside the program (the oracle is then that script).
    script: Option<String>,
}

/// What one program gave.
enum Judged {
    Pass,
    Invalid,
    GeneratorError,
    Failures(Files, Vec<Found>, Generated),
}

fn file_safe(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '.' {
                c
            } else {
                '-'
            }
        })
        .collect::<String>()
        .trim_matches('-')
        .to_string()
}

/// Build (all files with one compiler) and run in `dir`.
fn build_run(
    cc: &CompilerSpec,
    files: &Files,
    dir: &Path,
    exe: &str,
    t: Timeouts,
    cancel: &dyn Control,
) -> std::io::Result<Behaviour> {
    if files.len() == 1 {
        return build_and_run(cc, dir, &files[0].0, exe, t, cancel).map(|(b, _)| b);
    }
    let mut objs = Vec::new();
    for (name, _) in files {
        let obj = format!("{exe}-{name}.o");
        let o = cc.compile(dir, name, &obj, COMPILE_TAIL, t.compile, cancel)?;
        if o.exit == Exit::Cancelled {
            return Ok(Behaviour::Cancelled);
        }
        if let Some(f) = crate::oracle::signature::compile_failure(&o) {
            return Ok(Behaviour::CompileFailure(f));
        }
        objs.push(obj);
    }
    let mut args: Vec<String> = cc.args.clone();
    args.extend(objs);
    args.extend(["-o", exe, "-lm"].map(String::from));
    let o = run(
        &ProcessSpec::new(&cc.program, dir)
            .args(args)
            .timeout(t.compile)
            .term_grace(crate::toolchain::process::CLEANUP_GRACE)
            .private_tmp(),
        cancel,
    )?;
    if let Some(f) = crate::oracle::signature::compile_failure(&o) {
        return Ok(Behaviour::CompileFailure(f));
    }
    crate::oracle::behaviour::run_built(dir, exe, t.run, cancel).map(|(b, _)| b)
}

fn config(
    kind: OracleKind,
    cc: Vec<CompilerSpec>,
    reference: Option<CompilerSpec>,
    t: Timeouts,
) -> OracleConfig {
    OracleConfig {
        cc,
        reference,
        compile_timeout: t.compile.as_secs_f64(),
        run_timeout: t.run.as_secs_f64(),
        ..OracleConfig::new(kind)
    }
}

/// Judge the program of `seed`.
fn judge(o: &FuzzOptions, seed: u64, scratch: &Path, cancel: &dyn Control) -> Judged {
    let t = o.timeouts;
    let (files, generated) = match &o.generator {
        Generator::Csmith => match csmith::generate(seed, scratch, t.compile * 2, cancel) {
            Ok((text, opts)) => (
                vec![("prog.c".to_string(), text)],
                Generated {
                    generator: Generator::Csmith,
                    seed,
                    csmith_options: opts,
                },
            ),
            Err(_) => return Judged::GeneratorError,
        },
        g => (
            generate_builtin(g, seed).expect("a built-in generator"),
            Generated {
                generator: g.clone(),
                seed,
                csmith_options: Vec::new(),
            },
        ),
    };
    let prefix = format!("{}-s{seed}", o.generator.kind().name());
    let mut found = Vec::new();
    match o.generator.kind() {
        GeneratorKind::Arith | GeneratorKind::Callconv => {
            for (name, text) in &files {
                if std::fs::write(scratch.join(name), text).is_err() {
                    return Judged::GeneratorError;
                }
            }
            match build_run(&o.reference, &files, scratch, "ref.exe", t, cancel) {
                Ok(b) if check_failure(&b).is_none() => {}
                _ => return Judged::Invalid,
            }
            if files.len() == 2 {
                // Caller and callee: each compiler is diagnosed against the reference
                // (an ABI conformance test), and a failure keeps the combination that
                // shows it.
                for cc in &o.cc {
                    if let Some(f) = judge_pair(o, cc, &files, &prefix, scratch, cancel) {
                        found.push(f);
                    }
                }
                return if found.is_empty() {
                    Judged::Pass
                } else {
                    Judged::Failures(files, found, generated)
                };
            }
            for cc in &o.cc {
                let Ok(b) = build_run(cc, &files, scratch, "cut.exe", t, cancel) else {
                    continue;
                };
                if b == Behaviour::Cancelled {
                    break;
                }
                if let Some(f) = check_failure(&b) {
                    let kind = match f {
                        crate::oracle::signature::CheckFailure::Prints { .. } => {
                            "wrong value".to_string()
                        }
                        other => other.to_string(),
                    };
                    found.push(Found {
                        id: format!("{prefix}-{}", file_safe(&cc.name)),
                        kind: format!("{}: {kind}", cc.name),
                        oracle: config(
                            OracleKind::Expect,
                            vec![cc.clone()],
                            Some(o.reference.clone()),
                            t,
                        ),
                        script: None,
                    });
                }
            }
        }
        GeneratorKind::Csmith => {
            let voters: Vec<CompilerSpec> = std::iter::once(o.reference.clone())
                .chain(o.cc.iter().cloned())
                .collect();
            let Ok(ws) = Workspace::new_in(scratch, "prog.c".into()) else {
                return Judged::GeneratorError;
            };
            let text = &files[0].1;
            let Ok(vote) = VoteOracle::calibrate(voters.clone(), t, Arc::new(ws), text, cancel)
            else {
                return Judged::Pass;
            };
            if !sanitizer_clean(text, scratch, t, cancel) {
                return Judged::Invalid;
            }
            let sig = crate::oracle::Oracle::signature(&vote);
            let kinds: Vec<String> = match &sig {
                Some(crate::oracle::Signature::Vote { minority }) => minority
                    .iter()
                    .map(|d| format!("{}: {}", d.compiler, d.difference))
                    .collect(),
                Some(other) => vec![other.to_string()],
                None => vec!["vote".to_string()],
            };
            found.push(Found {
                id: prefix.clone(),
                kind: kinds.join(", "),
                oracle: config(OracleKind::Vote, voters, None, t),
                script: None,
            });
        }
    }
    if found.is_empty() {
        Judged::Pass
    } else {
        Judged::Failures(files, found, generated)
    }
}

/// Diagnose a caller/callee pair (`files`: caller.c, callee.c) built by `cc` against the
/// reference; a failure keeps the combination that isolates the fault in a `test.sh`.
fn judge_pair(
    o: &FuzzOptions,
    cc: &CompilerSpec,
    files: &Files,
    prefix: &str,
    scratch: &Path,
    cancel: &dyn Control,
) -> Option<Found> {
    use super::diagnose::{diagnose, Fault, PairOutcome};
    let text = |n: &str| files.iter().find(|f| f.0 == n).map(|f| f.1.as_str());
    let dir = scratch.join(format!("pair-{}", file_safe(&cc.name)));
    std::fs::create_dir_all(&dir).ok()?;
    let d = diagnose(
        text("caller.c")?,
        text("callee.c")?,
        cc,
        &o.reference,
        o.timeouts,
        &dir,
        cancel,
    )
    .ok()?;
    let (caller_by, callee_by, side) = match d.fault {
        Fault::None | Fault::Reference => return None,
        Fault::Caller => ("cut", "ref", "caller"),
        Fault::Callee => ("ref", "cut", "callee"),
        Fault::Both => {
            let mixed = d
                .table
                .iter()
                .any(|c| c.caller == "cut" && c.callee == "ref" && c.outcome.failed());
            if mixed {
                ("cut", "ref", "both")
            } else {
                ("cut", "cut", "both")
            }
        }
    };
    let cell = d
        .table
        .iter()
        .find(|c| c.caller == caller_by && c.callee == callee_by)?;
    let t = o.timeouts;
    let expect = || {
        config(
            OracleKind::Expect,
            vec![cc.clone()],
            Some(o.reference.clone()),
            t,
        )
    };
    let (kind, check) = match &cell.outcome {
        PairOutcome::Fail { lines } => {
            let first = lines.first()?;
            let field = first.split(" expected ").next().unwrap_or(first);
            (
                "wrong value".to_string(),
                format!(
                    "grep -qF {} bug.txt",
                    crate::toolchain::compiler::shell_quote(field)
                ),
            )
        }
        PairOutcome::Crash { signal } => (
            format!("crashes with signal {signal}"),
            format!("[ \"$rc\" -eq {} ]", 128 + signal),
        ),
        // A compiler that does not build a side is judged as one program is.
        PairOutcome::BuildFailure { .. } => {
            return Some(Found {
                id: format!("{prefix}-{}", file_safe(&cc.name)),
                kind: format!("{}: does not build the {side}", cc.name),
                oracle: expect(),
                script: None,
            })
        }
        PairOutcome::Pass | PairOutcome::Hang => return None,
    };
    let who = |by: &str| if by == "cut" { cc } else { &o.reference };
    // The script's last line is its signature in triage: the compiler, the side and
    // the kind of failure (not the field, which differs from program to program).
    let label = format!("{} {side}: {kind}", cc.name);
    let script = pair_script(
        who(caller_by),
        who(callee_by),
        &o.reference,
        t,
        &check,
        &label,
    );
    let mut oracle = OracleConfig::script("test.sh");
    oracle.timeout = (t.compile.as_secs_f64() * 6.0 + t.run.as_secs_f64() * 2.0).ceil();
    oracle.ub_guard = Some(true);
    Some(Found {
        id: format!("{prefix}-{}-{side}", file_safe(&cc.name)),
        kind: format!("{}: {side}: {kind}", cc.name),
        oracle,
        script: Some(script),
    })
}

/// The interestingness test of a caller/callee failure: the reference builds a pair
/// that passes its checks, and the pair built caller by `caller`, callee by `callee`
/// (linked by the reference) fails them as `check` says.
fn pair_script(
    caller: &CompilerSpec,
    callee: &CompilerSpec,
    reference: &CompilerSpec,
    t: Timeouts,
    check: &str,
    label: &str,
) -> String {
    use crate::toolchain::compiler::shell_quote;
    let ct = t.compile.as_secs_f64().ceil() as u64;
    let rt = t.run.as_secs_f64().ceil() as u64;
    let link = |objs: &str, exe: &str| {
        let words: Vec<String> = std::iter::once(reference.program.clone())
            .chain(
                reference
                    .args
                    .iter()
                    .filter(|a| !a.contains("{src}") && !a.contains("{out}"))
                    .cloned(),
            )
            .map(|w| shell_quote(&w))
            .collect();
        let l = words.join(" ");
        format!(
            "{{ timeout {ct} {l} {objs} -o {exe} -lm || timeout {ct} {l} -no-pie {objs} -o {exe} -lm; }} >/dev/null 2>&1 || exit 1"
        )
    };
    let cc = |spec: &CompilerSpec, src: &str, obj: &str| {
        format!(
            "timeout {ct} {} >/dev/null 2>&1 || exit 1",
            spec.shell_words(src, obj, COMPILE_TAIL)
        )
    };
    [
        "#!/bin/sh".to_string(),
        "# A caller/callee failure found by creduce-rs fuzz --generator callconv --split.".into(),
        cc(reference, "caller.c", "ref-caller.o"),
        cc(reference, "callee.c", "ref-callee.o"),
        link("ref-caller.o ref-callee.o", "ref.exe"),
        format!("timeout {rt} ./ref.exe > ref.txt 2>&1 || exit 1"),
        "grep -q '^NG' ref.txt && exit 1".into(),
        cc(caller, "caller.c", "bug-caller.o"),
        cc(callee, "callee.c", "bug-callee.o"),
        link("bug-caller.o bug-callee.o", "bug.exe"),
        format!("timeout {rt} ./bug.exe > bug.txt 2>&1"),
        "rc=$?".into(),
        format!("{check} || exit 1"),
        format!("echo {}", shell_quote(label)),
        String::new(),
    ]
    .join("\n")
}

/// gcc -O0 with UBSan and ASan builds and runs the program cleanly: the UB guard's own
/// sanitizer check, run alone.
fn sanitizer_clean(text: &str, scratch: &Path, t: Timeouts, cancel: &dyn Control) -> bool {
    let Ok(ws) = Workspace::new_in(scratch, "san.c".into()) else {
        return false;
    };
    let Ok(guard) = UbGuard::new(Arc::new(ws), t.compile, t.run, false, false, &[], Lang::C) else {
        return false;
    };
    guard.sanitizers_clean(text, cancel).unwrap_or(false)
}

/// Save one program's failures.
fn save(out: &Path, files: &Files, found: &[Found], generated: &Generated) -> std::io::Result<()> {
    for f in found {
        let dir = out.join(&f.id);
        let tmp = out.join(format!(".{}.tmp", f.id));
        let _ = std::fs::remove_dir_all(&tmp);
        std::fs::create_dir_all(&tmp)?;
        for (name, text) in files {
            std::fs::write(tmp.join(name), text)?;
        }
        if let Some(script) = &f.script {
            use std::os::unix::fs::PermissionsExt;
            let p = tmp.join("test.sh");
            std::fs::write(&p, script)?;
            std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755))?;
        }
        let sidecar = serde_json::json!({
            "oracle": f.oracle,
            "generated": generated,
            "labels": {"found-by": format!("creduce-rs fuzz --generator {}", generated.generator.kind().name()),
                       "kind": f.kind},
        });
        std::fs::write(
            tmp.join("failure.json"),
            serde_json::to_string_pretty(&sidecar).expect("JSON") + "\n",
        )?;
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::rename(&tmp, &dir)?;
    }
    Ok(())
}

/// Run a campaign into `o.out` (created if missing).
pub fn fuzz(
    o: &FuzzOptions,
    cancel: &dyn Control,
    events: &dyn FuzzEvents,
) -> Result<FuzzSummary, String> {
    std::fs::create_dir_all(&o.out).map_err(|e| format!("{}: {e}", o.out.display()))?;
    let start = Instant::now();
    let summary = Mutex::new(FuzzSummary::default());
    let error: Mutex<Option<String>> = Mutex::new(None);
    let more = |i: u64| match o.stop {
        Stop::Count(n) => i < n,
        Stop::Time(d) => start.elapsed() < d,
    };
    crate::pool::for_each_index(o.jobs.max(1), |i| {
        let i = i as u64;
        if !more(i) || cancel.cancelled() || error.lock().expect("lock").is_some() {
            return false;
        }
        let scratch = match crate::forced_exit::Scratch::new("creduce-rs-fuzz.") {
            Ok(d) => d,
            Err(e) => {
                *error.lock().expect("lock") = Some(format!("temporary directory: {e}"));
                return false;
            }
        };
        let judged = judge(o, o.seed.wrapping_add(i), scratch.path(), cancel);
        if cancel.cancelled() {
            return false;
        }
        let mut sm = summary.lock().expect("lock");
        sm.programs += 1;
        match judged {
            Judged::Pass => {}
            Judged::Invalid => sm.invalid += 1,
            Judged::GeneratorError => sm.generator_errors += 1,
            Judged::Failures(files, found, generated) => {
                if let Err(e) = save(&o.out, &files, &found, &generated) {
                    *error.lock().expect("lock") = Some(format!("saving a failure: {e}"));
                    return false;
                }
                for f in &found {
                    sm.failures += 1;
                    *sm.by_kind.entry(f.kind.clone()).or_default() += 1;
                }
            }
        }
        events.program_done(sm.programs, sm.failures);
        true
    });
    if let Some(e) = error.into_inner().expect("lock") {
        return Err(e);
    }
    let mut sm = summary.into_inner().expect("lock");
    sm.seconds = start.elapsed().as_secs_f64();
    sm.per_second = sm.programs as f64 / sm.seconds.max(1e-9);
    Ok(sm)
}

#[cfg(test)]
mod tests {
    #[test]
    fn failure_ids_are_file_names() {
        assert_eq!(super::file_safe("gcc -O2"), "gcc--O2");
        assert_eq!(super::file_safe("tcc"), "tcc");
    }
}
