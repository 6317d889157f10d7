//! `report.html`: one self-contained page (no network, no external files). A summary
//! table of clusters, then per cluster, collapsible: signature, culprit, merge reasons,
//! the representative program, the members with their sizes and each member's diff
//! against the representative. A filter box hides the clusters that do not mention what
//! is typed; buttons expand or collapse them all. "New since the last run" comes first
//! (clusters no known bug matches, and regressions); failures are shown in the
//! compiler's own words (the normalized signature is for matching); merge reasons are
//! summed up by kind; each cluster's bug report can be copied with one button.

use crate::triage::failure::workdir::WorkDir;
use crate::triage::report::json::ReportedCluster;
use crate::triage::report::json::{FailureEntry, Report};
use crate::triage::report::words::{known_text, sig_text};
use maud::{html, Markup, PreEscaped, DOCTYPE};

const STYLE: &str = r#"
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin: 0; display: inline; }
table { border-collapse: collapse; margin: .5em 0; }
th, td { border: 1px solid #ccc; padding: 2px 8px; text-align: left; vertical-align: top; }
th { background: #f3f3f3; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
pre { background: #f8f8f8; border: 1px solid #ddd; padding: .5em; overflow-x: auto; font-size: 12px; }
details.cluster { border: 1px solid #bbb; border-radius: 4px; margin: .6em 0; padding: .3em .6em; }
details.cluster > summary { cursor: pointer; }
.sig { font-family: monospace; }
.muted { color: #666; }
.add { background: #e6ffec; } .del { background: #ffebe9; } .hunk { color: #6a737d; }
#controls { position: sticky; top: 0; background: #fff; padding: .4em 0; border-bottom: 1px solid #ddd; }
#filter { width: 24em; padding: 3px; }
.new { background: #fff4ce; } .regression { color: #b00; font-weight: bold; }
.words { font-family: monospace; background: #f3f3f3; padding: 0 3px; }
#new-since { border: 2px solid #d4a72c; border-radius: 4px; padding: .3em .8em; margin: .6em 0; }
"#;

const SCRIPT: &str = r#"
(function () {
  var box = document.getElementById('filter');
  var clusters = Array.prototype.slice.call(document.querySelectorAll('details.cluster'));
  function apply() {
    var q = box.value.toLowerCase();
    var shown = 0;
    clusters.forEach(function (c) {
      var hit = q === '' || c.textContent.toLowerCase().indexOf(q) >= 0;
      c.style.display = hit ? '' : 'none';
      var row = document.getElementById('row-' + c.id);
      if (row) { row.style.display = hit ? '' : 'none'; }
      if (hit) { shown++; }
    });
    document.getElementById('shown').textContent = shown + ' of ' + clusters.length + ' clusters shown';
  }
  box.addEventListener('input', apply);
  document.getElementById('expand').addEventListener('click', function () {
    clusters.forEach(function (c) { c.open = true; });
  });
  document.getElementById('collapse').addEventListener('click', function () {
    clusters.forEach(function (c) { c.open = false; });
  });
  function openTarget() {
    var t = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (t && t.tagName === 'DETAILS') { t.open = true; }
  }
  window.addEventListener('hashchange', openTarget);
  openTarget();
  apply();
  Array.prototype.slice.call(document.querySelectorAll('button.copy')).forEach(function (b) {
    b.addEventListener('click', function () {
      var text = document.getElementById(b.getAttribute('data-target')).textContent;
      var done = function () { b.textContent = 'copied'; };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text).then(done, function () { fallback(text); done(); });
      } else { fallback(text); done(); }
    });
  });
  function fallback(text) {
    var t = document.createElement('textarea');
    t.value = text; document.body.appendChild(t); t.select();
    try { document.execCommand('copy'); } catch (e) {}
    document.body.removeChild(t);
  }
  document.body.setAttribute('data-ready', 'yes');
})();
"#;

fn size(f: &FailureEntry) -> (String, String) {
    let red = f
        .reduced
        .map_or("-".into(), |s| format!("{} B / {} tok", s.bytes, s.tokens));
    (
        format!("{} B / {} tok", f.original.bytes, f.original.tokens),
        red,
    )
}

/// A unified diff of two programs by line.
fn diff(from: &str, to: &str) -> Markup {
    let d = similar::TextDiff::from_lines(from, to);
    let text = d.unified_diff().context_radius(2).to_string();
    if text.is_empty() {
        return html! { p.muted { "identical to the representative" } };
    }
    let class = |line: &str| match line.chars().next() {
        Some('+') => "add",
        Some('-') => "del",
        Some('@') => "hunk",
        _ => "",
    };
    html! {
        pre.diff {
            @for line in text.lines() {
                span class=(class(line)) { (line) } "\n"
            }
        }
    }
}

/// What a cluster's failure looks like: the compiler's own words when the bug report
/// caught them, else the signature.
fn said(c: &ReportedCluster) -> Markup {
    match c.bug_report.as_ref().and_then(|b| b.words.as_ref()) {
        Some(w) => html! { span.words title=(sig_text(c.signature.as_ref())) { (w) } },
        None => html! { span.sig { (sig_text(c.signature.as_ref())) } },
    }
}

/// The merge reasons of a cluster in one line: how many merges of each kind, and the
/// range of their distances.
fn merge_summary(c: &ReportedCluster) -> String {
    let mut kinds: std::collections::BTreeMap<&str, (usize, f64, f64)> = Default::default();
    for m in &c.merge_reasons {
        let e = kinds
            .entry(m.kind.as_str())
            .or_insert((0, f64::INFINITY, f64::NEG_INFINITY));
        e.0 += 1;
        e.1 = e.1.min(m.distance);
        e.2 = e.2.max(m.distance);
    }
    kinds
        .iter()
        .map(|(k, (n, lo, hi))| {
            let what = match *k {
                "same-fingerprint" => "group(s) of equal fingerprints",
                "same-message" => "merge(s) by the same compiler message and culprit",
                "close-features" => "merge(s) by close features",
                other => other,
            };
            if lo == hi {
                format!("{n} {what} (distance {lo})")
            } else {
                format!("{n} {what} (distance {lo} to {hi})")
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn culprit_text(c: Option<&Vec<String>>) -> String {
    c.map_or("unknown".into(), |c| c.join(","))
}

/// One cluster's section: signature, culprit, merge reasons, the representative, the
/// members and their diffs against it.
fn cluster(r: &Report, wd: &WorkDir, c: &ReportedCluster) -> Markup {
    let rep_text = wd
        .program(&c.representative, r.as_given())
        .unwrap_or_default();
    let rep = r.failure(&c.representative);
    let sig = sig_text(c.signature.as_ref());
    let words = c.bug_report.as_ref().and_then(|b| b.words.clone());
    let draft = c
        .bug_report
        .as_ref()
        .map(|b| crate::triage::report::draft::render(&c.id, b, c.known.as_ref()));
    html! {
        details.cluster id=(c.id) {
            summary {
                h2 { (c.id) } " "
                span.muted { (c.members.len()) " member(s), representative " (c.representative) } " "
                (said(c))
            }
            p {
                "Known-bug database: " (known_text(c))
                @if let Some(reg) = c.known.as_ref().and_then(|k| k.regression.as_ref()) {
                    br; span.regression { "Regression: " (reg) }
                }
                br;
                @if let Some(w) = &words {
                    "The compiler says: " span.words { (w) } br;
                }
                "Signature (for matching): " span.sig { (sig) } br;
                "Culprit: " (culprit_text(c.culprit.as_ref()))
                @if let Some(cs) = rep.and_then(|f| f.culprit_search.as_ref()) {
                    " " span.muted { "(" (cs.how) "; " (cs.probes) " probes)" }
                }
                @if let Some(v) = rep.and_then(|f| f.versions.as_ref()) {
                    br;
                    "Versions of " (v.compiler) ": failing " (v.failing.join(", "))
                    " of tested " (v.tested.join(", "))
                }
            }
            @if let Some(x) = &c.cross_check {
                p { "Culprit cross-check: " (x.summary()) }
            }
            @if !c.merge_reasons.is_empty() {
                p { "Why together: " (merge_summary(c)) }
                details {
                    summary { "every merge step" }
                    ul {
                        @for m in &c.merge_reasons {
                            li {
                                (m.kind) " (distance " (m.distance) "): " (m.members.join(", "))
                                " with " (m.with.join(", ")) ": " (m.explanation)
                            }
                        }
                    }
                }
            }
            @if let Some(text) = &draft {
                details.bugreport {
                    summary {
                        "Bug report (report/" (c.id) ".md) "
                        button.copy type="button" data-target={ "draft-" (c.id) } { "copy" }
                    }
                    pre id={ "draft-" (c.id) } { (text) }
                }
            }
            p { "Representative (" (c.representative) "):" }
            pre { (rep_text) }
            table {
                tr { th { "member" } th { "rank" } th { "original" } th { "reduced" } th { "status" } }
                @for id in &c.members {
                    @if let Some(f) = r.failure(id) {
                        @let (o, red) = size(f);
                        tr {
                            td { (id) }
                            td.num { (f.rank.map_or("-".into(), |n| n.to_string())) }
                            td.num { (o) }
                            td.num { (red) }
                            td { (f.status.name()) }
                        }
                    }
                }
            }
            @for id in c.members.iter().filter(|m| **m != c.representative) {
                details {
                    summary { (id) " against the representative" }
                    (diff(&rep_text, &wd.program(id, r.as_given()).unwrap_or_default()))
                }
            }
        }
    }
}

/// New, or a regression: what a person reading the report every morning looks at
/// first.
fn is_new(c: &ReportedCluster) -> bool {
    use crate::triage::known_bugs::matching::Class;
    c.known
        .as_ref()
        .is_none_or(|k| k.class == Class::New || k.regression.is_some())
}

/// The whole page (maud escapes every text by construction; only the page's own style
/// and script go in as they are).
pub fn page(r: &Report, wd: &WorkDir) -> String {
    let first_rank = |c: &ReportedCluster| {
        c.members
            .iter()
            .filter_map(|m| r.failure(m).and_then(|f| f.rank))
            .min()
            .map_or("-".into(), |n| n.to_string())
    };
    let others: Vec<&FailureEntry> = r.failures.iter().filter(|f| f.cluster.is_none()).collect();
    let fresh: Vec<&ReportedCluster> = r.clusters.iter().filter(|c| is_new(c)).collect();
    let page = html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                title { "Triage of " (r.campaign) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                h1 { "Triage of " (r.campaign) }
                p { (r.summary_line()) "." }
                div #controls {
                    input #filter type="search" placeholder="filter clusters (id, signature, member, code)";
                    " " button #expand { "expand all" }
                    " " button #collapse { "collapse all" }
                    " " span #shown .muted {}
                }
                div #new-since {
                    h2 { "New since the last run" }
                    @if r.known_counts().is_none() {
                        p.muted { "No known-bug database was given (--known BUGS): every cluster is new." }
                    }
                    @if fresh.is_empty() {
                        p { "Nothing new: every cluster matches a known bug." }
                    } @else {
                        ul {
                            @for c in &fresh {
                                li {
                                    a href={ "#" (c.id) } { (c.id) } " "
                                    span.muted { "(" (c.members.len()) " failure(s)) " }
                                    (said(c))
                                    @if let Some(reg) = c.known.as_ref().and_then(|k| k.regression.as_ref()) {
                                        " " span.regression { "regression: " (reg) }
                                    }
                                }
                            }
                        }
                    }
                }
                table #summary {
                    tr {
                        th { "cluster" } th { "known" } th { "members" } th { "representative" }
                        th { "first in ranking" } th { "the compiler says" } th { "culprit" }
                    }
                    @for c in &r.clusters {
                        tr id={ "row-" (c.id) } class=[is_new(c).then_some("new")] {
                            td { a href={ "#" (c.id) } { (c.id) } }
                            td { (known_text(c)) }
                            td.num { (c.members.len()) }
                            td { (c.representative) }
                            td.num { (first_rank(c)) }
                            td { (said(c)) }
                            td { (culprit_text(c.culprit.as_ref())) }
                        }
                    }
                }
                @for c in &r.clusters {
                    (cluster(r, wd, c))
                }
                @if !others.is_empty() {
                    h2 { "Not clustered" }
                    table {
                        tr { th { "failure" } th { "status" } th { "why" } }
                        @for f in &others {
                            tr { td { (f.id) } td { (f.status.name()) } td { (f.why()) } }
                        }
                    }
                }
                script { (PreEscaped(SCRIPT)) }
            }
        }
    };
    page.into_string() + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_diffs() {
        let d = diff("int a;\nint <b>;\n", "int a;\nlong <b>;\n").into_string();
        assert!(
            d.contains("<span class=\"del\">-int &lt;b&gt;;</span>"),
            "{d}"
        );
        assert!(
            d.contains("<span class=\"add\">+long &lt;b&gt;;</span>"),
            "{d}"
        );
        assert!(diff("x\n", "x\n").into_string().contains("identical"));
    }
}
