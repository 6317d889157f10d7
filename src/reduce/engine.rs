//! The reduction loop. Passes propose candidates in order; workers (at most the shared
//! [`TestBudget`]'s capacity) take them in order and test them, past window boundaries,
//! until the window holding the first interesting candidate is complete. Windows have a
//! fixed size (a parameter of the algorithm, never `-j`). That window's interesting
//! candidates are folded, in index order, into one change, kept if it is interesting
//! too; otherwise the lowest-index success is kept. Every candidate up to the end of
//! that window has been tested, so the result is the same for any `-j`.
//!
//! Timeouts are never cached as verdicts (they depend on load), and a candidate that
//! timed out but would have won its window is tested again alone before it is rejected.

use super::budget::TestBudget;
use super::cache::{Claim, VerdictCache};
use super::speculation::{Plan, Speculation, StopOnDrop};
use super::stats::{PassStats, Stats};
use super::turns::Turns;
use crate::oracle::probe::ValueSource;
use crate::oracle::{Oracle, OracleError, Verdict};
use crate::toolchain::Cancel;
use creduce_passes::lint::{HazardIndex, Hazards};
use creduce_passes::{count_tokens, Candidate, Cursor, Edit, Pass, Program, Replacement};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How many candidates a pass is asked for at a time.
const BATCH: usize = 64;

/// The default window: candidates tested together and folded.
pub const DEFAULT_WINDOW: usize = 4;

/// What the caller hears while a reduction runs. Every method has a default that does
/// nothing; the engine itself never prints.
pub trait Events: Sync {
    /// A pass starts (again).
    fn pass_started(&self, _pass: &str) {}
    /// A test finished.
    fn test_finished(&self, _verdict: Verdict) {}
    /// A smaller interesting program was accepted. The command layer saves it; an error
    /// stops the reduction (the best program so far is the step's `before`).
    fn improved(&self, _step: &Step<'_>) -> std::io::Result<()> {
        Ok(())
    }
}

/// The default: hear nothing.
#[derive(Debug, Default, Clone, Copy)]
pub struct NoEvents;
impl Events for NoEvents {}

/// One accepted change.
#[derive(Debug)]
pub struct Step<'a> {
    /// The pass.
    pub pass: &'static str,
    /// The accepted candidate's label (the first one's, for a fold).
    pub label: &'a str,
    /// How many candidates were folded into this change (1: no fold).
    pub folded: usize,
    /// The program before.
    pub before: &'a str,
    /// The program after.
    pub after: &'a str,
    /// Tokens after.
    pub tokens: usize,
}

/// Knobs of one reduction.
pub struct ReduceOptions<'a> {
    /// The passes, in schedule order (repeated until a round removes nothing).
    pub passes: &'a [Box<dyn Pass>],
    /// Runs instrumented copies for passes that observe the program (`expr_to_value`).
    pub probe: Option<&'a dyn ValueSource>,
    /// Use the verdict cache.
    pub cache: bool,
    /// Reject candidates that add parse errors before testing them.
    pub parse_check: bool,
    /// Reject candidates that add hazards (edits known to create undefined behaviour).
    pub hazard_check: bool,
    /// Candidates tested together and folded (a parameter of the algorithm: the result
    /// depends on it, never on the budget).
    pub window: usize,
    /// Test ahead of need on slots that would be idle (never changes the result).
    pub speculate: bool,
    /// Texts every candidate must keep, once each, in order, the first at the start:
    /// the markers between files reduced together ([`crate::sources`]).
    pub pinned: &'a [String],
    /// Stop early (keeping the best so far) once this says so.
    pub cancel: &'a dyn Cancel,
    /// Progress and accepted changes.
    pub events: &'a dyn Events,
}

impl std::fmt::Debug for ReduceOptions<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReduceOptions")
            .field("passes", &self.passes.len())
            .field("cache", &self.cache)
            .field("parse_check", &self.parse_check)
            .field("hazard_check", &self.hazard_check)
            .field("window", &self.window)
            .field("speculate", &self.speculate)
            .finish_non_exhaustive()
    }
}

/// The result of a reduction.
#[derive(Debug)]
pub struct Reduction {
    /// The smallest interesting program found.
    pub text: String,
    /// Counters.
    pub stats: Stats,
}

