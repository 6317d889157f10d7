//! The `crash` oracle: the compiler under test still fails the same way: the same
//! normalized internal-error or error message, the same signal, or a timeout. With a
//! reference compiler, the reference must still accept the program (so a
//! rejects-valid bug stays about a valid program). When the words alone do not name
//! the bug (a silent crash, a message printed from several places, an assertion that
//! several bugs reach), the site where the compiler died or printed it is part of the
//! signature ([`super::site`]), checked on every candidate.

use super::plan::{self, Action, Compile, Plan, Require, SiteRecorder, Step};
use super::signature::{CompileFailure, Signature};
use super::site;
use super::{CalibrationError, Oracle, OracleError, Report, Verdict, Workspace};
use crate::toolchain::compiler::COMPILE_TAIL;
use crate::toolchain::{CompilerSpec, Control};
use std::sync::Arc;
use std::time::Duration;

/// Compiler failure oracle.
#[derive(Debug, Clone)]
pub struct CrashOracle {
    cc: CompilerSpec,
    /// The reference compiler, while its step is in the plan.
    reference: Option<CompilerSpec>,
    workspace: Arc<Workspace>,
    expected: CompileFailure,
    /// The compiler under test fails as expected (under the site recorder when the
    /// expected failure has a site), then the reference accepts it. The cheaper check
    /// that rejects more candidates goes first: most candidates lose the failure.
    plan: Plan,
}

impl CrashOracle {
    /// Learn the failure signature from `original`. The reference must accept the
    /// original, and each candidate (unless [`Oracle::leave_reference_to`] hands it to
    /// the static guard).
    pub fn calibrate(
        cc: CompilerSpec,
        reference: Option<CompilerSpec>,
        timeout: Duration,
        workspace: Arc<Workspace>,
        original: &str,
        cancel: &dyn Control,
    ) -> Result<CrashOracle, CalibrationError> {
        let mut plan = Plan::new("oracle", "");
        let mut reference_step = None;
        if let Some(r) = &reference {
            plan.steps.push(Step {
                name: format!("reference `{}`", r.name),
                action: Action::Compile(Compile {
                    cc: r.clone(),
                    tail: COMPILE_TAIL,
                    out: "ref.o".into(),
                    timeout,
                    site: None,
                    served: false,
                }),
                require: Require::Accepts,
            });
            let r = plan::run::check(&plan, &workspace, original, cancel)?;
            match r.verdict {
                Verdict::Interesting => {}
                Verdict::Cancelled => return Err(CalibrationError::Cancelled),
                _ => return Err(CalibrationError::NotInteresting(r.notes.join("\n"))),
            }
            reference_step = plan.steps.pop();
        }
        let bug = |site| Compile {
            cc: cc.clone(),
            tail: COMPILE_TAIL,
            out: "bug.o".into(),
            timeout,
            site,
            served: false,
        };
        let failure = |c: &Compile| -> Result<Option<CompileFailure>, OracleError> {
            let o =
                plan::run::observe_text(&Action::Compile(c.clone()), &workspace, original, cancel)?;
            Ok(o.failure().cloned())
        };
        // Words that do not name the bug: observe with the site too. gcc and clang
        // print many diagnostics and name their errors well: their messages keep their
        // words (the last write to stderr would be "N errors generated.").
        let family = {
            let dir = workspace
                .stage_named("empty.c", "")
                .map_err(OracleError::Workspace)?;
            crate::toolchain::Family::of(&cc, dir.path(), cancel)
        };
        use crate::toolchain::Family;
        let messages = !matches!(family, Family::Gcc | Family::Clang);
        let reporters = match family {
            Family::Gcc => super::crash_state::reporter_words("gcc"),
            Family::Clang => super::crash_state::reporter_words("clang"),
            Family::Other => "",
        };
        let sited = site::library().map(|library| {
            bug(Some(SiteRecorder {
                library,
                messages,
                reporters,
            }))
        });
        // A compiler with reporting functions (gcc) is observed under the recorder
        // first: its internal errors need their stacks, and the recorder changes no
        // outcome (without a site its words are a plain compile's). Any other is
        // observed plainly, then again under the recorder where its words need a site.
        // Without a site recorded (a static compiler) or needed, the candidates are
        // compiled without the recorder.
        let (compile, sig) = match sited {
            Some(sited) if !reporters.is_empty() => {
                let with = failure(&sited)?;
                if with.as_ref().is_some_and(has_site) {
                    (sited, with)
                } else {
                    (bug(None), with)
                }
            }
            sited => {
                let plain = bug(None);
                let sig = failure(&plain)?;
                match sited {
                    Some(sited) if sig.as_ref().is_some_and(|s| needs_site(s, messages)) => {
                        let with = failure(&sited)?;
                        if with.as_ref().is_some_and(has_site) {
                            (sited, with)
                        } else {
                            (plain, sig)
                        }
                    }
                    _ => (plain, sig),
                }
            }
        };
        if cancel.cancelled() {
            return Err(CalibrationError::Cancelled);
        }
        let Some(expected) = sig else {
            let mut notes: Vec<String> = reference_step
                .iter()
                .map(|s| format!("{} accepts it", s.name))
                .collect();
            notes.push(format!("`{}` compiles it without failing", cc.name));
            return Err(CalibrationError::NotInteresting(notes.join("\n")));
        };
        if expected.is_missing_file() {
            // A file the program includes is not where the compiler looks: the failure is
            // the environment's. Compiled again, plainly, for the compiler's own words.
            let line = match plan::run::observe_text(
                &Action::Compile(bug(None)),
                &workspace,
                original,
                cancel,
            )? {
                plan::Observed::Compiled { output, .. } => {
                    CompileFailure::missing_file_line(&output.stderr)
                }
                _ => None,
            };
            return Err(CalibrationError::NotInteresting(format!(
                "`{}` cannot find a file the program includes ({}): a missing file, not a compiler bug: give the compiler the folder that holds it (-I DIR in its command)",
                cc.name,
                line.unwrap_or_else(|| format!("error: {}", expected.message().unwrap_or("")))
            )));
        }
        plan.steps.push(Step {
            name: format!("`{}`", cc.name),
            action: Action::Compile(compile),
            require: Require::FailsAs(expected.clone()),
        });
        plan.steps.extend(reference_step);
        Ok(CrashOracle {
            reference,
            cc,
            workspace,
            expected,
            plan,
        })
    }
}

