//! Report data in words, shared by report.md and report.html: a cluster's known-bug
//! match, a signature, a Markdown table cell.

use crate::oracle::Signature;
use crate::triage::report::json::ReportedCluster;

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
