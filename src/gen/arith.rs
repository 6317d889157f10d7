//! The arithmetic test generator, after Nagai, Hashimoto and Ishiura ("Scaling up Size
//! and Number of Expressions in Random Testing of Arithmetic Optimization of C
//! Compilers", IPSJ 2014).
//!
//! A program declares x-variables (every integer width, signed and unsigned, randomly
//! `const`, `volatile`, `static`, global or local) with known values, then assigns each
//! t-variable once from a long random expression over them. The expression's value is
//! computed here with C's rules ([`super::ctype`]: promotions, usual arithmetic
//! conversions, LP64), and the program checks every t-variable against it, printing
//! `NG tN` for each mismatch and `OK` when there is none.
//!
//! Undefined behaviour is removed while the expression is built and evaluated, bottom
//! up, never by starting again (the paper's Table 1, extended to our operators):
//!
//! | operation | undefined when | fixed by |
//! |---|---|---|
//! | `a + b`, `a - b` | signed overflow | flipping to `-` / `+` (one of them never overflows) |
//! | `a * b` | signed overflow | flipping to `/`, else `-`, else `+` |
//! | `a / b`, `a % b` | `b == 0`, or `MIN / -1` | flipping to `*`, else `-`, else `+` |
//! | `a << b`, `a >> b` | `b < 0` or `b >=` width | inserting `& (width - 1)` on `b` |
//! | `a << b` | `a < 0`, or the result does not fit | flipping to `>>` |
//! | `-a` | `a` is the type's minimum | flipping to `~` |
//! | `(T) a`, `T` signed | `a` does not fit `T` | casting to unsigned `T` instead |
//!
//! Float mode (the paper's §4) uses `float` and `double` variables holding integers,
//! and keeps every intermediate result an integer within the type's exact range
//! (2^24, 2^53): `+ - *` that leave it flip as above, `/` that is not exact flips to `*`.

use super::ctype::{Ty, INTEGERS};
use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// What the generated programs look like.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ArithOptions {
    /// x-variables (inputs).
    pub vars: usize,
    /// t-variables: expressions, each checked.
    pub exprs: usize,
    /// Operators per expression, at most.
    pub size: usize,
    /// Depth of an expression tree, at most.
    pub depth: usize,
    /// Float mode: `float` and `double` with integer values.
    pub float: bool,
}

impl Default for ArithOptions {
    fn default() -> ArithOptions {
        ArithOptions {
            vars: 8,
            exprs: 10,
            size: 16,
            depth: 6,
            float: false,
        }
    }
}

/// An expression with its type and value.
#[derive(Clone, Debug)]
struct Node {
    text: String,
    ty: Ty,
    value: i128,
}

/// A variable: its name, type and value.
#[derive(Clone, Debug)]
struct Var {
    name: String,
    ty: Ty,
    value: i128,
}

const BINARY: [&str; 18] = [
    "+", "-", "*", "/", "%", "<<", ">>", "==", "!=", "<", "<=", ">", ">=", "&", "|", "^", "&&",
    "||",
];
const FLOAT_BINARY: [&str; 4] = ["+", "-", "*", "/"];

/// Apply a binary operator as C does; `None` when the result is undefined (or, in
/// float mode, not an exact integer within range).
fn apply(op: &str, l: &Node, r: &Node) -> Option<(Ty, i128)> {
    let truth = |v: i128| (v != 0) as i128;
    match op {
        "&&" => return Some((Ty::Int, truth(l.value) & truth(r.value))),
        "||" => return Some((Ty::Int, truth(l.value) | truth(r.value))),
        "<<" | ">>" => {
            let t = l.ty.promote();
            let (a, b) = (l.value, r.value);
            if b < 0 || b >= t.bits() as i128 {
                return None;
            }
            if op == ">>" {
                return Some((t, a >> b));
            }
            if t.signed() {
                let v = a.checked_shl(b as u32)?;
                return (a >= 0 && t.holds(v)).then_some((t, v));
            }
            return Some((t, t.wrap(a << b)));
        }
        _ => {}
    }
    let t = Ty::usual(l.ty, r.ty);
    let (a, b) = (t.wrap(l.value), t.wrap(r.value));
    let exact = |v: i128| {
        if t.is_float() || t.signed() {
            t.holds(v).then_some((t, v))
        } else {
            Some((t, t.wrap(v)))
        }
    };
    let cmp = |c: bool| Some((Ty::Int, c as i128));
    match op {
        "+" => exact(a + b),
        "-" => exact(a - b),
        "*" => match a.checked_mul(b) {
            Some(v) => exact(v),
            None => Some((t, t.wrap(a.wrapping_mul(b)))),
        },
        "/" | "%" => {
            if b == 0 || (t.signed() && !t.is_float() && a == t.min() && b == -1) {
                return None;
            }
            if t.is_float() {
                // Only exact quotients; `%` does not exist for floating types.
                return (op == "/" && a % b == 0).then_some((t, a / b));
            }
            exact(if op == "/" { a / b } else { a % b })
        }
        "==" => cmp(a == b),
        "!=" => cmp(a != b),
        "<" => cmp(a < b),
        "<=" => cmp(a <= b),
        ">" => cmp(a > b),
        ">=" => cmp(a >= b),
        "&" => Some((t, t.wrap(a & b))),
        "|" => Some((t, t.wrap(a | b))),
        "^" => Some((t, t.wrap(a ^ b))),
        _ => unreachable!("operator {op}"),
    }
}

