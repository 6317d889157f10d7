//! One failure of a campaign and what triage learns of it: the campaign on disk
//! ([`campaign`]), the work directory that keeps each failure's state ([`workdir`],
//! [`record`]), the stages that reproduce, reduce, sign, search the culprit, profile
//! and fingerprint it ([`stages`], with the probe runner [`culprit_prober`] and the run's
//! shared answers to probes [`probe_cache`], the caller/callee
//! [`side`], the [`culprit`] and [`profile`] searches and the message [`scrub`]), and
//! the culprit cross-check that asks probes for clustering ([`crosscheck`]); the
//! programs reduced so far, where a reduction stops ([`known_programs`]); a generated
//! test shrunk by its generator, so that triage can group it before reducing ([`shrink`]).

pub mod campaign;
pub mod crosscheck;
pub mod culprit;
mod culprit_prober;
#[cfg(test)]
pub(crate) mod fakes;
pub mod known_programs;
pub mod probe_cache;
pub mod profile;
pub mod record;
mod scrub;
pub mod shrink;
mod side;
pub mod stages;
pub mod workdir;
