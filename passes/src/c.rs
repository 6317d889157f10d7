//! C facts over the tree-sitter-c tree, shared by the passes: walking nodes, the name a
//! declarator declares, which names a top-level item declares, identifier use counts.

use crate::grammar::{field, kind};
use crate::lexer::{tokens, TokenKind};
use crate::Program;
use std::collections::HashMap;
use std::ops::Range;
use tree_sitter::Node;

/// Every node under `root` (inclusive), in preorder.
pub(crate) fn preorder(root: Node<'_>) -> Vec<Node<'_>> {
    walk(root, |n, _| n)
}

/// Every node under `root` (inclusive), in preorder, each with its parent within
/// `root`'s subtree (`None` for `root`). tree-sitter finds a node's parent by walking
/// down from the root, so asking `parent()` of every node costs the nesting depth each
/// time: on a program nested 20,000 parentheses deep, a pass asking it of every node
/// took seconds per batch. A walk knows each parent for free.
pub(crate) fn preorder_with_parents(root: Node<'_>) -> Vec<(Node<'_>, Option<Node<'_>>)> {
    walk(root, |n, parent| (n, parent))
}

/// `keep(node, parent)` of every node under `root` (inclusive), in preorder.
fn walk<'t, T>(root: Node<'t>, keep: impl Fn(Node<'t>, Option<Node<'t>>) -> T) -> Vec<T> {
    let mut out = Vec::new();
    let mut stack = vec![(root, None)];
    let mut cursor = root.walk();
    while let Some((n, parent)) = stack.pop() {
        out.push(keep(n, parent));
        let children: Vec<Node<'t>> = n.children(&mut cursor).collect();
        stack.extend(children.into_iter().rev().map(|c| (c, Some(n))));
    }
    out
}

/// Every node of the program with its parent, in preorder ([`preorder_with_parents`]).
pub(crate) fn all_nodes_with_parents(prog: &Program) -> Vec<(Node<'_>, Option<Node<'_>>)> {
    prog.root().map(preorder_with_parents).unwrap_or_default()
}

/// Each node's parent, from one walk of the program: for code that climbs from many
/// nodes (asking tree-sitter costs the depth per step, see [`preorder_with_parents`]).
pub(crate) struct Parents<'t>(HashMap<usize, Node<'t>>);

impl<'t> Parents<'t> {
    /// The parents of every node of `prog`.
    pub(crate) fn of(prog: &'t Program) -> Parents<'t> {
        Parents(
            all_nodes_with_parents(prog)
                .into_iter()
                .filter_map(|(n, p)| Some((n.id(), p?)))
                .collect(),
        )
    }

    /// `node`'s parent (`None` for the root).
    pub(crate) fn of_node(&self, node: Node<'t>) -> Option<Node<'t>> {
        self.0.get(&node.id()).copied()
    }
}

/// True if evaluating `n` may change something: a call, an assignment, `++`/`--`.
pub(crate) fn has_side_effect(n: Node<'_>) -> bool {
    preorder(n).iter().any(|k| {
        matches!(
            k.kind(),
            kind::CALL_EXPRESSION | kind::ASSIGNMENT_EXPRESSION | kind::UPDATE_EXPRESSION
        )
    })
}

/// Every node of the program, in preorder.
pub(crate) fn all_nodes(prog: &Program) -> Vec<Node<'_>> {
    prog.root().map(preorder).unwrap_or_default()
}

/// The nodes of the program of kind `k`, in preorder, found without a list of every
/// node: on a unit of several MB, [`all_nodes`] is millions of nodes (134 MB at the
/// peak of a 3.8 MB unit's reduction, for the few thousand definitions a pass wanted).
pub(crate) fn nodes_of_kind<'t>(prog: &'t Program, k: &str) -> Vec<Node<'t>> {
    let mut out = Vec::new();
    each_node(prog, |n| {
        if n.kind() == k {
            out.push(n);
        }
    });
    out
}

/// Every node of the program, in preorder, one at a time (no list of them: see
/// [`nodes_of_kind`]).
pub(crate) fn each_node<'t>(prog: &'t Program, mut f: impl FnMut(Node<'t>)) {
    let Some(root) = prog.root() else {
        return;
    };
    let mut c = root.walk();
    'walk: loop {
        f(c.node());
        if c.goto_first_child() {
            continue;
        }
        while !c.goto_next_sibling() {
            if !c.goto_parent() {
                break 'walk;
            }
        }
    }
}

