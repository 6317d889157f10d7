//! What one compiler does with one program: build it, run it, and classify the result,
//! so the vote and expect oracles can compare compilers.

use super::signature::{compile_failure, CompileFailure, Difference, Dissent};
use crate::toolchain::compiler::LINK_TAIL;
use crate::toolchain::{CompilerSpec, Control, Exit, Output, ProcessSpec};
use std::path::Path;
use std::time::Duration;

/// The observable behaviour of a program built by one compiler.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Behaviour {
    /// The compiler failed (error, crash or timeout), with its signature.
    CompileFailure(CompileFailure),
    /// The program was killed by a signal.
    RunCrash(i32),
    /// The program ran past the run timeout.
    RunTimeout,
    /// The program exited, with its code and output.
    Ran {
        /// Exit code.
        code: i32,
        /// Standard output (its head and tail, when long).
        stdout: Vec<u8>,
        /// blake3 of the whole output, when only its head and tail are kept.
        whole: Option<[u8; 32]>,
    },
    /// The test was cancelled.
    Cancelled,
}

impl Behaviour {
    /// How this behaviour differs from `majority` (`None` if it is the same).
    pub fn difference_from(&self, majority: &Behaviour) -> Option<Difference> {
        if self == majority {
            return None;
        }
        Some(match self {
            Behaviour::CompileFailure(_) => Difference::CompileFailure,
            Behaviour::RunCrash(_) => Difference::RuntimeCrash,
            Behaviour::RunTimeout => Difference::Hang,
            Behaviour::Ran { .. } | Behaviour::Cancelled => Difference::WrongOutput,
        })
    }

    /// How this behaviour of `compiler` differs from `majority`, with the detail a
    /// vote keeps: a compile failure's signature, a run-time crash's signal (`None`
    /// if it is the same).
    pub fn dissent_from(&self, majority: &Behaviour, compiler: &str) -> Option<Dissent> {
        let difference = self.difference_from(majority)?;
        Some(Dissent {
            compiler: compiler.to_string(),
            difference,
            failure: match self {
                Behaviour::CompileFailure(f) => Some(f.clone()),
                _ => None,
            },
            signal: match self {
                Behaviour::RunCrash(s) => Some(*s),
                _ => None,
            },
        })
    }

    /// How a built program's run ended.
    pub fn of_run(r: &Output) -> Behaviour {
        match r.exit {
            Exit::Code(code) => Behaviour::Ran {
                code,
                stdout: r.stdout.clone(),
                whole: r.stdout_hash,
            },
            Exit::Signal(s) => Behaviour::RunCrash(s),
            Exit::Timeout => Behaviour::RunTimeout,
            Exit::Cancelled => Behaviour::Cancelled,
        }
    }

    /// One line for explanations.
    pub fn describe(&self) -> String {
        match self {
            Behaviour::CompileFailure(s) => format!("does not compile ({s})"),
            Behaviour::RunCrash(s) => format!("crashes at run time (signal {s})"),
            Behaviour::RunTimeout => "hangs (run timeout)".into(),
            Behaviour::Ran { code, stdout, .. } => {
                let text = String::from_utf8_lossy(stdout);
                let first = text
                    .lines()
                    .next()
                    .unwrap_or("")
                    .chars()
                    .take(60)
                    .collect::<String>();
                format!("exits {code}, prints {} bytes: {first:?}", stdout.len())
            }
            Behaviour::Cancelled => "cancelled".into(),
        }
    }
}

/// Timeouts of one build and run.
#[derive(Clone, Copy, Debug)]
pub struct Timeouts {
    /// Compiling.
    pub compile: Duration,
    /// Running the program.
    pub run: Duration,
}

/// Build `src` in `dir` with `cc` into `exe` and run it. Errors only if a process cannot
/// be started at all.
pub fn build_and_run(
    cc: &CompilerSpec,
    dir: &Path,
    src: &str,
    exe: &str,
    t: Timeouts,
    cancel: &dyn Control,
) -> std::io::Result<(Behaviour, Output)> {
    let c = cc.compile(dir, src, exe, LINK_TAIL, t.compile, cancel)?;
    if c.exit == Exit::Cancelled {
        return Ok((Behaviour::Cancelled, c));
    }
    if let Some(sig) = compile_failure(&c) {
        return Ok((Behaviour::CompileFailure(sig), c));
    }
    run_built(dir, exe, t.run, cancel)
}

/// Run an executable built in `dir` and classify how it ended.
pub fn run_built(
    dir: &Path,
    exe: &str,
    timeout: Duration,
    cancel: &dyn Control,
) -> std::io::Result<(Behaviour, Output)> {
    let r = crate::toolchain::run(
        &ProcessSpec::new(format!("./{exe}"), dir)
            .timeout(timeout)
            .fixed_env(),
        cancel,
    )?;
    Ok((Behaviour::of_run(&r), r))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_outputs_differing_only_where_the_cap_cut_are_two_behaviours() {
        let ran = |whole: Option<[u8; 32]>| Output {
            exit: Exit::Code(0),
            stdout: b"head\n[... 9 bytes omitted ...]\ntail\n".to_vec(),
            stdout_hash: whole,
            stderr: Vec::new(),
            elapsed: Duration::ZERO,
        };
        let (a, b) = (
            Behaviour::of_run(&ran(Some([1; 32]))),
            Behaviour::of_run(&ran(Some([2; 32]))),
        );
        assert_eq!(a.difference_from(&b), Some(Difference::WrongOutput));
        assert_eq!(
            a.difference_from(&Behaviour::of_run(&ran(Some([1; 32])))),
            None
        );
    }
}
