//! Remove unused C++ declarations together with every declaration only they use.
//!
//! The items are the declarations at file scope and in namespace and `extern "C"`
//! bodies (a class, a template, a function, a variable, an alias: each whole). An item
//! uses another when it holds an identifier the other declares (by text: overloads and
//! scopes are not resolved, so an item may seem to use more than it does, never less).
//! The roots are the items no other item uses (`main`, what the program never
//! mentions, and one item of each group that only uses itself). Deleting a chunk of
//! roots deletes everything only they reach: deleting roots alone, as
//! `remove_unused_decls` does, leaves the declarations they used to be found unused in
//! the next round, one level of a header's dependencies at a time. Chunks go from big
//! to small (ddmin's complement half), so a test that needs one class of a unit of
//! library headers keeps that class and what it needs in a few dozen tests.
//!
//! Only C++ programs get candidates: C's schedule and results stay as they were.

use crate::c::declared_names;
use crate::ddmin::chunks;
use crate::grammar::{cpp_kind, field, kind};
use crate::lexer::{tokenize, TokenKind};
use crate::{Candidate, Cursor, Edit, Lang, Pass, Program};
use std::collections::HashMap;
use std::ops::Range;
use tree_sitter::Node;

/// A declaration the pass may delete: the bytes deleting it removes, the names it
/// declares, and the items it uses (indices, without itself).
#[derive(Debug)]
struct Item {
    delete: Range<usize>,
    uses: Vec<u32>,
}

/// The names a C++ item declares, as text.
fn names(prog: &Program, item: Node<'_>) -> Vec<String> {
    let text = |n: Node<'_>| prog.node_text(n).to_string();
    match item.kind() {
        cpp_kind::TEMPLATE_DECLARATION => {
            let mut c = item.walk();
            let inner = item
                .named_children(&mut c)
                .filter(|n| n.kind() != cpp_kind::TEMPLATE_PARAMETER_LIST)
                .last();
            inner.map(|i| names(prog, i)).unwrap_or_default()
        }
        // A class with or without a body: a forward declaration declares its name too,
        // and what uses the name before the class's definition needs it.
        cpp_kind::CLASS_SPECIFIER
        | kind::STRUCT_SPECIFIER
        | kind::UNION_SPECIFIER
        | kind::ENUM_SPECIFIER => {
            let mut out: Vec<String> = declared_names(item)
                .into_iter()
                .map(|n| last_name(prog, n))
                .collect();
            if let Some(n) = item.child_by_field_name(field::NAME) {
                out.push(last_name(prog, n));
            }
            out
        }
        cpp_kind::ALIAS_DECLARATION | CONCEPT_DEFINITION | NAMESPACE_ALIAS_DEFINITION => item
            .child_by_field_name(field::NAME)
            .map(|n| vec![text(n)])
            .unwrap_or_default(),
        // `using std::swap;` declares `swap` where it stands.
        USING_DECLARATION => {
            let mut c = item.walk();
            let last = item.named_children(&mut c).last();
            last.map(|n| vec![last_name(prog, n)]).unwrap_or_default()
        }
        _ => {
            let mut out: Vec<String> = declared_names(item)
                .into_iter()
                .map(|n| last_name(prog, n))
                .collect();
            if let Some(t) = item.child_by_field_name(field::TYPE) {
                if TAGS.contains(&t.kind()) {
                    out.extend(names(prog, t));
                }
            }
            out
        }
    }
}

const TAGS: &[&str] = &[
    cpp_kind::CLASS_SPECIFIER,
    kind::STRUCT_SPECIFIER,
    kind::UNION_SPECIFIER,
    kind::ENUM_SPECIFIER,
];
const NAMESPACE_ALIAS_DEFINITION: &str = "namespace_alias_definition";
const USING_DECLARATION: &str = "using_declaration";
const CONCEPT_DEFINITION: &str = "concept_definition";
const LINKAGE_SPECIFICATION: &str = "linkage_specification";

/// The last identifier of a name (`f` of `A::f`, `X` of `X<int>`): what a use spells.
fn last_name(prog: &Program, n: Node<'_>) -> String {
    let t = prog.node_text(n);
    let base = t.split('<').next().unwrap_or(t);
    base.rsplit("::").next().unwrap_or(base).trim().to_string()
}

