//! The stages of one failure: reproduce (the oracle 3 times on the original), reduce
//! (the engine, with the UB guard when the oracle has it), signature (the oracle's, on
//! the reduced program), culprit and versions (probes of the failing compiler),
//! fingerprint. Each stage's result is saved in the work
//! directory before the next starts, and a stage already saved is never run again; a
//! reduction cut off midway starts again from its best program so far. Every test and
//! oracle run takes a permit of the shared [`TestBudget`].

use super::campaign::Failure;
use super::record::{hash, oracle_key, Record, Reduced, Reproduction, REPRODUCE_RUNS};
use super::workdir::WorkDir;
use super::{Fingerprint, Skeleton};
use crate::oracle::config::BuildError;
use crate::oracle::{Oracle, OracleConfig, Staged, Verdict, Workspace};
use crate::reduce::{self, Events, PrepareError, ReduceOptions, Setup, Step, TestBudget};
use crate::size::Size;
use crate::toolchain::Cancel;
use creduce_passes::{default_schedule, Pass};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A stage, for progress displays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The oracle on the original, 3 times.
    Reproduce,
    /// The reduction.
    Reduce,
    /// The culprit optimization (gcc, clang).
    Culprit,
    /// The failing compiler's versions.
    Versions,
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
            Stage::Culprit => "culprit",
            Stage::Versions => "versions",
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
    /// Search the culprit optimization of gcc and clang failures.
    pub culprit: bool,
    /// Versions of the failing compiler to try (`--versions`: program names).
    pub versions: &'a [String],
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
    campaign: &Path,
    wd: &WorkDir,
    budget: &TestBudget,
    opts: &StageOptions<'_>,
) -> Result<Record, Stopped> {
    let id = failure.id.as_str();
    let scrub = Scrub::new(campaign, wd);
    let text = match &failure.error {
        Some(e) => Err(e.clone()),
        None => failure.text(),
    };
    let text = match text {
        Ok(t) => t,
        Err(e) => {
            // Nothing to resume: record the error afresh.
            wd.reset(id)?;
            let mut rec = Record::new(id, "", failure.oracle.clone(), opts.already_reduced);
            rec.labels = failure.sidecar.labels.clone();
            let e = scrub.apply(&e);
            rec.error = Some(e.clone());
            wd.log(id, &format!("error: {e}"));
            wd.write_record(&rec)?;
            return Ok(rec);
        }
    };
    let key = oracle_key(failure.oracle.as_ref());
    let same = |r: &Record| {
        r.original_hash == hash(&text)
            && r.oracle_key == key
            && r.as_given == opts.already_reduced
            && r.given_culprit == failure.sidecar.culprit
            && r.given_signature == failure.sidecar.signature
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
            r.given_culprit = failure.sidecar.culprit.clone();
            r.given_signature = failure.sidecar.signature.clone();
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
        scrub: &scrub,
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
            let e = scrub.apply(&e);
            wd.log(id, &format!("error: {e}"));
            rec.error = Some(e);
        }
    }
    wd.write_record(&rec)?;
    Ok(rec)
}

/// One reproduce run's answer.
enum RunOutcome {
    /// Interesting; with the oracle when this run built it.
    Interesting(Option<Box<Staged>>),
    /// Not interesting: why.
    NotInteresting(String),
    /// Ran past its timeout: why.
    TimedOut(String),
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
    scrub: &'a Scrub,
}

