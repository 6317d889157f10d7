//! The static validity guard: a reduction may not make the program less valid than the
//! original was. It compiles only (`-fsyntax-only`), so it also suits compile-time bugs,
//! whose programs need no `main`.
//!
//! On the original it learns, for gcc and clang (each unless it is the compiler under
//! suspicion), the strict modes the program passes: `-std=c89`, `c99` and `c11` with
//! `-pedantic-errors`; when none passes, the `gnu*` modes; when none of those passes, the
//! `-std` of the oracle's reference when it is the same compiler
//! ([`StaticGuard::with_reference`]), else the compiler's default mode, without
//! `-pedantic-errors`. A candidate must then pass the
//! same modes ([`checked_modes`]: a mode implied by another is not compiled again) and
//! add none of the "no longer a valid program" warnings (the UB guard's list, with
//! malformed and unknown pragmas) beyond those the original already has: the
//! original's own diagnostics are the ceiling. `--std` replaces the learned modes.

use super::plan::{self, Action, Compile, Observed, Plan, Require, Step};
use super::readings::invalid_warnings;
use super::ubguard::{find_clang, find_clangxx};
use super::{OracleError, Report, Verdict, Workspace};
use crate::lang::Lang;
use crate::toolchain::{CompilerSpec, Control, Exit, Family};
use std::sync::Arc;
use std::time::Duration;

/// The strict modes, in the order they are tried.
pub const ISO_MODES: &[&str] = &["c89", "c99", "c11"];
/// The GNU modes, tried when the original passes no strict one.
pub const GNU_MODES: &[&str] = &["gnu89", "gnu99", "gnu11"];
/// The strict C++ modes, in the order they are tried.
pub const CPP_ISO_MODES: &[&str] = &["c++98", "c++11", "c++14", "c++17", "c++20"];
/// The GNU C++ modes, tried when the original passes no strict one.
pub const CPP_GNU_MODES: &[&str] = &["gnu++98", "gnu++11", "gnu++14", "gnu++17", "gnu++20"];
/// Every mode `--std` accepts.
pub const STD_MODES: &[&str] = &[
    "c89", "c90", "c99", "c11", "c17", "gnu89", "gnu90", "gnu99", "gnu11", "gnu17", "c++98",
    "c++03", "c++11", "c++14", "c++17", "c++20", "gnu++98", "gnu++03", "gnu++11", "gnu++14",
    "gnu++17", "gnu++20",
];

/// How a compiler's output is not needed: the guard compiles nothing to code.
const SYNTAX_TAIL: &[&str] = &["-fsyntax-only", "{src}"];

/// One compiler the guard uses.
#[derive(Debug, Clone)]
struct GuardCc {
    /// `gcc` or `clang` (`g++` or `clang++`).
    label: &'static str,
    spec: CompilerSpec,
    /// Warnings that report malformed or ignored pragmas.
    pragma_flags: &'static [&'static str],
    /// The flag that stops at the first error: a program with one error is rejected
    /// whatever follows it, and the rest of a large file need not be read.
    first_error: &'static str,
    /// The flag that leaves out the source line and caret under each message: only the
    /// message lines are read, and printing the source halves gcc's time on a Csmith
    /// program with hundreds of harmless warnings.
    no_caret: &'static str,
}

/// Whether `step` will be answered by a clang server.
fn served_now(step: &Step) -> bool {
    match &step.action {
        Action::Compile(c) => c.served && crate::toolchain::clang_server::available(&c.cc.program),
        Action::Build(_) => false,
    }
}

impl GuardCc {
    /// Whether its checks may go to a clang server: clang's, not gcc's.
    fn served(&self) -> bool {
        self.label.starts_with("clang")
    }
}

