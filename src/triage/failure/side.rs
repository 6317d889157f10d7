//! The caller/callee side of a two-file failure under the `expect` oracle: Bailey and
//! Davidson's diagnosis (each side built by the compiler under test and by the
//! reference) names the faulty side, which becomes part of the signature (two failures
//! of one compiler in different sides are two bugs). This is triage's one use of `gen`
//! (the diagnosis lives beside the calling-convention generator that shares it).

use crate::gen::diagnose::Fault;
use crate::oracle::signature::Side;
use crate::oracle::{OracleConfig, OracleKind};
use crate::reduce::TestBudget;
use crate::toolchain::Control;
use std::path::Path;

/// The faulty side of `text`, the files `names` joined (the file with `main` is the
/// caller), under `config`'s compiler and reference, in a temporary directory under
/// `tmp` and one slot of `budget`; `None` when the diagnosis names no side or cannot
/// run.
pub(super) fn side(
    config: &OracleConfig,
    names: &[String],
    text: &str,
    tmp: &Path,
    budget: &TestBudget,
    cancel: &dyn Control,
) -> Option<Side> {
    if names.len() != 2 || config.oracle != OracleKind::Expect {
        return None;
    }
    let parts = crate::sources::split(text, names)?;
    let (caller, callee) = match (mentions_main(&parts[0].1), mentions_main(&parts[1].1)) {
        (true, false) => (&parts[0].1, &parts[1].1),
        (false, true) => (&parts[1].1, &parts[0].1),
        _ => return None,
    };
    let dir = tempfile::Builder::new()
        .prefix("diagnose")
        .tempdir_in(tmp)
        .ok()?;
    let _permit = budget.acquire(cancel)?;
    let d = crate::gen::diagnose::diagnose(
        caller,
        callee,
        config.cc.first()?,
        config.reference.as_ref()?,
        config.timeouts(),
        dir.path(),
        cancel,
    )
    .ok()?;
    match d.fault {
        Fault::Caller => Some(Side::Caller),
        Fault::Callee => Some(Side::Callee),
        Fault::Both => Some(Side::Both),
        Fault::None | Fault::Reference => None,
    }
}

/// Whether `text` names `main` as a function (`main(`, `main (`): the caller of a
/// caller/callee pair.
fn mentions_main(text: &str) -> bool {
    let b = text.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    text.match_indices("main")
        .any(|(i, _)| (i == 0 || !ident(b[i - 1])) && text[i + 4..].trim_start().starts_with('('))
}

#[cfg(test)]
mod tests {
    use super::mentions_main;

    #[test]
    fn the_caller_is_the_file_that_defines_main() {
        assert!(mentions_main("int main(void) { return f(1); }"));
        assert!(mentions_main("int main (void) {}"));
        assert!(!mentions_main("int domain(int x);"));
        assert!(!mentions_main("int main_loop;"));
    }
}
