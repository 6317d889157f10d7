//! A whole campaign: every failure through its stages, in parallel under one shared
//! [`TestBudget`] (so N failures never run more than its capacity of tests at once),
//! then clusters, ranking and reports. Failures start largest first (the longest
//! reductions should not start last), but nothing in the result depends on that order
//! or on the budget: each failure's stages depend on its own files only, and
//! clustering and ranking sort by content.

use super::conclude::{conclude, Analysis, ConcludeError, Reporting};
use super::merge::RunInfo;
use crate::oracle::Signature;
use crate::reduce::TestBudget;
use crate::triage::attach;
use crate::triage::failure::campaign::Campaign;
use crate::triage::failure::crosscheck::{ask, Answers};
use crate::triage::failure::culprit::CulpritSearch;
use crate::triage::failure::known_programs::{self, KnownPrograms};
use crate::triage::failure::record::Audit;
use crate::triage::failure::record::{Record, Stage, Status};
use crate::triage::failure::stages::{process_until, Carried, StageError, StageOptions};
use crate::triage::failure::workdir::WorkDir;
use crate::triage::report::json::Report;
use crate::triage::similarity::cluster::{Cluster, Clustering};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// The result of a triage run.
#[derive(Debug)]
pub struct Triage {
    /// Every failure's record, sorted by id (those reached before an interrupt only).
    pub records: Vec<Record>,
    /// The report (`None` when interrupted: the next run finishes it).
    pub report: Option<Report>,
}

/// Bring every failure of `campaign` as far as it goes in `wd` (the stages that have not
/// run on their inputs), then cluster, rank
/// and write the reports. An interrupt stops the run with what is saved kept. `shard`
/// says which part of a larger campaign this is (`[K, N]`: `campaign` holds shard K of
/// N already), for `run.json` and a later merge.
pub fn triage(
    campaign: &Campaign,
    wd: &WorkDir,
    budget: &TestBudget,
    opts: &StageOptions<'_>,
    clustering: Clustering,
    shard: Option<[u32; 2]>,
    reporting: &mut Reporting,
) -> Result<Triage, StageError> {
    RunInfo {
        campaign: campaign.name(),
        shard,
        already_reduced: opts.already_reduced,
        reduce_all: opts.reduce_all,
        clustering: clustering.clone(),
        failures: campaign.failures.iter().map(|f| f.id.clone()).collect(),
    }
    .write(wd)?;
    let mut order: Vec<usize> = (0..campaign.failures.len()).collect();
    let size = |i: usize| {
        campaign.failures[i]
            .source
            .as_ref()
            .and_then(|p| std::fs::metadata(p).ok())
            .map_or(0, |m| m.len())
    };
    order.sort_by_key(|&i| (std::cmp::Reverse(size(i)), campaign.failures[i].id.clone()));

    let abort = AtomicBool::new(false);
    let outer = opts.cancel;
    let cancel = || outer.cancelled() || abort.load(Ordering::SeqCst);
    let known_programs = KnownPrograms::default();
    let original_culprits: crate::triage::failure::stages::OriginalCulprits = Default::default();
    let probe_cache = crate::triage::failure::probe_cache::ProbeCache::default();
    let inner = StageOptions {
        already_reduced: opts.already_reduced,
        reduce_all: opts.reduce_all,
        audit: opts.audit,
        reduce_budget: opts.reduce_budget,
        window: opts.window,
        exhaustive_tests: opts.exhaustive_tests,
        speculate: opts.speculate,
        culprit: opts.culprit,
        versions: opts.versions,
        profile_budget: opts.profile_budget,
        oracles: opts.oracles,
        known_programs: (!opts.reduce_all && !opts.already_reduced).then_some(&known_programs),
        original_culprits: Some(&original_culprits),
        probe_cache: Some(&probe_cache),
        cancel: &cancel,
        events: opts.events,
    };
    let records: Mutex<BTreeMap<String, Record>> = Mutex::default();
    let failure: Mutex<Option<StageError>> = Mutex::default();
    let carry = Carried::default();
    // Run the failures `which` (indices into the campaign, largest first) through their
    // stages up to `until`, on the budget's workers.
    let run = |which: &[usize], until: Option<Stage>| {
        let workers = budget.capacity().min(which.len()).max(1);
        crate::pool::for_each_index(workers, |k| {
            if cancel() {
                return false;
            }
            let Some(&i) = which.get(k) else {
                return false;
            };
            let f = &campaign.failures[i];
            match process_until(f, &campaign.root, wd, budget, &inner, until, Some(&carry)) {
                Ok(r) => {
                    if until.is_none() {
                        inner.events.finished(&r);
                    }
                    records.lock().unwrap().insert(r.id.clone(), r);
                    true
                }
                Err(e) => {
                    if let Some(r) = wd.read_record(&f.id) {
                        inner.events.finished(&r);
                        records.lock().unwrap().insert(r.id.clone(), r);
                    }
                    abort.store(true, Ordering::SeqCst);
                    let mut slot = failure.lock().unwrap();
                    // An I/O error explains more than the interrupts it causes.
                    if slot.is_none() || matches!(e, StageError::Io(_)) {
                        *slot = Some(e);
                    }
                    false
                }
            }
        });
    };
    if opts.reduce_all || opts.already_reduced {
        run(&order, None);
    } else {
        // Reproduce every failure (and shrink generated tests), group those whose
        // originals share a specific signature (or a shrunk shape), reduce each
        // group's representatives (and every failure of no group), then attach the
        // rest of the groups whose representatives agree.
        run(&order, Some(Stage::Shrink));
        // gcc failures at run time whose signature is too generic to group on, shared
        // with at least two others: their originals' culprit is searched, to group on.
        // Only this run's choice groups by culprit (see `attach::Culprits`).
        let (first, seeded) = {
            let done = records.lock().unwrap();
            let ids = attach::culprit_candidates(done.values(), opts.culprit, shard.is_some());
            *original_culprits.write().unwrap() = ids.iter().map(|id| (id.clone(), None)).collect();
            let chosen: Vec<usize> = order
                .iter()
                .copied()
                .filter(|&i| ids.contains(&campaign.failures[i].id))
                .collect();
            // A shard searches every failure afresh: how one is searched must not
            // depend on what else the shard holds.
            if shard.is_some() {
                (chosen, Vec::new())
            } else {
                culprit_waves(&chosen, |i| done.get(&campaign.failures[i].id))
            }
        };
        run(&first, Some(Stage::OriginalCulprit));
        // The others of a program (a fuzzer's duplicates at other flags) check the sets
        // its first failure's search found, then search on from there.
        {
            let done = records.lock().unwrap();
            let mut seeds = original_culprits.write().unwrap();
            for &(i, from) in &seeded {
                let id = &campaign.failures[i].id;
                // One compiler program: the seed is taken as this failure's compiler's.
                // Where the first gave up a further set, with other flags, this one
                // searches for it within its own probes.
                let name = done.get(id).and_then(failing_gcc).map(|c| c.name.clone());
                let seed = done
                    .get(&campaign.failures[from].id)
                    .and_then(|r| r.original_culprit.clone())
                    .map(|s| CulpritSearch {
                        compiler: name,
                        gave_up: false,
                        ..s
                    });
                if let Some(slot) = seeds.get_mut(id) {
                    *slot = seed;
                }
            }
        }
        let rest: Vec<usize> = seeded.iter().map(|&(i, _)| i).collect();
        run(&rest, Some(Stage::OriginalCulprit));
        // Failures that show a known bug's key: attached to it, never reduced.
        // (Only where clustering merges by message, as matching a known bug does.)
        let known = reporting
            .known
            .as_ref()
            .filter(|_| clustering.message_merge)
            .map(attach::known_keys)
            .unwrap_or_default();
        // The audit of known-bug attachments: per bug, its largest attached failure and
        // a share of the rest are reduced instead (checked below, after the waves).
        let mut known_audit: BTreeMap<String, (Signature, Vec<String>)> = BTreeMap::new();
        if !cancel() {
            let mut done = records.lock().unwrap();
            let known_key = |r: &Record| {
                attach::attach_key(r)
                    .filter(|k| k.shrunk.is_none() && k.culprit.is_none())
                    .and_then(|k| known.get(&attach::key_name(&k.signature)))
            };
            let mut by_bug: BTreeMap<String, (Signature, Vec<String>)> = BTreeMap::new();
            for r in done.values() {
                if let Some((bug, key)) = known_key(r) {
                    let e = by_bug
                        .entry(bug.clone())
                        .or_insert_with(|| (key.clone(), Vec::new()));
                    e.1.push(r.id.clone());
                }
            }
            if let Some(share) = opts.audit {
                for (bug, (key, ids)) in &by_bug {
                    let size = |id: &str| done.get(id).map(|r| r.original).unwrap_or_default();
                    let sample = attach::audit_sample(ids, size, share);
                    known_audit.insert(bug.clone(), (key.clone(), sample));
                }
            }
            let audited: BTreeMap<&str, &str> = known_audit
                .iter()
                .flat_map(|(bug, (_, ids))| ids.iter().map(move |id| (id.as_str(), bug.as_str())))
                .collect();
            for r in done.values_mut() {
                let now = known_key(r)
                    .filter(|_| !audited.contains_key(r.id.as_str()))
                    .map(|(bug, key)| attach::known_attachment(bug, key));
                if let Some(bug) = audited.get(r.id.as_str()) {
                    let of = format!("{}{bug}", attach::KNOWN_PREFIX);
                    if r.audit.as_ref().map(|a| &a.of) != Some(&of) {
                        r.audit = Some(Audit { of, agreed: None });
                        if let Err(e) = wd.write_record(r) {
                            *failure.lock().unwrap() = Some(StageError::Io(e));
                            abort.store(true, Ordering::SeqCst);
                            break;
                        }
                    }
                }
                // An attachment to a known bug that tonight's database no longer gives
                // (no --known, a bug split or removed): the failure goes on as any other.
                let saved = if attach::known_bug(r).is_some() && now.as_ref() != r.attached.as_ref()
                {
                    set_attached(wd, r, None, "no longer attached to a known bug")
                } else {
                    Ok(())
                };
                let saved = saved.and_then(|()| match now {
                    Some(a) => attach_if_fresh(wd, r, a, "attached to a known bug: not reduced"),
                    None => Ok(()),
                });
                if let Err(e) = saved {
                    *failure.lock().unwrap() = Some(StageError::Io(e));
                    abort.store(true, Ordering::SeqCst);
                    break;
                }
            }
        }
        let reproduced: Vec<Record> = records.lock().unwrap().values().cloned().collect();
        let on_known: BTreeSet<&str> = reproduced
            .iter()
            .filter(|r| attach::known_bug(r).is_some())
            .map(|r| r.id.as_str())
            .collect();
        let chosen_ids: BTreeSet<String> =
            original_culprits.read().unwrap().keys().cloned().collect();
        let groups = attach::groups(
            &reproduced,
            attach::Culprits::Of(&chosen_ids),
            attach::Earlier::Kept,
        );
        // The representatives chosen are saved before any of them is reduced, and every
        // other mark is cleared, the cleared first: a run interrupted between two of
        // these writes chooses the same again when resumed.
        if !cancel() {
            let chosen: BTreeSet<&str> = groups
                .iter()
                .flat_map(|g| g.representatives().iter().map(String::as_str))
                .collect();
            let mut done = records.lock().unwrap();
            'marks: for set in [false, true] {
                for r in done.values_mut() {
                    let want = chosen.contains(r.id.as_str());
                    if want != set || r.representative == want {
                        continue;
                    }
                    r.representative = want;
                    if let Err(e) = wd.write_record(r) {
                        *failure.lock().unwrap() = Some(StageError::Io(e));
                        abort.store(true, Ordering::SeqCst);
                        break 'marks;
                    }
                }
            }
        }
        let later: BTreeSet<&str> = groups
            .iter()
            .flat_map(|g| g.others().iter().map(String::as_str))
            .collect();
        let first: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&i| {
                let id = campaign.failures[i].id.as_str();
                !later.contains(id) && !on_known.contains(id)
            })
            .collect();
        // Only the oracles of failures reduced next are kept.
        {
            let next: BTreeSet<&str> = first
                .iter()
                .map(|&i| campaign.failures[i].id.as_str())
                .collect();
            carry
                .lock()
                .unwrap()
                .retain(|id, _| next.contains(id.as_str()));
        }
        if !cancel() {
            let done = records.lock().unwrap();
            for id in &on_known {
                if let Some(r) = done.get(*id) {
                    inner.events.finished(r);
                }
            }
        }
        // Reduced in waves: first the smallest failure of each kind (oracle and
        // original signature), but one program once; then the smallest of the kinds
        // left, each ending at the reduction of its own original under another kind
        // where its oracle agrees; then the rest, which stop where they become a
        // program reduced before them (an earlier wave's, or an earlier run's); then
        // those of the rest whose program an earlier one of the rest has under another
        // kind, offered what the third wave made of it (see `waves`).
        let reduction_waves = {
            let done = records.lock().unwrap();
            learn(&known_programs, &done, wd);
            waves(&first, |i| done.get(&campaign.failures[i].id), size)
        };
        for wave in &reduction_waves {
            run(wave, None);
            learn(&known_programs, &records.lock().unwrap(), wd);
        }
        let mut rest: BTreeSet<&str> = BTreeSet::new();
        let mut agreeing: Vec<&attach::Group> = Vec::new();
        let mut shared: Vec<(attach::GroupKey, String)> = Vec::new();
        let mut known_caught: Vec<String> = Vec::new();
        if !cancel() {
            let done = records.lock().unwrap();
            for g in &groups {
                let reps: Vec<&Record> = g
                    .representatives()
                    .iter()
                    .filter_map(|id| done.get(id))
                    .collect();
                let together = || {
                    let owned: Vec<Record> = reps.iter().map(|r| (*r).clone()).collect();
                    let (clusters, _, _) =
                        Analysis::of(&owned, wd).cluster_and_rank(&clustering, &Answers::default());
                    clusters.len() == 1
                };
                match attach::verdict(&reps, together) {
                    attach::Verdict::Agree => agreeing.push(g),
                    attach::Verdict::Disagree => {
                        rest.extend(g.others().iter().map(String::as_str));
                        shared.push((
                            g.key.clone(),
                            format!(
                                "the representatives {} reduced to different clusters",
                                g.representatives().join(" and ")
                            ),
                        ));
                    }
                    // A representative that could not be reduced (an error) decides
                    // nothing: the others are reduced, as without grouping.
                    attach::Verdict::Unknown => rest.extend(g.others().iter().map(String::as_str)),
                }
            }
        }
        // The audit: beyond the representatives of each agreeing group, its largest
        // member and a share of the rest are reduced; one that does not join the
        // representatives' cluster gets the whole group reduced. The known bugs'
        // audited failures were reduced in the waves: one that does not show its bug
        // again gets every failure attached to the bug by its key reduced.
        let mut audited: BTreeSet<String> = known_audit
            .values()
            .flat_map(|(_, ids)| ids.iter().cloned())
            .collect();
        if let (Some(share), false) = (opts.audit, cancel()) {
            let samples: Vec<(usize, Vec<String>)> = {
                let mut done = records.lock().unwrap();
                let mut samples = Vec::new();
                for (k, g) in agreeing.iter().enumerate() {
                    let size = |id: &str| done.get(id).map(|r| r.original).unwrap_or_default();
                    let sample = attach::audit_sample(g.others(), size, share);
                    for id in &sample {
                        let Some(r) = done.get_mut(id) else { continue };
                        let of = g.members[0].clone();
                        if r.audit.as_ref().map(|a| &a.of) != Some(&of) {
                            r.audit = Some(Audit { of, agreed: None });
                            if let Err(e) = wd.write_record(r) {
                                *failure.lock().unwrap() = Some(StageError::Io(e));
                                abort.store(true, Ordering::SeqCst);
                            }
                        }
                    }
                    samples.push((k, sample));
                }
                samples
            };
            let which: Vec<usize> = order
                .iter()
                .copied()
                .filter(|&i| {
                    samples
                        .iter()
                        .any(|(_, ids)| ids.contains(&campaign.failures[i].id))
                })
                .collect();
            run(&which, None);
            learn(&known_programs, &records.lock().unwrap(), wd);
            let mut done = records.lock().unwrap();
            let mut caught: BTreeSet<usize> = BTreeSet::new();
            for (k, sample) in &samples {
                let g = agreeing[*k];
                let checked: Vec<&Record> = g
                    .representatives()
                    .iter()
                    .chain(sample)
                    .filter_map(|id| done.get(id))
                    .collect();
                let together = || {
                    let owned: Vec<Record> = checked.iter().map(|r| (*r).clone()).collect();
                    let (clusters, _, _) =
                        Analysis::of(&owned, wd).cluster_and_rank(&clustering, &Answers::default());
                    clusters.len() == 1
                };
                let verdict = attach::verdict(&checked, together);
                if verdict != attach::Verdict::Agree {
                    caught.insert(*k);
                    if verdict == attach::Verdict::Disagree {
                        shared.push((
                            g.key.clone(),
                            format!(
                                "the audit of {}'s group reduced {} to another cluster",
                                g.members[0],
                                sample.join(", ")
                            ),
                        ));
                    }
                }
                for id in sample {
                    audited.insert(id.clone());
                    if let Some(r) = done.get_mut(id) {
                        let agreed = Some(verdict == attach::Verdict::Agree);
                        if let Some(a) = r.audit.as_mut().filter(|a| a.agreed != agreed) {
                            a.agreed = agreed;
                            let _ = wd.write_record(r);
                        }
                    }
                }
            }
            for k in caught.iter().rev() {
                let g = agreeing.remove(*k);
                rest.extend(g.others().iter().map(String::as_str));
            }
            // Known bugs.
            let db = reporting.known.as_ref();
            for (bug, (key, sample)) in &known_audit {
                let mut agreed = true;
                for id in sample {
                    let Some(r) = done.get_mut(id) else { continue };
                    let ok = db.is_some_and(|db| attach::agrees_with_known(r, db, bug, key));
                    let reduced = matches!(r.status(), Status::Reduced | Status::ReducedPartly);
                    let now = reduced.then_some(ok);
                    if let Some(a) = r.audit.as_mut().filter(|a| a.agreed != now) {
                        a.agreed = now;
                        let _ = wd.write_record(r);
                    }
                    agreed &= ok || !reduced;
                }
                if !agreed {
                    let attached: Vec<String> = done
                        .values()
                        .filter(|r| attach::known_bug(r) == Some(&**bug))
                        .map(|r| r.id.clone())
                        .collect();
                    known_caught.extend(attached);
                    shared.push((
                        attach::GroupKey {
                            signature: key.clone(),
                            shrunk: None,
                            culprit: None,
                        },
                        format!(
                            "the audit of known bug {bug}'s attachments reduced {} to another bug",
                            sample.join(", ")
                        ),
                    ));
                }
            }
        }
        // Keys that covered two bugs: remembered in the database (not by a shard: its
        // merge does), so they never attach to a known bug again.
        if let (Some(db), true) = (reporting.known.as_mut(), reporting.record_hits) {
            for (key, why) in &shared {
                if key.shrunk.is_some() || key.culprit.is_some() {
                    continue;
                }
                if let Err(e) = db.remember_shared(&attach::key_name(&key.signature), why) {
                    tracing::warn!("{e}");
                }
            }
        }
        rest.extend(known_caught.iter().map(String::as_str));
        // A group keyed by a culprit attaches only the members the cross-check cures:
        // `-fno-` of the first representative's culprit makes the original pass.
        let cures = cures(
            campaign,
            &records,
            &agreeing,
            shard.is_some(),
            wd,
            budget,
            &inner,
        );
        for g in agreeing
            .iter()
            .filter(|g| g.key.culprit.is_some() && !attach::cured_by_key(g))
        {
            rest.extend(
                g.others()
                    .iter()
                    .filter(|id| !cures.contains_key(id.as_str()))
                    .map(String::as_str),
            );
        }
        // The members attached: a member reduced before (another run) stays reduced.
        let attach_to: Vec<(String, crate::triage::failure::record::Attachment)> = groups
            .iter()
            .flat_map(|g| {
                let cures = &cures;
                g.others().iter().map(move |id| {
                    let cured_by = cures.get(id.as_str()).map(Vec::as_slice);
                    (id.clone(), attach::attachment(g, cured_by))
                })
            })
            .filter(|(id, _)| !rest.contains(id.as_str()) && !audited.contains(id))
            .collect();
        if !cancel() && !abort.load(Ordering::SeqCst) {
            let mut done = records.lock().unwrap();
            for (id, a) in attach_to {
                let Some(r) = done.get_mut(&id) else {
                    continue;
                };
                if let Err(e) = attach_if_fresh(wd, r, a, "attached: not reduced") {
                    *failure.lock().unwrap() = Some(StageError::Io(e));
                    abort.store(true, Ordering::SeqCst);
                    break;
                }
                inner.events.finished(r);
            }
        }
        // The second round: the members of disagreeing groups, and members reduced in
        // an earlier run (their stages brought up to date, as any reduced failure's).
        let second: Vec<usize> = {
            let done = records.lock().unwrap();
            order
                .iter()
                .copied()
                .filter(|&i| {
                    let id = campaign.failures[i].id.as_str();
                    rest.contains(id)
                        || (later.contains(id)
                            && done.get(id).is_some_and(|r| {
                                r.attached.is_none()
                                    && matches!(r.status(), Status::Reduced | Status::ReducedPartly)
                            }))
                })
                .collect()
        };
        carry
            .lock()
            .unwrap()
            .retain(|id, _| rest.contains(id.as_str()));
        run(&second, None);
        carry.lock().unwrap().clear();
    }
    let records: Vec<Record> = records.into_inner().unwrap().into_values().collect();
    match failure.into_inner().unwrap() {
        // `process` records a failure's own error and never returns it.
        Some(e @ (StageError::Io(_) | StageError::Failure(_) | StageError::Known(_))) => {
            return Err(e)
        }
        Some(StageError::Interrupted) => {
            return Ok(Triage {
                records,
                report: None,
            })
        }
        None if outer.cancelled()
            || records.len() < campaign.failures.len()
            || !records.iter().all(Record::finished) =>
        {
            return Ok(Triage {
                records,
                report: None,
            })
        }
        None => {}
    }
    let clustered = cross_checked(campaign, &records, wd, budget, opts, &clustering);
    for f in &campaign.failures {
        let dirs: Vec<std::path::PathBuf> = f
            .files()
            .iter()
            .filter_map(|p| p.parent().map(std::path::Path::to_path_buf))
            .collect();
        reporting.dirs.insert(f.id.clone(), dirs);
    }
    let report = conclude(
        &campaign.name(),
        opts.already_reduced,
        clustering,
        &records,
        wd,
        clustered,
        reporting,
        outer,
    )
    .map_err(|e| match e {
        ConcludeError::Known(e) => StageError::Known(e),
        ConcludeError::Io(e) => StageError::Io(e),
    })?;
    Ok(Triage { records, report })
}

