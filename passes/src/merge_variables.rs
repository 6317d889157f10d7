//! Identifier elimination (Vulcan's identifier replacement, SFC's identifier
//! elimination): a variable's uses are replaced by another variable of the same type that
//! is visible wherever it is used, and its declaration goes. Deletion alone cannot take a
//! variable whose every use is needed; merging it into another keeps each use and drops
//! the name. `int b = E;` becomes `a = E;` (the value it held is kept); a declaration
//! without an initializer, or a global's, is deleted.
//!
//! The variable merged is a local or a global (`T v;`, `T *v = E;`, or one declarator of
//! `T a, v;` without an initializer when it is a local); the
//! one it merges into is a parameter, a local of an enclosing block declared before it,
//! or a global declared before it. Their types must read the same (specifiers, qualifiers
//! and the declarator's shape; storage classes aside); a declaration that defines a
//! tag, `union T { ... } b;`, declares a `union T`, and is never the one deleted, which
//! would take the definition with it. A type naming a tag the program defines twice
//! (in two scopes: two types) is left alone, as is a name declared twice where the
//! merge would reach (shadowing).

use crate::c::{all_nodes, declarator_name, enclosing_function, is_expression, preorder};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::views::Declaration;
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use std::collections::HashMap;
use std::ops::Range;
use tree_sitter::Node;

/// One variable (a declarator of a local, global or parameter declaration), with where
/// its name is visible.
struct Var<'t> {
    name: String,
    /// The type, as text: specifiers and qualifiers, then the declarator's shape with
    /// the name as `@` (`int *@`).
    ty: String,
    /// The whole declaration (for a parameter: the parameter declaration).
    decl: Node<'t>,
    /// What goes when the variable goes: the whole declaration, or its declarator and a
    /// comma when the declaration declares others too.
    removal: Range<usize>,
    /// Declared alone.
    alone: bool,
    /// Its declaration defines a struct, union or enum, which would go with it.
    defines: bool,
    /// The identifier that declares the name.
    id: Node<'t>,
    /// The initializer, if any.
    value: Option<Node<'t>>,
    /// Where the name is visible: from the end of its declaration to the end of its
    /// block (the function's body for a parameter, the file for a global).
    scope: Range<usize>,
    role: Role,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Role {
    Param,
    Local,
    Global,
}

/// The type of the declarator `target` declared by `decl` (whose first declarator starts
/// at `first`), as text (see [`Var::ty`]), or `None` for an array, a function or a
/// declarator of another shape.
fn type_text(
    prog: &Program,
    decl: Node<'_>,
    first: usize,
    target: Node<'_>,
    id: Node<'_>,
) -> Option<String> {
    let mut d = target;
    while d.id() != id.id() {
        if d.kind() != kind::POINTER_DECLARATOR {
            return None;
        }
        d = d.child_by_field_name(field::DECLARATOR)?;
    }
    let mut specifiers = Vec::new();
    let mut c = decl.walk();
    for child in decl.children(&mut c) {
        if child.start_byte() >= first {
            break;
        }
        if let Some(tag) = defined_tag(prog, child) {
            // `union T { int a; }` declares a variable of type `union T`.
            specifiers.push(tag);
        } else if child.kind() != kind::STORAGE_CLASS_SPECIFIER && child.kind() != kind::COMMENT {
            specifiers.push(
                prog.node_text(child)
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" "),
            );
        }
    }
    let shape = format!(
        "{}@{}",
        &prog.text()[target.start_byte()..id.start_byte()],
        &prog.text()[id.end_byte()..target.end_byte()]
    );
    let shape: String = shape.split_whitespace().collect();
    Some(format!("{} {shape}", specifiers.join(" ")))
}

/// `union T` for the definition `union T { ... }` (a tagged struct, union or enum
/// with a body).
fn defined_tag(prog: &Program, specifier: Node<'_>) -> Option<String> {
    if !crate::grammar::TAG_SPECIFIERS.contains(&specifier.kind()) {
        return None;
    }
    specifier.child_by_field_name(field::BODY)?;
    let tag = specifier.child_by_field_name(field::NAME)?;
    let keyword = prog.text()[specifier.start_byte()..tag.start_byte()].trim();
    Some(format!("{keyword} {}", prog.node_text(tag)))
}