impl Oracle for CrashOracle {
    fn test(&self, candidate: &str, cancel: &dyn Control) -> Result<Report, OracleError> {
        plan::run::check(&self.plan, &self.workspace, candidate, cancel)
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

    fn leave_reference_to(&mut self, covered: &dyn Fn(&CompilerSpec) -> bool) {
        if self.reference.as_ref().is_some_and(covered) {
            self.plan
                .steps
                .retain(|s| !s.name.starts_with("reference "));
            self.reference = None;
        }
    }

    fn script_lines(&self, src: &str) -> Vec<String> {
        plan::shell::lines(&self.plan, src)
    }

    fn plan(&self) -> Vec<&Plan> {
        vec![&self.plan]
    }
}

/// True when the words of `f` do not name the bug: a silent crash (the compiler or a
/// child killed, or an exit without a word), an internal error by a signal without its
/// pass, or a message printed from several places. (gcc's other internal errors get
/// their stacks from the first observation, under the recorder.)
/// `messages`: whether a message's site is asked for too (not for gcc and clang).
fn needs_site(f: &CompileFailure, messages: bool) -> bool {
    match f {
        CompileFailure::Signal { .. } | CompileFailure::Exit { message: None, .. } => true,
        // gcc's `internal compiler error: Segmentation fault` without its pass: where it
        // faulted is the evidence.
        CompileFailure::Ice { message, pass, .. } => {
            pass.is_empty() && super::crash_state::is_weak(message)
        }
        CompileFailure::Error { message } => messages && site::ambiguous(message),
        _ => false,
    }
}

/// True when `f` carries a site.
fn has_site(f: &CompileFailure) -> bool {
    match f {
        CompileFailure::ChildCrash { .. } | CompileFailure::ErrorAt { .. } => true,
        CompileFailure::Ice { site, .. } => !site.is_empty(),
        _ => false,
    }
}
