//! Type name passes: replace a typedef name by the type it names, and move a struct,
//! union or enum definition into its only use as an anonymous type.

use crate::c::{all_nodes, field_children, Uses};
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
        "replace uses of a typedef name (C++: an alias) by its type, and remove it"
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
            let refs: Vec<&Node<'_>> = nodes
                .iter()
                .filter(|n| {
                    n.kind() == spec.kind()
                        && n.id() != spec.id()
                        && n.child_by_field_name("body").is_none()
                        && n.child_by_field_name("name")
                            .is_some_and(|x| prog.node_text(x) == name)
                })
                .collect();
            let [only] = refs.as_slice() else { continue };
            if uses.positions(name).len() != 2
                || only.parent().is_none_or(|p| p.kind() != "declaration")
            {
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
mod tag_tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn inlines_a_tag_used_once() {
        assert_eq!(
            outputs(&InlineTags, "union T { int x; }; union T a = {};"),
            vec![" union { int x; } a = {};"]
        );
        assert!(outputs(&InlineTags, "struct T { int x; }; struct T a; struct T b;").is_empty());
    }
}
