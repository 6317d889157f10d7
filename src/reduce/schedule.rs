//! The schedule of a reduction, as one pure state machine: which candidate the
//! reduction needs next, which change it accepts, where its cursor goes, when a pass
//! and a round end, and when it is done. The engine drives it with real verdicts, the
//! planner ([`super::lookahead`]) with guessed ones, so the two cannot drift apart (as
//! C-Vise's one `TestManager` owns its loop).
//!
//! The machine holds no program, pass or process: [`Schedule::need`] says what it wants
//! ([`Need`]) and [`Schedule::answer`] gives it ([`Answer`]). Its decisions:
//!
//! - passes run in order, each from [`Cursor::START`], asked for a batch of candidates
//!   at a time; an empty batch ends the pass; a round that leaves the program no smaller
//!   than it began is the last (but a coarse one, below), and the final layout follows;
//! - a batch's candidates are wanted in order up to the end of the window holding the
//!   first interesting one ([`window::window_end`]); [`window::decide`] then retests a
//!   timed-out candidate that would have won, rejects the batch (the cursor moves past
//!   its last candidate), or keeps its successes;
//! - kept successes are folded in index order ([`window::compose`]); the fold is tested
//!   only when it is smaller than the first success alone, and taken only when
//!   interesting; otherwise the first success is taken;
//! - after an accepted change the cursor stays on the first success's candidate when the
//!   program got smaller, else it moves past it;
//! - the passes from `regular` on ([`creduce_passes::Pass::after_stall`]: the local
//!   exhaustive search) run only once a round of the others left the program no
//!   smaller, on a budget of candidates for the whole reduction; when they make it
//!   smaller, the rounds of the others start again;
//! - the first round on a program of 1 MiB or more is coarse: passes are asked only for
//!   candidates that remove a share of it, but for the first of a pass's first batch
//!   ([`Schedule::floor`], [`super::coarse`]); another round follows it, without the
//!   floor, even when it left the program no smaller.

use super::coarse::Floor;
use super::window::{self, Decision, Seen};
use crate::size::Size;
use creduce_passes::{Cursor, Edit};

/// Where a reduction stands in its schedule.
#[derive(Debug, Clone)]
pub(super) struct Schedule {
    passes: usize,
    /// Passes `0..regular` run every round; the rest only after a round that left the
    /// program no smaller.
    regular: usize,
    /// Candidates the passes after a stall may still be asked about.
    stall_left: u64,
    /// In the passes after a stall.
    stalled: bool,
    window: usize,
    pi: usize,
    cursor: Cursor,
    round_start: Size,
    size: Size,
    rounds: u32,
    /// The round asks only for big cuts ([`super::coarse`]).
    coarse: bool,
    /// No batch of the pass asked for yet.
    fresh: bool,
    phase: Phase,
}

#[derive(Debug, Clone)]
enum Phase {
    PassStart,
    Batch,
    Window(Window),
    FoldSize(Window, Fold),
    Fold(Window, Fold),
    Accept {
        lead: usize,
        cursor: Cursor,
        folded: usize,
        fold: bool,
    },
    PassEnd,
    Layout,
    Done,
}

/// A batch under test: its candidates' cursors and what each was seen as so far.
#[derive(Debug, Clone)]
struct Window {
    cursors: Vec<Cursor>,
    seen: Vec<Seen>,
    /// The rendered edit and size of each interesting candidate.
    got: Vec<Option<(Edit, Size)>>,
    /// The end of the first success's window (`usize::MAX` before any).
    end: usize,
    /// A timed-out candidate to test again alone.
    retest: Option<usize>,
}

/// The window's successes folded into one edit.
#[derive(Debug, Clone)]
struct Fold {
    lead: usize,
    edit: Edit,
    members: usize,
}

