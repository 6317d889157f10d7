//! The engine's path, predicted. From where the engine stands ([`At`]: its program,
//! pass and cursor), [`Lookahead::walk`] follows the engine's own rules (the batch in
//! order, the window of the first success, the fold, the next pass, the next round,
//! the final layout, the result's runs as its user runs the test) with the verdicts the
//! cache already knows. At a verdict it does not know, the path forks: interesting or not, with odds from the verdicts seen so
//! far (that pass's candidates, or folds), lowered for a candidate that takes out
//! altogether a token only failures took out (a test that greps for `<<` fails every
//! candidate taking out the last `<<`). A failure that took out such a suspected token
//! is explained by it: its other tokens are not suspected for it, and its pass's
//! tallies do not count it. These odds are then calibrated: the verdicts of earlier
//! guesses like them (by odds, or by how often the suspected token failed) say what
//! they turned out to mean. The walk is a best-first search over these forks, by the
//! odds that a test is needed, raised for each verdict the engine waits for before it
//! needs it ([`LEVEL_GAIN`]): the engine's own next test, then the tests ahead on the
//! way it most likely takes, deep before wide, then the first ones on the ways it may
//! take instead. A pass that must observe a program it has
//! not observed is guessed to change nothing, at odds [`BLIND`].
//!
//! A guess only ever decides which tests run early, never a result: the engine
//! decides from verdicts alone, and a verdict depends on the text alone.

use super::cache::{Key, VerdictCache};
use super::candidate::Pipeline;
use super::coarse::{self, Floor};
use super::current::Current;
use super::format::Format;
use super::options::BATCH;
use super::schedule::{Answer, Got, Need, Schedule};
use crate::size::Size;
use creduce_passes::{Candidate, Cursor, Edit, Observation};
use std::collections::{BinaryHeap, HashMap, HashSet};
use std::sync::Arc;

/// Candidates one walk may look at (rendered or found in the memo).
const MAX_SCAN: usize = 2048;

/// A test's worth to start now grows by this for each verdict the engine waits for
/// before it needs the test (see [`Branch::score`]).
const LEVEL_GAIN: f64 = 2.0;

/// The level beyond which a test's score gains no more ([`LEVEL_GAIN`]^64 is far beyond
/// any odds a branch has).
const MAX_LEVEL: u32 = 64;

/// The odds that a pass that must observe the program first changes nothing.
const BLIND: f64 = 0.5;

/// Memo entries kept before the memo starts again.
const MAX_MEMO: usize = 4096;

/// Bytes the memo may hold (256 MiB): its rendered texts, and its programs at
/// [`PROGRAM_WEIGHT`] times their text. A walk stops once its memo holds more, and the
/// next walk starts again: on a unit of several MB, a walk that renders [`MAX_SCAN`]
/// whole copies would otherwise hold gigabytes.
const MEMO_BYTES: usize = 256 << 20;

/// A program holds its text, its parsed tree and its hazards item by item: it counts as
/// this many times its text's bytes. A tree takes about 20 bytes for each byte of text
/// (tree-sitter-cpp on units of 1.3 and 3.8 MB, measured with heaptrack), and one
/// reparsed after an edit shares little of its parent's where the text has many parse
/// errors.
const PROGRAM_WEIGHT: usize = 24;

/// Where the engine stands: on `cur`, its schedule about to ask for a batch.
#[derive(Debug, Clone)]
pub(super) struct At {
    pub(super) cur: Arc<Current>,
    /// The schedule, about to ask for a batch.
    pub(super) schedule: Schedule,
    /// The program the schedule's pass has observed, if it observes.
    pub(super) observed: Option<Key>,
    /// What it learned of that program.
    pub(super) observation: Option<Arc<Observation>>,
}

/// A test worth running ahead of need.
#[derive(Debug, Clone)]
pub(super) struct Wanted {
    pub(super) key: Key,
    pub(super) text: Arc<str>,
    /// A run of the predicted result as its user runs the test ([`as_user_key`]), not
    /// the engine's test of it.
    pub(super) as_user: bool,
}

/// The cache's key of the `run`-th run of `text` as its user runs the test
/// ([`super::options::AsUserRuns`]): a key of its own, which no text's
/// [`VerdictCache::key`] is, so such a run never answers the engine's test of the text.
pub(super) fn as_user_key(text: &str, run: usize) -> Key {
    let mut h = blake3::Hasher::new_derive_key("creduce-rs run as the user runs the test");
    h.update(&(run as u64).to_le_bytes());
    h.update(text.as_bytes());
    *h.finalize().as_bytes()
}

/// A candidate as the engine's pipeline would see it before the cache.
#[derive(Debug)]
enum Rendered {
    /// Dropped in-process (does not apply, is not smaller, or fails a check).
    Dropped,
    /// Goes to the cache or a test.
    Ready {
        edit: Edit,
        key: Key,
        text: Arc<str>,
        size: Size,
        /// The tokens it takes out altogether (every occurrence in its parent).
        lost: Lost,
    },
}

/// Token texts a candidate takes out of its program altogether.
type Lost = Arc<[Arc<str>]>;

/// Verdicts of one kind seen so far: the basis of a guess.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct Tally {
    interesting: u32,
    seen: u32,
}

impl Tally {
    /// The odds of "interesting": the share of verdicts that were, drawn towards
    /// `prior` as if it had been seen `weight` times.
    fn odds(self, prior: f64, weight: f64) -> f64 {
        (self.interesting as f64 + prior * weight) / (self.seen as f64 + weight)
    }

    /// Only failures took it out (of a token's tally: the bug may need the token).
    fn suspect(&self) -> bool {
        self.interesting == 0 && self.seen > 0
    }

