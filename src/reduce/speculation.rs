//! Tests run ahead of need. When the engine's workers would sit idle (the tail of a
//! window, the test of a fold, the coordinator choosing the next candidates), the
//! engine publishes a [`Plan`]: the program it expects to hold next and the candidates
//! it expects to test on it. Speculators test them on spare slots of the budget and put
//! the verdicts in the cache, where the needed test finds them (or waits for one still
//! running). The engine's decisions read verdicts only, and a verdict depends on the
//! text alone, so speculation changes how soon a verdict is known, never the result.
//!
//! This module holds both halves: the plans and their queue ([`Speculation`]), and what
//! decides them (the prediction of the engine's next candidates) and runs them (the
//! speculators), over the candidate pipeline ([`Pipeline`]).

use super::cache::{Claim, Key, VerdictCache};
use super::candidate::Pipeline;
use super::current::Current;
use super::engine::BATCH;
use super::wait::wait_for;
use crate::oracle::Verdict;
use creduce_passes::{Candidate, Cursor, Edit, Pass, Program};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

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
        let key = VerdictCache::key(cur.prog.text());
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
        let st = self.lock();
        wait_for(&self.wake, st, |st| {
            if st.stop {
                return Some(None);
            }
            let (plan, next) = st.active.as_mut()?;
            if *next < plan.edits.len() {
                let i = *next;
                *next += 1;
                return Some(Some((Arc::clone(plan), i)));
            }
            None
        })
        .1
    }
}

/// The lowest-index success of a batch so far: its index, edit and text.
pub(super) type Winner = (usize, Edit, String);

impl Speculation {
    /// Publish the plan of `pass` from `cursor` on `prog`, a program made from `base`;
    /// false if the pass has no candidates there (nothing published).
    pub(super) fn plan_pass(
        &self,
        pipe: &Pipeline<'_>,
        pass: &dyn Pass,
        prog: Program,
        base: &Current,
        cursor: Cursor,
    ) -> bool {
        let edits: Vec<Edit> = pass
            .candidates(&prog, cursor, BATCH)
            .into_iter()
            .map(|c| c.edit)
            .collect();
        if edits.is_empty() {
            return false;
        }
        self.publish(Plan::new(pipe.current(prog, base), edits));
        true
    }

    /// What the engine will most likely test next, once a batch's workers run out of
    /// candidates while some are still being tested: if nothing won so far, the next
    /// candidates of the pass on the same program; otherwise the pass from the place of
    /// the lowest-index winner so far, on the program it makes. At the pass's end, the
    /// first of the passes `after` it that has candidates (passes with none are
    /// skipped; one that must observe the program first ends the search).
    pub(super) fn predict(
        &self,
        pipe: &Pipeline<'_>,
        cur: &Current,
        pass: &dyn Pass,
        after: &[&dyn Pass],
        batch: &[Candidate],
        winner: Option<Winner>,
    ) {
        match winner {
            None => {
                if let Some(last) = batch.last() {
                    if !self.plan_pass(pipe, pass, cur.prog.clone(), cur, last.cursor.next()) {
                        self.plan_after(pipe, after, &cur.prog, cur);
                    }
                }
            }
            Some((i, edit, text)) => {
                if pass.observes() {
                    return; // its candidates need an observation of the new program
                }
                let prog = cur.prog.reparse(&edit, text);
                let smaller =
                    crate::size::Size::new(prog.token_count(), prog.text().len()) < cur.size();
                let cursor = if smaller {
                    batch[i].cursor
                } else {
                    batch[i].cursor.next()
                };
                if !self.plan_pass(pipe, pass, prog.clone(), cur, cursor) {
                    self.plan_after(pipe, after, &prog, cur);
                }
            }
        }
    }

    /// Publish the plan of the first pass of `after` with candidates on `prog` (from
    /// its start), stopping at one that must observe the program first.
    fn plan_after(&self, pipe: &Pipeline<'_>, after: &[&dyn Pass], prog: &Program, base: &Current) {
        for p in after {
            if p.observes() || self.plan_pass(pipe, *p, prog.clone(), base, Cursor::START) {
                return;
            }
        }
    }

    /// A speculator: test the candidates of the newest plan on spare slots until the
    /// engine stops.
    pub(super) fn speculator(&self, pipe: &Pipeline<'_>) {
        while let Some((plan, i)) = self.next() {
            speculate(pipe, &plan, i);
        }
    }
}

/// Test candidate `i` of `plan` ahead of need, leaving its verdict in the cache.
/// Rejections are not counted (the engine counts them if it ever needs the candidate);
/// a slot is taken only when nobody waits for it.
fn speculate(pipe: &Pipeline<'_>, plan: &Plan, i: usize) {
    let stop = || plan.cancelled() || pipe.opts.cancel.cancelled();
    let Ok((edit, next)) = pipe.render(&plan.cur, plan.edits[i].clone()) else {
        return;
    };
    let key = VerdictCache::key(&next.text);
    if pipe.cache.get(&key).is_some() || pipe.check(&plan.cur, &edit, &next, false).is_err() {
        return;
    }
    let Some(_permit) = pipe.budget.acquire_spare(&|| plan.retired() || stop()) else {
        return;
    };
    let Claim::Mine(claim) = pipe.cache.claim(key) else {
        return;
    };
    match pipe.test_text(&next.text, &stop, true) {
        Ok(Verdict::Cancelled) => pipe.count_cancelled(),
        Ok(Verdict::Timeout) | Err(_) => {}
        Ok(v) => claim.settle(v.is_interesting(), true),
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
    use creduce_passes::hazards::HazardIndex;
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
