//! The first round on a big program tries only big cuts.
//!
//! On a unit of a few megabytes a test takes seconds, and the first passes' last
//! candidates (one unused declaration, one body) each buy a thousandth of the program
//! or less, while a later pass (hierarchical delta) takes whole namespace blocks. So
//! while the schedule says its round is coarse ([`super::schedule::Schedule::floor`]),
//! a pass is asked only for candidates that remove at least a share of the program;
//! the rest wait for the next round, when the program and its tests are smaller. The
//! first candidate of a pass's first batch is always asked (often "every site at once",
//! which may remove little and open much). The share is of the program as it is when a
//! batch is asked, so the floor falls as the round deletes. The engine and the planner
//! both ask through [`candidates`], so their batches agree.

use creduce_passes::{Candidate, Cursor, Edit, Observation, Pass, Program};

/// A round is coarse only on a program of at least this many bytes (1 MiB).
pub(super) const COARSE_FROM_BYTES: usize = 1 << 20;

/// In a coarse round, a candidate must remove at least this share of the program's
/// bytes as it is when the batch is asked (1/1024).
pub(super) const COARSE_SHARE: usize = 1024;

/// The most candidates one look through a pass asks for; from the batch's size, it
/// doubles each time none was big enough, so a long run of small ones costs a few asks.
const MAX_LOOK: usize = 1 << 16;

/// What a batch's candidates must remove to be asked about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Floor {
    /// The fewest bytes (0: any candidate).
    pub(super) bytes: usize,
    /// The batch is the pass's first: its first candidate is asked whatever it removes.
    pub(super) first_free: bool,
}

impl Floor {
    /// Every candidate.
    pub(super) const NONE: Floor = Floor {
        bytes: 0,
        first_free: false,
    };
}

/// The bytes `edit` removes (negative when it adds).
pub(super) fn removed(edit: &Edit) -> isize {
    edit.replacements()
        .iter()
        .map(|r| r.range.len() as isize - r.text.len() as isize)
        .sum()
}

/// The next batch of `pass`'s candidates for `prog` from `cursor`, at most `limit`:
/// with a floor, only those that remove at least its bytes (and the first, when free),
/// looking further on until some do or the pass has none.
pub(super) fn candidates(
    pass: &dyn Pass,
    prog: &Program,
    observation: Option<&Observation>,
    mut cursor: Cursor,
    limit: usize,
    floor: Floor,
) -> Vec<Candidate> {
    #[cfg(debug_assertions)]
    stall_for_tests();
    let ask = |cursor: Cursor, limit: usize| match observation {
        Some(o) => pass.observed_candidates(prog, o, cursor, limit),
        None => pass.candidates(prog, cursor, limit),
    };
    if floor.bytes == 0 {
        return ask(cursor, limit);
    }
    let mut free = floor.first_free;
    let mut look = limit.max(1);
    loop {
        let all = ask(cursor, look);
        let Some(last) = all.last().map(|c| c.cursor) else {
            return all;
        };
        let big: Vec<Candidate> = all
            .into_iter()
            .enumerate()
            .filter(|(i, c)| (free && *i == 0) || removed(&c.edit) >= floor.bytes as isize)
            .map(|(_, c)| c)
            .take(limit)
            .collect();
        if !big.is_empty() {
            return big;
        }
        free = false;
        cursor = last.next();
        look = (look * 2).min(MAX_LOOK.max(limit));
    }
}

/// Debug builds only: `CREDUCE_RS_STALL_CANDIDATES=SECONDS` makes every batch of
/// candidates take that long without looking at the interrupt, as a pass's long
/// computation on a big program does. The tests of the forced exit stand on it.
#[cfg(debug_assertions)]
fn stall_for_tests() {
    static STALL: std::sync::OnceLock<Option<u64>> = std::sync::OnceLock::new();
    let stall = STALL.get_or_init(|| {
        std::env::var("CREDUCE_RS_STALL_CANDIDATES")
            .ok()
            .and_then(|s| s.parse().ok())
    });
    if let Some(secs) = stall {
        std::thread::sleep(std::time::Duration::from_secs(*secs));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use creduce_passes::pass_by_name;

    #[test]
    fn a_coarse_batch_holds_the_first_candidate_and_those_above_the_floor() {
        // Lines of 1, 2 and 40 bytes: delete_lines offers every line (and chunks).
        let mut src = String::new();
        for i in 0..300 {
            let line = match i % 3 {
                0 => "a\n".to_string(),
                1 => "bb\n".to_string(),
                _ => format!("{}\n", "c".repeat(40)),
            };
            src.push_str(&line);
        }
        let prog = Program::new(&src);
        let pass = pass_by_name("delete_lines").unwrap();
        let fine = candidates(pass.as_ref(), &prog, None, Cursor::START, 64, Floor::NONE);
        assert_eq!(fine, pass.candidates(&prog, Cursor::START, 64));
        let floor = |first_free| Floor {
            bytes: 30,
            first_free,
        };
        let coarse = candidates(pass.as_ref(), &prog, None, Cursor::START, 64, floor(true));
        assert_eq!(coarse[0], fine[0]);
        assert!(coarse.len() <= 64);
        assert!(coarse[1..].iter().all(|c| removed(&c.edit) >= 30));
        // The small ones are left out, not the cursors' order.
        assert!(coarse.windows(2).all(|w| w[0].cursor < w[1].cursor));
        // Past the big chunks, a batch of single lines holds only the 40-byte ones,
        // looking through batches of only small lines on the way.
        let singles = pass.candidates(&prog, Cursor::START, 100_000);
        let last_big = singles
            .iter()
            .rposition(|c| removed(&c.edit) >= 30)
            .unwrap();
        let from = singles[last_big].cursor;
        let tail = candidates(pass.as_ref(), &prog, None, from, 64, floor(false));
        assert_eq!(tail.len(), 1);
        assert!(removed(&tail[0].edit) >= 30);
        // Nothing left above the floor: the pass is over.
        assert!(candidates(pass.as_ref(), &prog, None, from.next(), 64, floor(false)).is_empty());
        // Not the pass's first batch: its first candidate is not free.
        let again = candidates(pass.as_ref(), &prog, None, Cursor::START, 64, floor(false));
        assert!(again.iter().all(|c| removed(&c.edit) >= 30));
    }
}
