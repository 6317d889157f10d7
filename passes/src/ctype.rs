//! C's arithmetic types on LP64 (x86-64 Linux) and the one set of rules that computes
//! with them: sizes and ranges, the integer promotions, the usual arithmetic
//! conversions, conversion by wrapping, spelling a value as a constant of a type, and
//! the value of an operator on typed values ([`binary`], [`unary`], [`cast`],
//! [`conditional`]), `None` wherever C leaves it undefined. The generators compute their
//! expected values with it, and the passes that rewrite constants their new values.

/// An arithmetic type. `char` is spelled `signed char` so that its signedness never
/// depends on the compiler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ty {
    /// `signed char`
    SChar,
    /// `unsigned char`
    UChar,
    /// `short`
    Short,
    /// `unsigned short`
    UShort,
    /// `int`
    Int,
    /// `unsigned int`
    UInt,
    /// `long`
    Long,
    /// `unsigned long`
    ULong,
    /// `long long`
    LLong,
    /// `unsigned long long`
    ULLong,
    /// `float`
    Float,
    /// `double`
    Double,
}

/// Every integer type, narrowest first.
pub const INTEGERS: [Ty; 10] = [
    Ty::SChar,
    Ty::UChar,
    Ty::Short,
    Ty::UShort,
    Ty::Int,
    Ty::UInt,
    Ty::Long,
    Ty::ULong,
    Ty::LLong,
    Ty::ULLong,
];

