//! The first round on a big program tries only big cuts.
//!
//! On a unit of a few megabytes a test takes seconds, and the first passes' last
//! candidates (one unused declaration, one body) each buy a thousandth of the program
//! or less, while a later pass (hierarchical delta) takes whole namespace blocks. So
//! while the schedule says its round is coarse ([`super::schedule::Schedule::floor`]),
//! a pass is asked only for candidates that remove at least a share of the program;
//! the rest wait for the next round, when the program and its tests are smaller. The
//! first candidate of every pass is always asked (often "every site at once", which may
//! remove little and open much). The engine and the planner both ask through
//! [`candidates`], so their batches agree.

use creduce_passes::{Candidate, Cursor, Edit, Observation, Pass, Program};

/// A round is coarse only on a program of at least this many bytes.
pub(super) const COARSE_FROM_BYTES: usize = 1 << 20;

/// In a coarse round, a candidate must remove at least this share of the program's
/// bytes (1/1024).
pub(super) const COARSE_SHARE: usize = 1024;

/// How many candidates a coarse round looks through per batch it asks for, before
/// leaving the small ones out.
const LOOK_THROUGH: usize = 16;

/// The bytes `edit` removes (negative when it adds).
pub(super) fn removed(edit: &Edit) -> isize {
    edit.replacements()
        .iter()
        .map(|r| r.range.len() as isize - r.text.len() as isize)
        .sum()
}

/// The next batch of `pass`'s candidates for `prog` from `cursor`, at most `limit`:
/// with a `floor` above 0, only those that remove at least `floor` bytes (and the
/// pass's first candidate), looking further on until some do or the pass has none.
pub(super) fn candidates(
    pass: &dyn Pass,
    prog: &Program,
    observation: Option<&Observation>,
    mut cursor: Cursor,
    limit: usize,
    floor: usize,
) -> Vec<Candidate> {
    let ask = |cursor: Cursor, limit: usize| match observation {
        Some(o) => pass.observed_candidates(prog, o, cursor, limit),
        None => pass.candidates(prog, cursor, limit),
    };
    if floor == 0 {
        return ask(cursor, limit);
    }
    loop {
        let first_of_pass = cursor == Cursor::START;
        let all = ask(cursor, limit.saturating_mul(LOOK_THROUGH));
        let Some(last) = all.last().map(|c| c.cursor) else {
            return all;
        };
        let big: Vec<Candidate> = all
            .into_iter()
            .enumerate()
            .filter(|(i, c)| (first_of_pass && *i == 0) || removed(&c.edit) >= floor as isize)
            .map(|(_, c)| c)
            .take(limit)
            .collect();
        if !big.is_empty() {
            return big;
        }
        cursor = last.next();
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
        let fine = candidates(pass.as_ref(), &prog, None, Cursor::START, 64, 0);
        assert_eq!(fine, pass.candidates(&prog, Cursor::START, 64));
        let coarse = candidates(pass.as_ref(), &prog, None, Cursor::START, 64, 30);
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
        let tail = candidates(pass.as_ref(), &prog, None, from, 64, 30);
        assert_eq!(tail.len(), 1);
        assert!(removed(&tail[0].edit) >= 30);
        // Nothing left above the floor: the pass is over.
        assert!(candidates(pass.as_ref(), &prog, None, from.next(), 64, 30).is_empty());
    }
}
