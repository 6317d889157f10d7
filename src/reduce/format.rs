//! The final formatting step of a reduction: the reduced program laid out for a person
//! (one declaration or statement per line, indented), tested once more, and kept only
//! if it is still interesting. The built-in layout (`creduce_passes::layout`) is the
//! same on every machine; `clang-format`, when the user has it, is the other choice.

use super::budget::TestBudget;
use crate::oracle::{Oracle, OracleError, Verdict};
use crate::toolchain::{self, Control, Exit, ProcessSpec};
use creduce_passes::Lang;
use std::time::Duration;

/// How the result is laid out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    /// The built-in layout.
    #[default]
    Builtin,
    /// `clang-format` (its LLVM style), the first found on PATH.
    ClangFormat,
    /// As the passes left it.
    None,
}

/// What the step did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Formatted {
    /// The formatted program is interesting and replaces the result.
    Kept(String),
    /// Formatting changed nothing.
    Unchanged,
    /// The formatted program is not interesting (or could not be made): the result
    /// stays as the passes left it. The text says why.
    Dropped(String),
}

/// The names `clang-format` goes by, in the order they are tried.
const CLANG_FORMATS: &[&str] = &[
    "clang-format",
    "clang-format-16",
    "clang-format-15",
    "clang-format-14",
];

/// `text` through clang-format, or why not.
fn clang_format(text: &str, lang: Lang, cancel: &dyn Control) -> Result<String, String> {
    let program = CLANG_FORMATS
        .iter()
        .find(|p| crate::toolchain::CompilerSpec::parse(p).is_ok_and(|s| s.check_exists().is_ok()))
        .ok_or("clang-format is not on PATH")?;
    let dir = crate::forced_exit::Scratch::new("creduce-rs-format.").map_err(|e| e.to_string())?;
    // The extension tells clang-format the language.
    let name = match lang {
        Lang::C => "r.c",
        Lang::Cpp => "r.cc",
    };
    std::fs::write(dir.path().join(name), text).map_err(|e| e.to_string())?;
    let spec = ProcessSpec::new(program, dir.path())
        .args(["--style=LLVM", "--sort-includes=false", name])
        .timeout(Duration::from_secs(60));
    let o = toolchain::run(&spec, cancel).map_err(|e| e.to_string())?;
    if o.exit != Exit::Code(0) {
        return Err(format!("{program}: {}", o.exit));
    }
    Ok(String::from_utf8_lossy(&o.stdout).into_owned())
}

/// Several files joined ([`crate::sources`]): each C or C++ file laid out by `lay`
/// on its own, the markers and the other files (a Makefile's tabs) as they are.
fn lay_out_files(
    text: &str,
    markers: &[String],
    lay: impl Fn(&str) -> Result<String, String>,
) -> Result<String, String> {
    let mut at: Vec<(usize, &String)> = markers
        .iter()
        .filter_map(|m| text.find(m.as_str()).map(|i| (i, m)))
        .collect();
    at.sort();
    let mut out = text[..at.first().map_or(text.len(), |a| a.0)].to_string();
    for (k, (start, m)) in at.iter().enumerate() {
        let end = at.get(k + 1).map_or(text.len(), |n| n.0);
        let body_at = start + m.len();
        let (head, body) = match text[body_at..end].strip_prefix('\n') {
            Some(b) => (&text[*start..body_at + 1], b),
            None => (&text[*start..body_at], &text[body_at..end]),
        };
        out.push_str(head);
        let name = crate::sources::name_of(m).unwrap_or_default();
        if crate::project::role_of(name) == crate::project::Role::Text || body.trim().is_empty() {
            out.push_str(body);
        } else {
            out.push_str(&lay(body)?);
        }
    }
    Ok(out)
}

/// Lay `text` out as `format` says and test the result with `oracle` (one slot of
/// `budget`), unless `known` has its verdict already (a test run ahead of need).
/// Several files joined (`markers`) are laid out each on its own.
#[allow(clippy::too_many_arguments)]
pub fn format(
    text: &str,
    lang: Lang,
    format: Format,
    markers: &[String],
    oracle: &dyn Oracle,
    budget: &TestBudget,
    cancel: &dyn Control,
    known: &dyn Fn(&str) -> Option<bool>,
) -> Result<Formatted, OracleError> {
    let lay = |t: &str| match format {
        Format::None => Ok(t.to_string()),
        Format::Builtin => Ok(creduce_passes::layout_in(lang, t)),
        Format::ClangFormat => clang_format(t, lang, cancel),
    };
    if format == Format::None {
        return Ok(Formatted::Unchanged);
    }
    let laid = if markers.is_empty() {
        lay(text)
    } else {
        lay_out_files(text, markers, lay)
    };
    let laid = match laid {
        Ok(t) => t,
        Err(why) => return Ok(Formatted::Dropped(why)),
    };
    if laid == text {
        return Ok(Formatted::Unchanged);
    }
    match known(&laid) {
        Some(true) => return Ok(Formatted::Kept(laid)),
        Some(false) => {
            return Ok(Formatted::Dropped(
                "the formatted program is not interesting".into(),
            ))
        }
        None => {}
    }
    let Some(_permit) = budget.acquire(cancel) else {
        return Ok(Formatted::Dropped("interrupted".into()));
    };
    // The reduction is done: an oracle that cannot run now drops the layout, not the
    // result.
    let r = match oracle.test(&laid, cancel) {
        Ok(r) => r,
        Err(e) => {
            return Ok(Formatted::Dropped(format!(
                "the formatted program could not be tested: {e}"
            )))
        }
    };
    Ok(match r.verdict {
        Verdict::Interesting => Formatted::Kept(laid),
        v => Formatted::Dropped(format!(
            "the formatted program is not interesting ({v:?}): {}",
            r.notes.last().map(String::as_str).unwrap_or("")
        )),
    })
}
