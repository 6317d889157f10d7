//! Several source files reduced together (`creduce-rs caller.c callee.c --test t.sh`,
//! as C-Reduce does): the engine and the passes see one text, the files joined, each
//! after a marker line `/* creduce-rs file: NAME */`. The passes then work on every
//! file at once and follow a declaration's uses across them; the engine keeps every
//! marker where it is ([`crate::reduce::ReduceOptions::pinned`]); the oracle's
//! workspace writes each file under its own name before a test ([`split`]).

/// The marker line that starts file `name` in a joined text.
pub fn marker(name: &str) -> String {
    format!("/* creduce-rs file: {name} */")
}

/// The markers of `names`, in order.
pub fn markers(names: &[String]) -> Vec<String> {
    names.iter().map(|n| marker(n)).collect()
}

/// Join files (name, text) into one text.
pub fn join(files: &[(String, String)]) -> String {
    let mut s = String::new();
    for (name, text) in files {
        s.push_str(&marker(name));
        s.push('\n');
        s.push_str(text);
        if !text.ends_with('\n') {
            s.push('\n');
        }
    }
    s
}

/// Split a joined text back into files, or `None` if its markers are not all there,
/// once each, in order, the first at the start.
pub fn split(text: &str, names: &[String]) -> Option<Vec<(String, String)>> {
    let ms = markers(names);
    if !keeps(text, &ms) {
        return None;
    }
    let mut starts: Vec<(usize, usize)> = Vec::new();
    let mut from = 0;
    for m in &ms {
        let at = from + text[from..].find(m.as_str())?;
        starts.push((at, at + m.len()));
        from = at + m.len();
    }
    let mut out = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let body_start = starts[i].1;
        let end = starts.get(i + 1).map_or(text.len(), |s| s.0);
        let body = &text[body_start..end];
        let body = body.strip_prefix('\n').unwrap_or(body);
        let mut body = body.to_string();
        if !body.is_empty() && !body.ends_with('\n') {
            body.push('\n');
        }
        out.push((name.clone(), body));
    }
    Some(out)
}

/// Whether `text` starts with the first marker and holds each marker once, in order.
pub fn keeps(text: &str, markers: &[String]) -> bool {
    let Some(first) = markers.first() else {
        return true;
    };
    if !text.starts_with(first.as_str()) {
        return false;
    }
    let mut from = 0;
    for m in markers {
        if text.matches(m.as_str()).count() != 1 {
            return false;
        }
        match text[from..].find(m.as_str()) {
            Some(i) => from += i + m.len(),
            None => return false,
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn join_and_split_round_trip() {
        let files = vec![
            (
                "caller.c".to_string(),
                "int f(void);\nint main(void) { return f(); }\n".to_string(),
            ),
            (
                "callee.c".to_string(),
                "int f(void) { return 0; }".to_string(),
            ),
        ];
        let names: Vec<String> = files.iter().map(|f| f.0.clone()).collect();
        let joined = join(&files);
        let back = split(&joined, &names).unwrap();
        assert_eq!(back[0], files[0]);
        assert_eq!(back[1].1, "int f(void) { return 0; }\n");
        // A lost, doubled or moved marker is refused.
        assert!(split(&joined.replace(&marker("callee.c"), ""), &names).is_none());
        let doubled = format!("{joined}{}\n", marker("callee.c"));
        assert!(split(&doubled, &names).is_none());
        assert!(split(&format!("int x;\n{joined}"), &names).is_none());
        // A marker sharing its line with code still splits.
        let tight = joined.replace(&format!("{}\n", marker("callee.c")), &marker("callee.c"));
        assert_eq!(
            split(&tight, &names).unwrap()[1].1,
            "int f(void) { return 0; }\n"
        );
    }
}
