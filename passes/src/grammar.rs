//! Grammar facts: everything the passes know about tree-sitter-c's grammar, in one
//! place. Node kinds and field names are constants here (a typo is a compile error, and
//! a test checks every one against the grammar itself), and so are the tables several
//! passes consult: which nodes are lists of items and how their items are separated,
//! which are expressions, and which bind loosely enough to need parentheses.
//!
//! Anonymous tokens (operators such as `"/"`, keywords) stay literal where they are
//! used: their text is their meaning.

/// Node kinds (named nodes of tree-sitter-c).
pub(crate) mod kind {
    pub(crate) const ABSTRACT_ARRAY_DECLARATOR: &str = "abstract_array_declarator";
    pub(crate) const ABSTRACT_FUNCTION_DECLARATOR: &str = "abstract_function_declarator";
    pub(crate) const ABSTRACT_POINTER_DECLARATOR: &str = "abstract_pointer_declarator";
    pub(crate) const ALIGNOF_EXPRESSION: &str = "alignof_expression";
    pub(crate) const ARGUMENT_LIST: &str = "argument_list";
    pub(crate) const ARRAY_DECLARATOR: &str = "array_declarator";
    pub(crate) const ASSIGNMENT_EXPRESSION: &str = "assignment_expression";
    pub(crate) const ATTRIBUTED_DECLARATOR: &str = "attributed_declarator";
    pub(crate) const ATTRIBUTED_STATEMENT: &str = "attributed_statement";
    pub(crate) const BINARY_EXPRESSION: &str = "binary_expression";
    pub(crate) const BITFIELD_CLAUSE: &str = "bitfield_clause";
    pub(crate) const CALL_EXPRESSION: &str = "call_expression";
    pub(crate) const CASE_STATEMENT: &str = "case_statement";
    pub(crate) const CAST_EXPRESSION: &str = "cast_expression";
    pub(crate) const CHAR_LITERAL: &str = "char_literal";
    pub(crate) const COMMA_EXPRESSION: &str = "comma_expression";
    pub(crate) const COMMENT: &str = "comment";
    pub(crate) const COMPOUND_LITERAL_EXPRESSION: &str = "compound_literal_expression";
    pub(crate) const COMPOUND_STATEMENT: &str = "compound_statement";
    pub(crate) const CONDITIONAL_EXPRESSION: &str = "conditional_expression";
    pub(crate) const DECLARATION: &str = "declaration";
    pub(crate) const DECLARATION_LIST: &str = "declaration_list";
    pub(crate) const DO_STATEMENT: &str = "do_statement";
    pub(crate) const ELSE_CLAUSE: &str = "else_clause";
    pub(crate) const ENUMERATOR: &str = "enumerator";
    pub(crate) const ENUMERATOR_LIST: &str = "enumerator_list";
    pub(crate) const ENUM_SPECIFIER: &str = "enum_specifier";
    pub(crate) const EXPRESSION_STATEMENT: &str = "expression_statement";
    pub(crate) const FIELD_DECLARATION: &str = "field_declaration";
    pub(crate) const FIELD_DECLARATION_LIST: &str = "field_declaration_list";
    pub(crate) const FIELD_EXPRESSION: &str = "field_expression";
    pub(crate) const FIELD_IDENTIFIER: &str = "field_identifier";
    pub(crate) const FOR_STATEMENT: &str = "for_statement";
    pub(crate) const FUNCTION_DECLARATOR: &str = "function_declarator";
    pub(crate) const FUNCTION_DEFINITION: &str = "function_definition";
    pub(crate) const GNU_ASM_EXPRESSION: &str = "gnu_asm_expression";
    pub(crate) const IDENTIFIER: &str = "identifier";
    pub(crate) const IF_STATEMENT: &str = "if_statement";
    pub(crate) const INITIALIZER_LIST: &str = "initializer_list";
    pub(crate) const INITIALIZER_PAIR: &str = "initializer_pair";
    pub(crate) const INIT_DECLARATOR: &str = "init_declarator";
    pub(crate) const LABELED_STATEMENT: &str = "labeled_statement";
    pub(crate) const MS_CALL_MODIFIER: &str = "ms_call_modifier";
    pub(crate) const NUMBER_LITERAL: &str = "number_literal";
    pub(crate) const PARAMETER_DECLARATION: &str = "parameter_declaration";
    pub(crate) const PARENTHESIZED_DECLARATOR: &str = "parenthesized_declarator";
    pub(crate) const PARENTHESIZED_EXPRESSION: &str = "parenthesized_expression";
    pub(crate) const POINTER_DECLARATOR: &str = "pointer_declarator";
    pub(crate) const POINTER_EXPRESSION: &str = "pointer_expression";
    pub(crate) const PREPROC_ELIF: &str = "preproc_elif";
    pub(crate) const PREPROC_ELIFDEF: &str = "preproc_elifdef";
    pub(crate) const PREPROC_ELSE: &str = "preproc_else";
    pub(crate) const PREPROC_IF: &str = "preproc_if";
    pub(crate) const PREPROC_IFDEF: &str = "preproc_ifdef";
    pub(crate) const PRIMITIVE_TYPE: &str = "primitive_type";
    pub(crate) const RETURN_STATEMENT: &str = "return_statement";
    pub(crate) const SIZED_TYPE_SPECIFIER: &str = "sized_type_specifier";
    pub(crate) const SIZEOF_EXPRESSION: &str = "sizeof_expression";
    pub(crate) const STORAGE_CLASS_SPECIFIER: &str = "storage_class_specifier";
    pub(crate) const STRING_LITERAL: &str = "string_literal";
    pub(crate) const STRUCT_SPECIFIER: &str = "struct_specifier";
    pub(crate) const SUBSCRIPT_EXPRESSION: &str = "subscript_expression";
    pub(crate) const TRANSLATION_UNIT: &str = "translation_unit";
    pub(crate) const TYPE_DEFINITION: &str = "type_definition";
    pub(crate) const TYPE_IDENTIFIER: &str = "type_identifier";
    pub(crate) const TYPE_QUALIFIER: &str = "type_qualifier";
    pub(crate) const UNARY_EXPRESSION: &str = "unary_expression";
    pub(crate) const UNION_SPECIFIER: &str = "union_specifier";
    pub(crate) const UPDATE_EXPRESSION: &str = "update_expression";
    pub(crate) const WHILE_STATEMENT: &str = "while_statement";
    /// Every name above, for the test against the grammar.
    #[cfg(test)]
    pub(crate) const ALL: &[&str] = &[
        ABSTRACT_ARRAY_DECLARATOR,
        ABSTRACT_FUNCTION_DECLARATOR,
        ABSTRACT_POINTER_DECLARATOR,
        ALIGNOF_EXPRESSION,
        ARGUMENT_LIST,
        ARRAY_DECLARATOR,
        ASSIGNMENT_EXPRESSION,
        ATTRIBUTED_DECLARATOR,
        ATTRIBUTED_STATEMENT,
        BINARY_EXPRESSION,
        BITFIELD_CLAUSE,
        CALL_EXPRESSION,
        CASE_STATEMENT,
        CAST_EXPRESSION,
        CHAR_LITERAL,
        COMMA_EXPRESSION,
        COMMENT,
        COMPOUND_LITERAL_EXPRESSION,
        COMPOUND_STATEMENT,
        CONDITIONAL_EXPRESSION,
        DECLARATION,
        DECLARATION_LIST,
        DO_STATEMENT,
        ELSE_CLAUSE,
        ENUMERATOR,
        ENUMERATOR_LIST,
        ENUM_SPECIFIER,
        EXPRESSION_STATEMENT,
        FIELD_DECLARATION,
        FIELD_DECLARATION_LIST,
        FIELD_EXPRESSION,
        FIELD_IDENTIFIER,
        FOR_STATEMENT,
        FUNCTION_DECLARATOR,
        FUNCTION_DEFINITION,
        GNU_ASM_EXPRESSION,
        IDENTIFIER,
        IF_STATEMENT,
        INITIALIZER_LIST,
        INITIALIZER_PAIR,
        INIT_DECLARATOR,
        LABELED_STATEMENT,
        MS_CALL_MODIFIER,
        NUMBER_LITERAL,
        PARAMETER_DECLARATION,
        PARENTHESIZED_DECLARATOR,
        PARENTHESIZED_EXPRESSION,
        POINTER_DECLARATOR,
        POINTER_EXPRESSION,
        PREPROC_ELIF,
        PREPROC_ELIFDEF,
        PREPROC_ELSE,
        PREPROC_IF,
        PREPROC_IFDEF,
        PRIMITIVE_TYPE,
        RETURN_STATEMENT,
        SIZED_TYPE_SPECIFIER,
        SIZEOF_EXPRESSION,
        STORAGE_CLASS_SPECIFIER,
        STRING_LITERAL,
        STRUCT_SPECIFIER,
        SUBSCRIPT_EXPRESSION,
        TRANSLATION_UNIT,
        TYPE_DEFINITION,
        TYPE_IDENTIFIER,
        TYPE_QUALIFIER,
        UNARY_EXPRESSION,
        UNION_SPECIFIER,
        UPDATE_EXPRESSION,
        WHILE_STATEMENT,
    ];
}

