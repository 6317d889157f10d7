//! C++: a member type replaced by the type it names at a use from outside its class, or
//! at a use by its bare name inside its class.
//! `typename U<A>::V` (with `template <class T> struct U { typedef T *V; };`) becomes
//! `A *`: the class's template parameters replaced by the use's arguments. Each use is one
//! place; once none is left, the typedef and often the class go by deletion. C-Vise's
//! clang_delta does this as `replace-dependent-typedef` and `simplify-dependent-typedef`.
//!
//! An array member type (`typedef T V[b];`) is replaced where it is the type of a
//! declaration of one name: `typename U<n>::V c;` becomes `T c[n];`, the bound moved to
//! the declared name (from gcc-pr106925 of the C++ set, where C-Vise keeps the typedef).
//!
//! Left alone: a class defined more than once (specializations), a use whose argument
//! count is not the parameter count, a member type whose declarator is a function, an
//! array member type used anywhere else (a template argument, a cast, a declaration of
//! several names), and one that names another member of its class (it would not resolve
//! outside it). C programs get no candidates.

use crate::c::{all_nodes, array_bounds, preorder};
use crate::cpp_templates::param_names;
use crate::grammar::{class_name, cpp_kind, field, kind};
use crate::lexer::{tokenize, TokenKind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program, Replacement};
use std::collections::HashMap;
use tree_sitter::Node;

/// One member type: the class it is in, its name, and the type it names.
struct Member<'t> {
    class: Node<'t>,
    class_name: String,
    /// The template's parameter names, for a class template.
    params: Option<Vec<String>>,
    name: String,
    ty: String,
    /// An array member type's bounds (`[b]`), which go after the declared name; empty
    /// for other member types.
    bounds: String,
    /// The typedef or alias declaring it.
    decl: std::ops::Range<usize>,
}

/// A member type's name, the type it names (with the declarator's `*` and `&`) and an
/// array's bounds (`[b][2]`, empty for others), or `None` for a function, a pointer to
/// an array and other shapes.
fn member_type(prog: &Program, m: Node<'_>) -> Option<(String, String, String)> {
    match m.kind() {
        cpp_kind::ALIAS_DECLARATION => {
            let ty = m.child_by_field_name(field::TYPE)?;
            // `using V = int[2];`, `using F = int(int);`: `int[2] v;` does not parse.
            let shaped = preorder(ty).iter().any(|n| {
                matches!(
                    n.kind(),
                    kind::ABSTRACT_ARRAY_DECLARATOR | kind::ABSTRACT_FUNCTION_DECLARATOR
                )
            });
            if shaped {
                return None;
            }
            let name = m.child_by_field_name(field::NAME)?;
            Some((
                prog.node_text(name).to_string(),
                prog.node_text(ty).to_string(),
                String::new(),
            ))
        }
        kind::TYPE_DEFINITION => {
            let mut c = m.walk();
            let decls: Vec<Node<'_>> = m
                .children_by_field_name(field::DECLARATOR, &mut c)
                .collect();
            let [d] = decls[..] else { return None };
            // `V[b][2]`: the bounds, outermost last, around the name.
            let (mut n, bounds) = array_bounds(prog, d)?;
            if !bounds.is_empty() && n.kind() != kind::TYPE_IDENTIFIER {
                return None; // an array of pointers, a pointer to an array
            }
            let d = n;
            let mut shape = String::new();
            while n.kind() != kind::TYPE_IDENTIFIER {
                if !matches!(
                    n.kind(),
                    kind::POINTER_DECLARATOR | cpp_kind::REFERENCE_DECLARATOR
                ) {
                    return None;
                }
                let inner = n
                    .child_by_field_name(field::DECLARATOR)
                    .or_else(|| n.named_child(n.named_child_count().checked_sub(1)?))?;
                shape.push_str(prog.text()[n.start_byte()..inner.start_byte()].trim());
                n = inner;
            }
            // Everything between `typedef` and the declarator: qualifiers and the type.
            let start = m.child(0)?.end_byte();
            let ty = prog.text()[start..d.start_byte()].trim();
            let ty = if shape.is_empty() {
                ty.to_string()
            } else {
                format!("{ty} {shape}")
            };
            Some((prog.node_text(n).to_string(), ty, bounds))
        }
        _ => None,
    }
}

