//! Statement passes: unwrap blocks; replace `if`, loops and labels by their body; a loop
//! whose condition is `0` by its `for` initializer alone; drop `else` branches; drop the
//! value of a `return` in a `void` function ([`SimplifyStatements`]). And the braces of a
//! body that holds one statement ([`DropBraces`]).

use crate::c::{all_nodes, elements, enclosing_function};
use crate::grammar::{cpp_kind, field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
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

/// Drop the braces of a control statement's body that holds one statement (`if (a) { b(); }`
/// to `if (a) b();`), or make an empty one `;`: two tokens a body, which no deletion of
/// single tokens or lines can take, since each brace alone leaves the program broken.
/// C-Vise's balanced pass deletes such pairs by text (`curly-only`); here the tree says
/// which pairs may go: not where an `else` would then bind to another `if`, not around a
/// declaration or a `case`.
#[derive(Debug, Default)]
pub(crate) struct DropBraces;

/// True if `stmt`, or what it may become once the braces inside it are dropped too (all
/// sites may be applied together), ends with an `if` that has no `else`: an `else`
/// after it would then bind to that `if`.
fn may_end_open(stmt: Node<'_>) -> bool {
    let f = |name: &str| stmt.child_by_field_name(name);
    match stmt.kind() {
        kind::IF_STATEMENT => match f(field::ALTERNATIVE) {
            None => true,
            Some(e) => elements(e).last().is_some_and(|s| may_end_open(*s)),
        },
        kind::WHILE_STATEMENT | kind::FOR_STATEMENT | cpp_kind::FOR_RANGE_LOOP => {
            f(field::BODY).is_some_and(may_end_open)
        }
        kind::LABELED_STATEMENT | kind::ATTRIBUTED_STATEMENT => {
            elements(stmt).last().is_some_and(|s| may_end_open(*s))
        }
        kind::COMPOUND_STATEMENT => match elements(stmt).as_slice() {
            [s] => may_end_open(*s),
            _ => false,
        },
        _ => false,
    }
}

/// True if an `else` may follow `node` once braces are dropped: `node` is in the tail
/// of the `then` branch of an `if` that has an `else` (through loop bodies, labels,
/// `else` branches, `if`s without `else`, and blocks that may lose their braces too).
fn before_an_else(node: Node<'_>) -> bool {
    let mut n = node;
    while let Some(p) = n.parent() {
        let is = |name: &str| {
            p.child_by_field_name(name)
                .is_some_and(|c| c.id() == n.id())
        };
        match p.kind() {
            kind::IF_STATEMENT if is(field::CONSEQUENCE) => {
                if p.child_by_field_name(field::ALTERNATIVE).is_some() {
                    return true;
                }
            }
            kind::IF_STATEMENT | kind::ELSE_CLAUSE => {}
            kind::WHILE_STATEMENT | kind::FOR_STATEMENT | cpp_kind::FOR_RANGE_LOOP
                if is(field::BODY) => {}
            kind::LABELED_STATEMENT | kind::ATTRIBUTED_STATEMENT => {}
            kind::COMPOUND_STATEMENT if elements(p).len() == 1 => {}
            _ => return false,
        }
        n = p;
    }
    false
}

/// True if `stmt` may stand alone as a control statement's body: a statement, not a
/// declaration (C allows none there) nor a `case` (it holds the statements after it).
fn may_stand_alone(stmt: Node<'_>) -> bool {
    match stmt.kind() {
        kind::CASE_STATEMENT => false,
        kind::LABELED_STATEMENT | kind::ATTRIBUTED_STATEMENT => {
            elements(stmt).last().is_some_and(|s| may_stand_alone(*s))
        }
        k => k.ends_with("_statement") || k == cpp_kind::FOR_RANGE_LOOP,
    }
}

/// A brace deleted: nothing, or a space where the characters on either side would join
/// (`else{x;}`).
fn brace_gone(text: &str, brace: Node<'_>) -> Replacement {
    Replacement::deletion(text, brace.byte_range())
}

impl Pass for DropBraces {
    fn name(&self) -> &'static str {
        "drop_braces"
    }

    fn description(&self) -> &'static str {
        "the braces of an if/else/loop body holding one statement dropped, an empty one made `;`"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let text = prog.text();
        let mut list = Vec::new();
        for node in all_nodes(prog) {
            if node.kind() != kind::COMPOUND_STATEMENT || node.has_error() {
                continue;
            }
            let Some(parent) = node.parent() else {
                continue;
            };
            let is = |name: &str| {
                parent
                    .child_by_field_name(name)
                    .is_some_and(|c| c.id() == node.id())
            };
            let body = match parent.kind() {
                kind::IF_STATEMENT => is(field::CONSEQUENCE),
                kind::ELSE_CLAUSE => true,
                kind::WHILE_STATEMENT
                | kind::FOR_STATEMENT
                | kind::DO_STATEMENT
                | cpp_kind::FOR_RANGE_LOOP => is(field::BODY),
                _ => false,
            };
            if !body {
                continue;
            }
            // A comment stays where it is, so a block with one keeps its braces.
            let inner: Vec<Node<'_>> = node.named_children(&mut node.walk()).collect();
            match inner.as_slice() {
                [] => list.push(Site::replace(node.byte_range(), ";", "empty body -> `;`")),
                [s] if may_stand_alone(*s) && !(may_end_open(*s) && before_an_else(node)) => {
                    let (open, close) = (node.child(0), node.child(node.child_count() - 1));
                    if let (Some(o), Some(c)) = (open, close) {
                        if o.kind() == "{" && c.kind() == "}" {
                            list.push(Site {
                                reps: vec![brace_gone(text, o), brace_gone(text, c)],
                                what: "drop the braces of a one-statement body".into(),
                            });
                        }
                    }
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
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn drops_the_braces_of_one_statement_bodies() {
        let src = "void f(int a) { if (a) { a = 1; } while (a) { a--; } do { a++; } while (a); for (;;) {} }";
        let out = outputs(&DropBraces, src);
        // All at once first: every body loses its braces, the empty one becomes `;`.
        assert_eq!(
            out[0],
            "void f(int a) { if (a)  a = 1;  while (a)  a--;  do  a++;  while (a); for (;;) ; }"
        );
        // A function's body, a plain block, a body of two statements or a declaration keep
        // theirs.
        let out = outputs(
            &DropBraces,
            "void f(int a) { { a = 1; } if (a) { a = 1; a = 2; } if (a) { int b = a; } }",
        );
        assert!(out.is_empty(), "{out:?}");
    }

    #[test]
    fn keeps_braces_an_else_needs() {
        // Without the braces, `else` would bind to the inner `if`.
        let src = "void f(int a) { if (a) { if (a > 1) a = 1; } else a = 2; \
                   if (a) { while (a) if (a) a--; } else a = 3; }";
        let out = outputs(&DropBraces, src);
        assert!(out.is_empty(), "{out:?}");
        // An inner `if` with its own `else`, or an outer `if` without one, is safe.
        let src = "void f(int a) { if (a) { if (a > 1) a = 1; else a = 0; } else a = 2; \
                   if (a) { if (a) a--; } }";
        let out = outputs(&DropBraces, src);
        assert_eq!(
            out[0],
            "void f(int a) { if (a)  if (a > 1) a = 1; else a = 0;  else a = 2; \
                   if (a)  if (a) a--;  }"
        );
    }

    #[test]
    fn keeps_braces_an_else_needs_when_all_are_dropped_together() {
        // Each of these braces could go alone or with the others in a way that hands the
        // outer `else` to an inner `if`: none is offered.
        for src in [
            "void f(int a) { if (a) { while (a) { if (a > 1) a = 1; } } else a = 2; }",
            "void f(int a) { if (a) while (a) { if (a > 1) a = 1; } else a = 2; }",
            "void f(int a) { if (a) { if (a > 1) a = 1; else { if (a > 2) a = 3; } } else a = 2; }",
            "void f(int a) { if (a) { if (a > 1) a = 1; else /* c */ if (a > 2) a = 3; } else a = 2; }",
            "void f(int a) { if (a) { l: if (a > 1) a = 1; } else a = 2; }",
        ] {
            let out = outputs(&DropBraces, src);
            assert!(out.is_empty(), "{src}: {out:?}");
        }
        let out = cpp_outputs(
            &DropBraces,
            "void f(int a) { if (a) { [[likely]] if (a > 1) a = 1; } else a = 2; }",
        );
        assert!(out.is_empty(), "{out:?}");
    }

    #[test]
    fn keeps_braces_around_cases_and_declarations_and_spaces_joined_tokens() {
        // A `case` holds the statements after it; a labelled declaration is no statement.
        let out = outputs(
            &DropBraces,
            "void f(int n) { switch (n) { case 0: while (n) { case 1: n--; n--; } } \
             if (n) { l: int x; } }",
        );
        assert!(out.is_empty(), "{out:?}");
        let out = outputs(
            &DropBraces,
            "void f(int a) { if (a) a = 1; else{a = 2;} do{a++;}while(a); }",
        );
        assert_eq!(
            out[0],
            "void f(int a) { if (a) a = 1; else a = 2; do a++;while(a); }"
        );
    }

    #[test]
    fn drops_braces_in_cpp_loops_and_else() {
        let src = "void f(int *v) { for (int x : {1, 2}) { g(x); } if (v) g(0); else { g(1); } \
                   try { g(2); } catch (...) { g(3); } }";
        let out = cpp_outputs(&DropBraces, src);
        assert_eq!(
            out[0],
            "void f(int *v) { for (int x : {1, 2})  g(x);  if (v) g(0); else  g(1);  \
                   try { g(2); } catch (...) { g(3); } }"
        );
    }

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
