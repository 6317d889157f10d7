//! Function passes: replace a definition by a declaration (for bugs that need only
//! compilation), and make a function `void` when no caller uses its result.

use crate::c::{all_nodes, declarator_name, field_children, nodes_of_kind, Uses};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program, Replacement};

/// Replace a function definition by a declaration (its body by `;`). In C++, not the
/// definitions that a constant expression or a deduced type may need
/// ([`ConstexprToDeclaration`] takes those).
#[derive(Debug, Default)]
pub(crate) struct FunctionToDeclaration;

impl Pass for FunctionToDeclaration {
    fn name(&self) -> &'static str {
        "function_to_declaration"
    }

    fn description(&self) -> &'static str {
        "replace a function definition by a declaration (for bugs that need only compilation)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        sites::candidates(&definitions(prog, false), usize::MAX, from, limit)
    }
}

/// C++: replace by a declaration a definition that a constant expression or a deduced
/// type may need (`constexpr`, `consteval`, an `auto` result). Most of them must stay:
/// a C++20 unit of libstdc++ has thousands, and mixed into
/// [`FunctionToDeclaration`]'s chunks they made nearly every big chunk fail. Apart,
/// they are tried after unused declarations went (`CPP_FIRST`), when fewer are left.
#[derive(Debug, Default)]
pub(crate) struct ConstexprToDeclaration;

impl Pass for ConstexprToDeclaration {
    fn name(&self) -> &'static str {
        "constexpr_to_declaration"
    }

    fn description(&self) -> &'static str {
        "C++: replace a constexpr, consteval or auto-typed function definition, or a template's \
         that takes a type of its own whole, by a declaration"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != crate::Lang::Cpp {
            return Vec::new();
        }
        sites::candidates(&definitions(prog, true), usize::MAX, from, limit)
    }
}

/// The sites replacing a function's body by `;`: of the definitions a constant
/// expression or a deduced type may need (C++) when `needing_body`, else of the others.
fn definitions(prog: &Program, needing_body: bool) -> Vec<Site> {
    let cpp = prog.lang() == crate::Lang::Cpp;
    let mut list = Vec::new();
    for def in nodes_of_kind(prog, kind::FUNCTION_DEFINITION) {
        // C++: what error recovery calls a definition (a class specialization
        // whose `<...>` did not parse) is none.
        if cpp && (def.has_error() || def_declarator(def).is_none()) {
            continue;
        }
        let name = def
            .child_by_field_name(field::DECLARATOR)
            .and_then(declarator_name)
            .map(|n| prog.node_text(n));
        if name == Some("main")
            || (cpp && friend_with_default_template_arguments(def))
            || (cpp
                && (needed_by_constant_or_deduction(prog, def) || takes_a_deduced_type(prog, def)))
                != needing_body
        {
            continue;
        }
        if let Some(body) = def.child_by_field_name(field::BODY) {
            let what = format!("definition of `{}` -> declaration", name.unwrap_or("?"));
            // A C++ constructor's initializers go with its body: `A() : x(1);` is
            // no declaration.
            let mut c = def.walk();
            let start = def
                .children(&mut c)
                .find(|n| n.kind() == "field_initializer_list")
                .map_or(body.start_byte(), |n| n.start_byte());
            let site = if cpp && qualified_name(prog, def) {
                // `void A::f() {...}`: an out-of-class definition cannot become
                // a declaration; the class still declares it, so it goes whole
                // (with its `template <...>` header).
                let mut whole = def;
                while let Some(t) = whole
                    .parent()
                    .filter(|t| t.kind() == "template_declaration")
                {
                    whole = t;
                }
                Site::replace(whole.byte_range(), "", what)
            } else {
                Site::replace(start..body.end_byte(), ";", what)
            };
            list.push(site);
        }
    }
    list
}

/// Whether the function `def` defines is named with a qualifier (`A::f`, `ns::g`). An
/// out-of-class conversion function (`A::operator bool() const {...}`) is read by
/// tree-sitter-cpp as a function `bool` of type `A::operator`.
fn qualified_name(prog: &Program, def: tree_sitter::Node<'_>) -> bool {
    let mut ty = def.child_by_field_name(field::TYPE);
    let mut conversion = false;
    while let Some(t) = ty.filter(|t| t.kind() == "qualified_identifier") {
        ty = t.child_by_field_name("name");
        conversion = ty.is_some_and(|n| prog.node_text(n) == "operator");
    }
    let named = def_declarator(def)
        .and_then(|f| f.child_by_field_name(field::DECLARATOR))
        .is_some_and(|n| n.kind() == "qualified_identifier");
    named || conversion
}

