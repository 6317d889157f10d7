//! The stages of one failure: reproduce (the oracle 3 times on the original), reduce
//! (the engine, with the UB guard when the oracle has it), signature (the oracle's, on
//! the reduced program), culprit and versions (probes of the failing compiler),
//! fingerprint. Each stage's result is saved in the work directory before the next
//! starts, with a hash of what the stage read; a stage runs again only when that
//! changes (an option, or an earlier stage's result), and a reduction cut off midway
//! starts again from its best program so far. Every test and oracle run takes a permit
//! of the shared [`TestBudget`].

use crate::oracle::config::BuildError;
use crate::oracle::{BuildOracle, Guarded, Oracle, OracleConfig, Verdict, Workspace};
use crate::reduce::{self, Events, PrepareError, ReduceOptions, Setup, Step, Stop, TestBudget};
use crate::size::Size;
use crate::toolchain::Control;
use crate::triage::failure::campaign::Failure;
use crate::triage::failure::culprit_prober::StageProber;
use crate::triage::failure::known_programs::{self, KnownPrograms, Meeting};
use crate::triage::failure::record::{
    hash, oracle_key, Record, Reduced, Reproduction, Stage, REPRODUCE_RUNS,
};
use crate::triage::failure::scrub::Scrub;
use crate::triage::failure::shrink;
use crate::triage::failure::workdir::WorkDir;
use crate::triage::similarity::fingerprint::Fingerprint;
use crate::triage::similarity::skeleton::Skeleton;
use creduce_passes::{default_schedule_for, Pass};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

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

/// The failures whose original's culprit is searched, by id, each with the search (of
/// another failure on the same program) whose sets it checks first, if any.
pub type OriginalCulprits = std::sync::RwLock<
    std::collections::BTreeMap<String, Option<crate::triage::failure::culprit::CulpritSearch>>,
>;

/// How failures are processed.
pub struct StageOptions<'a> {
    /// Skip reproduce and reduce: take the programs as they are.
    pub already_reduced: bool,
    /// Reduce every failure, none attached to its group's representatives
    /// (see [`crate::triage::attach`]).
    pub reduce_all: bool,
    /// The share of a group's attached members audited beyond its largest (none: no
    /// audit; see [`crate::triage::attach::audit_sample`]).
    pub audit: Option<f64>,
    /// Wall-time limit of one reduction (the best so far is kept when it runs out).
    pub reduce_budget: Option<Duration>,
    /// The engine's window (see `reduce --window`).
    pub window: usize,
    /// The local exhaustive search's budget (see `reduce --exhaustive-tests`).
    pub exhaustive_tests: u64,
    /// Test ahead of need on idle slots.
    pub speculate: bool,
    /// Search the culprit optimization of gcc and clang failures.
    pub culprit: bool,
    /// Versions of the failing compiler to try (`--versions`: program names).
    pub versions: &'a [String],
    /// Oracle runs of a mutation profile (0: none; see [`crate::triage::failure::profile`]).
    pub profile_budget: u32,
    /// What builds the oracles ([`crate::oracle::FromConfig`] but in tests).
    pub oracles: &'a dyn BuildOracle,
    /// Programs reduced before: a reduction that reaches one stops there (none:
    /// every reduction runs to its end).
    pub known_programs: Option<&'a KnownPrograms>,
    /// The failures whose original's culprit is searched before any reduction, to
    /// group on, each with the search whose sets it checks first (filled by the batch
    /// once every failure is reproduced; none: no failure's).
    pub original_culprits: Option<&'a OriginalCulprits>,
    /// Answers to culprit probes asked before, shared by the run's failures (none: every
    /// probe runs).
    pub probe_cache: Option<&'a crate::triage::failure::probe_cache::ProbeCache>,
    /// Stop (keeping what is saved) once this says so.
    pub cancel: &'a dyn Control,
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

