//! Exit codes of `creduce-rs`, decided in one place: the binary's `main`.

/// Success: the reduction finished (or `check` found the file interesting).
pub(crate) const EXIT_OK: u8 = 0;
/// An unexpected failure (a bug, or an I/O error during the run).
pub(crate) const EXIT_FAILURE: u8 = 1;
/// The command line is wrong (clap's own code).
pub(crate) const EXIT_USAGE: u8 = 2;
/// The input file is missing, a directory, empty, binary or not UTF-8.
pub(crate) const EXIT_BAD_INPUT: u8 = 3;
/// The interestingness test is missing, not executable, or cannot be run.
pub(crate) const EXIT_BAD_TEST: u8 = 4;
/// The original file is not interesting according to the test.
pub(crate) const EXIT_NOT_INTERESTING: u8 = 5;
/// The test timed out on the original file.
pub(crate) const EXIT_ORIGINAL_TIMEOUT: u8 = 6;
/// The output (or the backup) cannot be written.
pub(crate) const EXIT_CANNOT_WRITE: u8 = 7;
/// `FILE.orig` exists and differs from `FILE`: refusing to overwrite the backup.
pub(crate) const EXIT_BACKUP_EXISTS: u8 = 8;
/// A compiler spec is malformed, names a missing program, or the compiler cannot
/// compile a trivial program.
pub(crate) const EXIT_BAD_COMPILER: u8 = 9;
/// `triage` tried every failure but could not process some (a bad entry, a missing
/// compiler, ...): their errors are in the report.
pub(crate) const EXIT_INCOMPLETE: u8 = 10;
/// `bugs add`: the cluster already matches a known bug (`--to ID` adds it there,
/// `--new` records it anyway).
pub(crate) const EXIT_KNOWN_BUG: u8 = 11;
/// A folder to reduce is too big (more files or bytes of text than a run takes).
pub(crate) const EXIT_TOO_BIG: u8 = 12;
/// Interrupted by SIGINT (Ctrl-C); the best program so far is saved.
pub(crate) const EXIT_INTERRUPTED: u8 = 130;
/// Terminated by SIGTERM; the best program so far is saved.
pub(crate) const EXIT_TERMINATED: u8 = 143;
