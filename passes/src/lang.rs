//! The language of a program, as a value: which tree-sitter grammar parses it. C and
//! C++ share most of their node kinds (tree-sitter-cpp extends tree-sitter-c's grammar),
//! so the passes written for C read C++ trees as they are; what only C++ has (templates,
//! classes, namespaces) the C passes pass over.

use std::path::Path;

/// A source language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// C (tree-sitter-c).
    #[default]
    C,
    /// C++ (tree-sitter-cpp).
    Cpp,
}

/// Extensions of C++ files (`.h` is C unless told).
const CPP_EXTENSIONS: &[&str] = &["cc", "cpp", "cxx", "C", "c++", "hh", "hpp", "hxx", "ii"];

impl Lang {
    /// The language a file's extension names: `.c` and `.i` (and anything else) are C;
    /// `.cc`, `.cpp`, `.cxx`, `.C`, `.c++`, `.hh`, `.hpp`, `.hxx` and `.ii` are C++.
    pub fn of_path(path: &Path) -> Lang {
        match path.extension().and_then(|e| e.to_str()) {
            Some(e) if CPP_EXTENSIONS.contains(&e) => Lang::Cpp,
            _ => Lang::C,
        }
    }

    /// The language `--lang` names: `c`, or `c++` (also `cpp`, `cxx`).
    pub fn from_name(name: &str) -> Option<Lang> {
        match name {
            "c" => Some(Lang::C),
            "c++" | "cpp" | "cxx" => Some(Lang::Cpp),
            _ => None,
        }
    }

    /// The name `--lang` takes: `c` or `c++`.
    pub fn name(self) -> &'static str {
        match self {
            Lang::C => "c",
            Lang::Cpp => "c++",
        }
    }

    /// The tree-sitter grammar.
    pub fn grammar(self) -> tree_sitter::Language {
        match self {
            Lang::C => tree_sitter_c::LANGUAGE.into(),
            Lang::Cpp => tree_sitter_cpp::LANGUAGE.into(),
        }
    }

    /// Its index among the languages (a per-language table's slot).
    pub(crate) fn index(self) -> usize {
        match self {
            Lang::C => 0,
            Lang::Cpp => 1,
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_extension_says_the_language() {
        for c in ["a.c", "a.i", "a.h", "a", "dir.cc/a.c"] {
            assert_eq!(Lang::of_path(Path::new(c)), Lang::C, "{c}");
        }
        for cpp in [
            "a.cc", "a.cpp", "a.cxx", "a.C", "a.c++", "a.hh", "a.hpp", "a.hxx", "a.ii",
        ] {
            assert_eq!(Lang::of_path(Path::new(cpp)), Lang::Cpp, "{cpp}");
        }
        assert_eq!(Lang::from_name("c++"), Some(Lang::Cpp));
        assert_eq!(Lang::from_name("c"), Some(Lang::C));
        assert_eq!(Lang::from_name("rust"), None);
        assert_eq!(Lang::Cpp.to_string(), "c++");
    }

    #[test]
    fn each_grammar_parses_its_language() {
        let cpp = "template <class T> struct A { virtual int f() const override; };\nnamespace n { int g() { auto l = [&] { return 1; }; return l(); } }\n";
        let mut p = tree_sitter::Parser::new();
        p.set_language(&Lang::Cpp.grammar()).unwrap();
        assert!(!p.parse(cpp, None).unwrap().root_node().has_error());
        p.set_language(&Lang::C.grammar()).unwrap();
        assert!(p.parse(cpp, None).unwrap().root_node().has_error());
    }
}