/// A stage's error. `Interrupted` and `Io` stop the whole run (what is saved stays, the
/// next run goes on from there); `Failure` is this failure's own error, recorded in its
/// record while the campaign goes on, so [`process`] never returns it.
#[derive(Debug, thiserror::Error)]
pub enum StageError {
    /// An interrupt.
    #[error("interrupted")]
    Interrupted,
    /// The work directory cannot be written: nothing else can be saved either.
    #[error("cannot write the work directory: {0}")]
    Io(#[from] std::io::Error),
    /// The failure's own error (a missing compiler, a bad script, no oracle).
    #[error("{0}")]
    Failure(String),
    /// The known-bug database cannot be updated (at the end of a run).
    #[error(transparent)]
    Known(#[from] crate::triage::known_bugs::db::BugsError),
}

/// What the stages of one run hand on to each other.
#[derive(Default)]
struct Ctx {
    /// The oracle the reproduce stage built, for the reduction.
    oracle: Option<Guarded>,
}

/// One entry of a table of stages: what it reads, and how to run it. The driver
/// ([`Run::run_table`]) runs a stage exactly when the hash of what it reads differs from
/// the one the record keeps for it (it never ran, or an input changed since), saves
/// the hash with the record after it ran, and skips a stage that does not apply; a new
/// stage is one entry.
struct StageDef {
    stage: Stage,
    /// What it reads, in words (the original, the oracle, an earlier stage's result,
    /// an option): `None` when it does not apply.
    inputs: fn(&Run<'_>, &Record) -> Option<String>,
    /// Run it, filling the record.
    run: fn(&Run<'_>, &mut Ctx, &mut Record) -> Result<(), StageError>,
}

/// A value in the words of a stage's inputs.
fn said<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

/// A culprit search's seed in the words of a stage's inputs (empty without one): what
/// of it decides what the search finds.
fn seed_said(seed: Option<&crate::triage::failure::culprit::CulpritSearch>) -> String {
    seed.map(|s| {
        format!(
            "; from {}",
            said(&(&s.compiler, &s.level, &s.sets, s.gave_up))
        )
    })
    .unwrap_or_default()
}

impl StageDef {
    const CULPRIT: StageDef = StageDef {
        stage: Stage::Culprit,
        inputs: |run, rec| {
            (run.opts.culprit && run.failure.oracle.is_some() && rec.given_culprit.is_none()).then(
                || {
                    // The seed (when there is one) decides what it finds.
                    let seed = seed_said(run.culprit_seed(rec));
                    format!(
                        "{}; search {}{seed}",
                        run.after_signature(rec),
                        crate::triage::failure::culprit::SEARCH
                    )
                },
            )
        },
        run: |r, c, rec| r.culprit_stage(c, rec),
    };
    const VERSIONS: StageDef = StageDef {
        stage: Stage::Versions,
        inputs: |run, rec| {
            // Without `--versions` the stage does not apply: an earlier answer is kept.
            (run.failure.oracle.is_some() && !run.opts.versions.is_empty()).then(|| {
                format!(
                    "{}; versions {}",
                    run.after_signature(rec),
                    said(&run.opts.versions)
                )
            })
        },
        run: |r, c, rec| r.versions_stage(c, rec),
    };
    const PROFILE: StageDef = StageDef {
        stage: Stage::Profile,
        inputs: |run, rec| {
            let specific = rec
                .signature
                .as_ref()
                .is_some_and(|s| s.clustering_key().is_specific());
            (run.opts.profile_budget > 0 && run.failure.oracle.is_some() && !specific).then(|| {
                format!(
                    "{}; budget {}",
                    run.after_signature(rec),
                    run.opts.profile_budget
                )
            })
        },
        run: |r, c, rec| r.profile_stage(c, rec),
    };
    const FINGERPRINT: StageDef = StageDef {
        stage: Stage::Fingerprint,
        inputs: |run, rec| {
            Some(format!(
                "signature {}; culprit {}; program {}",
                said(&rec.signature),
                said(&rec.culprit),
                hash(&run.program(rec))
            ))
        },
        run: |r, c, rec| r.fingerprint_stage(c, rec),
    };
}

/// Bring one failure as far as it goes: every stage that has not run on its inputs.
/// A failure attached to a representative in an earlier run is reduced now.
pub fn process(
    failure: &Failure,
    campaign: &Path,
    wd: &WorkDir,
    budget: &TestBudget,
    opts: &StageOptions<'_>,
) -> Result<Record, StageError> {
    process_until(failure, campaign, wd, budget, opts, None, None)
}

/// The most oracles [`Carried`] holds: each holds a temporary directory, and its guards
/// may hold a compiler server, so a campaign of 10,000 failures holds as many as one of
/// 64; the others are built again when they are reduced.
pub const CARRIED_MAX: usize = 64;

/// The oracles built by a run stopped after reproducing, by failure id, so that the
/// reduction that follows later does not build (and check) them again (at most
/// [`CARRIED_MAX`]).
pub type Carried = std::sync::Mutex<std::collections::BTreeMap<String, Guarded>>;

/// [`process`], stopping after stage `until` when given (triage reproduces every
/// failure before it decides which to reduce). The oracle a stopped run built is left
/// in `carry`, and taken from it by the run that goes on.
pub fn process_until(
    failure: &Failure,
    campaign: &Path,
    wd: &WorkDir,
    budget: &TestBudget,
    opts: &StageOptions<'_>,
    until: Option<Stage>,
    carry: Option<&Carried>,
) -> Result<Record, StageError> {
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
    // `--reduce-all` runs to its end a reduction an earlier run stopped at a known
    // program (from its saved program).
    if opts.reduce_all && rec.reduce.as_ref().is_some_and(|r| r.stopped_at.is_some()) {
        rec.inputs.remove(&Stage::Reduce);
    }
    if until.is_none() && rec.attached.take().is_some() {
        wd.log(id, "attached before; reduced now");
    }
    let run = Run {
        failure,
        wd,
        budget,
        opts,
        text: &text,
        scrub: &scrub,
    };
    let table = if opts.already_reduced {
        Run::AS_GIVEN
    } else {
        Run::FULL
    };
    // A finished failure whose stages run again (an input changed) keeps its earlier
    // results if they fail.
    let earlier = rec
        .finished()
        .then(|| (rec.clone(), wd.read_text(id, "reduced.c")));
    let mut ctx = Ctx {
        oracle: carry.and_then(|c| c.lock().unwrap().remove(id)),
    };
    let ran = run.run_table(table, &mut rec, until, &mut ctx);
    if let (Some(c), Some(_), Some(o)) = (carry, until, ctx.oracle.take()) {
        let mut c = c.lock().unwrap();
        if c.len() < CARRIED_MAX {
            c.insert(id.to_string(), o);
        }
    }
    match ran {
        Ok(()) => {}
        Err(StageError::Failure(e)) => {
            let e = scrub.apply(&e);
            match earlier {
                Some((old, reduced)) => {
                    wd.log(id, &format!("error: {e}; the earlier results are kept"));
                    if let Some(text) = reduced {
                        wd.write_text(id, "reduced.c", &text)?;
                    }
                    rec = old;
                }
                None => {
                    wd.log(id, &format!("error: {e}"));
                    rec.error = Some(e);
                }
            }
        }
        Err(stop) => return Err(stop),
    }
    wd.write_record(&rec)?;
    Ok(rec)
}

/// One reproduce run's answer.
enum RunOutcome {
    /// Interesting; with the oracle when this run built it.
    Interesting(Option<Box<Guarded>>),
    /// Not interesting: why.
    NotInteresting(String),
    /// Ran past its timeout: why.
    TimedOut(String),
}

/// A temporary area for the oracle runs of `failure`, named as its files are.
pub(super) fn failure_workspace(
    failure: &Failure,
    wd: &WorkDir,
) -> Result<Arc<Workspace>, StageError> {
    let names = failure.names();
    if !names.is_empty() {
        return Ok(Arc::new(Workspace::new_multi(&wd.tmp(), names)?));
    }
    let name = failure
        .source
        .as_ref()
        .and_then(|p| p.file_name())
        .map(|n| n.to_owned())
        .unwrap_or_else(|| "prog.c".into());
    Ok(Arc::new(Workspace::new_in(&wd.tmp(), name)?))
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

    /// The search whose flag sets the culprit search on `rec`'s reduced program checks
    /// first: its original's, when it found sets.
    fn culprit_seed<'r>(
        &self,
        rec: &'r Record,
    ) -> Option<&'r crate::triage::failure::culprit::CulpritSearch> {
        rec.original_culprit.as_ref().filter(|s| !s.sets.is_empty())
    }

    /// The search whose flag sets the culprit search on the original checks first: the
    /// one the batch gave it (another failure's, on the same program).
    fn original_culprit_seed(&self) -> Option<crate::triage::failure::culprit::CulpritSearch> {
        self.opts
            .original_culprits?
            .read()
            .unwrap()
            .get(self.id())
            .cloned()
            .flatten()
            .filter(|s| !s.sets.is_empty())
    }

    fn cancelled(&self) -> bool {
        self.opts.cancel.cancelled()
    }

    fn workspace(&self) -> Result<Arc<Workspace>, StageError> {
        failure_workspace(self.failure, self.wd)
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
        self.wd.add_time(self.id(), stage, s);
        self.wd
            .log(self.id(), &format!("{}: end after {s:.1} s", stage.name()));
        r
    }

    /// `--already-reduced`: the sidecar's signature, else the oracle's on the program
    /// as it is (when there is an oracle); then culprit, versions and fingerprint.
    const AS_GIVEN: &'static [StageDef] = &[
        StageDef {
            stage: Stage::Signature,
            inputs: |run, rec| {
                Some(format!(
                    "original {}; oracle {}; given {}",
                    rec.original_hash,
                    rec.oracle_key,
                    said(&run.failure.sidecar.signature)
                ))
            },
            run: |r, c, rec| r.given_signature(c, rec),
        },
        StageDef::CULPRIT,
        StageDef::VERSIONS,
        StageDef::PROFILE,
        StageDef::FINGERPRINT,
    ];

    /// A failure as found: every stage.
    const FULL: &'static [StageDef] = &[
        StageDef {
            stage: Stage::Reproduce,
            inputs: |_, rec| {
                Some(format!(
                    "original {}; oracle {}",
                    rec.original_hash, rec.oracle_key
                ))
            },
            run: |r, c, rec| r.reproduce_stage(c, rec),
        },
        StageDef {
            stage: Stage::Shrink,
            inputs: |run, rec| {
                // `--reduce-all` groups nothing and reduces from the original: it needs
                // no shrink; nor does a failure reduced already (an earlier run's).
                if run.opts.reduce_all || rec.reduce.is_some() {
                    return None;
                }
                let g = shrink::applies(
                    run.failure.sidecar.generated.as_ref(),
                    run.failure.oracle.as_ref()?,
                )?;
                Some(format!(
                    "original {}; oracle {}; generated {}; signature {}",
                    rec.original_hash,
                    rec.oracle_key,
                    said(g),
                    said(&rec.reproduce.as_ref().map(|r| &r.signature))
                ))
            },
            run: |r, c, rec| r.shrink_stage(c, rec),
        },
        StageDef {
            stage: Stage::OriginalCulprit,
            inputs: |run, rec| {
                // Only for a failure the batch chose, before its reduction, and not
                // where the culprit is given or not searched.
                let chosen = run
                    .opts
                    .original_culprits
                    .is_some_and(|s| s.read().unwrap().contains_key(run.id()));
                if !chosen
                    || run.opts.reduce_all
                    || !run.opts.culprit
                    || rec.reduce.is_some()
                    || rec.given_culprit.is_some()
                {
                    return None;
                }
                // The seed (when there is one) decides what it finds.
                let seed = seed_said(run.original_culprit_seed().as_ref());
                Some(format!(
                    "original {}; oracle {}; signature {}; search {}{seed}",
                    rec.original_hash,
                    rec.oracle_key,
                    said(&rec.reproduce.as_ref().map(|r| &r.signature)),
                    crate::triage::failure::culprit::SEARCH
                ))
            },
            run: |r, c, rec| r.original_culprit_stage(c, rec),
        },
        StageDef {
            stage: Stage::Reduce,
            inputs: |run, rec| {
                Some(format!(
                    "original {}; oracle {}; window {}; budget {}{}{}",
                    rec.original_hash,
                    rec.oracle_key,
                    run.opts.window,
                    said(&run.opts.reduce_budget),
                    // Written only when not the default, so a work folder of an
                    // earlier version is not reduced again for it.
                    match run.opts.exhaustive_tests {
                        crate::reduce::DEFAULT_EXHAUSTIVE_TESTS => String::new(),
                        n => format!("; exhaustive tests {n}"),
                    },
                    run.shrunk(rec)
                        .map(|s| format!("; shrunk {}", said(s)))
                        .unwrap_or_default()
                ))
            },
            run: |r, c, rec| r.reduce_stage(c, rec),
        },
        StageDef {
            stage: Stage::Signature,
            inputs: |run, rec| {
                Some(format!(
                    "oracle {}; program {}; original's signature {}",
                    rec.oracle_key,
                    hash(&run.program(rec)),
                    said(&rec.reproduce.as_ref().map(|r| &r.signature))
                ))
            },
            run: |r, c, rec| r.signature_stage(c, rec),
        },
        StageDef::CULPRIT,
        StageDef::VERSIONS,
        StageDef::PROFILE,
        StageDef::FINGERPRINT,
    ];

