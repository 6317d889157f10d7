//! The arithmetic test generator, after Nagai, Hashimoto and Ishiura ("Scaling up Size
//! and Number of Expressions in Random Testing of Arithmetic Optimization of C
//! Compilers", IPSJ 2014).
//!
//! A program declares x-variables (every integer width, signed and unsigned, randomly
//! `const`, `volatile`, `static`, global or local) with known values, then assigns each
//! t-variable once from a long random expression over them. The expression's value is
//! computed here with C's rules ([`creduce_passes::ctype`]: promotions, usual arithmetic
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

use creduce_passes::ctype::{self, Ty, INTEGERS};
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

/// A variable an expression reads: an input (`xN`) or an earlier t-variable (`tN`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VarRef {
    /// `xN`
    X(usize),
    /// `tN`
    T(usize),
}

impl VarRef {
    fn name(self) -> String {
        match self {
            VarRef::X(i) => format!("x{i}"),
            VarRef::T(i) => format!("t{i}"),
        }
    }
}

/// An expression as it is written: operators (after undefined behaviour was removed) and
/// leaves. Its type and value follow from C's rules ([`Expr::eval`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// A variable.
    Var(VarRef),
    /// A constant of a type (no type narrower than `int`).
    Const(Ty, i128),
    /// `-a`, `~a`, `!a`, `+a`.
    Unary(char, Box<Expr>),
    /// `(T) a`.
    Cast(Ty, Box<Expr>),
    /// `a op b`.
    Binary(&'static str, Box<Expr>, Box<Expr>),
    /// `c ? a : b`.
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
}

impl Expr {
    /// The expression in C, every operation in parentheses.
    pub fn text(&self) -> String {
        let mut s = String::new();
        self.write(&mut s);
        s
    }

    fn write(&self, out: &mut String) {
        match self {
            Expr::Var(v) => out.push_str(&v.name()),
            Expr::Const(t, v) => out.push_str(&t.constant(*v)),
            Expr::Unary(op, a) => {
                out.push('(');
                out.push(*op);
                a.write(out);
                out.push(')');
            }
            Expr::Cast(t, a) => {
                let _ = write!(out, "(({}) ", t.name());
                a.write(out);
                out.push(')');
            }
            Expr::Binary(op, l, r) => {
                out.push('(');
                l.write(out);
                let _ = write!(out, " {op} ");
                r.write(out);
                out.push(')');
            }
            Expr::Cond(c, a, b) => {
                out.push('(');
                c.write(out);
                out.push_str(" ? ");
                a.write(out);
                out.push_str(" : ");
                b.write(out);
                out.push(')');
            }
        }
    }

    /// The type and value C gives the expression, the variables' from `var`; `None`
    /// where an operation is undefined (or, in float mode, not an exact integer) or a
    /// variable is unknown.
    pub fn eval(&self, var: &dyn Fn(VarRef) -> Option<(Ty, i128)>) -> Option<(Ty, i128)> {
        match self {
            Expr::Var(v) => var(*v),
            Expr::Const(t, v) => t.holds(*v).then_some((*t, *v)),
            Expr::Unary(op, a) => ctype::unary(*op, a.eval(var)?),
            // The generator never casts to a signed type that cannot hold the value
            // (implementation-defined): neither may a candidate.
            Expr::Cast(t, a) => ctype::cast(*t, a.eval(var)?),
            Expr::Binary(op, l, r) => ctype::binary(op, l.eval(var)?, r.eval(var)?),
            Expr::Cond(c, a, b) => {
                Some(ctype::conditional(c.eval(var)?, a.eval(var)?, b.eval(var)?))
            }
        }
    }
}

/// An expression with its type and value.
#[derive(Clone, Debug)]
struct Node {
    expr: Expr,
    ty: Ty,
    value: i128,
}

impl Node {
    fn tv(&self) -> (Ty, i128) {
        (self.ty, self.value)
    }
}

const BINARY: [&str; 18] = [
    "+", "-", "*", "/", "%", "<<", ">>", "==", "!=", "<", "<=", ">", ">=", "&", "|", "^", "&&",
    "||",
];
const FLOAT_BINARY: [&str; 4] = ["+", "-", "*", "/"];

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

/// The operator as the `'static` string an [`Expr`] holds.
fn op_str(op: &str) -> &'static str {
    BINARY
        .iter()
        .find(|o| **o == op)
        .copied()
        .unwrap_or_else(|| unreachable!("operator {op}"))
}

fn binary(op: &str, l: &Node, r: &Node, (ty, value): (Ty, i128)) -> Node {
    Node {
        expr: Expr::Binary(
            op_str(op),
            Box::new(l.expr.clone()),
            Box::new(r.expr.clone()),
        ),
        ty,
        value,
    }
}

