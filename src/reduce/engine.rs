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
use super::cache::VerdictCache;
use super::candidate::{Evaluated, Fate, Next, Pipeline};
use super::current::Current;
use super::format::{Format, Formatted};
use super::lookahead::At;
use super::options::{ReduceOptions, Step, BATCH};
use super::speculation::{Speculation, StopOnDrop};
use super::stats::{BatchStats, PassStats, Stats};
use super::turns::Turns;
use super::window::{self, Decision, Seen};
use crate::oracle::{Oracle, OracleError, Verdict};
use crate::size::Size;
use creduce_passes::hazards::HazardIndex;
use creduce_passes::{Candidate, Cursor, Edit, Program};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

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

/// The engine of one reduction: the candidate pipeline and the plans of tests run ahead
/// of need.
struct Engine<'a> {
    pipe: Pipeline<'a>,
    spec: Speculation,
}

/// Reduce `source` with `options.passes`. `source` is interesting to `oracle`: known
/// before the call, or checked beside it by a caller whose `options.events` hold every
/// improvement until that check has passed (and whose `options.cancel` stops the
/// reduction when it fails).
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
        pipe: Pipeline::new(oracle, options, budget),
        spec: Speculation::default(),
    };
    let cur = Current::new(
        Program::new(source),
        &HazardIndex::default(),
        options.hazard_check,
    );
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
    engine.pipe.cache.put(VerdictCache::key(source), true);
    let speculators = if engine.pipe.speculating() {
        budget.capacity()
    } else {
        0
    };
    let (cur, text) = std::thread::scope(|s| {
        let _stop = StopOnDrop(&engine.spec);
        if speculators > 0 {
            s.spawn(|| engine.spec.planner(&engine.pipe));
        }
        for _ in 0..speculators {
            s.spawn(|| engine.spec.speculator(&engine.pipe));
        }
        let cur = engine.run(cur, &mut stats)?;
        // While the speculators still run: the layout's test may be running or done.
        let text = engine.layout(&cur, &mut stats)?;
        Ok::<_, ReduceError>((cur, text))
    })?;
    stats.bytes_after = text.len();
    stats.tokens_after = cur.prog.token_count();
    engine.pipe.fill(&mut stats);
    stats.stage_seconds.insert(
        "idle-slots".into(),
        (budget.idle().saturating_sub(idle_before)).as_secs_f64(),
    );
    stats.wall_seconds = start.elapsed().as_secs_f64();
    stats.compute_outside();
    Ok(Reduction { text, stats })
}

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
    /// The final formatting step on the reduced program `cur`: its text, laid out when
    /// the layout is still interesting.
    fn layout(&self, cur: &Current, stats: &mut Stats) -> Result<String, ReduceError> {
        let options = self.pipe.opts;
        let mut text = cur.prog.text().to_string();
        stats.bytes_before_format = text.len();
        stats.format = "off".into();
        if !options.pinned.is_empty() || options.cancel.cancelled() {
            return Ok(text);
        }
        let known = |laid: &str| {
            let key = VerdictCache::key(laid);
            self.pipe.cache.wait(&key, &|| options.cancel.cancelled());
            self.pipe.cache.get(&key)
        };
        let (oracle, budget) = (self.pipe.oracle, self.pipe.budget);
        stats.format = match super::format::format(
            &text,
            options.format,
            oracle,
            budget,
            options.cancel,
            &known,
        )? {
            Formatted::Kept(laid) => {
                options
                    .events
                    .improved(&Step {
                        pass: "format",
                        label: "the final layout",
                        folded: 1,
                        before: &text,
                        after: &laid,
                        tokens: cur.prog.token_count(),
                    })
                    .map_err(ReduceError::Save)?;
                text = laid;
                "kept".into()
            }
            Formatted::Unchanged if options.format == Format::None => "off".into(),
            Formatted::Unchanged => "unchanged".into(),
            Formatted::Dropped(why) => why,
        };
        Ok(text)
    }

    /// The rounds of the schedule, from `cur` until a round removes nothing (or the
    /// caller cancels). Returns the smallest interesting program.
    fn run(&self, mut cur: Current, stats: &mut Stats) -> Result<Current, ReduceError> {
        let opts = self.pipe.opts;
        'rounds: loop {
            stats.rounds += 1;
            let round_start = cur.size();
            for (pi, pass) in opts.passes.iter().enumerate() {
                opts.events.pass_started(pass.name());
                let pass_start = Instant::now();
                let mut cursor = Cursor::START;
                let mut observed: Option<[u8; 32]> = None;
                loop {
                    if opts.cancel.cancelled() {
                        stats.passes[pi].seconds += pass_start.elapsed().as_secs_f64();
                        stats.interrupted = true;
                        break 'rounds;
                    }
                    // Passes that observe the program running get a fresh observation for
                    // every program they are asked about.
                    if let Some(source) = opts.probe {
                        let key = VerdictCache::key(cur.prog.text());
                        if observed != Some(key) {
                            if let Some(inst) = pass.instrument(&cur.prog) {
                                let report = self.pipe.probe(source, &inst);
                                pass.observe(&cur.prog, &report);
                            }
                            observed = Some(key);
                        }
                    }
                    let t0 = Instant::now();
                    let batch = pass.candidates(&cur.prog, cursor, BATCH);
                    self.pipe.add_stage("candidates", t0.elapsed());
                    let Some(last) = batch.last() else { break };
                    let last_cursor = last.cursor;
                    stats.passes[pi].candidates += batch.len() as u64;
                    let before_tests = self.pipe.counters.tests.load(Ordering::Relaxed);
                    let t0 = Instant::now();
                    if self.pipe.speculating() {
                        self.spec.engine_at(At {
                            cur: cur.clone(),
                            pi,
                            cursor,
                            round_start,
                            observed: observed.filter(|_| pass.observes()),
                        });
                    }
                    let (accepted, batch_stats) = self.run_batch(&cur, &batch)?;
                    stats.add_batch(&batch_stats);
                    self.pipe.add_stage("batches", t0.elapsed());
                    stats.passes[pi].tests +=
                        self.pipe.counters.tests.load(Ordering::Relaxed) - before_tests;
                    let Some(acc) = accepted else {
                        if opts.cancel.cancelled() {
                            continue; // reported at the top of the loop
                        }
                        cursor = last_cursor.next();
                        continue;
                    };
                    let prog = match acc.next.parsed {
                        Some((p, _)) => p,
                        None => cur.prog.reparse(&acc.edit, acc.next.text),
                    };
                    let next = self.pipe.current(prog, &cur);
                    let t0 = Instant::now();
                    let smaller = next.size() < cur.size();
                    let ps = &mut stats.passes[pi];
                    ps.accepted += 1;
                    ps.bytes_removed +=
                        cur.prog.text().len() as i64 - next.prog.text().len() as i64;
                    ps.tokens_removed +=
                        cur.prog.token_count() as i64 - next.prog.token_count() as i64;
                    opts.events
                        .improved(&Step {
                            pass: pass.name(),
                            label: &batch[acc.first].label,
                            folded: acc.folded,
                            before: cur.prog.text(),
                            after: next.prog.text(),
                            tokens: next.prog.token_count(),
                        })
                        .map_err(ReduceError::Save)?;
                    self.pipe.add_stage("save", t0.elapsed());
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
            if cur.size() >= round_start {
                break;
            }
        }
        Ok(cur)
    }

    /// Test `batch`: workers take candidates in order, past window boundaries, until
    /// the window holding the first success is complete; then the window's decision
    /// ([`window::decide`]) is followed: timed-out candidates that would have won are
    /// tested again alone, and the first success's window makes the change. Every
    /// candidate before the end of that window has been evaluated, so the change
    /// depends on the verdicts alone, never on the order tests finish in.
    fn run_batch(
        &self,
        cur: &Current,
        batch: &[Candidate],
    ) -> Result<(Option<Accepted>, BatchStats), ReduceError> {
        let mut bs = BatchStats::default();
        let window = self.pipe.opts.window.max(1);
        let mut evals = self.test_stream(cur, batch, window)?;
        if self.pipe.opts.cancel.cancelled() {
            return Ok((None, bs));
        }
        let mut seen: Vec<Seen> = evals
            .iter()
            .map(|e| match e.outcome {
                o if o.interesting() => Seen::Interesting,
                Fate::Tested(Verdict::Timeout) => Seen::TimedOut,
                _ => Seen::Rejected,
            })
            .collect();
        let successes = loop {
            match window::decide(&seen, window) {
                Decision::Retest(i) => {
                    bs.timeout_retests += 1;
                    let again = self.pipe.evaluate(cur, evals[i].edit.clone(), true)?;
                    let won = again.outcome.interesting();
                    if won {
                        bs.timeout_retest_wins += 1;
                    }
                    seen[i] = if won {
                        Seen::Interesting
                    } else {
                        Seen::Rejected
                    };
                    evals[i] = again;
                }
                Decision::Reject => {
                    return Ok((None, bs));
                }
                Decision::Keep { successes } => break successes,
            }
        };
        if self.pipe.opts.cancel.cancelled() {
            return Ok((None, bs));
        }
        let lead = successes[0];
        let tested_after_lead = evals[lead + 1..]
            .iter()
            .filter(|e| matches!(e.outcome, Fate::Tested(_)))
            .count() as u64;
        let (acc, folded) = self.fold(cur, &mut evals, &successes, &mut bs)?;
        bs.folded_candidates += folded.saturating_sub(1) as u64;
        // Tests after the lead that did not end up in the change.
        bs.wasted_tests += tested_after_lead.saturating_sub(folded.saturating_sub(1) as u64);
        Ok((
            acc.next.map(|next| Accepted {
                first: lead,
                folded,
                edit: acc.edit,
                next,
            }),
            bs,
        ))
    }

    /// The change of a window with `successes` (indices, increasing): their edits
    /// folded in index order ([`window::compose`]) if the fold is interesting and
    /// smaller than the first success alone; otherwise the first success. Returns the
    /// change and how many candidates it holds.
    fn fold(
        &self,
        cur: &Current,
        evals: &mut [Evaluated],
        successes: &[usize],
        bs: &mut BatchStats,
    ) -> Result<(Evaluated, usize), ReduceError> {
        let lead = successes[0];
        let take_lead = |evals: &mut [Evaluated]| {
            let e = std::mem::replace(
                &mut evals[lead],
                Evaluated::without_program(Fate::Skipped, Edit::default()),
            );
            (e, 1)
        };
        let edits: Vec<&Edit> = successes.iter().map(|&i| &evals[i].edit).collect();
        let Some((edit, members)) = window::compose(&edits) else {
            return Ok(take_lead(evals));
        };
        // Only a fold smaller than the lead alone is worth a test.
        let lead_size = evals[lead].next.as_ref().map(Next::size);
        if let (Some(ls), Some(text)) = (lead_size, edit.apply(cur.prog.text())) {
            if Size::of(&text) >= ls {
                return Ok(take_lead(evals));
            }
        }
        bs.fold_tests += 1;
        let folded = self.pipe.evaluate(cur, edit, false)?;
        if folded.outcome.interesting() && folded.next.is_some() {
            bs.fold_wins += 1;
            return Ok((folded, members));
        }
        if matches!(folded.outcome, Fate::Tested(_)) {
            bs.wasted_tests += 1;
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
        batch: &[Candidate],
        window: usize,
    ) -> Result<Vec<Evaluated>, ReduceError> {
        let opts = self.pipe.opts;
        let n = batch.len();
        // With tests run ahead of need, the engine's own workers test the window it is in
        // (and one more candidate being checked); the other slots follow the predicted
        // path, which holds the rest of the batch where that is likely.
        let own = if self.pipe.speculating() {
            window + 1
        } else {
            usize::MAX
        };
        let threads = n.min(self.pipe.budget.capacity() + 1).min(own);
        // Indices at or past this need not be evaluated.
        let limit = AtomicUsize::new(n);
        let slots: Vec<Mutex<Option<Evaluated>>> = batch.iter().map(|_| Mutex::new(None)).collect();
        let error: Mutex<Option<OracleError>> = Mutex::new(None);
        let turns = Turns::new(n);
        let failed = || error.lock().map(|e| e.is_some()).unwrap_or(true);
        let work = |i: usize| -> bool {
            if opts.cancel.cancelled() || failed() {
                return false;
            }
            if i >= limit.load(Ordering::SeqCst) {
                turns.pass(i);
                return false;
            }
            let cancel = || limit.load(Ordering::SeqCst) <= i || opts.cancel.cancelled();
            let evaluated = self.pipe.evaluate_with(
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
                        limit.fetch_min(window::window_end(i, window), Ordering::SeqCst);
                    }
                    if let Ok(mut slot) = slots[i].lock() {
                        *slot = Some(e);
                    }
                    true
                }
                Err(e) => {
                    if let Ok(mut slot) = error.lock() {
                        slot.get_or_insert(e);
                    }
                    false
                }
            }
        };
        crate::pool::for_each_index(threads, work);
        if let Some(e) = error.into_inner().ok().flatten() {
            return Err(e.into());
        }
        let limit = limit.into_inner();
        Ok(slots
            .into_iter()
            .zip(batch)
            .take(limit)
            .map(|(m, c)| {
                m.into_inner().ok().flatten().unwrap_or(
                    // Only after an interrupt.
                    Evaluated::without_program(Fate::Tested(Verdict::Cancelled), c.edit.clone()),
                )
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    //! The engine with fake in-process oracles that answer from a rule after sleeping a
    //! pseudo-random time, so tests finish in a different order on every run.
    use super::*;
    use crate::oracle::Report;
    use crate::reduce::options::{Events, NoEvents, DEFAULT_WINDOW};
    use crate::toolchain::Cancel;
    use creduce_passes::Pass;
    use std::sync::atomic::AtomicBool;
    use std::time::Duration;

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
        /// Added to every test's pseudo-random time.
        latency: Duration,
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
            std::thread::sleep(
                self.latency + Duration::from_micros((h * 37 + n as u64 * 101) % 3000),
            );
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
            replay: None,
            cancel,
            events,
            format: Format::None,
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
    fn regression_a_cached_success_still_passes_this_parent_s_checks() {
        // A text tested ahead of need from a guessed parent (where it passed the checks)
        // and reached from the real parent, where it adds a parse error, is rejected.
        use super::super::candidate::{Fate, Pipeline};
        use creduce_passes::Replacement;
        let passes = creduce_passes::default_schedule();
        let options = options(&passes, DEFAULT_WINDOW, &|| false, &NoEvents);
        let budget = TestBudget::new(1);
        let fake = Fake::default();
        let pipe = Pipeline::new(&fake, &options, &budget);
        let cur = Current::new(
            Program::new("int a;\nint b;\n"),
            &HazardIndex::default(),
            true,
        );
        let edit = Edit::new(vec![Replacement {
            range: 12..13,
            text: String::new(),
        }])
        .unwrap();
        pipe.cache.put(VerdictCache::key("int a;\nint b\n"), true);
        let e = pipe.evaluate(&cur, edit, false).unwrap();
        assert_eq!(e.outcome, Fate::ParseRejected);
    }

    #[test]
    fn one_job_equals_sixteen_jobs_whose_slots_follow_the_walk() {
        let one = run(&Fake::default(), 1, DEFAULT_WINDOW).unwrap();
        let fast = run(&Fake::default(), 16, DEFAULT_WINDOW).unwrap();
        assert_eq!(fast.text, one.text);
        // Slow tests (latency-bound): the walk is far quicker than a test.
        let slow = || Fake {
            latency: Duration::from_millis(20),
            ..Fake::default()
        };
        for _ in 0..2 {
            let sixteen = run(&slow(), 16, DEFAULT_WINDOW).unwrap();
            assert_eq!(sixteen.text, one.text);
            assert!(
                sixteen.stats.speculative_hits > 0,
                "the walk's verdicts were used: {:?}",
                sixteen.stats
            );
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
