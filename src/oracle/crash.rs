//! The `crash` oracle: the compiler under test still fails the same way: the same
//! normalized internal-error or error message, the same signal, or a timeout. With a
//! reference compiler, the reference must still accept the program (so a
//! rejects-valid bug stays about a valid program). When the words alone do not name
//! the bug (a silent crash, a message printed from several places), the site where the
//! compiler died or printed it is part of the signature ([`super::site`]), checked on
//! every candidate.

use super::signature::{compile_failure, grep_message, CompileFailure, Signature};
use super::site;
use super::{CalibrationError, Oracle, OracleError, Report, Verdict, Workspace};
use crate::toolchain::compiler::{shell_quote, COMPILE_TAIL};
use crate::toolchain::{Cancel, CompilerSpec, Exit};
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
    /// The site recorder, when the expected failure has a site: every test runs under
    /// it.
    recorder: Option<&'static std::path::Path>,
    /// Whether a message's site counts (not for gcc and clang).
    site_messages: bool,
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
            recorder: None,
            site_messages: false,
        };
        let (mut sig, mut notes) = o.observe(original, cancel)?;
        // Words that do not name the bug: observe again, with the site. gcc and clang
        // print many diagnostics and name their errors well: their messages keep their
        // words (the last write to stderr would be "N errors generated.").
        let messages = {
            let dir = o.workspace.stage("").map_err(OracleError::Workspace)?;
            !matches!(
                crate::toolchain::Family::of(&o.cc, dir.path(), cancel),
                crate::toolchain::Family::Gcc | crate::toolchain::Family::Clang
            )
        };
        o.site_messages = messages;
        if sig.as_ref().is_some_and(|s| needs_site(s, messages)) {
            if let Some(lib) = site::library() {
                o.recorder = Some(lib);
                (sig, notes) = o.observe(original, cancel)?;
                if !sig.as_ref().is_some_and(has_site) {
                    // No site was recorded (a static compiler): the words alone.
                    o.recorder = None;
                    (sig, notes) = o.observe(original, cancel)?;
                }
            }
        }
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
        let records = dir.path().join("site.txt");
        let env = match self.recorder {
            Some(lib) => vec![
                ("LD_PRELOAD".into(), lib.as_os_str().to_owned()),
                (site::SITE_FILE_ENV.into(), records.as_os_str().to_owned()),
            ],
            None => Vec::new(),
        };
        let o = self
            .cc
            .compile_env(
                dir.path(),
                &src,
                "bug.o",
                COMPILE_TAIL,
                self.timeout,
                &env,
                cancel,
            )
            .map_err(OracleError::spawn(&self.cc.program))?;
        let mut sig = compile_failure(&o);
        if self.recorder.is_some() {
            let text = std::fs::read_to_string(&records).unwrap_or_default();
            sig = sig.map(|s| with_site(s, site::parse(&text), self.site_messages));
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
        // Under the site recorder when the signature has a site.
        let preload = match self.recorder {
            Some(lib) => {
                v.push("rm -f site.txt".into());
                format!(
                    "{}=\"$PWD/site.txt\" LD_PRELOAD={} ",
                    site::SITE_FILE_ENV,
                    shell_quote(&lib.to_string_lossy())
                )
            }
            None => String::new(),
        };
        v.push(format!(
            "{preload}timeout {t} {} > bug.txt 2>&1; rc=$?",
            self.cc.shell_words(src, "bug.o", COMPILE_TAIL)
        ));
        v.push("[ $rc -eq 0 ] && exit 1".into());
        let site_is = |expected: String| {
            format!(
                "[ \"$(awk {} site.txt 2>/dev/null)\" = {} ] || exit 1",
                shell_quote(&site::awk_program()),
                shell_quote(&expected)
            )
        };
        let grep = |message: &str| grep_message(message, "bug.txt");
        match &self.expected {
            CompileFailure::Timeout => v.push("[ $rc -eq 124 ] || exit 1".into()),
            CompileFailure::Signal { signal } => {
                v.push(format!("[ $rc -eq $((128 + {signal})) ] || exit 1"))
            }
            CompileFailure::ChildCrash { signal, site } => {
                v.push(site_is(format!("signal {signal} {site}")));
            }
            CompileFailure::ErrorAt { message, site } => {
                v.push(grep(message));
                v.push(site_is(format!("message {site}")));
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

/// True when the words of `f` do not name the bug: a silent crash (the compiler or a
/// child killed, or an exit without a word) or a message printed from several places.
/// `messages`: whether a message's site is asked for too (not for gcc and clang).
fn needs_site(f: &CompileFailure, messages: bool) -> bool {
    match f {
        CompileFailure::Signal { .. } | CompileFailure::Exit { message: None, .. } => true,
        CompileFailure::Error { message } => messages && site::ambiguous(message),
        _ => false,
    }
}

/// True when `f` carries a site.
fn has_site(f: &CompileFailure) -> bool {
    matches!(
        f,
        CompileFailure::ChildCrash { .. } | CompileFailure::ErrorAt { .. }
    )
}

/// `f` with the site the recorder saw, where its words need one: a crash's site for a
/// silent crash, a message's for an ambiguous message.
fn with_site(f: CompileFailure, s: Option<site::Site>, messages: bool) -> CompileFailure {
    let Some(s) = s else { return f };
    match (f, s.signal) {
        (
            CompileFailure::Signal { .. } | CompileFailure::Exit { message: None, .. },
            Some(signal),
        ) => CompileFailure::ChildCrash {
            signal,
            site: s.joined(),
        },
        (CompileFailure::Error { message }, None) if messages && site::ambiguous(&message) => {
            CompileFailure::ErrorAt {
                message,
                site: s.joined(),
            }
        }
        (f, _) => f,
    }
}
