//! Type name passes: replace a typedef name by the type it names, move a struct,
//! union or enum definition into its only use as an anonymous type, and declare with a
//! definition what the declaration after it declares.

use crate::c::{all_nodes, array_bounds, field_children, Uses};
use crate::grammar::{cpp_kind, field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use tree_sitter::Node;

/// Replace uses of a typedef name by the type it names.
#[derive(Debug, Default)]
pub(crate) struct InlineTypedefs;

impl Pass for InlineTypedefs {
    fn name(&self) -> &'static str {
        "inline_typedefs"
    }

    fn description(&self) -> &'static str {
        "replace uses of a typedef name (C++: an alias) by its type, and remove it (one with \
         a body or array bounds: into its one use)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let mut whole = Vec::new();
        for td in nodes.iter().filter(|n| n.kind() == kind::TYPE_DEFINITION) {
            let decls = field_children(*td, field::DECLARATOR);
            let [d] = decls.as_slice() else { continue };
            if !matches!(d.kind(), kind::TYPE_IDENTIFIER | kind::PRIMITIVE_TYPE) {
                continue;
            }
            let Some(ty) = td.child_by_field_name(field::TYPE) else {
                continue;
            };
            if ty.child_by_field_name(field::BODY).is_some() {
                continue;
            }
            // The type text, with qualifiers, between `typedef` and the declarator.
            let start = td.child(0).map_or(ty.start_byte(), |k| k.end_byte());
            let ty_text = prog.text()[start..d.start_byte()].trim();
            let name = prog.node_text(*d);
            let uses: Vec<_> = nodes
                .iter()
                .filter(|n| {
                    matches!(n.kind(), kind::TYPE_IDENTIFIER | kind::PRIMITIVE_TYPE)
                        && n.id() != d.id()
                        && prog.node_text(**n) == name
                        && n.start_byte() > td.end_byte()
                })
                .collect();
            // Every use and the typedef itself in one step: the only way this gets
            // smaller (a single use replaced by a longer type would not).
            if !uses.is_empty() {
                let mut reps: Vec<Replacement> = uses
                    .iter()
                    .map(|u| Replacement {
                        range: u.byte_range(),
                        text: ty_text.to_string(),
                    })
                    .collect();
                reps.push(Replacement {
                    range: td.byte_range(),
                    text: String::new(),
                });
                whole.push(Site {
                    reps,
                    what: format!("inline typedef `{name}` everywhere"),
                });
            }
        }
        // One with a body or array bounds, used once as a declared name's type.
        for td in nodes.iter().filter(|n| n.kind() == kind::TYPE_DEFINITION) {
            whole.extend(typedef_used_once(prog, &nodes, *td));
        }
        // C++: `using T = type;`, within its scope.
        for a in nodes
            .iter()
            .filter(|n| n.kind() == cpp_kind::ALIAS_DECLARATION)
        {
            whole.extend(inline_alias(prog, &nodes, *a));
        }
        let list = whole;
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The site inlining typedef `td` whose type has a body or whose declarator has array
/// bounds (which [`InlineTypedefs`]'s other sites leave alone) into its one use, the
/// type of a declaration or member of one plain name: `typedef struct {…} T[1]; struct U {
/// T b; };` becomes `struct U { struct {…} b[1]; };`, the bounds after the name.
fn typedef_used_once(prog: &Program, nodes: &[Node<'_>], td: Node<'_>) -> Option<Site> {
    let decls = field_children(td, field::DECLARATOR);
    let [d] = decls.as_slice() else { return None };
    let ty = td.child_by_field_name(field::TYPE)?;
    let (n, bounds) = array_bounds(prog, *d)?;
    if n.kind() != kind::TYPE_IDENTIFIER
        || (bounds.is_empty() && ty.child_by_field_name(field::BODY).is_none())
    {
        return None;
    }
    let name = prog.node_text(n);
    let uses: Vec<&Node<'_>> = nodes
        .iter()
        .filter(|u| {
            u.kind() == kind::TYPE_IDENTIFIER
                && u.id() != n.id()
                && prog.node_text(**u) == name
                && u.start_byte() > td.end_byte()
        })
        .collect();
    let [u] = uses.as_slice() else { return None };
    let decl = u.parent().filter(|p| {
        matches!(p.kind(), kind::DECLARATION | kind::FIELD_DECLARATION)
            && p.child_by_field_name(field::TYPE)
                .is_some_and(|t| t.id() == u.id())
    })?;
    let declared = field_children(decl, field::DECLARATOR);
    let [var] = declared.as_slice() else {
        return None;
    };
    if !matches!(var.kind(), kind::IDENTIFIER | kind::FIELD_IDENTIFIER) {
        return None;
    }
    let start = td.child(0).map_or(ty.start_byte(), |k| k.end_byte());
    let ty_text = prog.text()[start..d.start_byte()].trim();
    Some(Site {
        reps: vec![
            Replacement {
                range: td.byte_range(),
                text: String::new(),
            },
            Replacement::spaced(prog.text(), u.byte_range(), ty_text),
            Replacement {
                range: var.end_byte()..var.end_byte(),
                text: bounds,
            },
        ],
        what: format!("inline typedef `{name}` into its one use"),
    })
}

/// The site replacing every use of alias `a` (`using T = X;`) after it in its scope
/// by `X`, and removing it; none for an alias template.
fn inline_alias(prog: &Program, nodes: &[Node<'_>], a: Node<'_>) -> Option<Site> {
    let scope = a.parent()?;
    if scope.kind() == cpp_kind::TEMPLATE_DECLARATION {
        return None;
    }
    let name = prog.node_text(a.child_by_field_name(field::NAME)?);
    let ty = prog.node_text(a.child_by_field_name(field::TYPE)?);
    let mut reps: Vec<Replacement> = nodes
        .iter()
        .filter(|n| {
            n.kind() == kind::TYPE_IDENTIFIER
                && n.start_byte() >= a.end_byte()
                && n.end_byte() <= scope.end_byte()
                && prog.node_text(**n) == name
        })
        .map(|u| Replacement {
            range: u.byte_range(),
            text: ty.to_string(),
        })
        .collect();
    if reps.is_empty() {
        return None;
    }
    reps.push(Replacement {
        range: a.byte_range(),
        text: String::new(),
    });
    Some(Site {
        reps,
        what: format!("inline alias `{name}` everywhere"),
    })
}

/// `struct T { ... }; struct T x;` becomes `struct { ... } x;` when the tag is used once.
#[derive(Debug, Default)]
pub(crate) struct InlineTags;

impl Pass for InlineTags {
    fn name(&self) -> &'static str {
        "inline_tags"
    }

    fn description(&self) -> &'static str {
        "move a struct/union/enum definition into its only use, as an anonymous type"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let uses = Uses::of(prog);
        let cpp = prog.lang() == crate::Lang::Cpp;
        let mut list = Vec::new();
        let Some(root) = prog.root() else {
            return Vec::new();
        };
        let mut c = root.walk();
        for item in root
            .named_children(&mut c)
            .filter(|i| i.kind() == "declaration" || i.kind().ends_with("_specifier"))
        {
            let spec = if item.kind() == "declaration" {
                if !field_children(item, "declarator").is_empty() {
                    continue;
                }
                match item.child_by_field_name("type") {
                    Some(t) => t,
                    None => continue,
                }
            } else {
                item
            };
            if !matches!(
                spec.kind(),
                "struct_specifier" | "union_specifier" | "enum_specifier"
            ) {
                continue;
            }
            let (Some(tag), Some(body)) = (
                spec.child_by_field_name("name"),
                spec.child_by_field_name("body"),
            ) else {
                continue;
            };
            let name = prog.node_text(tag);
            // `struct T x;`, or in C++ `T x;` (the name alone is the type).
            let refs: Vec<&Node<'_>> = nodes
                .iter()
                .filter(|n| {
                    let elaborated = n.kind() == spec.kind()
                        && n.id() != spec.id()
                        && n.child_by_field_name("body").is_none()
                        && n.child_by_field_name("name")
                            .is_some_and(|x| prog.node_text(x) == name);
                    let bare = cpp
                        && n.kind() == kind::TYPE_IDENTIFIER
                        && n.id() != tag.id()
                        && prog.node_text(**n) == name;
                    elaborated || bare
                })
                .collect();
            let [only] = refs.as_slice() else { continue };
            // The type of a declaration or of a member (`struct U { T b[1]; };`).
            let declares = only.parent().is_some_and(|p| {
                matches!(p.kind(), kind::DECLARATION | kind::FIELD_DECLARATION)
                    && p.child_by_field_name(field::TYPE)
                        .is_some_and(|t| t.id() == only.id())
            });
            if uses.positions(name).len() != 2 || !declares {
                continue;
            }
            let keyword = &prog.text()[spec.start_byte()..tag.start_byte()];
            let anonymous = format!("{}{}", keyword, prog.node_text(body));
            // A bare `struct T {...}` item is followed by its own `;`.
            let mut range = item.byte_range();
            if let Some(semi) = item.next_sibling().filter(|s| s.kind() == ";") {
                range.end = semi.end_byte();
            }
            list.push(Site {
                reps: vec![
                    Replacement {
                        range,
                        text: String::new(),
                    },
                    Replacement {
                        range: only.byte_range(),
                        text: anonymous,
                    },
                ],
                what: format!("inline tag `{name}` into its only use"),
            });
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// `struct T { ... }; T x;` becomes `struct T { ... } x;`: the declaration right after a
/// struct, union, enum or class definition declares its names with the definition, two
/// or three tokens fewer (`;` and `T`, or `; struct T`). The tag stays, so its other uses
/// keep working.
#[derive(Debug, Default)]
pub(crate) struct MergeIntoDefinition;

impl Pass for MergeIntoDefinition {
    fn name(&self) -> &'static str {
        "merge_into_definition"
    }

    fn description(&self) -> &'static str {
        "declare with a struct/union/enum/class definition what the declaration right after it declares"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let list: Vec<Site> = all_nodes(prog)
            .into_iter()
            .filter_map(|spec| merge_site(prog, spec))
            .collect();
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The site merging the declaration after the definition `spec` into it, if `spec` is
/// a named definition standing alone (`struct T {...};`) and the next item is a
/// declaration or typedef of type `T` (`struct T` in C) that declares no function.
fn merge_site(prog: &Program, spec: Node<'_>) -> Option<Site> {
    if !matches!(
        spec.kind(),
        kind::STRUCT_SPECIFIER
            | kind::UNION_SPECIFIER
            | kind::ENUM_SPECIFIER
            | cpp_kind::CLASS_SPECIFIER
    ) {
        return None;
    }
    let tag = spec.child_by_field_name(field::NAME)?;
    spec.child_by_field_name(field::BODY)?;
    // The definition alone: a bare specifier and its `;` (both grammars' empty
    // declaration), in a file, namespace or block.
    let item = spec;
    if !matches!(
        item.parent()?.kind(),
        kind::TRANSLATION_UNIT | kind::DECLARATION_LIST | kind::COMPOUND_STATEMENT
    ) {
        return None;
    }
    let semi = item.next_sibling()?;
    if semi.kind() != ";" {
        return None;
    }
    let next = semi.next_sibling()?;
    if !matches!(next.kind(), kind::DECLARATION | kind::TYPE_DEFINITION) {
        return None;
    }
    let ty = next.child_by_field_name(field::TYPE)?;
    let name = prog.node_text(tag);
    let names_it = match ty.kind() {
        // C++ names a class by its name alone.
        kind::TYPE_IDENTIFIER => prog.lang() == crate::Lang::Cpp && prog.node_text(ty) == name,
        k => {
            k == spec.kind()
                && ty.child_by_field_name(field::BODY).is_none()
                && ty
                    .child_by_field_name(field::NAME)
                    .map(|n| prog.node_text(n))
                    == Some(name)
        }
    };
    let declarators = field_children(next, field::DECLARATOR);
    if !names_it
        || declarators.is_empty()
        || declarators
            .iter()
            .any(|d| crate::c::function_declarator(*d).is_some())
    {
        return None;
    }
    Some(Site {
        reps: vec![
            Replacement {
                range: item.start_byte()..semi.end_byte(),
                text: String::new(),
            },
            Replacement {
                range: ty.byte_range(),
                text: prog.node_text(spec).to_string(),
            },
        ],
        what: format!("declare with the definition of `{name}`"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn inlines_a_cpp_alias_in_its_scope() {
        let out = cpp_outputs(
            &InlineTypedefs,
            "template <class T> struct V {};\nint main() {\n  using T = V<int>;\n  T{};\n}\n",
        );
        assert_eq!(
            out,
            ["template <class T> struct V {};\nint main() {\n  \n  V<int>{};\n}\n"]
        );
    }

    #[test]
    fn leaves_an_alias_template_alone() {
        let out = cpp_outputs(
            &InlineTypedefs,
            "template <class T> using P = T *;\nP<int> p;\n",
        );
        assert!(out.is_empty(), "{out:?}");
    }

    #[test]
    fn inlines_typedefs() {
        let src = "typedef unsigned long u64; typedef u64 T; T x; u64 y;";
        let out = outputs(&InlineTypedefs, src);
        // Each typedef is inlined everywhere and removed in one step.
        assert_eq!(out[0], " typedef unsigned long T; T x; unsigned long y;");
        assert!(
            out.contains(&"typedef unsigned long u64;  u64 x; u64 y;".to_string()),
            "{out:?}"
        );
        let out = outputs(
            &InlineTypedefs,
            "typedef unsigned int uint32_t; uint32_t x;",
        );
        assert_eq!(out, vec![" unsigned int x;"]);
    }
}

#[cfg(test)]
mod once_tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn a_typedef_with_a_body_or_bounds_goes_into_its_one_use() {
        assert_eq!(
            cpp_outputs(
                &InlineTypedefs,
                "typedef struct {\n  float a = 0;\n} T[1];\nstruct U {\n  T b;\n};\n"
            ),
            vec!["\nstruct U {\n  struct {\n  float a = 0;\n} b[1];\n};\n"]
        );
        assert_eq!(
            outputs(&InlineTypedefs, "typedef struct { int x; } T; T a;"),
            vec![" struct { int x; } a;"]
        );
        // Two uses, a pointer, a parameter: no.
        for src in [
            "typedef struct { int x; } T; T a; T b;",
            "typedef int T[2]; T *p;",
            "typedef int T[2]; void f(T a);",
        ] {
            assert!(outputs(&InlineTypedefs, src).is_empty(), "{src:?}");
        }
    }
}

#[cfg(test)]
mod tag_tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn inlines_a_tag_used_once() {
        assert_eq!(
            outputs(&InlineTags, "union T { int x; }; union T a = {};"),
            vec![" union { int x; } a = {};"]
        );
        assert!(outputs(&InlineTags, "struct T { int x; }; struct T a; struct T b;").is_empty());
    }

    #[test]
    fn inlines_a_tag_used_once_as_a_member_s_type() {
        assert_eq!(
            outputs(
                &InlineTags,
                "struct T { int x; }; struct U { struct T b[1]; };"
            ),
            vec![" struct U { struct { int x; } b[1]; };"]
        );
        // C++: the name alone is the type.
        assert_eq!(
            cpp_outputs(
                &InlineTags,
                "struct T { float a = 0; };\nstruct U { T b[1]; };\n"
            ),
            vec!["\nstruct U { struct { float a = 0; } b[1]; };\n"]
        );
        // Not as a template argument, nor where the class names itself.
        for src in [
            "struct T { int x; };\ntemplate <class> struct V {};\nV<T> v;\n",
            "struct T { T(); };\nstruct U { T b; };\n",
        ] {
            assert!(cpp_outputs(&InlineTags, src).is_empty(), "{src:?}");
        }
    }
}

#[cfg(test)]
mod merge_tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn declares_with_the_class_definition() {
        // gcc-pr107079's shape: the class is named by its name alone.
        assert_eq!(
            cpp_outputs(
                &MergeIntoDefinition,
                "struct X { X *x = this; };\nconstexpr const X &x = X{};\n"
            ),
            ["\nconstexpr const struct X { X *x = this; } &x = X{};\n"]
        );
        // C names it with its tag; the tag's other uses keep it.
        assert_eq!(
            outputs(
                &MergeIntoDefinition,
                "struct S { int a; }; static struct S g = {1}, *p; int f(struct S *q) { return q->a; }"
            ),
            [" static struct S { int a; } g = {1}, *p; int f(struct S *q) { return q->a; }"]
        );
        assert_eq!(
            outputs(
                &MergeIntoDefinition,
                "void f(void) { union U { int a; }; typedef union U T; enum E { A }; enum E e; }"
            ),
            [
                "void f(void) {  typedef union U { int a; } T;  enum E { A } e; }",
                "void f(void) {  typedef union U { int a; } T; enum E { A }; enum E e; }",
                "void f(void) { union U { int a; }; typedef union U T;  enum E { A } e; }"
            ]
        );
    }

    #[test]
    fn leaves_other_declarations_alone() {
        for src in [
            // A function may not return a type it defines; a pointer to one is fine.
            "struct S { int a; }; struct S f(void);",
            "struct S { int a; }; struct S (f)(void);",
            "struct S { int a; }; struct S *(g)(void);",
            "struct S { int a; }; struct S (*k(int))(char);",
            "struct S { int a; }; struct S (*h(void))[3];",
            "struct S { int a; }; struct U x;",
            "struct S { int a; }; /* c */ struct S x;",
            "struct S { int a; }; int y; struct S x;",
            // In C a bare name is a typedef name, not the tag.
            "struct S { int a; }; S x;",
            "struct S { int a; } s; struct S x;",
        ] {
            assert!(outputs(&MergeIntoDefinition, src).is_empty(), "{src}");
        }
        for src in [
            "struct S { int a; }; struct S (*fp)(void);",
            "struct S { int a; }; struct S *a[2], (*b)[3];",
        ] {
            assert_eq!(outputs(&MergeIntoDefinition, src).len(), 1, "{src}");
        }
        for src in [
            "struct S { int a; }; S &f();",
            // A template, and an explicit specialization.
            "template <class T> struct A { T t; };\nA<int> a;\n",
            "template <class T> struct A;\ntemplate <> struct A<int> { int t; };\nA<int> a;\n",
            "class C { int a; };\nstruct C c;\n",
        ] {
            assert!(cpp_outputs(&MergeIntoDefinition, src).is_empty(), "{src}");
        }
    }
}
