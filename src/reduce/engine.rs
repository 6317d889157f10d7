//! The reduction loop. Passes propose candidates in order; candidates are tested on a
//! pool of `jobs` workers that take them strictly in order; the accepted candidate is the
//! lowest-index interesting one, and every candidate before it has been tested, so the
//! result is the one a sequential run would give, whatever `jobs` is.

use super::cache::VerdictCache;
use super::progress::Progress;
use super::stats::{PassStats, Stats};
use crate::oracle::probe::ValueSource;
use crate::oracle::{Oracle, OracleError, Verdict};
use creduce_passes::lint::{hazards, Hazards};
use creduce_passes::{count_tokens, Candidate, Cursor, Pass, Program};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How many candidates a pass is asked for at a time.
const BATCH: usize = 64;

/// Knobs of the engine.
#[derive(Debug, Clone)]
pub struct EngineOptions {
    /// Worker threads.
    pub jobs: usize,
    /// Use the verdict cache.
    pub cache: bool,
    /// Reject candidates that add parse errors before testing them.
    pub parse_check: bool,
    /// Reject candidates that add hazards (edits known to create undefined behaviour).
    pub hazard_check: bool,
    /// Draw a progress line.
    pub progress: bool,
    /// 1: print each accepted candidate on stderr; 2: also its diff.
    pub verbose: u8,
}