/// What the schedule needs next.
#[derive(Debug)]
pub(super) enum Need<'s> {
    /// Pass `pi` starts (again). Answer [`Answer::Go`].
    PassStart { pi: usize },
    /// The next batch of pass `pi`'s candidates from `cursor`. Answer
    /// [`Answer::Batch`] with their cursors (none: the pass is over).
    Batch { pi: usize, cursor: Cursor },
    /// The verdict on candidate `i` of the batch. Answer [`Answer::Got`].
    Candidate { i: usize },
    /// The verdict on candidate `i` again, tested alone (it timed out and would have
    /// won its window). Answer [`Answer::Got`].
    Retest { i: usize },
    /// The size of the program `edit` makes (`None` when it does not apply). Answer
    /// [`Answer::Size`].
    FoldSize { edit: &'s Edit },
    /// The verdict on the fold of the window's successes. Answer [`Answer::Got`].
    Fold { edit: &'s Edit },
    /// Take a change: the fold (`fold`) or candidate `lead` alone; `folded` candidates
    /// are in it. Answer [`Answer::Accepted`] with the new program's size.
    Accept {
        lead: usize,
        folded: usize,
        fold: bool,
    },
    /// Pass `pi` is over. Answer [`Answer::Go`].
    PassEnd { pi: usize },
    /// The rounds are over: the final layout. Answer [`Answer::Go`].
    Layout,
    /// Nothing more.
    Done,
}

/// What a candidate was seen as.
#[derive(Debug, Clone)]
pub(super) enum Got {
    /// Interesting: its edit as rendered (applied to the program) and the size it makes.
    Interesting { edit: Edit, size: Size },
    /// Timed out (never a verdict to keep: it may be retested alone).
    TimedOut,
    /// Anything else: not interesting, dropped before a test, cancelled.
    Rejected,
}

/// The answer to a [`Need`].
#[derive(Debug)]
pub(super) enum Answer {
    /// Go on.
    Go,
    /// A batch's cursors, in order.
    Batch(Vec<Cursor>),
    /// A verdict.
    Got(Got),
    /// A size.
    Size(Option<Size>),
    /// The size of the program just accepted.
    Accepted(Size),
}

impl Schedule {
    /// A reduction of a program of `size` over `passes` passes in windows of `window`,
    /// before its first pass.
    #[cfg(test)]
    pub(super) fn new(passes: usize, window: usize, size: Size) -> Schedule {
        Schedule::with_stall(passes, passes, 0, window, size)
    }

    /// The schedule of a reduction with `opts`, of a program of `size`: the passes from
    /// the first that runs after a stall on run only after a stall.
    pub(super) fn of(opts: &super::ReduceOptions<'_>, size: Size) -> Schedule {
        let regular = opts
            .passes
            .iter()
            .position(|p| p.after_stall())
            .unwrap_or(opts.passes.len());
        debug_assert!(
            opts.passes[regular..].iter().all(|p| p.after_stall()),
            "the passes after a stall come last (stall_passes_last)"
        );
        Schedule::with_stall(
            opts.passes.len(),
            regular,
            opts.exhaustive_tests,
            opts.window,
            size,
        )
    }

    /// As [`Self::new`], where passes `regular..passes` run only after a round of the
    /// others that left the program no smaller, and are asked about at most
    /// `stall_budget` candidates in all (a window that has begun to succeed is finished).
    pub(super) fn with_stall(
        passes: usize,
        regular: usize,
        stall_budget: u64,
        window: usize,
        size: Size,
    ) -> Schedule {
        let regular = regular.min(passes);
        let mut s = Schedule {
            passes,
            regular,
            stall_left: stall_budget,
            stalled: regular == 0,
            window: window.max(1),
            pi: 0,
            cursor: Cursor::START,
            round_start: size,
            size,
            rounds: 1,
            coarse: regular > 0 && size.bytes >= super::coarse::COARSE_FROM_BYTES,
            fresh: true,
            phase: Phase::PassStart,
        };
        s.phase = s.round_phase();
        s
    }

    /// The start of a round (or of the passes after a stall): the first pass, or the
    /// layout when there is none to run.
    fn round_phase(&self) -> Phase {
        if self.passes == 0 || (self.stalled && self.stall_left == 0) {
            Phase::Layout
        } else {
            Phase::PassStart
        }
    }

    /// The pass the schedule is in.
    pub(super) fn pass(&self) -> usize {
        self.pi
    }

    /// Rounds begun.
    pub(super) fn rounds(&self) -> u32 {
        self.rounds
    }

    /// What the next batch's candidates must remove to be asked about: in a coarse
    /// round, a share of the program as it is now, but for the pass's very first
    /// candidate; else nothing.
    pub(super) fn floor(&self) -> Floor {
        if self.coarse {
            Floor {
                bytes: self.size.bytes / super::coarse::COARSE_SHARE,
                first_free: self.fresh,
            }
        } else {
            Floor::NONE
        }
    }

    /// What the schedule needs next.
    pub(super) fn need(&self) -> Need<'_> {
        match &self.phase {
            Phase::PassStart => Need::PassStart { pi: self.pi },
            Phase::Batch => Need::Batch {
                pi: self.pi,
                cursor: self.cursor,
            },
            Phase::Window(w) => match w.retest {
                Some(i) => Need::Retest { i },
                None => Need::Candidate { i: w.seen.len() },
            },
            Phase::FoldSize(_, f) => Need::FoldSize { edit: &f.edit },
            Phase::Fold(_, f) => Need::Fold { edit: &f.edit },
            Phase::Accept {
                lead, folded, fold, ..
            } => Need::Accept {
                lead: *lead,
                folded: *folded,
                fold: *fold,
            },
            Phase::PassEnd => Need::PassEnd { pi: self.pi },
            Phase::Layout => Need::Layout,
            Phase::Done => Need::Done,
        }
    }

    /// Give the schedule what it needed.
    ///
    /// # Panics
    /// When `answer` is not an answer to [`Self::need`] (a bug in the driver).
    pub(super) fn answer(&mut self, answer: Answer) {
        let phase = std::mem::replace(&mut self.phase, Phase::Done);
        if matches!(phase, Phase::Batch) {
            self.fresh = false;
        }
        self.phase = match (phase, answer) {
            (Phase::PassStart, Answer::Go) => {
                self.fresh = true;
                self.batch()
            }
            (Phase::Batch, Answer::Batch(cursors)) if cursors.is_empty() => Phase::PassEnd,
            (Phase::Batch, Answer::Batch(cursors)) => Phase::Window(Window {
                seen: Vec::with_capacity(cursors.len()),
                got: Vec::with_capacity(cursors.len()),
                cursors,
                end: usize::MAX,
                retest: None,
            }),
            (Phase::Window(mut w), Answer::Got(got)) => {
                match w.retest.take() {
                    Some(i) => {
                        // Won or not: a second timeout is a rejection.
                        let (seen, kept) = match got {
                            Got::Interesting { edit, size } => {
                                (Seen::Interesting, Some((edit, size)))
                            }
                            _ => (Seen::Rejected, None),
                        };
                        w.seen[i] = seen;
                        w.got[i] = kept;
                    }
                    None => {
                        let i = w.seen.len();
                        if self.stalled {
                            self.stall_left = self.stall_left.saturating_sub(1);
                        }
                        let (seen, kept) = match got {
                            Got::Interesting { edit, size } => {
                                if w.end == usize::MAX {
                                    w.end = window::window_end(i, self.window);
                                }
                                (Seen::Interesting, Some((edit, size)))
                            }
                            Got::TimedOut => (Seen::TimedOut, None),
                            Got::Rejected => (Seen::Rejected, None),
                        };
                        w.seen.push(seen);
                        w.got.push(kept);
                    }
                }
                self.settle(w)
            }
            (Phase::FoldSize(w, f), Answer::Size(size)) => {
                let lead_size = w.got[f.lead].as_ref().map(|(_, s)| *s);
                match (lead_size, size) {
                    // Only a fold smaller than the lead alone is worth a test.
                    (Some(lead), Some(s)) if s >= lead => self.accept(&w, f.lead, 1, false),
                    _ => Phase::Fold(w, f),
                }
            }
            (Phase::Fold(w, f), Answer::Got(got)) => match got {
                Got::Interesting { .. } => self.accept(&w, f.lead, f.members, true),
                _ => self.accept(&w, f.lead, 1, false),
            },
            (Phase::Accept { cursor, .. }, Answer::Accepted(size)) => {
                self.cursor = if size < self.size {
                    cursor
                } else {
                    cursor.next()
                };
                self.size = size;
                self.batch()
            }
            (Phase::PassEnd, Answer::Go) => {
                self.pi += 1;
                self.cursor = Cursor::START;
                let end = if self.stalled {
                    self.passes
                } else {
                    self.regular
                };
                if self.pi < end {
                    Phase::PassStart
                } else if self.size < self.round_start || self.coarse {
                    // Smaller, or only big cuts were tried: the regular passes again,
                    // after a stall too.
                    self.round_start = self.size;
                    self.rounds += 1;
                    self.coarse = false;
                    self.pi = 0;
                    self.stalled = self.regular == 0;
                    self.round_phase()
                } else if !self.stalled && self.regular < self.passes {
                    self.stalled = true;
                    self.round_phase()
                } else {
                    Phase::Layout
                }
            }
            (Phase::Layout, Answer::Go) => Phase::Done,
            (phase, answer) => panic!("schedule: {answer:?} does not answer {phase:?}"),
        };
    }

    /// The next batch of the pass, or its end when it runs after a stall and the
    /// budget is spent.
    fn batch(&self) -> Phase {
        if self.stalled && self.stall_left == 0 {
            Phase::PassEnd
        } else {
            Phase::Batch
        }
    }

    /// After a verdict on a window's candidate: the next candidate, or the window's
    /// decision (early when the budget after a stall is spent before any success).
    fn settle(&mut self, mut w: Window) -> Phase {
        let spent = self.stalled && self.stall_left == 0 && w.end == usize::MAX;
        if w.seen.len() < w.end.min(w.cursors.len()) && !spent {
            return Phase::Window(w);
        }
        match window::decide(&w.seen, self.window) {
            Decision::Retest(i) => {
                w.retest = Some(i);
                Phase::Window(w)
            }
            Decision::Reject => {
                self.cursor = w.cursors[w.cursors.len() - 1].next();
                self.batch()
            }
            Decision::Keep { successes } => {
                let lead = successes[0];
                let edits: Vec<&Edit> = successes
                    .iter()
                    .filter_map(|&i| w.got[i].as_ref().map(|(e, _)| e))
                    .collect();
                match window::compose(&edits) {
                    None => self.accept(&w, lead, 1, false),
                    Some((edit, members)) => Phase::FoldSize(
                        w,
                        Fold {
                            lead,
                            edit,
                            members,
                        },
                    ),
                }
            }
        }
    }

    fn accept(&self, w: &Window, lead: usize, folded: usize, fold: bool) -> Phase {
        Phase::Accept {
            lead,
            cursor: w.cursors[lead],
            folded,
            fold,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(tokens: usize) -> Size {
        Size::new(tokens, tokens * 2)
    }

    fn cursors(n: usize) -> Vec<Cursor> {
        let mut c = vec![Cursor::START];
        for _ in 1..n {
            let next = c[c.len() - 1].next();
            c.push(next);
        }
        c
    }

    fn yes(tokens: usize) -> Answer {
        Answer::Got(Got::Interesting {
            edit: Edit::default(),
            size: size(tokens),
        })
    }

    fn no() -> Answer {
        Answer::Got(Got::Rejected)
    }

    #[test]
    fn a_batch_is_tested_to_the_end_of_the_first_success_s_window_then_folded() {
        let mut s = Schedule::new(1, 4, size(100));
        assert!(matches!(s.need(), Need::PassStart { pi: 0 }));
        s.answer(Answer::Go);
        assert!(matches!(s.need(), Need::Batch { pi: 0, .. }));
        s.answer(Answer::Batch(cursors(10)));
        // 0 no, 1 yes: the window is 0..4, so 2 and 3 are wanted, then no more.
        for (i, a) in [no(), yes(90), no(), yes(95)].into_iter().enumerate() {
            assert!(matches!(s.need(), Need::Candidate { i: j } if j == i));
            s.answer(a);
        }
        // Two successes: their fold, no smaller than the lead, is not tested.
        assert!(matches!(s.need(), Need::FoldSize { .. }), "{:?}", s.need());
        s.answer(Answer::Size(Some(size(92))));
        assert!(
            matches!(
                s.need(),
                Need::Accept {
                    lead: 1,
                    folded: 1,
                    fold: false
                }
            ),
            "{:?}",
            s.need()
        );
        s.answer(Answer::Accepted(size(90)));
        // Smaller: the cursor stays on the lead's candidate.
        assert!(matches!(s.need(), Need::Batch { cursor, .. } if cursor == cursors(2)[1]));
    }

    #[test]
    fn a_timed_out_candidate_that_would_win_is_retested_and_a_rejected_batch_moves_on() {
        let mut s = Schedule::new(1, 4, size(100));
        s.answer(Answer::Go);
        s.answer(Answer::Batch(cursors(3)));
        s.answer(Answer::Got(Got::TimedOut));
        s.answer(no());
        s.answer(no());
        assert!(matches!(s.need(), Need::Retest { i: 0 }));
        s.answer(Answer::Got(Got::TimedOut));
        // Rejected: the cursor moves past the batch's last candidate.
        assert!(matches!(s.need(), Need::Batch { cursor, .. } if cursor == cursors(4)[3]));
        s.answer(Answer::Batch(Vec::new()));
        assert!(matches!(s.need(), Need::PassEnd { pi: 0 }));
        s.answer(Answer::Go);
        // Nothing got smaller this round: the layout, then done.
        assert!(matches!(s.need(), Need::Layout));
        s.answer(Answer::Go);
        assert!(matches!(s.need(), Need::Done));
        assert_eq!(s.rounds(), 1);
    }

    #[test]
    fn a_round_that_removed_something_is_followed_by_another() {
        let mut s = Schedule::new(2, 4, size(100));
        s.answer(Answer::Go);
        s.answer(Answer::Batch(cursors(1)));
        s.answer(yes(80));
        assert!(matches!(s.need(), Need::Accept { lead: 0, .. }));
        s.answer(Answer::Accepted(size(80)));
        s.answer(Answer::Batch(Vec::new()));
        s.answer(Answer::Go); // pass 0 ends
        assert!(matches!(s.need(), Need::PassStart { pi: 1 }));
        s.answer(Answer::Go);
        s.answer(Answer::Batch(Vec::new()));
        s.answer(Answer::Go); // pass 1 ends: the round removed something
        assert!(matches!(s.need(), Need::PassStart { pi: 0 }));
        assert_eq!(s.rounds(), 2);
    }

    #[test]
    fn a_big_program_s_first_round_is_coarse_and_another_follows_it() {
        let big = Size::new(300_000, 2 << 20);
        let free = Floor {
            bytes: 2048,
            first_free: true,
        };
        let mut s = Schedule::new(1, 4, big);
        assert_eq!(s.floor(), free);
        s.answer(Answer::Go);
        s.answer(Answer::Batch(Vec::new()));
        s.answer(Answer::Go); // the coarse round ends, the program as it was
        assert!(matches!(s.need(), Need::PassStart { pi: 0 }));
        assert_eq!(s.rounds(), 2);
        assert_eq!(s.floor(), Floor::NONE);
        s.answer(Answer::Go);
        s.answer(Answer::Batch(Vec::new()));
        s.answer(Answer::Go);
        assert!(matches!(s.need(), Need::Layout));
        // A small program's first round is not coarse.
        let small = Schedule::new(1, 4, size(100));
        assert_eq!(small.floor(), Floor::NONE);
        // Nor is one of only the passes after a stall.
        assert_eq!(Schedule::with_stall(1, 0, 10, 4, big).floor(), Floor::NONE);
    }

    #[test]
    fn only_a_pass_s_first_batch_has_its_first_candidate_free() {
        let mut s = Schedule::new(2, 4, Size::new(300_000, 2 << 20));
        let free = Floor {
            bytes: 2048,
            first_free: true,
        };
        s.answer(Answer::Go);
        assert_eq!(s.floor(), free);
        s.answer(Answer::Batch(cursors(1)));
        s.answer(yes(299_000));
        s.answer(Answer::Accepted(Size::new(299_000, 2 << 20)));
        // The cursor stays where it was, but the pass's first batch was asked.
        assert!(matches!(s.need(), Need::Batch { .. }));
        let not_free = Floor {
            first_free: false,
            ..free
        };
        assert_eq!(s.floor(), not_free);
        s.answer(Answer::Batch(Vec::new()));
        s.answer(Answer::Go);
        // The next pass's first batch.
        assert!(matches!(s.need(), Need::PassStart { pi: 1 }));
        s.answer(Answer::Go);
        assert_eq!(s.floor(), free);
    }

    #[test]
    fn a_fold_is_tested_only_when_smaller_than_its_lead_and_taken_only_when_interesting() {
        let text = "aaaa bbbb cccc";
        let e = |from: usize| Edit::delete(std::iter::once(from..from + 5));
        let two = |s: &mut Schedule| {
            s.answer(Answer::Batch(cursors(2)));
            s.answer(Answer::Got(Got::Interesting {
                edit: e(0),
                size: size(2),
            }));
            s.answer(Answer::Got(Got::Interesting {
                edit: e(5),
                size: size(2),
            }));
        };
        let mut s = Schedule::new(1, 4, size(3));
        s.answer(Answer::Go);
        two(&mut s);
        let Need::FoldSize { edit } = s.need() else {
            panic!("{:?}", s.need())
        };
        assert_eq!(edit.apply(text).as_deref(), Some("cccc"));
        // As big as the lead: the lead alone, untested.
        s.answer(Answer::Size(Some(size(2))));
        assert!(matches!(
            s.need(),
            Need::Accept {
                lead: 0,
                folded: 1,
                fold: false
            }
        ));
        s.answer(Answer::Accepted(size(2)));
        two(&mut s);
        s.answer(Answer::Size(Some(size(1))));
        assert!(matches!(s.need(), Need::Fold { .. }));
        s.answer(Answer::Got(Got::Interesting {
            edit: e(0),
            size: size(1),
        }));
        assert!(matches!(
            s.need(),
            Need::Accept {
                lead: 0,
                folded: 2,
                fold: true
            }
        ));
        s.answer(Answer::Accepted(size(1)));
        two(&mut s);
        s.answer(Answer::Size(Some(size(0))));
        s.answer(no());
        assert!(matches!(
            s.need(),
            Need::Accept {
                lead: 0,
                folded: 1,
                fold: false
            }
        ));
    }

    /// Runs pass 0 (the regular one) through a round that changes nothing.
    fn quiet_round(s: &mut Schedule) {
        assert!(
            matches!(s.need(), Need::PassStart { pi: 0 }),
            "{:?}",
            s.need()
        );
        s.answer(Answer::Go);
        s.answer(Answer::Batch(Vec::new()));
        assert!(matches!(s.need(), Need::PassEnd { pi: 0 }));
        s.answer(Answer::Go);
    }

    /// The pass after the stall (pass 1) starts.
    fn search_starts(s: &mut Schedule) {
        assert!(
            matches!(s.need(), Need::PassStart { pi: 1 }),
            "{:?}",
            s.need()
        );
        s.answer(Answer::Go);
    }

    /// The last two candidates of the budget rejected: the search ends, then the layout.
    fn budget_spent_by_two(s: &mut Schedule) {
        s.answer(no());
        s.answer(no());
        assert!(
            matches!(s.need(), Need::PassEnd { pi: 1 }),
            "{:?}",
            s.need()
        );
        s.answer(Answer::Go);
        assert!(matches!(s.need(), Need::Layout), "{:?}", s.need());
    }

    #[test]
    fn the_passes_after_a_stall_run_only_when_a_round_changed_nothing_on_their_budget() {
        let mut s = Schedule::with_stall(2, 1, 5, 4, size(100));
        quiet_round(&mut s);
        // The round left the program as it was: the search after the stall.
        search_starts(&mut s);
        s.answer(Answer::Batch(cursors(3)));
        for _ in 0..3 {
            assert!(matches!(s.need(), Need::Candidate { .. }));
            s.answer(no());
        }
        // Two candidates left in the budget: a batch of three is cut after two.
        assert!(
            matches!(s.need(), Need::Batch { pi: 1, .. }),
            "{:?}",
            s.need()
        );
        s.answer(Answer::Batch(cursors(3)));
        budget_spent_by_two(&mut s);
        assert_eq!(s.rounds(), 1);
    }

    #[test]
    fn a_change_after_a_stall_starts_the_rounds_again_and_the_budget_carries_over() {
        let mut s = Schedule::with_stall(2, 1, 4, 4, size(100));
        quiet_round(&mut s);
        search_starts(&mut s);
        s.answer(Answer::Batch(cursors(2)));
        s.answer(no());
        s.answer(yes(90));
        // Its window is finished even past the budget: the window holds the success.
        assert!(
            matches!(s.need(), Need::Accept { lead: 1, .. }),
            "{:?}",
            s.need()
        );
        s.answer(Answer::Accepted(size(90)));
        s.answer(Answer::Batch(Vec::new()));
        s.answer(Answer::Go);
        // Smaller: the regular passes again, as a new round.
        assert_eq!(s.rounds(), 2);
        quiet_round(&mut s);
        // Stalled again: the search goes on with the two candidates left.
        search_starts(&mut s);
        s.answer(Answer::Batch(cursors(5)));
        budget_spent_by_two(&mut s);
    }

    #[test]
    fn no_budget_no_search() {
        let mut s = Schedule::with_stall(2, 1, 0, 4, size(100));
        quiet_round(&mut s);
        assert!(matches!(s.need(), Need::Layout), "{:?}", s.need());
        // Only the search, with a budget: it runs from the start.
        let s = Schedule::with_stall(1, 0, 3, 4, size(100));
        assert!(matches!(s.need(), Need::PassStart { pi: 0 }));
        let s = Schedule::with_stall(1, 0, 0, 4, size(100));
        assert!(matches!(s.need(), Need::Layout));
    }
}
