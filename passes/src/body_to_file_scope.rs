//! `body_to_file_scope`: a function that nothing calls, whose body holds only
//! declarations, is replaced by those declarations at file scope. `main() { V<int> a; }`
//! becomes `V<int> a;`, and in C++ a temporary built and dropped, `T{};`, becomes a
//! variable of a fresh name, `T a;` (at file scope it starts at zero, where a local
//! would not: an uninitialized local is a hazard the engine refuses). The the function's head and braces go (five tokens or more), and
//! what its body instantiated or defined is still instantiated or defined. Deletion
//! cannot do it: the function without its body loses the declarations, and the body's
//! braces without the head are no program.
//!
//! The meaning changes (a local becomes a global: zero-initialized, constructed before
//! `main`, once): a reduction the test judges, as `locals_to_globals`'s. Left alone: a
//! function with parameters (the declarations may read them), one whose name is used
//! anywhere else (a call, an address taken), one that is not at file scope (a member, a
//! template, a function in a namespace), an empty body, a body with anything but
//! declarations, and a body declaring a name that is used outside it (at file scope it
//! would meet the other one).

use crate::c::{all_nodes, declared_names, Uses};
use crate::cpp_statements::dropped_temporary;
use crate::grammar::kind;
use crate::sites::{self, Site};
use crate::views::FunctionDef;
use crate::{Candidate, Cursor, Lang, Pass, Program};

/// Replace an uncalled function holding only declarations by its declarations.
#[derive(Debug, Default)]
pub(crate) struct BodyToFileScope;

impl Pass for BodyToFileScope {
    fn name(&self) -> &'static str {
        "body_to_file_scope"
    }

    fn description(&self) -> &'static str {
        "replace a function nothing calls, whose body holds only declarations, by those declarations at file scope"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let uses = Uses::of(prog);
        let mut list = Vec::new();
        for d in FunctionDef::all(prog, &nodes) {
            if !d.params.is_empty()
                || d.node.parent().map(|p| p.kind()) != Some(kind::TRANSLATION_UNIT)
                || uses.positions(d.name_text(prog)).len() != 1
            {
                continue;
            }
            let mut c = d.body.walk();
            let items: Vec<_> = d
                .body
                .named_children(&mut c)
                .filter(|n| n.kind() != kind::COMMENT)
                .collect();
            let cpp = prog.lang() == Lang::Cpp;
            if items.is_empty()
                || items.iter().any(|n| {
                    n.kind() != kind::DECLARATION && !(cpp && dropped_temporary(*n).is_some())
                })
            {
                continue;
            }
            let body = d.body.byte_range();
            let own = items.iter().flat_map(|i| declared_names(*i)).all(|name| {
                uses.positions(prog.node_text(name))
                    .iter()
                    .all(|p| body.contains(p))
            });
            if !own {
                continue;
            }
            // The body's text from its first item to its last, each dropped temporary a
            // variable of a fresh name.
            let mut names = crate::c::fresh_names(&uses);
            let mut text = String::new();
            let mut at = items[0].start_byte();
            for i in &items {
                if let Some(ty) = dropped_temporary(*i) {
                    text.push_str(&prog.text()[at..i.start_byte()]);
                    let name = names.next().unwrap_or_default();
                    text.push_str(&format!("{} {name};", prog.node_text(ty)));
                    at = i.end_byte();
                }
            }
            text.push_str(&prog.text()[at..items[items.len() - 1].end_byte()]);
            list.push(Site::replace(
                d.node.byte_range(),
                text,
                format!("`{}`'s declarations to file scope", d.name_text(prog)),
            ));
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn an_uncalled_function_of_declarations_becomes_them() {
        assert_eq!(
            cpp_outputs(
                &BodyToFileScope,
                "template <class T> struct V {};\nmain() {\n  V<int> a;\n  V<char> b;\n}\n"
            ),
            vec!["template <class T> struct V {};\nV<int> a;\n  V<char> b;\n"]
        );
        assert_eq!(
            outputs(
                &BodyToFileScope,
                "struct S { int a; };\nint main(void) { struct S s; }\n"
            ),
            vec!["struct S { int a; };\nstruct S s;\n"]
        );
    }

    #[test]
    fn what_moving_a_body_leaves_alone() {
        for src in [
            // Parameters, a call, a statement, an empty body.
            "void f(int n) { int a[n]; }",
            "void f() { int a; } int main() { f(); }",
            "int main() { int a; a = 1; }",
            "int main() { T{1}; }",
            "int main() {}",
            // A name that is used outside the body.
            "int a; int main() { int a; }",
            "int main() { int b; } int g() { return b; }",
            // A member, a template.
            "struct S { void f() { int a; } };",
            "template <class T> void f() { T a; }",
        ] {
            assert_eq!(
                cpp_outputs(&BodyToFileScope, src),
                Vec::<String>::new(),
                "{src}"
            );
        }
    }
}
