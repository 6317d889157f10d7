//! Group before reducing: a campaign is mostly duplicates, so triage's cost should follow
//! its bugs, not its failures. After every failure is reproduced, the failures whose
//! originals show the same *specific* signature (a compile-time failure with the
//! compiler's own message, or a crash with its site: [`attach_key`]) form a group. The
//! smallest originals of a group are reduced first ([`REPRESENTATIVES`]); when their
//! reductions agree (one cluster), the other members are attached to the first one, not
//! reduced, with the evidence in words. When they disagree, one message hides two
//! bugs, and every member is reduced.
//!
//! Generic signatures (a bare signal, a timeout, a vote's wrong output, an `NG` line, a
//! script's status) never group on their own: they say too little about the bug. A
//! wrong-code failure its generator shrank ([`crate::triage::failure::shrink`]) groups
//! on its signature and its shrunk test's key together: two calling-convention tests
//! that shrink to functions the calling convention passes the same way (the psABI's
//! classes of every parameter and of the return value), failing at the same parameter,
//! make the compiler take the same decisions; so do two arithmetic tests that shrink to
//! the same failing expression over the same types.
//!
//! A wrong-code failure of gcc or clang (C or C++: a wrong output, an `NG` line, a run-time crash: a
//! failure of the built program, not of the compiler, nor a hang, whose every probe
//! would cost the run timeout) whose signature alone is generic groups on its signature
//! and the culprit found on its original (the lowest failing `-O` level and the `-f`
//! flags whose `-fno-` form makes it pass; for clang, the first pass whose run makes it
//! fail, by `-mllvm -opt-bisect-limit`), searched before any reduction for the
//! failures that share a generic signature with another. When the representatives
//! agree, a gcc member is attached only if the culprit cross-check cures it: `-fno-` of
//! the first representative's culprit (found on its reduced program) makes the member's
//! original pass; the others are reduced. A clang member is attached by its key (no
//! flag turns one pass off: [`cured_by_key`]), and the audit checks a sample.
//!
//! With a known-bug database, a failure whose original shows the *specific* key of a
//! known bug's example is attached to that bug (`bug:ID`) and not reduced at all: a night
//! costs the reductions of its new bugs. A weak key (gcc's bare `Segmentation fault`,
//! clang's "frontend command failed": [`crate::oracle::crash_state::WEAK_MESSAGES`])
//! never attaches, and neither does a key the database remembers as having covered two
//! bugs ([`Db::shared_keys`]).
//!
//! **The audit.** Attached members are checked on a sample: per group (and per known
//! bug's attachments), beyond the representatives, its largest member and a share of the
//! rest ([`audit_sample`]) are reduced too. A sampled member that does not agree makes
//! the whole group reduced, as representatives that disagree do, and the key is
//! remembered in the database as one that covers two bugs.

use crate::oracle::signature::CompileFailure;
use crate::oracle::Signature;
use crate::triage::failure::crosscheck::{checkable_flags, Answers, Question};
use crate::triage::failure::record::{Attachment, Record, Status};
use crate::triage::known_bugs::db::Db;
use std::collections::BTreeMap;

/// Representatives reduced per group before the other members may be attached.
pub const REPRESENTATIVES: usize = 2;

/// The share of a group's attached members audited by default, beyond its largest.
pub const AUDIT_SHARE: f64 = 0.05;

/// What a group forms on.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct GroupKey {
    /// The originals' signature, as clustering compares it.
    pub signature: Signature,
    /// The classes of the test their generator shrank them to, when the signature
    /// alone is generic.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shrunk: Option<String>,
    /// The culprit found on the originals (level, then `-f` flags), when the
    /// signature alone is generic and the test was not shrunk.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub culprit: Option<Vec<String>>,
}

impl std::fmt::Display for GroupKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (&self.shrunk, &self.culprit) {
            (Some(s), _) => write!(f, "{}, shrunk to `{s}`", self.signature),
            (None, Some(c)) => write!(
                f,
                "{}, culprit `{}` on the original",
                self.signature,
                c.join(" ")
            ),
            (None, None) => write!(f, "{}", self.signature),
        }
    }
}

/// The key a reproduced failure groups by: [`signature_key`], else its signature with
/// the culprit found on its original ([`culprit_key`]).
pub fn attach_key(rec: &Record) -> Option<GroupKey> {
    signature_key(rec).or_else(|| culprit_key(rec))
}

/// Which failures' culprits on their originals count for grouping: all of them (a
/// merge: the shards searched only what their runs chose), or only those this run
/// chose (an earlier run's search, kept in a record, does not group under
/// `--no-culprit`).
#[derive(Clone, Copy, Debug)]
pub enum Culprits<'a> {
    /// Every record's.
    All,
    /// Those of these failures.
    Of(&'a std::collections::BTreeSet<String>),
}

