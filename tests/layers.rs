//! The layering rules of docs/design.md, checked on the source: which module may name
//! which (`crate::X` paths), where processes are spawned (only `src/toolchain/`), where
//! threads are started, and that `passes/` stays pure (no files, processes, threads,
//! network, clap or anyhow). A rule broken by a change fails here, with the file and
//! line.

use std::path::{Path, PathBuf};

/// The modules of `src/` each layer may name as `crate::X`.
const ARROWS: &[(&str, &[&str])] = &[
    ("toolchain", &["files", "forced_exit"]),
    (
        "oracle",
        &[
            "toolchain",
            "sources",
            "files",
            "size",
            "lang",
            "project",
            "forced_exit",
        ],
    ),
    (
        "reduce",
        &[
            "project",
            "oracle",
            "toolchain",
            "sources",
            "files",
            "size",
            "pool",
            "lang",
            "forced_exit",
        ],
    ),
    (
        "gen",
        &[
            "project",
            "oracle",
            "toolchain",
            "sources",
            "files",
            "size",
            "pool",
            "lang",
            "forced_exit",
        ],
    ),
    (
        "triage",
        &[
            "project",
            "reduce",
            "oracle",
            "toolchain",
            "sources",
            "files",
            "size",
            "gen",
            "pool",
            "lang",
            "forced_exit",
        ],
    ),
    ("files", &["forced_exit"]),
    ("forced_exit", &[]),
    ("project", &["sources", "files", "lang", "forced_exit"]),
    ("lang", &[]),
    ("sources", &[]),
    ("size", &[]),
    ("exit_codes", &[]),
    ("pool", &[]),
];

/// The only files of `triage` that may name `gen`: the caller/callee diagnosis, the
/// sidecar's record of the generator, and the generator's own shrinking.
const TRIAGE_TO_GEN: &[&str] = &[
    "src/triage/failure/side.rs",
    "src/triage/failure/campaign.rs",
    "src/triage/failure/shrink.rs",
];

/// Where threads may be started: the engine (speculators, fold plans), the one worker
/// pool (`src/pool.rs`: batches, triage's failures, fuzz's programs), process output
/// draining and kill timers, the clang server's reply reader, the command layer's
/// signal thread, and the binary's malloc trimmer (`src/main.rs`).
const THREADS: &[&str] = &[
    "src/main.rs",
    "src/toolchain/clang_server.rs",
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
    assert_eq!(
        bad("src/triage/failure/stages.rs", "use crate::gen::fuzz;"),
        1
    );
    assert_eq!(
        bad("src/triage/failure/side.rs", "use crate::gen::diagnose;"),
        0
    );
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

// ---- file-level import cycles ----

/// The module path of a file under `src/`: `src/triage/cluster.rs` is `triage::cluster`,
/// `src/triage/mod.rs` is `triage`, `src/lib.rs` is the crate root (empty).
fn module_of(rel: &str) -> Option<Vec<String>> {
    let rest = rel.strip_prefix("src/")?.strip_suffix(".rs")?;
    let mut parts: Vec<String> = rest.split('/').map(str::to_string).collect();
    if parts.last().is_some_and(|l| l == "mod" || l == "lib") {
        parts.pop();
    }
    Some(parts)
}

/// Splits a `use` tree (`a::{b, c::{d, e}}`) into its paths, `self` meaning the prefix,
/// each with the name it binds in the file (`c::d as k` binds `k`, `a::{self}` binds `a`).
fn expand_use_tree(tree: &str, prefix: &[String], out: &mut Vec<(Vec<String>, String)>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let head: Vec<String> = tree[..open]
            .split("::")
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
        let mut base = prefix.to_vec();
        base.extend(head);
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let (mut depth, mut start) = (0, 0);
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    expand_use_tree(&inner[start..i], &base, out);
                    start = i + 1;
                }
                _ => {}
            }
        }
        expand_use_tree(&inner[start..], &base, out);
        return;
    }
    let (tree, rename) = match tree.split_once(" as ") {
        Some((t, r)) => (t.trim(), Some(r.trim())),
        None => (tree, None),
    };
    if tree.is_empty() {
        return;
    }
    let mut path = prefix.to_vec();
    for seg in tree.split("::").map(str::trim) {
        if seg != "self" {
            path.push(seg.to_string());
        }
    }
    let binds = rename.map_or_else(|| path.last().cloned().unwrap_or_default(), str::to_string);
    out.push((path, binds));
}

