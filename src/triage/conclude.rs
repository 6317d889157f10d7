//! The end of a run: what a triage run and a merge of shards both do once every
//! failure is finished. Cluster and rank ([`cluster_and_rank`]), add each cluster's bug
//! report and known-bug match ([`annotate`]: run where the reports are written, so
//! sharded runs match when they are merged), and write the reports ([`conclude`]).

use crate::size::Size;
use crate::toolchain::Control;
use crate::triage::failure::crosscheck::{Answers, Question};
use crate::triage::failure::record::{Record, Status};
use crate::triage::failure::workdir::WorkDir;
use crate::triage::known_bugs::db::{BugsError, Db};
use crate::triage::known_bugs::matching::{match_clusters, reorder};
use crate::triage::report::bug_report::{gather, Style};
use crate::triage::report::history::{History, Tonight};
use crate::triage::report::json::{Report, ReportedCluster};
use crate::triage::similarity::cluster::{cluster, Cluster, Clustering, MergeReason};
use crate::triage::similarity::groups::{group, Item};
use crate::triage::similarity::model::{Distances, Model};
use crate::triage::similarity::rank::{rank, RANK_MERGE_DISTANCE};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// Why a run's end cannot be written.
#[derive(Debug, thiserror::Error)]
pub enum ConcludeError {
    /// The known-bug database cannot be updated.
    #[error(transparent)]
    Known(#[from] BugsError),
    /// The work directory cannot be written.
    #[error("cannot write the work directory: {0}")]
    Io(#[from] std::io::Error),
}

/// The end of a run over `records` (all finished), clustered already: bug reports and
/// known-bug matches (with the hits counted in the database when `reporting` says
/// so), the report put together and written into `wd`. `None` when `cancel` stopped
/// it before the reports were written.
#[allow(clippy::too_many_arguments)]
pub fn conclude(
    campaign: &str,
    already_reduced: bool,
    clustering: Clustering,
    records: &[Record],
    wd: &WorkDir,
    (clusters, ranking): (Vec<Cluster>, Vec<String>),
    reporting: &mut Reporting,
    cancel: &dyn Control,
) -> Result<Option<Report>, ConcludeError> {
    let clusters = with_attached(records, clusters);
    let (clusters, ranking, history) = annotate(
        records,
        wd,
        clusters,
        ranking,
        &clustering,
        reporting,
        campaign,
        cancel,
    )?;
    if cancel.cancelled() {
        return Ok(None);
    }
    let mut report = Report::new(
        campaign,
        already_reduced,
        clustering,
        records,
        clusters,
        ranking,
    );
    report.history = history;
    report.write(wd)?;
    Ok(Some(report))
}

/// The attached failures (see [`crate::triage::attach`]) in the clusters of the
/// representatives they were attached to, with a merge reason of kind `attached`; one
/// whose representative is in no cluster stays out.
pub fn with_attached(records: &[Record], mut clusters: Vec<Cluster>) -> Vec<Cluster> {
    let mut by_rep: BTreeMap<&str, Vec<&Record>> = BTreeMap::new();
    for r in records {
        if let Some(a) = r
            .attached
            .as_ref()
            .filter(|_| r.status() == Status::Attached)
        {
            by_rep.entry(a.to.as_str()).or_default().push(r);
        }
    }
    for c in &mut clusters {
        let mut joined: Vec<&Record> = Vec::new();
        for m in &c.members {
            joined.extend(by_rep.get(m.as_str()).into_iter().flatten());
        }
        if joined.is_empty() {
            continue;
        }
        joined.sort_by(|a, b| a.id.cmp(&b.id));
        let ids: Vec<String> = joined.iter().map(|r| r.id.clone()).collect();
        let to = joined[0]
            .attached
            .as_ref()
            .map(|a| a.to.clone())
            .unwrap_or_default();
        c.merge_reasons.push(MergeReason {
            kind: "attached".into(),
            distance: 0.0,
            members: ids.clone(),
            with: vec![to],
            explanation: joined[0]
                .attached
                .as_ref()
                .map(|a| a.evidence.clone())
                .unwrap_or_default(),
        });
        c.members.extend(ids);
        c.members.sort();
    }
    clusters
}

/// How the reports are written, beyond clustering.
#[derive(Debug, Default)]
pub struct Reporting {
    /// The known-bug database (`--known`).
    pub known: Option<Db>,
    /// The bug reports' style (`--report-style`; default: by the failing compiler).
    pub style: Option<Style>,
    /// The campaign's id for the database's hit counts (default: the campaign's name).
    pub campaign_id: Option<String>,
    /// Where each failure's local headers may be (its folder), by failure id.
    pub dirs: BTreeMap<String, Vec<PathBuf>>,
    /// Count this run's hits in the database (not for a shard: its merge counts).
    pub record_hits: bool,
}

impl Reporting {
    /// The campaign id hits are counted under.
    pub fn campaign_id(&self, campaign: &str) -> String {
        self.campaign_id
            .clone()
            .unwrap_or_else(|| campaign.to_string())
    }
}

/// What [`annotate`] gives: the reported clusters, the ranking (new clusters first) and,
/// with a database, each bug's history night by night.
pub type Annotated = (Vec<ReportedCluster>, Vec<String>, Option<History>);

/// The compilers (names without flags) of `c`'s members that the version check joined
/// to it, but the representative's own: the other versions that crash the same way on
/// its program ([`crate::triage::similarity::cluster`] asks each both ways).
fn same_crash_in(c: &Cluster, rep: &Record, by_id: &BTreeMap<&str, &Record>) -> Vec<String> {
    let name = |r: &Record| r.signature.as_ref().and_then(|s| s.compiler_name());
    let own = name(rep);
    let mut out: Vec<String> = c
        .merge_reasons
        .iter()
        .filter(|m| m.kind == crate::triage::similarity::cluster::SAME_CRASH_OTHER_VERSION)
        .flat_map(|m| m.members.iter().chain(&m.with))
        .filter_map(|id| by_id.get(id.as_str()).and_then(|r| name(r)))
        .filter(|n| Some(n) != own.as_ref())
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Add bug reports and known-bug matches to `clusters`, reorder `ranking` (new
/// clusters first) and count the hits in the database. Returns the reported clusters,
/// the new ranking and, with a database, each bug's history night by night.
#[allow(clippy::too_many_arguments)]
pub fn annotate(
    records: &[Record],
    wd: &WorkDir,
    clusters: Vec<Cluster>,
    ranking: Vec<String>,
    clustering: &Clustering,
    reporting: &mut Reporting,
    campaign: &str,
    cancel: &dyn Control,
) -> Result<Annotated, BugsError> {
    let by_id: BTreeMap<&str, &Record> = records.iter().map(|r| (r.id.as_str(), r)).collect();
    let campaign_id = reporting.campaign_id(campaign);
    let mut versions = BTreeMap::new();
    let mut bug_reports = BTreeMap::new();
    for c in &clusters {
        let Some(rep) = by_id.get(c.representative.as_str()) else {
            continue;
        };
        let Some(program) = wd.program(&rep.id, rep.as_given) else {
            continue;
        };
        let dirs = reporting.dirs.get(&rep.id).cloned().unwrap_or_default();
        let mut b = gather(
            rep,
            &program,
            c.members.len(),
            &campaign_id,
            &dirs,
            reporting.style,
            &wd.tmp(),
            cancel,
        );
        b.same_crash_in = same_crash_in(c, rep, &by_id);
        if let Some(v) = b.compiler.as_ref().and_then(|c| c.version.clone()) {
            versions.insert(c.id.clone(), v);
        }
        bug_reports.insert(c.id.clone(), b);
    }
    // Cut-short bug reports may lack the versions matching reads: no matches, no hits.
    let known = reporting.known.as_ref().filter(|_| !cancel.cancelled());
    let (mut matches, ranking) = match known {
        None => (BTreeMap::new(), ranking),
        Some(db) => {
            let items = items(records, wd);
            let matches = match_clusters(items, &clusters, db, clustering, &versions);
            let ranking = reorder(ranking, &clusters, &matches);
            (matches, ranking)
        }
    };
    let reported: Vec<ReportedCluster> = clusters
        .into_iter()
        .map(|c| ReportedCluster {
            known: matches.remove(&c.id),
            bug_report: bug_reports.remove(&c.id),
            cluster: c,
        })
        .collect();
    // Failures attached to a known bug before any reduction: hits of it, in no cluster.
    let mut on_known: BTreeMap<&str, usize> = BTreeMap::new();
    for r in records.iter().filter(|r| r.status() == Status::Attached) {
        if let Some(bug) = crate::triage::attach::known_bug(r) {
            *on_known.entry(bug).or_default() += 1;
        }
    }
    let mut tonight: Vec<Tonight> = reported
        .iter()
        .map(|c| Tonight {
            cluster: &c.id,
            failures: c.members.len(),
            bug: c
                .known
                .as_ref()
                .and_then(|k| k.bug.as_ref())
                .map(|b| b.id.as_str()),
            title: c.bug_report.as_ref().map(|b| b.title.as_str()),
        })
        .collect();
    tonight.extend(on_known.iter().map(|(bug, n)| Tonight {
        cluster: "",
        failures: *n,
        bug: Some(bug),
        title: None,
    }));
    let history = known.map(|db| History::of(db, &campaign_id, &tonight));
    let record_hits = reporting.record_hits && !cancel.cancelled();
    if let Some(db) = reporting.known.as_mut().filter(|_| record_hits) {
        let mut hits: BTreeMap<String, usize> = BTreeMap::new();
        for c in &reported {
            if let Some(bug) = c.known.as_ref().and_then(|k| k.bug.as_ref()) {
                *hits.entry(bug.id.clone()).or_default() += c.members.len();
            }
        }
        for (bug, n) in &on_known {
            *hits.entry(bug.to_string()).or_default() += n;
        }
        for (id, n) in hits {
            if let Some(bug) = db.bugs.get_mut(&id) {
                bug.record_hits(&campaign_id, n);
                db.save(&id)?;
            }
        }
    }
    Ok((reported, ranking, history))
}

/// Clusters and ranking of the finished failures, with the cross-check answers known so
/// far, and the cross-check questions not answered yet.
pub fn cluster_and_rank(
    records: &[Record],
    wd: &WorkDir,
    clustering: &Clustering,
    answers: &Answers,
) -> (Vec<Cluster>, Vec<String>, Vec<Question>) {
    Analysis::new(items(records, wd)).cluster_and_rank(clustering, answers)
}

/// The finished failures as clustering sees them.
fn items(records: &[Record], wd: &WorkDir) -> Vec<Item> {
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
                cut_short: r.status() == crate::triage::failure::record::Status::ReducedPartly,
            })
        })
        .collect()
}

/// Groups, their features and distances: what every round of clustering shares.
#[derive(Debug)]
pub struct Analysis {
    groups: Vec<crate::triage::similarity::groups::Group>,
    model: Model,
    distances: Distances,
}

impl Analysis {
    /// The analysis of the finished failures `records`.
    pub fn of(records: &[Record], wd: &WorkDir) -> Analysis {
        Analysis::new(items(records, wd))
    }

    fn new(items: Vec<Item>) -> Analysis {
        let groups = group(items);
        let model = Model::new(&groups);
        let distances = Distances::new(&groups, &model);
        Analysis {
            groups,
            model,
            distances,
        }
    }

    /// Clusters and ranking with the cross-check answers known so far, and the open
    /// questions.
    pub fn cluster_and_rank(
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
            Analysis::new(items).cluster_and_rank(&clustering, &Answers::default());
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