impl Ty {
    /// The type's name in C.
    pub fn name(self) -> &'static str {
        match self {
            Ty::SChar => "signed char",
            Ty::UChar => "unsigned char",
            Ty::Short => "short",
            Ty::UShort => "unsigned short",
            Ty::Int => "int",
            Ty::UInt => "unsigned int",
            Ty::Long => "long",
            Ty::ULong => "unsigned long",
            Ty::LLong => "long long",
            Ty::ULLong => "unsigned long long",
            Ty::Float => "float",
            Ty::Double => "double",
        }
    }

    /// Whether it is `float` or `double`.
    pub fn is_float(self) -> bool {
        matches!(self, Ty::Float | Ty::Double)
    }

    /// Width in bits (LP64).
    pub fn bits(self) -> u32 {
        match self {
            Ty::SChar | Ty::UChar => 8,
            Ty::Short | Ty::UShort => 16,
            Ty::Int | Ty::UInt | Ty::Float => 32,
            Ty::Long | Ty::ULong | Ty::LLong | Ty::ULLong | Ty::Double => 64,
        }
    }

    /// Whether an integer type is signed.
    pub fn signed(self) -> bool {
        matches!(
            self,
            Ty::SChar | Ty::Short | Ty::Int | Ty::Long | Ty::LLong | Ty::Float | Ty::Double
        )
    }

    /// The integer conversion rank (C11 6.3.1.1).
    pub fn rank(self) -> u8 {
        match self {
            Ty::SChar | Ty::UChar => 1,
            Ty::Short | Ty::UShort => 2,
            Ty::Int | Ty::UInt => 3,
            Ty::Long | Ty::ULong => 4,
            Ty::LLong | Ty::ULLong => 5,
            Ty::Float => 6,
            Ty::Double => 7,
        }
    }

    /// The smallest value. For floating types: the most negative integer every value
    /// up to which is exact.
    pub fn min(self) -> i128 {
        match self {
            Ty::Float => -(1 << 24),
            Ty::Double => -(1 << 53),
            t if t.signed() => -(1i128 << (t.bits() - 1)),
            _ => 0,
        }
    }

    /// The largest value (floating types: the largest exact integer bound).
    pub fn max(self) -> i128 {
        match self {
            Ty::Float => 1 << 24,
            Ty::Double => 1 << 53,
            t if t.signed() => (1i128 << (t.bits() - 1)) - 1,
            t => (1i128 << t.bits()) - 1,
        }
    }

    /// Whether `v` is a value of the type.
    pub fn holds(self, v: i128) -> bool {
        self.min() <= v && v <= self.max()
    }

    /// The unsigned type of the same rank (floating types: themselves).
    pub fn unsigned_of(self) -> Ty {
        match self {
            Ty::SChar => Ty::UChar,
            Ty::Short => Ty::UShort,
            Ty::Int => Ty::UInt,
            Ty::Long => Ty::ULong,
            Ty::LLong => Ty::ULLong,
            t => t,
        }
    }

    /// The integer promotions: every type narrower than `int` becomes `int` (on LP64
    /// `int` holds all their values).
    pub fn promote(self) -> Ty {
        if self.rank() < Ty::Int.rank() {
            Ty::Int
        } else {
            self
        }
    }

    /// The usual arithmetic conversions (C11 6.3.1.8): the common type of `a` and `b`.
    pub fn usual(a: Ty, b: Ty) -> Ty {
        if a.is_float() || b.is_float() {
            return if a == Ty::Double || b == Ty::Double {
                Ty::Double
            } else {
                Ty::Float
            };
        }
        let (a, b) = (a.promote(), b.promote());
        if a == b {
            return a;
        }
        if a.signed() == b.signed() {
            return if a.rank() >= b.rank() { a } else { b };
        }
        let (u, s) = if a.signed() { (b, a) } else { (a, b) };
        if u.rank() >= s.rank() {
            u
        } else if s.bits() > u.bits() {
            s
        } else {
            s.unsigned_of()
        }
    }

    /// Convert `v` to this integer type: modulo 2^bits, as two's complement for a signed
    /// type (implementation-defined for out-of-range signed values; gcc, clang and the
    /// others wrap, and the generators only do it where C defines it).
    pub fn wrap(self, v: i128) -> i128 {
        if self.is_float() {
            return v;
        }
        let m = 1i128 << self.bits();
        let r = v.rem_euclid(m);
        if self.signed() && r > self.max() {
            r - m
        } else {
            r
        }
    }

    /// `v` as a constant expression of this type, parenthesized when negative. Types
    /// narrower than `int` are spelled as `int` constants (the value fits, and every
    /// use promotes them anyway).
    pub fn constant(self, v: i128) -> String {
        debug_assert!(self.holds(v), "{v} is not a {}", self.name());
        let suffix = match self {
            Ty::UInt => "u",
            Ty::Long => "L",
            Ty::ULong => "UL",
            Ty::LLong => "LL",
            Ty::ULLong => "ULL",
            Ty::Float => ".0f",
            Ty::Double => ".0",
            _ => "",
        };
        if v >= 0 {
            return format!("{v}{suffix}");
        }
        // The most negative value has no literal: write it as `(-MAX - 1)`.
        let int_like = self.promote();
        if !self.is_float() && v == int_like.min() {
            return format!("(-{}{suffix} - 1)", int_like.max());
        }
        format!("(-{}{suffix})", -v)
    }
}

/// A typed value: its type and its value (within the type's range).
pub type Value = (Ty, i128);

