//! The `creduce-rs` binary: bound glibc's malloc arenas and have what it frees trimmed,
//! parse the command line, run the command, print an error once, and decide the exit
//! code (here and nowhere else).

mod exit_codes;

use clap::Parser;
use creduce_rs::commands::cli::Cli;
use creduce_rs::project::ProjectError;
use creduce_rs::{Error, Outcome};
use exit_codes::*;
use std::process::ExitCode;

/// glibc's malloc arenas: at most this many, unless the user's `MALLOC_ARENA_MAX` (or
/// `GLIBC_TUNABLES`' `glibc.malloc.arena_max`) says otherwise. glibc makes up to 8 per core, one for each thread that allocates at once,
/// and each keeps what its thread freed. On a unit of 3.8 MB, two arenas lowered the
/// reducer's peak RSS in its first 5 minutes from 1.87 GB to 1.42 GB at the same
/// progress (mimalloc instead of glibc's malloc: 1.68 GB); see
/// `bench/results/2026-11-29-big-units-60`.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const MALLOC_ARENAS: i32 = 2;

/// How often a thread hands the pages glibc's malloc holds free back to the system.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const TRIM_EVERY: std::time::Duration = std::time::Duration::from_secs(2);

/// Bound glibc's malloc arenas ([`MALLOC_ARENAS`]) before any thread starts. One of the
/// two `unsafe` blocks of the crate: glibc's `mallopt` has no safe wrapper.
#[allow(unsafe_code)]
fn bound_malloc_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if std::env::var_os("MALLOC_ARENA_MAX").is_none()
        && !std::env::var("GLIBC_TUNABLES").is_ok_and(|t| t.contains("arena_max"))
    {
        // SAFETY: mallopt sets one parameter of glibc's allocator and touches no memory of
        // ours; it is called once, before this process starts a thread.
        unsafe {
            nix::libc::mallopt(nix::libc::M_ARENA_MAX, MALLOC_ARENAS);
        }
    }
}

/// Start a thread that calls glibc's `malloc_trim(0)` every [`TRIM_EVERY`]. A parse tree
/// of a big unit is millions of small nodes; freed, they stay in malloc's heap between
/// live ones, and only `malloc_trim` gives their pages back. On the 3.8 MB unit of
/// `bench/results/2026-11-26`, one call on a reduction 3 minutes in took its RSS from
/// 1.71 GB to 0.48 GB (`bench/results/2026-11-30-memory-60`). The other `unsafe` block:
/// `malloc_trim` has no safe wrapper either.
#[allow(unsafe_code)]
fn trim_malloc_periodically() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let trim = || loop {
            std::thread::sleep(TRIM_EVERY);
            // SAFETY: malloc_trim returns free pages of glibc's heap to the system under
            // the arenas' own locks; it touches no memory of ours.
            unsafe {
                nix::libc::malloc_trim(0);
            }
        };
        // Without the thread, memory is only higher: nothing to report.
        let _ = std::thread::Builder::new()
            .name("creduce-trim".into())
            .spawn(trim);
    }
}

fn main() -> ExitCode {
    bound_malloc_arenas();
    trim_malloc_periodically();
    creduce_rs::forced_exit::set_end(end_interrupted);
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => return ExitCode::from(usage_error(e)),
    };
    // The commands' own walks of a syntax tree recurse, as the workers' do.
    let outcome = creduce_rs::pool::with_big_stack(move || creduce_rs::run(cli));
    // Idle clang servers would end when our pipes close; end them now, on every path.
    creduce_rs::toolchain::clang_server::shutdown();
    let code = match outcome {
        Ok(Outcome::Done) => EXIT_OK,
        Ok(Outcome::NotInteresting) => EXIT_NOT_INTERESTING,
        Ok(Outcome::Incomplete { .. }) => EXIT_INCOMPLETE,
        Ok(Outcome::Interrupted { signal }) => interrupted_code(signal),
        // The reader of our output went away (`| head`): end quietly.
        Err(Error::BrokenPipe) => EXIT_OK,
        Err(e) => {
            eprintln!("creduce-rs: error: {e}");
            exit_code(&e)
        }
    };
    ExitCode::from(code)
}

/// The exit code of a run that `signal` stopped (also when it had to be ended at once).
fn interrupted_code(signal: i32) -> u8 {
    if signal == nix::sys::signal::Signal::SIGTERM as i32 {
        EXIT_TERMINATED
    } else {
        EXIT_INTERRUPTED
    }
}

/// End a run the signal thread had to stop at once ([`creduce_rs::forced_exit`]), with
/// the code of an interrupted run.
fn end_interrupted(signal: i32) -> ! {
    std::process::exit(i32::from(interrupted_code(signal)))
}

/// A command-line error: help and version go to stdout with 0; a bad value is one line
/// (clap's first), anything else clap's full message; both exit 2.
fn usage_error(e: clap::Error) -> u8 {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = e.print();
            EXIT_OK
        }
        ErrorKind::ValueValidation | ErrorKind::InvalidValue => {
            let text = e.render().to_string();
            eprintln!("creduce-rs: {}", text.lines().next().unwrap_or("bad value"));
            EXIT_USAGE
        }
        _ => {
            let _ = e.print();
            EXIT_USAGE
        }
    }
}

/// The exit code for each kind of error.
fn exit_code(e: &Error) -> u8 {
    match e {
        Error::Usage(_) => EXIT_USAGE,
        Error::Input(_) => EXIT_BAD_INPUT,
        Error::Folder(ProjectError::TooBig { .. }) => EXIT_TOO_BIG,
        Error::Folder(_) => EXIT_BAD_INPUT,
        Error::BadTest(_) => EXIT_BAD_TEST,
        Error::BadCompiler(_) => EXIT_BAD_COMPILER,
        Error::NotInteresting(_) => EXIT_NOT_INTERESTING,
        Error::OriginalTimeout(_) => EXIT_ORIGINAL_TIMEOUT,
        Error::CannotWrite(_) => EXIT_CANNOT_WRITE,
        Error::BackupExists(_) => EXIT_BACKUP_EXISTS,
        Error::KnownBug(_) => EXIT_KNOWN_BUG,
        Error::BrokenPipe => EXIT_OK,
        Error::Other(_) => EXIT_FAILURE,
    }
}