/// The operators tried in turn when `op` is undefined on its operands.
fn flips(op: &str) -> &'static [&'static str] {
    match op {
        "+" => &["+", "-"],
        "-" => &["-", "+"],
        "*" => &["*", "/", "-", "+"],
        "/" => &["/", "*", "-", "+"],
        "%" => &["%", "*", "-", "+"],
        _ => &[],
    }
}

fn binary(op: &str, l: &Node, r: &Node, ty: Ty, value: i128) -> Node {
    Node {
        text: format!("({} {op} {})", l.text, r.text),
        ty,
        value,
    }
}

/// Build `l op r`, flipping the operation or inserting one where C leaves it undefined.
fn combine(op: &str, l: Node, r: Node) -> Node {
    if let Some((t, v)) = apply(op, &l, &r) {
        return binary(op, &l, &r, t, v);
    }
    if op == "<<" || op == ">>" {
        let w = l.ty.promote().bits() as i128;
        let mut r = r;
        if r.value < 0 || r.value >= w {
            let mask = Node {
                text: format!("{}", w - 1),
                ty: Ty::Int,
                value: w - 1,
            };
            let (t, v) = apply("&", &r, &mask).expect("& is always defined");
            r = binary("&", &r, &mask, t, v);
        }
        for op in [op, ">>"] {
            if let Some((t, v)) = apply(op, &l, &r) {
                return binary(op, &l, &r, t, v);
            }
        }
        unreachable!("a shift by an in-range count is defined");
    }
    for f in flips(op) {
        if let Some((t, v)) = apply(f, &l, &r) {
            return binary(f, &l, &r, t, v);
        }
    }
    unreachable!("one of + and - is always defined ({op} on {l:?}, {r:?})")
}

struct Gen<'a> {
    rng: &'a mut ChaCha8Rng,
    opts: &'a ArithOptions,
    vars: Vec<Var>,
    /// Operators still to place in the current expression.
    ops_left: usize,
}

