//! `report.html`: one self-contained page (no network, no external files). A summary
//! table of clusters, then per cluster, collapsible: signature, culprit, merge reasons,
//! the representative program, the members with their sizes and each member's diff
//! against the representative. A filter box hides the clusters that do not mention what
//! is typed; buttons expand or collapse them all. "New since the last run" comes first
//! (clusters no known bug matches, and regressions); failures are shown in the
//! compiler's own words (the normalized signature is for matching); merge reasons are
//! summed up by kind; each cluster's bug report can be copied with one button.

use crate::triage::failure::workdir::WorkDir;
use crate::triage::report::english::{count, failures};
use crate::triage::report::history::{BugHistory, History, Standing};
use crate::triage::report::json::ReportedCluster;
use crate::triage::report::json::{FailureEntry, Report};
use crate::triage::report::svg::{self, Part};
use crate::triage::report::words::{culprit_text, known_text, sig_text};
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
h3 { font-size: 1em; margin: .8em 0 .2em; }
section { margin: 1em 0; }
code { font-family: monospace; background: #f3f3f3; padding: 0 3px; border-radius: 2px; }
.title code { background: #eef2f7; }
svg { vertical-align: middle; }
.legend { font-size: 12px; color: #555; } .swatch { margin-right: 1em; white-space: nowrap; }
table.history td:nth-child(2) { max-width: 38em; }
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
    // `#more-CLUSTER`: the cluster open, with all its members shown.
    if (t && t.className === 'more-members') {
      t.closest('details.cluster').open = true;
      var b = document.querySelector('button.more[data-target="' + t.id + '"]');
      if (b) { b.click(); }
    }
  }
  window.addEventListener('hashchange', openTarget);
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
  // A cluster's members past the first ones: rows built from the page's data when asked.
  Array.prototype.slice.call(document.querySelectorAll('button.more')).forEach(function (b) {
    b.addEventListener('click', function () {
      var id = b.getAttribute('data-target');
      var box = document.getElementById(id);
      var rows = JSON.parse(document.getElementById('data-' + id).textContent);
      var table = document.createElement('table');
      var notes = document.createElement('div');
      rows.forEach(function (m) {
        var tr = document.createElement('tr');
        for (var i = 0; i < 5; i++) {
          var td = document.createElement('td');
          td.textContent = m[i];
          if (i > 0 && i < 4) { td.className = 'num'; }
          tr.appendChild(td);
        }
        table.appendChild(tr);
        if (m[5]) {
          var p = document.createElement('p'); p.className = 'muted'; p.textContent = m[5];
          notes.appendChild(p);
        } else if (m[6]) {
          var d = document.createElement('details');
          var s = document.createElement('summary'); s.textContent = m[0] + ' against the representative';
          var pre = document.createElement('pre'); pre.textContent = m[6];
          d.appendChild(s); d.appendChild(pre); notes.appendChild(d);
        }
      });
      box.appendChild(table); box.appendChild(notes);
      b.parentNode.removeChild(b);
    });
  });
  openTarget();
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

/// A unified diff (see [`member_note`]) as the page shows it.
fn diff_markup(text: &str) -> Markup {
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
        Some(w) => {
            html! { code.words title=(sig_text(c.signature.as_ref()).replace('`', "")) { (w) } }
        }
        None => html! { span.sig { (code_spans(&sig_text(c.signature.as_ref()))) } },
    }
}

/// Text whose `code` spans (Markdown's backticks, as signatures and titles write a
/// compiler's name or an expression) are shown as code, without the backticks.
fn code_spans(text: &str) -> Markup {
    let parts: Vec<&str> = text.split('`').collect();
    // An odd count of backticks: the last one opens nothing.
    let closed = parts.len() % 2 == 1;
    html! {
        @for (i, p) in parts.iter().enumerate() {
            @if i % 2 == 1 && (closed || i + 1 < parts.len()) { code { (p) } } @else { (p) }
        }
    }
}

/// A cluster's one-line title: its bug report's, else what the compiler says.
fn title(c: &ReportedCluster) -> Markup {
    match c
        .bug_report
        .as_ref()
        .map(|b| b.title.as_str())
        .filter(|t| !t.is_empty())
    {
        Some(t) => html! { span.title { (code_spans(t)) } },
        None => said(c),
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
                "same-fingerprint" => count(
                    *n,
                    "group of equal fingerprints",
                    "groups of equal fingerprints",
                ),
                "same-message" => count(
                    *n,
                    "merge by the same compiler message and culprit",
                    "merges by the same compiler message and culprit",
                ),
                "close-features" => {
                    count(*n, "merge by close features", "merges by close features")
                }
                crate::triage::similarity::cluster::SAME_CRASH_OTHER_VERSION => count(
                    *n,
                    "merge of another version's same crash",
                    "merges of other versions' same crash",
                ),
                "attached" => count(*n, "group attached unreduced", "groups attached unreduced"),
                other => format!("{n} {other}"),
            };
            if lo == hi {
                format!("{what} (distance {lo})")
            } else {
                format!("{what} (distance {lo} to {hi})")
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
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
                (title(c)) " "
                span.muted { (failures(c.members.len())) ", representative " (c.representative) }
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
                "Signature (for matching): " span.sig { (code_spans(&sig)) } br;
                "Culprit: " (culprit_text(c, rep))
                @if let Some(cs) = rep.and_then(|f| f.culprit_search.as_ref()).filter(|cs| !cs.not_applicable()) {
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
            table.members {
                tr { th { "member" } th { "rank" } th { "original" } th { "reduced" } th { "status" } }
                @for id in c.members.iter().take(MEMBERS_SHOWN) {
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
            @for id in c.members.iter().take(MEMBERS_SHOWN).filter(|m| **m != c.representative) {
                @match member_note(r, wd, &rep_text, id) {
                    Note::Said(text) => p.muted { (code_spans(&text)) },
                    Note::Diff(text) => details {
                        summary { (id) " against the representative" }
                        (diff_markup(&text))
                    },
                }
            }
            @if c.members.len() > MEMBERS_SHOWN {
                @let rest = &c.members[MEMBERS_SHOWN..];
                p {
                    button.more type="button" data-target={ "more-" (c.id) } {
                        "show the other " (failures(rest.len()))
                    }
                }
                div.more-members id={ "more-" (c.id) } {}
                script type="application/json" id={ "data-more-" (c.id) } {
                    (PreEscaped(members_json(r, wd, &rep_text, rest)))
                }
            }
        }
    }
}

/// Members shown in a cluster's section as the page loads; the others are rows of data
/// in the page, shown when asked for (a cluster of thousands of attached failures loads
/// as fast as one of ten).
pub const MEMBERS_SHOWN: usize = 40;

/// What a member's section says beside its row.
enum Note {
    /// In words: attached (with the evidence), or stopped at another's program.
    Said(String),
    /// Its diff against the representative (unified, by line; empty: identical).
    Diff(String),
}

fn member_note(r: &Report, wd: &WorkDir, rep_text: &str, id: &str) -> Note {
    let f = r.failure(id);
    if let Some(e) = f.and_then(|f| f.evidence.as_ref()) {
        Note::Said(format!("{id}: attached, {e}"))
    } else if let Some(o) = f.and_then(|f| f.stopped_at.as_ref()) {
        Note::Said(format!(
            "{id}: reduced until it became {o}'s reduced program; stopped there"
        ))
    } else {
        let text = wd.program(id, r.as_given()).unwrap_or_default();
        let d = similar::TextDiff::from_lines(rep_text, &text);
        Note::Diff(d.unified_diff().context_radius(2).to_string())
    }
}

/// The members past [`MEMBERS_SHOWN`] as JSON rows for the page's script: `[id, rank,
/// original, reduced, status, note, diff]`, with `<` escaped so no text closes the
/// script element.
fn members_json(r: &Report, wd: &WorkDir, rep_text: &str, ids: &[String]) -> String {
    let rows: Vec<serde_json::Value> = ids
        .iter()
        .filter_map(|id| {
            let f = r.failure(id)?;
            let (o, red) = size(f);
            let (note, diff) = match member_note(r, wd, rep_text, id) {
                Note::Said(t) => (t, String::new()),
                Note::Diff(d) => (String::new(), d),
            };
            Some(serde_json::json!([
                id,
                f.rank.map_or("-".into(), |n| n.to_string()),
                o,
                red,
                f.status.name(),
                note,
                diff
            ]))
        })
        .collect();
    in_script(&serde_json::Value::Array(rows))
}

/// `value` as JSON that can stand inside a `<script>` element: every `<` escaped, so no
/// text in it closes the element.
fn in_script(value: &serde_json::Value) -> String {
    serde_json::to_string(value)
        .unwrap_or_default()
        .replace('<', "\\u003c")
}

/// New, or a regression: what a person reading the report every morning looks at
/// first.
fn is_new(c: &ReportedCluster) -> bool {
    use crate::triage::known_bugs::matching::Class;
    c.known
        .as_ref()
        .is_none_or(|k| k.class == Class::New || k.regression.is_some())
}

/// A cluster's failures by how they were taken, as the parts of a bar.
fn cluster_parts<'a>(r: &'a Report, c: &ReportedCluster) -> Vec<Part<'a>> {
    use crate::triage::failure::record::Status;
    let mut n = [0usize; 5];
    for f in c.members.iter().filter_map(|m| r.failure(m)) {
        n[match f.status {
            Status::Reduced => 0,
            Status::ReducedPartly => 1,
            Status::AsGiven => 2,
            Status::Attached => 3,
            _ => 4,
        }] += 1;
    }
    let part = |n, colour, what| Part { n, colour, what };
    vec![
        part(n[0], svg::REDUCED, "reduced"),
        part(n[1], svg::PARTLY, "reduced partly (budget)"),
        part(n[2], svg::AS_GIVEN, "taken as given"),
        part(n[3], svg::ATTACHED, "attached (not reduced)"),
        part(n[4], svg::OTHER, "otherwise"),
    ]
}

/// Pixels per failure in the bars, so that the largest cluster is at most 240 wide.
fn scale(r: &Report) -> f64 {
    let most = r
        .clusters
        .iter()
        .map(|c| c.members.len())
        .max()
        .unwrap_or(1)
        .max(1);
    (240.0 / most as f64).min(16.0)
}

/// Sizes at a glance: the campaign's failures by status, then one bar per cluster.
fn glance(r: &Report) -> Markup {
    let s = &r.summary;
    let clustered = s.reduced + s.reduced_partly + s.as_given + s.attached;
    let not = s.failures - clustered.min(s.failures);
    let part = |n, colour, what| Part { n, colour, what };
    let all = [
        part(s.reduced, svg::REDUCED, "reduced"),
        part(s.reduced_partly, svg::PARTLY, "reduced partly (budget)"),
        part(s.as_given, svg::AS_GIVEN, "taken as given"),
        part(s.attached, svg::ATTACHED, "attached (not reduced)"),
        part(
            not,
            svg::OTHER,
            "not clustered (flaky, not reproducible or errors)",
        ),
    ];
    let k = scale(r).min(480.0 / s.failures.max(1) as f64);
    html! {
        section #glance {
            h2 { "At a glance" }
            p {
                (svg::bar(&all, k)) br;
                (failures(s.failures)) ": " (parts_in_words(&all)) "; "
                @if s.slipped == 0 {
                    "no reduction slipped to another signature"
                } @else {
                    span.regression { (count(s.slipped, "reduction", "reductions")) " slipped to another signature" }
                }
                "."
            }
            p.legend {
                (svg::swatch(svg::REDUCED, "reduced")) " "
                (svg::swatch(svg::PARTLY, "reduced partly")) " "
                (svg::swatch(svg::AS_GIVEN, "as given")) " "
                (svg::swatch(svg::ATTACHED, "attached")) " "
                (svg::swatch(svg::OTHER, "other"))
            }
        }
    }
}

