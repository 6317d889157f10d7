//! A wrong-code cluster's one-line title, from what its representative shows: the
//! check that failed, read from the program (the value the compiler got wrong and the
//! expected one), rather than the check's name (`NG t1`).
//!
//! Generated tests print `NG NAME` under `if (GOT != EXPECTED)`: Nagai-style
//! arithmetic tests name the check `tN`, calling-convention tests name the function,
//! the argument or `return`, and the field (`NG f1 a3.m0 pointer`; byte comparisons
//! print `NG f0 a4 expected BYTES`).

/// Longest code quoted in a title.
const MAX_CODE: usize = 60;

/// The title of a wrong-code failure whose program `program`, built by `cc`, printed
/// `line` (an `NG` line), or `None` when the line says nothing this can read.
pub fn wrong_code_title(cc: &str, program: &str, line: &str) -> Option<String> {
    let line = line.trim();
    let name = line.strip_prefix("NG ")?.trim();
    if let Some(cond) = failed_check(program, line) {
        let subject = |code: &str| match argument_of(program, code) {
            Some((f, a, ty)) => {
                format!("passes `{}` (argument {a} of {f}, {ty}) wrong", short(code))
            }
            None => format!("computes `{}` wrong", short(code)),
        };
        return Some(match split_top(&cond, "!=") {
            Some((got, want)) => format!(
                "{cc} {}: expected {} ({line})",
                subject(&unwrap_parens(got)),
                short(&unwrap_parens(want))
            ),
            None => format!("{cc}: `{}` holds ({line})", short(&cond)),
        });
    }
    // A byte comparison: `NG FUNCTION ARG[.FIELD] expected BYTES`.
    let mut words = name.split_whitespace();
    let (f, what) = (words.next()?, words.next()?);
    let rest: Vec<&str> = words.collect();
    let expected = match rest.as_slice() {
        ["expected", bytes] => format!(": expected bytes {bytes}"),
        [] => String::new(),
        more => format!(": {}", more.join(" ")),
    };
    let (root, field) = what.split_once('.').unwrap_or((what, ""));
    let field = if field.is_empty() {
        String::new()
    } else {
        format!(" in .{field}")
    };
    if root == "return" {
        return Some(format!(
            "{cc} returns {f}'s result wrong{field}{expected} ({line})"
        ));
    }
    let ty = parameter_type(program, f, root)?;
    Some(format!(
        "{cc} passes argument {root} of {f} ({ty}) wrong{field}{expected} ({line})"
    ))
}

/// `code` on one line, cut to [`MAX_CODE`] characters.
fn short(code: &str) -> String {
    let one: String = code.split_whitespace().collect::<Vec<_>>().join(" ");
    if one.chars().count() > MAX_CODE {
        one.chars().take(MAX_CODE - 1).collect::<String>() + "…"
    } else {
        one
    }
}

/// The condition of the `if` whose body prints `line`.
fn failed_check(program: &str, line: &str) -> Option<String> {
    let lit = program.find(&format!("\"{line}"))?;
    let before = &program[..lit];
    // The nearest `if (` before the literal whose condition closes before it.
    let mut end = before.len();
    while let Some(at) = before[..end].rfind("if") {
        end = at;
        let word_before = before[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_');
        let rest = before[at + 2..].trim_start();
        if word_before || !rest.starts_with('(') {
            continue;
        }
        let open = before.len() - rest.len();
        let close = matching(before, open)?;
        if before[close + 1..].contains(';') {
            // The literal is not in this `if`'s own statement.
            return None;
        }
        return Some(before[open + 1..close].trim().to_string());
    }
    None
}

/// The index of the bracket closing the one at `open`.
fn matching(text: &str, open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text[open..].char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(open + i);
                }
            }
            _ => {}
        }
    }
    None
}

/// `text` split at its first `op` outside brackets.
fn split_top<'a>(text: &'a str, op: &str) -> Option<(&'a str, &'a str)> {
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            _ if depth == 0 && text[i..].starts_with(op) => {
                return Some((text[..i].trim(), text[i + op.len()..].trim()));
            }
            _ => {}
        }
    }
    None
}

/// `(x)` as `x`, when the outer brackets hold the whole text.
fn unwrap_parens(text: &str) -> String {
    let t = text.trim();
    if t.starts_with('(') && matching(t, 0) == Some(t.len() - 1) {
        unwrap_parens(&t[1..t.len() - 1])
    } else {
        t.to_string()
    }
}

