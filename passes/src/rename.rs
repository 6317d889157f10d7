//! Cosmetic: rename the identifiers the program defines to short canonical names by kind
//! (`a`, `b`, … for variables and members, `f`, `g`, `h`, … for functions, `T`, `U`, … for
//! types and tags; in C++ also classes, aliases, concepts and a template's type
//! parameters), in order of first appearance, so reduced programs read alike and
//! fingerprint alike. Names the program only uses (library functions) are kept, and so
//! are member functions only declared (the language calls some by name).

use crate::c::{
    all_nodes, declarator_chain, declarator_name, function_declarator, is_reserved, Uses,
};
use crate::grammar::{cpp_kind, field, kind, type_parameter_name, TYPE_PARAMETERS};
use crate::lexer::{tokens, TokenKind};
use crate::{Candidate, Cursor, Edit, Pass, Program, Replacement};
use std::collections::{BTreeMap, HashMap, HashSet};
use tree_sitter::Node;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Kind {
    Var,
    Func,
    Type,
}

/// Defined names and their kinds.
fn defined_names(prog: &Program) -> HashMap<String, Kind> {
    let mut out = HashMap::new();
    for node in all_nodes(prog) {
        let (name, kind) = match node.kind() {
            kind::FUNCTION_DEFINITION
            | kind::DECLARATION
            | kind::PARAMETER_DECLARATION
            | kind::FIELD_DECLARATION
            | kind::TYPE_DEFINITION
            | cpp_kind::VARIADIC_PARAMETER_DECLARATION => {
                let mut c = node.walk();
                let decls: Vec<_> = node
                    .children_by_field_name(field::DECLARATOR, &mut c)
                    .collect();
                for d in decls {
                    if let Some(n) = declared_name(d) {
                        let kind = if node.kind() == kind::TYPE_DEFINITION {
                            Kind::Type
                        } else if node.kind() == kind::PARAMETER_DECLARATION
                            || node.kind() == cpp_kind::VARIADIC_PARAMETER_DECLARATION
                        {
                            // A parameter of a function's type (`int (*a(void))[n]`)
                            // is a variable.
                            Kind::Var
                        } else if function_declarator(d).is_some() {
                            // Only a definition makes a function the program's own; a
                            // prototype alone names a library function (but for a
                            // function template's: see below).
                            if node.kind() != kind::FUNCTION_DEFINITION {
                                continue;
                            }
                            Kind::Func
                        } else {
                            Kind::Var
                        };
                        out.entry(prog.node_text(n).to_string()).or_insert(kind);
                    }
                }
                continue;
            }
            kind::STRUCT_SPECIFIER
            | kind::UNION_SPECIFIER
            | kind::ENUM_SPECIFIER
            | cpp_kind::CLASS_SPECIFIER
            | cpp_kind::ALIAS_DECLARATION
            | cpp_kind::CONCEPT_DEFINITION => match node.child_by_field_name(field::NAME) {
                Some(n) => (n, Kind::Type),
                None => continue,
            },
            // A function template only declared is the program's own: no library's is
            // declared so. (Found from the template, before its declaration is seen: a
            // node's parent costs a walk from the root.)
            cpp_kind::TEMPLATE_DECLARATION => {
                let mut c = node.walk();
                let decls: Vec<_> = node
                    .named_children(&mut c)
                    .filter(|d| d.kind() == kind::DECLARATION)
                    .collect();
                for decl in decls {
                    let mut c = decl.walk();
                    for d in decl.children_by_field_name(field::DECLARATOR, &mut c) {
                        if let (Some(n), Some(_)) = (declared_name(d), function_declarator(d)) {
                            out.entry(prog.node_text(n).to_string())
                                .or_insert(Kind::Func);
                        }
                    }
                }
                continue;
            }
            // `template <class T>`, `template <class... T>`, `template <class T = int>`.
            k if TYPE_PARAMETERS.contains(&k) => match type_parameter_name(node) {
                Some(n) => (n, Kind::Type),
                None => continue,
            },
            kind::ENUMERATOR => match node.child_by_field_name(field::NAME) {
                Some(n) => (n, Kind::Var),
                None => continue,
            },
            _ => continue,
        };
        out.entry(prog.node_text(name).to_string()).or_insert(kind);
    }
    out.retain(|k, _| !is_reserved(k));
    out
}

