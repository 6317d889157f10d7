//! The failure distance over a campaign's fingerprint groups: the campaign-wide flag
//! weights and n-gram vectors ([`Model`]), each pair's distance component by component
//! ([`Model::breakdown`], weighted as [`super::features`] says) and every pair's
//! distance computed once ([`Distances`]).

use crate::triage::failure::culprit::level_class;
use crate::triage::similarity::distance::jaccard;
use crate::triage::similarity::features::Breakdown;
use crate::triage::similarity::groups::Group;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The campaign-wide weights of flags (inverse document frequencies), and each
/// group's n-gram vector, normalized.
#[derive(Debug)]
pub struct Model {
    flag_idf: HashMap<String, f64>,
    vectors: Vec<Vec<(u32, f64)>>,
}

impl Model {
    /// The model of `groups` (each group counts once, however many members it has:
    /// duplicates do not make a feature common).
    pub fn new(groups: &[Group]) -> Model {
        let n = groups.len().max(1) as f64;
        let idf = |df: usize| (n / df as f64).ln() + 1.0;
        let mut flag_df: HashMap<&str, usize> = HashMap::new();
        for g in groups {
            for f in g.features.flags.iter().flatten() {
                *flag_df.entry(f).or_default() += 1;
            }
        }
        let flag_idf = flag_df
            .into_iter()
            .map(|(f, df)| (f.to_string(), idf(df)))
            .collect();
        // Dense ids for n-grams, in a content order (the BTreeMap keys).
        let mut gram_id: HashMap<&[u32], u32> = HashMap::new();
        let vectors = groups
            .iter()
            .map(|g| {
                let mut v: Vec<(u32, f64)> = g
                    .features
                    .ngrams
                    .iter()
                    .map(|(k, &tf)| {
                        let next = gram_id.len() as u32;
                        let id = *gram_id.entry(k.as_slice()).or_insert(next);
                        (id, 1.0 + (tf as f64).ln())
                    })
                    .collect();
                let norm = v.iter().map(|(_, w)| w * w).sum::<f64>().sqrt();
                if norm > 0.0 {
                    v.iter_mut().for_each(|(_, w)| *w /= norm);
                }
                v.sort_by_key(|(id, _)| *id);
                v
            })
            .collect();
        Model { flag_idf, vectors }
    }

    /// The distance between groups `i` and `j` of the groups the model was built on,
    /// component by component.
    pub fn breakdown(&self, groups: &[Group], i: usize, j: usize) -> Breakdown {
        let (a, b) = (&groups[i].features, &groups[j].features);
        let both = |x: Option<f64>, y: bool| if y { x } else { None };
        Breakdown {
            signature: both(
                Some(if a.signature == b.signature { 0.0 } else { 1.0 }),
                a.signature.is_some() && b.signature.is_some(),
            ),
            // By rank, as a group key holds a level: `-Os` is `-O2`.
            level: match (&a.level, &b.level) {
                (Some(x), Some(y)) => Some(if level_class(x) == level_class(y) {
                    0.0
                } else {
                    1.0
                }),
                _ => None,
            },
            flags: match (&a.flags, &b.flags) {
                (Some(x), Some(y)) => Some(self.weighted_jaccard(x, y)),
                _ => None,
            },
            versions: match (&a.versions, &b.versions) {
                (Some(x), Some(y)) => Some(jaccard(x, y)),
                _ => None,
            },
            profile: match (&a.profile, &b.profile) {
                (Some(x), Some(y)) => profile_distance(x, y),
                _ => None,
            },
            program: (!a.cut_short && !b.cut_short)
                .then(|| 1.0 - cosine(&self.vectors[i], &self.vectors[j]).clamp(0.0, 1.0)),
        }
    }

    fn weighted_jaccard(&self, a: &BTreeSet<String>, b: &BTreeSet<String>) -> f64 {
        let w = |f: &String| self.flag_idf.get(f).copied().unwrap_or(1.0);
        let union: f64 = a.union(b).map(w).sum();
        if union == 0.0 {
            return 0.0;
        }
        (1.0 - a.intersection(b).map(w).sum::<f64>() / union).max(0.0)
    }
}

