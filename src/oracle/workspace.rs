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
    /// The base is removed at a forced exit too.
    _at_exit: crate::forced_exit::Registered,
    file_name: OsString,
    /// Several files reduced together ([`crate::sources`]): their names.
    files: Vec<String>,
    /// A folder reduced as a project: its files may go, and each test folder holds
    /// copies of the files left alone.
    folder: Option<Folder>,
}

/// What a project's test folders hold beside its reduced files.
#[derive(Debug)]
struct Folder {
    /// Copies of the files left alone, made once (under the base directory).
    store: std::path::PathBuf,
    /// Their paths.
    kept: Vec<String>,
}

/// One test's directory; removed on drop.
#[derive(Debug)]
pub struct TestDir {
    dir: TempDir,
    /// What a compiler spec's `{src}` stands for here (names one per line).
    src: String,
}

impl TestDir {
    /// The directory.
    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// What a compiler spec's `{src}` stands for in this directory: the file's name,
    /// several files' names one per line, and for a folder the translation units the
    /// candidate keeps.
    pub fn src(&self) -> &str {
        &self.src
    }
}

/// What `{src}` stands for among several files: the translation units, one per line (a
/// header or a build file is not compiled on its own); all of them if none is a unit.
fn units(names: &[String]) -> String {
    let units: Vec<&str> = names
        .iter()
        .map(String::as_str)
        .filter(|n| crate::project::role_of(n) == crate::project::Role::Unit)
        .collect();
    match units.is_empty() {
        true => names.join("\n"),
        false => units.join("\n"),
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
        Ok(Workspace {
            _at_exit: crate::forced_exit::temporary(base.path().to_path_buf()),
            base,
            file_name,
            files: Vec::new(),
            folder: None,
        })
    }

    /// A workspace for a folder reduced as a project: as [`Workspace::new_multi`], but a
    /// candidate may have lost files ([`crate::sources::split_present`]), and every test
    /// folder also holds a copy of each of `kept` (paths under `from`, the user's
    /// folder), copied here once.
    pub fn new_folder(
        root: &Path,
        names: Vec<String>,
        from: &Path,
        kept: &[crate::project::Kept],
    ) -> std::io::Result<Workspace> {
        use crate::project::tree;
        let mut w = Workspace::new_multi(root, names)?;
        let store = w.base.path().join("kept");
        std::fs::create_dir(&store)?;
        let rels = tree::kept_rels(kept);
        tree::place(from, &store, &rels, tree::How::Copy)?;
        w.folder = Some(Folder {
            store,
            kept: rels.into_iter().map(String::from).collect(),
        });
        Ok(w)
    }

    /// Whether candidates may lose whole files (a folder reduced as a project).
    pub fn files_may_go(&self) -> bool {
        self.folder.is_some()
    }

    /// A workspace for several files reduced together: a candidate is a joined text
    /// ([`crate::sources::join`]) and each test directory holds every file under its
    /// name. [`Workspace::file_name`] is then the names, one per line, which a
    /// compiler spec's `{src}` expands to one argument each.
    pub fn new_multi(root: &Path, names: Vec<String>) -> std::io::Result<Workspace> {
        let mut w = Workspace::new_in(root, names.join("\n").into())?;
        w.files = names;
        Ok(w)
    }

    /// The files' names when several are reduced together (empty otherwise).
    pub fn files(&self) -> &[String] {
        &self.files
    }

    /// The base directory.
    pub fn path(&self) -> &Path {
        self.base.path()
    }

    /// The name candidates are written under.
    pub fn file_name(&self) -> &std::ffi::OsStr {
        &self.file_name
    }

    /// A fresh directory holding `text` under the original file name (several files:
    /// each under its own name).
    pub fn stage(&self, text: &str) -> std::io::Result<TestDir> {
        if let Some(folder) = &self.folder {
            return self.stage_folder(folder, text);
        }
        if self.files.len() < 2 {
            return self.stage_named(&self.file_name, text);
        }
        let parts = crate::sources::split(text, &self.files).ok_or_else(|| {
            std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                "a candidate lost the markers between its files",
            )
        })?;
        let dir = tempfile::Builder::new()
            .prefix("t")
            .tempdir_in(self.base.path())?;
        for (name, body) in parts {
            std::fs::write(dir.path().join(name), body)?;
        }
        Ok(TestDir {
            dir,
            src: units(&self.files),
        })
    }

    /// A fresh folder holding the files `text` keeps and copies of the files left alone.
    fn stage_folder(&self, folder: &Folder, text: &str) -> std::io::Result<TestDir> {
        use crate::project::tree;
        let parts = crate::sources::split_present(text, &self.files).ok_or_else(|| {
            std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                "a candidate reordered or repeated the markers between its files",
            )
        })?;
        let dir = tempfile::Builder::new()
            .prefix("t")
            .tempdir_in(self.base.path())?;
        tree::write_parts(dir.path(), &parts)?;
        let kept: Vec<&str> = folder.kept.iter().map(String::as_str).collect();
        tree::place(&folder.store, dir.path(), &kept, tree::How::Copy)?;
        let kept: Vec<String> = parts.into_iter().map(|(n, _)| n).collect();
        Ok(TestDir {
            dir,
            src: units(&kept),
        })
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
        Ok(TestDir {
            dir,
            src: self.file_name.to_string_lossy().into_owned(),
        })
    }
}
