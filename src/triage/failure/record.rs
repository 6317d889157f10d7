//! What triage knows about one failure, stage by stage: the record kept in the work
//! directory (`failures/ID/record.json`) and the part of it that goes into the report.
//! Every field is deterministic (no times, no test counts: those go to
//! `timings.json`), so a report reproduces byte for byte.

use crate::oracle::{OracleConfig, Signature};
use crate::size::Size;
use crate::triage::failure::culprit::{CulpritSearch, VersionRange};
use crate::triage::similarity::fingerprint::Fingerprint;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How often the oracle runs on the original in the reproduce stage.
pub const REPRODUCE_RUNS: u32 = 3;

/// Where a failure stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Not finished yet (a run was stopped).
    Pending,
    /// Interesting in every reproduce run, reduced to the end.
    Reduced,
    /// Reproducible; the reduction ran out of `--reduce-budget` (best so far kept).
    ReducedPartly,
    /// Taken as it is (`--already-reduced`).
    AsGiven,
    /// Interesting in some reproduce runs only: kept and reported, not reduced.
    Flaky,
    /// Interesting in no reproduce run.
    NotReproducible,
    /// Could not be processed (bad entry, missing compiler, ...): see `error`.
    Error,
    /// Reproducible, not reduced: its original shows the same specific signature as a
    /// group whose reduced representatives agree, so it joins their cluster (see
    /// [`Attachment`]).
    Attached,
}

impl Status {
    /// True for failures that are clustered and ranked.
    pub fn clustered(self) -> bool {
        matches!(
            self,
            Status::Reduced | Status::ReducedPartly | Status::AsGiven
        )
    }

    /// The name used in reports.
    pub fn name(self) -> &'static str {
        match self {
            Status::Pending => "pending",
            Status::Reduced => "reduced",
            Status::ReducedPartly => "reduced-partly",
            Status::AsGiven => "as-given",
            Status::Flaky => "flaky",
            Status::NotReproducible => "not-reproducible",
            Status::Error => "error",
            Status::Attached => "attached",
        }
    }
}

/// The reproduce stage's result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reproduction {
    /// Runs of the oracle on the original.
    pub runs: u32,
    /// How many found it interesting.
    pub interesting: u32,
    /// The signature the oracle observed on the original (from the first interesting
    /// run).
    pub signature: Option<Signature>,
    /// Why a run was not interesting (the first such run's explanation).
    pub note: Option<String>,
}

/// Why a failure was attached rather than reduced.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attachment {
    /// The reduced failure whose cluster it joins (its group's first representative).
    pub to: String,
    /// The evidence, in words: `same message and site as s2448-chibicc (...); not reduced`.
    pub evidence: String,
}

/// A member reduced to check an attachment: its group's, or its known bug's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Audit {
    /// What it checks: the group's first representative, or `bug:ID`.
    pub of: String,
    /// Whether its reduction agreed with what the others were attached to (none until
    /// it is reduced).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agreed: Option<bool>,
}

/// The reduce stage's result (the program itself is `reduced.c` beside the record).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reduced {
    /// False when `--reduce-budget` ran out first.
    pub complete: bool,
    /// The reduced program's size.
    pub size: Size,
    /// The reduction stopped when its program became this failure's reduced program
    /// (the same bug; see [`crate::triage::failure::known_programs`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stopped_at: Option<String>,
}

