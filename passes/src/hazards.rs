//! Hazards: counts of constructs that reductions turn into undefined behaviour most
//! often. The engine rejects, in-process, a candidate that has more of any of them than
//! the current program: a deleted initializer of a local, a `return;` or no `return` at
//! all in a non-void function, a loop that lost its start, bound or increment, a division by a
//! literal zero; and, in C, a construct ISO C forbids that GNU C accepts without a word
//! unless asked to be pedantic. This is the passes' layer of UB avoidance; the UB guard is
//! the other, and the static guard rejects the GNU constructs too, a compile later.

use crate::grammar::{cpp_kind, field, kind};
use crate::views::returns_value;
use crate::Lang;
use crate::Program;
use std::collections::{HashMap, HashSet};
use tree_sitter::Node;

/// Counts of hazardous constructs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hazards {
    /// Locals declared without an initializer (scalars and pointers; not arrays, not static;
    /// in C++, not of a class whose own default constructor runs: [`across_items`]).
    pub uninitialized_locals: usize,
    /// `return;` in a function that returns a value.
    pub valueless_returns: usize,
    /// Non-void functions (other than `main`) with no `return` of a value.
    pub missing_returns: usize,
    /// Loops whose condition is missing or always true; `for` loops whose initializer or
    /// increment does nothing.
    pub unbounded_loops: usize,
    /// Divisions or remainders by the literal 0.
    pub zero_divisions: usize,
    /// In C, constructs ISO C forbids and GNU C accepts: a `;` at file scope, a struct or
    /// union with no member, an enum with no enumerator, an empty initializer `{}` (valid
    /// only since C23). A pass makes them by deleting a declaration but not its `;`, or a
    /// list's last element; every `-pedantic-errors` mode rejects them. Not counted in
    /// a top-level item holding `__extension__` or a preprocessor directive, where a
    /// compiler may not report them.
    pub gnu_constructs: usize,
    /// In C, names called as functions with no declaration before the call: an implicit
    /// declaration, an error in C99 and later and a `-Wall` warning in C89. A pass makes
    /// one by deleting a function, or its prototype, and not its calls. Counted over the
    /// whole program in source order (a declaration in one item covers calls in later
    /// ones), as distinct names; not names starting with `__` (compiler builtins), not
    /// calls in attributes or in preprocessor branches; macro names count as declared.
    pub undeclared_calls: usize,
    /// In C, file-scope declarations of a C library function (`printf`, `memcpy`,
    /// `abort`, ...) with a type gcc and clang both report as not the library's
    /// ([`crate::library`]): a pass makes one by deleting a parameter, a `*`, a `const`
    /// or the return type of a prototype.
    pub library_redeclarations: usize,
    /// In C, initializer lists with more elements than the array they initialize has
    /// (`int g[1] = {1, 2};`, also a row of `int g[2][2]`), where the sizes are
    /// literals and no designator, brace elision or attribute can leave the count in
    /// doubt (an element of a struct, union or typedef type counts only if braced; a
    /// declaration with `__attribute__`, a vector perhaps, not at all): a pass makes one
    /// by shrinking a size. gcc and clang both warn by default.
    pub excess_initializers: usize,
}

impl Hazards {
    /// Add `other`'s counts to these.
    pub fn add(&mut self, other: &Hazards) {
        self.uninitialized_locals += other.uninitialized_locals;
        self.valueless_returns += other.valueless_returns;
        self.missing_returns += other.missing_returns;
        self.unbounded_loops += other.unbounded_loops;
        self.zero_divisions += other.zero_divisions;
        self.gnu_constructs += other.gnu_constructs;
        self.undeclared_calls += other.undeclared_calls;
        self.library_redeclarations += other.library_redeclarations;
        self.excess_initializers += other.excess_initializers;
    }

    /// These counts without the GNU constructs: for a reduction whose candidates no
    /// `-pedantic-errors` mode holds, where GNU C's leniency is allowed.
    pub fn without_gnu_constructs(self) -> Hazards {
        Hazards {
            gnu_constructs: 0,
            ..self
        }
    }

    /// These counts without the undeclared calls: for a reduction no guard checks, where
    /// an implicit declaration may be what the user's test allows.
    pub fn without_undeclared_calls(self) -> Hazards {
        Hazards {
            undeclared_calls: 0,
            ..self
        }
    }

    /// These counts without what gcc and clang warn about by default (library
    /// redeclarations, excess initializers): for a reduction no guard checks, or where
    /// the compilers may not report them.
    pub fn without_default_warnings(self) -> Hazards {
        Hazards {
            library_redeclarations: 0,
            excess_initializers: 0,
            ..self
        }
    }

    /// True if `self` has more of some hazard than `before`.
    pub fn worse_than(&self, before: &Hazards) -> bool {
        self.uninitialized_locals > before.uninitialized_locals
            || self.valueless_returns > before.valueless_returns
            || self.missing_returns > before.missing_returns
            || self.unbounded_loops > before.unbounded_loops
            || self.zero_divisions > before.zero_divisions
            || self.gnu_constructs > before.gnu_constructs
            || self.undeclared_calls > before.undeclared_calls
            || self.library_redeclarations > before.library_redeclarations
            || self.excess_initializers > before.excess_initializers
    }
}

/// True if evaluating `n` changes something (an assignment, `++`/`--`, a call) or `n`
/// declares something.
fn has_effect(n: Node<'_>) -> bool {
    n.kind() == kind::DECLARATION || crate::c::has_side_effect(n)
}

/// True if `cond` is a nonzero literal (maybe parenthesized): a loop that never ends by
/// its condition.
fn always_true(prog: &Program, cond: Node<'_>) -> bool {
    literal_value(prog, cond).is_some_and(|v| v != 0)
}

