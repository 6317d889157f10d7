//! Value pass: shrink string literals from inside, by C's lexical rules (T-Rec's
//! reduction within tokens). A literal's contents are read as units: an escape sequence
//! (`\n`, `\x1f`, `\012`), a `printf` conversion (`%d`, `%-08.3lf`, `%%`) and a single
//! character. Every unit but a conversion may go, so `"NG t4\n"` can end as `"NG"` and
//! two reductions of one bug that print different words end at one program.
//!
//! Only literals that a call to `printf`, `puts` and their kin prints, its result unused:
//! any other may be read as memory, where a shorter literal is a read out of bounds. A conversion is never
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
            let Some(units) = units(&text[body]) else {
                continue;
            };
            let units: Vec<Range<usize>> = units
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
/// one changes what the program prints, never how much memory it reads. Not `sprintf`
/// and `snprintf`, whose output's length a program may use.
const PRINTERS: &[&str] = &[
    "printf",
    "fprintf",
    "dprintf",
    "puts",
    "fputs",
    "perror",
    "__builtin_printf",
    "__builtin_puts",
    "__builtin_fprintf",
];

/// Whether a string literal is a whole argument of a call to one of [`PRINTERS`]
/// (`std::` or not) whose result goes unused (`int n = printf("ab"); a[n]` would read
/// elsewhere). Any other literal may be read as memory (`memcpy(b, "abcd", 4)`, an array
/// it sizes, `sizeof`, `strlen` used as an index), where a shorter one is a read out of
/// bounds; `#include` names, linkages and `asm` text are not data at all; and a literal
/// joined to others (`"%" "l" "d"`, as `<inttypes.h>` writes a format) may hold part of
/// a conversion.
fn is_printed(prog: &Program, node: tree_sitter::Node<'_>) -> bool {
    let Some(args) = node.parent().filter(|p| p.kind() == "argument_list") else {
        return false;
    };
    let Some(call) = args.parent().filter(|c| c.kind() == kind::CALL_EXPRESSION) else {
        return false;
    };
    let unused = call
        .parent()
        .is_some_and(|p| p.kind() == kind::EXPRESSION_STATEMENT);
    let Some(callee) = call.child_by_field_name(field::FUNCTION) else {
        return false;
    };
    let name = prog.node_text(callee);
    let name = name.strip_prefix("std::").unwrap_or(name);
    unused && PRINTERS.contains(&name)
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
/// single characters. `None` where deleting a unit could change what another means, so
/// the literal is left alone: a `%` that starts no conversion this reader knows (`%\n`
/// for `puts`, `%I64d`), an escape that would take in what follows it once the unit
/// between goes (`\x1b[`, `\4 0`), a delimited escape (`\x{41}`), a line splice, a
/// trigraph.
fn units(s: &str) -> Option<Vec<Unit>> {
    if s.contains("??") {
        return None;
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let rest = &s[i..];
        let (len, conversion) = match rest.as_bytes()[0] {
            b'\\' => {
                let len = escape_len(rest)?;
                // A hex escape, or an octal one of fewer than three digits, would take in
                // the digits of whatever came next after a deletion: only at the end.
                let open =
                    rest.as_bytes()[1] == b'x' || (rest.as_bytes()[1].is_ascii_digit() && len < 4);
                if open && i + len < s.len() {
                    return None;
                }
                (len, false)
            }
            b'%' => (conversion_len(rest)?, true),
            c if c.is_ascii_alphanumeric() || c == b'_' => (
                rest.bytes()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == b'_')
                    .count(),
                false,
            ),
            _ => (rest.chars().next()?.len_utf8(), false),
        };
        out.push(Unit {
            range: i..i + len,
            conversion,
        });
        i += len;
    }
    Some(out)
}

/// The length of the escape sequence at the start of `s` (which begins with `\`), or
/// `None` for one whose neighbours a deletion could change (a line splice, a delimited
/// escape, a `\` at the end).
fn escape_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let c = s[1..].chars().next()?;
    let run = |from: usize, max: usize, ok: fn(&u8) -> bool| {
        from + b[from..].iter().take(max).take_while(|c| ok(c)).count()
    };
    let len = match c {
        '\n' | '\r' => return None,
        '0'..='7' => run(1, 3, |c| (b'0'..=b'7').contains(c)),
        'x' | 'o' | 'N' if b.get(2) == Some(&b'{') => return None,
        'x' => run(2, usize::MAX, u8::is_ascii_hexdigit),
        'u' => run(2, 4, u8::is_ascii_hexdigit),
        'U' => run(2, 8, u8::is_ascii_hexdigit),
        _ => 1 + c.len_utf8(),
    };
    Some(len)
}

