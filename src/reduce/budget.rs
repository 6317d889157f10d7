//! The test budget: how many tests may run at once across the whole process. Every
//! reduction (and every probe run) takes a permit before it starts a test, so N
//! reductions at once never run more than `-j` tests.

use super::wait::wait_for;
use crate::toolchain::Control;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

#[derive(Debug)]
struct State {
    free: usize,
    /// Callers waiting to take every permit: new single permits wait behind them.
    exclusive_waiting: usize,
    /// Callers waiting for one permit: spare slots are not spare while they wait.
    waiting: usize,
    /// Free slots integrated over time, up to `since`.
    idle: Duration,
    since: Instant,
}

impl State {
    /// Count the free slots' time up to now; call before `free` changes.
    fn tick(&mut self) {
        let now = Instant::now();
        self.idle += now.saturating_duration_since(self.since) * self.free as u32;
        self.since = now;
    }
}

/// A counting semaphore of test slots.
#[derive(Debug)]
pub struct TestBudget {
    capacity: usize,
    state: Mutex<State>,
    changed: Condvar,
}

/// Permission to run tests; the slots return to the budget on drop.
#[derive(Debug)]
pub struct Permit<'a> {
    budget: &'a TestBudget,
    slots: usize,
}

impl Drop for Permit<'_> {
    fn drop(&mut self) {
        let mut st = self.budget.lock();
        st.tick();
        st.free += self.slots;
        drop(st);
        self.budget.changed.notify_all();
    }
}

impl TestBudget {
    /// A budget of `capacity` concurrent tests (at least one).
    pub fn new(capacity: usize) -> TestBudget {
        let capacity = capacity.max(1);
        TestBudget {
            capacity,
            state: Mutex::new(State {
                free: capacity,
                exclusive_waiting: 0,
                waiting: 0,
                idle: Duration::ZERO,
                since: Instant::now(),
            }),
            changed: Condvar::new(),
        }
    }

    /// How many tests may run at once.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Slot-time no test held, since the budget was made: a free slot for a second
    /// counts a second. A reduction's share of the time outside tests that is not
    /// its own work between tests.
    pub fn idle(&self) -> Duration {
        let mut st = self.lock();
        st.tick();
        st.idle
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Wait until `take` takes slots from the state (it returns how many), or until
    /// `cancel` fires. Every way of acquiring is this loop with its own rule.
    fn wait_for<'a>(
        &'a self,
        st: MutexGuard<'a, State>,
        cancel: &dyn Control,
        take: impl Fn(&mut State) -> Option<usize>,
    ) -> (MutexGuard<'a, State>, Option<Permit<'a>>) {
        let (st, slots) = wait_for(&self.changed, st, |st| {
            if cancel.cancelled() {
                return Some(None);
            }
            st.tick();
            take(st).map(Some)
        });
        // The permit is built only once its slots are taken: a permit dropped without
        // them would hand back slots never taken.
        (
            st,
            slots.map(|slots| Permit {
                budget: self,
                slots,
            }),
        )
    }

