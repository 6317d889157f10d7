//! Inline a function that is called exactly once: a body `return E;` goes into the call's
//! place as `((T)(E))`; otherwise the statement holding the call (`f(..);`, `x = f(..);`,
//! `return f(..);`) becomes a block that declares the parameters initialized with the
//! arguments, then the body, whose only `return`, if any, must be its last statement.
//! In C, an old-style call may pass fewer arguments than the definition names: a K&R
//! parameter it does not pass becomes `int a = 0` if the body only assigns it, and
//! the call is not inlined if the body reads it.
//! The definition and its prototypes go in the same step.

use crate::c::{all_nodes, calls_by_name, declarator_name, elements, function_declarator, Uses};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::views::FunctionDef;
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use std::collections::HashMap;
use tree_sitter::Node;

/// The site replacing the only `call` of `def` (whose body is `return expr;`) by
/// `((T)(expr))`, with the arguments in place of the parameters.
fn inline_expression(
    prog: &Program,
    nodes: &[Node<'_>],
    def: Node<'_>,
    params: &[Node<'_>],
    call: Node<'_>,
    expr: Node<'_>,
) -> Option<Site> {
    // Only `T f(...)`, where T is the whole return type (not `T *f(...)`).
    def.child_by_field_name(field::DECLARATOR)
        .filter(|d| d.kind() == kind::FUNCTION_DECLARATOR)?;
    let ty = prog.node_text(def.child_by_field_name(field::TYPE)?);
    let av: Vec<Node<'_>> = elements(call.child_by_field_name(field::ARGUMENTS)?);
    let names: Vec<&str> = params
        .iter()
        .map(|p| {
            p.child_by_field_name(field::DECLARATOR)
                .filter(|x| x.kind() == kind::IDENTIFIER)
                .map(|x| prog.node_text(x))
        })
        .collect::<Option<Vec<_>>>()?;
    if av.len() != names.len() {
        return None;
    }
    // Parameter uses inside the returned expression.
    let mut reps: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    for n in nodes
        .iter()
        .filter(|n| n.kind() == kind::IDENTIFIER && expr.byte_range().contains(&n.start_byte()))
    {
        if let Some(k) = names.iter().position(|p| *p == prog.node_text(*n)) {
            reps.push((n.byte_range(), format!("({})", prog.node_text(av[k]))));
        }
    }
    for (k, p) in names.iter().enumerate() {
        let simple = matches!(av[k].kind(), kind::IDENTIFIER | kind::NUMBER_LITERAL);
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
    Some(Site::replace(
        call.byte_range(),
        format!("(({ty})({text}))"),
        String::new(),
    ))
}

/// `site` (the call's replacement) completed by deleting the definition `def` and the
/// declarations `decls` of the function `name`: inlining alone would only make the
/// program bigger.
fn and_remove(mut site: Site, def: Node<'_>, decls: &[Node<'_>], what: String) -> Site {
    site.reps.extend(
        std::iter::once(def)
            .chain(decls.iter().copied())
            .map(|d| Replacement {
                range: d.byte_range(),
                text: String::new(),
            }),
    );
    site.what = what;
    site
}

/// An implicit-int K&R definition with one parameter, `f(a) { ... }`, which tree-sitter-c
/// reads as a function returning type `f` with a parenthesized declarator `(a)`: its
/// name and parameter.
fn knr_single<'a>(prog: &'a Program, def: Node<'a>) -> Option<(&'a str, Node<'a>)> {
    let ty = def
        .child_by_field_name(field::TYPE)
        .filter(|t| t.kind() == kind::TYPE_IDENTIFIER)?;
    let d = def
        .child_by_field_name(field::DECLARATOR)
        .filter(|d| d.kind() == kind::PARENTHESIZED_DECLARATOR)?;
    let p = d
        .named_child(0)
        .filter(|p| p.kind() == kind::IDENTIFIER && d.named_child_count() == 1)?;
    Some((prog.node_text(ty), p))
}

/// The site inlining a K&R `f(a) { body }` at its only call (any call
/// `inline_statement` takes). A call without the argument, allowed by the old-style
/// declaration `f();`, is inlined only if the body never reads the parameter: it never
/// names it, or only assigns it (`a = E`), and then declares it as `int a = 0`.
fn inline_knr(
    prog: &Program,
    calls_of: &HashMap<&str, Vec<Node<'_>>>,
    def: Node<'_>,
    uses: &Uses,
) -> Option<Site> {
    let (name, param) = knr_single(prog, def)?;
    let body = def.child_by_field_name(field::BODY)?;
    if name == "main" {
        return None;
    }
    let mut calls = Vec::new();
    let mut decls = Vec::new();
    for n in calls_of.get(name).map_or(&[][..], Vec::as_slice) {
        let top = n
            .parent()
            .filter(|p| p.kind() == kind::EXPRESSION_STATEMENT)
            .and_then(|s| s.parent())
            .is_some_and(|g| g.kind() == kind::TRANSLATION_UNIT);
        if top {
            decls.push(n.parent()?); // `f();` at file scope: an implicit-int declaration
        } else {
            calls.push(*n);
        }
    }
    let [call] = calls.as_slice() else {
        return None;
    };
    if uses.positions(name).len() != 2 + decls.len()
        || def.byte_range().contains(&call.start_byte())
    {
        return None;
    }
    let nargs = elements(call.child_by_field_name(field::ARGUMENTS)?).len();
    let (params, unset) = match nargs {
        1 => (vec![param], Vec::new()),
        0 => (Vec::new(), unread(prog, &[param], body)?),
        _ => return None,
    };
    let site = inline_statement(prog, &params, &unset, body, *call)?;
    Some(and_remove(
        site,
        def,
        &decls,
        format!("inline `{name}` at its only call"),
    ))
}

/// Of the parameters `missing`, which a call does not pass (an old-style call), those
/// the inlined block must declare, as `int a = 0`: the ones the body assigns (`a = E`),
/// where it never reads them; `None` if the body reads one. Only K&R names, which are
/// `int`.
fn unread<'t>(prog: &Program, missing: &[Node<'t>], body: Node<'_>) -> Option<Vec<Node<'t>>> {
    let mut unset = Vec::new();
    for p in missing {
        let name = match p.kind() {
            kind::IDENTIFIER => prog.node_text(*p),
            // `void f(a)`: tree-sitter-c reads the K&R name `a` as a type.
            _ => prog.node_text(
                p.child_by_field_name(field::TYPE)
                    .filter(|t| t.kind() == kind::TYPE_IDENTIFIER && p.named_child_count() == 1)?,
            ),
        };
        let mentions: Vec<Node<'_>> = crate::c::preorder(body)
            .into_iter()
            .filter(|n| n.kind() == kind::IDENTIFIER && prog.node_text(*n) == name)
            .collect();
        let assigned = |n: &Node<'_>| {
            n.parent().is_some_and(|a| {
                a.kind() == kind::ASSIGNMENT_EXPRESSION
                    && a.child_by_field_name(field::LEFT)
                        .is_some_and(|l| l.id() == n.id())
                    && a.child_by_field_name(field::OPERATOR)
                        .is_some_and(|o| prog.node_text(o) == "=")
            })
        };
        if !mentions.iter().all(assigned) {
            return None;
        }
        if !mentions.is_empty() {
            unset.push(*p);
        }
    }
    Some(unset)
}

