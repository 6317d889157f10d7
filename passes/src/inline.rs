//! Inline a function that is called exactly once, from a statement: the call becomes a
//! block that declares the parameters initialized with the arguments, followed by the
//! body, and the definition and its prototypes go. Only for bodies without `return` (so
//! no control flow needs rewriting).

use crate::c::{all_nodes, declarator_name, function_declarator, Uses};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use tree_sitter::Node;

/// The site inlining `def` (whose body is `return expr;`) at its only `call`.
#[allow(clippy::too_many_arguments)]
fn inline_expression(
    prog: &Program,
    nodes: &[Node<'_>],
    def: Node<'_>,
    ps: &[Node<'_>],
    void: bool,
    call: &Node<'_>,
    expr: Node<'_>,
    name: &str,
    uses: &Uses,
) -> Option<Site> {
    // Only `T f(...)`, where T is the whole return type (not `T *f(...)`).
    def.child_by_field_name("declarator")
        .filter(|d| d.kind() == "function_declarator")?;
    let ty = prog.node_text(def.child_by_field_name("type")?);
    if def.byte_range().contains(&call.start_byte()) {
        return None;
    }
    let args = call.child_by_field_name("arguments")?;
    let av: Vec<Node<'_>> = crate::c::elements(args);
    let names: Vec<&str> = if void {
        Vec::new()
    } else {
        ps.iter()
            .map(|p| {
                p.child_by_field_name("declarator")
                    .filter(|x| x.kind() == "identifier")
                    .map(|x| prog.node_text(x))
            })
            .collect::<Option<Vec<_>>>()?
    };
    if av.len() != names.len() {
        return None;
    }
    // Parameter uses inside the returned expression.
    let mut reps: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    for n in nodes
        .iter()
        .filter(|n| n.kind() == "identifier" && expr.byte_range().contains(&n.start_byte()))
    {
        if let Some(k) = names.iter().position(|p| *p == prog.node_text(*n)) {
            reps.push((n.byte_range(), format!("({})", prog.node_text(av[k]))));
        }
    }
    for (k, p) in names.iter().enumerate() {
        let simple = matches!(av[k].kind(), "identifier" | "number_literal");
        if !simple
            && reps
                .iter()
                .filter(|(r, _)| &prog.text()[r.clone()] == *p)
                .count()
                > 1
        {
            return None;
        }
    }
    let mut text = String::new();
    let mut pos = expr.start_byte();
    reps.sort_by_key(|(r, _)| r.start);
    for (r, t) in &reps {
        text.push_str(&prog.text()[pos..r.start]);
        text.push_str(t);
        pos = r.end;
    }
    text.push_str(&prog.text()[pos..expr.end_byte()]);
    let protos: Vec<Node<'_>> = prototypes(prog, nodes, name);
    if uses.positions(name).len() != 2 + protos.len() {
        return None;
    }
    let mut all = vec![
        Replacement {
            range: call.byte_range(),
            text: format!("(({ty})({text}))"),
        },
        Replacement {
            range: def.byte_range(),
            text: String::new(),
        },
    ];
    all.extend(protos.iter().map(|p| Replacement {
        range: p.byte_range(),
        text: String::new(),
    }));
    Some(Site {
        reps: all,
        what: format!("inline `{name}`'s returned expression at its only call"),
    })
}

/// An implicit-int K&R definition with one parameter, `f(a) { ... }`, which tree-sitter-c
/// reads as a function returning type `f` with a parenthesized declarator `(a)`: its
/// name and parameter.
fn knr_single<'a>(prog: &'a Program, def: Node<'a>) -> Option<(&'a str, Node<'a>)> {
    let ty = def
        .child_by_field_name("type")
        .filter(|t| t.kind() == "type_identifier")?;
    let d = def
        .child_by_field_name("declarator")
        .filter(|d| d.kind() == "parenthesized_declarator")?;
    let p = d
        .named_child(0)
        .filter(|p| p.kind() == "identifier" && d.named_child_count() == 1)?;
    Some((prog.node_text(ty), p))
}

/// The site inlining a K&R `f(a) { body }` (no `return`) at its only call statement.
fn inline_knr(prog: &Program, nodes: &[Node<'_>], def: Node<'_>, uses: &Uses) -> Option<Site> {
    let (name, param) = knr_single(prog, def)?;
    let body = def.child_by_field_name("body")?;
    if name == "main" || has_return(body) {
        return None;
    }
    let mut calls = Vec::new();
    let mut decls = Vec::new();
    for n in nodes.iter().filter(|n| {
        n.kind() == "call_expression"
            && n.child_by_field_name("function")
                .is_some_and(|f| prog.node_text(f) == name)
    }) {
        let stmt = n.parent().filter(|p| p.kind() == "expression_statement")?;
        if stmt
            .parent()
            .is_some_and(|g| g.kind() == "translation_unit")
        {
            decls.push(stmt); // `f();` at file scope: an implicit-int declaration
        } else {
            calls.push((*n, stmt));
        }
    }
    let [(call, stmt)] = calls.as_slice() else {
        return None;
    };
    if uses.positions(name).len() != 2 + decls.len()
        || def.byte_range().contains(&call.start_byte())
    {
        return None;
    }
    let args = call.child_by_field_name("arguments")?;
    let av: Vec<Node<'_>> = crate::c::elements(args);
    let [arg] = av.as_slice() else { return None };
    let b = prog.node_text(body);
    let text = format!(
        "{{ int {} = {};{}",
        prog.node_text(param),
        prog.node_text(*arg),
        b.strip_prefix('{').unwrap_or(b)
    );
    let mut reps = vec![
        Replacement {
            range: stmt.byte_range(),
            text,
        },
        Replacement {
            range: def.byte_range(),
            text: String::new(),
        },
    ];
    reps.extend(decls.iter().map(|d| Replacement {
        range: d.byte_range(),
        text: String::new(),
    }));
    Some(Site {
        reps,
        what: format!("inline `{name}` at its only call"),
    })
}

/// Top-level declarations that are prototypes of `name`.
fn prototypes<'t>(prog: &Program, nodes: &[Node<'t>], name: &str) -> Vec<Node<'t>> {
    nodes
        .iter()
        .filter(|n| {
            n.kind() == "declaration"
                && crate::c::field_children(**n, "declarator").iter().any(|d| {
                    function_declarator(*d)
                        .and_then(|f| f.child_by_field_name("declarator"))
                        .and_then(declarator_name)
                        .is_some_and(|x| prog.node_text(x) == name)
                })
        })
        .copied()
        .collect()
}

