//! Shrinking a failing calling-convention test through its generator: not the program's
//! text but its [`Shape`] gets smaller (a function, a parameter, a field, an aggregate
//! replaced by one of its members, a scalar by `int`), and every candidate is written
//! out by the generator, so it is a valid program by construction.
//!
//! Functions and parameters keep their numbers (`f3`, `a2`) and fields their names while
//! others go, and the failing check keeps the value it expects ([`Pin`]) while the
//! others are drawn again, so a candidate can fail exactly as the original did: the same
//! `NG` line, to the same oracle. The shrunk program is where the reduction starts. Its
//! shape, spelled without names or values ([`Shrunk::key`]), says what the failure
//! needs; two failures that shrink to the same key need the same program to fail
//! (triage groups on it before reducing anything).

use super::{Shrunk, MAX_TESTS};
use crate::gen::callconv::{CallconvOptions, FieldKind, Kind, Pin, Scalar, Shape};
use creduce_passes::ctype::Ty;
use rand_chacha::ChaCha8Rng;

/// The check a failure names, from the `NG` line the program printed (cut before the
/// values): `NG f3 a2.m1[0] expected 2b3c` gives `f3 a2.m1[0]`.
pub fn failing_check(ng_line: &str) -> Option<String> {
    let rest = ng_line.trim().strip_prefix("NG ")?;
    let end = [" expected", " pointer"]
        .iter()
        .filter_map(|m| rest.find(m))
        .min()
        .unwrap_or(rest.len());
    let label = rest[..end].trim();
    (label.starts_with('f') && label.contains(' ')).then(|| label.to_string())
}

/// Shrink the callconv test of `seed` under `opts` (its text is `head` and the
/// generator's files). `fails` says whether a candidate fails as the original does, or
/// `Err` to stop; `ng_line` is the `NG` line the original's failure printed, when it
/// printed one. `None` when the generator does not make one file of this seed.
pub fn shrink_callconv<E>(
    opts: &CallconvOptions,
    seed: u64,
    head: &str,
    ng_line: Option<&str>,
    mut fails: impl FnMut(&str) -> Result<bool, E>,
) -> Result<Option<Shrunk>, E> {
    let check = ng_line.and_then(failing_check);
    let check = check.as_deref();
    let pin = ng_line.and_then(Pin::of);
    if opts.split {
        return Ok(None);
    }
    let mut rng = crate::gen::rng(seed);
    let mut shape = Shape::generate(&mut rng, opts);
    let values: ChaCha8Rng = rng;
    let pin = pin.map(|p| p.typed(&shape));
    let text = |s: &Shape| -> String {
        let files = s.emit_pinned(&mut values.clone(), false, pin.as_ref());
        format!("{head}{}", files[0].1)
    };
    let keep = check.and_then(Keep::of);
    let mut tests = 0;
    'shrink: loop {
        for c in smaller(&shape, keep.as_ref()) {
            if tests >= MAX_TESTS {
                break 'shrink;
            }
            tests += 1;
            if fails(&text(&c))? {
                shape = c;
                continue 'shrink;
            }
        }
        break;
    }
    // Where it fails: the check in the shrunk shape's terms, and for the key only the
    // parameter (a field's place means nothing to the classification).
    let at = match (&keep, check) {
        (Some(k), Some(check)) => Some(position(&shape, k, check)),
        _ => None,
    };
    let param = at
        .as_deref()
        .map(|a| a.split(['.', '[']).next().unwrap_or(a));
    Ok(Some(Shrunk {
        text: text(&shape),
        shape: describe(&shape, at.as_deref(), &|k| spell(&shape, k)),
        key: describe(&shape, param, &|k| {
            crate::gen::abi::class_of(&shape.aggs, k)
        }),
        tests,
    }))
}

/// The function and parameter a failing check names: candidates without them cannot
/// fail on it.
struct Keep {
    func: usize,
    /// `None`: the return value.
    param: Option<usize>,
}

