//! Known bugs: the database a user keeps ([`db`]: one `ID.json` per bug, with its
//! examples and per-campaign hits) and the matching of a run's clusters against it
//! ([`matching`]: known, maybe known, new, regression).

pub mod db;
pub mod matching;
