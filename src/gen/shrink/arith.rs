//! Shrinking a failing arithmetic test through its generator: not the program's text but
//! its [`ArithShape`] gets smaller (checks the failing one does not read, a
//! subexpression replaced by one of its operands or by its value, constants and inputs
//! made `0`, `1` or of a simpler type, inputs dropped, storage made plain), and every candidate is written out by the
//! generator with its values computed again, so it has no undefined behaviour and its
//! checks are right: a candidate whose expressions C leaves undefined is never written.
//!
//! The checks keep their numbers, so a candidate fails as the original did when it
//! prints the same `NG tN` line. The key is the failing check's expression with its
//! leaves spelled by type and storage ([`key`]).

use super::{Shrunk, MAX_TESTS};
use crate::gen::arith::{ArithOptions, ArithShape, Expr, Storage, VarRef};
use creduce_passes::ctype::Ty;

/// The check an arithmetic test's `NG` line names: `NG t7` gives 7.
pub fn failing_t(ng_line: &str) -> Option<usize> {
    ng_line.trim().strip_prefix("NG t")?.trim().parse().ok()
}

/// Shrink the arith test of `seed` under `opts` (its text is `head` and the generator's
/// program). `fails` says whether a candidate fails as the original does, or `Err` to
/// stop; `ng_line` is the `NG` line the original's failure printed, when it printed one.
pub fn shrink_arith<E>(
    opts: &ArithOptions,
    seed: u64,
    head: &str,
    ng_line: Option<&str>,
    mut fails: impl FnMut(&str) -> Result<bool, E>,
) -> Result<Shrunk, E> {
    let keep = ng_line.and_then(failing_t);
    let mut shape = ArithShape::generate(&mut crate::gen::rng(seed), opts);
    let text = |s: &ArithShape| s.emit().map(|t| format!("{head}{t}"));
    let mut tests = 0;
    // Greedy, as C-Reduce's passes go: the first smaller candidate that still fails is
    // taken, and the search goes on from the same place in the new list, until a whole
    // round of the list finds none.
    let mut at = 0;
    let mut since = 0;
    'shrink: loop {
        let cands = smaller(&shape, keep);
        if cands.is_empty() {
            break;
        }
        while since < cands.len() {
            let i = at % cands.len();
            at = i + 1;
            since += 1;
            let Some(t) = text(&cands[i]) else { continue };
            if tests >= MAX_TESTS {
                break 'shrink;
            }
            tests += 1;
            if fails(&t)? {
                shape = cands[i].clone();
                at = i;
                since = 0;
                continue 'shrink;
            }
        }
        break;
    }
    let text = text(&shape).expect("the shape was written before");
    Ok(Shrunk {
        shape: describe(&shape, keep, true),
        key: describe(&shape, keep, false),
        text,
        tests,
    })
}

/// True for the keys [`shrink_arith`] makes (`int t = ...`), false for callconv's.
pub fn is_arith_key(key: &str) -> bool {
    key.contains(" t = ")
}

/// A place in an expression: the child taken at each step from its root.
type Path = Vec<usize>;

fn children(e: &Expr) -> Vec<&Expr> {
    match e {
        Expr::Var(_) | Expr::Const(..) => vec![],
        Expr::Unary(_, a) | Expr::Cast(_, a) => vec![a],
        Expr::Binary(_, l, r) => vec![l, r],
        Expr::Cond(c, a, b) => vec![c, a, b],
    }
}

fn at_mut<'e>(e: &'e mut Expr, path: &[usize]) -> &'e mut Expr {
    let Some((&i, rest)) = path.split_first() else {
        return e;
    };
    let child = match e {
        Expr::Var(_) | Expr::Const(..) => return e,
        Expr::Unary(_, a) | Expr::Cast(_, a) => a,
        Expr::Binary(_, l, r) => [l, r].into_iter().nth(i).expect("a child"),
        Expr::Cond(c, a, b) => [c, a, b].into_iter().nth(i).expect("a child"),
    };
    at_mut(child, rest)
}

