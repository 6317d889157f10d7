//! The `script` oracle: C-Reduce's convention. The user's executable runs in a directory
//! holding the candidate under the original file name; exit 0 means "still interesting".

use super::{Oracle, OracleError, Report, Verdict, Workspace};
use crate::toolchain::{self, Cancel, Exit, ProcessSpec};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// Runs an interestingness script.
#[derive(Debug, Clone)]
pub struct ScriptOracle {
    script: PathBuf,
    timeout: Duration,
    workspace: Arc<Workspace>,
}

impl ScriptOracle {
    /// `script` must be an absolute path to an executable.
    pub fn new(script: PathBuf, timeout: Duration, workspace: Arc<Workspace>) -> ScriptOracle {
        ScriptOracle {
            script,
            timeout,
            workspace,
        }
    }
}

impl Oracle for ScriptOracle {
    fn test(&self, candidate: &str, cancel: &dyn Cancel) -> Result<Report, OracleError> {
        let dir = self
            .workspace
            .stage(candidate)
            .map_err(OracleError::Workspace)?;
        let spec = ProcessSpec::new(&self.script, dir.path()).timeout(self.timeout);
        let program = self.script.display().to_string();
        let out = toolchain::run(&spec, cancel).map_err(OracleError::spawn(&program))?;
        let verdict = match out.exit {
            Exit::Code(0) => Verdict::Interesting,
            Exit::Timeout => Verdict::Timeout,
            Exit::Cancelled => Verdict::Cancelled,
            Exit::Code(_) | Exit::Signal(_) => Verdict::NotInteresting,
        };
        let mut r = Report::new(verdict, "oracle", out.elapsed);
        r.note(format!("script {program}: {}", out.exit));
        r.output = Some(out);
        Ok(r)
    }
}
