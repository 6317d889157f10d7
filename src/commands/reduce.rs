//! `creduce-rs FILE --test SCRIPT` (or a built-in oracle): reduce one file, several
//! together, or a folder ([`super::folder`]). The command checks the arguments, builds
//! the oracle, keeps the original as `FILE.orig` (`DIR.orig`), calls the library's
//! `reduce`, saves every improvement atomically, and reports.

use super::cli::{FormatArg, ReduceArgs};
use super::interrupt::{Interrupt, Sweep};
use super::record::Recorder;
use super::ui::{init_logging, ReduceUi};
use super::{dump, out, Error, Outcome};
use crate::files;
use crate::oracle::config::indent;
use crate::oracle::{FromConfig, OracleConfig, OracleError, OracleKind, StaticGuard, Workspace};
use crate::project::Project;
use crate::reduce::confirm::{history_cap, newest_that_holds, runs_as_user, AsUser, History};
use crate::reduce::{self, PrepareError, ReduceOptions, Setup, Stop, TestBudget, DEFAULT_WINDOW};
use crate::size::Size;
use crate::toolchain::runner::Conditions;
use creduce_passes::{
    default_schedule, default_schedule_for, pass_by_name, stall_passes_last, Lang, Pass,
};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// A checked reduction request.
#[derive(Debug)]
struct Request {
    file: PathBuf,
    /// Every file (`file` first); more than one are reduced together.
    files: Vec<PathBuf>,
    oracle: OracleConfig,
    output: PathBuf,
    backup: Option<PathBuf>,
    overwrite_backup: bool,
    /// Script tests: runs of the result as its user runs the test (`--confirm-runs`).
    confirm_runs: usize,
    passes: Vec<Box<dyn Pass>>,
    jobs: usize,
    window: usize,
    exhaustive_tests: u64,
    speculate: bool,
    format: reduce::Format,
    /// The language (`--lang`, else the first file's extension).
    lang: Lang,
    cache: bool,
    parse_check: bool,
    hazard_check: bool,
    stats_json: Option<PathBuf>,
    /// Debug: where to record the engine's own tests.
    record_tests: Option<PathBuf>,
    /// Debug: the tests to run ahead of need instead of the predicted path.
    replay: Option<Vec<String>>,
    quiet: bool,
    /// Where candidates are staged (`None`: TMPDIR).
    work_dir: Option<PathBuf>,
    /// A folder reduced as a project (`file` is the folder).
    folder: Option<Project>,
}

fn list_passes() -> Result<Outcome, Error> {
    for p in default_schedule() {
        out(format_args!("{:<28} {}", p.name(), p.description()))?;
    }
    Ok(Outcome::Done)
}

/// The files to reduce and their oracle options, from `FILE...`, `SCRIPT FILE...`
/// (C-Reduce's order) or `FILE... --test SCRIPT`.
fn files_and_oracle(args: &ReduceArgs) -> Result<(Vec<PathBuf>, OracleConfig), Error> {
    let mut oracle = args.oracle.clone();
    let scripted = oracle.test.is_some() || oracle.oracle.is_some();
    let files = match args.inputs.as_slice() {
        [] => {
            return Err(Error::Usage(
                "no file to reduce (usage: creduce-rs FILE --test SCRIPT)".into(),
            ))
        }
        [file] => vec![file.clone()],
        [_, ..] if scripted => args.inputs.clone(),
        [script, files @ ..] => {
            oracle.test = Some(script.clone());
            files.to_vec()
        }
    };
    Ok((files, oracle.config()?))
}

