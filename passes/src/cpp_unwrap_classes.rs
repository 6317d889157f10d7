//! C++: a class removed with its members kept, made globals (Vulcan's "a member made a
//! global"; the C++ work's list of what C-Vise's transforms do and ours did not). `struct
//! U { typedef T<int> V; int f(); }; int U::f() { … }` becomes `typedef T<int> V; int
//! f(); int f() { … }`: every `U::` goes, and so do the access labels. A test that
//! needs only what the class holds, not the class, then loses the class, its member
//! functions' qualifications and, once they are free functions, whatever else made them
//! members. As `unwrap_namespaces` does for a namespace.
//!
//! Left alone: a class that names itself anywhere but in `U::` (a constructor, a
//! destructor, a variable or parameter of its type), a template, a class with a base, a
//! class nested in another or declared with variables (`struct U {…} u;`), and one whose
//! members a namespace scope cannot hold (`friend`, `virtual`, an `operator`, a member
//! initialized in a constructor). Whether the members' names clash with the globals,
//! and whether the member functions used `this`, is the test's to say.

use crate::c::each_node;
use crate::grammar::{cpp_kind, field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program, Replacement};
use std::collections::HashMap;
use tree_sitter::Node;

/// Remove a class and keep its members at the enclosing scope.
#[derive(Debug, Default)]
pub(crate) struct UnwrapClasses;

impl Pass for UnwrapClasses {
    fn name(&self) -> &'static str {
        "unwrap_classes"
    }

    fn description(&self) -> &'static str {
        "C++: remove a class and keep its members as globals (`U::f` to `f`, access labels \
         dropped)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let seen = Seen::of(prog);
        let list: Vec<Site> = seen
            .classes
            .iter()
            .filter_map(|class| unwrap(prog, &seen, class))
            .collect();
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// Words that make a member something a namespace scope cannot hold as it is.
const MEMBER_ONLY: &[&str] = &["friend", "virtual", "operator", "explicit", "mutable"];

/// A class that may be unwrapped, by its shape alone.
struct Class<'t> {
    spec: Node<'t>,
    name: Node<'t>,
    body: Node<'t>,
    open: Node<'t>,
    close: Node<'t>,
    semi: Node<'t>,
}

/// What the pass reads of the program, in two walks and no list of every node (on a unit
/// of several MB that list is millions of nodes, and a look per class over it is
/// quadratic): the classes, then where their members' words and labels are and where
/// their names stand.
struct Seen<'t> {
    classes: Vec<Class<'t>>,
    /// Leaves of [`MEMBER_ONLY`] and constructors' initializer lists, by start.
    member_only: Vec<usize>,
    /// Access labels, in document order.
    access: Vec<Node<'t>>,
    /// Every leaf spelled as one of the classes' names, by its text.
    named: HashMap<&'t str, Vec<Node<'t>>>,
}