/// The named children of a list node (parameters, arguments, initializer entries),
/// without comments.
pub(crate) fn elements(list: Node<'_>) -> Vec<Node<'_>> {
    let mut c = list.walk();
    list.named_children(&mut c)
        .filter(|n| n.kind() != kind::COMMENT)
        .collect()
}

/// The index of a subscript `a[i]`: C's `index`, or C++'s index list when it holds
/// one expression.
pub(crate) fn subscript_index(subscript: Node<'_>) -> Option<Node<'_>> {
    if let Some(i) = subscript.child_by_field_name(field::INDEX) {
        return Some(i);
    }
    let list = subscript.child_by_field_name(field::INDICES)?;
    match elements(list)[..] {
        [i] => Some(i),
        _ => None,
    }
}

/// Whether `init` initializes to zero whatever it initializes: an integer literal of
/// value 0, or a brace list of such (`{0}`, `{}`, `{{0}, 0}`), with no designator.
pub(crate) fn zero_initializer(prog: &Program, init: Node<'_>) -> bool {
    match init.kind() {
        kind::NUMBER_LITERAL => crate::int_literal::value(prog.node_text(init)) == Some(0),
        kind::INITIALIZER_LIST => elements(init)
            .into_iter()
            .all(|e| zero_initializer(prog, e)),
        _ => false,
    }
}

/// The one definition (with a body) among `nodes` of a tag of kind `kind` named
/// `name`; `None` if there is none or more than one.
pub(crate) fn only_definition<'t>(
    prog: &Program,
    nodes: &[Node<'t>],
    kind: &str,
    name: &str,
) -> Option<Node<'t>> {
    let mut defs = nodes.iter().filter(|n| {
        n.kind() == kind
            && n.child_by_field_name(field::BODY).is_some()
            && n.child_by_field_name(field::NAME)
                .is_some_and(|x| prog.node_text(x) == name)
    });
    match (defs.next(), defs.next()) {
        (Some(d), None) => Some(*d),
        _ => None,
    }
}

/// Whether `node` lies inside a C++ template declaration.
pub(crate) fn in_template(node: Node<'_>) -> bool {
    let mut at = node.parent();
    while let Some(p) = at {
        if p.kind() == crate::grammar::cpp_kind::TEMPLATE_DECLARATION {
            return true;
        }
        at = p.parent();
    }
    false
}

/// The function definition around `node`, if any.
pub(crate) fn enclosing_function(node: Node<'_>) -> Option<Node<'_>> {
    let mut p = node.parent();
    while let Some(n) = p {
        if n.kind() == kind::FUNCTION_DEFINITION {
            return Some(n);
        }
        p = n.parent();
    }
    None
}

/// The identifier a declarator declares (`x` in `*x[3]`, `f` in `f(int)`).
pub(crate) fn declarator_name(d: Node<'_>) -> Option<Node<'_>> {
    declarator_chain(d)
        .last()
        .copied()
        .filter(|n| is_declared_name(n.kind()))
}

/// Whether a node of kind `k` ends a declarator's chain as the name it declares.
/// tree-sitter-c parses well-known type names (`uint32_t`, `size_t`) as primitive
/// types, also where a typedef declares them.
fn is_declared_name(k: &str) -> bool {
    matches!(
        k,
        kind::IDENTIFIER | kind::TYPE_IDENTIFIER | kind::FIELD_IDENTIFIER | kind::PRIMITIVE_TYPE
    )
}

/// The declarators from `d` down to the name it declares (pointers, arrays, a function's
/// declarator, parentheses), not into parameters or initializers; the name last when
/// there is one (a C++ reference declarator ends the chain: it names no field).
pub(crate) fn declarator_chain(mut d: Node<'_>) -> Vec<Node<'_>> {
    let mut chain = Vec::new();
    for _ in 0..64 {
        chain.push(d);
        if is_declared_name(d.kind()) {
            break;
        }
        let next = match d.kind() {
            // `(f)(int a)`: Csmith parenthesizes its safe-math function names.
            kind::PARENTHESIZED_DECLARATOR => d.named_child(0),
            _ => d.child_by_field_name(field::DECLARATOR),
        };
        match next {
            Some(n) => d = n,
            None => break,
        }
    }
    chain
}

pub(crate) use crate::grammar::function_declarator;

/// The expression inside any number of parentheses: `x` for `((x))`.
pub(crate) fn strip_parens(mut node: Node<'_>) -> Node<'_> {
    while node.kind() == kind::PARENTHESIZED_EXPRESSION {
        match node.named_child(0) {
            Some(inner) => node = inner,
            None => break,
        }
    }
    node
}

/// The storage class keywords of a declaration (`static`, `extern`, ...).
pub(crate) fn storage_classes<'a>(prog: &'a Program, decl: Node<'_>) -> Vec<&'a str> {
    let mut c = decl.walk();
    decl.children(&mut c)
        .filter(|n| n.kind() == kind::STORAGE_CLASS_SPECIFIER)
        .map(|n| prog.node_text(n))
        .collect()
}

/// Every call whose callee is a plain name, by that name, in document order.
pub(crate) fn calls_by_name<'t>(
    prog: &'t Program,
    nodes: &[Node<'t>],
) -> HashMap<&'t str, Vec<Node<'t>>> {
    let mut calls: HashMap<&str, Vec<Node<'t>>> = HashMap::new();
    for n in nodes.iter().filter(|n| n.kind() == kind::CALL_EXPRESSION) {
        if let Some(f) = n.child_by_field_name(field::FUNCTION) {
            calls.entry(prog.node_text(f)).or_default().push(*n);
        }
    }
    calls
}

/// The declaration a C++ `template <...>` declares: its last named child that is not
/// the parameter list.
pub(crate) fn templated(template: Node<'_>) -> Option<Node<'_>> {
    let mut c = template.walk();
    let inner = template
        .named_children(&mut c)
        .filter(|n| n.kind() != crate::grammar::cpp_kind::TEMPLATE_PARAMETER_LIST)
        .last();
    inner
}

/// Children of `node` in field `field`.
pub(crate) fn field_children<'t>(node: Node<'t>, field: &str) -> Vec<Node<'t>> {
    let mut c = node.walk();
    node.children_by_field_name(field, &mut c).collect()
}

/// Names (identifier nodes) declared by a top-level or block-level item.
pub(crate) fn declared_names(item: Node<'_>) -> Vec<Node<'_>> {
    let mut out = Vec::new();
    match item.kind() {
        kind::FUNCTION_DEFINITION => {
            if let Some(n) = item
                .child_by_field_name(field::DECLARATOR)
                .and_then(declarator_name)
            {
                out.push(n);
            }
        }
        kind::DECLARATION | kind::TYPE_DEFINITION | kind::FIELD_DECLARATION => {
            for d in field_children(item, field::DECLARATOR) {
                if let Some(n) = declarator_name(d) {
                    out.push(n);
                }
            }
            if let Some(t) = item.child_by_field_name(field::TYPE) {
                out.extend(tag_with_body(t));
            }
        }
        kind::STRUCT_SPECIFIER | kind::UNION_SPECIFIER | kind::ENUM_SPECIFIER => {
            out.extend(tag_with_body(item))
        }
        _ => {}
    }
    out
}

/// The tag of a struct/union/enum specifier that has a body, and its enumerators.
pub(crate) fn tag_with_body(t: Node<'_>) -> Vec<Node<'_>> {
    let mut out = Vec::new();
    if crate::grammar::TAG_SPECIFIERS.contains(&t.kind())
        && t.child_by_field_name(field::BODY).is_some()
    {
        if let Some(name) = t.child_by_field_name(field::NAME) {
            out.push(name);
        }
        if t.kind() == kind::ENUM_SPECIFIER {
            if let Some(body) = t.child_by_field_name(field::BODY) {
                let mut c = body.walk();
                for e in body.named_children(&mut c) {
                    if let Some(n) = e.child_by_field_name(field::NAME) {
                        out.push(n);
                    }
                }
            }
        }
    }
    out
}

/// Names the program whose `uses` these are does not use, in order: `a` to `z`, then `a0`, `a1`, ...
pub(crate) fn fresh_names(uses: &Uses) -> impl Iterator<Item = String> + '_ {
    (b'a'..=b'z')
        .map(|c| (c as char).to_string())
        .chain((0..).map(|i| format!("a{i}")))
        .filter(move |n| uses.positions(n).is_empty() && !KEYWORDS.contains(&n.as_str()))
}

/// Positions of every identifier token, by name.
#[derive(Debug, Default)]
pub(crate) struct Uses {
    by_name: HashMap<String, Vec<usize>>,
}

impl Uses {
    pub(crate) fn of(prog: &Program) -> Uses {
        let mut by_name: HashMap<String, Vec<usize>> = HashMap::new();
        for t in tokens(prog.text()) {
            if t.kind == TokenKind::Ident {
                by_name
                    .entry(prog.text()[t.range.clone()].to_string())
                    .or_default()
                    .push(t.range.start);
            }
        }
        Uses { by_name }
    }

    /// Every position of `name`.
    pub(crate) fn positions(&self, name: &str) -> &[usize] {
        self.by_name.get(name).map_or(&[], Vec::as_slice)
    }

    /// Every name.
    pub(crate) fn names(&self) -> impl Iterator<Item = &str> {
        self.by_name.keys().map(String::as_str)
    }
}

/// C keywords and names a reducer must not rename or remove.
pub(crate) const KEYWORDS: &[&str] = &[
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "_Bool",
    "_Complex",
    "_Alignas",
    "_Alignof",
    "_Atomic",
    "_Generic",
    "_Noreturn",
    "_Static_assert",
    "_Thread_local",
    "__attribute__",
    "__asm__",
    "asm",
    "__extension__",
    "__inline",
    "__restrict",
];

/// True for names that belong to C itself.
pub fn is_reserved(name: &str) -> bool {
    KEYWORDS.contains(&name) || name == "main"
}

/// True if `node` is an expression node.
pub(crate) fn is_expression(node: Node<'_>) -> bool {
    crate::grammar::EXPRESSIONS.contains(&node.kind())
}

/// True if `node` is in a place that needs an lvalue or a constant the pass must keep:
/// the left of an assignment, the operand of `&`, `++`/`--`, a `case` value, an array
/// size, a bit-field width, an enumerator value, or a static initializer; and the
/// parentheses around a statement's condition.
/// `parent` is `node`'s (known from a walk: see [`preorder_with_parents`]).
pub(crate) fn in_protected_position_under(node: Node<'_>, parent: Option<Node<'_>>) -> bool {
    let Some(parent) = parent else {
        return true;
    };
    let field_is = |f: &str| {
        parent
            .child_by_field_name(f)
            .is_some_and(|c| c.id() == node.id())
    };
    match parent.kind() {
        kind::ASSIGNMENT_EXPRESSION => field_is(field::LEFT),
        kind::UPDATE_EXPRESSION => true,
        kind::POINTER_EXPRESSION => parent
            .child_by_field_name(field::OPERATOR)
            .is_some_and(|o| o.kind() == "&"),
        kind::CASE_STATEMENT => field_is(field::VALUE),
        kind::ARRAY_DECLARATOR => field_is(field::SIZE),
        kind::BITFIELD_CLAUSE | kind::ENUMERATOR => true,
        kind::FIELD_EXPRESSION => field_is(field::ARGUMENT),
        // The parentheses of C's `if (x)`, `while (x)`, `switch (x)`: the statement's, not
        // an expression's (`if0` is no statement). What is inside them is an expression.
        kind::IF_STATEMENT | kind::WHILE_STATEMENT | kind::DO_STATEMENT | "switch_statement" => {
            is_statement_condition(node, Some(parent))
        }
        _ => false,
    }
}

/// True if `node`, under `parent`, is the parenthesized condition of C's `if`, `while`,
/// `do` or `switch` (C++ reads a `condition_clause` there).
pub(crate) fn is_statement_condition(node: Node<'_>, parent: Option<Node<'_>>) -> bool {
    node.kind() == kind::PARENTHESIZED_EXPRESSION
        && parent.is_some_and(|p| {
            matches!(
                p.kind(),
                kind::IF_STATEMENT
                    | kind::WHILE_STATEMENT
                    | kind::DO_STATEMENT
                    | "switch_statement"
            ) && p
                .child_by_field_name(field::CONDITION)
                .is_some_and(|c| c.id() == node.id())
        })
}

/// The deletion range of element `i` of a comma-separated list node.
pub(crate) fn list_element_deletion(list: Node<'_>, i: usize) -> Option<Range<usize>> {
    let mut c = list.walk();
    let children: Vec<Node<'_>> = list.children(&mut c).collect();
    let named: Vec<usize> = (0..children.len())
        .filter(|&k| children[k].is_named() && children[k].kind() != kind::COMMENT)
        .collect();
    let &k = named.get(i)?;
    let node = children[k];
    let is_comma = |j: usize| children.get(j).is_some_and(|n| n.kind() == ",");
    if is_comma(k + 1) {
        let end = children
            .get(k + 2)
            .filter(|n| n.is_named())
            .map_or(children[k + 1].end_byte(), |n| n.start_byte());
        Some(node.start_byte()..end)
    } else if k > 0 && is_comma(k - 1) {
        Some(children[k - 1].start_byte()..node.end_byte())
    } else {
        Some(node.byte_range())
    }
}

/// Declarator `d` without its array bounds (`V[b][2]` to `V`) and the bounds' text,
/// outermost last (`[b][2]`, empty when `d` is no array), to go after another name.
pub(crate) fn array_bounds<'t>(prog: &Program, d: Node<'t>) -> Option<(Node<'t>, String)> {
    let mut n = d;
    let mut bounds = String::new();
    while n.kind() == kind::ARRAY_DECLARATOR {
        let inner = n.child_by_field_name(field::DECLARATOR)?;
        bounds.insert_str(0, prog.text()[inner.end_byte()..n.end_byte()].trim());
        n = inner;
    }
    Some((n, bounds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_walk_s_parents_are_the_tree_s() {
        let src =
            "int f(int a) { if (((a))) { return g(a) + h(1); } return 0; }\nstruct s { int x; };\n";
        let prog = Program::new(src);
        let with = all_nodes_with_parents(&prog);
        let plain = all_nodes(&prog);
        assert_eq!(with.len(), plain.len());
        for ((n, parent), m) in with.iter().zip(&plain) {
            assert_eq!(n.id(), m.id());
            assert_eq!(parent.map(|p| p.id()), n.parent().map(|p| p.id()), "{n:?}");
        }
        assert!(with[0].1.is_none());
        let parents = Parents::of(&prog);
        for n in &plain {
            assert_eq!(
                parents.of_node(*n).map(|p| p.id()),
                n.parent().map(|p| p.id())
            );
        }
    }

    #[test]
    fn nodes_of_a_kind_are_those_of_every_node_in_the_same_order() {
        let src = "int f(int a) { if (a) { return g(a) + h(1); } return 0; }\nint g(int);\nint h(int b) { return f(b); }\n";
        let prog = Program::new(src);
        for k in [
            kind::CALL_EXPRESSION,
            kind::FUNCTION_DEFINITION,
            kind::IDENTIFIER,
            "translation_unit",
            "nothing",
        ] {
            let every: Vec<_> = all_nodes(&prog)
                .into_iter()
                .filter(|n| n.kind() == k)
                .collect();
            assert_eq!(nodes_of_kind(&prog, k), every, "{k}");
        }
        assert_eq!(nodes_of_kind(&prog, kind::CALL_EXPRESSION).len(), 3);
        assert!(nodes_of_kind(&Program::new(""), kind::IDENTIFIER).is_empty());
    }

    #[test]
    fn declared_names_of_items() {
        let p = Program::new("int a, *b[3]; static int f(int x) { return x; } typedef struct S { int m; } T; enum E { A, B };");
        let root = p.root().unwrap();
        let mut c = root.walk();
        let names: Vec<Vec<&str>> = root
            .named_children(&mut c)
            .map(|i| {
                declared_names(i)
                    .into_iter()
                    .map(|n| p.node_text(n))
                    .collect()
            })
            .collect();
        assert_eq!(
            names,
            vec![
                vec!["a", "b"],
                vec!["f"],
                vec!["T", "S"],
                vec!["E", "A", "B"]
            ]
        );
    }

    #[test]
    fn counts_uses_outside_a_range() {
        let p = Program::new("int g; int f(void) { return g + g; }");
        let u = Uses::of(&p);
        assert_eq!(u.positions("g"), &[4, 28, 32]);
        assert!(u.positions("h").is_empty());
    }
}
