//! Copy propagation: a local initialized with a value and never written again is
//! replaced by that value at its uses, and its declaration goes; an assignment `x = E;` to
//! a variable that is written nowhere else and read only later in the same block is
//! replaced by `E` at those reads. A variable, a literal or an address `&x` goes to every
//! use; a computed value only to a single use (parenthesized), so nothing is evaluated
//! twice. A pointer holding `&x` loses a level: `*p` becomes `x`, `p->m` becomes `x.m`.
//! A named constant (`const int N = 4;` at file scope, C++'s `static const int k = N;` in
//! a class) goes to its uses the same way.

use crate::c::{all_nodes, enclosing_function};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::views::{Declaration, Declarator};
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use std::collections::HashMap;
use tree_sitter::Node;

/// True if the identifier `id` is written here (assigned, incremented, address taken).
fn is_written(id: Node<'_>) -> bool {
    let Some(p) = id.parent() else { return true };
    match p.kind() {
        kind::ASSIGNMENT_EXPRESSION => p
            .child_by_field_name(field::LEFT)
            .is_some_and(|l| l.id() == id.id()),
        kind::UPDATE_EXPRESSION => true,
        kind::POINTER_EXPRESSION => p
            .child_by_field_name(field::OPERATOR)
            .is_some_and(|o| o.kind() == "&"),
        _ => false,
    }
}

/// A value that may be copied to every use: a variable, a literal, or a variable's
/// address.
fn is_simple(value: Node<'_>) -> bool {
    matches!(value.kind(), kind::IDENTIFIER | kind::NUMBER_LITERAL) || address_of(value).is_some()
}

