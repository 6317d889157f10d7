//! Shrink a literal inside a constant check and recompute the constant it is checked
//! against: `-9436L >> 1UL != -4718L` becomes `-1L >> 1UL != -1L`, one candidate with
//! both edits. Alone, either edit makes the check fail on every compiler (the reference
//! included), so neither `shrink_literals` nor a coupled search finds it; together they
//! keep the check's outcome and the operations the bug lives in, with smaller values.
//! Self-checking programs (Nagai's `if (E != C) printf("NG t4")`, Csmith's checksums
//! folded to constants) end at the same small values from different originals, so two
//! reductions of one bug more often end at one program.
//!
//! A check is a comparison (`==`, `!=`, `<`, `<=`, `>`, `>=`), a difference or a `^`
//! (zero or not in a condition; elsewhere its value is kept whole), one of whose sides
//! is an integer literal (signed, in parentheses or not)
//! and the other a constant expression of integer literals, operators and casts to
//! integer types. Values are C's on LP64 ([`crate::constant`]): an operation C leaves
//! undefined (overflow, a shift out of range, division by zero) is no candidate. The
//! new constant keeps the old one's type and makes the whole check as true or as false
//! as before; every literal keeps its type ([`crate::int_literal::spell`]).

use crate::c::nodes_of_kind;
use crate::constant::{in_preprocessor_condition, spelled, value};
use crate::ctype::{self, Value};
use crate::grammar::{field, kind};
use crate::int_literal;
use crate::literals::respelled;
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Edit, Pass, Program, Replacement};
use tree_sitter::Node;

/// Shrink literals inside constant checks, recomputing the constant checked against.
#[derive(Debug, Default)]
pub(crate) struct ShrinkCheckedLiterals;

