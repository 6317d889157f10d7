//! Integration tests: the real binary on real compilers and corpus programs.

use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;
mod common;

use common::*;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Run `script` on `text` the way the reducer does: in a fresh dir, under `name`.
fn still_interesting(script: &Path, name: &str, text: &str) -> bool {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join(name), text).unwrap();
    std::process::Command::new(script)
        .current_dir(d.path())
        .status()
        .unwrap()
        .success()
}

#[test]
fn small_corpus_cases_reduce_and_stay_interesting() {
    if !require(&["gcc", "chibicc"]) {
        return;
    }
    for case in [
        "small-gcc-diagnostic",
        "small-float-conv-chibicc",
        "small-bitfield-chibicc",
        "small-static-init-chibicc",
    ] {
        let sb = Sandbox::new();
        let (file, script) = sb.case(case);
        let original = read(&file);
        sb.cmd()
            .arg(&file)
            .arg("--test")
            .arg(&script)
            .arg("-j2")
            .assert()
            .success();
        let reduced = read(&file);
        assert!(reduced.ends_with('\n'), "{case}: no final newline");
        assert!(
            reduced.len() < original.len() / 2,
            "{case}: {} -> {} bytes:\n{reduced}",
            original.len(),
            reduced.len()
        );
        assert!(
            still_interesting(
                &script,
                file.file_name().unwrap().to_str().unwrap(),
                &reduced
            ),
            "{case}:\n{reduced}"
        );
        assert_eq!(
            read(&sb.path(&format!(
                "{}.orig",
                file.file_name().unwrap().to_str().unwrap()
            ))),
            original
        );
        assert!(
            sb.tmp_is_empty(),
            "{case}: temporary directories left behind"
        );
    }
}

#[test]
fn real_csmith_case_reduces_identically_with_one_and_two_jobs() {
    if !require(&["gcc", "chibicc"]) {
        return;
    }
    let mut results = Vec::new();
    for jobs in ["1", "2"] {
        let sb = Sandbox::new();
        let (file, script) = sb.case("rv-s1-chibicc");
        let original = read(&file);
        sb.cmd()
            .arg(&file)
            .arg("--test")
            .arg(&script)
            .arg("-j")
            .arg(jobs)
            .arg("-q")
            .assert()
            .success();
        let reduced = read(&file);
        assert!(
            reduced.len() * 100 < original.len(),
            "{} -> {}",
            original.len(),
            reduced.len()
        );
        assert!(still_interesting(&script, "prog.c", &reduced));
        results.push(reduced);
    }
    assert_eq!(results[0], results[1], "-j1 and -j2 differ");
}

#[test]
fn small_cases_reduce_identically_with_one_and_three_jobs() {
    if !require(&["gcc", "chibicc"]) {
        return;
    }
    for case in ["small-float-conv-chibicc", "small-gcc-diagnostic"] {
        let mut results = Vec::new();
        for jobs in ["1", "3"] {
            let sb = Sandbox::new();
            let (file, script) = sb.case(case);
            let out = sb.path("out.c");
            sb.cmd()
                .arg(&file)
                .arg("--test")
                .arg(&script)
                .args(["-j", jobs, "-o"])
                .arg(&out)
                .assert()
                .success();
            results.push(read(&out));
        }
        assert_eq!(results[0], results[1], "{case}: -j1 and -j3 differ");
    }
}

#[test]
fn a_recorded_path_replays_ahead_of_need_to_the_same_result() {
    if !require(&["gcc"]) {
        return;
    }
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let (recorded, path) = (sb.path("recorded.c"), sb.path("path.jsonl"));
    sb.cmd()
        .arg(&file)
        .arg("--test")
        .arg(&script)
        .args(["-j", "1", "--no-speculation", "-o"])
        .arg(&recorded)
        .arg("--record-tests")
        .arg(&path)
        .assert()
        .success();
    let texts: Vec<String> = read(&path)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON string per line"))
        .collect();
    assert!(texts.len() > 3, "{} tests recorded", texts.len());
    let (replayed, stats) = (sb.path("replayed.c"), sb.path("stats.json"));
    // Replay the texts in `path` at -j 3: the result must be the recorded one.
    let replay = || -> serde_json::Value {
        sb.cmd()
            .arg(&file)
            .arg("--test")
            .arg(&script)
            .args(["-j", "3", "-o"])
            .arg(&replayed)
            .arg("--replay-tests")
            .arg(&path)
            .arg("--stats-json")
            .arg(&stats)
            .assert()
            .success();
        assert_eq!(
            read(&replayed),
            read(&recorded),
            "a replay changed the result"
        );
        serde_json::from_str(&read(&stats)).unwrap()
    };
    let st = replay();
    assert!(st["speculative_hits"].as_u64().unwrap() > 0, "{st}");
    // The replay tests only recorded texts ahead of need: none of them off the path.
    assert!(
        st["speculative_tests"].as_u64().unwrap() <= texts.len() as u64,
        "{st}"
    );
    // A path of texts the reduction never needs: the replay tests only those, so
    // nothing ahead of need is ever used (the walk would have guessed some right).
    std::fs::write(&path, "\"int unrelated;\\n\"\n").unwrap();
    let st = replay();
    assert_eq!(st["speculative_hits"], 0, "{st}");
    assert!(st["speculative_tests"].as_u64().unwrap() <= 1, "{st}");
    std::fs::write(&path, "\"int a;\"\nnot json\n").unwrap();
    assert_fails(
        &sb,
        &[
            os(&file),
            os(Path::new("--test")),
            os(&script),
            os(Path::new("--replay-tests")),
            os(&path),
        ],
        2,
        ":2: not a JSON string",
    );
}

#[test]
fn creduce_argument_order_and_output_option() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let original = read(&file);
    let out = sb.path("reduced.c");
    sb.cmd()
        .arg(&script)
        .arg(&file)
        .arg("-o")
        .arg(&out)
        .assert()
        .success();
    assert_eq!(read(&file), original, "-o must leave FILE untouched");
    assert!(!sb.path("bug.c.orig").exists(), "-o needs no backup");
    assert!(read(&out).len() < original.len());
    assert!(still_interesting(&script, "bug.c", &read(&out)));
}

#[test]
fn tidy_skips_the_backup() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    sb.cmd()
        .arg(&file)
        .arg("--test")
        .arg(&script)
        .arg("--tidy")
        .assert()
        .success();
    assert!(!sb.path("bug.c.orig").exists());
}

