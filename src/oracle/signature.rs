//! Failure signatures: what makes two compiler failures "the same bug". Paths, line and
//! column numbers, and quoted names are normalized away, so the signature survives the
//! reduction of the program that triggers it.

use crate::toolchain::{Exit, Output};
use serde::{Deserialize, Serialize};

/// Replace digits runs by `N`, quoted names by `'_'`, and paths by their file name.
pub fn normalize(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.trim().chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            // A name, whole: digits in it are part of it (g++'s
            // `lookup_template_class_1`, gcc's `expand_expr_real_1`, `x86_64`).
            'A'..='Z' | 'a'..='z' | '_' => {
                out.push(c);
                while let Some(&d) = chars
                    .peek()
                    .filter(|d| d.is_ascii_alphanumeric() || **d == '_')
                {
                    out.push(d);
                    chars.next();
                }
            }
            // A number is a line, a column, an address, a count.
            '0'..='9' => {
                while chars.peek().is_some_and(|d| d.is_ascii_alphanumeric()) {
                    chars.next();
                }
                out.push('N');
            }
            '\'' | '‘' | '`' | '"' => {
                let close = match c {
                    '‘' => '’',
                    '`' => '\'',
                    x => x,
                };
                let mut inner = String::new();
                let mut closed = false;
                for d in chars.by_ref() {
                    if d == close || (c == '`' && d == '\'') {
                        closed = true;
                        break;
                    }
                    inner.push(d);
                }
                out.push('\'');
                if !closed {
                    out.push_str(&inner);
                } else {
                    out.push('_');
                }
                out.push('\'');
            }
            _ => out.push(c),
        }
    }
    // Drop a leading `file:N:N:` location.
    let s = out.trim_start();
    if let Some(pos) = s.find(": ") {
        let (head, rest) = s.split_at(pos);
        if head.contains(":N") || head.ends_with(".c") || head.ends_with(".cpp") {
            return rest[2..].trim().to_string();
        }
    }
    s.to_string()
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// An ICE's normalized message with gcc's source line put back (`in f, at g.cc:N` and
/// 12 give `in f, at g.cc:12`); the message as it is when `line` is 0 or the message
/// does not end in `:N`.
pub fn ice_at_line(message: &str, line: u32) -> String {
    match message.strip_suffix(":N") {
        Some(head) if line != 0 => format!("{head}:{line}"),
        _ => message.to_string(),
    }
}

/// The side of a caller/callee pair that the compiler under test gets wrong (Bailey
/// and Davidson's diagnosis).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// The caller it builds.
    Caller,
    /// The callee it builds.
    Callee,
    /// Both: it follows another convention on each side.
    Both,
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Side::Caller => "in the caller",
            Side::Callee => "in the callee",
            Side::Both => "in caller and callee",
        })
    }
}

/// How a compiler failed on a program: the typed signature of a crash or a rejection.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum CompileFailure {
    /// An internal compiler error, with its normalized text (`in expand_expr, at expr.c:N`)
    /// and the pass gcc says it happened in (`RTL pass: cprop`; see
    /// [`super::crash_state`]).
    Ice {
        /// The normalized message.
        message: String,
        /// gcc's `during … pass: NAME` line without `during`, or empty.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        pass: String,
        /// The line of gcc's source that the message names (`in tsubst_copy, at
        /// cp/pt.cc:17004`), or 0. One function often asserts in several places, and
        /// several bugs reach one function: the line tells them apart. It is kept
        /// apart from the message, which stays normalized.
        #[serde(default, skip_serializing_if = "is_zero")]
        line: u32,
        /// From the site recorder ([`super::site`]), as offsets in the compiler's
        /// binary: for a message that names no place and no pass (`Segmentation
        /// fault`), where the compiler faulted, its faulting frame and the caller
        /// (`cc1plus+0x468838 cc1plus+0x341c25`); for any other message, the function
        /// that reported it and its two callers (`cc1plus+0x25fbed cc1plus+0x41207a
        /// cc1plus+0x412d97`, see [`super::crash_state`]). Empty when not recorded: a
        /// signal's message with a pass (the pass is the evidence), a compiler that
        /// exports no symbols (static, or a gcc built without plugins), a signature
        /// recorded before stacks were kept, or `CREDUCE_RS_SITES=off`.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        site: String,
    },
    /// A failed assertion inside the compiler, normalized.
    Assertion {
        /// The normalized message.
        message: String,
    },
    /// The compiler was killed by a signal.
    Signal {
        /// The signal number.
        signal: i32,
    },
    /// The compiler's driver reported a crash of one of its programs.
    Crash {
        /// The normalized message.
        message: String,
    },
    /// The compiler ran past its timeout.
    Timeout,
    /// The compiler rejected the program: its normalized error line.
    Error {
        /// The normalized message.
        message: String,
    },
    /// A process of the compiler (its driver's child, when the driver only exits
    /// non-zero without a word, or the compiler itself) was killed by a signal: the
    /// signal and the crash site (see [`super::site`]): the faulting frame and its
    /// caller as offsets in their binaries (`chibicc+0x9464 chibicc+0x95e3`), so two
    /// silent crashes tell apart.
    ChildCrash {
        /// The signal number.
        signal: i32,
        /// The frames, innermost first, `BINARY+0xOFFSET` each.
        site: String,
    },
    /// The compiler rejected the program with a message it prints from several places
    /// ([`super::site::ambiguous`]): the normalized message and the site it was printed
    /// from (the reporting frames and their callers, as offsets in the binary).
    ErrorAt {
        /// The normalized message.
        message: String,
        /// The frames, innermost first, `BINARY+0xOFFSET` each.
        site: String,
    },
    /// A crash the compiler reported with a stack dump (clang, LLVM): its crash state
    /// (see [`super::crash_state`]), and the fatal error it printed, if any.
    StackDump {
        /// `LLVM ERROR: …` or `error in backend: …`, normalized, or empty.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        message: String,
        /// The first frames below the crash handler, innermost first.
        frames: Vec<String>,
        /// The innermost pass it was running, or empty.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        pass: String,
    },
    /// The compiler exited non-zero without an error line.
    Exit {
        /// Its exit code (-1 if it had none).
        code: i32,
        /// Its first line of output, normalized, if it printed anything.
        message: Option<String>,
    },
}