/// The declaration a parameter becomes inside the inlined block: its own text, or
/// `int a` for a K&R identifier (`f(a)`, read by tree-sitter-c as a type name alone).
fn parameter_local(prog: &Program, p: Node<'_>) -> Option<String> {
    if p.kind() == kind::IDENTIFIER {
        return Some(format!("int {}", prog.node_text(p)));
    }
    if let Some(d) = p.child_by_field_name(field::DECLARATOR) {
        // An array parameter is a pointer: `int a[3] = x;` would not compile.
        if crate::c::preorder(d)
            .iter()
            .any(|n| n.kind() == kind::ARRAY_DECLARATOR || n.kind() == kind::FUNCTION_DECLARATOR)
        {
            return None;
        }
        return Some(prog.node_text(p).to_string());
    }
    let ty = p.child_by_field_name(field::TYPE)?;
    (ty.kind() == kind::TYPE_IDENTIFIER && p.named_child_count() == 1)
        .then(|| format!("int {}", prog.node_text(ty)))
}

/// Names declared by `params` and by declarations inside `body`.
fn local_names<'a>(prog: &'a Program, params: &[Node<'a>], body: Node<'a>) -> Vec<&'a str> {
    let mut names: Vec<&str> = Vec::new();
    for p in params {
        if p.kind() == kind::IDENTIFIER {
            names.push(prog.node_text(*p));
            continue;
        }
        match p
            .child_by_field_name(field::DECLARATOR)
            .and_then(declarator_name)
        {
            Some(d) => names.push(prog.node_text(d)),
            None => {
                if let Some(t) = p.child_by_field_name(field::TYPE) {
                    names.push(prog.node_text(t));
                }
            }
        }
    }
    for d in crate::c::preorder(body)
        .into_iter()
        .filter(|n| n.kind() == kind::DECLARATION)
    {
        for x in crate::c::field_children(d, field::DECLARATOR) {
            if let Some(n) = declarator_name(x) {
                names.push(prog.node_text(n));
            }
        }
    }
    names
}