/// The static validity guard (see the module's documentation).
#[derive(Debug, Clone)]
pub struct StaticGuard {
    compilers: Vec<GuardCc>,
    /// Include paths, macros and target flags of the user's compilers.
    user_flags: Vec<String>,
    /// `--std`: the one mode, instead of those learned.
    std: Option<String>,
    timeout: Duration,
    workspace: Arc<Workspace>,
    /// The language: C's modes or C++'s.
    lang: Lang,
    /// Learned from the original by [`StaticGuard::calibrate`]: one step per mode of
    /// each compiler that candidates must pass (named `gcc -std=c99 -pedantic-errors`),
    /// with the original's own "not a valid program" warnings as the ceiling.
    plan: Plan,
    /// What the calibration found, for `check` and the logs.
    learned: Vec<String>,
    /// Per compiler that checks candidates: its program (resolved) and the modes it
    /// holds them to (`None`: the default mode, without `-pedantic-errors`).
    kept: Vec<(std::path::PathBuf, Vec<Option<String>>)>,
    /// The reference compiler's program (resolved) and its `-std` mode: where the
    /// original passes no `-pedantic-errors` mode, that compiler holds candidates to
    /// the reference's mode rather than its default one.
    reference_std: Option<(std::path::PathBuf, String)>,
    /// Learned: some check holds C candidates to a `-pedantic-errors` mode.
    pedantic: bool,
}

/// The modes a candidate is compiled in, from those the original passes (in
/// [`ISO_MODES`] or [`GNU_MODES`] order): `c89` (it allows what later modes forbid, such
/// as implicit `int`), then `c99`, or `c11` when `c99` did not pass (a program that
/// passes `c99` passes `c11`); the same for the GNU modes.
pub fn checked_modes(passed: &[&str]) -> Vec<String> {
    checked_modes_in(Lang::C, passed)
}

/// [`checked_modes`] for `lang`. For C++, the oldest standard the original passes and
/// the newest (a later standard removes as well as adds: `register`, `auto_ptr`,
/// `throw()`), of the strict modes or else of the GNU ones.
pub fn checked_modes_in(lang: Lang, passed: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for family in families(lang) {
        let p: Vec<&str> = family
            .iter()
            .copied()
            .filter(|m| passed.contains(m))
            .collect();
        let picked = match lang {
            Lang::C => [
                p.iter().find(|m| m.ends_with("89")),
                p.iter().find(|m| !m.ends_with("89")),
            ],
            Lang::Cpp => [p.first(), p.last().filter(|_| p.len() > 1)],
        };
        out.extend(picked.into_iter().flatten().map(|m| m.to_string()));
    }
    out
}

/// `mode` when a mode already passed implies it, so that calibration need not compile
/// it: in C, a program that passes `c99` passes `c11` (and `gnu99`, `gnu11`), which
/// [`checked_modes`] then leaves out too.
fn implied_by(lang: Lang, mode: &'static str, passed: &[(&str, String)]) -> Option<&'static str> {
    let by = match (lang, mode) {
        (Lang::C, "c11") => "c99",
        (Lang::C, "gnu11") => "gnu99",
        _ => return None,
    };
    passed.iter().any(|(m, _)| *m == by).then_some(mode)
}

/// The strict modes of `lang`, then its GNU ones, each in the order they are tried.
fn families(lang: Lang) -> [&'static [&'static str]; 2] {
    match lang {
        Lang::C => [ISO_MODES, GNU_MODES],
        Lang::Cpp => [CPP_ISO_MODES, CPP_GNU_MODES],
    }
}

/// Flags that take their value as the next word.
const TWO_WORD_FLAGS: &[&str] = &[
    "-I", "-D", "-U", "-include", "-imacros", "-isystem", "-iquote",
];
/// The same flags written joined to their value (`-Iinc`, `-includepre.h`): gcc and
/// clang take every one of them both ways.
const JOINED_FLAGS: &[&str] = &[
    "-I", "-D", "-U", "-include", "-imacros", "-isystem", "-iquote",
];
/// Target flags that decide what the program means.
const TARGET_FLAGS: &[&str] = &["-m32", "-m64", "-mx32", "-fsigned-char", "-funsigned-char"];

