//! A failure's fingerprint: blake3 over its signature, its culprit (when known) and the
//! skeleton of its reduced program. Equal fingerprints are the same bug for certain
//! enough to cluster them without looking further.

use crate::oracle::signature::Signature;
use crate::triage::similarity::skeleton::Skeleton;
use serde::{Deserialize, Serialize};

/// Bumped whenever what goes into the hash changes, so old work directories never
/// compare equal by accident.
const VERSION: &str = "creduce-rs fingerprint 2";

/// A fingerprint and the parts it was computed from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fingerprint {
    /// blake3, hex.
    pub hash: String,
    /// The signature (`None`: no oracle was given).
    pub signature: Option<Signature>,
    /// Optimization passes or flags that must run for the failure to appear.
    pub culprit: Option<Vec<String>>,
    /// The skeleton, tokens joined by spaces.
    pub skeleton: String,
}

impl Fingerprint {
    /// The fingerprint of a program with what is known about its failure.
    pub fn new(
        signature: Option<&Signature>,
        culprit: Option<&[String]>,
        skeleton: &Skeleton,
    ) -> Fingerprint {
        let mut h = blake3::Hasher::new();
        let mut part = |name: &str, value: &str| {
            // Length-prefixed, so no two different inputs hash the same text.
            h.update(format!("{name} {}\n", value.len()).as_bytes());
            h.update(value.as_bytes());
            h.update(b"\n");
        };
        part("version", VERSION);
        let sig = signature.map_or_else(String::new, |s| {
            serde_json::to_string(s).unwrap_or_else(|_| s.to_string())
        });
        part("signature", &sig);
        // As JSON: `["a,b"]` and `["a", "b"]` are different culprits.
        part(
            "culprit",
            &culprit.map_or_else(String::new, |c| {
                serde_json::to_string(c).unwrap_or_else(|_| c.join(","))
            }),
        );
        let skeleton = skeleton.text();
        part("skeleton", &skeleton);
        Fingerprint {
            hash: h.finalize().to_hex().to_string(),
            signature: signature.cloned(),
            culprit: culprit.map(<[String]>::to_vec),
            skeleton,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::signature::CompileFailure;

    fn crash(message: &str) -> Signature {
        Signature::Crash {
            compiler: "chibicc".into(),
            failure: CompileFailure::Error {
                message: message.into(),
            },
        }
    }

    #[test]
    fn every_part_changes_the_hash_and_names_do_not() {
        let p = Skeleton::of("int a; int main(void) { return a; }");
        let renamed = Skeleton::of("int b; int main(void) { return b; }");
        let other = Skeleton::of("int a; int main(void) { return a + 1; }");
        let sig = crash("not a compile-time constant");
        let base = Fingerprint::new(Some(&sig), None, &p);
        assert_eq!(base, Fingerprint::new(Some(&sig), None, &renamed));
        assert_ne!(base.hash, Fingerprint::new(Some(&sig), None, &other).hash);
        assert_ne!(base.hash, Fingerprint::new(None, None, &p).hash);
        let sig2 = crash("invalid initializer");
        assert_ne!(base.hash, Fingerprint::new(Some(&sig2), None, &p).hash);
        let culprit = vec!["-ftree-vrp".to_string()];
        assert_ne!(
            base.hash,
            Fingerprint::new(Some(&sig), Some(&culprit), &p).hash
        );
        assert_eq!(base.hash.len(), 64);
        let joined = vec!["a,b".to_string()];
        let apart = vec!["a".to_string(), "b".to_string()];
        assert_ne!(
            Fingerprint::new(Some(&sig), Some(&joined), &p).hash,
            Fingerprint::new(Some(&sig), Some(&apart), &p).hash
        );
    }
}
