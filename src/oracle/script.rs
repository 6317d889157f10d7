//! The `script` oracle: C-Reduce's convention. The user's executable runs in a directory
//! holding the candidate under the original file name; exit 0 means "still interesting".

use super::signature::{normalize, Signature};
use super::{CalibrationError, Oracle, OracleError, Report, Verdict, Workspace};
use crate::toolchain::compiler::shell_quote;
use crate::toolchain::runner::Conditions;
use crate::toolchain::{Control, Exit, Runner};
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// Runs an interestingness script.
#[derive(Debug, Clone)]
pub struct ScriptOracle {
    script: PathBuf,
    timeout: Duration,
    runner: Runner,
    workspace: Arc<Workspace>,
    /// The last line the script printed on the original (its signature).
    last_line: OnceLock<String>,
    /// The conditions its tests run under.
    conditions: Conditions,
}

impl ScriptOracle {
    /// Run `script` (an absolute path to an executable) on `original`, which must be
    /// interesting to it.
    pub fn calibrate(
        script: PathBuf,
        timeout: Duration,
        runner: Runner,
        workspace: Arc<Workspace>,
        original: &str,
        cancel: &dyn Control,
    ) -> Result<ScriptOracle, CalibrationError> {
        let o = ScriptOracle::unchecked(script, timeout, runner, workspace);
        o.check_original(original, cancel)?;
        Ok(o)
    }

    /// The oracle of `script`, before its run on the original
    /// ([`Oracle::check_original`]).
    pub fn unchecked(
        script: PathBuf,
        timeout: Duration,
        runner: Runner,
        workspace: Arc<Workspace>,
    ) -> ScriptOracle {
        ScriptOracle {
            script,
            timeout,
            runner,
            workspace,
            last_line: OnceLock::new(),
            conditions: Conditions::Reducer,
        }
    }

    /// The same test, run under `conditions`.
    pub fn under(mut self, conditions: Conditions) -> ScriptOracle {
        self.conditions = conditions;
        self
    }
}

/// The script's last lines of output, for an error message.
fn shown_output(r: &Report) -> String {
    let tail = r.output.as_ref().map(|o| o.tail(10)).unwrap_or_default();
    if tail.trim().is_empty() {
        "; it printed nothing".to_string()
    } else {
        let lines: Vec<String> = tail.lines().map(|l| format!("    {l}")).collect();
        format!("; its last lines of output:\n{}", lines.join("\n"))
    }
}

impl ScriptOracle {
    /// Run the script on `candidate` under `conditions`.
    fn run(
        &self,
        candidate: &str,
        conditions: Conditions,
        cancel: &dyn Control,
    ) -> Result<Report, OracleError> {
        let dir = self
            .workspace
            .stage(candidate)
            .map_err(OracleError::Workspace)?;
        let program = self.script.display().to_string();
        let run = self
            .runner
            .run_in(&self.script, dir.path(), self.timeout, cancel, conditions)
            .map_err(OracleError::spawn(&program))?;
        let out = run.output;
        let verdict = match out.exit {
            Exit::Code(0) => Verdict::Interesting,
            Exit::Timeout => Verdict::Timeout,
            Exit::Cancelled => Verdict::Cancelled,
            Exit::Code(_) | Exit::Signal(_) => Verdict::NotInteresting,
        };
        let mut r = Report::new(verdict, "oracle", out.elapsed);
        match run.lost {
            Some(why) => r.note(format!(
                "script {program}: lost, retried as a timeout: {why}"
            )),
            None => r.note(format!("script {program}: {}", out.exit)),
        }
        r.output = Some(out);
        Ok(r)
    }

    /// One run of the test on `candidate` as its user runs it ([`Conditions::User`]):
    /// interesting or not, and how it ended. The result of a reduction is confirmed by
    /// several such runs.
    pub fn run_as_user(
        &self,
        candidate: &str,
        cancel: &dyn Control,
    ) -> Result<Report, OracleError> {
        self.run(candidate, Conditions::User, cancel)
    }
}

impl Oracle for ScriptOracle {
    fn test(&self, candidate: &str, cancel: &dyn Control) -> Result<Report, OracleError> {
        self.run(candidate, self.conditions, cancel)
    }

    fn signature(&self) -> Option<Signature> {
        Some(Signature::Script {
            status: 0,
            last_line: self.last_line.get().cloned().unwrap_or_default(),
        })
    }

    /// Run the script on `original`, which must be interesting to it as its user runs
    /// it ([`Conditions::User`]): a test that holds only inside the reducer holds on no
    /// result either.
    fn check_original(&self, original: &str, cancel: &dyn Control) -> Result<(), CalibrationError> {
        let r = self.run(original, Conditions::User, cancel)?;
        let out = r.output.as_ref();
        match r.verdict {
            Verdict::Interesting => {
                let last = out
                    .and_then(|o| o.tail(1).lines().last().map(normalize))
                    .unwrap_or_default();
                // (A second check of the same original finds the same line.)
                let _ = self.last_line.set(last);
                Ok(())
            }
            Verdict::Cancelled => Err(CalibrationError::Cancelled),
            Verdict::Timeout => Err(CalibrationError::Timeout(format!(
                "the test {} timed out after {:.0} s on the original; raise --timeout{}",
                self.script.display(),
                self.timeout.as_secs_f64(),
                shown_output(&r)
            ))),
            Verdict::NotInteresting => Err(CalibrationError::NotInteresting(format!(
                "the test {} ended with {} (it must exit 0 on the original){}",
                self.script.display(),
                out.map_or(Exit::Code(-1), |o| o.exit),
                shown_output(&r)
            ))),
        }
    }

    fn script_lines(&self, _src: &str) -> Vec<String> {
        vec![format!(
            "{} || exit 1",
            shell_quote(&self.script.to_string_lossy())
        )]
    }
}
