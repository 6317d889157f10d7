//! Reducing a file with a script: corpus cases, the command line (argument order, -o, --tidy, --passes, --list-passes, measure), statistics, observed values, verbose output, and that every corpus case carries its test.

use crate::common::*;

#[test]
fn small_corpus_cases_reduce_and_stay_interesting() {
    require!("gcc", "chibicc");
    for case in [
        "small-gcc-diagnostic",
        "small-float-conv-chibicc",
        "small-bitfield-chibicc",
        "small-static-init-chibicc",
    ] {
        let sb = Sandbox::new();
        let (file, script) = sb.case(case);
        let original = read(&file);
        sb.reduce(&file, &script).arg("-j2").succeeds();
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

/// Regression: reduced by its script in a clean environment (`env -i`, as CI runs),
/// this case ended in `printf("diff = %ld\n")`, undefined behaviour whose garbage was
/// stable only where the reducer's children ran without address randomization; its
/// user's run of the test called it not interesting. The result must hold when the
/// test runs as its user runs it, every time.
#[test]
fn a_script_result_holds_as_its_user_runs_the_test() {
    require!("gcc", "chibicc");
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-bitfield-chibicc");
    let out = sb
        .reduce(&file, &script)
        .arg("-j2")
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", sb.path("."))
        .env("TMPDIR", sb.path("tmp"))
        .succeeds();
    let reduced = read(&file);
    // The user's runs, in the same clean environment, each in a fresh directory.
    for run in 1..=5 {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("bug.c"), &reduced).unwrap();
        let ok = std::process::Command::new(&script)
            .current_dir(d.path())
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", sb.path("."))
            .status()
            .unwrap()
            .success();
        assert!(
            ok,
            "run {run}:\n{reduced}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// A test that holds only under the reducer's own conditions (here: `TMPDIR` in the
/// test's directory) cannot make the result: run as its user runs it, the final
/// program fails, and the newest program that holds is kept instead, with a warning.
/// An original that holds only under them is refused.
#[test]
fn a_result_that_holds_only_inside_the_reducer_is_not_kept() {
    let sb = Sandbox::new();
    let script = sb.write_script(
        "env-test.sh",
        "#!/bin/sh\n\
         grep -q keep bug.c || exit 1\n\
         grep -q extra bug.c && exit 0\n\
         [ -n \"$TMPDIR\" ] && [ \"$(cd \"$TMPDIR\" && pwd -P)\" = \"$(pwd -P)\" ]\n",
    );
    let file = sb.path("bug.c");
    let original = "int keep;\nint extra;\nint a;\nint b;\nint c;\nint d;\n";
    std::fs::write(&file, original).unwrap();
    // (At -j8 its runs as the user runs the test go ahead of need, and fail there.)
    for jobs in ["-j2", "-j8"] {
        std::fs::write(&file, original).unwrap();
        let out = sb
            .reduce(&file, &script)
            .args([jobs, "--overwrite-backup"])
            .succeeds();
        let err = String::from_utf8_lossy(&out.stderr);
        let reduced = read(&file);
        assert!(
            reduced.contains("keep") && reduced.contains("extra"),
            "{jobs}: {reduced}\n{err}"
        );
        assert!(
            !reduced.contains("int a;"),
            "{jobs}: not reduced:\n{reduced}\n{err}"
        );
        assert!(
            err.contains("not interesting when the test runs as you run it"),
            "{jobs}: {err}"
        );
        assert!(still_interesting(&script, "bug.c", &reduced));
    }
    // With the check off, the reducer's own result stands (and fails its user's run).
    std::fs::write(&file, original).unwrap();
    sb.reduce(&file, &script)
        .args(["--confirm-runs", "0", "--overwrite-backup"])
        .succeeds();
    assert!(!read(&file).contains("extra"), "{}", read(&file));
    // An original that holds only inside the reducer is not interesting.
    std::fs::write(&file, "int keep;\nint a;\n").unwrap();
    let out = sb
        .reduce(&file, &script)
        .arg("--overwrite-backup")
        .fails_with(5);
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("must exit 0 on the original"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// On slots the reduction leaves idle, the runs of the likely result as its user runs
/// the test start ahead of need: when the result held them, it is not run again after
/// the reduction, and the result is the one `-j 1` finds.
#[test]
fn the_runs_as_the_user_runs_the_test_go_ahead_of_need_on_idle_slots() {
    let sb = Sandbox::new();
    let log = sb.path("user-runs");
    let script = sb.write_script(
        "slow-test.sh",
        &format!(
            "#!/bin/sh\n\
             grep -q keep bug.c || exit 1\n\
             sleep 0.3\n\
             [ -n \"$TMPDIR\" ] && [ \"$(cd \"$TMPDIR\" && pwd -P)\" = \"$(pwd -P)\" ] || echo run >> {}\n",
            log.display()
        ),
    );
    let file = sb.path("bug.c");
    let original: String =
        "int keep;\n".to_string() + &(0..12).map(|i| format!("int v{i};\n")).collect::<String>();
    let mut results = Vec::new();
    for jobs in ["-j1", "-j8"] {
        std::fs::write(&file, &original).unwrap();
        let _ = std::fs::remove_file(&log);
        let stats = sb.path("stats.json");
        sb.reduce(&file, &script)
            .args([jobs, "--overwrite-backup", "--stats-json"])
            .arg(&stats)
            .succeeds();
        let v: serde_json::Value = serde_json::from_str(&read(&stats)).unwrap();
        let ahead = v["as_user_ahead"].as_u64().unwrap();
        let user_runs = read(&log).lines().count() as u64;
        let held = v["held_as_user"].as_bool().unwrap();
        if held {
            // The original's check, and the runs ahead of need: none after.
            assert!(
                ahead >= 3 && user_runs <= 1 + ahead,
                "{ahead} ahead, {user_runs} in all"
            );
        } else {
            // The original's check, and the result's three runs after.
            assert!(user_runs > 3, "{ahead} ahead, {user_runs} in all");
        }
        assert!(held || jobs == "-j1", "{jobs}: {v}");
        results.push(read(&file));
    }
    assert_eq!(results[0], results[1]);
    assert!(!results[0].contains("v1"), "{}", results[0]);
}

/// A test script starts with the address layout its user started the reducer with
/// (built-in oracles' programs start without randomization): a test that is
/// interesting only without randomization cannot lose `extra` in a randomized run.
#[test]
fn a_test_script_runs_with_its_users_address_randomization() {
    let norand =
        |personality: &str| u32::from_str_radix(personality.trim(), 16).unwrap() & 0x0040000 != 0;
    let ours = norand(&std::fs::read_to_string("/proc/self/personality").unwrap());
    let sb = Sandbox::new();
    let script = sb.write_script(
        "aslr-test.sh",
        "#!/bin/sh\n\
         grep -q keep bug.c || exit 1\n\
         grep -q extra bug.c && exit 0\n\
         [ $(( 0x$(cat /proc/self/personality) & 0x40000 )) -ne 0 ]\n",
    );
    let file = sb.path("bug.c");
    std::fs::write(&file, "int keep;\nint extra;\nint a;\n").unwrap();
    sb.reduce(&file, &script)
        .args(["--confirm-runs", "0"])
        .succeeds();
    let reduced = read(&file);
    assert!(!reduced.contains("int a;"), "{reduced}");
    assert_eq!(reduced.contains("extra"), !ours, "{reduced}");
}

/// A C++ file (by its extension) is parsed as C++: a script reduction removes most of
/// it, and the result is still C++ that g++ accepts, with what the test keeps.
#[test]
fn a_cpp_file_reduces_as_cpp() {
    require!("g++");
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-cpp-override");
    let original = read(&file);
    sb.reduce(&file, &script).arg("-j2").succeeds();
    let reduced = read(&file);
    assert!(
        reduced.len() < original.len() / 8,
        "{} -> {} bytes:\n{reduced}",
        original.len(),
        reduced.len()
    );
    assert!(still_interesting(&script, "bug.cc", &reduced), "{reduced}");
}

/// A g++ ICE whose cause is an OpenMP pragma inside a class (GCC's PR 106124 test):
/// the pragma's clauses go by runs of any length (`shrink_pragmas`) and the class goes
/// with its members kept as globals (`unwrap_classes`), where the result used to keep
/// both at 51 tokens; C-Vise ends at 22.
#[test]
fn an_openmp_ice_loses_its_class_and_its_pragma_s_clauses() {
    require!("g++-12");
    let sb = Sandbox::new();
    let cc = "g++-12 -fno-report-bug -std=gnu++20 -g -O2 -fopenmp -fkeep-inline-functions";
    std::fs::write(
        sb.path("prog.cc"),
        "int q;\nstruct A\n{\n  typedef int T;\n#pragma omp declare reduction (x : T : omp_out += omp_in + [] (){ return q; }()) initializer (omp_priv = [](){ return 0; }())\n  static void foo ();\n};\nvoid bar (int &, int &);\nvoid\nA::foo ()\n{\n  int r = 0, s = 0;\n#pragma omp parallel reduction (x : r, s)\n  bar (r, s);\n}\n",
    )
    .unwrap();
    sb.cmd()
        .args(["prog.cc", "--oracle", "crash", "--cc", cc, "-j2"])
        .succeeds();
    let reduced = read(&sb.path("prog.cc"));
    let out = sb.cmd().args(["measure", "prog.cc"]).succeeds();
    let tokens: usize = String::from_utf8_lossy(&out.stdout)
        .split('\t')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    assert!(tokens <= 25, "{tokens} tokens:\n{reduced}");
    assert!(
        !reduced.contains("struct") && !reduced.contains("initializer"),
        "{reduced}"
    );
    let ice = std::process::Command::new("sh")
        .current_dir(sb.path(""))
        .args(["-c", &format!("{cc} -c prog.cc -o prog.o 2>&1")])
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&ice.stdout).contains("internal compiler error: in force_type_die"),
        "{ice:?}"
    );
}

/// The extension says the language, and `--lang` overrides it: the tree a `.cc` file
/// gets has C++'s classes and templates, a `.c` file's (or `--lang c`) has errors there.
#[test]
fn the_language_comes_from_the_extension_or_lang() {
    let sb = Sandbox::new();
    let text = "template <class T> struct A { virtual int f() const override; };\n";
    for name in ["a.cc", "a.c"] {
        std::fs::write(sb.path(name), text).unwrap();
    }
    let tree = |args: &[&str]| {
        let out = sb.cmd().arg("--dump-tree").args(args).output().unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let cpp = tree(&["a.cc"]);
    assert!(
        cpp.contains("template_declaration") && !cpp.contains("ERROR"),
        "{cpp}"
    );
    assert!(tree(&["a.c"]).contains("ERROR"));
    assert!(tree(&["a.cc", "--lang", "c"]).contains("ERROR"));
    let forced = tree(&["a.c", "--lang", "c++"]);
    assert!(
        forced.contains("template_declaration") && !forced.contains("ERROR"),
        "{forced}"
    );
    sb.cmd()
        .args(["--dump-tree", "a.c", "--lang", "rust"])
        .fails_with(2);
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
        .succeeds();
    assert_eq!(read(&file), original, "-o must leave FILE untouched");
    assert!(!sb.path("bug.c.orig").exists(), "-o needs no backup");
    assert!(read(&out).len() < original.len());
    assert!(still_interesting(&script, "bug.c", &read(&out)));
}

#[test]
fn tidy_skips_the_backup() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    sb.reduce(&file, &script).arg("--tidy").succeeds();
    assert!(!sb.path("bug.c.orig").exists());
}

#[test]
fn stats_json_reports_every_pass() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let stats = sb.path("stats.json");
    sb.reduce(&file, &script)
        .arg("--stats-json")
        .arg(&stats)
        .succeeds();
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
    sb.reduce(&file, &script)
        .args(["--passes", "delete_lines,hdd", "--stats-json"])
        .arg(&stats)
        .succeeds();
    let v: serde_json::Value = serde_json::from_str(&read(&stats)).unwrap();
    let passes: Vec<&str> = v["passes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["pass"].as_str().unwrap())
        .collect();
    assert_eq!(passes, vec!["delete_lines", "hdd"]);
    sb.reduce(&file, &script)
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
        .succeeds();
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

/// Csmith programs often convert an out-of-range constant (gcc: -Woverflow). The guard
/// refused such an original outright ("fails the UB guard", exit 5), so wc-s1504 and
/// wc-s1180 could not be reduced with a built-in oracle at all. It now tolerates the
/// original's own warnings, adds none, and the result passes the yardstick.
#[test]
fn regression_original_with_its_own_invalid_warning_still_reduces() {
    require!("gcc", "clang-15", "chibicc", "valgrind");
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

/// An original the UB guard refuses is refused by name, with the way out: the UB
/// guard's, not the static guard's, although the static guard (on by default) passed
/// it first and left its notes in the report.
#[test]
fn regression_an_original_the_ub_guard_refuses_names_the_ub_guard() {
    require!("gcc", "clang-15", "tcc");
    let sb = Sandbox::new();
    let file = sb.path("bug.c");
    let original = "int printf(const char *, ...);\n\
         int main(void) {\n  char a = -2;\n  int u;\n  if (u == 12345) printf(\"x\\n\");\n\
         \x20 if (((unsigned short)a) != 65534) printf(\"NG t6\\n\");\n  return 0;\n}\n";
    std::fs::write(&file, original).unwrap();
    let args: Vec<&std::ffi::OsStr> = [os(&file)]
        .into_iter()
        .chain(["--oracle", "expect", "--cc", "tcc", "--ref", "gcc"].map(std::ffi::OsStr::new))
        .collect();
    let err = assert_fails(&sb, &args, 5, "fails the UB guard");
    assert!(err.contains("pass --no-ub-guard"), "{err}");
    assert!(!err.contains("fails the static guard"), "{err}");
    assert_eq!(read(&file), original, "the original is left as it was");
}

/// `deep.c`: a condition in a chain of `depth` parentheses.
fn write_nested(sb: &Sandbox, depth: usize) -> PathBuf {
    let src = format!(
        "int main(void) {{ if ({}1{} != 1) return 1; return 0; }}\n",
        "(".repeat(depth),
        ")".repeat(depth)
    );
    let file = sb.path("deep.c");
    std::fs::write(&file, src).unwrap();
    file
}

/// Regression: a program nested some thousands deep (a chain of 3,000 parentheses)
/// overflowed the stack of a worker thread (2 MiB) in the passes' walks of its syntax
/// tree, and the process died of SIGABRT ("has overflowed its stack"). The workers and
/// the command's own thread now have a big stack.
#[test]
fn a_deeply_nested_program_reduces() {
    let sb = Sandbox::new();
    let file = write_nested(&sb, 3000);
    let script = sb.write_script("test.sh", "#!/bin/sh\ngrep -q 'return 1' deep.c\n");
    sb.reduce(&file, &script).args(["-j", "2"]).succeeds();
    let out = read(&file);
    assert!(out.contains("return 1") && out.len() < 40, "{out}");
}

/// Regression: where the test needs some of the nesting, the rest went one pair per
/// test (expr_to_operand peeled the outermost of a chunk of nested sites), and a
/// program nested 5,000 deep ran for minutes. remove_parens takes a chain by halves.
#[test]
fn nesting_the_test_needs_stays_and_the_rest_goes_by_halves() {
    let sb = Sandbox::new();
    let file = write_nested(&sb, 1000);
    let needed = "(".repeat(20);
    let script = sb.write_script(
        "test.sh",
        &format!("#!/bin/sh\ngrep -q 'return 1' deep.c && grep -qF '{needed}' deep.c\n"),
    );
    let stats = sb.path("stats.json");
    sb.reduce(&file, &script)
        .args(["-j", "2", "--stats-json"])
        .arg(&stats)
        .succeeds();
    let out = read(&file);
    assert!(
        out.contains(&needed) && !out.contains(&"(".repeat(22)),
        "{out}"
    );
    let stats: serde_json::Value = serde_json::from_str(&read(&stats)).unwrap();
    // One pair per test would be about 980 tests.
    assert!(stats["tests"].as_u64().unwrap() < 300, "{stats}");
}
