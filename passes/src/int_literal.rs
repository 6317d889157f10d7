//! C integer literals: their value, their type, and how to spell a value with a given
//! type. Every pass that writes an integer literal goes through [`spell`], so a
//! reduction never changes a literal's type (C11 6.4.4.1, LP64: `int` is 32 bits,
//! `long` and `long long` 64).
//!
//! A decimal literal without a suffix is never unsigned; a hexadecimal or octal one may
//! be. `4294967295` is a `long`, `0xffffffff` an `unsigned int`; `18446744073709551615`
//! fits no signed type and is not a valid literal at all (gcc: "integer constant is so
//! large that it is unsigned").

/// The integer types a literal can have on LP64.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum IntType {
    /// `int`
    Int,
    /// `unsigned int`
    UInt,
    /// `long`
    Long,
    /// `unsigned long`
    ULong,
    /// `long long`
    LongLong,
    /// `unsigned long long`
    ULongLong,
}

impl IntType {
    /// Every type, in rank order.
    pub const ALL: [IntType; 6] = [
        IntType::Int,
        IntType::UInt,
        IntType::Long,
        IntType::ULong,
        IntType::LongLong,
        IntType::ULongLong,
    ];

    /// The largest value of the type.
    pub fn max_value(self) -> u128 {
        match self {
            IntType::Int => i32::MAX as u128,
            IntType::UInt => u32::MAX as u128,
            IntType::Long | IntType::LongLong => i64::MAX as u128,
            IntType::ULong | IntType::ULongLong => u64::MAX as u128,
        }
    }

    /// True for the unsigned types.
    pub fn unsigned(self) -> bool {
        matches!(self, IntType::UInt | IntType::ULong | IntType::ULongLong)
    }

    /// The same type among C's arithmetic types ([`crate::ctype::Ty`]).
    pub fn ty(self) -> crate::ctype::Ty {
        use crate::ctype::Ty;
        match self {
            IntType::Int => Ty::Int,
            IntType::UInt => Ty::UInt,
            IntType::Long => Ty::Long,
            IntType::ULong => Ty::ULong,
            IntType::LongLong => Ty::LLong,
            IntType::ULongLong => Ty::ULLong,
        }
    }

    /// The C spelling of the type.
    pub fn c_name(self) -> &'static str {
        match self {
            IntType::Int => "int",
            IntType::UInt => "unsigned int",
            IntType::Long => "long",
            IntType::ULong => "unsigned long",
            IntType::LongLong => "long long",
            IntType::ULongLong => "unsigned long long",
        }
    }
}

/// A literal's suffix: `u`, and `l` or `ll`, in either order and case.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Suffix {
    /// `u` or `U`.
    pub unsigned: bool,
    /// 0, 1 (`l`) or 2 (`ll`).
    pub longs: u8,
}

/// An integer literal, read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntLiteral {
    /// Its value.
    pub value: u128,
    /// True for a decimal literal (hexadecimal, octal and binary ones may be unsigned
    /// without a suffix).
    pub decimal: bool,
    /// Its suffix.
    pub suffix: Suffix,
}

/// The suffix at the end of `text` and the text before it; `None` for a malformed
/// suffix (`lL`, `uu`).
fn split_suffix(text: &str) -> Option<(&str, Suffix)> {
    let body = text.trim_end_matches(['u', 'U', 'l', 'L']);
    let tail = &text[body.len()..];
    let unsigned = tail.matches(['u', 'U']).count();
    let longs = tail.replace(['u', 'U'], "");
    let longs = match longs.as_str() {
        "" => 0,
        "l" | "L" => 1,
        "ll" | "LL" => 2,
        _ => return None,
    };
    // `lul` is not a suffix: the `u` is at one end.
    let u_inside = tail.len() > 1
        && tail[1..tail.len() - 1]
            .chars()
            .any(|c| c == 'u' || c == 'U');
    if unsigned > 1 || u_inside {
        return None;
    }
    Some((
        body,
        Suffix {
            unsigned: unsigned == 1,
            longs,
        },
    ))
}

/// Read an integer literal (decimal, hex, octal, binary; any suffix); `None` for
/// anything else (floating constants, digit separators, malformed suffixes).
pub fn parse(text: &str) -> Option<IntLiteral> {
    let (body, suffix) = split_suffix(text)?;
    let (digits, radix) =
        if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
            (h, 16)
        } else if let Some(b) = body.strip_prefix("0b").or_else(|| body.strip_prefix("0B")) {
            (b, 2)
        } else if body.len() > 1 && body.starts_with('0') {
            (&body[1..], 8)
        } else {
            (body, 10)
        };
    let value = if digits.is_empty() {
        if body == "0" {
            0
        } else {
            return None;
        }
    } else if digits.starts_with(['+', '-']) {
        return None;
    } else {
        u128::from_str_radix(digits, radix).ok()?
    };
    Some(IntLiteral {
        value,
        decimal: radix == 10,
        suffix,
    })
}

/// The value of an integer literal, whatever its type.
pub fn value(text: &str) -> Option<u128> {
    parse(text).map(|l| l.value)
}

/// The type of an integer literal; `None` if it is not one, or if its value fits no
/// type its form allows (a constraint violation, whatever a compiler makes of it).
pub fn type_of(text: &str) -> Option<IntType> {
    parse(text)?.c_type()
}

