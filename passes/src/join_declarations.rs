//! Declarations of one type joined into one (C-Reduce's `combine-global-var` and
//! `combine-local-var`): `int a; int *b = 0;` becomes `int a, *b = 0;`, and `struct T
//! q;` after `struct T { … } e;` becomes part of it, `struct T { … } e, q;`. Each join
//! takes out the specifiers and a `;` for a `,`, which deletion cannot do, and it gives
//! one order of declarations, so reductions of one bug from two programs end alike more
//! often.
//!
//! A declaration joins the first earlier declaration of its scope (the file, a
//! namespace, a block, a struct's or class's members: `T *a; T *b;` to `T *a, *b;`)
//! with the same specifiers, so several join one in their order. It moves up to it, so
//! what lies between must not change its meaning: at a C file's scope (constant
//! initializers: nothing runs) any declarations, in a C block only declarations
//! without initializers, among a struct's members nothing (a moved field would change
//! the layout and what a positional initializer `= {1, 2, 3}` sets), in C++ nothing at
//! all (a constructor runs for any
//! declaration, and a `using` or a reference declares names the pass does not read);
//! never a preprocessor line. It is left alone when it uses a name declared between
//! the two, or something between uses a name it declares. Left alone too: C's function
//! declarators (in C++ a variable built by a call, `T b(f());`, reads as one, so there
//! they join: `T a(0), b(f());`), a declaration that defines a tag (`struct S { … } a;` joins nothing
//! earlier), `auto`, structured bindings, attributes, and declarations with no
//! declarator, a flexible array member, which must stay last, and declarators with a
//! comment among them. Whether the new order
//! still shows the bug (the globals' layout, say) is the test's to say.

use crate::c::{declared_names, function_declarator, preorder};
use crate::edit::Replacement;
use crate::expr::short;
use crate::grammar::{field, kind, TAG_SPECIFIERS};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program};
use std::collections::{HashMap, HashSet};
use std::ops::Range;
use tree_sitter::Node;

/// A declaration that may join or be joined: its specifiers (a tag definition as its
/// keyword and name), whether its type is a tag definition, where its `;` is, and the
/// text of its declarators.
struct Joinable {
    key: String,
    defines_tag: bool,
    semi: usize,
    declarators: Range<usize>,
}

/// What `item` offers, if it is a declaration that may take part.
fn joinable(prog: &Program, item: Node<'_>) -> Option<Joinable> {
    let is_field = item.kind() == kind::FIELD_DECLARATION;
    if item.kind() != kind::DECLARATION && !is_field {
        return None;
    }
    let mut c = item.walk();
    let decls: Vec<Node<'_>> = item
        .children_by_field_name(field::DECLARATOR, &mut c)
        .collect();
    let (first, last) = (decls.first()?, decls.last()?);
    let semi = item.child(item.child_count().checked_sub(1)?)?;
    if semi.kind() != ";" || semi.start_byte() < last.end_byte() {
        return None;
    }
    // C++: a variable built by a call (`T b(f());`) reads as a function declarator,
    // which only name lookup tells apart; either joins (`T a(0), b(f());` and `int f(),
    // g();` are both C++). C keeps its prototypes as they are.
    let c = prog.lang() == Lang::C;
    if decls.iter().any(|d| {
        (c && function_declarator(*d).is_some()) || d.kind().contains("structured_binding")
    }) {
        return None;
    }
    let ty = item.child_by_field_name(field::TYPE)?;
    let text = prog.text();
    // The declarators run to the last child before the `;` that is not a comment: a
    // bit-field's width or a default member initializer follows a field's last one.
    let mut c = item.walk();
    let end = item
        .children(&mut c)
        .filter(|n| n.end_byte() <= semi.start_byte() && n.kind() != kind::COMMENT)
        .map(|n| n.end_byte())
        .max()?;
    let declarators = first.start_byte()..end.max(last.end_byte());
    if text[declarators.clone()].contains("//") || text[declarators.clone()].contains("/*") {
        // A comment inside would go with them, a line comment over the root's `;`.
        return None;
    }
    if is_field && decls.iter().any(|d| has_unsized_array(*d)) {
        // A flexible array member must stay last.
        return None;
    }
    let specs = &text[item.start_byte()..first.start_byte()];
    let mut defines_tag = false;
    let key_text =
        if TAG_SPECIFIERS.contains(&ty.kind()) && ty.child_by_field_name(field::BODY).is_some() {
            // `struct T { … }` joins as `struct T`; an anonymous one never does.
            let name = ty.child_by_field_name(field::NAME)?;
            defines_tag = true;
            let keyword = &text[ty.start_byte()..name.start_byte()];
            format!(
                "{}{keyword} {}{}",
                &text[item.start_byte()..ty.start_byte()],
                prog.node_text(name),
                &text[ty.end_byte()..first.start_byte()]
            )
        } else {
            specs.to_string()
        };
    let words: Vec<&str> = key_text.split_whitespace().collect();
    if words.iter().any(|w| {
        *w == "auto" || w.contains("__attribute__") || w.contains("[[") || w.contains("__declspec")
    }) {
        return None;
    }
    Some(Joinable {
        key: words.join(" "),
        defines_tag,
        semi: semi.start_byte(),
        declarators,
    })
}

