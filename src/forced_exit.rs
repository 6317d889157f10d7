//! The way out when a run does not stop on its own after SIGINT or SIGTERM.
//!
//! Everything that waits on a child looks at the interrupt, but a pass computing its
//! candidates on a big or pathological program does not, and may go on for minutes. So
//! the signal thread ([`crate::commands`]' `interrupt`) ends the process itself a grace
//! after the first signal, or at once at a second one. It ends it as a `kill -9` would,
//! which every command is built to survive (each improvement is saved as it is made,
//! atomically, and triage's work directory resumes after a kill), but tidily:
//! - it waits for the sections that must not be cut ([`section`]: an atomic write, the
//!   cancelling of Slurm steps);
//! - it runs the hooks the run registered ([`on_exit`]: cancel Slurm steps);
//! - it removes the run's temporary areas ([`temporary`], [`Scratch`]);
//! - it says so on stderr, with the line the command left ([`farewell`]).
//!
//! Killing the children is the caller's part (`stop_children`): this module knows no
//! processes, so the lower layers that register here import nothing above them.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock, RwLock, RwLockReadGuard};

/// Held (shared) by a section a forced exit must not cut; the exit takes it whole.
static SECTIONS: RwLock<()> = RwLock::new(());

/// Registered cleanups, by id: hooks and temporary areas.
static HOOKS: Mutex<BTreeMap<u64, Box<dyn Fn() + Send>>> = Mutex::new(BTreeMap::new());
static TEMPORARY: Mutex<BTreeMap<u64, PathBuf>> = Mutex::new(BTreeMap::new());
static FAREWELL: Mutex<Option<String>> = Mutex::new(None);
/// How the process ends for an interrupting signal: the binary's (it decides every
/// exit code), once it has said.
static END: OnceLock<fn(i32) -> !> = OnceLock::new();
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// A section a forced exit waits for; it ends when dropped. Hold it only for short,
/// bounded work that takes no other section.
pub fn section() -> RwLockReadGuard<'static, ()> {
    SECTIONS.read().unwrap_or_else(|e| e.into_inner())
}

/// A registration, undone when dropped.
#[must_use = "the registration ends when this is dropped"]
#[derive(Debug)]
pub struct Registered {
    id: u64,
    hook: bool,
}

impl Drop for Registered {
    fn drop(&mut self) {
        if self.hook {
            lock(&HOOKS).remove(&self.id);
        } else {
            lock(&TEMPORARY).remove(&self.id);
        }
    }
}

/// Run `hook` at a forced exit, while the result is alive.
pub fn on_exit(hook: impl Fn() + Send + 'static) -> Registered {
    let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
    lock(&HOOKS).insert(id, Box::new(hook));
    Registered { id, hook: true }
}

/// Remove the directory `path` and everything under it at a forced exit, while the
/// result is alive (its owner removes it on the normal way out).
pub fn temporary(path: PathBuf) -> Registered {
    let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
    lock(&TEMPORARY).insert(id, path);
    Registered { id, hook: false }
}

/// A scratch directory in the system's temporary area (`TMPDIR`), named `PREFIX…`:
/// removed when dropped, and at a forced exit.
#[derive(Debug)]
pub struct Scratch {
    dir: tempfile::TempDir,
    _at_exit: Registered,
}

impl Scratch {
    /// A new one.
    pub fn new(prefix: &str) -> std::io::Result<Scratch> {
        let dir = tempfile::Builder::new().prefix(prefix).tempdir()?;
        Ok(Scratch {
            _at_exit: temporary(dir.path().to_path_buf()),
            dir,
        })
    }

    /// Where it is.
    pub fn path(&self) -> &std::path::Path {
        self.dir.path()
    }
}

/// The line to leave on stderr at a forced exit (where the result is), replacing any
/// earlier one.
pub fn farewell(line: String) {
    *lock(&FAREWELL) = Some(line);
}

/// How the binary ends the process for an interrupting signal: it exits with its code
/// for the signal (the library never exits on its own).
pub fn set_end(end: fn(i32) -> !) {
    let _ = END.set(end);
}

/// End the process as `signal` asked: wait for the sections, call `stop_children`,
/// run the hooks, remove the temporary areas, print `why` and the farewell, and hand
/// over to the binary's end ([`set_end`]; without one, abort). Runs on the signal
/// thread.
pub fn exit(signal: i32, why: &str, stop_children: &dyn Fn()) -> ! {
    let _all = SECTIONS.write().unwrap_or_else(|e| e.into_inner());
    stop_children();
    let hooks = std::mem::take(&mut *lock(&HOOKS));
    for hook in hooks.values() {
        hook();
    }
    for path in std::mem::take(&mut *lock(&TEMPORARY)).values() {
        let _ = std::fs::remove_dir_all(path);
    }
    let tail = lock(&FAREWELL).take();
    use std::io::{IsTerminal, Write};
    let mut err = std::io::stderr().lock();
    // A progress line may be on the terminal's last line.
    let lead = if err.is_terminal() { "\n" } else { "" };
    let _ = writeln!(err, "{lead}creduce-rs: {why}");
    if let Some(tail) = tail {
        let _ = writeln!(err, "{tail}");
    }
    let _ = err.flush();
    drop(err);
    match END.get() {
        Some(end) => end(signal),
        None => std::process::abort(),
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_registration_lasts_while_its_value_lives() {
        let dir = tempfile::tempdir().unwrap();
        let reg = temporary(dir.path().to_path_buf());
        assert!(lock(&TEMPORARY).values().any(|p| p == dir.path()));
        let hook = on_exit(|| ());
        let id = hook.id;
        assert!(lock(&HOOKS).contains_key(&id));
        drop(reg);
        drop(hook);
        assert!(!lock(&TEMPORARY).values().any(|p| p == dir.path()));
        assert!(!lock(&HOOKS).contains_key(&id));
        // A scratch directory is registered while it lives, and removed with it.
        let scratch = Scratch::new("creduce-rs-scratch-test.").unwrap();
        let path = scratch.path().to_path_buf();
        assert!(path.is_dir());
        assert!(lock(&TEMPORARY).values().any(|p| *p == path));
        drop(scratch);
        assert!(!path.exists());
        assert!(!lock(&TEMPORARY).values().any(|p| *p == path));
    }
}