impl Keep {
    fn of(check: &str) -> Option<Keep> {
        let (f, rest) = check.split_once(' ')?;
        let func = f.strip_prefix('f')?.parse().ok()?;
        let head = rest.split(['.', '[']).next()?;
        let param = match head {
            "return" => None,
            a => Some(a.strip_prefix('a')?.parse().ok()?),
        };
        Some(Keep { func, param })
    }
}

/// Types the default argument promotions leave alone: what a variadic extra, and the
/// parameter before them, may be.
fn promotes_to_itself(k: Kind) -> bool {
    match k {
        Kind::Agg(_) => true,
        Kind::Scalar(Scalar::Num(t)) => matches!(
            t,
            Ty::Int | Ty::UInt | Ty::Long | Ty::ULong | Ty::LLong | Ty::ULLong | Ty::Double
        ),
        Kind::Scalar(_) => true,
    }
}

/// True when `s` is a valid program for the generator to write: a variadic function
/// keeps a fixed parameter, and its last one and its extras are types the default
/// argument promotions leave alone (a function may lose every parameter: `f(void)`).
fn valid(s: &Shape) -> bool {
    !s.funcs.is_empty()
        && s.funcs.iter().all(|f| {
            f.fixed <= f.params.len()
                && (f.fixed == f.params.len()
                    || (f.fixed > 0
                        && f.params[f.fixed - 1..]
                            .iter()
                            .all(|p| promotes_to_itself(p.1))))
        })
}

/// Where a kind sits: a function's parameter or return, or an aggregate's field.
#[derive(Clone, Copy)]
enum Slot {
    Param(usize, usize),
    Ret(usize),
    Field(usize, usize),
}

fn slots(s: &Shape) -> Vec<(Slot, Kind)> {
    let mut out = Vec::new();
    for (fi, f) in s.funcs.iter().enumerate() {
        for (j, p) in f.params.iter().enumerate() {
            out.push((Slot::Param(fi, j), p.1));
        }
        if let Some(k) = f.ret {
            out.push((Slot::Ret(fi), k));
        }
    }
    for a in s.used_aggs() {
        for (j, (_, fk)) in s.aggs[a].fields.iter().enumerate() {
            if let FieldKind::Plain(k) | FieldKind::Array(k, _) = fk {
                out.push((Slot::Field(a, j), *k));
            }
        }
    }
    out
}

fn with_kind(s: &Shape, slot: Slot, k: Kind) -> Shape {
    let mut c = s.clone();
    match slot {
        Slot::Param(f, j) => c.funcs[f].params[j].1 = k,
        Slot::Ret(f) => c.funcs[f].ret = Some(k),
        Slot::Field(a, j) => match &mut c.aggs[a].fields[j].1 {
            FieldKind::Plain(x) | FieldKind::Array(x, _) => *x = k,
            FieldKind::Bits { .. } => {}
        },
    }
    c
}

