//! The result of a script-mode reduction checked as its user runs the test.
//!
//! Inside the reducer a test runs in a fresh directory with `TMPDIR` there; its user
//! runs it in their own directory and environment, on a machine whose layout is
//! randomized. A result that is interesting only inside the reducer (undefined
//! behaviour that prints what lies on the stack, say) is no result: C-Reduce's contract
//! is that the file left behind passes the test. So the final program is run several
//! times as the user runs it ([`crate::toolchain::Conditions::User`]), and when one run
//! says "not interesting", the newest program of the reduction's [`History`] that holds
//! is kept instead ([`newest_that_holds`]).

use crate::oracle::{OracleError, ScriptOracle, Verdict};
use crate::toolchain::{Control, Exit};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// What the test says of a program run as its user runs it ([`runs_as_user`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AsUser {
    /// Every run was interesting.
    Holds,
    /// A run was not: which, and how it ended.
    Fails(String),
    /// Interrupted.
    Cancelled,
}

/// How one run as the user runs the test ended: its verdict and exit.
type UserRun = Result<(Verdict, Exit), OracleError>;

/// Run `test` on `candidate` `runs` times as its user runs it, up to `at_once` runs at a
/// time (each in a directory of its own, as the reducer's tests run); no run starts
/// after one was not interesting. A run out of time says nothing, and counts as
/// holding. Runs start in order, so the first that failed is the same whichever ends
/// first, and it is the one named. The user's environment is shared (their `TMPDIR`,
/// unlike the reducer's tests), so a failure among runs that went together is checked
/// by running them all again one after another, whose answer is the answer: runs that
/// clash in a shared place do not fail the result.
pub fn runs_as_user(
    test: &ScriptOracle,
    candidate: &str,
    runs: usize,
    at_once: usize,
    cancel: &dyn Control,
) -> Result<AsUser, OracleError> {
    let at_once = at_once.clamp(1, runs.max(1));
    let ended: Mutex<Vec<Option<UserRun>>> = Mutex::new((0..runs).map(|_| None).collect());
    let failed = AtomicBool::new(false);
    crate::pool::for_each_index(at_once, |i| {
        if i >= runs || failed.load(Ordering::SeqCst) {
            return false;
        }
        let r = test.run_as_user(candidate, cancel).map(|rep| {
            let exit = rep.output.as_ref().map_or(Exit::Code(-1), |o| o.exit);
            (rep.verdict, exit)
        });
        if !matches!(r, Ok((Verdict::Interesting | Verdict::Timeout, _))) {
            failed.store(true, Ordering::SeqCst);
        }
        ended.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
        true
    });
    let ended = ended.into_inner().unwrap_or_else(|e| e.into_inner());
    for (k, r) in ended.into_iter().enumerate() {
        match r {
            None | Some(Ok((Verdict::Interesting | Verdict::Timeout, _))) => {}
            Some(Ok((Verdict::Cancelled, _))) => return Ok(AsUser::Cancelled),
            Some(Err(e)) => return Err(e),
            Some(Ok((Verdict::NotInteresting, _))) if at_once > 1 => {
                return runs_as_user(test, candidate, runs, 1, cancel);
            }
            Some(Ok((Verdict::NotInteresting, exit))) => {
                return Ok(AsUser::Fails(format!(
                    "run {} of {runs} ended with {exit}",
                    k + 1
                )));
            }
        }
    }
    Ok(AsUser::Holds)
}

/// The programs a reduction kept, oldest (the original) first, within a byte budget:
/// past it, every second program between the first and the newest is forgotten, so a
/// long reduction keeps a thinner record of its early steps.
#[derive(Debug, Clone)]
pub struct History {
    kept: Vec<String>,
    bytes: usize,
    cap: usize,
}

/// The most bytes of programs a [`History`] keeps.
const HISTORY_BYTES: usize = 256 << 20;

/// The fewest bytes of programs a [`History`] is allowed, whatever the original's size.
const HISTORY_MIN_BYTES: usize = 64 << 20;

