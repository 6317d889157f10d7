//! The probe runner of the culprit and versions searches: the failure's oracle (UB guard
//! off) with the failing compiler changed, and raw compiler runs, each under one slot of
//! the shared budget.

use crate::oracle::{BuildOracle, Oracle, OracleConfig, Workspace};
use crate::reduce::TestBudget;
use crate::toolchain::Control;
use std::sync::Arc;
use std::time::Duration;

/// The culprit search's probes: the oracle (UB guard off) on the reduced program with
/// the failing compiler changed, each under one slot of the budget.
pub(super) struct StageProber<'a> {
    pub(super) oracles: &'a dyn BuildOracle,
    pub(super) budget: &'a TestBudget,
    pub(super) cancel: &'a dyn Control,
    /// One temporary area for every probe of the search.
    pub(super) ws: Arc<Workspace>,
    pub(super) config: &'a OracleConfig,
    pub(super) sig: Option<&'a crate::oracle::Signature>,
    pub(super) text: &'a str,
    pub(super) probes: u32,
    /// An interrupt stopped it (a search cut short by MAX_PROBES is not stopped).
    pub(super) stopped: bool,
}

impl crate::triage::failure::culprit::Prober for StageProber<'_> {
    fn probe(
        &mut self,
        spec: &crate::toolchain::CompilerSpec,
    ) -> crate::triage::failure::culprit::Probe {
        use crate::triage::failure::culprit::{failing_index, Probe, MAX_PROBES};
        if self.probes >= MAX_PROBES {
            return Probe::Stop;
        }
        let Ok(i) = failing_index(self.config, self.sig) else {
            return Probe::Stop;
        };
        let mut c = self.config.unguarded();
        c.cc[i] = spec.clone();
        let Some(_permit) = self.budget.acquire(self.cancel) else {
            self.stopped = true;
            return Probe::Stop;
        };
        self.probes += 1;
        match self
            .oracles
            .build(&c, self.text, Arc::clone(&self.ws), self.cancel)
        {
            _ if self.cancel.cancelled() => {
                self.stopped = true;
                Probe::Stop
            }
            Ok(o) if o.signature().as_ref() == self.sig => Probe::Fails,
            // Another failure, not interesting, a timeout, a flag the compiler refuses:
            // the failure does not show.
            _ => Probe::Passes,
        }
    }

    fn run(
        &mut self,
        spec: &crate::toolchain::CompilerSpec,
        tail: &[String],
        with_source: bool,
    ) -> Option<String> {
        let dir = self.ws.stage(self.text).ok()?;
        let src = dir.src().to_string();
        let args: Vec<String> = if with_source {
            let tail: Vec<&str> = tail.iter().map(String::as_str).collect();
            spec.argv(&src, "culprit.o", &tail)
        } else {
            spec.args.iter().chain(tail).cloned().collect()
        };
        let mut p = crate::toolchain::ProcessSpec::new(&spec.program, dir.path())
            .args(args)
            .timeout(Duration::from_secs_f64(self.config.compile_timeout));
        p.output_cap = 16 << 20;
        let _permit = self.budget.acquire(self.cancel)?;
        let out = crate::toolchain::run(&p, self.cancel).ok()?;
        Some(format!(
            "{}\n{}",
            String::from_utf8_lossy(&out.stderr),
            String::from_utf8_lossy(&out.stdout)
        ))
    }

    fn probes(&self) -> u32 {
        self.probes
    }
}
