//! Copy propagation: a local initialized with a variable or a literal and never written
//! again is replaced by that value at every use, and its declaration goes.

use crate::c::{all_nodes, enclosing_function, field_children};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use tree_sitter::Node;

/// True if the identifier `id` is written here (assigned, incremented, address taken).
fn is_written(id: Node<'_>) -> bool {
    let Some(p) = id.parent() else { return true };
    match p.kind() {
        "assignment_expression" => p
            .child_by_field_name("left")
            .is_some_and(|l| l.id() == id.id()),
        "update_expression" => true,
        "pointer_expression" => p
            .child_by_field_name("operator")
            .is_some_and(|o| o.kind() == "&"),
        _ => false,
    }
}

/// Propagate copies.
#[derive(Debug, Default)]
pub(crate) struct PropagateCopies;

impl Pass for PropagateCopies {
    fn name(&self) -> &'static str {
        "propagate_copies"
    }

    fn description(&self) -> &'static str {
        "replace a local that only copies a variable or a literal by that value, and drop it"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let mut list = Vec::new();
        for decl in nodes.iter().filter(|n| n.kind() == "declaration") {
            let Some(body) = enclosing_function(*decl).and_then(|f| f.child_by_field_name("body"))
            else {
                continue;
            };
            let decls = field_children(*decl, "declarator");
            let [init] = decls.as_slice() else { continue };
            if init.kind() != "init_declarator" {
                continue;
            }
            let (Some(var), Some(value)) = (
                init.child_by_field_name("declarator"),
                init.child_by_field_name("value"),
            ) else {
                continue;
            };
            if var.kind() != "identifier"
                || !matches!(value.kind(), "identifier" | "number_literal")
            {
                continue;
            }
            let name = prog.node_text(var);
            let value_text = prog.node_text(value);
            if name == value_text {
                continue;
            }
            let uses: Vec<&Node<'_>> = nodes
                .iter()
                .filter(|n| {
                    n.kind() == "identifier"
                        && n.id() != var.id()
                        && prog.node_text(**n) == name
                        && body.byte_range().contains(&n.start_byte())
                        && n.start_byte() > decl.end_byte()
                })
                .collect();
            if uses.iter().any(|u| is_written(**u)) {
                continue;
            }
            let mut reps = vec![Replacement {
                range: decl.byte_range(),
                text: String::new(),
            }];
            reps.extend(uses.iter().map(|u| Replacement {
                range: u.byte_range(),
                text: value_text.to_string(),
            }));
            list.push(Site {
                reps,
                what: format!("propagate `{name} = {value_text}`"),
            });
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn propagates_copies() {
        let out = outputs(
            &PropagateCopies,
            "int g; void f(int a) { int b = a; g = b + b; }",
        );
        assert_eq!(out, vec!["int g; void f(int a) {  g = a + a; }"]);
    }

    #[test]
    fn keeps_variables_written_later() {
        assert!(outputs(&PropagateCopies, "void f(int a) { int b = a; b++; }").is_empty());
        assert!(outputs(&PropagateCopies, "void f(int a) { int b = a; b = 2; }").is_empty());
        assert!(outputs(
            &PropagateCopies,
            "void f(int a) { int b = a; int *p = &b; }"
        )
        .is_empty());
        assert!(outputs(&PropagateCopies, "void f(int a) { int b = a + 1; }").is_empty());
    }
}