/// What is around a definition of its own: its template headers and a `friend`.
struct Own<'t> {
    /// The template declarations around it (`template <...>`), innermost first.
    headers: Vec<tree_sitter::Node<'t>>,
    /// It is a friend's.
    friend: bool,
    /// The outermost of them, or the definition itself.
    outer: tree_sitter::Node<'t>,
}

/// The template headers and `friend` around `def` (up to the first node that is
/// neither).
fn own_headers(def: tree_sitter::Node<'_>) -> Own<'_> {
    let mut own = Own {
        headers: Vec::new(),
        friend: false,
        outer: def,
    };
    while let Some(p) = own
        .outer
        .parent()
        .filter(|p| matches!(p.kind(), "friend_declaration" | "template_declaration"))
    {
        if p.kind() == "template_declaration" {
            own.headers.push(p);
        }
        own.friend |= p.kind() == "friend_declaration";
        own.outer = p;
    }
    own
}

/// The parameters of the template headers `headers`.
fn template_parameters<'t>(headers: &[tree_sitter::Node<'t>]) -> Vec<tree_sitter::Node<'t>> {
    let mut out = Vec::new();
    for h in headers {
        let mut c = h.walk();
        if let Some(ps) = h.child_by_field_name("parameters") {
            out.extend(ps.named_children(&mut c));
        }
    }
    out
}

/// How many scopes of the qualified name `def` defines are class templates
/// (`A<T>::B<U>::f`: 2).
fn class_template_scopes(def: tree_sitter::Node<'_>) -> usize {
    let mut n = 0;
    let mut q = def_declarator(def).and_then(|f| f.child_by_field_name(field::DECLARATOR));
    while let Some(node) = q.filter(|q| q.kind() == "qualified_identifier") {
        n += usize::from(
            node.child_by_field_name("scope")
                .is_some_and(|s| s.kind() == "template_type"),
        );
        q = node.child_by_field_name("name");
    }
    n
}

/// A friend function template with a default template argument must stay a definition
/// ("default template arguments may not be used in template friend declarations").
fn friend_with_default_template_arguments(def: tree_sitter::Node<'_>) -> bool {
    let Own {
        headers, friend, ..
    } = own_headers(def);
    friend
        && template_parameters(&headers)
            .iter()
            .any(|p| p.kind().starts_with("optional_"))
}

/// Whether `def`, a function template, takes a parameter whose type is one of its own
/// type parameters whole (`P p`, `F &&f`, `const U &u`, `A &&...a`). A call may deduce
/// that type as a lambda's closure type, a type local to a function, and g++ then needs
/// the definition in the unit ("declared using local type ..., is used but never
/// defined"): LLVM's `any_of(R &&, UnaryPredicate)`, `std::function`'s constructor.
/// Such definitions go with those a constant expression may need, after
/// `prune_unused`.
/// Out of its class (`template <class T> void V<T>::f(const T &)`), the outer headers
/// are the class templates' (one for each `C<...>::` of the name), not the function's.
fn takes_a_deduced_type(prog: &Program, def: tree_sitter::Node<'_>) -> bool {
    let mut headers = own_headers(def).headers;
    headers.truncate(headers.len().saturating_sub(class_template_scopes(def)));
    let types: Vec<&str> = template_parameters(&headers)
        .into_iter()
        .filter_map(crate::grammar::type_parameter_name)
        .map(|n| prog.node_text(n))
        .collect();
    if types.is_empty() {
        return false;
    }
    let Some(params) = def_declarator(def).and_then(|f| f.child_by_field_name("parameters")) else {
        return false;
    };
    /// A declarator that names the object itself or a reference to it.
    fn whole(d: tree_sitter::Node<'_>) -> bool {
        match d.kind() {
            "identifier" => true,
            "reference_declarator" | "abstract_reference_declarator" | "variadic_declarator" => {
                d.named_child(0).is_none_or(whole)
            }
            _ => false,
        }
    }
    let mut c = params.walk();
    let found = params.named_children(&mut c).any(|p| {
        p.kind().ends_with("parameter_declaration")
            && p.child_by_field_name(field::TYPE).is_some_and(|t| {
                t.kind() == "type_identifier" && types.contains(&prog.node_text(t))
            })
            && p.child_by_field_name(field::DECLARATOR).is_none_or(whole)
    });
    found
}

