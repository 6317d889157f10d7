//! C++: a constructor's unused parameter removed with the argument every construction of
//! its class passes for it, one edit at several places (as `remove_params` does for a
//! function and its calls). `struct V { V(int) {} }; V d(0);` becomes `struct V { V() {}
//! }; V d;`. Removing the parameter alone, or an argument alone, does not compile, so
//! deletion keeps both.
//!
//! A class qualifies when it is defined at file scope, or inside another scope under a
//! name no other class has and no qualified name ends in, with one constructor, declared
//! in its body, of a fixed number of parameters (no default argument, no `...`), beside
//! any copy or move constructors (`V(V&)`, `V(const V&)`, `V(V&&)`), and
//! every construction the program spells out passes that many: `V d(0)`, `V d{0}`, `V d =
//! {0}`, `V d = 0` (a literal), `V(0)`, `V{0}`, `new V(0)`, a derived class's `: V(0)`, `return {0};` in a
//! function returning `V`, inside the class too. Beside copy or move constructors, a
//! construction of one argument is a copy (left as it is) unless the constructor takes
//! one; then every construction must pass a literal, which no copy passes. A
//! plain `V d;` or any other count leaves the class alone, and so do a member of its
//! type (constructed by the name of the member) and a constructor defined outside the
//! class; conversions the program does not spell (`f(0)` for `f(V)`) are the test's to
//! judge.

use crate::c::{all_nodes, elements, in_template, list_element_deletion, Uses};
use crate::grammar::{cpp_kind, field, kind};
use crate::sites::{self, Site};
use crate::views::FunctionDef;
use crate::{Candidate, Cursor, Lang, Pass, Program, Replacement};
use std::collections::{HashMap, HashSet};
use std::ops::Range;
use tree_sitter::Node;

/// The one constructor of the class `spec` named `name` that is not a copy or move
/// constructor: its function declarator and the whole member (definition or
/// declaration), and whether the class also declares copy or move constructors; `None`
/// for none or several. A class whose only constructor copies gets that one.
fn constructor<'t>(
    prog: &Program,
    spec: Node<'t>,
    name: &str,
) -> Option<((Node<'t>, Node<'t>), bool)> {
    let all = constructors(prog, spec, name);
    if let [one] = all[..] {
        return Some((one, false));
    }
    let (copies, others): (Vec<&(Node<'t>, Node<'t>)>, Vec<_>) = all
        .iter()
        .partition(|(fd, _)| copies_its_class(prog, *fd, name));
    match others[..] {
        [one] if !copies.is_empty() => Some((*one, true)),
        _ => None,
    }
}

/// Whether the constructor declared by `fd` is a copy or move constructor of `name`:
/// one parameter, a reference to the class (`V(V&)`, `V(const V &v)`, `V(V&&)`).
fn copies_its_class(prog: &Program, fd: Node<'_>, name: &str) -> bool {
    let Some(params) = fd.child_by_field_name(field::PARAMETERS) else {
        return false;
    };
    let [p] = elements(params)[..] else {
        return false;
    };
    p.kind() == kind::PARAMETER_DECLARATION
        && p.child_by_field_name(field::TYPE)
            .is_some_and(|t| prog.node_text(t) == name)
        && p.child_by_field_name(field::DECLARATOR).is_some_and(|d| {
            matches!(
                d.kind(),
                cpp_kind::REFERENCE_DECLARATOR | "abstract_reference_declarator"
            )
        })
}

/// Whether the function declarator `d` takes one parameter, named by a type name
/// alone (`d(c)`), which may be an argument the grammar took for a type.
fn one_type_parameter(d: Node<'_>) -> bool {
    d.child_by_field_name(field::PARAMETERS)
        .is_some_and(|ps| match elements(ps)[..] {
            [p] => {
                p.child_by_field_name(field::DECLARATOR).is_none()
                    && p.child_by_field_name(field::TYPE)
                        .is_some_and(|t| t.kind() == kind::TYPE_IDENTIFIER)
            }
            _ => false,
        })
}

/// Whether an argument cannot be an object of a class: a literal.
fn is_literal(node: Node<'_>) -> bool {
    matches!(
        node.kind(),
        kind::NUMBER_LITERAL
            | kind::STRING_LITERAL
            | kind::CHAR_LITERAL
            | "true"
            | "false"
            | "null"
            | "concatenated_string"
    )
}

