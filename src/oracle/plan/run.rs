//! The runner: a plan's steps on a candidate, in a private directory, stopping at the
//! first requirement that fails. Calibration uses the same [`observe`] to learn what a
//! plan will require.

use super::{Action, Build, Compile, Observed, Plan, Require, Step};
use crate::oracle::behaviour::Behaviour;
use crate::oracle::readings::{
    beyond, check_failure, invalid_warnings, is_sanitizer_report, VALGRIND_ERROR_EXIT,
};
use crate::oracle::signature::{compile_failure, Dissent};
use crate::oracle::site;
use crate::oracle::{OracleError, Report, Verdict, Workspace};
use crate::toolchain::clang_server;
use crate::toolchain::{self, Control, Exit, Output, ProcessSpec};
use std::path::Path;
use std::time::Instant;

/// Run `plan` on `candidate`: interesting when every step shows what it must.
pub fn check(
    plan: &Plan,
    workspace: &Workspace,
    candidate: &str,
    cancel: &dyn Control,
) -> Result<Report, OracleError> {
    let start = Instant::now();
    let dir = workspace.stage(candidate).map_err(OracleError::Workspace)?;
    let src = dir.src().to_string();
    let mut seen: Vec<Observed> = Vec::new();
    let mut notes = Vec::new();
    let mut verdict = Verdict::Interesting;
    for step in &plan.steps {
        if cancel.cancelled() {
            verdict = Verdict::Cancelled;
            break;
        }
        let obs = observe(&step.action, dir.path(), &src, cancel)?;
        if obs.cancelled() || cancel.cancelled() {
            verdict = Verdict::Cancelled;
            break;
        }
        let (holds, said) = judge(step, &obs, &seen);
        notes.extend(said.into_iter().map(|n| format!("{}{n}", plan.prefix)));
        if !holds {
            verdict = Verdict::NotInteresting;
            break;
        }
        seen.push(obs);
    }
    let mut r = Report::new(verdict, plan.stage, start.elapsed());
    r.notes = notes;
    Ok(r)
}

/// Do `action` in `dir`, where the candidate is `src`. Errors only when a process
/// cannot be started at all.
pub fn observe(
    action: &Action,
    dir: &Path,
    src: &str,
    cancel: &dyn Control,
) -> Result<Observed, OracleError> {
    match action {
        Action::Compile(c) => compile(c, dir, src, cancel),
        Action::Build(b) => build(b, dir, src, cancel),
    }
}

/// [`observe`] in a directory of its own holding `text`.
pub fn observe_text(
    action: &Action,
    workspace: &Workspace,
    text: &str,
    cancel: &dyn Control,
) -> Result<Observed, OracleError> {
    let dir = workspace.stage(text).map_err(OracleError::Workspace)?;
    let src = dir.src().to_string();
    observe(action, dir.path(), &src, cancel)
}

fn compile(
    c: &Compile,
    dir: &Path,
    src: &str,
    cancel: &dyn Control,
) -> Result<Observed, OracleError> {
    if c.served && c.site.is_none() {
        if let Some(output) = clang_server::compile(&c.cc, dir, src, c.tail, c.timeout, cancel) {
            let failure = compile_failure(&output);
            return Ok(Observed::Compiled { output, failure });
        }
    }
    let records = dir.join("site.txt");
    let mut env = Vec::new();
    if let Some(s) = c.site {
        env.push(("LD_PRELOAD".into(), s.library.as_os_str().to_owned()));
        env.push((site::SITE_FILE_ENV.into(), records.as_os_str().to_owned()));
        if !s.reporters.is_empty() {
            env.push((site::REPORTERS_ENV.into(), s.reporters.into()));
        }
    }
    let output =
        c.cc.compile_env(dir, src, &c.out, c.tail, c.timeout, &env, cancel)
            .map_err(OracleError::spawn(&c.cc.program))?;
    let mut failure = compile_failure(&output);
    if let Some(s) = c.site {
        let text = std::fs::read_to_string(&records).unwrap_or_default();
        failure = failure.map(|f| site::with_site(f, site::parse(&text), s.messages));
    }
    Ok(Observed::Compiled { output, failure })
}

