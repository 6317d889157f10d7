//! The typed oracle configuration: which oracle, its compilers or script, timeouts and
//! the UB guard. The command line and a JSON file (a triage sidecar) produce the same
//! value; [`OracleConfig::build`] is the one function that turns it into an oracle.

use super::behaviour::Timeouts;
use super::{
    CalibrationError, CrashOracle, ExpectOracle, Guarded, Oracle, OracleError, ScriptOracle,
    StaticGuard, UbGuard, VoteOracle, Workspace,
};
use crate::lang::Lang;
use crate::toolchain::compiler::{COMPILE_TAIL, LINK_TAIL};
use crate::toolchain::runner::Conditions;
use crate::toolchain::{CompilerSpec, Control, Exit, Family, Runner};
use serde::{Deserialize, Serialize};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// The longest timeout accepted, in seconds (a week): anything longer is a typo.
pub const MAX_TIMEOUT_SECS: f64 = 7.0 * 24.0 * 3600.0;

/// Which oracle decides interestingness.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OracleKind {
    /// The user's script (C-Reduce's convention): exit 0 = interesting.
    Script,
    /// The compiler still fails the same way (ICE message, signal, timeout).
    Crash,
    /// Differential testing over three or more compilers: the same minority.
    Vote,
    /// Self-checking program: the reference build passes, the build under test fails.
    Expect,
}

impl OracleKind {
    /// The name used on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            OracleKind::Script => "script",
            OracleKind::Crash => "crash",
            OracleKind::Vote => "vote",
            OracleKind::Expect => "expect",
        }
    }
}

fn default_timeout() -> f64 {
    300.0
}
fn default_compile_timeout() -> f64 {
    60.0
}
fn default_run_timeout() -> f64 {
    5.0
}

/// Everything that defines an oracle. JSON form (every field but `oracle` optional):
/// `{"oracle": "vote", "cc": ["gcc -O0", "gcc -O2", "clang-15 -O2", "chibicc"],
///   "compile_timeout": 60, "run_timeout": 5, "ub_guard": true}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OracleConfig {
    /// The oracle.
    pub oracle: OracleKind,
    /// `script`: the interestingness test, an executable.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub test: Option<PathBuf>,
    /// The compilers (`crash` and `expect`: the one under test; `vote`: three or more).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cc: Vec<CompilerSpec>,
    /// The reference compiler (`expect`: required; `crash`: must accept the program).
    #[serde(default, rename = "ref", skip_serializing_if = "Option::is_none")]
    pub reference: Option<CompilerSpec>,
    /// Seconds one run of the script may take.
    #[serde(default = "default_timeout")]
    pub timeout: f64,
    /// Built-in oracles: seconds one compilation may take.
    #[serde(default = "default_compile_timeout")]
    pub compile_timeout: f64,
    /// Built-in oracles: seconds one run of a compiled program may take.
    #[serde(default = "default_run_timeout")]
    pub run_timeout: f64,
    /// Run the UB guard after the oracle (`None`: on for `vote` and `expect`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ub_guard: Option<bool>,
    /// UB guard: also the gcc -O2 and clang -O0/-O2 sanitizer builds.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ub_thorough: bool,
    /// UB guard: also valgrind memcheck.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ub_valgrind: bool,
    /// Run the static validity guard after the oracle (`None`: on for the built-in
    /// oracles, and for scripts given `std`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub static_guard: Option<bool>,
    /// The static guard's mode (`c99`, `gnu11`, ...) instead of the modes it learns from
    /// the original.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub std: Option<String>,
    /// The language (`c`, `c++`) the guards check the program as (`None`: from the
    /// file's extension).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "crate::lang::serde_opt"
    )]
    pub lang: Option<Lang>,
    /// `script`: where the script runs (here, behind a prefix, or as a Slurm step).
    #[serde(default, skip_serializing_if = "is_local")]
    pub runner: Runner,
    /// `script`: the conditions the script runs under: the reducer's (`TMPDIR` in the
    /// candidate's directory), or, once a result held only under those, the user's.
    #[serde(skip)]
    pub conditions: Conditions,
}