    /// Run every stage of `table` whose inputs are not those it last ran on, in order,
    /// saving the record (with the inputs' hash) after each; a failure found flaky or
    /// not reproducible, or in error, has nothing left to run.
    fn run_table(
        &self,
        table: &[StageDef],
        rec: &mut Record,
        until: Option<Stage>,
        ctx: &mut Ctx,
    ) -> Result<(), StageError> {
        use crate::triage::failure::record::Status;
        // A record finished before records kept inputs: a stage whose result it holds
        // takes the hash of what it would read now (the original and the oracle are
        // those it was made from, or the record would have been reset); the others run.
        let adopt = rec.inputs.is_empty() && rec.finished();
        let mut opened = false;
        for st in table {
            if matches!(
                rec.status(),
                Status::Flaky | Status::NotReproducible | Status::Error
            ) {
                break;
            }
            // (A record adopted from before inputs were kept goes through every stage
            // now: stopping midway would leave it half adopted.)
            if !adopt
                && until.is_some_and(|u| {
                    table.iter().position(|t| t.stage == u)
                        < table.iter().position(|t| t.stage == st.stage)
                })
            {
                break;
            }
            let Some(inputs) = (st.inputs)(self, rec) else {
                continue;
            };
            let key = hash(&inputs);
            if rec.inputs.get(&st.stage) == Some(&key) {
                continue;
            }
            if adopt && self.held(st.stage, rec) {
                rec.inputs.insert(st.stage, key);
                continue;
            }
            // A finished record is not finished while its stages run again: an
            // interrupt must not leave a fingerprint of the program before.
            if !opened && rec.finished() {
                rec.fingerprint = None;
                rec.inputs.remove(&Stage::Fingerprint);
                self.wd.write_record(rec)?;
            }
            opened = true;
            self.timed(st.stage, || (st.run)(self, ctx, rec))?;
            rec.inputs.insert(st.stage, key);
            self.wd.write_record(rec)?;
        }
        if adopt {
            self.wd.write_record(rec)?;
        }
        Ok(())
    }

    /// Whether a record from before inputs were kept holds `stage`'s result (the rule
    /// each stage's "done" followed then).
    fn held(&self, stage: Stage, rec: &Record) -> bool {
        match stage {
            Stage::Reproduce => rec.reproduce.is_some(),
            Stage::Shrink => rec.shrink.is_some(),
            Stage::OriginalCulprit => rec.original_culprit.is_some(),
            Stage::Reduce => rec.reduce.is_some(),
            Stage::Signature => rec.signed,
            Stage::Culprit => rec.culprit_search.is_some(),
            Stage::Versions => rec.versions_asked == self.opts.versions,
            Stage::Profile => rec.profile.is_some(),
            Stage::Fingerprint => rec.fingerprint.is_some(),
        }
    }

    /// The inputs every stage after the signature reads: the oracle, the program and
    /// its signature.
    fn after_signature(&self, rec: &Record) -> String {
        format!(
            "oracle {}; program {}; signature {}",
            rec.oracle_key,
            hash(&self.program(rec)),
            said(&rec.signature)
        )
    }

    /// The failure's oracle, or the error that there is none.
    fn config(&self) -> Result<&OracleConfig, StageError> {
        self.failure.oracle.as_ref().ok_or_else(|| {
            StageError::Failure(
                "no oracle: give one on the command line, in campaign.json or in the sidecar"
                    .into(),
            )
        })
    }

    /// The program the stages after the reduction look at: the reduced program (the
    /// original when it was taken as given or could not be reduced).
    fn program(&self, rec: &Record) -> String {
        if rec.as_given {
            return self.text.to_string();
        }
        self.wd
            .read_text(self.id(), "reduced.c")
            .unwrap_or_else(|| self.text.to_string())
    }

    fn reproduce_stage(&self, ctx: &mut Ctx, rec: &mut Record) -> Result<(), StageError> {
        let (rep, oracle) = self.reproduce(self.config()?)?;
        if let Some(n) = &rep.note {
            self.wd.log(self.id(), &format!("reproduce: {n}"));
        }
        rec.reproduce = Some(rep);
        ctx.oracle = oracle;
        Ok(())
    }

    /// Shrink a generated test by its generator (see [`shrink`]). A shrink that cannot
    /// run leaves the failure without its key: grouping loses evidence, nothing else.
    fn shrink_stage(&self, ctx: &mut Ctx, rec: &mut Record) -> Result<(), StageError> {
        rec.shrink = None;
        let config = self.config()?;
        let Some(g) = shrink::applies(self.failure.sidecar.generated.as_ref(), config) else {
            return Ok(());
        };
        if ctx.oracle.is_none() {
            match self.build_oracle(config) {
                Ok(o) => ctx.oracle = Some(o),
                Err(StageError::Failure(e)) => {
                    // The reduction will say what is wrong; grouping loses evidence.
                    self.wd.log(
                        self.id(),
                        &format!("shrink: {}; not shrunk", self.scrub(&e)),
                    );
                    return Ok(());
                }
                Err(e) => return Err(e),
            }
        }
        let Some(oracle) = ctx.oracle.as_ref() else {
            return Ok(());
        };
        let signature = rec.reproduce.as_ref().and_then(|r| r.signature.as_ref());
        match shrink::shrink(
            g,
            self.text,
            signature,
            oracle,
            self.budget,
            self.opts.reduce_budget,
            self.opts.cancel,
        ) {
            Ok(Some((s, text))) => {
                self.wd.write_text(self.id(), "shrunk.c", &text)?;
                self.wd.add_shrink_tests(self.id(), s.tests.into());
                self.wd.log(
                    self.id(),
                    &format!(
                        "shrink: {} tests{}, {} bytes: {} (passed as {})",
                        s.tests,
                        if s.cut {
                            " (the reduce budget ran out)"
                        } else {
                            ""
                        },
                        s.size.bytes,
                        s.shape,
                        s.key
                    ),
                );
                rec.shrink = Some(s);
            }
            Ok(None) => self.wd.log(
                self.id(),
                "shrink: not its generator's program as it is (edited?): not shrunk",
            ),
            Err(shrink::Stopped::Interrupted) => return Err(StageError::Interrupted),
            Err(shrink::Stopped::Failed(e)) => self.wd.log(
                self.id(),
                &format!("shrink: {}; not shrunk", self.scrub(&e)),
            ),
        }
        Ok(())
    }