/// The length of the `printf` conversion at the start of `s` (which begins with `%`):
/// an argument position, flags, width, precision, length and the conversion itself
/// (or the second `%` of `%%`). `None` when what follows is no conversion this reader
/// knows: for `puts` a `%` is any character, and for `printf` the literal is then not a
/// format to cut near.
fn conversion_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let mut i = 1;
    let digits = |i: usize| i + b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
    // `%1$d`
    let d = digits(i);
    if d > i && b.get(d) == Some(&b'$') {
        i = d + 1;
    }
    i += b[i..].iter().take_while(|c| b"-+ #0'".contains(c)).count();
    let width = |mut i: usize| {
        if b.get(i) == Some(&b'*') {
            i += 1;
            let d = digits(i);
            if d > i && b.get(d) == Some(&b'$') {
                return d + 1;
            }
            return i;
        }
        digits(i)
    };
    i = width(i);
    if b.get(i) == Some(&b'.') {
        i = width(i + 1);
    }
    for len in ["hh", "ll", "h", "l", "j", "z", "t", "L"] {
        if b[i..].starts_with(len.as_bytes()) {
            i += len.len();
            break;
        }
    }
    let c = *b.get(i)?;
    b"diouxXfFeEgGaAcspn%".contains(&c).then_some(i + 1)
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
        let src = r#"int printf(const char *, ...); int main() { printf("x=%-08.3lf %% %d\101y%1$-*2$.*3$lld\t", 1.0, 2); }"#;
        let out = outputs(&ShrinkStrings, src);
        assert!(!out.is_empty());
        for o in &out {
            for kept in ["%-08.3lf", "%%", "%d", "%1$-*2$.*3$lld"] {
                assert!(o.contains(kept), "{o}");
            }
            // An escape goes whole or stays whole.
            assert!(!o.contains(r#"\10y"#) && !o.contains(r#"\1y"#), "{o}");
        }
        assert!(
            out[0].contains(r#"printf("%-08.3lf%%%d%1$-*2$.*3$lld", 1.0, 2)"#),
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
    fn wide_literals_shrink_inside_their_quotes_and_joined_ones_not() {
        let out = outputs(&ShrinkStrings, r#"int main() { printf(L"ab"); }"#);
        assert_eq!(out[0], r#"int main() { printf(L""); }"#);
        assert!(outputs(&ShrinkStrings, r#"int main() { printf(""); }"#).is_empty());
        // `<inttypes.h>`'s formats are joined literals: `"%" "l" "d"` is one conversion.
        let joined = r#"int main() { printf("%" "l" "d" "\n", 1L); printf(L"ab" "c"); }"#;
        assert!(outputs(&ShrinkStrings, joined).is_empty());
    }

    /// Review cases: a deletion that changes what another unit means, a reader that
    /// cut a character in two, and printers whose output a program measures.
    #[test]
    fn literals_where_a_deletion_changes_another_unit_are_left_alone() {
        for src in [
            // `%` before an escape, for `puts` any character: `"100%\"` once `n` goes.
            r#"int main() { fputs("100%\n", 0); }"#,
            r#"int main() { puts("50%\""); }"#,
            // A hex escape takes in every hex digit after it; octal up to three.
            r#"int main() { printf("\x1b[31m"); }"#,
            r#"int main() { puts("\4 00"); }"#,
            // Delimited escapes, a conversion with a letter of another library,
            // trigraphs, a line splice.
            r#"int main() { printf("\x{41}}"); }"#,
            r#"int main() { printf("%I64d x", 1LL); }"#,
            r#"int main() { puts("??/n"); }"#,
            "int main() { puts(\"a\\\r\nb\"); }",
            // The length of the output is used.
            r#"int main() { int n = printf("ab"); return n; }"#,
            r#"char b[8]; int main() { sprintf(b, "ab"); snprintf(0, 0, "ab"); }"#,
        ] {
            let out = outputs(&ShrinkStrings, src);
            assert!(out.is_empty(), "{src}: {out:?}");
        }
        // Characters of several bytes after `%` or `\` are read whole, never cut.
        for src in [
            r#"int main() { puts("50% é"); }"#,
            r#"int main() { puts("\é€ x"); }"#,
        ] {
            let _ = outputs(&ShrinkStrings, src);
        }
        let out = outputs(&ShrinkStrings, r#"int main() { puts("\é€ x"); }"#);
        assert_eq!(out[0], r#"int main() { puts(""); }"#);
        // A complete octal escape, or an open one at the end, is one unit like any.
        let out = outputs(&ShrinkStrings, r#"int main() { printf("\033[0m x\0"); }"#);
        assert_eq!(out[0], r#"int main() { printf(""); }"#);
    }

    #[test]
    fn units_read_escapes_and_conversions_whole() {
        let u: Vec<(usize, usize, bool)> = units(r"a\n\012z%5d%%é t_4 %1$-*2$.*3$lld\x1f")
            .unwrap()
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
                (8, 11, true),
                (11, 13, true),
                (13, 15, false),
                (15, 16, false),
                (16, 19, false),
                (19, 20, false),
                (20, 34, true),
                (34, 38, false)
            ]
        );
    }
}
