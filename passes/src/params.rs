//! Remove an unused parameter from a function, its prototypes and the argument at every
//! call; `main`'s unused parameters become `(void)`.

use crate::c::{all_nodes, declarator_name, list_element_deletion, Uses};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::views::FunctionDef;
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use std::collections::HashSet;

/// Remove a parameter that the body does not use, and its argument at every call.
#[derive(Debug, Default)]
pub(crate) struct RemoveParams;

impl Pass for RemoveParams {
    fn name(&self) -> &'static str {
        "remove_params"
    }

    fn description(&self) -> &'static str {
        "remove an unused parameter from a function, its prototypes, and the argument at every call"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let uses = Uses::of(prog);
        let mut list = Vec::new();
        for def in FunctionDef::all(prog, &nodes) {
            if let Some(site) = main_to_void(prog, &def, &uses) {
                list.push(site);
                continue;
            }
            let (fd, name_node, params, ps) =
                (def.declarator, def.name, def.parameter_list, &def.params);
            let name = prog.node_text(name_node);
            if ps.is_empty() || !def.prototyped() || name == "main" {
                continue;
            }
            // Every other mention of the name must be a call with the right arity (or
            // fewer arguments: a call through an old-style declaration `f();`), or a
            // prototype with the same parameter count.
            let mut calls = Vec::new();
            let mut protos = Vec::new();
            let mut ok = true;
            let mentions: HashSet<usize> = uses.positions(name).iter().copied().collect();
            let mut seen = HashSet::new();
            seen.insert(name_node.start_byte());
            for n in &nodes {
                if n.kind() == kind::CALL_EXPRESSION {
                    let f = n.child_by_field_name(field::FUNCTION);
                    if f.is_some_and(|f| f.kind() == kind::IDENTIFIER && prog.node_text(f) == name)
                    {
                        let args = n.child_by_field_name(field::ARGUMENTS);
                        match args {
                            Some(a) if crate::c::elements(a).len() <= ps.len() => {
                                calls.push(a);
                                seen.insert(f.map_or(0, |f| f.start_byte()));
                            }
                            _ => ok = false,
                        }
                    }
                } else if n.kind() == kind::FUNCTION_DECLARATOR && n.id() != fd.id() {
                    let d = n
                        .child_by_field_name(field::DECLARATOR)
                        .and_then(declarator_name);
                    if d.is_some_and(|d| prog.node_text(d) == name) {
                        match n.child_by_field_name(field::PARAMETERS) {
                            Some(pl) if crate::c::elements(pl).len() == ps.len() => {
                                protos.push(pl);
                                seen.insert(d.map_or(0, |d| d.start_byte()));
                            }
                            _ => ok = false,
                        }
                    }
                }
            }
            if !ok || mentions.iter().any(|p| !seen.contains(p)) {
                continue;
            }
            let body = def.body.byte_range();
            for (i, p) in ps.iter().enumerate() {
                let pname = FunctionDef::param_name(*p).map(|n| prog.node_text(n));
                if let Some(pn) = pname {
                    if uses.positions(pn).iter().any(|x| body.contains(x)) {
                        continue;
                    }
                }
                let mut reps = Vec::new();
                for l in std::iter::once(params)
                    .chain(protos.iter().copied())
                    .chain(calls.iter().copied())
                {
                    if crate::c::elements(l).len() <= i {
                        continue; // a call without this argument
                    }
                    if let Some(r) = list_element_deletion(l, i) {
                        reps.push(Replacement {
                            range: r,
                            text: String::new(),
                        });
                    }
                }
                if ps.len() == 1 {
                    // `f(int x)` becomes `f(void)`, calls `f()`.
                    reps[0].text = "void".into();
                }
                list.push(Site {
                    reps,
                    what: format!("remove parameter {} of `{name}`", i + 1),
                });
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// `int main(int argc, char **argv)` with unused parameters becomes `int main(void)`.
fn main_to_void(prog: &Program, def: &FunctionDef<'_>, uses: &Uses) -> Option<Site> {
    if def.name_text(prog) != "main" || def.params.is_empty() {
        return None;
    }
    let body = def.body.byte_range();
    let used = def.params.iter().any(|p| {
        FunctionDef::param_name(*p).is_some_and(|n| {
            uses.positions(prog.node_text(n))
                .iter()
                .any(|x| body.contains(x))
        })
    });
    (!used).then(|| {
        Site::replace(
            def.parameter_list.byte_range(),
            "(void)",
            "main's unused parameters -> (void)",
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn removes_unused_params_and_arguments() {
        let src = "int f(int a, int b); int f(int a, int b) { return b; } int main(void) { return f(1, 2); }";
        let out = outputs(&RemoveParams, src);
        assert_eq!(
            out,
            vec!["int f(int b); int f(int b) { return b; } int main(void) { return f(2); }"]
        );
        let one = outputs(
            &RemoveParams,
            "int f(int a) { return 0; } int main(void) { return f(1); }",
        );
        assert_eq!(
            one,
            vec!["int f(void) { return 0; } int main(void) { return f(); }"]
        );
    }

    #[test]
    fn removes_parameters_of_functions_called_with_fewer_arguments() {
        // `g();` declares g old-style, and the call passes nothing.
        let src = "g(); int g(int a, int b) { return b; } int main(void) { return g(); }";
        let out = outputs(&RemoveParams, src);
        assert_eq!(
            out,
            vec!["g(); int g(int b) { return b; } int main(void) { return g(); }"]
        );
        let src = "f(); int f(int a, int b) { return b; } int main(void) { return f(1); }";
        assert_eq!(
            outputs(&RemoveParams, src),
            vec!["f(); int f(int b) { return b; } int main(void) { return f(); }"]
        );
    }

    #[test]
    fn handles_parenthesized_function_names() {
        let src = "int (f)(int a, int b) { return 1; } int main(void) { return f(2, 3); }";
        let out = outputs(&RemoveParams, src);
        assert!(
            out.contains(
                &"int (f)(int b) { return 1; } int main(void) { return f(3); }".to_string()
            ),
            "{out:?}"
        );
    }

    #[test]
    fn main_loses_unused_parameters() {
        let out = outputs(
            &RemoveParams,
            "int main(int argc, char *argv[]) { return 0; }",
        );
        assert_eq!(out, vec!["int main(void) { return 0; }"]);
        assert!(outputs(
            &RemoveParams,
            "int main(int argc, char *argv[]) { return argc; }"
        )
        .is_empty());
    }

    #[test]
    fn keeps_params_when_address_taken_or_arity_differs() {
        assert!(outputs(
            &RemoveParams,
            "int f(int a) { return 0; } int (*p)(int) = f;"
        )
        .is_empty());
        assert!(outputs(
            &RemoveParams,
            "int f(); int f(int a) { return 0; } int g(void) { return f(1, 2); }"
        )
        .is_empty());
    }
}
