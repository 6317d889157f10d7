//! Property tests for the hazard check, which the engine uses to reject a candidate
//! that brings in undefined behaviour: a program built from hazard-free statements has
//! no hazards; one hazard put anywhere in it is counted exactly once, under its own
//! kind; counts add up over independent functions; and the item-by-item index the
//! engine counts candidates with gives the counts of a whole walk.

use creduce_passes::hazards::{hazards, HazardIndex, Hazards};
use creduce_passes::Program;
use proptest::prelude::*;

/// Statements with no hazard, in a function with `int p` and a local `int x = p;`.
const SAFE: &[&str] = &[
    "x = x + 1;",
    "if (p) x = 2; else x = 3;",
    "for (int i = 0; i < 3; i++) x += i;",
    "for (x = 0; x < 3; x++) ;",
    "while (x > 10) x--;",
    "do x++; while (x < 0);",
    "{ int y = x; x = y / 2; }",
    "x = x % (p | 1);",
    "static int s; s = x;",
    "int arr[3]; arr[0] = x;",
    "x = x / 1 + 0 / (p | 1);",
    "for (; 0; ) x++;",
    "if (x) return x;",
];

/// A hazardous statement and how it changes the expected counts.
type Case = (&'static str, fn(&mut Hazards));

/// One hazard of a given kind, as a statement.
fn hazard() -> impl Strategy<Value = Case> {
    let cases: Vec<Case> = vec![
        ("int u;", |h| h.uninitialized_locals += 1),
        ("int *q;", |h| h.uninitialized_locals += 1),
        ("if (p == 7) return;", |h| h.valueless_returns += 1),
        ("while (1) x++;", |h| h.unbounded_loops += 1),
        ("while ((1)) { x++; }", |h| h.unbounded_loops += 1),
        ("for (;;) x++;", |h| h.unbounded_loops += 1),
        ("for (; x < 3; x++) ;", |h| h.unbounded_loops += 1),
        ("for (x = 0; x < 3; 0) ;", |h| h.unbounded_loops += 1),
        ("do x++; while (7);", |h| h.unbounded_loops += 1),
        ("x = x / 0;", |h| h.zero_divisions += 1),
        ("x = x % 00;", |h| h.zero_divisions += 1),
        ("x = x / 0x0u;", |h| h.zero_divisions += 1),
        ("x = x / (0);", |h| h.zero_divisions += 1),
        ("x = x % ((0L));", |h| h.zero_divisions += 1),
        ("int t[1] = {x, 2};", |h| h.excess_initializers += 1),
        ("int m[2][1] = {{x}, {1, x}};", |h| {
            h.excess_initializers += 1
        }),
    ];
    prop::sample::select(cases)
}

fn body() -> impl Strategy<Value = Vec<&'static str>> {
    prop::collection::vec(prop::sample::select(SAFE), 0..8)
}

fn function(name: &str, stmts: &[&str]) -> String {
    format!(
        "int {name}(int p) {{ int x = p; {} return x; }}\n",
        stmts.join(" ")
    )
}

fn count(src: &str) -> Hazards {
    hazards(&Program::new(src))
}

fn add(a: Hazards, b: Hazards) -> Hazards {
    Hazards {
        uninitialized_locals: a.uninitialized_locals + b.uninitialized_locals,
        valueless_returns: a.valueless_returns + b.valueless_returns,
        missing_returns: a.missing_returns + b.missing_returns,
        unbounded_loops: a.unbounded_loops + b.unbounded_loops,
        zero_divisions: a.zero_divisions + b.zero_divisions,
        gnu_constructs: a.gnu_constructs + b.gnu_constructs,
        // Distinct names over the program: no case here calls an undeclared one.
        undeclared_calls: a.undeclared_calls.max(b.undeclared_calls),
        library_redeclarations: a.library_redeclarations + b.library_redeclarations,
        excess_initializers: a.excess_initializers + b.excess_initializers,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn safe_programs_have_no_hazard(stmts in body()) {
        prop_assert_eq!(count(&function("f", &stmts)), Hazards::default());
    }

    #[test]
    fn one_hazard_is_counted_once_under_its_kind(
        stmts in body(),
        at in any::<prop::sample::Index>(),
        (bad, expect) in hazard(),
    ) {
        let mut stmts = stmts;
        let i = at.index(stmts.len() + 1);
        stmts.insert(i, bad);
        let src = function("f", &stmts);
        let mut want = Hazards::default();
        expect(&mut want);
        let got = count(&src);
        prop_assert_eq!(got, want, "{}", src);
        prop_assert!(got.worse_than(&Hazards::default()));
        prop_assert!(!Hazards::default().worse_than(&got));
    }

    #[test]
    fn counts_add_up_over_functions(
        a in body(),
        b in body(),
        (bad, _) in hazard(),
        drop_return in any::<bool>(),
    ) {
        let mut b = b;
        b.push(bad);
        let fa = function("f", &a);
        let fb = if drop_return {
            function("g", &b).replace(" return x; }", " }")
        } else {
            function("g", &b)
        };
        prop_assert_eq!(count(&(fa.clone() + &fb)), add(count(&fa), count(&fb)));
    }
}

/// A program of functions `f0`, `f1`, ..., each with its statements.
fn program(bodies: &[Vec<&str>]) -> String {
    bodies
        .iter()
        .enumerate()
        .map(|(i, b)| function(&format!("f{i}"), b))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn the_index_counts_what_a_whole_walk_counts(
        bodies in prop::collection::vec(body(), 1..5),
        hazards_in in prop::collection::vec((any::<prop::sample::Index>(), hazard()), 0..4),
        changed in any::<prop::sample::Index>(),
        (bad, _) in hazard(),
        remove in any::<bool>(),
    ) {
        let mut bodies = bodies;
        for (at, (h, _)) in &hazards_in {
            let i = at.index(bodies.len());
            bodies[i].push(h);
        }
        let before = program(&bodies);
        let index = HazardIndex::new(&Program::new(before.as_str()));
        prop_assert_eq!(index.total(), count(&before));
        // One function changed (a hazard added or its last statement removed), or
        // one removed: every other item is as it was.
        let i = changed.index(bodies.len());
        if remove {
            bodies.remove(i);
        } else if bodies[i].is_empty() {
            bodies[i].push(bad);
        } else {
            bodies[i].pop();
        }
        let after = Program::new(program(&bodies));
        prop_assert_eq!(index.count(&after), hazards(&after));
        prop_assert_eq!(index.update(&after).total(), hazards(&after));
    }
}

#[test]
fn a_function_without_return_is_a_missing_return_once() {
    let src = function("f", &["x++;"]).replace(" return x; }", " }");
    assert_eq!(count(&src).missing_returns, 1, "{src}");
    let main = function("main", &["x++;"]).replace(" return x; }", " }");
    assert_eq!(count(&main), Hazards::default(), "{main}");
}
