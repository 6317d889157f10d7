//! Tests run ahead of need. The engine says where it stands ([`Speculation::engine_at`])
//! before each batch; a planner thread walks the engine's predicted path from there
//! ([`Lookahead::walk`]) again whenever the engine moves or a verdict arrives, and
//! publishes the unknown verdicts along it, in the order the engine will need them.
//! Speculators test them on spare slots of the budget (slots nobody waits for) and put
//! the verdicts in the cache, where the needed test finds them (or waits for one still
//! running). The engine's decisions read verdicts only, and a verdict depends on the
//! text alone, so speculation changes how soon a verdict is known, never the result.
//!
//! A test the newest walk no longer wants is stopped: its branch was guessed wrong.

use super::budget::Permit;
use super::cache::{Claim, Key, VerdictCache};
use super::candidate::Pipeline;
use super::lookahead::{At, Lookahead, Wanted};
use crate::oracle::Verdict;
use crate::toolchain::Yielding;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// How often the planner looks for new verdicts when nothing woke it.
const REPLAN: Duration = Duration::from_millis(5);

/// A test no walk wants goes on to its verdict between these shares of the mean test's
/// time (past the second, it is slower than tests are, perhaps stuck until its timeout).
const NEARLY_DONE: (f64, f64) = (0.75, 1.5);

/// One test the newest walk wants.
#[derive(Debug)]
struct Request {
    wanted: Wanted,
    /// A speculator took it.
    taken: AtomicBool,
    /// No walk wants it any more: stop its test.
    dropped: AtomicBool,
}

#[derive(Debug, Default)]
struct State {
    /// Where the engine stands, and how many times it moved.
    at: Option<Arc<At>>,
    moves: u64,
    /// The newest walk's tests, most likely needed first.
    requests: Vec<Arc<Request>>,
    /// How many of them may start; the others only keep running (a test is stopped
    /// when it falls out of the list altogether, not at every change of its rank).
    startable: usize,
    stop: bool,
}

/// The requests and the speculators' work queue.
#[derive(Debug, Default)]
pub(super) struct Speculation {
    state: Mutex<State>,
    wake: Condvar,
    /// `State::stop`, readable without the lock (from inside the budget's wait).
    stopped: AtomicBool,
}

impl Speculation {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The engine is about to test the batch `at` describes.
    pub(super) fn engine_at(&self, at: At) {
        let mut st = self.lock();
        st.at = Some(Arc::new(at));
        st.moves += 1;
        drop(st);
        self.wake.notify_all();
    }

    /// Stop for good: drop every request and wake every thread.
    pub(super) fn stop(&self) {
        let mut st = self.lock();
        st.stop = true;
        self.stopped.store(true, Ordering::SeqCst);
        for r in st.requests.drain(..) {
            r.dropped.store(true, Ordering::SeqCst);
        }
        drop(st);
        self.wake.notify_all();
    }

    /// Replace the requests with `wanted`: a request wanted again keeps its state (a
    /// running test goes on); one no longer wanted is dropped (its test stops).
    fn publish(&self, wanted: Vec<Wanted>, startable: usize) {
        let mut st = self.lock();
        if st.stop {
            return;
        }
        st.startable = startable;
        let mut old: HashMap<Key, Arc<Request>> =
            st.requests.drain(..).map(|r| (r.wanted.key, r)).collect();
        st.requests = wanted
            .into_iter()
            .map(|w| {
                old.remove(&w.key).unwrap_or_else(|| {
                    Arc::new(Request {
                        wanted: w,
                        taken: AtomicBool::new(false),
                        dropped: AtomicBool::new(false),
                    })
                })
            })
            .collect();
        for r in old.into_values() {
            r.dropped.store(true, Ordering::SeqCst);
        }
        drop(st);
        self.wake.notify_all();
    }

