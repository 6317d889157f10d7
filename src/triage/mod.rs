//! Triage of a fuzz campaign: every failure reproduced, reduced, signed and
//! fingerprinted, then clustered, ranked and reported. The library part: no printing,
//! no signals, no exit codes (the `triage` command does those).
//!
//! - [`campaign`]: the campaign on disk (failures, sidecars, defaults);
//! - [`stages`]: one failure's stages, saved in the [`workdir`] as [`record`]s;
//! - [`batch`]: every failure under one test budget, then clusters and ranking;
//! - [`skeleton`], [`fingerprint`], [`distance`], [`features`], [`groups`], [`cluster`], [`rank`]:
//!   what tells failures apart and in which order to look at them;
//! - [`report`], [`html`]: report.json, report.md, report.html;
//! - [`merge`]: shards (`--shard K/N`) and `triage merge`;
//! - [`bugs`], [`known`]: the known-bug database and matching against it;
//! - [`bug_report`], [`draft`]: a bug report per cluster, as data and as text;
//!   [`annotate`] adds both to the clusters.

pub mod annotate;
pub mod batch;
pub mod bug_report;
pub mod bugs;
pub mod campaign;
pub mod cluster;
pub mod crosscheck;
pub mod culprit;
pub mod distance;
pub mod draft;
pub mod features;
pub mod fingerprint;
pub mod groups;
pub mod html;
pub mod known;
pub mod merge;
mod prober;
pub mod profile;
pub mod rank;
pub mod record;
pub mod report;
mod scrub;
mod side;
pub mod skeleton;
pub mod stages;
pub mod workdir;

pub use batch::{triage, Triage};
pub use fingerprint::Fingerprint;
pub use skeleton::Skeleton;