/// Every subexpression with its path, the whole first (pre-order).
fn subexprs(e: &Expr) -> Vec<(Path, &Expr)> {
    fn walk<'e>(e: &'e Expr, path: &mut Path, out: &mut Vec<(Path, &'e Expr)>) {
        out.push((path.clone(), e));
        for (i, c) in children(e).into_iter().enumerate() {
            path.push(i);
            walk(c, path, out);
            path.pop();
        }
    }
    let mut out = Vec::new();
    walk(e, &mut Vec::new(), &mut out);
    out
}

fn reads(e: &Expr, out: &mut Vec<VarRef>) {
    if let Expr::Var(v) = e {
        out.push(*v);
    }
    for c in children(e) {
        reads(c, out);
    }
}

/// The checks `n` reads, itself included, and what they read in turn.
fn needed(s: &ArithShape, n: usize) -> Vec<usize> {
    let mut need = vec![n];
    let mut i = 0;
    while i < need.len() {
        if let Some(c) = s.checks.iter().find(|c| c.n == need[i]) {
            let mut r = Vec::new();
            reads(&c.expr, &mut r);
            for v in r {
                if let VarRef::T(t) = v {
                    if !need.contains(&t) {
                        need.push(t);
                    }
                }
            }
        }
        i += 1;
    }
    need
}

fn all_reads(s: &ArithShape) -> Vec<VarRef> {
    let mut r = Vec::new();
    for c in &s.checks {
        reads(&c.expr, &mut r);
    }
    r
}

fn without_unread_inputs(mut s: ArithShape) -> ArithShape {
    let r = all_reads(&s);
    s.inputs.retain(|x| r.contains(&VarRef::X(x.n)));
    s
}

/// Storages with one more flag cleared.
fn plainer(s: Storage) -> Vec<Storage> {
    let mut out = Vec::new();
    for f in 0..4 {
        let mut p = s;
        let flag = match f {
            0 => &mut p.global,
            1 => &mut p.stat,
            2 => &mut p.constant,
            _ => &mut p.volatile,
        };
        if *flag {
            *flag = false;
            out.push(p);
        }
    }
    out
}

/// Types from the simplest: `int`, then the wider ones (`long` before `long long`, which
/// is the same size on LP64), then the narrow ones; `double` before `float`.
const SIMPLEST_FIRST: [Ty; 12] = [
    Ty::Int,
    Ty::UInt,
    Ty::Long,
    Ty::ULong,
    Ty::LLong,
    Ty::ULLong,
    Ty::Short,
    Ty::UShort,
    Ty::SChar,
    Ty::UChar,
    Ty::Double,
    Ty::Float,
];

/// The types simpler than `t` that hold `v` (floating types only for floating ones).
fn simpler_types(t: Ty, v: i128) -> impl Iterator<Item = Ty> {
    let rank = |t: Ty| SIMPLEST_FIRST.iter().position(|x| *x == t);
    SIMPLEST_FIRST
        .into_iter()
        .filter(move |x| rank(*x) < rank(t) && x.is_float() == t.is_float() && x.holds(v))
}

