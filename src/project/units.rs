//! Passes over a folder's files as units, on the joined text ([`crate::sources`]): a
//! whole file removed; a header inlined into the one file that includes it (the
//! `#include "x.h"` line replaced by the header's text, and the header removed); a
//! translation unit merged into the one before it. Each candidate is smaller than the
//! program, keeps the other files in order, and the test decides (a build that names
//! a removed file fails it).

use super::{Member, Role};
use creduce_passes::{Candidate, Cursor, Edit, Pass, Program};
use std::ops::Range;

/// One file of the joined text.
#[derive(Clone, Debug)]
struct Part {
    /// Its index in the project's members.
    index: usize,
    /// From its marker to the next file's.
    whole: Range<usize>,
    /// Its text (after the marker line).
    body: Range<usize>,
}

/// The files present in `text`, in order.
fn parts(text: &str, members: &[Member]) -> Vec<Part> {
    let mut starts: Vec<(usize, usize, usize)> = members
        .iter()
        .enumerate()
        .filter_map(|(i, m)| {
            let marker = crate::sources::marker(&m.rel);
            text.find(marker.as_str())
                .map(|at| (at, i, at + marker.len()))
        })
        .collect();
    starts.sort();
    let mut out = Vec::new();
    for (k, &(at, index, end)) in starts.iter().enumerate() {
        let next = starts.get(k + 1).map_or(text.len(), |s| s.0);
        let body_start = if text[end..next].starts_with('\n') {
            end + 1
        } else {
            end
        };
        out.push(Part {
            index,
            whole: at..next,
            body: body_start..next,
        });
    }
    out
}

/// Remove one whole file.
#[derive(Debug)]
pub struct RemoveFiles {
    /// The project's files, in joined order.
    pub members: Vec<Member>,
}

impl Pass for RemoveFiles {
    fn name(&self) -> &'static str {
        "remove-files"
    }

    fn description(&self) -> &'static str {
        "remove a whole file of a folder"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let text = prog.text();
        let ps = parts(text, &self.members);
        if ps.len() < 2 {
            return Vec::new();
        }
        ps.iter()
            .map(|p| (Cursor(0, 0, p.index as u32), p))
            .filter(|(c, _)| *c >= from)
            .take(limit)
            .map(|(cursor, p)| Candidate {
                edit: Edit::delete(std::iter::once(p.whole.clone())),
                label: format!("remove {}", self.members[p.index].rel),
                cursor,
            })
            .collect()
    }
}

/// Inline a header into the one file that includes it.
#[derive(Debug)]
pub struct InlineHeaders {
    /// The project's files, in joined order.
    pub members: Vec<Member>,
}

/// The quoted `#include` lines of `body` (a range of `text`): each line's range
/// (with its newline) and the name between the quotes.
fn includes(text: &str, body: Range<usize>) -> Vec<(Range<usize>, String)> {
    let mut out = Vec::new();
    let mut at = body.start;
    for line in text[body.clone()].split_inclusive('\n') {
        let range = at..at + line.len();
        at += line.len();
        let t = line.trim_start();
        let Some(rest) = t.strip_prefix('#') else {
            continue;
        };
        let Some(rest) = rest.trim_start().strip_prefix("include") else {
            continue;
        };
        let rest = rest.trim_start();
        let Some(rest) = rest.strip_prefix('"') else {
            continue;
        };
        if let Some(end) = rest.find('"') {
            out.push((range, rest[..end].to_string()));
        }
    }
    out
}

/// Normalize `a/./b/../c` to `a/c`; `None` when it leaves the folder.
fn normalize(path: &str) -> Option<String> {
    let mut parts: Vec<&str> = Vec::new();
    for p in path.split('/') {
        match p {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            p => parts.push(p),
        }
    }
    Some(parts.join("/"))
}

/// The member an `#include "name"` in file `from` names: beside `from`, else from the
/// folder's top, else the one file whose path ends with `/name`.
fn resolve(members: &[Member], from: &str, name: &str) -> Option<usize> {
    let find = |rel: &str| members.iter().position(|m| m.rel == rel);
    let dir = from.rsplit_once('/').map_or("", |(d, _)| d);
    let beside = normalize(&format!("{dir}/{name}"));
    if let Some(i) = beside.as_deref().and_then(find) {
        return Some(i);
    }
    if let Some(i) = normalize(name).as_deref().and_then(find) {
        return Some(i);
    }
    let suffix = format!("/{}", normalize(name)?);
    let mut ends = members
        .iter()
        .enumerate()
        .filter(|(_, m)| m.rel.ends_with(&suffix));
    match (ends.next(), ends.next()) {
        (Some((i, _)), None) => Some(i),
        _ => None,
    }
}

