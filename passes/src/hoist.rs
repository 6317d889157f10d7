//! Moving code to where fewer tokens hold it, once the passes have cut a program down:
//! - `merge_into_main`: a function nobody calls (and without parameters) has its body
//!   appended to `main`'s (before a final `return`) and goes; so a program whose `main`
//!   lost the call keeps the statements that matter, without a second function;
//! - `locals_to_globals`: a function's local initialized to zero moves to file scope,
//!   just before the function, without its initializer (a global starts at zero).
//!
//! Neither keeps the meaning in general (a merged body runs where it never ran; a
//! function called twice no longer starts its local at zero): they are reductions the
//! oracle judges, kept to the safer cases (no name of the moved body declared in `main`;
//! locals of functions called at most once, not recursively).

use crate::c::{all_nodes, calls_by_name, Uses};
use crate::grammar::kind;
use crate::sites::{self, Site};
use crate::views::FunctionDef;
use crate::{Candidate, Cursor, Pass, Program, Replacement};

/// Append an uncalled function's body to `main` and remove the function.
#[derive(Debug, Default)]
pub(crate) struct MergeIntoMain;

impl Pass for MergeIntoMain {
    fn name(&self) -> &'static str {
        "merge_into_main"
    }

    fn description(&self) -> &'static str {
        "append the body of a function nobody calls (no parameters) to main's and remove it"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let text = prog.text();
        let nodes = all_nodes(prog);
        let defs = FunctionDef::all(prog, &nodes);
        let Some(main) = defs.iter().find(|d| d.name_text(prog) == "main") else {
            return Vec::new();
        };
        let calls = calls_by_name(prog, &nodes);
        let uses = Uses::of(prog);
        // Where the moved statements go: before main's last `return`, else before `}`.
        let mut c = main.body.walk();
        let stmts: Vec<_> = main.body.named_children(&mut c).collect();
        let at = match stmts.last() {
            Some(s) if s.kind() == kind::RETURN_STATEMENT => s.start_byte(),
            _ => main.body.end_byte() - 1,
        };
        let mut list = Vec::new();
        for d in &defs {
            let name = d.name_text(prog);
            if name == "main"
                || !d.params.is_empty()
                || calls.contains_key(name)
                || uses.positions(name).len() != 1
            {
                continue;
            }
            let (open, close) = (d.body.start_byte(), d.body.end_byte());
            if close < open + 2
                || text.as_bytes()[open] != b'{'
                || text.as_bytes()[close - 1] != b'}'
                || crate::program::count_errors(d.body) > 0
            {
                continue;
            }
            let inner = &text[open + 1..close - 1];
            // A name the body declares that main already uses would be captured.
            let body_names: Vec<&str> = nodes
                .iter()
                .filter(|n| {
                    n.kind() == kind::IDENTIFIER
                        && n.start_byte() >= open
                        && n.end_byte() <= close
                        && n.parent().is_some_and(|p| {
                            p.child_by_field_name(crate::grammar::field::DECLARATOR) == Some(**n)
                        })
                })
                .map(|n| prog.node_text(*n))
                .collect();
            let main_text = &text[main.body.start_byte()..main.body.end_byte()];
            let main_names: Vec<&str> = crate::lexer::tokenize(main_text)
                .into_iter()
                .map(|t| &main_text[t.range])
                .collect();
            if body_names.iter().any(|n| main_names.contains(n)) {
                continue;
            }
            // A `return` in the moved body would end main early: leave such bodies.
            if nodes.iter().any(|n| {
                n.kind() == kind::RETURN_STATEMENT
                    && n.start_byte() >= d.body.start_byte()
                    && n.end_byte() <= d.body.end_byte()
            }) {
                continue;
            }
            list.push(Site {
                reps: vec![
                    Replacement {
                        range: d.node.start_byte()..d.node.end_byte(),
                        text: String::new(),
                    },
                    Replacement {
                        range: at..at,
                        text: format!("{{\n{}\n}}", inner.trim()),
                    },
                ],
                what: format!("merge `{name}` into main"),
            });
        }
        // Replacements of a site must be sorted.
        for s in &mut list {
            s.reps.sort_by_key(|r| r.range.start);
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

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
                // One declarator, initialized with a literal (or nothing a global
                // cannot hold: no call, no other name).
                let names: Vec<_> = crate::c::declared_names(decl);
                let [name] = names[..] else { continue };
                let ident = prog.node_text(name);
                let inits: Vec<_> = nodes
                    .iter()
                    .filter(|n| {
                        n.start_byte() >= decl.start_byte()
                            && n.end_byte() <= decl.end_byte()
                            && n.kind() == kind::IDENTIFIER
                            && n.start_byte() != name.start_byte()
                    })
                    .collect();
                if !inits.is_empty() || uses.positions(ident).len() < 2 {
                    continue;
                }
                // The name must be the function's own: declared nowhere else.
                let declared_elsewhere = nodes.iter().any(|n| {
                    n.kind() == kind::IDENTIFIER
                        && n.start_byte() != name.start_byte()
                        && prog.node_text(*n) == ident
                        && n.parent().is_some_and(|p| {
                            p.child_by_field_name(crate::grammar::field::DECLARATOR) == Some(*n)
                        })
                });
                if declared_elsewhere {
                    continue;
                }
                // Only a zero initializer, which a global does not need: the move must
                // make the program smaller to be kept.
                let Some(init) = decl
                    .named_child(decl.named_child_count().saturating_sub(1))
                    .filter(|n| n.kind() == kind::INIT_DECLARATOR)
                    .and_then(|n| n.child_by_field_name(crate::grammar::field::VALUE))
                else {
                    continue;
                };
                if !matches!(
                    prog.node_text(init),
                    "0" | "0U" | "0u" | "0L" | "0UL" | "0LL" | "0ULL"
                ) {
                    continue;
                }
                let head = &prog.text()[decl.start_byte()..init.start_byte()];
                let global = head.trim_end().trim_end_matches('=').trim_end();
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
                    what: format!("move `{ident}` to file scope"),
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
    fn an_uncalled_function_s_body_moves_into_main() {
        let out = outputs(
            &MergeIntoMain,
            "void f() { int a = 0; ++a; }\nint main() { return 0; }\n",
        );
        assert_eq!(out[0], "\nint main() { {\nint a = 0; ++a;\n}return 0; }\n");
        // Called, with parameters, or returning: stays.
        for src in [
            "void f() { } int main() { f(); }",
            "void f(int x) { ++x; } int main() { }",
            "int f() { return 1; } int main() { }",
            "void f() { int a = 1; ++a; } int main() { int a = 2; return a; }",
            "void f() { ++a; // c\n",
        ] {
            assert!(outputs(&MergeIntoMain, src).is_empty(), "{src}");
        }
    }

    #[test]
    fn a_local_with_a_literal_moves_to_file_scope() {
        let out = outputs(&LocalsToGlobals, "int main() { int a = 0; ++a; }");
        assert_eq!(out[0], "int a;\nint main() {  ++a; }");
        assert!(outputs(&LocalsToGlobals, "int main() { int a = 5; ++a; }").is_empty());
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