/// Everything known about one failure.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// Its id.
    pub id: String,
    /// blake3 of the original: a different original starts the failure over.
    pub original_hash: String,
    /// The oracle it was processed with.
    pub oracle: Option<OracleConfig>,
    /// [`oracle_key`] of that oracle: a different one starts the failure over.
    pub oracle_key: String,
    /// The signature its sidecar gave (used with `--already-reduced`): a different one
    /// starts it over.
    pub given_signature: Option<Signature>,
    /// Processed with `--already-reduced`.
    pub as_given: bool,
    /// The original's size.
    pub original: Size,
    /// The reproduce stage, once done.
    pub reproduce: Option<Reproduction>,
    /// The shrink stage, once done, when the failure's generator shrank it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shrink: Option<crate::triage::failure::shrink::Shrink>,
    /// The culprit search on the original, before any reduction, when the failure's
    /// signature alone is too generic to group on (see [`crate::triage::attach`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub original_culprit: Option<CulpritSearch>,
    /// The reduce stage, once done.
    pub reduce: Option<Reduced>,
    /// The signature stage, once done: the signature on the reduced program.
    pub signature: Option<Signature>,
    /// True once the signature stage ran (the signature may still be `None`).
    pub signed: bool,
    /// Why the reduced program has no signature of its own, or why it differs.
    pub signature_note: Option<String>,
    /// The culprit: the sidecar's, else what the culprit search found.
    pub culprit: Option<Vec<String>>,
    /// The culprit the sidecar gave: a different one starts the failure over.
    pub given_culprit: Option<Vec<String>>,
    /// The culprit search, once done (not run when the sidecar gives a culprit).
    pub culprit_search: Option<CulpritSearch>,
    /// The `--versions` the versions stage ran with (it runs again when they change).
    pub versions_asked: Vec<String>,
    /// Which versions of the failing compiler fail.
    pub versions: Option<VersionRange>,
    /// The mutation profile, once made (not made for a signature that names the bug, or
    /// with `--profile-budget 0`).
    #[serde(default)]
    pub profile: Option<crate::triage::failure::profile::Profile>,
    /// Free-form labels (from the sidecar).
    pub labels: BTreeMap<String, String>,
    /// The fingerprint stage, once done.
    pub fingerprint: Option<Fingerprint>,
    /// Per stage, the hash of the inputs it last ran on: a stage runs again exactly
    /// when its inputs' hash changes.
    #[serde(default)]
    pub inputs: BTreeMap<Stage, String>,
    /// blake3 of the reduced program (ties between equal sizes).
    pub reduced_hash: Option<String>,
    /// Attached to a reduced representative instead of reduced (its later stages do not
    /// run; `--reduce-all` clears it and reduces).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attached: Option<Attachment>,
    /// Chosen as a representative of its group by the last run that grouped the
    /// failures (see [`crate::triage::attach::groups`]): while two members of a group
    /// carry it, later runs of the work directory keep them, so a later night's new
    /// member with a smaller original does not take their place.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub representative: bool,
    /// Reduced to check its group's attachment, though the representatives agreed (see
    /// [`crate::triage::attach::audit_sample`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub audit: Option<Audit>,
    /// Why it could not be processed.
    pub error: Option<String>,
}

impl Record {
    /// A fresh record.
    pub fn new(id: &str, original: &str, oracle: Option<OracleConfig>, as_given: bool) -> Record {
        Record {
            id: id.to_string(),
            original_hash: hash(original),
            oracle_key: oracle_key(oracle.as_ref()),
            oracle,
            given_signature: None,
            as_given,
            original: Size::of(original),
            reproduce: None,
            shrink: None,
            original_culprit: None,
            reduce: None,
            signature: None,
            signed: false,
            signature_note: None,
            culprit: None,
            given_culprit: None,
            culprit_search: None,
            versions_asked: Vec::new(),
            versions: None,
            profile: None,
            labels: BTreeMap::new(),
            fingerprint: None,
            inputs: BTreeMap::new(),
            reduced_hash: None,
            audit: None,
            attached: None,
            representative: false,
            error: None,
        }
    }

    /// Where the failure stands.
    pub fn status(&self) -> Status {
        if self.error.is_some() {
            return Status::Error;
        }
        if self.as_given {
            return if self.fingerprint.is_some() {
                Status::AsGiven
            } else {
                Status::Pending
            };
        }
        match &self.reproduce {
            None => Status::Pending,
            Some(r) if r.interesting == 0 => Status::NotReproducible,
            Some(r) if r.interesting < r.runs => Status::Flaky,
            Some(_) if self.attached.is_some() => Status::Attached,
            Some(_) => match (&self.reduce, &self.fingerprint) {
                (Some(red), Some(_)) if red.complete => Status::Reduced,
                (Some(_), Some(_)) => Status::ReducedPartly,
                _ => Status::Pending,
            },
        }
    }