/// Whether the type text `ty` names the tag `tag` (`union T`) as a whole word.
fn mentions_tag(ty: &str, tag: &str) -> bool {
    ty.match_indices(tag).any(|(i, _)| {
        let after = ty[i + tag.len()..].chars().next();
        !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
            && !ty[..i]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

/// Every variable, in document order.
fn variables<'t>(prog: &Program, nodes: &[Node<'t>]) -> Vec<Var<'t>> {
    let mut out = Vec::new();
    for &n in nodes {
        let (role, scope_end) = match (n.kind(), n.parent()) {
            (kind::DECLARATION, Some(p)) if p.kind() == kind::COMPOUND_STATEMENT => {
                (Role::Local, p.end_byte())
            }
            (kind::DECLARATION, Some(p)) if p.kind() == kind::TRANSLATION_UNIT => {
                (Role::Global, p.end_byte())
            }
            (kind::PARAMETER_DECLARATION, Some(_)) => {
                let Some(body) = enclosing_function(n)
                    .filter(|f| {
                        // A parameter of the definition itself, not of a function pointer
                        // inside it.
                        f.child_by_field_name(field::BODY)
                            .is_some_and(|b| n.end_byte() <= b.start_byte())
                    })
                    .and_then(|f| f.child_by_field_name(field::BODY))
                else {
                    continue;
                };
                (Role::Param, body.end_byte())
            }
            _ => continue,
        };
        let Some(view) = Declaration::of(n) else {
            continue;
        };
        let storage = view.storage_classes(prog);
        if storage.iter().any(|s| matches!(*s, "extern" | "typedef")) {
            continue;
        }
        let Some(first) = view.declarators.first() else {
            continue;
        };
        let alone = view.declarators.len() == 1;
        let defines = {
            let mut c = n.walk();
            let any = n.children(&mut c).any(|ch| {
                crate::grammar::TAG_SPECIFIERS.contains(&ch.kind())
                    && ch.child_by_field_name(field::BODY).is_some()
            });
            any
        };
        for (i, d) in view.declarators.iter().enumerate() {
            if d.declares_function() {
                continue;
            }
            let Some(id) = d.name.filter(|i| i.kind() == kind::IDENTIFIER) else {
                continue;
            };
            let Some(ty) = type_text(prog, n, first.node.start_byte(), d.target, id) else {
                continue;
            };
            let removal = if alone {
                n.byte_range()
            } else {
                match declarator_deletion(&view, i) {
                    Some(r) => r,
                    None => continue,
                }
            };
            out.push(Var {
                name: prog.node_text(id).to_string(),
                ty,
                decl: n,
                removal,
                alone,
                defines,
                id,
                value: d.value,
                scope: n.end_byte()..scope_end,
                role,
            });
        }
    }
    out
}

/// The range deleting declarator `i` of a declaration of several, with a comma: `b, `
/// of `int b, c;`, `, c` of the last.
fn declarator_deletion(view: &Declaration<'_>, i: usize) -> Option<Range<usize>> {
    let d = view.declarators.get(i)?.node;
    match view.declarators.get(i + 1) {
        Some(next) => Some(d.start_byte()..next.node.start_byte()),
        None => {
            let before = view.declarators.get(i.checked_sub(1)?)?.node;
            Some(before.end_byte()..d.end_byte())
        }
    }
}

