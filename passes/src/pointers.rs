//! Narrowing pointers (clang_delta's reduce-pointer-level): a variable declared as a
//! pointer becomes the object it points to when every use of it goes through the
//! pointer: `*p` becomes `p`, `p->f` becomes `p.f`, `p[0]` becomes `p`, and `p = &v`
//! (or the initializer `&v`) becomes `p = v`. A variable with any other use (passed on,
//! compared, moved), a parameter, or a name declared twice is left alone. One level per
//! step, so `int **p` narrows in two.

use crate::c::{all_nodes, Uses};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use tree_sitter::Node;

/// Narrow a pointer variable to its object.
#[derive(Debug, Default)]
pub(crate) struct NarrowPointers;

/// The replacements that narrow the variable `name`, whose pointer declarator (`*name`
/// with its initializer, if any, in `decl`) is given; `None` if a use forbids it.
fn narrow(prog: &Program, uses: &Uses, decl: Node<'_>, name: Node<'_>) -> Option<Vec<Replacement>> {
    let ident = prog.node_text(name);
    let star = decl.child(0).filter(|c| c.kind() == "*")?;
    // `int*p` to `int p`, not `intp`.
    let mut reps = vec![Replacement::deletion(prog.text(), star.byte_range())];
    // The initializer, where the declarator has one: `&v` becomes `v`; another value
    // (`0`) stays, for a pointer used as a value of its own.
    let mut init_narrowed = false;
    let mut init_other = false;
    if let Some(init) = decl
        .parent()
        .filter(|p| p.kind() == kind::INIT_DECLARATOR)
        .and_then(|p| p.child_by_field_name(field::VALUE))
    {
        match drop_address(prog, init) {
            Some(r) => {
                reps.push(r);
                init_narrowed = true;
            }
            None => init_other = true,
        }
    }
    let mut bare = false;
    let root = prog.root()?;
    for &pos in uses.positions(ident) {
        if pos == name.start_byte() {
            continue;
        }
        let id = root.descendant_for_byte_range(pos, pos + ident.len())?;
        if id.kind() != kind::IDENTIFIER {
            return None;
        }
        let parent = id.parent()?;
        match parent.kind() {
            kind::POINTER_EXPRESSION if parent.child(0).is_some_and(|o| o.kind() == "*") => {
                reps.push(Replacement::deletion(
                    prog.text(),
                    parent.start_byte()..id.start_byte(),
                ));
            }
            kind::FIELD_EXPRESSION if parent.child_by_field_name(field::ARGUMENT) == Some(id) => {
                let op = parent.child(1).filter(|o| o.kind() == "->")?;
                reps.push(Replacement {
                    range: op.start_byte()..op.end_byte(),
                    text: ".".into(),
                });
            }
            kind::SUBSCRIPT_EXPRESSION
                if parent.child_by_field_name(field::ARGUMENT) == Some(id) =>
            {
                let index = parent.child_by_field_name("index")?;
                if prog.node_text(index) != "0" {
                    return None;
                }
                reps.push(Replacement::deletion(
                    prog.text(),
                    id.end_byte()..parent.end_byte(),
                ));
            }
            kind::ASSIGNMENT_EXPRESSION
                if parent.child_by_field_name(field::LEFT) == Some(id)
                    && parent.child(1).is_some_and(|o| o.kind() == "=") =>
            {
                match drop_address(prog, parent.child_by_field_name(field::RIGHT)?) {
                    Some(r) => reps.push(r),
                    None => bare = true,
                }
            }
            _ => bare = true,
        }
    }
    if init_other && !bare && reps.len() > 1 {
        // `int *p = 0; ... *p ...`: no object to narrow to.
        return None;
    }
    if bare {
        // Used as a value of its own (`++p`, `p = 0`, `p + 1`) and never through the
        // pointer, never pointing at an object: only the declarator narrows (`int *p =
        // 0; ++p;` to `int p = 0; ++p;`); the compiler judges the rest.
        if reps.len() > 1 || init_narrowed {
            return None;
        }
    }
    Some(reps)
}

/// `&v` without its `&`.
fn drop_address(prog: &Program, value: Node<'_>) -> Option<Replacement> {
    if value.kind() != kind::POINTER_EXPRESSION || value.child(0)?.kind() != "&" {
        return None;
    }
    let arg = value.child_by_field_name(field::ARGUMENT)?;
    Some(Replacement::deletion(
        prog.text(),
        value.start_byte()..arg.start_byte(),
    ))
}

