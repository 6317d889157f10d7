//! The stages of one failure: reproduce (the oracle 3 times on the original), reduce
//! (the engine, with the UB guard when the oracle has it), signature (the oracle's, on
//! the reduced program), fingerprint. Each stage's result is saved in the work
//! directory before the next starts, and a stage already saved is never run again; a
//! reduction cut off midway starts again from its best program so far. Every test and
//! oracle run takes a permit of the shared [`TestBudget`].

use super::campaign::Failure;
use super::record::{hash, Record, Reduced, Reproduction, Size, REPRODUCE_RUNS};
use super::workdir::WorkDir;
use super::{Fingerprint, Skeleton};
use crate::files;
use crate::oracle::config::BuildError;
use crate::oracle::probe::{ValueProbe, ValueSource};
use crate::oracle::{Oracle, OracleConfig, Staged, Verdict, Workspace};
use crate::reduce::{self, Events, ReduceOptions, Step, TestBudget};
use crate::toolchain::Cancel;
use creduce_passes::{default_schedule, Pass};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A stage, for progress displays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The oracle on the original, 3 times.
    Reproduce,
    /// The reduction.
    Reduce,
    /// The oracle's signature on the reduced program.
    Signature,
    /// Skeleton and fingerprint.
    Fingerprint,
}

impl Stage {
    /// Its name.
    pub fn name(self) -> &'static str {
        match self {
            Stage::Reproduce => "reproduce",
            Stage::Reduce => "reduce",
            Stage::Signature => "signature",
            Stage::Fingerprint => "fingerprint",
        }
    }
}

/// What the caller hears while a triage runs. The library never prints.
pub trait TriageEvents: Sync {
    /// A failure enters a stage.
    fn stage(&self, _id: &str, _stage: Stage) {}
    /// A failure is done for this run (finished, or stopped by an interrupt).
    fn finished(&self, _record: &Record) {}
}

/// Hear nothing.
#[derive(Debug, Default, Clone, Copy)]
pub struct NoTriageEvents;
impl TriageEvents for NoTriageEvents {}

/// How failures are processed.
pub struct StageOptions<'a> {
    /// Skip reproduce and reduce: take the programs as they are.
    pub already_reduced: bool,
    /// Wall-time limit of one reduction (the best so far is kept when it runs out).
    pub reduce_budget: Option<Duration>,
    /// The engine's window (see `reduce --window`).
    pub window: usize,
    /// Test ahead of need on idle slots.
    pub speculate: bool,
    /// Stop (keeping what is saved) once this says so.
    pub cancel: &'a dyn Cancel,
    /// Progress.
    pub events: &'a dyn TriageEvents,
}

impl std::fmt::Debug for StageOptions<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StageOptions")
            .field("already_reduced", &self.already_reduced)
            .field("reduce_budget", &self.reduce_budget)
            .field("window", &self.window)
            .finish_non_exhaustive()
    }
}

/// Why processing a failure stopped early.
#[derive(Debug, thiserror::Error)]
pub enum Stopped {
    /// An interrupt: what was saved stays, the next run goes on from there.
    #[error("interrupted")]
    Interrupted,
    /// The work directory cannot be written: nothing else can be saved either.
    #[error("cannot write the work directory: {0}")]
    Io(#[from] std::io::Error),
}

/// Bring one failure as far as it goes: every stage not yet saved.
pub fn process(
    failure: &Failure,
    wd: &WorkDir,
    budget: &TestBudget,
    opts: &StageOptions<'_>,
) -> Result<Record, Stopped> {
    let id = failure.id.as_str();
    let text = match (&failure.source, &failure.error) {
        (_, Some(e)) => Err(e.clone()),
        (None, None) => Err("no C file".to_string()),
        (Some(path), None) => files::read_source(path).map_err(|e| e.to_string()),
    };
    let text = match text {
        Ok(t) => t,
        Err(e) => {
            // Nothing to resume: record the error afresh.
            wd.reset(id)?;
            let mut rec = Record::new(id, "", failure.oracle.clone(), opts.already_reduced);
            rec.labels = failure.sidecar.labels.clone();
            rec.error = Some(e.clone());
            wd.log(id, &format!("error: {e}"));
            wd.write_record(&rec)?;
            return Ok(rec);
        }
    };
    let same = |r: &Record| {
        r.original_hash == hash(&text)
            && r.oracle == failure.oracle
            && r.as_given == opts.already_reduced
            && r.culprit == failure.sidecar.culprit
    };
    let mut rec = match wd.read_record(id) {
        Some(r) if same(&r) => r,
        old => {
            wd.reset(id)?;
            if old.is_some() {
                wd.log(
                    id,
                    "the original, its oracle, its culprit or the mode changed: starting over",
                );
            }
            let mut r = Record::new(id, &text, failure.oracle.clone(), opts.already_reduced);
            r.culprit = failure.sidecar.culprit.clone();
            wd.write_text(id, "original.c", &text)?;
            r
        }
    };
    rec.labels = failure.sidecar.labels.clone();
    if rec.finished() {
        return Ok(rec);
    }
    let run = Run {
        failure,
        wd,
        budget,
        opts,
        text: &text,
    };
    let result = if opts.already_reduced {
        run.as_given(&mut rec)
    } else {
        run.stages(&mut rec)
    };
    match result {
        Ok(()) => {}
        Err(Fail::Stopped(s)) => return Err(s),
        Err(Fail::Error(e)) => {
            wd.log(id, &format!("error: {e}"));
            rec.error = Some(e);
        }
    }
    wd.write_record(&rec)?;
    Ok(rec)
}

/// A stage's failure: stop the run, or record an error for this failure only.
enum Fail {
    Stopped(Stopped),
    Error(String),
}

impl From<Stopped> for Fail {
    fn from(s: Stopped) -> Fail {
        Fail::Stopped(s)
    }
}

impl From<std::io::Error> for Fail {
    fn from(e: std::io::Error) -> Fail {
        Fail::Stopped(Stopped::Io(e))
    }
}

struct Run<'a> {
    failure: &'a Failure,
    wd: &'a WorkDir,
    budget: &'a TestBudget,
    opts: &'a StageOptions<'a>,
    text: &'a str,
}