/// The weighted Jaccard distance of two profiles' cure rates over the classes both
/// tested: `1 − Σ min / Σ max`. `None` when no edit of those classes cures either
/// failure: that two failures shrug off every edit says nothing of whether they are one
/// bug, so it must not make them near.
fn profile_distance(a: &BTreeMap<String, f64>, b: &BTreeMap<String, f64>) -> Option<f64> {
    let (mut low, mut high) = (0.0, 0.0);
    for (c, x) in a {
        if let Some(y) = b.get(c) {
            low += x.min(*y);
            high += x.max(*y);
        }
    }
    (high > 0.0).then(|| 1.0 - low / high)
}

/// The dot product of two sparse vectors sorted by id.
fn cosine(a: &[(u32, f64)], b: &[(u32, f64)]) -> f64 {
    let (mut i, mut j, mut dot) = (0, 0, 0.0);
    while i < a.len() && j < b.len() {
        match a[i].0.cmp(&b[j].0) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                dot += a[i].1 * b[j].1;
                i += 1;
                j += 1;
            }
        }
    }
    dot
}

/// Every pair's failure distance over a list of groups, with and without the
/// signature, computed once and shared by clustering ([`Distances::within`]) and
/// ranking ([`Distances::get`]).
#[derive(Debug)]
pub struct Distances {
    n: usize,
    d: Vec<f32>,
    within: Vec<f32>,
}

impl Distances {
    /// The distances between every pair of `groups`.
    pub fn new(groups: &[Group], model: &Model) -> Distances {
        let n = groups.len();
        let mut d = vec![0f32; n * n];
        let mut within = vec![0f32; n * n];
        for i in 0..n {
            for j in i + 1..n {
                let b = model.breakdown(groups, i, j);
                let (x, w) = (b.total() as f32, b.within() as f32);
                d[i * n + j] = x;
                d[j * n + i] = x;
                within[i * n + j] = w;
                within[j * n + i] = w;
            }
        }
        Distances { n, d, within }
    }

    /// The failure distance between groups `i` and `j`.
    pub fn get(&self, i: usize, j: usize) -> f64 {
        f64::from(self.d[i * self.n + j])
    }

    /// The same without the signature ([`Breakdown::within`]).
    pub fn within(&self, i: usize, j: usize) -> f64 {
        f64::from(self.within[i * self.n + j])
    }

    /// How many groups.
    pub fn len(&self) -> usize {
        self.n
    }

    /// True if there are no groups.
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triage::similarity::distance::Interner;
    use crate::triage::similarity::features::*;
    use crate::triage::similarity::groups::{group, test_item};

    fn with_culprit(
        id: &str,
        src: &str,
        culprit: &[&str],
    ) -> crate::triage::similarity::groups::Item {
        let mut it = test_item(id, "x", src);
        it.culprit = Some(culprit.iter().map(|s| s.to_string()).collect());
        it.fingerprint = format!("{}-{id}", it.fingerprint);
        it
    }

    #[test]
    fn flags_are_compared_by_name_and_levels_apart() {
        let mut i = Interner::default();
        let c: Vec<String> = ["-O3", "-fno-tree-vrp"].map(String::from).to_vec();
        let f = Features::new(None, Some(&c), None, None, None, &[], &mut i);
        assert_eq!(f.level.as_deref(), Some("-O3"));
        assert_eq!(
            f.flags.unwrap().into_iter().collect::<Vec<_>>(),
            ["tree-vrp"]
        );
        assert_eq!(flag_name("-ftree-vrp"), "tree-vrp");
        assert_eq!(flag_name("instcombine"), "instcombine");
    }

    #[test]
    fn a_missing_component_is_neither_near_nor_far() {
        let full = Breakdown {
            signature: Some(0.0),
            level: None,
            flags: None,
            versions: None,
            profile: None,
            program: Some(0.5),
        };
        // Without a culprit, level or versions only signature and program count.
        let expect = (W_PROGRAM * 0.5) / (W_SIGNATURE + W_PROGRAM);
        assert!((full.total() - expect).abs() < 1e-12);
        let with_far_flags = Breakdown {
            flags: Some(1.0),
            ..full
        };
        let with_near_flags = Breakdown {
            flags: Some(0.0),
            ..full
        };
        assert!(with_near_flags.total() < full.total());
        assert!(with_far_flags.total() > full.total());
    }

