//! Aggregate to scalar: a struct or union variable used only through one member, `v.m`,
//! becomes a variable of that member's type, `v`, and every `v.m` becomes `v`. Its
//! initializer keeps the member's value (`{E, ...}` with `m` first gives `E`; `{}` and
//! `{0}` give `0`). Bit-fields stay (their width is often the point of the bug). In
//! C++ the variable's type may be a class named bare (`U b;`, the one class `U`, no
//! template), unless the member's type names a type of the class's own; in C and C++
//! a typedef of a struct or union (`typedef struct {...} U; U b;`).
//!
//! Likewise an array used only through its first element, `a[0]` (`c[0][0][0]` for
//! `int c[][2][1]`: every dimension subscripted by `0`), becomes a variable of its
//! element type, `a`, and every such use becomes `a`. Its initializer keeps the first
//! element's (`{{E, ...}, ...}` gives `E`, in braces for an element that is no scalar);
//! at file scope, an initializer of zeros goes (a global starts at zero). Left alone: an
//! array used whole (decayed to a pointer, `sizeof a`, `&a`), through another element
//! or a variable index, one initialized by a string or by designators, and a member or
//! a parameter (not a variable of its own).

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
pub(crate) fn member_list<'t>(
    prog: &Program,
    nodes: &[Node<'t>],
    ty: Node<'t>,
) -> Option<Node<'t>> {
    if let Some(b) = ty.child_by_field_name(field::BODY) {
        return Some(b);
    }
    let tag = prog.node_text(ty.child_by_field_name(field::NAME)?);
    crate::c::only_definition(prog, nodes, ty.kind(), tag)?.child_by_field_name(field::BODY)
}

/// The member list of the one C++ class, struct or union named `name` (by its bare name,
/// `U b;`), outside any template.
fn class_member_list<'t>(prog: &Program, nodes: &[Node<'t>], name: &str) -> Option<Node<'t>> {
    let mut defs = [
        crate::grammar::cpp_kind::CLASS_SPECIFIER,
        kind::STRUCT_SPECIFIER,
        kind::UNION_SPECIFIER,
    ]
    .into_iter()
    .filter_map(|k| crate::c::only_definition(prog, nodes, k, name));
    let def = match (defs.next(), defs.next()) {
        (Some(d), None) => d,
        _ => return None,
    };
    if crate::c::in_template(def) {
        return None;
    }
    def.child_by_field_name(field::BODY)
}

/// The member list of the struct or union that the one typedef named `name` names
/// (`typedef struct {...} U;`, `typedef struct S U;`).
fn typedef_member_list<'t>(prog: &Program, nodes: &[Node<'t>], name: &str) -> Option<Node<'t>> {
    let mut defs = nodes.iter().filter(|n| {
        n.kind() == kind::TYPE_DEFINITION
            && field_children(**n, field::DECLARATOR)
                .iter()
                .any(|d| declarator_name(*d).is_some_and(|x| prog.node_text(x) == name))
    });
    let def = match (defs.next(), defs.next()) {
        (Some(d), None) => *d,
        _ => return None,
    };
    // `U` itself, not a pointer or an array of the struct.
    if !field_children(def, field::DECLARATOR)
        .iter()
        .any(|d| d.kind() == kind::TYPE_IDENTIFIER && prog.node_text(*d) == name)
    {
        return None;
    }
    let ty = def.child_by_field_name(field::TYPE)?;
    if !matches!(ty.kind(), kind::STRUCT_SPECIFIER | kind::UNION_SPECIFIER) {
        return None;
    }
    member_list(prog, nodes, ty)
}

