//! The C library's functions as gcc and clang know them. Both compilers have a builtin
//! type for `printf`, `memcpy`, `abort` and the like, and warn by default when a
//! file-scope declaration of one gives it another type (clang: "incompatible
//! redeclaration of library function", gcc: "conflicting types for built-in function"),
//! a warning both guards reject. Passes make such declarations all the time, by
//! deleting a parameter, a `*` or a `const`, or the return type, of a prototype the
//! program needs: [`mismatched`] tells the hazard check which declarations they are, so
//! the engine can reject those candidates without a compile.
//!
//! Only what both compilers report in every mode counts, on x86-64 Linux. A declaration
//! is judged by its return type, name and parameter types: names, `extern`, `restrict`,
//! attributes, `asm` labels and a parameter's or return type's own qualifiers (`const
//! int`) left out; `size_t` and `unsigned long` are one type, so are `signed int` and
//! `int`; another typedef name leaves the declaration unjudged. With `()` for its
//! parameters, a declaration counts only if the function is variadic or the return type
//! differs (gcc alone warns for `void exit();`). A declaration the judge cannot read (an
//! array parameter, several declarators, an initializer) does not count, nor one marked
//! `overloadable`. The engine turns the count off where the types may not be these
//! (`-m32`), where a macro or pragma in the program may rename or silence, and where the
//! original has such a warning of its own (`reduce::prepare`); a program's own typedef
//! named `size_t` is not looked at.
//!
//! The tables hold only functions both gcc and clang-15 know as builtins in every mode:
//! not `puts`, `putchar` (clang has no builtin), `fprintf` (gcc takes any pointer for
//! its `FILE *`), and not C99's `snprintf` or the `float` and `long double` math
//! functions (gcc's `-std=c89` does not know them).

use crate::lexer::{self, TokenKind};

/// The library functions' types, written as [`normalized`] writes a declaration.
const LIBRARY: &[&str] = &[
    "int printf ( const char * , ... )",
    "int sprintf ( char * , const char * , ... )",
    "void abort ( void )",
    "void exit ( int )",
    "void * malloc ( size_t )",
    "void * calloc ( size_t , size_t )",
    "void * realloc ( void * , size_t )",
    "void free ( void * )",
    "int abs ( int )",
    "long labs ( long )",
    "void * memcpy ( void * , const void * , size_t )",
    "void * memmove ( void * , const void * , size_t )",
    "void * memset ( void * , int , size_t )",
    "int memcmp ( const void * , const void * , size_t )",
    "void * memchr ( const void * , int , size_t )",
    "char * strcpy ( char * , const char * )",
    "char * strncpy ( char * , const char * , size_t )",
    "char * strcat ( char * , const char * )",
    "char * strncat ( char * , const char * , size_t )",
    "int strcmp ( const char * , const char * )",
    "int strncmp ( const char * , const char * , size_t )",
    "size_t strlen ( const char * )",
    "char * strchr ( const char * , int )",
    "char * strrchr ( const char * , int )",
    "char * strstr ( const char * , const char * )",
    "size_t strspn ( const char * , const char * )",
    "size_t strcspn ( const char * , const char * )",
    "char * strpbrk ( const char * , const char * )",
];

/// `<math.h>` functions of one `double`: `double sin ( double )`.
const MATH_UNARY: &[&str] = &[
    "acos", "asin", "atan", "cos", "sin", "tan", "cosh", "sinh", "tanh", "exp", "log", "log10",
    "sqrt", "ceil", "fabs", "floor",
];

/// `<math.h>` functions of two: `double pow ( double , double )`.
const MATH_BINARY: &[&str] = &["atan2", "pow", "fmod"];

/// The type of the library function `name`, written as [`LIBRARY`]'s entries are.
fn library_type(name: &str) -> Option<String> {
    if let Some(l) = LIBRARY.iter().find(|l| name_of(l) == name) {
        return Some(l.to_string());
    }
    if MATH_UNARY.contains(&name) {
        return Some(format!("double {name} ( double )"));
    }
    if MATH_BINARY.contains(&name) {
        return Some(format!("double {name} ( double , double )"));
    }
    None
}

/// Words a declaration's type does not depend on.
const IGNORED: &[&str] = &[
    "extern",
    "__extension__",
    "restrict",
    "__restrict",
    "__restrict__",
    "__THROW",
    "__THROWNL",
    "__wur",
];

/// Words followed by a parenthesized group the type does not depend on.
const IGNORED_WITH_GROUP: &[&str] = &["__attribute__", "__attribute", "__asm__", "__asm", "asm"];

/// The function name of a [`LIBRARY`] entry.
fn name_of(entry: &str) -> &str {
    let head = entry.split(" ( ").next().unwrap_or(entry);
    head.rsplit(' ').next().unwrap_or(head)
}