/// The shapes one step smaller than `s`, biggest cuts first; none drops check `keep`.
/// Some may be undefined: the caller writes only those that are not.
fn smaller(s: &ArithShape, keep: Option<usize>) -> Vec<ArithShape> {
    let mut out = Vec::new();
    // Only what the failing check reads.
    if let Some(k) = keep {
        let need = needed(s, k);
        if need.len() < s.checks.len() && s.checks.iter().any(|c| c.n == k) {
            let mut c = s.clone();
            c.checks.retain(|c| need.contains(&c.n));
            out.push(without_unread_inputs(c));
        }
    }
    // A check no other reads.
    let read = all_reads(s);
    if s.checks.len() > 1 {
        for (i, c) in s.checks.iter().enumerate() {
            if Some(c.n) != keep && !read.contains(&VarRef::T(c.n)) {
                let mut x = s.clone();
                x.checks.remove(i);
                out.push(without_unread_inputs(x));
            }
        }
    }
    let Some(values) = s.values() else {
        return out;
    };
    // Subexpressions: by an operand, or by their value; the failing check's first.
    let mut order: Vec<usize> = (0..s.checks.len()).collect();
    order.sort_by_key(|&i| Some(s.checks[i].n) != keep);
    for &ci in &order {
        let env = |v: VarRef| var_value(s, &values, ci, v);
        for (path, e) in subexprs(&s.checks[ci].expr) {
            // A t-variable by its expression (the same type and value), where that lets
            // its check go: its last read, and not the failing check.
            if let Expr::Var(VarRef::T(n)) = e {
                if let Some(t) = s.checks[..ci].iter().find(|c| c.n == *n) {
                    let mut x = s.clone();
                    *at_mut(&mut x.checks[ci].expr, &path) = t.expr.clone();
                    if Some(*n) != keep && !all_reads(&x).contains(&VarRef::T(*n)) {
                        x.checks.retain(|c| c.n != *n);
                        out.push(x);
                    }
                }
            }
            for child in children(e) {
                let mut x = s.clone();
                *at_mut(&mut x.checks[ci].expr, &path) = child.clone();
                out.push(without_unread_inputs(x));
            }
            if !matches!(e, Expr::Const(..)) {
                if let Some((t, v)) = e.eval(&env) {
                    let t = t.promote();
                    let mut x = s.clone();
                    *at_mut(&mut x.checks[ci].expr, &path) = Expr::Const(t, v);
                    out.push(without_unread_inputs(x));
                }
            }
        }
    }
    // Operations by a new input of their type and value: what a compiler that does not
    // propagate constants cannot fold.
    let next = s.inputs.iter().map(|x| x.n + 1).max().unwrap_or(0);
    for &ci in &order {
        let env = |v: VarRef| var_value(s, &values, ci, v);
        for (path, e) in subexprs(&s.checks[ci].expr) {
            if children(e).is_empty() {
                continue;
            }
            if let Some((ty, value)) = e.eval(&env) {
                let mut x = s.clone();
                *at_mut(&mut x.checks[ci].expr, &path) = Expr::Var(VarRef::X(next));
                x.inputs.push(crate::gen::arith::Input {
                    n: next,
                    ty,
                    value,
                    storage: Storage {
                        global: false,
                        stat: false,
                        constant: false,
                        volatile: false,
                    },
                });
                out.push(without_unread_inputs(x));
            }
        }
    }
    // Constants: 0, 1, `int`.
    for &ci in &order {
        for (path, e) in subexprs(&s.checks[ci].expr) {
            let Expr::Const(t, v) = *e else { continue };
            let mut simpler = Vec::new();
            if v != 0 {
                simpler.push((t, 0));
            }
            if v != 0 && v != 1 {
                simpler.push((t, 1));
            }
            simpler.extend(simpler_types(t, v).map(|t| (t, v)));
            for (t, v) in simpler {
                let mut x = s.clone();
                *at_mut(&mut x.checks[ci].expr, &path) = Expr::Const(t, v);
                out.push(x);
            }
        }
    }
    // Inputs: 0, 1, `int`; plainer storage.
    for (i, input) in s.inputs.iter().enumerate() {
        let mut simpler = Vec::new();
        if input.value != 0 {
            simpler.push((input.ty, 0));
        }
        if input.value != 0 && input.value != 1 {
            simpler.push((input.ty, 1));
        }
        simpler.extend(simpler_types(input.ty, input.value).map(|t| (t, input.value)));
        for (ty, value) in simpler {
            let mut x = s.clone();
            x.inputs[i].ty = ty;
            x.inputs[i].value = value;
            out.push(x);
        }
        for st in plainer(input.storage) {
            let mut x = s.clone();
            x.inputs[i].storage = st;
            out.push(x);
        }
    }
    for (i, c) in s.checks.iter().enumerate() {
        for st in plainer(c.storage) {
            let mut x = s.clone();
            x.checks[i].storage = st;
            out.push(x);
        }
    }
    out
}

