//! Remove declarations whose names are used nowhere else (all unused ones at once first,
//! then one by one), and prototypes of functions the program defines, unless a use
//! comes before every other declaration of the function (C99 has no implicit
//! declarations).

use crate::c::{
    all_nodes, all_nodes_with_parents, declared_names, enclosing_function, is_reserved, templated,
    Uses,
};
use crate::expr::short;
use crate::grammar::{cpp_kind, kind};
use crate::sites::{self, Site};
use crate::views::{Declaration, FunctionDef};
use crate::{Candidate, Cursor, Pass, Program};
use std::collections::HashSet;
use std::ops::Range;

/// Positions where names are declared by top-level items (prototypes, definitions):
/// they are not uses.
fn declaration_positions(prog: &Program) -> HashSet<usize> {
    let mut out = HashSet::new();
    if let Some(root) = prog.root() {
        let mut c = root.walk();
        for item in root.named_children(&mut c) {
            for n in declared_names(item) {
                out.insert(n.start_byte());
            }
        }
    }
    out
}

/// Positions where top-level items declare ordinary identifiers (declarators and
/// function definitions; not struct, union or enum tags, another name space).
fn function_declaration_positions(prog: &Program) -> HashSet<usize> {
    let mut out = HashSet::new();
    if let Some(root) = prog.root() {
        let mut c = root.walk();
        for item in root.named_children(&mut c) {
            if let Some(f) = FunctionDef::of(prog, item) {
                out.insert(f.name.start_byte());
            }
            for d in Declaration::of(item)
                .map(|d| d.declarators)
                .unwrap_or_default()
            {
                out.extend(d.name.map(|n| n.start_byte()));
            }
        }
    }
    out
}

