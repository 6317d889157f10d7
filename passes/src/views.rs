//! Typed views of the nodes several passes take apart: a function definition (its name,
//! parameters and body) and a declaration (its declarators, each with its name and
//! initializer). A view holds nodes of the tree, not copies, and is built on demand.

use crate::c::{declarator_name, elements, field_children, function_declarator};
use crate::grammar::{field, kind};
use crate::Program;
use tree_sitter::Node;

/// A function definition with a name, a parameter list and a body.
#[derive(Clone, Debug)]
pub(crate) struct FunctionDef<'t> {
    /// The `function_definition` node.
    pub(crate) node: Node<'t>,
    /// The function declarator, inside any pointer declarators or parentheses.
    pub(crate) declarator: Node<'t>,
    /// The identifier the function is named by.
    pub(crate) name: Node<'t>,
    /// The parameter list, parentheses included.
    pub(crate) parameter_list: Node<'t>,
    /// The parameters, without comments; `(void)` has none.
    pub(crate) params: Vec<Node<'t>>,
    /// The body.
    pub(crate) body: Node<'t>,
}

impl<'t> FunctionDef<'t> {
    /// The view of `node`, if it is a complete function definition.
    pub(crate) fn of(prog: &Program, node: Node<'t>) -> Option<FunctionDef<'t>> {
        if node.kind() != kind::FUNCTION_DEFINITION {
            return None;
        }
        let declarator = node
            .child_by_field_name(field::DECLARATOR)
            .and_then(function_declarator)?;
        let name = declarator
            .child_by_field_name(field::DECLARATOR)
            .and_then(declarator_name)?;
        let parameter_list = declarator.child_by_field_name(field::PARAMETERS)?;
        let mut params = elements(parameter_list);
        if let [only] = params[..] {
            if prog.node_text(only) == "void" {
                params.clear();
            }
        }
        Some(FunctionDef {
            node,
            declarator,
            name,
            parameter_list,
            params,
            body: node.child_by_field_name(field::BODY)?,
        })
    }

    /// Every complete function definition among `nodes`, in order.
    pub(crate) fn all(prog: &Program, nodes: &[Node<'t>]) -> Vec<FunctionDef<'t>> {
        nodes
            .iter()
            .filter_map(|n| FunctionDef::of(prog, *n))
            .collect()
    }

    /// The function's name.
    pub(crate) fn name_text<'p>(&self, prog: &'p Program) -> &'p str {
        prog.node_text(self.name)
    }

    /// True if every parameter is a declaration (no K&R identifier list, no `...`).
    pub(crate) fn prototyped(&self) -> bool {
        self.params
            .iter()
            .all(|p| p.kind() == kind::PARAMETER_DECLARATION)
    }

    /// The name a parameter declares, if any.
    pub(crate) fn param_name(param: Node<'t>) -> Option<Node<'t>> {
        param
            .child_by_field_name(field::DECLARATOR)
            .and_then(declarator_name)
    }
}

/// True unless the function definition `def` is declared `void f(...)` (a `void *f`
/// returns a value).
pub(crate) fn returns_value(prog: &Program, def: Node<'_>) -> bool {
    let void = def
        .child_by_field_name(field::TYPE)
        .is_some_and(|t| prog.node_text(t) == "void")
        && def
            .child_by_field_name(field::DECLARATOR)
            .is_some_and(|d| d.kind() == kind::FUNCTION_DECLARATOR);
    !void
}

/// One declarator of a declaration: `*p = &x` in `int a, *p = &x;`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Declarator<'t> {
    /// The whole declarator, initializer included.
    pub(crate) node: Node<'t>,
    /// The declarator without its initializer (`*p`).
    pub(crate) target: Node<'t>,
    /// The identifier it declares.
    pub(crate) name: Option<Node<'t>>,
    /// The initializer (`&x`).
    pub(crate) value: Option<Node<'t>>,
}

impl<'t> Declarator<'t> {
    fn of(node: Node<'t>) -> Declarator<'t> {
        let (target, value) = if node.kind() == kind::INIT_DECLARATOR {
            (
                node.child_by_field_name(field::DECLARATOR).unwrap_or(node),
                node.child_by_field_name(field::VALUE),
            )
        } else {
            (node, None)
        };
        Declarator {
            node,
            target,
            name: declarator_name(target),
            value,
        }
    }

    /// True if it declares a function (a prototype).
    pub(crate) fn declares_function(&self) -> bool {
        function_declarator(self.target).is_some()
    }
}

/// A declaration (`declaration`, `field_declaration`, `parameter_declaration` or
/// `type_definition`): its type and its declarators.
#[derive(Clone, Debug)]
pub(crate) struct Declaration<'t> {
    /// The declaration node.
    pub(crate) node: Node<'t>,
    /// The type specifier.
    pub(crate) ty: Option<Node<'t>>,
    /// The declarators, in order.
    pub(crate) declarators: Vec<Declarator<'t>>,
}

impl<'t> Declaration<'t> {
    /// The view of `node`, if it is a kind of declaration.
    pub(crate) fn of(node: Node<'t>) -> Option<Declaration<'t>> {
        if !matches!(
            node.kind(),
            kind::DECLARATION
                | kind::FIELD_DECLARATION
                | kind::PARAMETER_DECLARATION
                | kind::TYPE_DEFINITION
        ) {
            return None;
        }
        Some(Declaration {
            node,
            ty: node.child_by_field_name(field::TYPE),
            declarators: field_children(node, field::DECLARATOR)
                .into_iter()
                .map(Declarator::of)
                .collect(),
        })
    }

    /// The storage class keywords (`static`, `extern`, ...).
    pub(crate) fn storage_classes<'p>(&self, prog: &'p Program) -> Vec<&'p str> {
        crate::c::storage_classes(prog, self.node)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::c::all_nodes;

