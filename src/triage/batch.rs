//! A whole campaign: every failure through its stages, in parallel under one shared
//! [`TestBudget`] (so N failures never run more than its capacity of tests at once),
//! then clusters, ranking and reports. Failures start largest first (the longest
//! reductions should not start last), but nothing in the result depends on that order
//! or on the budget: each failure's stages depend on its own files only, and
//! clustering and ranking sort by content.

use super::annotate::{annotate, Reporting};
use super::merge::RunInfo;
use crate::reduce::TestBudget;
use crate::size::Size;
use crate::triage::failure::campaign::Campaign;
use crate::triage::failure::crosscheck::{ask, Answers, Question};
use crate::triage::failure::record::Record;
use crate::triage::failure::stages::{process, StageError, StageOptions};
use crate::triage::failure::workdir::WorkDir;
use crate::triage::report::json::Report;
use crate::triage::similarity::cluster::{cluster, Cluster, Clustering};
use crate::triage::similarity::features::{Distances, Model};
use crate::triage::similarity::groups::{group, Item};
use crate::triage::similarity::rank::{rank, RANK_MERGE_DISTANCE};
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

/// Process every failure of `campaign` not yet finished in `wd`, then cluster, rank
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
        Some(e @ (StageError::Io(_) | StageError::Failure(_))) => return Err(e),
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
    let (mut clusters, ranking) = cross_checked(campaign, &records, wd, budget, opts, &clustering);
    for f in &campaign.failures {
        let dirs: Vec<std::path::PathBuf> = f
            .files()
            .iter()
            .filter_map(|p| p.parent().map(std::path::Path::to_path_buf))
            .collect();
        reporting.dirs.insert(f.id.clone(), dirs);
    }
    let ranking = annotate(
        &records,
        wd,
        &mut clusters,
        ranking,
        &clustering,
        reporting,
        &campaign.name(),
        outer,
    )
    .map_err(|e| StageError::Io(std::io::Error::other(e.to_string())))?;
    if outer.cancelled() {
        return Ok(Triage {
            records,
            report: None,
        });
    }
    let report = Report::new(
        &campaign.name(),
        opts.already_reduced,
        clustering,
        &records,
        clusters,
        ranking,
    );
    report.write(wd)?;
    Ok(Triage {
        records,
        report: Some(report),
    })
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
    let prepared = Prepared::new(items(records, wd));
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

/// Clusters and ranking of the finished failures, with the cross-check answers known so
/// far, and the cross-check questions not answered yet.
pub fn cluster_and_rank(
    records: &[Record],
    wd: &WorkDir,
    clustering: &Clustering,
    answers: &Answers,
) -> (Vec<Cluster>, Vec<String>, Vec<Question>) {
    Prepared::new(items(records, wd)).cluster_and_rank(clustering, answers)
}

/// The finished failures as clustering sees them.
pub(super) fn items(records: &[Record], wd: &WorkDir) -> Vec<Item> {
    records
        .iter()
        .filter(|r| r.status().clustered())
        .filter_map(|r| {
            let fp = r.fingerprint.as_ref()?;
            let text = wd.program(&r.id, r.as_given)?;
            Some(Item {
                id: r.id.clone(),
                fingerprint: fp.hash.clone(),
                signature: r.signature.clone(),
                culprit: r.culprit.clone(),
                level: r.culprit_search.as_ref().and_then(|c| c.level.clone()),
                versions: r.versions.as_ref().map(|v| v.failing.clone()),
                skeleton: crate::triage::similarity::skeleton::Skeleton::of(&text).0,
                shape: crate::triage::similarity::skeleton::Skeleton::shape(&text),
                profile: r
                    .profile
                    .as_ref()
                    .map(crate::triage::failure::profile::Profile::cure_rates)
                    .filter(|rates| !rates.is_empty()),
                size: Size::of(&text),
                text_hash: crate::triage::failure::record::hash(&text),
            })
        })
        .collect()
}

/// Groups, their features and distances: what every round of clustering shares.
struct Prepared {
    groups: Vec<crate::triage::similarity::groups::Group>,
    model: Model,
    distances: Distances,
}

impl Prepared {
    fn new(items: Vec<Item>) -> Prepared {
        let groups = group(items);
        let model = Model::new(&groups);
        let distances = Distances::new(&groups, &model);
        Prepared {
            groups,
            model,
            distances,
        }
    }

    /// Clusters and ranking with the cross-check answers known so far, and the open
    /// questions.
    fn cluster_and_rank(
        &self,
        clustering: &Clustering,
        answers: &Answers,
    ) -> (Vec<Cluster>, Vec<String>, Vec<Question>) {
        let (groups, model, distances) = (&self.groups, &self.model, &self.distances);
        let open: std::cell::RefCell<Vec<Question>> = Default::default();
        let cures = |q: &Question| {
            let a = answers.get(q);
            if a.is_none() {
                open.borrow_mut().push(q.clone());
            }
            a
        };
        let clusters = cluster(
            groups,
            model,
            distances,
            clustering.merge_distance,
            clustering.message_merge,
            &cures,
        );
        // The ranking's first tier: clusters at RANK_MERGE_DISTANCE when that is finer.
        let rank_distance = clustering.merge_distance.min(RANK_MERGE_DISTANCE);
        let finer = (rank_distance < clustering.merge_distance).then(|| {
            cluster(
                groups,
                model,
                distances,
                rank_distance,
                clustering.message_merge,
                &cures,
            )
        });
        let ranking = rank(
            groups,
            finer.as_deref().unwrap_or(&clusters),
            distances,
            clustering.rank_start.as_deref(),
        );
        let mut open = open.into_inner();
        open.sort();
        open.dedup();
        (clusters, ranking, open)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triage::similarity::groups::test_item as item;

    /// The ranking's first tier is one failure per cluster at RANK_MERGE_DISTANCE, not at
    /// the (coarser) reported clusters' threshold: on a campaign where the two differ,
    /// the ranking is the one of the finer clusters.
    #[test]
    fn the_ranking_s_first_tier_is_finer_than_the_clusters() {
        let stmts = [
            "a = b + 1;",
            "b = a * 3;",
            "if (b) a++;",
            "while (a) a--;",
            "b = a << 2;",
            "a = ~b;",
        ];
        let mut items = Vec::new();
        for i in 0..stmts.len() {
            for j in 0..stmts.len() {
                if i != j && (i + j) % 2 == 0 {
                    let src = format!(
                        "int a, b; int main(void) {{ {} {} return a; }}",
                        stmts[i], stmts[j]
                    );
                    items.push(item(&format!("p{i}{j}"), "x", &src));
                }
            }
        }
        let groups = group(items.clone());
        let model = Model::new(&groups);
        let d = Distances::new(&groups, &model);
        let ranked = |t: f64| {
            let cl = cluster(
                &groups,
                &model,
                &d,
                t,
                true,
                &crate::triage::similarity::cluster::no_cures,
            );
            rank(&groups, &cl, &d, None)
        };
        let clustering = Clustering::default();
        assert!(clustering.merge_distance > RANK_MERGE_DISTANCE);
        let (clusters, ranking, _) =
            Prepared::new(items).cluster_and_rank(&clustering, &Answers::default());
        let coarse = cluster(
            &groups,
            &model,
            &d,
            clustering.merge_distance,
            true,
            &crate::triage::similarity::cluster::no_cures,
        );
        assert_eq!(clusters, coarse);
        assert_eq!(ranking, ranked(RANK_MERGE_DISTANCE));
        assert_ne!(ranking, ranked(clustering.merge_distance));
    }
}
