//! Redundant parentheses: around a declarator that is a bare name (`int (f)(void)`, as
//! Csmith writes its helpers) and around an expression that binds tighter than anything
//! around it can (a name, a literal, a call, a subscript, a member access, a postfix
//! `++`: `++(a)`, `((x))`). The parentheses of `if`, `while`, `switch` and `do`
//! conditions are the statement's own and stay. Where two tokens would run together
//! without them (`-(-a)`, `sizeof(x)`), a space takes their place.

use crate::c::all_nodes;
use crate::grammar::kind;
use crate::lexer::{needs_space, tokenize};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use tree_sitter::Node;

/// Expressions that need no parentheses anywhere.
const TIGHT: &[&str] = &[
    kind::IDENTIFIER,
    kind::NUMBER_LITERAL,
    kind::CHAR_LITERAL,
    kind::STRING_LITERAL,
    "concatenated_string",
    kind::PARENTHESIZED_EXPRESSION,
    kind::CALL_EXPRESSION,
    kind::SUBSCRIPT_EXPRESSION,
    kind::FIELD_EXPRESSION,
    "true",
    "false",
    "null",
];

/// Statements whose condition is a parenthesized expression of their own.
const CONDITION_OWNERS: &[&str] = &[
    kind::IF_STATEMENT,
    kind::WHILE_STATEMENT,
    kind::DO_STATEMENT,
    "switch_statement",
];

/// Remove redundant parentheses.
#[derive(Debug, Default)]
pub(crate) struct RemoveParens;

/// True if the parentheses around `node` (a parenthesized expression or declarator) can
/// go without changing what the program means.
fn redundant(node: Node<'_>) -> bool {
    let Some(inner) = node.named_child(0) else {
        return false;
    };
    if node.named_child_count() != 1 {
        return false;
    }
    match node.kind() {
        kind::PARENTHESIZED_DECLARATOR => matches!(
            inner.kind(),
            kind::IDENTIFIER | kind::FIELD_IDENTIFIER | kind::TYPE_IDENTIFIER
        ),
        kind::PARENTHESIZED_EXPRESSION => {
            let parent = node.parent().map(|p| p.kind()).unwrap_or("");
            if CONDITION_OWNERS.contains(&parent) {
                return false;
            }
            // A postfix `a++` binds tightly; a prefix `++a` does not.
            let postfix = inner.kind() == kind::UPDATE_EXPRESSION
                && inner.child(0).is_some_and(|c| c.is_named());
            TIGHT.contains(&inner.kind()) || postfix
        }
        _ => false,
    }
}

impl Pass for RemoveParens {
    fn name(&self) -> &'static str {
        "remove_parens"
    }

    fn description(&self) -> &'static str {
        "remove parentheses around a bare declarator name or a tightly binding expression"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let text = prog.text();
        let toks = tokenize(text);
        let index: std::collections::HashMap<usize, usize> = toks
            .iter()
            .enumerate()
            .map(|(i, t)| (t.range.start, i))
            .collect();
        // A paren's replacement: nothing, or a space where its neighbours would join.
        let gone = |start: usize| -> Option<Replacement> {
            let i = *index.get(&start)?;
            let tok = |j: usize| toks.get(j).map(|t| &text[t.range.clone()]);
            // Only where both neighbours touch the paren: white space on either side
            // stays and keeps them apart.
            let touching = i.checked_sub(1).is_some_and(|p| toks[p].range.end == start)
                && toks.get(i + 1).is_some_and(|n| n.range.start == start + 1);
            let joined = match (i.checked_sub(1).and_then(tok), tok(i + 1)) {
                (Some(a), Some(b)) => touching && needs_space(a, b),
                _ => false,
            };
            Some(Replacement {
                range: start..start + 1,
                text: if joined { " ".into() } else { String::new() },
            })
        };
        let mut list = Vec::new();
        for node in all_nodes(prog) {
            if !matches!(
                node.kind(),
                kind::PARENTHESIZED_EXPRESSION | kind::PARENTHESIZED_DECLARATOR
            ) || !redundant(node)
            {
                continue;
            }
            let (open, close) = (node.start_byte(), node.end_byte() - 1);
            if text.as_bytes().get(open) != Some(&b'(') || text.as_bytes().get(close) != Some(&b')')
            {
                continue;
            }
            let (Some(a), Some(b)) = (gone(open), gone(close)) else {
                continue;
            };
            list.push(Site {
                reps: vec![a, b],
                what: format!("remove the parentheses of `{}`", prog.node_text(node)),
            });
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn removes_what_binds_tightly_and_keeps_the_rest() {
        let out = outputs(
            &RemoveParens,
            "static char (f)(char si) { return (si == 1) ? ((si)) : (a[1]) + (g(2)); }",
        );
        assert_eq!(
            out[0],
            "static char f(char si) { return (si == 1) ? si : a[1] + g(2); }"
        );
        let out = outputs(
            &RemoveParens,
            "int a; void b(void) { ++(a); if (a) (a)++; }",
        );
        assert_eq!(out[0], "int a; void b(void) { ++a; if (a) a++; }");
        // Of a chain around an operation, all but the pair it needs, at once
        // (expr_to_operand leaves chains to this pass).
        let out = outputs(&RemoveParens, "int y = (((((x = 1)))) != 0);");
        assert_eq!(out[0], "int y = ((x = 1) != 0);");
        // A pointer declarator's parentheses are its meaning.
        assert!(outputs(&RemoveParens, "int (*f)(void);").is_empty());
        assert!(outputs(&RemoveParens, "int x = (1 + 2) * 3;").is_empty());
        assert!(outputs(
            &RemoveParens,
            "int f(int a) { while (a) a--; return -(-a); }"
        )
        .is_empty());
    }

    #[test]
    fn tokens_that_would_join_get_a_space() {
        let out = outputs(
            &RemoveParens,
            "int a; int b = -(-(a)); int c = sizeof(a); int f(void) { return(a); }",
        );
        assert_eq!(
            out[0],
            "int a; int b = -(-a); int c = sizeof a; int f(void) { return a; }"
        );
    }
}