/// The endings of the error a compiler prints when it cannot find a file the program
/// includes: clang's `fatal error: 'x.h' file not found`, gcc's `fatal error: x.h: No
/// such file or directory`.
const MISSING_FILE: &[&str] = &["file not found", "No such file or directory"];

impl CompileFailure {
    /// True for the error of a file the program includes that the compiler cannot find:
    /// a missing file, never a compiler bug.
    pub fn is_missing_file(&self) -> bool {
        match self {
            CompileFailure::Error { message } | CompileFailure::ErrorAt { message, .. } => {
                MISSING_FILE.iter().any(|e| message.trim_end().ends_with(e))
            }
            _ => false,
        }
    }

    /// The line of `stderr` that says which file is missing, as the compiler printed it.
    pub fn missing_file_line(stderr: &[u8]) -> Option<String> {
        String::from_utf8_lossy(stderr)
            .lines()
            .find(|l| l.contains("error:") && MISSING_FILE.iter().any(|e| l.contains(e)))
            .map(|l| l.trim().to_string())
    }

    /// The normalized message, for the kinds that carry one.
    pub fn message(&self) -> Option<&str> {
        match self {
            CompileFailure::Ice { message, .. }
            | CompileFailure::Assertion { message }
            | CompileFailure::Crash { message }
            | CompileFailure::Error { message }
            | CompileFailure::ErrorAt { message, .. }
            | CompileFailure::Exit {
                message: Some(message),
                ..
            } => Some(message),
            CompileFailure::StackDump { message, .. } if !message.is_empty() => Some(message),
            _ => None,
        }
    }
}

impl std::fmt::Display for CompileFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CompileFailure::Ice {
                message,
                pass,
                line,
                site,
            } => {
                write!(f, "ICE: {}", ice_at_line(message, *line))?;
                if !pass.is_empty() {
                    write!(f, " (during {pass})")?;
                }
                if !site.is_empty() {
                    if super::crash_state::is_weak(message) {
                        write!(f, " (faulted at {site})")?;
                    } else {
                        write!(f, " (stack {site})")?;
                    }
                }
                Ok(())
            }
            CompileFailure::StackDump {
                message,
                frames,
                pass,
            } => {
                f.write_str("compiler crash")?;
                if !message.is_empty() {
                    write!(f, ": {message}")?;
                }
                write!(f, " at {}", frames.join(" < "))?;
                if !pass.is_empty() {
                    write!(f, " (in pass '{pass}')")?;
                }
                Ok(())
            }
            CompileFailure::Assertion { message } => write!(f, "assertion: {message}"),
            CompileFailure::Signal { signal } => write!(f, "compiler killed by signal {signal}"),
            CompileFailure::Crash { message } => write!(f, "compiler crash: {message}"),
            CompileFailure::Timeout => write!(f, "compiler timeout"),
            CompileFailure::ChildCrash { signal, site } => {
                write!(f, "a compiler process killed by signal {signal} at {site}")
            }
            CompileFailure::Error { message } => write!(f, "error: {message}"),
            CompileFailure::ErrorAt { message, site } => {
                write!(f, "error: {message} (printed at {site})")
            }
            CompileFailure::Exit {
                code,
                message: Some(m),
            } => write!(f, "exit {code}: {m}"),
            CompileFailure::Exit {
                code,
                message: None,
            } => write!(f, "exit {code} without a message"),
        }
    }
}