/// Every member type of every class defined once.
fn members<'t>(prog: &Program, nodes: &[Node<'t>]) -> Vec<Member<'t>> {
    // Every definition of a class by name, specializations (`struct U<int> {...}`) too.
    let mut defined: HashMap<&str, usize> = HashMap::new();
    for n in nodes {
        if !matches!(n.kind(), kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER)
            || n.child_by_field_name(field::BODY).is_none()
        {
            continue;
        }
        if let Some(name) = class_name(*n) {
            *defined.entry(prog.node_text(name)).or_default() += 1;
        }
    }
    let classes: Vec<Node<'t>> = nodes
        .iter()
        .copied()
        .filter(|n| {
            matches!(n.kind(), kind::STRUCT_SPECIFIER | cpp_kind::CLASS_SPECIFIER)
                && n.child_by_field_name(field::BODY).is_some()
                && n.child_by_field_name(field::NAME)
                    .is_some_and(|m| m.kind() == kind::TYPE_IDENTIFIER)
        })
        .collect();
    let mut out = Vec::new();
    for class in classes {
        let class_name = prog.node_text(class.child_by_field_name(field::NAME).unwrap());
        if defined[class_name] != 1 {
            continue;
        }
        let params = match class.parent() {
            Some(t) if t.kind() == cpp_kind::TEMPLATE_DECLARATION => match param_names(prog, t) {
                Some(p) if !p.is_empty() => Some(p),
                _ => continue,
            },
            _ => None,
        };
        let body = class.child_by_field_name(field::BODY).unwrap();
        let mut c = body.walk();
        let found: Vec<(std::ops::Range<usize>, (String, String, String))> = body
            .named_children(&mut c)
            .filter_map(|m| member_type(prog, m).map(|t| (m.byte_range(), t)))
            .collect();
        // Other members' names: a type naming one would not resolve outside the class.
        let own: Vec<&str> = found
            .iter()
            .map(|(_, (n, _, _))| n.as_str())
            .chain(
                preorder(body)
                    .into_iter()
                    .filter(|n| n.kind() == kind::FIELD_IDENTIFIER)
                    .map(|n| prog.node_text(n)),
            )
            .collect();
        for (decl, (name, ty, bounds)) in &found {
            let both = format!("{ty} {bounds}");
            let names_a_member = tokenize(&both)
                .iter()
                .any(|t| t.kind == TokenKind::Ident && own.contains(&&both[t.range.clone()]));
            if names_a_member {
                continue;
            }
            out.push(Member {
                class,
                class_name: class_name.to_string(),
                params: params.clone(),
                name: name.clone(),
                ty: ty.clone(),
                bounds: bounds.clone(),
                decl: decl.clone(),
            });
        }
    }
    out
}

/// `ty` with each template parameter replaced by its argument.
fn substitute(ty: &str, params: &[String], args: &[String]) -> String {
    let mut out = String::new();
    let mut at = 0;
    for t in tokenize(ty) {
        if t.kind != TokenKind::Ident {
            continue;
        }
        if let Some(i) = params.iter().position(|p| *p == ty[t.range.clone()]) {
            out.push_str(&ty[at..t.range.start]);
            out.push_str(&args[i]);
            at = t.range.end;
        }
    }
    out.push_str(&ty[at..]);
    out
}

