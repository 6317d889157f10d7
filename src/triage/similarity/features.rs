//! The features that tell one bug from another, and the one distance over them that
//! clustering and ranking share.
//!
//! Each failure has up to five components; each gives a distance in [0, 1]:
//!
//! | component | distance | missing when |
//! |---|---|---|
//! | signature | 0 if equal, else 1 | no oracle gave one |
//! | culprit level | 0 if the lowest failing `-O` levels are of one rank (`-Os` is `-O2`), else 1 | no level known |
//! | culprit flags | IDF-weighted Jaccard distance of the flag or pass sets | no culprit known |
//! | versions | Jaccard distance of the sets of failing versions | `--versions` not given |
//! | profile | weighted Jaccard distance of the cure rates of the edit classes both profiles tested | no profile, or no edit of those classes cures either |
//! | program | 1 − cosine of the vectors of the shape's token 1-, 2- and 3-grams | a side's reduction was cut short by `--reduce-budget` |
//!
//! The failure distance is the weighted mean of the components *both* failures have:
//! `Σ wᵢ·dᵢ / Σ wᵢ` over those components. A component one side lacks counts neither
//! as near nor as far (D3 and Tamer combine components by weighted sums too). With no
//! component at all, two failures are 1 apart: nothing says they are one bug.
//!
//! A program whose reduction a budget cut off is still mostly the generator's own
//! scaffolding (Csmith's globals, hash and printing functions), so two such programs
//! look alike whatever their bugs: its program component does not count.
//!
//! Flag names are compared without `-f`, `-fno-` and `-`, so a sidecar's `tree-vrp`, the
//! culprit search's `-ftree-vrp` and `-fno-tree-vrp` are one flag. Rare flags weigh more
//! (inverse document frequency over the campaign): `unit-at-a-time` or
//! `inline-small-functions` enable most of a campaign's failures and say little about
//! which bug it is; `tree-sra` says much. The weights are computed over the campaign
//! being triaged, in content order, so the result does not depend on the order
//! failures are read.
//!
//! The program component compares the programs' shapes ([`crate::triage::similarity::skeleton::Skeleton::shape`]:
//! one token for every name, literals by magnitude). Each n-gram counts `1 + ln tf`,
//! without an inverse document frequency: weighting rare n-grams up made the rarest
//! programs the furthest from everything, and the ranking then spent its first
//! places on oddities rather than on bugs (BugLens GCC-4.3.0, programs alone: 732
//! programs until every bug was seen with IDF over skeleton n-grams, 257 without it
//! over shapes; docs/tuning.md, "The failure distance's weights").
//!
//! The weights were chosen on BugLens's GCC-4.3.0 set only (docs/tuning.md, "The failure distance's weights"); the
//! other BugLens sets are held out.

use crate::oracle::Signature;
use crate::triage::similarity::distance::Interner;
use std::collections::{BTreeMap, BTreeSet};

/// Weight of the signature component.
pub const W_SIGNATURE: f64 = 0.35;
/// Weight of the culprit's optimization level.
pub const W_LEVEL: f64 = 0.02;
/// Weight of the culprit's flags or passes.
pub const W_FLAGS: f64 = 0.05;
/// Weight of the failing versions.
pub const W_VERSIONS: f64 = 0.1;
/// Weight of the mutation profile: 0. On the labelled wrong-code campaign every weight
/// tried (0.05 to 0.2) lowered precision, recall and the ranking: profiles of one bug's
/// reductions differ more than those of two bugs (docs/tuning.md, "The failure distance's weights").
pub const W_PROFILE: f64 = 0.0;
/// Weight of the program (token n-grams).
pub const W_PROGRAM: f64 = 0.3;
/// The longest token n-gram of the program component.
pub const NGRAM: usize = 3;

/// What clustering and ranking know of one failure (one group: equal fingerprints have
/// equal features).
#[derive(Debug, Clone, Default)]
pub struct Features {
    /// The signature.
    pub signature: Option<Signature>,
    /// The lowest failing optimization level (`-O2`).
    pub level: Option<String>,
    /// The culprit's flags or passes, normalized (`tree-vrp`); `None`: no culprit.
    pub flags: Option<BTreeSet<String>>,
    /// The failing versions.
    pub versions: Option<BTreeSet<String>>,
    /// The mutation profile: per edit class, the share of edits that cured the failure.
    pub profile: Option<BTreeMap<String, f64>>,
    /// Counts of the shape's token n-grams (ids from one [`Interner`]).
    pub ngrams: BTreeMap<Vec<u32>, u32>,
    /// The program's reduction was cut short: the program component does not count.
    pub cut_short: bool,
}

/// The name of a flag without `-fno-`, `-f` or `-`.
pub fn flag_name(flag: &str) -> &str {
    flag.strip_prefix("-fno-")
        .or_else(|| flag.strip_prefix("-f"))
        .or_else(|| flag.strip_prefix('-'))
        .unwrap_or(flag)
}

