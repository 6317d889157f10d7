//! Property test: no pass changes an integer literal's type. Programs full of literals
//! of every form (decimal, octal, hex; every suffix) go through every pass; wherever a
//! candidate replaces a literal by a literal, both have the same C type, and every
//! literal a pass writes is a valid one (it has a type at all).

use creduce_passes::int_literal::{self, IntType};
use creduce_passes::{all_passes, Cursor, Program};
use proptest::prelude::*;

/// One literal: a value, a base and a suffix; spelled only if C gives it a type.
fn literal() -> impl Strategy<Value = String> {
    (
        prop_oneof![
            0u64..4,
            0u64..300,
            Just(i32::MAX as u64),
            Just(1 << 31),
            Just(u32::MAX as u64),
            Just(i64::MAX as u64),
            Just(u64::MAX),
            any::<u64>()
        ],
        prop::sample::select(vec![8u32, 10, 16]),
        prop::sample::select(vec!["", "u", "U", "l", "L", "ul", "LU", "ll", "ULL"]),
    )
        .prop_map(|(v, radix, suffix)| {
            let digits = match radix {
                8 if v > 0 => format!("0{v:o}"),
                16 => format!("0x{v:x}"),
                _ => v.to_string(),
            };
            let text = format!("{digits}{suffix}");
            if int_literal::type_of(&text).is_some() {
                text
            } else {
                format!("{digits}ULL")
            }
        })
}

fn operator() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "<", "==",
    ])
}

/// A small program whose expressions mix literals and variables.
fn program() -> impl Strategy<Value = String> {
    (
        prop::collection::vec(literal(), 8),
        prop::collection::vec(operator(), 4),
    )
        .prop_map(|(l, o)| {
            format!(
                "unsigned long g = {};\nlong h = {} {} {};\n\
                 int f(int p) {{ long a = {} {} {}; a = a {} p; return (int)(a {} {}) + ({}); }}\n\
                 int main(void) {{ int v[3] = {{{}, 1, 2}}; return f(v[0]) & 1; }}\n",
                l[0], l[1], o[0], l[2], l[3], o[1], l[4], o[2], o[3], l[5], l[6], l[7]
            )
        })
}

fn check(src: &str) -> Result<(), TestCaseError> {
    let prog = Program::new(src);
    // The local exhaustive search only deletes (and reparses every pair it proposes):
    // it writes no literal to check.
    for pass in all_passes().into_iter().filter(|p| !p.after_stall()) {
        let mut cursor = Cursor::START;
        for _ in 0..6 {
            let batch = pass.candidates(&prog, cursor, 64);
            let Some(last) = batch.last() else { break };
            for c in &batch {
                for r in c.edit.replacements() {
                    let new = r.text.trim();
                    if int_literal::parse(new).is_none() {
                        continue;
                    }
                    let new_type = int_literal::type_of(new);
                    prop_assert!(
                        new_type.is_some(),
                        "{} wrote `{}`, which has no type",
                        pass.name(),
                        new
                    );
                    let old = src[r.range.clone()].trim();
                    if let Some(old_type) = int_literal::parse(old).and_then(|l| l.c_type()) {
                        prop_assert_eq!(
                            new_type,
                            Some(old_type),
                            "{}: `{}` -> `{}`",
                            pass.name(),
                            old,
                            new
                        );
                    }
                }
            }
            cursor = last.cursor.next();
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn no_pass_changes_a_literal_type(src in program()) {
        check(&src)?;
    }
}

/// The regression the property stands for: `0xFFFFFFFF` (an `unsigned int`) and
/// `18446744073709551615UL` lose neither their suffix nor their unsignedness.
#[test]
fn wide_unsigned_literals_keep_their_type() {
    let src = "unsigned long a = 18446744073709551615UL; unsigned b = 0xFFFFFFFF; \
               int main(void) { return (a <= 0) + (b > 1); }";
    check(src).unwrap();
    assert_eq!(
        int_literal::type_of("0xFFFFFFFF"),
        Some(IntType::UInt),
        "the premise of this test"
    );
}
