//! Replace an expression by its observed value (Nagai et al.'s bottom-up minimization).
//!
//! The pass cannot run programs, so it works in two halves. [`instrument`] rewrites the
//! program so that every integer-typed expression it can type syntactically (comparisons,
//! logical operators, integer variables and parameters, arithmetic on those, integer
//! casts and calls to integer functions) reports its value, once per site, at exit; the
//! engine builds that copy with the reference compiler and runs it. [`ExprToValue`] then
//! proposes to replace each site whose value was the same at every evaluation by a
//! literal of the same type, biggest expressions first, as a binary search.

use crate::c::{
    all_nodes, declarator_name, field_children, has_side_effect, in_protected_position_under,
    Parents,
};
use crate::grammar::{field, kind};
use crate::int_literal::{spell, IntType};
use crate::sites::{self, Site};
use crate::views::Declaration;
use crate::{Candidate, Cursor, Edit, Observation, Pass, Program};
use std::collections::HashMap;
use tree_sitter::Node;

/// Marker of the lines the instrumented program prints.
pub const REPORT_PREFIX: &str = "@@creduce-value ";

/// The type the instrumented program reports for a site (its `_Generic` code, 1 to 6:
/// `int` to `unsigned long long`, in [`IntType::ALL`]'s order; 0 for anything else).
fn type_from_code(c: u32) -> Option<IntType> {
    IntType::ALL.get((c as usize).checked_sub(1)?).copied()
}

/// A literal of type `ty` whose value, converted to `unsigned long long`, is `bits`;
/// `None` if C cannot spell it simply (`INT_MIN` is `-2147483648`, whose operand is a
/// `long`). A negative value is a negated literal of the same type, in parentheses.
fn typed_literal(ty: IntType, bits: u64) -> Option<String> {
    let signed = match ty {
        IntType::UInt => return spell(bits as u32 as u128, ty),
        IntType::ULong | IntType::ULongLong => return spell(bits as u128, ty),
        IntType::Int => bits as u32 as i32 as i64,
        IntType::Long | IntType::LongLong => bits as i64,
    };
    let magnitude = spell(signed.unsigned_abs() as u128, ty)?;
    Some(if signed < 0 {
        format!("(-{magnitude})")
    } else {
        magnitude
    })
}

/// Type names that are integers (after typedefs are resolved).
fn is_integer_type(text: &str) -> bool {
    let t = text.trim();
    let words: Vec<&str> = t
        .split_whitespace()
        .filter(|w| !matches!(*w, "const" | "volatile" | "static" | "register"))
        .collect();
    !words.is_empty()
        && (words.iter().all(|w| {
            matches!(
                *w,
                "int" | "char" | "short" | "long" | "signed" | "unsigned" | "_Bool"
            )
        }) || (words.len() == 1
            && matches!(
                words[0],
                "int8_t"
                    | "int16_t"
                    | "int32_t"
                    | "int64_t"
                    | "uint8_t"
                    | "uint16_t"
                    | "uint32_t"
                    | "uint64_t"
                    | "size_t"
            )))
}

/// What the instrumenter knows about names: integer variables and integer functions.
#[derive(Default)]
struct Types {
    typedefs: HashMap<String, String>,
    int_vars: HashMap<String, bool>,
    int_funcs: HashMap<String, bool>,
}

impl Types {
    fn resolve(&self, ty: &str) -> String {
        let mut t = ty.trim().to_string();
        for _ in 0..16 {
            match self.typedefs.get(&t) {
                Some(u) => t = u.clone(),
                None => break,
            }
        }
        t
    }

    fn note(map: &mut HashMap<String, bool>, name: &str, is_int: bool) {
        // A name declared with two different kinds of type is ambiguous: not integer.
        map.entry(name.to_string())
            .and_modify(|v| *v &= is_int)
            .or_insert(is_int);
    }