/// Whether `a` (not a two-word flag) is a joined include path, macro or a target flag.
/// A "value" starting with `-` is another flag's name (clang's `-include-pch`,
/// `-isystem-after`), not a joined value.
fn is_user_flag(a: &str) -> bool {
    JOINED_FLAGS.iter().any(|p| {
        a.strip_prefix(p)
            .is_some_and(|v| !v.is_empty() && !v.starts_with('-'))
    }) || TARGET_FLAGS.contains(&a)
}

/// The include paths, macros and target flags among compilers' arguments: they decide
/// what the program means (`-I`, `-D`, `-U`, `-include`, `-imacros`, `-isystem`, `-iquote`, `-m32`,
/// `-m64`, `-mx32`, `-fsigned-char`, `-funsigned-char`).
pub fn user_flags<'a>(specs: impl IntoIterator<Item = &'a CompilerSpec>) -> Vec<String> {
    // Each flag as the words it is passed as (one, or a flag and its value), in the
    // order first seen.
    let mut out: Vec<Vec<String>> = Vec::new();
    let mut push = |w: Vec<String>| {
        if !out.contains(&w) {
            out.push(w);
        }
    };
    for s in specs {
        let mut args = s.args.iter().peekable();
        while let Some(a) = args.next() {
            if TWO_WORD_FLAGS.contains(&a.as_str()) {
                if let Some(v) = args.next() {
                    // `-I inc` joins as `-Iinc`; `-include pre.h` stays two words
                    // (`-includepre.h` would be read the same, but is harder to read).
                    push(if a.len() > 2 {
                        vec![a.clone(), v.clone()]
                    } else {
                        vec![format!("{a}{v}")]
                    });
                }
            } else if is_user_flag(a) {
                push(vec![a.clone()]);
            }
        }
    }
    out.into_iter().flatten().collect()
}

impl StaticGuard {
    /// A guard using gcc and clang, leaving out the compilers of `avoid` (the compilers
    /// under suspicion) unless that would leave none. `None` when neither is installed.
    pub fn new(
        workspace: Arc<Workspace>,
        timeout: Duration,
        avoid: &[Family],
        user_flags: Vec<String>,
        std: Option<String>,
        lang: Lang,
    ) -> Option<StaticGuard> {
        let mut all = Vec::new();
        let (gcc, label) = match lang {
            Lang::C => ("gcc", "gcc"),
            Lang::Cpp => ("g++", "g++"),
        };
        if let Ok(g) = CompilerSpec::parse(gcc) {
            if g.check_exists().is_ok() {
                all.push((
                    Family::Gcc,
                    GuardCc {
                        label,
                        spec: g,
                        pragma_flags: &["-Wpragmas"],
                        first_error: "-fmax-errors=1",
                        no_caret: "-fno-diagnostics-show-caret",
                    },
                ));
            }
        }
        let clang = match lang {
            Lang::C => find_clang().map(|c| (c, "clang")),
            Lang::Cpp => find_clangxx().map(|c| (c, "clang++")),
        };
        if let Some((c, label)) = clang {
            all.push((
                Family::Clang,
                GuardCc {
                    label,
                    spec: c,
                    pragma_flags: &["-Wignored-pragmas", "-Wunknown-pragmas"],
                    first_error: "-ferror-limit=1",
                    no_caret: "-fno-caret-diagnostics",
                },
            ));
        }
        let trusted: Vec<GuardCc> = all
            .iter()
            .filter(|(f, _)| !avoid.contains(f))
            .map(|(_, c)| c.clone())
            .collect();
        let compilers = if trusted.is_empty() {
            all.into_iter().map(|(_, c)| c).collect()
        } else {
            trusted
        };
        if compilers.is_empty() {
            return None;
        }
        Some(StaticGuard {
            compilers,
            user_flags,
            std,
            timeout,
            workspace,
            lang,
            plan: Plan {
                title: Some("static guard: no less valid than the original".into()),
                ..Plan::new("static-guard", "static guard: ")
            },
            learned: Vec::new(),
            kept: Vec::new(),
            reference_std: None,
            pedantic: false,
        })
    }

