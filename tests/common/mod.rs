//! Helpers shared by the integration tests: required tools, corpus cases, and a
//! private sandbox directory per test.
#![allow(dead_code)]

use assert_cmd::Command;
use std::path::{Path, PathBuf};

/// Compilers a test needs; missing ones fail under CI=true and skip loudly otherwise.
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
            if name.ends_with(".c") || name.ends_with(".sh") {
                std::fs::copy(&p, self.path(&name)).unwrap();
                if name.ends_with(".c") {
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

    pub(crate) fn cmd(&self) -> Command {
        let mut c = Command::cargo_bin("creduce-rs").unwrap();
        c.current_dir(self.dir.path())
            .env("TMPDIR", self.path("tmp"));
        c
    }

    pub(crate) fn tmp_is_empty(&self) -> bool {
        std::fs::read_dir(self.path("tmp"))
            .unwrap()
            .next()
            .is_none()
    }
}
