//! Aggregate to storage: a C variable of a struct or union type that the program never
//! names again becomes storage of the same size and alignment, of a plain type:
//! `struct { int b; float c; } t[5];` becomes `int t[10];`, `union U *s;` becomes
//! `int *s;`. Deletion cannot take such a variable out when its bytes are what the bug
//! needs (where the next global lands, how big `.data` or the GOT is), nor a member of
//! its type, which would change its size; a replacement by storage of the same shape
//! can (SFC's smaller-structure replacement), and the type's definition is then
//! unused.
//!
//! The plain type is the one of the aggregate's alignment: `char`, `short`, `int` or
//! `long` (x86-64, LP64), as many as fill its size: `name` alone for one, `name[n]` for
//! more, an array's element count multiplied. A pointer declarator keeps its `*`s, over
//! the plain type the declaration's other names take (`int` if none). A zero
//! initializer stays (`= 0`, `= {0}` for an array): an initialized variable is a
//! definition where one without may be a common symbol. The layout is computed for
//! members of integer and floating types (tree-sitter-c's `size_t`, `int32_t` and the
//! like among them), pointers, arrays of literal size and nested structs and unions; a
//! bit-field, an enum, an attribute, `long double`, `__int128`, a flexible or variable
//! array, a typedef name or anything else unknown leaves the declaration alone, as does
//! a declaration with a name used elsewhere or one declaring a function, a definition
//! whose tag (or a tag or enumerator inside it) is used elsewhere, and every declaration
//! of a program with `#pragma pack` or `_Pragma`. C only: a C++ class may have
//! constructors and bases.

use crate::aggregate_to_scalar::member_list;
use crate::c::{
    all_nodes, elements, field_children, preorder, tag_with_body, zero_initializer, Uses,
};
use crate::grammar::{field, kind};
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Lang, Pass, Program, Replacement};
use tree_sitter::Node;

/// Turn unnamed-again aggregate variables into plain storage.
#[derive(Debug, Default)]
pub(crate) struct AggregateToStorage;

impl Pass for AggregateToStorage {
    fn name(&self) -> &'static str {
        "aggregate_to_storage"
    }

    fn description(&self) -> &'static str {
        "make a struct or union variable the program never uses plain storage of its size"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        // `#pragma pack` changes every layout after it.
        let packs = prog.text().contains("_Pragma")
            || prog.text().lines().any(|l| {
                let l = l.trim_start();
                l.starts_with('#') && l.contains("pragma") && l.contains("pack")
            });
        if prog.lang() != Lang::C || packs {
            return Vec::new();
        }
        let nodes = all_nodes(prog);
        let uses = std::cell::OnceCell::new();
        let list: Vec<Site> = nodes
            .iter()
            .filter(|n| n.kind() == kind::DECLARATION)
            .filter_map(|d| site(prog, &nodes, uses.get_or_init(|| Uses::of(prog)), *d))
            .collect();
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

/// Size and alignment in bytes, on x86-64 Linux.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Layout {
    size: u64,
    align: u64,
}

impl Layout {
    const POINTER: Layout = Layout { size: 8, align: 8 };

    fn scalar(size: u64) -> Layout {
        Layout { size, align: size }
    }
}

/// Whether `text` holds an attribute or alignment, which may change a layout.
fn has_attribute(text: &str) -> bool {
    text.contains("__attribute")
        || text.contains("_Alignas")
        || text.contains("alignas")
        || text.contains("[[")
        || text.contains("__declspec")
}