/// The constructors declared in the body of the class `spec` named `name`: each one's
/// function declarator and whole member (definition or declaration).
pub(crate) fn constructors<'t>(
    prog: &Program,
    spec: Node<'t>,
    name: &str,
) -> Vec<(Node<'t>, Node<'t>)> {
    let Some(body) = spec.child_by_field_name(field::BODY) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    let mut c = body.walk();
    for member in body.named_children(&mut c) {
        let mut d = member.child_by_field_name(field::DECLARATOR);
        while let Some(x) = d.filter(|x| x.kind() != kind::FUNCTION_DECLARATOR) {
            d = x.child_by_field_name(field::DECLARATOR);
        }
        let Some(fd) = d else { continue };
        let is_ctor = fd
            .child_by_field_name(field::DECLARATOR)
            .is_some_and(|n| n.kind() == kind::IDENTIFIER && prog.node_text(n) == name)
            && member.child_by_field_name(field::TYPE).is_none();
        if is_ctor {
            found.push((fd, member));
        }
    }
    found
}

/// Whether a constructor (its whole member) is the class's own: not `= default` or
/// `= delete`.
pub(crate) fn user_provided(member: Node<'_>) -> bool {
    let mut c = member.walk();
    let generated = member.children(&mut c).any(|k| {
        matches!(
            k.kind(),
            cpp_kind::DEFAULT_METHOD_CLAUSE | cpp_kind::DELETE_METHOD_CLAUSE
        )
    });
    !generated
}

