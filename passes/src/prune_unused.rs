//! Remove unused C++ declarations together with every declaration only they use.
//!
//! The items are the declarations at file scope and in namespace and `extern "C"`
//! bodies (a class, a template, a function, a variable, an alias: each whole). An item
//! uses another when it holds an identifier the other declares (by text: overloads and
//! scopes are not resolved, so an item may seem to use more than it does; it may also
//! seem to use less, through what is not spelled by name: an operator, a conversion, a
//! specialization chosen by its arguments. A candidate that misses such a use only
//! fails its test).
//! The roots are the items no other item uses (`main`, what the program never
//! mentions, and one item of each group that only uses itself). Deleting a chunk of
//! roots deletes everything only they reach: deleting roots alone, as
//! `remove_unused_decls` does, leaves the declarations they used to be found unused in
//! the next round, one level of a header's dependencies at a time. Chunks go from big
//! to small (ddmin's complement half), so a test that needs one class of a unit of
//! library headers keeps that class and what it needs in a few hundred tests.
//!
//! Only C++ programs get candidates: C's schedule and results stay as they were.

use crate::c::{declared_names, templated};
use crate::ddmin::chunks;
use crate::grammar::{cpp_kind, field, kind};
use crate::lexer::{tokens, TokenKind};
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
    match item.kind() {
        cpp_kind::TEMPLATE_DECLARATION => {
            templated(item).map(|i| names(prog, i)).unwrap_or_default()
        }
        // `extern "C" int puts(const char *);`
        LINKAGE_SPECIFICATION => item
            .child_by_field_name(field::BODY)
            .map(|b| names(prog, b))
            .unwrap_or_default(),
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
        cpp_kind::ALIAS_DECLARATION | cpp_kind::CONCEPT_DEFINITION | NAMESPACE_ALIAS_DEFINITION => {
            item.child_by_field_name(field::NAME)
                .map(|n| vec![last_name(prog, n)])
                .unwrap_or_default()
        }
        // `using std::swap;` declares `swap` where it stands.
        USING_DECLARATION => {
            let mut c = item.walk();
            let last = item.named_children(&mut c).last();
            last.map(|n| vec![last_name(prog, n)]).unwrap_or_default()
        }
        _ => {
            let mut c = item.walk();
            let mut out: Vec<String> = item
                .children_by_field_name(field::DECLARATOR, &mut c)
                .filter_map(|d| declarator_leaf(prog, d))
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

/// The name a C++ declarator declares: `f` of `int &f()`, `A::f`, `f<int>`, `operator==`
/// and `~A` as spelled.
fn declarator_leaf(prog: &Program, mut d: Node<'_>) -> Option<String> {
    for _ in 0..64 {
        match d.kind() {
            kind::IDENTIFIER
            | kind::TYPE_IDENTIFIER
            | kind::FIELD_IDENTIFIER
            | kind::PRIMITIVE_TYPE
            | OPERATOR_NAME
            | DESTRUCTOR_NAME => return Some(last_name(prog, d)),
            cpp_kind::QUALIFIED_IDENTIFIER | cpp_kind::TEMPLATE_FUNCTION => {
                d = d.child_by_field_name(field::NAME)?
            }
            // `int &f()`: tree-sitter-cpp gives a reference declarator no field.
            cpp_kind::REFERENCE_DECLARATOR | kind::PARENTHESIZED_DECLARATOR => {
                let mut c = d.walk();
                let last = d.named_children(&mut c).last()?;
                d = last;
            }
            _ => d = d.child_by_field_name(field::DECLARATOR)?,
        }
    }
    None
}

const TAGS: &[&str] = &[
    cpp_kind::CLASS_SPECIFIER,
    kind::STRUCT_SPECIFIER,
    kind::UNION_SPECIFIER,
    kind::ENUM_SPECIFIER,
];
const NAMESPACE_ALIAS_DEFINITION: &str = "namespace_alias_definition";
const USING_DECLARATION: &str = "using_declaration";
const LINKAGE_SPECIFICATION: &str = "linkage_specification";
const OPERATOR_NAME: &str = "operator_name";
const DESTRUCTOR_NAME: &str = "destructor_name";

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
            // An ERROR node is an item too: what it uses must stay while it does.
            k if k == kind::COMMENT || k.starts_with("preproc") => {}
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
    for t in tokens(text) {
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
    let mut reached = vec![false; items.len()];
    reach_into(&items, &roots, &mut reached);
    let mut cycles = Vec::new();
    let mut next = 0;
    while let Some(i) = reached[next..].iter().position(|r| !r).map(|p| p + next) {
        cycles.push(i as u32);
        reach_into(&items, &[i as u32], &mut reached);
        next = i + 1;
    }
    // A group found later may reach one found earlier (never the other way round):
    // that one is no root, or deleting it alone would delete nothing.
    let mut from_later = vec![false; items.len()];
    for &c in cycles.iter().rev() {
        if !from_later[c as usize] {
            roots.push(c);
        }
        reach_into(&items, &[c], &mut from_later);
    }
    roots.sort_unstable();
    (items, roots)
}

/// Mark in `seen` the items reachable from `roots` (each pass over an item's uses at
/// most once over all calls with the same `seen`).
fn reach_into(items: &[Item], roots: &[u32], seen: &mut [bool]) {
    let mut stack: Vec<u32> = Vec::new();
    for &r in roots {
        if !seen[r as usize] {
            seen[r as usize] = true;
            stack.push(r);
        }
    }
    while let Some(i) = stack.pop() {
        for &j in &items[i as usize].uses {
            if !seen[j as usize] {
                seen[j as usize] = true;
                stack.push(j);
            }
        }
    }
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
            let mut kept = vec![false; items.len()];
            reach_into(&items, &kept_roots, &mut kept);
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
            let idents: Vec<&str> = crate::lexer::tokenize(&o)
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
        let src = "void f(int);\nvoid f(double);\nint g() { return 0; }\nint main() { f(1); }\n";
        let out = cpp_outputs(&PruneUnused, src);
        assert!(
            out.iter()
                .any(|o| !o.contains("int g") && o.contains("int main")),
            "{out:?}"
        );
        for o in &out {
            assert!(
                !o.contains("int main") || o.contains("void f(int);\nvoid f(double);"),
                "{o}"
            );
        }
    }

    #[test]
    fn names_declared_through_references_operators_and_linkage_are_seen() {
        let src = "int &f();\nstruct A {};\nbool operator==(A, A);\nextern \"C\" int puts(const char *);\nint main() { A a; puts(\"\"); return f() + (a == a); }\n";
        let out = cpp_outputs(&PruneUnused, src);
        assert!(!out.is_empty());
        for o in &out {
            assert!(!o.contains("int main") || o.contains("int &f();"), "{o}");
            assert!(!o.contains("int main") || o.contains("int puts"), "{o}");
        }
    }

    #[test]
    fn every_candidate_deletes_something_and_resumes_from_its_cursor() {
        // X's pair is found first and Y's pair, found later, reaches it: X's pair is no
        // root, or deleting it alone would delete nothing.
        let src =
            "struct X; struct X { X *n; };\nstruct Y; struct Y { Y *n; X *x; };\nint g;\nint h;\n";
        let p = Program::new_in(Lang::Cpp, src);
        let all = PruneUnused.candidates(&p, Cursor::START, 1000);
        assert!(all.len() >= 3, "{all:?}");
        for c in &all {
            let out = c.edit.apply(src).unwrap();
            assert!(out.len() < src.len(), "{}: {out}", c.label);
        }
        let outs: Vec<String> = all.iter().map(|c| c.edit.apply(src).unwrap()).collect();
        assert!(
            outs.contains(&" \n \nint g;\nint h;\n".to_string()),
            "{outs:?}"
        );
        assert!(outs
            .iter()
            .all(|o| !o.contains("struct Y") || o.contains("struct X {")));
        let resumed = PruneUnused.candidates(&p, all[2].cursor, 1000);
        assert_eq!(resumed[..], all[2..]);
    }

    #[test]
    fn c_is_left_alone() {
        assert!(outputs(&PruneUnused, "int a; int b; int main(void) { return a; }\n").is_empty());
    }
}