/// Errors that stop a reduction.
#[derive(Debug, thiserror::Error)]
pub enum ReduceError {
    /// The oracle could not run.
    #[error(transparent)]
    Oracle(#[from] OracleError),
    /// The caller could not take an improvement (its `Events::improved` failed).
    #[error("cannot save the best program so far: {0}")]
    Save(#[source] std::io::Error),
}

/// What happened to one candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// Dropped without a test (no change, does not apply, not smaller).
    Skipped,
    /// Adds parse errors.
    ParseRejected,
    /// Adds hazards.
    HazardRejected,
    /// Answered by the cache.
    Cached(bool),
    /// Tested.
    Tested(Verdict),
}

impl Outcome {
    fn interesting(self) -> bool {
        matches!(
            self,
            Outcome::Cached(true) | Outcome::Tested(Verdict::Interesting)
        )
    }
}

/// A candidate after evaluation: its outcome, and for candidates that got past the
/// in-process checks the rendered program (parsed when a check parsed it), so a winner
/// is never rendered or parsed twice.
#[derive(Debug)]
struct Evaluated {
    outcome: Outcome,
    edit: Edit,
    next: Option<Next>,
}

impl Evaluated {
    fn new(outcome: Outcome, edit: Edit, next: Next) -> Evaluated {
        Evaluated {
            outcome,
            edit,
            next: Some(next),
        }
    }
}

/// A rendered candidate program.
#[derive(Debug)]
struct Next {
    text: String,
    tokens: usize,
    parsed: Option<(Program, Hazards)>,
}

/// The current program with what every candidate is compared against.
#[derive(Debug, Clone)]
pub(super) struct Current {
    pub(super) prog: Program,
    /// Its hazards, item by item (empty when the hazard check is off).
    pub(super) hazards: HazardIndex,
}

impl Current {
    fn measure(&self) -> (usize, usize) {
        measure(self.prog.token_count(), self.prog.text().len())
    }
}

/// A program ordered by how reduced it is: fewer tokens first, then fewer bytes.
fn measure(tokens: usize, bytes: usize) -> (usize, usize) {
    (tokens, bytes)
}

#[derive(Default)]
struct Counters {
    tests: AtomicU64,
    test_nanos: AtomicU64,
    cache_hits: AtomicU64,
    parse_rejected: AtomicU64,
    hazard_rejected: AtomicU64,
    skipped: AtomicU64,
    timeouts: AtomicU64,
    cancelled: AtomicU64,
    speculative_tests: AtomicU64,
    speculative_hits: AtomicU64,
}

struct Engine<'a> {
    oracle: &'a dyn Oracle,
    opts: &'a ReduceOptions<'a>,
    budget: &'a TestBudget,
    cache: VerdictCache,
    counters: Counters,
    /// Nanoseconds per stage (`parse-check`, `oracle`, `ub-guard`, `value-probe`).
    stage_nanos: Mutex<BTreeMap<&'static str, u64>>,
    /// Plans of tests to run ahead of need.
    spec: Speculation,
}

/// Reduce `source` (already known to be interesting to `oracle`) with `options.passes`.
/// Tests run under `budget`, shared with every other reduction of the process. Stops
/// early, keeping the best so far, once `options.cancel` says so. No printing, no
/// signals, no files: the caller hears of each improvement through `options.events`.
pub fn reduce(
    source: &str,
    oracle: &dyn Oracle,
    options: &ReduceOptions<'_>,
    budget: &TestBudget,
) -> Result<Reduction, ReduceError> {
    let start = Instant::now();
    let idle_before = budget.idle();
    let engine = Engine {
        oracle,
        opts: options,
        budget,
        cache: VerdictCache::new(options.cache),
        counters: Counters::default(),
        stage_nanos: Mutex::default(),
        spec: Speculation::default(),
    };
    let prog = Program::new(source);
    let cur = Current {
        hazards: engine.hazard_index(&prog, &HazardIndex::default()),
        prog,
    };
    let mut stats = Stats {
        bytes_before: source.len(),
        tokens_before: cur.prog.token_count(),
        jobs: budget.capacity(),
        window: options.window.max(1),
        passes: options
            .passes
            .iter()
            .map(|p| PassStats {
                pass: p.name().into(),
                ..Default::default()
            })
            .collect(),
        ..Default::default()
    };
    engine.cache.put(VerdictCache::key(source), true);
    let speculators = if options.speculate && engine.cache.enabled() {
        budget.capacity()
    } else {
        0
    };
    let cur = std::thread::scope(|s| {
        let _stop = StopOnDrop(&engine.spec);
        for _ in 0..speculators {
            s.spawn(|| engine.speculator());
        }
        engine.run(cur, &mut stats)
    })?;
    let c = &engine.counters;
    stats.bytes_after = cur.prog.text().len();
    stats.tokens_after = cur.prog.token_count();
    stats.tests = c.tests.load(Ordering::Relaxed);
    stats.cache_hits = c.cache_hits.load(Ordering::Relaxed);
    stats.rejected_by_parse = c.parse_rejected.load(Ordering::Relaxed);
    stats.rejected_by_hazard = c.hazard_rejected.load(Ordering::Relaxed);
    stats.rejected_in_process = c.skipped.load(Ordering::Relaxed);
    stats.timeouts = c.timeouts.load(Ordering::Relaxed);
    stats.cancelled = c.cancelled.load(Ordering::Relaxed);
    stats.speculative_tests = c.speculative_tests.load(Ordering::Relaxed);
    stats.speculative_hits = c.speculative_hits.load(Ordering::Relaxed);
    stats.stage_seconds = engine
        .stage_nanos
        .lock()
        .map(|m| {
            m.iter()
                .map(|(k, v)| (k.to_string(), *v as f64 / 1e9))
                .collect()
        })
        .unwrap_or_default();
    stats.stage_seconds.insert(
        "idle-slots".into(),
        (budget.idle().saturating_sub(idle_before)).as_secs_f64(),
    );
    stats.test_seconds = Duration::from_nanos(c.test_nanos.load(Ordering::Relaxed)).as_secs_f64();
    stats.wall_seconds = start.elapsed().as_secs_f64();
    stats.compute_outside();
    Ok(Reduction {
        text: cur.prog.text().to_string(),
        stats,
    })
}

/// How many passes ahead a plan made at a pass's end may look for candidates (passes
/// with none on the program are skipped).
const LOOKAHEAD: usize = 4;

/// The change a batch ends in.
struct Accepted {
    /// Index (in the batch) of the first candidate of the change.
    first: usize,
    /// Candidates folded into it.
    folded: usize,
    edit: Edit,
    next: Next,
}

