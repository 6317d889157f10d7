//! Fold constant sub-expressions: an operation on integer literals becomes its value,
//! a literal of the result's type (`3u * 2` to `6u`, `1L - 2` to `-1L`), computed with
//! C's rules on LP64 ([`crate::constant`]) and only where C defines it (no overflow,
//! shift out of range or division by zero); and `x op= y` becomes `x = y`. Not in an
//! `#if` (the preprocessor computes in `intmax_t`), nor, in C++, a comparison or a
//! logical operator (its result is a `bool`).

use crate::c::all_nodes;
use crate::constant::{in_preprocessor_condition, spelled, value};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::Lang;
use crate::{Candidate, Cursor, Pass, Program, Replacement};

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
                    // In C++ a comparison or a logical operator gives a `bool`, which no
                    // integer literal spells: `auto`, overloads and deduction would see
                    // an `int`.
                    let boolean = matches!(
                        op.kind(),
                        "==" | "!=" | "<" | "<=" | ">" | ">=" | "&&" | "||"
                    );
                    if (boolean && prog.lang() == Lang::Cpp) || in_preprocessor_condition(node) {
                        continue;
                    }
                    let literals = [l, r].iter().all(|n| n.kind() == kind::NUMBER_LITERAL);
                    let Some(v) = literals.then(|| value(prog, node, &[])).flatten() else {
                        continue;
                    };
                    if let Some(v) = spelled(v) {
                        // `a -1 - 2` must not become `a --3`.
                        list.push(Site {
                            reps: vec![Replacement::spaced(prog.text(), node.byte_range(), &v)],
                            what: format!("fold `{}`", prog.node_text(node)),
                        });
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
    fn folds_to_a_literal_of_the_result_s_type() {
        for (src, want) in [
            ("int x = 1 - 2;", "int x = -1;"),
            ("int x = 3u * 2;", "int x = 6u;"),
            ("long x = -9436L >> 1UL;", "long x = -4718L;"),
            ("int x = 0 - 1u;", "int x = 4294967295u;"),
            ("int x = 1 < 2u;", "int x = 1;"),
            ("int x = 5 - -1 - 2;", "int x = 6 - 2;"),
        ] {
            assert_eq!(outputs(&FoldConstants, src)[0], want, "{src}");
        }
        // A negative result keeps apart from the operator before it.
        assert_eq!(
            outputs(&FoldConstants, "int x = 5-(1 - 2);")[0],
            "int x = 5-(-1);"
        );
        assert_eq!(
            outputs(&FoldConstants, "int a, x = a-1 - 2;"),
            Vec::<String>::new()
        );
    }

    #[test]
    fn leaves_preprocessor_conditions_and_cpp_booleans_alone() {
        let src = "#if 0 - 1u == 4294967295\n#endif\nint x = 0 - 1u;\n";
        assert_eq!(
            outputs(&FoldConstants, src),
            ["#if 0 - 1u == 4294967295\n#endif\nint x = 4294967295u;\n"]
        );
        let cpp = crate::testing::cpp_outputs(&FoldConstants, "auto x = 1 < 2; int y = 2 * 3;");
        assert_eq!(cpp, ["auto x = 1 < 2; int y = 6;"]);
    }

    #[test]
    fn refuses_what_c_leaves_undefined() {
        for src in [
            "int x = 2147483647 + 1;",
            "int x = 1 << 31;",
            "int x = -1 << 1;",
            "int x = 1 / 0;",
            "long x = -9223372036854775807L - 1;",
        ] {
            assert!(outputs(&FoldConstants, src).is_empty(), "{src}");
        }
    }
}
