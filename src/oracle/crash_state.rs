//! Where in the compiler a crash happened, as the compiler itself says it: the *crash
//! state* that tells two crashes with one message apart.
//!
//! - **gcc** prints the pass an internal error happened in on the line before it
//!   (`during RTL pass: cprop`, `during GIMPLE pass: vrp`, `during IPA pass: inline`).
//!   Debian's gcc prints no useful backtrace, so for an ICE whose message names no
//!   place (`Segmentation fault`), the pass is the evidence. For one that does (`in
//!   tsubst_copy, at cp/pt.cc:17004`), the line of gcc's source is kept beside the
//!   normalized message: one function asserts in several places, and the same function
//!   is reached by several bugs.
//! - **clang** (a release build, with `llvm-symbolizer` on PATH) prints a stack dump: its
//!   `Running pass '…' on function '@f'` line, then the frames, innermost first, the
//!   crash handler's own frames on top. The crash state is the first [`FRAMES`] frames
//!   below the handler (ClusterFuzz's crash state is the top three frames): a function
//!   name without its parameters, or `library+0xOFFSET` for a frame without a name.
//!
//! - **gcc's callers.** One assertion is often reached by several bugs: on the real GCC
//!   campaign, `in unify, at cp/pt.cc:24832` by the fixes of PR 108104 and PR 110809,
//!   which differ in the asserting function's callers. gcc exports its functions'
//!   symbols (for plugins), so the site recorder ([`super::site`]) finds the function
//!   that reported the error, the first frame outside the [`REPORTERS`]; that frame and
//!   its two callers, as offsets in gcc's binary, are the rest of the crash state
//!   (ClusterFuzz's top three frames).
//!
//! Which messages say nothing of where a compiler failed ([`WEAK_MESSAGES`]) is data,
//! per compiler family: such a message alone never makes a signature specific. So is
//! which functions only report an internal error ([`REPORTERS`]).

/// Frames kept of a stack dump.
pub const FRAMES: usize = 3;

/// Messages that name no place in the compiler, by the family that prints them: a
/// signature whose only evidence is one of these (after normalization, as a prefix) is
/// not specific. A gcc ICE with one of them and its `during … pass` line is.
pub const WEAK_MESSAGES: &[(&str, &str)] = &[
    // gcc: an ICE by a signal, printed as `internal compiler error: MESSAGE`.
    ("gcc", "Segmentation fault"),
    ("gcc", "Aborted"),
    ("gcc", "Bus error"),
    ("gcc", "Illegal instruction"),
    ("gcc", "Floating point exception"),
    ("gcc", "Killed signal terminated program"),
    ("gcc", "killed by signal"),
    // gcc: an ICE while it printed a diagnostic; the first failure is not shown.
    ("gcc", "error reporting routines re-entered"),
    // clang: the driver's words about its front end, which a crash of any kind prints.
    ("clang", "clang frontend command failed"),
    ("clang", "unable to execute command"),
    ("clang", "linker command failed"),
    // Any driver: a crash of one of its programs, without a word of where.
    ("any", "Segmentation fault"),
    ("any", "terminated by signal"),
    ("any", "Killed signal"),
];

/// Functions through which a compiler reports its internal errors, by the family that
/// has them, as words of their (mangled) dynamic symbols: the frame outside the
/// outermost of them is the function that found the error. gcc's `gcc_assert` and
/// `gcc_unreachable` call `fancy_abort`, which calls `internal_error`; other internal
/// errors call `internal_error` directly.
pub const REPORTERS: &[(&str, &str)] = &[("gcc", "fancy_abort"), ("gcc", "internal_error")];

/// The [`REPORTERS`] of `family` (`"gcc"`) as the site recorder reads them: words,
/// space-separated; empty for a family with none.
pub fn reporter_words(family: &str) -> &'static str {
    static WORDS: std::sync::OnceLock<Vec<(&str, String)>> = std::sync::OnceLock::new();
    let words = WORDS.get_or_init(|| {
        let mut by_family: Vec<(&str, String)> = Vec::new();
        for (f, name) in REPORTERS {
            match by_family.iter_mut().find(|(g, _)| g == f) {
                Some((_, w)) => {
                    w.push(' ');
                    w.push_str(name);
                }
                None => by_family.push((f, name.to_string())),
            }
        }
        by_family
    });
    words
        .iter()
        .find(|(f, _)| *f == family)
        .map_or("", |(_, w)| w.as_str())
}