impl Pass for ShrinkCheckedLiterals {
    fn name(&self) -> &'static str {
        "shrink_checked_literals"
    }

    fn description(&self) -> &'static str {
        "shrink a literal inside a constant check (`-9436L >> 1UL != -4718L`) and recompute the constant it is checked against (`-1L >> 1UL != -1L`)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        for node in nodes_of_kind(prog, kind::BINARY_EXPRESSION) {
            if !in_preprocessor_condition(node) {
                checks_at(prog, node, &mut list);
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The operators whose two sides a check compares.
const CHECKS: &[&str] = &["==", "!=", "<", "<=", ">", ">=", "-", "^"];

/// The sites of the check `root`, if it is one: for each side that is a literal and an
/// other side that is constant, each literal of the other side shrunk, with the
/// literal side recomputed.
fn checks_at(prog: &Program, root: Node<'_>, list: &mut Vec<Site>) {
    let f = |n: &str| root.child_by_field_name(n);
    let (Some(l), Some(r), Some(op)) = (f(field::LEFT), f(field::RIGHT), f(field::OPERATOR)) else {
        return;
    };
    let op = op.kind();
    if !CHECKS.contains(&op) {
        return;
    }
    let Some(truth) = value(prog, root, &[]) else {
        return;
    };
    for (constant, expr, constant_left) in [(r, l, false), (l, r, true)] {
        let Some(c) = literal_side(prog, constant) else {
            continue;
        };
        let mut leaves = Vec::new();
        collect_literals(expr, &mut leaves);
        for leaf in leaves {
            let text = prog.node_text(leaf);
            for alt in respelled(text, false, ladder) {
                let Some(e) = value(prog, expr, &[(leaf, &alt)]) else {
                    continue;
                };
                let Some(spelled) = recompute(op, e, c, constant_left, truth) else {
                    continue;
                };
                // Progress: the values' magnitudes shrink, so the pass ends.
                let before = magnitude(text) + magnitude(prog.node_text(constant));
                let after = magnitude(&alt) + magnitude(&spelled);
                if after >= before {
                    continue;
                }
                // One replacement of the whole check, so that the sites of one check,
                // and of a check nested in another, overlap: each keeps its check's
                // truth only when nothing else in it changes, and one candidate never
                // holds two of them.
                let start = root.start_byte();
                let local = |range: std::ops::Range<usize>, text: &str| {
                    let r = Replacement::spaced(prog.text(), range, text);
                    Replacement {
                        range: r.range.start - start..r.range.end - start,
                        text: r.text,
                    }
                };
                let Some(new) = Edit::new(vec![
                    local(leaf.byte_range(), &alt),
                    local(constant.byte_range(), &spelled),
                ])
                .ok()
                .and_then(|e| e.apply(prog.node_text(root))) else {
                    continue;
                };
                list.push(Site::replace(
                    root.byte_range(),
                    new,
                    format!(
                        "`{text}` -> {alt}, `{}` -> {spelled}",
                        prog.node_text(constant)
                    ),
                ));
            }
        }
    }
}

/// The magnitudes a literal of magnitude `v` is tried with after 0: 1, then `v`
/// divided by 2^60 down to 2^1, biggest steps first. The first that keeps the bug wins,
/// so one pass over a literal finds about the smallest power-of-two fraction that
/// does: a threshold the bug needs (`x / (1u << 30)` must stay above 0) is reached in
/// a dozen tests, not one halving per round (a round whose edits leave the program
/// no smaller ends the reduction).
fn ladder(v: u128) -> Vec<u128> {
    let mut out = vec![1];
    for shift in [60, 48, 40, 32, 24, 20, 16, 12, 10, 8, 6, 5, 4, 3, 2, 1] {
        let a = v >> shift;
        if a > 1 && !out.contains(&a) {
            out.push(a);
        }
    }
    out
}

/// `n` as a literal side: a number literal (tree-sitter reads `-4718L` as one), `-`
/// before one, or either in parentheses; its type and value.
fn literal_side(prog: &Program, n: Node<'_>) -> Option<Value> {
    let is_side = match n.kind() {
        kind::PARENTHESIZED_EXPRESSION | kind::UNARY_EXPRESSION => {
            let op = n.child_by_field_name(field::OPERATOR).map(|o| o.kind());
            let inner = n.named_child(n.named_child_count().checked_sub(1)?)?;
            (n.kind() == kind::PARENTHESIZED_EXPRESSION || op == Some("-"))
                && inner.kind() == kind::NUMBER_LITERAL
        }
        kind::NUMBER_LITERAL => true,
        _ => false,
    };
    if is_side {
        value(prog, n, &[])
    } else {
        None
    }
}

/// The magnitude of a literal side's text, its sign and parentheses left out (0 for
/// anything else).
fn magnitude(text: &str) -> u128 {
    let m: String = text
        .chars()
        .filter(|c| !matches!(c, '(' | ')' | '-' | '+') && !c.is_whitespace())
        .collect();
    int_literal::parse(&m).map_or(0, |l| l.value)
}

/// A new literal side for the other side's new value `e`: of the old side's type `c`,
/// such that the check's value stays `truth`. Its text.
fn recompute(
    op: &str,
    e: Value,
    (ty, _): Value,
    constant_left: bool,
    truth: Value,
) -> Option<String> {
    // The value itself first (what an equality needs), then its neighbours (what an
    // ordering may).
    [e.1, e.1 - 1, e.1 + 1].into_iter().find_map(|want| {
        let want = if ty.signed() { want } else { ty.wrap(want) };
        if !ty.holds(want) {
            return None;
        }
        let v = (ty, want);
        let check = if constant_left {
            ctype::binary(op, v, e)
        } else {
            ctype::binary(op, e, v)
        };
        (check == Some(truth)).then(|| spelled(v)).flatten()
    })
}

/// The number literals of a constant expression, in document order.
fn collect_literals<'t>(n: Node<'t>, out: &mut Vec<Node<'t>>) {
    if n.kind() == kind::NUMBER_LITERAL {
        out.push(n);
        return;
    }
    let mut cur = n.walk();
    for c in n.named_children(&mut cur) {
        collect_literals(c, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    fn first(src: &str) -> String {
        outputs(&ShrinkCheckedLiterals, src)
            .into_iter()
            .next()
            .unwrap_or_default()
    }

    #[test]
    fn shrinks_a_literal_and_recomputes_what_it_is_checked_against() {
        let src = "int main(void) { if (-9436L >> 1UL != -4718L) return 1; }";
        let out = outputs(&ShrinkCheckedLiterals, src);
        assert!(
            out.contains(&"int main(void) { if (0L >> 1UL != 0L) return 1; }".to_string()),
            "{out:?}"
        );
        assert!(
            out.contains(&"int main(void) { if (-1L >> 1UL != -1L) return 1; }".to_string()),
            "{out:?}"
        );
        // The shift count to 0 would make the constant bigger: the values must shrink.
        assert!(out.iter().all(|o| !o.contains("0UL")), "{out:?}");
    }

    #[test]
    fn keeps_the_constant_s_type_and_the_check_s_truth() {
        // The constant stays unsigned.
        assert_eq!(first("int x = 7u * 2 != 14u;"), "int x = 0u * 2 != 0u;");
        let out = outputs(&ShrinkCheckedLiterals, "int x = 7u * 2 != 14u;");
        assert!(
            out.contains(&"int x = 7u * 1 != 7u;".to_string()),
            "{out:?}"
        );
        // Where the difference would wrap, the constant would grow: no candidate.
        assert_eq!(first("int x = 5u - 3 != 2u;"), "");
        // An ordering keeps its truth: 100 > 7 stays true with a constant below.
        let out = outputs(&ShrinkCheckedLiterals, "int x = 100 / 10 > 7;");
        assert!(out.contains(&"int x = 1 / 10 > -1;".to_string()), "{out:?}");
        // A difference in a condition: zero stays zero.
        let out = outputs(&ShrinkCheckedLiterals, "int x = (6 * 7) - 42;");
        assert!(out.contains(&"int x = (0 * 7) - 0;".to_string()), "{out:?}");
    }

    #[test]
    fn leaves_what_is_not_a_constant_check_or_what_c_leaves_undefined() {
        for src in [
            // A variable: its value is unknown here.
            "int a; int x = a + 3 != 4;",
            // No literal side.
            "int x = (1 + 2) != (2 + 1);",
            // Not a check.
            "int x = 3 * 4 + 12;",
            // Floating point.
            "int x = 1.5 * 2 != 3;",
            // Plain char's signedness is the compiler's.
            "int x = (char)200 != -56;",
        ] {
            assert_eq!(
                outputs(&ShrinkCheckedLiterals, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
        // 3 << 30 overflows int: the check has no value, so no candidate.
        let out = outputs(&ShrinkCheckedLiterals, "int x = 3 << 30 != 7;");
        assert!(out.is_empty(), "{out:?}");
        let out = outputs(&ShrinkCheckedLiterals, "int x = 1 << 30 != 1073741824;");
        assert!(out.contains(&"int x = 1 << 0 != 1;".to_string()), "{out:?}");
        // A divisor shrunk to 0 is undefined: no candidate has one.
        let out = outputs(&ShrinkCheckedLiterals, "int x = 8 / 4 != 2;");
        assert!(out.iter().all(|o| !o.contains("/ 0")), "{out:?}");
        // 4 to 1 would make the constant 8: bigger than 4 and 2 together.
        assert!(!out.contains(&"int x = 8 / 1 != 8;".to_string()), "{out:?}");
    }

    #[test]
    fn big_literals_shrink_by_big_steps_first() {
        let src = "int x = 11431758512L / (265u << 30L) - 10L;";
        let out = outputs(&ShrinkCheckedLiterals, src);
        // 11431758512 >> 32 is 2 (the quotient 0), >> 3 is 1428969814 (the quotient 1):
        // one pass offers both, and the steps between, not only the half.
        for want in [
            "int x = 2L / (265u << 30L) - 0L;",
            "int x = 1428969814L / (265u << 30L) - 1L;",
            "int x = 5715879256L / (265u << 30L) - 5L;",
        ] {
            assert!(out.contains(&want.to_string()), "{want}: {out:?}");
        }
        assert_eq!(
            ladder(1 << 33),
            [
                1,
                2,
                1 << 9,
                1 << 13,
                1 << 17,
                1 << 21,
                1 << 23,
                1 << 25,
                1 << 27,
                1 << 28,
                1 << 29,
                1 << 30,
                1 << 31,
                1 << 32
            ]
        );
    }

    #[test]
    fn a_check_inside_another_changes_alone() {
        // Together, the outer site (8 to 0, 100 to -15) and the inner one (2 to 0, 16 to
        // 0) would make the true check false: no candidate holds both.
        let out = outputs(&ShrinkCheckedLiterals, "int x = ((8 * 2) - 16) < 100;");
        assert!(!out.is_empty());
        for o in &out {
            let both = o.contains("- 0)") && !o.contains("(8 * 2)") && !o.contains("< 100");
            assert!(!both, "{o}");
        }
    }

    #[test]
    fn leaves_preprocessor_conditions_alone() {
        // The preprocessor computes in intmax_t: C's rules would be wrong there.
        let src = "#if 6 * 7 != 42\n#error\n#elif 2 << 3 != 16\n#endif\nint x = 6 * 7 != 42;\n";
        let out = outputs(&ShrinkCheckedLiterals, src);
        assert!(!out.is_empty());
        for o in &out {
            assert!(
                o.starts_with("#if 6 * 7 != 42\n#error\n#elif 2 << 3 != 16\n"),
                "{o}"
            );
        }
    }

    #[test]
    fn reads_casts_to_integer_types() {
        let out = outputs(&ShrinkCheckedLiterals, "int x = (unsigned char)300 != 44;");
        assert!(
            out.contains(&"int x = (unsigned char)0 != 0;".to_string()),
            "{out:?}"
        );
    }
}
