//! A folder reduced as a project (`creduce-rs DIR --test check.sh`): which of its files
//! are reduced and which are left alone, in one order. The text files are joined as
//! several files are ([`crate::sources`]), C and C++ sources first, so the passes
//! follow a declaration across files, then build files and other text; the passes
//! of [`units`] remove whole files, inline a header into its one includer and merge
//! translation units. Symbolic links, binary files, files that are not UTF-8 or are
//! empty are left alone: each test folder holds them as they are ([`Kept`]).
//! Version-control folders stay out of the test folders ([`tree`] keeps them in the
//! user's folder).

pub mod tree;
pub mod units;

use crate::lang::Lang;
use std::path::{Path, PathBuf};

/// At most this many files are reduced in one folder.
pub const MAX_FILES: usize = 10_000;
/// At most this many bytes of text are reduced in one folder.
pub const MAX_BYTES: u64 = 256 << 20;

/// Folders left out of test folders and kept as they are in the user's.
pub const VCS_DIRS: &[&str] = &[".git", ".hg", ".svn"];

/// Extensions of C and C++ sources and headers.
const SOURCE_EXTENSIONS: &[&str] = &[
    "c", "h", "i", "cc", "cpp", "cxx", "C", "c++", "hh", "hpp", "hxx", "H", "ii", "ipp", "tcc",
    "inl", "inc", "cppm", "ixx", "mpp", "ccm", "cxxm", "c++m", "def",
];

/// Extensions of headers (not translation units of their own).
const HEADER_EXTENSIONS: &[&str] = &[
    "h", "hh", "hpp", "hxx", "H", "ipp", "tcc", "inl", "inc", "def",
];

/// What a reduced file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Role {
    /// A translation unit (`.c`, `.cc`, a module interface, ...).
    Unit,
    /// A header.
    Header,
    /// A build file or any other text: reduced by the passes as text.
    Text,
}

/// A file reduced with the others.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    /// Its path under the folder, with `/` between parts.
    pub rel: String,
    /// What it is.
    pub role: Role,
}

/// Why a file is left alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// A symbolic link (kept as a link, pointing where it points).
    Symlink,
    /// Holds NUL bytes.
    Binary,
    /// Not UTF-8 text.
    NotUtf8,
    /// Empty or only whitespace: nothing to reduce.
    Empty,
    /// Neither a file, a folder nor a link (a socket, a FIFO).
    Special,
}

impl Why {
    /// In words, for the line that says what is left alone.
    pub fn words(self) -> &'static str {
        match self {
            Why::Symlink => "symbolic link",
            Why::Binary => "binary",
            Why::NotUtf8 => "not UTF-8",
            Why::Empty => "empty",
            Why::Special => "not a regular file",
        }
    }
}

/// A file (or empty folder) left alone: each test folder holds it as it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// Its path under the folder.
    pub rel: String,
    /// Why.
    pub why: Why,
}

/// A scanned folder.
#[derive(Clone, Debug)]
pub struct Project {
    /// The folder.
    pub root: PathBuf,
    /// The files reduced, in the order they are joined.
    pub members: Vec<Member>,
    /// Their texts, as read.
    pub texts: Vec<String>,
    /// The files left alone, in path order.
    pub kept: Vec<Kept>,
    /// Version-control folders left out of the test folders.
    pub vcs: Vec<String>,
}

