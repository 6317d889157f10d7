//! The calling-convention test generator, after Lindig's Quest (AADEBUG 2005) and
//! Bailey and Davidson (PLDI 1996).
//!
//! A program declares a few functions with random signatures (every scalar type,
//! pointers, structs and unions with arrays, nested aggregates and bit-fields inside,
//! variadic extra arguments read with `va_arg`, aggregate return types). For each, a
//! caller fills the arguments with known values and calls it; the callee checks every
//! field it received and fills its return value, which the caller checks. A mismatch
//! prints `NG f1 a2.m0[1] expected 2b3c got 3c4d` (function, argument, field, the bytes
//! expected and received); the program prints `OK` when there is none.
//!
//! The bytes of every argument and return value are drawn so that every two-byte window
//! over the whole program's sequence is unique, and none is 00 or ff: from the bytes
//! received, [`crate::diagnose`] can tell a value shifted by n bytes, truncated, or
//! another argument's. Run with any argument (`./a.out --layout`) the program prints
//! that sequence field by field (`ARG f1 a2.m0[1] 2b3c`) instead of testing.
//!
//! With `split`, caller (`caller.c`, with `main`) and callees (`callee.c`) are two
//! translation units, to be compiled by two compilers.

use creduce_passes::ctype::Ty;
use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt::Write;

/// Families of types a test may use (Quest's distribution control).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TypeFamily {
    /// Integers of every width, signed and unsigned.
    Ints,
    /// `float` and `double`.
    Floats,
    /// `long double`.
    LongDouble,
    /// Pointers.
    Pointers,
    /// Structs.
    Structs,
    /// Unions.
    Unions,
    /// Arrays inside aggregates.
    Arrays,
    /// Bit-fields inside structs.
    Bitfields,
    /// Variadic extra arguments.
    Variadic,
    /// Aggregate return types.
    AggregateReturn,
}

/// Every family.
pub const ALL_TYPE_FAMILIES: [TypeFamily; 10] = [
    TypeFamily::Ints,
    TypeFamily::Floats,
    TypeFamily::LongDouble,
    TypeFamily::Pointers,
    TypeFamily::Structs,
    TypeFamily::Unions,
    TypeFamily::Arrays,
    TypeFamily::Bitfields,
    TypeFamily::Variadic,
    TypeFamily::AggregateReturn,
];

/// What the generated programs look like.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct CallconvOptions {
    /// Functions called.
    pub funcs: usize,
    /// Arguments per function, at most.
    pub args: usize,
    /// Nesting depth of aggregates, at most.
    pub depth: usize,
    /// Type families that may appear.
    pub types: Vec<TypeFamily>,
    /// Caller and callees in two files.
    pub split: bool,
}

impl Default for CallconvOptions {
    fn default() -> CallconvOptions {
        CallconvOptions {
            funcs: 3,
            args: 6,
            depth: 2,
            types: ALL_TYPE_FAMILIES.to_vec(),
            split: false,
        }
    }
}

/// A scalar type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Scalar {
    Num(Ty),
    LongDouble,
    Ptr,
}

impl Scalar {
    pub(super) fn name(self) -> &'static str {
        match self {
            Scalar::Num(t) => t.name(),
            Scalar::LongDouble => "long double",
            Scalar::Ptr => "int *",
        }
    }
    /// Bytes of its value (long double: the 10 bytes of the x87 format).
    fn value_bytes(self) -> usize {
        match self {
            Scalar::Num(t) => t.bits() as usize / 8,
            Scalar::LongDouble => 10,
            Scalar::Ptr => 8,
        }
    }
}

/// A parameter, return or field type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    Scalar(Scalar),
    Agg(usize),
}

#[derive(Clone, Debug)]
pub(super) enum FieldKind {
    Plain(Kind),
    Array(Kind, usize),
    Bits { signed: bool, width: u32 },
}

#[derive(Clone, Debug)]
pub(super) struct Agg {
    pub(super) union: bool,
    pub(super) fields: Vec<(String, FieldKind)>,
}

/// One leaf of a value: a path and what it holds.
#[derive(Clone, Copy, Debug)]
enum Leaf {
    Scalar(Scalar),
    Bits { signed: bool, width: u32 },
}

