//! Aggregate to scalar: a struct or union variable used only through one member, `v.m`,
//! becomes a variable of that member's type, `v`, and every `v.m` becomes `v`. Its
//! initializer keeps the member's value (`{E, ...}` with `m` first gives `E`; `{}` and
//! `{0}` give `0`). Bit-fields stay (their width is often the point of the bug).

use crate::c::{all_nodes, declarator_name, elements, field_children, Uses};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use std::collections::HashMap;
use tree_sitter::Node;

/// Turn aggregates used through one member into scalars.
#[derive(Debug, Default)]
pub(crate) struct AggregateToScalar;

/// The member list of a struct/union type: its own body, or the body of the one
/// definition of its tag.
fn member_list<'t>(prog: &Program, nodes: &[Node<'t>], ty: Node<'t>) -> Option<Node<'t>> {
    if let Some(b) = ty.child_by_field_name(field::BODY) {
        return Some(b);
    }
    let tag = prog.node_text(ty.child_by_field_name(field::NAME)?);
    let defs: Vec<Node<'t>> = nodes
        .iter()
        .filter(|n| {
            n.kind() == ty.kind()
                && n.child_by_field_name(field::BODY).is_some()
                && n.child_by_field_name(field::NAME)
                    .is_some_and(|x| prog.node_text(x) == tag)
        })
        .copied()
        .collect();
    match defs.as_slice() {
        [d] => d.child_by_field_name(field::BODY),
        _ => None,
    }
}

/// The member `field` of a member list: its type node, its declarator, and whether it
/// is the first member.
fn member<'t>(prog: &Program, list: Node<'t>, field: &str) -> Option<(Node<'t>, Node<'t>, bool)> {
    for (i, fd) in elements(list)
        .into_iter()
        .filter(|n| n.kind() == kind::FIELD_DECLARATION)
        .enumerate()
    {
        for d in field_children(fd, field::DECLARATOR) {
            if declarator_name(d).is_some_and(|n| prog.node_text(n) == field) {
                let mut c = fd.walk();
                if fd
                    .children(&mut c)
                    .any(|k| k.kind() == kind::BITFIELD_CLAUSE)
                {
                    return None;
                }
                let first = i == 0 && field_children(fd, field::DECLARATOR)[0].id() == d.id();
                return Some((fd.child_by_field_name(field::TYPE)?, d, first));
            }
        }
    }
    None
}

/// The scalar initializer for member `first`-or-not from an aggregate initializer.
fn scalar_init(prog: &Program, init: Node<'_>, first: bool) -> Option<String> {
    if init.kind() != kind::INITIALIZER_LIST {
        return None;
    }
    let entries = elements(init);
    match entries.as_slice() {
        [] => Some("0".into()),
        [e] if prog.node_text(*e) == "0" => Some("0".into()),
        [e, ..]
            if first
                && e.kind() != kind::INITIALIZER_LIST
                && e.kind() != kind::INITIALIZER_PAIR =>
        {
            Some(prog.node_text(*e).to_string())
        }
        _ => None,
    }
}

