//! The layering rules of docs/design.md, checked on the source: which module may name
//! which (`crate::X` paths), where processes are spawned (only `src/toolchain/`), where
//! threads are started, and that `passes/` stays pure (no files, processes, threads,
//! network, clap or anyhow). A rule broken by a change fails here, with the file and
//! line.

use std::path::{Path, PathBuf};

/// The modules of `src/` each layer may name as `crate::X`.
const ARROWS: &[(&str, &[&str])] = &[
    ("toolchain", &["files"]),
    ("oracle", &["toolchain", "sources", "files", "size"]),
    (
        "reduce",
        &["oracle", "toolchain", "sources", "files", "size", "pool"],
    ),
    (
        "gen",
        &["oracle", "toolchain", "sources", "files", "size", "pool"],
    ),
    (
        "triage",
        &[
            "reduce",
            "oracle",
            "toolchain",
            "sources",
            "files",
            "size",
            "gen",
            "pool",
        ],
    ),
    ("files", &[]),
    ("sources", &[]),
    ("size", &[]),
    ("exit_codes", &[]),
    ("pool", &[]),
];

/// The only files of `triage` that may name `gen`: the caller/callee diagnosis and the
/// sidecar's record of the generator.
const TRIAGE_TO_GEN: &[&str] = &["src/triage/failure/side.rs", "src/triage/failure/campaign.rs"];

/// Where threads may be started: the engine (speculators, fold plans), the one worker
/// pool (`src/pool.rs`: batches, triage's failures, fuzz's programs), process output
/// draining and kill timers, and the command layer's signal thread.
const THREADS: &[&str] = &[
    "src/reduce/",
    "src/pool.rs",
    "src/commands/interrupt.rs",
    "src/toolchain/process.rs",
];

const SPAWNS_PROCESS: &[&str] = &["process::Command", "Command::new", "fork(", "execv"];
const STARTS_THREAD: &[&str] = &["thread::spawn", "thread::scope", "thread::Builder"];
const IMPURE_IN_PASSES: &[&str] = &[
    "std::fs",
    "std::process",
    "std::thread",
    "std::net",
    "std::env",
    "clap::",
    "anyhow",
    "File::",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The code lines of `text`, numbered: comments left out, and the `#[cfg(test)]`
/// modules too unless `with_tests`.
fn code_lines(text: &str, with_tests: bool) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with("#[cfg(test)]") && !with_tests {
            break; // tests sit at the end of a file and may name any layer
        }
        if t.starts_with("//") {
            continue;
        }
        out.push((i + 1, line));
    }
    out
}

/// The layer of a file under `src/`: its first path component without `.rs`.
fn layer(rel: &str) -> Option<&str> {
    let rest = rel.strip_prefix("src/")?;
    let first = rest.split('/').next()?;
    Some(first.strip_suffix(".rs").unwrap_or(first))
}

/// Every rule `text` (the file `rel`, relative to the repository) breaks.
fn violations(rel: &str, text: &str) -> Vec<String> {
    let mut v = Vec::new();
    let lines = code_lines(text, false);
    if rel.starts_with("passes/") {
        for (n, l) in &lines {
            for bad in IMPURE_IN_PASSES {
                if l.contains(bad) {
                    v.push(format!("{rel}:{n}: passes/ is pure, but uses {bad}: {l}"));
                }
            }
        }
        return v;
    }
    let layer = layer(rel);
    let allowed = ARROWS.iter().find(|(l, _)| Some(*l) == layer).map(|a| a.1);
    for (n, l) in &lines {
        if let Some(allowed) = allowed {
            for (i, _) in l.match_indices("crate::") {
                let name: String = l[i + 7..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                let own = Some(name.as_str()) == layer;
                let ok = own
                    || allowed.contains(&name.as_str())
                    || !ARROWS.iter().any(|(m, _)| *m == name) && name != "commands";
                if !ok {
                    v.push(format!(
                        "{rel}:{n}: {} may not name crate::{name}: {l}",
                        layer.unwrap_or("?")
                    ));
                }
                if layer == Some("triage") && name == "gen" && !TRIAGE_TO_GEN.contains(&rel) {
                    v.push(format!(
                        "{rel}:{n}: only {TRIAGE_TO_GEN:?} of triage may name gen"
                    ));
                }
            }
        }
        if !THREADS.iter().any(|t| rel.starts_with(t)) {
            for bad in STARTS_THREAD {
                if l.contains(bad) {
                    v.push(format!(
                        "{rel}:{n}: threads are started only in {THREADS:?} ({bad})"
                    ));
                }
            }
        }
    }
    // Tests in src/ too: they spawn through the toolchain like everything else.
    if !rel.starts_with("src/toolchain/") {
        for (n, l) in code_lines(text, true) {
            for bad in SPAWNS_PROCESS {
                if l.contains(bad) {
                    v.push(format!(
                        "{rel}:{n}: only src/toolchain/ spawns processes ({bad}): {l}"
                    ));
                }
            }
        }
    }
    v
}

#[test]
fn the_layering_rules_of_the_design_hold() {
    let root = root();
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("passes/src"), &mut files);
    assert!(files.len() > 50, "only {} source files found", files.len());
    let mut all = Vec::new();
    for f in &files {
        let rel = f
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(f).unwrap();
        all.extend(violations(&rel, &text));
    }
    assert!(all.is_empty(), "\n{}\n", all.join("\n"));
}

#[test]
fn each_rule_catches_what_it_forbids() {
    let bad = |rel: &str, text: &str| violations(rel, text).len();
    // An arrow running back up.
    assert_eq!(bad("src/oracle/x.rs", "use crate::reduce::TestBudget;"), 1);
    assert_eq!(bad("src/toolchain/x.rs", "use crate::oracle::Verdict;"), 1);
    assert_eq!(bad("src/reduce/x.rs", "let t = crate::triage::x();"), 1);
    assert_eq!(bad("src/triage/x.rs", "use crate::commands::Error;"), 1);
    assert_eq!(bad("src/triage/failure/stages.rs", "use crate::gen::fuzz;"), 1);
    assert_eq!(bad("src/triage/failure/side.rs", "use crate::gen::diagnose;"), 0);
    assert_eq!(bad("src/reduce/x.rs", "use crate::oracle::Oracle;"), 0);
    // A process outside toolchain, a thread outside the owners.
    assert_eq!(
        bad("src/oracle/x.rs", "std::process::Command::new(\"cc\")"),
        2
    );
    assert_eq!(
        bad("src/triage/report.rs", "std::thread::scope(|s| {});"),
        1
    );
    assert_eq!(bad("src/triage/batch.rs", "std::thread::scope(|s| {});"), 1);
    assert_eq!(bad("src/pool.rs", "std::thread::scope(|s| {});"), 0);
    // passes/ reaching for files or threads; comments and tests do not count.
    assert_eq!(bad("passes/src/x.rs", "let t = std::fs::read(p);"), 1);
    assert_eq!(bad("passes/src/x.rs", "std::thread::spawn(f);"), 1);
    assert_eq!(bad("passes/src/x.rs", "// std::fs is not used here"), 0);
    assert_eq!(
        bad(
            "src/oracle/x.rs",
            "fn a() {}\n#[cfg(test)]\nmod t { use crate::reduce::X; }"
        ),
        0
    );
}
