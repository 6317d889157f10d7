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
    /// The run's answers to probes asked before (none: every probe runs).
    pub(super) cache: Option<&'a super::probe_cache::ProbeCache>,
    /// Of [`Self::probes`], those the cache answered.
    pub(super) cached: u32,
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
        // The oracle names no caller/callee side: the diagnosis adds it afterwards.
        let want = self.sig.map(crate::oracle::Signature::without_side);
        let key = self.cache.map(|_| {
            let name = self.ws.file_name().to_string_lossy();
            super::probe_cache::ProbeCache::key(&c, i, want.as_ref(), &name, self.text)
        });
        if let (Some(cache), Some(key)) = (self.cache, &key) {
            if let Some(fails) = cache.answer(key) {
                self.probes += 1;
                self.cached += 1;
                return if fails { Probe::Fails } else { Probe::Passes };
            }
        }
        let Some(_permit) = self.budget.acquire(self.cancel) else {
            self.stopped = true;
            return Probe::Stop;
        };
        self.probes += 1;
        // Whether the failure shows, and whether that answer is the program's own (kept
        // for other failures): a timeout, a compiler that could not start, or a
        // workspace error may be the machine's load.
        let (fails, lasting) =
            match self
                .oracles
                .build(&c, self.text, Arc::clone(&self.ws), self.cancel)
            {
                _ if self.cancel.cancelled() => {
                    self.stopped = true;
                    return Probe::Stop;
                }
                Ok(o) => {
                    let got = o.signature().map(|s| s.without_side());
                    let fails = got == want;
                    (fails, fails || !got.is_some_and(|s| s.is_timeout()))
                }
                // Another failure, not interesting, a timeout, a flag the compiler refuses:
                // the failure does not show.
                Err(crate::oracle::config::BuildError::NotInteresting(_)) => (false, true),
                Err(_) => (false, false),
            };
        if let (Some(cache), Some(key), true) = (self.cache, key, lasting) {
            cache.keep(key, fails);
        }
        if fails {
            Probe::Fails
        } else {
            Probe::Passes
        }
    }

    fn run(
        &mut self,
        spec: &crate::toolchain::CompilerSpec,
        tail: &[String],
        with_source: bool,
    ) -> Option<String> {
        // A run without the program (gcc's list of the flags a level enables) is asked
        // once per run.
        let key = (!with_source && self.cache.is_some()).then(|| {
            super::probe_cache::ProbeCache::run_key(&spec.program, &[&spec.args[..], tail].concat())
        });
        if let (Some(cache), Some(key)) = (self.cache, &key) {
            if let Some(out) = cache.output(key) {
                return Some(out);
            }
        }
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
            .timeout(Duration::from_secs_f64(self.config.compile_timeout))
            .term_grace(crate::toolchain::process::CLEANUP_GRACE)
            .private_tmp();
        p.output_cap = 16 << 20;
        let _permit = self.budget.acquire(self.cancel)?;
        let out = crate::toolchain::run(&p, self.cancel).ok()?;
        let text = format!(
            "{}\n{}",
            String::from_utf8_lossy(&out.stderr),
            String::from_utf8_lossy(&out.stdout)
        );
        if let (Some(cache), Some(key)) = (self.cache, key) {
            if matches!(out.exit, crate::toolchain::Exit::Code(0)) {
                cache.keep_output(key, text.clone());
            }
        }
        Some(text)
    }

    fn probes(&self) -> u32 {
        self.probes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triage::failure::culprit::{search, CulpritSearch};
    use crate::triage::failure::fakes::Fakes;
    use crate::triage::failure::probe_cache::ProbeCache;

    /// Fakes of a gcc wrong-code bug in VRP (`-ftree-vrp`, on from `-O2`).
    fn vrp_fakes() -> Fakes {
        Fakes {
            ng: true,
            compiled: Some(crate::triage::failure::fakes::vrp_bug),
            ..Fakes::default()
        }
    }

    /// The culprit search of the program `text` at `cc` (a gcc), under `fakes`, with
    /// `cache`.
    fn searched(fakes: &Fakes, cache: Option<&ProbeCache>, cc: &str, text: &str) -> CulpritSearch {
        searched_side(fakes, cache, cc, text, None)
    }

    /// [`searched`], the record's signature naming `side` (as the caller/callee
    /// diagnosis adds it after the oracle).
    fn searched_side(
        fakes: &Fakes,
        cache: Option<&ProbeCache>,
        cc: &str,
        text: &str,
        side: Option<crate::oracle::signature::Side>,
    ) -> CulpritSearch {
        let config: OracleConfig = serde_json::from_str(&format!(
            r#"{{"oracle": "expect", "cc": ["{cc}"], "ref": "gcc"}}"#
        ))
        .unwrap();
        // The fakes' wrong-code signature.
        let sig = crate::oracle::Signature::Expect {
            compiler: "tcc".into(),
            failure: crate::oracle::signature::CheckFailure::Prints {
                line: "NG t7".into(),
            },
            side,
        };
        let budget = TestBudget::new(1);
        let mut p = StageProber {
            oracles: fakes,
            budget: &budget,
            cancel: &|| false,
            ws: Arc::new(Workspace::new("t.c".into()).unwrap()),
            config: &config,
            sig: Some(&sig),
            text,
            probes: 0,
            cache,
            cached: 0,
            stopped: false,
        };
        search(&config, Some(&sig), &mut p)
    }

    #[test]
    fn a_duplicate_at_another_level_asks_the_compiler_only_what_its_twin_did_not() {
        let fakes = vrp_fakes();
        let cache = ProbeCache::default();
        let text = "int main() { BUG(1); }";
        let o2 = searched(&fakes, Some(&cache), "gcc -O2", text);
        assert_eq!(
            o2.culprit,
            Some(vec!["-ftree-vrp".to_string()]),
            "{}",
            o2.how
        );
        let built = fakes.builds.lock().unwrap().len();
        assert_eq!(built as u32, o2.probes);
        let o3 = searched(&fakes, Some(&cache), "gcc -O3", text);
        assert_eq!(
            (&o3.culprit, &o3.level),
            (&o2.culprit, &o2.level),
            "{}",
            o3.how
        );
        // Only the -O2 probe is new: -O0, -O1 and every flag set were asked at -O2.
        assert_eq!(fakes.builds.lock().unwrap().len() - built, 1);
        assert_eq!(o3.probes, o2.probes + 1);
        assert_eq!(cache.hits(), u64::from(o2.probes));
        // Without the cache, the same search (and the same count of probes), all run.
        let fresh = vrp_fakes();
        let alone = searched(&fresh, None, "gcc -O3", text);
        assert_eq!(alone, o3);
        assert_eq!(fresh.builds.lock().unwrap().len() as u32, alone.probes);
        // Another program asks anew.
        let before = fakes.builds.lock().unwrap().len();
        searched(&fakes, Some(&cache), "gcc -O3", "int main() { BUG(2); }");
        assert!(fakes.builds.lock().unwrap().len() - before > 5);
    }

    #[test]
    fn a_signature_with_its_caller_callee_side_still_finds_its_culprit() {
        // The oracle names no side; the record's signature does, after the diagnosis.
        let fakes = vrp_fakes();
        let cache = ProbeCache::default();
        let found = searched_side(
            &fakes,
            Some(&cache),
            "gcc -O2",
            "int main() { BUG(1); }",
            Some(crate::oracle::signature::Side::Callee),
        );
        assert_eq!(
            found.culprit,
            Some(vec!["-ftree-vrp".to_string()]),
            "{}",
            found.how
        );
    }
}
