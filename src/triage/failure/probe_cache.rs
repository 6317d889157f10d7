//! The answers of culprit probes, shared by every failure of a run: a fuzzer's
//! duplicates at several option sets (and reductions that end at one program) ask the
//! same questions of the same program, `-O1 -fno-tree-vrp` on the same text, and a
//! question answered once is not asked of the compiler again.
//!
//! A question is the program's text and file name, the oracle it runs under with the failing
//! compiler changed, and the signature the answer is compared with. The failing
//! compiler's *name* is left out of it (as its command line in the key, and out of the
//! signature): two duplicates at `-O2` and `-O3` name their compiler by their flags,
//! and their probes at `-O1` are one question. A name only labels a compiler; what it
//! runs is its program and arguments, which the key holds.
//!
//! An answer is what the compiler said, so it does not depend on which failure asked
//! first: a search's result, and its count of probes (answers from the cache count too),
//! are the same for any `-j` (how many ran a compiler may differ: two failures that
//! ask at once both run it). Only lasting answers are kept: not an interrupted probe,
//! a timeout or hang other than the failure's own, or a compiler that could not start.

use crate::oracle::{OracleConfig, Signature};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// A question's key: blake3 of the text, the oracle and the signature (see the module).
type Key = [u8; 32];

/// Probe answers of one run (see the module): true when the failure still shows.
#[derive(Debug, Default)]
pub struct ProbeCache {
    answers: Mutex<HashMap<Key, bool>>,
    /// Compiler runs without the program (`gcc -Q -O2 --help=optimizers`): their output.
    runs: Mutex<HashMap<Key, String>>,
    hits: AtomicU64,
}

impl ProbeCache {
    /// The key of asking whether `text`, written as `file_name` (its extension picks
    /// the language), under `config` (whose compiler `i` is the one probed) still shows
    /// `sig`.
    pub fn key(
        config: &OracleConfig,
        i: usize,
        sig: Option<&Signature>,
        file_name: &str,
        text: &str,
    ) -> Key {
        let mut c = config.clone();
        let name = c.cc.get(i).map(|s| s.name.clone());
        if let Some(s) = c.cc.get_mut(i) {
            s.name = std::iter::once(s.program.as_str())
                .chain(s.args.iter().map(String::as_str))
                .collect::<Vec<_>>()
                .join(" ");
        }
        let mut sig = sig.cloned();
        if let Some(Signature::Crash { compiler, .. } | Signature::Expect { compiler, .. }) =
            sig.as_mut()
        {
            if Some(&*compiler) == name.as_ref() {
                compiler.clear();
            }
        }
        let mut h = blake3::Hasher::new();
        for part in [
            file_name.as_bytes(),
            text.as_bytes(),
            &serde_json::to_vec(&c).unwrap_or_default(),
            &serde_json::to_vec(&sig).unwrap_or_default(),
        ] {
            h.update(&(part.len() as u64).to_le_bytes());
            h.update(part);
        }
        *h.finalize().as_bytes()
    }

    /// The answer to the question `key`, if it was asked before.
    pub fn answer(&self, key: &Key) -> Option<bool> {
        let a = self.answers.lock().unwrap().get(key).copied();
        if a.is_some() {
            self.hits.fetch_add(1, Ordering::Relaxed);
        }
        a
    }

    /// Keep the answer to the question `key`.
    pub fn keep(&self, key: Key, fails: bool) {
        self.answers.lock().unwrap().insert(key, fails);
    }

    /// The key of a compiler run without the program: its program and arguments.
    pub fn run_key(program: &str, args: &[String]) -> Key {
        let mut h = blake3::Hasher::new();
        for w in std::iter::once(program).chain(args.iter().map(String::as_str)) {
            h.update(&(w.len() as u64).to_le_bytes());
            h.update(w.as_bytes());
        }
        *h.finalize().as_bytes()
    }

