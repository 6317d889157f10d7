//! Child processes: the only place that spawns them. Every child runs in its own process
//! group with a timeout, its output is drained on threads and capped, and on timeout or
//! cancellation the whole group is killed and the child reaped.

pub mod clang_server;
pub mod compiler;
pub mod fixed_layout;
pub mod native;
pub mod process;
pub mod runner;

pub use compiler::{CompilerSpec, Family, SpecError};
pub use process::{run, Control, Exit, Output, ProcessSpec, Yielding};
pub use runner::Runner;
