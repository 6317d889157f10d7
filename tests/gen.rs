//! The generators, `fuzz` and `diagnose`, on real compilers: generated programs are
//! valid (sanitizers, gcc and clang at -O0 and -O2, the yardstick), a campaign is the
//! same for any `-j`, a fuzz failure triages end to end, and the diagnosis names the
//! faulty side of real ABI deviations.

use crate::common::{Expect, Sandbox};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(p)
}

/// Run bench/gen-valid.sh on every file, two at a time; return the lines that are not
/// "ok" or "known".
fn invalid(files: &[PathBuf], known_gcc_o2_flag: Option<&str>) -> Vec<String> {
    let chunks: Vec<Vec<PathBuf>> = (0..2)
        .map(|k| files.iter().skip(k).step_by(2).cloned().collect())
        .collect();
    std::thread::scope(|s| {
        let handles: Vec<_> = chunks
            .iter()
            .map(|chunk| {
                s.spawn(move || {
                    let mut bad = Vec::new();
                    for f in chunk {
                        let mut c = std::process::Command::new("bash");
                        c.arg(repo("bench/gen-valid.sh")).arg(f);
                        if let Some(flag) = known_gcc_o2_flag {
                            c.env("KNOWN_GCC_O2_FLAG", flag);
                        }
                        let o = c.output().unwrap();
                        let text = String::from_utf8_lossy(&o.stdout).trim().to_string();
                        if !o.status.success()
                            || !(text.starts_with("ok ") || text.starts_with("known "))
                        {
                            bad.push(text);
                        }
                    }
                    bad
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    })
}

fn c_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    v.sort();
    v
}

#[test]
fn fifty_arith_programs_are_valid() {
    require!("gcc", "clang-15", "valgrind");
    let sb = Sandbox::new();
    sb.cmd()
        .args([
            "generate",
            "--generator",
            "arith",
            "--seed",
            "1000",
            "--count",
            "45",
            "--out",
            "p",
        ])
        .succeeds();
    sb.cmd()
        .args([
            "generate",
            "--generator",
            "arith",
            "--float",
            "--seed",
            "1000",
            "--count",
            "5",
            "--out",
            "f",
        ])
        .succeeds();
    let mut files = c_files(&sb.path("p"));
    files.extend(c_files(&sb.path("f")));
    assert_eq!(files.len(), 50);
    let bad = invalid(&files, None);
    assert!(bad.is_empty(), "invalid programs:\n{}", bad.join("\n"));
}

/// Shrinking's candidates are programs the generator writes with their values computed
/// again: every one must be as valid as a generated program, whatever it cut.
#[test]
fn arith_shrink_candidates_are_valid() {
    require!("gcc", "clang-15", "valgrind");
    use creduce_rs::gen::arith::ArithOptions;
    use creduce_rs::gen::shrink::shrink_arith;
    let sb = Sandbox::new();
    let mut files = Vec::new();
    for (float, seed, take) in [(false, 21869u64, 20usize), (true, 40064, 10)] {
        let o = ArithOptions {
            float,
            ..ArithOptions::default()
        };
        let mut seen = Vec::new();
        // "Fails" on one candidate in four: the shrink goes deep, through every kind
        // of candidate.
        let s = shrink_arith(&o, seed, "", Some("NG t5"), |t| {
            seen.push(t.to_string());
            Ok::<bool, ()>(seen.len() % 4 == 0)
        })
        .unwrap();
        assert!(seen.len() > take * 2, "{} candidates", seen.len());
        let original = creduce_rs::gen::arith::generate(&mut creduce_rs::gen::rng(seed), &o);
        assert!(s.text.len() < original.len() / 2, "{}", s.text);
        let step = seen.len() / take;
        for (i, t) in seen.iter().step_by(step).take(take).enumerate() {
            let f = sb.path(&format!("c{float}-{i}.c"));
            std::fs::write(&f, t).unwrap();
            files.push(f);
        }
    }
    let bad = invalid(&files, None);
    assert!(bad.is_empty(), "invalid candidates:\n{}", bad.join("\n"));
}

#[test]
fn callconv_programs_are_valid() {
    require!("gcc", "clang-15", "valgrind");
    let sb = Sandbox::new();
    sb.cmd()
        .args([
            "generate",
            "--generator",
            "callconv",
            "--seed",
            "1",
            "--count",
            "24",
            "--out",
            "p",
        ])
        .succeeds();
    let files = c_files(&sb.path("p"));
    assert_eq!(files.len(), 24);
    // Seed 9 passes a union holding a long double through `...` to a function that
    // returns a struct: gcc 12 -O2 faults there (GCC PR116621), -mno-stv avoids it.
    let bad = invalid(&files, Some("-mno-stv"));
    assert!(bad.is_empty(), "invalid programs:\n{}", bad.join("\n"));
}

#[test]
fn generate_prints_one_program_or_writes_many() {
    let sb = Sandbox::new();
    let one = sb
        .cmd()
        .args(["generate", "--generator", "arith", "--seed", "7"])
        .output()
        .unwrap();
    assert!(one.status.success());
    let again = sb
        .cmd()
        .args(["generate", "--generator", "arith", "--seed", "7"])
        .output()
        .unwrap();
    assert_eq!(one.stdout, again.stdout, "same seed, same program");
    let text = String::from_utf8(one.stdout).unwrap();
    assert!(text.contains("printf(\"NG t0\\n\")") && text.contains("int main(void)"));
    // Two files cannot go to standard output; options of the other generator are refused.
    for args in [
        &["generate", "--generator", "callconv", "--split"][..],
        &["generate", "--generator", "arith", "--split"],
        &["generate", "--generator", "arith", "--count", "2"],
    ] {
        let o = sb.cmd().args(args).output().unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&o.stderr).lines().count(),
            1,
            "{args:?}"
        );
    }
    sb.cmd()
        .args([
            "generate",
            "--generator",
            "callconv",
            "--split",
            "--seed",
            "3",
            "--count",
            "2",
            "--out",
            "d",
        ])
        .succeeds();
    for s in ["callconv-s3", "callconv-s4"] {
        assert!(sb.path("d").join(s).join("caller.c").is_file());
        assert!(sb.path("d").join(s).join("callee.c").is_file());
    }
}

/// Every file under `dir` but the summary (which holds times), by relative path.
fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut m = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.file_name().unwrap() != "fuzz-summary.json" {
                let rel = p.strip_prefix(dir).unwrap().to_string_lossy().into_owned();
                m.insert(rel, std::fs::read(&p).unwrap());
            }
        }
    }
    m
}