    /// The output of the run `key`, if it ran before.
    pub fn output(&self, key: &Key) -> Option<String> {
        self.runs.lock().unwrap().get(key).cloned()
    }

    /// Keep the output of the run `key`.
    pub fn keep_output(&self, key: Key, out: String) {
        self.runs.lock().unwrap().insert(key, out);
    }

    /// Probes answered from the cache so far.
    pub fn hits(&self) -> u64 {
        self.hits.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::signature::CompileFailure;
    use crate::toolchain::CompilerSpec;

    fn crash(cc: &str) -> (OracleConfig, Signature) {
        let config: OracleConfig =
            serde_json::from_str(&format!(r#"{{"oracle": "crash", "cc": ["{cc}"]}}"#)).unwrap();
        let sig = Signature::Crash {
            compiler: config.cc[0].name.clone(),
            failure: CompileFailure::Ice {
                message: "in f, at x.cc".into(),
                pass: String::new(),
                line: 0,
                site: String::new(),
            },
        };
        (config, sig)
    }

    fn probed(config: &OracleConfig, args: &[&str]) -> OracleConfig {
        let mut c = config.clone();
        c.cc[0] = CompilerSpec {
            args: args.iter().map(|a| a.to_string()).collect(),
            ..c.cc[0].clone()
        };
        c
    }

    #[test]
    fn duplicates_named_by_their_flags_ask_one_question_at_the_same_command() {
        let (o2, s2) = crash("g++-12 -O2 -std=gnu++20");
        let (o3, s3) = crash("g++-12 -O3 -std=gnu++20");
        let at_o1 = ["-std=gnu++20", "-O1"];
        assert_eq!(
            ProbeCache::key(&probed(&o2, &at_o1), 0, Some(&s2), "t.cc", "int x;"),
            ProbeCache::key(&probed(&o3, &at_o1), 0, Some(&s3), "t.cc", "int x;")
        );
    }

    #[test]
    fn the_command_the_text_and_the_signature_each_make_another_question() {
        let (o2, s2) = crash("g++-12 -O2");
        let base = ProbeCache::key(&probed(&o2, &["-O1"]), 0, Some(&s2), "t.cc", "int x;");
        assert_ne!(
            base,
            ProbeCache::key(&probed(&o2, &["-O0"]), 0, Some(&s2), "t.cc", "int x;")
        );
        assert_ne!(
            base,
            ProbeCache::key(&probed(&o2, &["-O1"]), 0, Some(&s2), "t.cc", "int y;")
        );
        let mut other = s2.clone();
        if let Signature::Crash { failure, .. } = &mut other {
            *failure = CompileFailure::Ice {
                message: "in g, at y.cc".into(),
                pass: String::new(),
                line: 0,
                site: String::new(),
            };
        }
        assert_ne!(
            base,
            ProbeCache::key(&probed(&o2, &["-O1"]), 0, Some(&other), "t.cc", "int x;")
        );
        // Another compiler program with the same arguments.
        let (c2, cs2) = crash("clang++-15 -O2");
        assert_ne!(
            base,
            ProbeCache::key(&probed(&c2, &["-O1"]), 0, Some(&cs2), "t.cc", "int x;")
        );
    }

    #[test]
    fn a_program_compiled_as_another_language_is_another_question() {
        let (o2, s2) = crash("gcc-12 -O2");
        assert_ne!(
            ProbeCache::key(&o2, 0, Some(&s2), "t.c", "int x;"),
            ProbeCache::key(&o2, 0, Some(&s2), "t.cc", "int x;")
        );
    }

    #[test]
    fn answers_are_kept_and_counted() {
        let cache = ProbeCache::default();
        let (o2, s2) = crash("gcc-12 -O2");
        let k = ProbeCache::key(&o2, 0, Some(&s2), "t.cc", "int x;");
        assert_eq!(cache.answer(&k), None);
        cache.keep(k, true);
        assert_eq!(cache.answer(&k), Some(true));
        assert_eq!(cache.hits(), 1);
    }
}