impl Run<'_> {
    fn id(&self) -> &str {
        &self.failure.id
    }

    fn cancelled(&self) -> bool {
        self.opts.cancel.cancelled()
    }

    fn workspace(&self) -> Result<Arc<Workspace>, Fail> {
        let name = self
            .failure
            .source
            .as_ref()
            .and_then(|p| p.file_name())
            .map(|n| n.to_owned())
            .unwrap_or_else(|| "prog.c".into());
        Ok(Arc::new(Workspace::new_in(&self.wd.tmp(), name)?))
    }

    /// `s` without the test directories' paths (random names), so what goes into the
    /// report does not change from run to run.
    fn scrub(&self, s: &str) -> String {
        scrub_dir(s, &self.wd.tmp().display().to_string())
    }

    fn timed<T>(&self, stage: Stage, f: impl FnOnce() -> T) -> T {
        self.opts.events.stage(self.id(), stage);
        self.wd.log(self.id(), &format!("{}: start", stage.name()));
        let t = Instant::now();
        let r = f();
        let s = t.elapsed().as_secs_f64();
        self.wd.add_time(self.id(), stage.name(), s, 0);
        self.wd
            .log(self.id(), &format!("{}: end after {s:.1} s", stage.name()));
        r
    }

    /// `--already-reduced`: the sidecar's signature, else the oracle's on the program
    /// as it is (when there is an oracle), then the fingerprint.
    fn as_given(&self, rec: &mut Record) -> Result<(), Fail> {
        if !rec.signed {
            let sig = match (&self.failure.sidecar.signature, &self.failure.oracle) {
                (Some(s), _) => Some(s.clone()),
                (None, Some(config)) => {
                    self.timed(Stage::Signature, || self.sign(config, self.text, rec))?
                }
                (None, None) => None,
            };
            rec.signature = sig;
            rec.signed = true;
            self.wd.write_record(rec)?;
        }
        self.fingerprint(rec, self.text)
    }

    fn stages(&self, rec: &mut Record) -> Result<(), Fail> {
        let Some(config) = self.failure.oracle.clone() else {
            return Err(Fail::Error(
                "no oracle: give one on the command line, in campaign.json or in the sidecar"
                    .into(),
            ));
        };
        let mut oracle = None;
        if rec.reproduce.is_none() {
            let (rep, o) = self.timed(Stage::Reproduce, || self.reproduce(&config))?;
            if let Some(n) = &rep.note {
                self.wd.log(self.id(), &format!("reproduce: {n}"));
            }
            rec.reproduce = Some(rep);
            oracle = o;
            self.wd.write_record(rec)?;
        }
        if rec.status() != super::record::Status::Pending {
            return Ok(()); // flaky or not reproducible: reported, not reduced
        }
        if rec.reduce.is_none() {
            let reduced = self.timed(Stage::Reduce, || self.reduce(&config, oracle.take()))?;
            rec.reduce = Some(reduced);
            self.wd.write_record(rec)?;
        }
        let reduced = self
            .wd
            .read_text(self.id(), "reduced.c")
            .unwrap_or_else(|| self.text.to_string());
        if !rec.signed {
            let sig = self.timed(Stage::Signature, || self.sign(&config, &reduced, rec))?;
            let original = rec.reproduce.as_ref().and_then(|r| r.signature.clone());
            rec.signature = match sig {
                Some(s) => {
                    if Some(&s) != original.as_ref() {
                        rec.signature_note = Some(format!(
                            "the reduced program shows another signature than the original ({})",
                            original.map_or_else(|| "none".into(), |o| o.to_string())
                        ));
                    }
                    Some(s)
                }
                None => original,
            };
            rec.signed = true;
            self.wd.write_record(rec)?;
        }
        self.fingerprint(rec, &reduced)
    }

    /// The oracle `REPRODUCE_RUNS` times on the original. The first interesting run
    /// calibrates the oracle (its signature is the failure's); the oracle is returned
    /// for the reduction. Errors other than "not interesting" or a timeout (a missing
    /// compiler, a bad script) are the failure's error.
    fn reproduce(&self, config: &OracleConfig) -> Result<(Reproduction, Option<Staged>), Fail> {
        let mut oracle: Option<Staged> = None;
        let mut rep = Reproduction {
            runs: REPRODUCE_RUNS,
            interesting: 0,
            signature: None,
            note: None,
        };
        let ws = self.workspace()?;
        for run in 1..=REPRODUCE_RUNS {
            let Some(_permit) = self.budget.acquire(self.opts.cancel) else {
                return Err(Stopped::Interrupted.into());
            };
            match &oracle {
                None => match config.build(self.text, Arc::clone(&ws), self.opts.cancel) {
                    Ok(o) => {
                        rep.interesting += 1;
                        rep.signature = o.signature();
                        oracle = Some(o);
                    }
                    Err(BuildError::NotInteresting(why) | BuildError::OriginalTimeout(why)) => {
                        rep.note.get_or_insert_with(|| {
                            format!("run {run}: {}", self.scrub(&one_line(&why)))
                        });
                    }
                    Err(_) if self.cancelled() => return Err(Stopped::Interrupted.into()),
                    Err(BuildError::Cancelled) => return Err(Stopped::Interrupted.into()),
                    Err(e) => return Err(Fail::Error(one_line(&e.to_string()))),
                },
                Some(o) => {
                    let r = o
                        .test_main(self.text, self.opts.cancel)
                        .map_err(|e| Fail::Error(e.to_string()))?;
                    match r.verdict {
                        Verdict::Interesting => rep.interesting += 1,
                        Verdict::Cancelled => return Err(Stopped::Interrupted.into()),
                        v => {
                            rep.note.get_or_insert_with(|| {
                                let why = self.scrub(&one_line(&r.notes.join("; ")));
                                format!("run {run}: {v:?} ({why})")
                            });
                        }
                    }
                }
            }
            if self.cancelled() {
                return Err(Stopped::Interrupted.into());
            }
        }
        Ok((rep, oracle))
    }

    /// Reduce from the best program so far (the original the first time). The oracle
    /// from the reproduce stage is used when this run made one; otherwise it is built
    /// again, calibrated on the program the reduction starts from.
    fn reduce(&self, config: &OracleConfig, oracle: Option<Staged>) -> Result<Reduced, Fail> {
        let id = self.id();
        let saved = self.wd.read_text(id, "reduced.c");
        let start = saved.as_deref().unwrap_or(self.text);
        let ws = self.workspace()?;
        let mut oracle = match oracle {
            Some(o) => o,
            None => {
                let Some(_permit) = self.budget.acquire(self.opts.cancel) else {
                    return Err(Stopped::Interrupted.into());
                };
                match config.build(start, Arc::clone(&ws), self.opts.cancel) {
                    Ok(o) => o,
                    Err(_) if self.cancelled() => return Err(Stopped::Interrupted.into()),
                    Err(e) => return Err(Fail::Error(one_line(&e.to_string()))),
                }
            }
        };
        // The UB guard tolerates the original's own invalid warnings, and the original
        // must pass it (else no reduction of it can).
        oracle
            .tolerate_original(self.text, self.opts.cancel)
            .map_err(|e| Fail::Error(e.to_string()))?;
        if saved.is_none() {
            if let Some(report) = oracle
                .guard_report(self.text, self.opts.cancel)
                .map_err(|e| Fail::Error(e.to_string()))?
            {
                match report.verdict {
                    Verdict::Interesting => {}
                    Verdict::Cancelled => return Err(Stopped::Interrupted.into()),
                    _ => {
                        return Err(Fail::Error(format!(
                            "the original fails the UB guard: {}",
                            one_line(&report.notes.join("; "))
                        )))
                    }
                }
            }
        }
        let passes: Vec<Box<dyn Pass>> = default_schedule();
        let probe = ValueProbe::new(
            Arc::clone(&ws),
            Duration::from_secs_f64(config.compile_timeout),
            Duration::from_secs_f64(config.run_timeout),
        );
        let started = Instant::now();
        let limit = self.opts.reduce_budget;
        let outer = self.opts.cancel;
        let cancel = move || outer.cancelled() || limit.is_some_and(|l| started.elapsed() > l);
        let saver = Saver { wd: self.wd, id };
        let options = ReduceOptions {
            passes: &passes,
            probe: probe.as_ref().map(|p| p as &dyn ValueSource),
            cache: true,
            parse_check: true,
            hazard_check: true,
            window: self.opts.window,
            speculate: self.opts.speculate,
            cancel: &cancel,
            events: &saver,
        };
        let red = match reduce::reduce(start, &oracle, &options, self.budget) {
            Ok(r) => r,
            Err(reduce::ReduceError::Save(e)) => return Err(Stopped::Io(e).into()),
            Err(e) => return Err(Fail::Error(e.to_string())),
        };
        self.wd.add_time(id, "reduce-tests", 0.0, red.stats.tests);
        if self.cancelled() {
            return Err(Stopped::Interrupted.into());
        }
        self.wd.write_text(id, "reduced.c", &red.text)?;
        Ok(Reduced {
            complete: !red.stats.interrupted,
            size: Size::of(&red.text),
        })
    }

    /// The oracle's signature on `text` (the UB guard adds nothing to a signature).
    /// `None` when the oracle does not find `text` interesting (noted in the record).
    fn sign(
        &self,
        config: &OracleConfig,
        text: &str,
        rec: &mut Record,
    ) -> Result<Option<crate::oracle::Signature>, Fail> {
        let mut config = config.clone();
        config.ub_guard = Some(false);
        let ws = self.workspace()?;
        let Some(_permit) = self.budget.acquire(self.opts.cancel) else {
            return Err(Stopped::Interrupted.into());
        };
        match config.build(text, ws, self.opts.cancel) {
            Ok(o) => Ok(o.signature()),
            Err(_) if self.cancelled() => Err(Stopped::Interrupted.into()),
            Err(BuildError::NotInteresting(why) | BuildError::OriginalTimeout(why)) => {
                rec.signature_note = Some(format!(
                    "the oracle does not find this program interesting: {}",
                    self.scrub(&one_line(&why))
                ));
                Ok(None)
            }
            Err(e) => Err(Fail::Error(one_line(&e.to_string()))),
        }
    }

    fn fingerprint(&self, rec: &mut Record, text: &str) -> Result<(), Fail> {
        let fp = self.timed(Stage::Fingerprint, || {
            Fingerprint::new(
                rec.signature.as_ref(),
                rec.culprit.as_deref(),
                &Skeleton::of(text),
            )
        });
        rec.fingerprint = Some(fp);
        rec.reduced_hash = Some(hash(text));
        self.wd.write_record(rec)?;
        Ok(())
    }
}

