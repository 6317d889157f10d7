//! The built-in oracles on real compilers: check, vote, crash, expect, the guards' verdicts, emitted scripts that agree with them, reductions that stay valid and keep the bug, crash sites.

use crate::common::*;

#[test]
fn check_vote_oracle() {
    require!("gcc", "clang-15", "chibicc");
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
    require!("gcc", "clang-15", "chibicc", "valgrind");
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
fn a_missing_include_is_not_a_compiler_failure() {
    require!("gcc", "clang-15");
    let sb = Sandbox::new();
    let file = sb.path("inc.c");
    std::fs::write(
        &file,
        "#include \"not-here.h\"\nint main(void) { return x; }\n",
    )
    .unwrap();
    for cc in ["gcc", "clang-15"] {
        let (code, text) = check_cmd(&sb, &file, &["--oracle", "crash", "--cc", cc]);
        assert_eq!(code, 5, "{text}");
        assert!(
            text.contains("cannot find a file the program includes"),
            "{text}"
        );
        assert!(text.contains("not-here.h"), "{text}");
    }
    // Once the compiler finds the file, its own error is a failure the oracle keeps.
    std::fs::create_dir(sb.path("inc")).unwrap();
    std::fs::write(sb.path("inc/not-here.h"), "int y;\n").unwrap();
    let cc = format!("gcc -I {}", sb.path("inc").display());
    let (code, text) = check_cmd(&sb, &file, &["--oracle", "crash", "--cc", &cc]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("undeclared"), "{text}");
}

#[test]
fn check_crash_oracle() {
    require!("gcc", "chibicc");
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-static-init-chibicc");
    let crash = CHIBICC_CRASH;
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
    require!("gcc", "clang-15", "chibicc");
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

#[test]
fn check_script_oracle_and_guard_verdicts() {
    require!("gcc", "clang-15");
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

/// Regression: GCC's torture tests pr109585.c (`asm`) and pr110799.c (`MAP_ANONYMOUS`)
/// failed triage with "the original fails the UB guard": its warnings checks compiled
/// at -std=c99, where `asm` is no keyword and the headers hide `MAP_ANONYMOUS`.
#[test]
fn a_program_in_gnu_c_passes_the_ub_guard_which_still_warns() {
    require!("gcc", "clang-15");
    let sb = Sandbox::new();
    let yes = sb.write_script("yes.sh", "#!/bin/sh\nexit 0\n");
    let gnu = "#include <sys/mman.h>\n\
               int main(void) {\n\
               \x20 int x = MAP_PRIVATE | MAP_ANONYMOUS;\n\
               \x20 asm(\"\" : \"+r\"(x));\n\
               \x20 return x == 0;\n\
               }\n";
    std::fs::write(sb.path("gnu.c"), gnu).unwrap();
    let args = ["--test", yes.to_str().unwrap(), "--ub-guard"];
    let (code, text) = check_cmd(&sb, &sb.path("gnu.c"), &args);
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("UB guard: gcc warnings checks at -std=gnu99")
            && text.contains("UB guard: clang warnings at -std=gnu99 clean"),
        "{text}"
    );
    // At gnu99 the checks still reject what they are for.
    let uninit = gnu.replace("int x = MAP_PRIVATE | MAP_ANONYMOUS;", "int x, y = x;");
    std::fs::write(sb.path("uninit.c"), uninit).unwrap();
    let (code, text) = check_cmd(&sb, &sb.path("uninit.c"), &args);
    assert_eq!(code, 5, "{text}");
    assert!(text.contains("uninitialized"), "{text}");
    // A name a strict mode's headers hide is only a warning for gcc (an implicit
    // declaration), which gnu99 does not give: gcc's check moves too.
    let posix = "#include <stdlib.h>\n#include <string.h>\n\
                 int main(void) {\n\
                 \x20 char *s = strdup(\"x\");\n\
                 \x20 int r = s[0] != 'x';\n\
                 \x20 free(s);\n\
                 \x20 return r;\n\
                 }\n";
    std::fs::write(sb.path("posix.c"), posix).unwrap();
    let (code, text) = check_cmd(&sb, &sb.path("posix.c"), &args);
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("UB guard: gcc warnings checks at -std=gnu99"),
        "{text}"
    );
    // A program in ISO C is still checked at -std=c99.
    std::fs::write(sb.path("valid.c"), "int main(void) { return 0; }\n").unwrap();
    let (code, text) = check_cmd(&sb, &sb.path("valid.c"), &args);
    assert_eq!(code, 0, "{text}");
    assert!(!text.contains("gnu99"), "{text}");
}

#[test]
fn emitted_script_agrees_with_the_oracle() {
    require!("gcc", "clang-15", "chibicc");
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

/// A Csmith original often converts an out-of-range constant (gcc's -Woverflow). A
/// reduction tolerates the warnings its original has, so the script `--emit-script`
/// writes, which drives another tool's reduction of that original, must accept the
/// original too, and still reject a candidate with a warning beyond them. `check`
/// without `--emit-script` judges the file as it is.
#[test]
fn the_emitted_script_tolerates_the_original_s_own_warnings() {
    require!("gcc", "clang-15", "chibicc");
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-float-conv-chibicc");
    let original = format!("short w_over = 100000;\n{}", read(&file));
    std::fs::write(&file, &original).unwrap();
    let script = sb.path("emitted.sh");
    let mut args: Vec<&str> = VOTE.to_vec();
    args.extend(["--emit-script", script.to_str().unwrap()]);
    let (code, text) = check_cmd(&sb, &file, &args);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("overflow in conversion"), "{text}");
    assert!(
        still_interesting(&script, "bug.c", &original),
        "the emitted script rejects the original"
    );
    let more = original.replace(
        "short w_over = 100000;",
        "short w_over = 100000, w2 = 200000;",
    );
    assert!(!still_interesting(&script, "bug.c", &more));
    let (code, text) = check_cmd(&sb, &file, VOTE);
    assert_eq!(code, 5, "{text}");
    assert!(text.contains("new diagnostic"), "{text}");
}

#[test]
fn vote_reduction_stays_valid_and_keeps_the_bug() {
    require!("gcc", "clang-15", "chibicc", "valgrind");
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-float-conv-chibicc");
    let original = read(&file);
    let (_, reduced) = reduce_with_vote(&sb, &file, true);
    assert!(reduced.len() < original.len() / 2, "{reduced}");
    assert_eq!(ubcheck(&reduced), "clean", "{reduced}");
    let (code, text) = check_cmd(&sb, &file, VOTE);
    assert_eq!(code, 0, "reduced program lost the bug:\n{text}\n{reduced}");
}

/// A real g++ 12.2 internal error (GCC PR 108975, GCC's own testcase) reduced with the
/// built-in crash oracle: the result still makes g++ die at the same place, clang++
/// (the reference) still accepts it, and it is as valid as the original: it passes the
/// strictest -std=c++NN -pedantic-errors modes the original passed under clang++ (g++ is
/// under suspicion, so the static guard leaves it out).
#[test]
fn a_real_gxx_internal_error_reduces_and_stays_valid_cpp() {
    require!("g++", "clang++-15");
    let sb = Sandbox::new();
    let (file, _) = sb.case("gcc-pr108975-cpp");
    let original = read(&file);
    let crash = [
        "--oracle",
        "crash",
        "--cc",
        "g++ -std=c++20 -O0",
        "--ref",
        "clang++-15 -std=c++20",
    ];
    let (code, text) = check_cmd(&sb, &file, &crash);
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("ICE: in lookup_template_class_1, at cp/pt.cc:10126"),
        "{text}"
    );
    assert!(
        text.contains("candidates must pass -std=c++14, -std=c++20"),
        "{text}"
    );
    sb.cmd()
        .arg(&file)
        .args(crash)
        .args(["-j2", "-q"])
        .succeeds();
    let reduced = read(&file);
    assert!(reduced.len() < original.len() / 2, "{reduced}");
    assert!(
        still_interesting(&sb.path("test.sh"), "prog.cc", &reduced),
        "{reduced}"
    );
    for std in ["-std=c++14", "-std=c++20"] {
        let out = std::process::Command::new("clang++-15")
            .args([std, "-pedantic-errors", "-fsyntax-only", "prog.cc"])
            .current_dir(sb.path(""))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{std}: {}\n{reduced}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn crash_reduction_keeps_the_signature() {
    require!("gcc", "chibicc");
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-static-init-chibicc");
    let crash = CHIBICC_CRASH;
    sb.cmd()
        .arg(&file)
        .args(crash)
        .args(["-j2", "-q"])
        .succeeds();
    let reduced = read(&file);
    assert!(reduced.len() < 100, "{reduced}");
    let (code, text) = check_cmd(&sb, &file, &crash);
    assert_eq!(code, 0, "{text}");
}

#[test]
fn regression_vote_output_keeps_literal_types_and_passes_the_yardstick() {
    require!("gcc", "clang-15", "chibicc", "valgrind");
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

/// Regression (triage's labelled campaign): chibicc's driver exits 1 without a word
/// whenever its cc1 crashes, so a crash oracle keyed on "exit 1, no message" let a
/// reduction slip from one crash (a member lookup after `int : 0`) to another (an
/// empty union's initializer). The crash site, recorded by the site library, keeps it
/// on its bug.
#[test]
fn regression_silent_crashes_are_told_apart_by_their_site() {
    require!("chibicc", "gcc");
    let sb = Sandbox::new();
    let file = sb.path("bug.c");
    std::fs::write(
        &file,
        "struct S { int x; int : 0; int a; } s;\nint f(void) { return s.a; }\nunion U {} u = {};\nint main(void) { return f(); }\n",
    )
    .unwrap();
    let oracle = CHIBICC_CRASH;
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
        .succeeds();
    let reduced = read(&file);
    assert!(
        reduced.contains(".a") && !reduced.contains("union"),
        "slipped to another crash:\n{reduced}"
    );
}

/// The oracle of `json` built on `original` (a file called `name`) and held as a
/// reduction holds it: the static guard has learned its modes, and the guards tolerate
/// the original's own warnings.
fn calibrated(json: &str, original: &str, name: &str) -> creduce_rs::oracle::Guarded {
    use creduce_rs::oracle::{OracleConfig, Workspace};
    let never = || false;
    let config = OracleConfig::from_json(json).unwrap();
    let workspace = std::sync::Arc::new(Workspace::new(name.into()).unwrap());
    let mut oracle = config.build(original, workspace, &never).unwrap();
    oracle.tolerate_original(original, &never).unwrap();
    oracle
}

/// A C static guard as a reduction of `original` holds it: gcc and clang without those of
/// `avoid`, in the `std` mode or the modes it learns, calibrated on `original`.
fn calibrated_static_guard(
    original: &str,
    avoid: &[creduce_rs::toolchain::Family],
    std: Option<&str>,
) -> creduce_rs::oracle::static_guard::StaticGuard {
    let workspace = std::sync::Arc::new(creduce_rs::oracle::Workspace::new("t.c".into()).unwrap());
    let mut guard = creduce_rs::oracle::static_guard::StaticGuard::new(
        workspace,
        std::time::Duration::from_secs(60),
        avoid,
        Vec::new(),
        std.map(String::from),
        creduce_passes::Lang::C,
    )
    .expect("the compilers are installed");
    guard.calibrate(original, &|| false).unwrap();
    guard
}

/// Each built-in oracle and guard is one plan read by two interpreters, the runner and
/// the shell renderer. On corpus cases, and on candidates the reducer's passes make of
/// them, the runner's verdict and the emitted script's are the same. Candidates are
/// picked with a fixed seed, so a run is the same every time.
#[test]
fn the_runner_and_the_emitted_script_agree_on_candidates() {
    use creduce_rs::oracle::plan;
    use proptest::prelude::*;
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    require!("gcc", "clang-15", "chibicc", "valgrind");
    let cases = [
        (
            "small-float-conv-chibicc",
            r#"{"oracle": "vote", "cc": ["gcc", "clang-15", "chibicc"], "ub_valgrind": true}"#,
        ),
        (
            "small-selfcheck-chibicc",
            r#"{"oracle": "expect", "cc": ["chibicc"], "ref": "gcc"}"#,
        ),
        (
            "small-static-init-chibicc",
            r#"{"oracle": "crash", "cc": ["chibicc"], "ref": "gcc -std=c99 -w"}"#,
        ),
        // A self-check that the build under test does not compile at all.
        (
            "small-static-init-chibicc",
            r#"{"oracle": "expect", "cc": ["chibicc"], "ref": "gcc"}"#,
        ),
        // A silent crash: the signature has the crash's site, from the recorder.
        (
            "rv-s27-chibicc",
            r#"{"oracle": "crash", "cc": ["chibicc"], "ref": "gcc -std=c99 -w"}"#,
        ),
    ];
    let never = || false;
    for (case, json) in cases {
        let sb = Sandbox::new();
        let (file, _) = sb.case(case);
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let original = read(&file);
        let oracle = calibrated(json, &original, &name);
        let lines = creduce_rs::oracle::Oracle::script_lines(&oracle, &name);
        let script = sb.path("emitted.sh");
        std::fs::write(&script, plan::shell::script(case, &name, &lines)).unwrap();
        std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755))
            .unwrap();
        let verdicts = |text: &str| {
            let runner = creduce_rs::oracle::Oracle::test(&oracle, text, &never).unwrap();
            (
                runner.verdict.is_interesting(),
                still_interesting(&script, &name, text),
                runner.notes,
            )
        };
        let (runner, shell, notes) = verdicts(&original);
        assert!(runner && shell, "{case}: the original: {notes:?}");
        // The candidates a reduction of it tests first: up to 40 of every pass's.
        let program = creduce_passes::Program::new(original.clone());
        let pool: Vec<String> = creduce_passes::all_passes()
            .iter()
            .flat_map(|p| p.candidates(&program, creduce_passes::Cursor::START, 40))
            .filter_map(|c| c.edit.apply(&original))
            .collect();
        assert!(pool.len() > 100, "{case}: {} candidates", pool.len());
        let interesting = std::cell::Cell::new(0);
        let tried = std::cell::Cell::new(0);
        let mut runner_rng = TestRunner::new_with_rng(
            Config {
                cases: 24,
                max_shrink_iters: 8,
                failure_persistence: None,
                ..Config::default()
            },
            TestRng::deterministic_rng(RngAlgorithm::ChaCha),
        );
        let outcome = runner_rng.run(&any::<prop::sample::Index>(), |which| {
            let candidate = &pool[which.index(pool.len())];
            let (runner, shell, notes) = verdicts(candidate);
            tried.set(tried.get() + 1);
            interesting.set(interesting.get() + runner as usize);
            prop_assert_eq!(
                runner,
                shell,
                "{}: the runner and the script disagree on a candidate; runner's notes: {:?}\n{}",
                case,
                notes,
                candidate
            );
            Ok(())
        });
        if let Err(e) = outcome {
            panic!("{e}");
        }
        eprintln!(
            "{case} ({}): {} candidates, {} interesting to both",
            json,
            tried.get(),
            interesting.get()
        );
    }
}

/// Regression: pcc's miscompiled wc-s1181 jumps wild, and with address randomization it
/// died of SIGSEGV or SIGILL as the layout fell (3 and 3 of 6 calibrations), so its
/// signature, and every verdict of its reduction, changed from run to run. Children now
/// start without randomization: the signature repeats, and the emitted script, which
/// re-runs itself under `setarch -R`, agrees every time.
#[test]
fn regression_a_wild_jump_crashes_the_same_way_every_run() {
    require!("gcc", "clang-15", "pcc", "setarch");
    let sb = Sandbox::new();
    let (file, _) = sb.case("wc-s1181-pcc");
    let oracle = [
        "--oracle",
        "vote",
        "--cc",
        "gcc -O0",
        "--cc",
        "gcc -O2",
        "--cc",
        "clang-15 -O2",
        "--cc",
        "pcc -fPIC",
        "--no-ub-guard",
        "--no-static-guard",
    ];
    let signature = |out: &std::process::Output| {
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .find(|l| l.contains("signature:"))
            .unwrap_or("")
            .to_string()
    };
    let runs: Vec<String> = (0..6)
        .map(|_| {
            signature(
                &sb.cmd()
                    .arg("check")
                    .arg(&file)
                    .args(oracle)
                    .output()
                    .unwrap(),
            )
        })
        .collect();
    assert!(runs[0].contains("runtime crash"), "{runs:?}");
    assert!(runs.iter().all(|r| r == &runs[0]), "{runs:?}");
    let script = sb.path("check.sh");
    sb.cmd()
        .arg("check")
        .arg(&file)
        .args(oracle)
        .arg("--emit-script")
        .arg(&script)
        .succeeds();
    for _ in 0..6 {
        let st = std::process::Command::new("bash")
            .arg(&script)
            .current_dir(file.parent().unwrap())
            .env_remove("CREDUCE_RS_NORAND")
            .status()
            .unwrap();
        assert!(st.success(), "the emitted script missed the original");
    }
}

/// The static guard checks with clang in a clang server (libclang loaded once): on
/// valid programs, warnings the guard looks for, errors, pedantic errors and pragmas,
/// the server says what `clang-15` says (the same exit and the same diagnostics), and a
/// cancelled check ends at once.
#[test]
fn the_clang_server_judges_as_clang_does() {
    use creduce_rs::toolchain::clang_server;
    use creduce_rs::toolchain::{CompilerSpec, Exit};
    require!("clang-15");
    let sb = Sandbox::new();
    let programs = [
        "int main(void) { return 0; }\n",
        "int main(void) { int x; return x; }\n",
        "int f(int a) { if (a) return 1; }\nint main(void) { return f(0); }\n",
        "int main(void) { int *p = 0; long l = p; return (int)l; }\n",
        "int main(void) { return g(); }\n",
        "int main(void) { // c99 comment\n return 0; }\n",
        "#pragma pack(push,)\nint main(void) { return 0; }\n",
        "#pragma frobnicate\nint main(void) { return 0; }\n",
        "int main(void) { return 1 +; }\n",
        "struct S { int a; };\nint main(void) { struct S s = {1, 2}; return s.a; }\n",
    ];
    let diagnostics = |stderr: &[u8]| -> Vec<String> {
        String::from_utf8_lossy(stderr)
            .lines()
            .filter(|l| l.contains(": warning: ") || l.contains(": error: "))
            // clang's driver names the flag that made a warning an error; libclang
            // does not: the same diagnostic.
            .map(|l| l.replace("[-Werror,", "["))
            .collect()
    };
    let never = || false;
    for mode in ["-std=c89", "-std=c99"] {
        let spec = CompilerSpec::parse(&format!(
            "clang-15 {mode} -pedantic-errors -Wall -Wextra -Wignored-pragmas -Wunknown-pragmas"
        ))
        .unwrap();
        assert!(
            clang_server::available(&spec.program),
            "no clang server for clang-15"
        );
        for (i, p) in programs.iter().enumerate() {
            let name = format!("p{i}.c");
            std::fs::write(sb.path(&name), p).unwrap();
            let tail = ["-fsyntax-only", "{src}"];
            let served = clang_server::compile(
                &spec,
                sb.dir.path(),
                &name,
                &tail,
                std::time::Duration::from_secs(30),
                &never,
            )
            .expect("the server answers");
            let cli = std::process::Command::new("clang-15")
                .current_dir(sb.dir.path())
                .args(spec.argv(&name, "", &tail))
                .output()
                .unwrap();
            assert_eq!(
                served.exit,
                Exit::Code(cli.status.code().unwrap()),
                "{mode} {p}: {}",
                String::from_utf8_lossy(&cli.stderr)
            );
            assert_eq!(
                diagnostics(&served.stderr),
                diagnostics(&cli.stderr),
                "{mode} {p}"
            );
        }
    }
    // Cancelled before its answer: the check ends as cancelled.
    let spec = CompilerSpec::parse("clang-15 -std=c99").unwrap();
    let cancelled = || true;
    let r = clang_server::compile(
        &spec,
        sb.dir.path(),
        "p0.c",
        &["-fsyntax-only", "{src}"],
        std::time::Duration::from_secs(30),
        &cancelled,
    )
    .unwrap();
    assert_eq!(r.exit, Exit::Cancelled);
}

/// With the static guard on, the crash oracle's reference (gcc) does not compile each
/// candidate again once the guard has learned to compile every candidate with the same
/// gcc in the same mode, more strictly. It still must accept the original; a reference
/// in another mode, with another flag or another compiler keeps its step; and without
/// the static guard it checks every candidate.
/// The names of the steps of the plans of the oracle `json`, calibrated on `original`.
fn step_names(json: &str, original: &str, name: &str) -> Vec<String> {
    use creduce_rs::oracle::Oracle;
    calibrated(json, original, name)
        .plan()
        .iter()
        .flat_map(|p| p.steps.iter().map(|s| s.name.clone()))
        .collect()
}

#[test]
fn the_static_guard_covers_the_crash_oracles_reference() {
    require!("gcc", "clang-14", "clang-15", "chibicc", "pcc");
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-static-init-chibicc");
    let original = read(&file);
    let name = file.file_name().unwrap().to_string_lossy().into_owned();
    let steps = |json: &str| step_names(json, &original, &name);
    let guarded = steps(r#"{"oracle": "crash", "cc": ["chibicc"], "ref": "gcc -std=c99 -w"}"#);
    assert!(
        !guarded.iter().any(|s| s.starts_with("reference")),
        "{guarded:?}"
    );
    let gcc = guarded.iter().position(|s| s.starts_with("gcc -std="));
    let clang = guarded.iter().position(|s| s.starts_with("clang -std="));
    assert!(gcc.is_some() && clang.is_some(), "{guarded:?}");
    // The clang server answers first: it is the cheapest check.
    assert!(clang < gcc, "{guarded:?}");
    // Every check stops at the first error: one is enough to reject.
    let oracle = calibrated(
        r#"{"oracle": "crash", "cc": ["chibicc"], "ref": "gcc -std=c99 -w"}"#,
        &original,
        &name,
    );
    let guard = oracle.static_guard().expect("the static guard is on");
    for step in &guard.plan().steps {
        let creduce_rs::oracle::plan::Action::Compile(c) = &step.action else {
            panic!("{}: the static guard only compiles", step.name);
        };
        let limit = if step.name.starts_with("gcc") {
            "-fmax-errors=1"
        } else {
            "-ferror-limit=1"
        };
        assert!(
            c.cc.args.iter().any(|a| a == limit),
            "{}: {:?}",
            step.name,
            c.cc.args
        );
    }
    // A reference the guard does not check as strictly keeps its step: another mode,
    // a flag the guard does not pass on, another compiler.
    for reference in [
        "gcc -std=gnu11 -w",
        "gcc -std=c99 -w -Werror",
        "clang-14 -std=c99 -w",
    ] {
        let json = format!(r#"{{"oracle": "crash", "cc": ["chibicc"], "ref": "{reference}"}}"#);
        let kept = steps(&json);
        assert!(
            kept.iter().any(|s| s.starts_with("reference")),
            "{reference}: {kept:?}"
        );
    }
    let unguarded = steps(
        r#"{"oracle": "crash", "cc": ["chibicc"], "ref": "gcc -std=c99 -w", "static_guard": false}"#,
    );
    // An original that passes no -pedantic-errors mode (pcc's campaign failures): gcc
    // holds candidates to the reference's mode, and the reference is left out.
    let (pcc_file, _) = sb.case("campaigns/csmith-compile/s10647-pcc");
    let pcc_original = read(&pcc_file);
    let pcc_steps = |json: &str| step_names(json, &pcc_original, "prog.c");
    let pcc = pcc_steps(r#"{"oracle": "crash", "cc": ["pcc"], "ref": "gcc -std=c99 -w"}"#);
    assert!(
        pcc.iter().any(|s| s == "gcc -std=c99") && !pcc.iter().any(|s| s.starts_with("reference")),
        "{pcc:?}"
    );
    // With another compiler as the reference, gcc keeps its default mode and the
    // reference its step.
    let other = pcc_steps(r#"{"oracle": "crash", "cc": ["pcc"], "ref": "clang-14 -std=c99 -w"}"#);
    assert!(
        other.iter().any(|s| s == "gcc (default mode)")
            && other.iter().any(|s| s.starts_with("reference")),
        "{other:?}"
    );
    assert_eq!(
        unguarded,
        ["`chibicc`", "reference `gcc -std=c99 -w`"],
        "the compiler under test first: it rejects most candidates"
    );
}

/// The expect and vote oracles build with the compiler under test first (after the one
/// build a vote compares with): a candidate that lost the bug, most of what a reduction
/// tries, is rejected without building the others.
#[test]
fn the_compiler_under_test_builds_first() {
    require!("gcc", "tcc", "clang-15", "chibicc");
    let sb = Sandbox::new();
    let (file, _) = sb.case("campaigns/wrong-code/arith-s92477-tcc");
    let original = read(&file);
    let names = step_names(
        r#"{"oracle": "expect", "cc": ["tcc"], "ref": "gcc", "static_guard": false, "ub_guard": false}"#,
        &original,
        "test.c",
    );
    assert_eq!(names, ["`tcc`", "reference `gcc`"]);
    // The vote oracle: the majority's first compiler (its output is what the minority
    // must differ from), the minority, then the rest of the majority.
    let (file, _) = sb.case("small-float-conv-chibicc");
    let vote = step_names(
        r#"{"oracle": "vote", "cc": ["gcc", "clang-15", "chibicc"], "static_guard": false, "ub_guard": false}"#,
        &read(&file),
        &file.file_name().unwrap().to_string_lossy(),
    );
    assert_eq!(vote, ["`gcc`", "`chibicc`", "`clang-15`"]);
}

/// When the kept failure is a hang, the build under test goes last: a candidate that
/// loops would otherwise wait out the run limit and then build the reference anyway. A
/// real hang: gcc -O2 turns a loop that ends by signed overflow at -O0 into one that
/// never ends.
#[test]
fn a_hang_keeps_the_reference_first() {
    require!("gcc", "clang-15");
    let original = "int main(void) {\n  int n = 0;\n  for (int i = 1; i > 0; i += i)\n    n++;\n  return n != 31;\n}\n";
    let expect = step_names(
        r#"{"oracle": "expect", "cc": ["gcc -O2"], "ref": "gcc -O0", "run_timeout": 1, "static_guard": false, "ub_guard": false}"#,
        original,
        "hang.c",
    );
    assert_eq!(expect, ["reference `gcc -O0`", "`gcc -O2`"]);
    let vote = step_names(
        r#"{"oracle": "vote", "cc": ["gcc -O0", "clang-15 -O0", "gcc -O2"], "run_timeout": 1, "static_guard": false, "ub_guard": false}"#,
        original,
        "hang.c",
    );
    assert_eq!(vote, ["`gcc -O0`", "`clang-15 -O0`", "`gcc -O2`"]);
}

/// The hazard check rejects GNU constructs (a `;` at file scope, an empty struct, union,
/// enum or initializer) before any compile only when the static guard holds candidates
/// to a `-pedantic-errors` mode: so every such mode, in gcc and in clang, must reject
/// each of them, or the engine would throw away a candidate the guard accepts.
#[test]
fn every_pedantic_guard_rejects_the_gnu_constructs_the_hazard_check_counts() {
    use creduce_passes::hazards::hazards;
    use creduce_passes::{Lang, Program};
    use creduce_rs::oracle::Verdict;
    use creduce_rs::toolchain::Family;
    require!("gcc", "clang-15", "pcc");
    let never = || false;
    let original = "int a;\nint main(void) { int b[1] = { 0 }; return b[0] + a; }\n";
    let candidates = [
        "int a;\n;\nint main(void) { int b[1] = { 0 }; return b[0] + a; }\n",
        "int a;\nstruct S {} s;\nint main(void) { int b[1] = { 0 }; return b[0] + a; }\n",
        "int a;\nunion U { } u;\nint main(void) { int b[1] = { 0 }; return b[0] + a; }\n",
        "int a;\nenum E {} e;\nint main(void) { int b[1] = { 0 }; return b[0] + a; }\n",
        "int a;\nint main(void) { int b[1] = { }; return b[0] + a; }\n",
    ];
    // Under __extension__ a pedantic compiler reports none of them: not counted.
    let extension = [
        "int a;\n__extension__ typedef struct { } t;\nint main(void) { int b[1] = { 0 }; return b[0] + a; }\n",
        "int a;\nint main(void) { __extension__ int b[1] = { }; return b[0] + a; }\n",
    ];
    let gnu = |c: &str| hazards(&Program::new_in(Lang::C, c)).gnu_constructs;
    for c in candidates {
        assert_eq!(gnu(c), 1, "{c}");
    }
    for c in extension {
        assert_eq!(gnu(c), 0, "{c}");
    }
    // Each compiler alone (the other one under suspicion), in every mode.
    for avoid in [Family::Clang, Family::Gcc] {
        for std in [
            "c89", "c99", "c11", "c17", "gnu89", "gnu99", "gnu11", "gnu17",
        ] {
            let guard = calibrated_static_guard(original, &[avoid], Some(std));
            let what = format!("{std}, without {avoid:?}");
            assert_eq!(guard.plan().steps.len(), 1, "{what}");
            assert!(guard.pedantic(), "{what}");
            let verdict = |c: &str| guard.test(c, &never).unwrap().verdict;
            assert_eq!(verdict(original), Verdict::Interesting, "{what}");
            for c in candidates {
                assert_eq!(verdict(c), Verdict::NotInteresting, "{what}: {c}");
            }
            for c in extension {
                assert_eq!(verdict(c), Verdict::Interesting, "{what}: {c}");
            }
        }
    }
    // Learned, not given: the original passes c89 and c99 with -pedantic-errors.
    let guard = calibrated_static_guard(original, &[], None);
    assert!(guard.pedantic(), "{:?}", guard.learned());
    // An original that passes no -pedantic-errors mode is held to gnu leniency: the
    // hazard check must leave GNU constructs to the oracle.
    let sb = Sandbox::new();
    let (pcc_file, _) = sb.case("campaigns/csmith-compile/s10647-pcc");
    let oracle = calibrated(
        r#"{"oracle": "crash", "cc": ["pcc"], "ref": "gcc -std=c99 -w"}"#,
        &read(&pcc_file),
        "prog.c",
    );
    let guard = oracle.static_guard().expect("the static guard is on");
    assert!(!guard.pedantic(), "{:?}", guard.learned());
}

/// A reduction whose static guard holds the program to `-pedantic-errors` never runs its
/// oracle on a text with more GNU constructs than its parent (`Prepared::pedantic`), nor,
/// under any guard, on one that calls more names nothing declares
/// (`Prepared::guarded_c`): the hazard check rejects them first. Without the guard
/// both are tested, so the passes do make them here.
#[test]
fn a_guarded_reduction_never_tests_a_gnu_construct_or_an_undeclared_call() {
    use creduce_passes::hazards::{hazards, Hazards};
    use creduce_passes::{Lang, Program};
    require!("gcc", "clang-15", "chibicc");
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-static-init-chibicc");
    let program = read(&file)
        + "extern int helper_one(int a)\n    ;\nextern int helper_two(int a, int b)\n    ;\n";
    std::fs::write(&file, &program).unwrap();
    let original = hazards(&Program::new_in(Lang::C, &program));
    assert_eq!(original.undeclared_calls, 0);
    let tested = |guard: &str| -> Vec<Hazards> {
        std::fs::write(&file, &program).unwrap();
        let path = sb.path(&format!("tests{guard}.jsonl"));
        sb.cmd()
            .arg(&file)
            .args(CHIBICC_CRASH)
            .args(["-j", "1", "--no-speculation", guard, "--record-tests"])
            .arg(&path)
            .succeeds();
        read(&path)
            .lines()
            .map(|l| {
                hazards(&Program::new_in(
                    Lang::C,
                    serde_json::from_str::<String>(l).unwrap(),
                ))
            })
            .collect()
    };
    let gnu = |h: &Vec<Hazards>| h.iter().filter(|h| h.gnu_constructs > 0).count();
    let undeclared = |h: &Vec<Hazards>| h.iter().filter(|h| h.undeclared_calls > 0).count();
    let guarded = tested("--static-guard");
    assert_eq!(gnu(&guarded), 0);
    assert_eq!(undeclared(&guarded), 0);
    let unguarded = tested("--no-static-guard");
    assert!(gnu(&unguarded) > 0);
    assert!(undeclared(&unguarded) > 0);
}

/// A compiler's diagnostics are read whole, however long. An original whose harmless
/// warnings run past a process's output cap still has every one of its own invalid-
/// program warnings tolerated: a candidate that only drops lines keeps the original's
/// `-Woverflow` (an out-of-range constant made `unsigned char`), and neither guard may reject it as new (both did, when the cap cut the
/// warning out of the middle of the original's output). A really new one is still
/// rejected.
#[test]
fn regression_the_guards_read_long_diagnostics_whole() {
    use creduce_passes::Lang;
    use creduce_rs::oracle::ubguard::UbGuard;
    use creduce_rs::oracle::{Oracle, Verdict, Workspace};
    use creduce_rs::toolchain::Family;
    use std::sync::Arc;
    use std::time::Duration;
    require!("gcc");
    let never = || false;
    // gcc reports `a, 0;` once per line (comma operand without effect): 3,000 of them
    // are well past 64 KiB, with the out-of-range constant in the middle.
    let lines = |n: usize| (0..n).map(|i| format!("  a, {i};\n")).collect::<String>();
    let prog = |n: usize, extra: &str| {
        format!(
            "int a;\nint f(void) {{\n{}  unsigned char s = 300;\n{extra}{}  return s;\n}}\nint main(void) {{ return f(); }}\n",
            lines(n),
            lines(n)
        )
    };
    let original = prog(1500, "");
    let candidate = prog(1, "");
    let worse = prog(1, "  unsigned char t = 301;\n  s += t;\n");
    let workspace = || Arc::new(Workspace::new("t.c".into()).unwrap());
    let guard = calibrated_static_guard(&original, &[Family::Clang], None);
    let verdict = |c: &str| guard.test(c, &never).unwrap();
    assert_eq!(verdict(&original).verdict, Verdict::Interesting);
    let r = verdict(&candidate);
    assert_eq!(r.verdict, Verdict::Interesting, "{:?}", r.notes);
    assert_eq!(verdict(&worse).verdict, Verdict::NotInteresting);

    let mut ub = UbGuard::new(
        workspace(),
        Duration::from_secs(60),
        Duration::from_secs(10),
        false,
        false,
        &[Family::Clang],
        Lang::C,
    )
    .expect("gcc is installed");
    ub.tolerate_original(&original, &never).unwrap();
    let r = ub.test(&candidate, &never).unwrap();
    assert_eq!(r.verdict, Verdict::Interesting, "{:?}", r.notes);
    let r = ub.test(&worse, &never).unwrap();
    assert_eq!(r.verdict, Verdict::NotInteresting, "{:?}", r.notes);
}

/// The hazard check rejects a guarded C candidate that calls a name with no declaration
/// before the call (`Hazards::undeclared_calls`) on the claim that the static guard
/// would reject it anyway. Every such candidate the passes make of these programs (a
/// reduction's first 40 of each pass) is rejected by the guard the original calibrates:
/// the in-process rejection never changes a verdict. Only originals whose undeclared
/// calls are countable, as in the engine (`undeclared_calls_countable`).
#[test]
fn every_candidate_with_a_new_undeclared_call_fails_the_static_guard() {
    use creduce_passes::hazards::hazards;
    use creduce_passes::{Lang, Program};
    use creduce_rs::oracle::Verdict;
    require!("gcc", "clang-15");
    let never = || false;
    let sb = Sandbox::new();
    let mut originals: Vec<String> = ["small-static-init-chibicc", "rv-s1-chibicc"]
        .iter()
        .map(|c| read(&sb.case(c).0))
        .collect();
    // A prototype above the call and the definition below it; a typedef name cast to.
    originals.push(
        "int g(int);\nint main(void) { return g(1); }\nint g(int x) { return x - 1; }\n".into(),
    );
    originals.push(
        "typedef long T;\nstatic T g(T x) { return x + 1; }\nint h(int y) { return (int)g(y); }\nint main(void) { return h(2) - 3; }\n"
            .into(),
    );
    // Review cases of a first design, which counted these and so rejected candidates the
    // guard accepts: a call above the only definition (C89's implicit declaration, which
    // the guard tolerates as the original's), and an attribute argument that parses as
    // a call, once the last directive is deleted.
    originals.push("int main(void) { return g(); }\nint g(void) { return 0; }\n".into());
    originals.push(
        "#include <stdio.h>\ntypedef int v4si __attribute__((vector_size(16)));\nv4si f(v4si a) { return a + a; }\nint main(void) { return 0; }\n"
            .into(),
    );
    // A second review's: casts to `_Bool` that passes write as `(_Bool)(e)` (parsed as a
    // call), and a parameter named like a function called later.
    originals.push(
        "static _Bool odd(int x) { return (_Bool)!(x & 2); }\nint main(void) { return odd(3) ? 0 : 1; }\n"
            .into(),
    );
    originals.push(
        "int compute(void);\nint scale(int compute) { return compute * 2; }\nint main(void) { return compute() + scale(1); }\nint compute(void) { return 0; }\n"
            .into(),
    );
    let mut rejected = 0;
    for original in &originals {
        // As the engine: only where the original's undeclared calls are countable.
        if !creduce_passes::hazards::undeclared_calls_countable(original) {
            continue;
        }
        let count = |t: &str| hazards(&Program::new_in(Lang::C, t)).undeclared_calls;
        let before = count(original);
        let guard = calibrated_static_guard(original, &[], None);
        assert!(!guard.plan().steps.is_empty(), "{:?}", guard.learned());
        let program = Program::new_in(Lang::C, original.clone());
        for c in creduce_passes::all_passes()
            .iter()
            .flat_map(|p| p.candidates(&program, creduce_passes::Cursor::START, 40))
            .filter_map(|c| c.edit.apply(original))
        {
            if count(&c) > before {
                let r = guard.test(&c, &never).unwrap();
                assert_eq!(r.verdict, Verdict::NotInteresting, "{:?}\n{c}", r.notes);
                rejected += 1;
            }
        }
    }
    assert!(rejected > 0, "no candidate adds an undeclared call");
    eprintln!("{rejected} candidates with a new undeclared call, each rejected by the guard");
}

/// The hazard check rejects a guarded C candidate with more of what gcc and clang warn
/// about by default (`Hazards::without_default_warnings`: a C library function given
/// another type, an over-full array initializer) on the claim that both compilers warn,
/// so any guard would reject it anyway. Every such candidate the passes make of these
/// programs (a reduction's first 200 of each pass) is rejected by the static guard with
/// both compilers, and with each alone: the in-process rejection never changes a
/// verdict.
#[test]
fn every_candidate_with_a_new_default_warning_fails_the_static_guard() {
    use creduce_passes::hazards::hazards;
    use creduce_passes::{Lang, Program};
    use creduce_rs::oracle::Verdict;
    use creduce_rs::toolchain::Family;
    require!("gcc", "clang-15");
    let never = || false;
    let originals = [
        "int printf(const char *, ...);\nint a = 3;\nint main(void) {\n  if ((a + 1) != 4) printf(\"NG t1\\n\");\n  return 0;\n}\n",
        "typedef unsigned long size_t;\n\
         extern void *memcpy (void *__restrict __dest, const void *__restrict __src, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));\n\
         extern void *memset (void *__s, int __c, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));\n\
         extern size_t strlen (const char *__s) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__));\n\
         extern int printf (const char *__restrict __format, ...);\n\
         extern void abort (void) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));\n\
         int g[4];\n\
         int main(void) {\n  memset(g, 0, sizeof g);\n  memcpy(g, g + 1, 2 * sizeof(int));\n  if (strlen(\"ab\") != 2) abort();\n  printf(\"%d\\n\", g[0]);\n  return 0;\n}\n",
        "extern double sqrt (double __x) __attribute__ ((__nothrow__ , __leaf__));\n\
         extern float fabsf (float __x) __attribute__ ((__const__));\n\
         extern double pow (double __x, double __y);\n\
         double d = 2.0;\n\
         int main(void) { return (int)(sqrt(d) + fabsf(1.0f) + pow(d, 2.0)) - 7; }\n",
        "int t[8] = {1, 2, 3, 4, 5, 6, 7, 8};\n\
         int m[4][2] = {{1, 2}, {3, 4}, {5, 6}, {7, 8}};\n\
         int main(void) { return t[1] + m[1][0] - 5; }\n",
    ];
    let mut rejected = [0usize; 2];
    let count = |t: &str| {
        let h = hazards(&Program::new_in(Lang::C, t));
        [h.library_redeclarations, h.excess_initializers]
    };
    for original in originals {
        let before = count(original);
        assert_eq!(before, [0, 0], "{original}");
        let guards: Vec<_> = [&[][..], &[Family::Clang], &[Family::Gcc]]
            .into_iter()
            .map(|avoid| calibrated_static_guard(original, avoid, None))
            .collect();
        let program = Program::new_in(Lang::C, original.to_string());
        let mut seen = std::collections::BTreeSet::new();
        for c in creduce_passes::all_passes()
            .iter()
            .flat_map(|p| p.candidates(&program, creduce_passes::Cursor::START, 200))
            .filter_map(|c| c.edit.apply(original))
        {
            let worse = count(&c).map(|n| n > 0);
            if worse.contains(&true) && seen.insert(c.clone()) {
                for guard in &guards {
                    let r = guard.test(&c, &never).unwrap();
                    assert_eq!(r.verdict, Verdict::NotInteresting, "{:?}\n{c}", r.notes);
                }
                for (r, w) in rejected.iter_mut().zip(worse) {
                    *r += usize::from(w);
                }
            }
        }
    }
    // Declarations written by hand, each counted one way or the other (a review's list
    // of near misses among them): whatever is counted, every guard rejects.
    let original = "int main(void) { return 0; }\n";
    let guards: Vec<_> = [&[][..], &[Family::Clang], &[Family::Gcc]]
        .into_iter()
        .map(|avoid| calibrated_static_guard(original, avoid, None))
        .collect();
    for decl in [
        "int printf(const char *);",
        "printf();",
        "int abort(void);",
        "void exit(long);",
        "void *memcpy(void *, void *, unsigned long);",
        "double sqrt(float);",
        "char *strchr(const char *, char);",
        "unsigned strlen(const char *);",
        "int printf(const char * const, ...);",
        "int putchar(const int);",
        "signed int abs(signed int);",
        "long signed labs(long);",
        "const int abs(int);",
        "int printf(const char const *, ...);",
        "int puts(char *);",
        "float sqrtf(double);",
        "int snprintf(char *, const char *, ...);",
        "int fprintf(int *, const char *, ...);",
        "int g[1] = {1, 2};",
        "struct S { int a, b; } s[1] = {1, 2};",
        "typedef int row[2]; row g[1] = {1, 2};",
    ] {
        let text = format!("{decl}\n{original}");
        let worse = count(&text).map(|n| n > 0);
        if worse.contains(&true) {
            for guard in &guards {
                let r = guard.test(&text, &never).unwrap();
                assert_eq!(r.verdict, Verdict::NotInteresting, "{:?}\n{text}", r.notes);
            }
            for (r, w) in rejected.iter_mut().zip(worse) {
                *r += usize::from(w);
            }
        }
    }
    let [library, excess] = rejected;
    assert!(
        library > 0,
        "no candidate gives a library function another type"
    );
    assert!(excess > 0, "no candidate over-fills an array");
    eprintln!("{library} candidates give a library function another type, {excess} over-fill an array; each rejected by the guard");
}

/// A static guard whose compilers reject the original in every mode learns no check and
/// accepts every candidate: it then compiles nothing, and the engine must not reject
/// undeclared calls in its name (`Guarded::compiles_candidates`).
#[test]
fn a_static_guard_without_checks_compiles_no_candidate() {
    use creduce_rs::oracle::{Guarded, Oracle, OracleError, Report, Verdict};
    use creduce_rs::toolchain::Control;
    require!("gcc", "clang-15");
    #[derive(Debug)]
    struct Always;
    impl Oracle for Always {
        fn test(&self, _: &str, _: &dyn Control) -> Result<Report, OracleError> {
            Ok(Report::new(
                Verdict::Interesting,
                "always",
                std::time::Duration::ZERO,
            ))
        }
    }
    let guard_for = |original: &str| calibrated_static_guard(original, &[], None);
    let invalid = guard_for("int main(void) { return undeclared_variable; }\n");
    assert!(invalid.plan().steps.is_empty(), "{:?}", invalid.learned());
    assert!(!Guarded::new(Box::new(Always), Some(invalid), None).compiles_candidates());
    let valid = guard_for("int main(void) { return 0; }\n");
    assert!(Guarded::new(Box::new(Always), Some(valid), None).compiles_candidates());
}

/// A clang crash's signature is its crash state: the first frames of its stack dump below
/// the crash handler, as clang++-15 prints them with llvm-symbolizer. Two real bugs,
/// both "clang frontend command failed with exit code 139", have two signatures.
#[test]
fn clang_stack_frames_are_in_the_crash_signature() {
    require!("clang++-15", "g++", "llvm-symbolizer");
    let sb = Sandbox::new();
    let mut sigs = Vec::new();
    for bug in ["clang-gh58207", "clang-gh57410"] {
        let file = sb.path(&format!("{bug}.cc"));
        let dir =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/campaigns/cpp-bugs");
        std::fs::copy(dir.join(bug).join("prog.cc"), &file).unwrap();
        let out = sb
            .cmd()
            .arg("check")
            .arg(&file)
            .args([
                "--oracle",
                "crash",
                "--cc",
                "clang++-15 -std=c++20 -fno-crash-diagnostics",
            ])
            .args(["--ref", "g++ -std=c++20", "--json"])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).to_string();
        assert!(text.contains("\"stack-dump\""), "{bug}: {text}");
        assert!(!text.contains("frontend command failed"), "{bug}: {text}");
        sigs.push(text);
    }
    assert!(
        sigs[0].contains("clang::Expr::EvaluateAsConstantExpr")
            && sigs[0].contains("clang::Sema::PopExpressionEvaluationContext"),
        "{}",
        sigs[0]
    );
    assert_ne!(sigs[0], sigs[1]);
}

/// gcc's internal errors carry the pass gcc names on the line before: a `Segmentation
/// fault` in cc1 (sent while gcc-12 optimizes a large file) is told apart by it.
///
/// A g++ front-end crash prints `internal compiler error: Segmentation fault` and no pass
/// (Debian's g++ 12 on two of GCC's own tests, of two fixes: concepts-throw1.C, PR
/// 112437, and nontype-class53.C, PR 103346). The signature keeps where cc1plus faulted,
/// so each is specific and the two are two bugs; the emitted script checks the fault too.
#[test]
fn a_gxx_segfault_without_its_pass_keeps_where_it_faulted() {
    require!("g++-12");
    let sb = Sandbox::new();
    let throw1 = "struct S {};\ntemplate <class T>\nconcept Throwable = requires(T x) { throw x; };\n\nbool a = Throwable<S>;\n";
    let class53 = "struct Item {};\ntemplate<class T, T... ts>\nstruct Sequence { };\ntemplate<Item... items>\nusing ItemSequence = Sequence<Item, items...>;\ntemplate<Item... items>\nconstexpr auto f() {\n  constexpr auto l = [](Item item) { return item; };\n  return ItemSequence<l(items)...>{};\n}\nusing ty1 = decltype(f<{}>());\nusing ty1 = ItemSequence<{}>;\n";
    let crash = ["--oracle", "crash", "--cc", "g++-12 -std=gnu++20"];
    let file = sb.path("bug.cc");
    let script = sb.path("emitted.sh");
    let fault = |text: &str| {
        text.lines()
            .find_map(|l| l.split_once("ICE: Segmentation fault (faulted at "))
            .map(|(_, rest)| rest.split(')').next().unwrap_or("").to_string())
    };
    std::fs::write(&file, throw1).unwrap();
    let mut args = crash.to_vec();
    args.extend(["--emit-script", script.to_str().unwrap()]);
    let (code, text) = check_cmd(&sb, &file, &args);
    assert_eq!(code, 0, "{text}");
    let a = fault(&text).unwrap_or_else(|| panic!("no fault in: {text}"));
    assert!(
        a.starts_with("cc1plus+0x") && a.split(' ').count() == 2,
        "{a}"
    );
    assert!(still_interesting(&script, "bug.cc", throw1));
    std::fs::write(&file, class53).unwrap();
    let (code, text) = check_cmd(&sb, &file, &crash);
    assert_eq!(code, 0, "{text}");
    let b = fault(&text).unwrap_or_else(|| panic!("no fault in: {text}"));
    assert_ne!(a, b, "two fixes, two faults");
    // The other fix's crash is another bug for the emitted script.
    assert!(!still_interesting(&script, "bug.cc", class53));
}

/// One g++ assertion reached by two bugs (Debian's g++ 12 on two of GCC's own tests,
/// reduced: nontype-float3.C, PR 110809, and ptrmem33.C, PR 108104): both print
/// `internal compiler error: in unify, at cp/pt.cc:24832`. The signature keeps the
/// reporting function and its two callers, which the site recorder finds outside gcc's
/// `fancy_abort`: the same first frame (one assertion), other callers (two ways in), so
/// two bugs; the emitted script checks the callers too.
#[test]
fn an_assertion_two_bugs_reach_keeps_its_callers() {
    require!("g++-12");
    let sb = Sandbox::new();
    let float3 = "template <class, double> struct U {};\ntemplate <class T> void f(U<T, 2.0>) {\n  f(U<int, 1.0>{});\n}\n";
    let ptrmem33 = "struct T;\nenum{a};\ntemplate <int, void (T::*)()> struct U;\ntemplate <int b> struct U<b, nullptr> {};\nint main() {\n  U<a, nullptr>();\n}\n";
    let crash = ["--oracle", "crash", "--cc", "g++-12 -std=gnu++20"];
    let file = sb.path("bug.cc");
    let script = sb.path("emitted.sh");
    let stack = |text: &str| -> Vec<String> {
        let line = text
            .lines()
            .find_map(|l| l.split_once("ICE: in unify, at cp/pt.cc:"))
            .unwrap_or_else(|| panic!("no unify ICE in: {text}"))
            .1;
        let frames = line
            .split_once("(stack ")
            .unwrap_or_else(|| panic!("no stack in: {line}"))
            .1;
        frames
            .split(')')
            .next()
            .unwrap()
            .split(' ')
            .map(str::to_string)
            .collect()
    };
    std::fs::write(&file, float3).unwrap();
    let mut args = crash.to_vec();
    args.extend(["--emit-script", script.to_str().unwrap()]);
    let (code, text) = check_cmd(&sb, &file, &args);
    assert_eq!(code, 0, "{text}");
    let a = stack(&text);
    assert!(
        a.len() == 3 && a.iter().all(|f| f.starts_with("cc1plus+0x")),
        "{a:?}"
    );
    assert!(still_interesting(&script, "bug.cc", float3));
    std::fs::write(&file, ptrmem33).unwrap();
    let (code, text) = check_cmd(&sb, &file, &crash);
    assert_eq!(code, 0, "{text}");
    let b = stack(&text);
    assert_eq!(a[0], b[0], "one assertion: {a:?} {b:?}");
    assert_ne!(a, b, "two ways in");
    // The other fix's failure is another bug for the emitted script.
    assert!(!still_interesting(&script, "bug.cc", ptrmem33));
}

/// Regression: a signal that lands inside cc1's `malloc` makes gcc's own handler abort in
/// glibc ("malloc assertion failure"), and gcc then reports `Aborted` instead. The test
/// tries again for a `Segmentation fault`, and whatever gcc printed, the pass it named
/// must be in the signature.
#[test]
fn a_gcc_segfault_ice_keeps_its_pass() {
    require!("gcc-12");
    let sb = Sandbox::new();
    let file = sb.path("big.c");
    let mut text = String::new();
    for i in 0..30000 {
        text.push_str(&format!(
            "int f{i}(int x) {{ return x * {i} + {}; }}\n",
            i % 7
        ));
    }
    std::fs::write(&file, text).unwrap();
    // Killed once it optimizes (later on each try): gcc's handler prints the ICE and
    // the pass it was in.
    let mut stderr = String::new();
    for wait_ms in [1500, 3000, 6000, 2000, 4500] {
        let child = std::process::Command::new("gcc-12")
            .args(["-O2", "-c"])
            .arg(&file)
            .arg("-o")
            .arg(sb.path("big.o"))
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(wait_ms));
        // Only this gcc's cc1 (found in /proc by its parent): other tests compile beside
        // this one.
        for pid in children_named(child.id(), "cc1") {
            let _ = nix::sys::signal::kill(
                nix::unistd::Pid::from_raw(pid),
                nix::sys::signal::Signal::SIGSEGV,
            );
        }
        stderr = String::from_utf8_lossy(&child.wait_with_output().unwrap().stderr).to_string();
        if stderr.contains("during ") && stderr.contains("error: Segmentation fault") {
            break;
        }
    }
    let pass = stderr
        .lines()
        .find_map(|line| line.trim().strip_prefix("during "))
        .unwrap_or_else(|| panic!("gcc never named a pass:\n{stderr}"));
    let out = creduce_rs::toolchain::Output {
        exit: creduce_rs::toolchain::Exit::Code(1),
        stdout: Vec::new(),
        stdout_hash: None,
        stderr: stderr.as_bytes().to_vec(),
        elapsed: std::time::Duration::ZERO,
    };
    let failure = creduce_rs::oracle::signature::compile_failure(&out).unwrap();
    let shown = failure.to_string();
    assert!(
        shown.starts_with("ICE: ") && shown.ends_with(&format!("(during {pass})")),
        "{shown}\n{stderr}"
    );
    if stderr.contains("error: Segmentation fault") {
        assert!(
            shown.starts_with("ICE: Segmentation fault (during "),
            "{shown}"
        );
    }
}

/// gcc's `a from func referenced in main` (an internal error of gcc/tree-nested.cc, GCC
/// PR 70418's test) names the program's own variables, unquoted. Two programs of that
/// one bug with other names have one signature, and the emitted script of one accepts
/// the other: a reduction may rename them, and triage groups them.
#[test]
fn a_gcc_internal_error_naming_the_program_s_variables_is_one_signature() {
    require!("gcc-12");
    let sb = Sandbox::new();
    let pr70418 = |a: &str, func: &str| {
        format!("int main()\n{{\n  void {func}(int {a}, struct {{int _[{a}];}} v) {{}}\n}}\n")
    };
    let crash = ["--oracle", "crash", "--cc", "gcc-12 -std=gnu99"];
    let file = sb.path("bug.c");
    let script = sb.path("emitted.sh");
    let signature = |text: &str| {
        text.lines()
            .find_map(|l| l.trim().strip_prefix("signature: "))
            .unwrap_or_else(|| panic!("no signature in: {text}"))
            .to_string()
    };
    std::fs::write(&file, pr70418("a", "func")).unwrap();
    let mut args = crash.to_vec();
    args.extend(["--emit-script", script.to_str().unwrap()]);
    let (code, text) = check_cmd(&sb, &file, &args);
    assert_eq!(code, 0, "{text}");
    let a = signature(&text);
    // The message, then where gcc reported it (one place, whatever the names).
    assert!(
        a.contains("ICE: '_' from '_' referenced in '_' (stack cc1+0x"),
        "{a}"
    );
    std::fs::write(&file, pr70418("m", "g1")).unwrap();
    let (code, text) = check_cmd(&sb, &file, &crash);
    assert_eq!(code, 0, "{text}");
    assert_eq!(signature(&text), a);
    assert!(still_interesting(&script, "bug.c", &pr70418("m", "g1")));
    assert!(!still_interesting(&script, "bug.c", "int main() { }\n"));
    // Another failure whose output holds the message's longest fixed piece.
    assert!(!still_interesting(
        &script,
        "bug.c",
        "int main() { x; } /* a from func referenced in main */\n"
    ));
}

/// The processes whose parent is `parent` and whose command is `name` (from /proc).
fn children_named(parent: u32, name: &str) -> Vec<i32> {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.filter_map(|e| {
        let pid: i32 = e.ok()?.file_name().to_str()?.parse().ok()?;
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        // `PID (COMM) STATE PPID ...`: the command may hold spaces, so split at its `)`.
        let (head, tail) = stat.rsplit_once(") ")?;
        let comm = head.split_once(" (")?.1;
        let ppid: u32 = tail.split_whitespace().nth(1)?.parse().ok()?;
        (comm == name && ppid == parent).then_some(pid)
    })
    .collect()
}