/// The type and value of variable `v` as check `ci` reads it.
fn var_value(s: &ArithShape, values: &[(Ty, i128)], ci: usize, v: VarRef) -> Option<(Ty, i128)> {
    match v {
        VarRef::X(n) => s.inputs.iter().find(|x| x.n == n).map(|x| (x.ty, x.value)),
        VarRef::T(n) => s.checks[..ci]
            .iter()
            .position(|c| c.n == n)
            .map(|j| values[j]),
    }
}

fn storage_words(s: Storage) -> String {
    let mut w = String::new();
    for (on, word) in [
        (s.global, "global "),
        (s.stat, "static "),
        (s.constant, "const "),
        (s.volatile, "volatile "),
    ] {
        if on {
            w.push_str(word);
        }
    }
    w
}

/// The failing check (or, without one, every check) as
/// `unsigned short t = ([const int] >> [#int])`: each variable by its storage and type, each constant by `#` and its type;
/// with `values`, by its value too (`[#int 3]`, `[const int = 7]`), and without, with the
/// operands of a commutative operator sorted (their order changes no type).
fn describe(s: &ArithShape, keep: Option<usize>, values: bool) -> String {
    let Some(vals) = s.values() else {
        return String::new();
    };
    // Every check when the failing one is not known (a crash) or not there.
    let keep = keep.filter(|k| s.checks.iter().any(|c| c.n == *k));
    let mut parts = Vec::new();
    for (ci, c) in s.checks.iter().enumerate() {
        if keep.is_some_and(|k| k != c.n) {
            continue;
        }
        let spell = |e: &Expr| -> String {
            match e {
                Expr::Var(v) => {
                    let (st, (ty, value)) = match v {
                        VarRef::X(n) => {
                            let x = s.inputs.iter().find(|x| x.n == *n);
                            (
                                x.map_or(String::new(), |x| storage_words(x.storage)),
                                var_value(s, &vals, ci, *v).unwrap_or((Ty::Int, 0)),
                            )
                        }
                        VarRef::T(n) => (
                            s.checks
                                .iter()
                                .find(|c| c.n == *n)
                                .map_or(String::new(), |c| {
                                    format!("checked {}", storage_words(c.storage))
                                }),
                            var_value(s, &vals, ci, *v).unwrap_or((Ty::Int, 0)),
                        ),
                    };
                    if values {
                        format!("{st}{} = {}", ty.name(), ty.constant(value))
                    } else {
                        format!("{st}{}", ty.name())
                    }
                }
                Expr::Const(t, v) if values => format!("#{} {}", t.name(), t.constant(*v)),
                Expr::Const(t, _) => format!("#{}", t.name()),
                _ => unreachable!("only leaves"),
            }
        };
        let (ty, _) = vals[ci];
        parts.push(format!(
            "{}{} t = {}",
            storage_words(c.storage),
            ty.name(),
            spelled(&c.expr, &spell, !values)
        ));
    }
    parts.join("; ")
}

/// Operators whose operands' order changes neither the result nor its type.
/// (Not `&&` and `||`: their order decides whether the right operand is read at all.)
const COMMUTATIVE: [&str; 7] = ["+", "*", "==", "!=", "&", "|", "^"];