#[test]
fn stats_json_reports_every_pass() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let stats = sb.path("stats.json");
    sb.cmd()
        .arg(&file)
        .arg("--test")
        .arg(&script)
        .arg("--stats-json")
        .arg(&stats)
        .assert()
        .success();
    let v: serde_json::Value = serde_json::from_str(&read(&stats)).unwrap();
    assert_eq!(
        v["bytes_before"].as_u64().unwrap() as usize,
        read(&sb.path("bug.c.orig")).len()
    );
    assert_eq!(
        v["bytes_after"].as_u64().unwrap() as usize,
        read(&file).len()
    );
    assert!(v["tokens_after"].as_u64().unwrap() < v["tokens_before"].as_u64().unwrap());
    let passes: Vec<&str> = v["passes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["pass"].as_str().unwrap())
        .collect();
    let listed = sb.cmd().arg("--list-passes").output().unwrap().stdout;
    let listed: Vec<String> = String::from_utf8(listed)
        .unwrap()
        .lines()
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect();
    assert_eq!(passes, listed);
    assert!(passes.contains(&"hdd") && passes.contains(&"expr_to_operand"));
    let total_accepted: u64 = v["passes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["accepted"].as_u64().unwrap())
        .sum();
    assert!(total_accepted > 0);
    for p in v["passes"].as_array().unwrap() {
        for key in [
            "candidates",
            "tests",
            "accepted",
            "bytes_removed",
            "tokens_removed",
            "seconds",
        ] {
            assert!(p.get(key).is_some(), "{key} missing in {p}");
        }
    }
    assert!(v["tests"].as_u64().unwrap() > 0);
}

#[test]
fn passes_option_chooses_and_orders_passes() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let stats = sb.path("stats.json");
    sb.cmd()
        .arg(&file)
        .arg("--test")
        .arg(&script)
        .args(["--passes", "delete_lines,hdd", "--stats-json"])
        .arg(&stats)
        .assert()
        .success();
    let v: serde_json::Value = serde_json::from_str(&read(&stats)).unwrap();
    let passes: Vec<&str> = v["passes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["pass"].as_str().unwrap())
        .collect();
    assert_eq!(passes, vec!["delete_lines", "hdd"]);
    sb.cmd()
        .arg(&file)
        .arg("--test")
        .arg(&script)
        .args(["--passes", "nope"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("unknown pass 'nope'"));
}

#[test]
fn list_passes_and_help() {
    let sb = Sandbox::new();
    sb.cmd()
        .arg("--list-passes")
        .assert()
        .success()
        .stdout(predicates::str::contains("hdd"));
    sb.cmd()
        .arg("--help")
        .assert()
        .success()
        .stdout(predicates::str::contains(
            "exits 0 if the candidate is still",
        ));
}

#[test]
fn measure_counts_bytes_and_tokens() {
    let sb = Sandbox::new();
    std::fs::write(sb.path("a.c"), "int main(void) { return 0; }\n").unwrap();
    sb.cmd()
        .args(["measure", "a.c"])
        .assert()
        .success()
        .stdout("29\t10\ta.c\n");
}

// ---- bad input: one-line error, documented exit code, files unchanged ----

fn assert_fails(sb: &Sandbox, args: &[&std::ffi::OsStr], code: i32, msg: &str) {
    let out = sb.cmd().args(args).assert().code(code).get_output().clone();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(msg), "expected {msg:?} in:\n{err}");
    assert!(err.starts_with("creduce-rs: error: "), "{err}");
    assert!(
        !err.contains("panicked") && !err.contains("RUST_BACKTRACE"),
        "{err}"
    );
}

fn os(p: &Path) -> &std::ffi::OsStr {
    p.as_os_str()
}

#[test]
fn bad_input_files() {
    let sb = Sandbox::new();
    let (_, script) = sb.case("small-gcc-diagnostic");
    let t = os(&script);
    let test = std::ffi::OsStr::new("--test");
    assert_fails(&sb, &[os(&sb.path("missing.c")), test, t], 3, "cannot read");
    std::fs::create_dir(sb.path("dir.c")).unwrap();
    assert_fails(&sb, &[os(&sb.path("dir.c")), test, t], 3, "is a directory");
    for (name, bytes, msg) in [
        ("bin.c", &b"int\0main;"[..], "looks binary"),
        ("latin1.c", &b"int caf\xe9;"[..], "not valid UTF-8"),
        ("empty.c", &b"  \n"[..], "is empty"),
    ] {
        std::fs::write(sb.path(name), bytes).unwrap();
        assert_fails(&sb, &[os(&sb.path(name)), test, t], 3, msg);
        assert_eq!(
            std::fs::read(sb.path(name)).unwrap(),
            bytes,
            "{name} changed"
        );
        assert!(!sb.path(&format!("{name}.orig")).exists());
    }
}

#[test]
fn bad_test_scripts() {
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-gcc-diagnostic");
    let original = read(&file);
    let test = std::ffi::OsStr::new("--test");
    assert_fails(
        &sb,
        &[os(&file), test, os(&sb.path("nope.sh"))],
        4,
        "nope.sh",
    );
    std::fs::write(sb.path("noexec.sh"), "#!/bin/sh\nexit 0\n").unwrap();
    assert_fails(
        &sb,
        &[os(&file), test, os(&sb.path("noexec.sh"))],
        4,
        "not executable",
    );
    let fails = sb.write_script(
        "fails.sh",
        "#!/bin/sh\necho compiling; echo 'the bug is gone' >&2\nexit 3\n",
    );
    let out = sb
        .cmd()
        .arg(&file)
        .arg("--test")
        .arg(&fails)
        .assert()
        .code(5)
        .get_output()
        .clone();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("is not interesting")
            && err.contains("exit code 3")
            && err.contains("the bug is gone"),
        "{err}"
    );
    let slow = sb.write_script("slow.sh", "#!/bin/sh\nsleep 30\n");
    let t0 = Instant::now();
    assert_fails(
        &sb,
        &[
            os(&file),
            test,
            os(&slow),
            std::ffi::OsStr::new("--timeout"),
            std::ffi::OsStr::new("0.5"),
        ],
        6,
        "timed out",
    );
    assert!(t0.elapsed() < Duration::from_secs(10));
    assert_eq!(read(&file), original);
    assert!(!sb.path("bug.c.orig").exists());
    assert!(sb.tmp_is_empty());
}

/// A script that runs `sleep 0.5` on every text, logging `start`/`end` lines tagged
/// `orig` (the original's text, kept as `orig.c`) or `cand`, and then `verdict`.
fn logging_script(sb: &Sandbox, file: &Path, verdict: &str) -> PathBuf {
    std::fs::copy(file, sb.path("orig.c")).unwrap();
    let orig = sb.path("orig.c");
    let log = sb.path("tests.log");
    sb.write_script(
        "logs.sh",
        &format!(
            "#!/bin/sh\nif cmp -s bug.c '{o}'; then t=orig; else t=cand; fi\n\
             echo \"start $t\" >> '{l}'\nsleep 0.5\necho \"end $t\" >> '{l}'\n{verdict}\n",
            o = orig.display(),
            l = log.display(),
        ),
    )
}

