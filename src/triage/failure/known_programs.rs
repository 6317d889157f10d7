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
//! same compiler failing the same way, whatever its flags (a fuzzer's duplicates at
//! `-O1` and `-O3` of one front-end crash); so does a wrong code of the same compiler
//! against the same reference; every other failure meets only reductions under the
//! same oracle (its key: compilers, flags, reference).
//!
//! Besides the reduced programs, the programs each reduction *passed through* are known
//! ([`PATH_FILE`]). A reduction that reaches one of those has found a program on the
//! other's way down; it ends at the other's reduced program when its own oracle finds
//! that interesting (one test, by the caller), else it goes on.
//!
//! A reduction also learns where another began: a failure whose original is, byte for
//! byte, the original of a failure reduced under another meeting key (one program that
//! crashes clang 14 and clang 16, or shows a weak crash at two option sets) is offered
//! that failure's reduced program ([`KnownPrograms::seed`]); when its own oracle finds
//! it interesting (one test), its reduction ends there, as at a program another
//! reduction passed through, and takes that reduction's path as its own
//! ([`seeded_path`]).
//!
//! Triage fills the set between rounds of reductions and never during one, so where a
//! reduction stops or starts does not depend on which other reduction finished first.

use crate::oracle::{OracleConfig, OracleKind, Signature};
use crate::triage::failure::record::Record;
use crate::triage::similarity::skeleton::Skeleton;
use std::collections::BTreeMap;
use std::sync::RwLock;

/// The file beside a failure's record that lists the keys ([`key`]) of the programs its
/// reduction passed through, one per line, in order; a line [`PASSED_OFF`] says that
/// from there on it stops only at reduced programs.
pub const PATH_FILE: &str = "path.txt";

/// The line of [`PATH_FILE`] that turns meetings at programs passed through off for the
/// rest of the reduction (kept across a kill).
pub const PASSED_OFF: &str = "-";

/// The start of [`PATH_FILE`]'s last line when the reduction ended at the reduced program
/// of the same original under another meeting key: `from ID`.
const SEEDED: &str = "from ";

/// The path of a reduction that ended at failure `other`'s reduced program, whose path
/// is `theirs`: theirs, then the line that names `other`.
pub fn seeded_path(theirs: &str, other: &str) -> String {
    let mut path: String = theirs
        .lines()
        .filter(|l| !l.starts_with(SEEDED))
        .flat_map(|l| [l, "\n"])
        .collect();
    path.push_str(SEEDED);
    path.push_str(other);
    path.push('\n');
    path
}

/// The failure a path ([`seeded_path`]) says its reduction ended at, if it says so.
pub fn seeded_from(path: &str) -> Option<&str> {
    path.lines().rev().find_map(|l| l.strip_prefix(SEEDED))
}

/// A program's key: blake3 of its renamed tokens ([`key`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ProgramKey([u8; 32]);

impl std::fmt::Display for ProgramKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(blake3::Hash::from_bytes(self.0).to_hex().as_str())
    }
}

impl ProgramKey {
    /// The key a line of [`PATH_FILE`] holds (`None` for anything else).
    pub fn parse(hex: &str) -> Option<ProgramKey> {
        let hash = blake3::Hash::from_hex(hex.trim()).ok()?;
        Some(ProgramKey(*hash.as_bytes()))
    }
}

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
/// Meeting keys and ids are held once each (a campaign's paths hold many programs).
#[derive(Debug, Default)]
pub struct KnownPrograms {
    inner: RwLock<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    /// Meeting keys and failure ids, interned.
    names: BTreeMap<String, u32>,
    list: Vec<String>,
    /// (meeting key, program) to (failure, whether it is that failure's reduced program).
    map: BTreeMap<(u32, ProgramKey), (u32, bool)>,
    /// Each learned failure's reduced program, as it was learned, and its key.
    reduced: BTreeMap<u32, (String, ProgramKey)>,
    /// Learned failures by their original's hash, each with its meeting key.
    originals: BTreeMap<String, Vec<(u32, u32)>>,
}

impl Inner {
    fn intern(&mut self, name: &str) -> u32 {
        if let Some(&n) = self.names.get(name) {
            return n;
        }
        let n = u32::try_from(self.list.len()).unwrap_or(u32::MAX);
        self.names.insert(name.to_string(), n);
        self.list.push(name.to_string());
        n
    }

    fn add(&mut self, meet: u32, program: ProgramKey, id: u32, reduced: bool) {
        let e = self.map.entry((meet, program)).or_insert((id, reduced));
        // A reduced program outranks a program passed through: stopping there costs no
        // test.
        if reduced && !e.1 {
            *e = (id, reduced);
        }
    }
}

