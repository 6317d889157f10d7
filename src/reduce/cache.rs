//! Verdict cache: blake3 of the candidate text → whether it was interesting.

use std::collections::HashMap;
use std::sync::Mutex;

/// A thread-safe map from text hash to verdict.
#[derive(Debug, Default)]
pub struct VerdictCache {
    enabled: bool,
    map: Mutex<HashMap<[u8; 32], bool>>,
}

impl VerdictCache {
    /// A cache that stores nothing when `enabled` is false.
    pub fn new(enabled: bool) -> VerdictCache {
        VerdictCache {
            enabled,
            map: Mutex::default(),
        }
    }

    /// The hash used as key.
    pub fn key(text: &str) -> [u8; 32] {
        *blake3::hash(text.as_bytes()).as_bytes()
    }

    /// The remembered verdict for `key`.
    pub fn get(&self, key: &[u8; 32]) -> Option<bool> {
        if !self.enabled {
            return None;
        }
        self.map.lock().ok()?.get(key).copied()
    }

    /// Remember a verdict.
    pub fn put(&self, key: [u8; 32], interesting: bool) {
        if self.enabled {
            if let Ok(mut m) = self.map.lock() {
                m.insert(key, interesting);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }
}