impl Run<'_> {
    fn id(&self) -> &str {
        &self.failure.id
    }

    fn cancelled(&self) -> bool {
        self.opts.cancel.cancelled()
    }

    fn workspace(&self) -> Result<Arc<Workspace>, Fail> {
        let names = self.failure.names();
        if !names.is_empty() {
            return Ok(Arc::new(Workspace::new_multi(&self.wd.tmp(), names)?));
        }
        let name = self
            .failure
            .source
            .as_ref()
            .and_then(|p| p.file_name())
            .map(|n| n.to_owned())
            .unwrap_or_else(|| "prog.c".into());
        Ok(Arc::new(Workspace::new_in(&self.wd.tmp(), name)?))
    }

    fn scrub(&self, s: &str) -> String {
        self.scrub.apply(s)
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
        if let Some(config) = &self.failure.oracle {
            let sig = rec.signature.clone();
            self.probe_stages(config, sig.as_ref(), self.text, rec)?;
        }
        self.fingerprint(rec, self.text)
    }

    /// The stages that probe the failing compiler on `text` (`sig`: the failure's
    /// signature): the culprit search (unless the sidecar names the culprit or
    /// `--no-culprit`), then the versions (`--versions`).
    fn probe_stages(
        &self,
        config: &OracleConfig,
        sig: Option<&crate::oracle::Signature>,
        text: &str,
        rec: &mut Record,
    ) -> Result<(), Fail> {
        let mut prober = StageProber {
            run: self,
            ws: self.workspace()?,
            config,
            sig,
            text,
            probes: 0,
            stopped: false,
        };
        if self.opts.culprit && rec.given_culprit.is_none() && rec.culprit_search.is_none() {
            let found = self.timed(Stage::Culprit, || {
                super::culprit::search(config, sig, &mut prober)
            });
            if prober.stopped || self.cancelled() {
                return Err(Stopped::Interrupted.into());
            }
            self.wd.log(self.id(), &format!("culprit: {}", found.how));
            rec.culprit = found.culprit.clone();
            rec.culprit_search = Some(found);
            self.wd.write_record(rec)?;
        }
        if rec.versions_asked != self.opts.versions {
            prober.probes = 0;
            let range = self.timed(Stage::Versions, || {
                super::culprit::version_range(config, sig, self.opts.versions, &mut prober)
            });
            if prober.stopped || self.cancelled() {
                return Err(Stopped::Interrupted.into());
            }
            rec.versions = match range {
                Some(Ok(r)) => Some(r),
                Some(Err(())) => return Err(Stopped::Interrupted.into()),
                None => None,
            };
            rec.versions_asked = self.opts.versions.to_vec();
            self.wd.write_record(rec)?;
        }
        Ok(())
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
            // A caller/callee pair: the diagnosis names the faulty side, part of the
            // signature (two failures of one compiler in different sides are two bugs).
            if let Some(crate::oracle::Signature::Expect { side, .. }) = &mut rec.signature {
                if side.is_none() {
                    *side = self.side(&config, &reduced);
                }
            }
            rec.signed = true;
            self.wd.write_record(rec)?;
        }
        // Probes compare with the reduced program's own signature.
        let sig = rec.signature.clone();
        self.probe_stages(&config, sig.as_ref(), &reduced, rec)?;
        self.fingerprint(rec, &reduced)
    }

    /// Bailey and Davidson's diagnosis of a two-file failure (the file with `main` is
    /// the caller) under the `expect` oracle's compiler and reference, under one slot
    /// of the budget; `None` when it names no side or cannot run.
    fn side(&self, config: &OracleConfig, text: &str) -> Option<crate::oracle::signature::Side> {
        use crate::gen::diagnose::Fault;
        use crate::oracle::signature::Side;
        let names = self.failure.names();
        if names.len() != 2 || config.oracle != crate::oracle::OracleKind::Expect {
            return None;
        }
        let parts = crate::sources::split(text, &names)?;
        let has_main = |t: &str| mentions_main(t);
        let (caller, callee) = match (has_main(&parts[0].1), has_main(&parts[1].1)) {
            (true, false) => (&parts[0].1, &parts[1].1),
            (false, true) => (&parts[1].1, &parts[0].1),
            _ => return None,
        };
        let dir = tempfile::Builder::new()
            .prefix("diagnose")
            .tempdir_in(self.wd.tmp())
            .ok()?;
        let _permit = self.budget.acquire(self.opts.cancel)?;
        let d = crate::gen::diagnose::diagnose(
            caller,
            callee,
            config.cc.first()?,
            config.reference.as_ref()?,
            config.timeouts(),
            dir.path(),
            self.opts.cancel,
        )
        .ok()?;
        match d.fault {
            Fault::Caller => Some(Side::Caller),
            Fault::Callee => Some(Side::Callee),
            Fault::Both => Some(Side::Both),
            Fault::None | Fault::Reference => None,
        }
    }

    /// The oracle `REPRODUCE_RUNS` times on the original. The first interesting run
    /// calibrates the oracle (its signature is the failure's); the oracle is returned
    /// for the reduction. A run that times out is run again alone (holding every slot
    /// of the budget), as the engine does: a timeout under load is not a verdict.
    /// Errors other than "not interesting" (a missing compiler, a bad script) are the
    /// failure's error.
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
            let mut outcome = self.reproduce_once(config, &ws, oracle.as_ref(), false)?;
            if let RunOutcome::TimedOut(_) = outcome {
                outcome = self.reproduce_once(config, &ws, oracle.as_ref(), true)?;
            }
            match outcome {
                RunOutcome::Interesting(built) => {
                    rep.interesting += 1;
                    if let Some(o) = built {
                        rep.signature = o.signature();
                        oracle = Some(*o);
                    }
                }
                RunOutcome::NotInteresting(why) | RunOutcome::TimedOut(why) => {
                    rep.note
                        .get_or_insert_with(|| format!("run {run}: {}", self.scrub(&why)));
                }
            }
            if self.cancelled() {
                return Err(Stopped::Interrupted.into());
            }
        }
        Ok((rep, oracle))
    }

    /// One run of the oracle on the original, under one slot of the budget (every slot
    /// with `alone`): calibrating a new oracle while there is none yet.
    fn reproduce_once(
        &self,
        config: &OracleConfig,
        ws: &Arc<Workspace>,
        oracle: Option<&Staged>,
        alone: bool,
    ) -> Result<RunOutcome, Fail> {
        let permit = if alone {
            self.budget.acquire_all(self.opts.cancel)
        } else {
            self.budget.acquire(self.opts.cancel)
        };
        let Some(_permit) = permit else {
            return Err(Stopped::Interrupted.into());
        };
        let Some(o) = oracle else {
            return match config.build(self.text, Arc::clone(ws), self.opts.cancel) {
                Ok(o) => Ok(RunOutcome::Interesting(Some(Box::new(o)))),
                Err(_) if self.cancelled() => Err(Stopped::Interrupted.into()),
                Err(BuildError::NotInteresting(why)) => {
                    Ok(RunOutcome::NotInteresting(one_line(&why)))
                }
                Err(BuildError::OriginalTimeout(why)) => Ok(RunOutcome::TimedOut(one_line(&why))),
                Err(BuildError::Cancelled) => Err(Stopped::Interrupted.into()),
                Err(e) => Err(Fail::Error(one_line(&e.to_string()))),
            };
        };
        let r = o
            .test_main(self.text, self.opts.cancel)
            .map_err(|e| Fail::Error(e.to_string()))?;
        let why = || one_line(&r.notes.join("; "));
        Ok(match r.verdict {
            Verdict::Interesting => RunOutcome::Interesting(None),
            Verdict::Cancelled => return Err(Stopped::Interrupted.into()),
            Verdict::Timeout => RunOutcome::TimedOut(format!("timeout ({})", why())),
            Verdict::NotInteresting => {
                RunOutcome::NotInteresting(format!("not interesting ({})", why()))
            }
        })
    }

    /// Reduce from the best program so far (the original the first time). The oracle
    /// from the reproduce stage is used when this run made one; otherwise it is built
    /// again, calibrated on the program the reduction starts from.
    fn reduce(&self, config: &OracleConfig, oracle: Option<Staged>) -> Result<Reduced, Fail> {
        let id = self.id();
        let saved = self.wd.read_text(id, "reduced.c");
        let start = saved.as_deref().unwrap_or(self.text);
        let names = self.failure.names();
        // Several files: one joined text with pinned markers, and no value probe.
        let prepared = match reduce::prepare(Setup {
            config,
            original: self.text,
            start,
            oracle,
            check_guard: saved.is_none(),
            names: &names,
            workspace: self.workspace()?,
            budget: self.budget,
            cancel: self.opts.cancel,
        }) {
            Ok(p) => p,
            Err(PrepareError::Interrupted) => return Err(Stopped::Interrupted.into()),
            Err(PrepareError::Build(e)) => return Err(Fail::Error(one_line(&e.to_string()))),
            Err(PrepareError::Guard(e)) => return Err(Fail::Error(e)),
            Err(PrepareError::OriginalFailsGuard { notes }) => {
                return Err(Fail::Error(format!(
                    "the original fails the UB guard: {}",
                    one_line(&notes.join("; "))
                )))
            }
        };
        let passes: Vec<Box<dyn Pass>> = default_schedule();
        let started = Instant::now();
        let limit = self.opts.reduce_budget;
        let outer = self.opts.cancel;
        let cancel = move || outer.cancelled() || limit.is_some_and(|l| started.elapsed() > l);
        let saver = Saver { wd: self.wd, id };
        let options = ReduceOptions {
            window: self.opts.window,
            speculate: self.opts.speculate,
            ..prepared.options(&passes, &cancel, &saver)
        };
        let red = match reduce::reduce(start, &prepared.oracle, &options, self.budget) {
            Ok(r) => r,
            Err(reduce::ReduceError::Save(e)) => return Err(Stopped::Io(e).into()),
            // No temporary directory (a full disk, too many open files): the machine's
            // problem, not the failure's; stop with what is saved, a rerun goes on.
            Err(reduce::ReduceError::Oracle(crate::oracle::OracleError::Workspace(e))) => {
                return Err(Stopped::Io(e).into())
            }
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
        let mut alone = false;
        loop {
            let permit = if alone {
                self.budget.acquire_all(self.opts.cancel)
            } else {
                self.budget.acquire(self.opts.cancel)
            };
            let Some(_permit) = permit else {
                return Err(Stopped::Interrupted.into());
            };
            let why = match config.build(text, Arc::clone(&ws), self.opts.cancel) {
                Ok(o) => return Ok(o.signature()),
                Err(_) if self.cancelled() => return Err(Stopped::Interrupted.into()),
                // A timeout under load is not a verdict: once more, alone.
                Err(BuildError::OriginalTimeout(_)) if !alone => {
                    alone = true;
                    continue;
                }
                Err(BuildError::NotInteresting(why) | BuildError::OriginalTimeout(why)) => why,
                Err(e) => return Err(Fail::Error(one_line(&e.to_string()))),
            };
            rec.signature_note = Some(format!(
                "the oracle does not find this program interesting: {}",
                self.scrub(&one_line(&why))
            ));
            return Ok(None);
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

/// Whether `text` names `main` as a function (`main(`, `main (`): the caller of a
/// caller/callee pair.
fn mentions_main(text: &str) -> bool {
    let b = text.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    text.match_indices("main")
        .any(|(i, _)| (i == 0 || !ident(b[i - 1])) && text[i + 4..].trim_start().starts_with('('))
}

/// The culprit search's probes: the oracle (UB guard off) on the reduced program with
/// the failing compiler changed, each under one slot of the budget.
struct StageProber<'a> {
    run: &'a Run<'a>,
    /// One temporary area for every probe of the search.
    ws: Arc<Workspace>,
    config: &'a OracleConfig,
    sig: Option<&'a crate::oracle::Signature>,
    text: &'a str,
    probes: u32,
    /// An interrupt stopped it (a search cut short by MAX_PROBES is not stopped).
    stopped: bool,
}

impl super::culprit::Prober for StageProber<'_> {
    fn probe(&mut self, spec: &crate::toolchain::CompilerSpec) -> super::culprit::Probe {
        use super::culprit::{failing_index, Probe, MAX_PROBES};
        if self.probes >= MAX_PROBES {
            return Probe::Stop;
        }
        let Ok(i) = failing_index(self.config, self.sig) else {
            return Probe::Stop;
        };
        let mut c = self.config.clone();
        c.cc[i] = spec.clone();
        c.ub_guard = Some(false);
        let Some(_permit) = self.run.budget.acquire(self.run.opts.cancel) else {
            self.stopped = true;
            return Probe::Stop;
        };
        self.probes += 1;
        match c.build(self.text, Arc::clone(&self.ws), self.run.opts.cancel) {
            _ if self.run.cancelled() => {
                self.stopped = true;
                Probe::Stop
            }
            Ok(o) if o.signature().as_ref() == self.sig => Probe::Fails,
            // Another failure, not interesting, a timeout, a flag the compiler refuses:
            // the failure does not show.
            _ => Probe::Passes,
        }
    }

    fn run(
        &mut self,
        spec: &crate::toolchain::CompilerSpec,
        tail: &[String],
        with_source: bool,
    ) -> Option<String> {
        let dir = self.ws.stage(self.text).ok()?;
        let src = self.ws.file_name().to_string_lossy().into_owned();
        let args: Vec<String> = if with_source {
            let tail: Vec<&str> = tail.iter().map(String::as_str).collect();
            spec.argv(&src, "culprit.o", &tail)
        } else {
            spec.args.iter().chain(tail).cloned().collect()
        };
        let mut p = crate::toolchain::ProcessSpec::new(&spec.program, dir.path())
            .args(args)
            .timeout(Duration::from_secs_f64(self.config.compile_timeout));
        p.output_cap = 16 << 20;
        let _permit = self.run.budget.acquire(self.run.opts.cancel)?;
        let out = crate::toolchain::run(&p, self.run.opts.cancel).ok()?;
        Some(format!(
            "{}\n{}",
            String::from_utf8_lossy(&out.stderr),
            String::from_utf8_lossy(&out.stdout)
        ))
    }

    fn probes(&self) -> u32 {
        self.probes
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

/// Takes what varies from run to run out of messages that go into the report: the
/// test directories' paths (random names; only the file name is kept, as
/// `<tmp>/prog.c`) and the campaign's folder (as the user spelled it, or absolute:
/// `<campaign>/NAME/prog.c`).
#[derive(Debug)]
struct Scrub {
    tmp: String,
    campaign: Vec<String>,
}

impl Scrub {
    fn new(campaign: &Path, wd: &WorkDir) -> Scrub {
        let mut roots = vec![campaign.display().to_string()];
        if let Ok(c) = campaign.canonicalize() {
            roots.insert(0, c.display().to_string());
        }
        roots.retain(|r| !r.is_empty() && r != ".");
        Scrub {
            tmp: wd.tmp().display().to_string(),
            campaign: roots,
        }
    }

    fn apply(&self, s: &str) -> String {
        let mut s = replace_paths(s, &self.tmp, true, "<tmp>");
        for root in &self.campaign {
            s = replace_paths(&s, root, false, "<campaign>");
        }
        s
    }
}

/// Replace each path that starts with `root` in `s`: by `label/FILE` (its last
/// component) with `last_only`, else by `label` and the rest of the path.
fn replace_paths(s: &str, root: &str, last_only: bool, label: &str) -> String {
    let end_of_path = |c: char| c.is_whitespace() || "'\"`:,;()[]{}<>|".contains(c);
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find(root) {
        out.push_str(&rest[..i]);
        let after = &rest[i + root.len()..];
        if !(after.is_empty() || after.starts_with('/') || after.starts_with(end_of_path)) {
            // A longer name that merely starts like the root.
            out.push_str(root);
            rest = after;
            continue;
        }
        let len = after.find(end_of_path).unwrap_or(after.len());
        let path = &after[..len];
        out.push_str(label);
        if last_only {
            if let Some(name) = path.rsplit('/').next().filter(|n| !n.is_empty()) {
                out.push('/');
                out.push_str(name);
            }
        } else {
            out.push_str(path);
        }
        rest = &after[len..];
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
    use super::replace_paths;

    #[test]
    fn paths_that_vary_are_scrubbed() {
        assert_eq!(
            replace_paths(
                "error in /w/tmp/.tmpAb12/t9x/prog.c:3: x; /w/tmp/.tmpZ y",
                "/w/tmp",
                true,
                "<tmp>"
            ),
            "error in <tmp>/prog.c:3: x; <tmp>/.tmpZ y"
        );
        assert_eq!(
            replace_paths(
                "cannot read /c/camp/a/prog.c: gone",
                "/c/camp",
                false,
                "<campaign>"
            ),
            "cannot read <campaign>/a/prog.c: gone"
        );
        assert_eq!(
            replace_paths("/c/campaign2/x", "/c/camp", false, "<campaign>"),
            "/c/campaign2/x"
        );
        assert_eq!(replace_paths("nothing", "/w/tmp", true, "<tmp>"), "nothing");
    }
}