/// The layout of a type specifier node.
fn type_layout(prog: &Program, nodes: &[Node<'_>], ty: Node<'_>, depth: u32) -> Option<Layout> {
    match ty.kind() {
        kind::PRIMITIVE_TYPE => match prog.node_text(ty) {
            "char" | "bool" | "int8_t" | "uint8_t" => Some(Layout::scalar(1)),
            "short" | "int16_t" | "uint16_t" => Some(Layout::scalar(2)),
            "int" | "float" | "int32_t" | "uint32_t" => Some(Layout::scalar(4)),
            "long" | "double" | "size_t" | "ssize_t" | "ptrdiff_t" | "intptr_t" | "uintptr_t"
            | "int64_t" | "uint64_t" => Some(Layout::scalar(8)),
            _ => None,
        },
        kind::SIZED_TYPE_SPECIFIER => {
            let words: Vec<&str> = prog.node_text(ty).split_whitespace().collect();
            let has = |w: &str| words.contains(&w);
            // Not `long double` (16 bytes here, another size elsewhere), nor
            // `unsigned __int128` and the like.
            if !words.iter().all(|w| {
                matches!(
                    *w,
                    "signed" | "unsigned" | "short" | "long" | "int" | "char"
                )
            }) {
                return None;
            }
            Some(Layout::scalar(if has("char") {
                1
            } else if has("short") {
                2
            } else if has("long") {
                8
            } else {
                4
            }))
        }
        // An enum's size depends on its values and attributes (gcc makes one of
        // `0x100000000` 8 bytes, a packed one 1): left alone.
        kind::STRUCT_SPECIFIER | kind::UNION_SPECIFIER if depth < 8 => {
            let list = member_list(prog, nodes, ty)?;
            if has_attribute(prog.node_text(list.parent()?)) {
                return None;
            }
            let union = ty.kind() == kind::UNION_SPECIFIER;
            let (mut size, mut align) = (0u64, 1u64);
            for fd in elements(list) {
                if fd.kind() != kind::FIELD_DECLARATION || has_attribute(prog.node_text(fd)) {
                    return None;
                }
                let mut c = fd.walk();
                if fd
                    .children(&mut c)
                    .any(|k| k.kind() == kind::BITFIELD_CLAUSE)
                {
                    return None;
                }
                let base =
                    type_layout(prog, nodes, fd.child_by_field_name(field::TYPE)?, depth + 1)?;
                let decls = field_children(fd, field::DECLARATOR);
                if decls.is_empty() {
                    return None; // an anonymous member: its members are the parent's
                }
                for d in decls {
                    let m = declarator_layout(prog, d, base)?;
                    align = align.max(m.align);
                    if union {
                        size = size.max(m.size);
                    } else {
                        size = size
                            .div_ceil(m.align)
                            .checked_mul(m.align)?
                            .checked_add(m.size)?;
                    }
                }
            }
            if size == 0 {
                return None;
            }
            Some(Layout {
                size: size.div_ceil(align).checked_mul(align)?,
                align,
            })
        }
        _ => None,
    }
}

/// The layout of what declarator `d` declares, of base type `base`.
fn declarator_layout(prog: &Program, d: Node<'_>, base: Layout) -> Option<Layout> {
    match d.kind() {
        kind::IDENTIFIER | kind::FIELD_IDENTIFIER => Some(base),
        // `*a[3]`: what the inner declarator declares, of pointers.
        kind::POINTER_DECLARATOR => declarator_layout(
            prog,
            d.child_by_field_name(field::DECLARATOR)?,
            Layout::POINTER,
        ),
        kind::ARRAY_DECLARATOR => {
            let n = crate::int_literal::value(prog.node_text(d.child_by_field_name(field::SIZE)?))?;
            let inner = declarator_layout(prog, d.child_by_field_name(field::DECLARATOR)?, base)?;
            Some(Layout {
                size: inner.size.checked_mul(u64::try_from(n).ok()?)?,
                align: inner.align,
            })
        }
        _ => None,
    }
}

/// The plain type of an alignment.
fn plain_type(align: u64) -> Option<&'static str> {
    match align {
        1 => Some("char"),
        2 => Some("short"),
        4 => Some("int"),
        8 => Some("long"),
        _ => None,
    }
}

