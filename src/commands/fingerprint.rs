//! `creduce-rs fingerprint FILE [oracle options] [--culprit A,B] [--json]`: the
//! fingerprint of a (reduced) program and its parts: the signature the oracle sees on
//! it (none without oracle options), the culprit when given, and the skeleton.

use super::cli::FingerprintArgs;
use super::interrupt::{Interrupt, Sweep};
use super::reduce::make_workspace;
use super::{out, Error, Outcome};
use crate::files;
use crate::oracle::Oracle;
use crate::triage::{Fingerprint, Skeleton};
use std::sync::Arc;

/// Print one file's fingerprint.
pub fn run(args: FingerprintArgs) -> Result<Outcome, Error> {
    super::ui::init_logging(0, false);
    let src = files::read_source(&args.file)?;
    let signature = if args.oracle.given() {
        // The signature is the main oracle's; the guards add nothing to it.
        let config = args.oracle.config()?.unguarded();
        let _sweep = Sweep::new(config.runner.clone());
        let interrupt = Interrupt::install()
            .map_err(|e| anyhow::anyhow!("cannot install signal handlers: {e}"))?;
        let cancel = || interrupt.requested();
        let workspace = make_workspace(&args.file, args.oracle.work_dir.as_deref())?;
        let oracle = match config.build(&src, Arc::clone(&workspace), &cancel) {
            Err(_) if interrupt.requested() => {
                return Ok(Outcome::Interrupted {
                    signal: interrupt.signal().unwrap_or(2),
                })
            }
            r => r?,
        };
        oracle.signature()
    } else {
        None
    };
    let fp = Fingerprint::new(
        signature.as_ref(),
        args.culprit.as_deref(),
        &Skeleton::of(&src),
    );
    if args.json {
        let v = serde_json::to_string(&fp).map_err(anyhow::Error::from)?;
        out(format_args!("{v}"))?;
    } else {
        out(format_args!("fingerprint {}", fp.hash))?;
        match &fp.signature {
            Some(s) => out(format_args!("signature   {s}"))?,
            None => out(format_args!("signature   none (no oracle given)"))?,
        }
        match &fp.culprit {
            Some(c) => out(format_args!("culprit     {}", c.join(",")))?,
            None => out(format_args!("culprit     unknown"))?,
        }
        out(format_args!("skeleton    {}", fp.skeleton))?;
    }
    Ok(Outcome::Done)
}