/// Add the reduced programs of `records` (reduced to their end; one stopped at a known
/// program is that program already), and the programs their reductions passed
/// through, to `known`, in id order. A reduction that ended at the reduced program of
/// the same original under another meeting key ([`KnownPrograms::seed`]) is learned
/// under its own, with the other's path, which it took as its own
/// ([`known_programs::seeded_path`]): a fuzzer's mutant of it meets that way down as it
/// would have met its own.
fn learn(known: &KnownPrograms, records: &BTreeMap<String, Record>, wd: &WorkDir) {
    for r in records.values() {
        if r.attached.is_some() || r.status() != Status::Reduced {
            continue;
        }
        let meet = known_programs::meet_key_of(r);
        let stopped = r.reduce.as_ref().and_then(|x| x.stopped_at.as_ref());
        if stopped.is_some_and(|other| {
            records
                .get(other)
                .is_none_or(|o| known_programs::meet_key_of(o) == meet)
        }) {
            continue;
        }
        if let Some(text) = wd.read_text(&r.id, "reduced.c") {
            let path = wd.read_text(&r.id, known_programs::PATH_FILE);
            known.learn(&meet, &r.id, &r.original_hash, &text, path.as_deref());
        }
    }
}

/// `which` (in its order) split into four waves of reductions: the smallest original
/// of each kind (oracle key and the original's signature as clustering compares it, so
/// a generated check's `NG` line without its names; or the meeting key, where failures
/// meet across oracles) not reduced yet, one per original text (the first by size and
/// id); then the smallest of the other kinds, whose originals the first wave reduces
/// under another kind (one program crashing clang 14 and clang 16: the second ends at
/// the first's reduced program when its oracle agrees, [`KnownPrograms::seed`]); then
/// the rest, but for a failure whose original an earlier one of the rest (by size and
/// id) has under another kind; then those, offered what the third wave made of their
/// original (one program that two compilers miscompile, neither the smallest of its
/// kind). Failures of the rest of one original and one kind stay together in the third.
fn waves<'r>(
    which: &[usize],
    record: impl Fn(usize) -> Option<&'r Record>,
    size: impl Fn(usize) -> u64,
) -> [Vec<usize>; 4] {
    let kind_of = |r: &Record| {
        let signature = r
            .reproduce
            .as_ref()
            .and_then(|p| p.signature.as_ref())
            .map(|s| s.clustering_key());
        // Failures that meet across oracles (a specific crash at other flags) are one kind.
        let meet = known_programs::meet_key_of(r);
        if meet != r.oracle_key {
            meet
        } else {
            format!(
                "{} {}",
                r.oracle_key,
                serde_json::to_string(&signature).unwrap_or_default()
            )
        }
    };
    let mut smallest: BTreeMap<String, (u64, &str, usize)> = BTreeMap::new();
    for &i in which {
        let Some(r) = record(i).filter(|r| !r.finished()) else {
            continue;
        };
        let this = (size(i), r.id.as_str(), i);
        let e = smallest.entry(kind_of(r)).or_insert(this);
        if this < *e {
            *e = this;
        }
    }
    let mut picks: Vec<(u64, &str, usize)> = smallest.into_values().collect();
    picks.sort();
    let mut programs: BTreeSet<&str> = BTreeSet::new();
    let (mut first, mut second) = (BTreeSet::new(), BTreeSet::new());
    for (_, _, i) in picks {
        let original = record(i).map_or("", |r| r.original_hash.as_str());
        if programs.insert(original) {
            first.insert(i);
        } else {
            second.insert(i);
        }
    }
    // The rest not reduced yet, by original: the first of each (by size and id) and
    // its kind.
    let mut rest: Vec<(u64, &Record, usize)> = which
        .iter()
        .filter(|i| !first.contains(*i) && !second.contains(*i))
        .filter_map(|&i| record(i).filter(|r| !r.finished()).map(|r| (size(i), r, i)))
        .collect();
    rest.sort_by(|a, b| (a.0, &a.1.id).cmp(&(b.0, &b.1.id)));
    let mut firsts: BTreeMap<&str, String> = BTreeMap::new();
    let mut fourth = BTreeSet::new();
    for &(_, r, i) in &rest {
        let kind = kind_of(r);
        match firsts.get(r.original_hash.as_str()) {
            Some(k) if *k != kind => {
                fourth.insert(i);
            }
            Some(_) => {}
            None => {
                firsts.insert(r.original_hash.as_str(), kind);
            }
        }
    }
    let mut out: [Vec<usize>; 4] = Default::default();
    for &i in which {
        let wave = if first.contains(&i) {
            0
        } else if second.contains(&i) {
            1
        } else if fourth.contains(&i) {
            3
        } else {
            2
        };
        out[wave].push(i);
    }
    out
}