    fn add(&mut self, interesting: bool) {
        self.seen += 1;
        self.interesting += interesting as u32;
    }
}

/// What a tally counts: folds, a pass's candidates, those of one level of its cursor
/// (for delta passes, one chunk size), or those with one label (the same change,
/// proposed again on a later program).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Kind {
    Fold,
    Pass(usize),
    Level(usize, u32, u32),
    Label(usize, Key),
}

/// What walks remember between them: batches, rendered candidates, programs, and the
/// tallies the guesses come from. Owned by the one planner thread.
#[derive(Default)]
pub(super) struct Lookahead {
    /// By program, pass, cursor and floor ([`super::coarse`]).
    batches: HashMap<(Key, usize, Cursor, Floor), Arc<Vec<Candidate>>>,
    rendered: HashMap<(Key, Key), Arc<Rendered>>,
    programs: HashMap<Key, Arc<Current>>,
    /// Texts whose verdict was tallied already.
    tallied: HashSet<Key>,
    /// Texts a walk wanted, with the kinds to tally their verdicts in once known
    /// (most are known only after the engine's path has left them).
    awaited: HashMap<Key, Awaited>,
    tallies: HashMap<Kind, Tally>,
    /// Verdicts by the odds guessed for them ([`calibration_bin`]): what a guess of
    /// those odds has turned out to mean.
    calibration: HashMap<u8, Tally>,
    /// Verdicts of candidates that took a token out altogether, by token (a failure
    /// explained by a suspected token is counted for the suspected ones only).
    losses: HashMap<Arc<str>, Tally>,
    /// The token texts of programs, by program.
    tokens: HashMap<Key, Arc<HashSet<Arc<str>>>>,
    /// Bytes in `rendered` and `programs`, programs weighted ([`PROGRAM_WEIGHT`]).
    bytes: usize,
    /// The bytes the memo may hold, if not [`memo_room`] of the walk's program (tests).
    memo_bytes: Option<usize>,
    /// [`memo_room`] of the program the last walk started from.
    room: usize,
}

/// The bytes the memo may hold on a program of `text_len` bytes: [`MEMO_BYTES`]
/// divided by the program's size in whole MiB (all of it below 2 MiB), but never under
/// 64 MiB. On a unit of several MB, a memo of 256 MiB is whole
/// copies that the walk rarely reaches: they were most of the peak memory.
fn memo_room(text_len: usize) -> usize {
    const MIB: usize = 1 << 20;
    (MEMO_BYTES / (text_len.max(MIB) / MIB)).max(64 * MIB)
}

impl Lookahead {
    /// Whether the memo holds more bytes than it may.
    fn full(&self) -> bool {
        self.bytes > self.memo_bytes.unwrap_or(self.room)
    }

    fn get(&self, kind: &Kind) -> Tally {
        self.tallies.get(kind).copied().unwrap_or_default()
    }

    /// The kinds candidate `c` of pass `pi` counts in.
    fn kinds(pi: usize, c: &Candidate) -> [Kind; 3] {
        [
            Kind::Pass(pi),
            Kind::Level(pi, c.cursor.0, c.cursor.1),
            Kind::Label(pi, VerdictCache::key(&c.label)),
        ]
    }

    /// Tally the verdict of `key` in `kinds` (and in `lost`) once it is known, and in
    /// the calibration under `guess`, the newest odds guessed for it from the tallies.
    fn await_verdict(&mut self, key: Key, kinds: Vec<Kind>, lost: Lost, guess: Option<(f64, u8)>) {
        if !self.tallied.contains(&key) {
            self.awaited
                .entry(key)
                .or_insert(Awaited {
                    kinds,
                    lost,
                    guess: None,
                })
                .guess = guess;
        }
    }

    /// `guess` as the verdicts of earlier guesses like it say it should be: the share
    /// of interesting verdicts among them, drawn towards `guess`.
    fn calibrated(&self, (guess, bin): (f64, u8)) -> f64 {
        self.calibration
            .get(&bin)
            .copied()
            .unwrap_or_default()
            .odds(guess, 3.0)
    }

    /// The verdict of the awaited text `key` is known: count it, and calibrate the
    /// guess made for it.
    fn settle(&mut self, key: Key, interesting: bool) {
        if let Some(a) = self.awaited.remove(&key) {
            if let Some((_, bin)) = a.guess {
                self.calibration.entry(bin).or_default().add(interesting);
            }
            self.tally(&a.kinds, &a.lost, key, interesting);
        }
    }

    /// Count the verdict of the text `key` (once per text).
    fn tally(&mut self, kinds: &[Kind], lost: &[Arc<str>], key: Key, interesting: bool) {
        if !self.tallied.insert(key) {
            return;
        }
        // A failure is blamed on the tokens already suspected, if it took any out
        // (explained away: the others are not suspected for it, and its pass's tallies
        // do not count it); otherwise on every token it took out that no interesting
        // candidate took out.
        let explained = !interesting
            && lost
                .iter()
                .any(|t| self.losses.get(t).is_some_and(Tally::suspect));
        if !explained {
            for k in kinds {
                self.tallies.entry(k.clone()).or_default().add(interesting);
            }
        }
        for t in lost {
            let had = self.losses.get(t).copied().unwrap_or_default();
            if interesting || had.suspect() || (!explained && had.interesting == 0) {
                self.losses
                    .entry(Arc::clone(t))
                    .or_default()
                    .add(interesting);
            }
        }
    }

