//! Clusters: which failures are one bug.
//!
//! 1. Failures with the same fingerprint go together (a [`Group`]).
//! 2. Groups whose signature is a compiler message (an internal error, an assertion, an
//!    error line: [`Signature::is_specific`]) merge when message and culprit are equal:
//!    on programs of a few tokens the skeleton cannot tell more than the compiler's own
//!    words (`--no-message-merge` turns this off).
//! 3. Other groups whose signatures and culprits are equal and whose skeletons use the same
//!    constructs (keywords, operators, literal kinds: [`super::groups::constructs`])
//!    merge when their skeletons are close: pairs of groups are taken in order of
//!    skeleton distance (ties by their preferred members), and two clusters merge only
//!    if *every* pair of their groups is within `--merge-distance` (complete linkage: no
//!    chains of small steps between far-apart programs). Over-merging hides a bug, so a
//!    cluster never grows by a program far from any of its members, or by one that uses
//!    an operator or a type its members do not.
//!
//! A cluster's id comes from its content (its representative's fingerprint), its
//! representative is its smallest program (ties by the program's hash), and each merge
//! records why and at which distance.

use super::groups::Group;
use crate::oracle::Signature;
use serde::Serialize;
use std::collections::BTreeMap;

/// The default `--merge-distance`: skeletons at most this far apart (share of tokens not
/// in a longest common subsequence) merge when signature and culprit agree.
pub const DEFAULT_MERGE_DISTANCE: f64 = 0.2;

/// How clustering merges, as asked on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct Clustering {
    /// The largest skeleton distance of a merge (`--merge-distance`).
    pub merge_distance: f64,
    /// Equal compiler messages merge without comparing skeletons (off with
    /// `--no-message-merge`).
    pub message_merge: bool,
}

impl Default for Clustering {
    fn default() -> Clustering {
        Clustering {
            merge_distance: DEFAULT_MERGE_DISTANCE,
            message_merge: true,
        }
    }
}

/// Why failures ended up together.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MergeReason {
    /// `same-fingerprint` or `close-skeletons`.
    pub kind: String,
    /// The skeleton distance at which the two sides were joined (0 for equal
    /// fingerprints; for a merge, the largest distance between the two sides' groups).
    pub distance: f64,
    /// One side's failures.
    pub members: Vec<String>,
    /// The other side's failures.
    pub with: Vec<String>,
    /// The reason in words.
    pub explanation: String,
}

/// One bug, as far as triage can tell.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Cluster {
    /// `c-` and the first 12 hex digits of the representative's fingerprint.
    pub id: String,
    /// Failure ids, sorted.
    pub members: Vec<String>,
    /// The failure with the smallest program.
    pub representative: String,
    /// The members' signature.
    pub signature: Option<Signature>,
    /// The members' culprit.
    pub culprit: Option<Vec<String>>,
    /// How the members came together.
    pub merge_reasons: Vec<MergeReason>,
}

