//! The library entry point: turn checked command-line arguments into a run, and map every
//! failure to an [`Error`] whose exit code `main` returns.

use crate::cli::{CheckArgs, Cli, Command, MeasureArgs, OracleArgs, OracleKind, ReduceArgs};
use crate::exit_codes::*;
use crate::files::{self, InputError};
use crate::interrupt::Interrupt;
use crate::oracle::behaviour::Timeouts;
use crate::oracle::probe::ValueProbe;
use crate::oracle::{
    CalibrationError, CrashOracle, ExpectOracle, Oracle, Report, ScriptOracle, Staged, UbGuard,
    Verdict, VoteOracle, Workspace,
};
use crate::reduce::{self, EngineOptions};
use crate::toolchain::compiler::{shell_quote, COMPILE_TAIL, LINK_TAIL};
use crate::toolchain::CompilerSpec;
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
            Error::BadCompiler(_) => EXIT_BAD_COMPILER,
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
        Some(Command::Check(args)) => run_check(args),
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
    oracle: OracleArgs,
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
    check_oracle_args(&oracle)?;
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
        oracle,
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
            verbose: if args.quiet { 0 } else { args.verbose },
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
    if args.dump_tree || args.dump_candidates.is_some() || args.dump_instrumented {
        return dump(&args);
    }
    let cfg = configure(args)?;
    let original = files::read_source(&cfg.file)?;
    let kind = oracle_kind(&cfg.oracle)?;
    let script = cfg.oracle.test.as_deref().map(check_script).transpose()?;
    let compilers = check_compilers(&cfg.oracle, kind)?;
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
    let workspace = make_workspace(&cfg.file)?;
    let stop = || interrupt.requested();

    // 1. The original must be interesting (and pass the UB guard when it is on).
    let built = build_oracle(
        &cfg.oracle,
        kind,
        script,
        compilers,
        &workspace,
        &original,
        &stop,
    );
    if interrupt.requested() {
        return Ok(interrupted_code(&interrupt));
    }
    let (oracle, _) = built?;
    let report = oracle
        .test(&original, &stop)
        .map_err(|e| Error::BadTest(e.to_string()))?;
    if report.verdict == Verdict::Cancelled {
        return Ok(interrupted_code(&interrupt));
    }
    original_must_be_interesting(&report, &cfg.file, &cfg.oracle, kind)?;

    // 2. Keep the original.
    if let Some(b) = &cfg.backup {
        files::write_atomic_with_mode_of(b, &original, &cfg.file)
            .map_err(|e| cannot_write("backup", b, e))?;
    }

    // 3. Reduce, saving every improvement.
    let output = cfg.output.clone();
    let mut save = |text: &str| files::write_atomic(&output, text);
    let probe = ValueProbe::new(
        Arc::clone(&workspace),
        Duration::from_secs_f64(cfg.oracle.compile_timeout),
        Duration::from_secs_f64(cfg.oracle.run_timeout),
    );
    let result = reduce::reduce(
        &original,
        &oracle,
        probe
            .as_ref()
            .map(|p| p as &dyn crate::oracle::probe::ValueSource),
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
    if args.dump_instrumented {
        print!(
            "{}",
            creduce_passes::values::instrument(&prog).unwrap_or_default()
        );
    }
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

/// Which oracle the arguments ask for.
fn oracle_kind(o: &OracleArgs) -> Result<OracleKind, Error> {
    match (o.oracle, &o.test) {
        (Some(OracleKind::Script) | None, Some(_)) => Ok(OracleKind::Script),
        (None | Some(OracleKind::Script), None) => Err(Error::Usage(
            "no interestingness test: pass --test SCRIPT or --oracle crash|vote|expect".into(),
        )),
        (Some(k), Some(_)) => Err(Error::Usage(
            format!("--test goes with --oracle script, not {k:?}").to_lowercase(),
        )),
        (Some(k), None) => Ok(k),
    }
}

fn check_oracle_args(o: &OracleArgs) -> Result<(), Error> {
    for (name, v) in [
        ("--timeout", o.timeout),
        ("--compile-timeout", o.compile_timeout),
        ("--run-timeout", o.run_timeout),
    ] {
        if !(v > 0.0 && v.is_finite()) {
            return Err(Error::Usage(format!(
                "{name} must be a positive number of seconds, not {v}"
            )));
        }
    }
    let kind = oracle_kind(o)?;
    let n = o.cc.len();
    match kind {
        OracleKind::Script if n > 0 || o.reference.is_some() => Err(Error::Usage(
            "--cc and --ref go with --oracle crash|vote|expect, not with a script".into(),
        )),
        OracleKind::Crash if n != 1 => Err(Error::Usage(format!(
            "--oracle crash needs exactly one --cc, not {n}"
        ))),
        OracleKind::Vote if n < 3 => Err(Error::Usage(format!(
            "--oracle vote needs at least three --cc (a majority must agree), not {n}"
        ))),
        OracleKind::Vote if o.reference.is_some() => {
            Err(Error::Usage("--oracle vote takes no --ref".into()))
        }
        OracleKind::Expect if n != 1 || o.reference.is_none() => Err(Error::Usage(
            "--oracle expect needs one --cc and one --ref".into(),
        )),
        _ => Ok(()),
    }
}

/// The checked compilers: `--cc` specs in order, then `--ref`.
#[derive(Debug, Default)]
struct Compilers {
    cc: Vec<CompilerSpec>,
    reference: Option<CompilerSpec>,
}

fn check_compilers(o: &OracleArgs, kind: OracleKind) -> Result<Compilers, Error> {
    let parse = |s: &str| -> Result<CompilerSpec, Error> {
        let spec = CompilerSpec::parse(s).map_err(|e| Error::BadCompiler(e.to_string()))?;
        spec.check_exists()
            .map_err(|e| Error::BadCompiler(e.to_string()))?;
        Ok(spec)
    };
    let cc =
        o.cc.iter()
            .map(|s| parse(s))
            .collect::<Result<Vec<_>, _>>()?;
    let reference = o.reference.as_deref().map(parse).transpose()?;
    // Each compiler must be able to compile (and, unless it is only compiled, link) a
    // trivial program, or every candidate would look the same.
    let dir = tempfile::Builder::new()
        .prefix("creduce-rs-cc-")
        .tempdir()
        .map_err(|e| anyhow::anyhow!("cannot create a temporary directory: {e}"))?;
    std::fs::write(
        dir.path().join("trivial.c"),
        "int main(void) { return 0; }\n",
    )
    .map_err(|e| anyhow::anyhow!("cannot write a temporary file: {e}"))?;
    let tail = if kind == OracleKind::Crash {
        COMPILE_TAIL
    } else {
        LINK_TAIL
    };
    for spec in cc.iter().chain(reference.iter()) {
        let out = spec
            .compile(
                dir.path(),
                "trivial.c",
                "trivial.out",
                tail,
                Duration::from_secs(60),
                &|| false,
            )
            .map_err(|e| Error::BadCompiler(format!("cannot run compiler `{}`: {e}", spec.name)))?;
        if !out.exit.success() {
            return Err(Error::BadCompiler(format!(
                "compiler `{}` cannot compile a trivial program ({}): {}",
                spec.name,
                out.exit,
                out.tail(3).replace('\n', " | ")
            )));
        }
    }
    Ok(Compilers { cc, reference })
}

fn make_workspace(file: &Path) -> Result<Arc<Workspace>, Error> {
    let file_name = file
        .file_name()
        .ok_or_else(|| Error::Usage(format!("{} has no file name", file.display())))?
        .to_owned();
    Ok(Arc::new(Workspace::new(file_name).map_err(|e| {
        anyhow::anyhow!("cannot create a temporary directory: {e}")
    })?))
}

/// Build (and for built-in oracles, calibrate on `original`) the staged oracle. Also
/// returns the lines of an equivalent shell script.
fn build_oracle(
    o: &OracleArgs,
    kind: OracleKind,
    script: Option<PathBuf>,
    compilers: Compilers,
    workspace: &Arc<Workspace>,
    original: &str,
    stop: &dyn crate::toolchain::Cancel,
) -> Result<(Staged, Vec<String>), Error> {
    let timeouts = Timeouts {
        compile: Duration::from_secs_f64(o.compile_timeout),
        run: Duration::from_secs_f64(o.run_timeout),
    };
    let src = workspace.file_name().to_string_lossy().into_owned();
    let calibrated = |e: CalibrationError| match e {
        CalibrationError::NotInteresting(why) => Error::NotInteresting(format!(
            "the original is not interesting to the {kind:?} oracle:\n{}",
            indent(&why)
        )),
        CalibrationError::Oracle(e) => Error::BadCompiler(e.to_string()),
    };
    let ws = Arc::clone(workspace);
    let mut cc = compilers.cc;
    let (main, mut lines): (Box<dyn Oracle>, Vec<String>) = match kind {
        OracleKind::Script => {
            let script = script.ok_or_else(|| Error::Usage("no test script".into()))?;
            let lines = vec![format!(
                "{} || exit 1",
                shell_quote(&script.to_string_lossy())
            )];
            (
                Box::new(ScriptOracle::new(
                    script,
                    Duration::from_secs_f64(o.timeout),
                    ws,
                )),
                lines,
            )
        }
        OracleKind::Crash => {
            let c = CrashOracle::calibrate(
                cc.remove(0),
                compilers.reference,
                timeouts.compile,
                ws,
                original,
                stop,
            )
            .map_err(calibrated)?;
            let lines = c.script_lines(&src);
            (Box::new(c), lines)
        }
        OracleKind::Vote => {
            let v = VoteOracle::calibrate(cc, timeouts, ws, original, stop).map_err(calibrated)?;
            let lines = v.script_lines(&src);
            (Box::new(v), lines)
        }
        OracleKind::Expect => {
            let reference = compilers
                .reference
                .ok_or_else(|| Error::Usage("--oracle expect needs --ref".into()))?;
            let e = ExpectOracle::calibrate(cc.remove(0), reference, timeouts, ws, original, stop)
                .map_err(calibrated)?;
            let lines = e.script_lines(&src);
            (Box::new(e), lines)
        }
    };
    let guard_default = matches!(kind, OracleKind::Vote | OracleKind::Expect);
    let guarded = (o.ub_guard || guard_default) && !o.no_ub_guard;
    let guard = if guarded {
        let g = UbGuard::new(
            Arc::clone(workspace),
            timeouts.compile,
            timeouts.run,
            o.ub_thorough,
            o.ub_valgrind,
        )
        .map_err(|e| Error::BadCompiler(format!("UB guard: {e}")))?;
        lines.extend(g.script_lines(&src));
        Some(g)
    } else {
        None
    };
    Ok((Staged::new(main, guard), lines))
}

/// Turn a failed first test into the error the user needs to see.
fn original_must_be_interesting(
    report: &Report,
    file: &Path,
    o: &OracleArgs,
    kind: OracleKind,
) -> Result<(), Error> {
    let tail = report
        .output
        .as_ref()
        .map(|o| o.tail(10))
        .unwrap_or_default();
    let shown = if report.output.is_none() {
        format!("\n{}", indent(&report.notes.join("\n")))
    } else if tail.trim().is_empty() {
        "; it printed nothing".to_string()
    } else {
        format!("; its last lines of output:\n{}", indent(&tail))
    };
    let test = o
        .test
        .as_ref()
        .map(|t| t.display().to_string())
        .unwrap_or_else(|| format!("{kind:?} oracle").to_lowercase());
    let guard_failed = report.stages.last().is_some_and(|(s, _)| *s == "ub-guard");
    match report.verdict {
        Verdict::Interesting | Verdict::Cancelled => Ok(()),
        Verdict::Timeout => Err(Error::OriginalTimeout(format!(
            "the test {test} timed out after {:.0} s on the original {}; raise --timeout{shown}",
            o.timeout,
            file.display()
        ))),
        Verdict::NotInteresting if guard_failed => Err(Error::NotInteresting(format!(
            "the original {} fails the UB guard, so no reduction of it can pass (fix the program or pass --no-ub-guard):{shown}",
            file.display()
        ))),
        Verdict::NotInteresting => {
            let how = report.output.as_ref().map(|o| format!(" ended with {}", o.exit)).unwrap_or_default();
            Err(Error::NotInteresting(format!(
                "the original {} is not interesting: {test}{how} (it must exit 0 on the original){shown}",
                file.display()
            )))
        }
    }
}

/// `creduce-rs check`: run the oracle once and explain.
fn run_check(args: CheckArgs) -> Result<u8, Error> {
    check_oracle_args(&args.oracle)?;
    let original = files::read_source(&args.file)?;
    let kind = oracle_kind(&args.oracle)?;
    let script = args.oracle.test.as_deref().map(check_script).transpose()?;
    let compilers = check_compilers(&args.oracle, kind)?;
    let workspace = make_workspace(&args.file)?;
    let stop = || false;
    let (oracle, lines) = build_oracle(
        &args.oracle,
        kind,
        script,
        compilers,
        &workspace,
        &original,
        &stop,
    )?;
    if let Some(path) = &args.emit_script {
        let name = workspace.file_name().to_string_lossy().into_owned();
        let text = format!(
            "#!/bin/bash\n# Interestingness test written by `creduce-rs check --emit-script` ({kind:?} oracle{}).\n\
             # C-Reduce convention: runs in a directory holding {name}; exit 0 = interesting.\n\
             F={}\nulimit -c 0\n{}\nexit 0\n",
            if oracle.guarded() { " + UB guard" } else { "" },
            shell_quote(&name),
            lines.join("\n").replace(&shell_quote(&name), "\"$F\"")
        );
        files::write_atomic(path, &text).map_err(|e| {
            Error::CannotWrite(format!("cannot write script {}: {e}", path.display()))
        })?;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).map_err(|e| {
            Error::CannotWrite(format!("cannot make {} executable: {e}", path.display()))
        })?;
    }
    let report = oracle
        .test(&original, &stop)
        .map_err(|e| Error::BadTest(e.to_string()))?;
    println!(
        "oracle: {kind:?}{}",
        if oracle.guarded() { " + UB guard" } else { "" }
    );
    for n in &report.notes {
        println!("  {n}");
    }
    if let Some(out) = &report.output {
        let t = out.tail(10);
        if !t.trim().is_empty() {
            println!("  last lines of output:\n{}", indent(&t));
        }
    }
    for (stage, d) in &report.stages {
        println!("  stage {stage}: {:.2} s", d.as_secs_f64());
    }
    match report.verdict {
        Verdict::Interesting => {
            println!("interesting");
            Ok(EXIT_OK)
        }
        _ => {
            println!("not interesting ({:?})", report.verdict);
            Ok(EXIT_NOT_INTERESTING)
        }
    }
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
