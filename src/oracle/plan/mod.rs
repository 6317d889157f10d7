//! An oracle as data: a list of steps (compile with these flags into this file, or build
//! and run with these limits), each with what it must show. Two interpreters read the
//! same plan: [`run::check`] runs it on a candidate (the reducer's verdict), and
//! [`shell::lines`] writes it as POSIX shell (`check --emit-script`). Each oracle and
//! guard builds its plan once, from what it learned on the original; neither interpreter
//! knows which oracle it reads. This is "edits as data", applied to checks: the
//! compilers, flags, file names and limits are written once, here.
//!
//! Where the two interpreters must read an observation differently (a compiler's
//! normalized message: Rust classifies it, the script greps its longest fixed piece),
//! the difference is in one place, [`shell`], and the agreement test in
//! `tests/oracles.rs` runs both on real candidates.

pub mod run;
pub mod shell;

use super::behaviour::Behaviour;
use super::signature::{CheckFailure, CompileFailure, Dissent};
use crate::toolchain::{CompilerSpec, Output};
use std::path::Path;
use std::time::Duration;

/// One oracle's or guard's test of a candidate: its steps in order, stopping at the
/// first whose requirement fails.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The report's stage: `oracle`, `static-guard`, `ub-guard`.
    pub stage: &'static str,
    /// What starts each of its notes (`UB guard: `), or nothing.
    pub prefix: &'static str,
    /// The heading of its part of a script, or none.
    pub title: Option<String>,
    /// The steps, cheapest and most telling first.
    pub steps: Vec<Step>,
}

impl Plan {
    /// An empty plan of `stage`.
    pub fn new(stage: &'static str, prefix: &'static str) -> Plan {
        Plan {
            stage,
            prefix,
            title: None,
            steps: Vec::new(),
        }
    }
}

/// One step: something done to the candidate and what it must show.
#[derive(Clone, Debug)]
pub struct Step {
    /// What the notes call it (`` `chibicc` ``, `gcc warnings`).
    pub name: String,
    /// What is done.
    pub action: Action,
    /// What it must show.
    pub require: Require,
}

/// What a step does.
#[derive(Clone, Debug)]
pub enum Action {
    /// Compile the candidate; nothing runs.
    Compile(Compile),
    /// Build the candidate into an executable and run it.
    Build(Build),
}

/// A compile of the candidate.
#[derive(Clone, Debug)]
pub struct Compile {
    /// The compiler, with every flag.
    pub cc: CompilerSpec,
    /// How the source and output are passed when the spec does not place them.
    pub tail: &'static [&'static str],
    /// The output file (its stem also names the script's log, `STEM.log`).
    pub out: String,
    /// The time limit.
    pub timeout: Duration,
    /// The site recorder, when the failure's site is part of what is kept.
    pub site: Option<SiteRecorder>,
    /// Check in a clang server when one can start ([`crate::oracle::clang_server`]):
    /// for a compile that only checks (`-fsyntax-only`) with clang.
    pub served: bool,
}

/// The site recorder a compile runs under ([`super::site`]).
#[derive(Clone, Copy, Debug)]
pub struct SiteRecorder {
    /// The recorder's library (preloaded).
    pub library: &'static Path,
    /// Whether a message's site counts (not for gcc and clang).
    pub messages: bool,
    /// The words of the compiler family's reporting functions
    /// ([`crate::oracle::crash_state::reporter_words`]); empty for a family with none.
    pub reporters: &'static str,
}

/// A build and run of the candidate.
#[derive(Clone, Debug)]
pub struct Build {
    /// The compiler, with every flag.
    pub cc: CompilerSpec,
    /// How the source and output are passed when the spec does not place them.
    pub tail: &'static [&'static str],
    /// The executable (its stem also names the script's files: `STEM.log`, `.out`,
    /// `.err`, `.rc`).
    pub exe: String,
    /// The compile's time limit.
    pub compile_timeout: Duration,
    /// The run's time limit.
    pub run_timeout: Duration,
    /// A program the executable runs under, with its arguments (valgrind), or none.
    pub under: Vec<String>,
}

/// What a step must show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Require {
    /// A compile: the compiler accepts it (exit 0).
    Accepts,
    /// A compile: the compiler accepts it with none of the "no longer a valid program"
    /// warnings beyond these (sorted, without their locations).
    Clean {
        /// The original's own warnings.
        tolerated: Vec<String>,
    },
    /// A compile: the compiler fails this way.
    FailsAs(CompileFailure),
    /// A build: the program passes its own checks (exits 0, prints no `NG` line).
    PassesChecks,
    /// A build: the program fails its checks this way.
    FailsChecks(CheckFailure),
    /// A build: the program runs to an exit.
    Runs,
    /// A build: it behaves as the build of step `n` did.
    SameAs(usize),
    /// A build: it differs from the build of step `from` as `want` says.
    Dissents {
        /// The step it is compared with (the majority's first).
        from: usize,
        /// How it must differ.
        want: Dissent,
    },
    /// A build: it builds, and runs without a sanitizer's report (or valgrind's error
    /// exit), a signal or a timeout.
    RunsClean,
}

/// What a step saw.
#[derive(Clone, Debug)]
pub enum Observed {
    /// A compile's output, and its failure as the crash oracle reads it (with the
    /// site, under the recorder).
    Compiled {
        /// The compiler's output.
        output: Output,
        /// How it failed (`None`: it did not).
        failure: Option<CompileFailure>,
    },
    /// A build and run.
    Built {
        /// What the program did.
        behaviour: Behaviour,
        /// The compiler's output.
        compile: Output,
        /// The run's output, when it ran.
        run: Option<Output>,
    },
}

impl Observed {
    /// The build's behaviour (a compile's is its failure, or an empty run).
    pub fn behaviour(&self) -> Behaviour {
        match self {
            Observed::Built { behaviour, .. } => behaviour.clone(),
            Observed::Compiled {
                failure: Some(f), ..
            } => Behaviour::CompileFailure(f.clone()),
            Observed::Compiled { .. } => Behaviour::Ran {
                code: 0,
                stdout: Vec::new(),
                whole: None,
            },
        }
    }

    /// A compile's failure, or a build's when it did not compile.
    pub fn failure(&self) -> Option<&CompileFailure> {
        match self {
            Observed::Compiled { failure, .. } => failure.as_ref(),
            Observed::Built {
                behaviour: Behaviour::CompileFailure(f),
                ..
            } => Some(f),
            Observed::Built { .. } => None,
        }
    }

    /// True when the step was cancelled.
    pub fn cancelled(&self) -> bool {
        let exit = match self {
            Observed::Compiled { output, .. } => output.exit,
            Observed::Built { behaviour, .. } => return *behaviour == Behaviour::Cancelled,
        };
        exit == crate::toolchain::Exit::Cancelled
    }
}

/// The stem of an output file (`cc0.exe` → `cc0`), which names a step's script files.
pub fn stem(file: &str) -> &str {
    file.rsplit_once('.').map_or(file, |(s, _)| s)
}