/// Whether the file-scope item `text` declares one of the C library's functions with a
/// type both gcc and clang report as not the library's (see the module's docs).
pub(crate) fn mismatched(text: &str) -> bool {
    // No function declared at all (most items); clang's `overloadable` declares another
    // function of the same name.
    if !text.contains('(') || text.contains("overloadable") {
        return false;
    }
    let Some((library, decl)) = normalized(text) else {
        return false;
    };
    if decl == library {
        return false;
    }
    // `T f ()` declares no parameter types: compatible unless `f` is variadic.
    let head = |d: &str| d.split(" ( ").next().unwrap_or_default().to_string();
    let unprototyped = decl.ends_with(" ( )");
    !(unprototyped && head(&decl) == head(&library) && !library.ends_with(", ... )"))
}

/// The [`LIBRARY`] entry of the function `text` declares, and the declaration written
/// as the entries are:
/// tokens joined by spaces, the type without what it does not depend on, parameter
/// names left out. `None` when `text` is not one function declaration the judge can
/// read.
fn normalized(text: &str) -> Option<(String, String)> {
    let tokens: Vec<(TokenKind, &str)> = lexer::tokenize(text)
        .into_iter()
        .filter(|t| !t.directive)
        .map(|t| (t.kind, &text[t.range]))
        .collect();
    // Drop what the type does not depend on.
    let mut words: Vec<(TokenKind, &str)> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let (kind, w) = tokens[i];
        if IGNORED_WITH_GROUP.contains(&w) {
            i = skip_group(&tokens, i + 1)?;
            continue;
        }
        if !IGNORED.contains(&w) {
            words.push((kind, if w == "__const" { "const" } else { w }));
        }
        i += 1;
    }
    let open = words.iter().position(|&(_, w)| w == "(")?;
    let (kind, name) = *words.get(open.checked_sub(1)?)?;
    if kind != TokenKind::Ident {
        return None;
    }
    let library = library_type(name)?;
    let close = skip_group(&words, open)? - 1;
    if words[close + 1..].iter().map(|(_, w)| *w).ne([";"]) {
        return None;
    }
    let ret = type_words(&without_own_qualifiers(&words[..open - 1]))?;
    let mut params: Vec<String> = Vec::new();
    let inner = &words[open + 1..close];
    if !inner.is_empty() {
        for p in split_top_level(inner) {
            params.push(parameter(p)?);
        }
    }
    let mut out = ret;
    if !out.is_empty() {
        out.push(' ');
    }
    out.push_str(name);
    out.push_str(" ( ");
    if !params.is_empty() {
        out.push_str(&params.join(" , "));
        out.push(' ');
    }
    out.push(')');
    Some((library, out))
}