    /// The shrink a reduction starts from: not with `--reduce-all`, which reduces
    /// from the original.
    fn shrunk<'r>(&self, rec: &'r Record) -> Option<&'r shrink::Shrink> {
        rec.shrink.as_ref().filter(|_| !self.opts.reduce_all)
    }

    /// The failure's oracle, built and calibrated on the original (a run that resumes
    /// after the reproduce stage).
    fn build_oracle(&self, config: &OracleConfig) -> Result<Guarded, StageError> {
        let _permit = self
            .budget
            .acquire(self.opts.cancel)
            .ok_or(StageError::Interrupted)?;
        match self
            .opts
            .oracles
            .build(config, self.text, self.workspace()?, self.opts.cancel)
        {
            Ok(o) => Ok(o),
            Err(_) if self.cancelled() => Err(StageError::Interrupted),
            Err(e) => Err(StageError::Failure(one_line(&e.to_string()))),
        }
    }

    fn reduce_stage(&self, ctx: &mut Ctx, rec: &mut Record) -> Result<(), StageError> {
        let shrunk = self
            .shrunk(rec)
            .and_then(|_| self.wd.read_text(self.id(), "shrunk.c"));
        let meet = known_programs::meet_key_of(rec);
        // Not with `--reduce-all`, which reduces every failure from its own original.
        let seed = self
            .opts
            .known_programs
            .filter(|_| !self.opts.reduce_all)
            .and_then(|k| k.seed(&rec.original_hash, &meet));
        rec.reduce = Some(self.reduce(self.config()?, ctx.oracle.take(), shrunk, seed, &meet)?);
        Ok(())
    }

    /// The oracle's signature on the reduced program (the original's when the oracle
    /// no longer finds it interesting), noting a slip, and the caller/callee side.
    fn signature_stage(&self, _ctx: &mut Ctx, rec: &mut Record) -> Result<(), StageError> {
        rec.signature_note = None;
        let config = self.config()?;
        let reduced = self.program(rec);
        let sig = self.sign(config, &reduced, rec)?;
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
                *side = crate::triage::failure::side::side(
                    config,
                    &self.failure.names(),
                    &reduced,
                    &self.wd.tmp(),
                    self.budget,
                    self.opts.cancel,
                );
            }
        }
        rec.signed = true;
        Ok(())
    }

    /// `--already-reduced`: the sidecar's signature, else the oracle's on the program.
    fn given_signature(&self, _ctx: &mut Ctx, rec: &mut Record) -> Result<(), StageError> {
        rec.signature_note = None;
        rec.signature = match (&self.failure.sidecar.signature, &self.failure.oracle) {
            (Some(s), _) => Some(s.clone()),
            (None, Some(config)) => self.sign(config, self.text, rec)?,
            (None, None) => None,
        };
        rec.signed = true;
        Ok(())
    }

    /// A prober of the failing compiler on `text`, compared with the record's
    /// signature.
    fn prober<'a>(
        &'a self,
        config: &'a OracleConfig,
        sig: Option<&'a crate::oracle::Signature>,
        text: &'a str,
    ) -> Result<StageProber<'a>, StageError> {
        Ok(StageProber {
            oracles: self.opts.oracles,
            budget: self.budget,
            cancel: self.opts.cancel,
            ws: self.workspace()?,
            config,
            sig,
            text,
            probes: 0,
            cache: self.opts.probe_cache,
            cached: 0,
            stopped: false,
        })
    }

    /// The culprit search (unless the sidecar names the culprit or `--no-culprit`).
    fn culprit_stage(&self, _ctx: &mut Ctx, rec: &mut Record) -> Result<(), StageError> {
        // The original's culprit, when it was searched, is checked first.
        let found = self.search_culprit(
            rec.signature.as_ref(),
            &self.program(rec),
            self.culprit_seed(rec),
            "culprit",
        )?;
        rec.culprit = found.culprit.clone();
        rec.culprit_search = Some(found);
        Ok(())
    }

    /// The culprit search on the original, before reduction: evidence to group on
    /// (see [`crate::triage::attach`]).
    fn original_culprit_stage(&self, _ctx: &mut Ctx, rec: &mut Record) -> Result<(), StageError> {
        let sig = rec.reproduce.as_ref().and_then(|r| r.signature.clone());
        let seed = self.original_culprit_seed();
        rec.original_culprit = Some(self.search_culprit(
            sig.as_ref(),
            self.text,
            seed.as_ref(),
            "original-culprit",
        )?);
        Ok(())
    }

    /// The culprit search on `text`, whose signature is `sig`, from `seed` (see
    /// [`crate::triage::failure::culprit::search_from`]), logged under `stage`.
    fn search_culprit(
        &self,
        sig: Option<&crate::oracle::Signature>,
        text: &str,
        seed: Option<&crate::triage::failure::culprit::CulpritSearch>,
        stage: &str,
    ) -> Result<crate::triage::failure::culprit::CulpritSearch, StageError> {
        let config = self.config()?;
        let mut prober = self.prober(config, sig, text)?;
        let found = crate::triage::failure::culprit::search_from(config, sig, seed, &mut prober);
        if prober.stopped || self.cancelled() {
            return Err(StageError::Interrupted);
        }
        self.wd.add_probes(
            self.id(),
            u64::from(prober.probes - prober.cached),
            u64::from(prober.cached),
        );
        self.wd.log(self.id(), &format!("{stage}: {}", found.how));
        Ok(found)
    }

    /// The failing compiler's versions that fail (`--versions`).
    fn versions_stage(&self, _ctx: &mut Ctx, rec: &mut Record) -> Result<(), StageError> {
        let config = self.config()?;
        let (sig, text) = (rec.signature.clone(), self.program(rec));
        let mut prober = self.prober(config, sig.as_ref(), &text)?;
        let range = crate::triage::failure::culprit::version_range(
            config,
            sig.as_ref(),
            self.opts.versions,
            &mut prober,
        );
        if prober.stopped || self.cancelled() {
            return Err(StageError::Interrupted);
        }
        rec.versions = match range {
            Some(Ok(r)) => Some(r),
            Some(Err(())) => return Err(StageError::Interrupted),
            None => None,
        };
        rec.versions_asked = self.opts.versions.to_vec();
        Ok(())
    }

    /// The mutation profile of the program, under the failure's oracle (built on the
    /// program, with the UB guard tolerating the program's own warnings).
    fn profile_stage(&self, _ctx: &mut Ctx, rec: &mut Record) -> Result<(), StageError> {
        let config = self.config()?;
        let text = self.program(rec);
        let built = {
            let Some(_permit) = self.budget.acquire(self.opts.cancel) else {
                return Err(StageError::Interrupted);
            };
            self.opts
                .oracles
                .build(config, &text, self.workspace()?, self.opts.cancel)
        };
        let mut oracle = match built {
            Ok(o) => o,
            _ if self.cancelled() => return Err(StageError::Interrupted),
            Err(e) => {
                // The program no longer shows its bug as a whole: no profile to make.
                self.wd.log(
                    self.id(),
                    &format!(
                        "profile: not made: {}",
                        self.scrub(&one_line(&e.to_string()))
                    ),
                );
                rec.profile = Some(crate::triage::failure::profile::Profile {
                    budget: self
                        .opts
                        .profile_budget
                        .min(crate::triage::failure::profile::MAX_BUDGET),
                    ..Default::default()
                });
                return Ok(());
            }
        };
        if oracle.guarded() && oracle.tolerate_original(&text, self.opts.cancel).is_err() {
            return Err(StageError::Interrupted);
        }
        let Some(p) = crate::triage::failure::profile::profile(
            &text,
            &oracle,
            self.opts.profile_budget,
            self.budget,
            self.opts.cancel,
        ) else {
            return Err(StageError::Interrupted);
        };
        self.wd
            .log(self.id(), &format!("profile: {} edits tested", p.runs));
        rec.profile = Some(p);
        Ok(())
    }

    /// Skeleton and fingerprint of the program.
    fn fingerprint_stage(&self, _ctx: &mut Ctx, rec: &mut Record) -> Result<(), StageError> {
        let text = self.program(rec);
        rec.fingerprint = Some(Fingerprint::new(
            rec.signature.as_ref(),
            rec.culprit.as_deref(),
            &Skeleton::of(&text),
        ));
        rec.reduced_hash = Some(hash(&text));
        Ok(())
    }

    /// The oracle `REPRODUCE_RUNS` times on the original. The first interesting run
    /// calibrates the oracle (its signature is the failure's); the oracle is returned
    /// for the reduction. A run that times out is run again alone (holding every slot
    /// of the budget), as the engine does: a timeout under load is not a verdict.
    /// Errors other than "not interesting" (a missing compiler, a bad script) are the
    /// failure's error.
    fn reproduce(
        &self,
        config: &OracleConfig,
    ) -> Result<(Reproduction, Option<Guarded>), StageError> {
        let mut oracle: Option<Guarded> = None;
        let mut rep = Reproduction {
            runs: REPRODUCE_RUNS,
            interesting: 0,
            signature: None,
            note: None,
        };
        let ws = self.workspace()?;
        for run in 1..=REPRODUCE_RUNS {
            let outcome = self
                .budget
                .retrying_alone(
                    self.opts.cancel,
                    |o| matches!(o, Ok(RunOutcome::TimedOut(_))),
                    || self.reproduce_once(config, &ws, oracle.as_ref()),
                )
                .ok_or(StageError::Interrupted)??;
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
                return Err(StageError::Interrupted);
            }
        }
        Ok((rep, oracle))
    }

    /// One run of the oracle on the original (the caller holds the slot): calibrating a
    /// new oracle while there is none yet.
    fn reproduce_once(
        &self,
        config: &OracleConfig,
        ws: &Arc<Workspace>,
        oracle: Option<&Guarded>,
    ) -> Result<RunOutcome, StageError> {
        let Some(o) = oracle else {
            return match self.opts.oracles.build(
                config,
                self.text,
                Arc::clone(ws),
                self.opts.cancel,
            ) {
                Ok(o) => Ok(RunOutcome::Interesting(Some(Box::new(o)))),
                Err(_) if self.cancelled() => Err(StageError::Interrupted),
                Err(BuildError::NotInteresting(why)) => {
                    Ok(RunOutcome::NotInteresting(one_line(&why)))
                }
                Err(BuildError::OriginalTimeout(why)) => Ok(RunOutcome::TimedOut(one_line(&why))),
                Err(BuildError::Cancelled) => Err(StageError::Interrupted),
                Err(e) => Err(StageError::Failure(one_line(&e.to_string()))),
            };
        };
        let r = o
            .test_main(self.text, self.opts.cancel)
            .map_err(|e| StageError::Failure(e.to_string()))?;
        let why = || one_line(&r.notes.join("; "));
        Ok(match r.verdict {
            Verdict::Interesting => RunOutcome::Interesting(None),
            Verdict::Cancelled => return Err(StageError::Interrupted),
            Verdict::Timeout => RunOutcome::TimedOut(format!("timeout ({})", why())),
            Verdict::NotInteresting => {
                RunOutcome::NotInteresting(format!("not interesting ({})", why()))
            }
        })
    }

    /// Reduce from the best program so far (the first time: the `shrunk` program when
    /// the guards accept it, else the original), or end at once at `seed`, another
    /// failure's reduced program of the same original, when this oracle finds it
    /// interesting ([`Run::ended_at_seed`]). The oracle from the reproduce stage is used
    /// when this run made one; otherwise it is built again, calibrated on the program
    /// the reduction starts from.
    fn reduce(
        &self,
        config: &OracleConfig,
        oracle: Option<Guarded>,
        shrunk: Option<String>,
        seed: Option<(String, String)>,
        meet: &str,
    ) -> Result<Reduced, StageError> {
        let id = self.id();
        let saved = self.wd.read_text(id, "reduced.c");
        let mut start = saved.as_deref().or(shrunk.as_deref()).unwrap_or(self.text);
        let names = self.failure.names();
        // Several files: one joined text with pinned markers, and no value probe.
        // An oracle for the shrunk start is calibrated on the original, as the shrink's
        // was: the shrunk program fails as the original does.
        let oracle = match oracle {
            None if saved.is_none() && shrunk.is_some() => Some(self.build_oracle(config)?),
            o => o,
        };
        let mut prepared = match reduce::prepare(Setup {
            config,
            original: self.text,
            start,
            oracle,
            check_guard: saved.is_none(),
            defer_check: true,
            names: &names,
            workspace: self.workspace()?,
            budget: self.budget,
            oracles: self.opts.oracles,
            cancel: self.opts.cancel,
        }) {
            Ok(p) => p,
            Err(PrepareError::Interrupted) => return Err(StageError::Interrupted),
            Err(PrepareError::Build(e)) => {
                return Err(StageError::Failure(one_line(&e.to_string())))
            }
            Err(PrepareError::Guard(e)) => return Err(StageError::Failure(e)),
            Err(PrepareError::OriginalFailsGuard { notes }) => {
                let (guard, way_out) = crate::reduce::prepare::guard_way_out(&notes);
                return Err(StageError::Failure(format!(
                    "the original fails the {guard}: {} (to reduce it: {way_out})",
                    one_line(&notes.join("; "))
                )));
            }
        };
        // The shrunk program is valid by construction; the guards still have their say.
        if saved.is_none() && shrunk.is_some() {
            let report = {
                let _permit = self
                    .budget
                    .acquire(self.opts.cancel)
                    .ok_or(StageError::Interrupted)?;
                prepared.oracle.guard_report(start, self.opts.cancel)
            };
            match report {
                Ok(None) => {}
                Ok(Some(r)) if r.verdict == Verdict::Interesting => {}
                _ if self.cancelled() => return Err(StageError::Interrupted),
                Ok(Some(r)) => {
                    self.wd.log(
                        id,
                        &format!(
                            "reduce: the shrunk program fails the guards ({}); from the original",
                            one_line(&r.notes.join("; "))
                        ),
                    );
                    start = self.text;
                }
                Err(e) => return Err(StageError::Failure(one_line(&e.to_string()))),
            }
            if start != self.text {
                self.wd.log(
                    id,
                    &format!("reduce: from the shrunk program ({} bytes)", start.len()),
                );
            }
        }
        let passes: Vec<Box<dyn Pass>> = default_schedule_for(prepared.lang);
        let started = Instant::now();
        let limit = self.opts.reduce_budget;
        let outer = self.opts.cancel;
        let budget_cancel =
            move || outer.cancelled() || limit.is_some_and(|l| started.elapsed() > l);
        // A reduction that becomes a known program stops: the same bug. One that
        // reaches a program another reduction passed through ends at that one's reduced
        // program, when this oracle finds it interesting; else it goes on, stopping only
        // at reduced programs (said in its path, so a resumed run goes on the same way).
        let mut from = start.to_string();
        let mut passed_ok = !self
            .wd
            .read_text(id, known_programs::PATH_FILE)
            .is_some_and(|p| p.lines().any(|l| l == known_programs::PASSED_OFF));
        let mut tests = 0;
        let seeded =
            match self.ended_at_seed(&prepared.oracle, saved.as_deref(), start, seed, &mut tests) {
                Ok(s) => s.map(|(red, other)| (red, Some(other), true)),
                Err(e) => {
                    self.wd.add_tests(id, tests);
                    return Err(e);
                }
            };
        let outcome = if let Some(ended) = seeded {
            Ok(ended)
        } else {
            loop {
                let stopped_at: std::sync::OnceLock<Meeting> = std::sync::OnceLock::new();
                let cancel = || budget_cancel() || stopped_at.get().is_some();
                let saver = Saver {
                    wd: self.wd,
                    id,
                    known: self.opts.known_programs.map(|k| KnownHere {
                        programs: k,
                        meet,
                        passed_ok,
                        stopped: &stopped_at,
                    }),
                };
                // A reduction resumed from a program that is already a known one (stopped,
                // then killed before its record was saved) stops at once.
                if saved.is_some() || from != start {
                    if let Some(m) = saver.meeting(&known_programs::key(&from)) {
                        let _ = stopped_at.set(m);
                    }
                }
                let red = if stopped_at.get().is_some() {
                    Ok(reduce::Reduction {
                        text: from.clone(),
                        stats: reduce::Stats::default(),
                    })
                } else {
                    let options = ReduceOptions {
                        window: self.opts.window,
                        exhaustive_tests: self.opts.exhaustive_tests,
                        speculate: self.opts.speculate,
                        ..prepared.options(&passes, &cancel, &saver)
                    };
                    self.run_reduction(&prepared, config, &from, options)
                };
                let red = match red {
                    Ok(r) => r,
                    Err(e) => break Err(e),
                };
                tests += red.stats.tests;
                let m = match stopped_at.into_inner() {
                    Some(m) if !m.reduced => m,
                    m => break Ok((red, m.map(|m| m.id), false)),
                };
                // Their reduced program as it was learned, if it is no larger than this one.
                let theirs = self
                    .opts
                    .known_programs
                    .and_then(|k| k.reduced_program(&m.id))
                    .filter(|t| t.len() <= red.text.len());
                let shows = match &theirs {
                    Some(t) => {
                        tests += 1;
                        match self.interesting(&prepared.oracle, t) {
                            Ok(b) => b,
                            Err(e) => break Err(e),
                        }
                    }
                    None => false,
                };
                if let (true, Some(t)) = (shows, theirs) {
                    self.wd.log(
                        id,
                        &format!(
                            "reduce: it reached a program {0}'s reduction passed through, \
                         and {0}'s reduced program shows this failure",
                            m.id
                        ),
                    );
                    let red = reduce::Reduction {
                        text: t,
                        stats: red.stats,
                    };
                    break Ok((red, Some(m.id), true));
                }
                self.wd.log(
                    id,
                    &format!(
                        "reduce: it reached a program {0}'s reduction passed through, \
                     but {0}'s reduced program does not show this failure; going on",
                        m.id
                    ),
                );
                if let Err(e) =
                    self.wd
                        .append_line(id, known_programs::PATH_FILE, known_programs::PASSED_OFF)
                {
                    break Err(StageError::Io(e));
                }
                passed_ok = false;
                // The program it goes on from was tested; the budget may have run out.
                prepared.deferred = false;
                from = red.text;
                if budget_cancel() {
                    let mut stats = red.stats;
                    stats.interrupted = true;
                    break Ok((reduce::Reduction { text: from, stats }, None, false));
                }
            }
        };
        self.wd.add_tests(id, tests);
        let (red, stopped_at, laid_out) = outcome?;
        if self.cancelled() {
            return Err(StageError::Interrupted);
        }
        let mut text = red.text;
        if stopped_at.is_some() && !laid_out {
            // Stopping skipped the final renaming and layout: name and lay the program
            // out as a reduction that ran to its end would (kept only if it is still
            // interesting), so that it is the other's text where the two differed
            // only in the names they define.
            let named = creduce_passes::canonical_names(prepared.lang, &text);
            let from = named.as_deref().unwrap_or(&text);
            let laid = reduce::format::format(
                from,
                prepared.lang,
                reduce::Format::Builtin,
                &prepared.pinned,
                &prepared.oracle,
                self.budget,
                self.opts.cancel,
                &|_| None,
            );
            match laid {
                Ok(reduce::format::Formatted::Kept(laid)) => text = laid,
                Ok(reduce::format::Formatted::Unchanged) if named.is_some() => {
                    let named = named.unwrap_or_default();
                    self.wd.add_tests(id, 1);
                    if self.interesting(&prepared.oracle, &named)? {
                        text = named;
                    }
                }
                _ => {}
            }
            if self.cancelled() {
                return Err(StageError::Interrupted);
            }
        }
        self.wd.write_text(id, "reduced.c", &text)?;
        if let (Some(other), false) = (&stopped_at, laid_out) {
            self.wd.log(
                id,
                &format!("reduce: it became {other}'s reduced program; stopped there"),
            );
        }
        Ok(Reduced {
            complete: !red.stats.interrupted || stopped_at.is_some(),
            size: Size::of(&text),
            stopped_at,
        })
    }

    /// Where a reduction ends without reducing, and the failure whose reduced program
    /// that is: the same original, reduced under another oracle (another compiler, or a
    /// weak crash at other flags), as a reduction that meets a program another reduction
    /// passed through ends there (its original is the first of them).
    /// - Resumed (`saved`) with a path naming that failure: the saved program, no test.
    /// - Fresh, with `seed` (that failure and its reduced program) smaller than `start`:
    ///   the seed, when `oracle` finds it interesting (one test, counted in `tests`);
    ///   the other's path becomes this one's, naming it.
    fn ended_at_seed(
        &self,
        oracle: &Guarded,
        saved: Option<&str>,
        start: &str,
        seed: Option<(String, String)>,
        tests: &mut u64,
    ) -> Result<Option<(reduce::Reduction, String)>, StageError> {
        let id = self.id();
        let ended = |text: String| reduce::Reduction {
            text,
            stats: reduce::Stats::default(),
        };
        if let Some(saved) = saved {
            let path = self.wd.read_text(id, known_programs::PATH_FILE);
            let other = path.as_deref().and_then(known_programs::seeded_from);
            return Ok(other.map(|o| (ended(saved.to_string()), o.to_string())));
        }
        let Some((other, text)) = seed.filter(|(_, t)| t.len() < start.len()) else {
            return Ok(None);
        };
        *tests += 1;
        let shows = self.interesting(oracle, &text)?;
        self.wd.log(
            id,
            &format!(
                "reduce: {other}'s reduced program, of the same original under another \
                 oracle, {}",
                if shows {
                    "shows this failure; ended there"
                } else {
                    "does not show this failure; from its own start"
                }
            ),
        );
        if !shows {
            return Ok(None);
        }
        let theirs = self
            .wd
            .read_text(&other, known_programs::PATH_FILE)
            .unwrap_or_default();
        let path = known_programs::seeded_path(&theirs, &other);
        self.wd.write_text(id, known_programs::PATH_FILE, &path)?;
        Ok(Some((ended(text), other)))
    }

    /// Whether `oracle` (guards included) finds `text` interesting: one test, run again
    /// alone when it timed out beside others (as every test is).
    fn interesting(&self, oracle: &Guarded, text: &str) -> Result<bool, StageError> {
        let report = self
            .budget
            .retrying_alone(
                self.opts.cancel,
                |r: &Result<crate::oracle::Report, crate::oracle::OracleError>| {
                    matches!(r, Ok(r) if r.verdict == Verdict::Timeout)
                },
                || oracle.test(text, self.opts.cancel),
            )
            .ok_or(StageError::Interrupted)?;
        match report {
            _ if self.cancelled() => Err(StageError::Interrupted),
            Ok(r) if r.verdict == Verdict::Cancelled => Err(StageError::Interrupted),
            Ok(r) => Ok(r.verdict == Verdict::Interesting),
            Err(crate::oracle::OracleError::Workspace(e)) => Err(StageError::Io(e)),
            Err(_) => Ok(false),
        }
    }

    /// One reduction of `from` (see [`Self::reduce`]).
    fn run_reduction(
        &self,
        prepared: &reduce::Prepared,
        config: &OracleConfig,
        from: &str,
        options: ReduceOptions<'_>,
    ) -> Result<reduce::Reduction, StageError> {
        match reduce::reduce_checked(prepared, config, from, options, self.budget, || {
            Ok::<(), std::convert::Infallible>(())
        }) {
            Ok(r) => Ok(r),
            Err(Stop::Interrupted) if self.cancelled() => Err(StageError::Interrupted),
            Err(Stop::Interrupted) => Err(StageError::Failure(
                "the reduce budget ran out before the original's check ended".into(),
            )),
            Err(Stop::Original(e)) => Err(StageError::Failure(one_line(&e.to_string()))),
            Err(Stop::Then(never)) => match never {},
            Err(Stop::Reduce(reduce::ReduceError::Save(e))) => Err(StageError::Io(e)),
            // No temporary directory (a full disk, too many open files): the machine's
            // problem, not the failure's; stop with what is saved, a rerun goes on.
            Err(Stop::Reduce(reduce::ReduceError::Oracle(
                crate::oracle::OracleError::Workspace(e),
            ))) => Err(StageError::Io(e)),
            Err(Stop::Reduce(e)) => Err(StageError::Failure(e.to_string())),
        }
    }

    /// The oracle's signature on `text` (the UB guard adds nothing to a signature).
    /// `None` when the oracle does not find `text` interesting (noted in the record).
    fn sign(
        &self,
        config: &OracleConfig,
        text: &str,
        rec: &mut Record,
    ) -> Result<Option<crate::oracle::Signature>, StageError> {
        let config = config.unguarded();
        let ws = self.workspace()?;
        let built = self
            .budget
            .retrying_alone(
                self.opts.cancel,
                |b| matches!(b, Err(BuildError::OriginalTimeout(_))),
                || {
                    self.opts
                        .oracles
                        .build(&config, text, Arc::clone(&ws), self.opts.cancel)
                },
            )
            .ok_or(StageError::Interrupted)?;
        let why = match built {
            Ok(o) => return Ok(o.signature()),
            Err(_) if self.cancelled() => return Err(StageError::Interrupted),
            Err(BuildError::NotInteresting(why) | BuildError::OriginalTimeout(why)) => why,
            Err(e) => return Err(StageError::Failure(one_line(&e.to_string()))),
        };
        rec.signature_note = Some(format!(
            "the oracle does not find this program interesting: {}",
            self.scrub(&one_line(&why))
        ));
        Ok(None)
    }
}

