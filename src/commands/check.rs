//! `creduce-rs check FILE [oracle options]` (or a folder, as `reduce` takes it): run the
//! oracle once and explain every stage;
//! with `--emit-script`, write an equivalent C-Reduce-compatible script; with `--json`,
//! print the verdict, the signature and the configuration.

use super::cli::CheckArgs;
use super::interrupt::{Interrupt, Sweep};
use super::reduce::make_workspace;
use super::{out, Error, Outcome};
use crate::files;
use crate::oracle::config::indent;
use crate::oracle::{Oracle, Verdict};
use std::os::unix::fs::PermissionsExt;
use std::sync::Arc;

/// Check one file.
pub fn run(args: CheckArgs) -> Result<Outcome, Error> {
    super::ui::init_logging(0, false);
    let mut config = args.oracle.config()?;
    // However the check ends, no Slurm step of ours is left behind.
    let _sweep = Sweep::new(config.runner.clone());
    let folder = match args.file.is_dir() {
        true => Some(crate::project::Project::scan(&args.file)?),
        false => None,
    };
    if folder.is_some() && args.emit_script.is_some() {
        return Err(Error::Usage(
            "--emit-script writes a test of one file; a folder's test is a script of yours".into(),
        ));
    }
    let original = match &folder {
        Some(p) => {
            config.lang = Some(config.lang.unwrap_or(p.lang()));
            p.text()
        }
        None => files::read_source(&args.file)?,
    };
    let interrupt =
        Interrupt::install().map_err(|e| anyhow::anyhow!("cannot install signal handlers: {e}"))?;
    let interrupted = || Outcome::Interrupted {
        signal: interrupt.signal().unwrap_or(2),
    };
    let cancel = || interrupt.requested();
    let workspace = match &folder {
        Some(p) => {
            let root = super::reduce::work_root(args.oracle.work_dir.as_deref())?;
            super::folder::workspace(p, &root)?
        }
        None => make_workspace(&args.file, args.oracle.work_dir.as_deref())?,
    };
    let kind = config.oracle.name();
    let guard = match (config.static_guarded(), config.guarded()) {
        (true, true) => " + static guard + UB guard",
        (true, false) => " + static guard",
        (false, true) => " + UB guard",
        (false, false) => "",
    };
    // Building calibrates the oracle on the file: a file that is not interesting to it
    // is a verdict here, not an error.
    let mut oracle = match config.build(&original, Arc::clone(&workspace), &cancel) {
        Err(_) if interrupt.requested() => return Ok(interrupted()),
        Err(crate::oracle::config::BuildError::NotInteresting(why)) => {
            if args.json {
                let v = serde_json::json!({
                    "interesting": false, "signature": null, "config": config, "why": why,
                });
                out(format_args!("{v}"))?;
            } else {
                out(format_args!(
                    "oracle: {kind}{guard}\n{why}\nnot interesting"
                ))?;
            }
            return Ok(Outcome::NotInteresting);
        }
        r => r?,
    };
    // The guards learn their modes from the file, as from a reduction's original.
    // With --emit-script the file is that original: the script drives another tool's
    // reduction of it, so the UB guard tolerates the warnings the file already has, in
    // the script and in this verdict alike, as a reduction would. Without it, the file
    // is judged as it is (a result: the UB guard tolerates none of its warnings).
    let learned = oracle
        .learn_modes(&original, &cancel)
        .and_then(|mut lines| {
            if args.emit_script.is_some() {
                let tolerated = oracle.tolerate_warnings(&original, &cancel)?;
                lines.extend(
                    tolerated
                        .iter()
                        .map(|w| format!("UB guard: tolerates the file's own {w}")),
                );
            }
            Ok(lines)
        });
    let learned = match learned {
        Err(_) if interrupt.requested() => return Ok(interrupted()),
        r => r.map_err(|e| Error::BadTest(e.to_string()))?,
    };
    if let Some(path) = &args.emit_script {
        let name = workspace.file_name().to_string_lossy().into_owned();
        let lines = oracle.script_lines(&name);
        let text =
            crate::oracle::plan::shell::script(&format!("{kind} oracle{guard}"), &name, &lines);
        let cannot = |e: std::io::Error| {
            Error::CannotWrite(format!("cannot write script {}: {e}", path.display()))
        };
        files::write_atomic(path, &text).map_err(cannot)?;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).map_err(cannot)?;
    }
    let report = oracle
        .test(&original, &cancel)
        .map_err(|e| Error::BadTest(e.to_string()))?;
    if report.verdict == Verdict::Cancelled {
        return Ok(interrupted());
    }
    let interesting = report.verdict == Verdict::Interesting;
    if args.json {
        let v = serde_json::json!({
            "interesting": interesting,
            "signature": oracle.signature(),
            "config": config,
            "learned": learned,
            "notes": report.notes,
        });
        out(format_args!("{v}"))?;
    } else {
        out(format_args!("oracle: {kind}{guard}"))?;
        if let Some(sig) = oracle.signature() {
            out(format_args!("  signature: {sig}"))?;
        }
        for l in &learned {
            out(format_args!("  {l}"))?;
        }
        for n in &report.notes {
            out(format_args!("  {n}"))?;
        }
        if let Some(o) = &report.output {
            let t = o.tail(10);
            if !t.trim().is_empty() {
                out(format_args!("  last lines of output:\n{}", indent(&t)))?;
            }
        }
        for (stage, d) in &report.stages {
            out(format_args!("  stage {stage}: {:.2} s", d.as_secs_f64()))?;
        }
        if interesting {
            out(format_args!("interesting"))?;
        } else {
            out(format_args!("not interesting ({:?})", report.verdict))?;
        }
    }
    Ok(if interesting {
        Outcome::Done
    } else {
        Outcome::NotInteresting
    })
}
