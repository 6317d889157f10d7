//! Several source files reduced together (`creduce-rs caller.c callee.c --test t.sh`,
//! as C-Reduce does): the engine and the passes see one text, the files joined, each
//! after a marker line `/* creduce-rs file: NAME */`. The passes then work on every
//! file at once and follow a declaration's uses across them; the engine keeps every
//! marker where it is ([`crate::reduce::ReduceOptions::pinned`]); the oracle's
//! workspace writes each file under its own name before a test ([`split`]).
//!
//! A folder reduced as a project ([`crate::project`]) lets files go: a candidate may
//! lose whole files (markers and bodies), never reorder or repeat them
//! ([`keeps_some`], [`split_present`]).

/// The marker line that starts file `name` in a joined text.
pub fn marker(name: &str) -> String {
    format!("/* creduce-rs file: {name} */")
}

/// The file a marker names.
pub fn name_of(marker: &str) -> Option<&str> {
    marker
        .strip_prefix("/* creduce-rs file: ")?
        .strip_suffix(" */")
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

/// The files of a joined text whose files may be removed: each present marker's file,
/// in order; `None` unless [`keeps_some`] holds.
pub fn split_present(text: &str, names: &[String]) -> Option<Vec<(String, String)>> {
    if !keeps_some(text, &markers(names)) {
        return None;
    }
    let present: Vec<String> = present(text, names).map(|(_, n)| n.clone()).collect();
    split(text, &present)
}

/// The names of `names` whose markers `text` holds, with where each marker starts.
pub fn present<'a>(
    text: &'a str,
    names: &'a [String],
) -> impl Iterator<Item = (usize, &'a String)> + 'a {
    names
        .iter()
        .filter_map(move |n| text.find(marker(n).as_str()).map(|at| (at, n)))
}

/// Whether `text` is a joined text of some of the files of `markers`, in their order:
/// it starts with a marker, and every marker it holds is there once, in order.
pub fn keeps_some(text: &str, markers: &[String]) -> bool {
    let mut last = None;
    let mut first = None;
    for m in markers {
        let mut found = text.match_indices(m.as_str());
        let Some((at, _)) = found.next() else {
            continue;
        };
        if found.next().is_some() || last.is_some_and(|l| at < l) {
            return false;
        }
        last = Some(at);
        first.get_or_insert(at);
    }
    first == Some(0)
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
    fn a_project_may_lose_whole_files_but_not_reorder_them() {
        let names: Vec<String> = ["a.c", "b.h", "Makefile"].map(String::from).to_vec();
        let files: Vec<(String, String)> = names
            .iter()
            .map(|n| (n.clone(), format!("// {n}\n")))
            .collect();
        let joined = join(&files);
        let ms = markers(&names);
        assert!(keeps_some(&joined, &ms));
        let without_b = joined.replace(&format!("{}\n// b.h\n", marker("b.h")), "");
        assert!(keeps_some(&without_b, &ms));
        let parts = split_present(&without_b, &names).unwrap();
        assert_eq!(
            parts,
            vec![
                ("a.c".to_string(), "// a.c\n".to_string()),
                ("Makefile".to_string(), "// Makefile\n".to_string())
            ]
        );
        // The first file gone: the text starts with the next marker.
        let without_a = joined.replace(&format!("{}\n// a.c\n", marker("a.c")), "");
        assert_eq!(split_present(&without_a, &names).unwrap().len(), 2);
        // No marker at the start, a marker twice, two files swapped, nothing left.
        assert!(!keeps_some(&format!("x\n{joined}"), &ms));
        assert!(!keeps_some(&format!("{joined}{}\n", marker("a.c")), &ms));
        let swapped = join(&[files[1].clone(), files[0].clone()]);
        assert!(!keeps_some(&swapped, &ms));
        assert!(!keeps_some("int x;\n", &ms));
    }

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
