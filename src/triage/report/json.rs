//! The reports of a triage run: `report.json` (the source of truth, schema
//! [`SCHEMA`]), `report.md`, `report.html` (see [`crate::triage::report::html`]) and `timings.json`
//! (times and test counts, which vary from run to run, kept apart so the report
//! reproduces byte for byte).

use crate::oracle::Signature;
use crate::size::Size;
use crate::triage::failure::record::{Record, Status};
use crate::triage::failure::workdir::WorkDir;
use crate::triage::similarity::cluster::Cluster;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write;

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
    pub clusters: Vec<Cluster>,
    /// Every clustered failure, in inspection order (furthest point first).
    pub ranking: Vec<String>,
    /// Every failure, by id.
    pub failures: Vec<FailureEntry>,
}

impl FailureEntry {
    /// Why a failure is not clustered: its error, why a reproduce run failed, or how
    /// many runs found it interesting.
    pub fn why(&self) -> String {
        self.error
            .clone()
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
        mut clusters: Vec<Cluster>,
        ranking: Vec<String>,
    ) -> Report {
        let place: BTreeMap<&str, usize> = ranking
            .iter()
            .enumerate()
            .map(|(i, id)| (id.as_str(), i + 1))
            .collect();
        let first = |c: &Cluster| {
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
                }
                if r.slipped() {
                    summary.slipped += 1;
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
                }
            })
            .collect();
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

    /// Write `report.json`, `report.md`, `report.html` and `timings.json`.
    pub fn write(&self, wd: &WorkDir) -> std::io::Result<()> {
        let json = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        wd.write_top("report.json", &(json + "\n"))?;
        wd.write_top("report.md", &self.markdown(wd))?;
        wd.write_top("report.html", &crate::triage::report::html::page(self, wd))?;
        self.write_bug_reports(wd)?;
        let timings: BTreeMap<&str, crate::triage::failure::workdir::Timings> = self
            .failures
            .iter()
            .map(|f| (f.id.as_str(), wd.read_timings(&f.id)))
            .collect();
        let json = serde_json::to_string_pretty(&timings).map_err(std::io::Error::other)?;
        wd.write_top("timings.json", &(json + "\n"))
    }

    /// `report/CLUSTER.md` for every cluster; files of clusters gone since an earlier
    /// run are removed.
    fn write_bug_reports(&self, wd: &WorkDir) -> std::io::Result<()> {
        let dir = wd.root().join("report");
        std::fs::create_dir_all(&dir)?;
        let keep: std::collections::BTreeSet<String> = self
            .clusters
            .iter()
            .map(|c| format!("{}.md", c.id))
            .collect();
        for e in std::fs::read_dir(&dir)?.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.ends_with(".md") && !keep.contains(&name) {
                let _ = std::fs::remove_file(e.path());
            }
        }
        for c in &self.clusters {
            if let Some(b) = &c.bug_report {
                let text = crate::triage::report::draft::render(&c.id, b, c.known.as_ref());
                wd.write_top(&format!("report/{}.md", c.id), &text)?;
            }
        }
        Ok(())
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
        let mut parts = vec![format!("{} failures", s.failures)];
        let mut add = |n: usize, what: &str| {
            if n > 0 {
                parts.push(format!("{n} {what}"));
            }
        };
        add(s.reduced, "reduced");
        add(s.reduced_partly, "reduced partly (budget)");
        add(s.as_given, "as given");
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
                t.push_str(&format!(", {regressions} regressions"));
            }
            t + ")"
        });
        format!("{}; {} clusters{known}", parts.join(", "), s.clusters)
    }

    /// `report.md`.
    pub fn markdown(&self, wd: &WorkDir) -> String {
        let mut m = String::new();
        let _ = writeln!(m, "# Triage of {}\n", self.campaign);
        let _ = writeln!(m, "{}.\n", self.summary_line());
        let _ = writeln!(m, "## Clusters\n");
        let _ = writeln!(
            m,
            "| cluster | known | members | representative | signature | culprit |\n|---|---|---|---|---|---|"
        );
        for c in &self.clusters {
            let _ = writeln!(
                m,
                "| {} | {} | {} | {} | {} | {} |",
                c.id,
                md_cell(&known_text(c)),
                c.members.len(),
                c.representative,
                md_cell(&sig_text(c.signature.as_ref())),
                c.culprit.as_ref().map_or("unknown".into(), |c| c.join(","))
            );
        }
        let _ = writeln!(m, "\n## Inspect in this order\n");
        for (i, id) in self.ranking.iter().enumerate() {
            let c = self
                .failure(id)
                .and_then(|f| f.cluster.clone())
                .unwrap_or_default();
            let _ = writeln!(m, "{}. {id} ({c})", i + 1);
        }
        for c in &self.clusters {
            let _ = writeln!(m, "\n## {}\n", c.id);
            let _ = writeln!(m, "- known: {}", known_text(c));
            if let Some(r) = c.known.as_ref().and_then(|k| k.regression.as_ref()) {
                let _ = writeln!(m, "- REGRESSION: {r}");
            }
            let _ = writeln!(m, "- signature: {}", sig_text(c.signature.as_ref()));
            if let Some(w) = c.bug_report.as_ref().and_then(|b| b.words.as_ref()) {
                let _ = writeln!(m, "- the compiler says: `{w}`");
            }
            if c.bug_report.is_some() {
                let _ = writeln!(m, "- bug report: report/{}.md", c.id);
            }
            let _ = writeln!(
                m,
                "- culprit: {}",
                c.culprit.as_ref().map_or("unknown".into(), |c| c.join(","))
            );
            if let Some(rep) = self.failure(&c.representative) {
                if let Some(cs) = &rep.culprit_search {
                    let _ = writeln!(m, "- culprit search: {} ({} probes)", cs.how, cs.probes);
                }
                if let Some(v) = &rep.versions {
                    let _ = writeln!(
                        m,
                        "- versions of {}: failing {} of tested {}",
                        v.compiler,
                        v.failing.join(", "),
                        v.tested.join(", ")
                    );
                }
                if let Some(p) = rep.profile.as_ref().filter(|p| p.runs > 0) {
                    let _ = writeln!(m, "- mutation profile: {}", p.summary());
                }
            }
            let _ = writeln!(m, "- representative: {}", c.representative);
            if let Some(x) = &c.cross_check {
                let _ = writeln!(m, "- culprit cross-check: {}", x.summary());
            }
            for r in &c.merge_reasons {
                let _ = writeln!(
                    m,
                    "- merged ({}, distance {}): {} with {}: {}",
                    r.kind,
                    r.distance,
                    r.members.join(", "),
                    r.with.join(", "),
                    r.explanation
                );
            }
            let _ = writeln!(
                m,
                "\n| member | original bytes / tokens | reduced bytes / tokens |\n|---|---|---|"
            );
            for id in &c.members {
                if let Some(f) = self.failure(id) {
                    let red = f
                        .reduced
                        .map_or("-".into(), |s| format!("{} / {}", s.bytes, s.tokens));
                    let _ = writeln!(
                        m,
                        "| {id} | {} / {} | {red} |",
                        f.original.bytes, f.original.tokens
                    );
                }
            }
            if let Some(text) = self
                .failure(&c.representative)
                .and_then(|_| wd.program(&c.representative, self.as_given()))
            {
                let _ = writeln!(m, "\n```c\n{}\n```", text.trim_end());
            }
        }
        let others: Vec<&FailureEntry> = self
            .failures
            .iter()
            .filter(|f| f.cluster.is_none())
            .collect();
        if !others.is_empty() {
            let _ = writeln!(m, "\n## Not clustered\n");
            let _ = writeln!(m, "| failure | status | why |\n|---|---|---|");
            for f in others {
                let why = f.why();
                let _ = writeln!(m, "| {} | {} | {} |", f.id, f.status.name(), md_cell(&why));
            }
        }
        m
    }
}

/// What the known-bug database says of a cluster, in words (`-` without one).
pub(super) fn known_text(c: &Cluster) -> String {
    use crate::triage::known_bugs::matching::Class;
    let Some(k) = &c.known else {
        return "-".into();
    };
    match (k.class, &k.bug) {
        (Class::Known, Some(b)) => {
            let mut s = format!("known: {} ({}", b.id, b.status.name());
            if let Some(v) = &b.fixed_in {
                s.push_str(&format!(" in {v}"));
            }
            s.push_str(&format!("; distance {}", b.distance));
            if let Some(u) = &b.url {
                s.push_str(&format!("; {u}"));
            }
            s + ")"
        }
        (Class::MaybeKnown, _) => format!(
            "maybe known: {}",
            k.candidates
                .iter()
                .map(|b| format!("{} ({})", b.id, b.distance))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        _ => "new".into(),
    }
}

/// A signature in words (or "none").
pub(super) fn sig_text(s: Option<&Signature>) -> String {
    s.map_or_else(|| "none".into(), |s| s.to_string())
}

fn md_cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}