    /// The odds that candidate `c` of pass `pi` is interesting: its pass's share (one
    /// in three before any verdict), refined by its level's, refined by its label's;
    /// then no better than that of the candidates that took out a suspected token it
    /// takes out. With the bin its calibration goes by.
    fn odds(&self, pi: usize, c: &Candidate, lost: &[Arc<str>]) -> (f64, u8) {
        let [pass, level, label] = Self::kinds(pi, c);
        let p = self.get(&pass).odds(1.0 / 3.0, 3.0);
        let p = self.get(&level).odds(p, 2.0);
        let p = self.get(&label).odds(p, 0.5);
        let (q, failures) = self.lost_odds(p, lost);
        let bin = match failures {
            // Tokens that failed once or twice are often not needed after all, and those
            // that failed many times usually are: their guesses are calibrated apart.
            Some(k) => LOST_BINS + k.min(20) as u8,
            None => calibration_bin(q),
        };
        (q, bin)
    }

    /// `p`, no better than the odds of the candidates that took out a suspected token
    /// that `lost` takes out; and the most failures that took out one of those tokens.
    fn lost_odds(&self, p: f64, lost: &[Arc<str>]) -> (f64, Option<u32>) {
        lost.iter()
            .filter_map(|t| self.losses.get(t))
            .filter(|t| t.suspect())
            .fold((p, None), |(q, k), t| {
                (q.min(t.odds(p, 1.0)), Some(k.unwrap_or(0).max(t.seen)))
            })
    }

    /// The token texts of the program `key`.
    fn tokens(&mut self, key: Key, text: &str) -> Arc<HashSet<Arc<str>>> {
        Arc::clone(
            self.tokens.entry(key).or_insert_with(|| {
                Arc::new(token_texts(text).into_iter().map(Arc::from).collect())
            }),
        )
    }

    fn trim(&mut self) {
        let n = self.batches.len() + self.rendered.len() + self.programs.len();
        if self.awaited.len() > MAX_MEMO {
            self.awaited.clear();
        }
        // Rendered texts and programs are whole copies: bound their bytes too.
        if n > MAX_MEMO || self.full() {
            self.batches.clear();
            self.rendered.clear();
            self.programs.clear();
            self.tokens.clear();
            self.bytes = 0;
        }
    }

    /// Pass `pi`'s batch on `cur` (whose text's key is `key`) from `cursor`; with
    /// `observation` of `cur` for a pass that observes.
    fn batch(
        &mut self,
        pipe: &Pipeline<'_>,
        (pi, cursor, floor): (usize, Cursor, Floor),
        cur: &Current,
        key: Key,
        observation: Option<&Observation>,
    ) -> Arc<Vec<Candidate>> {
        let pass = pipe.opts.passes[pi].as_ref();
        Arc::clone(
            self.batches
                .entry((key, pi, cursor, floor))
                .or_insert_with(|| {
                    Arc::new(coarse::candidates(
                        pass,
                        &cur.prog,
                        observation,
                        cursor,
                        BATCH,
                        floor,
                    ))
                }),
        )
    }

    /// `edit` on `cur` through render and the in-process checks, as the pipeline
    /// would take it.
    fn render(
        &mut self,
        pipe: &Pipeline<'_>,
        cur: &Current,
        key: Key,
        edit: &Edit,
    ) -> Arc<Rendered> {
        let edit_key = edit_key(edit);
        if let Some(r) = self.rendered.get(&(key, edit_key)) {
            return Arc::clone(r);
        }
        let r = match pipe.render(cur, edit.clone()) {
            Err(_) => Rendered::Dropped,
            Ok((edit, next)) => {
                let text_key = VerdictCache::key(&next.text);
                // As the pipeline: a known rejection needs no check; anything else must
                // pass this parent's checks.
                if pipe.cache.get(&text_key) != Some(false)
                    && pipe.check(cur, &edit, &next, false).is_err()
                {
                    Rendered::Dropped
                } else {
                    let had = self.tokens(key, cur.prog.text());
                    let lost = lost_tokens(&had, &next.text);
                    Rendered::Ready {
                        size: next.size(),
                        edit,
                        key: text_key,
                        text: next.text.into(),
                        lost,
                    }
                }
            }
        };
        if let Rendered::Ready { text, .. } = &r {
            self.bytes += text.len();
        }
        let r = Arc::new(r);
        self.rendered.insert((key, edit_key), Arc::clone(&r));
        r
    }

    /// The program `edit` makes of `cur` (its text `text`, hashing to `key`).
    fn program(
        &mut self,
        pipe: &Pipeline<'_>,
        cur: &Current,
        edit: &Edit,
        text: &str,
        key: Key,
    ) -> Arc<Current> {
        if let Some(p) = self.programs.get(&key) {
            return Arc::clone(p);
        }
        self.bytes += text.len() * PROGRAM_WEIGHT;
        let next = pipe.derive(cur, edit, text.to_string());
        self.programs.insert(key, Arc::clone(&next));
        next
    }

