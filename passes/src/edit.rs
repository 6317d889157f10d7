//! Edits: sets of non-overlapping byte-range replacements, rendered onto source text.

use std::ops::Range;

/// Replace the bytes in `range` by `text`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replacement {
    /// Byte range in the source the edit was computed for.
    pub range: Range<usize>,
    /// The new text for that range.
    pub text: String,
}

impl Replacement {
    /// `range` of `text` deleted: nothing, or a space where the characters on either side
    /// would join into one token (`else{x;}` without its braces, `A<int>a` without `<int>`).
    pub fn deletion(text: &str, range: Range<usize>) -> Replacement {
        Replacement::deletion_after(text, range.clone(), char_before(text, range.start))
    }

    /// [`Replacement::deletion`], with `before` the character that will stand before
    /// `range` once the whole edit is made (another replacement may end there: `A<int>*p`
    /// retyped to `int`, then its `*` deleted, must give `int p`).
    pub fn deletion_after(text: &str, range: Range<usize>, before: Option<char>) -> Replacement {
        let before = before.map(String::from);
        let after = char_after(text, range.end).map(String::from);
        let touching = |c: &Option<String>| c.as_deref().is_some_and(|c| !c.trim().is_empty());
        let joined = touching(&before)
            && touching(&after)
            && matches!((before, after), (Some(a), Some(b)) if crate::lexer::needs_space(&a, &b));
        Replacement {
            range,
            text: if joined { " ".into() } else { String::new() },
        }
    }

    /// `range` of `text` replaced by `new`, with a space on a side where `new` would
    /// join the characters next to it into one token (`struct{int b;}u` to `int u`).
    pub fn spaced(text: &str, range: Range<usize>, new: &str) -> Replacement {
        let joins = |a: Option<char>, b: Option<char>| match (a, b) {
            (Some(a), Some(b)) => {
                !a.is_whitespace()
                    && !b.is_whitespace()
                    && crate::lexer::needs_space(&a.to_string(), &b.to_string())
            }
            _ => false,
        };
        let before = joins(char_before(text, range.start), new.chars().next());
        let after = joins(new.chars().next_back(), char_after(text, range.end));
        Replacement {
            range,
            text: format!(
                "{}{new}{}",
                if before { " " } else { "" },
                if after { " " } else { "" }
            ),
        }
    }
}

/// The character before byte `pos` of `text` as the preprocessor joins lines: line
/// splices (`\` then a line break) are not there (`return\` and a line break, then
/// `-7`: the `-7` follows `return`).
fn char_before(text: &str, pos: usize) -> Option<char> {
    let mut before = &text[..pos];
    while let Some(b) = before
        .strip_suffix("\\\n")
        .or_else(|| before.strip_suffix("\\\r\n"))
    {
        before = b;
    }
    before.chars().next_back()
}

/// The character from byte `pos` of `text` on, line splices skipped.
fn char_after(text: &str, pos: usize) -> Option<char> {
    let mut after = &text[pos..];
    while let Some(a) = after
        .strip_prefix("\\\n")
        .or_else(|| after.strip_prefix("\\\r\n"))
    {
        after = a;
    }
    after.chars().next()
}

/// Why a set of replacements is not a valid edit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EditError {
    /// Two replacements overlap and at least one of them inserts text.
    Overlap,
    /// A range ends before it starts.
    Inverted,
}

impl std::fmt::Display for EditError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EditError::Overlap => write!(f, "replacements overlap"),
            EditError::Inverted => write!(f, "a replacement range ends before it starts"),
        }
    }
}

impl std::error::Error for EditError {}

/// A set of replacements, sorted by position and non-overlapping. Overlapping or
/// touching deletions are merged, as are insertions at one point (in the order given);
/// any other overlap involving inserted text is an error.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Edit {
    reps: Vec<Replacement>,
}

impl Edit {
    /// Build an edit from replacements in any order.
    pub fn new(mut reps: Vec<Replacement>) -> Result<Edit, EditError> {
        if reps.iter().any(|r| r.range.end < r.range.start) {
            return Err(EditError::Inverted);
        }
        reps.sort_by_key(|r| (r.range.start, r.range.end));
        let mut out: Vec<Replacement> = Vec::with_capacity(reps.len());
        for r in reps {
            if r.range.is_empty() && r.text.is_empty() {
                continue;
            }
            if let Some(last) = out.last_mut() {
                if last.text.is_empty() && r.text.is_empty() && r.range.start <= last.range.end {
                    last.range.end = last.range.end.max(r.range.end);
                    continue;
                }
                // Insertions at one point are made in the order given.
                if last.range.is_empty() && r.range.is_empty() && r.range.start == last.range.start
                {
                    last.text.push_str(&r.text);
                    continue;
                }
                if r.range.start < last.range.end {
                    return Err(EditError::Overlap);
                }
            }
            out.push(r);
        }
        Ok(Edit { reps: out })
    }

