//! A local's first assignments folded into its declaration as its initializer (SFC's
//! structure form conversion): `int x; x = E;` becomes `int x = E;`, and `struct S x;
//! x.a = 1; x.b = E;`, the assignments of `S`'s first members in their order, becomes
//! `struct S x = {1, E};` (C++: `S x{1, E};`). Two tokens go for a variable, more for a
//! struct. Deletion cannot do it: the declaration alone leaves the value unset, the
//! assignment alone has nothing to assign to. `propagate_copies` removes a variable
//! read once; this keeps a variable that is read many times or written again.
//!
//! The declaration and the assignments are neighbours in one block, with nothing
//! between them, and the declarator is a plain name or a pointer (not an array, a
//! function or a reference) without an initializer. Left alone: a declaration with a
//! storage class or a qualifier (`static`, `const`: the first runs once, the second
//! takes no assignment), `auto`, a value that reads the variable itself or a name the
//! declaration declares after it (`int x, y = 3; x = y;`), a compound assignment
//! (`x += 1`), and for the member form a struct defined more than once or whose body
//! holds anything but plain fields (a C++ constructor, base or access label makes it
//! no aggregate; a `static` member is no element of the list). Whether the initialized
//! variable still shows the bug (a conversion or narrowing the assignment did not
//! have) is the test's to say.

use crate::c::{all_nodes, declarator_chain, only_definition, preorder};
use crate::expr::short;
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::views::Declaration;
use crate::{Candidate, Cursor, Lang, Pass, Program, Replacement};
use tree_sitter::Node;

/// Fold assignments into declarations.
#[derive(Debug, Default)]
pub(crate) struct AssignmentsToInitializers;

impl Pass for AssignmentsToInitializers {
    fn name(&self) -> &'static str {
        "assignments_to_initializers"
    }

    fn description(&self) -> &'static str {
        "fold a local's first assignments into its declaration: `int x; x = E;` -> `int x = E;`, `struct S s; s.a = 1;` -> `struct S s = {1};`"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let text = prog.text();
        let mut list = Vec::new();
        for block in nodes
            .iter()
            .filter(|n| n.kind() == kind::COMPOUND_STATEMENT)
        {
            let mut c = block.walk();
            let items: Vec<Node<'_>> = block.named_children(&mut c).collect();
            for (k, item) in items.iter().enumerate() {
                let Some(decl) = foldable(prog, *item) else {
                    continue;
                };
                let declared = declared_names(prog, *item);
                for (name, target) in decl {
                    // The value may read no name declared from `name` on: the
                    // initializer would read it before its declaration.
                    let unset = declared
                        .iter()
                        .position(|n| *n == name)
                        .map_or(&declared[..], |i| &declared[i..]);
                    let rest = &items[k + 1..];
                    if let Some(value) = rest.first().and_then(|s| assigned(prog, *s, name, unset))
                    {
                        list.push(Site {
                            reps: vec![
                                Replacement::spaced(
                                    text,
                                    target.end_byte()..target.end_byte(),
                                    &format!(" = {}", prog.node_text(value)),
                                ),
                                Replacement::deletion(
                                    text,
                                    rest[0].start_byte()..rest[0].end_byte(),
                                ),
                            ],
                            what: format!(
                                "fold `{name} = {}` into its declaration",
                                short(prog.node_text(value))
                            ),
                        });
                        continue;
                    }
                    if target.kind() != kind::IDENTIFIER {
                        continue;
                    }
                    let Some(fields) = struct_fields(prog, &nodes, *item) else {
                        continue;
                    };
                    let values: Vec<Node<'_>> = rest
                        .iter()
                        .zip(&fields)
                        .map_while(|(s, f)| member_assigned(prog, *s, name, f, unset))
                        .collect();
                    let Some(last) = values.len().checked_sub(1).map(|i| rest[i]) else {
                        continue;
                    };
                    let list_text = values
                        .iter()
                        .map(|v| prog.node_text(*v))
                        .collect::<Vec<_>>()
                        .join(", ");
                    let init = match prog.lang() {
                        Lang::C => format!(" = {{{list_text}}}"),
                        Lang::Cpp => format!("{{{list_text}}}"),
                    };
                    list.push(Site {
                        reps: vec![
                            Replacement::spaced(text, target.end_byte()..target.end_byte(), &init),
                            Replacement::deletion(text, rest[0].start_byte()..last.end_byte()),
                        ],
                        what: format!(
                            "fold {} member assignment{} of `{name}` into its declaration",
                            values.len(),
                            if values.len() == 1 { "" } else { "s" }
                        ),
                    });
                }
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The names `item` declares that may take an initializer, each with its declarator
/// (without initializer): a declaration with no storage class, qualifier or `auto`, and
/// of its declarators those that are a name or a pointer to one.
fn foldable<'t>(prog: &'t Program, item: Node<'t>) -> Option<Vec<(&'t str, Node<'t>)>> {
    if item.kind() != kind::DECLARATION {
        return None;
    }
    let decl = Declaration::of(item)?;
    let mut c = item.walk();
    let plain_specifiers = item.children(&mut c).all(|n| {
        !matches!(
            n.kind(),
            kind::STORAGE_CLASS_SPECIFIER
                | kind::TYPE_QUALIFIER
                | "attribute_specifier"
                | "attribute_declaration"
                | "placeholder_type_specifier"
        )
    });
    if !plain_specifiers || decl.ty.is_none() {
        return None;
    }
    Some(
        decl.declarators
            .iter()
            .filter(|d| d.value.is_none() && d.node.kind() != kind::INIT_DECLARATOR)
            .filter(|d| {
                declarator_chain(d.target)
                    .iter()
                    .all(|n| matches!(n.kind(), kind::IDENTIFIER | kind::POINTER_DECLARATOR))
            })
            .filter_map(|d| Some((prog.node_text(d.name?), d.target)))
            .collect(),
    )
}

/// The names a declaration declares, in order.
fn declared_names<'t>(prog: &'t Program, item: Node<'t>) -> Vec<&'t str> {
    Declaration::of(item).map_or_else(Vec::new, |d| {
        d.declarators
            .iter()
            .filter_map(|d| Some(prog.node_text(d.name?)))
            .collect()
    })
}

/// `E` when `stmt` is `name = E;` and `E` reads none of `unset`.
fn assigned<'t>(prog: &Program, stmt: Node<'t>, name: &str, unset: &[&str]) -> Option<Node<'t>> {
    let (left, value) = assignment(stmt)?;
    (left.kind() == kind::IDENTIFIER && prog.node_text(left) == name && !reads(prog, value, unset))
        .then_some(value)
}