impl Engine<'_> {
    /// The rounds of the schedule, from `cur` until a round removes nothing (or the
    /// caller cancels). Returns the smallest interesting program.
    fn run(&self, mut cur: Current, stats: &mut Stats) -> Result<Current, ReduceError> {
        'rounds: loop {
            stats.rounds += 1;
            let round_start = cur.measure();
            for (pi, pass) in self.opts.passes.iter().enumerate() {
                self.opts.events.pass_started(pass.name());
                let pass_start = Instant::now();
                let mut cursor = Cursor::START;
                let mut observed: Option<[u8; 32]> = None;
                loop {
                    if self.opts.cancel.cancelled() {
                        stats.passes[pi].seconds += pass_start.elapsed().as_secs_f64();
                        stats.interrupted = true;
                        break 'rounds;
                    }
                    // Passes that observe the program running get a fresh observation for
                    // every program they are asked about.
                    if let Some(source) = self.opts.probe {
                        let key = VerdictCache::key(cur.prog.text());
                        if observed != Some(key) {
                            if let Some(inst) = pass.instrument(&cur.prog) {
                                let report = self.probe(source, &inst);
                                pass.observe(&cur.prog, &report);
                            }
                            observed = Some(key);
                        }
                    }
                    let t0 = Instant::now();
                    let batch = pass.candidates(&cur.prog, cursor, BATCH);
                    self.add_stage("candidates", t0.elapsed());
                    let Some(last) = batch.last() else { break };
                    let last_cursor = last.cursor;
                    stats.passes[pi].candidates += batch.len() as u64;
                    let before_tests = self.counters.tests.load(Ordering::Relaxed);
                    let t0 = Instant::now();
                    // The passes after this one, for plans made at this pass's end.
                    let n = self.opts.passes.len();
                    let after: Vec<&dyn Pass> = (1..=LOOKAHEAD.min(n))
                        .map(|k| self.opts.passes[(pi + k) % n].as_ref())
                        .collect();
                    let accepted = self.run_batch(&cur, pass.as_ref(), &after, &batch, stats)?;
                    self.add_stage("batches", t0.elapsed());
                    stats.passes[pi].tests +=
                        self.counters.tests.load(Ordering::Relaxed) - before_tests;
                    let Some(acc) = accepted else {
                        if self.opts.cancel.cancelled() {
                            continue; // reported at the top of the loop
                        }
                        cursor = last_cursor.next();
                        continue;
                    };
                    let prog = match acc.next.parsed {
                        Some((p, _)) => p,
                        None => cur.prog.reparse(&acc.edit, acc.next.text),
                    };
                    let next = Current {
                        hazards: self.hazard_index(&prog, &cur.hazards),
                        prog,
                    };
                    let t0 = Instant::now();
                    let smaller = next.measure() < cur.measure();
                    let ps = &mut stats.passes[pi];
                    ps.accepted += 1;
                    ps.bytes_removed +=
                        cur.prog.text().len() as i64 - next.prog.text().len() as i64;
                    ps.tokens_removed +=
                        cur.prog.token_count() as i64 - next.prog.token_count() as i64;
                    self.opts
                        .events
                        .improved(&Step {
                            pass: pass.name(),
                            label: &batch[acc.first].label,
                            folded: acc.folded,
                            before: cur.prog.text(),
                            after: next.prog.text(),
                            tokens: next.prog.token_count(),
                        })
                        .map_err(ReduceError::Save)?;
                    self.add_stage("save", t0.elapsed());
                    cursor = if smaller {
                        batch[acc.first].cursor
                    } else {
                        batch[acc.first].cursor.next()
                    };
                    // An observation the kept edit leaves true need not be made again.
                    if pass.observes()
                        && observed == Some(VerdictCache::key(cur.prog.text()))
                        && pass.carry(&cur.prog, &acc.edit, &next.prog)
                    {
                        observed = Some(VerdictCache::key(next.prog.text()));
                        stats.observations_carried += 1;
                    }
                    cur = next;
                }
                stats.passes[pi].seconds += pass_start.elapsed().as_secs_f64();
            }
            if cur.measure() >= round_start {
                break;
            }
        }
        Ok(cur)
    }
    fn add_stage(&self, stage: &'static str, d: Duration) {
        if let Ok(mut m) = self.stage_nanos.lock() {
            *m.entry(stage).or_insert(0) += d.as_nanos() as u64;
        }
    }

    /// The hazard index of `prog`, a program made from the one `base` indexes (only
    /// the items that changed are walked); empty when the hazard check is off.
    fn hazard_index(&self, prog: &Program, base: &HazardIndex) -> HazardIndex {
        if self.opts.hazard_check {
            base.update(prog)
        } else {
            HazardIndex::default()
        }
    }

    /// The hazards of `prog`, a program made from `cur` (only the items that changed
    /// are walked).
    fn hazards_of(&self, prog: &Program, cur: &Current) -> Hazards {
        if self.opts.hazard_check {
            cur.hazards.count(prog)
        } else {
            Hazards::default()
        }
    }

    /// Run an instrumented copy (one test slot of the budget).
    fn probe(&self, source: &dyn ValueSource, inst: &str) -> String {
        let cancel = self.opts.cancel;
        let Some(_permit) = self.budget.acquire(cancel) else {
            return String::new();
        };
        let t0 = Instant::now();
        let report = source.run(inst, cancel).unwrap_or_default();
        self.add_stage("value-probe", t0.elapsed());
        report
    }

    /// Test `batch`: workers take candidates in order, past window boundaries, until
    /// the window holding the first success is complete; that window's successes make
    /// the change. Every candidate before the end of that window has been evaluated, so
    /// the change depends on the verdicts alone, never on the order tests finish in.
    fn run_batch(
        &self,
        cur: &Current,
        pass: &dyn Pass,
        after: &[&dyn Pass],
        batch: &[Candidate],
        stats: &mut Stats,
    ) -> Result<Option<Accepted>, ReduceError> {
        let window = self.opts.window.max(1);
        if self.speculating() {
            self.spec.settle(&VerdictCache::key(cur.prog.text()));
        }
        let mut evals = self.test_stream(cur, pass, after, batch, window)?;
        if self.opts.cancel.cancelled() {
            return Ok(None);
        }
        let mut lead = evals.iter().position(|e| e.outcome.interesting());
        // A timed-out candidate before the first success would have won: test it
        // again, alone, before rejecting it.
        let first = lead.unwrap_or(evals.len());
        for (i, ev) in evals.iter_mut().enumerate().take(first) {
            if ev.outcome == Outcome::Tested(Verdict::Timeout) {
                stats.timeout_retests += 1;
                let again = self.evaluate(cur, ev.edit.clone(), true)?;
                let won = again.outcome.interesting();
                *ev = again;
                if won {
                    stats.timeout_retest_wins += 1;
                    lead = Some(i);
                    break;
                }
            }
        }
        if self.opts.cancel.cancelled() {
            return Ok(None);
        }
        let Some(lead) = lead else {
            return Ok(None);
        };
        let end = ((lead / window + 1) * window).min(evals.len());
        let successes: Vec<usize> = (lead..end)
            .filter(|&i| evals[i].outcome.interesting())
            .collect();
        let tested_after_lead = evals[lead + 1..]
            .iter()
            .filter(|e| matches!(e.outcome, Outcome::Tested(_)))
            .count() as u64;
        let (acc, folded) = self.fold(cur, pass, batch, &mut evals, &successes, stats)?;
        stats.folded_candidates += folded.saturating_sub(1) as u64;
        // Tests after the lead that did not end up in the change.
        stats.wasted_tests += tested_after_lead.saturating_sub(folded.saturating_sub(1) as u64);
        Ok(acc.next.map(|next| Accepted {
            first: lead,
            folded,
            edit: acc.edit,
            next,
        }))
    }

    /// The change of a window with `successes` (indices, increasing): their edits
    /// folded in index order (skipping one that overlaps an earlier one) if the fold is
    /// interesting and smaller than the first success alone; otherwise the first
    /// success. Returns the change and how many candidates it holds.
    fn fold(
        &self,
        cur: &Current,
        pass: &dyn Pass,
        batch: &[Candidate],
        evals: &mut [Evaluated],
        successes: &[usize],
        stats: &mut Stats,
    ) -> Result<(Evaluated, usize), ReduceError> {
        let lead = successes[0];
        let take_lead = |evals: &mut [Evaluated]| {
            let e = std::mem::replace(
                &mut evals[lead],
                Evaluated {
                    outcome: Outcome::Skipped,
                    edit: Edit::default(),
                    next: None,
                },
            );
            (e, 1)
        };
        if successes.len() < 2 {
            return Ok(take_lead(evals));
        }
        let mut reps: Vec<Replacement> = evals[lead].edit.replacements().to_vec();
        let mut members = 1;
        for &i in &successes[1..] {
            let mut trial = reps.clone();
            trial.extend_from_slice(evals[i].edit.replacements());
            if Edit::new(trial.clone()).is_ok() {
                reps = trial;
                members += 1;
            }
        }
        let Ok(edit) = Edit::new(reps) else {
            return Ok(take_lead(evals));
        };
        let lead_measure = evals[lead]
            .next
            .as_ref()
            .map(|n| measure(n.tokens, n.text.len()));
        if members < 2 {
            return Ok(take_lead(evals));
        }
        // Only a fold smaller than the lead alone is worth a test.
        if let (Some(lm), Some(text)) = (lead_measure, edit.apply(cur.prog.text())) {
            if measure(count_tokens(&text), text.len()) >= lm {
                return Ok(take_lead(evals));
            }
        }
        stats.fold_tests += 1;
        let folded = std::thread::scope(|s| {
            if self.speculating() && !pass.observes() {
                // While the fold is tested: the pass goes on from the lead's place on
                // the folded program, if the fold is interesting.
                let edit = edit.clone();
                s.spawn(move || {
                    if let Ok((edit, next)) = self.render(cur, edit) {
                        let prog = cur.prog.reparse(&edit, next.text);
                        self.publish(pass, prog, &cur.hazards, batch[lead].cursor);
                    }
                });
            }
            self.evaluate(cur, edit, false)
        })?;
        if folded.outcome.interesting() && folded.next.is_some() {
            stats.fold_wins += 1;
            return Ok((folded, members));
        }
        if matches!(folded.outcome, Outcome::Tested(_)) {
            stats.wasted_tests += 1;
        }
        Ok(take_lead(evals))
    }

    /// Evaluate `batch` in order, in parallel under the budget, until the window (of
    /// `window` candidates, aligned to the batch's start) holding the first interesting
    /// candidate is complete. Candidates past it are cancelled or never started and come
    /// back as cancelled.
    fn test_stream(
        &self,
        cur: &Current,
        pass: &dyn Pass,
        after: &[&dyn Pass],
        batch: &[Candidate],
        window: usize,
    ) -> Result<Vec<Evaluated>, ReduceError> {
        let predicted = AtomicBool::new(!self.speculating());
        let n = batch.len();
        let threads = n.min(self.budget.capacity() + 1);
        let next = AtomicUsize::new(0);
        // Indices at or past this need not be evaluated.
        let limit = AtomicUsize::new(n);
        let slots: Vec<Mutex<Option<Evaluated>>> = batch.iter().map(|_| Mutex::new(None)).collect();
        let error: Mutex<Option<OracleError>> = Mutex::new(None);
        let turns = Turns::new(n);
        let failed = || error.lock().map(|e| e.is_some()).unwrap_or(true);
        let work = || loop {
            let i = next.fetch_add(1, Ordering::SeqCst);
            if self.opts.cancel.cancelled() || failed() {
                break;
            }
            if i >= limit.load(Ordering::SeqCst) {
                turns.pass(i);
                // Out of work: the first worker here says what comes next.
                if !predicted.swap(true, Ordering::SeqCst) {
                    self.predict(cur, pass, after, batch, &slots);
                }
                break;
            }
            let cancel = || limit.load(Ordering::SeqCst) <= i || self.opts.cancel.cancelled();
            let evaluated = self.evaluate_with(
                cur,
                batch[i].edit.clone(),
                false,
                &cancel,
                Some((&turns, i)),
            );
            turns.pass(i);
            match evaluated {
                Ok(e) => {
                    if e.outcome.interesting() {
                        limit.fetch_min((i / window + 1) * window, Ordering::SeqCst);
                    }
                    if let Ok(mut slot) = slots[i].lock() {
                        *slot = Some(e);
                    }
                }
                Err(e) => {
                    if let Ok(mut slot) = error.lock() {
                        slot.get_or_insert(e);
                    }
                    break;
                }
            }
        };
        if threads <= 1 {
            work();
        } else {
            std::thread::scope(|s| {
                for _ in 0..threads {
                    s.spawn(work);
                }
            });
        }
        if let Some(e) = error.into_inner().ok().flatten() {
            return Err(e.into());
        }
        let limit = limit.into_inner();
        Ok(slots
            .into_iter()
            .zip(batch)
            .take(limit)
            .map(|(m, c)| {
                m.into_inner().ok().flatten().unwrap_or(Evaluated {
                    // Only after an interrupt.
                    outcome: Outcome::Tested(Verdict::Cancelled),
                    edit: c.edit.clone(),
                    next: None,
                })
            })
            .collect())
    }

    fn evaluate(&self, cur: &Current, edit: Edit, alone: bool) -> Result<Evaluated, OracleError> {
        self.evaluate_with(cur, edit, alone, self.opts.cancel, None)
    }

    /// Render `edit` onto `cur`: the edit (with the final newline kept), the text and
    /// its tokens; `Err(edit)` if it does not apply, changes nothing or is not smaller.
    fn render(&self, cur: &Current, edit: Edit) -> Result<(Edit, Next), Edit> {
        let src = cur.prog.text();
        let Some(mut text) = edit.apply(src) else {
            return Err(edit);
        };
        // A C file ends with a newline (C99 5.1.1.2); no edit may take it away.
        let mut edit = edit;
        if src.ends_with('\n') && !text.ends_with('\n') {
            edit = with_final_newline(edit, src);
            text.push('\n');
        }
        if !self.opts.pinned.is_empty() && !crate::sources::keeps(&text, self.opts.pinned) {
            return Err(edit);
        }
        let tokens = count_tokens(&text);
        if text == src || measure(tokens, text.len()) > cur.measure() {
            return Err(edit);
        }
        Ok((
            edit,
            Next {
                text,
                tokens,
                parsed: None,
            },
        ))
    }

    /// The in-process checks: parse errors and hazards must not grow. Returns the
    /// parsed program, `None` when no check is on, or the rejection.
    fn check(
        &self,
        cur: &Current,
        edit: &Edit,
        next: &Next,
        count: bool,
    ) -> Result<Option<(Program, Hazards)>, Outcome> {
        if !self.opts.parse_check && !self.opts.hazard_check {
            return Ok(None);
        }
        let c = &self.counters;
        let t0 = Instant::now();
        let prog = cur.prog.reparse(edit, next.text.clone());
        let hz = self.hazards_of(&prog, cur);
        self.add_stage("parse-check", t0.elapsed());
        if self.opts.parse_check && prog.error_count() > cur.prog.error_count() {
            if count {
                c.parse_rejected.fetch_add(1, Ordering::Relaxed);
            }
            return Err(Outcome::ParseRejected);
        }
        if hz.worse_than(&cur.hazards.total()) {
            if count {
                c.hazard_rejected.fetch_add(1, Ordering::Relaxed);
            }
            return Err(Outcome::HazardRejected);
        }
        Ok(Some((prog, hz)))
    }

    /// One oracle run under `permit`, counted.
    fn test_text(
        &self,
        text: &str,
        cancel: &dyn Cancel,
        speculative: bool,
    ) -> Result<Verdict, OracleError> {
        let c = &self.counters;
        let report = self.oracle.test(text, cancel)?;
        for (stage, d) in &report.stages {
            self.add_stage(stage, *d);
        }
        c.tests.fetch_add(1, Ordering::Relaxed);
        if speculative {
            c.speculative_tests.fetch_add(1, Ordering::Relaxed);
        }
        c.test_nanos
            .fetch_add(report.elapsed.as_nanos() as u64, Ordering::Relaxed);
        self.opts.events.test_finished(report.verdict);
        Ok(report.verdict)
    }

    /// Run one edit through the stages: render → cache (or wait for the same text
    /// being tested) → parse check → hazard check → oracle (under one slot of the
    /// budget, or all of them when `alone`).
    fn evaluate_with(
        &self,
        cur: &Current,
        edit: Edit,
        alone: bool,
        cancel: &dyn Cancel,
        turn: Option<(&Turns, usize)>,
    ) -> Result<Evaluated, OracleError> {
        let c = &self.counters;
        let (edit, mut next) = match self.render(cur, edit) {
            Ok(r) => r,
            Err(edit) => {
                c.skipped.fetch_add(1, Ordering::Relaxed);
                return Ok(Evaluated {
                    outcome: Outcome::Skipped,
                    edit,
                    next: None,
                });
            }
        };
        let key = VerdictCache::key(&next.text);
        let claim = loop {
            match self.cache.claim(key) {
                Claim::Known {
                    interesting,
                    speculative,
                } => {
                    c.cache_hits.fetch_add(1, Ordering::Relaxed);
                    if speculative {
                        c.speculative_hits.fetch_add(1, Ordering::Relaxed);
                    }
                    return Ok(Evaluated::new(Outcome::Cached(interesting), edit, next));
                }
                Claim::Busy => {
                    // Waiting for another test's verdict takes no slot: later
                    // candidates need not wait for this one.
                    if let Some((t, i)) = turn {
                        t.pass(i);
                    }
                    self.cache.wait(&key, &|| cancel.cancelled());
                    if cancel.cancelled() {
                        c.cancelled.fetch_add(1, Ordering::Relaxed);
                        return Ok(Evaluated::new(
                            Outcome::Tested(Verdict::Cancelled),
                            edit,
                            next,
                        ));
                    }
                }
                Claim::Mine(claim) => break claim,
            }
        };
        match self.check(cur, &edit, &next, true) {
            Ok(parsed) => next.parsed = parsed,
            Err(outcome) => {
                return Ok(Evaluated {
                    outcome,
                    edit,
                    next: None,
                })
            }
        }
        let in_turn = turn.is_none_or(|(t, i)| t.wait(i, &|| cancel.cancelled()));
        let permit = if !in_turn {
            None
        } else if alone {
            self.budget.acquire_all(cancel)
        } else {
            self.budget.acquire(cancel)
        };
        if let Some((t, i)) = turn {
            t.pass(i);
        }
        let verdict = match permit {
            None => Verdict::Cancelled,
            Some(_permit) => self.test_text(&next.text, cancel, false)?,
        };
        match verdict {
            Verdict::Cancelled => {
                c.cancelled.fetch_add(1, Ordering::Relaxed);
            }
            // A timeout depends on the load: never a verdict to remember.
            Verdict::Timeout => {
                c.timeouts.fetch_add(1, Ordering::Relaxed);
            }
            v => claim.settle(v.is_interesting(), false),
        }
        Ok(Evaluated::new(Outcome::Tested(verdict), edit, next))
    }

    /// Whether tests run ahead of need.
    fn speculating(&self) -> bool {
        self.opts.speculate && self.cache.enabled()
    }

    /// Publish the plan of `pass` from `cursor` on `prog`, a program made from the one
    /// `base` indexes; false if the pass has no candidates there (nothing published).
    fn publish(&self, pass: &dyn Pass, prog: Program, base: &HazardIndex, cursor: Cursor) -> bool {
        let edits: Vec<Edit> = pass
            .candidates(&prog, cursor, BATCH)
            .into_iter()
            .map(|c| c.edit)
            .collect();
        if edits.is_empty() {
            return false;
        }
        let cur = Current {
            hazards: self.hazard_index(&prog, base),
            prog,
        };
        self.spec.publish(Plan::new(cur, edits));
        true
    }

    /// What the engine will most likely test next, once a batch's workers run out of
    /// candidates while some are still being tested: if nothing won so far, the next
    /// candidates of the pass on the same program; otherwise the pass from the place of
    /// the lowest-index winner so far, on the program it makes. At the pass's end, the
    /// first of the passes `after` it that has candidates (passes with none are
    /// skipped; one that must observe the program first ends the search).
    fn predict(
        &self,
        cur: &Current,
        pass: &dyn Pass,
        after: &[&dyn Pass],
        batch: &[Candidate],
        slots: &[Mutex<Option<Evaluated>>],
    ) {
        let winner = |m: &Mutex<Option<Evaluated>>| {
            let slot = m.lock().ok()?;
            let e = slot.as_ref().filter(|e| e.outcome.interesting())?;
            Some((e.edit.clone(), e.next.as_ref()?.text.clone()))
        };
        match slots
            .iter()
            .enumerate()
            .find_map(|(i, m)| Some((i, winner(m)?)))
        {
            None => {
                if let Some(last) = batch.last() {
                    if !self.publish(pass, cur.prog.clone(), &cur.hazards, last.cursor.next()) {
                        self.publish_after(after, &cur.prog, &cur.hazards);
                    }
                }
            }
            Some((i, (edit, text))) => {
                if pass.observes() {
                    return; // its candidates need an observation of the new program
                }
                let prog = cur.prog.reparse(&edit, text);
                let smaller = measure(prog.token_count(), prog.text().len()) < cur.measure();
                let cursor = if smaller {
                    batch[i].cursor
                } else {
                    batch[i].cursor.next()
                };
                if !self.publish(pass, prog.clone(), &cur.hazards, cursor) {
                    self.publish_after(after, &prog, &cur.hazards);
                }
            }
        }
    }

    /// Publish the plan of the first pass of `after` with candidates on `prog` (from
    /// its start), stopping at one that must observe the program first.
    fn publish_after(&self, after: &[&dyn Pass], prog: &Program, base: &HazardIndex) {
        for p in after {
            if p.observes() || self.publish(*p, prog.clone(), base, Cursor::START) {
                return;
            }
        }
    }

    /// A speculator: test the candidates of the newest plan on spare slots until the
    /// engine stops.
    fn speculator(&self) {
        while let Some((plan, i)) = self.spec.next() {
            self.speculate(&plan, i);
        }
    }

    /// Test candidate `i` of `plan` ahead of need, leaving its verdict in the cache.
    /// Rejections are not counted (the engine counts them if it ever needs the
    /// candidate); a slot is taken only when nobody waits for it.
    fn speculate(&self, plan: &Plan, i: usize) {
        let c = &self.counters;
        let stop = || plan.cancelled() || self.opts.cancel.cancelled();
        let Ok((edit, next)) = self.render(&plan.cur, plan.edits[i].clone()) else {
            return;
        };
        let key = VerdictCache::key(&next.text);
        if self.cache.get(&key).is_some() || self.check(&plan.cur, &edit, &next, false).is_err() {
            return;
        }
        let Some(_permit) = self.budget.acquire_spare(&|| plan.retired() || stop()) else {
            return;
        };
        let Claim::Mine(claim) = self.cache.claim(key) else {
            return;
        };
        match self.test_text(&next.text, &stop, true) {
            Ok(Verdict::Cancelled) => {
                c.cancelled.fetch_add(1, Ordering::Relaxed);
            }
            Ok(Verdict::Timeout) | Err(_) => {}
            Ok(v) => claim.settle(v.is_interesting(), true),
        }
    }
}

