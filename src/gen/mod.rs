//! Integrated generators: Nagai-style arithmetic tests ([`arith`]), Quest-style
//! calling-convention tests ([`callconv`]) and the Csmith adapter ([`csmith`]); the
//! campaign runner that judges what they produce ([`fuzz`]); and Bailey and Davidson's
//! caller/callee diagnosis ([`diagnose`]). C's arithmetic rules they compute expected
//! values with are the passes crate's ([`creduce_passes::ctype`]).
//!
//! A program is a function of its generator, options and seed: the same seed gives the
//! same files on any machine, whatever else runs (the random streams are ChaCha8, whose
//! output is fixed by its seed).

mod abi;
pub mod arith;
pub mod callconv;
pub mod csmith;
pub mod diagnose;
pub mod fuzz;
pub mod shrink;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Which generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GeneratorKind {
    /// Arithmetic expressions with expected values (Nagai et al.); oracle `expect`.
    Arith,
    /// Calling-convention tests (Quest, Bailey and Davidson); oracle `expect`.
    Callconv,
    /// The installed `csmith`, with swarm options; oracle `vote`.
    Csmith,
}

/// Every generator.
pub const ALL_GENERATORS: [GeneratorKind; 3] = [
    GeneratorKind::Arith,
    GeneratorKind::Callconv,
    GeneratorKind::Csmith,
];

impl GeneratorKind {
    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            GeneratorKind::Arith => "arith",
            GeneratorKind::Callconv => "callconv",
            GeneratorKind::Csmith => "csmith",
        }
    }
}

/// A generator with its options: what a failure's sidecar records, with the seed, so the
/// program can be made again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "generator", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Generator {
    /// [`arith`].
    Arith(arith::ArithOptions),
    /// [`callconv`].
    Callconv(callconv::CallconvOptions),
    /// [`csmith`].
    Csmith,
}

impl Generator {
    /// Which generator this is.
    pub fn kind(&self) -> GeneratorKind {
        match self {
            Generator::Arith(_) => GeneratorKind::Arith,
            Generator::Callconv(_) => GeneratorKind::Callconv,
            Generator::Csmith => GeneratorKind::Csmith,
        }
    }
}

/// One generated program: its files, named (`test.c`; or `caller.c` and `callee.c`).
pub type Files = Vec<(String, String)>;

/// The random stream of one program.
pub fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// The program of `seed` from a built-in generator (`None` for csmith, which runs a
/// process: see [`csmith::generate`]).
pub fn generate_builtin(g: &Generator, seed: u64) -> Option<Files> {
    let mut r = rng(seed);
    let files = match g {
        Generator::Arith(o) => vec![("test.c".into(), arith::generate(&mut r, o))],
        Generator::Callconv(o) => callconv::generate(&mut r, o),
        Generator::Csmith => return None,
    };
    let head = format!(
        "/* creduce-rs generator {}, seed {seed} */\n",
        g.kind().name()
    );
    Some(
        files
            .into_iter()
            .map(|(n, t)| (n, format!("{head}{t}")))
            .collect(),
    )
}
