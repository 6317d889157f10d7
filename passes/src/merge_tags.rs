//! Type elimination (Vulcan's and SFC's replacement of a type by another the program
//! has): a struct, union or class defined at file scope is replaced at every use by
//! another defined before it, and its definition goes. `union T {int a;}; union V {int
//! a;};` leaves one union where deletion alone keeps both, because each is used. In C++
//! a class also merges into its one base (`struct D : B {…}` to `B`), C-Vise's
//! `replace-derived-class`.
//!
//! The target is the nearest definition of the same kind before it, the first one, and
//! (C++) its base. Whether the members still fit is the test's to say. In C, where the
//! two have as many members and a member's name differs, its uses are renamed too (`union
//! U { int b; }` into `union T { int a; }` takes `j.b` to `j.a`), when no other struct
//! or union declares a member of that name. A name defined
//! twice, or one that C++ also uses as something other than a type (a constructor
//! defined outside its class, a variable), is left alone.

use crate::c::{all_nodes, declarator_name, field_children};
use crate::grammar::{cpp_kind, field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program, Replacement};
use std::collections::HashMap;
use std::ops::Range;
use tree_sitter::Node;

/// A tagged definition at file scope.
struct Def<'t> {
    name: String,
    /// `struct`/`union`, or `class` for a C++ struct or class (one family there: a
    /// class is named by its name alone).
    family: &'static str,
    spec: Node<'t>,
    tag: Node<'t>,
    /// What goes: the definition and its `;`, or, in a declaration of variables or a
    /// typedef, the specifier (which becomes the other type's name).
    removal: Range<usize>,
    /// The specifier is part of a declaration that keeps its declarators.
    in_declaration: bool,
    /// The one base class's name (C++).
    base: Option<String>,
    /// Its members' names in order (`""` for one without a name).
    members: Vec<String>,
}

fn family(lang: Lang, k: &str) -> Option<&'static str> {
    match (lang, k) {
        (Lang::Cpp, kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER) => Some("class"),
        (Lang::Cpp, kind::UNION_SPECIFIER) => Some("union"),
        (_, kind::STRUCT_SPECIFIER) => Some("struct"),
        (_, kind::UNION_SPECIFIER) => Some("union"),
        _ => None,
    }
}

/// Every named definition of a struct, union or class at file scope, in document order.
fn definitions<'t>(prog: &Program, nodes: &[Node<'t>]) -> Vec<Def<'t>> {
    let mut out = Vec::new();
    for &spec in nodes {
        let Some(family) = family(prog.lang(), spec.kind()) else {
            continue;
        };
        let (Some(tag), Some(_)) = (
            spec.child_by_field_name(field::NAME),
            spec.child_by_field_name(field::BODY),
        ) else {
            continue;
        };
        if tag.kind() != kind::TYPE_IDENTIFIER {
            continue;
        }
        let Some(parent) = spec.parent() else {
            continue;
        };
        let (removal, in_declaration) = match parent.kind() {
            kind::TRANSLATION_UNIT => {
                let Some(semi) = spec.next_sibling().filter(|s| s.kind() == ";") else {
                    continue;
                };
                (spec.start_byte()..semi.end_byte(), false)
            }
            kind::DECLARATION | kind::TYPE_DEFINITION
                if parent
                    .parent()
                    .is_some_and(|p| p.kind() == kind::TRANSLATION_UNIT)
                    && parent
                        .child_by_field_name(field::TYPE)
                        .is_some_and(|t| t.id() == spec.id()) =>
            {
                if field_children(parent, field::DECLARATOR).is_empty() {
                    (parent.byte_range(), false)
                } else {
                    (spec.byte_range(), true)
                }
            }
            _ => continue,
        };
        let base = (prog.lang() == Lang::Cpp)
            .then(|| {
                let mut c = spec.walk();
                let clause = spec
                    .named_children(&mut c)
                    .find(|n| n.kind() == cpp_kind::BASE_CLASS_CLAUSE)?;
                let mut c = clause.walk();
                let names: Vec<Node<'_>> = clause
                    .named_children(&mut c)
                    .filter(|n| n.kind() != cpp_kind::ACCESS_SPECIFIER)
                    .collect();
                match names.as_slice() {
                    [b] if b.kind() == kind::TYPE_IDENTIFIER => Some(prog.node_text(*b).into()),
                    _ => None,
                }
            })
            .flatten();
        out.push(Def {
            name: prog.node_text(tag).to_string(),
            family,
            spec,
            tag,
            removal,
            in_declaration,
            base,
            members: members(prog, spec).into_iter().map(String::from).collect(),
        });
    }
    out
}

