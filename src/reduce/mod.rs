//! The engine: the pass schedule, parallel speculative testing with a deterministic
//! choice, the verdict cache, progress and statistics.

pub mod cache;
pub mod engine;
pub mod progress;
pub mod stats;

pub use engine::{reduce, EngineOptions, ReduceError, Reduction};
pub use stats::{PassStats, Stats};
