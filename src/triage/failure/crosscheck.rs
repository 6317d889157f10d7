//! The culprit cross-check: a cluster whose representative has a gcc culprit (the `-f`
//! flags whose `-fno-` form makes its failure go away) is trusted only as far as the
//! same `-fno-` flags also make each member's failure go away. A member they do not
//! cure is split off (and its part checked again with its own representative's
//! flags): agreeing culprits and close programs are not enough to call two failures one
//! bug when the representative's fix does not fix the member.
//!
//! Each question, "does this member's failure go away with these flags added to its
//! failing compiler at its lowest failing level?", is one oracle run on the member's
//! reduced program (UB guard off, as culprit probes are). A timeout or an error is no
//! answer, never a cure. Answers are saved in the work directory (`crosscheck.json`),
//! keyed by the member, its program's hash and the flags, and never asked again: the
//! clusters are the same for any `-j` and order. The part split off is not merged again:
//! each of its fingerprint groups becomes its own cluster, since what joined them was
//! the closeness the check has just put in doubt.
//!
//! The same question decides which members of a group keyed by the culprit of their
//! originals are attached without reduction ([`crate::triage::attach`]): it is then
//! asked on the member's original, at the level its original's culprit search found.
//!
//! Only gcc culprits are checked. A clang culprit is an opt-bisect step, which does not
//! carry over from one program to another; chibicc, pcc and tcc have none.
//!
//! The version check asks through the same answers: does one cluster's program crash
//! the compiler of a cluster of another version with the same named frames
//! ([`Question::version`], [`crate::triage::similarity::cluster`]'s step 5)?

use crate::oracle::config::BuildError;
use crate::oracle::Oracle;
use crate::reduce::TestBudget;
use crate::triage::failure::campaign::Campaign;
use crate::triage::failure::culprit::{at_level, gcc_index, negate, with_args};
use crate::triage::failure::record::{hash, Record};
use crate::triage::failure::stages::{failure_workspace, StageOptions};
use crate::triage::failure::workdir::WorkDir;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Mutex;

/// The file of saved answers, at the top of the work directory.
const FILE: &str = "crosscheck.json";

/// One question: does `member`'s failure go away with `-fno-` of `flags`? Or, with
/// `under`, the version check: does `member`'s program crash the compiler of failure
/// `under` (another version of its own) with the same crash state as every version
/// reads it ([`crate::oracle::Signature::version_free`])?
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Question {
    /// The member's failure id.
    pub member: String,
    /// blake3 of the program asked about: the member's as clustered, or its original
    /// (a member of a group keyed by a culprit, not reduced). An answer about another
    /// program (a failure started over) is not this one's.
    pub program: String,
    /// The representative's culprit flags (`-fX`); empty for the version check.
    pub flags: Vec<String>,
    /// The version check: the failure whose compiler (its oracle's, flags and all) runs
    /// the member's program. `None` for the culprit check.
    pub under: Option<String>,
}

impl Question {
    /// The version check: does `member`'s program (hash `program`) crash `under`'s
    /// compiler the same way?
    pub fn version(member: &str, program: &str, under: &str) -> Question {
        Question {
            member: member.into(),
            program: program.into(),
            flags: Vec::new(),
            under: Some(under.into()),
        }
    }

    fn key(&self) -> String {
        match &self.under {
            // The culprit check's key, as saved before the version check was asked.
            None => serde_json::to_string(&(&self.member, &self.program, &self.flags)),
            Some(under) => serde_json::to_string(&("under", &self.member, &self.program, under)),
        }
        .unwrap_or_default()
    }
}

/// The answers so far: `true` when the flags cure the member's failure (the version
/// check: when the other compiler crashes the same way).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Answers(BTreeMap<String, bool>);

impl Answers {
    /// The answers saved in `wd` (none when there are none, or they cannot be read).
    pub fn load(wd: &WorkDir) -> Answers {
        let map = std::fs::read_to_string(wd.root().join(FILE))
            .ok()
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default();
        Answers(map)
    }

    /// Save them in `wd`, atomically.
    pub fn save(&self, wd: &WorkDir) -> std::io::Result<()> {
        let json = serde_json::to_string_pretty(&self.0).unwrap_or_default();
        wd.write_top(FILE, &(json + "\n"))
    }

    /// The answer to `q`, if it was asked.
    pub fn get(&self, q: &Question) -> Option<bool> {
        self.0.get(&q.key()).copied()
    }

    /// Record an answer.
    pub fn insert(&mut self, q: &Question, cured: bool) {
        self.0.insert(q.key(), cured);
    }

