//! `locals_to_globals`: a function's local initialized to zero (`0`, or an aggregate's
//! `{0}`) moves to file scope, just before the function, without its initializer (a
//! global starts at zero); a declaration of several names moves whole when each is
//! initialized to zero or not at all (`int i = 0, j = 0;` to `int i, j;`).
//!
//! It does not keep the meaning in general (a function called twice no longer starts
//! its local at zero): a reduction the oracle judges, kept to locals of functions called
//! at most once, not recursively.

use crate::c::{all_nodes, calls_by_name, Uses};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::views::FunctionDef;
use crate::{Candidate, Cursor, Pass, Program, Replacement};

/// Move a local initialized to zero to file scope.
#[derive(Debug, Default)]
pub(crate) struct LocalsToGlobals;

impl Pass for LocalsToGlobals {
    fn name(&self) -> &'static str {
        "locals_to_globals"
    }

    fn description(&self) -> &'static str {
        "move a local initialized to zero to file scope, before its function, without the initializer"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let uses = Uses::of(prog);
        let mut list = Vec::new();
        let calls = calls_by_name(prog, &nodes);
        for d in FunctionDef::all(prog, &nodes) {
            let name = d.name_text(prog);
            let called = calls.get(name).map_or(0, Vec::len);
            let recursive = calls.get(name).is_some_and(|cs| {
                cs.iter().any(|c| {
                    c.start_byte() >= d.body.start_byte() && c.end_byte() <= d.body.end_byte()
                })
            });
            if called > 1 || recursive {
                continue;
            }
            let mut c = d.body.walk();
            for decl in d.body.named_children(&mut c) {
                if decl.kind() != kind::DECLARATION {
                    continue;
                }
                let decl_text = prog.node_text(decl);
                if decl_text.starts_with("static") || decl_text.starts_with("extern") {
                    continue;
                }
                // Each declarator initialized with zeros or not at all (nothing a global
                // cannot hold: no call, no other name), at least one initialized, so
                // that the move makes the program smaller.
                let names: Vec<_> = crate::c::declared_names(decl);
                if names.is_empty() {
                    continue;
                }
                let other_names = nodes.iter().any(|n| {
                    n.start_byte() >= decl.start_byte()
                        && n.end_byte() <= decl.end_byte()
                        && n.kind() == kind::IDENTIFIER
                        && !names.iter().any(|m| m.start_byte() == n.start_byte())
                });
                if other_names {
                    continue;
                }
                // Each name must be used, and be the function's own: declared nowhere
                // else.
                let own = names.iter().all(|name| {
                    let ident = prog.node_text(*name);
                    uses.positions(ident).len() >= 2
                        && !nodes.iter().any(|n| {
                            n.kind() == kind::IDENTIFIER
                                && n.start_byte() != name.start_byte()
                                && prog.node_text(*n) == ident
                                && n.parent().is_some_and(|p| {
                                    p.child_by_field_name(field::DECLARATOR) == Some(*n)
                                })
                        })
                });
                if !own {
                    continue;
                }
                let declarators = crate::c::field_children(decl, field::DECLARATOR);
                let Some(first) = declarators.first() else {
                    continue;
                };
                // C++: a constant or `auto` needs its initializer, and a class's braces
                // may call a constructor.
                let cpp = prog.lang() == crate::Lang::Cpp;
                let mut c2 = decl.walk();
                let needs_init = decl.children(&mut c2).any(|k| {
                    matches!(k.kind(), "type_qualifier" | "placeholder_type_specifier")
                        && prog.node_text(k) != "volatile"
                });
                if cpp && needs_init {
                    continue;
                }
                let mut plain = Vec::new();
                let mut initialized = false;
                for x in &declarators {
                    if x.kind() == kind::INIT_DECLARATOR {
                        let (Some(var), Some(init)) = (
                            x.child_by_field_name(field::DECLARATOR),
                            x.child_by_field_name(field::VALUE),
                        ) else {
                            break;
                        };
                        if !crate::c::zero_initializer(prog, init)
                            || (cpp && init.kind() == kind::INITIALIZER_LIST)
                        {
                            break;
                        }
                        initialized = true;
                        plain.push(prog.node_text(var));
                    } else {
                        plain.push(prog.node_text(*x));
                    }
                }
                if !initialized || plain.len() != declarators.len() {
                    continue;
                }
                let head = prog.text()[decl.start_byte()..first.start_byte()].trim_end();
                let global = format!("{head} {}", plain.join(", "));
                let what = names
                    .iter()
                    .map(|n| format!("`{}`", prog.node_text(*n)))
                    .collect::<Vec<_>>()
                    .join(", ");
                list.push(Site {
                    reps: vec![
                        Replacement {
                            range: d.node.start_byte()..d.node.start_byte(),
                            text: format!("{global};\n"),
                        },
                        Replacement {
                            range: decl.start_byte()..decl.end_byte(),
                            text: String::new(),
                        },
                    ],
                    what: format!("move {what} to file scope"),
                });
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn a_local_with_a_literal_moves_to_file_scope() {
        let out = outputs(&LocalsToGlobals, "int main() { int a = 0; ++a; }");
        assert_eq!(out[0], "int a;\nint main() {  ++a; }");
        assert!(outputs(&LocalsToGlobals, "int main() { int a = 5; ++a; }").is_empty());
        // An aggregate's zero initializer, also nested.
        let out = outputs(
            &LocalsToGlobals,
            "union T { int a; };\nint main() { union T k = {0}; return f(k); }",
        );
        assert_eq!(
            out[0],
            "union T { int a; };\nunion T k;\nint main() {  return f(k); }"
        );
        let out = outputs(
            &LocalsToGlobals,
            "int main() { int k[2][1] = {{0}, {}}; ++k[0][0]; }",
        );
        assert_eq!(out[0], "int k[2][1];\nint main() {  ++k[0][0]; }");
        // Several names, each zero or without an initializer.
        let out = outputs(
            &LocalsToGlobals,
            "int main() { int i = 0, *j = 0, k[2]; k[0] = i = *j; }",
        );
        assert_eq!(out[0], "int i, *j, k[2];\nint main() {  k[0] = i = *j; }");
        for src in [
            "int main() { const int i = 0; return i; }",
            "int main() { auto i = 0; return i; }",
            "struct V { V(int); };\nint main() { V k = {0}; f(k); }",
        ] {
            assert!(
                crate::testing::cpp_outputs(&LocalsToGlobals, src).is_empty(),
                "{src}"
            );
        }
        for src in [
            "int main() { int i = 0, j = 1; i = j; }",
            "int main() { int i = 0, j = i; j = i; }",
            "int main() { int i, j; i = j = 0; }",
            "int main() { int k[2] = {0, 1}; ++k[0]; }",
            "int main() { int k[2] = {[1] = 0}; ++k[0]; }",
            "int main() { double d = 0.0; ++d; }",
        ] {
            assert!(outputs(&LocalsToGlobals, src).is_empty(), "{src}");
        }
        for src in [
            "int main() { int b = 1; int a = b; return a; }",
            "int a; int main() { int a = 0; return a; }",
            "int main() { static int a = 0; return a; }",
            "int f() { int a = 0; return ++a; } int main() { return f() + f(); }",
        ] {
            let out = outputs(&LocalsToGlobals, src);
            assert!(
                out.iter().all(|o| !o.starts_with("int a")),
                "{src}: {out:?}"
            );
        }
    }
}