/// `E` when `stmt` is `name.member = E;` and `E` reads none of `unset`.
fn member_assigned<'t>(
    prog: &Program,
    stmt: Node<'t>,
    name: &str,
    member: &str,
    unset: &[&str],
) -> Option<Node<'t>> {
    let (left, value) = assignment(stmt)?;
    if left.kind() != kind::FIELD_EXPRESSION
        || reads(prog, value, unset)
        || left.child_by_field_name(field::OPERATOR)?.kind() != "."
    {
        return None;
    }
    let object = left.child_by_field_name(field::ARGUMENT)?;
    let m = left.child_by_field_name(field::FIELD)?;
    (object.kind() == kind::IDENTIFIER
        && prog.node_text(object) == name
        && prog.node_text(m) == member)
        .then_some(value)
}

/// The left side and the value of an expression statement `L = E;` (a plain `=`).
fn assignment(stmt: Node<'_>) -> Option<(Node<'_>, Node<'_>)> {
    if stmt.kind() != kind::EXPRESSION_STATEMENT {
        return None;
    }
    let e = stmt.named_child(0)?;
    if e.kind() != kind::ASSIGNMENT_EXPRESSION
        || e.child_by_field_name(field::OPERATOR)?.kind() != "="
    {
        return None;
    }
    Some((
        e.child_by_field_name(field::LEFT)?,
        e.child_by_field_name(field::RIGHT)?,
    ))
}

/// Whether any of `names` occurs in `value` as a token.
fn reads(prog: &Program, value: Node<'_>, names: &[&str]) -> bool {
    preorder(value)
        .into_iter()
        .any(|n| n.child_count() == 0 && names.contains(&prog.node_text(n)))
}