impl Pass for InlineHeaders {
    fn name(&self) -> &'static str {
        "inline-headers"
    }

    fn description(&self) -> &'static str {
        "replace a folder's #include \"x.h\" by x.h's text where it is x.h's one include, and remove x.h"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let text = prog.text();
        let ps = parts(text, &self.members);
        // Every quoted include of a present file that names a present file.
        let mut edges: Vec<(usize, Range<usize>, usize)> = Vec::new();
        for p in &ps {
            if self.members[p.index].role == Role::Text {
                continue;
            }
            for (line, name) in includes(text, p.body.clone()) {
                let Some(to) = resolve(&self.members, &self.members[p.index].rel, &name) else {
                    continue;
                };
                if to != p.index && ps.iter().any(|q| q.index == to) {
                    edges.push((p.index, line, to));
                }
            }
        }
        let mut out = Vec::new();
        for (k, (includer, line, header)) in edges.iter().enumerate() {
            let cursor = Cursor(0, *includer as u32, k as u32);
            if cursor < from || out.len() >= limit {
                continue;
            }
            if edges.iter().filter(|e| e.2 == *header).count() != 1 {
                continue;
            }
            let Some(h) = ps.iter().find(|q| q.index == *header) else {
                continue;
            };
            let mut body = text[h.body.clone()].to_string();
            if !body.ends_with('\n') {
                body.push('\n');
            }
            let Ok(edit) = Edit::new(vec![
                creduce_passes::Replacement {
                    range: line.clone(),
                    text: body,
                },
                creduce_passes::Replacement {
                    range: h.whole.clone(),
                    text: String::new(),
                },
            ]) else {
                continue;
            };
            out.push(Candidate {
                edit,
                label: format!(
                    "inline {} into {}",
                    self.members[*header].rel, self.members[*includer].rel
                ),
                cursor,
            });
        }
        out
    }
}

/// Merge a translation unit into the one before it (of the same language).
#[derive(Debug)]
pub struct MergeUnits {
    /// The project's files, in joined order.
    pub members: Vec<Member>,
}

impl Pass for MergeUnits {
    fn name(&self) -> &'static str {
        "merge-units"
    }

    fn description(&self) -> &'static str {
        "append a folder's translation unit to the one before it and remove it"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let text = prog.text();
        let units: Vec<Part> = parts(text, &self.members)
            .into_iter()
            .filter(|p| self.members[p.index].role == Role::Unit)
            .collect();
        let lang =
            |i: usize| crate::lang::Lang::of_path(std::path::Path::new(&self.members[i].rel));
        let mut out = Vec::new();
        for w in units.windows(2) {
            let (a, b) = (&w[0], &w[1]);
            let cursor = Cursor(0, 0, b.index as u32);
            if cursor < from || out.len() >= limit || lang(a.index) != lang(b.index) {
                continue;
            }
            let mut moved = text[b.body.clone()].to_string();
            if !text[a.body.clone()].ends_with('\n') && !text[a.body.clone()].is_empty() {
                moved.insert(0, '\n');
            }
            let edit = if a.whole.end == b.whole.start {
                // Adjacent: dropping the marker line is the merge.
                Edit::delete(std::iter::once(b.whole.start..b.body.start))
            } else {
                match Edit::new(vec![
                    creduce_passes::Replacement {
                        range: a.whole.end..a.whole.end,
                        text: moved,
                    },
                    creduce_passes::Replacement {
                        range: b.whole.clone(),
                        text: String::new(),
                    },
                ]) {
                    Ok(e) => e,
                    Err(_) => continue,
                }
            };
            out.push(Candidate {
                edit,
                label: format!(
                    "merge {} into {}",
                    self.members[b.index].rel, self.members[a.index].rel
                ),
                cursor,
            });
        }
        out
    }
}

