//! Writing folders: a test folder (the reduced files and copies of the files left
//! alone), the user's folder replaced whole by the reduced one (a sibling folder
//! swapped in with `renameat2(RENAME_EXCHANGE)`, so a kill leaves the old folder or
//! the new one, never a mix), and the `DIR.orig` backup (copied beside, then renamed).

use super::{Kept, Why};
use std::io;
use std::path::{Path, PathBuf};

/// Write `parts` (path under `dest`, text) into `dest`, making their folders.
pub fn write_parts(dest: &Path, parts: &[(String, String)]) -> io::Result<()> {
    for (rel, text) in parts {
        let path = dest.join(rel);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(&path, text)?;
    }
    Ok(())
}

/// How [`place`] brings a file over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum How {
    /// A copy: a test may write into it.
    Copy,
    /// A hard link (a copy across file systems): the user's own folder, whose files
    /// nothing writes.
    Link,
}

/// Bring the entries `rels` of `from` into `to` as they are: a symbolic link as a link
/// to where it points, a folder with all it holds, a file by `how`. Missing entries are
/// skipped (a file the user removed meanwhile).
pub fn place(from: &Path, to: &Path, rels: &[&str], how: How) -> io::Result<()> {
    for rel in rels {
        let src = from.join(rel);
        let dst = to.join(rel);
        if let Some(dir) = dst.parent() {
            std::fs::create_dir_all(dir)?;
        }
        entry(&src, &dst, how)?;
    }
    Ok(())
}

fn entry(src: &Path, dst: &Path, how: How) -> io::Result<()> {
    let meta = match std::fs::symlink_metadata(src) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e),
    };
    let ty = meta.file_type();
    if ty.is_symlink() {
        std::os::unix::fs::symlink(std::fs::read_link(src)?, dst)
    } else if ty.is_dir() {
        std::fs::create_dir_all(dst)?;
        std::fs::set_permissions(dst, meta.permissions())?;
        let mut names: Vec<_> = std::fs::read_dir(src)?
            .map(|e| e.map(|e| e.file_name()))
            .collect::<Result<_, _>>()?;
        names.sort();
        for n in names {
            entry(&src.join(&n), &dst.join(&n), how)?;
        }
        Ok(())
    } else if !ty.is_file() {
        // A socket or a FIFO is not brought over: nothing could read it as a file.
        Ok(())
    } else if how == How::Link && std::fs::hard_link(src, dst).is_ok() {
        Ok(())
    } else {
        std::fs::copy(src, dst).map(drop)
    }
}

/// The entries of `kept` to bring into a folder (every kept file, empty folders too).
pub fn kept_rels(kept: &[Kept]) -> Vec<&str> {
    kept.iter()
        .filter(|k| k.why != Why::Special)
        .map(|k| k.rel.as_str())
        .collect()
}

/// A new folder beside `dir` (same file system, so it can be swapped in), named after
/// it and hidden.
pub fn sibling(dir: &Path, what: &str) -> io::Result<tempfile::TempDir> {
    let parent = match dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let name = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    tempfile::Builder::new()
        .prefix(&format!(".{name}.creduce-rs-{what}-"))
        .tempdir_in(parent)
}

/// Put the folder `new` in the place of `dir` in one step: the two are swapped, then
/// the old one (now at `new`'s path) is removed. Where the file system cannot swap,
/// `dir` is moved aside first (a kill in between leaves it beside, not lost).
pub fn replace(dir: &Path, new: tempfile::TempDir) -> io::Result<()> {
    let new_path = new.keep();
    if !dir.exists() {
        return std::fs::rename(&new_path, dir);
    }
    let swapped = nix::fcntl::renameat2(
        None,
        &new_path,
        None,
        dir,
        nix::fcntl::RenameFlags::RENAME_EXCHANGE,
    );
    match swapped {
        Ok(()) => std::fs::remove_dir_all(&new_path),
        Err(_) => {
            let aside = aside_path(dir);
            std::fs::rename(dir, &aside)?;
            std::fs::rename(&new_path, dir)?;
            std::fs::remove_dir_all(&aside)
        }
    }
}