    #[test]
    fn rare_flags_weigh_more_than_common_ones() {
        let src = "int a; int main(void) { return a; }";
        let items = vec![
            with_culprit("a", src, &["-O3", "inline", "tree-sra"]),
            with_culprit("b", src, &["-O3", "inline", "tree-pre"]),
            with_culprit("c", src, &["-O3", "inline", "tree-sra", "tree-dse"]),
            with_culprit("d", src, &["-O3", "inline"]),
        ];
        let groups = group(items);
        let model = Model::new(&groups);
        let at = |id: &str| groups.iter().position(|g| g.first().id == id).unwrap();
        let d = |x: &str, y: &str| model.breakdown(&groups, at(x), at(y)).flags.unwrap();
        // a and b share only the common `inline`; a and c share the rare `tree-sra`.
        assert!(d("a", "c") < d("a", "b"), "{} {}", d("a", "c"), d("a", "b"));
        assert_eq!(d("a", "a"), 0.0);
    }

    /// A level is compared by its rank, as a group key holds it: the same bug's
    /// duplicates at `-O2` and `-Os` agree, `-O3` does not.
    #[test]
    fn levels_of_one_rank_agree() {
        let src = "int a; int main(void) { return a; }";
        let items = vec![
            with_culprit("a", src, &["-O2", "tree-sra"]),
            with_culprit("b", src, &["-Os", "tree-sra"]),
            with_culprit("c", src, &["-O3", "tree-sra"]),
        ];
        let groups = group(items);
        let model = Model::new(&groups);
        let at = |id: &str| groups.iter().position(|g| g.first().id == id).unwrap();
        let d = |x: &str, y: &str| model.breakdown(&groups, at(x), at(y)).level.unwrap();
        assert_eq!(d("a", "b"), 0.0);
        assert_eq!(d("a", "c"), 1.0);
        assert_eq!(d("b", "c"), 1.0);
    }

    #[test]
    fn renamed_programs_are_nearer_than_other_programs() {
        let items = vec![
            test_item("a", "x", "int a; int f(int p) { return a + p * 3; }"),
            test_item("b", "x", "int q; int g(int z) { return q + z * 9; }"),
            test_item(
                "c",
                "x",
                "struct s { char c; } x; void h(struct s y) { x = y; }",
            ),
        ];
        let groups = group(items);
        let model = Model::new(&groups);
        // a and b have one skeleton: one group, 0 apart; c is far from it.
        assert_eq!(groups.len(), 2);
        assert!(model.breakdown(&groups, 0, 0).program.unwrap() < 1e-9);
        assert!(model.breakdown(&groups, 0, 1).program.unwrap() > 0.5);
    }

    #[test]
    fn profiles_compare_on_the_classes_both_tested() {
        let p = |pairs: &[(&str, f64)]| -> BTreeMap<String, f64> {
            pairs.iter().map(|(c, r)| (c.to_string(), *r)).collect()
        };
        let a = p(&[("volatile", 1.0), ("swap-operands", 0.0)]);
        let b = p(&[
            ("volatile", 1.0),
            ("swap-operands", 0.5),
            ("static-local", 1.0),
        ]);
        assert_eq!(profile_distance(&a, &a), Some(0.0));
        // min 1 + 0, max 1 + 0.5
        assert!((profile_distance(&a, &b).unwrap() - 1.0 / 3.0).abs() < 1e-12);
        // Nothing in common, or nothing cures either: no evidence either way.
        assert_eq!(profile_distance(&a, &p(&[("static-local", 1.0)])), None);
        let robust = p(&[("volatile", 0.0), ("swap-operands", 0.0)]);
        assert_eq!(profile_distance(&robust, &robust), None);
    }
}
