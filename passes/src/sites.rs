//! Sites: the places where a pass can make one change, tried as a binary search.
//!
//! A pass lists its sites in document order; the candidates are chunks of sites applied
//! together, from big chunks to single sites (Nagai et al.'s binary search over
//! expressions; C-Vise's binary search over clang_delta instances), so a pass with 10,000
//! sites that all succeed needs a handful of tests, not 10,000. When sites of one chunk
//! overlap (an expression and its operand), the first one in the list wins.

use crate::ddmin::{chunks_up_to, chunks_whole_first};
use crate::{Candidate, Cursor, Edit, Replacement};
use std::collections::BTreeMap;
use std::ops::Range;

/// One possible change: a set of replacements made together (a parameter and the
/// arguments at every call), with a label for logs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Site {
    pub(crate) reps: Vec<Replacement>,
    pub(crate) what: String,
}

impl Site {
    /// A merge of one name into another (a variable, a type): `removal` replaces the
    /// merged name's declaration, every node of `uses` becomes `into`, and `into`'s own
    /// declaring name `kept` is rewritten as it is, so a site that drops `into`, or
    /// merges another name into it, overlaps this one: one candidate never merges into a
    /// name it drops, nor two names into one.
    pub(crate) fn merge(
        removal: Replacement,
        kept: Range<usize>,
        uses: &[tree_sitter::Node<'_>],
        into: &str,
        what: String,
    ) -> Site {
        let mut reps = vec![
            removal,
            Replacement {
                range: kept,
                text: into.to_string(),
            },
        ];
        reps.extend(uses.iter().map(|u| Replacement {
            range: u.byte_range(),
            text: into.to_string(),
        }));
        Site { reps, what }
    }

    /// A site replacing `range` by `text`.
    pub(crate) fn replace(
        range: Range<usize>,
        text: impl Into<String>,
        what: impl Into<String>,
    ) -> Site {
        Site {
            reps: vec![Replacement {
                range,
                text: text.into(),
            }],
            what: what.into(),
        }
    }

    /// A site replacing `range` of `text` by `new`, with a space on a side where `new`
    /// would join the tokens next to it ([`Replacement::spaced`]: `return(f)` to
    /// `return f`, `sizeof(x)` to `sizeof 0`).
    pub(crate) fn spaced(
        text: &str,
        range: Range<usize>,
        new: &str,
        what: impl Into<String>,
    ) -> Site {
        Site {
            reps: vec![Replacement::spaced(text, range, new)],
            what: what.into(),
        }
    }

    /// A site deleting `range`.
    pub(crate) fn delete(range: Range<usize>, what: impl Into<String>) -> Site {
        Site::replace(range, "", what)
    }
}

/// Intervals already taken by a chunk.
#[derive(Default)]
struct Taken {
    by_start: BTreeMap<usize, usize>,
}

impl Taken {
    fn overlaps(&self, r: &Range<usize>) -> bool {
        // The interval starting at or before r.start, and the first starting after it.
        // Two insertions at one point do not overlap (they are made in order).
        if let Some((&start, &end)) = self.by_start.range(..=r.start).next_back() {
            let both_inserts = r.is_empty() && start == end && start == r.start;
            if end > r.start || (r.is_empty() && end == r.start && !both_inserts) {
                return true;
            }
        }
        if let Some((&start, &end)) = self.by_start.range(r.start..).next() {
            let both_inserts = r.is_empty() && start == end && start == r.start;
            if start < r.end || (start == r.start && !both_inserts) {
                return true;
            }
        }
        false
    }

    fn add(&mut self, r: &Range<usize>) {
        self.by_start.insert(r.start, r.end);
    }
}

/// The edit applying every site of `sites` that does not overlap an earlier one.
pub(crate) fn combine(sites: &[Site]) -> (Edit, usize) {
    let mut taken = Taken::default();
    let mut reps = Vec::new();
    let mut used = 0;
    for s in sites {
        if s.reps.iter().any(|r| taken.overlaps(&r.range)) {
            continue;
        }
        // The site's own replacements must not overlap each other either.
        let mut own = Taken::default();
        if s.reps.iter().any(|r| {
            let o = own.overlaps(&r.range);
            own.add(&r.range);
            o
        }) {
            continue;
        }
        for r in &s.reps {
            taken.add(&r.range);
        }
        reps.extend(s.reps.iter().cloned());
        used += 1;
    }
    (Edit::new(reps).unwrap_or_default(), used)
}

/// Candidates over `sites`: all of them at once, then halves, quarters, ... single
/// sites; with `max_chunk`, chunks of at most that many sites.
pub(crate) fn candidates(
    sites: &[Site],
    max_chunk: usize,
    from: Cursor,
    limit: usize,
) -> Vec<Candidate> {
    let chunks = if max_chunk >= sites.len() {
        chunks_whole_first(sites.len(), from, limit)
    } else {
        chunks_up_to(sites.len(), max_chunk, 0, from, limit)
    };
    chunks
        .into_iter()
        .filter_map(|(cursor, chunk)| {
            let one = chunk.len() == 1;
            let first = sites[chunk.start].what.clone();
            let (edit, used) = combine(&sites[chunk]);
            if edit.is_empty() {
                return None;
            }
            let label = if one {
                first
            } else {
                format!("{used} sites from: {first}")
            };
            Some(Candidate {
                edit,
                label,
                cursor,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlapping_sites_first_wins() {
        let sites = vec![
            Site::replace(0..5, "x", "outer"),
            Site::replace(1..2, "y", "inner"),
            Site::replace(6..7, "z", "other"),
        ];
        let (edit, used) = combine(&sites);
        assert_eq!(used, 2);
        assert_eq!(edit.apply("abcdefgh").unwrap(), "xfzh");
    }

    #[test]
    fn chunks_then_single_sites() {
        let sites: Vec<Site> = (0..4)
            .map(|i| Site::delete(i..i + 1, format!("s{i}")))
            .collect();
        let c = candidates(&sites, usize::MAX, Cursor::START, 100);
        let outs: Vec<String> = c.iter().map(|c| c.edit.apply("abcd").unwrap()).collect();
        assert_eq!(outs, vec!["", "cd", "ab", "bcd", "acd", "abd", "abc"]);
        assert_eq!(c[3].label, "s0");
    }

    #[test]
    fn multi_range_sites_stay_whole() {
        let s = Site {
            reps: vec![
                Replacement {
                    range: 0..1,
                    text: String::new(),
                },
                Replacement {
                    range: 3..4,
                    text: String::new(),
                },
            ],
            what: "pair".into(),
        };
        let t = Site::delete(3..4, "single");
        let (edit, used) = combine(&[t, s]);
        assert_eq!(used, 1);
        assert_eq!(edit.apply("abcd").unwrap(), "abc");
    }
}
