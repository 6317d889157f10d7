//! The UB guard: a candidate must still be a valid C program. Cheapest checks first,
//! stopping at the first failure:
//! 1. gcc (`-std=c99 -O2 -Wall -Wextra`; `-std=gnu99` where the original needs GNU C)
//!    and, when present, clang (`-O0`) compile it without any of the warnings that mean "no longer a valid program" (uninitialized
//!    use, missing return, implicit int and declarations, calls without a prototype,
//!    `printf();`, format and argument mismatches, int/pointer conversions, array bounds,
//!    division by zero);
//! 2. the gcc `-fsanitize=undefined,address,float-cast-overflow` build runs clean;
//! 3. when clang is present, its `-fsanitize=memory` build at -O0 runs clean
//!    (uninitialized reads, the UB reducers create most);
//! 4. optionally (`--ub-thorough`) the gcc -O2 and clang -O0/-O2 sanitizer builds, and
//!    (`--ub-valgrind`) valgrind memcheck.

use super::plan::{self, Action, Build, Compile, Observed, Plan, Require, Step};
use super::readings::{invalid_warnings, VALGRIND_ERROR_EXIT};
use super::{Oracle, OracleError, Report, Workspace};
use crate::lang::Lang;
use crate::toolchain::compiler::LINK_TAIL;
use crate::toolchain::{CompilerSpec, Control, Family};
use std::sync::Arc;
use std::time::Duration;

/// The UB guard and its configuration.
#[derive(Debug, Clone)]
pub struct UbGuard {
    gcc: CompilerSpec,
    clang: Option<CompilerSpec>,
    /// The compilers under suspicion: their builds are left out when the other compiler
    /// can take their place (gcc miscompiling the sanitizer build would fail the guard
    /// on a valid program).
    avoid: Vec<Family>,
    /// The language: gcc and clang check C, g++ and clang++ C++.
    lang: Lang,
    thorough: bool,
    valgrind: bool,
    compile_timeout: Duration,
    run_timeout: Duration,
    workspace: Arc<Workspace>,
    /// The checks, cheapest first (made once, not per test); a warnings check
    /// tolerates the original's own warnings once it has learned them.
    plan: Plan,
}

/// gcc's warnings come from its optimizers, so it compiles, but to assembly only: the
/// assembler warns about nothing the guard looks for.
const GCC_WARNINGS_TAIL: &[&str] = &["-S", "{src}"];
/// clang's warnings all come from its front end (Sema, including the CFG-based
/// uninitialized and unsequenced analyses), so it needs no code generation.
const CLANG_WARNINGS_TAIL: &[&str] = &["-fsyntax-only", "{src}"];

/// gold links the sanitizer runtimes about a third faster than the default linker; the
/// program is the same.
fn fast_linker() -> Option<&'static str> {
    let gold = CompilerSpec::parse("ld.gold").ok()?;
    gold.check_exists().ok().map(|_| "-fuse-ld=gold")
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum CheckKind {
    Warnings,
    Sanitizer,
    Valgrind,
}

/// valgrind as the memcheck build runs under it: its error exit is 99.
fn valgrind() -> Vec<String> {
    ["valgrind", "--vgdb=no", "-q"]
        .map(String::from)
        .into_iter()
        .chain([format!("--error-exitcode={VALGRIND_ERROR_EXIT}")])
        .collect()
}

/// A sanitized build runs this many times longer than the oracle's run timeout allows.
const SANITIZED_RUN_FACTOR: u32 = 4;
/// valgrind runs this many times longer again.
const VALGRIND_FACTOR: u32 = 3;

impl CheckKind {
    /// The time limit of a check's run, from the oracle's run timeout (the runner and
    /// the script both use it).
    fn run_limit(self, run_timeout: Duration) -> Duration {
        match self {
            CheckKind::Valgrind => run_timeout * SANITIZED_RUN_FACTOR * VALGRIND_FACTOR,
            _ => run_timeout * SANITIZED_RUN_FACTOR,
        }
    }
}

/// The first clang on PATH (`clang-15`, then `clang`).
pub fn find_clang() -> Option<CompilerSpec> {
    first_on_path(&["clang-15", "clang"])
}

