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

/// Every text a pass proposes for the C++ program `src`, in order.
pub(crate) fn cpp_outputs(pass: &dyn Pass, src: &str) -> Vec<String> {
    let p = Program::new_in(crate::Lang::Cpp, src);
    pass.candidates(&p, Cursor::START, 100_000)
        .into_iter()
        .filter_map(|c| c.edit.apply(src))
        .collect()
}
