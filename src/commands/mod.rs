//! The command layer: turns checked command-line arguments into library calls, prints,
//! handles signals, backups and the progress display. One module per command. Nothing
//! here decides an exit code: a command ends in an [`Outcome`] or an [`Error`], and
//! `main` maps both to the process's exit code.

pub mod args;
pub mod bugs;
pub mod check;
pub mod cli;
pub mod diagnose;
pub mod dump;
pub mod fingerprint;
pub mod folder;
pub mod fuzz;
pub mod generate;
pub mod interrupt;
pub mod measure;
pub mod record;
pub mod reduce;
pub mod reference;
pub mod triage;
pub mod ui;

use crate::files::InputError;
use std::path::PathBuf;

/// How a command ended when it did not fail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// It did what was asked.
    Done,
    /// `check`: the file is not interesting.
    NotInteresting,
    /// `triage`: every failure was tried, but some could not be processed (their
    /// errors are in the report).
    Incomplete {
        /// How many.
        errors: usize,
    },
    /// A signal stopped it (after it saved what it had).
    Interrupted {
        /// The signal's number.
        signal: i32,
    },
}

/// Everything that ends a command early, by kind; `main` gives each kind its exit code.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Bad command line beyond what clap checks.
    #[error("{0}")]
    Usage(String),
    /// Bad input file.
    #[error(transparent)]
    Input(#[from] InputError),
    /// A folder that cannot be reduced.
    #[error(transparent)]
    Folder(#[from] crate::project::ProjectError),
    /// Bad test script.
    #[error("{0}")]
    BadTest(String),
    /// Bad compiler spec, or a compiler that cannot compile anything.
    #[error("{0}")]
    BadCompiler(String),
    /// The original is not interesting.
    #[error("{0}")]
    NotInteresting(String),
    /// The test timed out on the original.
    #[error("{0}")]
    OriginalTimeout(String),
    /// An output cannot be written.
    #[error("{0}")]
    CannotWrite(String),
    /// `FILE.orig` exists and differs.
    #[error("{0} already exists and differs from the file to reduce (a backup of an earlier run?); pass --overwrite-backup, --tidy, or -o PATH")]
    BackupExists(PathBuf),
    /// `bugs add`: the cluster matches a known bug.
    #[error("{0}")]
    KnownBug(String),
    /// Standard output was closed by the reader (`| head`): not a failure.
    #[error("broken pipe")]
    BrokenPipe,
    /// Anything else.
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Error {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            Error::BrokenPipe
        } else {
            Error::Other(e.into())
        }
    }
}

impl From<crate::oracle::config::BuildError> for Error {
    fn from(e: crate::oracle::config::BuildError) -> Error {
        use crate::oracle::config::BuildError as B;
        match e {
            B::Invalid(s) => Error::Usage(s),
            B::BadTest(s) => Error::BadTest(s),
            B::BadCompiler(s) => Error::BadCompiler(s),
            B::NotInteresting(s) => Error::NotInteresting(s),
            B::OriginalTimeout(s) => Error::OriginalTimeout(s),
            B::Cancelled => Error::Other(anyhow::anyhow!("interrupted")),
            B::Oracle(e) => Error::BadTest(e.to_string()),
        }
    }
}

/// Run the parsed command line.
pub fn run(cli: cli::Cli) -> Result<Outcome, Error> {
    match cli.command {
        Some(cli::Command::Reduce(args)) => reduce::run(args),
        Some(cli::Command::Check(args)) => check::run(args),
        Some(cli::Command::Measure(args)) => measure::run(&args),
        Some(cli::Command::Fingerprint(args)) => fingerprint::run(args),
        Some(cli::Command::Triage(args)) => triage::run(args),
        Some(cli::Command::Bugs(args)) => bugs::run(args),
        Some(cli::Command::Generate(args)) => generate::run(args),
        Some(cli::Command::Fuzz(args)) => fuzz::run(args),
        Some(cli::Command::Diagnose(args)) => diagnose::run(args),
        Some(cli::Command::Man(args)) => reference::man(&args),
        Some(cli::Command::Completions(args)) => reference::completions(&args),
        None => reduce::run(cli.reduce),
    }
}

/// Write a line to stdout, as an error (a closed pipe is [`Error::BrokenPipe`]).
pub(crate) fn out(line: std::fmt::Arguments<'_>) -> Result<(), Error> {
    use std::io::Write;
    let mut o = std::io::stdout().lock();
    o.write_fmt(line)?;
    o.write_all(b"\n")?;
    Ok(())
}