/// The paths a file names through `crate::`, `super::` and `self::`, in `use` items and
/// inline, made absolute from the file's module `here` (`use` lines of a `mod.rs` that
/// only re-export are left out: they are resolved, not followed).
fn named_paths(here: &[String], is_mod_rs: bool, text: &str) -> Vec<Vec<String>> {
    let code: String = code_lines(text, false)
        .iter()
        .map(|(_, l)| format!("{l}\n"))
        .collect();
    let mut uses: Vec<(Vec<String>, String)> = Vec::new();
    let mut rest = code.as_str();
    // `use` items, possibly over several lines.
    let mut without_uses = String::new();
    while let Some(i) = rest.find("use ") {
        let at_item = rest[..i]
            .rsplit('\n')
            .next()
            .is_some_and(|l| l.trim().is_empty() || l.trim().starts_with("pub"));
        let before_ok = i == 0 || !rest.as_bytes()[i - 1].is_ascii_alphanumeric();
        if !(at_item && before_ok) {
            without_uses.push_str(&rest[..i + 4]);
            rest = &rest[i + 4..];
            continue;
        }
        let end = rest[i..].find(';').map_or(rest.len(), |e| i + e);
        let line_start = rest[..i].rfind('\n').map_or(0, |s| s + 1);
        let reexport = rest[line_start..i].trim().starts_with("pub");
        without_uses.push_str(&rest[..line_start]);
        if !(is_mod_rs && reexport) {
            expand_use_tree(&rest[i + 4..end], &[], &mut uses);
        }
        rest = &rest[(end + 1).min(rest.len())..];
    }
    without_uses.push_str(rest);
    // Inline paths: from `crate::`, `super::`, `self::`, and from each name a `use` of
    // such a path binds (`use super::plan::{self}` binds `plan`: `plan::run::check` is
    // `super::plan::run::check`, which lands in plan/run.rs, not plan/mod.rs).
    let roots = ["crate", "super", "self"];
    let mut starts: Vec<(String, Vec<String>)> = roots
        .iter()
        .map(|r| (r.to_string(), vec![r.to_string()]))
        .collect();
    for (path, name) in &uses {
        if path.first().is_some_and(|r| roots.contains(&r.as_str()))
            && !roots.contains(&name.as_str())
            && name != "_"
        {
            starts.push((name.clone(), path.clone()));
        }
    }
    let mut raw: Vec<Vec<String>> = uses.into_iter().map(|(p, _)| p).collect();
    for (name, base) in &starts {
        for (i, _) in without_uses.match_indices(&format!("{name}::")) {
            if i > 0 {
                let c = without_uses.as_bytes()[i - 1];
                if c.is_ascii_alphanumeric() || c == b'_' || c == b':' {
                    continue;
                }
            }
            let rest = without_uses[i..]
                .split("::")
                .skip(1)
                .map(|s| {
                    s.chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect::<String>()
                })
                .take_while(|s| !s.is_empty());
            raw.push(base.iter().cloned().chain(rest).collect());
        }
    }
    // Absolute paths: `crate` is the root, each `super` one level up from the module
    // (a `mod.rs` is its folder's module), `self` the module itself.
    raw.into_iter()
        .filter_map(|p| {
            let mut segs = p.into_iter().peekable();
            let mut abs: Vec<String> = match segs.peek().map(String::as_str) {
                Some("crate") => {
                    segs.next();
                    Vec::new()
                }
                Some("super") | Some("self") => here.to_vec(),
                _ => return None,
            };
            for s in segs {
                match s.as_str() {
                    "super" => {
                        abs.pop()?;
                    }
                    "self" => {}
                    _ => abs.push(s),
                }
            }
            Some(abs)
        })
        .collect()
}

/// The names a `mod.rs` re-exports (`pub use child::{A, B}`) and the child each comes from.
fn reexports(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (_, l) in code_lines(text, false) {
        let t = l.trim();
        let Some(tree) = t
            .strip_prefix("pub use ")
            .or_else(|| t.strip_prefix("pub(crate) use "))
        else {
            continue;
        };
        let mut paths = Vec::new();
        expand_use_tree(tree.trim_end_matches(';'), &[], &mut paths);
        for (p, _) in paths {
            if p.len() >= 2 && !["crate", "super", "self"].contains(&p[0].as_str()) {
                out.push((p.last().unwrap().clone(), p[0].clone()));
            }
        }
    }
    out
}