    /// Learn the mode of the oracle's `reference` compiler (its `-std=`), for an
    /// original that passes no `-pedantic-errors` mode: the same compiler then checks
    /// candidates in that mode instead of its default one, as the reference would
    /// accept them, so the reference need not compile them again
    /// ([`StaticGuard::covers`]).
    pub fn with_reference(mut self, reference: Option<&CompilerSpec>) -> StaticGuard {
        self.reference_std = reference.and_then(|r| {
            let modes: Vec<&str> = r
                .args
                .iter()
                .filter_map(|a| a.strip_prefix("-std="))
                .collect();
            match modes.as_slice() {
                [m] => Some((r.resolved_program()?, m.to_string())),
                _ => None,
            }
        });
        self
    }

    /// The compiler with a mode's flags (`None`: the default mode, without
    /// `-pedantic-errors`).
    fn mode_cc(&self, c: &GuardCc, mode: Option<&str>) -> (String, CompilerSpec) {
        self.mode_cc_as(c, mode, true)
    }

    /// [`StaticGuard::mode_cc`], the mode with `-pedantic-errors` or without it.
    fn mode_cc_as(
        &self,
        c: &GuardCc,
        mode: Option<&str>,
        pedantic: bool,
    ) -> (String, CompilerSpec) {
        let mut cc = c.spec.clone();
        if self.lang == Lang::Cpp {
            // As C++ whatever the file's extension (`--lang c++` on a `.c` file).
            cc.args.extend(["-x", "c++"].map(String::from));
        }
        let mut words = Vec::new();
        if let Some(m) = mode {
            words.push(format!("-std={m}"));
            if pedantic {
                words.push("-pedantic-errors".to_string());
            }
        }
        let name = if words.is_empty() {
            format!("{} (default mode)", c.label)
        } else {
            format!("{} {}", c.label, words.join(" "))
        };
        cc.args.extend(words);
        cc.args.extend(["-Wall", "-Wextra"].map(String::from));
        cc.args.extend(c.pragma_flags.iter().map(|f| f.to_string()));
        cc.args.push(c.first_error.to_string());
        cc.args.push(c.no_caret.to_string());
        cc.args.extend(self.user_flags.iter().cloned());
        (name, cc)
    }

    /// The compile of a candidate with `cc`.
    fn action(&self, cc: CompilerSpec, served: bool) -> Action {
        Action::Compile(Compile {
            cc,
            tail: SYNTAX_TAIL,
            out: "static.out".into(),
            timeout: self.timeout,
            site: None,
            served,
        })
    }

    /// Compile `src` in `dir` with `cc`: the exit and the compiler's messages.
    fn compile(
        &self,
        c: &GuardCc,
        cc: &CompilerSpec,
        dir: &std::path::Path,
        src: &str,
        cancel: &dyn Control,
    ) -> Result<(Exit, String), OracleError> {
        match plan::run::observe(&self.action(cc.clone(), c.served()), dir, src, cancel)? {
            Observed::Compiled { output, .. } => Ok((
                output.exit,
                String::from_utf8_lossy(&output.stderr).into_owned(),
            )),
            Observed::Built { compile, .. } => Ok((
                compile.exit,
                String::from_utf8_lossy(&compile.stderr).into_owned(),
            )),
        }
    }

