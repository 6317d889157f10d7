//! A reduction whose original is checked beside its first tests. A script oracle
//! without guards learns nothing from the original that its verdicts depend on
//! ([`OracleConfig::defers_check`]), so a reduction need not wait one whole test before
//! it starts: when [`super::Setup::defer_check`] asks for it, [`super::prepare`] builds
//! the oracle without the check, and [`reduce_checked`] runs the check on a slot of its
//! own while the first candidates are tested. Nothing is kept before it passes (the
//! caller's `then`, its backups, runs after it, and [`Gated`] holds every improvement),
//! and when it fails the reduction stops with the error the check would have given
//! before the start. The `reduce` command and triage's reduce stage both reduce
//! through here.

use super::budget::Permit;
use super::engine::{reduce, ReduceError, Reduction};
use super::options::{Events, ReduceOptions, Step};
use super::{Prepared, TestBudget};
use crate::oracle::config::BuildError;
use crate::oracle::{Guarded, OracleConfig, Verdict};
use crate::toolchain::Control;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};

/// Why a reduction through [`reduce_checked`] gave no result.
#[derive(Debug)]
pub enum Stop<E> {
    /// Interrupted (Ctrl-C, or a check thread that ended without a result).
    Interrupted,
    /// The original failed its check.
    Original(BuildError),
    /// The caller's `then` failed.
    Then(E),
    /// The reduction failed.
    Reduce(ReduceError),
}

/// Reduce `start` with `prepared`'s oracle. When the oracle was built without its check
/// of `start` ([`Prepared::deferred`]), the check runs on a slot of its own beside the
/// first tests (at `-j 1` the reduction waits for it), and `then` runs once it has
/// passed, before any improvement reaches `options.events`; otherwise `then` runs first.
/// A timeout of the check while other tests share the machine is tried again alone.
pub fn reduce_checked<E: Send>(
    prepared: &Prepared,
    config: &OracleConfig,
    start: &str,
    options: ReduceOptions<'_>,
    budget: &TestBudget,
    then: impl FnOnce() -> Result<(), E> + Send,
) -> Result<Reduction, Stop<E>> {
    let cancel = options.cancel;
    if !prepared.deferred {
        then().map_err(Stop::Then)?;
        return reduce(start, &prepared.oracle, &options, budget).map_err(Stop::Reduce);
    }
    let check = OriginalCheck::default();
    let gated = Gated {
        inner: options.events,
        check: &check,
    };
    let run_cancel = || cancel.cancelled() || check.failed();
    let options = ReduceOptions {
        cancel: &run_cancel,
        events: &gated,
        ..options
    };
    // The check's slot comes first.
    let permit = budget.acquire(cancel);
    let result = crate::pool::beside(
        true,
        || {
            check.run(
                permit,
                budget,
                config,
                &prepared.oracle,
                start,
                cancel,
                then,
            )
        },
        || reduce(start, &prepared.oracle, &options, budget),
    );
    check.take()?;
    result.map_err(Stop::Reduce)
}

/// The check of the original: to run, running, passed or failed.
#[derive(Debug)]
struct OriginalCheck<E> {
    /// `None` until the check ends.
    result: Mutex<Option<Result<(), Stop<E>>>>,
    ended: Condvar,
    failed: AtomicBool,
}

impl<E> Default for OriginalCheck<E> {
    fn default() -> Self {
        OriginalCheck {
            result: Mutex::new(None),
            ended: Condvar::new(),
            failed: AtomicBool::new(false),
        }
    }
}

/// Ends the check as interrupted if it has not ended when dropped (the check's thread
/// panicked): an improvement waiting for it must not wait for ever.
struct EndOnDrop<'a, E>(&'a OriginalCheck<E>);

impl<E> Drop for EndOnDrop<'_, E> {
    fn drop(&mut self) {
        if self.0.lock().is_none() {
            self.0.end(Err(Stop::Interrupted));
        }
    }
}

impl<E> OriginalCheck<E> {
    fn lock(&self) -> MutexGuard<'_, Option<Result<(), Stop<E>>>> {
        self.result.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Run the check on `permit`'s slot (`None`: interrupted before there was one):
    /// `original` must be interesting to `oracle`. A timeout while other tests share the
    /// machine is tried again alone, as the engine does with a candidate's. Once the
    /// check has passed, `then` runs before any improvement is let through.
    #[allow(clippy::too_many_arguments)]
    fn run(
        &self,
        permit: Option<Permit<'_>>,
        budget: &TestBudget,
        config: &OracleConfig,
        oracle: &Guarded,
        original: &str,
        cancel: &dyn Control,
        then: impl FnOnce() -> Result<(), E>,
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
            Ok(()) => then().map_err(Stop::Then),
            Err(BuildError::Cancelled) => Err(Stop::Interrupted),
            Err(e) => Err(Stop::Original(e)),
        });
    }

    /// End the check with `r`.
    fn end(&self, r: Result<(), Stop<E>>) {
        self.failed.store(r.is_err(), Ordering::SeqCst);
        *self.lock() = Some(r);
        self.ended.notify_all();
    }

    /// The check has failed (the reduction should stop).
    fn failed(&self) -> bool {
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
    fn take(&self) -> Result<(), Stop<E>> {
        self.lock().take().unwrap_or(Ok(()))
    }
}