#[derive(Clone, Debug)]
pub(super) struct Func {
    /// Its number: it is `f{name}` (kept when a shrink removes others).
    pub(super) name: usize,
    pub(super) ret: Option<Kind>,
    /// Each parameter's number (it is `a{number}`) and kind.
    pub(super) params: Vec<(usize, Kind)>,
    /// Of `params`, how many are fixed (the rest are variadic extras).
    pub(super) fixed: usize,
}

/// A program's shape: its aggregates and functions, without the values. The program
/// is the shape written out ([`Shape::emit`]) with values drawn as it goes; the
/// generator's own shrinking ([`super::shrink`]) works on shapes.
#[derive(Clone, Debug)]
pub struct Shape {
    pub(super) aggs: Vec<Agg>,
    pub(super) funcs: Vec<Func>,
}

/// Bytes where every two-byte window is new.
struct Bytes {
    used: Vec<bool>,
    prev: Option<u8>,
    all: Vec<u8>,
}

impl Bytes {
    fn new() -> Bytes {
        Bytes {
            used: vec![false; 65536],
            prev: None,
            all: Vec::new(),
        }
    }

    fn next(&mut self, rng: &mut ChaCha8Rng, ok: impl Fn(u8) -> bool) -> u8 {
        let fresh = |used: &[bool], prev: Option<u8>, b: u8| {
            b != 0
                && b != 0xff
                && ok(b)
                && prev.is_none_or(|p| !used[(p as usize) << 8 | b as usize])
        };
        let start: u8 = rng.gen();
        let pick = (0..256)
            .map(|i| start.wrapping_add(i as u8))
            .find(|&b| fresh(&self.used, self.prev, b))
            // Every window with this predecessor is taken: reuse one.
            .or_else(|| (1..255u8).find(|&b| ok(b)))
            .expect("some byte satisfies the constraint");
        if let Some(p) = self.prev {
            self.used[(p as usize) << 8 | pick as usize] = true;
        }
        self.prev = Some(pick);
        self.all.push(pick);
        pick
    }

    /// The value bytes of one scalar, constrained so floating values are normal.
    fn scalar(&mut self, rng: &mut ChaCha8Rng, s: Scalar) -> Vec<u8> {
        let exp = |b: u8| matches!(b, 0x3f | 0x40 | 0xbf | 0xc0);
        let n = s.value_bytes();
        (0..n)
            .map(|i| match (s, i) {
                (Scalar::Num(Ty::Float), 3) | (Scalar::Num(Ty::Double), 7) => self.next(rng, exp),
                (Scalar::LongDouble, 7) => self.next(rng, |b| b >= 0x80),
                (Scalar::LongDouble, 9) => self.next(rng, exp),
                _ => self.next(rng, |_| true),
            })
            .collect()
    }
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|b| format!("{b:02x}")).collect()
}

fn c_bytes(b: &[u8]) -> String {
    b.iter().map(|b| format!("\\x{b:02x}")).collect()
}

/// Draws a shape.
struct Gen<'a> {
    rng: &'a mut ChaCha8Rng,
    opts: &'a CallconvOptions,
    aggs: Vec<Agg>,
}

/// Writes a shape out, drawing the values.
struct Emit<'a> {
    rng: &'a mut ChaCha8Rng,
    aggs: &'a [Agg],
    globals: usize,
    bytes: Bytes,
    pin: Option<&'a Pin>,
}

/// A value kept while the rest of a program is drawn again: the check named `what`
/// (`f1 a2.m0`) expects `value` (the bytes in hex, or a bit-field's number), as an
/// `NG` line printed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pin {
    /// The check.
    pub what: String,
    /// What it expects, as printed.
    pub value: String,
    /// The type the check had (the value is kept only while it has it).
    pub leaf: Option<String>,
}

impl Pin {
    /// The check and value of an `NG` line (`NG f1 a2.m0 expected 2b3c`).
    pub fn of(ng_line: &str) -> Option<Pin> {
        let rest = ng_line.trim().strip_prefix("NG ")?;
        let (what, value) = rest.split_once(" expected ")?;
        let value = value.split_whitespace().next()?;
        Some(Pin {
            what: what.to_string(),
            value: value.to_string(),
            leaf: None,
        })
    }

