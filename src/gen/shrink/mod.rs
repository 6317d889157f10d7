//! The generators' own shrinking of a failing test, as Hypothesis reduces its examples
//! through their generator (MacIver and Donaldson, "Test-Case Reduction via Test-Case
//! Generation", ECOOP 2020): not the program's text but what the generator drew gets
//! smaller, and every candidate is written out by the generator, so it is a valid
//! program by construction: no guard is needed.
//!
//! The failing check keeps its name while others go, so a candidate can fail exactly as
//! the original did: the same `NG` line, to the same oracle. The shrunk program is where
//! the reduction starts. What it keeps, spelled without names or values
//! ([`Shrunk::key`]), says what the failure needs; two failures that shrink to the same
//! key need the same program to fail (triage groups on it before reducing anything).
//!
//! - [`callconv`]: functions, parameters, fields and aggregates ([`shrink_callconv`]);
//! - [`arith`]: checks, subexpressions, constants, inputs and storage ([`shrink_arith`]).

pub mod arith;
pub mod callconv;

pub use arith::shrink_arith;
pub use callconv::{failing_check, shrink_callconv};

/// Tests one shrink may run, at most.
pub const MAX_TESTS: u32 = 400;

/// What shrinking a failing test came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shrunk {
    /// The smallest program that still failed (the original when nothing smaller did).
    pub text: String,
    /// What the shrunk test keeps, without names, and where it fails:
    /// `void f(struct { double; }, int); fails at f0 a1`.
    pub shape: String,
    /// What triage groups on: how the calling convention passes what the shrunk
    /// functions take and return, and the failing parameter
    /// (`void f({int,sse}, int); fails at f0 a1`); or the failing expression with its
    /// leaves spelled by type (`unsigned short t = (const int >> #int)`).
    pub key: String,
    /// Candidates tested.
    pub tests: u32,
}