/// Build `l op r`, flipping the operation or inserting one where C leaves it undefined.
fn combine(op: &str, l: Node, r: Node) -> Node {
    if let Some(tv) = ctype::binary(op, l.tv(), r.tv()) {
        return binary(op, &l, &r, tv);
    }
    if op == "<<" || op == ">>" {
        let w = l.ty.promote().bits() as i128;
        let mut r = r;
        if r.value < 0 || r.value >= w {
            let mask = Node {
                expr: Expr::Const(Ty::Int, w - 1),
                ty: Ty::Int,
                value: w - 1,
            };
            let tv = ctype::binary("&", r.tv(), mask.tv()).expect("& is always defined");
            r = binary("&", &r, &mask, tv);
        }
        for op in [op, ">>"] {
            if let Some(tv) = ctype::binary(op, l.tv(), r.tv()) {
                return binary(op, &l, &r, tv);
            }
        }
        unreachable!("a shift by an in-range count is defined");
    }
    for f in flips(op) {
        if let Some(tv) = ctype::binary(f, l.tv(), r.tv()) {
            return binary(f, &l, &r, tv);
        }
    }
    unreachable!("one of + and - is always defined ({op} on {l:?}, {r:?})")
}

struct Gen<'a> {
    rng: &'a mut ChaCha8Rng,
    opts: &'a ArithOptions,
    /// The variables an expression may read, with their types and values.
    vars: Vec<(VarRef, Ty, i128)>,
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
            let (v, ty, value) = *self.vars.choose(self.rng).expect("not empty");
            return Node {
                expr: Expr::Var(v),
                ty,
                value,
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
            expr: Expr::Const(t, value),
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
                return negate(a);
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

    fn unary(&mut self, a: Node) -> Node {
        let t = a.ty.promote();
        match self.rng.gen_range(0..4) {
            0 => negate(a),
            1 => unary_node('~', a, t, |v| t.wrap(!v)),
            2 => unary_node('!', a, Ty::Int, |v| (v == 0) as i128),
            _ => unary_node('+', a, t, |v| v),
        }
    }

    fn cast(&mut self, a: Node) -> Node {
        let mut t = *INTEGERS.choose(self.rng).expect("ten");
        if t.signed() && !t.holds(a.value) {
            t = t.unsigned_of();
        }
        Node {
            value: t.wrap(a.value),
            expr: Expr::Cast(t, Box::new(a.expr)),
            ty: t,
        }
    }

    fn conditional(&mut self, depth: usize) -> Node {
        let c = self.expr(depth - 1);
        let a = self.expr(depth - 1);
        let b = self.expr(depth - 1);
        let t = Ty::usual(a.ty, b.ty);
        let chosen = if c.value != 0 { a.value } else { b.value };
        Node {
            expr: Expr::Cond(Box::new(c.expr), Box::new(a.expr), Box::new(b.expr)),
            ty: t,
            value: t.wrap(chosen),
        }
    }
}

fn unary_node(op: char, a: Node, ty: Ty, f: impl Fn(i128) -> i128) -> Node {
    Node {
        value: f(a.value),
        expr: Expr::Unary(op, Box::new(a.expr)),
        ty,
    }
}

/// `-a`, or `~a` where `-a` is undefined (only an integer's minimum).
fn negate(a: Node) -> Node {
    let t = a.ty.promote();
    let v = -a.value;
    if !t.is_float() && !t.signed() {
        return unary_node('-', a, t, |_| t.wrap(v));
    }
    if t.holds(v) {
        return unary_node('-', a, t, |_| v);
    }
    unary_node('~', a, t, |x| t.wrap(!x))
}

/// Where a variable lives, chosen at random.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Storage {
    /// At file scope (else in `main`).
    pub global: bool,
    /// `static`.
    pub stat: bool,
    /// `const`.
    pub constant: bool,
    /// `volatile`.
    pub volatile: bool,
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

/// An input: `xN` with its type, value and storage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// Its number: `x3`.
    pub n: usize,
    /// Its type.
    pub ty: Ty,
    /// Its value.
    pub value: i128,
    /// Where it lives.
    pub storage: Storage,
}

/// A checked expression: `tN`, assigned once and compared with its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// Its number: `t3`.
    pub n: usize,
    /// The expression.
    pub expr: Expr,
    /// Where `tN` lives (its type is the expression's).
    pub storage: Storage,
}

/// A program's inputs and checks, drawn before anything is written: what shrinking
/// ([`super::shrink`]) makes smaller. The checks' types and values follow from the
/// inputs' by C's rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArithShape {
    /// The inputs, by number.
    pub inputs: Vec<Input>,
    /// The checks, in order.
    pub checks: Vec<Check>,
}