/// Every declaration of each name, for the shadowing check: the scopes by name.
fn declared_scopes<'p>(
    prog: &'p Program,
    nodes: &[Node<'_>],
) -> HashMap<&'p str, Vec<Range<usize>>> {
    let mut out: HashMap<&str, Vec<Range<usize>>> = HashMap::new();
    for &n in nodes {
        if !matches!(
            n.kind(),
            kind::DECLARATION | kind::PARAMETER_DECLARATION | kind::FUNCTION_DEFINITION
        ) {
            continue;
        }
        let end = n
            .parent()
            .map_or(prog.text().len(), |p| p.end_byte())
            .max(n.end_byte());
        let mut c = n.walk();
        let decls: Vec<Node<'_>> = n
            .children_by_field_name(field::DECLARATOR, &mut c)
            .collect();
        for d in decls {
            if let Some(id) = declarator_name(d) {
                out.entry(prog.node_text(id))
                    .or_default()
                    .push(n.start_byte()..end);
            }
        }
    }
    out
}

/// The full expression `n` is part of: the outermost expression above it (through the
/// arguments of calls).
fn full_expression(n: Node<'_>) -> Node<'_> {
    let mut top = n;
    while let Some(p) = top
        .parent()
        .filter(|p| is_expression(*p) || p.kind() == kind::ARGUMENT_LIST)
    {
        top = p;
    }
    top
}

/// True if making `v` (the variable merged) in the expression `e` (a use of it, or its
/// initializer) the same object as the variable `w` could leave two accesses to it
/// unsequenced: `e` also names `w` and holds a `++`/`--` or an assignment below its top
/// (`c = b++` would become `b = b++`). `c = b * b` becomes `b = b * b`, which is defined,
/// and so does `p = i = g(c, b)`: an inner assignment to a plain variable other than the
/// two, in C (in C++ the variable may be a reference to one of them).
fn unsequenced(prog: &Program, e: Node<'_>, w: &str, v: &str) -> bool {
    let all = preorder(e);
    let names_w = all
        .iter()
        .any(|n| n.kind() == kind::IDENTIFIER && prog.node_text(*n) == w);
    let another_variable = |target: Option<Node<'_>>| {
        prog.lang() == crate::Lang::C
            && target.is_some_and(|t| {
                t.kind() == kind::IDENTIFIER && !matches!(prog.node_text(t), x if x == w || x == v)
            })
    };
    names_w
        && all.iter().any(|n| {
            n.kind() == kind::UPDATE_EXPRESSION
                || (n.kind() == kind::ASSIGNMENT_EXPRESSION
                    && n.id() != e.id()
                    && !another_variable(n.child_by_field_name(field::LEFT)))
        })
}

fn overlaps(a: &Range<usize>, b: &Range<usize>) -> bool {
    a.start < b.end && b.start < a.end
}

/// Merge variables.
#[derive(Debug, Default)]
pub(crate) struct MergeVariables;