#[test]
fn the_originals_run_of_a_script_overlaps_the_first_tests() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let verdict = format!("exec '{}'", script.display());
    let logs = logging_script(&sb, &file, &verdict);
    sb.cmd()
        .arg(&file)
        .arg("--test")
        .arg(&logs)
        .args(["-j2", "-q"])
        .assert()
        .success();
    let log = read(&sb.path("tests.log"));
    // The original's run and the first candidates' start at once, in either order: some
    // candidate must be running when the original's starts, or start before it ends.
    let lines: Vec<&str> = log.lines().collect();
    let orig_start = lines.iter().position(|l| *l == "start orig").expect(&log);
    let orig_end = lines.iter().position(|l| *l == "end orig").expect(&log);
    let running = |upto: usize| {
        let count = |tag: &str| lines[..upto].iter().filter(|l| **l == tag).count();
        count("start cand") - count("end cand")
    };
    assert!(
        running(orig_start) > 0 || lines[orig_start..orig_end].contains(&"start cand"),
        "no candidate was tested beside the original's run:\n{log}"
    );
    assert!(still_interesting(&script, "bug.c", &read(&file)));
}

/// Reduce `file` at -j 4 with a test that finds every candidate interesting at once and
/// the original, after 1.5 s, not: the run must end in exit code 5.
fn reduce_an_original_that_fails_late(
    sb: &Sandbox,
    file: &Path,
    args: &[&str],
) -> std::process::Output {
    let logs = logging_script(sb, file, "[ $t = cand ] || { sleep 1.5; exit 1; }");
    sb.cmd()
        .arg(file)
        .arg("--test")
        .arg(&logs)
        .args(["-j4", "-q"])
        .args(args)
        .assert()
        .code(5)
        .get_output()
        .clone()
}

#[test]
fn regression_nothing_is_saved_before_the_original_passes_its_test() {
    // Every candidate is interesting at once; the original is not, after a while: the
    // reduction finds improvements before the check fails, and must keep none.
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-gcc-diagnostic");
    let original = read(&file);
    let out = reduce_an_original_that_fails_late(&sb, &file, &[]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("is not interesting"), "{err}");
    assert!(
        read(&sb.path("tests.log")).contains("end cand"),
        "no candidate ran before the check failed"
    );
    assert_eq!(read(&file), original);
    assert!(!sb.path("bug.c.orig").exists());
    assert!(sb.tmp_is_empty());
}

#[test]
fn regression_an_earlier_backup_stays_when_the_original_fails_its_test() {
    // With --overwrite-backup, the backup of an earlier run was overwritten before the
    // deferred check failed, and lost.
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-gcc-diagnostic");
    let original = read(&file);
    std::fs::write(sb.path("bug.c.orig"), "an earlier run's original").unwrap();
    reduce_an_original_that_fails_late(&sb, &file, &["--overwrite-backup"]);
    assert_eq!(read(&file), original);
    assert_eq!(read(&sb.path("bug.c.orig")), "an earlier run's original");
    assert!(sb.tmp_is_empty());
}

#[test]
fn unwritable_output_and_existing_backup() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let original = read(&file);
    let test = std::ffi::OsStr::new("--test");
    let bad_out = sb.path("no/such/dir/out.c");
    assert_fails(
        &sb,
        &[
            os(&file),
            test,
            os(&script),
            std::ffi::OsStr::new("-o"),
            os(&bad_out),
        ],
        7,
        "cannot write output",
    );
    std::fs::write(sb.path("bug.c.orig"), "something else").unwrap();
    assert_fails(
        &sb,
        &[os(&file), test, os(&script)],
        8,
        "bug.c.orig already exists",
    );
    assert_eq!(read(&file), original);
    assert_eq!(read(&sb.path("bug.c.orig")), "something else");
    sb.cmd()
        .arg(&file)
        .arg("--test")
        .arg(&script)
        .arg("--overwrite-backup")
        .assert()
        .success();
    assert_eq!(read(&sb.path("bug.c.orig")), original);
}

// ---- scripts that misbehave ----

/// A script body that is interesting iff bug.c still contains `q++`.
const KEEPS_INCREMENT: &str = "grep -q 'q++' bug.c";

#[test]
fn script_printing_megabytes_is_handled() {
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-gcc-diagnostic");
    let s = sb.write_script("loud.sh", &format!("#!/bin/sh\nhead -c 3000000 /dev/zero | tr '\\0' x\nhead -c 3000000 /dev/zero >&2\n{KEEPS_INCREMENT}\n"));
    sb.cmd()
        .arg(&file)
        .arg("--test")
        .arg(&s)
        .args(["--timeout", "20"])
        .timeout(Duration::from_secs(120))
        .assert()
        .success();
    assert!(read(&file).contains("q++"));
    assert!(read(&file).len() < 40, "{}", read(&file));
}

#[test]
fn hanging_script_is_killed_at_the_timeout() {
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-gcc-diagnostic");
    // Hangs whenever the candidate lost `main`.
    let s = sb.write_script(
        "hang.sh",
        &format!("#!/bin/sh\ngrep -q main bug.c || sleep 1000\n{KEEPS_INCREMENT}\n"),
    );
    let t0 = Instant::now();
    sb.cmd()
        .arg(&file)
        .arg("--test")
        .arg(&s)
        .args(["--timeout", "0.5", "-j2"])
        .timeout(Duration::from_secs(120))
        .assert()
        .success();
    let r = read(&file);
    assert!(r.contains("q++") && r.contains("main"), "{r}");
    assert!(t0.elapsed() < Duration::from_secs(100));
    assert!(sb.tmp_is_empty());
}

#[test]
fn hanging_grandchild_is_killed_with_its_group() {
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-gcc-diagnostic");
    // A background grandchild that outlives the script and holds its output pipe.
    let s = sb.write_script(
        "bg.sh",
        &format!(
            "#!/bin/sh\n(sleep 1001) &\ngrep -q main bug.c || sleep 1001\n{KEEPS_INCREMENT}\n"
        ),
    );
    sb.cmd()
        .arg(&file)
        .arg("--test")
        .arg(&s)
        .args(["--timeout", "0.5", "-j2"])
        .timeout(Duration::from_secs(120))
        .assert()
        .success();
    assert!(read(&file).contains("q++"));
    // No `sleep 1001` of ours survives.
    let ps = std::process::Command::new("pgrep")
        .args(["-f", "^sleep 1001$"])
        .output()
        .unwrap();
    assert!(
        ps.stdout.is_empty(),
        "leftover sleepers: {}",
        String::from_utf8_lossy(&ps.stdout)
    );
}

// ---- interrupts ----

/// Start `creduce-rs FILE --test SCRIPT -j2 -q` with `prefix` run first in every test,
/// and wait for the first improvement to reach the disk.
fn start_slow_reduction(
    sb: &Sandbox,
    file: &Path,
    script: &Path,
    prefix: &str,
) -> std::process::Child {
    let original = read(file);
    let body = read(script).replacen("\n", &format!("\n{prefix}"), 1);
    let slow = sb.write_script("slow.sh", &body);
    let bin = assert_cmd::cargo::cargo_bin("creduce-rs");
    let child = std::process::Command::new(bin)
        .current_dir(sb.dir.path())
        .env("TMPDIR", sb.path("tmp"))
        .arg(file)
        .arg("--test")
        .arg(&slow)
        .args(["-j2", "-q"])
        .spawn()
        .unwrap();
    let t0 = Instant::now();
    while read(file) == original {
        assert!(t0.elapsed() < Duration::from_secs(60), "no progress");
        std::thread::sleep(Duration::from_millis(20));
    }
    child
}