    /// The pin, kept only while its check has the type it has in `shape`.
    pub fn typed(self, shape: &Shape) -> Pin {
        let leaf = shape.leaf_type(&self.what);
        Pin { leaf, ..self }
    }

    /// Whether the pin applies to the check `what` of type `leaf`.
    fn holds(&self, what: &str, leaf: &Leaf) -> bool {
        what == self.what && self.leaf.as_ref().is_none_or(|l| *l == leaf.spelled())
    }

    /// The pinned bytes of the check `what`, when they are `n` bytes.
    fn bytes(&self, what: &str, leaf: &Leaf, n: usize) -> Option<Vec<u8>> {
        if !self.holds(what, leaf) || self.value.len() != 2 * n {
            return None;
        }
        (0..n)
            .map(|i| u8::from_str_radix(&self.value[2 * i..2 * i + 2], 16).ok())
            .collect()
    }

    /// The pinned value of the bit-field check `what`, when it fits.
    fn number(&self, what: &str, leaf: &Leaf, range: std::ops::Range<i128>) -> Option<i128> {
        self.holds(what, leaf)
            .then(|| self.value.parse().ok())
            .flatten()
            .filter(|v| range.contains(v))
    }
}

impl Gen<'_> {
    fn has(&self, f: TypeFamily) -> bool {
        self.opts.types.contains(&f)
    }

    fn scalar(&mut self, variadic: bool) -> Scalar {
        let mut pool: Vec<Scalar> = Vec::new();
        if self.has(TypeFamily::Ints) || self.opts.types.is_empty() {
            let ints: &[Ty] = if variadic {
                // Only types that default argument promotions leave alone: `int` on.
                &creduce_passes::ctype::INTEGERS[4..]
            } else {
                &creduce_passes::ctype::INTEGERS
            };
            pool.extend(ints.iter().map(|&t| Scalar::Num(t)));
        }
        if self.has(TypeFamily::Floats) {
            if !variadic {
                pool.push(Scalar::Num(Ty::Float));
            }
            pool.push(Scalar::Num(Ty::Double));
        }
        if self.has(TypeFamily::LongDouble) {
            pool.push(Scalar::LongDouble);
        }
        if self.has(TypeFamily::Pointers) {
            pool.push(Scalar::Ptr);
        }
        if pool.is_empty() {
            pool.push(Scalar::Num(Ty::Int));
        }
        *pool.choose(self.rng).expect("not empty")
    }

    fn kind(&mut self, depth: usize, variadic: bool) -> Kind {
        let aggs = self.has(TypeFamily::Structs) || self.has(TypeFamily::Unions);
        if depth > 0 && aggs && self.rng.gen_bool(0.4) {
            return Kind::Agg(self.agg(depth - 1));
        }
        Kind::Scalar(self.scalar(variadic))
    }

    /// Declare a new aggregate (its members declared first) and return its index.
    fn agg(&mut self, depth: usize) -> usize {
        let union = match (self.has(TypeFamily::Structs), self.has(TypeFamily::Unions)) {
            (true, true) => self.rng.gen_bool(0.25),
            (s, _) => !s,
        };
        let n = self.rng.gen_range(1..=4);
        let mut fields = Vec::new();
        for i in 0..n {
            let name = format!("m{i}");
            let roll = self.rng.gen_range(0..6);
            let fk = if roll == 0 && !union && self.has(TypeFamily::Bitfields) {
                let signed = self.rng.gen_bool(0.5);
                FieldKind::Bits {
                    signed,
                    width: self.rng.gen_range(1..=31),
                }
            } else if roll == 1 && self.has(TypeFamily::Arrays) {
                let k = self.kind(depth, false);
                FieldKind::Array(k, self.rng.gen_range(1..=3))
            } else {
                FieldKind::Plain(self.kind(depth, false))
            };
            fields.push((name, fk));
        }
        self.aggs.push(Agg { union, fields });
        self.aggs.len() - 1
    }

    fn func(&mut self, name: usize) -> Func {
        let variadic = self.has(TypeFamily::Variadic) && self.rng.gen_bool(0.3);
        let n = self.rng.gen_range(1..=self.opts.args.max(1));
        let fixed = if variadic {
            self.rng.gen_range(1..=n)
        } else {
            n
        };
        let depth = self.opts.depth;
        // The extras, and the last fixed parameter (`va_start`'s), must be types the
        // default argument promotions leave alone.
        let params = (0..n)
            .map(|i| (i, self.kind(depth, variadic && i + 1 >= fixed)))
            .collect();
        let ret = match self.rng.gen_range(0..3) {
            0 => None,
            1 if self.has(TypeFamily::AggregateReturn) => {
                let aggs = self.has(TypeFamily::Structs) || self.has(TypeFamily::Unions);
                if aggs {
                    Some(Kind::Agg(self.agg(depth.max(1) - 1)))
                } else {
                    Some(Kind::Scalar(self.scalar(false)))
                }
            }
            _ => Some(Kind::Scalar(self.scalar(false))),
        };
        Func {
            name,
            ret,
            params,
            fixed,
        }
    }
}