fn is_local(r: &Runner) -> bool {
    *r == Runner::Local
}

impl OracleConfig {
    /// A configuration of `kind` with every default.
    pub fn new(kind: OracleKind) -> OracleConfig {
        OracleConfig {
            oracle: kind,
            test: None,
            cc: Vec::new(),
            reference: None,
            timeout: default_timeout(),
            compile_timeout: default_compile_timeout(),
            run_timeout: default_run_timeout(),
            ub_guard: None,
            ub_thorough: false,
            ub_valgrind: false,
            static_guard: None,
            std: None,
            lang: None,
            runner: Runner::Local,
            conditions: Conditions::Reducer,
        }
    }

    /// A `script` oracle running `test`.
    pub fn script(test: impl Into<PathBuf>) -> OracleConfig {
        OracleConfig {
            test: Some(test.into()),
            ..OracleConfig::new(OracleKind::Script)
        }
    }

    /// Read a configuration from JSON text.
    pub fn from_json(text: &str) -> Result<OracleConfig, ConfigError> {
        let c: OracleConfig =
            serde_json::from_str(text).map_err(|e| ConfigError(format!("oracle JSON: {e}")))?;
        c.validate()?;
        Ok(c)
    }

    /// The language of `file` for this oracle: `lang` when given, else its extension's.
    pub fn lang_of(&self, file: &std::path::Path) -> Lang {
        self.lang.unwrap_or_else(|| Lang::of_path(file))
    }

    /// Whether the UB guard runs.
    pub fn guarded(&self) -> bool {
        self.ub_guard
            .unwrap_or(matches!(self.oracle, OracleKind::Vote | OracleKind::Expect))
    }

    /// Whether the static validity guard runs.
    pub fn static_guarded(&self) -> bool {
        self.static_guard
            .unwrap_or(self.oracle != OracleKind::Script || self.std.is_some())
    }

    /// The same oracle without its guards (the probes of triage's culprit search, its
    /// signature, the cross-check: they ask about the bug, not about validity).
    pub fn unguarded(&self) -> OracleConfig {
        OracleConfig {
            ub_guard: Some(false),
            static_guard: Some(false),
            ..self.clone()
        }
    }

    /// The timeouts of builds and runs.
    pub fn timeouts(&self) -> Timeouts {
        Timeouts {
            compile: Duration::from_secs_f64(self.compile_timeout),
            run: Duration::from_secs_f64(self.run_timeout),
        }
    }

    /// Resolve a relative `test` path against `base` (the directory of the JSON file).
    pub fn resolve_paths(&mut self, base: &Path) {
        if let Some(t) = &mut self.test {
            if t.is_relative() {
                *t = base.join(&*t);
            }
        }
    }

    /// Check what can be checked without running anything.
    pub fn validate(&self) -> Result<(), ConfigError> {
        for (name, v) in [
            ("timeout", self.timeout),
            ("compile-timeout", self.compile_timeout),
            ("run-timeout", self.run_timeout),
        ] {
            check_seconds(v).map_err(|e| ConfigError(format!("--{name}: {e}")))?;
        }
        if let Some(m) = &self.std {
            if !super::static_guard::STD_MODES.contains(&m.as_str()) {
                return Err(ConfigError(format!(
                    "--std {m}: not a C mode (one of {})",
                    super::static_guard::STD_MODES.join(", ")
                )));
            }
        }
        if self.runner != Runner::Local && self.oracle != OracleKind::Script {
            return Err(ConfigError(format!(
                "--runner-command and --runner slurm go with a test script, not --oracle {} \
                 (which runs several processes per test; `check --emit-script` writes one)",
                self.oracle.name()
            )));
        }
        let n = self.cc.len();
        let bad = |s: String| Err(ConfigError(s));
        match self.oracle {
            OracleKind::Script if self.test.is_none() => bad(
                "no interestingness test: pass --test SCRIPT or --oracle crash|vote|expect".into(),
            ),
            OracleKind::Script if n > 0 || self.reference.is_some() => {
                bad("--cc and --ref go with --oracle crash|vote|expect, not with a script".into())
            }
            k @ (OracleKind::Crash | OracleKind::Vote | OracleKind::Expect)
                if self.test.is_some() =>
            {
                bad(format!(
                    "--test goes with --oracle script, not {}",
                    k.name()
                ))
            }
            OracleKind::Crash if n != 1 => {
                bad(format!("--oracle crash needs exactly one --cc, not {n}"))
            }
            OracleKind::Vote if n < 3 => bad(format!(
                "--oracle vote needs at least three --cc (a majority must agree), not {n}"
            )),
            OracleKind::Vote if self.reference.is_some() => {
                bad("--oracle vote takes no --ref".into())
            }
            OracleKind::Expect if n != 1 || self.reference.is_none() => {
                bad("--oracle expect needs one --cc and one --ref".into())
            }
            _ => Ok(()),
        }
    }

