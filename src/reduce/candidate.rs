//! One candidate's way through the stages, cheapest first, stopping at the first "no":
//! render the edit (it must apply, change something and be smaller) → the verdict cache
//! (or wait for the same text being tested) → parse check (no new syntax errors) → hazard
//! check (no new edits known to create UB) → the oracle, under a slot of the shared
//! budget. [`Pipeline`] holds what the stages share (oracle, budget, cache, counters,
//! stage times); the engine and the speculators both send candidates through it.

use super::budget::TestBudget;
use super::cache::{Claim, VerdictCache};
use super::current::{Current, Lineage};
use super::options::ReduceOptions;
use super::stats::Stats;
use super::turns::Turns;
use crate::oracle::value_probe::ValueSource;
use crate::oracle::{Oracle, OracleError, Verdict};
use crate::size::Size;
use crate::toolchain::Control;
use creduce_passes::hazards::Hazards;
use creduce_passes::{count_tokens, Edit, Program, Replacement};
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

/// Above this size (in bytes of text) and [`CHECK_UP_TO_ERRORS`] parse errors, the
/// in-process checks are skipped: the test judges each candidate alone.
const CHECK_UP_TO_BYTES: usize = 1 << 20;

/// See [`CHECK_UP_TO_BYTES`].
const CHECK_UP_TO_ERRORS: usize = 100;

/// Whether parsing a candidate of `prog` costs about as much as testing it. tree-sitter
/// reparses only what an edit touched, except around its parse errors, whose recovery
/// it runs again: a 3.8 MB C++20 unit of libstdc++ with 1,604 errors took 2.5 s per
/// check, where `g++ -fsyntax-only` takes 1.6 s. Decided by the program alone, never
/// by a time, so the result stays the same at any `-j`.
fn costly_to_check(prog: &Program) -> bool {
    prog.text().len() > CHECK_UP_TO_BYTES && prog.error_count() > CHECK_UP_TO_ERRORS
}

/// The largest candidate (in bytes of text) whose parsed program a check keeps for the
/// engine until its verdict. A tree takes about 20 bytes per byte of text, and the
/// candidates in flight hold theirs while their tests run: on a unit of several MB that
/// is hundreds of MB for programs that mostly lose.
const KEEP_PARSED_UP_TO: usize = 1 << 20;

/// Entries of [`Pipeline::derive`]'s memo before the dead ones are swept.
const MAX_DERIVED: usize = 256;

/// What happened to one candidate (its fate in the pipeline; the command layer's
/// `Outcome` is what a whole command ended in).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Fate {
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

impl Fate {
    pub(super) fn interesting(self) -> bool {
        matches!(
            self,
            Fate::Cached(true) | Fate::Tested(Verdict::Interesting)
        )
    }
}

/// A candidate after evaluation: its outcome, and for an interesting candidate the
/// rendered program (parsed when a check parsed it), so a winner is never rendered or
/// parsed twice. Other candidates keep no program: a batch holds up to [`BATCH`]
/// evaluations, and on a large input each program with its tree is megabytes (a
/// 1.3 MB C++ unit grew past 800 MB when every evaluation kept its own).
///
/// [`BATCH`]: super::options::BATCH
#[derive(Debug)]
pub(super) struct Evaluated {
    pub(super) outcome: Fate,
    pub(super) edit: Edit,
    pub(super) next: Option<Next>,
}

impl Evaluated {
    fn new(outcome: Fate, edit: Edit, next: Next) -> Evaluated {
        Evaluated {
            outcome,
            edit,
            next: outcome.interesting().then_some(next),
        }
    }

    /// An evaluation that ended before the rendered program was kept.
    pub(super) fn without_program(outcome: Fate, edit: Edit) -> Evaluated {
        Evaluated {
            outcome,
            edit,
            next: None,
        }
    }
}

/// A rendered candidate program.
#[derive(Debug)]
pub(super) struct Next {
    pub(super) text: String,
    pub(super) tokens: usize,
    pub(super) parsed: Option<(Program, Hazards)>,
}

impl Next {
    pub(super) fn size(&self) -> Size {
        Size::new(self.tokens, self.text.len())
    }
}

/// Counters the stages add to from every thread.
#[derive(Debug, Default)]
pub(super) struct Counters {
    pub(super) tests: AtomicU64,
    test_nanos: AtomicU64,
    cache_hits: AtomicU64,
    parse_rejected: AtomicU64,
    hazard_rejected: AtomicU64,
    skipped: AtomicU64,
    timeouts: AtomicU64,
    cancelled: AtomicU64,
    speculative_tests: AtomicU64,
    speculative_hits: AtomicU64,
    /// [`Pipeline::derive`] found the program made already.
    programs_shared: AtomicU64,
    /// Runs of a likely result as its user runs the test, ahead of need.
    as_user_runs: AtomicU64,
    /// Tests that ended in a verdict, and their time.
    verdicts: AtomicU64,
    verdict_nanos: AtomicU64,
}

