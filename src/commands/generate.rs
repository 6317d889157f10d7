//! `creduce-rs generate --generator arith|callconv [options] [--seed S] [--count N]
//! [--out DIR]`: write generated programs without compiling or running them, as
//! `csmith` does (one program to standard output without `--out`).

use super::cli::{GenerateArgs, GeneratorArgs};
use super::{out, Error, Outcome};
use crate::gen::arith::ArithOptions;
use crate::gen::callconv::{CallconvOptions, ALL_TYPE_FAMILIES};
use crate::gen::{generate_builtin, Generator, GeneratorKind};

/// The generator and its options, from the command line.
pub fn generator(a: &GeneratorArgs) -> Result<Generator, Error> {
    let arith_only = a.vars.is_some() || a.exprs.is_some() || a.size.is_some() || a.float;
    let callconv_only = a.funcs.is_some() || a.args.is_some() || !a.types.is_empty() || a.split;
    let refuse = |what: &str| {
        Err(Error::Usage(format!(
            "{what} options do not go with --generator {}",
            a.generator.name()
        )))
    };
    match a.generator {
        GeneratorKind::Arith if callconv_only => refuse("callconv"),
        GeneratorKind::Callconv if arith_only => refuse("arith"),
        GeneratorKind::Csmith if arith_only || callconv_only || a.depth.is_some() => {
            refuse("arith and callconv")
        }
        GeneratorKind::Arith => {
            let d = ArithOptions::default();
            Ok(Generator::Arith(ArithOptions {
                vars: a.vars.unwrap_or(d.vars),
                exprs: a.exprs.unwrap_or(d.exprs),
                size: a.size.unwrap_or(d.size),
                depth: a.depth.unwrap_or(d.depth),
                float: a.float,
            }))
        }
        GeneratorKind::Callconv => {
            let d = CallconvOptions::default();
            Ok(Generator::Callconv(CallconvOptions {
                funcs: a.funcs.unwrap_or(d.funcs),
                args: a.args.unwrap_or(d.args),
                depth: a.depth.unwrap_or(d.depth),
                types: if a.types.is_empty() {
                    ALL_TYPE_FAMILIES.to_vec()
                } else {
                    a.types.clone()
                },
                split: a.split,
            }))
        }
        GeneratorKind::Csmith => Ok(Generator::Csmith),
    }
}

/// Write the programs.
pub fn run(args: GenerateArgs) -> Result<Outcome, Error> {
    let g = generator(&args.generator)?;
    if g.kind() == GeneratorKind::Csmith {
        return Err(Error::Usage(
            "generate writes arith and callconv programs; run csmith itself for csmith's".into(),
        ));
    }
    let seed = args.generator.seed.unwrap_or(1);
    let count = args.count.unwrap_or(1);
    let Some(dir) = &args.out else {
        if count != 1 {
            return Err(Error::Usage("--count above 1 needs --out DIR".into()));
        }
        let files = generate_builtin(&g, seed).expect("built-in");
        if files.len() != 1 {
            return Err(Error::Usage(
                "--split writes two files: give --out DIR".into(),
            ));
        }
        let text = &files[0].1;
        out(format_args!("{}", text.trim_end()))?;
        return Ok(Outcome::Done);
    };
    std::fs::create_dir_all(dir)
        .map_err(|e| Error::CannotWrite(format!("{}: {e}", dir.display())))?;
    for i in 0..count {
        let s = seed.wrapping_add(i);
        let files = generate_builtin(&g, s).expect("built-in");
        let name = format!("{}-s{s}", g.kind().name());
        let write = |path: std::path::PathBuf, text: &str| {
            crate::files::write_atomic(&path, text)
                .map_err(|e| Error::CannotWrite(format!("{}: {e}", path.display())))
        };
        if files.len() == 1 {
            write(dir.join(format!("{name}.c")), &files[0].1)?;
        } else {
            let sub = dir.join(&name);
            std::fs::create_dir_all(&sub)
                .map_err(|e| Error::CannotWrite(format!("{}: {e}", sub.display())))?;
            for (n, t) in &files {
                write(sub.join(n), t)?;
            }
        }
    }
    Ok(Outcome::Done)
}
