//! A main oracle followed by the UB guard: the guard, the most expensive stage, runs
//! only on candidates the main oracle already found interesting.

use super::{Oracle, OracleError, Report, Signature, UbGuard, Verdict};
use crate::toolchain::Cancel;

/// Main oracle, then the optional UB guard.
#[derive(Debug)]
pub struct Guarded {
    main: Box<dyn Oracle>,
    guard: Option<UbGuard>,
}

impl Guarded {
    /// Compose.
    pub fn new(main: Box<dyn Oracle>, guard: Option<UbGuard>) -> Guarded {
        Guarded { main, guard }
    }

    /// True if the UB guard is on.
    pub fn guarded(&self) -> bool {
        self.guard.is_some()
    }

    /// For a reduction: let the UB guard tolerate the warnings `original` already has
    /// (the reduction did not cause them), so it rejects only warnings beyond those.
    /// Returns them (none when the guard is off). `check` does not call this: it judges
    /// a file as it is.
    pub fn tolerate_original(
        &mut self,
        original: &str,
        cancel: &dyn Cancel,
    ) -> Result<Vec<String>, OracleError> {
        match self.guard.as_mut() {
            Some(g) => g.tolerate_original(original, cancel),
            None => Ok(Vec::new()),
        }
    }

    /// The main oracle's verdict alone, without the UB guard (triage's reproduce stage:
    /// does the original still show its bug?).
    pub fn test_main(&self, text: &str, cancel: &dyn Cancel) -> Result<Report, OracleError> {
        self.main.test(text, cancel)
    }

    /// The UB guard's verdict on `text` alone (`None` when the guard is off): the
    /// original must pass it, or no reduction of it can.
    pub fn guard_report(
        &self,
        text: &str,
        cancel: &dyn Cancel,
    ) -> Result<Option<Report>, OracleError> {
        self.guard
            .as_ref()
            .map(|g| g.test(text, cancel))
            .transpose()
    }
}

impl Oracle for Guarded {
    fn test(&self, candidate: &str, cancel: &dyn Cancel) -> Result<Report, OracleError> {
        let mut r = self.main.test(candidate, cancel)?;
        if r.verdict != Verdict::Interesting {
            return Ok(r);
        }
        let Some(guard) = &self.guard else {
            return Ok(r);
        };
        let g = guard.test(candidate, cancel)?;
        r.verdict = g.verdict;
        r.elapsed += g.elapsed;
        r.stages.extend(g.stages);
        r.notes.extend(g.notes);
        Ok(r)
    }

    fn signature(&self) -> Option<Signature> {
        self.main.signature()
    }

    fn script_lines(&self, src: &str) -> Vec<String> {
        let mut v = self.main.script_lines(src);
        if let Some(g) = &self.guard {
            v.extend(g.script_lines(src));
        }
        v
    }
}
