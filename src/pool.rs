//! The one worker pool of the crate: N workers take the indices 0, 1, 2, ... in order
//! from one shared counter until their work says stop. The engine's batches, triage's
//! failures and fuzz's programs all run on it (each had its own copy of this loop).
//! [`beside`] runs one side job on a thread of its own while the caller works (the
//! reduce command's check of the original).

use std::sync::atomic::{AtomicUsize, Ordering};

/// The stack of a worker: the passes, the parser's walks and the oracles' readers
/// recurse down the syntax tree, and a program nested some thousands deep (a long chain
/// of parentheses) overflowed the 2 MiB of a default thread. Only the pages a worker
/// touches are ever allocated; where even the address space cannot be had (a `ulimit
/// -v`), the worker starts with the default stack.
pub const WORKER_STACK: usize = 256 << 20;

/// Run `work` on `threads` scoped threads each with a [`WORKER_STACK`] (in this thread
/// when `threads` <= 1: the command's thread and the workers have that stack already).
/// Each worker takes the next index from a shared counter and calls `work` with it,
/// until `work` returns false (that worker stops; the others go on until theirs do).
/// Returns once every worker has stopped.
pub fn for_each_index(threads: usize, work: impl Fn(usize) -> bool + Sync) {
    let next = AtomicUsize::new(0);
    let worker = || while work(next.fetch_add(1, Ordering::SeqCst)) {};
    if threads <= 1 {
        worker();
    } else {
        std::thread::scope(|s| {
            for _ in 0..threads {
                spawn(s, worker);
            }
        });
    }
}

/// Start `f` on a scoped thread of `s` with a [`WORKER_STACK`], else with the default
/// stack (where the big one cannot be had: a `ulimit -v`); `f` back when no thread
/// starts at all.
pub fn try_spawn<'scope, T: Send + 'scope, F: FnOnce() -> T + Send + 'scope>(
    s: &'scope std::thread::Scope<'scope, '_>,
    f: F,
) -> Result<std::thread::ScopedJoinHandle<'scope, T>, F> {
    try_spawn_with(s, f, &[Some(WORKER_STACK), None])
}

/// [`try_spawn`] with each of `stacks` in turn (`None`: the default).
fn try_spawn_with<'scope, T: Send + 'scope, F: FnOnce() -> T + Send + 'scope>(
    s: &'scope std::thread::Scope<'scope, '_>,
    f: F,
    stacks: &[Option<usize>],
) -> Result<std::thread::ScopedJoinHandle<'scope, T>, F> {
    // The closure goes to whichever thread starts: a failed start hands it back here.
    let cell = std::sync::Arc::new(std::sync::Mutex::new(Some(f)));
    let take = |c: &std::sync::Mutex<Option<F>>| {
        c.lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
            .expect("a thread's work is taken once")
    };
    for stack in stacks {
        let theirs = cell.clone();
        let mut builder = std::thread::Builder::new();
        if let Some(size) = *stack {
            builder = builder.stack_size(size);
        }
        if let Ok(h) = builder.spawn_scoped(s, move || take(&theirs)()) {
            return Ok(h);
        }
    }
    Err(take(&cell))
}

/// [`try_spawn`], or, when no thread starts, `std`'s own `spawn`, which panics.
pub fn spawn<'scope, T: Send + 'scope>(
    s: &'scope std::thread::Scope<'scope, '_>,
    f: impl FnOnce() -> T + Send + 'scope,
) -> std::thread::ScopedJoinHandle<'scope, T> {
    try_spawn(s, f).unwrap_or_else(|f| s.spawn(f))
}

/// Run `f` on a thread with a [`WORKER_STACK`] and return its result (the command's
/// main thread: the reduction of one file runs on it); in this thread when no thread
/// starts. A panic in `f` is resumed here.
pub fn with_big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|s| match try_spawn(s, f) {
        Ok(h) => match h.join() {
            Ok(v) => v,
            Err(panic) => std::panic::resume_unwind(panic),
        },
        Err(f) => f(),
    })
}

/// Run `side` on a scoped thread of its own while `main` runs on this one; `main`'s
/// result, once both have returned (`side` is not run at all when `run_side` is false).
pub fn beside<R>(run_side: bool, side: impl FnOnce() + Send, main: impl FnOnce() -> R) -> R {
    if !run_side {
        return main();
    }
    std::thread::scope(|s| {
        spawn(s, side);
        main()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    #[test]
    fn a_thread_that_cannot_start_hands_its_work_back() {
        // No machine maps a stack of 2^62 bytes.
        let impossible = Some(1usize << 62);
        std::thread::scope(|s| {
            let back = try_spawn_with(s, || 7, &[impossible]);
            assert_eq!(back.map_err(|f| f()).err(), Some(7));
            let started = try_spawn_with(s, || 8, &[impossible, None]);
            assert_eq!(started.ok().map(|h| h.join().unwrap()), Some(8));
        });
        // The big stack holds what the default one does not: 64 MiB on the stack (in a
        // function of its own: inlined, its frame would be the caller's).
        #[inline(never)]
        fn sixty_four_mib() -> usize {
            let big = [1u8; 64 << 20];
            std::hint::black_box(&big)
                .iter()
                .map(|&b| b as usize)
                .sum::<usize>()
        }
        assert_eq!(with_big_stack(sixty_four_mib), 64 << 20);
    }

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