impl Gen<'_> {
    fn types(&self) -> &'static [Ty] {
        if self.opts.float {
            &[Ty::Float, Ty::Double]
        } else {
            &INTEGERS
        }
    }

    /// A value of `t`, often one at a boundary.
    fn value(&mut self, t: Ty) -> i128 {
        if t.is_float() {
            return self.rng.gen_range(-1000..=1000);
        }
        let (lo, hi) = (t.min(), t.max());
        match self.rng.gen_range(0..10) {
            0 => lo,
            1 => hi,
            2 => self.rng.gen_range(-2..=2).clamp(lo, hi),
            3 => (hi / 2).max(lo),
            4 => self.rng.gen_range(0..=t.bits() as i128 + 2).clamp(lo, hi),
            _ => {
                let bits = self.rng.gen_range(1..=t.bits());
                let mag = self.rng.gen_range(0..(1i128 << bits));
                let v = if t.signed() && self.rng.gen_bool(0.5) {
                    -mag
                } else {
                    mag
                };
                t.wrap(v)
            }
        }
    }

    fn leaf(&mut self) -> Node {
        if !self.vars.is_empty() && self.rng.gen_range(0..4) != 0 {
            let v = self.vars.choose(self.rng).expect("not empty").clone();
            return Node {
                text: v.name,
                ty: v.ty,
                value: v.value,
            };
        }
        let t = if self.opts.float {
            *[Ty::Float, Ty::Double].choose(self.rng).expect("two")
        } else {
            // Constants have no type narrower than int.
            *INTEGERS[4..].choose(self.rng).expect("six")
        };
        let value = self.value(t);
        Node {
            text: t.constant(value),
            ty: t,
            value,
        }
    }

    fn expr(&mut self, depth: usize) -> Node {
        if depth == 0 || self.ops_left == 0 || self.rng.gen_range(0..5) == 0 {
            return self.leaf();
        }
        self.ops_left -= 1;
        let roll = self.rng.gen_range(0..20);
        if self.opts.float {
            if roll == 0 {
                let a = self.expr(depth - 1);
                return self.negate(a);
            }
            if roll == 1 {
                return self.conditional(depth);
            }
            let op = FLOAT_BINARY.choose(self.rng).expect("four");
            let l = self.expr(depth - 1);
            let r = self.expr(depth - 1);
            return combine(op, l, r);
        }
        match roll {
            0 => {
                let a = self.expr(depth - 1);
                self.unary(a)
            }
            1 => self.conditional(depth),
            2 => {
                let a = self.expr(depth - 1);
                self.cast(a)
            }
            _ => {
                let op = BINARY.choose(self.rng).expect("eighteen");
                let l = self.expr(depth - 1);
                let r = self.expr(depth - 1);
                combine(op, l, r)
            }
        }
    }

    fn negate(&mut self, a: Node) -> Node {
        let t = a.ty.promote();
        let v = -a.value;
        if !t.is_float() && !t.signed() {
            return Node {
                text: format!("(-{})", a.text),
                ty: t,
                value: t.wrap(v),
            };
        }
        if t.holds(v) {
            return Node {
                text: format!("(-{})", a.text),
                ty: t,
                value: v,
            };
        }
        // Only an integer's minimum: flip to `~`.
        Node {
            text: format!("(~{})", a.text),
            ty: t,
            value: t.wrap(!a.value),
        }
    }

    fn unary(&mut self, a: Node) -> Node {
        let t = a.ty.promote();
        match self.rng.gen_range(0..4) {
            0 => self.negate(a),
            1 => Node {
                text: format!("(~{})", a.text),
                ty: t,
                value: t.wrap(!a.value),
            },
            2 => Node {
                text: format!("(!{})", a.text),
                ty: Ty::Int,
                value: (a.value == 0) as i128,
            },
            _ => Node {
                text: format!("(+{})", a.text),
                ty: t,
                value: a.value,
            },
        }
    }

    fn cast(&mut self, a: Node) -> Node {
        let mut t = *INTEGERS.choose(self.rng).expect("ten");
        if t.signed() && !t.holds(a.value) {
            t = t.unsigned_of();
        }
        Node {
            text: format!("(({}) {})", t.name(), a.text),
            ty: t,
            value: t.wrap(a.value),
        }
    }

    fn conditional(&mut self, depth: usize) -> Node {
        let c = self.expr(depth - 1);
        let a = self.expr(depth - 1);
        let b = self.expr(depth - 1);
        let t = Ty::usual(a.ty, b.ty);
        let chosen = if c.value != 0 { &a } else { &b };
        Node {
            text: format!("({} ? {} : {})", c.text, a.text, b.text),
            ty: t,
            value: t.wrap(chosen.value),
        }
    }
}

/// Storage of a variable, chosen at random.
struct Storage {
    global: bool,
    stat: bool,
    constant: bool,
    volatile: bool,
}

fn storage(rng: &mut ChaCha8Rng, can_be_const: bool) -> Storage {
    Storage {
        global: rng.gen_bool(0.5),
        stat: rng.gen_bool(0.3),
        constant: can_be_const && rng.gen_bool(0.3),
        volatile: rng.gen_bool(0.25),
    }
}

fn qualifiers(s: &Storage) -> String {
    let mut q = String::new();
    if s.stat {
        q.push_str("static ");
    }
    if s.constant {
        q.push_str("const ");
    }
    if s.volatile {
        q.push_str("volatile ");
    }
    q
}