/// A [`History`] of a reduction of `original` is allowed this many times its size
/// (within [`HISTORY_MIN_BYTES`] and [`HISTORY_BYTES`]): on a unit of 3.8 MB, 256 MiB of
/// early programs was 67 copies, a fifth of the peak memory of the first minutes.
const HISTORY_COPIES: usize = 16;

/// The byte budget of the history of a reduction of a program of `original` bytes.
pub fn history_cap(original: usize) -> usize {
    original
        .saturating_mul(HISTORY_COPIES)
        .clamp(HISTORY_MIN_BYTES, HISTORY_BYTES)
}

impl History {
    /// A history that starts at `original` and keeps up to `cap` bytes.
    pub fn new(original: &str, cap: usize) -> History {
        History {
            kept: vec![original.to_string()],
            bytes: original.len(),
            cap,
        }
    }

    /// Record a program the reduction kept.
    pub fn push(&mut self, text: &str) {
        if self.kept.last().is_some_and(|l| l == text) {
            return;
        }
        self.bytes += text.len();
        self.kept.push(text.to_string());
        while self.bytes > self.cap && self.kept.len() > 2 {
            let last = self.kept.len() - 1;
            let mut i = 0;
            self.kept.retain(|_| {
                let keep = i == 0 || i == last || i % 2 == 0;
                i += 1;
                keep
            });
            self.bytes = self.kept.iter().map(String::len).sum();
            if self.kept.len() <= 2 {
                break;
            }
        }
    }

    /// The programs kept, oldest first.
    pub fn programs(&self) -> &[String] {
        &self.kept
    }
}

/// The index of the newest program of `history` for which `holds` is true, or `None`
/// when not even the first does. The newest is asked first, then programs ever further
/// back (1, 2, 4, ... steps) until one holds, then the newest holding one between that
/// and the nearest that did not, by bisection: a program that holds only under the
/// reducer's conditions usually passes it on to every later program.
pub fn newest_that_holds<E>(
    history: &[String],
    mut holds: impl FnMut(&str) -> Result<bool, E>,
) -> Result<Option<usize>, E> {
    let Some(last) = history.len().checked_sub(1) else {
        return Ok(None);
    };
    if holds(&history[last])? {
        return Ok(Some(last));
    }
    let (mut bad, mut step) = (last, 1);
    let good = loop {
        if bad == 0 {
            return Ok(None);
        }
        let i = bad.saturating_sub(step);
        if holds(&history[i])? {
            break i;
        }
        bad = i;
        step *= 2;
    };
    let mut good = good;
    while bad - good > 1 {
        let mid = good + (bad - good) / 2;
        if holds(&history[mid])? {
            good = mid;
        } else {
            bad = mid;
        }
    }
    Ok(Some(good))
}

#[cfg(test)]
mod tests {
    use crate::oracle::Workspace;
    use crate::toolchain::Runner;
    use std::os::unix::fs::PermissionsExt;
    use std::sync::Arc;
    use std::time::Duration;

    /// A test script in `dir`, and a script oracle of it.
    fn script(dir: &std::path::Path, body: &str) -> ScriptOracle {
        let path = dir.join("t.sh");
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        let ws = Arc::new(Workspace::new_in(dir, "p.c".into()).unwrap());
        ScriptOracle::unchecked(path, Duration::from_secs(30), Runner::Local, ws)
    }

    /// The user's runs of a result go up to `at_once` at a time: a test that holds only
    /// when three of its runs overlap holds with three at once, and fails with one.
    #[test]
    fn runs_as_user_go_together() {
        let dir = tempfile::tempdir().unwrap();
        let marks = dir.path().join("marks");
        std::fs::create_dir(&marks).unwrap();
        let body = |tries: u32| {
            format!(
                "touch {m}/$$\nfor i in $(seq {tries}); do\n  [ $(ls {m} | wc -l) -ge 3 ] && exit 0\n  \
                 sleep 0.1\ndone\nexit 1",
                m = marks.display()
            )
        };
        let never = || false;
        let o = script(dir.path(), &body(100));
        assert_eq!(
            runs_as_user(&o, "int x;", 3, 3, &never).unwrap(),
            AsUser::Holds
        );
        std::fs::remove_dir_all(&marks).unwrap();
        std::fs::create_dir(&marks).unwrap();
        let o = script(dir.path(), &body(5));
        assert_eq!(
            runs_as_user(&o, "int x;", 3, 1, &never).unwrap(),
            AsUser::Fails("run 1 of 3 ended with exit code 1".into())
        );
    }

