//! A folder reduced as a project: files removed, headers inlined, build files reduced,
//! the files left alone kept as they are, the original kept whole as `DIR.orig`, the
//! same result for any `-j`, a whole folder after a kill, and bad folders refused.

use crate::common::*;
use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Every entry under `dir`: `path: contents`, `path -> target`, `path/`.
fn listing(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(p) = stack.pop() {
        for e in std::fs::read_dir(&p).unwrap() {
            let e = e.unwrap();
            let rel = e.path().strip_prefix(dir).unwrap().display().to_string();
            let ty = e.file_type().unwrap();
            if ty.is_symlink() {
                let to = std::fs::read_link(e.path()).unwrap();
                out.push(format!("{rel} -> {}", to.display()));
            } else if ty.is_dir() {
                out.push(format!("{rel}/"));
                stack.push(e.path());
            } else {
                let bytes = std::fs::read(e.path()).unwrap();
                out.push(format!("{rel}: {}", String::from_utf8_lossy(&bytes)));
            }
        }
    }
    out.sort();
    out
}

fn write(dir: &Path, rel: &str, text: &str) {
    let p = dir.join(rel);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, text).unwrap();
}

/// A small project whose build (make, gcc) fails with one error that needs a type from
/// a header: a Makefile, two units, a used header, an unused one, a binary file, a
/// symbolic link and a `.git` folder the test must not see.
fn project(sb: &Sandbox) -> (PathBuf, PathBuf) {
    let dir = sb.path("proj");
    write(
        &dir,
        "include/shape.h",
        "#ifndef SHAPE_H\n#define SHAPE_H\nstruct shape { int w; int h; };\nint area(struct shape s);\n#endif\n",
    );
    write(
        &dir,
        "include/unused.h",
        "#define UNUSED 1\nint never_called(void);\n",
    );
    write(
        &dir,
        "src/main.c",
        "#include <stdio.h>\n#include \"shape.h\"\n#include \"unused.h\"\nstatic int table[4] = {1, 2, 3, 4};\nint main(void) {\n  struct shape s = {2, 3};\n  int t = 0;\n  for (int i = 0; i < 4; i++) t += table[i];\n  printf(\"%d %d\\n\", area(s), t);\n  return s.depth;\n}\n",
    );
    write(
        &dir,
        "src/area.c",
        "#include \"shape.h\"\nint area(struct shape s) { return s.w * s.h; }\n",
    );
    write(
        &dir,
        "Makefile",
        "CFLAGS = -O2 -Iinclude\nOBJS = $(patsubst %.c,%.o,$(wildcard src/*.c))\nprog: $(OBJS)\n\t$(CC) -o prog $(OBJS)\nclean:\n\trm -f prog src/*.o\n.PHONY: clean\n",
    );
    std::fs::write(dir.join("blob.bin"), b"\x7fELF\0\x01").unwrap();
    std::os::unix::fs::symlink("src/main.c", dir.join("main-link.c")).unwrap();
    write(&dir, ".git/HEAD", "ref: refs/heads/main\n");
    let script = sb.write_script(
        "check.sh",
        "#!/bin/sh\n\
         [ -d .git ] && exit 1\n\
         [ -f blob.bin ] || exit 1\n\
         make -s CC=gcc >out.txt 2>&1 && exit 1\n\
         grep -q 'struct shape. has no member named .depth.' out.txt\n",
    );
    (dir, script)
}

