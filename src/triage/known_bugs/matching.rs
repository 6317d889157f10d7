//! Matching a run's clusters against the known-bug database ([`crate::triage::known_bugs::db`]), with
//! the features and distance clustering uses ([`crate::triage::similarity::features`]).
//!
//! Each cluster is compared with every example of every bug (a merged bug's examples
//! count for the bug it was merged into); the distance to an example is the mean over
//! the cluster's fingerprint groups, as average linkage takes it. A cluster is
//!
//! - **known** when an example would have joined it in clustering: the same
//!   signature, and either the same compiler message and culprit (when messages merge)
//!   or a mean distance without the signature of at most `--merge-distance`;
//! - **maybe known** when it is not known but has the same signature at a mean distance
//!   without it of at most [`MAYBE_DISTANCE`] (another signature is never near: on
//!   unreduced Csmith programs, whose boilerplate makes every two programs close, it
//!   made a cause with another message "maybe" every known bug of its compiler);
//! - **new** otherwise.
//!
//! A known cluster of a bug fixed in version V that fails on a compiler of the same
//! family at version V or later is a **regression**.
//!
//! Reports put new clusters (and regressions) first, then maybe-known ones, then known
//! ones, and those of bugs marked wontfix, invalid or ignore last ([`reorder`]).

use crate::oracle::Signature;
use crate::size::Size;
use crate::toolchain::Family;
use crate::triage::known_bugs::db::{version_numbers, Bug, BugStatus, Db, Example};
use crate::triage::similarity::cluster::{Cluster, Clustering, SAME_CRASH_OTHER_VERSION};
use crate::triage::similarity::groups::{group, Item};
use crate::triage::similarity::model::Model;
use serde::Serialize;
use std::collections::BTreeMap;

/// The largest mean failure distance (without the signature) at which a cluster with
/// a known bug's signature that is not near enough to be known is reported as "maybe
/// known", with the candidates: 1.5 times the default `--merge-distance`.
pub const MAYBE_DISTANCE: f64 = 0.45;

/// What matching says of a cluster.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Class {
    /// Matches no known bug.
    New,
    /// Near a known bug, not near enough.
    MaybeKnown,
    /// A known bug.
    Known,
}

impl Class {
    /// In words.
    pub fn name(self) -> &'static str {
        match self {
            Class::New => "new",
            Class::MaybeKnown => "maybe known",
            Class::Known => "known",
        }
    }
}

/// A bug a cluster matched or nearly matched.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Candidate {
    /// The bug's id.
    pub id: String,
    /// Its title.
    pub title: String,
    /// Its tracker URL.
    pub url: Option<String>,
    /// Its status.
    pub status: BugStatus,
    /// For fixed bugs, the first fixed version.
    pub fixed_in: Option<String>,
    /// The mean distance without the signature to its nearest example, rounded to 4
    /// decimals.
    pub distance: f64,
    /// The features on which the cluster's representative and that example agree.
    pub agreed: Vec<String>,
    /// The example's failure and the campaign it came from.
    pub example: String,
}

/// The match of one cluster.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Known {
    /// New, maybe known or known.
    pub class: Class,
    /// Known: the bug.
    pub bug: Option<Candidate>,
    /// How it matched: `same-message` or `close-features`.
    pub how: Option<String>,
    /// Maybe known: the nearest bugs; known: other bugs that also came near.
    pub candidates: Vec<Candidate>,
    /// A known bug marked fixed that fails here on its fixed version or later.
    pub regression: Option<String>,
}

impl Known {
    /// The order of reports: new and regressions, maybe known, known, then the
    /// statuses that sink.
    pub fn tier(&self) -> u8 {
        if self.regression.is_some() {
            return 0;
        }
        match (self.class, &self.bug) {
            (Class::New, _) => 0,
            (Class::MaybeKnown, _) => 1,
            (Class::Known, Some(b)) if b.status.sinks() => 3,
            (Class::Known, _) => 2,
        }
    }
}