/// The leaves of a value of kind `k` at `path` (a union: its first member only).
fn leaves(aggs: &[Agg], k: Kind, path: &str, out: &mut Vec<(String, Leaf)>) {
    match k {
        Kind::Scalar(s) => out.push((path.to_string(), Leaf::Scalar(s))),
        Kind::Agg(i) => {
            let a = &aggs[i];
            let n = if a.union { 1 } else { a.fields.len() };
            for (name, fk) in &a.fields[..n] {
                let p = format!("{path}.{name}");
                match fk {
                    FieldKind::Plain(k) => leaves(aggs, *k, &p, out),
                    FieldKind::Array(k, len) => {
                        for j in 0..*len {
                            leaves(aggs, *k, &format!("{p}[{j}]"), out);
                        }
                    }
                    FieldKind::Bits { signed, width } => out.push((
                        p,
                        Leaf::Bits {
                            signed: *signed,
                            width: *width,
                        },
                    )),
                }
            }
        }
    }
}

impl Leaf {
    /// Its type in words (what a pinned value must keep).
    fn spelled(&self) -> String {
        match self {
            Leaf::Scalar(s) => s.name().to_string(),
            Leaf::Bits { signed, width } => format!("{signed} : {width}"),
        }
    }
}

impl Emit<'_> {
    fn type_name(&self, k: Kind) -> String {
        match k {
            Kind::Scalar(s) => s.name().to_string(),
            Kind::Agg(i) => format!(
                "{} S{i}",
                if self.aggs[i].union {
                    "union"
                } else {
                    "struct"
                }
            ),
        }
    }

    /// The leaves of a value of kind `k` at `path` (a union: its first member only).
    fn leaves(&self, k: Kind, path: &str, out: &mut Vec<(String, Leaf)>) {
        leaves(self.aggs, k, path, out);
    }

    /// Statements setting `path` (of kind `k`) to fresh values, and the statements
    /// checking them; `label` prefixes the names in messages; `layout` gets its bytes.
    fn fill(&mut self, k: Kind, path: &str, label: &str, code: &mut Code) {
        if matches!(k, Kind::Agg(_) | Kind::Scalar(Scalar::LongDouble)) {
            let _ = writeln!(code.set, "    memset(&{path}, 0, sizeof {path});");
        }
        let mut leaves = Vec::new();
        self.leaves(k, path, &mut leaves);
        for (p, leaf) in leaves {
            let what = format!("{label}{}", &p[path.len()..]);
            let what = if what.is_empty() {
                label.to_string()
            } else {
                what
            };
            match leaf {
                Leaf::Scalar(Scalar::Ptr) => {
                    let g = self.globals;
                    self.globals += 1;
                    let _ = writeln!(code.set, "    {p} = &g{g};");
                    let _ = writeln!(
                        code.check,
                        "    if ({p} != &g{g}) {{ printf(\"NG {what} pointer\\n\"); ng_count++; }}"
                    );
                }
                Leaf::Scalar(s) => {
                    let b = self.bytes.scalar(self.rng, s);
                    let b = self
                        .pin
                        .and_then(|p| p.bytes(&what, &leaf, b.len()))
                        .unwrap_or(b);
                    match s {
                        Scalar::Num(t) if !t.is_float() => {
                            let le = b.iter().rev().fold(0i128, |v, &x| v << 8 | x as i128);
                            let _ = writeln!(code.set, "    {p} = {};", t.constant(t.wrap(le)));
                        }
                        _ => {
                            let _ = writeln!(
                                code.set,
                                "    memcpy(&{p}, \"{}\", {});",
                                c_bytes(&b),
                                b.len()
                            );
                        }
                    }
                    let _ = writeln!(
                        code.check,
                        "    ck(\"{what}\", &{p}, \"{}\", {});",
                        c_bytes(&b),
                        b.len()
                    );
                    let _ = writeln!(code.layout, "    printf(\"ARG {what} {}\\n\");", hex(&b));
                }
                Leaf::Bits { signed, width } => {
                    let range = if signed {
                        -(1i128 << (width - 1))..(1i128 << (width - 1))
                    } else {
                        0..(1i128 << width)
                    };
                    let v: i128 = self.rng.gen_range(range.clone());
                    let v = self
                        .pin
                        .and_then(|p| p.number(&what, &leaf, range))
                        .unwrap_or(v);
                    let c = if v < 0 {
                        format!("({v})")
                    } else {
                        v.to_string()
                    };
                    let _ = writeln!(code.set, "    {p} = {c};");
                    let _ = writeln!(
                        code.check,
                        "    if ({p} != {c}) {{ printf(\"NG {what} expected {v} got %lld\\n\", (long long) {p}); ng_count++; }}"
                    );
                }
            }
        }
    }
}

