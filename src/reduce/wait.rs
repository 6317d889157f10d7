//! The one wait of the engine's shared state: a condition variable woken on every
//! change, and at least every [`POLL`], because cancel flags are plain closures that
//! cannot notify anybody. The budget, the verdict cache, the turns and the speculators'
//! queue all wait through [`wait_for`].

use std::sync::{Condvar, MutexGuard};
use std::time::Duration;

/// The longest a waiter sleeps before it looks at its cancel flag again.
pub(super) const POLL: Duration = Duration::from_millis(25);

/// Wait on `cv` (holding `guard`) until `ready` gives an answer: it is asked at once
/// and after every wake-up (a notification or [`POLL`]), and should answer when its
/// cancel flag says so too. A poisoned lock is taken over.
pub(super) fn wait_for<'a, T, R>(
    cv: &Condvar,
    mut guard: MutexGuard<'a, T>,
    mut ready: impl FnMut(&mut T) -> Option<R>,
) -> (MutexGuard<'a, T>, R) {
    loop {
        if let Some(r) = ready(&mut guard) {
            return (guard, r);
        }
        guard = cv
            .wait_timeout(guard, POLL)
            .unwrap_or_else(|e| e.into_inner())
            .0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;
    use std::time::Instant;

    #[test]
    fn a_cancel_flag_is_seen_without_a_notification() {
        let (m, cv) = (Mutex::new(0), Condvar::new());
        let t0 = Instant::now();
        let (guard, r) = wait_for(&cv, m.lock().unwrap(), |_| {
            (t0.elapsed() > Duration::from_millis(60)).then_some("cancelled")
        });
        drop(guard);
        assert_eq!(r, "cancelled");
        assert!(t0.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn a_change_is_seen_at_once() {
        let (m, cv) = (Mutex::new(0), Condvar::new());
        std::thread::scope(|s| {
            s.spawn(|| {
                std::thread::sleep(Duration::from_millis(5));
                *m.lock().unwrap() = 7;
                cv.notify_all();
            });
            let (guard, v) = wait_for(&cv, m.lock().unwrap(), |v| (*v == 7).then_some(*v));
            drop(guard);
            assert_eq!(v, 7);
        });
    }
}
