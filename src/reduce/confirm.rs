//! The result of a script-mode reduction checked as its user runs the test.
//!
//! Inside the reducer a test runs in a fresh directory with `TMPDIR` there; its user
//! runs it in their own directory and environment, on a machine whose layout is
//! randomized. A result that is interesting only inside the reducer (undefined
//! behaviour that prints what lies on the stack, say) is no result: C-Reduce's contract
//! is that the file left behind passes the test. So the final program is run several
//! times as the user runs it ([`crate::toolchain::Conditions::User`]), and when one run
//! says "not interesting", the newest program of the reduction's [`History`] that holds
//! is kept instead ([`newest_that_holds`]).

/// The programs a reduction kept, oldest (the original) first, within a byte budget:
/// past it, every second program between the first and the newest is forgotten, so a
/// long reduction keeps a thinner record of its early steps.
#[derive(Debug, Clone)]
pub struct History {
    kept: Vec<String>,
    bytes: usize,
    cap: usize,
}

/// The bytes of programs a [`History`] keeps by default.
pub const HISTORY_BYTES: usize = 256 << 20;

impl History {
    /// A history that starts at `original` and keeps up to `cap` bytes.
    pub fn new(original: &str, cap: usize) -> History {
        History {
            kept: vec![original.to_string()],
            bytes: original.len(),
            cap,
        }
    }

    /// Record a program the reduction kept.
    pub fn push(&mut self, text: &str) {
        if self.kept.last().is_some_and(|l| l == text) {
            return;
        }
        self.bytes += text.len();
        self.kept.push(text.to_string());
        while self.bytes > self.cap && self.kept.len() > 2 {
            let last = self.kept.len() - 1;
            let mut i = 0;
            self.kept.retain(|_| {
                let keep = i == 0 || i == last || i % 2 == 0;
                i += 1;
                keep
            });
            self.bytes = self.kept.iter().map(String::len).sum();
            if self.kept.len() <= 2 {
                break;
            }
        }
    }

    /// The programs kept, oldest first.
    pub fn programs(&self) -> &[String] {
        &self.kept
    }
}

/// The index of the newest program of `history` for which `holds` is true, or `None`
/// when not even the first does. The newest is asked first, then programs ever further
/// back (1, 2, 4, ... steps) until one holds, then the newest holding one between that
/// and the nearest that did not, by bisection: a program that holds only under the
/// reducer's conditions usually passes it on to every later program.
pub fn newest_that_holds<E>(
    history: &[String],
    mut holds: impl FnMut(&str) -> Result<bool, E>,
) -> Result<Option<usize>, E> {
    let Some(last) = history.len().checked_sub(1) else {
        return Ok(None);
    };
    if holds(&history[last])? {
        return Ok(Some(last));
    }
    let (mut bad, mut step) = (last, 1);
    let good = loop {
        if bad == 0 {
            return Ok(None);
        }
        let i = bad.saturating_sub(step);
        if holds(&history[i])? {
            break i;
        }
        bad = i;
        step *= 2;
    };
    let mut good = good;
    while bad - good > 1 {
        let mid = good + (bad - good) / 2;
        if holds(&history[mid])? {
            good = mid;
        } else {
            bad = mid;
        }
    }
    Ok(Some(good))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::convert::Infallible;

    fn programs(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("p{i}")).collect()
    }

    /// The index found, and how many programs were asked.
    fn search(n: usize, holds: impl Fn(usize) -> bool) -> (Option<usize>, usize) {
        let h = programs(n);
        let mut asked = 0;
        let found = newest_that_holds::<Infallible>(&h, |t| {
            asked += 1;
            Ok(holds(t[1..].parse().unwrap()))
        })
        .unwrap();
        (found, asked)
    }

    #[test]
    fn the_newest_that_holds_is_found_in_few_questions() {
        assert_eq!(search(10, |_| true), (Some(9), 1));
        for n in [2, 3, 10, 1000] {
            for first_bad in 1..n {
                let (found, asked) = search(n, |i| i < first_bad);
                assert_eq!(found, Some(first_bad - 1), "n {n}, first bad {first_bad}");
                assert!(
                    asked <= 2 * (usize::BITS - n.leading_zeros()) as usize + 1,
                    "{asked}"
                );
            }
        }
        assert_eq!(search(5, |_| false), (None, 4));
    }

    #[test]
    fn a_history_keeps_the_original_and_the_newest_within_its_budget() {
        let mut h = History::new("original", 40);
        for i in 0..100 {
            h.push(&format!("step {i:03}"));
            h.push(&format!("step {i:03}"));
        }
        let p = h.programs();
        assert_eq!(p.first().unwrap(), "original");
        assert_eq!(p.last().unwrap(), "step 099");
        assert!(p.iter().map(String::len).sum::<usize>() <= 40, "{p:?}");
        assert!(
            p.windows(2).all(|w| w[0] < w[1] || w[0] == "original"),
            "{p:?}"
        );
    }
}