/// The names of the members `spec`'s body declares, in order (`""` for one without a
/// name, as an anonymous struct member).
fn members<'p>(prog: &'p Program, spec: Node<'_>) -> Vec<&'p str> {
    let Some(body) = spec.child_by_field_name(field::BODY) else {
        return Vec::new();
    };
    let mut c = body.walk();
    let fields: Vec<Node<'_>> = body
        .named_children(&mut c)
        .filter(|n| n.kind() == kind::FIELD_DECLARATION)
        .collect();
    let mut out = Vec::new();
    for f in fields {
        let decls = field_children(f, field::DECLARATOR);
        if decls.is_empty() {
            out.push("");
        }
        for d in decls {
            out.push(declarator_name(d).map_or("", |n| prog.node_text(n)));
        }
    }
    out
}

/// C's members by name: how many bodies of the program declare one of that name, and
/// where the name stands (`x.b`, `p->b`, `.b = 1`, and each member's own declaration).
#[derive(Default)]
struct MemberNames<'p> {
    declared_in: HashMap<&'p str, usize>,
    places: HashMap<&'p str, Vec<Range<usize>>>,
}

impl<'p> MemberNames<'p> {
    fn of(prog: &'p Program, nodes: &[Node<'_>]) -> MemberNames<'p> {
        let mut m = MemberNames::default();
        for n in nodes {
            if n.kind() == kind::FIELD_IDENTIFIER {
                m.places
                    .entry(prog.node_text(*n))
                    .or_default()
                    .push(n.byte_range());
            }
            if family(Lang::C, n.kind()).is_some() {
                let mut names = members(prog, *n);
                names.sort_unstable();
                names.dedup();
                for name in names.into_iter().filter(|x| !x.is_empty()) {
                    *m.declared_in.entry(name).or_default() += 1;
                }
            }
        }
        m
    }

    /// The renames that make `d`'s members `w`'s, where they differ: each use of a
    /// member of `d` (outside `d`'s definition, which goes) becomes the name of `w`'s
    /// member at its place. `None` unless both have as many members, all named, and each
    /// name to change is declared by `d` alone, so every use of it is a use of `d`'s.
    fn renames(&self, d: &Def<'_>, w: &Def<'_>) -> Option<Vec<Replacement>> {
        if d.members.len() != w.members.len() || d.members.iter().any(String::is_empty) {
            return None;
        }
        let inside = d.spec.byte_range();
        let mut out = Vec::new();
        for (from, to) in d.members.iter().zip(&w.members) {
            if from == to {
                continue;
            }
            if to.is_empty() || self.declared_in.get(from.as_str()) != Some(&1) {
                return None;
            }
            out.extend(
                self.places
                    .get(from.as_str())
                    .into_iter()
                    .flatten()
                    .filter(|r| r.end <= inside.start || r.start >= inside.end)
                    .map(|r| Replacement {
                        range: r.clone(),
                        text: to.clone(),
                    }),
            );
        }
        Some(out)
    }
}

/// The nodes that could name a tag, by their text: in C, each struct and union
/// specifier by its tag; in C++, every named leaf (a type's name is a leaf wherever it is
/// used). A program of thousands of types is read once, not once per type.
fn index<'p, 't>(
    prog: &'p Program,
    nodes: &[Node<'t>],
    defs: &[Def<'t>],
) -> HashMap<&'p str, Vec<Node<'t>>> {
    let names: std::collections::HashSet<&str> = defs.iter().map(|d| d.name.as_str()).collect();
    let mut out: HashMap<&str, Vec<Node<'_>>> = HashMap::new();
    for &n in nodes {
        let key = match prog.lang() {
            Lang::C => family(Lang::C, n.kind())
                .and(n.child_by_field_name(field::NAME))
                .map(|t| prog.node_text(t)),
            Lang::Cpp => (n.is_named() && n.child_count() == 0).then(|| prog.node_text(n)),
        };
        if let Some(key) = key.filter(|k| names.contains(k)) {
            out.entry(key).or_default().push(n);
        }
    }
    out
}

/// A definition of a `fam` type named by `tag` (a specifier with a body).
fn defines(prog: &Program, n: Node<'_>, fam: &str) -> bool {
    family(prog.lang(), n.kind()) == Some(fam) && n.child_by_field_name(field::BODY).is_some()
}

/// The nodes that name the type `d` outside its definition, each to be renamed; `None`
/// if the name cannot be renamed safely (defined again, or in C++ also used as
/// something other than a type).
fn references<'t>(
    prog: &Program,
    index: &HashMap<&str, Vec<Node<'t>>>,
    d: &Def<'t>,
) -> Option<Vec<Node<'t>>> {
    let outside =
        |n: &Node<'_>| n.end_byte() <= d.spec.start_byte() || n.start_byte() >= d.spec.end_byte();
    let mut out = Vec::new();
    for &n in index.get(d.name.as_str()).into_iter().flatten() {
        if !outside(&n) {
            continue;
        }
        match prog.lang() {
            Lang::C => {
                if n.kind() != d.spec.kind() {
                    continue;
                }
                if defines(prog, n, d.family) {
                    return None;
                }
                out.extend(n.child_by_field_name(field::NAME));
            }
            Lang::Cpp => {
                if n.parent().is_some_and(|p| {
                    defines(prog, p, d.family)
                        && p.child_by_field_name(field::NAME)
                            .is_some_and(|t| t.id() == n.id())
                }) {
                    return None;
                }
                // `void D::f() {}`, `int D::n;`: a member defined outside its class,
                // which the other type may define too.
                let declares_member = n.kind() == cpp_kind::NAMESPACE_IDENTIFIER
                    && n.parent().is_some_and(|q| {
                        q.kind() == cpp_kind::QUALIFIED_IDENTIFIER
                            && q.parent().is_some_and(|p| {
                                matches!(
                                    p.kind(),
                                    kind::FUNCTION_DECLARATOR
                                        | kind::INIT_DECLARATOR
                                        | kind::DECLARATION
                                        | kind::POINTER_DECLARATOR
                                        | cpp_kind::REFERENCE_DECLARATOR
                                )
                            })
                    });
                if declares_member {
                    return None;
                }
                let a_type = matches!(
                    n.kind(),
                    kind::TYPE_IDENTIFIER | cpp_kind::NAMESPACE_IDENTIFIER
                );
                // `X(1)`: a functional cast, which the grammar reads as a call.
                let a_cast = n.kind() == kind::IDENTIFIER
                    && n.parent().is_some_and(|p| {
                        p.kind() == kind::CALL_EXPRESSION
                            && p.child_by_field_name(field::FUNCTION)
                                .is_some_and(|f| f.id() == n.id())
                    });
                if !(a_type || a_cast) {
                    return None;
                }
                out.push(n);
            }
        }
    }
    Some(out)
}

