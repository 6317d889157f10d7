//! Pure transformations of C and C++ source text over tree-sitter-c and tree-sitter-cpp.
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
mod aggregate_to_storage;
mod arrays;
mod assignments_to_initializers;
mod body_to_file_scope;
mod c;
mod checked_literals;
mod conditionals;
mod constant;
mod copyprop;
mod cpp_classes;
mod cpp_ctor_params;
mod cpp_extern_templates;
mod cpp_member_types;
mod cpp_namespaces;
mod cpp_statements;
mod cpp_templates;
mod cpp_unwrap_classes;
pub mod ctype;
mod ddmin;
mod declarators_to_array;
mod edit;
mod expr;
pub mod expr_to_value;
mod fold;
mod functions;
mod grammar;
pub mod hazards;
mod hdd;
mod hoist_definitions;
mod increments;
mod inline;
pub mod int_literal;
mod join_angles;
mod join_declarations;
mod lang;
pub mod layout;
pub mod lexer;
mod library;
mod lines;
mod literals;
mod locals_to_globals;
mod macros;
mod members;
mod merge_into_main;
mod merge_tags;
mod merge_variables;
mod move_globals_into_functions;
mod params;
mod parens;
mod pointers;
mod pragmas;
pub mod program;
mod prune_unused;
mod remove_unused_decls;
mod rename;
mod retype_together;
mod schedule;
mod sites;
mod stmts;
mod strings;
#[cfg(test)]
mod testing;
mod token_pairs;
mod tokens;
mod type_names;
mod typename_to_class;
mod types;
mod views;
mod whitespace;

pub use c::is_reserved;
pub use edit::{Edit, EditError, Replacement};
pub use lang::Lang;
pub use layout::{layout, layout_in};
pub use lexer::{count_tokens, Token, TokenKind};
pub use program::Program;
pub use rename::canonical_names;
pub use schedule::{
    all_passes, default_schedule, default_schedule_for, pass_by_name, stall_passes_last,
    UnknownPass, CPP_FIRST,
};

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

    /// Whether the pass is a search that runs only once a round of the others left the
    /// program no smaller (the local exhaustive search), on the reduction's budget of
    /// candidates for such passes. Such passes come last in a schedule.
    fn after_stall(&self) -> bool {
        false
    }

    /// For passes that need to observe the program running: an instrumented copy of
    /// `prog` for the engine to build with the reference compiler and run.
    fn instrument(&self, _prog: &Program) -> Option<String> {
        None
    }

    /// What the pass learns from what the instrumented copy of `prog` printed on stderr
    /// (empty if it could not be built or run). The caller keeps the observation and
    /// hands it back ([`Pass::observed_candidates`], [`Pass::carry`]): the pass itself
    /// keeps no state, so the engine and the planner may ask it at once.
    fn observe(&self, _prog: &Program, _report: &str) -> Option<Observation> {
        None
    }

    /// Whether the candidates depend on an observation (`instrument`/`observe`): the
    /// engine then asks [`Pass::observed_candidates`] with the observation of the
    /// program, and never asks for candidates of a program not observed yet.
    fn observes(&self) -> bool {
        false
    }

    /// Candidates for `prog`, which `observation` was made of (a pass that does not
    /// observe ignores it).
    fn observed_candidates(
        &self,
        prog: &Program,
        _observation: &Observation,
        from: Cursor,
        limit: usize,
    ) -> Vec<Candidate> {
        self.candidates(prog, from, limit)
    }

    /// For passes that observe: the engine kept `edit`, one of this pass's candidates
    /// on `before` (the program `observation` was made of), and `after` is the result.
    /// True if the observation still holds for `after` and now stands for it (moved to
    /// its positions), so `after` need not be run; false if it must be observed anew.
    fn carry(
        &self,
        _before: &Program,
        _edit: &Edit,
        _after: &Program,
        _observation: &mut Observation,
    ) -> bool {
        false
    }
}

/// What a pass that observes the program running learned of one program text: the
/// sites whose value was the same at every evaluation, with that value as a literal.
/// A value the engine holds (and the planner reads), not state of the pass.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Observation {
    text_hash: u64,
    sites: Vec<(std::ops::Range<usize>, String)>,
}

impl Observation {
    /// An observation of `text`: each site's byte range with its value as a literal.
    pub fn new(text: &str, sites: Vec<(std::ops::Range<usize>, String)>) -> Observation {
        Observation {
            text_hash: text_hash(text),
            sites,
        }
    }

    /// Whether it was made of (or carried to) `text`.
    pub fn is_of(&self, text: &str) -> bool {
        self.text_hash == text_hash(text)
    }

    /// The sites and their values.
    pub fn sites(&self) -> &[(std::ops::Range<usize>, String)] {
        &self.sites
    }

    /// Carried to `text`, with `sites` moved to its positions.
    pub fn move_to(&mut self, text: &str, sites: Vec<(std::ops::Range<usize>, String)>) {
        self.text_hash = text_hash(text);
        self.sites = sites;
    }
}

fn text_hash(text: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}
