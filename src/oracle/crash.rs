//! The `crash` oracle: the compiler under test still fails the same way: the same
//! normalized internal-error or error message, the same signal, or a timeout. With a
//! reference compiler, the reference must still accept the program (so a
//! rejects-valid bug stays about a valid program).

use super::signature::{child_crash, compile_failure, grep_message, CompileFailure, Signature};
use super::{CalibrationError, Oracle, OracleError, Report, Verdict, Workspace};
use crate::toolchain::compiler::COMPILE_TAIL;
use crate::toolchain::{Cancel, CompilerSpec, Exit, ProcessSpec};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Compiler failure oracle.
#[derive(Debug, Clone)]
pub struct CrashOracle {
    cc: CompilerSpec,
    reference: Option<CompilerSpec>,
    timeout: Duration,
    workspace: Arc<Workspace>,
    expected: CompileFailure,
}

impl CrashOracle {
    /// Learn the failure signature from `original`.
    pub fn calibrate(
        cc: CompilerSpec,
        reference: Option<CompilerSpec>,
        timeout: Duration,
        workspace: Arc<Workspace>,
        original: &str,
        cancel: &dyn Cancel,
    ) -> Result<CrashOracle, CalibrationError> {
        let mut o = CrashOracle {
            cc,
            reference,
            timeout,
            workspace,
            expected: CompileFailure::Timeout,
        };
        let (sig, notes) = o.observe(original, cancel)?;
        match sig {
            Some(s) => {
                o.expected = s;
                Ok(o)
            }
            None => Err(CalibrationError::NotInteresting(notes.join("\n"))),
        }
    }

    /// The failure signature of `text` (None: no failure, or the reference rejects it).
    fn observe(
        &self,
        text: &str,
        cancel: &dyn Cancel,
    ) -> Result<(Option<CompileFailure>, Vec<String>), OracleError> {
        let dir = self.workspace.stage(text).map_err(OracleError::Workspace)?;
        let src = self.workspace.file_name().to_string_lossy().into_owned();
        let mut notes = Vec::new();
        if let Some(r) = &self.reference {
            let o = r
                .compile(
                    dir.path(),
                    &src,
                    "ref.o",
                    COMPILE_TAIL,
                    self.timeout,
                    cancel,
                )
                .map_err(OracleError::spawn(&r.program))?;
            if o.exit != Exit::Code(0) {
                notes.push(format!(
                    "reference `{}`: {} ({})",
                    r.name,
                    o.exit,
                    o.tail(3)
                ));
                return Ok((None, notes));
            }
            notes.push(format!("reference `{}` accepts it", r.name));
        }
        let o = self
            .cc
            .compile(
                dir.path(),
                &src,
                "bug.o",
                COMPILE_TAIL,
                self.timeout,
                cancel,
            )
            .map_err(OracleError::spawn(&self.cc.program))?;
        let mut sig = compile_failure(&o);
        // A driver that exits non-zero without a word (chibicc when its cc1 crashes)
        // hides which crash it was: valgrind, following children, names the site.
        if let Some(CompileFailure::Exit { message: None, .. }) = &sig {
            if let Some(site) = self.crash_site(dir.path(), &src, cancel)? {
                sig = Some(site);
            }
        }
        match &sig {
            Some(s) => notes.push(format!(
                "`{}`: {} with signature: {s}",
                self.cc.name, o.exit
            )),
            None => notes.push(format!("`{}` compiles it without failing", self.cc.name)),
        }
        Ok((sig, notes))
    }

