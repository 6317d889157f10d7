//! The order in which a person should inspect failures: furthest-point-first (Chen et
//! al., PLDI 2013) under the failure distance of [`crate::triage::similarity::features`], in two tiers.
//!
//! 1. One failure per cluster, its representative, where the clusters are made at
//!    [`RANK_MERGE_DISTANCE`] (or the reported clusters' threshold, if lower): the first is the smallest program's
//!    cluster (or the failure `--rank-start` names), each next one the representative
//!    furthest from every failure ranked so far. A person who reads the clusters in
//!    this order sees every cluster once before any repeat.
//! 2. Every other distinct program (one per fingerprint), furthest-point-first again,
//!    measured from everything ranked so far: a bug that clustering hid inside another
//!    bug's cluster comes up where its program stands out.
//! 3. Then the duplicates (equal fingerprints, 0 apart), smallest first.
//!
//! Ties go to the smaller program, then its hash: the order depends on content only.

use crate::triage::similarity::cluster::Cluster;
use crate::triage::similarity::groups::Group;
use crate::triage::similarity::model::Distances;
use std::collections::HashMap;

/// The merge distance of the clusters whose representatives make the ranking's first
/// tier, when `--merge-distance` is higher. The ranking is read to see every bug, and a
/// bug merged into another's cluster comes up only in the second tier, so its first tier
/// errs towards distinct clusters. Chosen on BugLens's GCC-4.3.0 programs alone: all 29
/// bugs within 172 programs with first-tier clusters at 0.25, 470 at 0.3.
pub const RANK_MERGE_DISTANCE: f64 = 0.25;

/// Every failure of `groups`, in inspection order; `start` names the first failure (it
/// must be among the groups' members; `None`: the smallest program's cluster first).
pub fn rank(
    groups: &[Group],
    clusters: &[Cluster],
    dist: &Distances,
    start: Option<&str>,
) -> Vec<String> {
    let n = groups.len();
    if n == 0 {
        return Vec::new();
    }
    let group_of: HashMap<&str, usize> = groups
        .iter()
        .enumerate()
        .flat_map(|(g, gr)| gr.members.iter().map(move |m| (m.id.as_str(), g)))
        .collect();
    let start_group = start.and_then(|id| group_of.get(id).copied());
    let start_cluster = start.and_then(|id| {
        clusters
            .iter()
            .position(|c| c.members.iter().any(|m| m == id))
    });
    // Tier 1: the representatives' groups (the start's own group for its cluster).
    let mut reps: Vec<usize> = clusters
        .iter()
        .enumerate()
        .map(|(c, cl)| match (start_cluster, start_group) {
            (Some(sc), Some(sg)) if sc == c => sg,
            _ => group_of[cl.representative.as_str()],
        })
        .collect();
    reps.sort_unstable();
    reps.dedup();
    let first = start_group.unwrap_or(reps[0]);

    let mut taken = vec![false; n];
    let mut nearest = vec![f64::INFINITY; n];
    let mut order: Vec<usize> = Vec::with_capacity(n);
    let mut take = |g: usize, taken: &mut Vec<bool>, nearest: &mut Vec<f64>| {
        taken[g] = true;
        order.push(g);
        for (i, d) in nearest.iter_mut().enumerate() {
            *d = d.min(dist.get(i, g));
        }
    };
    take(first, &mut taken, &mut nearest);
    let rest: Vec<usize> = (0..n).collect();
    for tier in [&reps, &rest] {
        loop {
            // The furthest untaken group of the tier; ties to the lower index.
            let mut best: Option<usize> = None;
            for &g in tier.iter().filter(|&&g| !taken[g]) {
                if best.is_none_or(|b| nearest[g] > nearest[b]) {
                    best = Some(g);
                }
            }
            match best {
                Some(b) => take(b, &mut taken, &mut nearest),
                None => break,
            }
        }
    }
    let mut ids: Vec<String> = order
        .iter()
        .map(|&g| groups[g].first().id.clone())
        .collect();
    // The start failure stands first even when it is not its group's preferred member.
    if let (Some(id), Some(sg)) = (start, start_group) {
        if groups[sg].first().id != id {
            ids[0] = id.to_string();
        }
    }
    let listed: std::collections::HashSet<String> = ids.iter().cloned().collect();
    let mut dups: Vec<_> = groups
        .iter()
        .flat_map(|g| &g.members)
        .filter(|m| !listed.contains(&m.id))
        .collect();
    dups.sort_by(|a, b| a.key().cmp(&b.key()));
    ids.extend(dups.into_iter().map(|m| m.id.clone()));
    ids
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triage::similarity::cluster::cluster;
    use crate::triage::similarity::groups::{group, test_item as item};
    use crate::triage::similarity::model::Model;

    fn ranked(
        items: Vec<crate::triage::similarity::groups::Item>,
        start: Option<&str>,
    ) -> Vec<String> {
        let groups = group(items);
        let model = Model::new(&groups);
        let dist = Distances::new(&groups, &model);
        let clusters = cluster(
            &groups,
            &model,
            &dist,
            0.0,
            true,
            &crate::triage::similarity::cluster::no_cures,
        );
        rank(&groups, &clusters, &dist, start)
    }

    #[test]
    fn every_signature_before_any_repeat_and_duplicates_last() {
        let items = vec![
            item("x1", "x", "int f(void) { return 1; }"),
            item("x2", "x", "int f(void) { return 1 + 2 + 3; }"),
            item("x3", "x", "int g(void) { return 22; }"), // same fingerprint as x1, longer
            item("y1", "y", "int f(void) { return 1 + 2; }"),
            item("z1", "z", "long h(long a) { return a * a; }"),
        ];
        let order = ranked(items.clone(), None);
        assert_eq!(order.len(), 5);
        // Starts from the smallest program; the next ones are the other clusters.
        assert_eq!(order[0], "x1");
        let mut next = order[1..4].to_vec();
        next.sort();
        assert_eq!(next, ["x2", "y1", "z1"]);
        assert_eq!(order[4], "x3");
        let mut shuffled = items.clone();
        shuffled.rotate_left(2);
        assert_eq!(ranked(shuffled, None), order);
        // A given start comes first, then every other cluster.
        let from_z = ranked(items, Some("z1"));
        assert_eq!(from_z[0], "z1");
        assert_eq!(from_z.len(), 5);
        let mut next = from_z[1..4].to_vec();
        next.sort();
        assert_eq!(next, ["x1", "x2", "y1"]);
    }
}
