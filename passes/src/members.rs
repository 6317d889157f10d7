//! Remove an unused struct or union member together with its entry in every positional
//! initializer of that type (`struct S s = {1, 2, 3};`, and one level of arrays of them;
//! `return {1, 2};` in a function returning one; a compound literal `(struct S){1, 2}`,
//! C++ `S{1, 2}`). A nested type's definition and a C++ `static` member take no place
//! in the list.
//! In C++, a data member of a class with a constructor of its own goes with its entries
//! in the constructors' initializer lists (`W(T &&r) : r(r), k(0)` loses `r(r)`, and its
//! side effects): removing the member alone does not compile. A member counts as used
//! where an expression names it, bare (`r` in a member function) or as `x.r`, outside
//! those entries. A struct or union without a constructor of its own (none, or only
//! `= default`) gets the C rule; such a `class` is left alone.

use crate::c::{all_nodes, declarator_name, elements, field_children, list_element_deletion, Uses};
use crate::cpp_ctor_params::{constructors, user_provided};
use crate::grammar::{cpp_kind, field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program, Replacement};
use std::ops::Range;
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
        "remove an unused struct/union member and its entry in every initializer of the type (C++: in every constructor's initializer list)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let mut list = Vec::new();
        if prog.lang() == Lang::Cpp {
            cpp_members(prog, &nodes, &mut list);
        }
        for spec in nodes
            .iter()
            .filter(|n| matches!(n.kind(), kind::STRUCT_SPECIFIER | kind::UNION_SPECIFIER))
        {
            let Some((tag, body)) = tag_and_body(prog, *spec) else {
                continue;
            };
            if prog.lang() == Lang::Cpp && has_own_constructor(prog, *spec, tag) {
                continue;
            }
            // The members a braced list initializes by position: not a nested type's
            // definition (`struct P {...};` declares no member), not a C++ `static`.
            let fields: Vec<Node<'_>> = elements(body)
                .into_iter()
                .filter(|f| f.kind() == kind::FIELD_DECLARATION)
                .filter(|f| {
                    !nested_type(*f) && !crate::c::storage_classes(prog, *f).contains(&"static")
                })
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
                let of_tag = ty.is_some_and(|t| names_tag(prog, t, spec.kind(), tag));
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
            inits.extend(lists_of_type(prog, nodes.as_slice(), spec.kind(), tag));
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

/// Whether field declaration `f` only defines a named type (`struct P {...};`), no
/// member.
fn nested_type(f: Node<'_>) -> bool {
    field_children(f, field::DECLARATOR).is_empty()
        && f.child_by_field_name(field::TYPE).is_some_and(|t| {
            t.child_by_field_name(field::NAME).is_some()
                && t.child_by_field_name(field::BODY).is_some()
        })
}

/// Whether type node `t` names the struct or union `tag` of kind `spec_kind`: `struct
/// tag` (a definition too), or in C++ `tag` bare (`W w = {1, 2}`).
fn names_tag(prog: &Program, t: Node<'_>, spec_kind: &str, tag: &str) -> bool {
    (t.kind() == spec_kind
        && t.child_by_field_name(field::NAME)
            .is_some_and(|n| prog.node_text(n) == tag))
        || (prog.lang() == Lang::Cpp
            && t.kind() == kind::TYPE_IDENTIFIER
            && prog.node_text(t) == tag)
}

/// The braced lists that initialize a `tag` (a struct or union of kind `spec_kind`) by
/// position outside declarations: `return {...};` in a function returning one, and a
/// compound literal `(struct tag){...}` (C++: `tag{...}`).
fn lists_of_type<'t>(
    prog: &Program,
    nodes: &[Node<'t>],
    spec_kind: &str,
    tag: &str,
) -> Vec<Node<'t>> {
    // A use of the type, not its definition.
    let names_tag = |t: Node<'_>| {
        t.child_by_field_name(field::BODY).is_none() && names_tag(prog, t, spec_kind, tag)
    };
    let mut out = Vec::new();
    for n in nodes {
        match n.kind() {
            kind::COMPOUND_LITERAL_EXPRESSION => {
                let ty = n.child_by_field_name(field::TYPE);
                // C's `(struct tag){...}`: the type is a type descriptor.
                let ty = ty.map(|t| t.child_by_field_name(field::TYPE).unwrap_or(t));
                if let (Some(t), Some(v)) = (ty, n.child_by_field_name(field::VALUE)) {
                    if names_tag(t) && v.kind() == kind::INITIALIZER_LIST {
                        out.push(v);
                    }
                }
            }
            kind::RETURN_STATEMENT => {
                let Some(v) = n
                    .named_child(0)
                    .filter(|v| v.kind() == kind::INITIALIZER_LIST)
                else {
                    continue;
                };
                // The function the `return` leaves (a lambda's is its own).
                let mut up = n.parent();
                while let Some(p) = up {
                    if matches!(
                        p.kind(),
                        kind::FUNCTION_DEFINITION | cpp_kind::LAMBDA_EXPRESSION
                    ) {
                        break;
                    }
                    up = p.parent();
                }
                let returns_tag = up
                    .filter(|f| f.kind() == kind::FUNCTION_DEFINITION)
                    .and_then(|f| f.child_by_field_name(field::TYPE))
                    .is_some_and(names_tag)
                    && up
                        .and_then(|f| f.child_by_field_name(field::DECLARATOR))
                        .is_some_and(|d| d.kind() == kind::FUNCTION_DECLARATOR);
                if returns_tag {
                    out.push(v);
                }
            }
            _ => {}
        }
    }
    out
}