/// `l op r` as C computes it on operands of these types and values; `None` when the
/// result is undefined (signed overflow, division by zero, a shift out of range or of a
/// negative value to the left), or, in float mode, not an exact integer within range.
pub fn binary(op: &str, (lt, lv): Value, (rt, rv): Value) -> Option<Value> {
    let truth = |v: i128| (v != 0) as i128;
    match op {
        "&&" => return Some((Ty::Int, truth(lv) & truth(rv))),
        "||" => return Some((Ty::Int, truth(lv) | truth(rv))),
        "<<" | ">>" => {
            let t = lt.promote();
            let (a, b) = (lv, rv);
            if t.is_float() || rt.is_float() || b < 0 || b >= t.bits() as i128 {
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
    let t = Ty::usual(lt, rt);
    let (a, b) = (t.wrap(lv), t.wrap(rv));
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
        "&" | "|" | "^" if t.is_float() => None,
        "&" => Some((t, t.wrap(a & b))),
        "|" => Some((t, t.wrap(a | b))),
        "^" => Some((t, t.wrap(a ^ b))),
        _ => None,
    }
}

/// `op a` for the prefix operators `-`, `~`, `!` and `+`; `None` where C leaves it
/// undefined (the negation of a signed type's minimum) or for another operator.
pub fn unary(op: char, (ty, a): Value) -> Option<Value> {
    let t = ty.promote();
    match op {
        '-' => {
            if !t.is_float() && !t.signed() {
                Some((t, t.wrap(-a)))
            } else {
                t.holds(-a).then_some((t, -a))
            }
        }
        '~' => (!t.is_float()).then(|| (t, t.wrap(!a))),
        '!' => Some((Ty::Int, (a == 0) as i128)),
        '+' => Some((t, a)),
        _ => None,
    }
}

/// `(to) a`. A conversion to a signed type that cannot hold the value is
/// implementation-defined: `None`, as the generators never write one.
pub fn cast(to: Ty, (_, a): Value) -> Option<Value> {
    (!to.signed() || to.holds(a)).then(|| (to, to.wrap(a)))
}

/// `c ? a : b`: the chosen operand in the usual arithmetic conversion of both.
pub fn conditional((_, c): Value, (at, av): Value, (bt, bv): Value) -> Value {
    let t = Ty::usual(at, bt);
    (t, t.wrap(if c != 0 { av } else { bv }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usual_arithmetic_conversions_on_lp64() {
        assert_eq!(Ty::usual(Ty::UChar, Ty::Short), Ty::Int);
        assert_eq!(Ty::usual(Ty::Int, Ty::UInt), Ty::UInt);
        assert_eq!(Ty::usual(Ty::Long, Ty::UInt), Ty::Long);
        assert_eq!(Ty::usual(Ty::LLong, Ty::ULong), Ty::ULLong);
        assert_eq!(Ty::usual(Ty::ULong, Ty::LLong), Ty::ULLong);
        assert_eq!(Ty::usual(Ty::UShort, Ty::UInt), Ty::UInt);
        assert_eq!(Ty::usual(Ty::Float, Ty::Int), Ty::Float);
        assert_eq!(Ty::usual(Ty::Float, Ty::Double), Ty::Double);
    }

    #[test]
    fn wrapping_and_constants() {
        assert_eq!(Ty::UChar.wrap(-1), 255);
        assert_eq!(Ty::SChar.wrap(200), -56);
        assert_eq!(Ty::UInt.wrap(-1), u32::MAX as i128);
        assert_eq!(Ty::Int.constant(Ty::Int.min()), "(-2147483647 - 1)");
        assert_eq!(
            Ty::LLong.constant(i64::MIN as i128),
            "(-9223372036854775807LL - 1)"
        );
        assert_eq!(Ty::ULong.constant(5), "5UL");
        assert_eq!(Ty::Short.constant(-7), "(-7)");
        assert_eq!(Ty::Double.constant(-7), "(-7.0)");
    }

    #[test]
    fn operators_follow_c_and_refuse_what_c_leaves_undefined() {
        let (i, u, l, ul) = (Ty::Int, Ty::UInt, Ty::Long, Ty::ULong);
        assert_eq!(binary(">>", (l, -9436), (ul, 1)), Some((l, -4718)));
        assert_eq!(
            binary("-", (i, -1), (u, 1)),
            Some((u, u32::MAX as i128 - 1))
        );
        assert_eq!(binary("+", (i, i32::MAX as i128), (i, 1)), None);
        assert_eq!(binary("<<", (i, -1), (i, 1)), None);
        assert_eq!(binary("<<", (i, 1), (i, 32)), None);
        assert_eq!(binary("/", (i, 1), (i, 0)), None);
        assert_eq!(binary("/", (i, i32::MIN as i128), (i, -1)), None);
        assert_eq!(binary("<", (i, -1), (u, 0)), Some((i, 0)));
        assert_eq!(unary('-', (u, 1)), Some((u, u32::MAX as i128)));
        assert_eq!(unary('-', (i, i32::MIN as i128)), None);
        assert_eq!(unary('~', (Ty::UShort, 0)), Some((i, -1)));
        assert_eq!(cast(Ty::UChar, (i, -1)), Some((Ty::UChar, 255)));
        assert_eq!(cast(Ty::SChar, (i, 200)), None);
        assert_eq!(conditional((i, 0), (i, -1), (u, 2)), (u, 2));
    }
}
