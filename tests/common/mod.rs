//! Helpers shared by the integration tests: required tools, corpus cases, and a
//! private sandbox directory per test.
// Compiled into both test binaries, each using a part.
#![allow(dead_code, unused_imports)]

pub(crate) use assert_cmd::Command;
pub(crate) use nix::sys::signal::{kill, Signal};
pub(crate) use nix::unistd::Pid;
pub(crate) use std::ffi::OsStr;
pub(crate) use std::path::{Path, PathBuf};
pub(crate) use std::process::Output;
pub(crate) use std::time::{Duration, Instant};

/// Compilers a test needs; missing ones fail under CI=true and skip loudly otherwise.
/// The crash oracle on chibicc with gcc as the reference, as `check` and `reduce` take it.
pub(crate) const CHIBICC_CRASH: [&str; 6] = [
    "--oracle",
    "crash",
    "--cc",
    "chibicc",
    "--ref",
    "gcc -std=c99 -w",
];

pub(crate) fn require(tools: &[&str]) -> bool {
    let missing: Vec<&&str> = tools
        .iter()
        .filter(|t| {
            !std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
                .any(|d| d.join(t).is_file())
        })
        .collect();
    if missing.is_empty() {
        return true;
    }
    if std::env::var("CI").as_deref() == Ok("true") {
        panic!("required tools missing under CI=true: {missing:?}");
    }
    eprintln!("SKIPPED: required tools missing: {missing:?} (install them; CI fails instead)");
    false
}

/// A file's text.
pub(crate) fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap()
}

pub(crate) fn corpus(case: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus")
        .join(case)
}

/// A private directory per test, with its own TMPDIR so leftover temp dirs are visible.
pub(crate) struct Sandbox {
    pub(crate) dir: tempfile::TempDir,
}

impl Sandbox {
    pub(crate) fn new() -> Sandbox {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("tmp")).unwrap();
        Sandbox { dir }
    }

    pub(crate) fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Copy a corpus case's C file and test script in; returns (file, script).
    pub(crate) fn case(&self, case: &str) -> (PathBuf, PathBuf) {
        let src = corpus(case);
        let mut file = None;
        for entry in std::fs::read_dir(&src).unwrap() {
            let p = entry.unwrap().path();
            let name = p.file_name().unwrap().to_str().unwrap().to_string();
            let source = name.ends_with(".c") || name.ends_with(".cc");
            if source || name.ends_with(".sh") {
                std::fs::copy(&p, self.path(&name)).unwrap();
                if source {
                    file = Some(self.path(&name));
                }
            }
        }
        (file.unwrap(), self.path("test.sh"))
    }

    pub(crate) fn write_script(&self, name: &str, body: &str) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let p = self.path(name);
        std::fs::write(&p, body).unwrap();
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
        p
    }

    /// `creduce-rs FILE --test SCRIPT`, C-Reduce's convention, in the sandbox.
    pub(crate) fn reduce(&self, file: impl AsRef<OsStr>, script: impl AsRef<OsStr>) -> Command {
        let mut c = self.cmd();
        c.arg(file).arg("--test").arg(script);
        c
    }

    /// The binary in the sandbox, with its own TMPDIR; the native helpers' cache in the
    /// build's own temporary folder (a HOME that cannot be written would put them in
    /// TMPDIR, among what the tests count as left behind); and none of the variables
    /// that change what a run does (the site recorder's and clang server's switches,
    /// a preloaded library, extra include paths).
    pub(crate) fn cmd(&self) -> Command {
        let mut c = Command::cargo_bin("creduce-rs").unwrap();
        c.current_dir(self.dir.path())
            .env("TMPDIR", self.path("tmp"))
            .env(
                "XDG_CACHE_HOME",
                Path::new(env!("CARGO_TARGET_TMPDIR")).join("cache"),
            );
        for v in [
            "CREDUCE_RS_SITES",
            "CREDUCE_RS_CLANG_SERVER",
            "CREDUCE_RS_NORAND",
            "LD_PRELOAD",
            "CPATH",
            "C_INCLUDE_PATH",
            "CPLUS_INCLUDE_PATH",
        ] {
            c.env_remove(v);
        }
        c
    }

    pub(crate) fn tmp_is_empty(&self) -> bool {
        std::fs::read_dir(self.path("tmp"))
            .unwrap()
            .next()
            .is_none()
    }
}

/// Assertions on a command's run that point at the test's line when they fail, with
/// the run's output between rulers.
pub(crate) trait Expect {
    /// It exits 0.
    fn succeeds(&mut self) -> Output;
    /// It exits with `code`.
    fn fails_with(&mut self, code: i32) -> Output;
}

impl Expect for Command {
    #[track_caller]
    fn succeeds(&mut self) -> Output {
        expect_code(self, 0)
    }

    #[track_caller]
    fn fails_with(&mut self, code: i32) -> Output {
        expect_code(self, code)
    }
}

#[track_caller]
fn expect_code(cmd: &mut Command, code: i32) -> Output {
    let out = cmd.output().expect("the command runs");
    if out.status.code() != Some(code) {
        panic!(
            "expected exit {code}, got {:?}\n---- stdout ----\n{}\n---- stderr ----\n{}\n----",
            out.status.code(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    out
}

/// Run `script` on `text` the way the reducer does: in a fresh dir, under `name`.
pub(crate) fn still_interesting(script: &Path, name: &str, text: &str) -> bool {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join(name), text).unwrap();
    std::process::Command::new(script)
        .current_dir(d.path())
        .status()
        .unwrap()
        .success()
}

pub(crate) fn assert_fails(
    sb: &Sandbox,
    args: &[&std::ffi::OsStr],
    code: i32,
    msg: &str,
) -> String {
    let out = sb.cmd().args(args).assert().code(code).get_output().clone();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(err.contains(msg), "expected {msg:?} in:\n{err}");
    assert!(err.starts_with("creduce-rs: error: "), "{err}");
    assert!(
        !err.contains("panicked") && !err.contains("RUST_BACKTRACE"),
        "{err}"
    );
    err
}

pub(crate) fn os(p: &Path) -> &std::ffi::OsStr {
    p.as_os_str()
}

pub(crate) fn check_cmd(sb: &Sandbox, file: &Path, oracle: &[&str]) -> (i32, String) {
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
pub(crate) fn reduce_with_vote(sb: &Sandbox, file: &Path, quiet: bool) -> (String, String) {
    let mut cmd = sb.cmd();
    cmd.arg(file).args(VOTE).arg("-j2");
    if quiet {
        cmd.arg("-q");
    }
    let out = cmd.timeout(Duration::from_secs(600)).assert().success();
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).to_string();
    (stderr, read(file))
}

pub(crate) const VOTE: &[&str] = &[
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

/// Run the independent validity yardstick on a program.
pub(crate) fn ubcheck(text: &str) -> String {
    let d = tempfile::tempdir().unwrap();
    let p = d.path().join("r.c");
    std::fs::write(&p, text).unwrap();
    let tool = Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/ubcheck.sh");
    let out = std::process::Command::new(tool).arg(&p).output().unwrap();
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}
