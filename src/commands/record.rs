//! Debug: a reduction's tests, recorded and replayed (`--record-tests`,
//! `--replay-tests`). A run with `--no-speculation -j 1` records the engine's own path:
//! the tests it needs, in order. A run that replays them tests exactly those ahead of
//! need, instead of the predicted path, and so shows the time a perfect prediction gives
//! at its `-j` (bench/latency.py's bound column). Neither changes the result.

use super::Error;
use crate::oracle::Verdict;
use crate::reduce::{Events, Step};
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;
use std::sync::Mutex;

/// Passes every event on to `inner`, and writes the text of every test the engine runs
/// for itself (not ahead of need) as one JSON string per line.
pub struct Recorder<'a> {
    inner: &'a dyn Events,
    out: Mutex<Option<BufWriter<File>>>,
}

impl std::fmt::Debug for Recorder<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Recorder").finish_non_exhaustive()
    }
}

impl<'a> Recorder<'a> {
    /// Record into `path` (created or truncated).
    pub fn create(path: &Path, inner: &'a dyn Events) -> Result<Recorder<'a>, Error> {
        let file = File::create(path).map_err(|e| {
            Error::CannotWrite(format!(
                "cannot write --record-tests {}: {e}",
                path.display()
            ))
        })?;
        Ok(Recorder {
            inner,
            out: Mutex::new(Some(BufWriter::new(file))),
        })
    }

    /// Flush the recording. A write error (here or earlier) ends it with one warning:
    /// the reduction's own result and exit code never depend on a debug recording.
    pub fn finish(&self) {
        let mut out = self.out.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(Err(e)) = out.as_mut().map(BufWriter::flush) {
            tracing::warn!("--record-tests stopped: {e}");
        }
        *out = None;
    }
}

impl Events for Recorder<'_> {
    fn pass_started(&self, pass: &str) {
        self.inner.pass_started(pass);
    }

    fn test_started(&self, text: &str, ahead: bool) {
        if !ahead {
            let mut out = self.out.lock().unwrap_or_else(|e| e.into_inner());
            let line = serde_json::to_string(text).unwrap_or_default();
            if let Some(Err(e)) = out.as_mut().map(|w| writeln!(w, "{line}")) {
                tracing::warn!("--record-tests stopped: {e}");
                *out = None;
            }
        }
        self.inner.test_started(text, ahead);
    }

    fn test_finished(&self, verdict: Verdict) {
        self.inner.test_finished(verdict);
    }

    fn improved(&self, step: &Step<'_>) -> std::io::Result<()> {
        self.inner.improved(step)
    }
}

/// The texts of a recording, in order.
pub fn load(path: &Path) -> Result<Vec<String>, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        Error::Usage(format!(
            "cannot read --replay-tests {}: {e}",
            path.display()
        ))
    })?;
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            serde_json::from_str::<String>(l).map_err(|e| {
                Error::Usage(format!(
                    "--replay-tests {}:{}: not a JSON string ({e})",
                    path.display(),
                    i + 1
                ))
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reduce::NoEvents;

    #[test]
    fn a_recording_keeps_the_engines_own_tests_in_order_and_loads_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("path.jsonl");
        let r = Recorder::create(&path, &NoEvents).unwrap();
        r.test_started("int a;\n", false);
        r.test_started("int ahead;\n", true);
        r.test_started("line \"two\"\n", false);
        r.finish();
        assert_eq!(load(&path).unwrap(), ["int a;\n", "line \"two\"\n"]);
        std::fs::write(&path, "\"ok\"\nnot json\n").unwrap();
        let err = load(&path).unwrap_err().to_string();
        assert!(err.contains(":2: not a JSON string"), "{err}");
    }
}
