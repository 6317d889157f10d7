//! From what the user typed to library values: the oracle options become an
//! [`OracleConfig`] (the same value a JSON file gives).

use super::cli::{OracleArg, OracleArgs, RunnerArg};
use super::Error;
use crate::oracle::{OracleConfig, OracleKind};
use crate::toolchain::{CompilerSpec, Runner};

impl OracleArgs {
    /// The oracle configuration these options describe (or the `--oracle-config` file).
    /// Whether any oracle option was given.
    pub fn given(&self) -> bool {
        self.test.is_some()
            || self.oracle.is_some()
            || self.oracle_config.is_some()
            || !self.cc.is_empty()
            || self.reference.is_some()
    }

    /// The guard options given (`--static-guard`, `--no-static-guard`, `--std`,
    /// `--ub-guard`, `--no-ub-guard`, `--ub-thorough`, `--ub-valgrind`) set on
    /// `config`, over what it says: triage applies them to every failure's oracle,
    /// whatever its sidecar gives. True when that changed `config` (an option that
    /// says what the oracle already does changes nothing, so no failure starts over).
    pub fn override_guards(&self, config: &mut OracleConfig) -> bool {
        let before = config.clone();
        if self.no_static_guard {
            if config.static_guarded() || config.std.is_some() {
                config.static_guard = Some(false);
                config.std = None;
            }
        } else if (self.static_guard || self.std.is_some()) && !config.static_guarded() {
            config.static_guard = Some(true);
        }
        if let Some(m) = &self.std {
            config.std = Some(m.clone());
        }
        if self.no_ub_guard && config.guarded() {
            config.ub_guard = Some(false);
        } else if self.ub_guard && !config.guarded() {
            config.ub_guard = Some(true);
        }
        config.ub_thorough |= self.ub_thorough;
        config.ub_valgrind |= self.ub_valgrind;
        *config != before
    }

    /// A runner on other machines needs the candidates on shared storage.
    fn check_work_dir(&self, c: &OracleConfig) -> Result<(), Error> {
        if c.runner.shared() && self.work_dir.is_none() {
            return Err(Error::Usage(
                "--runner slurm needs --work-dir PATH, on storage every node of the allocation shares"
                    .into(),
            ));
        }
        Ok(())
    }

    pub fn config(&self) -> Result<OracleConfig, Error> {
        if let Some(path) = &self.oracle_config {
            let text = std::fs::read_to_string(path).map_err(|e| {
                Error::Usage(format!(
                    "cannot read --oracle-config {}: {e}",
                    path.display()
                ))
            })?;
            let mut c = OracleConfig::from_json(&text)
                .map_err(|e| Error::Usage(format!("{}: {e}", path.display())))?;
            c.resolve_paths(path.parent().unwrap_or(std::path::Path::new(".")));
            if let Some(l) = self.lang {
                c.lang = Some(l.lang());
            }
            self.check_work_dir(&c)?;
            return Ok(c);
        }
        let kind = match (self.oracle, &self.test) {
            (Some(OracleArg::Script) | None, _) => OracleKind::Script,
            (Some(OracleArg::Crash), _) => OracleKind::Crash,
            (Some(OracleArg::Vote), _) => OracleKind::Vote,
            (Some(OracleArg::Expect), _) => OracleKind::Expect,
        };
        let spec = |s: &str| {
            CompilerSpec::parse(s)
                .map(CompilerSpec::anchored)
                .map_err(|e| Error::BadCompiler(e.to_string()))
        };
        let mut c = OracleConfig::new(kind);
        c.test = self.test.clone();
        c.lang = self.lang.map(|l| l.lang());
        c.cc = self.cc.iter().map(|s| spec(s)).collect::<Result<_, _>>()?;
        c.reference = self.reference.as_deref().map(spec).transpose()?;
        if let Some(t) = self.timeout {
            c.timeout = t;
        }
        if let Some(t) = self.compile_timeout {
            c.compile_timeout = t;
        }
        if let Some(t) = self.run_timeout {
            c.run_timeout = t;
        }
        c.ub_guard = if self.no_ub_guard {
            Some(false)
        } else if self.ub_guard {
            Some(true)
        } else {
            None
        };
        c.static_guard = if self.no_static_guard {
            Some(false)
        } else if self.static_guard || self.std.is_some() {
            Some(true)
        } else {
            None
        };
        c.std = self.std.clone();
        c.runner = match (&self.runner_command, self.runner) {
            (Some(words), _) => Runner::command(words)
                .map_err(|e| Error::Usage(format!("--runner-command: {e}")))?,
            (None, Some(RunnerArg::Slurm)) => Runner::Slurm,
            (None, _) => Runner::Local,
        };
        self.check_work_dir(&c)?;
        c.ub_thorough = self.ub_thorough;
        c.ub_valgrind = self.ub_valgrind;
        c.validate().map_err(|e| Error::Usage(e.0))?;
        Ok(c)
    }
}

/// A compiler given on the command line (`--cc`, `--ref`, `--cut`): parsed, its
/// relative path anchored, and found.
pub(crate) fn compiler(s: &str) -> Result<CompilerSpec, Error> {
    let c = CompilerSpec::parse(s)
        .map_err(|e| Error::BadCompiler(format!("`{s}`: {e}")))?
        .anchored();
    c.check_exists()
        .map_err(|e| Error::BadCompiler(e.to_string()))?;
    Ok(c)
}
