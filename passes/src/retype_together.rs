//! Coupled type edits: every declaration of one type made `int` at once, its pointer
//! levels dropped (Vulcan's and SFC's "a type by a smaller one", made where one site
//! alone cannot go). `const int *f()` and `T(const int *)` with a call `T(f())` agree
//! only while both are pointers; one alone made `int` no longer compiles, so deletion
//! and `narrow_types` leave both. Together, `int f()` and `T(int)` agree again.
//!
//! A type's *spelling* is its specifier's text (qualifiers apart) and its declarator's
//! pointer levels: `int *`, `struct S **`, `T`. Every declaration, parameter, field and
//! type name (a cast's, a template argument's) of one spelling changes in one site: the
//! specifier becomes `int` and the pointer levels go (`*const p` to `p`). Only spellings
//! seen at two places or more, on programs of at most [`SMALL`] tokens (the end of a
//! reduction, where a token counts); the binary search tries every spelling's site at
//! once, then halves, down to each alone.
//!
//! Left alone: a declaration that defines a struct, union, class or enum (its body would
//! go), `auto` (it names no type), `void` itself (a function made `int` would flow off
//! its end), references, a declaration whose declarators have different pointer levels
//! (`int *a, b;`: one specifier serves both), and C++ template parameters and their
//! defaults.

use crate::c::all_nodes;
use crate::grammar::{cpp_kind, field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use std::collections::BTreeMap;
use tree_sitter::Node;

/// The largest program, in tokens, the pass looks at.
const SMALL: usize = 1000;

/// Make every declaration of one type `int`, pointer levels dropped, at once.
#[derive(Debug, Default)]
pub(crate) struct RetypeTogether;

impl Pass for RetypeTogether {
    fn name(&self) -> &'static str {
        "retype_together"
    }

    fn description(&self) -> &'static str {
        "make every declaration of one type `int` at once, pointer levels dropped: \
         `int *f()` and `g(int *)` together (programs of at most 1000 tokens)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if limit == 0 || prog.token_count() > SMALL {
            return Vec::new();
        }
        let mut by_spelling: BTreeMap<String, Vec<Vec<Replacement>>> = BTreeMap::new();
        for item in all_nodes(prog) {
            if let Some((spelling, reps)) = retyped(prog, item) {
                by_spelling.entry(spelling).or_default().push(reps);
            }
        }
        let list: Vec<Site> = by_spelling
            .into_iter()
            .filter(|(_, places)| places.len() > 1)
            .map(|(spelling, places)| Site {
                reps: places.into_iter().flatten().collect(),
                what: format!("every `{spelling}` made `int`"),
            })
            .collect();
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The spelling `item` declares (when it is a declaration of one) and what makes it
/// `int`.
fn retyped(prog: &Program, item: Node<'_>) -> Option<(String, Vec<Replacement>)> {
    if !matches!(
        item.kind(),
        kind::DECLARATION
            | kind::PARAMETER_DECLARATION
            | kind::FIELD_DECLARATION
            | kind::FUNCTION_DEFINITION
            | cpp_kind::OPTIONAL_PARAMETER_DECLARATION
            | cpp_kind::TYPE_DESCRIPTOR
    ) {
        return None;
    }
    let in_template_parameters =
        |n: Option<Node<'_>>| n.is_some_and(|p| p.kind() == cpp_kind::TEMPLATE_PARAMETER_LIST);
    if in_template_parameters(item.parent())
        || in_template_parameters(item.parent().and_then(|p| p.parent()))
    {
        return None;
    }
    let ty = item.child_by_field_name(field::TYPE)?;
    if ty.child_by_field_name(field::BODY).is_some() || !plain_type(ty.kind()) {
        return None;
    }
    let name = prog
        .node_text(ty)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    if name
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .any(|w| w == "auto" || w == "decltype")
    {
        return None;
    }
    let mut c = item.walk();
    let decls: Vec<Node<'_>> = item
        .children_by_field_name(field::DECLARATOR, &mut c)
        .collect();
    // The specifier's last character after the edit: `A<int>*p` becomes `int p`.
    let retyped_end = (name != "int").then(|| ty.end_byte());
    let chains: Vec<Option<(usize, Replacement)>> = decls
        .iter()
        .map(|d| pointers(prog, *d, retyped_end))
        .collect();
    let depth = |c: &Option<(usize, Replacement)>| c.as_ref().map_or(0, |(n, _)| *n);
    let levels = chains.first().map_or(0, depth);
    if chains.iter().any(|c| depth(c) != levels) {
        return None;
    }
    if decls.iter().any(|d| has_reference(*d)) {
        return None;
    }
    if levels == 0 && (name == "int" || name == "void") {
        return None;
    }
    let mut reps: Vec<Replacement> = chains.into_iter().flatten().map(|(_, r)| r).collect();
    if name != "int" {
        reps.push(Replacement::spaced(prog.text(), ty.byte_range(), "int"));
    }
    Some((format!("{name}{}", " *".repeat(levels)), reps))
}

/// Type specifiers the pass may replace: a builtin, a name, a tag, a template's
/// instance, a qualified name.
fn plain_type(k: &str) -> bool {
    matches!(
        k,
        kind::PRIMITIVE_TYPE
            | kind::SIZED_TYPE_SPECIFIER
            | kind::TYPE_IDENTIFIER
            | kind::STRUCT_SPECIFIER
            | kind::UNION_SPECIFIER
            | kind::ENUM_SPECIFIER
            | cpp_kind::CLASS_SPECIFIER
            | cpp_kind::TEMPLATE_TYPE
            | cpp_kind::QUALIFIED_IDENTIFIER
    )
}

