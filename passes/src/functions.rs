//! Function passes: replace a definition by a declaration (for bugs that need only
//! compilation), and make a function `void` when no caller uses its result.

use crate::c::{all_nodes, declarator_name, field_children, Uses};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};

/// Replace a function definition by a declaration (its body by `;`).
#[derive(Debug, Default)]
pub(crate) struct FunctionToDeclaration;

impl Pass for FunctionToDeclaration {
    fn name(&self) -> &'static str {
        "function_to_declaration"
    }

    fn description(&self) -> &'static str {
        "replace a function definition by a declaration (for bugs that need only compilation)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        for def in all_nodes(prog)
            .into_iter()
            .filter(|n| n.kind() == kind::FUNCTION_DEFINITION)
        {
            let name = def
                .child_by_field_name(field::DECLARATOR)
                .and_then(declarator_name)
                .map(|n| prog.node_text(n));
            if name == Some("main") {
                continue;
            }
            if let Some(body) = def.child_by_field_name(field::BODY) {
                let what = format!("definition of `{}` -> declaration", name.unwrap_or("?"));
                list.push(Site::replace(body.byte_range(), ";", what));
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// Make a function `void` when no caller uses its result.
#[derive(Debug, Default)]
pub(crate) struct VoidUnusedResults;

impl Pass for VoidUnusedResults {
    fn name(&self) -> &'static str {
        "void_unused_results"
    }

    fn description(&self) -> &'static str {
        "make a function void (and its returns value-less) when every call discards the result"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let uses = Uses::of(prog);
        let mut list = Vec::new();
        for def in nodes.iter().filter(|n| n.kind() == "function_definition") {
            let (Some(ty), Some(d), Some(body)) = (
                def.child_by_field_name("type"),
                def.child_by_field_name("declarator"),
                def.child_by_field_name("body"),
            ) else {
                continue;
            };
            if d.kind() != "function_declarator" || prog.node_text(ty) == "void" {
                continue;
            }
            let Some(name_node) = declarator_name(d) else {
                continue;
            };
            let name = prog.node_text(name_node);
            if name == "main" {
                continue;
            }
            let mut reps = vec![Replacement {
                range: ty.byte_range(),
                text: "void".into(),
            }];
            let mut mentions = 1;
            let mut ok = true;
            for n in &nodes {
                match n.kind() {
                    "call_expression"
                        if n.child_by_field_name("function")
                            .is_some_and(|f| prog.node_text(f) == name) =>
                    {
                        mentions += 1;
                        ok &= n
                            .parent()
                            .is_some_and(|p| p.kind() == "expression_statement");
                    }
                    "declaration" => {
                        let protos = field_children(*n, "declarator")
                            .into_iter()
                            .filter(|x| {
                                x.kind() == "function_declarator"
                                    && declarator_name(*x)
                                        .is_some_and(|m| prog.node_text(m) == name)
                            })
                            .count();
                        if protos > 0 {
                            mentions += protos;
                            match (protos, n.child_by_field_name("type")) {
                                (1, Some(t)) if field_children(*n, "declarator").len() == 1 => reps
                                    .push(Replacement {
                                        range: t.byte_range(),
                                        text: "void".into(),
                                    }),
                                _ => ok = false,
                            }
                        }
                    }
                    "return_statement"
                        if n.named_child_count() > 0
                            && body.byte_range().contains(&n.start_byte()) =>
                    {
                        reps.push(Replacement {
                            range: n.byte_range(),
                            text: "return;".into(),
                        });
                    }
                    _ => {}
                }
            }
            if ok && mentions == uses.positions(name).len() {
                list.push(Site {
                    reps,
                    what: format!("make `{name}` void"),
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
    fn function_to_declaration_keeps_main() {
        let out = outputs(
            &FunctionToDeclaration,
            "int f(void) { return 1; } int main(void) { return 0; }",
        );
        assert_eq!(out, vec!["int f(void) ; int main(void) { return 0; }"]);
    }
}

#[cfg(test)]
mod void_tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn makes_functions_void_when_results_are_unused() {
        let src = "int f(void); int f(void) { g(); return 3; } int main(void) { f(); return 0; }";
        assert_eq!(
            outputs(&VoidUnusedResults, src),
            vec!["void f(void); void f(void) { g(); return; } int main(void) { f(); return 0; }"]
        );
        assert!(outputs(
            &VoidUnusedResults,
            "int f(void) { return 3; } int main(void) { return f(); }"
        )
        .is_empty());
    }
}
