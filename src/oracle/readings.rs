//! What an output says, in the oracles' words: a self-checking program's failed check
//! (an `NG` line), a compiler warning that means "not a valid program", a sanitizer's
//! report, valgrind's error exit. A leaf: the plan's runner and its shell renderer read
//! outputs by these, and so do the oracles and guards that make plans, so neither
//! imports the other for them.

use super::behaviour::Behaviour;
use super::signature::CheckFailure;

/// The exit status valgrind gives a run in which it found an error
/// (`--error-exitcode`): the UB guard's memcheck build and both readings of it.
pub const VALGRIND_ERROR_EXIT: i32 = 99;

/// A self-checking program's failed check: a line with the word `NG` (words split at
/// anything but ASCII letters and digits, so `LONG` and `STRING` are none).
pub fn is_ng_line(l: &str) -> bool {
    l.split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| w == "NG")
}

/// [`is_ng_line`] as an extended regular expression, for `--emit-script`.
pub const NG_LINE: &str = "(^|[^0-9A-Za-z])NG([^0-9A-Za-z]|$)";

/// How a self-checking program failed (`None`: it passed).
pub fn check_failure(b: &Behaviour) -> Option<CheckFailure> {
    match b {
        Behaviour::Ran { code, stdout, .. } => {
            let text = String::from_utf8_lossy(stdout);
            let ng = text.lines().find(|l| is_ng_line(l));
            match (code, ng) {
                // The NG line says which check fails: keep it, up to what the check
                // received (` got ...`), which may be stack garbage that differs from
                // run to run (a callee reading the wrong slot).
                (_, Some(l)) => Some(CheckFailure::Prints {
                    line: l.split(" got ").next().unwrap_or(l).trim().to_string(),
                }),
                (0, None) => None,
                (c, None) => Some(CheckFailure::Exits { code: *c }),
            }
        }
        Behaviour::RunCrash(6) => Some(CheckFailure::Aborts),
        Behaviour::RunCrash(s) => Some(CheckFailure::Crashes { signal: *s }),
        Behaviour::RunTimeout => Some(CheckFailure::Hangs),
        Behaviour::CompileFailure(f) => Some(CheckFailure::DoesNotCompile { failure: f.clone() }),
        Behaviour::Cancelled => None,
    }
}

/// Warning texts (gcc and clang) that make a candidate invalid: at least everything
/// `../shared/tools/ubcheck.sh`, the yardstick, flags.
pub const INVALID_WARNINGS: &[&str] = &[
    // uninitialized reads
    "uninitiali",
    "may be used uninit",
    "is used uninit",
    "-Wuninitialized",
    // division by zero
    "division by zero",
    "-Wdiv-by-zero",
    "-Wdivision-by-zero",
    // missing returns
    "control reaches end",
    "non-void function does not return",
    "-Wreturn-type",
    // implicit declarations and int, calls without prototypes, library mismatches
    "implicit declaration",
    "implicitly declaring",
    // clang 15 words it "call to undeclared (library) function"
    "-Wimplicit-function-declaration",
    "type defaults to",
    "type specifier missing",
    "-Wimplicit-int",
    "without a prototype",
    "conflicting types",
    "builtin-declaration-mismatch",
    "incompatible redeclaration",
    "too few arguments",
    "too many arguments",
    "passing an object that undergoes default argument promotion",
    // va_start on something other than the last named parameter
    "-Wvarargs",
    "not last named argument",
    "-Wformat",
    "-Wnonnull",
    // pointers and integers
    "incompatible pointer",
    "makes pointer from integer",
    "makes integer from pointer",
    "-Wint-conversion",
    "-Wint-to-pointer-cast",
    "-Wpointer-to-int-cast",
    "-Wreturn-local-addr",
    "-Wreturn-stack-address",
    // constants too large for their type, overflow in constants and conversions
    "integer constant is so large",
    "integer constant is too large",
    "too large to be represented",
    "implicitly-unsigned-literal",
    "overflow in expression",
    "overflow in conversion",
    "overflow in implicit constant",
    "-Woverflow",
    "-Winteger-overflow",
    // shifts
    "shift count",
    "-Wshift-count",
    "-Wshift-negative-value",
    "-Wshift-overflow",
    // unsequenced modifications
    "-Wsequence-point",
    "-Wunsequenced",
    "multiple unsequenced",
    // initializers a C compiler need not accept as meant: excess elements (a constraint
    // violation), braces around a scalar (a reducer's artifact, not a program's intent)
    "excess elements in",
    "-Wexcess-initializers",
    "braces around scalar initializer",
    "-Wbraced-scalar-init",
    // malformed, unknown or ignored pragmas (`#pragma pack)`): gcc's -Wpragmas, clang's
    // -Wignored-pragmas and -Wpragma-pack, both compilers' -Wunknown-pragmas (as the
    // flag a warning names, not the flag on a command line)
    "[-Wpragmas]",
    "[-Wpragma-pack]",
    "[-Wignored-pragmas]",
    "[-Wunknown-pragmas]",
];