/// Whether `declarator` declares an array without a size (`d[]`, `d[ ]`).
fn has_unsized_array(declarator: Node<'_>) -> bool {
    preorder(declarator)
        .into_iter()
        .any(|n| n.kind() == kind::ARRAY_DECLARATOR && n.child_by_field_name(field::SIZE).is_none())
}

/// Where names occur and where they are declared, by byte offset in document order.
#[derive(Default)]
struct Places<'t> {
    leaves: HashMap<&'t str, Vec<usize>>,
    declared: HashMap<&'t str, Vec<usize>>,
}

impl<'t> Places<'t> {
    fn of(prog: &'t Program, nodes: &[Node<'_>]) -> Places<'t> {
        let mut p = Places::default();
        for n in nodes {
            if n.child_count() == 0 {
                p.leaves
                    .entry(prog.node_text(*n))
                    .or_default()
                    .push(n.start_byte());
            }
            for d in declared_names(*n) {
                p.declared
                    .entry(prog.node_text(d))
                    .or_default()
                    .push(d.start_byte());
            }
        }
        p
    }

    /// Whether `name` has an offset of `map` in `range`.
    fn within(map: &HashMap<&str, Vec<usize>>, name: &str, range: &Range<usize>) -> bool {
        map.get(name).is_some_and(|v| {
            let i = v.partition_point(|&x| x < range.start);
            v.get(i).is_some_and(|&x| x < range.end)
        })
    }
}

/// Join declarations.
#[derive(Debug, Default)]
pub(crate) struct JoinDeclarations;