impl KnownPrograms {
    /// Learn failure `id`'s reduction under meeting key `meet`: the hash of its
    /// original, its reduced program and the lines of its [`PATH_FILE`] (the programs it
    /// passed through). A program known already as a reduced one keeps its first
    /// failure; a failure learned before with the same reduced program is not read
    /// again.
    pub fn learn(&self, meet: &str, id: &str, original: &str, reduced: &str, path: Option<&str>) {
        let program = key(reduced);
        let mut inner = self.inner.write().unwrap();
        let id = inner.intern(id);
        if inner.reduced.get(&id).is_some_and(|(_, k)| *k == program) {
            return;
        }
        let meet = inner.intern(meet);
        inner.add(meet, program, id, true);
        inner.reduced.insert(id, (reduced.to_string(), program));
        let same = inner.originals.entry(original.to_string()).or_default();
        if !same.iter().any(|&(i, _)| i == id) {
            same.push((id, meet));
        }
        for k in path
            .into_iter()
            .flat_map(str::lines)
            .filter_map(ProgramKey::parse)
        {
            inner.add(meet, k, id, false);
        }
    }

    /// The known program with key `program` under meeting key `meet`.
    pub fn find_key(&self, meet: &str, program: &ProgramKey) -> Option<Meeting> {
        let inner = self.inner.read().unwrap();
        let meet = *inner.names.get(meet)?;
        let &(id, reduced) = inner.map.get(&(meet, *program))?;
        Some(Meeting {
            id: inner.list[id as usize].clone(),
            reduced,
        })
    }

    /// The known program `program` is, under meeting key `meet`.
    pub fn find(&self, meet: &str, program: &str) -> Option<Meeting> {
        if self.is_empty() {
            return None;
        }
        self.find_key(meet, &key(program))
    }

    /// What a failure whose original has hash `original`, meeting under `meet`, is
    /// offered to end at: the smallest reduced program (bytes, then id) of a learned failure with the
    /// same original under another meeting key, and that failure's id. Under the same
    /// meeting key the failure needs no start: its first step meets that reduction.
    pub fn seed(&self, original: &str, meet: &str) -> Option<(String, String)> {
        let inner = self.inner.read().unwrap();
        let meet = inner.names.get(meet).copied();
        inner
            .originals
            .get(original)?
            .iter()
            .filter(|&&(_, m)| Some(m) != meet)
            .filter_map(|&(id, _)| {
                let (text, _) = inner.reduced.get(&id)?;
                Some((text.len(), inner.list[id as usize].as_str(), text))
            })
            .min()
            .map(|(_, id, text)| (id.to_string(), text.clone()))
    }

    /// Failure `id`'s reduced program, as it was learned.
    pub fn reduced_program(&self, id: &str) -> Option<String> {
        let inner = self.inner.read().unwrap();
        let id = inner.names.get(id)?;
        inner.reduced.get(id).map(|(text, _)| text.clone())
    }

    /// How many programs are known.
    pub fn len(&self) -> usize {
        self.inner.read().unwrap().map.len()
    }