/// Passes every event on, but holds each improvement until the original has passed
/// its check, and refuses it when the check failed: no file changes before the
/// original is known to be interesting.
struct Gated<'a, E> {
    /// Where events go.
    inner: &'a dyn Events,
    /// The check to wait for.
    check: &'a OriginalCheck<E>,
}

impl<E> std::fmt::Debug for Gated<'_, E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gated").finish_non_exhaustive()
    }
}

impl<E: Send> Events for Gated<'_, E> {
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
    use crate::oracle::{CalibrationError, Oracle, OracleError, Report};
    use crate::reduce::format::Format;
    use std::time::Duration;

    const PROGRAM: &str = "int a;\nint b;\nint c;\nint main(void) { return a; }\n";

    /// Interesting while `main` is there; its check of the original passes or not.
    #[derive(Debug)]
    struct Fake {
        original_passes: bool,
    }

    impl Oracle for Fake {
        fn test(&self, text: &str, _cancel: &dyn Control) -> Result<Report, OracleError> {
            let v = if text.contains("main") {
                Verdict::Interesting
            } else {
                Verdict::NotInteresting
            };
            Ok(Report::new(v, "oracle", Duration::ZERO))
        }

        fn check_original(&self, _: &str, _: &dyn Control) -> Result<(), CalibrationError> {
            // The check ends after the reduction's first tests.
            std::thread::sleep(Duration::from_millis(50));
            if self.original_passes {
                Ok(())
            } else {
                Err(CalibrationError::NotInteresting("exit 1".into()))
            }
        }
    }

    /// Whether `then` had run at each improvement.
    #[derive(Debug, Default)]
    struct Improvements {
        then_ran: AtomicBool,
        seen: Mutex<Vec<bool>>,
    }

    impl Events for Improvements {
        fn improved(&self, _: &Step<'_>) -> std::io::Result<()> {
            let ran = self.then_ran.load(Ordering::SeqCst);
            self.seen.lock().unwrap().push(ran);
            Ok(())
        }
    }

    fn reduce_with(
        original_passes: bool,
        deferred: bool,
        jobs: usize,
    ) -> (Result<Reduction, Stop<()>>, Vec<bool>, bool) {
        let prepared = Prepared {
            oracle: Guarded::new(Box::new(Fake { original_passes }), None, None),
            probe: None,
            pinned: Vec::new(),
            files_may_go: false,
            tolerated: Vec::new(),
            deferred,
            lang: crate::lang::Lang::C,
            pedantic: false,
            guarded_c: false,
            warnings_checked: false,
        };
        let config = OracleConfig::script("/bin/true");
        let events = Improvements::default();
        let passes = creduce_passes::default_schedule();
        let never = || false;
        let options = ReduceOptions {
            format: Format::None,
            ..prepared.options(&passes, &never, &events)
        };
        let r = reduce_checked(
            &prepared,
            &config,
            PROGRAM,
            options,
            &TestBudget::new(jobs),
            || {
                events.then_ran.store(true, Ordering::SeqCst);
                Ok(())
            },
        );
        let seen = events.seen.lock().unwrap().clone();
        (r, seen, events.then_ran.load(Ordering::SeqCst))
    }

    #[test]
    fn a_deferred_check_lets_no_improvement_through_before_it_passes() {
        for jobs in [1, 2] {
            let (r, seen, then_ran) = reduce_with(true, true, jobs);
            let red = r.unwrap_or_else(|_| panic!("the reduction stopped at -j {jobs}"));
            assert!(red.text.len() < PROGRAM.len(), "{}", red.text);
            assert!(then_ran);
            assert!(!seen.is_empty() && seen.iter().all(|&ran| ran), "{seen:?}");
        }
    }

    #[test]
    fn a_failed_deferred_check_stops_the_reduction_with_its_error() {
        for jobs in [1, 2] {
            let (r, seen, then_ran) = reduce_with(false, true, jobs);
            assert!(
                matches!(r, Err(Stop::Original(BuildError::NotInteresting(_)))),
                "{r:?}"
            );
            assert!(!then_ran && seen.is_empty(), "{seen:?}");
        }
    }

    #[test]
    fn without_a_deferred_check_then_runs_first() {
        let (r, seen, then_ran) = reduce_with(false, false, 2);
        assert!(r.is_ok() && then_ran && seen.iter().all(|&ran| ran));
    }

    #[test]
    fn a_check_that_ends_without_a_result_lets_the_waiters_go() {
        let check = OriginalCheck::<()>::default();
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