impl Pass for MergeVariables {
    fn name(&self) -> &'static str {
        "merge_variables"
    }

    fn description(&self) -> &'static str {
        "replace a variable by another of its type at every use, and drop its declaration"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        // A tag defined twice names two types, which the type texts do not tell apart.
        let mut defined: HashMap<String, usize> = HashMap::new();
        for n in &nodes {
            if let Some(tag) = defined_tag(prog, *n) {
                *defined.entry(tag).or_default() += 1;
            }
        }
        let twice: Vec<&String> = defined
            .iter()
            .filter(|(_, &k)| k > 1)
            .map(|(t, _)| t)
            .collect();
        let vars: Vec<Var<'_>> = variables(prog, &nodes)
            .into_iter()
            .filter(|v| !twice.iter().any(|tag| mentions_tag(&v.ty, tag)))
            .collect();
        let scopes = declared_scopes(prog, &nodes);
        let shadowed = |name: &str, own: Node<'_>, region: &Range<usize>| {
            scopes.get(name).is_some_and(|all| {
                all.iter()
                    .any(|s| s.start != own.start_byte() && overlaps(s, region))
            })
        };
        // Identifiers by name, and variables by type (each in document order): a program
        // of thousands of variables is read once, not once per variable.
        let mut by_name: HashMap<&str, Vec<Node<'_>>> = HashMap::new();
        for n in nodes.iter().filter(|n| n.kind() == kind::IDENTIFIER) {
            by_name.entry(prog.node_text(*n)).or_default().push(*n);
        }
        let mut by_type: HashMap<&str, Vec<&Var<'_>>> = HashMap::new();
        for v in &vars {
            by_type.entry(v.ty.as_str()).or_default().push(v);
        }
        let mut list = Vec::new();
        for v in vars.iter().filter(|v| v.role != Role::Param) {
            let uses: Vec<Node<'_>> = by_name
                .get(v.name.as_str())
                .into_iter()
                .flatten()
                .copied()
                .filter(|n| n.id() != v.id.id() && v.scope.contains(&n.start_byte()))
                .collect();
            if uses.is_empty() || shadowed(&v.name, v.decl, &v.scope) || (v.alone && v.defines) {
                continue;
            }
            let eligible = |w: &&&Var<'_>| {
                w.name != v.name
                    && w.scope.start <= v.scope.start
                    && v.scope.end <= w.scope.end
                    && (v.role == Role::Local || w.role == Role::Global)
                    && !shadowed(&w.name, w.decl, &v.scope)
            };
            let same_type = &by_type[v.ty.as_str()];
            let before =
                &same_type[..same_type.partition_point(|w| w.id.end_byte() <= v.id.start_byte())];
            let into: Vec<&Var<'_>> = before
                .iter()
                .find(eligible)
                .into_iter()
                .chain(before.iter().rev().find(eligible))
                .copied()
                .collect();
            // The nearest first (declared last before it), then the first declared.
            let mut choices: Vec<&Var<'_>> = into.iter().rev().take(1).copied().collect();
            if let Some(first) = into.first() {
                if choices.iter().all(|c| c.id.id() != first.id.id()) {
                    choices.push(first);
                }
            }
            // The full expressions that name `v`, and its initializer, which becomes
            // `w = E;`.
            let mut exprs: Vec<Node<'_>> = uses.iter().map(|u| full_expression(*u)).collect();
            exprs.extend(v.value);
            for w in choices {
                if exprs
                    .iter()
                    .any(|e| unsequenced(prog, *e, &w.name, &v.name))
                {
                    continue;
                }
                let declaration = match v.value {
                    Some(value)
                        if v.role == Role::Local && value.kind() != kind::INITIALIZER_LIST =>
                    {
                        // One declarator of several keeps its value only as a statement.
                        if !v.alone {
                            continue;
                        }
                        format!("{} = {};", w.name, prog.node_text(value))
                    }
                    _ => String::new(),
                };
                list.push(Site::merge(
                    Replacement {
                        range: v.removal.clone(),
                        text: declaration,
                    },
                    w.id.byte_range(),
                    &uses,
                    &w.name,
                    format!("merge `{}` into `{}`", v.name, w.name),
                ));
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn merges_a_local_into_an_earlier_one_of_its_type() {
        let out: std::collections::BTreeSet<String> = outputs(
            &MergeVariables,
            "int f(int a) { int b = a + 1; int c; c = b * b; return c; }",
        )
        .into_iter()
        .collect();
        // b into a; c into b (the nearest) or into a (the first); never b into a and c
        // into b at once.
        assert_eq!(
            out.into_iter().collect::<Vec<_>>(),
            vec![
                "int f(int a) { a = a + 1; int c; c = a * a; return c; }",
                "int f(int a) { int b = a + 1;  a = b * b; return a; }",
                "int f(int a) { int b = a + 1;  b = b * b; return b; }",
            ]
        );
    }

    #[test]
    fn merges_globals_and_pointers_of_one_type() {
        let out = outputs(
            &MergeVariables,
            "static int g = 1; int h = 2; int *p; int *q; int f(void) { return g + h + *p + *q; }",
        );
        assert!(out.contains(
            &"static int g = 1;  int *p; int *q; int f(void) { return g + g + *p + *q; }"
                .to_string()
        ));
        assert!(out.contains(
            &"static int g = 1; int h = 2; int *p;  int f(void) { return g + h + *p + *p; }"
                .to_string()
        ));
    }

    #[test]
    fn a_variable_declared_with_its_type_s_definition_is_of_that_type() {
        // `j` merges into `b`, declared with `union T`'s definition; `b` never merges
        // into `j`, which would take the definition away.
        let src = "union T { int a; } b; union T j; int g(union T x); int f(void) { return g(j) + g(b); }";
        assert_eq!(
            outputs(&MergeVariables, src),
            vec!["union T { int a; } b;  int g(union T x); int f(void) { return g(b) + g(b); }"]
        );
        let src = "union T j; union T { int a; } b; int f(void) { return j.a + b.a; }";
        assert!(outputs(&MergeVariables, src).is_empty());
    }

    #[test]
    fn an_inner_assignment_to_a_third_variable_is_sequenced() {
        assert_eq!(
            outputs(
                &MergeVariables,
                "int f(int a) { int b, c; b = c = a; return b + c; }"
            ),
            vec!["int f(int a) { int c; a = c = a; return a + c; }"]
        );
    }

    #[test]
    fn leaves_alone_what_would_change_meaning_or_not_compile() {
        for src in [
            // Types that differ, by specifier, by qualifier or by shape.
            "int f(long a) { int b = 1; return a + b; }",
            "int f(void) { const int a = 1; int b = 2; return a + b; }",
            "int f(int *a) { int b = 1; return *a + b; }",
            // Arrays and functions.
            "int f(void) { int a[2]; int b[2]; return a[0] + b[0]; }",
            // Declared after, or in a sibling block.
            "int f(void) { { int a = 1; } int b = 2; return b; }",
            // A global cannot merge into a local or a parameter.
            "int g; int f(int a) { return a + g; }",
            // The other name shadowed where the variable is used.
            "int a; int b; int f(void) { int a = 3; return a + b; }",
            // The variable redeclared inside its scope.
            "int f(int a) { int b = 1; { int b = 2; a = b; } return b; }",
            // Two accesses that would be unsequenced: `b = b++`, `f(b++, b)`.
            "int f(int a) { int b = a++; return b; }",
            "int f(int a) { int b = 1; a = b++ + a; return a; }",
            "int g(int, int); int f(int a) { int b = 1; return g(b = 2, a); }",
            // One declarator of several whose value would be lost, or none used.
            "int f(int a) { int b = 1, c = 2; return b + c; }",
            // The other variable assigned inside: `a = a = 1 + a` is undefined.
            "int f(int a) { int b; b = a = 1 + a; return b; }",
            "int f(int a) { int b; return a; }",
        ] {
            assert_eq!(outputs(&MergeVariables, src), Vec::<String>::new(), "{src}");
        }
    }

    #[test]
    fn merges_one_declarator_of_several() {
        let out: std::collections::BTreeSet<String> = outputs(
            &MergeVariables,
            "int g, h; int f(int a) { int b, c; b = a; c = g; return b + c + h; }",
        )
        .into_iter()
        .collect();
        assert!(
            out.contains("int g; int f(int a) { int b, c; b = a; c = g; return b + c + g; }"),
            "{out:?}"
        );
        assert!(
            out.contains("int g, h; int f(int a) { int b; b = a; b = g; return b + b + h; }"),
            "{out:?}"
        );
    }

    #[test]
    fn an_initializer_list_is_dropped_with_its_declaration() {
        let out = outputs(
            &MergeVariables,
            "struct S { int x; }; int f(void) { struct S s = {1}; struct S t = {2}; return s.x + t.x; }",
        );
        assert_eq!(
            out,
            vec!["struct S { int x; }; int f(void) { struct S s = {1};  return s.x + s.x; }"]
        );
    }

    #[test]
    fn merges_in_cpp_too() {
        let out = cpp_outputs(
            &MergeVariables,
            "struct A { int m; }; int f(A x) { A y = x; return y.m; }",
        );
        assert_eq!(
            out,
            vec!["struct A { int m; }; int f(A x) { x = x; return x.m; }"]
        );
    }
}
