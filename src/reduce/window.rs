//! What one batch decides, from its candidates' verdicts alone: the first success, the
//! end of its window, which timed-out candidates are tested again alone first, and which
//! successes are folded into one change. Pure functions over the verdicts, so the
//! decision cannot depend on the order tests finished in, on `-j` or on threads; the
//! engine ([`super::engine`]) runs the tests and follows these decisions.

use creduce_passes::{Edit, Replacement};

/// What a candidate's evaluation means for the decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Seen {
    /// Interesting (tested or cached).
    Interesting,
    /// Its test timed out (never cached: a timeout depends on the load).
    TimedOut,
    /// Anything else: not interesting, dropped in-process, cancelled, or a timed-out
    /// candidate that was tested again alone and did not win.
    Rejected,
}

/// The next step of a batch's decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Decision {
    /// Nothing is interesting: the batch changes nothing.
    Reject,
    /// Candidate `i` timed out before the first success (or anywhere, when there is
    /// none) and would have won: test it again alone, record the new verdict (a loss as
    /// [`Seen::Rejected`]) and decide again.
    Retest(usize),
    /// Keep the window of the first success `successes[0]`: its successes, in index
    /// order, are the change (folded when there are several).
    Keep {
        /// Indices of the window's successes, increasing; the first is the lead.
        successes: Vec<usize>,
    },
}

/// The end (exclusive) of the window holding candidate `i`, for windows of `window`
/// candidates aligned to the batch's start.
pub(super) fn window_end(i: usize, window: usize) -> usize {
    let window = window.max(1);
    (i / window + 1) * window
}

/// The decision over a batch whose candidates were seen as `seen` (every candidate up
/// to the end of the first success's window must have been evaluated).
pub(super) fn decide(seen: &[Seen], window: usize) -> Decision {
    let lead = seen.iter().position(|s| *s == Seen::Interesting);
    let before = lead.unwrap_or(seen.len());
    if let Some(t) = seen[..before].iter().position(|s| *s == Seen::TimedOut) {
        return Decision::Retest(t);
    }
    let Some(lead) = lead else {
        return Decision::Reject;
    };
    let end = window_end(lead, window).min(seen.len());
    Decision::Keep {
        successes: (lead..end)
            .filter(|&i| seen[i] == Seen::Interesting)
            .collect(),
    }
}

/// The fold of `edits` (the successes' edits, lead first): each added in order unless
/// it overlaps what is already in. Returns the folded edit and how many edits it holds,
/// or `None` when fewer than two fit together (the lead alone is the change).
pub(super) fn compose(edits: &[&Edit]) -> Option<(Edit, usize)> {
    let (lead, rest) = edits.split_first()?;
    let mut reps: Vec<Replacement> = lead.replacements().to_vec();
    let mut members = 1;
    for e in rest {
        let mut trial = reps.clone();
        trial.extend_from_slice(e.replacements());
        if Edit::new(trial.clone()).is_ok() {
            reps = trial;
            members += 1;
        }
    }
    if members < 2 {
        return None;
    }
    Edit::new(reps).ok().map(|e| (e, members))
}

#[cfg(test)]
mod tests {
    use super::*;
    use Seen::{Interesting as I, Rejected as R, TimedOut as T};

    fn keep(successes: &[usize]) -> Decision {
        Decision::Keep {
            successes: successes.to_vec(),
        }
    }

    #[test]
    fn the_first_success_leads_and_its_window_ends_the_change() {
        // Windows of 4: [0..4) [4..8); the first success is 5, its window ends at 8.
        let seen = [R, R, R, R, R, I, R, I, I];
        assert_eq!(decide(&seen, 4), keep(&[5, 7]));
        // A window of 1 never folds.
        assert_eq!(decide(&seen, 1), keep(&[5]));
        // The batch may end before the window does.
        assert_eq!(decide(&[R, I, I], 4), keep(&[1, 2]));
    }

    #[test]
    fn nothing_interesting_changes_nothing() {
        assert_eq!(decide(&[R, R, R], 4), Decision::Reject);
        assert_eq!(decide(&[], 4), Decision::Reject);
    }

    #[test]
    fn a_timeout_before_the_first_success_is_retested_first() {
        let mut seen = vec![R, T, R, T, I, I];
        assert_eq!(decide(&seen, 4), Decision::Retest(1));
        // It lost: the next timeout before the success comes next.
        seen[1] = R;
        assert_eq!(decide(&seen, 4), Decision::Retest(3));
        // It won: it leads, and its window is [0..4).
        seen[3] = I;
        assert_eq!(decide(&seen, 4), keep(&[3]));
        // With no success at all, every timeout is retested.
        assert_eq!(decide(&[R, T], 4), Decision::Retest(1));
        // A timeout after the first success is no candidate for winning.
        assert_eq!(decide(&[I, T, I], 4), keep(&[0, 2]));
    }

    #[test]
    fn window_ends_are_aligned_to_the_batch_start() {
        assert_eq!(window_end(0, 4), 4);
        assert_eq!(window_end(3, 4), 4);
        assert_eq!(window_end(4, 4), 8);
        assert_eq!(window_end(7, 1), 8);
        assert_eq!(window_end(7, 0), 8, "a window of 0 is a window of 1");
    }

    fn edit(a: usize, b: usize, text: &str) -> Edit {
        Edit::new(vec![Replacement {
            range: a..b,
            text: text.into(),
        }])
        .unwrap()
    }

    #[test]
    fn a_fold_takes_successes_in_order_and_skips_overlaps() {
        let a = edit(0, 2, "");
        let b = edit(1, 3, "x"); // overlaps a (overlapping deletions alone would merge)
        let c = edit(5, 6, "");
        let (folded, members) = compose(&[&a, &b, &c]).unwrap();
        assert_eq!(members, 2);
        assert_eq!(folded.apply("0123456789").unwrap(), "2346789");
        // One edit, or only overlapping ones: no fold.
        assert_eq!(compose(&[&a]), None);
        assert_eq!(compose(&[&a, &b]), None);
        assert_eq!(compose(&[]), None);
    }
}
