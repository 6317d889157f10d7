//! A small C lexer: enough to count tokens, split text into tokens for token-level
//! ddmin, and decide where whitespace is needed. It never fails: unknown bytes become
//! one-character punctuators, unterminated literals end at the end of the line.

use std::ops::Range;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// Identifier or keyword.
    Ident,
    /// Preprocessing number (`0x1fUL`, `1.5e-3`).
    Number,
    /// String literal, with its prefix.
    String,
    /// Character constant, with its prefix.
    Char,
    /// Operator or punctuator (or any other single character).
    Punct,
}

/// One token: its kind, its byte range, and whether it sits on a preprocessor line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Where it is.
    pub range: Range<usize>,
    /// True if the token is part of a `#` directive line.
    pub directive: bool,
}

/// Three-character punctuators; C++'s `->*` and `<=>` too (neither can appear in C).
const PUNCT3: [&str; 5] = ["<<=", ">>=", "...", "->*", "<=>"];
/// Two-character punctuators; C++'s `::` and `.*` too (C has `::` only inside C23
/// attributes, where it is one token as well).
const PUNCT2: [&str; 22] = [
    "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "*=", "/=", "%=", "+=", "-=",
    "&=", "^=", "|=", "##", "::", ".*",
];

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c >= 0x80
}

fn is_ident_continue(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

/// Split `src` into tokens, skipping whitespace, comments and line continuations.
pub fn tokenize(src: &str) -> Vec<Token> {
    tokens(src).collect()
}

/// The tokens of `src`, one at a time ([`tokenize`] without the list: on a unit of
/// several MB, the list is tens of MB that a count or a set of texts does not need).
pub fn tokens(src: &str) -> Tokens<'_> {
    Tokens {
        src,
        i: 0,
        line_start: true,
        in_directive: false,
    }
}

/// The iterator [`tokens`] returns.
#[derive(Debug, Clone)]
pub struct Tokens<'a> {
    src: &'a str,
    i: usize,
    /// Only whitespace seen since the last newline.
    line_start: bool,
    in_directive: bool,
}

impl Iterator for Tokens<'_> {
    type Item = Token;

    fn next(&mut self) -> Option<Token> {
        let src = self.src;
        let b = src.as_bytes();
        let n = b.len();
        let mut i = self.i;
        while i < n {
            let c = b[i];
            if c == b'\n' {
                self.line_start = true;
                self.in_directive = false;
                i += 1;
                continue;
            }
            if c == b'\\' && i + 1 < n && b[i + 1] == b'\n' {
                i += 2;
                continue;
            }
            if c == b'\\' && i + 2 < n && b[i + 1] == b'\r' && b[i + 2] == b'\n' {
                i += 3;
                continue;
            }
            if c.is_ascii_whitespace() {
                i += 1;
                continue;
            }
            if c == b'/' && i + 1 < n && b[i + 1] == b'/' {
                while i < n && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            if c == b'/' && i + 1 < n && b[i + 1] == b'*' {
                i += 2;
                while i < n && !(b[i] == b'*' && i + 1 < n && b[i + 1] == b'/') {
                    i += 1;
                }
                i = (i + 2).min(n);
                continue;
            }
            if c == b'#' && self.line_start {
                self.in_directive = true;
            }
            self.line_start = false;
            let start = i;
            let kind;
            if is_ident_start(c) {
                while i < n && is_ident_continue(b[i]) {
                    i += 1;
                }
                let word = &src[start..i];
                let raw =
                    (i < n && b[i] == b'"' && matches!(word, "R" | "LR" | "uR" | "UR" | "u8R"))
                        .then(|| raw_string_end(b, i))
                        .flatten();
                if let Some(end) = raw {
                    (kind, i) = (TokenKind::String, end);
                } else if i < n
                    && (b[i] == b'"' || b[i] == b'\'')
                    && matches!(word, "L" | "u" | "U" | "u8")
                {
                    (kind, i) = quoted(b, i);
                } else {
                    kind = TokenKind::Ident;
                }
            } else if c.is_ascii_digit() || (c == b'.' && i + 1 < n && b[i + 1].is_ascii_digit()) {
                i += 1;
                while i < n {
                    let d = b[i];
                    let sign =
                        (d == b'+' || d == b'-') && matches!(b[i - 1], b'e' | b'E' | b'p' | b'P');
                    if sign || is_ident_continue(d) || d == b'.' {
                        i += 1;
                    } else {
                        break;
                    }
                }
                kind = TokenKind::Number;
            } else if c == b'"' || c == b'\'' {
                (kind, i) = quoted(b, i);
            } else {
                kind = TokenKind::Punct;
                let rest = &b[i..];
                if let Some(p) = PUNCT3.iter().find(|p| rest.starts_with(p.as_bytes())) {
                    i += p.len();
                } else if let Some(p) = PUNCT2.iter().find(|p| rest.starts_with(p.as_bytes())) {
                    i += p.len();
                } else {
                    i += src[i..].chars().next().map_or(1, char::len_utf8);
                }
            }
            // Never split a UTF-8 character.
            while i < n && !src.is_char_boundary(i) {
                i += 1;
            }
            self.i = i;
            return Some(Token {
                kind,
                range: start..i,
                directive: self.in_directive,
            });
        }
        self.i = n;
        None
    }
}

