//! The `expect` oracle (Quest's and Nagai's self-checking programs): the reference build
//! passes its own checks (exits 0, prints no `NG`, no failed assertion) and the build
//! under test fails them the same way as the original did.

use super::behaviour::{build_and_run, Behaviour, Timeouts};
use super::signature::{CheckFailure, Signature};
use super::{CalibrationError, Oracle, OracleError, Report, Verdict, Workspace};
use crate::toolchain::compiler::LINK_TAIL;
use crate::toolchain::{Cancel, CompilerSpec};
use std::sync::Arc;
use std::time::Instant;

/// How a self-checking program failed (`None`: it passed).
pub fn check_failure(b: &Behaviour) -> Option<CheckFailure> {
    match b {
        Behaviour::Ran { code, stdout } => {
            let text = String::from_utf8_lossy(stdout);
            let ng = text.lines().find(|l| {
                l.split(|c: char| !c.is_ascii_alphanumeric())
                    .any(|w| w == "NG")
            });
            match (code, ng) {
                // The NG line says which check fails: keep it, up to what the check
                // received (` got ...`), which may be stack garbage that differs from
                // run to run (a callee reading the wrong slot).
                (_, Some(l)) => Some(CheckFailure::Prints {
                    line: l.split(" got ").next().unwrap_or(l).trim().to_string(),
                }),
                (0, None) => None,
                (c, None) => Some(CheckFailure::Exits { code: *c }),
            }
        }
        Behaviour::RunCrash(6) => Some(CheckFailure::Aborts),
        Behaviour::RunCrash(s) => Some(CheckFailure::Crashes { signal: *s }),
        Behaviour::RunTimeout => Some(CheckFailure::Hangs),
        Behaviour::CompileFailure(f) => Some(CheckFailure::DoesNotCompile { failure: f.clone() }),
        Behaviour::Cancelled => None,
    }
}

/// Self-checking program oracle.
#[derive(Debug, Clone)]
pub struct ExpectOracle {
    cc: CompilerSpec,
    reference: CompilerSpec,
    timeouts: Timeouts,
    workspace: Arc<Workspace>,
    expected: CheckFailure,
}

impl ExpectOracle {
    /// Learn how the build under test fails on `original`.
    pub fn calibrate(
        cc: CompilerSpec,
        reference: CompilerSpec,
        timeouts: Timeouts,
        workspace: Arc<Workspace>,
        original: &str,
        cancel: &dyn Cancel,
    ) -> Result<ExpectOracle, CalibrationError> {
        let mut o = ExpectOracle {
            cc,
            reference,
            timeouts,
            workspace,
            expected: CheckFailure::Hangs,
        };
        let (failure, notes) = o.observe(original, cancel)?;
        match failure {
            Some(f) => {
                o.expected = f;
                Ok(o)
            }
            None => Err(CalibrationError::NotInteresting(notes.join("\n"))),
        }
    }

    fn observe(
        &self,
        text: &str,
        cancel: &dyn Cancel,
    ) -> Result<(Option<CheckFailure>, Vec<String>), OracleError> {
        let dir = self.workspace.stage(text).map_err(OracleError::Workspace)?;
        let src = self.workspace.file_name().to_string_lossy().into_owned();
        let mut notes = Vec::new();
        let (rb, _) = build_and_run(
            &self.reference,
            dir.path(),
            &src,
            "ref.exe",
            self.timeouts,
            cancel,
        )
        .map_err(OracleError::spawn(&self.reference.program))?;
        notes.push(format!(
            "reference `{}`: {}",
            self.reference.name,
            rb.describe()
        ));
        if let Some(f) = check_failure(&rb) {
            notes.push(format!("the reference build fails its own checks ({f})"));
            return Ok((None, notes));
        }
        let (b, _) = build_and_run(&self.cc, dir.path(), &src, "bug.exe", self.timeouts, cancel)
            .map_err(OracleError::spawn(&self.cc.program))?;
        notes.push(format!("`{}`: {}", self.cc.name, b.describe()));
        let f = check_failure(&b);
        match &f {
            Some(f) => notes.push(format!("`{}` fails its checks: {f}", self.cc.name)),
            None => notes.push(format!("`{}` passes its checks", self.cc.name)),
        }
        Ok((f, notes))
    }

    /// Shell lines that `exit 1` unless the failure is the same.
    fn lines(&self, src: &str) -> Vec<String> {
        let ct = self.timeouts.compile.as_secs_f64().ceil() as u64;
        let rt = self.timeouts.run.as_secs_f64().ceil() as u64;
        let mut v = vec![
            format!(
                "timeout {ct} {} >/dev/null 2>&1 || exit 1",
                self.reference.shell_words(src, "ref.exe", LINK_TAIL)
            ),
            format!("timeout -s KILL {rt} ./ref.exe > ref.txt 2>&1 || exit 1"),
            "grep -qw NG ref.txt && exit 1".into(),
            format!(
                "timeout {ct} {} >/dev/null 2>&1 || exit 1",
                self.cc.shell_words(src, "bug.exe", LINK_TAIL)
            ),
            format!("timeout -s KILL {rt} ./bug.exe > bug.txt 2>/dev/null; rc=$?"),
        ];
        v.push(match &self.expected {
            // The line as it is, or followed by what the check received.
            CheckFailure::Prints { line } => format!(
                "{{ grep -qxF {} bug.txt || grep -qF {} bug.txt; }} || exit 1",
                crate::toolchain::compiler::shell_quote(line),
                crate::toolchain::compiler::shell_quote(&format!("{line} got "))
            ),
            CheckFailure::Exits { code } => format!("[ $rc -eq {code} ] || exit 1"),
            CheckFailure::Aborts => "[ $rc -eq 134 ] || exit 1".into(),
            CheckFailure::Crashes { signal } => {
                format!("[ $rc -eq $((128 + {signal})) ] || exit 1")
            }
            CheckFailure::Hangs => "[ $rc -eq 137 ] || exit 1".into(),
            // The build under test compiled above, so it no longer fails to compile.
            CheckFailure::DoesNotCompile { .. } => "exit 1".into(),
        });
        v
    }
}

impl Oracle for ExpectOracle {
    fn test(&self, candidate: &str, cancel: &dyn Cancel) -> Result<Report, OracleError> {
        let start = Instant::now();
        let (f, notes) = self.observe(candidate, cancel)?;
        let verdict = if cancel.cancelled() {
            Verdict::Cancelled
        } else if f.as_ref() == Some(&self.expected) {
            Verdict::Interesting
        } else {
            Verdict::NotInteresting
        };
        let mut r = Report::new(verdict, "oracle", start.elapsed());
        r.notes = notes;
        if verdict == Verdict::NotInteresting {
            r.note(format!("expected failure: {}", self.expected));
        }
        Ok(r)
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

    fn script_lines(&self, src: &str) -> Vec<String> {
        self.lines(src)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classifies_self_checks() {
        let ran = |code, out: &str| Behaviour::Ran {
            code,
            stdout: out.as_bytes().to_vec(),
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