    /// The crash site of a silent failure, from valgrind (`None` without valgrind, or
    /// when no process of the compiler was killed by a signal).
    fn crash_site(
        &self,
        dir: &std::path::Path,
        src: &str,
        cancel: &dyn Cancel,
    ) -> Result<Option<CompileFailure>, OracleError> {
        if !valgrind_available() {
            return Ok(None);
        }
        let spec = ProcessSpec::new("valgrind", dir)
            .args(
                [
                    "--trace-children=yes",
                    "--vgdb=no",
                    "-q",
                    "--error-exitcode=0",
                    "--log-fd=2",
                ]
                .iter()
                .map(|s| s.to_string())
                .chain(std::iter::once(self.cc.program.clone()))
                .chain(self.cc.argv(src, "vg.o", COMPILE_TAIL)),
            )
            .timeout(self.timeout * 10);
        let out = crate::toolchain::run(&spec, cancel).map_err(OracleError::spawn("valgrind"))?;
        Ok(child_crash(&String::from_utf8_lossy(&out.stderr)))
    }

    /// Shell lines that `exit 1` unless the failure is still there.
    fn lines(&self, src: &str) -> Vec<String> {
        let t = self.timeout.as_secs_f64().ceil() as u64;
        let mut v = Vec::new();
        if let Some(r) = &self.reference {
            v.push(format!(
                "timeout {t} {} >/dev/null 2>&1 || exit 1",
                r.shell_words(src, "ref.o", COMPILE_TAIL)
            ));
        }
        v.push(format!(
            "timeout {t} {} > bug.txt 2>&1; rc=$?",
            self.cc.shell_words(src, "bug.o", COMPILE_TAIL)
        ));
        v.push("[ $rc -eq 0 ] && exit 1".into());
        let grep = |message: &str| grep_message(message, "bug.txt");
        match &self.expected {
            CompileFailure::Timeout => v.push("[ $rc -eq 124 ] || exit 1".into()),
            CompileFailure::Signal { signal } => {
                v.push(format!("[ $rc -eq $((128 + {signal})) ] || exit 1"))
            }
            CompileFailure::ChildCrash { signal, site } => {
                let addr = site.rsplit('+').next().unwrap_or(site);
                v.push(format!(
                    "valgrind --trace-children=yes --vgdb=no -q --log-fd=2 {} 2> vg.txt",
                    self.cc.shell_words(src, "vg.o", COMPILE_TAIL)
                ));
                v.push(format!(
                    "grep -q 'default action of signal {signal} ' vg.txt || exit 1"
                ));
                v.push(format!("grep -qi ' at {addr}:' vg.txt || exit 1"));
            }
            CompileFailure::Exit {
                code,
                message: None,
            } => {
                v.push(format!("[ $rc -eq {code} ] || exit 1"));
                v.push("grep -q . bug.txt && exit 1".into());
            }
            CompileFailure::Exit {
                message: Some(message),
                ..
            }
            | CompileFailure::Ice { message }
            | CompileFailure::Assertion { message }
            | CompileFailure::Crash { message }
            | CompileFailure::Error { message } => v.push(grep(message)),
        }
        v
    }
}

impl Oracle for CrashOracle {
    fn test(&self, candidate: &str, cancel: &dyn Cancel) -> Result<Report, OracleError> {
        let start = Instant::now();
        let (sig, notes) = self.observe(candidate, cancel)?;
        let verdict = if cancel.cancelled() {
            Verdict::Cancelled
        } else if sig.as_ref() == Some(&self.expected) {
            Verdict::Interesting
        } else {
            Verdict::NotInteresting
        };
        let mut r = Report::new(verdict, "oracle", start.elapsed());
        r.notes = notes;
        if verdict == Verdict::NotInteresting {
            r.note(format!("expected signature: {}", self.expected));
        }
        Ok(r)
    }

    fn signature(&self) -> Option<Signature> {
        Some(Signature::Crash {
            compiler: self.cc.name.clone(),
            failure: self.expected.clone(),
        })
    }

    fn suspects(&self) -> Vec<CompilerSpec> {
        vec![self.cc.clone()]
    }

    fn script_lines(&self, src: &str) -> Vec<String> {
        self.lines(src)
    }
}

/// True if valgrind is on PATH (looked up once, as compilers are).
fn valgrind_available() -> bool {
    static FOUND: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FOUND.get_or_init(|| CompilerSpec::parse("valgrind").is_ok_and(|s| s.check_exists().is_ok()))
}