#[derive(Default)]
struct Code {
    set: String,
    check: String,
    layout: String,
}

/// The files of one program: `[("test.c", ...)]`, or `[("caller.c", ...), ("callee.c",
/// ...)]` with `split`.
pub fn generate(rng: &mut ChaCha8Rng, opts: &CallconvOptions) -> Vec<(String, String)> {
    let shape = Shape::generate(rng, opts);
    shape.emit(rng, opts.split)
}

impl Shape {
    /// Draw a shape (the first draws of a program's random stream; its values follow).
    pub fn generate(rng: &mut ChaCha8Rng, opts: &CallconvOptions) -> Shape {
        let mut g = Gen {
            rng,
            opts,
            aggs: Vec::new(),
        };
        let funcs: Vec<Func> = (0..opts.funcs.max(1)).map(|i| g.func(i)).collect();
        Shape {
            aggs: g.aggs,
            funcs,
        }
    }

    /// The type of the check `what` (`f1 a2.m0[1]`), in words.
    fn leaf_type(&self, what: &str) -> Option<String> {
        for f in &self.funcs {
            let named = f
                .params
                .iter()
                .map(|&(i, k)| (format!("f{} a{i}", f.name), k))
                .chain(f.ret.map(|k| (format!("f{} return", f.name), k)));
            for (label, k) in named {
                let mut out = Vec::new();
                leaves(&self.aggs, k, &label, &mut out);
                if let Some((_, leaf)) = out.iter().find(|(p, _)| p == what) {
                    return Some(leaf.spelled());
                }
            }
        }
        None
    }

    /// The aggregates the functions use, in order of their number.
    pub(super) fn used_aggs(&self) -> Vec<usize> {
        fn visit(aggs: &[Agg], k: Kind, seen: &mut [bool]) {
            if let Kind::Agg(i) = k {
                if !std::mem::replace(&mut seen[i], true) {
                    for (_, fk) in &aggs[i].fields {
                        if let FieldKind::Plain(k) | FieldKind::Array(k, _) = fk {
                            visit(aggs, *k, seen);
                        }
                    }
                }
            }
        }
        let mut seen = vec![false; self.aggs.len()];
        for f in &self.funcs {
            for k in f.params.iter().map(|p| p.1).chain(f.ret) {
                visit(&self.aggs, k, &mut seen);
            }
        }
        (0..self.aggs.len()).filter(|&i| seen[i]).collect()
    }

    /// The program's files, its values drawn from `rng`.
    pub fn emit(&self, rng: &mut ChaCha8Rng, split: bool) -> Vec<(String, String)> {
        self.emit_pinned(rng, split, None)
    }

