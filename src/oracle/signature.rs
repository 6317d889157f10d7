//! Failure signatures: what makes two compiler failures "the same bug". Paths, line and
//! column numbers, and quoted names are normalized away, so the signature survives the
//! reduction of the program that triggers it.

use crate::toolchain::{Exit, Output};

/// Replace digits runs by `N`, quoted names by `'_'`, and paths by their file name.
pub fn normalize(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.trim().chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '0'..='9' => {
                while chars.peek().is_some_and(|d| d.is_ascii_alphanumeric()) {
                    chars.next();
                }
                out.push('N');
            }
            '\'' | '‘' | '`' | '"' => {
                let close = match c {
                    '‘' => '’',
                    '`' => '\'',
                    x => x,
                };
                let mut inner = String::new();
                let mut closed = false;
                for d in chars.by_ref() {
                    if d == close || (c == '`' && d == '\'') {
                        closed = true;
                        break;
                    }
                    inner.push(d);
                }
                out.push('\'');
                if !closed {
                    out.push_str(&inner);
                } else {
                    out.push('_');
                }
                out.push('\'');
            }
            _ => out.push(c),
        }
    }
    // Drop a leading `file:N:N:` location.
    let s = out.trim_start();
    if let Some(pos) = s.find(": ") {
        let (head, rest) = s.split_at(pos);
        if head.contains(":N") || head.ends_with(".c") || head.ends_with(".cpp") {
            return rest[2..].trim().to_string();
        }
    }
    s.to_string()
}

/// The signature of a failed compilation, or `None` if the compiler succeeded.
pub fn compile_failure(out: &Output) -> Option<String> {
    match out.exit {
        Exit::Code(0) => return None,
        Exit::Timeout => return Some("compiler timeout".into()),
        Exit::Cancelled => return None,
        _ => {}
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let text = format!("{stderr}\n{stdout}");
    let lines: Vec<&str> = text.lines().collect();
    // 1. Internal compiler errors and assertions.
    for l in &lines {
        if let Some(i) = l.find("internal compiler error") {
            return Some(format!(
                "ICE: {}",
                normalize(l[i + "internal compiler error".len()..].trim_start_matches(':'))
            ));
        }
    }
    for l in &lines {
        if l.contains("Assertion") && l.contains("failed") {
            let i = l.find("Assertion").unwrap_or(0);
            return Some(format!("assertion: {}", normalize(&l[i..])));
        }
    }
    if let Exit::Signal(s) = out.exit {
        return Some(format!("compiler killed by signal {s}"));
    }
    for l in &lines {
        if l.contains("Segmentation fault")
            || l.contains("terminated by signal")
            || l.contains("Killed signal")
        {
            return Some(format!("compiler crash: {}", normalize(l)));
        }
    }
    // 2. A caret line with a message (chibicc: `   ^ not a compile-time constant`).
    for l in &lines {
        let t = l.trim_start();
        if let Some(msg) = t.strip_prefix("^ ") {
            return Some(format!("error: {}", normalize(msg)));
        }
    }
    // 3. The first `error:` line.
    for l in &lines {
        if let Some(i) = l.find("error:") {
            return Some(format!("error: {}", normalize(&l[i + 6..])));
        }
    }
    let code = match out.exit {
        Exit::Code(c) => c,
        _ => -1,
    };
    match lines.iter().find(|l| !l.trim().is_empty()) {
        Some(l) => Some(format!("exit {code}: {}", normalize(l))),
        None => Some(format!("exit {code} without a message")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn out(code: i32, stderr: &str) -> Output {
        Output {
            exit: Exit::Code(code),
            stdout: Vec::new(),
            stderr: stderr.as_bytes().to_vec(),
            elapsed: Duration::ZERO,
        }
    }

    #[test]
    fn normalizes_locations_numbers_and_names() {
        assert_eq!(
            normalize("prog.c:12:5: error: 'x_12' undeclared"),
            "error: '_' undeclared"
        );
        assert_eq!(
            normalize("in expand_expr, at expr.c:1234"),
            "in expand_expr, at expr.c:N"
        );
    }

    #[test]
    fn signatures() {
        assert_eq!(compile_failure(&out(0, "warning: x")), None);
        assert_eq!(
            compile_failure(&out(1, "a.c: In function 'f':\na.c:3:1: internal compiler error: in expand_expr, at expr.c:1234\n")),
            Some("ICE: in expand_expr, at expr.c:N".into())
        );
        assert_eq!(
            compile_failure(&out(
                1,
                "b.c:5: static int *g = &t[1][2];\n        ^ not a compile-time constant\n"
            )),
            Some("error: not a compile-time constant".into())
        );
        assert_eq!(
            compile_failure(&out(
                1,
                "b.c:9: int *p = &q[3][4];\n   ^ not a compile-time constant\n"
            )),
            compile_failure(&out(
                1,
                "b.c:5: static int *g = &t[1][2];\n        ^ not a compile-time constant\n"
            ))
        );
        assert_eq!(
            compile_failure(&out(1, "")),
            Some("exit 1 without a message".into())
        );
        let mut s = out(0, "");
        s.exit = Exit::Signal(11);
        assert_eq!(
            compile_failure(&s),
            Some("compiler killed by signal 11".into())
        );
    }
}
