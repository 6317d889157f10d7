//! The original's run of a script test, beside the reduction's first tests. A script
//! oracle without guards learns nothing from the original that its verdicts depend on
//! ([`OracleConfig::defers_check`]), so the reduce command need not wait one whole test
//! before it starts: the check runs on a slot of its own while the first candidates
//! are tested. Nothing is written before it passes (the backups come after it, and
//! [`Gated`] holds every improvement), and when it fails the reduction stops and the
//! error is the one the check would have given before the start.

use super::Error;
use crate::oracle::config::BuildError;
use crate::oracle::{Guarded, OracleConfig, Verdict};
use crate::reduce::budget::Permit;
use crate::reduce::{Events, Step, TestBudget};
use crate::toolchain::Cancel;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};

/// How a failed check stopped the reduction.
#[derive(Debug)]
pub enum Stop {
    /// Interrupted (Ctrl-C, or a check thread that ended without a result).
    Interrupted,
    /// The error the check (or the backups after it) gave.
    Failed(Error),
}

/// The check of the original: to run, running, passed or failed.
#[derive(Debug, Default)]
pub struct OriginalCheck {
    /// `None` until the check ends.
    result: Mutex<Option<Result<(), Stop>>>,
    ended: Condvar,
    failed: AtomicBool,
}

/// Ends the check as interrupted if it has not ended when dropped (the check's thread
/// panicked): an improvement waiting for it must not wait for ever.
struct EndOnDrop<'a>(&'a OriginalCheck);

impl Drop for EndOnDrop<'_> {
    fn drop(&mut self) {
        if self.0.lock().is_none() {
            self.0.end(Err(Stop::Interrupted));
        }
    }
}

impl OriginalCheck {
    /// A check that has passed already (the oracle checked the original when built).
    pub fn passed() -> OriginalCheck {
        let c = OriginalCheck::default();
        *c.lock() = Some(Ok(()));
        c
    }

    fn lock(&self) -> MutexGuard<'_, Option<Result<(), Stop>>> {
        self.result.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Run the check on `permit`'s slot (`None`: interrupted before there was one):
    /// `original` must be interesting to `oracle`. A timeout while other tests share the
    /// machine is tried again alone, as the engine does with a candidate's. Once the
    /// check has passed, `then` runs (the backups) before any improvement is let through.
    #[allow(clippy::too_many_arguments)]
    pub fn run(
        &self,
        permit: Option<Permit<'_>>,
        budget: &TestBudget,
        config: &OracleConfig,
        oracle: &Guarded,
        original: &str,
        cancel: &dyn Cancel,
        then: impl FnOnce() -> Result<(), Error>,
    ) {
        let _guard = EndOnDrop(self);
        let Some(permit) = permit else {
            return self.end(Err(Stop::Interrupted));
        };
        let first = config.check_original(oracle, original, cancel);
        drop(permit);
        let r = budget
            .again_alone(
                first,
                cancel,
                |r| matches!(r, Err(BuildError::OriginalTimeout(_))),
                || config.check_original(oracle, original, cancel),
            )
            .unwrap_or(Err(BuildError::Cancelled));
        self.end(match r {
            Ok(()) => then().map_err(Stop::Failed),
            Err(BuildError::Cancelled) => Err(Stop::Interrupted),
            Err(e) => Err(Stop::Failed(e.into())),
        });
    }

    /// End the check with `r`.
    fn end(&self, r: Result<(), Stop>) {
        self.failed.store(r.is_err(), Ordering::SeqCst);
        *self.lock() = Some(r);
        self.ended.notify_all();
    }

    /// The check has failed (the reduction should stop).
    pub fn failed(&self) -> bool {
        self.failed.load(Ordering::SeqCst)
    }

    /// Wait for the check to end; whether it passed.
    fn wait(&self) -> bool {
        let mut g = self.lock();
        while g.is_none() {
            g = self.ended.wait(g).unwrap_or_else(|e| e.into_inner());
        }
        matches!(*g, Some(Ok(())))
    }

    /// How the check ended (`Ok` if it never ran).
    pub fn take(&self) -> Result<(), Stop> {
        self.lock().take().unwrap_or(Ok(()))
    }
}

/// Passes every event on, but holds each improvement until the original has passed
/// its check, and refuses it when the check failed: no file changes before the
/// original is known to be interesting.
pub struct Gated<'a> {
    /// Where events go.
    pub inner: &'a dyn Events,
    /// The check to wait for.
    pub check: &'a OriginalCheck,
}

impl std::fmt::Debug for Gated<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gated").finish_non_exhaustive()
    }
}

impl Events for Gated<'_> {
    fn pass_started(&self, pass: &str) {
        self.inner.pass_started(pass);
    }

    fn test_started(&self, text: &str, ahead: bool) {
        self.inner.test_started(text, ahead);
    }

    fn test_finished(&self, verdict: Verdict) {
        self.inner.test_finished(verdict);
    }

    fn improved(&self, step: &Step<'_>) -> std::io::Result<()> {
        if !self.check.wait() {
            return Err(std::io::Error::other(
                "the original is not interesting to the test",
            ));
        }
        self.inner.improved(step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_check_that_ends_without_a_result_lets_the_waiters_go() {
        let check = OriginalCheck::default();
        std::thread::scope(|s| {
            let waiter = s.spawn(|| check.wait());
            // The check's thread panics before it ends the check.
            let r = s
                .spawn(|| {
                    let _guard = EndOnDrop(&check);
                    panic!("the check's thread died");
                })
                .join();
            assert!(r.is_err());
            assert!(!waiter.join().unwrap(), "the waiter saw a pass");
        });
        assert!(check.failed());
        assert!(matches!(check.take(), Err(Stop::Interrupted)));
    }
}