fn configure(args: ReduceArgs) -> Result<Request, Error> {
    let (files, mut oracle) = files_and_oracle(&args)?;
    let file = files[0].clone();
    let folder = match files.as_slice() {
        [dir] if dir.is_dir() => Some(Project::scan(dir)?),
        many if many.iter().any(|f| f.is_dir()) => {
            return Err(Error::Usage(
                "a folder is reduced alone: give one folder, or files".into(),
            ))
        }
        _ => None,
    };
    if let Some(project) = &folder {
        // `{src}` is the units a candidate keeps: compiling them with `-c ... -o` (the
        // crash oracle's default) cannot work for two.
        let units = project
            .members
            .iter()
            .filter(|m| m.role == crate::project::Role::Unit)
            .count();
        let placed = oracle.cc.iter().all(|c| c.places_source())
            && oracle.reference.as_ref().is_none_or(|c| c.places_source());
        if oracle.oracle == OracleKind::Crash && units > 1 && !placed {
            return Err(Error::Usage(format!(
                "{} has {units} translation units: give each compiler spec its place ({{src}} stands for the units), as in --cc \"gcc -O2 -flto {{src}} -o {{out}}\"",
                file.display()
            )));
        }
        // The passes parse the folder's sources in one language: its C++ when it has
        // C++ sources.
        oracle.lang = Some(oracle.lang.unwrap_or(project.lang()));
    }
    if files.len() > 1 {
        if args.output.is_some() {
            return Err(Error::Usage(
                "-o takes one file; several files are reduced in place".into(),
            ));
        }
        if oracle.oracle == crate::oracle::OracleKind::Crash {
            return Err(Error::Usage(
                "the crash oracle reduces one file; give a --test script for several".into(),
            ));
        }
        let mut names: Vec<String> = files
            .iter()
            .map(|f| base_name(f))
            .collect::<Result<_, _>>()?;
        names.sort();
        if names.windows(2).any(|w| w[0] == w[1]) {
            return Err(Error::Usage(
                "files reduced together need different names (they are tested in one directory)"
                    .into(),
            ));
        }
    }
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let lang = oracle.lang_of(&file);
    // A folder's passes over whole files run first; `--passes` may name them.
    let mut units = folder
        .as_ref()
        .map(|p| crate::project::units::passes(&p.members))
        .unwrap_or_default();
    let passes = match &args.passes {
        None => units
            .into_iter()
            .chain(default_schedule_for(lang))
            .collect(),
        Some(names) => names
            .iter()
            .filter(|n| !n.trim().is_empty())
            .map(|n| match units.iter().position(|u| u.name() == n.trim()) {
                Some(i) => Ok(units.remove(i)),
                None => pass_by_name(n.trim()).map_err(|e| Error::Usage(e.to_string())),
            })
            .collect::<Result<Vec<_>, _>>()?,
    };
    if passes.is_empty() {
        return Err(Error::Usage("--passes names no pass".into()));
    }
    // The local exhaustive search runs after the others, wherever --passes names it.
    let (passes, _) = stall_passes_last(passes);
    // Every way of writing the result into FILE keeps FILE.orig (unless --tidy):
    // `-o FILE`, `-o ./FILE` and a hard link to FILE are FILE.
    let backup = (!args.tidy).then(|| match &folder {
        Some(_) => crate::project::tree::backup_path(&file),
        None => files::backup_path(&file),
    });
    let (output, backup) = match &args.output {
        Some(o) if folder.is_some() && !files::same_file(o, &file) => {
            let taken = std::fs::read_dir(o).map_or(o.exists(), |mut d| d.next().is_some());
            if taken {
                return Err(Error::Usage(format!(
                    "-o {} exists: a folder's result goes to a new or empty folder",
                    o.display()
                )));
            }
            (o.clone(), None)
        }
        Some(o) if !files::same_file(o, &file) => (o.clone(), None),
        _ => (file.clone(), backup),
    };
    Ok(Request {
        oracle,
        output,
        backup,
        overwrite_backup: args.overwrite_backup,
        confirm_runs: args.confirm_runs as usize,
        passes,
        jobs,
        window: args.window.unwrap_or(DEFAULT_WINDOW),
        exhaustive_tests: args
            .exhaustive_tests
            .unwrap_or(reduce::DEFAULT_EXHAUSTIVE_TESTS),
        speculate: !args.no_speculation,
        lang,
        format: match args.format {
            FormatArg::Builtin => reduce::Format::Builtin,
            FormatArg::ClangFormat => reduce::Format::ClangFormat,
            FormatArg::None => reduce::Format::None,
        },
        cache: !args.no_cache,
        parse_check: !args.no_parse_check,
        hazard_check: !args.no_hazard_check,
        stats_json: args.stats_json,
        record_tests: args.record_tests,
        replay: args
            .replay_tests
            .as_deref()
            .map(super::record::load)
            .transpose()?,
        quiet: args.quiet,
        work_dir: args.oracle.work_dir.clone(),
        file,
        files,
        folder,
    })
}

