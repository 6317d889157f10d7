//! A program under reduction: its text and its tree-sitter-c syntax tree, parsed once.

use std::cell::RefCell;
use tree_sitter::{Node, Parser, Tree};

thread_local! {
    /// One parser per thread, so parsing never takes a lock.
    static PARSER: RefCell<Option<Parser>> = const { RefCell::new(None) };
}

fn parse_tree(text: &str) -> Option<Tree> {
    PARSER.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot.is_none() {
            let mut p = Parser::new();
            p.set_language(&tree_sitter_c::LANGUAGE.into()).ok()?;
            *slot = Some(p);
        }
        let parser = slot.as_mut()?;
        parser.reset();
        parser.parse(text, None)
    })
}

/// Source text with its syntax tree.
#[derive(Debug)]
pub struct Program {
    text: String,
    tree: Option<Tree>,
    errors: usize,
    tokens: usize,
}

impl Program {
    /// Parse `text`. Never fails: a text the grammar cannot parse gets ERROR nodes.
    pub fn new(text: impl Into<String>) -> Program {
        let text = text.into();
        let tree = parse_tree(&text);
        let errors = tree.as_ref().map_or(0, |t| count_errors(t.root_node()));
        let tokens = crate::lexer::count_tokens(&text);
        Program {
            text,
            tree,
            errors,
            tokens,
        }
    }

    /// The source text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The root node, if the parser produced a tree.
    pub fn root(&self) -> Option<Node<'_>> {
        self.tree.as_ref().map(Tree::root_node)
    }

    /// Number of ERROR and MISSING nodes in the tree.
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
        if node.is_error() || node.is_missing() {
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

/// Number of ERROR and MISSING nodes in `text`, parsed on this thread's parser.
pub fn error_count_of(text: &str) -> usize {
    parse_tree(text).map_or(0, |t| count_errors(t.root_node()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_errors() {
        assert_eq!(
            Program::new("int main(void) { return 0; }").error_count(),
            0
        );
        assert!(Program::new("int main(void) { return 0; ").error_count() > 0);
        assert!(Program::new("int x = ;").error_count() > 0);
    }
}