    /// The record as an attached failure: what its reproduce stage found, attached by
    /// `a`, without anything a reduction of it found (a merge of shards attaches a
    /// failure that one shard reduced as a representative of its part of a group, as
    /// an unsharded run would have).
    pub fn as_attached(&self, a: Attachment) -> Record {
        let mut r = Record::new(&self.id, "", self.oracle.clone(), self.as_given);
        r.original_hash = self.original_hash.clone();
        r.oracle_key = self.oracle_key.clone();
        r.given_signature = self.given_signature.clone();
        r.original = self.original;
        r.reproduce = self.reproduce.clone();
        r.shrink = self.shrink.clone();
        r.original_culprit = self.original_culprit.clone();
        r.culprit = self.given_culprit.clone();
        r.given_culprit = self.given_culprit.clone();
        r.labels = self.labels.clone();
        r.inputs = self
            .inputs
            .iter()
            .filter(|(s, _)| {
                matches!(
                    **s,
                    Stage::Reproduce | Stage::Shrink | Stage::OriginalCulprit
                )
            })
            .map(|(s, h)| (*s, h.clone()))
            .collect();
        r.attached = Some(a);
        r
    }

    /// True if nothing is left to do for it.
    pub fn finished(&self) -> bool {
        self.status() != Status::Pending
    }

    /// True if the reduced program shows a different signature than the original did
    /// (the side a caller/callee diagnosis adds, on the reduced program only, aside).
    pub fn slipped(&self) -> bool {
        let sideless = |s: &Option<crate::oracle::Signature>| {
            s.as_ref().map(crate::oracle::Signature::without_side)
        };
        match (&self.reproduce, self.signed) {
            (Some(r), true) => {
                r.signature.is_some() && sideless(&r.signature) != sideless(&self.signature)
            }
            _ => false,
        }
    }
}

/// What identifies an oracle when a run resumes: its configuration, with the script's
/// path replaced by a hash of the script's contents, so a campaign that moved or is
/// named another way keeps its finished work, and an edited script starts over.
pub fn oracle_key(config: Option<&OracleConfig>) -> String {
    let Some(c) = config else {
        return String::new();
    };
    let mut c = c.clone();
    let script = c.test.take().map(|p| match std::fs::read(&p) {
        Ok(bytes) => blake3::hash(&bytes).to_hex().to_string(),
        Err(_) => p.display().to_string(),
    });
    hash(&serde_json::to_string(&(c, script)).unwrap_or_default())
}

/// blake3 of a text, hex.
pub fn hash(text: &str) -> String {
    blake3::hash(text.as_bytes()).to_hex().to_string()
}

/// A stage: progress displays, logs and the keys of `timings.json`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// The oracle on the original, 3 times.
    Reproduce,
    /// A generated test shrunk by its generator.
    Shrink,
    /// The culprit optimization of the original (gcc), before reduction.
    OriginalCulprit,
    /// The reduction.
    Reduce,
    /// The culprit optimization (gcc, clang).
    Culprit,
    /// The failing compiler's versions.
    Versions,
    /// The oracle's signature on the reduced program.
    Signature,
    /// The mutation profile.
    Profile,
    /// Skeleton and fingerprint.
    Fingerprint,
}

impl Stage {
    /// Its name.
    pub fn name(self) -> &'static str {
        match self {
            Stage::Reproduce => "reproduce",
            Stage::Shrink => "shrink",
            Stage::OriginalCulprit => "original-culprit",
            Stage::Reduce => "reduce",
            Stage::Culprit => "culprit",
            Stage::Versions => "versions",
            Stage::Signature => "signature",
            Stage::Profile => "profile",
            Stage::Fingerprint => "fingerprint",
        }
    }
}