/// `chosen` (in its order) split into two waves of culprit searches on originals: the
/// first failure (by id) of each program (the original's exact text), gcc program
/// (whatever its flags) and signature; then the others, each paired with the first of
/// its program, whose search's sets it checks first
/// ([`crate::triage::failure::culprit::search_from`]). A fuzzer runs one program at
/// several option sets; each search costs 10 to 60 probes, a check of another's sets a
/// handful. clang's bisection has no sets to check: its failures are all first.
fn culprit_waves<'r>(
    chosen: &[usize],
    record: impl Fn(usize) -> Option<&'r Record>,
) -> (Vec<usize>, Vec<(usize, usize)>) {
    let class = |i: usize| {
        let r = record(i)?;
        let cc = failing_gcc(r)?;
        let sig = r.reproduce.as_ref().and_then(|p| p.signature.as_ref())?;
        Some((
            r.original_hash.clone(),
            cc.program.clone(),
            serde_json::to_string(&sig.clustering_key()).unwrap_or_default(),
        ))
    };
    let mut firsts: BTreeMap<(String, String, String), (&str, usize)> = BTreeMap::new();
    for &i in chosen {
        let (Some(c), Some(r)) = (class(i), record(i)) else {
            continue;
        };
        let e = firsts.entry(c).or_insert((r.id.as_str(), i));
        if r.id.as_str() < e.0 {
            *e = (r.id.as_str(), i);
        }
    }
    let mut first = Vec::new();
    let mut seeded = Vec::new();
    for &i in chosen {
        match class(i).and_then(|c| firsts.get(&c)) {
            Some(&(_, f)) if f != i => seeded.push((i, f)),
            _ => first.push(i),
        }
    }
    (first, seeded)
}

/// The compiler of `r`'s oracle that the culprit search probes, when it is gcc.
fn failing_gcc(r: &Record) -> Option<&crate::toolchain::compiler::CompilerSpec> {
    let config = r.oracle.as_ref()?;
    let sig = r.reproduce.as_ref().and_then(|p| p.signature.as_ref());
    config
        .cc
        .get(crate::triage::failure::culprit::gcc_index(config, sig)?)
}

/// Attach `r` by `a` when it is only reproduced, or attached otherwise, and save it. A
/// failure reduced before (another run, `--reduce-all`) stays reduced.
fn attach_if_fresh(
    wd: &WorkDir,
    r: &mut Record,
    a: crate::triage::failure::record::Attachment,
    why: &str,
) -> std::io::Result<()> {
    let fresh = match r.status() {
        Status::Pending => true,
        Status::Attached => r.attached.as_ref() != Some(&a),
        _ => false,
    };
    if fresh {
        set_attached(wd, r, Some(a), why)?;
    }
    Ok(())
}

/// Set (or clear) `r`'s attachment, log `why` and save the record.
fn set_attached(
    wd: &WorkDir,
    r: &mut Record,
    a: Option<crate::triage::failure::record::Attachment>,
    why: &str,
) -> std::io::Result<()> {
    r.attached = a;
    wd.log(&r.id, why);
    wd.write_record(r)
}

/// The members of the agreeing groups keyed by a culprit that the cross-check cures,
/// each with the flags that cure it (answers saved in the work directory, so a resumed
/// run asks nothing twice). A member reduced in an earlier run is not asked: it stays
/// reduced. A shard also asks about its representatives' originals: a merge, whose whole
/// group may have other representatives, attaches them by those answers, as an
/// unsharded run would have.
fn cures(
    campaign: &Campaign,
    records: &Mutex<BTreeMap<String, Record>>,
    agreeing: &[&attach::Group],
    sharded: bool,
    wd: &WorkDir,
    budget: &TestBudget,
    opts: &StageOptions<'_>,
) -> BTreeMap<String, Vec<String>> {
    let snapshot: Vec<Record> = records.lock().unwrap().values().cloned().collect();
    let by_id: BTreeMap<&str, &Record> = snapshot.iter().map(|r| (r.id.as_str(), r)).collect();
    let questions: Vec<crate::triage::failure::crosscheck::Question> = agreeing
        .iter()
        .flat_map(|g| {
            let first = by_id.get(g.members[0].as_str()).copied();
            let by_id = &by_id;
            let reps = g.representatives().iter().filter(move |_| sharded);
            let others = g.others().iter().filter(|id| {
                by_id
                    .get(id.as_str())
                    .is_some_and(|member| member.reduce.is_none())
            });
            reps.chain(others)
                .filter_map(move |id| attach::cure_question(g, first?, by_id.get(id.as_str())?))
        })
        .collect();
    if questions.is_empty() {
        return BTreeMap::new();
    }
    let mut answers = Answers::load(wd);
    let open: Vec<_> = questions
        .iter()
        .filter(|q| answers.get(q).is_none())
        .cloned()
        .collect();
    if !open.is_empty() && ask(&open, campaign, &snapshot, wd, budget, opts, &mut answers) > 0 {
        let _ = answers.save(wd);
    }
    let asked_for: BTreeSet<&str> = agreeing
        .iter()
        .flat_map(|g| g.others().iter().map(String::as_str))
        .collect();
    questions
        .into_iter()
        .filter(|q| asked_for.contains(q.member.as_str()) && answers.get(q) == Some(true))
        .map(|q| (q.member, q.flags))
        .collect()
}

/// Cluster and rank, asking the culprit cross-check's questions with each member's
/// oracle until none is left that can be answered (answers are saved in `wd`).
fn cross_checked(
    campaign: &Campaign,
    records: &[Record],
    wd: &WorkDir,
    budget: &TestBudget,
    opts: &StageOptions<'_>,
    clustering: &Clustering,
) -> (Vec<Cluster>, Vec<String>) {
    let mut answers = Answers::load(wd);
    // Features and distances once; then cluster until no open question can be answered:
    // each round answers at least one, an answered question is never asked again, and
    // there are finitely many, so a resumed run ends where an uninterrupted one does.
    let prepared = Analysis::of(records, wd);
    loop {
        let (clusters, ranking, questions) = prepared.cluster_and_rank(clustering, &answers);
        if questions.is_empty() || opts.cancel.cancelled() {
            return (clusters, ranking);
        }
        let asked = ask(
            &questions,
            campaign,
            records,
            wd,
            budget,
            opts,
            &mut answers,
        );
        if asked == 0 {
            return (clusters, ranking);
        }
        let _ = answers.save(wd);
    }
}

#[cfg(test)]
mod tests {
    //! Grouping before reducing, on in-process fake oracles: a program shows the bug while
    //! it holds `BUG(`, and the fake's signature is the crash oracle's.
    use super::*;
    use crate::oracle::signature::CompileFailure;
    use crate::oracle::{OracleConfig, Signature};
    use crate::triage::failure::fakes::{runs, vrp_bug, Fakes};
    use crate::triage::failure::record::Status;
    use crate::triage::failure::stages::TriageEvents;

    /// Failure `k` of a campaign: one program, `k` padding declarations longer than the
    /// one before, so the smallest originals are f1 and f2.
    fn program(k: usize) -> String {
        let pad: String = (0..k).map(|i| format!("int pad{i};\n")).collect();
        format!("int printf(const char *, ...);\nint g1 = 1; int g2 = 2;\n{pad}int main(void) {{\n  int x = g1 + g2;\n  BUG(x);\n  printf(\"%d\\n\", x);\n  return 0;\n}}\n")
    }

    fn boom(_: &str) -> Signature {
        Signature::Crash {
            compiler: "cc".into(),
            failure: CompileFailure::Error {
                message: "boom".into(),
            },
        }
    }

    /// Oracles under which every failure crashes with the same message (`boom`).
    fn booms() -> Fakes {
        Fakes {
            crash: Some(boom),
            ..Fakes::default()
        }
    }

    /// The message the original shows, and another one once `g2` is reduced away: every
    /// reduction slips.
    fn slips(text: &str) -> Signature {
        Signature::Crash {
            compiler: "cc".into(),
            failure: CompileFailure::Error {
                message: if text.contains("g2") { "boom" } else { "other" }.into(),
            },
        }
    }

    /// Counts the reductions run.
    #[derive(Default)]
    struct Reductions(Mutex<Vec<String>>);

    impl TriageEvents for Reductions {
        fn stage(&self, id: &str, stage: Stage) {
            if stage == Stage::Reduce {
                self.0.lock().unwrap().push(id.to_string());
            }
        }
    }

    /// Triage `n` failures (f1 to fn) in `dir` with `fakes`: the records by id and the
    /// failures reduced in this run.
    fn run(
        dir: &std::path::Path,
        n: usize,
        fakes: &Fakes,
        reduce_all: bool,
    ) -> (BTreeMap<String, Record>, Vec<String>, Report) {
        run_shard(dir, n, fakes, reduce_all, None, "work")
    }

