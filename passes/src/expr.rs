//! Expression passes (Nagai et al.'s minimization): replace an expression by one of its
//! operands (top-down), or by a constant (`0`, then `1`), bigger expressions first, as a
//! binary search over all sites.

use crate::c::{
    all_nodes_with_parents, in_protected_position_under, is_expression, is_statement_condition,
};
use crate::grammar::{field, kind, LOOSE_EXPRESSIONS, TIGHT_CONTEXTS};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program};
use std::collections::HashSet;
use tree_sitter::Node;

/// True if `node`'s parent binds tighter than a loose expression put in `node`'s place.
fn tight_context(node: Node<'_>, parent: Option<Node<'_>>) -> bool {
    parent.is_some_and(|p| {
        TIGHT_CONTEXTS.contains(&p.kind())
            && !(p.kind() == kind::SUBSCRIPT_EXPRESSION
                && p.child_by_field_name(field::INDEX)
                    .is_some_and(|i| i.id() == node.id()))
    })
}

/// True if a cast in `node`'s place binds as tightly as its parent needs: a cast binds
/// tighter than every binary, conditional and prefix operator (`(T)x + y` is `((T)x) +
/// y`), only postfix operators, calls and `sizeof` bind tighter.
/// A cast whose type is one name alone (`(T)x`) keeps them: tree-sitter reads `(b) &&
/// c` as a cast of `&&c`, and without its parentheses `a * (b) && c` would mean `(a * b)
/// && c`.
fn cast_fits(parent: Option<Node<'_>>, cast: Node<'_>) -> bool {
    let bare_name = cast.child_by_field_name(field::TYPE).is_some_and(|t| {
        t.child_by_field_name(field::DECLARATOR).is_none()
            && t.child_by_field_name(field::TYPE)
                .is_some_and(|n| n.kind() == kind::TYPE_IDENTIFIER)
    });
    !bare_name
        && parent.is_some_and(|p| {
            matches!(
                p.kind(),
                kind::BINARY_EXPRESSION
                    | kind::CONDITIONAL_EXPRESSION
                    | kind::UNARY_EXPRESSION
                    | kind::CAST_EXPRESSION
                    | kind::POINTER_EXPRESSION
            )
        })
}

/// The text to put in `node`'s place (under `parent`) when replacing it by `with`.
fn replacement_text(
    prog: &Program,
    node: Node<'_>,
    parent: Option<Node<'_>>,
    with: Node<'_>,
) -> String {
    let t = prog.node_text(with);
    let fits = with.kind() == kind::CAST_EXPRESSION && cast_fits(parent, with);
    if LOOSE_EXPRESSIONS.contains(&with.kind()) && tight_context(node, parent) && !fits {
        format!("({t})")
    } else {
        t.to_string()
    }
}

/// The operands an expression can be replaced by, in order of preference.
fn operands(node: Node<'_>) -> Vec<Node<'_>> {
    let f = |name: &str| node.child_by_field_name(name);
    let v: Vec<Option<Node<'_>>> = match node.kind() {
        kind::BINARY_EXPRESSION => vec![f(field::LEFT), f(field::RIGHT)],
        kind::UNARY_EXPRESSION => vec![f(field::ARGUMENT)],
        kind::CAST_EXPRESSION => vec![f(field::VALUE)],
        kind::PARENTHESIZED_EXPRESSION => vec![node.named_child(0)],
        kind::CONDITIONAL_EXPRESSION => vec![f(field::CONSEQUENCE), f(field::ALTERNATIVE)],
        kind::COMMA_EXPRESSION => vec![f(field::RIGHT)],
        // `a[i]` -> `i`, `*p` / `&x` -> `p` / `x`, `s.f` -> `s`: the type changes, so
        // these mostly help scripts that do not check validity; the oracle decides.
        kind::SUBSCRIPT_EXPRESSION => vec![f(field::INDEX), f(field::ARGUMENT)],
        kind::POINTER_EXPRESSION => vec![f(field::ARGUMENT)],
        kind::FIELD_EXPRESSION => vec![f(field::ARGUMENT)],
        kind::UPDATE_EXPRESSION => vec![f(field::ARGUMENT)],
        kind::CALL_EXPRESSION => {
            let mut out = Vec::new();
            if let Some(args) = f(field::ARGUMENTS) {
                let mut c = args.walk();
                out.extend(
                    args.named_children(&mut c)
                        .filter(|a| is_expression(*a))
                        .map(Some),
                );
            }
            out
        }
        _ => Vec::new(),
    };
    v.into_iter()
        .flatten()
        .filter(|n| is_expression(*n))
        .collect()
}

/// Replace an expression by one of its operands.
#[derive(Debug, Default)]
pub(crate) struct ExprToOperand;