fn interrupted_run(signal: Signal, expected: i32) {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let original = read(&file);
    let mut child = start_slow_reduction(&sb, &file, &script, "sleep 0.2\n");
    kill(Pid::from_raw(child.id() as i32), signal).unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(expected));
    assert_eq!(read(&sb.path("bug.c.orig")), original);
    let best = read(&file);
    assert!(best.len() < original.len());
    assert!(
        still_interesting(&script, "bug.c", &best),
        "best-so-far is not interesting:\n{best}"
    );
    assert!(sb.tmp_is_empty(), "temporary directories left behind");
}

#[test]
fn sigint_keeps_original_and_best_so_far() {
    interrupted_run(Signal::SIGINT, 130);
}

#[test]
fn sigterm_keeps_original_and_best_so_far() {
    interrupted_run(Signal::SIGTERM, 143);
}

// ---- built-in oracles: `check` explains one verdict ----

fn check_cmd(sb: &Sandbox, file: &Path, oracle: &[&str]) -> (i32, String) {
    let out = sb
        .cmd()
        .arg("check")
        .arg(file)
        .args(oracle)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code().unwrap_or(-1), text)
}

/// Reduce `file` with the built-in vote oracle at `-j2`; the command must succeed.
/// Returns its stderr and the reduced program.
fn reduce_with_vote(sb: &Sandbox, file: &Path, quiet: bool) -> (String, String) {
    let mut cmd = sb.cmd();
    cmd.arg(file).args(VOTE).arg("-j2");
    if quiet {
        cmd.arg("-q");
    }
    let out = cmd.timeout(Duration::from_secs(600)).assert().success();
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
    (stderr, read(file))
}

const VOTE: &[&str] = &[
    "--oracle",
    "vote",
    "--cc",
    "gcc -O0",
    "--cc",
    "gcc -O2",
    "--cc",
    "clang-15 -O2",
    "--cc",
    "chibicc",
];

#[test]
fn check_vote_oracle() {
    if !require(&["gcc", "clang-15", "chibicc"]) {
        return;
    }
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-float-conv-chibicc");
    let (code, text) = check_cmd(&sb, &file, VOTE);
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("`chibicc` (minority, expected wrong output)"),
        "{text}"
    );
    assert!(text.contains("UB guard: clang -O0 MSan clean"), "{text}");
    assert!(text.trim_end().ends_with("interesting"), "{text}");
    // All compilers agree: nothing to keep.
    std::fs::write(
        sb.path("ok.c"),
        "int printf(const char *, ...);\nint main(void) { printf(\"1\\n\"); return 0; }\n",
    )
    .unwrap();
    let (code, text) = check_cmd(&sb, &sb.path("ok.c"), VOTE);
    assert_eq!(code, 5, "{text}");
    assert!(text.contains("all compilers agree"), "{text}");
}

/// The vote oracle keeps a minority's compile failure as the crash oracle keeps it: its
/// message, not any failure to compile. Two chibicc rejections of different causes
/// have different signatures, and the emitted script of one rejects the other.
#[test]
fn vote_keeps_the_minority_compile_error() {
    if !require(&["gcc", "clang-15", "chibicc", "valgrind"]) {
        return;
    }
    let sb = Sandbox::new();
    let vote = [
        "--oracle", "vote", "--cc", "gcc", "--cc", "clang-15", "--cc", "chibicc",
    ];
    let constant = "int a[2][2];\nint *p = &a[1][1];\nint main(void) { return *p; }\n";
    let initializer = "struct T { int x, y; };\nstruct S { int a; unsigned : 0; int b; struct T t; } s = {1, 2, {3, 4}};\nint main(void) { return s.t.y - 4; }\n";
    let file = sb.path("bug.c");
    std::fs::write(&file, constant).unwrap();
    let script = sb.path("emitted.sh");
    let mut args = vote.to_vec();
    args.extend(["--emit-script", script.to_str().unwrap()]);
    let (code, text) = check_cmd(&sb, &file, &args);
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains(
            "`chibicc` (minority, expected compile failure (error: not a compile-time constant))"
        ),
        "{text}"
    );
    assert!(still_interesting(&script, "bug.c", constant));
    // Renamed, the same bug.
    let renamed = constant.replace("a[", "arr[").replace("*p", "*q");
    assert!(still_interesting(&script, "bug.c", &renamed));
    // Another chibicc rejection is another bug, for the script and the oracle.
    assert!(!still_interesting(&script, "bug.c", initializer));
    std::fs::write(&file, initializer).unwrap();
    let (code, text) = check_cmd(&sb, &file, &vote);
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("`chibicc` (minority, expected compile failure (error: expected '_'))"),
        "{text}"
    );
}

#[test]
fn check_crash_oracle() {
    if !require(&["gcc", "chibicc"]) {
        return;
    }
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-static-init-chibicc");
    let crash = [
        "--oracle",
        "crash",
        "--cc",
        "chibicc",
        "--ref",
        "gcc -std=c99 -w",
    ];
    let (code, text) = check_cmd(&sb, &file, &crash);
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("error: not a compile-time constant"),
        "{text}"
    );
    // A program chibicc compiles is not interesting.
    std::fs::write(
        sb.path("fine.c"),
        "int x = 1;\nint main(void) { return x - 1; }\n",
    )
    .unwrap();
    let (code, text) = check_cmd(&sb, &sb.path("fine.c"), &crash);
    assert_eq!(code, 5, "{text}");
    assert!(text.contains("compiles it without failing"), "{text}");
    // A program the reference rejects is not interesting either.
    std::fs::write(sb.path("bad.c"), "int x = ;\n").unwrap();
    let (code, text) = check_cmd(&sb, &sb.path("bad.c"), &crash);
    assert_eq!(code, 5, "{text}");
    assert!(text.contains("reference `gcc -std=c99 -w`"), "{text}");
}

#[test]
fn check_expect_oracle() {
    if !require(&["gcc", "clang-15", "chibicc"]) {
        return;
    }
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-selfcheck-chibicc");
    let expect = ["--oracle", "expect", "--cc", "chibicc", "--ref", "gcc"];
    let (code, text) = check_cmd(&sb, &file, &expect);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("fails its checks: prints NG 3"), "{text}");
    // Both builds pass their checks.
    std::fs::write(
        sb.path("pass.c"),
        "int printf(const char *, ...);\nint main(void) { printf(\"OK 1\\n\"); return 0; }\n",
    )
    .unwrap();
    let (code, text) = check_cmd(&sb, &sb.path("pass.c"), &expect);
    assert_eq!(code, 5, "{text}");
    assert!(text.contains("passes its checks"), "{text}");
}

