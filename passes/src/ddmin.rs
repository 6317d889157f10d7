//! Chunked deletion over a list of items, from big chunks to single items: the
//! complement-removal half of ddmin (Zeller & Hildebrandt) as C-Reduce and C-Vise run it.
//!
//! Chunk sizes are powers of two, so a cursor stays meaningful after the list shrinks:
//! the cursor's second field is the chunk level (`31 - log2(size)`), the third the index
//! of the chunk's first item.

use crate::{Cursor, Edit, Replacement};
use std::ops::Range;

/// Level for chunk size `size` (a power of two).
fn level_of(size: usize) -> u32 {
    (size.max(1) as u32).leading_zeros()
}

fn size_of(level: u32) -> usize {
    1usize << (31 - level.min(31))
}

/// The chunk size to start with for `n` items: the largest power of two below `n`
/// (1 for a single item).
fn first_size(n: usize) -> usize {
    if n <= 2 {
        1
    } else {
        1 << (usize::BITS - 1 - (n - 1).leading_zeros())
    }
}

/// Chunks `(cursor, item range)` for `n` items at `depth`, from `from` on, at most `limit`.
pub(crate) fn chunks(
    n: usize,
    depth: u32,
    from: Cursor,
    limit: usize,
) -> Vec<(Cursor, Range<usize>)> {
    chunks_up_to(n, usize::MAX, depth, from, limit)
}

/// As [`chunks`], but the first chunk holds every item (for sites, where "all at once"
/// is the most valuable candidate; for deletions it would only empty the list).
pub(crate) fn chunks_whole_first(
    n: usize,
    from: Cursor,
    limit: usize,
) -> Vec<(Cursor, Range<usize>)> {
    let size = n.max(1).next_power_of_two();
    chunks_inner(n, size, 0, from, limit)
}

/// As [`chunks`], with chunks of at most `max_size` items.
pub(crate) fn chunks_up_to(
    n: usize,
    max_size: usize,
    depth: u32,
    from: Cursor,
    limit: usize,
) -> Vec<(Cursor, Range<usize>)> {
    chunks_inner(
        n,
        first_size(n).min(first_size(max_size.saturating_add(1))),
        depth,
        from,
        limit,
    )
}

fn chunks_inner(
    n: usize,
    first: usize,
    depth: u32,
    from: Cursor,
    limit: usize,
) -> Vec<(Cursor, Range<usize>)> {
    let mut out = Vec::new();
    if n == 0 || limit == 0 {
        return out;
    }
    let first_level = level_of(first);
    let (mut level, mut start) = if from.0 < depth || from.1 < first_level {
        (first_level, 0usize)
    } else {
        (from.1, from.2 as usize)
    };
    while level <= 31 {
        let size = size_of(level);
        // Round the start up to a multiple of the chunk size.
        let mut s = start.div_ceil(size) * size;
        while s < n {
            out.push((Cursor(depth, level, s as u32), s..(s + size).min(n)));
            if out.len() >= limit {
                return out;
            }
            s += size;
        }
        level += 1;
        start = 0;
    }
    out
}

/// A deletion edit for a chunk of items whose deletion ranges are given.
pub(crate) fn delete_chunk(text: &str, ranges: &[Range<usize>], chunk: Range<usize>) -> Edit {
    // Touching ranges are one deletion, which leaves a space where the tokens on its
    // two sides would join (`A<B<char>,int>` without `,int`: `A<B<char> >`).
    let mut merged: Vec<Range<usize>> = Vec::new();
    let mut sorted: Vec<Range<usize>> = ranges[chunk].to_vec();
    sorted.sort_by_key(|r| (r.start, r.end));
    for r in sorted {
        match merged.last_mut() {
            Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
            _ => merged.push(r),
        }
    }
    Edit::new(
        merged
            .into_iter()
            .map(|r| Replacement::deletion(text, r))
            .collect(),
    )
    .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_go_from_big_to_small() {
        let c = chunks(5, 0, Cursor::START, 100);
        let sizes: Vec<usize> = c.iter().map(|(_, r)| r.len()).collect();
        assert_eq!(sizes, vec![4, 1, 2, 2, 1, 1, 1, 1, 1, 1]);
        assert!(c.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[test]
    fn resumes_from_cursor_and_respects_limit() {
        let all = chunks(9, 2, Cursor::START, 100);
        let from = all[3].0;
        let rest = chunks(9, 2, from, 100);
        assert_eq!(rest[..], all[3..]);
        assert_eq!(chunks(9, 2, Cursor::START, 2).len(), 2);
        // A cursor from a shallower depth starts over.
        assert_eq!(chunks(9, 2, Cursor(1, 30, 5), 100), all);
    }

    #[test]
    fn single_item() {
        assert_eq!(
            chunks(1, 0, Cursor::START, 10),
            vec![(Cursor(0, 31, 0), 0..1)]
        );
        assert!(chunks(0, 0, Cursor::START, 10).is_empty());
    }
}
