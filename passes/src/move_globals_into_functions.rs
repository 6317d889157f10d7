//! Move a global into the one function that uses it: the declaration goes, verbatim, to
//! the start of that function's body. A `static` global keeps its meaning exactly there
//! (a block-scope static with the same constant initializer); an initialized non-static
//! one becomes an automatic local. Once local, the local-only passes (copy propagation,
//! qualifier dropping) apply to it. Uninitialized non-static globals stay: as locals they
//! would be read uninitialized.

use crate::c::{elements, Uses};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::views::Declaration;
use crate::{Candidate, Cursor, Pass, Program, Replacement};
use tree_sitter::Node;

/// Move globals into their only function.
#[derive(Debug, Default)]
pub(crate) struct MoveGlobalsIntoFunctions;

/// The site moving the top-level declaration `decl` into the body of the only function
/// mentioning its name.
fn move_site(prog: &Program, functions: &[Node<'_>], decl: Node<'_>, uses: &Uses) -> Option<Site> {
    let view = Declaration::of(decl)?;
    let [declarator] = view.declarators[..] else {
        return None;
    };
    if declarator.declares_function() {
        return None;
    }
    let d = declarator.node;
    let storage = view.storage_classes(prog);
    let is_static = storage.contains(&"static");
    if storage.iter().any(|s| *s != "static") {
        return None; // extern, or something stranger
    }
    if !is_static && d.kind() != kind::INIT_DECLARATOR {
        return None;
    }
    let name_node = declarator.name?;
    if name_node.kind() != kind::IDENTIFIER {
        return None;
    }
    let name = prog.node_text(name_node);
    let others: Vec<usize> = uses
        .positions(name)
        .iter()
        .copied()
        .filter(|p| *p != name_node.start_byte())
        .collect();
    let first = *others.first()?;
    let f = functions.iter().find(|f| f.byte_range().contains(&first))?;
    let body = f.child_by_field_name(field::BODY)?;
    if body.start_byte() < decl.end_byte() || others.iter().any(|p| !body.byte_range().contains(p))
    {
        return None;
    }
    let at = body.start_byte() + 1;
    Some(Site {
        reps: vec![
            Replacement {
                range: decl.byte_range(),
                text: String::new(),
            },
            Replacement {
                range: at..at,
                text: format!(" {}", prog.node_text(decl)),
            },
        ],
        what: format!("move global `{name}` into its only function"),
    })
}

impl Pass for MoveGlobalsIntoFunctions {
    fn name(&self) -> &'static str {
        "move_globals_into_functions"
    }

    fn description(&self) -> &'static str {
        "move a static or initialized global into the one function that uses it"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let Some(root) = prog.root() else {
            return Vec::new();
        };
        let items = elements(root);
        let functions: Vec<Node<'_>> = items
            .iter()
            .filter(|n| n.kind() == kind::FUNCTION_DEFINITION)
            .copied()
            .collect();
        let uses = Uses::of(prog);
        let list: Vec<Site> = items
            .iter()
            .filter(|n| n.kind() == kind::DECLARATION)
            .filter_map(|d| move_site(prog, &functions, *d, &uses))
            .collect();
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn moves_globals_used_by_one_function() {
        let src = "static int g = 3; int h = 1; int main(void) { return g + h; }";
        let out = outputs(&MoveGlobalsIntoFunctions, src);
        assert_eq!(
            out[0],
            "  int main(void) { static int g = 3; int h = 1; return g + h; }"
        );
        let src = "static long a[2]; void f(void) { a[1] = 2; }";
        assert_eq!(
            outputs(&MoveGlobalsIntoFunctions, src),
            vec![" void f(void) { static long a[2]; a[1] = 2; }"]
        );
    }

    #[test]
    fn keeps_globals_shared_uninitialized_or_extern() {
        for src in [
            // Used by two functions.
            "static int g = 3; int f(void) { return g; } int main(void) { return g + f(); }",
            // Non-static without initializer: would become an uninitialized local.
            "int g; int main(void) { return g; }",
            "extern int g; int main(void) { return g; }",
            // Used by another global's initializer.
            "static int g = 1; static int *p = &g; int main(void) { return *p + g; }",
            // A function, not an object.
            "static int g(void); int main(void) { return g(); }",
            // Unused: another pass's job.
            "static int g = 1; int main(void) { return 0; }",
        ] {
            let out = outputs(&MoveGlobalsIntoFunctions, src);
            assert!(
                out.iter()
                    .all(|o| o.contains(&src[..src.find(';').unwrap()])),
                "{src}: {out:?}"
            );
        }
    }
}