impl ArithShape {
    /// Draw a program's shape.
    pub fn generate(rng: &mut ChaCha8Rng, opts: &ArithOptions) -> ArithShape {
        let mut g = Gen {
            rng,
            opts,
            vars: Vec::new(),
            ops_left: 0,
        };
        let mut inputs = Vec::new();
        for n in 0..opts.vars.max(1) {
            let ty = *g.types().choose(g.rng).expect("types");
            let value = g.value(ty);
            let storage = storage(g.rng, true);
            inputs.push(Input {
                n,
                ty,
                value,
                storage,
            });
            g.vars.push((VarRef::X(n), ty, value));
        }
        let mut checks = Vec::new();
        for n in 0..opts.exprs.max(1) {
            g.ops_left = opts.size.max(1);
            let e = g.expr(opts.depth.max(1));
            let mut s = storage(g.rng, false);
            if !s.global && !s.stat {
                s.constant = g.rng.gen_bool(0.3);
            }
            g.vars.push((VarRef::T(n), e.ty, e.value));
            checks.push(Check {
                n,
                expr: e.expr,
                storage: s,
            });
        }
        ArithShape { inputs, checks }
    }

    /// Every check's type and value, in order; `None` when one is undefined or reads a
    /// variable the shape does not have (or has not yet assigned).
    pub fn values(&self) -> Option<Vec<(Ty, i128)>> {
        let mut out: Vec<(Ty, i128)> = Vec::new();
        for (i, c) in self.checks.iter().enumerate() {
            let var = |v: VarRef| match v {
                VarRef::X(n) => self
                    .inputs
                    .iter()
                    .find(|x| x.n == n)
                    .map(|x| (x.ty, x.value)),
                VarRef::T(n) => self.checks[..i]
                    .iter()
                    .position(|t| t.n == n)
                    .map(|j| out[j]),
            };
            out.push(c.expr.eval(&var)?);
        }
        Some(out)
    }

    /// The program, or `None` when an expression is undefined ([`ArithShape::values`]).
    pub fn emit(&self) -> Option<String> {
        let values = self.values()?;
        let mut globals = String::new();
        let mut locals = String::new();
        for x in &self.inputs {
            let line = format!(
                "{}{} x{} = {};\n",
                qualifiers(&x.storage),
                x.ty.name(),
                x.n,
                x.ty.constant(x.value)
            );
            if x.storage.global {
                globals.push_str(&line);
            } else {
                locals.push_str("    ");
                locals.push_str(&line);
            }
        }
        let mut body = String::new();
        let mut checks = String::new();
        for (c, (ty, value)) in self.checks.iter().zip(values) {
            let name = format!("t{}", c.n);
            let (q, e) = (qualifiers(&c.storage), c.expr.text());
            if c.storage.global {
                // A global t-variable is assigned in main (no constant initializer needed).
                let _ = writeln!(globals, "{q}{} {name};", ty.name());
                let _ = writeln!(body, "    {name} = {e};");
            } else if c.storage.stat {
                // A static local needs a constant initializer: assign it instead.
                let _ = writeln!(body, "    {q}{} {name};", ty.name());
                let _ = writeln!(body, "    {name} = {e};");
            } else {
                let _ = writeln!(body, "    {q}{} {name} = {e};", ty.name());
            }
            let _ = writeln!(
                checks,
                "    if ({name} != {}) {{ printf(\"NG {name}\\n\"); ng = 1; }}",
                ty.constant(value)
            );
        }
        Some(format!(
            "int printf(const char *, ...);\n\n{globals}\nint main(void) {{\n    int ng = 0;\n{locals}{body}{checks}    if (!ng) printf(\"OK\\n\");\n    return ng;\n}}\n"
        ))
    }
}

/// One program: C source whose every check passes when compiled correctly.
pub fn generate(rng: &mut ChaCha8Rng, opts: &ArithOptions) -> String {
    ArithShape::generate(rng, opts)
        .emit()
        .expect("the generator removes undefined behaviour as it builds")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn node(v: i128, ty: Ty) -> Node {
        Node {
            expr: Expr::Const(ty, v),
            ty,
            value: v,
        }
    }

    #[test]
    fn overflow_flips_the_operation() {
        let max = node(i32::MAX as i128, Ty::Int);
        let one = node(1, Ty::Int);
        let n = combine("+", max.clone(), one.clone());
        assert!(n.expr.text().contains(" - "), "{}", n.expr.text());
        assert_eq!(n.value, i32::MAX as i128 - 1);
        let n = combine("*", max.clone(), node(2, Ty::Int));
        assert!(n.expr.text().contains(" / "), "{}", n.expr.text());
        let n = combine("/", one.clone(), node(0, Ty::Int));
        assert!(
            n.expr.text().contains(" * ") && n.value == 0,
            "{}",
            n.expr.text()
        );
        let min = node(i32::MIN as i128, Ty::Int);
        let n = combine("/", min, node(-1, Ty::Int));
        assert!(
            n.expr.text().contains(" - ") && n.value == i32::MIN as i128 + 1,
            "{}",
            n.expr.text()
        );
    }

    #[test]
    fn shifts_get_a_mask_or_flip() {
        let n = combine("<<", node(1, Ty::Int), node(40, Ty::Int));
        assert_eq!(n.expr.text(), "(1 << (40 & 31))");
        assert_eq!(n.value, 1 << 8);
        let n = combine("<<", node(-1, Ty::Int), node(3, Ty::Int));
        assert_eq!(n.expr.text(), "((-1) >> 3)");
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
