//! Value passes: shrink integer literals toward 0 and 1 (halving the magnitude step by
//! step: a binary search on the value), hex to decimal where that is shorter. A
//! negative literal (`-9436L`, one token to tree-sitter) shrinks by its magnitude and
//! may lose its sign. The literal's type never changes: `0xFFL` becomes `0L`, not `0`,
//! and a suffix goes only where the shorter spelling has the same type
//! ([`crate::int_literal::spell`]). Array sizes and bit-field widths are left alone
//! (shrinking them can put an index out of bounds), and a divisor never becomes 0.

use crate::c::all_nodes;
use crate::grammar::{field, kind};
use crate::int_literal;
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};

/// Shrink integer literals.
#[derive(Debug, Default)]
pub(crate) struct ShrinkLiterals;

impl Pass for ShrinkLiterals {
    fn name(&self) -> &'static str {
        "shrink_literals"
    }

    fn description(&self) -> &'static str {
        "shrink integer literals (a negative one by its magnitude) to 0, 1 or half their value; drop suffixes; hex to decimal"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        for node in all_nodes(prog) {
            if node.kind() != kind::NUMBER_LITERAL {
                continue;
            }
            let parent = node.parent();
            let pk = parent.map(|p| p.kind()).unwrap_or("");
            if matches!(pk, kind::ARRAY_DECLARATOR | kind::BITFIELD_CLAUSE) {
                continue;
            }
            let divisor = parent.is_some_and(|p| {
                p.kind() == kind::BINARY_EXPRESSION
                    && p.child_by_field_name(field::OPERATOR)
                        .is_some_and(|o| matches!(o.kind(), "/" | "%"))
                    && p.child_by_field_name(field::RIGHT)
                        .is_some_and(|r| r.id() == node.id())
            });
            let text = prog.node_text(node);
            for alt in smaller(text, divisor) {
                // Without its sign, a literal glued to a word before it (`return-1`, or
                // across a line splice) gets a space.
                list.push(Site {
                    reps: vec![Replacement::spaced(prog.text(), node.byte_range(), &alt)],
                    what: format!("`{text}` -> {alt}"),
                });
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// Smaller spellings of the integer literal `text`, of its type: 0 (unless it is a
/// divisor), 1, the same value shorter, half the value, and a negative one without its
/// sign. `-9436L` is one literal to tree-sitter; its value is the magnitude's, negated,
/// and its type the magnitude's (C has no negative literals). Empty for anything that
/// is not an integer literal of a type.
pub(crate) fn smaller(text: &str, divisor: bool) -> Vec<String> {
    respelled(text, divisor, |v| {
        let mut values = vec![1, v];
        if v > 1 {
            values.push(v / 2);
        }
        values
    })
}

/// The literal `text` with the magnitudes `values(magnitude)` (0 first unless it is a
/// divisor), in that order, each of the literal's type, with its sign, and a negative
/// one also without: those no longer than `text` (but 0 and 1) and no bigger.
pub(crate) fn respelled(
    text: &str,
    divisor: bool,
    values: impl Fn(u128) -> Vec<u128>,
) -> Vec<String> {
    let (sign, magnitude) = match text.split_at_checked(1) {
        Some((s @ ("-" | "+"), rest)) => (s, rest),
        _ => ("", text),
    };
    let Some(lit) = int_literal::parse(magnitude) else {
        return Vec::new();
    };
    let Some(ty) = lit.c_type() else {
        return Vec::new();
    };
    let v = lit.value;
    let mut all: Vec<u128> = Vec::new();
    if !divisor {
        all.push(0);
    }
    all.extend(values(v));
    let mut out: Vec<String> = Vec::new();
    for (keep_sign, a) in all
        .iter()
        .map(|&a| (a != 0, a))
        .chain((sign == "-" && v != 0).then_some((false, v)))
    {
        let Some(spelled) = int_literal::spell(a, ty) else {
            continue;
        };
        let alt = if keep_sign {
            format!("{sign}{spelled}")
        } else {
            spelled
        };
        if alt == text || out.contains(&alt) || a > v || (alt.len() > text.len() && a > 1) {
            continue;
        }
        out.push(alt);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn shrinks_toward_zero() {
        let out = outputs(&ShrinkLiterals, "int x = 0xFFL; int y = 100;");
        assert_eq!(out[0], "int x = 0L; int y = 0;");
        for want in [
            "int x = 255L; int y = 100;",
            "int x = 127L; int y = 100;",
            "int x = 0xFFL; int y = 50;",
        ] {
            assert!(out.contains(&want.to_string()), "{want} not in {out:?}");
        }
    }

    #[test]
    fn keeps_every_literal_type() {
        // 0xffffffff is an unsigned int, 4294967295 a long; 18446744073709551615UL has
        // no unsuffixed spelling at all.
        let out = outputs(
            &ShrinkLiterals,
            "unsigned a = 0xffffffff; unsigned long b = 18446744073709551615UL; long c = 5L;",
        );
        for o in &out {
            assert!(
                !o.contains("4294967295;") && !o.contains("18446744073709551615;"),
                "{o}"
            );
        }
        assert!(out.contains(&"unsigned a = 0u; unsigned long b = 0UL; long c = 0L;".to_string()));
        assert!(
            out.iter().any(|o| o.contains("b = 9223372036854775807UL;")),
            "{out:?}"
        );
        // A literal that is not valid C is left alone.
        assert!(outputs(&ShrinkLiterals, "unsigned long b = 18446744073709551615;").is_empty());
    }

    #[test]
    fn shrinks_a_negative_literal_s_magnitude_and_keeps_its_type() {
        // tree-sitter reads `-9436L` as one literal token.
        let out = outputs(&ShrinkLiterals, "long x = -9436L;");
        for want in [
            "long x = 0L;",
            "long x = -1L;",
            "long x = -4718L;",
            "long x = 9436L;",
        ] {
            assert!(out.contains(&want.to_string()), "{want} not in {out:?}");
        }
        assert!(out.iter().all(|o| !o.contains("-0")), "{out:?}");
        // `-2147483648` is `-(2147483648)`, a `long`: the `L` stays.
        let out = outputs(&ShrinkLiterals, "long x = -2147483648;");
        assert!(out.contains(&"long x = -1L;".to_string()), "{out:?}");
        assert!(out.iter().all(|o| !o.contains("= -1;")), "{out:?}");
        // Without its sign, a literal glued to a keyword gets a space.
        let out = outputs(&ShrinkLiterals, "int f(void) { return-7; }");
        assert!(
            out.contains(&"int f(void) { return 0; }".to_string()),
            "{out:?}"
        );
        assert!(
            out.contains(&"int f(void) { return 7; }".to_string()),
            "{out:?}"
        );
        assert!(
            out.contains(&"int f(void) { return-1; }".to_string()),
            "{out:?}"
        );
        // A line splice between them glues them too.
        let out = outputs(&ShrinkLiterals, "int f(void) { return\\\n-7; }");
        assert!(
            out.contains(&"int f(void) { return\\\n 7; }".to_string()),
            "{out:?}"
        );
    }

    #[test]
    fn leaves_array_sizes_and_divisors() {
        let out = outputs(&ShrinkLiterals, "int a[10]; int f(int x) { return x / 7; }");
        assert!(out.iter().all(|o| o.contains("a[10]")), "{out:?}");
        assert!(out.iter().all(|o| !o.contains("/ 0")), "{out:?}");
        assert!(out.contains(&"int a[10]; int f(int x) { return x / 1; }".to_string()));
    }
}