/// The value of `cond` if it is an integer literal, maybe parenthesized.
fn literal_value(prog: &Program, cond: Node<'_>) -> Option<u128> {
    let cond = crate::c::strip_parens(cond);
    (cond.kind() == kind::NUMBER_LITERAL)
        .then(|| crate::int_literal::value(prog.node_text(cond)))
        .flatten()
}

/// A loop that lost what bounds it: a condition that is missing or always true, or, for a
/// `for`, an initializer or increment that does nothing (a counting loop that lost its
/// start value counts from whatever the variable holds, long and overflowing).
fn unbounded(prog: &Program, node: Node<'_>) -> bool {
    let f = |name: &str| node.child_by_field_name(name);
    let cond_bad = f(field::CONDITION).is_none_or(|c| always_true(prog, c));
    if node.kind() != kind::FOR_STATEMENT {
        return cond_bad;
    }
    if f(field::CONDITION).and_then(|c| literal_value(prog, c)) == Some(0) {
        return false; // never runs: neither its body nor its increment
    }
    cond_bad
        || !f(field::INITIALIZER).is_some_and(has_effect)
        || !f(field::UPDATE).is_some_and(has_effect)
}

/// Count the hazards of `prog`.
pub fn hazards(prog: &Program) -> Hazards {
    let mut h = Hazards::default();
    let mut names = Vec::new();
    if let Some(root) = prog.root() {
        let mut c = root.walk();
        for item in root.children(&mut c) {
            let (ih, n) = item_hazards(prog, item);
            h.add(&ih);
            names.push(n);
        }
    }
    across_items(names.iter(), &mut h);
    h
}

/// The names a top-level item declares and calls (C only), in source order, which
/// [`Hazards::undeclared_calls`] is counted from; and, in C++, the classes and type
/// aliases it defines and its locals of a named type without an initializer, which
/// [`Hazards::uninitialized_locals`] counts across items ([`across_items`]).
#[derive(Clone, Debug, Default)]
struct Names {
    events: Vec<(Event, Box<str>)>,
    /// C++: every class this item defines (with a body), by name.
    classes: Vec<Box<str>>,
    /// C++: those of them with a default constructor of their own (no parameters, not
    /// `= default`), which `V d;` runs.
    constructed: Vec<Box<str>>,
    /// C++: the names this item's `typedef`s and `using X = ...;` declare.
    aliases: Vec<Box<str>>,
    /// C++: the type names of its locals declared without an initializer (`V d;`).
    class_locals: Vec<Box<str>>,
}

/// The counts that need every item: calls of undeclared names, and C++ locals of a
/// named type without an initializer, unless the name is one class's, defined once,
/// whose default constructor is its own: `V d;` runs it, as `V d(0)` ran another. A
/// name two classes share, or an alias has, counts as before.
fn across_items<'a>(items: impl Iterator<Item = &'a Names> + Clone, h: &mut Hazards) {
    h.undeclared_calls = undeclared(items.clone());
    let mut defined: HashMap<&str, usize> = HashMap::new();
    for n in items.clone() {
        for c in n.classes.iter().chain(&n.aliases) {
            *defined.entry(&**c).or_default() += 1;
        }
    }
    let constructed: HashSet<&str> = items
        .clone()
        .flat_map(|n| n.constructed.iter().map(|c| &**c))
        .filter(|c| defined.get(c) == Some(&1))
        .collect();
    h.uninitialized_locals += items
        .flat_map(|n| &n.class_locals)
        .filter(|t| !constructed.contains(&***t))
        .count();
}

/// What an item does with a name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Event {
    /// Calls it.
    Call,
    /// Declares it at file scope (a function's own name, a global, a typedef, a macro).
    Declare,
    /// Declares it inside a function (a parameter, a local): seen by that item only.
    DeclareLocal,
    /// Declares it as a typedef name (also a `Declare` or `DeclareLocal`).
    DeclareType,
    /// Calls it with one argument `*x` or `x`, the next event's name: if it is a
    /// typedef name, the "call" is a declaration of `x` that tree-sitter-c read as an
    /// expression (`T (*fp)() = one;`).
    CallOf,
    /// The `x` of the `CallOf` before it.
    CallArgument,
}

/// How many distinct names `items` call where no declaration of them came before: the
/// implicit declarations a compiler reports. A parameter or local declares a name for
/// the rest of its function, not for its block only, so the count errs low there.
fn undeclared<'a>(items: impl Iterator<Item = &'a Names>) -> usize {
    let mut declared: std::collections::HashSet<&str> = std::collections::HashSet::new();
    let mut types: std::collections::HashSet<&str> = std::collections::HashSet::new();
    let mut implicit: std::collections::HashSet<&str> = std::collections::HashSet::new();
    for n in items {
        let mut local: std::collections::HashSet<&str> = std::collections::HashSet::new();
        let mut callee: Option<&str> = None;
        for (event, name) in &n.events {
            match event {
                Event::DeclareType => {
                    types.insert(name);
                }
                Event::CallOf => callee = Some(name),
                Event::CallArgument => {
                    if callee.take().is_some_and(|t| types.contains(t)) {
                        local.insert(name);
                    }
                }
                Event::Declare => {
                    declared.insert(name);
                }
                Event::DeclareLocal => {
                    local.insert(name);
                }
                Event::Call => {
                    if !reserved(name) && !declared.contains(&**name) && !local.contains(&**name) {
                        implicit.insert(name);
                    }
                }
            }
        }
    }
    implicit.len()
}

/// Names no program declares: the implementation's (`__builtin_abs`, `_Bool`,
/// `_Static_assert`, which tree-sitter-c parses as calls) and GNU keywords it does not
/// know.
fn reserved(name: &str) -> bool {
    let b = name.as_bytes();
    (b.len() > 1 && b[0] == b'_' && (b[1] == b'_' || b[1].is_ascii_uppercase()))
        || matches!(name, "typeof" | "asm" | "alignof" | "offsetof")
}