/// What the stages share.
pub(super) struct Pipeline<'a> {
    pub(super) oracle: &'a dyn Oracle,
    pub(super) opts: &'a ReduceOptions<'a>,
    pub(super) budget: &'a TestBudget,
    pub(super) cache: VerdictCache,
    pub(super) counters: Counters,
    /// Nanoseconds per stage (`parse-check`, `oracle`, `ub-guard`, `value-probe`, ...).
    stage_nanos: Mutex<BTreeMap<&'static str, u64>>,
    /// Programs [`Pipeline::derive`] made, by lineage, while anyone holds them: the
    /// planner's predicted programs, which the engine takes when it keeps the same edit
    /// of the same program instead of parsing it again (on a unit of several MB, a
    /// reparse takes seconds and a tree of its own).
    derived: Mutex<HashMap<Lineage, Weak<Current>>>,
}

impl<'a> Pipeline<'a> {
    pub(super) fn new(
        oracle: &'a dyn Oracle,
        opts: &'a ReduceOptions<'a>,
        budget: &'a TestBudget,
    ) -> Pipeline<'a> {
        Pipeline {
            oracle,
            opts,
            budget,
            cache: VerdictCache::new(opts.cache),
            counters: Counters::default(),
            stage_nanos: Mutex::default(),
            derived: Mutex::default(),
        }
    }

    /// Add `d` to the time of `stage`.
    pub(super) fn add_stage(&self, stage: &'static str, d: Duration) {
        if let Ok(mut m) = self.stage_nanos.lock() {
            *m.entry(stage).or_insert(0) += d.as_nanos() as u64;
        }
    }

    /// Whether tests run ahead of need.
    pub(super) fn speculating(&self) -> bool {
        self.opts.speculate && self.cache.enabled()
    }

    /// `prog`, the program `edit` makes of `base` (reparsed from its tree), as a
    /// current program.
    pub(super) fn current(&self, prog: Program, base: &Current, edit: &Edit) -> Current {
        base.derive(prog, edit, self.opts.hazard_check)
    }

    /// The program `edit` makes of `base`, whose text is `text`: one already made by
    /// the same steps if anyone still holds it, or reparsed now.
    pub(super) fn derive(&self, base: &Current, edit: &Edit, text: String) -> Arc<Current> {
        let lineage = base.lineage_after(edit);
        let lock = || self.derived.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(p) = lock().get(&lineage).and_then(Weak::upgrade) {
            debug_assert_eq!(p.prog.text(), text, "one lineage, two texts");
            self.counters
                .programs_shared
                .fetch_add(1, Ordering::Relaxed);
            return p;
        }
        let next = Arc::new(self.current(base.prog.reparse(edit, text), base, edit));
        let mut derived = lock();
        if derived.len() >= MAX_DERIVED {
            derived.retain(|_, p| p.strong_count() > 0);
        }
        derived.insert(lineage, Arc::downgrade(&next));
        next
    }

    /// Copy the counters and stage times into `stats`.
    pub(super) fn fill(&self, stats: &mut Stats) {
        let c = &self.counters;
        let n = |a: &AtomicU64| a.load(Ordering::Relaxed);
        stats.tests = n(&c.tests);
        stats.cache_hits = n(&c.cache_hits);
        stats.rejected_by_parse = n(&c.parse_rejected);
        stats.rejected_by_hazard = n(&c.hazard_rejected);
        stats.rejected_in_process = n(&c.skipped);
        stats.timeouts = n(&c.timeouts);
        stats.cancelled = n(&c.cancelled);
        stats.speculative_tests = n(&c.speculative_tests);
        stats.speculative_hits = n(&c.speculative_hits);
        stats.programs_shared = n(&c.programs_shared);
        stats.as_user_ahead = n(&c.as_user_runs);
        stats.stage_seconds = self
            .stage_nanos
            .lock()
            .map(|m| {
                m.iter()
                    .map(|(k, v)| (k.to_string(), *v as f64 / 1e9))
                    .collect()
            })
            .unwrap_or_default();
        stats.test_seconds = Duration::from_nanos(n(&c.test_nanos)).as_secs_f64();
    }

    /// Run an instrumented copy (one test slot of the budget).
    pub(super) fn probe(&self, source: &dyn ValueSource, inst: &str) -> String {
        let cancel = self.opts.cancel;
        let Some(_permit) = self.budget.acquire(cancel) else {
            return String::new();
        };
        let t0 = Instant::now();
        let report = source.run(inst, cancel).unwrap_or_default();
        self.add_stage("value-probe", t0.elapsed());
        report
    }

    /// Render `edit` onto `cur`: the edit (spaced where its ends would join two tokens
    /// into one, [`Edit::spaced`], and with the final newline kept), the text and its
    /// tokens; `Err(edit)` if it does not apply, changes nothing or is not smaller.
    pub(super) fn render(&self, cur: &Current, edit: Edit) -> Result<(Edit, Next), Edit> {
        let src = cur.prog.text();
        let mut edit = edit.spaced(src);
        let Some(mut text) = edit.apply(src) else {
            return Err(edit);
        };
        // A C file ends with a newline (C99 5.1.1.2); no edit may take it away.
        if src.ends_with('\n') && !text.ends_with('\n') {
            edit = with_final_newline(edit, src);
            text.push('\n');
        }
        let keeps = if self.opts.files_may_go {
            crate::sources::keeps_some
        } else {
            crate::sources::keeps
        };
        if !self.opts.pinned.is_empty() && !keeps(&text, self.opts.pinned) {
            return Err(edit);
        }
        let tokens = count_tokens(&text);
        if text == src || Size::new(tokens, text.len()) > cur.size() {
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
    /// parsed program (`None` when no check is on, or for a program larger than
    /// [`KEEP_PARSED_UP_TO`]), or the rejection (counted when `count`).
    pub(super) fn check(
        &self,
        cur: &Current,
        edit: &Edit,
        next: &Next,
        count: bool,
    ) -> Result<Option<(Program, Hazards)>, Fate> {
        if !self.opts.parse_check && !self.opts.hazard_check || costly_to_check(&cur.prog) {
            return Ok(None);
        }
        let c = &self.counters;
        let t0 = Instant::now();
        let prog = cur.prog.reparse(edit, next.text.clone());
        let hz = cur.hazards_of(&prog, self.opts.hazard_check);
        self.add_stage("parse-check", t0.elapsed());
        if self.opts.parse_check && prog.error_count() > cur.prog.error_count() {
            if count {
                c.parse_rejected.fetch_add(1, Ordering::Relaxed);
            }
            return Err(Fate::ParseRejected);
        }
        // The counts this reduction's checks stand for; the others are left out.
        let checked = |mut h: Hazards| {
            if !self.opts.gnu_constructs {
                h = h.without_gnu_constructs();
            }
            if !self.opts.undeclared_calls {
                h = h.without_undeclared_calls();
            }
            if !self.opts.default_warnings {
                h = h.without_default_warnings();
            }
            h
        };
        let worse = checked(hz).worse_than(&checked(cur.hazards.total()));
        if worse {
            if count {
                c.hazard_rejected.fetch_add(1, Ordering::Relaxed);
            }
            return Err(Fate::HazardRejected);
        }
        // A big program's tree is dropped here, not held while its test runs: the few
        // that win are parsed again (incrementally, from their parent's tree).
        Ok(Some((prog, hz)).filter(|_| next.text.len() <= KEEP_PARSED_UP_TO))
    }

    /// One oracle run (the caller holds the slot), counted.
    pub(super) fn test_text(
        &self,
        text: &str,
        cancel: &dyn Control,
        speculative: bool,
    ) -> Result<Verdict, OracleError> {
        let c = &self.counters;
        self.opts.events.test_started(text, speculative);
        let report = self.oracle.test(text, cancel)?;
        for (stage, d) in &report.stages {
            self.add_stage(stage, *d);
        }
        c.tests.fetch_add(1, Ordering::Relaxed);
        if speculative {
            c.speculative_tests.fetch_add(1, Ordering::Relaxed);
        }
        let nanos = report.elapsed.as_nanos() as u64;
        c.test_nanos.fetch_add(nanos, Ordering::Relaxed);
        if matches!(
            report.verdict,
            Verdict::Interesting | Verdict::NotInteresting
        ) {
            c.verdicts.fetch_add(1, Ordering::Relaxed);
            c.verdict_nanos.fetch_add(nanos, Ordering::Relaxed);
        }
        self.opts.events.test_finished(report.verdict);
        Ok(report.verdict)
    }

    /// One run of `text` as its user runs the test ([`ReduceOptions::as_user`]), ahead
    /// of need: a likely result's check, which the engine never asks for. Counted apart
    /// from the tests.
    pub(super) fn test_as_user(
        &self,
        text: &str,
        cancel: &dyn Control,
    ) -> Result<Verdict, OracleError> {
        let Some(runs) = self.opts.as_user else {
            return Ok(Verdict::Cancelled);
        };
        let report = runs.test.run_as_user(text, cancel)?;
        self.counters.as_user_runs.fetch_add(1, Ordering::Relaxed);
        Ok(report.verdict)
    }

    /// The mean time of the tests that ended in a verdict so far (none before the
    /// first).
    pub(super) fn mean_test(&self) -> Option<Duration> {
        let c = &self.counters;
        let n = c.verdicts.load(Ordering::Relaxed);
        (n > 0).then(|| Duration::from_nanos(c.verdict_nanos.load(Ordering::Relaxed) / n))
    }

    /// A test that was needed: a cancelled or timed-out verdict is counted here (a
    /// speculative one is not: the engine counts it if it ever needs the candidate).
    pub(super) fn count_verdict(&self, verdict: Verdict) {
        match verdict {
            Verdict::Cancelled => {
                self.counters.cancelled.fetch_add(1, Ordering::Relaxed);
            }
            Verdict::Timeout => {
                self.counters.timeouts.fetch_add(1, Ordering::Relaxed);
            }
            _ => {}
        }
    }

    /// Count a cancelled speculative test.
    pub(super) fn count_cancelled(&self) {
        self.counters.cancelled.fetch_add(1, Ordering::Relaxed);
    }

    /// [`Pipeline::evaluate_with`] under the reduction's own cancel flag, outside turns.
    pub(super) fn evaluate(
        &self,
        cur: &Current,
        edit: Edit,
        alone: bool,
    ) -> Result<Evaluated, OracleError> {
        self.evaluate_with(cur, edit, alone, self.opts.cancel, None, None)
    }

    /// Run one edit through the stages: render → cache (or wait for the same text
    /// being tested) → parse check → hazard check → oracle (under one slot of the
    /// budget, or all of them when `alone`; in its turn, when `turn` is given). A test
    /// whose `cancel` fired while it waited for its slot does not start; `decided`
    /// hears a test's verdict before its slot is let go.
    pub(super) fn evaluate_with(
        &self,
        cur: &Current,
        edit: Edit,
        alone: bool,
        cancel: &dyn Control,
        turn: Option<(&Turns, usize)>,
        decided: Option<&dyn Fn(Verdict)>,
    ) -> Result<Evaluated, OracleError> {
        let c = &self.counters;
        let (edit, mut next) = match self.render(cur, edit) {
            Ok(r) => r,
            Err(edit) => {
                c.skipped.fetch_add(1, Ordering::Relaxed);
                return Ok(Evaluated::without_program(Fate::Skipped, edit));
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
                    // The checks compare a candidate with its parent, and a text may be
                    // reached from another parent than the one it was tested from (a
                    // guessed one, ahead of need): an interesting verdict still passes
                    // this parent's checks, so the result never depends on which test
                    // ran first.
                    if interesting {
                        match self.check(cur, &edit, &next, true) {
                            Ok(parsed) => next.parsed = parsed,
                            Err(outcome) => return Ok(Evaluated::without_program(outcome, edit)),
                        }
                    }
                    return Ok(Evaluated::new(Fate::Cached(interesting), edit, next));
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
                        return Ok(Evaluated::new(Fate::Tested(Verdict::Cancelled), edit, next));
                    }
                }
                Claim::Mine(claim) => break claim,
            }
        };
        match self.check(cur, &edit, &next, true) {
            Ok(parsed) => next.parsed = parsed,
            Err(outcome) => return Ok(Evaluated::without_program(outcome, edit)),
        }
        let in_turn = turn.is_none_or(|(t, i)| t.wait(i, &|| cancel.cancelled()));
        let permit = if in_turn {
            self.budget.acquire_as(alone, cancel)
        } else {
            None
        };
        if let Some((t, i)) = turn {
            t.pass(i);
        }
        let verdict = match permit {
            None => Verdict::Cancelled,
            // No longer needed while it waited for its slot: never started.
            Some(_) if cancel.cancelled() => Verdict::Cancelled,
            Some(_permit) => {
                let v = self.test_text(&next.text, cancel, false)?;
                // While the slot is still held: the next test must not start before
                // the caller knows this verdict.
                if let Some(decided) = decided {
                    decided(v);
                }
                v
            }
        };
        match verdict {
            // A timeout depends on the load: never a verdict to remember.
            Verdict::Cancelled | Verdict::Timeout => self.count_verdict(verdict),
            v => claim.settle(v.is_interesting(), false),
        }
        Ok(Evaluated::new(Fate::Tested(verdict), edit, next))
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
    use super::*;

    #[test]
    fn only_a_big_program_with_many_parse_errors_goes_unchecked() {
        let broken = "int x = ;\n".repeat(CHECK_UP_TO_ERRORS + 1);
        let padding = format!("/*{}*/\n", "x".repeat(CHECK_UP_TO_BYTES));
        let big_broken = Program::new(format!("{broken}{padding}"));
        assert!(big_broken.error_count() > CHECK_UP_TO_ERRORS);
        assert!(costly_to_check(&big_broken));
        // Small with the same errors, or big without them: checked.
        assert!(!costly_to_check(&Program::new(broken)));
        assert!(!costly_to_check(&Program::new(format!(
            "int x;\n{padding}"
        ))));
    }
}
