//! A progress line on stderr, redrawn a few times a second while a reduction runs, only
//! when stderr is a terminal and the user did not ask for quiet.

use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Shared counters the engine updates and the drawing thread reads.
#[derive(Debug, Default)]
pub struct ProgressState {
    /// Current pass.
    pub pass: Mutex<String>,
    /// Current size in bytes.
    pub bytes: AtomicU64,
    /// Current size in tokens.
    pub tokens: AtomicU64,
    /// Tests run so far.
    pub tests: AtomicU64,
    stop: AtomicBool,
}

/// The drawing thread; stops and clears its line on drop.
#[derive(Debug)]
pub struct Progress {
    state: Arc<ProgressState>,
    handle: Option<JoinHandle<()>>,
}

impl Progress {
    /// Start drawing if `enabled`; sizes are shown relative to the original's.
    pub fn start(enabled: bool, bytes0: usize, tokens0: usize) -> Progress {
        let state = Arc::new(ProgressState::default());
        state.bytes.store(bytes0 as u64, Ordering::Relaxed);
        state.tokens.store(tokens0 as u64, Ordering::Relaxed);
        let handle = enabled.then(|| {
            let st = Arc::clone(&state);
            std::thread::spawn(move || draw_loop(&st, bytes0, tokens0))
        });
        Progress { state, handle }
    }

    /// The counters.
    pub fn state(&self) -> &ProgressState {
        &self.state
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.state.stop.store(true, Ordering::Relaxed);
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

fn draw_loop(st: &ProgressState, bytes0: usize, tokens0: usize) {
    let start = Instant::now();
    let mut err = std::io::stderr();
    while !st.stop.load(Ordering::Relaxed) {
        let pct = |a: u64, b: usize| {
            if b == 0 {
                0.0
            } else {
                100.0 * a as f64 / b as f64
            }
        };
        let bytes = st.bytes.load(Ordering::Relaxed);
        let tokens = st.tokens.load(Ordering::Relaxed);
        let tests = st.tests.load(Ordering::Relaxed);
        let secs = start.elapsed().as_secs_f64();
        let pass = st.pass.lock().map(|p| p.clone()).unwrap_or_default();
        let _ = write!(
            err,
            "\r\x1b[K[{pass}] {bytes} B ({:.1}%) {tokens} tok ({:.1}%) | {tests} tests, {:.1}/s | {:02}:{:02}",
            pct(bytes, bytes0),
            pct(tokens, tokens0),
            tests as f64 / secs.max(0.001),
            secs as u64 / 60,
            secs as u64 % 60
        );
        let _ = err.flush();
        std::thread::sleep(Duration::from_millis(200));
    }
    let _ = write!(err, "\r\x1b[K");
    let _ = err.flush();
}