/// The site scalarizing the variable declared by `decl`.
fn scalar_site(
    prog: &Program,
    nodes: &[Node<'_>],
    idents: &HashMap<usize, Node<'_>>,
    uses: &Uses,
    decl: Node<'_>,
) -> Option<Site> {
    let ty = decl.child_by_field_name(field::TYPE)?;
    if !matches!(ty.kind(), kind::STRUCT_SPECIFIER | kind::UNION_SPECIFIER) {
        return None;
    }
    let [d] = field_children(decl, field::DECLARATOR)[..] else {
        return None;
    };
    let (var, init) = if d.kind() == kind::INIT_DECLARATOR {
        (
            d.child_by_field_name(field::DECLARATOR)?,
            d.child_by_field_name(field::VALUE),
        )
    } else {
        (d, None)
    };
    if var.kind() != kind::IDENTIFIER {
        return None;
    }
    let name = prog.node_text(var);
    // Every other mention is `name.m`, for one `m`.
    let mut field: Option<&str> = None;
    let mut exprs = Vec::new();
    for p in uses.positions(name) {
        if *p == var.start_byte() {
            continue;
        }
        let fe = idents.get(p)?.parent()?;
        if fe.kind() != kind::FIELD_EXPRESSION
            || fe.child_by_field_name(field::ARGUMENT)?.start_byte() != *p
            || prog.node_text(fe.child_by_field_name(field::OPERATOR)?) != "."
        {
            return None;
        }
        let m = prog.node_text(fe.child_by_field_name(field::FIELD)?);
        if field.is_some_and(|f| f != m) {
            return None;
        }
        field = Some(m);
        exprs.push(fe);
    }
    let field = field?;
    let (mty, mdecl, first) = member(prog, member_list(prog, nodes, ty)?, field)?;
    if mty.child_by_field_name(field::BODY).is_some() {
        return None; // a nested definition: moving it would leave its tag undefined
    }
    // The declarator of the member with the variable's name: `*p` -> `*v`.
    let mname = declarator_name(mdecl)?;
    let dtext = prog.node_text(mdecl);
    let rel = mname.start_byte() - mdecl.start_byte();
    let new_decl = format!(
        "{}{}{}",
        &dtext[..rel],
        name,
        &dtext[rel + (mname.end_byte() - mname.start_byte())..]
    );
    let init_text = match init {
        Some(i) => {
            if !matches!(
                mdecl.kind(),
                kind::FIELD_IDENTIFIER | kind::POINTER_DECLARATOR
            ) {
                return None;
            }
            format!(" = {}", scalar_init(prog, i, first)?)
        }
        None => String::new(),
    };
    let mut reps = vec![
        Replacement {
            range: ty.byte_range(),
            text: prog.node_text(mty).to_string(),
        },
        Replacement {
            range: d.byte_range(),
            text: format!("{new_decl}{init_text}"),
        },
    ];
    reps.extend(exprs.iter().map(|e| Replacement {
        range: e.byte_range(),
        text: name.to_string(),
    }));
    Some(Site {
        reps,
        what: format!("`{name}.{field}` to a scalar `{name}`"),
    })
}

impl Pass for AggregateToScalar {
    fn name(&self) -> &'static str {
        "aggregate_to_scalar"
    }

    fn description(&self) -> &'static str {
        "turn a struct/union variable used through one member into a variable of that member's type"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let idents: HashMap<usize, Node<'_>> = nodes
            .iter()
            .filter(|n| n.kind() == kind::IDENTIFIER)
            .map(|n| (n.start_byte(), *n))
            .collect();
        let uses = Uses::of(prog);
        let list: Vec<Site> = nodes
            .iter()
            .filter(|n| n.kind() == kind::DECLARATION)
            .filter_map(|d| scalar_site(prog, &nodes, &idents, &uses, *d))
            .collect();
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn scalarizes_aggregates_used_through_one_member() {
        let src = "struct S { long a; int *b; }; struct S s = {7, 0}; int main(void) { s.a = 1; return s.a; }";
        assert_eq!(
            outputs(&AggregateToScalar, src),
            vec!["struct S { long a; int *b; }; long s = 7; int main(void) { s = 1; return s; }"]
        );
        let src = "union U { char c; int *p; }; int main(void) { union U u = {}; return *u.p; }";
        assert_eq!(
            outputs(&AggregateToScalar, src),
            vec!["union U { char c; int *p; }; int main(void) { int *u = 0; return *u; }"]
        );
        let src = "int main(void) { struct { int x; } v; v.x = 2; return v.x; }";
        assert_eq!(
            outputs(&AggregateToScalar, src),
            vec!["int main(void) { int v; v = 2; return v; }"]
        );
    }

    #[test]
    fn keeps_aggregates_used_whole_or_through_several_members() {
        for src in [
            "struct S { int a; int b; }; struct S s; int main(void) { s.a = 1; return s.b; }",
            "struct S { int a; }; struct S s, t; int main(void) { t = s; return s.a; }",
            // Used whole (one declarator each, so only the use refuses it).
            "struct S { int a; }; struct S s; struct S t; int main(void) { t = s; return s.a + t.a; }",
            "struct S { int a; }; struct S s; int main(void) { struct S *p = &s; return s.a + p->a; }",
            // A bit-field.
            "struct S { unsigned a : 3; }; struct S s; int main(void) { return s.a; }",
            // An initializer for another member.
            "struct S { int a; int b; }; struct S s = {1, 2}; int main(void) { return s.b; }",
        ] {
            assert!(outputs(&AggregateToScalar, src).is_empty(), "{src}");
        }
    }
}
