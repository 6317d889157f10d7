//! In-process fake oracles for the tests of triage's stages and runs: a program shows
//! the "bug" while it holds `BUG(` (as the engine's tests do, no compiler runs).
#![cfg(test)]

use crate::oracle::config::BuildError;
use crate::oracle::{
    BuildOracle, Guarded, Oracle, OracleConfig, OracleError, Report, Signature, Verdict, Workspace,
};
use crate::toolchain::Control;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A program's fake oracle.
#[derive(Debug)]
pub(crate) struct Fake {
    /// Interesting on every `flaky`-th main test only (0: always, while `BUG(`).
    flaky: usize,
    calls: AtomicUsize,
    /// Its signature is arith's `NG t7` instead of a script's.
    ng: bool,
    /// Its signature, when [`Fakes::crash`] gives one for the program it was built on.
    crash: Option<Signature>,
    /// What shows the bug, instead of `BUG(`.
    shows: Option<fn(&str) -> bool>,
    /// The first compiler's arguments it was built with, and whether a program
    /// compiled with them shows the bug (see [`Fakes::compiled`]).
    args: Vec<String>,
    compiled: Option<fn(&[String], &str) -> bool>,
}

impl Oracle for Fake {
    fn test(&self, text: &str, _cancel: &dyn Control) -> Result<Report, OracleError> {
        let n = self.calls.fetch_add(1, Ordering::SeqCst);
        // `volatile` cures it: the mutation profile has a class that cures.
        let bug = self.shows.map_or(text.contains("BUG("), |f| f(text))
            && self.compiled.is_none_or(|f| f(&self.args, text));
        let shows = bug && !text.contains("volatile") && (self.flaky == 0 || n % self.flaky == 0);
        let verdict = if shows {
            Verdict::Interesting
        } else {
            Verdict::NotInteresting
        };
        Ok(Report::new(verdict, "oracle", Duration::ZERO))
    }

    fn signature(&self) -> Option<crate::oracle::Signature> {
        if let Some(s) = &self.crash {
            return Some(s.clone());
        }
        Some(if self.ng {
            crate::oracle::Signature::Expect {
                compiler: "tcc".into(),
                failure: crate::oracle::signature::CheckFailure::Prints {
                    line: "NG t7".into(),
                },
                side: None,
            }
        } else {
            crate::oracle::Signature::Script {
                status: 0,
                last_line: "BUG".into(),
            }
        })
    }

    fn script_lines(&self, _src: &str) -> Vec<String> {
        Vec::new()
    }
}

/// Builds a [`Fake`] on any program that shows the bug, and counts the builds.
#[derive(Default)]
pub(crate) struct Fakes {
    pub(crate) flaky: usize,
    pub(crate) ng: bool,
    /// Every build fails (a compiler gone).
    pub(crate) broken: bool,
    /// The crash oracle's signature of a program, instead of a script's.
    pub(crate) crash: Option<fn(&str) -> Signature>,
    /// What shows the bug, instead of `BUG(`.
    pub(crate) shows: Option<fn(&str) -> bool>,
    /// Whether a program compiled with the first compiler's arguments (`-O2`,
    /// `-fno-tree-vrp`) shows the bug, as well: an optimizer's bug, for the culprit
    /// search.
    pub(crate) compiled: Option<fn(&[String], &str) -> bool>,
    /// The programs oracles were built on.
    pub(crate) builds: Mutex<Vec<String>>,
}

impl BuildOracle for Fakes {
    fn build(
        &self,
        config: &OracleConfig,
        original: &str,
        _workspace: Arc<Workspace>,
        _cancel: &dyn Control,
    ) -> Result<Guarded, BuildError> {
        self.builds.lock().unwrap().push(original.to_string());
        if self.broken {
            return Err(BuildError::NotInteresting("the compiler is gone".into()));
        }
        let args = config
            .cc
            .first()
            .map(|c| c.args.clone())
            .unwrap_or_default();
        if !self
            .shows
            .map_or(original.contains("BUG("), |f| f(original))
            || self.compiled.is_some_and(|f| !f(&args, original))
        {
            return Err(BuildError::NotInteresting("no BUG( in it".into()));
        }
        let fake = Fake {
            flaky: self.flaky,
            calls: AtomicUsize::new(1),
            ng: self.ng,
            crash: self.crash.map(|f| f(original)),
            shows: self.shows,
            args,
            compiled: self.compiled,
        };
        Ok(Guarded::new(Box::new(fake), None, None))
    }
}

/// The `-O` level of a fake gcc's arguments (the last one given; none: 0).
pub(crate) fn level(args: &[String]) -> u8 {
    args.iter()
        .rev()
        .find_map(|a| a.strip_prefix("-O"))
        .map_or(0, |l| l.parse().unwrap_or(2))
}

/// Whether fake gcc runs `-f<flag>` with `args`: the flag is on from `level`
/// (gcc 12's, for the flags used here) and not turned off.
pub(crate) fn runs(args: &[String], flag: &str, from: u8) -> bool {
    level(args) >= from && !args.iter().any(|a| a == &format!("-fno-{flag}"))
}

/// A fake gcc wrong-code bug in VRP (`-ftree-vrp`, on from `-O2`).
pub(crate) fn vrp_bug(args: &[String], _text: &str) -> bool {
    runs(args, "tree-vrp", 2)
}
