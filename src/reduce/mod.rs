//! The engine: the pass schedule, parallel testing in windows with a deterministic
//! fold, tests run ahead of need on idle slots, the shared test budget, the verdict
//! cache and statistics. It
//! never prints, handles no signals and writes no files: the command layer does.

pub mod budget;
pub mod cache;
mod candidate;
mod coarse;
pub mod confirm;
mod current;
pub mod engine;
pub mod format;
mod lookahead;
pub mod options;
pub mod original_check;
pub mod prepare;
mod schedule;
mod speculation;
pub mod stats;
mod turns;
mod wait;
mod window;

pub use budget::TestBudget;
pub use engine::{reduce, ReduceError, Reduction};
pub use format::Format;
pub use options::{
    AsUserRuns, Events, NoEvents, ReduceOptions, Step, DEFAULT_EXHAUSTIVE_TESTS, DEFAULT_WINDOW,
};
pub use original_check::{reduce_checked, Stop};
pub use prepare::{prepare, PrepareError, Prepared, Setup};
pub use stats::{PassStats, Stats};