/// The argument lists of every construction of `name` outside its constructor `ctor`
/// that passes `n` arguments, or `None` if one constructs with none, or another number
/// than `n`. With `copies` (the class also has copy or move constructors), a
/// construction of one argument copies when `n` is not 1, and is left out; when `n` is
/// 1, each argument must be a literal, which no copy passes.
fn constructions<'t>(
    prog: &Program,
    index: &HashMap<&str, Vec<Node<'t>>>,
    ctor: Node<'t>,
    name: &str,
    n: usize,
    copies: bool,
) -> Option<Vec<Construction<'t>>> {
    let names = |x: Option<Node<'_>>| x.is_some_and(|x| prog.node_text(x) == name);
    let mut out = Vec::new();
    for &node in index.get(name).into_iter().flatten() {
        if node.start_byte() < ctor.end_byte() && ctor.start_byte() < node.end_byte() {
            continue;
        }
        match node.kind() {
            // A member of the class's type is constructed by its class's constructors
            // (`W() : v(0)`), which name the member, not the class; a constructor
            // defined outside the class keeps its parameters.
            kind::FIELD_DECLARATION if names(node.child_by_field_name(field::TYPE)) => {
                let mut c = node.walk();
                let is_static = node.children(&mut c).any(|k| {
                    k.kind() == kind::STORAGE_CLASS_SPECIFIER && prog.node_text(k) == "static"
                });
                let mut c = node.walk();
                if !is_static
                    && node
                        .children_by_field_name(field::DECLARATOR, &mut c)
                        .any(|d| d.kind() == kind::FIELD_IDENTIFIER)
                {
                    return None;
                }
            }
            cpp_kind::QUALIFIED_IDENTIFIER if names(node.child_by_field_name(field::NAME)) => {
                return None;
            }
            kind::DECLARATION if names(node.child_by_field_name(field::TYPE)) => {
                let mut c = node.walk();
                for d in node.children_by_field_name(field::DECLARATOR, &mut c) {
                    match d.kind() {
                        kind::IDENTIFIER => return None,
                        // `V d(c)` may read as a function taking a `c`: with a
                        // constructor of one parameter, it may construct from `c`,
                        // or copy it.
                        kind::FUNCTION_DECLARATOR if n == 1 && one_type_parameter(d) => {
                            return None
                        }
                        kind::INIT_DECLARATOR => {
                            let (Some(var), Some(value)) = (
                                d.child_by_field_name(field::DECLARATOR),
                                d.child_by_field_name(field::VALUE),
                            ) else {
                                return None;
                            };
                            if matches!(
                                var.kind(),
                                kind::POINTER_DECLARATOR | cpp_kind::REFERENCE_DECLARATOR
                            ) {
                                continue;
                            }
                            if !matches!(value.kind(), kind::ARGUMENT_LIST | kind::INITIALIZER_LIST)
                            {
                                // `V d = 0`: a construction from one literal. Any
                                // other value may be a copy (`V d = c`), through a
                                // copy constructor the class need not declare.
                                if n != 1 || !is_literal(value) {
                                    return None;
                                }
                                out.push(Construction {
                                    list: value,
                                    declarator: Some((d.byte_range(), var)),
                                    single: true,
                                });
                                continue;
                            }
                            out.push(Construction {
                                list: value,
                                declarator: (value.kind() == kind::ARGUMENT_LIST)
                                    .then(|| (d.byte_range(), var)),
                                single: false,
                            });
                        }
                        _ => {}
                    }
                }
            }
            kind::CALL_EXPRESSION if names(node.child_by_field_name(field::FUNCTION)) => {
                out.push(Construction::of(
                    node.child_by_field_name(field::ARGUMENTS)?,
                ));
            }
            kind::COMPOUND_LITERAL_EXPRESSION if names(node.child_by_field_name(field::TYPE)) => {
                out.push(Construction::of(node.child_by_field_name(field::VALUE)?));
            }
            cpp_kind::NEW_EXPRESSION if names(node.child_by_field_name(field::TYPE)) => {
                out.push(Construction::of(
                    node.child_by_field_name(field::ARGUMENTS)?,
                ));
            }
            cpp_kind::FIELD_INITIALIZER if names(node.named_child(0)) => {
                out.push(Construction::of(node.named_child(1)?));
            }
            // `V f() { return {0}; }`: each braced return constructs the class.
            kind::FUNCTION_DEFINITION if names(node.child_by_field_name(field::TYPE)) => {
                let returns_class = node
                    .child_by_field_name(field::DECLARATOR)
                    .is_some_and(|d| d.kind() == kind::FUNCTION_DECLARATOR);
                if let (true, Some(body)) = (returns_class, node.child_by_field_name(field::BODY)) {
                    braced_returns(body, &mut out);
                }
            }
            _ => {}
        }
    }
    if copies && n != 1 {
        // A copy of a braced temporary (`V d({0, 1})`) is built by this constructor.
        let copies_of_braces = out
            .iter()
            .any(|c| matches!(c.args()[..], [a] if a.kind() == kind::INITIALIZER_LIST));
        if copies_of_braces {
            return None;
        }
        out.retain(|c| c.args().len() != 1);
    }
    out.iter()
        .all(|c| {
            let args = c.args();
            args.len() == n && (!copies || n != 1 || args.iter().all(|a| is_literal(*a)))
        })
        .then_some(out)
}

/// The braced values `return {...};` returns in the statements of `body`. Only
/// statements are walked: a lambda or a local class inside an expression or a
/// declaration returns another type.
fn braced_returns<'t>(body: Node<'t>, out: &mut Vec<Construction<'t>>) {
    let mut c = body.walk();
    for child in body.named_children(&mut c) {
        match child.kind() {
            kind::RETURN_STATEMENT => {
                if let Some(v) = child
                    .named_child(0)
                    .filter(|v| v.kind() == kind::INITIALIZER_LIST)
                {
                    out.push(Construction::of(v));
                }
            }
            k if k.ends_with("_statement")
                || matches!(k, "else_clause" | "catch_clause" | "for_range_loop") =>
            {
                braced_returns(child, out)
            }
            _ => {}
        }
    }
}

/// The nodes that may construct a class, by the name they name it by (a declaration's
/// type, a function's return type, a call's function, a compound literal's or `new`'s
/// type, a field initializer's name): a unit of thousands of classes is read once.
fn index<'p, 't>(prog: &'p Program, nodes: &[Node<'t>]) -> HashMap<&'p str, Vec<Node<'t>>> {
    let mut out: HashMap<&str, Vec<Node<'_>>> = HashMap::new();
    for &node in nodes {
        let named = match node.kind() {
            kind::DECLARATION
            | kind::FIELD_DECLARATION
            | kind::FUNCTION_DEFINITION
            | kind::COMPOUND_LITERAL_EXPRESSION
            | cpp_kind::NEW_EXPRESSION => node.child_by_field_name(field::TYPE),
            // `V::V`: a constructor defined outside its class.
            cpp_kind::QUALIFIED_IDENTIFIER => crate::grammar::qualified_parts(node)
                .filter(|(s, n)| prog.node_text(*s) == prog.node_text(*n))
                .map(|(s, _)| s),
            kind::CALL_EXPRESSION => node.child_by_field_name(field::FUNCTION),
            cpp_kind::FIELD_INITIALIZER => node.named_child(0),
            _ => None,
        };
        if let Some(x) = named.filter(|x| x.child_count() == 0) {
            out.entry(prog.node_text(x)).or_default().push(node);
        }
    }
    out
}

