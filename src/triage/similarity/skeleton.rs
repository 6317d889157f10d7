//! The skeleton of a program: its tokens with identifiers renamed by first use and
//! literals replaced by their kind (Nagai et al.'s "same pattern"). Two reductions of
//! the same bug often differ only in names and constants; their skeletons are equal or
//! close. Keywords, punctuation, `main` and the C library's names stay as they are.

use creduce_passes::int_literal;
use creduce_passes::{lexer, TokenKind};
use std::collections::HashMap;

/// Names kept as they are: they mean the same thing in every program.
const KEPT_NAMES: &[&str] = &[
    "main", "printf", "fprintf", "sprintf", "puts", "putchar", "abort", "exit", "memcpy", "memset",
    "memcmp", "memmove", "strcmp", "strlen", "strcpy", "malloc", "calloc", "free", "va_list",
    "va_start", "va_arg", "va_end", "NULL", "stdout", "stderr", "int8_t", "int16_t", "int32_t",
    "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t",
];

/// A program's skeleton, as tokens.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Skeleton(pub Vec<String>);

impl Skeleton {
    /// The skeleton of `src`. Preprocessor lines are left out (a reduced program keeps
    /// an `#include` or not by chance).
    pub fn of(src: &str) -> Skeleton {
        Skeleton(renaming(src, |kind, text| match kind {
            TokenKind::Number => number_kind(text),
            TokenKind::String => "<string>".to_string(),
            TokenKind::Char => "<char>".to_string(),
            _ => text.to_string(),
        }))
    }

    /// The program's tokens with identifiers renamed by first use, as in the skeleton,
    /// and everything else (literals included) as it is.
    pub fn renamed(src: &str) -> Vec<String> {
        renaming(src, |_, text| text.to_string())
    }

    /// The program's shape, the tokens the program distance's n-grams are taken over.
    /// Coarser than the skeleton where the skeleton is too fine to compare two
    /// reductions: every identifier is one token `v` (numbering by first use makes
    /// the n-grams of two equal statements differ when the names came in another
    /// order), and an integer literal is its magnitude, not its type: `0`, `1` and `2`
    /// as they are, larger values by their bit length (`<b7>` for 100), because a bug
    /// that needs a value near a type's limit shows it in the magnitude. Floating
    /// literals are `<float>`.
    pub fn shape(src: &str) -> Vec<String> {
        lexer::tokenize(src)
            .into_iter()
            .filter(|t| !t.directive)
            .map(|t| {
                let text = &src[t.range.clone()];
                match t.kind {
                    TokenKind::Ident if kept(text) => text.to_string(),
                    TokenKind::Ident => "v".to_string(),
                    TokenKind::Number => match int_literal::value(text) {
                        Some(v) if v <= 2 => v.to_string(),
                        Some(v) => format!("<b{}>", 128 - v.leading_zeros()),
                        None => "<float>".to_string(),
                    },
                    TokenKind::String => "<string>".to_string(),
                    TokenKind::Char => "<char>".to_string(),
                    TokenKind::Punct => text.to_string(),
                }
            })
            .collect()
    }

    /// The tokens joined by single spaces.
    pub fn text(&self) -> String {
        self.0.join(" ")
    }

    /// How far apart two skeletons are, from 0 (equal) to 1 (nothing in common): one
    /// minus the share of tokens a longest common subsequence keeps (see
    /// [`crate::triage::similarity::distance::TokenProfile`], which clustering uses on prepared skeletons).
    pub fn distance(&self, other: &Skeleton) -> f64 {
        let mut interner = crate::triage::similarity::distance::Interner::default();
        let a = crate::triage::similarity::distance::TokenProfile::new(
            self.0.iter().map(String::as_str),
            &mut interner,
        );
        let b = crate::triage::similarity::distance::TokenProfile::new(
            other.0.iter().map(String::as_str),
            &mut interner,
        );
        a.distance(&b)
    }
}

