//! `creduce-rs fuzz --generator arith|callconv|csmith --cc SPEC... [--ref SPEC]
//! (--count N | --minutes M) [--seed S] [-j N] --out CAMPAIGN`: run a campaign with
//! the library's runner ([`crate::gen::fuzz`]), with a progress line and a summary.

use super::cli::FuzzArgs;
use super::interrupt::Interrupt;
use super::ui::multi;
use super::{Error, Outcome};
use crate::gen::fuzz::{fuzz, FuzzEvents, FuzzOptions, Stop};
use crate::gen::GeneratorKind;
use crate::oracle::behaviour::Timeouts;
use crate::toolchain::CompilerSpec;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::time::Duration;

struct Progress {
    bar: ProgressBar,
}

impl FuzzEvents for Progress {
    fn program_done(&self, programs: u64, failures: u64) {
        self.bar.set_position(programs);
        self.bar.set_message(format!("{failures} failures"));
    }
}

/// Variadic tests include `<stdarg.h>`, which comes with each compiler: one that
/// cannot include it (Debian's chibicc ships without its headers) would make every
/// variadic test a failure of the set-up, not of the compiler.
fn preflight_stdarg(cc: &[CompilerSpec]) -> Result<(), Error> {
    let dir = crate::forced_exit::Scratch::new("creduce-rs-fuzz.")
        .map_err(|e| Error::CannotWrite(format!("temporary directory: {e}")))?;
    std::fs::write(
        dir.path().join("va.c"),
        "#include <stdarg.h>\nint f(int n, ...) { va_list ap; int v; va_start(ap, n); v = va_arg(ap, int); va_end(ap); return v; }\n",
    )
    .map_err(|e| Error::CannotWrite(format!("temporary directory: {e}")))?;
    for c in cc {
        let o = c
            .compile(
                dir.path(),
                "va.c",
                "va.o",
                crate::toolchain::compiler::COMPILE_TAIL,
                Duration::from_secs(60),
                &|| false,
            )
            .map_err(|e| Error::BadCompiler(format!("cannot run `{}`: {e}", c.name)))?;
        if !o.exit.success() {
            return Err(Error::BadCompiler(format!(
                "`{}` cannot compile `#include <stdarg.h>` (are its own headers installed?); leave variadic tests out: --types {}",
                c.name,
                crate::gen::callconv::ALL_TYPE_FAMILIES
                    .iter()
                    .filter(|f| **f != crate::gen::callconv::TypeFamily::Variadic)
                    .map(|f| clap::ValueEnum::to_possible_value(f).map(|v| v.get_name().to_string()).unwrap_or_default())
                    .collect::<Vec<_>>()
                    .join(",")
            )));
        }
    }
    Ok(())
}

/// Run the campaign.
pub fn run(args: FuzzArgs) -> Result<Outcome, Error> {
    super::ui::init_logging(0, args.quiet);
    let generator = super::generate::generator(&args.generator)?;
    let cc = args
        .cc
        .iter()
        .map(|s| super::args::compiler(s))
        .collect::<Result<Vec<_>, _>>()?;
    let reference = super::args::compiler(args.reference.as_deref().unwrap_or("gcc"))?;
    if generator.kind() == GeneratorKind::Csmith {
        super::args::compiler("csmith")?;
        if cc.len() + 1 < 3 {
            return Err(Error::Usage(
                "--generator csmith votes: give at least two --cc besides --ref".into(),
            ));
        }
    }
    if let crate::gen::Generator::Callconv(o) = &generator {
        if o.types
            .contains(&crate::gen::callconv::TypeFamily::Variadic)
        {
            preflight_stdarg(&cc)?;
        }
    }
    let stop = match (args.count, args.minutes) {
        (Some(n), _) => Stop::Count(n),
        (None, Some(m)) => Stop::Time(Duration::from_secs_f64(m * 60.0)),
        (None, None) => return Err(Error::Usage("give --count N or --minutes M".into())),
    };
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let opts = FuzzOptions {
        generator,
        cc,
        reference,
        seed: args.generator.seed.unwrap_or(1),
        stop,
        jobs,
        timeouts: Timeouts {
            compile: Duration::from_secs_f64(args.compile_timeout.unwrap_or(60.0)),
            run: Duration::from_secs_f64(args.run_timeout.unwrap_or(5.0)),
        },
        out: args.out.clone(),
    };
    let interrupt =
        Interrupt::install().map_err(|e| anyhow::anyhow!("cannot install signal handlers: {e}"))?;
    let cancel = || interrupt.requested();
    let bar = if !args.quiet && std::io::stderr().is_terminal() {
        let b = match stop {
            Stop::Count(n) => multi().add(ProgressBar::new(n)),
            Stop::Time(_) => multi().add(ProgressBar::no_length()),
        };
        b.set_style(
            ProgressStyle::with_template("[{elapsed_precise}] {pos} programs ({per_sec}), {msg}")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        b.enable_steady_tick(Duration::from_millis(250));
        b
    } else {
        ProgressBar::hidden()
    };
    let progress = Progress { bar };
    let summary = fuzz(&opts, &cancel, &progress).map_err(Error::CannotWrite)?;
    progress.bar.finish_and_clear();
    let g = opts.generator.kind().name();
    eprintln!(
        "fuzz {g}: {} programs in {:.1} s ({:.2} per second, {:.2} per second per job), {} failures, {} invalid, {} generator errors",
        summary.programs,
        summary.seconds,
        summary.per_second,
        summary.per_second / jobs as f64,
        summary.failures,
        summary.invalid,
        summary.generator_errors
    );
    for (kind, n) in &summary.by_kind {
        eprintln!("  {n:>5}  {kind}");
    }
    std::fs::write(
        args.out.join("fuzz-summary.json"),
        serde_json::to_string_pretty(&summary).map_err(anyhow::Error::from)? + "\n",
    )
    .map_err(|e| Error::CannotWrite(format!("{}: {e}", args.out.display())))?;
    if let Some(signal) = interrupt.signal() {
        return Ok(Outcome::Interrupted { signal });
    }
    Ok(Outcome::Done)
}