#[test]
fn a_fuzz_campaign_is_the_same_for_any_jobs() {
    require!("gcc", "pcc", "tcc");
    let sb = Sandbox::new();
    for (j, out) in [("1", "j1"), ("2", "j2")] {
        sb.cmd()
            .args([
                "fuzz",
                "--generator",
                "arith",
                "--cc",
                "pcc",
                "--cc",
                "tcc",
                "--seed",
                "100",
                "--count",
                "24",
                "-j",
                j,
                "--out",
                out,
                "-q",
            ])
            .succeeds();
    }
    let (a, b) = (tree(&sb.path("j1")), tree(&sb.path("j2")));
    assert_eq!(a, b, "the same campaign for -j 1 and -j 2");
    let failures: Vec<&String> = a.keys().filter(|k| k.ends_with("failure.json")).collect();
    assert!(!failures.is_empty(), "pcc fails some of seeds 100-123");
    let sidecar: serde_json::Value = serde_json::from_slice(&a[failures[0]]).unwrap();
    assert_eq!(sidecar["oracle"]["oracle"], "expect");
    assert_eq!(sidecar["generated"]["generator"]["generator"], "arith");
    let summary: serde_json::Value =
        serde_json::from_slice(&std::fs::read(sb.path("j1/fuzz-summary.json")).unwrap()).unwrap();
    assert_eq!(summary["programs"], 24);
    assert_eq!(
        summary["failures"].as_u64().unwrap() as usize,
        failures.len()
    );
}

