//! Programs already reduced, so that a reduction that reaches one stops there: it has
//! found the same bug (T-Rec's observation that reduction itself exposes duplicates).
//!
//! A program's key is its tokens with identifiers renamed by first use (the skeleton's
//! renaming) and literals kept as they are: two reductions that differ only in names
//! meet, a constant that differs keeps them apart (in wrong code a constant is often
//! the bug).
//!
//! Programs are known per *meeting key* ([`meet_key`]): a crash with a specific
//! signature (an internal error's place, a pass, a stack) meets every reduction of the
//! same compiler program failing the same way, whatever its flags (a fuzzer's
//! duplicates at `-O1` and `-O3` of one front-end crash); every other failure meets
//! only reductions under the same oracle (its key: compilers, flags, reference), since
//! there the flags are often the bug.
//!
//! Besides the reduced programs, the programs each reduction *passed through* are known
//! ([`PATH_FILE`]). A reduction that reaches one of those has found a program on the
//! other's way down; it ends at the other's reduced program when its own oracle finds
//! that interesting (one test, by the caller), else it goes on.
//!
//! Triage fills the set between rounds of reductions and never during one, so where a
//! reduction stops does not depend on which other reduction finished first.

use crate::oracle::Signature;
use crate::oracle::{OracleConfig, OracleKind};
use crate::triage::similarity::skeleton::Skeleton;
use std::collections::BTreeMap;
use std::sync::RwLock;

/// The file beside a failure's record that lists the keys ([`key`]) of the programs its
/// reduction passed through, one per line, in order.
pub const PATH_FILE: &str = "path.txt";

/// Where a reduction met a known program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meeting {
    /// The failure whose reduction it is.
    pub id: String,
    /// True when it is that failure's reduced program; false when that reduction only
    /// passed through it.
    pub reduced: bool,
}

/// Known programs by meeting key and program key, each with the failure it came from.
#[derive(Debug, Default)]
pub struct KnownPrograms {
    map: RwLock<BTreeMap<(String, String), Meeting>>,
}

impl KnownPrograms {
    /// Record `program`, the reduced program of failure `id` under meeting key `meet`.
    /// A program already known as a reduced program keeps its first failure.
    pub fn add(&self, meet: &str, program: &str, id: &str) {
        self.add_key(meet, key(program), id, true);
    }

