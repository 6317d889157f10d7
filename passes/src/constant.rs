//! Integer constant expressions of the syntax tree: their type and value, with C's
//! rules on LP64 ([`crate::ctype`]), and a typed value written back as C. What the
//! passes that compute with constants share (`fold_constants`,
//! `shrink_checked_literals`), so they agree with each other and with the generators.

use crate::ctype::{self, Ty, Value};
use crate::grammar::{field, kind};
use crate::int_literal::{self, IntType};
use crate::Program;
use tree_sitter::Node;

/// The type and value of an integer literal's text. tree-sitter reads `-9436L` as one
/// literal: its value is the magnitude's, negated as C's unary `-` does, its type the
/// magnitude's (C has no negative literals). `None` for anything else (a float, a
/// character, a malformed suffix).
pub(crate) fn literal(text: &str) -> Option<Value> {
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

/// The type and value C gives the constant expression `n`, the number literals of
/// `over` read as their replacement text; `None` for anything that is not an integer
/// constant expression of literals, operators and casts to integer types, or where C
/// leaves it undefined (an operand C would not evaluate included).
pub(crate) fn value(prog: &Program, n: Node<'_>, over: &[(Node<'_>, &str)]) -> Option<Value> {
    let sub = |f: &str| value(prog, n.child_by_field_name(f)?, over);
    match n.kind() {
        kind::NUMBER_LITERAL => literal(
            over.iter()
                .find(|(o, _)| o.id() == n.id())
                .map_or_else(|| prog.node_text(n), |(_, t)| *t),
        ),
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

/// True when `n` is in the condition of an `#if` or `#elif`, where the preprocessor
/// computes in `intmax_t` and `uintmax_t` (C11 6.10.1p4), not in C's types: `0 - 1u ==
/// 4294967295` is false there. tree-sitter gives such conditions the nodes of ordinary
/// expressions; the constant passes leave them alone.
pub(crate) fn in_preprocessor_condition(n: Node<'_>) -> bool {
    let mut up = n.parent();
    while let Some(a) = up {
        if matches!(a.kind(), kind::PREPROC_IF | kind::PREPROC_ELIF) {
            if let Some(c) = a.child_by_field_name(field::CONDITION) {
                if c.start_byte() <= n.start_byte() && n.end_byte() <= c.end_byte() {
                    return true;
                }
            }
        }
        up = a.parent();
    }
    false
}

/// The integer type a cast's type name spells (`unsigned`, `long unsigned int`, `signed
/// char`); `None` for plain `char` (its signedness is the compiler's) and anything else.
pub(crate) fn integer_type(name: &str) -> Option<Ty> {
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

/// A literal's type among C's arithmetic types, or `None` for a type no literal has
/// (narrower than `int`, floating).
fn literal_type(ty: Ty) -> Option<IntType> {
    IntType::ALL.into_iter().find(|t| t.ty() == ty)
}

/// The value written as C: a literal of its type ([`int_literal::spell`]), `-` before
/// it when negative. `None` where no literal of the type has the magnitude (a signed
/// type's minimum) or no literal has the type.
pub(crate) fn spelled((ty, v): Value) -> Option<String> {
    let spelled = int_literal::spell(v.unsigned_abs(), literal_type(ty)?)?;
    Some(if v < 0 {
        format!("-{spelled}")
    } else {
        spelled
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_literals_with_their_sign_and_type() {
        assert_eq!(literal("-9436L"), Some((Ty::Long, -9436)));
        assert_eq!(literal("0xffffffff"), Some((Ty::UInt, u32::MAX as i128)));
        assert_eq!(literal("-1u"), Some((Ty::UInt, u32::MAX as i128)));
        assert_eq!(literal("1.5"), None);
        assert_eq!(literal("'a'"), None);
    }

    #[test]
    fn writes_values_back_with_their_type() {
        assert_eq!(spelled((Ty::Long, -1)).as_deref(), Some("-1L"));
        assert_eq!(spelled((Ty::UInt, 7)).as_deref(), Some("7u"));
        assert_eq!(spelled((Ty::Int, i32::MIN as i128)), None);
        assert_eq!(spelled((Ty::Short, 1)), None);
        for v in [(Ty::Int, -5), (Ty::ULLong, 3), (Ty::LLong, -7)] {
            assert_eq!(literal(&spelled(v).unwrap()), Some(v));
        }
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
    }
}