impl<'t> Seen<'t> {
    fn of(prog: &'t Program) -> Seen<'t> {
        let mut classes = Vec::new();
        let mut member_only = Vec::new();
        let mut access = Vec::new();
        each_node(prog, |n| {
            match n.kind() {
                kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER => {
                    classes.extend(Class::of(n));
                }
                cpp_kind::ACCESS_SPECIFIER => access.push(n),
                cpp_kind::FIELD_INITIALIZER_LIST => member_only.push(n.start_byte()),
                _ => {}
            }
            if n.child_count() == 0 && MEMBER_ONLY.contains(&prog.node_text(n)) {
                member_only.push(n.start_byte());
            }
        });
        member_only.sort_unstable();
        let mut named: HashMap<&'t str, Vec<Node<'t>>> = classes
            .iter()
            .map(|c| (prog.node_text(c.name), Vec::new()))
            .collect();
        if !named.is_empty() {
            each_node(prog, |n| {
                if n.child_count() == 0 {
                    if let Some(uses) = named.get_mut(prog.node_text(n)) {
                        uses.push(n);
                    }
                }
            });
        }
        Seen {
            classes,
            member_only,
            access,
            named,
        }
    }
}

impl<'t> Class<'t> {
    /// `spec` as a class of its own at file or namespace scope (`struct U { … };`),
    /// named, with a body and no base.
    fn of(spec: Node<'t>) -> Option<Class<'t>> {
        let name = spec.child_by_field_name(field::NAME)?;
        let body = spec.child_by_field_name(field::BODY)?;
        if name.kind() != kind::TYPE_IDENTIFIER {
            return None;
        }
        let scope = spec.parent()?;
        if !matches!(
            scope.kind(),
            kind::TRANSLATION_UNIT | kind::DECLARATION_LIST
        ) {
            return None;
        }
        let semi = spec.next_sibling().filter(|n| n.kind() == ";")?;
        let open = body.child(0).filter(|n| n.kind() == "{")?;
        let close = body
            .child(body.child_count().checked_sub(1)?)
            .filter(|n| n.kind() == "}")?;
        let mut c = spec.walk();
        if spec
            .children(&mut c)
            .any(|k| k.kind() == cpp_kind::BASE_CLASS_CLAUSE)
        {
            return None;
        }
        Some(Class {
            spec,
            name,
            body,
            open,
            close,
            semi,
        })
    }
}

/// The site removing `class` around its members, and its name from the names it
/// qualifies.
fn unwrap(prog: &Program, seen: &Seen<'_>, class: &Class<'_>) -> Option<Site> {
    let body = class.body.byte_range();
    // The first of a sorted list at or after the body's start lies inside it, if any does.
    let first = seen.member_only.partition_point(|&at| at < body.start);
    if seen.member_only.get(first).is_some_and(|&at| at < body.end) {
        return None;
    }
    let mut reps = vec![
        Replacement {
            range: class.spec.start_byte()..class.open.end_byte(),
            text: String::new(),
        },
        Replacement {
            range: class.close.start_byte()..class.semi.end_byte(),
            text: String::new(),
        },
    ];
    let labels = seen.access.partition_point(|n| n.start_byte() < body.start);
    for label in seen.access[labels..]
        .iter()
        .take_while(|n| n.end_byte() <= body.end)
    {
        let colon = label.next_sibling().filter(|k| k.kind() == ":")?;
        reps.push(Replacement {
            range: label.start_byte()..colon.end_byte(),
            text: String::new(),
        });
    }
    let name = prog.node_text(class.name);
    for n in seen.named.get(name).into_iter().flatten() {
        if n.id() == class.name.id() {
            continue;
        }
        // Its name elsewhere: only as the scope of a qualified name.
        let parent = n.parent()?;
        let colons = n.next_sibling().filter(|k| k.kind() == "::");
        let scoped = parent.kind() == cpp_kind::QUALIFIED_IDENTIFIER
            && parent.child_by_field_name("scope").map(|s| s.id()) == Some(n.id());
        match colons {
            Some(colons) if scoped && parent.start_byte() == n.start_byte() => {
                reps.push(Replacement {
                    range: n.start_byte()..colons.end_byte(),
                    text: String::new(),
                })
            }
            _ => return None,
        }
    }
    Some(Site {
        reps,
        what: format!("unwrap class `{name}`"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn a_class_s_members_become_globals_and_its_qualifications_go() {
        let src = "struct U {\n  typedef int V;\npublic:\n  int f();\n  struct W { V a; };\n};\nint U::f() { W b; return b.a; }\nint g(U::V);\n";
        let out = cpp_outputs(&UnwrapClasses, src);
        assert_eq!(
            out,
            vec!["\n  typedef int V;\n\n  int f();\n  struct W { V a; };\n\nint f() { W b; return b.a; }\nint g(V);\n"]
        );
    }

    #[test]
    fn a_pragma_in_a_class_comes_out_with_it() {
        let src = "struct T {\n  typedef int U;\n#pragma omp declare reduction (x : U : omp_out += omp_in)\n  void foo();\n};\nvoid T::foo() {}\n";
        let out = cpp_outputs(&UnwrapClasses, src);
        assert_eq!(
            out,
            vec!["\n  typedef int U;\n#pragma omp declare reduction (x : U : omp_out += omp_in)\n  void foo();\n\nvoid foo() {}\n"]
        );
    }

    #[test]
    fn classes_that_cannot_be_unwrapped_are_left_alone() {
        for src in [
            // Its name as a type, a constructor, a destructor.
            "struct U { int a; };\nU u;\n",
            "struct U { U(); int a; };\n",
            "struct U { ~U(); };\n",
            // With a variable, a base, in a template, nested.
            "struct U { int a; } u;\n",
            "struct B {};\nstruct U : B { int a; };\n",
            "template <class T> struct U { T a; };\n",
            // Members only a class can hold.
            "struct U { friend int f(); };\n",
            "struct U { virtual int f(); };\n",
            "struct U { int operator()(); };\n",
            "struct U { int a; int b() { return a; } U(int x) : a(x) {} };\n",
        ] {
            let out = cpp_outputs(&UnwrapClasses, src);
            assert!(
                out.iter().all(|o| o.contains("struct U")),
                "{src:?} gave {out:?}"
            );
        }
        // Nested: the outer one unwraps, the inner one stays.
        let out = cpp_outputs(&UnwrapClasses, "struct A { struct U { int a; }; };\n");
        assert_eq!(out, vec![" struct U { int a; }; \n"]);
    }

    #[test]
    fn c_gets_nothing() {
        assert!(outputs(&UnwrapClasses, "struct U { int a; };\n").is_empty());
    }
}
