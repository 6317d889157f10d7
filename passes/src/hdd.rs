//! Hierarchical delta debugging (Misherghi & Su, ICSE 2006) over the tree-sitter-c tree.
//!
//! The items are the elements of the grammar's list-like nodes (top-level declarations,
//! statements of a block, struct members, enumerators, initializer entries). An item's
//! depth is the number of list-like nodes above it. Depth by depth, from the top, the
//! pass deletes chunks of consecutive items of that depth (big chunks first, then halves,
//! down to single items), so whole functions go before single statements.

use crate::c::{declared_names, enclosing_function, field_children, function_declarator, Uses};
use crate::ddmin::{chunks, delete_chunk};
use crate::grammar::{field, kind, Grammar};
use crate::{Candidate, Cursor, Pass, Program};
use std::collections::HashSet;
use std::ops::Range;
use tree_sitter::Node;

/// An element of a list: its depth and the bytes that deleting it removes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Item {
    pub(crate) depth: u32,
    pub(crate) delete: Range<usize>,
}

/// All list elements of the program, in document order.
pub(crate) fn items(prog: &Program) -> Vec<Item> {
    let mut out = Vec::new();
    if let Some(root) = prog.root() {
        let needed = Needed::of(prog);
        collect(root, 0, prog.grammar(), &needed, &mut out);
    }
    out
}

/// Declarations whose deletion is certain to fail: a variable, type or tag still
/// used elsewhere is an undeclared identifier without them. (Functions are not: C89
/// compilers accept a call to an undeclared function, and crash bugs often need that.)
struct Needed<'p> {
    prog: &'p Program,
    uses: Uses,
    declaration_positions: HashSet<usize>,
}

