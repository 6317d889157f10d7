//! `merge_into_main`: a function nobody calls (and without parameters) has its body
//! appended to `main`'s (before a final `return`) and goes; so a program whose `main`
//! lost the call keeps the statements that matter, without a second function.
//!
//! It does not keep the meaning in general (a merged body runs where it never ran): a
//! reduction the oracle judges, kept to the safer cases (no name of the moved body
//! declared in `main`).

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
}