/// The name declarator `d` declares, also through a C++ reference (`&f()`) or a pack
/// (`Ts... args`), which name no field of the declarator they hold.
fn declared_name(mut d: Node<'_>) -> Option<Node<'_>> {
    for _ in 0..64 {
        if let Some(n) = declarator_name(d) {
            return Some(n);
        }
        let last = *declarator_chain(d).last()?;
        if !matches!(
            last.kind(),
            cpp_kind::REFERENCE_DECLARATOR | cpp_kind::VARIADIC_DECLARATOR
        ) {
            return None;
        }
        d = last.named_child(0)?;
    }
    None
}

fn nth_name(kind: Kind, i: usize) -> String {
    const VARS: &[&str] = &[
        "a", "b", "c", "d", "e", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u",
        "v", "w", "x", "y", "z",
    ];
    const FUNCS: &[&str] = &["f", "g", "h"];
    const TYPES: &[&str] = &["T", "U", "V", "W", "S"];
    let (base, prefix) = match kind {
        Kind::Var => (VARS, "a"),
        Kind::Func => (FUNCS, "f"),
        Kind::Type => (TYPES, "T"),
    };
    base.get(i).map_or_else(
        || format!("{prefix}{}", i - base.len() + 1),
        |s| s.to_string(),
    )
}

/// Rename identifiers to canonical short names.
#[derive(Debug, Default)]
pub(crate) struct RenameIdentifiers;

impl Pass for RenameIdentifiers {
    fn name(&self) -> &'static str {
        "rename_identifiers"
    }

    fn description(&self) -> &'static str {
        "rename defined identifiers to a, b, ... (variables), f, g, ... (functions), T, U, ... (types)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let (uses, useful) = renaming(prog);
        let edit_for = |pairs: &[&(&str, String)]| edit(&uses, pairs);
        let mut out = Vec::new();
        if useful.is_empty() || limit == 0 {
            return out;
        }
        if from <= Cursor(0, 0, 0) {
            out.push(Candidate {
                edit: edit_for(&useful.iter().collect::<Vec<_>>()),
                label: format!("rename {} identifiers", useful.len()),
                cursor: Cursor(0, 0, 0),
            });
        }
        // One at a time, only where the new name is free now.
        let all_names: HashSet<&str> = uses.names().collect();
        for (i, pair) in useful.iter().enumerate().filter(|_| useful.len() > 1) {
            let c = Cursor(0, 1, i as u32);
            if c < from || out.len() >= limit || all_names.contains(pair.1.as_str()) {
                continue;
            }
            out.push(Candidate {
                edit: edit_for(&[pair]),
                label: format!("rename `{}` -> `{}`", pair.0, pair.1),
                cursor: c,
            });
        }
        out
    }
}

/// `text` with every name it defines renamed at once as [`RenameIdentifiers`]'s first
/// candidate renames them (by kind, in order of first appearance); `None` when no name
/// changes. Two programs alike but for the names they define come out the same.
pub fn canonical_names(lang: crate::Lang, text: &str) -> Option<String> {
    let prog = Program::new_in(lang, text);
    let (uses, useful) = renaming(&prog);
    if useful.is_empty() {
        return None;
    }
    edit(&uses, &useful.iter().collect::<Vec<_>>()).apply(text)
}

/// The program's uses, and its defined names with their canonical names where that is
/// a change and no longer.
fn renaming(prog: &Program) -> (Uses, Vec<(&str, String)>) {
    let defined = defined_names(prog);
    let uses = Uses::of(prog);
    let kept: HashSet<&str> = uses.names().filter(|n| !defined.contains_key(*n)).collect();
    // Defined names in order of first appearance.
    let mut order: Vec<(&str, usize)> = Vec::new();
    let mut seen = HashSet::new();
    for t in tokens(prog.text()) {
        let s = &prog.text()[t.range.clone()];
        if t.kind == TokenKind::Ident && defined.contains_key(s) && seen.insert(s) {
            order.push((s, t.range.start));
        }
    }
    let mut counters: BTreeMap<Kind, usize> = BTreeMap::new();
    let mut mapping: Vec<(&str, String)> = Vec::new();
    for (name, _) in &order {
        let kind = defined[*name];
        let c = counters.entry(kind).or_insert(0);
        let new = loop {
            let cand = nth_name(kind, *c);
            *c += 1;
            if !kept.contains(cand.as_str()) && !is_reserved(&cand) {
                break cand;
            }
        };
        mapping.push((name, new));
    }
    let useful = mapping
        .into_iter()
        .filter(|(old, new)| *old != new && new.len() <= old.len())
        .collect();
    (uses, useful)
}