impl IntLiteral {
    /// The literal's type: the first of the list its form allows that holds the value.
    pub fn c_type(&self) -> Option<IntType> {
        use IntType::*;
        let list: &[IntType] = match (self.suffix.unsigned, self.suffix.longs, self.decimal) {
            (false, 0, true) => &[Int, Long, LongLong],
            (false, 0, false) => &[Int, UInt, Long, ULong, LongLong, ULongLong],
            (true, 0, _) => &[UInt, ULong, ULongLong],
            (false, 1, true) => &[Long, LongLong],
            (false, 1, false) => &[Long, ULong, LongLong, ULongLong],
            (true, 1, _) => &[ULong, ULongLong],
            (false, _, true) => &[LongLong],
            (false, _, false) => &[LongLong, ULongLong],
            (true, _, _) => &[ULongLong],
        };
        list.iter().copied().find(|t| self.value <= t.max_value())
    }
}

/// The decimal literal with value `value` and type `ty`, its suffix naming the type
/// (none for `int`): `5L`, `3000000000L`, `18446744073709551615UL`. Explicit rather than
/// shortest, so a reader (and a compiler with its own literal bugs) sees the type.
/// `None` if no literal has both (a value over the type's maximum).
pub fn spell(value: u128, ty: IntType) -> Option<String> {
    let suffix = match ty {
        IntType::Int => "",
        IntType::UInt => "u",
        IntType::Long => "L",
        IntType::ULong => "UL",
        IntType::LongLong => "LL",
        IntType::ULongLong => "ULL",
    };
    let text = format!("{value}{suffix}");
    (type_of(&text) == Some(ty)).then_some(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use IntType::*;

    #[test]
    fn reads_values() {
        assert_eq!(value("0x1fUL"), Some(31));
        assert_eq!(value("017"), Some(15));
        assert_eq!(value("0"), Some(0));
        assert_eq!(value("0u"), Some(0));
        assert_eq!(value("42u"), Some(42));
        assert_eq!(value("0b101"), Some(5));
        assert_eq!(value("1.5"), None);
        assert_eq!(value("0x"), None);
        assert_eq!(value("09"), None);
        assert_eq!(value("1lL"), None);
        assert_eq!(value("1lul"), None);
        assert_eq!(value("1uu"), None);
    }

    #[test]
    fn types_follow_c11() {
        for (text, ty) in [
            ("5", Some(Int)),
            ("2147483647", Some(Int)),
            ("2147483648", Some(Long)),
            ("0x7fffffff", Some(Int)),
            ("0x80000000", Some(UInt)),
            ("4294967295", Some(Long)),
            ("0xffffffff", Some(UInt)),
            ("037777777777", Some(UInt)),
            ("0x100000000", Some(Long)),
            ("0xffffffffffffffff", Some(ULong)),
            ("18446744073709551615", None),
            ("18446744073709551615u", Some(ULong)),
            ("18446744073709551615UL", Some(ULong)),
            ("5L", Some(Long)),
            ("5lu", Some(ULong)),
            ("5Ul", Some(ULong)),
            ("5ll", Some(LongLong)),
            ("0xffffffffffffffffll", Some(ULongLong)),
            ("9223372036854775808LL", None),
            ("5uLL", Some(ULongLong)),
            ("5u", Some(UInt)),
            ("4294967296u", Some(ULong)),
            ("340282366920938463463374607431768211455", None),
        ] {
            assert_eq!(type_of(text), ty, "{text}");
        }
    }

    #[test]
    fn spells_the_shortest_literal_of_a_type() {
        assert_eq!(spell(5, Int).as_deref(), Some("5"));
        assert_eq!(spell(5, UInt).as_deref(), Some("5u"));
        assert_eq!(spell(5, Long).as_deref(), Some("5L"));
        assert_eq!(spell(3_000_000_000, Long).as_deref(), Some("3000000000L"));
        assert_eq!(spell(3_000_000_000, UInt).as_deref(), Some("3000000000u"));
        assert_eq!(spell(5_000_000_000, UInt), None);
        assert_eq!(spell(5, ULong).as_deref(), Some("5UL"));
        assert_eq!(spell(5, LongLong).as_deref(), Some("5LL"));
        assert_eq!(spell(5, ULongLong).as_deref(), Some("5ULL"));
        assert_eq!(
            spell(u64::MAX as u128, ULong).as_deref(),
            Some("18446744073709551615UL")
        );
        assert_eq!(spell(1 << 31, Int), None);
        assert_eq!(spell(u64::MAX as u128, Long), None);
    }

    fn any_type() -> impl Strategy<Value = IntType> {
        prop::sample::select(IntType::ALL.to_vec())
    }

    proptest! {
        /// A spelled literal reads back with the value and the type asked for.
        #[test]
        fn spelling_round_trips(v in any::<u64>(), ty in any_type()) {
            let v = v as u128;
            match spell(v, ty) {
                Some(t) => {
                    let lit = parse(&t).unwrap();
                    prop_assert_eq!(lit.value, v);
                    prop_assert_eq!(lit.c_type(), Some(ty));
                }
                None => prop_assert!(v > ty.max_value()),
            }
        }

        /// Any literal of any form reads back its value, and its type holds the value.
        #[test]
        fn any_form_reads_back(
            v in any::<u64>(),
            radix in prop::sample::select(vec![8u32, 10, 16]),
            suffix in prop::sample::select(vec!["", "u", "U", "l", "L", "ul", "LU", "ll", "ULL", "llu"]),
        ) {
            let digits = match radix {
                8 => format!("0{v:o}"),
                16 => format!("0x{v:x}"),
                _ => v.to_string(),
            };
            let lit = parse(&format!("{digits}{suffix}")).unwrap();
            prop_assert_eq!(lit.value, v as u128);
            if let Some(ty) = lit.c_type() {
                prop_assert!(lit.value <= ty.max_value());
                prop_assert!(!ty.unsigned() || radix != 10 || suffix.to_lowercase().contains('u'));
            }
        }
    }
}