/// `x` if `value` is `&x`.
fn address_of(value: Node<'_>) -> Option<Node<'_>> {
    if value.kind() != kind::POINTER_EXPRESSION
        || value.child_by_field_name(field::OPERATOR)?.kind() != "&"
    {
        return None;
    }
    value
        .child_by_field_name(field::ARGUMENT)
        .filter(|a| a.kind() == kind::IDENTIFIER)
}

/// The replacement of the use `u` of a variable holding `value` (whose text is `text`):
/// the value itself, except that with `p = &x`, `*p` becomes `x` and `p->m` becomes
/// `x.m` (one level of pointer less).
fn use_replacement(prog: &Program, u: Node<'_>, value: Node<'_>, text: &str) -> Replacement {
    // `a-b` with `b` holding `-1`: `a- -1`, not `a--1`.
    let whole = Replacement::spaced(prog.text(), u.byte_range(), text);
    let (Some(x), Some(p)) = (address_of(value), u.parent()) else {
        return whole;
    };
    let x = prog.node_text(x);
    let op = p.child_by_field_name(field::OPERATOR);
    match p.kind() {
        kind::POINTER_EXPRESSION if op.is_some_and(|o| o.kind() == "*") => {
            Replacement::spaced(prog.text(), p.byte_range(), x)
        }
        kind::FIELD_EXPRESSION
            if op.is_some_and(|o| o.kind() == "->")
                && p.child_by_field_name(field::ARGUMENT)
                    .is_some_and(|a| a.id() == u.id()) =>
        {
            Replacement {
                range: u.start_byte()..op.map_or(u.end_byte(), |o| o.end_byte()),
                text: format!("{x}."),
            }
        }
        _ => whole,
    }
}

/// The text that replaces a use of the variable: the value, parenthesized unless it is
/// a primary expression.
fn substitute_text(prog: &Program, value: Node<'_>) -> String {
    let t = prog.node_text(value);
    match value.kind() {
        kind::IDENTIFIER
        | kind::NUMBER_LITERAL
        | kind::CHAR_LITERAL
        | kind::STRING_LITERAL
        | kind::PARENTHESIZED_EXPRESSION
        | kind::CALL_EXPRESSION
        | kind::FIELD_EXPRESSION
        | kind::SUBSCRIPT_EXPRESSION => t.to_string(),
        _ => format!("({t})"),
    }
}

/// Propagate copies.
#[derive(Debug, Default)]
pub(crate) struct PropagateCopies;

impl Pass for PropagateCopies {
    fn name(&self) -> &'static str {
        "propagate_copies"
    }

    fn description(&self) -> &'static str {
        "replace a variable assigned once, or a named constant, by its value at its reads, and \
         drop it"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let mut list = Vec::new();
        for decl in nodes.iter().filter(|n| n.kind() == kind::DECLARATION) {
            let Some(body) =
                enclosing_function(*decl).and_then(|f| f.child_by_field_name(field::BODY))
            else {
                continue;
            };
            let Some(view) = Declaration::of(*decl) else {
                continue;
            };
            let [Declarator {
                target: var,
                value: Some(value),
                ..
            }] = view.declarators[..]
            else {
                continue;
            };
            // `int *p = &x;` (or `= q;`): a pointer holding another object's address.
            let pointer = var.kind() == kind::POINTER_DECLARATOR
                && (address_of(value).is_some() || value.kind() == kind::IDENTIFIER);
            let var = if pointer {
                match var.child_by_field_name(field::DECLARATOR) {
                    Some(v) => v,
                    None => continue,
                }
            } else {
                var
            };
            if var.kind() != kind::IDENTIFIER || value.kind() == kind::INITIALIZER_LIST {
                continue;
            }
            let name = prog.node_text(var);
            let value_text = substitute_text(prog, value);
            if name == value_text {
                continue;
            }
            let uses: Vec<&Node<'_>> = nodes
                .iter()
                .filter(|n| {
                    n.kind() == kind::IDENTIFIER
                        && n.id() != var.id()
                        && prog.node_text(**n) == name
                        && body.byte_range().contains(&n.start_byte())
                        && n.start_byte() > decl.end_byte()
                })
                .collect();
            if uses.iter().any(|u| is_written(**u)) || (!is_simple(value) && uses.len() > 1) {
                continue;
            }
            let mut reps = vec![Replacement {
                range: decl.byte_range(),
                text: String::new(),
            }];
            reps.extend(
                uses.iter()
                    .map(|u| use_replacement(prog, **u, value, &value_text)),
            );
            list.push(Site {
                reps,
                what: format!("propagate `{name} = {value_text}`"),
            });
        }
        list.extend(assignment_sites(prog, &nodes));
        list.extend(constant_sites(prog, &nodes));
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// Sites for a named constant (`const int N = 4;` at file scope, `static const int k =
/// N;` in a class) whose value is a literal or a name: that value at every use, and the
/// declaration gone. Only when every use is a plain name in the constant's scope (not
/// `S::k`, not `s.k`), nothing else declares the name, and no use takes its address.
fn constant_sites(prog: &Program, nodes: &[Node<'_>]) -> Vec<Site> {
    let mut found = Vec::new();
    // The file's declarations and every class's members, found from their scopes (a
    // node's parent is a walk from the root).
    let scopes = prog.root().into_iter().chain(
        nodes
            .iter()
            .copied()
            .filter(|n| n.kind() == kind::FIELD_DECLARATION_LIST),
    );
    let mut decls = Vec::new();
    for scope in scopes {
        let member = scope.kind() == kind::FIELD_DECLARATION_LIST;
        let want = if member {
            kind::FIELD_DECLARATION
        } else {
            kind::DECLARATION
        };
        let mut c = scope.walk();
        decls.extend(
            scope
                .named_children(&mut c)
                .filter(|d| d.kind() == want)
                .map(|d| (d, scope, member)),
        );
    }
    for (decl, scope, member) in decls {
        let decl = &decl;
        let mut c = decl.walk();
        let words: Vec<&str> = decl
            .children(&mut c)
            .filter(|k| {
                matches!(
                    k.kind(),
                    kind::TYPE_QUALIFIER | kind::STORAGE_CLASS_SPECIFIER
                )
            })
            .map(|k| prog.node_text(k))
            .collect();
        let constant = words.iter().any(|w| matches!(*w, "const" | "constexpr"));
        if !constant || (member && !words.contains(&"static")) {
            continue;
        }
        let (var, value) = if member {
            let mut c = decl.walk();
            let ds: Vec<Node<'_>> = decl
                .children_by_field_name(field::DECLARATOR, &mut c)
                .collect();
            let ([d], Some(v)) = (&ds[..], decl.child_by_field_name(field::DEFAULT_VALUE)) else {
                continue;
            };
            (*d, v)
        } else {
            let Some(view) = Declaration::of(*decl) else {
                continue;
            };
            let [Declarator {
                target,
                value: Some(value),
                ..
            }] = view.declarators[..]
            else {
                continue;
            };
            (target, value)
        };
        let simple = matches!(
            value.kind(),
            kind::NUMBER_LITERAL | kind::CHAR_LITERAL | kind::IDENTIFIER
        );
        if !matches!(var.kind(), kind::IDENTIFIER | kind::FIELD_IDENTIFIER) || !simple {
            continue;
        }
        if prog.node_text(var) != prog.node_text(value) {
            found.push((*decl, scope, var, value));
        }
    }
    if found.is_empty() {
        return Vec::new();
    }
    // Each constant's name where it stands: one walk for all of them.
    let mut named: HashMap<&str, Vec<Node<'_>>> = found
        .iter()
        .map(|(_, _, var, _)| (prog.node_text(*var), Vec::new()))
        .collect();
    for n in nodes
        .iter()
        .filter(|n| matches!(n.kind(), kind::IDENTIFIER | kind::FIELD_IDENTIFIER))
    {
        if let Some(at) = named.get_mut(prog.node_text(*n)) {
            at.push(*n);
        }
    }
    let mut list = Vec::new();
    for (decl, scope, var, value) in found {
        let name = prog.node_text(var);
        let text = prog.node_text(value);
        let mut uses = Vec::new();
        let mut plain = true;
        for n in named[name].iter().filter(|n| n.id() != var.id()) {
            // `n` in `int a[n]` is a use; `int n` declares.
            let declares = n.parent().is_some_and(|p| {
                p.child_by_field_name(field::DECLARATOR)
                    .is_some_and(|d| d.id() == n.id())
            });
            if n.kind() == kind::FIELD_IDENTIFIER
                || !scope.byte_range().contains(&n.start_byte())
                || declares
                || is_written(*n)
            {
                plain = false;
                break;
            }
            uses.push(Replacement::spaced(prog.text(), n.byte_range(), text));
        }
        if !plain || uses.is_empty() {
            continue;
        }
        let mut reps = vec![Replacement {
            range: decl.byte_range(),
            text: String::new(),
        }];
        reps.extend(uses);
        list.push(Site {
            reps,
            what: format!("constant `{name}` -> `{text}` at its uses"),
        });
    }
    list
}

/// True if the identifier `id` declares its name (rather than using it).
fn is_declaration(id: Node<'_>) -> bool {
    id.parent().is_some_and(|p| match p.kind() {
        kind::DECLARATION | kind::PARAMETER_DECLARATION => true,
        kind::INIT_DECLARATOR => p
            .child_by_field_name(field::DECLARATOR)
            .is_some_and(|d| d.id() == id.id()),
        // `x;` at file scope: an implicit-int declaration tree-sitter reads as a statement.
        kind::EXPRESSION_STATEMENT => p
            .parent()
            .is_some_and(|g| g.kind() == kind::TRANSLATION_UNIT),
        k => crate::grammar::is_declarator(k),
    })
}

/// Sites for `x = y;` statements whose value can replace the later reads of `x`.
fn assignment_sites(prog: &Program, nodes: &[Node<'_>]) -> Vec<Site> {
    let mut list = Vec::new();
    for stmt in nodes
        .iter()
        .filter(|n| n.kind() == kind::EXPRESSION_STATEMENT)
    {
        let Some(block) = stmt
            .parent()
            .filter(|p| p.kind() == kind::COMPOUND_STATEMENT)
        else {
            continue;
        };
        let Some(asg) = stmt
            .named_child(0)
            .filter(|a| a.kind() == kind::ASSIGNMENT_EXPRESSION)
        else {
            continue;
        };
        let f = |n: &str| asg.child_by_field_name(n);
        let (Some(left), Some(right), Some(op)) =
            (f(field::LEFT), f(field::RIGHT), f(field::OPERATOR))
        else {
            continue;
        };
        if op.kind() != "=" || left.kind() != kind::IDENTIFIER {
            continue;
        }
        let name = prog.node_text(left);
        let value = substitute_text(prog, right);
        if name == value {
            continue;
        }
        let mut reads = Vec::new();
        let mut ok = true;
        for id in nodes.iter().filter(|n| {
            n.kind() == kind::IDENTIFIER && prog.node_text(**n) == name && n.id() != left.id()
        }) {
            if is_declaration(*id) {
                continue;
            }
            let later_here =
                block.byte_range().contains(&id.start_byte()) && id.start_byte() > stmt.end_byte();
            if !later_here || is_written(*id) {
                ok = false;
                break;
            }
            reads.push(*id);
        }
        if !ok || reads.is_empty() || (!is_simple(right) && reads.len() > 1) {
            continue;
        }
        let mut reps = vec![Replacement {
            range: stmt.byte_range(),
            text: String::new(),
        }];
        reps.extend(
            reads
                .into_iter()
                .map(|r| use_replacement(prog, r, right, &value)),
        );
        list.push(Site {
            reps,
            what: format!("propagate `{name} = {value};`"),
        });
    }
    list
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, labels, outputs};

    #[test]
    fn propagates_copies() {
        let out = outputs(
            &PropagateCopies,
            "int g; void f(int a) { int b = a; g = b + b; }",
        );
        assert_eq!(out, vec!["int g; void f(int a) {  g = a + a; }"]);
    }

    #[test]
    fn propagates_assignments_to_later_reads() {
        let src = "int g; int h; void f(int a) { g = a; h = g + g; }";
        let out = outputs(&PropagateCopies, src);
        assert_eq!(out[0], "int g; int h; void f(int a) {  h = a + a; }");
        // Read elsewhere, or written twice: no.
        assert!(outputs(
            &PropagateCopies,
            "int g; void f(int a) { g = a; } int k(void) { return g; }"
        )
        .is_empty());
        assert!(outputs(
            &PropagateCopies,
            "int g; int h; void f(int a) { g = a; g = 2; h = g; }"
        )
        .is_empty());
    }

    #[test]
    fn moves_computed_values_to_their_only_use() {
        assert_eq!(
            outputs(
                &PropagateCopies,
                "int f(int a) { int b = a + 1; return b * 2; }"
            ),
            vec!["int f(int a) {  return (a + 1) * 2; }"]
        );
        assert_eq!(
            outputs(
                &PropagateCopies,
                "int g, h; void f(void) { g = h <= 0; h = g; }"
            ),
            vec!["int g, h; void f(void) {  h = (h <= 0); }"]
        );
    }

    #[test]
    fn pointers_to_a_variable_become_the_variable() {
        let src = "struct S { int m; }; int f(void) { struct S s; int x = 1; int *p = &x; struct S *q = &s; *p = 2; q->m = *p; return p == 0; }";
        let out = outputs(&PropagateCopies, src);
        assert!(
            out.contains(&"struct S { int m; }; int f(void) { struct S s; int x = 1;   x = 2; s.m = x; return (&x) == 0; }".to_string()),
            "{out:?}"
        );
    }

    #[test]
    fn a_named_constant_goes_to_its_uses() {
        assert_eq!(
            outputs(
                &PropagateCopies,
                "const int n = 4;\nint a[n];\nint f(void) { return n + 1; }\n"
            ),
            vec!["\nint a[4];\nint f(void) { return 4 + 1; }\n"]
        );
        let src = "const int l = 2;\nstruct S {\n  static const int k = l;\n  int *d[k];\n  void h() { for (int e = 0; e < k; ++e); }\n};\n";
        let out = cpp_outputs(&PropagateCopies, src);
        assert!(
            out.contains(
                &"const int l = 2;\nstruct S {\n  \n  int *d[l];\n  void h() { for (int e = 0; e < l; ++e); }\n};\n"
                    .to_string()
            ),
            "{out:?}"
        );
        // Not a variable, not one named from outside its class or declared again, not
        // one whose address is taken.
        for src in [
            "int n = 4;\nint f(void) { return n; }\n",
            "struct S { static const int k = 2; };\nint f() { return S::k; }\n",
            "struct S { const int k = 2; int f() { return k; } };\n",
            "const int n = 4;\nint f(void) { int n = 1; return n; }\n",
            "const int n = 4;\nconst int *f(void) { return &n; }\n",
        ] {
            let out = labels(&PropagateCopies, crate::Lang::Cpp, src);
            assert!(
                out.iter().all(|l| !l.contains("constant")),
                "{src:?} gave {out:?}"
            );
        }
    }

    #[test]
    fn keeps_variables_written_later() {
        assert!(outputs(&PropagateCopies, "void f(int a) { int b = a; b++; }").is_empty());
        assert!(outputs(&PropagateCopies, "void f(int a) { int b = a; b = 2; }").is_empty());
        assert!(outputs(
            &PropagateCopies,
            "void f(int a) { int b = a; int *p = &b; }"
        )
        .iter()
        .all(|o| o.contains("int b = a;")));
        // A computed value moves to its only use, not to several.
        assert!(outputs(
            &PropagateCopies,
            "int f(int a) { int b = a + 1; return b * b; }"
        )
        .is_empty());
    }
}