/// The first clang++ on PATH (`clang++-15`, then `clang++`).
pub fn find_clangxx() -> Option<CompilerSpec> {
    first_on_path(&["clang++-15", "clang++"])
}

fn first_on_path(names: &[&str]) -> Option<CompilerSpec> {
    names.iter().find_map(|c| {
        let s = CompilerSpec::parse(c).ok()?;
        s.check_exists().ok().map(|_| s)
    })
}

impl UbGuard {
    /// A guard using gcc (required) and clang (when on PATH), not trusting the
    /// compilers of `avoid` where the other one can check instead.
    pub fn new(
        workspace: Arc<Workspace>,
        compile_timeout: Duration,
        run_timeout: Duration,
        thorough: bool,
        valgrind: bool,
        avoid: &[Family],
        lang: Lang,
    ) -> Result<UbGuard, crate::toolchain::SpecError> {
        let gcc = CompilerSpec::parse(match lang {
            Lang::C => "gcc",
            Lang::Cpp => "g++",
        })?;
        gcc.check_exists()?;
        if valgrind {
            CompilerSpec::parse("valgrind")?.check_exists()?;
        }
        let mut g = UbGuard {
            gcc,
            clang: match lang {
                Lang::C => find_clang(),
                Lang::Cpp => find_clangxx(),
            },
            lang,
            avoid: avoid.to_vec(),
            thorough,
            valgrind,
            compile_timeout,
            run_timeout,
            workspace,
            plan: Plan::new("ub-guard", "UB guard: "),
        };
        g.plan.title = Some("UB guard (most expensive, last)".into());
        g.plan.steps = g.make_checks();
        Ok(g)
    }