/// Messages that hold the program's own names unquoted, by the family that prints them,
/// as the compiler's source writes them (`%s`: a name). Normalization makes a quoted
/// name `'_'`; these names are not quoted, so without this table two failures of one
/// bug whose programs name their variables differently have two signatures, and a
/// reduction cannot rename them. Only gcc's rows are read: they are the text of its
/// `internal compiler error:` line.
pub const NAMED_MESSAGES: &[(&str, &str)] = &[
    // gcc/tree-nested.cc, convert_nonlocal_reference_op: a variable of a function used
    // in a nested function that is not inside it (`a from func referenced in main`).
    ("gcc", "%s from %s referenced in %s"),
];

/// `message` (normalized) with the names of a [`NAMED_MESSAGES`] template made `'_'`,
/// as normalization spells a quoted name; `message` as it is when no template matches
/// it whole, each `%s` one word.
pub fn without_program_names(message: &str) -> String {
    let m = message.trim();
    gcc_templates()
        .find_map(|template| fill(template, m))
        .unwrap_or_else(|| message.to_string())
}

/// An extended regular expression that matches gcc's ICE line of a message
/// [`without_program_names`] made (`internal compiler error: [^ ]+ from [^ ]+
/// referenced in [^ ]+$`), for a script that sees the compiler's own words; `None` for
/// any other message.
pub fn named_message_pattern(message: &str) -> Option<String> {
    let template = gcc_templates().find(|t| fill(t, message).as_deref() == Some(message))?;
    let pieces: Vec<String> = template.split("%s").map(escape_ere).collect();
    Some(format!(
        "internal compiler error: {}$",
        pieces.join("[^ ]+")
    ))
}

fn gcc_templates() -> impl Iterator<Item = &'static str> {
    NAMED_MESSAGES
        .iter()
        .filter(|(family, _)| *family == "gcc")
        .map(|(_, template)| *template)
}

/// `text` with the characters an extended regular expression reads as operators escaped.
fn escape_ere(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if ".[]()*+?{}|^$\\".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// `template` filled from `message`: `Some` with each `%s` made `'_'` when the
/// message is the template with one word (no space) for each `%s`.
fn fill(template: &str, message: &str) -> Option<String> {
    let pieces: Vec<&str> = template.split("%s").collect();
    let mut rest = message.strip_prefix(pieces[0])?;
    let mut out = pieces[0].to_string();
    for piece in &pieces[1..] {
        let word_end = if piece.is_empty() {
            rest.len()
        } else {
            rest.find(piece)?
        };
        let word = &rest[..word_end];
        if word.is_empty() || word.contains(char::is_whitespace) {
            return None;
        }
        out.push_str("'_'");
        out.push_str(piece);
        rest = &rest[word_end + piece.len()..];
    }
    rest.is_empty().then_some(out)
}

/// True when `message` (normalized) is one of [`WEAK_MESSAGES`], whatever leads it
/// (`gcc: internal compiler error: Segmentation fault signal terminated program cc1`
/// is as weak as `Segmentation fault`).
pub fn is_weak(message: &str) -> bool {
    let m = message.trim();
    m.is_empty()
        || WEAK_MESSAGES.iter().any(|(_, w)| {
            m.starts_with(w)
                || m.match_indices(": ")
                    .any(|(i, _)| m[i + 2..].starts_with(w))
        })
}

/// gcc's pass line, `during RTL pass: cprop`: the words after `during ` (`RTL pass:
/// cprop`), or `None`.
pub fn gcc_pass(text: &str) -> Option<String> {
    text.lines().find_map(|l| {
        let rest = l.trim().strip_prefix("during ")?;
        let (kind, name) = rest.split_once(" pass: ")?;
        (!name.trim().is_empty() && kind.split_whitespace().count() == 1)
            .then(|| format!("{kind} pass: {}", name.trim()))
    })
}

/// The line of gcc's source an internal error names: 17004 of `internal compiler
/// error: in tsubst_copy, at cp/pt.cc:17004`, or `None` (`Segmentation fault`).
pub fn gcc_source_line(message: &str) -> Option<u32> {
    let at = message.rfind(", at ")?;
    let (_, digits) = message[at..].trim_end().rsplit_once(':')?;
    digits.parse().ok().filter(|&n| n != 0)
}

/// What a clang (LLVM) stack dump says: its frames below the crash handler and the
/// innermost pass it was running.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StackDump {
    /// Up to [`FRAMES`] frames, innermost first.
    pub frames: Vec<String>,
    /// The innermost `Running pass '…'` (without the function it ran on), or empty.
    pub pass: String,
}

