//! The Csmith adapter: run the installed `csmith` with swarm options (a random subset of
//! its feature switches, chosen by the seed), then preprocess its output once, the way
//! the campaigns in `corpus/` were made (`gcc -E -P` with glibc's GNU extensions defined
//! away and a one-line stdio stub), so the same `prog.c` compiles with gcc, clang,
//! chibicc, pcc and tcc.

use crate::toolchain::{run, Control, Exit, ProcessSpec};
use rand::Rng;
use std::path::Path;
use std::time::Duration;

/// The feature switches swarm testing turns off at random, each with probability 1/2.
pub const SWARM: [&str; 27] = [
    "--no-unions",
    "--no-bitfields",
    "--no-structs",
    "--no-arrays",
    "--no-pointers",
    "--no-volatiles",
    "--no-packed-struct",
    "--no-consts",
    "--no-comma-operators",
    "--no-embedded-assigns",
    "--no-math64",
    "--no-longlong",
    "--no-int8",
    "--no-uint8",
    "--no-muls",
    "--no-jumps",
    "--no-pre-incr-operator",
    "--no-pre-decr-operator",
    "--no-volatile-pointers",
    "--no-const-pointers",
    "--no-divs",
    "--no-compound-assignment",
    "--no-post-incr-operator",
    "--no-post-decr-operator",
    "--no-unary-plus-operator",
    "--no-inline-function",
    "--float",
];

/// The preprocessor's options (after `gcc`).
pub const PREPROCESS: [&str; 16] = [
    "-E",
    "-P",
    "-Iinc",
    "-I/usr/include/csmith",
    "-U__GNUC__",
    "-D__STRICT_ANSI__",
    "-D__attribute__(x)=",
    "-D__extension__=",
    "-D__restrict=",
    "-D__inline=inline",
    "-D__asm__(x)=",
    "-D_Float32=csm_F32",
    "-D_Float64=csm_F64",
    "-D_Float32x=csm_F32x",
    "-D_Float64x=csm_F64x",
    "-D_Float128=csm_F128",
];

/// Csmith's options for `seed`: the seed, small programs (`--max-funcs 3`), no
/// `argc`, and the seed's swarm subset.
pub fn options(seed: u64) -> Vec<String> {
    let mut r = super::rng(seed);
    let mut v: Vec<String> = ["--seed", &seed.to_string(), "--no-argc", "--max-funcs", "3"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for f in SWARM {
        if r.gen_bool(0.5) {
            v.push(f.to_string());
        }
    }
    v
}

/// Generate and preprocess the program of `seed` in `dir` (which it uses as scratch
/// space). Returns the program and Csmith's options.
pub fn generate(
    seed: u64,
    dir: &Path,
    timeout: Duration,
    cancel: &dyn Control,
) -> Result<(String, Vec<String>), String> {
    let inc = dir.join("inc");
    std::fs::create_dir_all(&inc).map_err(|e| format!("{}: {e}", inc.display()))?;
    std::fs::write(
        inc.join("stdio.h"),
        "extern int printf(const char *, ...);\n",
    )
    .map_err(|e| format!("{}: {e}", inc.display()))?;
    let opts = options(seed);
    let step = |program: &str, args: Vec<String>| -> Result<(), String> {
        let o = run(
            &ProcessSpec::new(program, dir).args(args).timeout(timeout),
            cancel,
        )
        .map_err(|e| format!("cannot run {program}: {e}"))?;
        match o.exit {
            Exit::Code(0) => Ok(()),
            e => Err(format!(
                "{program}: {e}: {}",
                o.tail(2).replace('\n', " | ")
            )),
        }
    };
    let mut args = opts.clone();
    args.extend(["-o".to_string(), "orig.c".to_string()]);
    step("csmith", args)?;
    let mut pp: Vec<String> = PREPROCESS.iter().map(|s| s.to_string()).collect();
    pp.extend(["orig.c", "-o", "prog.c"].map(String::from));
    step("gcc", pp)?;
    let text = std::fs::read_to_string(dir.join("prog.c"))
        .map_err(|e| format!("reading the preprocessed program: {e}"))?;
    Ok((text, opts))
}

#[cfg(test)]
mod tests {
    #[test]
    fn options_depend_on_the_seed_only() {
        assert_eq!(super::options(5), super::options(5));
        assert_ne!(super::options(5), super::options(6));
        assert_eq!(&super::options(5)[..2], ["--seed", "5"]);
    }
}
