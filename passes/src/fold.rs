//! Fold constant sub-expressions: an operation on integer literals becomes its value
//! (computed as C's `int` would, and only when no overflow, shift out of range or
//! division by zero is involved), and `x op= y` becomes `x = y`.

use crate::c::all_nodes;
use crate::grammar::{field, kind};
use crate::int_literal::{self, IntType};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program};
use tree_sitter::Node;

/// The value of an `int`-typed literal.
fn int_operand(prog: &Program, n: Node<'_>) -> Option<i64> {
    if n.kind() != kind::NUMBER_LITERAL {
        return None;
    }
    let lit = int_literal::parse(prog.node_text(n))?;
    (lit.c_type()? == IntType::Int).then_some(lit.value as i64)
}

/// `a op b` on `int`s, or `None` where C would overflow or be undefined.
fn fold(op: &str, a: i64, b: i64) -> Option<i64> {
    let v = match op {
        "+" => a + b,
        "-" => a - b,
        "*" => a.checked_mul(b)?,
        "/" if b != 0 => a / b,
        "%" if b != 0 => a % b,
        "<<" if (0..31).contains(&b) => a.checked_shl(b as u32)?,
        ">>" if (0..31).contains(&b) => a >> b,
        "&" => a & b,
        "|" => a | b,
        "^" => a ^ b,
        "==" => (a == b) as i64,
        "!=" => (a != b) as i64,
        "<" => (a < b) as i64,
        ">" => (a > b) as i64,
        "<=" => (a <= b) as i64,
        ">=" => (a >= b) as i64,
        "&&" => (a != 0 && b != 0) as i64,
        "||" => (a != 0 || b != 0) as i64,
        _ => return None,
    };
    (0..=i32::MAX as i64).contains(&v).then_some(v)
}

/// Fold constants and simplify compound assignments.
#[derive(Debug, Default)]
pub(crate) struct FoldConstants;

impl Pass for FoldConstants {
    fn name(&self) -> &'static str {
        "fold_constants"
    }

    fn description(&self) -> &'static str {
        "fold operations on integer literals to their value; `x op= y` to `x = y`"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        for node in all_nodes(prog) {
            match node.kind() {
                kind::BINARY_EXPRESSION => {
                    let f = |n: &str| node.child_by_field_name(n);
                    let (Some(l), Some(r), Some(op)) =
                        (f(field::LEFT), f(field::RIGHT), f(field::OPERATOR))
                    else {
                        continue;
                    };
                    let (Some(a), Some(b)) = (int_operand(prog, l), int_operand(prog, r)) else {
                        continue;
                    };
                    let folded = fold(op.kind(), a, b)
                        .and_then(|v| int_literal::spell(v as u128, IntType::Int));
                    if let Some(v) = folded {
                        list.push(Site::replace(
                            node.byte_range(),
                            v,
                            format!("fold `{}`", prog.node_text(node)),
                        ));
                    }
                }
                kind::ASSIGNMENT_EXPRESSION => {
                    let Some(op) = node.child_by_field_name(field::OPERATOR) else {
                        continue;
                    };
                    if op.kind() != "=" {
                        list.push(Site::replace(
                            op.byte_range(),
                            "=",
                            format!("`{}` -> `=`", op.kind()),
                        ));
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
    use crate::testing::outputs;

    #[test]
    fn folds_int_arithmetic() {
        let out = outputs(
            &FoldConstants,
            "int x = 2 * 3; int y = 0x10 >> 2; void f(int a) { a += 1; }",
        );
        assert_eq!(out[0], "int x = 6; int y = 4; void f(int a) { a = 1; }");
    }

    #[test]
    fn refuses_what_c_leaves_undefined_or_unsigned() {
        for src in [
            "int x = 2147483647 + 1;",
            "int x = 1 << 31;",
            "int x = 1 / 0;",
            "int x = 1 - 2;",
            "int x = 3u * 2;",
        ] {
            assert!(outputs(&FoldConstants, src).is_empty(), "{src}");
        }
    }
}