/// The passes of a folder's files, to run before the others.
pub fn passes(members: &[Member]) -> Vec<Box<dyn Pass>> {
    vec![
        Box::new(RemoveFiles {
            members: members.to_vec(),
        }),
        Box::new(InlineHeaders {
            members: members.to_vec(),
        }),
        Box::new(MergeUnits {
            members: members.to_vec(),
        }),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project::role_of;

    fn project(files: &[(&str, &str)]) -> (Vec<Member>, String) {
        let members = files
            .iter()
            .map(|(n, _)| Member {
                rel: n.to_string(),
                role: role_of(n),
            })
            .collect();
        let joined = crate::sources::join(
            &files
                .iter()
                .map(|(n, t)| (n.to_string(), t.to_string()))
                .collect::<Vec<_>>(),
        );
        (members, joined)
    }

    fn applied(pass: &dyn Pass, text: &str) -> Vec<(String, String)> {
        let prog = Program::new(text);
        pass.candidates(&prog, Cursor::START, 100)
            .into_iter()
            .map(|c| (c.label, c.edit.apply(text).unwrap()))
            .collect()
    }

    #[test]
    fn a_file_is_removed_whole_and_the_last_one_stays() {
        let (members, text) = project(&[("a.c", "int a;\n"), ("b.c", "int b;\n")]);
        let pass = RemoveFiles {
            members: members.clone(),
        };
        let got = applied(&pass, &text);
        assert_eq!(got.len(), 2);
        assert_eq!(
            got[0].1,
            crate::sources::join(&[("b.c".into(), "int b;\n".into())])
        );
        assert_eq!(
            got[1].1,
            crate::sources::join(&[("a.c".into(), "int a;\n".into())])
        );
        // One file left: nothing to remove.
        assert!(applied(&pass, &got[0].1).is_empty());
    }

    #[test]
    fn a_header_is_inlined_only_into_its_one_includer() {
        let (members, text) = project(&[
            (
                "src/a.c",
                "#include \"../inc/x.h\"\nint main(void) { return X; }\n",
            ),
            ("src/b.c", "#include \"y.h\"\nint b;\n"),
            ("src/c.c", "#include \"y.h\"\nint c;\n"),
            ("inc/x.h", "#define X 0\n"),
            ("src/y.h", "int y;\n"),
        ]);
        let pass = InlineHeaders { members };
        let got = applied(&pass, &text);
        // y.h has two includers: it is not inlined.
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(got[0].0, "inline inc/x.h into src/a.c");
        assert!(got[0].1.contains(&format!(
            "{}\n#define X 0\nint main",
            crate::sources::marker("src/a.c")
        )));
        assert!(!got[0].1.contains(&crate::sources::marker("inc/x.h")));
        assert!(got[0].1.len() < text.len());
    }

    #[test]
    fn includes_resolve_beside_then_from_the_top_then_by_their_tail() {
        let m = |r: &str| Member {
            rel: r.into(),
            role: role_of(r),
        };
        let members = vec![m("a/x.h"), m("b/x.h"), m("lib/deep/z.h"), m("top.h")];
        assert_eq!(resolve(&members, "a/m.c", "x.h"), Some(0));
        assert_eq!(resolve(&members, "b/m.c", "x.h"), Some(1));
        assert_eq!(resolve(&members, "c/m.c", "x.h"), None);
        assert_eq!(resolve(&members, "c/m.c", "top.h"), Some(3));
        assert_eq!(resolve(&members, "m.c", "deep/z.h"), Some(2));
        assert_eq!(resolve(&members, "m.c", "../../etc/passwd"), None);
        let text = "# include \"a.h\"\n#include <b.h>\n  #include\"c.h\"\n";
        assert_eq!(
            includes(text, 0..text.len())
                .into_iter()
                .map(|x| x.1)
                .collect::<Vec<_>>(),
            ["a.h", "c.h"]
        );
    }

    #[test]
    fn units_merge_into_the_one_before_of_their_language() {
        let (members, text) = project(&[
            ("a.c", "int a;\n"),
            ("b.c", "int b;\n"),
            ("c.cc", "int c;\n"),
            ("x.h", "int x;\n"),
            ("Makefile", "all:\n"),
        ]);
        let pass = MergeUnits { members };
        let got = applied(&pass, &text);
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(got[0].0, "merge b.c into a.c");
        assert!(got[0].1.starts_with(&format!(
            "{}\nint a;\nint b;\n",
            crate::sources::marker("a.c")
        )));
    }
}