    fn of(prog: &Program, nodes: &[Node<'_>]) -> Types {
        let mut t = Types::default();
        for n in nodes.iter().filter(|n| n.kind() == kind::TYPE_DEFINITION) {
            let Some(def) = Declaration::of(*n) else {
                continue;
            };
            if let ([d], Some(ty)) = (def.declarators.as_slice(), def.ty) {
                if matches!(
                    d.target.kind(),
                    kind::TYPE_IDENTIFIER | kind::PRIMITIVE_TYPE
                ) {
                    t.typedefs.insert(
                        prog.node_text(d.target).to_string(),
                        prog.node_text(ty).to_string(),
                    );
                }
            }
        }
        for n in nodes {
            let (decls, ty) = match n.kind() {
                kind::DECLARATION | kind::PARAMETER_DECLARATION | kind::FUNCTION_DEFINITION => (
                    field_children(*n, field::DECLARATOR),
                    n.child_by_field_name(field::TYPE),
                ),
                _ => continue,
            };
            let Some(ty) = ty else { continue };
            let int = is_integer_type(&t.resolve(prog.node_text(ty)));
            for d in decls {
                let plain = match d.kind() {
                    kind::INIT_DECLARATOR => d.child_by_field_name(field::DECLARATOR),
                    _ => Some(d),
                };
                let Some(plain) = plain else { continue };
                match plain.kind() {
                    kind::IDENTIFIER => Self::note(&mut t.int_vars, prog.node_text(plain), int),
                    kind::FUNCTION_DECLARATOR => {
                        let direct = plain
                            .child_by_field_name(field::DECLARATOR)
                            .filter(|x| x.kind() == kind::IDENTIFIER);
                        if let Some(name) = direct {
                            Self::note(&mut t.int_funcs, prog.node_text(name), int);
                        }
                    }
                    _ => {
                        if let Some(name) = declarator_name(plain) {
                            // A function returning a pointer, or a pointer to one:
                            // neither is known to give an integer.
                            Self::note(&mut t.int_vars, prog.node_text(name), false);
                            Self::note(&mut t.int_funcs, prog.node_text(name), false);
                        }
                    }
                }
            }
        }
        t
    }

    /// True if `node` certainly has an integer type.
    fn integer(&self, prog: &Program, node: Node<'_>) -> bool {
        let f = |n: &str| node.child_by_field_name(n);
        match node.kind() {
            kind::IDENTIFIER => self
                .int_vars
                .get(prog.node_text(node))
                .copied()
                .unwrap_or(false),
            kind::NUMBER_LITERAL => crate::int_literal::value(prog.node_text(node)).is_some(),
            kind::PARENTHESIZED_EXPRESSION => {
                node.named_child(0).is_some_and(|c| self.integer(prog, c))
            }
            kind::BINARY_EXPRESSION => {
                let op = f(field::OPERATOR).map(|o| o.kind()).unwrap_or("");
                match op {
                    "<" | ">" | "<=" | ">=" | "==" | "!=" | "&&" | "||" => true,
                    _ => f(field::LEFT)
                        .zip(f(field::RIGHT))
                        .is_some_and(|(l, r)| self.integer(prog, l) && self.integer(prog, r)),
                }
            }
            kind::UNARY_EXPRESSION => {
                let op = f(field::OPERATOR).map(|o| o.kind()).unwrap_or("");
                op == "!" || f(field::ARGUMENT).is_some_and(|a| self.integer(prog, a))
            }
            kind::CAST_EXPRESSION => {
                f(field::TYPE).is_some_and(|t| is_integer_type(&self.resolve(prog.node_text(t))))
            }
            kind::CALL_EXPRESSION => f(field::FUNCTION)
                .filter(|x| x.kind() == kind::IDENTIFIER)
                .and_then(|x| self.int_funcs.get(prog.node_text(x)).copied())
                .unwrap_or(false),
            kind::CONDITIONAL_EXPRESSION => f(field::CONSEQUENCE)
                .zip(f(field::ALTERNATIVE))
                .is_some_and(|(a, b)| self.integer(prog, a) && self.integer(prog, b)),
            _ => false,
        }
    }
}

/// True if `node` may be replaced by a literal at all (`parents`: the program's).
fn site_allowed<'t>(node: Node<'t>, parents: &Parents<'t>) -> bool {
    if in_protected_position_under(node, parents.of_node(node))
        || node.kind() == kind::NUMBER_LITERAL
        || node.kind() == kind::PARENTHESIZED_EXPRESSION
    {
        return false;
    }
    let Some(parent) = parents.of_node(node) else {
        return false;
    };
    let is_field = |p: Node<'_>, f: &str| {
        p.child_by_field_name(f)
            .is_some_and(|c| c.id() == node.id())
    };
    if parent.kind() == kind::CALL_EXPRESSION && is_field(parent, field::FUNCTION) {
        return false;
    }
    // A value nobody uses, or a name being declared, is not an expression site.
    if parent.kind() == kind::EXPRESSION_STATEMENT
        || crate::grammar::is_declarator(parent.kind())
            && !(parent.kind() == kind::INIT_DECLARATOR && is_field(parent, field::VALUE))
        || matches!(
            parent.kind(),
            kind::DECLARATION
                | kind::PARAMETER_DECLARATION
                | kind::FIELD_DECLARATION
                | kind::TYPE_DEFINITION
        )
    {
        return false;
    }
    let mut in_body = false;
    let mut p = Some(parent);
    while let Some(n) = p {
        let inside = |f: &str| {
            n.child_by_field_name(f)
                .is_some_and(|v| v.byte_range().contains(&node.start_byte()))
        };
        let has_storage_class = |d: Node<'_>| {
            let mut c = d.walk();
            let found = d
                .children(&mut c)
                .any(|k| k.kind() == kind::STORAGE_CLASS_SPECIFIER);
            found
        };
        match n.kind() {
            // Unevaluated operands, and places that need constants.
            kind::SIZEOF_EXPRESSION | kind::ALIGNOF_EXPRESSION => return false,
            kind::CASE_STATEMENT if inside(field::VALUE) => return false,
            // Static locals need constant initializers.
            kind::INIT_DECLARATOR if parents.of_node(n).is_some_and(has_storage_class) => {
                return false
            }
            kind::COMPOUND_STATEMENT => in_body = true,
            kind::FUNCTION_DEFINITION => return in_body,
            _ => {}
        }
        p = parents.of_node(n);
    }
    false
}

