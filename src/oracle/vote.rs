//! The `vote` oracle (Csmith's differential test): build and run the program with every
//! compiler, group the behaviours; interesting iff the majority still agrees and the
//! minority is the same set of compilers as on the original, each with the same kind of
//! difference (wrong output, runtime crash, hang, compile failure). A compile failure
//! must be the same failure (the crash oracle's normalized message, signal or exit
//! code), and a run-time crash the same signal, so a reduction cannot slip from one
//! compiler bug to another. The majority's first compiler runs first, then the
//! minority, then the rest of the majority: most uninteresting candidates have lost the
//! bug, and stop after two builds (the whole majority first when a minority build
//! hangs).

use super::behaviour::{Behaviour, Timeouts};
use super::plan::{self, Action, Build, Plan, Require, Step};
use super::signature::{Dissent, Signature};
use super::{CalibrationError, Oracle, OracleError, Report, Workspace};
use crate::toolchain::compiler::LINK_TAIL;
use crate::toolchain::{CompilerSpec, Control};
use std::sync::Arc;

/// Differential testing oracle.
#[derive(Debug, Clone)]
pub struct VoteOracle {
    ccs: Vec<CompilerSpec>,
    minority: Vec<(usize, Dissent)>,
    workspace: Arc<Workspace>,
    /// The majority's first build, which runs; each of the minority's, differing from it
    /// as on the original; then the rest of the majority's, behaving as it does.
    plan: Plan,
}

impl VoteOracle {
    /// Learn the vote split from `original`.
    pub fn calibrate(
        ccs: Vec<CompilerSpec>,
        timeouts: Timeouts,
        workspace: Arc<Workspace>,
        original: &str,
        cancel: &dyn Control,
    ) -> Result<VoteOracle, CalibrationError> {
        let dir = workspace.stage(original).map_err(OracleError::Workspace)?;
        let src = dir.src().to_string();
        let build = |i: usize| {
            Action::Build(Build {
                cc: ccs[i].clone(),
                tail: LINK_TAIL,
                exe: format!("cc{i}.exe"),
                compile_timeout: timeouts.compile,
                run_timeout: timeouts.run,
                under: Vec::new(),
            })
        };
        let mut behaviours = Vec::new();
        let mut notes = Vec::new();
        for (i, cc) in ccs.iter().enumerate() {
            let b = plan::run::observe(&build(i), dir.path(), &src, cancel)?.behaviour();
            notes.push(format!("`{}`: {}", cc.name, b.describe()));
            behaviours.push(b);
        }
        // The largest group of equal behaviours.
        let best = (0..behaviours.len())
            .max_by_key(|&i| {
                (
                    behaviours.iter().filter(|b| **b == behaviours[i]).count(),
                    std::cmp::Reverse(i),
                )
            })
            .ok_or_else(|| CalibrationError::NotInteresting("no compilers".into()))?;
        let group: Vec<usize> = (0..behaviours.len())
            .filter(|&j| behaviours[j] == behaviours[best])
            .collect();
        if group.len() * 2 <= ccs.len() || !matches!(behaviours[best], Behaviour::Ran { .. }) {
            notes.push("no majority of compilers agrees on a successful run".into());
            return Err(CalibrationError::NotInteresting(notes.join("\n")));
        }
        let minority: Vec<(usize, Dissent)> = (0..behaviours.len())
            .filter_map(|j| {
                behaviours[j]
                    .dissent_from(&behaviours[best], &ccs[j].name)
                    .map(|d| (j, d))
            })
            .collect();
        if minority.is_empty() {
            notes.push("all compilers agree: there is no bug to keep".into());
            return Err(CalibrationError::NotInteresting(notes.join("\n")));
        }
        // The majority's first compiler, then the minority, then the rest of the
        // majority: a candidate that lost the bug (the minority agrees again, most of
        // what a reduction tries) stops after two builds. When a minority compiler's
        // build hangs (or its compile times out), the whole majority goes first, as a
        // candidate on which the majority no longer agrees would otherwise wait out the
        // hang first.
        let waits = minority.iter().any(|(_, d)| d.is_timeout());
        let early = if waits { group.len() } else { 1 };
        let mut plan = Plan::new("oracle", "");
        let step = |k: usize, i: usize| Step {
            name: format!("`{}`", ccs[i].name),
            action: build(i),
            require: if k == 0 {
                Require::Runs
            } else {
                Require::SameAs(0)
            },
        };
        for (k, &i) in group.iter().enumerate().take(early) {
            plan.steps.push(step(k, i));
        }
        for (i, want) in &minority {
            plan.steps.push(Step {
                name: format!("`{}`", ccs[*i].name),
                action: build(*i),
                require: Require::Dissents {
                    from: 0,
                    want: want.clone(),
                },
            });
        }
        for (k, &i) in group.iter().enumerate().skip(early) {
            plan.steps.push(step(k, i));
        }
        Ok(VoteOracle {
            ccs,
            minority,
            workspace,
            plan,
        })
    }
}

impl Oracle for VoteOracle {
    fn test(&self, candidate: &str, cancel: &dyn Control) -> Result<Report, OracleError> {
        plan::run::check(&self.plan, &self.workspace, candidate, cancel)
    }

    fn signature(&self) -> Option<Signature> {
        let minority = self.minority.iter().map(|(_, d)| d.clone()).collect();
        Some(Signature::Vote { minority })
    }

    fn suspects(&self) -> Vec<CompilerSpec> {
        self.minority
            .iter()
            .map(|(i, _)| self.ccs[*i].clone())
            .collect()
    }

    fn plan(&self) -> Vec<&Plan> {
        vec![&self.plan]
    }
}
