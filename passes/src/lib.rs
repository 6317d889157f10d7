//! Pure transformations of C source text over tree-sitter-c.
//!
//! A [`Pass`] looks at a [`Program`] (text plus its syntax tree) and proposes
//! [`Candidate`]s: each an [`Edit`] (non-overlapping byte-range replacements) with a
//! label for logs and a [`Cursor`] saying where the pass stands. Passes know nothing
//! about processes, files or threads; the engine in `creduce-rs` decides which
//! candidate is kept.
//!
//! Candidates come in order of preference. After the engine accepts a candidate it asks
//! the same pass again, on the new program, starting from that candidate's cursor, so a
//! pass resumes where it stood instead of re-proposing everything it already tried.

mod aggregate_to_scalar;
mod arrays;
mod c;
mod copyprop;
mod ddmin;
mod edit;
mod expr;
pub mod expr_to_value;
mod fold;
mod functions;
mod grammar;
pub mod hazards;
mod hdd;
mod inline;
pub mod int_literal;
pub mod layout;
pub mod lexer;
mod lines;
mod literals;
mod locals_to_globals;
mod members;
mod merge_into_main;
mod move_globals_into_functions;
mod params;
mod parens;
mod pointers;
pub mod program;
mod remove_unused_decls;
mod rename;
mod schedule;
mod sites;
mod stmts;
#[cfg(test)]
mod testing;
mod tokens;
mod type_names;
mod types;
mod views;
mod whitespace;

pub use c::is_reserved;
pub use edit::{Edit, EditError, Replacement};
pub use layout::layout;
pub use lexer::{count_tokens, Token, TokenKind};
pub use program::Program;
pub use schedule::{all_passes, default_schedule, pass_by_name, UnknownPass};

/// A pass's position in its own sequence of candidates. Ordered lexicographically; the
/// meaning of each field is the pass's own (for ddmin passes: depth, chunk level, index).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cursor(pub u32, pub u32, pub u32);

impl Cursor {
    /// The first position of every pass.
    pub const START: Cursor = Cursor(0, 0, 0);

    /// The position just after this one.
    pub fn next(self) -> Cursor {
        Cursor(self.0, self.1, self.2.saturating_add(1))
    }
}

/// One proposed change to the current program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// What to change.
    pub edit: Edit,
    /// A short human-readable description, for logs (`delete 4 items at depth 1`).
    pub label: String,
    /// Where this candidate stands in the pass's sequence.
    pub cursor: Cursor,
}

/// A reduction pass: a pure, deterministic producer of candidate edits.
///
/// Implementations must not panic on any input, must return candidates whose cursors
/// are `>= from` in increasing order, and must return at most `limit` of them. An empty
/// result means the pass has nothing more to propose from `from` on.
pub trait Pass: Send + Sync + std::fmt::Debug {
    /// The name used by `--passes` and in statistics.
    fn name(&self) -> &'static str;
    /// One line for `--list-passes`.
    fn description(&self) -> &'static str;
    /// Candidates for `prog`, starting at `from`, at most `limit`.
    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate>;

    /// For passes that need to observe the program running: an instrumented copy of
    /// `prog` for the engine to build with the reference compiler and run.
    fn instrument(&self, _prog: &Program) -> Option<String> {
        None
    }

    /// What the instrumented copy of `prog` printed on stderr (empty if it could not
    /// be built or run). Called before `candidates` on the same program.
    fn observe(&self, _prog: &Program, _report: &str) {}

    /// Whether `candidates` depends on an observation (`instrument`/`observe`): the
    /// engine then never asks for candidates of a program not observed yet.
    fn observes(&self) -> bool {
        false
    }

    /// For passes that observe: the engine kept `edit`, one of this pass's candidates
    /// on `before` (the program last observed), and `after` is the result. True if the
    /// observation of `before` still holds for `after` and now stands for it (moved to
    /// its positions), so `after` need not be run; false if it must be observed anew.
    fn carry(&self, _before: &Program, _edit: &Edit, _after: &Program) -> bool {
        false
    }
}