    /// The tests the engine will most likely need from `at` on, at most `limit` of
    /// them, best score first: a best-first search over the guesses, where a branch's
    /// weight is the product of its guesses' odds (the engine's own next test has
    /// weight 1) and its score that weight raised for each verdict the engine waits
    /// for before it needs the test ([`Branch::score`]).
    pub(super) fn walk(&mut self, pipe: &Pipeline<'_>, at: &At, limit: usize) -> Vec<Wanted> {
        self.room = memo_room(at.cur.prog.text().len());
        self.trim();
        let mut known: Vec<(Key, bool)> = self
            .awaited
            .keys()
            .filter_map(|k| pipe.cache.get(k).map(|v| (*k, v)))
            .collect();
        // In a fixed order: how a failure is explained depends on those settled before.
        known.sort_unstable();
        for (k, v) in known {
            self.settle(k, v);
        }
        let mut out: Vec<Wanted> = Vec::new();
        let mut wanted: HashSet<Key> = HashSet::new();
        let mut heap = BinaryHeap::new();
        let mut seq = 0u64;
        let root = Path::start(at);
        heap.push(Branch {
            weight: 1.0,
            seq,
            path: root,
        });
        let mut scanned = 0;
        // The first fork is always found (the engine's own next test, or the nearest
        // one it waits for): a walk that stopped before it would publish nothing and
        // stop every test running ahead. The memo's bound applies after it.
        while out.len() < limit && scanned < MAX_SCAN && (out.is_empty() || !self.full()) {
            let Some(b) = heap.pop() else { break };
            let bounded = !out.is_empty();
            let Some(fork) = self.follow(pipe, at, b.path, &mut scanned, bounded) else {
                continue;
            };
            if wanted.insert(fork.key) {
                out.push(Wanted {
                    key: fork.key,
                    text: fork.text,
                    as_user: fork.as_user,
                });
            }
            for (odds, path) in [(fork.odds, fork.yes), (1.0 - fork.odds, fork.no)] {
                seq += 1;
                heap.push(Branch {
                    weight: b.weight * fork.discount * odds,
                    seq,
                    path,
                });
            }
        }
        out
    }

    /// The fork of the final layout's test at the end of `p`, or when the layout is
    /// not the built-in one, changes nothing or has its verdict known, the first run
    /// of the result as its user runs the test that is still to come ([`Self::as_user`]).
    fn layout(&mut self, pipe: &Pipeline<'_>, p: Path) -> Option<Fork> {
        let now: Arc<str> = p.cur.prog.text().into();
        let result = |p: &Path, text: Arc<str>| {
            let mut end = p.clone();
            end.empty = usize::MAX; // the path ends here
            end.result = Some((text, 0));
            end
        };
        match pipe.opts.format {
            // The layout of several files, or clang-format's, is not predicted: nor
            // is the result.
            Format::ClangFormat => return None,
            Format::Builtin if !pipe.opts.pinned.is_empty() => return None,
            Format::None => return self.as_user(pipe, result(&p, now)),
            Format::Builtin => {}
        }
        let text = creduce_passes::layout_in(p.cur.prog.lang(), &now);
        let key = VerdictCache::key(&text);
        if *text == *now {
            return self.as_user(pipe, result(&p, now));
        }
        match pipe.cache.get(&key) {
            Some(true) => self.as_user(pipe, result(&p, text.into())),
            Some(false) => self.as_user(pipe, result(&p, now)),
            None => {
                let laid: Arc<str> = text.into();
                let (yes, no) = (result(&p, Arc::clone(&laid)), result(&p, now));
                Some(Fork::new(key, laid, 1.0, yes, no))
            }
        }
    }

    /// The next run of the result at the end of `p` as its user runs the test whose
    /// verdict is unknown (none when the reduction does not check its result so, or a
    /// run already failed: then the check runs after the reduction anyway). Both ways
    /// on from it go to the run after.
    fn as_user(&mut self, pipe: &Pipeline<'_>, mut p: Path) -> Option<Fork> {
        let runs = pipe.opts.as_user.filter(|_| pipe.cache.enabled())?.runs;
        let (text, first) = p.result.take()?;
        for run in first..runs {
            let key = as_user_key(&text, run);
            match pipe.cache.get(&key) {
                Some(true) => continue,
                Some(false) => return None,
                None => {
                    let mut next = p.clone();
                    next.result = Some((Arc::clone(&text), run + 1));
                    let mut fork = Fork::new(key, text, 1.0, next.clone(), next);
                    fork.as_user = true;
                    return Some(fork);
                }
            }
        }
        None
    }

