//! C++ templates: a template used with one argument list instantiated (class template
//! to class, function template to function: the header gone, each parameter replaced by
//! its argument, `A<int>` made `A` at every use), a parameter removed with its argument
//! at every use, and a template argument made `int`. Removing one argument or one
//! parameter alone is `hdd`'s work (the lists are in the C++ grammar's value). C
//! programs get no candidates.

use crate::c::{all_nodes, declarator_name, preorder};
use crate::grammar::{cpp_kind, field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program, Replacement};
use tree_sitter::Node;

/// Instantiate templates used with one argument list; make template arguments `int`.
#[derive(Debug, Default)]
pub(crate) struct InstantiateTemplates;

impl Pass for InstantiateTemplates {
    fn name(&self) -> &'static str {
        "instantiate_templates"
    }

    fn description(&self) -> &'static str {
        "C++: instantiate a template used with one argument list (class or function), \
         remove a parameter and its arguments, make a template argument `int`"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let nodes = all_nodes(prog);
        let mut list = Vec::new();
        for t in nodes
            .iter()
            .filter(|n| n.kind() == cpp_kind::TEMPLATE_DECLARATION)
        {
            list.extend(instantiate(prog, &nodes, *t));
            list.extend(remove_params(prog, &nodes, *t));
        }
        for a in nodes
            .iter()
            .filter(|n| n.kind() == cpp_kind::TYPE_DESCRIPTOR)
            .filter(|n| {
                n.parent()
                    .is_some_and(|p| p.kind() == cpp_kind::TEMPLATE_ARGUMENT_LIST)
            })
        {
            if prog.node_text(*a) != "int" {
                list.push(Site::replace(
                    a.byte_range(),
                    "int",
                    format!("template argument `{}` -> int", prog.node_text(*a)),
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
            Some((
                prog.node_text(inner.child_by_field_name(field::NAME)?),
                true,
            ))
        }
        kind::FUNCTION_DEFINITION | kind::DECLARATION => {
            let d = inner.child_by_field_name(field::DECLARATOR)?;
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
        uses.push(u.child_by_field_name(field::ARGUMENTS)?.byte_range());
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
    let mut reps = vec![Replacement {
        range: t.start_byte()..inner.start_byte(),
        text: String::new(),
    }];
    for n in preorder(inner) {
        if matches!(n.kind(), kind::IDENTIFIER | kind::TYPE_IDENTIFIER) {
            if let Some(i) = names.iter().position(|p| *p == prog.node_text(n)) {
                reps.push(Replacement {
                    range: n.byte_range(),
                    text: args[i].clone(),
                });
            }
        }
    }
    for r in uses {
        reps.push(Replacement {
            range: r,
            text: String::new(),
        });
    }
    Some(Site {
        reps,
        what: format!("instantiate `{name}<{}>`", args.join(", ")),
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
    let Some((params, _, name, _)) = parts(prog, t) else {
        return out;
    };
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
            "template <class T> struct A { T t; };\nA<long> a;\n",
        );
        assert_eq!(out[0], "struct A { long t; };\nA a;\n");
        assert!(
            out.contains(&"template <class T> struct A { T t; };\nA<int> a;\n".to_string()),
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
    fn c_gets_nothing() {
        let p = Program::new("int x;");
        assert!(InstantiateTemplates
            .candidates(&p, Cursor::START, 10)
            .is_empty());
    }
}
