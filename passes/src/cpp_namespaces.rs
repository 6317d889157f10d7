//! C++ namespaces: a namespace removed with its contents kept (the names it qualified
//! re-qualified), a qualified name made plain (`A::b` to `b`), and the GNU attributes
//! of a namespace dropped (tree-sitter-cpp cannot read them). C programs have none, and
//! get no candidates.

use crate::c::all_nodes;
use crate::grammar::{cpp_kind, field, kind};
use crate::lexer::TokenKind;
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program, Replacement};
use std::collections::HashMap;
use tree_sitter::Node;

/// Drop the GNU attributes of namespace definitions (`namespace std
/// __attribute__ ((__visibility__ ("default"))) {`, how libstdc++ opens every namespace).
/// tree-sitter-cpp cannot read them: each such namespace parses as an error and a block,
/// so every pass then sees a libstdc++ unit as a few huge statements. Read from the
/// tokens, not the tree, since the tree has no namespace there; all at once first.
#[derive(Debug, Default)]
pub(crate) struct DropNamespaceAttributes;

impl Pass for DropNamespaceAttributes {
    fn name(&self) -> &'static str {
        "drop_namespace_attributes"
    }

    fn description(&self) -> &'static str {
        "C++: drop `__attribute__ ((...))` after a namespace's name, which the grammar cannot read"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let text = prog.text();
        // One token at a time: on a unit of several MB, the whole list is tens of MB.
        let mut all = crate::lexer::tokens(text);
        let mut list = Vec::new();
        while let Some(first) = all.next() {
            if &text[first.range.clone()] != "namespace" {
                continue;
            }
            // The head, up to the first `{`, `}` or `;`: all that is read below.
            let mut toks = vec![first];
            for t in all.clone() {
                let end = matches!(&text[t.range.clone()], "{" | "}" | ";");
                toks.push(t);
                if end {
                    break;
                }
            }
            let tok = |i: usize| toks.get(i).map_or("", |t| &text[t.range.clone()]);
            // The name, if any: identifiers joined by `::` (`namespace a::inline b`).
            let mut j = 1;
            while tok(j) != "__attribute__"
                && toks.get(j).is_some_and(|t| t.kind == TokenKind::Ident)
            {
                j += 1;
                if tok(j) == "::" || tok(j - 1) == "inline" {
                    j += usize::from(tok(j) == "::");
                } else {
                    break;
                }
            }
            while tok(j) == "__attribute__" && tok(j + 1) == "(" {
                let Some(close) = matching_paren(&toks, text, j + 1) else {
                    break;
                };
                let start = toks[j - 1].range.end;
                let end = toks[close].range.end;
                list.push(Site::delete(
                    start..end,
                    format!("drop the attribute of namespace `{}`", tok(1)),
                ));
                j = close + 1;
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The index of the `)` that closes the `(` at `open`.
fn matching_paren(toks: &[crate::lexer::Token], text: &str, open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (k, t) in toks.iter().enumerate().skip(open) {
        match &text[t.range.clone()] {
            "(" => depth += 1,
            ")" => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(k);
                }
            }
            "{" | "}" | ";" => return None,
            _ => {}
        }
    }
    None
}

/// Remove a namespace and keep its contents; drop the scope of qualified names.
#[derive(Debug, Default)]
pub(crate) struct UnwrapNamespaces;