impl Default for EngineOptions {
    fn default() -> Self {
        EngineOptions {
            jobs: 1,
            cache: true,
            parse_check: true,
            hazard_check: true,
            progress: false,
            verbose: 0,
        }
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
    /// The best-so-far could not be saved.
    #[error("cannot save the best program so far: {0}")]
    Save(#[source] std::io::Error),
    /// The worker pool could not be built.
    #[error("cannot start {jobs} worker threads: {message}")]
    Pool {
        /// Requested threads.
        jobs: usize,
        /// Why.
        message: String,
    },
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

/// An outcome with the candidate's rendered text (when it was rendered).
type Evaluated = (Outcome, Option<String>);

impl Outcome {
    fn interesting(self) -> bool {
        matches!(
            self,
            Outcome::Cached(true) | Outcome::Tested(Verdict::Interesting)
        )
    }
}

/// A program ordered by how reduced it is: fewer tokens first, then fewer bytes.
fn measure(tokens: usize, bytes: usize) -> (usize, usize) {
    (tokens, bytes)
}

struct Engine<'a> {
    oracle: &'a dyn Oracle,
    opts: &'a EngineOptions,
    stop: &'a (dyn Fn() -> bool + Sync),
    cache: VerdictCache,
    pool: rayon::ThreadPool,
    tests: AtomicU64,
    test_nanos: AtomicU64,
    cache_hits: AtomicU64,
    parse_rejected: AtomicU64,
    hazard_rejected: AtomicU64,
    skipped: AtomicU64,
    timeouts: AtomicU64,
    cancelled: AtomicU64,
    /// Nanoseconds per stage (`parse-check`, `oracle`, `ub-guard`).
    stage_nanos: Mutex<BTreeMap<&'static str, u64>>,
}

/// Reduce `original` (already known to be interesting) with `passes`, calling `save`
/// with every improvement. Stops early, keeping the best so far, once `stop` says so.
pub fn reduce(
    original: &str,
    oracle: &dyn Oracle,
    probe: Option<&dyn ValueSource>,
    passes: &[Box<dyn Pass>],
    opts: &EngineOptions,
    stop: &(dyn Fn() -> bool + Sync),
    save: &mut dyn FnMut(&str) -> std::io::Result<()>,
) -> Result<Reduction, ReduceError> {
    let start = Instant::now();
    let jobs = opts.jobs.max(1);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .thread_name(|i| format!("creduce-worker-{i}"))
        .build()
        .map_err(|e| ReduceError::Pool {
            jobs,
            message: e.to_string(),
        })?;
    let engine = Engine {
        oracle,
        opts,
        stop,
        cache: VerdictCache::new(opts.cache),
        pool,
        tests: AtomicU64::new(0),
        test_nanos: AtomicU64::new(0),
        cache_hits: AtomicU64::new(0),
        parse_rejected: AtomicU64::new(0),
        hazard_rejected: AtomicU64::new(0),
        skipped: AtomicU64::new(0),
        timeouts: AtomicU64::new(0),
        cancelled: AtomicU64::new(0),
        stage_nanos: Mutex::default(),
    };
    let mut prog = Program::new(original);
    let mut stats = Stats {
        bytes_before: original.len(),
        tokens_before: prog.token_count(),
        jobs,
        passes: passes
            .iter()
            .map(|p| PassStats {
                pass: p.name().into(),
                ..Default::default()
            })
            .collect(),
        ..Default::default()
    };
    engine.cache.put(VerdictCache::key(original), true);
    let progress = Progress::start(opts.progress, original.len(), prog.token_count());
    'rounds: loop {
        stats.rounds += 1;
        let round_start = measure(prog.token_count(), prog.text().len());
        for (pi, pass) in passes.iter().enumerate() {
            if let Ok(mut p) = progress.state().pass.lock() {
                p.clear();
                p.push_str(pass.name());
            }
            let pass_start = Instant::now();
            let mut cursor = Cursor::START;
            let mut observed: Option<[u8; 32]> = None;
            loop {
                if stop() {
                    stats.passes[pi].seconds += pass_start.elapsed().as_secs_f64();
                    stats.interrupted = true;
                    break 'rounds;
                }
                // Passes that observe the program running get a fresh observation for
                // every program they are asked about.
                if let Some(source) = probe {
                    let key = VerdictCache::key(prog.text());
                    if observed != Some(key) {
                        if let Some(inst) = pass.instrument(&prog) {
                            let t0 = Instant::now();
                            let report = source.run(&inst, &|| stop()).unwrap_or_default();
                            engine.add_stage("value-probe", t0.elapsed());
                            pass.observe(&prog, &report);
                        }
                        observed = Some(key);
                    }
                }
                let batch = pass.candidates(&prog, cursor, BATCH);
                let Some(last) = batch.last() else { break };
                let last_cursor = last.cursor;
                stats.passes[pi].candidates += batch.len() as u64;
                let before_tests = engine.tests.load(Ordering::Relaxed);
                let winner = engine.test_batch(&prog, &batch, progress.state())?;
                stats.passes[pi].tests += engine.tests.load(Ordering::Relaxed) - before_tests;
                match winner {
                    Some((i, text)) => {
                        let next = Program::new(text);
                        let smaller = measure(next.token_count(), next.text().len())
                            < measure(prog.token_count(), prog.text().len());
                        let ps = &mut stats.passes[pi];
                        ps.accepted += 1;
                        ps.bytes_removed += prog.text().len() as i64 - next.text().len() as i64;
                        ps.tokens_removed += prog.token_count() as i64 - next.token_count() as i64;
                        if opts.verbose > 0 {
                            eprintln!(
                                "\r\x1b[K{}: {} ({} bytes, {} tokens)",
                                pass.name(),
                                batch[i].label,
                                next.text().len(),
                                next.token_count()
                            );
                        }
                        if opts.verbose > 1 {
                            let diff = similar::TextDiff::from_lines(prog.text(), next.text());
                            eprint!(
                                "{}",
                                diff.unified_diff()
                                    .context_radius(1)
                                    .header("before", "after")
                            );
                        }
                        save(next.text()).map_err(ReduceError::Save)?;
                        let st = progress.state();
                        st.bytes.store(next.text().len() as u64, Ordering::Relaxed);
                        st.tokens
                            .store(next.token_count() as u64, Ordering::Relaxed);
                        cursor = if smaller {
                            batch[i].cursor
                        } else {
                            batch[i].cursor.next()
                        };
                        prog = next;
                    }
                    None => cursor = last_cursor.next(),
                }
            }
            stats.passes[pi].seconds += pass_start.elapsed().as_secs_f64();
        }
        if measure(prog.token_count(), prog.text().len()) >= round_start {
            break;
        }
    }
    drop(progress);
    stats.bytes_after = prog.text().len();
    stats.tokens_after = prog.token_count();
    stats.tests = engine.tests.load(Ordering::Relaxed);
    stats.cache_hits = engine.cache_hits.load(Ordering::Relaxed);
    stats.rejected_by_parse = engine.parse_rejected.load(Ordering::Relaxed);
    stats.rejected_by_hazard = engine.hazard_rejected.load(Ordering::Relaxed);
    stats.rejected_in_process = engine.skipped.load(Ordering::Relaxed);
    stats.timeouts = engine.timeouts.load(Ordering::Relaxed);
    stats.cancelled = engine.cancelled.load(Ordering::Relaxed);
    stats.stage_seconds = engine
        .stage_nanos
        .lock()
        .map(|m| {
            m.iter()
                .map(|(k, v)| (k.to_string(), *v as f64 / 1e9))
                .collect()
        })
        .unwrap_or_default();
    stats.test_seconds =
        Duration::from_nanos(engine.test_nanos.load(Ordering::Relaxed)).as_secs_f64();
    stats.wall_seconds = start.elapsed().as_secs_f64();
    Ok(Reduction {
        text: prog.text().to_string(),
        stats,
    })
}

impl Engine<'_> {
    fn add_stage(&self, stage: &'static str, d: Duration) {
        if let Ok(mut m) = self.stage_nanos.lock() {
            *m.entry(stage).or_insert(0) += d.as_nanos() as u64;
        }
    }