/// The non-empty parts, in words: `3 reduced, 1 reduced partly (budget)`.
fn parts_in_words(parts: &[Part]) -> String {
    parts
        .iter()
        .filter(|p| p.n > 0)
        .map(|p| format!("{} {}", p.n, p.what))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One bug's row in "Night by night".
fn history_row(h: &History, b: &BugHistory, r: &Report) -> Markup {
    let now = *b.hits.last().unwrap_or(&0);
    let total: usize = b.hits.iter().sum();
    let nights = b.hits.iter().filter(|n| **n > 0).count();
    let first = b
        .hits
        .iter()
        .position(|n| *n > 0)
        .map(|i| h.campaigns[i].as_str());
    let last = b
        .hits
        .iter()
        .rposition(|n| *n > 0)
        .map(|i| h.campaigns[i].as_str());
    let link = b
        .clusters
        .first()
        .filter(|c| r.clusters.iter().any(|x| &x.id == *c));
    html! {
        tr {
            td {
                @if let Some(c) = link { a href={ "#" (c) } { (b.id) } } @else { (b.id) }
                @if let Some(st) = b.status { br; span.muted { (st.name()) } }
            }
            td { (code_spans(&b.title)) }
            td { (svg::hits(&h.campaigns, &b.hits)) }
            td {
                @match b.standing {
                    Standing::New => { (failures(now)) " in this campaign, its first" }
                    Standing::Again => {
                        (failures(now)) " in this campaign; " (failures(total)) " in "
                        (count(nights, "campaign", "campaigns")) " since " (first.unwrap_or("-"))
                    }
                    Standing::Gone => {
                        "none in this campaign; last seen in " (last.unwrap_or("-")) " ("
                        (failures(total)) " in " (count(nights, "campaign", "campaigns")) ")"
                    }
                }
            }
        }
    }
}

/// Night by night: each bug's hits per campaign, new bugs first, those that stopped
/// appearing apart.
fn nights(h: &History, r: &Report) -> Markup {
    let group = |s: Standing| h.of_standing(s).collect::<Vec<_>>();
    let (new, again, gone) = (
        group(Standing::New),
        group(Standing::Again),
        group(Standing::Gone),
    );
    let table = |rows: &[&BugHistory]| {
        html! {
            table.history {
                tr { th { "bug" } th { "title" } th { "failures per campaign" } th { "in words" } }
                @for b in rows { (history_row(h, b, r)) }
            }
        }
    };
    html! {
        section #nights {
            h2 { "Night by night" }
            p.muted {
                (count(h.campaigns.len(), "campaign", "campaigns")) " in the known-bug database's record, "
                "this one (" (h.campaigns.last().map_or("", |c| c.as_str())) ") last and in yellow"
                @if h.campaigns.len() > svg::SHOWN { "; the charts show the last " (svg::SHOWN) }
                "."
            }
            h3 #nights-new { "New bugs (" (new.len()) ")" }
            @if new.is_empty() { p { "No new bug in this campaign." } } @else { (table(&new)) }
            h3 #nights-again { "Seen again (" (again.len()) ")" }
            @if again.is_empty() { p { "No known bug came back in this campaign." } } @else { (table(&again)) }
            h3 #nights-gone { "Stopped appearing: fixed? (" (gone.len()) ")" }
            @if gone.is_empty() {
                p { "Every bug seen before appeared again." }
            } @else {
                p.muted { "Bugs that earlier campaigns showed and this one did not: fixed, or no longer reached by the generator." }
                (table(&gone))
            }
        }
    }
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
    let k = scale(r);
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
                                    (title(c)) " "
                                    span.muted { "(" (failures(c.members.len())) ") " }
                                    @if let Some(reg) = c.known.as_ref().and_then(|k| k.regression.as_ref()) {
                                        " " span.regression { "regression: " (reg) }
                                    }
                                }
                            }
                        }
                    }
                }
                @if let Some(h) = &r.history { (nights(h, r)) }
                (glance(r))
                table #summary {
                    tr {
                        th { "cluster" } th { "title" } th { "known" } th { "failures" }
                        th { "first in ranking" } th { "the compiler says" } th { "culprit" }
                    }
                    @for c in &r.clusters {
                        tr id={ "row-" (c.id) } class=[is_new(c).then_some("new")] {
                            td { a href={ "#" (c.id) } { (c.id) } }
                            td { (title(c)) }
                            td { (known_text(c)) }
                            td { (svg::bar(&cluster_parts(r, c), k)) }
                            td.num { (first_rank(c)) }
                            td { (said(c)) }
                            td { (culprit_text(c, r.failure(&c.representative))) }
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

    fn diff(from: &str, to: &str) -> Markup {
        diff_markup(
            &similar::TextDiff::from_lines(from, to)
                .unified_diff()
                .context_radius(2)
                .to_string(),
        )
    }

    /// A member's note in the page's data cannot close the script element it is in.
    #[test]
    fn member_data_escapes_the_script_end() {
        let json = in_script(&serde_json::json!(["a</script><b>"]));
        assert!(!json.contains("</script"), "{json}");
        let back: Vec<String> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, ["a</script><b>"]);
    }

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
