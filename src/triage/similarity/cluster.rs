//! Clusters: which failures are one bug.
//!
//! 1. Failures with the same fingerprint go together (a [`Group`]).
//! 2. Groups whose signature is a compiler message (an internal error, an assertion, an
//!    error line: [`Signature::is_specific`]) merge when message and culprit are equal:
//!    on programs of a few tokens the skeleton cannot tell more than the compiler's own
//!    words (`--no-message-merge` turns this off).
//! 3. Other groups with equal signatures merge by average linkage (UPGMA) over the
//!    failure distance without its signature component ([`crate::triage::similarity::features::Breakdown::within`]: culprit
//!    level and flags, failing versions, program n-grams): the two closest clusters
//!    merge while their mean pairwise distance is at most `--merge-distance` (ties by
//!    the clusters' preferred members). Over-merging hides a bug, so the default is
//!    strict: failures without a culprit merge only when their programs are close,
//!    failures with one need their culprits and programs to agree.
//!
//! 4. The culprit cross-check ([`crate::triage::failure::crosscheck`]): in a cluster whose
//!    representative has gcc culprit flags, a member whose failure those flags' `-fno-`
//!    forms do not cure is split off into a cluster of its own (its fingerprint group).
//! 5. The version check: clusters of two versions of one compiler (`clang++-14`,
//!    `clang++-16`) whose stack dumps have the same named frames merge when each one's
//!    program crashes the other's compiler so ([`merge_versions`]): one bug that both
//!    versions have, where the signature (which holds the compiler, and offsets in its
//!    build) keeps them apart.
//!
//! A cluster's id comes from its content (its representative's fingerprint), its
//! representative is its smallest program (ties by the program's hash), and each merge
//! records why and at which distance.

use crate::oracle::Signature;
use crate::triage::failure::crosscheck::{checkable_flags, CrossCheck, Question};
use crate::triage::similarity::groups::{Group, Item};
use crate::triage::similarity::model::{Distances, Model};
use serde::Serialize;
use std::collections::BTreeMap;

/// The default `--merge-distance`: clusters with equal signatures whose mean failure
/// distance (without the signature) is at most this merge. Chosen on BugLens's GCC-4.3.0
/// set and the labelled wrong-code campaign (docs/tuning.md, "The failure distance's weights").
pub const DEFAULT_MERGE_DISTANCE: f64 = 0.3;

/// How clustering merges, as asked on the command line.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct Clustering {
    /// The largest mean distance of a merge (`--merge-distance`).
    pub merge_distance: f64,
    /// Equal compiler messages merge without comparing programs (off with
    /// `--no-message-merge`).
    pub message_merge: bool,
    /// The failure the ranking starts from (`--rank-start`; default: the smallest
    /// program's cluster).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rank_start: Option<String>,
}

impl Default for Clustering {
    fn default() -> Clustering {
        Clustering {
            merge_distance: DEFAULT_MERGE_DISTANCE,
            message_merge: true,
            rank_start: None,
        }
    }
}

/// Why failures ended up together.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MergeReason {
    /// `same-fingerprint`, `same-message`, `close-features` or
    /// `same-crash-other-version` ([`SAME_CRASH_OTHER_VERSION`]).
    pub kind: String,
    /// The distance at which the two sides were joined (0 for equal fingerprints; for a
    /// merge, the mean distance between the two sides' groups).
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
    /// The representative's signature: the members' (but for the compiler's version, in
    /// a cluster the version check joined).
    pub signature: Option<Signature>,
    /// The members' culprit.
    pub culprit: Option<Vec<String>>,
    /// How the members came together.
    pub merge_reasons: Vec<MergeReason>,
    /// The culprit cross-check, when the representative has gcc culprit flags and
    /// there are other members.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cross_check: Option<CrossCheck>,
}

/// The cross-check's answers as clustering asks for them: `Some(true)` when `-fno-` of
/// the flags cures the member's failure, `None` when not (yet) known.
pub type Cures<'a> = &'a dyn Fn(&Question) -> Option<bool>;

/// No cross-check answers: every member stays unchecked.
pub fn no_cures(_: &Question) -> Option<bool> {
    None
}