/// Saves every improvement of a reduction as `reduced.c`, atomically.
struct Saver<'a> {
    wd: &'a WorkDir,
    id: &'a str,
}

impl Events for Saver<'_> {
    fn improved(&self, step: &Step<'_>) -> std::io::Result<()> {
        self.wd.write_text(self.id, "reduced.c", step.after)
    }
}

/// `s` with every `ROOT/NAME` replaced by `<tmp>` (NAME: a random directory name).
fn scrub_dir(s: &str, root: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find(root) {
        out.push_str(&rest[..i]);
        out.push_str("<tmp>");
        let after = &rest[i + root.len()..];
        rest = match after.strip_prefix('/') {
            Some(a) => {
                &a[a.find(|c: char| c == '/' || c.is_whitespace())
                    .unwrap_or(a.len())..]
            }
            None => after,
        };
    }
    out.push_str(rest);
    out
}

/// The first line of a message, trimmed to 300 characters.
fn one_line(s: &str) -> String {
    let line = s
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" | ");
    if line.chars().count() > 300 {
        let cut: String = line.chars().take(300).collect();
        format!("{cut}...")
    } else {
        line
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn test_directories_are_scrubbed() {
        assert_eq!(
            super::scrub_dir(
                "error in /w/tmp/.tmpAb12/prog.c: x; /w/tmp/.tmpZ y",
                "/w/tmp"
            ),
            "error in <tmp>/prog.c: x; <tmp> y"
        );
        assert_eq!(super::scrub_dir("nothing", "/w/tmp"), "nothing");
    }
}
