//! creduce-rs: reduce a C or C++ program that makes a compiler misbehave to the smallest
//! program that still shows the same misbehaviour, and keep it a valid program; triage
//! a whole fuzz campaign (duplicates grouped before reduction, clusters, a ranking,
//! known bugs, bug reports); generate campaigns (arith, callconv, Csmith).
//!
//! Layers (arrows go one way): `commands` (the command line: arguments, printing,
//! signals, backups) → `reduce` (the engine) → `oracle` (interestingness) → `toolchain`
//! (the only place that spawns processes); `reduce` → `creduce_passes` (pure
//! transformations). Exit codes are decided only by the binary's `main`.

pub mod commands;
pub mod files;
pub mod forced_exit;
pub mod gen;
pub mod lang;
pub mod oracle;
pub mod pool;
pub mod project;
pub mod reduce;
pub mod size;
pub mod sources;
pub mod toolchain;
pub mod triage;

pub use commands::{run, Error, Outcome};
