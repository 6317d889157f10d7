//! Statistics of one reduction, printed as a summary and written by `--stats-json`.

use serde::Serialize;

/// Per-pass counters.
#[derive(Clone, Debug, Default, Serialize)]
pub struct PassStats {
    /// Pass name.
    pub pass: String,
    /// Candidates the pass proposed.
    pub candidates: u64,
    /// Candidates that reached the oracle.
    pub tests: u64,
    /// Candidates accepted.
    pub accepted: u64,
    /// Bytes removed by accepted candidates.
    pub bytes_removed: i64,
    /// Tokens removed by accepted candidates.
    pub tokens_removed: i64,
    /// Wall time spent in the pass, in seconds.
    pub seconds: f64,
}

/// Counters of the whole run.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Stats {
    /// Size of the original.
    pub bytes_before: usize,
    /// Size of the result.
    pub bytes_after: usize,
    /// Tokens of the original.
    pub tokens_before: usize,
    /// Tokens of the result.
    pub tokens_after: usize,
    /// Oracle runs.
    pub tests: u64,
    /// Candidates answered by the cache.
    pub cache_hits: u64,
    /// Candidates rejected because they added parse errors.
    pub rejected_by_parse: u64,
    /// Candidates rejected because they add hazards (edits known to create UB).
    pub rejected_by_hazard: u64,
    /// Candidates dropped in-process (edit did not apply, no change, not smaller).
    pub rejected_in_process: u64,
    /// Tests that hit the timeout (never cached: a timeout depends on the load).
    pub timeouts: u64,
    /// Timed-out candidates that would have won their window, tested again alone.
    pub timeout_retests: u64,
    /// Of those, the ones that were interesting the second time.
    pub timeout_retest_wins: u64,
    /// Candidates tested together and folded (the algorithm's window).
    pub window: usize,
    /// Folds of several interesting candidates tested.
    pub fold_tests: u64,
    /// Folds that were interesting and kept.
    pub fold_wins: u64,
    /// Interesting candidates that went into a kept change beside its first one: each
    /// saved at least a window of tests later.
    pub folded_candidates: u64,
    /// Tests of a window after its first success that did not end in the kept change,
    /// plus folds that were not interesting: the price of testing whole windows.
    pub wasted_tests: u64,
    /// Tests cancelled because an earlier candidate won (or a test run ahead of need
    /// turned out not to be needed).
    pub cancelled: u64,
    /// Tests run ahead of need on idle slots (counted in `tests` too).
    pub speculative_tests: u64,
    /// Candidates whose verdict a test run ahead of need had found.
    pub speculative_hits: u64,
    /// Runs of a likely result as its user runs the test (`--confirm-runs`), started
    /// ahead of need on idle slots (not counted in `tests`).
    pub as_user_ahead: u64,
    /// The result held each of its runs as its user runs the test, run ahead of need:
    /// its check after the reduction is done already.
    pub held_as_user: bool,
    /// Observations (the value probe's runs) a kept change left true, so the changed
    /// program was not run again.
    pub observations_carried: u64,
    /// Programs asked for twice by the same steps (mostly the engine keeping the edit
    /// the planner had predicted) and parsed once.
    pub programs_shared: u64,
    /// Rounds of the schedule run.
    pub rounds: u64,
    /// Wall time in seconds.
    pub wall_seconds: f64,
    /// Sum of the time spent inside tests, in seconds (over all workers).
    pub test_seconds: f64,
    /// Percentage of the wall time outside tests: wall time minus the time inside tests
    /// divided by the budget.
    pub outside_percent: f64,
    /// Seconds per stage, summed over workers: `parse-check` (in-process parse and
    /// hazard check), `oracle` (the main oracle), `ub-guard`, `value-probe` (building
    /// and running instrumented copies for `expr_to_value`), `candidates`, `batches` and
    /// `save` (the coordinator), and `idle-slots`: slot-time in which no test held a slot
    /// of the budget (the whole budget's: in triage, other reductions share it).
    pub stage_seconds: std::collections::BTreeMap<String, f64>,
    /// Tests allowed at once (the shared budget).
    pub jobs: usize,
    /// True if the run was interrupted.
    pub interrupted: bool,
    /// Per pass, in schedule order.
    pub passes: Vec<PassStats>,
    /// The final formatting step: `kept`, `unchanged`, `off`, or why the formatted
    /// program was dropped.
    pub format: String,
    /// Bytes of the result before the formatting step (`bytes_after` is after it).
    pub bytes_before_format: usize,
}

impl Stats {
    /// Fill in `outside_percent` from the wall and test times.
    pub fn compute_outside(&mut self) {
        let inside = self.test_seconds / self.jobs.max(1) as f64;
        self.outside_percent = if self.wall_seconds > 0.0 {
            (100.0 * (1.0 - inside / self.wall_seconds)).max(0.0)
        } else {
            0.0
        };
    }

    /// Human-readable summary lines.
    pub fn summary(&self) -> String {
        let pct = |a: usize, b: usize| {
            if b == 0 {
                0.0
            } else {
                100.0 * a as f64 / b as f64
            }
        };
        format!(
            "size: {} -> {} bytes ({:.1}%), {} -> {} tokens ({:.1}%)\n\
             tests: {} run, {} cache hits, {} rejected by parse, {} by hazard check, {} rounds\n\
             timeouts: {} ({} re-tested alone, {} of them interesting)\n\
             folds: {} tested, {} kept, {} candidates folded in, {} tests wasted (window {})\n\
             ahead of need: {} tests run on idle slots, {} of their verdicts used{}\n\
             time: {:.1} s wall, {:.1} s inside tests ({} jobs), {:.1}% of wall time outside tests",
            self.bytes_before,
            self.bytes_after,
            pct(self.bytes_after, self.bytes_before),
            self.tokens_before,
            self.tokens_after,
            pct(self.tokens_after, self.tokens_before),
            self.tests,
            self.cache_hits,
            self.rejected_by_parse,
            self.rejected_by_hazard,
            self.rounds,
            self.timeouts,
            self.timeout_retests,
            self.timeout_retest_wins,
            self.fold_tests,
            self.fold_wins,
            self.folded_candidates,
            self.wasted_tests,
            self.window,
            self.speculative_tests,
            self.speculative_hits,
            if self.as_user_ahead > 0 {
                format!(
                    "; {} runs of the likely result as you run the test{}",
                    self.as_user_ahead,
                    if self.held_as_user {
                        ", and the result held them"
                    } else {
                        ""
                    }
                )
            } else {
                String::new()
            },
            self.wall_seconds,
            self.test_seconds,
            self.jobs,
            self.outside_percent,
        )
    }
}
