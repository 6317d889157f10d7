//! Declaration passes: remove unused declarations, remove unused parameters together
//! with the argument at every call, replace a function definition by a declaration, and
//! replace uses of a typedef name by the type it names.

use crate::c::{
    all_nodes, declarator_name, declared_names, enclosing_function, field_children,
    function_declarator, is_reserved, Uses,
};
use crate::expr::short;
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use std::collections::HashSet;
use std::ops::Range;
use tree_sitter::Node;

/// Positions where names are declared by top-level items (prototypes, definitions):
/// they are not uses.
fn declaration_positions(prog: &Program) -> HashSet<usize> {
    let mut out = HashSet::new();
    if let Some(root) = prog.root() {
        let mut c = root.walk();
        for item in root.named_children(&mut c) {
            for n in declared_names(item) {
                out.insert(n.start_byte());
            }
        }
    }
    out
}

/// Remove declarations whose names are used nowhere else.
#[derive(Debug, Default)]
pub(crate) struct RemoveUnusedDecls;

impl Pass for RemoveUnusedDecls {
    fn name(&self) -> &'static str {
        "remove_unused_decls"
    }

    fn description(&self) -> &'static str {
        "remove unused functions, globals, locals, typedefs, structs and enums, all at once first"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let uses = Uses::of(prog);
        let decl_pos = declaration_positions(prog);
        let mut list = Vec::new();
        for item in all_nodes(prog) {
            let Some(parent) = item.parent() else {
                continue;
            };
            if !matches!(parent.kind(), "translation_unit" | "compound_statement") {
                continue;
            }
            let names = declared_names(item);
            if names.is_empty() {
                continue;
            }
            let scope: Range<usize> = match enclosing_function(item) {
                Some(f) => f.byte_range(),
                None => 0..prog.text().len(),
            };
            let unused = names.iter().all(|n| {
                let name = prog.node_text(*n);
                !is_reserved(name)
                    && !uses.positions(name).iter().any(|&p| {
                        scope.contains(&p)
                            && !item.byte_range().contains(&p)
                            && !decl_pos.contains(&p)
                    })
            });
            if unused {
                let what = format!(
                    "remove unused {} `{}`",
                    item.kind(),
                    prog.node_text(names[0])
                );
                list.push(Site::delete(item.byte_range(), what));
            }
        }
        // Prototypes of functions defined here (needed only if a call comes first).
        let defined: HashSet<&str> = all_nodes(prog)
            .into_iter()
            .filter(|n| n.kind() == "function_definition")
            .filter_map(|d| {
                d.child_by_field_name("declarator")
                    .and_then(declarator_name)
            })
            .map(|n| prog.node_text(n))
            .collect();
        if let Some(root) = prog.root() {
            let mut c = root.walk();
            for item in root
                .named_children(&mut c)
                .filter(|i| i.kind() == "declaration")
            {
                let decls = field_children(item, "declarator");
                let all_defined_functions = !decls.is_empty()
                    && decls.iter().all(|d| {
                        function_declarator(*d).is_some()
                            && declarator_name(*d)
                                .is_some_and(|n| defined.contains(prog.node_text(n)))
                    });
                if all_defined_functions {
                    let what = format!("remove prototype `{}`", short(prog.node_text(item)));
                    list.push(Site::delete(item.byte_range(), what));
                }
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The deletion range of element `i` of a comma-separated list node.
fn list_element_deletion(list: Node<'_>, i: usize) -> Option<Range<usize>> {
    let mut c = list.walk();
    let children: Vec<Node<'_>> = list.children(&mut c).collect();
    let named: Vec<usize> = (0..children.len())
        .filter(|&k| children[k].is_named() && children[k].kind() != "comment")
        .collect();
    let &k = named.get(i)?;
    let node = children[k];
    let is_comma = |j: usize| children.get(j).is_some_and(|n| n.kind() == ",");
    if is_comma(k + 1) {
        let end = children
            .get(k + 2)
            .filter(|n| n.is_named())
            .map_or(children[k + 1].end_byte(), |n| n.start_byte());
        Some(node.start_byte()..end)
    } else if k > 0 && is_comma(k - 1) {
        Some(children[k - 1].start_byte()..node.end_byte())
    } else {
        Some(node.byte_range())
    }
}

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
        for def in nodes.iter().filter(|n| n.kind() == "function_definition") {
            if let Some(site) = main_to_void(prog, *def, &uses) {
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
            let Some(params) = fd.child_by_field_name("parameters") else {
                continue;
            };
            let ps = crate::c::elements(params);
            if ps.is_empty()
                || ps.iter().any(|p| p.kind() != "parameter_declaration")
                || name == "main"
            {
                continue;
            }
            if ps.len() == 1 && prog.node_text(ps[0]) == "void" {
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
                if n.kind() == "call_expression" {
                    let f = n.child_by_field_name("function");
                    if f.is_some_and(|f| f.kind() == "identifier" && prog.node_text(f) == name) {
                        let args = n.child_by_field_name("arguments");
                        match args {
                            Some(a) if crate::c::elements(a).len() <= ps.len() => {
                                calls.push(a);
                                seen.insert(f.map_or(0, |f| f.start_byte()));
                            }
                            _ => ok = false,
                        }
                    }
                } else if n.kind() == "function_declarator" && n.id() != fd.id() {
                    let d = n
                        .child_by_field_name("declarator")
                        .and_then(declarator_name);
                    if d.is_some_and(|d| prog.node_text(d) == name) {
                        match n.child_by_field_name("parameters") {
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
            let body = def
                .child_by_field_name("body")
                .map(|b| b.byte_range())
                .unwrap_or(0..0);
            for (i, p) in ps.iter().enumerate() {
                let pname = p
                    .child_by_field_name("declarator")
                    .and_then(declarator_name)
                    .map(|n| prog.node_text(n));
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
fn main_to_void(prog: &Program, def: Node<'_>, uses: &Uses) -> Option<Site> {
    let fd = def
        .child_by_field_name("declarator")
        .and_then(function_declarator)?;
    let name = fd
        .child_by_field_name("declarator")
        .and_then(declarator_name)?;
    if prog.node_text(name) != "main" {
        return None;
    }
    let params = fd.child_by_field_name("parameters")?;
    let ps = crate::c::elements(params);
    if ps.is_empty() || (ps.len() == 1 && prog.node_text(ps[0]) == "void") {
        return None;
    }
    let body = def.child_by_field_name("body")?.byte_range();
    let used = ps.iter().any(|p| {
        p.child_by_field_name("declarator")
            .and_then(declarator_name)
            .is_some_and(|n| {
                uses.positions(prog.node_text(n))
                    .iter()
                    .any(|x| body.contains(x))
            })
    });
    (!used).then(|| {
        Site::replace(
            params.byte_range(),
            "(void)",
            "main's unused parameters -> (void)",
        )
    })
}

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
            .filter(|n| n.kind() == "function_definition")
        {
            let name = def
                .child_by_field_name("declarator")
                .and_then(declarator_name)
                .map(|n| prog.node_text(n));
            if name == Some("main") {
                continue;
            }
            if let Some(body) = def.child_by_field_name("body") {
                let what = format!("definition of `{}` -> declaration", name.unwrap_or("?"));
                list.push(Site::replace(body.byte_range(), ";", what));
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// Replace uses of a typedef name by the type it names.
#[derive(Debug, Default)]
pub(crate) struct InlineTypedefs;

impl Pass for InlineTypedefs {
    fn name(&self) -> &'static str {
        "inline_typedefs"
    }

    fn description(&self) -> &'static str {
        "replace uses of a typedef name by its type, and remove the typedef"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let mut whole = Vec::new();
        for td in nodes.iter().filter(|n| n.kind() == "type_definition") {
            let decls = field_children(*td, "declarator");
            let [d] = decls.as_slice() else { continue };
            if !matches!(d.kind(), "type_identifier" | "primitive_type") {
                continue;
            }
            let Some(ty) = td.child_by_field_name("type") else {
                continue;
            };
            if ty.child_by_field_name("body").is_some() {
                continue;
            }
            // The type text, with qualifiers, between `typedef` and the declarator.
            let start = td.child(0).map_or(ty.start_byte(), |k| k.end_byte());
            let ty_text = prog.text()[start..d.start_byte()].trim();
            let name = prog.node_text(*d);
            let uses: Vec<_> = nodes
                .iter()
                .filter(|n| {
                    matches!(n.kind(), "type_identifier" | "primitive_type")
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
        let list = whole;
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn removes_unused_declarations_all_at_once_first() {
        let src =
            "int g; int h; static int f(void) { int l; return 1; } int main(void) { return h; }";
        let out = outputs(&RemoveUnusedDecls, src);
        assert_eq!(out[0], " int h;  int main(void) { return h; }");
        assert!(
            out.contains(
                &"int g; int h; static int f(void) {  return 1; } int main(void) { return h; }"
                    .to_string()
            ),
            "{out:?}"
        );
        // Used and reserved names stay.
        assert!(
            out.iter()
                .all(|o| o.contains("int h;") && o.contains("main")),
            "{out:?}"
        );
    }

    #[test]
    fn prototypes_are_not_uses() {
        let out = outputs(&RemoveUnusedDecls, "int f(int); int f(int x) { return x; }");
        assert_eq!(out[0], " ");
        // A prototype of a defined, used function can go too.
        let out = outputs(
            &RemoveUnusedDecls,
            "int f(int); int f(int x) { return x; } int main(void) { return f(0); }",
        );
        assert_eq!(
            out,
            vec![" int f(int x) { return x; } int main(void) { return f(0); }"]
        );
    }

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

    #[test]
    fn function_to_declaration_keeps_main() {
        let out = outputs(
            &FunctionToDeclaration,
            "int f(void) { return 1; } int main(void) { return 0; }",
        );
        assert_eq!(out, vec!["int f(void) ; int main(void) { return 0; }"]);
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