/// The shapes one step smaller than `s`, biggest cuts first, each valid; none drops
/// what `keep` names.
fn smaller(s: &Shape, keep: Option<&Keep>) -> Vec<Shape> {
    let mut out = Vec::new();
    let kept_func = |f: usize| keep.is_some_and(|k| k.func == s.funcs[f].name);
    // Whole functions.
    if s.funcs.len() > 1 {
        for f in (0..s.funcs.len()).filter(|&f| !kept_func(f)) {
            let mut c = s.clone();
            c.funcs.remove(f);
            out.push(c);
        }
    }
    // Returns, variadic extras, parameters.
    for (fi, f) in s.funcs.iter().enumerate() {
        let kept = |p: Option<usize>| kept_func(fi) && keep.is_some_and(|k| k.param == p);
        if f.ret.is_some() && !kept(None) {
            let mut c = s.clone();
            c.funcs[fi].ret = None;
            out.push(c);
        }
        if f.fixed < f.params.len() {
            let mut c = s.clone();
            c.funcs[fi].fixed = f.params.len();
            out.push(c);
        }
        for j in 0..f.params.len() {
            if kept(Some(f.params[j].0)) {
                continue;
            }
            let mut c = s.clone();
            c.funcs[fi].params.remove(j);
            if j < f.fixed {
                c.funcs[fi].fixed -= 1;
            }
            out.push(c);
        }
    }
    // An aggregate replaced by one of its members, or by `int`.
    let int = Kind::Scalar(Scalar::Num(Ty::Int));
    for (slot, k) in slots(s) {
        if let Kind::Agg(a) = k {
            for (_, fk) in &s.aggs[a].fields {
                if let FieldKind::Plain(m) | FieldKind::Array(m, _) = fk {
                    out.push(with_kind(s, slot, *m));
                }
            }
            out.push(with_kind(s, slot, int));
        }
    }
    // Fields: removed, an array made one element, a bit-field made an `int`.
    for a in s.used_aggs() {
        let fields = &s.aggs[a].fields;
        for j in 0..fields.len() {
            if fields.len() > 1 {
                let mut c = s.clone();
                c.aggs[a].fields.remove(j);
                out.push(c);
            }
            let simpler = match &fields[j].1 {
                FieldKind::Array(k, _) => Some(FieldKind::Plain(*k)),
                FieldKind::Bits { .. } => Some(FieldKind::Plain(int)),
                FieldKind::Plain(_) => None,
            };
            if let Some(fk) = simpler {
                let mut c = s.clone();
                c.aggs[a].fields[j].1 = fk;
                out.push(c);
            }
        }
    }
    // Scalars made `int`.
    for (slot, k) in slots(s) {
        if matches!(k, Kind::Scalar(_)) && k != int {
            out.push(with_kind(s, slot, int));
        }
    }
    out.retain(valid);
    out
}

/// A kind spelled without names: `struct { double; int : 3; }`.
fn spell(s: &Shape, k: Kind) -> String {
    match k {
        Kind::Scalar(x) => x.name().to_string(),
        Kind::Agg(a) => {
            let agg = &s.aggs[a];
            let fields: String = agg
                .fields
                .iter()
                .map(|(_, fk)| match fk {
                    FieldKind::Plain(k) => format!(" {};", spell(s, *k)),
                    FieldKind::Array(k, n) => format!(" {}[{n}];", spell(s, *k)),
                    FieldKind::Bits { signed, width } => format!(
                        " {} : {width};",
                        if *signed { "signed" } else { "unsigned" }
                    ),
                })
                .collect();
            format!(
                "{} {{{fields} }}",
                if agg.union { "union" } else { "struct" }
            )
        }
    }
}

/// The shape with each kind as `word` says (spelled, or classed), and where it fails
/// (`at`, in the shape's terms).
fn describe(s: &Shape, at: Option<&str>, word: &dyn Fn(Kind) -> String) -> String {
    let funcs: Vec<String> = s
        .funcs
        .iter()
        .map(|f| {
            let mut params: Vec<String> = f.params[..f.fixed].iter().map(|p| word(p.1)).collect();
            if f.fixed < f.params.len() {
                let extras: Vec<String> = f.params[f.fixed..].iter().map(|p| word(p.1)).collect();
                params.push(format!("... {}", extras.join(", ")));
            }
            format!(
                "{} f({})",
                f.ret.map_or("void".to_string(), word),
                params.join(", ")
            )
        })
        .collect();
    let at = at.map(|a| format!("; fails at {a}")).unwrap_or_default();
    format!("{}{at}", funcs.join("; "))
}

