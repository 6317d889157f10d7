//! A program under reduction: its language, its text and its syntax tree, parsed once.

use crate::grammar::{field, kind};
use crate::{Edit, Lang};
use std::cell::RefCell;
use tree_sitter::{InputEdit, Node, Parser, Point, Tree};

thread_local! {
    /// One parser per language and thread, so parsing never takes a lock.
    static PARSERS: RefCell<[Option<Parser>; 2]> = const { RefCell::new([None, None]) };
}

/// Parse `text` as `lang`, reusing the unchanged parts of `old` (already edited to
/// match) when given.
fn parse_tree_from(lang: Lang, text: &str, old: Option<&Tree>) -> Option<Tree> {
    PARSERS.with(|cell| {
        let mut slots = cell.borrow_mut();
        let slot = &mut slots[lang.index()];
        if slot.is_none() {
            let mut p = Parser::new();
            p.set_language(&lang.grammar()).ok()?;
            *slot = Some(p);
        }
        let parser = slot.as_mut()?;
        parser.reset();
        parser.parse(text, old)
    })
}

/// Source text with its syntax tree. Cloning is cheap for the tree (shared, copied on
/// edit) and copies the text.
#[derive(Debug, Clone)]
pub struct Program {
    lang: Lang,
    text: String,
    tree: Option<Tree>,
    errors: usize,
    tokens: usize,
    /// Byte offsets where lines start, computed when first needed.
    line_starts: std::sync::OnceLock<Vec<usize>>,
}

impl Program {
    /// Parse `text` as C. Never fails: a text the grammar cannot parse gets ERROR nodes.
    pub fn new(text: impl Into<String>) -> Program {
        Program::new_in(Lang::C, text)
    }

    /// Parse `text` as `lang`. Never fails: a text the grammar cannot parse gets ERROR
    /// nodes.
    pub fn new_in(lang: Lang, text: impl Into<String>) -> Program {
        let text = text.into();
        let tree = parse_tree_from(lang, &text, None);
        Program::from_parts(lang, text, tree)
    }

    /// A program from its text and the tree parsed from it.
    fn from_parts(lang: Lang, text: String, tree: Option<Tree>) -> Program {
        let errors = tree.as_ref().map_or(0, |t| {
            let root = t.root_node();
            count_errors(root) + count_misparses(root, &text)
        });
        let tokens = crate::lexer::count_tokens(&text);
        Program {
            lang,
            text,
            tree,
            errors,
            tokens,
            line_starts: std::sync::OnceLock::new(),
        }
    }

    /// The program `edit` makes of this one, whose text is `text` (`edit` rendered onto
    /// this program's text). The tree is reparsed incrementally: only what the edit
    /// touched is parsed again.
    pub fn reparse(&self, edit: &Edit, text: String) -> Program {
        let Some(old) = &self.tree else {
            return Program::new_in(self.lang, text);
        };
        if !edit.fits(&self.text) {
            return Program::new_in(self.lang, text);
        }
        let mut tree = old.clone();
        // From the last replacement to the first, so every position is still one of the
        // original text when its edit is described.
        for r in edit.replacements().iter().rev() {
            let start_position = self.point(r.range.start);
            tree.edit(&InputEdit {
                start_byte: r.range.start,
                old_end_byte: r.range.end,
                new_end_byte: r.range.start + r.text.len(),
                start_position,
                old_end_position: self.point(r.range.end),
                new_end_position: advance(start_position, &r.text),
            });
        }
        let tree = parse_tree_from(self.lang, &text, Some(&tree));
        Program::from_parts(self.lang, text, tree)
    }

    /// Row and column (in bytes) of a byte offset.
    fn point(&self, offset: usize) -> Point {
        let starts = self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(
                    self.text
                        .bytes()
                        .enumerate()
                        .filter(|&(_, b)| b == b'\n')
                        .map(|(i, _)| i + 1),
                )
                .collect()
        });
        let offset = offset.min(self.text.len());
        let row = starts.partition_point(|&s| s <= offset) - 1;
        Point::new(row, offset - starts[row])
    }

    /// The language it is parsed as.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The source text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// What the passes know of its language's grammar.
    pub(crate) fn grammar(&self) -> &'static crate::grammar::Grammar {
        crate::grammar::Grammar::of(self.lang())
    }

    /// The root node, if the parser produced a tree.
    pub fn root(&self) -> Option<Node<'_>> {
        self.tree.as_ref().map(Tree::root_node)
    }

    /// Number of errors in the tree: ERROR and MISSING nodes, and what the grammar
    /// accepts that C does not ([`count_misparses`]).
    pub fn error_count(&self) -> usize {
        self.errors
    }

    /// Number of C tokens.
    pub fn token_count(&self) -> usize {
        self.tokens
    }

    /// The text of a node.
    pub fn node_text(&self, node: Node<'_>) -> &str {
        self.text.get(node.byte_range()).unwrap_or("")
    }
}

