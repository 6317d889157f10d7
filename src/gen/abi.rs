//! How the System V x86-64 calling convention (the psABI's classification, §3.2.3)
//! passes each parameter and the return value of a calling-convention test's function:
//! what the compiler under test has to decide when it lowers the call.
//!
//! A scalar is INTEGER (integers, pointers), SSE (`float`, `double`) or X87
//! (`long double`, passed in memory). An aggregate over 16 bytes, or holding a
//! `long double`, is MEMORY; a smaller one is classed eightbyte by eightbyte from the
//! scalars laid out in it (INTEGER wins over SSE). Layout follows LP64 and gcc's
//! bit-field rules (a bit-field does not cross its `int` unit).
//!
//! Two shrunk tests whose functions class the same, failing at the same parameter, make
//! the compiler take the same decisions: [`super::shrink`]'s key.

use super::callconv::{Agg, FieldKind, Kind, Scalar};

/// A class, of a scalar or of an eightbyte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Integer,
    Sse,
    X87,
}

/// Size, alignment and class of a scalar.
fn scalar(s: Scalar) -> (u64, u64, Class) {
    match s {
        Scalar::Num(t) => {
            let n = u64::from(t.bits() / 8);
            (
                n,
                n,
                if t.is_float() {
                    Class::Sse
                } else {
                    Class::Integer
                },
            )
        }
        Scalar::LongDouble => (16, 16, Class::X87),
        Scalar::Ptr => (8, 8, Class::Integer),
    }
}

fn align_up(n: u64, a: u64) -> u64 {
    n.div_ceil(a) * a
}

/// Lay `k` out at byte `at`: every scalar's (offset, size, class) into `out`; its size
/// and alignment.
fn place(aggs: &[Agg], k: Kind, at: u64, out: &mut Vec<(u64, u64, Class)>) -> (u64, u64) {
    let Kind::Agg(i) = k else {
        let Kind::Scalar(s) = k else { unreachable!() };
        let (size, align, class) = scalar(s);
        out.push((at, size, class));
        return (size, align);
    };
    let agg = &aggs[i];
    let mut align = 1;
    // The position in bits (bit-fields pack within their `int` unit).
    let mut bits: u64 = 0;
    let mut size: u64 = 0;
    for (_, fk) in &agg.fields {
        let start = if agg.union { 0 } else { bits };
        match fk {
            FieldKind::Bits { width, .. } => {
                let w = u64::from(*width);
                let mut b = start;
                if b % 32 + w > 32 {
                    b = align_up(b, 32);
                }
                out.push((at + b / 32 * 4, 4, Class::Integer));
                align = align.max(4);
                bits = if agg.union { bits.max(b + w) } else { b + w };
            }
            FieldKind::Plain(k) | FieldKind::Array(k, _) => {
                let n = match fk {
                    FieldKind::Array(_, n) => *n as u64,
                    _ => 1,
                };
                // The element's size and alignment, then each element in place.
                let (esize, ealign) = place(aggs, *k, 0, &mut Vec::new());
                let offset = align_up(start.div_ceil(8), ealign);
                for j in 0..n {
                    place(aggs, *k, at + offset + j * esize, out);
                }
                align = align.max(ealign);
                let end = (offset + n * esize) * 8;
                bits = if agg.union { bits.max(end) } else { end };
            }
        }
        size = size.max(bits.div_ceil(8));
    }
    (align_up(size, align), align)
}

/// How a value of kind `k` is passed: `int`, `sse` or `x87` for a scalar; for an
/// aggregate, `mem`, or its eightbytes' classes (`{int,sse}`).
pub(super) fn class_of(aggs: &[Agg], k: Kind) -> String {
    let mut pieces = Vec::new();
    let (size, _) = place(aggs, k, 0, &mut pieces);
    let name = |c: Class| match c {
        Class::Integer => "int",
        Class::Sse => "sse",
        Class::X87 => "x87",
    };
    if let Kind::Scalar(s) = k {
        return name(scalar(s).2).to_string();
    }
    if size > 16 || pieces.iter().any(|p| p.2 == Class::X87) {
        return "{mem}".to_string();
    }
    let eightbytes: Vec<&str> = (0..size.div_ceil(8))
        .map(|e| {
            let (lo, hi) = (e * 8, e * 8 + 8);
            let inside = pieces.iter().filter(|p| p.0 < hi && p.0 + p.1 > lo);
            let mut class = None;
            for p in inside {
                class = Some(match (class, p.2) {
                    (Some(Class::Integer), _) | (_, Class::Integer) => Class::Integer,
                    _ => Class::Sse,
                });
            }
            class.map_or("none", name)
        })
        .collect();
    format!("{{{}}}", eightbytes.join(","))
}

#[cfg(test)]
mod tests {
    use super::*;
    use creduce_passes::ctype::Ty;

    fn num(t: Ty) -> Kind {
        Kind::Scalar(Scalar::Num(t))
    }

    fn agg(union: bool, fields: Vec<FieldKind>) -> Agg {
        Agg {
            union,
            fields: fields
                .into_iter()
                .enumerate()
                .map(|(i, f)| (format!("m{i}"), f))
                .collect(),
        }
    }

    #[test]
    fn the_psabi_classes() {
        use FieldKind::*;
        let aggs = vec![
            // 0: struct { int; double; } -> INTEGER, SSE
            agg(false, vec![Plain(num(Ty::Int)), Plain(num(Ty::Double))]),
            // 1: struct { int; double; int; } -> 24 bytes: MEMORY
            agg(
                false,
                vec![
                    Plain(num(Ty::Int)),
                    Plain(num(Ty::Double)),
                    Plain(num(Ty::Int)),
                ],
            ),
            // 2: union { float; int; } -> INTEGER
            agg(true, vec![Plain(num(Ty::Float)), Plain(num(Ty::Int))]),
            // 3: struct { float[3]; } -> SSE, SSE
            agg(false, vec![Array(num(Ty::Float), 3)]),
            // 4: struct { long double; } -> MEMORY
            agg(false, vec![Plain(Kind::Scalar(Scalar::LongDouble))]),
            // 5: struct { unsigned : 31; unsigned : 31; char; } -> 12 bytes: INTEGER, INTEGER
            agg(
                false,
                vec![
                    Bits {
                        signed: false,
                        width: 31,
                    },
                    Bits {
                        signed: false,
                        width: 31,
                    },
                    Plain(num(Ty::SChar)),
                ],
            ),
            // 6: struct { struct { int; double; } ; } nested -> INTEGER, SSE
            agg(false, vec![Plain(Kind::Agg(0))]),
        ];
        let c = |i| class_of(&aggs, Kind::Agg(i));
        assert_eq!(c(0), "{int,sse}");
        assert_eq!(c(1), "{mem}");
        assert_eq!(c(2), "{int}");
        assert_eq!(c(3), "{sse,sse}");
        assert_eq!(c(4), "{mem}");
        assert_eq!(c(5), "{int,int}");
        assert_eq!(c(6), "{int,sse}");
        assert_eq!(class_of(&aggs, num(Ty::Float)), "sse");
        assert_eq!(class_of(&aggs, Kind::Scalar(Scalar::Ptr)), "int");
        assert_eq!(class_of(&aggs, Kind::Scalar(Scalar::LongDouble)), "x87");
    }
}
