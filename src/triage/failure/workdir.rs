//! The work directory of a triage run: its state, so a killed run resumes where it
//! stopped. Layout:
//!
//! ```text
//! WORKDIR/.creduce-triage         marks the directory as a work directory
//! WORKDIR/.lock                   held (flock) while a triage runs here
//! WORKDIR/tmp/                    the tests' temporary directories (emptied at start)
//! WORKDIR/failures/ID/record.json what is known (stages done), written atomically
//! WORKDIR/failures/ID/original.c  the original
//! WORKDIR/failures/ID/reduced.c   the best program so far, then the reduced one
//! WORKDIR/failures/ID/path.txt    the keys of the programs its reduction passed through
//! WORKDIR/failures/ID/timings.json seconds per stage and tests run
//! WORKDIR/failures/ID/log.txt     what happened, stage by stage
//! WORKDIR/report.json, report.md, report.html, timings.json
//! ```

use crate::files;
use crate::triage::failure::record::Record;
use crate::triage::failure::record::Stage;
use nix::fcntl::{Flock, FlockArg};
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::{Path, PathBuf};

/// Seconds per stage and tests run for one failure: they vary with load and `-j`, so
/// they stay out of the report.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Timings {
    /// Seconds per stage, summed over every run that worked on it.
    pub seconds: std::collections::BTreeMap<Stage, f64>,
    /// Tests the reductions ran.
    pub reduce_tests: u64,
    /// Tests the generator's shrink ran (a generated test's, before its reduction).
    #[serde(default)]
    pub shrink_tests: u64,
    /// Culprit probes that ran a compiler.
    #[serde(default)]
    pub probes_run: u64,
    /// Culprit probes answered from the run's cache (asked before, by this failure or
    /// another).
    #[serde(default)]
    pub probes_cached: u64,
}

/// The file that marks a work directory. A directory that exists, is not empty and
/// lacks it is refused: triage deletes and rewrites files in its work directory.
pub const MARKER: &str = ".creduce-triage";

/// Why the work directory cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum WorkDirError {
    /// Another triage holds it.
    #[error("another triage is running in {0} (it holds {0}/.lock)")]
    Busy(PathBuf),
    /// It holds other files: not a work directory of an earlier run.
    #[error("{0} exists and is not a triage work directory (no {MARKER} in it): give a new or empty directory")]
    NotOurs(PathBuf),
    /// It cannot be created or written.
    #[error("cannot use work directory {path}: {source}")]
    Io {
        /// The directory.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
}

/// An open (locked) work directory.
#[derive(Debug)]
pub struct WorkDir {
    root: PathBuf,
    _lock: Flock<std::fs::File>,
}

impl WorkDir {
    /// Create or reopen `root` and lock it; the temporary area is emptied (a killed run
    /// may have left test directories there).
    pub fn open(root: &Path) -> Result<WorkDir, WorkDirError> {
        let io = |source| WorkDirError::Io {
            path: root.to_path_buf(),
            source,
        };
        let empty = std::fs::read_dir(root).map_or(true, |mut d| d.next().is_none());
        if !empty && !root.join(MARKER).is_file() {
            return Err(WorkDirError::NotOurs(root.to_path_buf()));
        }
        std::fs::create_dir_all(root.join("failures")).map_err(io)?;
        std::fs::write(root.join(MARKER), "creduce-rs triage work directory\n").map_err(io)?;
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(root.join(".lock"))
            .map_err(io)?;
        let lock = Flock::lock(file, FlockArg::LockExclusiveNonblock)
            .map_err(|_| WorkDirError::Busy(root.to_path_buf()))?;
        let tmp = root.join("tmp");
        if tmp.exists() {
            std::fs::remove_dir_all(&tmp).map_err(io)?;
        }
        std::fs::create_dir_all(&tmp).map_err(io)?;
        Ok(WorkDir {
            // Absolute, so test directories' paths are too (and can be scrubbed).
            root: root.canonicalize().map_err(io)?,
            _lock: lock,
        })
    }

    /// The directory itself.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Where tests make their temporary directories.
    pub fn tmp(&self) -> PathBuf {
        self.root.join("tmp")
    }

    /// One failure's folder.
    pub fn failure_dir(&self, id: &str) -> PathBuf {
        self.root.join("failures").join(id)
    }

    /// A file of one failure's folder.
    pub fn file(&self, id: &str, name: &str) -> PathBuf {
        self.failure_dir(id).join(name)
    }

    /// The failure's record, if a run left a readable one.
    pub fn read_record(&self, id: &str) -> Option<Record> {
        let text = std::fs::read_to_string(self.file(id, "record.json")).ok()?;
        serde_json::from_str(&text).ok()
    }

    /// Save the failure's record atomically.
    pub fn write_record(&self, r: &Record) -> std::io::Result<()> {
        let json = serde_json::to_string_pretty(r).map_err(std::io::Error::other)?;
        self.write_text(&r.id, "record.json", &(json + "\n"))
    }

    /// Forget everything about a failure (its original or oracle changed).
    pub fn reset(&self, id: &str) -> std::io::Result<()> {
        let dir = self.failure_dir(id);
        if dir.exists() {
            std::fs::remove_dir_all(&dir)?;
        }
        std::fs::create_dir_all(&dir)
    }

    /// Write a file of one failure atomically.
    pub fn write_text(&self, id: &str, name: &str, text: &str) -> std::io::Result<()> {
        std::fs::create_dir_all(self.failure_dir(id))?;
        files::write_atomic(&self.file(id, name), text)
    }