/// Field names.
pub(crate) mod field {
    pub(crate) const ALTERNATIVE: &str = "alternative";
    pub(crate) const ARGUMENT: &str = "argument";
    pub(crate) const ARGUMENTS: &str = "arguments";
    pub(crate) const BODY: &str = "body";
    pub(crate) const CONDITION: &str = "condition";
    pub(crate) const CONSEQUENCE: &str = "consequence";
    pub(crate) const DECLARATOR: &str = "declarator";
    /// C++ only: a data member's default value (`int d{1};`, `int d = 1;`).
    pub(crate) const DEFAULT_VALUE: &str = "default_value";
    pub(crate) const FIELD: &str = "field";
    pub(crate) const FUNCTION: &str = "function";
    pub(crate) const INDEX: &str = "index";
    /// C++ only: a subscript's index list (`a[i, j]`), where C has [`INDEX`].
    pub(crate) const INDICES: &str = "indices";
    pub(crate) const INITIALIZER: &str = "initializer";
    pub(crate) const LEFT: &str = "left";
    pub(crate) const NAME: &str = "name";
    pub(crate) const OPERATOR: &str = "operator";
    pub(crate) const PARAMETERS: &str = "parameters";
    pub(crate) const RIGHT: &str = "right";
    pub(crate) const SIZE: &str = "size";
    pub(crate) const TYPE: &str = "type";
    pub(crate) const UPDATE: &str = "update";
    pub(crate) const VALUE: &str = "value";
    /// Every name above, for the test against the grammar.
    #[cfg(test)]
    pub(crate) const ALL: &[&str] = &[
        ALTERNATIVE,
        ARGUMENT,
        ARGUMENTS,
        BODY,
        CONDITION,
        CONSEQUENCE,
        DECLARATOR,
        FIELD,
        FUNCTION,
        INDEX,
        INITIALIZER,
        LEFT,
        NAME,
        OPERATOR,
        PARAMETERS,
        RIGHT,
        SIZE,
        TYPE,
        UPDATE,
        VALUE,
    ];
}

