//! `creduce-rs measure FILE...`: bytes and tokens, as the reducer counts them.

use super::cli::MeasureArgs;
use super::{out, Error, Outcome};
use crate::files;
use creduce_passes::count_tokens;

/// Print each file's size.
pub fn run(args: &MeasureArgs) -> Result<Outcome, Error> {
    for f in &args.files {
        let text = files::read_source(f)?;
        let tokens = count_tokens(&text);
        if args.json {
            let v = serde_json::json!({"file": f, "bytes": text.len(), "tokens": tokens});
            out(format_args!("{v}"))?;
        } else {
            out(format_args!("{}\t{}\t{}", text.len(), tokens, f.display()))?;
        }
    }
    Ok(Outcome::Done)
}