    fn make_checks(&self) -> Vec<Step> {
        let linker = fast_linker();
        let check = |name: &str, cc: &CompilerSpec, flags: &[&'static str], kind| {
            let mut flags = flags.to_vec();
            if self.lang == Lang::Cpp {
                // As C++ whatever the file's extension (`--lang c++` on a `.c` file).
                flags.splice(0..0, ["-x", "c++"]);
            }
            if kind != CheckKind::Warnings {
                flags.extend(linker);
            }
            let cc = Self::with_flags(cc, &flags);
            let (action, require) = match kind {
                CheckKind::Warnings => (
                    Action::Compile(Compile {
                        cc,
                        tail: if name.starts_with("clang") {
                            CLANG_WARNINGS_TAIL
                        } else {
                            GCC_WARNINGS_TAIL
                        },
                        out: "guard-w.s".into(),
                        timeout: self.compile_timeout,
                        site: None,
                        served: false,
                    }),
                    Require::Clean {
                        tolerated: Vec::new(),
                    },
                ),
                CheckKind::Sanitizer | CheckKind::Valgrind => (
                    Action::Build(Build {
                        cc,
                        tail: LINK_TAIL,
                        exe: "guard.exe".into(),
                        compile_timeout: self.compile_timeout,
                        run_timeout: kind.run_limit(self.run_timeout),
                        under: match kind {
                            CheckKind::Valgrind => valgrind(),
                            _ => Vec::new(),
                        },
                    }),
                    Require::RunsClean,
                ),
            };
            Step {
                name: name.to_string(),
                action,
                require,
            }
        };
        let san: &[&'static str] = &[
            "-w",
            "-fsanitize=undefined,address,float-cast-overflow",
            "-fno-sanitize-recover=all",
        ];
        // Which compilers check: a suspect only when the other one is missing.
        let clang = self.clang.as_ref();
        let use_gcc = !self.avoid.contains(&Family::Gcc) || clang.is_none();
        let clang = clang.filter(|_| !self.avoid.contains(&Family::Clang) || !use_gcc);
        let (g, cl, std): (&str, &str, &[&'static str]) = match self.lang {
            Lang::C => ("gcc", "clang", &[STRICT_MODE]),
            Lang::Cpp => ("g++", "clang++", &[]),
        };
        let flags = |rest: &[&'static str]| [std, rest].concat();
        let mut v = Vec::new();
        if use_gcc {
            v.push(check(
                &format!("{g} warnings"),
                &self.gcc,
                &flags(&["-O2", "-Wall", "-Wextra", "-fno-diagnostics-show-caret"]),
                CheckKind::Warnings,
            ));
        }
        if let Some(c) = clang {
            v.push(check(
                &format!("{cl} warnings"),
                c,
                &flags(&["-O0", "-Wall", "-Wextra", "-fno-caret-diagnostics"]),
                CheckKind::Warnings,
            ));
        }
        let with = |o: &'static str| {
            let mut f = vec![o];
            f.extend_from_slice(san);
            f
        };
        if use_gcc {
            v.push(check(
                &format!("{g} -O0 UBSan+ASan"),
                &self.gcc,
                &with("-O0"),
                CheckKind::Sanitizer,
            ));
        } else if let Some(c) = clang {
            // gcc is under suspicion: clang's sanitizers take its place.
            v.push(check(
                &format!("{cl} -O0 UBSan+ASan"),
                c,
                &with("-O0"),
                CheckKind::Sanitizer,
            ));
        }
        // MSan needs every library instrumented: the C++ standard library is not.
        if let Some(c) = clang.filter(|_| self.lang == Lang::C) {
            v.push(check(
                "clang -O0 MSan",
                c,
                &[
                    "-O0",
                    "-w",
                    "-fsanitize=memory",
                    "-fno-sanitize-recover=all",
                ],
                CheckKind::Sanitizer,
            ));
        }
        if self.thorough {
            if use_gcc {
                v.push(check(
                    &format!("{g} -O2 UBSan+ASan"),
                    &self.gcc,
                    &with("-O2"),
                    CheckKind::Sanitizer,
                ));
            }
            if let Some(c) = clang {
                let os: &[&'static str] = if use_gcc { &["-O0", "-O2"] } else { &["-O2"] };
                for &o in os {
                    v.push(check(
                        &format!("{cl} {o} UBSan+ASan"),
                        c,
                        &with(o),
                        CheckKind::Sanitizer,
                    ));
                }
            }
        }
        if self.valgrind {
            let (cc, name) = match clang {
                Some(c) if !use_gcc => (c, "valgrind memcheck (clang build)"),
                _ => (&self.gcc, "valgrind memcheck"),
            };
            v.push(check(name, cc, &["-O0", "-w", "-g"], CheckKind::Valgrind));
        }
        v
    }

    /// Learn the warnings the original already has: the guard then rejects a candidate
    /// only for warnings beyond those (a Csmith program often converts an out-of-range
    /// constant, which gcc reports with -Woverflow). Returns them, as `check: warning`.
    /// The C mode is learned on the way ([`UbGuard::learn_mode`]).
    pub fn tolerate_original(
        &mut self,
        original: &str,
        cancel: &dyn Control,
    ) -> Result<Vec<String>, OracleError> {
        let mut all = Vec::new();
        self.each_warnings_check(original, cancel, &mut |step, o| {
            let Require::Clean { tolerated } = &mut step.require else {
                return;
            };
            if let Observed::Compiled { output, .. } = o {
                *tolerated = invalid_warnings(&String::from_utf8_lossy(&output.stderr));
                all.extend(tolerated.iter().map(|w| format!("{}: {w}", step.name)));
            }
        })?;
        Ok(all)
    }

    /// Learn the C mode the warnings checks compile in from `text`: a program in GNU C
    /// (`asm`, `typeof`, or `MAP_ANONYMOUS`, `strdup` and the other names a strict
    /// mode's headers hide) does not compile at -std=c99, or only with warnings of
    /// implicit declarations, though its compiler takes it, so such a check compiles at
    /// gnu99 instead, which warns about the same things. Returns what it
    /// learned, one line per check moved to gnu99.
    pub fn learn_mode(
        &mut self,
        text: &str,
        cancel: &dyn Control,
    ) -> Result<Vec<String>, OracleError> {
        self.each_warnings_check(text, cancel, &mut |_, _| {})
    }

    /// Compile `text` with each warnings check and hand `visit` the check and what it
    /// observed, a C check at [`STRICT_MODE`] that rejects `text`, or warns that it is
    /// not valid, moved to [`GNU_MODE`] first where that does better ([`Strictness`]). Returns one line per check moved.
    fn each_warnings_check(
        &mut self,
        text: &str,
        cancel: &dyn Control,
        visit: &mut dyn FnMut(&mut Step, Observed),
    ) -> Result<Vec<String>, OracleError> {
        let dir = self.workspace.stage(text).map_err(OracleError::Workspace)?;
        let src = dir.src().to_string();
        let mut moved = Vec::new();
        for step in self.plan.steps.iter_mut() {
            if !matches!(step.require, Require::Clean { .. }) {
                continue;
            }
            let mut o = plan::run::observe(&step.action, dir.path(), &src, cancel)?;
            let strict = Strictness::of(&o);
            if let Some(gnu) = gnu_mode(&step.action).filter(|_| strict != Strictness::CLEAN) {
                let g = plan::run::observe(&gnu, dir.path(), &src, cancel)?;
                if Strictness::of(&g) < strict {
                    moved.push(format!(
                        "UB guard: {} checks at {GNU_MODE} (the file is GNU C)",
                        step.name
                    ));
                    step.action = gnu;
                    step.name = format!("{} at {GNU_MODE}", step.name);
                    o = g;
                }
            }
            visit(step, o);
        }
        Ok(moved)
    }

    fn with_flags(cc: &CompilerSpec, flags: &[&'static str]) -> CompilerSpec {
        let mut c = cc.clone();
        c.args.extend(flags.iter().map(|f| f.to_string()));
        c
    }

    /// Whether `text` builds and runs clean under the first sanitizer check alone (gcc
    /// -O0 UBSan+ASan): the validity filter `fuzz` puts on Csmith programs before
    /// voting, the same check the guard runs.
    pub fn sanitizers_clean(&self, text: &str, cancel: &dyn Control) -> Result<bool, OracleError> {
        let first = self.plan.steps.iter().find(|s| {
            s.require == Require::RunsClean
                && matches!(&s.action, Action::Build(b) if b.under.is_empty())
        });
        let Some(step) = first else {
            return Ok(true);
        };
        let mut one = Plan::new(self.plan.stage, self.plan.prefix);
        one.steps.push(step.clone());
        Ok(plan::run::check(&one, &self.workspace, text, cancel)?
            .verdict
            .is_interesting())
    }
}

/// The C mode a warnings check takes for a program in GNU C.
const GNU_MODE: &str = "-std=gnu99";
/// The C mode a warnings check takes first.
const STRICT_MODE: &str = "-std=c99";

/// How badly a warnings check's compile of the original went, to compare two modes:
/// rejected (an exit with an error), then the count of warnings that mean "not a valid
/// program". A strict mode's headers hide `strdup` or `fileno`, which gcc then calls
/// implicitly declared, a warning; clang 15 an error. A compile that ran past its
/// timeout on a loaded machine, or was cancelled, says nothing about the mode: it
/// counts as clean, so it moves nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Strictness {
    rejected: bool,
    invalid_warnings: usize,
}

impl Strictness {
    const CLEAN: Strictness = Strictness {
        rejected: false,
        invalid_warnings: 0,
    };

    fn of(o: &Observed) -> Strictness {
        use crate::toolchain::Exit;
        match o {
            Observed::Compiled { output, .. } if !matches!(output.exit, Exit::Timeout) => {
                Strictness {
                    rejected: matches!(output.exit, Exit::Code(c) if c != 0),
                    invalid_warnings: invalid_warnings(&String::from_utf8_lossy(&output.stderr))
                        .len(),
                }
            }
            _ => Strictness::CLEAN,
        }
    }
}

/// `action`, a C warnings check at [`STRICT_MODE`], at [`GNU_MODE`] instead (`None`
/// for any other action).
fn gnu_mode(action: &Action) -> Option<Action> {
    let Action::Compile(c) = action else {
        return None;
    };
    let at = c.cc.args.iter().position(|a| a == STRICT_MODE)?;
    let mut c = c.clone();
    c.cc.args[at] = GNU_MODE.to_string();
    Some(Action::Compile(c))
}

impl Oracle for UbGuard {
    fn test(&self, candidate: &str, cancel: &dyn Control) -> Result<Report, OracleError> {
        plan::run::check(&self.plan, &self.workspace, candidate, cancel)
    }

    fn plan(&self) -> Vec<&Plan> {
        vec![&self.plan]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::readings::*;
    use crate::toolchain::{self, Exit, ProcessSpec};

    /// The script's patterns are made from the runner's lists: `grep -E` with them
    /// agrees with the runner on every line.
    #[test]
    fn the_script_patterns_match_what_the_runner_matches() {
        let lines = [
            "a.c:3:5: warning: 'x' is used uninitialized [-Wuninitialized]",
            "a.c:4:5: warning: array subscript 5 is above array bounds of 'int[2]'",
            "a.c:4:5: warning: array index 3 is past the end [-Warray-bounds]",
            "a.c:1:1: warning: type defaults to 'int' in declaration of 'g' [-Wimplicit-int]",
            "r.c:17:17: warning: call to undeclared library function 'malloc' with type 'void *(unsigned long)'; ISO C99 and later do not support implicit function declarations [-Wimplicit-function-declaration]",
            "a.c:2:1: warning: unused variable 'y' [-Wunused-variable]",
            "a.c:1:9: warning: missing '(' after '#pragma pack' - ignored [-Wpragmas]",
            "a.c:1:9: warning: unexpected argument to '#pragma pack' - ignored [-Wignored-pragmas]",
            "clang: warning: argument unused during compilation: '-Wignored-pragmas' [-Wunused-command-line-argument]",
            "a.c:5:3: note: in expansion of macro 'M'",
            "a.c:6:7: runtime error: signed integer overflow",
            "==1==ERROR: AddressSanitizer: heap-buffer-overflow",
            "checksum = 0",
        ];
        let dir = tempfile::tempdir().unwrap();
        let grep = |pattern: &str, line: &str| {
            let f = dir.path().join("l.txt");
            std::fs::write(&f, line).unwrap();
            // Through the toolchain, the one place that spawns processes.
            let spec = ProcessSpec::new("grep", dir.path())
                .args(["-qE", pattern, "l.txt"])
                .timeout(Duration::from_secs(10));
            toolchain::run(&spec, &|| false).unwrap().exit == Exit::Code(0)
        };
        let (w, san) = (invalid_warning_regex(), sanitizer_regex());
        for l in lines {
            assert_eq!(grep(&w, l), is_invalid_warning(l), "{l}");
            assert_eq!(grep(&san, l), is_sanitizer_report(l), "{l}");
        }
        assert!(is_invalid_warning(lines[1]) && !is_invalid_warning(lines[5]));
        assert!(is_invalid_warning(lines[6]) && is_invalid_warning(lines[7]));
        assert!(!is_invalid_warning(lines[8]));
        assert!(is_sanitizer_report(lines[10]) && !is_sanitizer_report(lines[12]));
        // Regression: the only check when gcc is the compiler under suspicion is clang's,
        // and clang 15's wording of an implicit declaration went through (a reduction
        // of GCC's pr109585.c dropped `#include <stdlib.h>` and called malloc).
        assert!(is_invalid_warning(lines[4]));
    }

    #[test]
    fn a_check_s_run_limit_is_the_runner_s_and_the_script_s() {
        let t = Duration::from_secs(5);
        assert_eq!(CheckKind::Sanitizer.run_limit(t), Duration::from_secs(20));
        assert_eq!(CheckKind::Valgrind.run_limit(t), Duration::from_secs(60));
    }

    #[test]
    fn the_original_s_warnings_are_tolerated_and_no_more() {
        let original = "p.c:3:5: warning: overflow in conversion from 'long int' to 'short int' changes value from '2975693907' to '31827' [-Woverflow]\n\
                        p.c:3:5: note: something\n";
        let tolerated = invalid_warnings(original);
        assert_eq!(tolerated.len(), 1);
        assert!(tolerated[0].starts_with("warning: overflow in conversion"));
        // The same warning elsewhere (a line moved) is still the original's.
        let moved = original.replace("p.c:3:5", "p.c:1:9");
        assert!(beyond(&invalid_warnings(&moved), &tolerated).is_empty());
        // A copy of it, or any other warning, is new.
        let twice = format!("{original}{moved}");
        assert_eq!(beyond(&invalid_warnings(&twice), &tolerated).len(), 1);
        let other = "p.c:2:1: warning: integer constant is so large that it is unsigned\n";
        assert_eq!(
            beyond(&invalid_warnings(&format!("{moved}{other}")), &tolerated),
            ["warning: integer constant is so large that it is unsigned"]
        );
    }

    #[test]
    fn recognizes_invalid_warnings() {
        assert!(
            invalid_warning("a.c:3:5: warning: 'x' is used uninitialized [-Wuninitialized]")
                .is_some()
        );
        assert!(invalid_warning(
            "a.c:1:1: warning: type defaults to 'int' in declaration of 'printf' [-Wimplicit-int]"
        )
        .is_some());
        assert!(invalid_warning(
            "a.c:2: warning: array subscript 5 is above array bounds of 'int[3]'"
        )
        .is_some());
        assert!(
            invalid_warning("a.c:2:7: warning: unused variable 'x' [-Wunused-variable]").is_none()
        );
    }

    /// Regression: a reduction of a generated calling-convention test ended in
    /// `va_start(e,0)` (not the last named parameter: undefined), which gcc and clang
    /// warn about and the guard let through.
    #[test]
    fn regression_va_start_on_something_else_than_the_last_named_parameter() {
        for line in [
            "a.c:9:1: warning: second parameter of 'va_start' not last named argument [-Wvarargs]",
            "a.c:9:12: warning: second argument to 'va_start' is not the last named parameter [-Wvarargs]",
        ] {
            assert!(invalid_warning(line).is_some(), "{line}");
        }
    }

    /// Regression: `a=18446744073709551615<=0;` passed the guard, and every other
    /// warning the yardstick flags must fail it too.
    #[test]
    fn regression_an_output_that_is_not_a_valid_program() {
        for line in [
            "a.c:3:3: warning: integer constant is so large that it is unsigned",
            "a.c:3:5: warning: integer literal is too large to be represented in a signed integer type, interpreting as unsigned [-Wimplicitly-unsigned-literal]",
            "a.c:1:9: warning: overflow in expression; result is -2147483648 with type 'int' [-Winteger-overflow]",
            "a.c:1:9: warning: integer overflow in expression of type 'int' results in '-2147483648' [-Woverflow]",
            "a.c:2:9: warning: unsigned conversion from 'int' to 'unsigned char' changes value from '300' to '44' [-Woverflow]",
            "a.c:2:11: warning: left shift count >= width of type [-Wshift-count-overflow]",
            "a.c:2:11: warning: shifting a negative signed value is undefined [-Wshift-negative-value]",
            "a.c:2:11: warning: result of '1 << 40' requires 42 bits to represent, but 'int' only has 32 bits [-Wshift-overflow=]",
            "a.c:4:5: warning: operation on 'x' may be undefined [-Wsequence-point]",
            "a.c:4:5: warning: multiple unsequenced modifications to 'x' [-Wunsequenced]",
            "a.c:5:10: warning: function returns address of local variable [-Wreturn-local-addr]",
            "a.c:5:10: warning: address of stack memory associated with local variable 'x' returned [-Wreturn-stack-address]",
            "a.c:6:1: warning: control reaches end of non-void function [-Wreturn-type]",
            "a.c:7:9: warning: initialization of 'int' from 'int *' makes integer from pointer without a cast [-Wint-conversion]",
            "a.c:8:3: warning: argument 1 null where non-null expected [-Wnonnull]",
            "a.c:1:62: warning: excess elements in scalar initializer",
            "a.c:1:20: warning: braces around scalar initializer [-Wbraced-scalar-init]",
        ] {
            assert!(invalid_warning(line).is_some(), "{line}");
        }
    }
}
