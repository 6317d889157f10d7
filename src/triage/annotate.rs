//! What the reports say of each cluster beyond clustering: its bug report (the
//! commands run once more in a fresh directory, [`crate::triage::report::bug_report`]) and, with a
//! known-bug database, whether it is a known bug ([`crate::triage::known_bugs::matching`]). The ranking is
//! then reordered so new clusters come first, and the database counts the campaign's
//! hits. Run where the reports are written: at the end of `triage` and at
//! `triage merge`, so sharded runs match when they are merged.

use crate::toolchain::Cancel;
use crate::triage::failure::record::Record;
use crate::triage::failure::workdir::WorkDir;
use crate::triage::known_bugs::db::{BugsError, Db};
use crate::triage::report::bug_report::{gather, Style};
use crate::triage::similarity::cluster::{Cluster, Clustering};
use std::collections::BTreeMap;
use std::path::PathBuf;

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

/// Add bug reports and known-bug matches to `clusters`, reorder `ranking` (new
/// clusters first) and count the hits in the database. Returns the new ranking.
#[allow(clippy::too_many_arguments)]
pub fn annotate(
    records: &[Record],
    wd: &WorkDir,
    clusters: &mut [Cluster],
    ranking: Vec<String>,
    clustering: &Clustering,
    reporting: &mut Reporting,
    campaign: &str,
    cancel: &dyn Cancel,
) -> Result<Vec<String>, BugsError> {
    let by_id: BTreeMap<&str, &Record> = records.iter().map(|r| (r.id.as_str(), r)).collect();
    let campaign_id = reporting.campaign_id(campaign);
    let mut versions = BTreeMap::new();
    for c in clusters.iter_mut() {
        let Some(rep) = by_id.get(c.representative.as_str()) else {
            continue;
        };
        let Some(program) = wd.program(&rep.id, rep.as_given) else {
            continue;
        };
        let dirs = reporting.dirs.get(&rep.id).cloned().unwrap_or_default();
        let b = gather(
            rep,
            &program,
            c.members.len(),
            &campaign_id,
            &dirs,
            reporting.style,
            &wd.tmp(),
            cancel,
        );
        if let Some(v) = b.compiler.as_ref().and_then(|c| c.version.clone()) {
            versions.insert(c.id.clone(), v);
        }
        c.bug_report = Some(b);
    }
    let Some(db) = reporting.known.as_mut() else {
        return Ok(ranking);
    };
    let items = super::batch::items(records, wd);
    let matches = crate::triage::known_bugs::matching::match_clusters(
        items, clusters, db, clustering, &versions,
    );
    let ranking = crate::triage::known_bugs::matching::reorder(ranking, clusters, &matches);
    let mut hits: BTreeMap<String, usize> = BTreeMap::new();
    for c in clusters.iter_mut() {
        c.known = matches.get(&c.id).cloned();
        if let Some(bug) = c.known.as_ref().and_then(|k| k.bug.as_ref()) {
            *hits.entry(bug.id.clone()).or_default() += c.members.len();
        }
    }
    if reporting.record_hits {
        for (id, n) in hits {
            if let Some(bug) = db.bugs.get_mut(&id) {
                bug.record_hits(&campaign_id, n);
                db.save(&id)?;
            }
        }
    }
    Ok(ranking)
}