/// The items of `body` (the root, or a namespace's or `extern "C"`'s body), in order,
/// with those of nested namespaces.
fn collect<'t>(body: Node<'t>, out: &mut Vec<Node<'t>>) {
    let mut c = body.walk();
    for child in body.named_children(&mut c) {
        match child.kind() {
            cpp_kind::NAMESPACE_DEFINITION | LINKAGE_SPECIFICATION => {
                if let Some(b) = child
                    .child_by_field_name(field::BODY)
                    .filter(|b| b.kind() == kind::DECLARATION_LIST)
                {
                    collect(b, out);
                }
            }
            k if k == kind::COMMENT || k.starts_with("preproc") || child.is_error() => {}
            _ => out.push(child),
        }
    }
}

/// The bytes deleting `item` removes: the item, and the `;` after a class.
fn deletion(item: Node<'_>) -> Range<usize> {
    let end = match item.next_sibling() {
        Some(semi)
            if semi.kind() == ";"
                && matches!(
                    item.kind(),
                    cpp_kind::CLASS_SPECIFIER
                        | kind::STRUCT_SPECIFIER
                        | kind::UNION_SPECIFIER
                        | kind::ENUM_SPECIFIER
                ) =>
        {
            semi.end_byte()
        }
        _ => item.end_byte(),
    };
    item.start_byte()..end
}

/// The items of `prog` with the uses between them, and the roots in document order.
fn graph(prog: &Program) -> (Vec<Item>, Vec<u32>) {
    let Some(root) = prog.root() else {
        return (Vec::new(), Vec::new());
    };
    let mut nodes = Vec::new();
    collect(root, &mut nodes);
    let mut declared: HashMap<String, Vec<u32>> = HashMap::new();
    for (i, n) in nodes.iter().enumerate() {
        for name in names(prog, *n) {
            if !name.is_empty() {
                declared.entry(name).or_default().push(i as u32);
            }
        }
    }
    let text = prog.text();
    let starts: Vec<usize> = nodes.iter().map(|n| n.start_byte()).collect();
    let mut uses: Vec<Vec<u32>> = vec![Vec::new(); nodes.len()];
    for t in tokenize(text) {
        if t.kind != TokenKind::Ident {
            continue;
        }
        let at = t.range.start;
        let i = starts.partition_point(|&s| s <= at);
        if i == 0 || at >= nodes[i - 1].end_byte() {
            continue;
        }
        let i = i - 1;
        if let Some(targets) = declared.get(&text[t.range.clone()]) {
            uses[i].extend(targets.iter().filter(|&&j| j as usize != i));
        }
    }
    let mut used = vec![false; nodes.len()];
    for u in &mut uses {
        u.sort_unstable();
        u.dedup();
        for &j in u.iter() {
            used[j as usize] = true;
        }
    }
    let items: Vec<Item> = nodes
        .iter()
        .zip(uses)
        .map(|(n, uses)| Item {
            delete: deletion(*n),
            uses,
        })
        .collect();
    // The unused items, then one item of each group reachable from none of them (a
    // class and its forward declaration that nothing else names), in document order.
    let mut roots: Vec<u32> = (0..items.len() as u32)
        .filter(|&i| !used[i as usize])
        .collect();
    let mut reached = reach(&items, &roots, &[]);
    while let Some(i) = reached.iter().position(|r| !r) {
        roots.push(i as u32);
        let more = reach(&items, &[i as u32], &[]);
        for (r, m) in reached.iter_mut().zip(more) {
            *r |= m;
        }
    }
    roots.sort_unstable();
    (items, roots)
}

/// The items reachable from `roots`, not passing through `skip` (sorted).
fn reach(items: &[Item], roots: &[u32], skip: &[u32]) -> Vec<bool> {
    let mut seen = vec![false; items.len()];
    let mut stack: Vec<u32> = Vec::new();
    for &r in roots {
        if skip.binary_search(&r).is_err() && !seen[r as usize] {
            seen[r as usize] = true;
            stack.push(r);
        }
    }
    while let Some(i) = stack.pop() {
        for &j in &items[i as usize].uses {
            if !seen[j as usize] && skip.binary_search(&j).is_err() {
                seen[j as usize] = true;
                stack.push(j);
            }
        }
    }
    seen
}

/// Unused C++ declarations, each with what only it uses.
#[derive(Debug, Default)]
pub(crate) struct PruneUnused;

