//! The user's files: reading and checking the input, the `FILE.orig` backup, and atomic
//! writes (temporary file in the same directory, then rename), so an interrupt or a crash
//! never leaves a half-written file.

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// Why an input file is refused.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// Cannot be read.
    #[error("cannot read {path}: {source}")]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// Is a directory.
    #[error("{0} is a directory, not a C file")]
    Directory(PathBuf),
    /// Holds NUL bytes.
    #[error("{0} looks binary (it contains NUL bytes), not like C source")]
    Binary(PathBuf),
    /// Not UTF-8.
    #[error("{0} is not valid UTF-8 text")]
    NotUtf8(PathBuf),
    /// Empty or only whitespace.
    #[error("{0} is empty: there is nothing to reduce")]
    Empty(PathBuf),
}

/// Read a C source file, refusing what cannot be one.
pub fn read_source(path: &Path) -> Result<String, InputError> {
    if path.is_dir() {
        return Err(InputError::Directory(path.to_path_buf()));
    }
    let bytes = std::fs::read(path).map_err(|source| InputError::Unreadable {
        path: path.to_path_buf(),
        source,
    })?;
    if bytes.contains(&0) {
        return Err(InputError::Binary(path.to_path_buf()));
    }
    let text = String::from_utf8(bytes).map_err(|_| InputError::NotUtf8(path.to_path_buf()))?;
    if text.trim().is_empty() {
        return Err(InputError::Empty(path.to_path_buf()));
    }
    Ok(text)
}

/// Write `text` to `path` atomically: a temporary file beside it, then a rename. The
/// file's permissions are kept when it exists; a new file gets `rw-r--r--`.
pub fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    write_atomic_with_mode_of(path, text, path)
}

/// As [`write_atomic`], taking the permissions from `like` (for the backup of a file).
pub fn write_atomic_with_mode_of(path: &Path, text: &str, like: &Path) -> std::io::Result<()> {
    // A forced exit waits for the rename rather than leave the temporary file behind.
    let _section = crate::forced_exit::section();
    write_in_section(path, text, like)
}

/// Write several files, each atomically, as one step for a forced exit: it never
/// ends the process with some files of one improvement and some of the one before.
pub fn write_atomic_all(files: &[(&Path, &str)]) -> std::io::Result<()> {
    let _section = crate::forced_exit::section();
    files
        .iter()
        .try_for_each(|(path, text)| write_in_section(path, text, path))
}

/// [`write_atomic_with_mode_of`], inside a section the caller holds.
fn write_in_section(path: &Path, text: &str, like: &Path) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".creduce-rs-")
        .suffix(".tmp")
        .tempfile_in(dir)?;
    tmp.write_all(text.as_bytes())?;
    tmp.as_file().sync_all()?;
    let perms = std::fs::metadata(like)
        .map(|m| m.permissions())
        .unwrap_or_else(|_| std::fs::Permissions::from_mode(0o644));
    tmp.as_file().set_permissions(perms)?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Check that a file can be created in `path`'s directory (without touching `path`).
pub fn check_writable(path: &Path) -> std::io::Result<()> {
    if path.is_dir() {
        return Err(std::io::Error::other("it is a directory"));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    tempfile::Builder::new()
        .prefix(".creduce-rs-")
        .tempfile_in(dir)
        .map(drop)
}

/// True if `a` and `b` name the same existing file (also through `./`, `..`, symbolic
/// or hard links).
pub fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

/// `FILE.orig`.
pub fn backup_path(file: &Path) -> PathBuf {
    let mut s = file.as_os_str().to_owned();
    s.push(".orig");
    PathBuf::from(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_bad_inputs() {
        let d = tempfile::tempdir().unwrap();
        let p = d.path().join("x.c");
        assert!(matches!(
            read_source(&p),
            Err(InputError::Unreadable { .. })
        ));
        assert!(matches!(
            read_source(d.path()),
            Err(InputError::Directory(_))
        ));
        std::fs::write(&p, b"int\0x;").unwrap();
        assert!(matches!(read_source(&p), Err(InputError::Binary(_))));
        std::fs::write(&p, b"int \xff;").unwrap();
        assert!(matches!(read_source(&p), Err(InputError::NotUtf8(_))));
        std::fs::write(&p, b" \n").unwrap();
        assert!(matches!(read_source(&p), Err(InputError::Empty(_))));
        std::fs::write(&p, b"int x;").unwrap();
        assert_eq!(read_source(&p).unwrap(), "int x;");
    }

    #[test]
    fn atomic_write_replaces_and_leaves_no_temp() {
        let d = tempfile::tempdir().unwrap();
        let p = d.path().join("x.c");
        std::fs::write(&p, "old").unwrap();
        write_atomic(&p, "new").unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "new");
        assert_eq!(std::fs::read_dir(d.path()).unwrap().count(), 1);
        let fresh = d.path().join("new.c");
        write_atomic(&fresh, "x").unwrap();
        assert_eq!(
            std::fs::metadata(&fresh).unwrap().permissions().mode() & 0o777,
            0o644
        );
        assert_eq!(backup_path(&p), d.path().join("x.c.orig"));
    }
}