fn build(b: &Build, dir: &Path, src: &str, cancel: &dyn Control) -> Result<Observed, OracleError> {
    let compile =
        b.cc.compile(dir, src, &b.exe, b.tail, b.compile_timeout, cancel)
            .map_err(OracleError::spawn(&b.cc.program))?;
    let stopped = |behaviour| Observed::Built {
        behaviour,
        compile: compile.clone(),
        run: None,
    };
    if compile.exit == Exit::Cancelled {
        return Ok(stopped(Behaviour::Cancelled));
    }
    if let Some(f) = compile_failure(&compile) {
        return Ok(stopped(Behaviour::CompileFailure(f)));
    }
    let exe = format!("./{}", b.exe);
    let spec = match b.under.split_first() {
        Some((program, args)) => ProcessSpec::new(program, dir).args(args.iter().chain([&exe])),
        None => ProcessSpec::new(&exe, dir),
    }
    .timeout(b.run_timeout)
    .fixed_env();
    let program = b.under.first().cloned().unwrap_or(exe);
    let run = toolchain::run(&spec, cancel).map_err(OracleError::spawn(&program))?;
    Ok(Observed::Built {
        behaviour: Behaviour::of_run(&run),
        compile,
        run: Some(run),
    })
}

/// The first line of a compiler's complaint: its first line naming an error, else its
/// first line.
fn first_line(o: &Output) -> String {
    let e = String::from_utf8_lossy(&o.stderr);
    e.lines()
        .find(|l| l.contains("error"))
        .or_else(|| e.lines().next())
        .unwrap_or("")
        .trim()
        .to_string()
}

/// Whether a self-checking build that behaved as `b` meets `require`: passes its checks
/// ([`Require::PassesChecks`]), or fails them as expected ([`Require::FailsChecks`]);
/// false for any other requirement. [`judge`]'s verdict, for a reader of a build run
/// elsewhere (a bug report).
pub fn checks(require: &Require, b: &Behaviour) -> bool {
    match require {
        Require::PassesChecks => check_failure(b).is_none(),
        Require::FailsChecks(expected) => check_failure(b).as_ref() == Some(expected),
        _ => false,
    }
}

/// Whether a minority build that behaved as `b` dissents from the majority's
/// `majority` as `want` says: [`judge`]'s verdict of [`Require::Dissents`], for a reader
/// of builds run elsewhere (a bug report).
pub fn dissents(b: &Behaviour, majority: &Behaviour, want: &Dissent) -> bool {
    b.dissent_from(majority, &want.compiler).as_ref() == Some(want)
}