    /// Learn from `original` the modes candidates must pass and the warnings they may
    /// keep. Returns what was learned, one line per compiler.
    pub fn calibrate(
        &mut self,
        original: &str,
        cancel: &dyn Control,
    ) -> Result<Vec<String>, OracleError> {
        let dir = self
            .workspace
            .stage(original)
            .map_err(OracleError::Workspace)?;
        let src = dir.src().to_string();
        let mut checks = Vec::new();
        let mut learned = Vec::new();
        let mut kept_by_compiler: Vec<(std::path::PathBuf, Vec<Option<String>>)> = Vec::new();
        let mut pedantic = false;
        for c in &self.compilers {
            // (mode, with -pedantic-errors, its messages on the original) of every mode
            // kept.
            let mut kept: Vec<(Option<String>, bool, String)> = Vec::new();
            if let Some(m) = &self.std {
                let (_, cc) = self.mode_cc(c, Some(m));
                let (_, e) = self.compile(c, &cc, dir.path(), &src, cancel)?;
                kept.push((Some(m.clone()), true, e));
                learned.push(format!("{}: -std={m} (given with --std)", c.label));
            } else {
                let mut passed: Vec<(&str, String)> = Vec::new();
                // Modes taken as passed without a compile.
                let mut implied: Vec<&str> = Vec::new();
                for family in families(self.lang) {
                    for m in family.iter() {
                        if let Some(m) = implied_by(self.lang, m, &passed) {
                            // Its messages are never kept: the mode implying it is.
                            passed.push((m, String::new()));
                            implied.push(m);
                            continue;
                        }
                        let (_, cc) = self.mode_cc(c, Some(m));
                        let (exit, e) = self.compile(c, &cc, dir.path(), &src, cancel)?;
                        if exit == Exit::Code(0) {
                            passed.push((m, e));
                        }
                    }
                    if !passed.is_empty() {
                        break;
                    }
                }
                let names: Vec<&str> = passed.iter().map(|(m, _)| *m).collect();
                let modes = checked_modes_in(self.lang, &names);
                // The reference's mode, where it is this compiler's.
                let reference_std = self
                    .reference_std
                    .as_ref()
                    .filter(|(p, _)| c.spec.resolved_program().as_ref() == Some(p))
                    .map(|(_, m)| m.clone());
                let as_reference = match (&reference_std, modes.is_empty()) {
                    (Some(m), true) => {
                        let (_, cc) = self.mode_cc_as(c, Some(m), false);
                        let (exit, e) = self.compile(c, &cc, dir.path(), &src, cancel)?;
                        (exit == Exit::Code(0)).then_some((m.clone(), e))
                    }
                    _ => None,
                };
                if let Some((m, e)) = as_reference {
                    learned.push(format!(
                        "{}: the original passes no -pedantic-errors mode; candidates must compile with -std={m}, as the reference does",
                        c.label
                    ));
                    kept.push((Some(m), false, e));
                } else if modes.is_empty() {
                    let (_, cc) = self.mode_cc(c, None);
                    let (exit, e) = self.compile(c, &cc, dir.path(), &src, cancel)?;
                    if exit == Exit::Code(0) {
                        learned.push(format!(
                            "{}: the original passes no -pedantic-errors mode; candidates must compile in the default mode",
                            c.label
                        ));
                        kept.push((None, true, e));
                    } else {
                        learned.push(format!(
                            "{}: rejects the original in every mode; not used",
                            c.label
                        ));
                    }
                } else {
                    let compiled: Vec<&str> = names
                        .iter()
                        .copied()
                        .filter(|m| !implied.contains(m))
                        .collect();
                    let not_compiled = if implied.is_empty() {
                        String::new()
                    } else {
                        format!(
                            " (-std={} taken as implied, not compiled)",
                            implied.join(", ")
                        )
                    };
                    learned.push(format!(
                        "{}: the original passes -pedantic-errors with -std={}{not_compiled}; candidates must pass -std={}",
                        c.label,
                        compiled.join(", "),
                        modes.join(", -std=")
                    ));
                    for m in modes {
                        let e = passed
                            .iter()
                            .find(|(p, _)| *p == m)
                            .map(|(_, e)| e.clone())
                            .unwrap_or_default();
                        kept.push((Some(m), true, e));
                    }
                }
            }
            if let Some(program) = c.spec.resolved_program() {
                kept_by_compiler.push((
                    program,
                    kept.iter().map(|(m, _, _)| m.clone()).collect::<Vec<_>>(),
                ));
            }
            for (mode, strict, e) in kept {
                pedantic |= strict && mode.is_some();
                let (name, cc) = self.mode_cc_as(c, mode.as_deref(), strict);
                checks.push(Step {
                    name,
                    action: self.action(cc, c.served()),
                    require: Require::Clean {
                        tolerated: invalid_warnings(&e),
                    },
                });
            }
            if cancel.cancelled() {
                break;
            }
        }
        // The cheapest check first: a clang server answers in 1-2 ms, gcc starts in
        // 10 ms, a clang process in 40 ms. The verdict is the same in any order.
        checks.sort_by_key(|s| !served_now(s));
        self.plan.steps = checks;
        self.learned = learned.clone();
        self.pedantic = pedantic && self.lang == Lang::C;
        self.kept = kept_by_compiler
            .into_iter()
            .filter(|(_, m)| !m.is_empty())
            .collect();
        Ok(learned)
    }

