//! A whole campaign: every failure through its stages, in parallel under one shared
//! [`TestBudget`] (so N failures never run more than its capacity of tests at once),
//! then clusters, ranking and reports. Failures start largest first (the longest
//! reductions should not start last), but nothing in the result depends on that order
//! or on the budget: each failure's stages depend on its own files only, and
//! clustering and ranking sort by content.

use super::conclude::{conclude, Analysis, ConcludeError, Reporting};
use super::merge::RunInfo;
use crate::reduce::TestBudget;
use crate::triage::failure::campaign::Campaign;
use crate::triage::failure::crosscheck::{ask, Answers};
use crate::triage::failure::record::Record;
use crate::triage::failure::stages::{process, StageError, StageOptions};
use crate::triage::failure::workdir::WorkDir;
use crate::triage::report::json::Report;
use crate::triage::similarity::cluster::{Cluster, Clustering};
use std::collections::BTreeMap;
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
    let inner = StageOptions {
        already_reduced: opts.already_reduced,
        reduce_budget: opts.reduce_budget,
        window: opts.window,
        speculate: opts.speculate,
        culprit: opts.culprit,
        versions: opts.versions,
        profile_budget: opts.profile_budget,
        oracles: opts.oracles,
        cancel: &cancel,
        events: opts.events,
    };
    let records: Mutex<BTreeMap<String, Record>> = Mutex::default();
    let failure: Mutex<Option<StageError>> = Mutex::default();
    let workers = budget.capacity().min(order.len()).max(1);
    crate::pool::for_each_index(workers, |k| {
        if cancel() {
            return false;
        }
        let Some(&i) = order.get(k) else {
            return false;
        };
        let f = &campaign.failures[i];
        match process(f, &campaign.root, wd, budget, &inner) {
            Ok(r) => {
                inner.events.finished(&r);
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
        None if outer.cancelled() || records.len() < campaign.failures.len() => {
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