impl Culprits<'_> {
    fn key(self, rec: &Record) -> Option<GroupKey> {
        match self {
            Culprits::All => attach_key(rec),
            Culprits::Of(ids) if ids.contains(&rec.id) => attach_key(rec),
            Culprits::Of(_) => signature_key(rec),
        }
    }
}

/// The key of a failure whose signature alone is generic, with the gcc culprit found
/// on its original: its level's rank (`-Os` counts as `-O2`: [`level_class`]) and `-f`
/// flags (the flags the cross-check can ask about).
///
/// [`level_class`]: crate::triage::failure::culprit::level_class
pub fn culprit_key(rec: &Record) -> Option<GroupKey> {
    let sig = reproduced_signature(rec)?;
    let found = rec.original_culprit.as_ref()?;
    // gcc: the `-f` flags the cure question can ask about; clang: the pass opt-bisect
    // names, which is evidence enough (see [`cured_by_key`]).
    let mut flags = crate::triage::failure::crosscheck::checkable_flags(found.culprit.as_ref())
        .or_else(|| found.culprit.clone().filter(|c| !c.is_empty()))?;
    // A set, not a sequence: two searches that find one set flag by flag in another
    // order (a seeded search and a fresh one, a shard's) give one key.
    flags.sort();
    flags.dedup();
    Some(GroupKey {
        signature: sig.clustering_key(),
        shrunk: None,
        culprit: Some(
            found
                .level
                .iter()
                .map(|l| crate::triage::failure::culprit::level_class(l))
                .chain(flags)
                .collect(),
        ),
    })
}

/// The failures whose original's culprit is worth searching before any reduction
/// (none when culprits are not searched): reproduced every time, not grouped by
/// [`signature_key`], failing at run time (see the module's words), not reduced
/// already unless searched before (a reduced failure is not searched: it can only be a
/// representative), failing in gcc or clang (the compilers with a culprit search), and
/// sharing their signature with at least [`REPRESENTATIVES`] other such failures (a
/// smaller group has nothing to attach: all of it is reduced as representatives). A
/// shard counts none: its part of a signature is not the whole, and whether a failure
/// is searched must not depend on what else the shard holds.
pub fn culprit_candidates<'r>(
    records: impl Iterator<Item = &'r Record>,
    search: bool,
    sharded: bool,
) -> std::collections::BTreeSet<String> {
    let mut by_sig: BTreeMap<String, Vec<String>> = BTreeMap::new();
    if !search {
        return Default::default();
    }
    for r in records {
        if signature_key(r).is_some()
            || known_bug(r).is_some()
            || r.given_culprit.is_some()
            || (r.reduce.is_some() && r.original_culprit.is_none())
        {
            continue;
        }
        let (Some(sig), Some(config)) = (reproduced_signature(r), r.oracle.as_ref()) else {
            continue;
        };
        if !at_run_time(sig) {
            continue;
        }
        if crate::triage::failure::culprit::failing_compiler(config, Some(sig)).is_ok() {
            by_sig
                .entry(key_name(&sig.clustering_key()))
                .or_default()
                .push(r.id.clone());
        }
    }
    by_sig
        .into_values()
        .filter(|ids| sharded || ids.len() > REPRESENTATIVES)
        .flatten()
        .collect()
}

/// True for a failure of the built program, not of the compiler, and not a hang: an
/// `expect` check that fails when run, or a vote's minority that ran and printed,
/// exited or crashed otherwise.
fn at_run_time(sig: &Signature) -> bool {
    use crate::oracle::signature::{CheckFailure, Difference};
    match sig {
        Signature::Expect { failure, .. } => !matches!(
            failure,
            CheckFailure::DoesNotCompile { .. } | CheckFailure::Hangs
        ),
        Signature::Vote { minority } => minority.iter().all(|d| {
            d.failure.is_none()
                && matches!(
                    d.difference,
                    Difference::WrongOutput | Difference::RuntimeCrash
                )
        }),
        _ => false,
    }
}

/// The signature of a failure reproduced every time, without error.
fn reproduced_signature(rec: &Record) -> Option<&Signature> {
    let rep = rec.reproduce.as_ref()?;
    if rep.interesting < rep.runs || rep.interesting == 0 || rec.error.is_some() {
        return None;
    }
    rep.signature.as_ref()
}

/// The key a reproduced failure groups by without any search: its original's signature
/// (as clustering compares it) when it is specific and compile-time; with the shape its
/// generator shrank it to, when it was shrunk; `None` otherwise.
pub fn signature_key(rec: &Record) -> Option<GroupKey> {
    let sig = reproduced_signature(rec)?;
    if compile_time_specific(sig) {
        return Some(GroupKey {
            signature: sig.clustering_key(),
            shrunk: None,
            culprit: None,
        });
    }
    let shrunk = rec.shrink.as_ref()?;
    matches!(sig, Signature::Expect { .. }).then(|| GroupKey {
        signature: sig.clustering_key(),
        shrunk: Some(shrunk.key.clone()),
        culprit: None,
    })
}