    /// Follow `path` through known verdicts to the first unknown one (the fork), or to
    /// its end (`None`: the engine's last round, an unobserved program, or the scan
    /// limit, or a full memo when `bounded`). The path's [`Schedule`] makes every
    /// decision the engine's would; this only answers its needs with known verdicts or
    /// guesses.
    fn follow(
        &mut self,
        pipe: &Pipeline<'_>,
        at: &At,
        mut p: Path,
        scanned: &mut usize,
        bounded: bool,
    ) -> Option<Fork> {
        let passes = pipe.opts.passes;
        if p.result.is_some() {
            return self.as_user(pipe, p);
        }
        loop {
            if *scanned >= MAX_SCAN || (bounded && self.full()) || p.empty > 2 * passes.len() {
                // (`usize::MAX`: the path ended at the final layout.)
                return None;
            }
            let answer = match p.schedule.need() {
                Need::PassStart { .. } | Need::PassEnd { .. } => Answer::Go,
                // The engine's last round: the final layout is tested next.
                Need::Layout => return self.layout(pipe, p),
                // (Never asked of a guess: only timeouts are retested.)
                Need::Done | Need::Retest { .. } => return None,
                Need::Batch { pi, cursor } => {
                    p.new_batch();
                    let pass = passes[pi].as_ref();
                    let blind = pass.observes()
                        && !(pi == at.schedule.pass() && at.observed == Some(p.key));
                    p.batch = if blind {
                        // Its candidates need a run of this program: guess it changes
                        // nothing.
                        p.discount *= BLIND;
                        Arc::default()
                    } else {
                        let seen = at.observation.as_deref().filter(|_| pass.observes());
                        let floor = p.schedule.floor();
                        self.batch(pipe, (pi, cursor, floor), &p.cur, p.key, seen)
                    };
                    if p.batch.is_empty() {
                        p.empty += 1;
                    } else {
                        p.empty = 0;
                    }
                    Answer::Batch(p.batch.iter().map(|c| c.cursor).collect())
                }
                Need::Candidate { i } => {
                    *scanned += 1;
                    let pi = p.schedule.pass();
                    let candidate = &p.batch[i];
                    let r = self.render(pipe, &p.cur, p.key, &candidate.edit);
                    let Rendered::Ready {
                        edit,
                        key,
                        text,
                        size,
                        lost,
                    } = &*r
                    else {
                        p.ready.push(r);
                        p.schedule.answer(Answer::Got(Got::Rejected));
                        continue;
                    };
                    let yes = Got::Interesting {
                        edit: edit.clone(),
                        size: *size,
                    };
                    if let Some(v) = pipe.cache.get(key) {
                        self.tally(&Self::kinds(pi, candidate), lost, *key, v);
                        p.ready.push(Arc::clone(&r));
                        p.schedule
                            .answer(Answer::Got(if v { yes } else { Got::Rejected }));
                        continue;
                    }
                    let (key, text, lost) = (*key, Arc::clone(text), Arc::clone(lost));
                    let guess = self.odds(pi, candidate, &lost);
                    let odds = self.calibrated(guess);
                    self.await_verdict(key, Self::kinds(pi, candidate).to_vec(), lost, Some(guess));
                    p.waits = true;
                    p.ready.push(r);
                    let mut on = p.clone();
                    on.schedule.answer(Answer::Got(yes));
                    p.schedule.answer(Answer::Got(Got::Rejected));
                    return Some(Fork::new(key, text, odds, on, p));
                }
                Need::FoldSize { edit } => {
                    Answer::Size(edit.apply(p.cur.prog.text()).map(|t| Size::of(&t)))
                }
                Need::Fold { edit, .. } => {
                    let edit = edit.clone();
                    let r = self.render(pipe, &p.cur, p.key, &edit);
                    let Rendered::Ready {
                        edit,
                        key,
                        text,
                        size,
                        ..
                    } = &*r
                    else {
                        p.schedule.answer(Answer::Got(Got::Rejected));
                        continue;
                    };
                    let yes = Got::Interesting {
                        edit: edit.clone(),
                        size: *size,
                    };
                    let (key, text) = (*key, Arc::clone(text));
                    p.fold = Some(Arc::clone(&r));
                    if let Some(v) = pipe.cache.get(&key) {
                        self.tally(&[Kind::Fold], &[], key, v);
                        p.schedule
                            .answer(Answer::Got(if v { yes } else { Got::Rejected }));
                        continue;
                    }
                    self.await_verdict(key, vec![Kind::Fold], Arc::default(), None);
                    // The fold is tested once the window's verdicts are known.
                    if p.waits {
                        p.level += 1;
                    }
                    p.waits = true;
                    let mut on = p.clone();
                    on.schedule.answer(Answer::Got(yes));
                    p.schedule.answer(Answer::Got(Got::Rejected));
                    let odds = self.get(&Kind::Fold).odds(0.5, 2.0);
                    return Some(Fork::new(key, text, odds, on, p));
                }
                Need::Accept { lead, fold, .. } => {
                    let r = if fold {
                        p.fold.take()?
                    } else {
                        Arc::clone(p.ready.get(lead)?)
                    };
                    let Rendered::Ready {
                        edit, key, text, ..
                    } = &*r
                    else {
                        return None;
                    };
                    let prog = self.program(pipe, &p.cur, edit, text, *key);
                    let size = prog.size();
                    p.cur = prog;
                    p.key = *key;
                    Answer::Accepted(size)
                }
            };
            p.schedule.answer(answer);
        }
    }
}

/// A verdict a walk waits for: the kinds to tally it in, the tokens it takes out, and
/// the odds the newest walk guessed for it (none for a fold).
#[derive(Debug)]
struct Awaited {
    kinds: Vec<Kind>,
    lost: Lost,
    guess: Option<(f64, u8)>,
}

/// Calibration bins past those of [`calibration_bin`]: by the failures of a suspected
/// token.
const LOST_BINS: u8 = 16;

/// The calibration bin of odds `p`: bins one unit of log-odds wide, from below 1% to
/// above 99%.
fn calibration_bin(p: f64) -> u8 {
    let logit = (p / (1.0 - p)).ln();
    (logit + 5.0).floor().clamp(0.0, 10.0) as u8
}

/// One way the engine may go: where it stands in its schedule, on which program, and
/// the guesses made on the way.
#[derive(Debug, Clone)]
struct Path {
    cur: Arc<Current>,
    key: Key,
    schedule: Schedule,
    /// Passes in a row with no candidates: two whole schedules of them (a coarse round
    /// and the next) end the path.
    empty: usize,
    /// The batch's candidates, and the renderings of those the schedule has seen.
    batch: Arc<Vec<Candidate>>,
    ready: Vec<Arc<Rendered>>,
    /// The fold's rendering, once the schedule asked for it.
    fold: Option<Arc<Rendered>>,
    /// The odds of the guesses made since the last fork without a test (passes that
    /// must observe the program first).
    discount: f64,
    /// Verdicts the engine waits for, one after another, before it gets here: batches
    /// and folds with a verdict unknown when the walk began.
    level: u32,
    /// This batch has a verdict unknown when the walk began.
    waits: bool,
    /// The path ended with this result; the runs of it as its user runs the test come
    /// next, from this one on.
    result: Option<(Arc<str>, usize)>,
}

