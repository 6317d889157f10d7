//! C++ statements and expressions: `try { ... } catch ...` to its `try` block, or a
//! function body that holds only it to a function-try-block; and a lambda made smaller
//! (no captures, no empty parameter list, also before a trailing return type, an empty
//! body); and a direct initialization by one value made a copy initialization, `T a(x)`
//! and `T a{x}` to `T a = x` (one token fewer; an `explicit` constructor refuses it, and
//! the test says so), and `T a = {x}` to `T a{x}`, a data member's default value as a
//! declaration's initializer; and the statements after a `try` in its block moved to the end of
//! its `try` block, where a handler that leaves (`return 0;`) makes the two alike and
//! may then go; and a temporary built and dropped, `T{};`, made a variable, `T a;`
//! (a fresh name; one token fewer). C programs get no candidates.

use crate::c::{all_nodes, elements};
use crate::grammar::{cpp_kind, field, kind};
use crate::lexer::needs_space;
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program};

/// Simplify `try` statements and lambdas.
#[derive(Debug, Default)]
pub(crate) struct SimplifyCppStatements;

impl Pass for SimplifyCppStatements {
    fn name(&self) -> &'static str {
        "simplify_cpp_statements"
    }

    fn description(&self) -> &'static str {
        "C++: a try statement to its block, or a function body holding only one to a \
         function-try-block; a lambda without captures, without `()`, with an empty body; \
         `T a(x)` and `T a{x}` to `T a = x`, `T a = {x}` to `T a{x}`, a member's default \
         value too; the statements after a try moved into its block; `T{};` to `T a;`"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let mut list = Vec::new();
        let mut fresh: Option<String> = None;
        for n in all_nodes(prog) {
            match n.kind() {
                cpp_kind::TRY_STATEMENT => {
                    if let Some(body) = n.child_by_field_name(field::BODY) {
                        list.push(Site::replace(
                            n.byte_range(),
                            prog.node_text(body),
                            "try statement -> its block",
                        ));
                        if let Some(site) = statements_after_into(prog, n, body) {
                            list.push(site);
                        }
                    }
                    if let Some(body) = only_statement_of_a_function(n) {
                        // `void f() { try {...} catch ... }` to `void f() try {...}
                        // catch ...`: two braces fewer (a constructor's initializers
                        // would have to follow the `try`, so not there).
                        // `const{` or `-> int{`: a space keeps `try` a word of its own.
                        let glued = prog.text()[..body.start_byte()]
                            .chars()
                            .next_back()
                            .is_some_and(|c| {
                                !c.is_whitespace() && needs_space(&c.to_string(), "try")
                            });
                        let sep = if glued { " " } else { "" };
                        list.push(Site::replace(
                            body.byte_range(),
                            format!("{sep}{}", prog.node_text(n)),
                            "function body -> function-try-block",
                        ));
                    }
                }
                cpp_kind::LAMBDA_EXPRESSION => {
                    if let Some(c) = n.child_by_field_name("captures") {
                        if prog.node_text(c) != "[]" {
                            list.push(Site::replace(c.byte_range(), "[]", "lambda: no captures"));
                        }
                    }
                    if let Some(d) = n.child_by_field_name(field::DECLARATOR) {
                        // An empty `()`: with nothing after it, the declarator goes; before
                        // a trailing return type or a specifier (`[x] -> T {`, C++23 and a
                        // GNU extension before it), only the `()`.
                        let params = d
                            .child_by_field_name(field::PARAMETERS)
                            .filter(|p| p.named_child_count() == 0);
                        match params {
                            Some(_) if d.named_child_count() == 1 => {
                                list.push(Site::delete(d.byte_range(), "lambda: no `()`"));
                            }
                            Some(p) => list.push(Site::delete(p.byte_range(), "lambda: no `()`")),
                            None => {}
                        }
                    }
                    if let Some(b) = n.child_by_field_name(field::BODY) {
                        if b.named_child_count() > 0 {
                            list.push(Site::replace(b.byte_range(), "{}", "lambda: empty body"));
                        }
                    }
                }
                kind::INIT_DECLARATOR | kind::FIELD_DECLARATION => {
                    // `T a(x)` or `T a{x}` to `T a = x`, and `T a = {x}` to `T a{x}`:
                    // one token fewer each. A member's default value too (`int d{x};`,
                    // `V m = {};`), so that two reductions of one bug that wrote it
                    // either way end at the same text.
                    let mut c = n.walk();
                    let values: Vec<_> = if n.kind() == kind::INIT_DECLARATOR {
                        n.children_by_field_name(field::VALUE, &mut c).collect()
                    } else {
                        n.children_by_field_name(field::DEFAULT_VALUE, &mut c)
                            .collect()
                    };
                    for v in values {
                        list.extend(initializer_site(prog, v));
                    }
                }
                kind::EXPRESSION_STATEMENT => {
                    // `T{};`, a temporary built and dropped, to `T a;`, a variable of the
                    // type: one token fewer, and a declaration that
                    // `body_to_file_scope` can move out of its function.
                    if let Some(ty) = dropped_temporary(n) {
                        // One name for every site, found once (a pass over the whole
                        // text): each site is its own candidate.
                        let name = fresh.get_or_insert_with(|| {
                            crate::c::fresh_names(&crate::c::Uses::of(prog))
                                .next()
                                .unwrap_or_default()
                        });
                        list.push(Site::replace(
                            n.byte_range(),
                            format!("{} {name};", prog.node_text(ty)),
                            "temporary `T{};` -> variable `T a;`",
                        ));
                    }
                }
                kind::DECLARATION => {
                    // `T a(f());`, which the grammar reads as a function declarator
                    // (only name lookup tells a variable built by a call apart), to
                    // `T a = f();`: the test says which it was.
                    let mut c = n.walk();
                    let decls: Vec<_> = n
                        .children_by_field_name(field::DECLARATOR, &mut c)
                        .collect();
                    for d in decls
                        .into_iter()
                        .filter(|d| d.kind() == kind::FUNCTION_DECLARATOR)
                    {
                        let plain = d
                            .child_by_field_name(field::DECLARATOR)
                            .is_some_and(|name| name.kind() == kind::IDENTIFIER);
                        let Some(params) = d.child_by_field_name(field::PARAMETERS) else {
                            continue;
                        };
                        if let ([x], true) = (&elements(params)[..], plain) {
                            if d.end_byte() == params.end_byte() && reads_as_a_call(*x) {
                                list.push(copy_init(prog, params, *x));
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// The type of a temporary built with empty braces and dropped: `T` of the statement
/// `T{};`.
pub(crate) fn dropped_temporary(stmt: tree_sitter::Node<'_>) -> Option<tree_sitter::Node<'_>> {
    let e = stmt.named_child(0)?;
    let value = e.child_by_field_name(field::VALUE)?;
    (stmt.kind() == kind::EXPRESSION_STATEMENT
        && stmt.named_child_count() == 1
        && e.kind() == kind::COMPOUND_LITERAL_EXPRESSION
        && value.kind() == kind::INITIALIZER_LIST
        && value.named_child_count() == 0)
        .then(|| e.child_by_field_name(field::TYPE))
        .flatten()
}

/// The statements after try statement `t` in its block moved to the end of its `try`
/// block `body`: `try { f(); } catch (...) { return 0; } g();` to `try { f(); g(); }
/// catch (...) { return 0; }`. Where every handler leaves the block, both run `g()` only
/// when nothing was thrown, and the handler may then lose its `return`.
fn statements_after_into(
    prog: &Program,
    t: tree_sitter::Node<'_>,
    body: tree_sitter::Node<'_>,
) -> Option<Site> {
    let block = t
        .parent()
        .filter(|b| b.kind() == kind::COMPOUND_STATEMENT)?;
    let after: Vec<_> = elements(block)
        .into_iter()
        .filter(|s| s.start_byte() >= t.end_byte())
        .collect();
    let last = after.last()?;
    let close = body.child(body.child_count().checked_sub(1)?)?;
    if close.kind() != "}" {
        return None;
    }
    let moved = &prog.text()[after[0].start_byte()..last.end_byte()];
    Some(Site {
        reps: vec![
            crate::Replacement {
                range: close.start_byte()..close.start_byte(),
                text: format!("{moved}\n"),
            },
            crate::Replacement {
                range: t.end_byte()..last.end_byte(),
                text: String::new(),
            },
        ],
        what: "the statements after a try statement -> into its block".to_string(),
    })
}

/// Whether parameter `p` of a function declarator could be a call read as a parameter:
/// a plain type name (`f`, `A::f`, `f<int>`) and nothing or an empty `()` after it,
/// no qualifier. `int g(int)` and `void f(const char *s)` are prototypes.
fn reads_as_a_call(p: tree_sitter::Node<'_>) -> bool {
    let typed = p.child_by_field_name(field::TYPE).is_some_and(|t| {
        matches!(
            t.kind(),
            kind::TYPE_IDENTIFIER | cpp_kind::QUALIFIED_IDENTIFIER | cpp_kind::TEMPLATE_TYPE
        )
    });
    let called = match p.child_by_field_name(field::DECLARATOR) {
        None => true,
        Some(d) => {
            d.kind() == kind::ABSTRACT_FUNCTION_DECLARATOR
                && d.child_by_field_name(field::DECLARATOR).is_none()
                && d.child_by_field_name(field::PARAMETERS)
                    .is_some_and(|l| l.named_child_count() == 0)
        }
    };
    p.kind() == kind::PARAMETER_DECLARATION && typed && called && p.named_child_count() <= 2
}

/// The token before `n` that is not a comment.
fn prev_token(n: tree_sitter::Node<'_>) -> Option<tree_sitter::Node<'_>> {
    let mut s = n.prev_sibling();
    while let Some(k) = s.filter(|k| k.is_extra()) {
        s = k.prev_sibling();
    }
    s
}

/// The candidate for the initializer `v` of a declarator or a data member: `= {..}` to
/// `{..}`, or `(x)` or `{x}` to `= x` (not for an array, which only braces initialize).
fn initializer_site(prog: &Program, v: tree_sitter::Node<'_>) -> Option<Site> {
    let eq = prev_token(v).filter(|k| k.kind() == "=" && !k.is_named());
    match (eq, v.kind()) {
        (Some(eq), kind::INITIALIZER_LIST) => {
            // From the declarator's end: `s = {0}` to `s{0}`.
            let from = prev_token(eq).map_or(eq.start_byte(), |d| d.end_byte());
            Some(Site::delete(from..v.start_byte(), "`= {..}` -> `{..}`"))
        }
        (None, kind::ARGUMENT_LIST | kind::INITIALIZER_LIST) => {
            let declarator = prev_token(v)?;
            if declarator.kind() == kind::ARRAY_DECLARATOR {
                return None;
            }
            match elements(v)[..] {
                [x] => Some(copy_init(prog, v, x)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `(x)` or `{x}` (`list`, holding `x`) replaced by ` = x`.
fn copy_init(prog: &Program, list: tree_sitter::Node<'_>, x: tree_sitter::Node<'_>) -> Site {
    Site::replace(
        list.byte_range(),
        format!(" = {}", prog.node_text(x)),
        "direct initialization -> `= x`",
    )
}

/// The body of the function definition whose body holds nothing but the `try`
/// statement `t` (no constructor's initializers).
fn only_statement_of_a_function(t: tree_sitter::Node<'_>) -> Option<tree_sitter::Node<'_>> {
    let body = t
        .parent()
        .filter(|b| b.kind() == kind::COMPOUND_STATEMENT)?;
    let def = body
        .parent()
        .filter(|d| d.kind() == kind::FUNCTION_DEFINITION)?;
    let is_body = def
        .child_by_field_name(field::BODY)
        .is_some_and(|b| b.id() == body.id());
    let mut c = def.walk();
    let initializers = def
        .children(&mut c)
        .any(|k| k.kind() == cpp_kind::FIELD_INITIALIZER_LIST);
    let only = matches!(elements(body).as_slice(), [s] if s.id() == t.id())
        && body.named_child_count() == 1;
    (is_body && !initializers && only).then_some(body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::cpp_outputs;

    #[test]
    fn the_statements_after_a_try_move_into_its_block() {
        let src = "int main() {\n  try {\n    f();\n  }\n  catch(...) {\n    return 0;\n  }\n  g();\n  h();\n}\n";
        let out = cpp_outputs(&SimplifyCppStatements, src);
        assert!(
            out.contains(
                &"int main() {\n  try {\n    f();\n  g();\n  h();\n}\n  catch(...) {\n    return 0;\n  }\n}\n"
                    .to_string()
            ),
            "{out:#?}"
        );
        // Nothing after it, or a function-try-block: no such candidate.
        for src in [
            "int main() { try { f(); } catch(...) {} }",
            "void f() try { g(); } catch(...) {}",
        ] {
            assert_eq!(
                crate::testing::labels(&SimplifyCppStatements, crate::Lang::Cpp, src)
                    .iter()
                    .filter(|l| l.contains("after a try"))
                    .count(),
                0
            );
        }
    }

    #[test]
    fn a_direct_initialization_by_one_value_becomes_a_copy_initialization() {
        let out = cpp_outputs(
            &SimplifyCppStatements,
            "T a(0), b{1}, c(1, 2), d{};\nT e(f());\nint g(int);\n",
        );
        assert!(
            out.contains(&"T a = 0, b{1}, c(1, 2), d{};\nT e(f());\nint g(int);\n".to_string()),
            "{out:#?}"
        );
        assert!(
            out.contains(&"T a(0), b = 1, c(1, 2), d{};\nT e(f());\nint g(int);\n".to_string()),
            "{out:#?}"
        );
        // A variable built by a call, which the grammar reads as a function declarator.
        assert!(
            out.contains(&"T a(0), b{1}, c(1, 2), d{};\nT e = f();\nint g(int);\n".to_string()),
            "{out:#?}"
        );
        // Two values, none, and a member's initializer are left alone.
        assert!(
            out.iter()
                .all(|o| o.contains("c(1, 2)") && o.contains("d{}")),
            "{out:#?}"
        );
        // `int g(int)` is a prototype: no candidate touches it.
        assert!(out.iter().all(|o| o.contains("int g(int);")), "{out:#?}");
        // A constructor's member initializer and prototypes.
        for src in [
            "struct S { S() : a(1) {} int a; };",
            "int g(int);\nvoid f(const char *s);\nvoid h(T t);\n",
        ] {
            assert!(cpp_outputs(&SimplifyCppStatements, src).is_empty(), "{src}");
        }
    }

    #[test]
    fn a_copy_list_initialization_loses_its_equals_sign() {
        let out = cpp_outputs(&SimplifyCppStatements, "S s = {0};\nint a[] = {1, 2};\n");
        assert_eq!(
            out,
            [
                "S s{0};\nint a[]{1, 2};\n",
                "S s{0};\nint a[] = {1, 2};\n",
                "S s = {0};\nint a[]{1, 2};\n"
            ],
            "{out:#?}"
        );
        // `= x` has no braces to keep; `= {x}` only loses its `=` (one token fewer),
        // and `{x}` becomes `= x` on a later step.
        assert!(cpp_outputs(&SimplifyCppStatements, "S s = 0;\nT t = f(1);\n").is_empty());
    }

    #[test]
    fn an_initializer_after_a_comment_or_of_an_array_or_a_second_member() {
        // The `=` is found past a comment: no `S s = /*c*/ = 0`.
        assert_eq!(
            cpp_outputs(&SimplifyCppStatements, "S s = /*c*/ {0};\n"),
            ["S s{0};\n"]
        );
        // An array takes braces only: `int a[]{1}` does not become `int a[] = 1`.
        assert!(cpp_outputs(&SimplifyCppStatements, "int a[]{1};\n").is_empty());
        // Each member of one declaration has its default value.
        let out = cpp_outputs(
            &SimplifyCppStatements,
            "struct S {\n  int a{1}, b = {2};\n};\n",
        );
        assert!(
            out.contains(&"struct S {\n  int a = 1, b = {2};\n};\n".to_string()),
            "{out:#?}"
        );
        assert!(
            out.contains(&"struct S {\n  int a{1}, b{2};\n};\n".to_string()),
            "{out:#?}"
        );
        // A pure specifier and `= default` are no initializers.
        assert!(cpp_outputs(
            &SimplifyCppStatements,
            "struct S {\n  virtual void f() = 0;\n  S() = default;\n};\n"
        )
        .is_empty());
    }

    #[test]
    fn a_member_s_default_value_is_written_as_a_declaration_s() {
        let src = "struct S {\n  int c, d{T{c}.b};\n  V<N> m = {};\n  U u{};\n  int e = 1;\n};\n";
        let out = cpp_outputs(&SimplifyCppStatements, src);
        assert_eq!(
            out,
            [
                "struct S {\n  int c, d = T{c}.b;\n  V<N> m{};\n  U u{};\n  int e = 1;\n};\n",
                "struct S {\n  int c, d = T{c}.b;\n  V<N> m = {};\n  U u{};\n  int e = 1;\n};\n",
                "struct S {\n  int c, d{T{c}.b};\n  V<N> m{};\n  U u{};\n  int e = 1;\n};\n",
            ],
            "{out:#?}"
        );
    }

    #[test]
    fn a_try_statement_becomes_its_block() {
        let out = cpp_outputs(
            &SimplifyCppStatements,
            "void f() { try { g(); } catch (int) { h(); } }",
        );
        assert_eq!(out[0], "void f() { { g(); } }");
    }

    #[test]
    fn a_body_holding_only_a_try_becomes_a_function_try_block() {
        let src = "void f() { try { g(); } catch (int) { h(); } }";
        let out = cpp_outputs(&SimplifyCppStatements, src);
        let want = "void f() try { g(); } catch (int) { h(); }";
        // Together, the `try` to its block wins; alone, each is tried.
        assert_eq!(out[0], "void f() { { g(); } }");
        assert!(out.contains(&want.to_string()), "{out:?}");
        // tree-sitter-cpp reads it.
        assert_eq!(Program::new_in(Lang::Cpp, want).error_count(), 0);
        // A word right before the body stays apart from `try`.
        for (src, want) in [
            (
                "void f() const{try{g();}catch(int){}}",
                "void f() const try{g();}catch(int){}",
            ),
            (
                "auto f() -> int{try{return 1;}catch(int){return 2;}}",
                "auto f() -> int try{return 1;}catch(int){return 2;}",
            ),
        ] {
            let out = cpp_outputs(&SimplifyCppStatements, src);
            assert!(out.contains(&want.to_string()), "{src}: {out:?}");
        }
        for src in [
            // A statement beside it, a comment, a constructor's initializers, a block.
            "void f() { try { g(); } catch (int) {} h(); }",
            "void f() { /* c */ try { g(); } catch (int) {} }",
            "struct A { int x; A() : x(1) { try { g(); } catch (int) {} } };",
            "void f() { { try { g(); } catch (int) {} } }",
            // A lambda's body is no function's.
            "auto l = [] { try { g(); } catch (int) {} };",
        ] {
            // No function-try-block.
            let labels = crate::testing::labels(&SimplifyCppStatements, crate::Lang::Cpp, src);
            assert!(
                labels.iter().all(|l| !l.contains("function-try-block")),
                "{src}: {labels:?}"
            );
        }
    }

    #[test]
    fn a_dropped_temporary_becomes_a_variable() {
        assert_eq!(
            cpp_outputs(
                &SimplifyCppStatements,
                "int a; int main() { V<int, V<int>>{}; }"
            ),
            vec!["int a; int main() { V<int, V<int>> b; }"]
        );
        // Braces with something in them, a call, a temporary that is used.
        for src in [
            "int main() { T{1}; }",
            "int main() { T(); }",
            "int main() { f(T{}); }",
            "int main() { T{}.f(); }",
        ] {
            assert_eq!(
                cpp_outputs(&SimplifyCppStatements, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
    }

    #[test]
    fn a_lambda_loses_captures_parentheses_and_body() {
        let out = cpp_outputs(&SimplifyCppStatements, "auto l = [&x]() { return x; };");
        assert_eq!(out[0], "auto l = [] {};");
        assert!(out.contains(&"auto l = [&x]() {};".to_string()), "{out:?}");
    }

    #[test]
    fn a_lambda_with_a_trailing_return_type_loses_its_empty_parentheses() {
        let out = cpp_outputs(
            &SimplifyCppStatements,
            "auto l = [x]() -> int { return x; };",
        );
        assert!(
            out.contains(&"auto l = [x] -> int { return x; };".to_string()),
            "{out:?}"
        );
        // Its return type stays.
        assert!(out.iter().all(|o| o.contains("-> int")), "{out:?}");
    }

    #[test]
    fn leaves_a_lambda_s_parameters_alone() {
        // `[](int y) {}` keeps its parameters (an overload of the call operator is
        // what a caller picks).
        let out = cpp_outputs(&SimplifyCppStatements, "auto l = [](int y) {};");
        assert!(out.is_empty(), "{out:?}");
    }

    #[test]
    fn c_gets_nothing() {
        let p = Program::new("void f(void) { g(); }");
        assert!(SimplifyCppStatements
            .candidates(&p, Cursor::START, 10)
            .is_empty());
    }
}