/// One program: C source whose every check passes when compiled correctly.
pub fn generate(rng: &mut ChaCha8Rng, opts: &ArithOptions) -> String {
    let mut g = Gen {
        rng,
        opts,
        vars: Vec::new(),
        ops_left: 0,
    };
    let mut globals = String::new();
    let mut locals = String::new();
    for i in 0..opts.vars.max(1) {
        let ty = *g.types().choose(g.rng).expect("types");
        let value = g.value(ty);
        let s = storage(g.rng, true);
        let line = format!(
            "{}{} x{i} = {};\n",
            qualifiers(&s),
            ty.name(),
            ty.constant(value)
        );
        if s.global {
            globals.push_str(&line);
        } else {
            locals.push_str("    ");
            locals.push_str(&line);
        }
        g.vars.push(Var {
            name: format!("x{i}"),
            ty,
            value,
        });
    }
    let mut body = String::new();
    let mut checks = String::new();
    for i in 0..opts.exprs.max(1) {
        g.ops_left = opts.size.max(1);
        let e = g.expr(opts.depth.max(1));
        let name = format!("t{i}");
        // A global t-variable is assigned in main (no constant initializer needed).
        let s = storage(g.rng, false);
        if s.global {
            let _ = writeln!(globals, "{}{} {name};", qualifiers(&s), e.ty.name());
            let _ = writeln!(body, "    {name} = {};", e.text);
        } else if s.stat {
            // A static local needs a constant initializer: assign it instead.
            let _ = writeln!(body, "    {}{} {name};", qualifiers(&s), e.ty.name());
            let _ = writeln!(body, "    {name} = {};", e.text);
        } else {
            let s = Storage {
                constant: g.rng.gen_bool(0.3),
                ..s
            };
            let _ = writeln!(
                body,
                "    {}{} {name} = {};",
                qualifiers(&s),
                e.ty.name(),
                e.text
            );
        }
        let _ = writeln!(
            checks,
            "    if ({name} != {}) {{ printf(\"NG {name}\\n\"); ng = 1; }}",
            e.ty.constant(e.value)
        );
        g.vars.push(Var {
            name,
            ty: e.ty,
            value: e.value,
        });
    }
    format!(
        "int printf(const char *, ...);\n\n{globals}\nint main(void) {{\n    int ng = 0;\n{locals}{body}{checks}    if (!ng) printf(\"OK\\n\");\n    return ng;\n}}\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn node(v: i128, ty: Ty) -> Node {
        Node {
            text: ty.constant(v),
            ty,
            value: v,
        }
    }

    #[test]
    fn overflow_flips_the_operation() {
        let max = node(i32::MAX as i128, Ty::Int);
        let one = node(1, Ty::Int);
        let n = combine("+", max.clone(), one.clone());
        assert!(n.text.contains(" - "), "{}", n.text);
        assert_eq!(n.value, i32::MAX as i128 - 1);
        let n = combine("*", max.clone(), node(2, Ty::Int));
        assert!(n.text.contains(" / "), "{}", n.text);
        let n = combine("/", one.clone(), node(0, Ty::Int));
        assert!(n.text.contains(" * ") && n.value == 0, "{}", n.text);
        let min = node(i32::MIN as i128, Ty::Int);
        let n = combine("/", min, node(-1, Ty::Int));
        assert!(
            n.text.contains(" - ") && n.value == i32::MIN as i128 + 1,
            "{}",
            n.text
        );
    }

    #[test]
    fn shifts_get_a_mask_or_flip() {
        let n = combine("<<", node(1, Ty::Int), node(40, Ty::Int));
        assert_eq!(n.text, "(1 << (40 & 31))");
        assert_eq!(n.value, 1 << 8);
        let n = combine("<<", node(-1, Ty::Int), node(3, Ty::Int));
        assert_eq!(n.text, "((-1) >> 3)");
        assert_eq!(n.value, -1);
        let n = combine("<<", node(1, Ty::UInt), node(31, Ty::Int));
        assert_eq!(n.value, 1 << 31);
    }

    #[test]
    fn unsigned_arithmetic_wraps_with_the_usual_conversions() {
        // -1 < 1u is false: -1 converts to UINT_MAX.
        let n = combine("<", node(-1, Ty::Int), node(1, Ty::UInt));
        assert_eq!(n.value, 0);
        // long vs unsigned int: long.
        let n = combine("<", node(-1, Ty::Long), node(1, Ty::UInt));
        assert_eq!(n.value, 1);
        let n = combine("*", node(u64::MAX as i128, Ty::ULong), node(2, Ty::Int));
        assert_eq!(n.value, u64::MAX as i128 - 1);
        assert_eq!(n.ty, Ty::ULong);
    }

    #[test]
    fn same_seed_same_program() {
        let o = ArithOptions::default();
        let a = generate(&mut ChaCha8Rng::seed_from_u64(7), &o);
        let b = generate(&mut ChaCha8Rng::seed_from_u64(7), &o);
        let c = generate(&mut ChaCha8Rng::seed_from_u64(8), &o);
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert!(a.contains("printf(\"NG t0\\n\")"));
    }
}