    /// The planner: walk again whenever the engine moves or the cache learns a
    /// verdict, until stopped.
    pub(super) fn planner(&self, pipe: &Pipeline<'_>) {
        let mut look = Lookahead::default();
        let startable = 2 * pipe.budget.capacity();
        let kept = startable + pipe.budget.capacity();
        let (mut moves, mut learned) = (0, u64::MAX);
        let replay: Option<Vec<Wanted>> = pipe.opts.replay.map(|texts| {
            let mut seen = std::collections::HashSet::new();
            texts
                .iter()
                .filter_map(|t| {
                    let key = VerdictCache::key(t);
                    seen.insert(key).then(|| Wanted {
                        key,
                        text: t.as_str().into(),
                        as_user: false,
                    })
                })
                .collect()
        });
        loop {
            let at = {
                let mut st = self.lock();
                loop {
                    if st.stop {
                        return;
                    }
                    let now = pipe.cache.generation();
                    if st.moves != moves || now != learned {
                        moves = st.moves;
                        learned = now;
                        break st.at.clone();
                    }
                    st = self
                        .wake
                        .wait_timeout(st, REPLAN)
                        .unwrap_or_else(|e| e.into_inner())
                        .0;
                }
            };
            let Some(at) = at else { continue };
            let wanted = match &replay {
                // The recorded path: its texts whose verdict is still unknown.
                Some(path) => path
                    .iter()
                    .filter(|w| pipe.cache.get(&w.key).is_none())
                    .take(kept)
                    .cloned()
                    .collect(),
                None => look.walk(pipe, &at, kept),
            };

            self.publish(wanted, startable);
        }
    }

    /// The first startable request nobody took whose text nobody knows or tests, and
    /// its rank in the walk (0: the most likely needed).
    fn first_open<'s>(st: &'s State, cache: &VerdictCache) -> Option<(usize, &'s Arc<Request>)> {
        st.requests
            .iter()
            .take(st.startable)
            .enumerate()
            .find(|(_, r)| !r.taken.load(Ordering::SeqCst) && cache.open(&r.wanted.key))
    }

    /// Wait until some request waits for a speculator (`true`) or speculation stops or
    /// `cancelled` says so (`false`). Takes nothing.
    fn wait_for_work(&self, cache: &VerdictCache, cancelled: &dyn Fn() -> bool) -> bool {
        let st = self.lock();
        super::wait::wait_for(&self.wake, st, |st| {
            if st.stop || cancelled() {
                return Some(false);
            }
            Self::first_open(st, cache).map(|_| true)
        })
        .1
    }

    /// Take the most wanted request waiting for a speculator, if any (no wait), with
    /// its rank.
    fn take(&self, cache: &VerdictCache) -> Option<(usize, Arc<Request>)> {
        let st = self.lock();
        if st.stop {
            return None;
        }
        let (rank, r) = Self::first_open(&st, cache)?;
        r.taken.store(true, Ordering::SeqCst);
        Some((rank, Arc::clone(r)))
    }

    /// A speculator: test the newest walk's requests on spare slots until the engine
    /// stops. The slot comes first, then the request: a slot that frees goes to the
    /// request most wanted at that moment, not to whichever a waiting speculator had
    /// taken (with many slots, the speculators that wake first would otherwise start
    /// lower-ranked tests before the top ones).
    pub(super) fn speculator(&self, pipe: &Pipeline<'_>) {
        let stopped = || self.stopped.load(Ordering::SeqCst) || pipe.opts.cancel.cancelled();
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        // (After a cancel, nothing more is tested ahead of need: the speculator ends
        // rather than spin on a budget that refuses every slot.)
        while self.wait_for_work(&pipe.cache, &|| pipe.opts.cancel.cancelled()) {
            let Some(permit) = pipe.budget.acquire_spare(&stopped) else {
                continue;
            };
            // None: another speculator took the last one first; the slot goes back.
            if let Some((rank, r)) = self.take(&pipe.cache) {
                speculate(pipe, &r, niceness(rank, cores), permit);
            }
        }
    }
}

/// Test `r` ahead of need on the spare slot `_permit`, leaving its verdict in the
/// cache. Rejections are not counted (the engine counts them if it ever needs the
/// candidate).
fn speculate(pipe: &Pipeline<'_>, r: &Request, niceness: i32, _permit: Permit<'_>) {
    // A test no walk wants any more stops, unless it is nearly done: most tests
    // started together end together, so the walk that drops one often comes just
    // before its verdict, and a verdict a later walk may want again is worth the
    // few moments of slot it still takes.
    let started = Instant::now();
    let mean = pipe.mean_test();
    let stop = || {
        pipe.opts.cancel.cancelled()
            || (r.dropped.load(Ordering::SeqCst) && !nearly_done(started.elapsed(), mean))
    };
    // Untaken again unless it found a verdict: a later walk may still want it.
    let untake = || r.taken.store(false, Ordering::SeqCst);
    let Claim::Mine(claim) = pipe.cache.claim(r.wanted.key) else {
        return untake();
    };
    let cancel = Yielding {
        cancel: stop,
        niceness,
    };
    let verdict = if r.wanted.as_user {
        pipe.test_as_user(&r.wanted.text, &cancel)
    } else {
        pipe.test_text(&r.wanted.text, &cancel, true)
    };
    match verdict {
        Ok(Verdict::Cancelled) => {
            pipe.count_cancelled();
            untake();
        }
        Ok(Verdict::Timeout) | Err(_) => {}
        Ok(v) => claim.settle(v.is_interesting(), true),
    }
}

