//! Report data in words, shared by report.md and report.html: a cluster's known-bug
//! match, a signature, a culprit, a Markdown table cell.

use crate::oracle::Signature;
use crate::triage::report::json::{FailureEntry, ReportedCluster};

/// What the known-bug database says of a cluster, in words (`-` without one).
pub fn known_text(c: &ReportedCluster) -> String {
    use crate::triage::known_bugs::matching::Class;
    let Some(k) = &c.known else {
        return "-".into();
    };
    match (k.class, &k.bug) {
        (Class::Known, Some(b)) => {
            let mut s = format!("known: {} ({}", b.id, b.status.name());
            if let Some(v) = &b.fixed_in {
                s.push_str(&format!(" in {v}"));
            }
            s.push_str(&format!("; distance {}", b.distance));
            if let Some(u) = &b.url {
                s.push_str(&format!("; {u}"));
            }
            s + ")"
        }
        (Class::MaybeKnown, _) => format!(
            "maybe known: {}",
            k.candidates
                .iter()
                .map(|b| format!("{} ({})", b.id, b.distance))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        _ => "new".into(),
    }
}

/// A signature in words (or "none").
pub fn sig_text(s: Option<&Signature>) -> String {
    s.map_or_else(|| "none".into(), |s| s.to_string())
}

pub fn md_cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// A cluster's culprit in words: the flags or passes, "no optimization flags to
/// search" for a compiler without any (chibicc, pcc, tcc), else "unknown". `rep` is
/// the cluster's representative.
pub fn culprit_text(c: &ReportedCluster, rep: Option<&FailureEntry>) -> String {
    match &c.culprit {
        Some(c) => c.join(","),
        None if rep
            .and_then(|f| f.culprit_search.as_ref())
            .is_some_and(|s| s.not_applicable()) =>
        {
            "no optimization flags to search".into()
        }
        None => "unknown".into(),
    }
}