    /// Build the oracle: check the script or the compilers, calibrate on `original`
    /// (which must show the bug), and add the UB guard when it is on. Temporary
    /// directories go under `workspace`. The UB guard is not run on the original here:
    /// see [`Guarded::guard_report`].
    pub fn build(
        &self,
        original: &str,
        workspace: Arc<Workspace>,
        cancel: &dyn Control,
    ) -> Result<Guarded, BuildError> {
        self.build_with(original, workspace, cancel, false)
    }

    /// Whether [`OracleConfig::build_unchecked`] can leave the run on the original for
    /// later: a script oracle without guards learns nothing from the original that its
    /// verdicts depend on.
    pub fn defers_check(&self) -> bool {
        self.oracle == OracleKind::Script && !self.guarded() && !self.static_guarded()
    }

    /// [`OracleConfig::build`], but when [`OracleConfig::defers_check`], without the run
    /// on the original: the caller runs [`OracleConfig::check_original`] before it trusts
    /// a verdict (the reduce command, beside the first tests of the reduction).
    pub fn build_unchecked(
        &self,
        original: &str,
        workspace: Arc<Workspace>,
        cancel: &dyn Control,
    ) -> Result<Guarded, BuildError> {
        self.build_with(original, workspace, cancel, self.defers_check())
    }

    /// Check that `original` shows the bug to `oracle` (built by
    /// [`OracleConfig::build_unchecked`]), with [`OracleConfig::build`]'s errors.
    pub fn check_original(
        &self,
        oracle: &Guarded,
        original: &str,
        cancel: &dyn Control,
    ) -> Result<(), BuildError> {
        oracle
            .check_original(original, cancel)
            .map_err(|e| self.calibration_error(e, cancel))
    }

    /// A calibration error as a build error.
    fn calibration_error(&self, e: CalibrationError, cancel: &dyn Control) -> BuildError {
        match e {
            _ if cancel.cancelled() => BuildError::Cancelled,
            CalibrationError::Cancelled => BuildError::Cancelled,
            CalibrationError::NotInteresting(why) => BuildError::NotInteresting(format!(
                "the original is not interesting to the {} oracle:\n{}",
                self.oracle.name(),
                indent(&why)
            )),
            CalibrationError::Timeout(why) => BuildError::OriginalTimeout(why),
            CalibrationError::Oracle(e) => BuildError::Oracle(e),
        }
    }