impl Path {
    /// The way from where the engine stands: no verdict waited for yet.
    fn start(at: &At) -> Path {
        Path {
            key: VerdictCache::key(at.cur.prog.text()),
            cur: Arc::clone(&at.cur),
            schedule: at.schedule.clone(),
            empty: 0,
            batch: Arc::default(),
            ready: Vec::new(),
            fold: None,
            discount: 1.0,
            level: 0,
            waits: false,
            result: None,
        }
    }

    /// A new batch: a batch with a verdict unknown when the walk began is one more
    /// level of waiting.
    fn new_batch(&mut self) {
        if self.waits {
            self.level += 1;
            self.waits = false;
        }
        self.ready.clear();
        self.fold = None;
    }
}

/// An unknown verdict on a path, and the two ways on.
struct Fork {
    key: Key,
    text: Arc<str>,
    /// The guessed odds that it is interesting.
    odds: f64,
    /// The odds of the guesses made on the way without a test.
    discount: f64,
    yes: Path,
    no: Path,
    /// A run of the result as its user runs the test ([`Wanted::as_user`]).
    as_user: bool,
}

impl Fork {
    fn new(key: Key, text: Arc<str>, odds: f64, mut yes: Path, mut no: Path) -> Fork {
        let discount = no.discount;
        yes.discount = 1.0;
        no.discount = 1.0;
        Fork {
            key,
            text,
            odds,
            discount,
            yes,
            no,
            as_user: false,
        }
    }
}

/// A path in the search, by weight (then by age: the older first).
struct Branch {
    weight: f64,
    seq: u64,
    path: Path,
}

impl PartialEq for Branch {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == std::cmp::Ordering::Equal
    }
}
impl Eq for Branch {}
impl PartialOrd for Branch {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Branch {
    /// How much its next test is worth starting now: its odds of being needed, times
    /// [`LEVEL_GAIN`] for each verdict the engine waits for, one after another, before
    /// it needs the test. The engine's time is those waits: a test several of them
    /// ahead on a likely way saves all of them when the guesses hold, while one beside
    /// the engine saves one wait at most. (Measured on file2 at -j 16, medians of 5:
    /// gains of 0.25, 0.5, 1, 1.5, 2 and 3 gave 12.9, 12.1, 10.9, 9.9, 9.1 and 9.0 s;
    /// -j 2 did not move.)
    fn score(&self) -> f64 {
        // Capped: the level grows with -j, and 2^1024 is no number.
        self.weight * LEVEL_GAIN.powi(self.path.level.min(MAX_LEVEL) as i32)
    }
}

impl Ord for Branch {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.score()
            .total_cmp(&other.score())
            .then(other.seq.cmp(&self.seq))
    }
}

/// The distinct token texts of `text`.
fn token_texts(text: &str) -> HashSet<&str> {
    creduce_passes::lexer::tokens(text)
        .map(|t| &text[t.range])
        .collect()
}

/// The token texts of a program (`had`) that `text`, a candidate made of it, no longer
/// holds anywhere.
fn lost_tokens(had: &HashSet<Arc<str>>, text: &str) -> Lost {
    let has = token_texts(text);
    had.iter()
        .filter(|t| !has.contains(&***t))
        .cloned()
        .collect()
}