/// A list-like node: its items are what hierarchical delta debugging deletes.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ListKind {
    /// The node kind.
    pub(crate) kind: &'static str,
    /// A separator token between items (`,`), or `None`.
    pub(crate) separator: Option<&'static str>,
    /// A field whose child is not an item (the `case` value).
    pub(crate) skip_field: Option<&'static str>,
}

/// The list-like nodes: top-level items, a block's statements, struct members, a
/// `case`'s statements, enumerators, initializer entries.
pub(crate) const LIST_KINDS: &[ListKind] = &[
    ListKind {
        kind: kind::TRANSLATION_UNIT,
        separator: None,
        skip_field: None,
    },
    ListKind {
        kind: kind::COMPOUND_STATEMENT,
        separator: None,
        skip_field: None,
    },
    ListKind {
        kind: kind::FIELD_DECLARATION_LIST,
        separator: None,
        skip_field: None,
    },
    ListKind {
        kind: kind::DECLARATION_LIST,
        separator: None,
        skip_field: None,
    },
    ListKind {
        kind: kind::CASE_STATEMENT,
        separator: None,
        skip_field: Some(field::VALUE),
    },
    ListKind {
        kind: kind::ENUMERATOR_LIST,
        separator: Some(","),
        skip_field: None,
    },
    ListKind {
        kind: kind::INITIALIZER_LIST,
        separator: Some(","),
        skip_field: None,
    },
];

/// True for the kinds of declarators (`x`, `*x`, `x[3]`, `f(int)`, `(x)`, `x = 1`).
pub(crate) fn is_declarator(kind: &str) -> bool {
    kind.ends_with("declarator")
}