    /// An edit that deletes every range (ranges may overlap).
    pub fn delete(ranges: impl IntoIterator<Item = Range<usize>>) -> Edit {
        let reps = ranges
            .into_iter()
            .map(|range| Replacement {
                range,
                text: String::new(),
            })
            .collect();
        Edit::new(reps).unwrap_or_default()
    }

    /// An edit deleting `range` of `text`, leaving a space where the characters on
    /// either side would join into one token ([`Replacement::deletion`]).
    pub fn deletion(text: &str, range: Range<usize>) -> Edit {
        Edit::new(vec![Replacement::deletion(text, range)]).unwrap_or_default()
    }

    /// An edit made of one replacement.
    pub fn replace(range: Range<usize>, text: impl Into<String>) -> Edit {
        Edit {
            reps: vec![Replacement {
                range,
                text: text.into(),
            }],
        }
    }

    /// The replacements, sorted.
    pub fn replacements(&self) -> &[Replacement] {
        &self.reps
    }

    /// True if the edit changes nothing.
    pub fn is_empty(&self) -> bool {
        self.reps.is_empty()
    }

    /// True if every range lies inside a text of `len` bytes on char boundaries of `src`.
    pub fn fits(&self, src: &str) -> bool {
        self.reps.iter().all(|r| {
            r.range.end <= src.len()
                && src.is_char_boundary(r.range.start)
                && src.is_char_boundary(r.range.end)
        })
    }

    /// Render the edit onto `src`. Returns `None` if a range does not fit `src`.
    pub fn apply(&self, src: &str) -> Option<String> {
        if !self.fits(src) {
            return None;
        }
        let added: usize = self.reps.iter().map(|r| r.text.len()).sum();
        let mut out = String::with_capacity(src.len() + added);
        let mut pos = 0;
        for r in &self.reps {
            out.push_str(&src[pos..r.range.start]);
            out.push_str(&r.text);
            pos = r.range.end;
        }
        out.push_str(&src[pos..]);
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line splice joins the lines on either side: what it separates still glues.
    #[test]
    fn a_line_splice_does_not_keep_two_words_apart() {
        assert_eq!(Replacement::deletion("else\\\n{}\\\nx", 6..8).text, " ");
        assert_eq!(Replacement::deletion("else\\\n{};", 6..8).text, "");
        assert_eq!(Replacement::spaced("return\\\n-7", 8..10, "7").text, " 7");
    }

    #[test]
    fn empty_edit_renders_input_unchanged() {
        assert_eq!(Edit::default().apply("int x;").as_deref(), Some("int x;"));
    }

    #[test]
    fn overlapping_deletions_merge() {
        let e = Edit::delete([2..5, 4..8, 8..9]);
        assert_eq!(e.replacements().len(), 1);
        assert_eq!(e.apply("0123456789").as_deref(), Some("019"));
    }

    #[test]
    fn overlapping_insertions_are_rejected() {
        let r = |a, b, t: &str| Replacement {
            range: a..b,
            text: t.into(),
        };
        assert_eq!(
            Edit::new(vec![r(0, 3, "x"), r(2, 4, "")]),
            Err(EditError::Overlap)
        );
        assert_eq!(Edit::new(vec![r(3, 1, "")]), Err(EditError::Inverted));
    }

    #[test]
    fn insertions_at_one_point_keep_their_order() {
        let r = |a, b, t: &str| Replacement {
            range: a..b,
            text: t.into(),
        };
        let e = Edit::new(vec![r(1, 1, "x"), r(2, 3, ""), r(1, 1, "y")]).unwrap();
        assert_eq!(e.apply("abc").as_deref(), Some("axyb"));
    }

    #[test]
    fn out_of_range_edit_does_not_apply() {
        assert_eq!(Edit::replace(3..10, "").apply("abc"), None);
        assert_eq!(Edit::replace(1..2, "").apply("é"), None);
    }
}
