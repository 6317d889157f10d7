//! Triage of a fuzz campaign: what tells failures apart. The skeleton of a reduced
//! program and the fingerprint (signature + culprit + skeleton) come first; campaign
//! discovery, stages, clusters, ranking and reports build on them.

pub mod campaign;
pub mod fingerprint;
pub mod skeleton;

pub use fingerprint::Fingerprint;
pub use skeleton::Skeleton;
