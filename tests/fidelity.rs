//! Fidelity: every reduction stays as valid as its original (the static guard), keeps
//! its own bug, and the guards do not trust the compiler under suspicion. Real
//! compilers on real programs.

use crate::common::*;

/// Compile `text` with `cc` and `flags` (syntax only) in a fresh directory: exit 0?
/// With the compiler's messages.
fn compiles(cc: &str, flags: &[&str], text: &str) -> (bool, String) {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("r.c"), text).unwrap();
    let o = std::process::Command::new(cc)
        .args(flags)
        .args(["-fsyntax-only", "r.c"])
        .current_dir(d.path())
        .output()
        .unwrap();
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// chibicc's messages on `text` (it must reject it).
fn chibicc_rejects(text: &str) -> String {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("r.c"), text).unwrap();
    let o = std::process::Command::new("chibicc")
        .args(["-c", "r.c", "-o", "r.o"])
        .current_dir(d.path())
        .output()
        .unwrap();
    assert!(!o.status.success(), "chibicc accepts:\n{text}");
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// The bundled example (setup.sh's) ends as a program that gcc and clang accept as
/// strict C99, and that chibicc still rejects with its message. Before the static guard
/// it ended in implicit `int`.
#[test]
fn the_bundled_example_ends_as_strict_c99_and_keeps_its_bug() {
    require!("gcc", "clang-15", "chibicc");
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-static-init-chibicc");
    sb.cmd()
        .arg(&file)
        .args(CHIBICC_CRASH)
        .args(["-j2", "-q"])
        .succeeds();
    let reduced = read(&file);
    assert!(reduced.len() < 100, "{reduced}");
    for cc in ["gcc", "clang-15"] {
        for std in ["-std=c89", "-std=c99"] {
            let (ok, e) = compiles(cc, &[std, "-pedantic-errors", "-Werror=pragmas"], &reduced);
            assert!(ok, "{cc} {std} rejects the result:\n{reduced}\n{e}");
        }
    }
    assert!(
        chibicc_rejects(&reduced).contains("not a compile-time constant"),
        "{reduced}"
    );
    assert!(sb.tmp_is_empty(), "temporary directories left behind");
}

/// A script-mode reduction whose test only asks gcc -std=gnu89 with -w (a call, kept
/// whether or not its function is declared, on any gcc) ends less valid than the original, and says so in one
/// line; with --static-guard it stays valid.
#[test]
fn a_script_mode_reduction_warns_when_its_result_is_less_valid() {
    require!("gcc", "clang-15");
    let sb = Sandbox::new();
    let file = sb.path("bug.c");
    std::fs::write(&file, "int g(int);\nint f(void) {\n  return g(1);\n}\n").unwrap();
    let script = sb.write_script(
        "test.sh",
        "#!/bin/sh\ngcc -std=gnu89 -w -c bug.c -o bug.o >/dev/null 2>&1 && grep -q 'g(1)' bug.c\n",
    );
    let out = sb
        .cmd()
        .arg(&file)
        .arg("--test")
        .arg(&script)
        .arg("-j2")
        .succeeds();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    let reduced = read(&file);
    let (strict, _) = compiles("gcc", &["-std=c99", "-pedantic-errors"], &reduced);
    assert!(
        !strict,
        "the script's result became valid; the test proves nothing:\n{reduced}"
    );
    let warning: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("less valid than the original"))
        .collect();
    assert_eq!(warning.len(), 1, "{err}");
    assert!(warning[0].contains("--static-guard"), "{err}");
    // The first check that rejects it names its diagnostic: clang's, the guard's
    // cheapest (`f()` without a prototype, or `g` declared implicitly), else gcc's.
    assert!(
        [
            "implicit declaration",
            "undeclared function",
            "without a prototype"
        ]
        .iter()
        .any(|d| warning[0].contains(d)),
        "{err}"
    );
    // With --static-guard the same script keeps the result valid.
    std::fs::copy(sb.path("bug.c.orig"), &file).unwrap();
    let out = sb
        .cmd()
        .arg(&file)
        .arg("--test")
        .arg(&script)
        .args(["-j2", "--static-guard", "--overwrite-backup"])
        .succeeds();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!err.contains("less valid"), "{err}");
    let reduced = read(&file);
    let (strict, e) = compiles("gcc", &["-std=c99", "-pedantic-errors"], &reduced);
    assert!(strict, "{reduced}\n{e}");
}