    fn build_with(
        &self,
        original: &str,
        workspace: Arc<Workspace>,
        cancel: &dyn Control,
        unchecked: bool,
    ) -> Result<Guarded, BuildError> {
        self.validate().map_err(|e| BuildError::Invalid(e.0))?;
        let cal = |e: CalibrationError| self.calibration_error(e, cancel);
        let timeouts = self.timeouts();
        if self.oracle != OracleKind::Script {
            self.check_compilers(&workspace, cancel)?;
        }
        let ws = Arc::clone(&workspace);
        let mut cc = self.cc.clone();
        let main: Box<dyn Oracle> = match self.oracle {
            OracleKind::Script => {
                let test = self.script_test(ws)?;
                if !unchecked {
                    test.check_original(original, cancel).map_err(cal)?;
                }
                Box::new(test)
            }
            OracleKind::Crash => Box::new(
                CrashOracle::calibrate(
                    cc.remove(0),
                    self.reference.clone(),
                    timeouts.compile,
                    ws,
                    original,
                    cancel,
                )
                .map_err(cal)?,
            ),
            OracleKind::Vote => {
                Box::new(VoteOracle::calibrate(cc, timeouts, ws, original, cancel).map_err(cal)?)
            }
            OracleKind::Expect => {
                let reference = self
                    .reference
                    .clone()
                    .ok_or_else(|| BuildError::Invalid("--oracle expect needs --ref".into()))?;
                Box::new(
                    ExpectOracle::calibrate(
                        cc.remove(0),
                        reference,
                        timeouts,
                        ws,
                        original,
                        cancel,
                    )
                    .map_err(cal)?,
                )
            }
        };
        let lang = self.lang_of(std::path::Path::new(workspace.file_name()));
        // The guards do not trust the compilers under suspicion.
        let avoid: Vec<Family> = if self.guarded() || self.static_guarded() {
            let dir = workspace
                .stage_named("version.c", "")
                .map_err(|e| BuildError::Oracle(OracleError::Workspace(e)))?;
            main.suspects()
                .iter()
                .map(|c| Family::of(c, dir.path(), cancel))
                .collect()
        } else {
            Vec::new()
        };
        let static_guard = if self.static_guarded() {
            let flags = super::static_guard::user_flags(self.cc.iter().chain(&self.reference));
            let g = StaticGuard::new(
                Arc::clone(&workspace),
                timeouts.compile,
                &avoid,
                flags,
                self.std.clone(),
                lang,
            )
            .map(|g| g.with_reference(self.reference.as_ref()));
            if g.is_none() {
                return Err(BuildError::BadCompiler(
                    "static guard: neither gcc nor clang is installed (pass --no-static-guard)"
                        .into(),
                ));
            }
            g
        } else {
            None
        };
        let guard = if self.guarded() {
            Some(
                UbGuard::new(
                    workspace,
                    timeouts.compile,
                    timeouts.run,
                    self.ub_thorough,
                    self.ub_valgrind,
                    &avoid,
                    lang,
                )
                .map_err(|e| BuildError::BadCompiler(format!("UB guard: {e}")))?,
            )
        } else {
            None
        };
        Ok(Guarded::new(main, static_guard, guard))
    }

    /// Each compiler must be on PATH and compile (and, unless it is only compiled,
    /// link) a trivial program, or every candidate would look the same.
    fn check_compilers(
        &self,
        workspace: &Workspace,
        cancel: &dyn Control,
    ) -> Result<(), BuildError> {
        let all: Vec<&CompilerSpec> = self.cc.iter().chain(self.reference.iter()).collect();
        for spec in &all {
            spec.check_exists()
                .map_err(|e| BuildError::BadCompiler(e.to_string()))?;
        }
        let dir = workspace
            .stage_named("trivial.c", "int main(void) { return 0; }\n")
            .map_err(|e| BuildError::Oracle(OracleError::Workspace(e)))?;
        let tail = if self.oracle == OracleKind::Crash {
            COMPILE_TAIL
        } else {
            LINK_TAIL
        };
        let timeout = Duration::from_secs_f64(self.compile_timeout);
        for spec in all {
            let out = spec
                .compile(
                    dir.path(),
                    "trivial.c",
                    "trivial.out",
                    tail,
                    timeout,
                    cancel,
                )
                .map_err(|e| {
                    BuildError::BadCompiler(format!("cannot run compiler `{}`: {e}", spec.name))
                })?;
            if out.exit == Exit::Cancelled {
                return Err(BuildError::Cancelled);
            }
            if !out.exit.success() {
                return Err(BuildError::BadCompiler(format!(
                    "compiler `{}` cannot compile a trivial program ({}): {}",
                    spec.name,
                    out.exit,
                    out.tail(3).replace('\n', " | ")
                )));
            }
        }
        Ok(())
    }
}

