//! creduce-rs: reduce a C program that makes a compiler misbehave to the smallest program
//! that still shows the same misbehaviour.
//!
//! Layers (arrows go one way): `app` (entry point) → `reduce` (engine) → `oracle`
//! (interestingness) → `toolchain` (the only place that spawns processes); `reduce` →
//! `creduce_passes` (pure transformations).

pub mod app;
pub mod cli;
pub mod exit_codes;
pub mod files;
pub mod interrupt;
pub mod oracle;
pub mod reduce;
pub mod toolchain;

pub use app::{run, Error};