fn aside_path(dir: &Path) -> PathBuf {
    let mut s = dir.as_os_str().to_owned();
    s.push(format!(".creduce-rs-old-{}", std::process::id()));
    PathBuf::from(s)
}

/// Copy the folder `dir` to `to` whole (the backup `DIR.orig`): into a sibling first,
/// then renamed, so `to` is never half there. An existing `to` is replaced.
pub fn copy_whole(dir: &Path, to: &Path) -> io::Result<()> {
    let tmp = sibling(to, "copy")?;
    // A big folder's copy may outlast an interrupt's grace: a forced exit removes it.
    let _at_exit = crate::forced_exit::temporary(tmp.path().to_path_buf());
    let mut names: Vec<_> = std::fs::read_dir(dir)?
        .map(|e| e.map(|e| e.file_name()))
        .collect::<Result<_, _>>()?;
    names.sort();
    for n in &names {
        entry(&dir.join(n), &tmp.path().join(n), How::Copy)?;
    }
    std::fs::set_permissions(tmp.path(), std::fs::metadata(dir)?.permissions())?;
    replace(to, tmp)
}

/// `DIR.orig` (a trailing `/` of `DIR` left out).
pub fn backup_path(dir: &Path) -> PathBuf {
    let trimmed: PathBuf = dir.components().collect();
    crate::files::backup_path(&trimmed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listing(d: &Path) -> Vec<String> {
        let mut out = Vec::new();
        let mut stack = vec![d.to_path_buf()];
        while let Some(p) = stack.pop() {
            for e in std::fs::read_dir(&p).unwrap() {
                let e = e.unwrap();
                let rel = e.path().strip_prefix(d).unwrap().display().to_string();
                let ty = e.file_type().unwrap();
                if ty.is_symlink() {
                    out.push(format!(
                        "{rel} -> {}",
                        std::fs::read_link(e.path()).unwrap().display()
                    ));
                } else if ty.is_dir() {
                    out.push(format!("{rel}/"));
                    stack.push(e.path());
                } else {
                    out.push(format!(
                        "{rel}: {}",
                        String::from_utf8_lossy(&std::fs::read(e.path()).unwrap())
                    ));
                }
            }
        }
        out.sort();
        out
    }

    #[test]
    fn a_folder_is_replaced_whole_and_backed_up_whole() {
        let d = tempfile::tempdir().unwrap();
        let dir = d.path().join("proj");
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        std::fs::write(dir.join("a.c"), "long text\n").unwrap();
        std::fs::write(dir.join("sub/x.h"), "header\n").unwrap();
        std::fs::write(dir.join("o.bin"), "\0bin").unwrap();
        std::os::unix::fs::symlink("a.c", dir.join("l.c")).unwrap();
        let orig = backup_path(&d.path().join("proj/"));
        assert_eq!(orig, d.path().join("proj.orig"));
        copy_whole(&dir, &orig).unwrap();
        let before = listing(&dir);
        assert_eq!(listing(&orig), before);

        let new = sibling(&dir, "write").unwrap();
        write_parts(new.path(), &[("a.c".into(), "short\n".into())]).unwrap();
        place(&dir, new.path(), &["o.bin", "l.c"], How::Link).unwrap();
        replace(&dir, new).unwrap();
        assert_eq!(
            listing(&dir),
            ["a.c: short\n", "l.c -> a.c", "o.bin: \0bin"]
        );
        // The backup is untouched, and nothing is left beside the folder.
        assert_eq!(listing(&orig), before);
        let mut beside: Vec<String> = std::fs::read_dir(d.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        beside.sort();
        assert_eq!(beside, ["proj", "proj.orig"]);
    }
}