/// The names of classes defined inside another scope that the bare name still names
/// alone: no other class of the program has it, and no qualified name (`U::W`) ends in
/// it, which would construct it where the bare name is not seen.
fn nested_classes<'p>(prog: &'p Program, nodes: &[Node<'_>]) -> HashSet<&'p str> {
    let mut defined: HashMap<&str, usize> = HashMap::new();
    let mut qualified: HashSet<&str> = HashSet::new();
    for &node in nodes {
        match node.kind() {
            kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER | kind::UNION_SPECIFIER => {
                if let (Some(n), Some(_)) = (
                    node.child_by_field_name(field::NAME),
                    node.child_by_field_name(field::BODY),
                ) {
                    *defined.entry(prog.node_text(n)).or_default() += 1;
                }
            }
            cpp_kind::QUALIFIED_IDENTIFIER => {
                if let Some(n) = node.child_by_field_name(field::NAME) {
                    qualified.insert(prog.node_text(n));
                }
            }
            _ => {}
        }
    }
    defined
        .into_iter()
        .filter(|&(n, k)| k == 1 && !qualified.contains(n))
        .map(|(n, _)| n)
        .collect()
}

/// One construction: its argument list (or, for `V d = 0`, its one value), and for `V
/// d(0)` and `V d = 0` the declarator, which becomes `d` when no argument is left (`V
/// d()` would declare a function).
struct Construction<'t> {
    list: Node<'t>,
    declarator: Option<(Range<usize>, Node<'t>)>,
    /// `list` is the one value of a copy initialization, not a list.
    single: bool,
}

impl<'t> Construction<'t> {
    fn of(list: Node<'t>) -> Self {
        Construction {
            list,
            declarator: None,
            single: false,
        }
    }

    /// The arguments passed.
    fn args(&self) -> Vec<Node<'t>> {
        if self.single {
            vec![self.list]
        } else {
            elements(self.list)
        }
    }
}

/// Remove a constructor's unused parameter and every construction's argument for it.
#[derive(Debug, Default)]
pub(crate) struct RemoveCtorParams;

