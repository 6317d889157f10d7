//! Remove an unused struct or union member together with its entry in every positional
//! initializer of that type (`struct S s = {1, 2, 3};`, and one level of arrays of them).

use crate::c::{all_nodes, declarator_name, elements, field_children};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use tree_sitter::Node;

/// The deletion range of element `i` of an initializer list, with its comma.
fn element_deletion(list: Node<'_>, i: usize) -> Option<std::ops::Range<usize>> {
    let els = elements(list);
    let e = els.get(i)?;
    Some(
        match (els.get(i + 1), i.checked_sub(1).and_then(|j| els.get(j))) {
            (Some(next), _) => e.start_byte()..next.start_byte(),
            (None, Some(prev)) => prev.end_byte()..e.end_byte(),
            (None, None) => e.byte_range(),
        },
    )
}

/// Remove unused members.
#[derive(Debug, Default)]
pub(crate) struct RemoveMembers;

impl Pass for RemoveMembers {
    fn name(&self) -> &'static str {
        "remove_members"
    }

    fn description(&self) -> &'static str {
        "remove an unused struct/union member and its entry in every initializer of the type"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let mut list = Vec::new();
        for spec in nodes
            .iter()
            .filter(|n| matches!(n.kind(), kind::STRUCT_SPECIFIER | kind::UNION_SPECIFIER))
        {
            let (Some(tag), Some(body)) = (
                spec.child_by_field_name(field::NAME),
                spec.child_by_field_name(field::BODY),
            ) else {
                continue;
            };
            let tag = prog.node_text(tag);
            let fields: Vec<Node<'_>> = elements(body)
                .into_iter()
                .filter(|f| f.kind() == kind::FIELD_DECLARATION)
                .collect();
            if fields
                .iter()
                .any(|f| field_children(*f, field::DECLARATOR).len() != 1)
            {
                continue;
            }
            // Initializer lists of this type: `struct TAG x = {...}` and `struct TAG a[N] = {{...}, ...}`.
            let mut inits: Vec<Node<'_>> = Vec::new();
            let mut designated = false;
            for d in nodes.iter().filter(|n| n.kind() == kind::DECLARATION) {
                let ty = d.child_by_field_name(field::TYPE);
                let of_tag = ty.is_some_and(|t| {
                    t.kind() == spec.kind()
                        && t.child_by_field_name(field::NAME)
                            .is_some_and(|n| prog.node_text(n) == tag)
                });
                if !of_tag {
                    continue;
                }
                for init in field_children(*d, field::DECLARATOR)
                    .into_iter()
                    .filter(|x| x.kind() == kind::INIT_DECLARATOR)
                {
                    let (Some(var), Some(value)) = (
                        init.child_by_field_name(field::DECLARATOR),
                        init.child_by_field_name(field::VALUE),
                    ) else {
                        continue;
                    };
                    if value.kind() != kind::INITIALIZER_LIST {
                        continue;
                    }
                    match var.kind() {
                        kind::IDENTIFIER => inits.push(value),
                        kind::ARRAY_DECLARATOR => inits.extend(
                            elements(value)
                                .into_iter()
                                .filter(|e| e.kind() == kind::INITIALIZER_LIST),
                        ),
                        _ => {}
                    }
                }
            }
            for l in &inits {
                designated |= elements(*l)
                    .iter()
                    .any(|e| e.kind() == kind::INITIALIZER_PAIR);
            }
            if designated {
                continue;
            }
            for (k, f) in fields.iter().enumerate() {
                let Some(name) = field_children(*f, field::DECLARATOR)
                    .first()
                    .and_then(|d| declarator_name(*d))
                else {
                    continue;
                };
                let name = prog.node_text(name);
                let used = nodes.iter().any(|n| {
                    n.kind() == kind::FIELD_EXPRESSION
                        && n.child_by_field_name(field::FIELD)
                            .is_some_and(|x| prog.node_text(x) == name)
                });
                if used {
                    continue;
                }
                let mut reps = vec![Replacement {
                    range: f.byte_range(),
                    text: String::new(),
                }];
                for l in &inits {
                    if let Some(r) = element_deletion(*l, k) {
                        reps.push(Replacement {
                            range: r,
                            text: String::new(),
                        });
                    }
                }
                list.push(Site {
                    reps,
                    what: format!("remove member `{name}` of `{tag}`"),
                });
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn removes_a_member_and_its_initializer_entries() {
        let src = "struct S { int a; int b : 3; int c; }; struct S s = {1, 2, 3}; struct S t[2] = {{4, 5, 6}, {7, 8, 9}}; int f(void) { return s.a + t[1].c; }";
        let out = outputs(&RemoveMembers, src);
        assert_eq!(
            out,
            vec!["struct S { int a;  int c; }; struct S s = {1, 3}; struct S t[2] = {{4, 6}, {7, 9}}; int f(void) { return s.a + t[1].c; }"]
        );
    }

    #[test]
    fn leaves_designated_initializers_alone() {
        assert!(outputs(
            &RemoveMembers,
            "struct S { int a; int b; }; struct S s = {.a = 1, .b = 2};"
        )
        .is_empty());
    }
}
