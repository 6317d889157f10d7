//! Which failures are one bug, and in which order to look at them: each failure's
//! [`skeleton`] and [`fingerprint`], the [`features`] and [`distance`]s that tell
//! bugs apart, the fingerprint [`groups`] clustering works on, the [`cluster`]s and the
//! [`rank`]ing. Nothing here runs a process: it works on what the failure stages
//! recorded.

pub mod cluster;
pub mod distance;
pub mod features;
pub mod fingerprint;
pub mod groups;
pub mod model;
pub mod rank;
pub mod skeleton;
