//! Unused declarators of one declaration made one array (a smaller structure of the
//! same shape, as SFC replaces structures): `struct S { int a, b, c, d; float e; }`
//! becomes `struct S { int a[4]; float e; }`. A struct's size and its fields' places
//! often carry a bug (an aggregate passed in memory, a field at an offset), so deletion
//! must keep such fields; an array keeps the same bytes at the same places with fewer
//! tokens, and `shrink_literals` may then try a smaller size.
//!
//! Only declarators that are plain names, with nothing after them (no initializer,
//! bit-field width or default member initializer), none of which occurs anywhere else in
//! the program: an array read as one of its old names would not mean the same. The
//! arrangement is the same for a struct's fields (an array of `T` has `T`'s alignment);
//! for variables, where the bytes go is the test's to say. Left alone: a union's members
//! (they share one place) and declarations with an alignment or attribute (`_Alignas`,
//! `alignas`, `__attribute__`, `[[…]]`), which place each name on its own boundary.

use crate::c::all_nodes;
use crate::c::Uses;
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use tree_sitter::Node;

/// Make a declaration's unused names one array.
#[derive(Debug, Default)]
pub(crate) struct DeclaratorsToArray;

impl Pass for DeclaratorsToArray {
    fn name(&self) -> &'static str {
        "declarators_to_array"
    }

    fn description(&self) -> &'static str {
        "make a declaration's unused names one array: `int a, b, c;` -> `int a[3];`"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let uses = std::cell::OnceCell::new();
        let list: Vec<Site> = all_nodes(prog)
            .into_iter()
            .filter(|n| matches!(n.kind(), kind::DECLARATION | kind::FIELD_DECLARATION))
            .filter_map(|item| site(prog, item, uses.get_or_init(|| Uses::of(prog))))
            .collect();
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The one array `item`'s declarators may become.
fn site(prog: &Program, item: Node<'_>, uses: &Uses) -> Option<Site> {
    let mut c = item.walk();
    let decls: Vec<Node<'_>> = item
        .children_by_field_name(field::DECLARATOR, &mut c)
        .collect();
    if decls.len() < 2
        || decls
            .iter()
            .any(|d| !matches!(d.kind(), kind::IDENTIFIER | kind::FIELD_IDENTIFIER))
    {
        return None;
    }
    let semi = item.child(item.child_count().checked_sub(1)?)?;
    if semi.kind() != ";" {
        return None;
    }
    let text = prog.text();
    let (first, last) = (decls[0], decls[decls.len() - 1]);
    // Nothing but commas between the names and after the last: no width, no
    // initializer, no attribute.
    let gaps_are_commas = decls
        .windows(2)
        .all(|w| text[w[0].end_byte()..w[1].start_byte()].trim() == ",");
    if !gaps_are_commas || !text[last.end_byte()..semi.start_byte()].trim().is_empty() {
        return None;
    }
    // A union's members share one place, where an array's elements do not.
    let in_union = item
        .parent()
        .filter(|l| l.kind() == kind::FIELD_DECLARATION_LIST)
        .and_then(|l| l.parent())
        .is_some_and(|t| t.kind() == kind::UNION_SPECIFIER);
    // An alignment puts each name at its own boundary: `_Alignas(16) char a, b;` is 32
    // bytes, `_Alignas(16) char a[2];` 16.
    let specs = &text[item.start_byte()..first.start_byte()];
    let aligned = specs.contains("[[")
        || specs
            .split(|ch: char| !(ch.is_alphanumeric() || ch == '_'))
            .any(|w| {
                matches!(w, "alignas" | "_Alignas" | "__declspec") || w.starts_with("__attribute")
            });
    if in_union || aligned {
        return None;
    }
    if decls
        .iter()
        .any(|d| uses.positions(prog.node_text(*d)).len() != 1)
    {
        return None;
    }
    let name = prog.node_text(first);
    Some(Site {
        reps: vec![Replacement {
            range: first.start_byte()..last.end_byte(),
            text: format!("{name}[{}]", decls.len()),
        }],
        what: format!("make `{name}` and {} more one array", decls.len() - 1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn unused_fields_become_one_array() {
        assert_eq!(
            outputs(
                &DeclaratorsToArray,
                "struct T { int a, b, c, d; float e; } f(void) { struct T m = {0}; return m; }"
            ),
            vec!["struct T { int a[4]; float e; } f(void) { struct T m = {0}; return m; }"]
        );
        assert_eq!(
            outputs(
                &DeclaratorsToArray,
                "long g, h; int main(void) { return 0; }"
            ),
            vec!["long g[2]; int main(void) { return 0; }"]
        );
        assert_eq!(
            cpp_outputs(&DeclaratorsToArray, "struct T { char x, y, z; }; T t;"),
            vec!["struct T { char x[3]; }; T t;"]
        );
    }

    #[test]
    fn leaves_alone_what_an_array_would_change() {
        for src in [
            // A name used elsewhere.
            "struct T { int a, b; }; int f(struct T t) { return t.b; }",
            "int a, b; int main(void) { return a; }",
            // Pointers, arrays, initializers, widths, one name.
            "struct T { int *a, b; };",
            "struct T { int a[2], b; };",
            "int a = 1, b;",
            "int a, b = 1;",
            "struct T { int a : 3, b : 2; };",
            "struct T { int a; };",
            // Functions.
            "int f(void), g(void);",
            // A union's members share one place; alignments place each name apart.
            "union U { char a, b, c; } u;",
            "struct S { union { int a, b; }; long x; };",
            "struct S { _Alignas(16) char a, b; };",
            "struct S { char __attribute((aligned(16))) a, b; };",
        ] {
            assert_eq!(
                outputs(&DeclaratorsToArray, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
        for src in [
            "auto a = 1, b = 2;",
            "struct T { int a{}, b; };",
            "struct S { alignas(16) char a, b; };",
            "struct S { [[gnu::aligned(16)]] char a, b; };",
        ] {
            assert_eq!(
                cpp_outputs(&DeclaratorsToArray, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
    }
}