#[test]
fn a_folder_reduces_to_the_files_its_test_needs() {
    require!("gcc", "make");
    let sb = Sandbox::new();
    let (dir, script) = project(&sb);
    let before = listing(&dir);
    let out = sb.reduce(&dir, &script).arg("-j2").succeeds();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("left alone: blob.bin (binary), main-link.c (symbolic link), .git/"),
        "{err}"
    );
    assert!(err.contains("reduced "), "{err}");
    // The original is kept whole, .git and all.
    assert_eq!(listing(&sb.path("proj.orig")), before);
    let after = listing(&dir);
    let text = after.join("\n");
    // What the test does not need is gone: the unused header, the other unit.
    assert!(!text.contains("unused.h"), "{text}");
    assert!(!text.contains("src/area.c"), "{text}");
    // The header the error needs is inlined into its one includer.
    assert!(!text.contains("shape.h"), "{text}");
    assert!(
        read(&dir.join("src/main.c")).contains("struct shape"),
        "{text}"
    );
    // The files left alone are there as they were; the Makefile is smaller.
    assert!(
        after.contains(&"blob.bin: \u{7f}ELF\u{0}\u{1}".to_string()),
        "{text}"
    );
    assert!(
        after.contains(&"main-link.c -> src/main.c".to_string()),
        "{text}"
    );
    assert!(
        after.contains(&".git/HEAD: ref: refs/heads/main\n".to_string()),
        "{text}"
    );
    let makefile = read(&dir.join("Makefile"));
    assert!(makefile.len() < 120, "{makefile}");
    // The result is interesting as its user runs the test (in a copy, without .git).
    let copy = sb.path("copy");
    std::fs::create_dir(&copy).unwrap();
    for rel in ["Makefile", "src/main.c", "blob.bin"] {
        write(&copy, rel, &read(&dir.join(rel)));
    }
    let ok = std::process::Command::new(&script)
        .current_dir(&copy)
        .status()
        .unwrap()
        .success();
    assert!(ok, "{text}");
    assert!(sb.tmp_is_empty(), "temporary folders left behind");
}

#[test]
fn a_folder_reduces_alike_for_any_jobs_and_to_a_new_folder() {
    require!("gcc", "make");
    let sb = Sandbox::new();
    let (dir, script) = project(&sb);
    let mut results = Vec::new();
    for j in ["-j1", "-j3"] {
        let to = sb.path(&format!("out{j}"));
        sb.reduce(&dir, &script)
            .args([j, "-q", "-o"])
            .arg(&to)
            .succeeds();
        results.push(listing(&to));
    }
    assert_eq!(results[0], results[1]);
    // With -o the folder itself is untouched, and no backup is made.
    assert!(!sb.path("proj.orig").exists());
    assert!(read(&dir.join("src/area.c")).contains("area"));
    // An -o folder that exists and holds files is refused.
    assert_fails(
        &sb,
        &[
            os(&dir),
            "--test".as_ref(),
            os(&script),
            "-o".as_ref(),
            os(&sb.path("out-j1")),
        ],
        2,
        "exists",
    );
}

/// Killed (SIGKILL) in the middle of a reduction, the user's folder is one whole
/// candidate that the test accepts, never a mix of two, and the original is whole.
/// Interrupted (SIGINT), the run says so, keeps the best folder and leaves no
/// temporary folder.
#[test]
fn a_killed_folder_reduction_leaves_a_whole_folder_and_the_original() {
    require!("gcc", "make");
    for signal in [Signal::SIGKILL, Signal::SIGINT] {
        let sb = Sandbox::new();
        let (dir, script) = project(&sb);
        let before = listing(&dir);
        let slow = sb.write_script("slow.sh", &read(&script).replacen('\n', "\nsleep 0.1\n", 1));
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("creduce-rs"))
            .current_dir(sb.dir.path())
            .env("TMPDIR", sb.path("tmp"))
            .arg(&dir)
            .arg("--test")
            .arg(&slow)
            .args(["-j2", "-q"])
            .spawn()
            .unwrap();
        let t0 = Instant::now();
        // Wait for a few improvements, then kill at once.
        while read_or_empty(&dir.join("src/main.c")).len() > 200 || listing(&dir) == before {
            assert!(t0.elapsed() < Duration::from_secs(60), "no progress");
            std::thread::sleep(Duration::from_millis(10));
        }
        kill(Pid::from_raw(child.id() as i32), signal).unwrap();
        let status = child.wait().unwrap();
        if signal == Signal::SIGINT {
            assert_eq!(status.code(), Some(130));
            assert!(sb.tmp_is_empty(), "temporary folders left behind");
        }
        assert_eq!(listing(&sb.path("proj.orig")), before);
        // The folder holds one whole candidate: the test accepts it as it stands.
        let copy = sb.path("copy");
        for rel in listing(&dir) {
            let Some((rel, _)) = rel.split_once(": ") else {
                continue;
            };
            if !rel.starts_with(".git") {
                std::fs::create_dir_all(copy.join(rel).parent().unwrap()).unwrap();
                std::fs::copy(dir.join(rel), copy.join(rel)).unwrap();
            }
        }
        let ok = std::process::Command::new(&script)
            .current_dir(&copy)
            .status()
            .unwrap()
            .success();
        assert!(ok, "{signal}: {:#?}", listing(&dir));
    }
}

