//! The mutation profile of a failure: which kinds of small edit of its reduced program
//! make the failure go away and which keep it (Donaldson's "Transformer", D3's program
//! dimension). Two programs of one bug tend to react alike to the same kind of edit
//! (making the variable the bug is about `volatile` cures both, or neither), whatever
//! the compiler, so the profile is a feature for every compiler, including those with
//! no passes to bisect.
//!
//! A fixed catalogue of edit classes ([`CLASSES`]) is applied to the program; each
//! class gives its edits at evenly spread places, a class at most `budget / classes`
//! of them, in the order of the program. Each edit is tested once with the failure's
//! own oracle. When the oracle has the UB guard, an edit the guard rejects (a narrowed
//! type that overflows) is discarded, not counted as a cure; without the guard every
//! edit counts. The result depends only on the program, the catalogue and the
//! oracle's verdicts: the edits run on the shared budget's slots in any order, and
//! their outcomes are kept by index.

use crate::oracle::{Guarded, Verdict};
use crate::reduce::TestBudget;
use crate::toolchain::Control;
use creduce_passes::{lexer, TokenKind};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Mutex;

/// The most oracle runs a profile may take, whatever `--profile-budget` says.
pub const MAX_BUDGET: u32 = 40;
/// The default `--profile-budget`: none. On the labelled wrong-code campaign the profile
/// lowered B-cubed F1 at every weight tried (docs/tuning.md, "The failure distance's weights"), so its weight is 0 and
/// it is made only when asked for, for the report.
pub const DEFAULT_BUDGET: u32 = 0;

/// The edit classes, in catalogue order.
pub const CLASSES: &[&str] = &[
    "widen-type",
    "narrow-type",
    "flip-signedness",
    "swap-operands",
    "neighbour-constant",
    "volatile",
    "static-local",
    "reorder-members",
    "flip-comparison",
];

/// How the edits of one class turned out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassOutcome {
    /// Edits after which the failure still shows.
    pub keeps: u32,
    /// Edits after which it is gone.
    pub cures: u32,
    /// Edits the UB guard rejected, or that timed out: no verdict.
    pub discarded: u32,
}

/// A failure's mutation profile.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Profile {
    /// The budget it was made with.
    pub budget: u32,
    /// Oracle runs it took.
    pub runs: u32,
    /// Per edit class that had an edit to make.
    pub classes: BTreeMap<String, ClassOutcome>,
}

impl Profile {
    /// Per class with a verdict, the share of its edits that cured the failure.
    pub fn cure_rates(&self) -> BTreeMap<String, f64> {
        self.classes
            .iter()
            .filter(|(_, o)| o.keeps + o.cures > 0)
            .map(|(c, o)| (c.clone(), o.cures as f64 / (o.keeps + o.cures) as f64))
            .collect()
    }
}

