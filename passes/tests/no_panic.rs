//! Property tests: on any input, no pass panics, every candidate's edit fits the text
//! (inside it, on char boundaries, sorted, non-overlapping), and cursors increase; the
//! layout keeps every token and a second layout changes nothing.

use creduce_passes::lexer::tokenize;
use creduce_passes::{all_passes, layout, Cursor, Edit, Program};
use proptest::prelude::*;

/// C-like fragments, so inputs reach deep into the grammar.
const FRAGMENTS: &[&str] = &[
    "int ",
    "x",
    "y",
    "f",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    ";",
    ",",
    "=",
    "+",
    "-",
    "*",
    "/",
    "%",
    "&",
    "?",
    ":",
    "0",
    "1",
    "0x1fUL",
    "42",
    "return ",
    "if ",
    "else ",
    "for ",
    "while ",
    "do ",
    "struct S ",
    "typedef ",
    "static ",
    "const ",
    "volatile ",
    "unsigned long ",
    "char ",
    "uint32_t ",
    "\"s\"",
    "'c'",
    "\n",
    " ",
    "#define A 1\n",
    "/* c */",
    "void ",
    "main",
    "goto L;",
    "L:",
    "switch ",
    "case 1:",
    "break;",
    "é",
    "++",
    "->",
    ".",
    "...",
    "union U ",
    "struct S s = {1, 2};",
    "static int g = 1;",
    "int *p = &x;",
    "f(a) { return a; }",
    "for (x = 0; 0; x++) ;",
];

fn c_like() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(FRAGMENTS), 0..80).prop_map(|v| v.concat())
}

fn check(src: &str) {
    let prog = Program::new(src);
    assert_eq!(Edit::default().apply(src).as_deref(), Some(src));
    for pass in all_passes() {
        let mut cursor = Cursor::START;
        for _ in 0..4 {
            let batch = pass.candidates(&prog, cursor, 64);
            let Some(last) = batch.last() else { break };
            for w in batch.windows(2) {
                assert!(
                    w[0].cursor < w[1].cursor,
                    "{}: cursors not increasing",
                    pass.name()
                );
            }
            assert!(
                batch[0].cursor >= cursor,
                "{}: cursor before `from`",
                pass.name()
            );
            for c in &batch {
                assert!(
                    c.edit.fits(src),
                    "{}: edit does not fit: {:?}",
                    pass.name(),
                    c.edit
                );
                let reps = c.edit.replacements();
                for w in reps.windows(2) {
                    assert!(
                        w[0].range.end <= w[1].range.start,
                        "{}: overlapping edit",
                        pass.name()
                    );
                }
                assert!(c.edit.apply(src).is_some());
            }
            cursor = last.cursor.next();
        }
    }
}

/// The layout keeps the tokens, in order, and is idempotent on what parses.
fn check_layout(src: &str) {
    let texts = |s: &str| -> Vec<String> {
        tokenize(s)
            .into_iter()
            .map(|t| s[t.range].to_string())
            .collect()
    };
    let once = layout(src);
    assert_eq!(texts(&once), texts(src), "tokens changed:\n{once}");
    // Idempotent where the grammar parses the text (the roles come from the tree; a
    // file-scope statement C rejects still parses).
    let parsed = Program::new(src);
    if parsed
        .root()
        .is_none_or(|r| creduce_passes::program::count_errors(r) == 0)
    {
        assert_eq!(layout(&once), once, "not idempotent");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn the_layout_keeps_tokens_and_is_idempotent(src in c_like()) {
        check_layout(&src);
    }

    #[test]
    fn passes_never_panic_on_c_like_input(src in c_like()) {
        check(&src);
    }

    #[test]
    fn passes_never_panic_on_arbitrary_text(src in "\\PC{0,200}") {
        check(&src);
    }
}

#[test]
fn passes_handle_a_real_program() {
    let src = include_str!("../../corpus/small-bitfield-chibicc/bug.c");
    check(src);
    check_layout(src);
    check_layout(include_str!("../../corpus/creduce-file2-plusplus/file2.c"));
}
