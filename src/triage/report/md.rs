//! `report.md`: the report as Markdown, for a terminal or a tracker.

use crate::triage::failure::workdir::WorkDir;
use crate::triage::report::json::{FailureEntry, Report};
use crate::triage::report::words::{culprit_text, known_text, md_cell, sig_text};
use std::fmt::Write;

impl Report {
    /// `report.md`.
    pub fn markdown(&self, wd: &WorkDir) -> String {
        let mut m = String::new();
        let _ = writeln!(m, "# Triage of {}\n", self.campaign);
        let _ = writeln!(m, "{}.\n", self.summary_line());
        let _ = writeln!(m, "## Clusters\n");
        let _ = writeln!(
            m,
            "| cluster | known | members | representative | signature | culprit |\n|---|---|---|---|---|---|"
        );
        for c in &self.clusters {
            let _ = writeln!(
                m,
                "| {} | {} | {} | {} | {} | {} |",
                c.id,
                md_cell(&known_text(c)),
                c.members.len(),
                c.representative,
                md_cell(&sig_text(c.signature.as_ref())),
                culprit_text(c, self.failure(&c.representative))
            );
        }
        let _ = writeln!(m, "\n## Inspect in this order\n");
        for (i, id) in self.ranking.iter().enumerate() {
            let c = self
                .failure(id)
                .and_then(|f| f.cluster.clone())
                .unwrap_or_default();
            let _ = writeln!(m, "{}. {id} ({c})", i + 1);
        }
        for c in &self.clusters {
            let _ = writeln!(m, "\n## {}\n", c.id);
            if let Some(b) = &c.bug_report {
                let _ = writeln!(m, "{}\n", b.title);
            }
            let _ = writeln!(m, "- known: {}", known_text(c));
            if let Some(r) = c.known.as_ref().and_then(|k| k.regression.as_ref()) {
                let _ = writeln!(m, "- REGRESSION: {r}");
            }
            let _ = writeln!(m, "- signature: {}", sig_text(c.signature.as_ref()));
            if let Some(w) = c.bug_report.as_ref().and_then(|b| b.words.as_ref()) {
                let _ = writeln!(m, "- the compiler says: `{w}`");
            }
            if c.bug_report.is_some() {
                let _ = writeln!(m, "- bug report: report/{}.md", c.id);
            }
            let _ = writeln!(
                m,
                "- culprit: {}",
                culprit_text(c, self.failure(&c.representative))
            );
            if let Some(rep) = self.failure(&c.representative) {
                if let Some(cs) = &rep.culprit_search {
                    let _ = writeln!(m, "- culprit search: {} ({} probes)", cs.how, cs.probes);
                }
                if let Some(v) = &rep.versions {
                    let _ = writeln!(
                        m,
                        "- versions of {}: failing {} of tested {}",
                        v.compiler,
                        v.failing.join(", "),
                        v.tested.join(", ")
                    );
                }
                if let Some(p) = rep.profile.as_ref().filter(|p| p.runs > 0) {
                    let _ = writeln!(m, "- mutation profile: {}", p.summary());
                }
            }
            let _ = writeln!(m, "- representative: {}", c.representative);
            if let Some(x) = &c.cross_check {
                let _ = writeln!(m, "- culprit cross-check: {}", x.summary());
            }
            for r in &c.merge_reasons {
                let _ = writeln!(
                    m,
                    "- merged ({}, distance {}): {} with {}: {}",
                    r.kind,
                    r.distance,
                    r.members.join(", "),
                    r.with.join(", "),
                    r.explanation
                );
            }
            let _ = writeln!(
                m,
                "\n| member | original bytes / tokens | reduced bytes / tokens |\n|---|---|---|"
            );
            for id in &c.members {
                if let Some(f) = self.failure(id) {
                    let red = match (&f.reduced, &f.attached_to) {
                        (Some(s), _) => match &f.stopped_at {
                            Some(o) => {
                                format!("{} / {} (became {o}'s; stopped)", s.bytes, s.tokens)
                            }
                            None => format!("{} / {}", s.bytes, s.tokens),
                        },
                        (None, Some(to)) => format!("attached to {to}, not reduced"),
                        (None, None) => "-".into(),
                    };
                    let _ = writeln!(
                        m,
                        "| {id} | {} / {} | {red} |",
                        f.original.bytes, f.original.tokens
                    );
                }
            }
            if let Some(text) = self
                .failure(&c.representative)
                .and_then(|_| wd.program(&c.representative, self.as_given()))
            {
                let cpp = c
                    .bug_report
                    .as_ref()
                    .is_some_and(|b| b.file == crate::triage::report::bug_report::CPP_FILE);
                let fence = if cpp { "cpp" } else { "c" };
                let _ = writeln!(m, "\n```{fence}\n{}\n```", text.trim_end());
            }
        }
        let others: Vec<&FailureEntry> = self
            .failures
            .iter()
            .filter(|f| f.cluster.is_none())
            .collect();
        if !others.is_empty() {
            let _ = writeln!(m, "\n## Not clustered\n");
            let _ = writeln!(m, "| failure | status | why |\n|---|---|---|");
            for f in others {
                let why = f.why();
                let _ = writeln!(m, "| {} | {} | {} |", f.id, f.status.name(), md_cell(&why));
            }
        }
        m
    }
}