/// Whether the class `spec` named `tag` has a constructor of its own (not `= default`):
/// then no braced list initializes its members by position.
fn has_own_constructor(prog: &Program, spec: Node<'_>, tag: &str) -> bool {
    constructors(prog, spec, tag)
        .iter()
        .any(|&(_, m)| user_provided(m))
}

/// The tag and the body of a struct, union or class definition.
fn tag_and_body<'t>(prog: &'t Program, spec: Node<'t>) -> Option<(&'t str, Node<'t>)> {
    let tag = spec.child_by_field_name(field::NAME)?;
    Some((prog.node_text(tag), spec.child_by_field_name(field::BODY)?))
}

/// C++: the data members of classes with a constructor that no expression names, each
/// with its entries in the constructors' initializer lists.
fn cpp_members(prog: &Program, nodes: &[Node<'_>], list: &mut Vec<Site>) {
    let Some(root) = prog.root() else { return };
    let uses = Uses::of(prog);
    for spec in nodes.iter().filter(|n| {
        matches!(
            n.kind(),
            kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER | kind::UNION_SPECIFIER
        )
    }) {
        let Some((tag, body)) = tag_and_body(prog, *spec) else {
            continue;
        };
        if !has_own_constructor(prog, *spec, tag) {
            continue;
        }
        let ctors = constructors(prog, *spec, tag);
        for f in elements(body)
            .into_iter()
            .filter(|f| f.kind() == kind::FIELD_DECLARATION)
        {
            let [d] = field_children(f, field::DECLARATOR)[..] else {
                continue;
            };
            let d = match d.kind() {
                cpp_kind::REFERENCE_DECLARATOR => match d.named_child(0) {
                    Some(x) => x,
                    None => continue,
                },
                _ => d,
            };
            // A data member: a name, a pointer or an array, not a method.
            if !matches!(
                d.kind(),
                kind::FIELD_IDENTIFIER | kind::POINTER_DECLARATOR | kind::ARRAY_DECLARATOR
            ) || crate::c::function_declarator(d).is_some()
            {
                continue;
            }
            let Some(name) = declarator_name(d).map(|n| prog.node_text(n)) else {
                continue;
            };
            let mut entries: Vec<(Node<'_>, Range<usize>)> = Vec::new();
            for (_, member) in &ctors {
                let mut c = member.walk();
                let Some(inits) = member
                    .children(&mut c)
                    .find(|k| k.kind() == cpp_kind::FIELD_INITIALIZER_LIST)
                else {
                    continue;
                };
                let all = elements(inits);
                let mine: Vec<usize> = (0..all.len())
                    .filter(|&i| {
                        all[i]
                            .named_child(0)
                            .is_some_and(|n| prog.node_text(n) == name)
                    })
                    .collect();
                if !mine.is_empty() && mine.len() == all.len() {
                    entries.push((inits, inits.byte_range()));
                } else {
                    for i in mine {
                        if let Some(r) = list_element_deletion(inits, i) {
                            entries.push((all[i], r));
                        }
                    }
                }
            }
            let inside = |n: Node<'_>| {
                entries
                    .iter()
                    .any(|(e, _)| e.start_byte() <= n.start_byte() && n.end_byte() <= e.end_byte())
            };
            // Only the tokens spelling the name are looked at (a unit holds millions of
            // nodes and thousands of members).
            let used = uses.positions(name).iter().any(|&at| {
                let Some(n) = root.descendant_for_byte_range(at, at + name.len()) else {
                    return false;
                };
                if inside(n) || prog.node_text(n) != name {
                    return false;
                }
                match n.kind() {
                    kind::IDENTIFIER => !declared_here(n),
                    kind::FIELD_IDENTIFIER => n.parent().is_some_and(|p| {
                        matches!(
                            p.kind(),
                            kind::FIELD_EXPRESSION | cpp_kind::FIELD_INITIALIZER
                        )
                    }),
                    _ => false,
                }
            });
            if used {
                continue;
            }
            let mut reps = vec![Replacement {
                range: f.byte_range(),
                text: String::new(),
            }];
            reps.extend(entries.into_iter().map(|(_, range)| Replacement {
                range,
                text: String::new(),
            }));
            list.push(Site {
                reps,
                what: format!("remove member `{name}` of `{tag}` and its initializers"),
            });
        }
    }
}

/// Whether identifier `n` is the name a declarator declares (a parameter's, a local's),
/// not a use.
fn declared_here(n: Node<'_>) -> bool {
    let Some(p) = n.parent() else { return false };
    match p.kind() {
        cpp_kind::REFERENCE_DECLARATOR => true,
        _ => p
            .child_by_field_name(field::DECLARATOR)
            .is_some_and(|d| d.id() == n.id()),
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

    /// C++: a data member goes with its entries in every constructor's initializer list,
    /// the list's `:` too when it was the only entry.
    #[test]
    fn removes_a_cpp_member_with_its_constructor_initializers() {
        let out = |src: &str| crate::testing::cpp_outputs(&RemoveMembers, src);
        let src = "struct T {};\nstruct W {\n  T &r;\n  int k;\n  W(T &&r, int) : r(r), k(0) {}\n  W() : r(*new T) {}\n  int g() { return k; }\n};";
        assert_eq!(
            out(src),
            vec!["struct T {};\nstruct W {\n  \n  int k;\n  W(T &&r, int) : k(0) {}\n  W()  {}\n  int g() { return k; }\n};"]
        );
        // Used bare in a member function, through `this->`, or from outside: kept.
        for src in [
            "struct W { int k; W() : k(0) {} int g() { return k; } };",
            "struct W { int k; W() {} int g() { return this->k; } };",
            "struct W { int k; W() {} }; int f(W w) { return w.k; }",
            "struct W { int k; W(); }; W::W() : k(1) {} ",
            "struct W { int k; W(); int g(); }; int W::g() { return k; }",
        ] {
            assert!(
                out(src).iter().all(|o| o.contains("int k;")),
                "{src}: {:?}",
                out(src)
            );
        }
    }

    /// `return {...};` in a function returning the struct, and a compound literal of it,
    /// lose the member's entry too; a function returning another type, or a pointer,
    /// keeps its list.
    #[test]
    fn returned_lists_and_compound_literals_lose_the_entry() {
        let src = "struct S { int a; int b; };\nstruct S f(void) { return (struct S){1, 2}; }\nstruct S *g(void) { return 0; }\nint h(struct S s) { return s.b; }";
        assert_eq!(
            crate::testing::outputs(&RemoveMembers, src),
            vec!["struct S {  int b; };\nstruct S f(void) { return (struct S){2}; }\nstruct S *g(void) { return 0; }\nint h(struct S s) { return s.b; }"]
        );
        let src = "struct T {\n  struct P {\n    T get() { return {h(*this)}; }\n    V v() { return {1}; }\n  };\n  H b;\n};\nT t() { return T{0}; }";
        assert_eq!(
            crate::testing::cpp_outputs(&RemoveMembers, src),
            vec!["struct T {\n  struct P {\n    T get() { return {}; }\n    V v() { return {1}; }\n  };\n  \n};\nT t() { return T{}; }"]
        );
        // A static member and a nested type take no place in the list.
        let src = "struct W { static int s; struct N { int q; }; int a; int b; }; W w = {1, 2}; int f() { return w.b + W::s; }";
        assert_eq!(
            crate::testing::cpp_outputs(&RemoveMembers, src),
            vec![
                "struct W { static int s; struct N {  };  int b; }; W w = {2}; int f() { return w.b + W::s; }",
                "struct W { static int s; struct N { int q; };  int b; }; W w = {2}; int f() { return w.b + W::s; }",
                "struct W { static int s; struct N {  }; int a; int b; }; W w = {1, 2}; int f() { return w.b + W::s; }",
            ]
        );
    }

    /// C++: a struct whose only constructor is `= default` is initialized by position,
    /// as in C, also where the program names it bare.
    #[test]
    fn a_cpp_aggregate_loses_its_initializer_entry() {
        let src =
            "struct W { int a; int b; W() = default; }; W w = {1, 2}; int f() { return w.b; }";
        assert_eq!(
            crate::testing::cpp_outputs(&RemoveMembers, src),
            vec!["struct W {  int b; W() = default; }; W w = {2}; int f() { return w.b; }"]
        );
    }
}