impl Request {
    /// The engine's options: the prepared reduction's, with the user's choices.
    fn options<'a>(
        &'a self,
        prepared: &'a reduce::Prepared,
        cancel: &'a dyn crate::toolchain::Control,
        events: &'a dyn reduce::Events,
    ) -> ReduceOptions<'a> {
        ReduceOptions {
            cache: self.cache,
            parse_check: self.parse_check,
            hazard_check: self.hazard_check,
            window: self.window,
            exhaustive_tests: self.exhaustive_tests,
            speculate: self.speculate,
            format: self.format,
            lang: self.lang,
            ..prepared.options(&self.passes, cancel, events)
        }
    }
}

fn cannot_write(what: &str, p: &Path, e: std::io::Error) -> Error {
    Error::CannotWrite(format!("cannot write {what} {}: {e}", p.display()))
}

/// A file's name without its folder, as a string.
fn base_name(f: &Path) -> Result<String, Error> {
    f.file_name()
        .and_then(|n| n.to_str())
        .map(String::from)
        .ok_or_else(|| Error::Usage(format!("{} has no usable file name", f.display())))
}

/// Read every file: the text to reduce (several files joined) and the files' names
/// when there are several.
fn read_all(files: &[PathBuf]) -> Result<(String, Vec<String>), Error> {
    if files.len() == 1 {
        return Ok((files::read_source(&files[0])?, Vec::new()));
    }
    let mut parts = Vec::new();
    for f in files {
        parts.push((base_name(f)?, files::read_source(f)?));
    }
    let names = parts.iter().map(|p| p.0.clone()).collect();
    Ok((crate::sources::join(&parts), names))
}

