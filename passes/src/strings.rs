//! Value pass: shrink string literals from inside, by C's lexical rules (T-Rec's
//! reduction within tokens). A literal's contents are read as units: an escape sequence
//! (`\n`, `\x1f`, `\012`), a `printf` conversion (`%d`, `%-08.3lf`, `%%`) and a single
//! character. Every unit but a conversion may go, so `"NG t4\n"` can end as `"NG"` and
//! two reductions of one bug that print different words end at one program.
//!
//! Only literals that a call to `printf`, `puts` and their kin prints: any other may be
//! read as memory, where a shorter literal is a read out of bounds. A conversion is never
//! cut nor removed: the literal may be a format, and one with a conversion less than its
//! arguments, or half a conversion, is another program (C11 7.21.6.1p2 lets extra
//! arguments go unused, but the compiler warns and the guards would reject it). Raw
//! strings and literals with a user-defined suffix are left alone.

use crate::c::all_nodes;
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program};
use std::ops::Range;

/// Shrink string literals.
#[derive(Debug, Default)]
pub(crate) struct ShrinkStrings;

impl Pass for ShrinkStrings {
    fn name(&self) -> &'static str {
        "shrink_strings"
    }

    fn description(&self) -> &'static str {
        "delete characters and escapes of string literals, never a printf conversion"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        for node in all_nodes(prog) {
            if node.kind() != kind::STRING_LITERAL || !is_printed(prog, node) {
                continue;
            }
            let text = prog.node_text(node);
            let Some(body) = body(text) else { continue };
            let start = node.start_byte() + body.start;
            // Units that may go, as byte ranges in the program.
            let units: Vec<Range<usize>> = units(&text[body])
                .into_iter()
                .filter(|u| !u.conversion)
                .map(|u| start + u.range.start..start + u.range.end)
                .collect();
            if units.is_empty() {
                continue;
            }
            // The whole literal's deletable units first (one test for the usual case),
            // then each unit alone; the binary search over sites tries them in chunks.
            let all = Site {
                reps: units
                    .iter()
                    .map(|r| crate::Replacement {
                        range: r.clone(),
                        text: String::new(),
                    })
                    .collect(),
                what: format!("{text} -> its conversions only"),
            };
            if units.len() > 1 {
                list.push(all);
            }
            for r in units {
                let what = format!("{text}: delete `{}`", &prog.text()[r.clone()]);
                list.push(Site::delete(r, what));
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The functions whose string arguments are only printed (and a format read): cutting
/// one changes what the program prints, never how much memory it reads.
const PRINTERS: &[&str] = &[
    "printf",
    "fprintf",
    "sprintf",
    "snprintf",
    "dprintf",
    "puts",
    "fputs",
    "perror",
    "__builtin_printf",
    "__builtin_puts",
    "__builtin_fprintf",
];

/// Whether a string literal is an argument of a call to one of [`PRINTERS`] (`std::`
/// or not). Any other literal may be read as memory (`memcpy(b, "abcd", 4)`, an array it
/// sizes, `sizeof`, `strlen` used as an index), where a shorter one is a read out of
/// bounds; and `#include` names, linkages and `asm` text are not data at all.
fn is_printed(prog: &Program, node: tree_sitter::Node<'_>) -> bool {
    let mut n = node;
    while let Some(p) = n.parent() {
        match p.kind() {
            "concatenated_string" => n = p,
            "argument_list" => {
                let Some(callee) = p
                    .parent()
                    .filter(|c| c.kind() == kind::CALL_EXPRESSION)
                    .and_then(|c| c.child_by_field_name(field::FUNCTION))
                else {
                    return false;
                };
                let name = prog.node_text(callee);
                let name = name.strip_prefix("std::").unwrap_or(name);
                return PRINTERS.contains(&name);
            }
            _ => return false,
        }
    }
    false
}

/// The byte range of a literal's contents between its quotes (after any `L`, `u8`, `u`
/// or `U` prefix); `None` for a raw string or a literal with a suffix.
fn body(text: &str) -> Option<Range<usize>> {
    let open = text.find('"')?;
    let prefix = &text[..open];
    if !matches!(prefix, "" | "L" | "u8" | "u" | "U") || !text.ends_with('"') {
        return None;
    }
    let close = text.len() - 1;
    (close > open).then_some(open + 1..close)
}

/// One unit of a literal's contents.
#[derive(Debug, PartialEq, Eq)]
struct Unit {
    range: Range<usize>,
    conversion: bool,
}

/// The units of a literal's contents: escapes, conversions, words (a run of letters,
/// digits and `_`, which goes whole: `"NG t4"` is `NG`, ` `, `t4`, as T-Rec splits a
/// token by the lexical rules, and costs fewer tests than one site per letter) and other
/// single characters.
fn units(s: &str) -> Vec<Unit> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let (len, conversion) = match b[i] {
            b'\\' => (escape_len(&b[i..]), false),
            b'%' => (conversion_len(&b[i..]), true),
            c if c.is_ascii_alphanumeric() || c == b'_' => (
                b[i..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
                    .count(),
                false,
            ),
            _ => (s[i..].chars().next().map_or(1, char::len_utf8), false),
        };
        let len = len.clamp(1, b.len() - i);
        out.push(Unit {
            range: i..i + len,
            conversion,
        });
        i += len;
    }
    out
}

/// The length of the escape sequence at the start of `b` (which begins with `\`).
fn escape_len(b: &[u8]) -> usize {
    let Some(&c) = b.get(1) else { return 1 };
    let run = |from: usize, max: usize, ok: fn(&u8) -> bool| {
        from + b[from..].iter().take(max).take_while(|c| ok(c)).count()
    };
    match c {
        b'0'..=b'7' => run(1, 3, |c| (b'0'..=b'7').contains(c)),
        b'x' => run(2, usize::MAX, u8::is_ascii_hexdigit),
        b'u' => run(2, 4, u8::is_ascii_hexdigit),
        b'U' => run(2, 8, u8::is_ascii_hexdigit),
        // `\` before a multi-byte character: the whole character.
        _ => {
            1 + std::str::from_utf8(&b[1..b.len().min(5)])
                .ok()
                .or_else(|| std::str::from_utf8(&b[1..2]).ok())
                .and_then(|s| s.chars().next())
                .map_or(1, char::len_utf8)
        }
    }
}

/// The length of the `printf` conversion at the start of `b` (which begins with `%`):
/// flags, width, precision and length, then the character that ends it (the conversion
/// letter, or the second `%` of `%%`). Where the literal ends first, the rest is the unit.
fn conversion_len(b: &[u8]) -> usize {
    let spec = b[1..]
        .iter()
        .take_while(|c| c.is_ascii_digit() || b"-+ #.*'$hljztL".contains(c))
        .count();
    (spec + 2).min(b.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn a_literal_loses_its_words_and_escapes_first_all_at_once() {
        // Words go whole, never a letter of one.
        let out = outputs(
            &ShrinkStrings,
            r#"int printf(const char *, ...); int main() { printf("NG t4\n"); }"#,
        );
        assert_eq!(
            out[0],
            r#"int printf(const char *, ...); int main() { printf(""); }"#
        );
        for want in [
            r#"printf("NG t4")"#,
            r#"printf(" t4\n")"#,
            r#"printf("NGt4\n")"#,
        ] {
            assert!(
                out.iter().any(|o| o.contains(want)),
                "{want} not in {out:?}"
            );
        }
        assert!(
            !out.iter()
                .any(|o| o.contains(r#""G t4"#) || o.contains(r#"t\n"#)),
            "{out:?}"
        );
    }

    #[test]
    fn conversions_are_never_cut_nor_removed() {
        let src = r#"int printf(const char *, ...); int main() { printf("x=%-08.3lf %% %d\x41\101y", 1.0, 2); }"#;
        let out = outputs(&ShrinkStrings, src);
        assert!(!out.is_empty());
        for o in &out {
            assert!(
                o.contains("%-08.3lf") && o.contains("%%") && o.contains("%d"),
                "{o}"
            );
            // An escape goes whole or stays whole.
            assert!(!o.contains(r#"\x4""#) && !o.contains(r#"\10y"#), "{o}");
        }
        assert!(
            out[0].contains(r#"printf("%-08.3lf%%%d", 1.0, 2)"#),
            "{}",
            out[0]
        );
    }

    #[test]
    fn only_printed_literals_shrink() {
        for src in [
            "#include \"a.h\"\nint x;",
            r#"int main() { __asm__("nop"); }"#,
            r#"char s[] = "abc"; int main() { return s[2]; }"#,
            r#"void *memcpy(void *, const void *, unsigned long); char b[4];
               int main() { memcpy(b, "abcd", 4); }"#,
            r#"unsigned long strlen(const char *); int main() { return strlen("ab"); }"#,
        ] {
            assert!(outputs(&ShrinkStrings, src).is_empty(), "{src}");
        }
        let cpp = r#"extern "C" int f(); int g(const char *); int main() { g(R"(ab)"); std::printf("ab"_k); std::printf(R"(ab)"); }"#;
        assert!(
            cpp_outputs(&ShrinkStrings, cpp).is_empty(),
            "{:?}",
            cpp_outputs(&ShrinkStrings, cpp)
        );
        let out = cpp_outputs(
            &ShrinkStrings,
            r#"int main() { std::printf("ab"); std::puts("c"); }"#,
        );
        assert_eq!(out[0], r#"int main() { std::printf(""); std::puts(""); }"#);
    }

    #[test]
    fn wide_and_concatenated_literals_shrink_inside_their_quotes() {
        let out = outputs(&ShrinkStrings, r#"int main() { printf(L"ab" "c"); }"#);
        assert!(
            out.contains(&r#"int main() { printf(L"" "c"); }"#.to_string()),
            "{out:?}"
        );
        assert!(
            out.contains(&r#"int main() { printf(L"ab" ""); }"#.to_string()),
            "{out:?}"
        );
        assert!(outputs(&ShrinkStrings, r#"int main() { printf(""); }"#).is_empty());
    }

    #[test]
    fn units_read_escapes_and_conversions_whole() {
        let u: Vec<(usize, usize, bool)> = units(r"a\n\x1fz\0%5d%%é t_4 ")
            .into_iter()
            .map(|u| (u.range.start, u.range.end, u.conversion))
            .collect();
        assert_eq!(
            u,
            vec![
                (0, 1, false),
                (1, 3, false),
                (3, 7, false),
                (7, 8, false),
                (8, 10, false),
                (10, 13, true),
                (13, 15, true),
                (15, 17, false),
                (17, 18, false),
                (18, 21, false),
                (21, 22, false)
            ]
        );
    }
}