impl Pass for RemoveCtorParams {
    fn name(&self) -> &'static str {
        "remove_ctor_params"
    }

    fn description(&self) -> &'static str {
        "C++: remove a constructor's unused parameter and the argument every construction passes for it"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let nodes = all_nodes(prog);
        let uses = Uses::of(prog);
        let index = index(prog, &nodes);
        let nested_ok = nested_classes(prog, &nodes);
        let mut list = Vec::new();
        for &spec in &nodes {
            if !matches!(
                spec.kind(),
                kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER
            ) {
                continue;
            }
            let Some(tag) = spec.child_by_field_name(field::NAME) else {
                continue;
            };
            let name = prog.node_text(tag);
            let at_file_scope = spec
                .parent()
                .is_some_and(|p| p.kind() == kind::TRANSLATION_UNIT);
            // A template's constructions name `W<int>`, which the index does not read.
            if !at_file_scope && (!nested_ok.contains(name) || in_template(spec)) {
                continue;
            }
            let Some(((fd, member), copies)) = constructor(prog, spec, name) else {
                continue;
            };
            let Some(params) = fd.child_by_field_name(field::PARAMETERS) else {
                continue;
            };
            let ps = elements(params);
            if ps.is_empty() || ps.iter().any(|p| p.kind() != kind::PARAMETER_DECLARATION) {
                continue; // none, a default argument, `...`
            }
            let Some(sites) = constructions(prog, &index, member, name, ps.len(), copies) else {
                continue;
            };
            for (i, p) in ps.iter().enumerate() {
                // Unused: its name (if any) appears nowhere in the member but where it
                // is declared.
                let used = FunctionDef::param_name(*p).is_some_and(|id| {
                    let at = uses.positions(prog.node_text(id));
                    let from = at.partition_point(|&x| x < member.start_byte());
                    at[from..]
                        .iter()
                        .take_while(|&&x| x < member.end_byte())
                        .any(|&x| x != id.start_byte())
                });
                if used {
                    continue;
                }
                let mut reps: Vec<Replacement> = list_element_deletion(params, i)
                    .map(|range| Replacement {
                        range,
                        text: String::new(),
                    })
                    .into_iter()
                    .collect();
                for c in &sites {
                    match &c.declarator {
                        // `V d(0)` and `V d = 0` become `V d`, not `V d()`.
                        Some((range, var)) if ps.len() == 1 => reps.push(Replacement {
                            range: range.clone(),
                            text: prog.node_text(*var).to_string(),
                        }),
                        _ => {
                            reps.extend(list_element_deletion(c.list, i).map(|range| Replacement {
                                range,
                                text: String::new(),
                            }))
                        }
                    }
                }
                list.push(Site {
                    reps,
                    what: format!("remove parameter {} of `{name}`'s constructor", i + 1),
                });
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn removes_a_constructor_parameter_and_its_arguments() {
        let src = "struct V { V(int, int x) { c = x; } int c; };\n\
                   struct W : V { W() : V(1, 2) {} };\n\
                   V g() { V d(0, 1); V e{0, 1}; V *p = new V(1, 2); return V(1, 2); }\n\
                   V h = {1, 2}; void k(V); int m() { k(V{1, 2}); }";
        assert_eq!(
            cpp_outputs(&RemoveCtorParams, src),
            vec![
                "struct V { V(int x) { c = x; } int c; };\n\
                 struct W : V { W() : V(2) {} };\n\
                 V g() { V d(1); V e{1}; V *p = new V(2); return V(2); }\n\
                 V h = {2}; void k(V); int m() { k(V{2}); }"
            ]
        );
    }

    #[test]
    fn constructions_inside_the_class_and_qualified_variables_count() {
        let out: std::collections::BTreeSet<String> = cpp_outputs(
            &RemoveCtorParams,
            "struct V { V(int, int) {} V g() { return V(1, 2); } static V s; }; V V::s(3, 4);",
        )
        .into_iter()
        .collect();
        assert_eq!(
            out.into_iter().collect::<Vec<_>>(),
            vec![
                "struct V { V(int) {} V g() { return V(1); } static V s; }; V V::s(3);",
                "struct V { V(int) {} V g() { return V(2); } static V s; }; V V::s(4);",
            ]
        );
    }

    #[test]
    fn copy_and_move_constructors_may_stay_beside_it() {
        // gcc-pr100611 of the C++ set: `V(int)` beside `V(V&)`, constructed by a literal.
        let src = "struct V { V(int) {} V(V&) {} };\nV c(0);\n";
        assert_eq!(
            cpp_outputs(&RemoveCtorParams, src),
            vec!["struct V { V() {} V(V&) {} };\nV c;\n"]
        );
        // The same after `V c(0)` was made a copy initialization.
        let src = "struct V { V(int) {} V(V&) {} };\nV c = 0;\n";
        assert_eq!(
            cpp_outputs(&RemoveCtorParams, src),
            vec!["struct V { V() {} V(V&) {} };\nV c;\n"]
        );
        // Two parameters: a construction of one argument is a copy, left as it is.
        let src = "struct V { V(int, int b) { x = b; } V(const V &v) = default; V(V&&); int x; };\nV c(0, 1); V d(c), e{0, 2};\n";
        assert_eq!(
            cpp_outputs(&RemoveCtorParams, src),
            vec!["struct V { V(int b) { x = b; } V(const V &v) = default; V(V&&); int x; };\nV c(1); V d(c), e{2};\n"]
        );
        for src in [
            // One parameter, and a construction that may copy.
            "struct V { V(int) {} V(V&) {} };\nV c(0); V d(c);\n",
            "struct V { V(int) {} V(V&) {} };\nV c(0); V d = c;\n",
            // No copy constructor declared: `V d = c` and `V d = V(0)` still copy.
            "struct V { V(int) {} };\nV c(0); V d = c;\n",
            "struct V { V(int) {} };\nV d = V(0);\n",
            // Two parameters, and `V d = 1`: a conversion by another constructor.
            "struct V { V(int, int) {} };\nV c(0, 1); V d = 1;\n",
            "struct V { V(int) {} V(const V&) {} };\nint i; V c(i);\n",
            // A copy of a braced temporary that the constructor builds.
            "struct V { V(int, int) {} V(const V&) {} };\nV c(0, 1); V d({0, 1});\n",
            // One parameter, and `V c(i)`, which the grammar reads as a function.
            "struct V { V(int) {} };\nint i; V c(i); V d(0);\n",
            // Two constructors that copy nothing.
            "struct V { V(int) {} V(long, int) {} };\nV c(0); V d(0, 1);\n",
        ] {
            assert!(cpp_outputs(&RemoveCtorParams, src).is_empty(), "{src}");
        }
    }

    #[test]
    fn a_last_argument_leaves_a_plain_declaration() {
        assert_eq!(
            cpp_outputs(
                &RemoveCtorParams,
                "struct V { V(int) {} ~V() {} }; int f() { V d(0); V e{0}; return 0; }"
            ),
            vec!["struct V { V() {} ~V() {} }; int f() { V d; V e{}; return 0; }"]
        );
    }

    #[test]
    fn leaves_alone_what_it_cannot_follow() {
        for src in [
            // Two constructors; a default argument; a plain `V d;`; another count.
            "struct V { V(int) {} V(int, int) {} }; V d(0);",
            "struct V { V(int a = 1) {} }; V d(0);",
            "struct V { V(int) {} }; V d;",
            "struct V { V(int, int) {} }; V d(0);",
            // The parameter is used, in the body or an initializer.
            "struct V { V(int a) { b = a; } int b; }; V d(0);",
            "struct V { V(int a) : b(a) {} int b; }; V d(0);",
            // A member of the class's type; a constructor defined outside the class.
            "struct V { V(int) {} }; struct W { V v; W() : v(0) {} }; V d(0);",
            "struct V { V(int); }; V::V(int) {} V d(0);",
            // A construction inside the class that passes another count.
            "struct V { V(int) {} V g() { return V(); } }; V d(0);",
        ] {
            assert_eq!(
                cpp_outputs(&RemoveCtorParams, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
        assert_eq!(
            outputs(
                &RemoveCtorParams,
                "struct V { int a; }; int f(int a) { return a; }"
            ),
            Vec::<String>::new()
        );
    }

    /// A nested class whose name is its own, and a braced return in a function that
    /// returns it: both go with the parameter. A lambda's braced return is another type's.
    #[test]
    fn a_nested_class_and_its_braced_returns() {
        let src = "struct X { X(int, int) {} };\nstruct U {\n  struct W { W(int) {} };\n  W y() { if (1) return {0}; auto l = []() -> X { return {1, 2}; }; return {3}; }\n};";
        let outs = cpp_outputs(&RemoveCtorParams, src);
        let want = "struct X { X(int, int) {} };\nstruct U {\n  struct W { W() {} };\n  W y() { if (1) return {}; auto l = []() -> X { return {1, 2}; }; return {}; }\n};";
        assert!(outs.iter().any(|o| o == want), "{outs:?}");
        assert!(
            outs.iter().all(|o| o.contains("return {1, 2};")),
            "{outs:?}"
        );
        // A second class of that name, or a qualified name ending in it: left alone.
        for src in [
            "struct U { struct W { W(int) {} }; W y() { return {0}; } }; struct X { struct W {}; };",
            "struct U { struct W { W(int) {} }; }; U::W w(0);",
            "template <class T> struct W { W(int) {} }; W<int> w(0);",
        ] {
            assert!(cpp_outputs(&RemoveCtorParams, src).is_empty(), "{src}");
        }
        // A braced return of another count (or `return {};` for a one-parameter
        // constructor) leaves the class alone.
        assert!(cpp_outputs(
            &RemoveCtorParams,
            "struct W { W(int) {} }; W y() { return {0}; } W z() { return {}; }"
        )
        .is_empty());
    }
}