    /// Test `batch` in order on the pool; return the lowest-index interesting candidate
    /// and its text. Workers take indices from a shared counter, so every index below
    /// the winner has been tested when the pool is done.
    fn test_batch(
        &self,
        prog: &Program,
        batch: &[Candidate],
        progress: &super::progress::ProgressState,
    ) -> Result<Option<(usize, String)>, ReduceError> {
        let next = AtomicUsize::new(0);
        let found = AtomicUsize::new(usize::MAX);
        let results: Vec<Mutex<Option<Evaluated>>> =
            batch.iter().map(|_| Mutex::new(None)).collect();
        let error: Mutex<Option<OracleError>> = Mutex::new(None);
        let cur_measure = measure(prog.token_count(), prog.text().len());
        let cur_hazards = if self.opts.hazard_check {
            hazards(prog)
        } else {
            Hazards::default()
        };
        self.pool.scope(|s| {
            for _ in 0..self.opts.jobs.max(1) {
                s.spawn(|_| loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= batch.len() || i > found.load(Ordering::SeqCst) || (self.stop)() {
                        break;
                    }
                    if error.lock().map(|e| e.is_some()).unwrap_or(true) {
                        break;
                    }
                    let cancel = || found.load(Ordering::SeqCst) < i || (self.stop)();
                    match self.evaluate(
                        prog,
                        cur_measure,
                        &cur_hazards,
                        &batch[i],
                        &cancel,
                        progress,
                    ) {
                        Ok((outcome, text)) => {
                            if outcome.interesting() {
                                found.fetch_min(i, Ordering::SeqCst);
                            }
                            if let Ok(mut slot) = results[i].lock() {
                                *slot = Some((outcome, text));
                            }
                        }
                        Err(e) => {
                            if let Ok(mut slot) = error.lock() {
                                slot.get_or_insert(e);
                            }
                            break;
                        }
                    }
                });
            }
        });
        if let Some(e) = error.into_inner().ok().flatten() {
            return Err(e.into());
        }
        if (self.stop)() {
            return Ok(None);
        }
        let winner = found.load(Ordering::SeqCst);
        if winner == usize::MAX {
            return Ok(None);
        }
        let slot = results
            .into_iter()
            .nth(winner)
            .and_then(|m| m.into_inner().ok().flatten());
        Ok(slot.and_then(|(_, text)| text).map(|t| (winner, t)))
    }

    /// Run one candidate through the stages: render → in-process checks → cache →
    /// parse check → hazard check → oracle.
    fn evaluate(
        &self,
        prog: &Program,
        cur_measure: (usize, usize),
        cur_hazards: &Hazards,
        cand: &Candidate,
        cancel: &(dyn Fn() -> bool + Sync),
        progress: &super::progress::ProgressState,
    ) -> Result<Evaluated, OracleError> {
        let Some(mut text) = cand.edit.apply(prog.text()) else {
            self.skipped.fetch_add(1, Ordering::Relaxed);
            return Ok((Outcome::Skipped, None));
        };
        // A C file ends with a newline (C99 5.1.1.2); no edit may take it away.
        if prog.text().ends_with('\n') && !text.ends_with('\n') {
            text.push('\n');
        }
        if text == prog.text() || measure(count_tokens(&text), text.len()) > cur_measure {
            self.skipped.fetch_add(1, Ordering::Relaxed);
            return Ok((Outcome::Skipped, None));
        }
        let key = VerdictCache::key(&text);
        if let Some(v) = self.cache.get(&key) {
            self.cache_hits.fetch_add(1, Ordering::Relaxed);
            return Ok((Outcome::Cached(v), Some(text)));
        }
        if self.opts.parse_check || self.opts.hazard_check {
            let t0 = Instant::now();
            let parsed = Program::new(text.as_str());
            let checked_hazards = self.opts.hazard_check.then(|| hazards(&parsed));
            self.add_stage("parse-check", t0.elapsed());
            if self.opts.parse_check && parsed.error_count() > prog.error_count() {
                self.parse_rejected.fetch_add(1, Ordering::Relaxed);
                return Ok((Outcome::ParseRejected, None));
            }
            if checked_hazards.is_some_and(|h| h.worse_than(cur_hazards)) {
                self.hazard_rejected.fetch_add(1, Ordering::Relaxed);
                return Ok((Outcome::HazardRejected, None));
            }
        }
        let report = self.oracle.test(&text, &|| cancel())?;
        for (stage, d) in &report.stages {
            self.add_stage(stage, *d);
        }
        self.tests.fetch_add(1, Ordering::Relaxed);
        progress.tests.fetch_add(1, Ordering::Relaxed);
        self.test_nanos
            .fetch_add(report.elapsed.as_nanos() as u64, Ordering::Relaxed);
        match report.verdict {
            Verdict::Cancelled => {
                self.cancelled.fetch_add(1, Ordering::Relaxed);
            }
            Verdict::Timeout => {
                self.timeouts.fetch_add(1, Ordering::Relaxed);
                self.cache.put(key, false);
            }
            v => self.cache.put(key, v.is_interesting()),
        }
        Ok((Outcome::Tested(report.verdict), Some(text)))
    }
}
