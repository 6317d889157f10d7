//! Shrink a literal inside a constant check and recompute the constant it is checked
//! against: `-9436L >> 1UL != -4718L` becomes `-1L >> 1UL != -1L`, one candidate with
//! both edits. Alone, either edit makes the check fail on every compiler (the reference
//! included), so neither `shrink_literals` nor a coupled search finds it; together they
//! keep the check's outcome and the operations the bug lives in, with smaller values.
//! Self-checking programs (Nagai's `if (E != C) printf("NG t4")`, Csmith's checksums
//! folded to constants) end at the same small values from different originals, so two
//! reductions of one bug more often end at one program.
//!
//! A check is a comparison (`==`, `!=`, `<`, `<=`, `>`, `>=`) or a difference or `^` in
//! a condition, one of whose sides is an integer literal (signed, in parentheses or not)
//! and the other a constant expression of integer literals, operators and casts to
//! integer types. Values are C's on LP64 ([`crate::ctype`]): an operation C leaves
//! undefined (overflow, a shift out of range, division by zero) is no candidate. The
//! new constant keeps the old one's type and makes the whole check as true or as false
//! as before; every literal keeps its type ([`crate::int_literal::spell`]).

use crate::c::all_nodes;
use crate::ctype::{self, Ty, Value};
use crate::grammar::{field, kind};
use crate::int_literal::{self, IntType};
use crate::literals::smaller;
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
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
        for node in all_nodes(prog) {
            if node.kind() == kind::BINARY_EXPRESSION {
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
        let Some(c) = literal(prog, constant) else {
            continue;
        };
        let mut leaves = Vec::new();
        collect_literals(expr, &mut leaves);
        for leaf in leaves {
            let text = prog.node_text(leaf);
            for alt in smaller(text, false) {
                let Some(e) = value(prog, expr, &[(leaf, &alt)]) else {
                    continue;
                };
                let Some((new_c, spelled)) = recompute(op, e, &c, constant_left, truth) else {
                    continue;
                };
                // Progress: the values' magnitudes shrink, so the pass ends.
                let before = magnitude(text) + c.magnitude;
                let after = magnitude(&alt) + new_c;
                if after >= before {
                    continue;
                }
                list.push(Site {
                    reps: vec![
                        Replacement::spaced(prog.text(), leaf.byte_range(), &alt),
                        Replacement::spaced(prog.text(), constant.byte_range(), &spelled),
                    ],
                    what: format!(
                        "`{text}` -> {alt}, `{}` -> {spelled}",
                        prog.node_text(constant)
                    ),
                });
            }
        }
    }
}

/// A literal side of a check: its type (the magnitude's), magnitude and sign.
struct Constant {
    ty: IntType,
    magnitude: u128,
    negative: bool,
}

/// `n` as a literal side: a number literal (tree-sitter reads `-4718L` as one), `-`
/// before one, or either in parentheses.
fn literal(prog: &Program, n: Node<'_>) -> Option<Constant> {
    match n.kind() {
        kind::PARENTHESIZED_EXPRESSION if n.named_child_count() == 1 => {
            literal(prog, n.named_child(0)?)
        }
        kind::UNARY_EXPRESSION => {
            let op = n.child_by_field_name(field::OPERATOR)?;
            let inner = literal(prog, n.child_by_field_name(field::ARGUMENT)?)?;
            (op.kind() == "-" && !inner.negative).then_some(Constant {
                negative: true,
                ..inner
            })
        }
        kind::NUMBER_LITERAL => {
            let text = prog.node_text(n);
            let (negative, magnitude) = match text.strip_prefix('-') {
                Some(m) => (true, m),
                None => (false, text.strip_prefix('+').unwrap_or(text)),
            };
            let lit = int_literal::parse(magnitude)?;
            Some(Constant {
                ty: lit.c_type()?,
                magnitude: lit.value,
                negative,
            })
        }
        _ => None,
    }
}

/// The magnitude of a literal's text (0 for anything else).
fn magnitude(text: &str) -> u128 {
    let m = text.trim_start_matches(['-', '+']);
    int_literal::parse(m).map_or(0, |l| l.value)
}