/// Whether the hazard check can count `original`'s undeclared calls as a compiler would
/// (see [`Hazards::undeclared_calls`]): C without any preprocessor directive (a header
/// or a macro declares what tree-sitter cannot see) and with no implicit declaration of
/// its own (which the guards tolerate, wherever it comes back). The engine then counts
/// them for the whole reduction, or never.
pub fn undeclared_calls_countable(original: &str) -> bool {
    // Any `#`, digraph `%:` or trigraph `??=` (a directive may follow a comment on its
    // line); a `#` in a string only turns the check off.
    let has_directive =
        original.contains('#') || original.contains("%:") || original.contains("??=");
    !has_directive && hazards(&Program::new(original)).undeclared_calls == 0
}

/// A function definition's own name, also through C23 attributes
/// (`int f [[maybe_unused]] (void)`), which `c::declarator_name` does not look into.
fn own_name<'t>(prog: &'t Program, def: Node<'_>) -> Option<&'t str> {
    let mut d = def.child_by_field_name(field::DECLARATOR)?;
    for _ in 0..64 {
        match d.kind() {
            kind::IDENTIFIER => return Some(prog.node_text(d)),
            kind::PARENTHESIZED_DECLARATOR | kind::ATTRIBUTED_DECLARATOR => {
                d = d.named_child(0)?;
            }
            _ => d = d.child_by_field_name(field::DECLARATOR)?,
        }
    }
    None
}

/// Nodes whose calls are not calls: attribute arguments (`__attribute__((aligned(16)))`
/// parses as a call of `aligned`).
fn hides_calls(kind: &str) -> bool {
    matches!(
        kind,
        "attribute_specifier" | "attribute_declaration" | "attribute" | "ms_declspec_modifier"
    )
}

/// Preprocessor branches: code the compiler may never see. Their declarations count,
/// their calls do not.
fn is_conditional(kind: &str) -> bool {
    matches!(
        kind,
        kind::PREPROC_IF
            | kind::PREPROC_IFDEF
            | kind::PREPROC_ELIF
            | kind::PREPROC_ELIFDEF
            | kind::PREPROC_ELSE
    )
}

/// What `node` itself adds to `names`: the name it calls (where `calls` is true), the
/// names it declares (variables, functions, parameters, typedef names, macros), `local`
/// ones inside a function. A call of a bare name only: `(T)(x)`, a cast to a typedef
/// name, parses as a call of `(T)`. At file scope a "call" is C89's declaration with
/// an implicit `int` (`foo();`), so it declares.
fn collect_names(prog: &Program, node: Node<'_>, calls: bool, local: bool, names: &mut Names) {
    let declared = if local {
        Event::DeclareLocal
    } else {
        Event::Declare
    };
    let mut declare = |n: Node<'_>| {
        names.events.push((declared, prog.node_text(n).into()));
        if n.kind() == kind::TYPE_IDENTIFIER {
            names
                .events
                .push((Event::DeclareType, prog.node_text(n).into()));
        }
    };
    match node.kind() {
        kind::CALL_EXPRESSION => {
            let f = node
                .child_by_field_name(field::FUNCTION)
                .filter(|f| f.kind() == kind::IDENTIFIER);
            match f {
                Some(f) if !local => declare(f),
                Some(f) if calls => {
                    names.events.push((Event::Call, prog.node_text(f).into()));
                    if let Some(x) = declarator_argument(node) {
                        names.events.push((Event::CallOf, prog.node_text(f).into()));
                        names
                            .events
                            .push((Event::CallArgument, prog.node_text(x).into()));
                    }
                }
                _ => {}
            }
        }
        kind::PARENTHESIZED_DECLARATOR | kind::ATTRIBUTED_DECLARATOR => {
            let mut c = node.walk();
            let first = node
                .named_children(&mut c)
                .find(|d| matches!(d.kind(), kind::IDENTIFIER | kind::TYPE_IDENTIFIER));
            if let Some(d) = first {
                declare(d);
            }
        }
        "preproc_def" | "preproc_function_def" => {
            if let Some(n) = node.child_by_field_name("name") {
                declare(n);
            }
        }
        _ => {
            let mut c = node.walk();
            for d in node.children_by_field_name(field::DECLARATOR, &mut c) {
                if matches!(d.kind(), kind::IDENTIFIER | kind::TYPE_IDENTIFIER) {
                    declare(d);
                }
            }
        }
    }
}

