//! Statement passes: unwrap blocks; replace `if`, loops and labels by their body; a loop
//! whose condition is `0` by its `for` initializer alone; drop `else` branches; drop the
//! value of a `return` in a `void` function.

use crate::c::{all_nodes, enclosing_function};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program};
use tree_sitter::Node;

/// The text inside a block's braces, or the statement's own text.
fn body_text<'a>(prog: &'a Program, stmt: Node<'_>) -> &'a str {
    let t = prog.node_text(stmt);
    if stmt.kind() == kind::COMPOUND_STATEMENT {
        let inner = t.strip_prefix('{').unwrap_or(t);
        inner.strip_suffix('}').unwrap_or(inner)
    } else {
        t
    }
}

/// True if `node` is a statement whose place allows a list of statements (so the body
/// of a block can be spliced in).
fn in_block(node: Node<'_>) -> bool {
    node.parent()
        .is_some_and(|p| matches!(p.kind(), kind::COMPOUND_STATEMENT | kind::CASE_STATEMENT))
}

/// True if the function around `node` returns `void` (not a pointer to void).
fn in_void_function(prog: &Program, node: Node<'_>) -> bool {
    enclosing_function(node).is_some_and(|f| {
        let ty = f
            .child_by_field_name(field::TYPE)
            .map(|t| prog.node_text(t));
        let direct = f
            .child_by_field_name(field::DECLARATOR)
            .is_some_and(|d| d.kind() == kind::FUNCTION_DECLARATOR);
        ty == Some("void") && direct
    })
}

/// True if `cond` is the literal `0`, maybe parenthesized.
fn is_zero(prog: &Program, cond: Node<'_>) -> bool {
    let cond = crate::c::strip_parens(cond);
    cond.kind() == kind::NUMBER_LITERAL && prog.node_text(cond) == "0"
}

/// Simplify control statements.
#[derive(Debug, Default)]
pub(crate) struct SimplifyStatements;

impl Pass for SimplifyStatements {
    fn name(&self) -> &'static str {
        "simplify_statements"
    }

    fn description(&self) -> &'static str {
        "unwrap blocks; if/for/while/do/labels to their body; drop else; `return x;` to `return;` in void functions"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        for node in all_nodes(prog) {
            let r = node.byte_range();
            let f = |name: &str| node.child_by_field_name(name);
            match node.kind() {
                kind::IF_STATEMENT if in_block(node) => {
                    if let Some(c) = f(field::CONSEQUENCE) {
                        list.push(Site::replace(
                            r.clone(),
                            body_text(prog, c),
                            "if -> then branch",
                        ));
                    }
                    if let Some(e) = f(field::ALTERNATIVE) {
                        if let Some(s) = e.named_child(0) {
                            list.push(Site::replace(
                                r.clone(),
                                body_text(prog, s),
                                "if -> else branch",
                            ));
                        }
                        list.push(Site::delete(e.byte_range(), "drop else"));
                    }
                }
                kind::WHILE_STATEMENT | kind::FOR_STATEMENT | kind::DO_STATEMENT
                    if in_block(node) =>
                {
                    // A loop whose condition is the literal 0 never runs its body: only a
                    // `for` initializer remains (this keeps the program's meaning).
                    let never = node.kind() != kind::DO_STATEMENT
                        && f(field::CONDITION).is_some_and(|c| is_zero(prog, c));
                    if never {
                        let init = f(field::INITIALIZER).map_or(String::new(), |i| {
                            let t = prog.node_text(i);
                            if i.kind() == kind::DECLARATION {
                                t.to_string()
                            } else {
                                format!("{t};")
                            }
                        });
                        list.push(Site::replace(
                            r.clone(),
                            init,
                            format!("{} that never runs -> its initializer", node.kind()),
                        ));
                    }
                    if let Some(b) = f(field::BODY) {
                        list.push(Site::replace(
                            r,
                            body_text(prog, b),
                            format!("{} -> body", node.kind()),
                        ));
                    }
                }
                kind::LABELED_STATEMENT => {
                    if let Some(s) = node.named_children(&mut node.walk()).last() {
                        list.push(Site::replace(r, prog.node_text(s), "drop label"));
                    }
                }
                kind::COMPOUND_STATEMENT if in_block(node) => {
                    list.push(Site::replace(r, body_text(prog, node), "unwrap block"));
                }
                kind::RETURN_STATEMENT
                    if node.named_child_count() > 0 && in_void_function(prog, node) =>
                {
                    list.push(Site::replace(
                        r,
                        "return;",
                        "drop return value in void function",
                    ));
                }
                _ => {}
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn unwraps_control_statements() {
        let src =
            "void f(int a) { if (a) { a = 1; } else a = 2; while (a) { a--; } { int b = a; } }";
        let out = outputs(&SimplifyStatements, src);
        assert!(
            out.contains(
                &"void f(int a) {  a = 1;  while (a) { a--; } { int b = a; } }".to_string()
            ),
            "{out:?}"
        );
        assert!(
            out.contains(
                &"void f(int a) { if (a) { a = 1; }  while (a) { a--; } { int b = a; } }"
                    .to_string()
            ),
            "{out:?}"
        );
        assert!(
            out.contains(
                &"void f(int a) { if (a) { a = 1; } else a = 2;  a--;  { int b = a; } }"
                    .to_string()
            ),
            "{out:?}"
        );
        assert!(
            out.contains(
                &"void f(int a) { if (a) { a = 1; } else a = 2; while (a) { a--; }  int b = a;  }"
                    .to_string()
            ),
            "{out:?}"
        );
    }

    #[test]
    fn loops_that_never_run_keep_only_their_initializer() {
        let src = "int g; void f(void) { for (g = 1; 0; g++) g = 2; while ((0)) g = 3; }";
        let out = outputs(&SimplifyStatements, src);
        assert!(
            out.contains(&"int g; void f(void) { g = 1; while ((0)) g = 3; }".to_string()),
            "{out:?}"
        );
        assert!(
            out.contains(&"int g; void f(void) { for (g = 1; 0; g++) g = 2;  }".to_string()),
            "{out:?}"
        );
        // A loop that runs is not dropped (only replaced by its body, another site).
        let out = outputs(
            &SimplifyStatements,
            "int g; void f(void) { for (g = 1; g; g = 0) g = 2; }",
        );
        assert!(out.iter().all(|o| o.contains("g = 2")), "{out:?}");
    }

    #[test]
    fn keeps_function_bodies_and_non_void_returns() {
        let out = outputs(
            &SimplifyStatements,
            "int g(void) { return 1; } void h(void) { return g(); }",
        );
        assert!(
            out.contains(&"int g(void) { return 1; } void h(void) { return; }".to_string()),
            "{out:?}"
        );
        assert!(out.iter().all(|o| o.contains("return 1;")), "{out:?}");
        assert!(out.iter().all(|o| o.contains("int g(void) {")), "{out:?}");
    }
}