/// Saves every improvement of a reduction as `reduced.c`, atomically; in triage (known
/// programs kept), adds its key to the failure's path ([`known_programs::PATH_FILE`])
/// and notes when it has become a known program.
struct Saver<'a> {
    wd: &'a WorkDir,
    id: &'a str,
    known: Option<KnownHere<'a>>,
}

/// The known programs as one reduction meets them.
struct KnownHere<'a> {
    programs: &'a KnownPrograms,
    /// This failure's meeting key.
    meet: &'a str,
    /// Programs other reductions passed through count (not after one whose reduced
    /// program did not show this failure).
    passed_ok: bool,
    /// Where the reduction met one.
    stopped: &'a std::sync::OnceLock<Meeting>,
}

impl Saver<'_> {
    /// The known program of another failure with key `key`, if this reduction stops there.
    fn meeting(&self, key: &known_programs::ProgramKey) -> Option<Meeting> {
        let k = self.known.as_ref()?;
        k.programs
            .find_key(k.meet, key)
            .filter(|m| m.id != self.id && (m.reduced || k.passed_ok))
    }
}

impl Events for Saver<'_> {
    fn improved(&self, step: &Step<'_>) -> std::io::Result<()> {
        self.wd.write_text(self.id, "reduced.c", step.after)?;
        if let Some(k) = &self.known {
            let key = known_programs::key(step.after);
            self.wd
                .append_line(self.id, known_programs::PATH_FILE, &key.to_string())?;
            if let Some(m) = self.meeting(&key) {
                let _ = k.stopped.set(m);
            }
        }
        Ok(())
    }
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
mod fake_oracle_tests {
    //! The stage table with an in-process fake oracle: a program shows the bug while it
    //! holds `BUG(` (as the engine's tests do, no compiler runs), so what is tested here
    //! is the table: which stages run, in which order, what is saved and skipped.
    use super::*;