/// What an attachment to a known bug points to: `bug:ID`.
pub const KNOWN_PREFIX: &str = "bug:";

/// The known bug a record is attached to, if it is attached to one.
pub fn known_bug(rec: &Record) -> Option<&str> {
    rec.attached.as_ref()?.to.strip_prefix(KNOWN_PREFIX)
}

/// The attach keys of a known-bug database's examples, each with its bug: only specific
/// keys; a key two bugs share is left out (it cannot tell them apart), and so is one
/// the database remembers as having covered two bugs, and fixed bugs.
pub fn known_keys(db: &Db) -> BTreeMap<String, (String, Signature)> {
    let mut out: BTreeMap<String, (String, Signature)> = BTreeMap::new();
    let mut shared: Vec<String> = Vec::new();
    for bug in db.bugs.values() {
        // A fixed bug seen again may be a regression: that is for matching to say, on
        // a reduced cluster.
        if bug.status == crate::triage::known_bugs::db::BugStatus::Fixed {
            continue;
        }
        for (_, e) in bug.all_examples() {
            let Some(sig) = e.signature.as_ref().filter(|s| compile_time_specific(s)) else {
                continue;
            };
            let key = sig.clustering_key();
            let name = serde_json::to_string(&key).unwrap_or_default();
            match out.get(&name) {
                Some((other, _)) if *other != bug.id => shared.push(name),
                Some(_) => {}
                None => {
                    out.insert(name, (bug.id.clone(), key));
                }
            }
        }
    }
    for name in shared {
        out.remove(&name);
    }
    // Keys remembered before a change of how signatures compare are compared as now.
    let shared: std::collections::BTreeSet<String> = db
        .shared_keys
        .keys()
        .map(|name| match serde_json::from_str::<Signature>(name) {
            Ok(sig) => key_name(&sig.clustering_key()),
            Err(_) => name.clone(),
        })
        .collect();
    out.retain(|name, _| !shared.contains(name));
    out
}

/// The members of `others` (a group's, beyond its representatives, or a known bug's
/// attachments) reduced to check that they belong where they are attached: the largest
/// original always, then a `share` of the rest, rounded to the nearest count (a share
/// of 5% is one more member per 20, not one of two), chosen by a hash of their ids, so
/// the same members are chosen whatever the order or the run. `size` gives an
/// original's size. A `share` of 0 audits the largest only.
pub fn audit_sample(
    others: &[String],
    size: impl Fn(&str) -> crate::size::Size,
    share: f64,
) -> Vec<String> {
    if others.is_empty() {
        return Vec::new();
    }
    let largest = others
        .iter()
        .max_by(|a, b| (size(a).bytes, b.as_str()).cmp(&(size(b).bytes, a.as_str())))
        .cloned()
        .unwrap_or_default();
    let mut rest: Vec<&String> = others.iter().filter(|id| **id != largest).collect();
    rest.sort_by_key(|id| {
        (
            blake3::hash(id.as_bytes()).to_hex().to_string(),
            (*id).clone(),
        )
    });
    let n = ((rest.len() as f64) * share.clamp(0.0, 1.0)).round() as usize;
    let mut out = vec![largest];
    out.extend(rest.into_iter().take(n).cloned());
    out
}

/// Whether an audited member `rec`, reduced, still shows known bug `bug`'s example `key`:
/// the same signature, and the same culprit when the example has one (what matching asks
/// of a known cluster).
pub fn agrees_with_known(rec: &Record, db: &Db, bug: &str, key: &Signature) -> bool {
    let Some(sig) = rec.signature.as_ref() else {
        return false;
    };
    if sig.clustering_key() != *key {
        return false;
    }
    let Some(b) = db.bugs.get(bug) else {
        return false;
    };
    b.all_examples().iter().any(|(_, e)| {
        e.signature.as_ref().map(Signature::clustering_key).as_ref() == Some(key)
            && (e.culprit.is_none() || e.culprit == rec.culprit)
    })
}

/// The attachment of a failure whose original shows `key`, the signature of known bug
/// `bug`'s example.
pub fn known_attachment(bug: &str, key: &Signature) -> Attachment {
    Attachment {
        to: format!("{KNOWN_PREFIX}{bug}"),
        evidence: format!("the same signature as known bug {bug}'s example ({key}); not reduced"),
    }
}

/// The name of a key, for maps.
pub fn key_name<K: serde::Serialize>(key: &K) -> String {
    serde_json::to_string(key).unwrap_or_default()
}