/// Cluster `groups` (from [`crate::triage::similarity::groups::group`], with their [`Model`] and
/// [`Distances`]) with `threshold` as the largest mean distance of a merge. Clusters come
/// out ordered by their representative.
pub fn cluster(
    groups: &[Group],
    model: &Model,
    dist: &Distances,
    threshold: f64,
    trust_messages: bool,
    cures: Cures<'_>,
) -> Vec<Cluster> {
    let n = groups.len();
    // sets[s] = the groups of cluster s (s is its first group); emptied when merged.
    let mut sets: Vec<Vec<usize>> = (0..n).map(|i| vec![i]).collect();
    let mut reasons: Vec<Vec<MergeReason>> = vec![Vec::new(); n];
    let names = |sets: &[Vec<usize>], s: usize| -> Vec<String> {
        let mut v: Vec<String> = sets[s]
            .iter()
            .flat_map(|&g| groups[g].members.iter().map(|m| m.id.clone()))
            .collect();
        v.sort();
        v
    };

    // Buckets of equal signature (and culprit, when the signature is a compiler message
    // and messages are trusted): only these may merge.
    let mut buckets: BTreeMap<String, (bool, Vec<usize>)> = BTreeMap::new();
    for (i, g) in groups.iter().enumerate() {
        let sig = &g.features.signature;
        let by_message = trust_messages && sig.as_ref().is_some_and(Signature::is_specific);
        let culprit = by_message.then_some(&g.first().culprit);
        let key = serde_json::to_string(&(sig, culprit)).unwrap_or_default();
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
        if *by_message {
            let keep = bucket[0];
            for &gone in &bucket[1..] {
                let reason = MergeReason {
                    kind: "same-message".into(),
                    distance: round(dist.within(keep, gone)),
                    members: names(&sets, keep),
                    with: names(&sets, gone),
                    explanation:
                        "the same compiler message (normalized) and culprit; programs not compared"
                            .into(),
                };
                let moved = std::mem::take(&mut sets[gone]);
                sets[keep].extend(moved);
                reasons[keep].push(reason);
            }
            continue;
        }
        // Average linkage over the bucket: avg[x][y] between the clusters whose first
        // groups are bucket[x] and bucket[y], updated by Lance and Williams's formula.
        let m = bucket.len();
        let mut avg = vec![0f64; m * m];
        for x in 0..m {
            for y in x + 1..m {
                let d = dist.within(bucket[x], bucket[y]);
                avg[x * m + y] = d;
                avg[y * m + x] = d;
            }
        }
        let mut alive = vec![true; m];
        let mut size = vec![1f64; m];
        loop {
            // The closest pair; ties by position (groups are in content order).
            let mut best: Option<(f64, usize, usize)> = None;
            for x in (0..m).filter(|&x| alive[x]) {
                for y in (x + 1..m).filter(|&y| alive[y]) {
                    let d = avg[x * m + y];
                    if best.is_none_or(|(b, _, _)| d < b) {
                        best = Some((d, x, y));
                    }
                }
            }
            let Some((d, x, y)) = best.filter(|&(d, _, _)| d <= threshold) else {
                break;
            };
            let (keep, gone) = (bucket[x], bucket[y]);
            let agreed = model
                .breakdown(groups, keep, gone)
                .agreed(&groups[keep].features);
            let reason = MergeReason {
                kind: "close-features".into(),
                distance: round(d),
                members: names(&sets, keep),
                with: names(&sets, gone),
                explanation: format!(
                    "same signature; mean distance {d:.3} (threshold {threshold}); the two sides' first failures agree on: {}",
                    agreed.join(", ")
                ),
            };
            let moved = std::mem::take(&mut sets[gone]);
            sets[keep].extend(moved);
            let mut r = std::mem::take(&mut reasons[gone]);
            reasons[keep].append(&mut r);
            reasons[keep].push(reason);
            for z in (0..m).filter(|&z| alive[z] && z != x && z != y) {
                let v = (size[x] * avg[x * m + z] + size[y] * avg[y * m + z]) / (size[x] + size[y]);
                avg[x * m + z] = v;
                avg[z * m + x] = v;
            }
            size[x] += size[y];
            alive[y] = false;
        }
    }

    // The cross-check splits what the representative's culprit flags do not cure.
    let mut parts: Vec<Part> = Vec::new();
    for (members, reasons) in sets.into_iter().zip(reasons) {
        if members.is_empty() {
            continue;
        }
        let (kept, split, check) = cross_check(groups, &members, cures);
        if split.is_empty() {
            parts.push((kept, reasons, check));
            continue;
        }
        // The kept side's reasons name only its own failures; a reason left without
        // one of its two sides goes. Each group split off stands alone: what joined
        // them was the closeness the check has just put in doubt.
        let kept_ids: Vec<String> = kept
            .iter()
            .flat_map(|&g| groups[g].members.iter().map(|m| m.id.clone()))
            .collect();
        let trim = |v: &[String]| -> Vec<String> {
            v.iter().filter(|m| kept_ids.contains(m)).cloned().collect()
        };
        let kept_reasons = reasons
            .iter()
            .map(|r| MergeReason {
                members: trim(&r.members),
                with: trim(&r.with),
                ..r.clone()
            })
            .filter(|r| !r.members.is_empty() && !r.with.is_empty())
            .collect();
        parts.push((kept, kept_reasons, check));
        for g in split {
            parts.push((vec![g], Vec::new(), None));
        }
    }

    let parts = merge_versions(groups, dist, parts, cures);

    let mut out: Vec<(&Item, Cluster)> = Vec::new();
    for (members, reasons, check) in parts {
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
        merge_reasons.extend(reasons);
        let mut ids: Vec<String> = items.iter().map(|m| m.id.clone()).collect();
        ids.sort();
        out.push((
            rep,
            Cluster {
                id: format!("c-{}", &rep.fingerprint[..12.min(rep.fingerprint.len())]),
                members: ids,
                representative: rep.id.clone(),
                signature: rep.signature.clone(),
                culprit: rep.culprit.clone(),
                merge_reasons,
                cross_check: check,
            },
        ));
    }
    out.sort_by(|a, b| a.0.key().cmp(&b.0.key()));
    out.into_iter().map(|(_, c)| c).collect()
}

