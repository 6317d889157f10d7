//! `typename_to_class` (C++): `template <typename T>` becomes `template <class T>`. In a
//! template's type parameter the two keywords mean the same, so the program keeps its
//! meaning and is three bytes shorter for each; reductions of one bug from originals that
//! spelled their parameters differently end at one text (T-Rec's canonical lexical
//! forms). One candidate changes them all, then one at a time where the test refuses
//! that (it never should: the keyword is all that changes).
//!
//! Only the keyword that opens a type parameter changes (`typename T`, `typename... T`,
//! `typename T = int`, or none named); a `typename` that names a dependent type
//! (`typename T::type x`, a non-type parameter `typename T::type N`) stays.

use crate::c::nodes_of_kind;
use crate::grammar::TYPE_PARAMETERS;
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program};

/// Spell a template's type parameters with `class`.
#[derive(Debug, Default)]
pub(crate) struct TypenameToClass;

impl Pass for TypenameToClass {
    fn name(&self) -> &'static str {
        "typename_to_class"
    }

    fn description(&self) -> &'static str {
        "C++: `template <typename T>` to `template <class T>` (the same meaning, fewer bytes)"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let mut list: Vec<Site> = Vec::new();
        for k in TYPE_PARAMETERS {
            for node in nodes_of_kind(prog, k) {
                // The keyword is the parameter's first token.
                let Some(first) = node.child(0) else { continue };
                if first.kind() == "typename" {
                    list.push(Site::replace(
                        first.byte_range(),
                        "class",
                        "`typename` -> `class`",
                    ));
                }
            }
        }
        list.sort_by_key(|s| s.reps[0].range.start);
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn a_type_parameter_s_typename_becomes_class() {
        let src = "template <typename T, typename... U, typename = int, typename V = T> struct S;";
        let out = cpp_outputs(&TypenameToClass, src);
        assert_eq!(
            out[0],
            "template <class T, class... U, class = int, class V = T> struct S;"
        );
        // Then in halves and one by one.
        assert!(out.contains(
            &"template <typename T, class... U, typename = int, typename V = T> struct S;"
                .to_string()
        ));
    }

    #[test]
    fn a_dependent_type_s_typename_stays() {
        // A non-type parameter of a dependent type, and a dependent type in a body.
        let src = "template <class T, typename T::type N> void f() { typename T::type x; }";
        assert!(cpp_outputs(&TypenameToClass, src).is_empty());
        // Nothing in C.
        assert!(outputs(&TypenameToClass, "int typename;").is_empty());
    }
}
