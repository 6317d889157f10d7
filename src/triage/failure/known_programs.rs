//! Programs already reduced, so that a reduction that reaches one stops there: it has
//! found the same bug (T-Rec's observation that reduction itself exposes duplicates).
//!
//! A program's key is its tokens with identifiers renamed by first use (the skeleton's
//! renaming) and literals kept as they are: two reductions that differ only in names
//! meet, a constant that differs keeps them apart (in wrong code a constant is often
//! the bug). Keys are kept per oracle (its key: compilers, flags, reference), so a
//! program is known only to reductions under the same oracle. Triage fills the set
//! between rounds of reductions and never during one, so where a reduction stops does
//! not depend on which other reduction finished first.

use crate::triage::similarity::skeleton::Skeleton;
use std::collections::BTreeMap;
use std::sync::RwLock;

/// Reduced programs by oracle and key, each with the failure it came from.
#[derive(Debug, Default)]
pub struct KnownPrograms {
    map: RwLock<BTreeMap<(String, String), String>>,
}

impl KnownPrograms {
    /// Record `program`, the reduced program of failure `id` under the oracle with key
    /// `oracle_key`. A program already known keeps its first failure.
    pub fn add(&self, oracle_key: &str, program: &str, id: &str) {
        self.map
            .write()
            .unwrap()
            .entry((oracle_key.to_string(), key(program)))
            .or_insert_with(|| id.to_string());
    }

    /// The failure whose reduced program `program` is, under the same oracle.
    pub fn find(&self, oracle_key: &str, program: &str) -> Option<String> {
        let map = self.map.read().unwrap();
        if map.is_empty() {
            return None;
        }
        map.get(&(oracle_key.to_string(), key(program))).cloned()
    }

    /// How many programs are known.
    pub fn len(&self) -> usize {
        self.map.read().unwrap().len()
    }

    /// True when none is.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A program's key: its renamed tokens, hashed.
fn key(program: &str) -> String {
    blake3::hash(Skeleton::renamed(program).join(" ").as_bytes())
        .to_hex()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_is_known_under_other_names_and_spacing_but_not_other_constants() {
        let k = KnownPrograms::default();
        k.add("cc", "int g[2][3]; int *p = &g[1][2];", "s1");
        assert_eq!(
            k.find("cc", "int a[2][3];\nint *q = & a[1][2] ;")
                .as_deref(),
            Some("s1")
        );
        assert_eq!(k.find("cc", "int a[2][3]; int *q = &a[1][1];"), None);
        assert_eq!(k.find("other", "int g[2][3]; int *p = &g[1][2];"), None);
        // The first failure keeps the program.
        k.add("cc", "int h[2][3]; int *r = &h[1][2];", "s0");
        assert_eq!(
            k.find("cc", "int g[2][3]; int *p = &g[1][2];").as_deref(),
            Some("s1")
        );
        assert_eq!(k.len(), 1);
    }
}
