//! C++ classes: a base class removed, a base class merged into its one derived class,
//! `class` made `struct` where that makes its leading `public:` needless, and a nested
//! class moved out to the enclosing scope.
//! (Members, bodies, constructor initializers and specifiers are the language-generic
//! passes' work: `hdd`, `function_to_declaration`, `drop_qualifiers`.) C programs get
//! no candidates.

use crate::c::{all_nodes, in_template, Uses};
use crate::grammar::{cpp_kind, field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program, Replacement};
use std::collections::HashSet;
use std::ops::Range;
use tree_sitter::Node;

/// Remove base classes, make classes structs, move nested classes out.
#[derive(Debug, Default)]
pub(crate) struct SimplifyClasses;

impl Pass for SimplifyClasses {
    fn name(&self) -> &'static str {
        "simplify_classes"
    }

    fn description(&self) -> &'static str {
        "C++: remove a base class, merge a base class into its one derived class, make a \
         class a struct without its leading `public:`, move a nested class out of its class"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let mut list = Vec::new();
        let nodes = all_nodes(prog);
        let uses = Uses::of(prog);
        for &n in &nodes {
            match n.kind() {
                cpp_kind::BASE_CLASS_CLAUSE => {
                    bases(prog, n, &mut list);
                    merge_bases(prog, &nodes, &uses, n, &mut list);
                }
                cpp_kind::CLASS_SPECIFIER => list.extend(class_to_struct(prog, n)),
                kind::FIELD_DECLARATION => list.extend(move_out(prog, n)),
                _ => {}
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// Each base of `clause` (`: public A, B`): the indices of its first and last child,
/// from one separator (`:` or `,`) to the next.
fn base_groups(clause: Node<'_>) -> Vec<(usize, usize)> {
    let mut groups: Vec<(usize, usize)> = Vec::new();
    let count = clause.child_count();
    let mut start = None;
    for i in 0..count {
        let Some(c) = clause.child(i) else { continue };
        if !c.is_named() && (c.kind() == ":" || c.kind() == ",") {
            if let Some(s) = start.take() {
                groups.push((s, i - 1));
            }
            start = Some(i + 1);
        }
    }
    if let Some(s) = start {
        if s < count {
            groups.push((s, count - 1));
        }
    }
    groups
}

/// What deleting base `gi` of `clause` deletes: the whole clause for the only base, else
/// the base with its access specifier and the comma after it (before it, for the last).
fn base_deletion(clause: Node<'_>, groups: &[(usize, usize)], gi: usize) -> Option<Range<usize>> {
    if groups.len() == 1 {
        return Some(clause.byte_range());
    }
    let (first, last) = groups[gi];
    let (a, b) = (clause.child(first)?, clause.child(last)?);
    Some(if gi + 1 < groups.len() {
        a.start_byte()
            ..clause
                .child(last + 2)
                .map_or(b.end_byte(), |n| n.start_byte())
    } else {
        clause.child(first - 1)?.start_byte()..b.end_byte()
    })
}

/// One site per base of `clause` (`: public A, B`): the whole clause for the only base,
/// else the base with its access specifier and a comma.
fn bases(prog: &Program, clause: Node<'_>, out: &mut Vec<Site>) {
    let groups = base_groups(clause);
    if groups.len() == 1 {
        out.push(Site::delete(
            clause.byte_range(),
            format!(
                "remove base `{}`",
                prog.node_text(clause).trim_start_matches(':').trim()
            ),
        ));
        return;
    }
    for (gi, &(first, last)) in groups.iter().enumerate() {
        let (Some(a), Some(b)) = (clause.child(first), clause.child(last)) else {
            continue;
        };
        let Some(range) = base_deletion(clause, &groups, gi) else {
            continue;
        };
        out.push(Site::delete(
            range,
            format!(
                "remove base `{}`",
                &prog.text()[a.start_byte()..b.end_byte()]
            ),
        ));
    }
}

/// Whether the class body `body` declares a destructor, and whether a constructor of
/// the class `name`.
fn special_members(prog: &Program, body: Node<'_>, name: &str) -> (bool, bool) {
    let mut dtor = false;
    let mut ctor = false;
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        match n.kind() {
            "destructor_name" => dtor = true,
            kind::FUNCTION_DECLARATOR => {
                ctor |= n
                    .child_by_field_name(field::DECLARATOR)
                    .is_some_and(|d| d.kind() == kind::IDENTIFIER && prog.node_text(d) == name);
            }
            // A nested class's members are its own.
            kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER | kind::UNION_SPECIFIER => continue,
            _ => {}
        }
        let mut c = n.walk();
        stack.extend(n.children(&mut c));
    }
    (dtor, ctor)
}

/// The names `node` declares anywhere inside it (each identifier a declarator names),
/// and, with `all`, every name it mentions.
fn names_in<'p>(prog: &'p Program, node: Node<'_>, all: bool) -> HashSet<&'p str> {
    let mut out = HashSet::new();
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        if matches!(
            n.kind(),
            kind::IDENTIFIER | kind::FIELD_IDENTIFIER | kind::TYPE_IDENTIFIER
        ) && (all
            || n.parent()
                .and_then(|p| p.child_by_field_name(field::DECLARATOR))
                .is_some_and(|d| d.id() == n.id()))
        {
            out.insert(prog.node_text(n));
        }
        let mut c = n.walk();
        stack.extend(n.children(&mut c));
    }
    out
}