/// True for a specific compile-time signature: what a group may form on.
fn compile_time_specific(sig: &Signature) -> bool {
    let compile_time = match sig {
        Signature::Crash { .. } => true,
        Signature::Vote { minority } => minority.iter().all(|d| d.failure.is_some()),
        _ => false,
    };
    compile_time && sig.is_specific()
}

/// A group: failures whose originals share one [`attach_key`], its representatives first
/// (see [`groups`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    /// The shared key.
    pub key: GroupKey,
    /// Member ids, the representatives first (see [`groups`]).
    pub members: Vec<String>,
}

impl Group {
    /// The members reduced first.
    pub fn representatives(&self) -> &[String] {
        &self.members[..self.members.len().min(REPRESENTATIVES)]
    }

    /// The representatives' records among `records`.
    pub fn representatives_in<'a>(&self, records: &'a [Record]) -> Vec<&'a Record> {
        self.representatives()
            .iter()
            .filter_map(|id| records.iter().find(|r| &r.id == id))
            .collect()
    }

    /// The members attached when the representatives agree.
    pub fn others(&self) -> &[String] {
        &self.members[self.members.len().min(REPRESENTATIVES)..]
    }
}

/// The groups of two or more failures among `records`, in the order of their first
/// member: the content decides, not the order records came in. `culprits` says whose
/// culprits on their originals count.
///
/// A group's members come smallest original first (then by id), except that with
/// `Earlier::Kept`, when at least [`REPRESENTATIVES`] members were chosen as
/// representatives before ([`Record::representative`], an earlier run of the work
/// directory), those come first (smallest first, so the two smallest of them
/// represent the group): a later night's new member with a smaller original does not
/// take the place of representatives whose reductions already agree. With the marks
/// the batch saves (every member's set to whether it was chosen, the cleared ones
/// first), a run again or resumed chooses the same members.
pub fn groups(records: &[Record], culprits: Culprits<'_>, earlier: Earlier) -> Vec<Group> {
    let mut by_key: BTreeMap<String, (GroupKey, Vec<&Record>)> = BTreeMap::new();
    for r in records.iter().filter(|r| known_bug(r).is_none()) {
        if let Some(k) = culprits.key(r) {
            let name = key_name(&k);
            by_key
                .entry(name)
                .or_insert_with(|| (k, Vec::new()))
                .1
                .push(r);
        }
    }
    let mut out: Vec<Group> = by_key
        .into_values()
        .filter(|(_, m)| m.len() >= 2)
        .map(|(key, mut members)| {
            let chosen = members.iter().filter(|r| r.representative).count();
            let keep = earlier == Earlier::Kept && chosen >= REPRESENTATIVES;
            members.sort_by(|a, b| {
                let rank = |r: &Record| (keep && !r.representative, r.original);
                (rank(a), &a.id).cmp(&(rank(b), &b.id))
            });
            Group {
                key,
                members: members.into_iter().map(|r| r.id.clone()).collect(),
            }
        })
        .collect();
    out.sort_by(|a, b| a.members[0].cmp(&b.members[0]));
    out
}

/// Whether [`groups`] keeps the representatives an earlier run chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Earlier {
    /// Keep them (a run of one work directory, night after night).
    Kept,
    /// Choose afresh by size (a merge of shards, which each chose their own).
    Ignored,
}

/// What the representatives of a group came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Reduced, and one cluster: the others can be attached.
    Agree,
    /// Reduced into different clusters (or one slipped): reduce every member.
    Disagree,
    /// Not all reduced (an error, an interrupt): decide nothing.
    Unknown,
}

/// Whether the representatives' records `reps` agree; `together` says whether
/// clustering puts their reduced programs in one cluster.
pub fn verdict(reps: &[&Record], together: impl FnOnce() -> bool) -> Verdict {
    let reduced = |r: &&Record| matches!(r.status(), Status::Reduced | Status::ReducedPartly);
    if !reps.iter().all(reduced) {
        return Verdict::Unknown;
    }
    if reps.iter().any(|r| r.slipped()) {
        return Verdict::Disagree;
    }
    let same_fp = reps.windows(2).all(|w| {
        w[0].fingerprint.as_ref().map(|f| &f.hash) == w[1].fingerprint.as_ref().map(|f| &f.hash)
    });
    if same_fp || together() {
        Verdict::Agree
    } else {
        Verdict::Disagree
    }
}

