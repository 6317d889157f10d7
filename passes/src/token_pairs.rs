//! Local exhaustive search: two runs of tokens deleted at once, close to each other,
//! where neither run goes alone. Vulcan's answer to 1-minimality: once every single
//! deletion fails, a program may still lose `g(` with its `)`, or `= 0UL` in two
//! declarations at once. It runs only after a round of the other passes left the
//! program no smaller ([`Pass::after_stall`]), on a budget of candidates that the user
//! sets, and only on small programs, where every pair in a window is affordable.
//!
//! Pairs that the grammar cannot parse are never proposed (the rule is the engine's
//! parse check: no more errors than the program has), so the budget counts candidates
//! that reach a test, not the many broken texts a window of deletions makes. For that,
//! the program must parse without error: within an ERROR node a new error may hide, and
//! reparsing around one costs a whole parse.

use crate::lexer::tokenize;
use crate::{Candidate, Cursor, Edit, Pass, Program, Replacement};
use std::ops::Range;

/// Programs with more tokens than this are left to the other passes: the search is
/// quadratic in the window and linear in the program.
const SMALL: usize = 400;
/// Longest run of each pair.
const MAX_RUN: usize = 3;
/// The second run starts at most this many tokens after the first starts.
const WINDOW: usize = 8;

/// The shapes of a pair at one start, in the order they are proposed: longest runs
/// first, then the nearest second run. `(first run, gap, second run)` in tokens.
fn shapes() -> Vec<(usize, usize, usize)> {
    let mut out = Vec::new();
    for total in (2..=2 * MAX_RUN).rev() {
        for first in (1..=MAX_RUN).rev() {
            let Some(second) = total.checked_sub(first) else {
                continue;
            };
            if !(1..=MAX_RUN).contains(&second) {
                continue;
            }
            for gap in 1..=WINDOW - first {
                out.push((first, gap, second));
            }
        }
    }
    out
}

/// Delete two runs of 1 to 3 tokens, one to eight tokens apart.
#[derive(Debug, Default)]
pub(crate) struct DeleteTokenPairs;