/// A number of seconds a user may give: positive, finite, at most a week.
pub fn check_seconds(v: f64) -> Result<f64, String> {
    if !(v > 0.0 && v.is_finite()) {
        return Err(format!("must be a positive number of seconds, not {v}"));
    }
    if v > MAX_TIMEOUT_SECS {
        return Err(format!(
            "{v} seconds is out of range (at most {MAX_TIMEOUT_SECS} s, a week)"
        ));
    }
    Ok(v)
}

/// A configuration that cannot describe an oracle.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ConfigError(pub String);

/// Why an oracle could not be built.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// The configuration is inconsistent.
    #[error("{0}")]
    Invalid(String),
    /// The script is missing, not a file, or not executable.
    #[error("{0}")]
    BadTest(String),
    /// A compiler is missing or cannot compile a trivial program.
    #[error("{0}")]
    BadCompiler(String),
    /// The original does not show the bug.
    #[error("{0}")]
    NotInteresting(String),
    /// The test timed out on the original.
    #[error("{0}")]
    OriginalTimeout(String),
    /// Interrupted.
    #[error("interrupted")]
    Cancelled,
    /// A program could not be run at all.
    #[error(transparent)]
    Oracle(#[from] OracleError),
}

fn check_script(path: &Path) -> Result<PathBuf, BuildError> {
    let bad = |why: String| BuildError::BadTest(format!("test script {}: {why}", path.display()));
    let abs = std::fs::canonicalize(path).map_err(|e| bad(e.to_string()))?;
    let meta = std::fs::metadata(&abs).map_err(|e| bad(e.to_string()))?;
    if !meta.is_file() {
        return Err(bad("is not a file".into()));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(bad(format!(
            "is not executable (chmod +x {})",
            path.display()
        )));
    }
    Ok(abs)
}

impl OracleConfig {
    /// The user's test script (`--test`), its timeout and runner, before its run on
    /// the original.
    pub fn script_test(&self, workspace: Arc<Workspace>) -> Result<ScriptOracle, BuildError> {
        let script = check_script(self.test.as_deref().unwrap_or(Path::new("")))?;
        check_runner(&self.runner)?;
        let timeout = Duration::from_secs_f64(self.timeout);
        Ok(
            ScriptOracle::unchecked(script, timeout, self.runner.clone(), workspace)
                .under(self.conditions),
        )
    }
}

/// The programs `runner` needs must be on PATH.
fn check_runner(runner: &Runner) -> Result<(), BuildError> {
    if let Some(why) = runner.unusable() {
        return Err(BuildError::BadTest(why));
    }
    for p in runner.programs() {
        CompilerSpec::parse(&p)
            .and_then(|s| s.check_exists())
            .map_err(|_| {
                BuildError::BadTest(format!("the test runner needs {p}, which is not on PATH"))
            })?;
    }
    Ok(())
}