/// The edit that renames each of `pairs` at every use.
fn edit(uses: &Uses, pairs: &[&(&str, String)]) -> Edit {
    let reps = pairs
        .iter()
        .flat_map(|(old, new)| {
            uses.positions(old).iter().map(move |&p| Replacement {
                range: p..p + old.len(),
                text: new.clone(),
            })
        })
        .collect();
    Edit::new(reps).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn two_programs_alike_but_for_their_names_get_the_same_names() {
        let one = "int zz;\nint main() {\n  BUG2(zz);\n}\n";
        let two = "int g_1;\nint main() {\n  BUG2(g_1);\n}\n";
        let want = "int a;\nint main() {\n  BUG2(a);\n}\n";
        for p in [one, two] {
            assert_eq!(canonical_names(crate::Lang::C, p).as_deref(), Some(want));
        }
        // Nothing to change: names the program only uses (`BUG2`) are kept.
        assert_eq!(canonical_names(crate::Lang::C, want), None);
    }

    #[test]
    fn renames_by_kind_in_order_of_appearance() {
        let src = "int printf(const char *, ...); struct S0 { int f0; }; static int g_12; int func_1(int p_3) { return g_12 + p_3; } int main(void) { printf(\"%d\", func_1(g_12)); }";
        let out = outputs(&RenameIdentifiers, src);
        assert_eq!(out[0], "int printf(const char *, ...); struct T { int a; }; static int b; int f(int c) { return b + c; } int main(void) { printf(\"%d\", f(b)); }");
    }

    #[test]
    fn a_parameter_of_function_type_is_a_variable() {
        // Two reductions of one gcc bug (pr108423), alike but for their names: the
        // parameter `a` is declared with a function's declarator, and is no library
        // function.
        let one = "void f(int a, int (*b(void))[a]) {\n  sizeof*b();\n}\n";
        let two = "void f(int b, int (*a(void))[b]) {\n  sizeof*a();\n}\n";
        assert_eq!(canonical_names(crate::Lang::C, one), None);
        assert_eq!(canonical_names(crate::Lang::C, two).as_deref(), Some(one));
        // A prototype at file scope still names a library function.
        let lib = "int zz(void);\nint main(void) {\n  return zz();\n}\n";
        assert_eq!(canonical_names(crate::Lang::C, lib), None);
    }

    #[test]
    fn names_cpp_declares_are_renamed() {
        let cpp = |src: &str| canonical_names(crate::Lang::Cpp, src);
        // A class, a template's type parameters (a pack, one with a default), an alias,
        // a concept, a function returning a reference, a parameter pack, and a function
        // template only declared.
        assert_eq!(
            cpp("class foo {};\nfoo x;\n").as_deref(),
            Some("class T {};\nT a;\n")
        );
        assert_eq!(
            cpp("template <typename Func, class... Ts> auto &bar(Func, Ts... args) {\n  return 0[args...];\n}\n").as_deref(),
            Some("template <typename T, class... U> auto &f(T, U... a) {\n  return 0[a...];\n}\n")
        );
        assert_eq!(
            cpp("template <class CharT = int> using array = CharT[1];\narray<> x;\n").as_deref(),
            Some("template <class T = int> using U = T[1];\nU<> a;\n")
        );
        assert_eq!(
            cpp("template <class X> concept Throwable = true;\nint b = Throwable<int>;\n")
                .as_deref(),
            Some("template <class T> concept U = true;\nint a = U<int>;\n")
        );
        assert_eq!(
            cpp("template <auto> void dummy();\nvoid f() {\n  dummy<0>;\n}\n").as_deref(),
            Some("template <auto> void f();\nvoid g() {\n  f<0>;\n}\n")
        );
        // A member function only declared may be one the language calls by its name
        // (`await_ready`, `begin`): kept. So is a prototype outside a template.
        assert_eq!(cpp("struct T {\n  void begin();\n};\nint g();\n"), None);
    }

    #[test]
    fn is_idempotent() {
        let src = "int a; int f(int b) { return a + b; }";
        assert!(outputs(&RenameIdentifiers, src).is_empty());
    }

    #[test]
    fn never_takes_a_name_in_use() {
        let src = "int zz; int a(void); int main(void) { return zz + a(); }";
        // `a` is only declared, never defined: a library function; it keeps its name and
        // the variable does not get it.
        let out = outputs(&RenameIdentifiers, src);
        assert_eq!(
            out,
            vec!["int b; int a(void); int main(void) { return b + a(); }"]
        );
    }
}