/// The names `item` declares: C's [`declared_names`], and in C++ those of the
/// declaration a template declares and a class's name (only C++ trees have these
/// kinds, so C is read as before).
fn cpp_declared_names(item: tree_sitter::Node<'_>) -> Vec<tree_sitter::Node<'_>> {
    match item.kind() {
        cpp_kind::TEMPLATE_DECLARATION => {
            templated(item).map(cpp_declared_names).unwrap_or_default()
        }
        cpp_kind::CLASS_SPECIFIER if item.child_by_field_name("body").is_some() => item
            .child_by_field_name("name")
            .filter(|n| n.kind() == "type_identifier")
            .into_iter()
            .collect(),
        _ => declared_names(item),
    }
}

/// Remove declarations whose names are used nowhere else.
#[derive(Debug, Default)]
pub(crate) struct RemoveUnusedDecls;

impl Pass for RemoveUnusedDecls {
    fn name(&self) -> &'static str {
        "remove_unused_decls"
    }

    fn description(&self) -> &'static str {
        "remove unused functions, globals, locals, typedefs, structs and enums, all at once first"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let uses = Uses::of(prog);
        let decl_pos = declaration_positions(prog);
        let mut list = Vec::new();
        for (item, parent) in all_nodes_with_parents(prog) {
            let Some(parent) = parent else {
                continue;
            };
            let in_namespace = parent.kind() == kind::DECLARATION_LIST
                && parent
                    .parent()
                    .is_some_and(|p| p.kind() == cpp_kind::NAMESPACE_DEFINITION);
            if !in_namespace
                && !matches!(
                    parent.kind(),
                    kind::TRANSLATION_UNIT | kind::COMPOUND_STATEMENT
                )
            {
                continue;
            }
            let names = cpp_declared_names(item);
            if names.is_empty() {
                continue;
            }
            let scope: Range<usize> = match enclosing_function(item) {
                Some(f) => f.byte_range(),
                None => 0..prog.text().len(),
            };
            let unused = names.iter().all(|n| {
                let name = prog.node_text(*n);
                !is_reserved(name)
                    && !uses.positions(name).iter().any(|&p| {
                        scope.contains(&p)
                            && !item.byte_range().contains(&p)
                            && !decl_pos.contains(&p)
                    })
            });
            if unused {
                let what = format!(
                    "remove unused {} `{}`",
                    item.kind(),
                    prog.node_text(names[0])
                );
                // A C++ class's `;` is its own token after it.
                let end = match item.next_sibling() {
                    Some(semi)
                        if item.kind() == cpp_kind::CLASS_SPECIFIER && semi.kind() == ";" =>
                    {
                        semi.end_byte()
                    }
                    _ => item.end_byte(),
                };
                list.push(Site::delete(item.start_byte()..end, what));
            }
        }
        // Prototypes of functions defined here, unless a use comes before every other
        // declaration.
        let defined: HashSet<&str> = FunctionDef::all(prog, &all_nodes(prog))
            .iter()
            .map(|f| f.name_text(prog))
            .collect();
        let ordinary = function_declaration_positions(prog);
        if let Some(root) = prog.root() {
            let mut c = root.walk();
            for item in root
                .named_children(&mut c)
                .filter(|i| i.kind() == kind::DECLARATION)
            {
                let decls = Declaration::of(item)
                    .map(|d| d.declarators)
                    .unwrap_or_default();
                let all_defined_functions = !decls.is_empty()
                    && decls.iter().all(|d| {
                        d.declares_function()
                            && d.name.is_some_and(|n| defined.contains(prog.node_text(n)))
                    });
                // Without it, every use must still follow a declaration: another
                // prototype or the definition (C99 has no implicit declarations).
                let needed = || {
                    decls.iter().filter_map(|d| d.name).any(|n| {
                        let at = uses.positions(prog.node_text(n));
                        let outside = |p: &&usize| !item.byte_range().contains(*p);
                        let first = at
                            .iter()
                            .filter(outside)
                            .filter(|p| ordinary.contains(p))
                            .min();
                        at.iter()
                            .filter(outside)
                            .any(|p| !decl_pos.contains(p) && first.is_none_or(|f| p < f))
                    })
                };
                if all_defined_functions && !needed() {
                    let what = format!("remove prototype `{}`", short(prog.node_text(item)));
                    list.push(Site::delete(item.byte_range(), what));
                }
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
    fn cpp_removes_unused_namespace_members_and_templates_and_keeps_used_ones() {
        let src = "namespace n {\nint dead;\ntemplate <class T> struct U { T t; };\ntemplate <class T> T used(T x) { return x; }\nclass K { int k; };\n}\nint main() { return n::used(0); }\n";
        let out = cpp_outputs(&RemoveUnusedDecls, src);
        // All unused at once first: the variable, the class template and the class.
        assert_eq!(
            out[0],
            "namespace n {\n\n\ntemplate <class T> T used(T x) { return x; }\n\n}\nint main() { return n::used(0); }\n"
        );
        assert!(out.iter().all(|o| o.contains("T used(T x)")), "{out:?}");
        // An overload set is used by its name: both overloads stay.
        let over = "namespace n {\nint f(int);\nint f(long);\n}\nint main() { return n::f(1); }\n";
        assert!(cpp_outputs(&RemoveUnusedDecls, over).is_empty());
    }

    #[test]
    fn removes_unused_declarations_all_at_once_first() {
        let src =
            "int g; int h; static int f(void) { int l; return 1; } int main(void) { return h; }";
        let out = outputs(&RemoveUnusedDecls, src);
        assert_eq!(out[0], " int h;  int main(void) { return h; }");
        assert!(
            out.contains(
                &"int g; int h; static int f(void) {  return 1; } int main(void) { return h; }"
                    .to_string()
            ),
            "{out:?}"
        );
        // Used and reserved names stay.
        assert!(
            out.iter()
                .all(|o| o.contains("int h;") && o.contains("main")),
            "{out:?}"
        );
    }

    #[test]
    fn prototypes_are_not_uses() {
        let out = outputs(&RemoveUnusedDecls, "int f(int); int f(int x) { return x; }");
        assert_eq!(out[0], " ");
        // A prototype of a defined, used function can go too.
        let out = outputs(
            &RemoveUnusedDecls,
            "int f(int); int f(int x) { return x; } int main(void) { return f(0); }",
        );
        assert_eq!(
            out,
            vec![" int f(int x) { return x; } int main(void) { return f(0); }"]
        );
    }

    #[test]
    fn a_prototype_a_use_needs_stays() {
        // The call comes before the definition: without the prototype it would be an
        // implicit declaration, which C99 does not have (and gcc then rejects the
        // definition as conflicting).
        let src = "static short f(int); int main(void) { return f(0); } static short f(int x) { return x; }";
        assert!(outputs(&RemoveUnusedDecls, src).is_empty());
        // A second prototype before the call still declares it: either may go.
        let src =
            "int f(int); int f(int); int main(void) { return f(0); } int f(int x) { return x; }";
        let out = outputs(&RemoveUnusedDecls, src);
        assert!(
            out.contains(
                &" int f(int); int main(void) { return f(0); } int f(int x) { return x; }"
                    .to_string()
            ),
            "{out:?}"
        );
        assert!(
            out.contains(
                &"int f(int);  int main(void) { return f(0); } int f(int x) { return x; }"
                    .to_string()
            ),
            "{out:?}"
        );
        // A tag of the same name declares no function.
        let src = "int f(int); struct f { int a; }; int main(void) { return f(0); } int f(int x) { return x; }";
        let out = outputs(&RemoveUnusedDecls, src);
        assert!(out.iter().all(|o| o.starts_with("int f(int);")), "{out:?}");
    }
}
