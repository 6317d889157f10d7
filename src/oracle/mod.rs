//! Interestingness: is this candidate still showing the same bug? An oracle answers for
//! one candidate text, in a private temporary directory, and knows nothing about passes.

pub mod script;
pub mod workspace;

pub use script::ScriptOracle;
pub use workspace::Workspace;

use crate::toolchain::{Cancel, Output};
use std::time::Duration;

/// The answer for one candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// Still shows the bug.
    Interesting,
    /// Does not.
    NotInteresting,
    /// The test ran past its timeout (counts as not interesting).
    Timeout,
    /// The test was cancelled before it finished (no answer).
    Cancelled,
}

impl Verdict {
    /// True only for `Interesting`.
    pub fn is_interesting(self) -> bool {
        self == Verdict::Interesting
    }
}

/// A verdict with what the test printed, for explanations.
#[derive(Clone, Debug)]
pub struct Report {
    /// The answer.
    pub verdict: Verdict,
    /// The main child process's output, when one ran.
    pub output: Option<Output>,
    /// Time spent.
    pub elapsed: Duration,
}

/// Errors that stop the reduction (as opposed to verdicts).
#[derive(Debug, thiserror::Error)]
pub enum OracleError {
    /// A temporary directory or file could not be made.
    #[error("cannot prepare a test directory: {0}")]
    Workspace(#[source] std::io::Error),
    /// The test program could not be started at all.
    #[error("cannot run {program}: {source}")]
    Spawn {
        /// What could not be run.
        program: String,
        /// Why.
        #[source]
        source: std::io::Error,
    },
}

/// An interestingness test.
pub trait Oracle: Send + Sync + std::fmt::Debug {
    /// Test `candidate`; `cancel` says when the answer is no longer needed.
    fn test(&self, candidate: &str, cancel: &dyn Cancel) -> Result<Report, OracleError>;
}
