//! Line-level ddmin: delete chunks of lines, for what the grammar cannot parse.

use crate::ddmin::{chunks, delete_chunk};
use crate::{Candidate, Cursor, Pass, Program};
use std::ops::Range;

/// Byte ranges of the lines of `text`, each with its newline.
pub(crate) fn line_ranges(text: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, b) in text.bytes().enumerate() {
        if b == b'\n' {
            out.push(start..i + 1);
            start = i + 1;
        }
    }
    if start < text.len() {
        out.push(start..text.len());
    }
    out
}

/// Delete chunks of lines, big chunks first.
#[derive(Debug, Default)]
pub(crate) struct DeleteLines;

impl Pass for DeleteLines {
    fn name(&self) -> &'static str {
        "delete_lines"
    }

    fn description(&self) -> &'static str {
        "line-level ddmin: delete chunks of lines, halving the chunk size down to one line"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let lines: Vec<Range<usize>> = line_ranges(prog.text())
            .into_iter()
            .filter(|r| !prog.text()[r.clone()].trim().is_empty())
            .collect();
        chunks(lines.len(), 0, from, limit)
            .into_iter()
            .map(|(cursor, chunk)| Candidate {
                label: format!(
                    "delete {} line(s) from line-item {}",
                    chunk.len(),
                    chunk.start
                ),
                edit: delete_chunk(prog.text(), &lines, chunk),
                cursor,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deletes_lines() {
        let src = "a\nb\n\nc";
        let p = Program::new(src);
        let out: Vec<String> = DeleteLines
            .candidates(&p, Cursor::START, 100)
            .iter()
            .filter_map(|c| c.edit.apply(src))
            .collect();
        assert_eq!(out, vec!["\nc", "a\nb\n\n", "b\n\nc", "a\n\nc", "a\nb\n\n"]);
    }
}
