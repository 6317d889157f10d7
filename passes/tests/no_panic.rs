//! Property tests: on any input, no pass panics, every candidate's edit fits the text
//! (inside it, on char boundaries, sorted, non-overlapping), and cursors increase; the
//! layout keeps every token and a second layout changes nothing.

use creduce_passes::lexer::tokenize;
use creduce_passes::{all_passes, layout_in, Cursor, Edit, Lang, Program};
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
    "struct S { int a; }; static struct S t, *u;",
    "static int g = 1;",
    "int *p = &x;",
    "f(a) { return a; }",
    "for (x = 0; 0; x++) ;",
];

/// C++-only fragments, mixed with the C ones for C++ inputs.
const CPP_FRAGMENTS: &[&str] = &[
    "template <class T> ",
    "explicit ",
    "friend ",
    "[[nodiscard]] ",
    " : a(1), b(2) ",
    "= default;",
    "= delete;",
    "struct C { struct D { int x; }; };",
    "A<long> ",
    "namespace { int y; }",
    "class E { public: int z; };",
    "E e, *q;",
    "template <typename T, int N> ",
    "template <> ",
    "class A ",
    "struct B : A ",
    "public: ",
    "private: ",
    "virtual ",
    "override ",
    "final ",
    "namespace n ",
    "__attribute__ ((__visibility__ (\"default\"))) ",
    "__attribute__((",
    "extern \"C\" { ",
    "class F; ",
    "using namespace std;",
    "using T = int;",
    "A::f",
    "::",
    "<",
    ">",
    "f<int>()",
    "[&] { return 1; }",
    "auto ",
    "int &r = x;",
    "operator+",
    "new A()",
    "delete p;",
    "try { f(); } catch (...) { }",
    "for (auto &e : v) ;",
    "constexpr ",
    "noexcept ",
    "static_cast<int>(x)",
    "this->",
    "A() : x(1) {}",
    "~A() {}",
    "friend ",
    "explicit ",
    "[[nodiscard]] ",
    "typename T::type ",
    "decltype(x) ",
    "nullptr",
    "std::vector<int> v;",
];

fn c_like() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(FRAGMENTS), 0..80).prop_map(|v| v.concat())
}

fn cpp_like() -> impl Strategy<Value = String> {
    let both: Vec<&'static str> = FRAGMENTS.iter().chain(CPP_FRAGMENTS).copied().collect();
    prop::collection::vec(prop::sample::select(both), 0..80).prop_map(|v| v.concat())
}

fn check(src: &str) {
    check_in(Lang::C, src);
}

fn check_in(lang: Lang, src: &str) {
    let prog = Program::new_in(lang, src);
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
    check_layout_in(Lang::C, src);
}

fn check_layout_in(lang: Lang, src: &str) {
    let texts = |s: &str| -> Vec<String> {
        tokenize(s)
            .into_iter()
            .map(|t| s[t.range].to_string())
            .collect()
    };
    let once = layout_in(lang, src);
    assert_eq!(texts(&once), texts(src), "tokens changed:\n{once}");
    // Idempotent where the grammar parses the text (the roles come from the tree; a
    // file-scope statement C rejects still parses).
    let parsed = Program::new_in(lang, src);
    if parsed
        .root()
        .is_none_or(|r| creduce_passes::program::count_errors(r) == 0)
    {
        assert_eq!(layout_in(lang, &once), once, "not idempotent");
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

    #[test]
    fn passes_never_panic_on_cpp_like_input(src in cpp_like()) {
        check_in(Lang::Cpp, &src);
    }

    #[test]
    fn the_cpp_layout_keeps_tokens_and_is_idempotent(src in cpp_like()) {
        check_layout_in(Lang::Cpp, &src);
    }
}

#[test]
fn passes_handle_a_real_program() {
    let src = include_str!("../../corpus/small-bitfield-chibicc/bug.c");
    check(src);
    check_layout(src);
    check_layout(include_str!("../../corpus/creduce-file2-plusplus/file2.c"));
}

#[test]
fn passes_handle_a_real_cpp_program() {
    let src = include_str!("../../corpus/small-cpp-override/bug.cc");
    check_in(Lang::Cpp, src);
    check_layout_in(Lang::Cpp, src);
}