/// Every cycle of file-level imports among `files` (relative path, text): each is the
/// sorted list of files in one strongly connected component of more than one file.
fn import_cycles(files: &[(String, String)]) -> Vec<Vec<String>> {
    use std::collections::{BTreeMap, BTreeSet};
    let modules: BTreeMap<Vec<String>, usize> = files
        .iter()
        .enumerate()
        .filter_map(|(i, (rel, _))| module_of(rel).map(|m| (m, i)))
        .collect();
    let exports: BTreeMap<usize, Vec<(String, String)>> = files
        .iter()
        .enumerate()
        .filter(|(_, (rel, _))| rel.ends_with("mod.rs"))
        .map(|(i, (_, text))| (i, reexports(text)))
        .collect();
    // The file a path lands in: its longest module prefix, through one re-export.
    let resolve = |path: &[String]| -> Option<usize> {
        let n = (0..=path.len())
            .rev()
            .find(|n| modules.contains_key(&path[..*n]))?;
        let file = modules[&path[..n]];
        if let (Some(item), Some(ex)) = (path.get(n), exports.get(&file)) {
            if let Some((_, child)) = ex.iter().find(|(name, _)| name == item) {
                let mut m = path[..n].to_vec();
                m.push(child.clone());
                return modules.get(&m).copied().or(Some(file));
            }
        }
        Some(file)
    };
    let mut edges: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); files.len()];
    for (i, (rel, text)) in files.iter().enumerate() {
        let Some(here) = module_of(rel) else { continue };
        for p in named_paths(&here, rel.ends_with("mod.rs"), text) {
            if let Some(j) = resolve(&p) {
                if j != i {
                    edges[i].insert(j);
                }
            }
        }
    }
    // Tarjan's strongly connected components.
    struct Walk<'a> {
        edges: &'a [BTreeSet<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        stack: Vec<usize>,
        on_stack: Vec<bool>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(w: &mut Walk, v: usize) {
        w.index[v] = Some(w.next);
        w.low[v] = w.next;
        w.next += 1;
        w.stack.push(v);
        w.on_stack[v] = true;
        for &u in w.edges[v].clone().iter() {
            match w.index[u] {
                None => {
                    visit(w, u);
                    w.low[v] = w.low[v].min(w.low[u]);
                }
                Some(iu) if w.on_stack[u] => w.low[v] = w.low[v].min(iu),
                _ => {}
            }
        }
        if Some(w.low[v]) == w.index[v] {
            let mut scc = Vec::new();
            loop {
                let u = w.stack.pop().unwrap();
                w.on_stack[u] = false;
                scc.push(u);
                if u == v {
                    break;
                }
            }
            if scc.len() > 1 {
                w.out.push(scc);
            }
        }
    }
    let mut w = Walk {
        edges: &edges,
        index: vec![None; files.len()],
        low: vec![0; files.len()],
        stack: Vec::new(),
        on_stack: vec![false; files.len()],
        next: 0,
        out: Vec::new(),
    };
    for v in 0..files.len() {
        if w.index[v].is_none() {
            visit(&mut w, v);
        }
    }
    let mut cycles: Vec<Vec<String>> = w
        .out
        .into_iter()
        .map(|scc| {
            let mut names: Vec<String> = scc.into_iter().map(|i| files[i].0.clone()).collect();
            names.sort();
            names
        })
        .collect();
    cycles.sort();
    cycles
}

fn src_files() -> Vec<(String, String)> {
    let root = root();
    let mut paths = Vec::new();
    rust_files(&root.join("src"), &mut paths);
    paths
        .iter()
        .map(|f| {
            let rel = f
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            (rel, std::fs::read_to_string(f).unwrap())
        })
        .collect()
}

#[test]
fn no_file_imports_itself_through_others() {
    let cycles = import_cycles(&src_files());
    let shown: Vec<String> = cycles.iter().map(|c| c.join(" <-> ")).collect();
    assert!(
        cycles.is_empty(),
        "{} file-level import cycles:\n{}\n",
        cycles.len(),
        shown.join("\n")
    );
}

