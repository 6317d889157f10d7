//! A struct, union or class defined after a forward declaration of it moves up to that
//! declaration, which it replaces: `struct T; … struct T { … };` becomes `struct T { …
//! }; …`, three tokens fewer. A function defined after its prototype does the same:
//! `int f(void); … int f(void) { … }` becomes `int f(void) { … } …` (Csmith declares
//! every function first). Deletion cannot drop the forward declaration while a use
//! before the definition needs it, nor move the definition. (C-Vise reaches the same
//! program by reordering declarations.) Whether the earlier definition still shows the
//! bug (a type complete sooner) is the test's to say.
//!
//! A function moves only to a prototype that declares it alone, with the same
//! specifiers (`static int`), without attributes, and in C++ only when no other
//! declaration in the scope declares a function of its name (an overload).

use crate::c::{all_nodes, declarator_name, declared_names, function_declarator, preorder};
use crate::grammar::{cpp_kind, field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use std::collections::HashMap;
use std::ops::Range;
use tree_sitter::Node;

/// A bare tag item of a file, namespace or block (`struct T;` or `struct T {…};`, the
/// specifier followed by its `;`): its kind, name, range with the `;`, and whether it
/// defines.
fn bare_tag<'t>(
    prog: &'t Program,
    spec: Node<'_>,
) -> Option<(&'static str, &'t str, Range<usize>, bool)> {
    let k = match spec.kind() {
        kind::STRUCT_SPECIFIER => kind::STRUCT_SPECIFIER,
        kind::UNION_SPECIFIER => kind::UNION_SPECIFIER,
        kind::ENUM_SPECIFIER => kind::ENUM_SPECIFIER,
        cpp_kind::CLASS_SPECIFIER => cpp_kind::CLASS_SPECIFIER,
        _ => return None,
    };
    if !matches!(
        spec.parent()?.kind(),
        kind::TRANSLATION_UNIT | kind::DECLARATION_LIST | kind::COMPOUND_STATEMENT
    ) {
        return None;
    }
    let semi = spec.next_sibling().filter(|s| s.kind() == ";")?;
    let name = spec.child_by_field_name(field::NAME)?;
    if name.kind() != kind::TYPE_IDENTIFIER {
        return None;
    }
    Some((
        k,
        prog.node_text(name),
        spec.start_byte()..semi.end_byte(),
        spec.child_by_field_name(field::BODY).is_some(),
    ))
}

/// A function prototype or definition of a file or namespace (`int f(void);`, `int
/// f(void) { … }`): its name, its specifiers and declarator (the text up to its body
/// or `;`, spaced alike: a definition moves only to a prototype that reads the same, so
/// no call sees other parameter types, defaults or overloads), and whether it defines. A
/// prototype declares nothing else and has no attribute.
fn function_item<'t>(prog: &'t Program, item: Node<'_>) -> Option<(&'t str, String, bool)> {
    let defines = match item.kind() {
        kind::FUNCTION_DEFINITION => true,
        kind::DECLARATION => false,
        _ => return None,
    };
    let mut c = item.walk();
    let decls: Vec<Node<'_>> = item
        .children_by_field_name(field::DECLARATOR, &mut c)
        .collect();
    let [d] = decls[..] else {
        return None;
    };
    function_declarator(d)?;
    let name = declarator_name(d)?;
    let specs = &prog.text()[item.start_byte()..d.end_byte()];
    if !defines && prog.node_text(item).contains("__attribute__") {
        return None;
    }
    let specs = specs.split_whitespace().collect::<Vec<_>>().join(" ");
    Some((prog.node_text(name), specs, defines))
}

/// Hoist definitions.
#[derive(Debug, Default)]
pub(crate) struct HoistDefinitions;