/// The function declarator of the function `def` defines (none when error recovery
/// made `def` up, or its declarator declares no function).
fn def_declarator(def: tree_sitter::Node<'_>) -> Option<tree_sitter::Node<'_>> {
    def.child_by_field_name(field::DECLARATOR)
        .and_then(crate::c::function_declarator)
}

/// A C++ definition whose body a constant expression or a deduced result type may
/// need: `constexpr`, `consteval`, or an `auto` result without a trailing type.
/// A friend's specifiers belong to its `friend_declaration` (`friend constexpr T f()
/// {...}`), and a friend with a trailing `requires` must stay a definition. Template
/// headers are not read (`template <auto N> int f()` needs no constant evaluation).
fn needed_by_constant_or_deduction(prog: &Program, def: tree_sitter::Node<'_>) -> bool {
    let text = prog.text();
    let declarator = def.child_by_field_name(field::DECLARATOR);
    let head_end = declarator.map_or(def.start_byte(), |d| d.start_byte());
    // The head, from the friend declaration and template headers around `def` on, with
    // each template header (`template <...> requires ...`) left out.
    let Own {
        headers,
        friend,
        outer: inner,
    } = own_headers(def);
    let skipped = headers.iter().map(|h| {
        let next = h.child_with_descendant(def).unwrap_or(def);
        h.start_byte()..next.start_byte()
    });
    // `skipped` holds the headers from the innermost out: nested, so each ends where
    // the text after it starts.
    let mut pieces = Vec::new();
    let mut at = head_end;
    for r in skipped {
        pieces.push(&text[r.end..at]);
        at = r.start;
    }
    pieces.push(&text[inner.start_byte()..at]);
    // Error recovery may leave the specifiers in an unfinished sibling just before
    // (`[[nodiscard]] friend constexpr T` then `f() {...}`): its words after its last
    // `;`, `{` or `}` count, nothing before them.
    let mut prev = inner.prev_sibling();
    while let Some(p) = prev.filter(|p| p.is_error() || p.has_error()) {
        let t = prog.node_text(p);
        if t.trim_end().ends_with([';', '}']) {
            break;
        }
        let tail = t.rfind([';', '{', '}']).map_or(0, |i| i + 1);
        pieces.push(&t[tail..]);
        if tail > 0 {
            break;
        }
        prev = p.prev_sibling();
    }
    let has = |text: &str, w: &str| {
        text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|t| t == w)
    };
    let declarator = declarator.map_or("", |d| prog.node_text(d));
    let trailing = declarator.contains("->");
    let head = |w: &str| pieces.iter().any(|p| has(p, w));
    (head("constexpr") || head("consteval"))
        || (head("auto") && !trailing)
        || ((friend || head("friend")) && has(declarator, "requires"))
}

/// Make a function `void` when no caller uses its result.
#[derive(Debug, Default)]
pub(crate) struct VoidUnusedResults;