/// True for an optimization level (`-O0` to `-O3`, `-Os`, `-Oz`, `-Ofast`, `-Og`).
pub fn is_level(flag: &str) -> bool {
    flag.starts_with("-O")
}

impl Features {
    /// The features of a failure: its signature, its culprit (flags or passes, and
    /// perhaps a level among them), the level the culprit search found, its failing
    /// versions and its shape's tokens.
    pub fn new(
        signature: Option<&Signature>,
        culprit: Option<&[String]>,
        level: Option<&str>,
        versions: Option<&[String]>,
        profile: Option<&BTreeMap<String, f64>>,
        shape: &[String],
        interner: &mut Interner,
    ) -> Features {
        let mut found_level = level.map(str::to_string);
        let flags = culprit.map(|c| {
            let mut set = BTreeSet::new();
            for f in c {
                if is_level(f) {
                    found_level.get_or_insert_with(|| f.clone());
                } else {
                    set.insert(flag_name(f).to_string());
                }
            }
            set
        });
        let ids: Vec<u32> = shape.iter().map(|t| interner.id(t)).collect();
        let mut ngrams = BTreeMap::new();
        for n in 1..=NGRAM {
            for w in ids.windows(n) {
                *ngrams.entry(w.to_vec()).or_insert(0) += 1;
            }
        }
        Features {
            signature: signature.map(Signature::clustering_key),
            level: found_level,
            flags,
            versions: versions.map(|v| v.iter().cloned().collect()),
            profile: profile.cloned(),
            ngrams,
            cut_short: false,
        }
    }

    /// The same features, with the program's reduction cut short (or not).
    pub fn cut_short(mut self, cut: bool) -> Features {
        self.cut_short = cut;
        self
    }
}

/// One pair's distance, component by component (`None`: a side lacks it).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Breakdown {
    /// Signatures.
    pub signature: Option<f64>,
    /// Culprit levels.
    pub level: Option<f64>,
    /// Culprit flags.
    pub flags: Option<f64>,
    /// Failing versions.
    pub versions: Option<f64>,
    /// Mutation profiles.
    pub profile: Option<f64>,
    /// Programs (`None` when a side's reduction was cut short).
    pub program: Option<f64>,
}

impl Breakdown {
    /// The weighted mean of the components present: the ranking's distance.
    pub fn total(&self) -> f64 {
        self.mean(self.signature)
    }

    /// The weighted mean of the components present but the signature: clustering's
    /// distance, which compares only failures with equal signatures (a component that
    /// is always 0 there would only dilute the others).
    pub fn within(&self) -> f64 {
        self.mean(None)
    }

    fn mean(&self, signature: Option<f64>) -> f64 {
        let parts = [
            (W_SIGNATURE, signature),
            (W_LEVEL, self.level),
            (W_FLAGS, self.flags),
            (W_VERSIONS, self.versions),
            (W_PROFILE, self.profile),
            (W_PROGRAM, self.program),
        ];
        let (mut sum, mut weight) = (0.0, 0.0);
        for (w, d) in parts {
            if let Some(d) = d {
                sum += w * d;
                weight += w;
            }
        }
        if weight == 0.0 {
            return 1.0;
        }
        sum / weight
    }

    /// The components on which two failures agree (distance at most 0.25), in words,
    /// for merge reasons: `signature, level -O3, flags, program 0.31`.
    pub fn agreed(&self, a: &Features) -> Vec<String> {
        let mut out = Vec::new();
        let near = |d: Option<f64>| d.is_some_and(|d| d <= 0.25);
        if near(self.signature) {
            out.push("signature".to_string());
        }
        if near(self.level) {
            out.push(format!("level {}", a.level.as_deref().unwrap_or("?")));
        }
        if let Some(d) = self.flags.filter(|&d| d <= 0.25) {
            let flags: Vec<&str> = a.flags.iter().flatten().map(String::as_str).collect();
            out.push(if flags.is_empty() {
                "no culprit flags".to_string()
            } else {
                format!("flags {} ({d:.2} apart)", flags.join(" "))
            });
        }
        if near(self.versions) {
            out.push("failing versions".to_string());
        }
        if let Some(d) = self.profile.filter(|&d| d <= 0.25) {
            let cures: Vec<&str> = a
                .profile
                .iter()
                .flatten()
                .filter(|(_, &r)| r >= 0.5)
                .map(|(c, _)| c.as_str())
                .collect();
            out.push(if cures.is_empty() {
                format!("mutation profiles ({d:.2} apart; no edit class cures)")
            } else {
                format!(
                    "mutation profiles ({d:.2} apart; cured by {})",
                    cures.join(", ")
                )
            });
        }
        if let Some(p) = self.program {
            out.push(format!("programs {p:.2} apart"));
        }
        out
    }
}
