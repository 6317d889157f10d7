//! The integration tests, one binary with a module per command or capability (the
//! real-Slurm test is its own binary, tests/slurm.rs). They run the real binary on real
//! compilers and corpus programs; a test whose tools are missing fails under `CI=true`
//! and says so loudly otherwise ([`require!`]).
//!
//! - [`reduce`]: reducing with a script, the command line, statistics, the corpus;
//! - [`determinism`]: the same result for any `-j`, under load, and on replay;
//! - [`user_files`]: bad input, exit codes, backups, nothing saved too early;
//! - [`processes`]: children killed with their group, signals, closed pipes, runners;
//! - [`oracles`]: `check` and reductions with the built-in oracles and guards;
//! - [`fingerprint`]: the `fingerprint` command;
//! - [`folder`]: a folder reduced as a project;
//! - [`readme`]: README.md short, and its commands run as written;
//! - [`reference`]: `man` and `completions`;
//! - [`triage`]: triage of campaigns, reports (snapshots, Chromium), shards and merge;
//! - [`bugs`]: the known-bug database and bug reports;
//! - [`labels`]: the labelled campaigns' labels;
//! - [`gen`]: generators, `fuzz` and `diagnose`;
//! - [`fidelity`]: reductions stay valid and keep the same bug;
//! - [`layers`]: the layering rules of docs/design.md, checked on the source;
//! - [`no_joins`]: no pass's candidate joins two tokens, on real programs.
//!
//! Helpers are in [`common`]: a private [`common::Sandbox`] per test, and
//! [`common::Expect`], whose assertions point at the test's line.

/// Return from the test unless the tools are on PATH (under `CI=true`, fail).
macro_rules! require {
    ($($tool:expr),+ $(,)?) => {
        if !$crate::common::require(&[$($tool),+]) {
            return;
        }
    };
}

mod common;

mod bugs;
mod determinism;
mod fidelity;
mod fingerprint;
mod folder;
mod gen;
mod labels;
mod layers;
mod no_joins;
mod oracles;
mod processes;
mod readme;
mod reduce;
mod reference;
mod triage;
mod user_files;