    use crate::triage::failure::campaign::Sidecar;
    use crate::triage::failure::record::Status;

    use std::sync::Mutex;

    const PROGRAM: &str = "int printf(const char *, ...);\n\
        int g1 = 1; int g2 = 2;\n\
        int h(int a) { return a - 1; }\n\
        int main(void) {\n  int x = h(g1) + g2;\n  BUG(x);\n  printf(\"%d\\n\", x);\n  return 0;\n}\n";

    use crate::triage::failure::fakes::Fakes;

    struct Setup {
        dir: tempfile::TempDir,
        wd: WorkDir,
        failure: Failure,
    }

    fn setup() -> Setup {
        let dir = tempfile::tempdir().unwrap();
        let campaign = dir.path().join("campaign");
        std::fs::create_dir_all(&campaign).unwrap();
        let source = campaign.join("f1.c");
        std::fs::write(&source, PROGRAM).unwrap();
        let wd = WorkDir::open(&dir.path().join("work")).unwrap();
        let failure = Failure {
            id: "f1".into(),
            source: Some(source),
            others: Vec::new(),
            sidecar: Sidecar::default(),
            oracle: Some(OracleConfig::script("test.sh")),
            error: None,
        };
        Setup { dir, wd, failure }
    }

    fn run(s: &Setup, fakes: &Fakes, already_reduced: bool) -> Record {
        run_with(s, fakes, already_reduced, 0, 2)
    }

