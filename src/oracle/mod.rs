//! Interestingness: is this candidate still showing the same bug? An oracle answers for
//! one candidate text, in a private temporary directory, and knows nothing about passes.
//!
//! Kinds: `script` (C-Reduce's convention), `crash`, `vote` (Csmith's differential test),
//! `expect` (self-checking programs), each optionally followed by the UB guard
//! ([`Guarded`]): the guard runs only on candidates the main oracle found interesting.

pub mod behaviour;
pub mod config;
pub mod crash;
pub mod crash_state;
pub mod expect;
pub mod guarded;
pub mod plan;
pub mod readings;
pub mod script;
pub mod signature;
pub mod site;
pub mod static_guard;
pub mod ubguard;
pub mod value_probe;
pub mod vote;
pub mod workspace;

pub use config::{BuildOracle, FromConfig, OracleConfig, OracleKind};
pub use crash::CrashOracle;
pub use expect::ExpectOracle;
pub use guarded::Guarded;
pub use script::ScriptOracle;
pub use signature::Signature;
pub use static_guard::StaticGuard;
pub use ubguard::UbGuard;
pub use vote::VoteOracle;
pub use workspace::Workspace;

use crate::toolchain::{Control, Output};
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

/// A verdict with what led to it.
#[derive(Clone, Debug)]
pub struct Report {
    /// The answer.
    pub verdict: Verdict,
    /// The main child process's output, when one ran (the script's).
    pub output: Option<Output>,
    /// Total time spent.
    pub elapsed: Duration,
    /// Time per stage (`oracle`, `ub-guard`), in order.
    pub stages: Vec<(&'static str, Duration)>,
    /// Human-readable steps, for `check` and for errors about the original.
    pub notes: Vec<String>,
}

impl Report {
    /// A report of one stage.
    pub fn new(verdict: Verdict, stage: &'static str, elapsed: Duration) -> Report {
        Report {
            verdict,
            output: None,
            elapsed,
            stages: vec![(stage, elapsed)],
            notes: Vec::new(),
        }
    }

    /// Add an explanation line.
    pub fn note(&mut self, s: impl Into<String>) {
        self.notes.push(s.into());
    }
}

/// Errors that stop the reduction (as opposed to verdicts).
#[derive(Debug, thiserror::Error)]
pub enum OracleError {
    /// A temporary directory or file could not be made.
    #[error("cannot prepare a test directory: {0}")]
    Workspace(#[source] std::io::Error),
    /// A program could not be started at all.
    #[error("cannot run {program}: {source}")]
    Spawn {
        /// What could not be run.
        program: String,
        /// Why.
        #[source]
        source: std::io::Error,
    },
}

impl OracleError {
    /// A spawn error for `program`.
    pub fn spawn(program: &str) -> impl FnOnce(std::io::Error) -> OracleError + '_ {
        move |source| OracleError::Spawn {
            program: program.to_string(),
            source,
        }
    }
}

/// An interestingness test.
pub trait Oracle: Send + Sync + std::fmt::Debug {
    /// Test `candidate`; `cancel` says when the answer is no longer needed.
    fn test(&self, candidate: &str, cancel: &dyn Control) -> Result<Report, OracleError>;

    /// The bug this oracle keeps, as observed on the original (`None` for oracles that
    /// observe nothing, such as the UB guard alone).
    fn signature(&self) -> Option<Signature> {
        None
    }

    /// The same test as lines of a POSIX shell script that runs in a directory holding
    /// the candidate as `src` and exits 1 where this oracle says "not interesting"
    /// (`check --emit-script`): its plans, as the shell renderer writes them.
    fn script_lines(&self, src: &str) -> Vec<String> {
        self.plan()
            .into_iter()
            .flat_map(|p| plan::shell::lines(p, src))
            .collect()
    }

    /// The test as data ([`plan`]), in the order its parts run: what both the runner
    /// and the shell renderer read. Empty for a user's script.
    fn plan(&self) -> Vec<&plan::Plan> {
        Vec::new()
    }

    /// Stop asking a reference compiler of each candidate when `covered` says another
    /// check compiles every candidate with the same compiler, flags and mode (the
    /// static guard, once it has learned its modes). Most oracles have none.
    fn leave_reference_to(&mut self, _covered: &dyn Fn(&crate::toolchain::CompilerSpec) -> bool) {}

    /// The compilers under suspicion (the one that crashes or miscompiles): the guards
    /// do not check a program with them.
    fn suspects(&self) -> Vec<crate::toolchain::CompilerSpec> {
        Vec::new()
    }

    /// Check that `original` shows the bug, for an oracle built without that check
    /// ([`config::OracleConfig::build_unchecked`]). Oracles that learn from the original check
    /// it when built, and have nothing left to check here.
    fn check_original(
        &self,
        _original: &str,
        _cancel: &dyn Control,
    ) -> Result<(), CalibrationError> {
        Ok(())
    }
}

/// Why an oracle cannot be set up on the original program.
#[derive(Debug, thiserror::Error)]
pub enum CalibrationError {
    /// The original does not show a bug this oracle can see; the text explains.
    #[error("{0}")]
    NotInteresting(String),
    /// The test ran past its timeout on the original; the text explains.
    #[error("{0}")]
    Timeout(String),
    /// Cancelled (an interrupt) before the answer came.
    #[error("cancelled")]
    Cancelled,
    /// A program could not be run.
    #[error(transparent)]
    Oracle(#[from] OracleError),
}
