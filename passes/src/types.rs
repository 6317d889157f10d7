//! Type passes: narrow integer types to `int` (or `unsigned`), and drop qualifiers and
//! storage classes (`volatile`, `const`, `static`, `register`, `inline`, `extern`).

use crate::c::all_nodes;
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program};

/// Narrow integer and floating types, and typedef names in declarations, to `int`.
#[derive(Debug, Default)]
pub(crate) struct NarrowTypes;

impl Pass for NarrowTypes {
    fn name(&self) -> &'static str {
        "narrow_types"
    }

    fn description(&self) -> &'static str {
        "narrow long long, long, short, char, unsigned variants and typedef names to int (or unsigned)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        for node in all_nodes(prog) {
            let text = prog.node_text(node);
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