    fn run_with(
        s: &Setup,
        fakes: &Fakes,
        already_reduced: bool,
        profile_budget: u32,
        jobs: usize,
    ) -> Record {
        let opts = Options {
            profile_budget,
            jobs,
            ..Options::default()
        };
        run_options(s, fakes, already_reduced, &opts, &NoTriageEvents)
    }

    /// The options the tests change.
    struct Options {
        profile_budget: u32,
        jobs: usize,
        window: usize,
        exhaustive_tests: u64,
        versions: Vec<String>,
    }

    impl Default for Options {
        fn default() -> Options {
            Options {
                profile_budget: 0,
                jobs: 2,
                window: crate::reduce::DEFAULT_WINDOW,
                exhaustive_tests: crate::reduce::DEFAULT_EXHAUSTIVE_TESTS,
                versions: Vec::new(),
            }
        }
    }

    fn run_options(
        s: &Setup,
        fakes: &Fakes,
        already_reduced: bool,
        o: &Options,
        events: &dyn TriageEvents,
    ) -> Record {
        let opts = StageOptions {
            already_reduced,
            reduce_all: false,
            audit: None,
            reduce_budget: None,
            window: o.window,
            exhaustive_tests: o.exhaustive_tests,
            speculate: false,
            culprit: false,
            versions: &o.versions,
            profile_budget: o.profile_budget,
            oracles: fakes,
            known_programs: None,
            original_culprits: None,
            probe_cache: None,
            cancel: &|| false,
            events,
        };
        let campaign = s.dir.path().join("campaign");
        process(
            &s.failure,
            &campaign,
            &s.wd,
            &TestBudget::new(o.jobs),
            &opts,
        )
        .unwrap()
    }

    /// The stages that ran, in order.
    #[derive(Default)]
    struct Stages(Mutex<Vec<Stage>>);

    impl TriageEvents for Stages {
        fn stage(&self, _id: &str, stage: Stage) {
            self.0.lock().unwrap().push(stage);
        }
    }

    #[test]
    fn a_finished_record_from_before_inputs_were_kept_runs_only_what_it_lacks() {
        let s = setup();
        let first = run(&s, &Fakes::default(), false);
        let mut old = first.clone();
        old.inputs.clear();
        s.wd.write_record(&old).unwrap();
        let events = Stages::default();
        let rec = run_options(&s, &Fakes::default(), false, &Options::default(), &events);
        assert_eq!(events.0.into_inner().unwrap(), []);
        assert_eq!(rec, first, "the inputs are adopted");
        // A stage it never ran (a profile asked for now) runs, and the fingerprint
        // after it; what it holds is adopted.
        s.wd.write_record(&old).unwrap();
        let events = Stages::default();
        let o = Options {
            profile_budget: 20,
            ..Options::default()
        };
        let rec = run_options(&s, &Fakes::default(), false, &o, &events);
        assert_eq!(
            events.0.into_inner().unwrap(),
            [Stage::Profile, Stage::Fingerprint]
        );
        assert!(rec.profile.is_some() && rec.finished());
    }

    #[test]
    fn a_finished_record_keeps_its_results_when_a_stage_run_again_fails() {
        let s = setup();
        let first = run(&s, &Fakes::default(), false);
        let reduced = s.wd.read_text("f1", "reduced.c").unwrap();
        let broken = Fakes {
            broken: true,
            ..Fakes::default()
        };
        let o = Options {
            window: 1,
            ..Options::default()
        };
        let rec = run_options(&s, &broken, false, &o, &NoTriageEvents);
        assert!(
            !broken.builds.lock().unwrap().is_empty(),
            "the reduction ran again"
        );
        assert_eq!(rec, first);
        assert_eq!(s.wd.read_record("f1").as_ref(), Some(&first));
        assert_eq!(s.wd.read_text("f1", "reduced.c").unwrap(), reduced);
    }