/// The index after the parenthesized group starting at `open` (which must be `(`).
fn skip_group(tokens: &[(TokenKind, &str)], open: usize) -> Option<usize> {
    if tokens.get(open)?.1 != "(" {
        return None;
    }
    let mut depth = 0usize;
    for (i, (_, w)) in tokens.iter().enumerate().skip(open) {
        match *w {
            "(" => depth += 1,
            ")" => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// `tokens` split at commas outside parentheses.
fn split_top_level<'a, 't>(tokens: &'a [(TokenKind, &'t str)]) -> Vec<&'a [(TokenKind, &'t str)]> {
    let mut out = Vec::new();
    let (mut start, mut depth) = (0, 0usize);
    for (i, (_, w)) in tokens.iter().enumerate() {
        match *w {
            "(" => depth += 1,
            ")" => depth = depth.saturating_sub(1),
            "," if depth == 0 => {
                out.push(&tokens[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&tokens[start..]);
    out
}

/// A parameter's type: without its name (a last identifier after a type). `None` for
/// what the judge does not read (an array, a function pointer).
fn parameter(p: &[(TokenKind, &str)]) -> Option<String> {
    if let [(_, "...")] = p {
        return Some("...".into());
    }
    if p.iter().any(|(_, w)| matches!(*w, "[" | "(")) {
        return None;
    }
    let mut p = p;
    if let [rest @ .., (TokenKind::Ident, last)] = p {
        let tagged = rest
            .last()
            .is_some_and(|(_, w)| matches!(*w, "struct" | "union" | "enum"));
        let specifier = rest
            .iter()
            .any(|(_, w)| !matches!(*w, "const" | "volatile" | "*"));
        if !tagged && specifier && !crate::c::is_reserved(last) {
            p = rest;
        }
    }
    let p = without_own_qualifiers(p);
    if p.is_empty() {
        return None;
    }
    type_words(&p)
}

/// A type without its own qualifiers, which a function's type does not depend on:
/// `const int` is `int`, `char *const` is `char *` (the qualifiers after the last `*`,
/// or all of them without one).
fn without_own_qualifiers<'t>(t: &[(TokenKind, &'t str)]) -> Vec<(TokenKind, &'t str)> {
    let last_star = t.iter().rposition(|(_, w)| *w == "*");
    t.iter()
        .enumerate()
        .filter(|(i, (_, w))| {
            !(matches!(*w, "const" | "volatile") && last_star.is_none_or(|star| *i > star))
        })
        .map(|(_, t)| *t)
        .collect()
}

/// The words a type of [`LIBRARY`] may be written with: any other (a typedef name
/// a pass made, `T` for `size_t`) leaves the judge out.
const TYPE_WORDS: &[&str] = &[
    "void", "char", "short", "int", "long", "signed", "unsigned", "float", "double", "const",
    "volatile", "struct", "size_t", "__size_t", "FILE", "_IO_FILE",
];

/// A type's words, normalized: qualifiers first (once each), the other words in one
/// order, `signed` dropped but before `char`, `int` dropped beside another word, `size_t` for the unsigned long of x86-64 and `FILE` for glibc's struct.
/// `None` for a type the judge does not read (a word not in [`TYPE_WORDS`]).
fn type_words(t: &[(TokenKind, &str)]) -> Option<String> {
    // Split at each `*`: the words before the first, then each `*` with its qualifiers.
    let mut parts: Vec<Vec<&str>> = vec![Vec::new()];
    for (_, w) in t {
        if *w == "*" {
            parts.push(vec!["*"]);
        } else if TYPE_WORDS.contains(w) {
            parts.last_mut()?.push(w);
        } else {
            return None; // a typedef name the judge does not know, `...` out of place
        }
    }
    let base = &parts[0];
    let mut quals: Vec<&str> = base
        .iter()
        .copied()
        .filter(|w| matches!(*w, "const" | "volatile"))
        .collect();
    quals.sort_unstable();
    quals.dedup();
    let mut spec: Vec<&str> = base
        .iter()
        .copied()
        .filter(|w| !matches!(*w, "const" | "volatile"))
        .collect();
    // `signed` means nothing but with `char`; `int` nothing beside another word.
    if !spec.contains(&"char") {
        spec.retain(|w| *w != "signed");
        if spec.is_empty() && base.contains(&"signed") {
            spec.push("int");
        }
    }
    if spec.len() > 1 && spec.contains(&"int") {
        spec.retain(|w| *w != "int");
    }
    // C lets the words come in any order: `long unsigned int` is `unsigned long`.
    const ORDER: &[&str] = &[
        "unsigned", "signed", "short", "long", "char", "int", "float", "double", "void",
    ];
    spec.sort_by_key(|w| ORDER.iter().position(|o| o == w).unwrap_or(ORDER.len()));
    let spec = match spec.join(" ").as_str() {
        "unsigned long" | "__size_t" => "size_t".to_string(),
        "struct _IO_FILE" => "FILE".to_string(),
        "" if !quals.is_empty() => "int".to_string(),
        s => s.to_string(),
    };
    let mut out: Vec<String> = quals.iter().map(|q| q.to_string()).collect();
    if !spec.is_empty() {
        out.push(spec);
    }
    for star in &parts[1..] {
        out.push(star.join(" "));
    }
    Some(out.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_library_types_read_as_the_library_types() {
        for d in [
            "int printf(const char *, ...);",
            "extern int printf (const char *__restrict __format, ...);",
            "extern void *memcpy (void *__restrict __dest, const void *__restrict __src,\n size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));",
            "extern unsigned long strlen (const char *__s) __attribute__ ((__pure__));",
            "void abort(void);",
            "void abort();",
            "void exit();",
            "char const *x;",
            "int printf(const char *, ...), a;",
            "int my_printf(int);",
            "int abs(long) __attribute__((overloadable));",
            "static int (*printf_ptr)(int);",
            "int printf(const char *, ...) { return 0; }",
            "long int labs(long int);",
            "extern int fprintf (struct _IO_FILE *__restrict __stream, const char *__restrict __format, ...);",
            "char *strcpy(char dst[], const char *src);",
            " extern double acos (double __x) ; ",
            "extern long double powl (long double __x, int __y) ;",
            "extern float fabsf (double __x) __attribute__ ((__const__));",
            "int puts(char *);",
            "int fprintf(void *, const char *, ...);",
            "int snprintf(char *, const char *, ...);",
            "signed int abs(signed int);",
            "signed abs(signed);",
            "long signed labs(long);",
            "int printf(const char const *, ...);",
            "const int abs(int);",
            "void * const malloc(unsigned long);",
            "int printf(const char * const, ...);",
            "int abs();",
            "long unsigned int strlen(const char *);",
            "double sine(int);",
            "int putchar(const int c);",
            "double sqrt(const double);",
            "void *memset(void *const s, const int c, const size_t n);",
        ] {
            assert!(!mismatched(d), "{d}");
        }
    }

    #[test]
    fn a_changed_library_type_is_a_mismatch() {
        for d in [
            "int printf(const char *);",
            "int printf();",
            "printf();",
            "void printf(const char *, ...);",
            "int printf(char *, ...);",
            "int printf(const char, ...);",
            "int printf(int, ...);",
            "int abort(void);",
            "abort();",
            "void abort(int);",
            "void exit(long);",
            "extern void *memcpy (void *__restrict __dest, const void *__restrict __src) __attribute__ ((__nothrow__));",
            "extern void memset (void *__s, int __c, size_t __n);",
            "extern int strcmp (const char *__s1, const char __s2);",
            "extern double acos (float __x) ;",
            "int abs(signed char);",
            "extern double sqrt (double __x, double __y);",
            "char abs();",
        ] {
            assert!(mismatched(d), "{d}");
        }
    }
}