impl Pass for NarrowPointers {
    fn name(&self) -> &'static str {
        "narrow_pointers"
    }

    fn description(&self) -> &'static str {
        "make a pointer variable the object it points to when every use dereferences it"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let uses = Uses::of(prog);
        let mut declared: std::collections::HashMap<&str, usize> = Default::default();
        let mut found = Vec::new();
        for node in all_nodes(prog) {
            if node.kind() != kind::POINTER_DECLARATOR {
                continue;
            }
            let Some(name) = node
                .child_by_field_name(field::DECLARATOR)
                .filter(|d| d.kind() == kind::IDENTIFIER)
            else {
                continue;
            };
            // Variables only: a declaration's (maybe initialized) declarator.
            let mut owner = node.parent();
            while let Some(p) = owner
                .filter(|p| matches!(p.kind(), kind::INIT_DECLARATOR | kind::POINTER_DECLARATOR))
            {
                owner = p.parent();
            }
            if owner.map(|o| o.kind()) != Some(kind::DECLARATION) {
                continue;
            }
            *declared.entry(prog.node_text(name)).or_default() += 1;
            let file_scope = owner
                .and_then(|o| o.parent())
                .is_some_and(|p| p.kind() == kind::TRANSLATION_UNIT);
            found.push((node, name, file_scope));
        }
        let mut list = Vec::new();
        let nodes = all_nodes(prog);
        for (decl, name, file_scope) in found {
            let ident = prog.node_text(name);
            // A name declared twice (shadowing, a second declaration) is not one object.
            let elsewhere = nodes.iter().any(|&n| {
                n.kind() == kind::IDENTIFIER
                    && n.start_byte() != name.start_byte()
                    && prog.node_text(n) == ident
                    && n.parent().is_some_and(|p| {
                        matches!(
                            p.kind(),
                            kind::INIT_DECLARATOR
                                | kind::DECLARATION
                                | kind::PARAMETER_DECLARATION
                                | kind::POINTER_DECLARATOR
                                | kind::ARRAY_DECLARATOR
                                | kind::FUNCTION_DECLARATOR
                        ) && p.child_by_field_name(field::DECLARATOR) == Some(n)
                    })
            });
            if declared.get(ident).copied().unwrap_or(0) != 1 || elsewhere {
                continue;
            }
            if let Some(reps) = narrow(prog, &uses, decl, name) {
                // `int p = a;` at file scope is no constant initializer: not C.
                let init_is_address = decl
                    .parent()
                    .filter(|p| p.kind() == kind::INIT_DECLARATOR)
                    .and_then(|p| p.child_by_field_name(field::VALUE))
                    .is_some_and(|v| drop_address(prog, v).is_some());
                if file_scope && init_is_address {
                    continue;
                }
                list.push(Site {
                    reps,
                    what: format!("narrow the pointer `{ident}`"),
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
    fn a_pointer_used_only_through_itself_becomes_its_object() {
        let out = outputs(
            &NarrowPointers,
            "void f(void) { int a = 0; int *p = &a; ++*p; *p = 2; }",
        );
        assert_eq!(out[0], "void f(void) { int a = 0; int p = a; ++p; p = 2; }");
        // At file scope `int p = a;` is not C.
        assert!(outputs(
            &NarrowPointers,
            "int a; int *p = &a; void f(void) { ++*p; }"
        )
        .is_empty());
        let out = outputs(
            &NarrowPointers,
            "struct S { int x; } s; struct S *q; void f(void) { q = &s; q->x = q[0].x; }",
        );
        assert_eq!(
            out[0],
            "struct S { int x; } s; struct S q; void f(void) { q = s; q.x = q.x; }"
        );
        let out = outputs(&NarrowPointers, "int **p; int f(void) { return **p; }");
        assert_eq!(out[0], "int *p; int f(void) { return *p; }");
        // A pointer used only as a value of its own, pointing at nothing.
        let out = outputs(&NarrowPointers, "void f(void) { int *a = 0; ++a; }");
        assert_eq!(out[0], "void f(void) { int a = 0; ++a; }");
    }

    #[test]
    fn a_pointer_used_as_a_pointer_stays() {
        for src in [
            "int a; int *p = &a; int *g(void) { return p; }",
            "int *p; int f(void) { return p[1]; }",
            "int a; int *p = 0; int f(void) { return *p; }",
            "int a; int *p = &a; int f(void) { return p == 0; }",
            "int *p; int f(int *p) { return *p; }",
            "int f(int *p) { return *p; }",
        ] {
            assert!(outputs(&NarrowPointers, src).is_empty(), "{src}");
        }
    }
}
