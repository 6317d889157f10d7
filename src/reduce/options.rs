//! What a reduction is given and what it tells: the options ([`ReduceOptions`]), the
//! events the caller hears ([`Events`], [`Step`]) and the schedule's constants. A leaf:
//! the engine, the candidate pipeline and the planner all read it, and it reads none of
//! them.

use super::format::Format;
use crate::oracle::value_probe::ValueSource;
use crate::oracle::{ScriptOracle, Verdict};
use crate::toolchain::Control;
use creduce_passes::{Lang, Pass};

/// How many candidates a pass is asked for at a time.
pub(super) const BATCH: usize = 64;

/// The default window: candidates tested together and folded.
pub const DEFAULT_WINDOW: usize = 4;

/// The default budget of the local exhaustive search (`--exhaustive-tests`): candidates
/// the passes that run after a stall ([`creduce_passes::Pass::after_stall`]) may be
/// asked about in one reduction.
pub const DEFAULT_EXHAUSTIVE_TESTS: u64 = 1000;

/// What the caller hears while a reduction runs. Every method has a default that does
/// nothing; the engine itself never prints.
pub trait Events: Sync {
    /// A pass starts (again).
    fn pass_started(&self, _pass: &str) {}
    /// A test of `text` starts; `ahead` when it runs ahead of need (the engine may
    /// never use its verdict).
    fn test_started(&self, _text: &str, _ahead: bool) {}
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
    /// With `hazard_check`, also reject C candidates that add GNU constructs
    /// (`Hazards::gnu_constructs`: a `;` at file scope, an empty struct, enum or
    /// initializer). Set when the static guard holds candidates to a `-pedantic-errors`
    /// mode, which rejects every one of them a compile later: the verdicts are the same,
    /// without running the oracle.
    pub gnu_constructs: bool,
    /// With `hazard_check`, also reject C candidates that call more names nothing
    /// declares (`Hazards::undeclared_calls`). Set when a guard checks candidates: both
    /// reject every new implicit declaration, an error or a `-Wall` warning in every
    /// mode, so the verdicts are the same without running the oracle.
    pub undeclared_calls: bool,
    /// With `hazard_check`, also reject C candidates with more of what gcc and clang
    /// both warn about by default (`Hazards::without_default_warnings`): a C library
    /// function given another type, an over-full array initializer. Set when a guard checks candidates of a program whose
    /// diagnostics no line marker or pragma may hide: both guards reject these
    /// warnings, so the verdicts are the same without running the oracle.
    pub default_warnings: bool,
    /// Candidates tested together and folded (a parameter of the algorithm: the result
    /// depends on it, never on the budget).
    pub window: usize,
    /// Candidates the passes that run only after a stall (the local exhaustive search)
    /// may be asked about in the whole reduction; 0 turns them off. They must come last
    /// in `passes` ([`creduce_passes::stall_passes_last`]).
    pub exhaustive_tests: u64,
    /// Test ahead of need on slots that would be idle (never changes the result).
    pub speculate: bool,
    /// Debug: with `speculate`, run ahead of need exactly these texts, in this order,
    /// instead of the walk's predicted path. Given the texts a reduction tested (a
    /// recorded path), the time is what a perfect prediction would give. Never changes
    /// the result.
    pub replay: Option<&'a [String]>,
    /// Texts every candidate must keep, once each, in order, the first at the start:
    /// the markers between files reduced together ([`crate::sources`]).
    pub pinned: &'a [String],
    /// A folder's files may go ([`crate::sources::keeps_some`]): a candidate may lose
    /// whole files, markers and all, but keeps the rest in order.
    pub files_may_go: bool,
    /// Stop early (keeping the best so far) once this says so.
    pub cancel: &'a dyn Control,
    /// Progress and accepted changes.
    pub events: &'a dyn Events,
    /// The final formatting step (never for several files: their markers are
    /// comments, which a layout drops).
    pub format: Format,
    /// The language the program is parsed as.
    pub lang: Lang,
    /// A script's result is checked as its user runs the test once the reduction is
    /// done (`--confirm-runs`): these runs may start ahead of need, on idle slots, on
    /// the program the planner predicts the result to be. Never changes the result.
    pub as_user: Option<AsUserRuns<'a>>,
}

/// The runs of a script's result as its user runs the test
/// ([`ScriptOracle::run_as_user`]), `runs` of them.
#[derive(Debug, Clone, Copy)]
pub struct AsUserRuns<'a> {
    /// The user's test.
    pub test: &'a ScriptOracle,
    /// How many runs.
    pub runs: usize,
}

impl std::fmt::Debug for ReduceOptions<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReduceOptions")
            .field("passes", &self.passes.len())
            .field("cache", &self.cache)
            .field("parse_check", &self.parse_check)
            .field("hazard_check", &self.hazard_check)
            .field("window", &self.window)
            .field("exhaustive_tests", &self.exhaustive_tests)
            .field("speculate", &self.speculate)
            .field("replay", &self.replay.map(<[String]>::len))
            .field("as_user", &self.as_user.map(|a| a.runs))
            .finish_non_exhaustive()
    }
}