/// The index after C++'s raw string literal whose `"` is `b[i]`
/// (`R"delim(...)delim"`, over lines too); `None` where no such literal starts there.
fn raw_string_end(b: &[u8], i: usize) -> Option<usize> {
    let open = i + 1 + b[i + 1..].iter().take(17).position(|&c| c == b'(')?;
    let delim = &b[i + 1..open];
    if delim
        .iter()
        .any(|&c| c.is_ascii_whitespace() || matches!(c, b'\\' | b')' | b'"'))
    {
        return None;
    }
    let mut close = Vec::with_capacity(delim.len() + 2);
    close.push(b')');
    close.extend_from_slice(delim);
    close.push(b'"');
    let body = &b[open + 1..];
    let at = body
        .windows(close.len())
        .position(|w| w == close.as_slice())?;
    Some(open + 1 + at + close.len())
}

/// The kind of the quoted literal starting at the quote `b[i]`, and the index after it.
fn quoted(b: &[u8], i: usize) -> (TokenKind, usize) {
    let kind = if b[i] == b'"' {
        TokenKind::String
    } else {
        TokenKind::Char
    };
    (kind, skip_quoted(b, i))
}

/// Skip a quoted literal starting at the quote `b[i]`; returns the index after it.
fn skip_quoted(b: &[u8], mut i: usize) -> usize {
    let q = b[i];
    i += 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'\n' => return i,
            c if c == q => return i + 1,
            _ => i += 1,
        }
    }
    b.len()
}

/// Number of C tokens in `src` (comments and whitespace excluded).
pub fn count_tokens(src: &str) -> usize {
    tokens(src).count()
}

/// True if the tokens `a` and `b` need whitespace between them to stay two tokens. Two
/// dots always do: `..` is two tokens, but a third dot after them would make `...` of
/// the three.
pub fn needs_space(a: &str, b: &str) -> bool {
    if a.is_empty() || b.is_empty() {
        return false;
    }
    if a.ends_with('.') && b.starts_with('.') {
        return true;
    }
    let joined = format!("{a}{b}");
    let toks = tokenize(&joined);
    !(toks.len() == 2 && toks[0].range == (0..a.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(s: &str) -> Vec<&str> {
        tokenize(s).into_iter().map(|t| &s[t.range]).collect()
    }

    #[test]
    fn a_raw_string_is_one_token() {
        assert_eq!(
            texts("s=R\"x(a\" )\" b)x\";t=u8R\"(\n)\";R \"(\";"),
            vec![
                "s",
                "=",
                "R\"x(a\" )\" b)x\"",
                ";",
                "t",
                "=",
                "u8R\"(\n)\"",
                ";",
                "R",
                "\"(\"",
                ";"
            ]
        );
        // No raw string: an unclosed one, or a delimiter with a space.
        assert_eq!(texts("R\"(a\""), vec!["R", "\"(a\""]);
        assert_eq!(texts("R\"a b(x)a b\""), vec!["R", "\"a b(x)a b\""]);
    }

    #[test]
    fn lexes_c() {
        assert_eq!(
            texts("int a=0x1fUL+1.5e-3; /* c */ s->x<<=2; // x\n\"a\\\"b\" 'c' L\"w\""),
            vec![
                "int",
                "a",
                "=",
                "0x1fUL",
                "+",
                "1.5e-3",
                ";",
                "s",
                "->",
                "x",
                "<<=",
                "2",
                ";",
                "\"a\\\"b\"",
                "'c'",
                "L\"w\""
            ]
        );
    }

    #[test]
    fn lexes_cpp_punctuators_as_one_token() {
        assert_eq!(
            texts("a::b x->*y o.*p c<=>d"),
            ["a", "::", "b", "x", "->*", "y", "o", ".*", "p", "c", "<=>", "d"]
        );
        // A number that starts with a dot stays one.
        assert_eq!(texts("a=.5*b"), ["a", "=", ".5", "*", "b"]);
    }

    #[test]
    fn marks_directives() {
        let t = tokenize("#define X 1\nint x;");
        assert!(t[0].directive && t[2].directive && t[3].directive);
        assert!(!t[4].directive);
    }

    #[test]
    fn space_rules() {
        // Regression (the C++ layout's property test, `.\n..`): three dots laid out
        // without spaces became one `...`.
        assert!(needs_space(".", "."));
        assert!(needs_space("int", "x"));
        assert!(needs_space("+", "+"));
        assert!(needs_space("-", ">"));
        assert!(needs_space("/", "*"));
        assert!(needs_space("1", ".5"));
        assert!(!needs_space("x", "+"));
        assert!(!needs_space("(", "x"));
    }

    #[test]
    fn never_panics_on_odd_input() {
        for s in [
            "\"", "'", "/*", "é", "\\", "a\\\r\nb", "0x", "u8", "#", "\u{0}",
        ] {
            let t = tokenize(s);
            for tok in t {
                assert!(s.is_char_boundary(tok.range.start) && s.is_char_boundary(tok.range.end));
            }
        }
    }
}
