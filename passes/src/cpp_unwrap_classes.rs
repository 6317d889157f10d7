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
//! and whether the member functions used `this`, is the test's to say. Inside another
//! class, `U::f` becomes `::f`, which that class's own `f` cannot hide.
//!
//! Also one member at a time: a member function defined outside its class and named
//! nowhere else becomes a free function (`template <> void T<int>::foo(V q) {…}` to
//! `void foo(V q) {…}`), its class keeping the declaration for other passes to remove.

use crate::c::each_node;
use crate::grammar::{class_name, cpp_kind, field, kind};
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
         dropped); make a member function defined outside its class and called nowhere a \
         free function"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let seen = Seen::of(prog);
        let mut list: Vec<Site> = seen
            .classes
            .iter()
            .filter_map(|class| unwrap(prog, &seen, class))
            .collect();
        list.extend(free_members(prog));
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
    /// At file scope (not in a namespace): its members' names there are `::name`.
    file_scope: bool,
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
    /// Every class body's bytes: a member of another class may hide a global's name.
    bodies: Vec<std::ops::Range<usize>>,
    /// Every leaf spelled as one of the classes' names, by its text.
    named: HashMap<&'t str, Vec<Node<'t>>>,
}

impl<'t> Seen<'t> {
    fn of(prog: &'t Program) -> Seen<'t> {
        let mut classes = Vec::new();
        let mut member_only = Vec::new();
        let mut access = Vec::new();
        let mut bodies = Vec::new();
        each_node(prog, |n| {
            match n.kind() {
                kind::FIELD_DECLARATION_LIST => bodies.push(n.byte_range()),
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
            bodies,
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
            file_scope: scope.kind() == kind::TRANSLATION_UNIT,
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
                // In another class, `U::f` becomes `::f`: that class's own `f` would
                // hide the global.
                let hidden = class.file_scope
                    && seen
                        .bodies
                        .iter()
                        .any(|b| *b != body && b.contains(&n.start_byte()));
                reps.push(Replacement {
                    range: n.start_byte()..if hidden {
                        n.end_byte()
                    } else {
                        colons.end_byte()
                    },
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

/// A member function defined outside its class, at file scope, and named nowhere but in
/// its class and that definition: made a free function (`template <> void
/// T3<int>::foo(V q) {…}` or `int U::f() {…}` to `void foo(V q) {…}`, `int f() {…}`).
/// Its class keeps the member's declaration, which other passes then remove with the
/// class. Not a constructor, a destructor or an operator; a `const` or `&` after the
/// parameters goes (a free function has none). Whether the body used `this` or other
/// members is the test's to say.
fn free_members(prog: &Program) -> Vec<Site> {
    let Some(root) = prog.root() else {
        return Vec::new();
    };
    // (the definition's first byte, its declarator's scope-and-name, the name)
    let mut defs = Vec::new();
    let mut c = root.walk();
    for top in root.named_children(&mut c) {
        let (start, def) = match top.kind() {
            kind::FUNCTION_DEFINITION => (top.start_byte(), top),
            cpp_kind::TEMPLATE_DECLARATION => {
                let params = top.child_by_field_name(field::PARAMETERS);
                let empty = params.is_some_and(|p| p.named_child_count() == 0);
                let mut k = top.walk();
                let def = top
                    .named_children(&mut k)
                    .find(|n| n.kind() == kind::FUNCTION_DEFINITION);
                match def {
                    Some(def) if empty => (top.start_byte(), def),
                    _ => continue,
                }
            }
            _ => continue,
        };
        let Some(fd) = def
            .child_by_field_name(field::DECLARATOR)
            .filter(|d| d.kind() == kind::FUNCTION_DECLARATOR)
        else {
            continue;
        };
        // `const`, `&`: a free function has none; the class's declaration keeps them.
        let mut k = fd.walk();
        let quals: Vec<std::ops::Range<usize>> = fd
            .children(&mut k)
            .filter(|q| matches!(q.kind(), kind::TYPE_QUALIFIER | "ref_qualifier"))
            .map(|q| prog.text()[..q.start_byte()].trim_end().len()..q.end_byte())
            .collect();
        let Some(q) = fd
            .child_by_field_name(field::DECLARATOR)
            .filter(|q| q.kind() == cpp_kind::QUALIFIED_IDENTIFIER)
        else {
            continue;
        };
        let Some((scope, name)) = crate::grammar::qualified_parts(q) else {
            continue;
        };
        if name.kind() != kind::IDENTIFIER {
            continue; // an operator, a destructor, a nested qualification
        }
        let class = match scope.kind() {
            cpp_kind::TEMPLATE_TYPE => scope.child_by_field_name(field::NAME),
            cpp_kind::NAMESPACE_IDENTIFIER | kind::TYPE_IDENTIFIER => Some(scope),
            _ => None,
        };
        let Some(class) = class else { continue };
        let class = prog.node_text(class);
        let name_text = prog.node_text(name);
        if class == name_text {
            continue; // a constructor
        }
        defs.push((start, def.start_byte(), q, name, class, name_text, quals));
    }
    if defs.is_empty() {
        return Vec::new();
    }
    // Where each class's bodies are, and where each member's name stands.
    let mut bodies: HashMap<&str, Vec<std::ops::Range<usize>>> = HashMap::new();
    let mut named: HashMap<&str, Vec<usize>> = defs.iter().map(|d| (d.5, Vec::new())).collect();
    each_node(prog, |n| {
        if matches!(n.kind(), kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER) {
            if let (Some(name), Some(body)) = (class_name(n), n.child_by_field_name(field::BODY)) {
                bodies
                    .entry(prog.node_text(name))
                    .or_default()
                    .push(body.byte_range());
            }
        } else if n.child_count() == 0 {
            if let Some(at) = named.get_mut(prog.node_text(n)) {
                at.push(n.start_byte());
            }
        }
    });
    let mut list = Vec::new();
    for (start, def_start, q, name, class, text, quals) in defs {
        let Some(own) = bodies.get(class) else {
            continue; // a namespace's function, or a class the program does not define
        };
        let elsewhere = named[text]
            .iter()
            .any(|&at| at != name.start_byte() && !own.iter().any(|b| b.contains(&at)));
        if elsewhere {
            continue;
        }
        let mut reps = vec![Replacement::deletion(
            prog.text(),
            q.start_byte()..name.start_byte(),
        )];
        if start != def_start {
            reps.push(Replacement {
                range: start..def_start,
                text: String::new(),
            });
        }
        reps.extend(
            quals
                .into_iter()
                .map(|r| Replacement::deletion(prog.text(), r)),
        );
        list.push(Site {
            reps,
            what: format!("member `{class}::{text}` made a free function"),
        });
    }
    list
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
            out[0],
            "\n  typedef int V;\n\n  int f();\n  struct W { V a; };\n\nint f() { W b; return b.a; }\nint g(V);\n"
        );
    }

    #[test]
    fn a_member_named_in_another_class_becomes_a_global_by_its_full_name() {
        let src = "struct W {\n  static int h(int);\n};\nstruct S {\n  int h(int a) { return W::h(a); }\n};\n";
        let out = cpp_outputs(&UnwrapClasses, src);
        assert!(
            out.contains(
                &"\n  static int h(int);\n\nstruct S {\n  int h(int a) { return ::h(a); }\n};\n"
                    .to_string()
            ),
            "{out:?}"
        );
    }

    #[test]
    fn a_pragma_in_a_class_comes_out_with_it() {
        let src = "struct T {\n  typedef int U;\n#pragma omp declare reduction (x : U : omp_out += omp_in)\n  void foo();\n};\nvoid T::foo() {}\n";
        let out = cpp_outputs(&UnwrapClasses, src);
        assert_eq!(
            out[0],
            "\n  typedef int U;\n#pragma omp declare reduction (x : U : omp_out += omp_in)\n  void foo();\n\nvoid foo() {}\n"
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
    fn a_member_defined_outside_its_class_becomes_a_free_function() {
        let src = "template <class> struct T { void foo(int); };\ntemplate <> void T<int>::foo(int q) { q++; }\n";
        assert_eq!(
            cpp_outputs(&UnwrapClasses, src),
            vec!["template <class> struct T { void foo(int); };\nvoid foo(int q) { q++; }\n"]
        );
        let src = "struct U { U(); ~U(); int f() const; int g(); int h(); bool operator!(); };\nU::U() {}\nU::~U() {}\nint U::f() const { return 0; }\nint U::g() { return 1; }\nint U::h() { return 2; }\nbool U::operator!() { return 0; }\nint k() { U u; return u.h(); }\n";
        let out = cpp_outputs(&UnwrapClasses, src);
        // `f` and `g`: `h` is called, the others cannot be free.
        assert_eq!(out.len(), 3, "{out:?}");
        assert!(
            out[0].contains("\nint f() { return 0; }\nint g() { return 1; }"),
            "{out:?}"
        );
        // A namespace's function is left alone.
        let src = "namespace N { void f(); }\nvoid N::f() {}\n";
        assert!(cpp_outputs(&UnwrapClasses, src).is_empty());
    }

    #[test]
    fn c_gets_nothing() {
        assert!(outputs(&UnwrapClasses, "struct U { int a; };\n").is_empty());
    }
}