/// The signature of a failed compilation, or `None` if the compiler succeeded (or was
/// cancelled).
pub fn compile_failure(out: &Output) -> Option<CompileFailure> {
    match out.exit {
        Exit::Code(0) | Exit::Cancelled => return None,
        Exit::Timeout => return Some(CompileFailure::Timeout),
        _ => {}
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let text = format!("{stderr}\n{stdout}");
    let lines: Vec<&str> = text.lines().collect();
    // 1. Internal compiler errors (with gcc's pass), assertions, stack dumps (clang's
    // crash state).
    for l in &lines {
        if let Some(i) = l.find("internal compiler error") {
            let message = super::crash_state::without_program_names(&normalize(
                l[i + "internal compiler error".len()..].trim_start_matches(':'),
            ));
            let pass = super::crash_state::gcc_pass(&text).unwrap_or_default();
            let line = super::crash_state::gcc_source_line(&l[i..]).unwrap_or(0);
            return Some(CompileFailure::Ice {
                message,
                pass,
                line,
                site: String::new(),
            });
        }
    }
    for l in &lines {
        if l.contains("Assertion") && l.contains("failed") {
            let i = l.find("Assertion").unwrap_or(0);
            let message = normalize(&l[i..]);
            return Some(CompileFailure::Assertion { message });
        }
    }
    if let Some(dump) = super::crash_state::stack_dump(&text).filter(|d| !d.frames.is_empty()) {
        let message = lines
            .iter()
            .find_map(|l| {
                l.find("LLVM ERROR:")
                    .map(|i| &l[i + "LLVM ERROR:".len()..])
                    .or_else(|| {
                        l.find("error in backend:")
                            .map(|i| &l[i + "error in backend:".len()..])
                    })
            })
            .map(normalize)
            .unwrap_or_default();
        return Some(CompileFailure::StackDump {
            message,
            frames: dump.frames,
            pass: dump.pass,
        });
    }
    if let Exit::Signal(signal) = out.exit {
        return Some(CompileFailure::Signal { signal });
    }
    for l in &lines {
        if l.contains("Segmentation fault")
            || l.contains("terminated by signal")
            || l.contains("Killed signal")
        {
            let message = normalize(l);
            return Some(CompileFailure::Crash { message });
        }
    }
    // 2. A caret line with a message (chibicc: `   ^ not a compile-time constant`).
    for l in &lines {
        let t = l.trim_start();
        if let Some(msg) = t.strip_prefix("^ ") {
            let message = normalize(msg);
            return Some(CompileFailure::Error { message });
        }
    }
    // 3. The first `error:` line.
    for l in &lines {
        if let Some(i) = l.find("error:") {
            let message = normalize(&l[i + 6..]);
            return Some(CompileFailure::Error { message });
        }
    }
    let code = match out.exit {
        Exit::Code(c) => c,
        _ => -1,
    };
    let message = lines
        .iter()
        .find(|l| !l.trim().is_empty())
        .map(|l| normalize(l));
    Some(CompileFailure::Exit { code, message })
}

/// How a self-checking program failed its own checks (the `expect` oracle).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum CheckFailure {
    /// It printed a line with the word `NG` (Nagai's convention), kept as printed: it
    /// names the failed check.
    Prints {
        /// The line, trimmed.
        line: String,
    },
    /// It exited with a non-zero code and no `NG` line.
    Exits {
        /// The exit code.
        code: i32,
    },
    /// It aborted (SIGABRT: a failed `assert`).
    Aborts,
    /// It was killed by another signal.
    Crashes {
        /// The signal number.
        signal: i32,
    },
    /// It ran past the run timeout.
    Hangs,
    /// The compiler under test failed on it.
    DoesNotCompile {
        /// How.
        failure: CompileFailure,
    },
}

impl CheckFailure {
    /// True when the failure is a time limit reached: the run hangs, or the compile
    /// times out.
    pub fn is_timeout(&self) -> bool {
        matches!(
            self,
            CheckFailure::Hangs
                | CheckFailure::DoesNotCompile {
                    failure: CompileFailure::Timeout
                }
        )
    }
}

impl std::fmt::Display for CheckFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CheckFailure::Prints { line } => write!(f, "prints {line}"),
            CheckFailure::Exits { code } => write!(f, "exits {code}"),
            CheckFailure::Aborts => write!(f, "aborts (failed assertion)"),
            CheckFailure::Crashes { signal } => write!(f, "crashes with signal {signal}"),
            CheckFailure::Hangs => write!(f, "hangs"),
            CheckFailure::DoesNotCompile { failure } => write!(f, "does not compile: {failure}"),
        }
    }
}

/// One compiler of a vote's minority and how it differs from the majority.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Dissent {
    /// The compiler's name (its spec, or `NAME` from `NAME=SPEC`).
    pub compiler: String,
    /// How its behaviour differs.
    pub difference: Difference,
    /// When it does not compile: how, as the crash oracle tells (the normalized
    /// message, the signal, the exit code), so a reduction keeps this failure, not
    /// any failure to compile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failure: Option<CompileFailure>,
    /// When the program it builds crashes at run time: the signal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signal: Option<i32>,
}

impl Dissent {
    /// True when the dissent is a time limit reached: the build hangs, or the compile
    /// times out.
    pub fn is_timeout(&self) -> bool {
        self.difference == Difference::Hang || self.failure == Some(CompileFailure::Timeout)
    }

    /// How it differs, with the detail kept: `compile failure (error: expected '}')`.
    pub fn what(&self) -> String {
        match (&self.failure, self.signal) {
            (Some(failure), _) => format!("{} ({failure})", self.difference),
            (None, Some(signal)) => format!("{} (signal {signal})", self.difference),
            (None, None) => self.difference.to_string(),
        }
    }
}

impl std::fmt::Display for Dissent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "`{}` {}", self.compiler, self.what())
    }
}

/// A shell line that `exit 1`s unless `file` holds the longest piece of `message` that
/// normalization left as it was.
pub fn grep_message(message: &str, file: &str) -> String {
    let piece = message
        .split(['N', '\''])
        .map(str::trim)
        .max_by_key(|p| p.len())
        .unwrap_or(message);
    format!(
        "grep -qF {} {file} || exit 1",
        crate::toolchain::compiler::shell_quote(piece)
    )
}

/// What an oracle observed on the original program: the bug it keeps. Typed, compared
/// and hashed; triage fingerprints it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "oracle", rename_all = "kebab-case")]
pub enum Signature {
    /// `crash`: the compiler under test fails this way (a crash, or a rejection of a
    /// program the reference accepts).
    Crash {
        /// The compiler under test.
        compiler: String,
        /// How it fails.
        failure: CompileFailure,
    },
    /// `vote`: these compilers are the minority, each differing this way.
    Vote {
        /// The minority, in the order the compilers were given.
        minority: Vec<Dissent>,
    },
    /// `expect`: the build under test fails its checks this way.
    Expect {
        /// The compiler under test.
        compiler: String,
        /// How the program fails.
        failure: CheckFailure,
        /// Two files (a caller and a callee): the side the caller/callee diagnosis
        /// blames, when it names one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        side: Option<Side>,
    },
    /// `script`: the user's script's verdict on the original.
    Script {
        /// Its exit status (0: interesting).
        status: i32,
        /// Its last non-empty line of output, normalized (empty if it printed nothing).
        last_line: String,
    },
}