    /// Add `other`'s answers.
    pub fn extend(&mut self, other: &Answers) {
        self.0.extend(other.0.iter().map(|(k, v)| (k.clone(), *v)));
    }

    /// How many answers there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True when there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// What the cross-check found for one cluster, in its report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CrossCheck {
    /// The representative's culprit flags; the check adds their `-fno-` forms.
    pub flags: Vec<String>,
    /// Members the flags cure (the representative's own culprit included).
    pub cured: Vec<String>,
    /// Members the flags do not cure: split off into another cluster.
    pub split_off: Vec<String>,
    /// Members not checked (no oracle to run, a compiler that is not gcc, an interrupt).
    pub unchecked: Vec<String>,
}

impl CrossCheck {
    /// One line for the Markdown report.
    pub fn summary(&self) -> String {
        let fno: Vec<String> = self.flags.iter().map(|f| negate(f)).collect();
        let mut s = format!(
            "`{}` cures {} of {} members",
            fno.join(" "),
            self.cured.len(),
            self.cured.len() + self.split_off.len() + self.unchecked.len()
        );
        if !self.split_off.is_empty() {
            s += &format!("; split off (not cured): {}", self.split_off.join(", "));
        }
        if !self.unchecked.is_empty() {
            s += &format!("; not checked: {}", self.unchecked.join(", "));
        }
        s
    }
}

/// The flags a representative's culprit lets the cross-check try: its `-f` flags (a
/// sidecar culprit may also name the `-O` level; it is not a flag to turn off). `None`
/// when there are none.
pub fn checkable_flags(culprit: Option<&Vec<String>>) -> Option<Vec<String>> {
    let flags: Vec<String> = culprit?
        .iter()
        .filter(|f| f.starts_with("-f") && !f.starts_with("-fno-"))
        .cloned()
        .collect();
    (!flags.is_empty()).then_some(flags)
}

/// Ask `questions` with each member's own oracle, `-j` at a time under `budget`; the
/// answers go into `answers` (questions that cannot be asked get none). Returns how many
/// were answered.
pub fn ask(
    questions: &[Question],
    campaign: &Campaign,
    records: &[Record],
    wd: &WorkDir,
    budget: &TestBudget,
    opts: &StageOptions<'_>,
    answers: &mut Answers,
) -> usize {
    let by_id: BTreeMap<&str, &Record> = records.iter().map(|r| (r.id.as_str(), r)).collect();
    let failures: BTreeMap<&str, _> = campaign
        .failures
        .iter()
        .map(|f| (f.id.as_str(), f))
        .collect();
    let out: Mutex<Vec<Option<bool>>> = Mutex::new(vec![None; questions.len()]);
    let workers = budget.capacity().min(questions.len()).max(1);
    crate::pool::for_each_index(workers, |k| {
        if opts.cancel.cancelled() {
            return false;
        }
        let Some(q) = questions.get(k) else {
            return false;
        };
        let answer = (|| {
            let r = by_id.get(q.member.as_str())?;
            let f = failures.get(q.member.as_str())?;
            if let Some(under) = &q.under {
                let other = by_id.get(under.as_str())?;
                return same_crash_under(r, other, f, &q.program, wd, budget, opts);
            }
            let config = r.oracle.as_ref()?;
            let (text, signature, level) = subject(r, wd, &q.program)?;
            let i = gcc_index(config, signature.as_ref())?;
            if hash(&text) != q.program {
                return None;
            }
            // At the member's lowest failing level, where its own culprit search found
            // its flags: at a higher level other passes may still show the bug.
            let spec = match level.as_deref() {
                Some(l) => at_level(&config.cc[i], l),
                None => config.cc[i].clone(),
            };
            let fno: Vec<String> = q.flags.iter().map(|f| negate(f)).collect();
            let mut c = config.unguarded();
            c.cc[i] = with_args(&spec, &fno);
            let ws = failure_workspace(f, wd).ok()?;
            let _permit = budget.acquire(opts.cancel)?;
            match opts.oracles.build(&c, &text, ws, opts.cancel) {
                _ if opts.cancel.cancelled() => None,
                Ok(o) => Some(match (o.signature(), signature.as_ref()) {
                    (Some(now), Some(then)) => !now.agrees_with(then),
                    (now, then) => now.as_ref() != then,
                }),
                // The flags make the failure go away.
                Err(BuildError::NotInteresting(_)) => Some(true),
                // A timeout, a refused flag, a program that could not run: no answer
                // (asked again next time), never a cure.
                Err(_) => None,
            }
        })();
        out.lock().unwrap()[k] = answer;
        true
    });
    let mut n = 0;
    for (q, a) in questions.iter().zip(out.into_inner().unwrap()) {
        if let Some(cured) = a {
            answers.insert(q, cured);
            n += 1;
        }
    }
    n
}

