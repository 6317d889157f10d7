//! `report.html`: one self-contained page (no network, no external files). A summary
//! table of clusters, then per cluster, collapsible: signature, culprit, merge reasons,
//! the representative program, the members with their sizes and each member's diff
//! against the representative. A filter box hides the clusters that do not mention what
//! is typed; buttons expand or collapse them all.

use super::report::{sig_text, FailureEntry, Report};
use super::workdir::WorkDir;
use std::fmt::Write;

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
  document.body.setAttribute('data-ready', 'yes');
})();
"#;

/// Escape text for HTML.
fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            c => o.push(c),
        }
    }
    o
}

fn size(f: &FailureEntry) -> (String, String) {
    let red = f
        .reduced
        .map_or("-".into(), |s| format!("{} B / {} tok", s.bytes, s.tokens));
    (
        format!("{} B / {} tok", f.original.bytes, f.original.tokens),
        red,
    )
}

/// A unified diff of two programs by line, as HTML.
fn diff(from: &str, to: &str) -> String {
    let d = similar::TextDiff::from_lines(from, to);
    let text = d.unified_diff().context_radius(2).to_string();
    if text.is_empty() {
        return "<p class=\"muted\">identical to the representative</p>".into();
    }
    let mut o = String::from("<pre class=\"diff\">");
    for line in text.lines() {
        let class = match line.chars().next() {
            Some('+') => "add",
            Some('-') => "del",
            Some('@') => "hunk",
            _ => "",
        };
        let _ = writeln!(o, "<span class=\"{class}\">{}</span>", esc(line));
    }
    o.push_str("</pre>");
    o
}

/// The whole page.
pub fn page(r: &Report, wd: &WorkDir) -> String {
    let mut h = String::new();
    let _ = writeln!(
        h,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <title>Triage of {c}</title><style>{STYLE}</style></head><body>\n\
         <h1>Triage of {c}</h1>\n<p>{s}.</p>",
        c = esc(&r.campaign),
        s = esc(&r.summary_line())
    );
    let _ = writeln!(
        h,
        "<div id=\"controls\"><input id=\"filter\" type=\"search\" placeholder=\"filter clusters (id, signature, member, code)\"> \
         <button id=\"expand\">expand all</button> <button id=\"collapse\">collapse all</button> \
         <span id=\"shown\" class=\"muted\"></span></div>"
    );
    let _ = writeln!(
        h,
        "<table id=\"summary\"><tr><th>cluster</th><th>members</th><th>representative</th>\
         <th>first in ranking</th><th>signature</th><th>culprit</th></tr>"
    );
    for c in &r.clusters {
        let first = c
            .members
            .iter()
            .filter_map(|m| r.failure(m).and_then(|f| f.rank))
            .min()
            .map_or("-".into(), |n| n.to_string());
        let _ = writeln!(
            h,
            "<tr id=\"row-{id}\"><td><a href=\"#{id}\">{id}</a></td><td class=\"num\">{n}</td>\
             <td>{rep}</td><td class=\"num\">{first}</td><td class=\"sig\">{sig}</td><td>{cul}</td></tr>",
            id = esc(&c.id),
            n = c.members.len(),
            rep = esc(&c.representative),
            sig = esc(&sig_text(c.signature.as_ref())),
            cul = esc(&c.culprit.as_ref().map_or("unknown".into(), |c| c.join(","))),
        );
    }
    h.push_str("</table>\n");
    for c in &r.clusters {
        let rep_text = wd
            .program(&c.representative, r.as_given())
            .unwrap_or_default();
        let _ = writeln!(
            h,
            "<details class=\"cluster\" id=\"{id}\"><summary><h2>{id}</h2> \
             <span class=\"muted\">{n} member(s), representative {rep}</span> \
             <span class=\"sig\">{sig}</span></summary>",
            id = esc(&c.id),
            n = c.members.len(),
            rep = esc(&c.representative),
            sig = esc(&sig_text(c.signature.as_ref())),
        );
        let rep = r.failure(&c.representative);
        let search = rep
            .and_then(|f| f.culprit_search.as_ref())
            .map(|cs| {
                format!(
                    " <span class=\"muted\">({}; {} probes)</span>",
                    esc(&cs.how),
                    cs.probes
                )
            })
            .unwrap_or_default();
        let versions = rep
            .and_then(|f| f.versions.as_ref())
            .map(|v| {
                format!(
                    "<br>Versions of {}: failing {} of tested {}",
                    esc(&v.compiler),
                    esc(&v.failing.join(", ")),
                    esc(&v.tested.join(", "))
                )
            })
            .unwrap_or_default();
        let _ = writeln!(
            h,
            "<p>Signature: <span class=\"sig\">{}</span><br>Culprit: {}{search}{versions}</p>",
            esc(&sig_text(c.signature.as_ref())),
            esc(&c.culprit.as_ref().map_or("unknown".into(), |c| c.join(",")))
        );
        if !c.merge_reasons.is_empty() {
            h.push_str("<p>Why together:</p><ul>");
            for m in &c.merge_reasons {
                let _ = write!(
                    h,
                    "<li>{} (distance {}): {} with {}: {}</li>",
                    esc(&m.kind),
                    m.distance,
                    esc(&m.members.join(", ")),
                    esc(&m.with.join(", ")),
                    esc(&m.explanation)
                );
            }
            h.push_str("</ul>\n");
        }
        let _ = writeln!(
            h,
            "<p>Representative ({}):</p><pre>{}</pre>",
            esc(&c.representative),
            esc(&rep_text)
        );
        h.push_str(
            "<table><tr><th>member</th><th>rank</th><th>original</th><th>reduced</th><th>status</th></tr>",
        );
        for id in &c.members {
            if let Some(f) = r.failure(id) {
                let (o, red) = size(f);
                let _ = write!(
                    h,
                    "<tr><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{o}</td>\
                     <td class=\"num\">{red}</td><td>{}</td></tr>",
                    esc(id),
                    f.rank.map_or("-".into(), |n| n.to_string()),
                    f.status.name()
                );
            }
        }
        h.push_str("</table>\n");
        for id in c.members.iter().filter(|m| **m != c.representative) {
            let text = wd.program(id, r.as_given()).unwrap_or_default();
            let _ = writeln!(
                h,
                "<details><summary>{} against the representative</summary>{}</details>",
                esc(id),
                diff(&rep_text, &text)
            );
        }
        h.push_str("</details>\n");
    }
    let others: Vec<&FailureEntry> = r.failures.iter().filter(|f| f.cluster.is_none()).collect();
    if !others.is_empty() {
        h.push_str(
            "<h2>Not clustered</h2><table><tr><th>failure</th><th>status</th><th>why</th></tr>",
        );
        for f in others {
            let why = f.why();
            let _ = write!(
                h,
                "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
                esc(&f.id),
                f.status.name(),
                esc(&why)
            );
        }
        h.push_str("</table>\n");
    }
    let _ = writeln!(h, "<script>{SCRIPT}</script>\n</body></html>");
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_diffs() {
        assert_eq!(
            esc("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
        let d = diff("int a;\nint b;\n", "int a;\nlong b;\n");
        assert!(d.contains("<span class=\"del\">-int b;</span>"), "{d}");
        assert!(d.contains("<span class=\"add\">+long b;</span>"), "{d}");
        assert!(diff("x\n", "x\n").contains("identical"));
    }
}
