//! Failures with the same fingerprint: the unit clustering and ranking work on. Equal
//! fingerprints mean equal signature, culprit and skeleton, so members of a group are
//! zero apart and every distance is computed once per group, not per failure.

use super::distance::{failure_distance, Interner, Profile};
use crate::oracle::Signature;
use crate::size::Size;
use std::collections::BTreeMap;

/// One failure as clustering and ranking see it.
#[derive(Debug, Clone)]
pub struct Item {
    /// The failure's id.
    pub id: String,
    /// Its fingerprint (hex).
    pub fingerprint: String,
    /// Its signature, if known.
    pub signature: Option<Signature>,
    /// Its culprit, if known.
    pub culprit: Option<Vec<String>>,
    /// The versions of its failing compiler that fail, if known.
    pub versions: Option<Vec<String>>,
    /// The skeleton's tokens.
    pub skeleton: Vec<String>,
    /// Tokens and bytes of its (reduced) program.
    pub size: Size,
    /// blake3 of its (reduced) program: breaks ties between equal sizes.
    pub text_hash: String,
}

impl Item {
    /// The order in which failures are preferred: smaller program first, then by hash
    /// (content, not order), then id.
    pub fn key(&self) -> (Size, &str, &str) {
        (self.size, &self.text_hash, &self.id)
    }
}

/// Failures sharing one fingerprint.
#[derive(Debug, Clone)]
pub struct Group {
    /// The shared fingerprint.
    pub fingerprint: String,
    /// Members, preferred first (see [`Item::key`]).
    pub members: Vec<Item>,
    /// The shared skeleton, prepared for distances.
    pub profile: Profile,
    /// The skeleton's constructs: its distinct tokens but names and plain punctuation
    /// (keywords, operators, literal kinds). See [`constructs`].
    pub constructs: std::collections::BTreeSet<String>,
}

/// The constructs a skeleton uses: every distinct token except renamed identifiers
/// (`v1`, `v2`, ...), `; , ( ) { } [ ]`, and `return`, `void` and `main` (a reduction
/// keeps or drops them by chance). Two reductions of one bug use the same
/// constructs (Nagai's "same pattern"); a reduced program that differs by an operator
/// or a type may be another bug, however few tokens it differs by.
pub fn constructs(skeleton: &[String]) -> std::collections::BTreeSet<String> {
    skeleton
        .iter()
        .filter(|t| {
            let renamed =
                t.len() > 1 && t.starts_with('v') && t[1..].bytes().all(|b| b.is_ascii_digit());
            !renamed
                && !matches!(
                    t.as_str(),
                    ";" | "," | "(" | ")" | "{" | "}" | "[" | "]" | "return" | "void" | "main"
                )
        })
        .cloned()
        .collect()
}

impl Group {
    /// The preferred member.
    pub fn first(&self) -> &Item {
        &self.members[0]
    }

    /// The failure distance between two groups.
    pub fn distance(&self, other: &Group) -> f64 {
        let (a, b) = (self.first(), other.first());
        failure_distance(
            (a.signature.as_ref(), b.signature.as_ref()),
            (a.culprit.as_deref(), b.culprit.as_deref()),
            (a.versions.as_deref(), b.versions.as_deref()),
            self.profile.distance(&other.profile),
        )
    }
}

/// Group `items` by fingerprint; groups come out ordered by their preferred member.
pub fn group(items: Vec<Item>) -> Vec<Group> {
    let mut by_fp: BTreeMap<String, Vec<Item>> = BTreeMap::new();
    for it in items {
        by_fp.entry(it.fingerprint.clone()).or_default().push(it);
    }
    let mut interner = Interner::default();
    let mut groups: Vec<Group> = by_fp
        .into_iter()
        .map(|(fingerprint, mut members)| {
            members.sort_by(|a, b| a.key().cmp(&b.key()));
            let profile = Profile::new(
                members[0].skeleton.iter().map(String::as_str),
                &mut interner,
            );
            let constructs = constructs(&members[0].skeleton);
            Group {
                fingerprint,
                members,
                profile,
                constructs,
            }
        })
        .collect();
    groups.sort_by(|a, b| a.first().key().cmp(&b.first().key()));
    groups
}

/// A failure for tests: script signature `sig` (its last line), no culprit.
#[cfg(test)]
pub(crate) fn test_item(id: &str, sig: &str, src: &str) -> Item {
    let sk = super::Skeleton::of(src);
    let signature = Some(Signature::Script {
        status: 0,
        last_line: sig.into(),
    });
    Item {
        id: id.into(),
        fingerprint: super::Fingerprint::new(signature.as_ref(), None, &sk).hash,
        signature,
        culprit: None,
        versions: None,
        skeleton: sk.0,
        size: Size::of(src),
        text_hash: blake3::hash(src.as_bytes()).to_hex().to_string(),
    }
}
