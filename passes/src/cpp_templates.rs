//! C++ templates: a template used with one argument list instantiated (class template
//! to class, function template to function: the header gone, each parameter replaced by
//! its argument, `A<int>` made `A` at every use), a class template whose every use has
//! the arguments of its one full specialization made that specialization as a plain
//! class (the primary template gone), a parameter removed with its argument at every
//! use, a template argument made `int`, and one that names a value parameter of an
//! enclosing template (`W<d>` in `template <int d>`) made `0` or `1`. Removing one argument or one parameter alone is `hdd`'s work (the
//! lists are in the C++ grammar's value). C programs get no candidates.
//!
//! An instance is no template: `typename W::V` loses its `typename` (C++98 allows it only
//! in a template), and when an argument's class is declared after the template, the
//! instance goes just before the file-scope declaration of its first use.

use crate::c::{all_nodes, declarator_name, preorder};
use crate::grammar::{class_name, cpp_kind, field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Edit, Lang, Pass, Program, Replacement};
use std::collections::HashMap;
use tree_sitter::Node;

/// Instantiate templates used with one argument list or made plain by their one
/// specialization; make template arguments `int`, `0` or `1`.
#[derive(Debug, Default)]
pub(crate) struct InstantiateTemplates;

impl Pass for InstantiateTemplates {
    fn name(&self) -> &'static str {
        "instantiate_templates"
    }

    fn description(&self) -> &'static str {
        "C++: instantiate a template used with one argument list (class or function), \
         make a class template's one full specialization a plain class when every use \
         has its arguments, remove a parameter and its arguments, make a template \
         argument `int` (one naming a value parameter `0` or `1`)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let nodes = all_nodes(prog);
        let named = Named::of(prog, &nodes);
        let mut list = Vec::new();
        for t in nodes
            .iter()
            .filter(|n| n.kind() == cpp_kind::TEMPLATE_DECLARATION)
        {
            list.extend(instantiate(prog, &nodes, *t));
            list.extend(specialization_to_class(prog, &named, *t));
            list.extend(remove_params(prog, &nodes, *t));
        }
        for a in nodes.iter().filter(|n| {
            n.parent()
                .is_some_and(|p| p.kind() == cpp_kind::TEMPLATE_ARGUMENT_LIST)
        }) {
            let text = prog.node_text(*a);
            // `W<d>` with `template <int d>` in scope reads as a type to the grammar.
            let value = matches!(a.kind(), cpp_kind::TYPE_DESCRIPTOR | kind::IDENTIFIER)
                && value_params_in_scope(prog, *a).contains(&text);
            if value {
                for v in ["0", "1"] {
                    list.push(Site::replace(
                        a.byte_range(),
                        v,
                        format!("template argument `{text}` -> {v}"),
                    ));
                }
            } else if a.kind() == cpp_kind::TYPE_DESCRIPTOR && text != "int" {
                list.push(Site::replace(
                    a.byte_range(),
                    "int",
                    format!("template argument `{text}` -> int"),
                ));
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The name a template declares, and whether it is a class template.
fn templated_name<'t>(prog: &'t Program, inner: Node<'_>) -> Option<(&'t str, bool)> {
    match inner.kind() {
        kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER | kind::UNION_SPECIFIER => {
            inner.child_by_field_name(field::BODY)?;
            // A specialization `struct A<int> {..}` declares `A`.
            Some((prog.node_text(class_name(inner)?), true))
        }
        kind::FUNCTION_DEFINITION | kind::DECLARATION => {
            let d = inner.child_by_field_name(field::DECLARATOR)?;
            // A specialization `void f<int>(int)` declares `f`.
            let f = d
                .child_by_field_name(field::DECLARATOR)
                .filter(|_| d.kind() == kind::FUNCTION_DECLARATOR)
                .filter(|f| f.kind() == cpp_kind::TEMPLATE_FUNCTION);
            if let Some(f) = f {
                return Some((prog.node_text(f.child_by_field_name(field::NAME)?), false));
            }
            let n = declarator_name(d)?;
            (n.kind() == kind::IDENTIFIER).then(|| (prog.node_text(n), false))
        }
        _ => None,
    }
}

/// Template `t`'s parameter list, the declaration it templates, that declaration's
/// name, and whether it is a class template.
fn parts<'t, 'p>(prog: &'p Program, t: Node<'t>) -> Option<(Node<'t>, Node<'t>, &'p str, bool)> {
    let params = t.child_by_field_name(field::PARAMETERS)?;
    let mut c = t.walk();
    let inner = t
        .named_children(&mut c)
        .find(|n| n.id() != params.id() && n.kind() != kind::COMMENT)?;
    let (name, class) = templated_name(prog, inner)?;
    Some((params, inner, name, class))
}

/// The names of template `t`'s parameters, in order: `None` for defaults, packs,
/// template template parameters and other shapes.
pub(crate) fn param_names(prog: &Program, t: Node<'_>) -> Option<Vec<String>> {
    let params = t.child_by_field_name(field::PARAMETERS)?;
    let mut out = Vec::new();
    let mut c = params.walk();
    for p in params.named_children(&mut c) {
        let n = match p.kind() {
            cpp_kind::TYPE_PARAMETER_DECLARATION => p.named_child(0)?,
            kind::PARAMETER_DECLARATION => {
                declarator_name(p.child_by_field_name(field::DECLARATOR)?)?
            }
            _ => return None,
        };
        out.push(prog.node_text(n).to_string());
    }
    Some(out)
}

/// The site instantiating template `t`, if every use with arguments has the same
/// ones, nothing specializes it, and each parameter is a plain type or value.
fn instantiate(prog: &Program, nodes: &[Node<'_>], t: Node<'_>) -> Option<Site> {
    let (_, inner, name, class) = parts(prog, t)?;
    let names = param_names(prog, t)?;
    if names.is_empty() {
        return None; // `template <>`: a specialization
    }
    // Uses: `name<...>`.
    let use_kind = if class {
        cpp_kind::TEMPLATE_TYPE
    } else {
        cpp_kind::TEMPLATE_FUNCTION
    };
    let mut args: Option<Vec<String>> = None;
    let mut uses = Vec::new();
    for u in nodes.iter().filter(|u| {
        u.child_by_field_name(field::NAME)
            .is_some_and(|n| prog.node_text(n) == name)
            && (u.kind() == use_kind || u.kind() == cpp_kind::TEMPLATE_TYPE)
    }) {
        let list = u.child_by_field_name(field::ARGUMENTS)?;
        let mut c = list.walk();
        let these: Vec<String> = list
            .named_children(&mut c)
            .map(|a| prog.node_text(a).to_string())
            .collect();
        if t.byte_range().contains(&u.start_byte()) {
            return None; // used in its own definition (recursion, `A<T>::`)
        }
        if these.len() != names.len() || args.as_ref().is_some_and(|a| a != &these) {
            return None;
        }
        args = Some(these);
        uses.push(list.byte_range());
    }
    // Another template declaring the same name: a specialization or an overload.
    let others = nodes
        .iter()
        .filter(|o| o.kind() == cpp_kind::TEMPLATE_DECLARATION && o.id() != t.id())
        .filter(|o| {
            let mut c = o.walk();
            let found = o
                .named_children(&mut c)
                .filter_map(|i| templated_name(prog, i))
                .any(|(n, _)| n == name);
            found
        })
        .count();
    if others > 0 {
        return None;
    }
    let args = args.unwrap_or_else(|| vec!["int".to_string(); names.len()]);
    // Inside no other template, the declaration made is no template: `typename W::V`
    // loses its `typename` (C++98 allows it only in templates).
    let nested = nodes.iter().any(|o| {
        o.kind() == cpp_kind::TEMPLATE_DECLARATION
            && o.id() != t.id()
            && o.start_byte() <= t.start_byte()
            && t.end_byte() <= o.end_byte()
    });
    let mut body = Vec::new();
    for n in preorder(inner) {
        // A parameter as a scope (`W::l`) reads as a namespace's name.
        if matches!(
            n.kind(),
            kind::IDENTIFIER | kind::TYPE_IDENTIFIER | cpp_kind::NAMESPACE_IDENTIFIER
        ) {
            if let Some(i) = names.iter().position(|p| *p == prog.node_text(n)) {
                body.push(Replacement {
                    range: n.byte_range(),
                    text: args[i].clone(),
                });
            }
        }
        if !nested && n.kind() == cpp_kind::DEPENDENT_TYPE {
            if let (Some(k), Some(after)) =
                (n.child(0).filter(|k| k.kind() == "typename"), n.child(1))
            {
                body.push(Replacement::deletion(
                    prog.text(),
                    k.start_byte()..after.start_byte(),
                ));
            }
        }
    }
    let mut reps = match declared_later(prog, nodes, t, &args, &uses) {
        // An argument's class is declared after the template: the declaration made goes
        // just before the file-scope declaration of its first use.
        Some(at) => vec![
            Replacement {
                range: t.byte_range(),
                text: String::new(),
            },
            Replacement {
                range: at..at,
                text: format!(
                    "{}\n",
                    rewritten(prog, inner.start_byte()..t.end_byte(), &body)?
                ),
            },
        ],
        None => {
            let mut reps = vec![Replacement {
                range: t.start_byte()..inner.start_byte(),
                text: String::new(),
            }];
            reps.extend(body);
            reps
        }
    };
    for r in uses {
        reps.push(Replacement::deletion(prog.text(), r));
    }
    Some(Site {
        reps,
        what: format!("instantiate `{name}<{}>`", args.join(", ")),
    })
}

/// Where the declaration instantiating file-scope template `t` must go when a class,
/// union, enum or type its arguments name is declared at file scope after it: the start
/// of the file-scope declaration holding the first of `uses`. `None` when it may stay.
fn declared_later(
    prog: &Program,
    nodes: &[Node<'_>],
    t: Node<'_>,
    args: &[String],
    uses: &[std::ops::Range<usize>],
) -> Option<usize> {
    let root = prog.root()?;
    let first = uses.iter().map(|r| r.start).min()?;
    let mut c = root.walk();
    let tops: Vec<Node<'_>> = root.named_children(&mut c).collect();
    if !tops.iter().any(|n| n.id() == t.id()) {
        return None;
    }
    let holder = tops
        .iter()
        .find(|n| n.start_byte() <= first && first < n.end_byte())?;
    if holder.start_byte() < t.end_byte() {
        return None;
    }
    let words: Vec<&str> = args
        .iter()
        .flat_map(|a| a.split(|c: char| !(c.is_alphanumeric() || c == '_')))
        .filter(|w| !w.is_empty())
        .collect();
    let later = nodes
        .iter()
        .filter(|n| t.end_byte() <= n.start_byte() && n.start_byte() < holder.start_byte())
        .filter_map(|n| match n.kind() {
            kind::STRUCT_SPECIFIER
            | cpp_kind::CLASS_SPECIFIER
            | kind::UNION_SPECIFIER
            | kind::ENUM_SPECIFIER => n.child_by_field_name(field::NAME),
            kind::TYPE_DEFINITION => n.child_by_field_name(field::DECLARATOR),
            cpp_kind::ALIAS_DECLARATION => n.child_by_field_name(field::NAME),
            _ => None,
        })
        .any(|name| words.contains(&prog.node_text(name)));
    later.then(|| holder.start_byte())
}

/// The text of `range` with `reps` (inside it) made.
fn rewritten(
    prog: &Program,
    range: std::ops::Range<usize>,
    reps: &[Replacement],
) -> Option<String> {
    let shifted = reps
        .iter()
        .map(|r| Replacement {
            range: r.range.start - range.start..r.range.end - range.start,
            text: r.text.clone(),
        })
        .collect();
    Edit::new(shifted).ok()?.apply(&prog.text()[range])
}

/// The names of the value parameters (`d` of `template <int d>`) of the templates that
/// enclose `node`.
fn value_params_in_scope<'p>(prog: &'p Program, node: Node<'_>) -> Vec<&'p str> {
    let mut out = Vec::new();
    let mut at = node.parent();
    while let Some(t) = at {
        if t.kind() == cpp_kind::TEMPLATE_DECLARATION {
            if let Some(params) = t.child_by_field_name(field::PARAMETERS) {
                let mut c = params.walk();
                out.extend(
                    params
                        .named_children(&mut c)
                        .filter(|p| p.kind() == kind::PARAMETER_DECLARATION)
                        .filter_map(|p| declarator_name(p.child_by_field_name(field::DECLARATOR)?))
                        .map(|n| prog.node_text(n)),
                );
            }
        }
        at = t.parent();
    }
    out
}

/// The class (struct, union) a template declares, with or without a body.
fn templated_class(t: Node<'_>) -> Option<Node<'_>> {
    let mut c = t.walk();
    let found = t.named_children(&mut c).find(|n| {
        matches!(
            n.kind(),
            kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER | kind::UNION_SPECIFIER
        )
    });
    found
}

/// The program's classes (struct, union) by the name they declare (`A` for `struct
/// A<int>` too) and its identifiers by their text, each in document order: found once
/// for all of a batch's templates.
struct Named<'p, 't> {
    classes: HashMap<&'p str, Vec<Node<'t>>>,
    idents: HashMap<&'p str, Vec<Node<'t>>>,
}

impl<'p, 't> Named<'p, 't> {
    fn of(prog: &'p Program, nodes: &[Node<'t>]) -> Named<'p, 't> {
        let mut named = Named {
            classes: HashMap::new(),
            idents: HashMap::new(),
        };
        for n in nodes {
            match n.kind() {
                kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER | kind::UNION_SPECIFIER => {
                    if let Some(m) = class_name(*n) {
                        named.classes.entry(prog.node_text(m)).or_default().push(*n);
                    }
                }
                kind::IDENTIFIER | kind::TYPE_IDENTIFIER => {
                    named.idents.entry(prog.node_text(*n)).or_default().push(*n);
                }
                _ => {}
            }
        }
        named
    }

    fn classes(&self, name: &str) -> impl Iterator<Item = Node<'t>> + '_ {
        self.classes.get(name).into_iter().flatten().copied()
    }

    fn idents(&self, name: &str) -> impl Iterator<Item = Node<'t>> + '_ {
        self.idents.get(name).into_iter().flatten().copied()
    }
}

/// The site making template `t`, a full specialization `template <> struct X<A> {..}`,
/// the plain class `struct X {..}`: the primary template's declarations deleted and `<A>`
/// deleted at every use. Only when every use of `X` outside the primary template has the
/// arguments `A` (compared without spaces), no other template declares `X`, no plain
/// class is named `X`, and `X` is named nowhere else outside the specialization.
fn specialization_to_class(prog: &Program, named: &Named<'_, '_>, t: Node<'_>) -> Option<Site> {
    let params = t.child_by_field_name(field::PARAMETERS)?;
    if params.named_child_count() != 0 {
        return None;
    }
    let class = templated_class(t)?;
    class.child_by_field_name(field::BODY)?;
    let own = class.child_by_field_name(field::NAME)?;
    if own.kind() != cpp_kind::TEMPLATE_TYPE {
        return None;
    }
    let name = prog.node_text(own.child_by_field_name(field::NAME)?);
    let own_args = own.child_by_field_name(field::ARGUMENTS)?;
    let squeeze = |n: Node<'_>| -> String {
        prog.node_text(n)
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect()
    };
    let args = squeeze(own_args);
    // Every other class named `name`: the primary template's declarations, or give up.
    let mut primaries = Vec::new();
    for c in named.classes(name).filter(|c| c.id() != class.id()) {
        let Some(n) = c.child_by_field_name(field::NAME) else {
            continue;
        };
        let primary = c.parent().filter(|p| {
            p.kind() == cpp_kind::TEMPLATE_DECLARATION
                && n.kind() == kind::TYPE_IDENTIFIER
                && p.child_by_field_name(field::PARAMETERS)
                    .is_some_and(|l| l.named_child_count() > 0)
        });
        match primary {
            Some(p) => primaries.push(p),
            None => return None, // another specialization, or a plain class
        }
    }
    if primaries.is_empty() {
        return None;
    }
    let inside = |n: Node<'_>, of: Node<'_>| of.byte_range().contains(&n.start_byte());
    let mut reps = vec![
        Replacement {
            range: t.start_byte()..class.start_byte(),
            text: String::new(),
        },
        Replacement::deletion(prog.text(), own_args.byte_range()),
    ];
    for p in &primaries {
        reps.push(Replacement {
            range: p.byte_range(),
            text: String::new(),
        });
    }
    for n in named
        .idents(name)
        .filter(|n| !primaries.iter().any(|p| inside(*n, *p)))
    {
        let parent = n.parent()?;
        let is_name = parent
            .child_by_field_name(field::NAME)
            .is_some_and(|m| m.id() == n.id());
        if parent.kind() == cpp_kind::TEMPLATE_TYPE && is_name {
            if parent.id() == own.id() {
                continue;
            }
            let list = parent.child_by_field_name(field::ARGUMENTS)?;
            if squeeze(list) != args {
                return None;
            }
            reps.push(Replacement::deletion(prog.text(), list.byte_range()));
        } else if !inside(n, class) {
            return None; // `X` named bare: a template template argument, a friend
        }
    }
    Some(Site {
        reps,
        what: format!("specialization `{name}{args}` -> a plain class"),
    })
}

/// The range deleting element `i` of a `<...>` list with its comma.
fn element_range(list: Node<'_>, i: usize) -> Option<std::ops::Range<usize>> {
    crate::c::list_element_deletion(list, i)
}

/// One site per parameter of template `t` (when it has two or more): the parameter
/// removed, and its argument at every use `name<...>`.
fn remove_params(prog: &Program, nodes: &[Node<'_>], t: Node<'_>) -> Vec<Site> {
    let mut out = Vec::new();
    let Some((params, inner, name, _)) = parts(prog, t) else {
        return out;
    };
    // A partial specialization `struct A<T *, U>`: its parameters are not the arguments'.
    if inner
        .child_by_field_name(field::NAME)
        .is_some_and(|n| n.kind() == cpp_kind::TEMPLATE_TYPE)
    {
        return out;
    }
    let count = params.named_child_count();
    if count < 2 {
        return out;
    }
    let uses: Vec<Node<'_>> = nodes
        .iter()
        .filter(|u| {
            matches!(
                u.kind(),
                cpp_kind::TEMPLATE_TYPE | cpp_kind::TEMPLATE_FUNCTION
            )
        })
        .filter(|u| {
            u.child_by_field_name(field::NAME)
                .is_some_and(|n| prog.node_text(n) == name)
        })
        .filter_map(|u| u.child_by_field_name(field::ARGUMENTS))
        .collect();
    for i in 0..count {
        let Some(p) = params.named_child(i) else {
            continue;
        };
        let Some(range) = element_range(params, i) else {
            continue;
        };
        let mut reps = vec![Replacement {
            range,
            text: String::new(),
        }];
        let mut ok = true;
        for args in &uses {
            if args.named_child_count() != count {
                // Defaults or a pack: the argument of this parameter is not known.
                ok = false;
                break;
            }
            match element_range(*args, i) {
                Some(r) => reps.push(Replacement {
                    range: r,
                    text: String::new(),
                }),
                None => ok = false,
            }
        }
        if ok {
            out.push(Site {
                reps,
                what: format!("remove parameter `{}` of `{name}`", prog.node_text(p)),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::cpp_outputs;

    #[test]
    fn instantiates_a_class_template() {
        let out = cpp_outputs(
            &InstantiateTemplates,
            "template <class T> struct A { T t; };\nA<long> a;\nA<long>b;\n",
        );
        assert_eq!(out[0], "struct A { long t; };\nA a;\nA b;\n");
        assert!(
            out.contains(
                &"template <class T> struct A { T t; };\nA<int> a;\nA<long>b;\n".to_string()
            ),
            "{out:?}"
        );
    }

    #[test]
    fn instantiates_a_function_template() {
        let out = cpp_outputs(
            &InstantiateTemplates,
            "template <typename T, int N> T f(T x) { return x + N; }\nint g() { return f<int, 3>(1); }\n",
        );
        assert_eq!(
            out[0],
            "int f(int x) { return x + 3; }\nint g() { return f(1); }\n"
        );
    }

    #[test]
    fn a_parameter_as_a_scope_is_replaced_and_typename_goes() {
        let out = cpp_outputs(
            &InstantiateTemplates,
            "struct B { typedef int V; static const int l = 2; };\ntemplate <class W> struct S { typename W::V d[W::l]; };\nS<B> s;\n",
        );
        assert_eq!(
            out[0],
            "struct B { typedef int V; static const int l = 2; };\nstruct S { B::V d[B::l]; };\nS s;\n"
        );
        // Inside another template, `typename` stays.
        let out = cpp_outputs(
            &InstantiateTemplates,
            "template <class X> struct O {\n  template <class W> struct S { typename W::V d; };\n  S<X> s;\n};\n",
        );
        assert!(
            out.contains(
                &"template <class X> struct O {\n  struct S { typename X::V d; };\n  S s;\n};\n"
                    .to_string()
            ),
            "{out:?}"
        );
    }

    #[test]
    fn an_argument_declared_later_moves_the_instance_to_its_first_use() {
        let src = "template <class W> struct S { typename W::V d; };\nstruct B { typedef int V; };\nint x;\nvoid f() { S<B> s; }\n";
        let out = cpp_outputs(&InstantiateTemplates, src);
        assert_eq!(
            out[0],
            "\nstruct B { typedef int V; };\nint x;\nstruct S { B::V d; };\nvoid f() { S s; }\n"
        );
        // Declared before: it stays where it is.
        let src = "struct B { typedef int V; };\ntemplate <class W> struct S { typename W::V d; };\nvoid f() { S<B> s; }\n";
        let out = cpp_outputs(&InstantiateTemplates, src);
        assert_eq!(
            out[0],
            "struct B { typedef int V; };\nstruct S { B::V d; };\nvoid f() { S s; }\n"
        );
    }

    #[test]
    fn removes_a_parameter_and_its_arguments() {
        let out = cpp_outputs(
            &InstantiateTemplates,
            "template <class T, int N> struct A { T t; };\nA<char, 2> a;\nA<long, 3> b;\n",
        );
        assert!(
            out.contains(
                &"template <class T> struct A { T t; };\nA<char> a;\nA<long> b;\n".to_string()
            ),
            "{out:?}"
        );
        assert!(
            out.contains(&"template < int N> struct A { T t; };\nA< 2> a;\nA< 3> b;\n".to_string())
                || out.iter().any(|o| o.contains("template <int N>")),
            "{out:?}"
        );
    }

    #[test]
    fn leaves_a_parameter_with_a_defaulted_use_alone() {
        // `A<char>` relies on N's default: which argument goes is not known.
        let out = cpp_outputs(
            &InstantiateTemplates,
            "template <class T, int N = 1> struct A { T t; };\nA<char> a;\n",
        );
        assert!(
            out.iter()
                .all(|o| o.contains("template <class T, int N = 1>")),
            "{out:?}"
        );
    }

    #[test]
    fn leaves_a_specialized_template_alone() {
        let src =
            "template <class T> struct A { T t; };\ntemplate <> struct A<int> { };\nA<char> a;\n";
        let out = cpp_outputs(&InstantiateTemplates, src);
        assert!(
            out.iter().all(|o| o.contains("template <class T>")),
            "{out:?}"
        );
    }

    #[test]
    fn leaves_a_template_used_with_two_argument_lists_alone() {
        let src = "template <class T> struct A { T t; };\nA<char> a;\nA<long> b;\n";
        let out = cpp_outputs(&InstantiateTemplates, src);
        assert!(
            out.iter().all(|o| o.contains("template <class T>")),
            "{out:?}"
        );
        assert_eq!(out.len(), 3, "{out:?}"); // both, and each, argument made int
    }

    #[test]
    fn makes_the_one_specialization_a_plain_class() {
        let src = "template <typename> class complex;\n\
                   template <> struct complex<int> { complex(double); complex<int> *p; };\n\
                   void f() { complex< int >a = 0.0; }\n";
        let out = cpp_outputs(&InstantiateTemplates, src);
        assert_eq!(
            out[0],
            "\n\
             struct complex { complex(double); complex *p; };\n\
             void f() { complex a = 0.0; }\n"
        );
        // A defined primary template goes with its forward declaration.
        let src = "template <class T> struct A;\ntemplate <class T> struct A { T t; };\n\
                   template <> struct A<int> { };\nA<int> a;\n";
        let out = cpp_outputs(&InstantiateTemplates, src);
        assert_eq!(
            out[0],
            "\n\n\
             struct A { };\nA a;\n"
        );
        // A use inside the primary goes with it.
        let out2 = cpp_outputs(
            &InstantiateTemplates,
            "template <class T> struct A { A<T> *n; };\ntemplate <> struct A<int> { };\nA<int> a;\n",
        );
        assert!(
            out2.contains(&"\nstruct A { };\nA a;\n".to_string()),
            "{out2:?}"
        );
        // The primary is not instantiated: `A<int>` is the specialization's.
        assert!(
            out.iter().all(|o| !o.contains("struct A { int t; }")),
            "{out:?}"
        );
    }

    #[test]
    fn leaves_a_specialization_alone_when_the_template_has_other_uses() {
        for src in [
            // Another argument list; another specialization; a bare use; a plain class.
            "template <class> struct A;\ntemplate <> struct A<int> { };\nA<int> a;\nA<char> *b;\n",
            "template <class> struct A;\ntemplate <> struct A<int> { };\n\
             template <> struct A<char> { };\nA<int> a;\n",
            "template <class> struct A;\ntemplate <> struct A<int> { };\n\
             template <template <class> class> struct B { };\nB<A> b;\n",
            "namespace n { struct A { }; }\ntemplate <class> struct A;\ntemplate <> struct A<int> { };\n",
        ] {
            let out = cpp_outputs(&InstantiateTemplates, src);
            assert!(
                out.iter().all(|o| o.contains("template <class> struct A;")),
                "{src}: {out:?}"
            );
        }
    }

    #[test]
    fn makes_a_value_parameter_s_argument_a_number() {
        let src = "template <int b> struct W { int c[b]; };\n\
                   template <int d> struct S { W<d> e; W<(d)> f; };\nS<1> s;\n";
        let out = cpp_outputs(&InstantiateTemplates, src);
        assert!(out.iter().any(|o| o.contains("W<0> e;")), "{out:?}");
        assert!(out.iter().any(|o| o.contains("W<1> e;")), "{out:?}");
        // A type argument is made `int`, never a number.
        let out = cpp_outputs(
            &InstantiateTemplates,
            "template <class T> struct W { T t; };\nW<long> w;\nW<char> v;\n",
        );
        assert!(out.iter().all(|o| !o.contains("W<0>")), "{out:?}");
        assert!(out.iter().any(|o| o.contains("W<int> w")), "{out:?}");
        // A value parameter of another template does not make `N` a value here.
        let out = cpp_outputs(
            &InstantiateTemplates,
            "template <int N> struct A { };\ntemplate <class N> struct Z { W<N> w; };\n",
        );
        assert!(out.iter().all(|o| !o.contains("W<0>")), "{out:?}");
        assert!(out.iter().any(|o| o.contains("W<int> w")), "{out:?}");
    }

    #[test]
    fn leaves_a_function_template_with_a_specialization_alone() {
        let src = "template <class T> void f(T) { }\ntemplate <> void f<int>(int) { }\n\
                   void g() { f<int>(1); }\n";
        let out = cpp_outputs(&InstantiateTemplates, src);
        assert!(
            out.iter()
                .all(|o| o.contains("template <class T> void f(T)")),
            "{out:?}"
        );
    }

    #[test]
    fn a_partial_specialization_keeps_its_parameters() {
        let src = "template <class T, class U> struct A { };\n\
                   template <class T, class U> struct A<T *, U> { };\nA<int *, char> a;\n";
        let out = cpp_outputs(&InstantiateTemplates, src);
        assert!(
            out.iter()
                .all(|o| o.contains("template <class T, class U> struct A<")),
            "{out:?}"
        );
    }

    #[test]
    fn c_gets_nothing() {
        let p = Program::new("int x;");
        assert!(InstantiateTemplates
            .candidates(&p, Cursor::START, 10)
            .is_empty());
    }
}