/// The attachment of a member of group `g` to its first representative; `cured_by`:
/// the representative's culprit flags whose `-fno-` form made the member pass (a group
/// keyed by a culprit attaches only such members).
pub fn attachment(g: &Group, cured_by: Option<&[String]>) -> Attachment {
    let to = g.members[0].clone();
    let what = match (&g.key.signature, &g.key.shrunk) {
        (_, Some(key)) => crate::triage::failure::shrink::sameness(key),
        (_, None) if g.key.culprit.is_some() => "signature and culprit on the original",
        (
            Signature::Crash {
                failure: CompileFailure::ChildCrash { .. },
                ..
            },
            None,
        ) => "crash site",
        (Signature::Vote { .. }, None) => "minority and messages",
        _ => "message",
    };
    let reps = g.representatives().join(" and ");
    let cure = cured_by
        .map(|flags| {
            let fno: Vec<String> = flags
                .iter()
                .map(|f| crate::triage::failure::culprit::negate(f))
                .collect();
            format!(", and {} ({to}'s culprit) makes it pass", fno.join(" "))
        })
        .unwrap_or_default();
    Attachment {
        evidence: format!(
            "the same {what} as {to} ({}), whose group's reductions ({reps}) agree{cure}; not reduced",
            g.key
        ),
        to,
    }
}

/// For a member of group `g` keyed by a culprit, not reduced: the cross-check's
/// question whether `-fno-` of the first representative's culprit (found on its reduced
/// program) makes the member's original pass. `None` for a group keyed otherwise, or a
/// representative without `-f` flags in its culprit (the member is then reduced).
pub fn cure_question(g: &Group, first: &Record, member: &Record) -> Option<Question> {
    if cured_by_key(g) {
        return None;
    }
    g.key.culprit.as_ref()?;
    Some(Question {
        member: member.id.clone(),
        program: member.original_hash.clone(),
        flags: checkable_flags(first.culprit.as_ref())?,
        under: None,
    })
}

/// True for a group keyed by a culprit with no `-f` flag: clang's pass, the first whose
/// run makes each member's original fail (`-mllvm -opt-bisect-limit`, searched on every
/// member). There is no flag to turn that pass off alone, so no cure question: the same
/// first failing pass on every original is the evidence, and the audit checks it.
pub fn cured_by_key(g: &Group) -> bool {
    g.key
        .culprit
        .as_ref()
        .is_some_and(|c| !c.iter().any(|f| f.starts_with("-f")))
}

/// The groups of `records` decided again over all of them, as one run would have
/// (a merge of shards: each shard reduced its own part of a group's smallest
/// failures). Where the whole group's representatives agree, every other member is
/// attached to the first, whether its shard reduced it or attached it to another
/// (in a group keyed by a culprit, only a member that `answers`, the shards' saved
/// cross-check answers, say its cure cures); `together` says whether clustering puts
/// records in one cluster. A group whose representatives disagree keeps what the
/// shards did. The representatives are marked as one run would have marked them.
///
/// A member that its shard reduced because the shard's own part of the group did not
/// agree (its representatives there disagreed, or decided nothing) stays reduced, as
/// a run keeps a member reduced before: that disagreement is evidence of another bug.
/// `shard_of` says which shard a record came from.
pub fn regroup(
    records: &mut [Record],
    shard_of: impl Fn(&str) -> u32,
    answers: &Answers,
    together: impl Fn(&[&Record]) -> bool,
) {
    for g in groups(records, Culprits::All, Earlier::Ignored) {
        // Before the marks change: what each shard's part of the group came to.
        let kept = kept_by_shards(records, &g, &shard_of, &together);
        // The whole group's representatives, as one run would have chosen them.
        for r in records.iter_mut().filter(|r| g.members.contains(&r.id)) {
            r.representative = g.representatives().contains(&r.id);
        }
        let reps = g.representatives_in(records);
        if verdict(&reps, || together(&reps)) != Verdict::Agree {
            continue;
        }
        let first = reps[0].clone();
        // A member a shard reduced to audit its part stays reduced: each shard audits
        // the part it holds (its largest, and the share), so a merge may hold more
        // audited members than one run of the whole would.
        for r in records.iter_mut().filter(|r| {
            g.others().contains(&r.id)
                && !kept.contains(&r.id)
                && !(r.audit.is_some()
                    && matches!(r.status(), Status::Reduced | Status::ReducedPartly))
        }) {
            let a = match cure_question(&g, &first, r) {
                Some(q) if answers.get(&q) == Some(true) => attachment(&g, Some(&q.flags)),
                Some(_) => continue,
                None if g.key.culprit.is_some() && !cured_by_key(&g) => continue,
                None => attachment(&g, None),
            };
            if r.attached.as_ref() != Some(&a) {
                *r = r.as_attached(a);
            }
        }
    }
}

