//! The reports of a triage run: `report.json` (the source of truth, schema
//! [`SCHEMA`]), `report.md`, `report.html` (see [`super::md`], [`super::html`], [`super::write`]) and `timings.json`
//! (times and test counts, which vary from run to run, kept apart so the report
//! reproduces byte for byte).

use crate::oracle::Signature;
use crate::size::Size;
use crate::triage::failure::record::{Record, Status};
use crate::triage::known_bugs::matching::Known;
use crate::triage::report::bug_report::BugReport;
use crate::triage::report::history::History;
use crate::triage::similarity::cluster::Cluster;
use serde::Serialize;
use std::collections::BTreeMap;

/// The report's schema name and version: bumped whenever a field changes meaning.
pub const SCHEMA: &str = "creduce-rs-triage/3";

/// Counts by status.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Summary {
    /// Failures in the campaign.
    pub failures: usize,
    /// Reproduced 3 of 3 and reduced to the end.
    pub reduced: usize,
    /// Reproduced, reduction stopped by `--reduce-budget`.
    pub reduced_partly: usize,
    /// Taken as given (`--already-reduced`).
    pub as_given: usize,
    /// Interesting in 1 or 2 of 3 runs.
    pub flaky: usize,
    /// Interesting in no run.
    pub not_reproducible: usize,
    /// Could not be processed.
    pub errors: usize,
    /// Clusters.
    pub clusters: usize,
    /// Reduced programs whose signature differs from their original's.
    pub slipped: usize,
    /// Not reduced: attached to a group whose reductions agree.
    pub attached: usize,
    /// Reduced to audit an attachment (see [`crate::triage::attach::audit_sample`]).
    #[serde(skip_serializing_if = "is_zero")]
    pub audited: usize,
    /// Groups (and known bugs) whose audit found a member that did not agree, so that
    /// all of it was reduced.
    #[serde(skip_serializing_if = "is_zero")]
    pub audits_caught: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// One failure in the report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FailureEntry {
    /// Its id.
    pub id: String,
    /// Where it stands.
    pub status: Status,
    /// Its cluster, if clustered.
    pub cluster: Option<String>,
    /// Its place in the ranking (1-based), if ranked.
    pub rank: Option<usize>,
    /// The original's size.
    pub original: Size,
    /// The clustered program's size (reduced, or as given).
    pub reduced: Option<Size>,
    /// Reproduce runs: `[interesting, runs]`.
    pub reproduced: Option<[u32; 2]>,
    /// The signature used for clustering.
    pub signature: Option<Signature>,
    /// The signature the original showed, when it differs (a slipped reduction).
    pub original_signature: Option<Signature>,
    /// Why the signature is what it is, when something is odd.
    pub signature_note: Option<String>,
    /// The culprit: the sidecar's, or what the culprit search found.
    pub culprit: Option<Vec<String>>,
    /// How the culprit search went (or why it found none).
    pub culprit_search: Option<crate::triage::failure::culprit::CulpritSearch>,
    /// Which versions of the failing compiler fail (`--versions`).
    pub versions: Option<crate::triage::failure::culprit::VersionRange>,
    /// The mutation profile, when one was made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub profile: Option<crate::triage::failure::profile::Profile>,
    /// The fingerprint (hex).
    pub fingerprint: Option<String>,
    /// The sidecar's labels.
    pub labels: BTreeMap<String, String>,
    /// Why a reproduce run was not interesting.
    pub note: Option<String>,
    /// Why it could not be processed.
    pub error: Option<String>,
    /// Attached (not reduced): the failure whose cluster it joined.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attached_to: Option<String>,
    /// Attached: the evidence, in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub evidence: Option<String>,
    /// Its reduction stopped when it became this failure's reduced program.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped_at: Option<String>,
    /// Reduced to audit an attachment: what it checked, and whether it agreed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub audit: Option<crate::triage::failure::record::Audit>,
}

/// How the failures were taken: reduced by this run, or as given (`--already-reduced`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Reproduced and reduced.
    Reduce,
    /// Taken as they are.
    AlreadyReduced,
}