    /// [`Shape::emit`], the check `pin` names expecting the value it gives.
    pub fn emit_pinned(
        &self,
        rng: &mut ChaCha8Rng,
        split: bool,
        pin: Option<&Pin>,
    ) -> Vec<(String, String)> {
        let mut g = Emit {
            rng,
            aggs: &self.aggs,
            globals: 0,
            bytes: Bytes::new(),
            pin,
        };
        let funcs = &self.funcs;
        let variadic = funcs.iter().any(|f| f.fixed < f.params.len());

        let mut callers = String::new();
        let mut callees = String::new();
        let mut protos = String::new();
        let mut layout = String::new();
        for f in funcs {
            let fi = f.name;
            let ret = f.ret.map_or("void".to_string(), |k| g.type_name(k));
            let mut params: Vec<String> = f.params[..f.fixed]
                .iter()
                .map(|&(i, k)| format!("{} a{i}", g.type_name(k)))
                .collect();
            if f.fixed < f.params.len() {
                params.push("...".into());
            }
            if params.is_empty() {
                // (A shrunk test's; the generator draws one parameter at least.)
                params.push("void".into());
            }
            let sig = format!("{ret} f{fi}({})", params.join(", "));
            let _ = writeln!(protos, "{sig};");

            // The caller: set every argument, call, check the returned value.
            let mut caller = Code::default();
            let mut decls = String::new();
            for &(i, k) in &f.params {
                let _ = writeln!(decls, "    {} a{i};", g.type_name(k));
            }
            let mut args_code = Code::default();
            for &(i, k) in &f.params {
                g.fill(k, &format!("a{i}"), &format!("f{fi} a{i}"), &mut args_code);
            }
            let mut ret_code = Code::default();
            if let Some(k) = f.ret {
                let _ = writeln!(decls, "    {} r;", g.type_name(k));
                g.fill(k, "r", &format!("f{fi} return"), &mut ret_code);
            }
            let call_args: Vec<String> = f.params.iter().map(|p| format!("a{}", p.0)).collect();
            caller.set = args_code.set.clone();
            let call = format!("f{fi}({})", call_args.join(", "));
            let _ = write!(
                callers,
                "static void call_f{fi}(void) {{\n{decls}{}",
                caller.set
            );
            if f.ret.is_some() {
                let _ = writeln!(callers, "    r = {call};");
            } else {
                let _ = writeln!(callers, "    {call};");
            }
            let _ = writeln!(callers, "{}}}\n", ret_code.check);
            layout.push_str(&args_code.layout);
            layout.push_str(&ret_code.layout);

            // The callee: read the variadic extras, check every argument, return a value.
            let _ = writeln!(callees, "{sig} {{");
            if f.fixed < f.params.len() {
                let _ = writeln!(callees, "    va_list ap;");
                for &(i, k) in &f.params[f.fixed..] {
                    let _ = writeln!(callees, "    {} a{i};", g.type_name(k));
                }
            }
            if let Some(k) = f.ret {
                let _ = writeln!(callees, "    {} r;", g.type_name(k));
            }
            if f.fixed < f.params.len() {
                let _ = writeln!(callees, "    va_start(ap, a{});", f.params[f.fixed - 1].0);
                for &(i, k) in &f.params[f.fixed..] {
                    let _ = writeln!(callees, "    a{i} = va_arg(ap, {});", g.type_name(k));
                }
                let _ = writeln!(callees, "    va_end(ap);");
            }
            callees.push_str(&args_code.check);
            if f.ret.is_some() {
                callees.push_str(&ret_code.set);
                let _ = writeln!(callees, "    return r;");
            }
            let _ = writeln!(callees, "}}\n");
        }

        let mut types = String::new();
        for i in self.used_aggs() {
            let a = &self.aggs[i];
            let _ = writeln!(
                types,
                "{} S{i} {{",
                if a.union { "union" } else { "struct" }
            );
            for (name, fk) in &a.fields {
                let _ = match fk {
                    FieldKind::Plain(k) => writeln!(types, "    {} {name};", g.type_name(*k)),
                    FieldKind::Array(k, n) => {
                        writeln!(types, "    {} {name}[{n}];", g.type_name(*k))
                    }
                    FieldKind::Bits { signed, width } => writeln!(
                        types,
                        "    {} {name} : {width};",
                        if *signed {
                            "signed int"
                        } else {
                            "unsigned int"
                        }
                    ),
                };
            }
            let _ = writeln!(types, "}};");
        }
        let mut prelude = String::new();
        if variadic {
            prelude.push_str("#include <stdarg.h>\n");
        }
        prelude.push_str(
            "int printf(const char *, ...);\nvoid *memcpy(void *, const void *, unsigned long);\nvoid *memset(void *, int, unsigned long);\n\n",
        );
        prelude.push_str(&types);
        prelude.push_str(CK);
        let globals: String = (0..g.globals).map(|i| format!("int g{i};\n")).collect();
        let externs: String = (0..g.globals)
            .map(|i| format!("extern int g{i};\n"))
            .collect();
        let main = format!(
            "static void layout(void) {{\n{layout}}}\n\nint main(int argc, char **argv) {{\n    (void) argv;\n    if (argc > 1) {{ layout(); return 0; }}\n{}    if (ng_count == 0) printf(\"OK\\n\");\n    return ng_count != 0;\n}}\n",
            funcs
                .iter()
                .map(|f| format!("    call_f{}();\n", f.name))
                .collect::<String>()
        );
        if split {
            let caller = format!("{prelude}\nint ng_count;\n{globals}\n{protos}\n{callers}{main}");
            let callee = format!("{prelude}\nextern int ng_count;\n{externs}\n{callees}");
            vec![("caller.c".into(), caller), ("callee.c".into(), callee)]
        } else {
            let text =
                format!("{prelude}\nint ng_count;\n{globals}\n{protos}\n{callees}{callers}{main}");
            vec![("test.c".into(), text)]
        }
    }
}

