//! Setting up one reduction with a built-in or script oracle, written once for every
//! caller (the `reduce` command and triage's reduce stage): build the oracle (unless the
//! caller has one), let the UB guard tolerate the original's own "not a valid program"
//! warnings, check that the original passes the guard, and make the value probe (one
//! file only) and the pinned markers between files reduced together. [`Prepared::options`]
//! fills [`ReduceOptions`] from it.

use super::budget::TestBudget;
use super::options::{Events, ReduceOptions, DEFAULT_EXHAUSTIVE_TESTS, DEFAULT_WINDOW};
use crate::oracle::config::BuildError;
use crate::oracle::value_probe::{ValueProbe, ValueSource};
use crate::oracle::{BuildOracle, Guarded, OracleConfig, StaticGuard, Verdict, Workspace};
use crate::toolchain::Control;
use creduce_passes::{Lang, Pass};
use std::sync::Arc;
use std::time::Duration;

/// What a reduction needs set up.
pub struct Setup<'a> {
    /// The oracle's configuration.
    pub config: &'a OracleConfig,
    /// The original program: the guard tolerates its warnings, and it must pass the
    /// guard (when `check_guard`).
    pub original: &'a str,
    /// The program the reduction starts from (the best so far when resuming): an
    /// oracle built here is calibrated on it.
    pub start: &'a str,
    /// An oracle the caller built already (triage's reproduce stage).
    pub oracle: Option<Guarded>,
    /// Check the original against the UB guard (a resumed reduction checked it before).
    pub check_guard: bool,
    /// Check `start` beside the reduction's first tests rather than before, where the
    /// oracle allows it ([`OracleConfig::defers_check`]); `reduce_checked` runs the
    /// check.
    pub defer_check: bool,
    /// The files' names when several are reduced together (joined with markers); empty
    /// for one file.
    pub names: &'a [String],
    /// The temporary area of the oracle and the value probe.
    pub workspace: Arc<Workspace>,
    /// Building the oracle and running the guard take one slot of this budget.
    pub budget: &'a TestBudget,
    /// What builds the oracle ([`crate::oracle::FromConfig`] but in tests).
    pub oracles: &'a dyn BuildOracle,
    /// Stop once this says so.
    pub cancel: &'a dyn Control,
}

impl std::fmt::Debug for Setup<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Setup")
            .field("check_guard", &self.check_guard)
            .field("defer_check", &self.defer_check)
            .field("names", &self.names)
            .finish_non_exhaustive()
    }
}

/// A reduction set up.
#[derive(Debug)]
pub struct Prepared {
    /// The oracle, with its UB guard when it has one.
    pub oracle: Guarded,
    /// Runs instrumented copies for `expr_to_value` (one file, gcc present).
    pub probe: Option<ValueProbe>,
    /// The markers every candidate must keep (several files).
    pub pinned: Vec<String>,
    /// A folder's files may go: candidates keep some of the markers, in order.
    pub files_may_go: bool,
    /// The original's own warnings the guard lets candidates keep (but adds none).
    pub tolerated: Vec<String>,
    /// The oracle was built without its check of the program the reduction starts
    /// from: `reduce_checked` runs it beside the first tests.
    pub deferred: bool,
    /// The language: the configuration's `--lang`, else the file's extension.
    pub lang: Lang,
    /// The static guard holds candidates to a C `-pedantic-errors` mode
    /// ([`StaticGuard::pedantic`]): the hazard check may reject GNU constructs.
    pub pedantic: bool,
    /// A guard checks C candidates: the hazard check may reject calls of undeclared
    /// names ([`creduce_passes::hazards::Hazards::undeclared_calls`]).
    pub guarded_c: bool,
    /// A guard checks C candidates, the original has none of these warnings of its own
    /// (the guards would tolerate more of them), and no line marker, pragma, macro or
    /// target flag may hide or change them: the hazard check may reject what gcc and
    /// clang warn about by default
    /// ([`creduce_passes::hazards::Hazards::without_default_warnings`]).
    pub warnings_checked: bool,
}

