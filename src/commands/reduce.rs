//! `creduce-rs FILE --test SCRIPT` (or a built-in oracle): reduce one file. The command
//! checks the arguments, builds the oracle, keeps the original as `FILE.orig`, calls the
//! library's `reduce`, saves every improvement atomically, and reports.

use super::cli::ReduceArgs;
use super::interrupt::Interrupt;
use super::ui::{init_logging, ReduceUi};
use super::{dump, out, Error, Outcome};
use crate::files;
use crate::oracle::config::indent;
use crate::oracle::probe::{ValueProbe, ValueSource};
use crate::oracle::{OracleConfig, Verdict, Workspace};
use crate::reduce::{self, ReduceOptions, TestBudget, DEFAULT_WINDOW};
use creduce_passes::{count_tokens, default_schedule, pass_by_name, Pass};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// A checked reduction request.
#[derive(Debug)]
struct Request {
    file: PathBuf,
    oracle: OracleConfig,
    output: PathBuf,
    backup: Option<PathBuf>,
    overwrite_backup: bool,
    passes: Vec<Box<dyn Pass>>,
    jobs: usize,
    window: usize,
    speculate: bool,
    cache: bool,
    parse_check: bool,
    hazard_check: bool,
    stats_json: Option<PathBuf>,
    quiet: bool,
}

fn list_passes() -> Result<Outcome, Error> {
    for p in default_schedule() {
        out(format_args!("{:<28} {}", p.name(), p.description()))?;
    }
    Ok(Outcome::Done)
}

/// The file to reduce and its oracle options, from `FILE`, `SCRIPT FILE` (C-Reduce's
/// order) or `FILE --test SCRIPT`.
fn file_and_oracle(args: &ReduceArgs) -> Result<(PathBuf, OracleConfig), Error> {
    let mut oracle = args.oracle.clone();
    let file = match (args.inputs.as_slice(), &oracle.test) {
        ([file], _) => file.clone(),
        ([script, file], None) => {
            oracle.test = Some(script.clone());
            file.clone()
        }
        ([_, _], Some(_)) => {
            return Err(Error::Usage(
                "give the test either with --test or as SCRIPT FILE, not both".into(),
            ))
        }
        ([], _) => {
            return Err(Error::Usage(
                "no file to reduce (usage: creduce-rs FILE --test SCRIPT)".into(),
            ))
        }
        _ => return Err(Error::Usage("too many files".into())),
    };
    Ok((file, oracle.config()?))
}

fn configure(args: ReduceArgs) -> Result<Request, Error> {
    let (file, oracle) = file_and_oracle(&args)?;
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let passes = match &args.passes {
        None => default_schedule(),
        Some(names) => names
            .iter()
            .filter(|n| !n.trim().is_empty())
            .map(|n| pass_by_name(n.trim()).map_err(|e| Error::Usage(e.to_string())))
            .collect::<Result<Vec<_>, _>>()?,
    };
    if passes.is_empty() {
        return Err(Error::Usage("--passes names no pass".into()));
    }
    // Every way of writing the result into FILE keeps FILE.orig (unless --tidy):
    // `-o FILE`, `-o ./FILE` and a hard link to FILE are FILE.
    let backup = (!args.tidy).then(|| files::backup_path(&file));
    let (output, backup) = match &args.output {
        Some(o) if !files::same_file(o, &file) => (o.clone(), None),
        _ => (file.clone(), backup),
    };
    Ok(Request {
        oracle,
        output,
        backup,
        overwrite_backup: args.overwrite_backup,
        passes,
        jobs,
        window: args.window.unwrap_or(DEFAULT_WINDOW),
        speculate: !args.no_speculation,
        cache: !args.no_cache,
        parse_check: !args.no_parse_check,
        hazard_check: !args.no_hazard_check,
        stats_json: args.stats_json,
        quiet: args.quiet,
        file,
    })
}

fn cannot_write(what: &str, p: &Path, e: std::io::Error) -> Error {
    Error::CannotWrite(format!("cannot write {what} {}: {e}", p.display()))
}

