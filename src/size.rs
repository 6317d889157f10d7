//! A program's size, and the order "more reduced": fewer tokens first, then fewer bytes.
//! The engine keeps a candidate only when it is smaller in this order, triage prefers the
//! smaller failure by it, and reports print it. One type, so the order is written once.

use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// Bytes and tokens of a program (serialised as `{"bytes": .., "tokens": ..}`), ordered
/// by tokens, then bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Size {
    /// Bytes.
    pub bytes: usize,
    /// Tokens, as the reducer counts them.
    pub tokens: usize,
}

impl Size {
    /// The size of `text`.
    pub fn of(text: &str) -> Size {
        Size::new(creduce_passes::count_tokens(text), text.len())
    }

    /// A size of `tokens` and `bytes`.
    pub fn new(tokens: usize, bytes: usize) -> Size {
        Size { bytes, tokens }
    }
}

impl Ord for Size {
    fn cmp(&self, other: &Size) -> Ordering {
        (self.tokens, self.bytes).cmp(&(other.tokens, other.bytes))
    }
}

impl PartialOrd for Size {
    fn partial_cmp(&self, other: &Size) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fewer_tokens_win_over_fewer_bytes() {
        assert!(Size::new(3, 100) < Size::new(4, 10));
        assert!(Size::new(3, 10) < Size::new(3, 11));
        assert_eq!(Size::of("int a;"), Size::new(3, 6));
        assert_eq!(
            serde_json::to_string(&Size::new(3, 6)).unwrap(),
            r#"{"bytes":6,"tokens":3}"#
        );
    }
}
