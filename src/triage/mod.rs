//! Triage of a fuzz campaign of C and C++ failures: every failure reproduced; failures
//! grouped before reduction (by the compiler's message, the shrunk test, or the
//! culprit on the original), a few of each group reduced and the others attached with
//! their evidence (`--reduce-all` reduces every one); the reduced ones signed and
//! fingerprinted; then all clustered, ranked and reported. The library part: no
//! printing, no signals, no exit codes (the `triage` command does those).
//!
//! Rooms, named after what they hold:
//! - [`failure`]: one failure and its stages (campaign, work dir, record, stages,
//!   culprit, profile, cross-check);
//! - [`similarity`]: what tells failures apart and in which order to look at them
//!   (skeleton, fingerprint, features, distance, groups, clusters, ranking);
//! - [`known_bugs`]: the known-bug database and matching against it;
//! - [`report`]: report.json, report.md, report.html and the bug reports;
//!
//! and the run itself: [`batch`] (every failure under one test budget; [`attach`]:
//! which failures are reduced and which attached to a group's reductions), [`merge`]
//! (shards, `triage merge`) and [`conclude`] (what both do at the end: clusters, bug
//! reports, known-bug matches, the reports written).

pub mod attach;
pub mod batch;
pub mod conclude;
pub mod failure;
pub mod known_bugs;
pub mod merge;
pub mod report;
pub mod similarity;

pub use batch::{triage, Triage};
pub use similarity::fingerprint::Fingerprint;
pub use similarity::skeleton::Skeleton;