/// A compiler's name without its flags: the words that start with `-` left out.
fn without_flags(compiler: &str) -> String {
    compiler
        .split_whitespace()
        .filter(|w| !w.starts_with('-'))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A compiler's name without the version at the end of its last word: `clang++-16` and
/// `clang++-14` are `clang++`, `gcc-12.2` is `gcc`; `chibicc` stays.
fn without_version(name: &str) -> String {
    let (head, last) = name.rsplit_once(' ').map_or(("", name), |(h, l)| (h, l));
    let stem = last.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
    let last = match stem.strip_suffix('-') {
        Some(s) if stem.len() < last.len() && !s.is_empty() => s,
        _ => last,
    };
    if head.is_empty() {
        last.to_string()
    } else {
        format!("{head} {last}")
    }
}

impl Signature {
    /// The signature without the caller/callee side an `expect` failure's diagnosis
    /// added: what the oracle itself says.
    pub fn without_side(&self) -> Signature {
        let mut s = self.clone();
        if let Signature::Expect { side, .. } = &mut s {
            *side = None;
        }
        s
    }

    /// Whether the failure is a timeout or a hang: an answer the machine's load may
    /// give, not the program.
    pub fn is_timeout(&self) -> bool {
        match self {
            Signature::Crash { failure, .. } => matches!(failure, CompileFailure::Timeout),
            Signature::Expect { failure, .. } => failure.is_timeout(),
            Signature::Vote { minority } => minority.iter().any(Dissent::is_timeout),
            Signature::Script { .. } => false,
        }
    }

    /// The line of gcc's source that a crash's internal error names (0: none, or not an
    /// internal error).
    pub fn ice_line(&self) -> u32 {
        match self {
            Signature::Crash {
                failure: CompileFailure::Ice { line, .. },
                ..
            } => *line,
            _ => 0,
        }
    }

    /// The signature with its internal error's line cleared.
    pub fn without_ice_line(&self) -> Signature {
        let mut s = self.clone();
        if let Signature::Crash {
            failure: CompileFailure::Ice { line, .. },
            ..
        } = &mut s
        {
            *line = 0;
        }
        s
    }

    /// The stack of an internal error that names its place (its reporting function and
    /// callers, [`super::site`]), or "" (none recorded, another failure, or a signal's
    /// ICE, whose site is its fault).
    fn ice_stack(&self) -> &str {
        match self {
            Signature::Crash {
                failure: CompileFailure::Ice { message, site, .. },
                ..
            } if !super::crash_state::is_weak(message) => site,
            _ => "",
        }
    }

    /// The signature with its internal error's stack cleared ([`Self::ice_stack`]).
    fn without_ice_stack(&self) -> Signature {
        let mut s = self.clone();
        if let Signature::Crash {
            failure: CompileFailure::Ice { message, site, .. },
            ..
        } = &mut s
        {
            if !super::crash_state::is_weak(message) {
                site.clear();
            }
        }
        s
    }

    /// The signature with its internal error's place in gcc cleared: its line and its
    /// stack. Two signatures equal so are one message of one function, maybe another
    /// assertion of it, maybe the same one in another build of gcc (whose lines and
    /// offsets differ).
    pub fn without_ice_place(&self) -> Signature {
        self.without_ice_line().without_ice_stack()
    }

    /// Whether `self` and `other` name one failure: the program's names in an internal
    /// error's text made `'_'` on both sides (one recorded before
    /// [`super::crash_state::NAMED_MESSAGES`] did it), and an internal error's line and
    /// stack each read as unknown where one side has none (a signature recorded before
    /// lines, or stacks, were kept). Two known lines, or two known stacks, that differ
    /// are two assertions, or two ways into one.
    pub fn agrees_with(&self, other: &Signature) -> bool {
        if self == other {
            return true;
        }
        let (mut a, mut b) = (self.without_program_names(), other.without_program_names());
        if a.ice_line() == 0 || b.ice_line() == 0 {
            (a, b) = (a.without_ice_line(), b.without_ice_line());
        }
        if a.ice_stack().is_empty() || b.ice_stack().is_empty() {
            (a, b) = (a.without_ice_stack(), b.without_ice_stack());
        }
        a == b
    }

    /// The signature with the program's names in its internal error's text made `'_'`
    /// ([`super::crash_state::without_program_names`]).
    fn without_program_names(&self) -> Signature {
        let mut s = self.clone();
        if let Signature::Crash {
            failure: CompileFailure::Ice { message, .. },
            ..
        } = &mut s
        {
            *message = super::crash_state::without_program_names(message);
        }
        s
    }

    /// The signature as triage compares failures by it. A self-check's `NG` line that
    /// names a generated check loses the generator's names: `NG t7` (arith's seventh
    /// checked value) becomes `NG _`, and callconv's `NG f0 a4.m0[1] expected 3f` (a
    /// member of the first function's fifth argument) becomes `NG _ arg`, or
    /// `NG _ return` for a return value. (A key with the member path, `a.m[]`, split one
    /// argument-passing bug of the labelled wrong-code campaign into five.) The names say which of a generated program's checks failed, not why,
    /// so two failures of one bug would differ by them and two of different bugs agree.
    /// What is left starts with `NG _` and is not specific, so such failures merge by
    /// their features. The oracle still keeps the whole line.
    ///
    /// A specific crash and any wrong code keep their compiler's name without its flags
    /// (the words that start with `-`; `ccache gcc-12 -O2` is `ccache gcc-12`): a fuzzer
    /// runs each program at several option sets, and one front-end crash at `-O1` and
    /// `-O3` is one bug. What the flags say of a wrong code's bug, its culprit (the
    /// lowest failing level and the `-f` flags that cure it) says better, and triage
    /// compares that. A weak crash keeps them: nothing else tells two apart.
    pub fn clustering_key(&self) -> Signature {
        match self {
            Signature::Crash { compiler, failure } if self.is_specific() => Signature::Crash {
                compiler: without_flags(compiler),
                failure: failure.clone(),
            },
            Signature::Expect {
                compiler,
                failure,
                side,
            } => Signature::Expect {
                compiler: without_flags(compiler),
                failure: match failure {
                    CheckFailure::Prints { line } => CheckFailure::Prints {
                        line: generated_check(line).unwrap_or_else(|| line.clone()),
                    },
                    other => other.clone(),
                },
                side: *side,
            },
            other => other.clone(),
        }
    }

    /// The crash state as every version of the compiler reads it, for a crash with a
    /// stack dump: the compiler's name without its flags and its version (`clang++-16
    /// -O2` is `clang++`), and the frames that have a name (an unnamed frame is an offset
    /// in one build). `None` for any other failure, or for a stack with no named frame.
    /// Two crashes of two versions with the same such state may be one bug that both
    /// versions have; triage asks each one's program under the other's compiler before
    /// it merges them ([`crate::triage::similarity::cluster`]).
    pub fn version_free(&self) -> Option<Signature> {
        let Signature::Crash {
            compiler,
            failure:
                CompileFailure::StackDump {
                    message,
                    frames,
                    pass,
                },
        } = self
        else {
            return None;
        };
        let frames: Vec<String> = frames
            .iter()
            .filter(|f| !super::crash_state::is_unnamed_frame(f))
            .cloned()
            .collect();
        if frames.is_empty() {
            return None;
        }
        Some(Signature::Crash {
            compiler: without_version(&without_flags(compiler)),
            failure: CompileFailure::StackDump {
                message: message.clone(),
                frames,
                pass: pass.clone(),
            },
        })
    }

    /// The compiler's name without its flags (`clang++-16`), when the signature names one.
    pub fn compiler_name(&self) -> Option<String> {
        match self {
            Signature::Crash { compiler, .. } | Signature::Expect { compiler, .. } => {
                Some(without_flags(compiler))
            }
            _ => None,
        }
    }

    /// True when the signature says where in the compiler it failed: a message of the
    /// compiler's own that names a place (an internal error `in F, at FILE`, an
    /// assertion, an error line, a self-check's `NG` line), a crash state (gcc's pass, a
    /// stack dump's frames, a crash site): after normalization, two failures with the
    /// same such evidence are one bug as far as anything outside the compiler can tell.
    /// A message of [`super::crash_state::WEAK_MESSAGES`] alone (gcc's bare
    /// `Segmentation fault`, clang's "frontend command failed"), a signal, an exit code
    /// without a message, a timeout, a vote's "wrong output" or a script's status say
    /// much less.
    pub fn is_specific(&self) -> bool {
        use super::crash_state::is_weak;
        let failure = |f: &CompileFailure| match f {
            CompileFailure::Ice {
                message,
                pass,
                site,
                ..
            } => !is_weak(message) || !pass.is_empty() || !site.is_empty(),
            CompileFailure::Assertion { message }
            | CompileFailure::Crash { message }
            | CompileFailure::Error { message } => !is_weak(message),
            CompileFailure::ErrorAt { message, .. } => !message.trim().is_empty(),
            CompileFailure::Exit { message, .. } => message.as_deref().is_some_and(|m| !is_weak(m)),
            CompileFailure::StackDump { frames, .. } => !frames.is_empty(),
            CompileFailure::ChildCrash { .. } => true,
            CompileFailure::Signal { .. } | CompileFailure::Timeout => false,
        };
        match self {
            Signature::Crash { failure: f, .. } => failure(f),
            Signature::Expect { failure, .. } => match failure {
                CheckFailure::Prints { line } => {
                    !line.trim().is_empty() && line != "NG _" && !line.starts_with("NG _ ")
                }
                CheckFailure::DoesNotCompile { failure: f } => failure_specific(f),
                _ => false,
            },
            // A vote whose every dissent is a compile failure with a message is as
            // specific as the crash oracle's signature.
            Signature::Vote { minority } => {
                !minority.is_empty()
                    && minority
                        .iter()
                        .all(|d| d.failure.as_ref().is_some_and(failure_specific))
            }
            Signature::Script { .. } => false,
        }
    }
}

/// The clustering key of an `NG` line that names a generated check (its second word a
/// generated name: letters then digits, `t7`, `f0`), or `None` for any other line.
fn generated_check(line: &str) -> Option<String> {
    let mut words = line.split_whitespace();
    if words.next() != Some("NG") {
        return None;
    }
    let name = words.next()?;
    let letters = name.trim_end_matches(|c: char| c.is_ascii_digit());
    if letters.is_empty()
        || letters.len() == name.len()
        || !letters.chars().all(|c| c.is_ascii_lowercase())
    {
        return None;
    }
    Some(match words.next() {
        None => "NG _".into(),
        Some(path) if path.starts_with("return") => "NG _ return".into(),
        Some(_) => "NG _ arg".into(),
    })
}

fn failure_specific(f: &CompileFailure) -> bool {
    Signature::Crash {
        compiler: String::new(),
        failure: f.clone(),
    }
    .is_specific()
}

impl std::fmt::Display for Signature {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Signature::Crash { compiler, failure } => write!(f, "`{compiler}`: {failure}"),
            Signature::Vote { minority } => {
                let parts: Vec<String> = minority.iter().map(Dissent::to_string).collect();
                write!(f, "minority: {}", parts.join(", "))
            }
            Signature::Expect {
                compiler,
                failure,
                side: None,
            } => write!(f, "`{compiler}` {failure}"),
            Signature::Expect {
                compiler,
                failure,
                side: Some(side),
            } => write!(f, "`{compiler}` {failure} ({side})"),
            Signature::Script { status, last_line } if last_line.is_empty() => {
                write!(f, "script exits {status}")
            }
            Signature::Script { status, last_line } => {
                write!(f, "script exits {status}: {last_line}")
            }
        }
    }
}

