//! The `vote` oracle (Csmith's differential test): build and run the program with every
//! compiler, group the behaviours; interesting iff the majority still agrees and the
//! minority is the same set of compilers as on the original, each with the same kind of
//! difference (wrong output, runtime crash, hang, compile failure). A compile failure
//! must be the same failure (the crash oracle's normalized message, signal or exit
//! code), and a run-time crash the same signal, so a reduction cannot slip from one
//! compiler bug to another. Majority compilers run first, so most uninteresting
//! candidates stop early.

use super::behaviour::{build_and_run, Behaviour, Timeouts};
use super::signature::Difference;
use super::signature::{grep_message, CompileFailure, Dissent, Signature};
use super::{CalibrationError, Oracle, OracleError, Report, Verdict, Workspace};
use crate::toolchain::compiler::LINK_TAIL;
use crate::toolchain::{Cancel, CompilerSpec};
use std::sync::Arc;
use std::time::Instant;

/// Differential testing oracle.
#[derive(Debug, Clone)]
pub struct VoteOracle {
    ccs: Vec<CompilerSpec>,
    majority: Vec<usize>,
    minority: Vec<(usize, Dissent)>,
    timeouts: Timeouts,
    workspace: Arc<Workspace>,
}

impl VoteOracle {
    /// Learn the vote split from `original`.
    pub fn calibrate(
        ccs: Vec<CompilerSpec>,
        timeouts: Timeouts,
        workspace: Arc<Workspace>,
        original: &str,
        cancel: &dyn Cancel,
    ) -> Result<VoteOracle, CalibrationError> {
        let dir = workspace.stage(original).map_err(OracleError::Workspace)?;
        let src = workspace.file_name().to_string_lossy().into_owned();
        let mut behaviours = Vec::new();
        let mut notes = Vec::new();
        for (i, cc) in ccs.iter().enumerate() {
            let (b, _) = build_and_run(
                cc,
                dir.path(),
                &src,
                &format!("cc{i}.exe"),
                timeouts,
                cancel,
            )
            .map_err(OracleError::spawn(&cc.program))?;
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
        Ok(VoteOracle {
            ccs,
            majority: group,
            minority,
            timeouts,
            workspace,
        })
    }

    /// Shell lines that `exit 1` unless the vote split is still the same.
    fn lines(&self, src: &str) -> Vec<String> {
        let ct = self.timeouts.compile.as_secs_f64().ceil() as u64;
        let rt = self.timeouts.run.as_secs_f64().ceil() as u64;
        let mut v = vec![
            "# build and run with compiler $1 (index), command in the rest; writes rcN.txt and outN.txt".into(),
            "b() { i=$1; shift; if timeout ".to_string()
                + &ct.to_string()
                + " \"$@\" >cc$i.txt 2>&1; then timeout -s KILL "
                + &rt.to_string()
                + " ./cc$i.exe > out$i.txt 2>/dev/null; echo $? > rc$i.txt; else echo cf > rc$i.txt; : > out$i.txt; fi; }",
        ];
        let first = self.majority[0];
        for &i in &self.majority {
            v.push(format!(
                "b {i} {}",
                self.ccs[i].shell_words(src, &format!("cc{i}.exe"), LINK_TAIL)
            ));
            v.push(format!("[ \"$(cat rc{i}.txt)\" = cf ] && exit 1"));
            v.push(format!("[ \"$(cat rc{i}.txt)\" -gt 128 ] && exit 1"));
            if i != first {
                v.push(format!(
                    "cmp -s rc{first}.txt rc{i}.txt && cmp -s out{first}.txt out{i}.txt || exit 1"
                ));
            }
        }
        for (i, want) in &self.minority {
            let i = *i;
            v.push(format!(
                "b {i} {}",
                self.ccs[i].shell_words(src, &format!("cc{i}.exe"), LINK_TAIL)
            ));
            v.push(format!("r=$(cat rc{i}.txt)"));
            v.push(match want.difference {
                Difference::CompileFailure => "[ \"$r\" = cf ] || exit 1".to_string(),
                Difference::RuntimeCrash => match want.signal {
                    Some(s) => format!("[ \"$r\" = {} ] || exit 1", 128 + s),
                    None => "[ \"$r\" != cf ] && [ \"$r\" -gt 128 ] && [ \"$r\" -ne 137 ] || exit 1".into(),
                },
                Difference::Hang => "[ \"$r\" = 137 ] || exit 1".into(),
                Difference::WrongOutput => format!(
                    "[ \"$r\" != cf ] && [ \"$r\" -le 128 ] || exit 1\ncmp -s rc{first}.txt rc{i}.txt && cmp -s out{first}.txt out{i}.txt && exit 1"
                ),
            });
            if let Some(m) = want.failure.as_ref().and_then(CompileFailure::message) {
                v.push(grep_message(m, &format!("cc{i}.txt")));
            }
        }
        v
    }
}

impl Oracle for VoteOracle {
    fn test(&self, candidate: &str, cancel: &dyn Cancel) -> Result<Report, OracleError> {
        let start = Instant::now();
        let dir = self
            .workspace
            .stage(candidate)
            .map_err(OracleError::Workspace)?;
        let src = self.workspace.file_name().to_string_lossy().into_owned();
        let mut notes = Vec::new();
        let mut majority_b: Option<Behaviour> = None;
        let mut verdict = Verdict::Interesting;
        let run = |i: usize| {
            build_and_run(
                &self.ccs[i],
                dir.path(),
                &src,
                &format!("cc{i}.exe"),
                self.timeouts,
                cancel,
            )
            .map(|(b, _)| b)
            .map_err(OracleError::spawn(&self.ccs[i].program))
        };
        for &i in &self.majority {
            let b = run(i)?;
            notes.push(format!(
                "`{}` (majority): {}",
                self.ccs[i].name,
                b.describe()
            ));
            let ok = match &majority_b {
                None => matches!(b, Behaviour::Ran { .. }),
                Some(m) => *m == b,
            };
            if b == Behaviour::Cancelled {
                verdict = Verdict::Cancelled;
                break;
            }
            if !ok {
                notes.push("the majority no longer agrees on a successful run".into());
                verdict = Verdict::NotInteresting;
                break;
            }
            majority_b.get_or_insert(b);
        }
        if verdict == Verdict::Interesting {
            let m = majority_b.unwrap_or(Behaviour::Cancelled);
            for (i, want) in &self.minority {
                let b = run(*i)?;
                if b == Behaviour::Cancelled {
                    verdict = Verdict::Cancelled;
                    break;
                }
                let got = b.dissent_from(&m, &self.ccs[*i].name);
                notes.push(format!(
                    "`{}` (minority, expected {}): {}",
                    self.ccs[*i].name,
                    want.what(),
                    b.describe()
                ));
                if got.as_ref() != Some(want) {
                    verdict = Verdict::NotInteresting;
                    break;
                }
            }
        }
        let mut r = Report::new(verdict, "oracle", start.elapsed());
        r.notes = notes;
        Ok(r)
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

    fn script_lines(&self, src: &str) -> Vec<String> {
        self.lines(src)
    }
}