    /// Whether the checks learned compile every candidate as `reference` would accept
    /// it, or more strictly: with the same compiler (the same file, links resolved), in
    /// the reference's `-std` mode (or any, when it names none), with its include
    /// paths, macros and target flags; the reference adding only `-w`, `-O*` and
    /// `-g*`. The guard compiles without generating code: an error only code
    /// generation finds (an impossible `asm` constraint) is then not looked for.
    pub fn covers(&self, reference: &CompilerSpec) -> bool {
        if self.lang == Lang::Cpp {
            // The guard's `-x c++` and g++/clang++ drivers: not worth matching.
            return false;
        }
        let Some(program) = reference.resolved_program() else {
            return false;
        };
        let Some((_, modes)) = self.kept.iter().find(|(p, _)| *p == program) else {
            return false;
        };
        let mut args = reference.args.iter();
        while let Some(a) = args.next() {
            // What `user_flags` passes on to the guard, `-w`, `-O*`, `-g*`, and a
            // mode the guard holds candidates to.
            let ok = if TWO_WORD_FLAGS.contains(&a.as_str()) {
                args.next().is_some()
            } else if let Some(m) = a.strip_prefix("-std=") {
                modes.iter().any(|k| k.as_deref() == Some(m))
            } else {
                a == "-w" || a.starts_with("-O") || a.starts_with("-g") || is_user_flag(a)
            };
            if !ok {
                return false;
            }
        }
        true
    }

    /// Whether a check holds C candidates to a `-pedantic-errors` mode (learned by
    /// [`StaticGuard::calibrate`]): that check rejects every GNU construct
    /// (`creduce_passes::hazards::Hazards::gnu_constructs`: a `;` at file scope, an
    /// empty struct, union, enum or initializer) in gcc and clang alike, in every mode
    /// the guard knows, so the engine may reject them before any compile.
    pub fn pedantic(&self) -> bool {
        self.pedantic
    }

    /// What the calibration learned, one line per compiler.
    pub fn learned(&self) -> &[String] {
        &self.learned
    }

    /// Judge `candidate`: every check, stopping at the first that fails.
    pub fn test(&self, candidate: &str, cancel: &dyn Control) -> Result<Report, OracleError> {
        plan::run::check(&self.plan, &self.workspace, candidate, cancel)
    }

    /// The first new diagnostic of `result` against the calibration, if any: the
    /// end-of-run check of a script-mode reduction.
    pub fn first_new_diagnostic(
        &self,
        result: &str,
        cancel: &dyn Control,
    ) -> Result<Option<String>, OracleError> {
        let r = self.test(result, cancel)?;
        Ok(match r.verdict {
            Verdict::NotInteresting => r
                .notes
                .last()
                .map(|n| n.trim_start_matches("static guard: ").to_string()),
            _ => None,
        })
    }