/// Inline functions called once.
#[derive(Debug, Default)]
pub(crate) struct InlineCalledOnce;

fn has_return(n: Node<'_>) -> bool {
    crate::c::preorder(n)
        .iter()
        .any(|k| k.kind() == "return_statement")
}

impl Pass for InlineCalledOnce {
    fn name(&self) -> &'static str {
        "inline_called_once"
    }

    fn description(&self) -> &'static str {
        "inline a function without `return` that is called once, from a statement"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let uses = Uses::of(prog);
        let mut list = Vec::new();
        for def in nodes.iter().filter(|n| n.kind() == "function_definition") {
            if let Some(site) = inline_knr(prog, &nodes, *def, &uses) {
                list.push(site);
                continue;
            }
            let Some(fd) = def
                .child_by_field_name("declarator")
                .and_then(function_declarator)
            else {
                continue;
            };
            let Some(name_node) = fd
                .child_by_field_name("declarator")
                .and_then(declarator_name)
            else {
                continue;
            };
            let name = prog.node_text(name_node);
            let (Some(body), Some(params)) = (
                def.child_by_field_name("body"),
                fd.child_by_field_name("parameters"),
            ) else {
                continue;
            };
            if name == "main" {
                continue;
            }
            // `T f(params) { return E; }`: the call becomes `((T)(E))` with the arguments
            // in place of the parameters.
            let only_return = {
                let stmts: Vec<Node<'_>> = crate::c::elements(body);
                match stmts.as_slice() {
                    [r] if r.kind() == "return_statement" => r.named_child(0),
                    _ => None,
                }
            };
            if has_return(body) && only_return.is_none() {
                continue;
            }
            let ps: Vec<Node<'_>> = crate::c::elements(params);
            let void = ps.len() == 1 && prog.node_text(ps[0]) == "void";
            if ps.iter().any(|p| {
                p.kind() != "parameter_declaration"
                    || (!void && p.child_by_field_name("declarator").is_none())
            }) {
                continue;
            }
            // Exactly one call, as a whole statement, in another function; no other
            // mention outside the definition but prototypes.
            let calls: Vec<&Node<'_>> = nodes
                .iter()
                .filter(|n| {
                    n.kind() == "call_expression"
                        && n.child_by_field_name("function")
                            .is_some_and(|f| prog.node_text(f) == name)
                })
                .collect();
            let [call] = calls.as_slice() else { continue };
            if let Some(expr) = only_return {
                if let Some(site) =
                    inline_expression(prog, &nodes, *def, &ps, void, call, expr, name, &uses)
                {
                    list.push(site);
                }
                continue;
            }
            let Some(stmt) = call.parent().filter(|p| p.kind() == "expression_statement") else {
                continue;
            };
            if def.byte_range().contains(&call.start_byte()) {
                continue;
            }
            let protos: Vec<Node<'_>> = prototypes(prog, &nodes, name);
            if uses.positions(name).len() != 2 + protos.len() {
                continue;
            }
            let Some(args) = call.child_by_field_name("arguments") else {
                continue;
            };
            let av: Vec<Node<'_>> = crate::c::elements(args);
            let nparams = if void { 0 } else { ps.len() };
            if av.len() != nparams {
                continue;
            }
            let mut text = String::from("{");
            for (p, a) in ps.iter().zip(av.iter()).take(nparams) {
                text.push_str(&format!(
                    " {} = {};",
                    prog.node_text(*p),
                    prog.node_text(*a)
                ));
            }
            let b = prog.node_text(body);
            text.push_str(b.strip_prefix('{').unwrap_or(b));
            // The definition and its prototypes go in the same step: inlining alone
            // would only make the program bigger.
            let mut reps = vec![
                Replacement {
                    range: stmt.byte_range(),
                    text,
                },
                Replacement {
                    range: def.byte_range(),
                    text: String::new(),
                },
            ];
            reps.extend(protos.iter().map(|p| Replacement {
                range: p.byte_range(),
                text: String::new(),
            }));
            list.push(Site {
                reps,
                what: format!("inline `{name}` at its only call"),
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
    fn inlines_a_function_called_once() {
        let src =
            "int g; void h(int a, int b) { g = a + b; } int main(void) { h(1, 2); return g; }";
        let out = outputs(&InlineCalledOnce, src);
        assert_eq!(
            out,
            vec!["int g;  int main(void) { { int a = 1; int b = 2; g = a + b; } return g; }"]
        );
        let out = outputs(
            &InlineCalledOnce,
            "void h(void); void h(void) { } int main(void) { h(); return 0; }",
        );
        assert_eq!(out, vec!["  int main(void) { { } return 0; }"]);
    }

    #[test]
    fn inlines_a_returned_expression() {
        let src = "float g(long a) { return a + 1; } int main(void) { return g(7) <= 0; }";
        assert_eq!(
            outputs(&InlineCalledOnce, src),
            vec![" int main(void) { return ((float)((7) + 1)) <= 0; }"]
        );
        // An argument with side effects is not duplicated.
        let twice = "int g(int a) { return a * a; } int h(void); int main(void) { return g(h()); }";
        assert!(outputs(&InlineCalledOnce, twice).is_empty());
    }

    #[test]
    fn inlines_implicit_int_k_and_r_functions() {
        let src = "g; f(); f(v) { g = v; } int main(void) { f(3); return g; }";
        assert_eq!(
            outputs(&InlineCalledOnce, src),
            vec!["g;   int main(void) { { int v = 3; g = v; } return g; }"]
        );
    }

    #[test]
    fn leaves_functions_with_returns_or_several_calls() {
        assert!(outputs(
            &InlineCalledOnce,
            "int h(void) { int x = 1; return x; } int main(void) { h(); return 0; }"
        )
        .is_empty());
        assert!(outputs(
            &InlineCalledOnce,
            "void h(void) { } int main(void) { h(); h(); return 0; }"
        )
        .is_empty());
        assert!(outputs(
            &InlineCalledOnce,
            "void h(void) { } void (*p)(void) = h; int main(void) { h(); return 0; }"
        )
        .is_empty());
    }
}
