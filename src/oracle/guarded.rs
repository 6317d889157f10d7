//! A main oracle followed by the guards: the static validity guard (compile only), then
//! the UB guard (sanitizer builds, the most expensive). The guards run only on
//! candidates the main oracle already found interesting.

use super::{
    CalibrationError, Oracle, OracleError, Report, Signature, StaticGuard, UbGuard, Verdict,
};
use crate::toolchain::Control;

/// Main oracle, then the optional static guard and UB guard.
#[derive(Debug)]
pub struct Guarded {
    main: Box<dyn Oracle>,
    static_guard: Option<StaticGuard>,
    guard: Option<UbGuard>,
}

impl Guarded {
    /// Compose.
    pub fn new(
        main: Box<dyn Oracle>,
        static_guard: Option<StaticGuard>,
        guard: Option<UbGuard>,
    ) -> Guarded {
        Guarded {
            main,
            static_guard,
            guard,
        }
    }

    /// True if a guard is on (the static guard or the UB guard).
    pub fn guarded(&self) -> bool {
        self.guard.is_some() || self.static_guard.is_some()
    }

    /// True if some guard compiles candidates: the UB guard, or a static guard that
    /// learned at least one check (one whose compilers reject the original in every mode
    /// checks nothing).
    pub fn compiles_candidates(&self) -> bool {
        self.guard.is_some()
            || self
                .static_guard
                .as_ref()
                .is_some_and(|g| !g.plan().steps.is_empty())
    }

    /// The static guard, when it is on.
    pub fn static_guard(&self) -> Option<&StaticGuard> {
        self.static_guard.as_ref()
    }

    /// For a reduction: learn from `original` the modes the static guard holds
    /// candidates to (see [`Guarded::learn_static`]), and let both guards tolerate the
    /// warnings `original` already has (the reduction did not cause them), so they
    /// reject only warnings beyond those. Returns the UB guard's tolerated warnings.
    /// `check` calls only [`Guarded::learn_modes`], and [`Guarded::tolerate_warnings`]
    /// too when it writes a script for another tool's reduction of the file.
    pub fn tolerate_original(
        &mut self,
        original: &str,
        cancel: &dyn Control,
    ) -> Result<Vec<String>, OracleError> {
        self.learn_static(original, cancel)?;
        self.tolerate_warnings(original, cancel)
    }

    /// Learn both guards' modes from `text`: the static guard's
    /// ([`Guarded::learn_static`]) and the C mode of the UB guard's warnings checks
    /// ([`UbGuard::learn_mode`]; [`Guarded::tolerate_warnings`] learns it on its way).
    pub fn learn_modes(
        &mut self,
        text: &str,
        cancel: &dyn Control,
    ) -> Result<Vec<String>, OracleError> {
        let mut lines = self.learn_static(text, cancel)?;
        if let Some(g) = self.guard.as_mut() {
            lines.extend(g.learn_mode(text, cancel)?);
        }
        Ok(lines)
    }

    /// Let the UB guard tolerate the warnings `original` already has (nothing when it is
    /// off), learning its C mode on the way ([`UbGuard::learn_mode`]). Returns them, as
    /// `check: warning`.
    pub fn tolerate_warnings(
        &mut self,
        original: &str,
        cancel: &dyn Control,
    ) -> Result<Vec<String>, OracleError> {
        match self.guard.as_mut() {
            Some(g) => g.tolerate_original(original, cancel),
            None => Ok(Vec::new()),
        }
    }

    /// Learn the static guard's modes from `text` (nothing when it is off).
    pub fn learn_static(
        &mut self,
        text: &str,
        cancel: &dyn Control,
    ) -> Result<Vec<String>, OracleError> {
        let Some(s) = self.static_guard.as_mut() else {
            return Ok(Vec::new());
        };
        let learned = s.calibrate(text, cancel)?;
        // What the guard now checks of every candidate, the reference need not.
        let guard: &StaticGuard = s;
        self.main.leave_reference_to(&|r| guard.covers(r));
        Ok(learned
            .into_iter()
            .map(|l| format!("static guard: {l}"))
            .collect())
    }

    /// The main oracle's verdict alone, without the guards (triage's reproduce stage:
    /// does the original still show its bug?).
    pub fn test_main(&self, text: &str, cancel: &dyn Control) -> Result<Report, OracleError> {
        self.main.test(text, cancel)
    }

    /// The guards' verdict on `text` alone (`None` when both are off): the original
    /// must pass them, or no reduction of it can.
    pub fn guard_report(
        &self,
        text: &str,
        cancel: &dyn Control,
    ) -> Result<Option<Report>, OracleError> {
        if !self.guarded() {
            return Ok(None);
        }
        let mut r = Report::new(Verdict::Interesting, "guards", std::time::Duration::ZERO);
        self.run_guards(&mut r, text, cancel)?;
        Ok(Some(r))
    }

    /// Run the guards in order on an interesting `text`, merging their verdicts into
    /// `r`.
    fn run_guards(
        &self,
        r: &mut Report,
        text: &str,
        cancel: &dyn Control,
    ) -> Result<(), OracleError> {
        if let Some(s) = &self.static_guard {
            merge(r, s.test(text, cancel)?);
        }
        if r.verdict == Verdict::Interesting {
            if let Some(g) = &self.guard {
                merge(r, g.test(text, cancel)?);
            }
        }
        Ok(())
    }
}

/// A guard's report folded into the main one.
fn merge(r: &mut Report, g: Report) {
    r.verdict = g.verdict;
    r.elapsed += g.elapsed;
    r.stages.extend(g.stages);
    r.notes.extend(g.notes);
}

impl Oracle for Guarded {
    fn test(&self, candidate: &str, cancel: &dyn Control) -> Result<Report, OracleError> {
        let mut r = self.main.test(candidate, cancel)?;
        if r.verdict != Verdict::Interesting {
            return Ok(r);
        }
        self.run_guards(&mut r, candidate, cancel)?;
        Ok(r)
    }

    fn signature(&self) -> Option<Signature> {
        self.main.signature()
    }

    fn script_lines(&self, src: &str) -> Vec<String> {
        let mut v = self.main.script_lines(src);
        if let Some(s) = &self.static_guard {
            v.extend(s.script_lines(src));
        }
        if let Some(g) = &self.guard {
            v.extend(g.script_lines(src));
        }
        v
    }

    fn plan(&self) -> Vec<&super::plan::Plan> {
        let mut v = self.main.plan();
        v.extend(self.static_guard.as_ref().map(StaticGuard::plan));
        v.extend(
            self.guard
                .as_ref()
                .and_then(|g| g.plan().into_iter().next()),
        );
        v
    }

    fn suspects(&self) -> Vec<crate::toolchain::CompilerSpec> {
        self.main.suspects()
    }

    fn check_original(&self, original: &str, cancel: &dyn Control) -> Result<(), CalibrationError> {
        self.main.check_original(original, cancel)
    }
}