/// `report.json`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    /// [`SCHEMA`].
    pub schema: &'static str,
    /// The campaign folder's name.
    pub campaign: String,
    /// `reduce` or `already-reduced`.
    pub mode: Mode,
    /// How clusters merge: `merge_distance` and `message_merge`.
    #[serde(flatten)]
    pub clustering: crate::triage::similarity::cluster::Clustering,
    /// Counts.
    pub summary: Summary,
    /// Clusters, in the order of their first failure in the ranking.
    pub clusters: Vec<ReportedCluster>,
    /// Every clustered failure, in inspection order (furthest point first).
    pub ranking: Vec<String>,
    /// Every failure, by id.
    pub failures: Vec<FailureEntry>,
    /// Each bug night by night (with a known-bug database, `--known`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub history: Option<History>,
}

/// A cluster as the reports show it: what clustering found, with what the known-bug
/// database says of it and its bug report. Built once, when a run or a merge
/// concludes ([`crate::triage::conclude`]); it reads as its [`Cluster`] (`Deref`) and
/// serializes as the cluster's fields followed by these two.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReportedCluster {
    /// What clustering found.
    #[serde(flatten)]
    pub cluster: Cluster,
    /// What the known-bug database says of it (`--known`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub known: Option<Known>,
    /// Its bug report, as data (rendered into `report/ID.md`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bug_report: Option<BugReport>,
}

impl std::ops::Deref for ReportedCluster {
    type Target = Cluster;

    fn deref(&self) -> &Cluster {
        &self.cluster
    }
}

impl FailureEntry {
    /// Why a failure is not clustered: its error, why a reproduce run failed, or how
    /// many runs found it interesting.
    pub fn why(&self) -> String {
        self.error
            .clone()
            .or_else(|| self.evidence.clone())
            .or_else(|| self.note.clone())
            .or_else(|| {
                self.reproduced
                    .map(|[i, n]| format!("interesting in {i} of {n} runs"))
            })
            .unwrap_or_default()
    }
}

impl Report {
    /// Put the report together.
    pub fn new(
        campaign: &str,
        already_reduced: bool,
        clustering: crate::triage::similarity::cluster::Clustering,
        records: &[Record],
        mut clusters: Vec<ReportedCluster>,
        ranking: Vec<String>,
    ) -> Report {
        let place: BTreeMap<&str, usize> = ranking
            .iter()
            .enumerate()
            .map(|(i, id)| (id.as_str(), i + 1))
            .collect();
        let first = |c: &ReportedCluster| {
            c.members
                .iter()
                .filter_map(|m| place.get(m.as_str()))
                .min()
                .copied()
                .unwrap_or(usize::MAX)
        };
        clusters.sort_by_key(|c| (first(c), c.id.clone()));
        let cluster_of: BTreeMap<&str, &str> = clusters
            .iter()
            .flat_map(|c| c.members.iter().map(move |m| (m.as_str(), c.id.as_str())))
            .collect();
        let mut summary = Summary {
            failures: records.len(),
            clusters: clusters.len(),
            ..Summary::default()
        };
        let mut caught: std::collections::BTreeSet<String> = Default::default();
        let failures = records
            .iter()
            .map(|r| {
                let status = r.status();
                match status {
                    Status::Reduced => summary.reduced += 1,
                    Status::ReducedPartly => summary.reduced_partly += 1,
                    Status::AsGiven => summary.as_given += 1,
                    Status::Flaky => summary.flaky += 1,
                    Status::NotReproducible => summary.not_reproducible += 1,
                    Status::Error | Status::Pending => summary.errors += 1,
                    Status::Attached => summary.attached += 1,
                }
                if r.slipped() {
                    summary.slipped += 1;
                }
                if let Some(a) = &r.audit {
                    summary.audited += 1;
                    if a.agreed == Some(false) {
                        caught.insert(a.of.clone());
                    }
                }
                let original_signature = r.reproduce.as_ref().and_then(|p| p.signature.clone());
                FailureEntry {
                    id: r.id.clone(),
                    status,
                    cluster: cluster_of.get(r.id.as_str()).map(|s| s.to_string()),
                    rank: place.get(r.id.as_str()).copied(),
                    original: r.original,
                    reduced: if r.as_given {
                        status.clustered().then_some(r.original)
                    } else if status == Status::Attached {
                        None
                    } else {
                        r.reduce.as_ref().map(|x| x.size)
                    },
                    reproduced: r.reproduce.as_ref().map(|p| [p.interesting, p.runs]),
                    original_signature: original_signature.filter(|_| r.slipped()),
                    signature: r
                        .signature
                        .clone()
                        .or_else(|| r.reproduce.as_ref().and_then(|p| p.signature.clone())),
                    signature_note: r.signature_note.clone(),
                    culprit: r.culprit.clone(),
                    culprit_search: r.culprit_search.clone(),
                    versions: r.versions.clone(),
                    profile: r.profile.clone(),
                    fingerprint: r.fingerprint.as_ref().map(|f| f.hash.clone()),
                    labels: r.labels.clone(),
                    note: r.reproduce.as_ref().and_then(|p| p.note.clone()),
                    error: r.error.clone(),
                    attached_to: r.attached.as_ref().map(|a| a.to.clone()),
                    evidence: r.attached.as_ref().map(|a| a.evidence.clone()),
                    stopped_at: r.reduce.as_ref().and_then(|x| x.stopped_at.clone()),
                    audit: r.audit.clone(),
                }
            })
            .collect();
        summary.audits_caught = caught.len();
        Report {
            schema: SCHEMA,
            campaign: campaign.to_string(),
            mode: if already_reduced {
                Mode::AlreadyReduced
            } else {
                Mode::Reduce
            },
            clustering,
            summary,
            clusters,
            ranking,
            failures,
            history: None,
        }
    }