    #[test]
    fn a_stage_runs_again_exactly_when_its_inputs_change() {
        use Stage::*;
        let s = setup();
        let ran = |window: usize, versions: &[String], profile_budget: u32| {
            let events = Stages::default();
            let o = Options {
                window,
                versions: versions.to_vec(),
                profile_budget,
                ..Options::default()
            };
            let rec = run_options(&s, &Fakes::default(), false, &o, &events);
            (rec, events.0.into_inner().unwrap())
        };
        let (first, all) = ran(4, &[], 0);
        assert_eq!(all, [Reproduce, Reduce, Signature, Fingerprint]);
        // The same inputs: nothing.
        assert_eq!(ran(4, &[], 0).1, []);
        // The versions asked for (an input of the versions stage only; the fingerprint,
        // cheap, is made again whenever a finished record's stages run).
        let v = ["gcc-12".to_string()];
        assert_eq!(ran(4, &v, 0).1, [Versions, Fingerprint]);
        assert_eq!(ran(4, &v, 0).1, []);
        // A profile budget (the profile stage's only).
        assert_eq!(ran(4, &v, 20).1, [Profile, Fingerprint]);
        // Another window: the reduction again, and after it what reads its program.
        let (rec, again) = ran(1, &v, 20);
        assert_eq!(again[0], Reduce, "{again:?}");
        assert!(!again.contains(&Reproduce), "{again:?}");
        let reduced = s.wd.read_text("f1", "reduced.c").unwrap();
        assert_eq!(rec.reduced_hash, Some(hash(&reduced)));
        // The stages after it run again exactly when the program changed; the
        // fingerprint always (a finished record is not finished while stages run).
        if rec.reduced_hash != first.reduced_hash {
            assert_eq!(again, [Reduce, Signature, Versions, Profile, Fingerprint]);
        } else {
            assert_eq!(again, [Reduce, Fingerprint]);
        }
        // Without --versions the stage does not apply, and its answer is kept.
        let (kept, none) = ran(1, &[], 20);
        assert_eq!(none, []);
        assert_eq!(kept.versions_asked, v);
        // Another budget of the local exhaustive search: the reduction again.
        let events = Stages::default();
        let o = Options {
            window: 1,
            exhaustive_tests: 0,
            ..Options::default()
        };
        run_options(&s, &Fakes::default(), false, &o, &events);
        assert_eq!(events.0.into_inner().unwrap()[0], Reduce);
        // A changed original: everything again.
        std::fs::write(
            s.failure.source.as_ref().unwrap(),
            PROGRAM.replace("g2", "g3"),
        )
        .unwrap();
        assert_eq!(ran(1, &v, 20).1[..2], [Reproduce, Reduce]);
    }

    #[test]
    fn every_stage_runs_in_order_and_a_finished_record_runs_none() {
        let s = setup();
        let fakes = Fakes::default();
        let rec = run(&s, &fakes, false);
        assert_eq!(rec.status(), Status::Reduced, "{rec:?}");
        let rep = rec.reproduce.as_ref().unwrap();
        assert_eq!((rep.interesting, rep.runs), (3, 3));
        let reduced = s.wd.read_text("f1", "reduced.c").unwrap();
        assert!(reduced.contains("BUG(") && reduced.len() < PROGRAM.len() / 2);
        assert!(rec.signed && rec.fingerprint.is_some());
        assert_eq!(rec.reduced_hash, Some(hash(&reduced)));
        // Reproduce built the oracle on the original and handed it to the reduction;
        // the signature stage built one on the reduced program.
        assert_eq!(*fakes.builds.lock().unwrap(), [PROGRAM, reduced.as_str()]);
        // Done: a second run runs no stage.
        let again = Fakes::default();
        assert_eq!(run(&s, &again, false), rec);
        assert!(again.builds.lock().unwrap().is_empty());
    }

    #[test]
    fn a_resumed_record_runs_only_the_stages_it_lacks() {
        let s = setup();
        let first = run(&s, &Fakes::default(), false);
        // As if killed after the reduction was saved: signature and fingerprint lack.
        let mut cut = first.clone();
        cut.signed = false;
        cut.signature = None;
        cut.fingerprint = None;
        cut.inputs.remove(&Stage::Signature);
        cut.inputs.remove(&Stage::Fingerprint);
        s.wd.write_record(&cut).unwrap();
        let fakes = Fakes::default();
        let rec = run(&s, &fakes, false);
        assert_eq!(rec, first);
        // Only the signature stage built an oracle: no reproduce, no reduction.
        let reduced = s.wd.read_text("f1", "reduced.c").unwrap();
        assert_eq!(*fakes.builds.lock().unwrap(), [reduced]);
    }

    #[test]
    fn the_profile_is_the_same_for_any_jobs_and_is_not_made_again() {
        // As given, so the program keeps the declarations the edits work on.
        let mut profiles = Vec::new();
        for jobs in [1, 2] {
            let s = setup();
            let rec = run_with(&s, &Fakes::default(), true, 20, jobs);
            profiles.push(rec.profile.clone().expect("a profile"));
        }
        assert_eq!(profiles[0], profiles[1]);
        let p = &profiles[0];
        assert!(p.runs > 0 && p.runs <= 20, "{p:?}");
        let volatile = p.classes["volatile"];
        assert!(volatile.cures > 0 && volatile.keeps == 0, "{p:?}");
        assert!(p.classes.values().any(|c| c.keeps > 0), "{p:?}");

        // Killed after the profile was saved: the next run does not make it again.
        let s = setup();
        let first = run_with(&s, &Fakes::default(), true, 20, 2);
        let mut cut = first.clone();
        cut.fingerprint = None;
        cut.inputs.remove(&Stage::Fingerprint);
        s.wd.write_record(&cut).unwrap();
        let fakes = Fakes::default();
        assert_eq!(run_with(&s, &fakes, true, 20, 2), first);
        assert!(fakes.builds.lock().unwrap().is_empty());
        // Killed before: the next run makes it (one oracle build) and nothing else.
        let mut cut = first.clone();
        cut.profile = None;
        cut.fingerprint = None;
        cut.inputs.remove(&Stage::Profile);
        cut.inputs.remove(&Stage::Fingerprint);
        s.wd.write_record(&cut).unwrap();
        let fakes = Fakes::default();
        assert_eq!(run_with(&s, &fakes, true, 20, 2), first);
        assert_eq!(*fakes.builds.lock().unwrap(), [PROGRAM]);
    }

    /// arith's `NG t7` names the generated check, not the bug: such a failure gets a
    /// profile (regression: the stage took any NG line for a compiler's own message).
    #[test]
    fn a_generated_check_s_ng_line_gets_a_profile() {
        let s = setup();
        let fakes = Fakes {
            ng: true,
            ..Fakes::default()
        };
        let rec = run_with(&s, &fakes, true, 20, 2);
        assert!(rec.profile.as_ref().is_some_and(|p| p.runs > 0), "{rec:?}");
    }

    #[test]
    fn a_flaky_failure_is_reported_and_not_reduced() {
        let s = setup();
        let fakes = Fakes {
            flaky: 2,
            ..Fakes::default()
        };
        let rec = run(&s, &fakes, false);
        assert_eq!(rec.status(), Status::Flaky, "{rec:?}");
        assert!(rec.reduce.is_none() && rec.fingerprint.is_none());
        assert!(s.wd.read_text("f1", "reduced.c").is_none());
    }

    #[test]
    fn as_given_takes_the_program_as_it_is() {
        let s = setup();
        let fakes = Fakes::default();
        let rec = run(&s, &fakes, true);
        assert_eq!(rec.status(), Status::AsGiven, "{rec:?}");
        assert!(rec.reproduce.is_none() && rec.reduce.is_none());
        assert_eq!(rec.reduced_hash, Some(hash(PROGRAM)));
        // Only the signature: one build, on the program as given.
        assert_eq!(*fakes.builds.lock().unwrap(), [PROGRAM]);
    }
}