/// Whether `obs` shows what `step` requires, and the notes that say so; `seen` holds
/// the earlier steps' observations.
pub fn judge(step: &Step, obs: &Observed, seen: &[Observed]) -> (bool, Vec<String>) {
    let name = &step.name;
    let mut notes = Vec::new();
    let holds = match (&step.require, obs) {
        (Require::Accepts, Observed::Compiled { output, .. }) => {
            let ok = output.exit == Exit::Code(0);
            notes.push(if ok {
                format!("{name} accepts it")
            } else {
                format!("{name}: {} ({})", output.exit, output.tail(3))
            });
            ok
        }
        (Require::Clean { tolerated }, Observed::Compiled { output, .. }) => {
            let why = if output.exit != Exit::Code(0) {
                Some(format!(
                    "{name} rejects it ({}): {}",
                    output.exit,
                    first_line(output)
                ))
            } else {
                let e = String::from_utf8_lossy(&output.stderr);
                beyond(&invalid_warnings(&e), tolerated)
                    .first()
                    .map(|w| format!("{name}: new diagnostic: {w}"))
            };
            let ok = why.is_none();
            notes.push(why.unwrap_or_else(|| format!("{name} clean")));
            ok
        }
        (Require::FailsAs(expected), Observed::Compiled { output, failure }) => {
            notes.push(match failure {
                Some(f) => format!("{name}: {} with signature: {f}", output.exit),
                None => format!("{name} compiles it without failing"),
            });
            let ok = failure.as_ref() == Some(expected);
            if !ok {
                notes.push(format!("expected signature: {expected}"));
            }
            ok
        }
        (Require::PassesChecks, Observed::Built { behaviour, .. }) => {
            notes.push(format!("{name}: {}", behaviour.describe()));
            if let Some(f) = check_failure(behaviour) {
                notes.push(format!("{name} fails its own checks ({f})"));
            }
            checks(&step.require, behaviour)
        }
        (Require::FailsChecks(expected), Observed::Built { behaviour, .. }) => {
            notes.push(format!("{name}: {}", behaviour.describe()));
            notes.push(match check_failure(behaviour) {
                Some(f) => format!("{name} fails its checks: {f}"),
                None => format!("{name} passes its checks"),
            });
            let ok = checks(&step.require, behaviour);
            if !ok {
                notes.push(format!("expected failure: {expected}"));
            }
            ok
        }
        (Require::Runs | Require::SameAs(_), Observed::Built { behaviour, .. }) => {
            notes.push(format!("{name} (majority): {}", behaviour.describe()));
            let ok = match &step.require {
                Require::SameAs(n) => {
                    seen.get(*n).map(Observed::behaviour).as_ref() == Some(behaviour)
                }
                _ => matches!(behaviour, Behaviour::Ran { .. }),
            };
            if !ok {
                notes.push("the majority no longer agrees on a successful run".into());
            }
            ok
        }
        (Require::Dissents { from, want }, Observed::Built { behaviour, .. }) => {
            notes.push(format!(
                "{name} (minority, expected {}): {}",
                want.what(),
                behaviour.describe()
            ));
            let majority = seen.get(*from).map(Observed::behaviour);
            majority.is_some_and(|m| dissents(behaviour, &m, want))
        }
        (
            Require::RunsClean,
            Observed::Built {
                behaviour,
                compile,
                run,
            },
        ) => {
            let run_limit = match &step.action {
                Action::Build(b) => b.run_timeout,
                Action::Compile(c) => c.timeout,
            };
            let valgrind = matches!(&step.action, Action::Build(b) if !b.under.is_empty());
            let err = run
                .as_ref()
                .map(|r| String::from_utf8_lossy(&r.stderr).into_owned())
                .unwrap_or_default();
            let why = match behaviour {
                Behaviour::CompileFailure(_) => Some(format!(
                    "{name} build fails ({}): {}",
                    compile.exit,
                    first_line(compile)
                )),
                _ if err.lines().any(is_sanitizer_report) => {
                    let l = err.lines().find(|l| is_sanitizer_report(l)).unwrap_or("");
                    Some(format!("{name}: {}", l.trim()))
                }
                Behaviour::Ran { code, .. } if valgrind && *code == VALGRIND_ERROR_EXIT => {
                    let l = err.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
                    Some(format!("{name}: {}", l.trim()))
                }
                Behaviour::RunCrash(s) => Some(format!("{name} build killed by signal {s}")),
                Behaviour::RunTimeout => Some(format!(
                    "{name} build ran past {:.0} s",
                    run_limit.as_secs_f64()
                )),
                Behaviour::Ran { .. } | Behaviour::Cancelled => None,
            };
            let ok = why.is_none();
            notes.push(why.unwrap_or_else(|| format!("{name} clean")));
            ok
        }
        (r, _) => {
            notes.push(format!("{name}: {r:?} does not apply to this step"));
            false
        }
    };
    (holds, notes)
}