/// The site making the variables `decl` declares plain storage.
fn site(prog: &Program, nodes: &[Node<'_>], uses: &Uses, decl: Node<'_>) -> Option<Site> {
    let ty = decl.child_by_field_name(field::TYPE)?;
    if !matches!(ty.kind(), kind::STRUCT_SPECIFIER | kind::UNION_SPECIFIER)
        || has_attribute(prog.node_text(decl))
    {
        return None;
    }
    // A definition goes with the type, and those inside it: their tags and enumerators
    // must be used nowhere else.
    if preorder(ty)
        .into_iter()
        .flat_map(tag_with_body)
        .any(|tag| uses.positions(prog.node_text(tag)).len() != 1)
    {
        return None;
    }
    let decls = field_children(decl, field::DECLARATOR);
    if decls.is_empty()
        || decls.iter().any(|d| {
            preorder(*d)
                .iter()
                .any(|n| n.kind() == kind::FUNCTION_DECLARATOR)
        })
    {
        return None;
    }
    let mut layout: Option<Layout> = None;
    let mut plain: Option<&'static str> = None;
    let mut reps = Vec::new();
    let mut names = Vec::new();
    for d in &decls {
        let (var, init) = if d.kind() == kind::INIT_DECLARATOR {
            (
                d.child_by_field_name(field::DECLARATOR)?,
                d.child_by_field_name(field::VALUE),
            )
        } else {
            (*d, None)
        };
        let name = crate::c::declarator_name(var)?;
        if name.kind() != kind::IDENTIFIER || uses.positions(prog.node_text(name)).len() != 1 {
            return None;
        }
        names.push(prog.node_text(name));
        let new_decl = if var.kind() == kind::POINTER_DECLARATOR {
            if init.is_some_and(|i| !zero_initializer(prog, i) || i.kind() != kind::NUMBER_LITERAL)
            {
                return None;
            }
            prog.node_text(*d).to_string()
        } else {
            let l = match layout {
                Some(l) => l,
                None => *layout.insert(type_layout(prog, nodes, ty, 0)?),
            };
            plain = Some(plain_type(l.align)?);
            let var_layout = declarator_layout(prog, var, l)?;
            let count = var_layout.size / l.align;
            let text = match (count, var.kind()) {
                (1, kind::IDENTIFIER) => prog.node_text(name).to_string(),
                _ => format!("{}[{count}]", prog.node_text(name)),
            };
            match init {
                None => text,
                Some(i) if zero_initializer(prog, i) => {
                    if text.ends_with(']') {
                        format!("{text} = {{0}}")
                    } else {
                        format!("{text} = 0")
                    }
                }
                Some(_) => return None,
            }
        };
        reps.push(Replacement {
            range: d.byte_range(),
            text: new_decl,
        });
    }
    let plain = plain.unwrap_or("int");
    reps.push(Replacement::spaced(prog.text(), ty.byte_range(), plain));
    Some(Site {
        reps,
        what: format!("`{}` to {plain} storage", names.join("`, `")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{cpp_outputs, outputs};

    fn out(src: &str) -> Vec<String> {
        outputs(&AggregateToStorage, src)
    }

    #[test]
    fn unused_aggregates_become_storage_of_their_size() {
        assert_eq!(
            out("struct { int b; float c; } t[5];\nint main() { return 0; }\n"),
            vec!["int t[10];\nint main() { return 0; }\n"]
        );
        // The alignment chooses the plain type; padding counts.
        assert_eq!(
            out("struct S { char a; long b; }; struct S x;\n"),
            vec!["struct S { char a; long b; }; long x[2];\n"]
        );
        assert_eq!(
            out("union U { char a[3]; short b; } u = {0};\n"),
            vec!["short u[2] = {0};\n"]
        );
        assert_eq!(out("union { int n; } r = {};\n"), vec!["int r = 0;\n"]);
        // Written without spaces, the type and the name stay two tokens.
        assert_eq!(out("struct{int b;float c;}u,v;"), vec!["int u[2],v[2];"]);
        // A definition used elsewhere stays; a variable of its type does not.
        assert_eq!(
            out("struct S { int b; } t; struct S u; int f(struct S *p);\n"),
            vec!["struct S { int b; } t; int u; int f(struct S *p);\n"]
        );
        // A pointer keeps its stars; a nested struct is laid out.
        assert_eq!(
            out("union T *s;\nstruct P { struct Q { char c; } q[2]; int *p; } a, *b = 0;\nstruct Q z;\n"),
            vec![
                "int *s;\nstruct P { struct Q { char c; } q[2]; int *p; } a, *b = 0;\nchar z;\n",
                "int *s;\nstruct P { struct Q { char c; } q[2]; int *p; } a, *b = 0;\nstruct Q z;\n",
                "union T *s;\nstruct P { struct Q { char c; } q[2]; int *p; } a, *b = 0;\nchar z;\n",
            ],
            "struct P's definition holds Q's, which z uses: P stays"
        );
        // An array of pointers is as many pointers.
        assert_eq!(
            out("struct { char *names[4]; int n; } t;\n"),
            vec!["long t[5];\n"]
        );
        assert_eq!(
            out("struct P { struct Q { char c; } q[2]; int *p; } a, *b = 0, d[2][3];\n"),
            vec!["long a[2], *b = 0, d[12];\n"]
        );
    }

    #[test]
    fn leaves_alone_what_is_used_or_cannot_be_laid_out() {
        for src in [
            // used again
            "struct { int b; } t; int main() { return t.b; }\n",
            // a bit-field, an attribute, a typedef name, long double, a flexible array
            "struct { int b : 3; } t;\n",
            "struct { int b; } __attribute__((packed)) t;\n",
            "struct { char b; _Alignas(8) char c; } t;\n",
            "typedef int I; struct { I b; } t;\n",
            "struct { long double b; } t;\n",
            "struct { int n; int b[]; } t;\n",
            "struct { int b[N]; } t;\n",
            // an enum, __int128, a pragma that packs, a function
            "struct { enum { A = 1 } e; } t;\n",
            "struct { unsigned __int128 x; } t;\n",
            "#pragma pack(1)\nstruct { char a; int b; } t;\n",
            "struct S { int b; } *f(void);\n",
            // an unknown tag, an initializer not zero, a function
            "struct S t;\n",
            "struct { int b; } t = {1};\n",
            "union U *s = &u;\n",
            "struct S { int b; } f(void);\n",
            // an anonymous member
            "struct { union { int a; char b; }; } t;\n",
        ] {
            assert!(out(src).is_empty(), "{src}: {:?}", out(src));
        }
        assert!(cpp_outputs(&AggregateToStorage, "struct S { int b; } t;\n").is_empty());
    }
}