    #[test]
    fn function_definitions() {
        let p = Program::new(
            "static int *(g)(int a, long /* c */ b) { return 0; } void h(void) { } int k(int x, ...) { return x; }",
        );
        let nodes = all_nodes(&p);
        let defs = FunctionDef::all(&p, &nodes);
        let names: Vec<&str> = defs.iter().map(|d| d.name_text(&p)).collect();
        assert_eq!(names, ["g", "h", "k"]);
        let params: Vec<&str> = defs[0]
            .params
            .iter()
            .filter_map(|q| FunctionDef::param_name(*q))
            .map(|n| p.node_text(n))
            .collect();
        assert_eq!(params, ["a", "b"]);
        assert!(defs[1].params.is_empty() && defs[1].prototyped());
        assert!(!defs[2].prototyped());
        assert!(returns_value(&p, defs[0].node) && !returns_value(&p, defs[1].node));
        assert_eq!(p.node_text(defs[1].body), "{ }");
    }

    #[test]
    fn declarations() {
        let p = Program::new("static int a, *b = &a, f(void), c[2] = {1, 2};");
        let root = p.root().unwrap();
        let d = Declaration::of(root.named_child(0).unwrap()).unwrap();
        let seen: Vec<(&str, Option<&str>, bool)> = d
            .declarators
            .iter()
            .map(|x| {
                (
                    x.name.map_or("", |n| p.node_text(n)),
                    x.value.map(|v| p.node_text(v)),
                    x.declares_function(),
                )
            })
            .collect();
        assert_eq!(
            seen,
            [
                ("a", None, false),
                ("b", Some("&a"), false),
                ("f", None, true),
                ("c", Some("{1, 2}"), false)
            ]
        );
        assert_eq!(p.node_text(d.declarators[1].target), "*b");
        assert_eq!(d.storage_classes(&p), ["static"]);
        assert_eq!(d.ty.map(|t| p.node_text(t)), Some("int"));
    }
}