#[test]
fn the_cycle_rule_catches_what_it_forbids() {
    let f = |rel: &str, text: &str| (rel.to_string(), text.to_string());
    // Two siblings naming each other, one through its folder's re-export.
    let cyclic = [
        f("src/t/mod.rs", "mod a;\nmod b;\npub use a::Alpha;\n"),
        f(
            "src/t/a.rs",
            "use super::b::{self, Beta};\npub struct Alpha;\n",
        ),
        f(
            "src/t/b.rs",
            "pub struct Beta;\nfn f() { let _ = super::Alpha; }\n",
        ),
    ];
    assert_eq!(
        import_cycles(&cyclic),
        vec![vec!["src/t/a.rs".to_string(), "src/t/b.rs".to_string()]]
    );
    // Three files in a ring through `crate::` paths, one in a multi-line `use`.
    let ring = [
        f("src/x/mod.rs", "pub mod p;\npub mod q;\npub mod r;\n"),
        f("src/x/p.rs", "use crate::x::{\n    q::Q,\n};\n"),
        f("src/x/q.rs", "fn g() { crate::x::r::go(); }\n"),
        f("src/x/r.rs", "use super::p;\n"),
    ];
    assert_eq!(import_cycles(&ring).len(), 1);
    // One way only, comments and tests left out: no cycle.
    let one_way = [
        f("src/t/mod.rs", "mod a;\nmod b;\npub use a::Alpha;\n"),
        f("src/t/a.rs", "use super::b::Beta;\npub struct Alpha;\n"),
        f(
            "src/t/b.rs",
            "// super::a::Alpha\npub struct Beta;\n#[cfg(test)]\nmod t { use super::super::a::Alpha; }\n",
        ),
    ];
    assert!(import_cycles(&one_way).is_empty());
    // A folder's module named through the name a `use` binds, then a file below it:
    // `plan::run::go()` after `use super::plan::{self}` is `super::plan::run::go()`
    // (oracle/expect.rs -> oracle/plan/run.rs -> oracle/expect.rs), and so is `p::run::go()`
    // after `use super::plan as p`.
    let e = |body: &str| {
        [
            f("src/o/mod.rs", "pub mod e;\npub mod plan;\n"),
            f("src/o/plan/mod.rs", "pub mod run;\npub struct Plan;\n"),
            f(
                "src/o/plan/run.rs",
                "use crate::o::e::verdict;\npub fn go() {}\n",
            ),
            f("src/o/e.rs", body),
        ]
    };
    let both = vec![vec![
        "src/o/e.rs".to_string(),
        "src/o/plan/run.rs".to_string(),
    ]];
    let cyclic = e("use super::plan::{self, Plan};\npub fn verdict() { plan::run::go(); }\n");
    assert_eq!(import_cycles(&cyclic), both);
    let renamed = e("use super::plan as p;\npub fn verdict() { p::run::go(); }\n");
    assert_eq!(import_cycles(&renamed), both);
    // A name that only ends like the bound one, or a bound name not followed by `::`:
    // no cycle.
    let other = e(
        "use super::plan::{self, Plan};\npub fn verdict() { myplan::run::go(); let _ = plan; }\n",
    );
    assert!(import_cycles(&other).is_empty());
}

#[test]
fn clap_is_named_only_in_the_command_layer() {
    let bad: Vec<String> = src_files()
        .iter()
        .filter(|(rel, _)| !clap_allowed(rel))
        .flat_map(|(rel, text)| clap_uses(rel, text))
        .collect();
    assert!(bad.is_empty(), "\n{}\n", bad.join("\n"));
    assert_eq!(
        clap_uses("src/gen/mod.rs", "#[derive(clap::ValueEnum)]\nenum K { A }").len(),
        1
    );
    assert!(clap_allowed("src/commands/cli.rs") && clap_allowed("src/main.rs"));
    assert!(!clap_allowed("src/gen/mod.rs"));
}

/// Where clap may be named: the command layer and `main.rs`.
fn clap_allowed(rel: &str) -> bool {
    rel.starts_with("src/commands/") || rel == "src/main.rs"
}

fn clap_uses(rel: &str, text: &str) -> Vec<String> {
    code_lines(text, true)
        .into_iter()
        .filter(|(_, l)| l.contains("clap::") || l.contains("use clap"))
        .map(|(n, l)| format!("{rel}:{n}: clap is for the command layer only: {l}"))
        .collect()
}
