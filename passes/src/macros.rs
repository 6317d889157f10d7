//! Object-like macros of code that is not preprocessed: `#define NAME VALUE` removed
//! and every use of `NAME` replaced by `VALUE`, so the passes see (and can shrink) the
//! value where it is used. A macro with parameters, one continued over several lines,
//! or one whose uses would make the program bigger is left alone.

use crate::lexer::{tokenize, TokenKind};
use crate::lines::line_ranges;
use crate::{Candidate, Cursor, Edit, Pass, Program, Replacement};
use std::ops::Range;

/// An object-like `#define`: its line (with the newline), name and value.
fn defines(text: &str) -> Vec<(Range<usize>, &str, &str)> {
    let mut out = Vec::new();
    for line in line_ranges(text) {
        let l = text[line.clone()].trim_end_matches('\n');
        let Some(rest) = l.trim_start().strip_prefix('#') else {
            continue;
        };
        let Some(rest) = rest.trim_start().strip_prefix("define") else {
            continue;
        };
        if !rest.starts_with([' ', '\t']) || l.ends_with('\\') {
            continue;
        }
        let rest = rest.trim_start();
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let (name, value) = rest.split_at(end);
        if name.is_empty()
            || value.starts_with('(')
            || name.starts_with(|c: char| c.is_ascii_digit())
        {
            continue;
        }
        // A comment after the value is not part of it.
        let value = value.split("//").next().unwrap_or("");
        let value = value.split("/*").next().unwrap_or("").trim();
        out.push((line, name, value));
    }
    out
}

/// Replace an object-like macro's uses by its value and remove its definition.
#[derive(Debug, Default)]
pub(crate) struct InlineMacros;

impl Pass for InlineMacros {
    fn name(&self) -> &'static str {
        "inline_macros"
    }

    fn description(&self) -> &'static str {
        "replace an object-like macro's uses by its value and remove its #define"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let text = prog.text();
        let defs = defines(text);
        if defs.is_empty() {
            return Vec::new();
        }
        let tokens = tokenize(text);
        let mut out = Vec::new();
        for (i, (line, name, value)) in defs.iter().enumerate() {
            let cursor = Cursor(0, 0, i as u32);
            if cursor < from {
                continue;
            }
            if out.len() >= limit {
                break;
            }
            let mut reps = vec![Replacement {
                range: line.clone(),
                text: String::new(),
            }];
            reps.extend(
                tokens
                    .iter()
                    .filter(|t| t.kind == TokenKind::Ident && &text[t.range.clone()] == *name)
                    .filter(|t| !line.contains(&t.range.start))
                    .map(|t| Replacement {
                        range: t.range.clone(),
                        text: value.to_string(),
                    }),
            );
            let Ok(edit) = Edit::new(reps) else {
                continue;
            };
            out.push(Candidate {
                edit,
                label: format!("inline the macro {name}"),
                cursor,
            });
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_object_like_macro_is_replaced_by_its_value() {
        let text = "#define CL1 0xdead /* a value */\n#define F(x) x\n# define  EMPTY\nlong a = CL1;\nlong CL10 = F(CL1) + EMPTY 1;\n";
        let prog = Program::new(text);
        let got: Vec<String> = InlineMacros
            .candidates(&prog, Cursor::START, 10)
            .into_iter()
            .map(|c| c.edit.apply(text).unwrap())
            .collect();
        assert_eq!(
            got,
            [
                "#define F(x) x\n# define  EMPTY\nlong a = 0xdead;\nlong CL10 = F(0xdead) + EMPTY 1;\n",
                "#define CL1 0xdead /* a value */\n#define F(x) x\nlong a = CL1;\nlong CL10 = F(CL1) +  1;\n",
            ]
        );
    }
}