    /// Record the programs failure `id`'s reduction passed through, by their keys. A
    /// program known already keeps what it was.
    pub fn add_passed<'k>(&self, meet: &str, keys: impl IntoIterator<Item = &'k str>, id: &str) {
        for k in keys {
            self.add_key(meet, k.to_string(), id, false);
        }
    }

    fn add_key(&self, meet: &str, program: String, id: &str, reduced: bool) {
        let mut map = self.map.write().unwrap();
        let e = map
            .entry((meet.to_string(), program))
            .or_insert_with(|| Meeting {
                id: id.to_string(),
                reduced,
            });
        // A reduced program outranks a program passed through: stopping there costs no
        // test.
        if reduced && !e.reduced {
            *e = Meeting {
                id: id.to_string(),
                reduced,
            };
        }
    }

    /// The known program with key `program_key` (see [`key`]) under meeting key `meet`.
    pub fn find_key(&self, meet: &str, program_key: &str) -> Option<Meeting> {
        let map = self.map.read().unwrap();
        if map.is_empty() {
            return None;
        }
        map.get(&(meet.to_string(), program_key.to_string()))
            .cloned()
    }

    /// The known program `program` is, under meeting key `meet`.
    pub fn find(&self, meet: &str, program: &str) -> Option<Meeting> {
        if self.is_empty() {
            return None;
        }
        self.find_key(meet, &key(program))
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
pub fn key(program: &str) -> String {
    blake3::hash(Skeleton::renamed(program).join(" ").as_bytes())
        .to_hex()
        .to_string()
}

/// The meeting key of a failure with oracle `config` (whose key is `oracle_key`) and
/// signature `signature` on its original: for a `crash` oracle and a specific crash
/// signature, the compiler program and the failure; else the oracle's key.
pub fn meet_key(
    oracle_key: &str,
    config: Option<&OracleConfig>,
    signature: Option<&Signature>,
) -> String {
    match (config, signature) {
        (Some(c), Some(s @ Signature::Crash { failure, .. }))
            if c.oracle == OracleKind::Crash && c.test.is_none() && s.is_specific() =>
        {
            let program = c.cc.first().map(|cc| cc.program.as_str()).unwrap_or("");
            format!(
                "crash {program} {}",
                serde_json::to_string(failure).unwrap_or_default()
            )
        }
        _ => oracle_key.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(id: &str, reduced: bool) -> Option<Meeting> {
        Some(Meeting {
            id: id.into(),
            reduced,
        })
    }

    #[test]
    fn a_program_is_known_under_other_names_and_spacing_but_not_other_constants() {
        let k = KnownPrograms::default();
        k.add("cc", "int g[2][3]; int *p = &g[1][2];", "s1");
        assert_eq!(
            k.find("cc", "int a[2][3];\nint *q = & a[1][2] ;"),
            at("s1", true)
        );
        assert_eq!(k.find("cc", "int a[2][3]; int *q = &a[1][1];"), None);
        assert_eq!(k.find("other", "int g[2][3]; int *p = &g[1][2];"), None);
        // The first failure keeps the program.
        k.add("cc", "int h[2][3]; int *r = &h[1][2];", "s0");
        assert_eq!(
            k.find("cc", "int g[2][3]; int *p = &g[1][2];"),
            at("s1", true)
        );
        assert_eq!(k.len(), 1);
    }

    #[test]
    fn a_program_passed_through_is_known_below_a_reduced_one() {
        let k = KnownPrograms::default();
        let big = "int a; int b; int main() { return a; }";
        let small = "int a; int main() { return a; }";
        k.add_passed("cc", [key(big).as_str(), key(small).as_str()], "f1");
        assert_eq!(k.find("cc", big), at("f1", false));
        assert_eq!(
            k.find("cc", "int x; int y; int main() { return x; }"),
            at("f1", false)
        );
        // Another failure's reduced program outranks it; a later path does not.
        k.add("cc", small, "f2");
        k.add_passed("cc", [key(big).as_str()], "f3");
        assert_eq!(k.find("cc", small), at("f2", true));
        assert_eq!(k.find("cc", big), at("f1", false));
        assert_eq!(k.find("other", big), None);
    }

    fn crash(spec: &str, ice: &str) -> (OracleConfig, Signature) {
        let config: OracleConfig =
            serde_json::from_str(&format!(r#"{{"oracle": "crash", "cc": ["{spec}"]}}"#)).unwrap();
        let signature = Signature::Crash {
            compiler: spec.into(),
            failure: crate::oracle::signature::CompileFailure::Ice {
                message: ice.into(),
                pass: String::new(),
                line: if ice.contains(" at ") { 7469 } else { 0 },
                site: String::new(),
            },
        };
        (config, signature)
    }

    #[test]
    fn a_specific_crash_meets_across_flags_and_nothing_else_does() {
        let key_of = |(c, s): &(OracleConfig, Signature)| meet_key("oracle", Some(c), Some(s));
        let o1 = crash(
            "g++-12 -O1",
            "in cxx_eval_constant_expression, at cp/constexpr.cc",
        );
        let o3 = crash(
            "g++-12 -O3",
            "in cxx_eval_constant_expression, at cp/constexpr.cc",
        );
        assert_eq!(key_of(&o1), key_of(&o3));
        assert_ne!(key_of(&o1), "oracle");
        // Another compiler program, another place.
        let other = crash(
            "g++-13 -O1",
            "in cxx_eval_constant_expression, at cp/constexpr.cc",
        );
        assert_ne!(key_of(&o1), key_of(&other));
        let place = crash("g++-12 -O1", "in unify, at cp/pt.cc");
        assert_ne!(key_of(&o1), key_of(&place));
        // A weak signature meets only under its own oracle.
        let weak = crash("g++-12 -O1", "Segmentation fault");
        assert_eq!(key_of(&weak), "oracle");
        // So does any other oracle's failure.
        assert_eq!(meet_key("oracle", None, Some(&o1.1)), "oracle");
    }
}