/// Reduce a file, or several together.
pub fn run(args: ReduceArgs) -> Result<Outcome, Error> {
    init_logging(args.verbose, args.quiet);
    if args.list_passes {
        return list_passes();
    }
    if args.dump_tree || args.dump_candidates.is_some() || args.dump_instrumented {
        return dump::run(&args);
    }
    let req = configure(args)?;
    // Whatever way the run ends, no Slurm step of ours is left behind.
    let _sweep = Sweep::new(req.oracle.runner.clone());
    let (original, names) = match &req.folder {
        Some(p) => {
            if let (Some(line), false) = (p.left_alone(), req.quiet) {
                eprintln!("{line}");
            }
            (p.text(), p.names())
        }
        None => read_all(&req.files)?,
    };
    let multi = !names.is_empty();
    match &req.folder {
        Some(_) => crate::project::tree::sibling(&req.output, "check").map(drop),
        None => files::check_writable(&req.output),
    }
    .map_err(|e| cannot_write("output", &req.output, e))?;
    if let (Some(_), Some(b)) = (&req.folder, &req.backup) {
        super::folder::check_backup(&req.file, b, req.overwrite_backup)?;
    }
    // Each file keeps its own backup (a folder: the whole folder, below).
    let backups: Vec<(PathBuf, PathBuf, String)> = match &req.backup {
        None => Vec::new(),
        Some(_) if req.folder.is_some() => Vec::new(),
        Some(_) => req
            .files
            .iter()
            .map(|f| Ok((f.clone(), files::backup_path(f), files::read_source(f)?)))
            .collect::<Result<_, Error>>()?,
    };
    for (f, b, text) in &backups {
        if let Ok(existing) = std::fs::read(b) {
            if existing != text.as_bytes() && !req.overwrite_backup {
                return Err(Error::BackupExists(b.clone()));
            }
        }
        files::check_writable(b).map_err(|e| cannot_write("backup", b, e))?;
        files::check_writable(f).map_err(|e| cannot_write("output", f, e))?;
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
    let new_workspace = || -> Result<Arc<Workspace>, Error> {
        if let Some(project) = &req.folder {
            super::folder::workspace(project, &work_root(req.work_dir.as_deref())?)
        } else if multi {
            let root = work_root(req.work_dir.as_deref())?;
            Ok(Arc::new(
                Workspace::new_multi(&root, names.clone())
                    .map_err(|e| anyhow::anyhow!("cannot create a temporary directory: {e}"))?,
            ))
        } else {
            make_workspace(&req.file, req.work_dir.as_deref())
        }
    };
    let workspace = new_workspace()?;

    // 1. The original must be interesting (and pass the UB guard when it is on). A
    // script test without guards runs on it beside the first tests instead of first.
    let budget = TestBudget::new(req.jobs);
    let prepared = match reduce::prepare(Setup {
        config: &req.oracle,
        original: &original,
        start: &original,
        oracle: None,
        check_guard: true,
        defer_check: true,
        names: &names,
        workspace,
        budget: &budget,
        oracles: &FromConfig,
        cancel: &cancel,
    }) {
        Ok(p) => p,
        Err(PrepareError::Interrupted) => return Ok(interrupted()),
        Err(PrepareError::Build(e)) => return Err(e.into()),
        Err(PrepareError::Guard(e)) => return Err(Error::BadTest(e)),
        Err(PrepareError::OriginalFailsGuard { notes }) => {
            let (guard, way_out) = crate::reduce::prepare::guard_way_out(&notes);
            return Err(Error::NotInteresting(format!(
                "the original {} fails the {guard}, so no reduction of it can pass (fix the program or pass {way_out}):\n{}",
                req.file.display(),
                indent(&notes.join("\n"))
            )));
        }
    };
    if let Some(s) = prepared.oracle.static_guard() {
        for l in s.learned() {
            tracing::info!("static guard: {l}");
        }
    }
    if let Some(first) = prepared.tolerated.first() {
        tracing::warn!(
            "the original has {} warning(s) that mean \"not a valid program\"; the UB guard \
             lets candidates keep them but add none (first: {first})",
            prepared.tolerated.len(),
        );
    }

    // 2. Reduce, saving every improvement (several files: each its part), and keeping
    // a history of them for the check of the result as its user runs the test.
    let write = saver(&req, &names);
    let history = Mutex::new(History::new(&original, history_cap(original.len())));
    let save = |text: &str| {
        history.lock().unwrap_or_else(|e| e.into_inner()).push(text);
        write(text)
    };
    let ui = ReduceUi::new(
        !req.quiet && std::io::stderr().is_terminal(),
        Size::of(&original),
        &save,
    );
    let recorder = match &req.record_tests {
        Some(path) => Some(Recorder::create(path, &ui)?),
        None => None,
    };
    let events: &dyn reduce::Events = match &recorder {
        Some(r) => r,
        None => &ui,
    };
    // The check of step 3 may start ahead of need, on the predicted result.
    let confirms = req.confirm_runs > 0 && req.oracle.oracle == OracleKind::Script;
    let as_user_test = match confirms {
        true => Some(req.oracle.script_test(new_workspace()?)?),
        false => None,
    };
    let options = ReduceOptions {
        replay: req.replay.as_deref(),
        as_user: as_user_test.as_ref().map(|test| reduce::AsUserRuns {
            test,
            runs: req.confirm_runs,
        }),
        ..req.options(&prepared, &cancel, events)
    };
    // The originals are kept once the original has passed its check (a failing
    // original leaves no backup behind, and an earlier one as it was).
    let result =
        reduce::reduce_checked(&prepared, &req.oracle, &original, options, &budget, || {
            keep_backups(&backups)?;
            if let (Some(_), Some(b)) = (&req.folder, &req.backup) {
                super::folder::keep_backup(&req.file, b)?;
            }
            // The output exists from the start: a run ended at once names it.
            if req.output != req.file {
                write(&original).map_err(|e| cannot_write("output", &req.output, e))?;
            }
            crate::forced_exit::farewell(forced_exit_line(&req, multi, &backups));
            Ok(())
        });
    ui.finish();
    if let Some(r) = &recorder {
        r.finish();
    }
    let failed = |e: Error| {
        if let Some(path) = &req.record_tests {
            let _ = std::fs::remove_file(path);
        }
        Err(e)
    };
    let mut red = match result {
        Ok(r) => r,
        Err(Stop::Interrupted) => return Ok(interrupted()),
        Err(Stop::Original(e)) => return failed(e.into()),
        Err(Stop::Then(e)) => return failed(e),
        Err(Stop::Reduce(reduce::ReduceError::Save(e))) => {
            return Err(cannot_write("output", &req.output, e))
        }
        Err(Stop::Reduce(e)) => return Err(Error::Other(e.into())),
    };
    // 3. A script's result must hold as its user runs the test. When it does not, the
    // reduction carries on from the newest program that holds with every test run as
    // the user runs it, and that result is checked again.
    if confirms && !red.stats.interrupted && red.text != original {
        let mut user_conditions = false;
        // Its runs went ahead of need, and it held them.
        let mut held = red.stats.held_as_user;
        loop {
            if std::mem::take(&mut held) {
                break;
            }
            // Nothing is saved while the result is checked: the history is read in place.
            let kept = history.lock().unwrap_or_else(|e| e.into_inner());
            let confirmed = confirm_as_user(&req, new_workspace()?, kept.programs(), &cancel);
            drop(kept);
            let (text, why) = match confirmed? {
                Confirmed::Holds => break,
                Confirmed::Interrupted => {
                    red.stats.interrupted = true;
                    break;
                }
                Confirmed::Earlier { text, why } => (text, why),
            };
            write(&text).map_err(|e| cannot_write("output", &req.output, e))?;
            history
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(&text);
            let again = !user_conditions && text != original;
            eprintln!(
                "warning: the result is not interesting when the test runs as you run it ({why}): \
                 it depends on the reducer's conditions (address randomization, environment), \
                 which usually means undefined behaviour; {} the newest result that holds ({} bytes, not {})",
                if again {
                    "carrying on, with every test run as you run it, from"
                } else {
                    "kept"
                },
                text.len(),
                red.text.len()
            );
            red.text = text;
            if !again {
                break;
            }
            user_conditions = true;
            let mut config = req.oracle.clone();
            config.conditions = Conditions::User;
            match reduce_again(
                &req,
                &config,
                &original,
                &red.text,
                &names,
                new_workspace()?,
                &budget,
                &save,
                &cancel,
            ) {
                Ok(Some(r)) => red = r,
                Ok(None) => break,
                Err(e) => return Err(e),
            }
            if red.stats.interrupted {
                break;
            }
        }
    }
    // The output exists even when nothing could be removed.
    if red.text == original && req.output != req.file {
        write(&red.text).map_err(|e| cannot_write("output", &req.output, e))?;
    }
    if let Some(s) = &req.stats_json {
        let json = serde_json::to_string_pretty(&red.stats).map_err(anyhow::Error::from)?;
        files::write_atomic(s, &(json + "\n")).map_err(|e| cannot_write("statistics", s, e))?;
    }
    if !req.quiet {
        eprintln!("{}", red.stats.summary());
    }
    if !req.quiet && !red.stats.interrupted && !multi && req.oracle.oracle == OracleKind::Script {
        if let Some(w) = less_valid(&req.oracle, &original, &red.text, &req.file, &cancel) {
            eprintln!("{w}");
        }
    }
    // The closing line; an interrupt is said even with --quiet.
    if red.stats.interrupted || !req.quiet {
        eprintln!("{}", closing_line(&req, multi, &backups, &red));
    }
    if red.stats.interrupted {
        return Ok(interrupted());
    }
    Ok(Outcome::Done)
}

/// Reduce again from `start` under `config` (a script run as its user runs it), saving
/// every improvement with `save`. `None` when `start` is no longer interesting so (a
/// flaky test): the caller keeps it.
#[allow(clippy::too_many_arguments)]
fn reduce_again(
    req: &Request,
    config: &OracleConfig,
    original: &str,
    start: &str,
    names: &[String],
    workspace: Arc<Workspace>,
    budget: &TestBudget,
    save: &(dyn Fn(&str) -> std::io::Result<()> + Sync),
    cancel: &dyn crate::toolchain::Control,
) -> Result<Option<reduce::Reduction>, Error> {
    let prepared = match reduce::prepare(Setup {
        config,
        original,
        start,
        oracle: None,
        check_guard: false,
        defer_check: false,
        names,
        workspace,
        budget,
        oracles: &FromConfig,
        cancel,
    }) {
        Ok(p) => p,
        Err(PrepareError::Interrupted) | Err(PrepareError::Build(_)) => return Ok(None),
        Err(PrepareError::Guard(e)) => return Err(Error::BadTest(e)),
        Err(PrepareError::OriginalFailsGuard { .. }) => return Ok(None),
    };
    let ui = ReduceUi::new(
        !req.quiet && std::io::stderr().is_terminal(),
        Size::of(start),
        save,
    );
    let options = req.options(&prepared, cancel, &ui);
    let result = reduce::reduce(start, &prepared.oracle, &options, budget);
    ui.finish();
    match result {
        Ok(r) => Ok(Some(r)),
        Err(reduce::ReduceError::Save(e)) => Err(cannot_write("output", &req.output, e)),
        Err(e) => Err(Error::Other(e.into())),
    }
}

/// What the check of a script's result as its user runs the test found.
enum Confirmed {
    /// The result holds.
    Holds,
    /// It does not: the newest earlier program that does (or the original), and why
    /// the result does not.
    Earlier { text: String, why: String },
    /// Interrupted: the result stays as the reducer found it.
    Interrupted,
}

/// Run the user's test on the newest program of `history` (the result) as they run it,
/// `--confirm-runs` times, and on earlier ones while it fails ([`newest_that_holds`]).
fn confirm_as_user(
    req: &Request,
    workspace: Arc<Workspace>,
    history: &[String],
    cancel: &dyn crate::toolchain::Control,
) -> Result<Confirmed, Error> {
    let test = req.oracle.script_test(workspace)?;
    let mut first_failure = None;
    let mut interrupted = false;
    let found = newest_that_holds(history, |text| {
        if interrupted {
            return Ok::<bool, OracleError>(true);
        }
        match runs_as_user(&test, text, req.confirm_runs, req.jobs, cancel)? {
            AsUser::Holds => Ok(true),
            AsUser::Cancelled => {
                interrupted = true;
                Ok(true)
            }
            AsUser::Fails(why) => {
                first_failure.get_or_insert(why);
                Ok(false)
            }
        }
    })
    .map_err(|e| Error::Other(e.into()))?;
    if interrupted {
        return Ok(Confirmed::Interrupted);
    }
    let Some(why) = first_failure else {
        return Ok(Confirmed::Holds);
    };
    // Not even the original holds every time now (it held once, as the user runs the
    // test, before the reduction): the test is flaky; the original is kept.
    let i = found.unwrap_or(0);
    Ok(Confirmed::Earlier {
        text: history[i].clone(),
        why,
    })
}

/// A script-mode reduction without the static guard: one check of the result against
/// the original at the end. A warning naming the first new diagnostic when the result
/// is less valid (`None` when it is not, or when the check cannot run).
fn less_valid(
    config: &OracleConfig,
    original: &str,
    result: &str,
    file: &Path,
    cancel: &dyn crate::toolchain::Control,
) -> Option<String> {
    if config.static_guarded() || result == original {
        return None;
    }
    let ws = make_workspace(file, None).ok()?;
    let timeout = std::time::Duration::from_secs_f64(config.compile_timeout);
    let lang = config.lang_of(file);
    let mut g = StaticGuard::new(ws, timeout, &[], Vec::new(), config.std.clone(), lang)?;
    g.calibrate(original, cancel).ok()?;
    let first = g.first_new_diagnostic(result, cancel).ok()??;
    Some(format!(
        "warning: the result is less valid than the original ({first}); pass --static-guard to keep every candidate as valid as the original"
    ))
}

/// Write each original to its backup (`FILE.orig`) before anything else is written.
fn keep_backups(backups: &[(PathBuf, PathBuf, String)]) -> Result<(), Error> {
    for (f, b, text) in backups {
        files::write_atomic_with_mode_of(b, text, f).map_err(|e| cannot_write("backup", b, e))?;
    }
    Ok(())
}

/// Saves an improvement.
type Save = dyn Fn(&str) -> std::io::Result<()> + Sync;

/// What saves an improvement: atomically into the output, for several files each
/// file's part into that file, for a folder a new folder in its place.
fn saver(req: &Request, names: &[String]) -> Box<Save> {
    if let Some(project) = &req.folder {
        return Box::new(super::folder::saver(project, req.output.clone()));
    }
    let output = req.output.clone();
    let outputs = req.files.clone();
    let part_names = names.to_vec();
    Box::new(move |text: &str| {
        if part_names.is_empty() {
            return files::write_atomic(&output, text);
        }
        let parts = crate::sources::split(text, &part_names).ok_or_else(|| {
            std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                "the file markers were lost",
            )
        })?;
        let writes: Vec<(&Path, &str)> = outputs
            .iter()
            .zip(&parts)
            .map(|(path, (_, body))| (path.as_path(), body.as_str()))
            .collect();
        files::write_atomic_all(&writes)
    })
}

