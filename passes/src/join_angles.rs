//! `join_angles` (C++): `> >` becomes `>>`, one token where there were two (T-Rec's
//! reduction by the language's lexical rules). Since C++11 a `>>` closes two template
//! argument lists, as `> >` does; the lexer reads it as one token, so the program is a
//! token smaller. Deletions leave `> >` wherever they cut between two closers
//! (`A<B<char>, int>` without `, int`: [`crate::ddmin`] keeps the two tokens apart,
//! as every edit must), and whitespace normalization keeps the space for the same
//! reason, so no other pass reaches the joined form.
//!
//! Only a gap of white space between two `>` tokens is joined (a comment stays), and
//! only in C++: in C, `> >` is never two closers. Where the two `>` are not closers
//! (`a > > b` is no expression; `x >> y` is already one token) the test says no.

use crate::lexer::tokenize;
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program};

/// Join two template closers into one `>>` token.
#[derive(Debug, Default)]
pub(crate) struct JoinAngles;

impl Pass for JoinAngles {
    fn name(&self) -> &'static str {
        "join_angles"
    }

    fn description(&self) -> &'static str {
        "C++: join `> >` into the one token `>>`"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let text = prog.text();
        let toks = tokenize(text);
        let list: Vec<Site> = toks
            .windows(2)
            .filter(|w| {
                &text[w[0].range.clone()] == ">"
                    && &text[w[1].range.clone()] == ">"
                    && w[0].range.end < w[1].range.start
                    && text[w[0].range.end..w[1].range.start]
                        .chars()
                        .all(char::is_whitespace)
            })
            // The two tokens replaced by one, not the gap deleted: the engine renders every
            // edit with a space where two tokens would join (`Edit::spaced`), and a
            // replacement's own text is what it means to be.
            .map(|w| {
                Site::replace(
                    w[0].range.start..w[1].range.end,
                    ">>",
                    "join `> >` into `>>`",
                )
            })
            .collect();
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn two_template_closers_become_one_token() {
        assert_eq!(
            cpp_outputs(&JoinAngles, "A<B<int> > a; C<D<E<int> > > c;"),
            vec![
                // All at once (of two sites sharing a `>`, the first), then halves, then
                // one by one.
                "A<B<int>> a; C<D<E<int>> > c;",
                "A<B<int>> a; C<D<E<int>> > c;",
                "A<B<int> > a; C<D<E<int> >> c;",
                "A<B<int>> a; C<D<E<int> > > c;",
                "A<B<int> > a; C<D<E<int>> > c;",
                "A<B<int> > a; C<D<E<int> >> c;",
            ]
        );
    }

    #[test]
    fn the_engine_s_spacing_keeps_the_joined_token() {
        // The engine renders every candidate through `Edit::spaced`, which parts two
        // tokens an edit would join: a join must survive it.
        let src = "A<B<int> > a; C<D<E<int> > > c;";
        let p = Program::new_in(Lang::Cpp, src);
        for c in JoinAngles.candidates(&p, Cursor::START, 100) {
            assert_eq!(c.edit.spaced(src).apply(src), c.edit.apply(src));
        }
    }

    #[test]
    fn what_joining_leaves_alone() {
        // C, a comment between, a `>>` already, a `>` alone.
        assert_eq!(
            outputs(&JoinAngles, "int x = a > b; A<B<int> > a;"),
            Vec::<String>::new()
        );
        for src in [
            "A<B<int> /* c */ > a;",
            "A<B<int>> a; int y = x >> 2;",
            "bool b = x > y;",
        ] {
            assert_eq!(cpp_outputs(&JoinAngles, src), Vec::<String>::new(), "{src}");
        }
    }
}
