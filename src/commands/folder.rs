//! `creduce-rs DIR --test check.sh`: what the `reduce` command does differently for a
//! folder ([`crate::project`]): its backup `DIR.orig` (the whole folder, copied once
//! the original has passed its check), its workspace, and the write of each
//! improvement (a new folder swapped in whole for the old one).

use super::Error;
use crate::oracle::Workspace;
use crate::project::{tree, Project};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Refuse a backup that exists and differs from the folder (unless `overwrite`).
pub fn check_backup(dir: &Path, backup: &Path, overwrite: bool) -> Result<(), Error> {
    if backup.exists() && !overwrite && !same_tree(dir, backup) {
        return Err(Error::BackupExists(backup.to_path_buf()));
    }
    tree::sibling(backup, "check")
        .map(drop)
        .map_err(|e| Error::CannotWrite(format!("cannot write backup {}: {e}", backup.display())))
}

/// Keep the folder whole as `backup` (replacing an older copy).
pub fn keep_backup(dir: &Path, backup: &Path) -> Result<(), Error> {
    if same_tree(dir, backup) {
        return Ok(());
    }
    tree::copy_whole(dir, backup)
        .map_err(|e| Error::CannotWrite(format!("cannot write backup {}: {e}", backup.display())))
}

/// Whether two folders hold the same entries with the same contents (links: the same
/// target).
fn same_tree(a: &Path, b: &Path) -> bool {
    fn listing(d: &Path) -> Option<Vec<std::ffi::OsString>> {
        let mut v: Vec<_> = std::fs::read_dir(d)
            .ok()?
            .map(|e| e.map(|e| e.file_name()))
            .collect::<Result<_, _>>()
            .ok()?;
        v.sort();
        Some(v)
    }
    let (Ok(ma), Ok(mb)) = (std::fs::symlink_metadata(a), std::fs::symlink_metadata(b)) else {
        return false;
    };
    let (ta, tb) = (ma.file_type(), mb.file_type());
    if ta.is_symlink() || tb.is_symlink() {
        return ta.is_symlink()
            && tb.is_symlink()
            && std::fs::read_link(a).ok() == std::fs::read_link(b).ok();
    }
    if ta.is_dir() || tb.is_dir() {
        if !(ta.is_dir() && tb.is_dir()) {
            return false;
        }
        let (Some(la), Some(lb)) = (listing(a), listing(b)) else {
            return false;
        };
        return la == lb && la.iter().all(|n| same_tree(&a.join(n), &b.join(n)));
    }
    ma.len() == mb.len() && std::fs::read(a).ok() == std::fs::read(b).ok()
}

/// The workspace of a folder's tests.
pub fn workspace(project: &Project, root: &Path) -> Result<Arc<Workspace>, Error> {
    Workspace::new_folder(root, project.names(), &project.root, &project.kept)
        .map(Arc::new)
        .map_err(|e| {
            Error::Other(anyhow::anyhow!(
                "cannot make the test folder in {}: {e}",
                root.display()
            ))
        })
}

/// What writes an improvement into `output`: a new folder beside it with the files the
/// text keeps and the files left alone (linked from the user's folder), swapped in.
pub fn saver(
    project: &Project,
    output: PathBuf,
) -> impl Fn(&str) -> std::io::Result<()> + Sync + use<> {
    let names = project.names();
    let from = project.root.clone();
    let mut rels: Vec<String> = tree::kept_rels(&project.kept)
        .into_iter()
        .map(String::from)
        .collect();
    rels.extend(project.vcs.iter().cloned());
    move |text: &str| {
        let parts = crate::sources::split_present(text, &names).ok_or_else(|| {
            std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                "the file markers were reordered or repeated",
            )
        })?;
        // A forced exit waits for the swap rather than leave the new folder beside.
        let _section = crate::forced_exit::section();
        let new = tree::sibling(&output, "write")?;
        tree::write_parts(new.path(), &parts)?;
        let rels: Vec<&str> = rels.iter().map(String::as_str).collect();
        tree::place(&from, new.path(), &rels, tree::How::Link)?;
        std::fs::set_permissions(new.path(), std::fs::metadata(&from)?.permissions())?;
        tree::replace(&output, new)
    }
}

/// The files a result keeps, and those it removed, for the closing line.
pub fn summary(project: &Project, text: &str) -> String {
    let names = project.names();
    let kept = crate::sources::present(text, &names).count();
    format!(
        "{kept} of {} files kept, {} left alone",
        names.len(),
        project.kept.len() + project.vcs.len()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trees_compare_by_entries_and_contents() {
        let d = tempfile::tempdir().unwrap();
        let (a, b) = (d.path().join("a"), d.path().join("b"));
        for x in [&a, &b] {
            std::fs::create_dir_all(x.join("s")).unwrap();
            std::fs::write(x.join("s/f"), "1").unwrap();
            std::os::unix::fs::symlink("s/f", x.join("l")).unwrap();
        }
        assert!(same_tree(&a, &b));
        std::fs::write(b.join("s/f"), "2").unwrap();
        assert!(!same_tree(&a, &b));
        std::fs::write(b.join("s/f"), "1").unwrap();
        std::fs::write(b.join("extra"), "").unwrap();
        assert!(!same_tree(&a, &b));
        assert!(!same_tree(&a, &d.path().join("missing")));
    }
}