/// A candidate in implicit `int` fails the static guard when the original is strict
/// C99, and `check` says which check failed; `--emit-script` writes the same check.
#[test]
fn an_implicit_int_candidate_is_rejected_when_the_original_is_strict_c99() {
    require!("gcc", "clang-15", "chibicc");
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-static-init-chibicc");
    let implicit = "g_table[0][0];\nint *g_ptr = &g_table[0][0];\n";
    // The bug is still there for the crash oracle alone.
    std::fs::write(sb.path("imp.c"), implicit).unwrap();
    let out = sb
        .cmd()
        .arg("check")
        .arg(sb.path("imp.c"))
        .args(CHIBICC_CRASH)
        .arg("--no-static-guard")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    // Held to the modes the original passes, it is rejected.
    let out = sb
        .cmd()
        .arg("check")
        .arg(sb.path("imp.c"))
        .args(CHIBICC_CRASH)
        .args(["--std", "c99"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(5), "{text}");
    assert!(
        text.contains("static guard: gcc -std=c99 -pedantic-errors rejects it")
            || text.contains("static guard: clang -std=c99 -pedantic-errors rejects it"),
        "{text}"
    );
    // --std with --no-static-guard is a contradiction, said on the command line.
    let out = sb
        .cmd()
        .arg("check")
        .arg(sb.path("imp.c"))
        .args(CHIBICC_CRASH)
        .args(["--std", "c99", "--no-static-guard"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    // check on the original learns its modes, and the script it writes rejects the
    // implicit-int candidate and accepts the original.
    let script = sb.path("t.sh");
    let out = sb
        .cmd()
        .arg("check")
        .arg(&file)
        .args(CHIBICC_CRASH)
        .arg("--emit-script")
        .arg(&script)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        text.contains("candidates must pass -std=c89, -std=c99"),
        "{text}"
    );
    let run = |body: &str| {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("bug.c"), body).unwrap();
        std::process::Command::new(&script)
            .current_dir(d.path())
            .status()
            .unwrap()
            .success()
    };
    assert!(run(&read(&file)));
    assert!(!run(implicit));
    // A malformed pragma passes -pedantic-errors in both compilers: only the pragma
    // warnings catch it.
    assert!(!run(&format!("#pragma pack)\n{}", read(&file))));
}

/// gcc miscompiling even at -O0 (as in gcc PR111151) made the UB guard's gcc sanitizer
/// build fail on the valid original: "the original fails the UB guard". The guard's
/// run-time checks now come from clang when gcc is under suspicion.
#[test]
fn a_vote_failure_whose_only_wrong_compiler_is_gcc_is_reduced() {
    require!("gcc", "clang-15");
    let sb = Sandbox::new();
    // A stand-in for a gcc that miscompiles one construct at every level: `% 7` is
    // compiled as `% 6`. It is named gcc and put first on PATH, so the guards meet it
    // too, as they met the real miscompiling gcc.
    let bin = sb.path("miscompiling-gcc");
    std::fs::create_dir(&bin).unwrap();
    let real = std::process::Command::new("sh")
        .args(["-c", "command -v gcc"])
        .output()
        .unwrap();
    let real = String::from_utf8_lossy(&real.stdout).trim().to_string();
    sb.write_script(
        "miscompiling-gcc/gcc",
        &format!(
            "#!/bin/bash\n# A gcc that miscompiles `% 7` as `% 6`, for the test only.\n\
             args=()\nfor a in \"$@\"; do\n  if [[ $a == *.c && -f $a ]]; then\n    \
             sed 's/% 7/% 6/g' \"$a\" > \"$a.miscompiled.c\"; args+=(\"$a.miscompiled.c\")\n  \
             else args+=(\"$a\"); fi\ndone\nexec {real} \"${{args[@]}}\"\n"
        ),
    );
    std::fs::write(
        sb.path("m.c"),
        "#include <stdio.h>\n#include <stdlib.h>\n\
         static int unused_table[4] = {1, 2, 3, 4};\n\
         static int f(int x) { return x % 7; }\n\
         static int g(int y) { return y + unused_table[1]; }\n\
         int main(void) {\n  int r = f(20);\n  int s = g(3);\n  if (r != 6) abort();\n  printf(\"%d %d\\n\", r, s);\n  return 0;\n}\n",
    )
    .unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let vote = [
        "--oracle",
        "vote",
        "--cc",
        "clang-15 -O0",
        "--cc",
        "clang-15 -O2",
        "--cc",
        "gcc -O2",
    ];
    let out = sb
        .cmd()
        .env("PATH", &path)
        .arg("check")
        .arg(sb.path("m.c"))
        .args(vote)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{text}");
    // Each check names its compiler; none is gcc's.
    assert!(
        text.contains("UB guard: clang -O0 UBSan+ASan clean"),
        "{text}"
    );
    assert!(!text.contains("UB guard: gcc"), "{text}");
    assert!(!text.contains("static guard: gcc"), "{text}");
    let out = sb
        .cmd()
        .env("PATH", &path)
        .arg(sb.path("m.c"))
        .args(vote)
        .args(["-j2", "-q"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let reduced = read(&sb.path("m.c"));
    assert!(reduced.contains("% 7"), "{reduced}");
    assert!(!reduced.contains("unused_table"), "{reduced}");
}

/// The crash oracle's signature of `text` from `check --json` (its failure object).
fn crash_failure(sb: &Sandbox, cc: &str, text: &str) -> serde_json::Value {
    let f = sb.path("site.c");
    std::fs::write(&f, text).unwrap();
    let out = sb
        .cmd()
        .arg("check")
        .arg(&f)
        .args(["--oracle", "crash", "--cc", cc, "--ref", "gcc -std=c99 -w"])
        .args(["--no-static-guard", "--json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stdout)));
    assert_eq!(v["interesting"], true, "{v}");
    v["signature"]["failure"].clone()
}

/// Two chibicc crashes with the same silence (its driver exits 1 without a word) have
/// different sites; two runs of one crash give one site. The same for one message
/// printed from two places (`expected '}'`), and for tcc's `'X' expected`.
#[test]
fn sites_tell_apart_what_the_words_do_not_and_repeat_from_run_to_run() {
    require!("gcc", "chibicc", "tcc");
    let sb = Sandbox::new();
    let member = "struct { int : 0; int a; } b;\nvoid f(void) { b.a; }\n";
    let empty_union = "union U {} u = {};\n";
    let a = crash_failure(&sb, "chibicc", member);
    assert_eq!(a["kind"], "child-crash", "{a}");
    assert_eq!(a["signal"], 11, "{a}");
    assert!(a["site"].as_str().unwrap().starts_with("chibicc+0x"), "{a}");
    assert_eq!(
        a,
        crash_failure(&sb, "chibicc", member),
        "one crash, two sites"
    );
    let b = crash_failure(&sb, "chibicc", empty_union);
    assert_eq!(b["kind"], "child-crash", "{b}");
    assert_ne!(a["site"], b["site"], "two crashes, one site");

    let bitfield = "struct T { int x, y; };\nstruct S { int a; unsigned : 0; int b; struct T t; } s = {1, 2, {3, 4}};\n";
    let union_init = "union U { int a; } u = {1, 2};\n";
    let c = crash_failure(&sb, "chibicc", bitfield);
    let d = crash_failure(&sb, "chibicc", union_init);
    assert_eq!(c["kind"], "error-at", "{c}");
    assert_eq!(c["message"], d["message"], "{c} {d}");
    assert_ne!(
        c["site"], d["site"],
        "one message from two places, one site"
    );
    assert_eq!(c, crash_failure(&sb, "chibicc", bitfield));

    let push =
        "#pragma pack(push)\n#pragma pack(1)\nstruct S { char a; int b; };\n#pragma pack(pop)\n";
    let e = crash_failure(&sb, "tcc", push);
    assert_eq!(e["kind"], "error-at", "{e}");
    assert!(e["site"].as_str().unwrap().starts_with("tcc+0x"), "{e}");
    assert_eq!(e, crash_failure(&sb, "tcc", push));
    // A message with words of its own keeps them alone.
    let constant = "int a[2][2];\nint *p = &a[1][1];\n";
    let f = crash_failure(&sb, "chibicc", constant);
    assert_eq!(f["kind"], "error", "{f}");
}

/// The final formatting step lays the result out (one declaration or statement per line,
/// indented), keeps it only because it is still interesting, and a second layout changes
/// nothing. `--format none` keeps the passes' compact text; `--format clang-format`
/// is tested the same way.
#[test]
fn the_result_is_laid_out_idempotently_and_stays_interesting() {
    require!("gcc", "clang-15", "chibicc", "clang-format-15");
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-selfcheck-chibicc");
    let expect = ["--oracle", "expect", "--cc", "chibicc", "--ref", "gcc"];
    // The format step is under test, not the schedule: three passes reduce enough.
    let passes = ["--passes", "hdd,simplify_statements,normalize_whitespace"];
    let stats = sb.path("s.json");
    sb.cmd()
        .arg(&file)
        .args(expect)
        .args(passes)
        .args(["-j2", "-q", "--stats-json"])
        .arg(&stats)
        .succeeds();
    let laid = read(&file);
    let v: serde_json::Value = serde_json::from_str(&read(&stats)).unwrap();
    assert_eq!(v["format"], "kept", "{v}");
    assert_eq!(creduce_passes::layout(&laid), laid, "not idempotent");
    assert!(
        laid.lines()
            .any(|l| l.starts_with("  ") && l.trim_end().ends_with(';')),
        "no indented statement:\n{laid}"
    );
    assert!(
        laid.lines()
            .all(|l| l.matches(';').count() <= 1 || l.contains("for (")),
        "{laid}"
    );
    let out = sb
        .cmd()
        .arg("check")
        .arg(&file)
        .args(expect)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    // The same reduction without the step: the same tokens, laid out by the passes.
    std::fs::copy(
        sb.path(&format!(
            "{}.orig",
            file.file_name().unwrap().to_str().unwrap()
        )),
        &file,
    )
    .unwrap();
    sb.cmd()
        .arg(&file)
        .args(expect)
        .args(passes)
        .args(["-j2", "-q", "--format", "none", "--overwrite-backup"])
        .succeeds();
    let compact = read(&file);
    assert_ne!(compact, laid);
    assert_eq!(creduce_passes::layout(&compact), laid);
    // clang-format's layout is tested and kept the same way.
    std::fs::copy(
        sb.path(&format!(
            "{}.orig",
            file.file_name().unwrap().to_str().unwrap()
        )),
        &file,
    )
    .unwrap();
    sb.cmd()
        .arg(&file)
        .args(expect)
        .args(passes)
        .args([
            "-j2",
            "-q",
            "--format",
            "clang-format",
            "--overwrite-backup",
            "--stats-json",
        ])
        .arg(&stats)
        .succeeds();
    let v: serde_json::Value = serde_json::from_str(&read(&stats)).unwrap();
    assert_eq!(v["format"], "kept", "{v}");
    assert_eq!(
        creduce_rs_tokens(&read(&file)),
        creduce_rs_tokens(&laid),
        "clang-format changed tokens"
    );
}

/// The tokens of a C text, as the reducer counts them.
fn creduce_rs_tokens(text: &str) -> Vec<String> {
    creduce_passes::lexer::tokenize(text)
        .into_iter()
        .map(|t| text[t.range].to_string())
        .collect()
}