/// True for a frame of a crash state that has no name, `library+0xOFFSET`: an offset in
/// one build of the compiler, which another version does not share.
pub fn is_unnamed_frame(frame: &str) -> bool {
    frame.is_empty()
        || frame.rsplit_once("+0x").is_some_and(|(binary, offset)| {
            !binary.is_empty()
                && !binary.contains("::")
                && !offset.is_empty()
                && offset.bytes().all(|b| b.is_ascii_hexdigit())
        })
}

/// The stack dump in `text`, if it holds one (`Stack dump:` and numbered frames).
pub fn stack_dump(text: &str) -> Option<StackDump> {
    if !text.contains("Stack dump:") {
        return None;
    }
    let frames: Vec<Frame> = text.lines().filter_map(frame).collect();
    if frames.is_empty() {
        return None;
    }
    let start = below_handler(&frames);
    let kept = frames[start..]
        .iter()
        .filter(|f| !is_abort(f))
        .take(FRAMES)
        .map(Frame::key)
        .collect();
    let pass = text
        .lines()
        .rev()
        .find_map(running_pass)
        .unwrap_or_default();
    Some(StackDump { frames: kept, pass })
}

/// One frame of a stack dump: ` #9 0x00007f… NAME(ARGS) (/path/lib.so+0xda6d21)`.
#[derive(Debug)]
struct Frame {
    /// The function, without its parameters; empty when the frame has no name.
    name: String,
    /// The binary's file name.
    binary: String,
    /// `+0x…` within the binary.
    offset: String,
}

impl Frame {
    fn key(&self) -> String {
        if self.name.is_empty() {
            format!("{}{}", self.binary, self.offset)
        } else {
            self.name.clone()
        }
    }
}

fn frame(line: &str) -> Option<Frame> {
    let t = line.trim_start().strip_prefix('#')?;
    let (num, rest) = t.split_once(' ')?;
    if num.is_empty() || !num.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let rest = rest.trim_start().strip_prefix("0x")?;
    let rest = rest
        .trim_start_matches(|c: char| c.is_ascii_hexdigit())
        .trim();
    // The binary: the last `(…+0x…)`, when there is one.
    let (body, binary, offset) = match rest
        .rfind(" (")
        .or_else(|| rest.starts_with('(').then_some(0))
    {
        Some(i) if rest.ends_with(')') && rest[i..].contains("+0x") => {
            let inner = rest[i..]
                .trim()
                .trim_start_matches('(')
                .trim_end_matches(')');
            let (path, off) = inner.rsplit_once('+')?;
            let file = path.rsplit('/').next().unwrap_or(path);
            (rest[..i].trim(), file.to_string(), format!("+{off}"))
        }
        _ => (rest, String::new(), String::new()),
    };
    Some(Frame {
        name: function_name(body),
        binary,
        offset,
    })
}