/// The names of the fields of the struct `decl` declares its variables of, in order,
/// when the program defines it once and its body holds only plain fields: `struct S`
/// (C and C++) or `S` (C++).
fn struct_fields<'t>(
    prog: &'t Program,
    nodes: &[Node<'t>],
    decl: Node<'t>,
) -> Option<Vec<&'t str>> {
    let ty = decl.child_by_field_name(field::TYPE)?;
    let name = match ty.kind() {
        kind::STRUCT_SPECIFIER if ty.child_by_field_name(field::BODY).is_none() => {
            ty.child_by_field_name(field::NAME)?
        }
        kind::TYPE_IDENTIFIER if prog.lang() == Lang::Cpp => ty,
        _ => return None,
    };
    let def = only_definition(prog, nodes, kind::STRUCT_SPECIFIER, prog.node_text(name))?;
    let mut c = def.walk();
    if def
        .children(&mut c)
        .any(|n| n.kind() == "base_class_clause")
    {
        return None;
    }
    let body = def.child_by_field_name(field::BODY)?;
    let mut fields = Vec::new();
    let mut c = body.walk();
    for member in body.named_children(&mut c) {
        match member.kind() {
            kind::COMMENT => {}
            kind::FIELD_DECLARATION => {
                let d = Declaration::of(member)?;
                if !d.storage_classes(prog).is_empty() {
                    // A `static` member takes no place in the list.
                    return None;
                }
                if d.declarators.is_empty() {
                    // An anonymous struct or union: its members are initialized inside it.
                    return None;
                }
                for dd in d.declarators {
                    fields.push(prog.node_text(dd.name?));
                }
            }
            _ => return None,
        }
    }
    Some(fields)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn a_variable_s_first_assignment_becomes_its_initializer() {
        assert_eq!(
            outputs(
                &AssignmentsToInitializers,
                "int f(int n) { int x, *p; x = n + 1; p = &x; while (x) x--; return *p; }"
            ),
            vec!["int f(int n) { int x = n + 1, *p;  p = &x; while (x) x--; return *p; }"]
        );
        assert_eq!(
            outputs(
                &AssignmentsToInitializers,
                "int f(int n) { int *p; p = &n; return *p; }"
            ),
            vec!["int f(int n) { int *p = &n;  return *p; }"]
        );
        assert_eq!(
            cpp_outputs(
                &AssignmentsToInitializers,
                "void f() { T t; t = g(); h(t); }"
            ),
            vec!["void f() { T t = g();  h(t); }"]
        );
    }

    #[test]
    fn what_a_variable_s_assignment_must_leave_alone() {
        for src in [
            // Not the next statement, or something between.
            "int f(int n) { int x; n++; x = n; return x; }",
            // The value reads the variable.
            "int f(int n) { int x; x = x + n; return x; }",
            // Compound assignment, initialized already, an array, a storage class, a
            // qualifier.
            "int f(int n) { int x; x += n; return x; }",
            "int f(int n) { int x = 1; x = n; return x; }",
            "int f(int n) { int a[2]; a[0] = n; return a[0]; }",
            "int f(int n) { static int x; x = n; return x; }",
            "int f(int n) { volatile int x; x = n; return x; }",
            // At file scope there are no statements.
            "int x; int f(void) { return x; }",
            // Assignments in a comma expression.
            "int f(int n) { int x; x = n, n++; return x; }",
            // The value reads a name the declaration declares after the variable.
            "int f(void) { int x, y = 3; x = y; return x; }",
            "int f(void) { int x, *p; x = *p; return x; }",
        ] {
            assert_eq!(
                outputs(&AssignmentsToInitializers, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
    }

    #[test]
    fn a_struct_s_first_members_become_its_initializer_list() {
        let src = "struct S { int a; long b, c; }; int f(int n) { struct S s; s.a = n; s.b = 2; s.a = 3; return s.a; }";
        assert_eq!(
            outputs(&AssignmentsToInitializers, src),
            vec!["struct S { int a; long b, c; }; int f(int n) { struct S s = {n, 2};  s.a = 3; return s.a; }"]
        );
        // C++: brace initialization, and the type named bare.
        let src = "struct T { int a; };\n__attribute__((noipa)) T f() { throw 0; }\nint main() { T b; b.a = 5; f(); if (b.a != 5) __builtin_abort(); }";
        assert_eq!(
            cpp_outputs(&AssignmentsToInitializers, src),
            vec!["struct T { int a; };\n__attribute__((noipa)) T f() { throw 0; }\nint main() { T b{5};  f(); if (b.a != 5) __builtin_abort(); }"]
        );
    }

    #[test]
    fn what_a_struct_s_assignments_must_leave_alone() {
        for (cpp, src) in [
            // Not the first member.
            (false, "struct S { int a, b; }; int f(void) { struct S s; s.b = 1; return s.b; }"),
            // Through a pointer.
            (false, "struct S { int a; }; int f(struct S *q) { struct S *s; s->a = 1; return 0; }"),
            // Defined twice, or anonymous members, or not known.
            (false, "struct S { int a; }; void g(void) { struct S { int a; } t; } int f(void) { struct S s; s.a = 1; return s.a; }"),
            (false, "struct S { union { int a; }; }; int f(void) { struct S s; s.a = 1; return s.a; }"),
            (false, "int f(void) { struct S s; s.a = 1; return s.a; }"),
            // The value reads the struct, or a name declared after it.
            (false, "struct S { int a, b; }; int f(void) { struct S s; s.a = s.b; return s.a; }"),
            (false, "struct S { int a; }; int f(void) { struct S s, t = {1}; s.a = t.a; return s.a; }"),
            // C++: a constructor, a base, an access label.
            (true, "struct T { T(); int a; }; int f() { T t; t.a = 1; return t.a; }"),
            (true, "struct B {}; struct T : B { int a; }; int f() { T t; t.a = 1; return t.a; }"),
            (true, "struct T { private: int a; }; int f() { T t; t.a = 1; return 0; }"),
            // A static member is no element of the list.
            (true, "struct T { static int s; int a; }; int f() { T t; t.s = 1; return 0; }"),
        ] {
            let got = if cpp {
                cpp_outputs(&AssignmentsToInitializers, src)
            } else {
                outputs(&AssignmentsToInitializers, src)
            };
            assert_eq!(got, Vec::<String>::new(), "{src}");
        }
    }
}