/// The merge reason's kind of the version check ([`merge_versions`]).
pub const SAME_CRASH_OTHER_VERSION: &str = "same-crash-other-version";

/// One cluster as it is built: its groups, why they joined, its culprit cross-check.
type Part = (Vec<usize>, Vec<MergeReason>, Option<CrossCheck>);

/// The failure with the smallest program among `part`'s groups: its representative.
fn part_representative<'g>(groups: &'g [Group], part: &Part) -> &'g Item {
    part.0
        .iter()
        .flat_map(|&g| groups[g].members.iter())
        .min_by(|a, b| a.key().cmp(&b.key()))
        .expect("a cluster has members")
}

/// The mean distance between the groups of parts `xs` and those of parts `ys`.
fn mean_distance(dist: &Distances, xs: &[usize], ys: &[usize], parts: &[Part]) -> f64 {
    let groups = |ps: &[usize]| -> Vec<usize> {
        ps.iter()
            .flat_map(|&p| parts[p].0.iter().copied())
            .collect()
    };
    let (gx, gy) = (groups(xs), groups(ys));
    let sum: f64 = gx
        .iter()
        .flat_map(|&x| gy.iter().map(move |&y| (x, y)))
        .map(|(x, y)| dist.within(x, y))
        .sum();
    sum / (gx.len() * gy.len()).max(1) as f64
}

/// The member ids of `parts`, sorted.
fn part_ids(groups: &[Group], parts: &[&Part]) -> Vec<String> {
    let mut ids: Vec<String> = parts
        .iter()
        .flat_map(|p| p.0.iter())
        .flat_map(|&g| groups[g].members.iter().map(|m| m.id.clone()))
        .collect();
    ids.sort();
    ids
}

