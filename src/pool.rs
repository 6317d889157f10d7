//! The one worker pool of the crate: N workers take the indices 0, 1, 2, ... in order
//! from one shared counter until their work says stop. The engine's batches, triage's
//! failures and fuzz's programs all run on it (each had its own copy of this loop).
//! [`beside`] runs one side job on a thread of its own while the caller works (the
//! reduce command's check of the original).

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

/// Run `side` on a scoped thread of its own while `main` runs on this one; `main`'s
/// result, once both have returned (`side` is not run at all when `run_side` is false).
pub fn beside<R>(run_side: bool, side: impl FnOnce() + Send, main: impl FnOnce() -> R) -> R {
    if !run_side {
        return main();
    }
    std::thread::scope(|s| {
        s.spawn(side);
        main()
    })
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

    #[test]
    fn a_side_job_runs_while_the_main_one_waits_for_it() {
        let (tx, rx) = std::sync::mpsc::channel();
        // The main job can only end if the side job runs at the same time.
        let got = beside(true, move || tx.send(7).unwrap(), || rx.recv().unwrap());
        assert_eq!(got, 7);
        let ran = std::sync::atomic::AtomicBool::new(false);
        let got = beside(false, || ran.store(true, Ordering::SeqCst), || 3);
        assert_eq!((got, ran.load(Ordering::SeqCst)), (3, false));
    }
}