/// Reduce a file.
pub fn run(args: ReduceArgs) -> Result<Outcome, Error> {
    init_logging(args.verbose, args.quiet);
    if args.list_passes {
        return list_passes();
    }
    if args.dump_tree || args.dump_candidates.is_some() || args.dump_instrumented {
        return dump::run(&args);
    }
    let req = configure(args)?;
    let original = files::read_source(&req.file)?;
    files::check_writable(&req.output).map_err(|e| cannot_write("output", &req.output, e))?;
    if let Some(b) = &req.backup {
        if let Ok(existing) = std::fs::read(b) {
            if existing != original.as_bytes() && !req.overwrite_backup {
                return Err(Error::BackupExists(b.clone()));
            }
        }
        files::check_writable(b).map_err(|e| cannot_write("backup", b, e))?;
    }
    if let Some(s) = &req.stats_json {
        files::check_writable(s).map_err(|e| cannot_write("statistics", s, e))?;
    }
    let interrupt =
        Interrupt::install().map_err(|e| anyhow::anyhow!("cannot install signal handlers: {e}"))?;
    let interrupted = || Outcome::Interrupted {
        signal: interrupt.signal().unwrap_or(2),
    };
    let cancel = || interrupt.requested();
    let workspace = make_workspace(&req.file)?;

    // 1. The original must be interesting (and pass the UB guard when it is on).
    let mut oracle = match req.oracle.build(&original, Arc::clone(&workspace), &cancel) {
        Err(_) if interrupt.requested() => return Ok(interrupted()),
        r => r?,
    };
    let tolerated = match oracle.tolerate_original(&original, &cancel) {
        Err(_) if interrupt.requested() => return Ok(interrupted()),
        r => r.map_err(|e| Error::BadTest(e.to_string()))?,
    };
    if let Some(report) = oracle
        .guard_report(&original, &cancel)
        .map_err(|e| Error::BadTest(e.to_string()))?
    {
        match report.verdict {
            Verdict::Interesting => {}
            Verdict::Cancelled => return Ok(interrupted()),
            _ => {
                return Err(Error::NotInteresting(format!(
                    "the original {} fails the UB guard, so no reduction of it can pass (fix the program or pass --no-ub-guard):\n{}",
                    req.file.display(),
                    indent(&report.notes.join("\n"))
                )))
            }
        }
    }

    if !tolerated.is_empty() {
        tracing::warn!(
            "the original has {} warning(s) that mean \"not a valid program\"; the UB guard \
             lets candidates keep them but add none (first: {})",
            tolerated.len(),
            tolerated[0]
        );
    }

    // 2. Keep the original.
    if let Some(b) = &req.backup {
        files::write_atomic_with_mode_of(b, &original, &req.file)
            .map_err(|e| cannot_write("backup", b, e))?;
    }

    // 3. Reduce, saving every improvement.
    let output = req.output.clone();
    let save = move |text: &str| files::write_atomic(&output, text);
    let ui = ReduceUi::new(
        !req.quiet && std::io::stderr().is_terminal(),
        original.len(),
        count_tokens(&original),
        &save,
    );
    let probe = ValueProbe::new(
        Arc::clone(&workspace),
        Duration::from_secs_f64(req.oracle.compile_timeout),
        Duration::from_secs_f64(req.oracle.run_timeout),
    );
    let options = ReduceOptions {
        passes: &req.passes,
        probe: probe.as_ref().map(|p| p as &dyn ValueSource),
        cache: req.cache,
        parse_check: req.parse_check,
        hazard_check: req.hazard_check,
        window: req.window,
        speculate: req.speculate,
        cancel: &cancel,
        events: &ui,
    };
    let budget = TestBudget::new(req.jobs);
    let result = reduce::reduce(&original, &oracle, &options, &budget);
    ui.finish();
    let red = match result {
        Ok(r) => r,
        Err(reduce::ReduceError::Save(e)) => return Err(cannot_write("output", &req.output, e)),
        Err(e) => return Err(Error::Other(e.into())),
    };
    // The output exists even when nothing could be removed.
    if red.text == original && req.output != req.file {
        files::write_atomic(&req.output, &red.text)
            .map_err(|e| cannot_write("output", &req.output, e))?;
    }
    if let Some(s) = &req.stats_json {
        let json = serde_json::to_string_pretty(&red.stats).map_err(anyhow::Error::from)?;
        files::write_atomic(s, &(json + "\n")).map_err(|e| cannot_write("statistics", s, e))?;
    }
    if !req.quiet {
        eprintln!("{}", red.stats.summary());
    }
    let kept = req
        .backup
        .as_ref()
        .map(|b| format!("; the original is in {}", b.display()))
        .unwrap_or_default();
    if red.stats.interrupted {
        eprintln!(
            "interrupted: the best program so far ({} bytes) is in {}{kept}",
            red.text.len(),
            req.output.display(),
        );
        return Ok(interrupted());
    }
    if !req.quiet {
        eprintln!(
            "reduced {} -> {}{kept}",
            req.file.display(),
            req.output.display(),
        );
    }
    Ok(Outcome::Done)
}

/// The run's temporary area, under the system temp dir (`TMPDIR`).
pub(crate) fn make_workspace(file: &Path) -> Result<Arc<Workspace>, Error> {
    let file_name = file
        .file_name()
        .ok_or_else(|| Error::Usage(format!("{} has no file name", file.display())))?
        .to_owned();
    Ok(Arc::new(
        Workspace::new_in(&std::env::temp_dir(), file_name)
            .map_err(|e| anyhow::anyhow!("cannot create a temporary directory: {e}"))?,
    ))
}