/// The byte-comparing check, in every file.
const CK: &str = r#"
static void ck(const char *what, const void *got, const char *exp, int n) {
    extern int ng_count;
    const unsigned char *g = (const unsigned char *) got;
    int i;
    for (i = 0; i < n; i++)
        if (g[i] != (unsigned char) exp[i]) break;
    if (i == n) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    printf(" got ");
    for (i = 0; i < n; i++) printf("%02x", g[i]);
    printf("\n");
    ng_count++;
}
"#;

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn every_two_byte_window_is_unique() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut b = Bytes::new();
        for _ in 0..3000 {
            b.next(&mut rng, |_| true);
        }
        let mut seen = std::collections::HashSet::new();
        for w in b.all.windows(2) {
            assert!(seen.insert((w[0], w[1])), "window {w:?} twice");
            assert!(w[0] != 0 && w[0] != 0xff);
        }
    }

    #[test]
    fn a_pin_keeps_its_value_only_while_its_check_keeps_its_type() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let shape = Shape::generate(&mut rng, &CallconvOptions::default());
        let text = shape.emit(&mut rng.clone(), false).remove(0).1;
        // The first byte-compared check: `ck("f0 a1", &a1, "\x..", 4);`.
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with("ck(\""))
            .unwrap();
        let what = line.split('"').nth(1).unwrap().to_string();
        let n: usize = line
            .rsplit(", ")
            .next()
            .unwrap()
            .trim_end_matches(");")
            .parse()
            .unwrap();
        let pin = Pin {
            what: what.clone(),
            value: "a1".repeat(n),
            leaf: None,
        }
        .typed(&shape);
        assert!(pin.leaf.is_some(), "{what}");
        let wanted = format!("\"{}\", {n});", "\\xa1".repeat(n));
        let pinned = shape
            .emit_pinned(&mut rng.clone(), false, Some(&pin))
            .remove(0)
            .1;
        assert!(
            pinned.contains(&format!("ck(\"{what}\"")) && pinned.contains(&wanted),
            "{wanted}"
        );
        let elsewhere = Pin {
            leaf: Some("another type".into()),
            ..pin
        };
        let unpinned = shape
            .emit_pinned(&mut rng.clone(), false, Some(&elsewhere))
            .remove(0)
            .1;
        assert_eq!(unpinned, text);
    }

    #[test]
    fn split_gives_caller_and_callee() {
        let o = CallconvOptions {
            split: true,
            ..CallconvOptions::default()
        };
        let files = generate(&mut ChaCha8Rng::seed_from_u64(3), &o);
        assert_eq!(files.len(), 2);
        assert!(files[0].1.contains("int main("));
        assert!(!files[1].1.contains("int main("));
        assert!(files[1].1.contains("extern int ng_count;"));
    }
}