/// Match `clusters` (made of `items`) against `db`. `compilers` gives each cluster's
/// failing compiler's `--version` line where known (for regressions).
pub fn match_clusters(
    items: Vec<Item>,
    clusters: &[Cluster],
    db: &Db,
    clustering: &Clustering,
    compilers: &BTreeMap<String, String>,
) -> BTreeMap<String, Known> {
    let mut all = items;
    let mut owner: BTreeMap<String, (&Bug, String)> = BTreeMap::new();
    for bug in db.bugs.values() {
        for (k, (from, e)) in bug.all_examples().into_iter().enumerate() {
            let key = format!("bug:{}:{k}", bug.id);
            all.push(example_item(&key, e));
            let origin = if from == bug.id {
                format!("{} of {}", e.failure, e.campaign)
            } else {
                format!("{} of {} (merged from {from})", e.failure, e.campaign)
            };
            owner.insert(key, (bug, origin));
        }
    }
    let groups = group(all);
    let model = Model::new(&groups);
    let mut at: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, g) in groups.iter().enumerate() {
        for m in &g.members {
            at.insert(m.id.as_str(), i);
        }
    }
    let examples: Vec<(usize, &Bug, &str)> = owner
        .iter()
        .filter_map(|(k, (bug, origin))| Some((*at.get(k.as_str())?, *bug, origin.as_str())))
        .collect();

    let mut out = BTreeMap::new();
    for c in clusters {
        let mut gs: Vec<usize> = c
            .members
            .iter()
            .filter_map(|m| at.get(m.as_str()).copied())
            .collect();
        gs.sort();
        gs.dedup();
        let Some(&rep) = at.get(c.representative.as_str()) else {
            continue;
        };
        // The signatures a known example may agree with: the representative's, and in a
        // cluster the version check joined, each version's (an example of clang++-16
        // is known in a cluster whose representative crashed clang++-14).
        let versions = c
            .merge_reasons
            .iter()
            .any(|m| m.kind == SAME_CRASH_OTHER_VERSION);
        let mut signed: Vec<usize> = vec![rep];
        if versions {
            signed.extend(gs.iter().copied().filter(|&g| g != rep));
        }
        // Per bug: the best known example, else the best maybe-known one.
        let mut best: BTreeMap<&str, (Class, f64, Candidate, &'static str)> = BTreeMap::new();
        for &(e, bug, origin) in &examples {
            let n = gs.len().max(1) as f64;
            let mut within = 0.0;
            for &g in &gs {
                within += model.breakdown(&groups, g, e).within();
            }
            let within = within / n;
            let sb = &groups[e].features.signature;
            let agreeing = signed.iter().copied().find(|&g| {
                matches!((&groups[g].features.signature, sb), (Some(a), Some(b)) if a.agrees_with(b))
            });
            let at_g = agreeing.unwrap_or(rep);
            let sa = &groups[at_g].features.signature;
            // One failure; or one but for the line of gcc's source its internal error
            // names and its stack: another assertion of one function, another way into
            // it, or the same one in another build of gcc. That alone never attaches:
            // at most maybe-known.
            let (same_sig, other_line) = match (sa, sb) {
                _ if agreeing.is_some() => (true, false),
                (Some(a), Some(b)) => (false, a.without_ice_place() == b.without_ice_place()),
                _ => (false, false),
            };
            let by_message = same_sig
                && clustering.message_merge
                && sa.as_ref().is_some_and(Signature::is_specific)
                && groups[at_g].first().culprit == groups[e].first().culprit;
            let (class, distance, how) = if by_message {
                (Class::Known, within, "same-message")
            } else if same_sig && within <= clustering.merge_distance {
                (Class::Known, within, "close-features")
            } else if (same_sig || other_line) && within <= MAYBE_DISTANCE {
                (Class::MaybeKnown, within, "")
            } else {
                continue;
            };
            let agreed = model
                .breakdown(&groups, rep, e)
                .agreed(&groups[rep].features);
            let cand = Candidate {
                id: bug.id.clone(),
                title: bug.title.clone(),
                url: bug.url.clone(),
                status: bug.status,
                fixed_in: bug.fixed_in.clone(),
                distance: (distance * 1e4).round() / 1e4,
                agreed,
                example: origin.to_string(),
            };
            let better = |old: &(Class, f64, Candidate, &str)| {
                (std::cmp::Reverse(class), distance) < (std::cmp::Reverse(old.0), old.1)
            };
            if best.get(bug.id.as_str()).is_none_or(better) {
                best.insert(bug.id.as_str(), (class, distance, cand, how));
            }
        }
        let mut ranked: Vec<(Class, f64, Candidate, &str)> = best.into_values().collect();
        ranked.sort_by(|a, b| {
            (std::cmp::Reverse(a.0), a.1, &a.2.id)
                .partial_cmp(&(std::cmp::Reverse(b.0), b.1, &b.2.id))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        let known = match ranked.first() {
            Some((Class::Known, ..)) => {
                let (_, _, bug, how) = ranked.remove(0);
                let regression = regression(&bug, compilers.get(&c.id).map(String::as_str));
                Known {
                    class: Class::Known,
                    bug: Some(bug),
                    how: Some(how.to_string()),
                    candidates: ranked.into_iter().take(5).map(|r| r.2).collect(),
                    regression,
                }
            }
            Some(_) => Known {
                class: Class::MaybeKnown,
                bug: None,
                how: None,
                candidates: ranked.into_iter().take(5).map(|r| r.2).collect(),
                regression: None,
            },
            None => Known {
                class: Class::New,
                bug: None,
                how: None,
                candidates: Vec::new(),
                regression: None,
            },
        };
        out.insert(c.id.clone(), known);
    }
    out
}

/// A known bug's example as an item to group and compare, named `key`.
fn example_item(key: &str, e: &Example) -> Item {
    let shape: Vec<String> = e
        .features
        .shape
        .split(' ')
        .filter(|t| !t.is_empty())
        .map(String::from)
        .collect();
    Item {
        id: key.to_string(),
        fingerprint: key.to_string(),
        signature: e.signature.clone(),
        culprit: e.culprit.clone(),
        level: e.level.clone(),
        versions: e.versions.clone(),
        skeleton: Vec::new(),
        shape,
        profile: e.profile.clone(),
        size: Size::of(&e.program),
        text_hash: crate::triage::failure::record::hash(&e.program),
        cut_short: false,
    }
}

/// Match one example (a cluster's representative about to be recorded as a bug)
/// against `db`, as a triage's `--known` matches a cluster.
pub fn match_example(e: &Example, db: &Db, clustering: &Clustering) -> Known {
    let id = "example";
    let cluster = Cluster {
        id: id.into(),
        members: vec![id.into()],
        representative: id.into(),
        signature: e.signature.clone(),
        culprit: e.culprit.clone(),
        merge_reasons: Vec::new(),
        cross_check: None,
    };
    match_clusters(
        vec![example_item(id, e)],
        &[cluster],
        db,
        clustering,
        &BTreeMap::new(),
    )
    .remove(id)
    .unwrap_or(Known {
        class: Class::New,
        bug: None,
        how: None,
        candidates: Vec::new(),
        regression: None,
    })
}

/// Likely duplicates among the known bugs: for each bug, the other bugs that one of
/// its examples matches as known ([`match_example`] against the rest of `db`).
pub fn duplicates(db: &Db, clustering: &Clustering) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for bug in db.bugs.values() {
        let mut rest = db.clone();
        rest.bugs.remove(&bug.id);
        for (_, e) in bug.all_examples() {
            let m = match_example(e, &rest, clustering);
            if let (Class::Known, Some(other)) = (m.class, m.bug) {
                for (a, b) in [(&bug.id, &other.id), (&other.id, &bug.id)] {
                    let list = out.entry(a.clone()).or_default();
                    if !list.contains(b) {
                        list.push(b.clone());
                        list.sort();
                    }
                }
            }
        }
    }
    out
}

/// Why a known match of `bug` is a regression on a compiler that prints `version`, or
/// `None`.
fn regression(bug: &Candidate, version: Option<&str>) -> Option<String> {
    if bug.status != BugStatus::Fixed {
        return None;
    }
    let (fixed, here) = (bug.fixed_in.as_deref()?, version?);
    if Family::from_version(fixed) != Family::from_version(here) {
        return None;
    }
    let (f, h) = (version_numbers(fixed)?, version_numbers(here)?);
    (h >= f).then(|| {
        format!(
            "bug {} was fixed in `{fixed}`, and this cluster fails on `{here}`",
            bug.id
        )
    })
}

/// The ranking with clusters by tier ([`Known::tier`]), the order within a tier kept.
pub fn reorder(
    ranking: Vec<String>,
    clusters: &[Cluster],
    known: &BTreeMap<String, Known>,
) -> Vec<String> {
    let tier_of: BTreeMap<&str, u8> = clusters
        .iter()
        .flat_map(|c| {
            let t = known.get(&c.id).map_or(0, Known::tier);
            c.members.iter().map(move |m| (m.as_str(), t))
        })
        .collect();
    let mut v: Vec<(u8, usize, String)> = ranking
        .into_iter()
        .enumerate()
        .map(|(i, id)| (tier_of.get(id.as_str()).copied().unwrap_or(0), i, id))
        .collect();
    v.sort();
    v.into_iter().map(|(_, _, id)| id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triage::known_bugs::db::{features_of, Example};
    use crate::triage::similarity::groups::test_item;

    fn cluster(id: &str, members: &[&str]) -> Cluster {
        Cluster {
            id: id.into(),
            members: members.iter().map(|s| s.to_string()).collect(),
            representative: members[0].into(),
            signature: None,
            culprit: None,
            merge_reasons: Vec::new(),
            cross_check: None,
        }
    }

    fn bug(id: &str, sig: &str, program: &str, status: BugStatus, fixed: Option<&str>) -> Bug {
        let it = test_item("x", sig, program);
        Bug {
            id: id.into(),
            title: id.into(),
            url: None,
            status,
            fixed_in: fixed.map(String::from),
            examples: vec![Example {
                campaign: "c0".into(),
                cluster: "c-x".into(),
                failure: "x".into(),
                oracle: None,
                signature: it.signature,
                culprit: None,
                level: None,
                versions: None,
                profile: None,
                compiler_version: None,
                program: program.into(),
                features: features_of(program),
            }],
            campaigns: Vec::new(),
            merged: Vec::new(),
        }
    }

    const P1: &str = "int a, b; int main(void) { a = b << 3; return a; }";
    const P1B: &str = "int x, y; int main(void) { x = y << 5; return x; }";
    const P2: &str = "struct s { char c; double d; } v; void f(struct s p) { v = p; } int main(void) { f(v); return 0; }";

    fn db(bugs: Vec<Bug>) -> Db {
        Db {
            root: "db".into(),
            bugs: bugs.into_iter().map(|b| (b.id.clone(), b)).collect(),
            recomputed: 0,
            shared_keys: BTreeMap::new(),
        }
    }

    #[test]
    fn a_cluster_is_known_maybe_known_or_new() {
        let items = vec![
            test_item("f1", "NG", P1B),
            test_item("f2", "NG", P2),
            test_item("f3", "other", P1B),
            test_item("f4", "other", P2),
        ];
        let clusters = [
            cluster("c1", &["f1"]),
            cluster("c2", &["f2"]),
            cluster("c3", &["f3"]),
            cluster("c4", &["f4"]),
        ];
        let d = db(vec![bug("shift", "NG", P1, BugStatus::Open, None)]);
        let m = match_clusters(
            items,
            &clusters,
            &d,
            &Clustering::default(),
            &BTreeMap::new(),
        );
        assert_eq!(m["c1"].class, Class::Known, "{:?}", m["c1"]);
        assert_eq!(m["c1"].bug.as_ref().unwrap().id, "shift");
        // Same signature, a program 0.41 apart: maybe, with the candidate.
        assert_eq!(m["c2"].class, Class::MaybeKnown, "{:?}", m["c2"]);
        assert_eq!(m["c2"].candidates[0].id, "shift");
        // Another signature: new, the same program or not.
        assert_eq!(m["c3"].class, Class::New, "{:?}", m["c3"]);
        assert_eq!(m["c4"].class, Class::New, "{:?}", m["c4"]);
    }

    /// A known bug seen on clang++-16 is known in a cluster the version check joined
    /// under a clang++-14 representative; without that merge, clang++-14's crash alone
    /// is another signature: new.
    #[test]
    fn a_cluster_of_several_versions_is_known_by_any_version_s_example() {
        let dump = |compiler: &str| Signature::Crash {
            compiler: compiler.into(),
            failure: crate::oracle::signature::CompileFailure::StackDump {
                message: String::new(),
                frames: vec!["clang::Sema::SubstParmVarDecl".into()],
                pass: String::new(),
            },
        };
        let item = |id: &str, compiler: &str| {
            let mut it = test_item(id, "x", P1B);
            it.signature = Some(dump(compiler));
            it.fingerprint = format!("{}{id}", it.fingerprint);
            it
        };
        let items = || vec![item("f14", "clang++-14"), item("f16", "clang++-16")];
        let mut b = bug("subst", "x", P1B, BugStatus::Open, None);
        b.examples[0].signature = Some(dump("clang++-16"));
        let d = db(vec![b]);
        let mut joined = cluster("c1", &["f14", "f16"]);
        joined
            .merge_reasons
            .push(crate::triage::similarity::cluster::MergeReason {
                kind: SAME_CRASH_OTHER_VERSION.into(),
                distance: 0.0,
                members: vec!["f14".into()],
                with: vec!["f16".into()],
                explanation: String::new(),
            });
        let m = match_clusters(
            items(),
            &[joined],
            &d,
            &Clustering::default(),
            &BTreeMap::new(),
        );
        assert_eq!(m["c1"].class, Class::Known, "{:?}", m["c1"]);
        let alone = cluster("c1", &["f14"]);
        let m = match_clusters(
            items(),
            &[alone],
            &d,
            &Clustering::default(),
            &BTreeMap::new(),
        );
        assert_eq!(m["c1"].class, Class::New, "{:?}", m["c1"]);
    }

    /// g++'s `in tsubst_copy, at cp/pt.cc:LINE` (0: a signature recorded without it).
    fn ice(line: u32) -> Signature {
        Signature::Crash {
            compiler: "g++-12".into(),
            failure: crate::oracle::signature::CompileFailure::Ice {
                message: "in tsubst_copy, at cp/pt.cc:N".into(),
                pass: String::new(),
                line,
                site: String::new(),
            },
        }
    }

    #[test]
    fn an_ice_at_another_line_of_gcc_is_at_most_maybe_known() {
        let item = |id: &str, line: u32| {
            let mut it = test_item(id, "x", P1B);
            it.signature = Some(ice(line));
            it.fingerprint = crate::triage::similarity::fingerprint::Fingerprint::new(
                it.signature.as_ref(),
                None,
                &crate::triage::similarity::skeleton::Skeleton::of(P1B),
            )
            .hash;
            it
        };
        let items = vec![item("f1", 17004), item("f2", 17231)];
        let clusters = [cluster("c1", &["f1"]), cluster("c2", &["f2"])];
        let known_at = |line: u32| {
            let mut b = bug("tsubst", "x", P1, BugStatus::Open, None);
            b.examples[0].signature = Some(ice(line));
            db(vec![b])
        };
        let m = match_clusters(
            items.clone(),
            &clusters,
            &known_at(17004),
            &Clustering::default(),
            &BTreeMap::new(),
        );
        assert_eq!(m["c1"].class, Class::Known, "{:?}", m["c1"]);
        // Another assertion of the function (or another build of gcc): a candidate,
        // never an attachment.
        assert_eq!(m["c2"].class, Class::MaybeKnown, "{:?}", m["c2"]);
        assert_eq!(m["c2"].candidates[0].id, "tsubst");
        // A bug recorded before lines were kept matches either, as it did then.
        let m = match_clusters(
            items,
            &clusters,
            &known_at(0),
            &Clustering::default(),
            &BTreeMap::new(),
        );
        assert_eq!(m["c1"].class, Class::Known, "{:?}", m["c1"]);
        assert_eq!(m["c2"].class, Class::Known, "{:?}", m["c2"]);
    }

    #[test]
    fn a_fixed_bug_failing_on_a_later_version_is_a_regression_and_ranks_first() {
        let items = vec![test_item("f1", "NG", P1B), test_item("f2", "NG", P2)];
        // f2 is agg's own program: known, and agg is ignored.
        let clusters = [cluster("c1", &["f1"]), cluster("c2", &["f2"])];
        let d = db(vec![
            bug(
                "shift",
                "NG",
                P1,
                BugStatus::Fixed,
                Some("clang version 15.0.6"),
            ),
            bug("agg", "NG", P2, BugStatus::Ignore, None),
        ]);
        let at = |v: &str| {
            let compilers = BTreeMap::from([("c1".to_string(), v.to_string())]);
            match_clusters(
                items.clone(),
                &clusters,
                &d,
                &Clustering::default(),
                &compilers,
            )
        };
        let m = at("Debian clang version 16.0.6 (15~deb12u1)");
        assert!(m["c1"].regression.is_some(), "{:?}", m["c1"]);
        assert!(at("Debian clang version 14.0.6")
            .get("c1")
            .unwrap()
            .regression
            .is_none());
        assert!(at("gcc (Debian 12.2.0-14) 16.1.0")["c1"]
            .regression
            .is_none());
        // c2 is of an ignored bug: it sinks below c1 whatever the ranking said.
        let order = reorder(vec!["f2".into(), "f1".into()], &clusters, &m);
        assert_eq!(order, ["f1", "f2"]);
    }
}
