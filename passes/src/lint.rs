//! Hazards: counts of constructs that reductions turn into undefined behaviour most
//! often. The engine rejects, in-process, a candidate that has more of any of them than
//! the current program: a deleted initializer of a local, a `return;` or no `return` at
//! all in a non-void function, a loop that lost its start, bound or increment, a division by a
//! literal zero. This is the passes' layer of UB avoidance; the UB guard is the other.

use crate::c::{all_nodes, enclosing_function};
use crate::grammar::{field, kind};
use crate::views::returns_value;
use crate::Program;
use tree_sitter::Node;

/// Counts of hazardous constructs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hazards {
    /// Locals declared without an initializer (scalars and pointers; not arrays, not static).
    pub uninitialized_locals: usize,
    /// `return;` in a function that returns a value.
    pub valueless_returns: usize,
    /// Non-void functions (other than `main`) with no `return` of a value.
    pub missing_returns: usize,
    /// Loops whose condition is missing or always true; `for` loops whose initializer or
    /// increment does nothing.
    pub unbounded_loops: usize,
    /// Divisions or remainders by the literal 0.
    pub zero_divisions: usize,
}

impl Hazards {
    /// True if `self` has more of some hazard than `before`.
    pub fn worse_than(&self, before: &Hazards) -> bool {
        self.uninitialized_locals > before.uninitialized_locals
            || self.valueless_returns > before.valueless_returns
            || self.missing_returns > before.missing_returns
            || self.unbounded_loops > before.unbounded_loops
            || self.zero_divisions > before.zero_divisions
    }
}

/// True if evaluating `n` changes something (an assignment, `++`/`--`, a call) or `n`
/// declares something.
fn has_effect(n: Node<'_>) -> bool {
    n.kind() == kind::DECLARATION
        || crate::c::preorder(n).iter().any(|k| {
            matches!(
                k.kind(),
                kind::ASSIGNMENT_EXPRESSION | kind::UPDATE_EXPRESSION | kind::CALL_EXPRESSION
            )
        })
}

/// True if `cond` is a nonzero literal (maybe parenthesized): a loop that never ends by
/// its condition.
fn always_true(prog: &Program, cond: Node<'_>) -> bool {
    literal_value(prog, cond).is_some_and(|v| v != 0)
}

/// The value of `cond` if it is an integer literal, maybe parenthesized.
fn literal_value(prog: &Program, cond: Node<'_>) -> Option<u128> {
    let cond = crate::c::strip_parens(cond);
    (cond.kind() == kind::NUMBER_LITERAL)
        .then(|| crate::int_literal::value(prog.node_text(cond)))
        .flatten()
}

/// A loop that lost what bounds it: a condition that is missing or always true, or, for a
/// `for`, an initializer or increment that does nothing (a counting loop that lost its
/// start value counts from whatever the variable holds, long and overflowing).
fn unbounded(prog: &Program, node: Node<'_>) -> bool {
    let f = |name: &str| node.child_by_field_name(name);
    let cond_bad = f(field::CONDITION).is_none_or(|c| always_true(prog, c));
    if node.kind() != kind::FOR_STATEMENT {
        return cond_bad;
    }
    if f(field::CONDITION).and_then(|c| literal_value(prog, c)) == Some(0) {
        return false; // never runs: neither its body nor its increment
    }
    cond_bad
        || !f(field::INITIALIZER).is_some_and(has_effect)
        || !f(field::UPDATE).is_some_and(has_effect)
}

/// Count the hazards of `prog`.
pub fn hazards(prog: &Program) -> Hazards {
    let mut h = Hazards::default();
    for node in all_nodes(prog) {
        match node.kind() {
            kind::DECLARATION if enclosing_function(node).is_some() => {
                let is_static = crate::c::storage_classes(prog, node)
                    .iter()
                    .any(|s| matches!(*s, "static" | "extern"));
                if is_static {
                    continue;
                }
                let mut c = node.walk();
                for d in node.children_by_field_name(field::DECLARATOR, &mut c) {
                    if matches!(d.kind(), kind::IDENTIFIER | kind::POINTER_DECLARATOR) {
                        h.uninitialized_locals += 1;
                    }
                }
            }
            kind::RETURN_STATEMENT
                if node.named_child_count() == 0
                    && enclosing_function(node).is_some_and(|f| returns_value(prog, f)) =>
            {
                h.valueless_returns += 1;
            }
            kind::FUNCTION_DEFINITION => {
                let name = node
                    .child_by_field_name(field::DECLARATOR)
                    .and_then(crate::c::declarator_name)
                    .map(|n| prog.node_text(n));
                if name != Some("main") && returns_value(prog, node) {
                    let has_return = crate::c::preorder(node)
                        .iter()
                        .any(|n| n.kind() == kind::RETURN_STATEMENT && n.named_child_count() > 0);
                    if !has_return {
                        h.missing_returns += 1;
                    }
                }
            }
            kind::FOR_STATEMENT | kind::WHILE_STATEMENT | kind::DO_STATEMENT
                if unbounded(prog, node) =>
            {
                h.unbounded_loops += 1;
            }
            kind::BINARY_EXPRESSION => {
                let div = node
                    .child_by_field_name(field::OPERATOR)
                    .is_some_and(|o| matches!(o.kind(), "/" | "%"));
                let zero = node
                    .child_by_field_name(field::RIGHT)
                    .is_some_and(|r| literal_value(prog, r) == Some(0));
                if div && zero {
                    h.zero_divisions += 1;
                }
            }
            _ => {}
        }
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hz(s: &str) -> Hazards {
        hazards(&Program::new(s))
    }

    #[test]
    fn counts_each_hazard() {
        assert_eq!(
            hz("void f(void) { int a = 1; static int s; int b[3]; }"),
            Hazards::default()
        );
        assert_eq!(hz("void f(void) { int a, *p; }").uninitialized_locals, 2);
        assert_eq!(
            hz("int f(void) { if (1) return; return 2; }").valueless_returns,
            1
        );
        assert_eq!(
            hz("int f(void) { } void g(void) { } int main(void) { }").missing_returns,
            1
        );
        assert_eq!(
            hz("void f(int i) { for (i = 0; i < 3; i++) ; for (i = 0; ; i++) ; for (;i;) ; }")
                .unbounded_loops,
            2
        );
        // A loop that lost its start value, its bound or its increment's effect.
        for src in [
            "void f(int i) { for (; i < 3; i++) ; }",
            "void f(int i) { for (0; i < 3; i++) ; }",
            "void f(int i) { for (i = 0; (1); i++) ; }",
            "void f(int i) { for (i = 0; i < 3; 0) ; }",
            "void f(int i) { while (1) i++; }",
            "void f(int i) { do i++; while (7); }",
        ] {
            assert_eq!(hz(src).unbounded_loops, 1, "{src}");
        }
        for src in [
            "void f(int i) { for (int j = 0; j < 3; j++) ; }",
            "void f(int i) { for (i = 0; i < 3; i += 1) ; while (i) i--; }",
            "void f(int i) { for (i = 0; 0; i++) ; for (; 0; 0) ; }",
        ] {
            assert_eq!(hz(src).unbounded_loops, 0, "{src}");
        }
        assert_eq!(
            hz("int f(int x) { return x / 0 + x % 00 + x / 2 + x / ((0u)); }").zero_divisions,
            3
        );
    }

    #[test]
    fn worse_means_more_of_something() {
        let a = hz("int f(int x) { int y = x; return y; }");
        let b = hz("int f(int x) { int y; return y; }");
        assert!(b.worse_than(&a));
        assert!(!a.worse_than(&b));
    }
}