/// `check` (`f3 a2.m1[0]`) with the function, the parameter and every field by position
/// in `s`: `f0 a1.m0[0]`.
fn position(s: &Shape, keep: &Keep, check: &str) -> String {
    let Some(fi) = s.funcs.iter().position(|f| f.name == keep.func) else {
        return check.to_string();
    };
    let f = &s.funcs[fi];
    let (mut kind, head) = match keep.param {
        None => (f.ret, "return".to_string()),
        Some(p) => match f.params.iter().position(|x| x.0 == p) {
            Some(j) => (Some(f.params[j].1), format!("a{j}")),
            None => return check.to_string(),
        },
    };
    let path = check.split_once(' ').map_or("", |x| x.1);
    let path = path.find(['.', '[']).map_or("", |i| &path[i..]);
    let mut out = format!("f{fi} {head}");
    // `.m1[0].m2`: fields by name, indices as they are.
    let mut rest = path;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('.') {
            let end = r.find(['.', '[']).unwrap_or(r.len());
            let name = &r[..end];
            let Some(Kind::Agg(a)) = kind else {
                return format!("{out}{rest}");
            };
            let Some(j) = s.aggs[a].fields.iter().position(|x| x.0 == name) else {
                return format!("{out}{rest}");
            };
            out.push_str(&format!(".m{j}"));
            kind = match &s.aggs[a].fields[j].1 {
                FieldKind::Plain(k) | FieldKind::Array(k, _) => Some(*k),
                FieldKind::Bits { .. } => None,
            };
            rest = &r[end..];
        } else {
            let end = rest.find(']').map_or(rest.len(), |i| i + 1);
            out.push_str(&rest[..end]);
            rest = &rest[end..];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts() -> CallconvOptions {
        CallconvOptions::default()
    }

    /// The text of the function `f{n}`'s prototype in a program.
    fn proto(text: &str, n: usize) -> Option<String> {
        text.lines()
            .find(|l| l.contains(&format!(" f{n}(")) && l.ends_with(");"))
            .map(str::to_string)
    }

    #[test]
    fn the_check_is_the_ng_line_without_its_values() {
        assert_eq!(
            failing_check("NG f0 a4.m0[0] expected 2640").as_deref(),
            Some("f0 a4.m0[0]")
        );
        assert_eq!(
            failing_check("NG f1 a5.m0[0].m2 pointer").as_deref(),
            Some("f1 a5.m0[0].m2")
        );
        assert_eq!(
            failing_check("NG f2 return.m1 expected 1").as_deref(),
            Some("f2 return.m1")
        );
        assert_eq!(failing_check("NG t7"), None);
    }

    #[test]
    fn a_shrink_keeps_what_the_failure_needs_and_nothing_else() {
        // A "compiler" that gets wrong any call whose parameters have a struct and
        // then a `double`: the shrunk program keeps exactly that, and the original
        // seed's program comes back unchanged when nothing else is asked.
        let bug = |t: &str| {
            (0..3).any(|n| {
                proto(t, n).is_some_and(|p| {
                    p.find("struct S")
                        .is_some_and(|i| p[i..].contains(", double a"))
                })
            })
        };
        let program = |seed| {
            crate::gen::generate_builtin(&crate::gen::Generator::Callconv(opts()), seed)
                .unwrap()
                .remove(0)
                .1
        };
        let seed = (1..500)
            .find(|&seed| bug(&program(seed)))
            .expect("some seed has a struct and then a double");
        let original = program(seed);
        let head = original.lines().next().unwrap().to_string() + "\n";
        let mut seen = Vec::new();
        let s = shrink_callconv(&opts(), seed, &head, None, |t| {
            seen.push(t.to_string());
            Ok::<bool, ()>(bug(t))
        })
        .unwrap()
        .unwrap();
        assert!(bug(&s.text), "{}", s.text);
        assert!(s.text.len() < original.len() / 2, "{}", s.text);
        assert_eq!(s.tests as usize, seen.len());
        assert!(s.key.starts_with("void f({int}, sse)"), "{}", s.key);
        assert!(
            s.shape.starts_with("void f(struct { int; }, double)"),
            "{}",
            s.shape
        );
        // Every candidate is a whole program: its functions are all called.
        for t in &seen {
            let called = t.matches("    call_f").count();
            let defined = t.matches("static void call_f").count();
            assert_eq!(called, defined, "{t}");
        }
    }

    #[test]
    fn a_named_check_keeps_its_function_and_parameter() {
        let text = crate::gen::generate_builtin(&crate::gen::Generator::Callconv(opts()), 60001)
            .unwrap()
            .remove(0)
            .1;
        let head = text.lines().next().unwrap().to_string() + "\n";
        // Fails while f1's a3 (a struct) is checked at all: everything else goes.
        let s = shrink_callconv(&opts(), 60001, &head, Some("NG f1 a3 pointer"), |t| {
            Ok::<bool, ()>(t.contains("\"f1 a3"))
        })
        .unwrap()
        .unwrap();
        assert!(
            s.text.contains(" f1(") && !s.text.contains(" f0(") && !s.text.contains(" f2("),
            "{}",
            s.text
        );
        assert!(s.shape.ends_with("; fails at f0 a0"), "{}", s.shape);
        assert!(s.shape.starts_with("void f(int)"), "{}", s.shape);
        assert_eq!(s.key, "void f(int); fails at f0 a0");
    }

    #[test]
    fn the_failing_check_keeps_the_value_it_expects() {
        // The options of `fuzz`'s failure callconv-s60001-pcc.
        let o = CallconvOptions {
            types: crate::gen::callconv::ALL_TYPE_FAMILIES
                .into_iter()
                .filter(|t| *t != crate::gen::callconv::TypeFamily::Variadic)
                .collect(),
            ..opts()
        };
        let text = crate::gen::generate_builtin(&crate::gen::Generator::Callconv(o.clone()), 60001)
            .unwrap()
            .remove(0)
            .1;
        let head = text.lines().next().unwrap().to_string() + "\n";
        // The original's check of f0 a4.m0[0] expects 2640 (little-endian bytes).
        assert!(text.contains(r#"ck("f0 a4.m0[0]", &a4.m0[0], "\x26\x40", 2);"#));
        let ng = "NG f0 a4.m0[0] expected 2640";
        let s = shrink_callconv(&o, 60001, &head, Some(ng), |t| {
            Ok::<bool, ()>(t.contains(r#"ck("f0 a4.m0[0]", &a4.m0[0], "\x26\x40", 2);"#))
        })
        .unwrap()
        .unwrap();
        assert!(s.text.len() < text.len() / 2, "{}", s.text);
        assert!(s.shape.ends_with("; fails at f0 a0.m0[0]"), "{}", s.shape);
        assert!(s.key.ends_with("; fails at f0 a0"), "{}", s.key);
        assert_eq!(
            Pin::of("NG f0 a0.m0.m0 expected -5 got 3"),
            Some(Pin {
                what: "f0 a0.m0.m0".into(),
                value: "-5".into(),
                leaf: None,
            })
        );
    }

    /// The types the default argument promotions change: never a variadic extra nor the
    /// parameter before `...`.
    fn promoted(t: &str) -> bool {
        let t = t.trim();
        ["float", "char", "short", "_Bool"]
            .iter()
            .any(|p| t == *p || t.ends_with(&format!(" {p}")))
    }

    #[test]
    fn candidates_are_valid_variadic_calls() {
        // In every written candidate, no `va_arg` reads a promoted type and no
        // parameter before `...` has one.
        let o = CallconvOptions {
            types: vec![
                crate::gen::callconv::TypeFamily::Ints,
                crate::gen::callconv::TypeFamily::Variadic,
                crate::gen::callconv::TypeFamily::Floats,
            ],
            ..opts()
        };
        let mut variadic = 0;
        for seed in 1..30 {
            let text =
                crate::gen::generate_builtin(&crate::gen::Generator::Callconv(o.clone()), seed)
                    .unwrap()
                    .remove(0)
                    .1;
            let head = text.lines().next().unwrap().to_string() + "\n";
            let mut seen = Vec::new();
            shrink_callconv(&o, seed, &head, None, |t| {
                seen.push(t.to_string());
                Ok::<bool, ()>(false)
            })
            .unwrap();
            for t in &seen {
                for l in t.lines() {
                    if let Some(i) = l.find("va_arg(ap, ") {
                        let ty = &l[i + 11..l[i..].find(')').map_or(l.len(), |j| i + j)];
                        assert!(!promoted(ty), "{l}");
                    }
                    if let Some(i) = l.find(", ...)") {
                        if l.starts_with("int printf") {
                            continue;
                        }
                        variadic += 1;
                        let last = l[..i].rsplit([',', '(']).next().unwrap();
                        let ty = last.trim().rsplit_once(' ').map_or(last, |x| x.0);
                        assert!(!promoted(ty), "{l}");
                    }
                }
            }
        }
        assert!(variadic > 100, "{variadic}");
    }
}