/// Number of ERROR and MISSING nodes under `root`.
pub fn count_errors(root: Node<'_>) -> usize {
    if !root.has_error() {
        return 0;
    }
    let mut count = 0;
    let mut cursor = root.walk();
    let mut stack = vec![root];
    while let Some(node) = stack.pop() {
        if (node.is_error() && !lambda_return_without_parameters(node)) || node.is_missing() {
            count += 1;
        }
        if node.has_error() {
            for child in node.children(&mut cursor) {
                stack.push(child);
            }
        }
    }
    count
}

/// Whether the ERROR node `node` is a C++23 lambda's trailing return type with no
/// parameter list (`[c]->T { ... }`, P1102), which tree-sitter-cpp cannot read: not
/// an error of the program.
fn lambda_return_without_parameters(node: Node<'_>) -> bool {
    // The grammar's error recovery may lex `->` as `-` then `>`.
    let arrow = match (node.child(0), node.child(1)) {
        (Some(a), _) if a.kind() == "->" => true,
        (Some(a), Some(b)) => a.kind() == "-" && b.kind() == ">" && a.end_byte() == b.start_byte(),
        _ => false,
    };
    // Then the return type, and nothing else.
    let mut c = node.walk();
    let named: Vec<Node<'_>> = node.named_children(&mut c).collect();
    let one_type = matches!(
        named[..],
        [t] if matches!(
            t.kind(),
            "type_identifier" | "primitive_type" | "qualified_identifier" | "template_type" | "identifier"
        )
    );
    arrow
        && one_type
        && node
            .parent()
            .is_some_and(|p| p.kind() == "lambda_expression")
        && node
            .prev_sibling()
            .is_some_and(|s| s.kind() == "lambda_capture_specifier")
}

/// Number of constructs at file scope that tree-sitter-c accepts and C does not (the
/// grammar is lenient for the sake of macro-heavy code): a statement (`{ ... }`,
/// `return 0;`, which compilers reject, or `*p = 0;`, which gcc takes as a declaration
/// in implicit `int`, invalid since C99), and a function definition whose declarator
/// declares no function (`int f { ... }`). Not counted: a lone `;`, a file-scope
/// `asm(...)` and `_Static_assert(...)` (valid, though the grammar parses them as
/// statements). A macro call in a program not preprocessed (`EXPORT(f);`) counts, but
/// only ever against the parent's count.
pub fn count_misparses(root: Node<'_>, text: &str) -> usize {
    let mut count = 0;
    let mut cursor = root.walk();
    let mut stack: Vec<Node<'_>> = root.named_children(&mut cursor).collect();
    while let Some(node) = stack.pop() {
        match node.kind() {
            kind::FUNCTION_DEFINITION => {
                let declares = node
                    .child_by_field_name(field::DECLARATOR)
                    .and_then(crate::grammar::function_declarator)
                    .is_some();
                count += usize::from(!declares);
            }
            kind::PREPROC_IF
            | kind::PREPROC_IFDEF
            | kind::PREPROC_ELSE
            | kind::PREPROC_ELIF
            | kind::PREPROC_ELIFDEF => {
                let mut c = node.walk();
                stack.extend(node.named_children(&mut c));
            }
            kind::EXPRESSION_STATEMENT if is_valid_at_file_scope(node, text) => {}
            k if k.ends_with("_statement") => count += 1,
            _ => {}
        }
    }
    count
}

/// Whether the expression statement `stmt` is valid C at file scope as it stands: a
/// lone `;`, an `asm(...)`, or a static assertion (`text`: the program's).
fn is_valid_at_file_scope(stmt: Node<'_>, text: &str) -> bool {
    let Some(e) = stmt.named_child(0) else {
        return true;
    };
    match e.kind() {
        kind::GNU_ASM_EXPRESSION => true,
        kind::CALL_EXPRESSION => e
            .child_by_field_name(field::FUNCTION)
            .filter(|f| f.kind() == kind::IDENTIFIER)
            .and_then(|f| text.get(f.byte_range()))
            .is_some_and(|name| matches!(name, "_Static_assert" | "static_assert")),
        _ => false,
    }
}

