//! The shrink stage: a failing calling-convention or arithmetic test found by
//! `creduce-rs fuzz` is shrunk by its own generator ([`crate::gen::shrink`]) before it is
//! reduced. Every
//! candidate is a program the generator writes, valid by construction; it counts when
//! the failure's own oracle (without the guards) finds it interesting: the same `NG`
//! line (for a callconv test, with the value the original's failing check expected).
//!
//! The reduction starts from the shrunk program (a few hundred tokens instead of a few
//! thousand), once the guards accept it. Its shape's key lets triage group wrong-code
//! failures, whose signatures (an `NG` line) say too little on their own, before
//! reducing them ([`crate::triage::attach`]).

use crate::gen::fuzz::Generated;
use crate::gen::shrink::{shrink_arith, shrink_callconv};
use crate::gen::Generator;
use crate::oracle::signature::{CheckFailure, Signature};
use crate::oracle::{Guarded, OracleConfig, OracleKind, Verdict};
use crate::reduce::TestBudget;
use crate::size::Size;
use crate::toolchain::Control;
use serde::{Deserialize, Serialize};

/// The shrink stage's result (the program is `shrunk.c` beside the record).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shrink {
    /// What triage groups on: for a callconv test, how the calling convention passes
    /// what the shrunk test's functions take and return, and the failing parameter; for
    /// an arith test, the failing expression with its leaves by type and storage.
    pub key: String,
    /// The shrunk shape and the failing check, without names or values.
    pub shape: String,
    /// Candidates tested.
    pub tests: u32,
    /// The reduce budget ran out before the search ended.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cut: bool,
    /// The shrunk program's size.
    pub size: Size,
}

/// What a failure must be for its generator to shrink it: an arith program, or a
/// callconv program of one file, with the `expect` oracle and a reference. `None` when it
/// is not.
pub fn applies<'a>(
    generated: Option<&'a Generated>,
    config: &OracleConfig,
) -> Option<&'a Generated> {
    let g = generated?;
    let one_file = match &g.generator {
        Generator::Callconv(o) => !o.split,
        Generator::Arith(_) => true,
        Generator::Csmith => false,
    };
    (one_file
        && config.oracle == OracleKind::Expect
        && config.cc.len() == 1
        && config.reference.is_some())
    .then_some(g)
}

/// Why a shrink stopped early.
#[derive(Debug)]
pub enum Stopped {
    /// An interrupt.
    Interrupted,
    /// The oracle could not run (a missing compiler, no temporary directory).
    Failed(String),
}

/// Shrink `original` (generated as `generated` says; `signature` is the oracle's on
/// it), testing candidates with `oracle`'s main oracle, for at most `limit` (triage's
/// `--reduce-budget`; after it, the smallest failing test so far is the result).
/// `Ok(None)` when the program is not its generator's (edited since): nothing to shrink.
pub fn shrink(
    generated: &Generated,
    original: &str,
    signature: Option<&Signature>,
    oracle: &Guarded,
    budget: &TestBudget,
    limit: Option<std::time::Duration>,
    cancel: &dyn Control,
) -> Result<Option<(Shrink, String)>, Stopped> {
    if matches!(generated.generator, Generator::Csmith) {
        return Ok(None);
    }
    let again = crate::gen::generate_builtin(&generated.generator, generated.seed);
    let Some([(_, text)]) = again.as_deref() else {
        return Ok(None);
    };
    if text != original {
        return Ok(None);
    }
    let head = original.lines().next().unwrap_or_default().to_string() + "\n";
    let ng_line = match signature {
        Some(Signature::Expect {
            failure: CheckFailure::Prints { line },
            ..
        }) => Some(line.as_str()),
        _ => None,
    };
    let started = std::time::Instant::now();
    let tested = std::cell::Cell::new(0u32);
    let cut = std::cell::Cell::new(false);
    let fails = |candidate: &str| {
        // Past the budget, no candidate is tested: the generator's search then ends
        // with what it has.
        if limit.is_some_and(|l| started.elapsed() > l) {
            cut.set(true);
            return Ok(false);
        }
        tested.set(tested.get() + 1);
        // A timeout under load is not a verdict: once more alone, as every test.
        let timed_out = |r: &Result<crate::oracle::Report, _>| {
            matches!(
                r,
                Ok(crate::oracle::Report {
                    verdict: Verdict::Timeout,
                    ..
                })
            )
        };
        let tested = budget
            .retrying_alone(cancel, timed_out, || oracle.test_main(candidate, cancel))
            .ok_or(Stopped::Interrupted)?;
        match tested {
            Ok(r) => match r.verdict {
                Verdict::Interesting => Ok(true),
                Verdict::Cancelled => Err(Stopped::Interrupted),
                Verdict::NotInteresting | Verdict::Timeout => Ok(false),
            },
            Err(_) if cancel.cancelled() => Err(Stopped::Interrupted),
            Err(e) => Err(Stopped::Failed(e.to_string())),
        }
    };
    let shrunk = match &generated.generator {
        Generator::Callconv(o) => shrink_callconv(o, generated.seed, &head, ng_line, fails)?,
        Generator::Arith(o) => Some(shrink_arith(o, generated.seed, &head, ng_line, fails)?),
        Generator::Csmith => None,
    };
    Ok(shrunk.map(|s| {
        (
            Shrink {
                key: s.key,
                shape: s.shape,
                tests: tested.get(),
                cut: cut.get(),
                size: Size::of(&s.text),
            },
            s.text,
        )
    }))
}

/// What two failures whose shrunk tests have this key share, in words for an
/// attachment's evidence ("the same ... as s12").
pub fn sameness(key: &str) -> &'static str {
    if crate::gen::shrink::arith::is_arith_key(key) {
        "failing check, in a test its generator shrank to the same expression over the same types,"
    } else {
        "failing parameter, in a test its generator shrank to one the calling convention passes the same way,"
    }
}
