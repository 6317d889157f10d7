//! C++ templates: a template used with one argument list instantiated (class template
//! to class, function template to function: the header gone, each parameter replaced by
//! its argument, `A<int>` made `A` at every use), and a template argument made `int`.
//! Removing a template parameter or argument is `hdd`'s work (the lists are in the C++
//! grammar's value). C programs get no candidates.

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
         make a template argument `int`"
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

/// The site instantiating template `t`, if every use with arguments has the same
/// ones, nothing specializes it, and each parameter is a plain type or value.
fn instantiate(prog: &Program, nodes: &[Node<'_>], t: Node<'_>) -> Option<Site> {
    let params = t.child_by_field_name(field::PARAMETERS)?;
    let mut c = t.walk();
    let inner = t
        .named_children(&mut c)
        .find(|n| n.id() != params.id() && n.kind() != kind::COMMENT)?;
    let (name, class) = templated_name(prog, inner)?;
    // Parameters: names and defaults.
    let mut names = Vec::new();
    let mut c = params.walk();
    for p in params.named_children(&mut c) {
        let n = match p.kind() {
            cpp_kind::TYPE_PARAMETER_DECLARATION => p.named_child(0)?,
            kind::PARAMETER_DECLARATION => {
                declarator_name(p.child_by_field_name(field::DECLARATOR)?)?
            }
            _ => return None, // defaults, packs, template template parameters
        };
        names.push(prog.node_text(n));
    }
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
