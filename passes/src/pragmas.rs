//! Deletion inside `#pragma` lines. The grammar reads a pragma's text as one opaque
//! argument, so no tree pass looks inside it, and the token passes delete at most 8
//! tokens at a time, where one step of an OpenMP directive is a clause or an
//! expression of 10 to 30 tokens: `initializer (omp_priv = [](){ return 0; }())`. This
//! pass deletes runs of a pragma's tokens of any length, longest first, at every offset,
//! keeping its brackets balanced (a run may end one clause and start the next, as
//! C-Vise's text passes find: `omp_out += q) initializer (omp_priv =`). The pragma's
//! first word (`omp`, `GCC`) stays: without it the pragma is ignored, which deleting the
//! line tries already.

use crate::lexer::{tokens, Token};
use crate::{Candidate, Cursor, Edit, Pass, Program};
use std::ops::Range;

/// Pragmas with more tokens than this get runs of power-of-two lengths only (every
/// length at every offset is quadratic).
const EVERY_LENGTH: usize = 64;
/// Lengths are counted down from this in a cursor's second field.
const MAX_LEN: usize = 1 << 20;

/// Delete runs of tokens inside `#pragma` directives.
#[derive(Debug, Default)]
pub(crate) struct ShrinkPragmas;

/// The tokens of each `#pragma` directive that may go: those after `# pragma WORD`,
/// each with the whitespace up to the next token of the directive.
fn pragmas(text: &str) -> Vec<Vec<Range<usize>>> {
    let mut out = Vec::new();
    if !text.contains("pragma") {
        return out;
    }
    // Only the directives' tokens: on a unit of several MB, the list of every token
    // is tens of MB. Two directives' tokens stay apart by the newline between them.
    let toks: Vec<Token> = tokens(text).filter(|t| t.directive).collect();
    let mut i = 0;
    while i < toks.len() {
        let starts = toks[i].directive
            && &text[toks[i].range.clone()] == "#"
            && line_start(text, toks[i].range.start)
            && toks
                .get(i + 1)
                .is_some_and(|t| t.directive && &text[t.range.clone()] == "pragma");
        if !starts {
            i += 1;
            continue;
        }
        let mut end = i + 1;
        while end + 1 < toks.len() && same_directive(text, &toks[end], &toks[end + 1]) {
            end += 1;
        }
        // `#`, `pragma` and the first word stay.
        let body = &toks[(i + 3).min(end + 1)..=end];
        out.push(
            body.iter()
                .enumerate()
                .map(|(k, t)| match body.get(k + 1) {
                    Some(next) => t.range.start..next.range.start,
                    None => t.range.clone(),
                })
                .collect(),
        );
        i = end + 1;
    }
    out
}

/// Whether only whitespace precedes byte `at` on its line.
fn line_start(text: &str, at: usize) -> bool {
    text[..at]
        .bytes()
        .rev()
        .take_while(|&b| b != b'\n')
        .all(|b| b == b' ' || b == b'\t')
}

/// Whether `next` belongs to the directive `tok` is in: on its line, or on a line its
/// `\` continues.
fn same_directive(text: &str, tok: &Token, next: &Token) -> bool {
    let gap = &text[tok.range.end..next.range.start];
    next.directive && !gap.replace("\\\r\n", "").replace("\\\n", "").contains('\n')
}

/// Whether a run of tokens opens as many brackets of each kind as it closes.
fn balanced(text: &str, run: &[Range<usize>]) -> bool {
    let mut depth = [0i32; 3];
    for r in run {
        match text[r.clone()].trim_end() {
            "(" => depth[0] += 1,
            ")" => depth[0] -= 1,
            "[" => depth[1] += 1,
            "]" => depth[1] -= 1,
            "{" => depth[2] += 1,
            "}" => depth[2] -= 1,
            _ => {}
        }
    }
    depth == [0, 0, 0]
}

/// The run lengths tried for a pragma of `n` tokens, longest first.
fn lengths(n: usize) -> Vec<usize> {
    if n <= EVERY_LENGTH {
        (1..=n).rev().collect()
    } else {
        std::iter::successors(Some(n.next_power_of_two() / 2), |&l| {
            (l > 1).then_some(l / 2)
        })
        .collect()
    }
}