/// `clang::Expr::EvaluateAsConstantExpr(clang::Expr::EvalResult&, …) const` →
/// `clang::Expr::EvaluateAsConstantExpr`; `(anonymous namespace)::F::operator()(int)`
/// keeps its `operator()`; a symbolizer's ` ./path/file.c:74:3` tail goes.
fn function_name(body: &str) -> String {
    let body = body.trim();
    if body.is_empty() || body.starts_with('(') && !body.starts_with("(anonymous") {
        return String::new();
    }
    let mut depth = 0i32;
    let bytes = body.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'<' => depth += 1,
            b'>' => depth -= 1,
            b'(' if depth <= 0 => {
                if body[..i].ends_with("operator") {
                    // `operator()`: the call operator's own parentheses.
                    i += 2;
                    continue;
                }
                if body[i..].starts_with("(anonymous namespace)") {
                    i += "(anonymous namespace)".len();
                    continue;
                }
                return body[..i].trim().to_string();
            }
            b' ' if depth <= 0 => return body[..i].trim().to_string(),
            _ => {}
        }
        i += 1;
    }
    body.to_string()
}

/// Where the frames below the crash handler start: after the signal trampoline (the
/// first frame in libc among the top frames), else after the handler's named frames.
fn below_handler(frames: &[Frame]) -> usize {
    let top = frames.len().min(10);
    if let Some(i) = frames[..top].iter().position(in_libc) {
        return i + 1;
    }
    frames
        .iter()
        .position(|f| !is_handler(f))
        .unwrap_or(frames.len())
}

fn in_libc(f: &Frame) -> bool {
    f.binary.starts_with("libc.so") || f.binary.starts_with("libpthread")
}

fn is_handler(f: &Frame) -> bool {
    f.name.starts_with("llvm::sys::")
        || f.name.contains("SignalHandler")
        || f.name.contains("CrashRecoveryContext")
}

/// A frame of the way down to a deliberate stop (`abort`, `llvm_unreachable`, a
/// fatal error), not of the bug.
fn is_abort(f: &Frame) -> bool {
    in_libc(f)
        || is_handler(f)
        || ["__pthread_kill", "pthread_kill", "__GI_", "gsignal"]
            .iter()
            .any(|p| f.name.starts_with(p))
        || [
            "abort",
            "raise",
            "__assert_fail",
            "llvm::llvm_unreachable_internal",
            "llvm::report_fatal_error",
            "llvm::report_bad_alloc_error",
        ]
        .contains(&f.name.as_str())
}