impl Pass for VoidUnusedResults {
    fn name(&self) -> &'static str {
        "void_unused_results"
    }

    fn description(&self) -> &'static str {
        "make a function void (and its returns value-less) when every call discards the result"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let uses = Uses::of(prog);
        let mut list = Vec::new();
        for def in nodes.iter().filter(|n| n.kind() == "function_definition") {
            let (Some(ty), Some(d), Some(body)) = (
                def.child_by_field_name("type"),
                def.child_by_field_name("declarator"),
                def.child_by_field_name("body"),
            ) else {
                continue;
            };
            if d.kind() != "function_declarator" || prog.node_text(ty) == "void" {
                continue;
            }
            let Some(name_node) = declarator_name(d) else {
                continue;
            };
            let name = prog.node_text(name_node);
            if name == "main" {
                continue;
            }
            // `struct S{int a;}f()`: `void f()`, not `voidf()`.
            let mut reps = vec![Replacement::spaced(prog.text(), ty.byte_range(), "void")];
            let mut mentions = 1;
            let mut ok = true;
            for n in &nodes {
                match n.kind() {
                    "call_expression"
                        if n.child_by_field_name("function")
                            .is_some_and(|f| prog.node_text(f) == name) =>
                    {
                        mentions += 1;
                        ok &= n
                            .parent()
                            .is_some_and(|p| p.kind() == "expression_statement");
                    }
                    "declaration" => {
                        let protos = field_children(*n, "declarator")
                            .into_iter()
                            .filter(|x| {
                                x.kind() == "function_declarator"
                                    && declarator_name(*x)
                                        .is_some_and(|m| prog.node_text(m) == name)
                            })
                            .count();
                        if protos > 0 {
                            mentions += protos;
                            match (protos, n.child_by_field_name("type")) {
                                (1, Some(t)) if field_children(*n, "declarator").len() == 1 => reps
                                    .push(Replacement::spaced(prog.text(), t.byte_range(), "void")),
                                _ => ok = false,
                            }
                        }
                    }
                    "return_statement"
                        if n.named_child_count() > 0
                            && body.byte_range().contains(&n.start_byte()) =>
                    {
                        reps.push(Replacement {
                            range: n.byte_range(),
                            text: "return;".into(),
                        });
                    }
                    _ => {}
                }
            }
            if ok && mentions == uses.positions(name).len() {
                list.push(Site {
                    reps,
                    what: format!("make `{name}` void"),
                });
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn function_to_declaration_keeps_main() {
        let out = outputs(
            &FunctionToDeclaration,
            "int f(void) { return 1; } int main(void) { return 0; }",
        );
        assert_eq!(out, vec!["int f(void) ; int main(void) { return 0; }"]);
    }

    #[test]
    fn a_constructor_loses_its_initializers_with_its_body() {
        let src = "struct A { int x; A() : x(1) { x++; } int get() const { return x; } };\nint main() { return A().get(); }\n";
        let out = cpp_outputs(&FunctionToDeclaration, src);
        assert!(
            out.contains(
                &"struct A { int x; A() ; int get() const ; };\nint main() { return A().get(); }\n"
                    .to_string()
            ),
            "{out:?}"
        );
        assert!(out.iter().all(|o| !o.contains(": x(1);")), "{out:?}");
        // `main` keeps its body.
        assert!(
            out.iter().all(|o| o.contains("int main() { return")),
            "{out:?}"
        );
    }

    #[test]
    fn an_out_of_class_definition_goes_whole() {
        let src = "struct A { void f(); template <class T> inline A& g(T *); };\nvoid A::f() { }\ntemplate <class T> inline A& A::g(T *) { return *this; }\nint main() { A().f(); }\n";
        let out = cpp_outputs(&FunctionToDeclaration, src);
        assert!(
            out.contains(&"struct A { void f(); template <class T> inline A& g(T *); };\n\n\nint main() { A().f(); }\n".to_string()),
            "{out:?}"
        );
        assert!(out.iter().all(|o| !o.contains("A::f() ;")), "{out:?}");
    }

    #[test]
    fn constexpr_and_deduced_definitions_are_the_other_pass_s() {
        let labels = |pass: &dyn Pass, src: &str| -> Vec<String> {
            let p = crate::Program::new_in(crate::Lang::Cpp, src);
            pass.candidates(&p, crate::Cursor::START, 100)
                .into_iter()
                .filter(|c| c.cursor.1 == 31)
                .map(|c| c.label)
                .collect()
        };
        let src = "constexpr int c() { return 1; }\nauto d() { return 2; }\nauto t() -> int { return 3; }\nint f() { return 4; }\n";
        let names = |pass: &dyn Pass, src: &str| -> Vec<String> {
            labels(pass, src)
                .iter()
                .map(|l| l.split('`').nth(1).unwrap_or("").to_string())
                .collect()
        };
        let plain = names(&FunctionToDeclaration, src);
        assert_eq!(plain, ["t", "f"]);
        let risky = names(&ConstexprToDeclaration, src);
        assert_eq!(risky, ["c", "d"]);
        // A friend's `constexpr` is its friend declaration's (`operator-`); error
        // recovery may leave it in the sibling before the definition (`iter_move`:
        // libstdc++'s `common_iterator`, as tree-sitter-cpp reads it); a friend with a
        // trailing `requires` must stay defined (`h`). Template headers are not read
        // (`get`), and no error sibling lends its words past its own `}` (`size`).
        let src = "template<class _It, class _Sent> class common_iterator {\n    template<sized_sentinel_for<_It> _It2, sized_sentinel_for<_It> _Sent2>\n      requires sized_sentinel_for<_Sent, _It2>\n      friend constexpr iter_difference_t<_It2>\n      operator- [[nodiscard]] (const common_iterator& __x,\n          const common_iterator<_It2, _Sent2>& __y)\n      {\n switch(__x._M_index)\n   {\n   case 0:\n     return 0;\n   default:\n     __builtin_unreachable();\n   }\n      }\n    [[nodiscard]]\n    friend constexpr rref_t<_It>\n    iter_move(const common_iterator& __i)\n    noexcept(noexcept(ranges::iter_move(std::declval<const _It&>())))\n    requires input_iterator<_It>\n    {\n      do { if (std::__is_constant_evaluated() && !bool(__i._M_index == 0)) __builtin_unreachable(); } while (false);\n      return ranges::iter_move(__i._M_it);\n    }\n    int size() const { return 5; }\n    template <auto N> int get() const { return N; }\n    friend int h(common_iterator) requires input_iterator<_It> { return 3; }\n};\n";
        let plain = names(&FunctionToDeclaration, src);
        assert_eq!(plain, ["size", "get"]);
        let risky = names(&ConstexprToDeclaration, src);
        // (`?`: labels give no name to an operator.)
        assert_eq!(risky, ["?", "iter_move", "h"]);
        // A definition after one with an error is read on its own.
        let src = "constexpr int a() { return 1 +; }\nint b() { return 2; }\n";
        let plain = names(&FunctionToDeclaration, src);
        assert_eq!(plain, ["b"]);
        // C has none.
        let p = crate::Program::new_in(crate::Lang::C, "int f(void) { return 4; }\n");
        assert!(ConstexprToDeclaration
            .candidates(&p, crate::Cursor::START, 10)
            .is_empty());
    }

    #[test]
    fn definitions_g_plus_plus_needs_in_a_unit_of_llvm_s_headers() {
        // What g++ refused in the first chunks of a 5 MB unit of LLVM 15's headers:
        // a template that takes a type of its own whole may be instantiated with a
        // lambda's type (`any_of`, `function`'s constructor: "used but never
        // defined"), so it waits for the second pass; a friend template with a default
        // template argument stays a definition; an out-of-class conversion function
        // goes whole ("declaration ... outside of class is not definition").
        let src = "template <class R, class P> bool any_of(R &&r, P p) { return p(r); }\n\
template <class T> struct V {\n\
  template <class F, class = int> V(F &&f) { f(); }\n\
  void push(const T &x) {}\n\
  template <class... A> void emp(A &&...a) {}\n\
  template <class X> void ptr(X *p) {}\n\
  template <class X> void list(V<X> v) {}\n\
  template <class U = int> friend bool operator==(V, U) { return true; }\n\
  void out(const T &x);\n\
  template <class U> void out2(T, U);\n\
  template <class F> void call(F &&) {}\n\
  template <class = V> void dflt(V x) {}\n\
};\n\
template <class T> void V<T>::out(const T &x) {}\n\
template <class T> template <class U> void V<T>::out2(T t, U u) {}\n\
namespace N { struct L { struct E { explicit operator bool() const; }; }; }\n\
inline N::L::E::operator bool() const { return true; }\n";
        let p = crate::Program::new_in(crate::Lang::Cpp, src);
        let plain = definitions(&p, false);
        let risky = definitions(&p, true);
        let named = |sites: &[Site]| -> Vec<String> {
            let mut c: Vec<String> = sites
                .iter()
                .map(|s| s.what.split('`').nth(1).unwrap_or("").to_string())
                .collect();
            c.sort();
            c
        };
        assert_eq!(named(&plain), ["?", "bool", "dflt", "list", "ptr", "push"]);
        assert_eq!(named(&risky), ["?", "V", "any_of", "call", "emp"]);
        // The conversion function goes whole, with nothing left behind.
        let conversion = plain.iter().find(|s| s.what.contains("`bool`")).unwrap();
        let r = conversion.reps[0].range.clone();
        assert_eq!(
            (&src[r], conversion.reps[0].text.as_str()),
            ("inline N::L::E::operator bool() const { return true; }", "")
        );
    }
}

#[cfg(test)]
mod void_tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn makes_functions_void_when_results_are_unused() {
        let src = "int f(void); int f(void) { g(); return 3; } int main(void) { f(); return 0; }";
        assert_eq!(
            outputs(&VoidUnusedResults, src),
            vec!["void f(void); void f(void) { g(); return; } int main(void) { f(); return 0; }"]
        );
        assert!(outputs(
            &VoidUnusedResults,
            "int f(void) { return 3; } int main(void) { return f(); }"
        )
        .is_empty());
    }
}
