//! Shards and their merge. `triage --shard K/N` processes the failures whose id hashes
//! to K (see [`crate::triage::failure::campaign::shard_of`]), so N runs on N machines (Slurm array
//! tasks, Kubernetes indexed Jobs) split a campaign with no coordination. Each run
//! leaves `run.json` in its work directory; `triage merge` copies every shard's
//! finished failures into one work directory and writes the reports from them, the
//! same reports an unsharded run writes (clusters and ranking depend only on the
//! records, the programs and the saved cross-check answers, never on where they were
//! made), but for the questions no shard could ask: a culprit cross-check or a version
//! check across two shards is not asked here, so its members stay unchecked, or apart.

use super::conclude::{cluster_and_rank, conclude, ConcludeError, Reporting};
use crate::toolchain::Control;
use crate::triage::failure::crosscheck::Answers;
use crate::triage::failure::record::Record;
use crate::triage::failure::workdir::WorkDir;
use crate::triage::report::json::Report;
use crate::triage::similarity::cluster::Clustering;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// What a triage run was asked to do, saved as `WORKDIR/run.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunInfo {
    /// The campaign folder's name.
    pub campaign: String,
    /// `[K, N]` for `--shard K/N`.
    pub shard: Option<[u32; 2]>,
    /// `--already-reduced`.
    pub already_reduced: bool,
    /// `--reduce-all` (no failure attached: a merge attaches none either).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reduce_all: bool,
    /// `--merge-distance` and `--no-message-merge`.
    pub clustering: Clustering,
    /// The failures this run processes, sorted.
    pub failures: Vec<String>,
}

impl RunInfo {
    /// Read `run.json` of a work directory.
    pub fn read(wd: &WorkDir) -> Result<RunInfo, String> {
        let p = wd.root().join("run.json");
        let text = std::fs::read_to_string(&p).map_err(|e| {
            format!(
                "cannot read {}: {e} (not a finished triage run?)",
                p.display()
            )
        })?;
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", p.display()))
    }

    /// Save it.
    pub fn write(&self, wd: &WorkDir) -> std::io::Result<()> {
        let json = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        wd.write_top("run.json", &(json + "\n"))
    }
}

/// Why shards cannot be merged.
#[derive(Debug, thiserror::Error)]
pub enum MergeError {
    /// The shards do not fit together (another campaign, a missing shard, an
    /// unfinished failure...).
    #[error("{0}")]
    Mismatch(String),
    /// The output cannot be written.
    #[error("cannot write {0}")]
    Io(#[from] std::io::Error),
    /// The known-bug database cannot be updated.
    #[error(transparent)]
    Known(#[from] crate::triage::known_bugs::db::BugsError),
    /// An interrupt came before the reports were written.
    #[error("interrupted")]
    Interrupted,
}

impl From<ConcludeError> for MergeError {
    fn from(e: ConcludeError) -> MergeError {
        match e {
            ConcludeError::Known(e) => MergeError::Known(e),
            ConcludeError::Io(e) => MergeError::Io(e),
        }
    }
}

/// Files of a failure's folder copied by a merge; the record last, so a copy cut off
/// midway is never taken for a finished one.
const FILES: &[&str] = &[
    "original.c",
    "shrunk.c",
    "reduced.c",
    crate::triage::failure::known_programs::PATH_FILE,
    "log.txt",
    "timings.json",
    "record.json",
];

/// Merge the shards' work directories `inputs` into `out` and write its reports.
pub fn merge(
    inputs: &[WorkDir],
    out: &WorkDir,
    reporting: &mut Reporting,
    cancel: &dyn Control,
) -> Result<Report, MergeError> {
    let bad = MergeError::Mismatch;
    let infos = inputs
        .iter()
        .map(RunInfo::read)
        .collect::<Result<Vec<_>, _>>()
        .map_err(bad)?;
    let Some(first) = infos.first() else {
        return Err(bad("nothing to merge".into()));
    };
    let mut shards: BTreeMap<u32, &Path> = BTreeMap::new();
    let n = first.shard.map_or(1, |[_, n]| n);
    for (info, wd) in infos.iter().zip(inputs) {
        let same = info.campaign == first.campaign
            && info.already_reduced == first.already_reduced
            && info.reduce_all == first.reduce_all
            && info.clustering == first.clustering;
        if !same {
            return Err(bad(format!(
                "{} is another run (campaign {}, already-reduced {}, {:?}) than {} ({}, {}, {:?})",
                wd.root().display(),
                info.campaign,
                info.already_reduced,
                info.clustering,
                inputs[0].root().display(),
                first.campaign,
                first.already_reduced,
                first.clustering
            )));
        }
        let [k, of] = info.shard.unwrap_or([0, 1]);
        if of != n {
            return Err(bad(format!(
                "{} is shard {k}/{of}, the others are of {n}",
                wd.root().display()
            )));
        }
        if let Some(other) = shards.insert(k, wd.root()) {
            return Err(bad(format!(
                "shard {k}/{n} twice: {} and {}",
                other.display(),
                wd.root().display()
            )));
        }
    }
    if let Some(missing) = (0..n).find(|k| !shards.contains_key(k)) {
        return Err(bad(format!("shard {missing}/{n} is missing")));
    }
    let mut records: BTreeMap<String, Record> = BTreeMap::new();
    let mut shard_of: BTreeMap<String, u32> = BTreeMap::new();
    let mut failures = Vec::new();
    // Cross-check answers are the shards' (a question across shards stays unasked: its
    // members are reported unchecked).
    let mut answers = Answers::load(out);
    for wd in inputs {
        answers.extend(&Answers::load(wd));
    }
    answers.save(out)?;
    for (info, wd) in infos.iter().zip(inputs) {
        for id in &info.failures {
            let rec = wd.read_record(id).filter(Record::finished).ok_or_else(|| {
                bad(format!(
                    "{}: failure {id} is not finished (run that shard again)",
                    wd.root().display()
                ))
            })?;
            out.reset(id)?;
            for name in FILES {
                if let Some(text) = wd.read_text(id, name) {
                    out.write_text(id, name, &text)?;
                }
            }
            failures.push(id.clone());
            shard_of.insert(id.clone(), info.shard.map_or(0, |[k, _]| k));
            records.insert(id.clone(), rec);
        }
    }
    failures.sort();
    RunInfo {
        shard: None,
        failures,
        ..first.clone()
    }
    .write(out)?;
    let mut records: Vec<Record> = records.into_values().collect();
    if !first.already_reduced && !first.reduce_all {
        let shard = |id: &str| shard_of.get(id).copied().unwrap_or(0);
        crate::triage::attach::regroup(&mut records, shard, &answers, |reps| {
            let owned: Vec<Record> = reps.iter().map(|r| (*r).clone()).collect();
            let (clusters, _, _) =
                cluster_and_rank(&owned, out, &first.clustering, &Answers::default());
            clusters.len() == 1
        });
        // The merged work directory says what the report says (and which failures
        // represent their groups).
        for r in &records {
            out.write_record(r)?;
        }
    }
    let (clusters, ranking, _) = cluster_and_rank(&records, out, &first.clustering, &answers);
    let report = conclude(
        &first.campaign,
        first.already_reduced,
        first.clustering.clone(),
        &records,
        out,
        (clusters, ranking),
        reporting,
        cancel,
    )?;
    report.ok_or(MergeError::Interrupted)
}
