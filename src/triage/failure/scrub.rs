//! Takes what varies from run to run out of the messages that go into triage's reports:
//! the test directories' random paths and the campaign folder as the user spelled it.

use crate::triage::failure::workdir::WorkDir;
use std::path::Path;

/// Takes what varies from run to run out of messages that go into the report: the
/// test directories' paths (random names; only the file name is kept, as
/// `<tmp>/prog.c`) and the campaign's folder (as the user spelled it, or absolute:
/// `<campaign>/NAME/prog.c`).
#[derive(Debug)]
pub(super) struct Scrub {
    tmp: String,
    campaign: Vec<String>,
}

impl Scrub {
    pub(super) fn new(campaign: &Path, wd: &WorkDir) -> Scrub {
        let mut roots = vec![campaign.display().to_string()];
        if let Ok(c) = campaign.canonicalize() {
            roots.insert(0, c.display().to_string());
        }
        roots.retain(|r| !r.is_empty() && r != ".");
        Scrub {
            tmp: wd.tmp().display().to_string(),
            campaign: roots,
        }
    }

    pub(super) fn apply(&self, s: &str) -> String {
        let mut s = replace_paths(s, &self.tmp, true, "<tmp>");
        for root in &self.campaign {
            s = replace_paths(&s, root, false, "<campaign>");
        }
        s
    }
}

/// Replace each path that starts with `root` in `s`: by `label/FILE` (its last
/// component) with `last_only`, else by `label` and the rest of the path.
fn replace_paths(s: &str, root: &str, last_only: bool, label: &str) -> String {
    let end_of_path = |c: char| c.is_whitespace() || "'\"`:,;()[]{}<>|".contains(c);
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find(root) {
        out.push_str(&rest[..i]);
        let after = &rest[i + root.len()..];
        if !(after.is_empty() || after.starts_with('/') || after.starts_with(end_of_path)) {
            // A longer name that merely starts like the root.
            out.push_str(root);
            rest = after;
            continue;
        }
        let len = after.find(end_of_path).unwrap_or(after.len());
        let path = &after[..len];
        out.push_str(label);
        if last_only {
            if let Some(name) = path.rsplit('/').next().filter(|n| !n.is_empty()) {
                out.push('/');
                out.push_str(name);
            }
        } else {
            out.push_str(path);
        }
        rest = &after[len..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::replace_paths;

    #[test]
    fn paths_that_vary_are_scrubbed() {
        assert_eq!(
            replace_paths(
                "error in /w/tmp/.tmpAb12/t9x/prog.c:3: x; /w/tmp/.tmpZ y",
                "/w/tmp",
                true,
                "<tmp>"
            ),
            "error in <tmp>/prog.c:3: x; <tmp>/.tmpZ y"
        );
        assert_eq!(
            replace_paths(
                "cannot read /c/camp/a/prog.c: gone",
                "/c/camp",
                false,
                "<campaign>"
            ),
            "cannot read <campaign>/a/prog.c: gone"
        );
        assert_eq!(
            replace_paths("/c/campaign2/x", "/c/camp", false, "<campaign>"),
            "/c/campaign2/x"
        );
        assert_eq!(replace_paths("nothing", "/w/tmp", true, "<tmp>"), "nothing");
    }
}