/// `e` written out with its leaves as `leaf` spells them, each in brackets; `sorted`:
/// the operands of a commutative operator in the order of their spelling.
fn spelled(e: &Expr, leaf: &dyn Fn(&Expr) -> String, sorted: bool) -> String {
    match e {
        Expr::Var(_) | Expr::Const(..) => format!("[{}]", leaf(e)),
        Expr::Unary(op, a) => format!("({op}{})", spelled(a, leaf, sorted)),
        Expr::Cast(t, a) => format!("(({}) {})", t.name(), spelled(a, leaf, sorted)),
        Expr::Binary(op, l, r) => {
            let (mut l, mut r) = (spelled(l, leaf, sorted), spelled(r, leaf, sorted));
            if sorted && COMMUTATIVE.contains(op) && r < l {
                std::mem::swap(&mut l, &mut r);
            }
            format!("({l} {op} {r})")
        }
        Expr::Cond(c, a, b) => format!(
            "({} ? {} : {})",
            spelled(c, leaf, sorted),
            spelled(a, leaf, sorted),
            spelled(b, leaf, sorted)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn program(o: &ArithOptions, seed: u64) -> String {
        crate::gen::generate_builtin(&crate::gen::Generator::Arith(o.clone()), seed)
            .unwrap()
            .remove(0)
            .1
    }

    #[test]
    fn the_failing_check_is_the_ng_line() {
        assert_eq!(failing_t("NG t7"), Some(7));
        assert_eq!(failing_t("NG t12\n"), Some(12));
        assert_eq!(failing_t("NG f0 a1 expected 3"), None);
    }

    #[test]
    fn a_shrink_keeps_the_failing_check_and_what_it_needs() {
        // A "compiler" that gets `>>` of a `const` variable wrong, in check t4 only.
        let o = ArithOptions::default();
        let bug = |t: &str| {
            t.lines()
                .any(|l| (l.contains(" t4 = ") || l.contains(" t4 =")) && l.contains(" >> "))
        };
        let seed = (1..500)
            .find(|&seed| bug(&program(&o, seed)))
            .expect("some seed shifts right in t4");
        let original = program(&o, seed);
        let head = original.lines().next().unwrap().to_string() + "\n";
        let mut seen = Vec::new();
        let s = shrink_arith(&o, seed, &head, Some("NG t4"), |t| {
            seen.push(t.to_string());
            Ok::<bool, ()>(bug(t))
        })
        .unwrap();
        assert!(bug(&s.text), "{}", s.text);
        assert!(s.text.len() < original.len() / 3, "{}", s.text);
        assert_eq!(s.tests as usize, seen.len());
        // Only t4 is checked, and its expression is one shift of two leaves.
        assert_eq!(s.text.matches("printf(\"NG").count(), 1, "{}", s.text);
        assert!(s.text.contains("printf(\"NG t4\\n\")"), "{}", s.text);
        assert_eq!(s.key.matches(" >> ").count(), 1, "{}", s.key);
        assert_eq!(s.key.matches('(').count(), 1, "{}", s.key);
        assert!(
            s.key.contains(" t = ([") && s.key.ends_with("])"),
            "{}",
            s.key
        );
    }

    #[test]
    fn candidates_keep_their_numbers_and_read_only_what_they_declare() {
        // Every candidate keeps check t3, numbers its checks as the original did (in
        // order), reads only inputs it declares and checks written before, and has no
        // constant of a type narrower than `int` (a literal's type is at least `int`).
        fn consts(e: &Expr, out: &mut Vec<Ty>) {
            if let Expr::Const(t, _) = e {
                out.push(*t);
            }
            for c in children(e) {
                consts(c, out);
            }
        }
        let mut written = 0;
        for float in [false, true] {
            let o = ArithOptions {
                float,
                ..ArithOptions::default()
            };
            for seed in 1..20 {
                let shape = ArithShape::generate(&mut crate::gen::rng(seed), &o);
                for c in smaller(&shape, Some(3)) {
                    assert!(c.checks.iter().any(|x| x.n == 3));
                    let ns: Vec<usize> = c.checks.iter().map(|x| x.n).collect();
                    assert!(ns.windows(2).all(|w| w[0] < w[1]), "{ns:?}");
                    for (i, check) in c.checks.iter().enumerate() {
                        let mut r = Vec::new();
                        reads(&check.expr, &mut r);
                        for v in r {
                            match v {
                                VarRef::X(n) => assert!(c.inputs.iter().any(|x| x.n == n)),
                                VarRef::T(n) => assert!(c.checks[..i].iter().any(|t| t.n == n)),
                            }
                        }
                        let mut ts = Vec::new();
                        consts(&check.expr, &mut ts);
                        assert!(
                            ts.iter()
                                .all(|t| t.is_float() || t.rank() >= Ty::Int.rank()),
                            "{ts:?}"
                        );
                    }
                    written += c.emit().is_some() as usize;
                }
            }
        }
        assert!(written > 1000, "{written}");
    }
}