impl Pass for ExprToOperand {
    fn name(&self) -> &'static str {
        "expr_to_operand"
    }

    fn description(&self) -> &'static str {
        "replace an operation, cast, call or conditional by one of its operands (top-down)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        for (node, parent) in all_nodes_with_parents(prog) {
            if in_protected_position_under(node, parent) || in_paren_chain(node, parent) {
                continue;
            }
            for op in operands(node) {
                let text = replacement_text(prog, node, parent, op);
                if text == prog.node_text(node) {
                    continue; // `(a + b)` where the parentheses are needed
                }
                let what = format!("{} -> operand `{}`", node.kind(), short(prog.node_text(op)));
                list.push(Site::spaced(prog.text(), node.byte_range(), &text, what));
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// True if `node` is a pair of parentheses in a chain of them (`((x))`, either pair).
/// `remove_parens` takes such pairs by halves; here, a chunk of nested sites applies
/// only its outermost, so each test would peel one pair (a program nested 5,000 deep
/// that the test needs 20 deep of ran for minutes).
fn in_paren_chain(node: Node<'_>, parent: Option<Node<'_>>) -> bool {
    let paren = |n: Option<Node<'_>>| n.is_some_and(|n| n.kind() == kind::PARENTHESIZED_EXPRESSION);
    paren(Some(node))
        && (paren(parent) || (node.named_child_count() == 1 && paren(node.named_child(0))))
}

/// Replace an expression by `0` or `1`.
#[derive(Debug, Default)]
pub(crate) struct ExprToConstant;

/// True if `node` may become `0` or `1`. Not a literal: `1UL` -> `1` would change its
/// type, and shrinking literals, keeping their type, is `shrink_literals`' job.
/// `parent` is `node`'s ([`crate::c::all_nodes_with_parents`]).
/// `conditions` holds the ids of the parenthesized conditions of statements seen so far
/// (a walk in preorder sees them before what is inside them).
fn constant_site_ok(
    node: Node<'_>,
    parent: Option<Node<'_>>,
    prog: &Program,
    conditions: &HashSet<usize>,
) -> bool {
    if !is_expression(node)
        || in_protected_position_under(node, parent)
        || node.kind() == kind::NUMBER_LITERAL
    {
        return false;
    }
    let text = prog.node_text(node);
    if text == "0" || text == "1" {
        return false;
    }
    let Some(parent) = parent else {
        return false;
    };
    match parent.kind() {
        // A whole statement: deleting it is the statement passes' job.
        kind::EXPRESSION_STATEMENT => false,
        kind::CALL_EXPRESSION => parent
            .child_by_field_name(field::FUNCTION)
            .is_none_or(|f| f.id() != node.id()),
        // `(x)` goes to `0` whole; but a statement's condition keeps its parentheses,
        // so there what is inside them goes (`if(x)` to `if(0)`). (Not by
        // `parent.parent()`: tree-sitter finds a parent by walking down from the root,
        // along every item of a unit's top level.)
        kind::PARENTHESIZED_EXPRESSION => conditions.contains(&parent.id()),
        _ => true,
    }
}

fn is_divisor(node: Node<'_>, parent: Option<Node<'_>>) -> bool {
    parent.is_some_and(|p| {
        p.kind() == kind::BINARY_EXPRESSION
            && p.child_by_field_name(field::RIGHT)
                .is_some_and(|r| r.id() == node.id())
            && p.child_by_field_name(field::OPERATOR)
                .is_some_and(|o| matches!(o.kind(), "/" | "%"))
    })
}

impl Pass for ExprToConstant {
    fn name(&self) -> &'static str {
        "expr_to_constant"
    }

    fn description(&self) -> &'static str {
        "replace an expression by 0 or 1, big expressions first, as a binary search"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        let mut conditions = HashSet::new();
        for (node, parent) in all_nodes_with_parents(prog) {
            if is_statement_condition(node, parent) {
                conditions.insert(node.id());
            }
            if !constant_site_ok(node, parent, prog, &conditions) {
                continue;
            }
            let consts: &[&str] = if is_divisor(node, parent) {
                &["1"]
            } else {
                &["0", "1"]
            };
            for k in consts {
                let what = format!("`{}` -> {k}", short(prog.node_text(node)));
                list.push(Site::spaced(prog.text(), node.byte_range(), k, what));
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The first 40 characters of a text, on one line, for labels. It reads no further
/// than it needs: a pass labels every expression with its operand, and an expression
/// nested thousands deep holds most of the program.
pub(crate) fn short(s: &str) -> String {
    let mut one = s
        .split_whitespace()
        .enumerate()
        .flat_map(|(i, w)| (i > 0).then_some(' ').into_iter().chain(w.chars()));
    let head: String = one.by_ref().take(40).collect();
    if one.next().is_some() {
        format!("{head}...")
    } else {
        head
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    /// The parentheses of `if (x)` are the statement's: `x` may become `0`, but the
    /// condition never loses them (`if0return`), and no value touches a keyword
    /// (`returnf`, `sizeof0`).
    #[test]
    fn regression_a_condition_keeps_its_parentheses_and_a_keyword_its_space() {
        let src = "int f(int x,int y){if(x)return(y);while(y)y--;return sizeof(x);}";
        for pass in [&ExprToConstant as &dyn Pass, &ExprToOperand] {
            let outs = outputs(pass, src);
            assert!(!outs.is_empty());
            for o in &outs {
                for bad in [
                    "if0", "if1", "ifx", "while0", "whiley", "returny", "return0", "sizeof0",
                    "sizeofx",
                ] {
                    assert!(!o.contains(bad), "{}: {o}", pass.name());
                }
            }
            assert!(outs.iter().any(|o| o.contains("if(0)")) || pass.name() == "expr_to_operand");
            assert!(outs
                .iter()
                .any(|o| o.contains("return y;") || o.contains("return 0;")));
        }
    }

    #[test]
    fn a_label_is_the_first_40_characters_on_one_line() {
        assert_eq!(short("a +\n   b"), "a + b");
        let forty = "x".repeat(40);
        assert_eq!(short(&forty), forty);
        assert_eq!(short(&format!("{forty} y")), format!("{forty}..."));
        assert_eq!(
            short(&format!("{}y", "x".repeat(39))),
            format!("{}y", "x".repeat(39))
        );
        assert_eq!(short("  "), "");
    }

    #[test]
    fn replaces_by_operands() {
        let out = outputs(
            &ExprToOperand,
            "int f(int a, int b) { return safe_add(a, b * 2) + (int)b; }",
        );
        assert!(
            out.contains(&"int f(int a, int b) { return safe_add(a, b * 2); }".to_string()),
            "{out:?}"
        );
        assert!(
            out.contains(&"int f(int a, int b) { return a + (int)b; }".to_string()),
            "{out:?}"
        );
        assert!(
            out.contains(&"int f(int a, int b) { return safe_add(a, b * 2) + b; }".to_string()),
            "{out:?}"
        );
    }

    #[test]
    fn replaces_subscripts_and_dereferences_by_operands() {
        let out = outputs(
            &ExprToOperand,
            "int f(int *p, int i) { return p[i + 1] + *p; }",
        );
        assert!(
            out.contains(&"int f(int *p, int i) { return (i + 1) + *p; }".to_string()),
            "{out:?}"
        );
        assert!(
            out.contains(&"int f(int *p, int i) { return p[i + 1] + p; }".to_string()),
            "{out:?}"
        );
    }

    #[test]
    fn adds_parentheses_where_precedence_needs_them() {
        let out = outputs(&ExprToOperand, "int x = -(c ? a + 1 : b);");
        assert!(out.contains(&"int x = -(a + 1);".to_string()), "{out:?}");
        assert!(!out.contains(&"int x = -a + 1;".to_string()));
        // Parentheses around an operation go; a chain of them (`((x = 1))`) is
        // remove_parens' to take by halves, not one pair per test here.
        let out = outputs(
            &ExprToOperand,
            "int y = (((x = 1)) != 0); int z = -(a + 1);",
        );
        assert!(
            out.contains(&"int y = ((x = 1)) != 0; int z = -(a + 1);".to_string()),
            "{out:?}"
        );
        assert!(
            out.iter()
                .all(|o| o.contains("((x = 1))") || !o.contains("x = 1")),
            "{out:?}"
        );
        // `-(a + 1)` never loses the parentheses it needs.
        assert!(out.iter().all(|o| !o.contains("-a + 1")), "{out:?}");
        // A cast needs none among binary or prefix operators, and keeps them before a
        // postfix one.
        let out = outputs(
            &ExprToOperand,
            "int y = ((float)x) <= 0; int z = -((char)x); int w = ((int *)p)[1];",
        );
        assert!(
            out.contains(
                &"int y = (float)x <= 0; int z = -((char)x); int w = ((int *)p)[1];".to_string()
            ),
            "{out:?}"
        );
        assert!(
            out.contains(
                &"int y = ((float)x) <= 0; int z = -(char)x; int w = ((int *)p)[1];".to_string()
            ),
            "{out:?}"
        );
        assert!(out.iter().all(|o| !o.contains("(int *)p[1]")), "{out:?}");
        // A cast of one name may be a parenthesized name: it keeps them.
        let out = outputs(&ExprToOperand, "int r = a * ((b) && c);");
        assert!(out.iter().all(|o| !o.contains("a * (b) && c")), "{out:?}");
    }

    #[test]
    fn never_touches_increment_operands() {
        // `(*p)++` -> `*p++` would change what is incremented.
        let out = outputs(&ExprToOperand, "void f(int *p) { (*p)++; }");
        assert!(out.iter().all(|o| !o.contains("*p++")), "{out:?}");
        assert!(
            out.contains(&"void f(int *p) { (*p); }".to_string()),
            "{out:?}"
        );
    }

    #[test]
    fn constants_first_whole_then_parts() {
        let out = outputs(
            &ExprToConstant,
            "int f(int a) { int x = a * 3 + a; return x / a; }",
        );
        assert!(
            out.contains(&"int f(int a) { int x = 0; return x / a; }".to_string()),
            "{out:?}"
        );
        // A divisor never becomes 0.
        assert!(out.iter().all(|o| !o.contains("/ 0")), "{out:?}");
        assert!(out.contains(&"int f(int a) { int x = a * 3 + a; return x / 1; }".to_string()));
        // The lvalue of an assignment is kept.
        let out = outputs(&ExprToConstant, "void f(int y) { y = 5; }");
        assert!(out.iter().all(|o| o.contains("y =")), "{out:?}");
    }
}
