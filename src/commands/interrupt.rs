//! SIGINT and SIGTERM, for every command that runs children. The first signal asks the
//! run to stop: everything that waits on a child polls [`Interrupt::requested`] and
//! kills the child's process group, so the run unwinds normally (temporary directories
//! removed, the best program so far on disk). Work that does not wait on a child (a pass
//! computing candidates on a big program) does not look, so a run still going
//! [`GRACE`] after the first signal, or at a second signal (not the first one sent to
//! the group as well, [`SAME_SIGNAL`]), is ended from here: every live child group is
//! killed through the process registry and [`forced_exit`] ends the process as a kill
//! would, tidily. A command whose tests may run as Slurm steps
//! holds a [`Sweep`], which cancels the steps Slurm still lists for this process however
//! the run ends.

use crate::forced_exit;
use crate::toolchain::process::kill_all_children;
use crate::toolchain::Runner;
use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::iterator::Signals;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// How long a run has to stop on its own after the first signal: each child is stopped
/// within its own grace (a Slurm prefix's is 5 s). The end still waits for a section
/// under way ([`forced_exit::section`]), which the Slurm sweep holds for up to 30 s.
pub const GRACE: Duration = Duration::from_secs(10);

/// A signal this soon after the first is the first one again, sent to the process
/// group as well as the process (`timeout` does both), not a second request.
const SAME_SIGNAL: Duration = Duration::from_millis(250);

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
                let mut first_at = None;
                for sig in signals.forever() {
                    match flag.compare_exchange(0, sig, Ordering::SeqCst, Ordering::SeqCst) {
                        Ok(_) => {
                            first_at = Some(Instant::now());
                            let _ = std::thread::Builder::new()
                                .name("creduce-grace".into())
                                .spawn(move || {
                                    std::thread::sleep(GRACE);
                                    let why = format!(
                                        "still busy {} s after the signal",
                                        GRACE.as_secs()
                                    );
                                    stop_now(sig, &why);
                                });
                        }
                        // Not the first: end now, unless it is the first one again
                        // (`timeout` signals its child, then the child's group), which
                        // changes nothing.
                        Err(first) => {
                            if first_at.is_some_and(|t: Instant| t.elapsed() >= SAME_SIGNAL) {
                                stop_now(first, "a second signal");
                            }
                        }
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

/// End the process now, as the first signal, `first`, asked. The children are killed
/// at once, and again once no section is under way (a worker may have started one
/// meanwhile).
fn stop_now(first: i32, why: &str) -> ! {
    kill_all_children();
    let name = match first {
        SIGTERM => "SIGTERM",
        _ => "SIGINT",
    };
    forced_exit::exit(
        first,
        &format!("{name}: stopped at once ({why}); what was saved so far is kept"),
        &|| {
            kill_all_children();
        },
    )
}

/// Cancels this process's Slurm steps still running when dropped, or at a forced exit
/// (nothing for other runners).
#[derive(Debug)]
pub struct Sweep {
    runner: Runner,
    at_exit: Option<forced_exit::Registered>,
}

impl Sweep {
    /// Sweep `runner`'s steps at the end.
    pub fn new(runner: Runner) -> Sweep {
        let at_exit = runner.clone();
        Sweep {
            runner,
            at_exit: Some(forced_exit::on_exit(move || {
                at_exit.sweep();
            })),
        }
    }
}

impl Drop for Sweep {
    fn drop(&mut self) {
        // Not cut by a forced exit, and not swept twice: the hook goes first.
        let _section = forced_exit::section();
        drop(self.at_exit.take());
        self.runner.sweep();
    }
}