/// Clusters of two versions of one compiler whose crash states are the same as every
/// version reads them ([`Signature::version_free`]: the named frames of a stack dump)
/// merge when each one's representative program crashes the other's compiler so
/// (asked as [`Question::version`] through `ask`; no answer, no merge): one bug that both
/// versions have. Named frames alone are not enough: on the clang part of the GCC and
/// Clang campaign, two bugs of clang 14 and 16 crash in `llvm::Type::isIntegerTy` below
/// `ConvertTypeForMem`, and neither version crashes on the other's program. Two
/// clusters of one compiler never end in one (what split them holds within a version),
/// and a cluster with a culprit cross-check stays as it is. Pairs are taken smallest
/// representative first, so the result is the same for any order of the answers.
fn merge_versions(
    groups: &[Group],
    dist: &Distances,
    parts: Vec<Part>,
    ask: Cures<'_>,
) -> Vec<Part> {
    let reps: Vec<&Item> = parts
        .iter()
        .map(|p| part_representative(groups, p))
        .collect();
    let mut by_state: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, p) in parts.iter().enumerate() {
        let Some(state) = reps[i].signature.as_ref().and_then(Signature::version_free) else {
            continue;
        };
        if p.2.is_none() {
            let key = serde_json::to_string(&state).unwrap_or_default();
            by_state.entry(key).or_default().push(i);
        }
    }
    // root[i]: the part that part i joined (itself when none); compilers[r]: those of
    // the parts that joined r.
    let mut root: Vec<usize> = (0..parts.len()).collect();
    let mut compilers: Vec<std::collections::BTreeSet<String>> = reps
        .iter()
        .map(|r| {
            r.signature
                .as_ref()
                .and_then(Signature::compiler_name)
                .into_iter()
                .collect()
        })
        .collect();
    let mut added: Vec<Vec<MergeReason>> = vec![Vec::new(); parts.len()];
    let find = |root: &[usize], mut i: usize| {
        while root[i] != i {
            i = root[i];
        }
        i
    };
    for list in by_state.values_mut() {
        // The smallest program first, as clusters are ordered.
        list.sort_by(|&a, &b| reps[a].key().cmp(&reps[b].key()));
        for (k, &a) in list.iter().enumerate() {
            for &b in &list[k + 1..] {
                let (ra, rb) = (find(&root, a), find(&root, b));
                if ra == rb || !compilers[ra].is_disjoint(&compilers[rb]) {
                    continue;
                }
                // Every cluster of one side with every one of the other, both ways: a
                // version joins what all the others crash alike on. All are asked, so
                // that they are open questions at once.
                let side = |r: usize| -> Vec<usize> {
                    (0..parts.len()).filter(|&i| find(&root, i) == r).collect()
                };
                let mut agree = true;
                for &i in &side(ra) {
                    for &j in &side(rb) {
                        let (x, y) = (reps[i], reps[j]);
                        let there = ask(&Question::version(&x.id, &x.text_hash, &y.id));
                        let back = ask(&Question::version(&y.id, &y.text_hash, &x.id));
                        agree &= there == Some(true) && back == Some(true);
                    }
                }
                if !agree {
                    continue;
                }
                let (x, y) = (reps[a], reps[b]);
                let ids = |r: usize| -> Vec<String> {
                    let side: Vec<&Part> = side(r).into_iter().map(|i| &parts[i]).collect();
                    part_ids(groups, &side)
                };
                let name = |r: &Item| {
                    r.signature
                        .as_ref()
                        .and_then(Signature::compiler_name)
                        .unwrap_or_default()
                };
                let reason = MergeReason {
                    kind: SAME_CRASH_OTHER_VERSION.into(),
                    distance: round(mean_distance(dist, &side(ra), &side(rb), &parts)),
                    members: ids(ra),
                    with: ids(rb),
                    explanation: format!(
                        "the same crash state in `{}` and `{}` (its named frames); each one's program crashes the other compiler so",
                        name(x),
                        name(y)
                    ),
                };
                root[rb] = ra;
                let moved = std::mem::take(&mut compilers[rb]);
                compilers[ra].extend(moved);
                let mut r = std::mem::take(&mut added[rb]);
                added[ra].append(&mut r);
                added[ra].push(reason);
            }
        }
    }
    let roots: Vec<usize> = (0..parts.len()).map(|i| find(&root, i)).collect();
    let mut joined: Vec<Option<Part>> = vec![None; parts.len()];
    for (i, part) in parts.into_iter().enumerate() {
        match &mut joined[roots[i]] {
            None => joined[roots[i]] = Some(part),
            Some(into) => {
                into.0.extend(part.0);
                into.1.extend(part.1);
            }
        }
    }
    joined
        .into_iter()
        .zip(added)
        .filter_map(|(part, mut reasons)| {
            let mut part = part?;
            part.1.append(&mut reasons);
            Some(part)
        })
        .collect()
}