fn read_or_empty(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_default()
}

#[test]
fn bad_folders_get_one_line_and_their_exit_code() {
    let sb = Sandbox::new();
    let script = sb.write_script("t.sh", "#!/bin/sh\nexit 0\n");
    let empty = sb.path("empty");
    std::fs::create_dir(&empty).unwrap();
    let args = |d: &Path| vec![os(d).to_owned(), "--test".into(), os(&script).to_owned()];
    let run = |a: &[std::ffi::OsString], code: i32, msg: &str| {
        let a: Vec<&std::ffi::OsStr> = a.iter().map(|s| s.as_os_str()).collect();
        assert_fails(&sb, &a, code, msg);
    };
    run(&args(&empty), 3, "has no text file to reduce");
    std::fs::write(empty.join("x.o"), b"\0\x01").unwrap();
    run(&args(&empty), 3, "has no text file to reduce");
    // More files than a run takes.
    let big = sb.path("big");
    std::fs::create_dir(&big).unwrap();
    for i in 0..=10_000 {
        std::fs::write(big.join(format!("f{i}.c")), "int x;\n").unwrap();
    }
    run(&args(&big), 12, "is too big to reduce as a folder");
    // A folder with files, and a built-in oracle.
    write(&sb.path("small"), "a.c", "int x;\n");
    let f = sb.path("one.c");
    std::fs::write(&f, "int x;\n").unwrap();
    let mut with_file = args(&empty);
    with_file.push(f.into_os_string());
    run(&with_file, 2, "a folder is reduced alone");
    write(&sb.path("small"), "b.c", "int y;\n");
    let crash = vec![
        os(&sb.path("small")).to_owned(),
        "--oracle".into(),
        "crash".into(),
        "--cc".into(),
        "gcc".into(),
    ];
    run(
        &crash,
        2,
        "has 2 translation units: give each compiler spec its place",
    );
}

/// The crash oracle on a folder: `{src}` stands for the units a candidate keeps, so a
/// unit the bug does not need goes, and so does a header; the static guard checks the
/// units that are left.
#[test]
fn the_crash_oracle_reduces_a_folder_of_units_and_headers() {
    require!("gcc", "chibicc");
    let sb = Sandbox::new();
    let dir = sb.path("p");
    let bug = read(&corpus("small-static-init-chibicc").join("bug.c"));
    let bug = bug.replacen(
        "struct pair { int first; int second; };\n",
        "#include \"tables.h\"\n",
        1,
    );
    assert!(bug.contains("tables.h"));
    write(&dir, "main.c", &bug);
    write(
        &dir,
        "include/tables.h",
        "struct pair { int first; int second; };\nint helper(int);\n",
    );
    write(
        &dir,
        "helper.c",
        "#include \"tables.h\"\nint helper(int x) { return x * 2; }\n",
    );
    // `check` takes the folder as `reduce` does.
    let checked = sb
        .cmd()
        .arg("check")
        .arg(&dir)
        .args(["--oracle", "crash", "--cc", "chibicc -Iinclude -c {src}"])
        .args(["--ref", "gcc -std=c99 -w -Iinclude -c {src}"])
        .succeeds();
    let said = String::from_utf8_lossy(&checked.stdout);
    assert!(said.contains("not a compile-time constant"), "{said}");
    assert!(said.trim_end().ends_with("interesting"), "{said}");
    let out = sb
        .cmd()
        .arg(&dir)
        .args(["--oracle", "crash", "--cc", "chibicc -Iinclude -c {src}"])
        .args(["--ref", "gcc -std=c99 -w -Iinclude -c {src}", "-j2"])
        .succeeds();
    let err = String::from_utf8_lossy(&out.stderr);
    let after = listing(&dir);
    assert_eq!(after.len(), 1, "{after:?}\n{err}");
    let main = read(&dir.join("main.c"));
    // The address of an element as a constant initializer (`&a[0][0]`, or `a[0]` once
    // the local exhaustive search has taken `&` and `[0]` together).
    assert!(
        main.contains("&a[0][0]") || main.contains("[0][0]") || main.contains("= a[0]"),
        "{main}"
    );
    assert!(main.len() < 80, "{main}");
    assert_eq!(listing(&sb.path("p.orig")).len(), 4, "{err}");
}

