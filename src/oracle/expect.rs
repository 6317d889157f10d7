//! The `expect` oracle (Quest's and Nagai's self-checking programs): the build under test
//! fails its own checks the same way as the original did, and the reference build passes
//! them (exits 0, prints no `NG`, no failed assertion). The build under test goes first
//! (most candidates a reduction tries have lost the bug), unless its failure is a
//! timeout, which a looping candidate would wait out twice.

use super::behaviour::Timeouts;
use super::plan::{self, Action, Build, Plan, Require, Step};
use super::readings::check_failure;
use super::signature::{CheckFailure, Signature};
use super::{CalibrationError, Oracle, OracleError, Report, Verdict, Workspace};
use crate::toolchain::compiler::LINK_TAIL;
use crate::toolchain::{CompilerSpec, Control};
use std::sync::Arc;

/// Self-checking program oracle.
#[derive(Debug, Clone)]
pub struct ExpectOracle {
    cc: CompilerSpec,
    workspace: Arc<Workspace>,
    expected: CheckFailure,
    /// The build under test fails its checks as on the original, and the reference build
    /// passes them (the reference first when the failure is a timeout).
    plan: Plan,
}

impl ExpectOracle {
    /// Learn how the build under test fails on `original`.
    pub fn calibrate(
        cc: CompilerSpec,
        reference: CompilerSpec,
        timeouts: Timeouts,
        workspace: Arc<Workspace>,
        original: &str,
        cancel: &dyn Control,
    ) -> Result<ExpectOracle, CalibrationError> {
        let build = |cc: &CompilerSpec, exe: &str| {
            Action::Build(Build {
                cc: cc.clone(),
                tail: LINK_TAIL,
                exe: exe.into(),
                compile_timeout: timeouts.compile,
                run_timeout: timeouts.run,
                under: Vec::new(),
            })
        };
        let mut plan = Plan::new("oracle", "");
        plan.steps.push(Step {
            name: format!("reference `{}`", reference.name),
            action: build(&reference, "ref.exe"),
            require: Require::PassesChecks,
        });
        let r = plan::run::check(&plan, &workspace, original, cancel)?;
        let mut notes = r.notes;
        match r.verdict {
            Verdict::Interesting => {}
            Verdict::Cancelled => return Err(CalibrationError::Cancelled),
            _ => return Err(CalibrationError::NotInteresting(notes.join("\n"))),
        }
        let action = build(&cc, "bug.exe");
        let b = plan::run::observe_text(&action, &workspace, original, cancel)?.behaviour();
        if cancel.cancelled() {
            return Err(CalibrationError::Cancelled);
        }
        notes.push(format!("`{}`: {}", cc.name, b.describe()));
        let Some(expected) = check_failure(&b) else {
            notes.push(format!("`{}` passes its checks", cc.name));
            return Err(CalibrationError::NotInteresting(notes.join("\n")));
        };
        // The build under test goes first: a candidate that lost the bug (most of those
        // a reduction tries) is then rejected without building the reference. Not when
        // the failure is a timeout: a candidate that loops would then wait out both.
        let at = if expected.is_timeout() { 1 } else { 0 };
        plan.steps.insert(
            at,
            Step {
                name: format!("`{}`", cc.name),
                action,
                require: Require::FailsChecks(expected.clone()),
            },
        );
        Ok(ExpectOracle {
            cc,
            workspace,
            expected,
            plan,
        })
    }
}

impl Oracle for ExpectOracle {
    fn test(&self, candidate: &str, cancel: &dyn Control) -> Result<Report, OracleError> {
        plan::run::check(&self.plan, &self.workspace, candidate, cancel)
    }

    fn signature(&self) -> Option<Signature> {
        Some(Signature::Expect {
            compiler: self.cc.name.clone(),
            failure: self.expected.clone(),
            side: None,
        })
    }

    fn suspects(&self) -> Vec<CompilerSpec> {
        vec![self.cc.clone()]
    }

    fn plan(&self) -> Vec<&Plan> {
        vec![&self.plan]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::behaviour::Behaviour;

    #[test]
    fn classifies_self_checks() {
        let ran = |code, out: &str| Behaviour::Ran {
            code,
            stdout: out.as_bytes().to_vec(),
            whole: None,
        };
        assert_eq!(check_failure(&ran(0, "OK 1\nOK 2\n")), None);
        assert_eq!(
            check_failure(&ran(0, "OK 1\nNG 2\n")),
            Some(CheckFailure::Prints {
                line: "NG 2".into()
            })
        );
        assert_eq!(
            check_failure(&ran(1, "")),
            Some(CheckFailure::Exits { code: 1 })
        );
        assert_eq!(
            check_failure(&Behaviour::RunCrash(6)).map(|f| f.to_string()),
            Some("aborts (failed assertion)".into())
        );
        // "NG" inside a word is not a failed check.
        assert_eq!(check_failure(&ran(0, "STRING\n")), None);
    }
}