/// Why a folder cannot be reduced.
#[derive(Debug, thiserror::Error)]
pub enum ProjectError {
    /// A file or folder cannot be read.
    #[error("cannot read {path}: {source}")]
    Unreadable {
        /// What.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// No text file to reduce.
    #[error("{0} has no text file to reduce")]
    Nothing(PathBuf),
    /// Too many files or bytes.
    #[error("{path} is too big to reduce as a folder: {files} text files, {bytes} bytes (at most {MAX_FILES} files and {MAX_BYTES} bytes)")]
    TooBig {
        /// The folder.
        path: PathBuf,
        /// Its text files.
        files: usize,
        /// Their bytes.
        bytes: u64,
    },
    /// A path that is not UTF-8 (it could not be named in a marker).
    #[error("{0} has a name that is not UTF-8")]
    BadName(PathBuf),
}

/// The role of a text file by its name.
pub fn role_of(rel: &str) -> Role {
    let ext = Path::new(rel).extension().and_then(|e| e.to_str());
    match ext {
        Some(e) if HEADER_EXTENSIONS.contains(&e) => Role::Header,
        Some(e) if SOURCE_EXTENSIONS.contains(&e) => Role::Unit,
        _ => Role::Text,
    }
}

impl Project {
    /// Read the folder `root`.
    pub fn scan(root: &Path) -> Result<Project, ProjectError> {
        let unreadable = |path: &Path| {
            let path = path.to_path_buf();
            move |source| ProjectError::Unreadable { path, source }
        };
        let mut found: Vec<(String, PathBuf)> = Vec::new();
        let mut vcs = Vec::new();
        let mut kept = Vec::new();
        let mut stack = vec![(String::new(), root.to_path_buf())];
        while let Some((prefix, dir)) = stack.pop() {
            let mut entries = std::fs::read_dir(&dir)
                .map_err(unreadable(&dir))?
                .collect::<Result<Vec<_>, _>>()
                .map_err(unreadable(&dir))?;
            entries.sort_by_key(|e| e.file_name());
            if entries.is_empty() && !prefix.is_empty() {
                kept.push(Kept {
                    rel: prefix.trim_end_matches('/').to_string(),
                    why: Why::Empty,
                });
            }
            for e in entries {
                let path = e.path();
                let name = e
                    .file_name()
                    .into_string()
                    .map_err(|_| ProjectError::BadName(path.clone()))?;
                let rel = format!("{prefix}{name}");
                let ty = e.file_type().map_err(unreadable(&path))?;
                if ty.is_symlink() {
                    kept.push(Kept {
                        rel,
                        why: Why::Symlink,
                    });
                } else if ty.is_dir() {
                    if VCS_DIRS.contains(&name.as_str()) {
                        vcs.push(rel);
                    } else {
                        stack.push((format!("{rel}/"), path));
                    }
                } else if ty.is_file() {
                    found.push((rel, path));
                } else {
                    kept.push(Kept {
                        rel,
                        why: Why::Special,
                    });
                }
            }
        }
        let mut members = Vec::new();
        let mut bytes = 0u64;
        for (rel, path) in found {
            let data = std::fs::read(&path).map_err(unreadable(&path))?;
            let why = if data.contains(&0) {
                Some(Why::Binary)
            } else if std::str::from_utf8(&data).is_err() {
                Some(Why::NotUtf8)
            } else if data.iter().all(u8::is_ascii_whitespace) {
                Some(Why::Empty)
            } else {
                None
            };
            if let Some(why) = why {
                kept.push(Kept { rel, why });
                continue;
            }
            bytes += data.len() as u64;
            let text = String::from_utf8(data).expect("checked above");
            members.push((
                Member {
                    role: role_of(&rel),
                    rel,
                },
                text,
            ));
        }
        if members.is_empty() {
            return Err(ProjectError::Nothing(root.to_path_buf()));
        }
        if members.len() > MAX_FILES || bytes > MAX_BYTES {
            return Err(ProjectError::TooBig {
                path: root.to_path_buf(),
                files: members.len(),
                bytes,
            });
        }
        // Sources first, so that a build file's text never comes before C code in the
        // joined text the passes parse; each kind in path order.
        members.sort_by(|a, b| {
            (a.0.role == Role::Text, &a.0.rel).cmp(&(b.0.role == Role::Text, &b.0.rel))
        });
        kept.sort_by(|a, b| a.rel.cmp(&b.rel));
        vcs.sort();
        let (members, texts) = members.into_iter().unzip();
        Ok(Project {
            root: root.to_path_buf(),
            members,
            texts,
            kept,
            vcs,
        })
    }

    /// The reduced files' names (paths under the folder), in order.
    pub fn names(&self) -> Vec<String> {
        self.members.iter().map(|m| m.rel.clone()).collect()
    }