/// `4.\tRunning pass 'X86 DAG->DAG Instruction Selection' on function '@f'` → the pass.
fn running_pass(line: &str) -> Option<String> {
    let rest = &line[line.find("Running pass ")? + "Running pass ".len()..];
    let quote = rest.chars().next()?;
    if quote != '\'' && quote != '"' {
        return None;
    }
    let inner = &rest[1..];
    let end = inner.find(quote)?;
    Some(inner[..end].to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unnamed_frame_is_an_offset_in_a_binary() {
        assert!(is_unnamed_frame("libclang-cpp.so.14+0xd29302"));
        assert!(is_unnamed_frame("clang+0x15783"));
        assert!(!is_unnamed_frame("clang::Sema::SubstType"));
        assert!(!is_unnamed_frame("(anonymous namespace)::F::operator()"));
        assert!(!is_unnamed_frame("+0x12"));
        assert!(!is_unnamed_frame("lib.so+0xzz"));
        // A frame with neither a name nor a binary.
        assert!(is_unnamed_frame(""));
    }

    /// clang++-15 on llvm/llvm-project#53244 (corpus/campaigns/cpp-bugs/clang-gh53244),
    /// as printed here with llvm-symbolizer on PATH (frames past #12 cut).
    const CLANG15: &str = "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace, preprocessed source, and associated run script.
Stack dump:
0.\tProgram arguments: clang++-15 -std=c++20 -c prog.cc -o x.o
1.\t<eof> parser at end of file
2.\tprog.cc:7:12: parsing function body 'main'
 #0 0x00007fd24035c1b1 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-15/bin/../lib/libLLVM-15.so.1+0xf5c1b1)
 #1 0x00007fd240359ece llvm::sys::RunSignalHandlers() (/usr/lib/llvm-15/bin/../lib/libLLVM-15.so.1+0xf59ece)
 #2 0x00007fd24035b571 llvm::sys::CleanupOnSignal(unsigned long) (/usr/lib/llvm-15/bin/../lib/libLLVM-15.so.1+0xf5b571)
 #3 0x00007fd240279b4f (/usr/lib/llvm-15/bin/../lib/libLLVM-15.so.1+0xe79b4f)
 #4 0x00007fd23f25a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)
 #5 0x00007fd24740f87f (/usr/lib/llvm-15/bin/../lib/libclang-cpp.so.15+0xe0f87f)
 #6 0x00007fd247411be6 (/usr/lib/llvm-15/bin/../lib/libclang-cpp.so.15+0xe11be6)
 #7 0x00007fd2473ab481 (/usr/lib/llvm-15/bin/../lib/libclang-cpp.so.15+0xdab481)
 #8 0x00007fd2473a7024 (/usr/lib/llvm-15/bin/../lib/libclang-cpp.so.15+0xda7024)
 #9 0x00007fd2473a6d21 clang::Expr::EvaluateAsConstantExpr(clang::Expr::EvalResult&, clang::ASTContext const&, clang::Expr::ConstantExprKind) const (/usr/lib/llvm-15/bin/../lib/libclang-cpp.so.15+0xda6d21)
#10 0x00007fd247abf57f clang::Sema::PopExpressionEvaluationContext() (/usr/lib/llvm-15/bin/../lib/libclang-cpp.so.15+0x14bf57f)
#11 0x00007fd247971f03 clang::Sema::ActOnFinishFunctionBody(clang::Decl*, clang::Stmt*, bool) (/usr/lib/llvm-15/bin/../lib/libclang-cpp.so.15+0x1371f03)
#12 0x00007fd247168ea5 clang::Parser::ParseFunctionStatementBody(clang::Decl*, clang::Parser::ParseScope&) (/usr/lib/llvm-15/bin/../lib/libclang-cpp.so.15+0xb68ea5)
#33 0x00007fd23f24524a __libc_start_call_main ./csu/../sysdeps/nptl/libc_start_call_main.h:74:3
clang: error: clang frontend command failed with exit code 139 (use -v to see invocation)
Debian clang version 15.0.6
";

    #[test]
    fn a_gcc_message_with_the_program_s_names_is_kept_without_them() {
        let a = without_program_names("a from func referenced in main");
        assert_eq!(a, "'_' from '_' referenced in '_'");
        assert_eq!(without_program_names("m from g1 referenced in main"), a);
        // Names that are the template's own words.
        assert_eq!(without_program_names("from from in referenced in in"), a);
        assert_eq!(
            named_message_pattern(&a).as_deref(),
            Some("internal compiler error: [^ ]+ from [^ ]+ referenced in [^ ]+$")
        );
        assert_eq!(named_message_pattern("in tsubst_copy, at cp/pt.cc:N"), None);
        assert_eq!(escape_ere("a.b(c)"), "a\\.b\\(c\\)");
        // Left as they are: a message of another form, and one whose names are phrases.
        for m in [
            "in tsubst_copy, at cp/pt.cc:N",
            "Segmentation fault",
            "a b from func referenced in main",
            "from func referenced in main",
            "a from func referenced in main now",
        ] {
            assert_eq!(without_program_names(m), m);
        }
    }

    #[test]
    fn a_clang_stack_dump_keeps_the_frames_below_the_handler() {
        let d = stack_dump(CLANG15).unwrap();
        assert_eq!(
            d.frames,
            [
                "libclang-cpp.so.15+0xe0f87f",
                "libclang-cpp.so.15+0xe11be6",
                "libclang-cpp.so.15+0xdab481"
            ]
        );
        assert_eq!(d.pass, "");
        let named = CLANG15.replace(
            " #5 0x00007fd24740f87f (/usr/lib/llvm-15/bin/../lib/libclang-cpp.so.15+0xe0f87f)",
            " #5 0x00007fd24740f87f (anonymous namespace)::ExprEvaluatorBase<(anonymous namespace)::IntExprEvaluator>::VisitCallExpr(clang::CallExpr const*) (/usr/lib/llvm-15/bin/../lib/libclang-cpp.so.15+0xe0f87f)",
        );
        assert_eq!(
            stack_dump(&named).unwrap().frames[0],
            "(anonymous namespace)::ExprEvaluatorBase<(anonymous namespace)::IntExprEvaluator>::VisitCallExpr"
        );
    }

    #[test]
    fn a_backend_crash_names_its_pass_and_an_abort_is_skipped() {
        let text = "Stack dump:
0.\tProgram arguments: clang -O2 -c a.c
1.\t<eof> parser at end of file
2.\tCode generation
3.\tRunning pass 'Function Pass Manager' on module 'a.c'.
4.\tRunning pass 'X86 DAG->DAG Instruction Selection' on function '@f'
 #0 0x0000 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-16/lib/libLLVM-16.so.1+0xf5c1b1)
 #1 0x0000 llvm::sys::RunSignalHandlers() (/usr/lib/llvm-16/lib/libLLVM-16.so.1+0xf59ece)
 #2 0x0000 (/usr/lib/llvm-16/lib/libLLVM-16.so.1+0xf5b571)
 #3 0x0000 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)
 #4 0x0000 __pthread_kill_implementation ./nptl/pthread_kill.c:44:76
 #5 0x0000 raise ./signal/../sysdeps/posix/raise.c:27:6
 #6 0x0000 abort ./stdlib/abort.c:81:7
 #7 0x0000 llvm::llvm_unreachable_internal(char const*, char const*, unsigned int) (/usr/lib/llvm-16/lib/libLLVM-16.so.1+0xe1)
 #8 0x0000 llvm::SelectionDAGISel::CannotYetSelect(llvm::SDNode*) (/usr/lib/llvm-16/lib/libLLVM-16.so.1+0x1)
 #9 0x0000 llvm::SelectionDAGISel::SelectCodeCommon(llvm::SDNode*, unsigned char const*, unsigned int) (/usr/lib/llvm-16/lib/libLLVM-16.so.1+0x2)
#10 0x0000 (anonymous namespace)::X86DAGToDAGISel::Select(llvm::SDNode*) (/usr/lib/llvm-16/lib/libLLVM-16.so.1+0x3)
";
        let d = stack_dump(text).unwrap();
        assert_eq!(
            d.frames,
            [
                "llvm::SelectionDAGISel::CannotYetSelect",
                "llvm::SelectionDAGISel::SelectCodeCommon",
                "(anonymous namespace)::X86DAGToDAGISel::Select"
            ]
        );
        assert_eq!(d.pass, "X86 DAG->DAG Instruction Selection");
        assert_eq!(stack_dump("no dump here\n #0 0x1 f() (a.so+0x1)"), None);
    }

    #[test]
    fn gcc_names_its_pass_on_the_line_before_the_ice() {
        let text = "during RTL pass: cprop\na.c: In function 'f':\na.c:9:1: internal compiler error: Segmentation fault\n";
        assert_eq!(gcc_pass(text).as_deref(), Some("RTL pass: cprop"));
        assert_eq!(
            gcc_pass("during GIMPLE pass: vrp\n").as_deref(),
            Some("GIMPLE pass: vrp")
        );
        assert_eq!(gcc_pass("a.c:3: note: during the call\n"), None);
    }

    #[test]
    fn gcc_names_the_line_of_its_assertion() {
        assert_eq!(
            gcc_source_line("internal compiler error: in tsubst_copy, at cp/pt.cc:17004"),
            Some(17004)
        );
        assert_eq!(
            gcc_source_line(
                "tree check: expected tree_vec, have error_mark in f, at tree.h:3660\n"
            ),
            Some(3660)
        );
        assert_eq!(
            gcc_source_line("internal compiler error: Segmentation fault"),
            None
        );
        assert_eq!(gcc_source_line("in f, at a.c:x"), None);
    }

    #[test]
    fn weak_messages_are_data() {
        assert!(is_weak("Segmentation fault"));
        assert!(is_weak("Segmentation fault signal terminated program cc1"));
        assert!(is_weak(
            "clang frontend command failed with exit code N (use -v to see invocation)"
        ));
        assert!(is_weak(
            "clang: error: clang frontend command failed due to signal"
        ));
        assert!(is_weak(
            "internal compiler error: error reporting routines re-entered."
        ));
        assert!(is_weak(""));
        assert!(!is_weak("in expand_expr_real_1, at expr.cc:N"));
        assert!(!is_weak("expected '_'"));
    }
}