/// Check the groups `members` of one cluster against its representative's culprit
/// flags: (groups kept, groups split off, what was found). Groups whose culprit equals
/// the representative's are cured by their own culprit search's finding; the others are
/// asked.
fn cross_check(
    groups: &[Group],
    members: &[usize],
    cures: Cures<'_>,
) -> (Vec<usize>, Vec<usize>, Option<CrossCheck>) {
    let first = |g: usize| -> &Item { groups[g].first() };
    let rep = *members
        .iter()
        .min_by(|&&a, &&b| first(a).key().cmp(&first(b).key()))
        .expect("a cluster has members");
    let flags = match checkable_flags(first(rep).culprit.as_ref()) {
        Some(f) if members.len() > 1 => f,
        _ => return (members.to_vec(), Vec::new(), None),
    };
    let mut check = CrossCheck {
        flags: flags.clone(),
        cured: Vec::new(),
        split_off: Vec::new(),
        unchecked: Vec::new(),
    };
    let (mut kept, mut split) = (Vec::new(), Vec::new());
    for &g in members {
        let ids = groups[g].members.iter().map(|m| m.id.clone());
        let answer = if g == rep || first(g).culprit == first(rep).culprit {
            Some(true)
        } else {
            cures(&Question {
                member: first(g).id.clone(),
                program: first(g).text_hash.clone(),
                flags: flags.clone(),
                under: None,
            })
        };
        match answer {
            Some(true) => {
                kept.push(g);
                check.cured.extend(ids);
            }
            Some(false) => {
                split.push(g);
                check.split_off.extend(ids);
            }
            None => {
                kept.push(g);
                check.unchecked.extend(ids);
            }
        }
    }
    for v in [&mut check.cured, &mut check.split_off, &mut check.unchecked] {
        v.sort();
    }
    (kept, split, Some(check))
}

