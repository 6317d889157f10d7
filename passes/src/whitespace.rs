//! Whitespace normalization: comments and indentation go, blank lines go, runs of
//! spaces become one space where two tokens need it and nothing where they do not;
//! line breaks between tokens stay (as one newline) so the result stays readable.

use crate::lexer::{needs_space, tokenize};
use crate::{Candidate, Cursor, Edit, Pass, Program};

/// The normalized text of `src`.
pub(crate) fn normalize(src: &str) -> String {
    let toks = tokenize(src);
    let mut out = String::with_capacity(src.len());
    for (i, tok) in toks.iter().enumerate() {
        if i > 0 {
            let prev = &toks[i - 1];
            let gap = &src[prev.range.end..tok.range.start];
            let continuation = gap
                .match_indices('\n')
                .all(|(k, _)| gap[..k].trim_end_matches('\r').ends_with('\\'));
            let newline = gap.contains('\n') && !(prev.directive && tok.directive && continuation);
            if newline || (prev.directive && !tok.directive) {
                out.push('\n');
            } else if (prev.directive && !gap.is_empty())
                || needs_space(&src[prev.range.clone()], &src[tok.range.clone()])
            {
                out.push(' ');
            }
        }
        out.push_str(&src[tok.range.clone()]);
    }
    if !out.is_empty() {
        out.push('\n');
    }
    out
}

/// Normalize whitespace in one step.
#[derive(Debug, Default)]
pub(crate) struct NormalizeWhitespace;

impl Pass for NormalizeWhitespace {
    fn name(&self) -> &'static str {
        "normalize_whitespace"
    }

    fn description(&self) -> &'static str {
        "remove comments, indentation, blank lines and spaces no token needs"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if from != Cursor::START || limit == 0 {
            return Vec::new();
        }
        let new = normalize(prog.text());
        if new == prog.text() {
            return Vec::new();
        }
        vec![Candidate {
            edit: Edit::replace(0..prog.text().len(), new),
            label: "normalize whitespace".into(),
            cursor: Cursor::START,
        }]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalizes() {
        let src = "#define  X (a)\n\n\nint   main ( void ) {\n    /* c */ return - -X ; // x\n}\n";
        assert_eq!(
            normalize(src),
            "#define X (a)\nint main(void){\nreturn- -X;\n}\n"
        );
    }

    #[test]
    fn keeps_continuations_inside_directives() {
        let src = "#define A 1 \\\n  + 2\nint x = A;";
        assert_eq!(normalize(src), "#define A 1 + 2\nint x=A;\n");
    }

    #[test]
    fn leaves_string_contents_alone() {
        assert_eq!(normalize("char *s = \"a   b\";"), "char*s=\"a   b\";\n");
    }

    #[test]
    fn is_idempotent_and_never_grows_token_count() {
        let src = "int  f(int a ,int b){return a+ +b;}";
        let once = normalize(src);
        assert_eq!(normalize(&once), once);
        assert_eq!(crate::count_tokens(&once), crate::count_tokens(src));
    }
}