#[test]
fn a_fuzz_failure_triages_end_to_end() {
    require!("gcc", "clang-15", "pcc");
    let sb = Sandbox::new();
    // Seed 101's program: pcc computes one of its expressions wrongly.
    sb.cmd()
        .args([
            "fuzz",
            "--generator",
            "arith",
            "--cc",
            "pcc",
            "--seed",
            "101",
            "--count",
            "1",
            "--out",
            "camp",
            "-q",
        ])
        .succeeds();
    assert!(sb.path("camp/arith-s101-pcc/test.c").is_file());
    sb.cmd()
        .args(["triage", "camp", "--out", "work", "-j", "2", "-q"])
        .succeeds();
    let report: serde_json::Value =
        serde_json::from_slice(&std::fs::read(sb.path("work/report.json")).unwrap()).unwrap();
    let text = report.to_string();
    assert!(text.contains("arith-s101-pcc"), "{text}");
    let reduced = sb.path("work/failures/arith-s101-pcc/reduced.c");
    let original = std::fs::read(sb.path("camp/arith-s101-pcc/test.c")).unwrap();
    assert!(
        std::fs::read(&reduced).unwrap().len() * 4 < original.len(),
        "reduced well"
    );
    // The reduced program still fails the same way.
    sb.cmd()
        .arg("check")
        .arg(&reduced)
        .args(["--oracle", "expect", "--cc", "pcc", "--ref", "gcc"])
        .succeeds();
}

