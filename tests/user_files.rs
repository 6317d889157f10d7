//! Bad input and the user's files: one-line errors and distinct exit codes for bad files, scripts, compilers and numbers; nothing saved or backed up before the original passes; backups kept.

use crate::common::*;

#[test]
fn bad_input_files() {
    let sb = Sandbox::new();
    let (_, script) = sb.case("small-gcc-diagnostic");
    let t = os(&script);
    let test = std::ffi::OsStr::new("--test");
    assert_fails(&sb, &[os(&sb.path("missing.c")), test, t], 3, "cannot read");
    // A folder is reduced as a project: an empty one has nothing to reduce.
    std::fs::create_dir(sb.path("dir.c")).unwrap();
    assert_fails(
        &sb,
        &[os(&sb.path("dir.c")), test, t],
        3,
        "has no text file to reduce",
    );
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
             echo \"start $t\" >> '{l}'\nif [ $t = orig ]; then sleep 2; else sleep 0.5; fi\n\
             echo \"end $t\" >> '{l}'\n{verdict}\n",
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
    sb.reduce(&file, &logs).args(["-j2", "-q"]).succeeds();
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
    sb.reduce(file, &logs)
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
    sb.reduce(&file, &script)
        .arg("--overwrite-backup")
        .succeeds();
    assert_eq!(read(&sb.path("bug.c.orig")), original);
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

#[test]
fn regression_output_option_naming_the_input_keeps_the_backup() {
    for out in ["bug.c", "./bug.c"] {
        let sb = Sandbox::new();
        let (file, script) = sb.case("small-gcc-diagnostic");
        let original = read(&file);
        sb.reduce("bug.c", &script)
            .args(["-o", out, "-q"])
            .succeeds();
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