impl Pass for JoinDeclarations {
    fn name(&self) -> &'static str {
        "join_declarations"
    }

    fn description(&self) -> &'static str {
        "join a declaration into the first earlier one of the same type: `int a; int b;` -> `int a, b;`"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = crate::c::all_nodes(prog);
        // Built once a declaration has an earlier one to join: most calls never need it.
        let places = std::cell::OnceCell::new();
        let text = prog.text();
        let mut list = Vec::new();
        for scope in nodes.iter().filter(|n| {
            matches!(
                n.kind(),
                kind::TRANSLATION_UNIT
                    | kind::DECLARATION_LIST
                    | kind::COMPOUND_STATEMENT
                    | kind::FIELD_DECLARATION_LIST
            )
        }) {
            let mut c = scope.walk();
            let items: Vec<Node<'_>> = scope.named_children(&mut c).collect();
            let file = scope.kind() == kind::TRANSLATION_UNIT;
            // The declaration the later ones of each key join, while they may move up
            // to it.
            let mut roots: HashMap<String, (usize, Range<usize>, Joinable)> = HashMap::new();
            for (k, item) in items.iter().copied().enumerate() {
                let Some(j) = joinable(prog, item) else {
                    continue;
                };
                let range = item.start_byte()..item.end_byte();
                let joins = roots.get(&j.key).filter(|(r, root, _)| {
                    !j.defines_tag
                        && items[r + 1..k]
                            .iter()
                            .all(|b| passable(*b, prog.lang(), file))
                        && may_move_up(
                            prog,
                            places.get_or_init(|| Places::of(prog, &nodes)),
                            root.end..range.start,
                            item,
                        )
                });
                if let Some((_, _, root)) = joins {
                    list.push(Site {
                        reps: vec![
                            Replacement {
                                range: root.semi..root.semi,
                                text: format!(", {}", &text[j.declarators.clone()]),
                            },
                            Replacement::deletion(text, range),
                        ],
                        what: format!(
                            "join `{}` into the declaration of `{}`",
                            short(&text[j.declarators.clone()]),
                            short(&text[root.declarators.clone()])
                        ),
                    });
                } else {
                    roots.insert(j.key.clone(), (k, range, j));
                }
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// Whether a declaration may move up past `item`: at a C file's scope any
/// declaration, in a C block a declaration without initializers, in C++ nothing. A field
/// passes no field: that would reorder the members, which positional initializers
/// (`= {1, 2, 3}`) and the layout read.
fn passable(item: Node<'_>, lang: Lang, file: bool) -> bool {
    if item.kind() != kind::DECLARATION || lang == Lang::Cpp {
        return false;
    }
    if file {
        return true;
    }
    let mut c = item.walk();
    let decls: Vec<Node<'_>> = item
        .children_by_field_name(field::DECLARATOR, &mut c)
        .collect();
    decls.iter().all(|d| d.kind() != kind::INIT_DECLARATOR)
}

/// Whether `item` may move up over the bytes `between`: it uses no name declared there,
/// and no name it declares occurs there.
fn may_move_up(prog: &Program, places: &Places<'_>, between: Range<usize>, item: Node<'_>) -> bool {
    let mine: HashSet<&str> = declared_names(item)
        .into_iter()
        .map(|n| prog.node_text(n))
        .collect();
    let uses_between = preorder(item).into_iter().any(|n| {
        let t = prog.node_text(n);
        n.child_count() == 0 && !mine.contains(t) && Places::within(&places.declared, t, &between)
    });
    !uses_between
        && !mine
            .iter()
            .any(|t| Places::within(&places.leaves, t, &between))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn a_declaration_joins_the_nearest_earlier_one_of_its_type() {
        assert_eq!(
            outputs(&JoinDeclarations, "int a; int *b = 0; long c; int d[2];"),
            vec![
                "int a, *b = 0, d[2];  long c; ",
                "int a, *b = 0;  long c; int d[2];",
                "int a, d[2]; int *b = 0; long c; ",
            ]
        );
        assert_eq!(
            outputs(
                &JoinDeclarations,
                "struct T { int x; } e; struct T q; int main(void) { static int i; static int j = 1; return i + j; }"
            ),
            vec![
                "struct T { int x; } e, q;  int main(void) { static int i, j = 1;  return i + j; }",
                "struct T { int x; } e, q;  int main(void) { static int i; static int j = 1; return i + j; }",
                "struct T { int x; } e; struct T q; int main(void) { static int i, j = 1;  return i + j; }",
            ]
        );
        // A comment after the declarators stays out of them (it would cover the `;`).
        assert_eq!(
            outputs(&JoinDeclarations, "int a; int b // c\n;"),
            vec!["int a, b; "]
        );
        assert_eq!(
            cpp_outputs(&JoinDeclarations, "namespace n { int a; int b(1); }"),
            vec!["namespace n { int a, b(1);  }"]
        );
    }

    #[test]
    fn a_field_joins_the_nearest_earlier_one_of_its_type() {
        assert_eq!(
            outputs(
                &JoinDeclarations,
                "struct S { int a; int b : 3; long c; int *d; };"
            ),
            vec!["struct S { int a, b : 3;  long c; int *d; };"]
        );
        assert_eq!(
            cpp_outputs(
                &JoinDeclarations,
                "struct T { T *a; T *b = nullptr; int f(); int g(); };"
            ),
            vec![
                "struct T { T *a, *b = nullptr;  int f(), g();  };",
                "struct T { T *a, *b = nullptr;  int f(); int g(); };",
                "struct T { T *a; T *b = nullptr; int f(), g();  };",
            ]
        );
    }

    #[test]
    fn cpp_variables_built_by_a_call_join_and_c_prototypes_do_not() {
        // tree-sitter reads `T b(f());` as a function declarator.
        assert_eq!(
            cpp_outputs(&JoinDeclarations, "int f();\nT a(0);\nT b(f());\n"),
            vec!["int f();\nT a(0), b(f());\n\n"]
        );
        assert!(outputs(&JoinDeclarations, "int f(void);\nint g(void);\n").is_empty());
    }

    #[test]
    fn leaves_alone_what_cannot_join() {
        for src in [
            // Other specifiers, or other types.
            "int a; static int b;",
            "int a; const int b = 1;",
            "int a; unsigned b;",
            // Functions, tag definitions, anonymous tags.
            "int a; int f(void);",
            "struct S { int x; } a; struct S { int y; } b;",
            "struct { int x; } a; struct { int x; } b;",
            // It uses what is declared between, or what is between uses it.
            "int a; enum { K = 1 }; int b = K;",
            "int x; void f(void) { int a; x = 1; int x; }",
            // Two scopes.
            "int a; void f(void) { int b; }",
            // In a block, a statement or an initializer runs between.
            "void f(void) { int x = 0; x++; int y = x; }",
            "void f(void) { int x = 0; long z = x++; int y = x; }",
            // A preprocessor line between.
            "int a;\n#define K 1\nint b = K;",
            "int a __attribute__((aligned(8))); int b __attribute__((aligned(8)));",
            // A flexible array member stays last; fields of two structs; a field
            // never passes another (`= {1, 2, 3}` would set other members).
            "struct S { int n; long x; int d[]; };",
            "struct S { int n; int d[ ]; };",
            "struct S { int a; }; struct T { int b; };",
            "struct S { int a; long c; int b; } s = {1, 2, 3};",
        ] {
            assert_eq!(
                outputs(&JoinDeclarations, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
        for src in [
            "auto a = 1; auto b = 2.0;",
            "int x[2]; auto [b, c] = x; auto [d, e] = x;",
            // C++: nothing between, not even a declaration.
            "int r = 5; int main() { int a = 0; a = r; int &r = a; return r; }",
            "int a; long l; int b;",
            // C++ members: nothing between, not even an access specifier.
            "struct T { int a; long l; int b; };",
            "class T { int a; public: int b; };",
        ] {
            assert_eq!(
                cpp_outputs(&JoinDeclarations, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
    }
}