/// True if an identifier under `n` is one of `names`.
fn mentions(prog: &Program, n: Node<'_>, names: &[&str]) -> bool {
    crate::c::preorder(n)
        .iter()
        .any(|x| x.kind() == kind::IDENTIFIER && names.contains(&prog.node_text(*x)))
}

/// The site replacing the statement holding `call` by a block: the parameters declared
/// and initialized with the arguments (those of `unset`, which no argument passes, with
/// zero), then the body. A body may end in `return E;` (its
/// only `return`): the value goes where the call's value went, in `f(..);`, `x = f(..);`
/// or `return f(..);`.
fn inline_statement(
    prog: &Program,
    params: &[Node<'_>],
    unset: &[Node<'_>],
    body: Node<'_>,
    call: Node<'_>,
) -> Option<Site> {
    let mut locals = local_names(prog, params, body);
    locals.extend(local_names(prog, unset, body).into_iter().take(unset.len()));
    let stmts = elements(body);
    let returns = crate::c::preorder(body)
        .into_iter()
        .filter(|n| n.kind() == kind::RETURN_STATEMENT)
        .count();
    let ret = match stmts.last() {
        Some(r) if r.kind() == kind::RETURN_STATEMENT && returns == 1 => Some(*r),
        _ if returns == 0 => None,
        _ => return None,
    };
    let value = ret.and_then(|r| r.named_child(0));
    let parent = call.parent()?;
    let (stmt, tail) = match parent.kind() {
        kind::EXPRESSION_STATEMENT => (parent, value.map(|v| format!("{};", prog.node_text(v)))),
        kind::ASSIGNMENT_EXPRESSION
            if parent
                .child_by_field_name(field::RIGHT)
                .is_some_and(|r| r.id() == call.id()) =>
        {
            let stmt = parent
                .parent()
                .filter(|s| s.kind() == kind::EXPRESSION_STATEMENT)?;
            let op = prog.node_text(parent.child_by_field_name(field::OPERATOR)?);
            let left = parent.child_by_field_name(field::LEFT)?;
            if mentions(prog, left, &locals) {
                return None;
            }
            let v = prog.node_text(value?);
            (stmt, Some(format!("{} {op} {v};", prog.node_text(left))))
        }
        kind::RETURN_STATEMENT => (parent, Some(format!("return {};", prog.node_text(value?)))),
        _ => return None,
    };
    let args = elements(call.child_by_field_name(field::ARGUMENTS)?);
    if args.len() != params.len() {
        return None;
    }
    // `{ int a = a; }` would read an uninitialized local.
    if args.iter().any(|a| mentions(prog, *a, &locals)) {
        return None;
    }
    let mut text = String::from("{");
    // Zero, not no value: the hazard check counts a local without one.
    for p in unset {
        text.push_str(&format!(" {} = 0;", parameter_local(prog, *p)?));
    }
    for (p, a) in params.iter().zip(&args) {
        text.push_str(&format!(
            " {} = {};",
            parameter_local(prog, *p)?,
            prog.node_text(*a)
        ));
    }
    let end = ret.map_or(body.end_byte() - 1, |r| r.start_byte());
    text.push_str(&prog.text()[body.start_byte() + 1..end]);
    if let Some(t) = tail {
        text.push_str(&t);
        text.push_str(" }");
    } else {
        text.push('}');
    }
    Some(Site::replace(stmt.byte_range(), text, String::new()))
}

/// Top-level declarations that are prototypes of `name`.
fn prototypes<'t>(prog: &Program, nodes: &[Node<'t>], name: &str) -> Vec<Node<'t>> {
    nodes
        .iter()
        .filter(|n| {
            n.kind() == kind::DECLARATION
                && crate::c::field_children(**n, field::DECLARATOR)
                    .iter()
                    .any(|d| {
                        function_declarator(*d)
                            .and_then(|f| f.child_by_field_name(field::DECLARATOR))
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

impl Pass for InlineCalledOnce {
    fn name(&self) -> &'static str {
        "inline_called_once"
    }

    fn description(&self) -> &'static str {
        "inline a function called once (its body ending in at most one `return`)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let uses = Uses::of(prog);
        let calls_of = calls_by_name(prog, &nodes);
        let mut list = Vec::new();
        for node in nodes
            .iter()
            .filter(|n| n.kind() == kind::FUNCTION_DEFINITION)
        {
            if let Some(site) = inline_knr(prog, &calls_of, *node, &uses) {
                list.push(site);
                continue;
            }
            let Some(f) = FunctionDef::of(prog, *node) else {
                continue;
            };
            let (def, body, params) = (f.node, f.body, &f.params[..]);
            let name = f.name_text(prog);
            if name == "main" || !f.prototyped() {
                continue;
            }
            // Exactly one call, in another function; no other mention outside the
            // definition but prototypes.
            let [call] = calls_of.get(name).map_or(&[][..], Vec::as_slice) else {
                continue;
            };
            if def.byte_range().contains(&call.start_byte()) {
                continue;
            }
            let protos: Vec<Node<'_>> = prototypes(prog, &nodes, name);
            if uses.positions(name).len() != 2 + protos.len() {
                continue;
            }
            // `T f(params) { return E; }`: the call becomes `((T)(E))` with the arguments
            // in place of the parameters.
            let only_return = match elements(body).as_slice() {
                [r] if r.kind() == kind::RETURN_STATEMENT => r.named_child(0),
                _ => None,
            };
            let named = params
                .iter()
                .all(|p| p.child_by_field_name(field::DECLARATOR).is_some());
            let expression = only_return
                .filter(|_| named)
                .and_then(|e| inline_expression(prog, &nodes, def, params, *call, e));
            let (site, what) = match expression {
                Some(site) => (
                    site,
                    format!("inline `{name}`'s returned expression at its only call"),
                ),
                None => {
                    // An old-style call may pass fewer arguments than the definition
                    // names.
                    let nargs = call
                        .child_by_field_name(field::ARGUMENTS)
                        .map_or(0, |a| elements(a).len());
                    let site = match nargs.cmp(&params.len()) {
                        // In C++ a missing argument is a default one.
                        std::cmp::Ordering::Less if prog.lang() != crate::Lang::C => None,
                        std::cmp::Ordering::Less => {
                            unread(prog, &params[nargs..], body).and_then(|unset| {
                                inline_statement(prog, &params[..nargs], &unset, body, *call)
                            })
                        }
                        _ => inline_statement(prog, params, &[], body, *call),
                    };
                    match site {
                        Some(site) => (site, format!("inline `{name}` at its only call")),
                        None => continue,
                    }
                }
            };
            list.push(and_remove(site, def, &protos, what));
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
        // An argument with side effects is not duplicated: it initializes a local.
        let twice = "int g(int a) { return a * a; } int h(void); int main(void) { return g(h()); }";
        assert_eq!(
            outputs(&InlineCalledOnce, twice),
            vec![" int h(void); int main(void) { { int a = h(); return a * a; } }"]
        );
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
    fn inlines_bodies_ending_in_return() {
        let src =
            "int h(int a) { int x = a; return x; } int main(void) { int r; r = h(2); return r; }";
        assert_eq!(
            outputs(&InlineCalledOnce, src),
            vec![" int main(void) { int r; { int a = 2; int x = a; r = x; } return r; }"]
        );
        let src = "void f(v) { int y = v; } int main(void) { f(1); return 0; }";
        assert_eq!(
            outputs(&InlineCalledOnce, src),
            vec![" int main(void) { { int v = 1; int y = v; } return 0; }"]
        );
    }

    #[test]
    fn inlines_k_and_r_functions_with_returns_and_missing_arguments() {
        let src = "g; f(); f(c) { int d = g; return d; } int main(void) { g = f(); return g; }";
        assert_eq!(
            outputs(&InlineCalledOnce, src),
            vec!["g;   int main(void) { { int d = g; g = d; } return g; }"]
        );
        // The parameter is read but the call passes nothing.
        let src = "g; f(); f(c) { g = c; } int main(void) { f(); return g; }";
        assert!(outputs(&InlineCalledOnce, src).is_empty());
        let src = "g; f(); f(c) { c = c + 1; } int main(void) { f(); return g; }";
        assert!(outputs(&InlineCalledOnce, src).is_empty());
        // Only assigned: declared, with a value the body never reads.
        let src = "g; void f(); void f(c) { c = g = 2; } int main(void) { f(); return g; }";
        assert_eq!(
            outputs(&InlineCalledOnce, src),
            vec!["g;   int main(void) { { int c = 0; c = g = 2; } return g; }"]
        );
        // In C++ a missing argument is a default one, which may construct something.
        let src = "int g; struct T { T() { g = 1; } }; void f(T = T()); void f(T) {} int main() { f(); return g; }";
        assert_eq!(
            crate::testing::cpp_outputs(&InlineCalledOnce, src),
            Vec::<String>::new()
        );
        let src = "g; f(); f(c) { c = g = 2; } int main(void) { f(); return g; }";
        assert_eq!(
            outputs(&InlineCalledOnce, src),
            vec!["g;   int main(void) { { int c = 0; c = g = 2; } return g; }"]
        );
    }

    #[test]
    fn leaves_functions_with_returns_or_several_calls() {
        // A `return` that is not the last statement.
        assert!(outputs(
            &InlineCalledOnce,
            "int h(int a) { if (a) return 1; return 2; } int main(void) { return h(1); }"
        )
        .is_empty());
        // An argument naming a parameter: `{ int a = a; }` reads an uninitialized local.
        assert!(outputs(
            &InlineCalledOnce,
            "int h(int a) { int x = a; return x; } int main(void) { int a = 1; return h(a); }"
        )
        .is_empty());
        // The assigned object named like a local of the body.
        assert!(outputs(
            &InlineCalledOnce,
            "int x; int h(void) { int x = 1; return x; } int main(void) { x = h(); return x; }"
        )
        .is_empty());
        // An array parameter.
        assert!(outputs(
            &InlineCalledOnce,
            "int b[2]; void h(int a[2]) { a[0] = 1; } int main(void) { h(b); return 0; }"
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