/// An out-of-bounds subscript: "array subscript" with one of these words further on
/// (gcc and clang word it differently).
const ARRAY_SUBSCRIPT: (&str, &[&str]) = ("array subscript", &["above", "below", "outside"]);
/// The flag gcc and clang name out-of-bounds warnings with.
const ARRAY_BOUNDS_FLAG: &str = "-Warray-bounds";

/// True if a compiler's diagnostic line means "not a valid program". The script form
/// is [`invalid_warning_regex`]; both are made from the same constants.
pub fn is_invalid_warning(l: &str) -> bool {
    INVALID_WARNINGS.iter().any(|w| l.contains(w))
        || (l.contains(ARRAY_SUBSCRIPT.0) && ARRAY_SUBSCRIPT.1.iter().any(|w| l.contains(w)))
        || l.contains(ARRAY_BOUNDS_FLAG)
}

/// [`is_invalid_warning`] as a `grep -E` pattern, for `--emit-script`.
pub fn invalid_warning_regex() -> String {
    let mut alts: Vec<String> = INVALID_WARNINGS.iter().map(|w| regex_escape(w)).collect();
    alts.push(format!(
        "{} .*({})",
        regex_escape(ARRAY_SUBSCRIPT.0),
        ARRAY_SUBSCRIPT.1.join("|")
    ));
    alts.push(regex_escape(ARRAY_BOUNDS_FLAG));
    alts.join("|")
}

/// [`SANITIZER_REPORTS`] as a `grep -E` pattern, for `--emit-script`.
pub fn sanitizer_regex() -> String {
    SANITIZER_REPORTS
        .iter()
        .map(|w| regex_escape(w))
        .collect::<Vec<_>>()
        .join("|")
}

/// True if a program's stderr line is a sanitizer's report.
pub fn is_sanitizer_report(l: &str) -> bool {
    SANITIZER_REPORTS.iter().any(|s| l.contains(s))
}

/// The offending warning line of a compiler's stderr, if any.
pub fn invalid_warning(stderr: &str) -> Option<&str> {
    stderr.lines().find(|l| is_invalid_warning(l))
}

/// Every offending warning of a compiler's stderr, without its `file:line:col:` prefix,
/// sorted: what the original's copy of a warning and a candidate's have in common.
pub fn invalid_warnings(stderr: &str) -> Vec<String> {
    let mut out: Vec<String> = stderr
        .lines()
        .filter(|l| is_invalid_warning(l))
        .map(|l| {
            let l = l.trim();
            l.find("warning: ")
                .or_else(|| l.find("error: "))
                .map_or(l, |i| &l[i..])
                .to_string()
        })
        .collect();
    out.sort();
    out
}

/// The warnings of `found` (sorted) left over once each of `tolerated` (sorted) has
/// cancelled one equal occurrence.
pub fn beyond(found: &[String], tolerated: &[String]) -> Vec<String> {
    let mut left = Vec::new();
    let mut t = tolerated.iter().peekable();
    for w in found {
        while t.peek().is_some_and(|x| *x < w) {
            t.next();
        }
        if t.peek() == Some(&w) {
            t.next();
        } else {
            left.push(w.clone());
        }
    }
    left
}

/// Texts a sanitizer prints when it finds something: the runner and the script both
/// read this list.
const SANITIZER_REPORTS: &[&str] = &[
    "runtime error",
    "AddressSanitizer",
    "LeakSanitizer",
    "MemorySanitizer",
];

/// `s` with the characters special to an extended regular expression escaped.
pub(crate) fn regex_escape(s: &str) -> String {
    s.chars().fold(String::new(), |mut acc, c| {
        if "\\.^$|?*+()[]{}".contains(c) {
            acc.push('\\');
        }
        acc.push(c);
        acc
    })
}