impl Pass for ShrinkPragmas {
    fn name(&self) -> &'static str {
        "shrink_pragmas"
    }

    fn description(&self) -> &'static str {
        "delete runs of any length inside #pragma lines, longest first, brackets kept balanced"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let text = prog.text();
        let mut out = Vec::new();
        for (p, toks) in pragmas(text).iter().enumerate().skip(from.0 as usize) {
            for len in lengths(toks.len()) {
                let level = (MAX_LEN - len.min(MAX_LEN)) as u32;
                if (p as u32, level) < (from.0, from.1) {
                    continue;
                }
                let first = if (p as u32, level) == (from.0, from.1) {
                    from.2 as usize
                } else {
                    0
                };
                for start in first..=toks.len() - len {
                    let run = &toks[start..start + len];
                    if !balanced(text, run) {
                        continue;
                    }
                    if out.len() >= limit {
                        return out;
                    }
                    out.push(Candidate {
                        // A space where the neighbours would join (`x:T:y` without `T`).
                        edit: Edit::deletion(text, run[0].start..run[len - 1].end),
                        label: format!("delete {len} token(s) of pragma {p} at token {start}"),
                        cursor: Cursor(p as u32, level, start as u32),
                    });
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    const OMP: &str = "int q;\n#pragma omp declare reduction (x : int : omp_out += q) initializer (omp_priv = 0)\nint main() {}\n";

    #[test]
    fn a_run_may_span_two_clauses_and_keeps_the_brackets_balanced() {
        let out = outputs(&ShrinkPragmas, OMP);
        // The longest balanced run first: everything after `omp`.
        assert_eq!(out[0], "int q;\n#pragma omp \nint main() {}\n");
        assert!(out.contains(
            &"int q;\n#pragma omp declare reduction (x : int : 0)\nint main() {}\n".to_string()
        ));
        assert!(out.contains(
            &"int q;\n#pragma omp declare reduction (x : int : omp_out += q) \nint main() {}\n"
                .to_string()
        ));
        for o in &out {
            let line = o.lines().nth(1).unwrap();
            assert_eq!(line.matches('(').count(), line.matches(')').count(), "{o}");
            assert!(line.starts_with("#pragma omp"), "{o}");
            // Only the pragma's line changes.
            assert!(
                o.starts_with("int q;\n") && o.ends_with("\nint main() {}\n"),
                "{o}"
            );
        }
    }

    #[test]
    fn the_rest_of_the_program_and_other_directives_are_left_alone() {
        let src = "#define A (1 + 2)\n#include <x.h>\nint a = (1 + 2);\n";
        assert!(outputs(&ShrinkPragmas, src).is_empty());
        // A `#` inside a line is not a directive.
        assert!(outputs(&ShrinkPragmas, "int a; # pragma omp x (y)\n").is_empty());
    }

    #[test]
    fn a_continued_pragma_is_one_directive() {
        let src = "#pragma omp parallel \\\n  num_threads (2)\nint x;\n";
        let out = outputs(&ShrinkPragmas, src);
        assert_eq!(out[0], "#pragma omp \nint x;\n");
        assert!(out.contains(&"#pragma omp parallel \\\n  \nint x;\n".to_string()));
    }

    #[test]
    fn cursors_increase_and_resuming_gives_the_same_sequence() {
        let src = format!("{OMP}#pragma GCC optimize (\"O3\", \"no-tree-vrp\")\n");
        let p = Program::new(src.as_str());
        let c = ShrinkPragmas.candidates(&p, Cursor::START, 100_000);
        assert!(c.windows(2).all(|w| w[0].cursor < w[1].cursor));
        assert!(c.iter().any(|c| c.cursor.0 == 1));
        for k in [1, 7, c.len() - 1] {
            assert_eq!(ShrinkPragmas.candidates(&p, c[k].cursor, 100_000), c[k..]);
        }
        assert_eq!(ShrinkPragmas.candidates(&p, Cursor::START, 5), c[..5]);
    }

    #[test]
    fn neighbours_that_would_join_keep_a_space() {
        let out = outputs(&ShrinkPragmas, "#pragma omp declare reduction(x:T:y)\n");
        assert!(out.contains(&"#pragma omp declare reduction(x: :y)\n".to_string()));
        assert!(!out.iter().any(|o| o.contains("x::y")), "{out:?}");
    }

    #[test]
    fn a_long_pragma_gets_power_of_two_runs() {
        assert_eq!(lengths(3), vec![3, 2, 1]);
        assert_eq!(lengths(100), vec![64, 32, 16, 8, 4, 2, 1]);
    }
}