impl Pass for HoistDefinitions {
    fn name(&self) -> &'static str {
        "hoist_definitions"
    }

    fn description(&self) -> &'static str {
        "move a struct/union/class definition up to its forward declaration, which it replaces"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        for scope in all_nodes(prog).into_iter().filter(|n| {
            matches!(
                n.kind(),
                kind::TRANSLATION_UNIT | kind::DECLARATION_LIST | kind::COMPOUND_STATEMENT
            )
        }) {
            // The scope's items in order: the first forward declaration of each tag, and
            // the items that declare each name.
            let mut forward: HashMap<(&str, &str), (usize, Range<usize>)> = HashMap::new();
            let mut declared_at: HashMap<&str, Vec<usize>> = HashMap::new();
            let mut c = scope.walk();
            let items: Vec<Node<'_>> = scope.named_children(&mut c).collect();
            // Functions: each name's first prototype, and how many items declare it.
            let functions: Vec<Option<(&str, String, bool)>> =
                items.iter().map(|i| function_item(prog, *i)).collect();
            let mut declaring: HashMap<&str, usize> = HashMap::new();
            for (name, _, _) in functions.iter().flatten() {
                *declaring.entry(*name).or_insert(0) += 1;
            }
            let mut prototype: HashMap<&str, (usize, &String, Range<usize>)> = HashMap::new();
            for (k, item) in items.iter().copied().enumerate() {
                if let Some((name, specs, defines)) = &functions[k] {
                    let range = item.start_byte()..item.end_byte();
                    if !defines {
                        prototype.entry(name).or_insert((k, specs, range));
                    } else if let Some((f, proto_specs, declared)) = prototype.get(name) {
                        let overloaded = prog.lang() == crate::Lang::Cpp && declaring[name] != 2;
                        if *proto_specs == specs
                            && !overloaded
                            && !names_declared_between(prog, item, &declared_at, *f, k)
                        {
                            let what =
                                format!("move the definition of `{name}` up to its prototype");
                            list.push(moved_up(prog, range, declared.clone(), what));
                        }
                    }
                }
                let tag = bare_tag(prog, item);
                if let Some((kind, name, range, defines)) = tag.clone() {
                    if !defines {
                        forward.entry((kind, name)).or_insert((k, range));
                    } else if let Some((f, declared)) = forward.get(&(kind, name)) {
                        if !names_declared_between(prog, item, &declared_at, *f, k) {
                            let what =
                                format!("move the definition of `{name}` up to its declaration");
                            list.push(moved_up(prog, range, declared.clone(), what));
                        }
                    }
                }
                let names = declared_names(item)
                    .into_iter()
                    .map(|n| prog.node_text(n))
                    .chain(tag.map(|(_, name, _, _)| name))
                    .chain(template_names(prog, item));
                for name in names {
                    declared_at.entry(name).or_default().push(k);
                }
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The definition at `range` moved to `declared`, which it replaces.
fn moved_up(prog: &Program, range: Range<usize>, declared: Range<usize>, what: String) -> Site {
    Site {
        reps: vec![
            Replacement {
                range: declared,
                text: prog.text()[range.clone()].to_string(),
            },
            Replacement {
                range,
                text: String::new(),
            },
        ],
        what,
    }
}

/// Whether `item` names something declared between items `from` and `to` of its scope
/// (`declared_at`: the items that declare each name, in order): moved up to `from`, it
/// would come before that declaration (a first one, another overload, a new prototype).
fn names_declared_between(
    prog: &Program,
    item: Node<'_>,
    declared_at: &HashMap<&str, Vec<usize>>,
    from: usize,
    to: usize,
) -> bool {
    preorder(item).into_iter().any(|n| {
        n.child_count() == 0
            && declared_at.get(prog.node_text(n)).is_some_and(|at| {
                let i = at.partition_point(|&k| k <= from);
                at.get(i).is_some_and(|&k| k < to)
            })
    })
}

/// The names a C++ template or class item declares (which [`declared_names`] does not
/// read): the class's name, or the templated item's names.
fn template_names<'t>(prog: &'t Program, item: Node<'_>) -> Vec<&'t str> {
    let mut out = Vec::new();
    let mut inner = Some(item);
    while let Some(i) = inner.filter(|i| i.kind() == cpp_kind::TEMPLATE_DECLARATION) {
        let mut c = i.walk();
        inner = i
            .named_children(&mut c)
            .filter(|n| n.kind() != cpp_kind::TEMPLATE_PARAMETER_LIST)
            .last();
    }
    if let Some(i) = inner.filter(|i| i.id() != item.id() || i.kind() == cpp_kind::CLASS_SPECIFIER)
    {
        out.extend(declared_names(i).into_iter().map(|n| prog.node_text(n)));
        let spec = if i.kind().ends_with("_specifier") {
            Some(i)
        } else {
            i.child_by_field_name(field::TYPE)
        };
        out.extend(
            spec.and_then(|t| t.child_by_field_name(field::NAME))
                .map(|n| prog.node_text(n)),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn a_definition_replaces_its_forward_declaration() {
        assert_eq!(
            outputs(
                &HoistDefinitions,
                "struct T; struct T *p; struct T { int a; }; int f(void) { return p->a; }"
            ),
            vec!["struct T { int a; }; struct T *p;  int f(void) { return p->a; }"]
        );
        assert_eq!(
            cpp_outputs(
                &HoistDefinitions,
                "struct T;\ntemplate <int a> struct U { typedef T V[a]; };\nstruct T {\n  float e{0};\n};\n"
            ),
            vec!["struct T {\n  float e{0};\n};\ntemplate <int a> struct U { typedef T V[a]; };\n\n"]
        );
    }

    #[test]
    fn a_function_definition_replaces_its_prototype() {
        assert_eq!(
            outputs(
                &HoistDefinitions,
                "static int g(void); int f(void) { return g(); } static int g(void) { return 1; }"
            ),
            vec!["static int g(void) { return 1; } int f(void) { return g(); } "]
        );
        assert_eq!(
            cpp_outputs(
                &HoistDefinitions,
                "int f(int x); int a = f(1); int f(int x) { return x; }"
            ),
            vec!["int f(int x) { return x; } int a = f(1); "]
        );
    }

    #[test]
    fn leaves_alone_a_function_it_cannot_move() {
        for src in [
            // It calls what is declared between, or uses a global declared between.
            "int f(void); int g(void); int f(void) { return g(); }",
            "int f(void); int d; int f(void) { return d; }",
            // Other specifiers, an attribute, a prototype of two.
            "static int f(void); int f(void) { return 0; }",
            "int f(void) __attribute__((noinline)); int f(void) { return 0; }",
            "int f(void), g(void); int f(void) { return 0; }",
            // Another declarator: the calls between would see other parameters.
            "int h(); int d; int h(p) { return p; }",
            "double h(double); double g(void) { return h(1); } double h(d) double d; { return d; }",
            // A new prototype between.
            "int g(); int f(void); int g(double); int f(void) { return g(1); }",
        ] {
            assert_eq!(
                outputs(&HoistDefinitions, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
        // C++: an overload, a default argument, another parameter type.
        for src in [
            "int f(int); int f(double); int f(int) { return 0; }",
            "int f(int = 0); int a = f(); int f(int x) { return x; }",
            "int f(int); int a = f(1); int f(double x) { return x; }",
            "int g(int); int f(); int g(long); int f() { return g(0L); }",
        ] {
            assert_eq!(
                cpp_outputs(&HoistDefinitions, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
    }

    #[test]
    fn leaves_alone_what_has_no_declaration_before_it_in_its_scope() {
        for src in [
            "struct T { int a; }; struct T;",
            "struct T; union T2 { int a; };",
            "struct T; void f(void) { struct T { int a; }; }",
            "struct T; struct T *g(struct T { int a; } *p);",
            // It needs what is declared between: mutual recursion, a typedef.
            "struct A; struct B { struct A *a; }; struct A { struct B b; };",
            "struct A; typedef int I; struct A { I i; };",
        ] {
            assert_eq!(
                outputs(&HoistDefinitions, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
    }
}
