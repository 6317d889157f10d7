//! Shrink arrays whose every subscript is a literal: `int a[256]` read only as `a[0]` and
//! `a[3]` becomes `int a[4]`, so indices stay in bounds (no pass may create an
//! out-of-bounds access). Arrays used any other way (a variable index, decayed to a
//! pointer) keep their size.

use crate::c::{all_nodes, declarator_name, Uses};
use crate::grammar::{field, kind};
use crate::int_literal;
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program};

/// Shrink arrays to the largest literal index used, plus one.
#[derive(Debug, Default)]
pub(crate) struct ShrinkArrays;

impl Pass for ShrinkArrays {
    fn name(&self) -> &'static str {
        "shrink_arrays"
    }

    fn description(&self) -> &'static str {
        "shrink an array to one past the largest index used, when every index is a literal"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let nodes = all_nodes(prog);
        let uses = Uses::of(prog);
        let mut list = Vec::new();
        for decl in nodes.iter().filter(|n| n.kind() == kind::ARRAY_DECLARATOR) {
            // Only the outermost dimension of a named array: `a[N]` or `a[N][M]`'s N.
            let Some(inner) = decl.child_by_field_name(field::DECLARATOR) else {
                continue;
            };
            if inner.kind() != kind::IDENTIFIER {
                continue;
            }
            let Some(size) = decl.child_by_field_name(field::SIZE) else {
                continue;
            };
            let Some(n) = int_literal::value(prog.node_text(size)) else {
                continue;
            };
            let Some(name_node) = declarator_name(inner) else {
                continue;
            };
            let name = prog.node_text(name_node);
            // Every other mention must be `name[literal]`.
            let subs: Vec<_> = nodes
                .iter()
                .filter(|s| {
                    s.kind() == kind::SUBSCRIPT_EXPRESSION
                        && s.child_by_field_name(field::ARGUMENT).is_some_and(|a| {
                            a.kind() == kind::IDENTIFIER && prog.node_text(a) == name
                        })
                })
                .collect();
            let mentions = uses.positions(name).len();
            if subs.len() + 1 != mentions || subs.is_empty() {
                continue;
            }
            let mut max = 0u128;
            let mut all_literal = true;
            for s in &subs {
                match s.child_by_field_name(field::INDEX).and_then(|i| {
                    int_literal::value(prog.node_text(i))
                        .filter(|_| i.kind() == kind::NUMBER_LITERAL)
                }) {
                    Some(v) => max = max.max(v),
                    None => all_literal = false,
                }
            }
            if !all_literal || max + 1 >= n {
                continue;
            }
            let new = (max + 1).to_string();
            list.push(Site::replace(
                size.byte_range(),
                new.clone(),
                format!("`{name}[{n}]` -> `{name}[{new}]`"),
            ));
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn shrinks_to_the_largest_literal_index() {
        let out = outputs(
            &ShrinkArrays,
            "int t[256]; int main(void) { t[3] = 1; return t[0]; }",
        );
        assert_eq!(
            out,
            vec!["int t[4]; int main(void) { t[3] = 1; return t[0]; }"]
        );
    }

    #[test]
    fn keeps_arrays_with_variable_indices_or_other_uses() {
        assert!(outputs(&ShrinkArrays, "int t[8]; int f(int i) { return t[i]; }").is_empty());
        assert!(outputs(
            &ShrinkArrays,
            "int t[8]; int *p = t; int f(void) { return t[1]; }"
        )
        .is_empty());
        assert!(outputs(&ShrinkArrays, "int t[2]; int f(void) { return t[1]; }").is_empty());
    }
}