/// A key for an edit (its replacements), to find its rendering again.
fn edit_key(edit: &Edit) -> Key {
    let mut h = blake3::Hasher::new();
    for r in edit.replacements() {
        h.update(&(r.range.start as u64).to_le_bytes());
        h.update(&(r.range.end as u64).to_le_bytes());
        h.update(&(r.text.len() as u64).to_le_bytes());
        h.update(r.text.as_bytes());
    }
    *h.finalize().as_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where the engine stands at the start of its first pass (of `passes`) over
    /// `text`, in windows of 4: about to ask for the first batch.
    fn at_start(text: &str, passes: usize) -> At {
        let cur = Current::new(creduce_passes::Program::new(text), true);
        let mut schedule = Schedule::new(passes, 4, cur.size());
        schedule.answer(Answer::Go);
        At {
            cur: cur.into(),
            schedule,
            observed: None,
            observation: None,
        }
    }

    /// A pass with no candidates.
    #[derive(Debug)]
    struct Nothing;

    impl creduce_passes::Pass for Nothing {
        fn name(&self) -> &'static str {
            "nothing"
        }
        fn description(&self) -> &'static str {
            "no candidates"
        }
        fn candidates(&self, _: &creduce_passes::Program, _: Cursor, _: usize) -> Vec<Candidate> {
            Vec::new()
        }
    }

    /// An oracle never asked (the walk only reads the cache).
    #[derive(Debug)]
    struct Unasked;

    impl crate::oracle::Oracle for Unasked {
        fn test(
            &self,
            _: &str,
            _: &dyn crate::toolchain::Control,
        ) -> Result<crate::oracle::Report, crate::oracle::OracleError> {
            unreachable!("a walk runs no test")
        }
        fn script_lines(&self, _: &str) -> Vec<String> {
            Vec::new()
        }
    }

    /// The options a walk reads in these tests: C, the built-in layout, every check on.
    fn walk_options(passes: &[Box<dyn creduce_passes::Pass>]) -> super::super::ReduceOptions<'_> {
        fn never() -> bool {
            false
        }
        super::super::ReduceOptions {
            pinned: &[],
            files_may_go: false,
            passes,
            probe: None,
            cache: true,
            parse_check: true,
            hazard_check: true,
            gnu_constructs: false,
            undeclared_calls: false,
            default_warnings: false,
            window: 4,
            exhaustive_tests: 0,
            speculate: true,
            replay: None,
            cancel: &never,
            events: &crate::reduce::NoEvents,
            format: Format::Builtin,
            lang: creduce_passes::Lang::C,
            as_user: None,
        }
    }

    #[test]
    fn regression_the_final_layout_stays_wanted_while_its_test_runs() {
        // A walk once dropped the layout's text while a speculator tested it (it was
        // not "open" in the cache), so its test was stopped and restarted at each walk.
        use super::super::budget::TestBudget;
        use super::super::candidate::Pipeline;
        let passes: Vec<Box<dyn creduce_passes::Pass>> = vec![Box::new(Nothing)];
        let options = walk_options(&passes);
        let budget = TestBudget::new(2);
        let pipe = Pipeline::new(&Unasked, &options, &budget);
        let text = "int f(){return 0<<0;}\n";
        let at = at_start(text, passes.len());
        let laid = creduce_passes::layout(text);
        assert_ne!(laid, text);
        let layout_key = VerdictCache::key(&laid);
        let mut look = Lookahead::default();
        let keys = |look: &mut Lookahead| -> Vec<Key> {
            look.walk(&pipe, &at, 8).iter().map(|w| w.key).collect()
        };
        assert_eq!(keys(&mut look), [layout_key]);
        let super::super::cache::Claim::Mine(claim) = pipe.cache.claim(layout_key) else {
            panic!("the layout's text is unclaimed");
        };
        assert_eq!(keys(&mut look), [layout_key], "wanted while it runs");
        claim.settle(true, true);
        assert!(keys(&mut look).is_empty(), "its verdict is known");
    }

    #[test]
    fn the_runs_of_the_result_as_its_user_runs_the_test_follow_its_layout() {
        use super::super::budget::TestBudget;
        use super::super::candidate::Pipeline;
        use super::super::options::AsUserRuns;
        let dir = tempfile::tempdir().unwrap();
        let ws = Arc::new(crate::oracle::Workspace::new_in(dir.path(), "p.c".into()).unwrap());
        let test = crate::oracle::ScriptOracle::unchecked(
            dir.path().join("t.sh"),
            std::time::Duration::from_secs(1),
            crate::toolchain::Runner::Local,
            ws,
        );
        let passes: Vec<Box<dyn creduce_passes::Pass>> = vec![Box::new(Nothing)];
        let mut options = walk_options(&passes);
        options.as_user = Some(AsUserRuns {
            test: &test,
            runs: 3,
        });
        let budget = TestBudget::new(2);
        let pipe = Pipeline::new(&Unasked, &options, &budget);
        let text = "int f(){return 0<<0;}\n";
        let at = at_start(text, passes.len());
        let laid = creduce_passes::layout(text);
        let layout_key = VerdictCache::key(&laid);
        let runs = |t: &str| (0..3).map(|k| as_user_key(t, k)).collect::<Vec<_>>();
        let mut look = Lookahead::default();
        let walk = |look: &mut Lookahead| -> Vec<(Key, bool)> {
            look.walk(&pipe, &at, 4)
                .iter()
                .map(|w| (w.key, w.as_user))
                .collect()
        };
        // The layout's test, then the runs of the laid-out text (the likely result).
        let mut want = vec![(layout_key, false)];
        want.extend(runs(&laid).into_iter().map(|k| (k, true)));
        assert_eq!(walk(&mut look), want);
        // A run's key is not its text's: it never answers the engine's own test.
        assert!(!runs(&laid).contains(&layout_key));
        assert_ne!(runs(&laid)[0], runs(&laid)[1]);
        // The layout is not interesting: the result is the program as it stands.
        pipe.cache.put(layout_key, false);
        let now: Vec<_> = runs(text).into_iter().map(|k| (k, true)).collect();
        assert_eq!(walk(&mut look), now);
        // Held runs are not wanted again; after a run that did not hold, none is: the
        // check runs after the reduction anyway.
        pipe.cache.put(runs(text)[0], true);
        assert_eq!(walk(&mut look), now[1..]);
        pipe.cache.put(runs(text)[1], false);
        assert!(walk(&mut look).is_empty());
    }

    #[test]
    fn the_memo_holds_less_on_a_big_program() {
        const MIB: usize = 1 << 20;
        assert_eq!(memo_room(100_000), MEMO_BYTES);
        assert_eq!(memo_room(MIB), MEMO_BYTES);
        assert_eq!(memo_room(2 * MIB), MEMO_BYTES / 2);
        assert_eq!(memo_room(3_837_457), MEMO_BYTES / 3);
        assert_eq!(memo_room(100 * MIB), 64 * MIB);
    }

    #[test]
    fn regression_a_walk_stops_once_its_memo_is_full() {
        // A walk rendered up to MAX_SCAN whole copies of the program before the memo was
        // bounded again: gigabytes on a unit of several MB.
        use super::super::budget::TestBudget;
        use super::super::candidate::Pipeline;
        let passes: Vec<Box<dyn creduce_passes::Pass>> = creduce_passes::all_passes()
            .into_iter()
            .filter(|p| p.name() == "delete_lines")
            .collect();
        let options = walk_options(&passes);
        let budget = TestBudget::new(2);
        let pipe = Pipeline::new(&Unasked, &options, &budget);
        let text: String = (0..64).map(|i| format!("int v{i} = {i};\n")).collect();
        let at = at_start(&text, passes.len());
        let mut free = Lookahead::default();
        let many = free.walk(&pipe, &at, 64).len();
        let room = 4 * text.len();
        let mut tight = Lookahead {
            memo_bytes: Some(room),
            ..Lookahead::default()
        };
        let few = tight.walk(&pipe, &at, 64).len();
        assert!(few > 0 && few < many, "{few} of {many}");
        // Past its room by one program at most, then the next walk starts again.
        assert!(
            tight.bytes <= room + PROGRAM_WEIGHT * text.len(),
            "{}",
            tight.bytes
        );
        // The next walk starts the memo again, and goes as far.
        assert_eq!(tight.walk(&pipe, &at, 64).len(), few);
        assert!(
            tight.bytes <= room + PROGRAM_WEIGHT * text.len(),
            "{}",
            tight.bytes
        );
        // A memo too small for anything still finds the first fork: the walk always
        // wants the engine's next test.
        let mut none = Lookahead {
            memo_bytes: Some(0),
            ..Lookahead::default()
        };
        assert_eq!(none.walk(&pipe, &at, 64).len(), 1);
    }

    #[test]
    fn guesses_are_calibrated_by_the_verdicts_of_guesses_like_them() {
        let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
        let mut look = Lookahead::default();
        let low = (0.05, calibration_bin(0.05));
        let high = (0.9, calibration_bin(0.9));
        assert!(close(look.calibrated(low), 0.05), "nothing learned yet");
        // Guesses of 5% that came out interesting half of the time.
        for i in 0..20 {
            let key = VerdictCache::key(&i.to_string());
            look.await_verdict(key, vec![Kind::Pass(0)], Arc::default(), Some(low));
            look.settle(key, i % 2 == 0);
        }
        let p = look.calibrated(low);
        assert!(p > 0.4 && p < 0.5, "{p}");
        assert!(
            close(look.calibrated(high), 0.9),
            "other odds keep their own bin"
        );
        // Guesses about a suspected token go by its failures, not by their odds.
        let failed_once = (0.05, LOST_BINS + 1);
        assert!(close(look.calibrated(failed_once), 0.05));
        // A fold's verdict is tallied but calibrates nothing.
        let key = VerdictCache::key("fold");
        look.await_verdict(key, vec![Kind::Fold], Arc::default(), None);
        look.settle(key, true);
        assert!(close(look.calibrated(low), p));
        assert_eq!(look.get(&Kind::Fold).seen, 1);
    }

    #[test]
    fn a_test_more_waits_ahead_on_a_likely_way_comes_first() {
        let at = at_start("int a;\n", 1);
        let path = |level: u32| Path {
            level,
            ..Path::start(&at)
        };
        let branch = |weight: f64, level: u32, seq: u64| Branch {
            weight,
            seq,
            path: path(level),
        };
        let mut heap = BinaryHeap::new();
        heap.push(branch(0.9, 0, 0));
        heap.push(branch(0.4, 2, 1));
        heap.push(branch(0.3, 0, 2));
        heap.push(branch(0.2, 2, 3));
        let order: Vec<u64> = std::iter::from_fn(|| heap.pop().map(|b| b.seq)).collect();
        // 0.4 two waits ahead (worth 1.6), 0.9 beside the engine, 0.2 two waits ahead
        // (0.8), 0.3 beside the engine.
        assert_eq!(order, [1, 0, 3, 2]);
    }

    #[test]
    fn lost_tokens_are_those_no_longer_anywhere() {
        let had = token_texts("int a = b << 2; int c = a << 1;")
            .into_iter()
            .map(Arc::from)
            .collect();
        let mut lost: Vec<String> = lost_tokens(&had, "int a = b << 2; int c;")
            .iter()
            .map(|t| t.to_string())
            .collect();
        lost.sort();
        assert_eq!(lost, ["1"]);
        let mut lost: Vec<String> = lost_tokens(&had, "int a; int c;")
            .iter()
            .map(|t| t.to_string())
            .collect();
        lost.sort();
        assert_eq!(lost, ["1", "2", "<<", "=", "b"]);
    }

    #[test]
    fn failures_are_blamed_on_the_tokens_they_take_out_unless_explained() {
        let mut look = Lookahead::default();
        let t = |s: &str| -> Arc<str> { s.into() };
        let pass = [Kind::Pass(0)];
        let odds = |look: &Lookahead, tok: &str| look.lost_odds(0.5, &[t(tok)]).0;
        let one_of_two = Tally {
            interesting: 1,
            seen: 2,
        };
        // A failure that took out `<<` and `x`: both suspected.
        look.tally(&pass, &[t("<<"), t("x")], VerdictCache::key("1"), false);
        assert!(odds(&look, "x") < 0.5 && odds(&look, "<<") < 0.5);
        assert_eq!(odds(&look, "y"), 0.5);
        // An interesting candidate took x out: the bug does not need it.
        look.tally(&pass, &[t("x"), t("y")], VerdictCache::key("2"), true);
        assert_eq!(odds(&look, "x"), 0.5);
        assert_eq!(look.get(&Kind::Pass(0)), one_of_two);
        // A failure taking `<<` out again is explained by it: `z` is not suspected,
        // the pass's tally does not count it, and `<<` is suspected more.
        let once = odds(&look, "<<");
        look.tally(&pass, &[t("<<"), t("z")], VerdictCache::key("3"), false);
        assert_eq!(odds(&look, "z"), 0.5);
        assert_eq!(look.get(&Kind::Pass(0)), one_of_two);
        assert!(odds(&look, "<<") < once);
        // The most suspected token decides, and each text counts once.
        let twice = odds(&look, "<<");
        assert_eq!(look.lost_odds(0.5, &[t("z"), t("<<")]).0, twice);
        look.tally(&pass, &[t("<<")], VerdictCache::key("3"), false);
        assert_eq!(odds(&look, "<<"), twice);
        // An unexplained failure counts against its pass.
        look.tally(&pass, &[t("w")], VerdictCache::key("4"), false);
        assert_eq!(
            look.get(&Kind::Pass(0)),
            Tally {
                interesting: 1,
                seen: 3
            }
        );
    }
}
