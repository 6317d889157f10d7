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
    /// `range` of `text` deleted: nothing, or a space where the tokens on either side
    /// would join into one (`else{x;}` without its braces, `A<int>a` without `<int>`,
    /// `0u.m` without `s` from `0u;s.m`).
    pub fn deletion(text: &str, range: Range<usize>) -> Replacement {
        Replacement::deletion_after(text, range, None)
    }

    /// [`Replacement::deletion`], with `before` the token that will stand before `range`
    /// once the whole edit is made, where another replacement ends there (`A<int>*p`
    /// retyped to `int`, then its `*` deleted, must give `int p`); `None`: the token of
    /// `text` that is there.
    pub fn deletion_after(text: &str, range: Range<usize>, before: Option<&str>) -> Replacement {
        let joined = joins(
            before.unwrap_or_else(|| unspliced_before(text, range.start)),
            unspliced_after(text, range.end),
        );
        Replacement {
            range,
            text: if joined { " ".into() } else { String::new() },
        }
    }

    /// `range` of `text` replaced by `new`, with a space on a side where `new` would
    /// join the tokens next to it into one (`struct{int b;}u` to `int u`, `x-y` with `y`
    /// made `-1`).
    pub fn spaced(text: &str, range: Range<usize>, new: &str) -> Replacement {
        let before = joins(unspliced_before(text, range.start), new);
        let after = joins(new, unspliced_after(text, range.end));
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

/// Whether the last token of `a` and the first token of `b`, put together, read as
/// one: by the whole tokens, not the two characters that meet (`0UL` then `.m` is one
/// number, `->` then `*` is `->*`, `u8` then `"x"` one string).
fn joins(a: &str, b: &str) -> bool {
    let (Some(x), Some(y)) = (a.chars().next_back(), b.chars().next()) else {
        return false;
    };
    // White space parts them; a bracket, `;`, `,`, `?` or `~` is a token alone (most
    // places an expression or a list item ends: no lexing there).
    if apart(x, y) {
        return false;
    }
    match (last_token(a), first_token(b)) {
        (Some(p), Some(q)) => crate::lexer::needs_space(p, q),
        _ => false,
    }
}

/// Whether characters `x` then `y` end and start tokens that never join: white space
/// parts them, and a bracket, `;`, `,`, `?` or `~` is a token alone.
fn apart(x: char, y: char) -> bool {
    let alone = |c: char| c.is_whitespace() || "()[]{};,?~".contains(c);
    alone(x) || alone(y)
}

/// How far a token next to a place is read: a longer one is read from its middle,
/// which for a name or a number is the same (a long string literal may read as a
/// shorter token, where a space may then be put that was not needed).
const NEAR: usize = 32;

/// `text` before byte `pos` as the preprocessor joins lines: line splices (`\` then a
/// line break) are not there (`return\` and a line break, then `-7`: the `-7` follows
/// `return`).
fn unspliced_before(text: &str, pos: usize) -> &str {
    let mut before = &text[..pos];
    while let Some(b) = before
        .strip_suffix("\\\n")
        .or_else(|| before.strip_suffix("\\\r\n"))
    {
        before = b;
    }
    before
}

/// `text` from byte `pos` on, line splices skipped.
fn unspliced_after(text: &str, pos: usize) -> &str {
    let mut after = &text[pos..];
    while let Some(a) = after
        .strip_prefix("\\\n")
        .or_else(|| after.strip_prefix("\\\r\n"))
    {
        after = a;
    }
    after
}

/// Whether byte `p` of `src` lies strictly inside one of its tokens (a string's
/// letters or spaces, a number's digits), as its line reads up to `p` (at most 512
/// bytes back).
fn inside_token(src: &str, p: usize) -> bool {
    let line = src[..p].rfind('\n').map_or(0, |i| i + 1);
    let near = last_bytes(&src[line..p], 512);
    let from = p - near.len();
    let end = src[p..].find('\n').map_or(src.len(), |i| p + i);
    let window = first_bytes(&src[from..end], near.len() + NEAR);
    crate::lexer::tokens(window)
        .take_while(|t| t.range.start < near.len())
        .any(|t| near.len() < t.range.end)
}

/// At most the last `n` bytes of `s`, from a char boundary.
fn last_bytes(s: &str, n: usize) -> &str {
    let mut from = s.len().saturating_sub(n);
    while !s.is_char_boundary(from) {
        from += 1;
    }
    &s[from..]
}

/// At most the first `n` bytes of `s`, to a char boundary.
fn first_bytes(s: &str, n: usize) -> &str {
    let mut to = s.len().min(n);
    while !s.is_char_boundary(to) {
        to -= 1;
    }
    &s[..to]
}

/// The token `s` ends with, read from the start of its last line; `None` where it ends
/// with white space or a comment.
fn last_token(s: &str) -> Option<&str> {
    let near = last_bytes(s, NEAR);
    let window = &near[near.rfind('\n').map_or(0, |i| i + 1)..];
    let last = crate::lexer::tokens(window).last()?;
    (last.range.end == window.len()).then(|| &window[last.range])
}

/// The token `s` starts with; `None` where it starts with white space or a comment.
fn first_token(s: &str) -> Option<&str> {
    let near = first_bytes(s, NEAR);
    let window = &near[..near.find('\n').unwrap_or(near.len())];
    let first = crate::lexer::tokens(window).next()?;
    (first.range.start == 0).then(|| &window[first.range])
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

    /// This edit with a space wherever, once it is made, the tokens on either side of
    /// one of its ends would read as one, where in `src` they are two: `X<Y<int>` and
    /// `>` meeting as `>>`, `X<int>` and `=` as `>=`, `if` and `L"a"` as `ifL`. An end
    /// inside one of `src`'s tokens (a literal's digits replaced) is left as it is. The
    /// engine renders every candidate through this, so no pass has to get each of its
    /// edits right alone ([`Replacement::deletion`] and [`Replacement::spaced`] give
    /// passes the same rule for their own checks). `self` if it does not fit `src`.
    pub fn spaced(&self, src: &str) -> Edit {
        if self.reps.is_empty() || !self.fits(src) {
            return self.clone();
        }
        // The rendered text as pieces: `src`'s kept runs and the replacements' texts, each
        // with the range of `src` it stands at and, for a replacement, its index.
        let mut pieces: Vec<(&str, Range<usize>, Option<usize>)> = Vec::new();
        let mut pos = 0;
        for (i, r) in self.reps.iter().enumerate() {
            if pos < r.range.start {
                pieces.push((&src[pos..r.range.start], pos..r.range.start, None));
            }
            pieces.push((&r.text, r.range.clone(), Some(i)));
            pos = r.range.end;
        }
        if pos < src.len() {
            pieces.push((&src[pos..], pos..src.len(), None));
        }
        let tail = |k: usize| {
            let mut s = String::new();
            for (t, _, _) in pieces[..=k].iter().rev() {
                s.insert_str(0, last_bytes(t, 2 * NEAR));
                if s.len() >= 2 * NEAR {
                    break;
                }
            }
            s
        };
        let head = |k: usize| {
            let mut s = String::new();
            for (t, _, _) in &pieces[k..] {
                s.push_str(first_bytes(t, 2 * NEAR));
                if s.len() >= 2 * NEAR {
                    break;
                }
            }
            s
        };
        // Per replacement: a space before its text, and after it.
        let mut before = vec![false; self.reps.len()];
        let mut after = vec![false; self.reps.len()];
        let full: Vec<usize> = (0..pieces.len())
            .filter(|&k| !pieces[k].0.is_empty())
            .collect();
        for w in full.windows(2) {
            let (p, q) = (w[0], w[1]);
            let last = pieces[p].0.chars().next_back();
            let first = pieces[q].0.chars().next();
            if last.zip(first).is_none_or(|(x, y)| apart(x, y))
                || !joins(&tail(p), &head(q))
                || inside_token(src, pieces[p].1.end)
                || inside_token(src, pieces[q].1.start)
            {
                continue;
            }
            // The space goes into the replacement after the meeting point, else the
            // one before it, else the deletion between two of `src`'s runs.
            let deleted = (p + 1..q).rev().find_map(|k| pieces[k].2);
            match (pieces[q].2, pieces[p].2, deleted) {
                (Some(i), _, _) | (None, None, Some(i)) => before[i] = true,
                (None, Some(i), _) => after[i] = true,
                (None, None, None) => {}
            }
        }
        if !before.iter().chain(&after).any(|&b| b) {
            return self.clone();
        }
        let reps = self
            .reps
            .iter()
            .enumerate()
            .map(|(i, r)| Replacement {
                range: r.range.clone(),
                text: format!(
                    "{}{}{}",
                    if before[i] { " " } else { "" },
                    r.text,
                    if after[i] { " " } else { "" }
                ),
            })
            .collect();
        Edit { reps }
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

    /// Tokens join as tokens, not as characters: `0UL` then `.m` is one number
    /// (`0UL.m`), though `L.` alone is two tokens.
    #[test]
    fn regression_a_number_and_a_dot_join_into_one_number() {
        assert_eq!(Replacement::deletion("a.m=0UL;b.m=1;", 7..9).text, " ");
        assert_eq!(Replacement::deletion("a.m=0UL;b->m=1;", 7..9).text, "");
        assert_eq!(Replacement::spaced("x=1e;", 4..4, "+1").text, " +1");
        assert_eq!(Replacement::spaced("return(f);", 6..9, "f").text, " f");
        assert_eq!(Replacement::spaced("return(f);", 6..9, "(g)").text, "(g)");
        assert_eq!(Replacement::spaced("x-y;", 2..3, "-1").text, " -1");
        assert_eq!(Replacement::deletion("(this->p*n)", 7..8).text, " ");
        assert_eq!(Replacement::spaced("s=x;", 2..3, "u8").text, "u8");
        assert_eq!(Replacement::spaced("s=x\"a\";", 2..3, "u8").text, "u8 ");
    }

    /// Found by running every pass on GCC's own tests: type names inlined into a
    /// template argument list (`>>`, `>=`) and runs of tokens deleted (`ifL"a"`).
    #[test]
    fn regression_an_edit_is_spaced_where_its_ends_would_join_tokens() {
        let spaced = |src: &str, reps: Vec<(Range<usize>, &str)>| {
            let e = Edit::new(
                reps.into_iter()
                    .map(|(range, t)| Replacement {
                        range,
                        text: t.into(),
                    })
                    .collect(),
            )
            .unwrap();
            e.spaced(src).apply(src).unwrap()
        };
        // `typedef A<int> T; B<T> x;`: `T` made `A<int>` in `B<T>`.
        assert_eq!(spaced("B<T>x;", vec![(2..3, "A<int>")]), "B<A<int> >x;");
        assert_eq!(spaced("A<int>b=0;", vec![(6..7, "")]), "A<int> =0;");
        // Runs deleted: their neighbours meet.
        assert_eq!(spaced("if(!L\"a\")", vec![(2..4, "")]), "if L\"a\")");
        assert_eq!(spaced("d=1.0", vec![(1..2, "")]), "d 1.0");
        assert_eq!(spaced("int*p", vec![(3..4, "")]), "int p");
        // Two deletions side by side, and a deletion beside a replacement.
        assert_eq!(spaced("a+*b", vec![(1..2, ""), (2..3, "")]), "a b");
        assert_eq!(spaced("a+*b", vec![(1..2, ""), (2..3, "c")]), "a c b");
        // Where nothing joins, nothing changes.
        assert_eq!(spaced("f(x,y);", vec![(3..5, "")]), "f(x);");
        assert_eq!(spaced("a=-b;", vec![(2..3, "")]), "a=b;");
        // An end inside a token is meant: a literal's digits, a string's letters, a
        // comment's words.
        assert_eq!(spaced("x=123;", vec![(3..5, "")]), "x=1;");
        assert_eq!(spaced("x=0UL;", vec![(3..5, "")]), "x=0;");
        assert_eq!(spaced("s=\"ab cd\";", vec![(4..6, "")]), "s=\"acd\";");
        assert_eq!(spaced("/* ab cd */x", vec![(4..6, "")]), "/* acd */x");
        assert_eq!(spaced("c='ab';", vec![(3..4, "")]), "c='b';");
        assert_eq!(spaced("s=\"a b\";", vec![(4..5, "")]), "s=\"ab\";");
        assert_eq!(spaced("s=\"a b\";", vec![(3..4, "")]), "s=\" b\";");
        // An edit that does not fit is left as it is.
        let e = Edit::delete(std::iter::once(2..9));
        assert_eq!(e.spaced("abc"), e);
    }

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