/// The one name declared with type `ty` (`typename U<1>::V c;`, `... c = {};`, `... c{};`),
/// or `None` when `ty` is not a declaration's type or the declaration names several.
fn declared_name(ty: Node<'_>) -> Option<Node<'_>> {
    let decl = ty.parent()?;
    if !matches!(decl.kind(), kind::DECLARATION | kind::FIELD_DECLARATION)
        || decl.child_by_field_name(field::TYPE)?.id() != ty.id()
    {
        return None;
    }
    let mut c = decl.walk();
    let decls: Vec<Node<'_>> = decl
        .children_by_field_name(field::DECLARATOR, &mut c)
        .collect();
    let [d] = decls[..] else { return None };
    let d = if d.kind() == kind::INIT_DECLARATOR {
        d.child_by_field_name(field::DECLARATOR)?
    } else {
        d
    };
    matches!(d.kind(), kind::IDENTIFIER | kind::FIELD_IDENTIFIER).then_some(d)
}

/// Replace member types by the types they name.
#[derive(Debug, Default)]
pub(crate) struct InlineMemberTypes;

impl Pass for InlineMemberTypes {
    fn name(&self) -> &'static str {
        "inline_member_types"
    }

    fn description(&self) -> &'static str {
        "C++: replace `typename C<A>::T` (or `C::T`) by the type the member typedef T of C \
         names, C's template parameters replaced by the arguments"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        if prog.lang() != Lang::Cpp {
            return Vec::new();
        }
        let nodes = all_nodes(prog);
        let members = members(prog, &nodes);
        if members.is_empty() {
            return Vec::new();
        }
        let mut list = Vec::new();
        for q in nodes
            .iter()
            .filter(|n| n.kind() == cpp_kind::QUALIFIED_IDENTIFIER)
        {
            let Some((scope, name)) = crate::grammar::qualified_parts(*q) else {
                continue;
            };
            if name.kind() != kind::TYPE_IDENTIFIER {
                continue;
            }
            let (class_name, args) = if scope.kind() == cpp_kind::TEMPLATE_TYPE {
                let (Some(n), Some(list)) = (
                    scope.child_by_field_name(field::NAME),
                    scope.child_by_field_name(field::ARGUMENTS),
                ) else {
                    continue;
                };
                let mut c = list.walk();
                let args: Vec<String> = list
                    .named_children(&mut c)
                    .map(|a| prog.node_text(a).to_string())
                    .collect();
                (prog.node_text(n), Some(args))
            } else {
                (prog.node_text(scope), None)
            };
            let Some(m) = members.iter().find(|m| {
                m.class_name == class_name
                    && m.name == prog.node_text(name)
                    && !m.class.byte_range().contains(&q.start_byte())
            }) else {
                continue;
            };
            let (ty, bounds) = match (&m.params, &args) {
                (None, None) => (m.ty.clone(), m.bounds.clone()),
                (Some(p), Some(a)) if p.len() == a.len() => {
                    (substitute(&m.ty, p, a), substitute(&m.bounds, p, a))
                }
                _ => continue,
            };
            let whole = q
                .parent()
                .filter(|p| p.kind() == cpp_kind::DEPENDENT_TYPE)
                .unwrap_or(*q);
            let what = format!("`{}` -> `{ty}`", prog.node_text(whole));
            if bounds.is_empty() {
                list.push(Site::replace(whole.byte_range(), ty, what));
            } else if let Some(name) = declared_name(whole) {
                list.push(Site {
                    reps: vec![
                        Replacement {
                            range: whole.byte_range(),
                            text: ty,
                        },
                        Replacement {
                            range: name.end_byte()..name.end_byte(),
                            text: bounds,
                        },
                    ],
                    what,
                });
            }
        }
        // Uses inside the class itself, by the bare name (not an array type's: its bounds
        // go after a declared name).
        let mut by_name: HashMap<&str, Vec<&Member<'_>>> = HashMap::new();
        for m in members.iter().filter(|m| m.bounds.is_empty()) {
            by_name.entry(m.name.as_str()).or_default().push(m);
        }
        for n in nodes.iter().filter(|n| n.kind() == kind::TYPE_IDENTIFIER) {
            let Some(m) = by_name.get(prog.node_text(*n)).and_then(|ms| {
                ms.iter()
                    .find(|m| m.class.byte_range().contains(&n.start_byte()))
            }) else {
                continue;
            };
            // Not its own declaration's name, nor a qualified name's (`R::Z`: above).
            let declares = m.decl.contains(&n.start_byte());
            let qualified = n
                .parent()
                .is_some_and(|p| p.kind() == cpp_kind::QUALIFIED_IDENTIFIER);
            if !declares && !qualified {
                list.push(Site::replace(
                    n.byte_range(),
                    m.ty.clone(),
                    format!("`{}` -> `{}` in its class", m.name, m.ty),
                ));
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    #[test]
    fn replaces_a_dependent_member_type_with_the_arguments() {
        let src = "template <class T, int N> struct U { typedef const T *P; using R = T &; };\n\
                   template <class A> struct W { typename U<A, 2>::P p; U<long, 1>::R r; };";
        let out = cpp_outputs(&InlineMemberTypes, src);
        assert_eq!(
            out[0],
            "template <class T, int N> struct U { typedef const T *P; using R = T &; };\n\
             template <class A> struct W { const A * p; long & r; };"
        );
        assert_eq!(out.len(), 3, "{out:?}");
    }

    #[test]
    fn moves_an_array_member_type_s_bounds_to_the_declared_name() {
        let src = "struct T { float a; };\n\
                   template <int b> struct U { typedef T V[b][2]; };\n\
                   template <int d> struct W { typename U<d>::V c{}; };\n\
                   U<3>::V x = {};";
        let out = cpp_outputs(&InlineMemberTypes, src);
        assert_eq!(
            out[0],
            "struct T { float a; };\n\
             template <int b> struct U { typedef T V[b][2]; };\n\
             template <int d> struct W { T c[d][2]{}; };\n\
             T x[3][2] = {};"
        );
        assert_eq!(out.len(), 3, "{out:?}");
    }

    #[test]
    fn replaces_a_plain_class_s_member_type() {
        assert_eq!(
            cpp_outputs(&InlineMemberTypes, "struct R { typedef int Z; }; R::Z z;"),
            vec!["struct R { typedef int Z; }; int z;"]
        );
    }

    #[test]
    fn replaces_a_member_type_used_in_its_own_class() {
        let src = "struct T1 {\n  typedef T V;\n  static double f1(V *p[]);\n};\n";
        assert_eq!(
            cpp_outputs(&InlineMemberTypes, src),
            vec!["struct T1 {\n  typedef T V;\n  static double f1(T *p[]);\n};\n"]
        );
    }

    #[test]
    fn leaves_alone_what_would_not_resolve() {
        // Inside its class, a member type naming another is replaced; outside, not.
        let out = cpp_outputs(
            &InlineMemberTypes,
            "struct R { typedef int Z; typedef Z *P; }; R::P p;",
        );
        assert_eq!(
            out,
            vec!["struct R { typedef int Z; typedef int *P; }; R::P p;"]
        );
        for src in [
            // An array typedef used other than as one name's type; a type naming another
            // member; a specialized template.
            "template <int a> struct U { typedef int V[a]; }; typename U<1>::V v, w;",
            "template <int a> struct U { typedef int V[a]; }; int n = sizeof(U<1>::V);",
            "template <int a> struct U { typedef int *V[a]; }; typename U<1>::V v;",
            "template <int a> struct U { typedef int (*V)[a]; }; typename U<1>::V v;",
            "template <int a> struct U { using V = int[a]; }; typename U<1>::V v;",
            "struct R { using F = int(int); }; R::F f;",
            "template <class T> struct U { typedef T V; }; template <> struct U<int> { typedef long V; }; U<int>::V v;",
            // Argument count not the parameter count (a default).
            "template <class T, class D = int> struct U { typedef D V; }; U<char>::V v;",
            // A use inside the class itself, qualified.
            "struct R { typedef int Z; R::Z f(); };",
        ] {
            assert_eq!(cpp_outputs(&InlineMemberTypes, src), Vec::<String>::new(), "{src}");
        }
        assert!(outputs(&InlineMemberTypes, "struct R { int z; };").is_empty());
    }
}