/// A new literal side for the other side's new value `e`: of the old one's type, such
/// that the check's value stays `truth`. Its magnitude and spelling.
fn recompute(
    op: &str,
    e: Value,
    c: &Constant,
    constant_left: bool,
    truth: Value,
) -> Option<(u128, String)> {
    let ty = c.ty.ty();
    // The value itself first (what an equality needs), then its neighbours (what an
    // ordering may).
    for want in [e.1, e.1 - 1, e.1 + 1] {
        let want = if ty.signed() { want } else { ty.wrap(want) };
        let (negative, magnitude) = (want < 0, want.unsigned_abs());
        let spelled = int_literal::spell(magnitude, c.ty)?;
        let mut v = (ty, magnitude as i128);
        if negative {
            v = ctype::unary('-', v)?;
        }
        let check = if constant_left {
            ctype::binary(op, v, e)
        } else {
            ctype::binary(op, e, v)
        };
        if check == Some(truth) {
            let text = if negative {
                format!("-{spelled}")
            } else {
                spelled
            };
            return Some((magnitude, text));
        }
    }
    None
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

/// The type and value C gives the constant expression `n`, with the literals of `over`
/// read as their replacement text; `None` for anything that is not an integer constant
/// expression of literals, operators and integer casts, or where C leaves it undefined.
fn value(prog: &Program, n: Node<'_>, over: &[(Node<'_>, &str)]) -> Option<Value> {
    let sub = |f: &str| value(prog, n.child_by_field_name(f)?, over);
    match n.kind() {
        kind::NUMBER_LITERAL => {
            let text = over
                .iter()
                .find(|(o, _)| o.id() == n.id())
                .map_or_else(|| prog.node_text(n), |(_, t)| *t);
            let (negative, magnitude) = match text.strip_prefix('-') {
                Some(m) => (true, m),
                None => (false, text.strip_prefix('+').unwrap_or(text)),
            };
            let lit = int_literal::parse(magnitude)?;
            let v = (lit.c_type()?.ty(), lit.value as i128);
            if negative {
                ctype::unary('-', v)
            } else {
                Some(v)
            }
        }
        kind::PARENTHESIZED_EXPRESSION if n.named_child_count() == 1 => {
            value(prog, n.named_child(0)?, over)
        }
        kind::UNARY_EXPRESSION => {
            let op = n.child_by_field_name(field::OPERATOR)?.kind();
            let mut chars = op.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return None;
            };
            ctype::unary(c, sub(field::ARGUMENT)?)
        }
        kind::BINARY_EXPRESSION => {
            let op = n.child_by_field_name(field::OPERATOR)?.kind();
            ctype::binary(op, sub(field::LEFT)?, sub(field::RIGHT)?)
        }
        kind::CAST_EXPRESSION => {
            let ty = integer_type(prog.node_text(n.child_by_field_name(field::TYPE)?))?;
            ctype::cast(ty, sub(field::VALUE)?)
        }
        kind::CONDITIONAL_EXPRESSION => Some(ctype::conditional(
            sub(field::CONDITION)?,
            sub(field::CONSEQUENCE)?,
            sub(field::ALTERNATIVE)?,
        )),
        _ => None,
    }
}

/// The integer type a cast's type name spells (`unsigned`, `long unsigned int`, `signed
/// char`); `None` for plain `char` (its signedness is the compiler's) and anything else.
fn integer_type(name: &str) -> Option<Ty> {
    let (mut unsigned, mut signed, mut longs, mut short, mut char, mut int) =
        (false, false, 0, false, false, false);
    for w in name.split_whitespace() {
        match w {
            "unsigned" if !unsigned && !signed => unsigned = true,
            "signed" if !unsigned && !signed => signed = true,
            "long" if longs < 2 => longs += 1,
            "short" if !short => short = true,
            "char" if !char => char = true,
            "int" if !int => int = true,
            _ => return None,
        }
    }
    let ty = match (char, short, longs) {
        (true, false, 0) if !int && signed => Ty::SChar,
        (true, false, 0) if !int && unsigned => Ty::UChar,
        (false, true, 0) => Ty::Short,
        (false, false, 0) if int || signed || unsigned => Ty::Int,
        (false, false, 1) => Ty::Long,
        (false, false, 2) => Ty::LLong,
        _ => return None,
    };
    Some(if unsigned { ty.unsigned_of() } else { ty })
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
    fn reads_casts_to_integer_types() {
        assert_eq!(integer_type("unsigned"), Some(Ty::UInt));
        assert_eq!(integer_type("long unsigned int"), Some(Ty::ULong));
        assert_eq!(integer_type("signed char"), Some(Ty::SChar));
        assert_eq!(integer_type("short"), Some(Ty::Short));
        assert_eq!(integer_type("char"), None);
        assert_eq!(integer_type("long long long"), None);
        assert_eq!(integer_type("float"), None);
        let out = outputs(&ShrinkCheckedLiterals, "int x = (unsigned char)300 != 44;");
        assert!(
            out.contains(&"int x = (unsigned char)0 != 0;".to_string()),
            "{out:?}"
        );
    }
}
