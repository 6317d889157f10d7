//! What the user sees on stderr while a command runs: `tracing` events for `-v` (every
//! accepted change) and `-vv` (with its diff), and `indicatif` progress bars, drawn only
//! on a terminal, under one `MultiProgress` so that log lines never garble a bar and
//! several bars can run at once.

use crate::oracle::Verdict;
use crate::reduce::{Events, Step};
use crate::size::Size;
use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::{IsTerminal, Write};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;
use tracing_subscriber::fmt::MakeWriter;

static MULTI: OnceLock<MultiProgress> = OnceLock::new();

/// The process's progress area (hidden when stderr is not a terminal).
pub fn multi() -> &'static MultiProgress {
    MULTI.get_or_init(|| {
        if std::io::stderr().is_terminal() {
            MultiProgress::new()
        } else {
            MultiProgress::with_draw_target(ProgressDrawTarget::hidden())
        }
    })
}

/// Writes whole log records to stderr with the progress bars suspended.
#[derive(Debug, Default)]
pub struct LogWriter {
    buf: Vec<u8>,
}

impl Write for LogWriter {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.buf.extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Drop for LogWriter {
    fn drop(&mut self) {
        let buf = std::mem::take(&mut self.buf);
        multi().suspend(|| {
            let _ = std::io::stderr().lock().write_all(&buf);
        });
    }
}

/// Makes a [`LogWriter`] per record.
#[derive(Debug, Clone, Copy, Default)]
pub struct SuspendingStderr;

impl<'a> MakeWriter<'a> for SuspendingStderr {
    type Writer = LogWriter;
    fn make_writer(&'a self) -> LogWriter {
        LogWriter::default()
    }
}

/// Set up logging: warnings by default, nothing but errors with `quiet`, accepted
/// changes with `-v`, their diffs with `-vv`. Once per process.
pub fn init_logging(verbose: u8, quiet: bool) {
    let level = match (quiet, verbose) {
        (true, _) => tracing::Level::ERROR,
        (false, 0) => tracing::Level::WARN,
        (false, 1) => tracing::Level::INFO,
        _ => tracing::Level::DEBUG,
    };
    let _ = tracing_subscriber::fmt()
        .with_writer(SuspendingStderr)
        .with_max_level(level)
        .with_target(false)
        .with_level(false)
        .without_time()
        .with_ansi(false)
        .try_init();
}

/// The progress bar and event sink of one reduction.
pub struct ReduceUi<'a> {
    bar: ProgressBar,
    original: Size,
    size: Mutex<Size>,
    save: &'a (dyn Fn(&str) -> std::io::Result<()> + Sync),
}

impl std::fmt::Debug for ReduceUi<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReduceUi").finish_non_exhaustive()
    }
}

impl<'a> ReduceUi<'a> {
    /// A bar for a reduction of a program of size `original` that saves every
    /// improvement with `save`; hidden when `show` is false.
    pub fn new(
        show: bool,
        original: Size,
        save: &'a (dyn Fn(&str) -> std::io::Result<()> + Sync),
    ) -> ReduceUi<'a> {
        let bar = if show {
            multi().add(ProgressBar::new_spinner())
        } else {
            ProgressBar::hidden()
        };
        bar.set_style(
            ProgressStyle::with_template(
                "{spinner} [{prefix}] {msg} | {pos} tests, {per_sec} | {elapsed_precise}",
            )
            .unwrap_or_else(|_| ProgressStyle::default_spinner()),
        );
        bar.enable_steady_tick(Duration::from_millis(200));
        let ui = ReduceUi {
            bar,
            original,
            size: Mutex::new(original),
            save,
        };
        ui.redraw();
        ui
    }

    fn redraw(&self) {
        let Size {
            bytes: b,
            tokens: t,
        } = *self.size.lock().unwrap_or_else(|e| e.into_inner());
        let pct = |a: usize, z: usize| 100.0 * a as f64 / z.max(1) as f64;
        self.bar.set_message(format!(
            "{b} B ({:.1}%) {t} tok ({:.1}%)",
            pct(b, self.original.bytes),
            pct(t, self.original.tokens)
        ));
    }

    /// Remove the bar.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

impl Drop for ReduceUi<'_> {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

impl Events for ReduceUi<'_> {
    fn pass_started(&self, pass: &str) {
        self.bar.set_prefix(pass.to_string());
    }

    fn test_finished(&self, _verdict: Verdict) {
        self.bar.inc(1);
    }

    fn improved(&self, step: &Step<'_>) -> std::io::Result<()> {
        (self.save)(step.after)?;
        let folded = if step.folded > 1 {
            format!(" (+{} folded)", step.folded - 1)
        } else {
            String::new()
        };
        tracing::info!(
            "{}: {}{folded} ({} bytes, {} tokens)",
            step.pass,
            step.label,
            step.after.len(),
            step.tokens
        );
        if tracing::enabled!(tracing::Level::DEBUG) {
            let diff = similar::TextDiff::from_lines(step.before, step.after);
            tracing::debug!(
                "{}",
                diff.unified_diff()
                    .context_radius(1)
                    .header("before", "after")
            );
        }
        *self.size.lock().unwrap_or_else(|e| e.into_inner()) =
            Size::new(step.tokens, step.after.len());
        self.redraw();
        Ok(())
    }
}
