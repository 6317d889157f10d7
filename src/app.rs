//! The library entry point: turn checked command-line arguments into a run, and map every
//! failure to an [`Error`] whose exit code `main` returns.

use crate::cli::{Cli, Command, MeasureArgs, ReduceArgs};
use crate::exit_codes::*;
use crate::files::{self, InputError};
use crate::interrupt::Interrupt;
use crate::oracle::{Oracle, ScriptOracle, Verdict, Workspace};
use crate::reduce::{self, EngineOptions};
use creduce_passes::{count_tokens, default_schedule, pass_by_name, Pass};
use std::io::IsTerminal;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// Everything that ends a run early, each with its exit code.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Bad command line beyond what clap checks.
    #[error("{0}")]
    Usage(String),
    /// Bad input file.
    #[error(transparent)]
    Input(#[from] InputError),
    /// Bad test script.
    #[error("{0}")]
    BadTest(String),
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
    /// Anything else.
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

impl Error {
    /// The process exit code for this error.
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Usage(_) => EXIT_USAGE,
            Error::Input(_) => EXIT_BAD_INPUT,
            Error::BadTest(_) => EXIT_BAD_TEST,
            Error::NotInteresting(_) => EXIT_NOT_INTERESTING,
            Error::OriginalTimeout(_) => EXIT_ORIGINAL_TIMEOUT,
            Error::CannotWrite(_) => EXIT_CANNOT_WRITE,
            Error::BackupExists(_) => EXIT_BACKUP_EXISTS,
            Error::Other(_) => EXIT_FAILURE,
        }
    }
}

/// Run the parsed command line; returns the exit code on success paths (0, or 130/143
/// after an interrupt).
pub fn run(cli: Cli) -> Result<u8, Error> {
    match cli.command {
        Some(Command::Reduce(args)) => run_reduce(args),
        Some(Command::Measure(args)) => run_measure(&args),
        None => run_reduce(cli.reduce),
    }
}

fn run_measure(args: &MeasureArgs) -> Result<u8, Error> {
    for f in &args.files {
        let text = files::read_source(f)?;
        let tokens = count_tokens(&text);
        if args.json {
            let v = serde_json::json!({"file": f, "bytes": text.len(), "tokens": tokens});
            println!("{v}");
        } else {
            println!("{}\t{}\t{}", text.len(), tokens, f.display());
        }
    }
    Ok(EXIT_OK)
}

/// A checked reduction request.
#[derive(Debug)]
struct ReduceConfig {
    file: PathBuf,
    script: PathBuf,
    timeout: Duration,
    output: PathBuf,
    backup: Option<PathBuf>,
    overwrite_backup: bool,
    passes: Vec<Box<dyn Pass>>,
    engine: EngineOptions,
    stats_json: Option<PathBuf>,
    quiet: bool,
}

fn list_passes() {
    for p in default_schedule() {
        println!("{:<24} {}", p.name(), p.description());
    }
}

fn check_script(path: &Path) -> Result<PathBuf, Error> {
    let abs = std::fs::canonicalize(path)
        .map_err(|e| Error::BadTest(format!("test script {}: {e}", path.display())))?;
    let meta = std::fs::metadata(&abs)
        .map_err(|e| Error::BadTest(format!("test script {}: {e}", path.display())))?;
    if !meta.is_file() {
        return Err(Error::BadTest(format!(
            "test script {} is not a file",
            path.display()
        )));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(Error::BadTest(format!(
            "test script {} is not executable (chmod +x {})",
            path.display(),
            path.display()
        )));
    }
    Ok(abs)
}