/// Indent every line by four spaces.
pub fn indent(s: &str) -> String {
    s.lines()
        .map(|l| format!("    {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// What builds an oracle from its configuration: [`FromConfig`] (the configuration's own
/// [`OracleConfig::build`]) in real runs; engine and triage tests put in-process fake
/// oracles in its place, so a stage's logic is tested without compilers.
pub trait BuildOracle: Sync {
    /// Build and calibrate the oracle of `config` on `original`.
    fn build(
        &self,
        config: &OracleConfig,
        original: &str,
        workspace: Arc<Workspace>,
        cancel: &dyn Control,
    ) -> Result<Guarded, BuildError>;

    /// [`BuildOracle::build`], without the check of `original` where the configuration
    /// allows it ([`OracleConfig::build_unchecked`]); the caller checks it
    /// ([`OracleConfig::check_original`]) before it trusts a verdict.
    fn build_unchecked(
        &self,
        config: &OracleConfig,
        original: &str,
        workspace: Arc<Workspace>,
        cancel: &dyn Control,
    ) -> Result<Guarded, BuildError> {
        self.build(config, original, workspace, cancel)
    }
}

/// Build oracles as their configuration says.
#[derive(Debug, Default, Clone, Copy)]
pub struct FromConfig;

impl BuildOracle for FromConfig {
    fn build(
        &self,
        config: &OracleConfig,
        original: &str,
        workspace: Arc<Workspace>,
        cancel: &dyn Control,
    ) -> Result<Guarded, BuildError> {
        config.build(original, workspace, cancel)
    }

    fn build_unchecked(
        &self,
        config: &OracleConfig,
        original: &str,
        workspace: Arc<Workspace>,
        cancel: &dyn Control,
    ) -> Result<Guarded, BuildError> {
        config.build_unchecked(original, workspace, cancel)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_and_defaults() {
        let c = OracleConfig::from_json(
            r#"{"oracle": "vote", "cc": ["gcc -O0", "gcc -O2", "NAME=clang-15 -O2"]}"#,
        )
        .unwrap();
        assert_eq!(c.oracle, OracleKind::Vote);
        assert_eq!(c.cc[2].name, "NAME");
        assert_eq!(c.run_timeout, 5.0);
        assert!(c.guarded());
        let back = OracleConfig::from_json(&serde_json::to_string(&c).unwrap()).unwrap();
        assert_eq!(back, c);
        assert_eq!(
            serde_json::to_string(&c).unwrap(),
            r#"{"oracle":"vote","cc":["gcc -O0","gcc -O2","NAME=clang-15 -O2"],"timeout":300.0,"compile_timeout":60.0,"run_timeout":5.0}"#
        );
    }

    #[test]
    fn json_errors_name_the_problem() {
        let e = OracleConfig::from_json(r#"{"oracle": "vote", "cc": ["gcc"], "tmeout": 3}"#)
            .unwrap_err();
        assert!(e.0.contains("tmeout"), "{e}");
        let e = OracleConfig::from_json(r#"{"oracle": "vote", "cc": ["a", "b"]}"#).unwrap_err();
        assert!(e.0.contains("at least three"), "{e}");
        let e = OracleConfig::from_json(r#"{"oracle": "crash", "cc": ["gcc 'x"]}"#).unwrap_err();
        assert!(e.0.contains("unbalanced quote"), "{e}");
        let e = OracleConfig::from_json(r#"{"oracle": "script", "test": "t.sh", "timeout": 1e20}"#)
            .unwrap_err();
        assert!(e.0.contains("out of range"), "{e}");
    }

    /// Regression (review): `std` in a script's JSON configuration was ignored.
    #[test]
    fn a_mode_turns_the_static_guard_on_for_scripts() {
        let c = OracleConfig::from_json(r#"{"oracle": "script", "test": "t.sh"}"#).unwrap();
        assert!(!c.static_guarded());
        let c = OracleConfig::from_json(r#"{"oracle": "script", "test": "t.sh", "std": "c99"}"#)
            .unwrap();
        assert!(c.static_guarded());
        let e = OracleConfig::from_json(r#"{"oracle": "crash", "cc": ["gcc"], "std": "c98"}"#)
            .unwrap_err();
        assert!(e.0.contains("not a C mode"), "{e}");
        assert!(!c.unguarded().static_guarded());
    }

    #[test]
    fn seconds_must_be_in_range() {
        assert!(check_seconds(1e20).is_err());
        assert!(check_seconds(0.0).is_err());
        assert!(check_seconds(f64::NAN).is_err());
        assert!(check_seconds(f64::INFINITY).is_err());
        assert_eq!(check_seconds(0.5), Ok(0.5));
        assert!(check_seconds(MAX_TIMEOUT_SECS).is_ok());
    }
}