impl Pass for UnwrapNamespaces {
    fn name(&self) -> &'static str {
        "unwrap_namespaces"
    }

    fn description(&self) -> &'static str {
        "C++: remove a namespace and keep its contents (its uses re-qualified), and make \
         qualified names plain (A::b to b)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let nodes = all_nodes(prog);
        let mut list = Vec::new();
        let clash = Clashes::of(prog, &nodes);
        for ns in nodes
            .iter()
            .filter(|n| n.kind() == cpp_kind::NAMESPACE_DEFINITION)
        {
            if let Some(site) = unwrap(prog, &nodes, *ns, &clash) {
                list.push(site);
            }
        }
        for q in nodes
            .iter()
            .filter(|n| n.kind() == cpp_kind::QUALIFIED_IDENTIFIER)
        {
            if let Some(site) = plain(prog, *q) {
                list.push(site);
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// Names declared directly in each scope (a namespace's body, or the file), by scope
/// start: unwrapping a namespace whose name is also declared in the enclosing scope
/// would make an overload or a redefinition.
struct Clashes {
    by_scope: HashMap<usize, HashMap<String, usize>>,
}

impl Clashes {
    fn of(prog: &Program, nodes: &[Node<'_>]) -> Clashes {
        let mut by_scope: HashMap<usize, HashMap<String, usize>> = HashMap::new();
        for scope in nodes.iter().filter(|n| {
            n.kind() == kind::TRANSLATION_UNIT
                || (n.kind() == kind::DECLARATION_LIST
                    && n.parent()
                        .is_some_and(|p| p.kind() == cpp_kind::NAMESPACE_DEFINITION))
        }) {
            let names = by_scope.entry(scope.start_byte()).or_default();
            let mut c = scope.walk();
            for item in scope.named_children(&mut c) {
                for n in item_names(prog, item) {
                    *names.entry(n).or_default() += 1;
                }
            }
        }
        Clashes { by_scope }
    }

    /// Whether any name declared directly in `body` is declared in the scope `outer`
    /// too.
    fn between(&self, body: Node<'_>, outer: Node<'_>) -> bool {
        let (Some(inner), Some(outer)) = (
            self.by_scope.get(&body.start_byte()),
            self.by_scope.get(&outer.start_byte()),
        ) else {
            return true;
        };
        inner.keys().any(|n| outer.contains_key(n))
    }
}

/// The names an item declares (a template's or a namespace's too).
fn item_names(prog: &Program, item: Node<'_>) -> Vec<String> {
    let mut out: Vec<String> = crate::c::declared_names(item)
        .into_iter()
        .map(|n| prog.node_text(n).to_string())
        .collect();
    match item.kind() {
        cpp_kind::TEMPLATE_DECLARATION => {
            let mut c = item.walk();
            for inner in item.named_children(&mut c) {
                out.extend(item_names(prog, inner));
            }
        }
        cpp_kind::NAMESPACE_DEFINITION | cpp_kind::CLASS_SPECIFIER | kind::STRUCT_SPECIFIER => {
            if let Some(n) = item.child_by_field_name(field::NAME) {
                out.push(prog.node_text(n).to_string());
            }
        }
        _ => {}
    }
    out
}

/// The site removing namespace `ns` around its contents, and its name from the names it
/// qualifies (`N::f` to `f`).
fn unwrap(prog: &Program, nodes: &[Node<'_>], ns: Node<'_>, clash: &Clashes) -> Option<Site> {
    let body = ns.child_by_field_name(field::BODY)?;
    let open = body.child(0).filter(|n| n.kind() == "{")?;
    let close = body
        .child(body.child_count().checked_sub(1)?)
        .filter(|n| n.kind() == "}")?;
    let outer = ns.parent()?;
    if clash.between(body, outer) {
        return None;
    }
    let name = ns.child_by_field_name(field::NAME);
    if name.is_some_and(|n| n.kind() != cpp_kind::NAMESPACE_IDENTIFIER) {
        // `namespace A::B { }`
        return None;
    }
    let mut reps = vec![
        Replacement {
            range: ns.start_byte()..open.end_byte(),
            text: String::new(),
        },
        Replacement {
            range: close.start_byte()..ns.end_byte(),
            text: String::new(),
        },
    ];
    let label = match name {
        Some(n) => {
            let name = prog.node_text(n);
            for q in nodes
                .iter()
                .filter(|q| q.kind() == cpp_kind::QUALIFIED_IDENTIFIER)
            {
                let Some(scope) = q.child_by_field_name("scope") else {
                    continue;
                };
                if scope.kind() == cpp_kind::NAMESPACE_IDENTIFIER && prog.node_text(scope) == name {
                    let colons = scope.next_sibling().filter(|n| n.kind() == "::")?;
                    reps.push(Replacement {
                        range: q.start_byte()..colons.end_byte(),
                        text: String::new(),
                    });
                }
            }
            // `using namespace N;` names a namespace that is no more.
            for u in nodes.iter().filter(|u| u.kind() == "using_declaration") {
                let mut c = u.walk();
                let names_it = u.children(&mut c).any(|k| k.kind() == "namespace")
                    && u.named_child(0).is_some_and(|t| prog.node_text(t) == name);
                if names_it {
                    reps.push(Replacement {
                        range: u.byte_range(),
                        text: String::new(),
                    });
                }
            }
            format!("unwrap namespace `{name}`")
        }
        None => "unwrap an anonymous namespace".to_string(),
    };
    Some(Site { reps, what: label })
}

/// The site dropping the scope of qualified name `q` (`A::b` to `b`, `::b` to `b`),
/// unless it names what a declaration defines (`void A::f() {}`).
fn plain(prog: &Program, q: Node<'_>) -> Option<Site> {
    let parent = q.parent()?;
    if parent.kind() == kind::FUNCTION_DECLARATOR || parent.kind() == cpp_kind::QUALIFIED_IDENTIFIER
    {
        return None;
    }
    let name = q.child_by_field_name(field::NAME)?;
    Some(Site::replace(
        q.start_byte()..name.start_byte(),
        "",
        format!("`{}` -> `{}`", prog.node_text(q), prog.node_text(name)),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn unwraps_a_namespace_and_requalifies_its_uses() {
        let out = cpp_outputs(
            &UnwrapNamespaces,
            "namespace N { int f(); }\nusing namespace N;\nint g() { return N::f(); }\n",
        );
        assert_eq!(out[0], " int f(); \n\nint g() { return f(); }\n");
        assert!(
            out.contains(
                &"namespace N { int f(); }\nusing namespace N;\nint g() { return f(); }\n"
                    .to_string()
            ),
            "{out:?}"
        );
    }

    #[test]
    fn an_anonymous_namespace_unwraps_too() {
        let out = cpp_outputs(&UnwrapNamespaces, "namespace { int x; }\n");
        assert_eq!(out, [" int x; \n"]);
    }

    #[test]
    fn leaves_a_namespace_whose_names_would_overload_alone() {
        // Unwrapping A would put A's `f(int)` beside `f(char)`: an overload set.
        let src = "namespace A { int f(int); }\nint f(char);\nint g() { return A::f(1); }\n";
        let out = cpp_outputs(&UnwrapNamespaces, src);
        assert!(out.iter().all(|o| o.contains("namespace A {")), "{out:?}");
        // The qualified call may still lose its scope (the test decides).
        assert!(out.iter().any(|o| o.contains("return f(1)")), "{out:?}");
    }

    #[test]
    fn leaves_an_out_of_line_definition_s_name_alone() {
        let out = cpp_outputs(
            &UnwrapNamespaces,
            "struct A { void f(); };\nvoid A::f() {}\n",
        );
        assert!(out.is_empty(), "{out:?}");
    }

    #[test]
    fn c_gets_nothing() {
        let p = Program::new("int x;");
        assert!(UnwrapNamespaces
            .candidates(&p, Cursor::START, 10)
            .is_empty());
    }

    #[test]
    fn drops_namespace_attributes_all_at_once_first() {
        let src = "namespace std __attribute__ ((__visibility__ (\"default\"))) {\nint x;\n}\nnamespace std {\ninline namespace __cxx11 __attribute__((__abi_tag__ (\"cxx11\"))) { int y; }\n}\n";
        let before = Program::new_in(Lang::Cpp, src);
        assert!(before.error_count() > 0);
        let out = cpp_outputs(&DropNamespaceAttributes, src);
        assert_eq!(out.len(), 3, "{out:?}");
        assert_eq!(
            out[0],
            "namespace std {\nint x;\n}\nnamespace std {\ninline namespace __cxx11 { int y; }\n}\n"
        );
        assert_eq!(Program::new_in(Lang::Cpp, out[0].as_str()).error_count(), 0);
        // Unnamed and nested namespaces have them too.
        let src = "namespace __attribute__((visibility(\"hidden\"))) { int a; }\nnamespace a::inline b __attribute__((x)) { int c; }\n";
        assert_eq!(
            cpp_outputs(&DropNamespaceAttributes, src)[0],
            "namespace { int a; }\nnamespace a::inline b { int c; }\n"
        );
        // Attributes elsewhere, and C, are left alone.
        assert!(cpp_outputs(
            &DropNamespaceAttributes,
            "int f() __attribute__((noreturn));\nnamespace n { int a; }\n"
        )
        .is_empty());
        assert!(outputs(
            &DropNamespaceAttributes,
            "int namespace __attribute__((unused));\n"
        )
        .is_empty());
    }
}