/// One site per base of `clause` that can merge into the class it derives: the base
/// `B`'s definition gone, its members moved to the front of the derived class `D`'s
/// body (its name in them made `D`: its constructors, destructor and self-references),
/// and its own bases put in its place in `D`'s base list (`struct B : A {..}; struct D
/// : B {..}` to `struct D : A {..}`).
///
/// Only when `D` is `B`'s one use: `B` is named nowhere else than in its definition and
/// in this base list, is defined once, outside any template, with the same class key as
/// `D` (members keep their default access) and no access specifier; the two do not both
/// declare a destructor, or both constructors; `B` mentions no name `D` declares (it
/// would read `D`'s member, or declare it twice); and `B`'s own bases are not `D`'s
/// already. Initialization and destruction order, and `D`'s overloads, may change: the
/// test judges.
fn merge_bases(
    prog: &Program,
    nodes: &[Node<'_>],
    uses: &Uses,
    clause: Node<'_>,
    out: &mut Vec<Site>,
) {
    let Some(derived) = clause.parent() else {
        return;
    };
    let (Some(dname), Some(dbody)) = (
        derived.child_by_field_name(field::NAME),
        derived.child_by_field_name(field::BODY),
    ) else {
        return;
    };
    if in_template(derived) || dname.kind() != kind::TYPE_IDENTIFIER {
        return;
    }
    let dname = prog.node_text(dname);
    let text = prog.text();
    let groups = base_groups(clause);
    for (gi, &(first, last)) in groups.iter().enumerate() {
        // `B` or `public B`: no `virtual`, no template arguments, no qualification.
        let Some(ty) = clause
            .child(last)
            .filter(|t| t.kind() == kind::TYPE_IDENTIFIER)
        else {
            continue;
        };
        let plain = (first..last).all(|i| {
            clause
                .child(i)
                .is_some_and(|c| c.kind() == cpp_kind::ACCESS_SPECIFIER)
        });
        let bname = prog.node_text(ty);
        if !plain || bname == dname {
            continue;
        }
        let Some(base) = crate::c::only_definition(prog, nodes, derived.kind(), bname) else {
            continue;
        };
        let Some(bbody) = base.child_by_field_name(field::BODY) else {
            continue;
        };
        // A definition of its own, `struct B {...};`, before the derived class.
        let own_item = base
            .parent()
            .is_some_and(|p| matches!(p.kind(), kind::TRANSLATION_UNIT | kind::DECLARATION_LIST));
        if !own_item || in_template(base) || base.end_byte() > derived.start_byte() {
            continue;
        }
        let mut c = bbody.walk();
        if bbody
            .named_children(&mut c)
            .any(|m| m.kind() == cpp_kind::ACCESS_SPECIFIER)
        {
            continue;
        }
        // Named only in its own definition and in this base list.
        let named_elsewhere = uses
            .positions(bname)
            .iter()
            .any(|&p| !(base.start_byte() <= p && p < base.end_byte()) && p != ty.start_byte());
        if named_elsewhere {
            continue;
        }
        let (bd, bc) = special_members(prog, bbody, bname);
        let (dd, dc) = special_members(prog, dbody, dname);
        if (bd && dd) || (bc && dc) {
            continue;
        }
        // A name the base mentions that the derived class declares would be another
        // member after the merge (or the same one twice); a base of the base that the
        // derived class already has would be its base twice.
        let declared = names_in(prog, dbody, false);
        if names_in(prog, bbody, true)
            .iter()
            .any(|n| declared.contains(n) && *n != bname)
        {
            continue;
        }
        let own_clause = base
            .children(&mut base.walk())
            .find(|n| n.kind() == cpp_kind::BASE_CLASS_CLAUSE);
        if let Some(own) = own_clause {
            let theirs = names_in(prog, clause, true);
            if names_in(prog, own, true).iter().any(|n| theirs.contains(n)) {
                continue;
            }
        }
        // The base's members, its name in them made the derived class's.
        let (open, close) = (bbody.start_byte() + 1, bbody.end_byte() - 1);
        let mut members = String::new();
        let mut at = open;
        for &p in uses.positions(bname) {
            if p >= open && p < close {
                members.push_str(&text[at..p]);
                members.push_str(dname);
                at = p + bname.len();
            }
        }
        members.push_str(&text[at..close]);
        // The base's definition with the `;` after it.
        let mut end = base.end_byte();
        if let Some(semi) = base.next_sibling().filter(|n| n.kind() == ";") {
            end = semi.end_byte();
        }
        // Its own bases take its place in the derived class's list.
        let own_bases =
            own_clause.map(|b| prog.node_text(b).trim_start_matches(':').trim().to_string());
        let in_list = match own_bases {
            Some(own) => Replacement {
                range: clause
                    .child(first)
                    .map_or(ty.start_byte(), |n| n.start_byte())
                    ..ty.end_byte(),
                text: own,
            },
            None => {
                let Some(range) = base_deletion(clause, &groups, gi) else {
                    continue;
                };
                Replacement {
                    range,
                    text: String::new(),
                }
            }
        };
        out.push(Site {
            reps: vec![
                Replacement {
                    range: base.start_byte()..end,
                    text: String::new(),
                },
                in_list,
                Replacement {
                    range: dbody.start_byte() + 1..dbody.start_byte() + 1,
                    text: members,
                },
            ],
            what: format!("merge base `{bname}` into `{dname}`"),
        });
    }
}

/// `class A { public: ... }` to `struct A { ... }`.
fn class_to_struct(prog: &Program, class: Node<'_>) -> Option<Site> {
    let keyword = class.child(0).filter(|k| k.kind() == "class")?;
    let body = class.child_by_field_name(field::BODY)?;
    let first = body.named_child(0)?;
    if first.kind() != cpp_kind::ACCESS_SPECIFIER || prog.node_text(first) != "public" {
        return None;
    }
    let (range, _) = prog.grammar().dropped(first)?;
    Some(Site {
        reps: vec![
            Replacement {
                range: keyword.byte_range(),
                text: "struct".into(),
            },
            Replacement {
                range,
                text: String::new(),
            },
        ],
        what: format!(
            "class `{}` -> struct",
            class
                .child_by_field_name(field::NAME)
                .map_or("?", |n| prog.node_text(n))
        ),
    })
}

/// A member that is only a class definition (`struct B { ... };` inside `A`), moved
/// before the outermost class around it, with `A::B` made `B`.
fn move_out(prog: &Program, member: Node<'_>) -> Option<Site> {
    let ty = member.child_by_field_name(field::TYPE)?;
    if !matches!(
        ty.kind(),
        kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER
    ) || ty.child_by_field_name(field::BODY).is_none()
        || member.child_by_field_name(field::DECLARATOR).is_some()
    {
        return None;
    }
    let name = prog.node_text(ty.child_by_field_name(field::NAME)?);
    let list = member
        .parent()
        .filter(|p| p.kind() == kind::FIELD_DECLARATION_LIST)?;
    let outer_class = list.parent()?;
    let outer_name = prog.node_text(outer_class.child_by_field_name(field::NAME)?);
    // The item the outermost class belongs to, at file or namespace scope.
    let mut item = outer_class;
    while let Some(p) = item.parent() {
        if matches!(p.kind(), kind::TRANSLATION_UNIT | kind::DECLARATION_LIST) {
            break;
        }
        item = p;
    }
    item.parent()?;
    let mut reps = vec![
        Replacement {
            range: item.start_byte()..item.start_byte(),
            text: format!("{}\n", prog.node_text(member)),
        },
        Replacement {
            range: member.byte_range(),
            text: String::new(),
        },
    ];
    for q in all_nodes(prog)
        .into_iter()
        .filter(|q| q.kind() == cpp_kind::QUALIFIED_IDENTIFIER)
    {
        let Some((scope, n)) = crate::grammar::qualified_parts(q) else {
            continue;
        };
        if prog.node_text(scope) == outer_name && prog.node_text(n) == name {
            reps.push(Replacement {
                range: q.start_byte()..n.start_byte(),
                text: String::new(),
            });
        }
    }
    Some(Site {
        reps,
        what: format!("move `{outer_name}::{name}` out"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, labels};

    #[test]
    fn removes_one_base_or_the_clause() {
        let out = cpp_outputs(
            &SimplifyClasses,
            "struct A {}; struct B {};\nstruct C : public A, B {};\nstruct D : A {};\n",
        );
        assert!(
            out.contains(&"struct A {}; struct B {};\nstruct C : B {};\nstruct D : A {};\n".into()),
            "{out:?}"
        );
        assert!(
            out.contains(
                &"struct A {}; struct B {};\nstruct C : public A {};\nstruct D : A {};\n".into()
            ),
            "{out:?}"
        );
        assert!(
            out.contains(
                &"struct A {}; struct B {};\nstruct C : public A, B {};\nstruct D  {};\n".into()
            ),
            "{out:?}"
        );
    }

    #[test]
    fn merges_a_base_into_its_one_derived_class() {
        // gcc-pr111019 of the C++ set: `U` is only `V`'s base.
        let src = "struct T { T *a; };\nstruct U : T {\n  ~U() { a = 0; }\n};\nstruct V : U {\n  V(int c) : c(c) {}\n  int c;\n};\nint main() { V v(1); }\n";
        let out = cpp_outputs(&SimplifyClasses, src);
        assert!(
            out.contains(&"struct T { T *a; };\n\nstruct V : T {\n  ~V() { a = 0; }\n\n  V(int c) : c(c) {}\n  int c;\n};\nint main() { V v(1); }\n".to_string()),
            "{out:?}"
        );
        // A base without bases leaves the list; one of several takes its comma.
        let out = cpp_outputs(
            &SimplifyClasses,
            "struct A { int x; };\nstruct B {};\nstruct D : B, A { int y; };\n",
        );
        assert!(
            out.contains(&"struct A { int x; };\n\nstruct D : A { int y; };\n".to_string()),
            "{out:?}"
        );
        assert!(
            out.contains(&"\nstruct B {};\nstruct D : B { int x;  int y; };\n".to_string()),
            "{out:?}"
        );
    }

    #[test]
    fn leaves_a_base_that_is_more_than_one_class_s_alone() {
        for src in [
            // Another derived class, a use as a type, a qualified name.
            "struct B { int x; };\nstruct D : B {};\nstruct E : B {};\n",
            "struct B { int x; };\nstruct D : B {};\nB b;\n",
            "struct B { int x; };\nstruct D : B { int f() { return B::x; } };\n",
            // Access specifiers, another class key, templates, virtual bases.
            "struct B { private: int x; };\nstruct D : B {};\n",
            "class B { int x; };\nstruct D : B {};\n",
            "template <class T> struct B { T x; };\nstruct D : B<int> {};\n",
            "struct B { int x; };\ntemplate <class T> struct D : B {};\n",
            "struct B { int x; };\nstruct D : virtual B {};\n",
            // Both have a destructor, or both constructors.
            "struct B { ~B() {} };\nstruct D : B { ~D() {} };\n",
            "struct B { B() {} };\nstruct D : B { D() {} };\n",
            // A name of the derived class's, in the base; a base twice.
            "int g;\nstruct B { int f() { return g; } };\nstruct D : B { int g; };\n",
            "struct B { int x; };\nstruct D : B { int x; };\n",
            "struct A {};\nstruct B : A { int x; };\nstruct D : B, A {};\n",
        ] {
            let merges: Vec<String> = labels(&SimplifyClasses, Lang::Cpp, src)
                .into_iter()
                .filter(|l| l.contains("merge base"))
                .collect();
            assert!(merges.is_empty(), "{src}: {merges:?}");
        }
    }

    #[test]
    fn makes_a_class_a_struct() {
        let out = cpp_outputs(&SimplifyClasses, "class A {\npublic:\n  int x;\n};\n");
        assert_eq!(out, ["struct A {\n\n  int x;\n};\n"]);
    }

    #[test]
    fn leaves_a_class_with_private_members_first_alone() {
        // Its members before `public:` are private: a struct would open them.
        let out = cpp_outputs(
            &SimplifyClasses,
            "class A {\n  int x;\npublic:\n  int y;\n};\n",
        );
        assert!(out.is_empty(), "{out:?}");
    }

    #[test]
    fn moves_a_nested_class_out() {
        let out = cpp_outputs(
            &SimplifyClasses,
            "struct A {\n  struct B { int x; };\n};\nA::B b;\n",
        );
        assert_eq!(out, ["struct B { int x; };\nstruct A {\n  \n};\nB b;\n"]);
    }

    #[test]
    fn c_gets_nothing() {
        let p = Program::new("struct A { struct B { int x; } b; };");
        assert!(SimplifyClasses.candidates(&p, Cursor::START, 10).is_empty());
    }
}
