//! Token-level deletion. On big programs, ddmin over aligned runs of 8, 4, 2 and 1
//! tokens; on small ones (the final polish, where C-Vise's `rm-toks` passes shine), runs
//! of 8 down to 1 tokens at every offset, so `int x;`'s `int` goes even when it does not
//! start an aligned chunk.

use crate::ddmin::chunks_up_to;
use crate::lexer::tokenize;
use crate::{Candidate, Cursor, Edit, Pass, Program};
use std::ops::Range;

/// Largest run of tokens deleted at once: longer runs are the line and tree passes' job.
const MAX_RUN: usize = 8;
/// Programs with at most this many tokens get runs at every offset.
const SMALL: usize = 400;

/// Delete runs of tokens.
#[derive(Debug, Default)]
pub(crate) struct DeleteTokens;

impl DeleteTokens {
    /// A run is one range; a space stays where its neighbours would join into one
    /// token (`const F&f` without `&` is `const F f`, not `const Ff`): the engine's text
    /// has no space that is not needed.
    fn render(
        &self,
        text: &str,
        toks: &[Range<usize>],
        chunks: Vec<(Cursor, Range<usize>)>,
    ) -> Vec<Candidate> {
        chunks
            .into_iter()
            .map(|(cursor, chunk)| Candidate {
                label: format!("delete {} token(s) at token {}", chunk.len(), chunk.start),
                edit: Edit::deletion(text, toks[chunk.start].start..toks[chunk.end - 1].end),
                cursor,
            })
            .collect()
    }
}

impl Pass for DeleteTokens {
    fn name(&self) -> &'static str {
        "delete_tokens"
    }

    fn description(&self) -> &'static str {
        "delete runs of 8 to 1 tokens (aligned on big programs, at every offset on small ones)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        // Each token is deleted with the whitespace after it, so runs leave no gaps.
        let raw = tokenize(prog.text());
        let toks: Vec<Range<usize>> = raw
            .iter()
            .enumerate()
            .map(|(i, t)| t.range.start..raw.get(i + 1).map_or(t.range.end, |n| n.range.start))
            .collect();
        let n = toks.len();
        let chunks = if n > SMALL {
            chunks_up_to(n, MAX_RUN, 0, from, limit)
        } else {
            // Cursor(1, 8 - size, start): every offset, longest runs first.
            let mut out = Vec::new();
            let from = if from.0 < 1 { Cursor(1, 0, 0) } else { from };
            for level in from.1..MAX_RUN as u32 {
                let size = MAX_RUN - level as usize;
                let first = if level == from.1 { from.2 as usize } else { 0 };
                for start in first..n.saturating_sub(size - 1) {
                    if out.len() >= limit {
                        return self.render(prog.text(), &toks, out);
                    }
                    out.push((Cursor(1, level, start as u32), start..start + size));
                }
            }
            out
        };
        self.render(prog.text(), &toks, chunks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_programs_get_runs_at_every_offset() {
        let src = "int x = 1 + 2 + 3 + 4 + 5 + 6 + 7;";
        let p = Program::new(src);
        let c = DeleteTokens.candidates(&p, Cursor::START, 1000);
        // 17 tokens: runs of 8..1 at every offset.
        assert_eq!(c.len(), (1..=8).map(|k| 17 - k + 1).sum::<usize>());
        assert_eq!(c[0].edit.apply(src).unwrap(), "+ 4 + 5 + 6 + 7;");
        assert_eq!(c[1].edit.apply(src).unwrap(), "int 4 + 5 + 6 + 7;");
        assert!(c
            .iter()
            .any(|c| c.edit.apply(src).unwrap() == "x = 1 + 2 + 3 + 4 + 5 + 6 + 7;"));
        assert!(c.windows(2).all(|w| w[0].cursor < w[1].cursor));
        // Resuming gives the same sequence.
        assert_eq!(DeleteTokens.candidates(&p, c[20].cursor, 1000), c[20..]);
    }

    /// The engine's text has no space that is not needed: deleting `&` from `const
    /// F&f` must leave `const F f`, where it made `const Ff` and the candidate never
    /// parsed (a result that reduced again from its laid-out text).
    #[test]
    fn regression_a_deleted_token_leaves_a_space_where_its_neighbours_would_join() {
        let src = "int g(const F&f);";
        let out = crate::testing::outputs(&DeleteTokens, src);
        assert!(out.contains(&"int g(const F f);".to_string()), "{out:?}");
        assert!(!out.iter().any(|o| o.contains("Ff")), "{out:?}");
        // No space where none is needed.
        assert!(out.contains(&"int g(F&f);".to_string()), "{out:?}");
    }

    #[test]
    fn big_programs_get_aligned_runs() {
        let src = "x ".repeat(SMALL + 1);
        let p = Program::new(src.as_str());
        let c = DeleteTokens.candidates(&p, Cursor::START, 100_000);
        let n = SMALL + 1;
        let expected: usize = [8, 4, 2, 1].iter().map(|k| n.div_ceil(*k)).sum();
        assert_eq!(c.len(), expected);
    }
}