impl Pass for PruneUnused {
    fn name(&self) -> &'static str {
        "prune_unused"
    }

    fn description(&self) -> &'static str {
        "remove unused C++ declarations with every declaration only they use, big chunks first"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let (items, roots) = graph(prog);
        let mut out = Vec::new();
        for (cursor, chunk) in chunks(roots.len(), 0, from, limit) {
            let gone = &roots[chunk];
            let kept_roots: Vec<u32> = roots
                .iter()
                .copied()
                .filter(|r| gone.binary_search(r).is_err())
                .collect();
            let kept = reach(&items, &kept_roots, &[]);
            let deleted: Vec<Range<usize>> = items
                .iter()
                .zip(&kept)
                .filter(|(_, k)| !**k)
                .map(|(i, _)| i.delete.clone())
                .collect();
            let label = format!(
                "remove {} unused declaration(s) and {} only they use",
                gone.len(),
                deleted.len().saturating_sub(gone.len())
            );
            out.push(Candidate {
                edit: Edit::delete(deleted),
                label,
                cursor,
            });
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    const SRC: &str = "namespace std {
struct base { int x; };
template <class T> struct derived : base { T t; };
typedef int size_type;
struct unrelated { size_type n; };
}
struct user { std::derived<int> d; };
int main() { user u; return u.d.x; }
";

    #[test]
    fn removes_a_root_with_what_only_it_uses() {
        let out = cpp_outputs(&PruneUnused, SRC);
        // The roots are `unrelated` and `main`; `main` alone reaches user, derived, base.
        let without_main = out
            .iter()
            .find(|o| !o.contains("int main") && o.contains("unrelated"))
            .expect("a candidate without main");
        for gone in ["struct user", "struct derived", "struct base"] {
            assert!(!without_main.contains(gone), "{gone}: {without_main}");
        }
        assert!(without_main.contains("struct unrelated"), "{without_main}");
        let without_unrelated = out
            .iter()
            .find(|o| !o.contains("unrelated") && o.contains("int main"))
            .expect("a candidate without unrelated");
        // `size_type` goes with `unrelated`, the only one to use it; main's closure stays.
        assert!(
            !without_unrelated.contains("size_type"),
            "{without_unrelated}"
        );
        for kept in ["struct user", "derived : base", "struct base { int x; };"] {
            assert!(
                without_unrelated.contains(kept),
                "{kept}: {without_unrelated}"
            );
        }
    }

    #[test]
    fn never_leaves_a_use_of_what_it_deleted() {
        let src = "namespace n { struct A {}; struct B { A a; }; using C = B; }
template <class T> struct D { n::C c; T t; };
D<int> d;
struct E { n::A a; };
void f(E);
";
        let out = cpp_outputs(&PruneUnused, src);
        assert!(!out.is_empty());
        for o in out {
            let idents: Vec<&str> = tokenize(&o)
                .into_iter()
                .filter(|t| t.kind == TokenKind::Ident)
                .map(|t| &o[t.range])
                .collect();
            for (name, decl) in [
                ("A", "struct A {}"),
                ("B", "struct B"),
                ("C", "using C"),
                ("D", "struct D"),
            ] {
                assert!(
                    o.contains(decl) || !idents.contains(&name),
                    "{name} used without `{decl}`:\n{o}"
                );
            }
        }
    }

    #[test]
    fn a_group_that_only_uses_itself_can_go() {
        // A forward declaration and its class name each other and nothing else names
        // them: one of them is a root, and both go together.
        let src = "struct A;\nstruct A { A *next; };\nint main() { return 0; }\n";
        let out = cpp_outputs(&PruneUnused, src);
        assert!(
            out.contains(&"\n\nint main() { return 0; }\n".to_string()),
            "{out:?}"
        );
    }

    #[test]
    fn an_overloaded_name_keeps_every_declaration() {
        let src = "void f(int);\nvoid f(double);\nint main() { f(1); }\n";
        for o in cpp_outputs(&PruneUnused, src) {
            assert!(
                !o.contains("int main") || o.contains("void f(int);\nvoid f(double);"),
                "{o}"
            );
        }
    }

    #[test]
    fn c_is_left_alone() {
        assert!(outputs(&PruneUnused, "int a; int b; int main(void) { return a; }\n").is_empty());
    }
}