/// The `x` of a call's only argument `*x` or `x`: what would be declared if the call
/// were a misread declaration `T (*x)...` or `T (x)`.
fn declarator_argument(call: Node<'_>) -> Option<Node<'_>> {
    let args = call.child_by_field_name(field::ARGUMENTS)?;
    if args.named_child_count() != 1 {
        return None;
    }
    let a = args.named_child(0)?;
    let x = match a.kind() {
        "pointer_expression" => a.child_by_field_name(field::ARGUMENT)?,
        _ => a,
    };
    (x.kind() == kind::IDENTIFIER).then_some(x)
}

/// The hazards of a program item by item (what a top-level item holds depends on its
/// text alone; the counts that need every item are summed from each item's names), so the hazards of a program an edit makes of this one are counted again
/// only in the items whose text changed: a candidate that touches one function costs a
/// walk of that function, not of the program.
#[derive(Clone, Debug, Default)]
pub struct HazardIndex {
    /// Per item text, the item's kind, hazards and names.
    items: HashMap<Box<str>, (u16, Hazards, std::sync::Arc<Names>)>,
    total: Hazards,
}

impl HazardIndex {
    /// The index of `prog`, every item walked.
    pub fn new(prog: &Program) -> HazardIndex {
        HazardIndex::default().update(prog)
    }

    /// The index of `prog`, walking only the items this index does not hold.
    pub fn update(&self, prog: &Program) -> HazardIndex {
        let mut index = HazardIndex::default();
        let mut names = Vec::new();
        self.each_item(prog, |k, text, h, n| {
            index.total.add(&h);
            names.push(std::sync::Arc::clone(&n));
            index.items.entry(text.into()).or_insert((k, h, n));
        });
        across_items(names.iter().map(|n| &**n), &mut index.total);
        index
    }

    /// The hazards of `prog`, walking only the items this index does not hold; equal
    /// to `hazards(prog)`.
    pub fn count(&self, prog: &Program) -> Hazards {
        let mut total = Hazards::default();
        let mut names = Vec::new();
        self.each_item(prog, |_, _, h, n| {
            total.add(&h);
            names.push(n);
        });
        across_items(names.iter().map(|n| &**n), &mut total);
        total
    }

    /// The hazards of the program this index was made from.
    pub fn total(&self) -> Hazards {
        self.total
    }

    fn each_item(
        &self,
        prog: &Program,
        mut f: impl FnMut(u16, &str, Hazards, std::sync::Arc<Names>),
    ) {
        let Some(root) = prog.root() else { return };
        let mut c = root.walk();
        for item in root.children(&mut c) {
            let text = prog.node_text(item);
            let k = item.kind_id();
            let (h, n) = match self.items.get(text) {
                Some((kind, h, n)) if *kind == k => (*h, std::sync::Arc::clone(n)),
                _ => {
                    let (h, n) = item_hazards(prog, item);
                    (h, std::sync::Arc::new(n))
                }
            };
            f(k, text, h, n);
        }
    }
}

/// A function definition being walked: what its hazards depend on.
struct Function {
    /// Depth of the definition node in the walk.
    depth: usize,
    /// It returns a value.
    returns_value: bool,
    /// It is `main`.
    main: bool,
    /// A `return` of a value was seen in it.
    returns: bool,
}

/// The hazards of one top-level item (a function definition, a declaration, ...), and
/// its names. A program's hazards are the sum over its items, but for the undeclared
/// calls and C++ class-typed locals, which [`across_items`] counts from the names. One
/// walk with a tree cursor, carrying the enclosing function along (asking a node for its
/// parent searches from the root).
fn item_hazards(prog: &Program, item: Node<'_>) -> (Hazards, Names) {
    let mut h = Hazards::default();
    let mut names = Names::default();
    let is_c = prog.lang() == Lang::C;
    let c = is_c && !hides_gnu_constructs(prog.node_text(item));
    if c && item.kind() == kind::EXPRESSION_STATEMENT && crate::c::elements(item).is_empty() {
        h.gnu_constructs += 1; // a `;` at file scope
    }
    if c && !item.has_error()
        && matches!(item.kind(), kind::DECLARATION | kind::EXPRESSION_STATEMENT)
        && crate::library::mismatched(prog.node_text(item))
    {
        h.library_redeclarations += 1;
    }
    let mut funcs: Vec<Function> = Vec::new();
    // The depth of the attribute or preprocessor branch the walk is in, if any.
    let mut no_calls_below: Option<usize> = None;
    let mut cursor = item.walk();
    let mut depth = 0usize;
    loop {
        let node = cursor.node();
        count_node(prog, node, funcs.last(), &mut h, &mut names);
        if is_c {
            if no_calls_below.is_none() && (hides_calls(node.kind()) || is_conditional(node.kind()))
            {
                no_calls_below = Some(depth);
            }
            collect_names(
                prog,
                node,
                no_calls_below.is_none(),
                !funcs.is_empty(),
                &mut names,
            );
        }
        if c && is_empty_list(node) {
            h.gnu_constructs += 1;
        }
        if c {
            count_warned(prog, node, &mut h);
        }
        if node.kind() == kind::RETURN_STATEMENT && node.named_child_count() > 0 {
            for f in &mut funcs {
                f.returns = true;
            }
        }
        if node.kind() == kind::FUNCTION_DEFINITION {
            let name = node
                .child_by_field_name(field::DECLARATOR)
                .and_then(crate::c::declarator_name)
                .map(|n| prog.node_text(n));
            if is_c {
                if let Some(n) = own_name(prog, node) {
                    names.events.push((Event::Declare, n.into()));
                }
            }
            funcs.push(Function {
                depth,
                returns_value: returns_value(prog, node),
                main: name == Some("main"),
                returns: false,
            });
        }
        if cursor.goto_first_child() {
            depth += 1;
            continue;
        }
        loop {
            // Leaving the node at `depth`.
            if no_calls_below == Some(depth) {
                no_calls_below = None;
            }
            if funcs.last().is_some_and(|f| f.depth == depth) {
                if let Some(f) = funcs.pop() {
                    if !f.main && f.returns_value && !f.returns {
                        h.missing_returns += 1;
                    }
                }
            }
            if depth == 0 {
                return (h, names);
            }
            if cursor.goto_next_sibling() {
                break;
            }
            cursor.goto_parent();
            depth -= 1;
        }
    }
}

/// Whether an item's text may hold GNU constructs a pedantic compiler does not report:
/// under `__extension__`, or in a preprocessor branch the compiler may never see (any
/// directive inside the item). Such an item's GNU constructs are not counted.
fn hides_gnu_constructs(item: &str) -> bool {
    item.contains("__extension__") || item.contains('#')
}

/// Whether a program's GNU constructs may go unreported by a pedantic compiler
/// wherever they are: a line marker (`# 1 "/usr/include/stdio.h" 3`, code from a system
/// header), `#line`, or a pragma that turns diagnostics off or marks a system header.
/// The engine then leaves them to the compilers ([`Hazards::gnu_constructs`]).
pub fn pedantry_may_be_off(text: &str) -> bool {
    text.lines().any(|l| {
        let Some(d) = l.trim_start().strip_prefix('#') else {
            return false;
        };
        let d = d.trim_start();
        d.starts_with(|c: char| c.is_ascii_digit())
            || d.starts_with("line")
            || (d.starts_with("pragma")
                && (d.contains("diagnostic") || d.contains("system_header")))
    })
}

/// Whether `node` is a member list, enumerator list or initializer list with nothing in
/// it: in C, a GNU construct (see [`Hazards::gnu_constructs`]).
fn is_empty_list(node: Node<'_>) -> bool {
    matches!(
        node.kind(),
        kind::FIELD_DECLARATION_LIST | kind::ENUMERATOR_LIST | kind::INITIALIZER_LIST
    ) && !node.has_error()
        && crate::c::elements(node).is_empty()
}

/// The constructs gcc and clang warn about by default in C that `node` itself is (not
/// its children): a declaration with an over-full array initializer.
fn count_warned(prog: &Program, node: Node<'_>, h: &mut Hazards) {
    if node.kind() != kind::DECLARATION || prog.node_text(node).contains("__attribute") {
        return;
    }
    // Elements of a basic type are scalars; those of a struct, union or typedef name may
    // be initialized without their braces (`struct S s[1] = {1, 2}`), which the count
    // cannot follow: there, every element of the last dimension must be a braced list.
    // tree-sitter-c calls `max_align_t` a primitive type; a vector attribute makes
    // `int` elements fill vectors of several.
    let scalar = node.child_by_field_name(field::TYPE).is_some_and(|t| {
        t.kind() == kind::SIZED_TYPE_SPECIFIER
            || (t.kind() == kind::PRIMITIVE_TYPE
                && matches!(
                    prog.node_text(t),
                    "char" | "short" | "int" | "long" | "float" | "double" | "_Bool"
                ))
    });
    let mut c = node.walk();
    for d in node.children_by_field_name(field::DECLARATOR, &mut c) {
        if d.kind() != kind::INIT_DECLARATOR {
            continue;
        }
        let declarator = d.child_by_field_name(field::DECLARATOR);
        let value = d.child_by_field_name(field::VALUE);
        if let (Some(declarator), Some(value)) = (declarator, value) {
            if value.kind() == kind::INITIALIZER_LIST && over_full(prog, declarator, value, scalar)
            {
                h.excess_initializers += 1;
            }
        }
    }
}

/// Whether `list` initializes the array `declarator` with more elements than it has, in
/// some dimension whose size is a literal. `false` where the count is in doubt.
fn over_full(prog: &Program, declarator: Node<'_>, list: Node<'_>, scalar: bool) -> bool {
    // Sizes in source order (`g[2][3]` nests `g[2]` inside the node of `[3]`).
    let mut sizes = Vec::new();
    let mut d = declarator;
    while d.kind() == kind::ARRAY_DECLARATOR {
        sizes.push(d.child_by_field_name(field::SIZE));
        match d.child_by_field_name(field::DECLARATOR) {
            Some(inner) => d = inner,
            None => return false,
        }
    }
    if d.kind() != kind::IDENTIFIER {
        return false; // an array of pointers, a parenthesized declarator: not read
    }
    sizes.reverse();
    over_full_list(prog, &sizes, list, scalar)
}

/// [`over_full`] for one list and the sizes of its dimension and those below.
fn over_full_list(
    prog: &Program,
    sizes: &[Option<Node<'_>>],
    list: Node<'_>,
    scalar: bool,
) -> bool {
    let Some((size, below)) = sizes.split_first() else {
        return false;
    };
    if list.has_error() {
        return false;
    }
    let elements = crate::c::elements(list);
    if elements.iter().any(|e| e.kind() == kind::INITIALIZER_PAIR) {
        return false; // designators: counted by index, not by position
    }
    let rows = !below.is_empty() || !scalar;
    if rows && elements.iter().any(|e| e.kind() != kind::INITIALIZER_LIST) {
        return false; // a bare element where braces are due: brace elision
    }
    match size {
        Some(n) if n.kind() == kind::NUMBER_LITERAL => {
            let Some(n) = crate::int_literal::value(prog.node_text(*n)) else {
                return false;
            };
            if elements.len() as u128 > n {
                return true;
            }
        }
        Some(_) => return false, // a size the check does not evaluate
        None => {}               // `g[]`: sized by its initializer
    }
    if below.is_empty() {
        return false;
    }
    elements
        .into_iter()
        .any(|e| over_full_list(prog, below, e, scalar))
}

/// The hazards `node` itself is (not its children), inside `func` if any.
fn count_node(
    prog: &Program,
    node: Node<'_>,
    func: Option<&Function>,
    h: &mut Hazards,
    names: &mut Names,
) {
    let cpp = prog.lang() == Lang::Cpp;
    match node.kind() {
        kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER | kind::UNION_SPECIFIER if cpp => {
            let (Some(name), Some(_)) = (
                node.child_by_field_name(field::NAME),
                node.child_by_field_name(field::BODY),
            ) else {
                return;
            };
            let name = prog.node_text(name);
            names.classes.push(name.into());
            let own_default = crate::cpp_ctor_params::constructors(prog, node, name)
                .iter()
                .any(|&(fd, m)| {
                    crate::cpp_ctor_params::user_provided(m)
                        && fd
                            .child_by_field_name(field::PARAMETERS)
                            .is_some_and(|p| crate::c::elements(p).is_empty())
                });
            if own_default {
                names.constructed.push(name.into());
            }
        }
        kind::TYPE_DEFINITION if cpp => {
            let mut c = node.walk();
            for d in node.children_by_field_name(field::DECLARATOR, &mut c) {
                if let Some(n) = crate::c::declarator_name(d) {
                    names.aliases.push(prog.node_text(n).into());
                }
            }
        }
        cpp_kind::ALIAS_DECLARATION if cpp => {
            if let Some(n) = node.child_by_field_name(field::NAME) {
                names.aliases.push(prog.node_text(n).into());
            }
        }
        kind::DECLARATION if func.is_some() => {
            let is_static = crate::c::storage_classes(prog, node)
                .iter()
                .any(|s| matches!(*s, "static" | "extern"));
            if is_static {
                return;
            }
            let mut c = node.walk();
            let class = node
                .child_by_field_name(field::TYPE)
                .filter(|t| cpp && t.kind() == kind::TYPE_IDENTIFIER);
            for d in node.children_by_field_name(field::DECLARATOR, &mut c) {
                match (d.kind(), class) {
                    (kind::IDENTIFIER, Some(t)) => {
                        names.class_locals.push(prog.node_text(t).into())
                    }
                    (kind::IDENTIFIER | kind::POINTER_DECLARATOR, _) => h.uninitialized_locals += 1,
                    _ => {}
                }
            }
        }
        kind::RETURN_STATEMENT
            if node.named_child_count() == 0 && func.is_some_and(|f| f.returns_value) =>
        {
            h.valueless_returns += 1;
        }
        kind::FOR_STATEMENT | kind::WHILE_STATEMENT | kind::DO_STATEMENT
            if unbounded(prog, node) =>
        {
            h.unbounded_loops += 1;
        }
        kind::BINARY_EXPRESSION => {
            let div = node
                .child_by_field_name(field::OPERATOR)
                .is_some_and(|o| matches!(o.kind(), "/" | "%"));
            let zero = node
                .child_by_field_name(field::RIGHT)
                .is_some_and(|r| literal_value(prog, r) == Some(0));
            if div && zero {
                h.zero_divisions += 1;
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hz(s: &str) -> Hazards {
        hazards(&Program::new(s))
    }

    #[test]
    fn counts_each_hazard() {
        assert_eq!(
            hz("void f(void) { int a = 1; static int s; int b[3]; }"),
            Hazards::default()
        );
        assert_eq!(hz("void f(void) { int a, *p; }").uninitialized_locals, 2);
        assert_eq!(
            hz("int f(void) { if (1) return; return 2; }").valueless_returns,
            1
        );
        assert_eq!(
            hz("int f(void) { } void g(void) { } int main(void) { }").missing_returns,
            1
        );
        assert_eq!(
            hz("void f(int i) { for (i = 0; i < 3; i++) ; for (i = 0; ; i++) ; for (;i;) ; }")
                .unbounded_loops,
            2
        );
        // A loop that lost its start value, its bound or its increment's effect.
        for src in [
            "void f(int i) { for (; i < 3; i++) ; }",
            "void f(int i) { for (0; i < 3; i++) ; }",
            "void f(int i) { for (i = 0; (1); i++) ; }",
            "void f(int i) { for (i = 0; i < 3; 0) ; }",
            "void f(int i) { while (1) i++; }",
            "void f(int i) { do i++; while (7); }",
        ] {
            assert_eq!(hz(src).unbounded_loops, 1, "{src}");
        }
        for src in [
            "void f(int i) { for (int j = 0; j < 3; j++) ; }",
            "void f(int i) { for (i = 0; i < 3; i += 1) ; while (i) i--; }",
            "void f(int i) { for (i = 0; 0; i++) ; for (; 0; 0) ; }",
        ] {
            assert_eq!(hz(src).unbounded_loops, 0, "{src}");
        }
        assert_eq!(
            hz("int f(int x) { return x / 0 + x % 00 + x / 2 + x / ((0u)); }").zero_divisions,
            3
        );
    }

    #[test]
    fn undeclared_calls_count_distinct_names_in_c_only() {
        let n = |s: &str| hz(s).undeclared_calls;
        // Declared by a prototype, a definition (Csmith's parenthesized names), a
        // function pointer, a parameter, a local, a macro; builtins need no declaration;
        // a typedef name in `(T)(x)` (parsed as a call) and attribute arguments
        // (`vector_size(16)`) are not calls of undeclared functions; nor is code in a
        // preprocessor branch the compiler may never see.
        for src in [
            "int g(void);\nint f(void) { return g() + g(); }",
            "static int (safe_add)(int a, int b) { return a + b; }\nint f(void) { return safe_add(1, 2); }",
            "int (*p)(void);\nint f(void) { return p() + (p)(); }",
            "int f(int (*cb)(int)) { return cb(1); }",
            "int f(void) { int (*q)(void) = 0; return q(); }",
            "int f(void) { return __builtin_abs(-1); }",
            "#define g() 1\nint f(void) { return g(); }",
            "typedef long T;\nint f(int x) { return (int)((T)(x + 1)); }",
            "int f(int a) { return (_Bool)(a & 1) + (time_t)(a); }",
            "_Static_assert(1, \"x\");\nint f(int a) { return a; }",
            // C89's implicit-int declaration at file scope declares.
            "foo();\nint main(void) { return foo(); }",
            "int foo(void);\nfoo();\nint main(void) { return foo(); }",
            "typedef int v4si __attribute__((vector_size(16)));\nv4si f(v4si a) { return a + a; }",
            "#if 0\nint f(void) { return nothere(); }\n#endif\n",
            // A local pointer to a function of a typedef'd return type, which
            // tree-sitter-c reads as an expression (`T(*fp)() = one`), declares `fp`;
            // so does `T (x);`.
            "typedef int T;\nT one(void);\nint f(void) { T (*fp)() = one; return fp(); }",
            "typedef int (*T)(void);\nint f(T g) { T (h); h = g; return h(); }",
        ] {
            assert_eq!(n(src), 0, "{src}");
        }
        assert_eq!(n("int f(void) { return g() + g(1) + h(); }"), 2);
        // A call of a name that is not a typedef name declares nothing.
        assert_eq!(n("int f(int x) { g(*fp) = 1; return fp(); }"), 2);
        assert_eq!(n("int f(void) { printf(\"x\"); return g(); }"), 2);
        // A parameter declares only in its own function.
        let shadow = "int scale(int compute) { return compute * 2; }\nint main(void) { return compute() + scale(1); }\nint compute(void) { return 0; }";
        assert_eq!(n(shadow), 1);
        // In source order, as a compiler reads: a call above the only declaration is
        // an implicit declaration already, so deleting the definition below adds none.
        let later = "int main(void) { return g(); }\nint g(void) { return 0; }";
        assert_eq!(n(later), 1);
        assert_eq!(n("int main(void) { return g(); }\n"), 1);
        // A header's declarations are invisible: deleting the include changes nothing.
        let include = "#include <stdio.h>\nint f(void) { return printf(\"x\"); }";
        assert_eq!(n(include), 1);
        assert_eq!(n("int f(void) { return printf(\"x\"); }"), 1);
        // The engine counts them only for originals where they are countable: no
        // directive, no implicit declaration of their own.
        assert!(undeclared_calls_countable(
            "int g(void);\nint main(void) { return g(); }"
        ));
        assert!(!undeclared_calls_countable(include));
        assert!(!undeclared_calls_countable(later));
        assert!(!undeclared_calls_countable(shadow));
        // A directive after a comment is still a directive (a third review's case).
        assert!(!undeclared_calls_countable(
            "/**/ #include <stdlib.h>\nint abs(int);\nint main(void) { return abs(-1) - 1; }"
        ));
        // A function's own name through a C23 attribute declares at file scope.
        let attributed =
            "static int f [[maybe_unused]] (void) { return 0; }\nint main(void) { return f(); }";
        assert_eq!(n(attributed), 0);
        // C++'s lookup (members, namespaces, argument-dependent) is not C's.
        let cpp = hazards(&Program::new_in(Lang::Cpp, "int f() { return g(); }"));
        assert_eq!(cpp.undeclared_calls, 0);
        // The index counts as a whole walk does, across items.
        let before =
            Program::new("int g(void);\nint f(void) { return g(); }\nint k(void) { return g(); }");
        let index = HazardIndex::new(&before);
        assert_eq!(index.total().undeclared_calls, 0);
        let after = Program::new("int f(void) { return g(); }\nint k(void) { return g(); }");
        assert_eq!(index.count(&after), hazards(&after));
        assert_eq!(index.count(&after).undeclared_calls, 1);
        assert!(index.count(&after).worse_than(&index.total()));
        assert!(!index
            .count(&after)
            .without_undeclared_calls()
            .worse_than(&index.total()));
    }

    #[test]
    fn gnu_constructs_count_in_c_only() {
        let gnu = |s: &str| hz(s).gnu_constructs;
        for src in [
            "int a;\n;\nint b;",
            "struct S {} s;",
            "union U { };",
            "enum E {} e;",
            "int a[2] = {};",
            "struct T { int x; } t = { /* none */ };",
            "void f(void) { struct S {} s; }",
            "void f(void) { int a[1] = {}; }",
        ] {
            assert_eq!(gnu(src), 1, "{src}");
            let cpp = hazards(&Program::new_in(crate::Lang::Cpp, src));
            assert_eq!(cpp.gnu_constructs, 0, "C++: {src}");
        }
        for src in [
            "int a; int b;",
            "void f(void) { ; for (;;) ; }",
            "struct S { int x; } s = { 0 };",
            "struct S; enum E { A };",
            "int a[2] = { 0, };",
            "struct S { struct { int y; } t; } s = { { 1 } };",
        ] {
            assert_eq!(gnu(src), 0, "{src}");
        }
        assert_eq!(gnu("struct S {} a = {}; ;"), 3);
        // Where a pedantic compiler says nothing: under __extension__, in a branch
        // the preprocessor may drop.
        for src in [
            "__extension__ typedef struct { } lldiv_t;",
            "void f(void) { __extension__ int a[1] = {}; }",
            "#if 0\nint u[1] = { };\n#endif\n",
            "void f(void) {\n#ifdef X\n  struct S {} s;\n#endif\n}",
            // The parser's recovery from a broken declaration keeps its `;` inside it.
            "extern int f(int a\n  ;",
            "int f(int a,)\n  ;",
            "int a = (1;",
            "int x = ;",
        ] {
            assert_eq!(gnu(src), 0, "{src}");
        }
        assert!(pedantry_may_be_off(
            "# 1 \"/usr/include/stdlib.h\" 3 4\nint a;"
        ));
        assert!(pedantry_may_be_off("#line 7\nint a;"));
        assert!(pedantry_may_be_off(
            "#pragma GCC diagnostic ignored \"-Wpedantic\"\n"
        ));
        assert!(pedantry_may_be_off("  #  pragma clang system_header\n"));
        assert!(!pedantry_may_be_off(
            "#pragma pack(push)\nint a; /* # 1 */\n"
        ));
    }

    #[test]
    fn library_redeclarations_count_file_scope_items_in_c_only() {
        let lib = |s: &str| hz(s).library_redeclarations;
        for src in [
            "int printf(const char *);\nint main(void) { return 0; }",
            "printf();\nint main(void) { return 0; }",
            "abort();",
            "int printf(const char *, ...);\nvoid *memset(void *, int);",
        ] {
            assert_eq!(lib(src), 1, "{src}");
            let cpp = hazards(&Program::new_in(crate::Lang::Cpp, src));
            assert_eq!(cpp.library_redeclarations, 0, "C++: {src}");
        }
        for src in [
            "int printf(const char *, ...);\nint main(void) { printf(\"x\"); return 0; }",
            "void f(void) { int printf(const char *); }",
            "void abort(void) { }",
            "int my_printf(const char *);",
            "int printf(const char *,\n#if 0\nint,\n#endif\n...);",
            "__extension__ int abs(long);",
        ] {
            assert_eq!(lib(src), 0, "{src}");
        }
        assert_eq!(lib("int printf(); void abort(int); int a;"), 2);
    }

    #[test]
    fn excess_initializers_count_over_full_arrays_in_c_only() {
        let excess = |s: &str| hz(s).excess_initializers;
        for src in [
            "int g[1] = {1, 2};",
            "int g[2][2] = {{1, 2}, {3, 4}, {5, 6}};",
            "int g[2][1] = {{1, 2}, {3}};",
            "int g[][1] = {{1}, {2, 3}};",
            "struct S { int a; } s[1] = {{1}, {2}};",
            "void f(void) { char c[0x1] = {1, 2}; }",
            "typedef int row[2]; row g[1] = {{1, 2}, {3, 4}};",
        ] {
            assert_eq!(excess(src), 1, "{src}");
            let cpp = hazards(&Program::new_in(crate::Lang::Cpp, src));
            assert_eq!(cpp.excess_initializers, 0, "C++: {src}");
        }
        // Fits, or the count is in doubt: a size the check does not evaluate, designators,
        // brace elision, an array of pointers, a string.
        for src in [
            "int g[2] = {1, 2};",
            "int g[1] = {1, };",
            "int g[] = {1, 2, 3};",
            "int g[N] = {1, 2};",
            "int g[1 + 1] = {1, 2, 3};",
            "int g[2] = {[1] = 1, 2};",
            "int g[2][2] = {1, 2, 3, 4, 5};",
            "int *g[1] = {0, 0};",
            "char s[2][3] = {\"ab\", \"cd\"};",
            "struct S { int a; } s = {1, 2};",
            "struct S { int a, b; } s[1] = {1, 2};",
            "typedef int row[2]; row g[1] = {1, 2};",
            "struct S { int a, b; } s[2][1] = {{1, 2}};",
            "int g[2] = {1, 2};\n#if 0\nint h[1] = {1, 2};\n#endif\n",
            "int __attribute__((vector_size(16))) g[2] = {1, 2, 3, 4};",
            "max_align_t g[1] = {1, 2};",
        ] {
            assert_eq!(excess(src), 0, "{src}");
        }
    }

    #[test]
    fn worse_means_more_of_something() {
        let a = hz("int f(int x) { int y = x; return y; }");
        let b = hz("int f(int x) { int y; return y; }");
        assert!(b.worse_than(&a));
        assert!(!a.worse_than(&b));
    }

    /// In C++, `V d;` runs `V`'s default constructor when the program gives it one of its
    /// own (the class may be defined in another item); without one, or with `= default`,
    /// `d` is as uninitialized as an `int` would be. C counts every such local, as before.
    #[test]
    fn a_cpp_local_of_a_class_with_a_constructor_is_initialized() {
        let cpp = |src: &str| {
            let prog = Program::new_in(Lang::Cpp, src);
            let h = hazards(&prog);
            assert_eq!(HazardIndex::new(&prog).total(), h, "{src}");
            assert_eq!(HazardIndex::default().count(&prog), h, "{src}");
            h.uninitialized_locals
        };
        assert_eq!(cpp("struct V { V() {} int c; }; void f() { V d; }"), 0);
        assert_eq!(cpp("class V { public: V(); }; void f() { V d, e; }"), 0);
        assert_eq!(cpp("struct S { int a; }; void f() { S s; }"), 1);
        assert_eq!(
            cpp("struct V { V() = default; int a; }; void f() { V d; }"),
            1
        );
        assert_eq!(cpp("typedef int V; void f() { V d; }"), 1);
        assert_eq!(cpp("struct V { V() {} }; void f() { V *p; int i; }"), 2);
        // `V d;` runs the default constructor: one of its own, not another.
        assert_eq!(
            cpp("struct V { int a; V() = default; V(const V &) {} }; void f() { V d; }"),
            1
        );
        assert_eq!(
            cpp("struct V { int a; V()=default ; }; void f() { V d; }"),
            1
        );
        assert_eq!(cpp("struct V { V(int) {} }; void f() { V d; }"), 1);
        // A name two classes share, or an alias has, is not known to be constructed.
        assert_eq!(
            cpp("struct U { struct W { W() {} }; }; typedef int W; void f() { W x; }"),
            1
        );
        assert_eq!(
            cpp("struct U { struct W { W() {} }; }; using W = int; void f() { W x; }"),
            1
        );
        assert_eq!(
            cpp("struct U { struct W { W() {} }; }; struct X { struct W {}; }; void f() { W x; }"),
            1
        );
        // The constructor counts for the whole program, not its own item only: what
        // remove_ctor_params does to `V(int)` and `V d(0)` adds no hazard.
        let with = "struct V { V(int) {} };\nvoid f() { V d(0); }\nint main() { f(); }";
        let without = "struct V { V() {} };\nvoid f() { V d; }\nint main() { f(); }";
        let index = HazardIndex::new(&Program::new_in(Lang::Cpp, with));
        let after = index.count(&Program::new_in(Lang::Cpp, without));
        assert!(!after.worse_than(&index.total()), "{after:?}");
        assert_eq!(
            hazards(&Program::new(
                "typedef struct { int a; } V; void f(void) { V d; }"
            ))
            .uninitialized_locals,
            1
        );
    }
}