#[test]
fn csmith_fuzz_votes_and_counts_its_programs() {
    require!("csmith", "gcc", "tcc", "chibicc");
    let sb = Sandbox::new();
    sb.cmd()
        .args([
            "fuzz",
            "--generator",
            "csmith",
            "--cc",
            "tcc",
            "--cc",
            "chibicc",
            "--seed",
            "1",
            "--count",
            "3",
            "-j",
            "2",
            "--out",
            "camp",
            "-q",
        ])
        .succeeds();
    let summary: serde_json::Value =
        serde_json::from_slice(&std::fs::read(sb.path("camp/fuzz-summary.json")).unwrap()).unwrap();
    assert_eq!(summary["programs"], 3);
    assert_eq!(summary["generator_errors"], 0, "{summary}");
    // Two voters cannot make a majority.
    let o = sb
        .cmd()
        .args([
            "fuzz",
            "--generator",
            "csmith",
            "--cc",
            "tcc",
            "--count",
            "1",
            "--out",
            "c2",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn variadic_tests_need_each_compilers_stdarg() {
    require!("gcc", "chibicc");
    let sb = Sandbox::new();
    // Debian's chibicc ships without its own headers: refused before any program runs.
    let o = sb
        .cmd()
        .args([
            "fuzz",
            "--generator",
            "callconv",
            "--cc",
            "chibicc",
            "--count",
            "1",
            "--out",
            "c",
        ])
        .output()
        .unwrap();
    if o.status.success() {
        return; // this chibicc has its headers
    }
    assert_eq!(o.status.code(), Some(9));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("stdarg.h") && err.contains("--types ints,"),
        "{err}"
    );
}

/// Diagnose a stored pair (made by `generate --generator callconv --split --types
/// ints,structs,aggregate-return --funcs 2 --args 3 --seed N`); returns the JSON.
fn diagnose(sb: &Sandbox, pair: &str, cut: &str, reference: &str) -> serde_json::Value {
    let dir = repo("tests/data/callconv-pairs").join(pair);
    let o = sb
        .cmd()
        .arg("diagnose")
        .arg(dir.join("caller.c"))
        .arg(dir.join("callee.c"))
        .args(["--cut", cut, "--ref", reference, "--json"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_slice(&o.stdout).unwrap()
}

/// gcc, but with -fpack-struct for the file whose name holds `side`.
fn packing_wrapper(sb: &Sandbox, side: &str) {
    sb.write_script(
        &format!("pack-{side}.sh"),
        &format!("#!/bin/sh\ncase \"$*\" in *{side}.c*) exec gcc -fpack-struct \"$@\";; *) exec gcc \"$@\";; esac\n"),
    );
}

#[test]
fn diagnose_names_the_faulty_side_of_real_abi_deviations() {
    require!("gcc");
    let sb = Sandbox::new();
    packing_wrapper(&sb, "callee");
    packing_wrapper(&sb, "caller");
    // The same compiler on both sides: nothing to blame.
    let d = diagnose(&sb, "callconv-s2", "gcc -O2", "gcc");
    assert_eq!(d["fault"], "none", "{d}");
    // A callee built with -fpack-struct reads the caller's padded structs at the wrong
    // offsets; the bytes it got are another field's. (A relative wrapper path.)
    let d = diagnose(&sb, "callconv-s2", "./pack-callee.sh", "gcc");
    assert_eq!(d["fault"], "callee", "{d}");
    assert_eq!(d["explained"], "ref/cut");
    let findings = d["findings"].as_array().unwrap();
    assert!(
        findings.iter().any(|f| f["received"]
            .as_str()
            .unwrap()
            .contains("received the bytes of f0 a1.")),
        "{d}"
    );
    let d = diagnose(&sb, "callconv-s2", "./pack-caller.sh", "gcc");
    assert_eq!(d["fault"], "caller", "{d}");
    // -fpcc-struct-return on both sides: consistent with itself, not with the ABI.
    let d = diagnose(&sb, "callconv-s1", "gcc -fpcc-struct-return", "gcc");
    assert_eq!(d["fault"], "both", "{d}");
    let cells = d["table"].as_array().unwrap();
    let cutcut = cells
        .iter()
        .find(|c| c["caller"] == "cut" && c["callee"] == "cut")
        .unwrap();
    assert_eq!(cutcut["outcome"]["outcome"], "pass", "{d}");
    // A reference that disagrees with itself: the reference is to blame.
    let d = diagnose(&sb, "callconv-s2", "gcc", "./pack-callee.sh");
    assert_eq!(d["fault"], "reference", "{d}");
}

fn read(p: PathBuf) -> String {
    std::fs::read_to_string(p).unwrap()
}

/// A test script over two files: `helper`, defined in callee.c, still makes main print
/// 15, in a program gcc finds no fault with (without the errors, `printf("%d\n")` may
/// print 15 too: a reduction found that once).
const PAIR_TEST: &str = "#!/bin/sh\ngcc -std=c99 -Wall -Werror=format -Werror=implicit-function-declaration -Werror=implicit-int -Werror=return-type -Werror=uninitialized caller.c callee.c -o x >/dev/null 2>&1 && ./x | grep -q 15\n";

fn toy_pair(sb: &Sandbox) {
    std::fs::write(
        sb.path("caller.c"),
        "#include <stdio.h>\nint helper(int);\nint unused_in_caller(void) { return 3; }\nstatic int twice(int x) { return 2 * x; }\nint main(void) {\n    int a = twice(4);\n    int b = helper(a);\n    printf(\"%d\\n\", b);\n    return 0;\n}\n",
    )
    .unwrap();
    std::fs::write(
        sb.path("callee.c"),
        "int unused_in_callee(int q) { return q * q; }\nint helper(int v) {\n    int w = v + 1;\n    return w - 1 + 7;\n}\n",
    )
    .unwrap();
    sb.write_script("t.sh", PAIR_TEST);
}

#[test]
fn two_files_reduce_together_the_same_for_any_jobs() {
    require!("gcc");
    let mut results = Vec::new();
    for j in ["1", "3"] {
        let sb = Sandbox::new();
        toy_pair(&sb);
        let (caller0, callee0) = (read(sb.path("caller.c")), read(sb.path("callee.c")));
        sb.cmd()
            .args(["caller.c", "callee.c", "--test", "./t.sh", "-j", j, "-q"])
            .succeeds();
        let (caller, callee) = (read(sb.path("caller.c")), read(sb.path("callee.c")));
        // Both files shrank, each keeps its backup, no marker is left in them, and the
        // pair still passes the test.
        assert!(caller.len() < caller0.len() && callee.len() < callee0.len());
        assert_eq!(read(sb.path("caller.c.orig")), caller0);
        assert_eq!(read(sb.path("callee.c.orig")), callee0);
        assert!(!caller.contains("creduce-rs file") && !callee.contains("creduce-rs file"));
        assert!(!callee.contains("unused_in_callee") && !caller.contains("unused_in_caller"));
        let ok = std::process::Command::new("sh")
            .arg("t.sh")
            .current_dir(sb.dir.path())
            .status()
            .unwrap();
        assert!(
            ok.success(),
            "the reduced pair still passes:\n{caller}\n{callee}"
        );
        let left: Vec<_> = std::fs::read_dir(sb.path("tmp"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        assert!(left.is_empty(), "temporary files left: {left:?}");
        results.push((caller, callee));
    }
    assert_eq!(results[0], results[1], "the same pair for -j 1 and -j 3");
    // C-Reduce's order takes several files too; -o does not.
    let sb = Sandbox::new();
    toy_pair(&sb);
    sb.cmd()
        .args(["./t.sh", "caller.c", "callee.c", "-q", "--tidy"])
        .succeeds();
    assert!(!sb.path("caller.c.orig").exists());
    let o = sb
        .cmd()
        .args(["caller.c", "callee.c", "--test", "./t.sh", "-o", "x.c"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn a_caller_callee_failure_reduces_to_a_pair_that_still_fails() {
    require!("gcc", "pcc");
    let sb = Sandbox::new();
    let data = repo("tests/data/callconv-pairs/pcc-s20");
    for f in ["caller.c", "callee.c"] {
        std::fs::copy(data.join(f), sb.path(f)).unwrap();
    }
    // gcc builds both and the checks pass (no NG); the caller by gcc with the callee by
    // pcc still fails the check of f1's third argument.
    sb.write_script(
        "t.sh",
        "#!/bin/sh\n\
         W='-std=c99 -w -Werror=implicit-function-declaration -Werror=implicit-int -Werror=int-conversion -Werror=incompatible-pointer-types -Werror=return-type'\n\
         gcc $W caller.c callee.c -o ref >/dev/null 2>&1 || exit 1\n\
         timeout 5 ./ref > ref.txt 2>&1 || exit 1\n\
         grep -q NG ref.txt && exit 1\n\
         gcc $W -c caller.c -o a.o >/dev/null 2>&1 && pcc -c callee.c -o b.o >/dev/null 2>&1 && gcc a.o b.o -o bug >/dev/null 2>&1 || exit 1\n\
         timeout 5 ./bug > bug.txt 2>&1\n\
         grep -q 'NG f1 a2' bug.txt\n",
    );
    let before = read(sb.path("caller.c")).len() + read(sb.path("callee.c")).len();
    sb.cmd()
        .args(["caller.c", "callee.c", "--test", "./t.sh", "-j", "2", "-q"])
        // Deletion, and a parameter removed with its arguments across the two files:
        // enough for a third, at a twentieth of the whole schedule's tests.
        .args(["--passes", "hdd,remove_params,normalize_whitespace"])
        .succeeds();
    let (caller, callee) = (read(sb.path("caller.c")), read(sb.path("callee.c")));
    assert!(
        (caller.len() + callee.len()) * 3 < before,
        "reduced to a third at most: {} of {before} bytes",
        caller.len() + callee.len()
    );
    assert!(caller.contains("main"), "{caller}");
    let still = std::process::Command::new("sh")
        .arg("t.sh")
        .current_dir(sb.dir.path())
        .status()
        .unwrap();
    assert!(
        still.success(),
        "the reduced pair still fails:\n{caller}\n{callee}"
    );
}

#[test]
fn triage_reduces_a_two_file_failure_together_and_names_its_side() {
    require!("gcc", "clang-15");
    let sb = Sandbox::new();
    // The compiler under test builds callees with -fpack-struct (each source on its
    // own, as a driver does): the pair it builds fails its checks, and the fault is
    // the callee's.
    sb.write_script(
        "pack-callee.sh",
        r#"#!/bin/sh
out=a.out; srcs=""; rest=""; only=0
while [ $# -gt 0 ]; do
  case "$1" in -o) out=$2; shift;; -c) only=1;; *.c) srcs="$srcs $1";; *) rest="$rest $1";; esac
  shift
done
objs=""
for s in $srcs; do
  case $s in *callee.c) f=-fpack-struct;; *) f=;; esac
  o=$(basename "$s" .c).wrap.o; [ $only = 1 ] && o=$out
  gcc $f -w -c "$s" -o "$o" || exit 1
  objs="$objs $o"
done
[ $only = 1 ] && exit 0
exec gcc $objs -o "$out" $rest
"#,
    );
    let f = sb.path("camp/pair");
    std::fs::create_dir_all(&f).unwrap();
    let data = repo("tests/data/callconv-pairs/callconv-s2");
    for name in ["caller.c", "callee.c"] {
        std::fs::copy(data.join(name), f.join(name)).unwrap();
    }
    let cut = sb.path("pack-callee.sh");
    std::fs::write(
        f.join("failure.json"),
        format!(
            r#"{{"oracle": {{"oracle": "expect", "cc": ["packing={}"], "ref": "gcc"}}}}"#,
            cut.display()
        ),
    )
    .unwrap();
    sb.cmd()
        .args([
            "triage",
            "camp",
            "--out",
            "work",
            "-j",
            "2",
            "-q",
            "--reduce-budget",
            "120",
        ])
        .succeeds();
    let report: serde_json::Value =
        serde_json::from_slice(&std::fs::read(sb.path("work/report.json")).unwrap()).unwrap();
    let entry = &report["failures"][0];
    assert!(
        entry["status"] == "reduced" || entry["status"] == "reduced-partly",
        "{report}"
    );
    assert_eq!(entry["signature"]["side"], "callee", "{report}");
    assert_eq!(
        report["summary"]["slipped"], 0,
        "the side is no slip: {report}"
    );
    let reduced = read(sb.path("work/failures/pair/reduced.c"));
    assert!(
        reduced.contains("/* creduce-rs file: callee.c */")
            && reduced.contains("/* creduce-rs file: caller.c */"),
        "{reduced}"
    );
    let original = read(f.join("caller.c")).len() + read(f.join("callee.c")).len();
    assert!(reduced.len() * 2 < original, "{reduced}");
}

#[test]
fn split_fuzz_finds_abi_deviations_and_saves_a_script_that_shows_them() {
    require!("gcc", "tcc");
    let sb = Sandbox::new();
    sb.cmd()
        .args([
            "fuzz",
            "--generator",
            "callconv",
            "--split",
            "--types",
            "ints,floats,structs,aggregate-return",
            "--funcs",
            "2",
            "--args",
            "4",
            "--cc",
            "tcc",
            "--seed",
            "28",
            "--count",
            "6",
            "-j",
            "2",
            "--out",
            "camp",
            "-q",
        ])
        .succeeds();
    let mut found = 0;
    for e in std::fs::read_dir(sb.path("camp")).unwrap() {
        let dir = e.unwrap().path();
        if !dir.is_dir() {
            continue;
        }
        found += 1;
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            name.starts_with("callconv-s") && name.contains("-tcc-"),
            "{name}"
        );
        assert!(dir.join("caller.c").is_file() && dir.join("callee.c").is_file());
        let sidecar: serde_json::Value =
            serde_json::from_slice(&std::fs::read(dir.join("failure.json")).unwrap()).unwrap();
        assert_eq!(sidecar["oracle"]["test"], "test.sh", "{sidecar}");
        // The saved test shows the failure where it lies, and only with tcc's side.
        let run = |dir: &Path| {
            std::process::Command::new("sh")
                .arg("test.sh")
                .current_dir(dir)
                .status()
                .unwrap()
                .success()
        };
        assert!(run(&dir), "{name}: test.sh does not show the failure");
        let script = read(dir.join("test.sh"));
        // Its last line, triage's signature of it, names compiler and side.
        assert!(script.contains("echo 'tcc "), "{script}");
        let fixed = sb.path(&format!("{name}-gcc"));
        std::fs::create_dir_all(&fixed).unwrap();
        for f in ["caller.c", "callee.c"] {
            std::fs::copy(dir.join(f), fixed.join(f)).unwrap();
        }
        std::fs::write(
            fixed.join("test.sh"),
            script.replace("timeout 60 tcc ", "timeout 60 gcc "),
        )
        .unwrap();
        assert!(!run(&fixed), "{name}: the failure needs tcc");
    }
    assert!(
        found > 0,
        "tcc deviates from gcc's convention in seeds 28-33"
    );
}