    /// One slot; `None` if `cancel` fires while waiting.
    pub fn acquire(&self, cancel: &dyn Control) -> Option<Permit<'_>> {
        let mut st = self.lock();
        st.waiting += 1;
        let (mut st, permit) = self.wait_for(st, cancel, |st| {
            if st.free > 0 && st.exclusive_waiting == 0 {
                st.free -= 1;
                return Some(1);
            }
            None
        });
        st.waiting -= 1;
        permit
    }

    /// One slot nobody else is waiting for: for tests run ahead of need, which must
    /// never delay a test that is needed. Waits until there is one; `None` if `cancel`
    /// fires first.
    pub fn acquire_spare(&self, cancel: &dyn Control) -> Option<Permit<'_>> {
        let st = self.lock();
        let (_st, permit) = self.wait_for(st, cancel, |st| {
            if st.free > 0 && st.exclusive_waiting == 0 && st.waiting == 0 {
                st.free -= 1;
                return Some(1);
            }
            None
        });
        permit
    }

    /// One slot, or every slot when `alone` ([`Self::acquire_all`]); `None` if `cancel`
    /// fires while waiting.
    pub fn acquire_as(&self, alone: bool, cancel: &dyn Control) -> Option<Permit<'_>> {
        if alone {
            self.acquire_all(cancel)
        } else {
            self.acquire(cancel)
        }
    }

    /// Run `test` under one slot, and once more alone (holding every slot) when its
    /// result `timed_out`: a timeout while other tests share the machine is not a
    /// verdict. `None` if `cancel` fires while waiting for a slot. The one rule every
    /// test of an original or a candidate follows (the engine's retest of a candidate
    /// that would have won its window asks for [`Self::acquire_as`] alone itself).
    pub fn retrying_alone<T>(
        &self,
        cancel: &dyn Control,
        timed_out: impl Fn(&T) -> bool,
        mut test: impl FnMut() -> T,
    ) -> Option<T> {
        let first = {
            let _slot = self.acquire(cancel)?;
            test()
        };
        self.again_alone(first, cancel, timed_out, test)
    }

    /// `first`, the result of a test run under a slot the caller held, or when it
    /// `timed_out`, the result of `test` run again alone. `None` if `cancel` fires while
    /// waiting for every slot.
    pub fn again_alone<T>(
        &self,
        first: T,
        cancel: &dyn Control,
        timed_out: impl Fn(&T) -> bool,
        mut test: impl FnMut() -> T,
    ) -> Option<T> {
        if !timed_out(&first) {
            return Some(first);
        }
        let _all = self.acquire_all(cancel)?;
        Some(test())
    }

    /// Every slot, so the test runs alone (a re-test after a timeout); `None` if
    /// `cancel` fires while waiting.
    pub fn acquire_all(&self, cancel: &dyn Control) -> Option<Permit<'_>> {
        let mut st = self.lock();
        st.exclusive_waiting += 1;
        let capacity = self.capacity;
        let (mut st, permit) = self.wait_for(st, cancel, |st| {
            if st.free == capacity {
                st.free = 0;
                return Some(capacity);
            }
            None
        });
        st.exclusive_waiting -= 1;
        drop(st);
        self.changed.notify_all();
        permit
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn never_more_than_capacity_at_once() {
        let budget = TestBudget::new(3);
        let running = AtomicUsize::new(0);
        let peak = AtomicUsize::new(0);
        std::thread::scope(|s| {
            for _ in 0..12 {
                s.spawn(|| {
                    for _ in 0..5 {
                        let _p = budget.acquire(&|| false).unwrap();
                        let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                        peak.fetch_max(now, Ordering::SeqCst);
                        std::thread::sleep(Duration::from_millis(2));
                        running.fetch_sub(1, Ordering::SeqCst);
                    }
                });
            }
        });
        assert_eq!(peak.load(Ordering::SeqCst), 3);
    }

    #[test]
    fn a_timed_out_test_runs_again_alone_once() {
        let budget = TestBudget::new(3);
        let runs = AtomicUsize::new(0);
        let held = AtomicUsize::new(0);
        let r = budget.retrying_alone(
            &|| false,
            |t: &bool| *t,
            || {
                held.store(3 - budget.lock().free, Ordering::SeqCst);
                runs.fetch_add(1, Ordering::SeqCst) == 0
            },
        );
        // Timed out the first time (under one slot), then run alone (every slot).
        assert_eq!((r, runs.load(Ordering::SeqCst)), (Some(false), 2));
        assert_eq!(held.load(Ordering::SeqCst), 3);
        let once = budget.retrying_alone(&|| false, |t: &bool| *t, || false);
        assert_eq!(once, Some(false));
        // Cancelled while waiting for a slot: no result.
        let _all = budget.acquire_all(&|| false).unwrap();
        assert_eq!(
            budget.retrying_alone(&|| true, |_: &bool| false, || true),
            None
        );
    }

    #[test]
    fn acquire_all_runs_alone_and_cancel_stops_waiting() {
        let budget = TestBudget::new(2);
        let one = budget.acquire(&|| false).unwrap();
        assert!(budget.acquire_all(&|| true).is_none());
        drop(one);
        let all = budget.acquire_all(&|| false).unwrap();
        assert!(budget.acquire(&|| true).is_none());
        drop(all);
        assert!(budget.acquire(&|| false).is_some());
    }

    #[test]
    fn a_spare_slot_is_one_nobody_waits_for() {
        let budget = TestBudget::new(2);
        let _one = budget.acquire(&|| false).unwrap();
        // A slot is free, but someone waits for one: it is not spare.
        budget.lock().waiting = 1;
        let polls = AtomicUsize::new(0);
        let give_up = || polls.fetch_add(1, Ordering::SeqCst) >= 3;
        assert!(budget.acquire_spare(&give_up).is_none());
        assert!(polls.load(Ordering::SeqCst) > 3);
        budget.lock().waiting = 0;
        let spare = budget.acquire_spare(&|| false).unwrap();
        assert_eq!(spare.slots, 1);
        assert_eq!(budget.lock().free, 0);
    }

    #[test]
    fn idle_time_counts_free_slots() {
        let budget = TestBudget::new(2);
        let all = budget.acquire_all(&|| false).unwrap();
        let t0 = budget.idle();
        std::thread::sleep(Duration::from_millis(40));
        // No slot was free.
        assert_eq!(budget.idle(), t0);
        drop(all);
        std::thread::sleep(Duration::from_millis(40));
        // Two free slots for at least 40 ms.
        let free = budget.idle() - t0;
        assert!(free >= Duration::from_millis(80), "{free:?}");
    }
}