/// `edit`, plus an insertion of the final newline at the end of `src`.
fn with_final_newline(edit: Edit, src: &str) -> Edit {
    let mut reps = edit.replacements().to_vec();
    reps.push(Replacement {
        range: src.len()..src.len(),
        text: "\n".into(),
    });
    Edit::new(reps).unwrap_or(edit)
}

#[cfg(test)]
mod tests {
    //! The engine with fake in-process oracles that answer from a rule after sleeping a
    //! pseudo-random time, so tests finish in a different order on every run.
    use super::*;
    use crate::oracle::Report;
    use std::sync::atomic::AtomicBool;

    const PROGRAM: &str = "int printf(const char *, ...);\n\
        int g1 = 1; int g2 = 2; int g3 = 3;\n\
        int f(int a) { int b = a + 1; int c = b * 2; return c; }\n\
        int h(int a) { return a - 1; }\n\
        int main(void) {\n  int x = 42;\n  int y = f(x) + h(2) + g1;\n  int z = y + g2;\n  printf(\"%d %d\\n\", x, z + g3);\n  return 0;\n}\n";

    /// Interesting while the program still holds `int x = 42` and `printf`.
    fn rule(text: &str) -> bool {
        text.contains("x = 42") && text.contains("printf")
    }

    #[derive(Debug, Default)]
    struct Fake {
        /// Answer `Timeout` the first time each text is asked unless run alone.
        time_out_first: bool,
        asked: Mutex<std::collections::HashSet<String>>,
        running: AtomicUsize,
        peak: AtomicUsize,
        calls: AtomicUsize,
    }