/// Cluster `groups` (from [`super::groups::group`]) with `threshold` as the largest
/// skeleton distance of a merge. Clusters come out ordered by their representative.
pub fn cluster(groups: &[Group], threshold: f64, trust_messages: bool) -> Vec<Cluster> {
    // Union of groups, complete linkage: set[i] = the cluster group i is in.
    let n = groups.len();
    let mut set: Vec<usize> = (0..n).collect();
    let mut sets: Vec<Vec<usize>> = (0..n).map(|i| vec![i]).collect();
    let mut reasons: Vec<Vec<MergeReason>> = vec![Vec::new(); n];

    // Buckets of equal signature and culprit (and constructs, unless the signature is a
    // compiler message and messages are trusted): only these may merge.
    let mut buckets: BTreeMap<String, (bool, Vec<usize>)> = BTreeMap::new();
    for (i, g) in groups.iter().enumerate() {
        let sig = &g.first().signature;
        let by_message = trust_messages && sig.as_ref().is_some_and(Signature::is_specific);
        let constructs = (!by_message).then_some(&g.constructs);
        let key = serde_json::to_string(&(sig, &g.first().culprit, constructs)).unwrap_or_default();
        buckets
            .entry(key)
            .or_insert((by_message, Vec::new()))
            .1
            .push(i);
    }
    for (by_message, bucket) in buckets.values() {
        if bucket.len() < 2 {
            continue;
        }
        let threshold = if *by_message { 1.0 } else { threshold };
        let mut dist: BTreeMap<(usize, usize), f64> = BTreeMap::new();
        let mut close: Vec<(f64, usize, usize)> = Vec::new();
        for (x, &i) in bucket.iter().enumerate() {
            for &j in &bucket[x + 1..] {
                let d = groups[i].profile.distance(&groups[j].profile);
                dist.insert((i, j), d);
                if d <= threshold {
                    close.push((d, i, j));
                }
            }
        }
        // Groups are ordered by preferred member, so (d, i, j) is a content order.
        close.sort_by(|a, b| a.0.total_cmp(&b.0).then((a.1, a.2).cmp(&(b.1, b.2))));
        let d = |a: usize, b: usize| dist[&(a.min(b), a.max(b))];
        for (_, i, j) in close {
            let (si, sj) = (set[i], set[j]);
            if si == sj {
                continue;
            }
            let linkage = sets[si]
                .iter()
                .flat_map(|&a| sets[sj].iter().map(move |&b| (a, b)))
                .map(|(a, b)| d(a, b))
                .fold(0.0, f64::max);
            if linkage > threshold {
                continue;
            }
            let (keep, gone) = (si.min(sj), si.max(sj));
            let names = |s: &[usize]| -> Vec<String> {
                let mut v: Vec<String> = s
                    .iter()
                    .flat_map(|&g| groups[g].members.iter().map(|m| m.id.clone()))
                    .collect();
                v.sort();
                v
            };
            let reason = if *by_message {
                MergeReason {
                    kind: "same-message".into(),
                    distance: round(linkage),
                    members: names(&sets[keep]),
                    with: names(&sets[gone]),
                    explanation:
                        "the same compiler message (normalized) and culprit; skeletons not compared"
                            .into(),
                }
            } else {
                MergeReason {
                    kind: "close-skeletons".into(),
                    distance: round(linkage),
                    members: names(&sets[keep]),
                    with: names(&sets[gone]),
                    explanation: format!(
                        "same signature, culprit and constructs; every pair of skeletons at most {:.3} apart (threshold {threshold})",
                        linkage
                    ),
                }
            };
            let moved = std::mem::take(&mut sets[gone]);
            for &g in &moved {
                set[g] = keep;
            }
            sets[keep].extend(moved);
            let mut r = std::mem::take(&mut reasons[gone]);
            reasons[keep].append(&mut r);
            reasons[keep].push(reason);
        }
    }

    let mut out: Vec<Cluster> = Vec::new();
    for (s, members) in sets.iter().enumerate() {
        if members.is_empty() {
            continue;
        }
        let mut items: Vec<_> = members
            .iter()
            .flat_map(|&g| groups[g].members.iter())
            .collect();
        items.sort_by(|a, b| a.key().cmp(&b.key()));
        let rep = items[0];
        let mut merge_reasons: Vec<MergeReason> = members
            .iter()
            .filter(|&&g| groups[g].members.len() > 1)
            .map(|&g| {
                let ids: Vec<String> = groups[g].members.iter().map(|m| m.id.clone()).collect();
                MergeReason {
                    kind: "same-fingerprint".into(),
                    distance: 0.0,
                    members: vec![ids[0].clone()],
                    with: ids[1..].to_vec(),
                    explanation: format!(
                        "equal fingerprints {}: same signature, culprit and skeleton",
                        &groups[g].fingerprint[..12]
                    ),
                }
            })
            .collect();
        merge_reasons.extend(reasons[s].iter().cloned());
        let mut ids: Vec<String> = items.iter().map(|m| m.id.clone()).collect();
        ids.sort();
        out.push(Cluster {
            id: format!("c-{}", &rep.fingerprint[..12.min(rep.fingerprint.len())]),
            members: ids,
            representative: rep.id.clone(),
            signature: rep.signature.clone(),
            culprit: rep.culprit.clone(),
            merge_reasons,
        });
    }
    out
}

/// Distances are reported to 4 decimals, so reports do not depend on the last bits of a
/// float's printing.
fn round(d: f64) -> f64 {
    (d * 10_000.0).round() / 10_000.0
}

#[cfg(test)]
mod tests {
    use super::super::groups::{group, test_item as item};
    use super::*;

    #[test]
    fn same_fingerprint_then_close_skeletons_never_across_signatures() {
        let items = vec![
            item("a", "x", "int a; int f(void) { return a + 1; }"),
            item("b", "x", "int b; int g(void) { return b + 7; }"), // renamed a
            item("c", "x", "int a; int f(void) { return a + 1 + a; }"), // two tokens more
            item("f", "x", "int a; int f(void) { return a - 1; }"), // another operator
            item("d", "y", "int a; int f(void) { return a + 1; }"), // other signature
            item(
                "e",
                "x",
                "struct s { char c; } x; void h(struct s y) { x = y; }",
            ),
        ];
        let cl = cluster(&group(items.clone()), DEFAULT_MERGE_DISTANCE, true);
        let members: Vec<Vec<String>> = cl.iter().map(|c| c.members.clone()).collect();
        assert_eq!(members.len(), 4, "{members:?}");
        assert!(members.contains(&vec!["f".into()]));
        assert!(members.contains(&vec!["a".into(), "b".into(), "c".into()]));
        assert!(members.contains(&vec!["d".into()]));
        assert!(members.contains(&vec!["e".into()]));
        let abc = cl.iter().find(|c| c.members.len() == 3).unwrap();
        let kinds: Vec<&str> = abc.merge_reasons.iter().map(|r| r.kind.as_str()).collect();
        assert_eq!(kinds, ["same-fingerprint", "close-skeletons"]);
        assert!(abc.merge_reasons[1].distance > 0.0);
        // A threshold of 0 keeps near copies apart; the id is the content's.
        let strict = cluster(&group(items.clone()), 0.0, true);
        assert_eq!(strict.len(), 5);
        let mut reversed = items;
        reversed.reverse();
        assert_eq!(cluster(&group(reversed), DEFAULT_MERGE_DISTANCE, true), cl);
    }

    #[test]
    fn complete_linkage_refuses_chains() {
        // a ~ b and b ~ c are close, a and c are not: b joins one of them only.
        let items = vec![
            item("a", "x", "int f(void) { return 1 + 2; }"),
            item("b", "x", "int f(void) { return 1 + 2 + 3 + 4; }"),
            item("c", "x", "int f(void) { return 1 + 2 + 3 + 4 + 5 + 6; }"),
        ];
        let groups = group(items);
        let cl = cluster(&groups, 0.15, true);
        assert_eq!(cl.len(), 2, "{cl:?}");
    }
}