/// The pointer levels at the top of declarator `d` (through an initializer), and the
/// replacement that drops them: the `*`s (and their qualifiers) deleted, what they point
/// to left as it is, so a parameter's own pointers inside (`*f(int *x)`) change apart.
///
/// `retyped_end`: where the specifier ends when it becomes `int`, so the character
/// before the `*`s there is `int`'s `t`, not the old type's last one.
fn pointers(
    prog: &Program,
    d: Node<'_>,
    retyped_end: Option<usize>,
) -> Option<(usize, Replacement)> {
    let d = if d.kind() == kind::INIT_DECLARATOR {
        d.child_by_field_name(field::DECLARATOR)?
    } else {
        d
    };
    let mut levels = 0;
    let mut inner = Some(d);
    while let Some(n) = inner.filter(|n| {
        matches!(
            n.kind(),
            kind::POINTER_DECLARATOR | kind::ABSTRACT_POINTER_DECLARATOR
        )
    }) {
        levels += 1;
        inner = n.child_by_field_name(field::DECLARATOR);
    }
    (levels > 0).then(|| {
        let text = prog.text();
        let bytes = text.as_bytes();
        let mut range = d.start_byte()..inner.map_or(d.end_byte(), |n| n.start_byte());
        if inner.is_none() {
            // `T(int *)` to `T(int)`: the space before the `*` goes with it.
            while range.start > 0 && bytes[range.start - 1].is_ascii_whitespace() {
                range.start -= 1;
            }
        }
        // `int*f()` to `int f()`, not `intf()`.
        let before = (retyped_end == Some(range.start)).then_some("int");
        (levels, Replacement::deletion_after(text, range, before))
    })
}

/// Whether `d` declares a reference (`&`, `&&`), on its way down to the name (not in a
/// function's parameters or an initializer): the pass leaves those.
fn has_reference(d: Node<'_>) -> bool {
    crate::c::declarator_chain(d).iter().any(|n| {
        matches!(
            n.kind(),
            cpp_kind::REFERENCE_DECLARATOR | cpp_kind::ABSTRACT_REFERENCE_DECLARATOR
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn a_pointer_type_made_int_at_every_declaration_at_once() {
        let src = "struct T {\n  consteval T(int *) {}\n};\nconsteval int *f() {\n  return 0;\n}\nT b(f());\n";
        let out = cpp_outputs(&RetypeTogether, src);
        assert_eq!(
            out,
            vec!["struct T {\n  consteval T(int) {}\n};\nconsteval int f() {\n  return 0;\n}\nT b(f());\n"]
        );
    }

    #[test]
    fn compact_text_keeps_its_tokens_apart() {
        let src = "struct T{consteval T(int*){}};consteval int*f(){return 0;}T b(f());";
        assert_eq!(
            cpp_outputs(&RetypeTogether, src),
            vec!["struct T{consteval T(int){}};consteval int f(){return 0;}T b(f());"]
        );
        assert_eq!(
            outputs(&RetypeTogether, "struct S*p;struct S*q;"),
            vec!["int p;int q;"]
        );
        assert_eq!(
            cpp_outputs(&RetypeTogether, "A<int>*p;A<int>*q;"),
            vec!["int p;int q;"]
        );
    }

    #[test]
    fn a_function_s_pointer_and_its_parameter_s_change_together() {
        let src = "char *f(char *x);\nchar *f(char *x) { return x; }\n";
        assert_eq!(
            outputs(&RetypeTogether, src),
            vec!["int f(int x);\nint f(int x) { return x; }\n"]
        );
    }

    #[test]
    fn every_spelling_is_its_own_candidate() {
        let src =
            "long *p;\nlong *q = 0;\nstruct S *r, *s;\nvoid g(struct S *x) { p = q; r = x; }\n";
        let out = outputs(&RetypeTogether, src);
        assert!(
            out.contains(
                &"long *p;\nlong *q = 0;\nint r, s;\nvoid g(int x) { p = q; r = x; }\n".to_string()
            ),
            "{out:#?}"
        );
        assert!(
            out.contains(
                &"int p;\nint q = 0;\nstruct S *r, *s;\nvoid g(struct S *x) { p = q; r = x; }\n"
                    .to_string()
            ),
            "{out:#?}"
        );
    }

    #[test]
    fn a_reference_among_the_parameters_is_no_reference_of_the_declaration() {
        let src = "char *f(int &x);\nchar *p = f(i);\n";
        assert_eq!(
            cpp_outputs(&RetypeTogether, src),
            vec!["int f(int &x);\nint p = f(i);\n"]
        );
        // `auto_ptr` is a name, not `auto`.
        assert_eq!(
            cpp_outputs(&RetypeTogether, "auto_ptr a;\nauto_ptr b;\n"),
            vec!["int a;\nint b;\n"]
        );
    }

    #[test]
    fn leaves_definitions_references_void_mixed_levels_and_single_places_alone() {
        for src in [
            // A tag's definition.
            "struct S { int a; } *p;\nstruct S { int a; } *q;\n",
            // `auto`.
            "auto a = 1;\nauto b = 2;\n",
            // References.
            "int &f(int &a);\nint &g(int &b);\n",
            // `void` functions.
            "void f();\nvoid g();\n",
            // One specifier for two levels.
            "int *a, b;\nint *c, d;\n",
            // Seen once.
            "long *p;\nint q;\n",
            // A template parameter's default.
            "template <class T = long *> struct A;\ntemplate <class U = long *> struct B;\n",
        ] {
            assert!(cpp_outputs(&RetypeTogether, src).is_empty(), "{src}");
        }
    }

    #[test]
    fn big_programs_get_no_candidates() {
        let mut src = String::from("long *p;\nlong *q;\n");
        for i in 0..400 {
            src.push_str(&format!("int v{i};\n"));
        }
        assert!(outputs(&RetypeTogether, &src).is_empty());
    }
}