fn configure(args: ReduceArgs) -> Result<ReduceConfig, Error> {
    let (script, file) = match (args.inputs.as_slice(), &args.test) {
        ([file], Some(test)) => (test.clone(), file.clone()),
        ([script, file], None) => (script.clone(), file.clone()),
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
        (_, None) => {
            return Err(Error::Usage(
                "no interestingness test: pass --test SCRIPT".into(),
            ))
        }
        _ => return Err(Error::Usage("too many files".into())),
    };
    if !(args.timeout > 0.0 && args.timeout.is_finite()) {
        return Err(Error::Usage(format!(
            "--timeout must be a positive number of seconds, not {}",
            args.timeout
        )));
    }
    let jobs = match args.jobs {
        Some(0) => return Err(Error::Usage("--jobs must be at least 1".into())),
        Some(j) => j,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
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
    let (output, backup) = match &args.output {
        Some(o) => (o.clone(), None),
        None => (
            file.clone(),
            (!args.tidy).then(|| files::backup_path(&file)),
        ),
    };
    Ok(ReduceConfig {
        script,
        timeout: Duration::from_secs_f64(args.timeout),
        output,
        backup,
        overwrite_backup: args.overwrite_backup,
        passes,
        engine: EngineOptions {
            jobs,
            cache: !args.no_cache,
            parse_check: !args.no_parse_check,
            hazard_check: !args.no_hazard_check,
            progress: !args.quiet && std::io::stderr().is_terminal(),
            verbose: args.verbose > 0 && !args.quiet,
        },
        stats_json: args.stats_json,
        quiet: args.quiet,
        file,
    })
}

fn run_reduce(args: ReduceArgs) -> Result<u8, Error> {
    if args.list_passes {
        list_passes();
        return Ok(EXIT_OK);
    }
    if args.dump_tree || args.dump_candidates.is_some() {
        return dump(&args);
    }
    let cfg = configure(args)?;
    let original = files::read_source(&cfg.file)?;
    let script = check_script(&cfg.script)?;
    let cannot_write = |what: &str, p: &Path, e: std::io::Error| {
        Error::CannotWrite(format!("cannot write {what} {}: {e}", p.display()))
    };
    files::check_writable(&cfg.output).map_err(|e| cannot_write("output", &cfg.output, e))?;
    if let Some(b) = &cfg.backup {
        if let Ok(existing) = std::fs::read(b) {
            if existing != original.as_bytes() && !cfg.overwrite_backup {
                return Err(Error::BackupExists(b.clone()));
            }
        }
        files::check_writable(b).map_err(|e| cannot_write("backup", b, e))?;
    }
    if let Some(s) = &cfg.stats_json {
        files::check_writable(s).map_err(|e| cannot_write("statistics", s, e))?;
    }
    let interrupt =
        Interrupt::install().map_err(|e| anyhow::anyhow!("cannot install signal handlers: {e}"))?;
    let file_name = cfg
        .file
        .file_name()
        .ok_or_else(|| Error::Usage(format!("{} has no file name", cfg.file.display())))?
        .to_owned();
    let workspace = Arc::new(
        Workspace::new(file_name)
            .map_err(|e| anyhow::anyhow!("cannot create a temporary directory: {e}"))?,
    );
    let oracle = ScriptOracle::new(script.clone(), cfg.timeout, Arc::clone(&workspace));

    // 1. The original must be interesting.
    let stop = || interrupt.requested();
    let report = oracle
        .test(&original, &stop)
        .map_err(|e| Error::BadTest(e.to_string()))?;
    let tail = report
        .output
        .as_ref()
        .map(|o| o.tail(10))
        .unwrap_or_default();
    let shown = if tail.trim().is_empty() {
        "(it printed nothing)".to_string()
    } else {
        format!("its last lines of output:\n{}", indent(&tail))
    };
    match report.verdict {
        Verdict::Interesting => {}
        Verdict::Timeout => {
            return Err(Error::OriginalTimeout(format!(
                "the test {} timed out after {:.0} s on the original {}; raise --timeout; {shown}",
                cfg.script.display(),
                cfg.timeout.as_secs_f64(),
                cfg.file.display()
            )))
        }
        Verdict::Cancelled => return Ok(interrupted_code(&interrupt)),
        Verdict::NotInteresting => {
            let how = report
                .output
                .as_ref()
                .map(|o| o.exit.to_string())
                .unwrap_or_default();
            return Err(Error::NotInteresting(format!(
                "the original {} is not interesting: {} ended with {how} (it must exit 0 on the original); {shown}",
                cfg.file.display(),
                cfg.script.display(),
            )));
        }
    }

    // 2. Keep the original.
    if let Some(b) = &cfg.backup {
        files::write_atomic_with_mode_of(b, &original, &cfg.file)
            .map_err(|e| cannot_write("backup", b, e))?;
    }

    // 3. Reduce, saving every improvement.
    let output = cfg.output.clone();
    let mut save = |text: &str| files::write_atomic(&output, text);
    let result = reduce::reduce(
        &original,
        &oracle,
        &cfg.passes,
        &cfg.engine,
        &stop,
        &mut save,
    );
    let red = match result {
        Ok(r) => r,
        Err(reduce::ReduceError::Save(e)) => return Err(cannot_write("output", &cfg.output, e)),
        Err(e) => return Err(Error::Other(e.into())),
    };
    // The output exists even when nothing could be removed.
    if red.text == original && cfg.output != cfg.file {
        files::write_atomic(&cfg.output, &red.text)
            .map_err(|e| cannot_write("output", &cfg.output, e))?;
    }
    if let Some(s) = &cfg.stats_json {
        let json = serde_json::to_string_pretty(&red.stats).map_err(anyhow::Error::from)?;
        files::write_atomic(s, &(json + "\n")).map_err(|e| cannot_write("statistics", s, e))?;
    }
    if !cfg.quiet {
        eprintln!("{}", red.stats.summary());
    }
    if red.stats.interrupted {
        eprintln!(
            "interrupted: the best program so far ({} bytes) is in {}{}",
            red.text.len(),
            cfg.output.display(),
            cfg.backup
                .as_ref()
                .map(|b| format!("; the original is in {}", b.display()))
                .unwrap_or_default()
        );
        return Ok(interrupted_code(&interrupt));
    }
    if !cfg.quiet {
        eprintln!(
            "reduced {} -> {}{}",
            cfg.file.display(),
            cfg.output.display(),
            cfg.backup
                .as_ref()
                .map(|b| format!(" (original kept in {})", b.display()))
                .unwrap_or_default()
        );
    }
    drop(workspace);
    Ok(EXIT_OK)
}

/// `--dump-tree` and `--dump-candidates PASS`: show what the passes see and propose.
fn dump(args: &ReduceArgs) -> Result<u8, Error> {
    let file = match args.inputs.as_slice() {
        [f] | [_, f] => f,
        _ => return Err(Error::Usage("give the FILE to dump".into())),
    };
    let text = files::read_source(file)?;
    let prog = creduce_passes::Program::new(text.as_str());
    if args.dump_tree {
        println!("{}", prog.root().map(|r| r.to_sexp()).unwrap_or_default());
        println!(
            "; {} bytes, {} tokens, {} parse errors",
            text.len(),
            prog.token_count(),
            prog.error_count()
        );
    }
    if let Some(name) = &args.dump_candidates {
        let pass = pass_by_name(name).map_err(|e| Error::Usage(e.to_string()))?;
        let mut cursor = creduce_passes::Cursor::START;
        loop {
            let batch = pass.candidates(&prog, cursor, 256);
            let Some(last) = batch.last() else { break };
            cursor = last.cursor.next();
            for c in &batch {
                let after = c.edit.apply(&text).unwrap_or_default();
                println!(
                    "{:?}\t{} bytes\t{} tokens\t{}",
                    (c.cursor.0, c.cursor.1, c.cursor.2),
                    after.len(),
                    count_tokens(&after),
                    c.label
                );
            }
        }
    }
    Ok(EXIT_OK)
}

fn interrupted_code(it: &Interrupt) -> u8 {
    match it.signal() {
        Some(s) if s == signal_hook::consts::SIGTERM => EXIT_TERMINATED,
        _ => EXIT_INTERRUPTED,
    }
}

fn indent(s: &str) -> String {
    s.lines()
        .map(|l| format!("    {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}
