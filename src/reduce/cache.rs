//! Verdict cache: blake3 of the candidate text → whether it was interesting.
//!
//! A text being tested is *claimed*: whoever asks for it meanwhile waits for that test
//! instead of starting another one. This is how a test run ahead of need (a speculative
//! test of the engine) hands its verdict to the test that needs it, even while running.
//! A claim that ends without a verdict (a timeout, a cancelled test, a candidate the
//! in-process checks rejected) leaves nothing behind, and the waiter tests for itself.

use super::wait::wait_for;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};

/// The hash of a text.
pub type Key = [u8; 32];

#[derive(Debug, Clone, Copy)]
enum Entry {
    /// Being tested.
    Claimed,
    /// Tested: the verdict, and whether a speculative test found it.
    Known {
        interesting: bool,
        speculative: bool,
    },
}

/// A thread-safe map from text hash to verdict, with claims on texts being tested.
#[derive(Debug, Default)]
pub struct VerdictCache {
    enabled: bool,
    map: Mutex<HashMap<Key, Entry>>,
    settled: Condvar,
    /// Bumped whenever an entry is settled or withdrawn.
    generation: AtomicU64,
}

/// What [`VerdictCache::claim`] found.
#[derive(Debug)]
pub enum Claim<'a> {
    /// The verdict is known; `speculative`: a test run ahead of need found it.
    Known {
        interesting: bool,
        speculative: bool,
    },
    /// Someone else is testing this text: [`VerdictCache::wait`] for it.
    Busy,
    /// The caller tests it and settles the claim.
    Mine(ClaimGuard<'a>),
}

/// A claim on a text; dropping it unsettled withdraws it (waiters then test for
/// themselves).
#[derive(Debug)]
pub struct ClaimGuard<'a> {
    cache: &'a VerdictCache,
    key: Option<Key>,
}

impl ClaimGuard<'_> {
    /// Record the verdict the claimer's test found.
    pub fn settle(mut self, interesting: bool, speculative: bool) {
        if let Some(key) = self.key.take() {
            self.cache.lock().insert(
                key,
                Entry::Known {
                    interesting,
                    speculative,
                },
            );
            self.cache.changed();
        }
    }
}

impl Drop for ClaimGuard<'_> {
    fn drop(&mut self) {
        if let Some(key) = self.key.take() {
            self.cache.lock().remove(&key);
            self.cache.changed();
        }
    }
}

impl VerdictCache {
    /// A cache that stores nothing (and claims nothing) when `enabled` is false.
    pub fn new(enabled: bool) -> VerdictCache {
        VerdictCache {
            enabled,
            ..VerdictCache::default()
        }
    }

    /// Whether it stores anything.
    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// The hash used as key.
    pub fn key(text: &str) -> Key {
        *blake3::hash(text.as_bytes()).as_bytes()
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<Key, Entry>> {
        self.map.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The remembered verdict for `key`.
    pub fn get(&self, key: &Key) -> Option<bool> {
        if !self.enabled {
            return None;
        }
        match self.lock().get(key) {
            Some(Entry::Known { interesting, .. }) => Some(*interesting),
            _ => None,
        }
    }

    /// Remember a verdict.
    pub fn put(&self, key: Key, interesting: bool) {
        if self.enabled {
            self.lock().insert(
                key,
                Entry::Known {
                    interesting,
                    speculative: false,
                },
            );
            self.changed();
        }
    }

    fn changed(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
        self.settled.notify_all();
    }

    /// How many times an entry was settled or withdrawn: a change means new verdicts
    /// (or a text free to test again).
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::SeqCst)
    }

    /// Whether nobody knows or is testing `key` (always false when disabled).
    pub fn open(&self, key: &Key) -> bool {
        self.enabled && !self.lock().contains_key(key)
    }

    /// The verdict for `key`, or a claim to test it, or `Busy` if someone else holds
    /// the claim.
    pub fn claim(&self, key: Key) -> Claim<'_> {
        if !self.enabled {
            return Claim::Mine(ClaimGuard {
                cache: self,
                key: None,
            });
        }
        let mut map = self.lock();
        match map.get(&key) {
            Some(Entry::Known {
                interesting,
                speculative,
            }) => Claim::Known {
                interesting: *interesting,
                speculative: *speculative,
            },
            Some(Entry::Claimed) => Claim::Busy,
            None => {
                map.insert(key, Entry::Claimed);
                Claim::Mine(ClaimGuard {
                    cache: self,
                    key: Some(key),
                })
            }
        }
    }

    /// Wait while `key` is claimed. Returns when the claim is settled or withdrawn (the
    /// caller claims again), or when `cancelled` says so.
    pub fn wait(&self, key: &Key, cancelled: &dyn Fn() -> bool) {
        let map = self.lock();
        let _ = wait_for(&self.settled, map, |map| {
            (!matches!(map.get(key), Some(Entry::Claimed)) || cancelled()).then_some(())
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn remembers_only_when_enabled() {
        let c = VerdictCache::new(true);
        let k = VerdictCache::key("int x;");
        assert_eq!(c.get(&k), None);
        c.put(k, true);
        assert_eq!(c.get(&k), Some(true));
        let off = VerdictCache::new(false);
        off.put(k, true);
        assert_eq!(off.get(&k), None);
        assert!(matches!(off.claim(k), Claim::Mine(_)));
        assert!(matches!(off.claim(k), Claim::Mine(_)));
    }

    #[test]
    fn a_claim_makes_others_wait_and_hands_them_its_verdict() {
        let c = VerdictCache::new(true);
        let k = VerdictCache::key("int y;");
        let Claim::Mine(guard) = c.claim(k) else {
            panic!("first claim")
        };
        assert!(matches!(c.claim(k), Claim::Busy));
        std::thread::scope(|s| {
            let waiter = s.spawn(|| {
                c.wait(&k, &|| false);
                c.claim(k)
            });
            std::thread::sleep(Duration::from_millis(30));
            guard.settle(true, true);
            assert!(matches!(
                waiter.join().unwrap(),
                Claim::Known {
                    interesting: true,
                    speculative: true
                }
            ));
        });
    }

    #[test]
    fn a_withdrawn_claim_leaves_nothing_behind() {
        let c = VerdictCache::new(true);
        let k = VerdictCache::key("int z;");
        let Claim::Mine(guard) = c.claim(k) else {
            panic!("first claim")
        };
        drop(guard);
        c.wait(&k, &|| false);
        assert_eq!(c.get(&k), None);
        assert!(matches!(c.claim(k), Claim::Mine(_)));
    }
}
