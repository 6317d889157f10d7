//! Private temporary directories for tests: one base directory per run (removed when the
//! run ends, also on interrupt), one fresh subdirectory per test holding the candidate
//! under the original file name.

use std::ffi::OsString;
use std::path::Path;
use tempfile::TempDir;

/// The run's temporary area.
#[derive(Debug)]
pub struct Workspace {
    base: TempDir,
    file_name: OsString,
}

/// One test's directory; removed on drop.
#[derive(Debug)]
pub struct TestDir {
    dir: TempDir,
}

impl TestDir {
    /// The directory.
    pub fn path(&self) -> &Path {
        self.dir.path()
    }
}

impl Workspace {
    /// A new base directory under the system temp dir; candidates will be written as
    /// `file_name`.
    pub fn new(file_name: OsString) -> std::io::Result<Workspace> {
        Workspace::new_in(&std::env::temp_dir(), file_name)
    }

    /// A new base directory under `root` (the caller's choice of temporary area).
    pub fn new_in(root: &Path, file_name: OsString) -> std::io::Result<Workspace> {
        let base = tempfile::Builder::new()
            .prefix("creduce-rs-")
            .tempdir_in(root)?;
        Ok(Workspace { base, file_name })
    }

    /// The base directory.
    pub fn path(&self) -> &Path {
        self.base.path()
    }

    /// The name candidates are written under.
    pub fn file_name(&self) -> &std::ffi::OsStr {
        &self.file_name
    }

    /// A fresh directory holding `text` under the original file name.
    pub fn stage(&self, text: &str) -> std::io::Result<TestDir> {
        self.stage_named(&self.file_name, text)
    }

    /// A fresh directory holding `text` as `name`.
    pub fn stage_named(
        &self,
        name: impl AsRef<std::ffi::OsStr>,
        text: &str,
    ) -> std::io::Result<TestDir> {
        let dir = tempfile::Builder::new()
            .prefix("t")
            .tempdir_in(self.base.path())?;
        std::fs::write(dir.path().join(name.as_ref()), text)?;
        Ok(TestDir { dir })
    }
}
