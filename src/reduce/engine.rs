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
use super::candidate::{Evaluated, Fate, Pipeline};
use super::coarse;
use super::current::Current;
use super::format::{Format, Formatted};
use super::lookahead::{as_user_key, At};
use super::options::{ReduceOptions, Step, BATCH};
use super::schedule::{Answer, Got, Need, Schedule};
use super::speculation::{Speculation, StopOnDrop};
use super::stats::{PassStats, Stats};
use super::turns::Turns;
use super::window;
use crate::oracle::{Oracle, OracleError, Verdict};
use crate::size::Size;
use creduce_passes::{Candidate, Edit, Observation, Program};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
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
    let cur = Current::new(Program::new_in(options.lang, source), options.hazard_check);
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
            crate::pool::spawn(s, || engine.spec.planner(&engine.pipe));
        }
        for _ in 0..speculators {
            crate::pool::spawn(s, || engine.spec.speculator(&engine.pipe));
        }
        let cur = engine.run(cur, &mut stats)?;
        // While the speculators still run: the layout's test may be running or done.
        let text = engine.layout(&cur, &mut stats)?;
        stats.held_as_user = engine.held_as_user(&text);
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

impl Engine<'_> {
    /// The final formatting step on the reduced program `cur`: its text, laid out when
    /// the layout is still interesting.
    fn layout(&self, cur: &Current, stats: &mut Stats) -> Result<String, ReduceError> {
        let options = self.pipe.opts;
        let mut text = cur.prog.text().to_string();
        stats.bytes_before_format = text.len();
        stats.format = "off".into();
        if options.cancel.cancelled() {
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
            options.lang,
            options.format,
            options.pinned,
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

    /// Whether the result `text` held every run as its user runs the test
    /// ([`ReduceOptions::as_user`]) that started ahead of need (waiting for those still
    /// running). False when one did not hold, or did not run: the caller runs them.
    fn held_as_user(&self, text: &str) -> bool {
        let (Some(as_user), cache) = (self.pipe.opts.as_user, &self.pipe.cache) else {
            return false;
        };
        let cancel = self.pipe.opts.cancel;
        as_user.runs > 0
            && (0..as_user.runs).all(|run| {
                let key = as_user_key(text, run);
                cache.wait(&key, &|| cancel.cancelled());
                cache.get(&key) == Some(true)
            })
    }

    /// The rounds of the schedule ([`Schedule`]), from `cur` until a round removes
    /// nothing (or the caller cancels), with real verdicts. Returns the smallest
    /// interesting program.
    ///
    /// A batch's candidates are tested in parallel ([`Self::test_stream`]) before the
    /// schedule asks for their verdicts in order; a timed-out one that would have won is
    /// tested again alone, and a fold is tested when the schedule asks for it.
    fn run(&self, cur: Current, stats: &mut Stats) -> Result<Current, ReduceError> {
        // Shared with the planner, which walks from it while the engine tests.
        let mut cur = Arc::new(cur);
        let opts = self.pipe.opts;
        let window = opts.window.max(1);
        let mut s = Schedule::of(opts, cur.size());
        let mut pass_start = Instant::now();
        // The program the current pass has observed running, if it observes, and what it
        // learned (a value the planner reads too).
        let mut observed: Option<[u8; 32]> = None;
        let mut observation: Option<Arc<Observation>> = None;
        // The batch under test, its evaluations and its fold's.
        let mut batch: Vec<Candidate> = Vec::new();
        let mut evals: Vec<Evaluated> = Vec::new();
        let mut folded: Option<Evaluated> = None;
        // An open batch: when it began and the tests run before it; whether its
        // decision has been checked for an interrupt.
        let mut open: Option<(Instant, u64)> = None;
        let mut decided = false;
        let close = |open: &mut Option<(Instant, u64)>, stats: &mut Stats, pi: usize| {
            if let Some((t0, before)) = open.take() {
                self.pipe.add_stage("batches", t0.elapsed());
                stats.passes[pi].tests += self.pipe.counters.tests.load(Ordering::Relaxed) - before;
            }
        };
        // An interrupt: the open batch and the pass's time counted, the run marked.
        let stop = |open: &mut Option<(Instant, u64)>, stats: &mut Stats, pi, since: Instant| {
            close(open, stats, pi);
            stats.passes[pi].seconds += since.elapsed().as_secs_f64();
            stats.interrupted = true;
        };
        loop {
            let pi = s.pass();
            let need = s.need();
            if matches!(
                need,
                Need::FoldSize { .. } | Need::Fold { .. } | Need::Accept { .. }
            ) && !decided
            {
                decided = true;
                if opts.cancel.cancelled() {
                    stop(&mut open, stats, pi, pass_start);
                    break;
                }
            }
            let answer = match need {
                Need::PassStart { pi } => {
                    opts.events.pass_started(opts.passes[pi].name());
                    pass_start = Instant::now();
                    observed = None;
                    observation = None;
                    Answer::Go
                }
                Need::PassEnd { pi } => {
                    stats.passes[pi].seconds += pass_start.elapsed().as_secs_f64();
                    Answer::Go
                }
                Need::Layout => break,
                Need::Done => break,
                Need::Batch { pi, cursor } => {
                    close(&mut open, stats, pi);
                    if opts.cancel.cancelled() {
                        stop(&mut open, stats, pi, pass_start);
                        break;
                    }
                    let pass = opts.passes[pi].as_ref();
                    // Passes that observe the program running get a fresh observation
                    // for every program they are asked about.
                    if let Some(source) = opts.probe {
                        let key = VerdictCache::key(cur.prog.text());
                        if observed != Some(key) {
                            observation = pass
                                .instrument(&cur.prog)
                                .and_then(|inst| {
                                    let report = self.pipe.probe(source, &inst);
                                    pass.observe(&cur.prog, &report)
                                })
                                .map(Arc::new);
                            observed = Some(key);
                        }
                    }
                    let t0 = Instant::now();
                    batch = coarse::candidates(
                        pass,
                        &cur.prog,
                        observation.as_deref(),
                        cursor,
                        BATCH,
                        s.floor(),
                    );
                    self.pipe.add_stage("candidates", t0.elapsed());
                    if !batch.is_empty() {
                        stats.passes[pi].candidates += batch.len() as u64;
                        open = Some((
                            Instant::now(),
                            self.pipe.counters.tests.load(Ordering::Relaxed),
                        ));
                        decided = false;
                        folded = None;
                        if self.pipe.speculating() {
                            self.spec.engine_at(At {
                                cur: Arc::clone(&cur),
                                schedule: s.clone(),
                                observed: observed.filter(|_| pass.observes()),
                                observation: observation.clone().filter(|_| pass.observes()),
                            });
                        }
                        evals = self.test_stream(&cur, &batch, window)?;
                        if opts.cancel.cancelled() {
                            stop(&mut open, stats, pi, pass_start);
                            break;
                        }
                    }
                    Answer::Batch(batch.iter().map(|c| c.cursor).collect())
                }
                Need::Candidate { i } => Answer::Got(seen_as(&evals[i])),
                Need::Retest { i } => {
                    stats.timeout_retests += 1;
                    let again = self.pipe.evaluate(&cur, evals[i].edit.clone(), true)?;
                    if again.outcome.interesting() {
                        stats.timeout_retest_wins += 1;
                    }
                    evals[i] = again;
                    Answer::Got(seen_as(&evals[i]))
                }
                Need::FoldSize { edit } => {
                    Answer::Size(edit.apply(cur.prog.text()).map(|t| Size::of(&t)))
                }
                Need::Fold { edit, .. } => {
                    stats.fold_tests += 1;
                    let f = self.pipe.evaluate(&cur, edit.clone(), false)?;
                    let got = seen_as(&f);
                    if matches!(got, Got::Interesting { .. }) {
                        stats.fold_wins += 1;
                    } else if matches!(f.outcome, Fate::Tested(_)) {
                        stats.wasted_tests += 1;
                    }
                    folded = Some(f);
                    Answer::Got(got)
                }
                Need::Accept {
                    lead,
                    folded: members,
                    fold,
                } => {
                    // Tests after the lead that did not end up in the change.
                    let tested_after_lead = evals[lead + 1..]
                        .iter()
                        .filter(|e| matches!(e.outcome, Fate::Tested(_)))
                        .count() as u64;
                    stats.folded_candidates += members.saturating_sub(1) as u64;
                    stats.wasted_tests +=
                        tested_after_lead.saturating_sub(members.saturating_sub(1) as u64);
                    close(&mut open, stats, pi);
                    let acc = match folded.take().filter(|_| fold) {
                        Some(f) => f,
                        None => std::mem::replace(
                            &mut evals[lead],
                            Evaluated::without_program(Fate::Skipped, Edit::default()),
                        ),
                    };
                    let Some(next) = acc.next else {
                        // (Never: the schedule takes only candidates seen interesting,
                        // and those keep their program.)
                        debug_assert!(false, "an accepted change without a program");
                        s.answer(Answer::Accepted(cur.size()));
                        continue;
                    };
                    let pass = opts.passes[pi].as_ref();
                    let next = match next.parsed {
                        Some((p, _)) => Arc::new(self.pipe.current(p, &cur, &acc.edit)),
                        None => self.pipe.derive(&cur, &acc.edit, next.text),
                    };
                    let t0 = Instant::now();
                    let ps = &mut stats.passes[pi];
                    ps.accepted += 1;
                    ps.bytes_removed +=
                        cur.prog.text().len() as i64 - next.prog.text().len() as i64;
                    ps.tokens_removed +=
                        cur.prog.token_count() as i64 - next.prog.token_count() as i64;
                    opts.events
                        .improved(&Step {
                            pass: pass.name(),
                            label: &batch[lead].label,
                            folded: members,
                            before: cur.prog.text(),
                            after: next.prog.text(),
                            tokens: next.prog.token_count(),
                        })
                        .map_err(ReduceError::Save)?;
                    self.pipe.add_stage("save", t0.elapsed());
                    // An observation the kept edit leaves true need not be made again.
                    let held =
                        pass.observes() && observed == Some(VerdictCache::key(cur.prog.text()));
                    if let Some(o) = observation.as_mut().filter(|_| held) {
                        if pass.carry(&cur.prog, &acc.edit, &next.prog, Arc::make_mut(o)) {
                            observed = Some(VerdictCache::key(next.prog.text()));
                            stats.observations_carried += 1;
                        }
                    }
                    let size = next.size();
                    cur = next;
                    Answer::Accepted(size)
                }
            };
            s.answer(answer);
        }
        stats.rounds = u64::from(s.rounds());
        Ok(Arc::unwrap_or_clone(cur))
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
            // The window ends at the first success's: lowered before the next test may
            // start (before this one's slot or turn is let go), so no test past it
            // starts.
            let success = || {
                limit.fetch_min(window::window_end(i, window), Ordering::SeqCst);
            };
            let decided = |v: Verdict| {
                if v == Verdict::Interesting {
                    success();
                }
            };
            let evaluated = self.pipe.evaluate_with(
                cur,
                batch[i].edit.clone(),
                false,
                &cancel,
                Some((&turns, i)),
                Some(&decided),
            );
            if evaluated.as_ref().is_ok_and(|e| e.outcome.interesting()) {
                success();
            }
            turns.pass(i);
            match evaluated {
                Ok(e) => {
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

/// What the schedule hears of an evaluated candidate.
fn seen_as(e: &Evaluated) -> Got {
    match (e.outcome, &e.next) {
        (o, Some(next)) if o.interesting() => Got::Interesting {
            edit: e.edit.clone(),
            size: next.size(),
        },
        (Fate::Tested(Verdict::Timeout), _) => Got::TimedOut,
        _ => Got::Rejected,
    }
}

#[cfg(test)]
mod tests {
    //! The engine with fake in-process oracles that answer from a rule after sleeping a
    //! pseudo-random time, so tests finish in a different order on every run.
    use super::*;
    use crate::oracle::Report;
    use crate::reduce::options::{Events, NoEvents, DEFAULT_WINDOW};
    use crate::toolchain::Control;
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
        fn test(&self, text: &str, _cancel: &dyn Control) -> Result<Report, OracleError> {
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
        cancel: &'a dyn Control,
        events: &'a dyn Events,
    ) -> ReduceOptions<'a> {
        ReduceOptions {
            pinned: &[],
            files_may_go: false,
            passes,
            probe: None,
            cache: true,
            parse_check: true,
            hazard_check: true,
            gnu_constructs: false,
            undeclared_calls: false,
            default_warnings: false,
            window,
            exhaustive_tests: crate::reduce::DEFAULT_EXHAUSTIVE_TESTS,
            speculate: true,
            replay: None,
            cancel,
            events,
            format: Format::None,
            lang: creduce_passes::Lang::C,
            as_user: None,
        }
    }

    fn run(oracle: &dyn Oracle, jobs: usize, window: usize) -> Result<Reduction, ReduceError> {
        let passes = creduce_passes::default_schedule();
        let options = options(&passes, window, &|| false, &NoEvents);
        reduce(PROGRAM, oracle, &options, &TestBudget::new(jobs))
    }

    /// The texts the engine tests itself (not ahead of need), in order: what
    /// `--record-tests` writes.
    #[derive(Debug, Default)]
    struct Recorded(Mutex<Vec<String>>);

    impl Events for Recorded {
        fn test_started(&self, text: &str, ahead: bool) {
            if !ahead {
                self.0.lock().unwrap().push(text.to_string());
            }
        }
    }

    #[test]
    fn the_planner_wants_the_recorded_path_test_by_test() {
        // The engine and the planner drive one schedule: given the verdicts of the
        // first k tests the engine ran, the planner's first wanted test is the engine's
        // test k+1, for every k (the passes that observe the program are left out: the
        // planner cannot guess their candidates).
        let passes: Vec<Box<dyn Pass>> = creduce_passes::default_schedule()
            .into_iter()
            .filter(|p| !p.observes())
            .collect();
        let (path, out) = the_planner_follows(PROGRAM, &Fake::default(), rule, &passes, |_| {});
        assert!(path.len() > 30, "{} tests", path.len());
        assert!(out.len() < PROGRAM.len() / 2);
    }

    #[test]
    fn the_planner_wants_the_recorded_path_in_a_coarse_round_too() {
        let src = keep_lines_program();
        let passes = vec![creduce_passes::pass_by_name("delete_lines").unwrap()];
        let (path, _) = the_planner_follows(&src, &KeepLines, keep_lines, &passes, |opts| {
            (opts.parse_check, opts.hazard_check) = (false, false);
        });
        // Some of it in the coarse round, some after.
        assert!(path
            .iter()
            .any(|t| t.contains("short") && !t.contains("long")));
    }

    /// Reduces `src` over `passes` (with the options every test uses, then `tweak`) at
    /// -j 1 without the planner, recording the engine's
    /// path of tests; then checks that the planner, given the verdicts of the first k
    /// tests, wants test k+1 first, for every k, and nothing after the last. Returns the
    /// path and the result.
    fn the_planner_follows(
        src: &str,
        oracle: &dyn Oracle,
        rule: fn(&str) -> bool,
        passes: &[Box<dyn Pass>],
        tweak: fn(&mut ReduceOptions<'_>),
    ) -> (Vec<String>, String) {
        use super::super::lookahead::Lookahead;
        let recorded = Recorded::default();
        let mut opts = options(passes, DEFAULT_WINDOW, &|| false, &recorded);
        tweak(&mut opts);
        opts.speculate = false;
        let out = reduce(src, oracle, &opts, &TestBudget::new(1)).unwrap();
        opts.events = &NoEvents;
        let path = recorded.0.lock().unwrap().clone();
        assert!(rule(&out.text) && out.text.len() < src.len());
        let keys: std::collections::HashSet<_> =
            path.iter().map(|t| VerdictCache::key(t)).collect();
        assert_eq!(keys.len(), path.len(), "a text tested twice");

        opts.speculate = true;
        let budget = TestBudget::new(1);
        let pipe = Pipeline::new(oracle, &opts, &budget);
        let cur = Current::new(Program::new_in(opts.lang, src), opts.hazard_check);
        let mut schedule = Schedule::of(&opts, cur.size());
        schedule.answer(Answer::Go);
        let at = At {
            cur: cur.into(),
            schedule,
            observed: None,
            observation: None,
        };
        let mut look = Lookahead::default();
        for (k, text) in path.iter().enumerate() {
            let wanted = look.walk(&pipe, &at, 1);
            let first = wanted.first().map(|w| w.text.to_string());
            assert_eq!(
                first.as_deref(),
                Some(text.as_str()),
                "test {k} of {}: the planner wants another text",
                path.len()
            );
            let key = VerdictCache::key(text);
            let super::super::cache::Claim::Mine(claim) = pipe.cache.claim(key) else {
                panic!("test {k}: its verdict is known already");
            };
            claim.settle(rule(text), false);
        }
        assert!(
            look.walk(&pipe, &at, 1).is_empty(),
            "wants more than the path"
        );
        (path, out.text)
    }

    /// A stand-in for a guard's compilers: rejects every text with a hazard `kinds` names
    /// (or an undeclared call), keeps the others that hold every text in `keep`, and
    /// counts its tests and the texts it was given with such a hazard, per kind and in
    /// all.
    struct Compilers {
        kinds: fn(&creduce_passes::hazards::Hazards) -> Vec<usize>,
        keep: &'static [&'static str],
        tests: AtomicUsize,
        given: std::sync::Mutex<Vec<usize>>,
        given_any: AtomicUsize,
    }

    impl std::fmt::Debug for Compilers {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("Compilers")
        }
    }

    impl Oracle for Compilers {
        fn test(&self, text: &str, _: &dyn Control) -> Result<Report, OracleError> {
            self.tests.fetch_add(1, Ordering::SeqCst);
            let h = creduce_passes::hazards::hazards(&Program::new(text));
            let kinds = (self.kinds)(&h);
            let mut given = self.given.lock().unwrap();
            given.resize(kinds.len(), 0);
            for (g, k) in given.iter_mut().zip(&kinds) {
                *g += usize::from(*k > 0);
            }
            if kinds.iter().any(|k| *k > 0) {
                self.given_any.fetch_add(1, Ordering::SeqCst);
            }
            let keep = kinds.iter().all(|k| *k == 0)
                && h.undeclared_calls == 0
                && self.keep.iter().all(|k| text.contains(k));
            let v = if keep {
                Verdict::Interesting
            } else {
                Verdict::NotInteresting
            };
            Ok(Report::new(v, "oracle", Duration::ZERO))
        }
        fn script_lines(&self, _src: &str) -> Vec<String> {
            Vec::new()
        }
    }

    /// Reduces `src` against [`Compilers`] twice, with `ask` off and on, and checks that
    /// asking the hazard check to reject the `kinds` first gives the same result with
    /// none of them tested, and that the passes do make each kind here.
    fn rejected_before_the_oracle_with_the_same_result(
        src: &str,
        keep: &'static [&'static str],
        kinds: fn(&creduce_passes::hazards::Hazards) -> Vec<usize>,
        ask: fn(&mut ReduceOptions<'_>, bool),
    ) {
        let passes = creduce_passes::default_schedule();
        let run = |asked: bool| {
            let mut opts = options(&passes, DEFAULT_WINDOW, &|| false, &NoEvents);
            opts.speculate = false;
            opts.undeclared_calls = true;
            ask(&mut opts, asked);
            let oracle = Compilers {
                kinds,
                keep,
                tests: AtomicUsize::new(0),
                given: Default::default(),
                given_any: AtomicUsize::new(0),
            };
            let out = reduce(src, &oracle, &opts, &TestBudget::new(1)).unwrap();
            let given = oracle.given.into_inner().unwrap();
            let any = oracle.given_any.into_inner();
            (out.text, oracle.tests.into_inner(), given, any)
        };
        let (lenient, lenient_tests, lenient_given, lenient_any) = run(false);
        let (strict, strict_tests, strict_given, _) = run(true);
        assert_eq!(strict, lenient);
        assert!(
            lenient_given.iter().all(|n| *n > 0),
            "the passes do not make every kind here: {lenient_given:?}"
        );
        assert!(strict_given.iter().all(|n| *n == 0), "{strict_given:?}");
        assert_eq!(strict_tests, lenient_tests - lenient_any);
    }

    #[test]
    fn gnu_constructs_are_rejected_before_the_oracle_when_asked_with_the_same_result() {
        // As a static guard held to -pedantic-errors: it rejects every GNU construct.
        rejected_before_the_oracle_with_the_same_result(
            "struct S { int a; int b; } s = { 1, 2 };\n\
             int f(int a)\n  ;\n\
             enum E { A, B } e = B;\n\
             struct T { int c; } t = { 3 };\n\
             int main(void) { return s.a; }\n",
            &["return s.a"],
            |h| vec![h.gnu_constructs],
            |opts, asked| opts.gnu_constructs = asked,
        );
    }

    #[test]
    fn default_warnings_are_rejected_before_the_oracle_when_asked_with_the_same_result() {
        // As any guard: gcc and clang warn by default about a C library function given
        // another type and an over-full array initializer.
        const SRC: &str = "int printf(const char *, ...);\n\
            extern void abort (void) __attribute__ ((__noreturn__));\n\
            int g = 1;\n\
            int t[5] = {1, 2, 3, 4, 5};\n\
            int main(void) { if (g != 1) abort(); printf(\"%d\\n\", g + t[2]); return 0; }\n";
        let h = creduce_passes::hazards::hazards(&Program::new(SRC));
        assert_eq!(h, Default::default());
        rejected_before_the_oracle_with_the_same_result(
            SRC,
            &["printf(\"", "t[2]", "{1, 2, 3, 4, 5}"],
            |h| vec![h.library_redeclarations, h.excess_initializers],
            |opts, asked| opts.default_warnings = asked,
        );
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

    /// Interesting while `a` and `b` are declared, `main` returns their sum, and the
    /// program has an even number of `=`: each initializer alone cannot go.
    #[derive(Debug, Default)]
    struct EvenEquals;

    impl Oracle for EvenEquals {
        fn test(&self, text: &str, _cancel: &dyn Control) -> Result<Report, OracleError> {
            let ok = text.contains("return a + b;")
                && text.contains("int a")
                && (text.contains(", b") || text.contains("int b"))
                && text.matches('=').count() % 2 == 0;
            let verdict = match ok {
                true => Verdict::Interesting,
                false => Verdict::NotInteresting,
            };
            Ok(Report::new(verdict, "oracle", Duration::ZERO))
        }

        fn script_lines(&self, _src: &str) -> Vec<String> {
            Vec::new()
        }
    }

    /// Interesting while every `keep` line is there.
    fn keep_lines(text: &str) -> bool {
        (0..2 * GROUPS).all(|i| text.contains(&format!("keep{i:02}=")))
    }

    #[derive(Debug)]
    struct KeepLines;

    impl Oracle for KeepLines {
        fn test(&self, text: &str, _cancel: &dyn Control) -> Result<Report, OracleError> {
            let verdict = match keep_lines(text) {
                true => Verdict::Interesting,
                false => Verdict::NotInteresting,
            };
            Ok(Report::new(verdict, "oracle", Duration::ZERO))
        }

        fn script_lines(&self, _src: &str) -> Vec<String> {
            Vec::new()
        }
    }

    /// Groups of [`keep_lines_program`].
    const GROUPS: usize = 4;

    /// 4 groups of a needed 128 KiB line, a 10-byte line, a needed 128 KiB line and a 2
    /// KiB line: 1 MiB and more, where every chunk of two lines or more holds a needed
    /// one, and deleting a short line alone removes less than 1/1024 of the program.
    fn keep_lines_program() -> String {
        let mut src = String::new();
        for i in 0..GROUPS {
            let keep = "k".repeat(128 << 10);
            src.push_str(&format!("keep{:02}={keep}\nshort{i:02}=1\n", 2 * i));
            src.push_str(&format!("keep{:02}={keep}\n", 2 * i + 1));
            src.push_str(&format!("long{i:02}={}\n", "l".repeat(2 << 10)));
        }
        assert!(src.len() >= 1 << 20);
        src
    }

    #[test]
    fn a_big_program_s_first_round_takes_big_cuts_and_the_next_the_rest() {
        // The first round deletes every long line before any short one (where one
        // pass alone would take them in the order they come), and the next round the
        // short ones.
        let src = keep_lines_program();
        let passes = vec![creduce_passes::pass_by_name("delete_lines").unwrap()];
        let recorded = Recorded::default();
        let mut opts = options(&passes, DEFAULT_WINDOW, &|| false, &recorded);
        (opts.parse_check, opts.hazard_check) = (false, false);
        let r = reduce(&src, &KeepLines, &opts, &TestBudget::new(2)).unwrap();
        assert!(!r.text.contains("short") && !r.text.contains("long"));
        assert!(r.stats.rounds >= 2);
        assert_eq!(r.text.lines().count(), 2 * GROUPS);
        let tested = recorded.0.lock().unwrap();
        let short_gone = tested
            .iter()
            .position(|t| {
                t.matches("short").count() < GROUPS && t.matches("keep").count() == 2 * GROUPS
            })
            .expect("a short line was deleted");
        assert!(
            !tested[short_gone].contains("long"),
            "a short line went alone before the long ones"
        );
        drop(tested);
        // The planner asks its batches through the same floor: any -j, one path.
        opts.events = &NoEvents;
        let eight = reduce(&src, &KeepLines, &opts, &TestBudget::new(8)).unwrap();
        assert_eq!(eight.text, r.text);
    }

    #[test]
    fn the_local_exhaustive_search_takes_two_initializers_that_go_only_together() {
        const TWO: &str = "int a = 1, b = 2;\nint main(void) { return a + b; }\n";
        let passes = creduce_passes::stall_passes_last(creduce_passes::default_schedule()).0;
        let mut opts = options(&passes, DEFAULT_WINDOW, &|| false, &NoEvents);
        opts.exhaustive_tests = 0;
        let without = reduce(TWO, &EvenEquals, &opts, &TestBudget::new(2)).unwrap();
        assert_eq!(without.text.matches('=').count(), 2, "{}", without.text);
        opts.exhaustive_tests = crate::reduce::DEFAULT_EXHAUSTIVE_TESTS;
        let with = reduce(TWO, &EvenEquals, &opts, &TestBudget::new(2)).unwrap();
        assert_eq!(with.text.matches('=').count(), 0, "{}", with.text);
        let squeezed: String = with.text.split_whitespace().collect();
        assert!(squeezed.contains("inta,b;"), "{}", with.text);
        let pairs = with
            .stats
            .passes
            .iter()
            .find(|p| p.pass == "delete_token_pairs");
        assert!(
            pairs.is_some_and(|p| p.accepted >= 1),
            "{:?}",
            with.stats.passes
        );
        // And the same at any -j.
        let four = reduce(TWO, &EvenEquals, &opts, &TestBudget::new(4)).unwrap();
        assert_eq!(four.text, with.text);
        // A budget of one candidate is spent before the pair that wins.
        opts.exhaustive_tests = 1;
        let one = reduce(TWO, &EvenEquals, &opts, &TestBudget::new(2)).unwrap();
        assert_eq!(one.text, without.text);
    }

    #[test]
    fn regression_a_cached_success_still_passes_this_parent_s_checks() {
        // A text tested ahead of need from a guessed parent (where it passed the checks)
        // and reached from the real parent, where it adds a parse error, is rejected.
        use super::super::candidate::Fate;
        use creduce_passes::Replacement;
        with_pipeline("int a;\nint b;\n", |pipe, cur| {
            let edit = Edit::new(vec![Replacement {
                range: 12..13,
                text: String::new(),
            }])
            .unwrap();
            pipe.cache.put(VerdictCache::key("int a;\nint b\n"), true);
            let e = pipe.evaluate(cur, edit, false).unwrap();
            assert_eq!(e.outcome, Fate::ParseRejected);
        });
    }

    /// A pipeline with the default schedule and a fake oracle, and `text` as the
    /// current program.
    fn with_pipeline(text: &str, f: impl FnOnce(&super::super::candidate::Pipeline<'_>, &Current)) {
        let passes = creduce_passes::default_schedule();
        let options = options(&passes, DEFAULT_WINDOW, &|| false, &NoEvents);
        let budget = TestBudget::new(1);
        let fake = Fake::default();
        let pipe = super::super::candidate::Pipeline::new(&fake, &options, &budget);
        f(&pipe, &Current::new(Program::new(text), true));
    }

    #[test]
    fn a_program_made_by_the_same_steps_is_parsed_once() {
        // The planner's predicted program is the engine's when the engine keeps the same
        // edit of the same program: one parse, one tree. The same text made by other
        // steps is parsed again, since after error recovery its tree may differ.
        use creduce_passes::Replacement;
        with_pipeline("int a;\nint b;\n", |pipe, cur| {
            let cut = |range: std::ops::Range<usize>| {
                let text = String::new();
                Edit::new(vec![Replacement { range, text }]).unwrap()
            };
            let edit = cut(0..7);
            let held = pipe.derive(cur, &edit, "int b;\n".into());
            let again = pipe.derive(cur, &edit, "int b;\n".into());
            assert!(Arc::ptr_eq(&held, &again));
            assert_eq!(again.prog.text(), "int b;\n");
            let rewrite = Edit::new(vec![Replacement {
                range: 0..14,
                text: "int b;\n".into(),
            }]);
            let other = pipe.derive(cur, &rewrite.unwrap(), "int b;\n".into());
            assert!(!Arc::ptr_eq(&held, &other));
            assert_ne!(held.lineage, other.lineage);
            // From a program of the same text but another lineage: parsed again.
            let twin = Current::new(Program::new("int a;\nint b;\n"), true);
            let from_twin = pipe.derive(
                &twin.derive(twin.prog.clone(), &Edit::default(), true),
                &edit,
                "int b;\n".into(),
            );
            assert!(!Arc::ptr_eq(&held, &from_twin));
            // The memo holds none of them: a program nobody holds is gone.
            let weak = Arc::downgrade(&held);
            drop((held, again));
            assert!(weak.upgrade().is_none());
        });
    }

    #[test]
    fn one_job_equals_sixteen_jobs_whose_slots_follow_the_walk() {
        let one = run(&Fake::default(), 1, DEFAULT_WINDOW).unwrap();
        let fast = run(&Fake::default(), 16, DEFAULT_WINDOW).unwrap();
        assert_eq!(fast.text, one.text);
        // Slow tests (latency-bound): the walk is far quicker than a test. On a loaded
        // machine 20 ms may not be slow enough for that (a run once used none), so the
        // latency grows until the walk is ahead; the result must be the same each time.
        let mut used = Vec::new();
        for millis in [20, 100, 400] {
            let slow = Fake {
                latency: Duration::from_millis(millis),
                ..Fake::default()
            };
            let sixteen = run(&slow, 16, DEFAULT_WINDOW).unwrap();
            assert_eq!(sixteen.text, one.text, "{millis} ms tests");
            used.push((millis, sixteen.stats.speculative_hits));
            if sixteen.stats.speculative_hits > 0 {
                return;
            }
        }
        panic!("the walk's verdicts were never used (ms, hits): {used:?}");
    }

    #[test]
    fn the_planner_s_parsed_programs_never_change_the_result() {
        // With the checks off the engine parses only what it keeps, and takes the
        // planner's program when the planner made it by the same steps: the result is
        // the one the engine reaches alone.
        let passes = creduce_passes::default_schedule();
        let mut options = options(&passes, DEFAULT_WINDOW, &|| false, &NoEvents);
        options.parse_check = false;
        options.hazard_check = false;
        options.speculate = false;
        let alone = reduce(PROGRAM, &Fake::default(), &options, &TestBudget::new(1)).unwrap();
        assert_eq!(alone.stats.programs_shared, 0);
        options.speculate = true;
        let slow = Fake {
            latency: Duration::from_millis(20),
            ..Fake::default()
        };
        let shared = reduce(PROGRAM, &slow, &options, &TestBudget::new(4)).unwrap();
        assert_eq!(shared.text, alone.text);
        assert!(shared.stats.programs_shared > 0, "{:?}", shared.stats);
    }

    #[test]
    fn tests_run_ahead_of_need_never_change_the_result() {
        let passes = creduce_passes::default_schedule();
        let mut options = options(&passes, DEFAULT_WINDOW, &|| false, &NoEvents);
        options.speculate = false;
        let plain = reduce(PROGRAM, &Fake::default(), &options, &TestBudget::new(1)).unwrap();
        assert_eq!(plain.stats.speculative_tests, 0);
        options.speculate = true;
        // Whether a test run ahead is used depends on timing (a loaded machine, -j 4
        // on two cores: once none of 7 was); that some are, over the three, does not.
        let mut hits = 0;
        for jobs in [1, 2, 4] {
            let ahead = reduce(PROGRAM, &Fake::default(), &options, &TestBudget::new(jobs));
            let ahead = ahead.unwrap();
            assert_eq!(ahead.text, plain.text, "-j {jobs}");
            assert!(
                ahead.stats.speculative_tests > 0,
                "-j {jobs}: {:?}",
                ahead.stats
            );
            hits += ahead.stats.speculative_hits;
        }
        assert!(hits > 0, "no test run ahead of need was ever used");
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
