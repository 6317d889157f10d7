//! SIGINT and SIGTERM: the first one asks the run to stop (workers stop, running tests are
//! killed, the best-so-far stays on disk); a second SIGINT exits at once.

use signal_hook::consts::{SIGINT, SIGTERM};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

/// The signal received, if any.
#[derive(Debug, Clone, Default)]
pub struct Interrupt {
    signal: Arc<AtomicUsize>,
    seen: Arc<AtomicBool>,
}

impl Interrupt {
    /// Install the handlers. Errors only if the OS refuses.
    pub fn install() -> std::io::Result<Interrupt> {
        let it = Interrupt::default();
        for sig in [SIGINT, SIGTERM] {
            // A second signal while the first is being handled ends the process at once.
            signal_hook::flag::register_conditional_shutdown(sig, 128 + sig, Arc::clone(&it.seen))?;
            signal_hook::flag::register(sig, Arc::clone(&it.seen))?;
            signal_hook::flag::register_usize(sig, Arc::clone(&it.signal), sig as usize)?;
        }
        Ok(it)
    }

    /// True once a signal arrived.
    pub fn requested(&self) -> bool {
        self.signal.load(Ordering::Relaxed) != 0
    }

    /// The signal number, if one arrived.
    pub fn signal(&self) -> Option<i32> {
        match self.signal.load(Ordering::Relaxed) {
            0 => None,
            s => i32::try_from(s).ok(),
        }
    }
}
