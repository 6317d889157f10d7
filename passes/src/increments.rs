//! `fold_increments`: an increment statement folded into the next statement's one read
//! of its variable: `a++; if (a > 2) abort();` becomes `if (++a > 2) abort();` (two
//! tokens fewer), likewise `--`, and a next statement that is a `return` or an
//! expression. The prefix form gives the read the value after the step, as the two
//! statements did.
//!
//! Only where the read is surely evaluated, once, before anything else could see the
//! variable: the next statement names the variable once, and between the read and the
//! statement only operators that evaluate every operand stand (arithmetic, comparison,
//! parentheses, a cast, a call's argument), not `&&`, `||`, `?:`, `sizeof` or a comma.
//! The read itself must be a plain operand: not the object of `.`, `->` or `[]` (`++a.m`
//! steps the member), not assigned, stepped or taken the address of. No call may stand
//! beside it (one that reads a global could see it before or after the step).

use crate::c::all_nodes;
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use tree_sitter::Node;

/// Fold `x++;` into the next statement's read of `x`.
#[derive(Debug, Default)]
pub(crate) struct FoldIncrements;

impl Pass for FoldIncrements {
    fn name(&self) -> &'static str {
        "fold_increments"
    }

    fn description(&self) -> &'static str {
        "fold `x++;` into the next statement's one read of `x`: `a++; if (a > 2) f();` -> `if (++a > 2) f();`"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let text = prog.text();
        let mut list = Vec::new();
        for block in all_nodes(prog)
            .into_iter()
            .filter(|n| n.kind() == kind::COMPOUND_STATEMENT)
        {
            let mut c = block.walk();
            let items: Vec<Node<'_>> = block
                .named_children(&mut c)
                .filter(|n| n.kind() != kind::COMMENT)
                .collect();
            for w in items.windows(2) {
                let Some((name, op)) = stepped(prog, w[0]) else {
                    continue;
                };
                let Some(scope) = evaluated_part(w[1]) else {
                    continue;
                };
                let nodes = crate::c::preorder(scope);
                let reads: Vec<Node<'_>> = nodes
                    .iter()
                    .copied()
                    .filter(|n| n.kind() == kind::IDENTIFIER && prog.node_text(*n) == name)
                    .collect();
                let [read] = reads[..] else { continue };
                // A call beside the read may see the variable (a global) before or
                // after the step: C leaves the order unspecified.
                let other_call = nodes.iter().any(|n| {
                    n.kind() == kind::CALL_EXPRESSION
                        && !(n.start_byte() <= read.start_byte() && read.end_byte() <= n.end_byte())
                });
                if other_call || !surely_read_once(read, scope) {
                    continue;
                }
                list.push(Site {
                    reps: vec![
                        Replacement::deletion(text, w[0].byte_range()),
                        Replacement::spaced(text, read.byte_range(), &format!("{op}{name}")),
                    ],
                    what: format!("fold `{}` into the next statement", prog.node_text(w[0])),
                });
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The variable and the operator (`++` or `--`) of a statement `x++;`, `++x;`, `x--;`
/// or `--x;`.
fn stepped<'t>(prog: &'t Program, stmt: Node<'_>) -> Option<(&'t str, &'t str)> {
    if stmt.kind() != kind::EXPRESSION_STATEMENT {
        return None;
    }
    let e = stmt.named_child(0)?;
    if e.kind() != kind::UPDATE_EXPRESSION {
        return None;
    }
    let arg = e.child_by_field_name(field::ARGUMENT)?;
    let op = e.child_by_field_name(field::OPERATOR)?;
    (arg.kind() == kind::IDENTIFIER).then(|| (prog.node_text(arg), prog.node_text(op)))
}

/// The part of `stmt` evaluated first and surely: an `if`'s condition, a `return`'s
/// value, an expression statement's expression.
fn evaluated_part(stmt: Node<'_>) -> Option<Node<'_>> {
    match stmt.kind() {
        kind::IF_STATEMENT => stmt.child_by_field_name(field::CONDITION),
        kind::RETURN_STATEMENT | kind::EXPRESSION_STATEMENT => stmt.named_child(0),
        _ => None,
    }
}

/// Whether `read`, inside `scope`, is a plain operand that is evaluated whenever
/// `scope` is: every node from it up to `scope` evaluates all its operands.
fn surely_read_once(read: Node<'_>, scope: Node<'_>) -> bool {
    let mut child = read;
    while child != scope {
        let Some(p) = child.parent() else {
            return false;
        };
        let ok = match p.kind() {
            kind::BINARY_EXPRESSION => p
                .child_by_field_name(field::OPERATOR)
                .is_some_and(|o| !matches!(o.kind(), "&&" | "||")),
            kind::PARENTHESIZED_EXPRESSION | kind::ARGUMENT_LIST | "condition_clause" => true,
            kind::CAST_EXPRESSION => p.child_by_field_name(field::VALUE) == Some(child),
            kind::UNARY_EXPRESSION => true,
            kind::CALL_EXPRESSION => p.child_by_field_name(field::ARGUMENTS) == Some(child),
            _ => false,
        };
        if !ok {
            return false;
        }
        child = p;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn an_increment_folds_into_the_next_read() {
        assert_eq!(
            outputs(&FoldIncrements, "void f(int a) { a++; if (a > 2) g(); }"),
            vec!["void f(int a) {  if (++a > 2) g(); }"]
        );
        assert_eq!(
            outputs(&FoldIncrements, "int f(int a) { --a; return h(a) - 1; }"),
            vec!["int f(int a) {  return h(--a) - 1; }"]
        );
        assert_eq!(
            cpp_outputs(&FoldIncrements, "void f(int a) { a--; if (a) g(); }"),
            vec!["void f(int a) {  if (--a) g(); }"]
        );
        // `x+++a` would read as `x++ + a`: a space keeps `+` a token of its own.
        assert_eq!(
            outputs(&FoldIncrements, "int f(int a, int x) { a++; return x+a; }"),
            vec!["int f(int a, int x) {  return x+ ++a; }"]
        );
    }

    #[test]
    fn what_folding_an_increment_leaves_alone() {
        for src in [
            // Read twice, not read, not the next statement.
            "void f(int a) { a++; if (a > a) g(); }",
            "void f(int a, int b) { a++; if (b) g(); }",
            "void f(int a) { a++; g(); if (a) g(); }",
            // Not surely evaluated.
            "void f(int a, int b) { a++; if (b && a) g(); }",
            "void f(int a, int b) { a++; return b ? a : 0; }",
            "int f(int a) { a++; return sizeof a; }",
            // A call beside the read.
            "int a; int f(void) { a++; return g() + a; }",
            // Not a plain operand: a member's object, stepped, assigned, its address.
            "struct S { int m; }; int f(struct S a) { a.m++; return a.m; }",
            "int f(int a) { a++; return a++; }",
            "int f(int a) { a++; a = 1; return a; }",
            "int *f(int a) { a++; return &a; }",
            // A compound step, a loop body.
            "int f(int a) { a += 2; return a; }",
            "void f(int a) { a++; while (a) g(); }",
        ] {
            assert_eq!(outputs(&FoldIncrements, src), Vec::<String>::new(), "{src}");
        }
    }
}