    /// The text the passes reduce: every reduced file after its marker.
    pub fn text(&self) -> String {
        let files: Vec<(String, String)> = self
            .names()
            .into_iter()
            .zip(self.texts.iter().cloned())
            .collect();
        crate::sources::join(&files)
    }

    /// The language the passes parse: C++ when a source's name says C++, else C.
    pub fn lang(&self) -> Lang {
        let cpp = self
            .members
            .iter()
            .any(|m| m.role != Role::Text && Lang::of_path(Path::new(&m.rel)) == Lang::Cpp);
        if cpp {
            Lang::Cpp
        } else {
            Lang::C
        }
    }

    /// One line saying what is left alone, if anything is.
    pub fn left_alone(&self) -> Option<String> {
        if self.kept.is_empty() && self.vcs.is_empty() {
            return None;
        }
        let mut parts: Vec<String> = self
            .kept
            .iter()
            .map(|k| format!("{} ({})", k.rel, k.why.words()))
            .collect();
        parts.extend(
            self.vcs
                .iter()
                .map(|v| format!("{v}/ (version control: not in the test folders)")),
        );
        const SHOWN: usize = 8;
        let more = parts.len().saturating_sub(SHOWN);
        parts.truncate(SHOWN);
        let mut line = format!("left alone: {}", parts.join(", "));
        if more > 0 {
            line.push_str(&format!(" and {more} more"));
        }
        Some(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_is_scanned_into_reduced_and_kept_files() {
        let d = tempfile::tempdir().unwrap();
        let p = d.path();
        std::fs::create_dir_all(p.join("include/sub")).unwrap();
        std::fs::create_dir_all(p.join(".git")).unwrap();
        std::fs::create_dir_all(p.join("empty")).unwrap();
        std::fs::write(p.join(".git/HEAD"), "ref\n").unwrap();
        std::fs::write(p.join("Makefile"), "all:\n\tcc a.c\n").unwrap();
        std::fs::write(p.join("a.c"), "int main(void) { return 0; }\n").unwrap();
        std::fs::write(p.join("include/sub/x.h"), "int x;\n").unwrap();
        std::fs::write(p.join("blob.o"), b"\x7fELF\0\0").unwrap();
        std::fs::write(p.join("latin1.txt"), b"caf\xe9\n").unwrap();
        std::fs::write(p.join("blank.h"), "\n").unwrap();
        std::os::unix::fs::symlink("a.c", p.join("link.c")).unwrap();
        let pr = Project::scan(p).unwrap();
        assert_eq!(pr.names(), ["a.c", "include/sub/x.h", "Makefile"]);
        assert_eq!(
            pr.members.iter().map(|m| m.role).collect::<Vec<_>>(),
            [Role::Unit, Role::Header, Role::Text]
        );
        let kept: Vec<(&str, Why)> = pr.kept.iter().map(|k| (k.rel.as_str(), k.why)).collect();
        assert_eq!(
            kept,
            [
                ("blank.h", Why::Empty),
                ("blob.o", Why::Binary),
                ("empty", Why::Empty),
                ("latin1.txt", Why::NotUtf8),
                ("link.c", Why::Symlink),
            ]
        );
        assert_eq!(pr.vcs, [".git"]);
        assert_eq!(pr.lang(), Lang::C);
        assert!(pr.left_alone().unwrap().contains("link.c (symbolic link)"));
        let text = pr.text();
        assert!(text.starts_with(&crate::sources::marker("a.c")));
        assert!(text.ends_with("\tcc a.c\n"));
        std::fs::write(p.join("b.cc"), "int y;\n").unwrap();
        assert_eq!(Project::scan(p).unwrap().lang(), Lang::Cpp);
    }

    #[test]
    fn a_folder_without_text_is_refused() {
        let d = tempfile::tempdir().unwrap();
        assert!(matches!(
            Project::scan(d.path()),
            Err(ProjectError::Nothing(_))
        ));
        std::fs::write(d.path().join("x.o"), b"\0").unwrap();
        assert!(matches!(
            Project::scan(d.path()),
            Err(ProjectError::Nothing(_))
        ));
    }
}
