//! A cluster's bug report as text, from [`crate::triage::report::bug_report::BugReport`] data alone:
//! GCC Bugzilla's form (plain text, the command lines and their output first) or
//! Markdown for GitHub-hosted trackers (the program and the compiler's flags in
//! separate code blocks, so each pastes into an online compiler as it is).

use crate::triage::known_bugs::matching::{Class, Known};
use crate::triage::report::bug_report::{BugReport, Style, CPP_FILE};
use std::fmt::Write;

/// The report of cluster `id` in its style.
pub fn render(id: &str, b: &BugReport, known: Option<&Known>) -> String {
    match b.style {
        Style::Gcc => gcc(id, b, known),
        Style::Markdown => markdown(id, b, known),
    }
}

/// The commands as one shell script: `cat > bug.c` is left to the reader.
pub fn script(b: &BugReport) -> String {
    b.steps
        .iter()
        .map(|s| s.command.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

fn known_line(known: Option<&Known>) -> Option<String> {
    let k = known?;
    Some(match (k.class, &k.bug) {
        (Class::Known, Some(bug)) => {
            let mut s = format!(
                "Known bug {} ({}{}), distance {}",
                bug.id,
                bug.status.name(),
                bug.fixed_in
                    .as_ref()
                    .map_or(String::new(), |v| format!(" in {v}")),
                bug.distance
            );
            if let Some(u) = &bug.url {
                let _ = write!(s, ": {u}");
            }
            if let Some(r) = &k.regression {
                let _ = write!(s, ". REGRESSION: {r}");
            }
            s
        }
        (Class::MaybeKnown, _) => format!(
            "Maybe known: near {}",
            k.candidates
                .iter()
                .map(|c| format!("{} ({})", c.id, c.distance))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        _ => "New: matches no known bug".into(),
    })
}

fn facts(b: &BugReport) -> Vec<String> {
    let mut v = Vec::new();
    if let Some((failing, passing)) = &b.versions {
        v.push(format!(
            "Failing versions: {}; passing: {}",
            if failing.is_empty() {
                "none".into()
            } else {
                failing.join(", ")
            },
            if passing.is_empty() {
                "none".into()
            } else {
                passing.join(", ")
            }
        ));
    }
    if !b.same_crash_in.is_empty() {
        v.push(format!(
            "The same crash (the same named frames) in: {}",
            b.same_crash_in.join(", ")
        ));
    }
    match (&b.culprit, &b.culprit_how) {
        (Some(c), Some(how)) => v.push(format!("Culprit: {c} (found by: {how})")),
        (Some(c), None) => v.push(format!("Culprit: {c} (given with the failure)")),
        (None, Some(how)) => v.push(format!("Culprit: not found ({how})")),
        (None, None) => {}
    }
    v.push(format!(
        "Seen in {} of campaign {}",
        crate::triage::report::english::failures(b.failures),
        b.campaign
    ));
    if !b.inlined.is_empty() {
        v.push(format!("Headers inlined: {}", b.inlined.join(", ")));
    }
    if !b.missing.is_empty() {
        v.push(format!(
            "Not self-contained: includes {} (not found)",
            b.missing.join(", ")
        ));
    }
    if b.reproduced == Some(false) {
        v.push("Warning: running these commands just now did not show the failure".into());
    }
    v
}

fn gcc(id: &str, b: &BugReport, known: Option<&Known>) -> String {
    let mut m = String::new();
    let _ = writeln!(m, "Summary: {}\n", b.title);
    for s in &b.steps {
        let _ = writeln!(m, "$ {}", s.command);
        if !s.output.is_empty() {
            let _ = writeln!(m, "{}", s.output);
        }
        if s.ended != "exit code 0" {
            let _ = writeln!(m, "[{}]", s.ended);
        }
    }
    let _ = writeln!(m, "\nExpected: {}\n", b.expected);
    let _ = writeln!(m, "Actual: {}\n", b.actual);
    let _ = writeln!(m, "$ cat {}\n{}", b.file, b.program.trim_end());
    if let Some(c) = &b.compiler {
        match &c.verbose {
            Some(v) => {
                let _ = writeln!(m, "\n$ {} -v\n{v}", c.program);
            }
            None => {
                if let Some(v) = &c.version {
                    let _ = writeln!(m, "\n$ {} --version\n{v}", c.program);
                }
            }
        }
    }
    let _ = writeln!(m);
    for f in facts(b) {
        let _ = writeln!(m, "{f}.");
    }
    let _ = writeln!(m, "Validity checks passed:");
    for v in &b.validity {
        let _ = writeln!(m, "  - {v}");
    }
    if let Some(k) = known_line(known) {
        let _ = writeln!(m, "\n[triage: cluster {id}. {k}.]");
    }
    m
}

fn markdown(id: &str, b: &BugReport, known: Option<&Known>) -> String {
    let mut m = String::new();
    let _ = writeln!(m, "### {}\n", b.title);
    if let Some(k) = known_line(known) {
        let _ = writeln!(m, "> triage: cluster `{id}`. {k}.\n");
    }
    if let Some(c) = &b.compiler {
        let _ = writeln!(
            m,
            "Compiler: `{}`{}\n",
            c.program,
            c.version
                .as_ref()
                .map_or(String::new(), |v| format!(" ({v})"))
        );
        if c.flags.is_empty() {
            let _ = writeln!(m, "Flags: none\n");
        } else {
            let _ = writeln!(m, "Flags:\n\n```\n{}\n```\n", c.flags);
        }
    }
    let fence = if b.file == CPP_FILE { "cpp" } else { "c" };
    let _ = writeln!(
        m,
        "Program (`{}`):\n\n```{fence}\n{}\n```\n",
        b.file,
        b.program.trim_end()
    );
    let _ = writeln!(m, "To reproduce, in a directory holding `{}`:\n", b.file);
    let _ = writeln!(m, "```sh\n{}\n```\n", script(b));
    let _ = writeln!(m, "Output, run just now:\n\n```text");
    for s in &b.steps {
        let _ = writeln!(m, "$ {}", s.command);
        if !s.output.is_empty() {
            let _ = writeln!(m, "{}", s.output);
        }
        if s.ended != "exit code 0" {
            let _ = writeln!(m, "[{}]", s.ended);
        }
    }
    let _ = writeln!(m, "```\n");
    let _ = writeln!(m, "**Expected:** {}\n", b.expected.replace('\n', "  \n"));
    let _ = writeln!(m, "**Actual:** {}\n", b.actual.replace('\n', "  \n"));
    for f in facts(b) {
        let _ = writeln!(m, "- {f}");
    }
    let _ = writeln!(m, "- Validity checks passed:");
    for v in &b.validity {
        let _ = writeln!(m, "  - {v}");
    }
    if let Some(v) = b.compiler.as_ref().and_then(|c| c.verbose.as_ref()) {
        let _ = writeln!(
            m,
            "\n<details><summary>gcc -v</summary>\n\n```text\n{v}\n```\n</details>"
        );
    }
    m
}
