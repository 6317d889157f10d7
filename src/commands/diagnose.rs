//! `creduce-rs diagnose CALLER.c CALLEE.c --cut SPEC --ref SPEC [--json]`: Bailey and
//! Davidson's caller/callee diagnosis ([`crate::gen::diagnose`]), printed as a table or
//! JSON.

use super::cli::DiagnoseArgs;
use super::interrupt::Interrupt;
use super::{out, Error, Outcome};
use crate::files;
use crate::gen::diagnose::diagnose;
use crate::oracle::behaviour::Timeouts;
use std::time::Duration;

/// Diagnose one caller/callee pair.
pub fn run(args: DiagnoseArgs) -> Result<Outcome, Error> {
    super::ui::init_logging(0, false);
    let caller = files::read_source(&args.caller)?;
    let callee = files::read_source(&args.callee)?;
    let cut = super::args::compiler(&args.cut)?;
    let reference = super::args::compiler(&args.reference)?;
    let t = Timeouts {
        compile: Duration::from_secs_f64(args.compile_timeout.unwrap_or(60.0)),
        run: Duration::from_secs_f64(args.run_timeout.unwrap_or(5.0)),
    };
    let interrupt =
        Interrupt::install().map_err(|e| anyhow::anyhow!("cannot install signal handlers: {e}"))?;
    let cancel = || interrupt.requested();
    let dir = crate::forced_exit::Scratch::new("creduce-rs-diagnose.")
        .map_err(|e| Error::CannotWrite(format!("temporary directory: {e}")))?;
    let d = match diagnose(&caller, &callee, &cut, &reference, t, dir.path(), &cancel) {
        Err(_) if interrupt.requested() => {
            return Ok(Outcome::Interrupted {
                signal: interrupt.signal().unwrap_or(2),
            })
        }
        r => r.map_err(|e| Error::Other(anyhow::anyhow!(e)))?,
    };
    if args.json {
        let v = serde_json::json!({
            "cut": cut.spec(),
            "ref": reference.spec(),
            "table": d.table,
            "fault": d.fault,
            "explained": d.explained,
            "findings": d.findings,
        });
        out(format_args!(
            "{}",
            serde_json::to_string_pretty(&v).map_err(anyhow::Error::from)?
        ))?;
    } else {
        out(format_args!(
            "{}",
            d.render(&cut.name, &reference.name).trim_end()
        ))?;
    }
    Ok(Outcome::Done)
}
