//! SIGINT and SIGTERM, for every command that runs children. The first signal asks the
//! run to stop: everything that waits on a child polls [`Interrupt::requested`] and
//! kills the child's process group, so the run unwinds normally (temporary directories
//! removed, the best program so far on disk). A further signal kills every live child
//! group at once through the process registry, so nothing keeps running whatever the
//! run is waiting on. A command whose tests may run as Slurm steps holds a [`Sweep`],
//! which cancels the steps Slurm still lists for this process however the run ends.

use crate::toolchain::process::kill_all_children;
use crate::toolchain::Runner;
use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::iterator::Signals;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::{Arc, OnceLock};

/// The signal received, if any.
#[derive(Debug, Clone)]
pub struct Interrupt {
    signal: Arc<AtomicI32>,
}

static INSTALLED: OnceLock<Interrupt> = OnceLock::new();

impl Interrupt {
    /// Install the handlers (once per process; later calls return the same value).
    /// Errors only if the OS refuses.
    pub fn install() -> std::io::Result<Interrupt> {
        if let Some(it) = INSTALLED.get() {
            return Ok(it.clone());
        }
        let it = Interrupt {
            signal: Arc::new(AtomicI32::new(0)),
        };
        let mut signals = Signals::new([SIGINT, SIGTERM])?;
        let flag = Arc::clone(&it.signal);
        std::thread::Builder::new()
            .name("creduce-signals".into())
            .spawn(move || {
                for sig in signals.forever() {
                    if flag
                        .compare_exchange(0, sig, Ordering::SeqCst, Ordering::SeqCst)
                        .is_err()
                    {
                        // Not the first: stop waiting for anything.
                        kill_all_children();
                    }
                }
            })?;
        Ok(INSTALLED.get_or_init(|| it).clone())
    }

    /// True once a signal arrived.
    pub fn requested(&self) -> bool {
        self.signal.load(Ordering::SeqCst) != 0
    }

    /// The first signal's number, if one arrived.
    pub fn signal(&self) -> Option<i32> {
        match self.signal.load(Ordering::SeqCst) {
            0 => None,
            s => Some(s),
        }
    }
}

/// Cancels this process's Slurm steps still running when dropped (nothing for other
/// runners).
#[derive(Debug)]
pub struct Sweep(pub Runner);

impl Drop for Sweep {
    fn drop(&mut self) {
        self.0.sweep();
    }
}