/// The version check: does `r`'s program as clustered (hash `program`, staged in its
/// own failure `f`'s workspace) crash the compiler of `other` (its oracle, flags and
/// all, without guards, as culprit probes run) with `r`'s crash state as every version
/// reads it? `None` when it cannot be told (no crash oracle, a timeout, an interrupt, a
/// stack dump with no named frame: `llvm-symbolizer` missing): no answer is no merge.
fn same_crash_under(
    r: &Record,
    other: &Record,
    f: &crate::triage::failure::campaign::Failure,
    program: &str,
    wd: &WorkDir,
    budget: &TestBudget,
    opts: &StageOptions<'_>,
) -> Option<bool> {
    let state = r.signature.as_ref()?.version_free()?;
    let config = other.oracle.as_ref()?;
    if config.oracle != crate::oracle::OracleKind::Crash {
        return None;
    }
    let text = wd.program(&r.id, r.as_given)?;
    if hash(&text) != program {
        return None;
    }
    let ws = failure_workspace(f, wd).ok()?;
    let _permit = budget.acquire(opts.cancel)?;
    match opts
        .oracles
        .build(&config.unguarded(), &text, ws, opts.cancel)
    {
        _ if opts.cancel.cancelled() => None,
        Ok(o) => {
            let now = o.signature()?;
            match now.version_free() {
                Some(other) => Some(other == state),
                // Frames without names: the same crash may be there, unnamed.
                None if matches!(
                    &now,
                    crate::oracle::Signature::Crash {
                        failure: crate::oracle::signature::CompileFailure::StackDump { .. },
                        ..
                    }
                ) =>
                {
                    None
                }
                None => Some(false),
            }
        }
        // The other version compiles it (or rejects it): not the same crash.
        Err(BuildError::NotInteresting(_)) => Some(false),
        Err(_) => None,
    }
}

/// What a question about `r` is asked on: the program whose hash is `program` (its
/// original, for a member of a group keyed by a culprit; else its program as
/// clustered), the signature it shows there, and its lowest failing level as the culprit
/// search on that program found it.
fn subject(
    r: &Record,
    wd: &WorkDir,
    program: &str,
) -> Option<(String, Option<crate::oracle::Signature>, Option<String>)> {
    if program == r.original_hash && !r.as_given {
        let text = wd.read_text(&r.id, "original.c")?;
        let sig = r.reproduce.as_ref()?.signature.clone();
        // (A reduction that left the original as it was: its own search's level.)
        let level = r
            .original_culprit
            .as_ref()
            .or(r.culprit_search.as_ref())
            .and_then(|c| c.level.clone());
        return Some((text, sig, level));
    }
    let text = wd.program(&r.id, r.as_given)?;
    let level = r.culprit_search.as_ref().and_then(|c| c.level.clone());
    Some((text, r.signature.clone(), level))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_f_flags_are_checked() {
        let c = |v: &[&str]| Some(v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(
            checkable_flags(c(&["-O2", "-ftree-vrp"]).as_ref()),
            c(&["-ftree-vrp"])
        );
        assert_eq!(checkable_flags(c(&["-O1"]).as_ref()), None);
        assert_eq!(checkable_flags(c(&["instcombine"]).as_ref()), None);
        assert_eq!(checkable_flags(None), None);
    }

    #[test]
    fn answers_round_trip() {
        let d = tempfile::tempdir().unwrap();
        let wd = WorkDir::open(d.path()).unwrap();
        let q = Question {
            member: "a".into(),
            program: "h".into(),
            flags: vec!["-ftree-vrp".into()],
            under: None,
        };
        let mut a = Answers::default();
        assert_eq!(a.get(&q), None);
        a.insert(&q, true);
        a.save(&wd).unwrap();
        assert_eq!(Answers::load(&wd).get(&q), Some(true));
        // Another program (the failure started over): not answered.
        let other = Question {
            program: "h2".into(),
            ..q.clone()
        };
        assert_eq!(Answers::load(&wd).get(&other), None);
        // The version check's question about the same program is another question.
        let version = Question::version("a", "h", "b");
        assert_eq!(Answers::load(&wd).get(&version), None);
        a.insert(&version, false);
        a.save(&wd).unwrap();
        assert_eq!(Answers::load(&wd).get(&version), Some(false));
        assert_eq!(Answers::load(&wd).get(&q), Some(true));
    }
}