    impl Oracle for Fake {
        fn test(&self, text: &str, _cancel: &dyn Cancel) -> Result<Report, OracleError> {
            let now = self.running.fetch_add(1, Ordering::SeqCst) + 1;
            self.peak.fetch_max(now, Ordering::SeqCst);
            let n = self.calls.fetch_add(1, Ordering::SeqCst);
            let h = blake3::hash(text.as_bytes()).as_bytes()[0] as u64;
            std::thread::sleep(Duration::from_micros((h * 37 + n as u64 * 101) % 3000));
            self.running.fetch_sub(1, Ordering::SeqCst);
            let first = self.asked.lock().unwrap().insert(text.to_string());
            let verdict = if self.time_out_first && first && rule(text) {
                Verdict::Timeout
            } else if rule(text) {
                Verdict::Interesting
            } else {
                Verdict::NotInteresting
            };
            Ok(Report::new(verdict, "oracle", Duration::ZERO))
        }

        fn script_lines(&self, _src: &str) -> Vec<String> {
            Vec::new()
        }
    }

    /// The options every test uses, but for the window, cancel flag and events.
    fn options<'a>(
        passes: &'a [Box<dyn Pass>],
        window: usize,
        cancel: &'a dyn Cancel,
        events: &'a dyn Events,
    ) -> ReduceOptions<'a> {
        ReduceOptions {
            pinned: &[],
            passes,
            probe: None,
            cache: true,
            parse_check: true,
            hazard_check: true,
            window,
            speculate: true,
            cancel,
            events,
        }
    }

    fn run(oracle: &dyn Oracle, jobs: usize, window: usize) -> Result<Reduction, ReduceError> {
        let passes = creduce_passes::default_schedule();
        let options = options(&passes, window, &|| false, &NoEvents);
        reduce(PROGRAM, oracle, &options, &TestBudget::new(jobs))
    }

    #[test]
    fn one_job_equals_eight_jobs() {
        let one = run(&Fake::default(), 1, DEFAULT_WINDOW).unwrap();
        assert!(rule(&one.text));
        assert!(one.text.len() < PROGRAM.len() / 2, "{}", one.text);
        for _ in 0..3 {
            let eight = run(&Fake::default(), 8, DEFAULT_WINDOW).unwrap();
            // The same result; the test count may differ by candidates of one window
            // with the same text, which run at once instead of one hitting the cache.
            assert_eq!(eight.text, one.text);
        }
    }

    #[test]
    fn tests_run_ahead_of_need_never_change_the_result() {
        let passes = creduce_passes::default_schedule();
        let mut options = options(&passes, DEFAULT_WINDOW, &|| false, &NoEvents);
        options.speculate = false;
        let plain = reduce(PROGRAM, &Fake::default(), &options, &TestBudget::new(1)).unwrap();
        assert_eq!(plain.stats.speculative_tests, 0);
        options.speculate = true;
        for jobs in [1, 2, 4] {
            let ahead = reduce(PROGRAM, &Fake::default(), &options, &TestBudget::new(jobs));
            let ahead = ahead.unwrap();
            assert_eq!(ahead.text, plain.text, "-j {jobs}");
            assert!(
                ahead.stats.speculative_tests > 0,
                "-j {jobs}: {:?}",
                ahead.stats
            );
            assert!(
                ahead.stats.speculative_hits > 0,
                "-j {jobs}: {:?}",
                ahead.stats
            );
        }
    }

    #[test]
    fn folding_saves_tests_and_keeps_the_result_valid() {
        let unfolded = run(&Fake::default(), 2, 1).unwrap();
        let folded = run(&Fake::default(), 2, 8).unwrap();
        assert!(rule(&folded.text));
        assert!(folded.stats.fold_wins > 0, "{:?}", folded.stats);
        assert!(folded.stats.folded_candidates >= folded.stats.fold_wins);
        assert_eq!(unfolded.stats.fold_tests, 0);
    }

    #[test]
    fn a_timeout_that_would_win_is_retested_alone_and_never_cached() {
        let plain = run(&Fake::default(), 2, DEFAULT_WINDOW).unwrap();
        let flaky = Fake {
            time_out_first: true,
            ..Fake::default()
        };
        // No tests ahead of need: one of them could take a text's first (timed-out)
        // answer, and this test is about the engine's own re-test.
        let passes = creduce_passes::default_schedule();
        let mut options = options(&passes, DEFAULT_WINDOW, &|| false, &NoEvents);
        options.speculate = false;
        let r = reduce(PROGRAM, &flaky, &options, &TestBudget::new(2)).unwrap();
        assert_eq!(r.text, plain.text);
        assert!(r.stats.timeouts > 0);
        assert!(r.stats.timeout_retests > 0);
        assert!(r.stats.timeout_retest_wins > 0);
        assert!(r.stats.summary().contains("timeouts: "));
    }

    #[test]
    fn stopping_mid_window_keeps_an_interesting_best_so_far() {
        let fake = Fake::default();
        let stop = AtomicBool::new(false);
        let accepted = AtomicUsize::new(0);
        struct StopAfterTwo<'a>(&'a AtomicUsize, &'a AtomicBool);
        impl Events for StopAfterTwo<'_> {
            fn improved(&self, _step: &Step<'_>) -> std::io::Result<()> {
                if self.0.fetch_add(1, Ordering::SeqCst) + 1 == 2 {
                    self.1.store(true, Ordering::SeqCst);
                }
                Ok(())
            }
        }
        let events = StopAfterTwo(&accepted, &stop);
        let passes = creduce_passes::default_schedule();
        let cancel = || stop.load(Ordering::SeqCst);
        let options = options(&passes, DEFAULT_WINDOW, &cancel, &events);
        let r = reduce(PROGRAM, &fake, &options, &TestBudget::new(4)).unwrap();
        assert!(r.stats.interrupted);
        assert_eq!(accepted.load(Ordering::SeqCst), 2);
        assert!(rule(&r.text));
        assert!(r.text.len() < PROGRAM.len());
    }

    #[test]
    fn a_failed_save_stops_the_reduction_with_its_error() {
        struct FailingSave;
        impl Events for FailingSave {
            fn improved(&self, _step: &Step<'_>) -> std::io::Result<()> {
                Err(std::io::Error::other("disk full"))
            }
        }
        let passes = creduce_passes::default_schedule();
        let options = options(&passes, DEFAULT_WINDOW, &|| false, &FailingSave);
        let e = reduce(PROGRAM, &Fake::default(), &options, &TestBudget::new(2)).unwrap_err();
        assert!(matches!(e, ReduceError::Save(_)), "{e}");
        assert!(e.to_string().contains("disk full"));
    }

    #[test]
    fn reductions_at_once_share_one_budget() {
        let fake = Fake::default();
        let budget = TestBudget::new(2);
        let passes = creduce_passes::default_schedule();
        let results: Vec<String> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..3)
                .map(|_| {
                    s.spawn(|| {
                        let options = options(&passes, DEFAULT_WINDOW, &|| false, &NoEvents);
                        reduce(PROGRAM, &fake, &options, &budget).unwrap().text
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert!(fake.peak.load(Ordering::SeqCst) <= 2);
        assert!(results.windows(2).all(|w| w[0] == w[1]));
    }
}