/// The function declarator nearest the name declarator `d` declares, if that name is a
/// function: the one rule of "declares a function". The declarator nearest the name says
/// what the name is: `f(int)` in `*f(int)` and in `(*f(int))(void)` (a function
/// returning a pointer), none in `(*fp)(void)` or `(*a[2])(void)` (pointers). Looks
/// through init, parenthesized and attributed declarators (and a comment or
/// `__stdcall` inside the parentheses); C++'s `&` and `&&` count as `*` does. The name
/// may be any leaf: an identifier, a qualified, operator, destructor or template name.
pub(crate) fn function_declarator(mut d: tree_sitter::Node<'_>) -> Option<tree_sitter::Node<'_>> {
    // The inner declarator of a kind that names it by no field.
    fn inner(n: tree_sitter::Node<'_>) -> Option<tree_sitter::Node<'_>> {
        let mut c = n.walk();
        let first = n.named_children(&mut c).find(|k| {
            !matches!(
                k.kind(),
                kind::COMMENT | kind::MS_CALL_MODIFIER | cpp_kind::ATTRIBUTE_DECLARATION
            )
        });
        first
    }
    let mut nearest = None;
    loop {
        let next = match d.kind() {
            kind::FUNCTION_DECLARATOR | kind::POINTER_DECLARATOR | kind::ARRAY_DECLARATOR => {
                nearest = Some(d);
                d.child_by_field_name(field::DECLARATOR)
            }
            cpp_kind::REFERENCE_DECLARATOR => {
                nearest = Some(d);
                inner(d)
            }
            kind::INIT_DECLARATOR => d.child_by_field_name(field::DECLARATOR),
            kind::PARENTHESIZED_DECLARATOR | kind::ATTRIBUTED_DECLARATOR => inner(d),
            // The name.
            _ => None,
        };
        match next {
            Some(n) => d = n,
            None => return nearest.filter(|n| n.kind() == kind::FUNCTION_DECLARATOR),
        }
    }
}

/// Expression kinds the passes rewrite.
pub(crate) const EXPRESSIONS: &[&str] = &[
    kind::BINARY_EXPRESSION,
    kind::UNARY_EXPRESSION,
    kind::CAST_EXPRESSION,
    kind::PARENTHESIZED_EXPRESSION,
    kind::CONDITIONAL_EXPRESSION,
    kind::COMMA_EXPRESSION,
    kind::CALL_EXPRESSION,
    kind::ASSIGNMENT_EXPRESSION,
    kind::UPDATE_EXPRESSION,
    kind::POINTER_EXPRESSION,
    kind::SUBSCRIPT_EXPRESSION,
    kind::FIELD_EXPRESSION,
    kind::SIZEOF_EXPRESSION,
    kind::IDENTIFIER,
    kind::NUMBER_LITERAL,
    kind::CHAR_LITERAL,
    kind::COMPOUND_LITERAL_EXPRESSION,
];

/// Expression kinds that bind looser than a unary or postfix operator: put where one
/// of those expects an operand, they need parentheses.
pub(crate) const LOOSE_EXPRESSIONS: &[&str] = &[
    kind::BINARY_EXPRESSION,
    kind::CONDITIONAL_EXPRESSION,
    kind::ASSIGNMENT_EXPRESSION,
    kind::COMMA_EXPRESSION,
    kind::CAST_EXPRESSION,
];

/// Kinds whose operands bind tighter than a loose expression.
pub(crate) const TIGHT_CONTEXTS: &[&str] = &[
    kind::BINARY_EXPRESSION,
    kind::UNARY_EXPRESSION,
    kind::CAST_EXPRESSION,
    kind::POINTER_EXPRESSION,
    kind::UPDATE_EXPRESSION,
    kind::SUBSCRIPT_EXPRESSION,
    kind::FIELD_EXPRESSION,
    kind::CONDITIONAL_EXPRESSION,
    kind::SIZEOF_EXPRESSION,
    kind::CALL_EXPRESSION,
];

/// Node kinds only tree-sitter-cpp has (its grammar extends tree-sitter-c's, and has
/// every kind of [`kind`] too).
pub(crate) mod cpp_kind {
    pub(crate) const ABSTRACT_REFERENCE_DECLARATOR: &str = "abstract_reference_declarator";
    pub(crate) const ACCESS_SPECIFIER: &str = "access_specifier";
    pub(crate) const ALIAS_DECLARATION: &str = "alias_declaration";
    pub(crate) const ATTRIBUTE_DECLARATION: &str = "attribute_declaration";
    pub(crate) const BASE_CLASS_CLAUSE: &str = "base_class_clause";
    pub(crate) const CLASS_SPECIFIER: &str = "class_specifier";
    pub(crate) const CONCEPT_DEFINITION: &str = "concept_definition";
    pub(crate) const DEFAULT_METHOD_CLAUSE: &str = "default_method_clause";
    pub(crate) const DELETE_METHOD_CLAUSE: &str = "delete_method_clause";
    pub(crate) const DEPENDENT_TYPE: &str = "dependent_type";
    pub(crate) const EXPLICIT_FUNCTION_SPECIFIER: &str = "explicit_function_specifier";
    pub(crate) const FIELD_INITIALIZER: &str = "field_initializer";
    pub(crate) const FIELD_INITIALIZER_LIST: &str = "field_initializer_list";
    pub(crate) const FOR_RANGE_LOOP: &str = "for_range_loop";
    pub(crate) const LAMBDA_EXPRESSION: &str = "lambda_expression";
    pub(crate) const NAMESPACE_DEFINITION: &str = "namespace_definition";
    pub(crate) const NAMESPACE_IDENTIFIER: &str = "namespace_identifier";
    pub(crate) const NEW_EXPRESSION: &str = "new_expression";
    pub(crate) const NOEXCEPT: &str = "noexcept";
    pub(crate) const OPTIONAL_PARAMETER_DECLARATION: &str = "optional_parameter_declaration";
    pub(crate) const OPTIONAL_TYPE_PARAMETER_DECLARATION: &str =
        "optional_type_parameter_declaration";
    pub(crate) const QUALIFIED_IDENTIFIER: &str = "qualified_identifier";
    pub(crate) const REFERENCE_DECLARATOR: &str = "reference_declarator";
    pub(crate) const TEMPLATE_ARGUMENT_LIST: &str = "template_argument_list";
    pub(crate) const TEMPLATE_DECLARATION: &str = "template_declaration";
    pub(crate) const TEMPLATE_FUNCTION: &str = "template_function";
    pub(crate) const TEMPLATE_PARAMETER_LIST: &str = "template_parameter_list";
    pub(crate) const TEMPLATE_TYPE: &str = "template_type";
    pub(crate) const THROW_SPECIFIER: &str = "throw_specifier";
    pub(crate) const TRY_STATEMENT: &str = "try_statement";
    pub(crate) const TYPE_DESCRIPTOR: &str = "type_descriptor";
    pub(crate) const TYPE_PARAMETER_DECLARATION: &str = "type_parameter_declaration";
    pub(crate) const VARIADIC_DECLARATOR: &str = "variadic_declarator";
    pub(crate) const VARIADIC_PARAMETER_DECLARATION: &str = "variadic_parameter_declaration";
    pub(crate) const VARIADIC_TYPE_PARAMETER_DECLARATION: &str =
        "variadic_type_parameter_declaration";
    pub(crate) const VIRTUAL_SPECIFIER: &str = "virtual_specifier";
    /// Every name above, for the test against the grammar.
    #[cfg(test)]
    pub(crate) const ALL: &[&str] = &[
        ABSTRACT_REFERENCE_DECLARATOR,
        ACCESS_SPECIFIER,
        ALIAS_DECLARATION,
        ATTRIBUTE_DECLARATION,
        BASE_CLASS_CLAUSE,
        CLASS_SPECIFIER,
        CONCEPT_DEFINITION,
        DEFAULT_METHOD_CLAUSE,
        DELETE_METHOD_CLAUSE,
        DEPENDENT_TYPE,
        EXPLICIT_FUNCTION_SPECIFIER,
        FIELD_INITIALIZER,
        FIELD_INITIALIZER_LIST,
        FOR_RANGE_LOOP,
        LAMBDA_EXPRESSION,
        NAMESPACE_DEFINITION,
        NAMESPACE_IDENTIFIER,
        NEW_EXPRESSION,
        NOEXCEPT,
        OPTIONAL_PARAMETER_DECLARATION,
        OPTIONAL_TYPE_PARAMETER_DECLARATION,
        QUALIFIED_IDENTIFIER,
        REFERENCE_DECLARATOR,
        TEMPLATE_ARGUMENT_LIST,
        TEMPLATE_DECLARATION,
        TEMPLATE_FUNCTION,
        TEMPLATE_PARAMETER_LIST,
        TEMPLATE_TYPE,
        THROW_SPECIFIER,
        TRY_STATEMENT,
        TYPE_DESCRIPTOR,
        TYPE_PARAMETER_DECLARATION,
        VARIADIC_DECLARATOR,
        VARIADIC_PARAMETER_DECLARATION,
        VARIADIC_TYPE_PARAMETER_DECLARATION,
        VIRTUAL_SPECIFIER,
    ];
}

/// The kinds of a C++ template's type parameters (`class T`, `class... T`, `class T = int`).
pub(crate) const TYPE_PARAMETERS: &[&str] = &[
    cpp_kind::TYPE_PARAMETER_DECLARATION,
    cpp_kind::VARIADIC_TYPE_PARAMETER_DECLARATION,
    cpp_kind::OPTIONAL_TYPE_PARAMETER_DECLARATION,
];

/// The name a template's type parameter `p` declares (none for `class`, `class...`
/// alone, or a node of another kind): a field of one with a default, the one type name
/// of the others.
pub(crate) fn type_parameter_name(p: tree_sitter::Node<'_>) -> Option<tree_sitter::Node<'_>> {
    match p.kind() {
        cpp_kind::OPTIONAL_TYPE_PARAMETER_DECLARATION => p.child_by_field_name(field::NAME),
        cpp_kind::TYPE_PARAMETER_DECLARATION | cpp_kind::VARIADIC_TYPE_PARAMETER_DECLARATION => {
            let mut c = p.walk();
            let name = p
                .named_children(&mut c)
                .find(|n| n.kind() == kind::TYPE_IDENTIFIER);
            name
        }
        _ => None,
    }
}

/// The name a class, struct or union specifier declares: `A` for `struct A {..}` and for
/// a specialization `struct A<int> {..}`; none for an anonymous one.
pub(crate) fn class_name(spec: tree_sitter::Node<'_>) -> Option<tree_sitter::Node<'_>> {
    let name = spec.child_by_field_name(field::NAME)?;
    match name.kind() {
        cpp_kind::TEMPLATE_TYPE => name.child_by_field_name(field::NAME),
        _ => Some(name),
    }
}

/// The scope and the name of a C++ qualified name `q` (`W` and `h` of `W::h`); none for
/// a node of another kind, or a global one (`::h`, no scope).
pub(crate) fn qualified_parts<'t>(
    q: tree_sitter::Node<'t>,
) -> Option<(tree_sitter::Node<'t>, tree_sitter::Node<'t>)> {
    if q.kind() != cpp_kind::QUALIFIED_IDENTIFIER {
        return None;
    }
    q.child_by_field_name("scope")
        .zip(q.child_by_field_name(field::NAME))
}

/// What the passes know about one language's grammar, as one value: the list-like
/// nodes hierarchical delta deletes items of, and the specifiers and clauses that may
/// be dropped where they stand (difftastic's `TreeSitterConfig`, ast-grep's
/// `Language`). Passes ask [`crate::Program::grammar`]; a pass written once reads
/// C and C++ through it.
#[derive(Debug)]
pub(crate) struct Grammar {
    /// The list-like nodes.
    pub(crate) lists: &'static [ListKind],
    /// What may be dropped.
    pub(crate) droppable: &'static [Droppable],
}

/// A specifier or clause that may be dropped where it stands.
#[derive(Debug)]
pub(crate) struct Droppable {
    /// Its kind (a named node, or a keyword token such as `virtual`).
    pub(crate) kind: &'static str,
    /// What takes its place (`;` for `= default;`).
    pub(crate) by: &'static str,
    /// Whether it is a keyword token rather than a named node.
    pub(crate) token: bool,
}

const fn drop(kind: &'static str) -> Droppable {
    Droppable {
        kind,
        by: "",
        token: false,
    }
}

const fn keyword(kind: &'static str) -> Droppable {
    Droppable {
        kind,
        by: "",
        token: true,
    }
}

/// C's grammar.
pub(crate) static C: Grammar = Grammar {
    lists: LIST_KINDS,
    droppable: &[
        drop(kind::TYPE_QUALIFIER),
        drop(kind::STORAGE_CLASS_SPECIFIER),
    ],
};

/// C++'s grammar: C's lists and specifiers, and its own.
pub(crate) static CPP: Grammar = Grammar {
    lists: CPP_LIST_KINDS,
    droppable: &[
        drop(kind::TYPE_QUALIFIER),
        drop(kind::STORAGE_CLASS_SPECIFIER),
        keyword("virtual"),
        keyword("friend"),
        drop(cpp_kind::VIRTUAL_SPECIFIER),
        drop(cpp_kind::EXPLICIT_FUNCTION_SPECIFIER),
        drop(cpp_kind::NOEXCEPT),
        drop(cpp_kind::THROW_SPECIFIER),
        drop(cpp_kind::ATTRIBUTE_DECLARATION),
        // `public:` (with its colon, see [`Grammar::dropped_range`]), `: public B`.
        drop(cpp_kind::ACCESS_SPECIFIER),
        drop(cpp_kind::FIELD_INITIALIZER_LIST),
        Droppable {
            kind: cpp_kind::DEFAULT_METHOD_CLAUSE,
            by: ";",
            token: false,
        },
        Droppable {
            kind: cpp_kind::DELETE_METHOD_CLAUSE,
            by: ";",
            token: false,
        },
    ],
};

/// C's lists, and the lists of template arguments and parameters and of constructor
/// initializers.
const CPP_LIST_KINDS: &[ListKind] = &[
    LIST_KINDS[0],
    LIST_KINDS[1],
    LIST_KINDS[2],
    LIST_KINDS[3],
    LIST_KINDS[4],
    LIST_KINDS[5],
    LIST_KINDS[6],
    ListKind {
        kind: cpp_kind::TEMPLATE_ARGUMENT_LIST,
        separator: Some(","),
        skip_field: None,
    },
    ListKind {
        kind: cpp_kind::TEMPLATE_PARAMETER_LIST,
        separator: Some(","),
        skip_field: None,
    },
    ListKind {
        kind: cpp_kind::FIELD_INITIALIZER_LIST,
        separator: Some(","),
        skip_field: None,
    },
];

impl Grammar {
    /// The grammar of `lang`.
    pub(crate) fn of(lang: crate::Lang) -> &'static Grammar {
        match lang {
            crate::Lang::C => &C,
            crate::Lang::Cpp => &CPP,
        }
    }

    /// The list description of `kind`, if it is a list.
    pub(crate) fn list_kind(&self, kind: &str) -> Option<&'static ListKind> {
        self.lists.iter().find(|l| l.kind == kind)
    }

    /// What may replace `node` if it may be dropped, and the range it takes: an access
    /// specifier that opens a section of members takes its colon along.
    pub(crate) fn dropped(
        &self,
        node: tree_sitter::Node<'_>,
    ) -> Option<(std::ops::Range<usize>, &'static str)> {
        let d = self
            .droppable
            .iter()
            .find(|d| d.kind == node.kind() && d.token != node.is_named())?;
        let mut range = node.byte_range();
        if node.kind() == cpp_kind::ACCESS_SPECIFIER {
            if let Some(colon) = node.next_sibling().filter(|n| n.kind() == ":") {
                range.end = colon.end_byte();
            }
        }
        Some((range, d.by))
    }
}

/// Struct, union and enum specifiers: the kinds that can declare a tag.
pub(crate) const TAG_SPECIFIERS: &[&str] = &[
    kind::STRUCT_SPECIFIER,
    kind::UNION_SPECIFIER,
    kind::ENUM_SPECIFIER,
];

#[cfg(test)]
mod tests {
    use super::*;
    use tree_sitter::Language;

    fn language() -> Language {
        Language::from(tree_sitter_c::LANGUAGE)
    }

    /// "Declares a function" is the declarator nearest the name: the function's name,
    /// or none, for each shape.
    #[test]
    fn a_function_is_what_the_declarator_nearest_its_name_says() {
        use crate::{Lang, Program};
        let cases: &[(Lang, &str, Option<&str>)] = &[
            (Lang::C, "int (*fp)(void);", None),
            (Lang::C, "int (*fp)(void) = 0;", None),
            (Lang::C, "void (*t[4])(void);", None),
            (Lang::C, "int (/*c*/ *q)(void);", None),
            (Lang::C, "typedef int (*cb)(void);", None),
            (Lang::C, "struct s { int (*cb)(int); };", None),
            (Lang::C, "int a[3];", None),
            (Lang::C, "int x = 1;", None),
            (Lang::C, "int f(void);", Some("f")),
            (Lang::C, "int *f(void);", Some("f")),
            (Lang::C, "int (f)(void);", Some("(f)")),
            (Lang::C, "int (*f(int))(void);", Some("f")),
            (Lang::C, "int (*h(void))[2] { return 0; }", Some("h")),
            (Lang::C, "typedef int F(void);", Some("F")),
            (Lang::C, "struct s { int m(void); };", Some("m")),
            (Lang::Cpp, "int& f();", Some("f")),
            (Lang::Cpp, "int&& g();", Some("g")),
            (
                Lang::Cpp,
                "A& A::operator=(const A&) { return *this; }",
                Some("A::operator="),
            ),
            (Lang::Cpp, "A::~A() {}", Some("A::~A")),
            (Lang::Cpp, "template <class T> T& f(T);", Some("f")),
            (
                Lang::Cpp,
                "int (*A::k(int))(void) { return 0; }",
                Some("A::k"),
            ),
            (Lang::Cpp, "int& r = x;", None),
        ];
        for (lang, src, want) in cases {
            let prog = Program::new_in(*lang, *src);
            let decl = crate::c::preorder(prog.root().unwrap())
                .into_iter()
                .find(|n| {
                    matches!(
                        n.kind(),
                        kind::FUNCTION_DEFINITION
                            | kind::DECLARATION
                            | kind::FIELD_DECLARATION
                            | kind::TYPE_DEFINITION
                    )
                })
                .unwrap_or_else(|| panic!("{src}: no declaration"));
            let got = decl
                .child_by_field_name(field::DECLARATOR)
                .and_then(function_declarator)
                .and_then(|f| f.child_by_field_name(field::DECLARATOR))
                .map(|n| prog.node_text(n).to_string());
            assert_eq!(got.as_deref(), *want, "{lang:?} {src}");
        }
    }

    /// The C passes read C++ trees: every kind and field they name is tree-sitter-cpp's
    /// too (but one), and so is every kind only C++ has.
    #[test]
    fn every_kind_and_field_is_the_cpp_grammar_s_too() {
        let cpp = Language::from(tree_sitter_cpp::LANGUAGE);
        let missing: Vec<&str> = kind::ALL
            .iter()
            .chain(cpp_kind::ALL)
            .filter(|k| cpp.id_for_node_kind(k, true) == 0)
            .chain(
                field::ALL
                    .iter()
                    .filter(|f| cpp.field_id_for_name(f).is_none()),
            )
            .copied()
            .collect();
        // A C++ subscript holds its index in a list (`a[i, j]`, field `indices`): the
        // passes that read `index` leave C++ subscripts alone.
        assert_eq!(missing, [field::INDEX], "not C++ kinds or fields");
    }

    #[test]
    fn every_kind_is_a_named_node_of_the_grammar() {
        let lang = language();
        for k in kind::ALL {
            assert_ne!(
                lang.id_for_node_kind(k, true),
                0,
                "`{k}` is not a node kind"
            );
        }
        for k in LIST_KINDS.iter().map(|l| l.kind) {
            assert!(kind::ALL.contains(&k), "{k}");
        }
    }

    #[test]
    fn every_field_is_a_field_of_the_grammar() {
        let lang = language();
        for f in field::ALL {
            assert!(lang.field_id_for_name(f).is_some(), "`{f}` is not a field");
        }
    }

    #[test]
    fn declarator_kinds_are_the_grammar_s() {
        let lang = language();
        let declarators: Vec<&str> = (0..lang.node_kind_count() as u16)
            .filter(|id| lang.node_kind_is_named(*id))
            .filter_map(|id| lang.node_kind_for_id(id))
            .filter(|k| is_declarator(k))
            .collect();
        for k in [
            kind::INIT_DECLARATOR,
            kind::POINTER_DECLARATOR,
            kind::ARRAY_DECLARATOR,
            kind::FUNCTION_DECLARATOR,
            kind::PARENTHESIZED_DECLARATOR,
        ] {
            assert!(declarators.contains(&k), "{k}");
        }
    }
}
