//! Token-level ddmin: delete runs of up to eight tokens, then single tokens.

use crate::ddmin::{chunks_up_to, delete_chunk};
use crate::lexer::tokenize;
use crate::{Candidate, Cursor, Pass, Program};
use std::ops::Range;

/// Largest run of tokens deleted at once: longer runs are the line and tree passes' job.
const MAX_RUN: usize = 8;

/// Delete runs of tokens.
#[derive(Debug, Default)]
pub(crate) struct DeleteTokens;

impl Pass for DeleteTokens {
    fn name(&self) -> &'static str {
        "delete_tokens"
    }

    fn description(&self) -> &'static str {
        "token-level ddmin: delete runs of 8, 4, 2, then single tokens"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        // Each token is deleted with the whitespace after it, so runs leave no gaps.
        let raw = tokenize(prog.text());
        let toks: Vec<Range<usize>> = raw
            .iter()
            .enumerate()
            .map(|(i, t)| t.range.start..raw.get(i + 1).map_or(t.range.end, |n| n.range.start))
            .collect();
        chunks_up_to(toks.len(), MAX_RUN, 0, from, limit)
            .into_iter()
            .map(|(cursor, chunk)| Candidate {
                label: format!("delete {} token(s) at token {}", chunk.len(), chunk.start),
                edit: delete_chunk(&toks, chunk),
                cursor,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deletes_runs_no_longer_than_max() {
        let src = "int x = 1 + 2 + 3 + 4 + 5 + 6 + 7;";
        let p = Program::new(src);
        let c = DeleteTokens.candidates(&p, Cursor::START, 1000);
        assert_eq!(c[0].edit.apply(src).unwrap(), "+ 4 + 5 + 6 + 7;");
        assert!(c
            .iter()
            .any(|c| c.edit.apply(src).unwrap() == "int x = 1 + 2 + 3 + 4 + 5 + 6 + 7"));
        assert_eq!(c.len(), 3 + 5 + 9 + 17);
    }
}
