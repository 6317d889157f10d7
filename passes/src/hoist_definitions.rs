//! A struct, union or class defined after a forward declaration of it moves up to that
//! declaration, which it replaces: `struct T; … struct T { … };` becomes `struct T { …
//! }; …`, three tokens fewer. Deletion cannot drop the forward declaration while a use
//! before the definition needs it, nor move the definition. (C-Vise reaches the same
//! program by reordering declarations.) Whether the earlier definition still shows the
//! bug (a type complete sooner) is the test's to say.

use crate::c::all_nodes;
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
        // The first forward declaration of each tag, by its scope (the parent node), kind
        // and name; then each definition after one.
        let mut forward: HashMap<(usize, &str, &str), Range<usize>> = HashMap::new();
        let mut list = Vec::new();
        for n in all_nodes(prog) {
            let Some((k, name, range, defines)) = bare_tag(prog, n) else {
                continue;
            };
            let scope = n.parent().map_or(0, |p| p.id());
            let key = (scope, k, name);
            if !defines {
                forward.entry(key).or_insert(range);
                continue;
            }
            let Some(first) = forward.get(&key) else {
                continue;
            };
            list.push(Site {
                reps: vec![
                    Replacement {
                        range: first.clone(),
                        text: prog.text()[range.clone()].to_string(),
                    },
                    Replacement {
                        range,
                        text: String::new(),
                    },
                ],
                what: format!("move the definition of `{name}` up to its declaration"),
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
        ] {
            assert_eq!(
                outputs(&HoistDefinitions, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
    }
}