/// The sites of a program, in preorder (outer expressions first).
fn value_sites<'t>(prog: &'t Program, nodes: &[Node<'t>]) -> Vec<Node<'t>> {
    let types = Types::of(prog, nodes);
    let parents = Parents::of(prog);
    nodes
        .iter()
        .copied()
        .filter(|n| site_allowed(*n, &parents) && types.integer(prog, *n))
        .collect()
}

/// The program rewritten to report the value of every site; `None` if it has none.
pub fn instrument(prog: &Program) -> Option<String> {
    let nodes = all_nodes(prog);
    let sites = value_sites(prog, &nodes);
    if sites.is_empty() {
        return None;
    }
    let ids: HashMap<usize, usize> = sites.iter().enumerate().map(|(i, n)| (n.id(), i)).collect();
    let mut body = String::with_capacity(prog.text().len() * 3);
    render(prog, prog.root()?, &ids, &mut body);
    let n = sites.len();
    let prelude = format!(
        "int dprintf(int, const char *, ...);\nint atexit(void (*)(void));\n\
         static unsigned long long __cr_val[{n}];\nstatic unsigned char __cr_st[{n}], __cr_kind[{n}];\n\
         static unsigned long long __cr_log(int id, int kind, unsigned long long v) {{\n\
         if (__cr_st[id] == 0) {{ __cr_st[id] = 1; __cr_val[id] = v; __cr_kind[id] = kind; }}\n\
         else if (__cr_st[id] == 1 && __cr_val[id] != v) __cr_st[id] = 2;\n\
         return v; }}\n\
         static void __cr_dump(void) {{ for (int i = 0; i < {n}; i++) if (__cr_st[i] == 1)\n\
         dprintf(2, \"{REPORT_PREFIX}%d %d %llu\\n\", i, __cr_kind[i], __cr_val[i]); }}\n\
         __attribute__((constructor)) static void __cr_init(void) {{ atexit(__cr_dump); }}\n\
         #line 1\n"
    );
    Some(prelude + &body)
}

fn render(prog: &Program, node: Node<'_>, ids: &HashMap<usize, usize>, out: &mut String) {
    let start = out.len();
    let mut pos = node.start_byte();
    let mut c = node.walk();
    for child in node.children(&mut c) {
        out.push_str(prog.text().get(pos..child.start_byte()).unwrap_or(""));
        render(prog, child, ids, out);
        pos = child.end_byte();
    }
    out.push_str(prog.text().get(pos..node.end_byte()).unwrap_or(""));
    if let Some(id) = ids.get(&node.id()) {
        // `__typeof__` and `_Generic` do not evaluate their operand: they get the
        // original text, and the instrumented one is evaluated once.
        let inner = out[start..].to_string();
        let orig = prog.node_text(node);
        out.truncate(start);
        out.push_str(&format!(
            "((__typeof__(({orig}) + 0))__cr_log({id}, _Generic((({orig}) + 0), int: 1, unsigned: 2, long: 3, \
             unsigned long: 4, long long: 5, unsigned long long: 6, default: 0), (unsigned long long)({inner})))"
        ));
    }
}

/// Parse the instrumented program's report: site id → (kind, value).
fn parse_report(report: &str) -> HashMap<usize, (IntType, u64)> {
    report
        .lines()
        .filter_map(|l| {
            let rest = l.trim().strip_prefix(REPORT_PREFIX.trim_end())?.trim();
            let mut it = rest.split_whitespace();
            let id = it.next()?.parse().ok()?;
            let kind = type_from_code(it.next()?.parse().ok()?)?;
            let v = it.next()?.parse().ok()?;
            Some((id, (kind, v)))
        })
        .collect()
}

/// Replace expressions by their observed values.
#[derive(Debug, Default)]
pub(crate) struct ExprToValue;

impl Pass for ExprToValue {
    fn name(&self) -> &'static str {
        "expr_to_value"
    }

    fn description(&self) -> &'static str {
        "replace an expression by its value, observed in an instrumented run of the reference build"
    }

    fn instrument(&self, prog: &Program) -> Option<String> {
        instrument(prog)
    }

    fn observes(&self) -> bool {
        true
    }

    fn observe(&self, prog: &Program, report: &str) -> Option<Observation> {
        let nodes = all_nodes(prog);
        let sites = value_sites(prog, &nodes);
        let values = parse_report(report);
        let list = sites
            .iter()
            .enumerate()
            .filter_map(|(i, n)| {
                let (kind, v) = values.get(&i)?;
                let lit = typed_literal(*kind, *v)?;
                (lit != prog.node_text(*n)).then(|| (n.byte_range(), lit))
            })
            .collect();
        Some(Observation::new(prog.text(), list))
    }

    /// A kept edit that replaced observed sites by their values, none of which had a
    /// side effect, leaves every other value of the run as it was: the program computes
    /// the same values, only without computing the replaced ones. The other sites
    /// move with the edit; a site that held a replaced one keeps its value.
    fn carry(
        &self,
        before: &Program,
        edit: &Edit,
        after: &Program,
        observation: &mut Observation,
    ) -> bool {
        if !observation.is_of(before.text()) {
            return false;
        }
        let Some(root) = before.root() else {
            return false;
        };
        let end = before.text().len();
        for r in edit.replacements() {
            // The final newline the engine keeps is no site.
            if r.range.start == end && r.range.is_empty() {
                continue;
            }
            let observed = observation
                .sites()
                .iter()
                .any(|(range, lit)| *range == r.range && *lit == r.text);
            let pure = root
                .descendant_for_byte_range(r.range.start, r.range.end)
                .filter(|n| n.byte_range() == r.range)
                .is_some_and(|n| !has_side_effect(n));
            if !observed || !pure {
                return false;
            }
        }
        let reps = edit.replacements();
        let moved = |p: usize| -> usize {
            let mut q = p as isize;
            for r in reps
                .iter()
                .filter(|r| r.range.end <= p && !r.range.is_empty())
            {
                q += r.text.len() as isize - r.range.len() as isize;
            }
            q.max(0) as usize
        };
        let mut sites = observation.sites().to_vec();
        sites.retain_mut(|(range, _)| {
            let keep = reps.iter().all(|r| {
                let disjoint = r.range.end <= range.start || range.end <= r.range.start;
                let inside =
                    range.start <= r.range.start && r.range.end <= range.end && r.range != *range;
                disjoint || inside
            });
            *range = moved(range.start)..moved(range.end);
            keep
        });
        observation.move_to(after.text(), sites);
        true
    }

    /// Nothing without an observation.
    fn candidates(&self, _prog: &Program, _from: Cursor, _limit: usize) -> Vec<Candidate> {
        Vec::new()
    }

    fn observed_candidates(
        &self,
        prog: &Program,
        observation: &Observation,
        from: Cursor,
        limit: usize,
    ) -> Vec<Candidate> {
        if !observation.is_of(prog.text()) {
            return Vec::new();
        }
        let list: Vec<Site> = observation
            .sites()
            .iter()
            .map(|(r, lit)| {
                let what = format!(
                    "`{}` -> {lit}",
                    crate::expr::short(prog.text().get(r.clone()).unwrap_or(""))
                );
                Site::spaced(prog.text(), r.clone(), lit, what)
            })
            .collect();
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_keep_the_type() {
        assert_eq!(typed_literal(IntType::Int, 5).as_deref(), Some("5"));
        assert_eq!(
            typed_literal(IntType::Int, u64::MAX).as_deref(),
            Some("(-1)")
        );
        assert_eq!(typed_literal(IntType::UInt, 7).as_deref(), Some("7u"));
        assert_eq!(
            typed_literal(IntType::ULong, u64::MAX).as_deref(),
            Some("18446744073709551615UL")
        );
        assert_eq!(
            typed_literal(IntType::Long, u64::MAX).as_deref(),
            Some("(-1L)")
        );
        assert_eq!(typed_literal(IntType::Int, 0xFFFF_FFFF_8000_0000), None);
        assert_eq!(typed_literal(IntType::Long, 1 << 63), None);
    }

    proptest::proptest! {
        /// The literal that replaces an observed site has the type the instrumented
        /// program reported, and converted to `unsigned long long` gives back the
        /// observed bits.
        #[test]
        fn observed_literals_keep_type_and_value(
            code in 1u32..=6,
            bits in proptest::prelude::any::<u64>(),
        ) {
            let ty = type_from_code(code).unwrap();
            if let Some(text) = typed_literal(ty, bits) {
                let (negated, magnitude) = match text.strip_prefix("(-") {
                    Some(rest) => (true, rest.strip_suffix(')').unwrap()),
                    None => (false, text.as_str()),
                };
                let lit = crate::int_literal::parse(magnitude).unwrap();
                proptest::prop_assert_eq!(lit.c_type(), Some(ty));
                let v = lit.value as u64;
                let back = if negated { v.wrapping_neg() } else { v };
                let back = match ty {
                    IntType::Int => back as u32 as i32 as i64 as u64,
                    IntType::UInt => back as u32 as u64,
                    _ => back,
                };
                let want = match ty {
                    IntType::Int => bits as u32 as i32 as i64 as u64,
                    IntType::UInt => bits as u32 as u64,
                    _ => bits,
                };
                proptest::prop_assert_eq!(back, want);
            } else {
                // Only the most negative value of a signed type has no simple spelling.
                let min = match ty {
                    IntType::Int => bits as u32 == 1 << 31,
                    IntType::Long | IntType::LongLong => bits == 1 << 63,
                    _ => false,
                };
                proptest::prop_assert!(min, "{:?} {}", ty, bits);
            }
        }
    }

    #[test]
    fn instruments_integer_sites_only() {
        let src = "int g; float h; int f(int a) { return a + g < 3 ? g : (int)h; }";
        let p = Program::new(src);
        let nodes = all_nodes(&p);
        let sites: Vec<&str> = value_sites(&p, &nodes)
            .iter()
            .map(|n| p.node_text(*n))
            .collect();
        assert!(sites.contains(&"a + g < 3"), "{sites:?}");
        assert!(
            sites.contains(&"a + g") && sites.contains(&"g") && sites.contains(&"(int)h"),
            "{sites:?}"
        );
        assert!(!sites.contains(&"h"), "{sites:?}");
        let text = instrument(&p).unwrap();
        assert!(text.contains("__cr_log(0,") && text.contains("#line 1"));
        // One call per site, plus the definition of the logger.
        assert_eq!(text.matches("__cr_log(").count(), sites.len() + 1);
    }

    /// The text of each value site of `p`, in site-id order.
    fn site_texts(p: &Program) -> Vec<&str> {
        let nodes = all_nodes(p);
        value_sites(p, &nodes)
            .iter()
            .map(|n| p.node_text(*n))
            .collect()
    }

    #[test]
    fn uses_constant_observations_only() {
        let src = "int g = 4; int main(void) { return g * 2 - 8; }";
        let p = Program::new(src);
        let pass = ExprToValue;
        let ids = site_texts(&p);
        assert_eq!(ids, vec!["g * 2 - 8", "g * 2", "g"]);
        // Site 1 (g * 2) was 8 every time; site 0 varied (not reported); site 2 is 4.
        let obs = pass
            .observe(&p, "@@creduce-value 1 1 8\n@@creduce-value 2 1 4\nnoise\n")
            .unwrap();
        let out: Vec<String> = pass
            .observed_candidates(&p, &obs, Cursor::START, 100)
            .into_iter()
            .filter_map(|c| c.edit.apply(src))
            .collect();
        assert_eq!(out[0], "int g = 4; int main(void) { return 8 - 8; }");
        assert!(out.contains(&"int g = 4; int main(void) { return 4 * 2 - 8; }".to_string()));
        // A different program text gets nothing from another's observation, and no
        // observation gives nothing.
        assert!(pass
            .observed_candidates(&Program::new("int x;"), &obs, Cursor::START, 10)
            .is_empty());
        assert!(pass.candidates(&p, Cursor::START, 10).is_empty());
    }

    /// The texts the pass proposes for `p` with `obs`, one per candidate.
    fn proposals(p: &Program, obs: &Observation) -> Vec<String> {
        ExprToValue
            .observed_candidates(p, obs, Cursor::START, 100)
            .into_iter()
            .filter_map(|c| c.edit.apply(p.text()))
            .collect()
    }

    #[test]
    fn a_kept_value_carries_the_observation_over() {
        let src = "int g = 4; int h(int a) { return a; }\n\
                   int main(void) { int x = g + 1; return (g * 2) - h(8); }\n";
        let p = Program::new(src);
        let pass = ExprToValue;
        let ids = site_texts(&p);
        let report: String = [
            ("g + 1", 5),
            ("(g * 2) - h(8)", 0),
            ("g * 2", 8),
            ("h(8)", 8),
        ]
        .iter()
        .map(|(site, v)| {
            let i = ids.iter().position(|s| s == site).expect(site);
            format!("@@creduce-value {i} 1 {v}\n")
        })
        .collect();
        let mut obs = pass.observe(&p, &report).unwrap();
        // Keep `g * 2` -> 8: pure, so the rest of the observation holds.
        let keep = pass
            .observed_candidates(&p, &obs, Cursor::START, 100)
            .into_iter()
            .find(|c| {
                c.edit
                    .apply(src)
                    .is_some_and(|t| t.contains("return (8) - h(8)"))
            })
            .expect("a candidate replacing g * 2 alone");
        let after = Program::new(keep.edit.apply(src).unwrap());
        assert!(pass.carry(&p, &keep.edit, &after, &mut obs));
        let got = proposals(&after, &obs);
        let text = after.text();
        // `g + 1` moved with nothing before it changed; the enclosing difference
        // keeps its value; the replaced site is gone.
        assert!(
            got.contains(&text.replace("int x = g + 1;", "int x = 5;")),
            "{got:?}"
        );
        assert!(got.contains(&text.replace("(8) - h(8)", "0")), "{got:?}");
        // The same proposals as observing `after` anew, with the values it has.
        let nodes = all_nodes(&after);
        let report: String = value_sites(&after, &nodes)
            .iter()
            .enumerate()
            .filter_map(|(i, n)| {
                let v = match after.node_text(*n) {
                    "g + 1" => 5,
                    "(8) - h(8)" => 0,
                    "h(8)" => 8,
                    _ => return None,
                };
                Some(format!("@@creduce-value {i} 1 {v}\n"))
            })
            .collect();
        let fresh = pass.observe(&after, &report).unwrap();
        assert_eq!(got, proposals(&after, &fresh));
        // Keeping a call's value drops a side effect: observe again.
        let call = pass
            .observed_candidates(&after, &obs, Cursor::START, 100)
            .into_iter()
            .find(|c| {
                c.edit
                    .apply(text)
                    .is_some_and(|t| t.contains("- 8;") && t.contains("g + 1"))
            })
            .expect("a candidate replacing h(8) alone");
        let after_call = Program::new(call.edit.apply(text).unwrap());
        assert!(!pass.carry(&after, &call.edit, &after_call, &mut obs.clone()));
        // Nor can an observation of another program be carried.
        assert!(!pass.carry(&p, &keep.edit, &after, &mut obs.clone()));
    }
}
