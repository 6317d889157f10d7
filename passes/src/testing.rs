//! Helpers for the passes' unit tests.

use crate::{Cursor, Pass, Program};

/// Every text a pass proposes for `src`, in order.
pub(crate) fn outputs(pass: &dyn Pass, src: &str) -> Vec<String> {
    let p = Program::new(src);
    pass.candidates(&p, Cursor::START, 100_000)
        .into_iter()
        .filter_map(|c| c.edit.apply(src))
        .collect()
}

/// The label of every candidate a pass proposes for `src` read as `lang`, in order.
pub(crate) fn labels(pass: &dyn Pass, lang: crate::Lang, src: &str) -> Vec<String> {
    let p = Program::new_in(lang, src);
    pass.candidates(&p, Cursor::START, 100_000)
        .into_iter()
        .map(|c| c.label)
        .collect()
}

/// Every text a pass proposes for the C++ program `src`, in order.
pub(crate) fn cpp_outputs(pass: &dyn Pass, src: &str) -> Vec<String> {
    let p = Program::new_in(crate::Lang::Cpp, src);
    pass.candidates(&p, Cursor::START, 100_000)
        .into_iter()
        .filter_map(|c| c.edit.apply(src))
        .collect()
}
