//! C++ classes: a base class removed, `class` made `struct` where that makes its
//! leading `public:` needless, and a nested class moved out to the enclosing scope.
//! (Members, bodies, constructor initializers and specifiers are the language-generic
//! passes' work: `hdd`, `function_to_declaration`, `drop_qualifiers`.) C programs get
//! no candidates.

use crate::c::all_nodes;
use crate::grammar::{cpp_kind, field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program, Replacement};
use tree_sitter::Node;

/// Remove base classes, make classes structs, move nested classes out.
#[derive(Debug, Default)]
pub(crate) struct SimplifyClasses;

impl Pass for SimplifyClasses {
    fn name(&self) -> &'static str {
        "simplify_classes"
    }

    fn description(&self) -> &'static str {
        "C++: remove a base class, make a class a struct without its leading `public:`, \
         move a nested class out of its class"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let mut list = Vec::new();
        for n in all_nodes(prog) {
            match n.kind() {
                cpp_kind::BASE_CLASS_CLAUSE => bases(prog, n, &mut list),
                cpp_kind::CLASS_SPECIFIER => list.extend(class_to_struct(prog, n)),
                kind::FIELD_DECLARATION => list.extend(move_out(prog, n)),
                _ => {}
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// One site per base of `clause` (`: public A, B`): the whole clause for the only base,
/// else the base with its access specifier and a comma.
fn bases(prog: &Program, clause: Node<'_>, out: &mut Vec<Site>) {
    // Each base: the children from one separator (`:` or `,`) to the next.
    let mut groups: Vec<(usize, usize)> = Vec::new(); // (first child, last child) indices
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
        // Take the comma after it, or (for the last) the one before.
        let range = if gi + 1 < groups.len() {
            a.start_byte()
                ..clause
                    .child(last + 2)
                    .map_or(b.end_byte(), |n| n.start_byte())
        } else {
            match clause.child(first - 1) {
                Some(comma) => comma.start_byte()..b.end_byte(),
                None => continue,
            }
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
        let (Some(scope), Some(n)) = (
            q.child_by_field_name("scope"),
            q.child_by_field_name(field::NAME),
        ) else {
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
    use crate::testing::cpp_outputs;

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
