//! C++: explicit instantiation declarations (`extern template class basic_string<char>;`)
//! removed, all at once first. tree-sitter-cpp cannot read them, and its error recovery
//! after one may swallow everything up to the end of the enclosing namespace: in a
//! C++20 unit of libstdc++ headers, one ERROR node of 1.2 MB, half the unit, which every
//! pass then saw as a single item that uses everything. Such a declaration only
//! suppresses implicit instantiation in this unit, so a test that needs it refuses the
//! candidate. Read from the tokens, since the tree has no declaration there.

use crate::lexer::{tokens, TokenKind, Tokens};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program};

/// Remove `extern template ...;` declarations.
#[derive(Debug, Default)]
pub(crate) struct DropExternTemplates;

impl Pass for DropExternTemplates {
    fn name(&self) -> &'static str {
        "drop_extern_templates"
    }

    fn description(&self) -> &'static str {
        "C++: remove explicit instantiation declarations (`extern template ...;`), which the \
         grammar cannot read"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let text = prog.text();
        if !text.contains("extern") {
            return Vec::new();
        }
        // One token at a time: on a unit of several MB, the whole list is tens of MB.
        let mut toks = tokens(text);
        let mut list = Vec::new();
        while let Some(t) = toks.next() {
            if t.kind != TokenKind::Ident || t.directive || &text[t.range.clone()] != "extern" {
                continue;
            }
            let mut rest = toks.clone();
            let mut next = || rest.next().map_or("", |t| &text[t.range]);
            let starts = next() == "template" && next() != "<";
            if !starts {
                continue;
            }
            // From the word after `template` on.
            let mut body = toks.clone();
            body.next();
            let Some((end, words)) = end_of(body, text) else {
                continue;
            };
            let what = format!("remove `extern template {}`", words.join(" "));
            list.push(Site::delete(t.range.start..end, what));
            // Go on after the declaration.
            while toks.next().is_some_and(|u| u.range.end < end) {}
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The end (byte offset) of the declaration whose words follow `toks`: just past the
/// first `;` at depth 0 of brackets, with its first six words. None if a `{`, an
/// unbalanced `)` or a directive comes first (no such declaration).
fn end_of<'a>(toks: Tokens<'_>, text: &'a str) -> Option<(usize, Vec<&'a str>)> {
    let mut depth = 0usize;
    let mut words = Vec::new();
    for t in toks {
        if t.directive {
            return None;
        }
        let w = &text[t.range.clone()];
        match w {
            "(" | "[" => depth += 1,
            ")" | "]" => depth = depth.checked_sub(1)?,
            ";" if depth == 0 => return Some((t.range.end, words)),
            "{" | "}" => return None,
            _ => {}
        }
        if words.len() < 6 {
            words.push(w);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn removes_explicit_instantiation_declarations_all_at_once_first() {
        let src = "namespace std {\ntemplate <class T> struct B {};\nextern template class B<char>;\nextern template\n  bool has(const B<int>&, int (*)(int));\nint x;\n}\n";
        assert!(Program::new_in(Lang::Cpp, src).error_count() > 0);
        let out = cpp_outputs(&DropExternTemplates, src);
        assert_eq!(out.len(), 3, "{out:?}");
        assert_eq!(
            out[0],
            "namespace std {\ntemplate <class T> struct B {};\n\n\nint x;\n}\n"
        );
        assert_eq!(Program::new_in(Lang::Cpp, out[0].as_str()).error_count(), 0);
        assert_eq!(
            out[2],
            "namespace std {\ntemplate <class T> struct B {};\nextern template class B<char>;\n\nint x;\n}\n"
        );
    }

    #[test]
    fn leaves_other_externs_and_c_alone() {
        // A template declared `extern "C++"`, an extern variable, an explicit
        // instantiation definition, a macro's body, and C.
        let src = "extern \"C++\" { template <class T> void f(T); }\nextern int v;\ntemplate class std::vector<int>;\n#define EXT extern template\nint y;\nint z;\n";
        assert!(cpp_outputs(&DropExternTemplates, src).is_empty());
        assert!(outputs(&DropExternTemplates, "extern template class B<char>;\n").is_empty());
    }
}