/// The closing line on stderr: where the result (or the best so far) and the originals
/// are.
fn closing_line(
    req: &Request,
    multi: bool,
    backups: &[(PathBuf, PathBuf, String)],
    red: &reduce::Reduction,
) -> String {
    let kept = originals_kept(backups);
    if let Some(project) = &req.folder {
        let kept = match &req.backup {
            Some(b) if req.output == req.file => {
                format!("; the original is in {}", b.display())
            }
            _ => String::new(),
        };
        let files = super::folder::summary(project, &red.text);
        return if red.stats.interrupted {
            format!(
                "interrupted: the best folder so far ({files}, {} bytes) is {}{kept}",
                red.text.len(),
                req.output.display()
            )
        } else if req.output == req.file {
            format!("reduced {} in place ({files}){kept}", req.file.display())
        } else {
            format!(
                "reduced {} -> {} ({files})",
                req.file.display(),
                req.output.display()
            )
        };
    }
    let shown = |v: &[PathBuf]| {
        v.iter()
            .map(|p| p.display().to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    if red.stats.interrupted {
        format!(
            "interrupted: the best program so far ({} bytes) is in {}{kept}",
            red.text.len(),
            if multi {
                shown(&req.files)
            } else {
                req.output.display().to_string()
            },
        )
    } else if multi {
        format!("reduced {} in place{kept}", shown(&req.files))
    } else {
        format!(
            "reduced {} -> {}{kept}",
            req.file.display(),
            req.output.display(),
        )
    }
}

/// "; the original is in FILE.orig", for the closing line.
fn originals_kept(backups: &[(PathBuf, PathBuf, String)]) -> String {
    match backups {
        [] => String::new(),
        [(_, b, _)] => format!("; the original is in {}", b.display()),
        many => format!(
            "; the originals are in {}",
            many.iter()
                .map(|(_, b, _)| b.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Where the result is, for a run the signal thread ends at once
/// ([`crate::forced_exit`]): the output, as saved at the last improvement.
fn forced_exit_line(req: &Request, multi: bool, backups: &[(PathBuf, PathBuf, String)]) -> String {
    let kept = match (&req.folder, &req.backup) {
        (Some(_), Some(b)) if req.output == req.file => {
            format!("; the original is in {}", b.display())
        }
        (Some(_), _) => String::new(),
        (None, _) => originals_kept(backups),
    };
    let output = match multi && req.folder.is_none() {
        true => req
            .files
            .iter()
            .map(|p| p.display().to_string())
            .collect::<Vec<_>>()
            .join(" "),
        false => req.output.display().to_string(),
    };
    format!(
        "the best {} so far is in {output}{kept}",
        if req.folder.is_some() {
            "folder"
        } else {
            "program"
        }
    )
}

/// The run's temporary area, under `work_dir` (`--work-dir`) or the system temp dir
/// (`TMPDIR`).
pub(crate) fn make_workspace(
    file: &Path,
    work_dir: Option<&Path>,
) -> Result<Arc<Workspace>, Error> {
    let file_name = file
        .file_name()
        .ok_or_else(|| Error::Usage(format!("{} has no file name", file.display())))?
        .to_owned();
    let root = work_root(work_dir)?;
    Ok(Arc::new(Workspace::new_in(&root, file_name).map_err(
        |e| {
            anyhow::anyhow!(
                "cannot create a temporary directory in {}: {e}",
                root.display()
            )
        },
    )?))
}

/// The folder temporary directories go in: `work_dir` (made if missing, made absolute:
/// tests run elsewhere) or TMPDIR.
pub(crate) fn work_root(work_dir: Option<&Path>) -> Result<PathBuf, Error> {
    let Some(d) = work_dir else {
        return Ok(std::env::temp_dir());
    };
    std::fs::create_dir_all(d)
        .and_then(|_| std::fs::canonicalize(d))
        .map_err(|e| Error::CannotWrite(format!("--work-dir {}: {e}", d.display())))
}