impl<'p> Needed<'p> {
    fn of(prog: &'p Program) -> Needed<'p> {
        let mut declaration_positions = HashSet::new();
        if let Some(root) = prog.root() {
            let mut c = root.walk();
            for item in root.named_children(&mut c) {
                declaration_positions.extend(declared_names(item).iter().map(|n| n.start_byte()));
            }
        }
        Needed {
            prog,
            uses: Uses::of(prog),
            declaration_positions,
        }
    }

    fn is_needed(&self, item: Node<'_>) -> bool {
        if !matches!(
            item.kind(),
            kind::DECLARATION
                | kind::TYPE_DEFINITION
                | kind::STRUCT_SPECIFIER
                | kind::UNION_SPECIFIER
                | kind::ENUM_SPECIFIER
        ) {
            return false;
        }
        if field_children(item, field::DECLARATOR)
            .into_iter()
            .any(|d| function_declarator(d).is_some())
        {
            return false;
        }
        let scope = enclosing_function(item).map_or(0..self.prog.text().len(), |f| f.byte_range());
        declared_names(item).iter().any(|n| {
            self.uses
                .positions(self.prog.node_text(*n))
                .iter()
                .any(|&pos| {
                    scope.contains(&pos)
                        && !item.byte_range().contains(&pos)
                        && !self.declaration_positions.contains(&pos)
                })
        })
    }
}

fn collect(
    node: Node<'_>,
    depth: u32,
    grammar: &Grammar,
    needed: &Needed<'_>,
    out: &mut Vec<Item>,
) {
    let list = grammar.list_kind(node.kind());
    let child_depth = if list.is_some() { depth + 1 } else { depth };
    let mut cursor = node.walk();
    let children: Vec<(Node<'_>, Option<&str>)> = if cursor.goto_first_child() {
        let mut v = Vec::new();
        loop {
            v.push((cursor.node(), cursor.field_name()));
            if !cursor.goto_next_sibling() {
                break;
            }
        }
        v
    } else {
        Vec::new()
    };
    for (i, &(child, field)) in children.iter().enumerate() {
        if let Some(l) = list {
            let is_item = child.is_named()
                && !child.is_missing()
                && (l.skip_field.is_none() || field != l.skip_field)
                && !needed.is_needed(child);
            if is_item {
                out.push(Item {
                    depth,
                    delete: deletion_range(&children, i, l.separator),
                });
            }
        }
        collect(child, child_depth, grammar, needed, out);
    }
}

/// What to delete for element `i` of a list: the element with its following separator,
/// or with its preceding separator if it is the last one.
fn deletion_range(
    children: &[(Node<'_>, Option<&str>)],
    i: usize,
    sep: Option<&str>,
) -> Range<usize> {
    let node = children[i].0;
    let Some(sep) = sep else {
        return node.byte_range();
    };
    let is_sep = |j: usize| {
        children
            .get(j)
            .is_some_and(|(n, _)| !n.is_named() && n.kind() == sep)
    };
    if is_sep(i + 1) {
        let end = children
            .get(i + 2)
            .filter(|(n, _)| n.is_named())
            .map_or(children[i + 1].0.end_byte(), |(n, _)| n.start_byte());
        return node.start_byte()..end;
    }
    if i > 0 && is_sep(i - 1) {
        return children[i - 1].0.start_byte()..node.end_byte();
    }
    node.byte_range()
}

/// The hierarchical delta debugging pass.
#[derive(Debug, Default)]
pub(crate) struct Hdd;

impl Pass for Hdd {
    fn name(&self) -> &'static str {
        "hdd"
    }

    fn description(&self) -> &'static str {
        "hierarchical delta: delete chunks of declarations, statements, members, list entries, level by level"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let all = items(prog);
        let max_depth = all.iter().map(|i| i.depth).max();
        let mut out = Vec::new();
        let Some(max_depth) = max_depth else {
            return out;
        };
        for depth in from.0..=max_depth {
            let ranges: Vec<Range<usize>> = all
                .iter()
                .filter(|i| i.depth == depth)
                .map(|i| i.delete.clone())
                .collect();
            for (cursor, chunk) in chunks(ranges.len(), depth, from, limit - out.len()) {
                let n = chunk.len();
                out.push(Candidate {
                    edit: delete_chunk(prog.text(), &ranges, chunk),
                    label: format!("delete {n} item(s) at depth {depth}"),
                    cursor,
                });
            }
            if out.len() >= limit {
                break;
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply_all(src: &str) -> Vec<String> {
        let p = Program::new(src);
        Hdd.candidates(&p, Cursor::START, 1000)
            .into_iter()
            .filter_map(|c| c.edit.apply(src))
            .collect()
    }

    #[test]
    fn deletes_top_level_items_first() {
        let src = "int a;\nint b;\nint c;\nint main(void) { a = 1; return b; }\n";
        let c = apply_all(src);
        assert_eq!(
            c[0],
            "int a;\nint b;\n\nint main(void) { a = 1; return b; }\n"
        );
        assert!(c.contains(&"int a;\nint b;\nint c;\nint main(void) {  return b; }\n".to_string()));
    }

    #[test]
    fn never_deletes_a_variable_still_in_use() {
        let src =
            "int a;\nint b;\nint f(void);\nint main(void) { int l = 2; a = l; return b + f(); }\n";
        for c in apply_all(src) {
            let uses_a = c.contains("a = l");
            assert!(!uses_a || c.contains("int a;"), "{c}");
            assert!(!c.contains("a = l") || c.contains("int l = 2;"), "{c}");
        }
        // A prototype may go (the call then declares the function implicitly).
        assert!(apply_all(src).contains(
            &"int a;\nint b;\n\nint main(void) { int l = 2; a = l; return b + f(); }\n".to_string()
        ));
    }

    #[test]
    fn deletes_list_entries_with_their_commas() {
        let src = "int a[3] = {1, 2, 3};";
        let c = apply_all(src);
        assert!(c.contains(&"int a[3] = {2, 3};".to_string()), "{c:?}");
        assert!(c.contains(&"int a[3] = {1, 2};".to_string()), "{c:?}");
        assert!(c.contains(&"int a[3] = {3};".to_string()), "{c:?}");
        let e = apply_all("enum e { A, B };");
        assert!(e.contains(&"enum e { B };".to_string()), "{e:?}");
    }

    #[test]
    fn keeps_case_values() {
        let src = "void f(int x) { switch (x) { case 1: x = 2; break; } }";
        let c = apply_all(src);
        assert!(
            c.iter()
                .all(|s| s.contains("case 1:") || !s.contains("case")),
            "{c:?}"
        );
        assert!(c.contains(&"void f(int x) { switch (x) { case 1:  break; } }".to_string()));
    }

    #[test]
    fn deletes_cpp_template_arguments_parameters_and_initializers() {
        let src = "template <class T, int N> struct A {};\nA<int, 3> a;\nstruct B { B() : x(1), y(2) {} int x, y; };\n";
        let p = Program::new_in(crate::Lang::Cpp, src);
        let out: Vec<String> = Hdd
            .candidates(&p, Cursor::START, 1000)
            .into_iter()
            .filter_map(|c| c.edit.apply(src))
            .collect();
        for want in ["template <int N> struct A {}", "A<3> a;", "B() : y(2) {}"] {
            assert!(out.iter().any(|o| o.contains(want)), "{want}: {out:?}");
        }
        // C has no such lists: `a<b, c>` is no template there.
        let c = "int f(void) { return g(a<b, c>d); }\n";
        let out = apply_all(c);
        assert!(
            out.iter()
                .all(|o| o.contains("a<b, c>d") || !o.contains("g(")),
            "{out:?}"
        );
    }

    #[test]
    fn cursors_increase() {
        let p = Program::new("int a; int b; void f(void) { a = 1; b = 2; { a = 3; } }");
        let c = Hdd.candidates(&p, Cursor::START, 1000);
        assert!(c.windows(2).all(|w| w[0].cursor < w[1].cursor));
        let resumed = Hdd.candidates(&p, c[4].cursor, 1000);
        assert_eq!(resumed, c[4..]);
    }
}
