//! The one worker pool of the crate: N workers take the indices 0, 1, 2, ... in order
//! from one shared counter until their work says stop. The engine's batches, triage's
//! failures and fuzz's programs all run on it (each had its own copy of this loop).

use std::sync::atomic::{AtomicUsize, Ordering};

/// Run `work` on `threads` scoped threads (in this thread when `threads` <= 1). Each
/// worker takes the next index from a shared counter and calls `work` with it, until
/// `work` returns false (that worker stops; the others go on until theirs do). Returns
/// once every worker has stopped.
pub fn for_each_index(threads: usize, work: impl Fn(usize) -> bool + Sync) {
    let next = AtomicUsize::new(0);
    let worker = || while work(next.fetch_add(1, Ordering::SeqCst)) {};
    if threads <= 1 {
        worker();
    } else {
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(worker);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    #[test]
    fn every_index_once_until_the_work_says_stop() {
        for threads in [1, 4] {
            let seen = Mutex::new(Vec::new());
            for_each_index(threads, |i| {
                if i >= 100 {
                    return false;
                }
                seen.lock().unwrap().push(i);
                true
            });
            let mut seen = seen.into_inner().unwrap();
            seen.sort();
            assert_eq!(seen, (0..100).collect::<Vec<_>>(), "{threads} threads");
        }
    }
}