    /// Add a line to a file of one failure (a list that only grows; a line cut short by
    /// a kill is read as a line that matches nothing).
    pub fn append_line(&self, id: &str, name: &str, line: &str) -> std::io::Result<()> {
        use std::io::{Read, Seek, SeekFrom};
        std::fs::create_dir_all(self.failure_dir(id))?;
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .read(true)
            .append(true)
            .open(self.file(id, name))?;
        // A line a kill cut short gets its end first, so this one stays whole.
        let cut = f.metadata()?.len() > 0 && {
            let mut last = [0u8];
            f.seek(SeekFrom::End(-1))?;
            f.read_exact(&mut last)?;
            last[0] != b'\n'
        };
        if cut {
            writeln!(f)?;
        }
        writeln!(f, "{line}")
    }

    /// A file of one failure, if it exists.
    pub fn read_text(&self, id: &str, name: &str) -> Option<String> {
        std::fs::read_to_string(self.file(id, name)).ok()
    }

    /// The program a failure is clustered by: as given (`--already-reduced`), or the
    /// reduced one.
    pub fn program(&self, id: &str, as_given: bool) -> Option<String> {
        self.read_text(id, if as_given { "original.c" } else { "reduced.c" })
    }

    /// Add a line to the failure's log (best effort: a log line is never worth
    /// stopping for).
    pub fn log(&self, id: &str, line: &str) {
        let _ = std::fs::create_dir_all(self.failure_dir(id));
        if let Ok(mut f) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.file(id, "log.txt"))
        {
            let _ = writeln!(f, "{line}");
        }
    }

    /// The failure's timings so far. Keys that name no stage (a work directory written
    /// before the keys were [`Stage`]s held `"reduce-tests": 0`) are dropped, not the
    /// whole file.
    pub fn read_timings(&self, id: &str) -> Timings {
        #[derive(Deserialize)]
        struct Loose {
            seconds: std::collections::BTreeMap<String, f64>,
            reduce_tests: u64,
            #[serde(default)]
            shrink_tests: u64,
            #[serde(default)]
            probes_run: u64,
            #[serde(default)]
            probes_cached: u64,
        }
        let Some(loose) = self
            .read_text(id, "timings.json")
            .and_then(|t| serde_json::from_str::<Loose>(&t).ok())
        else {
            return Timings::default();
        };
        let stage = |k: &str| serde_json::from_value::<Stage>(serde_json::Value::from(k)).ok();
        Timings {
            seconds: loose
                .seconds
                .into_iter()
                .filter_map(|(k, v)| Some((stage(&k)?, v)))
                .collect(),
            reduce_tests: loose.reduce_tests,
            shrink_tests: loose.shrink_tests,
            probes_run: loose.probes_run,
            probes_cached: loose.probes_cached,
        }
    }

    /// Add `seconds` to a stage of the failure's timings.
    pub fn add_time(&self, id: &str, stage: Stage, seconds: f64) {
        self.update_timings(id, |t| *t.seconds.entry(stage).or_default() += seconds);
    }

    /// Add `tests` to the tests the failure's reductions ran.
    pub fn add_tests(&self, id: &str, tests: u64) {
        self.update_timings(id, |t| t.reduce_tests += tests);
    }

    /// Add to the failure's culprit probes: `run` ran a compiler, `cached` did not.
    pub fn add_probes(&self, id: &str, run: u64, cached: u64) {
        self.update_timings(id, |t| {
            t.probes_run += run;
            t.probes_cached += cached;
        });
    }

    /// Add `tests` to the tests the failure's shrink ran.
    pub fn add_shrink_tests(&self, id: &str, tests: u64) {
        self.update_timings(id, |t| t.shrink_tests += tests);
    }

    fn update_timings(&self, id: &str, change: impl FnOnce(&mut Timings)) {
        let mut t = self.read_timings(id);
        change(&mut t);
        if let Ok(json) = serde_json::to_string_pretty(&t) {
            let _ = self.write_text(id, "timings.json", &(json + "\n"));
        }
    }

    /// Write a file at the top of the work directory atomically.
    pub fn write_top(&self, name: &str, text: &str) -> std::io::Result<()> {
        files::write_atomic(&self.root.join(name), text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_run_at_a_time_and_records_round_trip() {
        let d = tempfile::tempdir().unwrap();
        let wd = WorkDir::open(d.path()).unwrap();
        assert!(matches!(
            WorkDir::open(d.path()),
            Err(WorkDirError::Busy(_))
        ));
        let r = Record::new("a", "int x;", None, false);
        wd.write_record(&r).unwrap();
        assert_eq!(wd.read_record("a"), Some(r));
        std::fs::write(wd.tmp().join("left-over"), "x").unwrap();
        drop(wd);
        let again = WorkDir::open(d.path()).unwrap();
        // A directory with other files is not taken.
        let other = tempfile::tempdir().unwrap();
        std::fs::write(other.path().join("notes.txt"), "mine").unwrap();
        assert!(matches!(
            WorkDir::open(other.path()),
            Err(WorkDirError::NotOurs(_))
        ));
        assert!(other.path().join("notes.txt").exists());
        assert!(again.read_record("a").is_some());
        assert_eq!(std::fs::read_dir(again.tmp()).unwrap().count(), 0);
        // A file of the older form, with a key that names no stage, keeps the rest.
        again
            .write_text(
                "a",
                "timings.json",
                r#"{"seconds": {"reduce-tests": 0.0, "reproduce": 0.5}, "reduce_tests": 0}"#,
            )
            .unwrap();
        assert_eq!(again.read_timings("a").seconds[&Stage::Reproduce], 0.5);
        again.add_time("a", Stage::Reduce, 1.5);
        again.add_tests("a", 10);
        again.add_time("a", Stage::Reduce, 1.0);
        again.add_tests("a", 5);
        let t = again.read_timings("a");
        assert_eq!((t.seconds[&Stage::Reduce], t.reduce_tests), (2.5, 15));
    }
}