/// The names of the types a member list declares itself (nested classes, enums,
/// typedefs, aliases).
fn nested_type_names<'a>(prog: &'a Program, list: Node<'_>) -> Vec<&'a str> {
    let mut out = Vec::new();
    let mut stack = vec![list];
    while let Some(n) = stack.pop() {
        let mut c = n.walk();
        for k in n.children(&mut c) {
            match k.kind() {
                kind::TYPE_DEFINITION => {
                    for d in field_children(k, field::DECLARATOR) {
                        out.extend(declarator_name(d).map(|x| prog.node_text(x)));
                    }
                }
                crate::grammar::cpp_kind::ALIAS_DECLARATION
                | kind::STRUCT_SPECIFIER
                | kind::UNION_SPECIFIER
                | kind::ENUM_SPECIFIER
                | crate::grammar::cpp_kind::CLASS_SPECIFIER => {
                    out.extend(
                        k.child_by_field_name(field::NAME)
                            .map(|x| prog.node_text(x)),
                    );
                }
                _ => {}
            }
            if k.kind() != kind::COMPOUND_STATEMENT {
                stack.push(k);
            }
        }
    }
    out
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
    let list = match ty.kind() {
        kind::STRUCT_SPECIFIER | kind::UNION_SPECIFIER => member_list(prog, nodes, ty)?,
        kind::TYPE_IDENTIFIER => {
            let name = prog.node_text(ty);
            match typedef_member_list(prog, nodes, name) {
                Some(list) => list,
                None if prog.lang() == crate::Lang::Cpp => class_member_list(prog, nodes, name)?,
                None => return None,
            }
        }
        _ => return None,
    };
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
    let (mty, mdecl, first) = member(prog, list, field)?;
    if mty.child_by_field_name(field::BODY).is_some() {
        return None; // a nested definition: moving it would leave its tag undefined
    }
    // A C++ member's type may name a type of the class's own (`V a;` after `typedef
    // T<int> V;` in it), which outside the class is no name.
    let own = nested_type_names(prog, list);
    if !own.is_empty()
        && crate::lexer::tokens(prog.node_text(mty))
            .any(|t| own.contains(&&prog.node_text(mty)[t.range]))
    {
        return None;
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
        Replacement::spaced(prog.text(), ty.byte_range(), prog.node_text(mty)),
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

/// The index of `subscript` when it is the literal `0`.
fn zero_index(prog: &Program, subscript: Node<'_>) -> bool {
    crate::c::subscript_index(subscript).is_some_and(|i| {
        i.kind() == kind::NUMBER_LITERAL && crate::int_literal::value(prog.node_text(i)) == Some(0)
    })
}

/// The first element's initializer of an array of `dims` dimensions initialized by
/// `init`, as the initializer of one element (`scalar`: of a scalar type, which needs no
/// braces); `None` when designators or a string say otherwise.
fn first_element_init(
    prog: &Program,
    init: Node<'_>,
    dims: usize,
    scalar: bool,
    pointer: bool,
) -> Option<String> {
    let mut list = init;
    for level in 0..dims {
        if list.kind() != kind::INITIALIZER_LIST {
            return None;
        }
        let entries = elements(list);
        let Some(&first) = entries.first() else {
            return Some(if scalar { "0" } else { "{0}" }.to_string());
        };
        // A string initializes a character array (`char s[1][4] = {"abc"}`), which
        // a scalar is not; only a pointer takes it.
        let string = matches!(
            first.kind(),
            kind::STRING_LITERAL | "concatenated_string" | "raw_string_literal"
        );
        if string && !pointer {
            return None;
        }
        match first.kind() {
            kind::INITIALIZER_PAIR => return None,
            kind::INITIALIZER_LIST if level + 1 < dims => list = first,
            kind::INITIALIZER_LIST if scalar => {
                // `int a[1] = {{3}}`: a scalar in braces.
                return match elements(first)[..] {
                    [e] if e.kind() != kind::INITIALIZER_LIST
                        && e.kind() != kind::INITIALIZER_PAIR =>
                    {
                        Some(prog.node_text(e).to_string())
                    }
                    _ => None,
                };
            }
            kind::INITIALIZER_LIST => return Some(prog.node_text(first).to_string()),
            // Brace elision: the first value initializes the first scalar.
            _ if scalar => return Some(prog.node_text(first).to_string()),
            // An aggregate's first member, when it is all the list holds: `{3}` for a
            // one-member union (`{1, 2}` may spread over several members).
            kind::NUMBER_LITERAL if entries.len() == 1 => {
                return Some(format!("{{{}}}", prog.node_text(first)))
            }
            _ => return None,
        }
    }
    None
}

/// The site turning the array that `d`, a declarator of `decl`, declares into a
/// variable of its element type, when every use is its first element.
fn array_site(
    prog: &Program,
    idents: &HashMap<usize, Node<'_>>,
    uses: &Uses,
    decl: Node<'_>,
    d: Node<'_>,
) -> Option<Site> {
    let (var, init) = if d.kind() == kind::INIT_DECLARATOR {
        (
            d.child_by_field_name(field::DECLARATOR)?,
            d.child_by_field_name(field::VALUE),
        )
    } else {
        (d, None)
    };
    // `*a[2]` is an array of pointers: the array is under the pointer declarators.
    let mut top = var;
    while top.kind() == kind::POINTER_DECLARATOR {
        top = top.child_by_field_name(field::DECLARATOR)?;
    }
    if top.kind() != kind::ARRAY_DECLARATOR {
        return None;
    }
    let mut dims = 0;
    let mut leaf = top;
    while leaf.kind() == kind::ARRAY_DECLARATOR {
        dims += 1;
        leaf = leaf.child_by_field_name(field::DECLARATOR)?;
    }
    if leaf.kind() != kind::IDENTIFIER {
        return None;
    }
    let name = prog.node_text(leaf);
    // Every other mention is `name[0]...[0]`, one `[0]` per dimension.
    let mut exprs = Vec::new();
    for p in uses.positions(name) {
        if *p == leaf.start_byte() {
            continue;
        }
        let mut e = *idents.get(p)?;
        for _ in 0..dims {
            let s = e.parent()?;
            if s.kind() != kind::SUBSCRIPT_EXPRESSION
                || s.child_by_field_name(field::ARGUMENT)?.id() != e.id()
                || !zero_index(prog, s)
            {
                return None;
            }
            e = s;
        }
        exprs.push(e);
    }
    if exprs.is_empty() {
        return None;
    }
    let scalar = var.kind() == kind::POINTER_DECLARATOR
        || decl
            .child_by_field_name(field::TYPE)
            .is_some_and(|t| matches!(t.kind(), kind::PRIMITIVE_TYPE | kind::SIZED_TYPE_SPECIFIER));
    let file_scope = decl
        .parent()
        .is_some_and(|p| p.kind() == kind::TRANSLATION_UNIT);
    // The declarator without its dimensions: `*a[2]` to `*a`.
    let text = prog.text();
    let plain = format!(
        "{}{name}{}",
        &text[var.start_byte()..top.start_byte()],
        &text[top.end_byte()..var.end_byte()]
    );
    let new = match init {
        None => plain,
        // C only: a C++ constant needs its initializer, and a class's may call a
        // constructor.
        Some(i)
            if file_scope
                && prog.lang() == crate::Lang::C
                && crate::c::zero_initializer(prog, i) =>
        {
            plain
        }
        Some(i) => format!(
            "{plain} = {}",
            first_element_init(
                prog,
                i,
                dims,
                scalar,
                var.kind() == kind::POINTER_DECLARATOR
            )?
        ),
    };
    let mut reps = vec![Replacement {
        range: d.byte_range(),
        text: new,
    }];
    reps.extend(exprs.iter().map(|e| Replacement {
        range: e.byte_range(),
        text: name.to_string(),
    }));
    Some(Site {
        reps,
        what: format!("array `{name}` to its first element"),
    })
}

impl Pass for AggregateToScalar {
    fn name(&self) -> &'static str {
        "aggregate_to_scalar"
    }

    fn description(&self) -> &'static str {
        "turn a struct/union (C++: class; or a typedef of one) variable used through one member, or an array used through its first element, into a variable of that member's or element's type"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let idents: HashMap<usize, Node<'_>> = nodes
            .iter()
            .filter(|n| n.kind() == kind::IDENTIFIER)
            .map(|n| (n.start_byte(), *n))
            .collect();
        let uses = Uses::of(prog);
        let mut list = Vec::new();
        for decl in nodes.iter().filter(|n| n.kind() == kind::DECLARATION) {
            list.extend(scalar_site(prog, &nodes, &idents, &uses, *decl));
            for d in field_children(*decl, field::DECLARATOR) {
                list.extend(array_site(prog, &idents, &uses, *decl, d));
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, labels, outputs};

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
        // Written without spaces, the type and the name stay two tokens.
        let src = "int main(void){struct{int x;}v;v.x=2;return v.x;}";
        assert_eq!(
            outputs(&AggregateToScalar, src),
            vec!["int main(void){int v;v=2;return v;}"]
        );
    }

    #[test]
    fn a_cpp_variable_of_a_class_named_bare_is_scalarized() {
        // template_friend78 (a g++ ICE): `U b;` used only as `b.a`.
        let src = "template<typename>struct T{friend int g(T);};\nstruct U{T<int>a;};\nvoid f(){U b;g(b.a);}\n";
        assert_eq!(
            cpp_outputs(&AggregateToScalar, src),
            vec!["template<typename>struct T{friend int g(T);};\nstruct U{T<int>a;};\nvoid f(){T<int> b;g(b);}\n"]
        );
        // A class keyword, a constructor and access labels change nothing here.
        let src = "class U{public:U();int a;};\nint f(){U b;return b.a;}\n";
        assert_eq!(
            cpp_outputs(&AggregateToScalar, src),
            vec!["class U{public:U();int a;};\nint f(){int b;return b;}\n"]
        );
        // Left alone: a member of a type of the class's own, a class template's
        // instance, two classes of the name, and C (where `U` is a typedef name).
        for src in [
            "struct U{typedef int V;V a;};\nint f(){U b;return b.a;}\n",
            "struct U{struct W{int x;};W a;};\nint f(){U b;return b.a.x;}\n",
            "template<class>struct U{int a;};\nint f(){U<int> b;return b.a;}\n",
            "namespace n{struct U{int a;};}\nstruct U{int a;};\nint f(){U b;return b.a;}\n",
        ] {
            assert_eq!(
                cpp_outputs(&AggregateToScalar, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
    }

    #[test]
    fn a_variable_of_a_typedef_of_a_struct_is_scalarized() {
        let src = "typedef struct{long a;int c;}U;\nint f(void){U b;b.a=1;return b.a;}\n";
        assert_eq!(
            outputs(&AggregateToScalar, src),
            vec!["typedef struct{long a;int c;}U;\nint f(void){long b;b=1;return b;}\n"]
        );
        let src = "struct S{int a;};typedef struct S U;\nint f(void){U b={3};return b.a;}\n";
        assert_eq!(
            outputs(&AggregateToScalar, src),
            vec!["struct S{int a;};typedef struct S U;\nint f(void){int b = 3;return b;}\n"]
        );
        // Left alone: a typedef of a pointer to the struct, and two typedefs of the name.
        for src in [
            "typedef struct{int a;}*P;\nint f(void){P b;return b->a;}\n",
            "typedef struct{int a;}U;\nint g(void){typedef struct{int a;}U;U b;return b.a;}\n",
        ] {
            assert_eq!(
                outputs(&AggregateToScalar, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
    }

    #[test]
    fn scalarizes_arrays_used_through_their_first_element() {
        // At file scope, zeros go; every dimension subscripted by 0.
        let src = "int b, c[][2][1] = {0};\nint main(void) { c[0][0][0] = b; return c[0][0][0]; }";
        assert_eq!(
            outputs(&AggregateToScalar, src),
            vec!["int b, c;\nint main(void) { c = b; return c; }"]
        );
        // An aggregate element keeps its braces, also through brace elision.
        let src = "union U { int a; };\nunion U d[] = {3};\nint f(union U);\nint main(void) { return f(d[0]); }";
        assert_eq!(
            outputs(&AggregateToScalar, src),
            vec!["union U { int a; };\nunion U d = {3};\nint f(union U);\nint main(void) { return f(d); }"]
        );
        // A local keeps the first element's value; a pointer element needs no braces.
        let src = "int main(void) { int a[2][2] = {{4, 5}, {6}}; int *p[1] = {&a[0][0]}; return a[0][0] + *p[0]; }";
        let out = outputs(&AggregateToScalar, src);
        assert!(
            out.contains(
                &"int main(void) { int a = 4; int *p[1] = {&a}; return a + *p[0]; }".to_string()
            ),
            "{out:?}"
        );
        assert!(
            out.contains(&"int main(void) { int a[2][2] = {{4, 5}, {6}}; int *p = &a[0][0]; return a[0][0] + *p; }".to_string()),
            "{out:?}"
        );
        // C++ subscripts hold their index in a list.
        let out = cpp_outputs(
            &AggregateToScalar,
            "int a[1];\nint main() { return a[0]; }\n",
        );
        assert_eq!(out, vec!["int a;\nint main() { return a; }\n"]);
        // In C++ a file-scope initializer stays (a constant needs one).
        let out = cpp_outputs(
            &AggregateToScalar,
            "const int a[1] = {0};\nint main() { return a[0]; }\n",
        );
        assert_eq!(out, vec!["const int a = 0;\nint main() { return a; }\n"]);
    }

    #[test]
    fn keeps_arrays_used_whole_or_through_other_elements() {
        for src in [
            "int a[2]; int main(void) { return a[1]; }",
            "int a[2]; int main(void) { int i = 0; return a[i]; }",
            "int a[2][2]; int main(void) { return *a[0]; }",
            "int a[1]; int f(int *); int main(void) { return f(a) + a[0]; }",
            "int a[1]; int main(void) { return sizeof a + a[0]; }",
            "int a[1]; int main(void) { return *&a[0] + (&a)[0][0]; }",
            "int main(void) { char s[] = \"x\"; return s[0]; }",
            "int main(void) { int a[2] = {[1] = 2}; return a[0]; }",
            "int main(void) { int a[1] = {{1, 2}}; return a[0]; }",
            // A nested string, and brace elision over several members.
            "int main(void) { char s[1][4] = {\"abc\"}; return s[0][0]; }",
            "struct P { int x, y; };\nint main(void) { struct P a[2] = {1, 2, 3, 4}; return a[0].y; }",
            "struct P { int x, y; } s;\nint main(void) { struct P a[1] = {s}; return a[0].y; }",
            // A member and a parameter are no variables of their own.
            "struct S { int a[1]; } s; int main(void) { return s.a[0]; }",
            "int f(int a[1]) { return a[0]; }",
            // Another `a` in another scope.
            "int a[1]; int f(void) { int a = 0; return a; } int main(void) { return a[0]; }",
        ] {
            let labels: Vec<String> = labels(&AggregateToScalar, crate::Lang::C, src)
                .into_iter()
                .filter(|l| l.contains("first element") || l.contains("sites"))
                .collect();
            assert!(labels.is_empty(), "{src}: {labels:?}");
        }
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