/// The CPU priority, below the needed tests', of a test ahead of need at `rank` of the
/// walk on a machine of `cores`: the first `cores` (most likely needed next, and as
/// many as can run at once) run as needed tests do; the next `cores` a little below,
/// the rest at the lowest priority. When tests are CPU-bound and `-j` is above the
/// cores, those far ahead no longer slow the ones the engine waits for; when they wait
/// on something else (a sleep, a remote build), priority changes nothing.
fn niceness(rank: usize, cores: usize) -> i32 {
    match rank / cores.max(1) {
        0 => 0,
        1 => 10,
        _ => 19,
    }
}

/// Whether a test that has run `elapsed` is nearly done: within [`NEARLY_DONE`] of the
/// `mean` test's time (never before any test ended in a verdict).
fn nearly_done(elapsed: Duration, mean: Option<Duration>) -> bool {
    let (from, to) = NEARLY_DONE;
    mean.is_some_and(|m| elapsed >= m.mul_f64(from) && elapsed < m.mul_f64(to))
}

/// Stops the planner and the speculators when dropped, so a panic or an early return
/// of the engine never leaves them waiting (and the thread scope never ends).
pub(super) struct StopOnDrop<'a>(pub(super) &'a Speculation);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wanted(text: &str) -> Wanted {
        Wanted {
            key: VerdictCache::key(text),
            text: text.into(),
            as_user: false,
        }
    }

    #[test]
    fn a_dropped_test_goes_on_only_when_nearly_done() {
        let s = Duration::from_secs_f64;
        // No test has ended in a verdict yet: nothing is known to be nearly done.
        assert!(!nearly_done(s(10.0), None));
        assert!(!nearly_done(s(0.7), Some(s(1.0))));
        assert!(nearly_done(s(0.75), Some(s(1.0))));
        assert!(nearly_done(s(1.4), Some(s(1.0))));
        // Slower than tests are: perhaps stuck until its timeout.
        assert!(!nearly_done(s(1.5), Some(s(1.0))));
    }

    #[test]
    fn tests_far_ahead_yield_the_cpu_to_the_next_ones() {
        // As many as there are cores run as needed tests do.
        assert_eq!([0, 1].map(|r| niceness(r, 2)), [0, 0]);
        assert_eq!([2, 3].map(|r| niceness(r, 2)), [10, 10]);
        assert_eq!([4, 31].map(|r| niceness(r, 2)), [19, 19]);
        assert_eq!([15, 16].map(|r| niceness(r, 16)), [0, 10]);
        // No core count known: one.
        assert_eq!([0, 1].map(|r| niceness(r, 0)), [0, 10]);
    }

    #[test]
    fn speculators_take_the_newest_walk_in_order_and_drop_the_rest() {
        let s = Speculation::default();
        let cache = VerdictCache::new(true);
        s.publish(vec![wanted("int a;"), wanted("int b;")], 2);
        let (rank, a) = s.take(&cache).unwrap();
        assert_eq!((rank, &*a.wanted.text), (0, "int a;"));
        // A newer walk that still wants a keeps it (taken, running); b is dropped.
        s.publish(vec![wanted("int a;"), wanted("int c;")], 2);
        assert!(!a.dropped.load(Ordering::SeqCst));
        // Its rank is its place in the walk, taken or not before it.
        let (rank, c) = s.take(&cache).unwrap();
        assert_eq!((rank, &*c.wanted.text), (1, "int c;"));
        // A known verdict is never taken.
        cache.put(VerdictCache::key("int d;"), true);
        s.publish(vec![wanted("int a;"), wanted("int d;")], 2);
        assert!(c.dropped.load(Ordering::SeqCst));
        s.stop();
        assert!(a.dropped.load(Ordering::SeqCst));
        assert!(s.take(&cache).is_none());
        assert!(!s.wait_for_work(&cache, &|| false));
    }
}