/// Merge tags.
#[derive(Debug, Default)]
pub(crate) struct MergeTags;

impl Pass for MergeTags {
    fn name(&self) -> &'static str {
        "merge_tags"
    }

    fn description(&self) -> &'static str {
        "replace a struct, union or class by another defined before it (C++: or by its base) at every use, and drop its definition"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let defs = definitions(prog, &nodes);
        let index = index(prog, &nodes, &defs);
        let refs: Vec<Option<Vec<Node<'_>>>> =
            defs.iter().map(|d| references(prog, &index, d)).collect();
        // Read once a C merge needs it: most programs have no two tags to merge.
        let member_names = std::cell::OnceCell::new();
        // Of the definitions before, by family: the first and the last that can be
        // merged into (renamed safely, as a merged type's own uses must be), and the
        // last of each name.
        let mut first: HashMap<&str, usize> = HashMap::new();
        let mut last: HashMap<&str, usize> = HashMap::new();
        let mut named: HashMap<(&str, &str), usize> = HashMap::new();
        let mut list = Vec::new();
        for (i, d) in defs.iter().enumerate() {
            let Some(refs) = &refs[i] else {
                continue;
            };
            // The nearest, the first, and the base.
            let base = d.base.as_deref().and_then(|b| named.get(&(d.family, b)));
            let mut choices: Vec<&Def<'_>> = Vec::new();
            for &j in [last.get(d.family), first.get(d.family), base]
                .into_iter()
                .flatten()
            {
                let w = &defs[j];
                if w.name != d.name && choices.iter().all(|c| c.name != w.name) {
                    choices.push(w);
                }
            }
            first.entry(d.family).or_insert(i);
            last.insert(d.family, i);
            named.insert((d.family, d.name.as_str()), i);
            for w in choices {
                let keyword = &prog.text()[d.spec.start_byte()..d.tag.start_byte()];
                // A space where the name would join the first declarator (`}d`).
                let removal = match d.in_declaration {
                    true => Replacement::spaced(
                        prog.text(),
                        d.removal.clone(),
                        &format!("{keyword}{}", w.name),
                    ),
                    false => Replacement {
                        range: d.removal.clone(),
                        text: String::new(),
                    },
                };
                let mut site = Site::merge(
                    removal,
                    w.tag.byte_range(),
                    refs,
                    &w.name,
                    format!("merge type `{}` into `{}`", d.name, w.name),
                );
                // C: `union U { int b; }` into `union T { int a; }` takes `j.b` to `j.a`.
                let renames = (prog.lang() == Lang::C)
                    .then(|| member_names.get_or_init(|| MemberNames::of(prog, &nodes)))
                    .and_then(|m| m.renames(d, w));
                if let Some(renames) = renames {
                    site.reps.extend(renames);
                }
                list.push(site);
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    /// The engine's programs have no space where none is needed (`}d=`): a type merged
    /// in a declaration of variables keeps its name apart from the first declarator,
    /// where it made `struct Vd` and the candidate never parsed (a result that reduced
    /// again from its laid-out text).
    #[test]
    fn regression_a_merged_type_keeps_a_space_before_its_declarator() {
        let out = cpp_outputs(
            &MergeTags,
            "struct V{int b[2];};\nstruct W{int c[2];}d=W{};\n",
        );
        assert_eq!(out, vec!["struct V{int b[2];};\nstruct V d=V{};\n"]);
        let out = outputs(&MergeTags, "struct V{int b;};\nstruct W{int c;}d;\n");
        assert_eq!(out, vec!["struct V{int b;};\nstruct V d;\n"]);
    }

    #[test]
    fn merges_a_union_into_an_earlier_one() {
        let src = "union T { int a; }; union U { int b; }; union V { int a; };\n\
                   int h(union T e, union V i, union U j) { return e.a + i.a + j.b; }";
        let out = outputs(&MergeTags, src);
        // V into U (the nearest) and into T (the first); U into T.
        assert!(
            out.contains(
                &"union T { int a; }; union U { int b; }; \n\
              int h(union T e, union T i, union U j) { return e.a + i.a + j.b; }"
                    .to_string()
            ),
            "{out:#?}"
        );
        assert!(
            out.contains(
                &"union T { int a; }; union U { int b; }; \n\
              int h(union T e, union U i, union U j) { return e.a + i.a + j.b; }"
                    .to_string()
            ),
            "{out:#?}"
        );
        assert!(
            out.contains(
                &"union T { int a; };  union V { int a; };\n\
              int h(union T e, union V i, union T j) { return e.a + i.a + j.a; }"
                    .to_string()
            ),
            "{out:#?}"
        );
    }

    #[test]
    fn a_c_member_s_uses_take_the_other_type_s_member_name() {
        let out = outputs(
            &MergeTags,
            "union T { int a; }; union U { int b; } c[1]; int f(union U j) { return j.b + c[0].b; }",
        );
        assert_eq!(
            out,
            vec!["union T { int a; }; union T c[1]; int f(union T j) { return j.a + c[0].a; }"]
        );
        // `b` is also another struct's member: its uses are left as they are.
        let out = outputs(
            &MergeTags,
            "union T { int a; }; union U { int b; } c; struct S { int b; } s; int f(void) { return c.b + s.b; }",
        );
        assert!(
            out.contains(
                &"union T { int a; }; union T c; struct S { int b; } s; int f(void) { return c.b + s.b; }"
                    .to_string()
            ),
            "{out:#?}"
        );
        assert!(out.iter().all(|o| !o.contains("s.a")), "{out:#?}");
    }

    #[test]
    fn a_definition_that_declares_keeps_its_declarators() {
        let out = outputs(
            &MergeTags,
            "struct A { int x; }; typedef struct B { int y; } BT; struct B b; BT c;",
        );
        assert_eq!(
            out,
            vec!["struct A { int x; }; typedef struct A BT; struct A b; BT c;"]
        );
    }

    #[test]
    fn leaves_alone_what_it_cannot_rename() {
        for src in [
            // Another kind, an enum, a definition in a block, one type only.
            "struct A { int x; }; union B { int y; }; union B b;",
            "enum A { P }; enum B { Q }; enum B b;",
            "struct A { int x; }; void f(void) { struct B { int y; } b; }",
            "struct A { int x; }; struct A a;",
            // Defined again in a block: the merged type, or the one it would merge into.
            "struct A { int x; }; struct B { int y; }; void f(void) { struct B { int z; } b; }",
            "struct A { int x; }; struct B { int y; }; int f(void) { struct A { char c; } a; struct B b; return a.c; }",
        ] {
            assert_eq!(outputs(&MergeTags, src), Vec::<String>::new(), "{src}");
        }
    }

    #[test]
    fn merges_a_cpp_class_into_its_base() {
        let out = cpp_outputs(
            &MergeTags,
            "struct A {}; struct B { int m; }; struct D : B { int n; }; D d; int k = D().n;",
        );
        assert!(
            out.contains(&"struct A {}; struct B { int m; };  B d; int k = B().n;".to_string()),
            "{out:#?}"
        );
        assert!(
            out.contains(&"struct A {}; struct B { int m; };  A d; int k = A().n;".to_string()),
            "{out:#?}"
        );
    }

    #[test]
    fn leaves_a_cpp_class_named_elsewhere_alone() {
        for src in [
            // A constructor defined outside the class, a variable of the same name.
            "struct A {}; struct B { B(); }; B::B() {}",
            "struct A {}; struct B {}; int f() { int B = 1; return B; }",
            // A member defined outside the class.
            "struct A { void f(); }; struct B { void f(); }; void A::f() {} void B::f() {} B b;",
        ] {
            assert_eq!(cpp_outputs(&MergeTags, src), Vec::<String>::new(), "{src}");
        }
    }
}