/// Words of the warnings the hazard check's default-warning counts stand for
/// ([`creduce_passes::hazards::Hazards::without_default_warnings`]): an original with
/// one of them turns the counts off.
const DEFAULT_WARNING_WORDS: &[&str] = &[
    "excess elements in",
    "-Wexcess-initializers",
    "builtin-declaration-mismatch",
    "incompatible redeclaration",
    "conflicting types",
    "type defaults to",
    "type specifier missing",
    "-Wimplicit-int",
];

/// Whether the hazard check's default-warning counts stand for new warnings of a guard
/// that compiles C candidates of `original`: not when the original has one of those
/// warnings itself (`tolerated`: the guards let candidates keep the original's
/// warnings, by their words), nor when the program's own macros or pragmas may rename a
/// function or silence a warning, nor for another target's types (`-m32`: `size_t` is
/// `unsigned int` there).
fn default_warnings_checkable<'a>(
    original: &str,
    mut tolerated: impl Iterator<Item = &'a String>,
    user_flags: &[String],
) -> bool {
    let target = user_flags
        .iter()
        .any(|f| f.starts_with("-m") && !f.starts_with("-march") && !f.starts_with("-mtune"));
    !target
        && !tolerated.any(|w| DEFAULT_WARNING_WORDS.iter().any(|d| w.contains(d)))
        && !original.contains("#define")
        && !original.contains("_Pragma")
        && !creduce_passes::hazards::pedantry_may_be_off(original)
}

/// Whether the user's flags define macros (`-D`, `-include`, `-imacros`): they declare
/// what the hazard check, which reads the program alone, cannot see.
fn macros_from_flags(user_flags: &[String]) -> bool {
    user_flags
        .iter()
        .any(|f| f.starts_with("-D") || f.starts_with("-include") || f.starts_with("-imacros"))
}

/// Which guard the original fails, and what lets a reduction start: the static guard's
/// modes, a longer `--run-timeout` when a sanitized run only ran out of time (it gets
/// four times the run timeout, valgrind twelve), or turning the guard off. `notes` are
/// the guards' report: the static guard's, then the UB guard's when the static guard
/// passed, so the last note is the failing guard's.
pub fn guard_way_out(notes: &[String]) -> (&'static str, &'static str) {
    let failing = notes.last().map(String::as_str).unwrap_or("");
    if failing.starts_with("static guard") {
        (
            "static guard",
            "--std with a mode it passes, or --no-static-guard",
        )
    } else if notes
        .iter()
        .any(|n| n.starts_with("UB guard") && n.contains(" ran past "))
    {
        (
            "UB guard",
            "a longer --run-timeout (a sanitized run gets 4 times it, valgrind 12), or --no-ub-guard",
        )
    } else {
        ("UB guard", "--no-ub-guard")
    }
}