/// When `code` reads a parameter (`a3.m0`) of the function whose check it is: the
/// function, the parameter and its type.
fn argument_of(program: &str, code: &str) -> Option<(String, String, String)> {
    let root: String = code
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    let digits = root.strip_prefix('a')?;
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    // The function defined last before the check is the one whose check it is.
    let at = program.find(code)?;
    let f = functions(&program[..at]).pop()?;
    let ty = parameter_type(program, &f, &root)?;
    Some((f, root, ty))
}

/// Names of the functions defined in `text`, in order (`NAME(...) {`).
fn functions(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = text[from..].find('(') {
        let open = from + i;
        from = open + 1;
        let name: String = text[..open]
            .trim_end()
            .chars()
            .rev()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        if name.is_empty()
            || ["if", "while", "for", "switch", "return", "sizeof"].contains(&name.as_str())
        {
            continue;
        }
        if let Some(close) = matching(text, open) {
            if text[close + 1..].trim_start().starts_with('{') {
                out.push(name);
            }
        }
    }
    out
}

/// The type of parameter `param` in the definition of `f`.
fn parameter_type(program: &str, f: &str, param: &str) -> Option<String> {
    let mut from = 0;
    while let Some(i) = program[from..].find(f) {
        let at = from + i;
        from = at + f.len();
        let ident = |c: char| c.is_alphanumeric() || c == '_';
        if program[..at].chars().next_back().is_some_and(ident) {
            continue;
        }
        let rest = program[at + f.len()..].trim_start();
        if !rest.starts_with('(') {
            continue;
        }
        let open = program.len() - rest.len();
        let close = matching(program, open)?;
        if !program[close + 1..].trim_start().starts_with('{') {
            continue;
        }
        for p in program[open + 1..close].split(',') {
            let p = p.trim();
            if let Some(ty) = p.strip_suffix(param) {
                if !ty.ends_with(ident) {
                    return Some(short(ty.trim()));
                }
            }
        }
        return None;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arithmetic_check_names_the_expression_and_the_expected_value() {
        let p = "unsigned char a;\nint main(){\nif((~a>>1)!=-1L){printf(\"NG t2\\n\");}\n}\n";
        assert_eq!(
            wrong_code_title("chibicc", p, "NG t2").unwrap(),
            "chibicc computes `~a>>1` wrong: expected -1L (NG t2)"
        );
    }

    #[test]
    fn a_calling_convention_check_names_the_argument_and_its_type() {
        let p = "struct S5 { int *m0; };\nint g1;\nint f1(struct S3 a0, struct S5 a3) {\n    if (a3.m0 != &g1) { printf(\"NG f1 a3.m0 pointer\\n\"); }\n}\n";
        assert_eq!(
            wrong_code_title("chibicc", p, "NG f1 a3.m0 pointer").unwrap(),
            "chibicc passes `a3.m0` (argument a3 of f1, struct S5) wrong: expected &g1 (NG f1 a3.m0 pointer)"
        );
    }

    #[test]
    fn a_byte_comparison_names_the_argument_from_the_line() {
        let p = "void ck(char *what, void *got, char *exp, int n) { if (n) printf(\"NG %s expected %s\\n\", what, exp); }\nvoid f0(int a0, union S7 a4) { ck(\"f0 a4\", &a4, \"61\", 1); }\n";
        assert_eq!(
            wrong_code_title("pcc", p, "NG f0 a4 expected 61461e35").unwrap(),
            "pcc passes argument a4 of f0 (union S7) wrong: expected bytes 61461e35 (NG f0 a4 expected 61461e35)"
        );
        assert_eq!(
            wrong_code_title("pcc", p, "NG f0 return.m0 expected 2c96").unwrap(),
            "pcc returns f0's result wrong in .m0: expected bytes 2c96 (NG f0 return.m0 expected 2c96)"
        );
    }

    #[test]
    fn lines_it_cannot_read_give_no_title() {
        assert_eq!(
            wrong_code_title("pcc", "int main(){}", "checksum = 1"),
            None
        );
        // The literal is outside the `if`'s statement.
        let p = "int main(){ if (x) y(); printf(\"NG t1\\n\"); }";
        assert_eq!(wrong_code_title("pcc", p, "NG t1"), None);
    }
}
