//! Tests run ahead of need. When the engine's workers would sit idle (the tail of a
//! window, the test of a fold, the coordinator choosing the next candidates), the
//! engine publishes a [`Plan`]: the program it expects to hold next and the candidates
//! it expects to test on it. Speculators test them on spare slots of the budget and put
//! the verdicts in the cache, where the needed test finds them (or waits for one still
//! running). The engine's decisions read verdicts only, and a verdict depends on the
//! text alone, so speculation changes how soon a verdict is known, never the result.

use super::cache::Key;
use super::engine::Current;
use creduce_passes::Edit;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

/// How often an idle speculator looks for work.
const POLL: Duration = Duration::from_millis(25);

/// Plans kept so a later decision can still use (or cancel) their running tests.
const KEEP: usize = 4;

/// A program and the candidates expected to be tested on it.
#[derive(Debug)]
pub(super) struct Plan {
    /// The expected program (with its hazards, which candidates are checked against).
    pub(super) cur: Current,
    /// The expected candidates, in the order they would be tested.
    pub(super) edits: Vec<Edit>,
    /// The hash of the program's text.
    pub(super) key: Key,
    /// Its running tests are useless: stop them.
    cancelled: AtomicBool,
    /// No new test of this plan may start (a newer plan replaced it, or the engine
    /// now tests the program itself).
    retired: AtomicBool,
}

impl Plan {
    /// A plan of `edits` on `cur`.
    pub(super) fn new(cur: Current, edits: Vec<Edit>) -> Plan {
        let key = super::cache::VerdictCache::key(cur.prog.text());
        Plan {
            cur,
            edits,
            key,
            cancelled: AtomicBool::new(false),
            retired: AtomicBool::new(false),
        }
    }

    /// Its running tests must stop.
    pub(super) fn cancelled(&self) -> bool {
        self.cancelled.load(Ordering::SeqCst)
    }

    /// No new test may start.
    pub(super) fn retired(&self) -> bool {
        self.retired.load(Ordering::SeqCst) || self.cancelled()
    }

    fn retire(&self) {
        self.retired.store(true, Ordering::SeqCst);
    }

    fn cancel(&self) {
        self.retire();
        self.cancelled.store(true, Ordering::SeqCst);
    }
}

#[derive(Debug, Default)]
struct State {
    /// Recent plans, oldest first.
    plans: Vec<Arc<Plan>>,
    /// The plan speculators take candidates from, and the next index to take.
    active: Option<(Arc<Plan>, usize)>,
    stop: bool,
}

/// The plans and the speculators' work queue.
#[derive(Debug, Default)]
pub(super) struct Speculation {
    state: Mutex<State>,
    wake: Condvar,
}

impl Speculation {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Make `plan` the one speculators work on. The previous plan starts nothing new,
    /// but its running tests go on (the engine may still need their verdicts).
    pub(super) fn publish(&self, plan: Plan) {
        let plan = Arc::new(plan);
        let mut st = self.lock();
        if st.stop {
            return;
        }
        if let Some((old, _)) = st.active.take() {
            old.retire();
        }
        st.plans.push(Arc::clone(&plan));
        if st.plans.len() > KEEP {
            st.plans.remove(0);
        }
        st.active = Some((plan, 0));
        drop(st);
        self.wake.notify_all();
    }

    /// The engine is about to test candidates of the program whose text hashes to
    /// `key`. Plans for another program are cancelled (their running tests stopped);
    /// a plan for this one starts nothing new but its running tests go on, since the
    /// engine's own tests will wait for them.
    pub(super) fn settle(&self, key: &Key) {
        let mut st = self.lock();
        if let Some((old, _)) = st.active.take() {
            old.retire();
        }
        st.plans.retain(|p| {
            if &p.key == key {
                true
            } else {
                p.cancel();
                false
            }
        });
    }

    /// Stop for good: cancel every plan and wake every speculator.
    pub(super) fn stop(&self) {
        let mut st = self.lock();
        st.stop = true;
        if let Some((p, _)) = st.active.take() {
            p.cancel();
        }
        for p in st.plans.drain(..) {
            p.cancel();
        }
        drop(st);
        self.wake.notify_all();
    }

    /// The next candidate to test ahead of need: waits until there is one; `None`
    /// once stopped.
    pub(super) fn next(&self) -> Option<(Arc<Plan>, usize)> {
        let mut st = self.lock();
        loop {
            if st.stop {
                return None;
            }
            if let Some((plan, next)) = &mut st.active {
                if *next < plan.edits.len() {
                    let i = *next;
                    *next += 1;
                    return Some((Arc::clone(plan), i));
                }
            }
            st = self
                .wake
                .wait_timeout(st, POLL)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }
}

/// Stops the speculators when dropped, so a panic or an early return of the engine
/// never leaves them waiting (and the thread scope never ends).
pub(super) struct StopOnDrop<'a>(pub(super) &'a Speculation);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use creduce_passes::lint::HazardIndex;
    use creduce_passes::Program;

    fn plan(text: &str, n: usize) -> Plan {
        let cur = Current {
            prog: Program::new(text),
            hazards: HazardIndex::default(),
        };
        Plan::new(cur, vec![Edit::default(); n])
    }

    #[test]
    fn speculators_take_the_newest_plan_in_order() {
        let s = Speculation::default();
        s.publish(plan("int a;", 2));
        let (a, i) = s.next().unwrap();
        assert_eq!(i, 0);
        s.publish(plan("int b;", 1));
        assert!(a.retired() && !a.cancelled());
        let (b, i) = s.next().unwrap();
        assert_eq!((b.cur.prog.text(), i), ("int b;", 0));
        // Settling on a's program keeps a (its running tests go on) and cancels b.
        s.settle(&a.key);
        assert!(b.cancelled());
        assert!(a.retired() && !a.cancelled());
        s.stop();
        assert!(a.cancelled());
        assert!(s.next().is_none());
    }
}
