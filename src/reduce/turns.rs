//! Turns: candidates of a batch take their test slots in index order. A batch is
//! tested by one more thread than the budget has slots, so one thread renders and
//! checks the next candidate while the others' tests run, and a freed slot starts the
//! next test at once. Slots still go to candidates in order: a later candidate that was
//! checked sooner waits for every earlier one to have started its test (or to need
//! none), so no later candidate takes a slot an earlier one could have used.

use super::wait::wait_for;
use std::sync::{Condvar, Mutex, MutexGuard};

#[derive(Debug)]
struct State {
    /// Every index below this one has passed.
    next: usize,
    /// Indices at or after `next` that passed out of order.
    passed: Vec<bool>,
}

/// The order in which the candidates of one batch may start their tests.
#[derive(Debug)]
pub(super) struct Turns {
    state: Mutex<State>,
    changed: Condvar,
}

impl Turns {
    /// Turns for `n` candidates, indices `0..n`.
    pub(super) fn new(n: usize) -> Turns {
        Turns {
            state: Mutex::new(State {
                next: 0,
                passed: vec![false; n],
            }),
            changed: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Wait until every index before `i` has passed; false if `cancel` says to stop
    /// first.
    pub(super) fn wait(&self, i: usize, cancel: &dyn Fn() -> bool) -> bool {
        let st = self.lock();
        wait_for(&self.changed, st, |st| {
            if st.next >= i {
                Some(true)
            } else if cancel() {
                Some(false)
            } else {
                None
            }
        })
        .1
    }

    /// Index `i` has started its test or needs none (passing twice is harmless).
    pub(super) fn pass(&self, i: usize) {
        let mut st = self.lock();
        if let Some(p) = st.passed.get_mut(i) {
            *p = true;
        }
        while st.passed.get(st.next).copied().unwrap_or(false) {
            st.next += 1;
        }
        drop(st);
        self.changed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    #[test]
    fn later_indices_wait_for_every_earlier_one() {
        let turns = Turns::new(4);
        assert!(turns.wait(0, &|| false));
        // 2 passed out of order: 1 must still wait for 0, and 3 for 1.
        turns.pass(2);
        assert!(!turns.wait(1, &|| true));
        turns.pass(0);
        assert!(turns.wait(1, &|| false));
        assert!(!turns.wait(3, &|| true));
        turns.pass(1);
        assert!(turns.wait(3, &|| false));
        turns.pass(1);
        turns.pass(9);
    }

    #[test]
    fn threads_start_in_index_order() {
        let turns = Turns::new(16);
        let order = Mutex::new(Vec::new());
        let next = AtomicUsize::new(0);
        std::thread::scope(|s| {
            for t in 0..4 {
                let (turns, order, next) = (&turns, &order, &next);
                s.spawn(move || loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= 16 {
                        break;
                    }
                    // Later indices are ready sooner.
                    std::thread::sleep(Duration::from_millis(((16 - i) + t) as u64));
                    assert!(turns.wait(i, &|| false));
                    order.lock().unwrap().push(i);
                    turns.pass(i);
                });
            }
        });
        assert_eq!(order.into_inner().unwrap(), (0..16).collect::<Vec<_>>());
    }
}