/// The members of `g` that a shard reduced because its part of the group did not
/// agree: the part's representatives, as the shard chose them (its saved marks, else
/// by size), disagreed or decided nothing. A part of one member made no group in its
/// shard.
fn kept_by_shards(
    records: &[Record],
    g: &Group,
    shard_of: &impl Fn(&str) -> u32,
    together: &impl Fn(&[&Record]) -> bool,
) -> std::collections::BTreeSet<String> {
    let mut parts: BTreeMap<u32, Vec<Record>> = BTreeMap::new();
    for r in records.iter().filter(|r| g.members.contains(&r.id)) {
        parts.entry(shard_of(&r.id)).or_default().push(r.clone());
    }
    let reduced = |r: &Record| matches!(r.status(), Status::Reduced | Status::ReducedPartly);
    let mut kept = std::collections::BTreeSet::new();
    for part in parts.values() {
        for pg in groups(part, Culprits::All, Earlier::Kept) {
            let reps = pg.representatives_in(part);
            if verdict(&reps, || together(&reps)) != Verdict::Agree {
                kept.extend(
                    part.iter()
                        .filter(|r| pg.members.contains(&r.id) && reduced(r))
                        .map(|r| r.id.clone()),
                );
            }
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::signature::Difference;
    use crate::oracle::signature::Dissent;
    use crate::triage::failure::record::Reproduction;

    fn rec(id: &str, bytes: usize, sig: Signature) -> Record {
        let mut r = Record::new(id, &"x".repeat(bytes), None, false);
        r.reproduce = Some(Reproduction {
            runs: 3,
            interesting: 3,
            signature: Some(sig),
            note: None,
        });
        r
    }

    #[test]
    fn an_audit_share_is_a_share_of_the_others_beside_the_largest() {
        let ids = |n: usize| (0..n).map(|k| format!("f{k:02}")).collect::<Vec<_>>();
        // f00 is the largest.
        let size = |id: &str| crate::size::Size {
            bytes: if id == "f00" { 100 } else { 10 },
            tokens: 1,
        };
        let sample = |n: usize, share: f64| audit_sample(&ids(n), size, share);
        // A group of a few: the largest only, whatever 5% of them rounds up to.
        assert_eq!(sample(3, 0.05), ["f00"]);
        assert_eq!(sample(10, 0.05).len(), 1);
        // One more per 20 others.
        assert_eq!(sample(21, 0.05).len(), 2);
        assert_eq!(sample(61, 0.05).len(), 4);
        // Half of the three others beside the largest: two; all; none.
        let half = sample(4, 0.5);
        assert_eq!((half.len(), half[0].as_str()), (3, "f00"));
        assert_eq!(sample(4, 1.0).len(), 4);
        assert_eq!(sample(4, 0.0), ["f00"]);
        assert!(sample(0, 0.5).is_empty());
    }

    fn crash(failure: CompileFailure) -> Signature {
        Signature::Crash {
            compiler: "chibicc".into(),
            failure,
        }
    }

    fn error(m: &str) -> Signature {
        crash(CompileFailure::Error { message: m.into() })
    }

    #[test]
    fn specific_compile_time_signatures_group_smallest_first() {
        let records = vec![
            rec("b", 300, error("expected '}'")),
            rec("a", 500, error("expected '}'")),
            rec("c", 100, error("expected '}'")),
            rec("d", 100, error("not a compile-time constant")),
        ];
        let g = groups(&records, Culprits::All, Earlier::Kept);
        assert_eq!(g.len(), 1, "{g:?}");
        assert_eq!(g[0].members, ["c", "b", "a"]);
        assert_eq!(g[0].representatives(), ["c", "b"]);
        assert_eq!(g[0].others(), ["a"]);
        let a = attachment(&g[0], None);
        assert_eq!(a.to, "c");
        assert!(
            a.evidence.contains("the same message as c"),
            "{}",
            a.evidence
        );
        assert!(a.evidence.ends_with("not reduced"), "{}", a.evidence);
    }

    #[test]
    fn a_generic_signature_never_groups() {
        let signal = crash(CompileFailure::Signal { signal: 11 });
        let vote = Signature::Vote {
            minority: vec![Dissent {
                compiler: "pcc".into(),
                difference: Difference::WrongOutput,
                failure: None,
                signal: None,
            }],
        };
        let ng = Signature::Expect {
            compiler: "tcc".into(),
            failure: crate::oracle::signature::CheckFailure::Prints {
                line: "NG t7".into(),
            },
            side: None,
        };
        for sig in [signal, vote, ng] {
            let records = vec![rec("a", 10, sig.clone()), rec("b", 20, sig.clone())];
            assert!(
                groups(&records, Culprits::All, Earlier::Kept).is_empty(),
                "{sig}"
            );
        }
        // Nor does a flaky failure.
        let mut flaky = rec("a", 10, error("x"));
        flaky.reproduce.as_mut().unwrap().interesting = 2;
        assert!(groups(
            &[flaky, rec("b", 10, error("x"))],
            Culprits::All,
            Earlier::Kept
        )
        .is_empty());
    }

    #[test]
    fn a_generic_signature_groups_with_its_shrunk_shape_only() {
        let ng = Signature::Expect {
            compiler: "pcc".into(),
            failure: crate::oracle::signature::CheckFailure::Prints {
                line: "NG f2 a1.m0 expected 2b3c".into(),
            },
            side: None,
        };
        let shrunk = |id: &str, bytes: usize, key: Option<&str>| {
            let mut r = rec(id, bytes, ng.clone());
            r.shrink = key.map(|k| crate::triage::failure::shrink::Shrink {
                key: k.into(),
                shape: String::new(),
                tests: 10,
                cut: false,
                size: crate::size::Size::of("int x;"),
            });
            r
        };
        let records = vec![
            shrunk("a", 30, Some("void f({int}, sse); fails at f0 a1")),
            shrunk("b", 10, Some("void f({int}, sse); fails at f0 a1")),
            shrunk("c", 20, Some("void f(sse); fails at f0 a0")),
            shrunk("d", 5, None),
            shrunk("e", 6, None),
        ];
        let g = groups(&records, Culprits::All, Earlier::Kept);
        assert_eq!(g.len(), 1, "{g:?}");
        assert_eq!(g[0].members, ["b", "a"]);
        assert_eq!(
            g[0].key.shrunk.as_deref(),
            Some("void f({int}, sse); fails at f0 a1")
        );
        let a = attachment(&g[0], None);
        assert!(
            a.evidence
                .contains("the calling convention passes the same way")
                && a.evidence.contains("void f({int}, sse)"),
            "{}",
            a.evidence
        );
    }

    /// Failure `fk`, of `10 k` bytes, reduced to `int x;` with message `x`.
    fn reduced(k: usize) -> Record {
        let mut r = rec(&format!("f{k}"), 10 * k, error("x"));
        r.reduce = Some(crate::triage::failure::record::Reduced {
            complete: true,
            size: r.original,
            stopped_at: None,
        });
        r.fingerprint = Some(crate::triage::similarity::fingerprint::Fingerprint::new(
            None,
            None,
            &crate::triage::similarity::skeleton::Skeleton::of("int x;"),
        ));
        r
    }

    #[test]
    fn a_regroup_attaches_what_a_shard_reduced_when_the_whole_group_agrees() {
        let mut records: Vec<Record> = (1..=4).map(reduced).collect();
        assert!(records.iter().all(|r| r.status() == Status::Reduced));
        regroup(&mut records, |_| 0, &Answers::default(), |_| true);
        let st: Vec<Status> = records.iter().map(Record::status).collect();
        assert_eq!(
            st,
            [
                Status::Reduced,
                Status::Reduced,
                Status::Attached,
                Status::Attached
            ]
        );
        assert!(records[2].reduce.is_none() && records[2].fingerprint.is_none());
        assert_eq!(records[3].attached.as_ref().unwrap().to, "f1");
    }

    /// Regression: a merge attached every member beyond the whole group's two
    /// smallest, even those a shard reduced because its own representatives disagreed
    /// (a run keeps a member reduced before). Shard 1 holds f1 and f2, shard 0 f3 to
    /// f5: when shard 0's representatives slipped, its members stay reduced; when they
    /// agreed, they are attached as one run would have attached them.
    #[test]
    fn a_regroup_keeps_the_reductions_of_a_shard_whose_representatives_disagreed() {
        let run = |slip: bool| {
            let mut records: Vec<Record> = (1..=5)
                .map(|k| {
                    let mut r = reduced(k);
                    r.representative = k != 5;
                    if slip && (k == 3 || k == 4) {
                        r.signed = true;
                        r.signature = Some(error("y"));
                    }
                    r
                })
                .collect();
            let shard = |id: &str| u32::from(id <= "f2");
            regroup(&mut records, shard, &Answers::default(), |_| true);
            let st: Vec<Status> = records.iter().map(Record::status).collect();
            let marks: Vec<bool> = records.iter().map(|r| r.representative).collect();
            assert_eq!(marks, [true, true, false, false, false]);
            st
        };
        assert_eq!(run(true), [Status::Reduced; 5]);
        assert_eq!(
            run(false),
            [
                Status::Reduced,
                Status::Reduced,
                Status::Attached,
                Status::Attached,
                Status::Attached
            ]
        );
    }

    #[test]
    fn a_regroup_marks_the_whole_group_s_representatives_even_when_they_disagree() {
        // Two shards each chose (and marked) their own two; the whole group's are the
        // two smallest, whatever the shards marked and whatever the verdict.
        let mut records: Vec<Record> = (1..=4)
            .map(|k| {
                let mut r = rec(&format!("f{k}"), 10 * k, error("x"));
                r.representative = true;
                r
            })
            .collect();
        regroup(&mut records, |_| 0, &Answers::default(), |_| false);
        let marks: Vec<bool> = records.iter().map(|r| r.representative).collect();
        assert_eq!(marks, [true, true, false, false]);
        // Chosen before, they lead a later choice; a merge chooses afresh by size.
        records[0].representative = false;
        records[2].representative = true;
        let kept = groups(&records, Culprits::All, Earlier::Kept);
        assert_eq!(kept[0].representatives(), ["f2", "f3"]);
        let fresh = groups(&records, Culprits::All, Earlier::Ignored);
        assert_eq!(fresh[0].representatives(), ["f1", "f2"]);
    }

    #[test]
    fn representatives_not_reduced_decide_nothing() {
        let a = rec("a", 10, error("x"));
        let b = rec("b", 10, error("x"));
        assert_eq!(verdict(&[&a, &b], || true), Verdict::Unknown);
    }

    #[test]
    fn a_culprit_key_holds_the_level_s_rank_not_its_spelling() {
        use crate::oracle::signature::CheckFailure;
        let keyed = |id: &str, level: &str, flags: &[&str]| {
            let mut r = rec(
                id,
                10,
                Signature::Expect {
                    compiler: "gcc".into(),
                    failure: CheckFailure::Aborts,
                    side: None,
                },
            );
            let flags: Vec<String> = flags.iter().map(|f| f.to_string()).collect();
            r.original_culprit = Some(crate::triage::failure::culprit::CulpritSearch {
                culprit: Some(flags.clone()),
                compiler: Some("gcc".into()),
                level: Some(level.into()),
                how: String::new(),
                probes: 0,
                sets: vec![flags],
                gave_up: false,
            });
            culprit_key(&r).unwrap()
        };
        let o2 = keyed("a", "-O2", &["-ftree-vrp"]);
        assert_eq!(o2.culprit.as_deref().unwrap(), ["-O2", "-ftree-vrp"]);
        // A fuzzer's duplicate at -Os: the same key.
        assert_eq!(keyed("b", "-Os", &["-ftree-vrp"]), o2);
        assert_eq!(
            keyed("c", "-Ofast", &["-ftree-vrp"]),
            keyed("d", "-O3", &["-ftree-vrp"])
        );
        // A set: its flags in any order give one key.
        assert_eq!(
            keyed("g", "-O2", &["-ftree-vrp", "-ftree-ccp"]),
            keyed("h", "-O2", &["-ftree-ccp", "-ftree-vrp"])
        );
        // Another rank, or other flags: another key.
        assert_ne!(keyed("e", "-O1", &["-ftree-vrp"]), o2);
        assert_ne!(keyed("f", "-Os", &["-ftree-ccp"]), o2);
    }

    #[test]
    fn culprits_are_searched_for_gcc_failures_at_run_time_shared_by_three() {
        use crate::oracle::signature::CheckFailure;
        let config: crate::oracle::OracleConfig =
            serde_json::from_str(r#"{"oracle": "expect", "cc": ["gcc -O2"], "ref": "gcc"}"#)
                .unwrap();
        let expect = |failure: CheckFailure| Signature::Expect {
            compiler: "gcc -O2".into(),
            failure,
            side: None,
        };
        let ng = || {
            expect(CheckFailure::Prints {
                line: "NG t1".into(),
            })
        };
        let of = |id: &str, sig: Signature| {
            let mut r = rec(id, 10, sig);
            r.oracle = Some(config.clone());
            r
        };
        let chosen = |records: &[Record], search: bool| -> Vec<String> {
            culprit_candidates(records.iter(), search, false)
                .into_iter()
                .collect()
        };
        let three: Vec<Record> = ["a", "b", "c"].iter().map(|id| of(id, ng())).collect();
        assert_eq!(chosen(&three, true), ["a", "b", "c"]);
        assert!(chosen(&three, false).is_empty());
        // Two are all representatives: nothing to attach, nothing searched; a shard
        // counts none.
        assert!(chosen(&three[..2], true).is_empty());
        assert_eq!(culprit_candidates(three[..1].iter(), true, true).len(), 1);
        // A failure reduced already is not searched, nor counted.
        let mut reduced = three.clone();
        reduced[0].reduce = Some(crate::triage::failure::record::Reduced {
            complete: true,
            size: crate::size::Size::of("x"),
            stopped_at: None,
        });
        assert!(chosen(&reduced, true).is_empty());
        // Not at run time: a hang (every probe would cost the run timeout), or the
        // compiler failing.
        for failure in [
            CheckFailure::Hangs,
            CheckFailure::DoesNotCompile {
                failure: CompileFailure::Timeout,
            },
        ] {
            let sig = expect(failure);
            let records: Vec<Record> = ["a", "b", "c"]
                .iter()
                .map(|id| of(id, sig.clone()))
                .collect();
            assert!(chosen(&records, true).is_empty(), "{sig}");
        }
        // Not gcc.
        let mut tcc = three.clone();
        for r in &mut tcc {
            r.oracle = Some(
                serde_json::from_str(r#"{"oracle": "expect", "cc": ["tcc"], "ref": "gcc"}"#)
                    .unwrap(),
            );
        }
        assert!(chosen(&tcc, true).is_empty());
    }
}