    /// Shell lines that `exit 1` when a check fails (for `--emit-script`).
    pub fn script_lines(&self, src: &str) -> Vec<String> {
        plan::shell::lines(&self.plan, src)
    }

    /// The checks as data.
    pub fn plan(&self) -> &Plan {
        &self.plan
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checked_modes_leave_out_what_another_implies() {
        assert_eq!(checked_modes(&["c89", "c99", "c11"]), ["c89", "c99"]);
        assert_eq!(checked_modes(&["c99", "c11"]), ["c99"]);
        assert_eq!(checked_modes(&["c11"]), ["c11"]);
        assert_eq!(checked_modes(&["c89"]), ["c89"]);
        assert_eq!(checked_modes(&["gnu99", "gnu11"]), ["gnu99"]);
        assert!(checked_modes(&[]).is_empty());
    }

    #[test]
    fn c11_is_not_compiled_once_c99_passed() {
        let passed = |m: &[&'static str]| -> Vec<(&'static str, String)> {
            m.iter().map(|m| (*m, String::new())).collect()
        };
        assert_eq!(implied_by(Lang::C, "c11", &passed(&["c99"])), Some("c11"));
        assert_eq!(
            implied_by(Lang::C, "gnu11", &passed(&["gnu99"])),
            Some("gnu11")
        );
        assert_eq!(implied_by(Lang::C, "c11", &passed(&["c89"])), None);
        assert_eq!(implied_by(Lang::C, "c99", &passed(&["c89"])), None);
        // C++ keeps its newest standard: every one is compiled.
        assert_eq!(implied_by(Lang::Cpp, "c++20", &passed(&["c++17"])), None);
    }

    #[test]
    fn cpp_checks_the_oldest_and_newest_standard_the_original_passes() {
        let cpp = |p: &[&str]| checked_modes_in(Lang::Cpp, p);
        assert_eq!(cpp(&["c++14", "c++17", "c++20"]), ["c++14", "c++20"]);
        assert_eq!(cpp(&["c++98", "c++11"]), ["c++98", "c++11"]);
        assert_eq!(cpp(&["c++17"]), ["c++17"]);
        assert_eq!(cpp(&["gnu++11", "gnu++20"]), ["gnu++11", "gnu++20"]);
        assert!(cpp(&[]).is_empty());
    }

    #[test]
    fn user_flags_keep_what_decides_the_meaning() {
        let a = CompilerSpec::parse("gcc -O2 -I inc -DX=1 -m32 -w -include pre.h").unwrap();
        let b = CompilerSpec::parse("clang -Iinc2 -DX=1 -funsigned-char -imacros m.h").unwrap();
        let joined =
            CompilerSpec::parse("gcc -includepre2.h -imacrosm2.h -isystemsys -iquoteq").unwrap();
        assert_eq!(
            user_flags([&joined]),
            ["-includepre2.h", "-imacrosm2.h", "-isystemsys", "-iquoteq"]
        );
        // Another flag's name is not a joined value.
        let other = CompilerSpec::parse("clang -include-pch p.pch -isystem-after s").unwrap();
        assert!(user_flags([&other]).is_empty());
        // A leading `=` is the sysroot's (gcc's `-isystem=DIR`): it stays, joined or not.
        let sysroot = CompilerSpec::parse("gcc -isystem=/inc -iquote =/q -I=/i").unwrap();
        assert_eq!(
            user_flags([&sysroot]),
            ["-isystem=/inc", "-iquote", "=/q", "-I=/i"]
        );
        assert_eq!(
            user_flags([&a, &b]),
            [
                "-Iinc",
                "-DX=1",
                "-m32",
                "-include",
                "pre.h",
                "-Iinc2",
                "-funsigned-char",
                "-imacros",
                "m.h"
            ]
        );
    }
}