impl Pass for DeleteTokenPairs {
    fn name(&self) -> &'static str {
        "delete_token_pairs"
    }

    fn description(&self) -> &'static str {
        "local exhaustive search, once the others stall: two runs of 1 to 3 tokens deleted \
         together, within 8 tokens (programs of at most 400 tokens; --exhaustive-tests)"
    }

    fn after_stall(&self) -> bool {
        true
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let raw = tokenize(prog.text());
        let n = raw.len();
        // Only where the grammar reads the whole program: there a new error is seen,
        // where an ERROR node could hide it, and the reparses stay small.
        if n > SMALL || limit == 0 || prog.error_count() > 0 {
            return Vec::new();
        }
        // Each token with the white space after it, so a deletion leaves no gap; but
        // never a comment after it (a folder's file markers are comments).
        let text = prog.text();
        let commented: Vec<bool> = raw
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let next = raw.get(i + 1).map_or(text.len(), |n| n.range.start);
                !text[t.range.end..next].trim().is_empty()
            })
            .collect();
        let toks: Vec<Range<usize>> = raw
            .iter()
            .enumerate()
            .map(|(i, t)| match commented[i] {
                false => t.range.start..raw.get(i + 1).map_or(text.len(), |n| n.range.start),
                true => t.range.clone(),
            })
            .collect();
        // A run of several tokens would take the comments between them.
        let whole = |run: Range<usize>| !commented[run.start..run.end - 1].iter().any(|&c| c);
        // What each token opens or closes: `(`/`)`, `[`/`]`, `{`/`}`. Two runs that do
        // not close what they open leave a bracket alone, a parse error: such pairs,
        // most of a window's, are passed over before the reparse.
        let brackets: Vec<[i32; 3]> = raw
            .iter()
            .map(|t| match &prog.text()[t.range.clone()] {
                "(" => [1, 0, 0],
                ")" => [-1, 0, 0],
                "[" => [0, 1, 0],
                "]" => [0, -1, 0],
                "{" => [0, 0, 1],
                "}" => [0, 0, -1],
                _ => [0, 0, 0],
            })
            .collect();
        let balanced = |runs: [Range<usize>; 2]| {
            let mut sum = [0; 3];
            for b in runs.into_iter().flatten().map(|i| brackets[i]) {
                for k in 0..3 {
                    sum[k] += b[k];
                }
            }
            sum == [0; 3]
        };
        let shapes = shapes();
        let mut out = Vec::new();
        // Cursor(0, start of the first run, shape).
        for start in from.1 as usize..n {
            let first_shape = if start == from.1 as usize {
                from.2 as usize
            } else {
                0
            };
            for (k, &(first, gap, second)) in shapes.iter().enumerate().skip(first_shape) {
                let at = start + first + gap;
                if at + second > n
                    || !whole(start..start + first)
                    || !whole(at..at + second)
                    || !balanced([start..start + first, at..at + second])
                {
                    continue;
                }
                // Where a run's neighbours would read as one token (`g(p` to `gp`,
                // `if L"a"` to `ifL"a"`), a space stays in its place.
                let Ok(edit) = Edit::new(vec![
                    Replacement::deletion(text, toks[start].start..toks[start + first - 1].end),
                    Replacement::deletion(text, toks[at].start..toks[at + second - 1].end),
                ]) else {
                    continue;
                };
                let Some(text) = edit.apply(prog.text()) else {
                    continue;
                };
                if prog.reparse(&edit, text).error_count() > prog.error_count() {
                    continue;
                }
                out.push(Candidate {
                    label: format!(
                        "delete {first} token(s) at token {start} and {second} at token {at}"
                    ),
                    edit,
                    cursor: Cursor(0, start as u32, k as u32),
                });
                if out.len() >= limit {
                    return out;
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(src: &str) -> Vec<String> {
        let p = Program::new(src);
        DeleteTokenPairs
            .candidates(&p, Cursor::START, usize::MAX)
            .iter()
            .map(|c| c.edit.apply(src).unwrap())
            .collect()
    }

    #[test]
    fn two_runs_go_together_where_the_grammar_allows_it() {
        let src = "int a = 0UL, e = 0;\nint main() { return g(p = h()); }\n";
        let got = texts(src);
        // Both initializers at once.
        let both = "int a , e ;\nint main() { return g(p = h()); }\n";
        assert!(got.iter().any(|t| t == both), "{got:#?}");
        // A call's name with its assignment: `g(p = h())` to `(h())`.
        assert!(got.iter().any(|t| t.contains("return (h());")), "{got:#?}");
        // Never two tokens run together (`g(p` to `gp`).
        assert!(
            !got.iter().any(|t| t.contains("gp") || t.contains("gh")),
            "{got:#?}"
        );
        // Never a text with a new parse error (an unbalanced parenthesis).
        for t in &got {
            assert_eq!(Program::new(t.as_str()).error_count(), 0, "{t}");
        }
    }

    #[test]
    fn regression_runs_deleted_between_a_name_and_a_prefixed_string_or_a_number_keep_them_apart() {
        // The join check counted the tokens of the two put together: `ifL"a"` is two
        // tokens (`ifL`, `"a"`) and `d1.0` two (`d1`, `.0`), but not the same two.
        let src = "int main(){if(!L\"a\")return 0;double d=1.0;return d;}";
        let got = texts(src);
        assert!(
            !got.iter().any(|t| t.contains("ifL") || t.contains("d1.0")),
            "{got:#?}"
        );
        // Such a pair is proposed with a space in its place: `int*p=&q` to `int p=q`.
        let got = texts("int q;int*p=&q;");
        assert!(got.iter().any(|t| t == "int q;int p=q;"), "{got:#?}");
    }

    #[test]
    fn runs_are_apart_and_within_the_window() {
        let p = Program::new("int a; int b; int c; int d; int e; int f; int g;");
        let toks = tokenize(p.text());
        for c in DeleteTokenPairs.candidates(&p, Cursor::START, usize::MAX) {
            let r = c.edit.replacements();
            assert_eq!(r.len(), 2, "{}", c.label);
            let first = toks
                .iter()
                .position(|t| t.range.start == r[0].range.start)
                .unwrap();
            let second = toks
                .iter()
                .position(|t| t.range.start == r[1].range.start)
                .unwrap();
            let first_len = toks
                .iter()
                .filter(|t| r[0].range.contains(&t.range.start))
                .count();
            assert!(second > first + first_len, "{}: the runs touch", c.label);
            assert!(second - first <= WINDOW, "{}: beyond the window", c.label);
        }
    }

    #[test]
    fn cursors_resume_and_increase() {
        let src = "int a = 1, b = 2, c = 3; int main() { return a + b + c; }";
        let p = Program::new(src);
        let all = DeleteTokenPairs.candidates(&p, Cursor::START, usize::MAX);
        assert!(all.len() > 4);
        assert!(all.windows(2).all(|w| w[0].cursor < w[1].cursor));
        let rest = DeleteTokenPairs.candidates(&p, all[3].cursor, usize::MAX);
        assert_eq!(rest, all[3..].to_vec());
        let two = DeleteTokenPairs.candidates(&p, all[1].cursor, 2);
        assert_eq!(two, all[1..3].to_vec());
    }

    #[test]
    fn comments_between_tokens_stay() {
        // A folder's files are joined with marker comments, which no candidate may lose.
        let src = "int a = 1;\n/* creduce-rs: b.c */\nint b = 2;\n";
        let got = texts(src);
        assert!(!got.is_empty());
        assert!(
            got.iter().all(|t| t.contains("/* creduce-rs: b.c */")),
            "{got:#?}"
        );
    }

    #[test]
    fn big_programs_and_programs_with_parse_errors_are_left_to_the_other_passes() {
        let src = "int x;\n".repeat(SMALL);
        assert!(texts(&src).is_empty());
        assert!(!texts("int a = 1, b = 2;").is_empty());
        assert!(texts("int a = 1, b = 2; int f( {").is_empty());
    }
}
