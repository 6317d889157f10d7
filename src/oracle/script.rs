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

/// What the test says of a program run as its user runs it ([`ScriptOracle::as_user`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AsUser {
    /// Every run was interesting.
    Holds,
    /// A run was not: which, and how it ended.
    Fails(String),
    /// Interrupted.
    Cancelled,
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

    /// Run the test on `candidate` `runs` times as its user runs it
    /// ([`Conditions::User`]), up to `at_once` of them at a time (each in a directory of
    /// its own, as the reducer's tests run), and stop after the first group with a run
    /// that is not interesting. A run out of time says nothing, and counts as holding.
    /// The run named in a failure is the first of its group that failed, so the answer
    /// is the same for any `at_once`.
    pub fn as_user(
        &self,
        candidate: &str,
        runs: usize,
        at_once: usize,
        cancel: &dyn Control,
    ) -> Result<AsUser, OracleError> {
        let runs: Vec<usize> = (1..=runs).collect();
        for group in runs.chunks(at_once.max(1)) {
            let reports: Vec<Result<Report, OracleError>> = std::thread::scope(|s| {
                let handles: Vec<_> = group
                    .iter()
                    .map(|_| s.spawn(|| self.run(candidate, Conditions::User, cancel)))
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                    .collect()
            });
            for (&k, r) in group.iter().zip(reports) {
                let r = r?;
                match r.verdict {
                    Verdict::Interesting | Verdict::Timeout => {}
                    Verdict::Cancelled => return Ok(AsUser::Cancelled),
                    Verdict::NotInteresting => {
                        let exit = r.output.as_ref().map_or(Exit::Code(-1), |o| o.exit);
                        return Ok(AsUser::Fails(format!(
                            "run {k} of {} ended with {exit}",
                            runs.len()
                        )));
                    }
                }
            }
        }
        Ok(AsUser::Holds)
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    /// A test script in `dir`, and a script oracle of it.
    fn oracle(dir: &std::path::Path, body: &str) -> ScriptOracle {
        let script = dir.join("t.sh");
        std::fs::write(&script, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
        let ws = Arc::new(Workspace::new_in(dir, "p.c".into()).unwrap());
        ScriptOracle::unchecked(script, Duration::from_secs(30), Runner::Local, ws)
    }

    /// The user's runs of a result go up to `at_once` at a time: a test that holds only
    /// when three of its runs overlap holds with three at once, and fails with one.
    #[test]
    fn runs_as_user_go_together() {
        let dir = tempfile::tempdir().unwrap();
        let marks = dir.path().join("marks");
        std::fs::create_dir(&marks).unwrap();
        let body = format!(
            "touch {m}/$$\nfor i in $(seq 100); do\n  [ $(ls {m} | wc -l) -ge 3 ] && exit 0\n  \
             sleep 0.1\ndone\nexit 1",
            m = marks.display()
        );
        let o = oracle(dir.path(), &body);
        let never = || false;
        assert_eq!(o.as_user("int x;", 3, 3, &never).unwrap(), AsUser::Holds);
        std::fs::remove_dir_all(&marks).unwrap();
        std::fs::create_dir(&marks).unwrap();
        let body_fast = body.replace("seq 100", "seq 5");
        let o = oracle(dir.path(), &body_fast);
        assert_eq!(
            o.as_user("int x;", 3, 1, &never).unwrap(),
            AsUser::Fails("run 1 of 3 ended with exit code 1".into())
        );
    }

    /// Of runs that go together, the first that fails is named, whichever ends first.
    #[test]
    fn names_the_first_failing_run() {
        let dir = tempfile::tempdir().unwrap();
        let o = oracle(dir.path(), "sleep 0.$(( $$ % 7 ))\nexit 1");
        let never = || false;
        for _ in 0..3 {
            assert_eq!(
                o.as_user("int x;", 4, 4, &never).unwrap(),
                AsUser::Fails("run 1 of 4 ended with exit code 1".into())
            );
        }
    }
}