    fn run_shard(
        dir: &std::path::Path,
        n: usize,
        fakes: &Fakes,
        reduce_all: bool,
        shard: Option<[u32; 2]>,
        work: &str,
    ) -> (BTreeMap<String, Record>, Vec<String>, Report) {
        run_reporting(
            dir,
            n,
            fakes,
            reduce_all,
            shard,
            work,
            &mut Reporting::default(),
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn run_reporting(
        dir: &std::path::Path,
        n: usize,
        fakes: &Fakes,
        reduce_all: bool,
        shard: Option<[u32; 2]>,
        work: &str,
        reporting: &mut Reporting,
    ) -> (BTreeMap<String, Record>, Vec<String>, Report) {
        let mut campaign = write_campaign(dir, n);
        if let Some([k, n]) = shard {
            campaign.shard(k, n);
        }
        let wd = WorkDir::open(&dir.join(work)).unwrap();
        let (t, reduced) = triage_with(&campaign, &wd, fakes, reduce_all, shard, reporting);
        let records = t.records.into_iter().map(|r| (r.id.clone(), r)).collect();
        (records, reduced, t.report.unwrap())
    }

    /// A campaign of `n` failures, f1 to fn (`program(k)`), in `dir/campaign`.
    fn write_campaign(dir: &std::path::Path, n: usize) -> Campaign {
        let root = dir.join("campaign");
        std::fs::create_dir_all(&root).unwrap();
        for k in 1..=n {
            std::fs::write(root.join(format!("f{k}.c")), program(k)).unwrap();
        }
        Campaign::read(&root, Some(&OracleConfig::script("test.sh"))).unwrap()
    }

    /// Triage `campaign` in `wd` with `fakes`: the result, and the failures reduced in
    /// this run (sorted).
    fn triage_with(
        campaign: &Campaign,
        wd: &WorkDir,
        fakes: &Fakes,
        reduce_all: bool,
        shard: Option<[u32; 2]>,
        reporting: &mut Reporting,
    ) -> (Triage, Vec<String>) {
        triage_with_budget(
            campaign, wd, fakes, reduce_all, shard, reporting, None, None,
        )
    }

    /// [`triage_with`], with `--reduce-budget` and `--audit`.
    #[allow(clippy::too_many_arguments)]
    fn triage_with_budget(
        campaign: &Campaign,
        wd: &WorkDir,
        fakes: &Fakes,
        reduce_all: bool,
        shard: Option<[u32; 2]>,
        reporting: &mut Reporting,
        reduce_budget: Option<std::time::Duration>,
        audit: Option<f64>,
    ) -> (Triage, Vec<String>) {
        let events = Reductions::default();
        let opts = StageOptions {
            already_reduced: false,
            reduce_all,
            audit,
            reduce_budget,
            window: crate::reduce::DEFAULT_WINDOW,
            exhaustive_tests: crate::reduce::DEFAULT_EXHAUSTIVE_TESTS,
            speculate: false,
            culprit: false,
            versions: &[],
            profile_budget: 0,
            oracles: fakes,
            known_programs: None,
            original_culprits: None,
            probe_cache: None,
            cancel: &|| false,
            events: &events,
        };
        let t = triage(
            campaign,
            wd,
            &TestBudget::new(2),
            &opts,
            Clustering::default(),
            shard,
            reporting,
        )
        .unwrap();
        let mut reduced = events.0.into_inner().unwrap();
        reduced.sort();
        (t, reduced)
    }

    fn statuses(records: &BTreeMap<String, Record>) -> Vec<(&str, Status)> {
        records
            .iter()
            .map(|(k, r)| (k.as_str(), r.status()))
            .collect()
    }

    #[test]
    fn a_group_whose_representatives_agree_attaches_the_rest_with_evidence() {
        let dir = tempfile::tempdir().unwrap();
        let fakes = booms();
        let (records, reduced, report) = run(dir.path(), 4, &fakes, false);
        assert_eq!(reduced, ["f1", "f2"]);
        assert_eq!(
            statuses(&records),
            [
                ("f1", Status::Reduced),
                ("f2", Status::Reduced),
                ("f3", Status::Attached),
                ("f4", Status::Attached)
            ]
        );
        let a = records["f3"].attached.as_ref().unwrap();
        assert_eq!(a.to, "f1");
        assert!(
            a.evidence.contains("the same message as f1"),
            "{}",
            a.evidence
        );
        // In the report: one cluster of four, the attached listed with their evidence.
        assert_eq!(report.clusters.len(), 1);
        assert_eq!(report.clusters[0].members, ["f1", "f2", "f3", "f4"]);
        assert_eq!(report.summary.attached, 2);
        let f4 = report.failure("f4").unwrap();
        assert_eq!(f4.attached_to.as_deref(), Some("f1"));
        assert!(f4.evidence.as_ref().unwrap().ends_with("not reduced"));
        assert!(f4.reduced.is_none());

        // A second night: one new failure joins the group, and nothing is reduced.
        let (records, reduced, _) = run(dir.path(), 5, &fakes, false);
        assert!(reduced.is_empty(), "{reduced:?}");
        assert_eq!(records["f5"].status(), Status::Attached);

        // --reduce-all reduces the attached ones, and finishes f2's, which stopped at
        // f1's program; f1's ran to its end.
        assert_eq!(
            records["f2"].reduce.as_ref().unwrap().stopped_at.as_deref(),
            Some("f1")
        );
        let (records, reduced, _) = run(dir.path(), 5, &fakes, true);
        assert_eq!(reduced, ["f2", "f3", "f4", "f5"]);
        assert!(records["f2"].reduce.as_ref().unwrap().stopped_at.is_none());
        assert!(records.values().all(|r| r.status() == Status::Reduced));
    }

    /// A report as JSON, to compare two runs byte for byte.
    fn report_json(report: &Report) -> String {
        serde_json::to_string_pretty(report).unwrap()
    }

    #[test]
    fn a_later_night_keeps_the_representatives_chosen_before() {
        let dir = tempfile::tempdir().unwrap();
        let fakes = booms();
        let (_, reduced, _) = run(dir.path(), 3, &fakes, false);
        assert_eq!(reduced, ["f1", "f2"]);
        // The next night brings a failure of the same group, smaller than both
        // representatives: they were reduced and agree, so it is attached, not reduced.
        std::fs::write(dir.path().join("campaign/f0.c"), program(0)).unwrap();
        let (records, reduced, report) = run(dir.path(), 3, &fakes, false);
        assert!(reduced.is_empty(), "{reduced:?}");
        assert_eq!(records["f0"].status(), Status::Attached);
        assert_eq!(records["f0"].attached.as_ref().unwrap().to, "f1");
        assert_eq!(records["f3"].attached.as_ref().unwrap().to, "f1");
        assert_eq!(report.clusters.len(), 1);
        assert_eq!(report.summary.attached, 2);
        // Run again (as a resumed run would): the same choice, the same report.
        let (_, reduced, again) = run(dir.path(), 3, &fakes, false);
        assert!(reduced.is_empty(), "{reduced:?}");
        assert_eq!(report_json(&again), report_json(&report));
    }

    #[test]
    fn a_group_that_forms_on_a_later_night_keeps_its_choice_on_the_next() {
        let dir = tempfile::tempdir().unwrap();
        let fakes = booms();
        // Night 1: one failure, of no group, reduced.
        let (_, reduced, _) = run(dir.path(), 1, &fakes, false);
        assert_eq!(reduced, ["f1"]);
        // Night 2: a smaller and two larger failures of the same key. No two members
        // were chosen before, so the smallest two represent the group: f0 is reduced,
        // and the larger ones attached to it.
        std::fs::write(dir.path().join("campaign/f0.c"), program(0)).unwrap();
        let (records, reduced, report) = run(dir.path(), 3, &fakes, false);
        assert_eq!(reduced, ["f0"]);
        assert_eq!(records["f2"].attached.as_ref().unwrap().to, "f0");
        assert!(records["f0"].representative && records["f1"].representative);
        assert!(!records["f2"].representative && !records["f3"].representative);
        // Night 3, nothing new: nothing moves.
        let (records, reduced, again) = run(dir.path(), 3, &fakes, false);
        assert!(reduced.is_empty(), "{reduced:?}");
        assert_eq!(records["f3"].attached.as_ref().unwrap().to, "f0");
        assert_eq!(report_json(&again), report_json(&report));
    }

    #[test]
    fn a_mark_left_by_a_representative_that_started_over_is_cleared() {
        let dir = tempfile::tempdir().unwrap();
        let fakes = booms();
        let (records, _, _) = run(dir.path(), 3, &fakes, false);
        assert!(records["f1"].representative && records["f2"].representative);
        // f1's original changes (it starts over, now the largest), and two failures
        // smaller than f2 arrive. With one mark left (f2's), the two smallest represent
        // the group; f2's mark goes, so no later run sees two marks that were never
        // chosen together. (`run` with no failures of its own writes no file.)
        let campaign = dir.path().join("campaign");
        std::fs::write(campaign.join("f1.c"), program(9)).unwrap();
        std::fs::write(campaign.join("f0.c"), program(0)).unwrap();
        std::fs::write(campaign.join("g1.c"), program(1)).unwrap();
        let (records, reduced, report) = run(dir.path(), 0, &fakes, false);
        assert_eq!(reduced, ["f0", "g1"]);
        let marked: Vec<&str> = records
            .values()
            .filter(|r| r.representative)
            .map(|r| r.id.as_str())
            .collect();
        assert_eq!(marked, ["f0", "g1"]);
        let (_, reduced, again) = run(dir.path(), 0, &fakes, false);
        assert!(reduced.is_empty(), "{reduced:?}");
        assert_eq!(report_json(&again), report_json(&report));
    }

    /// Merge the work directories `s0` and `s1` in `dir` and check that the merged
    /// report is `whole`, byte for byte.
    fn merges_into(dir: &std::path::Path, whole: &Report) {
        let shards: Vec<WorkDir> = (0..2)
            .map(|k| WorkDir::open(&dir.join(format!("s{k}"))).unwrap())
            .collect();
        let out = WorkDir::open(&dir.join("merged")).unwrap();
        let merged =
            crate::triage::merge::merge(&shards, &out, &mut Reporting::default(), &|| false)
                .unwrap();
        assert_eq!(report_json(&merged), report_json(whole));
        // The merged work directory marks the representatives the unsharded run chose,
        // so a later night of either keeps the same ones.
        let work = WorkDir::open(&dir.join("work")).unwrap();
        for f in &whole.failures {
            let mark = |wd: &WorkDir| wd.read_record(&f.id).unwrap().representative;
            assert_eq!(mark(&out), mark(&work), "{}", f.id);
        }
        assert!(whole
            .failures
            .iter()
            .any(|f| work.read_record(&f.id).unwrap().representative));
    }

    #[test]
    fn shards_merge_into_the_unsharded_report_with_groups_across_shards() {
        let dir = tempfile::tempdir().unwrap();
        let fakes = booms();
        let (_, _, whole) = run(dir.path(), 6, &fakes, false);
        let mut reduced = 0;
        for k in 0..2 {
            let (records, r, _) =
                run_shard(dir.path(), 6, &fakes, false, Some([k, 2]), &format!("s{k}"));
            assert!(!records.is_empty(), "shard {k} holds no failure");
            reduced += r.len();
        }
        // Each shard reduced its own smallest: more than the whole run's two.
        assert!(reduced > 2, "{reduced}");
        merges_into(dir.path(), &whole);
    }

    #[test]
    fn a_failure_with_a_known_bug_s_signature_is_attached_to_it_without_reduction() {
        let dir = tempfile::tempdir().unwrap();
        let mut reporting = known_db(dir.path(), boom(""), None);
        let fakes = booms();
        let (records, reduced, report) =
            run_reporting(dir.path(), 3, &fakes, false, None, "work", &mut reporting);
        assert!(reduced.is_empty(), "{reduced:?}");
        for r in records.values() {
            assert_eq!(r.status(), Status::Attached);
            assert_eq!(attach::known_bug(r), Some("b1"));
        }
        assert_eq!(report.summary.attached, 3);
        assert!(report.failure("f2").unwrap().why().contains("known bug b1"));
        // The hits are counted, and the morning page's history shows the bug again.
        let db = reporting.known.as_ref().unwrap();
        assert_eq!(db.bugs["b1"].campaigns.last().unwrap().failures, 3);
        let h = report.history.as_ref().unwrap();
        assert_eq!(h.bugs[0].id, "b1");
        assert_eq!(h.bugs[0].hits, [2, 3]);

        // Without the database, the attachments to its bug no longer hold: the
        // failures are grouped and reduced as any others.
        let (records, reduced, _) = run(dir.path(), 3, &fakes, false);
        assert_eq!(reduced, ["f1", "f2"]);
        assert_eq!(records["f3"].attached.as_ref().unwrap().to, "f1");
    }

    /// "boom" while the program keeps its padding (every original does) or its bug is
    /// `BUG(`; "other" for a reduced `BUG2(` program: the largest failure of the audit
    /// tests shows the group's message only while unreduced.
    fn boom_unless_bug2(text: &str) -> Signature {
        Signature::Crash {
            compiler: "cc".into(),
            failure: CompileFailure::Error {
                message: if text.contains("pad") || !text.contains("BUG2(") {
                    "boom"
                } else {
                    "other"
                }
                .into(),
            },
        }
    }

    /// f1 to f5 (`program(k)`), f5's bug `BUG2(` with two arguments (another shape, not
    /// only another name, which known programs ignore): one message on every original.
    fn campaign_with_another_bug_largest(dir: &std::path::Path) -> Campaign {
        let root = dir.join("campaign");
        std::fs::create_dir_all(&root).unwrap();
        for k in 1..=5 {
            let p = program(k);
            let p = if k == 5 {
                p.replace("BUG(x)", "BUG2(x, 1)")
            } else {
                p
            };
            std::fs::write(root.join(format!("f{k}.c")), p).unwrap();
        }
        Campaign::read(&root, Some(&OracleConfig::script("test.sh"))).unwrap()
    }

    #[test]
    fn the_audit_finds_a_large_member_of_another_cause_and_the_group_is_reduced() {
        let fakes = Fakes {
            crash: Some(boom_unless_bug2),
            shows: Some(|t| t.contains("BUG(") || t.contains("BUG2(")),
            ..Fakes::default()
        };
        let run = |audit: Option<f64>| {
            let dir = tempfile::tempdir().unwrap();
            let campaign = campaign_with_another_bug_largest(dir.path());
            let wd = WorkDir::open(&dir.path().join("work")).unwrap();
            let mut reporting = Reporting::default();
            triage_with_budget(
                &campaign,
                &wd,
                &fakes,
                false,
                None,
                &mut reporting,
                None,
                audit,
            )
        };
        // Without the audit, the two smallest agree and the rest is attached: f5 too,
        // wrongly.
        let (t, reduced) = run(None);
        assert_eq!(reduced, ["f1", "f2"]);
        assert_eq!(t.report.unwrap().summary.attached, 3);
        // With it (the largest member only), f5 is reduced, slips to another message,
        // and the whole group is reduced.
        let (t, reduced) = run(Some(0.0));
        let records: BTreeMap<&str, &Record> =
            t.records.iter().map(|r| (r.id.as_str(), r)).collect();
        assert_eq!(reduced, ["f1", "f2", "f3", "f4", "f5"]);
        assert!(records.values().all(|r| r.attached.is_none()));
        let audit = records["f5"].audit.as_ref().expect("f5 audited");
        assert_eq!((audit.of.as_str(), audit.agreed), ("f1", Some(false)));
        assert!(records["f4"].audit.is_none());
        let report = t.report.unwrap();
        assert_eq!(report.summary.audited, 1);
        assert_eq!(report.summary.audits_caught, 1);
    }

    #[test]
    fn an_audit_that_agrees_attaches_the_rest_and_says_so() {
        let dir = tempfile::tempdir().unwrap();
        let campaign = write_campaign(dir.path(), 6);
        let wd = WorkDir::open(&dir.path().join("work")).unwrap();
        let (t, reduced) = triage_with_budget(
            &campaign,
            &wd,
            &booms(),
            false,
            None,
            &mut Reporting::default(),
            None,
            Some(0.5),
        );
        // The two smallest, then the largest (f6) and half of the other three (two, by
        // the hash of their ids).
        assert_eq!(reduced.len(), 5, "{reduced:?}");
        assert!(reduced.contains(&"f6".to_string()));
        let report = t.report.unwrap();
        assert_eq!(report.summary.attached, 1);
        assert_eq!(report.summary.audited, 3);
        assert_eq!(report.summary.audits_caught, 0);
        assert!(t.records.iter().filter(|r| r.audit.is_some()).all(|r| r
            .audit
            .as_ref()
            .unwrap()
            .agreed
            == Some(true)));
    }

    /// The signature a real compiler's stderr gives (see tests/data/crash-states).
    fn real(compiler: &str, stderr: &str) -> Signature {
        let out = crate::toolchain::Output {
            exit: crate::toolchain::Exit::Code(1),
            stdout: Vec::new(),
            stdout_hash: None,
            stderr: stderr.as_bytes().to_vec(),
            elapsed: std::time::Duration::ZERO,
        };
        Signature::Crash {
            compiler: compiler.into(),
            failure: crate::oracle::signature::compile_failure(&out).unwrap(),
        }
    }

    const GCC_FRONT_END: &str =
        include_str!("../../tests/data/crash-states/gcc12-segv-front-end.txt");
    const GCC_EH: &str = include_str!("../../tests/data/crash-states/gcc12-segv-pass-eh.txt");
    const GCC_FRE: &str = include_str!("../../tests/data/crash-states/gcc12-segv-pass-fre.txt");
    const CLANG_57410: &str = include_str!("../../tests/data/crash-states/clang15-gh57410.txt");
    const CLANG_58207: &str = include_str!("../../tests/data/crash-states/clang15-gh58207.txt");

    /// gcc 12's segfault ICEs: f1 to f3 in the front end (no pass), f4 and f5 during
    /// `fre`, f6 during `eh` (by the failure's padding).
    fn gcc_segfaults(text: &str) -> Signature {
        let stderr = if text.contains("pad5") {
            GCC_EH
        } else if text.contains("pad3") {
            GCC_FRE
        } else {
            GCC_FRONT_END
        };
        real("gcc-12", stderr)
    }

    /// clang++-15's crashes: f1 and f2 llvm/llvm-project#58207's, f3 and f4 #57410's.
    fn clang_crashes(text: &str) -> Signature {
        real(
            "clang++-15",
            if text.contains("pad2") {
                CLANG_57410
            } else {
                CLANG_58207
            },
        )
    }

    /// A database of one open bug, `b1`, whose example shows `sig` (with `culprit`).
    fn known_db(dir: &std::path::Path, sig: Signature, culprit: Option<Vec<String>>) -> Reporting {
        use crate::triage::known_bugs::db::{features_of, Bug, BugStatus, Db, Example, Seen};
        let mut db = Db::open(&dir.join("bugs"), true).unwrap();
        let program = "int main(void) { BUG(0); }\n";
        db.add(Bug {
            id: "b1".into(),
            title: "b1".into(),
            url: None,
            status: BugStatus::Open,
            fixed_in: None,
            examples: vec![Example {
                campaign: "night-1".into(),
                cluster: "c-1".into(),
                failure: "f0".into(),
                oracle: None,
                signature: Some(sig),
                culprit,
                level: None,
                versions: None,
                profile: None,
                compiler_version: None,
                program: program.into(),
                features: features_of(program),
            }],
            campaigns: vec![Seen {
                campaign: "night-1".into(),
                failures: 2,
            }],
            merged: vec![],
        })
        .unwrap();
        Reporting {
            known: Some(db),
            record_hits: true,
            campaign_id: Some("night-2".into()),
            ..Reporting::default()
        }
    }

    fn attached_to_b1(records: &BTreeMap<String, Record>) -> Vec<&str> {
        records
            .values()
            .filter(|r| attach::known_bug(r) == Some("b1"))
            .map(|r| r.id.as_str())
            .collect()
    }

    #[test]
    fn a_weak_key_never_attaches_to_a_known_bug_and_gcc_s_pass_tells_segfaults_apart() {
        let fakes = Fakes {
            crash: Some(gcc_segfaults),
            ..Fakes::default()
        };
        // gcc's bare "Segmentation fault" (no pass): weak, with or without a culprit.
        for culprit in [None, Some(vec!["-fgcse".to_string()])] {
            let dir = tempfile::tempdir().unwrap();
            let mut reporting = known_db(dir.path(), real("gcc-12", GCC_FRONT_END), culprit);
            let (records, _, _) =
                run_reporting(dir.path(), 6, &fakes, false, None, "work", &mut reporting);
            assert!(attached_to_b1(&records).is_empty());
        }
        // The same message during `fre`: specific; it attaches the two `fre` failures, not
        // the `eh` one nor the front end's, with a culprit on the example or without.
        for culprit in [None, Some(vec!["-ftree-fre".to_string()])] {
            let dir = tempfile::tempdir().unwrap();
            let mut reporting = known_db(dir.path(), real("gcc-12", GCC_FRE), culprit);
            let (records, _, _) =
                run_reporting(dir.path(), 6, &fakes, false, None, "work", &mut reporting);
            assert_eq!(attached_to_b1(&records), ["f4", "f5"]);
        }
    }

    #[test]
    fn clang_crashes_attach_by_their_stack_not_by_the_driver_s_words() {
        let fakes = Fakes {
            crash: Some(clang_crashes),
            ..Fakes::default()
        };
        let dir = tempfile::tempdir().unwrap();
        let mut reporting = known_db(dir.path(), real("clang++-15", CLANG_58207), None);
        let (records, _, _) =
            run_reporting(dir.path(), 4, &fakes, false, None, "work", &mut reporting);
        // Both end in "clang frontend command failed with exit code 139"; only #58207's
        // stack attaches to the bug of #58207.
        assert_eq!(attached_to_b1(&records), ["f1", "f2"]);
        assert_ne!(clang_crashes("pad2"), clang_crashes("pad0"));
    }

    #[test]
    fn a_shared_key_remembered_with_flags_still_keeps_its_crash_from_attaching() {
        // A key remembered when a crash's signature still held its compiler's flags is
        // compared as signatures are compared now: the bug's example attaches nothing.
        let at = |compiler: &str| Signature::Crash {
            compiler: compiler.into(),
            failure: CompileFailure::Ice {
                message: "in unify, at cp/pt.cc".into(),
                pass: String::new(),
                line: 24832,
                site: String::new(),
            },
        };
        let dir = tempfile::tempdir().unwrap();
        let mut reporting = known_db(dir.path(), at("g++-12 -O1"), None);
        let db = reporting.known.as_mut().unwrap();
        assert_eq!(attach::known_keys(db).len(), 1);
        db.remember_shared(&attach::key_name(&at("g++-12 -O2")), "two bugs")
            .unwrap();
        assert!(attach::known_keys(db).is_empty());
    }

    #[test]
    fn a_key_that_covered_two_bugs_is_remembered_and_never_attaches_again() {
        let dir = tempfile::tempdir().unwrap();
        // Night 2: the representatives of the "boom" group disagree (every reduction
        // slips): the database remembers the key.
        let mut reporting = known_db(dir.path(), boom(""), None);
        if let Some(db) = reporting.known.as_mut() {
            db.bugs.clear();
        }
        let slipping = Fakes {
            crash: Some(slips),
            ..Fakes::default()
        };
        run_reporting(
            dir.path(),
            4,
            &slipping,
            false,
            None,
            "work",
            &mut reporting,
        );
        let db = reporting.known.as_ref().unwrap();
        let key = attach::key_name(&boom(""));
        assert!(
            db.shared_keys
                .get(&key)
                .is_some_and(|why| why.contains("different clusters")),
            "{:?}",
            db.shared_keys
        );
        // Read again from its folder, with a bug whose example has that key: nothing is
        // attached to the bug by it.
        let again =
            crate::triage::known_bugs::db::Db::open(&dir.path().join("bugs"), false).unwrap();
        assert!(again.shared_keys.contains_key(&key));
        let dir2 = tempfile::tempdir().unwrap();
        let mut reporting = known_db(dir2.path(), boom(""), None);
        std::fs::copy(
            dir.path()
                .join("bugs")
                .join(crate::triage::known_bugs::db::SHARED_KEYS),
            dir2.path()
                .join("bugs")
                .join(crate::triage::known_bugs::db::SHARED_KEYS),
        )
        .unwrap();
        reporting.known = Some(
            crate::triage::known_bugs::db::Db::open(&dir2.path().join("bugs"), false).unwrap(),
        );
        let (records, _, _) = run_reporting(
            dir2.path(),
            3,
            &booms(),
            false,
            None,
            "work",
            &mut reporting,
        );
        assert!(attached_to_b1(&records).is_empty());
    }

    /// [`run_reporting`] with `--audit`.
    fn run_audited(
        dir: &std::path::Path,
        n: usize,
        fakes: &Fakes,
        reporting: &mut Reporting,
        audit: Option<f64>,
    ) -> (BTreeMap<String, Record>, Vec<String>) {
        let campaign = write_campaign(dir, n);
        let wd = WorkDir::open(&dir.join("work")).unwrap();
        let (t, reduced) =
            triage_with_budget(&campaign, &wd, fakes, false, None, reporting, None, audit);
        let records = t.records.into_iter().map(|r| (r.id.clone(), r)).collect();
        (records, reduced)
    }

    #[test]
    fn the_audit_of_a_known_bug_s_attachments_catches_another_culprit() {
        // The example's culprit is -fgcse; these failures have none (no search): the
        // audited one does not show the bug again, so none is attached, and the key is
        // remembered as one that covered two bugs.
        let dir = tempfile::tempdir().unwrap();
        let mut reporting = known_db(dir.path(), boom(""), Some(vec!["-fgcse".into()]));
        let (records, reduced) = run_audited(dir.path(), 4, &booms(), &mut reporting, Some(0.0));
        assert!(attached_to_b1(&records).is_empty());
        assert_eq!(reduced, ["f1", "f2", "f3", "f4"]);
        let audit = records["f4"].audit.as_ref().expect("the largest audited");
        assert_eq!((audit.of.as_str(), audit.agreed), ("bug:b1", Some(false)));
        let db = reporting.known.as_ref().unwrap();
        assert!(db.shared_keys.contains_key(&attach::key_name(&boom(""))));
        // An example without a culprit: the audited one agrees, the others are attached.
        let dir = tempfile::tempdir().unwrap();
        let mut reporting = known_db(dir.path(), boom(""), None);
        let (records, reduced) = run_audited(dir.path(), 4, &booms(), &mut reporting, Some(0.0));
        assert_eq!(reduced, ["f4"]);
        assert_eq!(attached_to_b1(&records), ["f1", "f2", "f3"]);
        assert_eq!(records["f4"].audit.as_ref().unwrap().agreed, Some(true));
    }

    #[test]
    fn representatives_that_disagree_get_the_whole_group_reduced() {
        let dir = tempfile::tempdir().unwrap();
        let fakes = Fakes {
            crash: Some(slips),
            ..Fakes::default()
        };
        let (records, reduced, _) = run(dir.path(), 4, &fakes, false);
        assert_eq!(reduced, ["f1", "f2", "f3", "f4"]);
        assert!(records.values().all(|r| r.status() == Status::Reduced));
    }

    #[test]
    fn a_generic_signature_never_attaches() {
        // A script's signature says nothing of the bug: every failure is reduced.
        let dir = tempfile::tempdir().unwrap();
        let (records, reduced, _) = run(dir.path(), 3, &Fakes::default(), false);
        assert_eq!(reduced, ["f1", "f2", "f3"]);
        assert!(records.values().all(|r| r.status() == Status::Reduced));
    }

    /// A fake gcc wrong-code bug that needs VRP while the program holds `BIG`, and
    /// CCP (`-ftree-ccp`, on from `-O1`) once it no longer does: a reduction that
    /// removes `BIG` ends on another culprit than its original's.
    fn vrp_or_ccp_bug(args: &[String], text: &str) -> bool {
        if text.contains("BIG") {
            runs(args, "tree-vrp", 2)
        } else {
            runs(args, "tree-ccp", 1)
        }
    }

    /// Triage, with culprits searched, `n` wrong-code failures (f1 to fn, each its
    /// folder with the `expect` oracle of `gcc -O2` and an `NG` signature) whose
    /// programs are [`program`]s with `BIG` in their padding, the bug being
    /// `compiled`. The records by id and the failures reduced.
    fn gcc_wrong_code(
        dir: &std::path::Path,
        n: usize,
        compiled: fn(&[String], &str) -> bool,
    ) -> (BTreeMap<String, Record>, Vec<String>, Report) {
        gcc_wrong_code_shard(dir, n, compiled, None, "work", true)
    }

    /// [`gcc_wrong_code`], of shard `shard` only, into work directory `work`, with
    /// culprits searched or not.
    fn gcc_wrong_code_shard(
        dir: &std::path::Path,
        n: usize,
        compiled: fn(&[String], &str) -> bool,
        shard: Option<[u32; 2]>,
        work: &str,
        culprit: bool,
    ) -> (BTreeMap<String, Record>, Vec<String>, Report) {
        let failures: Vec<(String, &str)> = (1..=n)
            .map(|k| (program(k).replace("int pad", "int BIGpad"), "gcc -O2"))
            .collect();
        gcc_wrong_code_of(dir, &failures, compiled, shard, work, culprit)
    }

    /// [`gcc_wrong_code_shard`] of `failures` (f1, f2, ...: each its program's text and
    /// the failing compiler's command).
    fn gcc_wrong_code_of(
        dir: &std::path::Path,
        failures: &[(String, &str)],
        compiled: fn(&[String], &str) -> bool,
        shard: Option<[u32; 2]>,
        work: &str,
        culprit: bool,
    ) -> (BTreeMap<String, Record>, Vec<String>, Report) {
        let root = dir.join("campaign");
        for (k, (text, cc)) in failures.iter().enumerate() {
            let d = root.join(format!("f{}", k + 1));
            std::fs::create_dir_all(&d).unwrap();
            std::fs::write(d.join("test.c"), text).unwrap();
            let sidecar =
                format!(r#"{{"oracle": {{"oracle": "expect", "cc": ["{cc}"], "ref": "gcc"}}}}"#);
            std::fs::write(d.join("failure.json"), sidecar).unwrap();
        }
        let mut campaign = Campaign::read(&root, None).unwrap();
        if let Some([k, n]) = shard {
            campaign.shard(k, n);
        }
        let wd = WorkDir::open(&dir.join(work)).unwrap();
        let fakes = Fakes {
            ng: true,
            compiled: Some(compiled),
            ..Fakes::default()
        };
        let events = Reductions::default();
        let opts = StageOptions {
            already_reduced: false,
            reduce_all: false,
            audit: None,
            reduce_budget: None,
            window: crate::reduce::DEFAULT_WINDOW,
            exhaustive_tests: crate::reduce::DEFAULT_EXHAUSTIVE_TESTS,
            speculate: false,
            culprit,
            versions: &[],
            profile_budget: 0,
            oracles: &fakes,
            known_programs: None,
            original_culprits: None,
            probe_cache: None,
            cancel: &|| false,
            events: &events,
        };
        let t = triage(
            &campaign,
            &wd,
            &TestBudget::new(2),
            &opts,
            Clustering::default(),
            shard,
            &mut Reporting::default(),
        )
        .unwrap();
        let mut reduced = events.0.into_inner().unwrap();
        reduced.sort();
        let records = t.records.into_iter().map(|r| (r.id.clone(), r)).collect();
        (records, reduced, t.report.unwrap())
    }

    #[test]
    fn shards_of_a_culprit_group_merge_into_the_unsharded_report() {
        const N: usize = 14;
        // Fourteen failures of the fake VRP bug: the whole run reduces f1 and f2 and attaches
        // the rest; each shard reduces its own two smallest. The merge attaches what the
        // shards reduced beyond f1 and f2 by the answers the shards saved.
        let dir = tempfile::tempdir().unwrap();
        let (_, reduced, whole) = gcc_wrong_code(dir.path(), N, vrp_bug);
        assert_eq!(reduced, ["f1", "f2"]);
        assert_eq!(whole.summary.attached, N - 2);
        let mut reduced = 0;
        for k in 0..2 {
            let (records, r, _) =
                gcc_wrong_code_shard(dir.path(), N, vrp_bug, Some([k, 2]), &format!("s{k}"), true);
            assert!(records.len() >= 3, "shard {k} holds {}", records.len());
            reduced += r.len();
        }
        assert_eq!(reduced, 4);
        merges_into(dir.path(), &whole);
    }

    #[test]
    fn gcc_wrong_code_groups_on_its_original_s_culprit_and_attaches_what_the_cure_cures() {
        // Three failures of one fake VRP bug, with a signature (`NG t7`) too generic to
        // group on: the culprit of each original is searched first (-O2, -ftree-vrp),
        // one group; its two smallest are reduced, and -fno-tree-vrp (the first's
        // culprit) makes the third's original pass: attached, not reduced.
        let dir = tempfile::tempdir().unwrap();
        let (records, reduced, report) = gcc_wrong_code(dir.path(), 3, vrp_bug);
        for r in records.values() {
            let c = r
                .original_culprit
                .as_ref()
                .expect("searched on the original");
            assert_eq!(c.level.as_deref(), Some("-O2"), "{}", c.how);
            assert_eq!(c.culprit, Some(vec!["-ftree-vrp".to_string()]), "{}", c.how);
        }
        assert_eq!(reduced, ["f1", "f2"]);
        // On the reduced programs, the original's culprit is checked, not searched again.
        for id in ["f1", "f2"] {
            let (r, o) = (
                records[id].culprit_search.as_ref().unwrap(),
                records[id].original_culprit.as_ref().unwrap(),
            );
            assert_eq!(r.culprit, o.culprit, "{}", r.how);
            assert!(r.how.contains("checked"), "{}", r.how);
            assert!(2 * r.probes < o.probes, "{} against {}", r.probes, o.probes);
        }
        let a = records["f3"].attached.as_ref().expect("f3 attached");
        assert_eq!(a.to, "f1");
        assert!(
            a.evidence
                .contains("culprit `-O2 -ftree-vrp` on the original")
                && a.evidence
                    .contains("-fno-tree-vrp (f1's culprit) makes it pass"),
            "{}",
            a.evidence
        );
        assert_eq!(report.summary.attached, 1);
        assert!(report
            .failure("f3")
            .unwrap()
            .why()
            .contains("-fno-tree-vrp"));
    }

    #[test]
    fn a_program_s_duplicates_at_other_flags_check_its_first_search_s_sets() {
        // f2's program again at -O3 (f3) and -Os (f4): their originals' searches check
        // the sets f2's search found, as a seed, and find what it found for a handful
        // of probes; f1, another program, is searched afresh. A shard searches each
        // afresh.
        let big = |k: usize| program(k).replace("int pad", "int BIGpad");
        let failures = [
            (big(1), "gcc -O2"),
            (big(2), "gcc -O2"),
            (big(2), "gcc -O3"),
            (big(2), "gcc -Os"),
        ];
        let dir = tempfile::tempdir().unwrap();
        let (records, _, _) = gcc_wrong_code_of(dir.path(), &failures, vrp_bug, None, "w", true);
        let found = |id: &str| records[id].original_culprit.clone().unwrap();
        let vrp = Some(vec!["-ftree-vrp".to_string()]);
        for id in ["f1", "f2"] {
            assert_eq!(found(id).culprit, vrp, "{}", found(id).how);
            assert!(!found(id).how.contains("checked"), "{}", found(id).how);
        }
        for id in ["f3", "f4"] {
            let c = found(id);
            assert_eq!(c.culprit, vrp, "{}", c.how);
            assert!(
                c.how.contains("the earlier search's set checked"),
                "{id}: {}",
                c.how
            );
            // The levels, every flag off, the set's cure and the flags left off: at
            // most half a fresh search's probes, its levels included.
            assert!(
                2 * c.probes <= found("f2").probes,
                "{id}: {} against {}",
                c.probes,
                found("f2").probes
            );
        }
        assert_eq!(found("f4").level.as_deref(), Some("-Os"));
        let (sharded, _, _) =
            gcc_wrong_code_of(dir.path(), &failures, vrp_bug, Some([0, 1]), "s", true);
        for r in sharded.values() {
            let c = r.original_culprit.as_ref().unwrap();
            assert!(!c.how.contains("checked"), "{}: {}", r.id, c.how);
            let whole = found(&r.id);
            assert_eq!((&c.sets, &c.level), (&whole.sets, &whole.level), "{}", r.id);
        }
    }

    #[test]
    fn an_earlier_run_s_culprits_do_not_group_under_no_culprit() {
        // Run 1 attaches f3 by its original's culprit. Run 2 of the same work directory
        // with --no-culprit searches nothing, so it has no culprit group: f3 is reduced.
        let dir = tempfile::tempdir().unwrap();
        let (records, _, _) = gcc_wrong_code(dir.path(), 3, vrp_bug);
        assert!(records["f3"].attached.is_some());
        let (records, reduced, _) =
            gcc_wrong_code_shard(dir.path(), 3, vrp_bug, None, "work", false);
        assert_eq!(reduced, ["f3"]);
        assert!(records.values().all(|r| r.attached.is_none()));
    }

    #[test]
    fn a_member_the_representative_s_culprit_does_not_cure_is_reduced() {
        // The originals share a culprit (-O2, -ftree-vrp), and their reductions agree,
        // but they end on -ftree-ccp once `BIG` is gone: -fno-tree-ccp does not make
        // the third's original pass, so it is reduced too.
        let dir = tempfile::tempdir().unwrap();
        let (records, reduced, _) = gcc_wrong_code(dir.path(), 3, vrp_or_ccp_bug);
        assert_eq!(
            records["f1"].original_culprit.as_ref().unwrap().culprit,
            Some(vec!["-ftree-vrp".to_string()])
        );
        assert_eq!(records["f1"].culprit, Some(vec!["-ftree-ccp".to_string()]));
        assert_eq!(reduced, ["f1", "f2", "f3"]);
        assert!(records.values().all(|r| r.attached.is_none()));
    }

    #[test]
    fn a_seeded_culprit_still_holds_what_a_fresh_search_would_find() {
        // Each original is cured by -fno-tree-vrp alone (one group, keyed by it); a
        // reduced program by -fno-tree-ccp as well. The cure question asks every flag of
        // the first representative's culprit of the others: seeded by its original's
        // (-ftree-vrp, checked first), the search goes on past it and finds -ftree-ccp,
        // as a fresh search does (in the other order), so the question is the same.
        fn vrp_then_either(args: &[String], text: &str) -> bool {
            runs(args, "tree-vrp", 2) && (text.contains("BIG") || runs(args, "tree-ccp", 1))
        }
        let dir = tempfile::tempdir().unwrap();
        let (records, _, _) = gcc_wrong_code(dir.path(), 3, vrp_then_either);
        let key = Some(vec!["-ftree-vrp".to_string()]);
        assert!(records
            .values()
            .all(|r| r.original_culprit.as_ref().unwrap().culprit == key));
        for id in ["f1", "f2"] {
            let c = records[id].culprit_search.as_ref().unwrap();
            assert_eq!(
                c.sets,
                [
                    vec!["-ftree-vrp".to_string()],
                    vec!["-ftree-ccp".to_string()]
                ],
                "{}",
                c.how
            );
            assert!(
                c.how.contains("the earlier search's set checked"),
                "{}",
                c.how
            );
        }
        let a = records["f3"].attached.as_ref().expect("f3 attached");
        assert!(
            a.evidence
                .contains("-fno-tree-vrp -fno-tree-ccp (f1's culprit)"),
            "{}",
            a.evidence
        );
    }

    /// A fake wrong-code bug of generated calling-convention tests: a call with a
    /// `double` parameter.
    fn takes_a_double(text: &str) -> bool {
        text.lines().any(|l| {
            l.contains(" f")
                && (l.contains("(double a") || l.contains(", double a"))
                && l.trim_end().ends_with(");")
        })
    }

    /// A campaign in `dir/campaign` of the generator's programs of `seeds`, each with the
    /// sidecar `fuzz` writes (oracle `expect`, `tcc` against `gcc`).
    fn generated_campaign(
        dir: &std::path::Path,
        generator: &crate::gen::Generator,
        seeds: &[u64],
    ) -> Campaign {
        let root = dir.join("campaign");
        for seed in seeds {
            let d = root.join(format!("{}-s{seed}", generator.kind().name()));
            std::fs::create_dir_all(&d).unwrap();
            let files = crate::gen::generate_builtin(generator, *seed).unwrap();
            std::fs::write(d.join("test.c"), &files[0].1).unwrap();
            let sidecar = serde_json::json!({
                "oracle": {"oracle": "expect", "cc": ["tcc"], "ref": "gcc"},
                "generated": {"generator": generator, "seed": seed},
            });
            std::fs::write(d.join("failure.json"), sidecar.to_string()).unwrap();
        }
        Campaign::read(&root, None).unwrap()
    }

    #[test]
    fn generated_tests_are_shrunk_grouped_by_their_shrunk_shape_and_reduced_from_it() {
        // Three callconv tests with the fake bug: each is shrunk by its generator to
        // `void f(double)` (`void f(sse)`), one group; its two smallest are reduced from their shrunk
        // programs, and the third is attached without reduction. `--reduce-all` neither
        // shrinks nor attaches.
        let opts = crate::gen::callconv::CallconvOptions::default();
        let generator = crate::gen::Generator::Callconv(opts);
        let seeds: Vec<u64> = (1..200)
            .filter(|&seed| {
                let files = crate::gen::generate_builtin(&generator, seed).unwrap();
                takes_a_double(&files[0].1)
            })
            .take(3)
            .collect();
        assert_eq!(seeds.len(), 3);
        let dir = tempfile::tempdir().unwrap();
        let campaign = generated_campaign(dir.path(), &generator, &seeds);
        let fakes = Fakes {
            ng: true,
            shows: Some(takes_a_double),
            ..Fakes::default()
        };
        let triaged = |reduce_all: bool, work: &str| {
            let wd = WorkDir::open(&dir.path().join(work)).unwrap();
            let (t, reduced) = triage_with(
                &campaign,
                &wd,
                &fakes,
                reduce_all,
                None,
                &mut Reporting::default(),
            );
            (t.records, reduced, wd)
        };
        let (records, reduced, wd) = triaged(false, "work");
        for r in &records {
            let s = r.shrink.as_ref().expect("shrunk");
            assert_eq!(s.shape, "void f(double)", "{}", r.id);
            assert_eq!(s.key, "void f(sse)", "{}", r.id);
            let shrunk = wd.read_text(&r.id, "shrunk.c").unwrap();
            assert!(takes_a_double(&shrunk) && s.size.bytes < r.original.bytes / 2);
        }
        assert_eq!(reduced.len(), 2, "{reduced:?}");
        let attached: Vec<&Record> = records.iter().filter(|r| r.attached.is_some()).collect();
        assert_eq!(attached.len(), 1);
        let evidence = &attached[0].attached.as_ref().unwrap().evidence;
        assert!(
            evidence.contains("the calling convention passes the same way")
                && evidence.contains("void f(sse)"),
            "{evidence}"
        );
        // The reductions started from the shrunk programs.
        for id in &reduced {
            let log = wd.read_text(id, "log.txt").unwrap_or_default();
            assert!(log.contains("reduce: from the shrunk program"), "{log}");
        }
        let (records, reduced, _) = triaged(true, "all");
        assert_eq!(reduced.len(), 3);
        assert!(records
            .iter()
            .all(|r| r.shrink.is_none() && r.attached.is_none()));
        // `--reduce-all` on the same work directory reduces the attached failure from
        // its original, though it was shrunk before.
        let was_attached = attached[0].id.clone();
        drop(wd);
        let (records, _, wd) = triaged(true, "work");
        assert!(records.iter().all(|r| r.attached.is_none()));
        let log = wd.read_text(&was_attached, "log.txt").unwrap_or_default();
        assert!(
            log.contains("attached before; reduced now")
                && !log.contains("from the shrunk program"),
            "{log}"
        );
    }

    /// The fake bug of arith tests: check t7 shifts right.
    fn t7_shifts_right(text: &str) -> bool {
        text.lines()
            .any(|l| l.contains(" t7 = ") && l.contains(" >> "))
    }

    /// A campaign of the first `n` arith tests whose t7 shifts right, in `dir`, and fakes
    /// for which they fail on `NG t7` while t7 shifts right.
    fn t7_shift_campaign(dir: &std::path::Path, n: usize) -> (Campaign, Fakes) {
        let generator = crate::gen::Generator::Arith(crate::gen::arith::ArithOptions {
            vars: 3,
            exprs: 8,
            ..Default::default()
        });
        let seeds: Vec<u64> = (1..3000)
            .filter(|&seed| {
                let t = crate::gen::generate_builtin(&generator, seed).unwrap()[0]
                    .1
                    .clone();
                t7_shifts_right(&t) && !t.contains("volatile")
            })
            .take(n)
            .collect();
        assert_eq!(seeds.len(), n);
        let fakes = Fakes {
            ng: true,
            shows: Some(t7_shifts_right),
            ..Fakes::default()
        };
        (generated_campaign(dir, &generator, &seeds), fakes)
    }

    #[test]
    fn arith_tests_are_shrunk_and_grouped_by_their_failing_expression() {
        // Three arith tests whose t7 shifts right (the fake's `NG t7`): each shrinks to
        // that shift of two `int` constants, one group; two are reduced and the third
        // attached, with the expression as its evidence.
        let dir = tempfile::tempdir().unwrap();
        let (campaign, fakes) = t7_shift_campaign(dir.path(), 3);
        let wd = WorkDir::open(&dir.path().join("work")).unwrap();
        let (t, reduced) = triage_with(
            &campaign,
            &wd,
            &fakes,
            false,
            None,
            &mut Reporting::default(),
        );
        for r in &t.records {
            let s = r.shrink.as_ref().expect("shrunk");
            assert_eq!(s.key, "int t = ([#int] >> [#int])", "{}", r.id);
            let shrunk = wd.read_text(&r.id, "shrunk.c").unwrap();
            assert!(t7_shifts_right(&shrunk), "{shrunk}");
            assert_eq!(shrunk.matches("printf(\"NG").count(), 1, "{shrunk}");
            // The shrink's tests are counted with the failure's.
            assert!(s.tests > 0 && !s.cut, "{}", r.id);
            assert_eq!(wd.read_timings(&r.id).shrink_tests, u64::from(s.tests));
        }
        assert_eq!(reduced.len(), 2, "{reduced:?}");
        let attached: Vec<&Record> = t.records.iter().filter(|r| r.attached.is_some()).collect();
        assert_eq!(attached.len(), 1);
        let evidence = &attached[0].attached.as_ref().unwrap().evidence;
        assert!(
            evidence.contains("shrank to the same expression over the same types")
                && evidence.contains("int t = ([#int] >> [#int])"),
            "{evidence}"
        );
    }

    #[test]
    fn the_reduce_budget_bounds_the_shrink() {
        // With no time to spend, the shrink tests nothing and says the budget ran out;
        // the key is the original's failing expression.
        let dir = tempfile::tempdir().unwrap();
        let (campaign, fakes) = t7_shift_campaign(dir.path(), 1);
        let wd = WorkDir::open(&dir.path().join("work")).unwrap();
        let (t, _) = triage_with_budget(
            &campaign,
            &wd,
            &fakes,
            false,
            None,
            &mut Reporting::default(),
            Some(std::time::Duration::ZERO),
            None,
        );
        let r = &t.records[0];
        let s = r.shrink.as_ref().expect("shrunk");
        assert!(s.cut && s.tests == 0, "{s:?}");
        assert_ne!(s.key, "int t = ([#int] >> [#int])");
        assert_eq!(wd.read_timings(&r.id).shrink_tests, 0);
        assert!(wd
            .read_text(&r.id, "log.txt")
            .unwrap()
            .contains("shrink: 0 tests (the reduce budget ran out)"));
    }

    /// A gcc internal error that names its place: a specific key, that meets across flags.
    fn ice(_: &str) -> Signature {
        Signature::Crash {
            compiler: "gcc".into(),
            failure: CompileFailure::Ice {
                message: "in fold_binary_loc, at fold-const.cc".into(),
                pass: String::new(),
                line: 9000,
                site: String::new(),
            },
        }
    }

    /// f1 (`gcc -O2`) and f2 (`gcc -O1`), one program crashing gcc the same way, as a
    /// fuzzer's duplicates at two option sets; the bug is `compiled`. The records by id.
    fn at_two_levels(
        dir: &std::path::Path,
        compiled: fn(&[String], &str) -> bool,
    ) -> (BTreeMap<String, Record>, WorkDir) {
        at_two_levels_as(dir, ice, compiled)
    }

    /// As [`at_two_levels`], crashing as `crash` says.
    fn at_two_levels_as(
        dir: &std::path::Path,
        crash: fn(&str) -> Signature,
        compiled: fn(&[String], &str) -> bool,
    ) -> (BTreeMap<String, Record>, WorkDir) {
        let (records, _, wd) = crashes_at(
            dir,
            &[("f1", "-O2", program(1)), ("f2", "-O1", program(1))],
            crash,
            compiled,
        );
        (records, wd)
    }

    /// A campaign of `failures` (id, gcc's level, program) triaged under fakes that
    /// crash with `crash` while `compiled` says so: the records, the failures reduced,
    /// and the work directory.
    fn crashes_at(
        dir: &std::path::Path,
        failures: &[(&str, &str, String)],
        crash: fn(&str) -> Signature,
        compiled: fn(&[String], &str) -> bool,
    ) -> (BTreeMap<String, Record>, Vec<String>, WorkDir) {
        let root = dir.join("campaign");
        for (id, level, text) in failures {
            let d = root.join(id);
            std::fs::create_dir_all(&d).unwrap();
            std::fs::write(d.join("test.c"), text).unwrap();
            let sidecar = format!(r#"{{"oracle": {{"oracle": "crash", "cc": ["gcc {level}"]}}}}"#);
            std::fs::write(d.join("failure.json"), sidecar).unwrap();
        }
        let campaign = Campaign::read(&root, None).unwrap();
        let wd = WorkDir::open(&dir.join("work")).unwrap();
        let fakes = Fakes {
            crash: Some(crash),
            compiled: Some(compiled),
            ..Fakes::default()
        };
        let (records, reduced) = triaged(&campaign, &wd, &fakes);
        (records, reduced, wd)
    }

    /// A crash whose message says nothing of where: it meets only under its own oracle.
    fn segfault(_: &str) -> Signature {
        Signature::Crash {
            compiler: "gcc".into(),
            failure: CompileFailure::Ice {
                message: "Segmentation fault".into(),
                pass: String::new(),
                line: 0,
                site: String::new(),
            },
        }
    }

    #[test]
    fn one_program_under_another_oracle_starts_from_the_others_reduced_program() {
        // A weak crash at -O2 (f1) and at -O1 (f2) of one program: they do not meet,
        // but f2 is offered f1's reduced program, its oracle agrees (one test), and it
        // ends there.
        let dir = tempfile::tempdir().unwrap();
        let (records, wd) = at_two_levels_as(dir.path(), segfault, |_, _| true);
        f2_was_offered_f1_s_program(&records, &wd);
    }

    #[test]
    fn one_program_under_two_oracles_neither_the_smallest_of_its_kind_is_reduced_once() {
        // f1 (-O2) and f2 (-O1) are one program; f0a (-O2) and f0b (-O1), another,
        // smaller one, are the smallest of each kind: they are reduced first, and f0b
        // ends at f0a's program. Of the rest, f1 is reduced, then f2 is offered f1's
        // program and ends there (one test), where both used to reduce at once.
        // The two programs' reductions never meet: one keeps `g2`, the other `77`.
        fn needs_g2_or_77(_: &[String], text: &str) -> bool {
            text.contains("g2") || text.contains("77")
        }
        let dir = tempfile::tempdir().unwrap();
        let small = "int main(void) {\n  BUG(77);\n  return 0;\n}\n";
        let (records, _, wd) = crashes_at(
            dir.path(),
            &[
                ("f0a", "-O2", small.to_string()),
                ("f0b", "-O1", small.to_string()),
                ("f1", "-O2", program(1)),
                ("f2", "-O1", program(1)),
            ],
            segfault,
            needs_g2_or_77,
        );
        let red = |id: &str| records[id].reduce.clone().unwrap();
        assert_eq!(red("f0b").stopped_at.as_deref(), Some("f0a"));
        f2_was_offered_f1_s_program(&records, &wd);
        assert!(wd.read_text("f1", "reduced.c").unwrap().contains("g2"));
    }

    /// f2 was offered f1's reduced program, of the same original, and ended there after
    /// one test.
    fn f2_was_offered_f1_s_program(records: &BTreeMap<String, Record>, wd: &WorkDir) {
        f2_ended_at_f1(
            records,
            wd,
            "f1's reduced program, of the same original under another oracle, shows this \
             failure; ended there",
        );
        assert_eq!(wd.read_timings("f2").reduce_tests, 1);
    }

    /// f2's reduction ended at f1's reduced program, and its log says `says`.
    fn f2_ended_at_f1(records: &BTreeMap<String, Record>, wd: &WorkDir, says: &str) {
        let red = |id: &str| records[id].reduce.clone().unwrap();
        assert_eq!(red("f1").stopped_at, None);
        assert_eq!(red("f2").stopped_at.as_deref(), Some("f1"));
        assert_eq!(
            wd.read_text("f2", "reduced.c"),
            wd.read_text("f1", "reduced.c")
        );
        let log = wd.read_text("f2", "log.txt").unwrap();
        assert!(log.contains(says), "{log}");
    }

    #[test]
    fn a_reduction_killed_after_it_ended_at_its_twins_program_ends_there_again() {
        // f2 ended at f1's reduced program, saved it and its path, and was killed before
        // its record was: the next run ends it there again, with no test, as before.
        let dir = tempfile::tempdir().unwrap();
        let (records, wd) = at_two_levels_as(dir.path(), segfault, |_, _| true);
        let before = records["f2"].clone();
        let mut cut = before.clone();
        cut.reduce = None;
        cut.signed = false;
        cut.signature = None;
        cut.fingerprint = None;
        for stage in [Stage::Reduce, Stage::Signature, Stage::Fingerprint] {
            cut.inputs.remove(&stage);
        }
        wd.write_record(&cut).unwrap();
        let tests = wd.read_timings("f2").reduce_tests;
        let root = dir.path().join("campaign");
        let campaign = Campaign::read(&root, None).unwrap();
        let fakes = Fakes {
            crash: Some(segfault),
            compiled: Some(|_, _| true),
            ..Fakes::default()
        };
        let (again, _) = triaged(&campaign, &wd, &fakes);
        assert_eq!(again["f2"].reduce, before.reduce);
        assert_eq!(wd.read_timings("f2").reduce_tests, tests);
        let log = wd.read_text("f2", "log.txt").unwrap();
        assert_eq!(log.matches("of the same original").count(), 1, "{log}");
        assert_eq!(
            wd.read_text("f2", "reduced.c"),
            wd.read_text("f1", "reduced.c")
        );
    }

    #[test]
    fn a_mutant_meets_the_way_down_of_the_reduction_its_twin_ended_at() {
        // f1 (-O2) and f2 (-O1) are one program, f3 (-O1) a larger mutant of it; the
        // crash is weak, so nothing meets across the levels. f2 ends at f1's reduced
        // program, learned under -O1 with f1's way down; f3 meets that way and ends at
        // f2's reduced program, where it would have reduced on alone.
        let dir = tempfile::tempdir().unwrap();
        let (records, reduced, wd) = crashes_at(
            dir.path(),
            &[
                ("f1", "-O2", program(1)),
                ("f2", "-O1", program(1)),
                ("f3", "-O1", program(6)),
            ],
            segfault,
            |_, _| true,
        );
        assert_eq!(reduced, ["f1", "f2", "f3"]);
        let red = |id: &str| records[id].reduce.clone().unwrap();
        assert_eq!(red("f2").stopped_at.as_deref(), Some("f1"));
        assert_eq!(red("f3").stopped_at.as_deref(), Some("f2"));
        let log = wd.read_text("f3", "log.txt").unwrap();
        assert!(
            log.contains("reached a program f2's reduction passed through"),
            "{log}"
        );
        assert_eq!(
            wd.read_text("f3", "reduced.c"),
            wd.read_text("f1", "reduced.c")
        );
    }

    #[test]
    fn a_start_its_oracle_rejects_leaves_a_reduction_to_its_own() {
        // At -O1 the bug needs `g2`, which f1's reduction takes away: f2 is offered
        // f1's reduced program, its oracle says no, and it reduces from its original.
        fn needs_g2_at_o1(args: &[String], text: &str) -> bool {
            !args.iter().any(|a| a == "-O1") || text.contains("g2")
        }
        let dir = tempfile::tempdir().unwrap();
        let (records, wd) = at_two_levels_as(dir.path(), segfault, needs_g2_at_o1);
        assert_eq!(records["f2"].reduce.clone().unwrap().stopped_at, None);
        let log = wd.read_text("f2", "log.txt").unwrap();
        assert!(
            log.contains("f1's reduced program, of the same original under another oracle, does not show this failure"),
            "{log}"
        );
        let f2 = wd.read_text("f2", "reduced.c").unwrap();
        assert!(f2.contains("g2") && f2.len() < program(1).len(), "{f2}");
    }

    /// Triage `campaign` in `wd` with `fakes`: the records by id, and the failures
    /// reduced (sorted).
    fn triaged(
        campaign: &Campaign,
        wd: &WorkDir,
        fakes: &Fakes,
    ) -> (BTreeMap<String, Record>, Vec<String>) {
        let (t, reduced) = triage_with(campaign, wd, fakes, false, None, &mut Reporting::default());
        let records = t.records.into_iter().map(|r| (r.id.clone(), r)).collect();
        (records, reduced)
    }

    #[test]
    fn a_duplicate_at_other_flags_ends_where_its_twin_did_after_one_step() {
        // f2's first step is a program f1's reduction passed through: one test of f1's
        // reduced program under f2's own oracle, and f2 ends there.
        let dir = tempfile::tempdir().unwrap();
        let (records, wd) = at_two_levels(dir.path(), |_, _| true);
        f2_ended_at_f1(
            &records,
            &wd,
            "reached a program f1's reduction passed through",
        );
        let path = wd.read_text("f1", known_programs::PATH_FILE).unwrap();
        assert!(path.lines().count() > 1, "{path}");
        let tests = |id: &str| wd.read_timings(id).reduce_tests;
        assert!(
            tests("f2") * 3 < tests("f1"),
            "{} {}",
            tests("f2"),
            tests("f1")
        );
    }

    #[test]
    fn a_duplicate_whose_twin_ends_where_it_fails_goes_on() {
        // At -O1 the bug needs `g2`, which f1's reduction (at -O2) takes away: f2 meets
        // f1's way down, f1's reduced program does not fail at -O1, and f2 reduces on to
        // its own end.
        fn needs_g2_at_o1(args: &[String], text: &str) -> bool {
            !args.iter().any(|a| a == "-O1") || text.contains("g2")
        }
        let dir = tempfile::tempdir().unwrap();
        let (records, wd) = at_two_levels(dir.path(), needs_g2_at_o1);
        let red = |id: &str| records[id].reduce.clone().unwrap();
        assert_eq!(red("f2").stopped_at, None);
        let log = wd.read_text("f2", "log.txt").unwrap();
        assert!(
            log.contains("f1's reduced program does not show this failure; going on"),
            "{log}"
        );
        // Once: from there on it stops only at reduced programs, as its path says.
        assert_eq!(log.matches("reached a program").count(), 1, "{log}");
        let path = wd.read_text("f2", known_programs::PATH_FILE).unwrap();
        assert_eq!(
            path.lines()
                .filter(|l| *l == known_programs::PASSED_OFF)
                .count(),
            1
        );
        assert!(!wd.read_text("f1", "reduced.c").unwrap().contains("g2"));
        let f2 = wd.read_text("f2", "reduced.c").unwrap();
        assert!(f2.contains("g2") && f2.len() < program(1).len(), "{f2}");
    }

    #[test]
    fn a_reduction_that_meets_a_known_program_up_to_names_ends_at_its_text() {
        // f2 is f1's reduced program with other names and more. Its reduction becomes
        // f1's reduced program but for names before its own renaming ran; named as a
        // reduction run to its end would be, it ends at f1's text, byte for byte.
        fn uses_its_variable(text: &str) -> bool {
            text.split("BUG(").nth(1).is_some_and(|rest| {
                let name: String = rest.chars().take_while(|c| c.is_alphanumeric()).collect();
                !name.is_empty() && text.contains(&format!("int {name}"))
            })
        }
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("campaign");
        std::fs::create_dir_all(&root).unwrap();
        let f1 = "int g1 = 1;\nint main(void) {\n  int x = g1;\n  BUG(x);\n  return 0;\n}\n";
        let pads: String = (0..8).map(|i| format!("int p{i};\n")).collect();
        let f2 = format!("int zz;\nint main() {{\n  BUG(zz);\n}}\n{pads}");
        std::fs::write(root.join("f1.c"), f1).unwrap();
        std::fs::write(root.join("f2.c"), f2).unwrap();
        let campaign = Campaign::read(&root, Some(&OracleConfig::script("test.sh"))).unwrap();
        let wd = WorkDir::open(&dir.path().join("work")).unwrap();
        let fakes = Fakes {
            shows: Some(uses_its_variable),
            ..Fakes::default()
        };
        let (records, reduced) = triaged(&campaign, &wd, &fakes);
        assert_eq!(reduced, ["f1", "f2"]);
        let f1 = wd.read_text("f1", "reduced.c").unwrap();
        assert!(!f1.contains("zz") && uses_its_variable(&f1), "{f1}");
        let red = records["f2"].reduce.as_ref().unwrap();
        assert_eq!(red.stopped_at.as_deref(), Some("f1"));
        assert_eq!(wd.read_text("f2", "reduced.c").unwrap(), f1);
        let log = wd.read_text("f2", "log.txt").unwrap();
        assert!(
            log.contains("it became f1's reduced program; stopped there"),
            "{log}"
        );
    }

    #[test]
    fn a_reduction_that_becomes_a_known_program_stops_there() {
        // Four failures of one generic signature: f1, the smallest, is reduced first;
        // the others stop once they become its reduced program, and say so.
        let dir = tempfile::tempdir().unwrap();
        let (records, reduced, report) = run(dir.path(), 4, &Fakes::default(), false);
        assert_eq!(reduced, ["f1", "f2", "f3", "f4"]);
        let wd = WorkDir::open(&dir.path().join("work")).unwrap();
        let f1 = wd.read_text("f1", "reduced.c").unwrap();
        assert_eq!(records["f1"].reduce.as_ref().unwrap().stopped_at, None);
        for id in ["f2", "f3", "f4"] {
            let red = records[id].reduce.as_ref().unwrap();
            assert_eq!(red.stopped_at.as_deref(), Some("f1"), "{id}");
            assert_eq!(records[id].status(), Status::Reduced);
            assert_eq!(wd.read_text(id, "reduced.c").unwrap(), f1, "{id}");
            let entry = report.failures.iter().find(|f| f.id == id).unwrap();
            assert_eq!(entry.stopped_at.as_deref(), Some("f1"));
        }
        assert_eq!(report.clusters.len(), 1);
        // --reduce-all runs every reduction to its end.
        let all = tempfile::tempdir().unwrap();
        let (records, _, _) = run(all.path(), 4, &Fakes::default(), true);
        assert!(records
            .values()
            .all(|r| r.reduce.as_ref().unwrap().stopped_at.is_none()));
    }
}
