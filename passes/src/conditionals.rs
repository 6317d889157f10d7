//! Preprocessor conditionals, as C-Vise's `ifs` pass (unifdef) does for code that is
//! not preprocessed (a bug with its real headers): an `#if`/`#ifdef`/`#ifndef` group
//! resolved to one of its branches (its directives and the other branches deleted), or
//! deleted whole. Removing one directive alone leaves an unmatched `#endif`, so the
//! line passes cannot do this a line at a time. Found by lines, not by the grammar: a
//! conditional may wrap any text.

use crate::lines::line_ranges;
use crate::{Candidate, Cursor, Edit, Pass, Program};
use std::ops::Range;

/// One `#if` ... `#endif` group.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Group {
    /// Its directive lines (`#if`, each `#elif`/`#else`, `#endif`), with their newlines.
    directives: Vec<Range<usize>>,
    /// The text after each directive but the last, up to the next directive.
    branches: Vec<Range<usize>>,
}

impl Group {
    /// From the start of `#if` to the end of `#endif`.
    fn whole(&self) -> Range<usize> {
        self.directives[0].start..self.directives[self.directives.len() - 1].end
    }
}

/// The directive a line holds (`if`, `ifdef`, `elif`, `endif`, ...), if any.
fn directive(line: &str) -> Option<&str> {
    let rest = line.trim_start().strip_prefix('#')?.trim_start();
    let end = rest
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(rest.len());
    Some(&rest[..end])
}

/// The conditional groups of `text`, in the order their `#if` lines come; a group left
/// open or an `#endif` without its `#if` ends the search (the text is not well nested).
fn groups(text: &str) -> Vec<Group> {
    // Lines joined by a trailing backslash are one line.
    let mut lines: Vec<Range<usize>> = Vec::new();
    for r in line_ranges(text) {
        match lines.last_mut() {
            Some(last) if text[last.clone()].trim_end_matches('\n').ends_with('\\') => {
                last.end = r.end;
            }
            _ => lines.push(r),
        }
    }
    let mut open: Vec<Group> = Vec::new();
    let mut done: Vec<Group> = Vec::new();
    for line in lines {
        match directive(&text[line.clone()]) {
            Some("if" | "ifdef" | "ifndef") => open.push(Group {
                directives: vec![line],
                branches: Vec::new(),
            }),
            Some(d @ ("elif" | "elifdef" | "elifndef" | "else" | "endif")) => {
                let Some(g) = open.last_mut() else {
                    return Vec::new();
                };
                let from = g.directives[g.directives.len() - 1].end;
                g.branches.push(from..line.start);
                g.directives.push(line);
                if d == "endif" {
                    done.extend(open.pop());
                }
            }
            _ => {}
        }
    }
    if !open.is_empty() {
        return Vec::new();
    }
    done.sort_by_key(|g| g.directives[0].start);
    done
}

/// Resolve a preprocessor conditional to one branch, or delete it.
#[derive(Debug, Default)]
pub(crate) struct ResolveConditionals;

impl Pass for ResolveConditionals {
    fn name(&self) -> &'static str {
        "resolve_conditionals"
    }

    fn description(&self) -> &'static str {
        "keep one branch of an #if/#ifdef/#ifndef group and drop its directives, or drop the group"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut out = Vec::new();
        for (i, g) in groups(prog.text()).iter().enumerate() {
            let n = g.branches.len();
            // Each branch kept alone, then nothing kept.
            for keep in 0..=n {
                let cursor = Cursor(0, i as u32, keep as u32);
                if cursor < from {
                    continue;
                }
                if out.len() >= limit {
                    return out;
                }
                let (edit, label) = if keep == n {
                    (
                        Edit::delete(std::iter::once(g.whole())),
                        "delete a conditional group".to_string(),
                    )
                } else {
                    let mut cut: Vec<Range<usize>> = g.directives.clone();
                    cut.extend(
                        g.branches
                            .iter()
                            .enumerate()
                            .filter(|(b, r)| *b != keep && !r.is_empty())
                            .map(|(_, r)| r.clone()),
                    );
                    (
                        Edit::delete(cut),
                        format!("keep branch {} of {n} of a conditional", keep + 1),
                    )
                };
                out.push(Candidate {
                    edit,
                    label,
                    cursor,
                });
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn results(text: &str) -> Vec<String> {
        let prog = Program::new(text);
        ResolveConditionals
            .candidates(&prog, Cursor::START, 100)
            .into_iter()
            .map(|c| c.edit.apply(text).unwrap())
            .collect()
    }

    #[test]
    fn a_group_is_resolved_to_each_branch_or_deleted() {
        let text = "int a;\n#ifdef X\nint b;\n#elif Y\nint c;\n#else\nint d;\n#endif\nint e;\n";
        assert_eq!(
            results(text),
            [
                "int a;\nint b;\nint e;\n",
                "int a;\nint c;\nint e;\n",
                "int a;\nint d;\nint e;\n",
                "int a;\nint e;\n",
            ]
        );
    }

    #[test]
    fn nested_groups_and_continued_lines_are_matched() {
        let text = "#if A && \\\n  B\n# ifndef G\nint x;\n# endif\n#endif\n";
        let got = results(text);
        // Outer: its one branch kept, or deleted; inner: the same.
        assert_eq!(got.len(), 4);
        assert_eq!(got[0], "# ifndef G\nint x;\n# endif\n");
        assert_eq!(got[1], "");
        assert_eq!(got[2], "#if A && \\\n  B\nint x;\n#endif\n");
        assert_eq!(got[3], "#if A && \\\n  B\n#endif\n");
    }

    #[test]
    fn text_that_is_not_well_nested_is_left_alone() {
        assert!(results("#endif\n#if X\n#endif\n").is_empty());
        assert!(results("#if X\nint a;\n").is_empty());
        // Other directives are not conditionals.
        assert!(results("#include \"a.h\"\n#define X 1\n#pragma once\n").is_empty());
    }
}