/// How a behaviour differs from the majority's.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Difference {
    /// Does not compile.
    CompileFailure,
    /// Crashes at run time.
    RuntimeCrash,
    /// Hangs.
    Hang,
    /// Prints something else or exits differently.
    WrongOutput,
}

impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Difference::CompileFailure => "compile failure",
            Difference::RuntimeCrash => "runtime crash",
            Difference::Hang => "hang",
            Difference::WrongOutput => "wrong output",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn dump(compiler: &str, frames: &[&str]) -> Signature {
        Signature::Crash {
            compiler: compiler.into(),
            failure: CompileFailure::StackDump {
                message: String::new(),
                frames: frames.iter().map(|f| f.to_string()).collect(),
                pass: String::new(),
            },
        }
    }

    /// Two versions' crash states, as clang 14 and 16 print one bug (from the clang part
    /// of the GCC and Clang campaign): the unnamed frames are offsets in each build.
    #[test]
    fn a_crash_state_without_version_keeps_the_named_frames() {
        let v14 = dump(
            "clang++-14 -fno-crash-diagnostics -std=gnu++20",
            &[
                "libclang-cpp.so.14+0x17fcb92",
                "libclang-cpp.so.14+0x17d7939",
                "clang::Sema::SubstParmVarDecl",
            ],
        );
        let v16 = dump(
            "clang++-16 -fno-crash-diagnostics -std=gnu++20 -Wall",
            &[
                "libclang-cpp.so.16+0x1a54c52",
                "libclang-cpp.so.16+0x1a30870",
                "clang::Sema::SubstParmVarDecl",
            ],
        );
        assert_ne!(v14.clustering_key(), v16.clustering_key());
        assert_eq!(v14.version_free(), v16.version_free());
        assert_eq!(
            v14.version_free(),
            Some(dump("clang++", &["clang::Sema::SubstParmVarDecl"]))
        );
        assert_eq!(v14.compiler_name().as_deref(), Some("clang++-14"));
        // Another named frame, or C against C++: another state.
        let other = dump(
            "clang++-16",
            &["clang::Sema::SubstType", "libclang-cpp.so.16+0x1"],
        );
        assert_ne!(v14.version_free(), other.version_free());
        let c = dump("clang-16", &["clang::Sema::SubstParmVarDecl"]);
        assert_ne!(v14.version_free(), c.version_free());
        // No named frame: nothing to compare across versions.
        assert_eq!(dump("clang-16", &["clang+0x15783"]).version_free(), None);
        // Not a stack dump.
        let ice = Signature::Crash {
            compiler: "gcc-12".into(),
            failure: CompileFailure::Assertion {
                message: "x".into(),
            },
        };
        assert_eq!(ice.version_free(), None);
    }

    #[test]
    fn a_compiler_s_version_is_the_end_of_its_last_word() {
        assert_eq!(without_version("clang++-16"), "clang++");
        assert_eq!(without_version("ccache gcc-12.2"), "ccache gcc");
        assert_eq!(without_version("chibicc"), "chibicc");
        assert_eq!(without_version("cc1plus"), "cc1plus");
        assert_eq!(without_version("-12"), "-12");
    }

    fn out(code: i32, stderr: &str) -> Output {
        Output {
            exit: Exit::Code(code),
            stdout: Vec::new(),
            stdout_hash: None,
            stderr: stderr.as_bytes().to_vec(),
            elapsed: Duration::ZERO,
        }
    }

    #[test]
    fn normalizes_locations_numbers_and_names() {
        assert_eq!(
            normalize("prog.c:12:5: error: 'x_12' undeclared"),
            "error: '_' undeclared"
        );
        assert_eq!(
            normalize("in expand_expr, at expr.c:1234"),
            "in expand_expr, at expr.c:N"
        );
        // Digits that end a name stay: two functions, two bugs.
        assert_eq!(
            normalize("prog.cc:7:11: internal compiler error: in lookup_template_class_1, at cp/pt.cc:10126"),
            "internal compiler error: in lookup_template_class_1, at cp/pt.cc:N"
        );
        assert_eq!(
            normalize("at 0x7f12ab: x86_64 cc1plus"),
            "at N: x86_64 cc1plus"
        );
    }

    #[test]
    fn a_missing_include_is_told_apart_from_other_errors() {
        let clang = "prog.cc:5:10: fatal error: 'spaceship-eq11.C' file not found\n#include \"spaceship-eq11.C\"\n         ^~~~~~~~~~~~~~~~~~\n1 error generated.\n";
        let gcc = "prog.c:1:10: fatal error: tree-vect.h: No such file or directory\n    1 | #include \"tree-vect.h\"\n      |          ^~~~~~~~~~~~~\ncompilation terminated.\n";
        for (stderr, line) in [
            (
                clang,
                "prog.cc:5:10: fatal error: 'spaceship-eq11.C' file not found",
            ),
            (
                gcc,
                "prog.c:1:10: fatal error: tree-vect.h: No such file or directory",
            ),
        ] {
            let f = compile_failure(&out(1, stderr)).unwrap();
            assert!(f.is_missing_file(), "{f:?}");
            assert_eq!(
                CompileFailure::missing_file_line(stderr.as_bytes()).as_deref(),
                Some(line)
            );
        }
        // Another error, or an ICE that mentions a file, is not a missing include.
        for stderr in [
            "prog.c:3:1: error: expected ';' before '}' token\n",
            "prog.c:3:1: internal compiler error: in f, at file not found.cc:12\n",
        ] {
            let f = compile_failure(&out(1, stderr)).unwrap();
            assert!(!f.is_missing_file(), "{f:?}");
        }
    }

    #[test]
    fn a_site_makes_a_failure_specific() {
        assert!(crash_is_specific(&CompileFailure::ChildCrash {
            signal: 11,
            site: "chibicc+0x9464 chibicc+0x95e3".into()
        }));
        let at = CompileFailure::ErrorAt {
            message: "expected '_'".into(),
            site: "tcc+0x5168 tcc+0x55a0 tcc+0xbd27 tcc+0xc71d".into(),
        };
        assert!(crash_is_specific(&at));
        assert_eq!(at.message(), Some("expected '_'"));
        assert!(at.to_string().contains("printed at tcc+0x5168"), "{at}");
    }

    fn crash_is_specific(f: &CompileFailure) -> bool {
        Signature::Crash {
            compiler: "c".into(),
            failure: f.clone(),
        }
        .is_specific()
    }

    #[test]
    fn a_specific_crash_clusters_by_its_compiler_program_not_its_flags() {
        let at = |compiler: &str, message: &str| Signature::Crash {
            compiler: compiler.into(),
            failure: CompileFailure::Ice {
                message: message.into(),
                pass: String::new(),
                line: 7469,
                site: String::new(),
            },
        };
        let place = "in cxx_eval_constant_expression, at cp/constexpr.cc";
        let o1 = at("g++-12 -O1 -std=gnu++20", place);
        assert_eq!(
            o1.clustering_key(),
            at("g++-12 -O3 -g", place).clustering_key()
        );
        assert_eq!(o1.clustering_key(), at("g++-12", place));
        assert_ne!(
            o1.clustering_key(),
            at("g++-13 -O1", place).clustering_key()
        );
        // A weak crash keeps its flags: nothing else tells two such crashes apart.
        let weak = at("g++-12 -O1", "Segmentation fault");
        assert_eq!(weak.clustering_key(), weak);
        // Wrong code loses them too: its culprit says what they would.
        let aborts = |compiler: &str| Signature::Expect {
            compiler: compiler.into(),
            failure: CheckFailure::Aborts,
            side: None,
        };
        assert_eq!(
            aborts("gcc-12 -O3 -fno-tree-fre").clustering_key(),
            aborts("gcc-12")
        );
        assert_ne!(aborts("gcc-12 -O3").clustering_key(), aborts("gcc-13"));
    }

    #[test]
    fn only_compiler_messages_are_specific() {
        let crash = |failure| Signature::Crash {
            compiler: "cc".into(),
            failure,
        };
        assert!(crash(CompileFailure::Ice {
            message: "in f, at g.c:N".into(),
            pass: String::new(),
            line: 0,
            site: String::new(),
        })
        .is_specific());
        assert!(crash(CompileFailure::Error {
            message: "expected '_'".into()
        })
        .is_specific());
        assert!(!crash(CompileFailure::Signal { signal: 11 }).is_specific());
        assert!(!crash(CompileFailure::Exit {
            code: 1,
            message: None
        })
        .is_specific());
        assert!(!Signature::Vote { minority: vec![] }.is_specific());
        // An NG line that only names the check loses the name for clustering.
        let ng = |line: &str| Signature::Expect {
            compiler: "pcc".into(),
            failure: CheckFailure::Prints { line: line.into() },
            side: None,
        };
        assert!(ng("NG t7").is_specific());
        assert_eq!(ng("NG t7").clustering_key(), ng("NG t3").clustering_key());
        assert!(!ng("NG t7").clustering_key().is_specific());
        let detailed = ng("NG sum of f2 expected 5 got 7");
        assert_eq!(detailed.clustering_key(), detailed);
        assert!(detailed.clustering_key().is_specific());
        // callconv's lines keep whether an argument or a return value was wrong.
        let member = ng("NG f0 a4.m0[1] expected 3f");
        assert_eq!(member.clustering_key(), ng("NG _ arg"));
        assert_eq!(
            member.clustering_key(),
            ng("NG f2 a1 pointer").clustering_key()
        );
        assert_eq!(
            ng("NG f1 return.m2 expected 5 got N").clustering_key(),
            ng("NG _ return")
        );
        assert!(!member.clustering_key().is_specific());
        assert!(member.is_specific());
        let dissent = |failure: Option<CompileFailure>| Dissent {
            compiler: "chibicc".into(),
            difference: if failure.is_some() {
                Difference::CompileFailure
            } else {
                Difference::WrongOutput
            },
            failure,
            signal: None,
        };
        let rejects = dissent(Some(CompileFailure::Error {
            message: "not a compile-time constant".into(),
        }));
        assert!(Signature::Vote {
            minority: vec![rejects.clone()]
        }
        .is_specific());
        assert!(!Signature::Vote {
            minority: vec![rejects, dissent(None)]
        }
        .is_specific());
        assert!(!Signature::Script {
            status: 0,
            last_line: "x".into()
        }
        .is_specific());
    }

    /// A failure that is a time limit keeps the cheap step first in the expect and
    /// vote oracles' plans: a looping candidate must not wait out two limits.
    #[test]
    fn timeouts_are_told_from_other_failures() {
        assert!(CheckFailure::Hangs.is_timeout());
        assert!(CheckFailure::DoesNotCompile {
            failure: CompileFailure::Timeout
        }
        .is_timeout());
        assert!(!CheckFailure::Prints { line: "NG".into() }.is_timeout());
        assert!(!CheckFailure::Crashes { signal: 11 }.is_timeout());
        let dissent = |difference, failure| Dissent {
            compiler: "chibicc".into(),
            difference,
            failure,
            signal: None,
        };
        assert!(!dissent(Difference::WrongOutput, None).is_timeout());
        assert!(!dissent(Difference::RuntimeCrash, None).is_timeout());
        assert!(dissent(Difference::Hang, None).is_timeout());
        assert!(dissent(Difference::CompileFailure, Some(CompileFailure::Timeout)).is_timeout());
    }

    #[test]
    fn signatures_round_trip_through_json() {
        let sig = Signature::Vote {
            minority: vec![Dissent {
                compiler: "chibicc".into(),
                difference: Difference::WrongOutput,
                failure: None,
                signal: None,
            }],
        };
        let json = serde_json::to_string(&sig).unwrap();
        assert_eq!(
            json,
            r#"{"oracle":"vote","minority":[{"compiler":"chibicc","difference":"wrong-output"}]}"#
        );
        assert_eq!(serde_json::from_str::<Signature>(&json).unwrap(), sig);
        let crash = Signature::Crash {
            compiler: "chibicc".into(),
            failure: CompileFailure::Exit {
                code: 1,
                message: None,
            },
        };
        let back: Signature =
            serde_json::from_str(&serde_json::to_string(&crash).unwrap()).unwrap();
        assert_eq!(back, crash);
    }

    #[test]
    fn signatures() {
        let text = |o: &Output| compile_failure(o).map(|f| f.to_string());
        assert_eq!(compile_failure(&out(0, "warning: x")), None);
        assert_eq!(
            compile_failure(&out(1, "a.c: In function 'f':\na.c:3:1: internal compiler error: in expand_expr, at expr.c:1234\n")),
            Some(CompileFailure::Ice { message: "in expand_expr, at expr.c:N".into(), pass: String::new(), line: 1234, site: String::new() })
        );
        // One function, two assertions: two bugs, shown with the line gcc printed.
        let ice = |line: u32| {
            compile_failure(&out(
                1,
                &format!(
                    "p.cc:9:33: internal compiler error: in tsubst_copy, at cp/pt.cc:{line}\n"
                ),
            ))
        };
        assert_ne!(ice(17004), ice(17231));
        assert_eq!(ice(17004), ice(17004));
        let crash = |f: Option<CompileFailure>| Signature::Crash {
            compiler: "g++".into(),
            failure: f.unwrap(),
        };
        let old = crash(ice(17004)).without_ice_line();
        assert_eq!(old.ice_line(), 0);
        assert!(crash(ice(17004)).agrees_with(&old) && old.agrees_with(&crash(ice(17231))));
        assert!(!crash(ice(17004)).agrees_with(&crash(ice(17231))));
        // Two ways into one assertion: two failures; a stack recorded by neither side's
        // build, or before stacks were kept, is unknown. A signal's fault is not a stack.
        let with_site = |f: Option<CompileFailure>, s: &str| {
            let mut f = f.unwrap();
            if let CompileFailure::Ice { site, .. } = &mut f {
                *site = s.into();
            }
            crash(Some(f))
        };
        let (a, b) = (
            with_site(ice(17004), "cc1plus+0x1 cc1plus+0x2 cc1plus+0x3"),
            with_site(ice(17004), "cc1plus+0x1 cc1plus+0x4 cc1plus+0x5"),
        );
        assert!(!a.agrees_with(&b));
        assert!(a.agrees_with(&crash(ice(17004))) && crash(ice(17004)).agrees_with(&b));
        assert!(!a.agrees_with(&crash(ice(17231))));
        assert_eq!(
            a.without_ice_place(),
            with_site(ice(17231), "x").without_ice_place()
        );
        let segv = |fault: &str| {
            with_site(
                compile_failure(&out(
                    1,
                    "p.cc:1:1: internal compiler error: Segmentation fault\n",
                )),
                fault,
            )
        };
        assert!(!segv("cc1plus+0x1 cc1plus+0x2").agrees_with(&segv("")));
        // A signature recorded with the program's names agrees with one made without.
        let named = |text: &str| {
            crash(compile_failure(&out(
                1,
                &format!("a.c:1:5: internal compiler error: {text}\n"),
            )))
        };
        let mut recorded = named("x");
        if let Signature::Crash {
            failure: CompileFailure::Ice { message, .. },
            ..
        } = &mut recorded
        {
            *message = "a from func referenced in main".into();
        }
        let now = named("m from g1 referenced in main");
        assert_ne!(recorded, now);
        assert!(recorded.agrees_with(&now) && now.agrees_with(&recorded));
        assert!(!named("in f, at a.c:3").agrees_with(&now));
        assert_eq!(
            ice(17231).map(|f| f.to_string()).as_deref(),
            Some("ICE: in tsubst_copy, at cp/pt.cc:17231")
        );
        assert_eq!(
            text(&out(
                1,
                "b.c:5: static int *g = &t[1][2];\n        ^ not a compile-time constant\n"
            )),
            Some("error: not a compile-time constant".into())
        );
        assert_eq!(
            compile_failure(&out(
                1,
                "b.c:9: int *p = &q[3][4];\n   ^ not a compile-time constant\n"
            )),
            compile_failure(&out(
                1,
                "b.c:5: static int *g = &t[1][2];\n        ^ not a compile-time constant\n"
            ))
        );
        assert_eq!(text(&out(1, "")), Some("exit 1 without a message".into()));
        let mut s = out(0, "");
        s.exit = Exit::Signal(11);
        assert_eq!(
            compile_failure(&s),
            Some(CompileFailure::Signal { signal: 11 })
        );
    }
}