    /// True for a report of `--already-reduced` (programs as given).
    pub fn as_given(&self) -> bool {
        self.mode == Mode::AlreadyReduced
    }

    /// The entry of a failure.
    pub fn failure(&self, id: &str) -> Option<&FailureEntry> {
        self.failures.iter().find(|f| f.id == id)
    }

    /// Clusters by what the known-bug database says: (new, maybe known, known).
    pub fn known_counts(&self) -> Option<[usize; 3]> {
        use crate::triage::known_bugs::matching::Class;
        let mut n = [0; 3];
        let mut any = false;
        for k in self.clusters.iter().filter_map(|c| c.known.as_ref()) {
            any = true;
            n[match k.class {
                Class::New => 0,
                Class::MaybeKnown => 1,
                Class::Known => 2,
            }] += 1;
        }
        any.then_some(n)
    }

    /// The one-line summary.
    pub fn summary_line(&self) -> String {
        let s = &self.summary;
        use crate::triage::report::english::{count, failures};
        let mut parts = vec![failures(s.failures)];
        let mut add = |n: usize, what: &str| {
            if n > 0 {
                parts.push(format!("{n} {what}"));
            }
        };
        add(s.reduced, "reduced");
        add(s.reduced_partly, "reduced partly (budget)");
        add(s.as_given, "as given");
        add(s.attached, "attached (not reduced)");
        let audit = format!("audited ({} caught)", s.audits_caught);
        add(s.audited, &audit);
        add(s.flaky, "flaky");
        add(s.not_reproducible, "not reproducible");
        add(s.errors, "errors");
        add(s.slipped, "slipped to another signature");
        let known = self.known_counts().map_or(String::new(), |[n, m, k]| {
            let regressions = self
                .clusters
                .iter()
                .filter(|c| c.known.as_ref().is_some_and(|k| k.regression.is_some()))
                .count();
            let mut t = format!(" ({n} new, {m} maybe known, {k} known");
            if regressions > 0 {
                t.push_str(&format!(
                    ", {}",
                    count(regressions, "regression", "regressions")
                ));
            }
            t + ")"
        });
        format!(
            "{}; {}{known}",
            parts.join(", "),
            count(s.clusters, "cluster", "clusters")
        )
    }
}