/// A valgrind run killed at its time limit leaves no vgdb FIFO in TMPDIR (regression: a
/// triage run had left a thousand `vgdb-pipe-*` files in /tmp).
#[test]
fn a_killed_valgrind_leaves_no_fifo() {
    if !require(&["gcc", "clang-15", "valgrind"]) {
        return;
    }
    let sb = Sandbox::new();
    let yes = sb.write_script("yes.sh", "#!/bin/sh\nexit 0\n");
    // Valid, quick natively, and endless under valgrind (which preloads vgpreload_*.so).
    std::fs::write(
        sb.path("slow.c"),
        "char *getenv(const char *);\nchar *strstr(const char *, const char *);\n\
         int main(void) {\n  const char *p = getenv(\"LD_PRELOAD\");\n\
           if (p && strstr(p, \"vgpreload\")) for (volatile int i = 0; ; i = 0) ;\n  return 0;\n}\n",
    )
    .unwrap();
    let (code, text) = check_cmd(
        &sb,
        &sb.path("slow.c"),
        &[
            "--test",
            yes.to_str().unwrap(),
            "--ub-guard",
            "--ub-valgrind",
            "--run-timeout",
            "0.5",
        ],
    );
    assert_eq!(code, 5, "{text}");
    assert!(text.contains("valgrind"), "{text}");
    let left: Vec<_> = std::fs::read_dir(sb.path("tmp"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|n| n.starts_with("vgdb"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn check_script_oracle_and_guard_verdicts() {
    if !require(&["gcc", "clang-15"]) {
        return;
    }
    let sb = Sandbox::new();
    let yes = sb.write_script("yes.sh", "#!/bin/sh\nexit 0\n");
    std::fs::write(sb.path("valid.c"), "int main(void) { return 0; }\n").unwrap();
    let (code, text) = check_cmd(
        &sb,
        &sb.path("valid.c"),
        &["--test", yes.to_str().unwrap(), "--ub-guard"],
    );
    assert_eq!(code, 0, "{text}");
    // The UB guard rejects an uninitialized read even when the script says yes.
    std::fs::write(sb.path("uninit.c"), "int main(void) { int x; return x; }\n").unwrap();
    let (code, text) = check_cmd(
        &sb,
        &sb.path("uninit.c"),
        &["--test", yes.to_str().unwrap(), "--ub-guard"],
    );
    assert_eq!(code, 5, "{text}");
    assert!(
        text.contains("UB guard: gcc warnings") && text.contains("uninitialized"),
        "{text}"
    );
    // `printf();`, the redeclaration reducers make most, is caught too.
    std::fs::write(
        sb.path("printf.c"),
        "printf();\nint main(void) { printf(\"%d\\n\", 1); return 0; }\n",
    )
    .unwrap();
    let (code, text) = check_cmd(
        &sb,
        &sb.path("printf.c"),
        &["--test", yes.to_str().unwrap(), "--ub-guard"],
    );
    assert_eq!(code, 5, "{text}");
    let no = sb.write_script("no.sh", "#!/bin/sh\nexit 1\n");
    let (code, _) = check_cmd(&sb, &sb.path("valid.c"), &["--test", no.to_str().unwrap()]);
    assert_eq!(code, 5);
}

#[test]
fn emitted_script_agrees_with_the_oracle() {
    if !require(&["gcc", "clang-15", "chibicc"]) {
        return;
    }
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-float-conv-chibicc");
    let script = sb.path("emitted.sh");
    let mut args: Vec<&str> = VOTE.to_vec();
    args.extend(["--emit-script", script.to_str().unwrap()]);
    let (code, text) = check_cmd(&sb, &file, &args);
    assert_eq!(code, 0, "{text}");
    let original = read(&file);
    assert!(
        still_interesting(&script, "bug.c", &original),
        "emitted script rejects the original"
    );
    // Without the float conversion the bug is gone; the script must say so.
    let fixed = original.replace("float f = (float)g_big;", "float f = 1.0f;");
    assert_ne!(fixed, original);
    assert!(!still_interesting(&script, "bug.c", &fixed));
    // An uninitialized read fails the guard part of the script.
    let ub = original.replace("int i, acc = 0;", "int i, acc;");
    assert!(!still_interesting(&script, "bug.c", &ub));
}

#[test]
fn bad_compiler_specs() {
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-gcc-diagnostic");
    let f = file.to_str().unwrap();
    for (cc, msg) in [
        ("no-such-compiler-xyz -O2", "not found on PATH"),
        ("gcc 'unbalanced", "unbalanced quote"),
        (
            "gcc -fno-such-flag-at-all",
            "cannot compile a trivial program",
        ),
    ] {
        let out = sb
            .cmd()
            .args([f, "--oracle", "crash", "--cc", cc])
            .assert()
            .code(9)
            .get_output()
            .clone();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(msg), "{cc}: {err}");
        assert!(!err.contains("panicked"));
    }
    sb.cmd()
        .args([f, "--oracle", "vote", "--cc", "gcc", "--cc", "gcc -O2"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("at least three --cc"));
    assert!(!sb.path("bug.c.orig").exists());
}

// ---- built-in oracles: reductions ----

/// Run the independent validity yardstick on a program.
fn ubcheck(text: &str) -> String {
    let d = tempfile::tempdir().unwrap();
    let p = d.path().join("r.c");
    std::fs::write(&p, text).unwrap();
    let tool = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/ubcheck.sh");
    let out = std::process::Command::new(tool).arg(&p).output().unwrap();
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

#[test]
fn vote_reduction_stays_valid_and_keeps_the_bug() {
    if !require(&["gcc", "clang-15", "chibicc", "valgrind"]) {
        return;
    }
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-float-conv-chibicc");
    let original = read(&file);
    let (_, reduced) = reduce_with_vote(&sb, &file, true);
    assert!(reduced.len() < original.len() / 2, "{reduced}");
    assert_eq!(ubcheck(&reduced), "clean", "{reduced}");
    let (code, text) = check_cmd(&sb, &file, VOTE);
    assert_eq!(code, 0, "reduced program lost the bug:\n{text}\n{reduced}");
}

#[test]
fn crash_reduction_keeps_the_signature() {
    if !require(&["gcc", "chibicc"]) {
        return;
    }
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-static-init-chibicc");
    let crash = [
        "--oracle",
        "crash",
        "--cc",
        "chibicc",
        "--ref",
        "gcc -std=c99 -w",
    ];
    sb.cmd()
        .arg(&file)
        .args(crash)
        .args(["-j2", "-q"])
        .assert()
        .success();
    let reduced = read(&file);
    assert!(reduced.len() < 100, "{reduced}");
    let (code, text) = check_cmd(&sb, &file, &crash);
    assert_eq!(code, 0, "{text}");
}

#[test]
fn expr_to_value_replaces_expressions_by_observed_values() {
    let sb = Sandbox::new();
    std::fs::write(
        sb.path("v.c"),
        "int printf(const char *, ...);\nstatic int f(int x) { return x * 6; }\nint main(void) {\n  int a = 7;\n  int b = f(a) + a - a;\n  printf(\"%d\\n\", b);\n  return 0;\n}\n",
    )
    .unwrap();
    // Interesting while the program still prints 42: only the real value keeps that.
    let s = sb.write_script(
        "t.sh",
        "#!/bin/sh\ngcc -w v.c -o v.exe >/dev/null 2>&1 || exit 1\n[ \"$(./v.exe)\" = 42 ]\n",
    );
    let stats = sb.path("s.json");
    sb.cmd()
        .arg(sb.path("v.c"))
        .arg("--test")
        .arg(&s)
        .args(["--passes", "expr_to_value", "--stats-json"])
        .arg(&stats)
        .assert()
        .success();
    let out = read(&sb.path("v.c"));
    assert!(out.contains("int b = 42;"), "{out}");
    let v: serde_json::Value = serde_json::from_str(&read(&stats)).unwrap();
    assert!(v["stage_seconds"]["value-probe"].as_f64().unwrap() > 0.0);
    assert!(v["passes"][0]["accepted"].as_u64().unwrap() >= 1);
}

#[test]
fn very_verbose_prints_each_change_with_its_diff() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let out = sb
        .cmd()
        .arg(&file)
        .arg("--test")
        .arg(&script)
        .args(["-vv", "--passes", "hdd"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("hdd: delete"), "{err}");
    assert!(
        err.contains("--- before") && err.contains("+++ after") && err.contains("\n-"),
        "{err}"
    );
}

// ---- regressions: found when tried as a new user would ----

#[test]
fn regression_output_option_naming_the_input_keeps_the_backup() {
    for out in ["bug.c", "./bug.c"] {
        let sb = Sandbox::new();
        let (file, script) = sb.case("small-gcc-diagnostic");
        let original = read(&file);
        sb.cmd()
            .arg("bug.c")
            .arg("--test")
            .arg(&script)
            .args(["-o", out, "-q"])
            .assert()
            .success();
        assert_eq!(read(&sb.path("bug.c.orig")), original, "-o {out}");
        assert!(read(&file).len() < original.len(), "-o {out}");
    }
}

#[test]
fn regression_out_of_range_numbers_are_one_line_and_exit_2() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let original = read(&file);
    for args in [
        ["--timeout", "1e20"],
        ["-j", "100000000000"],
        ["--compile-timeout", "1e300"],
        ["--run-timeout", "0"],
        ["--timeout", "inf"],
        ["--window", "100000"],
    ] {
        let out = sb
            .cmd()
            .arg(&file)
            .arg("--test")
            .arg(&script)
            .args(args)
            .timeout(Duration::from_secs(30))
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    // The same check for a JSON configuration.
    std::fs::write(
        sb.path("oracle.json"),
        format!(
            r#"{{"oracle": "script", "test": "{}", "timeout": 1e20}}"#,
            script.display()
        ),
    )
    .unwrap();
    let out = sb
        .cmd()
        .arg(&file)
        .arg("--oracle-config")
        .arg(sb.path("oracle.json"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("out of range"), "{err}");
    assert_eq!(read(&file), original);
}

/// Processes whose command line contains `marker`.
fn processes_with(marker: &str) -> String {
    let ps = std::process::Command::new("pgrep")
        .args(["-af", marker])
        .output()
        .unwrap();
    String::from_utf8_lossy(&ps.stdout)
        .lines()
        .filter(|l| !l.contains("pgrep"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn regression_a_second_interrupt_leaves_no_process_and_no_temp_dir() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let original = read(&file);
    // Every test leaves a sleeper in its process group and takes a while.
    let mut child = start_slow_reduction(&sb, &file, &script, "sleep 1231 &\nsleep 0.3\n");
    std::thread::sleep(Duration::from_millis(100));
    let pid = Pid::from_raw(child.id() as i32);
    kill(pid, Signal::SIGINT).unwrap();
    std::thread::sleep(Duration::from_millis(5));
    let _ = kill(pid, Signal::SIGINT);
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130));
    assert_eq!(processes_with("sleep 1231"), "", "tests left running");
    assert!(sb.tmp_is_empty(), "temporary directories left behind");
    assert_eq!(read(&sb.path("bug.c.orig")), original);
    assert!(still_interesting(&script, "bug.c", &read(&file)));
}

/// Start `creduce-rs ARGS`, interrupt it after `after`, and check it ends at once,
/// killing what it started.
fn interrupt_leaves_nothing(sb: &Sandbox, args: &[&std::ffi::OsStr], marker: &str) {
    let bin = assert_cmd::cargo::cargo_bin("creduce-rs");
    let mut child = std::process::Command::new(bin)
        .current_dir(sb.dir.path())
        .env("TMPDIR", sb.path("tmp"))
        .args(args)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let t0 = Instant::now();
    while processes_with(marker).is_empty() {
        assert!(
            t0.elapsed() < Duration::from_secs(30),
            "{marker} never started"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    kill(Pid::from_raw(child.id() as i32), Signal::SIGINT).unwrap();
    let t1 = Instant::now();
    let status = child.wait().unwrap();
    assert!(t1.elapsed() < Duration::from_secs(5), "{:?}", t1.elapsed());
    assert_eq!(status.code(), Some(130));
    assert_eq!(processes_with(marker), "", "left running");
    assert!(sb.tmp_is_empty(), "temporary directories left behind");
}

#[test]
fn regression_check_and_compiler_checks_handle_interrupts() {
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-gcc-diagnostic");
    let slow = sb.write_script("slow.sh", "#!/bin/sh\nsleep 1232 &\nsleep 60\n");
    interrupt_leaves_nothing(
        &sb,
        &[
            std::ffi::OsStr::new("check"),
            os(&file),
            std::ffi::OsStr::new("--test"),
            os(&slow),
        ],
        "sleep 1232",
    );
    // A compiler that hangs on the trivial program checked before a reduction starts.
    let cc = sb.write_script("slowcc.sh", "#!/bin/sh\nsleep 1233 &\nsleep 60\n");
    let spec = format!("slow={}", cc.display());
    interrupt_leaves_nothing(
        &sb,
        &[
            os(&file),
            std::ffi::OsStr::new("--oracle"),
            std::ffi::OsStr::new("crash"),
            std::ffi::OsStr::new("--cc"),
            std::ffi::OsStr::new(&spec),
        ],
        "sleep 1233",
    );
}

#[test]
fn regression_closed_stdout_pipe_ends_quietly() {
    let bin = assert_cmd::cargo::cargo_bin("creduce-rs");
    let mut child = std::process::Command::new(bin)
        .arg("--dump-tree")
        .arg(corpus("wc-s1180-chibicc").join("prog.c"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 64];
    std::io::Read::read_exact(&mut stdout, &mut first).unwrap();
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.is_empty(), "{err}");
    assert_eq!(out.status.code(), Some(0));
}

/// Csmith programs often convert an out-of-range constant (gcc: -Woverflow). The guard
/// refused such an original outright ("fails the UB guard", exit 5), so wc-s1504 and
/// wc-s1180 could not be reduced with a built-in oracle at all. It now tolerates the
/// original's own warnings, adds none, and the result passes the yardstick.
#[test]
fn regression_original_with_its_own_invalid_warning_still_reduces() {
    if !require(&["gcc", "clang-15", "chibicc", "valgrind"]) {
        return;
    }
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-u64-literal-chibicc");
    let original = format!("short g_conv = 2975693907L;\n{}", read(&file));
    std::fs::write(&file, &original).unwrap();
    assert_ne!(
        ubcheck(&original),
        "clean",
        "the premise: the original is flagged"
    );
    let (stderr, reduced) = reduce_with_vote(&sb, &file, false);
    assert!(
        stderr.contains("the UB guard lets candidates keep them"),
        "{stderr}"
    );
    assert_eq!(ubcheck(&reduced), "clean", "{reduced}");
    let (code, text) = check_cmd(&sb, &file, VOTE);
    assert_eq!(code, 0, "reduced program lost the bug:\n{text}\n{reduced}");
}

#[test]
fn regression_vote_output_keeps_literal_types_and_passes_the_yardstick() {
    if !require(&["gcc", "clang-15", "chibicc", "valgrind"]) {
        return;
    }
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-u64-literal-chibicc");
    let (_, reduced) = reduce_with_vote(&sb, &file, true);
    assert_eq!(ubcheck(&reduced), "clean", "{reduced}");
    // No unsuffixed decimal constant beyond int's range.
    for word in reduced.split(|c: char| !c.is_ascii_alphanumeric()) {
        if !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()) {
            let v: u128 = word.parse().unwrap();
            assert!(v <= i32::MAX as u128, "unsuffixed {word} in\n{reduced}");
        }
    }
    let (code, text) = check_cmd(&sb, &file, VOTE);
    assert_eq!(code, 0, "reduced program lost the bug:\n{text}\n{reduced}");
}

// ---- triage: fingerprints ----

/// The fingerprint line of `creduce-rs fingerprint FILE ARGS...`.
fn fingerprint(sb: &Sandbox, file: &str, args: &[&str]) -> (String, String) {
    let out = sb
        .cmd()
        .arg("fingerprint")
        .arg(file)
        .args(args)
        .assert()
        .success()
        .get_output()
        .clone();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let hash = text
        .lines()
        .next()
        .unwrap()
        .trim_start_matches("fingerprint ")
        .to_string();
    (hash, text)
}

#[test]
fn fingerprint_ignores_names_and_follows_signature_culprit_and_shape() {
    if !require(&["chibicc", "gcc"]) {
        return;
    }
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-static-init-chibicc");
    let a = std::fs::read_to_string(&file).unwrap();
    std::fs::write(
        sb.path("renamed.c"),
        a.replace("g_ptr", "h_pointer").replace("g_table", "tbl"),
    )
    .unwrap();
    std::fs::write(
        sb.path("other.c"),
        a.replace("&g_table[1][2]", "&g_table[1][2] + 1"),
    )
    .unwrap();
    let crash = ["--oracle", "crash", "--cc", "chibicc", "--ref", "gcc"];
    let (ha, text) = fingerprint(&sb, "bug.c", &crash);
    assert!(text.contains("not a compile-time constant"), "{text}");
    assert!(text.contains("skeleton    int printf ("), "{text}");
    let (hr, _) = fingerprint(&sb, "renamed.c", &crash);
    let (ho, _) = fingerprint(&sb, "other.c", &crash);
    assert_eq!(ha, hr, "renaming changes nothing");
    assert_ne!(ha, ho, "another shape is another fingerprint");
    let (hc, text) = fingerprint(
        &sb,
        "bug.c",
        &[&crash[..], &["--culprit", "-ftree-vrp"]].concat(),
    );
    assert_ne!(ha, hc);
    assert!(text.contains("culprit     -ftree-vrp"), "{text}");
    let (_, text) = fingerprint(&sb, "bug.c", &["--json"]);
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_ne!(
        v["hash"].as_str(),
        Some(ha.as_str()),
        "no oracle, no signature"
    );
    assert!(v["signature"].is_null());
    assert!(v["skeleton"].as_str().unwrap().starts_with("int printf ("));
    // A file the oracle does not find interesting has no signature: exit 5.
    std::fs::write(sb.path("fine.c"), "int main(void) { return 0; }\n").unwrap();
    sb.cmd()
        .args(["fingerprint", "fine.c"])
        .args(crash)
        .assert()
        .code(5);
    assert!(sb.tmp_is_empty());
}

/// Regression (triage's labelled campaign): chibicc's driver exits 1 without a word
/// whenever its cc1 crashes, so a crash oracle keyed on "exit 1, no message" let a
/// reduction slip from one crash (a member lookup after `int : 0`) to another (an
/// empty union's initializer). The crash site, recorded by the site library, keeps it
/// on its bug.
#[test]
fn regression_silent_crashes_are_told_apart_by_their_site() {
    if !require(&["chibicc", "gcc"]) {
        return;
    }
    let sb = Sandbox::new();
    let file = sb.path("bug.c");
    std::fs::write(
        &file,
        "struct S { int x; int : 0; int a; } s;\nint f(void) { return s.a; }\nunion U {} u = {};\nint main(void) { return f(); }\n",
    )
    .unwrap();
    let oracle = [
        "--oracle",
        "crash",
        "--cc",
        "chibicc",
        "--ref",
        "gcc -std=c99 -w",
    ];
    let out = sb
        .cmd()
        .arg("check")
        .arg(&file)
        .args(oracle)
        .arg("--json")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("child-crash") && text.contains("chibicc+0x"),
        "{text}"
    );
    sb.cmd()
        .arg(&file)
        .args(oracle)
        .args(["-j", "2", "-q"])
        .assert()
        .success();
    let reduced = read(&file);
    assert!(
        reduced.contains(".a") && !reduced.contains("union"),
        "slipped to another crash:\n{reduced}"
    );
}

// ---- the corpus ----

/// Every corpus case carries its oracle: an executable `test.sh`, or a sidecar
/// (`failure.json`) whose `oracle` is a valid configuration. A case without one cannot be
/// reduced or triaged as it stands (small-u64-literal-chibicc had neither).
#[test]
fn every_corpus_case_carries_its_test_or_sidecar() {
    use std::os::unix::fs::PermissionsExt;
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut cases = 0;
    for entry in std::fs::read_dir(&root).unwrap() {
        let dir = entry.unwrap().path();
        if !dir.is_dir() || dir.ends_with("campaigns") {
            continue;
        }
        cases += 1;
        let test = dir.join("test.sh");
        let script = test
            .metadata()
            .map(|m| m.permissions().mode() & 0o111 != 0)
            .unwrap_or(false);
        let sidecar = dir.join("failure.json");
        if sidecar.exists() {
            let v: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(&sidecar).unwrap()).unwrap();
            let oracle = serde_json::to_string(&v["oracle"]).unwrap();
            creduce_rs::oracle::OracleConfig::from_json(&oracle)
                .unwrap_or_else(|e| panic!("{}: {e}", sidecar.display()));
        }
        assert!(
            script || sidecar.exists(),
            "{} has neither an executable test.sh nor a failure.json",
            dir.display()
        );
    }
    assert!(cases >= 12, "only {cases} corpus cases found");
}

#[test]
fn a_runner_prefix_runs_every_test_and_gives_the_local_result() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let local = sb.path("local.c");
    sb.cmd()
        .arg(&file)
        .arg("--test")
        .arg(&script)
        .args(["-j", "2", "-o"])
        .arg(&local)
        .assert()
        .success();
    // The prefix marks each test it runs; the work dir holds the candidates meanwhile.
    let log = sb.path("runs.log");
    let wrapper = sb.path("wrap.sh");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\nls -d \"$PWD\" >> {}\nexec \"$@\"\n",
            log.display()
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    let work = sb.path("work");
    let out = sb.path("prefixed.c");
    sb.cmd()
        .arg(&file)
        .arg("--test")
        .arg(&script)
        .arg("--runner-command")
        .arg(format!("{} ", wrapper.display()))
        .arg("--work-dir")
        .arg(&work)
        .args(["-j", "2", "-o"])
        .arg(&out)
        .assert()
        .success();
    assert_eq!(read(&out), read(&local), "a prefix changed the result");
    let runs = read(&log);
    let work = std::fs::canonicalize(&work).unwrap();
    assert!(runs.lines().count() > 3, "{runs}");
    assert!(
        runs.lines()
            .all(|l| l.starts_with(&*work.to_string_lossy())),
        "a test ran outside --work-dir:\n{runs}"
    );
    assert_eq!(
        std::fs::read_dir(&work).unwrap().count(),
        0,
        "candidates left in --work-dir"
    );
}

#[test]
fn runner_options_refuse_what_they_cannot_do() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let t = os(&script);
    let f = os(&file);
    let s = std::ffi::OsStr::new;
    assert_fails(
        &sb,
        &[f, s("--test"), t, s("--runner"), s("slurm")],
        2,
        "--runner slurm needs --work-dir",
    );
    assert_fails(
        &sb,
        &[
            f,
            s("--oracle"),
            s("crash"),
            s("--cc"),
            s("gcc"),
            s("--runner-command"),
            s("ssh board"),
        ],
        2,
        "go with a test script",
    );
    assert_fails(
        &sb,
        &[f, s("--test"), t, s("--runner-command"), s("'unclosed")],
        2,
        "--runner-command",
    );
    assert_fails(
        &sb,
        &[
            f,
            s("--test"),
            t,
            s("--runner-command"),
            s("no-such-wrapper-xyz"),
        ],
        4,
        "no-such-wrapper-xyz, which is not on PATH",
    );
    let work = sb.path("w");
    let out = sb
        .cmd()
        .env_remove("SLURM_JOB_ID")
        .args([
            f,
            s("--test"),
            t,
            s("--runner"),
            s("slurm"),
            s("--work-dir"),
            os(&work),
        ])
        .assert()
        .code(4)
        .get_output()
        .clone();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("runs inside a Slurm allocation"), "{err}");
}

/// Busy loops on every core while alive: tests take longer and finish in another order.
struct Load(Vec<std::process::Child>);

impl Load {
    fn start() -> Load {
        let n = std::thread::available_parallelism().map_or(2, |n| n.get());
        Load(
            (0..n)
                .map(|_| {
                    std::process::Command::new("sh")
                        .args(["-c", "while :; do :; done"])
                        .spawn()
                        .unwrap()
                })
                .collect(),
        )
    }
}

impl Drop for Load {
    fn drop(&mut self) {
        for c in &mut self.0 {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

#[test]
fn the_result_is_the_same_at_one_two_and_sixteen_jobs_and_under_load() {
    if !require(&["gcc", "chibicc"]) {
        return;
    }
    for case in ["small-float-conv-chibicc", "small-gcc-diagnostic"] {
        let mut results = Vec::new();
        for (jobs, loaded) in [("1", false), ("2", false), ("16", false), ("16", true)] {
            let _load = loaded.then(Load::start);
            let sb = Sandbox::new();
            let (file, script) = sb.case(case);
            let out = sb.path("out.c");
            let stats = sb.path("stats.json");
            sb.cmd()
                .arg(&file)
                .arg("--test")
                .arg(&script)
                .args(["-j", jobs, "-o"])
                .arg(&out)
                .arg("--stats-json")
                .arg(&stats)
                .assert()
                .success();
            let s: serde_json::Value = serde_json::from_str(&read(&stats)).unwrap();
            if jobs == "16" {
                // The walk's tests ahead of need took part.
                assert!(s["speculative_hits"].as_u64().unwrap() > 0, "{case}: {s}");
            }
            results.push((
                format!("-j {jobs}{}", if loaded { " under load" } else { "" }),
                read(&out),
            ));
        }
        for (name, text) in &results[1..] {
            assert_eq!(text, &results[0].1, "{case}: {name} differs from -j 1");
        }
    }
}

/// Every long option of every command, from the clap definitions the binary is built
/// from: what the man page and the completions must name.
fn commands_and_options() -> Vec<(Option<String>, Vec<String>)> {
    use clap::CommandFactory;
    let top = creduce_rs::commands::cli::Cli::command();
    let longs = |c: &clap::Command| -> Vec<String> {
        c.get_arguments()
            .filter(|a| !a.is_hide_set())
            .filter_map(|a| a.get_long().map(str::to_string))
            .collect()
    };
    let mut out = vec![(None, longs(&top))];
    for sub in top.get_subcommands() {
        out.push((Some(sub.get_name().to_string()), longs(sub)));
    }
    out
}

#[test]
fn the_man_pages_name_every_option_of_their_command() {
    let all = commands_and_options();
    assert!(all.len() > 10, "only {} commands", all.len());
    for (name, longs) in all {
        let sb = Sandbox::new();
        let mut cmd = sb.cmd();
        cmd.arg("man");
        if let Some(n) = &name {
            cmd.arg(n);
        }
        let out = cmd.assert().success().get_output().stdout.clone();
        let page = String::from_utf8(out).unwrap();
        assert!(
            page.starts_with(".ie") || page.contains(".TH "),
            "{name:?}: not roff"
        );
        for long in longs {
            let roff = format!("\\-\\-{}", long.replace('-', "\\-"));
            assert!(
                page.contains(&roff),
                "man page of {name:?} does not name --{long}"
            );
        }
    }
    let sb = Sandbox::new();
    sb.cmd()
        .args(["man", "no-such-command"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("no command \"no-such-command\""));
}

#[test]
fn completions_name_every_command_and_option_and_parse() {
    let all = commands_and_options();
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let sb = Sandbox::new();
        let out = sb
            .cmd()
            .args(["completions", shell])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let script = String::from_utf8(out).unwrap();
        for (name, longs) in &all {
            if let Some(n) = name {
                assert!(script.contains(n.as_str()), "{shell}: no command {n}");
            }
            for long in longs {
                assert!(script.contains(long.as_str()), "{shell}: no --{long}");
            }
        }
        if shell == "bash" {
            let d = tempfile::tempdir().unwrap();
            let f = d.path().join("c.bash");
            std::fs::write(&f, &script).unwrap();
            let ok = std::process::Command::new("bash")
                .arg("-n")
                .arg(&f)
                .status()
                .unwrap()
                .success();
            assert!(ok, "bash -n rejects the bash completions");
        }
    }
}