    /// Of runs that go together, the first that fails is named, whichever ends first:
    /// the run that starts first sleeps longest.
    #[test]
    fn names_the_first_failing_run() {
        let dir = tempfile::tempdir().unwrap();
        let count = dir.path().join("count");
        let body = format!(
            "echo x >> {c}\nn=$(wc -l < {c})\nsleep 0.$(( (9 - n) % 10 ))\nexit 1",
            c = count.display()
        );
        let o = script(dir.path(), &body);
        let never = || false;
        for _ in 0..3 {
            let _ = std::fs::remove_file(&count);
            assert_eq!(
                runs_as_user(&o, "int x;", 4, 4, &never).unwrap(),
                AsUser::Fails("run 1 of 4 ended with exit code 1".into())
            );
        }
    }

    /// Runs that clash in the user's shared environment do not fail the result: a
    /// failure among runs that went together is checked one run after another.
    #[test]
    fn runs_that_clash_together_are_checked_one_after_another() {
        let dir = tempfile::tempdir().unwrap();
        let lock = dir.path().join("lock");
        // Fails when another run holds the shared lock, as a fixed path in $TMPDIR would.
        let body = format!(
            "mkdir {l} 2>/dev/null || exit 1\nsleep 0.3\nrmdir {l}",
            l = lock.display()
        );
        let o = script(dir.path(), &body);
        let never = || false;
        assert_eq!(
            runs_as_user(&o, "int x;", 3, 3, &never).unwrap(),
            AsUser::Holds
        );
    }

    use super::*;
    use std::convert::Infallible;

    fn programs(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("p{i}")).collect()
    }

    /// The index found, and how many programs were asked.
    fn search(n: usize, holds: impl Fn(usize) -> bool) -> (Option<usize>, usize) {
        let h = programs(n);
        let mut asked = 0;
        let found = newest_that_holds::<Infallible>(&h, |t| {
            asked += 1;
            Ok(holds(t[1..].parse().unwrap()))
        })
        .unwrap();
        (found, asked)
    }

    #[test]
    fn the_newest_that_holds_is_found_in_few_questions() {
        assert_eq!(search(10, |_| true), (Some(9), 1));
        for n in [2, 3, 10, 1000] {
            for first_bad in 1..n {
                let (found, asked) = search(n, |i| i < first_bad);
                assert_eq!(found, Some(first_bad - 1), "n {n}, first bad {first_bad}");
                assert!(
                    asked <= 2 * (usize::BITS - n.leading_zeros()) as usize + 1,
                    "{asked}"
                );
            }
        }
        assert_eq!(search(5, |_| false), (None, 4));
    }

    #[test]
    fn a_history_s_budget_grows_with_the_original_within_bounds() {
        assert_eq!(history_cap(1000), HISTORY_MIN_BYTES);
        assert_eq!(history_cap(5 << 20), 80 << 20);
        assert_eq!(history_cap(100 << 20), HISTORY_BYTES);
    }

    #[test]
    fn a_history_keeps_the_original_and_the_newest_within_its_budget() {
        let mut h = History::new("original", 40);
        for i in 0..100 {
            h.push(&format!("step {i:03}"));
            h.push(&format!("step {i:03}"));
        }
        let p = h.programs();
        assert_eq!(p.first().unwrap(), "original");
        assert_eq!(p.last().unwrap(), "step 099");
        assert!(p.iter().map(String::len).sum::<usize>() <= 40, "{p:?}");
        assert!(
            p.windows(2).all(|w| w[0] < w[1] || w[0] == "original"),
            "{p:?}"
        );
    }
}