impl Profile {
    /// One line: the classes whose edits cure the failure, and those that keep it
    /// (`cured by volatile 2/2, static-local 1/2; kept by swap-operands 2/2`).
    pub fn summary(&self) -> String {
        let list = |cures: bool| {
            self.classes
                .iter()
                .filter(|(_, o)| if cures { o.cures > 0 } else { o.keeps > 0 })
                .map(|(c, o)| {
                    let n = if cures { o.cures } else { o.keeps };
                    format!("{c} {n}/{}", o.keeps + o.cures)
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        let (cured, kept) = (list(true), list(false));
        match (cured.is_empty(), kept.is_empty()) {
            (true, true) => format!("{} edits, none with a verdict", self.runs),
            (true, false) => format!("no edit cures; kept by {kept}"),
            (false, true) => format!("cured by {cured}; no edit keeps it"),
            (false, false) => format!("cured by {cured}; kept by {kept}"),
        }
    }
}

/// One edit: its class and the edited program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mutation {
    /// Its class (one of [`CLASSES`]).
    pub class: &'static str,
    /// The program after the edit.
    pub text: String,
}

/// The edits of `src`, at most `budget` of them: per class at most
/// `max(1, budget / classes)`, spread evenly over the places the class applies to.
pub fn edits(src: &str, budget: u32) -> Vec<Mutation> {
    let toks: Vec<(TokenKind, &str, std::ops::Range<usize>)> = lexer::tokenize(src)
        .into_iter()
        .filter(|t| !t.directive)
        .map(|t| (t.kind, &src[t.range.clone()], t.range))
        .collect();
    let per_class = (budget as usize / CLASSES.len()).max(1);
    let mut out = Vec::new();
    for &class in CLASSES {
        let places = places(class, src, &toks);
        for p in spread(&places, per_class) {
            let mut text = String::with_capacity(src.len() + 32);
            text.push_str(&src[..p.start]);
            text.push_str(&p.with);
            text.push_str(&src[p.end..]);
            if text != src {
                out.push(Mutation { class, text });
            }
        }
    }
    out.truncate(budget as usize);
    out
}

/// A replacement of `src[start..end]`.
#[derive(Clone, Debug)]
struct Place {
    start: usize,
    end: usize,
    with: String,
}

/// `k` of `places`, evenly spread, in order.
fn spread(places: &[Place], k: usize) -> Vec<Place> {
    if places.len() <= k {
        return places.to_vec();
    }
    (0..k)
        .map(|i| places[i * places.len() / k].clone())
        .collect()
}

const TYPE_WORDS: &[&str] = &[
    "char", "short", "int", "long", "unsigned", "signed", "float", "double", "_Bool",
];

/// Words a declaration's specifiers may be made of.
const DECL_WORDS: &[&str] = &[
    "char", "short", "int", "long", "unsigned", "signed", "float", "double", "_Bool", "static",
    "extern", "const", "volatile", "struct", "union",
];

fn is_ident(kind: TokenKind) -> bool {
    matches!(kind, TokenKind::Ident)
}

/// An operand of one token: a name or a number.
fn simple(t: &(TokenKind, &str, std::ops::Range<usize>)) -> bool {
    (is_ident(t.0) && !creduce_passes::is_reserved(t.1)) || t.0 == TokenKind::Number
}

/// Where a class applies.
fn places(
    class: &str,
    src: &str,
    toks: &[(TokenKind, &str, std::ops::Range<usize>)],
) -> Vec<Place> {
    let word = |i: usize| toks.get(i).map(|t| t.1).unwrap_or("");
    let at = |i: usize, with: &str| Place {
        start: toks[i].2.start,
        end: toks[i].2.end,
        with: with.to_string(),
    };
    let before = |i: usize, with: &str| Place {
        start: toks[i].2.start,
        end: toks[i].2.start,
        with: with.to_string(),
    };
    // A declaration starts at a specifier after `;`, `{` or `}` (or at the start).
    let decl_start = |i: usize| {
        DECL_WORDS.contains(&word(i)) && (i == 0 || matches!(word(i - 1), ";" | "{" | "}"))
    };
    // The specifiers of the declaration starting at `i`: up to the first other token
    // (a struct's tag counts as a specifier).
    let specifiers_end = |i: usize| {
        let mut j = i;
        while DECL_WORDS.contains(&word(j))
            || (matches!(word(j.wrapping_sub(1)), "struct" | "union") && j > 0)
        {
            j += 1;
        }
        j
    };
    let has_specifier = |i: usize, w: &[&str]| (i..specifiers_end(i)).any(|j| w.contains(&word(j)));
    // The declaration starting at `i` declares a function (`T name (`, `T *name (`).
    let declares_function = |i: usize| {
        let mut j = specifiers_end(i);
        while word(j) == "*" {
            j += 1;
        }
        word(j + 1) == "("
    };
    let mut depth = 0usize;
    let mut depths = Vec::with_capacity(toks.len());
    for t in toks {
        if t.1 == "}" {
            depth = depth.saturating_sub(1);
        }
        depths.push(depth);
        if t.1 == "{" {
            depth += 1;
        }
    }
    let mut v = Vec::new();
    for i in 0..toks.len() {
        let w = word(i);
        let prev = if i > 0 { word(i - 1) } else { "" };
        let next = word(i + 1);
        // `main`'s own type and storage stay as they are.
        if next == "main" {
            continue;
        }
        match class {
            "widen-type" => match w {
                "char" | "short" => v.push(at(i, "int")),
                "float" => v.push(at(i, "double")),
                "int" if !matches!(prev, "short" | "long") => v.push(at(i, "long long")),
                _ => {}
            },
            "narrow-type" => match w {
                "int" if !matches!(prev, "short" | "long") => v.push(at(i, "short")),
                "double" if prev != "long" => v.push(at(i, "float")),
                "short" => v.push(at(i, "char")),
                "long" if prev == "long" => v.push(Place {
                    start: toks[i - 1].2.start,
                    end: toks[i].2.end,
                    with: "int".into(),
                }),
                _ => {}
            },
            "flip-signedness" => match w {
                "unsigned" => v.push(at(i, "signed")),
                "char" | "short" | "int" | "long"
                    if !TYPE_WORDS.contains(&prev) && !matches!(prev, "signed" | "unsigned") =>
                {
                    v.push(before(i, "unsigned "))
                }
                _ => {}
            },
            "swap-operands" | "flip-comparison" => {
                let ops: &[&str] = if class == "swap-operands" {
                    &["+", "*", "&", "|", "^", "==", "!="]
                } else {
                    &["<", ">", "<=", ">="]
                };
                if i == 0 || i + 1 >= toks.len() || !ops.contains(&w) {
                    continue;
                }
                let (a, b) = (&toks[i - 1], &toks[i + 1]);
                let left_ok = i < 2
                    || matches!(
                        word(i - 2),
                        "(" | "=" | "," | ";" | "{" | "return" | "?" | ":"
                    );
                let right_ok = matches!(word(i + 2), ")" | ";" | "," | "]" | "?" | ":");
                if simple(a) && simple(b) && left_ok && right_ok {
                    let op = match w {
                        "<" => ">",
                        ">" => "<",
                        "<=" => ">=",
                        ">=" => "<=",
                        o => o,
                    };
                    v.push(Place {
                        start: a.2.start,
                        end: b.2.end,
                        with: format!("{} {op} {}", b.1, a.1),
                    });
                }
            }
            "neighbour-constant" if toks[i].0 == TokenKind::Number => {
                let hex = w.starts_with("0x") || w.starts_with("0X");
                let octal = w.len() > 1 && w.starts_with('0') && !hex;
                let value = creduce_passes::int_literal::value(w);
                if let Some(n) = value.filter(|&n| !octal && n < u64::MAX as u128) {
                    let digits_end = w.find(['u', 'U', 'l', 'L']).unwrap_or(w.len());
                    let suffix = &w[digits_end..];
                    let text = if hex {
                        format!("0x{:x}{suffix}", n + 1)
                    } else {
                        format!("{}{suffix}", n + 1)
                    };
                    v.push(at(i, &text));
                }
            }
            "volatile"
                if decl_start(i)
                    && !declares_function(i)
                    && !has_specifier(i, &["volatile", "typedef"]) =>
            {
                // Before the type, after `static` or `extern`.
                let j = (i..specifiers_end(i))
                    .find(|&j| !matches!(word(j), "static" | "extern" | "const"))
                    .unwrap_or(i);
                v.push(before(j, "volatile "));
            }
            "static-local"
                if depths[i] > 0
                    && decl_start(i)
                    && !declares_function(i)
                    && !has_specifier(i, &["static", "extern"]) =>
            {
                v.push(before(i, "static "));
            }
            // `struct|union [tag] {` M1 ; M2 ; ...: swap the first two members.
            "reorder-members"
                if w == "{"
                    && (matches!(prev, "struct" | "union")
                        || (i > 0
                            && is_ident(toks[i - 1].0)
                            && matches!(word(i.wrapping_sub(2)), "struct" | "union"))) =>
            {
                let end_of = |from: usize| {
                    toks[from..]
                        .iter()
                        .position(|t| matches!(t.1, ";" | "{" | "}"))
                        .map(|p| from + p)
                        .filter(|&e| word(e) == ";" && e > from)
                };
                let Some(e1) = end_of(i + 1) else { continue };
                let Some(e2) = end_of(e1 + 1) else { continue };
                let member = |a: usize, b: usize| &src[toks[a].2.start..toks[b].2.end];
                v.push(Place {
                    start: toks[i + 1].2.start,
                    end: toks[e2].2.end,
                    with: format!("{} {}", member(e1 + 1, e2), member(i + 1, e1)),
                });
            }
            _ => {}
        }
    }
    v
}

/// The profile of `text` under `oracle` (built and calibrated on `text`): at most
/// `budget` edits (capped at [`MAX_BUDGET`]), each tested once under one slot of
/// `budget_slots`. `None` when interrupted.
pub fn profile(
    text: &str,
    oracle: &Guarded,
    budget: u32,
    slots: &TestBudget,
    cancel: &dyn Control,
) -> Option<Profile> {
    let budget = budget.min(MAX_BUDGET);
    let edits = edits(text, budget);
    let outcomes: Mutex<Vec<Option<MutantOutcome>>> = Mutex::new(vec![None; edits.len()]);
    let workers = slots.capacity().min(edits.len()).max(1);
    crate::pool::for_each_index(workers, |i| {
        if i >= edits.len() || cancel.cancelled() {
            return false;
        }
        let Some(_permit) = slots.acquire(cancel) else {
            return false;
        };
        let o = judge(&edits[i].text, oracle, cancel);
        outcomes.lock().unwrap_or_else(|e| e.into_inner())[i] = o;
        true
    });
    if cancel.cancelled() {
        return None;
    }
    let outcomes = outcomes.into_inner().unwrap_or_else(|e| e.into_inner());
    let mut p = Profile {
        budget,
        runs: edits.len() as u32,
        classes: BTreeMap::new(),
    };
    for (e, o) in edits.iter().zip(outcomes) {
        let c = p.classes.entry(e.class.to_string()).or_default();
        match o? {
            MutantOutcome::Keeps => c.keeps += 1,
            MutantOutcome::Cures => c.cures += 1,
            MutantOutcome::Discarded => c.discarded += 1,
        }
    }
    Some(p)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MutantOutcome {
    Keeps,
    Cures,
    Discarded,
}

/// One edit's outcome; `None` when interrupted.
fn judge(text: &str, oracle: &Guarded, cancel: &dyn Control) -> Option<MutantOutcome> {
    let main = oracle.test_main(text, cancel).ok()?;
    match main.verdict {
        Verdict::Cancelled => return None,
        Verdict::Timeout => return Some(MutantOutcome::Discarded),
        _ => {}
    }
    if let Ok(Some(g)) = oracle.guard_report(text, cancel) {
        match g.verdict {
            Verdict::Cancelled => return None,
            Verdict::Interesting => {}
            _ => return Some(MutantOutcome::Discarded),
        }
    }
    Some(if main.verdict == Verdict::Interesting {
        MutantOutcome::Keeps
    } else {
        MutantOutcome::Cures
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const PROGRAM: &str = "struct S { char c; int i; } s;\n\
        int g = 100;\n\
        float d = 0.5f; double e = 2.0;\n\
        static int f(short x) { return x + g; }\n\
        int main(void) {\n  unsigned int u = 7;\n  if (u < g) s.i = f(3);\n  return s.i == 103 ? 0 : 1;\n}\n";

    /// Every edit of `class`, however many.
    fn of(class: &str) -> Vec<String> {
        let toks: Vec<_> = lexer::tokenize(PROGRAM)
            .into_iter()
            .map(|t| (t.kind, &PROGRAM[t.range.clone()], t.range))
            .collect();
        places(class, PROGRAM, &toks)
            .into_iter()
            .map(|p| format!("{}{}{}", &PROGRAM[..p.start], p.with, &PROGRAM[p.end..]))
            .collect()
    }

    #[test]
    fn every_class_applies_where_it_should() {
        let has = |class: &str, what: &str| {
            assert!(
                of(class).iter().any(|t| t.contains(what)),
                "{class}: no edit with {what:?} in {:#?}",
                of(class)
            )
        };
        has("widen-type", "struct S { int c;");
        has("widen-type", "long long g = 100");
        has("narrow-type", "short g = 100");
        has("widen-type", "double d = 0.5f");
        has("narrow-type", "float e = 2.0");
        has("flip-signedness", "signed int u = 7");
        has("flip-signedness", "unsigned int g = 100");
        has("swap-operands", "return g + x;");
        has("neighbour-constant", "int g = 101;");
        has("volatile", "volatile unsigned int u = 7;");
        has("static-local", "static unsigned int u = 7;");
        has("reorder-members", "struct S { int i; char c; } s;");
        has("flip-comparison", "if (g > u)");
        // Not every place is a place: `main` is never made noinline, and an operand of
        // a tighter operator is not swapped out of it.
        assert!(of("noinline")
            .iter()
            .all(|t| !t.contains("noinline)) int main")));
        assert_eq!(of("volatile").len(), 7, "{:#?}", of("volatile"));
    }

    #[test]
    fn the_budget_caps_the_edits_and_spreads_each_class() {
        let all = edits(PROGRAM, MAX_BUDGET);
        assert!(all.len() <= MAX_BUDGET as usize);
        let few = edits(PROGRAM, 9);
        assert!(few.len() <= 9);
        // One per class at 9: every class that applies has its one edit.
        let classes: Vec<_> = few.iter().map(|e| e.class).collect();
        assert_eq!(classes, CLASSES, "{few:#?}");
        assert_eq!(edits(PROGRAM, 9), few, "the same edits every time");
    }
}
