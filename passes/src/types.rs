//! Type passes: narrow integer types to `int` (or `unsigned`), a C++ library type name
//! (`std::size_t`) to the type it names on x86-64 Linux, and drop qualifiers and storage
//! classes (`volatile`, `const`, `static`, `register`, `inline`, `extern`).

use crate::c::all_nodes;
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program};

/// The standard library's integer type names and the types they name on x86-64 Linux
/// (LP64): `std::size_t` becomes `unsigned long`, so `#include <cstddef>` can go (from
/// gcc-pr111773 of the C++ set, where `operator new` must take a `size_t`). On another
/// target the candidate fails its test.
const LIBRARY_TYPES: &[(&str, &str)] = &[
    ("size_t", "unsigned long"),
    ("ptrdiff_t", "long"),
    ("intptr_t", "long"),
    ("uintptr_t", "unsigned long"),
    ("intmax_t", "long"),
    ("uintmax_t", "unsigned long"),
    ("int8_t", "signed char"),
    ("uint8_t", "unsigned char"),
    ("int16_t", "short"),
    ("uint16_t", "unsigned short"),
    ("int32_t", "int"),
    ("uint32_t", "unsigned"),
    ("int64_t", "long"),
    ("uint64_t", "unsigned long"),
];

/// The builtin type `std::NAME` names, for a qualified name used as a type.
fn library_type(prog: &Program, node: tree_sitter::Node<'_>) -> Option<&'static str> {
    let (scope, name) = crate::grammar::qualified_parts(node)?;
    if prog.node_text(scope) != "std" {
        return None;
    }
    let parent = node.parent()?;
    // `std::size_t{n}`: `unsigned long{n}` does not parse.
    if parent.kind() == kind::COMPOUND_LITERAL_EXPRESSION
        || parent.child_by_field_name(field::TYPE)?.id() != node.id()
    {
        return None;
    }
    LIBRARY_TYPES
        .iter()
        .find(|(n, _)| *n == prog.node_text(name))
        .map(|(_, t)| *t)
}

/// Narrow integer and floating types, and typedef names in declarations, to `int`.
#[derive(Debug, Default)]
pub(crate) struct NarrowTypes;

impl Pass for NarrowTypes {
    fn name(&self) -> &'static str {
        "narrow_types"
    }

    fn description(&self) -> &'static str {
        "narrow long long, long, short, char, unsigned variants and typedef names to int (or \
         unsigned); C++: std::size_t and the other std integer names to their builtin type"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        for node in all_nodes(prog) {
            let text = prog.node_text(node);
            if let Some(t) = library_type(prog, node) {
                list.push(Site::replace(
                    node.byte_range(),
                    t,
                    format!("`{text}` -> `{t}`"),
                ));
                continue;
            }
            let alts: &[&str] = match node.kind() {
                // Includes the well-known typedef names tree-sitter-c calls primitive
                // (`uint64_t`, `size_t`), but not where a typedef declares them.
                kind::PRIMITIVE_TYPE
                    if !matches!(text, "int" | "void" | "float" | "double")
                        && !node.parent().is_some_and(|p| {
                            p.kind() == kind::TYPE_DEFINITION
                                && p.child_by_field_name(field::DECLARATOR)
                                    .is_some_and(|d| d.id() == node.id())
                        }) =>
                {
                    &["int"]
                }
                kind::SIZED_TYPE_SPECIFIER if text.contains("unsigned") && text != "unsigned" => {
                    &["int", "unsigned"]
                }
                kind::SIZED_TYPE_SPECIFIER if text != "int" => &["int"],
                // A typedef name used as a declaration's type.
                kind::TYPE_IDENTIFIER
                    if node.parent().is_some_and(|p| {
                        matches!(
                            p.kind(),
                            kind::DECLARATION
                                | kind::PARAMETER_DECLARATION
                                | kind::FIELD_DECLARATION
                                | kind::TYPE_DEFINITION
                        ) && p
                            .child_by_field_name(field::TYPE)
                            .is_some_and(|t| t.id() == node.id())
                    }) =>
                {
                    &["int"]
                }
                _ => &[],
            };
            for a in alts {
                if *a != text {
                    list.push(Site::replace(
                        node.byte_range(),
                        *a,
                        format!("`{text}` -> `{a}`"),
                    ));
                }
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// Drop type qualifiers and storage-class specifiers.
#[derive(Debug, Default)]
pub(crate) struct DropQualifiers;

impl Pass for DropQualifiers {
    fn name(&self) -> &'static str {
        "drop_qualifiers"
    }

    fn description(&self) -> &'static str {
        "drop volatile, const, restrict, static, register, inline, extern; in C++ also \
         virtual, override, final, explicit, friend, noexcept, attributes, access specifiers, \
         constructor initializers, = default and = delete"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        let text = prog.text();
        let grammar = prog.grammar();
        for node in all_nodes(prog) {
            let Some((range, by)) = grammar.dropped(node) else {
                continue;
            };
            if overloaded_on_const(prog, node) {
                continue;
            }
            // Take the following whitespace too (not after a replacement).
            let mut end = range.end;
            while by.is_empty() && end < text.len() && text.as_bytes()[end].is_ascii_whitespace() {
                end += 1;
            }
            list.push(Site::replace(
                range.start..end,
                by,
                format!("drop `{}`", &text[range]),
            ));
        }
        // Then every site of one qualifier at once: `const int *f()` and `T(const int *)`
        // agree only with both `const`s kept or both dropped, which one site at a time
        // cannot reach. Tried last, one candidate per qualifier seen at two sites or more.
        let mut by_word: std::collections::BTreeMap<&str, Vec<&Site>> = Default::default();
        for s in &list {
            by_word.entry(s.what.as_str()).or_default().push(s);
        }
        let every: Vec<Site> = by_word
            .into_iter()
            .filter(|(_, sites)| sites.len() > 1)
            .map(|(what, sites)| Site {
                reps: sites.iter().flat_map(|s| s.reps.iter().cloned()).collect(),
                what: format!("{what}, every one"),
            })
            .collect();
        list.extend(every);
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// Whether `node` is a member function's `const` (`int f() const;`) in a class that
/// declares another member of the same name: without it the two may clash or the other
/// overload be picked.
fn overloaded_on_const(prog: &Program, node: tree_sitter::Node<'_>) -> bool {
    let Some(f) = node
        .parent()
        .filter(|p| p.kind() == kind::FUNCTION_DECLARATOR)
    else {
        return false;
    };
    let Some(name) = crate::c::declarator_name(f).map(|n| prog.node_text(n)) else {
        return false;
    };
    let mut scope = f.parent();
    while let Some(s) = scope {
        if s.kind() == kind::FIELD_DECLARATION_LIST {
            break;
        }
        scope = s.parent();
    }
    let Some(scope) = scope else { return false };
    crate::c::preorder(scope)
        .into_iter()
        .filter(|d| d.kind() == kind::FUNCTION_DECLARATOR && d.id() != f.id())
        .any(|d| crate::c::declarator_name(d).is_some_and(|n| prog.node_text(n) == name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn drops_every_site_of_one_qualifier_at_once_last() {
        let src =
            "struct T { consteval T(const int *) {} };\nconsteval const int *f() { return 0; }\n";
        let c = Program::new_in(crate::Lang::Cpp, src);
        let cands = DropQualifiers.candidates(&c, Cursor::START, 100_000);
        let at = cands
            .iter()
            .position(|c| c.label == "drop `const`, every one")
            .expect("every `const` at once");
        assert_eq!(
            cands[at].edit.apply(src).unwrap(),
            "struct T { consteval T(int *) {} };\nconsteval int *f() { return 0; }\n"
        );
        // After every single site.
        assert!(cands[at..].iter().all(|c| c.label.ends_with("every one")));
        // A qualifier seen once gets no such candidate.
        let one = "static int a;\nconst int b = 1;\n";
        let labels = crate::testing::labels(&DropQualifiers, crate::Lang::C, one);
        assert!(
            labels.iter().all(|l| !l.contains("every one")),
            "{labels:?}"
        );
    }

    #[test]
    fn drops_cpp_specifiers() {
        let src = "class A : public B {\npublic:\n  explicit A(int x) : a(x) {}\n  virtual void f() noexcept override;\n  [[nodiscard]] int g() = delete;\n  friend void h();\n  int a;\n};\n";
        let out = cpp_outputs(&DropQualifiers, src);
        assert_eq!(
            out[0],
            "class A : B {\nA(int x) {}\n  void f() ;\n  int g() ;\n  void h();\n  int a;\n};\n"
        );
        assert!(out.contains(&src.replace("public:\n  ", "")), "{out:?}");
    }

    #[test]
    fn leaves_a_const_overload_s_const_alone() {
        let out = cpp_outputs(&DropQualifiers, "struct A { int f(); int f() const; };");
        assert!(out.is_empty(), "{out:?}");
        let out = cpp_outputs(&DropQualifiers, "struct A { int f() const; };");
        assert_eq!(out, ["struct A { int f() ; };"]);
    }

    #[test]
    fn narrows_types() {
        let out = outputs(
            &NarrowTypes,
            "typedef int u8; unsigned long a; short b; int c; u8 d; float e;",
        );
        assert_eq!(
            out[0],
            "typedef int u8; int a; int b; int c; int d; float e;"
        );
        assert!(
            out.contains(&"typedef int u8; unsigned a; short b; int c; u8 d; float e;".to_string()),
            "{out:?}"
        );
        assert!(out
            .iter()
            .all(|o| o.contains("int c;") && o.contains("float e;")));
        // Well-known typedef names are primitive types to tree-sitter-c.
        let out = outputs(&NarrowTypes, "typedef unsigned long uint64_t; uint64_t x;");
        assert_eq!(out[0], "typedef int uint64_t; int x;");
    }

    #[test]
    fn names_the_builtin_type_of_a_cpp_library_type() {
        let src = "#include <new>\nvoid *operator new(std::size_t n);\nstd::int8_t c;\n\
                   std::vector<int> v;\nnamespace m { typedef int size_t; }\nm::size_t k;\n";
        let out = cpp_outputs(&NarrowTypes, src);
        assert_eq!(
            out[0],
            "#include <new>\nvoid *operator new(unsigned long n);\nsigned char c;\n\
             std::vector<int> v;\nnamespace m { typedef int size_t; }\nm::size_t k;\n"
        );
        // Only `std::`'s names, and only as a type (`unsigned long(3)` does not parse).
        assert!(out.iter().all(|o| o.contains("m::size_t k;")), "{out:?}");
        let out = cpp_outputs(&NarrowTypes, "long n = std::size_t(3) + std::size_t{4};");
        assert!(out.iter().all(|o| !o.contains("unsigned long")), "{out:?}");
    }

    #[test]
    fn drops_qualifiers() {
        let out = outputs(
            &DropQualifiers,
            "static const volatile int x; int f(register int a);",
        );
        assert_eq!(out[0], "int x; int f(int a);");
        assert!(
            out.contains(&"static volatile int x; int f(register int a);".to_string()),
            "{out:?}"
        );
    }
}
