//! Debug views: `--dump-tree` (the syntax tree), `--dump-candidates PASS` (what a pass
//! proposes), `--dump-instrumented` (the copy `expr_to_value` runs).

use super::cli::ReduceArgs;
use super::{out, Error, Outcome};
use crate::files;
use creduce_passes::{count_tokens, pass_by_name};

/// Print what was asked for.
pub fn run(args: &ReduceArgs) -> Result<Outcome, Error> {
    let file = match args.inputs.as_slice() {
        [f] | [_, f] => f,
        _ => return Err(Error::Usage("give the FILE to dump".into())),
    };
    let text = files::read_source(file)?;
    let lang = args.oracle.lang.map_or_else(
        || creduce_passes::Lang::of_path(file),
        super::cli::LangArg::lang,
    );
    let prog = creduce_passes::Program::new_in(lang, text.as_str());
    if args.dump_instrumented {
        let inst = creduce_passes::expr_to_value::instrument(&prog).unwrap_or_default();
        out(format_args!("{}", inst.strip_suffix('\n').unwrap_or(&inst)))?;
    }
    if args.dump_tree {
        out(format_args!(
            "{}",
            prog.root().map(|r| r.to_sexp()).unwrap_or_default()
        ))?;
        out(format_args!(
            "; {} bytes, {} tokens, {} parse errors",
            text.len(),
            prog.token_count(),
            prog.error_count()
        ))?;
    }
    if let Some(name) = &args.dump_candidates {
        let pass = pass_by_name(name).map_err(|e| Error::Usage(e.to_string()))?;
        let mut cursor = creduce_passes::Cursor::START;
        loop {
            let batch = pass.candidates(&prog, cursor, 256);
            let Some(last) = batch.last() else { break };
            cursor = last.cursor.next();
            for c in &batch {
                let after = c.edit.spaced(&text).apply(&text).unwrap_or_default();
                out(format_args!(
                    "{:?}\t{} bytes\t{} tokens\t{}",
                    (c.cursor.0, c.cursor.1, c.cursor.2),
                    after.len(),
                    count_tokens(&after),
                    c.label
                ))?;
            }
        }
    }
    Ok(Outcome::Done)
}
