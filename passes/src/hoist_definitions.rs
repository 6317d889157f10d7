//! A struct, union or class defined after a forward declaration of it moves up to that
//! declaration, which it replaces: `struct T; … struct T { … };` becomes `struct T { …
//! }; …`, three tokens fewer. Deletion cannot drop the forward declaration while a use
//! before the definition needs it, nor move the definition. (C-Vise reaches the same
//! program by reordering declarations.) Whether the earlier definition still shows the
//! bug (a type complete sooner) is the test's to say.

use crate::c::{all_nodes, declared_names, preorder};
use crate::grammar::{cpp_kind, field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use std::collections::HashMap;
use std::ops::Range;
use tree_sitter::Node;

/// A bare tag item of a file, namespace or block (`struct T;` or `struct T {…};`, the
/// specifier followed by its `;`): its kind, name, range with the `;`, and whether it
/// defines.
fn bare_tag<'t>(
    prog: &'t Program,
    spec: Node<'_>,
) -> Option<(&'static str, &'t str, Range<usize>, bool)> {
    let k = match spec.kind() {
        kind::STRUCT_SPECIFIER => kind::STRUCT_SPECIFIER,
        kind::UNION_SPECIFIER => kind::UNION_SPECIFIER,
        kind::ENUM_SPECIFIER => kind::ENUM_SPECIFIER,
        cpp_kind::CLASS_SPECIFIER => cpp_kind::CLASS_SPECIFIER,
        _ => return None,
    };
    if !matches!(
        spec.parent()?.kind(),
        kind::TRANSLATION_UNIT | kind::DECLARATION_LIST | kind::COMPOUND_STATEMENT
    ) {
        return None;
    }
    let semi = spec.next_sibling().filter(|s| s.kind() == ";")?;
    let name = spec.child_by_field_name(field::NAME)?;
    if name.kind() != kind::TYPE_IDENTIFIER {
        return None;
    }
    Some((
        k,
        prog.node_text(name),
        spec.start_byte()..semi.end_byte(),
        spec.child_by_field_name(field::BODY).is_some(),
    ))
}

/// Hoist definitions.
#[derive(Debug, Default)]
pub(crate) struct HoistDefinitions;

impl Pass for HoistDefinitions {
    fn name(&self) -> &'static str {
        "hoist_definitions"
    }

    fn description(&self) -> &'static str {
        "move a struct/union/class definition up to its forward declaration, which it replaces"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        for scope in all_nodes(prog).into_iter().filter(|n| {
            matches!(
                n.kind(),
                kind::TRANSLATION_UNIT | kind::DECLARATION_LIST | kind::COMPOUND_STATEMENT
            )
        }) {
            // The scope's items in order: the first forward declaration of each tag, and
            // the item that first declares each name.
            let mut forward: HashMap<(&str, &str), (usize, Range<usize>)> = HashMap::new();
            let mut first: HashMap<&str, usize> = HashMap::new();
            let mut c = scope.walk();
            for (k, item) in scope.named_children(&mut c).enumerate() {
                let tag = bare_tag(prog, item);
                if let Some((kind, name, range, defines)) = tag.clone() {
                    if !defines {
                        forward.entry((kind, name)).or_insert((k, range));
                    } else if let Some((f, declared)) = forward.get(&(kind, name)) {
                        // Nothing it names may be declared first between the two: the
                        // definition would move above it.
                        let between = preorder(item).into_iter().any(|n| {
                            n.child_count() == 0
                                && first
                                    .get(prog.node_text(n))
                                    .is_some_and(|&at| *f < at && at < k)
                        });
                        if !between {
                            list.push(Site {
                                reps: vec![
                                    Replacement {
                                        range: declared.clone(),
                                        text: prog.text()[range.clone()].to_string(),
                                    },
                                    Replacement {
                                        range,
                                        text: String::new(),
                                    },
                                ],
                                what: format!(
                                    "move the definition of `{name}` up to its declaration"
                                ),
                            });
                        }
                    }
                }
                let names = declared_names(item)
                    .into_iter()
                    .map(|n| prog.node_text(n))
                    .chain(tag.map(|(_, name, _, _)| name))
                    .chain(template_names(prog, item));
                for name in names {
                    first.entry(name).or_insert(k);
                }
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The names a C++ template or class item declares (which [`declared_names`] does not
/// read): the class's name, or the templated item's names.
fn template_names<'t>(prog: &'t Program, item: Node<'_>) -> Vec<&'t str> {
    let mut out = Vec::new();
    let mut inner = Some(item);
    while let Some(i) = inner.filter(|i| i.kind() == cpp_kind::TEMPLATE_DECLARATION) {
        let mut c = i.walk();
        inner = i
            .named_children(&mut c)
            .filter(|n| n.kind() != cpp_kind::TEMPLATE_PARAMETER_LIST)
            .last();
    }
    if let Some(i) = inner.filter(|i| i.id() != item.id() || i.kind() == cpp_kind::CLASS_SPECIFIER)
    {
        out.extend(declared_names(i).into_iter().map(|n| prog.node_text(n)));
        let spec = if i.kind().ends_with("_specifier") {
            Some(i)
        } else {
            i.child_by_field_name(field::TYPE)
        };
        out.extend(
            spec.and_then(|t| t.child_by_field_name(field::NAME))
                .map(|n| prog.node_text(n)),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn a_definition_replaces_its_forward_declaration() {
        assert_eq!(
            outputs(
                &HoistDefinitions,
                "struct T; struct T *p; struct T { int a; }; int f(void) { return p->a; }"
            ),
            vec!["struct T { int a; }; struct T *p;  int f(void) { return p->a; }"]
        );
        assert_eq!(
            cpp_outputs(
                &HoistDefinitions,
                "struct T;\ntemplate <int a> struct U { typedef T V[a]; };\nstruct T {\n  float e{0};\n};\n"
            ),
            vec!["struct T {\n  float e{0};\n};\ntemplate <int a> struct U { typedef T V[a]; };\n\n"]
        );
    }

    #[test]
    fn leaves_alone_what_has_no_declaration_before_it_in_its_scope() {
        for src in [
            "struct T { int a; }; struct T;",
            "struct T; union T2 { int a; };",
            "struct T; void f(void) { struct T { int a; }; }",
            "struct T; struct T *g(struct T { int a; } *p);",
            // It needs what is declared between: mutual recursion, a typedef.
            "struct A; struct B { struct A *a; }; struct A { struct B b; };",
            "struct A; typedef int I; struct A { I i; };",
        ] {
            assert_eq!(
                outputs(&HoistDefinitions, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
    }
}