/// Distances are reported to 4 decimals, so reports do not depend on the last bits of a
/// float's printing.
fn round(d: f64) -> f64 {
    (d * 10_000.0).round() / 10_000.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triage::similarity::groups::{group, test_item as item, Item};

    fn clusters(items: Vec<Item>, threshold: f64) -> Vec<Cluster> {
        let groups = group(items);
        let model = Model::new(&groups);
        let dist = Distances::new(&groups, &model);
        cluster(&groups, &model, &dist, threshold, true, &no_cures)
    }

    /// The one cluster of two members.
    fn pair(cl: &[Cluster]) -> &Cluster {
        cl.iter()
            .find(|c| c.members.len() == 2)
            .expect("a cluster of two")
    }

    fn members(cl: &[Cluster]) -> Vec<Vec<String>> {
        let mut m: Vec<Vec<String>> = cl.iter().map(|c| c.members.clone()).collect();
        m.sort();
        m
    }

    /// One chibicc-style wrong-code bug reduced twice (other names, other constants, one
    /// literal of another type), another bug with the same signature, and a third
    /// program with another signature.
    fn campaign() -> Vec<Item> {
        vec![
            item(
                "a",
                "x",
                "unsigned long a = 18446744073709551615UL; int main(void) { float f = a; printf(\"%f\\n\", f); return 0; }",
            ),
            item(
                "b",
                "x",
                "unsigned long zz = 9223372036854775809UL; int main(void) { float g = zz; printf(\"%f\\n\", g); return 0; }",
            ),
            item(
                "c",
                "x",
                "unsigned long q = 18446744073709551615UL; int k = 5; int main(void) { float h = q; printf(\"%f\\n\", h); return 0; }",
            ),
            item(
                "d",
                "x",
                "struct s { char c; int i; } x, y; int main(void) { y.i = 3; x = y; printf(\"%d\\n\", x.i); return 0; }",
            ),
            item(
                "e",
                "y",
                "unsigned long a = 18446744073709551615UL; int main(void) { float f = a; printf(\"%f\\n\", f); return 0; }",
            ),
        ]
    }

    #[test]
    fn reductions_of_one_bug_merge_and_other_bugs_stay_apart() {
        let items = campaign();
        let cl = clusters(items.clone(), DEFAULT_MERGE_DISTANCE);
        assert_eq!(
            members(&cl),
            [vec!["a", "b", "c"], vec!["d"], vec!["e"]],
            "{cl:#?}"
        );
        let abc = cl.iter().find(|c| c.members.len() == 3).unwrap();
        // a and b are equal but for names and constants: one fingerprint.
        let kinds: Vec<&str> = abc.merge_reasons.iter().map(|r| r.kind.as_str()).collect();
        assert_eq!(kinds, ["same-fingerprint", "close-features"]);
        let why = &abc.merge_reasons[1];
        assert!(why.distance > 0.0 && why.distance <= DEFAULT_MERGE_DISTANCE);
        assert!(why.explanation.contains("programs"), "{}", why.explanation);
        // A threshold of 0 keeps near copies apart; the result is the content's.
        assert_eq!(clusters(items.clone(), 0.0).len(), 4);
        let mut reversed = items;
        reversed.reverse();
        assert_eq!(clusters(reversed, DEFAULT_MERGE_DISTANCE), cl);
    }

    #[test]
    fn partly_reduced_programs_of_one_signature_do_not_merge_by_their_looks() {
        // Two programs cut short by the budget, of two causes (a conversion to float
        // and a bit-field's promotion), with the same vote signature, and both still
        // mostly the generator's scaffolding: close programs.
        let scaffold = "static unsigned g_1 = 1; static int g_2 = 2; static long g_3 = 3; \
            static void hash(unsigned x) { g_1 ^= x; } static int func_1(void) { g_2 = g_1; return g_3; }";
        let a = format!(
            "{scaffold} unsigned long u = 1; int main(void) {{ float f = u; hash(f); return 0; }}"
        );
        let b = format!("{scaffold} struct s {{ unsigned b : 3; }} v; int main(void) {{ hash(v.b - 1 < 0); return 0; }}");
        let mut items = vec![item("a", "x", &a), item("b", "x", &b)];
        // Reduced to the end, programs this close merge...
        assert_eq!(clusters(items.clone(), DEFAULT_MERGE_DISTANCE).len(), 1);
        // ...cut short, they say nothing about their bugs and stay apart.
        for it in &mut items {
            it.cut_short = true;
        }
        assert_eq!(clusters(items.clone(), DEFAULT_MERGE_DISTANCE).len(), 2);
        // One cut short is enough.
        items[0].cut_short = false;
        assert_eq!(clusters(items, DEFAULT_MERGE_DISTANCE).len(), 2);
    }

    #[test]
    fn culprits_that_agree_merge_and_a_disagreeing_one_stays_apart() {
        // r's program is close to p's, close enough to merge without culprits; its
        // culprit (another level, other flags) keeps it apart.
        let sources = [
            (
                "p",
                "int a, b; int main(void) { a = b + 1; return a; }",
                vec!["-O2", "-ftree-vrp"],
            ),
            (
                "q",
                "int a, b; int main(void) { a = b + 1; return a; }",
                vec!["-O2", "-ftree-vrp", "-ftree-pre"],
            ),
            (
                "r",
                "int a, b; int main(void) { a = b * 1; b = a & 2; return a; }",
                vec!["-O1", "-ftree-sra"],
            ),
        ];
        let items = |with_culprits: bool| {
            let mut items = Vec::new();
            for (id, src, culprit) in &sources {
                let mut it = item(id, "x", src);
                if with_culprits {
                    it.culprit = Some(culprit.iter().map(|s| s.to_string()).collect());
                }
                it.fingerprint = format!("{}{id}", it.fingerprint);
                items.push(it);
            }
            items
        };
        let without = clusters(items(false), DEFAULT_MERGE_DISTANCE);
        assert_eq!(members(&without), [vec!["p", "q", "r"]], "{without:#?}");
        let cl = clusters(items(true), DEFAULT_MERGE_DISTANCE);
        assert_eq!(members(&cl), [vec!["p", "q"], vec!["r"]], "{cl:#?}");
        let why = &pair(&cl).merge_reasons[0];
        assert!(why.explanation.contains("level -O2"), "{}", why.explanation);
    }

    /// The cross-check asks whether the representative's culprit flags cure each member
    /// with another culprit, and splits off the members they do not cure.
    #[test]
    fn a_member_the_representative_s_flags_do_not_cure_is_split_off() {
        let src = "int a, b; int main(void) { a = b + 1; return a; }";
        let with = |id: &str, culprit: &[&str]| {
            let mut it = item(id, "x", src);
            it.culprit = Some(culprit.iter().map(|s| s.to_string()).collect());
            it.fingerprint = format!("{}{id}", it.fingerprint);
            it
        };
        let items = vec![
            with("p", &["-O2", "-ftree-vrp"]),
            with("q", &["-O2", "-ftree-vrp", "-ftree-pre"]),
            with("s", &["-O2", "-ftree-vrp"]),
        ];
        let run = |answer: Option<bool>| {
            let groups = group(items.clone());
            let model = Model::new(&groups);
            let dist = Distances::new(&groups, &model);
            let asked = std::cell::RefCell::new(Vec::new());
            let cures = |q: &Question| {
                asked.borrow_mut().push(q.clone());
                answer
            };
            let cl = cluster(&groups, &model, &dist, DEFAULT_MERGE_DISTANCE, true, &cures);
            (cl, asked.into_inner())
        };
        // The representative is p (equal programs: by hash, then id); s has p's culprit,
        // so only q is asked, with p's flags.
        let (cured, asked) = run(Some(true));
        assert_eq!(members(&cured), [vec!["p", "q", "s"]], "{cured:#?}");
        let q = Question {
            member: "q".into(),
            program: items[1].text_hash.clone(),
            flags: vec!["-ftree-vrp".into()],
            under: None,
        };
        assert_eq!(asked, [q]);
        let x = cured[0].cross_check.as_ref().unwrap();
        assert_eq!((x.cured.len(), x.split_off.len()), (3, 0), "{x:?}");
        let (split, _) = run(Some(false));
        assert_eq!(members(&split), [vec!["p", "s"], vec!["q"]], "{split:#?}");
        let ps = pair(&split);
        assert_eq!(ps.cross_check.as_ref().unwrap().split_off, ["q"]);
        assert!(ps
            .merge_reasons
            .iter()
            .all(|r| !r.with.contains(&"q".to_string()) && !r.members.contains(&"q".to_string())));
        // Not answered: kept, and said to be unchecked.
        let (open, _) = run(None);
        assert_eq!(members(&open), [vec!["p", "q", "s"]]);
        assert_eq!(open[0].cross_check.as_ref().unwrap().unchecked, ["q"]);
    }

    /// One clang bug crashes clang++ 14, 15 and 16 (frames named alike below offsets of
    /// each build); each version's program crashes the others so: one cluster. A second
    /// clang++-14 cluster with the same named frames (split from the first within its
    /// version) never joins it, and a version that does not crash on the other's
    /// program stays apart.
    #[test]
    fn one_crash_of_several_versions_merges_when_each_crashes_the_other() {
        use crate::oracle::signature::CompileFailure;
        let dump = |id: &str, compiler: &str, frames: &[&str], src: &str| {
            let mut it = item(id, "x", src);
            let sig = Signature::Crash {
                compiler: format!("{compiler} -fno-crash-diagnostics"),
                failure: CompileFailure::StackDump {
                    message: String::new(),
                    frames: frames.iter().map(|f| f.to_string()).collect(),
                    pass: String::new(),
                },
            };
            it.fingerprint = format!("{}{id}", it.fingerprint);
            it.signature = Some(sig);
            it
        };
        let named = "clang::Sema::SubstParmVarDecl";
        let items = vec![
            dump(
                "a14",
                "clang++-14",
                &["libclang-cpp.so.14+0x17fcb92", named],
                "template <class T> void f(T);",
            ),
            dump(
                "b14",
                "clang++-14",
                &["libclang-cpp.so.14+0x1", named],
                "struct S { int y; long z; char w[2]; };",
            ),
            dump(
                "a15",
                "clang++-15",
                &["libclang-cpp.so.15+0x18c4462", named],
                "template <class U> void g(U);",
            ),
            dump(
                "a16",
                "clang++-16",
                &["libclang-cpp.so.16+0x1a54c52", named],
                "template <class V> void h(V);",
            ),
            dump(
                "o16",
                "clang++-16",
                &["clang::Sema::SubstType"],
                "template <class W> void k(W);",
            ),
        ];
        let groups = group(items.clone());
        let model = Model::new(&groups);
        let dist = Distances::new(&groups, &model);
        let run = |answer: &dyn Fn(&Question) -> Option<bool>| {
            let asked = std::cell::RefCell::new(Vec::new());
            let ask = |q: &Question| {
                asked.borrow_mut().push(q.clone());
                answer(q)
            };
            let cl = cluster(&groups, &model, &dist, 0.0, true, &ask);
            (members(&cl), cl, asked.into_inner())
        };
        // Not answered: apart, and each pair of versions asked both ways.
        let (m, _, asked) = run(&|_| None);
        assert_eq!(m.len(), 5, "{m:?}");
        assert!(asked.contains(&Question::version("a14", &items[0].text_hash, "a16")));
        assert!(asked.contains(&Question::version("a16", &items[3].text_hash, "a14")));
        assert!(asked
            .iter()
            .all(|q| q.under.is_some() && q.flags.is_empty()));
        assert!(!asked
            .iter()
            .any(|q| q.member == "o16" || q.under.as_deref() == Some("o16")));
        // Every version crashes on every program: a14 (the smaller program of clang++-14)
        // joins a15 and a16; b14 stays, as o16 (other named frames) does.
        let (m, cl, _) = run(&|_| Some(true));
        let m: Vec<Vec<&str>> = m
            .iter()
            .map(|c| c.iter().map(String::as_str).collect())
            .collect();
        assert_eq!(
            m,
            [vec!["a14", "a15", "a16"], vec!["b14"], vec!["o16"]],
            "{cl:#?}"
        );
        let joined = cl.iter().find(|c| c.members.len() == 3).unwrap();
        let why: Vec<&str> = joined
            .merge_reasons
            .iter()
            .map(|r| r.kind.as_str())
            .collect();
        assert_eq!(why, ["same-crash-other-version"; 2]);
        for r in &joined.merge_reasons {
            assert!(
                r.explanation
                    .contains("each one's program crashes the other"),
                "{r:?}"
            );
            assert_eq!(r.explanation.matches("`clang++-1").count(), 2, "{r:?}");
        }
        // clang++-16 does not crash on a14's program: a16 joins neither a14 nor a cluster
        // that holds a14, whatever the order of the pairs.
        let (m, _, _) = run(&|q| Some(!(q.member == "a14" && q.under.as_deref() == Some("a16"))));
        let m: Vec<Vec<&str>> = m
            .iter()
            .map(|c| c.iter().map(String::as_str).collect())
            .collect();
        let with_a14 = m.iter().find(|c| c.contains(&"a14")).unwrap();
        assert!(!with_a14.contains(&"a16"), "{m:?}");
        assert!(
            m.iter()
                .all(|c| !(c.contains(&"a14") && c.contains(&"b14"))),
            "{m:?}"
        );
        assert!(m.iter().any(|c| c.len() > 1), "{m:?}");
    }

    /// Arith-style failures: the NG line names the generator's checked variable, which
    /// says nothing of the bug. Two reductions of one bug that print `NG t3` and
    /// `NG t7` merge; another bug that also prints `NG t3` stays apart.
    #[test]
    fn named_checks_merge_by_features_not_by_name() {
        let ng = |id: &str, line: &str, src: &str| {
            let mut it = item(id, "x", src);
            let sig = crate::oracle::Signature::Expect {
                compiler: "tcc".into(),
                failure: crate::oracle::signature::CheckFailure::Prints { line: line.into() },
                side: None,
            };
            it.fingerprint = format!("{}{id}", it.fingerprint);
            it.signature = Some(sig);
            it
        };
        let one = "int printf(const char *, ...); int main(void) { unsigned short x = 65535; long t3 = ~x; if (t3 != -65536) { printf(\"NG t3\\n\"); } return 0; }";
        let same = "int printf(const char *, ...); int main(void) { unsigned short y = 65534; long t7 = ~y; if (t7 != -65535) { printf(\"NG t7\\n\"); } return 0; }";
        let other = "int printf(const char *, ...); struct S { char c; int i; } s; int main(void) { struct S *p = &s; p->i = 3; double t3 = p->i / 2.0; if (t3 != 1.5) { printf(\"NG t3\\n\"); } return 0; }";
        let cl = clusters(
            vec![
                ng("a", "NG t3", one),
                ng("b", "NG t7", same),
                ng("c", "NG t3", other),
            ],
            DEFAULT_MERGE_DISTANCE,
        );
        assert_eq!(members(&cl), [vec!["a", "b"], vec!["c"]], "{cl:#?}");
        let why = &pair(&cl).merge_reasons[0];
        assert_eq!(why.kind, "close-features", "{why:?}");
    }
}
