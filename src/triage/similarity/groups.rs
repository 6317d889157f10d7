//! Failures with the same fingerprint: the unit clustering and ranking work on. Equal
//! fingerprints mean equal signature, culprit and skeleton, so members of a group are
//! zero apart and every distance is computed once per group, not per failure.

use crate::oracle::Signature;
use crate::size::Size;
use crate::triage::similarity::distance::Interner;
use crate::triage::similarity::features::Features;
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
    /// The lowest failing optimization level the culprit search found, if known.
    pub level: Option<String>,
    /// The versions of its failing compiler that fail, if known.
    pub versions: Option<Vec<String>>,
    /// The skeleton's tokens.
    pub skeleton: Vec<String>,
    /// The shape's tokens (what the program distance compares).
    pub shape: Vec<String>,
    /// Its mutation profile's cure rates per edit class, if one was made.
    pub profile: Option<std::collections::BTreeMap<String, f64>>,
    /// Tokens and bytes of its (reduced) program.
    pub size: Size,
    /// blake3 of its (reduced) program: breaks ties between equal sizes.
    pub text_hash: String,
    /// Its reduction was cut short by `--reduce-budget`: the program says little about
    /// its bug, and the program distance does not count it.
    pub cut_short: bool,
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
    /// The features the failure distance compares.
    pub features: Features,
}

impl Group {
    /// The preferred member.
    pub fn first(&self) -> &Item {
        &self.members[0]
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
            let m = &members[0];
            let features = Features::new(
                m.signature.as_ref(),
                m.culprit.as_deref(),
                m.level.as_deref(),
                m.versions.as_deref(),
                m.profile.as_ref(),
                &m.shape,
                &mut interner,
            )
            .cut_short(members.iter().all(|m| m.cut_short));
            Group {
                fingerprint,
                members,
                features,
            }
        })
        .collect();
    groups.sort_by(|a, b| a.first().key().cmp(&b.first().key()));
    groups
}

/// A failure for tests: script signature `sig` (its last line), no culprit.
#[cfg(test)]
pub(crate) fn test_item(id: &str, sig: &str, src: &str) -> Item {
    let sk = crate::triage::similarity::skeleton::Skeleton::of(src);
    let signature = Some(Signature::Script {
        status: 0,
        last_line: sig.into(),
    });
    Item {
        id: id.into(),
        fingerprint: crate::triage::similarity::fingerprint::Fingerprint::new(
            signature.as_ref(),
            None,
            &sk,
        )
        .hash,
        signature,
        culprit: None,
        level: None,
        versions: None,
        skeleton: sk.0,
        shape: crate::triage::similarity::skeleton::Skeleton::shape(src),
        profile: None,
        size: Size::of(src),
        text_hash: blake3::hash(src.as_bytes()).to_hex().to_string(),
        cut_short: false,
    }
}