/// The position after `text` is inserted at `p`.
fn advance(p: Point, text: &str) -> Point {
    match text.rfind('\n') {
        Some(i) => Point::new(
            p.row + text.bytes().filter(|&b| b == b'\n').count(),
            text.len() - i - 1,
        ),
        None => Point::new(p.row, p.column + text.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Replacement;

    #[test]
    fn incremental_reparse_gives_the_tree_of_a_fresh_parse() {
        let src =
            "int f(int a) {\n  return a + 1;\n}\nint g;\nint main(void) {\n  return f(2) * g;\n}\n";
        let prog = Program::new(src);
        let edits = [
            vec![(15..30, "")],
            vec![(0..0, "int h;\n"), (40..46, "long g")],
            vec![(17..23, "return (a);"), (60..62, "")],
            vec![(30..src.len(), "int x = ;\n")],
        ];
        for reps in edits {
            let edit = Edit::new(
                reps.into_iter()
                    .map(|(range, text)| Replacement {
                        range,
                        text: text.to_string(),
                    })
                    .collect(),
            )
            .unwrap();
            let text = edit.apply(src).unwrap();
            let inc = prog.reparse(&edit, text.clone());
            let fresh = Program::new(text.clone());
            assert_eq!(
                inc.root().unwrap().to_sexp(),
                fresh.root().unwrap().to_sexp(),
                "{text}"
            );
            assert_eq!(inc.error_count(), fresh.error_count());
            assert_eq!(inc.token_count(), fresh.token_count());
            assert_eq!(inc.text(), text);
        }
    }

    #[test]
    fn counts_errors() {
        assert_eq!(
            Program::new("int main(void) { return 0; }").error_count(),
            0
        );
        assert!(Program::new("int main(void) { return 0; ").error_count() > 0);
        assert!(Program::new("int x = ;").error_count() > 0);
    }

    #[test]
    fn a_cpp23_lambda_without_parameters_before_its_return_type_is_no_error() {
        // gcc-pr100611 of the C++ set: `[c]()->T {` to `[c]->T {` (P1102).
        let cpp = |s: &str| Program::new_in(crate::Lang::Cpp, s).error_count();
        assert_eq!(
            cpp("struct T {};\nT f() { auto l = [c]->T { return {}; }; }\n"),
            0
        );
        assert_eq!(
            cpp("struct T {};\nT f() { auto l = [c]()->T { return {}; }; }\n"),
            0
        );
        // Anything else in that place still is one.
        assert!(cpp("struct T {};\nT f() { auto l = [c] T { return {}; }; }\n") > 0);
        assert!(cpp("struct T {};\nT f() { auto l = [c]->T -> { return {}; }; }\n") > 0);
        assert!(cpp("struct T {};\nT f() { auto l = [c]-> { return {}; }; }\n") > 0);
        assert!(cpp("struct T {};\nT f() { auto l = [c]->T x { return {}; }; }\n") > 0);
    }

    #[test]
    fn counts_what_the_grammar_accepts_and_c_does_not() {
        // tree-sitter-c parses each without an ERROR node; C does not take any of them.
        for bad in [
            "{ return 0<<0; }\n",
            "int a;\n{ (0 << 0); }\n",
            "x;\n",
            "int f{ return 0; }\n",
            "#ifdef A\nreturn 1;\n#endif\n",
            "#if A\n#else\nint f[2] { }\n#endif\n",
            "int (*fp)(void) { return 0; }\n",
        ] {
            assert_eq!(Program::new(bad).error_count(), 1, "{bad}");
        }
        for good in [
            "int f(void) { return 0; }\n",
            "static int *g(int a) { return 0; }\n",
            "int (f)(void) { return 0; }\n",
            "int (*h(void))(int) { return 0; }\n",
            "#ifdef A\nint f(void) { return 1; }\n#endif\nint x;\n",
            "struct s { int a; };\ntypedef int t;\n;\n",
            "_Static_assert(1, \"one\");\nasm(\"nop\");\n",
            "int (/* c */ *g(void))(int) { return 0; }\n",
            "int (*h(void))[2] { return 0; }\n",
        ] {
            assert_eq!(Program::new(good).error_count(), 0, "{good}");
        }
        // C++: a function returning a reference is a function.
        for good in [
            "int& f(int& a) { return a; }\n",
            "struct A { A& operator=(const A&); };\nA& A::operator=(const A&) { return *this; }\n",
        ] {
            assert_eq!(Program::new_in(Lang::Cpp, good).error_count(), 0, "{good}");
        }
    }
}