/// A campaign failure may be a folder of units and the headers they include: triage
/// reduces them together (the header is reduced, never compiled on its own).
#[test]
fn triage_reduces_a_failure_folder_with_its_header() {
    require!("gcc", "chibicc");
    let sb = Sandbox::new();
    let f = sb.path("camp/static-init");
    let bug = read(&corpus("small-static-init-chibicc").join("bug.c")).replacen(
        "struct pair { int first; int second; };\n",
        "#include \"tables.h\"\n",
        1,
    );
    write(&f, "main.c", &bug);
    write(
        &f,
        "tables.h",
        "struct pair { int first; int second; };\nint unused_decl(void);\n",
    );
    std::fs::write(
        f.join("failure.json"),
        r#"{"oracle": {"oracle": "crash", "cc": ["chibicc -c {src}"], "ref": "gcc -std=c99 -w -c {src}"}}"#,
    )
    .unwrap();
    sb.cmd()
        .args(["triage", "camp", "--out", "work", "-j", "2", "-q"])
        .succeeds();
    let report: serde_json::Value =
        serde_json::from_slice(&std::fs::read(sb.path("work/report.json")).unwrap()).unwrap();
    let entry = &report["failures"][0];
    assert_eq!(entry["status"], "reduced", "{report}");
    let reduced = read(&sb.path("work/failures/static-init/reduced.c"));
    assert!(
        reduced.contains("/* creduce-rs file: main.c */")
            && reduced.contains("/* creduce-rs file: tables.h */"),
        "{reduced}"
    );
    assert!(!reduced.contains("unused_decl"), "{reduced}");
    assert!(reduced.len() < 150, "{reduced}");
}

/// A C++20 modules bug (GCC PR c++/101449: g++ 12 crashes compiling the importer of a
/// module): both units stay, each is reduced in C++, and the result crashes the same.
#[test]
fn a_modules_bug_reduces_to_an_interface_and_its_importer() {
    require!("g++");
    let sb = Sandbox::new();
    let case = corpus("folder-modules-pr101449");
    let dir = sb.path("proj");
    for name in ["cexpr-3_a.C", "cexpr-3_b.C"] {
        write(&dir, name, &read(&case.join("proj").join(name)));
    }
    let before: usize = ["cexpr-3_a.C", "cexpr-3_b.C"]
        .iter()
        .map(|n| read(&dir.join(n)).len())
        .sum();
    sb.reduce(&dir, case.join("test.sh"))
        .args(["-j2", "-q"])
        .succeeds();
    let a = read(&dir.join("cexpr-3_a.C"));
    let b = read(&dir.join("cexpr-3_b.C"));
    assert!(a.contains("export module"), "{a}");
    assert!(b.contains("import"), "{b}");
    assert!(a.len() + b.len() < before / 2, "{a}\n{b}");
    let ok = std::process::Command::new(case.join("test.sh"))
        .current_dir(&dir)
        .status()
        .unwrap()
        .success();
    assert!(ok, "{a}\n{b}");
}