    /// True when none is.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A program's key: its renamed tokens, hashed.
pub fn key(program: &str) -> ProgramKey {
    ProgramKey(*blake3::hash(Skeleton::renamed(program).join(" ").as_bytes()).as_bytes())
}

/// The meeting key of failure record `r` ([`meet_key`] of its oracle and its original's
/// signature).
pub fn meet_key_of(r: &Record) -> String {
    meet_key(
        &r.oracle_key,
        r.oracle.as_ref(),
        r.reproduce.as_ref().and_then(|p| p.signature.as_ref()),
    )
}

/// The meeting key of a failure with oracle `config` (whose key is `oracle_key`) and
/// signature `signature` on its original: the signature as clustering compares it
/// (the compiler without its flags, and the failure) for a `crash` oracle's specific
/// crash, and for an `expect` oracle's wrong code with its reference; else the oracle's
/// key. Where failures meet across flags, the test of the other's reduced program
/// under a failure's own oracle has the last word.
pub fn meet_key(
    oracle_key: &str,
    config: Option<&OracleConfig>,
    signature: Option<&Signature>,
) -> String {
    let json = |s: &Signature| serde_json::to_string(&s.clustering_key()).unwrap_or_default();
    match (config, signature) {
        (Some(c), Some(s @ Signature::Crash { .. }))
            if c.oracle == OracleKind::Crash && c.test.is_none() && s.is_specific() =>
        {
            format!("crash {}", json(s))
        }
        (Some(c), Some(s @ Signature::Expect { .. }))
            if c.oracle == OracleKind::Expect && c.test.is_none() =>
        {
            let reference = c.reference.as_ref().map(|r| r.spec()).unwrap_or_default();
            format!("expect {} ref {reference}", json(s))
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
        k.learn("cc", "s1", "o1", "int g[2][3]; int *p = &g[1][2];", None);
        assert_eq!(
            k.find("cc", "int a[2][3];\nint *q = & a[1][2] ;"),
            at("s1", true)
        );
        assert_eq!(k.find("cc", "int a[2][3]; int *q = &a[1][1];"), None);
        assert_eq!(k.find("other", "int g[2][3]; int *p = &g[1][2];"), None);
        // The first failure keeps the program.
        k.learn("cc", "s0", "o0", "int h[2][3]; int *r = &h[1][2];", None);
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
        let path = format!(
            "{}\n{}\n-\n{}",
            key(big),
            key(small),
            &key(small).to_string()[..9]
        );
        k.learn("cc", "f1", "o1", "int main() {}", Some(&path));
        assert_eq!(k.find("cc", big), at("f1", false));
        assert_eq!(
            k.find("cc", "int x; int y; int main() { return x; }"),
            at("f1", false)
        );
        assert_eq!(k.reduced_program("f1").as_deref(), Some("int main() {}"));
        // Another failure's reduced program outranks it; a later path does not.
        k.learn("cc", "f2", "o2", small, None);
        k.learn(
            "cc",
            "f3",
            "o3",
            "int main() { return 0; }",
            Some(&key(big).to_string()),
        );
        assert_eq!(k.find("cc", small), at("f2", true));
        assert_eq!(k.find("cc", big), at("f1", false));
        assert_eq!(k.find("other", big), None);
        // Three reduced programs and two passed through; the marker and the cut line are
        // no keys.
        assert_eq!(k.len(), 4);
        assert_eq!(ProgramKey::parse(&key(big).to_string()), Some(key(big)));
    }

    #[test]
    fn a_failure_starts_from_the_smallest_reduction_of_its_original_under_another_key() {
        let k = KnownPrograms::default();
        k.learn("clang-14", "a14", "o", "int a; int main() { f(a); }", None);
        k.learn("clang-16", "a16", "o", "int main() { f(0); }", None);
        k.learn("clang-15", "b15", "p", "int main() {}", None);
        // The smallest of another key, whatever the order learned.
        assert_eq!(
            k.seed("o", "clang-15"),
            Some(("a16".into(), "int main() { f(0); }".into()))
        );
        // Not its own key's: a reduction under it meets that program anyway.
        assert_eq!(
            k.seed("o", "clang-16"),
            Some(("a14".into(), "int a; int main() { f(a); }".into()))
        );
        // Another original, or none learned: nothing.
        assert_eq!(k.seed("q", "clang-15"), None);
        assert_eq!(KnownPrograms::default().seed("o", "clang-15"), None);
    }

    #[test]
    fn a_seeded_path_is_the_others_and_names_it_once() {
        let big = key("int a; int b;").to_string();
        let theirs = format!("{big}\n-\nfrom f0\n");
        let path = seeded_path(&theirs, "f1");
        assert_eq!(path, format!("{big}\n-\nfrom f1\n"));
        assert_eq!(seeded_from(&path), Some("f1"));
        assert_eq!(seeded_from(&theirs), Some("f0"));
        assert_eq!(seeded_from(&big), None);
        // Its keys are learned as the other's are; the line naming it is no key.
        let k = KnownPrograms::default();
        k.learn("cc", "f2", "o", "int main() {}", Some(&path));
        assert_eq!(k.find("cc", "int a; int b;"), at("f2", false));
        assert_eq!(k.len(), 2);
    }

    fn crash(spec: &str, ice: &str) -> (OracleConfig, Signature) {
        let config: OracleConfig =
            serde_json::from_str(&format!(r#"{{"oracle": "crash", "cc": ["{spec}"]}}"#)).unwrap();
        let signature = Signature::Crash {
            compiler: config.cc[0].name.clone(),
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
        let named = crash(
            "o1=g++-12 -O1",
            "in cxx_eval_constant_expression, at cp/constexpr.cc",
        );
        assert_eq!(key_of(&o1), key_of(&o3));
        assert_ne!(key_of(&o1), "oracle");
        // It meets as it groups: by the compiler's name, here given.
        assert_ne!(key_of(&named), key_of(&o1));
        assert!(
            key_of(&named).contains(r#""compiler":"o1""#),
            "{}",
            key_of(&named)
        );
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
        // Wrong code meets across flags, under one reference.
        let expect = |spec: &str, reference: &str| {
            let c: OracleConfig = serde_json::from_str(&format!(
                r#"{{"oracle": "expect", "cc": ["{spec}"], "ref": "{reference}"}}"#
            ))
            .unwrap();
            let s = Signature::Expect {
                compiler: c.cc[0].name.clone(),
                failure: crate::oracle::signature::CheckFailure::Aborts,
                side: None,
            };
            meet_key("oracle", Some(&c), Some(&s))
        };
        assert_eq!(
            expect("gcc-12 -O2", "gcc-12 -O0"),
            expect("gcc-12 -O3", "gcc-12 -O0")
        );
        assert_ne!(
            expect("gcc-12 -O2", "gcc-12 -O0"),
            expect("gcc-12 -O2", "clang")
        );
        assert_ne!(
            expect("gcc-12 -O2", "gcc-12 -O0"),
            expect("gcc-13 -O2", "gcc-12 -O0")
        );
    }
}
