//! Value passes: shrink integer literals toward 0 and 1 (halving the magnitude step by
//! step: a binary search on the value), drop suffixes, hex to decimal. Array sizes and
//! bit-field widths are left alone (shrinking them can put an index out of bounds), and a
//! divisor never becomes 0.

use crate::c::all_nodes;
use crate::sites::{self, Site};
use crate::{Candidate, Cursor, Pass, Program};

/// The value of an integer literal (decimal, hex, octal, binary; any suffix).
pub(crate) fn int_value(text: &str) -> Option<u128> {
    let t = text.trim_end_matches(['u', 'U', 'l', 'L']);
    let (digits, radix) = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        (h, 16)
    } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        (b, 2)
    } else if t.len() > 1 && t.starts_with('0') {
        (&t[1..], 8)
    } else {
        (t, 10)
    };
    if digits.is_empty() {
        return if radix == 8 { Some(0) } else { None };
    }
    u128::from_str_radix(digits, radix).ok()
}

/// Shrink integer literals.
#[derive(Debug, Default)]
pub(crate) struct ShrinkLiterals;

impl Pass for ShrinkLiterals {
    fn name(&self) -> &'static str {
        "shrink_literals"
    }

    fn description(&self) -> &'static str {
        "shrink integer literals to 0, 1 or half their value; drop suffixes; hex to decimal"
    }

    fn candidates(&self, prog: &Program, from: Cursor, limit: usize) -> Vec<Candidate> {
        let mut list = Vec::new();
        for node in all_nodes(prog) {
            if node.kind() != "number_literal" {
                continue;
            }
            let text = prog.node_text(node);
            let Some(v) = int_value(text) else { continue };
            let parent = node.parent();
            let pk = parent.map(|p| p.kind()).unwrap_or("");
            if matches!(pk, "array_declarator" | "bitfield_clause") {
                continue;
            }
            let divisor = parent.is_some_and(|p| {
                p.kind() == "binary_expression"
                    && p.child_by_field_name("operator")
                        .is_some_and(|o| matches!(o.kind(), "/" | "%"))
                    && p.child_by_field_name("right")
                        .is_some_and(|r| r.id() == node.id())
            });
            let mut alts: Vec<String> = Vec::new();
            if !divisor {
                alts.push("0".into());
            }
            alts.push("1".into());
            alts.push(v.to_string());
            if v > 1 {
                alts.push((v / 2).to_string());
            }
            let mut seen = Vec::new();
            for a in alts {
                if a == text || seen.contains(&a) || (a.len() > text.len() && a != "0" && a != "1")
                {
                    continue;
                }
                if a.parse::<u128>().is_ok_and(|n| n > v) {
                    continue;
                }
                list.push(Site::replace(
                    node.byte_range(),
                    a.clone(),
                    format!("`{text}` -> {a}"),
                ));
                seen.push(a);
            }
        }
        sites::candidates(&list, usize::MAX, from, limit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::outputs;

    #[test]
    fn parses_values() {
        assert_eq!(int_value("0x1fUL"), Some(31));
        assert_eq!(int_value("017"), Some(15));
        assert_eq!(int_value("0"), Some(0));
        assert_eq!(int_value("42u"), Some(42));
        assert_eq!(int_value("1.5"), None);
    }

    #[test]
    fn shrinks_toward_zero() {
        let out = outputs(&ShrinkLiterals, "int x = 0xFFL; int y = 100;");
        assert_eq!(out[0], "int x = 0; int y = 0;");
        for want in [
            "int x = 255; int y = 100;",
            "int x = 127; int y = 100;",
            "int x = 0xFFL; int y = 50;",
        ] {
            assert!(out.contains(&want.to_string()), "{want} not in {out:?}");
        }
    }

    #[test]
    fn leaves_array_sizes_and_divisors() {
        let out = outputs(&ShrinkLiterals, "int a[10]; int f(int x) { return x / 7; }");
        assert!(out.iter().all(|o| o.contains("a[10]")), "{out:?}");
        assert!(out.iter().all(|o| !o.contains("/ 0")), "{out:?}");
        assert!(out.contains(&"int a[10]; int f(int x) { return x / 1; }".to_string()));
    }
}