/// Why a reduction could not be set up.
#[derive(Debug, thiserror::Error)]
pub enum PrepareError {
    /// Interrupted while setting up.
    #[error("interrupted")]
    Interrupted,
    /// The oracle could not be built (the original is not interesting, a compiler is
    /// missing, ...).
    #[error(transparent)]
    Build(#[from] BuildError),
    /// The UB guard could not run on the original.
    #[error("{0}")]
    Guard(String),
    /// The original fails a guard, so no reduction of it can pass.
    #[error("the original fails the {}: {}", guard_way_out(.notes).0, .notes.join("; "))]
    OriginalFailsGuard {
        /// The guard's notes.
        notes: Vec<String>,
    },
}

/// Set a reduction up (see the module's documentation).
pub fn prepare(setup: Setup<'_>) -> Result<Prepared, PrepareError> {
    let cancel = setup.cancel;
    let deferred = setup.defer_check && setup.oracle.is_none() && setup.config.defers_check();
    let mut oracle = match setup.oracle {
        Some(o) => o,
        None => {
            let _permit = setup
                .budget
                .acquire(cancel)
                .ok_or(PrepareError::Interrupted)?;
            let build = if deferred {
                BuildOracle::build_unchecked
            } else {
                BuildOracle::build
            };
            match build(
                setup.oracles,
                setup.config,
                setup.start,
                Arc::clone(&setup.workspace),
                cancel,
            ) {
                Ok(o) => o,
                Err(_) if cancel.cancelled() => return Err(PrepareError::Interrupted),
                Err(e) => return Err(e.into()),
            }
        }
    };
    // Both compile and run: one slot.
    let guard_permit = if oracle.guarded() {
        Some(
            setup
                .budget
                .acquire(cancel)
                .ok_or(PrepareError::Interrupted)?,
        )
    } else {
        None
    };
    let tolerated = match oracle.tolerate_original(setup.original, cancel) {
        Err(_) if cancel.cancelled() => return Err(PrepareError::Interrupted),
        r => r.map_err(|e| PrepareError::Guard(e.to_string()))?,
    };
    if setup.check_guard {
        let report = oracle
            .guard_report(setup.original, cancel)
            .map_err(|e| PrepareError::Guard(e.to_string()))?;
        if let Some(report) = report {
            match report.verdict {
                Verdict::Interesting => {}
                Verdict::Cancelled => return Err(PrepareError::Interrupted),
                _ => {
                    return Err(PrepareError::OriginalFailsGuard {
                        notes: report.notes,
                    })
                }
            }
        }
    }
    drop(guard_permit);
    let lang = setup
        .config
        .lang_of(std::path::Path::new(setup.workspace.file_name()));
    // The value probe runs an instrumented copy of one file.
    let probe = if setup.names.is_empty() {
        ValueProbe::new(
            Arc::clone(&setup.workspace),
            Duration::from_secs_f64(setup.config.compile_timeout),
            Duration::from_secs_f64(setup.config.run_timeout),
        )
    } else {
        None
    };
    let pedantic = oracle.static_guard().is_some_and(StaticGuard::pedantic)
        && !creduce_passes::hazards::pedantry_may_be_off(setup.original);
    let flags = crate::oracle::static_guard::user_flags(
        setup.config.cc.iter().chain(setup.config.reference.iter()),
    );
    let macros = macros_from_flags(&flags);
    let guarded_c = oracle.compiles_candidates()
        && lang == crate::lang::Lang::C
        && !macros
        && creduce_passes::hazards::undeclared_calls_countable(setup.original);
    // The original's warnings the static guard lets candidates keep, as the UB
    // guard's `tolerated`.
    let static_tolerated = oracle.static_guard().into_iter().flat_map(|g| {
        g.plan().steps.iter().flat_map(|s| match &s.require {
            crate::oracle::plan::Require::Clean { tolerated } => tolerated.as_slice(),
            _ => &[],
        })
    });
    let warnings_checked = oracle.compiles_candidates()
        && lang == crate::lang::Lang::C
        && !macros
        && default_warnings_checkable(
            setup.original,
            tolerated.iter().chain(static_tolerated),
            &flags,
        );
    Ok(Prepared {
        pedantic,
        guarded_c,
        warnings_checked,
        oracle,
        probe,
        pinned: crate::sources::markers(setup.names),
        files_may_go: setup.workspace.files_may_go(),
        tolerated,
        deferred,
        lang,
    })
}

impl Prepared {
    /// The reduction's options with every check on, the default window and tests run
    /// ahead of need; callers change what their own flags say.
    pub fn options<'a>(
        &'a self,
        passes: &'a [Box<dyn Pass>],
        cancel: &'a dyn Control,
        events: &'a dyn Events,
    ) -> ReduceOptions<'a> {
        ReduceOptions {
            pinned: &self.pinned,
            files_may_go: self.files_may_go,
            passes,
            probe: self.probe.as_ref().map(|p| p as &dyn ValueSource),
            cache: true,
            parse_check: true,
            hazard_check: true,
            gnu_constructs: self.pedantic,
            undeclared_calls: self.guarded_c,
            default_warnings: self.warnings_checked,
            window: DEFAULT_WINDOW,
            exhaustive_tests: DEFAULT_EXHAUSTIVE_TESTS,
            speculate: true,
            replay: None,
            cancel,
            events,
            format: super::format::Format::Builtin,
            lang: self.lang,
            as_user: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{default_warnings_checkable, guard_way_out, macros_from_flags};

    #[test]
    fn a_guard_s_timeout_on_the_original_points_at_the_run_timeout() {
        let notes = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        // The static guard passed (its notes come first), the UB guard timed out.
        let (guard, out) = guard_way_out(&notes(&[
            "static guard: gcc -std=c99 clean",
            "UB guard: gcc -O2 clean",
            "UB guard: clang -O0 MSan build ran past 20 s",
        ]));
        assert_eq!(guard, "UB guard");
        assert!(out.contains("--run-timeout"), "{out}");
        let (guard, out) = guard_way_out(&notes(&[
            "static guard: gcc -std=c99 clean",
            "UB guard: gcc UBSan: runtime error: shift exponent",
        ]));
        assert_eq!((guard, out), ("UB guard", "--no-ub-guard"));
        let (guard, _) = guard_way_out(&notes(&[
            "static guard: clang -std=c99 clean",
            "static guard: gcc -std=c99 rejects it",
        ]));
        assert_eq!(guard, "static guard");
    }

    #[test]
    fn macros_from_the_command_line_are_seen_in_every_spelling() {
        // Each as `user_flags` gives it back from a compiler's arguments.
        let flags = |cc: &str| {
            let spec = crate::toolchain::CompilerSpec::parse(cc).unwrap();
            crate::oracle::static_guard::user_flags([&spec])
        };
        for cc in [
            "gcc -DX=1",
            "gcc -D X=1",
            "gcc -include pre.h",
            "gcc -imacros m.h",
            "gcc -includepre.h",
            "gcc -imacrosm.h",
        ] {
            assert!(macros_from_flags(&flags(cc)), "{cc}");
        }
        for cc in ["gcc -O2 -Iinc", "gcc -m32 -UX"] {
            assert!(!macros_from_flags(&flags(cc)), "{cc}");
        }
    }

    #[test]
    fn default_warnings_count_only_where_each_would_be_a_new_warning() {
        let plain = "int printf(const char *, ...);\nint main(void) { return printf(\"\"); }\n";
        let none: Vec<String> = Vec::new();
        assert!(default_warnings_checkable(plain, none.iter(), &[]));
        assert!(default_warnings_checkable(
            plain,
            none.iter(),
            &["-march=native".into()]
        ));
        // The original has such a warning: the guards tolerate more of it.
        let excess = ["warning: excess elements in array initializer".to_string()];
        assert!(!default_warnings_checkable(plain, excess.iter(), &[]));
        let clang = ["incompatible redeclaration of library function 'abs'".to_string()];
        assert!(!default_warnings_checkable(plain, clang.iter(), &[]));
        // Another target, a macro, a pragma that may silence.
        assert!(!default_warnings_checkable(
            plain,
            none.iter(),
            &["-m32".into()]
        ));
        let define = format!("#define printf my_printf\n{plain}");
        assert!(!default_warnings_checkable(&define, none.iter(), &[]));
        let pragma = format!("_Pragma(\"GCC diagnostic ignored \\\"-Wall\\\"\")\n{plain}");
        assert!(!default_warnings_checkable(&pragma, none.iter(), &[]));
        let marker = format!("# 1 \"/usr/include/stdio.h\" 3 4\n{plain}");
        assert!(!default_warnings_checkable(&marker, none.iter(), &[]));
    }
}