/// The tokens of `src` without preprocessor lines, identifiers renamed by first use
/// (`v1`, `v2`, ...; kept names as they are), every other token as `other` writes it.
fn renaming(src: &str, other: impl Fn(TokenKind, &str) -> String) -> Vec<String> {
    let mut names: HashMap<&str, usize> = HashMap::new();
    let mut out = Vec::new();
    for t in lexer::tokenize(src) {
        if t.directive {
            continue;
        }
        let text = &src[t.range.clone()];
        out.push(match t.kind {
            TokenKind::Ident if kept(text) => text.to_string(),
            TokenKind::Ident => {
                let next = names.len() + 1;
                format!("v{}", names.entry(text).or_insert(next))
            }
            kind => other(kind, text),
        });
    }
    out
}

/// A name that means the same thing in every program: a keyword, a kept C library
/// name, a builtin. Skeleton and shape keep it as it is.
fn kept(name: &str) -> bool {
    creduce_passes::is_reserved(name) || KEPT_NAMES.contains(&name) || name.starts_with("__builtin")
}

/// The kind of a number literal: its C type.
fn number_kind(text: &str) -> String {
    if let Some(t) = int_literal::type_of(text) {
        return format!("<{}>", t.c_name());
    }
    if int_literal::parse(text).is_some() {
        return "<integer too large>".into();
    }
    let lower = text.to_ascii_lowercase();
    // In a hexadecimal literal `f` is a digit unless a `p` exponent came before it.
    let float_suffix = lower.ends_with('f') && (!lower.starts_with("0x") || lower.contains('p'));
    if float_suffix {
        "<float>".into()
    } else if lower.ends_with('l') {
        "<long double>".into()
    } else {
        "<double>".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_go_by_first_use_and_literals_by_type() {
        let a = Skeleton::of("#include <stdio.h>\nint g = 5; int main(void) { printf(\"%d\", g + 3UL); return 0; }\n");
        assert_eq!(
            a.text(),
            "int v1 = <int> ; int main ( void ) { printf ( <string> , v1 + <unsigned long> ) ; return <int> ; }"
        );
        let b = Skeleton::of("int h = 7; int main(void) { printf(\"x\", h + 0UL); return 1; }");
        assert_eq!(a, b);
        let c = Skeleton::of("int h = 7L; int main(void) { printf(\"x\", h + 0UL); return 1; }");
        assert_ne!(a, c);
    }

    #[test]
    fn the_shape_has_one_name_and_magnitudes() {
        let a = Skeleton::shape(
            "int g = 5; int main(void) { return f(g) + 300UL + 1 + 0x7fffffff + 1.5; }",
        );
        assert_eq!(
            a.join(" "),
            "int v = <b3> ; int main ( void ) { return v ( v ) + <b9> + 1 + <b31> + <float> ; }"
        );
        // names in another order: the skeletons differ, the shapes do not
        let b = Skeleton::of("int a, b; void f(void) { a = b; b = a; }");
        let c = Skeleton::of("int a, b; void f(void) { b = a; a = b; }");
        assert_ne!(b, c);
        assert_eq!(
            Skeleton::shape("int a, b; void f(void) { a = b; b = a; }"),
            Skeleton::shape("int a, b; void f(void) { b = a; a = b; }")
        );
    }

    #[test]
    fn float_literals_have_their_type() {
        assert_eq!(number_kind("1.5f"), "<float>");
        assert_eq!(number_kind("1.5"), "<double>");
        assert_eq!(number_kind("1e3L"), "<long double>");
        assert_eq!(number_kind("0x1p3f"), "<float>");
        assert_eq!(number_kind("0xfu"), "<unsigned int>");
        assert_eq!(number_kind("18446744073709551615"), "<integer too large>");
    }

    #[test]
    fn distance_is_zero_for_equal_and_grows_with_difference() {
        let a = Skeleton::of("int a; int f(void) { return a + 1; }");
        let b = Skeleton::of("int b; int g(void) { return b + 2; }");
        let c = Skeleton::of("int b; int g(void) { return b * 2 - b; }");
        let d = Skeleton::of("struct s { char c; } x; void h(struct s y) { x = y; }");
        assert_eq!(a.distance(&b), 0.0);
        assert!(a.distance(&c) > 0.0 && a.distance(&c) < a.distance(&d));
        assert!(a.distance(&d) <= 1.0);
        assert_eq!(a.distance(&c), c.distance(&a));
    }
}
